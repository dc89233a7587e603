/**
 * Random play under invariants (CI size): 300 seeded games, 100 per built-in battle, every invariant of
 * tests/support/invariants.ts checked after every action, plus fast-check properties of applyAction (it never
 * mutates its input; every action listed by legalActions is accepted). A failure names the scenario, the seed
 * and the action index: replay it with `playRandomGame(scenario, seed)`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions } from '../../src/engine';
import type { GameOptions, GameState } from '../../src/engine/types';
import { BUILTIN_SCENARIOS } from '../../src/scenario/builtin';
import type { Scenario } from '../../src/scenario/types';
import { checkInvariants } from '../support/invariants';
import { playRandomGame, randomState, summarize, type GameStats } from '../support/random-play';

const GAMES_PER_SCENARIO = 100;
/** Seeds of the CI games: 1..100 for each battle (the soak uses 1,000,000 and up). */
const SEEDS = Array.from({ length: GAMES_PER_SCENARIO }, (_, i) => i + 1);
/** fast-check seed: fixed so CI is reproducible; FC_SEED=<n> explores others. */
const FC_SEED = Number(process.env.FC_SEED ?? 44);

const stats: GameStats[] = [];

describe('random play: invariants after every action', () => {
  for (const sc of BUILTIN_SCENARIOS) {
    it(`[property] ${sc.id}: ${GAMES_PER_SCENARIO} seeded random games end with a winner, no violation`, () => {
      for (const seed of SEEDS) {
        const r = playRandomGame(sc, seed);
        expect(r.winner).not.toBeNull();
        stats.push(r.stats);
      }
    }, 300_000);
  }

  // Options change the deck and the rules in force: a few games of each, same invariants.
  const VARIANTS: GameOptions[] = [{ youngGenerals: true }, { youngGenerals: true, noTakeGround: true }, { ambushAlwaysAsk: true }];
  for (const options of VARIANTS) {
    it(`[property] options ${JSON.stringify(options)}: 5 seeded games per battle, no violation`, () => {
      for (const sc of BUILTIN_SCENARIOS) {
        for (let seed = 1; seed <= 5; seed++) expect(playRandomGame(sc, seed, { options }).winner).not.toBeNull();
      }
    });
  }

  it('[property] the 300 games exercise the rare rules', () => {
    expect(stats).toHaveLength(GAMES_PER_SCENARIO * BUILTIN_SCENARIOS.length);
    const s = summarize(stats);
    expect(s.wins.axis + s.wins.allies).toBe(stats.length);
    for (const k of ['ambush', 'counterAttack', 'overrun', 'blockedRetreat', 'medicsRecovered', 'takeGround', 'barrage', 'airPower', 'theirFinestHour', 'digInSandbags'] as const) {
      expect(s.rare[k], k).toBeGreaterThan(0);
    }
  });
});

function scenarioAt(i: number): Scenario {
  return BUILTIN_SCENARIOS[i % BUILTIN_SCENARIOS.length]!;
}

const position = fc.record({ scenario: fc.nat(), seed: fc.integer({ min: 1, max: 1_000_000 }), steps: fc.integer({ min: 0, max: 700 }) });

describe('applyAction properties (fast-check)', () => {
  it('[property] applyAction never mutates its input state, whatever it is given', () => {
    fc.assert(
      fc.property(position, fc.nat(), fc.anything({ maxDepth: 2 }), ({ scenario, seed, steps }, pick, junk) => {
        const s = randomState(scenarioAt(scenario), seed, steps);
        const legal = legalActions(s);
        const snapshot = JSON.stringify(s);
        const inputs: unknown[] = [junk, { type: 'endBattles' }, { type: 'decline' }];
        if (legal.length) inputs.push(legal[pick % legal.length]);
        for (const input of inputs) {
          applyAction(s, input);
          expect(JSON.stringify(s)).toBe(snapshot);
        }
      }),
      { numRuns: 150, seed: FC_SEED },
    );
  });

  it('[property] every action listed by legalActions is accepted, and the result keeps the invariants', () => {
    fc.assert(
      fc.property(position, ({ scenario, seed, steps }) => {
        const sc = scenarioAt(scenario);
        const s: GameState = randomState(sc, seed, steps);
        const legal = legalActions(s);
        if (!s.winner) expect(legal.length).toBeGreaterThan(0);
        for (const a of legal) {
          const res = applyAction(s, a);
          if (!res.ok) throw new Error(`${sc.id} seed ${seed} step ${steps}: ${JSON.stringify(a)} refused: ${res.error.code} ${res.error.message}`);
          expect(checkInvariants(s, res.state, res.events, sc)).toEqual([]);
        }
      }),
      { numRuns: 150, seed: FC_SEED },
    );
  });
});

describe('the invariant checker catches planted faults', () => {
  const sc = BUILTIN_SCENARIOS[0]!;
  const base = randomState(sc, 7, 150);
  const clone = (): GameState => JSON.parse(JSON.stringify(base)) as GameState;
  const live = base.units.filter((u) => u.figures > 0);
  const cases: Array<[string, (s: GameState) => void, RegExp]> = [
    ['two units on one hex', (s) => { s.units[live[1]!.id]!.row = live[0]!.row; s.units[live[1]!.id]!.col = live[0]!.col; }, /share hex/],
    ['a unit off the board', (s) => { s.units[live[0]!.id]!.row = 9; }, /off the board/],
    ['a unit on an odd hex', (s) => { s.units[live[0]!.id]!.col += 1; }, /off the board|share hex/],
    ['too many figures', (s) => { s.units[live[0]!.id]!.figures = 9; }, /figures/],
    ['maxFigures changed', (s) => { s.units[live[0]!.id]!.maxFigures += 1; }, /maxFigures/],
    ['a duplicated card', (s) => { s.cards.deck.push(s.cards.hands.axis[0]!); }, /two places/],
    ['a lost card', (s) => { s.cards.deck.pop(); }, /missing/],
    ['medals out of step', (s) => { s.medalsWon.axis += 1; }, /medalsWon\.axis/],
    ['a unit removed', (s) => { s.units.pop(); }, /units/],
    ['a NaN in the state', (s) => { s.medalsToWin.axis = NaN; }, /not a JSON number|medalsToWin/],
    ['an undefined member', (s) => { (s as unknown as Record<string, unknown>).extra = undefined; }, /undefined member/],
    ['a Map in the state', (s) => { (s as unknown as Record<string, unknown>).extra = new Map(); }, /not a plain object/],
    ['a winner short of its target', (s) => { s.winner = 'axis'; }, /won with/],
  ];
  it('[property] the base position is clean', () => {
    // Checked as a new game, less the start-position checks (units have moved, cards have been played).
    expect(checkInvariants(null, base, [], sc).filter((v) => !/starts at|dealt/.test(v))).toEqual([]);
  });
  for (const [name, plant, re] of cases) {
    it(`[property] detects ${name}`, () => {
      const s = clone();
      plant(s);
      const v = checkInvariants(base, s, [], sc);
      expect(v.some((m) => re.test(m)), v.join('\n')).toBe(true);
    });
  }
  // The no-mutation check (a JSON snapshot of the state before each action, compared after it): each way an engine
  // could change its input, planted at the 40th action of a game, must be caught.
  const faulty: Array<[string, typeof applyAction]> = [
    ['a unit changed in place', (s, a) => { (s.units.find((u) => u.figures > 0) as { figures: number }).figures -= 1; return applyAction(s, a); }],
    ['a card pushed on the deck', (s, a) => { s.cards.deck.push(0); return applyAction(s, a); }],
    ['a member of the state set after the action', (s, a) => { const r = applyAction(s, a); (s as { winner: string | null }).winner = 'axis'; return r; }],
    ['a member added to the state', (s, a) => { (s as unknown as Record<string, unknown>).extra = 1; return applyAction(s, a); }],
    // The board is shared by every state of a game, and the invariant check leaves it to this one (random-play.ts).
    ['a hex of the shared board changed in place', (s, a) => { (s.board.cells.find((c) => c !== null) as { terrain: string }).terrain = 'forest'; return applyAction(s, a); }],
  ];
  for (const [name, apply] of faulty) {
    it(`[property] the no-mutation check catches ${name}`, () => {
      let n = 0;
      const late: typeof applyAction = (s, a) => (++n === 40 ? apply(s, a) : applyAction(s, a));
      expect(() => playRandomGame(sc, 3, { apply: late })).toThrow(/action #39 .*\n.*differs from its JSON snapshot taken before applyAction \(mutated\)/);
    });
  }
  it('[property] detects a figure loss with no event, and an unexplained move', () => {
    const s = clone();
    const u = s.units.find((x) => x.figures > 1)!;
    u.figures -= 1;
    const m = s.units.find((x) => x.figures > 0 && x.id !== u.id)!;
    const free = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24].find((c) => !s.units.some((x) => x.figures > 0 && x.row === 4 && x.col === c))!;
    m.row = 4;
    m.col = free;
    const v = checkInvariants(base, s, [], sc);
    expect(v.some((x) => /events say/.test(x))).toBe(true);
    expect(v.some((x) => /no move, retreat or take-ground event/.test(x))).toBe(true);
  });
});
