// The Breakthrough board (13 x 17) on an upright phone (390 x 844 CSS px, DPR 2, touch): the test battle
// (tests/fixtures/breakthrough-sword-beach.m44.json) is imported with the picker's file chooser and started by taps;
// the board must open with hexes at least 36 CSS px wide (the issue's criterion; docs/ui.md "Portrait phones and hex
// size") showing its whole depth, and a real one-finger drag (DevTools touch events) must bring either flank's edge
// on screen. A double tap shows the whole board, a second one zooms back in. One page. Screenshots:
// out/breakthrough-phone*.png (look at them: a person judges the board).
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BREAKTHROUGH_GEOMETRY } from '../../src/engine/hex.ts';
import { importScenarioText } from '../../src/scenario/importFile.ts';
import { boardRect } from '../../src/ui/board/geometry.ts';
import { launch } from './chromium.mjs';
import { freePort, startVite, stopVite, withTimeout } from './devserver.mjs';
import { tapLocator, tapper } from './support/touch.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, 'out');
const started = Date.now();
// About 10 s on an idle machine: a hang guard, well above that.
const TOTAL_LIMIT_MS = 120_000;
const FILE = join(here, '..', 'fixtures', 'breakthrough-sword-beach.m44.json');
const MIN_HEX_PX = 36;

function log(msg) {
  console.log(`  [${((Date.now() - started) / 1000).toFixed(1)} s] ${msg}`);
}
const failures = [];
function check(ok, msg) {
  if (!ok) failures.push(msg);
  return ok;
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The board's view in CSS px, as the game screen reports it, once two frames have been drawn. */
async function boardView(page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return JSON.parse(await page.locator('.board-area').getAttribute('data-view'));
}

/** A one-finger drag by real touch events (DevTools protocol), in steps so the board sees a pan. */
async function drag(cdp, from, to, steps = 8) {
  const point = (p) => [{ x: p.x, y: p.y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let i = 1; i <= steps; i++) {
    const p = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(p) });
    await sleep(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const file = importScenarioText(readFileSync(FILE, 'utf8'), 'breakthrough-sword-beach.m44.json');
  if (!file.ok) throw new Error(`the Breakthrough test battle does not import: ${file.reasons.join('; ')}`);
  const scenario = file.scenario;
  const port = await freePort();
  let vite;
  let context;
  const overall = setTimeout(() => {
    console.error(`breakthrough.spec: gave up after ${TOTAL_LIMIT_MS / 1000} s`);
    stopVite(vite);
    process.exit(1);
  }, TOTAL_LIMIT_MS);
  try {
    vite = await startVite(port, '/');
    log(`vite dev server on ${port}`);
    context = await withTimeout(launch(), 60_000, 'chromium to launch');
    const browser = context.browser();
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
    try {
      const page = await ctx.newPage();
      const errors = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(String(e)));
      const tap = tapper(page);
      await withTimeout(page.goto(`http://127.0.0.1:${port}/?seed=breakthrough-1`), 60_000, 'the app to load');
      await tapLocator(tap, page.getByRole('button', { name: 'New battle' }), 'New battle');
      const chooser = page.waitForEvent('filechooser', { timeout: 20_000 });
      await tapLocator(tap, page.getByRole('button', { name: 'Import a scenario' }), 'Import a scenario');
      await (await chooser).setFiles(FILE);
      await page.waitForSelector('.import-ok', { timeout: 20_000 });
      await tapLocator(tap, page.locator('button.choice', { hasText: scenario.name }), 'the Breakthrough battle in the list');
      await tapLocator(tap, page.getByRole('button', { name: 'Start battle' }), 'Start battle');
      await page.waitForSelector('.game, .handoff', { timeout: 20_000 });
      if ((await page.locator('.handoff').count()) > 0) await tapLocator(tap, page.locator('.handoff-ready'), 'hand-off ready');
      await page.waitForSelector('.game .board-area[data-view]', { timeout: 20_000 });

      const area = await page.locator('.board-area canvas').boundingBox();
      const { view, fit, turn } = await boardView(page);
      // A board deeper than it is wide already runs up the screen: it is not turned a quarter (docs/ui.md).
      check(turn === 0 || turn === 2, `the Breakthrough board is turned a quarter (turn ${turn}) on an upright phone`);
      // World hexes are 2 units wide (src/ui/board/geometry.ts): a hex is 2 * scale CSS px across.
      const hexPx = 2 * view.scale;
      const fitPx = 2 * fit.scale;
      log(`board area ${area.width.toFixed(0)} x ${area.height.toFixed(0)} CSS px; hex ${hexPx.toFixed(1)} px wide (whole board fitted: ${fitPx.toFixed(1)} px)`);
      check(hexPx >= MIN_HEX_PX, `the Breakthrough board opens with hexes ${hexPx.toFixed(1)} CSS px wide, under ${MIN_HEX_PX}`);
      await page.screenshot({ path: join(outDir, 'breakthrough-phone.png') });

      // At that size the board's whole depth is on screen and only its width overflows: a drag sideways reaches
      // each flank's outer hexes (and stops at the board's edge), a drag up or down does not move it.
      const g = BREAKTHROUGH_GEOMETRY;
      const open = boardRect(g, view);
      log(`opening view: board ${open.width.toFixed(0)} x ${open.height.toFixed(0)} px at (${open.x.toFixed(1)}, ${open.y.toFixed(1)}) in the ${area.width.toFixed(0)} x ${area.height.toFixed(0)} area`);
      check(open.y >= 0 && open.y + open.height <= area.height + 0.5, 'the opening view does not show the board\'s whole depth');
      check(open.width > area.width, 'the opening view is not wider than the screen (nothing to pan)');
      const cdp = await ctx.newCDPSession(page);
      const mid = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
      await drag(cdp, mid, { x: mid.x + 150, y: mid.y - 100 });
      const left = boardRect(g, (await boardView(page)).view);
      check(Math.abs(left.x) < 0.5, `a drag to the right does not bring the board's left edge to the screen's (board x ${left.x.toFixed(1)})`);
      check(Math.abs(left.y - open.y) < 0.5, 'a drag up moved a board whose whole depth is on screen');
      await page.screenshot({ path: join(outDir, 'breakthrough-phone-panned.png') });
      await drag(cdp, mid, { x: mid.x - 300, y: mid.y });
      const right = boardRect(g, (await boardView(page)).view);
      check(Math.abs(right.x + right.width - area.width) < 0.5, `a drag to the left does not bring the board's right edge to the screen's (board ends at ${(right.x + right.width).toFixed(1)})`);
      log(`drags: left edge at ${left.x.toFixed(1)}, right edge at ${(right.x + right.width).toFixed(1)} of ${area.width.toFixed(0)}`);

      // A double tap shows the whole board (the fitted view), a second one goes back to the opening size.
      const doubleTap = async () => {
        await page.touchscreen.tap(mid.x, mid.y);
        await sleep(80);
        await page.touchscreen.tap(mid.x, mid.y);
        await sleep(300);
        return (await boardView(page)).view;
      };
      const whole = await doubleTap();
      check(Math.abs(whole.scale - fit.scale) < 1e-6, `a double tap did not show the whole board (scale ${whole.scale}, fitted ${fit.scale})`);
      await page.screenshot({ path: join(outDir, 'breakthrough-phone-whole.png') });
      await sleep(400); // not a triple tap
      const back = await doubleTap();
      check(Math.abs(back.scale - view.scale) < 1e-6, `a second double tap did not zoom back to ${hexPx} px hexes (scale ${back.scale})`);
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

main()
  .then(() => {
    if (failures.length) {
      console.error(`breakthrough.spec: ${failures.length} failure(s):\n  - ${failures.join('\n  - ')}`);
      process.exit(1);
    }
    console.log(`breakthrough.spec: passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    process.exit(0);
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
