/**
 * Board frame benchmark (run by bench/run.ts): how smoothly BoardView follows a finger, two fingers and a mouse
 * wheel on a full board (Sword Beach, bench/pages/frames.html on the Vite dev server), at a fixed device pixel
 * ratio of 2 on a phone (390x844) and a tablet (1024x1366) viewport.
 *
 * Real input goes through the DevTools protocol (Input.dispatchTouchEvent, Input.dispatchMouseEvent), as the
 * browser would deliver it from a touchscreen or a mouse: a one-finger pan (on a zoomed board, since a fitted
 * board has nowhere to pan), a two-finger pinch in and out, and wheel notches in and out, each for a few seconds.
 * The page records every animation frame meanwhile; per gesture we report the frame-to-frame intervals (p50, p95,
 * max, number of frames) and, because headless chromium paces frames at 60 Hz whatever the page does (so no
 * interval can be under ~16.7 ms here), the main thread's work per frame: from the first animation-frame callback
 * to the end of that frame's rendering update (style, layout, paint, canvas flush), which is what has to fit in a
 * 120 Hz frame (8.3 ms). Chromium here has no GPU: canvas and compositing are software.
 *
 * A second, shorter pass of each gesture records a DevTools trace and splits the time per board frame into the
 * board's JavaScript (BoardView's draw), the canvas flush (Skia rasterising that frame's drawing, in software), the
 * copy of the canvas handed to the compositor, the rest of the main-thread frame, and the compositor's software draw.
 */
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { CHROMIUM_FLAGS, findChromium, freePort, repoRoot } from './lighthouse.ts';
import type { FrameRecord } from './pages/frames.ts';

/** The board as the game shows it: `upright`, so the upright phone's board is turned a quarter (docs/ui.md). */
const PAGE = '/bench/pages/frames.html?upright=right';
const DPR = 2;
/**
 * The phone held upright, the tablet in landscape (issue 15's two sizes) and the tablet upright. `FRAMES_VIEWPORTS`
 * (e.g. "390x844,1180x820") measures only those.
 */
export const FRAME_VIEWPORTS: readonly { width: number; height: number }[] = (
  process.env.FRAMES_VIEWPORTS ?? '390x844,1180x820,1024x1366'
)
  .split(',')
  .map((v) => {
    const [width, height] = v.split('x').map(Number);
    return { width: width!, height: height! };
  });
const GESTURE_MS = 3000;
const WARMUP_MS = 600;
/** Touchscreens sample at 60-120 Hz; we send a touch move every 8 ms and a wheel notch every 16 ms. */
const TOUCH_EVERY_MS = 8;
const WHEEL_EVERY_MS = 16;

export type Gesture = 'pan' | 'pinch' | 'wheel';

export interface Spread {
  p50: number;
  p95: number;
  max: number;
}

export interface GestureFrames {
  viewport: string;
  gesture: Gesture;
  /** Input events sent during the measured span. */
  events: number;
  /** Animation frames during the gesture. */
  frames: number;
  /** Frames in which the board drew (BoardView's animation-frame callback ran). */
  boardFrames: number;
  /** Frame-to-frame intervals (ms), from requestAnimationFrame timestamps. */
  interval: Spread;
  /** Main-thread work per frame (ms): animation-frame callbacks + rendering update, frames where the board drew. */
  work: Spread;
  /** Of which BoardView's draw callback alone (ms), frames where the board drew. */
  draw: Spread;
  /** Smallest and largest zoom shown (scale over the fitted scale): checks the gesture did what it should. */
  zoom: { min: number; max: number };
  /** From the traced pass. */
  breakdown?: FrameBreakdown;
}

/** Milliseconds per board frame, from a DevTools trace of the gesture (see traceBreakdown). */
export interface FrameBreakdown {
  boardFrames: number;
  /** BoardView's animation-frame callbacks: the drawing commands, recorded, not yet rasterised. */
  js: number;
  /** Rasterising the frame's canvas drawing (software Skia), at the frame's layer update. */
  raster: number;
  /** Copying the canvas into a resource for the compositor. */
  canvasCopy: number;
  /** The rest of the main thread's frames (style, layout, paint, commit, input dispatch). */
  otherMain: number;
  /** The display compositor drawing and swapping (software), per board frame. */
  compositor: number;
}

/** Nearest-rank percentile of a non-empty list (p in 0..1). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

export function spread(values: readonly number[]): Spread {
  const max = values.length ? Math.max(...values) : Number.NaN;
  return { p50: percentile(values, 0.5), p95: percentile(values, 0.95), max };
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * Calls `step(elapsedMs)` every `everyMs` for `durationMs` (each step awaited: the browser acknowledges every
 * event, so a busy page receives fewer, as a real one would). Returns the number of steps.
 */
async function paced(durationMs: number, everyMs: number, step: (elapsed: number) => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  let n = 0;
  for (;;) {
    const elapsed = performance.now() - t0;
    if (elapsed >= durationMs) return n;
    await step(elapsed);
    n += 1;
    const wait = t0 + n * everyMs - performance.now();
    if (wait > 0) await sleep(wait);
  }
}

type Point = { x: number; y: number };

function touch(cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', points: Point[]): Promise<unknown> {
  return cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id, radiusX: 4, radiusY: 4, force: 1 })),
  });
}

/** Two fingers about `c`, `d` px from it, on a slanted line. */
function fingers(c: Point, d: number): Point[] {
  const ux = Math.cos(0.35);
  const uy = Math.sin(0.35);
  return [
    { x: c.x - d * ux, y: c.y - d * uy },
    { x: c.x + d * ux, y: c.y + d * uy },
  ];
}

/** A pinch whose finger spread swings between `near` and `far` px every `periodMs`. */
async function pinch(cdp: CDPSession, c: Point, ms: number, near: number, far: number, periodMs: number): Promise<number> {
  const mid = (near + far) / 2;
  const amp = (far - near) / 2;
  await touch(cdp, 'touchStart', fingers(c, near));
  const n = await paced(ms, TOUCH_EVERY_MS, (e) =>
    touch(cdp, 'touchMove', fingers(c, mid - amp * Math.cos((2 * Math.PI * e) / periodMs))),
  );
  await touch(cdp, 'touchEnd', []);
  return n + 2;
}

/** Spreads two fingers from `near` to `far` px in `steps` moves, however long the page takes to take them. */
async function spreadFingers(cdp: CDPSession, c: Point, near: number, far: number, steps = 12): Promise<void> {
  await touch(cdp, 'touchStart', fingers(c, near));
  for (let k = 1; k <= steps; k++) await touch(cdp, 'touchMove', fingers(c, near + ((far - near) * k) / steps));
  await touch(cdp, 'touchEnd', []);
}

/** One finger going round a circle of `radius` px that starts and ends at `c`. */
async function pan(cdp: CDPSession, c: Point, ms: number, radius: number, periodMs: number): Promise<number> {
  await touch(cdp, 'touchStart', [c]);
  const n = await paced(ms, TOUCH_EVERY_MS, (e) => {
    const a = (2 * Math.PI * e) / periodMs;
    return touch(cdp, 'touchMove', [{ x: c.x + radius * (Math.cos(a) - 1), y: c.y + radius * Math.sin(a) }]);
  });
  await touch(cdp, 'touchEnd', []);
  return n + 2;
}

/** Wheel notches at `c`: `perSwing` towards the reader (zoom in), then as many away, and again. */
async function wheel(cdp: CDPSession, c: Point, ms: number, perSwing: number): Promise<number> {
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: c.x, y: c.y });
  let i = 0;
  const n = await paced(ms, WHEEL_EVERY_MS, () => {
    const deltaY = Math.floor(i++ / perSwing) % 2 === 0 ? -40 : 40;
    return cdp.send('Input.dispatchMouseEvent', { type: 'mouseWheel', x: c.x, y: c.y, deltaX: 0, deltaY });
  });
  return n + 1;
}

async function loadBoard(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('body[data-ready], body[data-error]', { timeout: 20_000 });
  const error = await page.evaluate(() => document.body.dataset.error ?? null);
  if (error) throw new Error(`${PAGE} failed: ${error}`);
}

/** Lets the board finish whatever the last gesture started (a full redraw after a pinch or wheel burst). */
const settle = (page: Page): Promise<void> => page.waitForTimeout(400);

function summarise(viewport: string, gesture: Gesture, events: number, rec: FrameRecord): GestureFrames {
  const intervals = rec.times.slice(1).map((t, i) => t - rec.times[i]!);
  const drawn = rec.draw.map((d, i) => ({ d, w: rec.work[i]! })).filter((f) => f.d > 0 && Number.isFinite(f.w));
  return {
    viewport,
    gesture,
    events,
    frames: rec.times.length,
    boardFrames: drawn.length,
    interval: spread(intervals),
    work: spread(drawn.map((f) => f.w)),
    draw: spread(drawn.map((f) => f.d)),
    zoom: { min: Math.min(...rec.zoom), max: Math.max(...rec.zoom) },
  };
}

interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

const TRACE_CATEGORIES = ['devtools.timeline', 'blink', 'cc', 'viz'];

/** Sums a trace's complete events per thread and name, and splits them per board frame (see FrameBreakdown). */
export function traceBreakdown(events: readonly TraceEvent[]): FrameBreakdown {
  const threadName = new Map<string, string>();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  }
  const totals = new Map<string, { n: number; ms: number }>();
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur) continue;
    const key = `${e.pid}:${e.tid}|${e.name}`;
    const t = totals.get(key) ?? { n: 0, ms: 0 };
    t.n += 1;
    t.ms += e.dur / 1000;
    totals.set(key, t);
  }
  // The page's renderer: the CrRendererMain thread that ran the most animation frames.
  let main = '';
  let mostFrames = -1;
  for (const [thread, name] of threadName) {
    const n = totals.get(`${thread}|FireAnimationFrame`)?.n ?? 0;
    if (name === 'CrRendererMain' && n > mostFrames) [main, mostFrames] = [thread, n];
  }
  const sum = (thread: string, name: string): number => totals.get(`${thread}|${name}`)?.ms ?? 0;
  const viz = [...threadName].filter(([, name]) => name === 'VizCompositorThread').map(([t]) => t);
  const frames = Math.max(1, mostFrames);
  const js = sum(main, 'FireAnimationFrame');
  const layers = sum(main, 'LayerTreeHost::DoUpdateLayers');
  const copy = sum(main, 'Canvas2DResourceProvider::ProduceCanvasResource');
  const mainFrames = sum(main, 'ProxyMain::BeginMainFrame') + sum(main, 'EventDispatch');
  return {
    boardFrames: mostFrames,
    js: js / frames,
    raster: (layers - copy) / frames,
    canvasCopy: copy / frames,
    otherMain: Math.max(0, mainFrames - js - layers) / frames,
    compositor: viz.reduce((n, t) => n + sum(t, 'Display::DrawAndSwap'), 0) / frames,
  };
}

const zoomOf = (page: Page): Promise<number> => page.evaluate(() => window.__frames!.zoom());

/**
 * Back to the fitted board: a double tap, then time for its short animation and the full redraw; if the board did
 * not come back (say a double tap means something else one day), reload the page.
 */
async function fitBoard(page: Page, cdp: CDPSession, c: Point, url: string): Promise<void> {
  for (let i = 0; i < 2; i++) {
    await touch(cdp, 'touchStart', [c]);
    await touch(cdp, 'touchEnd', []);
    await sleep(60);
  }
  await page.waitForTimeout(500);
  if (Math.abs((await zoomOf(page)) - 1) > 1e-6) await loadBoard(page, url);
}

/** Runs a gesture from the fitted board, for `ms`; returns the number of input events it sent. */
async function gesture(
  kind: Gesture,
  page: Page,
  cdp: CDPSession,
  url: string,
  ms: number,
  measure: (run: () => Promise<number>) => Promise<number>,
): Promise<number> {
  const size = page.viewportSize()!;
  const c = { x: size.width / 2, y: size.height / 2 };
  const short = Math.min(size.width, size.height);
  await fitBoard(page, cdp, c, url);
  if (kind === 'pinch') return measure(() => pinch(cdp, c, ms, short * 0.08, short * 0.25, 1500));
  if (kind === 'wheel') return measure(() => wheel(cdp, c, ms, 14));
  // Pan a zoomed board (a fitted one has nowhere to go): spread two fingers to about 3x, let the full picture draw.
  let zoomed = 1;
  for (let attempt = 0; attempt < 3 && zoomed < 2; attempt++) {
    if (attempt > 0) await fitBoard(page, cdp, c, url);
    await spreadFingers(cdp, c, short * 0.06, short * 0.18);
    await settle(page);
    zoomed = await zoomOf(page);
  }
  if (zoomed < 2) throw new Error(`spreading two fingers before the pan zoomed to ${zoomed.toFixed(2)}x only`);
  return measure(() => pan(cdp, c, ms, short * 0.25, 1500));
}

/** `FRAMES_GESTURES` (e.g. "pan") measures only those. */
const GESTURES: Gesture[] = (process.env.FRAMES_GESTURES?.split(',') as Gesture[] | undefined) ?? ['pinch', 'wheel', 'pan'];
const TRACE_MS = 1500;

/** Runs the three gestures on one viewport (a fresh browser context at DPR 2 with touch), then traces each. */
async function measureViewport(
  browser: Browser,
  url: string,
  size: { width: number; height: number },
  gestureMs: number,
): Promise<GestureFrames[]> {
  const ctx = await browser.newContext({ viewport: size, deviceScaleFactor: DPR, isMobile: true, hasTouch: true });
  try {
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    // The first visit can make Vite optimise a dependency and reload the page: load twice.
    await loadBoard(page, url);
    await loadBoard(page, url);
    const cdp = await ctx.newCDPSession(page);
    const label = `${size.width}x${size.height}`;

    // Warm up the JIT and the terrain caches on every path (not recorded).
    for (const kind of GESTURES) await gesture(kind, page, cdp, url, WARMUP_MS, (run) => run());

    const results: GestureFrames[] = [];
    for (const kind of GESTURES) {
      let rec: FrameRecord | null = null;
      const events = await gesture(kind, page, cdp, url, gestureMs, async (run) => {
        await page.evaluate(() => window.__frames!.start());
        const n = await run();
        rec = (await page.evaluate(() => window.__frames!.stop())) as FrameRecord;
        return n;
      });
      results.push(summarise(label, kind, events, rec!));
    }
    for (const result of results) {
      await gesture(result.gesture, page, cdp, url, TRACE_MS, async (run) => {
        await browser.startTracing(page, { categories: TRACE_CATEGORIES });
        let n = 0;
        try {
          n = await run();
        } finally {
          const buf = await browser.stopTracing();
          const parsed = JSON.parse(buf.toString('utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
          result.breakdown = traceBreakdown(Array.isArray(parsed) ? parsed : parsed.traceEvents);
        }
        return n;
      });
    }
    if (errors.length > 0) throw new Error(`${PAGE} at ${label}: ${errors.join('; ')}`);
    return results;
  } finally {
    await ctx.close();
  }
}

export interface FramesReport {
  gestureMs: number;
  dpr: number;
  results: GestureFrames[];
}

/** Starts the Vite dev server and chromium, measures every viewport, stops both. */
export async function measureFrames(log: (msg: string) => void = () => {}): Promise<FramesReport> {
  const port = await freePort();
  let server: ViteDevServer | null = null;
  let browser: Browser | null = null;
  try {
    // No file watching or hot reload: other people's edits must not reload the page mid-gesture.
    server = await createServer({
      root: repoRoot,
      logLevel: 'warn',
      server: { host: '127.0.0.1', port, strictPort: true, hmr: false, watch: null },
    });
    await server.listen();
    browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_FLAGS });
    const url = `http://127.0.0.1:${port}${PAGE}`;
    const results: GestureFrames[] = [];
    for (const size of FRAME_VIEWPORTS) {
      log(`frames at ${size.width}x${size.height}, DPR ${DPR}`);
      results.push(...(await measureViewport(browser, url, size, GESTURE_MS)));
    }
    return { gestureMs: GESTURE_MS, dpr: DPR, results };
  } finally {
    if (browser) await browser.close().catch(() => {});
    if (server) await server.close().catch(() => {});
  }
}

/** The target for the 95th-percentile frame time: a 120 Hz frame. */
export const FRAME_TARGET_MS = 8;

const ms = (n: number): string => (Number.isFinite(n) ? n.toFixed(1) : '–');
const zoomRange = (z: { min: number; max: number }): string =>
  Math.abs(z.max - z.min) < 0.05 ? `${z.min.toFixed(1)}x` : `${z.min.toFixed(1)}-${z.max.toFixed(1)}x`;
const trio = (s: Spread): string => `${ms(s.p50)} / ${ms(s.p95)} / ${ms(s.max)}`;

/** The markdown for docs/benchmarks.md. */
export function framesMarkdown(r: FramesReport): string {
  const lines = [
    '### Board frames',
    '',
    `Sword Beach's full board in BoardView (bench/pages/frames.html on the Vite dev server), device pixel ratio ` +
      `${r.dpr}, real input through the DevTools protocol for ${r.gestureMs / 1000} s per gesture: a two-finger pinch ` +
      'in and out (from the fitted board to about 3x and back), mouse-wheel notches in and out, and a one-finger ' +
      'pan round a circle on a board zoomed about 3x. **Chromium here renders without a GPU (software canvas and ' +
      'compositing)** and paces frames at 60 Hz even in headless mode, so no frame-to-frame interval can be under ' +
      `~16.7 ms here: the ${FRAME_TARGET_MS} ms target (a 120 Hz frame) is checked against the main thread's work per ` +
      'frame in which the board drew (from its first animation-frame callback to the end of that frame\'s rendering ' +
      'update), and intervals above 16.7 ms are dropped frames.',
    '',
    '| viewport | gesture | zoom | input events | frames | interval p50 / p95 / max, ms | board frames | ' +
      'work per board frame p50 / p95 / max, ms | of which draw() JS p50 / p95, ms | work p95 < 8 ms |',
    '| --- | --- | --- | ---: | ---: | --- | ---: | --- | --- | --- |',
    ...r.results.map(
      (g) =>
        `| ${g.viewport} | ${g.gesture} | ${zoomRange(g.zoom)} | ${g.events} | ${g.frames} | ${trio(g.interval)} | ` +
        `${g.boardFrames} | ` +
        `${trio(g.work)} | ${ms(g.draw.p50)} / ${ms(g.draw.p95)} | ${g.work.p95 < FRAME_TARGET_MS ? 'yes' : '**no**'} |`,
    ),
    '',
    `Where the time goes, per board frame (ms), from a DevTools trace of a second ${TRACE_MS / 1000} s pass of each ` +
      'gesture: BoardView\'s JavaScript only records drawing commands; Skia rasterises them in software when the ' +
      'frame\'s layers are updated ("raster"), the canvas is then copied for the compositor ("copy"), and the ' +
      'compositor draws the page in software on another thread ("compositor", in parallel with the next frame).',
    '',
    '| viewport | gesture | board frames | draw() JS | raster | copy | other main thread | compositor |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...r.results.map((g) => {
      const b = g.breakdown;
      if (!b) return `| ${g.viewport} | ${g.gesture} | – | – | – | – | – | – |`;
      return (
        `| ${g.viewport} | ${g.gesture} | ${b.boardFrames} | ${ms(b.js)} | ${ms(b.raster)} | ${ms(b.canvasCopy)} | ` +
        `${ms(b.otherMain)} | ${ms(b.compositor)} |`
      );
    }),
  ];
  return lines.join('\n');
}
