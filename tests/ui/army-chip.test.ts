/**
 * The side's army on its chip in the game bar (issue 17, the armies' faces; issue 15, a bar that stays readable):
 * which army a side fields (src/ui/game/army.ts), its words in both languages and its mark (ArmyMark.tsx).
 */
import { describe, expect, it } from 'vitest';
import { applyBattleRules } from '../../src/scenario/battleRules';
import { ARMY_IDS, sideArmy } from '../../src/ui/game/army';
import { ArmyMark } from '../../src/ui/game/ArmyMark';
import { GAME_TEXT } from '../../src/ui/text/game';
import { GAME_FR } from '../../src/ui/text/fr/game';
import { mini, start } from '../engine/helpers';

describe('the army a side fields', () => {
  const plain = start(mini({ hexes: [{ row: 2, col: 4, unit: { side: 'axis', kind: 'infantry' } }, { row: 6, col: 4, unit: { side: 'allies', kind: 'infantry' } }] }));

  it('[FAQ §VII Nations] the army rules in force name the army: Gung Ho the US Marines, the Commissar the Red Army, Stiff Upper Lip the Commonwealth, the High Command Italy', () => {
    const marines = start(applyBattleRules(mini({ hexes: [] }), ['gung-ho']));
    expect(sideArmy(marines, 'US', 'allies')).toBe('USMC');
    const red = start(applyBattleRules(mini({ hexes: [] }), ['allied-commissar']));
    expect(sideArmy(red, undefined, 'allies')).toBe('RU');
    const lip = start(applyBattleRules(mini({ hexes: [] }), ['stiff-upper-lip']));
    expect(sideArmy(lip, 'GB', 'allies')).toBe('BCF');
    const ita = start(applyBattleRules(mini({ hexes: [] }), ['italian-high-command']));
    expect(sideArmy(ita, 'DE', 'axis')).toBe('IT');
    // the rule belongs to one side: the other keeps its nation
    expect(sideArmy(marines, 'JP', 'axis')).toBe('JP');
  });

  it('the nation of the battle file, upper or lower case; none, or one the app has no mark for, gives no army', () => {
    expect(sideArmy(plain, 'DE', 'axis')).toBe('DE');
    expect(sideArmy(plain, 'ca', 'allies')).toBe('CA');
    expect(sideArmy(plain, undefined, 'allies')).toBeNull();
    expect(sideArmy(plain, 'XX', 'allies')).toBeNull();
  });

  it('[FAQ §VII Imperial Japanese Army] a side whose units are of an army (scenario unit `army`) fields it when the file names no nation', () => {
    const s = start(mini({ hexes: [{ row: 2, col: 4, unit: { side: 'axis', kind: 'infantry', army: 'japanese' } }] }));
    expect(sideArmy(s, undefined, 'axis')).toBe('JP');
    expect(sideArmy(s, undefined, 'allies')).toBeNull();
  });

  it('every army has a short and a full name in English and French, the French its own words, and a mark in both frames', () => {
    for (const id of ARMY_IDS) {
      for (const w of [GAME_TEXT.army[id], GAME_FR.army[id]]) {
        expect(w.short.length).toBeGreaterThan(1);
        expect(w.full.length).toBeGreaterThan(w.short.length - 1);
      }
      expect(GAME_FR.army[id].full).not.toBe(GAME_TEXT.army[id].full);
      for (const side of ['allies', 'axis'] as const) expect(ArmyMark({ army: id, side })).toBeTruthy();
    }
  });

  it('the chip read aloud names the army after the side (English and French)', () => {
    expect(GAME_TEXT.track('allies', 'Ann', 1, 4, true, false, 'US Marine Corps')).toBe('Allies (US Marine Corps), Ann: 1 of 4 medals, their turn');
    expect(GAME_FR.track('axis', 'Bob', 0, 4, false, false, 'Armée impériale japonaise')).toBe('Axe (Armée impériale japonaise), Bob\u00A0: 0 médaille sur 4');
    expect(GAME_TEXT.track('axis', 'Bob', 0, 4, false, false)).toBe('Axis, Bob: 0 of 4 medals');
  });
});
