/**
 * Flooded Fields under random play (house rules App. 2 High Ground & Flooded Fields, l.533-544; decision C391): on a
 * proving ground of their own each rule fires and the terrain checker finds nothing wrong; the checker is shown to
 * catch a planted fault.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import type { GameState } from '../../src/engine/types';
import { playExpansionBattle } from '../support/expansion-play';
import { TerrainChecker, type Seen } from '../support/terrain-rules';
import { FLOODED_GROUND_RULES, floodedGround } from '../support/troops-flooded';

const SEED_BASE = 49_500;

describe('Flooded Fields come up in random play', () => {
  it('[House rules App. 2 High Ground & Flooded Fields, l.535-540; decision C391] on the flooded proving ground each rule fires and none is broken', () => {
    const seen: Seen = new Set();
    const seeds = Array.from({ length: 3 }, (_, i) => SEED_BASE + i);
    expect(playExpansionBattle(floodedGround(), seeds, seen)).toEqual([]);
    expect(FLOODED_GROUND_RULES.filter((k) => !seen.has(k)), [...seen].filter((k) => k.startsWith('flooded')).sort().join('; ')).toEqual([]);
  }, 120_000);
});

describe('the terrain checker on flooded fields', () => {
  const s0 = newGame(floodedGround(), { seed: 1 });
  const on = (s: GameState, id: number, row: number, col: number): GameState => ({ ...s, units: s.units.map((u) => (u.id === id ? { ...u, row, col } : u)) });
  const inf = s0.units.find((u) => u.row === 6 && u.col === 8)!.id;

  it('[planted fault; House rules App. 2 Flooded Fields, l.535] a move onto a flooded field from two hexes away is caught', () => {
    // Infantry at (6,8) moves to the flooded field at (4,10) in 2 hexes.
    const v = new TerrainChecker().check(s0, on(s0, inf, 4, 10), [{ type: 'moved', unit: inf, from: { row: 6, col: 8 }, to: { row: 4, col: 10 }, steps: 2 }]);
    expect(v.join('\n')).toContain(`unit ${inf} moved onto the flooded-field at 4,10 in 2 hexes, not from next to it`);
  });

  it('[planted fault; House rules App. 2 Flooded Fields, l.535-536] a move of two hexes out of a flooded field is caught', () => {
    const s = on(s0, inf, 5, 11);
    const v = new TerrainChecker().check(s, on(s, inf, 3, 9), [{ type: 'moved', unit: inf, from: { row: 5, col: 11 }, to: { row: 3, col: 9 }, steps: 2 }]);
    expect(v.join('\n')).toContain('left flooded-field at 5,11 by 2 hexes');
  });
});
