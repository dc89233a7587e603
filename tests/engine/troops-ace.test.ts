/**
 * Wittmann's Tiger (src/engine/troops/ace.ts): FAQ 003_f06c3a1d5921cf5a.txt §IV Tigers, Q l.2658-2660 ("The rules for
 * Wittmann's Tiger unit says that if he doesn't move, he attacks with four dice. If he Takes Ground, can he still roll
 * four dice for his Armor Overrun attack?" "No. If Wittman moves at all (even to Take Ground), he loses the extra
 * attack die."). Decision C414.
 */
import { describe, expect, it } from 'vitest';
import { battleDice } from '../../src/engine';
import type { GameState } from '../../src/engine';
import { UNIT_KINDS } from '../../src/engine/units';
import type { ScenarioHex } from '../../src/scenario/types';
import { act, battleStep, hex, mini, start } from './helpers';

const ace = (row: number, col: number): ScenarioHex => ({ row, col, unit: { side: 'axis', kind: 'tiger-ace' } });
const foe = (row: number, col: number, figures = 4): ScenarioHex => ({ row, col, unit: { side: 'allies', kind: 'infantry', figures } });

/** The Axis play Direct from HQ with the ace at (2,12) ordered. */
function ordered(hexes: ScenarioHex[]): GameState {
  const s0 = start(mini({ hexes, first: 'axis' }), { axis: ['direct-from-hq'], allies: ['recon-centre'] });
  return act(s0, { type: 'play', card: s0.cards.hands.axis[0]! }).state;
}

describe("Wittmann's Tiger (FAQ §IV Tigers, Q l.2658-2660; decision C414)", () => {
  it('[FAQ §IV Tigers l.2650-2654, Q l.2658] a Tiger in every other way: one figure, moves 3 and battles, hits confirmed by a grenade', () => {
    const k = UNIT_KINDS['tiger-ace'];
    const t = UNIT_KINDS.tiger;
    expect([k.symbol, k.figures, k.maxFigures, k.move, k.moveAndBattle, k.confirmHits, k.dice]).toEqual([t.symbol, t.figures, t.maxFigures, t.move, t.moveAndBattle, t.confirmHits, t.dice]);
    expect(k.unmovedDice).toEqual([4, 4, 4]);
    expect(t.unmovedDice).toBeUndefined();
  });

  it('[FAQ §IV Tigers Q l.2658 "if he doesn\'t move, he attacks with four dice"] unmoved, it battles with 4 dice, up close or 3 hexes away; a plain Tiger with 3', () => {
    let s = ordered([ace(2, 12), foe(3, 13), foe(2, 18), { row: 6, col: 22, unit: { side: 'axis', kind: 'tiger' } }, foe(7, 23)]);
    s = battleStep(s);
    expect(battleDice(s, hex(2, 12), hex(3, 13))).toBe(4);
    expect(battleDice(s, hex(2, 12), hex(2, 18))).toBe(4);
    expect(battleDice(s, hex(6, 22), hex(7, 23))).toBe(3);
  });

  it('[FAQ §IV Tigers Q l.2660 "If Wittman moves at all ... he loses the extra attack die"] after a move of one hex it battles with 3', () => {
    let s = ordered([ace(2, 12), foe(4, 14)]);
    s = battleStep(act(s, { type: 'move', unit: 0, to: hex(3, 13) }).state);
    expect(battleDice(s, hex(3, 13), hex(4, 14))).toBe(3);
  });

  it('[FAQ §IV Tigers Q l.2658-2660 "(even to Take Ground)"] it assaults unmoved with 4, then its Armor Overrun after Taking Ground rolls 3', () => {
    let s = battleStep(ordered([ace(2, 12), foe(3, 13, 1), foe(4, 14)]));
    const r = act(s, { type: 'battle', unit: 0, target: hex(3, 13) }, ['infantry', 'flag', 'flag', 'flag']);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'battle', unit: 0, dice: 4 }));
    s = act(r.state, { type: 'takeGround' }).state;
    expect(s.pending[0]?.kind).toBe('overrun');
    expect(battleDice(s, hex(3, 13), hex(4, 14))).toBe(3);
  });
});
