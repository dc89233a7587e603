/**
 * The Petard Mortar's close assault on an empty bunker (issue 17, helper meemies).
 * Sources: Equipment Pack 002_07e461a9f2ec49d7.txt "Hobart's Funnies", Petard Mortar (l.234); FAQ
 * 003_f06c3a1d5921cf5a.txt §IV Hobart's Funnies Q1 (l.2843-2845); docs/rules-decisions.md C314.
 */
import { describe, expect, it } from 'vitest';
import { battleDice, legalActions } from '../../src/engine';
import type { GameState } from '../../src/engine';
import { A, X, act, battleStep, hex, idAt, ordered } from './helpers';

const bunkerAt = (s: GameState, row: number, col: number) => s.board.cells[row * s.board.geometry.cols + col]?.bunker;
const battles = (s: GameState) => legalActions(s).flatMap((a) => (a.type === 'battle' ? [`${a.target.row},${a.target.col}`] : []));

describe("Petard Mortar: close assault on an empty bunker (Equipment Pack, Hobart's Funnies; FAQ §IV Q1)", () => {
  /** An AVRE on (6,12) next to an empty Axis bunker on (5,13); an Axis unit far away. */
  const s0 = battleStep(ordered([A(6, 12, 'avre'), { row: 5, col: 13, bunker: 'axis' }, { row: 5, col: 11, bunker: 'allies' }, X(0, 0)]));
  const avre = idAt(s0, 6, 12);

  it("[Equipment Pack, Hobart's Funnies l.234 \"a Bunker may be targeted in Close Assault (usually with 2 dice) even if it contains no unit\"] the AVRE may target the adjacent empty enemy bunker at 2 dice, not its own side's; a plain tank may not", () => {
    expect(battles(s0)).toEqual(['5,13']);
    expect(battleDice(s0, hex(6, 12), hex(5, 13))).toBe(2);
    const tank = battleStep(ordered([A(6, 12, 'armor'), { row: 5, col: 13, bunker: 'axis' }, X(0, 0)]));
    expect(battles(tank)).toEqual([]);
  });

  it("[Equipment Pack, Hobart's Funnies l.234 \"if a Star is rolled and the Bunker is removed; other dice results have no effect\"] a star removes the bunker; without one nothing happens", () => {
    const miss = act(s0, { type: 'battle', unit: avre, target: hex(5, 13) }, ['flag', 'grenade']);
    expect(miss.events).toContainEqual({ type: 'bunkerAssault', unit: avre, from: hex(6, 12), at: hex(5, 13), dice: 2 });
    expect(bunkerAt(miss.state, 5, 13)).toBe('axis');
    expect(miss.state.pending).toEqual([]);
    const hit = act(s0, { type: 'battle', unit: avre, target: hex(5, 13) }, ['star', 'infantry']);
    expect(bunkerAt(hit.state, 5, 13)).toBeUndefined();
    expect(hit.events).toContainEqual({ type: 'bunkerDestroyed', unit: avre, at: hex(5, 13) });
  });

  it("[FAQ §IV Hobart's Funnies Q1, l.2845 \"Destruction of an adjacent, empty Bunker would be the same as a successful Close Assault\"] the tank may then take the hex and overrun", () => {
    // An Axis unit 4 hexes from the tank, 3 from the bunker: out of reach before, an Overrun target after.
    const s = battleStep(ordered([A(6, 12, 'avre'), { row: 5, col: 13, bunker: 'axis' }, X(2, 14)]));
    expect(battles(s)).toEqual(['5,13']);
    const hit = act(s, { type: 'battle', unit: avre, target: hex(5, 13) }, ['star', 'infantry']);
    expect(hit.state.pending[0]).toMatchObject({ kind: 'takeGround', unit: avre });
    const took = act(hit.state, { type: 'takeGround' });
    expect(took.state.units[avre]).toMatchObject({ row: 5, col: 13 });
    expect(took.state.pending[0]).toMatchObject({ kind: 'overrun', unit: avre });
    expect(legalActions(took.state)).toContainEqual({ type: 'battle', unit: avre, target: hex(2, 14) });
  });

  it("[FAQ §VIII Firefight Q2 (no close assault under Firefight); C314] under Firefight the empty bunker is no target", () => {
    const ff = battleStep(ordered([A(6, 12, 'avre'), { row: 5, col: 13, bunker: 'axis' }, X(0, 0)], 'firefight'));
    expect(battles(ff)).toEqual([]);
  });
});
