/**
 * A proving ground of Flooded Fields (house rules App. 2 High Ground & Flooded Fields, l.533-544; decision C391): the
 * terrain's rules are restated in tests/support/terrain-rules.ts (`TERRAIN_RULES['flooded-field']`); this board makes
 * random play meet them. Rows 3 to 5 are flooded but for dry high ground (countryside) every fourth hex, with both
 * armies (infantry, armor, artillery) on rows 2 and 6.
 */
import type { Scenario } from '../../src/scenario/types';

/** The checker's rules the proving ground must show (tests/property/flooded-battles.test.ts). */
export const FLOODED_GROUND_RULES = [
  'flooded-field: entered from next door',
  'flooded-field: left by one hex',
  'flooded-field: entered by infantry',
  'flooded-field: entered by armor',
  'flooded-field: entered by artillery',
] as const;

export function floodedGround(): Scenario {
  const hexes: Scenario['board']['hexes'] = [];
  for (const row of [3, 4, 5]) {
    for (let col = row & 1; col <= 24; col += 2) hexes.push(col % 4 === (row & 1) ? { row, col } : { row, col, terrain: 'flooded-field' });
  }
  const kinds = ['infantry', 'armor', 'infantry', 'artillery', 'infantry', 'armor', 'infantry'] as const;
  for (const [side, row] of [['axis', 2], ['allies', 6]] as const) {
    [0, 4, 8, 12, 16, 20, 24].forEach((col, k) => hexes.push({ row, col, unit: { side, kind: kinds[k]! } }));
  }
  return {
    format: 1,
    id: 'flooded-ground',
    name: 'Flooded fields proving ground',
    board: { kind: 'standard', face: 'country', hexes },
    sides: { axis: { cards: 5, medalsToWin: 6, edge: 'top' }, allies: { cards: 5, medalsToWin: 6, edge: 'bottom' } },
    first: 'allies',
  };
}
