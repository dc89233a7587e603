/**
 * A battle's own terrain rules (`rules.terrain`, src/scenario/validate.ts TerrainOverrideSchema) may name the classes
 * that may not battle from a terrain (`noBattleFromClass`, the trench's limit: FAQ §IV Tank Destroyers l.2796-2798,
 * decision C400). Decision C412.
 */
import { describe, expect, it } from 'vitest';
import { battleDice } from '../../src/engine';
import { ARM } from '../../src/engine/terrain';
import { validateScenario } from '../../src/scenario/validate';
import { CLOSED } from '../../src/scenario/m44Holdout3';
import { A, T, X, act, battleStep, canBattle, hex, mini, movesAt, start } from './helpers';

function woodsBarArmor(noBattleFromClass: unknown) {
  const sc = mini({ hexes: [A(6, 12, 'armor', { terrain: 'forest' }), A(6, 16, 'infantry', { terrain: 'forest' }), X(5, 13), X(5, 17), X(0, 0)] });
  return validateScenario({ ...sc, rules: { terrain: { forest: { noBattleFromClass } } } });
}

describe("A battle's own terrain rules: noBattleFromClass (decisions C400, C412)", () => {
  it('[FAQ §IV Tank Destroyers l.2796-2798; rules-decisions C412] rules.terrain may bar a class from battling out of a terrain: armor in those woods has no battle, infantry does', () => {
    const checked = woodsBarArmor(ARM);
    expect(checked.ok ? [] : checked.problems.map((p) => p.message)).toEqual([]);
    if (!checked.ok) return;
    let s = start(checked.scenario, { allies: ['direct-from-hq'], axis: ['recon-centre'] });
    s = act(s, { type: 'play', card: s.cards.hands.allies[0]! }).state;
    s = battleStep(s);
    expect(canBattle(s, 6, 12)).toBe(false);
    expect(battleDice(s, hex(6, 12), hex(5, 13))).toBe(0);
    expect(canBattle(s, 6, 16)).toBe(true);
  });

  it('[rules-decisions C412] noBattleFromClass is a class set 0-7, as the other class fields of a terrain change', () => {
    const bad = woodsBarArmor(9);
    expect(bad.ok).toBe(false);
    expect(bad.ok ? [] : bad.problems.map((p) => p.path)).toContain('rules.terrain.forest.noBattleFromClass');
  });
});

describe('Woods and villages a battle closes (17 Villers-Bocage; decision C413)', () => {
  it('[FAQ §X Pull-Back Q, l.4021 "impassable terrain remains impassable"; rules-decisions C413] a closed wood: no unit enters it, a unit set in it at the start drives out', () => {
    const sc = mini({ hexes: [A(6, 12, 'armor', { terrain: 'forest' }), T(6, 14, 'forest'), X(0, 0)] });
    const checked = validateScenario({ ...sc, rules: { terrain: { forest: { ...CLOSED } } } });
    expect(checked.ok ? [] : checked.problems.map((p) => p.message)).toEqual([]);
    if (!checked.ok) return;
    let s = start(checked.scenario, { allies: ['attack-centre'], axis: ['recon-centre'] });
    s = act(s, { type: 'play', card: s.cards.hands.allies[0]! }).state;
    const armor = movesAt(s, 6, 12);
    expect(armor).toContain('6,10');
    expect(armor).not.toContain('6,14');
  });
});
