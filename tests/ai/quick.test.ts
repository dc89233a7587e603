/**
 * The quick player of the play-outs (src/ai/search.ts `quickChoice`): in a move stage it weighs one unit's moves at a
 * time, so one step applies at most the legal moves once (never more than the one-ply rule did), its answer is legal,
 * and a whole play-out of the turn costs less than trying every unit's every move at every step (docs/ai.md "Cheaper
 * play-outs"). Cheap for CI: a few benchmark positions, one turn each.
 */
import { describe, expect, it } from 'vitest';
import { actor, applyAction, legalActions, type Action, type GameState } from '../../src/engine';
import { LEVELS } from '../../src/ai';
import { quickChoice, type Ctx } from '../../src/ai/search';
import { evaluate } from '../../src/ai/evaluate';
import { buildPositions } from '../../bench/ai-positions';

const positions = buildPositions(8);
const ctxFor = (s: GameState): Ctx => ({ p: LEVELS.hard, rng: [1, 2, 3, 5], nodes: 0, me: s.turn.side, cap: 1e9 });
const isLegal = (s: GameState, a: Action): boolean => legalActions(s).some((b) => JSON.stringify(b) === JSON.stringify(a));

/** The one-ply rule the play-outs used before: every legal move tried at every step. */
function onePlyMove(s: GameState, count: { n: number }): Action {
  const side = actor(s)!;
  let best: Action = legalActions(s)[0]!;
  let bestV = -Infinity;
  for (const a of legalActions(s)) {
    let v: number;
    if (a.type === 'endMoves') v = evaluate(s, side) - 0.01;
    else {
      count.n++;
      const r = applyAction(s, a);
      if (!r.ok) continue;
      v = evaluate(r.state, side);
    }
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  }
  return best;
}

describe('quick player of the play-outs (src/ai)', () => {
  it('[issue 18 scope 2, cheaper play-outs] moves one unit at a time: legal, each step at most one look per legal move, the turn cheaper than one-ply', () => {
    let quickTotal = 0;
    let onePlyTotal = 0;
    let moveSteps = 0;
    for (const start of positions) {
      // Both rules play the same turn from the same position (quick player for everything but the moves).
      for (const rule of ['quick', 'onePly'] as const) {
        const ctx = ctxFor(start);
        const count = { n: 0 };
        let s = start;
        const side = s.turn.side;
        for (let i = 0; i < 200 && !s.winner && s.turn.side === side; i++) {
          const moving = !s.pending.length && (s.turn.stage === 'move' || s.turn.stage === 'move2');
          const before = ctx.nodes;
          let a: Action;
          if (moving && rule === 'onePly') a = onePlyMove(s, count);
          else {
            a = quickChoice(ctx, s);
            if (moving) {
              moveSteps++;
              count.n += ctx.nodes - before;
              expect(ctx.nodes - before).toBeLessThanOrEqual(legalActions(s).length);
            }
          }
          expect(isLegal(s, a)).toBe(true);
          const r = applyAction(s, a);
          if (!r.ok) throw new Error(r.error.message);
          s = r.state;
        }
        if (rule === 'quick') quickTotal += count.n;
        else onePlyTotal += count.n;
      }
    }
    expect(moveSteps).toBeGreaterThan(0);
    expect(quickTotal).toBeLessThan(onePlyTotal);
  }, 30_000);
});
