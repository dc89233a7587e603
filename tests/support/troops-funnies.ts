/**
 * A proving ground of the Petard Mortar's close assault on an empty bunker (Equipment Pack, Hobart's Funnies l.234;
 * FAQ §IV Hobart's Funnies Q1; decision C314), checked by the vehicles checker (tests/support/troops-vehicles.ts,
 * `bunkerAssault`): Allied Churchill AVREs (row 6) face a line of Axis bunkers (row 5), one in three manned, with
 * Axis infantry behind them (row 3) to overrun.
 */
import type { Scenario } from '../../src/scenario/types';

export function funniesGround(): Scenario {
  const hexes: Scenario['board']['hexes'] = [];
  for (let col = 1; col <= 23; col += 2) {
    hexes.push(col % 6 === 1 ? { row: 5, col, bunker: 'axis', unit: { side: 'axis', kind: 'infantry' } } : { row: 5, col, bunker: col % 6 === 3 ? 'axis' : 'either' });
    hexes.push({ row: 3, col, unit: { side: 'axis', kind: 'infantry' } });
  }
  for (let col = 0; col <= 24; col += 4) hexes.push({ row: 6, col, unit: { side: 'allies', kind: 'avre' } });
  return {
    format: 1,
    id: 'funnies-proving-ground',
    name: 'Petard Mortar proving ground',
    board: { kind: 'standard', face: 'country', hexes },
    sides: { axis: { cards: 5, medalsToWin: 5, edge: 'top' }, allies: { cards: 5, medalsToWin: 5, edge: 'bottom' } },
    first: 'allies',
  };
}

/** The rules random play on this ground must show firing (`Seen` keys of the vehicles checker). */
export const FUNNIES_GROUND_RULES = ['avre: an empty bunker assaulted', 'avre: a star blew a bunker apart'];
