/**
 * The infantry-family special units (issue 17, foot): combat engineers.
 * Sources: FAQ 003_f06c3a1d5921cf5a.txt §IV Combat Engineers (l.2270-2338: summary card, Q on obstacles and flags,
 * "How does an Engineer unit play?", Behind Enemy Lines, minefield Qs), §II Minefields Qs (l.1084-1096);
 * docs/rules-decisions.md C150-C154.
 */
import { describe, expect, it } from 'vitest';
import { battleDice, legalActions, newGame } from '../../src/engine';
import type { CardType, GameState, Side, UnitKind } from '../../src/engine';
import { UNIT_KINDS } from '../../src/engine/units';
import type { ScenarioHex } from '../../src/scenario/types';
import { act, hex, idAt, mini, start, type HexExtra } from './helpers';

const U = (row: number, col: number, side: Side, kind: UnitKind = 'infantry', extra: HexExtra = {}): ScenarioHex => ({ row, col, ...extra, unit: { side, kind } });
/** Hex index key of (row, col) on the standard board. */
const k = (row: number, col: number): string => String(row * 25 + col);

/** The Allies play `card`; the minefield at (5,13), if any, gets the hidden value `value`. */
function played(hexes: ScenarioHex[], card: CardType = 'direct-from-hq', value?: number): GameState {
  const s0 = start(mini({ hexes }), { allies: [card], axis: ['recon-centre'] });
  const s = value === undefined || !s0.hidden?.mines ? s0 : ({ ...s0, hidden: { mines: { ...s0.hidden.mines, [k(5, 13)]: value } } } as GameState);
  // The card's play (Infantry Assault names a section: the centre, where the units under test stand).
  const plays = legalActions(s).filter((a) => a.type === 'play');
  const play = plays.find((a) => a.type === 'play' && a.section === 'centre') ?? plays[0]!;
  return act(s, play).state;
}

/** Dice of an Allied unit of `kind` on (6,12) against Axis infantry on (5,13) (close) or (4,12) (2 hexes). */
function dice(kind: UnitKind, target: HexExtra, at: 'close' | 'far' = 'close', own: HexExtra = {}): number {
  const to = at === 'close' ? hex(5, 13) : hex(4, 12);
  const s = newGame(mini({ hexes: [U(6, 12, 'allies', kind, own), U(to.row, to.col, 'axis', 'infantry', target)] }), { seed: 1 });
  return battleDice(s, hex(6, 12), to);
}

describe('combat engineers (FAQ §IV Combat Engineers)', () => {
  it('[FAQ §IV Combat Engineers, l.2320-2321 "like a standard Infantry unit"] 4 figures, move 1 and battle or 2 and not, 3/2/1 dice', () => {
    const e = UNIT_KINDS.engineers;
    expect([e.symbol, e.figures, e.move, e.moveAndBattle, [...e.dice], e.needsSight, e.takesGround]).toEqual(['infantry', 4, 2, 1, [3, 2, 1], true, true]);
    // The standard kinds carry no engineer flag.
    expect(Object.entries(UNIT_KINDS).filter(([, d]) => 'engineer' in d).map(([n]) => n)).toEqual(['engineers']);
  });

  it('[FAQ §IV Combat Engineers Q, l.2292-2294 "Engineers ignore all Battle dice reductions, including obstacles such as Sandbags and Bunkers"] no terrain or obstacle reduction in a close assault', () => {
    for (const target of [{ terrain: 'forest' }, { terrain: 'town' }, { terrain: 'hill' }, { obstacle: 'sandbags' }, { bunker: 'axis' }, { terrain: 'hedgerow' }] as HexExtra[]) {
      expect([target, dice('engineers', target)]).toEqual([target, 3]);
      expect([target, dice('infantry', target)]).toEqual([target, 2]);
    }
  });

  it('[FAQ §IV Combat Engineers, l.2322 "In Close Assault combat"] at 2 hexes the target\'s terrain counts as for any infantry', () => {
    expect(dice('engineers', { terrain: 'forest' }, 'far')).toBe(1);
    expect(dice('engineers', {}, 'far')).toBe(2);
  });

  it('[FAQ §IV Combat Engineers Q, l.2296-2298 "The defender still has the ability to ignore one Flag"] a unit in sandbags may still ignore a flag of an engineer\'s attack', () => {
    const s = played([U(6, 12, 'allies', 'engineers'), U(5, 13, 'axis', 'infantry', { obstacle: 'sandbags' })]);
    const battle = act(act(s, { type: 'endMoves' }).state, { type: 'battle', unit: idAt(s, 6, 12), target: hex(5, 13) }, ['flag', 'star', 'star']);
    expect(battle.state.pending[0]).toMatchObject({ kind: 'retreat', flags: 1, ignorable: true });
  });

  it('[FAQ §IV Combat Engineers, l.2323 "may both battle, and remove Wire ... reduce the number of Battle dice it rolls by one"] an engineer on wire battles at -1 and the wire goes', () => {
    expect(dice('engineers', {}, 'close', { obstacle: 'wire' })).toBe(2);
    const s = played([U(6, 12, 'allies', 'engineers', { obstacle: 'wire' }), U(5, 13, 'axis')]);
    const b = act(s, { type: 'endMoves' }).state;
    const id = idAt(s, 6, 12);
    // The infantry's choice of removing it instead of battling stays open.
    expect(legalActions(b).some((a) => a.type === 'removeWire' && a.unit === id)).toBe(true);
    const r = act(b, { type: 'battle', unit: id, target: hex(5, 13) }, ['star', 'star']);
    expect(r.events.find((e) => e.type === 'battle')).toMatchObject({ dice: 2 });
    expect(r.events.find((e) => e.type === 'wireRemoved')).toEqual({ type: 'wireRemoved', unit: id, at: hex(6, 12) });
    expect(r.state.obstacles?.[k(6, 12)]).toBeUndefined();
  });

  it('[rulebook l.789 Wire] standard infantry that battles from wire leaves it in place', () => {
    const s = played([U(6, 12, 'allies', 'infantry', { obstacle: 'wire' }), U(5, 13, 'axis')]);
    const r = act(act(s, { type: 'endMoves' }).state, { type: 'battle', unit: idAt(s, 6, 12), target: hex(5, 13) }, ['star']);
    expect(r.events.some((e) => e.type === 'wireRemoved')).toBe(false);
  });

  it('[FAQ §IV Combat Engineers, l.2324 "moves onto a Minefield hex and is eligible to battle must clear the Minefield hex instead of battling"] the mine is cleared, no roll, no battle', () => {
    const s = played([U(6, 12, 'allies', 'engineers'), { row: 5, col: 13, minefield: 'axis' }, U(4, 14, 'axis')], 'direct-from-hq', 3);
    const id = idAt(s, 6, 12);
    const r = act(s, { type: 'move', unit: id, to: hex(5, 13) });
    expect(r.events.filter((e) => e.type === 'mine' || e.type === 'roll')).toEqual([]);
    expect(r.events.find((e) => e.type === 'minesCleared')).toEqual({ type: 'minesCleared', unit: id, at: hex(5, 13) });
    expect(r.state.mines?.[k(5, 13)]).toBeUndefined();
    expect(r.state.hidden?.mines?.[k(5, 13)]).toBeUndefined();
    // Instead of battling: no battle, although an enemy stands next to it; its turn is over.
    expect(r.events.some((e) => e.type === 'battle')).toBe(false);
    expect(r.state.turn.side).toBe('axis');
  });

  it('[FAQ §II Minefields Q, l.1084-1086 "A Minefield token with a 0 will still require an Engineer unit to clear"] a decoy is cleared too, and the engineer does not battle', () => {
    const s = played([U(6, 12, 'allies', 'engineers'), { row: 5, col: 13, minefield: 'axis' }, U(4, 14, 'axis'), U(8, 0, 'allies')], 'direct-from-hq', 0);
    const id = idAt(s, 6, 12);
    const r = act(s, { type: 'move', unit: id, to: hex(5, 13) });
    expect(r.events.some((e) => e.type === 'minesCleared')).toBe(true);
    expect(r.state.turn.units[id]!.battles).toBe(r.state.turn.units[id]!.maxBattles);
  });

  it('[FAQ §IV Combat Engineers, l.2324 "If the Engineer unit cannot clear the Minefield, it detonates ... may not make a movement of two hexes and remove a Minefield"] after a 2-hex move the mine goes off', () => {
    const s = played([U(7, 11, 'allies', 'engineers'), { row: 5, col: 13, minefield: 'axis' }, U(0, 0, 'axis')], 'direct-from-hq', 2);
    const r = act(s, { type: 'move', unit: idAt(s, 7, 11), to: hex(5, 13) }, ['infantry', 'flag']);
    expect(r.events.some((e) => e.type === 'minesCleared')).toBe(false);
    expect(r.events.find((e) => e.type === 'mine')).toMatchObject({ value: 2 });
    expect(r.state.mines?.[k(5, 13)]).toEqual({ owner: 'axis', revealed: 2 });
  });

  it('[FAQ §IV Combat Engineers summary, l.2284 "If ordered on Infantry Assault, may move 2 hexes and remove wire or clear mines"] on Infantry Assault a 2-hex move still clears', () => {
    const s = played([U(7, 11, 'allies', 'engineers'), { row: 5, col: 13, minefield: 'axis' }, U(0, 0, 'axis')], 'infantry-assault', 2);
    const r = act(s, { type: 'move', unit: idAt(s, 7, 11), to: hex(5, 13) });
    expect(r.events.some((e) => e.type === 'minesCleared')).toBe(true);
    expect(r.events.some((e) => e.type === 'mine')).toBe(false);
  });

  it('[FAQ §II Minefields Q, l.1088-1090 "starts on a Minefield hex and is ordered, but chooses not to move, instead of battling he must clear"] an engineer that stays clears it when the moves end', () => {
    const s = played([U(5, 13, 'allies', 'engineers', { minefield: 'axis' }), U(4, 14, 'axis'), U(8, 0, 'allies')], 'direct-from-hq', 1);
    const id = idAt(s, 5, 13);
    const r = act(s, { type: 'endMoves' });
    expect(r.events.find((e) => e.type === 'minesCleared')).toEqual({ type: 'minesCleared', unit: id, at: hex(5, 13) });
    expect(r.state.mines?.[k(5, 13)]).toBeUndefined();
    expect(legalActions(r.state).some((a) => a.type === 'battle' && a.unit === id)).toBe(false);
  });

  it('[FAQ §II Minefields Q, l.1096 "If the Engineer unit chooses to move, the Minefield hex does not detonate"] an engineer that moves off a minefield leaves it as it was', () => {
    const s = played([U(5, 13, 'allies', 'engineers', { minefield: 'axis' }), U(0, 0, 'axis')], 'direct-from-hq', 1);
    const r = act(s, { type: 'move', unit: idAt(s, 5, 13), to: hex(6, 12) });
    expect(r.events.filter((e) => e.type === 'mine' || e.type === 'minesCleared')).toEqual([]);
    expect(r.state.mines?.[k(5, 13)]).toEqual({ owner: 'axis' });
  });

  it('[rules-decisions C151; FAQ §II Minefields l.1072] an engineer entering its own side\'s minefield neither clears it nor loses its battle', () => {
    const s = played([U(6, 12, 'allies', 'engineers'), { row: 5, col: 13, minefield: 'allies' }, U(4, 14, 'axis')]);
    const id = idAt(s, 6, 12);
    const r = act(s, { type: 'move', unit: id, to: hex(5, 13) });
    expect(r.events.some((e) => e.type === 'minesCleared' || e.type === 'mine')).toBe(false);
    expect(r.state.mines?.[k(5, 13)]).toEqual({ owner: 'allies' });
    expect(legalActions(r.state).some((a) => a.type === 'battle' && a.unit === id)).toBe(true);
  });

  it('[FAQ §IV Combat Engineers Q, l.2328 Behind Enemy Lines "ends its first part ... on a Minefield hex, it must clear the Minefield instead of battling"] the first move of Behind Enemy Lines clears', () => {
    const s = played([U(6, 12, 'allies', 'engineers'), { row: 5, col: 13, minefield: 'axis' }, U(0, 0, 'axis')], 'behind-enemy-lines', 2);
    const r = act(s, { type: 'move', unit: idAt(s, 6, 12), to: hex(5, 13) });
    expect(r.events.some((e) => e.type === 'minesCleared')).toBe(true);
  });

  it('[rules-decisions C150] standard infantry entering an enemy minefield sets it off as before', () => {
    const s = played([U(6, 12, 'allies', 'infantry'), { row: 5, col: 13, minefield: 'axis' }, U(0, 0, 'axis')], 'direct-from-hq', 1);
    const r = act(s, { type: 'move', unit: idAt(s, 6, 12), to: hex(5, 13) }, ['flag']);
    expect(r.events.some((e) => e.type === 'mine')).toBe(true);
    expect(r.events.some((e) => e.type === 'minesCleared')).toBe(false);
  });

  it('[FAQ §II Road Blocks Q, l.1251 "An Engineer unit that moves onto a Road Block may remove the Road Block instead of battling"] engineers clear a road block they entered; infantry may not', () => {
    const hexes = (kind: UnitKind) => [U(6, 12, 'allies', kind), { row: 5, col: 13, obstacle: 'roadblock' as const }, U(4, 14, 'axis'), U(8, 0, 'allies')];
    const s = played(hexes('engineers'));
    const id = idAt(s, 6, 12);
    const b = act(s, { type: 'move', unit: id, to: hex(5, 13) }).state;
    const b2 = b.turn.stage === 'battle' ? b : act(b, { type: 'endMoves' }).state;
    expect(legalActions(b2).some((a) => a.type === 'removeWire' && a.unit === id)).toBe(true);
    const r = act(b2, { type: 'removeWire', unit: id });
    expect(r.events.find((e) => e.type === 'roadblockRemoved')).toEqual({ type: 'roadblockRemoved', unit: id, at: hex(5, 13) });
    expect(r.state.obstacles[k(5, 13)]).toBeUndefined();
    // Instead of battling.
    expect(r.events.some((e) => e.type === 'battle')).toBe(false);
    // Standard infantry cannot.
    const t = played(hexes('infantry'));
    const m = act(t, { type: 'move', unit: idAt(t, 6, 12), to: hex(5, 13) }).state;
    const m2 = m.turn.stage === 'battle' ? m : act(m, { type: 'endMoves' }).state;
    expect(legalActions(m2).some((a) => a.type === 'removeWire')).toBe(false);
  });

  it('[FAQ §II Road Blocks Q, l.1251 "moves onto"; rules-decisions C153] an engineer already standing on a road block when ordered may not clear it', () => {
    const s = played([U(5, 13, 'allies', 'engineers', { obstacle: 'roadblock' }), U(4, 14, 'axis'), U(8, 0, 'allies')]);
    const b = act(s, { type: 'endMoves' }).state;
    expect(legalActions(b).some((a) => a.type === 'removeWire')).toBe(false);
  });
});
