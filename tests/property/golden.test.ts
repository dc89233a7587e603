/**
 * DETERMINISM GOLDENS. This file fails if any rule changes the course of a game.
 *
 * tests/golden/random-200.json holds 200 seeded random games over the built-in battles (scenario, seed, action
 * count, a hash every 50 actions, the final hash). Each game is replayed here from scratch — new game from the
 * seed, the same uniform policy over legalActions — in this file's own vitest worker (a fresh process state: no
 * engine cache or module state is shared with the run that wrote the goldens), and every hash must match.
 *
 * A mismatch means the engine no longer plays these games the same way: a rule, a die roll, a draw, or the order of
 * legalActions changed. If that is a bug, fix it. If the rules changed ON PURPOSE: bump RULES_VERSION in
 * src/engine/types.ts (saved action lists of the old version no longer replay the same), regenerate with
 * `npx tsx scripts/make-golden.ts`, and commit the new goldens with the rule change. See docs/determinism.md.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULES_VERSION } from '../../src/engine/types';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import { playRandomGame } from '../support/random-play';

interface GoldenGame {
  scenario: string;
  seed: number;
  actions: number;
  finalHash: string;
  hashEvery50: string[];
}
interface GoldenFile {
  rulesVersion: string;
  hashEvery: number;
  shortHash: number;
  games: GoldenGame[];
}

const golden = JSON.parse(readFileSync(new URL('../golden/random-200.json', import.meta.url), 'utf8')) as GoldenFile;

describe('determinism goldens (tests/golden/random-200.json)', () => {
  it('[determinism] the goldens were made by this RULES_VERSION (regenerate with npx tsx scripts/make-golden.ts)', () => {
    expect(golden.rulesVersion).toBe(RULES_VERSION);
    expect(golden.games).toHaveLength(200);
    expect(new Set(golden.games.map((g) => g.scenario)).size).toBe(3);
  });

  it.each(golden.games.map((g) => [`${g.scenario} seed ${g.seed}`, g] as const))('[determinism] %s replays to the same hashes', (_name, g) => {
    const sc = getBuiltinScenario(g.scenario);
    if (!sc) throw new Error(`unknown scenario ${g.scenario}`);
    const r = playRandomGame(sc, g.seed, { check: false, hashEvery: golden.hashEvery });
    const got = (r.hashes ?? []).map((h) => h.slice(0, golden.shortHash));
    const n = Math.min(got.length, g.hashEvery50.length);
    for (let i = 0; i < n; i++) {
      if (got[i] !== g.hashEvery50[i]) {
        throw new Error(
          `${g.scenario} seed ${g.seed}: the game diverged between action ${i * golden.hashEvery} and ${(i + 1) * golden.hashEvery}. ` +
            'A rule change alters this game: if on purpose, bump RULES_VERSION and run `npx tsx scripts/make-golden.ts`.',
        );
      }
    }
    expect(r.actions.length, 'number of actions').toBe(g.actions);
    expect(r.finalHash, 'final state').toBe(g.finalHash);
  });
});
