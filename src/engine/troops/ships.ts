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
 * - a destroyer zeroes in as a Big Gun does, sharing its side's cross-hair markers with its Big Guns (FAQ Q,
 *   l.2561-2563; Big Guns Q5-Q6; C193): troops/guns.ts.
 * An aircraft carrier has no battle dice (the air rules are not in our documents' scope: decision C194).
 * Every function here is only reached for a unit whose kind has `naval` set; other units never pay.
 */
import { directionTo, type Hex } from '../hex';
import { occupancy, occupant } from '../board';
import { gridOf } from '../grid';
import type { GameState, Unit } from '../types';

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

// Cross-hairs: destroyers zero in as Big Guns do and share their markers (FAQ §IV Big Guns Q5-Q6, Destroyers;
// decision C193): troops/guns.ts.
