/**
 * Engine soak: `npm run test:soak` (SOAK=1, vitest.soak.config.ts). Three parts, each the CI property scaled up:
 *   1. random games over the built-in battles with every invariant checked after every action
 *      (tests/support/random-play.ts, tests/support/invariants.ts);
 *   2. golden-style replays: play a game, record its actions, replay them into a new game (every other one
 *      resumed from a JSON copy of the mid-game state) and compare the state hashes;
 *   3. applyAction fuzz cases, malformed and near-miss (tests/support/fuzz-actions.ts).
 * The run is recorded in docs/soak.md between <!-- soak:start --> and <!-- soak:end -->: date, machine, counts, seed
 * ranges, durations, actions per game, how games ended, rare-rule counts, failures.
 *
 * SOAK_SCALE=<x> multiplies every count (e.g. SOAK_SCALE=0.05 for a quick check); the record says so.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES_VERSION, type GameState } from '../../src/engine/types';
import { BUILTIN_SCENARIOS } from '../../src/scenario/builtin';
import { expansionFuzzPositions } from '../support/fuzz-grounds';
import { checkNearMiss, fuzzCheck, fuzzPositions, malformedAction, nearMissSpec, show } from '../support/fuzz-actions';
import { playRandomGame, RARE_KEYS, replayActions, summarize, type GameStats, type Summary } from '../support/random-play';

// Soak sizes: never lower silently. Lowering one is a decision to record in docs/soak.md and in the commit message.
const SOAK_GAMES = 10_000;
const SOAK_REPLAYS = 1_000;
const SOAK_FUZZ = 100_000;
const SOAK_GOLDENS = 1_000;

/** Seeds: game i of a part plays battle i % 3 with seed BASE + i (CI uses 1..100 and 5000..5199). */
const GAME_SEED_BASE = 1_000_000;
const REPLAY_SEED_BASE = 2_000_000;
const FUZZ_SEED = 3_000_000;
/** Games whose positions are fuzzed (seeds of the built-in battles). */
const FUZZ_POSITION_SEEDS = [3_000_001, 3_000_002, 3_000_003];
const REPLAY_HASH_EVERY = 10;

const SCALE = Number(process.env.SOAK_SCALE ?? '1');
if (!(SCALE > 0)) throw new Error(`SOAK_SCALE must be a positive number, got ${process.env.SOAK_SCALE}`);
const scaled = (n: number) => Math.max(1, Math.round(n * SCALE));
const N_GAMES = scaled(SOAK_GAMES);
const N_REPLAYS = scaled(SOAK_REPLAYS);
const N_FUZZ = scaled(SOAK_FUZZ);
const N_GOLDENS = scaled(SOAK_GOLDENS);
const MAX_REPORTED_FAILURES = 20;

interface PartResult {
  name: string;
  count: number;
  seeds: string;
  ms: number;
  failures: string[];
  done: boolean;
}

const parts: PartResult[] = [];
const stats: GameStats[] = [];

function part(name: string, count: number, seeds: string): PartResult {
  const p: PartResult = { name, count, seeds, ms: 0, failures: [], done: false };
  parts.push(p);
  return p;
}

function scenarioAt(i: number) {
  return BUILTIN_SCENARIOS[i % BUILTIN_SCENARIOS.length]!;
}

describe.skipIf(!process.env.SOAK)('engine soak', () => {
  it(`[soak] ${N_GAMES} random games, invariants after every action`, () => {
    const p = part('random games, invariants after every action', N_GAMES, `battle i % 3, seed ${GAME_SEED_BASE} + i, i = 0..${N_GAMES - 1}`);
    const t0 = performance.now();
    for (let i = 0; i < N_GAMES; i++) {
      try {
        stats.push(playRandomGame(scenarioAt(i), GAME_SEED_BASE + i).stats);
      } catch (e) {
        p.failures.push(e instanceof Error ? e.message : String(e));
      }
    }
    p.ms = performance.now() - t0;
    p.done = true;
    expect(p.failures.slice(0, MAX_REPORTED_FAILURES)).toEqual([]);
  });

  it(`[soak] ${N_REPLAYS} golden-style replays (play, record, replay, compare hashes)`, () => {
    const p = part(
      'golden-style replays (odd i resumed from a JSON copy at mid-game)',
      N_REPLAYS,
      `battle i % 3, seed ${REPLAY_SEED_BASE} + i, i = 0..${N_REPLAYS - 1}`,
    );
    const t0 = performance.now();
    for (let i = 0; i < N_REPLAYS; i++) {
      const sc = scenarioAt(i);
      const seed = REPLAY_SEED_BASE + i;
      try {
        const rec = playRandomGame(sc, seed, { check: false, hashEvery: REPLAY_HASH_EVERY });
        const rep = replayActions(sc, seed, rec.actions, {
          hashEvery: REPLAY_HASH_EVERY,
          ...(i % 2 ? { reloadAt: Math.floor(rec.actions.length / 2) } : {}),
        });
        const at = (rec.hashes ?? []).findIndex((h, k) => rep.hashes[k] !== h);
        if (at >= 0) p.failures.push(`[${sc.id} seed ${seed}] replay diverged between action ${at * REPLAY_HASH_EVERY} and ${(at + 1) * REPLAY_HASH_EVERY}`);
        else if (rep.finalHash !== rec.finalHash) p.failures.push(`[${sc.id} seed ${seed}] replay ends in a different state`);
      } catch (e) {
        p.failures.push(e instanceof Error ? e.message : String(e));
      }
    }
    p.ms = performance.now() - t0;
    p.done = true;
    expect(p.failures.slice(0, MAX_REPORTED_FAILURES)).toEqual([]);
  });

  it(`[soak] ${N_GOLDENS} committed goldens replayed (tests/golden/random-1000.json)`, () => {
    const golden = JSON.parse(readFileSync(new URL('../golden/random-1000.json', import.meta.url), 'utf8')) as {
      rulesVersion: string;
      hashEvery: number;
      shortHash: number;
      games: Array<{ scenario: string; seed: number; actions: number; finalHash: string; hashes: string[] }>;
    };
    expect(golden.rulesVersion).toBe(RULES_VERSION);
    const games = golden.games.slice(0, N_GOLDENS);
    const p = part(
      'committed goldens replayed in this worker, every hash compared (tests/golden/random-1000.json)',
      games.length,
      `battle i % 3, seed ${games[0]?.seed ?? '-'} + i, i = 0..${games.length - 1}`,
    );
    const t0 = performance.now();
    for (const g of games) {
      const sc = BUILTIN_SCENARIOS.find((x) => x.id === g.scenario);
      if (!sc) {
        p.failures.push(`unknown scenario ${g.scenario}`);
        continue;
      }
      const r = playRandomGame(sc, g.seed, { check: false, hashEvery: golden.hashEvery });
      const got = (r.hashes ?? []).map((h) => h.slice(0, golden.shortHash));
      const at = g.hashes.findIndex((h, k) => got[k] !== h);
      if (at >= 0) p.failures.push(`[${g.scenario} seed ${g.seed}] diverged between action ${at * golden.hashEvery} and ${(at + 1) * golden.hashEvery}`);
      else if (r.actions.length !== g.actions || r.finalHash !== g.finalHash) p.failures.push(`[${g.scenario} seed ${g.seed}] different end`);
    }
    p.ms = performance.now() - t0;
    p.done = true;
    expect(p.failures.slice(0, MAX_REPORTED_FAILURES)).toEqual([]);
  });

  it(`[soak] ${N_FUZZ} applyAction fuzz cases (malformed and near-miss)`, () => {
    const half = Math.max(1, Math.floor(N_FUZZ / 2));
    const p = part(
      `applyAction fuzz: ${half} malformed + ${N_FUZZ - half} near-miss`,
      N_FUZZ,
      `fast-check seed ${FUZZ_SEED} (malformed) and ${FUZZ_SEED + 1} (near-miss); positions from seeds ${FUZZ_POSITION_SEEDS.join(', ')}`,
    );
    const t0 = performance.now();
    const positions: GameState[] = fuzzPositions(BUILTIN_SCENARIOS, FUZZ_POSITION_SEEDS, 6);
    const pos = (i: number) => positions[i % positions.length]!;
    const record = (r: fc.RunDetails<unknown>) => {
      if (r.failed) p.failures.push(`fast-check seed ${r.seed}, path ${r.counterexamplePath}: ${r.errorInstance instanceof Error ? r.errorInstance.message : String(r.errorInstance)}`);
    };
    record(
      fc.check(
        fc.property(fc.nat(), malformedAction, (i, input) => {
          const problem = fuzzCheck(pos(i), input);
          if (problem) throw new Error(`${problem}\n  input: ${show(input)}`);
        }),
        { numRuns: half, seed: FUZZ_SEED },
      ) as fc.RunDetails<unknown>,
    );
    if (N_FUZZ - half > 0) {
      record(
        fc.check(
          fc.property(nearMissSpec, (spec) => {
            checkNearMiss(pos(spec.state), spec);
          }),
          { numRuns: N_FUZZ - half, seed: FUZZ_SEED + 1 },
        ) as fc.RunDetails<unknown>,
      );
    }
    p.ms = performance.now() - t0;
    p.done = true;
    expect(p.failures).toEqual([]);
  });

  it(`[soak] ${N_FUZZ} applyAction fuzz cases on the expansions' positions (malformed and near-miss)`, () => {
    const half = Math.max(1, Math.floor(N_FUZZ / 2));
    const p = part(
      `applyAction fuzz, expansion proving grounds: ${half} malformed + ${N_FUZZ - half} near-miss`,
      N_FUZZ,
      `fast-check seed ${FUZZ_SEED + 2} (malformed) and ${FUZZ_SEED + 3} (near-miss); positions of tests/support/fuzz-grounds.ts from seeds ${FUZZ_POSITION_SEEDS.join(', ')}`,
    );
    const t0 = performance.now();
    const positions: GameState[] = expansionFuzzPositions(FUZZ_POSITION_SEEDS, 4);
    const pos = (i: number) => positions[i % positions.length]!;
    for (const r of [
      fc.check(
        fc.property(fc.nat(), malformedAction, (i, input) => {
          const problem = fuzzCheck(pos(i), input);
          if (problem) throw new Error(`${problem}\n  input: ${show(input)}`);
        }),
        { numRuns: half, seed: FUZZ_SEED + 2 },
      ),
      fc.check(
        fc.property(nearMissSpec, (spec) => {
          checkNearMiss(pos(spec.state), spec);
        }),
        { numRuns: Math.max(1, N_FUZZ - half), seed: FUZZ_SEED + 3 },
      ),
    ] as fc.RunDetails<unknown>[]) {
      if (r.failed) p.failures.push(`fast-check seed ${r.seed}, path ${r.counterexamplePath}: ${r.errorInstance instanceof Error ? r.errorInstance.message : String(r.errorInstance)}`);
    }
    p.ms = performance.now() - t0;
    p.done = true;
    expect(p.failures).toEqual([]);
  });

  afterAll(() => {
    if (parts.length) writeSoakDoc();
  });
});

// ---------------------------------------------------------------------------------------------------------
// docs/soak.md

const START = '<!-- soak:start -->';
const END = '<!-- soak:end -->';

function fmtInt(n: number): string {
  return n.toLocaleString('en-US');
}

function fmtMs(ms: number): string {
  return ms >= 60_000 ? `${(ms / 60_000).toFixed(1)} min` : `${(ms / 1000).toFixed(1)} s`;
}

function renderGames(s: Summary): string[] {
  const out: string[] = [];
  out.push(
    `Actions per game: mean ${s.actions.mean.toFixed(1)}, median ${s.actions.median}, max ${s.actions.max} (min ${s.actions.min}); ` +
      `turns per game: mean ${s.turns.mean.toFixed(1)}, max ${s.turns.max}.`,
  );
  out.push('');
  out.push('| battle | games | Axis won | Allies won |');
  out.push('| --- | ---: | ---: | ---: |');
  for (const sc of BUILTIN_SCENARIOS) {
    const mine = stats.filter((g) => g.scenario === sc.id);
    out.push(`| ${sc.id} | ${fmtInt(mine.length)} | ${fmtInt(mine.filter((g) => g.winner === 'axis').length)} | ${fmtInt(mine.filter((g) => g.winner === 'allies').length)} |`);
  }
  out.push(`| all | ${fmtInt(s.games)} | ${fmtInt(s.wins.axis)} | ${fmtInt(s.wins.allies)} |`);
  out.push('');
  const scores = Object.entries(s.scores).sort((a, b) => b[1] - a[1]);
  out.push(
    `Final medals (winner, Axis-Allies; the winner's count capped at its target), most frequent first: ` +
      scores.slice(0, 12).map(([k, n]) => `${k}: ${fmtInt(n)}`).join(' · ') +
      (scores.length > 12 ? ` · ${scores.length - 12} other results` : '') +
      '.',
  );
  out.push('');
  out.push('| rare rule | times | games with it |');
  out.push('| --- | ---: | ---: |');
  for (const k of RARE_KEYS) out.push(`| ${k} | ${fmtInt(s.rare[k])} | ${fmtInt(s.gamesWith[k])} |`);
  return out;
}

function writeSoakDoc(): void {
  const url = new URL('../../docs/soak.md', import.meta.url);
  let doc: string;
  try {
    doc = readFileSync(url, 'utf8');
  } catch (_e) {
    doc = '# Soak tests\n';
  }
  if (!doc.includes(START) || !doc.includes(END) || doc.indexOf(END) < doc.indexOf(START)) {
    doc = `${doc.replace(/\s*$/, '')}\n\n${START}\n${END}\n`;
  }
  const cpus = os.cpus();
  const full = SCALE === 1;
  const lines: string[] = [];
  lines.push(
    `Run: ${new Date().toISOString()} · Node ${process.version} · ${os.platform()} ${os.arch()} · ${cpus[0]?.model.trim() ?? 'unknown CPU'} · ` +
      `${cpus.length} cores · ${full ? 'full size' : `**SOAK_SCALE=${SCALE} (partial run, not the full soak)**`}`,
  );
  lines.push('');
  lines.push(`Full sizes (tests/soak/engine.soak.test.ts): ${fmtInt(SOAK_GAMES)} games, ${fmtInt(SOAK_REPLAYS)} replays, ${fmtInt(SOAK_GOLDENS)} committed goldens, ${fmtInt(SOAK_FUZZ)} fuzz cases.`);
  lines.push('');
  lines.push('| part | count | seeds | duration | result |');
  lines.push('| --- | ---: | --- | ---: | --- |');
  for (const p of parts) {
    const result = !p.done ? 'did not finish' : p.failures.length ? `**${p.failures.length} failures**` : 'pass';
    lines.push(`| ${p.name} | ${fmtInt(p.count)} | ${p.seeds} | ${fmtMs(p.ms)} | ${result} |`);
  }
  if (stats.length) {
    lines.push('');
    lines.push(...renderGames(summarize(stats)));
  }
  const failures = parts.flatMap((p) => p.failures.map((f) => `${p.name}: ${f}`));
  if (failures.length) {
    lines.push('');
    lines.push(`Failures (first ${Math.min(MAX_REPORTED_FAILURES, failures.length)} of ${failures.length}):`);
    lines.push('');
    for (const f of failures.slice(0, MAX_REPORTED_FAILURES)) lines.push(`- ${f.replace(/\s*\n\s*/g, ' / ')}`);
  }
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  writeFileSync(url, `${doc.slice(0, start + START.length)}\n${lines.join('\n')}\n${doc.slice(end)}`);
}
