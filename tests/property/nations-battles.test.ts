/**
 * The armies' rules under random play (FAQ §VII Nations; Equipment Pack §VII Minor Nations): on a proving ground of
 * their own every rule fires and the independent checker (tests/support/troops-nations.ts, run by the expansion
 * checker) finds nothing wrong; the checker is shown to catch a planted fault of each rule.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import type { GameEvent, GameState } from '../../src/engine/types';
import { playExpansionBattle } from '../support/expansion-play';
import { TerrainChecker, type Seen } from '../support/terrain-rules';
import { NATIONS_GROUND_RULES, NationsChecker, nationsGround } from '../support/troops-nations';

const SEED_BASE = 47_000;

describe('the armies\' rules come up in random play', () => {
  it('[FAQ §VII Imperial Japanese Army, US Marine Corps; Equipment Pack §VII Italy] on the armies\' proving ground each rule fires and none is broken', () => {
    const seen: Seen = new Set();
    const seeds = Array.from({ length: 6 }, (_, i) => SEED_BASE + i);
    expect(playExpansionBattle(nationsGround(), seeds, seen)).toEqual([]);
    expect(NATIONS_GROUND_RULES.filter((k) => !seen.has(k)), [...seen].filter((k) => /japanese|italian|gung/.test(k)).sort().join('; ')).toEqual([]);
  }, 180_000);
});

describe('the armies\' checker', () => {
  const s0 = newGame(nationsGround(), { seed: 1 });
  const idAt = (s: GameState, row: number, col: number) => s.units.find((u) => u.row === row && u.col === col)!.id;
  const jp = idAt(s0, 2, 0);
  const it2 = idAt(s0, 2, 20);
  const check = (prev: GameState, next: GameState, events: GameEvent[]) => new NationsChecker(new Set()).check(prev, next, events);

  it('[planted fault; FAQ §VII Yamato Damashi] Japanese infantry that falls back a hex per flag without ignoring one is caught', () => {
    const next: GameState = { ...s0, units: s0.units.map((u) => (u.id === jp ? { ...u, row: 0 } : u)) };
    const v = check(s0, next, [
      { type: 'hits', unit: jp, hits: 0, flags: 2 },
      { type: 'retreated', unit: jp, from: { row: 2, col: 0 }, to: { row: 0, col: 0 }, steps: 2 },
    ]);
    expect(v.join('\n')).toContain('without ignoring one');
    expect(v.join('\n')).toContain('it must ignore one');
  });

  it('[planted fault; FAQ §VII Banzai] Japanese infantry that battles from afar after a 2-hex move is caught', () => {
    const v = check(s0, s0, [
      { type: 'moved', unit: jp, from: { row: 2, col: 0 }, to: { row: 4, col: 0 }, steps: 2 },
      { type: 'battle', unit: jp, target: 0, from: { row: 4, col: 0 }, at: { row: 5, col: 1 }, dice: 2, close: false },
    ]);
    expect(v.join('\n')).toContain('Banzai is close assault only');
  });

  it('[planted fault; FAQ §VII Seishin Kyoiku] a full-strength Japanese close assault without the extra die is caught', () => {
    // Japanese infantry at (2,0) planted next to the Allied infantry at (3,1).
    const ally = idAt(s0, 5, 1);
    const s = { ...s0, units: s0.units.map((u) => (u.id === ally ? { ...u, row: 3, col: 1 } : u)) };
    const v = check(s, s, [{ type: 'battle', unit: jp, target: ally, from: { row: 2, col: 0 }, at: { row: 3, col: 1 }, dice: 3, close: true }]);
    expect(v.join('\n')).toContain('rolled 3 dice in close assault at 4/4 figures, not 4');
  });

  it('[planted fault; Equipment Pack Motorized Divisions] an Italian unit falling back 4 hexes for one flag is caught', () => {
    const next: GameState = { ...s0, units: s0.units.map((u) => (u.id === it2 ? { ...u, row: -2 } : u)) };
    const v = check(s0, next, [
      { type: 'hits', unit: it2, hits: 0, flags: 1 },
      { type: 'retreated', unit: it2, from: { row: 2, col: 20 }, to: { row: -2, col: 20 }, steps: 4 },
    ]);
    expect(v.join('\n')).toContain('more than 3 a flag');
  });

  it('[planted fault; Equipment Pack Italian High Command] a discard with no unit lost, and a unit lost with a full hand and no discard, are caught', () => {
    const card = s0.cards.hands.axis[0]!;
    const next: GameState = { ...s0, cards: { ...s0.cards, hands: { ...s0.cards.hands, axis: s0.cards.hands.axis.slice(1) }, discard: [card] } };
    expect(check(s0, next, [{ type: 'highCommandDiscard', side: 'axis', card }]).join('\n')).toContain('1 High Command discard(s) for 0 unit(s) lost');
    const gone: GameState = { ...s0, units: s0.units.map((u) => (u.id === jp ? { ...u, figures: 0, row: -1, col: -1 } : u)) };
    expect(check(s0, gone, [{ type: 'eliminated', unit: jp, medals: 1, to: 'allies' }]).join('\n')).toContain('only 0 High Command discard(s)');
  });

  it('[planted fault; FAQ §VII Gung-Ho!] a Marine order of two units more than the card prints, and the Axis ordering one more, are caught', () => {
    const ids = s0.units.filter((u) => u.side === 'allies').map((u) => u.id);
    const played = (side: 'axis' | 'allies'): GameEvent => ({ type: 'played', side, card: 0, cardType: 'probe-left', command: { type: 'probe-left' } });
    const v = check(s0, s0, [played('allies'), ...ids.slice(0, 4).map((unit): GameEvent => ({ type: 'ordered', unit }))]);
    expect(v.join('\n')).toContain('4 units ordered with probe-left by the allies, more than 3');
    const axisTurn: GameState = { ...s0, turn: { ...s0.turn, side: 'axis' } };
    const w = check(axisTurn, axisTurn, [played('axis'), ...ids.slice(0, 3).map((unit): GameEvent => ({ type: 'ordered', unit }))]);
    expect(w.join('\n')).toContain('3 units ordered with probe-left by the axis, more than 2');
  });

  it('[planted fault; FAQ §VII Stiff Upper Lip] a battle back with 2 figures or 2 dice, and a unit left at its last figure that did not battle back, are caught', () => {
    const ally = idAt(s0, 5, 1);
    const two: GameState = { ...s0, units: s0.units.map((u) => (u.id === ally ? { ...u, figures: 2 } : u)) };
    const v = check(two, two, [{ type: 'battleBack', unit: ally, target: jp }, { type: 'roll', faces: ['star', 'star'] }]);
    expect(v.join('\n')).toContain('battled back with 2 figures');
    expect(v.join('\n')).toContain('with 2 dice, not 1');
    const one: GameState = { ...s0, units: s0.units.map((u) => (u.id === ally ? { ...u, figures: 1 } : u)) };
    const w = check(s0, one, [
      { type: 'battle', unit: jp, target: ally, from: { row: 4, col: 0 }, at: { row: 5, col: 1 }, dice: 3, close: true },
      { type: 'hits', unit: ally, hits: 3, flags: 0 },
    ]);
    expect(w.join('\n')).toContain('did not battle back');
  });

  it('[planted fault; FAQ §VII Red Army] a card played from the hand with the chip full, and a chip left empty after the card, are caught', () => {
    const [a, b] = s0.cards.hands.allies;
    const full: GameState = { ...s0, hidden: { commissar: { allies: 59 } } };
    const played = { type: 'played', side: 'allies', card: a!, cardType: 'probe-left', command: { type: 'probe-left' } } as const;
    expect(check(full, full, [played]).join('\n')).toContain('played probe-left from the hand with a card under the Commissar');
    const after: GameState = { ...s0, turn: { ...s0.turn, side: 'allies', card: b!, stage: 'order' }, pending: [] };
    expect(check(s0, after, [{ ...played, card: b! }]).join('\n')).toContain('left the Commissar chip empty');
  });

  it('[planted fault] a legal game of the armies\' proving ground passes the full checker', () => {
    expect(playExpansionBattle(nationsGround(), [SEED_BASE + 100], new Set())).toEqual([]);
    expect(new TerrainChecker().check(s0, s0, [])).toEqual([]);
  });
});
