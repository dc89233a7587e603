// Benchmark page for bench/ai-turn-time.ts: the computer's `decide` on the page's main thread (the driver throttles
// the CPU 4x through the DevTools protocol; throttling does not slow Workers, so the page's own thread stands for a
// phone's Worker). window.__ai:
//   positions(count)  builds the fixed mid-game positions (untimed): random games of the built-in battles, seeds
//                     `ai-turn/<i>`, the first state past the middle of each game where a turn starts (a card to play);
//   turn(i, level, budget?)  plays the computer's whole turn from position i: one `decide` per action of the side whose turn
//                     it is (each timed), the other side's answers inside it (a retreat, an Ambush) by the random
//                     baseline (untimed), until the turn passes or the game ends. `budget` overrides the level's work cap
//                     per turn (to find the budget that fits the time target).
//   first(start, level, warmView?, chunks?, chunk?)  the computer's first turn of a game on a fresh page (cold code):
//                     from `start` (a JSON state, built by the driver so this page has run no engine code before), after
//                     an optional warm-up (src/ai/warm.ts) from `warmView` in `chunks` pieces of `chunk` applied
//                     actions, as the app asks it, both timed
//                     (bench/ai-turn-time.ts measureFirstTurns).
// body[data-ready] is set once the module has loaded.
import { AI_LEVELS, LEVELS, type AiLevel } from '../../src/ai';
import type { GameState } from '../../src/engine';
import type { PlayerView } from '../../src/engine';
import { warmUp } from '../../src/ai/warm';
import { buildPositions, playTurn, type TurnRun } from '../ai-positions';

export type { TurnRun };

let positions: GameState[] = [];

function build(count: number): number {
  positions = buildPositions(count);
  return positions.length;
}

function turn(i: number, level: AiLevel, turnBudget?: number): TurnRun {
  const params = turnBudget ? { ...LEVELS[level], turnBudget, budget: Math.max(LEVELS[level].budget, turnBudget) } : LEVELS[level];
  return playTurn(positions[i]!, i, level, params, () => performance.now());
}

function first(start: GameState, level: AiLevel, warmView?: PlayerView, chunks = 0, chunk = 0): { ms: number; warmMs: number; nodes: number; warmed: number } {
  let warmMs = 0;
  let warmed = 0;
  if (warmView && chunks > 0) {
    // As the app's Worker gets it: `chunks` pieces of `chunk` applied actions (src/ui/game/aiClient.ts `warm`).
    const t = performance.now();
    for (let k = 0; k < chunks; k++) warmed += warmUp(warmView, level, `bench-first/${k}`, chunk);
    warmMs = performance.now() - t;
  }
  const r = playTurn(start, 0, level, LEVELS[level], () => performance.now());
  return { ms: r.ms, warmMs, nodes: r.nodes, warmed };
}

declare global {
  interface Window {
    __ai: { positions: typeof build; turn: typeof turn; first: typeof first; levels: readonly AiLevel[] };
  }
}
window.__ai = { positions: build, turn, first, levels: AI_LEVELS };
document.body.dataset.ready = '1';
