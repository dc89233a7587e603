/**
 * Wittmann's Tiger, a battle's closed woods, its named bridges and its airdrop waves under random play (FAQ §IV Tigers
 * Q l.2658-2660; FAQ §III Blowing up Bridges l.1737, Paradrop; decisions C413-C416):
 * on a proving ground of their own each rule fires and the independent checker (tests/support/troops-holdout3.ts, run
 * by the expansion checker) finds nothing wrong; the checker is shown to catch a planted fault of each.
 */
import { describe, expect, it } from 'vitest';
import { battleDice, newGame } from '../../src/engine';
import type { GameState } from '../../src/engine/types';
import { playExpansionBattle, playPolicyBattle } from '../support/expansion-play';
import { BattleRules, emptyExercised } from '../support/battle-rules';
import type { Scenario } from '../../src/scenario/types';
import { validateScenario } from '../../src/scenario/validate';
import type { Seen } from '../support/terrain-rules';
import { BRIDGE_GROUND_RULES, HOLDOUT3_GROUND_RULES, Holdout3Checker, bridgeGround, bridgePolicy, holdout3Ground } from '../support/troops-holdout3';

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

describe('named bridges come up in play (FAQ §III Blowing up Bridges l.1737; decision C416)', () => {
  it('[FAQ §III Blowing up Bridges l.1737 "unless stated otherwise in the Special Rules"; decision C416] only the named bridges are tried, with a unit next to them, and the medal bridge pays one medal', () => {
    const seen: Seen = new Set();
    expect(validateScenario(bridgeGround()).ok).toBe(true);
    // Random play seldom spends a card on a bridge: a directed policy blows whenever it may.
    expect(playPolicyBattle(bridgeGround(), [SEED_BASE + 10, SEED_BASE + 11], seen, bridgePolicy, 1500)).toEqual([]);
    expect(BRIDGE_GROUND_RULES.filter((k) => !seen.has(k)), [...seen].filter((k) => k.startsWith('blowable')).sort().join('; ')).toEqual([]);
  }, 120_000);

  it('[planted fault; decision C416] a bridge tried that the battle does not name, with no unit next to it, or a medal bridge blown for no medal, is caught', () => {
    const s0 = newGame(bridgeGround(), { seed: 1 });
    const check = (events: Parameters<Holdout3Checker['check']>[2]) => new Holdout3Checker(new Set()).check(s0, s0, events);
    expect(check([{ type: 'bridgeBlown', side: 'allies', at: { row: 4, col: 14 }, blown: false }]).join('\n')).toContain('which this battle does not let be blown');
    const far = { ...s0, units: s0.units.map((u) => (u.side === 'allies' ? { ...u, row: 8, col: u.col % 2 === 0 ? u.col : u.col - 1 } : u)) };
    expect(new Holdout3Checker(new Set()).check(far, far, [{ type: 'bridgeBlown', side: 'allies', at: { row: 4, col: 4 }, blown: false }]).join('\n')).toContain('with no unit of theirs next to it');
    expect(check([{ type: 'bridgeBlown', side: 'allies', at: { row: 4, col: 10 }, blown: true }]).join('\n')).toContain('blew the medal bridge at 4,10 and won 0 medals');
  });
});

describe('airdrop waves (FAQ §III Paradrop; decision C415)', () => {
  const sc = (oneAtATime: boolean): Scenario => ({
    format: 1,
    id: 'waves',
    name: 'Waves',
    board: { kind: 'breakthrough', face: 'country', hexes: [{ row: 0, col: 0, unit: { side: 'axis', kind: 'infantry' } }, { row: 6, col: 12, terrain: 'river' }, { row: 16, col: 24, unit: { side: 'allies', kind: 'infantry' } }] },
    sides: { axis: { cards: 4, medalsToWin: 6, edge: 'top' }, allies: { cards: 4, medalsToWin: 6, edge: 'bottom' } },
    first: 'allies',
    airdrop: { side: 'allies', units: 4, unit: { kind: 'special-forces' }, centre: { row: 3, col: 11 }, radius: 2, waves: [{ centre: { row: 5, col: 13 }, units: 4 }, { centre: { row: 11, col: 19 }, units: 3 }], ...(oneAtATime ? { oneAtATime: true as const } : {}) },
  });

  it('[FAQ §III Paradrop l.2079-2080; decision C415] each wave lands around its own centre, and the checker agrees over many seeds, together or one at a time', () => {
    for (const one of [false, true]) {
      expect(validateScenario(sc(one)).ok).toBe(true);
      const seen = emptyExercised();
      for (let seed = 1; seed <= 30; seed++) {
        const s = newGame(sc(one), { seed });
        expect(s.special!.drops!.length).toBe(11);
        expect(new BattleRules(sc(one)).checkStart(s, seen), `seed ${seed}`).toEqual([]);
      }
      expect(seen.dropped).toBeGreaterThan(0);
      expect(seen.dropLost).toBeGreaterThan(0);
    }
  });

  it('[planted fault; decision C415] a wave unit beyond its own centre, or lost for the wrong reason, is caught', () => {
    const s = newGame(sc(false), { seed: 2 });
    const moved = JSON.parse(JSON.stringify(s)) as GameState;
    const last = moved.special!.drops![10]!;
    last.row = 3;
    last.col = 11;
    expect(new BattleRules(sc(false)).checkStart(moved).some((v) => v.startsWith('drop 10 at (3,11) is beyond 2 hexes of (11,19)'))).toBe(true);
  });
});
