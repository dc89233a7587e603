// Browser spec for the command cards and battle dice (src/ui/game/CardView.tsx, Dice.tsx) on a phone (390x844,
// DPR 2, touch), on the Vite dev server: the test page draws a hand, a Recon choice and a dice roll with motion.
// Checks: no console errors; the roll settles (onDone sets data-ready) and its list is labelled with every face in
// order; the hand's accessible names and aria-pressed; tapping another card moves the selection and opens its text
// above the hand, inside the screen; a disabled card ignores taps. Saves tests/browser/out/cards-390x844.png.
// Exits non-zero on failure; always stops the server and the browser.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from './chromium.mjs';
import { freePort, startVite, stopVite, withTimeout } from './devserver.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, 'out');
const started = Date.now();
const TOTAL_LIMIT_MS = Number(process.env.CARDS_LIMIT_MS ?? 60_000);
const PAGE = '/tests/browser/pages/cards.html';

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
    console.error(`cards.spec: gave up after ${TOTAL_LIMIT_MS / 1000} s`);
    stopVite(vite);
    process.exit(1);
  }, TOTAL_LIMIT_MS);
  try {
    vite = await startVite(port, PAGE);
    log(`vite dev server on ${port}`);
    context = await withTimeout(launch(), 60_000, 'chromium to launch');
    log('chromium up');
    const ctx = await context.browser().newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await ctx.newPage();
    const errors = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    const query = process.env.CARDS_QUERY ?? '';
    await withTimeout(page.goto(`http://127.0.0.1:${port}${PAGE}${query}`), 60_000, 'the cards page to load');
    await page.waitForSelector('body[data-ready], body[data-error]', { timeout: 8_000 });
    log('page ready');
    const pageError = await page.evaluate(() => document.body.dataset.error ?? null);
    check(!pageError, `page failed: ${pageError}`);

    if (!query) {
      const roll = await page.evaluate(() => {
        const list = document.querySelector('.dice-roll');
        return {
          label: list?.getAttribute('aria-label'),
          busy: list?.getAttribute('aria-busy'),
          dice: [...document.querySelectorAll('.dice-roll .die-face')].map((d) => d.getAttribute('aria-label')),
        };
      });
      check(roll.label === 'Roll: infantry, armor, grenade, star, flag', `roll label: ${roll.label}`);
      check(roll.busy === null, `settled roll still aria-busy=${roll.busy}`);
      check(roll.dice.join() === 'infantry,armor,grenade,star,flag', `settled dice: ${roll.dice.join()}`);

      const hand = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('.card-hand .cmd-card')].map((b) => ({
            label: b.getAttribute('aria-label'),
            pressed: b.getAttribute('aria-pressed'),
            text: b.getAttribute('aria-describedby'),
          })),
        );
      const before = await hand();
      check(before.length === 6, `hand has ${before.length} cards`);
      check(before[0]?.label === 'Probe Left Flank: 2 units on the left flank', `first card name: ${before[0]?.label}`);
      check(before.map((c) => c.pressed).join() === 'false,false,false,false,true,false', 'only card 5 pressed');
      check(before[4]?.text && (await page.locator(`#${before[4].text}`).count()) === 1, 'selected card has text');

      // The text panel of the selected card lies above the hand and inside the screen.
      const box = async () =>
        page.evaluate(() => {
          const t = document.querySelector('.card-hand .cmd-card-text')?.getBoundingClientRect();
          const h = document.querySelector('.card-hand')?.getBoundingClientRect();
          return t && h ? { top: t.top, bottom: t.bottom, left: t.left, right: t.right, hand: h.top } : null;
        });
      const b = await box();
      check(b && b.left >= 0 && b.right <= 390 && b.top >= 0 && b.bottom <= b.hand + 4, `text panel at ${JSON.stringify(b)}`);
      await page.screenshot({ path: join(outDir, 'cards-390x844.png') });

      await page.locator('.card-hand .cmd-card').nth(0).tap({ timeout: 15_000 });
      // aria-disabled: Playwright would wait for it to become enabled, so the tap is forced; the card ignores it.
      await page.locator('.card-hand .cmd-card').nth(2).tap({ timeout: 15_000, force: true });
      const after = await hand();
      check(after.map((c) => c.pressed).join() === 'true,false,false,false,false,false', `after taps: ${after.map((c) => c.pressed).join()}`);
      check(after[2]?.label?.endsWith('(cannot be played now)'), `disabled card name: ${after[2]?.label}`);
    } else {
      await page.screenshot({ path: join(outDir, 'cards-all.png'), fullPage: true });
    }
    // Every small card's title fits its band on a phone (six cards to a hand, the narrowest), in English and in
    // French: no word wider than the card, at most two lines (a third ran into the picture, issue 15's walk).
    for (const lang of ['en', 'fr']) {
      await page.goto(`http://127.0.0.1:${port}${PAGE}?all=1&lang=${lang}`);
      await page.waitForSelector('body[data-ready], body[data-error]', { timeout: 20_000 });
      const titles = await page.evaluate(() =>
        [...document.querySelectorAll('.card-hand .cmd-card.compact .cmd-card-title')].map((t) => {
          const cs = getComputedStyle(t);
          const pad = parseFloat(cs.paddingTop) + parseFloat(cs.paddingBottom);
          const range = document.createRange();
          range.selectNodeContents(t);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          return { text: t.textContent, over: t.scrollWidth > t.clientWidth + 1, lines: tops.size, tall: t.scrollHeight - pad };
        }),
      );
      check(titles.length >= 30, `${lang}: ${titles.length} small card titles`);
      check(lang === 'en' || titles.some((t) => t.text.startsWith('Escar')), `fr: the cards are not in French: ${titles[0]?.text}`);
      const bad = titles.filter((t) => t.over || t.lines > 2);
      check(bad.length === 0, `${lang}: small card titles that do not fit: ${JSON.stringify(bad)}`);
      if (lang === 'fr') await page.screenshot({ path: join(outDir, 'cards-all-fr.png'), fullPage: true });
    }
    check(errors.length === 0, `console errors:\n    ${errors.join('\n    ')}`);
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
  console.error(`cards.spec FAILED (${secs} s):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(`cards.spec: all checks passed in ${secs} s; screenshot in ${outDir}`);
process.exit(0);
