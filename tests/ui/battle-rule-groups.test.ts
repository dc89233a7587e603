// The import screen's battle-rule switches come in groups by kind (docs/ui.md "Battle rules"): every rule the app
// plays is in exactly one group, in the catalogue's order, and every group has its name.
import { describe, expect, it } from 'vitest';
import { BATTLE_RULE_IDS } from '../../src/scenario/battleRules';
import { groupedRules, RULE_GROUPS } from '../../src/ui/app/battleRuleGroups';
import { SCENARIO_IMPORT_TEXT as T } from '../../src/ui/text/scenarioImport';

describe('battle-rule switch groups', () => {
  it('[battleRules.ts BATTLE_RULES] hold every named rule once, in five named groups, none empty', () => {
    const groups = groupedRules();
    expect(groups.map((g) => g.group)).toEqual([...RULE_GROUPS]);
    expect(groups.flatMap((g) => g.rules).sort()).toEqual([...BATTLE_RULE_IDS].sort());
    for (const g of groups) {
      expect(g.rules.length, g.group).toBeGreaterThan(0);
      expect(T.ruleGroup[g.group].length).toBeGreaterThan(0);
    }
    expect(groups.find((g) => g.group === 'desert')?.rules).toEqual(['desert', 'oasis-recovery', 'hospital-recovery', 're-supply']);
    expect([T.ruleGroupOn(0), T.ruleGroupOn(2)]).toEqual(['', '2 on']);
  });
});
