/**
 * Board input without a DOM: a gesture state machine fed with pointer events (id, canvas point, time), view
 * arithmetic for what the gestures do, keyboard cursor moves, and the words a screen reader hears for a hex.
 *
 * The machine has no timers of its own: the host calls `tick(now)` when a long press could be due
 * (`longPressDue()` says when), so tests drive time by hand.
 *
 * Gestures:
 * - tap: one pointer down and up within `tapSlop` px and `tapMaxMs` -> `tap`;
 * - double tap: a second tap within `doubleTapMs` and `doubleTapSlop` px of the first -> `doubleTap` (instead of
 *   a second `tap`; the first tap has already been reported, so taps never wait);
 * - long press: one pointer held still for `longPressMs` -> `longPress` (and no tap on release);
 * - drag: one pointer moved beyond `tapSlop` -> `pan` deltas that follow the pointer exactly;
 * - pinch: two pointers -> `pinch` (scale about the midpoint, plus the midpoint's movement as a pan); a pinch never
 *   ends in a tap, and the pointer left after a pinch pans.
 */
import type { BoardGeometry, Hex } from '../../engine/hex';
import type { GameState } from '../../engine/types';
import { BOARD_TEXT } from '../text/board';
import { placeName } from '../text/battles';
import { boardBounds, clampView, fitView, isQuarter, onBoardGeometry, seenHex, turnOf, zoomView, type Orientation, type Point, type Rect, type View } from './geometry';
import type { Highlight, HighlightKind } from './render';

export interface GestureConfig {
  /** Movement (CSS px) below which a press is still a tap / long press. */
  tapSlop: number;
  /** Longest press that counts as a tap (ms). */
  tapMaxMs: number;
  longPressMs: number;
  /** Most time between two taps' releases for a double tap (ms). */
  doubleTapMs: number;
  /** Most distance between two taps for a double tap (CSS px). */
  doubleTapSlop: number;
}

export const DEFAULT_GESTURES: GestureConfig = {
  tapSlop: 10,
  tapMaxMs: 350,
  longPressMs: 500,
  doubleTapMs: 300,
  doubleTapSlop: 30,
};

export type GestureEvent =
  | { type: 'tap'; at: Point }
  | { type: 'doubleTap'; at: Point }
  | { type: 'longPress'; at: Point }
  | { type: 'pan'; dx: number; dy: number }
  /** Scale by `factor` about `at` after moving the view by (dx, dy). */
  | { type: 'pinch'; factor: number; at: Point; dx: number; dy: number };

interface Tracked {
  start: Point;
  last: Point;
  startTime: number;
}

type Mode = 'idle' | 'press' | 'pan' | 'pinch' | 'done';

const dist = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

export class GestureMachine {
  private readonly cfg: GestureConfig;
  private readonly pointers = new Map<number, Tracked>();
  /**
   * press: one pointer, still a tap candidate; pan: one pointer dragging; pinch: two pointers;
   * done: the gesture has been used (long press, or pinch with pointers still down) and nothing more comes of it
   * until every pointer is up, except panning with what is left.
   */
  private mode: Mode = 'idle';
  private lastTap: { at: Point; time: number } | null = null;

  constructor(config: Partial<GestureConfig> = {}) {
    this.cfg = { ...DEFAULT_GESTURES, ...config };
  }

  get config(): GestureConfig {
    return this.cfg;
  }

  /** Pointers currently down. */
  get active(): number {
    return this.pointers.size;
  }

  /** True while a pinch is under way. */
  get pinching(): boolean {
    return this.mode === 'pinch';
  }

  /** When a long press would fire (ms, same clock as the events), or null if none can. */
  longPressDue(): number | null {
    if (this.mode !== 'press' || this.pointers.size !== 1) return null;
    const [p] = this.pointers.values();
    return p!.startTime + this.cfg.longPressMs;
  }

  down(id: number, at: Point, time: number): GestureEvent[] {
    if (this.pointers.size >= 2) return []; // a third finger is ignored
    this.pointers.set(id, { start: at, last: at, startTime: time });
    if (this.pointers.size === 1) {
      this.mode = 'press';
    } else {
      this.mode = 'pinch';
      this.lastTap = null;
    }
    return [];
  }

  move(id: number, at: Point, time: number): GestureEvent[] {
    const p = this.pointers.get(id);
    if (!p) return [];
    const out: GestureEvent[] = [];
    if (this.mode === 'pinch' && this.pointers.size === 2) {
      const other = [...this.pointers.entries()].find(([k]) => k !== id)![1];
      const before = mid(p.last, other.last);
      const after = mid(at, other.last);
      const d0 = dist(p.last, other.last);
      const d1 = dist(at, other.last);
      const factor = d0 > 0 && d1 > 0 ? d1 / d0 : 1;
      out.push({ type: 'pinch', factor, at: after, dx: after.x - before.x, dy: after.y - before.y });
    } else if (this.pointers.size === 1) {
      const tick = this.tick(time);
      out.push(...tick);
      if (this.mode === 'press') {
        // Within the slop nothing moves; beyond it the pan catches up with the whole movement.
        if (dist(at, p.start) <= this.cfg.tapSlop) return out;
        this.mode = 'pan';
        out.push({ type: 'pan', dx: at.x - p.last.x, dy: at.y - p.last.y });
      } else if (this.mode === 'pan' || this.mode === 'done') {
        // After a pinch or a long press, the finger left on the board pans (once it moves beyond the slop).
        if (this.mode === 'pan' || dist(at, p.start) > this.cfg.tapSlop) {
          this.mode = 'pan';
          out.push({ type: 'pan', dx: at.x - p.last.x, dy: at.y - p.last.y });
        } else {
          return out; // still within the slop: `last` stays where the pan will start from
        }
      }
    }
    p.last = at;
    return out;
  }

  up(id: number, at: Point, time: number): GestureEvent[] {
    const p = this.pointers.get(id);
    if (!p) return [];
    const out = this.tick(time);
    this.pointers.delete(id);
    if (this.pointers.size === 1) {
      // One finger lifted from a pinch: the other may pan on from where it is, never tap.
      const [rest] = this.pointers.values();
      rest!.start = rest!.last;
      this.mode = 'done';
      return out;
    }
    if (this.pointers.size > 0) return out;
    const wasPress = this.mode === 'press';
    this.mode = 'idle';
    if (!wasPress || dist(at, p.start) > this.cfg.tapSlop || time - p.startTime > this.cfg.tapMaxMs) {
      this.lastTap = null;
      return out;
    }
    const prev = this.lastTap;
    if (prev && time - prev.time <= this.cfg.doubleTapMs && dist(prev.at, p.start) <= this.cfg.doubleTapSlop) {
      this.lastTap = null;
      out.push({ type: 'doubleTap', at: p.start });
    } else {
      this.lastTap = { at: p.start, time };
      out.push({ type: 'tap', at: p.start });
    }
    return out;
  }

  /** The pointer was taken away (pointercancel, lost capture): it ends without a tap. */
  cancel(id: number): GestureEvent[] {
    if (!this.pointers.delete(id)) return [];
    this.mode = this.pointers.size === 0 ? 'idle' : 'done';
    for (const rest of this.pointers.values()) rest.start = rest.last;
    this.lastTap = null;
    return [];
  }

  /** Fire the long press if it is due. */
  tick(time: number): GestureEvent[] {
    const due = this.longPressDue();
    if (due === null || time < due) return [];
    const [p] = this.pointers.values();
    this.mode = 'done';
    this.lastTap = null;
    return [{ type: 'longPress', at: p!.start }];
  }
}

// ---------------------------------------------------------------------------------------------------------------
// View arithmetic

/** Padding (CSS px) around the fitted board. */
export const FIT_PADDING = 6;
/** Deepest zoom, as a multiple of the fitted scale. */
export const MAX_ZOOM = 4;

export interface ViewLimits {
  rect: Rect;
  /** The whole board, fitted: the smallest zoom. */
  fit: View;
  /**
   * The view the board opens at: the fitted one, or, when its hexes would be narrower than the `minHexPx` asked
   * for, that size, centred on the board and kept on screen (the board is then larger than the rect and pans).
   */
  home: View;
  /** The board's orientation these views are for (absent: as the engine lays it out). */
  turn?: Orientation;
}

/** A hex is 2 world units wide (geometry.ts), so hexes `px` CSS px wide need a scale of px / 2. */
export function scaleForHexPx(px: number): number {
  return px / 2;
}

export function viewLimits(g: BoardGeometry, rect: Rect, minHexPx = 0, turn?: Orientation): ViewLimits {
  const fit = fitView(g, rect, FIT_PADDING, turn);
  const scale = Math.min(scaleForHexPx(minHexPx), fit.scale * MAX_ZOOM);
  const turned = turn === undefined ? {} : { turn };
  if (!(scale > fit.scale)) return { rect, fit, home: fit, ...turned };
  const b = boardBounds(g, turn);
  const centred = {
    scale,
    offsetX: rect.x + rect.width / 2 - scale * (b.x + b.width / 2),
    offsetY: rect.y + rect.height / 2 - scale * (b.y + b.height / 2),
  };
  return { rect, fit, home: clampView(g, centred, rect, turn), ...turned };
}

/** The fitted hex size (CSS px) of a board in a rect, laid out as the engine does or turned a quarter. */
export function fittedHexPx(g: BoardGeometry, rect: Rect, quarter: boolean): number {
  return 2 * fitView(g, rect, FIT_PADDING, quarter ? 1 : 0).scale;
}

/**
 * Turn the board a quarter when that makes its hexes clearly larger (at least by this factor): an upright phone
 * and the standard 13 x 9 board (30 against 45 px), never a landscape screen or a board deeper than it is wide.
 */
export const QUARTER_GAIN = 1.2;

export function wantsQuarter(g: BoardGeometry, rect: Rect): boolean {
  return fittedHexPx(g, rect, true) >= QUARTER_GAIN * fittedHexPx(g, rect, false);
}

/** True if two views are the same (to within rounding). */
export function sameView(a: View, b: View): boolean {
  return Math.abs(a.scale - b.scale) < 1e-9 && Math.abs(a.offsetX - b.offsetX) < 1e-6 && Math.abs(a.offsetY - b.offsetY) < 1e-6;
}

/**
 * What a double tap at `at` does: zoomed in, it shows the whole board; at the whole board, it goes to the opening
 * size (when that is larger) about the tapped point, so a second double tap brings back where one was looking.
 */
export function doubleTapView(g: BoardGeometry, view: View, at: Point, limits: ViewLimits): View {
  const zoomedIn = view.scale > limits.fit.scale * (1 + 1e-9);
  if (zoomedIn || !(limits.home.scale > limits.fit.scale * (1 + 1e-9))) return { ...limits.fit };
  return settle(g, zoomView(view, limits.home.scale / view.scale, at), limits);
}

/** Scale by `factor` about `at`, kept between the fitted scale and MAX_ZOOM times it, and kept on screen. */
export function zoomWithin(g: BoardGeometry, view: View, factor: number, at: Point, limits: ViewLimits): View {
  const min = limits.fit.scale;
  const zoomed = zoomView(view, factor, at, min, min * MAX_ZOOM);
  return settle(g, zoomed, limits);
}

/** Keep the view on screen; at the fitted scale that is exactly the fitted view. */
export function settle(g: BoardGeometry, view: View, limits: ViewLimits): View {
  if (view.scale <= limits.fit.scale * (1 + 1e-9)) return { ...limits.fit };
  return clampView(g, view, limits.rect, limits.turn);
}

/** What a pan or pinch gesture does to the view. */
export function applyGesture(g: BoardGeometry, view: View, e: GestureEvent, limits: ViewLimits): View {
  if (e.type === 'pan') {
    return settle(g, { scale: view.scale, offsetX: view.offsetX + e.dx, offsetY: view.offsetY + e.dy }, limits);
  }
  if (e.type === 'pinch') {
    const moved = { scale: view.scale, offsetX: view.offsetX + e.dx, offsetY: view.offsetY + e.dy };
    return zoomWithin(g, moved, e.factor, e.at, limits);
  }
  return view;
}

/** Zoom factor for a wheel event (deltaMode 0 = pixels, 1 = lines, 2 = pages). Scrolling up zooms in. */
export function wheelFactor(deltaY: number, deltaMode = 0): number {
  const px = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
  const clamped = Math.max(-300, Math.min(300, px));
  return Math.exp(-clamped * 0.002);
}

/** A view between `a` (t = 0) and `b` (t = 1), for an animated fit; the scale moves geometrically. */
export function lerpView(a: View, b: View, t: number): View {
  if (t <= 0) return a;
  if (t >= 1) return b;
  const scale = a.scale * Math.pow(b.scale / a.scale, t);
  // Interpolate the board point at the canvas origin so the motion looks straight.
  const wa = { x: -a.offsetX / a.scale, y: -a.offsetY / a.scale };
  const wb = { x: -b.offsetX / b.scale, y: -b.offsetY / b.scale };
  const w = { x: wa.x + (wb.x - wa.x) * t, y: wa.y + (wb.y - wa.y) * t };
  return { scale, offsetX: -w.x * scale, offsetY: -w.y * scale };
}

/** Pan the least amount that shows `p` (a canvas point) at least `margin` px inside the rect. */
export function revealPoint(g: BoardGeometry, view: View, p: Point, margin: number, limits: ViewLimits): View {
  const { rect } = limits;
  const m = Math.min(margin, rect.width / 2, rect.height / 2);
  let dx = 0;
  let dy = 0;
  if (p.x < rect.x + m) dx = rect.x + m - p.x;
  else if (p.x > rect.x + rect.width - m) dx = rect.x + rect.width - m - p.x;
  if (p.y < rect.y + m) dy = rect.y + m - p.y;
  else if (p.y > rect.y + rect.height - m) dy = rect.y + rect.height - m - p.y;
  if (dx === 0 && dy === 0) return view;
  return settle(g, { scale: view.scale, offsetX: view.offsetX + dx, offsetY: view.offsetY + dy }, limits);
}

// ---------------------------------------------------------------------------------------------------------------
// Keyboard cursor

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

/** True if the hex exists on this state's board. */
export function hexExists(state: GameState, h: Hex): boolean {
  const g = state.board.geometry;
  return onBoardGeometry(g, h) && state.board.cells[h.row * g.cols + h.col] != null;
}

/** The hex nearest the board's centre (the cursor's starting place). */
export function centreHex(state: GameState): Hex {
  const g = state.board.geometry;
  const row = Math.floor((g.rows - 1) / 2);
  let col = Math.floor((g.cols - 1) / 2);
  if ((row + col) & 1) col += 1;
  const h = { row, col };
  if (hexExists(state, h)) return h;
  for (let r = 0; r < g.rows; r++) {
    for (let c = r & 1; c < g.cols; c += 2) if (hexExists(state, { row: r, col: c })) return { row: r, col: c };
  }
  return h;
}

/**
 * The hex an arrow key moves the cursor to, in screen directions (so turned with the board). Left/right go to
 * the neighbour in the same row; up/down go to the next row, zig-zagging so that repeated presses stay in a
 * column. At the edge the cursor tries the other diagonal, then stays.
 */
export function moveCursor(state: GameState, from: Hex, key: ArrowKey, o: Orientation = false): Hex {
  const t = turnOf(o);
  if (isQuarter(t)) {
    // The key's direction on screen, in the board's own frame: turn 1 carries the board's left to the top of the
    // screen and its bottom to the left; turn 3 the other way.
    const cw: Record<ArrowKey, ArrowKey> = { ArrowUp: 'ArrowLeft', ArrowDown: 'ArrowRight', ArrowLeft: 'ArrowDown', ArrowRight: 'ArrowUp' };
    const ccw: Record<ArrowKey, ArrowKey> = { ArrowUp: 'ArrowRight', ArrowDown: 'ArrowLeft', ArrowLeft: 'ArrowUp', ArrowRight: 'ArrowDown' };
    return moveCursor(state, from, (t === 1 ? cw : ccw)[key], false);
  }
  const flip = t === 2 ? -1 : 1;
  const tries: Hex[] = [];
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const d = (key === 'ArrowLeft' ? -2 : 2) * flip;
    tries.push({ row: from.row, col: from.col + d });
  } else {
    const dr = (key === 'ArrowUp' ? -1 : 1) * flip;
    const lean = from.row & 1 ? 1 : -1;
    tries.push({ row: from.row + dr, col: from.col + lean }, { row: from.row + dr, col: from.col - lean });
  }
  return tries.find((h) => hexExists(state, h)) ?? from;
}

// ---------------------------------------------------------------------------------------------------------------
// Words for a screen reader

/**
 * One sentence per fact about a hex, for an aria-live region: where it is, its terrain and place name, a bunker
 * or bridge, obstacles, the unit on it, an objective medal, and what the highlights say about it.
 * Rows and hexes are counted from 1 at the top left of the board as it is turned on screen (`o`: geometry.ts
 * `seenHex`), as the log names them.
 */
export function describeHex(state: GameState, h: Hex, highlights: readonly Highlight[] = [], o?: Orientation): string {
  const W = BOARD_TEXT;
  const g = state.board.geometry;
  const cell = hexExists(state, h) ? state.board.cells[h.row * g.cols + h.col]! : null;
  const seen = seenHex(g, h, o);
  const where = W.where(seen.row, seen.hex);
  if (!cell) return W.offBoard(where);
  const parts: string[] = [W.terrainAt(where, W.terrain[cell.terrain], cell.label && placeName(cell.label))];
  if (cell.bunker) parts.push(W.bunker(cell.bunker));
  if (cell.seaWall) parts.push(W.seaWall(cell.seaWall));
  if (cell.bridge) parts.push(cell.pontoon ? W.pontoon : W.bridge);
  else if (cell.blown) parts.push(W.blownBridge);
  if (cell.road) parts.push(W.road);
  if (cell.impassable) parts.push(W.impassable);
  else if (cell.blocksFire) parts.push(W.blocksFire);
  const key = String(h.row * g.cols + h.col);
  const obstacle = state.obstacles[key];
  if (obstacle) parts.push(W[obstacle]);
  if (state.sandbags[key]) parts.push(W.sandbags);
  const mine = state.mines?.[key];
  if (mine) parts.push(W.minefield(mine.owner, mine.revealed));
  if (cell.exit) parts.push(W.exit(cell.exit));
  const smoke = state.smoke?.screens.find((sc) => sc.hexes.some((x) => x.row === h.row && x.col === h.col));
  if (smoke) parts.push(W.smoke(smoke.thinning === true));
  if (cell.marker) parts.push(W.marker[cell.marker]);
  const hq = state.special?.headquarters?.find((x) => x.row === h.row && x.col === h.col);
  if (hq) parts.push(W.headquarters(hq.side, state.hqCaptured?.[key] !== undefined));
  if (state.damTokens?.[key] || state.damsSabotaged?.[key]) parts.push(W.dam(state.damTokens?.[key] ?? 0, state.damsSabotaged?.[key] === true));
  const unit = state.units.find((u) => u.figures > 0 && u.row === h.row && u.col === h.col);
  parts.push(unit ? W.unitOn(unit.side, W.unit[unit.kind], unit.figures) : W.noUnit);
  if (unit?.camouflaged) parts.push(W.camouflaged);
  if (unit?.maxMove !== undefined) parts.push(W.unitMaxMove(unit.maxMove));
  if (unit?.ignoreOneFlag) parts.push(W.unitIgnoresFlag);
  for (const o of state.objectives) {
    if (!o.hexes.some((x) => x.row === h.row && x.col === h.col)) continue;
    parts.push(W.objective(o.medals, state.taken[o.id] ?? o.side));
  }
  for (const hl of highlights) {
    if (hl.hex.row === h.row && hl.hex.col === h.col && hl.kind !== 'cursor') parts.push(W.highlight(hl.kind, hl.label));
  }
  return parts.join(' ');
}

/** Highlights a player can act on (N on the keyboard jumps between them): units to order or pick, hexes to go to, targets. */
const ACTABLE: ReadonlySet<HighlightKind> = new Set<HighlightKind>(['order', 'selected', 'move', 'target']);

/**
 * The next hex (or the previous, `back`) after `from` that a highlight lets the player act on, in reading order as
 * the board is seen on screen (`at`: a hex's place on screen, so a turned or quarter-turned board reads from its own
 * top left); null when there is none.
 */
export function nextActable(
  highlights: readonly Highlight[],
  from: Hex | null,
  back = false,
  at: (h: Hex) => { x: number; y: number } = (h) => ({ x: h.col, y: h.row }),
): Hex | null {
  const seen = new Set<string>();
  const hexes: { hex: Hex; x: number; y: number }[] = [];
  for (const h of highlights) {
    if (!ACTABLE.has(h.kind)) continue;
    const key = `${h.hex.row},${h.hex.col}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const p = at(h.hex);
    hexes.push({ hex: h.hex, x: p.x, y: p.y });
  }
  if (!hexes.length) return null;
  // Top to bottom on screen, then left to right.
  const order = (a: { x: number; y: number }, b: { x: number; y: number }): number =>
    Math.abs(a.y - b.y) > 1e-6 ? a.y - b.y : a.x - b.x;
  hexes.sort(order);
  const list = hexes.map((h) => h.hex);
  if (!from) return back ? list[list.length - 1]! : list[0]!;
  const f = at(from);
  const here = { x: f.x, y: f.y };
  if (back) return [...hexes].reverse().find((h) => order(h, here) < 0)?.hex ?? list[list.length - 1]!;
  return hexes.find((h) => order(h, here) > 0)?.hex ?? list[0]!;
}
