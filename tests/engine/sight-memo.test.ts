/**
 * Lines of sight are kept between calls for the board, unit positions and smoke asked about last (battle.ts
 * `hasLineOfSight`, issue 17 speed): the kept answer must follow each of the three as it changes, in any order.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import { hasLineOfSight } from '../../src/engine/battle';
import type { GameState } from '../../src/engine/types';
import { groundScenario } from '../support/expansion-play';

// Rulebook "Line of Sight" (000 l.370-398): a unit on a hex between blocks the line; FAQ §III Smoke Screen: so does a
// smoke screen's hex.
const from = { row: 4, col: 2 };
const to = { row: 4, col: 6 };
const between = { row: 4, col: 4 };

function start(): GameState {
  return newGame(
    groundScenario('sight-memo', 'Sight memo', [
      { ...from, unit: { side: 'allies', kind: 'infantry' } },
      { ...to, unit: { side: 'axis', kind: 'infantry' } },
      { row: 0, col: 0, unit: { side: 'axis', kind: 'armor' } },
    ]),
    { seed: 1 },
  );
}

/** The same position with the armor moved onto the hex between (a new state, as the engine makes them). */
function blockedByUnit(s: GameState): GameState {
  return { ...s, units: s.units.map((u) => (u.kind === 'armor' ? { ...u, ...between } : u)) };
}

function blockedBySmoke(s: GameState): GameState {
  return { ...s, smoke: { left: {}, screens: [{ side: 'axis', turn: 1, hexes: [between, { row: 3, col: 3 }, { row: 3, col: 5 }] }] } };
}

describe('kept lines of sight follow the position', () => {
  it('[Rulebook Line of Sight l.370-398] a unit moved onto the line blocks it, and the line is clear again in the state before', () => {
    const s = start();
    expect(hasLineOfSight(s, from, to)).toBe(true);
    const b = blockedByUnit(s);
    expect(hasLineOfSight(b, from, to)).toBe(false);
    expect(hasLineOfSight(s, from, to)).toBe(true);
    expect(hasLineOfSight(b, to, from)).toBe(false);
  });

  it('[FAQ §III Smoke Screen] smoke laid on the line blocks it with the units unchanged, and not in the state before', () => {
    const s = start();
    expect(hasLineOfSight(s, from, to)).toBe(true);
    const sm = blockedBySmoke(s);
    expect(hasLineOfSight(sm, from, to)).toBe(false);
    expect(hasLineOfSight(s, from, to)).toBe(true);
  });

  it('[Rulebook Line of Sight l.370-398] a board whose hex between becomes a forest blocks the line', () => {
    const s = start();
    expect(hasLineOfSight(s, from, to)).toBe(true);
    const cols = s.board.geometry.cols;
    const cells = s.board.cells.slice();
    cells[between.row * cols + between.col] = { terrain: 'forest' };
    const f: GameState = { ...s, board: { ...s.board, cells } };
    expect(hasLineOfSight(f, from, to)).toBe(false);
    expect(hasLineOfSight(s, from, to)).toBe(true);
  });
});
