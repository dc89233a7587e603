// Browser spec for the new-game and game-over screens (src/ui/app/Picker.tsx, GameOver.tsx) on the Vite dev server,
// through tests/browser/pages/screens.html, on a phone (390x844, DPR 2, touch) and a tablet (1024x1366).
// Picker: one step at a time on the phone (list, then details with a way back, focus moved along), side by side on
// the tablet; the map preview is drawn at the device pixel ratio and named for screen readers; the options reach
// onStart as a GameSetup, with the seed fixed by ?seed=. GameOver: the winner, medals and losses agree with the final
// state the page played out; the rematch button after one game, the match result after two (the tablet shows a
// whole match); every callback fires.
// Hex inspection (src/ui/game/inspect.ts) on a small night battle: the "i" toggle and a tap on a hex (phone), the I key
// on the board (tablet); a face-down enemy minefield's strength is not shown; the night chip. The rules help's legend:
// a picture for every terrain, obstacle and marker row, drawn once in view.
// No console errors; 44 px touch targets. Screenshots: tests/browser/out/picker-*.png, gameover-*.png, inspect-*.png
// and legend-*.png.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILTIN_SCENARIOS } from '../../src/scenario/builtin.ts';
import { STANDARD_GEOMETRY } from '../../src/engine/hex.ts';
import { seenHex } from '../../src/ui/board/geometry.ts';
import { launch } from './chromium.mjs';
import { focusSettles } from './support/focus.mjs';
import { freePort, startVite, stopVite, withTimeout } from './devserver.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const outDir = join(here, 'out');
const started = Date.now();
const TOTAL_LIMIT_MS = 180_000;
const PAGE = '/tests/browser/pages/screens.html';

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 1366 };

const sword = JSON.parse(readFileSync(join(root, 'scenarios', 'sword-beach.json'), 'utf8'));
// Every built-in battle, in the order the picker lists them.
const BATTLES = BUILTIN_SCENARIOS.map((s) => s.name);
const swordUnits = (side) => sword.board.hexes.filter((h) => h.unit?.side === side).length;

function log(msg) {
  console.log(`  [${((Date.now() - started) / 1000).toFixed(1)} s] ${msg}`);
}

const failures = [];
function check(ok, msg) {
  if (!ok) failures.push(msg);
}

async function open(context, viewport, query) {
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  await page.setViewportSize(viewport);
  await page.goto(`${base}${PAGE}?${query}`, { waitUntil: 'load' });
  await page.waitForSelector('body[data-ready]', { timeout: 10_000 });
  return { page, errors };
}

const shot = (page, name) =>
  page.screenshot({ path: join(outDir, name), animations: 'disabled' }).then(() => log(`saved ${name}`));

/** Visible interactive controls smaller than 44 CSS pixels in either direction. */
const smallTargets = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('button, input, label.option, summary, a[href]')]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => {
        // A checkbox or radio counts with its label (the label is the target).
        const box = (el.closest('label') ?? el).getBoundingClientRect();
        return { what: el.outerHTML.slice(0, 80), w: box.width, h: box.height };
      })
      .filter((t) => t.w < 44 || t.h < 44),
  );

/** Canvas facts: its backing size against its box, and how many sampled pixels differ from the table colour. */
const canvasFacts = (page, selector) =>
  page.evaluate((sel) => {
    const c = document.querySelector(sel);
    if (!(c instanceof HTMLCanvasElement)) return null;
    const box = c.getBoundingClientRect();
    const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let drawn = 0;
    let samples = 0;
    for (let i = 0; i < data.length; i += 4 * 97) {
      samples++;
      if (Math.abs(data[i] - 0x1f) + Math.abs(data[i + 1] - 0x26) + Math.abs(data[i + 2] - 0x19) > 30) drawn++;
    }
    return {
      width: c.width,
      height: c.height,
      boxWidth: box.width,
      boxHeight: box.height,
      dpr: devicePixelRatio,
      drawnShare: drawn / samples,
      label: c.getAttribute('aria-label'),
      role: c.getAttribute('role'),
    };
  }, selector);

const shown = (page, selector) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel);
    return !!el && el.getClientRects().length > 0;
  }, selector);

async function pickerPhone(context) {
  const { page, errors } = await open(context, PHONE, 'screen=picker&seed=fixed-Seed_1');
  await page.evaluate(() => document.fonts.ready);
  await focusSettles(page, () => document.activeElement?.textContent === 'New battle');
  const title = await page.evaluate(() => document.activeElement?.textContent);
  check(title === 'New battle', `phone picker: focus should start on the screen's title, is on "${title}"`);
  check(await shown(page, '.picker-list'), 'phone picker: the list is not shown first');
  check(!(await shown(page, '.picker-details')), 'phone picker: the details are shown before a battle is chosen');
  const names = await page.$$eval('.choice .choice-name', (els) => els.map((e) => e.textContent));
  check(JSON.stringify(names) === JSON.stringify(BATTLES), `phone picker: battles listed ${JSON.stringify(names)}, expected ${JSON.stringify(BATTLES)}`);
  const small = await smallTargets(page);
  check(small.length === 0, `phone picker list: targets under 44 px: ${JSON.stringify(small)}`);
  await page.evaluate(() => document.activeElement?.blur());
  await shot(page, 'picker-list-390x844.png');

  await page.click('.choice:has-text("Sword Beach")');
  await page.waitForSelector('.picker-details', { state: 'visible' });
  check(!(await shown(page, '.picker-list')), 'phone picker: the list is still shown with the details');
  check(!(await shown(page, '.to-home')), 'phone picker: two back controls in the details step');
  await focusSettles(page, () => document.activeElement?.textContent === 'Sword Beach');
  const focused = await page.evaluate(() => document.activeElement?.textContent);
  check(focused === 'Sword Beach', `phone picker: focus should move to the battle's title, is on "${focused}"`);
  // The preview draws once its box has a size (it was hidden in the list step).
  await page.waitForFunction(() => {
    const c = document.querySelector('.map-frame canvas');
    return c && c.width > 0 && c.width === Math.round(c.getBoundingClientRect().width * devicePixelRatio);
  });
  const map = await canvasFacts(page, '.map-frame canvas');
  const label = `Map of Sword Beach: ${swordUnits('allies')} Allied and ${swordUnits('axis')} Axis units`;
  check(map?.role === 'img' && map.label === label, `phone picker: map named "${map?.label}", expected "${label}"`);
  check(map && map.dpr === 2 && map.width === Math.round(map.boxWidth * 2), `phone picker: map not at DPR 2: ${JSON.stringify(map)}`);
  check(map && map.drawnShare > 0.5, `phone picker: the map looks empty (${map?.drawnShare})`);
  const text = await page.textContent('.picker-details');
  for (const want of ['6 June 1944', 'Western Front', 'British', 'German', 'Moves first', 'Sword was the easternmost']) {
    check(text.includes(want), `phone picker details: "${want}" missing`);
  }
  await page.evaluate(() => document.activeElement?.blur());
  await shot(page, 'picker-details-390x844.png');

  // Options: the sub-option appears only with Young Generals.
  check((await page.$$('text=No Take Ground or Overrun')).length === 0, 'no Take Ground shown without Young Generals');
  await page.getByLabel('Young Generals').check();
  await page.getByLabel('No Take Ground or Overrun').check();
  await page.getByLabel(/^Open hands/).check();
  await page.getByLabel('Player 1', { exact: true }).fill('  Alice   Smith ');
  await page.getByLabel('Player 2', { exact: true }).fill('');
  const smallOptions = await smallTargets(page);
  check(smallOptions.length === 0, `phone picker options: targets under 44 px: ${JSON.stringify(smallOptions)}`);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await shot(page, 'picker-options-390x844.png');
  await page.getByRole('button', { name: 'Start battle' }).click();
  const setup = await page.evaluate(() => window.__screens.started);
  check(setup?.scenario?.id === 'sword-beach', `onStart: scenario ${setup?.scenario?.id}`);
  check(setup?.seed === 'fixed-Seed_1', `onStart: the ?seed= was not used (${setup?.seed})`);
  check(setup?.mode === 'open', `onStart: mode ${setup?.mode}`);
  const options = JSON.stringify(setup?.options);
  check(options === '{"ambushAlwaysAsk":false,"youngGenerals":true,"noTakeGround":true}', `onStart: options ${options}`);
  const players = JSON.stringify(setup?.players.names);
  check(players === '["Alice Smith","Player 2"]', `onStart: names ${players}`);
  check(JSON.stringify(setup?.match) === '[{"seats":{"allies":0,"axis":1}}]', `onStart: match ${JSON.stringify(setup?.match)}`);

  // Back to the list, focus on the battle chosen; then back home.
  await page.getByRole('button', { name: 'All battles' }).click();
  await page.waitForSelector('.picker-list', { state: 'visible' });
  await focusSettles(page, () => document.activeElement?.querySelector('.choice-name')?.textContent === 'Sword Beach');
  const back = await page.evaluate(() => document.activeElement?.querySelector('.choice-name')?.textContent);
  check(back === 'Sword Beach', `phone picker: focus back in the list should be on Sword Beach, is on "${back}"`);
  await page.getByRole('button', { name: 'Back to the home screen' }).click();
  const calls = await page.evaluate(() => window.__screens.calls.join(','));
  check(calls === 'start,back', `phone picker: callbacks ${calls}`);
  check(errors.length === 0, `phone picker: ${errors.join('; ')}`);
  await page.close();
  log('picker on the phone checked');
}

async function pickerTablet(context) {
  const { page, errors } = await open(context, TABLET, 'screen=picker&ambush=1&seed=bad%20seed!');
  await page.evaluate(() => document.fonts.ready);
  check(await shown(page, '.picker-list'), 'tablet picker: list hidden');
  check(await shown(page, '.picker-details'), 'tablet picker: details not shown beside the list');
  check(!(await shown(page, '.to-list')), 'tablet picker: the "All battles" control is shown side by side');
  await page.click('.choice:has-text("Sword Beach")');
  // Choosing must not move the focus: give a wrong move the time to happen before looking.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))));
  const inList = await page.evaluate(() => !!document.activeElement?.closest('.picker-list'));
  check(inList, 'tablet picker: focus left the list on choosing a battle');
  await page.waitForFunction(() => document.querySelector('.map-frame canvas')?.width > 0);
  const map = await canvasFacts(page, '.map-frame canvas');
  check(map && map.width === Math.round(map.boxWidth) && map.drawnShare > 0.5, `tablet map: ${JSON.stringify(map)}`);
  await page.evaluate(() => document.activeElement?.blur());
  await shot(page, 'picker-1024x1366.png');
  const small = await smallTargets(page);
  check(small.length === 0, `tablet picker: targets under 44 px: ${JSON.stringify(small)}`);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  check(sideways <= 0, `tablet picker: the page scrolls sideways by ${sideways} px`);
  // Another battle redraws the preview for it.
  await page.click('.choice:has-text("Arracourt")');
  await page.waitForFunction(() => document.querySelector('.map-frame canvas')?.getAttribute('aria-label')?.includes('Arracourt'));
  await page.getByRole('button', { name: 'Start battle' }).click();
  const setup = await page.evaluate(() => window.__screens.started);
  check(setup?.scenario?.id === 'arracourt', `tablet onStart: scenario ${setup?.scenario?.id}`);
  // A malformed ?seed= is ignored: a fresh 64-bit seed instead.
  check(/^[0-9a-f]{16}$/.test(setup?.seed ?? ''), `tablet onStart: seed ${setup?.seed}`);
  check(JSON.stringify(setup?.options) === '{"ambushAlwaysAsk":true}', `tablet onStart: ${JSON.stringify(setup?.options)}`);
  check(setup?.mode === 'pass-and-play', `tablet onStart: default mode ${setup?.mode}`);
  check(JSON.stringify(setup?.players.names) === '["Player 1","Player 2"]', 'tablet onStart: default names');
  check(errors.length === 0, `tablet picker: ${errors.join('; ')}`);
  await page.close();
  log('picker on the tablet checked');
}

async function gameOver(context, viewport, games) {
  const size = `${viewport.width}x${viewport.height}`;
  const tag = `game over (${games} game${games > 1 ? 's' : ''}, ${size})`;
  const { page, errors } = await open(context, viewport, `screen=gameover&games=${games}`);
  await page.evaluate(() => document.fonts.ready);
  const facts = await page.evaluate(() => {
    const { final, setup } = window.__screens;
    const lost = (side) => final.units.filter((u) => u.side === side).reduce((n, u) => n + u.maxFigures - u.figures, 0);
    const dead = (side) => final.units.filter((u) => u.side === side && u.figures === 0).length;
    const seats = setup.match[setup.match.length - 1].seats;
    return {
      winner: final.winner,
      winnerName: setup.players.names[seats[final.winner]],
      lost: { allies: lost('allies'), axis: lost('axis') },
      dead: { allies: dead('allies'), axis: dead('axis') },
      total: { allies: final.units.filter((u) => u.side === 'allies').length, axis: final.units.filter((u) => u.side === 'axis').length },
      target: final.medalsToWin,
      match: setup.match,
      names: setup.players.names,
      focused: document.activeElement?.tagName,
    };
  });
  const h1 = await page.textContent('h1');
  const want = facts.winner === 'allies' ? 'Allied victory' : 'Axis victory';
  check(h1 === want, `${tag}: heading "${h1}", expected "${want}"`);
  check(facts.focused === 'H1', `${tag}: focus on ${facts.focused}, not the verdict`);
  const line = await page.textContent('.verdict-line');
  check(line === `${facts.winnerName} wins with the ${facts.winner === 'allies' ? 'Allies' : 'Axis'}`, `${tag}: "${line}"`);
  for (const side of ['allies', 'axis']) {
    const card = `.tally-side.side-${side}`;
    const won = await page.$$eval(`${card} .medal-pip.won`, (els) => els.length);
    const pips = await page.$$eval(`${card} .medal-pip`, (els) => els.length);
    const medals = facts.match[facts.match.length - 1].medals[side];
    check(pips === facts.target[side] && won === medals, `${tag} ${side}: ${won}/${pips} pips, medals ${medals}`);
    if (side === facts.winner) check(won === pips, `${tag}: the winner's pips are not all filled`);
    const dd = await page.$$eval(`${card} dd`, (els) => els.map((e) => e.textContent));
    const expected = [String(facts.lost[side]), `${facts.dead[side]} of ${facts.total[side]}`];
    check(JSON.stringify(dd) === JSON.stringify(expected), `${tag} ${side}: losses ${dd}, expected ${expected}`);
  }
  await page.evaluate(() => document.activeElement?.blur());
  await shot(page, `gameover${games === 2 ? '-match' : ''}-${size}.png`);
  const rematch = page.getByRole('button', { name: 'Rematch with sides swapped' });
  if (games === 1) {
    await rematch.click();
  } else {
    check((await rematch.count()) === 0, `${tag}: rematch offered after the second game`);
    const verdict = await page.textContent('.match-verdict');
    const score = [0, 1].map((p) =>
      facts.match.reduce((n, g) => n + (g.seats.allies === p ? g.medals.allies : g.medals.axis), 0),
    );
    const expected =
      score[0] === score[1] ? 'The match is a draw' : `${facts.names[score[0] > score[1] ? 0 : 1]} wins the match`;
    check(verdict === expected, `${tag}: match verdict "${verdict}", expected "${expected}"`);
    const totals = await page.$$eval('.match-table td.total', (els) => els.map((e) => Number(e.textContent)));
    check(JSON.stringify(totals) === JSON.stringify(score), `${tag}: totals ${totals}, expected ${score}`);
  }
  await page.getByRole('button', { name: 'Save game record' }).click();
  await page.getByRole('button', { name: 'Back to battles' }).click();
  const calls = await page.evaluate(() => window.__screens.calls.join(','));
  check(calls === (games === 1 ? 'rematch,save,home' : 'save,home'), `${tag}: callbacks ${calls}`);
  const small = await smallTargets(page);
  check(small.length === 0, `${tag}: targets under 44 px: ${JSON.stringify(small)}`);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  check(sideways <= 0, `${tag}: the page scrolls sideways by ${sideways} px`);
  check(errors.length === 0, `${tag}: ${errors.join('; ')}`);
  await page.close();
  log(`${tag} checked`);
}

/** Hex inspection: the toggle and a tap (touch) or the I key (keyboard); the panel's words; the night chip. */
async function inspect(context, viewport, how) {
  const size = `${viewport.width}x${viewport.height}`;
  const { page, errors } = await open(context, viewport, 'screen=inspect');
  await page.waitForSelector('.board-area[data-view]');
  const night = await page.textContent('.night-indicator');
  check(/Night: [1-5] hex/.test(night ?? ''), `${size} inspect: night chip says "${night}"`);
  if (how === 'touch') {
    await page.tap('.inspect-btn');
    check((await page.getAttribute('.inspect-btn', 'aria-pressed')) === 'true', `${size} inspect: the toggle is not pressed`);
    const box = await page.locator('.board-canvas').boundingBox();
    const p = await page.evaluate(() => window.__screens.hexPoint(3, 13));
    await page.touchscreen.tap(box.x + p.x, box.y + p.y);
  } else {
    await page.focus('.board-canvas');
    await page.keyboard.press('i');
  }
  await page.waitForSelector('.inspect-panel .inspect-title');
  const text = await page.textContent('.inspect-panel');
  // The hex is named as the board is seen (a quarter-turned board on the upright phone: geometry.ts seenHex).
  const { turn } = JSON.parse(await page.locator('.board-area').getAttribute('data-view'));
  const named = (row, col) => {
    const seen = seenHex(STANDARD_GEOMETRY, { row, col }, turn);
    return `Row ${seen.row}, hex ${seen.hex}`;
  };
  const want = how === 'touch' ? [named(3, 13), 'Minefield', 'Laid by the Axis', 'its strength is hidden'] : [named(4, 12), 'Forest', 'Sandbags', 'Allied Infantry: 3 figures', 'Wiping it out gives the Axis 1 medal', 'Tonight it battles only targets at most'];
  for (const w of want) check(text.includes(w), `${size} inspect (${how}): "${w}" missing from the panel`);
  check(!/Your side knows/.test(text), `${size} inspect: a hidden minefield strength is shown`);
  check((await page.$$eval('.prompt-text', (els) => els.length)) === 1, `${size} inspect: the prompt went away`);
  await page.evaluate(() => document.activeElement?.blur());
  await shot(page, `inspect-${size}.png`);
  await page.click('.inspect-close');
  check(!(await shown(page, '.inspect-panel')), `${size} inspect: Close did not close the panel`);
  const focus = await page.evaluate(() => document.activeElement?.className ?? '');
  check(focus.includes('inspect-btn'), `${size} inspect: focus after Close is on "${focus}", not the inspect button`);
  await legend(page, size);
  check(errors.length === 0, `${size} inspect and legend: ${errors.join('; ')}`);
  await page.close();
}

/** The rules help's legend (opened from the pause menu): every row has its picture, drawn once scrolled into view. */
async function legend(page, size) {
  await page.click('button[aria-label="Menu"]');
  await page.click('.modal button:has-text("Rules help")');
  await page.waitForSelector('.rules-screen');
  check((await page.$$eval('canvas.legend-hex[data-drawn]', (els) => els.length)) === 0, `${size} legend: pictures drawn before the topic opened`);
  await page.click('summary:has-text("Terrain and obstacles")');
  await page.locator('h3:has-text("Terrain")').first().scrollIntoViewIfNeeded();
  await page.waitForSelector('canvas.legend-hex[data-drawn]');
  const rows = await page.$$eval('.effects .effect', (els) => els.map((e) => e.querySelector('canvas.legend-hex') !== null));
  check(rows.length > 40 && rows.every(Boolean), `${size} legend: ${rows.filter((x) => !x).length} of ${rows.length} rows without a picture`);
  await page.locator('.legend-faces').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.waitForFunction(() => [...document.querySelectorAll('.effect-hill canvas')].every((c) => c.dataset.drawn));
  await shot(page, `legend-terrain-${size}.png`);
  await page.getByLabel('Winter').check();
  // The markers from the objective on: the merged rules' markers (smoke, camouflage, headquarters...) follow it.
  await page.locator('.effect-objective').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.waitForFunction(() =>
    ['objective', 'smoke', 'smoke-thinning', 'camouflage'].every((k) => [...document.querySelectorAll(`.effect-${k} canvas`)].every((c) => c.dataset.drawn === 'winter')),
  );
  await shot(page, `legend-markers-${size}.png`);
}

// The French walk (issue 15 scope 4): the real app in French through home (a briefing open), rules help (every topic
// open), settings, the new-battle screen (a battle's details), the hand-off and the game screen with its pause menu,
// and saved games; each screen's visible text and accessible names must hold no English word (ENGLISH below), once
// the names both languages share (FR_NAMES) are taken out. Screenshots: fr-*.png at both sizes.
const ENGLISH = new Set(
  ('the and with your you of to is are what which when this that from have has not will can may must only each every ' +
    'one two three first battle battles turn unit units card cards hand dice hexes move moves rules help saved games ' +
    'game back settings start new play player players board pass device ready offline update later dismiss close ' +
    'open language sound layout server storage allies axis left right flank armor armour infantry forest hill town ' +
    'river wire road bridge minefield smoke night victory wins win lost retreat ground attack assault ambush done undo ' +
    'cancel medal medals side sides').split(' '),
);
/** Names that read the same in French (they may hold English words): the app, the game, battle and operation names. */
const FR_NAMES = ["Pocket '44", "Memoir '44", 'Days of Wonder', 'Richard Borg', 'Pegasus Bridge', 'Sword Beach', 'Utah Beach', 'Omaha Beach', 'Market Garden', 'npm run peer-server', 'English'];

async function pageText(page) {
  return page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-roledescription]')) {
      for (const a of ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription']) {
        const v = el.getAttribute(a);
        if (v) parts.push(v);
      }
    }
    return parts.join('\n');
  });
}

async function noEnglish(page, where) {
  let text = await pageText(page);
  for (const n of FR_NAMES) text = text.split(n).join(' ');
  const found = [...new Set(text.split(/[^\p{L}]+/u).filter((w) => ENGLISH.has(w.toLowerCase())))];
  check(found.length === 0, `French ${where}: English words ${found.join(', ')}`);
  check(text.length > 40, `French ${where}: almost no text`);
}

/** `chosen`: French chosen in the stored settings; otherwise the browser speaks French and nothing was chosen. */
async function frenchWalk(context, size, chosen) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  if (chosen) await page.addInitScript(() => localStorage.setItem('pocket44.settings', JSON.stringify({ language: 'fr' })));
  await page.goto(`${base}/?seed=fr-walk`, { waitUntil: 'load' });
  await page.waitForSelector('html[lang="fr"]');
  await page.getByRole('button', { name: 'Nouvelle bataille' }).waitFor();
  // The rest of French (the briefings among them) arrives just after the first render.
  await page.waitForFunction(() => document.body.innerText.includes('Opération Cobra'));
  await page.locator('details.briefing summary').first().click();
  await noEnglish(page, `${size} home`);
  await shot(page, `fr-home-${size}.png`);

  await page.getByRole('button', { name: 'Aide des règles' }).first().click();
  await page.waitForSelector('.rules-screen');
  await page.evaluate(() => document.querySelectorAll('.rules-screen details').forEach((d) => (d.open = true)));
  await noEnglish(page, `${size} rules help`);
  await shot(page, `fr-rules-${size}.png`);
  await page.getByRole('button', { name: 'Retour' }).first().click();

  await page.getByRole('button', { name: 'Réglages' }).first().click();
  await page.waitForSelector('select');
  check((await page.$eval('select[id$="-language"]', (el) => el.value)) === 'fr', `French ${size}: settings do not show French chosen`);
  await noEnglish(page, `${size} settings`);
  await shot(page, `fr-settings-${size}.png`);
  // Switching takes effect at once, without a reload, and is kept; and back.
  await page.evaluate(() => (window.__notReloaded = true));
  await page.selectOption('select[id$="-language"]', 'en');
  await page.getByRole('button', { name: 'Back' }).first().waitFor();
  check((await page.evaluate(() => document.documentElement.lang)) === 'en', `French ${size}: <html lang> not en after switching`);
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('pocket44.settings') ?? '{}').language);
  check(kept === 'en', `French ${size}: the switch to English was not kept (${kept})`);
  await page.selectOption('select[id$="-language"]', 'fr');
  await page.getByRole('button', { name: 'Retour' }).first().waitFor();
  check(await page.evaluate(() => window.__notReloaded === true), `French ${size}: switching the language reloaded the page`);
  await page.getByRole('button', { name: 'Retour' }).first().click();

  await page.getByRole('button', { name: 'Nouvelle bataille' }).click();
  await page.locator('button.choice', { hasText: 'Sword Beach' }).click();
  await page.getByRole('button', { name: 'Lancer la bataille' }).waitFor();
  await noEnglish(page, `${size} new battle`);
  await shot(page, `fr-picker-${size}.png`);
  await page.getByRole('button', { name: 'Lancer la bataille' }).click();
  await page.getByRole('button', { name: /^Je suis / }).click();
  await page.waitForSelector('.board-canvas');
  await noEnglish(page, `${size} game`);
  await shot(page, `fr-game-${size}.png`);
  await page.getByRole('button', { name: 'Menu' }).click();
  await noEnglish(page, `${size} pause menu`);
  await page.getByRole('button', { name: 'Quitter la bataille' }).click();
  // A saved battle asks to leave ("Quitter"), an unsaved one to end it.
  await page.getByRole('button', { name: /^Quitter( et finir la bataille)?$/ }).click();
  await page.getByRole('button', { name: 'Parties sauvegardées' }).click();
  await page.waitForSelector('.saves-import');
  await noEnglish(page, `${size} saved games`);
  await shot(page, `fr-saves-${size}.png`);
  await page.getByRole('button', { name: 'Retour' }).first().click();
  await page.getByRole('button', { name: 'Rejoindre une partie' }).click();
  await page.getByRole('button', { name: 'Rejoindre', exact: true }).waitFor();
  await noEnglish(page, `${size} join`);
  check(errors.length === 0, `French walk ${size}: ${errors.join('; ')}`);
  await page.close();
}

/** The test page's screens in French: game over after a match, and the hex inspection with the night chip. */
async function frenchScreens(context, viewport, size) {
  const over = await open(context, viewport, 'screen=gameover&games=2&lang=fr');
  await over.page.waitForSelector('.verdict-line');
  await noEnglish(over.page, `${size} game over`);
  await shot(over.page, `fr-gameover-${size}.png`);
  await over.page.close();
  const ins = await open(context, viewport, 'screen=inspect&lang=fr');
  await ins.page.waitForSelector('.board-area[data-view]');
  await ins.page.focus('.board-canvas');
  await ins.page.keyboard.press('i');
  await ins.page.waitForSelector('.inspect-panel .inspect-title');
  await noEnglish(ins.page, `${size} inspection`);
  await shot(ins.page, `fr-inspect-${size}.png`);
  check([...over.errors, ...ins.errors].length === 0, `French screens ${size}: ${[...over.errors, ...ins.errors].join('; ')}`);
  await ins.page.close();
}

let server;
let browserContext;
let base;
try {
  await withTimeout(
    (async () => {
      mkdirSync(outDir, { recursive: true });
      const port = await freePort();
      server = await startVite(port, PAGE);
      base = `http://127.0.0.1:${port}`;
      log(`vite on ${base}`);
      browserContext = await launch();
      const browser = browserContext.browser();
      const phone = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      await pickerPhone(phone);
      await gameOver(phone, PHONE, 1);
      await gameOver(phone, PHONE, 2);
      await inspect(phone, PHONE, 'touch');
      await frenchWalk(phone, 'phone', true);
      await frenchScreens(phone, PHONE, 'phone');
      await phone.close();
      const tablet = await browser.newContext({ viewport: TABLET, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
      await pickerTablet(tablet);
      await gameOver(tablet, TABLET, 2);
      await inspect(tablet, TABLET, 'keyboard');
      await tablet.close();
      // A browser in French, no language ever chosen: the app opens in French.
      const landscape = await browser.newContext({ viewport: { width: 1180, height: 820 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'fr-FR' });
      await frenchWalk(landscape, 'tablet', false);
      await frenchScreens(landscape, { width: 1180, height: 820 }, 'tablet');
      await landscape.close();
    })(),
    TOTAL_LIMIT_MS,
    'the screens spec',
  );
} catch (err) {
  failures.push(String(err?.stack ?? err));
} finally {
  await browserContext?.close().catch(() => {});
  stopVite(server);
}

if (failures.length) {
  console.error(`screens spec: ${failures.length} failure(s):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
log('screens spec passed');
