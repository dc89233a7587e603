/**
 * Hex inspection and the night indicator (docs/ui.md "Inspecting a hex", "Night"): the words come from the engine's
 * tables (every terrain kind, obstacle and marker has a description and a legend picture, so a kind added to the
 * tables later is covered by these loops), a face-down minefield's strength never shows to the other side, what a
 * unit may do comes from the legal actions, inspecting never disturbs play, and the night chip follows the dawn.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, OBSTACLE_KINDS, TERRAIN_KINDS, UNIT_KIND_NAMES, type GameState, type Side, type UnitKind } from '../../src/engine';
import { DAYLIGHT } from '../../src/engine/night';
import { TERRAIN } from '../../src/engine/terrain';
import type { ScenarioHex } from '../../src/scenario/types';
import { applyBattleRules } from '../../src/scenario/battleRules';
import { markerRows, obstacleRows, terrainRows } from '../../src/ui/app/rules-tables';
import { LEGEND_ITEMS, legendItems } from '../../src/ui/board/legend';
import { battleRulesInForce, CELL_FIELDS, HEX_READERS, inspectHex, nightStatus, SPECIAL_FIELDS, STATE_FIELDS, UNIT_FIELDS, type HexInspection } from '../../src/ui/game/inspect';
import { SCENARIO_IMPORT_TEXT } from '../../src/ui/text/scenarioImport';
import { GameSession } from '../../src/ui/game/session';
import type { GameSetup } from '../../src/ui/game/setup';
import { INSPECT_TEXT as I } from '../../src/ui/text/inspect';
import { RULES_TEXT } from '../../src/ui/text/rules';
import { act, idAt, mini, start } from '../engine/helpers';

const TT = RULES_TEXT.terrain;
const U = (row: number, col: number, side: Side, kind: UnitKind = 'infantry'): ScenarioHex => ({
  row,
  col,
  unit: { side, kind },
});
/** Every text of an inspection, one string. */
const allText = (i: HexInspection | null): string => (i ? [i.title, ...i.entries.flatMap((e) => [e.name, ...e.lines.map((l) => `${l.label ?? ''} ${l.text}`)])].join(' | ') : '');
const entry = (i: HexInspection | null, key: string) => i?.entries.find((e) => e.key === key);

/** Each terrain kind of the engine's table on a hex of its own (rows 1-3, in table order). */
function everyTerrain(): { state: GameState; at: Map<string, { row: number; col: number }> } {
  const at = new Map<string, { row: number; col: number }>();
  const hexes: ScenarioHex[] = TERRAIN_KINDS.map((terrain, i) => {
    const row = 1 + Math.floor(i / 12);
    const col = 2 * (i % 12) + (row & 1);
    at.set(terrain, { row, col });
    return { row, col, terrain };
  });
  hexes.push(U(8, 0, 'allies'), U(0, 24, 'axis'));
  return { state: start(mini({ hexes })), at };
}

describe('hex inspection', () => {
  it('describes every terrain kind of the engine table: its name and its moving, battle and sight effects', () => {
    const { state, at } = everyTerrain();
    expect(at.size).toBe(Object.keys(TERRAIN).length);
    for (const kind of TERRAIN_KINDS) {
      const info = inspectHex(state, at.get(kind)!, null);
      const t = entry(info, kind);
      expect(t?.name, kind).toBe(TT.name[kind]);
      expect(t!.lines.map((l) => l.label)).toEqual([I.moving, I.battle, I.sight]);
      for (const l of t!.lines) expect(l.text, kind).toMatch(/\S.*\.$/);
      // The same sentences as the rules help's row: one source.
      const row = terrainRows().find((r) => r.key === kind)!;
      expect(t!.lines.map((l) => l.text)).toEqual([row.moving.join(' '), row.battle.join(' '), row.sight.join(' ')]);
      expect(info!.title).toContain(TT.name[kind]);
    }
  });

  it('has a legend picture and words for every terrain kind, obstacle and marker (a new kind gets them from the tables)', () => {
    const items = legendItems();
    const keys = items.map((x) => x.key);
    for (const kind of TERRAIN_KINDS) expect(keys).toContain(kind);
    for (const kind of OBSTACLE_KINDS) expect(keys).toContain(kind);
    for (const r of [...obstacleRows(), ...markerRows()]) expect(keys).toContain(r.key);
    for (const item of items) {
      expect(LEGEND_ITEMS[item.kind], item.key).toBeTypeOf('function');
      expect(item.row.name.length, item.key).toBeGreaterThan(0);
      expect([...item.row.moving, ...item.row.battle, ...item.row.sight].every((s) => s.length > 0)).toBe(true);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('tells each obstacle and marker on a hex: bridge, road, bunker, wire, hedgehog, sandbags, exit, objective, sudden death', () => {
    const s = start(
      mini({
        hexes: [
          { row: 4, col: 4, terrain: 'river', bridge: true },
          { row: 4, col: 6, road: ['e', 'w'] },
          { row: 4, col: 8, bunker: 'axis', obstacle: 'sandbags' },
          { row: 4, col: 10, obstacle: 'wire' },
          { row: 4, col: 12, obstacle: 'hedgehog' },
          { row: 0, col: 4, exit: 'allies' },
          U(8, 0, 'allies'),
          U(0, 24, 'axis'),
        ],
        objectives: [{ id: 'o1', side: 'allies', hexes: [{ row: 4, col: 14 }], medals: 2, permanent: true }],
      }),
    );
    expect(entry(inspectHex(s, { row: 4, col: 4 }, null), 'bridge')?.lines[0]?.text).toBe(I.bridgeOver);
    expect(entry(inspectHex(s, { row: 4, col: 6 }, null), 'road')?.lines.map((l) => l.text).join(' ')).toContain(TT.extra.road!.moving);
    const bunker = inspectHex(s, { row: 4, col: 8 }, null);
    expect(entry(bunker, 'bunker')?.lines[0]?.text).toBe(I.bunker('axis'));
    expect(entry(bunker, 'sandbags')?.name).toBe(TT.obstacleName.sandbags);
    expect(entry(inspectHex(s, { row: 4, col: 10 }, null), 'wire')?.lines.map((l) => l.text).join(' ')).toContain(TT.stops);
    expect(entry(inspectHex(s, { row: 4, col: 12 }, null), 'hedgehog')?.lines.map((l) => l.text).join(' ')).toContain(TT.infantryOnly);
    expect(allText(inspectHex(s, { row: 0, col: 4 }, null))).toContain('Allies units may leave the board here');
    const obj = entry(inspectHex(s, { row: 4, col: 14 }, null), 'objective');
    expect(obj?.lines.map((l) => l.text)).toEqual([I.objective.who('allies', 2), I.objective.permanent, I.objective.hold(1, 1)]);
    expect(inspectHex(s, { row: 4, col: 5 }, null)).toBeNull();
    // A sudden-death objective of the battle's special rules.
    const sd: GameState = { ...s, special: { suddenDeath: [{ side: 'axis', hexes: [{ row: 4, col: 14 }, { row: 4, col: 16 }], hold: 2 }] } };
    expect(entry(inspectHex(sd, { row: 4, col: 16 }, null), 'suddenDeath')?.lines[0]?.text).toBe(I.suddenDeath.text('axis', 2, 2));
  });

  it('gives the conditional rules of the hex: a wadi’s close combat and closed sides, a steep climb, a battle’s own terrain', () => {
    // The wadi's slopes: two of its sides closed, as the importer closes them.
    const slopes = [
      { a: { row: 4, col: 4 }, b: { row: 3, col: 3 }, impassable: true },
      { a: { row: 4, col: 4 }, b: { row: 5, col: 5 }, impassable: true },
    ];
    const s = start(mini({ hexes: [{ row: 4, col: 4, terrain: 'wadi' }, { row: 4, col: 6, terrain: 'steep-hill' }, U(8, 0, 'allies'), U(0, 24, 'axis')], sides: slopes }));
    const wadi = entry(inspectHex(s, { row: 4, col: 4 }, null), 'wadi')!;
    expect(wadi.lines[1]?.text).toContain(TT.closeCombatOnlyFor(['infantry', 'armor']));
    expect(wadi.lines.map((l) => l.text)).toContain(I.sides.impassable(2));
    expect(entry(inspectHex(s, { row: 4, col: 6 }, null), 'steep-hill')?.lines[0]?.text).toContain(TT.climbCost(2));
    // A battle whose rivers are fordable plays the river as a ford: the hex says so, with the ford's effects.
    const own: GameState = { ...s, board: { ...s.board, terrain: { wadi: TERRAIN.ford } } };
    const w = entry(inspectHex(own, { row: 4, col: 4 }, null), 'wadi')!;
    expect(w.lines.map((l) => l.text)).toContain(I.battleOwn);
    expect(w.lines[0]!.text).toContain(TT.stops);
  });

  it('never shows a face-down minefield’s strength to the other side; its owner sees it; face up, everyone does', () => {
    const sc = mini({ hexes: [{ row: 5, col: 13, minefield: 'axis' }, U(6, 12, 'allies'), U(0, 0, 'axis')] });
    const s = start(sc);
    const value = s.hidden!.mines!['138']!;
    expect(value).toBeTypeOf('number');
    const at = { row: 5, col: 13 };
    for (const viewer of ['allies', null] as const) {
      const text = allText(inspectHex(s, at, viewer));
      expect(text).toContain(I.mine.hidden);
      expect(text).not.toContain(I.mine.known(value));
      expect(text).toContain(I.mine.owner('axis'));
    }
    expect(allText(inspectHex(s, at, 'axis'))).toContain(I.mine.known(value));
    const up: GameState = { ...s, mines: { '138': { owner: 'axis', revealed: 2 } }, hidden: {} };
    expect(allText(inspectHex(up, at, 'allies'))).toContain(I.mine.revealed(2));
  });

  it('a pass-and-play session shows the strength only while the side that laid the mine holds the device', () => {
    const scenario = mini({ hexes: [{ row: 5, col: 13, minefield: 'axis' }, U(6, 12, 'allies'), U(0, 0, 'axis')] });
    const setup: GameSetup = { scenario, seed: 'mines-1', options: {}, mode: 'pass-and-play', players: { names: ['Ann', 'Bob'] }, match: [{ seats: { allies: 0, axis: 1 } }] };
    const session = new GameSession(setup);
    session.acceptHandoff();
    expect(session.hand.value).toBe('allies');
    session.inspectHex({ row: 5, col: 13 });
    const value = session.state.value.hidden!.mines!['138']!;
    expect(allText(session.inspection.value)).toContain(I.mine.hidden);
    expect(allText(session.inspection.value)).not.toContain(I.mine.known(value));
  });

  it('describes the unit (side, kind, figures, medals) and what it may do now, from the legal actions', () => {
    // Recon in the centre orders 1 of the two Allied units there: the order step waits for a choice.
    const s0 = start(mini({ hexes: [U(6, 12, 'allies', 'armor'), U(6, 14, 'allies'), U(2, 12, 'axis'), { row: 4, col: 12, terrain: 'forest' }] }), {
      allies: ['recon-centre'],
      axis: ['recon-centre'],
    });
    const at = { row: 6, col: 12 };
    const before = inspectHex(s0, at, 'allies');
    expect(entry(before, 'unit')?.lines[0]?.text).toBe(I.unit.who('allies', RULES_TEXT.units.name.armor, 3, 3));
    expect(entry(before, 'unit')?.lines[1]?.text).toBe(I.unit.medals(1, 'axis'));
    expect(entry(before, 'now')?.lines[0]?.text).toBe(I.now.waitCard('allies'));
    expect(entry(inspectHex(s0, { row: 2, col: 12 }, 'allies'), 'now')?.lines[0]?.text).toBe(I.now.notTurn('allies'));
    const played = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
    expect(entry(inspectHex(played, at, 'allies'), 'now')?.lines[0]?.text).toBe(I.now.canOrder);
    const moving = act(played, { type: 'order', unit: idAt(played, 6, 12) }).state;
    expect(entry(inspectHex(moving, { row: 6, col: 14 }, 'allies'), 'now')?.lines.map((l) => l.text)).toEqual([I.now.notOrdered]);
    const now = entry(inspectHex(moving, at, 'allies'), 'now')!.lines.map((l) => l.text);
    expect(now).toEqual([I.now.ordered, I.now.moves(legalMoves(moving, idAt(moving, 6, 12)).length)]);
    // Moved into the forest: the forest forbids a battle this turn, so the turn goes on to the battles without it.
    const inForest = act(moving, { type: 'move', unit: idAt(moving, 6, 12), to: { row: 4, col: 12 } }).state;
    expect(inForest.turn.stage).toBe('battle');
    expect(entry(inspectHex(inForest, { row: 4, col: 12 }, 'allies'), 'now')?.lines.map((l) => l.text)).toEqual([I.now.ordered, I.now.nothing]);
    expect(entry(inspectHex(s0, { row: 4, col: 14 }, null), 'unit')?.name).toBe(I.noUnit);
  });

  it('describes every unit kind of the engine table (a new kind gets its words from the tables)', () => {
    // Twelve to a row, on rows 2, 4, 6...: the table outgrows one row of the board.
    const at = (i: number): { row: number; col: number } => ({ row: 2 + 2 * Math.floor(i / 12), col: 2 * (i % 12) });
    const hexes: ScenarioHex[] = UNIT_KIND_NAMES.map((kind, i) => U(at(i).row, at(i).col, 'allies', kind));
    const s = start(mini({ hexes: [...hexes, U(0, 24, 'axis')] }));
    UNIT_KIND_NAMES.forEach((kind, i) => {
      const unit = entry(inspectHex(s, at(i), 'allies'), 'unit')!;
      expect(unit.name, kind).toBe(RULES_TEXT.units.name[kind]);
      expect(unit.lines.length).toBeGreaterThanOrEqual(4);
      expect(unit.lines.every((l) => /\S.*\.$/.test(l.text)), kind).toBe(true);
    });
  });

  it('inspecting taps only describe: the selection, the plan and the state stay as they were', () => {
    const setup: GameSetup = {
      scenario: mini({ hexes: [U(6, 12, 'allies'), U(2, 12, 'axis')] }),
      seed: 'inspect-1',
      options: {},
      mode: 'open',
      players: { names: ['Ann', 'Bob'] },
      match: [{ seats: { allies: 0, axis: 1 } }],
    };
    const session = new GameSession(setup);
    const state = session.state.value;
    const card = session.plan.value.playable.keys().next().value!;
    session.tapCard(card);
    const selection = session.selection.value;
    session.toggleInspect();
    expect(session.inspection.value).toBeNull();
    session.tapHex({ row: 6, col: 12 });
    expect(session.inspected.value).toEqual({ row: 6, col: 12 });
    expect(session.inspection.value?.entries.some((e) => e.key === 'unit')).toBe(true);
    expect(session.selection.value).toBe(selection);
    expect(session.state.value).toBe(state);
    session.toggleInspect();
    expect([session.inspecting.value, session.inspected.value]).toEqual([false, null]);
  });
});

describe('hex inspection of the content merged side by side', () => {
  const texts = (e: { lines: { text: string }[] } | undefined): string[] => e?.lines.map((l) => l.text) ?? [];

  it('[FAQ §III Smoke Screen l.2099-2116; rules-decisions C67-C68] a smoke screen: who laid it, its face, when it thins and clears, what it does', () => {
    const s = start(mini({ hexes: [U(6, 12, 'allies'), U(2, 12, 'axis')] }));
    const hexes = [{ row: 4, col: 12 }, { row: 4, col: 14 }, { row: 5, col: 13 }];
    const fresh: GameState = { ...s, smoke: { left: {}, screens: [{ side: 'axis', turn: 1, hexes }] } };
    const e = entry(inspectHex(fresh, { row: 4, col: 14 }, null), 'smoke');
    expect(e?.name).toBe(I.smoke.name);
    // The Allies play now: it thins when this turn of theirs ends.
    expect(texts(e)).toEqual([I.smoke.laidBy('axis'), I.smoke.thins('allies', true), I.smoke.effect]);
    const thin: GameState = { ...fresh, turn: { ...fresh.turn, side: 'axis' }, smoke: { left: {}, screens: [{ side: 'axis', turn: 1, hexes, thinning: true }] } };
    const t = entry(inspectHex(thin, { row: 5, col: 13 }, null), 'smoke-thinning');
    expect([t?.name, texts(t)[1]]).toEqual([I.smoke.thinningName, I.smoke.clears('allies', false)]);
    expect(allText(inspectHex(fresh, { row: 6, col: 12 }, null))).not.toContain(I.smoke.name);
  });

  it('[FAQ §III Capture HQ/Supply Tent l.2006-2020; rules-decisions C75] a headquarters: whose, free or captured, what capture costs', () => {
    const s = start(mini({ hexes: [{ row: 4, col: 12, terrain: 'hq-tent', headquarters: 'axis' }, U(6, 12, 'allies'), U(2, 12, 'axis')] }));
    const hq = entry(inspectHex(s, { row: 4, col: 12 }, null), 'headquarters');
    expect(texts(hq)).toEqual([I.headquarters.whose('axis'), I.headquarters.free('axis')]);
    const key = String(4 * s.board.geometry.cols + 12);
    const taken: GameState = { ...s, hqCaptured: { [key]: 1 } };
    expect(texts(entry(inspectHex(taken, { row: 4, col: 12 }, null), 'headquarters'))[1]).toBe(I.headquarters.captured('axis', 1));
    expect(I.headquarters.captured('axis', 1)).not.toBe(I.headquarters.captured('axis', 0));
  });

  it('[House rules l.344 Sabotaging A Dam; rules-decisions C91] a dam of a battle with dam sabotage: who may, the charges set, sabotaged; no entry without the rule', () => {
    const hexes = [{ row: 4, col: 12, terrain: 'dam' as const }, U(6, 12, 'allies'), U(2, 12, 'axis')];
    const s = start(applyBattleRules(mini({ hexes }), ['axis-dam-sabotage']));
    const key = String(4 * s.board.geometry.cols + 12);
    expect(texts(entry(inspectHex(s, { row: 4, col: 12 }, null), 'dam-sabotage'))).toEqual([I.dam.who('axis'), I.dam.charges(0, 4)]);
    const charged: GameState = { ...s, damTokens: { [key]: 2 } };
    expect(texts(entry(inspectHex(charged, { row: 4, col: 12 }, null), 'dam-sabotage'))[1]).toBe(I.dam.charges(2, 4));
    const done: GameState = { ...s, damsSabotaged: { [key]: true } };
    expect(texts(entry(inspectHex(done, { row: 4, col: 12 }, null), 'dam-sabotage'))[1]).toBe(I.dam.done('axis', 4));
    expect(entry(inspectHex(start(mini({ hexes })), { row: 4, col: 12 }, null), 'dam-sabotage')).toBeUndefined();
  });

  it('[FAQ §III Blowing up Bridges l.1724-1733; rules-decisions C92] a blown bridge is told as such, and the hex words say it', async () => {
    const { describeHex } = await import('../../src/ui/board/input');
    const { BOARD_TEXT } = await import('../../src/ui/text/board');
    const s = start(mini({ hexes: [{ row: 4, col: 4, terrain: 'river' }, U(6, 12, 'allies'), U(2, 12, 'axis')] }));
    const i = 4 * s.board.geometry.cols + 4;
    const cells = s.board.cells.slice();
    cells[i] = { terrain: 'river', blown: true };
    const after: GameState = { ...s, board: { ...s.board, cells } };
    expect(texts(entry(inspectHex(after, { row: 4, col: 4 }, null), 'blown-bridge'))).toEqual([I.blown]);
    expect(entry(inspectHex(s, { row: 4, col: 4 }, null), 'blown-bridge')).toBeUndefined();
    expect(describeHex(after, { row: 4, col: 4 })).toContain(BOARD_TEXT.blownBridge);
    expect(describeHex(s, { row: 4, col: 4 })).not.toContain(BOARD_TEXT.blownBridge);
  });

  it('[FAQ §II Pontoon Bridges l.1150-1170; FAQ §III Blowing up Bridges l.1724-1734; C60-C63] pontoon sites, pontoon bridges, and who may blow a bridge', () => {
    const sc = applyBattleRules(
      mini({ hexes: [{ row: 4, col: 4, terrain: 'river' }, { row: 4, col: 6, terrain: 'river', bridge: true }, U(6, 12, 'allies'), U(2, 12, 'axis')] }),
      ['allied-pontoons', 'axis-sure-demolition'],
    );
    const s = start(sc);
    expect(texts(entry(inspectHex(s, { row: 4, col: 4 }, null), 'pontoon'))).toEqual([I.pontoonSite('allies')]);
    expect(texts(entry(inspectHex(s, { row: 4, col: 6 }, null), 'bridge')).slice(0, 2)).toEqual([I.bridgeOver, I.blowBridge('axis', 1)]);
    // A pontoon built: named as such; the river hex no longer offers a site.
    const cells = s.board.cells.slice();
    const i = 4 * s.board.geometry.cols + 4;
    cells[i] = { ...cells[i]!, bridge: true, pontoon: true };
    const built: GameState = { ...s, board: { ...s.board, cells } };
    const p = entry(inspectHex(built, { row: 4, col: 4 }, null), 'pontoon');
    expect([p?.name, texts(p)[0], texts(p)[1]]).toEqual([I.pontoonName, I.pontoon, I.blowBridge('axis', 1)]);
    // Without the rules, neither line.
    const plain = start(mini({ hexes: [{ row: 4, col: 4, terrain: 'river' }, { row: 4, col: 6, terrain: 'river', bridge: true }, U(6, 12, 'allies'), U(2, 12, 'axis')] }));
    expect(allText(inspectHex(plain, { row: 4, col: 4 }, null))).not.toContain(I.pontoonSite('allies'));
    expect(allText(inspectHex(plain, { row: 4, col: 6 }, null))).not.toContain(I.blowBridge('axis', 1));
  });

  it('[rules-decisions C27, C69, C73, C74; FAQ §III Camouflage, Blitz Rules] drawn markers, and a unit\'s own rules: camouflage, maxMove, ignoreOneFlag, Blitz armor', () => {
    const s = start(
      applyBattleRules(
        mini({
          hexes: [
            { row: 4, col: 12, marker: 'battle-star' },
            { row: 6, col: 12, unit: { side: 'allies', kind: 'infantry', camouflaged: true } },
            { row: 6, col: 14, unit: { side: 'allies', kind: 'armor' } },
            { row: 2, col: 12, unit: { side: 'axis', kind: 'armor', maxMove: 2, ignoreOneFlag: true } },
          ],
        }),
        ['allied-armor-blitz'],
      ),
    );
    expect(texts(entry(inspectHex(s, { row: 4, col: 12 }, null), 'battle-star'))).toEqual([I.markerMeaning]);
    expect(entry(inspectHex(s, { row: 4, col: 12 }, null), 'battle-star')?.name).toBe(I.marker['battle-star']);
    expect(texts(entry(inspectHex(s, { row: 6, col: 12 }, null), 'unit'))).toContain(I.unit.camouflaged);
    expect(texts(entry(inspectHex(s, { row: 6, col: 14 }, null), 'unit'))).toContain(I.unit.armorMove('allies', 2));
    const tiger = texts(entry(inspectHex(s, { row: 2, col: 12 }, null), 'unit'));
    expect(tiger).toContain(I.unit.maxMove(2));
    expect(tiger).toContain(I.unit.ignoreOneFlag);
    expect(allText(inspectHex(s, { row: 6, col: 14 }, null))).not.toContain(I.unit.camouflaged);
  });

  it('[House rules App. 2 field bunkers; FAQ §III Oasis Recovery; rules-decisions C53, C56, C71] field bunkers, frozen rivers, and a recovery rule on its terrain', () => {
    const s = start(
      applyBattleRules(mini({ hexes: [{ row: 4, col: 12, bunker: 'either' }, { row: 4, col: 14, terrain: 'frozen-river' }, { row: 4, col: 16, terrain: 'oasis' }, U(6, 12, 'allies'), U(2, 12, 'axis')] }), ['oasis-recovery']),
    );
    expect(texts(entry(inspectHex(s, { row: 4, col: 12 }, null), 'bunker'))[0]).toBe(I.fieldBunker);
    expect(allText(inspectHex(s, { row: 4, col: 14 }, null))).toContain(TT.thinIce(TERRAIN['frozen-river'].thinIce!));
    expect(texts(entry(inspectHex(s, { row: 4, col: 16 }, null), 'oasis'))).toContain(I.inThisBattle(SCENARIO_IMPORT_TEXT.rule['oasis-recovery'].effect));
  });

  it('[battleRules.ts appliedBattleRules] the inspection panel lists the battle\'s named rules in force, in the switches\' words; none in a plain battle', () => {
    const sc = applyBattleRules(mini({ hexes: [U(6, 12, 'allies'), U(2, 12, 'axis')] }), ['blitz', 'axis-smoke-screen']);
    expect(battleRulesInForce(sc)).toEqual([
      { id: 'blitz', ...SCENARIO_IMPORT_TEXT.rule.blitz },
      { id: 'axis-smoke-screen', ...SCENARIO_IMPORT_TEXT.rule['axis-smoke-screen'] },
    ]);
    expect(battleRulesInForce(mini({ hexes: [U(6, 12, 'allies'), U(2, 12, 'axis')] }))).toEqual([]);
  });

  it('the legend pictures of the new markers are each drawn, and no two alike (a recording context)', () => {
    const keys = ['smoke', 'smoke-thinning', 'camouflage', 'headquarters', 'headquarters-captured', 'pontoon', 'battle-star', 'token', 'bridge'];
    const drawn = new Map<string, string>();
    for (const key of keys) {
      const item = legendItems().find((x) => x.key === key)!;
      const calls: string[] = [];
      const rec: Record<string, unknown> = new Proxy({} as Record<string, unknown>, {
        get: (_t, p) => (p === 'createLinearGradient' || p === 'createRadialGradient' ? () => ({ addColorStop: () => undefined }) : (...a: unknown[]) => void calls.push(`${String(p)}(${a.map((x) => (typeof x === 'number' ? x.toFixed(2) : String(x))).join(',')})`)),
        set: (_t, p, v) => (calls.push(`${String(p)}=${String(v)}`), true),
      });
      LEGEND_ITEMS[item.kind](rec as unknown as CanvasRenderingContext2D, item.key, 'country');
      drawn.set(key, calls.join(';'));
    }
    const plainGround = drawn.get('token')!;
    expect(plainGround.length).toBeGreaterThan(0);
    expect(new Set(drawn.values()).size).toBe(keys.length);
  });

  it('every field of a cell, a unit, the state and its special rules is told by a reader of the hex or named battle-wide, and every reader tells one', () => {
    const told = new Set<string>([CELL_FIELDS, UNIT_FIELDS, STATE_FIELDS, SPECIAL_FIELDS].flatMap((r) => Object.values(r)));
    for (const name of Object.keys(HEX_READERS)) expect(told.has(name), name).toBe(true);
    for (const t of told) expect([...Object.keys(HEX_READERS), 'title', 'battle']).toContain(t);
  });
});

describe('night indicator', () => {
  const dark = applyBattleRules(mini({ hexes: [U(6, 12, 'allies', 'artillery'), U(6, 14, 'allies'), U(2, 12, 'axis'), U(5, 15, 'axis')], first: 'axis' }), ['night']);

  it('shows the night step and the range it allows, follows the dawn roll, and goes at full daylight', () => {
    const s0 = start(dark, { allies: ['direct-from-hq'], axis: ['direct-from-hq'] });
    expect(nightStatus(s0)).toMatchObject({ level: 1, range: 1, text: I.night.short(1) });
    const moved = act(act(s0, { type: 'play', card: s0.cards.hands.axis[0]! }).state, { type: 'endMoves' }).state;
    const dawn = act(moved, { type: 'endBattles' }, ['star', 'flag', 'star', 'grenade']).state;
    expect(nightStatus(dawn)).toMatchObject({ level: 3, range: 3, label: I.night.long(3, DAYLIGHT, 3) });
    expect(allText(inspectHex(dawn, { row: 6, col: 12 }, 'allies'))).toContain(I.unit.night(3));
    expect(nightStatus({ ...dawn, night: { level: DAYLIGHT } })).toBeNull();
    expect(nightStatus(start(mini({ hexes: [U(6, 12, 'allies'), U(2, 12, 'axis')] })))).toBeNull();
  });
});
