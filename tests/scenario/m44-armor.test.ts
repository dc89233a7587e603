/**
 * The importer and the armor family (issue 17): the Tiger's `.m44` writing and the badges identified on armor.
 * Sources: Equipment Pack "Tiger (Heavy Tank)" l.339 ("place a single Tiger figure in each hex containing an Armor
 * symbol marked with a 1"); FAQ §XII Battle of Abbeville l.4251-4252 (a nation's badge on elite tanks);
 * decisions C130-C131, C133.
 */
import { describe, expect, it } from 'vitest';
import { importM44 } from '../../src/scenario/m44';
import { readFileSync } from 'node:fs';
import { describeProblems, m44WithUnit } from './helpers';

const fixture = (file: string): unknown => JSON.parse(readFileSync(new URL(`../fixtures/${file}`, import.meta.url), 'utf8'));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const withUnit = (unit: Json): Json => m44WithUnit(unit, 'Armor test');

function unitOn39(unit: Json) {
  const r = importM44(withUnit(unit));
  if (!r.ok) throw new Error(`refused:\n${r.unsupported.join('\n')}\n${describeProblems(r.problems)}`);
  return r.scenario.board.hexes.find((h) => h.row === 3 && h.col === 9)?.unit;
}

describe('importM44: the armor family', () => {
  it('[Equipment Pack, Tiger l.339] German elite armor of one figure (`tank2ger`, nbr_units 1) is a Tiger, with its default single figure', () => {
    expect(unitOn39({ name: 'tank2ger', nbr_units: 1 })).toEqual({ side: 'axis', kind: 'tiger' });
    expect(unitOn39({ name: 'tank2ger', nbr_units: '1', badge: 'badge4' })).toEqual({ side: 'axis', kind: 'tiger', badge: 'badge4' });
    // Any other count stays elite armor; plain German armor of one figure is a weakened tank unit, not a Tiger.
    expect(unitOn39({ name: 'tank2ger', nbr_units: 3 })).toEqual({ side: 'axis', kind: 'elite-armor', figures: 3 });
    expect(unitOn39({ name: 'tankger', nbr_units: 1 })).toEqual({ side: 'axis', kind: 'armor', figures: 1 });
  });

  it('[FAQ §XII Battle of Abbeville l.4251; decision C130] badge24 (British) and badge25 (Soviet) on elite tanks are national badges: the units stay elite armor', () => {
    expect(unitOn39({ name: 'tank2brit', badge: 'badge24', nbr_units: 4 })).toEqual({ side: 'allies', kind: 'elite-armor', badge: 'badge24' });
    expect(unitOn39({ name: 'tank2ru', badge: 'badge25', nbr_units: 4 })).toEqual({ side: 'allies', kind: 'elite-armor', badge: 'badge25' });
  });

  it('[decisions C131, C160, C176] badge38 on Axis armor: the unit stays armor, and follows the Italian army\'s rules', () => {
    expect(unitOn39({ name: 'tankger', badge: 'badge38' })).toEqual({ side: 'axis', kind: 'armor', badge: 'badge38', army: 'italian' });
  });

  it('[decision C133] 5913 Battle of Prokhorovka imports with its four Tigers; 4155 Pruzana and 4231 Panzers versus Grants with their badged elite tanks', () => {
    const tigers = (file: string) => {
      const r = importM44(fixture(`expansion-scenarios/${file}`));
      if (!r.ok) throw new Error(`${file} refused: ${r.unsupported.join('; ')} ${describeProblems(r.problems)}`);
      return r.scenario.board.hexes.filter((h) => h.unit?.kind === 'tiger').map((h) => `${h.row},${h.col}`);
    };
    expect(tigers('5913-BattleOfProkhorovka.m44.json')).toEqual(['0,6', '0,14', '4,14', '4,20']);
    expect(tigers('4155-Pruzana.m44.json')).toEqual([]);
    expect(tigers('4231-PanzersVersusGrants.m44.json')).toEqual([]);
  });
});
