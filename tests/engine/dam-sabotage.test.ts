/**
 * Sabotaging a Dam (house rules 001 l.344, the Terrain Pack's battle-star rule; FAQ 003 §II Dams Q1-Q2 l.989-995;
 * FAQ §XII Schwammenauel Dam l.4603-4621; docs/rules-decisions.md C90-C91), battle rule `axis-dam-sabotage`.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState, Side, UnitKind } from '../../src/engine';
import type { Scenario, ScenarioHex } from '../../src/scenario/types';
import { appliedBattleRules, applyBattleRules, setBattleRules } from '../../src/scenario/battleRules';
import { validateScenario } from '../../src/scenario/validate';
import { act, hex, idAt, mini, start } from './helpers';

const U = (row: number, col: number, side: Side, kind: UnitKind = 'infantry'): ScenarioHex => ({ row, col, unit: { side, kind } });
const DAM_A = String(2 * 25 + 6);
const DAM_B = String(2 * 25 + 18);

/** Two dams, (2,6) and (2,18); Axis infantry on the first (and on the second when `both`); the Axis play first. */
function board(both: boolean, medalsToWin = 6): Scenario {
  const hexes: ScenarioHex[] = [
    { ...U(2, 6, 'axis'), terrain: 'dam' },
    both ? { ...U(2, 18, 'axis'), terrain: 'dam' } : { row: 2, col: 18, terrain: 'dam' },
    U(0, 12, 'axis'),
    U(6, 12, 'allies'),
    U(3, 19, 'allies'),
  ];
  return applyBattleRules(mini({ hexes, first: 'axis', medalsToWin: { axis: medalsToWin, allies: 6 } }), ['axis-dam-sabotage']);
}
const HAND = { axis: ['probe-left', 'probe-centre', 'probe-right', 'attack-centre'] as const, allies: ['probe-left', 'probe-centre', 'probe-right', 'attack-centre'] as const };
const begin = (sc: Scenario, more: Partial<GameState> = {}): GameState => ({ ...start(sc, { axis: [...HAND.axis], allies: [...HAND.allies] }), ...more });
const types = (ev: GameEvent[]) => ev.map((e) => e.type);

describe('Sabotaging a Dam', () => {
  it('[House rules l.344 "After playing a Command Card, and before any Units are ordered, he rolls two Battle Dice"; FAQ §XII Schwammenauel Dam l.4617 "If only one Dam is occupied and two Stars are rolled, the 2nd Star rolled has no effect"] holding one dam, the Axis roll 2 dice after the card: two stars set one token', () => {
    const s0 = begin(board(false));
    expect(s0.special?.damSabotage).toEqual({ side: 'axis', dams: [hex(2, 6), hex(2, 18)] });
    expect(s0.damTokens).toBeUndefined();
    const r = act(s0, { type: 'play', card: s0.cards.hands.axis[3]! }, ['star', 'star']);
    const t = types(r.events);
    expect(t.indexOf('played')).toBeLessThan(t.indexOf('roll'));
    expect(t.indexOf('roll')).toBeLessThan(t.indexOf('damTokens'));
    expect(t.includes('ordered') ? t.indexOf('damTokens') < t.indexOf('ordered') : true).toBe(true);
    expect(r.events.find((e) => e.type === 'damTokens')).toEqual({ type: 'damTokens', side: 'axis', stars: 2, at: [hex(2, 6)] });
    expect(r.state.damTokens).toEqual({ [DAM_A]: 1 });
  });

  it('[FAQ §XII Schwammenauel Dam l.4615 "Each Dam gets one token"; rules-decisions C91] with both dams held, two stars set one token on each; one star goes to the dam nearer to four', () => {
    const s0 = begin(board(true));
    const two = act(s0, { type: 'play', card: s0.cards.hands.axis[3]! }, ['star', 'star']).state;
    expect(two.damTokens).toEqual({ [DAM_A]: 1, [DAM_B]: 1 });
    const s1 = begin(board(true), { damTokens: { [DAM_B]: 2 } });
    const one = act(s1, { type: 'play', card: s1.cards.hands.axis[3]! }, ['star', 'flag']).state;
    expect(one.damTokens).toEqual({ [DAM_B]: 3 });
    const none = act(s1, { type: 'play', card: s1.cards.hands.axis[3]! }, ['flag', 'infantry']);
    expect(none.state.damTokens).toEqual({ [DAM_B]: 2 });
    expect(none.events.find((e) => e.type === 'damTokens')).toEqual({ type: 'damTokens', side: 'axis', stars: 0, at: [] });
  });

  it('[FAQ §II Dams Q2 l.993-995 "You roll to Sabotage as long as one of the Dams is occupied"] the roll follows any card, whatever its section', () => {
    const s0 = begin(board(false));
    for (const card of s0.cards.hands.axis) {
      const r = act(s0, { type: 'play', card }, ['star', 'flag']);
      expect(r.state.damTokens).toEqual({ [DAM_A]: 1 });
    }
  });

  it('[House rules l.344 "When a fourth Battle Star is placed on the Dam ... place four Axis Victory Markers"; FAQ §II Dams Q1 l.989-991 "the unit on the Dam is not eliminated"] the fourth token sabotages the dam: 4 medals, its tokens gone, the dam and its unit stay, no more rolls for it', () => {
    const s0 = begin(board(false), { damTokens: { [DAM_A]: 3 } });
    const r = act(s0, { type: 'play', card: s0.cards.hands.axis[3]! }, ['star', 'flag']);
    expect(r.events).toContainEqual({ type: 'damSabotaged', side: 'axis', at: hex(2, 6), medals: 4 });
    expect(r.state.medalsWon.axis).toBe(4);
    expect(r.state.damTokens).toBeUndefined();
    expect(r.state.damsSabotaged).toEqual({ [DAM_A]: true });
    expect(r.state.board.cells[Number(DAM_A)]?.terrain).toBe('dam');
    expect(r.state.units[0]).toMatchObject({ row: 2, col: 6, figures: 4 });
    // A sabotaged dam is not rolled for again.
    const again = act({ ...s0, damTokens: undefined, damsSabotaged: { [DAM_A]: true } } as GameState, { type: 'play', card: s0.cards.hands.axis[3]! }, ['star', 'star']);
    expect(types(again.events)).not.toContain('damTokens');
  });

  it('[House rules l.344 "four Axis Victory Markers onto the German Medal Stands"] the 4 medals may win the battle', () => {
    const s0 = begin(board(false, 4), { damTokens: { [DAM_A]: 3 } });
    const r = act(s0, { type: 'play', card: s0.cards.hands.axis[3]! }, ['star', 'flag']);
    expect(r.state.winner).toBe('axis');
    expect(r.state.pending).toEqual([]);
  });

  it('[House rules l.344 "if an Allied Unit captures the Dam hex at any point before the Axis Battle Star count reaches four, the Battle Stars are removed"] an Allied unit moving onto a dam clears its tokens; a dam merely left keeps them', () => {
    // The Axis have left the second dam (2,18) with 2 tokens on it; Allied infantry at (3,19) is next to it.
    const sc = board(false);
    const s0 = { ...start({ ...sc, first: 'allies' }, { axis: [...HAND.axis], allies: [...HAND.allies] }), damTokens: { [DAM_A]: 1, [DAM_B]: 2 } };
    let s = act(s0, { type: 'play', card: s0.cards.hands.allies[2]! }).state;
    // The Allies' card: no sabotage roll.
    expect(s.damTokens).toEqual({ [DAM_A]: 1, [DAM_B]: 2 });
    const r = act(s, { type: 'move', unit: idAt(s, 3, 19), to: hex(2, 18) });
    expect(r.events).toContainEqual({ type: 'damCleared', side: 'allies', at: hex(2, 18) });
    s = r.state;
    expect(s.damTokens).toEqual({ [DAM_A]: 1 });
  });

  it('[rules-decisions C91; content issue: a new field absent where unused] a battle without the rule rolls nothing and writes no field', () => {
    const sc = mini({ hexes: [{ ...U(2, 6, 'axis'), terrain: 'dam' }, U(6, 12, 'allies')], first: 'axis' });
    const s0 = start(sc, { axis: [...HAND.axis], allies: [...HAND.allies] });
    expect(s0.special).toBeUndefined();
    const r = act(s0, { type: 'play', card: s0.cards.hands.axis[3]! });
    expect(types(r.events)).not.toContain('roll');
    expect('damTokens' in r.state || 'damsSabotaged' in r.state).toBe(false);
  });

  it('[FAQ §XII Schwammenauel Dam l.4619-4621 "Is it possible for the Axis to Sabotage both Dams? Yes"] both dams may be sabotaged, 4 medals each', () => {
    const s0 = begin(board(true, 12), { damTokens: { [DAM_A]: 3, [DAM_B]: 3 } });
    const r = act(s0, { type: 'play', card: s0.cards.hands.axis[3]! }, ['star', 'star']);
    expect(r.events.filter((e) => e.type === 'damSabotaged')).toHaveLength(2);
    expect(r.state.medalsWon.axis).toBe(8);
    expect(r.state.damsSabotaged).toEqual({ [DAM_A]: true, [DAM_B]: true });
  });

  it('[rules-decisions C91] the switch axis-dam-sabotage writes rules.damSabotage, is seen as applied, and comes off again; the validator takes "axis" or "allies" only', () => {
    const base = mini({ hexes: [{ ...U(2, 6, 'axis'), terrain: 'dam' }, U(6, 12, 'allies')] });
    const on = applyBattleRules(base, ['axis-dam-sabotage']);
    expect(on.rules).toEqual({ damSabotage: 'axis' });
    expect(appliedBattleRules(on)).toEqual(['axis-dam-sabotage']);
    expect(setBattleRules(on, [])).toEqual(base);
    expect(validateScenario(on).ok).toBe(true);
    expect(validateScenario({ ...on, rules: { damSabotage: 'allies' } }).ok).toBe(true);
    expect(validateScenario({ ...on, rules: { damSabotage: 'both' } }).ok).toBe(false);
  });
});
