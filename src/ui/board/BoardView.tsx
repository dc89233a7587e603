/**
 * The board as a Preact component: a canvas that fills its container and draws a game state with highlights,
 * redrawn in an animation frame only when something changed. It knows no rules: it reports taps and long presses
 * on hexes and leaves the meaning to the game screen.
 *
 * Touch and mouse (src/ui/board/input.ts): tap, double tap (the whole board; from there, back to the opening size
 * about the tap when `minHexPx` makes it larger), long press, drag (pan), pinch (zoom about the fingers), wheel (zoom
 * about the cursor); the right mouse button acts as a long press. Keyboard: arrows move a
 * cursor hex, Enter/Space tap it, +/- zoom, 0 fits; a visually hidden live region reads the cursor hex in words.
 *
 * With `upright`, a board whose hexes come out clearly larger turned a quarter (an upright phone: the 13 columns up
 * the screen) is drawn so; the choice is the board's own, made from its area's size (input.ts `wantsQuarter`), and
 * told with the view (onViewChange) so the page and the tests know where each hex is.
 */
import { Signal, type ReadonlySignal } from '@preact/signals';
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import type { Hex } from '../../engine/hex';
import type { GameState } from '../../engine/types';
import { hexToPixel, isQuarter, pixelToHex, type Point, type Turn, type View } from './geometry';
import {
  GestureMachine,
  applyGesture,
  centreHex,
  describeHex,
  doubleTapView,
  hexExists,
  lerpView,
  moveCursor,
  nextActable,
  revealPoint,
  wantsQuarter,
  sameView,
  settle,
  viewLimits,
  wheelFactor,
  zoomWithin,
  type ArrowKey,
  type GestureEvent,
  type ViewLimits,
} from './input';
import { drawBoard, drawTileAhead, type Highlight } from './render';
import { BOARD_TEXT } from '../text/board';

type MaybeSignal<T> = T | ReadonlySignal<T>;

export interface BoardViewProps {
  state: MaybeSignal<GameState>;
  highlights?: MaybeSignal<readonly Highlight[]>;
  /** Turn the board 180° (the top player's edge at the bottom). */
  rotate180?: boolean;
  /**
   * May turn the board a quarter when its area is tall (input.ts `wantsQuarter`): the baseline of the side at the
   * bottom (after `rotate180`) then runs along this side of the screen.
   */
  upright?: 'left' | 'right';
  onHexTap?: (hex: Hex) => void;
  /** A press held still (~500 ms), or the right mouse button: e.g. show line of sight from the hex. */
  onHexLongPress?: (hex: Hex) => void;
  /** The I key: describe the keyboard cursor's hex (the game screen's hex inspection). */
  onHexInspect?: (hex: Hex) => void;
  /** Accessible name of the board, e.g. "Sword Beach battlefield". */
  label: string;
  /**
   * Told after a frame drawn with a new view or turn (tests and overlays): the view and the fitted view, in CSS px,
   * and the board's turn (geometry.ts `Turn`: hexToPixel with it gives each hex's centre).
   */
  onViewChange?: (view: View, fit: View, turn: Turn) => void;
  /**
   * Open the board with hexes at least this wide (CSS px) when fitting the whole board would make them narrower: the
   * board is then larger than its area and pans; a double tap or 0 still shows all of it. Default: the fitted board.
   */
  minHexPx?: number;
  class?: string;
}

const KEY_ZOOM = 1.25;
/** The table around the board (render.ts draws the same colour). */
const TABLE_COLOUR = '#1f2619';
/** A pan moves the last picture by CSS while it still covers this share of the area each way (the rest is table). */
const PAN_SHIFT_MAX = 0.3;
/** A finger that stops moving for this long (ms) gets the full picture under it. */
const PAN_SETTLE_MS = 120;
/**
 * While the scale changes (pinch, wheel, fit animation) the last full picture is scaled by CSS up to this factor
 * either way from the scale it was drawn at; beyond, a full picture is drawn at the new scale and scaled from there.
 */
const ZOOM_SHIFT_MAX = 3.2;
/** ... and while it leaves at most this share of the area each way uncovered (the table shows there). */
const ZOOM_UNCOVERED_MAX = 0.6;

/** The CSS transform the canvas is moved and scaled by (origin: its top left corner; k = 1: a pan). */
interface Shift {
  x: number;
  y: number;
  k: number;
}

/** What the last full picture showed (a pan may move it only while these are the same). */
interface DrawnPicture {
  view: View;
  state: GameState;
  highlights: readonly Highlight[];
  turn: Turn;
}

function sameHighlights(a: readonly Highlight[], b: readonly Highlight[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x !== y && JSON.stringify(x) !== JSON.stringify(y)) return false;
  }
  return true;
}

/** A wheel burst ends when no wheel event came for this long (ms). */
const WHEEL_IDLE_MS = 150;
const FIT_ANIMATION_MS = 220;
/**
 * Idle time a tile drawn ahead needs (ms): only a truly idle page (no frame pending, up to 50 ms offered) draws one,
 * since a tile takes milliseconds to tens of ms in software and would hold up the next frame of a pan (measured: with
 * 10 ms and 512 px tiles, the tablet pan at 3x got worse, docs/benchmarks.md; 256 px tiles take a quarter of that).
 */
const IDLE_TILE_MS = 20;

function unwrap<T>(v: MaybeSignal<T>): T {
  return v instanceof Signal ? (v as ReadonlySignal<T>).value : (v as T);
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const sameHex = (a: Hex | null, b: Hex | null): boolean =>
  a === b || (a !== null && b !== null && a.row === b.row && a.col === b.col);

/** Everything the event handlers and the frame loop share; kept out of Preact state so input never re-renders. */
interface Live {
  canvas: HTMLCanvasElement | null;
  state: GameState;
  highlights: readonly Highlight[];
  rotate180: boolean;
  /** The board's turn on screen: rotate180, and a quarter when `upright` and the area asks for it. */
  turn: Turn;
  upright: BoardViewProps['upright'];
  /** The turn last told to onViewChange. */
  reportedTurn: Turn;
  props: BoardViewProps;
  width: number;
  height: number;
  dpr: number;
  view: View | null;
  /** The last view told to onViewChange (the one on the canvas). */
  reported: View | null;
  /**
   * Pan and zoom (issue 15, the tablet at 3x): what the last full picture showed, and the CSS transform the canvas
   * is moved and scaled by while the fingers move, the wheel turns or the fit animates (null: none). See `panShift`
   * and `zoomShift`.
   */
  drawn: DrawnPicture | null;
  shift: Shift | null;
  /** The timer that draws the full picture when moving fingers pause. */
  panSettle: ReturnType<typeof setTimeout> | 0;
  /** Wheel zooming counts as under way until then (performance.now() ms). */
  wheelUntil: number;
  wheelTimer: ReturnType<typeof setTimeout> | null;
  limits: ViewLimits | null;
  /** The user has not moved away from the opening view (a resize opens the board again at the new size). */
  atHome: boolean;
  cursor: Hex | null;
  showCursor: boolean;
  /** Enter tapped the cursor's hex: read it again when the result arrives. */
  announceAfterTap: boolean;
  /** What the live region last read for the cursor. */
  said: string;
  frame: number;
  /** The idle callback drawing deep-zoom tiles ahead (0: none asked). */
  idle: number;
  anim: { from: View; to: View; start: number } | null;
  longPressTimer: ReturnType<typeof setTimeout> | null;
  gestures: GestureMachine;
}

export function BoardView(props: BoardViewProps) {
  const state = unwrap(props.state);
  const highlights = props.highlights === undefined ? [] : unwrap(props.highlights);
  const rotate180 = props.rotate180 === true;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const liveRef = useRef<Live | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const helpId = useId();
  if (!liveRef.current) {
    liveRef.current = {
      canvas: null,
      state,
      highlights,
      rotate180,
      turn: rotate180 ? 2 : 0,
      upright: props.upright,
      reportedTurn: rotate180 ? 2 : 0,
      props,
      width: 0,
      height: 0,
      dpr: 1,
      view: null,
      reported: null,
      drawn: null,
      shift: null,
      panSettle: 0,
      wheelUntil: 0,
      wheelTimer: null,
      limits: null,
      atHome: true,
      cursor: null,
      showCursor: false,
      announceAfterTap: false,
      said: '',
      idle: 0,
      frame: 0,
      anim: null,
      longPressTimer: null,
      gestures: new GestureMachine(),
    };
  }
  const live = liveRef.current;
  live.props = props;

  // ------------------------------------------------------------------------------------------------------------
  // Drawing

  const draw = (): void => {
    live.frame = 0;
    const canvas = live.canvas;
    if (!canvas || !live.view || live.width <= 0 || live.height <= 0) return;
    if (live.anim) {
      const t = (performance.now() - live.anim.start) / FIT_ANIMATION_MS;
      const eased = t >= 1 ? 1 : 1 - Math.pow(1 - t, 3);
      live.view = lerpView(live.anim.from, live.anim.to, eased);
      if (t >= 1) live.anim = null;
      else requestDraw();
    }
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    const w = Math.max(1, Math.round(live.width * live.dpr));
    const h = Math.max(1, Math.round(live.height * live.dpr));
    const v = live.view;
    const transient = live.gestures.pinching || live.anim !== null || live.wheelUntil > performance.now();
    if (!transient && canvas.width === w && canvas.height === h && panShift(canvas, v)) {
      // (the full picture follows when the finger lifts or pauses)
    } else if (transient && canvas.width === w && canvas.height === h && zoomShift(canvas, v)) {
      // (the full picture follows when the gesture ends or pauses)
    } else {
      setShift(canvas, null);
      if (canvas.width !== w) canvas.width = w;
      if (canvas.height !== h) canvas.height = h;
      ctx.setTransform(live.dpr, 0, 0, live.dpr, 0, 0);
      const shown =
        live.showCursor && live.cursor
          ? [...live.highlights, { hex: live.cursor, kind: 'cursor' as const }]
          : [...live.highlights];
      drawBoard(ctx, live.state, v, { highlights: shown, turn: live.turn });
      live.drawn = { view: v, state: live.state, highlights: shown, turn: live.turn };
      drawAheadWhenIdle();
    }
    const r = live.reported;
    if (live.limits && (!r || r.scale !== v.scale || r.offsetX !== v.offsetX || r.offsetY !== v.offsetY || live.reportedTurn !== live.turn)) {
      live.reported = v;
      live.reportedTurn = live.turn;
      live.props.onViewChange?.(v, live.limits.fit, live.turn);
    }
  };

  /**
   * A one-finger pan at an unchanged scale, with the same units, marks and turn as the last full picture: that picture
   * is moved by a CSS transform (the compositor moves the canvas's layer: no drawing, no raster) instead of being drawn
   * again, as long as it still covers most of the area (PAN_SHIFT_MAX); the full picture is drawn when the finger
   * lifts, pauses (PAN_SETTLE_MS) or goes further. At 3x on a tablet a full frame costs 60-140 ms of software raster
   * on the shared machine (docs/benchmarks.md "Board frames"). False when a full draw is needed.
   */
  const panShift = (canvas: HTMLCanvasElement, v: View): boolean => {
    const d = live.drawn;
    if (live.gestures.active === 0 || live.gestures.pinching || !d || d.view.scale !== v.scale || d.turn !== live.turn || d.state !== live.state) return false;
    const shown = live.showCursor && live.cursor ? [...live.highlights, { hex: live.cursor, kind: 'cursor' as const }] : live.highlights;
    if (!sameHighlights(shown, d.highlights)) return false;
    const dx = v.offsetX - d.view.offsetX;
    const dy = v.offsetY - d.view.offsetY;
    if (Math.abs(dx) > live.width * PAN_SHIFT_MAX || Math.abs(dy) > live.height * PAN_SHIFT_MAX) return false;
    setShift(canvas, { x: dx, y: dy, k: 1 });
    settleLater();
    return true;
  };

  /** The full picture is drawn when the moving fingers (or the wheel) pause for PAN_SETTLE_MS. */
  const settleLater = (): void => {
    if (live.panSettle) clearTimeout(live.panSettle);
    live.panSettle = setTimeout(() => {
      live.panSettle = 0;
      live.drawn = null;
      requestDraw();
    }, PAN_SETTLE_MS);
  };

  /**
   * While the scale changes every frame (pinch, wheel, fit animation), drawing would rebuild the terrain at each new
   * scale (tens of ms, more deep in), and scaling the last picture with drawImage still costs a tablet 20-35 ms of
   * software raster a frame: instead the last full picture is scaled and moved by a CSS transform on the canvas (the
   * compositor scales the layer, as maps do), while it is within ZOOM_SHIFT_MAX of the scale it was drawn at and
   * still covers most of the area. A full picture is drawn when the gesture ends or pauses, at once when anything on
   * the board changes, and at the new scale when the scale has gone further (the transform then starts from it).
   * False when a full draw is needed.
   */
  const zoomShift = (canvas: HTMLCanvasElement, v: View): boolean => {
    const d = live.drawn;
    if (!d || d.turn !== live.turn || d.state !== live.state) return false;
    if (!sameHighlights(shownHighlights(), d.highlights)) return false;
    const k = v.scale / d.view.scale;
    if (!(k <= ZOOM_SHIFT_MAX && k >= 1 / ZOOM_SHIFT_MAX)) return false;
    const x = v.offsetX - k * d.view.offsetX;
    const y = v.offsetY - k * d.view.offsetY;
    const openX = Math.max(0, x) + Math.max(0, live.width - (x + k * live.width));
    const openY = Math.max(0, y) + Math.max(0, live.height - (y + k * live.height));
    if (openX > live.width * ZOOM_UNCOVERED_MAX || openY > live.height * ZOOM_UNCOVERED_MAX) return false;
    setShift(canvas, { x, y, k });
    settleLater();
    return true;
  };

  const shownHighlights = (): readonly Highlight[] =>
    live.showCursor && live.cursor ? [...live.highlights, { hex: live.cursor, kind: 'cursor' as const }] : live.highlights;

  const setShift = (canvas: HTMLCanvasElement, shift: Shift | null): void => {
    if (!shift && !live.shift) return;
    live.shift = shift;
    canvas.style.transform = !shift ? '' : shift.k === 1 ? `translate(${shift.x}px, ${shift.y}px)` : `translate(${shift.x}px, ${shift.y}px) scale(${shift.k})`;
    if (!shift && live.panSettle) {
      clearTimeout(live.panSettle);
      live.panSettle = 0;
    }
  };

  /**
   * Deep zoom: the terrain tiles round the view are drawn in idle time, one per slice with room for it, so a pan
   * copies them instead of drawing them in its frames (docs/benchmarks.md "Board frames"). Nothing to do otherwise.
   */
  const drawAheadWhenIdle = (): void => {
    if (live.idle || typeof requestIdleCallback !== 'function') return;
    const run = (deadline: IdleDeadline): void => {
      live.idle = 0;
      while (deadline.timeRemaining() > IDLE_TILE_MS) if (!drawTileAhead()) return;
      live.idle = requestIdleCallback(run);
    };
    live.idle = requestIdleCallback(run);
  };

  const requestDraw = (): void => {
    if (live.frame === 0 && typeof requestAnimationFrame === 'function') live.frame = requestAnimationFrame(draw);
  };

  const setView = (view: View, animate = false): void => {
    if (!live.limits) return;
    live.atHome = sameView(view, live.limits.home);
    if (animate && live.view && !prefersReducedMotion()) {
      live.anim = { from: live.view, to: view, start: performance.now() };
    } else {
      live.anim = null;
      live.view = view;
    }
    requestDraw();
  };

  /** The view the user sees now, ignoring the rest of a running fit animation. */
  const currentView = (): View | null => (live.anim ? live.anim.to : live.view);

  /** The turn for the board's area now: the 180° turn, and a quarter turn when upright and the area is tall. */
  const chooseTurn = (width: number, height: number): Turn => {
    const side = live.upright;
    const half = live.rotate180;
    if (!side || width <= 0 || height <= 0 || !wantsQuarter(live.state.board.geometry, { x: 0, y: 0, width, height })) return half ? 2 : 0;
    // Turn 3 carries the bottom edge to the right of the screen, turn 1 to the left (geometry.ts turnWorld).
    return (side === 'right') !== half ? 3 : 1;
  };

  /** Lay the board out again for a new size or turn; the view opens afresh when the turn changes. */
  const layout = (width: number, height: number, force = false): void => {
    const old = currentView();
    const oldLimits = live.limits;
    const turn = chooseTurn(width, height);
    // (between 0 and 2, or 1 and 3, the board's rectangle is the same: a view keeps its meaning, as before)
    const turned = isQuarter(turn) !== isQuarter(live.turn);
    const changed = turned || turn !== live.turn;
    if (!force && !changed && width === live.width && height === live.height) {
      requestDraw();
      return;
    }
    live.width = width;
    live.height = height;
    live.turn = turn;
    const g = live.state.board.geometry;
    const limits = viewLimits(g, { x: 0, y: 0, width, height }, live.props.minHexPx, turn);
    live.limits = limits;
    if (!old || !oldLimits || live.atHome || turned) {
      // (a quarter turn changes which hexes a view shows: the board opens again rather than keeping a zoom)
      live.anim = null;
      setView(limits.home);
      return;
    }
    // Keep the board point at the centre where it was, at a zoom relative to the new fit.
    const rel = old.scale / oldLimits.fit.scale;
    const cx = (oldLimits.rect.width / 2 - old.offsetX) / old.scale;
    const cy = (oldLimits.rect.height / 2 - old.offsetY) / old.scale;
    const scale = limits.fit.scale * rel;
    setView(settle(g, { scale, offsetX: width / 2 - cx * scale, offsetY: height / 2 - cy * scale }, limits));
  };

  // New state, highlights or turn: redraw.
  useEffect(() => {
    live.state = state;
    live.highlights = highlights;
    const flipped = live.rotate180 !== rotate180 || live.upright !== props.upright;
    live.rotate180 = rotate180;
    live.upright = props.upright;
    if (live.cursor && !hexExists(state, live.cursor)) live.cursor = null;
    // After Enter: read the hex again once what it says has changed (a re-render may come before the step lands,
    // e.g. while the step is being saved).
    if (live.announceAfterTap && live.cursor) {
      const said = describeHex(live.state, live.cursor, live.highlights, live.turn);
      if (said !== live.said) {
        live.announceAfterTap = false;
        announce();
      }
    }
    // The side at the device changed (pass-and-play): the same area, the board turned the other way.
    if (flipped && live.width > 0) layout(live.width, live.height, true);
    requestDraw();
  }, [state, highlights, rotate180, props.upright]);

  // Size: fill the container, in device pixels.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    live.canvas = canvas;
    const resize = (width: number, height: number): void => {
      live.dpr = window.devicePixelRatio || 1;
      layout(width, height);
    };
    const rect = canvas.getBoundingClientRect();
    resize(rect.width, rect.height);
    if (typeof ResizeObserver !== 'function') return;
    const ro = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]!.contentRect;
      resize(box.width, box.height);
    });
    ro.observe(canvas);
    return () => {
      ro.disconnect();
      if (live.frame) cancelAnimationFrame(live.frame);
      live.frame = 0;
      if (live.idle) cancelIdleCallback(live.idle);
      live.idle = 0;
      if (live.longPressTimer) clearTimeout(live.longPressTimer);
      live.longPressTimer = null;
      if (live.wheelTimer) clearTimeout(live.wheelTimer);
      live.wheelTimer = null;
      live.canvas = null;
    };
  }, []);

  // ------------------------------------------------------------------------------------------------------------
  // Pointer input

  const hexAt = (p: Point): Hex | null => {
    if (!live.view) return null;
    const st = live.state;
    return pixelToHex(st.board.geometry, live.view, p, live.turn, (h) => hexExists(st, h));
  };

  const fit = (): void => {
    if (live.limits) setView({ ...live.limits.fit }, true);
  };

  const handle = (events: GestureEvent[]): void => {
    for (const e of events) {
      if (e.type === 'tap') {
        const h = hexAt(e.at);
        if (h) live.props.onHexTap?.(h);
      } else if (e.type === 'longPress') {
        const h = hexAt(e.at);
        if (h) live.props.onHexLongPress?.(h);
      } else if (e.type === 'doubleTap') {
        const view = currentView();
        if (view && live.limits) setView(doubleTapView(live.state.board.geometry, view, e.at, live.limits), true);
      } else {
        const view = currentView();
        if (view && live.limits) setView(applyGesture(live.state.board.geometry, view, e, live.limits));
      }
    }
    // A pinch that just ended leaves a scaled picture on screen: draw it properly.
    if (live.shift && live.shift.k !== 1 && !live.gestures.pinching) requestDraw();
    scheduleLongPress();
  };

  const scheduleLongPress = (): void => {
    if (live.longPressTimer) clearTimeout(live.longPressTimer);
    live.longPressTimer = null;
    const due = live.gestures.longPressDue();
    if (due === null) return;
    live.longPressTimer = setTimeout(
      () => {
        live.longPressTimer = null;
        handle(live.gestures.tick(performance.now()));
      },
      Math.max(0, due - performance.now()) + 5,
    );
  };

  const point = (e: PointerEvent | WheelEvent | MouseEvent): Point => {
    const r = (e.currentTarget as HTMLCanvasElement).getBoundingClientRect();
    // (the canvas's box moves with a pan's or zoom's CSS shift, its top left corner by (x, y): points stay in the
    // area's frame)
    const sx = live.shift?.x ?? 0;
    const sy = live.shift?.y ?? 0;
    return { x: e.clientX - r.left + sx, y: e.clientY - r.top + sy };
  };

  const onPointerDown = (e: PointerEvent): void => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    const canvas = e.currentTarget as HTMLCanvasElement;
    try {
      canvas.setPointerCapture(e.pointerId);
    } catch {
      // synthetic or already released pointer
    }
    handle(live.gestures.down(e.pointerId, point(e), performance.now()));
  };
  const onPointerMove = (e: PointerEvent): void => {
    if (live.gestures.active === 0) return;
    handle(live.gestures.move(e.pointerId, point(e), performance.now()));
  };
  const onPointerUp = (e: PointerEvent): void => {
    handle(live.gestures.up(e.pointerId, point(e), performance.now()));
    // a pan's moved picture is drawn in full once the finger lifts
    if (live.shift && live.gestures.active === 0) requestDraw();
  };
  const onPointerCancel = (e: PointerEvent): void => {
    handle(live.gestures.cancel(e.pointerId));
    if (live.shift && live.gestures.active === 0) requestDraw();
  };
  const onWheel = (e: WheelEvent): void => {
    e.preventDefault();
    const view = currentView();
    if (!view || !live.limits) return;
    live.wheelUntil = performance.now() + WHEEL_IDLE_MS;
    if (live.wheelTimer) clearTimeout(live.wheelTimer);
    live.wheelTimer = setTimeout(() => {
      live.wheelTimer = null;
      requestDraw();
    }, WHEEL_IDLE_MS + 10);
    setView(zoomWithin(live.state.board.geometry, view, wheelFactor(e.deltaY, e.deltaMode), point(e), live.limits));
  };
  const onContextMenu = (e: MouseEvent): void => {
    e.preventDefault();
    // A long touch press also raises contextmenu on some browsers; the gesture machine has already handled it.
    if ((e as PointerEvent).pointerType === 'touch' || live.gestures.active > 0) return;
    const h = hexAt(point(e));
    if (h) live.props.onHexLongPress?.(h);
  };

  // ------------------------------------------------------------------------------------------------------------
  // Keyboard

  const announce = (): void => {
    if (!live.cursor) return;
    live.said = describeHex(live.state, live.cursor, live.highlights, live.turn);
    setAnnouncement(live.said);
  };

  const showCursor = (hex: Hex): void => {
    const moved = !sameHex(live.cursor, hex) || !live.showCursor;
    live.announceAfterTap = false;
    live.cursor = hex;
    live.showCursor = true;
    const view = currentView();
    if (view && live.limits) {
      const g = live.state.board.geometry;
      const c = hexToPixel(g, view, hex, live.turn);
      const next = revealPoint(g, view, c, view.scale * 1.5, live.limits);
      if (next !== view) setView(next);
    }
    if (moved) announce();
    requestDraw();
  };

  const onKeyDown = (e: KeyboardEvent): void => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const view = currentView();
    const limits = live.limits;
    const g = live.state.board.geometry;
    const key = e.key;
    if (key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown') {
      e.preventDefault();
      const from = live.cursor && live.showCursor ? live.cursor : null;
      showCursor(from ? moveCursor(live.state, from, key as ArrowKey, live.turn) : (live.cursor ?? centreHex(live.state)));
    } else if (key === 'Enter' || key === ' ') {
      e.preventDefault();
      if (live.cursor && live.showCursor) {
        // The hex is read again once the tap's result is drawn ("Selected.", the unit that moved in).
        live.announceAfterTap = true;
        live.props.onHexTap?.(live.cursor);
      } else showCursor(live.cursor ?? centreHex(live.state));
    } else if (key === 'n' || key === 'N') {
      e.preventDefault();
      const view = currentView();
      const at = (h: Hex): { x: number; y: number } => (view ? hexToPixel(live.state.board.geometry, view, h, live.turn) : { x: h.col, y: h.row });
      const next = nextActable(live.highlights, live.cursor && live.showCursor ? live.cursor : null, e.shiftKey, at);
      if (next) showCursor(next);
      else setAnnouncement(BOARD_TEXT.nothingToAct);
    } else if (key === '+' || key === '=' || key === '-' || key === '_') {
      e.preventDefault();
      if (!view || !limits) return;
      const at =
        live.cursor && live.showCursor
          ? hexToPixel(g, view, live.cursor, live.turn)
          : { x: limits.rect.width / 2, y: limits.rect.height / 2 };
      const factor = key === '+' || key === '=' ? KEY_ZOOM : 1 / KEY_ZOOM;
      setView(zoomWithin(g, view, factor, at, limits));
    } else if (key === '0') {
      e.preventDefault();
      fit();
    } else if ((key === 'i' || key === 'I') && live.props.onHexInspect) {
      e.preventDefault();
      const at = live.cursor ?? centreHex(live.state);
      showCursor(at);
      live.props.onHexInspect(at);
    } else if (key === 'Escape' && live.showCursor) {
      live.showCursor = false;
      requestDraw();
    }
  };

  const onFocus = (e: FocusEvent): void => {
    const canvas = e.currentTarget as HTMLCanvasElement;
    // Keyboard focus shows the cursor at once; a tap that focuses the canvas does not.
    if (canvas.matches(':focus-visible')) showCursor(live.cursor ?? centreHex(live.state));
  };
  const onBlur = (): void => {
    if (!live.showCursor) return;
    live.showCursor = false;
    requestDraw();
  };

  return (
    <div class={props.class} style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden', background: TABLE_COLOUR }}>
      <canvas
        ref={canvasRef}
        class="board-canvas"
        tabIndex={0}
        role="application"
        aria-roledescription={BOARD_TEXT.roleDescription}
        aria-label={props.label}
        aria-describedby={helpId}
        style={{ display: 'block', width: '100%', height: '100%', touchAction: 'none', outlineOffset: '-3px', willChange: 'transform', transformOrigin: '0 0' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onLostPointerCapture={onPointerCancel}
        onWheel={onWheel}
        onContextMenu={onContextMenu}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={onBlur}
      />
      <style>{FOCUS_CSS}</style>
      <div id={helpId} class="board-sr-only">
        {BOARD_TEXT.keyHelp}
      </div>
      <div aria-live="polite" aria-atomic="true" class="board-live board-sr-only">
        {announcement}
      </div>
    </div>
  );
}

/** A focus ring that shows on the dark table (and in forced-colours mode, where outlines stay visible). */
const FOCUS_CSS = `
.board-canvas:focus { outline: none; }
.board-canvas:focus-visible { outline: 3px solid #f6c431; outline-offset: -3px; }
.board-sr-only {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
}
`;
