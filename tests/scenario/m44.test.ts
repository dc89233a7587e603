import { describe, expect, it } from 'vitest';
import { MAX_CAMPAIGN_BATTLES, decodeHexName, importM44, type M44ImportResult } from '../../src/scenario/m44';
import { MAX_JSON_TEXT, parseJsonText } from '../../src/scenario/problem';
import type { Scenario } from '../../src/scenario/types';
import { FIFTY_MB, describeProblems, fixture, nested } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A small `.m44` battle written the way the reference files are. */
function tidy(): Json {
  return {
    meta_data: { scenario_id: '99' },
    game_info: {
      front: 'WESTERN',
      date_begin: '1944-06-06',
      date_end: '1944-06-07',
      type: 'HISTORICAL',
      starting: 'PLAYER2',
      side_player1: 'AXIS',
      side_player2: 'ALLIES',
      country_player1: 'DE',
      country_player2: 'US',
      cards_player1: 4,
      cards_player2: 5,
      victory_player1: 4,
      victory_player2: 6,
      victory_conditions: [{ standard: {} }],
    },
    board: {
      type: 'STANDARD',
      face: 'COUNTRY',
      hexagons: [
        { row: 0, col: 0, terrain: { name: 'woods' }, unit: { name: 'infger', nbr_units: 3 } },
        {
          row: 0,
          col: 2,
          terrain: { name: 'buildings', orientation: 1 },
          tags: [{ name: 'medal1', group: ['C9'], medal: { permanent: true, counts_for: 2, nbr_hex: 2 } }],
        },
        { row: 2, col: 4, terrain: { name: 'river', orientation: 2 }, rect_terrain: { name: 'bridge', orientation: 3 } },
        { row: 3, col: 5, terrain: { name: 'curve', orientation: 4 } },
        { row: 8, col: 2, unit: { name: 'tank2us', badge: 'badge2' } },
        { row: 7, col: 3, obstacle: { name: 'sand', orientation: 2 }, unit: { name: 'inf2us', behavior: 'FRENCH_RESISTANCE' } },
      ],
      labels: [{ row: 1, col: 1, text: ['Le', 'Village'] }],
    },
    text: { en: { name: 'Tidy Test' } },
  };
}

/** The same battle as a messy real-world file: item-wrapped lists, odd case, numbers as strings, extra keys. */
function messy(): Json {
  return {
    META_DATA: { scenario_id: 99 },
    Game_Info: {
      front: 'western',
      date_begin: '1944-06-06',
      date_end: '1944-06-07',
      type: 'historical',
      starting: 'player2',
      side_player1: 'Axis',
      side_player2: 'allies',
      country_player1: 'de',
      country_player2: 'us',
      cards_player1: '4',
      cards_player2: ' 5 ',
      victory_player1: '4',
      victory_player2: 6,
      victory_conditions: { item: [{ STANDARD: {} }] },
      editor_version: '3.1',
    },
    board: {
      Type: 'standard',
      FACE: 'country',
      hexagons: {
        item: [
          { ROW: '0', Col: '0', terrain: { NAME: 'WOODS' }, unit: { name: 'INFGER', nbr_units: '3' }, colour: 'green' },
          {
            row: 0,
            col: '2',
            terrain: { name: 'Buildings', orientation: '1' },
            tags: { item: { name: 'MEDAL1', group: { item: ['C9'] }, medal: { permanent: 'true', counts_for: '2', nbr_hex: '2', shiny: true } } },
          },
          { row: '2', col: 4, terrain: { name: 'River' }, rect_terrain: { name: 'BRIDGE' } },
          { row: 3, col: 5, terrain: { name: 'curve', behavior: '' } },
          { row: 8, col: 2, unit: { name: 'Tank2US', badge: 'Badge2' } },
          { row: 7, col: 3, obstacle: { name: 'SAND' }, unit: { name: 'inf2us', behavior: 'french_resistance' } },
          { row: 6, col: 6 },
        ],
      },
      labels: { item: { row: '1', col: '1', text: { item: ['Le', 'Village'] } } },
    },
    text: { en: { name: 'Tidy Test' } },
  };
}

const EXPECTED_TIDY: Scenario = {
  format: 1,
  id: 'tidy-test',
  name: 'Tidy Test',
  dates: { begin: '1944-06-06', end: '1944-06-07' },
  front: 'western',
  board: {
    kind: 'standard',
    face: 'country',
    hexes: [
      { row: 0, col: 0, terrain: 'forest', unit: { side: 'axis', kind: 'infantry', figures: 3 } },
      { row: 0, col: 2, terrain: 'town' },
      { row: 1, col: 1, label: 'Le Village' },
      { row: 2, col: 4, terrain: 'river', bridge: true },
      { row: 3, col: 5, terrain: 'river' },
      { row: 7, col: 3, obstacle: 'sandbags', unit: { side: 'allies', kind: 'resistance' } },
      { row: 8, col: 2, unit: { side: 'allies', kind: 'elite-armor', badge: 'badge2' } },
    ],
  },
  sides: {
    axis: { cards: 4, medalsToWin: 4, edge: 'top', nation: 'DE' },
    allies: { cards: 5, medalsToWin: 6, edge: 'bottom', nation: 'US' },
  },
  first: 'allies',
  objectives: [
    { id: 'allies-0-2', side: 'allies', hexes: [{ row: 0, col: 2 }, { row: 0, col: 4 }], hold: 2, medals: 2, permanent: true },
  ],
};

function imported(input: unknown): Extract<M44ImportResult, { ok: true }> {
  const r = importM44(input);
  if (!r.ok) throw new Error(`refused:\n${r.unsupported.join('\n')}\n${describeProblems(r.problems)}`);
  return r;
}

function refused(input: unknown): Extract<M44ImportResult, { ok: false }> {
  const r = importM44(input);
  if (r.ok) throw new Error('expected a refusal');
  return r;
}

/** Adds a hexagon to the tidy battle. */
function withHex(hex: Json, mutate?: (m: Json) => void): Json {
  const m = tidy();
  m.board.hexagons.push(hex);
  mutate?.(m);
  return m;
}

describe('importM44: mapping', () => {
  it('converts the tidy battle field by field', () => {
    const r = imported(tidy());
    expect(r.scenario).toEqual(EXPECTED_TIDY);
    expect(r.unsupported).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(r.notApplied).toEqual([]);
    expect(r.ignored).toEqual(['dropped 5 orientation value(s): they only set how a tile is drawn and have no rules effect']);
  });

  it('is tolerant: item-wrapped lists, any case, numbers as strings, extra keys give the same scenario', () => {
    const r = imported(messy());
    expect(r.scenario).toEqual(EXPECTED_TIDY);
    // Keys that change nothing in play are for developers (scripts/m44-check.ts), not the player's warnings.
    expect(r.warnings.filter((w) => /unknown/.test(w))).toEqual([]);
    expect(r.ignored).toEqual(
      expect.arrayContaining([
        'ignored unknown game_info key "editor_version"',
        'ignored unknown hexagon key "colour"',
        'ignored unknown key "shiny" in a medal',
      ]),
    );
  });

  it('takes the sides from side_player1/2: player 1 is always the top edge', () => {
    const m = tidy();
    m.game_info.side_player1 = 'ALLIES';
    m.game_info.side_player2 = 'AXIS';
    m.game_info.starting = 'PLAYER1';
    const s = imported(m).scenario;
    expect(s.sides.allies).toEqual({ cards: 4, medalsToWin: 4, edge: 'top', nation: 'DE' });
    expect(s.sides.axis).toEqual({ cards: 5, medalsToWin: 6, edge: 'bottom', nation: 'US' });
    expect(s.first).toBe('allies');
    // Units keep the side of their nation suffix, whatever the players' sides.
    expect(s.board.hexes.find((h) => h.row === 0 && h.col === 0)?.unit?.side).toBe('axis');
  });

  it('maps unit names by type and by the side of the nation suffix', () => {
    const m = tidy();
    const names = ['infbrit', 'gunru', 'tankjp', 'inf2it', 'tank2fr', 'gunger'];
    names.forEach((name, i) => m.board.hexagons.push({ row: 4, col: 2 * i, unit: { name } }));
    const units = imported(m).scenario.board.hexes.filter((h) => h.row === 4).map((h) => h.unit);
    expect(units).toEqual([
      { side: 'allies', kind: 'infantry' },
      { side: 'allies', kind: 'artillery' },
      // Japanese and Italian figures follow their army's own rules (troops/nations.ts; decision C170).
      { side: 'axis', kind: 'armor', army: 'japanese' },
      { side: 'axis', kind: 'special-forces', army: 'italian' },
      // French figures are the French army's (Equipment Pack §VII France; decision C321): only its standard infantry
      // carries a rule of its own, the Furia Francese.
      { side: 'allies', kind: 'elite-armor', army: 'french' },
      { side: 'axis', kind: 'artillery' },
    ]);
  });

  it('reads badge3 on inf2 as French Resistance, GERMAN_2VICTANK as a 2-medal unit, and keeps badges', () => {
    const m = withHex({ row: 4, col: 4, unit: { name: 'inf2us', badge: 'badge3' } });
    m.board.hexagons.push({ row: 1, col: 3, unit: { name: 'tank2ger', badge: 'badge4', behavior: 'GERMAN_2VICTANK' } });
    m.board.hexagons.push({ row: 1, col: 5, unit: { name: 'tank2ger', nbr_units: 4 } });
    const hexes = imported(m).scenario.board.hexes;
    expect(hexes.find((h) => h.row === 4 && h.col === 4)?.unit).toEqual({ side: 'allies', kind: 'resistance', badge: 'badge3' });
    expect(hexes.find((h) => h.row === 1 && h.col === 3)?.unit).toEqual({ side: 'axis', kind: 'elite-armor', medals: 2, badge: 'badge4' });
    // nbr_units equal to the default is not written out.
    expect(hexes.find((h) => h.row === 1 && h.col === 5)?.unit).toEqual({ side: 'axis', kind: 'elite-armor' });
  });

  it('gives a bunker to its original_owner, else to the unit on it, else to player 1', () => {
    const m = tidy();
    m.game_info.side_player1 = 'ALLIES';
    m.game_info.side_player2 = 'AXIS';
    m.board.hexagons.push(
      { row: 4, col: 0, rect_terrain: { name: 'bunker', original_owner: 'AXIS' }, unit: { name: 'infus' } },
      { row: 4, col: 2, rect_terrain: { name: 'bunker' }, unit: { name: 'infger' } },
      { row: 4, col: 4, rect_terrain: { name: 'bunker' } },
      { row: 4, col: 6, rect_terrain: { name: 'bunker' }, obstacle: { name: 'wire', original_owner: 'axis' } },
    );
    const bunkers = imported(m).scenario.board.hexes.filter((h) => h.row === 4).map((h) => h.bunker);
    expect(bunkers).toEqual(['axis', 'axis', 'allies', 'axis']);
  });

  it('turns medal tags into objectives for the right side (medal0 = one per side)', () => {
    const m = tidy();
    m.board.hexagons = m.board.hexagons.filter((h: Json) => !h.tags);
    m.board.hexagons.push(
      { row: 1, col: 7, tags: [{ name: 'medal0' }] },
      { row: 1, col: 9, tags: [{ name: 'medal2', medal: { counts_for: 1, nbr_hex: 1, permanent: false } }] },
      { row: 1, col: 11, tags: [{ name: 'medal4' }] },
      { row: 1, col: 13, tags: [{ name: 'medal6', medal: { permanent: true } }] },
      { row: 0, col: 16, terrain: { name: 'river' }, tags: [{ name: 'medal1', group: ['F9', 'f8', 'g8', 'h8', 'i8', 'k8', 'j8', 'L9'] }] },
    );
    const objectives = imported(m).scenario.objectives;
    expect(objectives).toEqual([
      {
        id: 'allies-0-16',
        side: 'allies',
        hexes: [
          { row: 0, col: 16 },
          { row: 0, col: 10 },
          { row: 1, col: 11 },
          { row: 1, col: 13 },
          { row: 1, col: 15 },
          { row: 1, col: 17 },
          { row: 1, col: 21 },
          { row: 1, col: 19 },
          { row: 0, col: 22 },
        ],
        permanent: false,
      },
      { id: 'axis-1-7', side: 'axis', hexes: [{ row: 1, col: 7 }], permanent: false },
      { id: 'allies-1-7', side: 'allies', hexes: [{ row: 1, col: 7 }], permanent: false },
      { id: 'axis-1-9', side: 'axis', hexes: [{ row: 1, col: 9 }], permanent: false },
      { id: 'allies-1-11', side: 'allies', hexes: [{ row: 1, col: 11 }], permanent: false },
      { id: 'allies-1-13', side: 'allies', hexes: [{ row: 1, col: 13 }], permanent: true },
    ]);
  });

  it('decodes letter-number hex names (NOTES.md examples)', () => {
    expect(decodeHexName('G5', 9)).toEqual({ row: 4, col: 12 });
    expect(decodeHexName('k4', 9)).toEqual({ row: 5, col: 21 });
    expect(decodeHexName('F9', 9)).toEqual({ row: 0, col: 10 });
    expect(decodeHexName('g8', 9)).toEqual({ row: 1, col: 13 });
    expect(decodeHexName('G', 9)).toBeUndefined();
    expect(decodeHexName('5G', 9)).toBeUndefined();
  });

  it('writes the implicit beach (rows 4-6) and ocean (rows 7-8) of the beach face, except under a terrain entry', () => {
    const m = tidy();
    m.board.face = 'BEACH';
    m.board.hexagons = m.board.hexagons.filter((h: Json) => h.row < 4);
    m.board.hexagons.push(
      { row: 0, col: 4, unit: { name: 'infus' } },
      { row: 4, col: 0, terrain: { name: 'hills' } },
      { row: 5, col: 5, obstacle: { name: 'hedgehog' } },
      { row: 8, col: 24, unit: { name: 'infus' } },
    );
    const hexes = imported(m).scenario.board.hexes;
    const count = (t: string) => hexes.filter((h) => h.terrain === t).length;
    expect(count('beach')).toBe(13 + 12 + 13 - 1);
    expect(count('ocean')).toBe(12 + 13);
    expect(hexes.find((h) => h.row === 4 && h.col === 0)?.terrain).toBe('hill');
    expect(hexes.find((h) => h.row === 5 && h.col === 5)).toEqual({ row: 5, col: 5, terrain: 'beach', obstacle: 'hedgehog' });
    expect(hexes.find((h) => h.row === 8 && h.col === 24)?.terrain).toBe('ocean');
    expect(hexes.filter((h) => h.row < 4 && (h.terrain === 'beach' || h.terrain === 'ocean'))).toEqual([]);
  });

  it('accepts behavior HILL as a plain hill', () => {
    const r = imported(withHex({ row: 4, col: 20, terrain: { name: 'hills', behavior: 'HILL' } }));
    expect(r.scenario.board.hexes.find((h) => h.row === 4 && h.col === 20)).toEqual({ row: 4, col: 20, terrain: 'hill' });
  });

  it('[rules-decisions S28; rulebook l.184] a missing game_info.starting: player 1 moves first, with a warning', () => {
    const m = tidy();
    delete m.game_info.starting;
    const r = imported(m);
    expect(r.scenario.first).toBe('axis');
    expect(r.warnings).toContain("The file does not say who moves first: the Axis (top of the board) move first. Check the battle's notes.");
    m.game_info.side_player1 = 'ALLIES';
    m.game_info.side_player2 = 'AXIS';
    m.game_info.starting = '';
    expect(imported(m).scenario.first).toBe('allies');
    m.game_info.starting = 'PLAYER3';
    expect(refused(m).problems.map((p) => p.message)).toEqual(['game_info.starting must be PLAYER1 or PLAYER2, got a string of 7 characters']);
  });

  it('warns about what it drops: prose (sent to the notes, not kept), labels off the board, missing nations', () => {
    const m = tidy();
    m.text.en.description = 'A long story.';
    m.board.labels.push({ row: 12, col: 0, text: ['Nowhere'] });
    delete m.game_info.country_player2;
    const r = imported(m);
    expect(r.warnings).toEqual(['The file does not name the nation of the Allies: their units show none.']);
    expect(r.notApplied).toEqual([{ kind: 'prose' }]);
    expect(r.ignored).toContain('dropped a label that is not on a board hex ("Nowhere")');
    expect(JSON.stringify(r.scenario)).not.toContain('A long story');
    expect(r.scenario.sides.allies.nation).toBeUndefined();
    const named = importM44(m, { id: 'x', name: 'X', nations: { allies: 'GB' } });
    expect(named.ok && named.scenario.sides.allies.nation).toBe('GB');
    expect(named.ok && [named.scenario.id, named.scenario.name]).toEqual(['x', 'X']);
  });
});

describe('importM44: medal sides and options', () => {
  /** The tidy battle with its own objective replaced by the given tags on (1,7). */
  function withTags(...tags: Json[]): Json {
    const m = tidy();
    m.board.hexagons = m.board.hexagons.filter((h: Json) => !h.tags);
    m.board.hexagons.push({ row: 1, col: 7, tags });
    return m;
  }

  it('[terrain-table.md 2.45; scenario survey] medal7 is an Axis (Japanese) objective, read like medal2', () => {
    const s = imported(withTags({ name: 'medal7', medal: { counts_for: 1, permanent: true } })).scenario;
    expect(s.objectives).toEqual([{ id: 'axis-1-7', side: 'axis', hexes: [{ row: 1, col: 7 }], permanent: true }]);
  });

  it('[terrain-table.md 2.45] a side in the medal gives medal0 to that side only (4258 Mont Pincon), in any case', () => {
    const s = imported(withTags({ name: 'medal0', medal: { counts_for: 1, nbr_hex: 1, side: 'allies' } })).scenario;
    expect(s.objectives).toEqual([{ id: 'allies-1-7', side: 'allies', hexes: [{ row: 1, col: 7 }], permanent: false }]);
    const onTag = imported(withTags({ name: 'medal0', side: 'AXIS' })).scenario;
    expect(onTag.objectives?.map((o) => o.side)).toEqual(['axis']);
  });

  it('[terrain-table.md 2.45] a side on the tag that agrees with the tag is kept (8043 Warsaw: medal2, side AXIS)', () => {
    const r = imported(withTags({ name: 'medal2', side: 'AXIS', medal: { nbr_hex: 2 }, group: ['b8', 'e8'] }));
    expect(r.scenario.objectives).toEqual([
      { id: 'axis-1-7', side: 'axis', hexes: [{ row: 1, col: 7 }, { row: 1, col: 3 }, { row: 1, col: 9 }], hold: 2, permanent: false },
    ]);
    expect(r.warnings.filter((w) => /side/.test(w))).toEqual([]);
  });

  it('[terrain-table.md 2.45] a side the tag cannot have, two sides, or a side that is not one, are problems', () => {
    const wrong = refused(withTags({ name: 'medal1', medal: { side: 'AXIS' } }));
    expect(wrong.problems.map((p) => [p.path, p.message])).toEqual([
      ['board.hexagons[5].tags[0].medal.side', 'tag "medal1" on (1,7) is an objective of the allies, but its side says axis'],
    ]);
    const two = refused(withTags({ name: 'medal0', side: 'ALLIES', medal: { side: 'AXIS' } }));
    expect(two.problems.map((p) => p.message)).toEqual(['the medal on (1,7) names two sides, axis and allies']);
    const bad = refused(withTags({ name: 'medal0', medal: { side: 'RED' } }));
    expect(bad.problems.map((p) => [p.path, p.message])).toEqual([
      ['board.hexagons[5].tags[0].medal.side', 'the side of the medal on (1,7) must be AXIS or ALLIES, got a string of 3 characters ("RED")'],
    ]);
  });

  it('[terrain-table.md 2.45] any_hex with nbr_hex 1 is any one hex of the group (Mont Pincon); with more it is refused', () => {
    const m = withTags({ name: 'medal0', medal: { any_hex: true, counts_for: 1, nbr_hex: 1, side: 'ALLIES' }, group: ['F9', 'H9'] });
    const r = imported(m);
    expect(r.scenario.objectives).toEqual([
      { id: 'allies-1-7', side: 'allies', hexes: [{ row: 1, col: 7 }, { row: 0, col: 10 }, { row: 0, col: 14 }], permanent: false },
    ]);
    expect(r.warnings.filter((w) => /any_hex/.test(w))).toEqual([]);
    const more = refused(withTags({ name: 'medal1', medal: { any_hex: 'true', nbr_hex: 2 }, group: ['F9'] }));
    expect(more.unsupported).toEqual(['medal option any_hex with nbr_hex 2 (on tag "medal1") at (1,7)']);
    const odd = refused(withTags({ name: 'medal1', medal: { any_hex: 'sometimes' } }));
    expect(odd.problems.map((p) => p.path)).toEqual(['board.hexagons[5].tags[0].medal.any_hex']);
  });

  it('[terrain-table.md 2.45; Equipment Pack l.729-747] the medal options become the objective\'s control, turnStart and lastToOccupy', () => {
    const maj = imported(withTags({ name: 'medal1', medal: { counts_for: 1, majority: true, side: 'ALLIES' }, group: ['f4', 'g4'] }));
    expect(maj.scenario.objectives).toEqual([
      { id: 'allies-1-7', side: 'allies', hexes: [{ row: 1, col: 7 }, { row: 5, col: 11 }, { row: 5, col: 13 }], permanent: false, control: 'majority' },
    ]);
    // Ponyri: a medal0 majority worth 2 is two objectives, one per side (rules-decisions C20).
    const both = imported(withTags({ name: 'medal0', medal: { counts_for: 2, majority: true }, group: ['G5'] })).scenario.objectives!;
    expect(both.map((o) => [o.side, o.control, o.medals])).toEqual([
      ['axis', 'majority', 2],
      ['allies', 'majority', 2],
    ]);
    const epsom = imported(withTags({ name: 'medal2', medal: { permanent: true, counts_for: 1, nbr_hex: 1, turn_start: true } })).scenario.objectives!;
    expect(epsom).toEqual([{ id: 'axis-1-7', side: 'axis', hexes: [{ row: 1, col: 7 }], permanent: true, turnStart: true }]);
    const sole = imported(withTags({ name: 'medal1', medal: { sole_control: 'true' }, group: ['G9'] })).scenario.objectives!;
    expect(sole[0]).toMatchObject({ control: 'sole', permanent: false });
    const last = imported(withTags({ name: 'medal2', medal: { last_to_occupy: 1 } })).scenario.objectives!;
    expect(last[0]).toMatchObject({ lastToOccupy: true, permanent: false });
  });

  it('[terrain-table.md 2.45] medal options whose combination is written nowhere are refused; a malformed option is a problem', () => {
    expect(refused(withTags({ name: 'medal1', medal: { majority: true, sole_control: true } })).unsupported).toEqual([
      'medal options majority and sole_control together (on tag "medal1") at (1,7)',
    ]);
    expect(refused(withTags({ name: 'medal1', medal: { majority: true, nbr_hex: 2 }, group: ['G9'] })).unsupported).toEqual([
      'medal option majority with nbr_hex 2 (on tag "medal1") at (1,7)',
    ]);
    expect(refused(withTags({ name: 'medal1', medal: { last_to_occupy: true, permanent: true } })).unsupported).toEqual([
      'medal options last_to_occupy and permanent together (on tag "medal1") at (1,7)',
    ]);
    expect(refused(withTags({ name: 'medal1', medal: { turn_start: 'soon' } })).problems.map((p) => p.path)).toEqual(['board.hexagons[5].tags[0].medal.turn_start']);
  });

  it('a behavior on a medal tag is refused: it may change how the objective scores', () => {
    expect(refused(withTags({ name: 'medal2', behavior: 'EXIT_MARKER' })).unsupported).toEqual(['behavior EXIT_MARKER (on tag "medal2") at (1,7)']);
  });
});

describe('importM44: exit markers', () => {
  const exitsOf = (m: Json) => imported(m).scenario.board.hexes.filter((h) => h.exit).map((h) => [h.row, h.col, h.exit]);

  it('[FAQ Exit Markers l.2142; terrain-table.md 2.43] tag4 + EXIT_MARKER + side: the side named may leave through that hex', () => {
    expect(exitsOf(withHex({ row: 8, col: 10, tags: [{ name: 'tag4', behavior: 'EXIT_MARKER', group: [], side: 'AXIS' }] }))).toEqual([[8, 10, 'axis']]);
  });

  it('[rules-decisions C26] tag4 without behavior or side: the side that moves toward that edge (the top row: player 2)', () => {
    // Player 1 (Axis) holds the top edge: the top row is the Allies' way out, the bottom row the Axis'.
    expect(exitsOf(withHex({ row: 0, col: 10, tags: [{ name: 'tag4' }] }))).toEqual([[0, 10, 'allies']]);
    expect(exitsOf(withHex({ row: 8, col: 10, tags: [{ name: 'tag4' }] }))).toEqual([[8, 10, 'axis']]);
    const side = refused(withHex({ row: 4, col: 0, tags: [{ name: 'tag4' }] }));
    expect(side.problems.map((p) => p.message)).toEqual(['the exit marker on (4,0) names no side and is on neither player\'s edge: add AXIS or ALLIES']);
  });

  it('[FAQ Exit Markers l.2143; Equipment Pack l.760] tag5 + EXIT_MARKER + group: the set of baseline hexes, the markers\' own included', () => {
    const m = withHex({ row: 8, col: 4, tags: [{ name: 'tag5', behavior: 'EXIT_MARKER', group: ['C1', 'E1', 'D1'], side: 'AXIS' }] });
    m.board.hexagons.push({ row: 8, col: 8, tags: [{ name: 'tag5' }] });
    expect(exitsOf(m)).toEqual([
      [8, 4, 'axis'],
      [8, 6, 'axis'],
      [8, 8, 'axis'],
    ]);
  });

  it('[scenario format: exit] an exit marker inside the board, or of both sides on one hex, is a problem at its tag', () => {
    const inside = refused(withHex({ row: 4, col: 10, tags: [{ name: 'tag4', behavior: 'EXIT_MARKER', side: 'ALLIES' }] }));
    expect(inside.problems.map((p) => [p.path, p.message])).toEqual([['board.hexagons[6].tags[0]', 'the exit marker on (4,10) is not on an edge of the board']]);
    const m = withHex({ row: 8, col: 10, tags: [{ name: 'tag4', side: 'ALLIES' }, { name: 'tag4', side: 'AXIS' }] });
    expect(refused(m).problems.map((p) => p.message)).toEqual(['hex (8,10) has exit markers of both sides']);
  });
});

describe('importM44: unit badges', () => {
  const unitAt = (m: Json, row: number, col: number) => imported(m).scenario.board.hexes.find((h) => h.row === row && h.col === col)?.unit;

  /** The refusal of a single unit on (3,9). */
  const refusalOf = (unit: Json) => {
    const r = refused(withHex({ row: 3, col: 9, unit }));
    expect(r.problems).toEqual([]);
    return r.unsupported;
  };


  // guns (Equipment Pack)
  it('[Equipment Pack, Long Tom; rules-decisions C110-C111, C115] gun badges 5, 46 and 35 read into the big gun, the heavy anti-tank gun and mobile artillery; gunit into Italian artillery', () => {
    expect(unitAt(withHex({ row: 3, col: 9, unit: { name: 'gunger', badge: 5 } }), 3, 9)).toEqual({ side: 'axis', kind: 'big-gun', badge: 'badge5' });
    expect(unitAt(withHex({ row: 3, col: 9, unit: { name: 'gunus', badge: 'badge5' } }), 3, 9)).toEqual({ side: 'allies', kind: 'big-gun', badge: 'badge5' });
  });

  it('[Equipment Pack, Flak 88; rules-decisions C110] gunger+badge46 is a heavy anti-tank gun, at 1 figure when the file says so (6541)', () => {
    expect(unitAt(withHex({ row: 3, col: 9, unit: { name: 'gunger', badge: 'badge46' } }), 3, 9)).toEqual({ side: 'axis', kind: 'heavy-anti-tank-gun', badge: 'badge46' });
    expect(unitAt(withHex({ row: 3, col: 9, unit: { name: 'gunger', badge: 'badge46', nbr_units: 1 } }), 3, 9)).toEqual({ side: 'axis', kind: 'heavy-anti-tank-gun', figures: 1, badge: 'badge46' });
  });

  it('[Equipment Pack, M7 Priest; rules-decisions C111] gunus, gunbrit and gunger with badge35 are mobile artillery', () => {
    for (const [name, side] of [['gunus', 'allies'], ['gunbrit', 'allies'], ['gunger', 'axis']] as const) {
      expect(unitAt(withHex({ row: 3, col: 9, unit: { name, badge: 'badge35' } }), 3, 9)).toEqual({ side, kind: 'mobile-artillery', badge: 'badge35' });
    }
  });

  it('[Equipment Pack, Italy: Italian Artillery; rules-decisions C115] gunit is Italian artillery; other Italian units keep their kind', () => {
    expect(unitAt(withHex({ row: 3, col: 9, unit: { name: 'gunit' } }), 3, 9)).toEqual({ side: 'axis', kind: 'italian-artillery', army: 'italian' });
    expect(unitAt(withHex({ row: 3, col: 9, unit: { name: 'infit' } }), 3, 9)).toEqual({ side: 'axis', kind: 'infantry', army: 'italian' });
    // A badge on it reads first: an Italian Big Gun is a Big Gun (of the Italian army: its gunners' bravery holds, C177).
    expect(unitAt(withHex({ row: 3, col: 9, unit: { name: 'gunit', badge: 'badge5' } }), 3, 9)).toEqual({ side: 'axis', kind: 'big-gun', badge: 'badge5', army: 'italian' });
  });

  it("[FAQ §XII Breakthrough to the Beach, line 4310; Equipment Pack, Hobart's Funnies; rules-decisions C260] the Churchill AVRE badge is played (tests/scenario/m44-vehicles.test.ts)", () => {
    expect(unitAt(withHex({ row: 3, col: 9, unit: { name: 'tank2brit', badge: 'badge33', nbr_units: 4 } }), 3, 9)).toMatchObject({ side: 'allies', kind: 'avre', figures: 4 });
  });

  it('[rules-decisions C210, superseding S29 here] a numbered badge our documents do not identify is an insignia: kept on the unit, listed for the player; any other badge value is refused', () => {
    const m = withHex({ row: 3, col: 9, unit: { name: 'gunger', badge: 'badge41' } });
    m.board.hexagons.push(
      { row: 3, col: 11, unit: { name: 'tank2ru', badge: 'badge99' } },
      { row: 5, col: 11, unit: { name: 'infger', badge: 'badge36' } },
      { row: 1, col: 1, unit: { name: 'infger', badge: 36 } },
    );
    const r = importM44(m);
    expect(r.ok ? [] : r.unsupported).toEqual([]);
    if (!r.ok) return;
    expect(unitAt(m, 3, 9)).toEqual({ side: 'axis', kind: 'artillery', badge: 'badge41' });
    expect(unitAt(m, 1, 1)).toEqual({ side: 'axis', kind: 'infantry', badge: 'badge36' });
    expect(r.notApplied.filter((n) => n.kind === 'badge').sort((a, b) => (a.kind === 'badge' && b.kind === 'badge' ? a.badge.localeCompare(b.badge) : 0))).toEqual([
      { kind: 'badge', badge: 'badge36', hexes: [{ row: 1, col: 1 }, { row: 5, col: 11 }] },
      { kind: 'badge', badge: 'badge41', hexes: [{ row: 3, col: 9 }] },
      { kind: 'badge', badge: 'badge99', hexes: [{ row: 3, col: 11 }] },
    ]);
    expect(refusalOf({ name: 'infger', badge: 'tiger' })).toEqual(['unidentified badge, which may carry rules (unit "infger" with tiger) at (3,9)']);
  });

  it('[FAQ §XII Breakthrough to the Beach, line 4300] badge24 on British special forces is a unit patch', () => {
    expect(unitAt(withHex({ row: 3, col: 9, unit: { name: 'inf2brit', badge: 'badge24' } }), 3, 9)).toEqual({ side: 'allies', kind: 'special-forces', badge: 'badge24' });
  });

  it('[rules-decisions D10; FAQ §XII Breakthrough to the Beach, line 4302] a British special forces unit with the French badge is a French commando, not Resistance', () => {
    expect(unitAt(withHex({ row: 3, col: 9, unit: { name: 'inf2brit', badge: 'badge3' } }), 3, 9)).toEqual({ side: 'allies', kind: 'special-forces', badge: 'badge3' });
    // On other figures the online edition's reading stays (VOCAB.md: inf2 + badge3 = French Resistance), as does the behavior.
    expect(unitAt(withHex({ row: 3, col: 9, unit: { name: 'inf2us', badge: 'badge3' } }), 3, 9)).toEqual({ side: 'allies', kind: 'resistance', badge: 'badge3' });
    expect(unitAt(withHex({ row: 3, col: 9, unit: { name: 'inf2brit', badge: 'badge3', behavior: 'FRENCH_RESISTANCE' } }), 3, 9)?.kind).toBe('resistance');
  });

  it('[FAQ §XII Battle of Abbeville, line 4252] French elite tanks with the French badge stay elite armor (4 figures)', () => {
    expect(unitAt(withHex({ row: 3, col: 9, unit: { name: 'tank2us', badge: 'badge3', nbr_units: 4 } }), 3, 9)).toEqual({ side: 'allies', kind: 'elite-armor', badge: 'badge3' });
  });
});

describe('importM44: unit behaviors', () => {
  it('[scenario survey: 4085, 8044; rules-decisions C73-C74] CAN_IGNORE_ONE_FLAG and ARMOR_MOVE_TWO are read as the unit\'s ignoreOneFlag and maxMove; ARMOR_MOVE_TWO on a unit that is not armor is refused', () => {
    const m = withHex({ row: 3, col: 9, unit: { name: 'tank2ger', badge: 'badge4', nbr_units: 4, behavior: 'CAN_IGNORE_ONE_FLAG' } });
    m.board.hexagons.push({ row: 7, col: 7, unit: { name: 'tankru', behavior: 'ARMOR_MOVE_TWO' } }, { row: 7, col: 9, unit: { name: 'tankru', behavior: 'armor_move_two' } });
    const hexes = imported(m).scenario.board.hexes;
    expect(hexes.find((h) => h.row === 3 && h.col === 9)?.unit).toEqual({ side: 'axis', kind: 'elite-armor', badge: 'badge4', ignoreOneFlag: true });
    expect(hexes.find((h) => h.row === 7 && h.col === 9)?.unit).toEqual({ side: 'allies', kind: 'armor', maxMove: 2 });
    expect(refused(withHex({ row: 7, col: 7, unit: { name: 'infru', behavior: 'ARMOR_MOVE_TWO' } })).unsupported).toEqual(['behavior ARMOR_MOVE_TWO (on unit "infru") at (7,7)']);
  });

  it('[scenario survey] behavior2 is read like behavior: the two the format plays are played, any other refuses the unit', () => {
    const played = imported(withHex({ row: 3, col: 9, unit: { name: 'inf2us', behavior2: 'FRENCH_RESISTANCE' } }));
    expect(played.scenario.board.hexes.find((h) => h.row === 3 && h.col === 9)?.unit).toEqual({ side: 'allies', kind: 'resistance' });
    expect(played.warnings.filter((w) => /behavior2/.test(w))).toEqual([]);
    const both = imported(withHex({ row: 1, col: 3, unit: { name: 'tank2ger', behavior: 'GERMAN_2VICTANK', behavior2: '' } }));
    expect(both.scenario.board.hexes.find((h) => h.row === 1 && h.col === 3)?.unit).toEqual({ side: 'axis', kind: 'elite-armor', medals: 2 });
    const second = refused(withHex({ row: 1, col: 3, unit: { name: 'tank2ger', behavior: 'GERMAN_2VICTANK', behavior2: 'MEDIC' } }));
    expect(second.unsupported).toEqual(['behavior MEDIC (on unit "tank2ger") at (1,3)']);
  });

  it('a second behavior on a terrain, rect_terrain or obstacle is refused: one behavior a piece is all the format reads', () => {
    const m = withHex({ row: 4, col: 10, terrain: { name: 'hills', behavior2: 'STEEP_HILL' }, obstacle: { name: 'sand', behavior2: 'seawall' } });
    expect(refused(m).unsupported).toEqual(['behavior STEEP_HILL (on terrain "hills") at (4,10)', 'behavior SEAWALL (on obstacle "sand") at (4,10)']);
  });
});

/** A campaign file shaped like the Campaign Books' files (CB1-5): ids, names, per-side campaign rules, no board. */
function campaignFile(): Json {
  return {
    campaignId: '40005',
    game_info: { date_begin: '1944-08-07', date_end: '1944-08-22' },
    scenarios: {
      list: [4085, 4086, 4090],
      name: ['First Fight', 'Second Fight', 'Last Fight'],
      ALLIES: { reserve_tokens: [2, 0, 1], objectives_points: [-1, 0, 1], country: 'US', general: 'Someone' },
      AXIS: { reserve_tokens: [1, 0, 1], objectives_points: [0], country: 'DE', general: 'Someone else' },
    },
    text: { en: { name: 'Test Campaign', subtitle: 'Three fights' } },
  };
}

describe('importM44: campaign files', () => {
  it('[scenario survey: CB1-2, CB1-5, CB1-6] a campaign file is recognised and names its battles, instead of a missing board', () => {
    const r = importM44(campaignFile());
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.campaign).toEqual({
      name: 'Test Campaign',
      campaignId: '40005',
      battles: [
        { name: 'First Fight', scenarioId: 4085 },
        { name: 'Second Fight', scenarioId: 4086 },
        { name: 'Last Fight', scenarioId: 4090 },
      ],
      warnings: [],
    });
    expect(r.unsupported).toEqual([
      'a campaign file, "Test Campaign": a series of 3 battle(s) (First Fight, Second Fight, Last Fight), not a battle: it opens as a playlist of those battles',
    ]);
    expect(r.problems).toEqual([]);
  });

  it('[scenario survey: CB1-6] tolerant of odd lists: item wrappers, string ids, missing names or ids; an id on two names is warned', () => {
    const m = campaignFile();
    m.scenarios.list = { item: ['4085', 4086, 4085, 'x'] };
    m.scenarios.name = ['First Fight', '', 'Other Fight'];
    delete m.text;
    const r = importM44(m, { name: 'Named' });
    expect(!r.ok && r.campaign).toEqual({
      name: 'Named',
      campaignId: '40005',
      battles: [
        { name: 'First Fight', scenarioId: 4085 },
        { name: 'Scenario 4086', scenarioId: 4086 },
        { name: 'Other Fight', scenarioId: 4085 },
        { name: 'Battle 4' },
      ],
      warnings: [
        'the campaign lists 4 scenario id(s) and 3 name(s)',
        'battle 4 of the campaign has no readable scenario id (got a string of 1 characters)',
        'scenario id 4085 is given to both "First Fight" and "Other Fight": the ids may not be those of these battles',
      ],
    });
    delete m.campaignId;
    const unnamed = importM44(m);
    expect(!unnamed.ok && unnamed.campaign?.name).toBe('Campaign');
  });

  it('a campaign file with no list, a list of the wrong shape or too many battles is refused with one clear problem', () => {
    const none = campaignFile();
    none.scenarios = { list: [], name: [] };
    expect(refused(none).problems).toEqual([{ path: 'scenarios.list', message: 'the campaign file lists no battle' }]);
    const shape = campaignFile();
    shape.scenarios.list = 'all of them';
    expect(refused(shape).problems).toEqual([{ path: 'scenarios.list', message: 'scenarios.list must be a list of scenario ids, got a string of 11 characters' }]);
    const noBlock = campaignFile();
    noBlock.scenarios = 7;
    expect(refused(noBlock).problems.map((p) => p.path)).toEqual(['scenarios']);
    const many = campaignFile();
    many.scenarios.list = Array.from({ length: 100 }, (_, i) => i);
    expect(refused(many).problems).toEqual([{ path: 'scenarios.list', message: `the campaign file lists 100 battles; at most ${MAX_CAMPAIGN_BATTLES} are read` }]);
    for (const r of [none, shape, noBlock, many].map((x) => importM44(x))) expect(!r.ok && r.campaign).toBeUndefined();
  });

  it('hostile campaign files: deep nesting, huge names, prototype names: refused or read, never a throw', () => {
    const deep = campaignFile();
    deep.scenarios.list = nested(10_000, 'item');
    expect(refused(deep).problems[0]?.message).toMatch(/nested more than 64 levels deep/);
    const long = campaignFile();
    long.scenarios.name[0] = 'n'.repeat(FIFTY_MB);
    expect(refused(long).problems[0]?.message).toBe(`text of ${FIFTY_MB} characters; at most 2000 are allowed`);
    const proto = campaignFile();
    proto.scenarios = JSON.parse('{"__proto__": {"list": [1]}, "list": ["constructor"], "name": ["toString"]}');
    const r = importM44(proto);
    expect(!r.ok && r.campaign?.battles).toEqual([{ name: 'toString' }]);
  });

  it('a file with a board is a battle even with a campaign id (the id is an unknown key)', () => {
    const m = tidy();
    m.campaignId = '40005';
    const r = imported(m);
    expect(r.ignored).toContain('ignored unknown top-level key "campaignId"');
  });
});

describe('importM44: special rules', () => {
  const at = (s: Scenario, row: number, col: number) => s.board.hexes.find((h) => h.row === row && h.col === col);

  it('reads impassable hills (hills or mountain), fire-blocking ones, and the wide river, in any case', () => {
    const m = tidy();
    m.board.hexagons.push(
      { row: 4, col: 4, terrain: { name: 'hills', behavior: 'IMPASSABLE_HILL' } },
      { row: 4, col: 6, terrain: { name: 'Mountain', behavior: 'impassable_hill' } },
      { row: 4, col: 8, terrain: { name: 'mountain', behavior: 'IMPASSABLE_BLOCKING_HILL' } },
      { row: 5, col: 9, terrain: { name: 'river', behavior: 'WIDE_RIVER' } },
      { row: 5, col: 11, terrain: { name: 'CURVE', behavior: 'wide_river', orientation: 3 } },
    );
    const s = imported(m).scenario;
    expect(at(s, 4, 4)).toEqual({ row: 4, col: 4, terrain: 'hill', impassable: true });
    expect(at(s, 4, 6)).toEqual({ row: 4, col: 6, terrain: 'hill', impassable: true });
    expect(at(s, 4, 8)).toEqual({ row: 4, col: 8, terrain: 'hill', impassable: true, blocksFire: ['infantry', 'armor', 'artillery'] });
    expect(at(s, 5, 9)).toEqual({ row: 5, col: 9, terrain: 'river', blocksFire: ['infantry'] });
    expect(at(s, 5, 11)).toEqual({ row: 5, col: 11, terrain: 'river', blocksFire: ['infantry'] });
  });

  it('builds a bridge span from BRIDGE_SECTION bridges: its hexes in line, river under each, exits where the line goes on', () => {
    // Arnhem's span: (3,15) on the river, (4,14) and (5,13) on land in the file.
    const m = tidy();
    m.board.hexagons.push(
      { row: 5, col: 13, rect_terrain: { name: 'bridge', behavior: 'BRIDGE_SECTION', orientation: 5 } },
      { row: 3, col: 15, terrain: { name: 'river', behavior: 'WIDE_RIVER' }, rect_terrain: { name: 'Bridge', behavior: 'bridge_section' } },
      { row: 4, col: 14, rect_terrain: { name: 'bridge', behavior: 'BRIDGE_SECTION' } },
    );
    const s = imported(m).scenario;
    expect(s.board.spans).toEqual([
      {
        hexes: [{ row: 3, col: 15 }, { row: 4, col: 14 }, { row: 5, col: 13 }],
        exits: [
          { span: { row: 3, col: 15 }, land: { row: 2, col: 16 } },
          { span: { row: 5, col: 13 }, land: { row: 6, col: 12 } },
        ],
      },
    ]);
    expect(at(s, 4, 14)).toEqual({ row: 4, col: 14, terrain: 'river', bridge: true });
    expect(at(s, 3, 15)).toEqual({ row: 3, col: 15, terrain: 'river', bridge: true, blocksFire: ['infantry'] });
  });

  it('a span exit is left out where the line runs into a river or off the board; a lone section is a plain bridge', () => {
    const m = tidy();
    m.board.hexagons.push(
      { row: 0, col: 20, rect_terrain: { name: 'bridge', behavior: 'BRIDGE_SECTION' } },
      { row: 1, col: 21, rect_terrain: { name: 'bridge', behavior: 'BRIDGE_SECTION' } },
      { row: 6, col: 6, terrain: { name: 'river' }, rect_terrain: { name: 'bridge', behavior: 'BRIDGE_SECTION' } },
    );
    const r = imported(m);
    expect(r.scenario.board.spans).toEqual([{ hexes: [{ row: 0, col: 20 }, { row: 1, col: 21 }], exits: [{ span: { row: 1, col: 21 }, land: { row: 2, col: 22 } }] }]);
    expect(at(r.scenario, 6, 6)).toEqual({ row: 6, col: 6, terrain: 'river', bridge: true });
    expect(r.warnings).toContain('A piece of a long bridge stands alone ((6,6)): it is read as an ordinary bridge.');
  });

  it('refuses a span that is not a line, or has no land beyond either end', () => {
    const fork = tidy();
    for (const [row, col] of [[4, 10], [4, 12], [3, 11], [5, 11]]) {
      fork.board.hexagons.push({ row, col, terrain: { name: 'river' }, rect_terrain: { name: 'bridge', behavior: 'BRIDGE_SECTION' } });
    }
    expect(refused(fork).unsupported).toEqual(['bridge span (3,11), (4,10), (4,12), (5,11): its sections do not form a single line, so its ends are unknown']);
    const closed = tidy();
    closed.board.hexagons.push(
      { row: 6, col: 10, terrain: { name: 'river' } },
      { row: 6, col: 12, terrain: { name: 'river' }, rect_terrain: { name: 'bridge', behavior: 'BRIDGE_SECTION' } },
      { row: 6, col: 14, terrain: { name: 'river' }, rect_terrain: { name: 'bridge', behavior: 'BRIDGE_SECTION' } },
      { row: 6, col: 16, terrain: { name: 'curve' } },
    );
    expect(refused(closed).unsupported).toEqual(['bridge span (6,12), (6,14): no land hex continues it at either end, so it has no way on or off']);
  });

  it('reads group_sudden_death as a sudden-death rule (Toulon, Saverne), tolerant of item lists and strings', () => {
    const m = tidy();
    m.game_info.victory = { condition: [{ group_sudden_death: { side: 'ALLIES', number: 3, group: ['G9', 'G7', 'h8', 'i8'] } }] };
    expect(imported(m).scenario.suddenDeath).toEqual([
      { side: 'allies', hold: 3, hexes: [{ row: 0, col: 12 }, { row: 2, col: 12 }, { row: 1, col: 15 }, { row: 1, col: 17 }] },
    ]);
    m.game_info.victory = { condition: { item: { GROUP_SUDDEN_DEATH: { side: 'axis', group: { item: ['g8', { row: '0', col: '12' }] } } } } };
    expect(imported(m).scenario.suddenDeath).toEqual([{ side: 'axis', hexes: [{ row: 1, col: 13 }, { row: 0, col: 12 }] }]);
  });

  it('reports a sudden death it cannot read as problems with their paths', () => {
    const m = tidy();
    m.game_info.victory = { condition: [{ group_sudden_death: { side: 'nobody', number: 'two', group: ['Z99', 'G9'] } }] };
    expect(refused(m).problems.map((p) => [p.path, p.message])).toEqual([
      ['game_info.victory.condition[0].group_sudden_death.side', 'group_sudden_death needs the side that wins (AXIS or ALLIES), got a string of 6 characters'],
      ['game_info.victory.condition[0].group_sudden_death.number', 'number of group_sudden_death must be a whole number, got a string of 3 characters'],
      ['game_info.victory.condition[0].group_sudden_death.group[0]', '"Z99" in the group of group_sudden_death is not a hex of the board'],
    ]);
    m.game_info.victory = { condition: [{ group_sudden_death: { side: 'ALLIES', number: 5, group: ['G9', 'G7'] } }] };
    // More hexes to hold than listed: the validator's problem.
    expect(refused(m).problems.map((p) => p.message)).toEqual(['sudden death 0 must hold 5 hexes but has only 2']);
  });

  it('reads the game options of the online edition: no reshuffle, Hill 317, the airdrop', () => {
    const m = tidy();
    m.game_info.options = {
      deck_reshuffling: 'false',
      HILL317: ['L5', 'k4'],
      airdrop: { side: 'ALLIES', nbr_units: '4', range: 4, unit: 'infus', center: 'G5' },
    };
    const s = imported(m).scenario;
    expect(s.deck).toEqual({ reshuffle: false });
    expect(s.sides.allies.playAs).toEqual([
      { cards: ['recon-left', 'recon-centre', 'recon-right'], as: 'air-power', holding: [{ row: 4, col: 22 }, { row: 5, col: 21 }] },
    ]);
    expect(s.sides.axis.playAs).toBeUndefined();
    expect(s.airdrop).toEqual({ side: 'allies', units: 4, unit: { kind: 'infantry' }, centre: { row: 4, col: 12 }, radius: 4 });
    // A reshuffled deck is the default, and empty options mean nothing.
    for (const options of [{ deck_reshuffling: true }, {}, []]) {
      m.game_info.options = options;
      const plain = imported(m).scenario;
      expect([plain.deck, plain.airdrop, plain.sides.allies.playAs]).toEqual([undefined, undefined, undefined]);
    }
  });

  it('refuses an airdrop it cannot read, naming each field', () => {
    const m = tidy();
    m.game_info.options = { airdrop: { side: 'ALLIES', nbr_units: 'many', range: 4, unit: 'infger', center: 'Q99' } };
    expect(refused(m).problems.map((p) => [p.path, p.message])).toEqual([
      ['game_info.options.airdrop.nbr_units', 'nbr_units of the airdrop must be a whole number, got a string of 4 characters'],
      ['game_info.options.airdrop.center', 'the airdrop centre "Q99" is not a hex of the board'],
      ['game_info.options.airdrop.unit', 'the airdrop drops allies units, but "infger" is a unit of the axis'],
    ]);
    m.game_info.options = { airdrop: { side: 'ALLIES', nbr_units: 4, range: 20, unit: { name: 'tankus', nbr_units: 3 }, center: 'G5' } };
    expect(refused(m).problems.map((p) => p.path)).toEqual(['airdrop.radius']);
    m.game_info.options = { airdrop: { side: 'ALLIES', nbr_units: 4, range: 4, unit: 'planeus', center: 'G5' } };
    expect(refused(m).unsupported).toEqual(['unit "planeus"']);
  });
});

describe('importM44: refusals', () => {
  it('refuses 13-OmahaBeachOverlord, naming the Overlord board and every other unsupported thing', () => {
    const r = refused(fixture('13-OmahaBeachOverlord.m44.json'));
    expect(r.unsupported).toEqual([
      'Overlord board (two boards side by side, for teams): the Overlord command rules, a commander-in-chief handing cards to field generals, are not in our rule documents',
      // Its SEAWALL sandbags are read as sea walls since C390 (tests/scenario/m44-seawall.test.ts).
    ]);
    expect(r.problems).toEqual([]);
  });

  const CASES: { name: string; input: () => Json; item: string }[] = [
    { name: 'an unknown terrain name', input: () => withHex({ row: 6, col: 6, terrain: { name: 'volcano' } }), item: 'terrain "volcano" at (6,6)' },
    { name: 'STEEP_HILL on woods', input: () => withHex({ row: 4, col: 10, terrain: { name: 'woods', behavior: 'STEEP_HILL' } }), item: 'behavior STEEP_HILL (on terrain "woods") at (4,10)' },
    { name: 'CLIFF on woods', input: () => withHex({ row: 4, col: 10, terrain: { name: 'woods', behavior: 'cliff' } }), item: 'behavior CLIFF (on terrain "woods") at (4,10)' },
    { name: 'BLUFF on a desert hill', input: () => withHex({ row: 4, col: 10, terrain: { name: 'dhill', behavior: 'BLUFF' } }), item: 'behavior BLUFF (on terrain "dhill") at (4,10)' },
    // holdout3: on woods and villages it closes them (C413); on marshes it stays refused.
    { name: 'IMPASSABLE_HILL on marshes', input: () => withHex({ row: 4, col: 10, terrain: { name: 'marshes', behavior: 'IMPASSABLE_HILL' } }), item: 'behavior IMPASSABLE_HILL (on terrain "marshes") at (4,10)' },
    { name: 'WIDE_RIVER on hills', input: () => withHex({ row: 4, col: 10, terrain: { name: 'hills', behavior: 'WIDE_RIVER' } }), item: 'behavior WIDE_RIVER (on terrain "hills") at (4,10)' },
    { name: 'BRIDGE_SECTION on a bunker', input: () => withHex({ row: 4, col: 10, rect_terrain: { name: 'bunker', behavior: 'BRIDGE_SECTION' } }), item: 'behavior BRIDGE_SECTION (on rect_terrain "bunker") at (4,10)' },
    // SEAWALL on sandbags is a sea wall (C390); on any other obstacle it stays refused.
    { name: 'SEAWALL on wire', input: () => withHex({ row: 5, col: 35 - 30, obstacle: { name: 'wire', behavior: 'SEAWALL', original_owner: 'ALLIES' } }), item: 'behavior SEAWALL (on obstacle "wire") at (5,5)' },
    { name: 'unknown terrain', input: () => withHex({ row: 4, col: 10, terrain: { name: 'marsh' } }), item: 'terrain "marsh" at (4,10)' },
    { name: 'unknown rect_terrain', input: () => withHex({ row: 4, col: 10, rect_terrain: { name: 'railroadbridge' } }), item: 'rect_terrain "railroadbridge" at (4,10)' },
    { name: 'unknown obstacle', input: () => withHex({ row: 4, col: 10, obstacle: { name: 'minefield' } }), item: 'obstacle "minefield" at (4,10)' },
    { name: 'unknown unit', input: () => withHex({ row: 4, col: 10, unit: { name: 'planeus' } }), item: 'unit "planeus" at (4,10)' },
    { name: 'unknown nation', input: () => withHex({ row: 4, col: 10, unit: { name: 'infxx' } }), item: 'unit "infxx" at (4,10)' },
    { name: 'unknown unit behavior', input: () => withHex({ row: 4, col: 10, unit: { name: 'tankus', behavior: 'MEDIC' } }), item: 'behavior MEDIC (on unit "tankus") at (4,10)' },
    { name: 'a behavior on an unknown tag', input: () => withHex({ row: 4, col: 10, tags: [{ name: 'mine3', behavior: 'SMOKE' }] }), item: 'behavior SMOKE (on tag "mine3") at (4,10)' },
    { name: 'a behavior on a battle star', input: () => withHex({ row: 4, col: 10, tags: [{ name: 'tag1', behavior: 'PARADROP' }] }), item: 'behavior PARADROP (on tag "tag1") at (4,10)' },
    { name: 'another behavior on an exit tag', input: () => withHex({ row: 8, col: 10, tags: [{ name: 'tag4', behavior: 'MINE_FIELD' }] }), item: 'behavior MINE_FIELD (on tag "tag4") at (8,10)' },
    { name: 'other victory condition', input: () => withHex({ row: 4, col: 10 }, (m) => m.game_info.victory_conditions.push({ exit: {} })), item: 'victory condition exit' },
    {
      name: 'another condition beside a sudden death',
      input: () => withHex({ row: 4, col: 10 }, (m) => (m.game_info.victory = { condition: [{ group_sudden_death: { side: 'ALLIES', group: ['G9'] }, majority: {} }] })),
      item: 'victory condition majority',
    },
    { name: 'a played rule with a value it cannot have', input: () => withHex({ row: 4, col: 10 }, (m) => (m.game_info.options = { partial_blitz_rules: 'AXIS' })), item: 'game option "partial_blitz_rules" = "AXIS"' },
    { name: 'game options as a list', input: () => withHex({ row: 4, col: 10 }, (m) => (m.game_info.options = [{ airdrop: {} }])), item: 'game options written as a list' },
    { name: 'unknown board face', input: () => withHex({ row: 4, col: 10 }, (m) => (m.board.face = 'JUNGLE')), item: 'board face "JUNGLE"' },
  ];

  it.each(CASES)('refuses $name with an exact item', ({ input, item }) => {
    const r = refused(input());
    expect(r.unsupported).toEqual([item]);
    expect(r.problems).toEqual([]);
  });

  it('lists one item per name with all its hexes, in board order', () => {
    const m = tidy();
    m.board.hexagons.push(
      { row: 6, col: 8, terrain: { name: 'volcano' } },
      { row: 6, col: 6, terrain: { name: 'volcano', behavior: 'STEEP_HILL' } },
      { row: 6, col: 10, terrain: { name: 'mountain', behavior: 'IMPASSABLE_HILL' } },
    );
    expect(refused(m).unsupported).toEqual([
      'terrain "volcano" at (6,6), (6,8)',
      'behavior STEEP_HILL (on terrain "volcano") at (6,6)',
    ]);
  });

  it('reports data errors as problems with the .m44 path', () => {
    const m = tidy();
    m.board.hexagons.push({ row: 'x', col: 1 }, { row: 9, col: 1, terrain: { name: 'woods' } }, { row: 1, col: 2 }, 'hex');
    m.board.hexagons[1].tags[0].group = ['Z99'];
    m.game_info.starting = 'PLAYER3';
    m.game_info.cards_player2 = 'five';
    const r = refused(m);
    expect(r.unsupported).toEqual([]);
    expect(r.problems.map((p) => p.path)).toEqual([
      'board.hexagons[1].tags[0].group[0]',
      'board.hexagons[6]',
      'board.hexagons[7]',
      'board.hexagons[8]',
      'board.hexagons[9]',
      'game_info.cards_player2',
      'game_info.starting',
    ]);
    expect(r.problems[2]).toMatchObject({ message: 'hex (9,1) is off the board (rows 0..8, cols 0..24)', hex: { row: 9, col: 1 } });
    expect(r.problems[3]?.message).toBe('(1,2) is not a hex position: row + col must be even');
  });

  it('merges repeated entries of one hex, and refuses two units (or terrains) on it', () => {
    const ok = withHex({ row: 0, col: 0, obstacle: { name: 'wire' } });
    expect(imported(ok).scenario.board.hexes[0]).toEqual({ row: 0, col: 0, terrain: 'forest', obstacle: 'wire', unit: { side: 'axis', kind: 'infantry', figures: 3 } });
    const bad = withHex({ row: 0, col: 0, terrain: { name: 'hills' }, unit: { name: 'infger' } });
    expect(refused(bad).problems.map((p) => p.message)).toEqual([
      'hex (0,0) is listed twice with a terrain each time',
      'hex (0,0) is listed twice with a unit each time',
    ]);
  });

  it('returns the validator problems when the converted battle is not valid', () => {
    const m = withHex({ row: 4, col: 10, rect_terrain: { name: 'bridge' } }); // a bridge on dry land
    m.board.hexagons.push({ row: 5, col: 5, unit: { name: 'tankus', nbr_units: 5 } });
    const r = refused(m);
    expect(r.unsupported).toEqual([]);
    expect(r.problems.map((p) => [p.message, p.hex])).toEqual([
      ['the bridge on (4,10) is not on a river hex', { row: 4, col: 10 }],
      ['armor on (5,5) has 5 figures; it must have 1 to 3', { row: 5, col: 5 }],
    ]);
  });

  it('refuses a battle with no unit for one side', () => {
    const m = tidy();
    m.board.hexagons = m.board.hexagons.filter((h: Json) => !h.unit?.name?.endsWith('ger'));
    expect(refused(m).problems.map((p) => p.message)).toEqual(['there is no axis unit on the board; each side needs at least one']);
  });
});

describe('importM44: bad inputs', () => {
  it('refuses non-objects with a clear problem and does not throw', () => {
    const cases: unknown[] = [null, undefined, 7, 'x'.repeat(FIFTY_MB), [tidy()], true];
    for (const input of cases) {
      let r: M44ImportResult | undefined;
      expect(() => (r = importM44(input))).not.toThrow();
      expect(r?.ok).toBe(false);
      if (r && !r.ok) {
        expect(r.problems).toHaveLength(1);
        expect(r.problems[0]?.message).toMatch(/^an \.m44 scenario must be a JSON object, got /);
      }
    }
    const big = refused('x'.repeat(FIFTY_MB));
    expect(big.problems[0]?.message).toBe(`an .m44 scenario must be a JSON object, got a string of ${FIFTY_MB} characters`);
  });

  it('refuses a 50 MB string inside the file, but ignores the prose of the text block', () => {
    const m = tidy();
    m.board.hexagons[0].unit.name = 'i'.repeat(FIFTY_MB);
    expect(refused(m).problems).toEqual([{ path: 'board.hexagons[0].unit.name', message: `text of ${FIFTY_MB} characters; at most 2000 are allowed` }]);
    const t = tidy();
    t.text.en.description = 'd'.repeat(FIFTY_MB);
    expect(importM44(t).ok).toBe(true);
  });

  it('refuses nesting 10,000 levels deep (also as item wrappers) without throwing', () => {
    for (const kind of ['array', 'item'] as const) {
      const m = tidy();
      m.board.hexagons = nested(10_000, kind);
      let r: M44ImportResult | undefined;
      expect(() => (r = importM44(m))).not.toThrow();
      expect(r?.ok).toBe(false);
      if (r && !r.ok) expect(r.problems[0]?.message).toMatch(/nested more than 64 levels deep/);
    }
  });

  it('a .m44 file read as text: not JSON, 50 MB or the wrong shape each gives one clear problem', () => {
    const read = (text: string): string[] => {
      const parsed = parseJsonText(text);
      if (!parsed.ok) return parsed.problems.map((p) => p.message);
      const r = importM44(parsed.value);
      return r.ok ? [] : [...r.unsupported, ...r.problems.map((p) => `${p.path}: ${p.message}`)];
    };
    expect(read('{"board": {"type": "STANDARD",')).toEqual([expect.stringMatching(/^not valid JSON: /)]);
    const huge = JSON.stringify({ ...tidy(), padding: 'x'.repeat(FIFTY_MB) });
    expect(read(huge)).toEqual([`the text is ${huge.length} characters long; at most ${MAX_JSON_TEXT} are accepted`]);
    const shape = tidy();
    shape.board.hexagons = 'all of them';
    expect(read(JSON.stringify(shape))).toEqual(['board.hexagons: board.hexagons must be a list, got a string of 11 characters']);
    const hexShape = tidy();
    hexShape.board.hexagons[0] = [0, 0, 'woods'];
    expect(read(JSON.stringify(hexShape))).toEqual(['board.hexagons[0]: a hexagon must be an object, got an array of 3 entries']);
  });

  it('reports a missing board and game_info instead of throwing', () => {
    const r = refused({ text: { en: { name: 'Empty' } } });
    expect(r.problems.map((p) => p.path)).toEqual([
      'game_info',
      'board',
      'game_info.cards_player1',
      'game_info.cards_player2',
      'game_info.victory_player1',
      'game_info.victory_player2',
    ]);
  });
});

describe('importM44: names that are also Object.prototype members', () => {
  /** Names a plain-object lookup would find on Object.prototype. */
  const NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];
  /** Each name-keyed lookup of the importer, fed `name`, and the message expected in the result. */
  const LOOKUPS: Array<{ what: string; set: (m: Json, name: string) => void; says: (name: string) => string }> = [
    { what: 'terrain', set: (m, n) => (m.board.hexagons[0].terrain = { name: n }), says: (n) => `terrain "${n.toLowerCase()}"` },
    {
      what: 'terrain behavior',
      set: (m, n) => (m.board.hexagons[0].terrain = { name: 'woods', behavior: n }),
      says: (n) => `behavior ${n.toUpperCase()} (on terrain "woods")`,
    },
    { what: 'rect_terrain', set: (m, n) => (m.board.hexagons[0].rect_terrain = { name: n }), says: (n) => `rect_terrain "${n.toLowerCase()}"` },
    { what: 'obstacle', set: (m, n) => (m.board.hexagons[0].obstacle = { name: n }), says: (n) => `obstacle "${n.toLowerCase()}"` },
    { what: 'board face', set: (m, n) => (m.board.face = n), says: (n) => `board face "${n}"` },
    { what: 'unit nation', set: (m, n) => (m.board.hexagons[0].unit = { name: `inf${n}` }), says: (n) => `unit "inf${n.toLowerCase()}"` },
    { what: 'unit type', set: (m, n) => (m.board.hexagons[0].unit = { name: n }), says: (n) => `unit "${n.toLowerCase()}"` },
    { what: 'unit badge', set: (m, n) => (m.board.hexagons[0].unit = { name: 'infger', badge: n }), says: (n) => `unidentified badge, which may carry rules (unit "infger" with ${n.toLowerCase()})` },
  ];

  for (const l of LOOKUPS) {
    it(`the ${l.what} lookup answers ${NAMES.join(', ')} with a clear message, never a throw`, () => {
      for (const name of NAMES) {
        const m = tidy();
        l.set(m, name);
        let r: M44ImportResult | undefined;
        expect(() => (r = importM44(m)), name).not.toThrow();
        const said = r!.ok ? r!.warnings : [...r!.unsupported, ...r!.problems.map((p) => p.message)];
        expect(said.join('\n'), `${l.what} ${name}`).not.toMatch(/could not be read|is not iterable|is not a function/);
        expect(said.some((s) => s.includes(l.says(name))), `${l.what} ${name}: ${said.join(' | ')}`).toBe(true);
      }
    });
  }

  it('a nation named like an Object.prototype member is kept as a plain name', () => {
    for (const name of NAMES) {
      const m = tidy();
      m.game_info.country_player1 = name;
      const r = importM44(m);
      expect(r.ok, name).toBe(true);
      if (r.ok) expect(r.scenario.sides.axis.nation).toBe(name.toUpperCase());
    }
  });
});

describe('importM44: the text block is bounded', () => {
  it('more than 32 languages, or a language with more than 32 entries: refused naming the limit', () => {
    const langs = tidy();
    for (let i = 0; i < 40; i++) langs.text[`l${i}`] = { name: `n${i}` };
    expect(refused(langs).problems).toEqual([{ path: 'text', message: 'the text block has 41 languages; at most 32 are read' }]);
    const keys = tidy();
    for (let i = 0; i < 40; i++) keys.text.en[`k${i}`] = 'x';
    expect(refused(keys).problems).toEqual([{ path: 'text.en', message: 'text.en has 41 entries; at most 32 are read' }]);
  });

  it('32 languages of 32 entries each are read as usual', () => {
    const m = tidy();
    for (let i = 0; i < 31; i++) m.text[`l${i}`] = { name: `n${i}` };
    for (let i = 0; i < 31; i++) m.text.en[`k${i}`] = 'x';
    const r = importM44(m);
    expect(r.ok && r.scenario.name).toBe('Tidy Test');
  });
});
