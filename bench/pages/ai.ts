// Benchmark page for bench/ai-turn-time.ts: the computer's `decide` on the page's main thread (the driver throttles
// the CPU 4x through the DevTools protocol; throttling does not slow Workers, so the page's own thread stands for a
// phone's Worker). window.__ai:
//   positions(count)  builds the fixed mid-game positions (untimed): random games of the built-in battles, seeds
//                     `ai-turn/<i>`, the first state past the middle of each game where a turn starts (a card to play);
//   turn(i, level, budget?)  plays the computer's whole turn from position i: one `decide` per action of the side whose turn
//                     it is (each timed), the other side's answers inside it (a retreat, an Ambush) by the random
//                     baseline (untimed), until the turn passes or the game ends. `budget` overrides the level's node
//                     budget per decision (to find the budget that fits the time target).
// body[data-ready] is set once the module has loaded.
import { AI_LEVELS, aiStats, baselineDecide, decide, LEVELS, type AiLevel } from '../../src/ai';
import { actor, applyAction, newGame, playerView, type GameState } from '../../src/engine';
import { BUILTIN_SCENARIOS } from '../../src/scenario/builtin';

export interface TurnRun {
  battle: string;
  /** Milliseconds of all the computer's decisions of the turn. */
  ms: number;
  decisions: number;
  /** The slowest single decision, ms. */
  maxDecision: number;
  /** Applied actions of the turn's decisions (the deterministic measure of work). */
  nodes: number;
}

let positions: GameState[] = [];

function build(count: number): number {
  positions = [];
  for (let i = 0; positions.length < count; i++) {
    const sc = BUILTIN_SCENARIOS[i % BUILTIN_SCENARIOS.length]!;
    let s = newGame(sc, { seed: `ai-turn/${i}` });
    const states: GameState[] = [];
    for (let n = 0; !s.winner && n < 5_000; n++) {
      states.push(s);
      const r = applyAction(s, baselineDecide(playerView(s, actor(s)!), 'random', `ai-turn/${i}/${n}`));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    const mid = states.slice(states.length >> 1).find((x) => !x.pending.length && x.turn.stage === 'play');
    if (mid) positions.push(mid);
  }
  return positions.length;
}

function turn(i: number, level: AiLevel, budget?: number): TurnRun {
  const params = budget ? { ...LEVELS[level], budget } : LEVELS[level];
  let nodes = 0;
  let s = positions[i]!;
  const side = s.turn.side;
  const number = s.turn.number;
  let ms = 0;
  let decisions = 0;
  let maxDecision = 0;
  for (let n = 0; n < 500 && !s.winner && s.turn.side === side && s.turn.number === number; n++) {
    const who = actor(s)!;
    let action;
    if (who === side) {
      const t0 = performance.now();
      action = decide(playerView(s, who), level, `ai-turn/${i}/${n}`, params);
      const t = performance.now() - t0;
      nodes += aiStats.nodes;
      ms += t;
      maxDecision = Math.max(maxDecision, t);
      decisions++;
    } else {
      action = baselineDecide(playerView(s, who), 'random', `ai-turn/${i}/reply/${n}`);
    }
    const r = applyAction(s, action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return { battle: positions[i]!.scenarioId ?? '', ms, decisions, maxDecision, nodes };
}

declare global {
  interface Window {
    __ai: { positions: typeof build; turn: typeof turn; levels: readonly AiLevel[] };
  }
}
window.__ai = { positions: build, turn, levels: AI_LEVELS };
document.body.dataset.ready = '1';
