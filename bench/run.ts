// Benchmark runner: `npm run bench` runs everything, `npm run bench -- --engine` only the engine part (1. below),
// `npm run bench:app` (`--app`) only the app part, `--saves` only
// the saves part, `--net` only the two-phone link, `--storage` only the storage comparison (5. below; not part of
// the full run: it checks out an older commit).
//
// 1. Engine: imports every bench/*.bench.ts module, runs its default export, and rewrites the section between
//    <!-- bench:start --> and <!-- bench:end --> in docs/benchmarks.md with the results and machine facts.
// 2. App: builds the app (vite build into a temporary directory, so a developer's dist/ is never touched), measures
//    the first screen's and the precache's size (bench/app-size.ts), runs Lighthouse five times on `vite preview`
//    (bench/lighthouse.ts), times five start-ups of the home under 4x CPU throttling (bench/startup.ts) and
//    measures the board's frames under real touch and wheel input (bench/frames.ts), then
//    rewrites the section between <!-- bench-app:start --> and <!-- bench-app:end -->. A part that fails is written
//    as failed, the other parts still run, and the runner exits non-zero.
// 3. Saves: the app's save code on chromium's IndexedDB (bench/saves.ts with bench/pages/saves.html): the autosave
//    write per action, resume from cold and a full replay of a 500-action game; rewrites the section between
//    <!-- bench-saves:start --> and <!-- bench-saves:end -->. A failure is written there and makes the runner exit
//    non-zero.
// 4. Two-phone link: the PeerJS link between two chromium processes over a local PeerServer (bench/net.ts): time to
//    connect and the action round trip; rewrites the section between <!-- bench-net:start --> and
//    <!-- bench-net:end -->. A failure is written there and makes the runner exit non-zero.
// 6. Computer turn (`--ai`, also in the full run): the time of the computer's whole turn on 50 fixed mid-game
//    positions in chromium on the page's main thread under 4x CPU throttling (bench/ai-turn-time.ts), and Hard's
//    first turn of a game on fresh pages, cold and after the app's warm-up (src/ai/warm.ts); rewrites the
//    section between <!-- bench-ai:start --> and <!-- bench-ai:end --> of docs/ai.md.
// 5. Storage (`--storage`, `--old=<commit>`): the disk a 450-action game takes in chromium, save format 1 (an older
//    commit checked out with git worktree) against this tree, side by side (bench/storage.ts); rewrites the section
//    between <!-- bench-storage:start --> and <!-- bench-storage:end -->.
//
// A bench module looks like:
//   import type { BenchResult } from './run.ts';
//   export default async function (): Promise<BenchResult[]> { ... }
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export type BenchResult = {
  name: string;
  value: number;
  unit: string;
  /** Human-readable target, e.g. "< 5 ms". */
  target?: string;
};

type BenchModule = { default?: () => Promise<BenchResult[]> };

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';
const APP_START = '<!-- bench-app:start -->';
const APP_END = '<!-- bench-app:end -->';
const SAVES_START = '<!-- bench-saves:start -->';
const SAVES_END = '<!-- bench-saves:end -->';
const STORAGE_START = '<!-- bench-storage:start -->';
const STORAGE_END = '<!-- bench-storage:end -->';
const NET_START = '<!-- bench-net:start -->';
const AI_START = '<!-- bench-ai:start -->';
const AI_END = '<!-- bench-ai:end -->';
const NET_END = '<!-- bench-net:end -->';

const benchDir = dirname(fileURLToPath(import.meta.url));
const docPath = join(benchDir, '..', 'docs', 'benchmarks.md');

function formatValue(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Number.isInteger(value)) return String(value);
  return Math.abs(value) >= 100 ? value.toFixed(1) : value.toPrecision(4);
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

export function renderSection(
  rows: { file: string; result: BenchResult }[],
  date: Date,
  loadStart = os.loadavg()[0]!,
): string {
  const cpus = os.cpus();
  const cpuModel = cpus[0]?.model.trim() ?? 'unknown CPU';
  const memGiB = (os.totalmem() / 1024 ** 3).toFixed(1);
  const lines = [
    `Run: ${date.toISOString()} · Node ${process.version} · ${os.platform()} ${os.arch()} · ` +
      `${cpuModel} · ${cpus.length} cores · ${memGiB} GiB RAM · load average (1 min) ${loadStart.toFixed(1)} at the start`,
    '',
    '| benchmark | value | unit | target | file |',
    '| --- | ---: | --- | --- | --- |',
    ...rows.map(
      ({ file, result }) =>
        `| ${escapeCell(result.name)} | ${formatValue(result.value)} | ${escapeCell(result.unit)} | ` +
        `${escapeCell(result.target ?? '')} | ${escapeCell(file)} |`,
    ),
  ];
  return lines.join('\n');
}

export function replaceSection(doc: string, section: string, start = START, end = END): string {
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from === -1 || to === -1 || to < from) {
    throw new Error(`${docPath}: markers ${start} and ${end} are missing or out of order`);
  }
  return `${doc.slice(0, from + start.length)}\n${section}\n${doc.slice(to)}`;
}

/** Rewrites one marked section of docs/benchmarks.md (read just before, replaced atomically). */
function writeSection(section: string, start: string, end: string, path = docPath): void {
  const doc = readFileSync(path, 'utf8');
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, replaceSection(doc, section, start, end));
  renameSync(tmp, path);
}

async function runEngine(summary: string[]): Promise<void> {
  const loadStart = os.loadavg()[0]!;
  const files = readdirSync(benchDir)
    .filter((f) => f.endsWith('.bench.ts'))
    .sort();
  if (files.length === 0) {
    console.log('no benchmarks registered');
    return;
  }

  const rows: { file: string; result: BenchResult }[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(benchDir, file)).href)) as BenchModule;
    if (typeof mod.default !== 'function') {
      throw new Error(`bench/${file}: default export must be an async function returning BenchResult[]`);
    }
    console.log(`▶ ${file}`);
    const results = await mod.default();
    for (const result of results) {
      const target = result.target ? ` (target ${result.target})` : '';
      const line = `${result.name}: ${formatValue(result.value)} ${result.unit}${target}`;
      console.log(`  ${line}`);
      summary.push(line);
      rows.push({ file: `bench/${file}`, result });
    }
  }

  writeSection(renderSection(rows, new Date(), loadStart), START, END);
  console.log(`wrote ${rows.length} results to docs/benchmarks.md`);
}

// ---------------------------------------------------------------------------------------------------------------
// App

function osName(): string {
  try {
    const m = /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(readFileSync('/etc/os-release', 'utf8'));
    if (m?.[1]) return `${m[1]} (${os.platform()} ${os.release()} ${os.arch()})`;
  } catch {
    // not Linux
  }
  return `${os.type()} ${os.release()} ${os.arch()}`;
}

function gitCommit(): string {
  try {
    const git = (...args: string[]): string =>
      execFileSync('git', args, { cwd: benchDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
    return `commit ${git('rev-parse', '--short', 'HEAD')}${dirty ? ' plus the work tree\'s uncommitted changes' : ''}`;
  } catch {
    return 'commit unknown';
  }
}

function machineLine(date: Date, chromium: string, loadStart: number, seconds: number): string {
  const cpus = os.cpus();
  const load = (n: number): string => n.toFixed(1);
  const memGiB = (os.totalmem() / 1024 ** 3).toFixed(1);
  return (
    `Run: ${date.toISOString()} · ${gitCommit()} · Node ${process.version} · ${osName()} · ` +
    `${cpus[0]?.model.trim() ?? 'unknown CPU'} · ${cpus.length} cores · ${memGiB} GiB RAM · ` +
    `${chromium} · load average (1 min) ${load(loadStart)} at the start, ${load(os.loadavg()[0]!)} at the end · ` +
    `${Math.round(seconds)} s`
  );
}

const message = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** Runs one part; a failure is logged, noted in the section and in `failures`, and does not stop the others. */
async function part(title: string, sections: string[], failures: string[], fn: () => Promise<string>): Promise<void> {
  try {
    sections.push(await fn());
  } catch (err) {
    console.error(`✘ ${title}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    failures.push(title);
    sections.push(`### ${title}\n\nFailed: ${escapeCell(message(err))}`);
  }
}

async function runApp(summary: string[]): Promise<boolean> {
  const started = Date.now();
  const date = new Date();
  const loadStart = os.loadavg()[0]!;
  const log = (msg: string): void => console.log(`  [${((Date.now() - started) / 1000).toFixed(0)} s] ${msg}`);
  const { buildApp, measureAppSize, sizeMarkdown, kB, FIRST_SCREEN_TARGET_BYTES } = await import('./app-size.ts');
  const { chromiumVersion, lighthouseMarkdown, runLighthouse, startPreview, LH_CATEGORIES, LH_TARGETS } = await import(
    './lighthouse.ts'
  );
  const { measureFrames, framesMarkdown, FRAME_TARGET_MS } = await import('./frames.ts');
  const { measureStartup, startupMarkdown, med, STARTUP_THROTTLE } = await import('./startup.ts');
  const sections: string[] = [];
  const failures: string[] = [];

  console.log('▶ app (build, size, Lighthouse, start-up, board frames)');
  const outDir = mkdtempSync(join(os.tmpdir(), 'pocket44-bench-build-'));
  try {
    let built = false;
    await part('App size', sections, failures, async () => {
      log('vite build into a temporary directory');
      await buildApp(outDir);
      built = true;
      const size = measureAppSize(outDir);
      const met = size.firstScreenGzip < FIRST_SCREEN_TARGET_BYTES;
      summary.push(
        `first screen JS + CSS: ${kB(size.firstScreenGzip)} kB gzip -9 (target < ${kB(FIRST_SCREEN_TARGET_BYTES)} kB: ` +
          `${met ? 'met' : 'NOT met'})`,
        `precache: ${size.precache.length} files, ${kB(size.precacheBytes)} kB`,
      );
      return sizeMarkdown(size);
    });
    await part('Lighthouse', sections, failures, async () => {
      if (!built || !existsSync(join(outDir, 'index.html'))) throw new Error('no build to audit (the build failed)');
      const server = await startPreview(outDir);
      try {
        log(`Lighthouse on ${server.url}`);
        const r = await runLighthouse(server.url, log);
        log(`Lighthouse reports: ${dirname(r.reports[0] ?? '')}`);
        summary.push(
          `Lighthouse median: ${LH_CATEGORIES.map((c) => {
            const t = LH_TARGETS[c];
            const verdict = t === undefined ? '' : ` (>= ${t}: ${r.median[c] >= t ? 'met' : 'NOT met'})`;
            return `${c} ${r.median[c]}${verdict}`;
          }).join(', ')}`,
          r.failing.length === 0
            ? 'Lighthouse: every scored audit passed'
            : `Lighthouse audits not passed: ${r.failing.map((f) => `${f.id} (${f.category})`).join(', ')}`,
        );
        return lighthouseMarkdown(r);
      } finally {
        await server.close();
      }
    });
    await part('Start-up', sections, failures, async () => {
      if (!built || !existsSync(join(outDir, 'index.html'))) throw new Error('no build to start (the build failed)');
      const server = await startPreview(outDir);
      try {
        log(`start-up, ${STARTUP_THROTTLE}x throttled, on ${server.url}`);
        const r = await measureStartup(server.url, 5, log);
        summary.push(
          `start-up main thread (${STARTUP_THROTTLE}x throttle, median of 5): first visit ${med(r.firstVisit.map((x) => x.task)).toFixed(0)} ms, ` +
            `return visit ${med(r.returnVisit.map((x) => x.task)).toFixed(0)} ms`,
        );
        return startupMarkdown(r);
      } finally {
        await server.close();
      }
    });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  await part('Board frames', sections, failures, async () => {
    const r = await measureFrames(log);
    for (const g of r.results) {
      summary.push(
        `frames ${g.viewport} ${g.gesture}: interval p95 ${g.interval.p95.toFixed(1)} ms (60 Hz pacing), ` +
          `work per board frame p95 ${g.work.p95.toFixed(1)} ms (target < ${FRAME_TARGET_MS}: ` +
          `${g.work.p95 < FRAME_TARGET_MS ? 'met' : 'NOT met'}), ${g.frames} frames`,
      );
    }
    return framesMarkdown(r);
  });

  const seconds = (Date.now() - started) / 1000;
  const header = machineLine(date, chromiumVersion(), loadStart, seconds);
  writeSection(`${header}\n\n${sections.join('\n\n')}`, APP_START, APP_END);
  console.log(`wrote the app results to docs/benchmarks.md (${seconds.toFixed(0)} s)`);
  if (failures.length > 0) console.error(`app benchmark parts that failed: ${failures.join(', ')}`);
  return failures.length === 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Saves

async function runSaves(summary: string[]): Promise<boolean> {
  const started = Date.now();
  const date = new Date();
  const loadStart = os.loadavg()[0]!;
  const log = (msg: string): void => console.log(`  [${((Date.now() - started) / 1000).toFixed(0)} s] ${msg}`);
  const { measureSaves, savesMarkdown, APPEND_TARGET_MS, RESUME_TARGET_MS } = await import('./saves.ts');
  const { chromiumVersion } = await import('./lighthouse.ts');
  const sections: string[] = [];
  const failures: string[] = [];
  console.log('▶ saves (autosave writes, resume, replay in chromium)');
  await part('Saves', sections, failures, async () => {
    const r = await measureSaves(log);
    const worst = Math.max(...r.resume.map((x) => x.total));
    summary.push(
      `autosave write per action: median ${r.append.p50.toFixed(1)} ms, p95 ${r.append.p95.toFixed(1)} ms ` +
        `(target median < ${APPEND_TARGET_MS} ms: ${r.append.p50 < APPEND_TARGET_MS ? 'met' : 'NOT met'})`,
      `resume of a ${r.actions}-action game from cold: median ${r.resumeMedian.total.toFixed(1)} ms, worst ` +
        `${worst.toFixed(1)} ms (target < ${RESUME_TARGET_MS} ms: median ${r.resumeMedian.total < RESUME_TARGET_MS ? 'met' : 'NOT met'}, ` +
        `worst run ${worst < RESUME_TARGET_MS ? 'met' : 'NOT met'})`,
      `full replay of ${r.actions} actions without snapshots: median ${r.replayMedian.toFixed(1)} ms`,
    );
    return savesMarkdown(r);
  });
  const seconds = (Date.now() - started) / 1000;
  writeSection(`${machineLine(date, chromiumVersion(), loadStart, seconds)}\n\n${sections.join('\n\n')}`, SAVES_START, SAVES_END);
  console.log(`wrote the saves results to docs/benchmarks.md (${seconds.toFixed(0)} s)`);
  return failures.length === 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Storage: save format 1 against this tree (`--storage`, optionally `--old=<commit>`)

async function runStorage(summary: string[]): Promise<boolean> {
  const started = Date.now();
  const date = new Date();
  const loadStart = os.loadavg()[0]!;
  const log = (msg: string): void => console.log(`  [${((Date.now() - started) / 1000).toFixed(0)} s] ${msg}`);
  const { measureStorage, storageMarkdown, OLD_COMMIT_DEFAULT } = await import('./storage.ts');
  const { chromiumVersion } = await import('./lighthouse.ts');
  const old = process.argv.find((a) => a.startsWith('--old='))?.slice('--old='.length) ?? OLD_COMMIT_DEFAULT;
  const sections: string[] = [];
  const failures: string[] = [];
  console.log(`▶ storage of a saved game in chromium (${old} against this tree)`);
  await part('Storage', sections, failures, async () => {
    const r = await measureStorage(old, log);
    summary.push(`storage of a ${r.actions}-action game: see docs/benchmarks.md "Storage"`);
    return storageMarkdown(r);
  });
  const seconds = (Date.now() - started) / 1000;
  writeSection(`${machineLine(date, chromiumVersion(), loadStart, seconds)}\n\n${sections.join('\n\n')}`, STORAGE_START, STORAGE_END);
  console.log(`wrote the storage results to docs/benchmarks.md (${seconds.toFixed(0)} s)`);
  return failures.length === 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Two-phone link

async function runNet(summary: string[]): Promise<boolean> {
  const started = Date.now();
  const date = new Date();
  const loadStart = os.loadavg()[0]!;
  const log = (msg: string): void => console.log(`  [${((Date.now() - started) / 1000).toFixed(0)} s] ${msg}`);
  const { measureNet, netMarkdown, ROUND_TRIP_TARGET_MS } = await import('./net.ts');
  const { percentile } = await import('./frames.ts');
  const { chromiumVersion } = await import('./lighthouse.ts');
  const sections: string[] = [];
  const failures: string[] = [];
  console.log('▶ two-phone link (PeerJS between two chromiums over a local PeerServer)');
  await part('Two-phone link', sections, failures, async () => {
    const r = await measureNet(log);
    const rt = percentile(r.roundTrip, 0.5);
    summary.push(
      `two-phone connect: median ${percentile(r.connect, 0.5).toFixed(1)} ms over ${r.connect.length} runs`,
      `two-phone action round trip: median ${rt.toFixed(1)} ms, p95 ${percentile(r.roundTrip, 0.95).toFixed(1)} ms ` +
        `(target median < ${ROUND_TRIP_TARGET_MS} ms: ${rt < ROUND_TRIP_TARGET_MS ? 'met' : 'NOT met'})`,
    );
    return netMarkdown(r);
  });
  const seconds = (Date.now() - started) / 1000;
  writeSection(`${machineLine(date, chromiumVersion(), loadStart, seconds)}\n\n${sections.join('\n\n')}`, NET_START, NET_END);
  console.log(`wrote the two-phone link results to docs/benchmarks.md (${seconds.toFixed(0)} s)`);
  return failures.length === 0;
}

// ---------------------------------------------------------------------------------------------------------------
// The computer's turn time (bench/ai-turn-time.ts), written to docs/ai.md

async function runAi(summary: string[]): Promise<boolean> {
  const started = Date.now();
  const date = new Date();
  const loadStart = os.loadavg()[0]!;
  const log = (msg: string): void => console.log(`  [${((Date.now() - started) / 1000).toFixed(0)} s] ${msg}`);
  const { measureAiTurns, aiTurnMarkdown, measureFirstTurns, firstTurnMarkdown } = await import('./ai-turn-time.ts');
  const { chromiumVersion } = await import('./lighthouse.ts');
  const sections: string[] = [];
  const failures: string[] = [];
  console.log('▶ computer turn time (chromium, main thread, 4x CPU throttling)');
  await part('Time per computer turn', sections, failures, async () => {
    const r = await measureAiTurns(['normal', 'hard'], undefined, log);
    for (const l of r) summary.push(`computer turn ${l.level}: p50 ${l.p50.toFixed(0)} ms, p95 ${l.p95.toFixed(0)} ms, max ${l.max.toFixed(0)} ms (4x throttled)`);
    return aiTurnMarkdown(r);
  });
  await part('The first computer turn, cold and warmed', sections, failures, async () => {
    const r = await measureFirstTurns('hard', undefined, log);
    const { percentile } = await import('./frames.ts');
    const med = (xs: number[]) => percentile(xs, 0.5);
    summary.push(`first hard turn: median ${med(r.filter((t) => !t.warmed).map((t) => t.ms)).toFixed(0)} ms cold, ${med(r.filter((t) => t.warmed).map((t) => t.ms)).toFixed(0)} ms warmed (4x throttled)`);
    return firstTurnMarkdown('hard', r);
  });
  const seconds = (Date.now() - started) / 1000;
  writeSection(`${machineLine(date, chromiumVersion(), loadStart, seconds)}\n\n${sections.join('\n\n')}`, AI_START, AI_END, join(benchDir, '..', 'docs', 'ai.md'));
  console.log(`wrote the computer turn times to docs/ai.md (${seconds.toFixed(0)} s)`);
  return failures.length === 0;
}

async function main(): Promise<void> {
  const appOnly = process.argv.includes('--app');
  const savesOnly = process.argv.includes('--saves');
  const netOnly = process.argv.includes('--net');
  const storageOnly = process.argv.includes('--storage');
  const engineOnly = process.argv.includes('--engine');
  const aiOnly = process.argv.includes('--ai');
  const summary: string[] = [];
  const started = Date.now();
  if (engineOnly) {
    await runEngine(summary);
    return;
  }
  const all = !appOnly && !savesOnly && !netOnly && !storageOnly && !aiOnly;
  if (all) await runEngine(summary);
  let ok = all || appOnly ? await runApp(summary) : true;
  if (all || savesOnly) ok = (await runSaves(summary)) && ok;
  if (all || netOnly) ok = (await runNet(summary)) && ok;
  if (storageOnly) ok = (await runStorage(summary)) && ok;
  if (all || aiOnly) ok = (await runAi(summary)) && ok;
  console.log(`\nsummary (${((Date.now() - started) / 1000).toFixed(0)} s):`);
  for (const line of summary) console.log(`  ${line}`);
  if (!ok) process.exitCode = 1;
}

// Run only when executed directly (bench modules import the BenchResult type from here).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
