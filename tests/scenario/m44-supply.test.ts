/**
 * The importer and the supply family (issue 17): the truck symbol `veh` + nation.
 * Sources: Equipment Pack "Dodge WC-63" l.357 (the Supply Truck icon's figures, 1 to 3), "Kübelwagen" l.497 (a Truck
 * symbol marked with a Command Car badge is another vehicle); FAQ §XII Breakthrough at Mortain l.4275-4276 ("Trucks");
 * decisions C211, C301.
 */
import { describe, expect, it } from 'vitest';
import { importM44 } from '../../src/scenario/m44';
import { readFileSync } from 'node:fs';
import { describeProblems, m44WithUnit } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const withUnit = (unit: Json): Json => m44WithUnit(unit, 'Supply test');

describe('importM44: supply trucks', () => {
  it('[Equipment Pack, Supply Trucks - Unit l.357; rules-decisions C211, C301] `veh` + nation without a badge is a supply truck of the figures the file gives', () => {
    const unitOn39 = (unit: Json) => {
      const r = importM44(withUnit(unit));
      if (!r.ok) throw new Error(`refused:\n${r.unsupported.join('\n')}\n${describeProblems(r.problems)}`);
      return r.scenario.board.hexes.find((h) => h.row === 3 && h.col === 9)?.unit;
    };
    expect(unitOn39({ name: 'vehus', nbr_units: 2 })).toEqual({ side: 'allies', kind: 'supply-truck', figures: 2 });
    expect(unitOn39({ name: 'vehger', nbr_units: 3 })).toEqual({ side: 'axis', kind: 'supply-truck' });
    expect(unitOn39({ name: 'vehbrit', nbr_units: 1 })).toEqual({ side: 'allies', kind: 'supply-truck', figures: 1 });
  });

  it('[Equipment Pack, Kübelwagen l.497; rules-decisions C301] a truck symbol with a badge is another vehicle, not identified: refused by name', () => {
    const r = importM44(withUnit({ name: 'vehger', badge: 'badge20' }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.unsupported.join('\n')).toMatch(/vehicle with a badge.*vehger/);
  });

  it('[rules-decisions C211, C301] 6380 Noville to Foy imports: its three US supply trucks of 2 figures on the road', () => {
    const text = readFileSync(new URL('../fixtures/expansion-scenarios/6380-NovilleToFoy.m44.json', import.meta.url), 'utf8');
    const r = importM44(JSON.parse(text));
    if (!r.ok) throw new Error(`refused:\n${r.unsupported.join('\n')}\n${describeProblems(r.problems)}`);
    const trucks = r.scenario.board.hexes.filter((h) => h.unit?.kind === 'supply-truck').map((h) => [h.row, h.col, h.unit!.side, h.unit!.figures, !!h.road]);
    expect(trucks).toEqual([
      [4, 12, 'allies', 2, true],
      [5, 15, 'allies', 2, true],
      [8, 12, 'allies', 2, true],
    ]);
  });
});
