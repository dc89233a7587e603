/**
 * The importer and the infantry-family units (foot): badges read into the engine's unit kinds.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importM44 } from '../../src/scenario/m44';
import type { Scenario } from '../../src/scenario/types';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A small battle with one unit of each side and the unit under test on (3,9). */
function battleWith(unit: Json): Json {
  return {
    game_info: { starting: 'PLAYER2', side_player1: 'AXIS', side_player2: 'ALLIES', cards_player1: 4, cards_player2: 5, victory_player1: 4, victory_player2: 4 },
    board: {
      type: 'STANDARD',
      face: 'COUNTRY',
      hexagons: [
        { row: 0, col: 0, unit: { name: 'infger' } },
        { row: 8, col: 2, unit: { name: 'infus' } },
        { row: 3, col: 9, unit },
      ],
    },
    text: { en: { name: 'Foot Test' } },
  };
}

function unitOn(input: Json, row = 3, col = 9) {
  const r = importM44(input);
  if (!r.ok) throw new Error(`refused: ${r.unsupported.join('; ')}`);
  return r.scenario.board.hexes.find((h) => h.row === row && h.col === col)?.unit;
}

const read = (file: string): Json => JSON.parse(readFileSync(new URL(`../fixtures/expansion-scenarios/${file}`, import.meta.url), 'utf8')) as Json;

function kindsOf(sc: Scenario): string[] {
  return sc.board.hexes.filter((h) => h.unit?.kind === 'engineers').map((h) => `${h.unit!.side}:${h.row},${h.col}`);
}

describe('importM44: combat engineers', () => {
  for (const badge of ['badge6', 'badge8', 'badge12', 'badge28']) {
    for (const prefix of ['inf', 'inf2']) {
      it(`[rules-decisions C150; FAQ §IV Combat Engineers l.2316 "Place a badge on the xxx Engineer units"] ${prefix} with ${badge} is a combat engineer unit`, () => {
        for (const [nation, side] of [['ger', 'axis'], ['us', 'allies'], ['ru', 'allies'], ['brit', 'allies'], ['jp', 'axis']] as const) {
          const u = unitOn(battleWith({ name: `${prefix}${nation}`, badge }));
          // Japanese figures follow their army's rules (the nations' `army`, decision C170).
          expect(u).toEqual(nation === 'jp' ? { side, kind: 'engineers', badge, army: 'japanese' } : { side, kind: 'engineers', badge });
        }
      });
    }
  }

  it('[rules-decisions C150; FAQ §IV Combat Engineers "4 figures"] a number of figures other than 4 is kept; 4 is the default', () => {
    expect(unitOn(battleWith({ name: 'infger', badge: 'badge6', nbr_units: 3 }))).toEqual({ side: 'axis', kind: 'engineers', badge: 'badge6', figures: 3 });
    expect(unitOn(battleWith({ name: 'infger', badge: '6', nbr_units: 4 }))).toEqual({ side: 'axis', kind: 'engineers', badge: 'badge6' });
  });

  it('[rules-decisions C150; scenario survey 12498 equipment_packs BADGE6 "Engineers"] the battles held back only by their engineers now import, with them', () => {
    const expected: Record<string, string[]> = {
      '12498-BretelWood.m44.json': ['axis:0,16', 'axis:2,10'],
      '12509-VaumicelManor.m44.json': ['axis:0,14', 'axis:1,7', 'allies:8,18'],
      '1488-JapaneseCounterattack.m44.json': ['allies:7,5', 'allies:8,4', 'allies:8,22'],
      '6370-BattleOfAlamElHalfa.m44.json': ['axis:2,2', 'axis:2,10', 'axis:3,19'],
    };
    for (const [file, units] of Object.entries(expected)) {
      const r = importM44(read(file));
      expect([file, r.ok]).toEqual([file, true]);
      if (r.ok) expect(kindsOf(r.scenario).sort()).toEqual([...units].sort());
    }
  });

  it('[rules-decisions C150] engineers are no longer a reason to refuse: the other files name only their other units', () => {
    // 9956 and 4230 open since their badges are insignia (decision C210).
    for (const file of ['1434-BreakoutToLisyanka.m44.json', '9956-BraskirOffensive.m44.json', '4230-FlankingManeuverAtBirHakeim.m44.json']) expect(importM44(read(file)).ok).toBe(true);
    for (const file of ['6380-NovilleToFoy.m44.json', '1518-SugarLoafAndHalfMoon.m44.json']) {
      const r = importM44(read(file));
      if (!r.ok) expect(r.unsupported.filter((u) => /Engineer/.test(u))).toEqual([]);
    }
  });
});

describe('importM44: snipers', () => {
  for (const badge of ['badge26', 'badge27']) {
    for (const prefix of ['inf', 'inf2']) {
      it(`[rules-decisions C155; Equipment Pack, Sniper "place a single Sniper figure"] ${prefix} with ${badge} is a sniper of one figure`, () => {
        for (const [nation, side] of [['ger', 'axis'], ['ru', 'allies'], ['us', 'allies']] as const) {
          expect(unitOn(battleWith({ name: `${prefix}${nation}`, badge, nbr_units: 1 }))).toEqual({ side, kind: 'sniper', badge });
          expect(unitOn(battleWith({ name: `${prefix}${nation}`, badge }))).toEqual({ side, kind: 'sniper', badge });
        }
      });
    }
  }

  it('[rules-decisions C155] snipers are no longer a reason to refuse 6541 and 9956 (9956 opens since C210)', () => {
    for (const file of ['6541-BreakthroughToTheBeach.m44.json', '9956-BraskirOffensive.m44.json']) {
      const r = importM44(read(file));
      if (!r.ok) expect(r.unsupported.filter((u) => /Sniper/.test(u))).toEqual([]);
    }
    expect(importM44(read('9956-BraskirOffensive.m44.json')).ok).toBe(true);
  });

  it('[scenario format] a sniper with more than one figure is a problem (its kind allows one)', () => {
    const r = importM44(battleWith({ name: 'infger', badge: 'badge26', nbr_units: 2 }));
    expect(r.ok).toBe(false);
  });
});

describe('importM44: cavalry and ski troops', () => {
  for (const prefix of ['inf', 'inf2']) {
    it(`[rules-decisions C158; Equipment Pack, Polish Cavalry "an Infantry symbol with a Cavalry badge"] ${prefix} with badge29 is cavalry`, () => {
      for (const [nation, side] of [['ru', 'allies'], ['ger', 'axis'], ['us', 'allies']] as const) {
        expect(unitOn(battleWith({ name: `${prefix}${nation}`, badge: 'badge29' }))).toEqual({ side, kind: 'cavalry', badge: 'badge29' });
      }
    });
    it(`[rules-decisions C159; Equipment Pack, Ski Troops "an Infantry unit symbol and a Ski Troop badge"] ${prefix} with badge30 is ski troops of 3 figures`, () => {
      for (const [nation, side] of [['ger', 'axis'], ['ru', 'allies']] as const) {
        expect(unitOn(battleWith({ name: `${prefix}${nation}`, badge: 'badge30' }))).toEqual({ side, kind: 'ski-troops', badge: 'badge30' });
      }
    });
  }

  it('[rules-decisions C158] 4717 Nach Moskau imports with its cavalry (its Big Gun and mobile artillery are the guns family\'s)', () => {
    const r = importM44(read('4717-NachMoskau.m44.json'));
    expect(r.ok ? [] : r.unsupported).toEqual([]);
    if (r.ok) expect(r.scenario.board.hexes.some((h) => h.unit?.kind === 'cavalry')).toBe(true);
  });
});

describe('importM44: badges identified from the files (foot)', () => {
  it('[rules-decisions C160; 4230 label "Ariete Division", 4241 label "Brescia and Pavia Divisions"] badge38 is the Italian army\'s badge: kept, and its unit follows the Italian army\'s rules (C170, C176)', () => {
    for (const name of ['infger', 'inf2ger', 'tankger', 'tank2ger']) {
      const r = importM44(battleWith({ name, badge: 'badge38' }));
      expect([name, r.ok]).toEqual([name, true]);
      if (!r.ok) continue;
      const unit = r.scenario.board.hexes.find((h) => h.row === 3 && h.col === 9)?.unit;
      expect(unit?.badge).toBe('badge38');
      expect(unit?.army).toBe('italian');
    }
    const r = importM44(read('4241-EscapeViaTheCoastalRoad.m44.json'));
    expect(r.ok).toBe(true);
  });

  it('[rules-decisions C161; VOCAB.md badge4 "German elite badge ... Decorative"] badge25 on Soviet special forces is the Soviet elite badge: kept, no rule', () => {
    expect(unitOn(battleWith({ name: 'inf2ru', badge: 'badge25' }))).toEqual({ side: 'allies', kind: 'special-forces', badge: 'badge25' });
  });

  it('[rules-decisions C210, superseding C162 and S29 here] badges with no identifying evidence are insignia: badge9, badge22 play as their figures (badge37, badge41: C372-C373)', () => {
    for (const [name, badge, kind] of [['inf2us', 'badge9', 'special-forces'], ['inf2us', 'badge22', 'special-forces'], ['inf2us', 'badge37', 'special-forces']]) {
      expect(unitOn(battleWith({ name: name!, badge: badge! }))).toMatchObject({ kind, badge });
    }
  });
});

