/**
 * The artillery family of the Equipment Pack (002 "I. Artillery Pieces"; FAQ §IV Big Guns, Mobile Artillery): the
 * rules their kinds' table entries (units.ts) cannot say alone.
 *
 * - Big Guns zero in (Long Tom): a Big Gun that scores a hit on a unit that stays on its hex puts one of its three
 *   cross-hair markers on it; every zeroing unit of that side rolls 1 more die against a marked unit. A marker comes
 *   back when the marked unit moves or is eliminated, and all of a Big Gun's markers come back when it moves, unless
 *   its side has more than one Big Gun (FAQ §IV Big Guns Q6). State: `GameState.zeroed`, absent while no unit is marked.
 * - Heavy anti-tank guns (Flak 88): stars rolled against armor score hits (battle hook in turn/combat.ts).
 * - Italian artillery: may ignore one flag on top of the one its hex lets it ignore (FAQ §I l.367; retreat.ts).
 */
import { scoreRoll, type DieFace } from '../dice';
import { UNIT_KINDS } from '../units';
import { zeroes } from '../battleStars/forwardSpotting';
import type { GameEvent, GameState, Side, Unit } from '../types';

/** Cross-hair markers that come with each Big Gun (Equipment Pack, Long Tom). */
export const CROSSHAIRS_PER_GUN = 3;

/** One cross-hair marker on the board: the unit it marks (on its hex) and the zeroing unit whose marker it is. */
export interface Zeroed {
  unit: number;
  gun: number;
}

/** Is the unit marked by a cross-hair of `side`? */
export function isZeroed(s: GameState, side: Side, unit: number): boolean {
  const z = s.zeroed;
  if (!z) return false;
  for (const e of z) if (e.unit === unit && s.units[e.gun]!.side === side) return true;
  return false;
}

/** The die a zeroing unit adds against a unit its side has marked (0 otherwise). */
export function zeroedBonus(s: GameState, u: Unit, target: Unit): number {
  // stars: artillery spotted for zeroes in too (battleStars/forwardSpotting.ts).
  return zeroes(s, u) && isZeroed(s, u.side, target.id) ? 1 : 0;
}

/** Zeroing units of a side in the battle (eliminated ones included: the scenario's count, FAQ §IV Big Guns Q6). */
function zeroingUnits(s: GameState, side: Side): number {
  let n = 0;
  for (const x of s.units) if (x.side === side && UNIT_KINDS[x.kind].zeroesIn) n++;
  return n;
}

/**
 * A zeroing unit's attack was rolled on `v` (before any retreat): a hit on the first roll (FAQ §IV Big Guns Q5) on a
 * unit still on the board, not yet marked by this side, with a marker in hand, places one. A retreat forced by the
 * same roll then moves the unit, which takes the marker back off (`unitLeft`): "not eliminated or forced to retreat".
 */
export function zeroIn(s: GameState, gun: Unit, v: Unit, faces: readonly DieFace[], events: GameEvent[]): void {
  const target = s.units[v.id]!;
  if (target.figures <= 0) return;
  if (scoreRoll(faces, UNIT_KINDS[target.kind].symbol, { starHits: false }).hits <= 0) return;
  if (isZeroed(s, gun.side, target.id)) return;
  const z = s.zeroed ?? [];
  let out = 0;
  for (const e of z) if (e.gun === gun.id) out++;
  if (out >= CROSSHAIRS_PER_GUN) return;
  s.zeroed = [...z, { unit: target.id, gun: gun.id }];
  events.push({ type: 'zeroedIn', unit: target.id, gun: gun.id });
}

/**
 * Unit `id` changed hex or left the board (move, retreat, Take Ground, elimination, exit): markers on it come back,
 * and a side's only Big Gun that moves takes all its markers back. Called only when `s.zeroed` is present.
 */
export function unitLeft(s: GameState, id: number): void {
  const z = s.zeroed;
  if (!z) return;
  const u = s.units[id]!;
  const lone = UNIT_KINDS[u.kind].zeroesIn === true && zeroingUnits(s, u.side) === 1;
  const kept = z.filter((e) => e.unit !== id && !(lone && e.gun === id));
  if (kept.length === z.length) return;
  if (kept.length) s.zeroed = kept;
  else delete s.zeroed;
}

/** Stars hit this target for this attacker (a heavy anti-tank gun against armor: Equipment Pack, Flak 88). */
export function starsHit(attacker: Unit, target: Unit): boolean {
  return UNIT_KINDS[attacker.kind].starsHitArmor === true && UNIT_KINDS[target.kind].symbol === 'armor';
}
