/**
 * Computer turn benchmark (issue 18 acceptance; run by bench/run.ts, `npm run bench` or `npm run bench -- --ai`, or
 * alone: `npx tsx bench/ai-turn-time.ts [--positions 50] [--levels normal,hard]`): the time of the computer's whole
 * turn on 50 fixed mid-game positions (bench/pages/ai.ts), in chromium, on the page's main thread, the CPU throttled
 * 4x through the DevTools protocol (Emulation.setCPUThrottlingRate: a phone-class core; throttling does not slow
 * Workers, so the page's own thread is measured). Targets per turn: Normal p95 <= 0.2 s; Hard p95 <= 1.5 s and never
 * over 3 s. The work is counted in applied actions (src/ai/decide.ts LEVELS budgets), never timed: the same
 * positions give the same decisions on any machine; only the time varies with the machine and its load.
 */
import os from 'node:os';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { CHROMIUM_FLAGS, findChromium, freePort, repoRoot } from './lighthouse.ts';
import { percentile } from './frames.ts';
import type { TurnRun } from './pages/ai.ts';
import { baselineDecide, type AiLevel } from '../src/ai';
import { actor, applyAction, newGame, playerView, type GameState, type PlayerView } from '../src/engine';
import { BUILTIN_SCENARIOS } from '../src/scenario/builtin';
import { WARM_CHUNK } from '../src/ui/game/aiClient';
import { WARM_CHUNKS } from '../src/ui/game/computer';

const PAGE = '/bench/pages/ai.html';
export const POSITIONS = 50;
export const THROTTLE = 4;
export const TARGETS: Partial<Record<AiLevel, { p95: number; max?: number }>> = {
  normal: { p95: 200 },
  hard: { p95: 1500, max: 3000 },
};

export interface LevelReport {
  level: AiLevel;
  turns: TurnRun[];
  p50: number;
  p95: number;
  max: number;
  maxDecision: number;
  decisions: number;
  /** Applied actions per turn, p50 / p95 / max (deterministic). */
  nodesP50: number;
  nodesP95: number;
  nodesMax: number;
  /** Applied actions per second in this run (all the turns' work over all their time): the calibration. */
  rate: number;
  /** The slow turns' rate: applied actions per second, 5th percentile over the turns of 100 actions or more. */
  rateLow: number;
  /** 1-minute load average before and after this level's runs. */
  load: [number, number];
}

/**
 * The bench page's Vite server and a headless chromium for `fn`. `open(fresh)` loads the page until its module is
 * ready, in a browser context of its own when `fresh` (no code compiled before it: the first-turn measure); `close`
 * ends that page (and its context).
 */
async function withAiPage<T>(fn: (open: (fresh?: boolean) => Promise<{ page: Page; close: () => Promise<void> }>) => Promise<T>): Promise<T> {
  const port = await freePort();
  let server: ViteDevServer | null = null;
  let browser: Browser | null = null;
  try {
    server = await createServer({ root: repoRoot, logLevel: 'warn', server: { host: '127.0.0.1', port, strictPort: true, hmr: false, watch: null } });
    await server.listen();
    const b = await chromium.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_FLAGS });
    browser = b;
    return await fn(async (fresh = false) => {
      const ctx = fresh ? await b.newContext() : null;
      const page = ctx ? await ctx.newPage() : await b.newPage();
      page.on('pageerror', (e) => console.error(`  ai page: ${String(e)}`));
      await page.goto(`http://127.0.0.1:${port}${PAGE}`);
      await page.waitForSelector('body[data-ready]', { state: 'attached', timeout: 120_000 });
      return { page, close: () => (ctx ? ctx.close() : page.close()) };
    });
  } finally {
    if (browser) await browser.close().catch(() => {});
    if (server) await server.close().catch(() => {});
  }
}

export async function measureAiTurns(levels: readonly AiLevel[] = ['normal', 'hard'], count = POSITIONS, log: (m: string) => void = () => {}): Promise<LevelReport[]> {
  return withAiPage(async (open) => {
    const { page } = await open();
    const n = await page.evaluate((c) => window.__ai.positions(c), count);
    log(`${n} positions built`);
    const cdp = await page.context().newCDPSession(page);
    // One untimed turn first, so the timed ones run on optimised code.
    await page.evaluate(() => window.__ai.turn(0, 'normal'));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const out: LevelReport[] = [];
    for (const level of levels) {
      const load0 = os.loadavg()[0]!;
      const turns: TurnRun[] = [];
      for (let i = 0; i < n; i++) {
        turns.push(await page.evaluate(([k, l]) => window.__ai.turn(k, l), [i, level] as [number, AiLevel]));
        if ((i + 1) % 10 === 0) log(`${level}: ${i + 1}/${n} turns, p95 so far ${percentile(turns.map((t) => t.ms), 0.95).toFixed(0)} ms`);
      }
      const ms = turns.map((t) => t.ms);
      out.push({
        level,
        turns,
        p50: percentile(ms, 0.5),
        p95: percentile(ms, 0.95),
        max: Math.max(...ms),
        maxDecision: Math.max(...turns.map((t) => t.maxDecision)),
        nodesP50: percentile(turns.map((t) => t.nodes), 0.5),
        nodesP95: percentile(turns.map((t) => t.nodes), 0.95),
        nodesMax: Math.max(...turns.map((t) => t.nodes)),
        rateLow: percentile(turns.filter((t) => t.nodes >= 100).map((t) => (1000 * t.nodes) / Math.max(1, t.ms)), 0.05),
        rate: (1000 * turns.reduce((a, t) => a + t.nodes, 0)) / Math.max(1, turns.reduce((a, t) => a + t.ms, 0)),
        decisions: turns.reduce((a, t) => a + t.decisions, 0),
        load: [load0, os.loadavg()[0]!],
      });
    }
    return out;
  });
}

/** Battles whose first computer turn is timed cold and warmed (the first built-in battles, in their order). */
export const FIRST_BATTLES = 6;

export interface FirstTurn {
  battle: string;
  /** Applied actions of the warm-up before the turn (0: cold). */
  warmed: number;
  /** The first computer turn, ms (4x throttled). */
  ms: number;
  /** The warm-up's own time, ms (the Worker's, during the human's turn). */
  warmMs: number;
  nodes: number;
}

/**
 * The computer's first turn of a game on cold code (a fresh page, as the app's Worker is at a game's start) and after
 * the warm-up the app asks during the human's first turn (src/ai/warm.ts; WARM_CHUNKS pieces of WARM_CHUNK applied
 * actions). The start states are built here in Node, so the page has run no engine code before the timed turn; each
 * battle on two fresh pages, cold and warmed, their order alternating from battle to battle. The game: the built-in
 * battle, seed `first/<i>`, the side moving first played by the random baseline for its first turn, the other side
 * the computer.
 */
export async function measureFirstTurns(level: AiLevel = 'hard', battles = FIRST_BATTLES, log: (m: string) => void = () => {}): Promise<FirstTurn[]> {
  const games: { battle: string; start: GameState; warmView: PlayerView }[] = [];
  for (let b = 0; b < battles; b++) {
    const sc = BUILTIN_SCENARIOS[b % BUILTIN_SCENARIOS.length]!;
    let st = newGame(sc, { seed: `first/${b}` });
    const computer = st.turn.side === 'allies' ? 'axis' : 'allies';
    const warmView = playerView(st, computer);
    for (let n = 0; n < 500 && !st.winner && !(st.turn.side === computer && st.turn.stage === 'play' && !st.pending.length); n++) {
      const r = applyAction(st, baselineDecide(playerView(st, actor(st)!), 'random', `first/${b}/${n}`));
      if (!r.ok) throw new Error(r.error.message);
      st = r.state;
    }
    if (!st.winner) games.push({ battle: sc.id, start: JSON.parse(JSON.stringify(st)) as GameState, warmView: JSON.parse(JSON.stringify(warmView)) as PlayerView });
  }
  const chunks = WARM_CHUNKS[level];
  return withAiPage(async (open) => {
    // One page load untimed first, so that Vite has transformed every module before the timed pages.
    await (await open()).close();
    const out: FirstTurn[] = [];
    for (const [i, g] of games.entries()) {
      const modes = i % 2 === 0 ? [0, chunks] : [chunks, 0];
      for (const w of modes) {
        const { page, close } = await open(true);
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
        const r = await page.evaluate(([start, l, view, k, c]) => window.__ai.first(start, l, view, k, c), [g.start, level, g.warmView, w, WARM_CHUNK] as [GameState, AiLevel, PlayerView, number, number]);
        out.push({ battle: g.battle, ...r });
        await close();
        log(`${g.battle}: first ${level} turn ${w ? `after ${r.warmed} applied actions of warm-up (${r.warmMs.toFixed(0)} ms)` : 'cold'}: ${r.ms.toFixed(0)} ms`);
      }
    }
    return out;
  });
}

const s = (ms: number): string => (ms / 1000).toFixed(2);

export function firstTurnMarkdown(level: AiLevel, turns: readonly FirstTurn[]): string {
  const cold = turns.filter((t) => !t.warmed);
  const warm = turns.filter((t) => t.warmed);
  const rows = cold.map((c) => {
    const w = warm.find((x) => x.battle === c.battle)!;
    return `| ${c.battle} | ${s(c.ms)} s | ${s(w.ms)} s | ${w.warmed} in ${s(w.warmMs)} s | ${c.nodes === w.nodes ? 'yes' : '**no**'} |`;
  });
  const med = (xs: number[]): number => percentile(xs, 0.5);
  return [
    `### The first computer turn of a game, cold and warmed (chromium, 4x throttled, ${level})`,
    '',
    'Each battle on two fresh pages (cold code, as the Worker at a game\'s start): the computer\'s first turn alone, and after the warm-up the app asks during the human\'s first turn (src/ai/warm.ts; in the app it runs in the Worker while the human plays, so its time is not waited for).',
    '',
    '| battle | first turn, cold | first turn, warmed | warm-up (applied actions, time) | same work |',
    '| --- | ---: | ---: | --- | --- |',
    ...rows,
    '',
    `Median first turn: ${s(med(cold.map((t) => t.ms)))} s cold, ${s(med(warm.map((t) => t.ms)))} s warmed; slowest ${s(Math.max(...cold.map((t) => t.ms)))} s against ${s(Math.max(...warm.map((t) => t.ms)))} s.`,
  ].join('\n');
}

export function aiTurnMarkdown(reports: readonly LevelReport[]): string {
  const rows = reports.map((r) => {
    const t = TARGETS[r.level];
    const met = !t ? '' : r.p95 <= t.p95 && (t.max === undefined || r.max <= t.max) ? 'yes' : '**no**';
    const target = !t ? '' : `p95 <= ${s(t.p95)} s${t.max ? `, max <= ${s(t.max)} s` : ''}`;
    return `| ${r.level} | ${r.turns.length} | ${s(r.p50)} s | ${s(r.p95)} s | ${s(r.max)} s | ${s(r.maxDecision)} s | ${(r.decisions / r.turns.length).toFixed(1)} | ${Math.round(r.nodesP50)} / ${Math.round(r.nodesP95)} / ${Math.round(r.nodesMax)} | ${target} | ${met} | ${r.load[0].toFixed(1)} / ${r.load[1].toFixed(1)} |`;
  });
  // Calibration: the work that fits each target at this run's rate (applied actions per second, this machine, this load).
  const calib = reports.map((r) => {
    const t = TARGETS[r.level];
    const fit = t ? ` · fits p95 ${s(t.p95)} s: ${Math.round((r.rate * t.p95) / 1000)} applied actions per turn at p95${t.max ? `, max ${s(t.max)} s: ${Math.round((r.rateLow * t.max) / 1000)} at the slow turns' rate` : ''}` : '';
    return `- ${r.level}: ${Math.round(r.rate)} applied actions per second overall, ${Math.round(r.rateLow)} in the slow turns (5th percentile)${fit}`;
  });
  return [
    '### Time per computer turn (chromium, main thread, CPU throttled 4x)',
    '',
    `${reports[0]?.turns.length ?? 0} fixed mid-game positions (bench/pages/ai.ts: random games of the built-in battles, the first turn start past each game's middle); the computer plays its whole turn, one \`decide\` per action; the time is the sum of its decisions.`,
    '',
    '| level | turns | p50 | p95 | max | slowest decision | decisions per turn | applied actions per turn p50 / p95 / max | target | met? | load (1 min) before / after |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | --- |',
    ...rows,
    '',
    'Calibration, measured in the same run (chromium, 4x throttle, this machine at the load shown): applied actions per second per level, and the work per turn that would fit the time targets at that rate.',
    '',
    ...calib,
  ].join('\n');
}

// Alone: `npx tsx bench/ai-turn-time.ts [--positions 50] [--levels normal,hard]` prints the table;
// `npx tsx bench/ai-turn-time.ts --first [--battles 6]` only the first turns, cold and warmed.
if (process.argv[1]?.endsWith('ai-turn-time.ts')) {
  const arg = (name: string, d: string): string => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1]! : d;
  };
  const started = Date.now();
  const log = (m: string) => console.log(`  [${((Date.now() - started) / 1000).toFixed(0)} s] ${m}`);
  if (process.argv.includes('--first')) console.log(firstTurnMarkdown('hard', await measureFirstTurns('hard', Number(arg('battles', String(FIRST_BATTLES))), log)));
  else console.log(aiTurnMarkdown(await measureAiTurns(arg('levels', 'normal,hard').split(',') as AiLevel[], Number(arg('positions', String(POSITIONS))), log)));
}
