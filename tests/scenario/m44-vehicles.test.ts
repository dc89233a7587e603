/**
 * The importer and the vehicles family (issue 17): Hobart's Funnies' badge.
 * Sources: Equipment Pack "Hobart's Funnies" l.190 ("each unit marked with a Hobart's Funnies badge"); FAQ §XII
 * Breakthrough to the Beach l.4308-4310 (its Churchill AVRE tanks); decisions C260-C261.
 */
import { describe, expect, it } from 'vitest';
import { importM44 } from '../../src/scenario/m44';
import { readFileSync } from 'node:fs';
import { describeProblems, m44WithUnit } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const withUnit = (unit: Json): Json => m44WithUnit(unit, 'Vehicles test');

function unitOn39(unit: Json) {
  const r = importM44(withUnit(unit));
  if (!r.ok) throw new Error(`refused:\n${r.unsupported.join('\n')}\n${describeProblems(r.problems)}`);
  return r.scenario.board.hexes.find((h) => h.row === 3 && h.col === 9)?.unit;
}

describe("importM44: Hobart's Funnies", () => {
  it("[Equipment Pack, Hobart's Funnies l.190; rules-decisions C260] `tank` with badge33 is a Churchill AVRE unit of 3 figures", () => {
    expect(unitOn39({ name: 'tankbrit', badge: 'badge33' })).toEqual({ side: 'allies', kind: 'avre', badge: 'badge33' });
    expect(unitOn39({ name: 'tankus', badge: 33, nbr_units: 2 })).toEqual({ side: 'allies', kind: 'avre', badge: 'badge33', figures: 2 });
  });

  it("[FAQ §XII Breakthrough to the Beach l.4310; rules-decisions C261] `tank2` with badge33 is a Churchill AVRE unit with the elite unit's 4 figures", () => {
    expect(unitOn39({ name: 'tank2brit', badge: 'badge33' })).toEqual({ side: 'allies', kind: 'avre', badge: 'badge33', figures: 4 });
    expect(unitOn39({ name: 'tank2brit', badge: 'badge33', nbr_units: 3 })).toEqual({ side: 'allies', kind: 'avre', badge: 'badge33' });
  });

  it('[FAQ §XII Breakthrough to the Beach l.4308-4310] 6541 imports whole: its two Churchill AVREs stand on (14,8) and (14,16)', () => {
    const text = readFileSync(new URL('../fixtures/expansion-scenarios/6541-BreakthroughToTheBeach.m44.json', import.meta.url), 'utf8');
    const r = importM44(JSON.parse(text));
    if (!r.ok) throw new Error(`refused:\n${r.unsupported.join('\n')}\n${describeProblems(r.problems)}`);
    const avres = r.scenario.board.hexes.filter((h) => h.unit?.kind === 'avre').map((h) => [h.row, h.col, h.unit!.side, h.unit!.figures]);
    expect(avres).toEqual([
      [14, 8, 'allies', 4],
      [14, 16, 'allies', 4],
    ]);
  });
});
