import { describe, expect, it } from 'vitest';
import { CARD_DEFS } from '../../src/engine/cards';
import { DIE_FACES } from '../../src/engine/dice';
import { ALL, OBSTACLES, TERRAIN } from '../../src/engine/terrain';
import { UNIT_KINDS } from '../../src/engine/units';
import {
  battleRuleRows,
  faceRows,
  facesThatHit,
  hitRows,
  longestRange,
  markerRows,
  obstacleRows,
  sectionCardRows,
  tacticCardRows,
  terrainRows,
  unitRows,
} from '../../src/ui/app/rules-tables';
import { RULES_TEXT } from '../../src/ui/text/rules';
import { MARKER_KINDS } from '../../src/engine/markers';
import { BATTLE_RULE_IDS } from '../../src/scenario/battleRules';
import { SCENARIO_IMPORT_TEXT } from '../../src/ui/text/scenarioImport';

const byKey = <T extends { key: string }>(rows: T[], key: string): T => rows.find((r) => r.key === key)!;

describe('rules help tables', () => {
  it('has one terrain row per terrain kind of the engine, each with words in every column', () => {
    const rows = terrainRows();
    expect(rows.map((r) => r.key)).toEqual(Object.keys(TERRAIN));
    for (const r of rows) {
      expect(r.name).toBe(RULES_TEXT.terrain.name[r.key as keyof typeof TERRAIN]);
      for (const cell of [r.moving, r.battle, r.sight]) {
        expect(cell.length).toBeGreaterThan(0);
        for (const sentence of cell) expect(sentence).toMatch(/\S.*\.$/);
      }
    }
  });

  it('says what the terrain table says: stops, caps, reductions, sight', () => {
    const rows = terrainRows();
    const T = RULES_TEXT.terrain;
    for (const r of rows) {
      const def = TERRAIN[r.key as keyof typeof TERRAIN];
      expect(r.moving.includes(T.stops)).toBe(def.stops === ALL);
      expect(r.moving.includes(T.impassable)).toBe(def.noEntry === ALL);
      expect(r.moving.includes(T.moveCap(def.moveCap))).toBe(def.moveCap < 12);
      expect(r.battle.includes(T.noBattleOnEntry)).toBe(def.noBattleOnEntry === ALL);
      expect(r.battle.includes(T.noBattleFrom)).toBe(def.noBattleFrom);
      const [vi, va] = def.protection;
      expect(r.battle.includes(T.protection(vi, va))).toBe(vi + va > 0);
      expect(r.sight).toEqual([def.blocksSight ? T.blocksSight : def.mountain ? T.mountainSight : def.hill ? T.hillSight : T.clearSight]);
    }
    // A mountain's own rules: the climbing rule, the range's level and its artillery's dice.
    expect(byKey(rows, 'mountain').moving).toContain(T.mountainSteps);
    expect(byKey(rows, 'mountain').battle).toEqual(expect.arrayContaining([T.mountainLevel, T.artilleryDice([3, 3, 2, 2, 1, 1, 1])]));
    // The numbers themselves come through: forest protects 1 against infantry and 2 against armor.
    expect(byKey(rows, 'forest').battle.join(' ')).toContain('infantry roll 1 die fewer and armor 2 dice fewer');
    expect(byKey(rows, 'beach').moving).toContain(T.moveCap(TERRAIN.beach.moveCap));
    expect(byKey(rows, 'countryside')).toMatchObject({ moving: [T.none], battle: [T.none], sight: [T.clearSight] });
  });

  it('has a row for every obstacle, plus bunker, field bunker, bridge and pontoon bridge', () => {
    const keys = obstacleRows().map((r) => r.key);
    expect(keys).toEqual([...Object.keys(OBSTACLES), 'bunker', 'field-bunker', 'bridge', 'pontoon', 'road']);
    const T = RULES_TEXT.terrain;
    for (const r of obstacleRows()) {
      const def = OBSTACLES[r.key as keyof typeof OBSTACLES];
      if (!def) continue;
      expect(r.battle.includes(T.ignoresFlag)).toBe(def.ignoresFlag);
      expect(r.moving.includes(T.infantryOnly)).toBe(def.infantryOnly);
      expect(r.moving.includes(T.stops)).toBe(def.stops);
    }
    expect(byKey(obstacleRows(), 'bunker').sight).toEqual([T.blocksSight]);
    expect(byKey(obstacleRows(), 'field-bunker').battle).toContain(T.ignoresFlag);
  });

  it('[FAQ §III Smoke Screen, Camouflage, Capture HQ/Supply Tent; FAQ §II Pontoon Bridges; rules-decisions C27, C91, C92] the markers the merged rules put on the board have rows: smoke both faces, camouflage, headquarters free and held, a sudden-death hex, dam charges and a sabotaged dam, a blown bridge, battle star', () => {
    const T = RULES_TEXT.terrain;
    const keys = markerRows().map((r) => r.key);
    expect(keys).toEqual(['minefield', 'exit', 'objective', 'smoke', 'smoke-thinning', 'camouflage', 'headquarters', 'headquarters-captured', 'sudden-death', 'dam-charges', 'dam-sabotaged', 'blown-bridge', ...MARKER_KINDS, 'sea-wall']);
    for (const key of ['smoke', 'smoke-thinning'] as const) expect(byKey(markerRows(), key).sight).toEqual([T.blocksSight]);
    for (const r of markerRows()) {
      expect(r.name.length, r.key).toBeGreaterThan(0);
      // Each has its own words besides the table's: what it is and what it does.
      expect([...r.moving, ...r.battle].some((s) => s !== T.none), r.key).toBe(true);
    }
    expect(byKey(obstacleRows(), 'pontoon').moving).toEqual(byKey(obstacleRows(), 'bridge').moving.slice(0, -1).concat(T.extra.pontoon!.moving!));
    expect(byKey(markerRows(), 'battle-star').moving.join(' ')).toMatch(/notes/);
  });

  it('[reference NOTES.md 23 Toulon, 29 Saverne Gap; rules-decisions B5] the sudden-death hexes have a row: the side wins at once at the end of its turn, whatever the medals', () => {
    const row = byKey(markerRows(), 'sudden-death');
    expect(row.moving.join(' ')).toMatch(/wins at once when its own turn ends/);
    expect(row.moving.join(' ')).toMatch(/whatever the medals/);
  });

  it('[FAQ §II Sea Wall, l.797-809; rules-decisions C390] the sea wall has a row: the sandbags\' cover and flag, clear sight', () => {
    const T = RULES_TEXT.terrain;
    const row = byKey(markerRows(), 'sea-wall');
    expect(row.battle).toContain(T.ignoresFlag);
    expect(row.sight).toEqual([T.clearSight]);
    expect(row.battle.join(' ')).toMatch(/side it shelters/);
  });

  it('[battleRules.ts BATTLE_RULES] the Battle rules topic lists every named battle rule in the import switches\' own words', () => {
    const rows = battleRuleRows();
    expect(rows.map((r) => r.id)).toEqual(BATTLE_RULE_IDS);
    for (const r of rows) expect(r).toEqual({ id: r.id, ...SCENARIO_IMPORT_TEXT.rule[r.id] });
    expect(rows.find((r) => r.id === 'desert')?.name).toBe('Desert armor');
  });

  it('[house rules App. 2 Bunkers, Fortress, l.556] a fortress row says every flag may be ignored, artillery hits only with stars, and artillery on it stays', () => {
    const T = RULES_TEXT.terrain;
    const row = byKey(terrainRows(), 'fortress');
    expect(row.battle).toEqual(expect.arrayContaining([T.ignoresAllFlags, T.artilleryStarsOnly]));
    expect(row.battle).not.toContain(T.ignoresFlag);
    expect(row.moving).toEqual(expect.arrayContaining([T.noEntryFor(['armor', 'artillery']), T.holdsArtillery]));
    expect(row.sight).toEqual([T.blocksSight]);
  });

  it('[FAQ §II Frozen Rivers, Cliffs & Sea Bluffs, Escarpments; decisions C46, C54, C56] the frozen river, cliff and escarpment rows say their own rules', () => {
    const T = RULES_TEXT.terrain;
    const rows = terrainRows();
    expect(byKey(rows, 'frozen-river').moving).toEqual([T.thinIce(2)]);
    expect(byKey(rows, 'frozen-river').sight).toEqual([T.clearSight]);
    expect(byKey(rows, 'cliff').moving).toEqual([T.extra.cliff!.moving]);
    expect(byKey(rows, 'sea-bluff').moving).toEqual([T.extra['sea-bluff']!.moving]);
    expect(byKey(rows, 'cliff').sight).toEqual([T.hillSight]);
    expect(byKey(rows, 'escarpment')).toMatchObject({ moving: [T.impassable, T.noRetreat], sight: [T.blocksSight] });
  });

  it('has one unit row per unit kind, with the engine dice, figures and moves', () => {
    const rows = unitRows();
    expect(rows.map((r) => r.kind)).toEqual(Object.keys(UNIT_KINDS));
    for (const r of rows) {
      const k = UNIT_KINDS[r.kind];
      expect(r.dice).toEqual(k.dice);
      expect(r.name).toBe(RULES_TEXT.units.name[r.kind]);
      expect(r.figures).toBe(RULES_TEXT.units.figures(k.figures));
      // A unit with no battle dice (an aircraft carrier, a command car) only moves.
      expect(r.moves).toBe(k.dice.length ? RULES_TEXT.units.moves(k.move, k.moveAndBattle) : RULES_TEXT.units.movesOnly(k.move));
      expect(r.notes.includes(RULES_TEXT.units.noSight)).toBe(!k.needsSight);
      expect(r.notes.includes(RULES_TEXT.units.overrun)).toBe(k.overrun);
    }
    expect(longestRange()).toBe(Math.max(...rows.map((r) => r.dice.length)));
  });

  it('words moves by what the unit may still do', () => {
    const U = RULES_TEXT.units;
    expect(U.moves(2, 1)).toBe('Moves 1 hex and may battle, or up to 2 hexes and may not.');
    expect(U.moves(3, 3)).toBe('Moves up to 3 hexes and may still battle.');
    expect(U.moves(1, 0)).toBe('Moves 1 hex and may not battle, or stays put and battles.');
  });

  it('reads what hits what off the scoring rule: grenades hit all, symbols their own kind', () => {
    expect(facesThatHit('infantry')).toEqual(['infantry', 'grenade']);
    expect(facesThatHit('armor')).toEqual(['armor', 'grenade']);
    expect(facesThatHit('artillery')).toEqual(['grenade']);
    expect(hitRows().map((r) => r.symbol)).toEqual(['infantry', 'armor', 'artillery']);
  });

  it('lists each die face once with its share of the six faces', () => {
    const rows = faceRows();
    expect(rows.map((r) => r.face)).toEqual([...new Set(DIE_FACES)]);
    expect(rows.reduce((n, r) => n + r.count, 0)).toBe(DIE_FACES.length);
    expect(rows.find((r) => r.face === 'infantry')!.count).toBe(2);
  });

  it('gives every tactic card one line, and folds left/centre/right section cards into one row', () => {
    const tactics = tacticCardRows();
    expect(tactics.map((r) => r.key)).toEqual(CARD_DEFS.filter((d) => d.kind === 'tactic').map((d) => d.type));
    for (const r of tactics) expect(r.text).toMatch(/\S.*\.$/);

    const sections = sectionCardRows();
    expect(sections.map((r) => r.key)).toEqual([
      'recon',
      'probe',
      'attack',
      'assault',
      'recon-in-force',
      'general-advance',
      'pincer-move',
    ]);
    const C = RULES_TEXT.cards;
    expect(byKey(sections, 'recon').text).toBe(`${C.inNamedSection(1)} ${C.recon}`);
    expect(byKey(sections, 'attack').text).toBe(C.inNamedSection(3));
    expect(byKey(sections, 'assault').text).toBe(C.inNamedSection('all'));
    expect(byKey(sections, 'general-advance').text).toBe(C.eachSection(2));
    expect(byKey(sections, 'pincer-move').text).toBe(C.eachFlank(2));
  });
});
