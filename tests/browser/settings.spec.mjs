// Browser spec for the settings screen and the rules help (src/ui/app/Settings.tsx, RulesHelp.tsx) on the Vite dev
// server, at 390x844 with touch: changes settings by keyboard (Tab, Space, arrow keys) and by tapping the rows,
// reloads and checks that they persisted; a corrupted stored record falls back to the defaults without an error;
// touch targets are at least 44 px; the rules help opens by keyboard. Saves tests/browser/out/settings-390x844.png
// and rules-help-390x844.png. Exits non-zero on failure; always stops the server and the browser.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { markerRows, obstacleRows, terrainRows, unitRows } from '../../src/ui/app/rules-tables.ts';
import { launch } from './chromium.mjs';
import { focusSettles } from './support/focus.mjs';
import { freePort, startVite, stopVite, withTimeout } from './devserver.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, 'out');
const started = Date.now();
// About 8 s on an idle machine; the limit leaves room for a busy one.
const TOTAL_LIMIT_MS = 120_000;
const PAGE = '/tests/browser/pages/settings.html';
const KEY = 'pocket44.settings';
const DEFAULTS = { sound: true, vibration: true, leftHanded: false, ambushAlwaysAsk: false, rotation: 'active-side' };

function log(msg) {
  console.log(`  [${((Date.now() - started) / 1000).toFixed(1)} s] ${msg}`);
}

const failures = [];
function check(ok, msg) {
  if (!ok) failures.push(msg);
  return ok;
}

/** The on/off state of every switch, by accessible name, and the chosen rotation. */
async function readControls(page) {
  const on = async (name) => page.getByRole('switch', { name, exact: true }).isChecked();
  return {
    sound: await on('Sound'),
    vibration: await on('Vibration'),
    leftHanded: await on('Left-handed'),
    ambushAlwaysAsk: await on('Ambush always asks'),
    rotation: await page.locator('input[type=radio][name$="-rotation"]:checked').getAttribute('value'),
  };
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const port = await freePort();
  let vite;
  let context;
  const overall = setTimeout(() => {
    console.error(`settings.spec: gave up after ${TOTAL_LIMIT_MS / 1000} s`);
    stopVite(vite);
    process.exit(1);
  }, TOTAL_LIMIT_MS);
  try {
    vite = await startVite(port, PAGE);
    log(`vite dev server on ${port}`);
    context = await withTimeout(launch(), 60_000, 'chromium to launch');
    const ctx = await context.browser().newContext({
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
      page.on('pageerror', (e) => errors.push(e.message));
      const url = `http://127.0.0.1:${port}${PAGE}`;

      await page.goto(url);
      await page.waitForSelector('h1');
      await focusSettles(page, () => document.activeElement?.tagName === 'H1');
      check(
        (await page.evaluate(() => document.activeElement?.tagName)) === 'H1',
        'the title takes focus when the screen opens',
      );
      const defaults = await readControls(page);
      check(JSON.stringify(defaults) === JSON.stringify(DEFAULTS), `starts from the defaults: ${JSON.stringify(defaults)}`);
      check((await page.evaluate((k) => localStorage.getItem(k), KEY)) === null, 'nothing is stored before a change');

      // Keyboard, from the focused title: Sound (Space turns it off), Vibration, Left-handed (Space turns it on), the
      // rotation radios (an arrow key picks the other one). Back sits before the title: Shift+Tab.
      await page.keyboard.press('Shift+Tab');
      const focusedText = await page.evaluate(() => document.activeElement?.textContent);
      check(focusedText === 'Back', 'Shift+Tab from the title reaches Back');
      await page.keyboard.press('Tab');
      check(
        (await page.evaluate(() => document.activeElement?.getAttribute('role'))) === 'switch',
        'Tab from Back reaches the first switch',
      );
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      const radioFocused = await page.evaluate(() => {
        const el = document.activeElement;
        return el instanceof HTMLInputElement ? el.type : '';
      });
      check(radioFocused === 'radio', `Tab reaches the rotation choice (focused: ${radioFocused})`);
      await page.keyboard.press('ArrowDown');
      log('changed sound, left-handed and rotation by keyboard');

      // Touch: tap the words of a row, not its switch: the whole row is the control.
      await page.getByText('Ambush always asks', { exact: true }).tap();
      await page.getByText('The phone buzzes at the same moments', { exact: false }).tap();
      log('changed Ambush always asks and vibration by tapping their rows');

      const expected = { sound: false, vibration: false, leftHanded: true, ambushAlwaysAsk: true, rotation: 'fixed' };
      const afterChanges = await readControls(page);
      check(JSON.stringify(afterChanges) === JSON.stringify(expected), `after changes: ${JSON.stringify(afterChanges)}`);
      const stored = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), KEY)) ?? 'null');
      check(
        stored && stored.v === 1 && Object.entries(expected).every(([k, v]) => stored[k] === v) && stored.language === 'en',
        `stored record: ${JSON.stringify(stored)}`,
      );

      // Touch targets: every control row, radio row, the select and Back are at least 44 px tall and wide.
      const small = await page.evaluate(() =>
        [...document.querySelectorAll('.settings-row, .settings-choice, select, .screen-back')]
          .map((el) => ({ el: el.textContent?.slice(0, 24) ?? el.tagName, r: el.getBoundingClientRect() }))
          .filter(({ r }) => r.height < 44 || r.width < 44)
          .map(({ el, r }) => `${el} ${Math.round(r.width)}x${Math.round(r.height)}`),
      );
      check(small.length === 0, `touch targets under 44 px: ${small.join('; ')}`);

      await page.getByRole('button', { name: 'Back' }).click();
      check((await page.evaluate(() => window.__backs)) === 1, 'Back calls onBack');

      await page.reload();
      await page.waitForSelector('h1');
      const afterReload = await readControls(page);
      check(JSON.stringify(afterReload) === JSON.stringify(expected), `after reload: ${JSON.stringify(afterReload)}`);
      log('settings persisted through a reload');
      await page.screenshot({ path: join(outDir, 'settings-390x844.png'), fullPage: true });

      log('screenshot saved');
      // A record from elsewhere: bad fields fall back to their defaults, good ones stay, nothing throws.
      const foreignRecord = JSON.stringify({ sound: 'off', leftHanded: true, rotation: 9 });
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, foreignRecord]);
      await page.reload();
      await page.waitForSelector('h1');
      const foreign = await readControls(page);
      check(
        JSON.stringify(foreign) === JSON.stringify({ ...DEFAULTS, leftHanded: true }),
        `after a foreign record: ${JSON.stringify(foreign)}`,
      );
      await page.evaluate((k) => localStorage.setItem(k, '{not json'), KEY);
      await page.reload();
      await page.waitForSelector('h1');
      await focusSettles(page, () => document.activeElement?.tagName === 'H1');
      check((await readControls(page)).leftHanded === false, 'broken JSON gives the defaults');

      log('foreign and broken records checked');

      // Two-phone connection: the public server by default; one's own server is checked field by field on Save,
      // stored, shown as in use after a reload; one tap on Public goes back to it.
      await page.evaluate((k) => localStorage.removeItem(k), KEY);
      await page.reload();
      await page.waitForSelector('h1');
      const inUse = () => page.locator('.settings-current').textContent();
      check((await inUse()) === 'In use: the public PeerJS server.', `public server by default: ${await inUse()}`);
      await page.getByRole('radio', { name: 'My own server' }).check();
      await page.getByLabel('Server address', { exact: true }).fill('https://peer.example.org');
      await page.getByLabel('Port', { exact: true }).fill('99999');
      await page.getByLabel('Path', { exact: true }).fill('p2p');
      await page.getByRole('button', { name: 'Save server' }).click();
      const fieldErrors = await page.locator('.settings-signal-form p.settings-error[id]').allTextContents();
      check(fieldErrors.length === 3, `three fields refused: ${fieldErrors.join(' / ')}`);
      check(
        (await page.getByLabel('Port', { exact: true }).getAttribute('aria-invalid')) === 'true',
        'the wrong port is marked invalid',
      );
      check(JSON.parse((await page.evaluate((k) => localStorage.getItem(k), KEY)) ?? '{}').signal == null, 'nothing saved');
      await page.getByLabel('Server address', { exact: true }).fill('127.0.0.1');
      await page.getByLabel('Port', { exact: true }).fill('9000');
      await page.getByLabel('Path', { exact: true }).fill('/p2p');
      await page.getByRole('switch', { name: 'Secure connection (https and wss)' }).uncheck();
      await page.getByRole('button', { name: 'Save server' }).click();
      await page.getByText('Saved.', { exact: false }).waitFor();
      const own = { host: '127.0.0.1', port: 9000, path: '/p2p', key: 'peerjs', secure: false };
      const storedSignal = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), KEY)) ?? '{}').signal;
      check(JSON.stringify(storedSignal) === JSON.stringify(own), `own server stored: ${JSON.stringify(storedSignal)}`);
      await page.reload();
      await page.waitForSelector('h1');
      await focusSettles(page, () => document.activeElement?.tagName === 'H1');
      check((await inUse()) === 'In use: your server, ws://127.0.0.1:9000/p2p', `own server in use: ${await inUse()}`);
      check(await page.getByRole('radio', { name: 'My own server' }).isChecked(), 'My own server is the choice shown');
      check((await page.getByLabel('Port', { exact: true }).inputValue()) === '9000', 'the form shows the saved port');
      await page.getByRole('radio', { name: 'Public server (PeerJS)' }).check();
      check((await inUse()) === 'In use: the public PeerJS server.', 'one tap goes back to the public server');
      check(JSON.parse((await page.evaluate((k) => localStorage.getItem(k), KEY)) ?? '{}').signal === null, 'null stored');
      log('signalling server settings checked');
      // Rules help: the first topic opens from the keyboard; the tables are there.
      await page.goto(`${url}?screen=rules`);
      await page.waitForSelector('h1');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      check(await page.locator('details').first().evaluate((d) => d.open), 'Enter opens the first topic');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const units = await page.locator('.dice-table tbody tr').count();
      // One row per unit kind of the engine's table (the armies add kinds).
      check(units === unitRows().length, `dice table rows: ${units} of ${unitRows().length}`);
      // One entry per row of the rules help's tables: every terrain and obstacle kind of the engine's tables, the hex
      // features (bunkers, bridge, road) and the markers.
      const entries = await page.locator('.effects > li').count();
      const [terrain, obstacles, markers] = [terrainRows().length, obstacleRows().length, markerRows().length];
      check(entries === terrain + obstacles + markers, `terrain (${terrain}), obstacle (${obstacles}) and marker (${markers}) entries: ${entries}`);
      await page.screenshot({ path: join(outDir, 'rules-help-390x844.png'), fullPage: true });

      check(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    } finally {
      await ctx.close();
    }
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
