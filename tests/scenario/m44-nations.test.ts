/**
 * The importer reads the armies (src/scenario/m44.ts `unitArmy`; battleRules.ts `gung-ho`, `italian-high-command`):
 * each side's nation and each unit's into the engine's army rules (troops/nations.ts). Decisions C170-C189.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import { importM44, type M44ImportResult } from '../../src/scenario/m44';
import { validateScenario } from '../../src/scenario/validate';
import { applyBattleRules } from '../../src/scenario/battleRules';
import { describeProblems } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function battle(axis = 'DE'): Json {
  return {
    meta_data: { scenario_id: '7' },
    game_info: {
      starting: 'PLAYER1',
      side_player1: 'AXIS',
      side_player2: 'ALLIES',
      country_player1: axis,
      country_player2: 'US',
      cards_player1: 4,
      cards_player2: 4,
      victory_player1: 4,
      victory_player2: 4,
    },
    board: { type: 'STANDARD', face: 'COUNTRY', hexagons: [{ row: 0, col: 0, unit: { name: 'infger' } }, { row: 8, col: 8, unit: { name: 'infus' } }] },
    text: { en: { name: 'Army Test' } },
  };
}

function imported(input: unknown): Extract<M44ImportResult, { ok: true }> {
  const r = importM44(input);
  if (!r.ok) throw new Error(`refused:\n${r.unsupported.join('\n')}\n${describeProblems(r.problems)}`);
  return r;
}
const armyAt = (r: Extract<M44ImportResult, { ok: true }>, row: number, col: number) => r.scenario.board.hexes.find((h) => h.row === row && h.col === col)?.unit?.army;
const read = (name: string): Json => JSON.parse(readFileSync(new URL(`../fixtures/expansion-scenarios/${name}`, import.meta.url), 'utf8')) as Json;

describe('importM44: the armies', () => {
  it('[FAQ §VII Imperial Japanese Army; decision C170] `jp` figures and every unit of a side whose country is JP follow the Japanese rules; nothing is listed as not applied', () => {
    const m = battle('JP');
    m.board.hexagons.push({ row: 1, col: 1, unit: { name: 'infjp' } });
    const r = imported(m);
    expect(armyAt(r, 0, 0)).toBe('japanese');
    expect(armyAt(r, 1, 1)).toBe('japanese');
    expect(armyAt(r, 8, 8)).toBeUndefined();
    expect(r.notApplied.filter((n) => n.kind === 'nation')).toEqual([]);
  });

  it('[Equipment Pack §VII Italy; decision C170] `it` figures, and any unit of a side whose country is IT (German figures standing in), follow the Italian rules', () => {
    const r = imported(battle('IT'));
    expect(armyAt(r, 0, 0)).toBe('italian');
    const m = battle();
    m.board.hexagons.push({ row: 1, col: 1, unit: { name: 'gunit' } });
    const r2 = imported(m);
    expect(armyAt(r2, 1, 1)).toBe('italian');
    expect(armyAt(r2, 0, 0)).toBeUndefined();
  });

  it('[Equipment Pack l.688 "the Italian Army badge"; decision C176] badge38 is the Italian Army badge: the unit imports, follows the Italian rules and keeps its badge', () => {
    const m = battle();
    m.board.hexagons.push({ row: 1, col: 1, unit: { name: 'tankger', badge: 'badge38' } });
    const r = imported(m);
    expect(r.scenario.board.hexes.find((h) => h.row === 1)?.unit).toEqual({ side: 'axis', kind: 'armor', badge: 'badge38', army: 'italian' });
  });

  it('[FAQ §VII US Marine Corps; OPTIONS.md gung_ho; decision C172] the gung_ho option plays Gung Ho for the Allies', () => {
    const m = battle('JP');
    m.game_info.options = { gung_ho: true };
    const r = imported(m);
    expect(r.scenario.rules?.gungHo).toBe('allies');
    expect(newGame(r.scenario, { seed: 1 }).special?.gungHo).toBe('allies');
  });

  it('[Equipment Pack §VII Italian High Command; OPTIONS.md italy_royal_army; decision C175] the italy_royal_army option plays the High Command for the Axis: 6 cards', () => {
    const m = battle('IT');
    m.game_info.options = { italy_royal_army: true };
    const r = imported(m);
    expect(r.scenario.rules?.highCommand).toBe('axis');
    expect(newGame(r.scenario, { seed: 1 }).cards.hands.axis).toHaveLength(6);
  });

  it('[scenario survey] 4241 Escape via the Coastal Road imports: its badge38 infantry are Italian', () => {
    const r = imported(read('4241-EscapeViaTheCoastalRoad.m44.json'));
    expect(armyAt(r, 4, 22)).toBe('italian');
    expect(armyAt(r, 5, 23)).toBe('italian');
    expect(r.scenario.board.hexes.filter((h) => h.unit?.army).length).toBe(2);
  });

  it('[Equipment Pack §VII France, l.646 "French Infantry units have 4 figures"; decision C321] `inffr` is standard infantry of 4 figures of the French army; a French side on other figures is not', () => {
    const m = battle();
    m.game_info.country_player2 = 'FR';
    m.board.hexagons.push({ row: 7, col: 7, unit: { name: 'inffr' } });
    const r = imported(m);
    const u = r.scenario.board.hexes.find((h) => h.row === 7 && h.col === 7)?.unit;
    expect(u).toEqual({ side: 'allies', kind: 'infantry', army: 'french' });
    expect(newGame(r.scenario, { seed: 1 }).units.find((x) => x.army === 'french')?.figures).toBe(4);
    expect(armyAt(r, 8, 8)).toBeUndefined();
  });

  it('[Equipment Pack §VII Furia Francese; decision C320] the furia-francese switch writes rules.furiaFrancese, which the format accepts and the engine reads', () => {
    const r = imported(battle());
    const sc = applyBattleRules(r.scenario, ['furia-francese']);
    expect(sc.rules).toEqual({ furiaFrancese: true });
    expect(validateScenario(sc).ok).toBe(true);
    expect(newGame(sc, { seed: 1 }).special?.furiaFrancese).toBe(true);
    expect(newGame(r.scenario, { seed: 1 }).special?.furiaFrancese).toBeUndefined();
  });

  it('[scenario format] a scenario unit\'s army is one of the armies; anything else is a problem', () => {
    const r = imported(battle('JP'));
    const bad = JSON.parse(JSON.stringify(r.scenario)) as Json;
    bad.board.hexes[0].unit.army = 'martian';
    const v = validateScenario(bad);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(describeProblems(v.problems)).toMatch(/unit army/);
  });
});

describe('importM44: the British Commonwealth', () => {
  it('[FAQ §VII British Commonwealth Forces; OPTIONS.md british_commonwealth; decision C179] the british_commonwealth option plays Stiff Upper Lip for the Allies; a GB country alone lists nothing', () => {
    const m = battle();
    m.game_info.country_player2 = 'GB';
    expect(imported(m).scenario.rules?.stiffUpperLip).toBeUndefined();
    expect(imported(m).notApplied).toEqual([]);
    m.game_info.options = { british_commonwealth: true };
    expect(imported(m).scenario.rules?.stiffUpperLip).toBe('allies');
  });
});
