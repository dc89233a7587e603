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
