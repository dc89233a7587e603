/**
 * Brandenburgers under random play (FAQ §IV Brandenburgers; src/engine/troops/brandenburgers.ts): no `.m44` code is
 * known for them (decision C252), so a proving ground of our format holds them; every rule fires and the independent
 * checker (tests/support/troops-brandenburgers.ts, run by the expansion checker) finds nothing wrong; the checker is
 * shown to catch a planted fault of each rule.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import type { GameEvent, GameState } from '../../src/engine/types';
import { playExpansionBattle } from '../support/expansion-play';
import { validateScenario } from '../../src/scenario/validate';
import type { Seen } from '../support/terrain-rules';
import { BRANDENBURGERS_GROUND_RULES, BrandenburgersChecker, brandenburgersGround } from '../support/troops-brandenburgers';

const SEED_BASE = 49_000;

describe('Brandenburgers in random play', () => {
  it('[FAQ §IV Brandenburgers; decision C252] our scenario format places them (`kind: "brandenburgers"`): the proving ground is a valid scenario, also through JSON', () => {
    const v = validateScenario(JSON.parse(JSON.stringify(brandenburgersGround())));
    expect(v.ok, JSON.stringify(v.ok ? [] : v.problems)).toBe(true);
  });

  it('[FAQ §IV Brandenburgers, l.2756-2761; decisions C250-C252] on their proving ground each rule fires and none is broken', () => {
    const seen: Seen = new Set();
    const seeds = Array.from({ length: 3 }, (_, i) => SEED_BASE + i);
    expect(playExpansionBattle(brandenburgersGround(), seeds, seen)).toEqual([]);
    expect(BRANDENBURGERS_GROUND_RULES.filter((k) => !seen.has(k)), [...seen].filter((k) => k.startsWith('brandenburgers')).sort().join('; ')).toEqual([]);
  }, 180_000);
});

describe('the Brandenburgers\' checker', () => {
  const s0 = newGame(brandenburgersGround(), { seed: 1 });
  const check = (prev: GameState, next: GameState, events: GameEvent[]) => new BrandenburgersChecker(new Set()).check(prev, next, events);
  const b = s0.units.find((u) => u.kind === 'brandenburgers')!.id;
  const plain = s0.units.find((u) => u.side === 'allies')!.id;
  const lose = (s: GameState, id: number, n: number, drop = false): GameState => ({
    ...s,
    units: s.units.map((u) => (u.id === id ? { ...u, figures: u.figures - n, ...(drop ? { disguised: undefined } : {}) } : u)),
  });

  it('[planted fault; FAQ §IV Brandenburgers l.2757-2758] hits that stand without a re-roll, or after a re-roll with no infantry symbol, are caught', () => {
    const hit: GameEvent = { type: 'hits', unit: b, hits: 1, flags: 0 };
    expect(check(s0, lose(s0, b, 1), [hit, { type: 'figuresLost', unit: b, figures: 1, cause: 'hit' }]).join('\n')).toContain('without a one-die re-roll');
    const v = check(s0, lose(s0, b, 1), [hit, { type: 'roll', faces: ['star'] }, { type: 'disguise', unit: b, held: true }, { type: 'figuresLost', unit: b, figures: 1, cause: 'hit' }]);
    expect(v.join('\n')).toContain('lost figures to a roll its disguise turned away');
  });

  it('[planted fault; FAQ §IV Brandenburgers l.2759] an infantry symbol on the re-roll that leaves the figure in place is caught', () => {
    const v = check(s0, lose(s0, b, 1), [{ type: 'hits', unit: b, hits: 1, flags: 0 }, { type: 'roll', faces: ['infantry'] }, { type: 'disguise', unit: b, held: true }, { type: 'figuresLost', unit: b, figures: 1, cause: 'hit' }]);
    expect(v.join('\n')).toContain('showed infantry, but the figure was kept');
  });

  it('[planted fault; FAQ §IV Brandenburgers l.2760] a battle by Brandenburgers that keeps the enemy figure is caught; a figure given back or on another kind is caught', () => {
    const v = check(s0, s0, [{ type: 'battle', unit: b, target: plain, from: { row: 2, col: 0 }, at: { row: 5, col: 1 }, dice: 1, close: false }, { type: 'roll', faces: ['star'] }]);
    expect(v.join('\n')).toContain('battled without giving up its enemy figure first');
    const bare = lose(s0, b, 0, true);
    expect(check(bare, s0, []).join('\n')).toContain('got its enemy figure back');
    const odd: GameState = { ...s0, units: s0.units.map((u) => (u.id === plain ? { ...u, disguised: true } : u)) };
    expect(check(s0, odd, []).join('\n')).toContain('carries an enemy figure');
  });
});
