// Browser spec: a whole game of Sword Beach played through the app's screens at 390x844 with real input only —
// touch taps on cards, buttons and the board canvas (through the DevTools protocol), no hook that applies actions.
// Pass-and-play with a fixed seed (`?seed=`). The test keeps its own copy of the game with the engine to choose
// each action (tests/browser/support/policy.ts) and to know where to tap; after every action it waits for the app
// to count it (data-step). At each hand-off it checks that no card of either hand is in the DOM or the
// accessibility tree. At the end it downloads the game record from the game-over screen, replays it with the
// engine, and checks the final medals shown against the replay.
// Saves tests/browser/out/game-{handoff,board,over}-390x844.png and game-1024x1366.png.
//
// Then a short battle (tests/fixtures/short-battle.json, three infantry a side, won by the Allies in their second
// turn), imported with the picker's file chooser and played by taps as above, for what a whole game does not check:
//   - Undo: after a move, tapping Undo takes the count back one, the unit is drawn on its hex again (canvas pixels)
//     and the save (IndexedDB) holds one action less.
//   - Board rotation: on the Axis turn with "turn it towards the player" every unit is drawn where the board turned
//     180° puts it, and after Settings' "Keep the Allies at the bottom" where the board as it is puts it (pixels).
//   - Left-handed: the buttons (phone, upright tablet) and the column of orders and hand (tablet on its side) go
//     from the right to the left (getBoundingClientRect), and the battle log opens on the left.
//   - Rematch: from the game-over screen the next game of the match starts with the sides swapped (Player 2 now has
//     the Allies: hand-off, medal track, save) and the seed `<seed>-r` (the save, and the hand it deals).
// Saves tests/browser/out/short-*.png at 390x844, 1024x1366 and 1366x1024.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { actor, applyAction, finalMedals, newGame, CARD_DEFS, cardType } from '../../src/engine/index.ts';
import { getBuiltinScenario } from '../../src/scenario/builtin.ts';
import { importScenarioText } from '../../src/scenario/importFile.ts';
import { hexToPixel } from '../../src/ui/board/geometry.ts';
import { replayRecord } from '../../src/game/replay.ts';
import { GAME_TEXT } from '../../src/ui/text/game.ts';
import { GAMEOVER_TEXT } from '../../src/ui/text/gameover.ts';
import { PICKER_TEXT } from '../../src/ui/text/picker.ts';
import { SETTINGS_TEXT } from '../../src/ui/text/settings.ts';
import { RECAP_TEXT } from '../../src/ui/text/recap.ts';
import { stateHash } from '../support/hash.ts';
import { launch } from './chromium.mjs';
import { freePort, startVite, stopVite, withTimeout } from './devserver.mjs';
import { policy } from './support/policy.ts';
import { shortBattlePlayer } from './support/short-battle.ts';
import { passTurnEnd, tapLocator, tapper, TouchPlayer } from './support/touch.mjs';
import { readSaves } from './support/saves.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, 'out');
const started = Date.now();
// About 100 s on an idle machine (the whole game about 90, the short battle about 10): a hang guard, about 4x that.
const TOTAL_LIMIT_MS = 480_000;
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
    context = await withTimeout(launch(), 60_000, 'chromium to launch');
    const browser = context.browser();
    // GAME_SPEC_ONLY=whole or =short runs one part (while working on it).
    const only = process.env.GAME_SPEC_ONLY;
    if (!only || only === 'whole') {
      await playWholeGame(browser, port);
      await tabletScreenshot(browser, port);
    }
    if (!only || only === 'short') await shortBattle(browser, port);
    if (!only || only === 'short' || only === 'wide') await wideTurn(browser, port);
  } finally {
    clearTimeout(overall);
    if (context) await context.close().catch((e) => console.warn(`closing chromium: ${e}`));
    stopVite(vite);
  }
}

async function startGame(page, tap, port, viewport) {
  await withTimeout(page.goto(`http://127.0.0.1:${port}/?seed=${SEED}`), 60_000, 'the app to load');
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
    let shotDice = false;
    let shotRecap = false;
    let lastRolled = false;
    let turnEnds = 0;
    let recaps = 0;
    const kinds = {};
    /** The board's place in the turn being played (reset at each hand-off, where it turns for the other side). */
    let frame = null;
    let framesSeen = 0;
    const moves = [];

    while (!mirror.winner) {
      // Hand-off: the whole screen is covered, and neither hand is in the page.
      await page.waitForSelector(`.game[data-step="${step}"], .handoff[data-step="${step}"]`, { timeout: 20_000 }).catch(async () => {
        await page.screenshot({ path: join(outDir, 'game-failure.png') });
        const prompt = await page.locator('#prompt').textContent().catch(() => '');
        throw new Error(`the app did not reach step ${step} (prompt: ${prompt}); see out/game-failure.png`);
      });
      // Within a turn the board never moves between taps (no pan or zoom is made here).
      if ((await page.locator('.game').count()) > 0) {
        const now = await boardFrame(page, false);
        if (now !== null) {
          if (frame !== null && now !== frame && moves.length < 3) moves.push(`step ${step}: ${now} (was ${frame})`);
          frame = now;
          framesSeen++;
        }
      }
      // The turn is over: the attacker still sees the board and, when its last action rolled, those dice.
      if ((await page.locator('.game[data-turn-end="1"]').count()) > 0) {
        check((await page.locator('[data-card]').count()) === 0, `cards in the DOM at the turn's end (step ${step})`);
        if (lastRolled && !shotDice) {
          const dice = await page.locator('.roll-panel .die, .roll-panel svg').count();
          check(dice > 0, `the attacker's last dice are not on screen at the turn's end (step ${step})`);
          await page.screenshot({ path: join(outDir, 'game-turn-end-390x844.png') });
          shotDice = true;
        }
        await passTurnEnd(page, tap);
        turnEnds++;
      }
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
        frame = null;
        await page.waitForSelector('.game', { timeout: 20_000 });
        // After a turn: the recap of the other side's turn, over the board.
        if (step > 0 && (await page.locator('.recap-panel').count()) > 0) {
          recaps++;
          if (shotDice && !shotRecap) {
            await page.screenshot({ path: join(outDir, 'game-recap-390x844.png') });
            shotRecap = true;
          }
        }
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
      lastRolled = r.events.some((e) => e.type === 'roll');
      mirror = r.state;
      step++;
      if (!shotBoard && step >= 40 && mirror.turn.stage === 'battle' && !mirror.pending.length) {
        await page.waitForSelector(`.game[data-step="${step}"]`, { timeout: 20_000 });
        await page.screenshot({ path: join(outDir, 'game-board-390x844.png') });
        shotBoard = true;
      }
      if (step % 50 === 0) log(`${step} actions, turn ${mirror.turn.number}`);
    }
    await page.waitForSelector(`.game[data-step="${step}"]`, { timeout: 20_000 });
    // The winning tap: the hand goes, the winner's banner comes, the board stays where it was.
    const end = await boardFrame(page);
    if (frame !== null && end !== frame) moves.push(`the winning step ${step}: ${end} (was ${frame})`);
    log(`game over after ${step} actions, ${handoffs} hand-offs: ${JSON.stringify(kinds)}`);
    check(handoffs >= mirror.turn.number - 1, `only ${handoffs} hand-offs for ${mirror.turn.number} turns`);
    log(`${turnEnds} turn ends shown to the attacker, ${recaps} recaps after a hand-off`);
    check(shotDice, 'no turn ended on a roll with its dice on screen');
    check(shotRecap, 'no recap after a turn that ended on a roll');
    check(recaps >= handoffs / 2, `only ${recaps} recaps for ${handoffs} hand-offs`);

    await tapLocator(tap, page.getByRole('button', { name: GAME_TEXT.seeResult }), 'See the result');
    await page.waitForSelector('.gameover', { timeout: 20_000 });
    await page.screenshot({ path: join(outDir, 'game-over-390x844.png'), fullPage: true });
    check((await page.locator('.verdict-how').count()) === 0, 'a battle won by medals says another way it was won');
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
    check(moves.length === 0, `390x844: the board moved between taps within a turn: ${moves.join('; ')}`);
    log(`390x844: the board stayed put within every turn (${framesSeen} steps watched)`);
    check(errors.length === 0, `console errors:\n    ${errors.join('\n    ')}`);
  } finally {
    await ctx.close();
  }
}

/**
 * A tablet on its side (1180 x 820, real touch): the board at fit (hex size, nothing over it), then the Allies' first
 * turn of Sword Beach by taps, during which the board must not move; stops at the turn's end.
 */
async function wideTurn(browser, port) {
  const ctx = await browser.newContext({ viewport: WIDE, deviceScaleFactor: 1, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
  // Screen Wake Lock requests counted (and granted) whatever the headless browser would say.
  await ctx.addInitScript(() => {
    window.__wakeLocks = 0;
    const fake = { request: async () => ({ release: async () => {} }) };
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      get: () => ({ request: (t) => ((window.__wakeLocks += 1), fake.request(t)) }),
    });
  });
  const page = await ctx.newPage();
  let mirror = null;
  const player = new TouchPlayer(page, () => mirror);
  try {
    await startGame(page, player.tap, port, '1180x820');
    // A pass-and-play game (not two phones) keeps the screen on from its first screen, the hand-off.
    await page.waitForSelector('.handoff-ready', { timeout: 20_000 });
    check((await page.evaluate(() => window.__wakeLocks)) >= 1, '1180x820: no Screen Wake Lock asked for during the game');
    await tapLocator(player.tap, page.locator('.handoff-ready'), 'hand-off ready');
    await page.waitForSelector('.game[data-step="0"] .board-area[data-view]', { timeout: 20_000 });
    mirror = newGame(getBuiltinScenario(SCENARIO), { seed: SEED, options: {} });
    const { hexPx, turn } = await boardCheck(page, mirror, 'sword-1180x820', 40);
    const choose = policy(SEED);
    const first = await boardFrame(page);
    let step = 0;
    const moved = [];
    while (mirror.turn.side === 'allies' && !mirror.winner) {
      const a = choose(mirror);
      await player.perform(a);
      const r = applyAction(mirror, a);
      if (!r.ok) throw new Error(`policy chose an illegal action: ${r.error.message}`);
      mirror = r.state;
      step++;
      await page.waitForSelector(`.game[data-step="${step}"], .handoff[data-step="${step}"]`, { timeout: 20_000 });
      if ((await page.locator('.handoff').count()) > 0) break;
      const now = await boardFrame(page);
      if (now !== first) moved.push(`step ${step}: ${now}`);
      if ((await page.locator('.game[data-turn-end="1"]').count()) > 0) break;
    }
    check(step >= 4, `1180x820: only ${step} steps in the Allies' first turn`);
    check(moved.length === 0, `1180x820: the board moved between taps: ${moved.join('; ')} (from ${first})`);
    log(`1180x820: hexes ${hexPx.toFixed(1)} px at fit (turn ${turn}); the board stayed put through the Allies' first turn (${step} steps by taps)`);
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

// ---------------------------------------------------------------------------------------------------------------
// The short battle: Undo, board rotation, left-handed layout, rematch.

const SHORT_FILE = join(here, '..', 'fixtures', 'short-battle.json');
/** With this seed the short battle's player (support/short-battle.ts) wins in 7 actions, no die rolled. */
const SHORT_SEED = 'short-4';
/** The seed of the match's second game: the app's rule (src/ui/game/setup.ts nextSeed), written out. */
const REMATCH_SEED = 'short-4-r';
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 1366 };
const LANDSCAPE = { width: 1366, height: 1024 };
const WIDE = { width: 1180, height: 820 };

/**
 * How much of a unit token's square around each point of the board canvas is drawn in colours the bare countryside
 * does not have (its greens): above 0.9 on a unit, 0 on an empty hex. Points are CSS pixels on the canvas; read
 * from the canvas's own pixels.
 */
function unitInk(page, points, half) {
  return page.evaluate(
    ({ points, half }) => {
      const canvas = document.querySelector('.board-area canvas');
      const k = canvas.width / canvas.clientWidth;
      const ctx = canvas.getContext('2d');
      return points.map(({ x, y }) => {
        const x0 = Math.round((x - half) * k);
        const y0 = Math.round((y - half) * k);
        const size = Math.max(1, Math.round(2 * half * k));
        const { data } = ctx.getImageData(x0, y0, size, size);
        let other = 0;
        for (let i = 0; i < data.length; i += 4) {
          const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
          const grass = g >= 150 && r >= 120 && g - b >= 40;
          if (!grass) other++;
        }
        return other / (data.length / 4);
      });
    },
    { points, half },
  );
}

/**
 * The board's turn with the Allies' edge at the bottom (`fixed`): 0, or on an upright phone the quarter turn that
 * puts the Allies' baseline on the right (1: on the left, left-handed); the board as reported (data-view) tells which.
 */
async function fixedTurn(page) {
  const { turn } = JSON.parse(await page.locator('.board-area').getAttribute('data-view'));
  if ((turn & 1) === 0) return 0;
  return (await page.locator('.game.left-handed').count()) > 0 ? 1 : 3;
}

/**
 * For every unit on the board: is it drawn where the board as it is puts its hex (`fixed`), and where the board
 * turned 180° puts it (`turned`)? Only units both of whose places are on the canvas count.
 */
async function whereDrawn(page, state) {
  const { view } = JSON.parse(await page.locator('.board-area').getAttribute('data-view'));
  const base = await fixedTurn(page);
  const box = await page.locator('.board-area canvas').boundingBox();
  const g = state.board.geometry;
  const on = (p) => p.x > 0 && p.y > 0 && p.x < box.width && p.y < box.height;
  const units = state.units.filter((u) => u.figures > 0 && u.row >= 0);
  const places = units
    .map((u) => ({ u, fixed: hexToPixel(g, view, u, base), turned: hexToPixel(g, view, u, (base + 2) % 4) }))
    .filter((p) => on(p.fixed) && on(p.turned));
  const half = 0.35 * view.scale;
  const ink = await unitInk(page, places.flatMap((p) => [p.fixed, p.turned]), half);
  return places.map((p, i) => ({ hex: `${p.u.row},${p.u.col}`, fixed: ink[2 * i], turned: ink[2 * i + 1] }));
}

const frames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/**
 * The board is drawn on an animation frame after the DOM shows a change: reads `get` until `ok` holds of it (or
 * gives up after a generous `ms`, a guard against hanging, not a speed check), and returns the last reading.
 */
async function drawnUntil(page, get, ok, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    await frames(page);
    const v = await get();
    if (ok(v) || Date.now() > end) return v;
  }
}

const isDrawn = (way) => {
  const other = way === 'fixed' ? 'turned' : 'fixed';
  return (d) => d[way] > 0.5 && d[other] < 0.15;
};

/** Checks that every unit is drawn on the board `way` ('fixed' or 'turned') and not the other. */
async function checkDrawn(page, state, way, what) {
  const drawn = await drawnUntil(page, () => whereDrawn(page, state), (ds) => ds.every(isDrawn(way)));
  check(drawn.length >= 4, `${what}: only ${drawn.length} units have both places on the canvas`);
  const other = way === 'fixed' ? 'turned' : 'fixed';
  const wrong = drawn.filter((d) => !isDrawn(way)(d));
  check(wrong.length === 0, `${what}: units not drawn ${way} (unit ink at the ${way} / ${other} place): ${wrong.map((d) => `${d.hex} ${d[way].toFixed(2)}/${d[other].toFixed(2)}`).join('; ')}`);
  return `unit ink ${Math.min(...drawn.map((d) => d[way])).toFixed(2)}+ where drawn, ${Math.max(...drawn.map((d) => d[other])).toFixed(2)}- where not`;
}

/** How much unit ink is drawn on each of `hexes` (the board as it is drawn), once `ok` holds of the readings. */
async function inkOn(page, state, hexes, ok) {
  const get = async () => {
    const { view, turn } = JSON.parse(await page.locator('.board-area').getAttribute('data-view'));
    return unitInk(page, hexes.map((h) => hexToPixel(state.board.geometry, view, h, turn)), 0.35 * view.scale);
  };
  return drawnUntil(page, get, ok);
}

/** Where the game screen's parts are, at the current viewport. */
async function layout(page) {
  return page.evaluate(() => {
    const rect = (sel) => {
      const el = document.querySelector(sel);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, width: r.width, centre: r.left + r.width / 2 };
    };
    return { width: innerWidth, board: rect('.board-area'), bar: rect('.action-bar'), buttons: rect('.action-bar .buttons'), hand: rect('.hand-area') };
  });
}

/**
 * The layout at the phone size, on a tablet upright (one column, as on the phone) and on its side (the board, and a
 * column of orders and hand beside it). The viewport is resized and put back.
 */
async function layouts(page, tag) {
  const phone = await layout(page);
  const at = {};
  for (const [name, size] of Object.entries({ tablet: TABLET, landscape: LANDSCAPE })) {
    await page.setViewportSize(size);
    await frames(page);
    at[name] = await layout(page);
    await page.screenshot({ path: join(outDir, `short-${tag}-${size.width}x${size.height}.png`), scale: 'css' });
  }
  await page.setViewportSize(PHONE);
  await frames(page);
  return { phone, ...at };
}

/** The battle log's panel, opened and closed again by taps: its left and right edges. */
async function logPanel(page, tap) {
  const button = page.locator('.game-bar button[aria-controls="battle-log"]');
  await tapLocator(tap, button, 'the battle log button');
  const panel = page.locator('#battle-log');
  await panel.waitFor({ state: 'visible', timeout: 20_000 });
  const r = await panel.evaluate((el) => {
    const b = el.getBoundingClientRect();
    return { left: b.left, right: b.right };
  });
  await tapLocator(tap, button, 'the battle log button again');
  await panel.waitFor({ state: 'hidden', timeout: 20_000 });
  return r;
}

/**
 * Where the board is on the page: its canvas's box and the view and turn it drew with, as text to compare. `settled`:
 * after two animation frames (a change is drawn); without it a move still shows at the next reading.
 */
async function boardFrame(page, settled = true) {
  if (settled) await frames(page);
  return page.evaluate(() => {
    const area = document.querySelector('.board-area');
    // (null until the board's first frame, e.g. just after a hand-off, which mounts a new board)
    if (!area?.dataset.view) return null;
    const r = area.querySelector('canvas').getBoundingClientRect();
    const { view, turn } = JSON.parse(area.dataset.view);
    return JSON.stringify({ box: [r.x, r.y, r.width, r.height], view, turn });
  });
}

/**
 * The board at the current viewport as a player sees it (issue 15 scope 1). The hex size at fit, from the board's own
 * geometry (the view and turn it reports, hexToPixel's centres of two neighbouring hexes), which must be what it drew:
 * every unit's token is found in the canvas's pixels where that geometry puts its hex. Nothing over the board: no bar
 * (the top bar, the prompt and its buttons, the hand) crosses the canvas, and at every hex centre the canvas is the
 * element on top. Returns the hex size (CSS px) and the turn.
 */
async function boardCheck(page, state, tag, minHexPx) {
  await frames(page);
  const { view, fit, turn } = JSON.parse(await page.locator('.board-area').getAttribute('data-view'));
  const g = state.board.geometry;
  const a = hexToPixel(g, fit, { row: 0, col: 0 }, turn);
  const b = hexToPixel(g, fit, { row: 0, col: 2 }, turn);
  const hexPx = Math.hypot(a.x - b.x, a.y - b.y);
  check(hexPx >= minHexPx, `${tag}: hexes ${hexPx.toFixed(1)} CSS px from centre to centre at fit, under ${minHexPx}`);
  const units = state.units.filter((u) => u.figures > 0 && u.row >= 0);
  const ink = await unitInk(page, units.map((u) => hexToPixel(g, view, u, turn)), 0.35 * view.scale);
  check(ink.every((x) => x > 0.5), `${tag}: units not drawn where the board's geometry puts them (ink ${ink.map((x) => x.toFixed(2)).join(' ')})`);
  const centres = [];
  for (let row = 0; row < g.rows; row++) {
    for (let col = row & 1; col < g.cols; col += 2) if (state.board.cells[row * g.cols + col]) centres.push(hexToPixel(g, view, { row, col }, turn));
  }
  const seen = await page.evaluate((pts) => {
    const canvas = document.querySelector('.board-area canvas');
    const c = canvas.getBoundingClientRect();
    const bars = ['.game-bar', '.action-bar', '.hand-area']
      .map((sel) => [sel, document.querySelector(sel)?.getBoundingClientRect()])
      .filter(([, r]) => r && r.left < c.right - 0.5 && r.right > c.left + 0.5 && r.top < c.bottom - 0.5 && r.bottom > c.top + 0.5)
      .map(([sel]) => sel);
    const off = pts.filter((p) => p.x < 0 || p.y < 0 || p.x > c.width || p.y > c.height).length;
    const covered = pts.filter((p) => document.elementFromPoint(c.x + p.x, c.y + p.y) !== canvas).length;
    return { bars, off, covered };
  }, centres);
  check(seen.bars.length === 0, `${tag}: ${seen.bars.join(', ')} over the board`);
  check(seen.off === 0 && seen.covered === 0, `${tag}: of ${centres.length} hexes at fit, ${seen.off} off the canvas and ${seen.covered} under something`);
  await page.screenshot({ path: join(outDir, `short-board-${tag}.png`) });
  return { hexPx, turn };
}

/** Screenshots at the phone size and at 1180 x 820 (a tablet on its side); the viewport is put back. */
async function shots(page, name) {
  await frames(page);
  await page.screenshot({ path: join(outDir, `${name}-390x844.png`) });
  await page.setViewportSize(WIDE);
  await frames(page);
  await page.screenshot({ path: join(outDir, `${name}-1180x820.png`) });
  await page.setViewportSize(PHONE);
  await frames(page);
}

async function shortBattle(browser, port) {
  const ctx = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  const file = importScenarioText(readFileSync(SHORT_FILE, 'utf8'), 'short-battle.json');
  if (!file.ok) throw new Error(`the short battle does not import: ${file.reasons.join('; ')}`);
  const scenario = file.scenario;
  let mirror = newGame(scenario, { seed: SHORT_SEED, options: {} });
  /** The mirror before the last action. */
  let previous = mirror;
  const player = new TouchPlayer(page, () => mirror);
  const tap = player.tap;
  const choose = shortBattlePlayer(scenario.suddenDeath[0].hexes);
  let step = 0;
  let turnEndSeen = false;
  let recapSeen = false;
  /**
   * A whole turn by taps during which the board must not move (no pan or zoom is made): where it was at the turn's
   * start, and after each step shown on the game screen (the turn's end included) until the hand-off.
   */
  let still = null;
  const watchTurn = async (tag) => {
    still = { tag, frame: await boardFrame(page), steps: 0, moved: [] };
  };
  const endWatch = () => {
    const w = still;
    still = null;
    check(w.steps >= 2, `${w.tag}: only ${w.steps} steps of the turn were watched`);
    check(w.moved.length === 0, `${w.tag}: the board moved between taps: at ${w.moved.join('; ')} (from ${w.frame})`);
    log(`${w.tag}: the board stayed put through ${w.steps} steps of a turn by taps`);
  };
  /** Waits until the app shows `step` actions, taking the hand-offs on the way. */
  const settle = async (what) => {
    for (let i = 0; i < 3; i++) {
      await page.waitForSelector(`.game[data-step="${step}"], .handoff[data-step="${step}"]`, { timeout: 20_000 }).catch(async () => {
        await page.screenshot({ path: join(outDir, 'short-failure.png') });
        throw new Error(`${what}: the app did not reach step ${step}; see out/short-failure.png`);
      });
      if (still && (await page.locator('.handoff').count()) === 0) {
        const now = await boardFrame(page);
        still.steps++;
        if (now !== still.frame) still.moved.push(`step ${step} (${what}): ${now}`);
      }
      if (still && (await page.locator('.handoff').count()) > 0) endWatch();
      if ((await page.locator('.game[data-turn-end="1"]').count()) > 0) {
        if (still) endWatch(); // the turn is over; the next tap passes the device
        if (!turnEndSeen) {
          // The Allies' first turn is over: they still see the board, the prompt says to pass the device.
          turnEndSeen = true;
          const prompt = await page.locator('#prompt .prompt-text').textContent();
          check(prompt === RECAP_TEXT.turnOver(PICKER_TEXT.defaultName(1)), `turn end: the prompt says "${prompt}"`);
          check((await page.locator('[data-card]').count()) === 0, 'turn end: cards in the DOM');
          await shots(page, 'short-turn-end');
        }
        await passTurnEnd(page, tap);
      }
      if ((await page.locator('.handoff').count()) === 0) return;
      check((await page.locator('.handoff').getAttribute('data-side')) === actor(mirror), `${what}: hand-off to the wrong side at step ${step}`);
      await tapLocator(tap, page.locator('.handoff-ready'), 'hand-off ready');
      if (step > 0 && !recapSeen) {
        // The Axis take the device: the recap of the Allies' turn (card, units ordered, moves), page by page.
        recapSeen = true;
        const panel = page.locator('.recap-panel');
        await panel.waitFor({ state: 'visible', timeout: 20_000 });
        const pages = Number(await panel.getAttribute('data-pages'));
        check(pages >= 3, `recap: ${pages} pages for a turn with a card, orders and a move`);
        const first = await panel.textContent();
        check(first.includes(RECAP_TEXT.title('allies', 1)), `recap: no title in "${first}"`);
        await shots(page, 'short-recap');
        await tapLocator(tap, panel.locator('button[data-action="recapNext"]'), 'recap: Next');
        await page.waitForSelector('.recap-panel[data-page="1"]', { timeout: 20_000 });
        await tapLocator(tap, panel.locator('button[data-action="recapPrev"]'), 'recap: Previous');
        await page.waitForSelector('.recap-panel[data-page="0"]', { timeout: 20_000 });
        await tapLocator(tap, panel.locator('button[data-action="recapNext"]'), 'recap: Next');
        await tapLocator(tap, panel.locator('button[data-action="recapNext"]'), 'recap: Next');
        await page.waitForSelector('.recap-panel[data-page="2"]', { timeout: 20_000 });
        await shots(page, 'short-recap-move');
        await tapLocator(tap, panel.locator('button[data-action="recapSkip"], button[data-action="recapNext"]').last(), 'recap: Skip');
        await panel.waitFor({ state: 'detached', timeout: 20_000 });
        log(`short battle: the turn's end shown to the Allies, then a ${pages}-page recap to the Axis`);
      }
    }
    throw new Error(`${what}: more than two hand-offs in a row`);
  };
  const play = async (what) => {
    const a = choose(mirror);
    try {
      await player.perform(a);
    } catch (err) {
      throw new Error(`${what}: step ${step} ${JSON.stringify(a)}: ${err.message}`);
    }
    const r = applyAction(mirror, a);
    if (!r.ok) throw new Error(`${what}: the short battle's player chose an illegal action: ${r.error.message}`);
    previous = mirror;
    mirror = r.state;
    step++;
    await settle(what);
    return a;
  };
  /** The save, once it holds `n` actions (the app writes an undo after showing it). */
  const savedCount = async (n) => {
    let saved;
    for (let i = 0; i < 100; i++) {
      saved = await readSaves(page);
      if (saved.games.length === 1 && saved.games[0].actionCount === n && saved.steps.length === n) break;
      await sleep(100);
    }
    return saved;
  };

  try {
    // Imported with the picker's file chooser, started by taps.
    await withTimeout(page.goto(`http://127.0.0.1:${port}/?seed=${SHORT_SEED}`), 20_000, 'the app to load');
    await tapLocator(tap, page.getByRole('button', { name: 'New battle' }), 'New battle');
    const chooser = page.waitForEvent('filechooser', { timeout: 20_000 });
    await tapLocator(tap, page.getByRole('button', { name: 'Import a scenario' }), 'Import a scenario');
    await (await chooser).setFiles(SHORT_FILE);
    await page.waitForSelector('.import-ok', { timeout: 20_000 });
    await tapLocator(tap, page.locator('button.choice', { hasText: scenario.name }), 'the short battle in the list');
    await tapLocator(tap, page.getByRole('button', { name: 'Start battle' }), 'Start battle');
    await settle('start');

    // The upright phone (issue 15 scope 1): the standard board turned a quarter, hexes of 40 CSS px or more at fit,
    // nothing over it; then the Allies' whole first turn by taps (Undo included) without the board moving.
    const phone = await boardCheck(page, mirror, '390x844', 40);
    check(phone.turn === 3, `390x844: the board is not turned a quarter with the Allies' baseline on the right (turn ${phone.turn})`);
    await page.setViewportSize({ width: PHONE.height, height: PHONE.width });
    const landscape = await boardCheck(page, mirror, '844x390', 30);
    check(landscape.turn === 0, `844x390: a phone on its side keeps the board as laid out (turn ${landscape.turn})`);
    await page.setViewportSize(WIDE);
    const wide = await boardCheck(page, mirror, '1180x820', 40);
    check(wide.turn === 0, `1180x820: a tablet on its side keeps the board as laid out (turn ${wide.turn})`);
    await page.setViewportSize(PHONE);
    log(`board at fit: 390x844 ${phone.hexPx.toFixed(1)} px (turn ${phone.turn}), 844x390 ${landscape.hexPx.toFixed(1)} px, 1180x820 ${wide.hexPx.toFixed(1)} px`);
    await watchTurn('390x844, the Allies\' first turn');

    // Undo: the Allies' first move, then Undo. One action less on the screen, on the board and in the save.
    let move;
    while ((move = await play('allies, first turn')).type !== 'move');
    const moved = mirror;
    const to = move.to;
    const from = { row: previous.units[move.unit].row, col: previous.units[move.unit].col };
    const movedSave = await savedCount(step);
    check(movedSave.steps.length === step, `undo: ${movedSave.steps.length} actions saved after the move, the app shows ${step}`);
    const unitAt = ([onTo, onFrom]) => onTo > 0.5 && onFrom < 0.15;
    const movedInk = await inkOn(page, mirror, [to, from], unitAt);
    check(unitAt(movedInk), `undo: after the move, unit ink on ${to.row},${to.col} / ${from.row},${from.col} is ${movedInk}`);
    // Right-handed (the default) layout, for the left-handed check below.
    const right = await layouts(page, 'right-handed');
    const rightLog = await logPanel(page, tap);
    await tapLocator(tap, page.locator('.action-bar').getByRole('button', { name: GAME_TEXT.button.undo }), 'Undo');
    mirror = previous;
    step--;
    await settle('undo');
    const backInk = await inkOn(page, mirror, [from, to], unitAt);
    check(unitAt(backInk), `undo: after Undo, unit ink on ${from.row},${from.col} / ${to.row},${to.col} is ${backInk} (not back on its hex)`);
    const undone = await savedCount(step);
    check(
      undone.games[0]?.actionCount === step && undone.steps.length === step,
      `undo: the save holds ${undone.games[0]?.actionCount} actions (${undone.steps.length} rows) after Undo, the app shows ${step}`,
    );
    check(!undone.steps.some((r) => r.action.type === 'move'), 'undo: the undone move is still in the save');
    log(`short battle: moved ${from.row},${from.col} to ${to.row},${to.col}, Undo took it back (screen, board, save at ${step})`);
    // The same move again (the player chooses it again from the same state), and on to the Axis turn.
    const again = await play('allies, the move again');
    check(JSON.stringify(again) === JSON.stringify(move) && stateHash(mirror) === stateHash(moved), 'undo: the move chosen again differs');
    while (mirror.turn.side === 'allies') await play('allies, first turn');

    // Rotation. The Axis turn with the default setting (turn the board towards the player): drawn turned.
    check((await page.locator('.game').getAttribute('data-actor')) === 'axis', 'rotation: not the Axis turn');
    const inkTurned = await checkDrawn(page, mirror, 'turned', 'rotation "active side", Axis turn');
    await page.screenshot({ path: join(outDir, 'short-axis-turned-390x844.png') });
    // Settings from the game's menu: keep the Allies at the bottom, left-handed.
    await tapLocator(tap, page.locator('.game-bar').getByRole('button', { name: GAME_TEXT.menu }), 'Menu');
    await tapLocator(tap, page.getByRole('dialog').getByRole('button', { name: GAME_TEXT.pause.settings }), 'Settings in the menu');
    await tapLocator(tap, page.getByText(SETTINGS_TEXT.rotationOption.fixed, { exact: true }), 'Keep the Allies at the bottom');
    await tapLocator(tap, page.getByText(SETTINGS_TEXT.leftHanded, { exact: true }), 'Left-handed');
    check(await page.getByRole('radio', { name: SETTINGS_TEXT.rotationOption.fixed }).isChecked(), 'settings: the fixed board is not chosen');
    check(await page.getByRole('switch', { name: SETTINGS_TEXT.leftHanded, exact: true }).isChecked(), 'settings: left-handed is not on');
    await tapLocator(tap, page.getByRole('button', { name: SETTINGS_TEXT.back }), 'Back');
    await settle('back from the settings');
    const inkFixed = await checkDrawn(page, mirror, 'fixed', 'rotation "fixed", Axis turn');
    await page.screenshot({ path: join(outDir, 'short-axis-fixed-390x844.png') });
    log(`short battle: Axis turn drawn turned by default (${inkTurned}), not turned with "Keep the Allies at the bottom" (${inkFixed})`);
    while (mirror.turn.side === 'axis') await play('axis turn');

    // Left-handed: the Allies' second turn, once their card is played (its buttons on show).
    await play('allies, second turn');
    const left = await layouts(page, 'left-handed');
    await page.screenshot({ path: join(outDir, 'short-left-handed-390x844.png') });
    // Left-handed mirrors the game bar too: the log's button sits on the left, the menu on the right (issue 15).
    const logButton = await page.locator('.game-bar').getByRole('button', { name: GAME_TEXT.log }).boundingBox();
    check(logButton && logButton.x + logButton.width / 2 < PHONE.width / 2, `left-handed: the log button is not on the left (${JSON.stringify(logButton)})`);
    const leftLog = await logPanel(page, tap);
    for (const [name, l] of Object.entries({ right, left })) {
      const parts = [l.phone.buttons, l.tablet.buttons, l.landscape.board, l.landscape.bar, l.landscape.hand];
      check(parts.every((p) => p && p.width > 0), `layout (${name}-handed): a part of the game screen is missing`);
    }
    for (const size of ['phone', 'tablet']) {
      const [r, l] = [right[size], left[size]];
      check(r.buttons.centre > r.bar.centre, `right-handed ${size}: the buttons are not on the right (${JSON.stringify(r.buttons)})`);
      check(l.buttons.centre < l.bar.centre, `left-handed ${size}: the buttons are not on the left (${JSON.stringify(l.buttons)})`);
    }
    check(rightLog.right >= PHONE.width - 1 && rightLog.left > 0, `right-handed: the battle log is not on the right (${JSON.stringify(rightLog)})`);
    check(leftLog.left <= 1 && leftLog.right < PHONE.width, `left-handed: the battle log is not on the left (${JSON.stringify(leftLog)})`);
    const [r, l] = [right.landscape, left.landscape];
    check(r.bar.left >= r.board.right - 1 && r.hand.left >= r.board.right - 1, `right-handed landscape tablet: orders and hand are not right of the board (${JSON.stringify(r)})`);
    check(l.bar.right <= l.board.left + 1 && l.hand.right <= l.board.left + 1, `left-handed landscape tablet: orders and hand are not left of the board (${JSON.stringify(l)})`);
    log('short battle: left-handed moves the buttons and the log left (phone, tablet) and the side column left (tablet on its side)');

    // The Allies' winning move, the game-over screen, Rematch.
    while (!mirror.winner) await play('allies, second turn');
    check(mirror.winner === 'allies', `the short battle ended with ${mirror.winner} winning`);
    await tapLocator(tap, page.getByRole('button', { name: GAME_TEXT.seeResult }), 'See the result');
    await page.waitForSelector('.gameover', { timeout: 20_000 });
    await page.screenshot({ path: join(outDir, 'short-over-390x844.png'), fullPage: true });
    const how = await page.locator('.verdict-how').textContent().catch(() => null);
    check(how === GAMEOVER_TEXT.how.suddenDeath, `the short battle's game over does not say it was a sudden victory: ${how}`);
    await tapLocator(tap, page.getByRole('button', { name: GAMEOVER_TEXT.rematch }), 'Rematch');
    await page.waitForSelector('.handoff[data-step="0"]', { timeout: 20_000 });
    await page.screenshot({ path: join(outDir, 'short-rematch-handoff-390x844.png') });
    // Player 2 had the Axis; now the Allies, who move first.
    const p2 = PICKER_TEXT.defaultName(1);
    check((await page.locator('.handoff').getAttribute('data-side')) === 'allies', 'rematch: the first hand-off is not to the Allies');
    check((await page.locator('#handoff-title').textContent()).includes(p2), `rematch: the hand-off does not call ${p2} to the Allies`);
    await tapLocator(tap, page.locator('.handoff-ready'), 'hand-off ready');
    await page.waitForSelector('.game[data-step="0"]', { timeout: 20_000 });
    const names = {};
    for (const side of ['allies', 'axis']) names[side] = await page.locator(`.medal-track.side-${side} .track-name`).textContent();
    check(names.allies === p2 && names.axis === PICKER_TEXT.defaultName(0), `rematch: the medal tracks name ${JSON.stringify(names)}`);
    // The next seed: the hand the app deals is the one that seed deals (and not the first game's).
    const dealt = await page.locator('.hand-area [data-card]').evaluateAll((els) => els.map((e) => Number(e.dataset.card)));
    const want = newGame(scenario, { seed: REMATCH_SEED, options: {} }).cards.hands.allies;
    const first = newGame(scenario, { seed: SHORT_SEED, options: {} }).cards.hands.allies;
    check(JSON.stringify(want) !== JSON.stringify(first), 'rematch: the two seeds deal the same hand (pick another SHORT_SEED)');
    check(JSON.stringify(dealt) === JSON.stringify(want), `rematch: the Allies hold ${dealt}, the seed ${REMATCH_SEED} deals ${want}`);
    // The save of the new game: that seed, sides swapped, the first game's result kept in the match.
    const { games } = await readSaves(page);
    const next = games.find((g) => !g.summary?.winner);
    check(games.length === 2 && next, `rematch: ${games.length} saved games, expected the first and an unfinished second`);
    if (next) {
      const { seed, match } = next.setup;
      check(seed === REMATCH_SEED, `rematch: the new game's seed is ${seed}, expected ${REMATCH_SEED}`);
      check(
        match.length === 2 && match[0].seats.allies === 0 && match[0].winner === 'allies' && match[1].seats.allies === 1 && match[1].seats.axis === 0,
        `rematch: the match is ${JSON.stringify(match)}`,
      );
    }
    log(`short battle: rematch started with ${p2} on the Allies and the seed ${REMATCH_SEED}`);
    check(errors.length === 0, `short battle: console errors:\n    ${errors.join('\n    ')}`);
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
