/**
 * Caves on hills and mountains under random play (FAQ §II Caves on Hills and Mountains; src/engine/troops/caves.ts): on
 * a proving ground of their own every rule fires and the independent checker (tests/support/troops-caves.ts, run by the
 * expansion checker) finds nothing wrong; the checker is shown to catch a planted fault of each rule. 1518 Sugar Loaf
 * and Half Moon plays in tests/property/expansion-battles.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import type { GameEvent, GameState } from '../../src/engine/types';
import { playExpansionBattle, playPolicyBattle } from '../support/expansion-play';
import { TerrainChecker, type Seen } from '../support/terrain-rules';
import { CAVES_GROUND_RULES, CavesChecker, cavesGround, cavesPolicy } from '../support/troops-caves';

const SEED_BASE = 48_000;

describe('the caves\' rules come up in random play', () => {
  it('[FAQ §II Caves on Hills and Mountains, cards 52-53, Q1-Q4; decisions C245-C248] on the caves\' proving ground each rule fires and none is broken', () => {
    const seen: Seen = new Set();
    const seeds = Array.from({ length: 2 }, (_, i) => SEED_BASE + i);
    expect(playExpansionBattle(cavesGround(), seeds, seen)).toEqual([]);
    // Random play seldom seals a cave or rolls two flags at one: a directed policy does (tests/support/troops-caves.ts).
    const directed = Array.from({ length: 6 }, (_, i) => SEED_BASE + 10 + i);
    expect(playPolicyBattle(cavesGround(), directed, seen, cavesPolicy, 800)).toEqual([]);
    expect(CAVES_GROUND_RULES.filter((k) => !seen.has(k)), [...seen].filter((k) => k.startsWith('caves')).sort().join('; ')).toEqual([]);
  }, 180_000);
});

describe('the caves\' checker', () => {
  const s0 = newGame(cavesGround(), { seed: 1 });
  const idAt = (s: GameState, row: number, col: number) => s.units.find((u) => u.row === row && u.col === col)!.id;
  const jp = idAt(s0, 2, 0);
  const ally = idAt(s0, 6, 2);
  const check = (prev: GameState, next: GameState, events: GameEvent[]) => new CavesChecker(new Set()).check(prev, next, events);
  const at = (s: GameState, id: number, row: number, col: number): GameState => ({ ...s, units: s.units.map((u) => (u.id === id ? { ...u, row, col } : u)) });

  it('[planted fault; FAQ §II Caves Q1, card 52] a cave move by other infantry, into a held cave, or after another move is caught', () => {
    const far = (unit: number, from: { row: number; col: number }, to: { row: number; col: number }): GameEvent => ({ type: 'moved', unit, from, to, steps: 1, cave: true });
    // Allied infantry planted on the cave at (5,1) jumps to the cave at (5,19).
    const s = at(s0, ally, 5, 1);
    expect(check(s, at(s, ally, 5, 19), [far(ally, { row: 5, col: 1 }, { row: 5, col: 19 })]).join('\n')).toContain('through the caves');
    // The Japanese at (2,0) jumps into the cave at (2,8), held.
    expect(check(s0, s0, [far(jp, { row: 2, col: 0 }, { row: 2, col: 8 })]).join('\n')).toContain('held by unit');
    // A step, then a jump.
    const v = check(s0, s0, [{ type: 'moved', unit: jp, from: { row: 2, col: 0 }, to: { row: 2, col: 2 }, steps: 1 }, far(jp, { row: 2, col: 4 }, { row: 2, col: 12 })]);
    expect(v.join('\n')).toContain('after another move this turn');
  });

  it('[planted fault; FAQ §II Caves Q4] a battle at Japanese infantry in a cave without its 2 dice of cover is caught', () => {
    // Allied infantry planted next to the Japanese in the cave at (2,8): 3 dice in close assault, not 1.
    const target = idAt(s0, 2, 8);
    const s = at(s0, ally, 3, 9);
    const v = check(s, s, [{ type: 'battle', unit: ally, target, from: { row: 3, col: 9 }, at: { row: 2, col: 8 }, dice: 3, close: true }]);
    expect(v.join('\n')).toContain('rolled 3 dice at Japanese infantry in the cave at 2,8, not 1');
  });

  it('[planted fault; FAQ §VII Yamato Damashi l.3341] Japanese infantry falling back from a cave is caught', () => {
    const next = at(s0, jp, 1, 1);
    const v = check(s0, next, [
      { type: 'hits', unit: jp, hits: 0, flags: 2 },
      { type: 'retreated', unit: jp, from: { row: 2, col: 0 }, to: { row: 1, col: 1 }, steps: 1 },
    ]);
    expect(v.join('\n')).toContain('fell back from the cave at 2,0');
  });

  it('[planted fault; FAQ §II Caves card 52 l.1471; decisions C245-C247] a seal without a grenade, a seal next to an enemy, a seal without a move onto the cave, and a cave turned to a hill with no seal are caught', () => {
    const cols = s0.board.geometry.cols;
    const sealedBoard = (s: GameState, row: number, col: number): GameState => {
      const cells = s.board.cells.slice();
      cells[row * cols + col] = { ...cells[row * cols + col]!, terrain: 'hill' };
      return { ...s, board: { ...s.board, cells } };
    };
    // Allied infantry moved onto the empty cave at (5,7); no enemy is near it.
    const onto: GameEvent = { type: 'moved', unit: ally, from: { row: 6, col: 6 }, to: { row: 5, col: 7 }, steps: 1 };
    const s = at(s0, ally, 5, 7);
    const c = new CavesChecker(new Set());
    expect(c.check(at(s0, ally, 6, 6), s, [onto])).toEqual([]);
    const v = c.check(s, sealedBoard(s, 5, 7), [{ type: 'roll', faces: ['infantry', 'star', 'flag'] }, { type: 'caveSealed', unit: ally, at: { row: 5, col: 7 }, sealed: true }]);
    expect(v.join('\n')).toContain('sealed on a roll without a grenade');
    // Next to the Japanese at (2,8) (planted at (3,7)), and never moved onto it this turn.
    const near = at(s, jp, 4, 6);
    const w = check(near, sealedBoard(near, 5, 7), [{ type: 'roll', faces: ['grenade', 'star', 'flag'] }, { type: 'caveSealed', unit: ally, at: { row: 5, col: 7 }, sealed: true }]);
    expect(w.join('\n')).toContain('with enemy unit');
    expect(w.join('\n')).toContain('without moving onto it this turn');
    expect(check(s0, sealedBoard(s0, 5, 13), []).join('\n')).toContain('the cave at 5,13 became hill with no seal');
  });

  it('[planted fault] a legal game of the caves\' proving ground passes the full checker', () => {
    expect(new TerrainChecker().check(s0, s0, [])).toEqual([]);
  });
});
