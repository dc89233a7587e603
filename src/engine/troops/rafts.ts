/**
 * Collapsible Rafts & Boats (FAQ §III, card 5, l.1783-1810): an infantry unit with a boat (scenario unit `raft`).
 * - It may move onto a river hex (no bridge) and must stop there (l.1796 "may move on River & Waterways, but must stop
 *   and may move no further on that turn"); on land it moves as usual, and the river hex may end its move.
 * - Afloat, on a later turn, it moves 1 hex: onto an adjacent river hex, or ashore onto a land hex; never onto a bridge
 *   (Q l.1801-1803). Ashore, by a move or Taking Ground, the boat is gone for good (l.1799; Q l.1811).
 * - Afloat it battles at -1 die (l.1797) and does not retreat: 1 figure lost per flag (l.1798; Q l.1805-1807).
 * Decisions C291-C293. Only units with `raft` reach this module: the hot paths test the field first.
 */
import { occupancy, occupant } from '../board';
import { F_BRIDGE, F_IMPASSABLE, F_NO_BATTLE_ENTRY, CLASS_INDEX, gridOf } from '../grid';
import type { GameState, Hex, Unit, UnitKind } from '../types';
import { UNIT_KINDS } from '../units';
import { canLead } from './heroicLeader';
import { own, type Ctx } from '../turn/draft';

/**
 * May a unit of this kind have a folding boat? Infantry only (FAQ §III card 5, "Available to Infantry only"; decision
 * C292: the kinds that may have a Heroic Leader, troops/heroicLeader.ts `canLead`), and never a patrol car, infantry
 * in all else (Equipment Pack, Jeep Willys l.482: "may not be transported by Collapsible Rafts or Boats"; decision
 * C425). Half-tracks (armor) and supply trucks (no leader either) are out already (l.307, l.431).
 */
export function canRaft(kind: UnitKind): boolean {
  return canLead(kind) && !UNIT_KINDS[kind].vehicle;
}

/** Dice a unit in its boat loses in every battle (FAQ §III: "Unit battles at -1 die"). */
export const RAFT_PENALTY = 1;

/** Is hex index i water a boat floats on: a river with no bridge (decision C291)? */
export function raftWater(s: GameState, i: number): boolean {
  const c = s.board.cells[i];
  return c !== undefined && c !== null && c.terrain === 'river' && !c.bridge;
}

/** Is the unit in its boat now (it has one and stands on river water)? */
export function afloat(s: GameState, u: Unit): boolean {
  return u.raft === true && u.row >= 0 && raftWater(s, u.row * s.board.geometry.cols + u.col);
}

/** Battle dice the unit loses for being in its boat (0 ashore or without one). */
export function raftPenalty(s: GameState, u: Unit): number {
  return afloat(s, u) ? RAFT_PENALTY : 0;
}

/**
 * The moves of a unit with a boat, packed like movement.ts's search (hex index | steps << 16 | flags), in hex-index
 * order. `land`: the unit's ordinary moves (already packed, from the search without its boat), used when it is ashore.
 */
export function raftMoves(s: GameState, u: Unit, max: number, battleMax: number, land: readonly number[], stopBit: number, noBattleBit: number): number[] {
  const grid = gridOf(s.board);
  const geo = s.board.geometry;
  const occ = occupancy(s);
  const flags = grid.byClass[CLASS_INDEX[UNIT_KINDS[u.kind].symbol]];
  const start = u.row * geo.cols + u.col;
  const out = new Map<number, number>();
  if (raftWater(s, start)) {
    // Afloat: 1 hex, to more water (stop there) or ashore (stop; the boat is left), never onto a bridge.
    if (max < 1) return [];
    const nb = battleMax < 1 ? noBattleBit : 0;
    for (let d = 0; d < 6; d++) {
      const i = grid.nbr[start * 6 + d]!;
      if (i < 0 || grid.sideBlocked[start * 6 + d] || occupant(occ, i) >= 0 || flags[i]! & F_BRIDGE) continue;
      const c = s.board.cells[i];
      if (!c || c.impassable) continue;
      if (raftWater(s, i)) out.set(i, i | (1 << 16) | stopBit | nb);
      else if (!(flags[i]! & F_IMPASSABLE)) out.set(i, i | (1 << 16) | stopBit | nb | (flags[i]! & F_NO_BATTLE_ENTRY ? noBattleBit : 0));
    }
  } else {
    for (const m of land) out.set(m & 0xffff, m);
    // Launch: any river hex next to the start or to a hex reached with a step left and no stop there.
    const from: [number, number][] = [[start, 0]];
    for (const m of land) if (!(m & stopBit) && ((m >> 16) & 0xff) < max) from.push([m & 0xffff, (m >> 16) & 0xff]);
    for (const [f, steps] of from) {
      for (let d = 0; d < 6; d++) {
        const i = grid.nbr[f * 6 + d]!;
        if (i < 0 || i === start || grid.sideBlocked[f * 6 + d] || occupant(occ, i) >= 0 || !raftWater(s, i)) continue;
        const prev = out.get(i);
        // Farther than the unit may move and still battle: no battle after it (the card's allowance).
        if (prev === undefined || ((prev >> 16) & 0xff) > steps + 1) out.set(i, i | ((steps + 1) << 16) | stopBit | (steps + 1 > battleMax ? noBattleBit : 0));
      }
    }
  }
  return [...out.keys()].sort((a, b) => a - b).map((i) => out.get(i)!);
}

/** The unit moved (any way) from `from`: ashore from the water, its boat is gone for good. */
export function raftAfterMove(s: GameState, u: Unit, from: Hex, ctx: Ctx): void {
  const cols = s.board.geometry.cols;
  if (!raftWater(s, from.row * cols + from.col) || raftWater(s, u.row * cols + u.col)) return;
  delete own(s, ctx, u.id).raft;
  ctx.events.push({ type: 'raftLeft', unit: u.id, at: { row: u.row, col: u.col } });
}
