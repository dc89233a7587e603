// Browser spec: one whole turn of Sword Beach played with the keyboard only (page.keyboard: Tab, Shift+Tab, Enter,
// arrows, Escape; no mouse, no touch) at 390x844, from the home page through the picker and the pass-and-play
// hand-off to the next player's hand-off. The test keeps its own copy of the game (the engine as referee) to choose
// each action and to know where the board's keyboard cursor is: it starts where BoardView puts it (the centre hex,
// or where it was last) and moves by the rules of moveCursor (src/ui/board/input.ts), so a breadth-first search over
// the four arrow keys gives the key presses that reach a hex. After every action it waits for the app to count it
// (data-step) and checks that focus was not dropped on <body>. Along the way: the board's live region reads the
// cursor hex, the battle log opens, shows the turn and closes by keyboard, and the pause dialog keeps focus inside,
// closes with Escape and with its button, and gives focus back to the menu button.
// Saves tests/browser/out/game-keyboard-390x844.png (the cursor on a battle target).
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { actor, applyAction, cardType, hexDistance, legalActions, newGame } from '../../src/engine/index.ts';
import { getBuiltinScenario } from '../../src/scenario/builtin.ts';
import { centreHex, moveCursor } from '../../src/ui/board/input.ts';
import { hexOfSeen } from '../../src/ui/board/geometry.ts';
import { CARD_TEXT } from '../../src/ui/text/cards.ts';
import { GAME_TEXT } from '../../src/ui/text/game.ts';
import { LOG_TEXT } from '../../src/ui/text/log.ts';
import { unitsStillAble } from '../../src/ui/game/recap.ts';
import { STRINGS } from '../../src/ui/strings.ts';
import { launch } from './chromium.mjs';
import { freePort, startVite, stopVite, withTimeout } from './devserver.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, 'out');
const started = Date.now();
const TOTAL_LIMIT_MS = 120_000;
const SEED = 'kbd-1';
const SCENARIO = 'sword-beach';
/** Its board's geometry (hex names read back from the live region). */
const BOARD_GEOMETRY = newGame(getBuiltinScenario(SCENARIO), { seed: 'geometry', options: {} }).board.geometry;
const ARROWS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

function log(msg) {
  console.log(`  [${((Date.now() - started) / 1000).toFixed(1)} s] ${msg}`);
}

const failures = [];
function check(ok, msg) {
  if (!ok) failures.push(msg);
  return ok;
}

const hexName = (h) => `${h.row},${h.col}`;
const sameHex = (a, b) => a.row === b.row && a.col === b.col;

/** The shortest arrow-key path from `from` to `to` for the board cursor (moveCursor's rules, turned with the board). */
function arrowPath(state, from, to, turn) {
  const prev = new Map([[hexName(from), null]]);
  const queue = [from];
  while (queue.length) {
    const h = queue.shift();
    if (sameHex(h, to)) break;
    for (const key of ARROWS) {
      const n = moveCursor(state, h, key, turn);
      if (prev.has(hexName(n))) continue;
      prev.set(hexName(n), { from: h, key });
      queue.push(n);
    }
  }
  if (!prev.has(hexName(to))) throw new Error(`no arrow path from ${hexName(from)} to ${hexName(to)}`);
  const keys = [];
  for (let h = to; !sameHex(h, from); ) {
    const step = prev.get(hexName(h));
    keys.unshift(step.key);
    h = step.from;
  }
  return keys;
}

/**
 * "Row 5, hex 3: ..." (describeHex in input.ts) back to a hex: rows and hexes count from 1 as the board is seen on
 * screen, turned by `turn` (geometry.ts seenHex: a quarter on the upright phone).
 */
function parseCursor(text, turn) {
  const m = /Row (\d+), hex (\d+)/.exec(text ?? '');
  if (!m) return null;
  return hexOfSeen(BOARD_GEOMETRY, { row: Number(m[1]), hex: Number(m[2]) }, turn);
}

/**
 * The turn the test plays, found with its own engine copy: General Advance, three units ordered, two of them moved
 * (so "Done moving" is needed), one battle at range (no close assault, so no Ambush or Take Ground), and at least
 * one more unit still able to battle afterwards (so "End turn" is needed).
 */
function findTurn(start) {
  const apply = (s, a) => {
    const r = applyAction(s, a);
    return r.ok ? r.state : null;
  };
  const play = legalActions(start).find((a) => a.type === 'play' && cardType(a.card) === 'general-advance');
  if (!play) throw new Error(`seed ${SEED}: no General Advance to play`);
  const s = apply(start, play);
  const ids = legalActions(s).filter((a) => a.type === 'order').map((a) => a.unit);
  for (let i = 0; i < ids.length; i++)
    for (let j = i + 1; j < ids.length; j++)
      for (let k = j + 1; k < ids.length; k++) {
        const orders = [ids[i], ids[j], ids[k]];
        let t = s;
        for (const unit of orders) t = t && t.turn.stage === 'order' ? apply(t, { type: 'order', unit }) : null;
        if (!t || t.turn.stage !== 'order') continue;
        t = apply(t, { type: 'endOrders' });
        const moves = [];
        for (const unit of orders.slice(0, 2)) {
          const m = t && t.turn.stage === 'move' ? legalActions(t).find((a) => a.type === 'move' && a.unit === unit) : null;
          if (!m) break;
          moves.push(m);
          t = apply(t, m);
        }
        if (moves.length < 2 || !t || t.turn.stage !== 'move') continue;
        t = apply(t, { type: 'endMoves' });
        const battles = legalActions(t).filter((a) => a.type === 'battle');
        if (new Set(battles.map((a) => a.unit)).size < 2) continue;
        const battle = battles.find((a) => hexDistance(t.units[a.unit], a.target) > 1);
        if (battle) return { play, orders, moves, battle };
      }
  throw new Error(`seed ${SEED}: no turn with orders, moves, a ranged battle and End turn`);
}

/** The next action of the turn: the plan's, then the owner's first choice for a retreat, then End turn. */
function chooser(plan) {
  let battled = false;
  return (state) => {
    const legal = legalActions(state);
    if (state.pending.length) {
      const a = legal.find((x) => x.type === 'retreat' && !x.ignore) ?? legal[0];
      if (a.type !== 'retreat') throw new Error(`the plan did not expect ${a.type}`);
      return a;
    }
    switch (state.turn.stage) {
      case 'play':
        return plan.play;
      case 'order':
        return plan.orders.map((unit) => ({ type: 'order', unit })).find((a) => !state.turn.ordered.includes(a.unit)) ?? { type: 'endOrders' };
      case 'move':
        return plan.moves.find((m) => legal.some((x) => x.type === 'move' && x.unit === m.unit && sameHex(x.to, m.to))) ?? { type: 'endMoves' };
      case 'battle':
        if (!battled) {
          battled = true;
          return plan.battle;
        }
        return { type: 'endBattles' };
      default:
        throw new Error(`unexpected stage ${state.turn.stage}`);
    }
  };
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const port = await freePort();
  let vite;
  let context;
  const overall = setTimeout(() => {
    console.error(`game-keyboard.spec: gave up after ${TOTAL_LIMIT_MS / 1000} s`);
    stopVite(vite);
    process.exit(1);
  }, TOTAL_LIMIT_MS);
  try {
    vite = await startVite(port, '/');
    log(`vite dev server on ${port}`);
    context = await withTimeout(launch(), 60_000, 'chromium to launch');
    await playOneTurn(context.browser(), port);
  } finally {
    clearTimeout(overall);
    if (context) await context.close().catch((e) => console.warn(`closing chromium: ${e}`));
    stopVite(vite);
  }
}

async function playOneTurn(browser, port) {
  const ctx = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: false,
    hasTouch: false,
    reducedMotion: 'reduce',
  });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  const kb = page.keyboard;
  let presses = 0;
  const press = async (key) => {
    presses++;
    await kb.press(key);
  };

  /** What has focus, in words (for messages). */
  const focusedName = () =>
    page.evaluate(() => {
      const e = document.activeElement;
      if (!e || e === document.body) return '<body>';
      const label = e.getAttribute('aria-label') ?? e.textContent?.trim().slice(0, 40) ?? '';
      return `<${e.tagName.toLowerCase()}${e.className ? ` class="${e.className}"` : ''}> ${label}`;
    });
  const focusMatches = (sel, text) =>
    page.evaluate(
      ({ sel, text }) => {
        const e = document.activeElement;
        return !!e && e.matches(sel) && (!text || (e.textContent ?? '').includes(text) || e.getAttribute('aria-label') === text);
      },
      { sel, text },
    );

  /**
   * Tab (or Shift+Tab, whichever way the target lies in document order) until the element matching `sel` (and
   * holding `text`, if given) has focus. Fails if it is not reached within `max` presses.
   */
  const tabTo = async (sel, what, text = null, max = 40) => {
    const dir = await page.evaluate(
      ({ sel, text }) => {
        const t = [...document.querySelectorAll(sel)].find(
          (e) => !text || (e.textContent ?? '').includes(text) || e.getAttribute('aria-label') === text,
        );
        if (!t) return null;
        const a = document.activeElement;
        if (a === t) return 0;
        if (!a || a === document.body) return 1;
        return a.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING ? 1 : -1;
      },
      { sel, text },
    );
    if (dir === null) throw new Error(`${what}: not in the page`);
    if (dir === 0) return;
    const key = dir > 0 ? 'Tab' : 'Shift+Tab';
    for (let i = 0; i < max; i++) {
      await press(key);
      if (await focusMatches(sel, text)) return;
    }
    throw new Error(`${what}: not reached with ${max} presses of ${key} (focus on ${await focusedName()})`);
  };

  try {
    // ---- Home, picker, hand-off
    await withTimeout(page.goto(`http://127.0.0.1:${port}/?seed=${SEED}`), 60_000, 'the app to load');
    await page.waitForSelector('.home-actions');
    await tabTo('button', 'New battle', 'New battle');
    await press('Enter');
    await page.waitForSelector('.picker');
    await tabTo('button.choice', 'Sword Beach in the list', 'Sword Beach');
    await press('Enter');
    await page.waitForSelector('.picker[data-step="details"]');
    await tabTo('button.start-button', 'Start battle', 'Start battle');
    await press('Enter');
    await page.waitForSelector('.handoff[data-step="0"]', { timeout: 20_000 });
    check(await focusMatches('.handoff-ready'), `hand-off button has no focus (${await focusedName()})`);
    check((await page.locator('.handoff').getAttribute('data-side')) === 'allies', 'first hand-off is not to the Allies');
    await press('Enter');
    await page.waitForSelector('.game[data-step="0"]', { timeout: 20_000 });
    check(!(await focusMatches('body')), 'focus dropped on <body> after the hand-off');
    log(`game started by keyboard (${presses} key presses)`);

    // ---- The turn
    const scenario = getBuiltinScenario(SCENARIO);
    let mirror = newGame(scenario, { seed: SEED, options: {} });
    const side = mirror.turn.side;
    const plan = findTurn(mirror);
    const choose = chooser(plan);
    let step = 0;
    /** Where the board's cursor is (BoardView keeps it while the board is mounted), null before first shown. */
    let cursor = null;
    let shot = false;
    let jumped = false;
    const liveText = () => page.locator('.board-live').textContent();
    const promptText = () => page.locator('#prompt .prompt-text').textContent();

    /** Focus the board by Tab and walk the cursor to `to`; checks the live region reads each place. */
    const cursorTo = async (to, expect) => {
      await tabTo('.board-area canvas', 'the board');
      // Keyboard focus shows the cursor where it was, or at the centre the first time.
      const shown = cursor ?? centreHex(mirror);
      const said = await liveText();
      // The board's turn (a quarter on the upright phone): the arrows move the cursor as the screen shows the board,
      // and the live region names hexes as it shows them.
      const { turn } = JSON.parse(await page.locator('.board-area').getAttribute('data-view'));
      check(said.includes('Row'), `the live region does not read the cursor hex on focus: "${said}"`);
      check(sameHex(parseCursor(said, turn) ?? { row: -1, col: -1 }, shown), `cursor shown at "${said}", expected ${hexName(shown)}`);
      const keys = arrowPath(mirror, shown, to, turn);
      for (const key of keys) await press(key);
      cursor = to;
      const now = await liveText();
      const at = parseCursor(now, turn);
      check(at !== null && sameHex(at, to), `after ${keys.join(' ')} the live region reads "${now}", expected ${hexName(to)}`);
      if (expect) check(now.includes(expect), `the live region at ${hexName(to)} does not say "${expect}": "${now}"`);
    };
    const pressAction = async (id) => {
      await tabTo(`.action-bar button[data-action="${id}"]`, `button ${id}`);
      await press('Enter');
      // End turn with units still able to fire asks first: its confirmation has focus.
      if (id === 'endBattles' && unitsStillAble(mirror).units > 0) {
        await page.waitForSelector('.action-bar button[data-action="confirmEnd"]', { timeout: 15_000 });
        check(await focusMatches('.action-bar button[data-action="confirmEnd"]'), `End turn's confirmation has no focus (${await focusedName()})`);
        await press('Enter');
      }
    };
    const unitHex = (id) => ({ row: mirror.units[id].row, col: mirror.units[id].col });

    const perform = async (a) => {
      switch (a.type) {
        case 'play': {
          const name = CARD_TEXT.name[cardType(a.card)];
          await tabTo(`.hand-area [data-card="${a.card}"]`, `card ${a.card}`);
          await press('Enter');
          await page.waitForSelector(`.hand-area [data-card="${a.card}"][aria-pressed="true"]`, { timeout: 15_000 });
          const read = await page.locator('#prompt .card-read').textContent().catch(() => '');
          check(read.includes(name), `the prompt does not read the selected card ${name}: "${read}"`);
          check(await focusMatches(`[data-card="${a.card}"]`), `focus left the selected card (${await focusedName()})`);
          await press('Enter');
          return;
        }
        case 'order': {
          await cursorTo(unitHex(a.unit), 'Can act.');
          await press('Enter');
          // The hex is read again once ordered (issue 15: the text used not to change after Enter).
          await page.waitForFunction(() => document.querySelector('.board-live')?.textContent?.includes('Selected.'), null, { timeout: 10_000 }).catch(() => {});
          const said = await liveText();
          check(said.includes('Selected.'), `after Enter on the unit to order, the live region reads "${said}" (not "Selected.")`);
          if (!jumped) {
            // N jumps to the next hex that can act (another unit to order), without arrowing across the board.
            jumped = true;
            await press('n');
            const next = await liveText();
            const { turn } = JSON.parse(await page.locator('.board-area').getAttribute('data-view'));
            const at = parseCursor(next, turn);
            check(at !== null && (next.includes('Can act.') || next.includes('Selected.')), `N did not jump to a unit that can act: "${next}"`);
            if (at) cursor = at;
          }
          return;
        }
        case 'move':
        case 'battle': {
          await cursorTo(unitHex(a.unit));
          await press('Enter');
          const want = a.type === 'move' ? GAME_TEXT.prompt.moveSelected : GAME_TEXT.prompt.battleSelected;
          check((await promptText()) === want, `selecting unit ${a.unit} by Enter: prompt "${await promptText()}"`);
          const to = a.type === 'move' ? a.to : a.target;
          await cursorTo(to, a.type === 'move' ? 'Can move here.' : 'Target');
          if (a.type === 'battle' && !shot) {
            await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
            await page.screenshot({ path: join(outDir, 'game-keyboard-390x844.png') });
            shot = true;
          }
          await press('Enter');
          return;
        }
        case 'retreat': {
          check((await page.locator('[data-card]').count()) === 0, 'cards in the DOM while the defender retreats');
          // Issue 15 scope 3: the retreat's choices are offered in words too (a strip of buttons over the board, or
          // the list), not only as hexes to tap.
          const worded = await page.locator('.pick-strip .pick-btn, .action-bar [data-action="picks"]').allTextContents();
          check(worded.length > 0, 'the retreat offers no choice in words');
          await page.screenshot({ path: join(outDir, 'game-keyboard-retreat-390x844.png') });
          await cursorTo(a.to, 'Can move here.');
          await press('Enter');
          if ((await page.locator('.action-bar .choice-btn').count()) > 0) {
            await tabTo('.action-bar .choice-btn', 'retreat choice', GAME_TEXT.choice.retreatFull(mirror.pending[0].flags));
            await press('Enter');
          }
          return;
        }
        default:
          return pressAction(a.type);
      }
    };

    const done = [];
    while (mirror.turn.side === side && !mirror.winner) {
      const a = choose(mirror);
      const before = presses;
      try {
        await perform(a);
      } catch (err) {
        throw new Error(`step ${step} ${JSON.stringify(a)}: ${err.message}`);
      }
      const r = applyAction(mirror, a);
      if (!r.ok) throw new Error(`the plan chose an illegal action: ${r.error.message}`);
      mirror = r.state;
      step++;
      done.push(a.type);
      await page.waitForSelector(`.game[data-step="${step}"], .handoff[data-step="${step}"]`, { timeout: 20_000 }).catch(async () => {
        await page.screenshot({ path: join(outDir, 'game-keyboard-failure.png') });
        throw new Error(`the app did not count ${JSON.stringify(a)} as step ${step}; see out/game-keyboard-failure.png`);
      });
      check(!(await focusMatches('body')), `focus dropped on <body> after ${a.type} (step ${step})`);
      log(`step ${step}: ${JSON.stringify(a)} in ${presses - before} key presses`);

      // The battle log and the pause menu, by keyboard, once the battle is in the log and before End turn.
      if (a.type === 'retreat' || (a.type === 'battle' && !mirror.pending.length)) {
        await checkNames();
        await checkLog(mirror, plan, side);
        await checkPause();
      }
    }
    check(done.includes('endOrders') && done.includes('endMoves') && done.includes('endBattles'), `buttons not all used: ${done.join(', ')}`);

    // ---- The next player's hand-off
    await page.waitForSelector(`.handoff[data-step="${step}"]`, { timeout: 20_000 });
    const next = await page.locator('.handoff').getAttribute('data-side');
    check(next === actor(mirror) && next !== side, `hand-off to ${next}, expected ${actor(mirror)} (not ${side})`);
    check((await page.locator('[data-card]').count()) === 0, 'cards in the DOM at the hand-off');
    check(await focusMatches('.handoff-ready'), `the hand-off button has no focus (${await focusedName()})`);
    log(`turn over by keyboard: ${step} actions, ${presses} key presses in all; hand-off to ${next}`);
    check(shot, 'no screenshot taken');
    check(errors.length === 0, `console errors:\n    ${errors.join('\n    ')}`);
  } finally {
    await ctx.close();
  }

  /** Every control of the game screen that Tab reaches has a name a screen reader can say. */
  async function checkNames() {
    const unnamed = await page.evaluate(() =>
      [...document.querySelectorAll('.game button, .game canvas, .game [tabindex]:not([tabindex="-1"]), .game input')]
        .filter((e) => !e.getAttribute('aria-label')?.trim() && !e.getAttribute('aria-labelledby') && !e.textContent?.trim())
        .map((e) => e.outerHTML.slice(0, 80)),
    );
    check(unnamed.length === 0, `controls without a name: ${unnamed.join(' | ')}`);
  }

  /** The log opens with Enter on its button, holds the card played and the battle, and closes by keyboard. */
  async function checkLog(mirror, plan, side) {
    const logButton = `.game-bar button[aria-label="${GAME_TEXT.log}"]`;
    await tabTo(logButton, 'the log button');
    await press('Enter');
    await page.waitForSelector('#battle-log:not([hidden])', { timeout: 15_000 });
    const text = await page.locator('#battle-log .log-lines').textContent();
    // The log opens at its latest lines, not at turn 1.
    const atEnd = await page.locator('#battle-log .log-scroll').evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 2);
    check(atEnd, 'the log did not open at its latest lines');
    const played = LOG_TEXT.played(side, CARD_TEXT.name[cardType(plan.play.card)]);
    check(text.includes(played), `the log does not say "${played}": "${text.slice(0, 200)}"`);
    check(text.includes(LOG_TEXT.turn(mirror.turn.side, mirror.turn.number)), 'the log does not show the turn');
    check(
      await page.evaluate(() => document.getElementById('battle-log')?.contains(document.activeElement) ?? false),
      `focus did not move into the open log (${await focusedName()})`,
    );
    await tabTo('#battle-log button', 'the close-log button', GAME_TEXT.closeLog);
    await press('Enter');
    await page.waitForSelector('#battle-log', { state: 'hidden', timeout: 15_000 });
    check(await focusMatches(logButton), `focus not back on the log button after closing the log (${await focusedName()})`);
    // Escape closes it too.
    await tabTo(logButton, 'the log button');
    await press('Enter');
    await page.waitForSelector('#battle-log:not([hidden])', { timeout: 15_000 });
    await press('Escape');
    await page.waitForSelector('#battle-log', { state: 'hidden', timeout: 15_000 }).catch(() => check(false, 'Escape does not close the log'));
    check(await focusMatches(logButton), `focus not back on the log button after Escape (${await focusedName()})`);
    log('battle log opened, read and closed by keyboard');
  }

  /** The pause dialog: focus inside and kept there, Escape and "Back to the battle" close it, focus returns. */
  async function checkPause() {
    const menuButton = `.game-bar button[aria-label="${GAME_TEXT.menu}"]`;
    const inDialog = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    await tabTo(menuButton, 'the menu button');
    await press('Enter');
    await page.waitForSelector('[role="dialog"]', { timeout: 15_000 });
    check(await inDialog(), `focus not in the pause dialog when it opens (${await focusedName()})`);
    await press('Escape');
    await page.waitForSelector('[role="dialog"]', { state: 'detached', timeout: 15_000 }).catch(() => check(false, 'Escape does not close the pause dialog'));
    check(await focusMatches(menuButton), `focus not back on the menu button after Escape (${await focusedName()})`);

    await tabTo(menuButton, 'the menu button');
    await press('Enter');
    await page.waitForSelector('[role="dialog"]', { timeout: 15_000 });
    const count = await page.locator('[role="dialog"] button').count();
    let kept = true;
    for (let i = 0; i < count + 1; i++) {
      await press('Tab');
      kept &&= await inDialog();
    }
    for (let i = 0; i < count + 1; i++) {
      await press('Shift+Tab');
      kept &&= await inDialog();
    }
    check(kept, 'Tab leaves the pause dialog');
    // "Leave the battle" asks first: its confirmation replaces it and takes focus (not <body>).
    await tabTo('[role="dialog"] button', 'Leave the battle', GAME_TEXT.pause.quit);
    await press('Enter');
    await page.waitForSelector('[role="dialog"] [data-action="leave"]', { timeout: 15_000 });
    // The battle is saved as it is played, so the confirmation is a plain "Leave".
    check(await focusMatches('[data-action="leave"]', STRINGS.saves.leave), `focus not on the leave confirmation (${await focusedName()})`);
    await tabTo('[role="dialog"] button', 'Back to the battle', GAME_TEXT.pause.resume);
    await press('Enter');
    await page.waitForSelector('[role="dialog"]', { state: 'detached', timeout: 15_000 });
    check(await focusMatches(menuButton), `focus not back on the menu button after "Back to the battle" (${await focusedName()})`);
    // A half-made decision to leave is forgotten when the dialog closes.
    await press('Enter');
    await page.waitForSelector('[role="dialog"]', { timeout: 15_000 });
    check((await page.locator('[role="dialog"] [data-action="leave"]').count()) === 0, 'the leave confirmation is still shown on reopening');
    await press('Escape');
    await page.waitForSelector('[role="dialog"]', { state: 'detached', timeout: 15_000 });
    log('pause dialog opened and closed by keyboard');
  }
}

main()
  .then(() => {
    if (failures.length) {
      console.error(`game-keyboard.spec: ${failures.length} failure(s):\n  - ${failures.join('\n  - ')}`);
      process.exit(1);
    }
    console.log('game-keyboard.spec: ok');
  })
  .catch((err) => {
    console.error(`game-keyboard.spec: ${err.stack ?? err}`);
    process.exit(1);
  });
