/**
 * Oasis Recovery at a camp (FAQ §III Oasis Recovery, 003 l.1897-1905; decision C393): a hex the battle names
 * (`oasisRecovery`, the `.m44` behavior OASIS_RECOVERY on a camp) recovers as an oasis under the battle's rule.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine';
import type { GameState } from '../../src/engine/types';
import { applyBattleRules } from '../../src/scenario/battleRules';
import type { Scenario } from '../../src/scenario/types';
import { act, mini, start } from './helpers';

const board = (named: boolean, rule = true): Scenario => {
  const sc = mini({
    hexes: [
      { row: 6, col: 12, terrain: 'hq-tent', ...(named ? { oasisRecovery: true } : {}), unit: { side: 'allies', kind: 'infantry' } },
      { row: 0, col: 0, unit: { side: 'axis', kind: 'infantry' } },
    ],
  });
  return rule ? applyBattleRules(sc, ['oasis-recovery']) : sc;
};
/** The Allied unit on the camp down to 1 figure, Direct from HQ played. */
const ordered = (sc: Scenario): GameState => {
  const s0 = start(sc, { allies: ['direct-from-hq', 'attack-left', 'attack-right'], axis: ['direct-from-hq'] });
  const hurt = { ...s0, units: s0.units.map((u) => (u.id === 0 ? { ...u, figures: 1 } : u)) };
  return act(hurt, { type: 'play', card: hurt.cards.hands.allies[0]! }).state;
};

describe('Oasis Recovery at a camp', () => {
  it('[FAQ §III Oasis Recovery, l.1901-1903; decision C393] on a camp the battle names, infantry recovers as on an oasis: a die per card held, the card played included', () => {
    const s = ordered(board(true));
    expect(legalActions(s)).toContainEqual({ type: 'recover', unit: 0 });
    const dice = s.cards.hands.allies.length + 1;
    const r = act(s, { type: 'recover', unit: 0 }, ['infantry', ...Array<'flag'>(dice - 1).fill('flag')]);
    const roll = r.events.find((e) => e.type === 'roll');
    expect(roll?.type === 'roll' && roll.faces.length).toBe(dice);
    expect(r.state.units[0]!.figures).toBe(2);
  });

  it('[decision C393] not on a camp the battle does not name, nor without the battle\'s rule', () => {
    expect(legalActions(ordered(board(false)))).not.toContainEqual({ type: 'recover', unit: 0 });
    expect(legalActions(ordered(board(true, false)))).not.toContainEqual({ type: 'recover', unit: 0 });
  });
});
