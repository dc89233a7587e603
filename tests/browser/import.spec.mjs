// Browser spec: importing a scenario on the new-battle screen with the real file chooser (chromium's own), then
// playing its first turn by taps; a broken file is refused with its reasons and changes nothing. Screenshots of
// the picker with an imported battle at 390x844 and 1024x1366 (tests/browser/out/import-*.png).
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from './chromium.mjs';
import { freePort, startVite, stopVite, withTimeout } from './devserver.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, 'out');
const started = Date.now();
const LIMIT_MS = 120_000;
const M44 = join(here, '..', 'scenario', 'fixtures', '24-Arracourt.m44.json');

const failures = [];
const check = (ok, msg) => {
  if (!ok) failures.push(msg);
  return ok;
};
const log = (m) => console.log(`  [${((Date.now() - started) / 1000).toFixed(1)} s] ${m}`);

async function tap(page, locator, what) {
  await locator.waitFor({ state: 'visible', timeout: 5000 }).catch(async () => {
    await page.screenshot({ path: join(outDir, 'import-failure.png') });
    throw new Error(`not visible: ${what} (see out/import-failure.png)`);
  });
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

async function chooseFile(page, path) {
  const chooser = page.waitForEvent('filechooser', { timeout: 5000 });
  await tap(page, page.getByRole('button', { name: 'Import a scenario' }), 'Import a scenario');
  await (await chooser).setFiles(path);
}

async function run(browser, port, viewport) {
  const ctx = await browser.newContext({ viewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  const tag = `${viewport.width}x${viewport.height}`;
  try {
    await withTimeout(page.goto(`http://127.0.0.1:${port}/?seed=import-1`), 60_000, 'the app');
    await tap(page, page.getByRole('button', { name: 'New battle' }), 'New battle');
    const before = await page.locator('button.choice').count();

    // A broken file: refused with its reasons, the list unchanged.
    const broken = join(tmpdir(), `broken-${process.pid}.m44`);
    writeFileSync(broken, '{"board": {"hexagons": ');
    await chooseFile(page, broken);
    await page.waitForSelector('.import-error', { timeout: 5000 });
    const reason = await page.locator('.import-error').textContent();
    check(/not valid JSON/.test(reason ?? ''), `${tag}: broken file reason: ${reason}`);
    check((await page.locator('button.choice').count()) === before, `${tag}: a broken file changed the list`);

    // A real .m44 file.
    await chooseFile(page, M44);
    await page.waitForSelector('.import-ok', { timeout: 5000 });
    check((await page.locator('button.choice').count()) === before + 1, `${tag}: the imported battle is not listed`);
    const importedChoice = page.locator('button.choice', { has: page.locator('.imported-tag') });
    check((await importedChoice.count()) === 1, `${tag}: no battle tagged Imported`);
    check((await importedChoice.getAttribute('aria-current')) === 'true', `${tag}: the imported battle is not selected`);
    await page.screenshot({ path: join(outDir, `import-${tag}.png`) });

    // Its first turn, by taps (on a phone the battle's details are a second step).
    if (viewport.width < 700) await tap(page, importedChoice, 'the imported battle');
    await tap(page, page.getByRole('button', { name: 'Start battle' }), 'Start battle');
    await tap(page, page.locator('.handoff-ready'), 'hand-off');
    await page.waitForSelector('.game[data-step="0"]');
    const card = page.locator('.hand-area [data-card]:not([aria-disabled="true"])').first();
    await tap(page, card, 'a card');
    await tap(page, card, 'the card again');
    await page.waitForSelector('.game[data-step="1"], .handoff[data-step="1"]', { timeout: 5000 });
    const label = await page.locator('.board-area canvas').getAttribute('aria-label');
    check(/Arracourt/.test(label ?? ''), `${tag}: the board is not the imported battle (${label})`);
    log(`${tag}: imported Arracourt by the file chooser, refused a broken file, played a card`);

    // Still there after a reload (kept with the saves).
    await page.reload();
    await tap(page, page.getByRole('button', { name: 'New battle' }), 'New battle');
    check((await page.locator('.imported-tag').count()) >= 1, `${tag}: the imported battle is gone after a reload`);
    check(errors.length === 0, `${tag}: console errors: ${errors.join(' | ')}`);
  } finally {
    await ctx.close();
  }
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const port = await freePort();
  let vite;
  let context;
  const overall = setTimeout(() => {
    console.error('import.spec: gave up');
    stopVite(vite);
    process.exit(1);
  }, LIMIT_MS);
  try {
    vite = await startVite(port, '/');
    context = await withTimeout(launch(), 60_000, 'chromium');
    const browser = context.browser();
    await run(browser, port, { width: 390, height: 844 });
    await run(browser, port, { width: 1024, height: 1366 });
  } finally {
    clearTimeout(overall);
    if (context) await context.close().catch(() => {});
    stopVite(vite);
  }
}

main()
  .then(() => {
    if (failures.length) {
      console.error(`import.spec: ${failures.length} failure(s):\n  - ${failures.join('\n  - ')}`);
      process.exit(1);
    }
    console.log('import.spec: ok');
  })
  .catch((err) => {
    console.error(`import.spec: ${err.stack ?? err}`);
    process.exit(1);
  });
