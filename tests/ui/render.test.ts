import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import { TILE, drawBoard, drawTileAhead, keptTiles, riverLinks } from '../../src/ui/board/render';

// Directions: 0 E, 1 SE, 2 SW, 3 W, 4 NW, 5 NE.
function board(id: string) {
  return newGame(getBuiltinScenario(id)!, { seed: 1 }).board;
}

describe('river courses', () => {
  it('joins neighbouring river hexes and runs off the board at the ends (Operation Cobra, Vire)', () => {
    const b = board('operation-cobra');
    expect(riverLinks(b, 6, 0).sort()).toEqual([1, 4]);
    expect(riverLinks(b, 7, 1).sort()).toEqual([1, 4]);
    expect(riverLinks(b, 8, 2).sort()).toEqual([1, 4]);
  });

  it('bends where the river bends (Arracourt, Marne-Rhine canal)', () => {
    const b = board('arracourt');
    expect(riverLinks(b, 0, 20).sort()).toEqual([1, 4]);
    expect(riverLinks(b, 1, 21).sort()).toEqual([1, 4]);
    expect(riverLinks(b, 2, 22).sort()).toEqual([0, 4]);
    expect(riverLinks(b, 2, 24).sort()).toEqual([0, 3]);
  });

  it('draws a lone river hex straight across', () => {
    const b = board('arracourt');
    // (4, 12) is countryside with no water around it.
    expect(riverLinks(b, 4, 12).sort()).toEqual([0, 3]);
  });
});

// --- The terrain layer at deep zoom (issue 15: a tablet pan at 3x took 91-220 ms a frame) ---

interface FakeCall {
  name: string;
  args: unknown[];
  shadowBlur: number;
  fillStyle: unknown;
}

/** A 2D context that records its calls (and the shadow blur in force at each), enough for drawBoard. */
function fakeContext(width: number, height: number, dpr = 1) {
  const calls: FakeCall[] = [];
  const props: Record<string, unknown> = { shadowBlur: 0 };
  const stack: Record<string, unknown>[] = [];
  const canvas = { width, height };
  const gradient = { addColorStop: () => {} };
  const ctx = new Proxy(
    {},
    {
      get(_t, prop: string) {
        if (prop === 'canvas') return canvas;
        if (prop === 'getTransform') return () => ({ a: dpr, b: 0, c: 0, d: dpr, e: 0, f: 0 });
        if (prop === 'measureText') return (text: string) => ({ width: text.length * 0.5 });
        if (prop === 'getLineDash') return () => [];
        if (prop.startsWith('create')) return () => gradient;
        if (prop === 'save') return () => stack.push({ ...props });
        if (prop === 'restore') return () => Object.assign(props, stack.pop() ?? {});
        if (prop in props) return props[prop];
        return (...args: unknown[]) => calls.push({ name: prop, args, shadowBlur: Number(props.shadowBlur) || 0, fillStyle: props.fillStyle });
      },
      set(_t, prop: string, value: unknown) {
        props[prop] = value;
        return true;
      },
    },
  );
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls, canvas };
}

describe('sudden-death hexes (reference NOTES.md 23 Toulon, 29 Saverne Gap; rules-decisions B5)', () => {
  it('[reference NOTES.md 23 Toulon "any 3 of the 4 Toulon town hexes"] each hex of a sudden-death win carries its mark: Toulon 4, Saverne Gap 3, a battle without one none', () => {
    // The mark's gold star is filled with its own gold, drawn by nothing else on the board.
    const marks = (id: string): number => {
      const state = newGame(getBuiltinScenario(id)!, { seed: 1 });
      const screen = fakeContext(1024, 768, 1);
      drawBoard(screen.ctx, state, { scale: 30, offsetX: 20, offsetY: 20 });
      return screen.calls.filter((c) => c.name === 'fill' && c.fillStyle === '#f2c94c').length;
    };
    expect(marks('toulon')).toBe(4);
    expect(marks('saverne-gap')).toBe(3);
    expect(marks('pegasus-bridge')).toBe(0);
  });
});

describe('the terrain layer at deep zoom', () => {
  it('[issue 15 Speed] is cut in tiles kept while the scale stays: a pan copies them, no hex is drawn again and no shadow is blurred per hex', () => {
    const made: ReturnType<typeof fakeContext>[] = [];
    const real = (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas;
    (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas = class {
      width: number;
      height: number;
      private readonly fake: ReturnType<typeof fakeContext>;
      constructor(w: number, h: number) {
        this.width = w;
        this.height = h;
        this.fake = fakeContext(w, h);
        made.push(this.fake);
      }
      getContext() {
        return this.fake.ctx;
      }
    };
    try {
      const state = newGame(getBuiltinScenario('sword-beach')!, { seed: 1 });
      // A tablet (1024 x 1366 CSS px at DPR 2) zoomed in: the board is far wider than 4096 device pixels.
      const screen = fakeContext(2048, 2732, 2);
      const view = { scale: 120, offsetX: -600, offsetY: -300 };
      drawBoard(screen.ctx, state, view);
      const tiles = screen.calls.filter((c) => c.name === 'drawImage');
      expect(tiles.length).toBeGreaterThan(1);
      expect(made.length).toBe(tiles.length);
      expect(keptTiles(state.board)).toBe(tiles.length);
      // Tiles are placed on whole device pixels, TILE apart: no seams.
      for (const t of tiles) for (const n of t.args.slice(1, 3) as number[]) expect(Number.isInteger(n)).toBe(true);
      // Each tile blurs the board's shadow once (one path of all its hexes), not once per hex.
      for (const m of made) expect(m.calls.filter((c) => c.name === 'fill' && c.shadowBlur > 0).length).toBeLessThanOrEqual(1);
      // Nothing of the terrain is drawn on the screen itself.
      expect(screen.calls.filter((c) => c.shadowBlur > 0 && c.name === 'fill')).toEqual([]);

      // A pan (same scale, moved by a few hexes): the tiles in view are copied; only the ones newly in view are drawn.
      const before = made.length;
      const panned = fakeContext(2048, 2732, 2);
      drawBoard(panned.ctx, state, { ...view, offsetX: view.offsetX - 30 });
      const again = panned.calls.filter((c) => c.name === 'drawImage').length;
      expect(made.length - before).toBeLessThan(again);
      expect(made.length - before).toBeLessThanOrEqual(Math.ceil(2732 / TILE) + 1);
      const still = fakeContext(2048, 2732, 2);
      const kept = made.length;
      drawBoard(still.ctx, state, { ...view, offsetX: view.offsetX - 30 });
      expect(made.length).toBe(kept);

      // Idle time draws the ring of tiles round the view ahead, one per call, within the cap; a pan onto them then
      // draws none in its frame (issue 15 scope 5: the worst frames of a pan were the ones drawing new tiles).
      let ahead = 0;
      while (drawTileAhead()) ahead++;
      expect(ahead).toBeGreaterThan(0);
      expect(keptTiles(state.board)).toBeLessThanOrEqual(256);
      expect(made.length).toBe(kept + ahead);
      const next = made.length;
      const onto = fakeContext(2048, 2732, 2);
      drawBoard(onto.ctx, state, { ...view, offsetX: view.offsetX - 30 - 100, offsetY: view.offsetY - 100 });
      expect(made.length).toBe(next);
    } finally {
      (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas = real;
    }
  });
});

describe('units at deep zoom (issue 15 task 1: a tablet pan at 3x, p95 board work at most 16 ms)', () => {
  it('[issue 15 Speed] draws only the units near the canvas, and once the zoom holds copies each token from a bitmap made once per look', () => {
    const made: ReturnType<typeof fakeContext>[] = [];
    const real = (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas;
    (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas = class {
      width: number;
      height: number;
      fake: ReturnType<typeof fakeContext>;
      constructor(w: number, h: number) {
        this.width = w;
        this.height = h;
        this.fake = fakeContext(w, h);
        made.push(this.fake);
      }
      getContext() {
        return this.fake.ctx;
      }
    };
    try {
      const state = newGame(getBuiltinScenario('sword-beach')!, { seed: 2 });
      const units = state.units.filter((u) => u.figures > 0 && u.row >= 0);
      // A figure count is a digit drawn with fillText: one per token drawn directly.
      const digits = (calls: FakeCall[]): number => calls.filter((c) => c.name === 'fillText' && /^\d$/.test(String(c.args[0]))).length;
      // A zoom of its own (the bitmaps are kept per zoom, across boards).
      const view = { scale: 125, offsetX: -600, offsetY: -300 };
      // Another zoom first (as a pinch would leave it), so the next frame's scale is new.
      drawBoard(fakeContext(2048, 2732, 2).ctx, state, { ...view, scale: 100 });
      const first = fakeContext(2048, 2732, 2);
      drawBoard(first.ctx, state, view);
      const direct = digits(first.calls);
      // Culled: only the units on or next to the canvas (most of the board is off screen at this zoom).
      expect(direct).toBeGreaterThan(0);
      expect(direct).toBeLessThan(units.length);
      // The same zoom again (a pan): tokens are copied from bitmaps, one made per look (side, kind, figures...).
      const tilesAndSprites = made.length;
      const second = fakeContext(2048, 2732, 2);
      drawBoard(second.ctx, state, { ...view, offsetX: view.offsetX - 10 });
      expect(digits(second.calls)).toBe(0);
      const sprites = made.slice(tilesAndSprites).filter((m) => digits(m.calls) === 1);
      expect(sprites.length).toBeGreaterThan(0);
      expect(sprites.length).toBeLessThanOrEqual(direct);
      // Copied on whole device pixels.
      const blits = second.calls.filter((c) => c.name === 'drawImage' && (c.args[0] as { fake?: unknown }).fake && sprites.includes((c.args[0] as { fake: ReturnType<typeof fakeContext> }).fake));
      expect(blits.length).toBe(direct);
      for (const b of blits) for (const n of b.args.slice(1, 3) as number[]) expect(Number.isInteger(n)).toBe(true);
      // And again: nothing new is made.
      const kept = made.length;
      drawBoard(fakeContext(2048, 2732, 2).ctx, state, { ...view, offsetX: view.offsetX - 20 });
      expect(made.length).toBe(kept);
      // The upright phone's board (turned a quarter): its tiles are cut already turned, each copied without a rotation
      // (copying rotated pictures was most of the phone's raster at 3x).
      const before = made.length;
      const turned = fakeContext(780, 1688, 2);
      drawBoard(turned.ctx, state, { scale: 70, offsetX: -100, offsetY: -100 }, { turn: 1 });
      const newTiles = made.slice(before).filter((m) => m.canvas.width === TILE);
      expect(newTiles.length).toBeGreaterThan(0);
      for (const m of newTiles) expect(m.calls.find((c) => c.name === 'setTransform')?.args).toEqual([0, 1, -1, 0, TILE, 0]);
      const copies = turned.calls.filter((c) => c.name === 'drawImage' && newTiles.some((m) => (c.args[0] as { fake?: unknown }).fake === m));
      expect(copies.length).toBe(newTiles.length);
      const lastTransform = turned.calls.filter((c) => c.name === 'setTransform' && turned.calls.indexOf(c) < turned.calls.indexOf(copies[0]!)).pop();
      expect(lastTransform?.args).toEqual([1, 0, 0, 1, 0, 0]);
      // A pinch (a new scale every frame): tokens are drawn directly, no bitmap is made for a passing scale.
      const pinched = fakeContext(2048, 2732, 2);
      drawBoard(pinched.ctx, state, { ...view, scale: 110 });
      expect(digits(pinched.calls)).toBeGreaterThan(0);
      expect(made.filter((m) => digits(m.calls) === 1).length).toBe(sprites.length);
    } finally {
      (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas = real;
    }
  });
});

describe('the board turned a quarter (the upright phone, issue 15 scope 1)', () => {
  it('[issue 15 scope 1] draws the board in a frame turned clockwise and turns each unit, count and label back upright', () => {
    const state = newGame(getBuiltinScenario('sword-beach')!, { seed: 1 });
    const units = state.units.filter((u) => u.figures > 0 && u.row >= 0).length;
    const view = { scale: 20, offsetX: 30, offsetY: 10 };
    const h = (state.board.geometry.rows - 1) * Math.sqrt(3);
    for (const turn of [1, 3] as const) {
      const screen = fakeContext(780, 1104, 2);
      drawBoard(screen.ctx, state, view, { turn, highlights: [{ hex: { row: 4, col: 12 }, kind: 'target', label: '3' }] });
      const turned = screen.calls.filter((c) => c.name === 'transform');
      expect(turned.map((c) => c.args)).toEqual([[0, 1, -1, 0, view.offsetX + view.scale * h, view.offsetY]]);
      // Every unit token, the dice label and the place names are drawn turned back by a quarter.
      const back = screen.calls.filter((c) => c.name === 'rotate' && Math.abs((c.args[0] as number) + Math.PI / 2) < 1e-12);
      expect(back.length).toBeGreaterThanOrEqual(units + 1);
    }
    // Not turned: no turned frame and nothing turned back.
    const flat = fakeContext(780, 1104, 2);
    drawBoard(flat.ctx, state, view, { rotate180: true });
    expect(flat.calls.filter((c) => c.name === 'transform')).toEqual([]);
    expect(flat.calls.filter((c) => c.name === 'rotate' && Math.abs((c.args[0] as number) + Math.PI / 2) < 1e-12)).toEqual([]);
  });
});
