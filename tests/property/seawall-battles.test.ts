/**
 * The Sea Wall under random play (FAQ §II Sea Wall, 003 l.788-809; src/engine/seaWall.ts; decision C390): on a
 * proving ground of its own each part of the rule fires and the independent checker (tests/support/troops-seawall.ts,
 * run by the expansion checker) finds nothing wrong; the checker is shown to catch a planted fault of each part.
 */
import { describe, expect, it } from 'vitest';
import { battleDice, newGame } from '../../src/engine';
import type { GameEvent, GameState } from '../../src/engine/types';
import { playExpansionBattle, playPolicyBattle } from '../support/expansion-play';
import type { Seen } from '../support/terrain-rules';
import { SEA_WALL_GROUND_RULES, SeaWallChecker, seaWallGround, seaWallPolicy } from '../support/troops-seawall';

const SEED_BASE = 49_000;

describe('the Sea Wall comes up in random play', () => {
  it('[FAQ §II Sea Wall, l.797-809; decision C390] on the sea wall proving ground each part fires and none is broken', () => {
    const seen: Seen = new Set();
    const seeds = Array.from({ length: 3 }, (_, i) => SEED_BASE + i);
    expect(playExpansionBattle(seaWallGround(), seeds.slice(0, 2), seen)).toEqual([]);
    // Random play seldom keeps a unit behind its wall until a flag comes: a directed policy does.
    expect(playPolicyBattle(seaWallGround(), seeds.slice(2), seen, seaWallPolicy, 1500)).toEqual([]);
    expect(SEA_WALL_GROUND_RULES.filter((k) => !seen.has(k)), [...seen].filter((k) => k.startsWith('sea-wall')).sort().join('; ')).toEqual([]);
  }, 120_000);
});

describe('the Sea Wall checker', () => {
  const s0 = newGame(seaWallGround(), { seed: 1 });
  const idAt = (s: GameState, row: number, col: number) => s.units.find((u) => u.row === row && u.col === col)!.id;
  const check = (prev: GameState, next: GameState, events: GameEvent[]) => new SeaWallChecker(new Set()).check(prev, next, events);
  const ally = idAt(s0, 4, 0);
  const axis = idAt(s0, 4, 4);

  it('[planted fault; FAQ §II Sea Wall Q2, l.807-809] cover given to the enemy on the wall, or withheld from its own side, is caught', () => {
    // Allied infantry at (4,0) attacks the Axis infantry on the Allied wall at (4,4)... from (4,2), one hex away.
    const s = { ...s0, units: s0.units.map((u) => (u.id === ally ? { ...u, col: 2 } : u)) };
    const full = battleDice(s, { row: 4, col: 2 }, { row: 4, col: 4 });
    const shielded = check(s, s, [{ type: 'battle', unit: ally, target: axis, from: { row: 4, col: 2 }, at: { row: 4, col: 4 }, dice: full - 1, close: true }]);
    expect(shielded.join('\n')).toContain(`${full - 1} dice at axis unit ${axis} on the allies' sea wall at 4,4, not ${full}`);
    // The Axis infantry at (4,4) attacks the Allied infantry on the wall at (4,8)... from (4,6), with no die taken off.
    const t = { ...s0, units: s0.units.map((u) => (u.id === axis ? { ...u, col: 6 } : u)) };
    const target = idAt(t, 4, 8);
    const open = battleDice(t, { row: 4, col: 6 }, { row: 4, col: 8 });
    const bare = check(t, t, [{ type: 'battle', unit: axis, target, from: { row: 4, col: 6 }, at: { row: 4, col: 8 }, dice: open + 1, close: true }]);
    expect(bare.join('\n')).toContain(`on the allies' sea wall at 4,8, not ${open}`);
  });

  it('[planted fault; FAQ §II Sea Wall Q1, l.803-805] a wall that goes, and an enemy unit ignoring a flag on it, are caught', () => {
    const cells = s0.board.cells.slice();
    const i = 4 * s0.board.geometry.cols + 8;
    cells[i] = { terrain: 'beach' };
    const gone = check(s0, { ...s0, board: { ...s0.board, cells } }, []);
    expect(gone.join('\n')).toContain('a sea wall came or went');
    const ignored = check(s0, s0, [{ type: 'flagIgnored', unit: axis }]);
    expect(ignored.join('\n')).toContain(`axis unit ${axis} ignored a flag on the allies' sea wall at 4,4`);
    // The Allies' own unit may.
    expect(check(s0, s0, [{ type: 'flagIgnored', unit: ally }])).toEqual([]);
  });
});
