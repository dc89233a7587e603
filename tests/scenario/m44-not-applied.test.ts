/**
 * What an imported battle names but the app does not play (src/scenario/notApplied.ts): battle options, prose rules,
 * drawn markers (battle stars: rules-decisions C27), nations, expansions; listed for the player, the battle imported.
 * Overlord boards stay refused with every reason (C82).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import { importM44, type M44ImportResult } from '../../src/scenario/m44';
import { importScenarioText } from '../../src/scenario/importFile';
import { SCENARIO_IMPORT_TEXT } from '../../src/ui/text/scenarioImport';
import { describeProblems } from './helpers';
import { appliedBattleRules, BATTLE_RULE_OPTIONS } from '../../src/scenario/battleRules';
import { UNPLAYED_OPTIONS } from '../../src/scenario/notApplied';
import { optionsInForce } from '../support/expansion-play';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function battle(): Json {
  return {
    meta_data: { scenario_id: '7' },
    game_info: {
      starting: 'PLAYER1',
      side_player1: 'AXIS',
      side_player2: 'ALLIES',
      country_player1: 'DE',
      country_player2: 'US',
      cards_player1: 4,
      cards_player2: 4,
      victory_player1: 4,
      victory_player2: 4,
    },
    board: {
      type: 'STANDARD',
      face: 'COUNTRY',
      hexagons: [
        { row: 0, col: 0, unit: { name: 'infger' } },
        { row: 8, col: 8, unit: { name: 'infus' } },
      ],
    },
    text: { en: { name: 'Star Test' } },
  };
}

function imported(input: unknown): Extract<M44ImportResult, { ok: true }> {
  const r = importM44(input);
  if (!r.ok) throw new Error(`refused:\n${r.unsupported.join('\n')}\n${describeProblems(r.problems)}`);
  return r;
}

const read = (name: string): Json => JSON.parse(readFileSync(new URL(`../fixtures/expansion-scenarios/${name}`, import.meta.url), 'utf8')) as Json;

describe('importM44: battle stars and other tags without a behaviour are drawn markers', () => {
  it('[rules-decisions C27; FAQ §XII Manado l.4372, Breakthrough to the Beach l.4282] a battle star (tag1) imports as a drawn marker and is listed as not applied', () => {
    const m = battle();
    m.board.hexagons.push({ row: 4, col: 10, tags: [{ name: 'tag1' }] }, { row: 2, col: 4, tags: [{ name: 'TAG1' }] });
    const r = imported(m);
    expect(r.scenario.board.hexes.filter((h) => h.marker)).toEqual([
      { row: 2, col: 4, marker: 'battle-star' },
      { row: 4, col: 10, marker: 'battle-star' },
    ]);
    expect(r.notApplied).toEqual([{ kind: 'marker', marker: 'battle-star', hexes: [{ row: 2, col: 4 }, { row: 4, col: 10 }] }]);
    // The engine keeps it on the board for the art and the hex's description; no rule reads it.
    const s = newGame(r.scenario, { seed: 'stars' });
    expect(s.board.cells[4 * s.board.geometry.cols + 10]?.marker).toBe('battle-star');
  });

  it('[rules-decisions C27] any other tag without a behaviour is a plain drawn marker; a battle star on the same hex wins', () => {
    const m = battle();
    m.board.hexagons.push({ row: 4, col: 10, tags: [{ name: 'mine3' }] }, { row: 5, col: 11, tags: [{ name: 'tag2' }, { name: 'tag1' }] });
    const r = imported(m);
    expect(r.scenario.board.hexes.filter((h) => h.marker).map((h) => [h.row, h.col, h.marker])).toEqual([
      [4, 10, 'token'],
      [5, 11, 'battle-star'],
    ]);
    expect(r.notApplied.map((n) => n.kind === 'marker' && [n.marker, n.hexes.length])).toEqual([
      ['token', 2],
      ['battle-star', 1],
    ]);
  });

  it('[rules-decisions C27] a name of Object.prototype on a tag is a plain marker, never a throw', () => {
    for (const name of ['constructor', '__proto__', 'toString']) {
      const m = battle();
      m.board.hexagons.push({ row: 4, col: 10, tags: [{ name }] });
      expect(imported(m).scenario.board.hexes.find((h) => h.row === 4)?.marker, name).toBe('token');
    }
  });

  it('a battle without markers has no marker field anywhere (saves and golden hashes unchanged)', () => {
    const r = imported(battle());
    expect(JSON.stringify(r.scenario)).not.toContain('marker');
    expect(JSON.stringify(newGame(r.scenario, { seed: 'x' }).board)).not.toContain('marker');
  });
});

describe('importM44: what the app could not apply', () => {
  it('[rules-decisions C80; OPTIONS.md] battle options we do not play import and are listed by rule; unknown ones by name; switched off, nothing', () => {
    const m = battle();
    m.game_info.options = { russian_commissar_rule: 'ALLIES', gung_ho: true, north_african_desert_rules: false, weather_rules: 'RAIN', blitz_rules: true };
    const r = imported(m);
    expect(r.notApplied).toEqual([{ kind: 'unknown-option', key: 'weather_rules' }]);
    expect(r.scenario.rules?.commissar).toBe('allies');
    // A played rule named beside them is still applied (Gung Ho is played since the armies issue: decision C172).
    expect(r.scenario.rules?.armorMove).toEqual({ allies: 2 });
    expect(r.scenario.rules?.gungHo).toBe('allies');
  });

  it('[OPTIONS.md; rules-decisions C76, C80] every option key OPTIONS.md gives the 47 development battles is played (a battle-rule switch) or listed as not applied, never unknown', () => {
    const pairs = [...optionsInForce().values()].flat();
    expect(pairs.length).toBeGreaterThan(40);
    for (const [key, value] of pairs) {
      const m = battle();
      m.game_info.options = { [key]: value === 'true' ? true : value };
      const r = imported(m);
      // trains: supply_train_rules is played by the train units the importer makes (m44Trains.ts; decision C237), and
      // this test battle has none: nothing is switched on and nothing is listed.
      const played = key === 'supply_train_rules' ? ['supply-train'] : appliedBattleRules(r.scenario);
      const listed = r.notApplied.filter((n) => n.kind === 'option');
      // Exactly one of the two: a played option is not also listed, a listed one switches nothing on.
      expect([key, played.length > 0 || listed.length === 1, played.length > 0 && listed.length > 0]).toEqual([key, true, false]);
      expect(r.notApplied.filter((n) => n.kind === 'unknown-option')).toEqual([]);
    }
    // The played options and the listed ones are two sets with no key in common, and each listed one has words.
    for (const key of BATTLE_RULE_OPTIONS) expect(Object.hasOwn(UNPLAYED_OPTIONS, key)).toBe(false);
    for (const rule of Object.values(UNPLAYED_OPTIONS)) expect(SCENARIO_IMPORT_TEXT.notApplied({ kind: 'option', rule })).not.toContain('undefined');
  });

  it('[content issue; rules-decisions C82] each refused development battle is refused only for the next issue\'s items (units, badges, trains, ships, caves) or the Overlord board, never for a terrain, marker or battle-wide rule', () => {
    const NEXT_ISSUE = [
      /badge/,
      /^(Combat Engineers|Tiger tank|Sniper|Ski Troops|Cavalry|Big Gun|Hobart's Funnies)/,
      /^unit "/,
      /^rect_terrain "(loco|wagon|barge|pcarrier|pdestroyer)"/,
      /^caves /,
      /^Overlord board/,
    ];
    const dir = new URL('../fixtures/expansion-scenarios/', import.meta.url);
    let refused = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.m44.json'))) {
      const r = importM44(read(file));
      if (r.ok || r.campaign) continue;
      refused++;
      expect(r.problems, file).toEqual([]);
      for (const why of r.unsupported) expect(NEXT_ISSUE.some((re) => re.test(why)), `${file}: ${why}`).toBe(true);
    }
    expect(refused).toBeGreaterThan(0);
  });

  it('[rules-decisions C81; FAQ §VII Nations l.3268-3447] nations whose own rules are not played, from the sides and their units, once per rule', () => {
    const m = battle();
    m.game_info.country_player2 = 'RU';
    m.board.hexagons.push({ row: 8, col: 12, unit: { name: 'infru' } }, { row: 7, col: 13, unit: { name: 'infbrit' } }, { row: 1, col: 1, unit: { name: 'infit' } });
    // The Commonwealth's Stiff Upper Lip and the Commissar are switches, on when the file's option names them
    // (decisions C179, C180): a nation alone lists nothing.
    expect(imported(m).notApplied).toEqual([]);
    // The Italian army's unit rules are played (troops/nations.ts): its unit carries them, nothing is listed.
    expect(imported(m).scenario.board.hexes.find((h) => h.row === 1 && h.col === 1)?.unit?.army).toBe('italian');
    m.game_info.options = { russian_commissar_rule: 'ALLIES' };
    expect(imported(m).scenario.rules?.commissar).toBe('allies');
  });

  it('[rules-decisions C81] the prose of the text block is not kept: the player is sent to the notes; expansions the file names are listed, a Campaign Book is not', () => {
    const m = battle();
    m.text.en.rules = 'Some special rules in prose.';
    m.packs = { air: 1, campaign: 1 };
    const r = imported(m);
    expect(r.notApplied).toEqual([{ kind: 'prose' }, { kind: 'pack', pack: 'air' }]);
    expect(JSON.stringify(r.scenario)).not.toContain('prose');
  });

  it('[scenario survey] the development battles: Kalatch lists its prose (its Commissar is a switch: C180); Sword Beach (6367) nothing (C179)', () => {
    expect(imported(read('12496-BattleOfKalatch.m44.json')).notApplied).toEqual([{ kind: 'prose' }]);
    expect(imported(read('6367-SwordBeach.m44.json')).notApplied).toEqual([]);
  });

  it('the import result carries the list in player words, without developer words', () => {
    const m = battle();
    m.text.en.rules = 'Prose.';
    m.game_info.options = { mine_deck_name: 'TERRAIN', odd_key: 1 };
    m.board.hexagons.push({ row: 4, col: 10, tags: [{ name: 'tag1' }] });
    m.editor = 'x';
    const r = importScenarioText(JSON.stringify(m), 'star.m44');
    if (!r.ok) throw new Error(r.reasons.join('\n'));
    const words = r.notApplied.map((n) => SCENARIO_IMPORT_TEXT.notApplied(n));
    expect(words).toHaveLength(4);
    for (const w of [...words, ...r.warnings]) expect(w).not.toMatch(/unknown top-level|game_info|tag1|_/);
    expect(words.join(' ')).toMatch(/battle star/i);
    expect(r.warnings.filter((w) => /editor|unknown/.test(w))).toEqual([]);
  });
});

describe('importM44: Overlord boards', () => {
  it('[rules-decisions C82; FAQ §XI Overlord] 1517 Peleliu stays refused: the Overlord command rules named first, every other item listed too', () => {
    const r = importM44(read('1517-PeleliuLandingsOverlord.m44.json'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.unsupported[0]).toMatch(/^Overlord board .*command rules.*not in our rule documents$/);
    expect(r.unsupported.slice(1)).toEqual([

    ]);
  });
});
