import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import { inspectHex } from '../../src/ui/game/inspect';
import { BREAKTHROUGH_GEOMETRY } from '../../src/engine/hex';
import { boardRect, canvasToWorld, fitView, hexToPixel, pixelToHex } from '../../src/ui/board/geometry';
import {
  GestureMachine,
  MAX_ZOOM,
  applyGesture,
  centreHex,
  describeHex,
  hexExists,
  lerpView,
  moveCursor,
  doubleTapView,
  revealPoint,
  sameView,
  viewLimits,
  wheelFactor,
  zoomWithin,
  fittedHexPx,
  wantsQuarter,
} from '../../src/ui/board/input';

const P = (x: number, y: number) => ({ x, y });

describe('gesture machine', () => {
  it('reports a short, still press as a tap where it started', () => {
    const m = new GestureMachine();
    expect(m.down(1, P(100, 100), 0)).toEqual([]);
    expect(m.move(1, P(103, 102), 50)).toEqual([]);
    expect(m.up(1, P(104, 102), 120)).toEqual([{ type: 'tap', at: P(100, 100) }]);
    expect(m.active).toBe(0);
  });

  it('does not tap after a slow press or one that moved beyond the slop', () => {
    const slow = new GestureMachine({ longPressMs: 10_000 });
    slow.down(1, P(0, 0), 0);
    expect(slow.up(1, P(0, 0), 400)).toEqual([]);
    const moved = new GestureMachine();
    moved.down(1, P(0, 0), 0);
    moved.move(1, P(30, 0), 50);
    expect(moved.up(1, P(0, 0), 100)).toEqual([]);
  });

  it('turns a second nearby tap into a double tap, not a second tap', () => {
    const m = new GestureMachine();
    m.down(1, P(50, 50), 0);
    expect(m.up(1, P(50, 50), 60)).toEqual([{ type: 'tap', at: P(50, 50) }]);
    m.down(2, P(55, 52), 200);
    expect(m.up(2, P(55, 52), 260)).toEqual([{ type: 'doubleTap', at: P(55, 52) }]);
    // A third tap starts over.
    m.down(3, P(55, 52), 320);
    expect(m.up(3, P(55, 52), 360)).toEqual([{ type: 'tap', at: P(55, 52) }]);
  });

  it('keeps taps apart when they are far apart or slow', () => {
    const m = new GestureMachine();
    m.down(1, P(50, 50), 0);
    m.up(1, P(50, 50), 50);
    m.down(2, P(150, 50), 100);
    expect(m.up(2, P(150, 50), 150)[0]?.type).toBe('tap');
    m.down(3, P(150, 50), 600);
    expect(m.up(3, P(150, 50), 650)[0]?.type).toBe('tap');
  });

  it('fires a long press once when due, and no tap on release', () => {
    const m = new GestureMachine();
    m.down(1, P(10, 10), 1000);
    expect(m.longPressDue()).toBe(1500);
    expect(m.tick(1499)).toEqual([]);
    expect(m.tick(1500)).toEqual([{ type: 'longPress', at: P(10, 10) }]);
    expect(m.longPressDue()).toBeNull();
    expect(m.tick(2000)).toEqual([]);
    expect(m.up(1, P(10, 10), 2100)).toEqual([]);
  });

  it('fires a due long press on the next event when the timer was late', () => {
    const m = new GestureMachine();
    m.down(1, P(10, 10), 0);
    expect(m.up(1, P(10, 10), 700)).toEqual([{ type: 'longPress', at: P(10, 10) }]);
  });

  it('has no long press once the pointer moves away', () => {
    const m = new GestureMachine();
    m.down(1, P(10, 10), 0);
    m.move(1, P(40, 10), 100);
    expect(m.longPressDue()).toBeNull();
    expect(m.tick(600)).toEqual([]);
  });

  it('pans by exactly the pointer movement once it leaves the slop, the movement inside it included', () => {
    const m = new GestureMachine();
    m.down(1, P(0, 0), 0);
    expect(m.move(1, P(5, 0), 10)).toEqual([]);
    expect(m.move(1, P(20, 5), 20)).toEqual([{ type: 'pan', dx: 20, dy: 5 }]);
    expect(m.move(1, P(22, 0), 30)).toEqual([{ type: 'pan', dx: 2, dy: -5 }]);
    expect(m.up(1, P(22, 0), 40)).toEqual([]);
  });

  it('pinches about the midpoint with two pointers and never taps', () => {
    const m = new GestureMachine();
    m.down(1, P(100, 100), 0);
    m.down(2, P(200, 100), 10);
    expect(m.pinching).toBe(true);
    expect(m.longPressDue()).toBeNull();
    // Pointer 2 moves out by 100: distance 100 -> 200, midpoint 150 -> 200.
    expect(m.move(2, P(300, 100), 30)).toEqual([{ type: 'pinch', factor: 2, at: P(200, 100), dx: 50, dy: 0 }]);
    // Both fingers move together: a pure pan of the midpoint.
    const [e] = m.move(1, P(100, 120), 40);
    expect(e?.type).toBe('pinch');
    if (e?.type === 'pinch') {
      expect(e.dy).toBeCloseTo(10);
      expect(e.factor).toBeCloseTo(Math.hypot(200, 20) / 200);
    }
    expect(m.up(2, P(300, 100), 60)).toEqual([]);
    // The finger left pans once it moves, and its release is no tap.
    expect(m.move(1, P(102, 121), 70)).toEqual([]);
    expect(m.move(1, P(130, 120), 80)).toEqual([{ type: 'pan', dx: 30, dy: 0 }]);
    expect(m.up(1, P(130, 120), 90)).toEqual([]);
  });

  it('ignores a third pointer, and ends a cancelled pointer without a tap', () => {
    const m = new GestureMachine();
    m.down(1, P(0, 0), 0);
    m.down(2, P(100, 0), 0);
    m.down(3, P(50, 50), 0);
    expect(m.active).toBe(2);
    expect(m.move(3, P(60, 60), 10)).toEqual([]);
    m.cancel(1);
    m.cancel(2);
    expect(m.active).toBe(0);
    m.down(4, P(0, 0), 100);
    m.cancel(4);
    expect(m.up(4, P(0, 0), 120)).toEqual([]);
  });
});

const state = newGame(getBuiltinScenario('sword-beach')!, { seed: 'input-test' });
const g = state.board.geometry;
const rect = { x: 0, y: 0, width: 390, height: 700 };
const limits = viewLimits(g, rect);

describe('view arithmetic', () => {
  it('starts from the fitted view and clamps zoom between fit and MAX_ZOOM times it', () => {
    expect(limits.fit).toEqual(fitView(g, rect, 6));
    const inOut = zoomWithin(g, limits.fit, 0.5, P(100, 100), limits);
    expect(inOut).toEqual(limits.fit);
    const deep = zoomWithin(g, limits.fit, 100, P(100, 300), limits);
    expect(deep.scale).toBeCloseTo(limits.fit.scale * MAX_ZOOM);
  });

  it('keeps the board point under the pinch midpoint there (away from the edges)', () => {
    const at = P(195, 350);
    const before = pixelToHex(g, limits.fit, at);
    const v = applyGesture(g, limits.fit, { type: 'pinch', factor: 2, at, dx: 0, dy: 0 }, limits);
    expect(v.scale).toBeCloseTo(limits.fit.scale * 2);
    expect(pixelToHex(g, v, at)).toEqual(before);
    // The same point now shows a different hex away from the midpoint.
    expect(pixelToHex(g, v, P(60, 350))).not.toEqual(pixelToHex(g, limits.fit, P(60, 350)));
  });

  it('pans a zoomed view but keeps the board covering the screen; the fitted view does not pan', () => {
    const zoomed = zoomWithin(g, limits.fit, 3, P(195, 350), limits);
    const panned = applyGesture(g, zoomed, { type: 'pan', dx: 40, dy: 0 }, limits);
    expect(panned.offsetX).toBeCloseTo(zoomed.offsetX + 40);
    const far = applyGesture(g, zoomed, { type: 'pan', dx: 10_000, dy: 0 }, limits);
    expect(far.offsetX + far.scale * -1).toBeLessThanOrEqual(0.001); // board's left edge not inside the screen
    expect(applyGesture(g, limits.fit, { type: 'pan', dx: 50, dy: 50 }, limits)).toEqual(limits.fit);
  });

  it('zooms in for a wheel scrolled up, out for down, in any delta mode', () => {
    expect(wheelFactor(-100)).toBeGreaterThan(1);
    expect(wheelFactor(100)).toBeLessThan(1);
    expect(wheelFactor(3, 1)).toBeCloseTo(wheelFactor(48));
    expect(wheelFactor(100_000)).toBeCloseTo(wheelFactor(300));
  });

  it('interpolates views from end to end', () => {
    const zoomed = zoomWithin(g, limits.fit, 3, P(100, 100), limits);
    expect(lerpView(zoomed, limits.fit, 0)).toEqual(zoomed);
    expect(lerpView(zoomed, limits.fit, 1)).toEqual(limits.fit);
    const mid = lerpView(zoomed, limits.fit, 0.5);
    expect(mid.scale).toBeCloseTo(Math.sqrt(zoomed.scale * limits.fit.scale));
  });

  it('pans just enough to show a hex that is off screen', () => {
    const zoomed = zoomWithin(g, limits.fit, 4, P(0, 350), limits);
    const far = { row: 4, col: g.cols - 2 };
    const c = hexToPixel(g, zoomed, far);
    expect(c.x).toBeGreaterThan(rect.width);
    const shown = revealPoint(g, zoomed, c, 40, limits);
    const c2 = hexToPixel(g, shown, far);
    expect(c2.x).toBeLessThanOrEqual(rect.width - 40 + 1e-6);
    expect(revealPoint(g, shown, c2, 40, limits)).toBe(shown);
  });
});

describe('the opening view (minHexPx: a deep board on a phone)', () => {
  const bt = BREAKTHROUGH_GEOMETRY;
  // The game screen's board area on a 390 x 844 phone (tests/browser/breakthrough.spec.mjs measures it).
  const phone = { x: 0, y: 0, width: 390, height: 596 };

  it('opens fitted when no size is asked, or when the fitted hexes are already that large', () => {
    expect(limits.home).toEqual(limits.fit);
    const tablet = viewLimits(bt, { x: 0, y: 0, width: 1024, height: 900 }, 36);
    expect(2 * tablet.fit.scale).toBeGreaterThan(36);
    expect(tablet.home).toEqual(tablet.fit);
  });

  it('opens a Breakthrough board at 36 px hexes on a phone: its whole depth on screen, centred, the width overflowing evenly', () => {
    const l = viewLimits(bt, phone, 36);
    expect(2 * l.fit.scale).toBeLessThan(30);
    expect(2 * l.home.scale).toBeCloseTo(36);
    const r = boardRect(bt, l.home);
    expect(r.y).toBeGreaterThanOrEqual(0);
    expect(r.y + r.height).toBeLessThanOrEqual(phone.height);
    expect(r.x).toBeCloseTo(-(r.width - phone.width) / 2);
    // A pan sideways stops at the board's edge; up or down it does not move.
    const far = applyGesture(bt, l.home, { type: 'pan', dx: 500, dy: 80 }, l);
    expect(boardRect(bt, far).x).toBeCloseTo(0);
    expect(far.offsetY).toBeCloseTo(l.home.offsetY);
  });

  it('never opens deeper than MAX_ZOOM times the fitted board', () => {
    const l = viewLimits(bt, phone, 1000);
    expect(l.home.scale).toBeCloseTo(l.fit.scale * MAX_ZOOM);
  });

  it('a double tap shows the whole board when zoomed in, and zooms back to the opening size about the tapped point', () => {
    const l = viewLimits(bt, phone, 36);
    const whole = doubleTapView(bt, l.home, P(195, 300), l);
    expect(whole).toEqual(l.fit);
    const at = P(150, 200);
    const back = doubleTapView(bt, whole, at, l);
    expect(back.scale).toBeCloseTo(l.home.scale);
    // The tapped point keeps its place across the board; up and down the board's whole depth stays centred.
    expect(canvasToWorld(bt, back, at).x).toBeCloseTo(canvasToWorld(bt, whole, at).x);
    expect(back.offsetY).toBeCloseTo(l.home.offsetY);
    // Where the opening size is the fitted one (the standard board), a double tap at the fitted view stays there.
    expect(doubleTapView(g, limits.fit, at, limits)).toEqual(limits.fit);
    expect(sameView(doubleTapView(g, zoomWithin(g, limits.fit, 2, at, limits), at, limits), limits.fit)).toBe(true);
  });
});

describe('keyboard cursor', () => {
  it('starts on a board hex near the centre', () => {
    const h = centreHex(state);
    expect(hexExists(state, h)).toBe(true);
    expect(h.row).toBe(Math.floor((g.rows - 1) / 2));
  });

  it('moves left and right within a row and zig-zags up and down', () => {
    const h = { row: 4, col: 12 };
    expect(moveCursor(state, h, 'ArrowRight')).toEqual({ row: 4, col: 14 });
    expect(moveCursor(state, h, 'ArrowLeft')).toEqual({ row: 4, col: 10 });
    const down = moveCursor(state, h, 'ArrowDown');
    expect(down.row).toBe(5);
    const down2 = moveCursor(state, down, 'ArrowDown');
    expect(down2).toEqual({ row: 6, col: 12 });
    expect(moveCursor(state, down2, 'ArrowUp')).toEqual(down);
  });

  it('stays on the board at the edges and turns with the board', () => {
    expect(moveCursor(state, { row: 0, col: 0 }, 'ArrowLeft')).toEqual({ row: 0, col: 0 });
    expect(moveCursor(state, { row: 0, col: 0 }, 'ArrowUp')).toEqual({ row: 0, col: 0 });
    expect(moveCursor(state, { row: 1, col: 1 }, 'ArrowUp')).toEqual({ row: 0, col: 2 });
    expect(moveCursor(state, { row: 4, col: 12 }, 'ArrowRight', true)).toEqual({ row: 4, col: 10 });
    expect(moveCursor(state, { row: 4, col: 12 }, 'ArrowDown', true).row).toBe(3);
  });
});

describe('hex descriptions', () => {
  it('names the terrain, the unit and its figures', () => {
    const u = state.units.find((x) => x.figures > 0 && x.side === 'axis')!;
    const text = describeHex(state, { row: u.row, col: u.col });
    expect(text).toMatch(/^Row \d+, hex \d+: /);
    expect(text).toContain(`Axis ${u.kind === 'armor' ? 'armour' : u.kind}`);
    expect(text).toContain(`${u.figures} figures`);
  });

  it('[Issue 15 task 4] names the hex as the board is turned on screen (as the log and the inspection do)', () => {
    const h = { row: 8, col: 0 };
    expect(describeHex(state, h)).toMatch(/^Row 9, hex 1: /);
    expect(describeHex(state, h, [], 2)).toMatch(new RegExp(`^Row 1, hex ${Math.floor((g.cols - 1) / 2) + 1}: `));
    // The upright phone (turn 1: the bottom edge at the left): the first column is the top screen row.
    expect(describeHex(state, h, [], 1)).toMatch(/^Row 1, hex 1: /);
    expect(inspectHex(state, h, null, 1)!.title).toMatch(/^Row 1, hex 1\b/);
  });

  it('says when a hex is empty, holds an obstacle, or is off the board', () => {
    const key = Object.keys(state.obstacles)[0]!;
    const h = { row: Math.floor(Number(key) / g.cols), col: Number(key) % g.cols };
    const text = describeHex(state, h);
    expect(text).toMatch(state.obstacles[key] === 'wire' ? /Barbed wire\./ : /Hedgehogs\./);
    const ocean = state.board.cells.findIndex((c) => c?.terrain === 'ocean');
    const sea = { row: Math.floor(ocean / g.cols), col: ocean % g.cols };
    expect(describeHex(state, sea)).toMatch(/: sea\..*No unit\./);
    expect(describeHex(state, { row: -1, col: 1 })).toMatch(/off the board/);
  });

  it('[FAQ §II Road Blocks; house rules App. 2 Bunkers, Field] names a road block and a field bunker that either side may use', () => {
    const s0 = newGame(
      {
        format: 1,
        id: 'words',
        name: 'Words',
        board: { kind: 'standard', face: 'country', hexes: [{ row: 4, col: 12, obstacle: 'roadblock', bunker: 'either' }, { row: 0, col: 0, unit: { side: 'axis', kind: 'infantry' } }, { row: 8, col: 0, unit: { side: 'allies', kind: 'infantry' } }] },
        sides: { axis: { cards: 4, medalsToWin: 4, edge: 'top' }, allies: { cards: 4, medalsToWin: 4, edge: 'bottom' } },
        first: 'allies',
      },
      { seed: 1 },
    );
    const text = describeHex(s0, { row: 4, col: 12 });
    expect(text).toContain('Road block.');
    expect(text).toContain('Field bunker: either side may use it.');
  });

  it('reads the highlights on the hex', () => {
    const h = { row: 4, col: 12 };
    const text = describeHex(state, h, [
      { hex: h, kind: 'target', label: '3' },
      { hex: { row: 0, col: 0 }, kind: 'move' },
    ]);
    expect(text).toContain('Target, 3 dice.');
    expect(text).not.toContain('Can move here');
  });
});

describe('the upright phone: when the board turns a quarter (issue 15 scope 1)', () => {
  const phone = { x: 0, y: 0, width: 390, height: 552 };

  it('turns the standard board on an upright phone (hexes of 40 px or more instead of 30), not on a landscape screen or a tablet', () => {
    expect(fittedHexPx(g, phone, false)).toBeLessThan(30);
    expect(fittedHexPx(g, phone, true)).toBeGreaterThanOrEqual(40);
    expect(wantsQuarter(g, phone)).toBe(true);
    expect(wantsQuarter(g, { x: 0, y: 0, width: 460, height: 334 })).toBe(false); // 844 x 390, board beside the column
    expect(wantsQuarter(g, { x: 0, y: 0, width: 796, height: 764 })).toBe(false); // 1180 x 820
    expect(wantsQuarter(g, { x: 0, y: 0, width: 1024, height: 996 })).toBe(false); // 1024 x 1366 upright
  });

  it('leaves a board deeper than it is wide (Breakthrough) as it is: it already runs up the screen', () => {
    expect(wantsQuarter(BREAKTHROUGH_GEOMETRY, phone)).toBe(false);
    expect(fittedHexPx(BREAKTHROUGH_GEOMETRY, phone, false)).toBeGreaterThan(fittedHexPx(BREAKTHROUGH_GEOMETRY, phone, true));
  });

  it('opens, pans and zooms a turned board within its turned rectangle', () => {
    const limits = viewLimits(g, phone, 0, 3);
    expect(limits.turn).toBe(3);
    const r = boardRect(g, limits.fit, 3);
    expect(r.height).toBeCloseTo(phone.height - 12, 6); // the long side fills the height, less the padding
    const zoomed = zoomWithin(g, limits.fit, 2, P(195, 276), limits);
    const dragged = applyGesture(g, zoomed, { type: 'pan', dx: 5000, dy: 5000 }, limits);
    const d = boardRect(g, dragged, 3);
    expect(d.x).toBeCloseTo(0, 6);
    expect(d.y).toBeCloseTo(0, 6);
  });

  it('moves the keyboard cursor the way the arrows point on the turned screen', () => {
    const h = { row: 4, col: 12 };
    for (const turn of [1, 3] as const) {
      const view = fitView(g, phone, 0, turn);
      const at = hexToPixel(g, view, h, turn);
      for (const [key, dx, dy] of [['ArrowUp', 0, -1], ['ArrowDown', 0, 1], ['ArrowLeft', -1, 0], ['ArrowRight', 1, 0]] as const) {
        const next = moveCursor(state, h, key, turn);
        const p = hexToPixel(g, view, next, turn);
        // The cursor goes to a neighbour whose centre lies that way on screen.
        expect(Math.abs(next.row - h.row) + Math.abs(next.col - h.col)).toBeLessThanOrEqual(2);
        expect((p.x - at.x) * dx + (p.y - at.y) * dy).toBeGreaterThan(0);
      }
    }
  });
});
describe('keyboard: jumping to the hexes that can act (issue 15)', () => {
  it('N goes to the next unit, hex or target the player can act on, in reading order, and wraps; Shift+N goes back', async () => {
    const { nextActable } = await import('../../src/ui/board/input');
    const hl = [
      { hex: { row: 6, col: 4 }, kind: 'order' as const },
      { hex: { row: 2, col: 8 }, kind: 'target' as const, label: '2' },
      { hex: { row: 3, col: 3 }, kind: 'section' as const },
      { hex: { row: 6, col: 4 }, kind: 'selected' as const },
      { hex: { row: 4, col: 6 }, kind: 'move' as const },
    ];
    expect(nextActable(hl, null)).toEqual({ row: 2, col: 8 });
    expect(nextActable(hl, { row: 2, col: 8 })).toEqual({ row: 4, col: 6 });
    expect(nextActable(hl, { row: 4, col: 6 })).toEqual({ row: 6, col: 4 });
    expect(nextActable(hl, { row: 6, col: 4 })).toEqual({ row: 2, col: 8 });
    expect(nextActable(hl, { row: 2, col: 8 }, true)).toEqual({ row: 6, col: 4 });
    // A turned board reads from its own top left on screen: the bottom row of the unturned board first.
    expect(nextActable(hl, null, false, (h) => ({ x: -h.col, y: -h.row }))).toEqual({ row: 6, col: 4 });
    expect(nextActable([{ hex: { row: 1, col: 1 }, kind: 'section' }], null)).toBeNull();
  });

  it('a target for one die says "1 die", not "1 dice"', async () => {
    const { BOARD_TEXT } = await import('../../src/ui/text/board');
    expect(BOARD_TEXT.highlight('target', '1')).toBe('Target, 1 die.');
    expect(BOARD_TEXT.highlight('target', '3')).toBe('Target, 3 dice.');
  });
});
