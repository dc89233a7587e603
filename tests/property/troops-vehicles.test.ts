/**
 * The vehicles family's checker (tests/support/troops-vehicles.ts, run by the terrain checker after every action of
 * the expansion battles): each rule it restates is shown to catch a planted fault, a legal game passes, and random
 * play on a proving ground (and on 6541 Breakthrough to the Beach, in expansion-battles.test.ts) fires each rule.
 * Sources: Equipment Pack "Hobart's Funnies" l.234; FAQ §IV Hobart's Funnies Q1-Q3 l.2843-2853; FAQ §XII
 * Breakthrough to the Beach l.4310.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState } from '../../src/engine/types';
import { TerrainChecker, type Seen } from '../support/terrain-rules';
import { VEHICLES_GROUND_RULES, vehiclesGround } from '../support/troops-vehicles';
import { playExpansionBattle } from '../support/expansion-play';
import { act, battleStep, hex, idAt, ordered, A, X } from '../engine/helpers';

describe("the vehicles checker (Hobart's Funnies: the Churchill AVRE)", () => {
  /** An AVRE on (6,12), ordered, facing Axis infantry in an Axis bunker on (5,13): the battle step. */
  const s0: GameState = battleStep(ordered([A(6, 12, 'avre'), X(5, 13, 'infantry', { bunker: 'axis' }), X(0, 0)]));
  const avre = idAt(s0, 6, 12);
  const target = idAt(s0, 5, 13);
  const check = (events: GameEvent[], next: GameState = s0, prev: GameState = s0) => new TerrainChecker().check(prev, next, events).join('\n');
  const battle = (dice: number): GameEvent => ({ type: 'battle', unit: avre, target, from: hex(6, 12), at: hex(5, 13), dice, close: true });
  const without = (s: GameState): GameState => {
    const cells = s.board.cells.slice();
    const { bunker: _b, ...rest } = cells[5 * 25 + 13]!;
    cells[5 * 25 + 13] = rest;
    return { ...s, board: { ...s.board, cells } };
  };

  it("[Equipment Pack, Hobart's Funnies l.234 \"+1 die when in Close Assault against a unit in a Bunker\"] [planted fault] an AVRE's close assault on a bunker without its extra die is caught", () => {
    expect(check([battle(1)])).toContain(`avre: unit ${avre} close-assaulted the bunker at 5,13 with 1 dice, not 2`);
    expect(check([battle(2)])).not.toContain('avre:');
  });

  it("[Equipment Pack, Hobart's Funnies l.234 \"If a Star is rolled ... the Bunker is removed\"] [planted fault] a bunker kept after a star, or removed without one, is caught", () => {
    expect(check([battle(2), { type: 'roll', faces: ['star', 'flag'] }])).toContain('avre: a Petard Mortar star on 5,13 left its bunker standing');
    expect(check([battle(2), { type: 'roll', faces: ['infantry', 'flag'] }, { type: 'bunkerDestroyed', unit: avre, at: hex(5, 13) }], without(s0))).toContain(
      'avre: the bunker at 5,13 left the board with no Petard Mortar star on it',
    );
  });

  it('[FAQ §XII Breakthrough to the Beach l.4310 "they must clear the Mines, instead of battling"] [planted fault] an AVRE that battles after clearing a minefield, or clears its own, is caught', () => {
    const mined = { ...s0, mines: { [String(5 * 25 + 12)]: { owner: 'axis' as const } } } as GameState;
    expect(check([{ type: 'minesCleared', unit: avre, at: hex(5, 12) }, battle(2)], mined, mined)).toContain(`avre: unit ${avre} battled on the turn it cleared a minefield`);
    const own = { ...s0, mines: { [String(5 * 25 + 12)]: { owner: 'allies' as const } } } as GameState;
    expect(check([{ type: 'minesCleared', unit: avre, at: hex(5, 12) }], own, own)).toContain("cleared its own side's minefield");
  });

  it("[planted fault] the engine's own Petard Mortar battles pass the checker, star or not", () => {
    for (const faces of [['star', 'infantry'], ['infantry', 'flag']] as const) {
      const r = act(s0, { type: 'battle', unit: avre, target: hex(5, 13) }, [...faces]);
      expect(new TerrainChecker().check(s0, r.state, r.events)).toEqual([]);
    }
  });

  it("[Equipment Pack, Hobart's Funnies l.234; FAQ §XII l.4310] random play on the vehicles proving ground fires each rule and breaks none", () => {
    const seen: Seen = new Set();
    expect(playExpansionBattle(vehiclesGround(), [71_004, 71_005], seen)).toEqual([]);
    expect(VEHICLES_GROUND_RULES.filter((k) => !seen.has(k)), [...seen].filter((k) => k.startsWith('avre')).join('; ')).toEqual([]);
  }, 120_000);
});
