/**
 * Saves benchmark (run by bench/run.ts): the app's save code in chromium, on the browser's real IndexedDB
 * (bench/pages/saves.html on the Vite dev server).
 *
 * 1. Autosave write per action: a seeded 500-action game of Sword Beach, each action written by SaveStore.append
 *    in its own strict-durability transaction (what the app waits for before it shows an action's result).
 * 2. Resume from cold: chromium started anew on the same profile (a new process, nothing of the game in memory),
 *    a fresh page, then SaveStore.open + load + GameSession.resume of that game, timed part by part.
 * 3. Full replay with no snapshot: newGame + applyAction over the same 500 actions, also in a fresh chromium.
 *
 * Chromium runs on a persistent profile in a temporary directory: IndexedDB then lives on disk as in a real
 * browser (an incognito-like context would keep it in memory, and strict durability would cost nothing).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { CHROMIUM_FLAGS, findChromium, freePort, repoRoot } from './lighthouse.ts';
import { percentile } from './frames.ts';
import type { RecordRun, ReplayRun, ResumeRun } from './pages/saves.ts';

const PAGE = '/bench/pages/saves.html';
export const SAVES_ACTIONS = 500;
/** Cold runs of each of resume and replay, each in a newly started chromium. */
const COLD_RUNS = 7;
export const APPEND_TARGET_MS = 5;
export const RESUME_TARGET_MS = 100;

export interface SavesReport {
  actions: number;
  append: { p50: number; p95: number; max: number; mean: number };
  resume: ResumeRun[];
  replay: ReplayRun[];
  resumeMedian: { open: number; load: number; resume: number; total: number; continueTap: number };
  replayMedian: number;
}

async function openBench(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`  saves page: ${String(e)}`));
  await page.goto(url);
  await page.waitForSelector('body[data-ready]', { state: 'attached', timeout: 30_000 });
  return page;
}

/** Runs the three measurements; starts and stops the Vite dev server and every chromium itself. */
export async function measureSaves(log: (msg: string) => void = () => {}): Promise<SavesReport> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'pocket44-bench-saves-'));
  let server: ViteDevServer | null = null;
  let context: BrowserContext | null = null;
  const start = async (): Promise<BrowserContext> =>
    chromium.launchPersistentContext(profile, { executablePath: findChromium(), headless: true, args: CHROMIUM_FLAGS });
  try {
    // No file watching or hot reload: other people's edits must not reload the page mid-run.
    server = await createServer({
      root: repoRoot,
      logLevel: 'warn',
      server: { host: '127.0.0.1', port, strictPort: true, hmr: false, watch: null },
    });
    await server.listen();
    const url = `http://127.0.0.1:${port}${PAGE}`;

    context = await start();
    // A first load lets Vite transform every module, so later pages are timed on the app's code, not on Vite.
    await (await openBench(context, url)).close();
    let page = await openBench(context, url);
    log(`writing ${SAVES_ACTIONS} actions, one strict transaction each`);
    const rec = await page.evaluate((n) => window.__saves!.record(n), SAVES_ACTIONS);
    await page.close();
    await context.close();
    context = null;

    const resume: ResumeRun[] = [];
    const replay: ReplayRun[] = [];
    for (let k = 0; k < COLD_RUNS; k++) {
      for (const kind of ['resume', 'replay'] as const) {
        context = await start();
        page = await openBench(context, url);
        if (kind === 'resume') resume.push(await page.evaluate(([id, json]) => window.__saves!.resume(id, json), [rec.id, rec.finalJson] as const));
        else replay.push(await page.evaluate(([id, json]) => window.__saves!.replay(id, json), [rec.id, rec.finalJson] as const));
        await context.close();
        context = null;
      }
      log(`cold run ${k + 1}/${COLD_RUNS}: resume ${resume[k]!.total.toFixed(1)} ms, replay ${replay[k]!.ms.toFixed(1)} ms`);
    }
    return summarise(rec, resume, replay);
  } finally {
    if (context) await context.close().catch(() => {});
    if (server) await server.close().catch(() => {});
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  }
}

function summarise(rec: RecordRun, resume: ResumeRun[], replay: ReplayRun[]): SavesReport {
  const med = (xs: number[]): number => percentile(xs, 0.5);
  return {
    actions: rec.appends.length,
    append: {
      p50: med(rec.appends),
      p95: percentile(rec.appends, 0.95),
      max: Math.max(...rec.appends),
      mean: rec.appends.reduce((a, b) => a + b, 0) / rec.appends.length,
    },
    resume,
    replay,
    resumeMedian: {
      open: med(resume.map((r) => r.open)),
      load: med(resume.map((r) => r.load)),
      resume: med(resume.map((r) => r.resume)),
      total: med(resume.map((r) => r.total)),
      continueTap: med(resume.map((r) => r.load + r.resume)),
    },
    replayMedian: med(replay.map((r) => r.ms)),
  };
}

const ms = (n: number): string => n.toFixed(1);
const met = (ok: boolean): string => (ok ? 'yes' : '**no**');

/** The markdown for docs/benchmarks.md. */
export function savesMarkdown(r: SavesReport): string {
  const resumeMax = Math.max(...r.resume.map((x) => x.total));
  const replayMax = Math.max(...r.replay.map((x) => x.ms));
  return [
    '### Saves',
    '',
    `A seeded ${r.actions}-action game of Sword Beach saved and resumed by the app's own code (SaveStore, ` +
      'GameSession) in chromium, on IndexedDB on disk (a persistent profile in a temporary directory), through ' +
      `bench/pages/saves.html on the Vite dev server. Resume and replay: ${r.resume.length} runs each, every run in a ` +
      'newly started chromium and a fresh page (nothing of the game in memory; the OS file cache is warm). Each ' +
      'resumed and replayed state is checked equal to the one recorded.',
    '',
    '| measure | median | p95 | max | target | met |',
    '| --- | ---: | ---: | ---: | --- | --- |',
    `| autosave write per action: SaveStore.append, one strict-durability transaction (${r.actions} writes), ms | ` +
      `${ms(r.append.p50)} | ${ms(r.append.p95)} | ${ms(r.append.max)} | median < ${APPEND_TARGET_MS} ms | ` +
      `${met(r.append.p50 < APPEND_TARGET_MS)} |`,
    `| resume from cold: SaveStore.open + load + GameSession.resume, ms | ${ms(r.resumeMedian.total)} | – | ` +
      `${ms(resumeMax)} | < ${RESUME_TARGET_MS} ms | median ${met(r.resumeMedian.total < RESUME_TARGET_MS)}, worst run ` +
      `${met(resumeMax < RESUME_TARGET_MS)} |`,
    `| of which a Continue tap in the app: load + GameSession.resume (the app opens the database when it starts), ms | ` +
      `${ms(r.resumeMedian.continueTap)} | – | ${ms(Math.max(...r.resume.map((x) => x.load + x.resume)))} | – | – |`,
    `| full replay without snapshots: newGame + applyAction × ${r.actions}, cold, ms | ${ms(r.replayMedian)} | – | ` +
      `${ms(replayMax)} | – | – |`,
    '',
    `Resume, median of each part (ms): open the database ${ms(r.resumeMedian.open)}, load (header, ${r.actions} ` +
      `step rows and the snapshots; resumed from "${r.resume[0]?.resumedFrom ?? '?'}": under the current rules the whole log is ` +
      `replayed and every snapshot checked against it, docs/saves.md) ${ms(r.resumeMedian.load)}, ` +
      `GameSession.resume (rebuilds the log and undo from load's replay) ${ms(r.resumeMedian.resume)}. ` +
      `Runs (total ms): ${r.resume.map((x) => ms(x.total)).join(', ')}; replay runs (ms): ` +
      `${r.replay.map((x) => ms(x.ms)).join(', ')}.`,
  ].join('\n');
}
