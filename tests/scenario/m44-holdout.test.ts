/**
 * The importer's readings learned from the survey of public real scenarios (docs/research/holdout-survey.md;
 * src/scenario/m44Holdout.ts): each on a small hand-written `.m44` battle, never a surveyed file.
 */
import { describe, expect, it } from 'vitest';
import { importM44 } from '../../src/scenario/m44';
import { LATE_WAR_FROM, lateWarBattle } from '../../src/scenario/m44Holdout';
import { m44WithUnit } from './helpers';

type M44Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The small battle with `unit` on (3,9), dated as given (`date_begin` only when `begin` is set). */
function dated(unit: M44Json, begin?: string): M44Json {
  const m = m44WithUnit(unit, 'Holdout Test');
  if (begin !== undefined) m.game_info.date_begin = begin;
  return m;
}

function unitAt(m: M44Json, row: number, col: number) {
  const r = importM44(m);
  expect(r.ok ? [] : r.unsupported).toEqual([]);
  return r.ok ? r.scenario.board.hexes.find((h) => h.row === row && h.col === col)?.unit : undefined;
}

function terrainAt(m: M44Json, row: number, col: number) {
  const r = importM44(m);
  expect(r.ok ? [] : r.unsupported).toEqual([]);
  return r.ok ? r.scenario.board.hexes.find((h) => h.row === row && h.col === col)?.terrain : undefined;
}

describe('importM44: the Special Weapon Assets by badge (holdout survey)', () => {
  it('[Equipment Pack §V Special Weapon Assets, l.518-536; FAQ §IX; rules-decisions C372] badge37 on standard infantry is the anti-tank weapon: early war before late 1942', () => {
    for (const name of ['infger', 'infbrit', 'infus', 'infru']) {
      expect(unitAt(dated({ name, badge: 'badge37' }, '1941-06-15'), 3, 9)).toMatchObject({ kind: 'anti-tank-gun', badge: 'badge37' });
    }
  });

  it('[Equipment Pack §V, l.536 "from late 1942 onward"; rules-decisions C372, C374] badge37 in a battle from late 1942 is the late-war anti-tank gun', () => {
    expect(unitAt(dated({ name: 'infger', badge: 'badge37' }, '1944-07-09'), 3, 9)).toMatchObject({ kind: 'anti-tank-gun-late', badge: 'badge37' });
    expect(unitAt(dated({ name: 'infger', badge: 'badge37' }, LATE_WAR_FROM), 3, 9)).toMatchObject({ kind: 'anti-tank-gun-late' });
    expect(unitAt(dated({ name: 'infger', badge: 'badge37' }, '1942-09-30'), 3, 9)).toMatchObject({ kind: 'anti-tank-gun' });
  });

  it('[Equipment Pack §V Mortar, l.540-550; rules-decisions C373, C374] badge41 on standard infantry is the mortar, its model by the date', () => {
    expect(unitAt(dated({ name: 'infger', badge: 'badge41' }, '1944-08-01'), 3, 9)).toMatchObject({ kind: 'mortar-late', badge: 'badge41' });
    expect(unitAt(dated({ name: 'infjp', badge: 'badge41' }, '1942-01-11'), 3, 9)).toMatchObject({ kind: 'mortar', badge: 'badge41' });
  });

  it('[rules-decisions C374] a battle without a readable date plays the early models; the assets are no longer listed as insignia', () => {
    for (const begin of [undefined, '', 'June 1944', '1944-7-9']) {
      const m = dated({ name: 'infger', badge: 'badge37' }, begin);
      const r = importM44(m);
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      expect(r.scenario.board.hexes.find((h) => h.row === 3 && h.col === 9)?.unit?.kind).toBe('anti-tank-gun');
      expect(r.notApplied.filter((n) => n.kind === 'badge')).toEqual([]);
    }
    expect(lateWarBattle(undefined)).toBe(false);
    expect(lateWarBattle(' 1943-01-01 ')).toBe(true);
  });

  it('[rules-decisions C372, C373, C210] on any other unit type the two badges stay insignia (the files show them on standard infantry only)', () => {
    const r = importM44(dated({ name: 'gunger', badge: 'badge41' }, '1944-08-01'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.scenario.board.hexes.find((h) => h.row === 3 && h.col === 9)?.unit).toEqual({ side: 'axis', kind: 'artillery', badge: 'badge41' });
    expect(r.notApplied).toContainEqual({ kind: 'badge', badge: 'badge41', hexes: [{ row: 3, col: 9 }] });
    expect(unitAt(dated({ name: 'inf2us', badge: 'badge37' }, '1944-08-01'), 3, 9)).toMatchObject({ kind: 'special-forces', badge: 'badge37' });
  });
});

describe('importM44: tile names of other faces (holdout survey)', () => {
  it('[FAQ §II Airfields; rules-decisions C370] the desert, winter and crossing airfield tiles are airfields', () => {
    for (const name of ['dairfield', 'dairfieldX', 'wairfield', 'wairfieldX', 'airfieldX', 'pairfield']) {
      const m = m44WithUnit({ name: 'infger' }, 'Airfields');
      m.board.hexagons.push({ row: 4, col: 12, terrain: { name, orientation: 2 } });
      expect([name, terrainAt(m, 4, 12)]).toEqual([name, 'airfield']);
    }
  });

  it('[House rules, Eastern Front: Trenches; rules-decisions C371] the winter trench tile is a trench', () => {
    const m = m44WithUnit({ name: 'infru' }, 'Trenches');
    m.board.hexagons.push({ row: 4, col: 10, terrain: { name: 'wtrenches', orientation: 1 }, unit: { name: 'infru' } });
    expect(terrainAt(m, 4, 10)).toBe('trenches');
  });
});

describe('importM44: other spellings of the survey files (holdout survey)', () => {
  it('[FAQ Exit Markers; rules-decisions C375] a hex whose one tag is written `tag` (an object, not a list) is read as that tag', () => {
    const m = m44WithUnit({ name: 'infger' }, 'Exits');
    m.board.hexagons.push({ row: 0, col: 8, tag: { name: 'tag4' } }, { row: 0, col: 18, tag: { name: 'medal1' } });
    const r = importM44(m);
    expect(r.ok ? [] : r.unsupported).toEqual([]);
    if (!r.ok) return;
    expect(r.ignored.filter((x) => x.includes('"tag"'))).toEqual([]);
    expect(r.scenario.board.hexes.find((h) => h.row === 0 && h.col === 8)?.exit).toBeDefined();
    expect(r.scenario.objectives?.some((o) => o.hexes.some((h) => h.row === 0 && h.col === 18))).toBe(true);
  });

  it('[rules-decisions C376; FAQ §III Blitz Rules] partial_blitz_rules written true (no side) is the Allied armor\'s partial Blitz', () => {
    const m = m44WithUnit({ name: 'tankbrit' }, 'Partial Blitz');
    m.game_info.options = { partial_blitz_rules: true };
    const r = importM44(m);
    expect(r.ok ? [] : r.unsupported).toEqual([]);
    const side = m44WithUnit({ name: 'tankbrit' }, 'Partial Blitz');
    side.game_info.options = { partial_blitz_rules: 'ALLIES' };
    const named = importM44(side);
    expect(r.ok && named.ok).toBe(true);
    if (!r.ok || !named.ok) return;
    expect(r.scenario).toEqual(named.scenario);
    const off = m44WithUnit({ name: 'tankbrit' }, 'Partial Blitz');
    off.game_info.options = { partial_blitz_rules: false };
    const none = importM44(off);
    expect(none.ok && JSON.stringify(none.scenario) !== JSON.stringify(r.scenario)).toBe(true);
  });
});

describe('importM44: badges the survey files identify (holdout survey)', () => {
  it('[FAQ §IV Combat Engineers; rules-decisions C377] badge31 on Japanese infantry is the engineers\' badge', () => {
    expect(unitAt(dated({ name: 'inf2jp', badge: 'badge31' }), 3, 9)).toMatchObject({ side: 'axis', kind: 'engineers', badge: 'badge31' });
    expect(unitAt(dated({ name: 'infjp', badge: 'badge31' }), 3, 9)).toMatchObject({ kind: 'engineers' });
  });

  it('[Troops 2 Specialized Units; rules-decisions C378] badge10 on 4-figure German tanks is an elite patch: elite armor, not listed as an insignia', () => {
    const r = importM44(dated({ name: 'tank2ger', badge: 'badge10', nbr_units: '4' }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.scenario.board.hexes.find((h) => h.row === 3 && h.col === 9)?.unit).toMatchObject({ kind: 'elite-armor', badge: 'badge10' });
    expect(r.notApplied.filter((n) => n.kind === 'badge')).toEqual([]);
  });
});

describe('importM44: railroad bridges (holdout survey)', () => {
  it('[FAQ §II Railroad Bridges, l.1196-1212; rules-decisions C380] a railroad bridge on a river hex plays as the railroad: crossable, armor and artillery stop on it', async () => {
    const { TERRAIN } = await import('../../src/engine/terrain');
    const m = m44WithUnit({ name: 'infger' }, 'Rail bridge');
    m.board.hexagons.push({ row: 4, col: 8, terrain: { name: 'river', orientation: 2 }, rect_terrain: { name: 'railbridge', orientation: 2 }, tags: [{ name: 'medal1' }] });
    expect(terrainAt(m, 4, 8)).toBe('railroad');
    const rail = TERRAIN.railroad;
    expect([rail.noEntry ?? 0, (rail.stops ?? 0) !== 0, rail.blocksSight ?? false]).toEqual([0, true, false]);
    const dry = m44WithUnit({ name: 'infger' }, 'Rail bridge');
    dry.board.hexagons.push({ row: 4, col: 8, rect_terrain: { name: 'railbridge' } });
    const r = importM44(dry);
    expect(r.ok ? [] : r.problems.map((p) => p.message)).toEqual(['the railroad bridge at (4,8) is not on a river']);
  });
});

describe('importM44: the older campaign layout (holdout survey)', () => {
  it('[rules-decisions C382] a campaign file with no scenarios.list takes its battles from a side\'s numbered list; the newer layout is unchanged', () => {
    const old = { campaignId: '40901', scenarios: { ALLIES: { reserve_tokens: 3, country: 'GB', 0: 101, 1: 102, 2: 103 }, AXIS: { 0: 101, 1: 102, 2: 103 } } };
    const r = importM44(old);
    expect(r.ok).toBe(false);
    if (r.ok || !r.campaign) throw new Error('not read as a campaign');
    expect(r.campaign.battles).toEqual([{ name: 'Scenario 101', scenarioId: 101 }, { name: 'Scenario 102', scenarioId: 102 }, { name: 'Scenario 103', scenarioId: 103 }]);
    // The newer layout: the sides' numbers are steps of the list, not ids; the list is read as before.
    const newer = { campaignId: '40902', scenarios: { list: [201, 202], name: ['A', 'B'], ALLIES: { 0: 1, 1: 'END' } } };
    const n = importM44(newer);
    expect(!n.ok && n.campaign?.battles).toEqual([{ name: 'A', scenarioId: 201 }, { name: 'B', scenarioId: 202 }]);
    // Nothing readable: still refused as listing no battle.
    const none = importM44({ campaignId: '40903', scenarios: { ALLIES: { 0: 'END' } } });
    expect(!none.ok && none.problems.map((p) => p.message)).toEqual(['the campaign file lists no battle']);
  });
});

describe('importM44: the Air Strikes option (holdout survey)', () => {
  it('[FAQ §III Air Strikes, l.1751-1758; rules-decisions C383] air_strikes_rules names the side whose Recon 1 cards may be played as Air Power', async () => {
    const { BATTLE_RULES } = await import('../../src/scenario/battleRules');
    for (const [value, side] of [['ALLIES', 'allies'], ['axis', 'axis']] as const) {
      const m = m44WithUnit({ name: 'tankus' }, 'Air Strikes');
      m.game_info.options = { air_strikes_rules: value };
      const r = importM44(m);
      expect(r.ok ? [] : r.unsupported).toEqual([]);
      if (!r.ok) continue;
      expect(r.notApplied.filter((n) => n.kind === 'unknown-option')).toEqual([]);
      const plain = importM44(m44WithUnit({ name: 'tankus' }, 'Air Strikes'));
      if (!plain.ok) throw new Error('plain battle refused');
      expect(r.scenario).toEqual(BATTLE_RULES[side === 'allies' ? 'allied-air-strikes' : 'axis-air-strikes'](plain.scenario));
    }
    const odd = m44WithUnit({ name: 'tankus' }, 'Air Strikes');
    odd.game_info.options = { air_strikes_rules: 'BOTH' };
    expect(importM44(odd).ok ? [] : (importM44(odd) as { unsupported: string[] }).unsupported).toEqual(['game option "air_strikes_rules" = "BOTH"']);
  });
});
