/**
 * Saves soak: `npm run test:soak` (SOAK=1). Runs the saved-games suite (tests/store/saves.test.ts, on
 * fake-indexeddb) with its kill-and-reload trial scaled from CI's 100 to 1,000 games: each game is autosaved
 * action by action, everything in memory is dropped at a random action (the database closed and opened again as a
 * fresh page would), and the game must resume with the same number of actions and an identical state hash.
 *
 * The suite reads KILL_TRIALS when it is imported, so it is set first and the suite imported after (its other
 * tests run too; they are quick). The run is recorded in docs/soak.md between <!-- soak-saves:start --> and
 * <!-- soak-saves:end -->, apart from the engine soak's section so neither overwrites the other.
 * SOAK_SCALE=<x> multiplies the count, as in the engine soak; the record says so.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { afterAll, beforeEach } from 'vitest';

/** Never lower silently: lowering it is a decision to record in docs/soak.md and in the commit message. */
const SOAK_KILL_TRIALS = 1_000;
const SCALE = Number(process.env.SOAK_SCALE ?? '1');
if (!(SCALE > 0)) throw new Error(`SOAK_SCALE must be a positive number, got ${process.env.SOAK_SCALE}`);
const TRIALS = Math.max(1, Math.round(SOAK_KILL_TRIALS * SCALE));

interface Ran {
  name: string;
  state: string;
  ms: number;
  errors: string[];
}
const ran: Ran[] = [];

if (process.env.SOAK) {
  beforeEach((ctx) => {
    const t0 = performance.now();
    ctx.onTestFinished((c) => {
      ran.push({
        name: c.task.name,
        state: c.task.result?.state ?? 'unknown',
        ms: performance.now() - t0,
        errors: (c.task.result?.errors ?? []).map((e) => String(e.message ?? e).split('\n')[0]!),
      });
    });
  });
  afterAll(() => writeDoc());
  process.env.KILL_TRIALS = String(TRIALS);
  const suite = (await import('../store/saves.test')) as { KILL_TRIALS: number };
  if (suite.KILL_TRIALS !== TRIALS) throw new Error(`the saves suite read KILL_TRIALS=${suite.KILL_TRIALS}, expected ${TRIALS}`);
}

// ---------------------------------------------------------------------------------------------------------------
// docs/soak.md

const START = '<!-- soak-saves:start -->';
const END = '<!-- soak-saves:end -->';

function fmtMs(ms: number): string {
  return ms >= 60_000 ? `${(ms / 60_000).toFixed(1)} min` : `${(ms / 1000).toFixed(1)} s`;
}

function writeDoc(): void {
  const kill = ran.find((r) => r.name.startsWith('kill-and-reload'));
  const others = ran.filter((r) => r !== kill);
  const cpus = os.cpus();
  const full = SCALE === 1;
  const result = (r: Ran | undefined): string =>
    !r ? 'did not run' : r.state === 'pass' ? 'pass' : `**${r.state}**${r.errors.length ? `: ${r.errors[0]}` : ''}`;
  const othersFailed = others.filter((r) => r.state !== 'pass');
  const lines = [
    `Run: ${new Date().toISOString()} · Node ${process.version} · ${os.platform()} ${os.arch()} · ` +
      `${cpus[0]?.model.trim() ?? 'unknown CPU'} · ${cpus.length} cores · ` +
      `${full ? 'full size' : `**SOAK_SCALE=${SCALE} (partial run, not the full soak)**`}`,
    '',
    `Full size (tests/soak/saves.soak.test.ts): ${SOAK_KILL_TRIALS.toLocaleString('en-US')} kill-and-reload trials ` +
      '(tests/store/saves.test.ts, KILL_TRIALS; CI runs 100), on fake-indexeddb.',
    '',
    '| part | count | seeds | duration | result |',
    '| --- | ---: | --- | ---: | --- |',
    `| kill-and-reload: a random game autosaved action by action, dropped at a random action (1 to 160), resumed ` +
      `from the database; same action count and state hash | ${TRIALS.toLocaleString('en-US')} | game t: battle ` +
      `t % 3, seed "kill-t", t = 0..${TRIALS - 1}; stop points from PRNG seed "kill-trials" | ` +
      `${kill ? fmtMs(kill.ms) : '–'} | ${result(kill)} |`,
    `| the rest of the saves suite (format, resume, undo, list, export and import, damage) | ${others.length} tests ` +
      `| fixed seeds in the suite | ${fmtMs(others.reduce((n, r) => n + r.ms, 0))} | ` +
      `${othersFailed.length ? `**${othersFailed.length} failed**: ${othersFailed.map((r) => r.name).join('; ')}` : 'pass'} |`,
  ];
  const path = new URL('../../docs/soak.md', import.meta.url);
  let doc = readFileSync(path, 'utf8');
  if (!doc.includes(START) || !doc.includes(END) || doc.indexOf(END) < doc.indexOf(START)) {
    doc = `${doc.replace(/\s*$/, '')}\n\n## Saves\n\n${START}\n${END}\n`;
  }
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  // Written to a temporary file and renamed: the engine soak rewrites its own section of the same file.
  const tmp = `${path.pathname}.${process.pid}.tmp`;
  writeFileSync(tmp, `${doc.slice(0, from + START.length)}\n${lines.join('\n')}\n${doc.slice(to)}`);
  renameSync(tmp, path);
}
