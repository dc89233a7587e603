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
import { aiStats, decide, type AiLevel } from './decide';
import { determinize, searchRng } from './determinize';

/** Most decisions one warm-up makes, whatever its work (a guard against a world of cheap forced answers). */
const MAX_DECISIONS = 200;

/**
 * Rehearses from `view` (any side's view, its side to act or not) until about `work` applied actions are spent (the
 * search's own count; a decision under way is finished, so it may go past by one decision) or the imagined game ends.
 * Returns the applied actions spent. Never throws: a world it cannot play on ends the rehearsal.
 */
export function warmUp(view: PlayerView, level: AiLevel, seed: string, work: number): number {
  let spent = 0;
  try {
    let s = determinize(view, searchRng(seed, 'warm'));
    for (let k = 0; k < MAX_DECISIONS && spent < work && !s.winner; k++) {
      const side = actor(s);
      if (!side) break;
      const a = decide(playerView(s, side), side === view.viewer ? level : 'easy', `${seed}/warm/${k}`);
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
