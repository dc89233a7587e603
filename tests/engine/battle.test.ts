/**
 * Scope item 4 of the engine issue: battle. Range and dice, the Close Assault obligation, line of sight in
 * battleDice/legalActions, hills, terrain reductions by attacker type, the attacker's own-hex penalties, battle
 * restrictions after entering terrain, ocean, "0 dice = no battle", artillery and terrain.
 *
 * Sources (line numbers in /work/shared/rules):
 *   rulebook = 000_be0a2ecce2dae66d.txt (Battle l.300-418, Appendix 2 terrain l.600-790)
 *   FAQ      = 003_f06c3a1d5921cf5a.txt (official FAQ; overrides the rulebook)
 *   player aid = 004_b27345dd263e68fa.txt
 */
import { describe, expect, it } from 'vitest';
import { battleDice, legalActions, lineOfSight } from '../../src/engine';
import type { CardType, GameState, Hex, Side, UnitKind } from '../../src/engine';
import type { ScenarioHex } from '../../src/scenario/types';
import { act, hex, idAt, mini, start } from './helpers';

type Extra = Omit<ScenarioHex, 'row' | 'col' | 'unit'>;

/** A hex holding a unit. */
function unit(row: number, col: number, side: Side, kind: UnitKind, extra: Extra = {}): ScenarioHex {
  return { row, col, unit: { side, kind }, ...extra };
}

/** A position only (nobody ordered). */
function board(hexes: ScenarioHex[]): GameState {
  return start(mini({ hexes }), { allies: ['direct-from-hq'], axis: ['probe-left'] });
}

/** Allies play `card` (default Direct from HQ: up to 4 units anywhere, auto-ordered when they all fit). */
function played(hexes: ScenarioHex[], card: CardType = 'direct-from-hq', dice?: Parameters<typeof act>[2]): GameState {
  const s = start(mini({ hexes }), { allies: [card], axis: ['probe-left'] });
  return act(s, { type: 'play', card: s.cards.hands.allies[0]! }, dice).state;
}

/** Allies play a card and skip movement: the battle step (or the next turn if nobody can battle). */
function atBattle(hexes: ScenarioHex[], card: CardType = 'direct-from-hq'): GameState {
  let s = played(hexes, card);
  if (!s.pending.length && s.turn.stage === 'move') s = act(s, { type: 'endMoves' }).state;
  return s;
}

/** Battle targets offered to a unit now. */
function targets(s: GameState, unitId: number): Hex[] {
  return legalActions(s).flatMap((a) => (a.type === 'battle' && a.unit === unitId ? [a.target] : []));
}

/** Move an ordered unit, end moves, and return the state in the battle step. */
function moveThenBattle(s: GameState, unitId: number, to: Hex): GameState {
  let t = act(s, { type: 'move', unit: unitId, to }).state;
  if (!t.pending.length && t.turn.stage === 'move') t = act(t, { type: 'endMoves' }).state;
  return t;
}

/** Dice of an allied `kind` at (6,2) against an axis infantry `d` hexes away on the same row. */
function diceAt(kind: UnitKind, d: number): number {
  const s = board([unit(6, 2, 'allies', kind), unit(6, 2 + 2 * d, 'axis', 'infantry')]);
  return battleDice(s, hex(6, 2), hex(6, 2 + 2 * d));
}

/** Close assault dice of an allied `kind` on open ground at (5,13) against axis infantry at (4,12) with `target` terrain. */
function closeDice(kind: UnitKind, target: Extra, attacker: Extra = {}): number {
  const s = board([unit(5, 13, 'allies', kind, attacker), unit(4, 12, 'axis', 'infantry', target)]);
  return battleDice(s, hex(5, 13), hex(4, 12));
}

describe('4. Battle', () => {
  describe('range and dice by unit and distance', () => {
    it('[rulebook l.338 Battle Range - Infantry] infantry rolls 3, 2, 1 at 1, 2, 3 hexes and cannot reach 4', () => {
      expect([1, 2, 3, 4].map((d) => diceAt('infantry', d))).toEqual([3, 2, 1, 0]);
    });

    it('[rulebook l.356 Battle Range - Armor] armor rolls 3 at 1, 2 and 3 hexes and cannot reach 4', () => {
      expect([1, 2, 3, 4].map((d) => diceAt('armor', d))).toEqual([3, 3, 3, 0]);
    });

    it('[rulebook l.364 Battle Range - Artillery] artillery rolls 3, 3, 2, 2, 1, 1 up to 6 hexes and cannot reach 7', () => {
      expect([1, 2, 3, 4, 5, 6, 7].map((d) => diceAt('artillery', d))).toEqual([3, 3, 2, 2, 1, 1, 0]);
    });

    it('[player aid l.22-24: Special Forces, Resistance, Elite Armor] special units keep the standard dice', () => {
      expect([1, 2, 3, 4].map((d) => diceAt('special-forces', d))).toEqual([3, 2, 1, 0]);
      expect([1, 2, 3, 4].map((d) => diceAt('resistance', d))).toEqual([3, 2, 1, 0]);
      expect([1, 2, 3, 4].map((d) => diceAt('elite-armor', d))).toEqual([3, 3, 3, 0]);
    });

    it('[rulebook l.308] a unit reduced to one figure keeps its full dice', () => {
      const s = board([{ row: 6, col: 2, unit: { side: 'allies', kind: 'infantry', figures: 1 } }, unit(6, 4, 'axis', 'infantry')]);
      expect(battleDice(s, hex(6, 2), hex(6, 4))).toBe(3);
    });

    it('[rulebook l.300-304] battleDice is 0 against a friendly unit or an empty hex', () => {
      const s = board([unit(6, 2, 'allies', 'infantry'), unit(6, 4, 'allies', 'infantry')]);
      expect(battleDice(s, hex(6, 2), hex(6, 4))).toBe(0);
      expect(battleDice(s, hex(6, 2), hex(6, 6))).toBe(0);
    });

    it('[rulebook l.300-304] the battle step offers each in-range, in-sight enemy with the counted-down dice', () => {
      const s = atBattle([unit(6, 12, 'allies', 'infantry'), unit(4, 8, 'axis', 'infantry'), unit(3, 15, 'axis', 'armor'), unit(2, 20, 'axis', 'infantry')]);
      const id = idAt(s, 6, 12);
      expect(targets(s, id)).toEqual([hex(4, 8), hex(3, 15)]);
      expect(battleDice(s, hex(6, 12), hex(4, 8))).toBe(1);
      expect(battleDice(s, hex(6, 12), hex(3, 15))).toBe(1);
    });
  });

  describe('Close Assault obligation', () => {
    it('[rulebook l.314] a unit adjacent to an enemy may only target adjacent enemies', () => {
      const s = atBattle([unit(6, 12, 'allies', 'infantry'), unit(5, 13, 'axis', 'infantry'), unit(4, 8, 'axis', 'infantry')]);
      const id = idAt(s, 6, 12);
      expect(targets(s, id)).toEqual([hex(5, 13)]);
      // The distant target is in range and sight: only the obligation removes it.
      expect(battleDice(s, hex(6, 12), hex(4, 8))).toBe(1);
    });

    it('[rulebook l.310-314] with two adjacent enemies the unit chooses between them, never a distant one', () => {
      const s = atBattle([unit(6, 12, 'allies', 'armor'), unit(5, 11, 'axis', 'infantry'), unit(5, 13, 'axis', 'armor'), unit(3, 13, 'axis', 'infantry')]);
      expect(targets(s, idAt(s, 6, 12))).toEqual([hex(5, 11), hex(5, 13)]);
    });

    it('[player aid l.5-6 "may not Fire if Close Assault is possible"] the obligation also binds armor: no ranged target while adjacent', () => {
      const s = atBattle([unit(6, 12, 'allies', 'armor'), unit(6, 14, 'axis', 'infantry'), unit(3, 9, 'axis', 'armor')]);
      expect(targets(s, idAt(s, 6, 12))).toEqual([hex(6, 14)]);
    });

    it('[rulebook l.314 + FAQ §II Towns Q1, line 851] an adjacent enemy it cannot hurt still forbids firing at a distant one', () => {
      // Armor in a town next to an enemy in a town has 0 dice; it may not fire at the open-ground enemy instead.
      const s = atBattle([
        unit(6, 12, 'allies', 'armor', { terrain: 'town' }),
        unit(7, 17, 'allies', 'infantry'),
        unit(5, 11, 'axis', 'infantry', { terrain: 'town' }),
        unit(4, 16, 'axis', 'infantry'),
      ]);
      expect(battleDice(s, hex(6, 12), hex(5, 11))).toBe(0);
      expect(battleDice(s, hex(6, 12), hex(4, 16))).toBe(1);
      expect(targets(s, idAt(s, 6, 12))).toEqual([]);
      expect(targets(s, idAt(s, 7, 17))).toEqual([hex(4, 16)]);
    });
  });

  describe('line of sight in battleDice and legalActions', () => {
    it('[rulebook l.374] a friendly unit in between blocks infantry and armor', () => {
      const s = atBattle([unit(6, 2, 'allies', 'infantry'), unit(6, 4, 'allies', 'infantry'), unit(6, 6, 'axis', 'infantry'), unit(8, 2, 'allies', 'armor')]);
      expect(lineOfSight(s, hex(6, 2), hex(6, 6))).toBe(false);
      expect(battleDice(s, hex(6, 2), hex(6, 6))).toBe(0);
      expect(targets(s, idAt(s, 6, 2))).toEqual([]);
      expect(targets(s, idAt(s, 6, 4))).toEqual([hex(6, 6)]);
    });

    it('[rulebook l.374] an enemy unit in between blocks the one behind it', () => {
      const s = atBattle([unit(6, 2, 'allies', 'armor'), unit(6, 6, 'axis', 'infantry'), unit(6, 8, 'axis', 'infantry')]);
      expect(battleDice(s, hex(6, 2), hex(6, 6))).toBe(3);
      expect(battleDice(s, hex(6, 2), hex(6, 8))).toBe(0);
      expect(targets(s, idAt(s, 6, 2))).toEqual([hex(6, 6)]);
    });

    it('[rulebook l.376, player aid l.26] the target hex terrain never blocks: a forest target is seen, a forest in between blocks', () => {
      const seen = board([unit(6, 2, 'allies', 'infantry'), unit(6, 6, 'axis', 'infantry', { terrain: 'forest' })]);
      expect(battleDice(seen, hex(6, 2), hex(6, 6))).toBe(1);
      const hidden = board([unit(6, 2, 'allies', 'infantry'), { row: 6, col: 4, terrain: 'forest' }, unit(6, 6, 'axis', 'infantry')]);
      expect(battleDice(hidden, hex(6, 2), hex(6, 6))).toBe(0);
    });

    it('[rulebook l.372, FAQ §IV Standard Units summary, line 2192] artillery needs no line of sight', () => {
      const s = atBattle([unit(6, 2, 'allies', 'artillery'), unit(6, 4, 'allies', 'infantry'), { row: 6, col: 6, terrain: 'town' }, unit(6, 8, 'axis', 'infantry')]);
      expect(lineOfSight(s, hex(6, 2), hex(6, 8))).toBe(false);
      expect(battleDice(s, hex(6, 2), hex(6, 8))).toBe(2);
      expect(targets(s, idAt(s, 6, 2))).toEqual([hex(6, 8)]);
    });

    it('[rulebook l.398] a line along a hex side with an obstruction on one side only is clear', () => {
      // (6,12)→(4,12) runs along the side between (5,11) and (5,13).
      const s = board([unit(6, 12, 'allies', 'infantry'), { row: 5, col: 11, terrain: 'forest' }, unit(4, 12, 'axis', 'infantry')]);
      expect(lineOfSight(s, hex(6, 12), hex(4, 12))).toBe(true);
      expect(battleDice(s, hex(6, 12), hex(4, 12))).toBe(2);
    });

    it('[rulebook l.390-398] a line along a hex side with obstructions on both sides is blocked (unit one side, forest the other)', () => {
      const s = atBattle([unit(6, 12, 'allies', 'armor'), { row: 5, col: 11, terrain: 'forest' }, unit(5, 13, 'allies', 'infantry'), unit(4, 12, 'axis', 'infantry')]);
      expect(lineOfSight(s, hex(6, 12), hex(4, 12))).toBe(false);
      expect(battleDice(s, hex(6, 12), hex(4, 12))).toBe(0);
      expect(targets(s, idAt(s, 6, 12))).toEqual([]);
    });

    it('[rulebook l.398, FAQ §II Hills Q3, line 616] a hill in between blocks ground units; hills beside an edge line only block on both sides', () => {
      const over = board([unit(6, 2, 'allies', 'armor'), { row: 6, col: 4, terrain: 'hill' }, unit(6, 6, 'axis', 'infantry')]);
      expect(battleDice(over, hex(6, 2), hex(6, 6))).toBe(0);
      const oneSide = board([unit(6, 12, 'allies', 'armor'), { row: 5, col: 13, terrain: 'hill' }, unit(4, 12, 'axis', 'infantry')]);
      expect(battleDice(oneSide, hex(6, 12), hex(4, 12))).toBe(3);
      const bothSides = board([unit(6, 12, 'allies', 'armor'), { row: 5, col: 11, terrain: 'hill' }, { row: 5, col: 13, terrain: 'hill' }, unit(4, 12, 'axis', 'infantry')]);
      expect(battleDice(bothSides, hex(6, 12), hex(4, 12))).toBe(0);
    });
  });

  describe('hills', () => {
    it('[rulebook l.667, player aid l.54-55] infantry and armor attacking up a hill from lower ground roll 1 die less', () => {
      expect(closeDice('infantry', { terrain: 'hill' })).toBe(2);
      expect(closeDice('armor', { terrain: 'hill' })).toBe(2);
    });

    it('[FAQ §II Hills Q1, line 608] no reduction from one hill hex to an adjacent hill hex', () => {
      expect(closeDice('infantry', { terrain: 'hill' }, { terrain: 'hill' })).toBe(3);
      expect(closeDice('armor', { terrain: 'hill' }, { terrain: 'hill' })).toBe(3);
    });

    it('[FAQ §II Hills Q1, line 608 + Ergs & Ridges Q1, line 1644] no reduction between two separate hills at the same height', () => {
      const s = board([unit(6, 2, 'allies', 'infantry', { terrain: 'hill' }), unit(6, 6, 'axis', 'infantry', { terrain: 'hill' }), unit(8, 2, 'allies', 'armor', { terrain: 'hill' }), unit(7, 7, 'axis', 'armor', { terrain: 'hill' })]);
      expect(battleDice(s, hex(6, 2), hex(6, 6))).toBe(2);
      // Armor on a separate hill at 3 hexes, line (8,2)→(7,7) over open ground: full 3 dice.
      expect(lineOfSight(s, hex(8, 2), hex(7, 7))).toBe(true);
      expect(battleDice(s, hex(8, 2), hex(7, 7))).toBe(3);
    });

    it('[rulebook l.667] a unit on a hill firing down at open ground rolls full dice', () => {
      expect(closeDice('infantry', {}, { terrain: 'hill' })).toBe(3);
    });

    it('[rulebook l.667 "Artillery Battle dice are not reduced"] artillery ignores the hill', () => {
      expect(closeDice('artillery', { terrain: 'hill' })).toBe(3);
    });
  });

  describe('terrain reductions by attacker type', () => {
    it('[rulebook l.619 Forests] forest: infantry -1, armor -2, artillery 0', () => {
      expect([closeDice('infantry', { terrain: 'forest' }), closeDice('armor', { terrain: 'forest' }), closeDice('artillery', { terrain: 'forest' })]).toEqual([2, 1, 3]);
    });

    it('[rulebook l.691 Towns & Villages] town: infantry -1, armor -2, artillery 0', () => {
      expect([closeDice('infantry', { terrain: 'town' }), closeDice('armor', { terrain: 'town' }), closeDice('artillery', { terrain: 'town' })]).toEqual([2, 1, 3]);
    });

    it('[rulebook l.643 Hedgerows] hedgerow: infantry -1, armor -2, artillery 0', () => {
      expect([closeDice('infantry', { terrain: 'hedgerow' }), closeDice('armor', { terrain: 'hedgerow' }), closeDice('artillery', { terrain: 'hedgerow' })]).toEqual([2, 1, 3]);
    });

    it('[FAQ §II Forests Q1, line 545] forest protection applies even when the attacker is in a forest too', () => {
      expect(closeDice('infantry', { terrain: 'forest' }, { terrain: 'forest' })).toBe(2);
      expect(closeDice('armor', { terrain: 'forest' }, { terrain: 'forest' })).toBe(1);
    });

    it('[rulebook l.751 Bunkers] a bunker protects its owner side: infantry -1, armor -2, artillery 0', () => {
      const b: Extra = { bunker: 'axis' };
      expect([closeDice('infantry', b), closeDice('armor', b), closeDice('artillery', b)]).toEqual([2, 1, 3]);
    });

    it('[FAQ §II Bunkers Q1, line 505] a unit in the other side\'s bunker gets no protection', () => {
      const b: Extra = { bunker: 'allies' };
      expect([closeDice('infantry', b), closeDice('armor', b)]).toEqual([3, 3]);
    });

    it('[FAQ §II Bunkers Q2, line 509] bunker on a hill: the reductions are not added (infantry -1, armor -2)', () => {
      const b: Extra = { terrain: 'hill', bunker: 'axis' };
      expect([closeDice('infantry', b), closeDice('armor', b)]).toEqual([2, 1]);
    });

    it('[rulebook l.777 Sandbags] sandbags on open ground: infantry -1, armor -1, artillery 0', () => {
      const b: Extra = { obstacle: 'sandbags' };
      expect([closeDice('infantry', b), closeDice('armor', b), closeDice('artillery', b)]).toEqual([2, 2, 3]);
    });

    it('[FAQ §II Sandbags Q2, line 737; rulebook l.743] sandbags in a town add nothing: the town reduction alone applies', () => {
      const b: Extra = { terrain: 'town', obstacle: 'sandbags' };
      expect([closeDice('infantry', b), closeDice('armor', b)]).toEqual([2, 1]);
    });

    it('[FAQ §II Sandbags Q4, line 755] sandbags on a hill attacked from another hill still give -1', () => {
      const b: Extra = { terrain: 'hill', obstacle: 'sandbags' };
      expect(closeDice('infantry', b, { terrain: 'hill' })).toBe(2);
      expect(closeDice('armor', b, { terrain: 'hill' })).toBe(2);
      // From lower ground: hill -1 and sandbags -1 are not summed.
      expect(closeDice('infantry', b)).toBe(2);
    });

    it('[FAQ §II Hedgehogs summary card, line 583; rulebook l.790] hedgehogs and wire give the target no dice reduction', () => {
      expect(closeDice('infantry', { obstacle: 'hedgehog' })).toBe(3);
      expect(closeDice('armor', { obstacle: 'wire' })).toBe(3);
    });

    it('[FAQ §IV Standard Units summary, line 2192; player aid l.7] artillery ignores target terrain at every range', () => {
      const s = board([
        unit(6, 2, 'allies', 'artillery'),
        unit(6, 6, 'axis', 'infantry', { terrain: 'town', obstacle: 'sandbags' }),
        unit(8, 6, 'axis', 'infantry', { terrain: 'hill', bunker: 'axis' }),
        unit(3, 5, 'axis', 'armor', { terrain: 'forest' }),
      ]);
      expect([battleDice(s, hex(6, 2), hex(6, 6)), battleDice(s, hex(6, 2), hex(8, 6)), battleDice(s, hex(6, 2), hex(3, 5))]).toEqual([3, 2, 2]);
    });
  });

  describe("the attacker's own penalties", () => {
    it('[rulebook l.691, FAQ §II Towns summary, line 846] armor in a town rolls 2 dice less against every target', () => {
      const s = board([unit(6, 12, 'allies', 'armor', { terrain: 'town' }), unit(5, 13, 'axis', 'infantry'), unit(4, 8, 'axis', 'infantry'), unit(3, 9, 'axis', 'armor')]);
      expect([battleDice(s, hex(6, 12), hex(5, 13)), battleDice(s, hex(6, 12), hex(4, 8)), battleDice(s, hex(6, 12), hex(3, 9))]).toEqual([1, 1, 1]);
    });

    it('[rulebook l.691] infantry in a town has no own-hex penalty', () => {
      expect(closeDice('infantry', {}, { terrain: 'town' })).toBe(3);
    });

    it('[FAQ §II Towns Q1, line 851] armor in a town never battles a unit in another town, even with +1 die (Armor Assault)', () => {
      const hexes = [unit(5, 13, 'allies', 'armor', { terrain: 'town' }), unit(4, 12, 'axis', 'infantry', { terrain: 'town' }), unit(8, 2, 'allies', 'infantry')];
      expect(battleDice(board(hexes), hex(5, 13), hex(4, 12))).toBe(0);
      const s = played(hexes, 'armor-assault');
      expect(s.turn.command?.type).toBe('armor-assault');
      expect(s.turn.ordered).toEqual([0]);
      expect(battleDice(s, hex(5, 13), hex(4, 12))).toBe(0);
      // Nothing to battle: ending the moves ends the turn without a battle.
      const r = act(s, { type: 'endMoves' });
      expect(r.events.some((e) => e.type === 'battle')).toBe(false);
      expect(r.state.turn.side).toBe('axis');
    });

    it('[rulebook l.789; FAQ §II Wire summary, line 869] infantry battling from wire rolls 1 die less', () => {
      expect(closeDice('infantry', {}, { obstacle: 'wire' })).toBe(2);
    });

    it('[FAQ §VIII Artillery Bombard Q6, line 3614] artillery battling from wire rolls 1 die less too', () => {
      expect(closeDice('artillery', {}, { obstacle: 'wire' })).toBe(2);
      expect(closeDice('artillery', { terrain: 'forest' }, { obstacle: 'wire' })).toBe(2);
    });

    it('[FAQ §II Towns Q2, line 855] own-hex penalty and target reduction add up: infantry in wire vs a forest rolls 1', () => {
      expect(closeDice('infantry', { terrain: 'forest' }, { obstacle: 'wire' })).toBe(1);
    });

    it('[FAQ §II Towns Q2, line 855] armor in a town against a hill target: 3 - 2 - 1 = 0, no battle', () => {
      expect(closeDice('armor', { terrain: 'hill' }, { terrain: 'town' })).toBe(0);
    });
  });

  describe('battle restrictions after moving', () => {
    it('[rulebook l.618 Forests] infantry that moved into a forest may not battle; the same move to open ground may', () => {
      const hexes = [unit(6, 12, 'allies', 'infantry'), { row: 5, col: 13, terrain: 'forest' as const }, unit(6, 2, 'allies', 'infantry'), unit(4, 14, 'axis', 'infantry'), unit(7, 3, 'axis', 'infantry')];
      const s = played(hexes);
      const id = idAt(s, 6, 12);
      expect(targets(moveThenBattle(s, id, hex(5, 13)), id)).toEqual([]);
      expect(targets(moveThenBattle(s, id, hex(5, 11)), id)).toEqual([hex(4, 14)]);
    });

    it('[rulebook l.690 Towns] armor that moved into a town may not battle', () => {
      const s = played([unit(6, 12, 'allies', 'armor'), { row: 5, col: 13, terrain: 'town' }, unit(6, 2, 'allies', 'infantry'), unit(4, 14, 'axis', 'infantry'), unit(7, 3, 'axis', 'infantry')]);
      const id = idAt(s, 6, 12);
      const b = moveThenBattle(s, id, hex(5, 13));
      expect(b.turn.stage).toBe('battle');
      expect(targets(b, id)).toEqual([]);
    });

    it('[rulebook l.642 Hedgerows] a unit that moved into a hedgerow may not battle', () => {
      const s = played([unit(6, 12, 'allies', 'infantry'), { row: 5, col: 13, terrain: 'hedgerow' }, unit(6, 2, 'allies', 'infantry'), unit(4, 14, 'axis', 'infantry'), unit(7, 3, 'axis', 'infantry')]);
      const id = idAt(s, 6, 12);
      expect(targets(moveThenBattle(s, id, hex(5, 13)), id)).toEqual([]);
    });

    it('[rulebook l.561; FAQ §VII French Resistance summary, line 3280] French Resistance may battle after entering a forest, town or hedgerow', () => {
      for (const terrain of ['forest', 'town', 'hedgerow'] as const) {
        const s = played([unit(6, 12, 'allies', 'resistance'), { row: 5, col: 13, terrain }, unit(4, 14, 'axis', 'infantry')]);
        const id = idAt(s, 6, 12);
        const b = moveThenBattle(s, id, hex(5, 13));
        expect(targets(b, id)).toEqual([hex(4, 14)]);
        expect(battleDice(b, hex(5, 13), hex(4, 14))).toBe(3);
      }
    });

    it('[FAQ §II Bunkers summary, line 498] infantry that moved 1 hex onto a bunker may battle', () => {
      const s = played([unit(6, 12, 'allies', 'infantry'), { row: 5, col: 13, bunker: 'allies' }, unit(4, 14, 'axis', 'infantry')]);
      const id = idAt(s, 6, 12);
      expect(targets(moveThenBattle(s, id, hex(5, 13)), id)).toEqual([hex(4, 14)]);
    });
  });

  describe('ocean and "no dice, no battle"', () => {
    it('[rulebook l.716; FAQ §II Oceans summary, line 630] a unit on an ocean hex may not battle', () => {
      const hexes = [unit(8, 12, 'allies', 'infantry', { terrain: 'ocean' }), unit(7, 13, 'axis', 'infantry'), unit(8, 2, 'allies', 'infantry'), unit(6, 2, 'axis', 'infantry')];
      const s = atBattle(hexes);
      expect(battleDice(s, hex(8, 12), hex(7, 13))).toBe(0);
      expect(targets(s, idAt(s, 8, 12))).toEqual([]);
      expect(targets(s, idAt(s, 8, 2))).toEqual([hex(6, 2)]);
    });

    it('[FAQ §II Towns Q2, line 855] 0 dice after reductions: infantry at 3 hexes vs a forest is offered no battle', () => {
      const s = atBattle([unit(6, 2, 'allies', 'infantry'), unit(6, 8, 'axis', 'infantry', { terrain: 'forest' }), unit(8, 20, 'allies', 'infantry'), unit(6, 20, 'axis', 'infantry')]);
      expect(battleDice(s, hex(6, 2), hex(6, 8))).toBe(0);
      expect(targets(s, idAt(s, 6, 2))).toEqual([]);
      expect(targets(s, idAt(s, 8, 20))).toEqual([hex(6, 20)]);
    });

    it('[FAQ §I Dice Questions Q2, line 313] the battle rolls exactly the dice counted (no fewer)', () => {
      const s = atBattle([unit(5, 13, 'allies', 'infantry'), unit(4, 12, 'axis', 'infantry', { terrain: 'hill' })]);
      const r = act(s, { type: 'battle', unit: idAt(s, 5, 13), target: hex(4, 12) }, ['star', 'star']);
      expect(r.events.filter((e) => e.type === 'battle' || e.type === 'roll')).toEqual([
        { type: 'battle', unit: 0, target: 1, from: hex(5, 13), at: hex(4, 12), dice: 2, close: true },
        { type: 'roll', faces: ['star', 'star'] },
      ]);
    });

    it('[rulebook l.304] a unit battles once per turn: after its battle it is offered no other target', () => {
      const s = atBattle([unit(6, 12, 'allies', 'armor'), unit(8, 2, 'allies', 'infantry'), unit(3, 13, 'axis', 'infantry'), unit(3, 9, 'axis', 'infantry'), unit(6, 2, 'axis', 'infantry')]);
      const id = idAt(s, 6, 12);
      expect(targets(s, id)).toEqual([hex(3, 13), hex(3, 9)]);
      const r = act(s, { type: 'battle', unit: id, target: hex(3, 13) }, ['star', 'star', 'star']);
      expect(r.state.turn.stage).toBe('battle');
      expect(targets(r.state, id)).toEqual([]);
      expect(targets(r.state, idAt(r.state, 8, 2))).toEqual([hex(6, 2)]);
    });
  });
});
