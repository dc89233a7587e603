// Browser spec for the canvas board (src/ui/board): each built-in scenario's initial state drawn full-screen on a
// phone (390x844, DPR 2, touch) and a tablet (1024x1366), on the Vite dev server, one page per size (each board drawn
// in turn by the test page's window.__show: 31 page loads took half the spec's time). Checks: the page draws without
// console errors, colours at known hex centres (forest green, sea blue, units unlike empty grass); saves screenshots
// to tests/browser/out/board-<scenario>-<size>.png.
// Exits non-zero on failure; always stops the server and the browser.
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from './chromium.mjs';
import { freePort, startVite, stopVite, withTimeout } from './devserver.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const outDir = join(here, 'out');
const started = Date.now();
// A guard against a hang, not a speed check: 15 battles at two sizes take about a minute on a 2-core machine.
const TOTAL_LIMIT_MS = 240_000;

const SCENARIOS = readdirSync(join(root, 'scenarios'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(root, 'scenarios', f), 'utf8')).id)
  .sort();

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { name: 'tablet', viewport: { width: 1024, height: 1366 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
];

function log(msg) {
  console.log(`  [${((Date.now() - started) / 1000).toFixed(1)} s] ${msg}`);
}

const failures = [];
function check(ok, msg) {
  if (!ok) failures.push(msg);
}

const isGreen = ([r, g, b]) => g > r && g > b;
const isBlue = ([r, g, b]) => b > r + 20 && b > g;
const distance = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
const fmt = (c) => `rgb(${c.map((v) => Math.round(v)).join(',')})`;

/** Hexes by role, from the state the page drew: plain (nothing drawn on it but terrain), units. */
function roles(state, highlights) {
  const g = state.board.geometry;
  const busy = new Set();
  const key = (h) => `${h.row},${h.col}`;
  for (const u of state.units) if (u.figures > 0) busy.add(key(u));
  for (const k of [...Object.keys(state.obstacles), ...Object.keys(state.sandbags)]) {
    busy.add(key({ row: Math.floor(k / g.cols), col: k % g.cols }));
  }
  for (const o of state.objectives) for (const h of o.hexes) busy.add(key(h));
  for (const h of highlights) busy.add(key(h.hex));
  const plain = {};
  for (let row = 0; row < g.rows; row++) {
    for (let col = row & 1; col < g.cols; col += 2) {
      const cell = state.board.cells[row * g.cols + col];
      if (!cell || busy.has(key({ row, col })) || cell.label || cell.bunker || cell.bridge) continue;
      (plain[cell.terrain] ??= []).push({ row, col });
    }
  }
  const units = state.units.filter(
    (u) => u.figures > 0 && !highlights.some((h) => h.hex.row === u.row && h.hex.col === u.col),
  );
  return { plain, units };
}

async function checkPage(page, scenario, size, rotate) {
  const tag = `${scenario} ${size.name}${rotate ? ' rotated' : ''}`;
  const info = await page.evaluate(() => {
    const b = window.__board;
    return { state: b.state, highlights: b.highlights, timings: b.timings };
  });
  const { plain, units } = roles(info.state, info.highlights);
  const sample = (h, radius = 0.3) =>
    page.evaluate(([row, col, r]) => window.__board.sample(row, col, r), [h.row, h.col, radius]);

  const grass = plain.countryside?.[0];
  check(grass, `${tag}: no plain countryside hex to compare with`);
  if (!grass) return;
  const grassColour = await sample(grass);
  check(isGreen(grassColour), `${tag}: countryside ${grass.row},${grass.col} is ${fmt(grassColour)}, not green`);

  if (plain.forest?.[0]) {
    const c = await sample(plain.forest[0]);
    check(isGreen(c), `${tag}: forest ${plain.forest[0].row},${plain.forest[0].col} is ${fmt(c)}, not green`);
    check(distance(c, grassColour) > 25, `${tag}: forest ${fmt(c)} looks like countryside ${fmt(grassColour)}`);
  }
  if (plain.ocean?.[0]) {
    const c = await sample(plain.ocean[0]);
    check(isBlue(c), `${tag}: ocean ${plain.ocean[0].row},${plain.ocean[0].col} is ${fmt(c)}, not blue`);
  }
  if (plain.beach?.[0]) {
    const c = await sample(plain.beach[0]);
    check(c[0] > c[2] + 40 && c[0] > 170, `${tag}: beach ${fmt(c)} is not sandy`);
  }
  check(units.length > 0, `${tag}: no unit without a highlight`);
  // A unit's hex looks nothing like empty countryside (mean per-pixel colour distance).
  const plainGrass = plain.countryside.filter((h) => !units.some((u) => u.row === h.row && u.col === h.col));
  for (const u of units.filter((u) => info.state.board.cells[u.row * info.state.board.geometry.cols + u.col].terrain === 'countryside').slice(0, 6)) {
    const d = await page.evaluate(([a, b]) => window.__board.diff(a, b, 0.25), [{ row: u.row, col: u.col }, plainGrass[0]]);
    check(d > 60, `${tag}: unit ${u.id} (${u.side} ${u.kind}) at ${u.row},${u.col} differs from empty grass by only ${d.toFixed(1)}`);
  }
  // Sides differ by shape: the upper-right corner region of a square Axis token is token grey; on a round
  // Allied token the same spot is outside the token (its rim or the terrain), never the token's fill.
  const corner = (u) => page.evaluate(([row, col]) => window.__board.sample(row, col, 0.01, 0.265, -0.295), [u.row, u.col]);
  // A plain one: badges and medal marks sit in the token's upper corners.
  const onObjective = (u) => info.state.objectives.some((o) => o.hexes.some((h) => h.row === u.row && h.col === u.col));
  // At least one plain Axis token shows its square corner (others may carry a mark drawn there).
  const plainAxis = units.filter((u) => u.side === 'axis' && !u.badge && u.medals === 1 && !onObjective(u)).slice(0, 6);
  if (plainAxis.length) {
    const corners = [];
    for (const u of plainAxis) corners.push(await corner(u));
    const ok = corners.some((a) => a[2] - a[0] > 15 && a[2] >= a[1] && a[0] < 160);
    check(ok, `${tag}: no Axis token corner is the Axis blue-grey (${corners.map(fmt).join(', ')})`);
  }
  // Speed is not checked here (a loaded machine would fail it): the board's draw per frame is `npm run bench`'s
  // (bench/frames.ts, the draw column). The times are logged for a look only.
  log(
    `${tag}: checked ${Object.keys(plain).join('/')} + ${Math.min(units.length, 6)} units; draw ${info.timings.first.toFixed(1)} ms, cached redraw ${info.timings.cached.toFixed(1)} ms`,
  );
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const port = await freePort();
  let vite;
  let context;
  const overall = setTimeout(() => {
    console.error(`board.spec: gave up after ${TOTAL_LIMIT_MS / 1000} s`);
    stopVite(vite);
    process.exit(1);
  }, TOTAL_LIMIT_MS);
  try {
    vite = await startVite(port, '/tests/browser/pages/board.html');
    log(`vite dev server on ${port}`);
    context = await withTimeout(launch(), 60_000, 'chromium to launch');
    const browser = context.browser();
    log('chromium up');
    // One page per size, every board drawn in it in turn (window.__show): a page load costs more than a board.
    for (const size of SIZES) {
      const { name: _name, ...contextOptions } = size;
      const ctx = await browser.newContext(contextOptions);
      try {
        const runs = SCENARIOS.map((s) => [s, false]);
        if (size.name === 'phone') runs.push(['sword-beach', true]);
        const page = await ctx.newPage();
        const errors = [];
        page.on('console', (m) => {
          if (m.type() === 'error') errors.push(m.text());
        });
        page.on('pageerror', (e) => errors.push(String(e)));
        const [first] = runs[0];
        const url = `http://127.0.0.1:${port}/tests/browser/pages/board.html?scenario=${first}`;
        await withTimeout(page.goto(url), 60_000, `${url} to load`);
        for (const [scenario, rotate] of runs) {
          if (scenario !== first || rotate) await page.evaluate(([id, r]) => window.__show(id, r), [scenario, rotate]);
          await withTimeout(
            page.waitForSelector(`body[data-ready="${scenario}"], body[data-error]`, { timeout: 14_000 }),
            15_000,
            `${scenario} (${size.name}) to set data-ready`,
          );
          const pageError = await page.evaluate(() => document.body.dataset.error ?? null);
          check(!pageError, `${scenario} ${size.name}: page failed: ${pageError}`);
          if (pageError) break;
          await checkPage(page, scenario, size, rotate);
          const file = join(outDir, `board-${scenario}-${size.name}${rotate ? '-rotated' : ''}.png`);
          await page.screenshot({ path: file });
          check(errors.length === 0, `${scenario} ${size.name}: console errors:\n    ${errors.join('\n    ')}`);
          errors.length = 0;
        }
        await page.close();
      } finally {
        await ctx.close();
      }
    }
  } finally {
    clearTimeout(overall);
    if (context) await context.close().catch((e) => console.warn(`closing chromium: ${e}`));
    stopVite(vite);
  }
}

try {
  await main();
} catch (err) {
  failures.push(err instanceof Error ? err.message : String(err));
}
const secs = ((Date.now() - started) / 1000).toFixed(1);
if (failures.length > 0) {
  console.error(`board.spec FAILED (${secs} s):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(`board.spec: all checks passed in ${secs} s; screenshots in ${outDir}`);
process.exit(0);
