/**
 * Random play of every built-in battle (CI size): 50 seeded games each, seeds 10001..10050 (random-play.test.ts
 * plays 1..100, the goldens 5000 and up, the soak 1,000,000 and up), with every invariant of
 * tests/support/invariants.ts checked after every action, and the battle's own special rules checked from the
 * scenario data, the states and the events, never with engine helpers (see tests/support/battle-rules.ts). A battle
 * with a sudden-death rule also plays 10 games whose policy pushes toward its hexes (`playDirectedGame`): uniform
 * play almost never wins so. A battle whose special rule never came up in its games fails too: a rule that is never
 * exercised is not tested. A failure names the battle and the seed: replay it with `playRandomGame(scenario, seed)`
 * (or `playDirectedGame`).
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import { DECK } from '../../src/engine/cards';
import type { GameEvent, GameState, Hex } from '../../src/engine/types';
import { BUILTIN_SCENARIOS } from '../../src/scenario/builtin';
import type { Scenario } from '../../src/scenario/types';
import { validateScenario } from '../../src/scenario/validate';
import { BattleRules, emptyExercised, playDirectedGame, type Exercised } from '../support/battle-rules';
import { playRandomGame } from '../support/random-play';

const GAMES = 50;
const DIRECTED_GAMES = 10;
const SEED_BASE = 10_000;

describe('every built-in battle: random play with its special rules checked', () => {
  for (const sc of BUILTIN_SCENARIOS) {
    it(`[property] ${sc.id}: ${GAMES} seeded random games, invariants and special rules after every action`, () => {
      const rules = new BattleRules(sc);
      const seen: Exercised = emptyExercised();
      for (let seed = SEED_BASE + 1; seed <= SEED_BASE + GAMES; seed++) {
        const violations = rules.checkStart(newGame(sc, { seed }), seen);
        const r = playRandomGame(sc, seed, {
          onAction: (state, index, action, events) => {
            for (const v of rules.check(state, action, events, seen)) violations.push(`action #${index} ${JSON.stringify(action)}: ${v}`);
          },
        });
        expect(violations, `[${sc.id} seed ${seed}]`).toEqual([]);
        expect(rules.checkEnd(r.final, seen), `[${sc.id} seed ${seed}] at the end`).toEqual([]);
      }
      if (sc.suddenDeath) {
        for (let seed = SEED_BASE + 1; seed <= SEED_BASE + DIRECTED_GAMES; seed++) {
          expect(playDirectedGame(sc, seed, rules, seen).violations, `[${sc.id} directed seed ${seed}]`).toEqual([]);
        }
      }
      expect(rules.unexercised(seen), `${sc.id}: special rules never exercised in ${GAMES} games`).toEqual([]);
    }, 180_000);
  }
});

describe('the special-rule checker catches planted faults', () => {
  const sc: Scenario = {
    format: 1,
    id: 'checker-test',
    name: 'Checker Test',
    board: {
      kind: 'standard',
      face: 'country',
      hexes: [
        { row: 0, col: 0, unit: { side: 'axis', kind: 'infantry', medals: 2 } },
        { row: 2, col: 12, terrain: 'hill', impassable: true },
        { row: 4, col: 10, terrain: 'river', bridge: true },
        { row: 4, col: 12, terrain: 'river', bridge: true },
        { row: 6, col: 12, terrain: 'river', blocksFire: ['infantry'] },
        { row: 8, col: 12, unit: { side: 'allies', kind: 'special-forces' } },
        { row: 8, col: 14, unit: { side: 'allies', kind: 'armor' } },
      ],
      sides: [{ a: { row: 3, col: 3 }, b: { row: 4, col: 4 }, impassable: true }],
      spans: [
        {
          hexes: [{ row: 4, col: 10 }, { row: 4, col: 12 }],
          exits: [
            { span: { row: 4, col: 10 }, land: { row: 4, col: 8 } },
            { span: { row: 4, col: 12 }, land: { row: 4, col: 14 } },
          ],
        },
      ],
    },
    sides: { axis: { cards: 4, medalsToWin: 4, edge: 'top' }, allies: { cards: 4, medalsToWin: 4, edge: 'bottom' } },
    first: 'allies',
    objectives: [{ id: 'hold', side: 'allies', hexes: [{ row: 0, col: 24 }], permanent: true }],
  };
  const valid = validateScenario(sc);
  const rules = new BattleRules(sc);
  const state = newGame(sc, { seed: 1 });
  const check = (events: GameEvent[], s: GameState = state) => {
    const seen = emptyExercised();
    return { violations: rules.check(s, null, events, seen), seen };
  };
  const moved = (from: Hex, to: Hex): GameEvent => ({ type: 'moved', unit: 0, from, to, steps: 1 });

  it('[property] the test battle is valid, clean at the start, and every rule it has is required', () => {
    expect(valid.ok).toBe(true);
    expect(rules.checkStart(state)).toEqual([]);
    expect(rules.unexercised(emptyExercised())).toEqual(['bigMedal', 'permanentObjective', 'spanExit', 'fireAcross']);
  });

  it('[property] detects a unit on an impassable hex', () => {
    const s = JSON.parse(JSON.stringify(state)) as GameState;
    s.units[0]!.row = 2;
    s.units[0]!.col = 12;
    expect(check([], s).violations).toEqual(['unit 0 stands on the impassable hex (2,12)']);
  });

  it('[property] detects a step across an impassable side, either way', () => {
    expect(check([moved({ row: 3, col: 3 }, { row: 4, col: 4 })]).violations).toEqual(['moved: unit 0 crossed the impassable side 3,3|4,4']);
    const back: GameEvent = { type: 'retreated', unit: 0, from: { row: 4, col: 4 }, to: { row: 3, col: 3 }, steps: 1 };
    expect(check([back]).violations).toEqual(['retreated: unit 0 crossed the impassable side 3,3|4,4']);
  });

  it('[property] detects a bridge span left by a side that is not an exit, and counts the exits used', () => {
    expect(check([moved({ row: 4, col: 12 }, { row: 5, col: 13 })]).violations).toEqual([
      'moved: unit 0 got off a bridge span between 4,12|5,13, which is not one of its exits',
    ]);
    const ok = check([moved({ row: 4, col: 14 }, { row: 4, col: 12 }), moved({ row: 4, col: 12 }, { row: 4, col: 10 })]);
    expect(ok.violations).toEqual([]);
    expect(ok.seen.spanExit).toBe(1);
  });

  it('[property] detects infantry firing through a hex that blocks it, and counts other classes firing across', () => {
    const battle = (unit: number, from: Hex, at: Hex = { row: 4, col: 12 }): GameEvent => ({ type: 'battle', unit, target: 0, from, at, dice: 1, close: false });
    expect(check([battle(1, { row: 8, col: 12 })]).violations).toEqual([
      'special-forces unit 1 battled from (8,12) to (4,12) through (6,12), which blocks infantry fire',
    ]);
    const armor = check([battle(2, { row: 8, col: 12 })]);
    expect(armor.violations).toEqual([]);
    expect(armor.seen.fireAcross).toBe(1);
    // A line that runs along the hex's side, (7,13) to (5,13) between (6,12) and (6,14), is left to the engine's tests.
    expect(check([battle(1, { row: 7, col: 13 }, { row: 5, col: 13 })]).violations).toEqual([]);
    expect(check([battle(1, { row: 7, col: 13 })]).violations).toHaveLength(1);
  });

  it('[property] detects a unit eliminated for the wrong number of medals', () => {
    const e: GameEvent = { type: 'eliminated', unit: 0, medals: 1, to: 'allies' };
    expect(check([e]).violations).toEqual(['unit 0 was eliminated for 1 medals; the scenario gives 2']);
    const right = check([{ ...e, medals: 2 }]);
    expect(right.violations).toEqual([]);
    expect(right.seen.bigMedal).toBe(1);
  });
});

describe('the special-rule checker catches planted faults in the rules of play', () => {
  const sc: Scenario = {
    format: 1,
    id: 'checker-rules-test',
    name: 'Checker Rules Test',
    board: {
      kind: 'standard',
      face: 'country',
      hexes: [
        { row: 0, col: 0, unit: { side: 'axis', kind: 'infantry' } },
        { row: 4, col: 14, terrain: 'river' },
        { row: 8, col: 24, unit: { side: 'allies', kind: 'infantry' } },
      ],
    },
    sides: {
      axis: { cards: 2, medalsToWin: 4, edge: 'top', extraDraws: { turns: 2, cards: 1 } },
      allies: { cards: 4, medalsToWin: 4, edge: 'bottom', playAs: [{ cards: ['recon-left', 'recon-centre', 'recon-right'], as: 'air-power', holding: [{ row: 8, col: 24 }] }] },
    },
    first: 'allies',
    suddenDeath: [{ side: 'allies', hexes: [{ row: 2, col: 2 }, { row: 2, col: 4 }] }],
    deck: { reshuffle: false, emptyWinner: 'axis' },
    airdrop: { side: 'allies', units: 6, unit: { kind: 'infantry' }, centre: { row: 4, col: 12 }, radius: 2 },
  };
  const valid = validateScenario(sc);
  const start = (seed = 3) => {
    const rules = new BattleRules(sc);
    const state = newGame(sc, { seed });
    const seen = emptyExercised();
    return { rules, state, seen, startViolations: rules.checkStart(state, seen) };
  };
  const copy = (s: GameState) => JSON.parse(JSON.stringify(s)) as GameState;
  const turn = (side: 'axis' | 'allies'): GameEvent => ({ type: 'turn', side, number: 2 });
  const gameOver = (winner: 'axis' | 'allies', reason: 'suddenDeath' | 'deckEmpty'): GameEvent => ({ type: 'gameOver', winner, medals: { axis: 0, allies: 0 }, reason });

  it('[property] the test battle is valid, and the engine\'s airdrop passes the checker over many seeds', () => {
    expect(valid.ok).toBe(true);
    const seen = emptyExercised();
    for (let seed = 1; seed <= 40; seed++) expect(new BattleRules(sc).checkStart(newGame(sc, { seed }), seen), `seed ${seed}`).toEqual([]);
    expect(seen.dropped).toBeGreaterThan(0);
    expect(seen.dropLost).toBeGreaterThan(0);
  });

  it('[property] detects a drop placed or lost for the wrong reason, and a dropped unit that is not there', () => {
    const { rules, state } = start();
    const s = copy(state);
    const drop = s.special!.drops![0]!;
    drop.lost = drop.lost === 'occupied' ? 'together' : 'occupied';
    expect(rules.checkStart(s).some((v) => v.startsWith(`drop 0 at (${drop.row},${drop.col}) is lost (${drop.lost}); expected`))).toBe(true);
    const placed = copy(state);
    const unit = placed.units.find((u) => u.id >= 2)!;
    unit.kind = 'armor';
    expect(rules.checkStart(placed).some((v) => /is not a allies infantry standing there/.test(v))).toBe(true);
  });

  it('[property] detects a game that goes on after a sudden death, and a sudden death without the hexes', () => {
    const { rules, state } = start();
    const s = copy(state);
    const ally = s.units.find((u) => u.side === 'allies')!;
    ally.row = 2;
    ally.col = 4;
    expect(rules.check(s, null, [turn('axis')], emptyExercised())).toContain('the allies ended a turn holding a sudden-death objective, but the game went on');
    expect(rules.check(state, null, [gameOver('allies', 'suddenDeath')], emptyExercised())).toContain('the allies won by sudden death without holding enough of its hexes');
  });

  it('[property] detects a reshuffle, a game that goes on with an empty deck, and a deck-out win with cards left', () => {
    const { rules, state } = start();
    expect(rules.check(state, null, [{ type: 'shuffled', cards: 40 }], emptyExercised())).toEqual(['the deck was reshuffled, but this battle never reshuffles it']);
    const empty = copy(state);
    empty.cards.deck = [];
    expect(rules.check(empty, null, [turn('axis')], emptyExercised())).toContain('a turn ended with the draw pile empty, but the game went on');
    expect(rules.check(state, null, [gameOver('axis', 'deckEmpty')], emptyExercised())[0]).toMatch(/^the game ended because the deck ran out, but \d+ cards are left$/);
    expect(rules.check(empty, null, [gameOver('allies', 'deckEmpty')], emptyExercised())).toEqual([
      'the allies won because the deck ran out, which this battle does not allow',
    ]);
  });

  it('[property] detects a side short of its extra cards at the end of its first turns', () => {
    const { rules, state } = start();
    // The Axis ends its first turn (the Allies' begins) still holding its 2 dealt cards: it should hold 3.
    expect(rules.check(state, null, [turn('allies')], emptyExercised())).toEqual(['the axis hold 2 cards after their turn 1; with extraDraws they should hold 3']);
  });

  it('[property] detects a card played as another when the battle does not allow it, or without the hexes', () => {
    const { rules, state } = start();
    const card = (type: string) => DECK.indexOf(type as (typeof DECK)[number]);
    const play = (type: string, s: GameState = state) => {
      const id = card(type);
      const events: GameEvent[] = [{ type: 'played', side: 'allies', card: id, cardType: DECK[id]!, command: { type: 'air-power' } }];
      return rules.check(s, { type: 'play', card: id, as: 'air-power' }, events, emptyExercised());
    };
    expect(play('recon-left')).toEqual([]);
    expect(play('attack-left')).toEqual(['the allies played attack-left as air-power, which this battle does not allow']);
    const away = copy(state);
    const ally = away.units.find((u) => u.side === 'allies' && u.row === 8 && u.col === 24)!;
    ally.row = 7;
    ally.col = 23;
    expect(play('recon-centre', away)).toEqual(['the allies played recon-centre as air-power without holding any of its hexes']);
    // A Counter-Attack of the other side's Recon may be played so too (docs/rules-decisions.md B2), not of another card.
    const copied = copy(state);
    copied.lastCommand.axis = { type: 'recon-right' };
    expect(play('counter-attack', copied)).toEqual([]);
    copied.lastCommand.axis = { type: 'attack-left' };
    expect(play('counter-attack', copied)).toEqual(['the allies played counter-attack (of attack-left) as air-power, which this battle does not allow']);
  });
});
