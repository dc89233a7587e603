/**
 * The import screen's battle-rule switches, grouped by kind so a phone shows a short list of groups (docs/ui.md
 * "Battle rules"). A Record over the rule ids: a rule added to src/scenario/battleRules.ts without a group fails to
 * compile. Group names are in src/ui/text/scenarioImport.ts `ruleGroup`.
 */
import { BATTLE_RULE_IDS, type BattleRuleId } from '../../scenario/battleRules';

export const RULE_GROUPS = ['blitz-air', 'bridges', 'smoke', 'desert', 'night-deck', 'nations'] as const;
export type RuleGroup = (typeof RULE_GROUPS)[number];

export const RULE_GROUP: Readonly<Record<BattleRuleId, RuleGroup>> = {
  blitz: 'blitz-air',
  'allied-armor-blitz': 'blitz-air',
  'axis-air-strikes': 'blitz-air',
  'allied-air-strikes': 'blitz-air',
  'allied-pontoons': 'bridges',
  'axis-pontoons': 'bridges',
  'allied-demolition': 'bridges',
  'axis-demolition': 'bridges',
  'allied-sure-demolition': 'bridges',
  'axis-sure-demolition': 'bridges',
  'axis-dam-sabotage': 'bridges',
  'axis-smoke-screen': 'smoke',
  'allied-smoke-screen': 'smoke',
  desert: 'desert',
  'oasis-recovery': 'desert',
  'hospital-recovery': 'desert',
  // vehicles (Equipment Pack, Half-Tracks - Re-supply): with the other recoveries of figures
  're-supply': 'desert',
  night: 'night-deck',
  'air-power-as-bombard': 'night-deck',
  // nations (FAQ §VII Nations; Equipment Pack §VII Minor Nations)
  'gung-ho': 'nations',
  'italian-high-command': 'nations',
  'stiff-upper-lip': 'nations',
  'allied-commissar': 'nations',
  // italy (Equipment Pack §VII France)
  'furia-francese': 'nations',
  // italy (house rules, Terrain Pack Airfield)
  'allied-airfield-reinforcements': 'bridges',
  'axis-airfield-reinforcements': 'bridges',
  // funnies (FAQ §XII The Surrender of Elster's Column)
  'axis-no-air-power': 'blitz-air',
  // stars (house rules l.340, l.343: Terrain Pack battle stars)
  'allied-forward-spotting': 'bridges',
  'axis-forward-spotting': 'bridges',
  'allied-sabotage': 'bridges',
  'axis-sabotage': 'bridges',
};

/** The rules of each group, in the catalogue's order. */
export function groupedRules(): { group: RuleGroup; rules: BattleRuleId[] }[] {
  return RULE_GROUPS.map((group) => ({ group, rules: BATTLE_RULE_IDS.filter((id) => RULE_GROUP[id] === group) }));
}
