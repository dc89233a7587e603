/**
 * Lighthouse benchmark (run by bench/run.ts): five Lighthouse runs against the built app's home page on
 * `vite preview`, with Lighthouse's default config (mobile form factor, simulated throttling), each in a fresh
 * chromium (Debian's /usr/bin/chromium, headless, no GPU) on a fresh profile. We keep every run's category scores,
 * their median, and the audits that did not pass, so whoever reads docs/benchmarks.md knows what to fix.
 *
 * Also the helpers the app benchmarks share: where the repo and chromium are, chromium's flags, a free port and
 * the preview server.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/lib/chromium/chromium'];

/** Path of Debian's chromium (as tests/browser/chromium.mjs finds it); throws with the fix when there is none. */
export function findChromium(): string {
  const found = CHROMIUM_CANDIDATES.find((p) => existsSync(p));
  if (!found) {
    const looked = CHROMIUM_CANDIDATES.join(', ');
    throw new Error(`chromium not found (looked for ${looked}): run bash scripts/ensure-chromium.sh`);
  }
  return found;
}

/** E.g. "Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)", or "unknown" if it cannot say. */
export function chromiumVersion(): string {
  try {
    const out = execFileSync(findChromium(), ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return out.trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Flags for every chromium the benchmarks start: no sandbox (root in a container), no GPU, no background noise. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--mute-audio',
];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** `vite preview` of a build in `outDir` on a free port; resolves with its URL and a way to stop it. */
export async function startPreview(outDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  const server = await preview({
    root: repoRoot,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

// ---------------------------------------------------------------------------------------------------------------
// Lighthouse

export const LH_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LhCategory = (typeof LH_CATEGORIES)[number];
/** Issue 15: the median of five runs. */
const RUNS = 5;
/** Lighthouse shows an audit as passed from 0.9 up. */
const PASS = 0.9;
/** Audits that are not pass/fail: never listed as failing. */
const NOT_SCORED = new Set(['informative', 'notApplicable', 'manual']);

export interface FailingAudit {
  category: LhCategory;
  id: string;
  title: string;
  /** 0-100, or null when the audit itself errored. */
  score: number | null;
  displayValue?: string;
  /** In how many of the runs it did not pass. */
  runs: number;
}

export interface LighthouseReport {
  lighthouseVersion: string;
  url: string;
  formFactor: string;
  throttlingMethod: string;
  /** Lighthouse's measure of this machine's speed (a typical desktop is ~1000+). */
  benchmarkIndex: number | null;
  /** Scores 0-100 per category, one per run, in run order. */
  runs: Record<LhCategory, number>[];
  median: Record<LhCategory, number>;
  failing: FailingAudit[];
  warnings: string[];
  /** Where each run's JSON report was saved. */
  reports: string[];
}

interface LhAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  errorMessage?: string;
}

interface Lhr {
  lighthouseVersion: string;
  configSettings: { formFactor: string; throttlingMethod: string };
  environment?: { benchmarkIndex?: number };
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, LhAudit | undefined>;
}

/** Starts a headless chromium with a DevTools port (its own process group and profile). */
async function startChromium(): Promise<{ port: number; stop: () => void }> {
  const profile = mkdtempSync(join(tmpdir(), 'pocket44-lh-'));
  const child: ChildProcess = spawn(
    findChromium(),
    [
      '--headless=new',
      ...CHROMIUM_FLAGS,
      '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows',
      '--disable-background-timer-throttling',
      '--password-store=basic',
      `--user-data-dir=${profile}`,
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const stop = (): void => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    }
    const removeProfile = (): void => rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    if (child.exitCode !== null || child.signalCode !== null) removeProfile();
    else child.once('exit', removeProfile);
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let err = '';
      const timer = setTimeout(() => reject(new Error(`chromium did not open a DevTools port in 20 s:\n${err}`)), 20_000);
      child.stderr!.on('data', (d: Buffer) => {
        err += d.toString();
        const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
        if (m) {
          clearTimeout(timer);
          resolve(Number(m[1]));
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`chromium exited (${signal ?? code}) before opening a DevTools port:\n${err}`));
      });
    });
    child.stderr!.resume();
    return { port, stop };
  } catch (e) {
    stop();
    throw e;
  }
}

function scoresOf(lhr: Lhr): Record<LhCategory, number> {
  const out = {} as Record<LhCategory, number>;
  for (const c of LH_CATEGORIES) {
    const score = lhr.categories[c]?.score;
    out[c] = typeof score === 'number' ? Math.round(score * 100) : Number.NaN;
  }
  return out;
}

function failingOf(lhr: Lhr): Omit<FailingAudit, 'runs'>[] {
  const out: Omit<FailingAudit, 'runs'>[] = [];
  for (const category of LH_CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || NOT_SCORED.has(a.scoreDisplayMode)) continue;
      const errored = a.scoreDisplayMode === 'error';
      if (!errored && (a.score === null || a.score >= PASS)) continue;
      out.push({
        category,
        id: a.id,
        title: a.title,
        score: errored || a.score === null ? null : Math.round(a.score * 100),
        ...(errored && a.errorMessage ? { displayValue: `error: ${a.errorMessage}` } : {}),
        ...(!errored && a.displayValue ? { displayValue: a.displayValue } : {}),
      });
    }
  }
  return out;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Runs Lighthouse `runs` times on `url`; each run in a fresh chromium. */
export async function runLighthouse(
  url: string,
  log: (msg: string) => void = () => {},
  runs = RUNS,
): Promise<LighthouseReport> {
  const { default: lighthouse } = await import('lighthouse');
  // The last benchmark's reports only (each run replaces them).
  const reportDir = join(tmpdir(), 'pocket44-lighthouse');
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  const lhrs: Lhr[] = [];
  const reports: string[] = [];
  for (let i = 0; i < runs; i++) {
    const browser = await startChromium();
    try {
      const result = await lighthouse(url, {
        port: browser.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...LH_CATEGORIES],
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const lhr = result.lhr as unknown as Lhr;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      const file = join(reportDir, `run-${i + 1}.report.json`);
      writeFileSync(file, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
      reports.push(file);
      lhrs.push(lhr);
      const s = scoresOf(lhr);
      log(`lighthouse run ${i + 1}/${runs}: ${LH_CATEGORIES.map((c) => `${c} ${s[c]}`).join(', ')}`);
    } finally {
      browser.stop();
    }
  }

  const perRun = lhrs.map(scoresOf);
  const med = {} as Record<LhCategory, number>;
  for (const c of LH_CATEGORIES) med[c] = median(perRun.map((r) => r[c]));

  // Failing audits over all runs (the last run's score and value shown), in category order.
  const byId = new Map<string, FailingAudit>();
  for (const lhr of lhrs) {
    for (const f of failingOf(lhr)) {
      const seen = byId.get(f.id);
      byId.set(f.id, { ...f, runs: (seen?.runs ?? 0) + 1 });
    }
  }
  const first = lhrs[0]!;
  const warnings = [...new Set(lhrs.flatMap((l) => l.runWarnings))];
  return {
    lighthouseVersion: first.lighthouseVersion,
    url,
    formFactor: first.configSettings.formFactor,
    throttlingMethod: first.configSettings.throttlingMethod,
    benchmarkIndex: first.environment?.benchmarkIndex ?? null,
    runs: perRun,
    median: med,
    failing: [...byId.values()].sort(
      (a, b) =>
        LH_CATEGORIES.indexOf(a.category) - LH_CATEGORIES.indexOf(b.category) ||
        b.runs - a.runs ||
        (a.score ?? -1) - (b.score ?? -1),
    ),
    warnings,
    reports,
  };
}

/** Targets on the median score (SEO is recorded for information). */
export const LH_TARGETS: Partial<Record<LhCategory, number>> = { performance: 95, accessibility: 95, 'best-practices': 95 };

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

/** The markdown for docs/benchmarks.md. */
export function lighthouseMarkdown(r: LighthouseReport): string {
  const lines = [
    '### Lighthouse',
    '',
    `Lighthouse ${r.lighthouseVersion}, default config: form factor ${r.formFactor}, throttling ${r.throttlingMethod}; ` +
      `${r.runs.length} runs against the built app's home page on \`vite preview\`, each in a fresh headless chromium ` +
      `(software rendering, no GPU). Lighthouse's benchmark index of this machine: ${r.benchmarkIndex ?? 'unknown'}.`,
    '',
    '| category | median | runs | target | met |',
    '| --- | ---: | --- | --- | --- |',
    ...LH_CATEGORIES.map((c) => {
      const target = LH_TARGETS[c];
      const met = target === undefined ? '' : r.median[c] >= target ? 'yes' : '**no**';
      const goal = target === undefined ? '(information)' : `>= ${target}`;
      return `| ${c} | ${r.median[c]} | ${r.runs.map((s) => s[c]).join(', ')} | ${goal} | ${met} |`;
    }),
    '',
  ];
  if (r.failing.length === 0) {
    lines.push('Every scored audit passed in every run.');
  } else {
    lines.push(
      `Audits that did not pass (score under ${PASS * 100}) in at least one run; the score and value are from the ` +
        'last run that failed it:',
      '',
      '| category | audit | title | score | value | runs |',
      '| --- | --- | --- | ---: | --- | ---: |',
      ...r.failing.map(
        (f) =>
          `| ${f.category} | \`${f.id}\` | ${cell(f.title)} | ${f.score ?? 'error'} | ${cell(f.displayValue ?? '')} | ` +
          `${f.runs}/${r.runs.length} |`,
      ),
    );
  }
  if (r.warnings.length > 0) lines.push('', 'Lighthouse warnings:', '', ...r.warnings.map((w) => `- ${cell(w)}`));
  return lines.join('\n');
}
