/**
 * Hard's play-outs with planMoves (src/ai/search.ts `rollout`, docs/ai.md "Play-outs that stop at the battles"): a
 * play-out begun before the battles stops where the battles begin, without a die rolled, for fewer applied actions
 * than the whole turn; one begun in the battles goes on to the end of the turn. Cheap for CI: a few benchmark
 * positions, one turn each. With quickFire the quick player fires whenever a battle is legal.
 */
import { describe, expect, it } from 'vitest';
import { actor, applyAction, legalActions, playerView, type Action, type GameState } from '../../src/engine';
import { aiStats, decide, LEVELS, type LevelParams } from '../../src/ai';
import { quickChoice, rollout, type Ctx } from '../../src/ai/search';
import { buildPositions } from '../../bench/ai-positions';

const positions = buildPositions(6);
const isLegal = (s: GameState, a: Action): boolean => legalActions(s).some((b) => JSON.stringify(b) === JSON.stringify(a));
const sameRng = (a: number[], b: number[]): boolean => a.every((x, i) => x === b[i]);

describe('play-outs that stop at the battles (src/ai planMoves)', () => {
  it('[issue 18 scope 2, a plan for the turn] stops where the battles begin (mostly with no die rolled), cheaper than the whole turn', () => {
    let stopped = 0;
    let noDie = 0;
    for (const start of positions) {
      const side = start.turn.side;
      const plan: Ctx = { p: { ...LEVELS.hard, planMoves: true }, rng: [1, 2, 3, 5], nodes: 0, me: side, cap: 1e9 };
      const full: Ctx = { ...plan, p: { ...LEVELS.hard, planMoves: false }, rng: [1, 2, 3, 5], nodes: 0 };
      // The card the quick player would play, then the rest of the turn both ways.
      const r = applyAction(start, quickChoice(plan, start));
      if (!r.ok) throw new Error(r.error.message);
      plan.nodes = 0;
      const end = rollout(plan, r.state, false);
      rollout(full, r.state, false);
      if (end.winner) continue;
      if (end.turn.side === side && end.turn.number === start.turn.number) {
        expect(end.turn.stage).toBe('battle');
        expect(end.pending).toEqual([]);
        stopped++;
        // Most turns roll no die before the battles (a special rule may, e.g. at an order): then one play-out is enough.
        if (sameRng(end.rng, r.state.rng)) noDie++;
      }
      expect(plan.nodes).toBeLessThanOrEqual(full.nodes);
      // A play-out begun in the battles is not cut: it ends the turn.
      if (end.turn.stage === 'battle') {
        const on = rollout({ ...plan, nodes: 0 }, end, false);
        expect(on.winner !== null || on.turn.side !== side || on.turn.number !== start.turn.number).toBe(true);
      }
    }
    expect(stopped).toBeGreaterThan(0);
    expect(noDie).toBeGreaterThan(0);
  }, 30_000);

  it('[issue 18 scope 1] Hard with planMoves answers legally and deterministically, for less work than with whole-turn play-outs', () => {
    const params: LevelParams = { ...LEVELS.hard, planMoves: true };
    let planned = 0;
    let whole = 0;
    for (const [i, s] of positions.entries()) {
      const view = playerView(s, actor(s)!);
      const a = decide(view, 'hard', i, params);
      planned += aiStats.nodes;
      expect(isLegal(s, a)).toBe(true);
      expect(decide(JSON.parse(JSON.stringify(view)), 'hard', i, params)).toEqual(a);
      decide(view, 'hard', i, { ...params, planMoves: false });
      whole += aiStats.nodes;
    }
    expect(planned).toBeLessThan(whole);
  }, 30_000);

  it('[issue 18 scope 2, a shot is always taken] with quickFire the quick player never ends the battles while a battle is legal', () => {
    let fired = 0;
    for (const start of positions) {
      const ctx: Ctx = { p: { ...LEVELS.hard, quickFire: true }, rng: [1, 2, 3, 5], nodes: 0, me: start.turn.side, cap: 1e9 };
      let s = start;
      for (let i = 0; i < 200 && !s.winner && s.turn.side === start.turn.side; i++) {
        const a = quickChoice(ctx, s);
        expect(isLegal(s, a)).toBe(true);
        if (!s.pending.length && s.turn.stage === 'battle' && legalActions(s).some((b) => b.type === 'battle')) {
          expect(a.type).not.toBe('endBattles');
          fired++;
        }
        const r = applyAction(s, a);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    expect(fired).toBeGreaterThan(0);
  }, 30_000);

  it('[issue 18 scope 2, aim by the odds] with quickAim the quick player fires at a legal target for no applied action', () => {
    let aimed = 0;
    for (const start of positions) {
      const ctx: Ctx = { p: { ...LEVELS.hard, quickFire: true, quickAim: true }, rng: [1, 2, 3, 5], nodes: 0, me: start.turn.side, cap: 1e9 };
      let s = start;
      for (let i = 0; i < 200 && !s.winner && s.turn.side === start.turn.side; i++) {
        const before = ctx.nodes;
        const a = quickChoice(ctx, s);
        expect(isLegal(s, a)).toBe(true);
        if (!s.pending.length && s.turn.stage === 'battle' && legalActions(s).some((b) => b.type === 'battle')) {
          expect(a.type).toBe('battle');
          expect(ctx.nodes).toBe(before);
          aimed++;
        }
        const r = applyAction(s, a);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    expect(aimed).toBeGreaterThan(0);
  }, 30_000);
});
