import { describe, expect, it } from 'vitest';
import {
  BREAKTHROUGH_GEOMETRY,
  OVERLORD_GEOMETRY,
  STANDARD_GEOMETRY,
  allHexes,
  hexDistance,
  type BoardGeometry,
} from '../../src/engine/hex';
import {
  HEX_RADIUS,
  SQRT3,
  boardBounds,
  boardRect,
  clampView,
  fitView,
  hexCorners,
  hexToPixel,
  panView,
  pixelToHex,
  zoomView,
  type View,
} from '../../src/ui/board/geometry';

const g = STANDARD_GEOMETRY;
const VIEWS: View[] = [
  { scale: 1, offsetX: 0, offsetY: 0 },
  { scale: 14.7, offsetX: 13.3, offsetY: 20.1 },
  { scale: 40, offsetX: -300.5, offsetY: -120 },
  { scale: 97.25, offsetX: 1024, offsetY: 7 },
];

describe('hex <-> pixel', () => {
  for (const rotate of [false, true]) {
    for (const view of VIEWS) {
      it(`round-trips every hex at scale ${view.scale}${rotate ? ', turned 180°' : ''}`, () => {
        for (const h of allHexes(g)) {
          const p = hexToPixel(g, view, h, rotate);
          expect(pixelToHex(g, view, p, rotate)).toEqual(h);
          // Points well inside the hex (0.95 of the inradius, in 12 directions) stay in it.
          const inner = 0.95 * (SQRT3 / 2) * HEX_RADIUS * view.scale;
          for (let k = 0; k < 12; k++) {
            const a = (k * Math.PI) / 6;
            const q = { x: p.x + inner * Math.cos(a), y: p.y + inner * Math.sin(a) };
            expect(pixelToHex(g, view, q, rotate)).toEqual(h);
          }
        }
      });
    }
  }

  it('turning 180° maps a hex onto its mirror hex', () => {
    const view = fitView(g, { x: 0, y: 0, width: 390, height: 700 });
    for (const h of allHexes(g)) {
      const mirror = { row: g.rows - 1 - h.row, col: g.cols - 1 - h.col };
      const a = hexToPixel(g, view, h, true);
      const b = hexToPixel(g, view, mirror, false);
      expect(a.x).toBeCloseTo(b.x, 9);
      expect(a.y).toBeCloseTo(b.y, 9);
    }
  });

  it('points just either side of a shared hex side fall in the two hexes', () => {
    const view: View = { scale: 50, offsetX: 60, offsetY: 70 };
    for (const h of allHexes(g)) {
      const c = hexToPixel(g, view, h);
      const corners = hexCorners(g, view, h);
      for (let i = 0; i < 6; i++) {
        const a = corners[i]!;
        const b = corners[(i + 1) % 6]!;
        const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        const out = { x: mid.x - c.x, y: mid.y - c.y };
        const len = Math.hypot(out.x, out.y);
        const eps = 0.01;
        const inside = { x: mid.x - (out.x / len) * eps, y: mid.y - (out.y / len) * eps };
        const outside = { x: mid.x + (out.x / len) * eps, y: mid.y + (out.y / len) * eps };
        expect(pixelToHex(g, view, inside)).toEqual(h);
        const other = pixelToHex(g, view, outside);
        if (other) expect(hexDistance(other, h)).toBe(1);
      }
    }
  });

  it('points near a corner fall in one of the three hexes meeting there', () => {
    const view: View = { scale: 30, offsetX: 0, offsetY: 0 };
    const h = { row: 4, col: 12 };
    for (const corner of hexCorners(g, view, h)) {
      for (let k = 0; k < 8; k++) {
        const a = (k * Math.PI) / 4;
        const p = { x: corner.x + 0.01 * Math.cos(a), y: corner.y + 0.01 * Math.sin(a) };
        const got = pixelToHex(g, view, p);
        expect(got).not.toBeNull();
        expect(hexDistance(got!, h)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('returns null off the board', () => {
    const view = fitView(g, { x: 0, y: 0, width: 800, height: 400 }, 10);
    const r = boardRect(g, view);
    const s = view.scale;
    for (const p of [
      { x: r.x - 1, y: r.y + r.height / 2 },
      { x: r.x + r.width + 1, y: r.y + r.height / 2 },
      { x: r.x + r.width / 2, y: r.y - 1 },
      { x: r.x + r.width / 2, y: r.y + r.height + 1 },
      { x: -1e6, y: 1e6 },
      { x: Number.NaN, y: 0 },
      // Left of row 1's first hex (col 1): the notch of the staggered edge.
      hexToPixel(g, view, { row: 1, col: -1 }),
      // Right of row 1's last hex (col 23) and below the last row.
      hexToPixel(g, view, { row: 1, col: 25 }),
      hexToPixel(g, view, { row: 9, col: 12 }),
      { x: hexToPixel(g, view, { row: 0, col: 0 }).x, y: hexToPixel(g, view, { row: 0, col: 0 }).y - s * 1.2 },
    ]) {
      expect(pixelToHex(g, view, p)).toBeNull();
    }
    expect(pixelToHex(g, { scale: 0, offsetX: 0, offsetY: 0 }, { x: 0, y: 0 })).toBeNull();
  });

  it('honours an existence test (holes in a board)', () => {
    const view: View = { scale: 20, offsetX: 30, offsetY: 30 };
    const p = hexToPixel(g, view, { row: 2, col: 4 });
    expect(pixelToHex(g, view, p, false, (h) => !(h.row === 2 && h.col === 4))).toBeNull();
  });

  it('works on the Overlord and Breakthrough geometries', () => {
    for (const geo of [OVERLORD_GEOMETRY, BREAKTHROUGH_GEOMETRY] as BoardGeometry[]) {
      for (const rotate of [false, true]) {
        const view = fitView(geo, { x: 0, y: 0, width: 1000, height: 700 }, 8);
        for (const h of allHexes(geo)) expect(pixelToHex(geo, view, hexToPixel(geo, view, h, rotate), rotate)).toEqual(h);
      }
    }
  });
});

describe('layout', () => {
  it('fits the board inside the rectangle, centred, touching two sides', () => {
    for (const rect of [
      { x: 0, y: 0, width: 390, height: 844 },
      { x: 0, y: 0, width: 1024, height: 1366 },
      { x: 10, y: 50, width: 844, height: 390 },
    ]) {
      const view = fitView(g, rect, 4);
      const r = boardRect(g, view);
      expect(r.x).toBeGreaterThanOrEqual(rect.x + 4 - 1e-9);
      expect(r.y).toBeGreaterThanOrEqual(rect.y + 4 - 1e-9);
      expect(r.x + r.width).toBeLessThanOrEqual(rect.x + rect.width - 4 + 1e-9);
      expect(r.y + r.height).toBeLessThanOrEqual(rect.y + rect.height - 4 + 1e-9);
      const fitsWidth = Math.abs(r.width - (rect.width - 8)) < 1e-6;
      const fitsHeight = Math.abs(r.height - (rect.height - 8)) < 1e-6;
      expect(fitsWidth || fitsHeight).toBe(true);
      expect(r.x + r.width / 2).toBeCloseTo(rect.x + rect.width / 2, 9);
      expect(r.y + r.height / 2).toBeCloseTo(rect.y + rect.height / 2, 9);
      // Every corner of every hex is inside the board rectangle.
      for (const h of allHexes(g)) {
        for (const c of hexCorners(g, view, h)) {
          expect(c.x).toBeGreaterThanOrEqual(r.x - 1e-9);
          expect(c.x).toBeLessThanOrEqual(r.x + r.width + 1e-9);
          expect(c.y).toBeGreaterThanOrEqual(r.y - 1e-9);
          expect(c.y).toBeLessThanOrEqual(r.y + r.height + 1e-9);
        }
      }
    }
  });

  it('zooms about a fixed point and pans by a delta', () => {
    const view: View = { scale: 20, offsetX: 5, offsetY: 7 };
    const at = { x: 123, y: 45 };
    const h = pixelToHex(g, { scale: 20, offsetX: 5, offsetY: 7 }, at);
    const z = zoomView(view, 2.5, at);
    expect(z.scale).toBe(50);
    // The world point under `at` stays under it.
    const before = { x: (at.x - view.offsetX) / view.scale, y: (at.y - view.offsetY) / view.scale };
    const after = { x: (at.x - z.offsetX) / z.scale, y: (at.y - z.offsetY) / z.scale };
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
    expect(pixelToHex(g, z, at)).toEqual(h);
    expect(zoomView(view, 100, at, 10, 60).scale).toBe(60);
    expect(zoomView(view, 0.01, at, 10, 60).scale).toBe(10);
    expect(panView(view, 3, -4)).toEqual({ scale: 20, offsetX: 8, offsetY: 3 });
  });

  it('clamps a view so the board stays on screen', () => {
    const rect = { x: 0, y: 0, width: 390, height: 844 };
    const fit = fitView(g, rect);
    // Smaller than the screen: centred whatever the pan.
    const c = clampView(g, panView(fit, 500, -300), rect);
    expect(c.offsetX).toBeCloseTo(fit.offsetX, 9);
    expect(c.offsetY).toBeCloseTo(fit.offsetY, 9);
    // Larger than the screen: no gap at the edges.
    const big = clampView(g, panView(zoomView(fit, 4, { x: 0, y: 0 }), 5000, 5000), rect);
    const r = boardRect(g, big);
    expect(r.x).toBeCloseTo(0, 9);
    expect(r.x + r.width).toBeGreaterThan(rect.width);
  });
});

// --- The upright phone: the board turned a quarter (issue 15 scope 1, docs/ui.md "The upright phone") ---

describe('a quarter turn', () => {
  for (const turn of [1, 3] as const) {
    for (const view of VIEWS) {
      it(`round-trips every hex at scale ${view.scale}, turn ${turn} (flat-topped hexes on screen)`, () => {
        for (const h of allHexes(g)) {
          const p = hexToPixel(g, view, h, turn);
          expect(pixelToHex(g, view, p, turn)).toEqual(h);
          const inner = 0.95 * (SQRT3 / 2) * HEX_RADIUS * view.scale;
          for (let k = 0; k < 12; k++) {
            const a = (k * Math.PI) / 6;
            expect(pixelToHex(g, view, { x: p.x + inner * Math.cos(a), y: p.y + inner * Math.sin(a) }, turn)).toEqual(h);
          }
          // The corners of a flat-topped hex: the first one straight right of the centre.
          const c = hexCorners(g, view, h, turn);
          expect(c[0]!.y).toBeCloseTo(p.y, 9);
          expect(c[0]!.x).toBeCloseTo(p.x + HEX_RADIUS * view.scale, 9);
        }
      });
    }
  }

  it('runs the 13 columns up the screen, the bottom row on the right (turn 3) or the left (turn 1)', () => {
    const view = { scale: 20, offsetX: 0, offsetY: 0 };
    const a = hexToPixel(g, view, { row: 8, col: 0 }, 3);
    const b = hexToPixel(g, view, { row: 8, col: 2 }, 3);
    // Neighbours in a row are one above the other, 40 px apart, the row's left end at the bottom.
    expect(a.x).toBeCloseTo(b.x, 9);
    expect(a.y - b.y).toBeCloseTo(40, 9);
    const top = hexToPixel(g, view, { row: 0, col: 0 }, 3);
    expect(a.x).toBeGreaterThan(top.x);
    const left = hexToPixel(g, view, { row: 8, col: 0 }, 1);
    expect(left.x).toBeLessThan(hexToPixel(g, view, { row: 0, col: 0 }, 1).x);
    // Turn 3 is turn 1 turned 180°.
    for (const h of allHexes(g)) {
      const mirror = { row: g.rows - 1 - h.row, col: g.cols - 1 - h.col };
      const p = hexToPixel(g, view, h, 3);
      const q = hexToPixel(g, view, mirror, 1);
      expect(p.x).toBeCloseTo(q.x, 9);
      expect(p.y).toBeCloseTo(q.y, 9);
    }
  });

  it('swaps the board rectangle, which still holds every hex, and fits it to a tall screen', () => {
    for (const geo of [STANDARD_GEOMETRY, BREAKTHROUGH_GEOMETRY, OVERLORD_GEOMETRY]) {
      const flat = boardBounds(geo);
      const up = boardBounds(geo, 3);
      expect(up.width).toBeCloseTo(flat.height, 12);
      expect(up.height).toBeCloseTo(flat.width, 12);
      const rect = { x: 0, y: 0, width: 390, height: 552 };
      const view = fitView(geo, rect, 0, 1);
      const r = boardRect(geo, view, 1);
      let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
      for (const h of allHexes(geo)) {
        for (const turn of [1, 3] as const) {
          for (const p of hexCorners(geo, view, h, turn)) {
            [x0, y0, x1, y1] = [Math.min(x0, p.x), Math.min(y0, p.y), Math.max(x1, p.x), Math.max(y1, p.y)];
          }
        }
      }
      // The corners reach the rectangle's sides exactly: it holds the board and no more.
      expect(x0).toBeCloseTo(r.x, 6);
      expect(y0).toBeCloseTo(r.y, 6);
      expect(x1).toBeCloseTo(r.x + r.width, 6);
      expect(y1).toBeCloseTo(r.y + r.height, 6);
      expect(r.x).toBeGreaterThanOrEqual(-1e-6);
      expect(r.y).toBeGreaterThanOrEqual(-1e-6);
      expect(r.x + r.width).toBeLessThanOrEqual(390 + 1e-6);
      expect(r.y + r.height).toBeLessThanOrEqual(552 + 1e-6);
    }
  });

  it('keeps a turned view on screen as clampView does for the flat one', () => {
    const rect = { x: 0, y: 0, width: 390, height: 552 };
    const fit = fitView(g, rect, 0, 3);
    const zoomed = { scale: fit.scale * 2, offsetX: 500, offsetY: -2000 };
    const r = boardRect(g, clampView(g, zoomed, rect, 3), 3);
    expect(r.x).toBeCloseTo(0, 9);
    expect(r.y + r.height).toBeCloseTo(552, 9);
  });
});
