/**
 * Collapsible Rafts & Boats under random play (FAQ §III card 5, l.1783-1811): on a proving ground of their own every
 * rule fires and the independent checker (tests/support/troops-rafts.ts, run by the expansion checker) finds nothing
 * wrong; the checker is shown to catch a planted fault of each rule.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import type { GameState } from '../../src/engine/types';
import { playExpansionBattle } from '../support/expansion-play';
import type { Seen } from '../support/terrain-rules';
import { RAFT_GROUND_RULES, RaftChecker, raftGround } from '../support/troops-rafts';

const SEED_BASE = 52_900;

describe('the folding boats come up in random play', () => {
  it('[FAQ §III Collapsible Rafts & Boats, l.1783-1811] on the boats\' proving ground each rule fires and none is broken', () => {
    const seen: Seen = new Set();
    const seeds = Array.from({ length: 4 }, (_, i) => SEED_BASE + i);
    expect(playExpansionBattle(raftGround(), seeds, seen)).toEqual([]);
    expect(RAFT_GROUND_RULES.filter((k) => !seen.has(k)), [...seen].filter((k) => k.startsWith('rafts')).sort().join('; ')).toEqual([]);
  }, 120_000);
});

describe('the folding boats\' checker', () => {
  const s0 = newGame(raftGround(), { seed: 1 });
  const idAt = (s: GameState, row: number, col: number) => s.units.find((u) => u.row === row && u.col === col)!.id;
  const boat = idAt(s0, 5, 5);
  const armor = idAt(s0, 8, 4);
  const check = (prev: GameState, next: GameState, events: Parameters<RaftChecker['check']>[2]) => new RaftChecker(new Set()).check(prev, next, events);
  const at = (s: GameState, id: number, row: number, col: number, more: object = {}): GameState => ({ ...s, units: s.units.map((u) => (u.id === id ? { ...u, row, col, ...more } : u)) });

  it('[planted fault; FAQ §III Rafts & Boats l.1796] a unit without a boat on the river, and a retreat onto it, are caught', () => {
    const v = check(s0, at(s0, armor, 4, 6), [{ type: 'moved', unit: armor, from: { row: 8, col: 4 }, to: { row: 4, col: 6 }, steps: 2 }]);
    expect(v.join('\n')).toContain('without a boat');
    const w = check(s0, at(s0, boat, 4, 6), [{ type: 'retreated', unit: boat, from: { row: 5, col: 5 }, to: { row: 4, col: 6 }, steps: 1 }]);
    expect(w.join('\n')).toContain('retreated onto the river');
  });

  it('[planted fault; FAQ §III Rafts & Boats Q l.1801-1811] 2 hexes from the boat, onto a bridge, and ashore keeping the boat, are caught', () => {
    const afloat = at(s0, boat, 4, 6);
    expect(check(afloat, at(afloat, boat, 6, 6), [{ type: 'moved', unit: boat, from: { row: 4, col: 6 }, to: { row: 6, col: 6 }, steps: 2 }]).join('\n')).toContain('moved 2 hexes from its boat');
    const near = at(s0, boat, 4, 10);
    expect(check(near, at(near, boat, 4, 12), [{ type: 'moved', unit: boat, from: { row: 4, col: 10 }, to: { row: 4, col: 12 }, steps: 1 }]).join('\n')).toContain('onto a bridge');
    expect(check(afloat, at(afloat, boat, 5, 7), [{ type: 'moved', unit: boat, from: { row: 4, col: 6 }, to: { row: 5, col: 7 }, steps: 1 }]).join('\n')).toContain('kept its boat');
  });

  it('[planted fault; FAQ §III Rafts & Boats l.1797] a battle from the boat with the full dice is caught; a boat from nowhere too', () => {
    const foe = idAt(s0, 3, 5);
    const afloat = at(s0, boat, 4, 6);
    const v = check(afloat, afloat, [{ type: 'battle', unit: boat, target: foe, from: { row: 4, col: 6 }, at: { row: 3, col: 5 }, dice: 3, close: true }]);
    expect(v.join('\n')).toContain('with 3 dice, not 2');
    expect(check(s0, at(s0, armor, 8, 4, { raft: true }), []).join('\n')).toContain('gained a boat');
  });
});
