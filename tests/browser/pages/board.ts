// Test page for the canvas board: draws a built-in scenario's initial state full-screen with a few highlights
// computed by the engine (?scenario=<id>&rotate=1). Sets data-ready on <body> to the scenario's id once drawn and
// exposes window.__board for the browser spec (pixel samples at hex centres, draw timings). `window.__show(id, rotate)`
// draws another scenario in the same page (one page for every board of a size: a page load costs more than a board).
import { battleDice, moveTargets, newGame, type GameState, type Hex, type Side } from '../../../src/engine';
import { BUILTIN_SCENARIOS, getBuiltinScenario } from '../../../src/scenario/builtin';
import { fitView, hexToPixel, type View } from '../../../src/ui/board/geometry';
import { drawBoard, type Highlight } from '../../../src/ui/board/render';

interface BoardProbe {
  scenario: string;
  state: GameState;
  view: View;
  rotate180: boolean;
  dpr: number;
  highlights: Highlight[];
  /** Milliseconds: first draw (builds the terrain cache) and a redraw from the cache. */
  timings: { first: number; cached: number };
  /** Mean RGB of the canvas in a disc of `radius` hex-widths around a hex centre (+ dx, dy in hex widths). */
  sample(row: number, col: number, radius?: number, dx?: number, dy?: number): [number, number, number];
  /** Mean per-pixel RGB distance between discs of `radius` hex-widths around two hex centres. */
  diff(a: Hex, b: Hex, radius?: number): number;
}

declare global {
  interface Window {
    __board?: BoardProbe;
    __show?: (id: string, rotate: boolean) => void;
  }
}

function highlightsFor(state: GameState): Highlight[] {
  // The side to play, unless only the other side has anything in range at the start.
  const first = highlightsForSide(state, state.turn.side);
  if (first.some((h) => h.kind === 'target')) return first;
  const other = highlightsForSide(state, state.turn.side === 'axis' ? 'allies' : 'axis');
  return other.some((h) => h.kind === 'target') ? other : first;
}

function highlightsForSide(state: GameState, side: Side): Highlight[] {
  const own = state.units.filter((u) => u.side === side && u.figures > 0);
  const enemies = state.units.filter((u) => u.side !== side && u.figures > 0);
  // The own unit with the most targets in reach is "selected".
  let best: { from: Hex; targets: Highlight[] } | null = null;
  for (const u of own) {
    const from = { row: u.row, col: u.col };
    const targets: Highlight[] = [];
    for (const e of enemies) {
      const to = { row: e.row, col: e.col };
      const dice = battleDice(state, from, to);
      if (dice > 0) targets.push({ hex: to, kind: 'target', label: String(dice) });
    }
    if (!best || targets.length > best.targets.length) best = { from, targets };
  }
  const out: Highlight[] = [];
  if (!best) return out;
  out.push({ hex: best.from, kind: 'selected' });
  for (const to of moveTargets(state, best.from)) out.push({ hex: to, kind: 'move' });
  out.push(...best.targets);
  // Two more units shown as ordered.
  for (const u of own.filter((u) => u.row !== best.from.row || u.col !== best.from.col).slice(0, 2)) {
    out.push({ hex: { row: u.row, col: u.col }, kind: 'order' });
  }
  return out;
}

function show(id: string, rotate180: boolean): void {
  delete document.body.dataset.ready;
  const scenario = getBuiltinScenario(id);
  if (!scenario) throw new Error(`unknown scenario ${id}`);
  const state = newGame(scenario, { seed: 'board-test-1' });
  const canvas = document.getElementById('board') as HTMLCanvasElement;
  const dpr = window.devicePixelRatio || 1;
  const cssW = window.innerWidth;
  const cssH = window.innerHeight;
  // Setting the size clears the canvas and its context's state: nothing of the board drawn before is left.
  canvas.width = Math.round(cssW * dpr);
  canvas.height = Math.round(cssH * dpr);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  const view = fitView(state.board.geometry, { x: 0, y: 0, width: cssW, height: cssH }, 6);
  const highlights = highlightsFor(state);

  let t0 = performance.now();
  drawBoard(ctx, state, view, { highlights, rotate180 });
  const first = performance.now() - t0;
  t0 = performance.now();
  drawBoard(ctx, state, view, { highlights, rotate180 });
  const cached = performance.now() - t0;

  window.__board = {
    scenario: id,
    state,
    view,
    rotate180,
    dpr,
    highlights,
    timings: { first, cached },
    sample(row, col, radius = 0.3, dx = 0, dy = 0) {
      const c = hexToPixel(state.board.geometry, view, { row, col }, rotate180);
      const cx = (c.x + dx * 2 * view.scale) * dpr;
      const cy = (c.y + dy * 2 * view.scale) * dpr;
      const r = Math.max(1, radius * 2 * view.scale * dpr);
      const x0 = Math.floor(cx - r);
      const y0 = Math.floor(cy - r);
      const size = Math.ceil(2 * r) + 1;
      const data = ctx.getImageData(x0, y0, size, size).data;
      let n = 0;
      let sr = 0;
      let sg = 0;
      let sb = 0;
      for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) {
          if ((x0 + x - cx) ** 2 + (y0 + y - cy) ** 2 > r * r) continue;
          const i = (y * size + x) * 4;
          sr += data[i]!;
          sg += data[i + 1]!;
          sb += data[i + 2]!;
          n++;
        }
      }
      return [sr / n, sg / n, sb / n];
    },
    diff(a, b, radius = 0.3) {
      const r = Math.max(1, Math.round(radius * 2 * view.scale * dpr));
      const patch = (h: Hex): Uint8ClampedArray => {
        const c = hexToPixel(state.board.geometry, view, h, rotate180);
        return ctx.getImageData(Math.round(c.x * dpr) - r, Math.round(c.y * dpr) - r, 2 * r, 2 * r).data;
      };
      const pa = patch(a);
      const pb = patch(b);
      let sum = 0;
      let n = 0;
      for (let y = 0; y < 2 * r; y++) {
        for (let x = 0; x < 2 * r; x++) {
          if ((x - r) ** 2 + (y - r) ** 2 > r * r) continue;
          const i = (y * 2 * r + x) * 4;
          sum += Math.hypot(pa[i]! - pb[i]!, pa[i + 1]! - pb[i + 1]!, pa[i + 2]! - pb[i + 2]!);
          n++;
        }
      }
      return sum / n;
    },
  };
  document.body.dataset.ready = id;
}

function showOrReport(id: string, rotate: boolean): void {
  try {
    show(id, rotate);
  } catch (err) {
    console.error(err);
    document.body.dataset.error = String(err);
  }
}

const params = new URLSearchParams(location.search);
window.__show = showOrReport;
showOrReport(params.get('scenario') ?? BUILTIN_SCENARIOS[0]!.id, params.get('rotate') === '1');
