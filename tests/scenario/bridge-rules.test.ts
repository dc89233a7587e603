/**
 * The bridge battle rules as scenario data (`rules.pontoons`, `rules.blowBridges`): their validation and the named
 * rules the import screen offers as switches (src/scenario/battleRules.ts). FAQ 003_f06c3a1d5921cf5a.txt §II Pontoon
 * Bridges (l.1150-1170), §III Blowing up Bridges (l.1720-1745); decisions C60-C64.
 */
import { describe, expect, it } from 'vitest';
import { applyBattleRules, appliedBattleRules, BATTLE_RULE_OPTIONS, battleRuleOfOption, EXCLUSIVE_BATTLE_RULES, setBattleRules, withoutBattleRules } from '../../src/scenario/battleRules';
import type { Scenario } from '../../src/scenario/types';
import { validateScenario } from '../../src/scenario/validate';

const base: Scenario = {
  format: 1,
  id: 'bridges',
  name: 'Bridges',
  board: {
    kind: 'standard',
    face: 'country',
    hexes: [
      { row: 6, col: 12, unit: { side: 'allies', kind: 'infantry' } },
      { row: 2, col: 12, unit: { side: 'axis', kind: 'infantry' } },
      { row: 4, col: 12, terrain: 'river', bridge: true },
    ],
  },
  sides: { axis: { cards: 4, medalsToWin: 4, edge: 'top' }, allies: { cards: 4, medalsToWin: 4, edge: 'bottom' } },
  first: 'allies',
};

const problems = (rules: unknown): string[] => {
  const r = validateScenario({ ...base, rules });
  return r.ok ? [] : r.problems.map((p) => p.message);
};

describe('22. Bridges built and blown (battle rules)', () => {
  it('[FAQ §II Pontoon Bridges, l.1156 "May only be built when specified by scenario’s Special Rules"; §III Blowing up Bridges Q1 note, l.1736] the sides that build and blow, a count and an option, are valid data', () => {
    expect(problems({ pontoons: { allies: { max: 2 }, axis: {} }, blowBridges: { axis: { option: 1 }, allies: { option: 2 } } })).toEqual([]);
  });

  it('[rules-decisions C60-C61] a count below 1, an option other than 1 or 2, a missing option or an unknown side is refused, named', () => {
    expect(problems({ pontoons: { allies: { max: 0 } } }).join('\n')).toContain('rules.pontoons.allies.max must be at least 1');
    expect(problems({ blowBridges: { axis: { option: 3 } } }).join('\n')).toContain('rules.blowBridges.axis.option must be 1 or 2');
    expect(problems({ blowBridges: { axis: {} } }).join('\n')).toContain('rules.blowBridges.axis');
    expect(problems({ pontoons: { russia: {} } }).join('\n')).toContain('unknown field "russia" in rules.pontoons');
  });

  it('[FAQ §II Pontoon Bridges; §III Blowing up Bridges; rules-decisions C60-C61] the named rules write this data, are seen as applied, and come off again', () => {
    const sc = applyBattleRules(base, ['allied-pontoons', 'axis-demolition']);
    expect(sc.rules).toEqual({ pontoons: { allies: {} }, blowBridges: { axis: { option: 2 } } });
    expect(appliedBattleRules(sc)).toEqual(['allied-pontoons', 'axis-demolition']);
    expect(validateScenario(sc).ok).toBe(true);
    expect(withoutBattleRules(sc).rules).toBeUndefined();
    // A count is the battle's own data, kept when the switches change.
    const counted: Scenario = { ...base, rules: { pontoons: { allies: { max: 2 } } } };
    expect(appliedBattleRules(counted)).toEqual([]);
    expect(setBattleRules(counted, ['axis-pontoons']).rules).toEqual({ pontoons: { allies: { max: 2 }, axis: {} } });
  });

  it('[FAQ §III Blowing up Bridges, Option 1 l.1724-1727, Option 2 l.1729-1734] a side blows bridges by one option: the two switches exclude each other, the later one wins', () => {
    expect(EXCLUSIVE_BATTLE_RULES['allied-demolition']).toEqual(['allied-sure-demolition']);
    expect(EXCLUSIVE_BATTLE_RULES['axis-sure-demolition']).toEqual(['axis-demolition']);
    expect(applyBattleRules(base, ['allied-sure-demolition']).rules).toEqual({ blowBridges: { allies: { option: 1 } } });
    expect(appliedBattleRules(applyBattleRules(base, ['allied-sure-demolition']))).toEqual(['allied-sure-demolition']);
  });

  it('[rules-decisions C64] no .m44 option names the bridge rules: they reach an imported battle only as switches', () => {
    const bridgeRules = ['allied-pontoons', 'axis-pontoons', 'allied-demolition', 'axis-demolition', 'allied-sure-demolition', 'axis-sure-demolition'];
    for (const key of BATTLE_RULE_OPTIONS) for (const value of [true, 'TRUE', 'ALLIES', 'AXIS']) expect(bridgeRules).not.toContain(battleRuleOfOption(key, value));
  });
});
