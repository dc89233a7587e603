/**
 * Battle-wide actions and rules of FAQ 003_f06c3a1d5921cf5a.txt §III, and the per-unit rules the `.m44` files carry
 * (helper "actions"): North African Desert Rules, Capture HQ/Supply Tent, Oasis and Hospital Recovery, units that move
 * at most 2 hexes or ignore one flag. Decisions C70-C79 of docs/rules-decisions.md.
 */
import { describe, expect, it } from 'vitest';
import { hexKey, legalActions, legalMoves } from '../../src/engine';
import type { GameState, Side, UnitKind } from '../../src/engine';
import type { Scenario, ScenarioHex, ScenarioUnit } from '../../src/scenario/types';
import { applyBattleRules } from '../../src/scenario/battleRules';
import { act, hex, idAt, mini, start } from './helpers';

const U = (row: number, col: number, side: Side, kind: UnitKind = 'infantry', more: Partial<ScenarioUnit> = {}): ScenarioHex => ({ row, col, unit: { side, kind, ...more } });
const farthest = (s: GameState, row: number, col: number): number =>
  Math.max(...legalMoves(s, idAt(s, row, col)).map((h) => Math.max(Math.abs(h.row - row), (Math.abs(h.col - col) + Math.abs(h.row - row)) / 2)));

describe('per-unit rules of the .m44 files', () => {
  it('[rules-decisions C73; 8044 Rzhev ARMOR_MOVE_TWO] a unit with maxMove 2 moves at most 2 hexes, under any card; other armor keeps its 3', () => {
    const sc: Scenario = mini({ hexes: [U(6, 8, 'allies', 'armor', { maxMove: 2 }), U(6, 16, 'allies', 'armor'), U(0, 0, 'axis')] });
    const s0 = start(sc, { allies: ['direct-from-hq'], axis: ['direct-from-hq'] });
    expect(s0.units[0]!.maxMove).toBe(2);
    expect(s0.units[1]!.maxMove).toBeUndefined();
    const s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
    expect(farthest(s, 6, 8)).toBe(2);
    expect(farthest(s, 6, 16)).toBe(3);
  });

  it('[rules-decisions C74; 4085 CAN_IGNORE_ONE_FLAG] a unit with ignoreOneFlag may ignore one flag of an attack on open ground; one without may not', () => {
    const sc: Scenario = mini({ hexes: [U(6, 12, 'allies'), U(5, 13, 'axis', 'elite-armor', { ignoreOneFlag: true }), U(6, 16, 'allies'), U(5, 17, 'axis', 'armor')] });
    const s0 = start(sc, { allies: ['direct-from-hq'], axis: ['direct-from-hq'] });
    let s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
    s = act(s, { type: 'endMoves' }).state;
    const a = act(s, { type: 'battle', unit: idAt(s, 6, 12), target: hex(5, 13) }, ['flag', 'flag', 'star']).state;
    const stays = legalActions(a).filter((x) => x.type === 'retreat' && x.ignore);
    expect(stays.length).toBeGreaterThan(0);
    const b = act(s, { type: 'battle', unit: idAt(s, 6, 16), target: hex(5, 17) }, ['flag', 'star', 'star']).state;
    expect(legalActions(b).some((x) => x.type === 'retreat' && x.ignore)).toBe(false);
    expect(hexKey(b.units[3]!)).toBe('5,17');
  });

  it('[rules-decisions C73-C74] a unit without these fields keeps the state unchanged (no key written)', () => {
    const s = start(mini({ hexes: [U(6, 12, 'allies'), U(0, 0, 'axis')] }));
    expect(Object.keys(s.units[0]!).sort()).toEqual(['col', 'figures', 'id', 'kind', 'maxFigures', 'medals', 'row', 'side']);
  });
});

describe('North African Desert Rules', () => {
  // Allied armor at (6,12) faces a 1-figure Axis infantry at (5,13); more Axis infantry at (3,15) for the Overrun.
  const board = (target: ScenarioHex['terrain'] = undefined): Scenario =>
    mini({
      hexes: [U(6, 12, 'allies', 'armor'), { ...U(5, 13, 'axis', 'infantry', { figures: 1 }), ...(target ? { terrain: target } : {}) }, U(3, 15, 'axis', 'infantry', { figures: 1 }), U(0, 0, 'axis')],
    });
  const assault = (sc: Scenario): GameState => {
    const s0 = start(sc, { allies: ['direct-from-hq'], axis: ['direct-from-hq'] });
    let s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
    s = act(s, { type: 'endMoves' }).state;
    s = act(s, { type: 'battle', unit: 0, target: hex(5, 13) }, ['infantry', 'flag', 'flag']).state;
    return act(s, { type: 'takeGround' }).state;
  };

  it('[FAQ §III North African Desert Rules, l.1879 "Armor may move into vacated hex and move 1 additional hex before battling again"; house rules l.606] after Taking Ground the armor may move one more hex, then Overrun', () => {
    const s = assault(applyBattleRules(board(), ['desert']));
    expect(s.pending[0]?.kind).toBe('desertMove');
    const steps = legalActions(s).flatMap((a) => (a.type === 'move' ? [hexKey(a.to)] : []));
    expect(steps).toContain('4,14');
    expect(legalActions(s)).toContainEqual({ type: 'decline' });
    const r = act(s, { type: 'move', unit: 0, to: hex(4, 14) });
    expect(r.events).toContainEqual({ type: 'tookGround', unit: 0, from: hex(5, 13), to: hex(4, 14), extraHex: true });
    expect(r.state.pending[0]?.kind).toBe('overrun');
    expect(legalActions(r.state)).toContainEqual({ type: 'battle', unit: 0, target: hex(3, 15) });
    // Declining the extra hex goes straight to the Overrun.
    expect(act(s, { type: 'decline' }).state.pending[0]?.kind).toBe('overrun');
  });

  it('[FAQ §III North African Desert Rules Q1, l.1881-1883 "It may only Take Ground onto the vacated hex after the Overrun combat"] no extra hex after the Overrun battle', () => {
    const s = assault(applyBattleRules(board(), ['desert']));
    let t = act(s, { type: 'move', unit: 0, to: hex(4, 14) }).state;
    t = act(t, { type: 'battle', unit: 0, target: hex(3, 15) }, ['infantry', 'flag', 'flag']).state;
    expect(t.pending[0]?.kind).toBe('takeGround');
    t = act(t, { type: 'takeGround' }).state;
    expect(t.pending.map((p) => p.kind)).not.toContain('desertMove');
    expect(hexKey(t.units[0]!)).toBe('3,15');
  });

  it('[FAQ §III North African Desert Rules Q2, l.1885-1887 "a unit that enters a Town hex must stop"] Take Ground into a desert town or a palm forest stops the armor: no extra hex, no Overrun', () => {
    for (const terrain of ['town', 'forest'] as const) {
      const sc = applyBattleRules(board(terrain), ['desert']);
      const s0 = start(sc, { allies: ['direct-from-hq'], axis: ['direct-from-hq'] });
      let s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
      s = act(s, { type: 'endMoves' }).state;
      s = act(s, { type: 'battle', unit: 0, target: hex(5, 13) }, terrain === 'town' ? ['infantry'] : ['infantry', 'flag']).state;
      s = act(s, { type: 'takeGround' }).state;
      expect(s.pending, terrain).toEqual([]);
    }
  });

  it('[FAQ §III North African Desert Rules; rulebook p.11 Armor Overrun] without the rule, Take Ground goes straight to the Overrun; infantry never gets the extra hex', () => {
    expect(assault(board()).pending[0]?.kind).toBe('overrun');
    const sc = applyBattleRules(mini({ hexes: [U(6, 12, 'allies'), U(5, 13, 'axis', 'infantry', { figures: 1 }), U(0, 0, 'axis')] }), ['desert']);
    const s0 = start(sc, { allies: ['direct-from-hq'], axis: ['direct-from-hq'] });
    let s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
    s = act(s, { type: 'endMoves' }).state;
    s = act(s, { type: 'battle', unit: 0, target: hex(5, 13) }, ['infantry', 'flag', 'flag']).state;
    expect(act(s, { type: 'takeGround' }).state.pending).toEqual([]);
  });
});

describe('Oasis and Hospital Recovery', () => {
  const board = (terrain: 'oasis' | 'hospital', enemyNextDoor = false): Scenario =>
    mini({ hexes: [{ ...U(6, 12, 'allies'), terrain }, U(6, 20, 'allies'), enemyNextDoor ? U(5, 13, 'axis') : U(0, 0, 'axis')] });
  /** The battle started, the Allied unit on (6,12) down to 1 figure, and the card played (direct-from-hq orders both). */
  const ordered = (sc: Scenario): GameState => {
    const s0 = start(sc, { allies: ['direct-from-hq', 'attack-left', 'attack-right', 'probe-left'], axis: ['direct-from-hq'] });
    const hurt = { ...s0, units: s0.units.map((u) => (u.id === 0 ? { ...u, figures: 1 } : u)) };
    return act(hurt, { type: 'play', card: hurt.cards.hands.allies[0]! }).state;
  };

  it('[FAQ §III Hospital Recovery, l.2028-2032 "Roll 6 Battle dice. For each die matching the unit\'s symbol or a star, 1 lost figure is returned"] 6 dice; the unit neither moves nor battles', () => {
    const s = ordered(applyBattleRules(board('hospital'), ['hospital-recovery']));
    expect(legalActions(s)).toContainEqual({ type: 'recover', unit: 0 });
    expect(legalActions(s)).not.toContainEqual({ type: 'recover', unit: 1 });
    const r = act(s, { type: 'recover', unit: 0 }, ['infantry', 'star', 'armor', 'grenade', 'flag', 'infantry']);
    expect(r.events.find((e) => e.type === 'roll')).toEqual({ type: 'roll', faces: ['infantry', 'star', 'armor', 'grenade', 'flag', 'infantry'] });
    // 3 faces hit, but the unit may not gain more than it started with (4).
    expect(r.state.units[0]!.figures).toBe(4);
    expect(legalActions(r.state).some((a) => (a.type === 'move' || a.type === 'recover') && a.unit === 0)).toBe(false);
    const b = act(r.state, { type: 'endMoves' }).state;
    expect(legalActions(b).some((a) => a.type === 'battle' && a.unit === 0)).toBe(false);
  });

  it('[FAQ §III Hospital Recovery, l.2026 "The unit cannot move or battle this turn"; cards.md Behind Enemy Lines] a unit that recovers under Behind Enemy Lines gets no second move either (found by the expansion soak)', () => {
    const s0 = start(applyBattleRules(board('hospital'), ['hospital-recovery']), { allies: ['behind-enemy-lines'], axis: ['direct-from-hq'] });
    const hurt = { ...s0, units: s0.units.map((u) => (u.id === 0 ? { ...u, figures: 1 } : u)) };
    let s = act(hurt, { type: 'play', card: hurt.cards.hands.allies[0]! }).state;
    if (s.turn.stage === 'order') s = act(s, { type: 'order', unit: 0 }).state;
    s = act(s, { type: 'recover', unit: 0 }, ['star', 'star', 'star', 'star', 'star', 'star']).state;
    const moves = (st: GameState) => legalActions(st).filter((a) => a.type === 'move' && a.unit === 0);
    expect(moves(s)).toEqual([]);
    // Through the battle step into the second move: still no move for the unit that recovered.
    for (let i = 0; i < 4 && s.turn.side === 'allies' && s.turn.stage !== 'move2'; i++) {
      const next = legalActions(s).find((a) => a.type === 'endMoves' || a.type === 'endBattles');
      if (!next) break;
      s = act(s, next).state;
    }
    expect(s.turn.side === 'allies' ? moves(s) : []).toEqual([]);
  });

  it('[FAQ §III Oasis Recovery, l.1901-1903; house rules App. 2 Oasis, l.615-616 "applying the same procedure as a Medics & Mechanics Command Card"] a die per card held, the card played included', () => {
    const s = ordered(applyBattleRules(board('oasis'), ['oasis-recovery']));
    const r = act(s, { type: 'recover', unit: 0 }, ['star', 'flag', 'flag', 'flag']);
    const roll = r.events.find((e) => e.type === 'roll');
    expect(roll?.type === 'roll' && roll.faces.length).toBe(4);
    expect(r.state.units[0]!.figures).toBe(2);
  });

  it('[FAQ §III Hospital Recovery, l.2026 "with no adjacent enemy"; Q l.2038-2040 "it must start the turn on the Hospital Hex"; rules-decisions C71-C72] not next to an enemy, not after moving, not at full strength, not without the battle rule', () => {
    expect(legalActions(ordered(applyBattleRules(board('hospital', true), ['hospital-recovery']))).some((a) => a.type === 'recover')).toBe(false);
    expect(legalActions(ordered(board('hospital'))).some((a) => a.type === 'recover')).toBe(false);
    expect(legalActions(ordered(applyBattleRules(board('hospital'), ['oasis-recovery']))).some((a) => a.type === 'recover')).toBe(false);
    const s = ordered(applyBattleRules(board('hospital'), ['hospital-recovery']));
    const moved = act(s, { type: 'move', unit: 1, to: hex(6, 22) }).state;
    expect(legalActions(moved)).toContainEqual({ type: 'recover', unit: 0 });
    const away = act(s, { type: 'move', unit: 0, to: hex(6, 14) }).state;
    expect(legalActions(away).some((a) => a.type === 'recover')).toBe(false);
  });
});

describe('Capture HQ/Supply Tent', () => {
  // The Axis headquarters at (4,12); Allied infantry next to it at (5,13), Axis infantry at (3,11).
  const board = (): Scenario => mini({ hexes: [{ row: 4, col: 12, terrain: 'hq-tent', headquarters: 'axis' }, U(5, 13, 'allies'), U(3, 11, 'axis'), U(8, 24, 'allies')] });

  it('[FAQ §III Capture HQ/Supply Tent, l.2010 "owner of captured HQ/Supply Tent immediately loses 1 random Command Card"] an enemy unit moving onto it costs its owner a card at once, to the discard pile', () => {
    const s0 = start(board(), { allies: ['direct-from-hq', 'attack-left'], axis: ['probe-left', 'probe-centre', 'probe-right', 'attack-centre'] });
    expect(s0.special?.headquarters).toEqual([{ row: 4, col: 12, side: 'axis' }]);
    expect(s0.hqCaptured).toBeUndefined();
    let s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
    const r = act(s, { type: 'move', unit: 0, to: hex(4, 12) });
    s = r.state;
    const ev = r.events.find((e) => e.type === 'hqCaptured');
    expect(ev).toMatchObject({ type: 'hqCaptured', side: 'axis', at: hex(4, 12) });
    expect(s.cards.hands.axis).toHaveLength(3);
    expect(ev?.type === 'hqCaptured' && s.cards.discard.includes(ev.card)).toBe(true);
    expect(s.hqCaptured).toEqual({ [String(4 * 25 + 12)]: 1 });
    // Staying, or another turn, costs nothing more.
    s = act(act(s, { type: 'endMoves' }).state, { type: 'endBattles' }).state;
    expect(s.cards.hands.axis).toHaveLength(3);
  });

  it('[FAQ §III Capture HQ/Supply Tent Q, l.2016-2018 "A friendly unit must move onto the HQ/Supply Tent hex ... immediately draw a Command Card"] the owner draws its lost card back when its own unit moves onto the hex again', () => {
    const s0 = start(board(), { allies: ['direct-from-hq', 'attack-left'], axis: ['direct-from-hq', 'probe-centre', 'probe-right', 'attack-centre'] });
    let s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
    s = act(s, { type: 'move', unit: 0, to: hex(5, 15) }).state;
    // The Allied infantry steps aside: no capture. The record says the HQ was captured before (a card lost).
    const held = { ...s, hqCaptured: { [String(4 * 25 + 12)]: 1 }, cards: { ...s.cards, hands: { ...s.cards.hands, axis: s.cards.hands.axis.slice(1) } } };
    let t = act(held, { type: 'endMoves' }).state;
    expect(t.turn.side).toBe('axis');
    const before = t.cards.hands.axis.length;
    t = act(t, { type: 'play', card: t.cards.hands.axis.find((c) => legalActions(t).some((a) => a.type === 'play' && a.card === c))! }).state;
    const r = act(t, { type: 'move', unit: 1, to: hex(4, 12) });
    expect(r.events.some((e) => e.type === 'hqRetaken' && e.side === 'axis')).toBe(true);
    expect(r.events.some((e) => e.type === 'drew' && e.side === 'axis')).toBe(true);
    expect(r.state.cards.hands.axis).toHaveLength(before);
    expect(r.state.hqCaptured).toBeUndefined();
  });
});

describe('Capture HQ/Supply Tent: the lost card as a recorded outcome', () => {
  it('[FAQ §III Capture HQ/Supply Tent, l.2010 "loses 1 random Command Card"; docs/saves.md] the card lost is recorded with the step and can be supplied on a replay; a card not in the hand is refused', async () => {
    const { outcomeOf } = await import('../../src/game/record');
    const { applyAction } = await import('../../src/engine');
    const sc = mini({ hexes: [{ row: 4, col: 12, headquarters: 'axis' }, U(5, 13, 'allies'), U(3, 11, 'axis')] });
    const s0 = start(sc, { allies: ['direct-from-hq'], axis: ['probe-left', 'probe-centre', 'probe-right', 'attack-centre'] });
    const s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
    const r = act(s, { type: 'move', unit: 0, to: hex(4, 12) });
    const lost = outcomeOf(r.events).lost;
    expect(lost).toHaveLength(1);
    // Supplied: the named card goes, whatever the PRNG would pick.
    const other = s.cards.hands.axis.find((c) => c !== lost![0])!;
    const forced = applyAction(s, { type: 'move', unit: 0, to: hex(4, 12) }, { lost: [other] });
    expect(forced.ok && forced.state.cards.discard.includes(other)).toBe(true);
    const bad = applyAction(s, { type: 'move', unit: 0, to: hex(4, 12) }, { lost: [s.cards.hands.allies[0] ?? s0.cards.hands.allies[0]!] });
    expect(bad.ok ? 'ok' : bad.error.code).toBe('bad-supply');
  });
});
