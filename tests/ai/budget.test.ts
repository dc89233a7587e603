/**
 * The computer's work cap (issue 18 acceptance, time per turn; docs/ai.md "Work cap"): every applied action of a
 * decision counts, the search stops at the cap with the best answer so far, a whole turn stays under the level's turn
 * budget, and the answer is still legal and a function of (view, level, seed). Small caps keep it cheap for CI.
 */
import { describe, expect, it } from 'vitest';
import { actor, legalActions, newGame, playerView, type Action, type GameState } from '../../src/engine';
import { aiStats, decide, LEVELS, type LevelParams } from '../../src/ai';
import { boardFactor, decisionCap, FULL_BUDGET_UNITS } from '../../src/ai/decide';
import { buildPositions, playTurn } from '../../bench/ai-positions';
import { BUILTIN_SCENARIOS } from '../../src/scenario/builtin';
import { importedExpansionScenarios } from '../support/expansion-play';

const isLegal = (s: GameState, a: Action): boolean => legalActions(s).some((b) => JSON.stringify(b) === JSON.stringify(a));
const positions = buildPositions(8);

describe('work cap (src/ai)', () => {
  it('[issue 18 acceptance, time per turn] one decision never applies more actions than its cap, and stays legal and deterministic', () => {
    // Hard's search with small caps, so the cap binds on every position (it would spend thousands uncapped).
    for (const turnBudget of [60, 400]) {
      const params: LevelParams = { ...LEVELS.hard, turnBudget, budget: turnBudget };
      let capped = 0;
      for (const [i, s] of positions.entries()) {
        const view = playerView(s, actor(s)!);
        // The one-ply look (one applied action per legal action) always completes; the cap bounds the rest.
        const cap = Math.max(decisionCap(view, params), legalActions(s).length);
        const a = decide(view, 'hard', i, params);
        expect(aiStats.nodes, `position ${i}, cap ${cap}`).toBeLessThanOrEqual(cap);
        if (aiStats.nodes === cap) capped++;
        expect(isLegal(s, a)).toBe(true);
        expect(decide(JSON.parse(JSON.stringify(view)), 'hard', i, params)).toEqual(a);
      }
      expect(capped, 'the cap stopped the search').toBeGreaterThan(0);
    }
  }, 60_000);

  it('[issue 18 acceptance, time per turn] a whole turn (every decide of it) stays under the turn budget and its one-ply looks', () => {
    for (const turnBudget of [300, 1_500]) {
      const params: LevelParams = { ...LEVELS.hard, turnBudget, budget: turnBudget };
      for (const [i, s] of positions.slice(0, 4).entries()) {
        const run = playTurn(s, i, 'hard', params);
        // The shares of the turn budget, plus the one-ply looks every decision completes.
        expect(run.nodes, `position ${i}`).toBeLessThanOrEqual(turnBudget + run.onePly);
        expect(run.decisions).toBeGreaterThan(0);
      }
    }
  }, 60_000);

  it('[issue 18 acceptance, time per turn; scope 2, every battle] the budgets hold in full on every built-in battle and shrink by the square of the units on bigger boards', () => {
    // Every built-in battle starts with at most FULL_BUDGET_UNITS units (St. Vith and Arracourt have 28): full budgets,
    // so the tournament's games are the games played.
    for (const sc of BUILTIN_SCENARIOS) {
      const s = newGame(sc, { seed: 1 });
      expect(s.units.length, sc.id).toBeLessThanOrEqual(FULL_BUDGET_UNITS);
      expect(boardFactor(playerView(s, s.turn.side))).toBe(1);
    }
    // A development battle of 44 units (Breakthrough to the Beach): (28/44)^2 of each cap.
    const big = importedExpansionScenarios().find((x) => x.file.startsWith('6541-'))!.scenario;
    const s = newGame(big, { seed: 1 });
    const view = playerView(s, s.turn.side);
    const alive = s.units.filter((u) => u.figures > 0 && u.row >= 0).length;
    expect(alive).toBeGreaterThan(FULL_BUDGET_UNITS);
    const f = (FULL_BUDGET_UNITS / alive) ** 2;
    expect(boardFactor(view)).toBeCloseTo(f, 12);
    expect(s.turn.stage).toBe('play');
    expect(decisionCap(view, LEVELS.hard)).toBe(Math.floor(0.3 * LEVELS.hard.turnBudget * f));
    // The search keeps to it (its one-ply look aside).
    decide(view, 'hard', 1);
    expect(aiStats.nodes).toBeLessThanOrEqual(Math.max(decisionCap(view, LEVELS.hard), legalActions(s).length));
  }, 60_000);

  it('[issue 18 acceptance, time per turn] a planted fault (the cap ignored) is caught by the count', () => {
    const s = positions[0]!;
    const view = playerView(s, actor(s)!);
    const params: LevelParams = { ...LEVELS.hard, turnBudget: 60, budget: 60 };
    // A cap a hundred times larger stands for a search that never checks it: the count shows it went past 60.
    decide(view, 'hard', 0, { ...params, turnBudget: 6_000, budget: 6_000 });
    expect(aiStats.nodes).toBeGreaterThan(decisionCap(view, params));
  });
});
