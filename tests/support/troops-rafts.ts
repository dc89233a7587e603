/**
 * Collapsible Rafts & Boats (FAQ §III card 5, l.1783-1811) restated apart from src/engine/troops/rafts.ts, checked on
 * every action of random play from the states and the events (hooked into the expansion checker,
 * tests/support/terrain-rules.ts). Each rule, as the documents give it:
 * - only a unit with a boat goes onto a river hex without a bridge, by its own move only (never a retreat);
 * - afloat, a move is 1 hex, never onto a bridge; ashore from the river the boat is gone, and a boat never appears;
 * - afloat, a unit battles with the dice the same unit rolls ashore on such a hex, less 1;
 * - afloat, a unit never retreats: each flag costs a figure.
 */
import { battleDice } from '../../src/engine';
import type { GameEvent, GameState, Hex, Unit } from '../../src/engine/types';
import type { Scenario } from '../../src/scenario/types';

/** Which rules came up (shared with the terrain checker's `Seen`). */
export type RaftSeen = Set<string>;

/** River water on the board (the scenario's terrain, no bridge), restated from the state's cells. */
function water(s: GameState, h: Hex): boolean {
  const c = s.board.cells[h.row * s.board.geometry.cols + h.col];
  return !!c && c.terrain === 'river' && !c.bridge;
}
function bridge(s: GameState, h: Hex): boolean {
  return !!s.board.cells[h.row * s.board.geometry.cols + h.col]?.bridge;
}

export class RaftChecker {
  constructor(readonly seen: RaftSeen) {}

  check(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    if (!prev.units.some((u) => u.raft) && !next.units.some((u) => u.raft)) return out;
    const unit = (id: number): Unit | undefined => prev.units[id];
    for (const e of events) {
      if (e.type === 'moved' || e.type === 'retreated' || e.type === 'tookGround') {
        const u = unit(e.unit);
        if (water(next, e.to)) {
          if (e.type === 'retreated') out.push(`rafts: unit ${e.unit} retreated onto the river at ${e.to.row},${e.to.col}`);
          else if (!u?.raft) out.push(`rafts: unit ${e.unit} went onto the river at ${e.to.row},${e.to.col} without a boat`);
          else if (!water(prev, e.from)) this.seen.add('rafts: pushed off onto a river');
        }
        if (water(prev, e.from) && u?.raft) {
          if (e.type === 'retreated') out.push(`rafts: unit ${e.unit} retreated out of its boat`);
          if (e.type === 'moved' && e.steps !== 1) out.push(`rafts: unit ${e.unit} moved ${e.steps} hexes from its boat`);
          if (bridge(next, e.to)) out.push(`rafts: unit ${e.unit} went from its boat onto a bridge at ${e.to.row},${e.to.col}`);
          if (!water(next, e.to)) {
            if (next.units[e.unit]?.raft) out.push(`rafts: unit ${e.unit} went ashore and kept its boat`);
            else this.seen.add('rafts: ashore, the boat left');
          } else this.seen.add('rafts: along the river');
        }
      }
      if (e.type === 'battle') {
        const u = prev.units[e.unit];
        if (!u?.raft || !water(prev, e.from) || !prev.units[e.target]) continue;
        const dry: GameState = { ...prev, units: prev.units.map((v) => (v.id === e.unit ? { ...v, raft: undefined } : v)) };
        const base = battleDice(dry, e.from, e.at);
        if (e.dice !== base - 1) out.push(`rafts: unit ${e.unit} battled from its boat with ${e.dice} dice, not ${base - 1}`);
        else this.seen.add('rafts: battled afloat at -1 die');
      }
      if (e.type === 'figuresLost' && e.cause === 'blockedRetreat' && prev.units[e.unit]?.raft && water(prev, prev.units[e.unit]!)) this.seen.add('rafts: a figure lost for a flag afloat');
    }
    for (const u of next.units) {
      const before = prev.units[u.id];
      if (u.raft && !before?.raft) out.push(`rafts: unit ${u.id} gained a boat`);
    }
    return out;
  }
}

/**
 * A proving ground of the boats: a river across row 4 (a bridge at its middle) between two armies of infantry with
 * boats, a few more units behind them, so random play launches, paddles, lands and fights from the boats.
 */
export function raftGround(): Scenario {
  const hexes: Scenario['board']['hexes'] = [];
  for (let col = 0; col <= 24; col += 2) hexes.push({ row: 4, col, terrain: 'river', ...(col === 12 ? { bridge: true } : {}) });
  for (const col of [1, 5, 9, 15, 19, 23]) {
    hexes.push({ row: 3, col, unit: { side: 'axis', kind: 'infantry', raft: true } });
    hexes.push({ row: 5, col, unit: { side: 'allies', kind: 'infantry', raft: true } });
  }
  for (const col of [4, 12, 20]) {
    hexes.push({ row: 0, col, unit: { side: 'axis', kind: col === 12 ? 'artillery' : 'armor' } });
    hexes.push({ row: 8, col, unit: { side: 'allies', kind: col === 12 ? 'artillery' : 'armor' } });
  }
  return {
    format: 1,
    id: 'raft-proving-ground',
    name: 'Folding boats proving ground',
    board: { kind: 'standard', face: 'country', hexes },
    sides: { axis: { cards: 5, medalsToWin: 8, edge: 'top' }, allies: { cards: 5, medalsToWin: 8, edge: 'bottom' } },
    first: 'allies',
  };
}

/** The rules random play on the boats' proving ground must show firing (the checker's `seen`). */
export const RAFT_GROUND_RULES = ['rafts: pushed off onto a river', 'rafts: along the river', 'rafts: ashore, the boat left', 'rafts: battled afloat at -1 die', 'rafts: a figure lost for a flag afloat'];
