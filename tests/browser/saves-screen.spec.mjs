// Browser spec for the saved-games screen (src/ui/app/SavedGames.tsx) over the real IndexedDB of chromium, on the
// Vite dev server, at 390x844 with touch (and a look at 1024x1366). The test page (pages/saves.ts) fills its own
// database with three seeded random games: one under way, one finished, one damaged. Checks: the list shows them (the
// damaged one with its reason, Continue only for the game under way); renaming by keyboard persists across a reload
// and Escape cancels; export downloads a pocket44-game file (a damaged game's: its raw rows), which imports back as a
// new, highlighted game; a broken file is refused with its reason and changes nothing; delete then Undo restores;
// another delete makes the previous one final at once, and the toast's end makes the last one final (rows gone from
// the database); a game open in another tab cannot be continued; the empty list; 44 px targets; no console errors.
// Screenshots in tests/browser/out/saves-*.png.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SAVES_TEXT as T } from '../../src/ui/text/saves.ts';
import { STORE_TEXT } from '../../src/ui/text/store.ts';
import { launch } from './chromium.mjs';
import { focusSettles } from './support/focus.mjs';
import { freePort, startVite, stopVite, withTimeout } from './devserver.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, 'out');
const started = Date.now();
// About 12 s on an idle machine; the limit leaves room for a busy one.
const TOTAL_LIMIT_MS = 180_000;
const PAGE = '/tests/browser/pages/saves.html';
const DB = 'pocket44-test-page';
/** The undo window on the test page: short, so the spec sees a deletion become final by itself. */
const UNDO_MS = 1500;

const PLAYING = 'Sword Beach: Ann v Bob';
const FINISHED = 'Operation Cobra: Clara v Dev';
const DAMAGED = 'Arracourt: Eve v Finn';
const RENAMED = 'Sunday rematch';

function log(msg) {
  console.log(`  [${((Date.now() - started) / 1000).toFixed(1)} s] ${msg}`);
}

const failures = [];
function check(ok, msg) {
  if (!ok) failures.push(msg);
  return ok;
}

/** A row of the page's database, read with the plain IndexedDB API (null when absent). */
function rawGet(page, store, key) {
  return page.evaluate(
    ([db, store, key]) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const conn = open.result;
          const req = conn.transaction(store).objectStore(store).get(key);
          req.onsuccess = () => {
            conn.close();
            resolve(req.result ?? null);
          };
          req.onerror = () => reject(req.error);
        };
      }),
    [DB, store, key],
  );
}

/** How many rows a store holds (for steps: only those of one game). */
function rawCount(page, store, gameId) {
  return page.evaluate(
    ([db, store, gameId]) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const conn = open.result;
          const range = gameId ? IDBKeyRange.bound([gameId, 0], [gameId, Number.MAX_SAFE_INTEGER]) : undefined;
          const req = conn.transaction(store).objectStore(store).count(range);
          req.onsuccess = () => {
            conn.close();
            resolve(req.result);
          };
          req.onerror = () => reject(req.error);
        };
      }),
    [DB, store, gameId],
  );
}

async function open(page, url) {
  // The first load makes the dev server compile the page's modules: seconds on a loaded machine (a 6 s limit
  // failed a clean-clone run with both cores busy).
  await page.goto(url, { timeout: 60_000 });
  await page.waitForFunction(() => window.__savesPage?.ready, null, { timeout: 60_000 });
  await page.waitForSelector('.saves-list, .saves-empty');
  await page.waitForFunction(() => document.querySelector('main')?.getAttribute('aria-busy') === 'false');
}

/** Waits until the page stops scrolling and the toast has finished sliding in, so screenshots show a still page. */
async function settled(page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    for (let last = -1; last !== scrollY; ) {
      last = scrollY;
      await frame();
      await frame();
    }
    await Promise.all((document.querySelector('.saves-toast')?.getAnimations() ?? []).map((a) => a.finished));
  });
}

const headings = (page) => page.locator('.save-card h3').allTextContents();
const status = (page) => page.locator('.saves-status').textContent();
const button = (page, name) => page.getByRole('button', { name, exact: true });

/**
 * The clock the list is read at: just after midnight in a zone ahead of UTC, and (the second, shorter look) just
 * before midnight in one behind it, so that a relative date counted in UTC or in 24-hour windows shows.
 */
const MIDNIGHT_PAST = { timezoneId: 'Asia/Kolkata', at: '2025-06-20T00:30:00+05:30', day: '2025-06-20' };
const MIDNIGHT_NEAR = { timezoneId: 'America/Los_Angeles', at: '2025-06-20T23:59:00-07:00', day: '2025-06-20' };

/** A phone-sized context in the given zone whose pages read the given time (timers still run). */
async function phoneContext(browser, clock) {
  const ctx = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    acceptDownloads: true,
    timezoneId: clock.timezoneId,
  });
  const page = await ctx.newPage();
  await page.clock.setFixedTime(new Date(clock.at));
  return { ctx, page };
}

/** Just before midnight in another zone: the same fixture reads "5 minutes ago" and "yesterday" there too. */
async function lateEvening(browser, base) {
  const { ctx, page } = await phoneContext(browser, MIDNIGHT_NEAR);
  try {
    page.setDefaultTimeout(20_000);
    await open(page, `${base}?reset&undo=${UNDO_MS}`);
    const meta = await page.locator('.save-meta').allTextContents();
    check(
      meta[0]?.includes('5 minutes ago') && meta[1]?.includes('yesterday'),
      `23:59 ${MIDNIGHT_NEAR.timezoneId}: last played ${meta.join(' | ')}`,
    );
  } finally {
    await ctx.close();
  }
}

async function phone(browser, base) {
  const { ctx, page } = await phoneContext(browser, MIDNIGHT_PAST);
  try {
    // A wait that fails should say which one, well inside the spec's overall limit.
    page.setDefaultTimeout(20_000);
    const errors = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));

    await open(page, `${base}?reset&undo=${UNDO_MS}`);

    const ids = await page.evaluate(() => window.__savesPage.ids);
    log(`filled the database (${await page.evaluate(() => window.__savesPage.fillMs)} ms)`);

    // The list: newest first, the damaged game last with its reason; Continue only for the game under way.
    check(
      JSON.stringify(await headings(page)) === JSON.stringify([PLAYING, FINISHED, DAMAGED]),
      `games listed: ${JSON.stringify(await headings(page))}`,
    );
    const damaged = page.locator('.save-card.is-damaged');
    const problem = (await damaged.locator('.save-problem').textContent()) ?? '';
    check(problem === T.damaged(STORE_TEXT.problem({ code: 'damaged' })), `damaged reason: ${problem}`);
    const continues = page.getByRole('button', { name: /^Continue / });
    check((await continues.count()) === 1, 'one Continue (the finished game has none)');
    check(await button(page, `Continue ${PLAYING}`).isVisible(), 'Continue names its game');
    const finishedCard = page.locator('.save-card', { has: page.getByRole('heading', { name: FINISHED }) });
    const result = (await finishedCard.locator('.save-status').textContent()) ?? '';
    check(/^Won by the (Allies|Axis) \((Clara|Dev)\)$/.test(result), `finished game shows its result: ${result}`);
    const meta = await page.locator('.save-meta').allTextContents();
    check(
      meta[0]?.includes('5 minutes ago') && meta[1]?.includes('yesterday'),
      `00:30 ${MIDNIGHT_PAST.timezoneId}: last played ${meta.join(' | ')}`,
    );
    const small = await page.evaluate(() =>
      [...document.querySelectorAll('.saves-screen button')]
        .map((el) => ({ name: el.getAttribute('aria-label') ?? el.textContent, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.height < 44 || r.width < 44)
        .map(({ name, r }) => `${name} ${Math.round(r.width)}x${Math.round(r.height)}`),
    );
    check(small.length === 0, `touch targets under 44 px: ${small.join('; ')}`);
    await page.screenshot({ path: join(outDir, 'saves-390x844.png'), fullPage: true });
    // The same list on a tablet: sides side by side, the buttons in one row.
    await page.setViewportSize({ width: 1024, height: 1366 });
    await settled(page);
    const sidesTop = await page
      .locator('.save-card')
      .first()
      .locator('.save-side')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
    check(sidesTop.length === 2 && sidesTop[0] === sidesTop[1], 'tablet: both sides on one line');
    await page.screenshot({ path: join(outDir, 'saves-1024x1366.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    log('list checked, screenshots saved');

    // Keyboard: from the title, Tab reaches Import, Continue, then Rename; Enter opens the name field.
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    await page.keyboard.press('Tab');
    check((await page.evaluate(() => document.activeElement?.textContent)) === T.importGame, 'Tab reaches Import');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    check(focused === `Rename ${PLAYING}`, `Tab reaches Rename (focused: ${focused})`);
    await page.keyboard.press('Enter');
    await page.waitForSelector('.save-rename-input:focus');
    await page.keyboard.type('Scrapped name');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.save-rename-input', { state: 'detached' });
    check((await headings(page))[0] === PLAYING, 'Escape keeps the old name');
    await page.waitForFunction((n) => document.activeElement?.getAttribute('aria-label') === n, `Rename ${PLAYING}`);
    await page.keyboard.press('Enter');
    await page.waitForSelector('.save-rename-input:focus');
    await page.keyboard.type(RENAMED);
    await page.screenshot({ path: join(outDir, 'saves-rename-390x844.png') });
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => document.activeElement?.getAttribute('aria-label') === n, `Rename ${RENAMED}`);
    check((await headings(page))[0] === RENAMED, 'Enter keeps the new name');
    check((await status(page)) === T.renamed(RENAMED), 'the rename is announced');
    await page.reload();
    await open(page, page.url());
    check((await headings(page))[0] === RENAMED, `the new name survives a reload: ${(await headings(page))[0]}`);
    check((await rawGet(page, 'games', ids.playing))?.name === RENAMED, 'the new name is in the database');
    log('renamed by keyboard, persisted');

    // Continue and Back are the router's: the page records them.
    await button(page, `Continue ${RENAMED}`).tap();
    await page.getByRole('button', { name: T.back, exact: true }).tap();
    const probe = await page.evaluate(() => window.__savesPage);
    check(
      JSON.stringify(probe.continued) === JSON.stringify([ids.playing]) && probe.backs === 1,
      'Continue and Back call back',
    );

    // Export: a download of the whole game, named after the battle and the day.
    const [download] = await Promise.all([page.waitForEvent('download'), button(page, `Export ${RENAMED}`).tap()]);
    const fileName = download.suggestedFilename();
    check(fileName === `sword-beach-${MIDNIGHT_PAST.day}.pocket44.json`, `export file name (the local day): ${fileName}`);
    const filePath = await download.path();
    const file = JSON.parse(readFileSync(filePath, 'utf8'));
    check(file.format === 'pocket44-game' && file.header?.name === RENAMED, `export format: ${file.format}`);
    check(
      Array.isArray(file.steps) && file.steps.length === file.header.actionCount && file.steps.length > 0,
      'export has every action',
    );
    check((await status(page)) === T.exported(fileName), 'the export is announced');
    // A damaged game exports what is stored of it, as it is.
    const [rawDownload] = await Promise.all([page.waitForEvent('download'), button(page, `Export ${DAMAGED}`).tap()]);
    const rawFile = JSON.parse(readFileSync(await rawDownload.path(), 'utf8'));
    check(
      rawFile.format === 'pocket44-game' && rawFile.damaged === true && rawFile.raw?.header?.summary?.turn === 'seven',
      'a damaged game exports its raw rows',
    );
    check(/^arracourt-\d{4}-\d{2}-\d{2}\.pocket44\.json$/.test(rawDownload.suggestedFilename()), 'damaged file name');
    log(`exported ${fileName} (${file.steps.length} actions) and the damaged game`);

    // Import it back through the button's file chooser: a new game, highlighted and focused.
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button(page, T.importGame).tap()]);
    await chooser.setFiles(filePath);
    await page.waitForFunction((t) => document.querySelector('.saves-status')?.textContent === t, T.imported(RENAMED));
    check((await page.locator('.save-card').count()) === 4, 'the imported game is listed');
    check((await page.locator('.save-card.is-new h3').textContent()) === RENAMED, 'the imported game is highlighted');
    await page.waitForFunction(() => document.activeElement?.closest('.save-card')?.classList.contains('is-new'));
    check((await rawCount(page, 'games')) === 4, 'four games in the database');
    await settled(page);
    await page.screenshot({ path: join(outDir, 'saves-import-390x844.png') });

    // A broken file and a foreign one: refused with the reason, nothing written.
    const input = page.locator('input[type=file]');
    const json = (name, text) => ({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
    await input.setInputFiles(json('broken.json', '{"format":"pocket44-game",'));
    await page.waitForSelector('.saves-status.is-error');
    const broken = (await status(page)) ?? '';
    // The reasons are the store's typed codes in the player's words (STORE_TEXT.problem).
    check(broken === T.importFailed(STORE_TEXT.problem({ code: 'notJson' })), `broken file: ${broken}`);
    await input.setInputFiles(json('other.json', '{"hello":1}'));
    const foreign = T.importFailed(STORE_TEXT.problem({ code: 'notGameFile' }));
    await page.waitForFunction((t) => document.querySelector('.saves-status')?.textContent === t, foreign);
    check(
      (await page.locator('.save-card').count()) === 4 && (await rawCount(page, 'games')) === 4,
      'a refused file changes nothing',
    );
    await settled(page);
    await page.screenshot({ path: join(outDir, 'saves-import-error-390x844.png') });
    log('import of a good, a broken and a foreign file');

    // Delete, then Undo from the keyboard (the toast takes the focus).
    await button(page, `Delete ${FINISHED}`).tap();
    await page.waitForSelector('.saves-toast');
    check(!(await headings(page)).includes(FINISHED), 'a deleted game disappears at once');
    check((await page.locator('.saves-toast p').textContent()) === T.deleted(FINISHED), 'the toast names the game');
    await focusSettles(page, (l) => document.activeElement?.getAttribute('aria-label') === l, T.undoLabel(FINISHED));
    check(
      (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) === T.undoLabel(FINISHED),
      'Undo has the focus',
    );
    check(typeof (await rawGet(page, 'games', ids.finished))?.deletedAt === 'number', 'the store marks it deleted');
    await settled(page);
    await page.screenshot({ path: join(outDir, 'saves-toast-390x844.png') });
    await page.keyboard.press('Enter');
    await page.waitForSelector('.saves-toast', { state: 'detached' });
    await page.waitForFunction(
      (n) => [...document.querySelectorAll('.save-card h3')].some((h) => h.textContent === n),
      FINISHED,
    );
    check((await rawGet(page, 'games', ids.finished))?.deletedAt === undefined, 'Undo restores it in the store');
    log('delete then Undo');

    // Delete the damaged game, then the finished one: the first becomes final at once, the second when its toast goes.
    await button(page, `Delete ${DAMAGED}`).tap();
    await page.waitForSelector('.saves-toast');
    check((await rawGet(page, 'games', ids.damaged)) !== null, 'a damaged game stays stored during its undo window');
    const finishedSteps = await rawCount(page, 'steps', ids.finished);
    await button(page, `Delete ${FINISHED}`).tap();
    await page.waitForFunction((t) => document.querySelector('.saves-toast p')?.textContent === t, T.deleted(FINISHED));
    await page.waitForFunction(
      ([db, key]) =>
        new Promise((resolve) => {
          const open = indexedDB.open(db);
          open.onsuccess = () => {
            const req = open.result.transaction('games').objectStore('games').get(key);
            req.onsuccess = () => {
              open.result.close();
              resolve(req.result === undefined);
            };
          };
        }),
      [DB, ids.damaged],
    );
    await page.waitForSelector('.saves-toast', { state: 'detached', timeout: UNDO_MS + 5000 });
    await page.waitForFunction(
      ([db, key]) =>
        new Promise((resolve) => {
          const open = indexedDB.open(db);
          open.onsuccess = () => {
            const req = open.result.transaction('games').objectStore('games').get(key);
            req.onsuccess = () => {
              open.result.close();
              resolve(req.result === undefined);
            };
          };
        }),
      [DB, ids.finished],
    );
    check(finishedSteps > 0 && (await rawCount(page, 'steps', ids.finished)) === 0, 'its steps are purged too');
    await page.reload();
    await open(page, page.url());
    const left = await headings(page);
    check(JSON.stringify(left) === JSON.stringify([RENAMED, RENAMED]), `after the purges: ${left.join(' | ')}`);
    log('deletions became final');

    // A game open in another tab: no Continue, Rename or Delete, and a note saying why.
    await open(page, `${base}?locked=${ids.playing}`);
    const lockedCard = page.locator('.save-card').filter({ has: page.locator('.save-locked') });
    check((await lockedCard.count()) === 1, 'one card says it is open in another tab');
    check((await lockedCard.locator('.save-locked').textContent()) === T.lockedElsewhere, 'the note says so');
    check((await lockedCard.getByRole('button').allTextContents()).join() === T.export, 'only Export on a locked game');
    check((await page.getByRole('button', { name: /^Continue / }).count()) === 1, 'the other copy can be continued');

    // No games at all.
    await open(page, `${base}?reset=empty`);
    check((await page.locator('.saves-empty').textContent()) === T.empty, 'empty list: one friendly sentence');
    check((await page.locator('.saves-list').count()) === 0, 'empty list: no list');

    check(errors.length === 0, `console errors: ${errors.join(' | ')}`);
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
    console.error(`saves-screen.spec: gave up after ${TOTAL_LIMIT_MS / 1000} s`);
    stopVite(vite);
    process.exit(1);
  }, TOTAL_LIMIT_MS);
  try {
    vite = await startVite(port, PAGE);
    log(`vite dev server on ${port}`);
    context = await withTimeout(launch(), 60_000, 'chromium to launch');
    const base = `http://127.0.0.1:${port}${PAGE}`;
    await phone(context.browser(), base);
    await lateEvening(context.browser(), base);
  } finally {
    clearTimeout(overall);
    if (context) await context.close();
    stopVite(vite);
  }
  if (failures.length > 0) {
    for (const f of failures) console.error(`  ✘ ${f}`);
    process.exit(1);
  }
  log('all checks passed');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
