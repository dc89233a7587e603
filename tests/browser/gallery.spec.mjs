// Browser spec for the board's art on every board we know (tests/browser/pages/gallery.ts): the terrain gallery of each
// board face (every terrain kind of the engine's table, labelled) and every development scenario the importer accepts
// (tests/fixtures/expansion-scenarios), drawn in ONE page per size to keep CI time: a phone (390 CSS px wide, DPR 2)
// and a tablet (1024 wide). Checks: no console error; every terrain kind's art differs from every other's, pixel by
// pixel, on the phone; every accepted scenario is drawn; the refused ones say why. Screenshots of each board go to
// tests/browser/out/gallery-<board>-<size>.png (look at them: a person judges the art).
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from './chromium.mjs';
import { freePort, startVite, stopVite, withTimeout } from './devserver.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, 'out');
const started = Date.now();
// A guard against a hang, not a speed check.
const TOTAL_LIMIT_MS = 240_000;
/** Mean per-pixel RGB distance under which two terrains' art counts as alike (a plain grass hex vs. grass: about 5). */
const ALIKE = 25;

const SIZES = [
  { name: 'phone', width: 390, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { name: 'tablet', width: 1024, viewport: { width: 1024, height: 1366 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
];

function log(msg) {
  console.log(`  [${((Date.now() - started) / 1000).toFixed(1)} s] ${msg}`);
}
const failures = [];
function check(ok, msg) {
  if (!ok) failures.push(msg);
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const port = await freePort();
  let vite;
  let context;
  const overall = setTimeout(() => {
    console.error(`gallery.spec: gave up after ${TOTAL_LIMIT_MS / 1000} s`);
    stopVite(vite);
    process.exit(1);
  }, TOTAL_LIMIT_MS);
  try {
    vite = await startVite(port, '/tests/browser/pages/gallery.html');
    log(`vite dev server on ${port}`);
    context = await withTimeout(launch(), 60_000, 'chromium to launch');
    const browser = context.browser();
    for (const size of SIZES) {
      const { name, width, ...contextOptions } = size;
      const ctx = await browser.newContext(contextOptions);
      try {
        const page = await ctx.newPage();
        const errors = [];
        page.on('console', (m) => {
          if (m.type() === 'error') errors.push(m.text());
        });
        page.on('pageerror', (e) => errors.push(String(e)));
        const url = `http://127.0.0.1:${port}/tests/browser/pages/gallery.html?width=${width}`;
        await withTimeout(page.goto(url), 60_000, `${url} to load`);
        await page.waitForSelector('body[data-ready]', { timeout: 30_000 });
        const entries = await page.evaluate(() => window.__gallery.entries);
        const drawnIds = entries.filter((e) => e.ok).map((e) => e.id);
        const refused = entries.filter((e) => !e.ok);
        log(`${name}: ${drawnIds.length} boards drawn, ${refused.length} development scenarios refused by the importer`);
        for (const e of refused) check(e.reasons.length > 0, `${e.id}: refused without a reason`);
        check(drawnIds.filter((id) => id.startsWith('terrain-')).length === 4, `${name}: a terrain gallery per face`);
        if (name === 'phone') {
          const similar = await page.evaluate((min) => window.__gallery.similar(min), ALIKE);
          check(
            similar.length === 0,
            `terrain art too alike at phone size: ${similar.map((s) => `${s.a}/${s.b} ${s.distance.toFixed(1)}`).join(', ')}`,
          );
        }
        for (const id of drawnIds) {
          await page.locator(`canvas[data-board="${id}"]`).screenshot({ path: join(outDir, `gallery-${id}-${name}.png`) });
        }
        log(`${name}: screenshots saved`);
        check(errors.length === 0, `${name}: console errors:\n    ${errors.join('\n    ')}`);
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
  console.error(`gallery.spec FAILED (${secs} s):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(`gallery.spec: all checks passed in ${secs} s; screenshots in ${outDir}`);
process.exit(0);
