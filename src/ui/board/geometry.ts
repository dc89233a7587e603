/**
 * Board geometry for drawing: pure functions, no DOM.
 *
 * World units follow the engine (src/engine/hex.ts): pointy-top hexes of width 2, so a hex centre is at
 * x = col, y = row * sqrt(3), and a hex's circumradius is 2 / sqrt(3). A `View` maps world units to canvas
 * units (CSS pixels, or whatever the context's transform is in): px = offsetX + scale * x'. x'/y' are the world
 * point turned by the board's `Orientation`: `false`/0 as it is, `true`/2 reflected through the board's centre (the
 * top player sees their own edge at the bottom), 1 and 3 a quarter turn clockwise / anticlockwise (the upright
 * phone: the board's 13 columns run up the screen, docs/ui.md "The upright phone"). A quarter-turned board's
 * rectangle has its width and height swapped; the turn is about the board's centre, kept where it was.
 */
import type { BoardGeometry, Hex } from '../../engine/hex';

export const SQRT3 = Math.sqrt(3);
/** Circumradius of a hex (centre to corner) in world units. */
export const HEX_RADIUS = 2 / SQRT3;

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Quarter turns clockwise on screen. */
export type Turn = 0 | 1 | 2 | 3;
/** A board's orientation on screen: a `Turn`, or the older boolean for the 180° turn (true = 2). */
export type Orientation = boolean | Turn;

export function turnOf(o: Orientation | undefined): Turn {
  return o === true ? 2 : o === false || o === undefined ? 0 : o;
}

/** True when the board is turned a quarter (its columns run up the screen). */
export function isQuarter(o: Orientation | undefined): boolean {
  return (turnOf(o) & 1) === 1;
}

/**
 * A hex's name as the player sees the board: its row counted from 1 at the top of the screen and its place in that
 * row from 1 at the left (issue 15: the log, the recap, the picks and the screen reader name a hex where the player
 * finds it). Unturned, row r+1 and hex floor(col/2)+1; turned 180°, counted from the other corner; a quarter-turned
 * board's screen rows are the board's columns (turn 1 puts column 0 at the top and the bottom edge at the left).
 */
export function seenHex(g: BoardGeometry, h: Hex, o?: Orientation): { row: number; hex: number } {
  switch (turnOf(o)) {
    case 0:
      return { row: h.row + 1, hex: Math.floor(h.col / 2) + 1 };
    case 2:
      return { row: g.rows - h.row, hex: Math.floor((g.cols - 1 - h.col) / 2) + 1 };
    case 1:
      return { row: h.col + 1, hex: Math.floor((g.rows - 1 - h.row) / 2) + 1 };
    case 3:
      return { row: g.cols - h.col, hex: Math.floor(h.row / 2) + 1 };
  }
}

/** The hex `seenHex` names so (null if none): for tests and tools that read a hex's name back. */
export function hexOfSeen(g: BoardGeometry, seen: { row: number; hex: number }, o?: Orientation): Hex | null {
  for (let row = 0; row < g.rows; row++) {
    for (let col = row & 1; col < g.cols; col += 2) {
      const s = seenHex(g, { row, col }, o);
      if (s.row === seen.row && s.hex === seen.hex) return { row, col };
    }
  }
  return null;
}

/** World → canvas: canvas = offset + scale * world (after the board's turn). */
export interface View {
  scale: number;
  offsetX: number;
  offsetY: number;
}

/**
 * The world-space rectangle that holds every hex of a board (corners included), in the turned frame: a quarter
 * turn swaps its sides (turnWorld maps the board's centre to the centre of this rectangle).
 */
export function boardBounds(g: BoardGeometry, o?: Orientation): Rect {
  const x = -1;
  const y = -HEX_RADIUS;
  const width = g.cols + 1;
  const height = (g.rows - 1) * SQRT3 + 2 * HEX_RADIUS;
  return isQuarter(o) ? { x: y, y: x, width: height, height: width } : { x, y, width, height };
}

/** Centre of a hex in world units (engine convention). */
export function hexWorld(h: Hex): Point {
  return { x: h.col, y: h.row * SQRT3 };
}

/** A world point turned 180° about the board's centre (its own inverse). */
export function rotateWorld(g: BoardGeometry, p: Point): Point {
  return { x: g.cols - 1 - p.x, y: (g.rows - 1) * SQRT3 - p.y };
}

/**
 * A world point in the turned frame. Turn 1 (clockwise on screen): (x, y) -> (H - y, x), so the bottom row goes to
 * the left; turn 3: (x, y) -> (y, W - x), the bottom row to the right (W, H: the last hex centre's x and y).
 */
export function turnWorld(g: BoardGeometry, p: Point, o?: Orientation): Point {
  const t = turnOf(o);
  if (t === 0) return p;
  if (t === 2) return rotateWorld(g, p);
  const w = g.cols - 1;
  const h = (g.rows - 1) * SQRT3;
  return t === 1 ? { x: h - p.y, y: p.x } : { x: p.y, y: w - p.x };
}

/** The inverse of turnWorld. */
export function unturnWorld(g: BoardGeometry, q: Point, o?: Orientation): Point {
  const t = turnOf(o);
  if (t === 0) return q;
  if (t === 2) return rotateWorld(g, q);
  const w = g.cols - 1;
  const h = (g.rows - 1) * SQRT3;
  return t === 1 ? { x: q.y, y: h - q.x } : { x: w - q.y, y: q.x };
}

export function worldToCanvas(g: BoardGeometry, view: View, p: Point, o: Orientation = false): Point {
  const q = turnWorld(g, p, o);
  return { x: view.offsetX + view.scale * q.x, y: view.offsetY + view.scale * q.y };
}

export function canvasToWorld(g: BoardGeometry, view: View, p: Point, o: Orientation = false): Point {
  const q = { x: (p.x - view.offsetX) / view.scale, y: (p.y - view.offsetY) / view.scale };
  return unturnWorld(g, q, o);
}

/** Centre of a hex on the canvas. */
export function hexToPixel(g: BoardGeometry, view: View, h: Hex, o: Orientation = false): Point {
  return worldToCanvas(g, view, hexWorld(h), o);
}

/**
 * The hex whose area holds a world point (exact for pointy-top hexes: cube rounding), whether or not it is on
 * a board.
 */
export function worldToHex(p: Point): Hex {
  // Axial coordinates: r = row, q = (col - row) / 2; x = 2q + r, y = sqrt(3) r.
  const r = p.y / SQRT3;
  const q = (p.x - r) / 2;
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  // (the third case would fix s, which we do not keep)
  return { row: rr + 0, col: 2 * rq + rr + 0 };
}

/** True if the hex exists on this board geometry. */
export function onBoardGeometry(g: BoardGeometry, h: Hex): boolean {
  return h.row >= 0 && h.row < g.rows && h.col >= 0 && h.col < g.cols && ((h.row + h.col) & 1) === 0;
}

/**
 * The hex under a canvas point, or null when the point is off the board. `exists` may further restrict the
 * board (e.g. `(h) => cells[index] !== null`).
 */
export function pixelToHex(
  g: BoardGeometry,
  view: View,
  p: Point,
  o: Orientation = false,
  exists?: (h: Hex) => boolean,
): Hex | null {
  if (!(view.scale > 0) || !Number.isFinite(p.x) || !Number.isFinite(p.y)) return null;
  const h = worldToHex(canvasToWorld(g, view, p, o));
  if (!onBoardGeometry(g, h)) return null;
  if (exists && !exists(h)) return null;
  return h;
}

/** The six corners of a hex in world units, clockwise from the top corner. */
export function hexCornersWorld(h: Hex, radius = HEX_RADIUS): Point[] {
  const c = hexWorld(h);
  const out: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (-90 + 60 * i);
    out.push({ x: c.x + radius * Math.cos(a), y: c.y + radius * Math.sin(a) });
  }
  return out;
}

/**
 * The six corners of a hex on the canvas, clockwise on screen from the top corner (from the right-hand corner when
 * the board is quarter-turned: its hexes are then flat-topped).
 */
export function hexCorners(g: BoardGeometry, view: View, h: Hex, o: Orientation = false, inset = 1): Point[] {
  const c = hexToPixel(g, view, h, o);
  const r = HEX_RADIUS * view.scale * inset;
  const start = isQuarter(o) ? 0 : -90;
  const out: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (start + 60 * i);
    out.push({ x: c.x + r * Math.cos(a), y: c.y + r * Math.sin(a) });
  }
  return out;
}

/** The board's rectangle on the canvas. */
export function boardRect(g: BoardGeometry, view: View, o?: Orientation): Rect {
  const b = boardBounds(g, o);
  // The bounds are symmetric about the board centre, so the 180° turn maps them onto themselves.
  return {
    x: view.offsetX + view.scale * b.x,
    y: view.offsetY + view.scale * b.y,
    width: view.scale * b.width,
    height: view.scale * b.height,
  };
}

/** The view that fits the whole board in `rect` (minus `padding` on each side), centred. */
export function fitView(g: BoardGeometry, rect: Rect, padding = 0, o?: Orientation): View {
  const b = boardBounds(g, o);
  const w = Math.max(1, rect.width - 2 * padding);
  const h = Math.max(1, rect.height - 2 * padding);
  const scale = Math.min(w / b.width, h / b.height);
  return {
    scale,
    offsetX: rect.x + rect.width / 2 - scale * (b.x + b.width / 2),
    offsetY: rect.y + rect.height / 2 - scale * (b.y + b.height / 2),
  };
}

/** Move the view by a canvas delta (a drag). */
export function panView(view: View, dx: number, dy: number): View {
  return { scale: view.scale, offsetX: view.offsetX + dx, offsetY: view.offsetY + dy };
}

/** Scale by `factor` keeping the canvas point `at` fixed (pinch or wheel), within [minScale, maxScale]. */
export function zoomView(view: View, factor: number, at: Point, minScale = 0, maxScale = Infinity): View {
  const scale = Math.min(maxScale, Math.max(minScale, view.scale * factor));
  const k = scale / view.scale;
  return { scale, offsetX: at.x - (at.x - view.offsetX) * k, offsetY: at.y - (at.y - view.offsetY) * k };
}

/**
 * Keep the board on screen: the view is panned so that the board covers the rect where it is larger than it,
 * and stays inside it where it is smaller (centred on that axis).
 */
export function clampView(g: BoardGeometry, view: View, rect: Rect, o?: Orientation): View {
  const r = boardRect(g, view, o);
  const fix = (start: number, size: number, vStart: number, vSize: number): number => {
    if (size <= vSize) return vStart + (vSize - size) / 2 - start;
    if (start > vStart) return vStart - start;
    if (start + size < vStart + vSize) return vStart + vSize - (start + size);
    return 0;
  };
  return panView(view, fix(r.x, r.width, rect.x, rect.width), fix(r.y, r.height, rect.y, rect.height));
}
