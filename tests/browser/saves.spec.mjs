// Browser spec: saved games survive what happens to a real browser, on the app's screens at 390x844 with touch taps
// only (through the DevTools protocol) and reduced motion, on the Vite dev server. Each part runs in its own chromium
// profile on disk (so IndexedDB is on disk and the profile starts empty), plays pass-and-play Sword Beach with a fixed
// seed (`?seed=`) and keeps its own copy of the game with the engine (the mirror) to choose each action with
// tests/browser/support/policy.ts and to know where to tap, as tests/browser/game.spec.mjs does.
//   1. Reload mid-turn (after moves, before any battle): home is drawn with its Continue button in place (no button
//      moves in its first 60 frames); Continue resumes at the same action; the stored rows
//      (header + steps, read from IndexedDB) replay in node to the mirror's state hash, with the dice and cards they
//      record; play goes on by taps.
//   2. Renderer crash (Page.crash) right after an action is shown: a new page continues with no action lost.
//   3. 200 actions by taps, the page closed, a new one opened: Continue gives the same count and hash.
//   4. Storage full (Storage.overrideQuotaForOrigin just above the usage): the storage-full alert appears, the game
//      goes on in memory, and after the quota is raised again Retry writes the backlog (rows == data-step).
//   5. Two tabs: with the game open in tab A, tab B's Continue shows the "open in another tab" alert and does not
//      open it; once A is closed, B's Continue opens it.
// Saves tests/browser/out/saves-resumed-390x844.png and saves-storage-full-390x844.png.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { actor, applyAction, newGame } from '../../src/engine/index.ts';
import { getBuiltinScenario } from '../../src/scenario/builtin.ts';
import { EXPORT_FORMAT, EXPORT_VERSION, outcomeOf, sameOutcome } from '../../src/game/record.ts';
import { migrateExport, SAVE_VERSION } from '../../src/store/format.ts';
import { STORE_TEXT } from '../../src/ui/text/store.ts';
import { stateHash } from '../support/hash.ts';
import { findChromium } from './chromium.mjs';
import { freePort, withTimeout } from './devserver.mjs';
import { policy } from './support/policy.ts';
import { passTurnEnd, tapLocator, TouchPlayer } from './support/touch.mjs';
import { readSaves } from './support/saves.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, 'out');
const started = Date.now();
const TOTAL_LIMIT_MS = 600_000;
const SCENARIO = 'sword-beach';
/** The policy's games from these seeds last 262 to 448 actions (checked in node): long enough for every part. */
const SEEDS = { reload: 'saves-1', crash: 'saves-2', long: 'saves-3', quota: 'saves-4', tabs: 'saves-5' };
const LONG_ACTIONS = 200;

function log(msg) {
  console.log(`  [${((Date.now() - started) / 1000).toFixed(1)} s] ${msg}`);
}

const failures = [];
function check(ok, msg) {
  if (!ok) failures.push(msg);
  return ok;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** The app records its options in full ({ambushAlwaysAsk: false, ...}); the game is the same as the mirror's. */
const bareHash = (s) => stateHash({ ...s, options: {} });

/** A chromium of its own on a fresh profile on disk, phone-sized with touch; close() also deletes the profile. */
async function phoneBrowser() {
  const profile = mkdtempSync(join(tmpdir(), 'pocket44-saves-'));
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  const errors = [];
  const watch = (page, name) => {
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${name}: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`${name}: ${String(e)}`));
  };
  return {
    ctx,
    errors,
    async page(name) {
      const page = ctx.pages().find((p) => p.url() === 'about:blank') ?? (await ctx.newPage());
      watch(page, name);
      return page;
    },
    async close() {
      await ctx.close().catch((e) => console.warn(`closing chromium: ${e}`));
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}

/**
 * One page playing the game by taps, with the test's mirror of it. The mirror, the policy and the count go from one
 * page to the next (`on`), as the game goes from one page to the next through the save.
 */
class Player {
  constructor(seed) {
    this.seed = seed;
    this.mirror = newGame(getBuiltinScenario(SCENARIO), { seed, options: {} });
    this.choose = policy(seed);
    this.step = 0;
    /** Per turn: a unit moved, a battle was fought (for "after moves, before any battle"). */
    this.turnMoves = 0;
    this.turnBattles = 0;
  }

  on(page) {
    this.page = page;
    this.touch = new TouchPlayer(page, () => this.mirror);
    this.tap = this.touch.tap;
    return this;
  }

  async openApp(port) {
    await withTimeout(this.page.goto(`http://127.0.0.1:${port}/?seed=${this.seed}`), 60_000, 'the app to load');
  }

  async startGame(port) {
    await this.openApp(port);
    await tapLocator(this.tap, this.page.getByRole('button', { name: 'New battle' }), 'New battle');
    await tapLocator(this.tap, this.page.locator('button.choice', { hasText: 'Sword Beach' }), 'Sword Beach in the list');
    await tapLocator(this.tap, this.page.getByRole('button', { name: 'Start battle' }), 'Start battle');
  }

  /** Home's Continue: the most recent unfinished game. */
  async tapContinue() {
    await tapLocator(this.tap, this.page.locator('.home-actions button.continue'), 'Continue on home');
  }

  /** Waits until the app shows action `step` as done, accepting hand-offs on the way; the battle screen is shown. */
  async settle(what = '') {
    const page = this.page;
    for (let i = 0; i < 3; i++) {
      await page.waitForSelector(`.game[data-step="${this.step}"], .handoff[data-step="${this.step}"]`, { timeout: 20_000 }).catch(async () => {
        await page.screenshot({ path: join(outDir, 'saves-failure.png') });
        const prompt = await page.locator('#prompt').textContent({ timeout: 500 }).catch(() => '');
        const shown = await page.locator('.game, .handoff').first().getAttribute('data-step', { timeout: 500 }).catch(() => null);
        throw new Error(`${what}: the app did not reach step ${this.step} (it shows ${shown}; prompt: ${prompt}); see out/saves-failure.png`);
      });
      await passTurnEnd(page, this.tap);
      if ((await page.locator('.handoff').count()) === 0) return;
      const side = await page.locator('.handoff').getAttribute('data-side');
      check(side === actor(this.mirror), `${what}: hand-off to ${side}, expected ${actor(this.mirror)} at step ${this.step}`);
      await tapLocator(this.tap, page.locator('.handoff-ready'), 'hand-off ready');
    }
    throw new Error(`${what}: more than two hand-offs in a row at step ${this.step}`);
  }

  /** Taps the policy's next action; returns it without waiting for the app to show it. */
  async tapNext(what) {
    await this.settle(what);
    if (this.mirror.winner) throw new Error(`${what}: the game is over at step ${this.step}`);
    const a = this.choose(this.mirror);
    try {
      await this.touch.perform(a);
    } catch (err) {
      throw new Error(`${what}: step ${this.step} ${JSON.stringify(a)}: ${err.message}`);
    }
    return a;
  }

  /** Plays one action by taps; resolves once the app shows it done. */
  async playOne(what) {
    const a = await this.tapNext(what);
    this.applied(a);
    await this.settle(what);
    return a;
  }

  /** The mirror takes an action the app has taken. */
  applied(a) {
    const r = applyAction(this.mirror, a);
    if (!r.ok) throw new Error(`policy chose an illegal action: ${r.error.message}`);
    if (r.state.turn.number !== this.mirror.turn.number) {
      this.turnMoves = 0;
      this.turnBattles = 0;
    } else {
      if (a.type === 'move') this.turnMoves++;
      if (a.type === 'battle') this.turnBattles++;
    }
    this.mirror = r.state;
    this.step++;
  }

  async play(n, what) {
    for (let i = 0; i < n; i++) await this.playOne(what);
  }
}

/**
 * The stored game replayed in node: as an export file (migrateExport checks header and rows), then newGame +
 * applyAction over its steps, each giving the dice and cards its row recorded; its hash must be the mirror's.
 */
async function checkStored(page, player, what) {
  const { headers: games, setups, steps } = await readSaves(page);
  if (!check(games.length === 1, `${what}: ${games.length} saved games, expected 1`)) return;
  const header = games[0];
  // Save format 2: a small header row rewritten by each action, the setup (with its battle) in a row of its own.
  check(header.v === SAVE_VERSION && header.setup === undefined, `${what}: the header row is not of save format ${SAVE_VERSION}`);
  const setupRow = setups.find((r) => r.gameId === header.id);
  if (!check(setupRow !== undefined, `${what}: no setup row`)) return;
  const rows = steps.filter((r) => r.gameId === header.id).sort((a, b) => a.index - b.index);
  check(header.actionCount === player.step, `${what}: the header counts ${header.actionCount} actions, the app shows ${player.step}`);
  check(rows.length === player.step, `${what}: ${rows.length} step rows stored, the app shows ${player.step}`);
  const file = migrateExport({
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    header: { ...header, v: EXPORT_VERSION, setup: setupRow.setup },
    steps: rows.map((r) => ({ action: r.action, outcome: r.outcome })),
  });
  if (!check(file.ok, `${what}: the stored game does not read back: ${file.reason}`)) return;
  const { setup } = file.value.header;
  let state = newGame(setup.scenario, { seed: setup.seed, options: setup.options });
  for (const [i, st] of file.value.steps.entries()) {
    const r = applyAction(state, st.action);
    if (!check(r.ok, `${what}: stored action ${i + 1} is refused: ${r.ok ? '' : r.error.message}`)) return;
    if (!check(sameOutcome(outcomeOf(r.events), st.outcome), `${what}: stored action ${i + 1} does not give its recorded outcome`)) return;
    state = r.state;
  }
  check(bareHash(state) === bareHash(player.mirror), `${what}: the stored game replays to another state than the one played`);
  return header;
}

async function reloadMidTurn(port) {
  const b = await phoneBrowser();
  try {
    const page = await b.page('tab');
    const p = new Player(SEEDS.reload).on(page);
    await p.startGame(port);
    // Until a turn is in its battle step after at least one move, before any battle (the engine skips a battle step
    // where no unit can fight, hence the loop).
    for (let guard = 0; ; guard++) {
      if (guard > 150) throw new Error('reload: no battle step after a move in 150 actions');
      await p.playOne('reload');
      const m = p.mirror;
      if (m.turn.stage === 'battle' && !m.pending.length && p.turnMoves > 0 && p.turnBattles === 0 && !m.winner) break;
    }
    const n = p.step;
    log(`reload: turn ${p.mirror.turn.number} in its battle step after ${p.turnMoves} move(s), ${n} actions; reloading`);
    // Home's buttons, from the first frame that has any until a second after: where each is drawn (issue 15: the
    // Continue button was inserted when the saves answered, after the first render, moving the buttons below it).
    await page.addInitScript(() => {
      window.__homeFrames = [];
      const look = () => {
        const buttons = [...document.querySelectorAll('.home-actions button')];
        if (buttons.length > 0) {
          window.__homeFrames.push(
            buttons.map((b) => {
              const r = b.getBoundingClientRect();
              return `${b.className} @${Math.round(r.left)},${Math.round(r.top)}`;
            }).join(' | '),
          );
        }
        if (window.__homeFrames.length < 60) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.reload();
    await page.waitForFunction(() => window.__homeFrames.length >= 60, null, { timeout: 20_000 });
    const frames = await page.evaluate(() => window.__homeFrames);
    check(/\bcontinue\b/.test(frames[0]), `reload: home's first frame has no Continue button (${frames[0]})`);
    const moved = frames.find((f) => f !== frames[0]);
    check(!moved, `reload: home's buttons moved after the first frame:\n    ${frames[0]}\n    ${moved}`);
    await p.tapContinue();
    await p.settle('reload, continued');
    check(p.step === n, 'reload: step count changed');
    check((await page.locator('.game').getAttribute('data-step')) === String(n), `reload: the resumed game does not show ${n} actions`);
    await checkStored(page, p, 'reload');
    // The screen is back in the battle step: a battle is what the policy picks, and the app must accept it.
    await page.screenshot({ path: join(outDir, 'saves-resumed-390x844.png') });
    const next = await p.playOne('reload, after resume');
    check(next.type === 'battle', `reload: the first action after resuming was ${next.type}, expected a battle`);
    await p.play(5, 'reload, after resume');
    log(`reload: resumed at ${n}, hash matches, played on to ${p.step}`);
  } finally {
    await b.close();
    check(b.errors.length === 0, `reload: console errors:\n    ${b.errors.join('\n    ')}`);
  }
}

async function rendererCrash(port) {
  const b = await phoneBrowser();
  try {
    const page = await b.page('crashed tab');
    const p = new Player(SEEDS.crash).on(page);
    await p.startGame(port);
    await p.play(14, 'crash');
    // The app shows an action only once its write is complete: crash the renderer the moment it is shown.
    const cdp = await b.ctx.newCDPSession(page);
    const crashed = page.waitForEvent('crash', { timeout: 10_000 });
    cdp.send('Page.crash').catch(() => {});
    await crashed;
    log(`crash: renderer crashed right after action ${p.step} was shown`);
    const fresh = await b.page('new tab');
    p.on(fresh);
    await p.openApp(port);
    await p.tapContinue();
    await p.settle('crash, continued');
    check((await fresh.locator('.game').getAttribute('data-step')) === String(p.step), `crash: the resumed game does not show ${p.step} actions`);
    await checkStored(fresh, p, 'crash');
    await p.play(3, 'crash, after resume');
    log(`crash: no action lost, played on to ${p.step}`);
    // Again, this time the moment an action's taps are done, while its write may be under way: the game must come
    // back either without it or with it, whole (never a count that disagrees with the rows or the state).
    const a = await p.tapNext('crash in flight');
    const cdp2 = await b.ctx.newCDPSession(fresh);
    const crashed2 = fresh.waitForEvent('crash', { timeout: 10_000 });
    cdp2.send('Page.crash').catch(() => {});
    await crashed2;
    const third = await b.page('third tab');
    p.on(third);
    await p.openApp(port);
    await p.tapContinue();
    await third.waitForSelector('.game, .handoff', { timeout: 20_000 });
    const shown = Number(await third.locator('.game, .handoff').first().getAttribute('data-step'));
    if (check(shown === p.step || shown === p.step + 1, `crash in flight: the resumed game shows ${shown} actions, expected ${p.step} or ${p.step + 1}`)) {
      const kept = shown === p.step + 1;
      if (kept) p.applied(a);
      await p.settle('crash in flight, continued');
      await checkStored(third, p, 'crash in flight');
      await p.play(2, 'crash in flight, after resume');
      log(`crash in flight: the ${a.type} being written came back ${kept ? 'saved' : 'not played'}; played on`);
    }
  } finally {
    await b.close();
    check(b.errors.length === 0, `crash: console errors:\n    ${b.errors.join('\n    ')}`);
  }
}

async function longGame(port) {
  const b = await phoneBrowser();
  try {
    const page = await b.page('tab');
    const p = new Player(SEEDS.long).on(page);
    await p.startGame(port);
    const t0 = Date.now();
    await p.play(LONG_ACTIONS, 'long game');
    log(`long game: ${p.step} actions by taps in ${((Date.now() - t0) / 1000).toFixed(1)} s; closing the page`);
    await page.close();
    const again = await b.page('reopened tab');
    p.on(again);
    await p.openApp(port);
    await p.tapContinue();
    await p.settle('long game, continued');
    check((await again.locator('.game').getAttribute('data-step')) === String(LONG_ACTIONS), `long game: the resumed game does not show ${LONG_ACTIONS} actions`);
    await checkStored(again, p, 'long game');
    await p.play(2, 'long game, after resume');
    log(`long game: reopened at ${LONG_ACTIONS}, hash matches`);
  } finally {
    await b.close();
    check(b.errors.length === 0, `long game: console errors:\n    ${b.errors.join('\n    ')}`);
  }
}

/**
 * Chromium's IndexedDB keeps the space a site may still use for up to 30 s after it last asked the quota manager
 * (BucketContext::kBucketSpaceCacheTimeLimit), so a quota lowered after the game's first writes is enforced only
 * once that allowance has run out. The quota is lowered as soon as the game has started; the other parts run in the
 * meantime, and `fill` waits for whatever is left of the 30 s before the writes that must fail.
 */
const QUOTA_CACHE_MS = 31_000;

async function storageFullStart(port) {
  const b = await phoneBrowser();
  const origin = `http://127.0.0.1:${port}`;
  try {
    const page = await b.page('tab');
    const p = new Player(SEEDS.quota).on(page);
    await p.startGame(port);
    await p.play(3, 'quota');
    const cdp = await b.ctx.newCDPSession(page);
    const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
    const quota = usage + 20_000;
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: quota });
    log(`quota: usage ${usage} bytes after ${p.step} actions; quota set to ${quota} (enforced once chromium's 30 s allowance runs out)`);
    return { b, p, page, cdp, origin, quota, at: Date.now() };
  } catch (err) {
    await b.close();
    throw err;
  }
}

async function storageFullFinish({ b, p, page, cdp, origin, quota, at }) {
  try {
    const wait = at + QUOTA_CACHE_MS - Date.now();
    if (wait > 0) {
      log(`quota: waiting ${(wait / 1000).toFixed(1)} s more for chromium's cached allowance to run out`);
      await sleep(wait);
    }
    const warning = page.locator('.save-warning[role="alert"]');
    let full = false;
    for (let i = 0; i < 40 && !full; i++) {
      await p.playOne('quota, filling');
      full = (await warning.count()) > 0;
    }
    if (!check(full, `quota: no storage-full warning after ${p.step} actions with the quota ${quota} bytes`)) return;
    const stored = (await readSaves(page)).games[0].actionCount;
    const fullAt = p.step;
    log(`quota: storage-full warning at action ${fullAt} (${stored} stored)`);
    check(stored < fullAt, `quota: the warning is shown but all ${fullAt} actions are stored`);
    check((await warning.textContent()).includes(STORE_TEXT.full.title), 'quota: the warning does not say storage is full');
    await page.screenshot({ path: join(outDir, 'saves-storage-full-390x844.png') });
    // The game goes on while the warning is up: it must leave every unit on the board where a tap reaches it (once
    // the recap of the other side's turn, if it is open, is put away: it is read and closed first).
    if ((await page.locator('.recap-panel').count()) > 0) {
      await tapLocator(p.tap, page.locator('.recap-panel button[data-action="recapSkip"], .recap-panel button[data-action="recapNext"]').last(), 'recap: Skip');
      await page.locator('.recap-panel').waitFor({ state: 'detached', timeout: 20_000 });
    }
    const units = p.mirror.units.filter((u) => u.figures > 0 && u.row >= 0).map((u) => ({ row: u.row, col: u.col }));
    const covered = (await p.touch.hexPoints(units)).filter((pt) => pt.over);
    check(
      covered.length === 0,
      `quota: with the storage-full warning shown, ${covered.length} of ${units.length} units cannot be tapped ` +
        `(${covered.map((pt) => `${pt.hex.row},${pt.hex.col} under ${pt.over}`).slice(0, 4).join('; ')}...)`,
    );
    // The game goes on in memory, the warning staying up: each new action tries the backlog again and fails again,
    // which must not take the alert away and bring it back (a flicker, and a screen reader reading it anew).
    await page.evaluate(() => {
      window.__warningsShown = 0;
      new MutationObserver((records) => {
        for (const r of records) for (const n of r.addedNodes) if (n.nodeType === 1 && n.matches('.save-warning')) window.__warningsShown++;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await p.play(3, 'quota, in memory');
    check((await warning.count()) === 1, 'quota: the warning went away while storage is still full');
    const reshown = await page.evaluate(() => window.__warningsShown);
    check(reshown === 0, `quota: the storage-full alert was taken down and shown again ${reshown} times during 3 actions`);
    const unsaved = p.step - stored;
    check((await warning.textContent()).includes(STORE_TEXT.full.text(unsaved)), `quota: the warning does not count ${unsaved} unsaved actions`);
    check((await readSaves(page)).games[0].actionCount === stored, 'quota: actions were stored while storage was full');
    // Space again: Retry writes the backlog.
    await cdp.send('Storage.overrideQuotaForOrigin', { origin });
    await tapLocator(p.tap, warning.getByRole('button', { name: STORE_TEXT.full.retry }), 'Retry');
    await warning.waitFor({ state: 'detached', timeout: 20_000 }).catch(() => check(false, 'quota: the warning stays after Retry with space again'));
    // The warning goes as soon as the retry starts; the backlog is written one action at a time after that.
    for (let i = 0; i < 100 && (await readSaves(page)).games[0].actionCount < p.step; i++) await sleep(100);
    check((await warning.count()) === 0, 'quota: the warning came back after Retry with space again');
    await checkStored(page, p, 'quota, after Retry');
    await p.play(2, 'quota, after Retry');
    await checkStored(page, p, 'quota, after Retry and more actions');
    log(`quota: after Retry all ${p.step} actions stored, hash matches`);
  } finally {
    await b.close();
    check(b.errors.length === 0, `quota: console errors:\n    ${b.errors.join('\n    ')}`);
  }
}

async function twoTabs(port) {
  const b = await phoneBrowser();
  try {
    const pageA = await b.page('tab A');
    const p = new Player(SEEDS.tabs).on(pageA);
    await p.startGame(port);
    await p.play(4, 'tabs');
    const pageB = await b.page('tab B');
    const inB = new Player(SEEDS.tabs).on(pageB);
    await inB.openApp(port);
    await inB.tapContinue();
    const notice = pageB.locator('.home .app-notice[role="alert"]');
    await notice.waitFor({ timeout: 20_000 }).catch(() => {});
    check((await notice.textContent().catch(() => null)) === STORE_TEXT.openElsewhere, 'tabs: tab B shows no "open in another tab" notice');
    check((await pageB.locator('.game, .handoff').count()) === 0, 'tabs: tab B opened the game that tab A holds');
    check((await readSaves(pageB)).games[0].actionCount === p.step, 'tabs: the save changed when tab B tried to open it');
    // Tab A still plays.
    await p.play(1, 'tabs, A after B tried');
    await pageA.close();
    // Tab A's lock goes with it; then B's Continue opens the game where A left it.
    const held = () => pageB.evaluate(async () => ((await navigator.locks.query()).held ?? []).length);
    for (let i = 0; i < 50 && (await held()) > 0; i++) await sleep(100);
    check((await held()) === 0, 'tabs: the game is still locked after tab A closed');
    p.on(pageB);
    await p.tapContinue();
    await p.settle('tabs, B continued');
    check((await pageB.locator('.app-notice').count()) === 0, 'tabs: the notice stays once B has the game');
    await checkStored(pageB, p, 'tabs');
    await p.play(2, 'tabs, B plays');
    log(`tabs: B refused while A held the game, opened it at ${p.step - 2} once A closed`);
  } finally {
    await b.close();
    check(b.errors.length === 0, `tabs: console errors:\n    ${b.errors.join('\n    ')}`);
  }
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const port = await freePort();
  let vite;
  const overall = setTimeout(() => {
    console.error(`saves.spec: gave up after ${TOTAL_LIMIT_MS / 1000} s`);
    process.exit(1);
  }, TOTAL_LIMIT_MS);
  try {
    // No file watching or hot reload: other people's edits to the work tree must not reload a page mid-test (a
    // reload is one of the things tested here, at chosen moments).
    vite = await createServer({
      root: join(here, '..', '..'),
      logLevel: 'warn',
      server: { host: '127.0.0.1', port, strictPort: true, hmr: false, watch: null },
    });
    await vite.listen();
    log(`vite dev server on ${port}`);
    const only = process.env.SAVES_SPEC_ONLY?.split(',');
    const wanted = (name) => !only || only.includes(name);
    const attempt = async (name, run) => {
      try {
        return await run();
      } catch (err) {
        failures.push(`${name}: ${err.stack ?? err}`);
        return null;
      }
    };
    // The storage-full part starts first and finishes last (see QUOTA_CACHE_MS).
    const quota = wanted('storageFull') ? await attempt('storageFull', () => storageFullStart(port)) : null;
    for (const [name, run] of Object.entries({ reloadMidTurn, rendererCrash, longGame, twoTabs })) {
      if (wanted(name)) await attempt(name, () => run(port));
    }
    if (quota) await attempt('storageFull', () => storageFullFinish(quota));
  } finally {
    clearTimeout(overall);
    await vite?.close();
  }
}

main()
  .then(() => {
    if (failures.length) {
      console.error(`saves.spec: ${failures.length} failure(s):\n  - ${failures.join('\n  - ')}`);
      process.exit(1);
    }
    console.log('saves.spec: ok');
  })
  .catch((err) => {
    console.error(`saves.spec: ${err.stack ?? err}`);
    process.exit(1);
  });
