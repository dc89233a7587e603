/**
 * The warm-up (src/ai/warm.ts): while the human plays, the computer's Worker rehearses from the computer's own view
 * so that its first real decision does not run on cold code (docs/ai.md "Warming up"). Issue 18 scope 1 asks that a
 * decision be a function of (view, level, seed) and see nothing hidden, so a rehearsal must change no later decision
 * (the evaluation's memo, kept between calls, is the one thing it could touch), spend about the work it is given, and
 * never fail whatever the view.
 */
import { describe, expect, it } from 'vitest';
import { actor, playerView, type GameState, type PlayerView, type Side } from '../../src/engine';
import { aiStats, decide, type AiLevel } from '../../src/ai';
import { warmUp } from '../../src/ai/warm';
import { BUILTIN_SCENARIOS } from '../../src/scenario/builtin';
import { randomState } from '../support/random-play';

const other = (s: Side): Side => (s === 'axis' ? 'allies' : 'axis');

/** A position of a random game of built-in battle `i` where a side is to act, some steps in. */
function position(i: number, steps: number): GameState {
  const s = randomState(BUILTIN_SCENARIOS[i % BUILTIN_SCENARIOS.length]!, `warm-test/${i}`, steps);
  expect(s.winner).toBeFalsy();
  return s;
}

function decision(view: PlayerView, level: AiLevel, seed: string): { action: string; nodes: number } {
  const action = JSON.stringify(decide(view, level, seed));
  return { action, nodes: aiStats.nodes };
}

describe('the computer\'s warm-up (docs/ai.md "Warming up")', () => {
  it('changes no decision: the same view, level and seed give the same action and the same work after a rehearsal', () => {
    const cases: [number, number, AiLevel][] = [
      [0, 40, 'normal'],
      [3, 90, 'normal'],
      [7, 60, 'easy'],
      [5, 120, 'hard'],
    ];
    for (const [i, steps, level] of cases) {
      const s = position(i, steps);
      const side = actor(s)!;
      const view = playerView(s, side);
      const before = decision(view, level, `case/${i}`);
      // The rehearsal from this very view (the memo then holds its last positions, the likeliest to be reused) and
      // from the other side's view of the same position.
      expect(warmUp(view, level, `w/${i}`, 800)).toBeGreaterThan(0);
      expect(decision(view, level, `case/${i}`)).toEqual(before);
      warmUp(playerView(s, other(side)), level, `w2/${i}`, 800);
      expect(decision(view, level, `case/${i}`)).toEqual(before);
    }
  });

  it('spends about the work it is given, from a view whose side is not to act (the human\'s turn)', () => {
    const s = position(2, 30);
    const computer = other(actor(s)!);
    const view = playerView(s, computer);
    const small = warmUp(view, 'normal', 'spend', 300);
    const large = warmUp(view, 'normal', 'spend', 3_000);
    expect(small).toBeGreaterThanOrEqual(300);
    expect(large).toBeGreaterThanOrEqual(3_000);
    // Past the work by one decision at most: a Normal decision's cap is its turn budget, 550 (src/ai/decide.ts), plus
    // its one-ply look.
    expect(small).toBeLessThan(300 + 560);
    expect(large).toBeLessThan(3_000 + 560);
    expect(warmUp(view, 'normal', 'spend', 0)).toBe(0);
    // Hard: its card play alone may spend 2,700 applied actions at full budget (30% of 9,000); within a warm-up its
    // budgets are cut to the work, so a piece stays under about twice its work (src/ai/warm.ts).
    for (const work of [400, 1_500]) {
      const hard = warmUp(view, 'hard', `hard/${work}`, work);
      expect(hard).toBeGreaterThanOrEqual(work);
      expect(hard).toBeLessThan(2 * work + 100);
    }
  });

  it('never throws: a finished game and a broken view end the rehearsal quietly', () => {
    const s = position(4, 20);
    const view = playerView(s, 'axis');
    expect(warmUp({ ...view, winner: 'allies' }, 'hard', 'done', 1_000)).toBe(0);
    const broken = { ...view, units: null } as unknown as PlayerView;
    expect(() => warmUp(broken, 'hard', 'broken', 1_000)).not.toThrow();
    expect(warmUp(broken, 'hard', 'broken', 1_000)).toBe(0);
  });
});
