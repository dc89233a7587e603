/**
 * Forward Spotting Artillery (house rules 001 l.340, a Terrain Pack battle star: "a variation of the Calling In Air
 * Strikes rule, applied to Artillery. Big Guns rules are in effect for all Artillery Units for as long as a specified
 * Unit occupies a specified hex"; decision C360). A scenario rule (`rules.forwardSpotting`, per side: the spotting
 * hexes and, optionally, the kind of unit that must hold one), never a default (C90).
 *
 * While a unit of the side (of the named kind, when there is one) stands on one of its spotting hexes, every
 * artillery unit of that side whose dice follow the artillery table (standard and mobile artillery: not a kind with
 * fixed dice of its own, as the Big Gun itself or a Flak 88) fires as a Big Gun (Equipment Pack, Long Tom): range 8 at
 * 3,3,2,2,1,1,1,1 from any hex, and it zeroes in on what it hits, sharing the side's cross-hair markers (troops/guns.ts;
 * FAQ §IV Big Guns Q5-Q6). The markers it placed stay when the spotter leaves; only a zeroing unit rolls their die.
 *
 * Costs nothing in other battles: every hook tests `s.special?.forwardSpotting` first.
 */
import { occupancy, occupant } from '../board';
import { hexIndex } from '../hex';
import type { GameState, Side, Unit } from '../types';
import { UNIT_KINDS } from '../units';

/** The Big Gun's dice by distance (Equipment Pack, Big Guns: "range of eight hexes, at 3, 3, 2, 2, 1, 1, 1, 1"). */
export const SPOTTED_DICE: readonly number[] = UNIT_KINDS['big-gun'].dice;

/** Does a unit of `side` (of the rule's kind, if it names one) stand on one of its spotting hexes now? */
export function spotting(s: GameState, side: Side): boolean {
  const rule = s.special?.forwardSpotting?.[side];
  if (!rule) return false;
  const occ = occupancy(s);
  const g = s.board.geometry;
  for (const h of rule.hexes) {
    const id = occupant(occ, hexIndex(g, h));
    if (id < 0) continue;
    const u = s.units[id]!;
    if (u.side === side && (rule.kind === undefined || u.kind === rule.kind)) return true;
  }
  return false;
}

/** Is this an artillery unit whose dice follow the artillery table (the units the rule turns into Big Guns)? */
export function spottableKind(u: Unit): boolean {
  const k = UNIT_KINDS[u.kind];
  return k.symbol === 'artillery' && !k.fixedDice && !k.lateWarAsset;
}

/** Does this unit fire as a Big Gun now by Forward Spotting? (Call only when `s.special?.forwardSpotting` is set.) */
export function spotted(s: GameState, u: Unit): boolean {
  return spottableKind(u) && spotting(s, u.side);
}

/** Does this unit zero in (a Big Gun or destroyer by its kind, or artillery spotted for)? */
export function zeroes(s: GameState, u: Unit): boolean {
  return UNIT_KINDS[u.kind].zeroesIn === true || (s.special?.forwardSpotting !== undefined && spotted(s, u));
}
