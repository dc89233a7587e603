/**
 * The importer and the badges no document ties to a rule (swa family, decision C210): insignia, not refusals.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importM44 } from '../../src/scenario/m44';
import { readNotApplied, tidyNotApplied, type NotApplied } from '../../src/scenario/notApplied';
import { SCENARIO_IMPORT_TEXT } from '../../src/ui/text/scenarioImport';
import { SCENARIO_IMPORT_FR } from '../../src/ui/text/fr/scenarioImport';
import { unitFigures, validateScenario } from '../../src/scenario/validate';
import { minimal } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const read = (file: string): Json => JSON.parse(readFileSync(new URL(`../fixtures/expansion-scenarios/${file}`, import.meta.url), 'utf8')) as Json;

/** The development files each badge kept them from opening, with the units that wear it: [file, badge, kind, row, col]. */
const CASES: Array<[string, string, string, number, number]> = [
  ['4643-BattleOfAbbeville.m44.json', 'badge22', 'special-forces', 16, 10],
];

/**
 * The development files whose badge37 and badge41 units are Special Weapon Assets since the holdout survey
 * (decisions C372-C374, superseding C210 for these two badges): [file, badge, kind by the battle's date, row, col].
 */
const SWA_CASES: Array<[string, string, string, number, number]> = [
  ['23806-GermanCounterattackAtChaumont.m44.json', 'badge37', 'anti-tank-gun-late', 1, 5],
  ['4085-WittmannsFinalBattle.m44.json', 'badge37', 'anti-tank-gun-late', 1, 13],
  ['4230-FlankingManeuverAtBirHakeim.m44.json', 'badge37', 'anti-tank-gun', 6, 20],
  ['4232-1stArmouredToTheRescue.m44.json', 'badge37', 'anti-tank-gun', 2, 6],
  ['9956-BraskirOffensive.m44.json', 'badge37', 'anti-tank-gun-late', 7, 21],
  ['4683-ManadoLandings.m44.json', 'badge41', 'mortar', 15, 5],
];

describe('importM44: insignia badges (decision C210)', () => {
  for (const [file, badge, kind, row, col] of CASES) {
    it(`[rules-decisions C210; ${file.split('-')[0]}] ${badge} is an insignia: the battle opens, the unit plays as its figures (${kind}) and keeps the badge, the player is told`, () => {
      const r = importM44(read(file));
      expect(r.ok ? [] : r.unsupported).toEqual([]);
      if (!r.ok) return;
      const unit = r.scenario.board.hexes.find((h) => h.row === row && h.col === col)?.unit;
      expect(unit).toMatchObject({ kind, badge });
      const listed = r.notApplied.find((n): n is Extract<NotApplied, { kind: 'badge' }> => n.kind === 'badge' && n.badge === badge);
      expect(listed?.hexes).toContainEqual({ row, col });
    });
  }

  for (const [file, badge, kind, row, col] of SWA_CASES) {
    it(`[rules-decisions C372-C374, superseding C210 here; ${file.split('-')[0]}] ${badge} is a Special Weapon Asset: the unit plays as ${kind} and keeps the badge, not listed as an insignia`, () => {
      const r = importM44(read(file));
      expect(r.ok ? [] : r.unsupported).toEqual([]);
      if (!r.ok) return;
      expect(r.scenario.board.hexes.find((h) => h.row === row && h.col === col)?.unit).toMatchObject({ kind, badge });
      expect(r.notApplied.some((n) => n.kind === 'badge' && n.badge === badge)).toBe(false);
    });
  }

  it('[rules-decisions C210, C136, C211, C301, C372, C373; 6380] Noville to Foy: its badge 9 is an insignia, 37 and 41 its assets; with the supply trucks (C301) it imports', () => {
    const r = importM44(read('6380-NovilleToFoy.m44.json'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.notApplied.filter((n) => n.kind === 'badge').map((n) => n.kind === 'badge' && n.badge).sort()).toEqual(['badge9']);
    expect(r.scenario.board.hexes.filter((h) => h.unit?.badge === 'badge37' || h.unit?.badge === 'badge41').map((h) => h.unit?.kind).sort()).toEqual(['anti-tank-gun-late', 'anti-tank-gun-late', 'mortar-late']);
  });

  it('[rules-decisions C210] the badge item survives storage and merges by badge; a malformed one is dropped', () => {
    const items: NotApplied[] = [
      { kind: 'badge', badge: 'badge37', hexes: [{ row: 5, col: 11 }] },
      { kind: 'badge', badge: 'badge37', hexes: [{ row: 1, col: 1 }] },
      { kind: 'prose' },
    ];
    const tidy = tidyNotApplied(items);
    expect(tidy).toEqual([{ kind: 'prose' }, { kind: 'badge', badge: 'badge37', hexes: [{ row: 1, col: 1 }, { row: 5, col: 11 }] }]);
    expect(readNotApplied(JSON.parse(JSON.stringify(tidy)))).toEqual(tidy);
    expect(readNotApplied([{ kind: 'badge', badge: 'tiger', hexes: [] }, { kind: 'badge', badge: 'badge1', hexes: 'x' }])).toEqual([]);
  });

  it('[rules-decisions C210] the import screen words the badge item in English and French, naming the number', () => {
    const one: NotApplied = { kind: 'badge', badge: 'badge41', hexes: [{ row: 15, col: 5 }] };
    const two: NotApplied = { kind: 'badge', badge: 'badge37', hexes: [{ row: 1, col: 5 }, { row: 3, col: 13 }] };
    expect(SCENARIO_IMPORT_TEXT.notApplied(one)).toMatch(/^One unit wears a badge \(no\. 41\).*insignia/);
    expect(SCENARIO_IMPORT_TEXT.notApplied(two)).toMatch(/^2 units wear a badge \(no\. 37\)/);
    expect(SCENARIO_IMPORT_FR.notApplied(one)).toMatch(/^Une unité porte un insigne \(n°\u00A041\)/);
    expect(SCENARIO_IMPORT_FR.notApplied(two)).toMatch(/^2 unités portent/);
  });
});

describe('our scenario format: the special weapon assets (decisions C212-C214)', () => {
  it('[Equipment Pack §V; FAQ §IX; rules-decisions C214] the format places each model by its kind, 4 figures by default, never more', () => {
    for (const kind of ['anti-tank-gun', 'machine-gun-late', 'mortar-late', 'anti-tank-gun-late'] as const) {
      const sc = minimal();
      sc.board.hexes.push({ row: 6, col: 12, unit: { side: 'allies', kind } });
      const ok = validateScenario(sc);
      expect([kind, ok.ok]).toEqual([kind, true]);
      expect(unitFigures({ kind })).toBe(4);
      const five = minimal();
      five.board.hexes.push({ row: 6, col: 12, unit: { side: 'allies', kind, figures: 5 } });
      expect([kind, validateScenario(five).ok]).toEqual([kind, false]);
    }
  });
});
