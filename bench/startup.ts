/**
 * Start-up benchmark (issue 15 scope 5: "start-up main-thread time under 4x throttle"): the built app's home page
 * opened in chromium with the CPU throttled 4x through the DevTools protocol (Emulation.setCPUThrottlingRate, a
 * phone-class core), measured from chromium's own counters (Performance.getMetrics: TaskDuration, ScriptDuration,
 * LayoutDuration, RecalcStyleDuration are the page's main-thread time, cumulated since the document began), so no
 * code of the app is timed by the app. Two kinds of start, each `runs` times:
 * - first visit: a fresh browser profile (nothing cached, no service worker yet);
 * - return visit: the same profile opened again after the service worker took control (what a player sees every
 *   day, offline or not).
 * A start is over when the home's buttons are on screen and the main thread has then been idle for 1 s (its task
 * time grew by under 1 ms in the last second), so work the home does just after showing counts too.
 * Run by bench/run.ts in the app part, or alone on any checkout (for a before/after on an older commit):
 *   npx tsx bench/startup.ts [--root <checkout>] [--runs 5]
 * (the checkout needs its node_modules; its own vite.config.ts builds it).
 */
import os from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type CDPSession } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium, freePort } from './lighthouse.ts';
import { percentile } from './frames.ts';

export const STARTUP_THROTTLE = 4;
/** What shows that the home is up: its row of actions (the same on every version of the home since issue 15 began). */
const HOME_READY = 'nav.home-actions button';

export interface StartRun {
  /** Main-thread task time from the document's start until settled, ms (throttled). */
  task: number;
  /** Of which script evaluation and V8 compilation, ms. */
  script: number;
  /** Of which layout and style recalculation, ms. */
  layout: number;
  /** Of which chromium's other work (parsing, painting, rasterising in software, loading), ms. */
  other: number;
  /** Wall time from navigation to the home's buttons on screen, ms (throttled). */
  homeShown: number;
}

export interface StartupReport {
  firstVisit: StartRun[];
  returnVisit: StartRun[];
  load: [number, number];
}

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

/** Opens `url` in a new page of `ctx`, throttled, and measures one start. */
async function oneStart(ctx: BrowserContext, url: string): Promise<StartRun> {
  const page = await ctx.newPage();
  try {
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: STARTUP_THROTTLE });
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    const t0 = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForSelector(HOME_READY, { state: 'visible', timeout: 120_000 });
    const homeShown = Date.now() - t0;
    // Settled: the main thread's task time grew by under 1 ms over the last second (at most 30 s).
    let m = await metrics(cdp);
    for (let i = 0; i < 30; i++) {
      await page.waitForTimeout(1000);
      const next = await metrics(cdp);
      const grew = ((next.TaskDuration ?? 0) - (m.TaskDuration ?? 0)) * 1000;
      m = next;
      if (grew < 1) break;
    }
    return {
      // The DevTools commands are this benchmark's own (the metrics polls): not the app's.
      task: ((m.TaskDuration ?? 0) - (m.DevToolsCommandDuration ?? 0)) * 1000,
      script: ((m.ScriptDuration ?? 0) + (m.V8CompileDuration ?? 0)) * 1000,
      other: (m.TaskOtherDuration ?? 0) * 1000,
      layout: ((m.LayoutDuration ?? 0) + (m.RecalcStyleDuration ?? 0)) * 1000,
      homeShown,
    };
  } finally {
    await page.close();
  }
}

/** `runs` first visits (each in a fresh profile) and `runs` return visits (one profile, service worker in control). */
export async function measureStartup(url: string, runs = 5, log: (m: string) => void = () => {}): Promise<StartupReport> {
  const load0 = os.loadavg()[0]!;
  const firstVisit: StartRun[] = [];
  const returnVisit: StartRun[] = [];
  for (let i = 0; i < runs; i++) {
    const dir = mkdtempSync(join(os.tmpdir(), 'pocket44-startup-'));
    try {
      const ctx = await chromium.launchPersistentContext(dir, {
        executablePath: findChromium(),
        headless: true,
        args: CHROMIUM_FLAGS,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      });
      try {
        const first = await oneStart(ctx, url);
        firstVisit.push(first);
        // The service worker installs and takes control on the first visit (clientsClaim); wait for it.
        const sw = await ctx.newPage();
        await sw.goto(url);
        await sw.evaluate(() => navigator.serviceWorker.ready.then(() => true));
        await sw.reload();
        const controlled = await sw.evaluate(() => navigator.serviceWorker.controller !== null);
        await sw.close();
        if (!controlled) throw new Error('the service worker did not take control of the page');
        const again = await oneStart(ctx, url);
        returnVisit.push(again);
        log(
          `start ${i + 1}/${runs}: first visit ${first.task.toFixed(0)} ms of main thread (home at ${first.homeShown} ms), ` +
            `return visit ${again.task.toFixed(0)} ms (home at ${again.homeShown} ms)`,
        );
      } finally {
        await ctx.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return { firstVisit, returnVisit, load: [load0, os.loadavg()[0]!] };
}

/** The median of a list of runs' values (percentile sorts its own copy). */
export const med = (xs: readonly number[]): number => percentile(xs, 0.5);

export function startupMarkdown(r: StartupReport): string {
  const row = (name: string, runs: readonly StartRun[]): string =>
    `| ${name} | ${runs.length} | **${med(runs.map((x) => x.task)).toFixed(0)}** | ${runs.map((x) => x.task.toFixed(0)).join(', ')} | ` +
    `${med(runs.map((x) => x.script)).toFixed(0)} | ${med(runs.map((x) => x.layout)).toFixed(0)} | ${med(runs.map((x) => x.other)).toFixed(0)} | ${med(runs.map((x) => x.homeShown)).toFixed(0)} |`;
  return [
    `The built app's home page on a 390x844 phone screen (DPR 2), chromium with the CPU throttled ${STARTUP_THROTTLE}x, ` +
      `measured by chromium's own counters (Performance.getMetrics) from the document's start until the home's buttons ` +
      `are on screen and the main thread has been idle for a second. Load average (1 min) ${r.load[0].toFixed(1)} at ` +
      `the start, ${r.load[1].toFixed(1)} at the end.`,
    '',
    '| start | runs | main thread, median ms | each run, ms | of which script, median ms | layout and style, median ms | other (parse, paint, raster), median ms | home on screen after, median ms |',
    '| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: |',
    row('first visit (fresh profile)', r.firstVisit),
    row('return visit (service worker in control)', r.returnVisit),
  ].join('\n');
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const args = process.argv.slice(2);
  const at = (flag: string): string | undefined => {
    const i = args.indexOf(flag);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const root = resolve(at('--root') ?? '.');
  const runs = Number(at('--runs') ?? 5);
  const { build, preview } = await import('vite');
  const outDir = mkdtempSync(join(os.tmpdir(), 'pocket44-startup-build-'));
  try {
    await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    const server = await preview({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port: await freePort(), strictPort: true, open: false } });
    try {
      const url = server.resolvedUrls?.local[0] ?? '';
      if (!url) throw new Error('vite preview gave no URL');
      const r = await measureStartup(url, runs, (m) => console.log(`  ${m}`));
      console.log(`\n${root}\n${startupMarkdown(r)}`);
    } finally {
      await server.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
