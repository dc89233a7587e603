/**
 * The infantry-family special units (issue 17, foot): combat engineers.
 * Sources: FAQ 003_f06c3a1d5921cf5a.txt §IV Combat Engineers (l.2270-2338: summary card, Q on obstacles and flags,
 * "How does an Engineer unit play?", Behind Enemy Lines, minefield Qs), §II Minefields Qs (l.1084-1096);
 * docs/rules-decisions.md C150-C154.
 */
import { describe, expect, it } from 'vitest';
import { battleDice, legalActions, legalMoves, newGame, retreatOptions } from '../../src/engine';
import type { CardType, GameState, Side, UnitKind } from '../../src/engine';
import { UNIT_KINDS, type UnitKindDef } from '../../src/engine/units';
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
    expect(Object.entries(UNIT_KINDS).filter(([, d]) => (d as UnitKindDef).engineer === true).map(([n]) => n)).toEqual(['engineers']);
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

/**
 * Snipers. Sources: Equipment Pack 002_07e461a9f2ec49d7.txt, Sniper (l.586-608); FAQ §IV Snipers (l.2455-2504), §I Dice
 * Questions (l.300-311); docs/rules-decisions.md C155-C157.
 */
describe('snipers (Equipment Pack, Sniper; FAQ §IV Snipers)', () => {
  /** Dice of an Allied `kind` on (6,12) against an Axis `target` unit on `to`. */
  const diceAt = (kind: UnitKind, to: [number, number], target: UnitKind = 'infantry', extra: HexExtra = {}, own: HexExtra = {}) => {
    const s = newGame(mini({ hexes: [U(6, 12, 'allies', kind, own), U(to[0], to[1], 'axis', target, extra)] }), { seed: 1 });
    return battleDice(s, hex(6, 12), hex(to[0], to[1]));
  };

  it('[FAQ §IV Snipers summary, l.2462-2465 "1 figure", "Move 0-2 and battle"; Equipment Pack l.598 "May retreat up to 3 hexes"] one figure, moves 2 and battles, retreats 1-3 hexes per flag', () => {
    const k = UNIT_KINDS.sniper;
    expect([k.symbol, k.figures, k.maxFigures, k.move, k.moveAndBattle, [...k.retreatPerFlag]]).toEqual(['infantry', 1, 1, 2, 2, [1, 3]]);
    const s = newGame(mini({ hexes: [U(4, 12, 'allies', 'sniper'), U(0, 0, 'axis')] }), { seed: 1 });
    expect(new Set(retreatOptions(s, hex(4, 12), 1, false).map((o) => o.to.row))).toEqual(new Set([5, 6, 7]));
  });

  it('[Equipment Pack l.602 "5 or fewer hexes away ... battles with 1 die"; "dice are not reduced when targeting an enemy unit in terrain"] 1 die at any range up to 5, whatever the target\'s terrain', () => {
    expect([1, 2, 3, 4, 5].map((d) => diceAt('sniper', [6, 12 - 2 * d]))).toEqual([1, 1, 1, 1, 1]);
    expect(diceAt('sniper', [6, 0])).toBe(0);
    expect(diceAt('sniper', [5, 13], 'infantry', { terrain: 'forest' })).toBe(1);
    expect(diceAt('sniper', [4, 12], 'infantry', { terrain: 'town', obstacle: 'sandbags' })).toBe(1);
    expect(diceAt('sniper', [4, 12], 'artillery', { bunker: 'axis' })).toBe(1);
  });

  it('[FAQ §IV Snipers Q, l.2492-2494 "Are Snipers able to fire out of Wire? No"] a sniper on wire rolls no die', () => {
    expect(diceAt('sniper', [5, 13], 'infantry', {}, { obstacle: 'wire' })).toBe(0);
  });

  it('[Equipment Pack l.602 "A Sniper cannot target an Armored unit"; l.606 "If the only adjacent unit is Armor ... the Sniper must move before he may battle"] no armor target; armor next to it stops its fire', () => {
    expect(diceAt('sniper', [4, 12], 'armor')).toBe(0);
    const s = played([U(6, 12, 'allies', 'sniper'), U(5, 13, 'axis', 'armor'), U(3, 11, 'axis'), U(8, 0, 'allies')]);
    const b = act(s, { type: 'endMoves' }).state;
    expect(legalActions(b).some((a) => a.type === 'battle' && a.unit === idAt(s, 6, 12))).toBe(false);
  });

  it('[FAQ §IV Snipers Q, l.2472-2474 "Their Finest Hour, Firefight, Close Assault and Behind Enemy Lines"] cards that add a die to infantry add it to a sniper', () => {
    let s = played([U(6, 12, 'allies', 'sniper'), U(3, 11, 'axis'), U(8, 0, 'allies')], 'behind-enemy-lines');
    // The card orders one infantry unit: the sniper.
    if (s.turn.stage === 'order') s = act(s, { type: 'order', unit: idAt(s, 6, 12) }).state;
    expect(s.turn.ordered).toEqual([idAt(s, 6, 12)]);
    expect(battleDice(s, hex(6, 12), hex(3, 11))).toBe(2);
  });

  it('[FAQ §IV Snipers Q, l.2488-2490 "Snipers hit on the target symbol, Grenade, and Star symbol"] a sniper\'s star hits', () => {
    const s = played([U(6, 12, 'allies', 'sniper'), U(3, 11, 'axis'), U(8, 0, 'allies')]);
    const r = act(act(s, { type: 'endMoves' }).state, { type: 'battle', unit: idAt(s, 6, 12), target: hex(3, 11) }, ['star']);
    expect(r.events.find((e) => e.type === 'hits')).toMatchObject({ hits: 1, flags: 0 });
  });

  it('[FAQ §IV Snipers summary, l.2468 "Sniper is only hit on Grenade symbol"] infantry symbols and stars of ordinary fire miss a sniper; a grenade hits; a flag makes it retreat', () => {
    const s = played([U(6, 12, 'allies', 'infantry'), U(5, 13, 'axis', 'sniper'), U(8, 0, 'allies')]);
    const b = act(s, { type: 'endMoves' }).state;
    const miss = act(b, { type: 'battle', unit: idAt(s, 6, 12), target: hex(5, 13) }, ['infantry', 'star', 'infantry']);
    expect(miss.events.find((e) => e.type === 'hits')).toMatchObject({ hits: 0, flags: 0 });
    const hit = act(b, { type: 'battle', unit: idAt(s, 6, 12), target: hex(5, 13) }, ['infantry', 'grenade', 'flag']);
    expect(hit.events.find((e) => e.type === 'hits')).toMatchObject({ hits: 1 });
  });

  it('[FAQ §IV Snipers Q, l.2484-2486; §I Dice Questions l.309 "A Sniper attacking another Sniper hits on a Grenade or a Star"] a sniper\'s star hits another sniper', () => {
    const s = played([U(6, 12, 'allies', 'sniper'), U(3, 11, 'axis', 'sniper'), U(8, 0, 'allies')]);
    const r = act(act(s, { type: 'endMoves' }).state, { type: 'battle', unit: idAt(s, 6, 12), target: hex(3, 11) }, ['star']);
    expect(r.events.find((e) => e.type === 'eliminated')).toMatchObject({ medals: 0 });
  });

  it('[FAQ §IV Snipers summary, l.2469 "Sniper does not count as Victory Medal when eliminated"] its elimination gives no medal', () => {
    const s = played([U(6, 12, 'allies', 'infantry'), U(5, 13, 'axis', 'sniper'), U(8, 0, 'allies')]);
    const r = act(act(s, { type: 'endMoves' }).state, { type: 'battle', unit: idAt(s, 6, 12), target: hex(5, 13) }, ['grenade']);
    expect(r.events.find((e) => e.type === 'eliminated')).toMatchObject({ medals: 0, to: 'allies' });
    expect(r.state.medalsWon.allies).toBe(0);
  });

  it('[FAQ §IV Snipers Q, l.2502-2504 "can I exit the Sniper off the board to gain a medal? No"] a sniper is never offered an exit', () => {
    const hexes = (kind: UnitKind): ScenarioHex[] => [U(1, 11, 'allies', kind), { row: 0, col: 10, exit: 'allies' }, U(0, 24, 'axis'), U(8, 0, 'allies')];
    const exits = (kind: UnitKind) => legalActions(played(hexes(kind))).filter((a) => a.type === 'exit').length;
    expect(exits('infantry')).toBeGreaterThan(0);
    expect(exits('sniper')).toBe(0);
    // Nor in Behind Enemy Lines' second move.
    const second = (kind: UnitKind) => {
      let s = played([U(1, 11, 'allies', kind), { row: 0, col: 10, exit: 'allies' }, U(0, 24, 'axis')], 'behind-enemy-lines');
      for (let i = 0; i < 4 && s.turn.stage !== 'move2'; i++) {
        const end = legalActions(s).find((a) => a.type === 'endMoves' || a.type === 'endBattles' || a.type === 'endOrders');
        if (!end) break;
        s = act(s, end).state;
      }
      expect(s.turn.stage).toBe('move2');
      return legalActions(s).filter((a) => a.type === 'exit').length;
    };
    expect(second('infantry')).toBeGreaterThan(0);
    expect(second('sniper')).toBe(0);
  });

  it('[Equipment Pack l.597 "May battle when he moves onto terrain type (woods, towns, etc.) where standard infantry could not battle"] a sniper moving 2 hexes into a town still battles', () => {
    const s = played([U(6, 12, 'allies', 'sniper'), { row: 4, col: 12, terrain: 'town' }, U(3, 11, 'axis'), U(8, 0, 'allies')]);
    const r = act(s, { type: 'move', unit: idAt(s, 6, 12), to: hex(4, 12) });
    const b = r.state.turn.stage === 'battle' ? r.state : act(r.state, { type: 'endMoves' }).state;
    expect(legalActions(b).some((a) => a.type === 'battle' && a.unit === idAt(s, 6, 12))).toBe(true);
  });
});

/**
 * Cavalry and ski troops. Sources: Equipment Pack 002_07e461a9f2ec49d7.txt, Ski Troops (l.618-630) and Polish Cavalry
 * (l.696-709); FAQ §IV Cavalry (l.2426-2445), Ski Troops (l.2447); house rules App. 1 Cavalry (001 l.384-387);
 * docs/rules-decisions.md C158-C159.
 */
describe('cavalry and ski troops (Equipment Pack; FAQ §IV Cavalry, Ski Troops)', () => {
  const far = (ks: string[]) => Math.max(...ks.map((x) => Math.abs(Number(x.split(',')[0]) - 6)));

  it('[FAQ §IV Cavalry summary, l.2433-2436 "4 figures", "Fire at 2, 1", "Moves 0-3 and battle"] cavalry: 4 figures, 3 hexes and battle, 2 dice close, 1 at 2 hexes, infantry for orders and hits', () => {
    const k = UNIT_KINDS.cavalry;
    expect([k.symbol, k.figures, k.move, k.moveAndBattle, [...k.dice], k.overrun, k.takesGround]).toEqual(['infantry', 4, 3, 3, [2, 1], true, true]);
    const s = newGame(mini({ hexes: [U(6, 12, 'allies', 'cavalry'), U(5, 13, 'axis'), U(4, 12, 'axis'), U(3, 11, 'axis')] }), { seed: 1 });
    expect([battleDice(s, hex(6, 12), hex(5, 13)), battleDice(s, hex(6, 12), hex(4, 12)), battleDice(s, hex(6, 12), hex(3, 11))]).toEqual([2, 1, 0]);
  });

  it('[Equipment Pack, Polish Cavalry l.709 "on a successful Close Assault combat, Take Ground and battle again, using the same rules as the Armor Overrun"] cavalry overruns', () => {
    const s = played([U(6, 12, 'allies', 'cavalry'), { row: 5, col: 13, unit: { side: 'axis', kind: 'infantry', figures: 1 } }, U(3, 15, 'axis'), U(8, 0, 'allies')]);
    const id = idAt(s, 6, 12);
    const b = act(s, { type: 'endMoves' }).state;
    const r = act(b, { type: 'battle', unit: id, target: hex(5, 13) }, ['grenade', 'star']);
    expect(r.state.pending[0]).toMatchObject({ kind: 'takeGround', unit: id });
    const t = act(r.state, { type: 'takeGround' });
    expect(t.state.pending[0]).toMatchObject({ kind: 'overrun', unit: id });
  });

  it('[FAQ §IV Cavalry Q, l.2443-2445 "When ordered using Infantry Assault, can Cavalry move 4 hexes and battle? No ... Ski Troops behave the same way"] Infantry Assault neither adds to nor cuts their 3 hexes and battle', () => {
    for (const kind of ['cavalry', 'ski-troops'] as const) {
      const s = played([U(6, 12, 'allies', kind), U(0, 0, 'axis'), U(8, 0, 'allies')], 'infantry-assault');
      const ks = legalMoves(s, idAt(s, 6, 12)).map((h) => `${h.row},${h.col}`);
      expect([kind, far(ks)]).toEqual([kind, 3]);
      const d = played([U(6, 12, 'allies', kind), U(0, 0, 'axis'), U(8, 0, 'allies')]);
      expect([kind, far(legalMoves(d, idAt(d, 6, 12)).map((h) => `${h.row},${h.col}`))]).toEqual([kind, 3]);
    }
  });

  it('[Equipment Pack, Ski Troops l.622-630 "3 Ski Troop figures", "move up to 3 hexes and battle ... 3 dice in Close Assault and 2 dice ... 2 hexes away", "retreat up to 3 hexes"] ski troops', () => {
    const k = UNIT_KINDS['ski-troops'];
    expect([k.symbol, k.figures, k.move, k.moveAndBattle, [...k.dice], [...k.retreatPerFlag]]).toEqual(['infantry', 3, 3, 3, [3, 2], [1, 3]]);
  });

  it('[Equipment Pack, Ski Troops l.629 "May battle when the unit moves onto terrain type (woods, towns, etc.) where standard Infantry could not battle. The unit must still stop"] ski troops battle after entering a town, and stop there', () => {
    const s = played([U(6, 12, 'allies', 'ski-troops'), { row: 5, col: 13, terrain: 'town' }, U(3, 13, 'axis'), U(8, 0, 'allies')]);
    const id = idAt(s, 6, 12);
    expect(legalMoves(s, id).some((h) => h.row === 4 && h.col === 14)).toBe(true);
    const r = act(s, { type: 'move', unit: id, to: hex(5, 13) });
    const b = r.state.turn.stage === 'battle' ? r.state : act(r.state, { type: 'endMoves' }).state;
    expect(legalActions(b).some((a) => a.type === 'battle' && a.unit === id)).toBe(true);
  });
});

/**
 * Infantry with a Special Weapon Asset: the M2 machine gun and the M2 mortar, early-war models. Sources: Equipment
 * Pack 002_07e461a9f2ec49d7.txt, Special Weapon Assets (l.520-578); docs/rules-decisions.md C163.
 */
describe('infantry with a machine gun or a mortar (Equipment Pack, Special Weapon Assets)', () => {
  it('[Equipment Pack l.520 "Infantry units with a SWA can never Take Ground"; l.550, l.564 "may move 1-2 hexes or battle"] they move or battle, never both, and never take ground', () => {
    for (const kind of ['machine-gun', 'mortar'] as const) {
      const k = UNIT_KINDS[kind];
      expect([kind, k.symbol, k.figures, k.move, k.moveAndBattle, [...k.dice], k.takesGround]).toEqual([kind, 'infantry', 4, 2, 0, [3, 2, 1], false]);
      const s = played([U(6, 12, 'allies', kind), U(4, 12, 'axis'), U(8, 0, 'allies')]);
      const r = act(s, { type: 'move', unit: idAt(s, 6, 12), to: hex(5, 11) });
      expect(r.events.some((e) => e.type === 'battle')).toBe(false);
      expect(r.state.turn.side === 'axis' || !legalActions(r.state).some((a) => a.type === 'battle')).toBe(true);
    }
  });

  it('[Equipment Pack l.566 "It also scores a hit for each Star rolled against any enemy Infantry target"] a machine gun\'s stars hit infantry, not armor', () => {
    const s = played([U(6, 12, 'allies', 'machine-gun'), U(5, 13, 'axis'), U(8, 0, 'allies')]);
    const r = act(act(s, { type: 'endMoves' }).state, { type: 'battle', unit: idAt(s, 6, 12), target: hex(5, 13) }, ['star', 'star', 'armor']);
    expect(r.events.find((e) => e.type === 'hits')).toMatchObject({ hits: 2 });
    const t = played([U(6, 12, 'allies', 'machine-gun'), U(5, 13, 'axis', 'armor'), U(8, 0, 'allies')]);
    const q = act(act(t, { type: 'endMoves' }).state, { type: 'battle', unit: idAt(t, 6, 12), target: hex(5, 13) }, ['star', 'star', 'armor']);
    expect(q.events.find((e) => e.type === 'hits')).toMatchObject({ hits: 1 });
  });

  it('[Equipment Pack l.522-524 "always ignores the terrain battle protections of its target"; "does not need line of sight"] a mortar ignores cover and sight', () => {
    const s = newGame(mini({ hexes: [U(6, 12, 'allies', 'mortar'), U(5, 11, 'allies'), U(4, 10, 'axis', 'infantry', { terrain: 'forest' }), U(5, 13, 'allies', 'infantry', { terrain: 'forest' })] }), { seed: 1 });
    // (4,10) is behind the Allied infantry on (5,11): out of sight, in a forest, 2 hexes away.
    expect(battleDice(s, hex(6, 12), hex(4, 10))).toBe(2);
  });

  it('[rules-decisions C163] a machine gun on Infantry Assault still moves or battles', () => {
    const s = played([U(6, 12, 'allies', 'machine-gun'), U(0, 0, 'axis'), U(8, 0, 'allies')], 'infantry-assault');
    const r = act(s, { type: 'move', unit: idAt(s, 6, 12), to: hex(5, 11) });
    expect(r.state.turn.units[idAt(s, 6, 12)]?.noBattle ?? true).toBe(true);
  });
});

