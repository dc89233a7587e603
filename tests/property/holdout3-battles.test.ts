/**
 * Wittmann's Tiger and a battle's closed woods under random play (FAQ §IV Tigers Q l.2658-2660; decisions C413, C414):
 * on a proving ground of their own each rule fires and the independent checker (tests/support/troops-holdout3.ts, run
 * by the expansion checker) finds nothing wrong; the checker is shown to catch a planted fault of each.
 */
import { describe, expect, it } from 'vitest';
import { battleDice, newGame } from '../../src/engine';
import type { GameState } from '../../src/engine/types';
import { playExpansionBattle } from '../support/expansion-play';
import type { Seen } from '../support/terrain-rules';
import { HOLDOUT3_GROUND_RULES, Holdout3Checker, holdout3Ground } from '../support/troops-holdout3';

const SEED_BASE = 52_000;

describe("Wittmann's Tiger and closed woods come up in random play", () => {
  it('[FAQ §IV Tigers Q l.2658-2660; decisions C413, C414] on the proving ground each rule fires and none is broken', () => {
    const seen: Seen = new Set();
    const seeds = Array.from({ length: 3 }, (_, i) => SEED_BASE + i);
    expect(playExpansionBattle(holdout3Ground(), seeds, seen)).toEqual([]);
    expect(HOLDOUT3_GROUND_RULES.filter((k) => !seen.has(k)), [...seen].filter((k) => k.startsWith('ace') || k.startsWith('closed')).sort().join('; ')).toEqual([]);
  }, 120_000);
});

describe('the holdout3 checker', () => {
  const s0 = newGame(holdout3Ground(), { seed: 1 });
  const idAt = (s: GameState, row: number, col: number) => s.units.find((u) => u.row === row && u.col === col)!.id;
  const check = (prev: GameState, events: Parameters<Holdout3Checker['check']>[2]) => new Holdout3Checker(new Set()).check(prev, prev, events);
  const ace = idAt(s0, 2, 12);

  it("[planted fault; FAQ §IV Tigers Q l.2658-2660] the ace's extra die missing unmoved, or kept after a move, is caught", () => {
    // The ace at (2,12) battles the Allied infantry brought next to it at (3,13).
    const target = idAt(s0, 5, 13);
    const s = { ...s0, units: s0.units.map((u) => (u.id === target ? { ...u, row: 3, col: 13 } : u)) };
    const dice = battleDice(s, { row: 2, col: 12 }, { row: 3, col: 13 });
    const battle = (n: number) => ({ type: 'battle' as const, unit: ace, target, from: { row: 2, col: 12 }, at: { row: 3, col: 13 }, dice: n, close: true });
    expect(check(s, [battle(dice)])).toEqual([]);
    expect(check(s, [battle(dice - 1)]).join('\n')).toContain(`with ${dice - 1} dice, not ${dice} (unmoved this turn)`);
    const moved = check(s, [{ type: 'moved', unit: ace, from: { row: 1, col: 11 }, to: { row: 2, col: 12 }, steps: 1 }, battle(dice)]);
    expect(moved.join('\n')).toContain(`with ${dice} dice, not ${dice - 1} (moved this turn)`);
  });

  it('[planted fault; rules-decisions C413] a unit arriving on a closed wood is caught; one driving out is not', () => {
    const inf = idAt(s0, 2, 6);
    const onto = check(s0, [{ type: 'moved', unit: inf, from: { row: 2, col: 4 }, to: { row: 3, col: 7 }, steps: 1 }]);
    expect(onto.join('\n')).toContain('moved unit');
    expect(onto.join('\n')).toContain('onto the forest at 3,7, which this battle closes to every unit');
    expect(check(s0, [{ type: 'moved', unit: inf, from: { row: 2, col: 6 }, to: { row: 1, col: 5 }, steps: 1 }])).toEqual([]);
  });
});
