// Browser spec for BoardView's input (src/ui/board/BoardView.tsx + input.ts) on the Vite dev server, at 390x844
// with touch: tap, pinch (two touch points through the DevTools protocol), one-finger drag, double tap, long
// press, mouse wheel, and the keyboard (Tab, arrows, Enter, +, 0; the live region's words; reduced motion).
// The page only logs taps and long presses (window.__log); it plays nothing.
// Saves tests/browser/out/board-input-{zoomed,keyboard}-390x844.png. Exits non-zero on failure; always stops the
// server and the browser.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from './chromium.mjs';
import { freePort, startVite, stopVite, withTimeout } from './devserver.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, 'out');
const started = Date.now();
const TOTAL_LIMIT_MS = 120_000;
const PAGE = '/tests/browser/pages/board-input.html';
const SQRT3 = Math.sqrt(3);

function log(msg) {
  console.log(`  [${((Date.now() - started) / 1000).toFixed(1)} s] ${msg}`);
}

const failures = [];
function check(ok, msg) {
  if (!ok) failures.push(msg);
  return ok;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const hexStr = (h) => (h ? `${h.row},${h.col}` : 'none');
const sameHex = (a, b) => !!a && !!b && a.row === b.row && a.col === b.col;

/** The hex under a canvas point for a view (same arithmetic as src/ui/board/geometry.ts pixelToHex). */
function hexUnder(view, p, geometry) {
  const x = (p.x - view.offsetX) / view.scale;
  const y = (p.y - view.offsetY) / view.scale;
  const r = y / SQRT3;
  const q = (x - r) / 2;
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  const h = { row: rr, col: 2 * rq + rr };
  const on = h.row >= 0 && h.row < geometry.rows && h.col >= 0 && h.col < geometry.cols;
  return on ? h : null;
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const port = await freePort();
  let vite;
  let context;
  const overall = setTimeout(() => {
    console.error(`board-input.spec: gave up after ${TOTAL_LIMIT_MS / 1000} s`);
    stopVite(vite);
    process.exit(1);
  }, TOTAL_LIMIT_MS);
  try {
    vite = await startVite(port, PAGE);
    log(`vite dev server on ${port}`);
    context = await withTimeout(launch(), 60_000, 'chromium to launch');
    const browser = context.browser();
    const ctx = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = await ctx.newPage();
      const errors = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(String(e)));
      await withTimeout(page.goto(`http://127.0.0.1:${port}${PAGE}`), 60_000, 'the page to load');
      await page.waitForSelector('body[data-ready], body[data-error]', { timeout: 14_000 });
      const pageError = await page.evaluate(() => document.body.dataset.error ?? null);
      if (!check(!pageError, `page failed: ${pageError}`)) return;
      log('page ready');
      await runChecks(page);
      await page.goto(`http://127.0.0.1:${port}${PAGE}`);
      await page.waitForSelector('body[data-ready], body[data-error]', { timeout: 14_000 });
      await runKeyboard(page);
      check(errors.length === 0, `console errors:\n    ${errors.join('\n    ')}`);
    } finally {
      await ctx.close();
    }
  } finally {
    clearTimeout(overall);
    if (context) await context.close().catch((e) => console.warn(`closing chromium: ${e}`));
    stopVite(vite);
  }
}

async function runChecks(page) {
  const state = await page.evaluate(() => window.__state);
  const g = state.board.geometry;
  const canvas = page.locator('canvas');
  const box = await canvas.boundingBox();
  /** The view as last drawn (after two animation frames, so pending input has been drawn). */
  const views = () =>
    page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve(JSON.parse(document.getElementById('board').dataset.view))),
          ),
        ),
    );
  const logged = () => page.evaluate(() => window.__log.slice());
  const centreOf = (view, h) => ({ x: box.x + view.offsetX + view.scale * h.col, y: box.y + view.offsetY + view.scale * h.row * SQRT3 });
  const local = (p) => ({ x: p.x - box.x, y: p.y - box.y });
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, points) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map((p, i) => ({ x: p.x, y: p.y, id: p.id ?? i, radiusX: 2, radiusY: 2, force: 1 })),
    });
  const near = (a, b, eps = 1e-6) => Math.abs(a - b) <= eps * Math.max(1, Math.abs(b));

  let { view, fit } = await views();
  check(near(view.scale, fit.scale), `starts fitted: scale ${view.scale} vs fit ${fit.scale}`);
  check(box.width === 390 && box.height > 600, `canvas fills the width: ${box.width}x${box.height}`);

  // 1. Tap a unit's hex centre.
  // The Axis unit nearest the board's centre (away from the edges, where a miss would fall off the board).
  const axis = state.units.filter((u) => u.figures > 0 && u.side === 'axis');
  const mid = { row: (g.rows - 1) / 2, col: (g.cols - 1) / 2 };
  const d2 = (u) => (u.row - mid.row) ** 2 * 3 + (u.col - mid.col) ** 2;
  const unit = axis.sort((a, b) => d2(a) - d2(b))[0];
  const unitHex = { row: unit.row, col: unit.col };
  const tapAt = centreOf(view, unitHex);
  await page.touchscreen.tap(tapAt.x, tapAt.y);
  let entries = await logged();
  check(entries.length === 1 && entries[0].type === 'tap' && sameHex(entries[0], unitHex),
    `tap at ${hexStr(unitHex)} logged ${JSON.stringify(entries)}`);
  log(`tap -> ${hexStr(entries[0])}`);
  await sleep(350); // not a double tap with what follows

  // 2. Pinch out about the canvas centre.
  const c = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await touch('touchStart', [{ x: c.x - 30, y: c.y - 10 }, { x: c.x + 30, y: c.y + 10 }]);
  // While the fingers are down the last full picture is scaled by a CSS transform (nothing redrawn per frame);
  // once they lift, the full picture is drawn and the transform is gone (hex positions exact again).
  const canvasTransform = () =>
    page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(document.querySelector('canvas').style.transform)))));
  const during = [];
  for (let k = 1; k <= 8; k++) {
    const s = 1 + (k / 8) * 2.5; // spread 3.5x
    await touch('touchMove', [{ x: c.x - 30 * s, y: c.y - 10 * s }, { x: c.x + 30 * s, y: c.y + 10 * s }]);
    if (k % 2 === 1) during.push(await canvasTransform());
  }
  check(during.some((t) => /scale\(/.test(t)), `a pinch scales the last picture by CSS while the fingers move: transforms ${JSON.stringify(during)}`);
  await touch('touchEnd', []);
  const after = await canvasTransform();
  check(after === '', `the full picture replaces the scaled one when the fingers lift: transform "${after}"`);
  const pinched = await views();
  view = pinched.view;
  check(view.scale > fit.scale * 3, `pinch grew the scale: ${view.scale.toFixed(1)} vs fit ${fit.scale.toFixed(1)}`);
  check(view.scale <= fit.scale * 4 + 1e-9, `pinch stays within 4x: ${view.scale / fit.scale}`);
  const expectedAfterPinch = hexUnder(view, local(tapAt), g);
  check(!sameHex(expectedAfterPinch, unitHex), `after the pinch ${hexStr(unitHex)}'s old position shows another hex`);
  entries = await logged();
  check(entries.length === 1, `a pinch logs nothing: ${JSON.stringify(entries)}`);
  await page.screenshot({ path: join(outDir, 'board-input-zoomed-390x844.png') });
  if (expectedAfterPinch) {
    await page.touchscreen.tap(tapAt.x, tapAt.y);
    entries = await logged();
    check(entries.length === 2 && sameHex(entries[1], expectedAfterPinch),
      `tap after the pinch: expected ${hexStr(expectedAfterPinch)}, logged ${JSON.stringify(entries.slice(1))}`);
    await sleep(350);
  }
  log(`pinch: scale ${fit.scale.toFixed(1)} -> ${view.scale.toFixed(1)}; same spot now ${hexStr(expectedAfterPinch)}`);

  // 3. One-finger drag pans by the finger's movement (sideways: the zoomed board has room to both sides, and
  // little above and below on a portrait phone, where the pan is clamped).
  const before = view;
  const from = { x: c.x - 40, y: c.y - 30 };
  await touch('touchStart', [from]);
  for (let k = 1; k <= 6; k++) await touch('touchMove', [{ x: from.x + 10 * k, y: from.y }]);
  await touch('touchEnd', []);
  view = (await views()).view;
  check(near(view.offsetX - before.offsetX, 60, 0.01) && near(view.offsetY, before.offsetY),
    `drag by (60, 0) moved the view by (${(view.offsetX - before.offsetX).toFixed(1)}, ${(view.offsetY - before.offsetY).toFixed(1)})`);
  check(view.scale === before.scale, 'a drag keeps the scale');
  const countBeforeDouble = (await logged()).length;
  check(countBeforeDouble === (expectedAfterPinch ? 2 : 1), 'a drag logs nothing');
  log('drag panned');

  // 4. Long press logs the hex, and no tap.
  const lpHex = hexUnder(view, local(c), g);
  await touch('touchStart', [c]);
  await sleep(700);
  await touch('touchEnd', []);
  entries = await logged();
  const last = entries[entries.length - 1];
  check(entries.length === countBeforeDouble + 1 && last.type === 'longPress' && sameHex(last, lpHex),
    `long press at ${hexStr(lpHex)} logged ${JSON.stringify(entries.slice(countBeforeDouble))}`);
  log(`long press -> ${hexStr(last)}`);
  await sleep(350);

  // 5. Double tap fits back (the first tap of the two is reported as a tap).
  await page.touchscreen.tap(c.x, c.y);
  await sleep(60);
  await page.touchscreen.tap(c.x, c.y);
  await page.waitForFunction(
    () => {
      const { view: v, fit: f } = JSON.parse(document.getElementById('board').dataset.view);
      return Math.abs(v.scale - f.scale) < 1e-9 && Math.abs(v.offsetX - f.offsetX) < 1e-6;
    },
    null,
    { timeout: 15_000 },
  ).catch(() => check(false, 'double tap did not fit the board back'));
  entries = await logged();
  check(entries.length === countBeforeDouble + 2 && entries[entries.length - 1].type === 'tap',
    `double tap logged one tap: ${JSON.stringify(entries.slice(countBeforeDouble + 1))}`);
  log('double tap fitted');

  // 6. Mouse wheel zooms about the cursor.
  view = (await views()).view;
  // On the board's middle line: the fitted board is shorter than the screen and stays centred vertically.
  const wheelAt = { x: c.x + 60, y: box.y + view.offsetY + (view.scale * (g.rows - 1) * SQRT3) / 2 };
  const hexBeforeWheel = hexUnder(view, local(wheelAt), g);
  await page.mouse.move(wheelAt.x, wheelAt.y);
  await page.mouse.wheel(0, -240);
  await page.waitForFunction((s) => JSON.parse(document.getElementById('board').dataset.view).view.scale > s * 1.2, view.scale, { timeout: 15_000 })
    .catch(() => check(false, 'the wheel did not zoom in'));
  const wheeled = (await views()).view;
  check(wheeled.scale > view.scale * 1.2, `wheel zoomed ${view.scale.toFixed(1)} -> ${wheeled.scale.toFixed(1)}`);
  check(sameHex(hexUnder(wheeled, local(wheelAt), g), hexBeforeWheel), 'the hex under the mouse stays under it');
  log(`wheel: scale ${view.scale.toFixed(1)} -> ${wheeled.scale.toFixed(1)}`);

  const cursorShownByTap = await page.evaluate(() => document.querySelector('[aria-live]')?.textContent ?? '');
  check(cursorShownByTap === '', `a tap does not start the keyboard cursor: "${cursorShownByTap}"`);
}

/** Keyboard, on a fresh page (so Tab starts from the top): Tab focuses the board, arrows move the cursor, the
 * live region reads the hex, Enter taps it, + zooms, 0 fits at once under prefers-reduced-motion. */
async function runKeyboard(page) {
  const state = await page.evaluate(() => window.__state);
  const g = state.board.geometry;
  const logged = () => page.evaluate(() => window.__log.slice());
  const views = () =>
    page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve(JSON.parse(document.getElementById('board').dataset.view))),
          ),
        ),
    );
  const near = (a, b, eps = 1e-6) => Math.abs(a - b) <= eps * Math.max(1, Math.abs(b));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.keyboard.press('Tab');
  const focus = await page.evaluate(() => {
    const el = document.activeElement;
    return { tag: el?.tagName, visible: el?.matches(':focus-visible') ?? false, outline: el ? getComputedStyle(el).outlineStyle : '' };
  });
  check(focus.tag === 'CANVAS' && focus.visible && focus.outline === 'solid', `Tab focuses the canvas with a ring: ${JSON.stringify(focus)}`);
  const liveText = () => page.evaluate(() => document.querySelector('[aria-live]')?.textContent ?? '');
  const cursorOf = (text) => {
    const m = /^Row (\d+), hex (\d+)/.exec(text);
    if (!m) return null;
    const row = Number(m[1]) - 1;
    return { row, col: (Number(m[2]) - 1) * 2 + (row & 1) };
  };
  let text = await liveText();
  check(/^Row \d+, hex \d+: \w/.test(text), `focus announces the cursor hex: "${text}"`);
  // Walk to a unit (an Allied one, so the walk differs from the tap above): rows first, then along the row.
  const target = state.units.find((u) => u.figures > 0 && u.side === 'allies');
  for (let i = 0; i < 40; i++) {
    const cur = cursorOf(text);
    if (!cur || sameHex(cur, target)) break;
    const key = cur.row < target.row ? 'ArrowDown' : cur.row > target.row ? 'ArrowUp' : cur.col < target.col ? 'ArrowRight' : 'ArrowLeft';
    await page.keyboard.press(key);
    text = await liveText();
  }
  const cur = cursorOf(text);
  check(sameHex(cur, target), `arrows reached ${hexStr(target)}: at ${hexStr(cur)} ("${text}")`);
  const terrain = { countryside: 'countryside', beach: 'beach', ocean: 'sea', town: 'town', forest: 'forest', hill: 'hill', hedgerow: 'hedgerows', river: 'river' };
  const cell = state.board.cells[target.row * g.cols + target.col];
  check(text.includes(`: ${terrain[cell.terrain]}`), `the live region names the terrain (${cell.terrain}): "${text}"`);
  check(text.includes('Allied') && text.includes(`${target.figures} figures`), `the live region names the unit: "${text}"`);
  await page.screenshot({ path: join(outDir, 'board-input-keyboard-390x844.png') });
  const n = (await logged()).length;
  await page.keyboard.press('Enter');
  const entries = await logged();
  check(entries.length === n + 1 && entries[n].type === 'tap' && sameHex(entries[n], target),
    `Enter logged ${JSON.stringify(entries.slice(n))}, expected a tap on ${hexStr(target)}`);
  log(`keyboard: cursor on ${hexStr(target)}: "${text}"`);

  // + zooms, 0 fits at once under prefers-reduced-motion.
  const beforeKeys = (await views()).view;
  await page.keyboard.press('+');
  const plus = (await views()).view;
  check(plus.scale > beforeKeys.scale * 1.1, `+ zoomed ${beforeKeys.scale.toFixed(1)} -> ${plus.scale.toFixed(1)}`);
  await page.keyboard.press('0');
  const zero = await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => resolve(JSON.parse(document.getElementById('board').dataset.view)))),
  );
  check(near(zero.view.scale, zero.fit.scale) && near(zero.view.offsetX, zero.fit.offsetX),
    `0 fits in one frame with reduced motion: scale ${zero.view.scale} vs ${zero.fit.scale}`);
  log('keyboard zoom and fit');
}

try {
  await main();
} catch (err) {
  failures.push(err instanceof Error ? err.stack ?? err.message : String(err));
}
const secs = ((Date.now() - started) / 1000).toFixed(1);
if (failures.length > 0) {
  console.error(`board-input.spec FAILED (${secs} s):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(`board-input.spec: all checks passed in ${secs} s; screenshots in ${outDir}`);
process.exit(0);
