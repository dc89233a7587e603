// Browser spec: a whole short battle against the computer (issue 18 scope 3), by real taps at 390x844 (touch through
// the DevTools protocol, as the other specs). The short test battle (tests/fixtures/short-battle.json) is imported
// with the picker's file chooser; in New battle player 2 (the Axis) is set to Computer, Easy; the human plays the
// Allies with the short battle's player (support/short-battle.ts) on a copy of the game rebuilt from the save after
// each of the computer's turns. Checks:
//   - no hand-off screen ever; the human's hand is on screen on every human decision and no Axis card is in the DOM;
//   - the computer's steps arrive one at a time (the step count climbs while the human waits), "Faster" and "Skip"
//     work; the hint ("What would the computer do?") answers with a legal action of the human's;
//   - privacy on the real Worker: Worker.prototype.postMessage is wrapped (page.addInitScript) and every message
//     posted is only { id, view, level, seed } (and `warm` for the one warm-up), the view the Axis's, with no rng, deck
//     or hands, and no value of the game's PRNG state at any point of the game;
//   - the game reaches its end and the game-over screen; the save records the computer and its level.
// Saves tests/browser/out/computer-*.png. About 40-60 s on an idle machine.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { actor, applyAction, legalActions, newGame } from '../../src/engine/index.ts';
import { importScenarioText } from '../../src/scenario/importFile.ts';
import { DB_NAME, DB_VERSION } from '../../src/store/saves.ts';
import { APP_TEXT } from '../../src/ui/text/app.ts';
import { COMPUTER_TEXT } from '../../src/ui/text/computer.ts';
import { GAME_TEXT } from '../../src/ui/text/game.ts';
import { GAMEOVER_TEXT } from '../../src/ui/text/gameover.ts';
import { launch } from './chromium.mjs';
import { freePort, startVite, stopVite, withTimeout } from './devserver.mjs';
import { readSaves } from './support/saves.mjs';
import { shortBattlePlayer } from './support/short-battle.ts';
import { tapLocator, TouchPlayer } from './support/touch.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, 'out');
const SHORT_FILE = join(here, '..', 'fixtures', 'short-battle.json');
const SEED = 'vs-computer-1';
const started = Date.now();
// A hang guard: about 60 s idle, a loaded machine several times that.
const TOTAL_LIMIT_MS = 300_000;

function log(msg) {
  console.log(`  [${((Date.now() - started) / 1000).toFixed(1)} s] ${msg}`);
}
const failures = [];
function check(ok, msg) {
  if (!ok) failures.push(msg);
  return ok;
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const port = await freePort();
  let vite;
  let context;
  const overall = setTimeout(() => {
    console.error(`computer.spec: gave up after ${TOTAL_LIMIT_MS / 1000} s`);
    stopVite(vite);
    process.exit(1);
  }, TOTAL_LIMIT_MS);
  try {
    vite = await startVite(port, '/');
    log(`vite dev server on ${port}`);
    context = await withTimeout(launch(), 60_000, 'chromium to launch');
    await playAgainstComputer(context.browser(), port);
  } finally {
    clearTimeout(overall);
    if (context) await context.close().catch((e) => console.warn(`closing chromium: ${e}`));
    stopVite(vite);
  }
}

async function playAgainstComputer(browser, port) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
  // Every message the page posts to a Worker, as the Worker would receive it.
  await ctx.addInitScript(() => {
    window.__workerMessages = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (message, ...rest) {
      window.__workerMessages.push(JSON.stringify(message));
      return post.call(this, message, ...rest);
    };
  });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  const file = importScenarioText(readFileSync(SHORT_FILE, 'utf8'), 'short-battle.json');
  if (!file.ok) throw new Error(`the short battle does not import: ${file.reasons.join('; ')}`);
  const scenario = file.scenario;
  let mirror = newGame(scenario, { seed: SEED, options: {} });
  /** Every PRNG state the game went through (none may reach the Worker). */
  const rngStates = new Set(mirror.rng.map(String));
  const player = new TouchPlayer(page, () => mirror);
  const tap = player.tap;
  // The short battle's player, but the Allies hold their ground for their first two turns: the computer gets turns of
  // its own (and may come to fight, putting retreats to the human) before the Allies go for the goal.
  const rush = shortBattlePlayer(scenario.suddenDeath[0].hexes);
  const choose = (s) => {
    const a = rush(s);
    const hold = s.turn.number < 5 && a.type === 'move' && legalActions(s).find((x) => x.type === 'endMoves');
    return hold || a;
  };

  /** The events of the last action replayed by syncMirror. */
  let lastEvents = [];
  /** The copy of the game, rebuilt from the save (the computer's actions are only known from there). */
  const syncMirror = async (count) => {
    let saved;
    for (let i = 0; i < 100; i++) {
      saved = await readSaves(page);
      if (saved.steps.length >= count) break;
      await page.waitForTimeout(100);
    }
    const steps = saved.steps.sort((a, b) => a.index - b.index).slice(0, count);
    let s = newGame(scenario, { seed: SEED, options: {} });
    for (const row of steps) {
      const r = applyAction(s, row.action);
      if (!r.ok) throw new Error(`the saved action ${row.index} does not replay: ${r.error.message}`);
      s = r.state;
      lastEvents = r.events;
      s.rng.forEach((x) => rngStates.add(String(x)));
    }
    mirror = s;
    return saved;
  };
  const stepNow = async () => Number(await page.locator('.game').getAttribute('data-step'));

  try {
    await withTimeout(page.goto(`http://127.0.0.1:${port}/?seed=${SEED}`), 60_000, 'the app to load');
    await tapLocator(tap, page.getByRole('button', { name: 'New battle' }), 'New battle');
    const chooser = page.waitForEvent('filechooser', { timeout: 20_000 });
    await tapLocator(tap, page.getByRole('button', { name: 'Import a scenario' }), 'Import a scenario');
    await (await chooser).setFiles(SHORT_FILE);
    await page.waitForSelector('.import-ok', { timeout: 20_000 });
    await tapLocator(tap, page.locator('button.choice', { hasText: scenario.name }), 'the short battle in the list');
    // Player 2 (the Axis in game 1): the computer, Easy.
    const p2 = page.getByRole('radiogroup', { name: COMPUTER_TEXT.whoOf('Player 2') });
    await tapLocator(tap, p2.locator('label', { hasText: COMPUTER_TEXT.computer }), 'player 2: Computer');
    const levels = page.getByRole('radiogroup', { name: COMPUTER_TEXT.levelLegend });
    await tapLocator(tap, levels.locator('label', { hasText: COMPUTER_TEXT.level.easy }), 'level: Easy');
    check(await levels.locator('input[value="easy"]').isChecked(), 'Easy is not checked after the tap');
    await page.screenshot({ path: join(outDir, 'computer-picker-390x844.png'), fullPage: true });
    await tapLocator(tap, page.getByRole('button', { name: 'Start battle' }), 'Start battle');
    await page.waitForSelector('.game', { timeout: 30_000 });
    log('game against the computer started');

    let humanSteps = 0;
    let computerSteps = 0;
    let sawFaster = false;
    let sawSkip = false;
    let sawHint = false;
    let sawStepByStep = false;
    for (let guard = 0; guard < 400; guard++) {
      check((await page.locator('.handoff').count()) === 0, 'a hand-off screen in a game against the computer');
      if ((await page.locator('.winner-banner').count()) > 0) break;
      const who = await page.locator('.game').getAttribute('data-actor');
      if (who === 'axis') {
        // The computer's turn: its steps come one at a time. Once "Faster", once "Skip".
        const before = await stepNow();
        // The first turn: Skip (the rest of it without pauses); the next: Faster. A turn may end before the tap lands.
        const control = !sawSkip ? 'computerSkip' : !sawFaster ? 'computerPace' : null;
        if (control) {
          const button = page.locator(`button[data-action="${control}"]`);
          try {
            await tapLocator(tap, button, control);
            if (control === 'computerSkip') sawSkip = true;
            else sawFaster = (await page.locator('button[data-action="computerPace"][aria-pressed="true"]').count()) > 0 || (await page.locator('.game').getAttribute('data-actor')) !== 'axis';
            await page.screenshot({ path: join(outDir, `computer-${control === 'computerSkip' ? 'skip' : 'turn'}-390x844.png`) });
          } catch {
            log(`${control}: the computer's turn ended before the tap`);
          }
        }
        await page
          .waitForFunction((n) => Number(document.querySelector('.game')?.getAttribute('data-step')) > n || !!document.querySelector('.winner-banner'), before, { timeout: 60_000 })
          .catch(async () => {
            await page.screenshot({ path: join(outDir, 'computer-failure.png') });
            throw new Error(`the computer did not act after step ${before}; see out/computer-failure.png`);
          });
        const after = await stepNow();
        if (after === before + 1 && (await page.locator('.game').getAttribute('data-actor')) === 'axis') sawStepByStep = true;
        computerSteps += after - before;
        continue;
      }
      if (who !== 'allies') {
        await page.waitForTimeout(100);
        continue;
      }
      // The human's decision: the mirror catches up with the save, the recap of the computer's turn is closed.
      const step = await stepNow();
      await syncMirror(step);
      check(actor(mirror) === 'allies', `step ${step}: the page asks the Allies, the game says ${actor(mirror)}`);
      const hand = page.locator('.hand-area [data-card]');
      const shown = await hand.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-card'))));
      const axisCards = mirror.cards.hands.axis.filter((c) => shown.includes(c));
      check(axisCards.length === 0, `step ${step}: Axis cards ${axisCards.join(', ')} in the DOM`);
      check(shown.length === mirror.cards.hands.allies.length, `step ${step}: ${shown.length} cards shown, the Allies hold ${mirror.cards.hands.allies.length}`);
      for (let i = 0; i < 8 && (await page.locator('.recap-panel').count()) > 0; i++) {
        await tapLocator(tap, page.locator('.recap-panel button[data-action="recapSkip"], .recap-panel button[data-action="recapNext"]').last(), 'recap: next');
      }
      if (!sawHint && mirror.turn.stage !== 'play' && !mirror.pending.length) {
        await tapLocator(tap, page.locator('button[data-action="hint"]'), COMPUTER_TEXT.hint);
        await page.waitForSelector('.computer-note[data-hint]:not([data-hint="thinking"])', { timeout: 30_000 });
        const kind = await page.locator('.computer-note').getAttribute('data-hint');
        check(legalActions(mirror).some((a) => a.type === kind), `the hint's action (${kind}) is not one the Allies may take`);
        // Its words name hexes as the screen shows them ("row 3, hex 5"), never the engine's marks (log.ts showHexes).
        const said = await page.locator('.computer-note span').innerText();
        check(!/[\uE000-\uF8FF]|\bh\d+,\d+/.test(said), `the hint shows a hex mark: ${JSON.stringify(said)}`);
        await page.screenshot({ path: join(outDir, 'computer-hint-390x844.png') });
        await tapLocator(tap, page.getByRole('button', { name: COMPUTER_TEXT.hintClose }), 'close the hint');
        sawHint = true;
      }
      const a = choose(mirror);
      try {
        await player.perform(a);
      } catch (err) {
        await page.screenshot({ path: join(outDir, 'computer-failure.png') });
        throw new Error(`step ${step} ${JSON.stringify(a)}: ${err.message}`);
      }
      humanSteps++;
      await page
        .waitForFunction((n) => Number(document.querySelector('.game')?.getAttribute('data-step')) > n, step, { timeout: 20_000 })
        .catch(() => {
          throw new Error(`step ${step}: the app did not count the human's ${a.type}`);
        });
    }
    await page.waitForSelector('.winner-banner', { timeout: 30_000 });
    const final = await stepNow();
    const saved = await syncMirror(final);
    check(mirror.winner !== null, 'the game is not over in the replay of the save');
    // A battle won other than by medals says why on the board's banner (the short battle: its objective, or the
    // last unit), and one won by medals says nothing more.
    const reason = lastEvents.find((e) => e.type === 'gameOver')?.reason;
    const whyEl = page.locator('.winner-banner .winner-why');
    const whyShown = (await whyEl.count()) > 0 ? await whyEl.textContent() : null;
    check(whyShown === (reason ? GAMEOVER_TEXT.how[reason] : null), `the banner's reason: "${whyShown}", the game ended by ${reason ?? 'medals'}`);
    check(JSON.stringify(saved.games[0]?.setup?.computer) === JSON.stringify([null, 'easy']), `the save's computer field: ${JSON.stringify(saved.games[0]?.setup?.computer)}`);
    await page.screenshot({ path: join(outDir, 'computer-end-390x844.png') });
    await tapLocator(tap, page.getByRole('button', { name: GAME_TEXT.seeResult }), 'See the result');
    await page.waitForSelector('.gameover', { timeout: 20_000 });
    log(`actions: ${saved.steps.sort((a, b) => a.index - b.index).map((r) => JSON.stringify(r.action)).join(' ')}`);
    log(`game over after ${final} actions (${humanSteps} by taps, ${computerSteps} by the computer), winner ${mirror.winner}`);
    check(computerSteps > 0, 'the computer never acted');
    check(sawStepByStep, 'the computer\'s steps never arrived one at a time');
    check(sawSkip && sawFaster && sawHint, `skip ${sawSkip}, faster ${sawFaster}, hint ${sawHint}`);

    // Privacy on the real Worker.
    const messages = await page.evaluate(() => window.__workerMessages);
    check(messages.length >= computerSteps, `${messages.length} messages to the Worker for ${computerSteps} computer steps`);
    let warms = 0;
    for (const [i, text] of messages.entries()) {
      const m = JSON.parse(text);
      // A decision's keys; a warm-up (the Worker rehearsing while the human plays, docs/ai.md "Warming up") adds its work.
      const keys = JSON.stringify(Object.keys(m).sort());
      check(keys === '["id","level","seed","view"]' || (keys === '["id","level","seed","view","warm"]' && m.level === 'easy'), `message ${i}: keys ${keys}`);
      if ('warm' in m) warms++;
      check(/"(rng|deck|hands)"/.test(text) === false, `message ${i} carries rng, deck or hands`);
      const leaked = text.match(/-?\d{5,}/g)?.filter((n) => rngStates.has(n)) ?? [];
      check(leaked.length === 0, `message ${i} carries PRNG values ${leaked.join(', ')}`);
      // The computer's decisions are the Axis's view; the hint's the Allies'.
      check(m.view.viewer === (m.level === 'easy' ? 'axis' : 'allies'), `message ${i}: the view of ${m.view.viewer} at ${m.level}`);
    }
    // One warm-up piece for Easy (src/ui/game/computer.ts WARM_CHUNKS), asked at the human's first decision.
    check(warms === 1, `${warms} warm-up messages, not 1`);
    log(`${messages.length} messages to the Worker (${warms} warm-up): views only, no hidden value`);
    check(errors.length === 0, `console errors:\n    ${errors.join('\n    ')}`);

    await takenOver(page, ctx, tap);
  } finally {
    await ctx.close();
  }
}

/**
 * A newer version of the app opens in another tab and upgrades the saves database (src/ui/app/Notices.tsx
 * ReplacedNotice): its open is not held up by this page, and this page says it can save nothing more, with the
 * reload in focus. The other tab is a page of the same origin opening the database one version up, as the next
 * version of the app would. Last in the spec: the database stays at the new version.
 */
async function takenOver(page, ctx, tap) {
  const other = await ctx.newPage();
  try {
    await other.goto(new URL('/icon.svg', page.url()).href);
    const upgrade = await other.evaluate(
      ([name, version]) =>
        new Promise((resolve) => {
          let blocked = false;
          const req = indexedDB.open(name, version);
          req.onblocked = () => (blocked = true);
          req.onsuccess = () => {
            req.result.close();
            resolve({ opened: true, blocked });
          };
          req.onerror = () => resolve({ opened: false, blocked });
          // Held up by this page's open connection, the open would wait for as long as the page stays open.
          setTimeout(() => resolve({ opened: false, blocked }), 15_000);
        }),
      [DB_NAME, DB_VERSION + 1],
    );
    check(upgrade.opened && !upgrade.blocked, `the newer version's upgrade: ${JSON.stringify(upgrade)}`);
  } finally {
    await other.close();
  }
  const dialog = page.getByRole('alertdialog', { name: APP_TEXT.replaced.title });
  await dialog.waitFor({ state: 'visible', timeout: 20_000 });
  const text = (await dialog.textContent()) ?? '';
  check(text.includes(APP_TEXT.replaced.text) && text.includes(APP_TEXT.replaced.saved), `the dialog says: ${text}`);
  const focused = await page.evaluate(() => document.activeElement?.textContent);
  check(focused === APP_TEXT.replaced.reload, `focus on ${focused}, not on Reload`);
  check((await dialog.getByRole('button').count()) === 1, 'nothing unsaved: Reload alone');
  // Tab and Shift+Tab stay in the dialog (the screen behind it can save nothing): with one button, on Reload.
  for (const key of ['Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    const still = await page.evaluate(() => document.activeElement?.textContent);
    check(still === APP_TEXT.replaced.reload, `after ${key}, focus on ${still}`);
  }
  await page.screenshot({ path: join(outDir, 'computer-replaced-390x844.png') });
  const reloaded = page.waitForEvent('load', { timeout: 20_000 });
  await tapLocator(tap, dialog.getByRole('button', { name: APP_TEXT.replaced.reload }), 'Reload');
  await reloaded;
  log('taken over by a newer version: the dialog, then the reload');
}

main().then(
  () => {
    log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (failures.length) {
      console.error(`computer.spec: ${failures.length} failures:\n  ${failures.join('\n  ')}`);
      process.exit(1);
    }
    console.log('computer.spec: ok');
    process.exit(0);
  },
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
