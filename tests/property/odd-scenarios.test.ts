/**
 * Every game ends (CI size): odd scenarios, not only the built-in battles (tests/support/odd-scenarios.ts: a few
 * units worth fewer medals than the other side needs, targets up to 20, armies kept apart by impassable hexes, decks
 * never reshuffled so hands run empty, objectives worth several medals, Young Generals). Each is played by the seeded
 * random policy with every invariant checked after every action (tests/support/random-play.ts): while there is no
 * winner there must be a legal action, and the game must end within MAX_ACTIONS (20,000) actions. The decisions that
 * make this hold are in docs/rules-decisions.md (S24-S26). The soak (tests/soak/odd.soak.test.ts) plays many more.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateScenario } from '../../src/scenario/validate';
import { oddCase } from '../support/odd-scenarios';
import { MAX_ACTIONS, playRandomGame } from '../support/random-play';

/** fast-check seed: fixed so CI is reproducible; FC_SEED=<n> explores others. */
const FC_SEED = Number(process.env.FC_SEED ?? 44);
/** Small on purpose (a few seconds idle); the soak plays thousands. */
const RUNS = 40;

describe('every game ends: odd scenarios', () => {
  it(`[property] ${RUNS} odd scenarios: a legal action while there is no winner, a winner within ${MAX_ACTIONS} actions`, () => {
    fc.assert(
      fc.property(oddCase, fc.integer({ min: 1, max: 1_000_000 }), (c, seed) => {
        const v = validateScenario(c.scenario);
        // The check refuses a scenario that starts already won (rules-decisions S27); the engine must still handle one.
        const startsWon = !v.ok && v.problems.every((p) => /^sides\.(axis|allies)\.medalsToWin$/.test(p.path));
        if (!v.ok && !startsWon) throw new Error(`generated an invalid scenario (${c.label}): ${JSON.stringify(v.problems.slice(0, 3))}`);
        const r = playRandomGame(v.ok ? v.scenario : c.scenario, seed, { options: c.options });
        expect(r.winner, c.label).not.toBeNull();
      }),
      { numRuns: RUNS, seed: FC_SEED },
    );
  });
});
