/**
 * Scope items 3 (movement) and 6 (obstacles) of the engine issue: exact destination sets on small positions.
 *
 * Sources (line numbers in /work/shared/rules):
 *   rulebook 000_be0a2ecce2dae66d.txt: "Move Units" p.7 l.217-264; Appendix 2 terrain p.13-16 l.620-790
 *     (Forests l.624, Hedgerows l.640-642, Towns, Rivers l.701, Oceans l.715-716, Beaches l.729, Bunkers l.749-753,
 *     Hedgehogs l.764-765, Sandbags l.776-781, Wire l.788-789)
 *   FAQ 003_f06c3a1d5921cf5a.txt: §II Beaches l.465-478, Bunkers l.498-531, Hedgerows l.557-573, Oceans l.630-651,
 *     Bridges l.679-717, Sandbags l.729-765, Wire l.869-899; §VIII Artillery Bombard Q3/Q5/Q6 l.3600-3614
 *   player aid 004_b27345dd263e68fa.txt: terrain and obstacles l.26-122
 *
 * Many positions use a corridor: rows 5 and 7 are river from edge to edge, so row 6 is a line of hexes
 * (6,0) (6,2) ... (6,24) in which a unit can only go east or west, and a blocked hex cannot be walked around.
 */
import { describe, expect, it } from 'vitest';
import { battleDice, hexKey, legalActions, legalMoves, moveTargets, retreatOptions } from '../../src/engine';
import type { CardType, GameEvent, GameState, Hex, UnitKind } from '../../src/engine';
import type { ScenarioHex } from '../../src/scenario/types';
import { act, hex, idAt, mini, refused, start } from './helpers';

type Extra = Omit<Partial<ScenarioHex>, 'row' | 'col' | 'unit'>;

const A = (row: number, col: number, kind: UnitKind, extra: Extra = {}, figures?: number): ScenarioHex => ({
  row,
  col,
  ...extra,
  unit: { side: 'allies', kind, ...(figures !== undefined ? { figures } : {}) },
});
const X = (row: number, col: number, kind: UnitKind = 'infantry', extra: Extra = {}, figures?: number): ScenarioHex => ({
  row,
  col,
  ...extra,
  unit: { side: 'axis', kind, ...(figures !== undefined ? { figures } : {}) },
});
const T = (row: number, col: number, terrain: ScenarioHex['terrain'], extra: Extra = {}): ScenarioHex => ({ row, col, terrain, ...extra });

/** Rows 5 and 7 all river, except the hexes given (which replace the river there). */
function corridor(...hexes: ScenarioHex[]): ScenarioHex[] {
  const taken = new Set(hexes.map((h) => hexKey(h)));
  const out = [...hexes];
  for (const row of [5, 7]) for (let col = 1; col <= 23; col += 2) if (!taken.has(`${row},${col}`)) out.push(T(row, col, 'river'));
  return out;
}

/** Allies play `card` (Direct from HQ by default) and every eligible unit is ordered (at most 4 here). */
function ordered(hexes: ScenarioHex[], card: CardType = 'direct-from-hq'): GameState {
  const s = start(mini({ hexes }), { allies: [card], axis: [] });
  return act(s, { type: 'play', card: s.cards.hands.allies[0]! }).state;
}

const keys = (hs: Hex[]): string[] => hs.map(hexKey).sort();
const movesAt = (s: GameState, row: number, col: number): string[] => keys(legalMoves(s, idAt(s, row, col)));

function battlesOf(s: GameState, unit: number): string[] {
  return legalActions(s)
    .flatMap((a) => (a.type === 'battle' && a.unit === unit ? [hexKey(a.target)] : []))
    .sort();
}
const removesWire = (s: GameState, unit: number): boolean => legalActions(s).some((a) => a.type === 'removeWire' && a.unit === unit);

/** Move, then leave the move step if it is still open. */
function moveOn(s: GameState, unit: number, to: Hex): { state: GameState; events: GameEvent[] } {
  const r = act(s, { type: 'move', unit, to });
  if (r.state.turn.stage !== 'move') return r;
  const r2 = act(r.state, { type: 'endMoves' });
  return { state: r2.state, events: [...r.events, ...r2.events] };
}

const obstacleOn = (s: GameState, h: Hex): string | undefined => s.obstacles[String(h.row * 25 + h.col)];
const sandbagsOn = (s: GameState, h: Hex): boolean => s.sandbags[String(h.row * 25 + h.col)] === true;

// An Axis target at (4,12); an Allied artillery witness at (8,12) (2 dice at distance 4) that never moves, so
// the battle step stays open and shows who may battle.
const TARGET = X(4, 12);
const WITNESS = A(8, 12, 'artillery');

describe('3. Movement', () => {
  describe('units block movement', () => {
    it('[rulebook p.7 l.248] no moving onto or through a friendly unit', () => {
      const s = ordered([A(8, 12, 'infantry'), A(7, 11, 'infantry'), A(7, 13, 'infantry')]);
      expect(movesAt(s, 8, 12)).toEqual(['7,15', '7,9', '8,10', '8,14', '8,16', '8,8']);
    });

    it('[rulebook p.7 l.248] no moving onto or through an enemy unit', () => {
      const s = ordered([A(8, 12, 'infantry'), X(7, 11), X(7, 13)]);
      expect(movesAt(s, 8, 12)).toEqual(['7,15', '7,9', '8,10', '8,14', '8,16', '8,8']);
    });

    it('[rulebook p.7 l.240 "the armor unit must move 3 hexes, around the infantry"] a blocked straight path makes the move longer', () => {
      const s0 = ordered([A(8, 12, 'armor'), X(7, 13)]);
      const r = act(s0, { type: 'move', unit: 0, to: hex(6, 14) });
      expect(r.events[0]).toEqual({ type: 'moved', unit: 0, from: hex(8, 12), to: hex(6, 14), steps: 3 });
      // infantry (2 hexes) cannot get there at all
      const s1 = ordered([A(8, 12, 'infantry'), X(7, 13)]);
      expect(movesAt(s1, 8, 12)).not.toContain('6,14');
    });

    it('[rulebook p.7 l.219-230 "in the sequence of your choice"] moving the front unit first opens the way for the one behind', () => {
      const s0 = ordered([A(8, 12, 'infantry'), A(7, 11, 'infantry'), A(7, 13, 'infantry')]);
      const back = idAt(s0, 8, 12);
      const front = idAt(s0, 7, 13);
      expect(movesAt(s0, 8, 12)).not.toContain('6,12');
      const s1 = act(s0, { type: 'move', unit: front, to: hex(6, 14) }).state;
      expect(movesAt(s1, 8, 12)).toContain('6,12');
      const r = act(s1, { type: 'move', unit: back, to: hex(6, 12) });
      expect(r.events[0]).toEqual({ type: 'moved', unit: back, from: hex(8, 12), to: hex(6, 12), steps: 2 });
    });

    it('[rulebook p.7 l.219 "A unit may only move once per turn"] a unit that moved gets no second move', () => {
      const s0 = ordered([A(6, 12, 'armor'), A(6, 2, 'infantry')]);
      const s1 = act(s0, { type: 'move', unit: 0, to: hex(5, 13) }).state;
      expect(s1.turn.stage).toBe('move');
      expect(legalMoves(s1, 0)).toEqual([]);
      expect(legalMoves(s1, 1).length).toBe(15);
      refused(s1, { type: 'move', unit: 0, to: hex(4, 14) }, 'not-allowed');
    });

    it('[rulebook p.7 l.221 "complete all unit movements before proceeding to Battle"] no move once the battle step began', () => {
      const s0 = ordered([A(6, 12, 'infantry'), TARGET, WITNESS]);
      const s1 = act(s0, { type: 'endMoves' }).state;
      expect(s1.turn.stage).toBe('battle');
      refused(s1, { type: 'move', unit: idAt(s1, 6, 12), to: hex(6, 14) }, 'not-allowed');
    });

    it('[rulebook p.7 l.219 "an ordered unit does not have to move"] an ordered unit that stays battles normally', () => {
      const s = act(ordered([A(5, 13, 'infantry'), TARGET]), { type: 'endMoves' }).state;
      expect(battlesOf(s, 0)).toEqual(['4,12']);
      expect(s.turn.units['0']).toMatchObject({ moved: 0, noBattle: false });
    });

    it('[rulebook p.6 Order Units] units the card did not order do not move', () => {
      // Probe Left Flank: 2 units on the left (cols 0-7); the unit at (6,18) is on the right
      const s = ordered([A(6, 2, 'infantry'), A(6, 6, 'infantry'), A(6, 18, 'infantry')], 'probe-left');
      expect(s.turn.ordered).toEqual([0, 1]);
      expect(legalMoves(s, 2)).toEqual([]);
      refused(s, { type: 'move', unit: 2, to: hex(6, 16) }, 'not-allowed');
    });
  });

  describe('forests and towns stop the move', () => {
    it('[rulebook p.13 Forests l.624; FAQ §II Forests summary card, line 541] armor 2 hexes from a forest reaches it, but not the hexes beyond it', () => {
      const s = ordered(corridor(A(6, 12, 'armor'), T(6, 16, 'forest')));
      expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,14', '6,16', '6,6', '6,8']);
    });

    it('[rulebook p.13 Forests; FAQ §II Forests summary card, line 541] open board: infantry reaches the forest hex, and hexes behind it only around it', () => {
      const s = ordered([A(6, 12, 'infantry'), T(5, 13, 'forest')]);
      const t = moveTargets(s, hex(6, 12));
      expect(keys(t)).toContain('5,13');
      // (4,12) is 2 hexes away through the forest or through (5,11); (4,14) only through the forest
      expect(keys(t)).toContain('4,12');
      expect(keys(t)).not.toContain('4,14');
      expect(t.length).toBe(17);
    });

    it('[rulebook p.13 Forests "may not battle the turn it moves onto"] infantry entering a forest 1 hex may not battle', () => {
      const s0 = ordered([A(6, 12, 'infantry'), T(5, 13, 'forest'), TARGET, WITNESS]);
      const s = moveOn(s0, idAt(s0, 6, 12), hex(5, 13)).state;
      expect(battlesOf(s, idAt(s, 5, 13))).toEqual([]);
      expect(battlesOf(s, idAt(s, 8, 12))).toEqual(['4,12']);
    });

    it('[rulebook p.14 Towns; FAQ §II Towns & Villages summary card, line 846] armor entering a town stops there', () => {
      const s = ordered(corridor(A(6, 12, 'armor'), T(6, 14, 'town')));
      expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,14', '6,6', '6,8']);
    });

    it('[rulebook p.14 Towns; FAQ §II Towns & Villages summary card, line 846] armor entering a town may not battle that turn', () => {
      const s0 = ordered([A(6, 12, 'armor'), T(5, 13, 'town'), TARGET, WITNESS]);
      const s = moveOn(s0, idAt(s0, 6, 12), hex(5, 13)).state;
      expect(s.turn.stage).toBe('battle');
      expect(battlesOf(s, idAt(s, 5, 13))).toEqual([]);
    });
  });

  describe('hedgerows', () => {
    it('[rulebook p.14 Hedgerows l.640; FAQ §II Hedgerows summary card, line 557] a hedgerow 2 hexes away may not be entered', () => {
      const s = ordered(corridor(A(6, 12, 'armor'), T(6, 16, 'hedgerow')));
      expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,14', '6,6', '6,8']);
    });

    it('[rulebook p.14 Hedgerows l.640] a hedgerow next to the unit may be entered as the first hex, and stops it', () => {
      const s = ordered(corridor(A(6, 12, 'armor'), T(6, 14, 'hedgerow')));
      expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,14', '6,6', '6,8']);
    });

    it('[rulebook p.14 Hedgerows l.640 "may only move onto an adjacent hex"] a unit leaving a hedgerow moves 1 hex only', () => {
      const s = ordered([A(4, 12, 'armor', { terrain: 'hedgerow' })]);
      expect(movesAt(s, 4, 12)).toEqual(['3,11', '3,13', '4,10', '4,14', '5,11', '5,13']);
    });

    it('[rulebook p.14 Hedgerows l.642] a unit may not battle the turn it moves onto a hedgerow', () => {
      const s0 = ordered([A(6, 12, 'armor'), T(5, 13, 'hedgerow'), TARGET, WITNESS]);
      const s = moveOn(s0, idAt(s0, 6, 12), hex(5, 13)).state;
      expect(battlesOf(s, idAt(s, 5, 13))).toEqual([]);
    });

    it('[FAQ §II Hedgerows summary card, line 561; Q2, line 567] a unit that leaves a hedgerow by 1 hex may still battle', () => {
      const s0 = ordered([A(6, 12, 'armor', { terrain: 'hedgerow' }), TARGET]);
      const s = moveOn(s0, 0, hex(5, 13)).state;
      expect(battlesOf(s, 0)).toEqual(['4,12']);
      expect(battleDice(s, hex(5, 13), hex(4, 12))).toBe(3);
    });

    it('[rulebook p.14 Hedgerows l.640] hedgerow to adjacent hedgerow: allowed as a 1-hex move (it starts adjacent), and it stops', () => {
      const s = ordered(corridor(A(6, 12, 'infantry', { terrain: 'hedgerow' }), T(6, 14, 'hedgerow')));
      expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,14']);
    });
  });

  describe('beaches and oceans', () => {
    it('[FAQ §II Beaches Q1, line 470 (example 3)] open then beach: armor must stop on the beach (2nd hex)', () => {
      const s = ordered(corridor(A(6, 12, 'armor'), T(6, 16, 'beach')));
      expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,14', '6,16', '6,6', '6,8']);
    });

    it('[FAQ §II Beaches Q1, line 470] armor that moved 2 open hexes may not enter a beach as its 3rd hex', () => {
      const s = ordered(corridor(A(6, 12, 'armor'), T(6, 18, 'beach')));
      expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,14', '6,16', '6,6', '6,8']);
    });

    it('[FAQ §II Beaches Q1, line 470] beach as the 1st hex: one more hex, never a 3rd', () => {
      const s = ordered(corridor(A(6, 12, 'armor'), T(6, 14, 'beach')));
      expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,14', '6,16', '6,6', '6,8']);
    });

    it('[FAQ §II Beaches Q1, line 470 (example 2)] beach -> beach -> open: armor must stop on the open hex', () => {
      const s = ordered(corridor(A(6, 12, 'armor', { terrain: 'beach' }), T(6, 14, 'beach')));
      expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,14', '6,16', '6,6', '6,8']);
    });

    it('[FAQ §II Beaches Q1, line 470 (example 1)] armor landing from ocean onto a beach moves only 1 more hex', () => {
      const s = ordered(corridor(A(6, 12, 'armor', { terrain: 'ocean' }), T(6, 14, 'beach'), T(6, 10, 'ocean')));
      expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,14', '6,16']);
    });

    it('[FAQ §II Beaches Q1, line 470; rulebook p.15 Beaches l.729] open board: armor on the sand reaches every hex within 2 and none at 3', () => {
      const hexes: ScenarioHex[] = [A(4, 12, 'armor')];
      for (let col = 0; col <= 24; col += 2) if (col !== 12) hexes.push(T(4, col, 'beach'));
      for (const row of [3, 5]) for (let col = 1; col <= 23; col += 2) hexes.push(T(row, col, 'beach'));
      for (const row of [2, 6]) for (let col = 0; col <= 24; col += 2) hexes.push(T(row, col, 'beach'));
      const s = ordered(hexes);
      expect(legalMoves(s, 0).length).toBe(18);
    });

    it('[FAQ §II Oceans Q4, line 649; Beaches Q2, line 480] beach -> ocean is a legal move, limited to that 1 hex', () => {
      // west over open ground the armor keeps its 3 hexes: it starts on the beach but enters none (rule decision)
      const s = ordered(corridor(A(6, 12, 'armor', { terrain: 'beach' }), T(6, 14, 'ocean'), T(6, 16, 'ocean')));
      expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,14', '6,6', '6,8']);
    });

    it('[FAQ §II Oceans Q4, line 649] ocean -> ocean is a legal move, limited to 1 hex', () => {
      const s = ordered(corridor(A(6, 12, 'infantry', { terrain: 'ocean' }), T(6, 14, 'ocean'), T(6, 16, 'ocean'), T(6, 10, 'ocean')));
      expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,14']);
    });

    it('[rulebook p.15 Oceans l.715; FAQ §II Oceans Q4, line 649] a move that enters ocean as its 2nd hex is not allowed', () => {
      const s = ordered(corridor(A(6, 12, 'armor'), T(6, 16, 'ocean')));
      expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,14', '6,6', '6,8']);
    });

    it('[FAQ §II Oceans Q3, line 645] from ocean a unit may move onto any passable hex, not only a beach', () => {
      const s = ordered(corridor(A(6, 12, 'infantry', { terrain: 'ocean' }), T(6, 14, 'forest')));
      expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,14', '6,8']);
    });

    it('[rulebook p.15 Oceans l.716] a unit in the ocean may not battle; landing 1 hex on the beach it may', () => {
      const s0 = ordered([A(5, 13, 'infantry', { terrain: 'ocean' }), A(6, 10, 'infantry', { terrain: 'ocean' }), T(5, 11, 'beach'), TARGET]);
      const s = moveOn(s0, idAt(s0, 6, 10), hex(5, 11)).state;
      expect(s.turn.stage).toBe('battle');
      expect(battlesOf(s, idAt(s, 5, 13))).toEqual([]);
      expect(battlesOf(s, idAt(s, 5, 11))).toEqual(['4,12']);
      expect(battleDice(s, hex(5, 13), hex(4, 12))).toBe(0);
    });
  });

  describe('rivers and bridges', () => {
    it('[rulebook p.15 Rivers l.701; player aid: River] a river hex may not be entered', () => {
      const s = ordered(corridor(A(6, 12, 'infantry')));
      expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,14', '6,16', '6,8']);
    });

    it('[rulebook p.15 Rivers l.701 "only ... when the hex has a bridge"; FAQ §II Bridges Q3, line 691] a river is crossed at its bridge', () => {
      const hexes: ScenarioHex[] = [A(6, 12, 'infantry'), T(5, 13, 'river', { bridge: true })];
      for (let col = 1; col <= 23; col += 2) if (col !== 13) hexes.push(T(5, col, 'river'));
      const s = ordered(hexes);
      const m = movesAt(s, 6, 12);
      expect(m.filter((k) => Number(k.split(',')[0]) <= 5)).toEqual(['4,12', '4,14', '5,13']);
      expect(m.length).toBe(3 + 11);
    });

    it('[FAQ §II Bridges Q5, line 699] no step from one bridge straight onto the next bridge', () => {
      // two bridges side by side in a river row: (5,11) and (5,13)
      const hexes: ScenarioHex[] = [A(5, 13, 'artillery', { terrain: 'river', bridge: true }), T(5, 11, 'river', { bridge: true })];
      for (let col = 1; col <= 23; col += 2) if (col !== 11 && col !== 13) hexes.push(T(5, col, 'river'));
      const s = ordered(hexes);
      expect(movesAt(s, 5, 13)).toEqual(['4,12', '4,14', '6,12', '6,14']);
    });

    it('[FAQ §II Bridges Q5, line 699] a bridge next to a bridge is reached from land: armor needs 2 hexes for it', () => {
      const hexes: ScenarioHex[] = [A(5, 13, 'armor', { terrain: 'river', bridge: true }), T(5, 11, 'river', { bridge: true })];
      for (let col = 1; col <= 23; col += 2) if (col !== 11 && col !== 13) hexes.push(T(5, col, 'river'));
      const s = ordered(hexes);
      expect(moveTargets(s, hex(5, 13)).map(hexKey)).toContain('5,11');
      const r = act(s, { type: 'move', unit: 0, to: hex(5, 11) });
      expect(r.events[0]).toMatchObject({ type: 'moved', steps: 2 });
    });
  });

  describe('bunkers and hedgehogs', () => {
    it('[FAQ §II Bunkers Q5, line 525] a bunker does not stop infantry: it may move through', () => {
      const s = ordered(corridor(A(6, 12, 'infantry'), { row: 6, col: 14, bunker: 'allies' }));
      expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,14', '6,16', '6,8']);
    });

    it('[rulebook p.16 Bunkers l.749] infantry moving 1 hex onto a bunker may battle', () => {
      const s0 = ordered([A(6, 12, 'infantry'), { row: 5, col: 13, bunker: 'allies' }, TARGET, WITNESS]);
      const s = moveOn(s0, idAt(s0, 6, 12), hex(5, 13)).state;
      expect(battlesOf(s, idAt(s, 5, 13))).toEqual(['4,12']);
      expect(battleDice(s, hex(5, 13), hex(4, 12))).toBe(3);
    });

    it('[FAQ §II Bunkers Q6, line 529] standard infantry moving 2 hexes onto a bunker may not battle', () => {
      const s0 = ordered([A(6, 12, 'infantry'), { row: 4, col: 14, bunker: 'allies' }, TARGET, WITNESS]);
      const s = moveOn(s0, idAt(s0, 6, 12), hex(4, 14)).state;
      expect(battlesOf(s, idAt(s, 4, 14))).toEqual([]);
      expect(battlesOf(s, idAt(s, 8, 12))).toEqual(['4,12']);
    });

    it.each(['armor', 'elite-armor', 'artillery'] as const)('[rulebook p.16 Bunkers l.749; FAQ §II Bunkers summary card, line 500] %s may not enter a bunker', (kind) => {
      const s = ordered(corridor(A(6, 12, kind), { row: 6, col: 14, bunker: 'allies' }, T(6, 10, 'river')));
      expect(movesAt(s, 6, 12)).toEqual([]);
      expect(moveTargets(s, hex(6, 12))).toEqual([]);
    });

    it('[rulebook p.16 Bunkers l.749 "Artillery units that start on a Bunker hex may not move"] artillery on a bunker may not leave it, even with Artillery Bombard', () => {
      const s = ordered([A(6, 12, 'artillery', { bunker: 'allies' }), TARGET], 'artillery-bombard');
      expect(s.turn.stage).toBe('battle');
      expect(moveTargets(s, hex(6, 12))).toEqual([]);
      // it battles from the bunker instead
      expect(battlesOf(s, 0)).toEqual(['4,12']);
    });

    it('[FAQ §II Bunkers Q1, line 505] enemy infantry may enter a bunker it does not own', () => {
      const s = ordered(corridor(A(6, 12, 'infantry'), { row: 6, col: 14, bunker: 'axis' }));
      expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,14', '6,16', '6,8']);
    });

    it.each(['infantry', 'special-forces', 'resistance'] as const)('[rulebook p.16 Hedgehogs l.764; FAQ §II Hedgehogs summary card, line 583] %s may move into and through a hedgehog', (kind) => {
      const s = ordered(corridor(A(6, 12, kind), T(6, 14, 'countryside', { obstacle: 'hedgehog' })));
      expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,14', '6,16', '6,8']);
    });

    it.each(['armor', 'elite-armor', 'artillery'] as const)('[rulebook p.16 Hedgehogs l.764 "Only Infantry units may enter"] %s may not enter a hedgehog', (kind) => {
      const s = ordered(corridor(A(6, 12, kind), T(6, 14, 'countryside', { obstacle: 'hedgehog' }), T(6, 10, 'river')));
      expect(moveTargets(s, hex(6, 12))).toEqual([]);
    });

    it('[rulebook p.16 Hedgehogs l.765 "No combat restrictions"] infantry moving 1 hex onto a hedgehog may battle', () => {
      const s0 = ordered([A(6, 12, 'infantry'), T(5, 13, 'countryside', { obstacle: 'hedgehog' }), TARGET, WITNESS]);
      const s = moveOn(s0, idAt(s0, 6, 12), hex(5, 13)).state;
      expect(battlesOf(s, idAt(s, 5, 13))).toEqual(['4,12']);
      expect(battleDice(s, hex(5, 13), hex(4, 12))).toBe(3);
    });
  });
});

describe('6. Obstacles', () => {
  describe('wire', () => {
    it.each(['infantry', 'armor'] as const)('[rulebook p.16 Wire l.788; FAQ §II Wire summary card, line 869] %s entering wire stops there', (kind) => {
      const s = ordered(corridor(A(6, 12, kind), T(6, 14, 'countryside', { obstacle: 'wire' }), T(6, 10, 'river')));
      expect(movesAt(s, 6, 12)).toEqual(['6,14']);
    });

    it('[FAQ §VIII Artillery Bombard Q5, line 3608] artillery moving up to 3 with Artillery Bombard stops in wire', () => {
      const s = ordered(corridor(A(6, 12, 'artillery'), T(6, 14, 'countryside', { obstacle: 'wire' }), X(6, 2)), 'artillery-bombard');
      expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,14', '6,6', '6,8']);
    });

    it('[FAQ §VIII Artillery Bombard Q3, line 3600] artillery moving with Artillery Bombard obeys terrain: it stops in a forest', () => {
      const s = ordered(corridor(A(6, 12, 'artillery'), T(6, 14, 'forest'), X(6, 2)), 'artillery-bombard');
      expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,14', '6,6', '6,8']);
    });

    it('[rulebook p.16 Wire l.789; FAQ §II Wire Q1, line 875] infantry that entered wire 1 hex battles at -1 die', () => {
      const s0 = ordered([A(6, 12, 'infantry'), T(5, 13, 'countryside', { obstacle: 'wire' }), TARGET]);
      const s = moveOn(s0, 0, hex(5, 13)).state;
      expect(battlesOf(s, 0)).toEqual(['4,12']);
      expect(battleDice(s, hex(5, 13), hex(4, 12))).toBe(2);
      const r = act(s, { type: 'battle', unit: 0, target: hex(4, 12) }, ['star', 'star']);
      expect(r.events[0]).toMatchObject({ type: 'battle', unit: 0, dice: 2, close: true });
    });

    it('[FAQ §II Wire Q1, line 875] infantry eligible to battle may remove the wire instead: no battle after that', () => {
      const s0 = ordered([A(6, 12, 'infantry'), T(5, 13, 'countryside', { obstacle: 'wire' }), TARGET, WITNESS]);
      const inf = idAt(s0, 6, 12);
      const s = moveOn(s0, inf, hex(5, 13)).state;
      expect(removesWire(s, inf)).toBe(true);
      const r = act(s, { type: 'removeWire', unit: inf });
      expect(r.events[0]).toEqual({ type: 'wireRemoved', unit: inf, at: hex(5, 13) });
      expect(obstacleOn(r.state, hex(5, 13))).toBeUndefined();
      expect(battlesOf(r.state, inf)).toEqual([]);
      expect(removesWire(r.state, inf)).toBe(false);
      expect(battlesOf(r.state, idAt(r.state, 8, 12))).toEqual(['4,12']);
    });

    it('[FAQ §II Wire Q1, line 875] infantry that moved 2 hexes onto wire may neither battle nor remove the wire', () => {
      const s0 = ordered([A(6, 12, 'infantry'), T(4, 14, 'countryside', { obstacle: 'wire' }), TARGET, WITNESS]);
      const inf = idAt(s0, 6, 12);
      const s = moveOn(s0, inf, hex(4, 14)).state;
      expect(s.turn.stage).toBe('battle');
      expect(battlesOf(s, inf)).toEqual([]);
      expect(removesWire(s, inf)).toBe(false);
      expect(obstacleOn(s, hex(4, 14))).toBe('wire');
    });

    it('[rulebook p.16 Wire l.789 "An Infantry unit that is eligible to battle may remove the Wire"] ordered infantry already standing in wire may remove it', () => {
      const s = act(ordered([A(5, 13, 'infantry', { obstacle: 'wire' }), TARGET, WITNESS]), { type: 'endMoves' }).state;
      const inf = idAt(s, 5, 13);
      expect(battlesOf(s, inf)).toEqual(['4,12']);
      expect(battleDice(s, hex(5, 13), hex(4, 12))).toBe(2);
      expect(removesWire(s, inf)).toBe(true);
    });

    it('[rulebook p.16 Wire l.789; FAQ §II Wire Q5, line 893] armor entering wire removes it and still battles at full dice', () => {
      const s0 = ordered([A(6, 12, 'armor'), T(5, 13, 'countryside', { obstacle: 'wire' }), TARGET]);
      const r = act(s0, { type: 'move', unit: 0, to: hex(5, 13) });
      expect(r.events.slice(0, 2)).toEqual([
        { type: 'moved', unit: 0, from: hex(6, 12), to: hex(5, 13), steps: 1 },
        { type: 'wireRemoved', unit: 0, at: hex(5, 13) },
      ]);
      expect(obstacleOn(r.state, hex(5, 13))).toBeUndefined();
      expect(battlesOf(r.state, 0)).toEqual(['4,12']);
      expect(battleDice(r.state, hex(5, 13), hex(4, 12))).toBe(3);
      expect(removesWire(r.state, 0)).toBe(false);
    });

    it('[FAQ §II Wire Q6, line 897; §IV Standard Units Q2, line 2197] artillery cannot remove wire, whether it moved in or stands there', () => {
      const moved = ordered(corridor(A(6, 12, 'artillery'), T(6, 14, 'countryside', { obstacle: 'wire' }), X(6, 2)), 'artillery-bombard');
      const r = act(moved, { type: 'move', unit: 0, to: hex(6, 14) });
      expect(r.events.some((e) => e.type === 'wireRemoved')).toBe(false);
      expect(obstacleOn(r.state, hex(6, 14))).toBe('wire');
      const standing = act(ordered([A(6, 12, 'artillery', { obstacle: 'wire' }), TARGET]), { type: 'endMoves' }).state;
      expect(battlesOf(standing, 0)).toEqual(['4,12']);
      expect(removesWire(standing, 0)).toBe(false);
    });

    it('[FAQ §VIII Artillery Bombard Q6, line 3614] artillery battling from wire rolls 1 die fewer at every range', () => {
      const s = ordered([A(8, 12, 'artillery', { obstacle: 'wire' }), X(7, 13), X(5, 11), X(3, 11)]);
      expect([hex(7, 13), hex(5, 11), hex(3, 11)].map((t) => battleDice(s, hex(8, 12), t))).toEqual([2, 1, 0]);
    });

    it('[player aid: Wire; FAQ §II Wire summary card, line 869] wire gives the unit on it no protection', () => {
      const s = ordered([A(6, 12, 'infantry'), X(5, 13, 'infantry', { obstacle: 'wire' })]);
      expect(battleDice(s, hex(6, 12), hex(5, 13))).toBe(3);
    });
  });

  describe('sandbags', () => {
    it('[rulebook p.16 Sandbags l.776; FAQ §II Sandbags Q1, line 733] sandbags are removed when their unit moves away', () => {
      const s0 = ordered([A(6, 12, 'infantry', { obstacle: 'sandbags' }), A(6, 2, 'infantry')]);
      expect(sandbagsOn(s0, hex(6, 12))).toBe(true);
      const r = act(s0, { type: 'move', unit: 0, to: hex(5, 13) });
      expect(r.events).toEqual([
        { type: 'sandbagsRemoved', at: hex(6, 12) },
        { type: 'moved', unit: 0, from: hex(6, 12), to: hex(5, 13), steps: 1 },
      ]);
      expect(sandbagsOn(r.state, hex(6, 12))).toBe(false);
      expect(sandbagsOn(r.state, hex(5, 13))).toBe(false);
    });

    it('[rulebook p.16 Sandbags l.776] an ordered unit that does not move keeps its sandbags', () => {
      const s = act(ordered([A(6, 12, 'infantry', { obstacle: 'sandbags' }), TARGET, WITNESS]), { type: 'endMoves' }).state;
      expect(sandbagsOn(s, hex(6, 12))).toBe(true);
    });

    it('[FAQ §II Sandbags Q1, line 733; §VIII Dig-In Q6, line 3785] sandbags are removed when their unit is eliminated', () => {
      const s0 = act(ordered([A(6, 12, 'infantry'), X(5, 13, 'infantry', { obstacle: 'sandbags' }, 1)]), { type: 'endMoves' }).state;
      expect(battleDice(s0, hex(6, 12), hex(5, 13))).toBe(2);
      const r = act(s0, { type: 'battle', unit: 0, target: hex(5, 13) }, ['infantry', 'star']);
      const types = r.events.map((e) => e.type);
      expect(types.slice(0, 6)).toEqual(['battle', 'roll', 'hits', 'figuresLost', 'sandbagsRemoved', 'eliminated']);
      expect(r.events[4]).toEqual({ type: 'sandbagsRemoved', at: hex(5, 13) });
      expect(sandbagsOn(r.state, hex(5, 13))).toBe(false);
    });

    it('[FAQ §II Sandbags Q1, line 733] sandbags are removed when their unit retreats', () => {
      const s0 = act(ordered([A(6, 12, 'infantry'), X(5, 13, 'infantry', { obstacle: 'sandbags' }), X(4, 12)]), { type: 'endMoves' }).state;
      // 2 flags: one may be ignored; the other pushes the unit to (4,14), its only free retreat hex
      const r = act(s0, { type: 'battle', unit: 0, target: hex(5, 13) }, ['flag', 'flag']);
      const r2 = act(r.state, { type: 'retreat', to: hex(4, 14), ignore: true });
      expect(r2.events.slice(0, 3)).toEqual([
        { type: 'flagIgnored', unit: idAt(s0, 5, 13) },
        { type: 'sandbagsRemoved', at: hex(5, 13) },
        { type: 'retreated', unit: idAt(s0, 5, 13), from: hex(5, 13), to: hex(4, 14), steps: 1 },
      ]);
      expect(sandbagsOn(r2.state, hex(5, 13))).toBe(false);
      expect(sandbagsOn(r2.state, hex(4, 14))).toBe(false);
    });

    it('[rulebook p.16 Sandbags l.777-781] sandbags: -1 die against infantry and armor, first flag may be ignored', () => {
      const s = ordered([A(6, 12, 'infantry'), A(6, 16, 'armor'), X(5, 13, 'infantry', { obstacle: 'sandbags' })]);
      expect([battleDice(s, hex(6, 12), hex(5, 13)), battleDice(s, hex(6, 16), hex(5, 13))]).toEqual([2, 2]);
      const opts = retreatOptions(s, hex(5, 13), 1);
      expect(opts.filter((o) => o.ignore)).toEqual([{ to: hex(5, 13), ignore: true, steps: 0, losses: 0 }]);
    });
  });

  describe('bunkers and hedgehogs as cover', () => {
    it('[rulebook p.16 Bunkers l.751, l.753] a unit in its own bunker: infantry -1, armor -2, first flag may be ignored', () => {
      const s = ordered([A(6, 12, 'infantry'), A(6, 16, 'armor'), X(5, 13, 'infantry', { bunker: 'axis' })]);
      expect([battleDice(s, hex(6, 12), hex(5, 13)), battleDice(s, hex(6, 16), hex(5, 13))]).toEqual([2, 1]);
      expect(retreatOptions(s, hex(5, 13), 1).some((o) => o.ignore)).toBe(true);
    });

    it('[FAQ §II Bunkers Q1, line 505] enemy infantry in a bunker gets no protection: full dice, no flag ignored', () => {
      const s = ordered([A(6, 12, 'infantry'), A(6, 16, 'armor'), X(5, 13, 'infantry', { bunker: 'allies' })]);
      expect([battleDice(s, hex(6, 12), hex(5, 13)), battleDice(s, hex(6, 16), hex(5, 13))]).toEqual([3, 3]);
      expect(retreatOptions(s, hex(5, 13), 1).some((o) => o.ignore)).toBe(false);
    });

    it('[rulebook p.16 Hedgehogs l.765; FAQ §II Hedgehogs summary card, line 583] a hedgehog gives no dice reduction but the first flag may be ignored', () => {
      const s = ordered([A(6, 12, 'infantry'), X(5, 13, 'infantry', { obstacle: 'hedgehog' })]);
      expect(battleDice(s, hex(6, 12), hex(5, 13))).toBe(3);
      expect(retreatOptions(s, hex(5, 13), 1).filter((o) => o.ignore)).toEqual([{ to: hex(5, 13), ignore: true, steps: 0, losses: 0 }]);
    });
  });
});
