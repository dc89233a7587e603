// Browser spec: a whole game of Sword Beach played through the app's screens at 390x844 with real input only —
// touch taps on cards, buttons and the board canvas (through the DevTools protocol), no hook that applies actions.
// Pass-and-play with a fixed seed (`?seed=`). The test keeps its own copy of the game with the engine to choose
// each action (tests/browser/support/policy.ts) and to know where to tap; after every action it waits for the app
// to count it (data-step). At each hand-off it checks that no card of either hand is in the DOM or the
// accessibility tree. At the end it downloads the game record from the game-over screen, replays it with the
// engine, and checks the final medals shown against the replay.
// Saves tests/browser/out/game-{handoff,board,over}-390x844.png and game-1024x1366.png.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { actor, applyAction, finalMedals, newGame, CARD_DEFS, cardType } from '../../src/engine/index.ts';
import { getBuiltinScenario } from '../../src/scenario/builtin.ts';
import { replayRecord } from '../../src/store/record.ts';
import { GAME_TEXT } from '../../src/ui/text/game.ts';
import { GAMEOVER_TEXT } from '../../src/ui/text/gameover.ts';
import { stateHash } from '../support/hash.ts';
import { launch } from './chromium.mjs';
import { freePort, startVite, stopVite, withTimeout } from './devserver.mjs';
import { policy } from './support/policy.ts';
import { tapLocator, tapper, TouchPlayer } from './support/touch.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, 'out');
const started = Date.now();
const TOTAL_LIMIT_MS = 240_000;
const SEED = 'e2e-2';
const SCENARIO = 'sword-beach';
const NAMES = new Map(CARD_DEFS.map((d) => [d.type, d.name]));

function log(msg) {
  console.log(`  [${((Date.now() - started) / 1000).toFixed(1)} s] ${msg}`);
}

const failures = [];
function check(ok, msg) {
  if (!ok) failures.push(msg);
  return ok;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function main() {
  mkdirSync(outDir, { recursive: true });
  const port = await freePort();
  let vite;
  let context;
  const overall = setTimeout(() => {
    console.error(`game.spec: gave up after ${TOTAL_LIMIT_MS / 1000} s`);
    stopVite(vite);
    process.exit(1);
  }, TOTAL_LIMIT_MS);
  try {
    vite = await startVite(port, '/');
    log(`vite dev server on ${port}`);
    context = await withTimeout(launch(), 20_000, 'chromium to launch');
    const browser = context.browser();
    await playWholeGame(browser, port);
    await tabletScreenshot(browser, port);
  } finally {
    clearTimeout(overall);
    if (context) await context.close().catch((e) => console.warn(`closing chromium: ${e}`));
    stopVite(vite);
  }
}

async function startGame(page, tap, port, viewport) {
  await withTimeout(page.goto(`http://127.0.0.1:${port}/?seed=${SEED}`), 20_000, 'the app to load');
  await tapLocator(tap, page.getByRole('button', { name: 'New battle' }), 'New battle');
  await tapLocator(tap, page.locator('button.choice', { hasText: 'Sword Beach' }), 'Sword Beach in the list');
  await tapLocator(tap, page.getByRole('button', { name: 'Start battle' }), 'Start battle');
  log(`game started at ${viewport}`);
}

async function playWholeGame(browser, port) {
  const ctx = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
    acceptDownloads: true,
  });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  // One tapper for the page (the double-tap guard must see every tap); the mirror is read when an action is performed.
  let mirror = null;
  const player = new TouchPlayer(page, () => mirror);
  const tap = player.tap;
  try {
    await startGame(page, tap, port, '390x844');
    const scenario = getBuiltinScenario(SCENARIO);
    mirror = newGame(scenario, { seed: SEED, options: {} });
    const choose = policy(SEED);
    let step = 0;
    let handoffs = 0;
    let shotBoard = false;
    let shotHandoff = false;
    const kinds = {};

    while (!mirror.winner) {
      // Hand-off: the whole screen is covered, and neither hand is in the page.
      await page.waitForSelector(`.game[data-step="${step}"], .handoff[data-step="${step}"]`, { timeout: 8000 }).catch(async () => {
        await page.screenshot({ path: join(outDir, 'game-failure.png') });
        const prompt = await page.locator('#prompt').textContent().catch(() => '');
        throw new Error(`the app did not reach step ${step} (prompt: ${prompt}); see out/game-failure.png`);
      });
      if ((await page.locator('.handoff').count()) > 0) {
        const side = await page.locator('.handoff').getAttribute('data-side');
        check(side === actor(mirror), `hand-off to ${side}, expected ${actor(mirror)} at step ${step}`);
        const cardsInDom = await page.locator('[data-card]').count();
        check(cardsInDom === 0, `${cardsInDom} cards in the DOM during a hand-off (step ${step})`);
        // The accessibility tree of the first hand-offs, the page's HTML at every one.
        const tree = handoffs < 4 ? JSON.stringify(await page.locator('body').ariaSnapshot()) : await page.content();
        const hidden = [...mirror.cards.hands.allies, ...mirror.cards.hands.axis].map((c) => NAMES.get(cardType(c)));
        const leaked = hidden.filter((n) => tree.includes(n));
        check(leaked.length === 0, `hand-off shows card names ${leaked.join(', ')} (step ${step})`);
        if (!shotHandoff) {
          await page.screenshot({ path: join(outDir, 'game-handoff-390x844.png') });
          shotHandoff = true;
        }
        await tapLocator(tap, page.locator('.handoff-ready'), 'hand-off ready');
        handoffs++;
        await page.waitForSelector('.game', { timeout: 5000 });
        continue;
      }
      // While a defender chooses a retreat, the attacker's hand is not in the page.
      const p = mirror.pending[0];
      if (p?.kind === 'retreat' && p.actor !== mirror.turn.side) {
        check((await page.locator('[data-card]').count()) === 0, `cards in the DOM while the defender retreats (step ${step})`);
      }
      const a = choose(mirror);
      kinds[a.type] = (kinds[a.type] ?? 0) + 1;
      try {
        await player.perform(a);
      } catch (err) {
        throw new Error(`step ${step} ${JSON.stringify(a)}: ${err.message}`);
      }
      const r = applyAction(mirror, a);
      if (!r.ok) throw new Error(`policy chose an illegal action: ${r.error.message}`);
      mirror = r.state;
      step++;
      if (!shotBoard && step >= 40 && mirror.turn.stage === 'battle' && !mirror.pending.length) {
        await page.waitForSelector(`.game[data-step="${step}"]`, { timeout: 8000 });
        await page.screenshot({ path: join(outDir, 'game-board-390x844.png') });
        shotBoard = true;
      }
      if (step % 50 === 0) log(`${step} actions, turn ${mirror.turn.number}`);
    }
    await page.waitForSelector(`.game[data-step="${step}"]`, { timeout: 8000 });
    log(`game over after ${step} actions, ${handoffs} hand-offs: ${JSON.stringify(kinds)}`);
    check(handoffs >= mirror.turn.number - 1, `only ${handoffs} hand-offs for ${mirror.turn.number} turns`);

    await tapLocator(tap, page.getByRole('button', { name: GAME_TEXT.seeResult }), 'See the result');
    await page.waitForSelector('.gameover', { timeout: 5000 });
    await page.screenshot({ path: join(outDir, 'game-over-390x844.png'), fullPage: true });
    const shown = {};
    for (const side of ['allies', 'axis']) shown[side] = (await page.locator(`.tally-side.side-${side} .medal-count .n`).textContent())?.trim();

    const downloadPromise = page.waitForEvent('download', { timeout: 10_000 });
    await tapLocator(tap, page.getByRole('button', { name: /game record/i }), 'Save game record');
    const download = await downloadPromise;
    const record = JSON.parse(readFileSync(await download.path(), 'utf8'));
    check(record.format === 'pocket44-game' && record.steps.length === step, `record has ${record.steps?.length} actions, played ${step}`);
    const replay = replayRecord(record);
    if (check(replay.ok, `record does not replay: ${JSON.stringify(replay)}`)) {
      // The app records its options in full ({ambushAlwaysAsk: false, ...}); the game is the same as the test's.
      check(!Object.values(record.header.setup.options).some(Boolean), `unexpected options ${JSON.stringify(record.header.setup.options)}`);
      const bare = (s) => stateHash({ ...s, options: {} });
      check(bare(replay.state) === bare(mirror), 'replayed final state differs from the played one');
      for (const side of ['allies', 'axis']) {
        const want = GAMEOVER_TEXT.medalsCount(finalMedals(replay.state, side), replay.state.medalsToWin[side]);
        check(shown[side] === String(want), `${side} medals shown "${shown[side]}", replay says "${want}"`);
      }
      check(replay.state.winner === mirror.winner, 'winner differs');
    }
    log(`final medals shown ${JSON.stringify(shown)}; replay of the downloaded record agrees`);
    check(errors.length === 0, `console errors:\n    ${errors.join('\n    ')}`);
  } finally {
    await ctx.close();
  }
}

async function tabletScreenshot(browser, port) {
  const ctx = await browser.newContext({ viewport: { width: 1024, height: 1366 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  const tap = tapper(page);
  try {
    await startGame(page, tap, port, '1024x1366');
    await tapLocator(tap, page.locator('.handoff-ready'), 'hand-off ready');
    const first = page.locator('.hand-area [data-card]').first();
    await tapLocator(tap, first, 'a card');
    await sleep(200);
    await page.screenshot({ path: join(outDir, 'game-1024x1366.png') });
    log('tablet screenshot saved');
  } finally {
    await ctx.close();
  }
}

main()
  .then(() => {
    if (failures.length) {
      console.error(`game.spec: ${failures.length} failure(s):\n  - ${failures.join('\n  - ')}`);
      process.exit(1);
    }
    console.log('game.spec: ok');
  })
  .catch((err) => {
    // What was found before the error, too (it often explains it).
    if (failures.length) console.error(`game.spec: ${failures.length} failure(s) before the error:\n  - ${failures.join('\n  - ')}`);
    console.error(`game.spec: ${err.stack ?? err}`);
    process.exit(1);
  });
