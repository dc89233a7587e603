/**
 * Odd-scenario soak: `npm run test:soak` (SOAK=1). The CI property of tests/property/odd-scenarios.test.ts (40
 * cases) scaled up: generated odd scenarios (tests/support/odd-scenarios.ts), each played by the seeded random
 * policy with every invariant checked after every action. While there is no winner there must be a legal action,
 * and every game must end within MAX_ACTIONS (20,000) actions (docs/rules-decisions.md S24-S27).
 *
 * The run is recorded in docs/soak.md between <!-- soak-odd:start --> and <!-- soak-odd:end -->: date, machine,
 * count, fast-check seed, duration, how the games ended. SOAK_SCALE=<x> multiplies the count; the record says so.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { validateScenario } from '../../src/scenario/validate';
import { oddCase } from '../support/odd-scenarios';
import { MAX_ACTIONS, playRandomGame } from '../support/random-play';

/** Never lower silently: lowering it is a decision to record in docs/soak.md and in the commit message. */
const SOAK_ODD_GAMES = 5_000;
const FC_SEED = 6_000_000;
const SCALE = Number(process.env.SOAK_SCALE ?? '1');
if (!(SCALE > 0)) throw new Error(`SOAK_SCALE must be a positive number, got ${process.env.SOAK_SCALE}`);
const N = Math.max(1, Math.round(SOAK_ODD_GAMES * SCALE));

interface Run {
  ms: number;
  games: number;
  failure?: string;
  endings: Record<string, number>;
  actions: number[];
  turns: number[];
  refusedStartWon: number;
}
let run: Run | null = null;

describe.skipIf(!process.env.SOAK)('odd-scenario soak', () => {
  it(`[soak] ${N} odd scenarios: a legal action while there is no winner, a winner within ${MAX_ACTIONS} actions`, () => {
    const r: Run = { ms: 0, games: 0, endings: {}, actions: [], turns: [], refusedStartWon: 0 };
    run = r;
    const t0 = performance.now();
    const details = fc.check(
      fc.property(oddCase, fc.integer({ min: 1, max: 1_000_000 }), (c, seed) => {
        const v = validateScenario(c.scenario);
        const startsWon = !v.ok && v.problems.every((p) => /^sides\.(axis|allies)\.medalsToWin$/.test(p.path));
        if (!v.ok && !startsWon) throw new Error(`generated an invalid scenario (${c.label}): ${JSON.stringify(v.problems.slice(0, 3))}`);
        if (startsWon) r.refusedStartWon++;
        let ending = 'started won';
        const g = playRandomGame(v.ok ? v.scenario : c.scenario, seed, {
          options: c.options,
          onAction: (_s, _i, _a, events) => {
            for (const e of events) if (e.type === 'gameOver') ending = e.reason ?? 'medals';
          },
        });
        if (!g.winner) throw new Error(`no winner (${c.label})`);
        r.games++;
        r.endings[ending] = (r.endings[ending] ?? 0) + 1;
        r.actions.push(g.actions.length);
        r.turns.push(g.stats.turns);
      }),
      { numRuns: N, seed: FC_SEED, endOnFailure: true },
    );
    r.ms = performance.now() - t0;
    if (details.failed) {
      const e = details.errorInstance;
      r.failure = `fast-check seed ${details.seed}, path ${details.counterexamplePath}: ${(e instanceof Error ? e.message : String(e)).split('\n').slice(0, 3).join(' / ')}`;
    }
    expect(r.failure).toBeUndefined();
  });

  afterAll(() => {
    if (run) writeDoc(run);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// docs/soak.md

const START = '<!-- soak-odd:start -->';
const END = '<!-- soak-odd:end -->';

function fmtMs(ms: number): string {
  return ms >= 60_000 ? `${(ms / 60_000).toFixed(1)} min` : `${(ms / 1000).toFixed(1)} s`;
}

function writeDoc(r: Run): void {
  const cpus = os.cpus();
  const full = SCALE === 1;
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const max = (xs: number[]) => xs.reduce((a, b) => Math.max(a, b), 0);
  const endings = Object.entries(r.endings)
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${n.toLocaleString('en-US')}`)
    .join(' · ');
  const lines = [
    `Run: ${new Date().toISOString()} · Node ${process.version} · ${os.platform()} ${os.arch()} · ` +
      `${cpus[0]?.model.trim() ?? 'unknown CPU'} · ${cpus.length} cores · ` +
      `${full ? 'full size' : `**SOAK_SCALE=${SCALE} (partial run, not the full soak)**`}`,
    '',
    `Full size (tests/soak/odd.soak.test.ts): ${SOAK_ODD_GAMES.toLocaleString('en-US')} odd scenarios ` +
      '(tests/support/odd-scenarios.ts; CI plays 40 in tests/property/odd-scenarios.test.ts, fast-check seed 44).',
    '',
    '| part | count | seeds | duration | result |',
    '| --- | ---: | --- | ---: | --- |',
    `| odd scenarios played by the random policy, invariants after every action: a legal action while there is no ` +
      `winner, a winner within ${MAX_ACTIONS.toLocaleString('en-US')} actions | ${N.toLocaleString('en-US')} | fast-check seed ${FC_SEED} ` +
      `(scenario and game seed per case) | ${fmtMs(r.ms)} | ${r.failure ? `**failed** after ${r.games} games: ${r.failure}` : 'pass'} |`,
    '',
    `How the games ended (gameOver reason; "medals" = a side reached its target): ${endings || '–'}. ` +
      `Scenarios the check refuses as already won at the start, played straight into the engine: ${r.refusedStartWon}. ` +
      `Actions per game: mean ${mean(r.actions).toFixed(1)}, max ${max(r.actions)}; turns: mean ${mean(r.turns).toFixed(1)}, max ${max(r.turns)}.`,
  ];
  const path = new URL('../../docs/soak.md', import.meta.url);
  let doc = readFileSync(path, 'utf8');
  if (!doc.includes(START) || !doc.includes(END) || doc.indexOf(END) < doc.indexOf(START)) {
    doc = `${doc.replace(/\s*$/, '')}\n\n## Odd scenarios\n\n${START}\n${END}\n`;
  }
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  // Written to a temporary file and renamed: the other soaks rewrite their own sections of the same file.
  const tmp = `${path.pathname}.${process.pid}.tmp`;
  writeFileSync(tmp, `${doc.slice(0, from + START.length)}\n${lines.join('\n')}\n${doc.slice(to)}`);
  renameSync(tmp, path);
}
