/**
 * The computer's Hobart's Funnies accessory at game start (src/ai/accessory.ts; Equipment Pack l.190, decision C424):
 * read from the board ahead of the unit, one pass, no search.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, playerView, type GameState } from '../../src/engine';
import type { ScenarioHex } from '../../src/scenario/types';
import { decide } from '../../src/ai';
import { aiStats } from '../../src/ai/decide';
import { accessoryScores } from '../../src/ai/accessory';
import { A, X, mini } from '../engine/helpers';

/** An Allied Funnies at (7,11) with the given ground around it, an Axis unit far off. */
function board(...ground: ScenarioHex[]): GameState {
  return newGame(mini({ hexes: [A(7, 11, 'funnies'), X(0, 0), ...ground] }), { seed: 9 });
}
const choice = (s: GameState): string => {
  const a = decide(playerView(s, 'allies'), 'normal', 1);
  expect(legalActions(s)).toContainEqual(a);
  return a.type === 'chooseAccessory' ? a.accessory : a.type;
};
/** Five hexes of `terrain` on the odd row `r`, around column 11. */
const row = (r: number, terrain: ScenarioHex['terrain']): ScenarioHex[] => [7, 9, 11, 13, 15].map((col) => ({ row: r, col, terrain }));

describe("the computer's Funnies accessory (Equipment Pack Hobart's Funnies l.190)", () => {
  it("[Equipment Pack Hobart's Funnies l.190; C424] it fits the accessory the ground ahead calls for: a river, minefields, bunkers, wire or beach, fords or trenches", () => {
    // Row 5 is ahead of the unit on row 7 (the Allies hold the bottom edge); hexes of row 5 have odd columns.
    expect(choice(board(...row(5, 'river')))).toBe('bridge-layer');
    expect(choice(board(...[5, 9, 13].map((col) => ({ row: 5, col, minefield: 'axis' as const })), ...[7, 11].map((col) => ({ row: 4, col, minefield: 'axis' as const }))))).toBe('mine-digger');
    const bunkers = board(...[9, 11, 13].map((col) => ({ row: 5, col, bunker: 'axis' as const })), { row: 7, col: 9, terrain: 'ford' });
    expect(accessoryScores(playerView(bunkers, 'allies'), 0).avre).toBeGreaterThan(accessoryScores(playerView(bunkers, 'allies'), 0).fascine);
    expect(choice(bunkers)).toBe('avre');
    expect(choice(board(...[9, 11, 13].map((col) => ({ row: 5, col, obstacle: 'wire' as const }))))).toBe('bobbin');
    expect(choice(board(...row(5, 'beach')))).toBe('bobbin');
    expect(choice(board(...row(5, 'ford')))).toBe('fascine');
    expect(choice(board(...row(5, 'trenches')))).toBe('fascine');
    // Nothing of the kind anywhere: the Petard Mortar.
    expect(choice(board())).toBe('avre');
  });

  it("[Equipment Pack Hobart's Funnies l.190; C424] ground ahead outweighs the same ground behind; the choice costs no search", () => {
    const s = board(...row(5, 'river'), ...[8].flatMap((r) => [10, 12].map((col) => ({ row: r, col, terrain: 'ford' as const }))), { row: 8, col: 8, terrain: 'ford' });
    expect(choice(s)).toBe('bridge-layer');
    expect(aiStats.nodes).toBe(0);
    // Every level agrees, and the choice is legal and applies.
    for (const level of ['easy', 'hard'] as const) {
      const a = decide(playerView(s, 'allies'), level, 7);
      expect(applyAction(s, a).ok).toBe(true);
    }
  });
});
