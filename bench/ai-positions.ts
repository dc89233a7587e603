/**
 * The computer-turn benchmark's fixed mid-game positions and its whole-turn player, shared by the browser page
 * (bench/pages/ai.ts, timed in chromium) and Node (scripts/ai-work.ts, the work per turn; tests/ai/budget.test.ts).
 * Positions: random games of the built-in battles, seeds `ai-turn/<i>`, the first state past the middle of each game
 * where a turn starts (a card to play).
 */
import { aiStats, baselineDecide, decide, LEVELS, type AiLevel, type LevelParams } from '../src/ai';
import { actor, applyAction, legalActions, newGame, playerView, type GameState } from '../src/engine';
import { BUILTIN_SCENARIOS } from '../src/scenario/builtin';

export interface TurnRun {
  battle: string;
  /** Milliseconds of all the computer's decisions of the turn. */
  ms: number;
  decisions: number;
  /** The slowest single decision, ms. */
  maxDecision: number;
  /** Applied actions of the turn's decisions (the deterministic measure of work). */
  nodes: number;
  /** The most applied actions of one decision of the turn. */
  maxDecisionNodes: number;
  /** The legal actions of the turn's decisions, summed: the one-ply looks every decision completes (search.ts). */
  onePly: number;
}

export function buildPositions(count: number): GameState[] {
  const positions: GameState[] = [];
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
  return positions;
}

/**
 * The computer's whole turn from `start` (position i): one `decide` per action of the side whose turn it is (each
 * timed with `now`), the other side's answers inside it (a retreat, an Ambush) by the random baseline (untimed),
 * until the turn passes or the game ends.
 */
export function playTurn(start: GameState, i: number, level: AiLevel, params: LevelParams = LEVELS[level], now: () => number = () => 0): TurnRun {
  let nodes = 0;
  let s = start;
  const side = s.turn.side;
  const number = s.turn.number;
  let ms = 0;
  let decisions = 0;
  let maxDecision = 0;
  let maxDecisionNodes = 0;
  let onePly = 0;
  for (let n = 0; n < 500 && !s.winner && s.turn.side === side && s.turn.number === number; n++) {
    const who = actor(s)!;
    let action;
    if (who === side) {
      onePly += legalActions(s).length;
      const t0 = now();
      action = decide(playerView(s, who), level, `ai-turn/${i}/${n}`, params);
      const t = now() - t0;
      nodes += aiStats.nodes;
      maxDecisionNodes = Math.max(maxDecisionNodes, aiStats.nodes);
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
  return { battle: start.scenarioId ?? '', ms, decisions, maxDecision, nodes, maxDecisionNodes, onePly };
}
