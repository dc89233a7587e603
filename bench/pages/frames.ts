// Benchmark page for bench/frames.ts: Sword Beach's initial state (fixed seed) in a BoardView that fills the
// screen, and a frame recorder. The driver sends real touch and wheel input through the DevTools protocol between
// window.__frames.start() and stop(); stop() returns every animation frame's timestamp in that span, the main
// thread's work in each, how long BoardView's draw took in it, and the zoom shown. body[data-ready] is set once the
// board has drawn.
import { h, render } from 'preact';
import { newGame } from '../../src/engine';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import { BoardView } from '../../src/ui/board/BoardView';
import type { View } from '../../src/ui/board/geometry';

export interface FrameRecord {
  /** requestAnimationFrame timestamps (ms), one per frame, in order. */
  times: number[];
  /** Main-thread ms per frame: first animation-frame callback to the end of the rendering update (NaN: unknown). */
  work: number[];
  /** Ms spent in the page's other animation-frame callbacks (BoardView's draw) per frame; 0 if none ran. */
  draw: number[];
  /** The board's zoom (scale over the fitted scale) last drawn, per frame. */
  zoom: number[];
}

declare global {
  interface Window {
    __frames?: { start(): void; stop(): FrameRecord; zoom(): number };
  }
}

const startByFrame = new Map<number, number>();
const endByFrame = new Map<number, number>();
const drawByFrame = new Map<number, number>();
const frameBegins = (t: number): void => {
  if (!startByFrame.has(t)) startByFrame.set(t, performance.now());
};

// Time every callback BoardView (or anything else) schedules; the recorder's own frames use the native function.
const nativeRaf = window.requestAnimationFrame.bind(window);
window.requestAnimationFrame = (cb: FrameRequestCallback): number =>
  nativeRaf((t) => {
    frameBegins(t);
    const start = performance.now();
    try {
      cb(t);
    } finally {
      drawByFrame.set(t, (drawByFrame.get(t) ?? 0) + performance.now() - start);
    }
  });

// A message posted during a frame's callbacks is handled as the next task, after the frame's rendering update
// (style, layout, paint, canvas flush) has finished on the main thread.
const channel = new MessageChannel();
channel.port1.onmessage = (e: MessageEvent<number>) => endByFrame.set(e.data, performance.now());

let recording = false;
let times: number[] = [];
let zooms: number[] = [];
/** Kept up to date by BoardView's onViewChange. */
let zoom = 0;

function tick(t: number): void {
  if (!recording) return;
  frameBegins(t);
  times.push(t);
  zooms.push(zoom);
  channel.port2.postMessage(t);
  nativeRaf(tick);
}

window.__frames = {
  start(): void {
    times = [];
    zooms = [];
    startByFrame.clear();
    endByFrame.clear();
    drawByFrame.clear();
    recording = true;
    nativeRaf(tick);
  },
  stop(): FrameRecord {
    recording = false;
    return {
      times,
      work: times.map((t) => (endByFrame.get(t) ?? Number.NaN) - (startByFrame.get(t) ?? Number.NaN)),
      draw: times.map((t) => drawByFrame.get(t) ?? 0),
      zoom: zooms,
    };
  },
  zoom: () => zoom,
};

function main(): void {
  const scenario = getBuiltinScenario('sword-beach');
  if (!scenario) throw new Error('no sword-beach scenario');
  const state = newGame(scenario, { seed: 'bench-frames-1' });
  const upright = new URLSearchParams(window.location.search).get('upright');
  const onViewChange = (view: View, fit: View): void => {
    zoom = view.scale / fit.scale;
    document.body.dataset.ready = '1';
  };
  render(
    // ?upright=right: as the game screen, a tall area turns the board a quarter (the upright phone).
    h(BoardView, { state, label: 'Sword Beach battlefield', onViewChange, upright: upright === 'left' || upright === 'right' ? upright : undefined }),
    document.getElementById('board')!,
  );
}

try {
  main();
} catch (err) {
  console.error(err);
  document.body.dataset.error = String(err);
}
