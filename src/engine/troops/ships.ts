/**
 * Ships: destroyers and aircraft carriers (FAQ §IV Destroyers, l.2530-2563; Aircraft Carriers, l.2506-2528; their
 * summary cards, "Troops 9" and "Troops 10"). A ship is a unit of the kind table whose entry has `naval` set:
 * - it moves 0 to 2 hexes, on Ocean hexes only, and never onto a hex next to a Beach ("Move 0-2 Ocean hexes",
 *   "Cannot move adjacent to Beach"); a destroyer may battle after its move;
 * - it is hit by grenades only and sinks after 3 hits (its kind's symbol is artillery, which no die face shows, and
 *   its 3 figures are its damage points); Medics & Mechanics never repair it (FAQ Q, l.2527 and l.2553);
 * - it may ignore one flag, and loses a figure for each retreat hex it cannot make ("takes hit if cannot retreat");
 *   it retreats on Ocean hexes only (decision C192);
 * - a destroyer fires 3,3,2,2,1,1,1,1 without line of sight (FAQ Q, l.2557); the Ocean it stands on does not stop
 *   it from battling (the base rule that units on Ocean may not battle is about troops wading ashore, C191);
 * - a destroyer places a cross-hair on a unit it scores a hit on: until that unit moves or is eliminated, the
 *   side's destroyers roll 1 more die against it (not cumulative); when the destroyer that placed it moves, its
 *   cross-hairs return to the ship unless its side has another destroyer on the board (FAQ Q, l.2561-2563; C193).
 * An aircraft carrier has no battle dice (the air rules are not in our documents' scope: decision C194).
 * Every function here is only reached for a unit whose kind has `naval` (or `zeroesIn`) set; other units never pay.
 */
import { directionTo, type Hex } from '../hex';
import { occupancy, occupant } from '../board';
import { scoreRoll, type DieFace } from '../dice';
import { gridOf } from '../grid';
import { unitKind } from '../units';
import type { GameState, Unit } from '../types';
import type { Ctx } from '../turn/draft';
import { own } from '../turn/draft';

/** Is hex index i an Ocean hex a ship may stand on: Ocean, and no Beach among its neighbours? */
export function shipWater(s: GameState, i: number): boolean {
  const cells = s.board.cells;
  const c = cells[i];
  if (!c || c.terrain !== 'ocean' || c.impassable || c.bridge) return false;
  const grid = gridOf(s.board);
  for (let d = 0; d < 6; d++) {
    const j = grid.nbr[i * 6 + d]!;
    if (j >= 0 && cells[j]?.terrain === 'beach') return false;
  }
  return true;
}

/**
 * A ship's moves: every hex it may end on within `max` hexes, through empty ship water only, packed like
 * movement.ts's search (hex index | steps << 16 | no-battle flag), in hex-index order, into `out`; returns how many.
 */
export function searchShipMoves(s: GameState, u: Unit, max: number, battleMax: number, alreadyNoBattle: boolean, out: number[], noBattleBit: number): number {
  const geo = s.board.geometry;
  const grid = gridOf(s.board);
  const occ = occupancy(s);
  const start = u.row * geo.cols + u.col;
  const best = new Map<number, number>();
  let frontier = [start];
  for (let steps = 1; steps <= Math.min(max, 2) && frontier.length; steps++) {
    const next: number[] = [];
    for (const from of frontier) {
      for (let d = 0; d < 6; d++) {
        const i = grid.nbr[from * 6 + d]!;
        if (i < 0 || i === start || best.has(i) || grid.sideBlocked[from * 6 + d]) continue;
        if (occupant(occ, i) >= 0 || !shipWater(s, i)) continue;
        best.set(i, steps);
        next.push(i);
      }
    }
    frontier = next;
  }
  const keys = [...best.keys()].sort((a, b) => a - b);
  for (let k = 0; k < keys.length; k++) {
    const i = keys[k]!;
    const steps = best.get(i)!;
    out[k] = i | (steps << 16) | (alreadyNoBattle || steps > battleMax ? noBattleBit : 0);
  }
  return keys.length;
}

/** May a ship retreat one hex from `from` to `to` (empty, on board: the caller checked)? Only onto ship water. */
export function shipRetreatStepOk(s: GameState, from: Hex, to: Hex): boolean {
  if (directionTo(from, to) < 0) return false;
  return shipWater(s, to.row * s.board.geometry.cols + to.col);
}

/** The extra die of a zeroed-in target: the attacker zeroes in and a cross-hair of its side is on the target. */
export function zeroedBonus(attacker: Unit, target: Unit): number {
  return target.zeroedBy !== undefined && unitKind(attacker.kind).zeroesIn ? 1 : 0;
}

/**
 * After a destroyer's attack: a hit on a target still on the board puts the destroyer's cross-hair on it
 * (not cumulative: one cross-hair per target; the latest ship's id is kept).
 */
export function placeCrossHair(s: GameState, attacker: Unit, targetId: number, faces: readonly DieFace[], starsOnly: boolean, ctx: Ctx): void {
  const v = s.units[targetId]!;
  if (v.figures <= 0 || v.row < 0) return;
  const { hits } = scoreRoll(faces, unitKind(v.kind).symbol, starsOnly ? { starHits: false, starsOnly } : { starHits: false });
  if (hits <= 0 || v.zeroedBy === attacker.id) return;
  own(s, ctx, targetId).zeroedBy = attacker.id;
  ctx.events.push({ type: 'zeroedIn', unit: targetId, by: attacker.id });
}

/**
 * A unit changes hex or is eliminated. A zeroed-in unit that moves or is eliminated loses its cross-hair; a
 * destroyer that moves or sinks takes its cross-hairs back, unless its side has another destroyer on the board
 * (FAQ Destroyers Q, l.2561-2563; Big Guns Q l.2266-2268: with several, a cross-hair stays until its target moves
 * or is eliminated; decision C193).
 */
export function crossHairsOnMove(s: GameState, u: Unit, ctx: Ctx): void {
  if (u.zeroedBy !== undefined) delete own(s, ctx, u.id).zeroedBy;
  if (!unitKind(u.kind).zeroesIn) return;
  const others = s.units.some((w) => w.id !== u.id && w.side === u.side && w.figures > 0 && unitKind(w.kind).zeroesIn);
  if (others) return;
  for (const w of s.units) if (w.zeroedBy === u.id) delete own(s, ctx, w.id).zeroedBy;
}
