/**
 * Determinism goldens: `npx tsx scripts/make-golden.ts`.
 *
 * Plays 200 seeded random games over the built-in battles (uniform policy of tests/support/random-play.ts, every
 * invariant checked) and writes
 *   tests/golden/random-200.json  — per game: scenario, seed, action count, final hash, hash every 50 actions
 *                                   (no action lists: the policy replays them from the seed);
 *   tests/golden/replay-game.json — one whole game's action list and a hash every 10 actions, replayed action by
 *                                   action by tests/property/replay.test.ts.
 * tests/property/golden.test.ts and replay.test.ts fail as soon as any rule (or the order of legalActions) changes
 * the course of one of these games. When the rules change on purpose: bump RULES_VERSION in src/engine/types.ts,
 * run this script, and commit the new goldens with the rule change. See docs/determinism.md.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RULES_VERSION } from '../src/engine/types';
import { BUILTIN_SCENARIOS } from '../src/scenario/builtin';
import { RARE_KEYS, playRandomGame, type PlayResult } from '../tests/support/random-play';

export const GOLDEN_GAMES = 200;
/** The soak's goldens: games 0..999 (the first 200 are the CI goldens' games), hashes every 100 actions. */
export const SOAK_GOLDEN_GAMES = 1000;
export const SOAK_GOLDEN_HASH_EVERY = 100;
export const GOLDEN_HASH_EVERY = 50;
export const REPLAY_HASH_EVERY = 10;
/** Intermediate hashes are kept to their first 16 hex digits (64 bits: plenty to see a divergence, a third of the size). */
export const SHORT_HASH = 16;
/** Game i plays battle i % 3 with seed GOLDEN_SEED_BASE + i. */
export const GOLDEN_SEED_BASE = 5000;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function main(): void {
  const t0 = Date.now();
  const games: Array<{ scenario: string; seed: number; actions: number; finalHash: string; hashEvery50: string[] }> = [];
  let best: { r: PlayResult; scenario: string; seed: number; score: number } | null = null;
  for (let i = 0; i < GOLDEN_GAMES; i++) {
    const sc = BUILTIN_SCENARIOS[i % BUILTIN_SCENARIOS.length]!;
    const seed = GOLDEN_SEED_BASE + i;
    const r = playRandomGame(sc, seed, { hashEvery: GOLDEN_HASH_EVERY });
    games.push({ scenario: sc.id, seed, actions: r.actions.length, finalHash: r.finalHash, hashEvery50: (r.hashes ?? []).map((h) => h.slice(0, SHORT_HASH)) });
    // The replay game: the one where the most different rare rules fire (first such game on ties).
    const score = RARE_KEYS.filter((k) => r.stats.rare[k] > 0).length;
    if (!best || score > best.score) best = { r, scenario: sc.id, seed, score };
  }
  const header = {
    rulesVersion: RULES_VERSION,
    generator: 'npx tsx scripts/make-golden.ts',
    policy: 'uniform over legalActions; policy PRNG seedRng(`policy/${seed}`); engine seed = seed',
  };
  const random = {
    ...header,
    hashEvery: GOLDEN_HASH_EVERY,
    shortHash: SHORT_HASH,
    games,
  };
  // One game per line keeps the file diffable.
  const lines = games.map((g) => `    ${JSON.stringify(g)}`);
  const text = `${JSON.stringify({ ...random, games: [] }, null, 2).replace('"games": []', `"games": [\n${lines.join(',\n')}\n  ]`)}\n`;
  writeFileSync(join(root, 'tests/golden/random-200.json'), text);

  const b = best!;
  const hashes: string[] = [];
  const replay = playRandomGame(BUILTIN_SCENARIOS.find((s) => s.id === b.scenario)!, b.seed, { hashEvery: REPLAY_HASH_EVERY });
  hashes.push(...(replay.hashes ?? []));
  const rare = Object.fromEntries(RARE_KEYS.filter((k) => replay.stats.rare[k] > 0).map((k) => [k, replay.stats.rare[k]]));
  const one = {
    ...header,
    scenario: b.scenario,
    seed: b.seed,
    winner: replay.winner,
    rare,
    hashEvery: REPLAY_HASH_EVERY,
    finalHash: replay.finalHash,
    hashes,
    actions: replay.actions,
  };
  const oneText = JSON.stringify({ ...one, hashes: [], actions: [] }, null, 2)
    .replace('"hashes": []', `"hashes": [\n${hashes.map((h) => `    ${JSON.stringify(h)}`).join(',\n')}\n  ]`)
    .replace('"actions": []', `"actions": [\n${replay.actions.map((a) => `    ${JSON.stringify(a)}`).join(',\n')}\n  ]`);
  writeFileSync(join(root, 'tests/golden/replay-game.json'), `${oneText}\n`);
  // The soak's 1,000 goldens (tests/soak/engine.soak.test.ts replays them): same policy, seeds and battles.
  const soakGames: Array<{ scenario: string; seed: number; actions: number; finalHash: string; hashes: string[] }> = [];
  for (let i = 0; i < SOAK_GOLDEN_GAMES; i++) {
    const sc = BUILTIN_SCENARIOS[i % BUILTIN_SCENARIOS.length]!;
    const seed = GOLDEN_SEED_BASE + i;
    const r = playRandomGame(sc, seed, { check: false, hashEvery: SOAK_GOLDEN_HASH_EVERY });
    soakGames.push({ scenario: sc.id, seed, actions: r.actions.length, finalHash: r.finalHash, hashes: (r.hashes ?? []).map((h) => h.slice(0, SHORT_HASH)) });
  }
  const soakLines = soakGames.map((g) => `    ${JSON.stringify(g)}`);
  const soakText = JSON.stringify({ ...header, hashEvery: SOAK_GOLDEN_HASH_EVERY, shortHash: SHORT_HASH, games: [] }, null, 2).replace(
    '"games": []',
    `"games": [\n${soakLines.join(',\n')}\n  ]`,
  );
  writeFileSync(join(root, 'tests/golden/random-1000.json'), `${soakText}\n`);
  const total = games.reduce((n, g) => n + g.actions, 0);
  console.log(
    `wrote tests/golden/random-200.json (${games.length} games, ${total} actions), tests/golden/random-1000.json ` +
      `(${soakGames.length} games) and tests/golden/replay-game.json ` +
      `(${b.scenario} seed ${b.seed}, ${replay.actions.length} actions) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
