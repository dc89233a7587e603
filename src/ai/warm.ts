/**
 * Warming the computer up while the human plays. A computer's first decision of a game runs on code the JavaScript
 * engine has not compiled yet: in Node the first Hard turn of a fresh process took 0.7-2.6 s where later turns took
 * 0.2-0.7 s (docs/ai.md "Warming up"). The app's Worker is idle during the human's turns, so it spends a bounded
 * amount of work rehearsing: it samples a world from the computer's own view (the view it would be asked to decide
 * from, nothing more: src/ai/determinize.ts), plays that imagined game on with the real `decide` (the human's side at
 * Easy, the computer's side at its level) and throws the result away. Every path a real decision takes (the
 * determinization, the legal lists, applying actions, the evaluation, the quick player, the play-outs) runs hot.
 *
 * It changes nothing a decision depends on: `decide` is a function of (view, level, seed), and what the evaluation
 * remembers between calls (its memo) is only reused where it is exactly what would be worked out again
 * (tests/ai/warm.test.ts checks a decision after a warm-up against the same decision before it).
 */
import { actor, applyAction, playerView, type PlayerView } from '../engine';
import { aiStats, decide, LEVELS, type AiLevel, type LevelParams } from './decide';
import { determinize, searchRng } from './determinize';

/** Most decisions one warm-up makes, whatever its work (a guard against a world of cheap forced answers). */
const MAX_DECISIONS = 200;

/** A level's parameters with its budgets no larger than `work`: the same code runs, each decision's cap is smaller. */
function within(level: AiLevel, work: number): LevelParams {
  const p = LEVELS[level];
  const cap = Math.max(1, Math.floor(work));
  return { ...p, budget: Math.min(p.budget, cap), turnBudget: Math.min(p.turnBudget, cap) };
}

/**
 * Rehearses from `view` (any side's view, its side to act or not) until about `work` applied actions are spent (the
 * search's own count) or the imagined game ends. Each decision's budgets are cut to `work` at most, so the one under
 * way when the work runs out adds at most its share of `work` and its one-ply look (decide.ts `decisionCap`): a piece
 * of the warm-up stays under about twice its work, and a real decision asked meanwhile waits no longer than that.
 * Returns the applied actions spent. Never throws: a world it cannot play on ends the rehearsal.
 */
export function warmUp(view: PlayerView, level: AiLevel, seed: string, work: number): number {
  let spent = 0;
  const mine = within(level, work);
  const theirs = within('easy', work);
  try {
    let s = determinize(view, searchRng(seed, 'warm'));
    for (let k = 0; k < MAX_DECISIONS && spent < work && !s.winner; k++) {
      const side = actor(s);
      if (!side) break;
      const me = side === view.viewer;
      const a = decide(playerView(s, side), me ? level : 'easy', `${seed}/warm/${k}`, me ? mine : theirs);
      spent += aiStats.nodes + 1;
      const r = applyAction(s, a);
      if (!r.ok) break;
      s = r.state;
    }
  } catch {
    // A rehearsal is worth nothing in itself: whatever stops it, the real decisions are unaffected.
  }
  return spent;
}
