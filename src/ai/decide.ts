/**
 * The computer opponent's entry point: `decide(view, level, seed)` returns one legal action of the side to act,
 * seeing only that side's PlayerView (src/engine/view.ts). Usable in Node as it is; in the app a Web Worker wraps it.
 *
 * Levels:
 * - easy: one sampled world, few dice samples, the units to order by a static score, and a beginner's slips (now and
 *   then the second or third best action);
 * - normal: more dice samples, each card tried by playing out the turn;
 * - hard: as normal with four rollouts per card, and the best four actions of each decision played out to the end of
 *   the turn on four sets of dice (one sampled world: two cost twice the time; docs/ai.md); its play-outs fire
 *   whenever a battle is legal, aimed by each shot's expected worth (quickFire, quickAim).
 *
 * Deterministic: the same view, level and seed give the same action (work is counted in applied actions, never
 * timed). The seed is the caller's: the app passes one per decision (e.g. the game seed and the action index).
 */
import { actor, legalActions, type Action, type PlayerView } from '../engine';
import { determinize, searchRng } from './determinize';
import { DEFAULT_WEIGHTS, type EvalWeights } from './evaluate';
import { pick, scoreActions, type Ctx, type SearchParams } from './search';
import { chooseAccessory } from './accessory';

export const AI_LEVELS = ['easy', 'normal', 'hard'] as const;
export type AiLevel = (typeof AI_LEVELS)[number];

export interface LevelParams extends SearchParams {
  /** Sampled worlds (hidden cards and dice) the scores are summed over. */
  worlds: number;
}

const EASY_WEIGHTS: EvalWeights = { ...DEFAULT_WEIGHTS, threatNext: 0.5, threatLater: 0.1, objective: 3, lastMedal: 0, retreatBlock: 0 };
/**
 * Normal counts neither the last medal's extra worth nor blocked retreats (Hard's alone: measured 2026-11-28 on the
 * fresh seeds 3, both levels refined took Hard's edge from 62.3% to 57.7%; docs/ai.md "A good player's habits").
 */
const NORMAL_WEIGHTS: EvalWeights = { ...DEFAULT_WEIGHTS, lastMedal: 0, retreatBlock: 0 };

export const LEVELS: Record<AiLevel, LevelParams> = {
  easy: { worlds: 1, samples: 1, rollouts: 1, playByRollout: false, orderByRollout: false, reply: false, refine: 0, planMoves: false, quickFire: false, quickAim: false, ownFollowUps: true, budget: 1_500, turnBudget: 6_000, slip: 0.3, weights: EASY_WEIGHTS },
  // Turn budgets from the chromium bench on an idle machine (2026-11-27 19:00 UTC, load 0.6): about 2,800-3,000 applied
  // actions per second in the slow turns at 4x throttling, so Normal's p95 0.2 s fits about 550 a turn and Hard's
  // p95 1.5 s / max 3 s about 4,500 (docs/ai.md "Calibration"). Hard's doubled to 9,000 once the evaluation's memo
  // had cut its time per applied action by more than half (2026-11-29: chromium p95 0.77 s, max 1.26 s; 66.7% against
  // Normal on fresh seeds; docs/ai.md "The evaluation's memo").
  normal: { worlds: 1, samples: 4, rollouts: 1, playByRollout: true, orderByRollout: false, reply: false, refine: 0, planMoves: false, quickFire: false, quickAim: false, ownFollowUps: true, budget: 550, turnBudget: 550, slip: 0, weights: NORMAL_WEIGHTS },
  // One sampled world, four rollouts per card and for the best four actions (common dice); docs/ai.md "Work cap".
  // Its play-outs fire whenever a battle is legal, each shot aimed by its expected worth (docs/ai.md "Play-out options":
  // 65.3% against Normal over 150 fresh pairs, for no more work per turn).
  hard: { worlds: 1, samples: 4, rollouts: 4, playByRollout: true, orderByRollout: false, reply: false, refine: 4, planMoves: false, quickFire: true, quickAim: true, ownFollowUps: true, budget: 9_000, turnBudget: 9_000, slip: 0, weights: DEFAULT_WEIGHTS },
};

/**
 * The most applied actions this decision may spend: its stage's share of the turn's budget (and never more than the
 * level's per-decision `budget`). The shares add up to under the turn budget over a whole turn, read from the view
 * alone (decide keeps no memory between calls): the card play 30%; the orders 20% together (the k-th order gets half
 * of what the one before it got); the moves 20% and the battles 20%, each split evenly over the ordered units (and
 * the closing "end" action); a decision the turn triggers (Take Ground, an Overrun, a retreat) 2%.
 */
export function decisionCap(view: PlayerView, p: LevelParams): number {
  const f = boardFactor(view);
  const T = p.turnBudget * f;
  const t = view.turn;
  let share: number;
  if (view.pending.length) share = 0.02 * T;
  else if (t.stage === 'play') share = 0.3 * T;
  else if (t.stage === 'order') share = (0.2 * T) / 2 ** (t.ordered.length + 1);
  else if (t.stage === 'move') share = (0.2 * T) / (t.ordered.length + 1);
  else {
    let battles = 1;
    for (const id of t.ordered) battles += t.units[id]?.maxBattles ?? 1;
    share = (0.2 * T) / battles;
  }
  return Math.max(1, Math.floor(Math.min(p.budget * f, share)));
}

/**
 * The most units on the board at which a level's budgets hold in full: as many as the largest built-in battle
 * (St. Vith and Arracourt, 28), so every built-in battle is played as the tournament measured it.
 */
export const FULL_BUDGET_UNITS = 28;

/**
 * The share of the budgets a position gets: 1 up to FULL_BUDGET_UNITS units on the board, then the square of the
 * ratio (an applied action costs more there: the evaluation weighs every unit against every enemy, and the move lists
 * grow with the units; measured 2026-11-29, Node, Hard: 30-90 microseconds an applied action on the built-in battles'
 * turns, 120-250 on development battles of 36-40 units). So a turn on a 40-unit board takes about twice a built-in
 * turn's time, not four times (docs/ai.md "Big boards"). Read from the view, so a decision stays a function of (view,
 * level, seed).
 */
export function boardFactor(view: PlayerView): number {
  let n = 0;
  for (const u of view.units) if (u.figures > 0 && u.row >= 0) n++;
  return n <= FULL_BUDGET_UNITS ? 1 : (FULL_BUDGET_UNITS / n) ** 2;
}

/** How much work the last decisions took (applied actions), for the tournament's report. */
export const aiStats = { nodes: 0 };

function key(a: Action): string {
  return JSON.stringify(a);
}

/** One legal action for the side to act in `view` (its viewer must be that side). */
export function decide(view: PlayerView, level: AiLevel, seed: string | number, params: LevelParams = LEVELS[level]): Action {
  aiStats.nodes = 0;
  // funnies-choice: a Funnies accessory at game start is read from the board, not searched (accessory.ts).
  const p0 = view.pending[0];
  if (p0?.kind === 'accessory' && p0.actor === view.viewer) return chooseAccessory(view, p0.unit);
  const rng = searchRng(seed, `${level}/${view.turn.number}/${view.turn.stage}/${view.pending.length}`);
  const worlds = Math.max(1, params.worlds);
  const totals = new Map<string, { a: Action; v: number; n: number }>();
  let nodes = 0;
  const cap = decisionCap(view, params);
  let first: Action | null = null;
  for (let w = 0; w < worlds; w++) {
    const world = determinize(view, rng);
    if (actor(world) !== view.viewer) throw new Error(`decide: it is not ${view.viewer}'s decision`);
    const legal = legalActions(world);
    if (legal.length === 0) throw new Error('decide: no legal action');
    first ??= legal[0]!;
    if (legal.length === 1) return legal[0]!;
    // Each world its share of the cap; the work of every world counts (aiStats.nodes).
    const ctx: Ctx = { p: params, rng, nodes: 0, me: view.viewer, cap: Math.max(1, Math.floor((cap - nodes) / (worlds - w))) };
    for (const { a, v } of scoreActions(ctx, world)) {
      const k = key(a);
      const t = totals.get(k);
      if (t) {
        t.v += v;
        t.n++;
      } else totals.set(k, { a, v, n: 1 });
    }
    nodes += ctx.nodes;
  }
  aiStats.nodes = nodes;
  const scored = [...totals.values()].map((t) => ({ a: t.a, v: t.v / t.n }));
  if (!scored.length) return first!;
  const ctx: Ctx = { p: params, rng, nodes: 0, me: view.viewer, cap: 0 };
  return pick(ctx, scored);
}
