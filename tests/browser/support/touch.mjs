// Real touch input for browser specs that play a game: taps through the DevTools protocol on cards, buttons and
// the board's canvas, where the test's own copy of the game (its "mirror", kept with the engine) says the hexes are.
import { hexToPixel } from '../../../src/ui/board/geometry.ts';
import { GAME_TEXT } from '../../../src/ui/text/game.ts';
import { unitsStillAble } from '../../../src/ui/game/recap.ts';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Real touch taps: the page sees touchstart/touchend and the pointer events chromium derives from them. */
export function tapper(page) {
  let last = { x: -99, y: -99, t: 0 };
  return async (x, y, onCanvas = false) => {
    // Two taps on the same spot within the double-tap window would zoom the board instead of tapping twice.
    if (onCanvas && Math.hypot(x - last.x, y - last.y) < 40) {
      const wait = 360 - (Date.now() - last.t);
      if (wait > 0) await sleep(wait);
    }
    await page.touchscreen.tap(x, y);
    if (onCanvas) last = { x, y, t: Date.now() };
  };
}

export async function tapLocator(tap, locator, what) {
  await locator.waitFor({ state: 'visible', timeout: 20_000 }).catch(() => {
    throw new Error(`not visible: ${what}`);
  });
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box: ${what}`);
  await tap(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Pass-and-play: the turn is over and the side that played it still holds the device (its last dice on screen): taps
 * "Done: pass the device" and waits for the hand-off screen. False when the page is not at a turn's end.
 */
export async function passTurnEnd(page, tap) {
  const done = page.locator('.game[data-turn-end="1"] .action-bar button[data-action="passDevice"]');
  if ((await done.count()) === 0) return false;
  await tapLocator(tap, done, 'Done: pass the device');
  await page.waitForSelector('.handoff', { timeout: 20_000 });
  return true;
}

/** Performs engine actions on one page by taps, reading unit positions from `mirror()` (the state before the action). */
export class TouchPlayer {
  constructor(page, mirror) {
    this.page = page;
    this.mirror = mirror;
    this.tap = tapper(page);
  }

  /** Where hexes are on the page, and what the page has on top there (null: the board's canvas itself). */
  async hexPoints(hexes) {
    const page = this.page;
    // Two animation frames: a resize of the board (and its new view) has been drawn.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const area = page.locator('.board-area');
    // The view and the board's turn (0-3: a quarter turn on an upright phone), as the board last drew them.
    const { view, turn } = JSON.parse(await area.getAttribute('data-view'));
    const box = await page.locator('.board-area canvas').boundingBox();
    const points = hexes.map((h) => {
      const p = hexToPixel(this.mirror().board.geometry, view, h, turn);
      const off = p.x < 0 || p.y < 0 || p.x > box.width || p.y > box.height;
      return { hex: h, x: box.x + p.x, y: box.y + p.y, off };
    });
    const over = await page.evaluate(
      (pts) =>
        pts.map(({ x, y }) => {
          const el = document.elementFromPoint(x, y);
          if (!el || el.matches('.board-area canvas')) return null;
          const block = el.closest('[class]') ?? el;
          return `${block.tagName.toLowerCase()}.${[...block.classList].join('.')}`;
        }),
      points,
    );
    return points.map((p, i) => ({ ...p, over: over[i] }));
  }

  async tapHex(h) {
    const [p] = await this.hexPoints([h]);
    if (p.off) throw new Error(`hex ${h.row},${h.col} is off screen`);
    if (p.over) throw new Error(`hex ${h.row},${h.col} is under ${p.over}: a tap there cannot reach the board`);
    await this.tap(p.x, p.y, true);
  }

  tapAction(id) {
    return tapLocator(this.tap, this.page.locator(`.action-bar button[data-action="${id}"]`), `button ${id}`);
  }

  unitHex(id) {
    const u = this.mirror().units[id];
    return { row: u.row, col: u.col };
  }

  async perform(a) {
    const page = this.page;
    switch (a.type) {
      case 'play': {
        const card = page.locator(`.hand-area [data-card="${a.card}"]`);
        await tapLocator(this.tap, card, `card ${a.card}`);
        if (a.section) await this.tapAction(`section-${a.section}`);
        else await tapLocator(this.tap, card, `card ${a.card} again`);
        return;
      }
      case 'keep':
        await tapLocator(this.tap, page.locator(`.hand-area [data-card="${a.card}"]`), `recon card ${a.card}`);
        await this.tapAction('keep');
        return;
      case 'order':
        return this.tapHex(this.unitHex(a.unit));
      case 'move':
        await this.tapHex(this.unitHex(a.unit));
        return this.tapHex(a.to);
      case 'battle':
        if (this.mirror().pending[0]?.kind !== 'overrun') await this.tapHex(this.unitHex(a.unit));
        return this.tapHex(a.target);
      case 'removeWire':
        await this.tapHex(this.unitHex(a.unit));
        return this.tapAction('removeWire');
      case 'target':
        return this.tapHex(a.target);
      case 'retreat': {
        await this.tapHex(a.to);
        const choices = page.locator('.action-bar .choice-btn');
        if ((await choices.count()) > 0) {
          const label = a.ignore ? GAME_TEXT.choice.retreatIgnore : null;
          const btn = label ? choices.filter({ hasText: label }) : choices.filter({ hasNotText: GAME_TEXT.choice.retreatIgnore });
          await tapLocator(this.tap, btn.first(), 'retreat choice');
        }
        return;
      }
      case 'endBattles':
        await this.tapAction('endBattles');
        // With units still able to act, End turn asks first.
        if (unitsStillAble(this.mirror()).units > 0) await this.tapAction('confirmEnd');
        return;
      default:
        // endOrders, endMoves, strike, takeGround, decline, ambush: their buttons.
        return this.tapAction(a.type);
    }
  }
}
