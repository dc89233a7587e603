/**
 * Storage benchmark (`npm run bench -- --storage`, bench/run.ts): how much disk a 450-action game takes in chromium,
 * for this tree's save code and for an older commit's, side by side in one run (docs/benchmarks.md, "Storage").
 *
 * For each tree: its own Vite dev server (the older commit is checked out with `git worktree` in a temporary
 * directory, using this tree's node_modules), a newly made chromium profile on disk, bench/pages/saves.html's
 * record(450) (SaveStore.create, then 450 SaveStore.append, one strict transaction each, as the app saves), then
 * navigator.storage.estimate() (IndexedDB usage) and the size of the profile's IndexedDB directory on disk, right
 * after the writes and again after chromium is restarted on the same profile (LevelDB compacts its log then).
 * Each tree is measured RUNS times, alternating, every run on a fresh profile.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { CHROMIUM_FLAGS, findChromium, freePort, repoRoot } from './lighthouse.ts';

const PAGE = '/bench/pages/saves.html';
export const STORAGE_ACTIONS = 450;
const RUNS = 3;
/** The last commit of save format 1 (before the setup moved to its own store): what "before" measures by default. */
export const OLD_COMMIT_DEFAULT = '34bb4c9';

export interface StorageRun {
  /** navigator.storage.estimate(): IndexedDB usage (usageDetails.indexedDB, else usage), bytes. */
  estimate: number;
  /** Bytes of the profile's IndexedDB directory on disk. */
  disk: number;
  /** The same two after chromium is restarted on the profile. */
  estimateAfterRestart: number;
  diskAfterRestart: number;
}

export interface StorageReport {
  actions: number;
  old: { commit: string; runs: StorageRun[] };
  current: { commit: string; runs: StorageRun[] };
}

function dirBytes(dir: string): number {
  if (!existsSync(dir)) return 0;
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    total += e.isDirectory() ? dirBytes(p) : statSync(p).size;
  }
  return total;
}

async function openPage(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`  storage page: ${String(e)}`));
  await page.goto(url, { timeout: 120_000 });
  await page.waitForSelector('body[data-ready]', { state: 'attached', timeout: 120_000 });
  return page;
}

const estimate = (page: Page): Promise<number> =>
  page.evaluate(async () => {
    const e = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: { indexedDB?: number } };
    return e.usageDetails?.indexedDB ?? e.usage ?? 0;
  });

async function serve(root: string, cacheDir: string): Promise<{ server: ViteDevServer; url: string }> {
  const port = await freePort();
  const server = await createServer({
    root,
    cacheDir,
    logLevel: 'warn',
    server: { host: '127.0.0.1', port, strictPort: true, hmr: false, watch: null, fs: { allow: [root, repoRoot] } },
  });
  await server.listen();
  return { server, url: `http://127.0.0.1:${port}${PAGE}` };
}

async function measureOne(url: string, log: (m: string) => void, what: string): Promise<StorageRun> {
  const profile = mkdtempSync(join(tmpdir(), 'pocket44-bench-storage-'));
  const idbDir = join(profile, 'Default', 'IndexedDB');
  const start = (): Promise<BrowserContext> =>
    chromium.launchPersistentContext(profile, { executablePath: findChromium(), headless: true, args: CHROMIUM_FLAGS });
  let context: BrowserContext | null = null;
  try {
    context = await start();
    let page = await openPage(context, url);
    await page.evaluate((n) => window.__saves!.record(n), STORAGE_ACTIONS);
    const run: StorageRun = { estimate: await estimate(page), disk: dirBytes(idbDir), estimateAfterRestart: 0, diskAfterRestart: 0 };
    await context.close();
    context = await start();
    page = await openPage(context, url);
    // The database opened and read (as a Continue would), so chromium's quota manager counts it again.
    const games = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('pocket44-bench');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const req = open.result.transaction('steps').objectStore('steps').count();
            req.onsuccess = () => {
              open.result.close();
              resolve(req.result);
            };
            req.onerror = () => reject(req.error);
          };
        }),
    );
    if (games !== STORAGE_ACTIONS) throw new Error(`after the restart the database holds ${games} steps, not ${STORAGE_ACTIONS}`);
    run.estimateAfterRestart = await estimate(page);
    await context.close();
    context = null;
    run.diskAfterRestart = dirBytes(idbDir);
    log(`${what}: estimate ${kb(run.estimate)}, disk ${kb(run.disk)}; after a restart ${kb(run.estimateAfterRestart)}, ${kb(run.diskAfterRestart)}`);
    return run;
  } finally {
    if (context) await context.close().catch(() => {});
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  }
}

const kb = (b: number): string => `${(b / 1024).toFixed(0)} KiB`;

export async function measureStorage(oldCommit: string, log: (m: string) => void = () => {}): Promise<StorageReport> {
  const git = (...args: string[]): string => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  const oldSha = git('rev-parse', '--short', `${oldCommit}^{commit}`);
  const current = git('rev-parse', '--short', 'HEAD') + (git('status', '--porcelain', '--untracked-files=no') ? ' (with changes)' : '');
  const oldDir = mkdtempSync(join(tmpdir(), 'pocket44-bench-old-'));
  const servers: ViteDevServer[] = [];
  try {
    git('worktree', 'add', '--detach', oldDir, oldSha);
    symlinkSync(join(repoRoot, 'node_modules'), join(oldDir, 'node_modules'));
    const oldServer = await serve(oldDir, join(oldDir, '.vite-cache'));
    servers.push(oldServer.server);
    const newServer = await serve(repoRoot, join(tmpdir(), `pocket44-bench-storage-vite-${process.pid}`));
    servers.push(newServer.server);
    const report: StorageReport = { actions: STORAGE_ACTIONS, old: { commit: oldSha, runs: [] }, current: { commit: current, runs: [] } };
    for (let k = 0; k < RUNS; k++) {
      report.old.runs.push(await measureOne(oldServer.url, log, `run ${k + 1}/${RUNS}, ${oldSha}`));
      report.current.runs.push(await measureOne(newServer.url, log, `run ${k + 1}/${RUNS}, ${current}`));
    }
    return report;
  } finally {
    for (const s of servers) await s.close().catch(() => {});
    try {
      git('worktree', 'remove', '--force', oldDir);
    } catch {
      rmSync(oldDir, { recursive: true, force: true });
      git('worktree', 'prune');
    }
  }
}

const median = (xs: number[]): number => {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/** The markdown for docs/benchmarks.md. */
export function storageMarkdown(r: StorageReport): string {
  const row = (label: string, runs: StorageRun[]): string => {
    const m = (f: (x: StorageRun) => number) => median(runs.map(f));
    return `| ${label} | ${kb(m((x) => x.estimate))} | ${kb(m((x) => x.disk))} | ${kb(m((x) => x.estimateAfterRestart))} | ${kb(m((x) => x.diskAfterRestart))} | ${(m((x) => x.estimateAfterRestart) / r.actions / 1024).toFixed(1)} KiB |`;
  };
  return [
    '### Storage',
    '',
    `A seeded ${r.actions}-action game of Sword Beach saved action by action by the app's code (bench/pages/saves.html ` +
      `record(${r.actions}): SaveStore.create, then one strict transaction per action), in chromium on a new profile ` +
      `on disk, for save format 1 (commit ${r.old.commit}, checked out beside this tree) and this tree ` +
      `(${r.current.commit}), side by side in one run, ${r.old.runs.length} runs each (medians). "estimate": ` +
      "navigator.storage.estimate()'s IndexedDB usage; \"disk\": the profile's IndexedDB directory.",
    '',
    '| code | estimate after the writes | disk after the writes | estimate after a chromium restart | disk after a restart | per action (estimate after restart) |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    row(`save format 1 (${r.old.commit})`, r.old.runs),
    row(`save format 2 (${r.current.commit})`, r.current.runs),
  ].join('\n');
}
