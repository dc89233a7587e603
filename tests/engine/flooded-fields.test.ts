/**
 * Flooded Fields and High Ground (house rules App. 2 High Ground & Flooded Fields, 001 l.533-544; decisions C391,
 * C392), on small positions through the public API. The importer's flooding: tests/scenario/m44-flooded.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { battleDice, lineOfSight } from '../../src/engine';
import { A, T, X, act, battleStep, canBattle, corridor, hex, idAt, movesAt, ordered } from './helpers';

describe('Flooded fields', () => {
  it('[House rules App. 2 Flooded Fields, l.535] a unit moves onto a flooded field only from a hex next to it, and stops there', () => {
    const s = ordered(corridor(A(6, 8, 'infantry'), A(6, 16, 'armor'), T(6, 12, 'flooded-field'), T(6, 20, 'flooded-field')));
    // Infantry at (6,8): one hex to (6,10), never on to the field at (6,12) two hexes away.
    expect(movesAt(s, 6, 8)).toEqual(['6,10', '6,6', '6,4'].sort());
    // Armor at (6,16): next to neither field, so neither; it reaches (6,14) and (6,18), the hexes beside them.
    expect(movesAt(s, 6, 16)).toEqual(['6,14', '6,18'].sort());
    const next = ordered(corridor(A(6, 10, 'infantry'), T(6, 12, 'flooded-field')));
    expect(movesAt(next, 6, 10)).toContain('6,12');
    expect(movesAt(next, 6, 10)).not.toContain('6,14');
  });

  it('[House rules App. 2 Flooded Fields, l.535-536] a unit leaving a flooded field moves only to an adjacent hex; artillery may enter one', () => {
    const s = ordered(corridor(A(6, 12, 'armor', { terrain: 'flooded-field' })));
    expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,14']);
    const gun = ordered(corridor(A(6, 12, 'artillery'), T(6, 14, 'flooded-field')));
    expect(movesAt(gun, 6, 12)).toContain('6,14');
  });

  it('[House rules App. 2 Flooded Fields, l.536-537] armor may not battle the turn it moves onto or out of a flooded field; infantry may', () => {
    const s = ordered(corridor(A(6, 8, 'infantry'), A(6, 16, 'armor'), T(6, 10, 'flooded-field'), T(6, 14, 'flooded-field'), X(6, 12), X(4, 14)));
    const inf = act(s, { type: 'move', unit: idAt(s, 6, 8), to: hex(6, 10) }).state;
    const both = act(inf, { type: 'move', unit: idAt(inf, 6, 16), to: hex(6, 14) }).state;
    const battle = battleStep(both);
    expect(canBattle(battle, 6, 10)).toBe(true);
    expect(canBattle(battle, 6, 14)).toBe(false);
    const out = ordered(corridor(A(6, 16, 'armor', { terrain: 'flooded-field' }), X(6, 12)));
    const moved = act(out, { type: 'move', unit: idAt(out, 6, 16), to: hex(6, 14) }).state;
    expect(canBattle(battleStep(moved), 6, 14)).toBe(false);
  });

  it('[House rules App. 2 High Ground & Flooded Fields, l.539, 541-543] no dice reduction either way and no block to sight', () => {
    const s = ordered([A(6, 12, 'infantry'), A(6, 16, 'armor'), X(5, 13, 'infantry', { terrain: 'flooded-field' }), T(5, 15, 'flooded-field')]);
    expect([battleDice(s, hex(6, 12), hex(5, 13)), battleDice(s, hex(6, 16), hex(5, 13))]).toEqual([3, 3]);
    expect(lineOfSight(s, hex(6, 16), hex(4, 14))).toBe(true);
  });
});
