/**
 * Hobart's other Funnies: the Fascine, the Bobbin and the Assault Bridge (src/engine/troops/funnies3.ts). Equipment
 * Pack 002_07e461a9f2ec49d7.txt Hobart's Funnies l.200-218; FAQ 003_f06c3a1d5921cf5a.txt §IV Hobart's Funnies
 * l.2837-2839, l.2855-2865. Decisions C350-C359 of docs/rules-decisions.md.
 */
import { describe, expect, it } from 'vitest';
import { battleDice } from '../../src/engine';
import { UNIT_KINDS } from '../../src/engine/units';
import { A, T, X, act, battleStep, canBattle, corridor, hex, idAt, movesAt, ordered } from './helpers';

describe("Hobart's Funnies: the Fascine (Equipment Pack; FAQ §IV Hobart's Funnies)", () => {
  it("[Equipment Pack Hobart's Funnies l.196 \"move and battle like normal Tank units\"] a tank unit in every way, 3 figures (4 on elite armor: C261)", () => {
    const d = UNIT_KINDS.fascine;
    expect([d.symbol, d.figures, d.maxFigures, d.move, d.overrun, d.funnyGround]).toEqual(['armor', 3, 4, 3, true, 'fascine']);
    expect(UNIT_KINDS.armor.funnyGround).toBeUndefined();
  });

  it("[Equipment Pack Hobart's Funnies, Fascine l.218 \"ignore the movement restrictions of all Fords and Trenches\"] a ford or a trench does not stop it; a plain tank stops there", () => {
    for (const ground of ['ford', 'trenches', 'fordable-stream'] as const) {
      const s = ordered(corridor(A(6, 2, 'fascine'), T(6, 4, ground), A(6, 14, 'armor'), T(6, 16, ground), X(0, 0)));
      expect(movesAt(s, 6, 2), ground).toEqual(['6,0', '6,4', '6,6', '6,8']);
      expect(movesAt(s, 6, 14), ground).toEqual(['6,10', '6,12', '6,16', '6,8']);
    }
  });

  it("[Equipment Pack Hobart's Funnies, Fascine l.218 \"treating them as countryside hexes for movement and battle\"] it battles out of a ford with all its dice (a plain tank: 1 fewer)", () => {
    const s = battleStep(ordered([A(6, 12, 'fascine', { terrain: 'ford' }), A(6, 16, 'armor', { terrain: 'ford' }), X(5, 13), X(5, 17)]));
    expect(battleDice(s, hex(6, 12), hex(5, 13))).toBe(3);
    expect(battleDice(s, hex(6, 16), hex(5, 17))).toBe(2);
  });

  it("[FAQ §IV Hobart's Funnies l.2839 \"Fascine - ... may battle from Trenches\"] it battles from a trench after driving into it", () => {
    const s0 = ordered([A(7, 11, 'fascine'), T(6, 12, 'trenches'), X(5, 13)]);
    const s = battleStep(act(s0, { type: 'move', unit: idAt(s0, 7, 11), to: hex(6, 12) }).state);
    expect(canBattle(s, 6, 12)).toBe(true);
    expect(battleDice(s, hex(6, 12), hex(5, 13))).toBe(3);
  });

  it("[Equipment Pack Hobart's Funnies, Fascine l.218 \"countryside hexes for ... battle\"] on a trench it has a countryside hex's cover (none); a unit in a trench keeps the trench's cover against it", () => {
    // The Axis infantry attacks: the Fascine on a trench is on open ground to it (3 dice), a plain tank on a trench -1.
    const s = battleStep(ordered([A(6, 12, 'fascine', { terrain: 'trenches' }), A(6, 14, 'armor', { terrain: 'trenches' }), X(5, 13, 'infantry', { terrain: 'trenches' }), X(0, 0)]));
    expect(battleDice(s, hex(5, 13), hex(6, 12))).toBe(3);
    expect(battleDice(s, hex(5, 13), hex(6, 14))).toBe(2);
    // The Fascine's own battle into the trench: the infantry there keeps its -1.
    expect(battleDice(s, hex(6, 12), hex(5, 13))).toBe(2);
  });
});
