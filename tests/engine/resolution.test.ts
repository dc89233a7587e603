/**
 * Scope item 5 of the engine issue: resolving a battle. Hits, medals, flags and retreats (paths, blocking, losses,
 * ignoring the first flag), Take Ground, Armor Overrun (terrain limits, card bonuses) and the instant end of the game.
 *
 * Sources (line numbers in /work/shared/rules):
 *   rulebook = 000_be0a2ecce2dae66d.txt (Resolve Battle l.408-509, Appendix 2 terrain l.600-790)
 *   FAQ      = 003_f06c3a1d5921cf5a.txt (official FAQ; overrides the rulebook)
 *   player aid = 004_b27345dd263e68fa.txt; cards = cards.md
 *
 * Standard position: the allied attacker A on (5,13) close assaults the axis unit T on (4,12). The Axis holds the top
 * edge, so T retreats toward row 0: (3,11) or (3,13), then (2,10), (2,12) or (2,14).
 */
import { describe, expect, it } from 'vitest';
import { battleDice, legalActions, retreatOptions, unitOn } from '../../src/engine';
import type { Action, CardType, DieFace, GameEvent, GameState, Hex, Side, UnitKind } from '../../src/engine';
import type { Objective, ScenarioHex, ScenarioUnit } from '../../src/scenario/types';
import { act, figuresAt, hex, idAt, mini, start } from './helpers';

type Extra = Omit<ScenarioHex, 'row' | 'col' | 'unit'>;
type UnitExtra = Partial<Pick<ScenarioUnit, 'figures' | 'medals'>>;

const A = hex(5, 13);
const T = hex(4, 12);

function unit(row: number, col: number, side: Side, kind: UnitKind, extra: Extra = {}, u: UnitExtra = {}): ScenarioHex {
  return { row, col, unit: { side, kind, ...u }, ...extra };
}

interface Setup {
  card?: CardType;
  /** Dice for the card play (Their Finest Hour). */
  playDice?: DieFace[];
  medalsToWin?: Partial<Record<Side, number>>;
  objectives?: Objective[];
}

/** Allies play a card (Direct from HQ by default) and reach the battle step without moving. */
function fight(hexes: ScenarioHex[], o: Setup = {}): GameState {
  const sc = mini({ hexes, ...(o.medalsToWin ? { medalsToWin: o.medalsToWin } : {}), ...(o.objectives ? { objectives: o.objectives } : {}) });
  const s0 = start(sc, { allies: [o.card ?? 'direct-from-hq'], axis: ['probe-left'] });
  let s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }, o.playDice).state;
  if (!s.pending.length && s.turn.stage === 'move') s = act(s, { type: 'endMoves' }).state;
  return s;
}

/** Allies play Direct from HQ and stay in the move step. */
function ordered(hexes: ScenarioHex[]): GameState {
  const s0 = start(mini({ hexes }), { allies: ['direct-from-hq'], axis: ['probe-left'] });
  return act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
}

function move(s: GameState, from: Hex, to: Hex): GameState {
  let t = act(s, { type: 'move', unit: idAt(s, from.row, from.col), to }).state;
  if (!t.pending.length && t.turn.stage === 'move') t = act(t, { type: 'endMoves' }).state;
  return t;
}

function attack(s: GameState, from: Hex, to: Hex, dice: DieFace[]) {
  return act(s, { type: 'battle', unit: idAt(s, from.row, from.col), target: to }, dice);
}

function retreatActions(s: GameState): Action[] {
  return legalActions(s).filter((a) => a.type === 'retreat');
}

function only(events: GameEvent[], ...types: GameEvent['type'][]): GameEvent[] {
  return events.filter((e) => types.includes(e.type));
}

/** Targets offered for the pending Overrun battle. */
function overrunTargets(s: GameState): Hex[] {
  expect(s.pending[0]?.kind).toBe('overrun');
  return legalActions(s).flatMap((a) => (a.type === 'battle' ? [a.target] : []));
}

const axisInf = (row: number, col: number, extra: Extra = {}, u: UnitExtra = {}) => unit(row, col, 'axis', 'infantry', extra, u);
/** An Axis unit far from every fight: eliminating the unit under test does not end the game (rules-decisions S24: a side with no unit left loses). */
const RESERVE = axisInf(0, 0);

describe('5. Resolution', () => {
  describe('hits', () => {
    it('[rulebook l.414] infantry symbols and grenades hit infantry; an armor symbol misses it', () => {
      const s = fight([unit(5, 13, 'allies', 'armor'), axisInf(4, 12)]);
      const r = attack(s, A, T, ['infantry', 'grenade', 'armor']);
      expect(only(r.events, 'hits', 'figuresLost')).toEqual([
        { type: 'hits', unit: 1, hits: 2, flags: 0 },
        { type: 'figuresLost', unit: 1, figures: 2, cause: 'hit' },
      ]);
      expect(figuresAt(r.state, 4, 12)).toBe(2);
    });

    it('[rulebook l.426] armor symbols and grenades hit armor; infantry symbols miss it', () => {
      const s = fight([unit(5, 13, 'allies', 'armor'), unit(4, 12, 'axis', 'armor')]);
      const r = attack(s, A, T, ['armor', 'infantry', 'grenade']);
      expect(only(r.events, 'hits')).toEqual([{ type: 'hits', unit: 1, hits: 2, flags: 0 }]);
      expect(figuresAt(r.state, 4, 12)).toBe(1);
    });

    it('[rulebook l.430; player aid l.7] artillery is hit only by grenades', () => {
      const s = fight([unit(5, 13, 'allies', 'armor'), unit(4, 12, 'axis', 'artillery')]);
      const r = attack(s, A, T, ['infantry', 'armor', 'grenade']);
      expect(only(r.events, 'hits')).toEqual([{ type: 'hits', unit: 1, hits: 1, flags: 0 }]);
      expect(figuresAt(r.state, 4, 12)).toBe(1);
    });

    it('[rulebook l.441] stars miss in a normal battle', () => {
      const s = fight([unit(5, 13, 'allies', 'infantry'), axisInf(4, 12)]);
      const r = attack(s, A, T, ['star', 'star', 'star']);
      expect(only(r.events, 'hits', 'figuresLost', 'retreated')).toEqual([{ type: 'hits', unit: 1, hits: 0, flags: 0 }]);
      expect(figuresAt(r.state, 4, 12)).toBe(4);
    });

    it('[rulebook l.416-418] extra hits are wasted; the eliminated unit gives the attacker 1 medal', () => {
      const s = fight([unit(5, 13, 'allies', 'infantry'), axisInf(4, 12, {}, { figures: 2 })]);
      const r = attack(s, A, T, ['grenade', 'grenade', 'infantry']);
      expect(only(r.events, 'figuresLost', 'eliminated')).toEqual([
        { type: 'figuresLost', unit: 1, figures: 2, cause: 'hit' },
        { type: 'eliminated', unit: 1, medals: 1, to: 'allies' },
      ]);
      expect(r.state.medalsWon).toEqual({ axis: 0, allies: 1 });
      expect(unitOn(r.state, T)).toBeNull();
    });

    it('[rulebook l.416; scenario format "medals"] a unit worth 2 medals gives 2 on elimination', () => {
      const s = fight([unit(5, 13, 'allies', 'infantry'), axisInf(4, 12, {}, { figures: 1, medals: 2 })]);
      const r = attack(s, A, T, ['grenade', 'star', 'star']);
      expect(only(r.events, 'eliminated')).toEqual([{ type: 'eliminated', unit: 1, medals: 2, to: 'allies' }]);
      expect(r.state.medalsWon.allies).toBe(2);
    });

    it('[rulebook l.410, l.449] hits are resolved before flags: an eliminated unit does not retreat', () => {
      const s = fight([unit(5, 13, 'allies', 'infantry'), axisInf(4, 12, {}, { figures: 2 }), RESERVE]);
      const r = attack(s, A, T, ['flag', 'infantry', 'infantry']);
      expect(only(r.events, 'hits', 'eliminated', 'retreated')).toEqual([
        { type: 'hits', unit: 1, hits: 2, flags: 1 },
        { type: 'eliminated', unit: 1, medals: 1, to: 'allies' },
      ]);
      expect(r.state.pending.map((p) => p.kind)).toEqual(['takeGround']);
    });
  });

  describe('retreat paths', () => {
    it('[rulebook l.451-455] the top side retreats toward row 0 and its owner chooses the hex', () => {
      const s = fight([unit(5, 13, 'allies', 'infantry'), axisInf(4, 12)]);
      const r = attack(s, A, T, ['flag', 'star', 'star']);
      expect(r.state.pending[0]).toMatchObject({ kind: 'retreat', actor: 'axis', unit: 1, flags: 1 });
      expect(retreatActions(r.state)).toEqual([
        { type: 'retreat', to: hex(3, 11), ignore: false },
        { type: 'retreat', to: hex(3, 13), ignore: false },
      ]);
      const back = act(r.state, { type: 'retreat', to: hex(3, 13), ignore: false });
      expect(only(back.events, 'retreated')).toEqual([{ type: 'retreated', unit: 1, from: T, to: hex(3, 13), steps: 1 }]);
      expect(idAt(back.state, 3, 13)).toBe(1);
    });

    it('[rulebook l.455] the bottom side retreats toward row 8', () => {
      const s = fight([unit(4, 12, 'allies', 'infantry'), axisInf(0, 0)]);
      expect(retreatOptions(s, T, 1).map((o) => o.to)).toEqual([hex(5, 11), hex(5, 13)]);
      expect(retreatOptions(s, T, 2).map((o) => o.to)).toEqual([hex(6, 10), hex(6, 12), hex(6, 14)]);
    });

    it('[rulebook l.451] two flags push the unit two hexes: every hex two rows back is offered', () => {
      const s = fight([unit(5, 13, 'allies', 'infantry'), axisInf(4, 12)]);
      const r = attack(s, A, T, ['flag', 'flag', 'star']);
      expect(retreatActions(r.state).map((a) => (a as { to: Hex }).to)).toEqual([hex(2, 10), hex(2, 12), hex(2, 14)]);
    });

    it('[FAQ §I Retreating Q1, line 347] the owner must take a path that completes every retreat hex (auto-applied when only one)', () => {
      const s = fight([unit(5, 13, 'allies', 'infantry'), axisInf(4, 12), axisInf(2, 12), axisInf(2, 14)]);
      expect(retreatOptions(s, T, 2)).toEqual([{ to: hex(2, 10), ignore: false, steps: 2, losses: 0 }]);
      const r = attack(s, A, T, ['flag', 'flag', 'star']);
      expect(only(r.events, 'retreated', 'figuresLost')).toEqual([{ type: 'retreated', unit: 1, from: T, to: hex(2, 10), steps: 2 }]);
      expect(figuresAt(r.state, 2, 10)).toBe(4);
    });

    it('[rulebook l.458; FAQ §I Retreating Q1, line 347] when no path completes all flags, one figure per missing hex', () => {
      const s = fight([unit(5, 13, 'allies', 'infantry'), axisInf(4, 12), axisInf(2, 10), axisInf(2, 12), axisInf(2, 14)]);
      expect(retreatOptions(s, T, 2)).toEqual([
        { to: hex(3, 11), ignore: false, steps: 1, losses: 1 },
        { to: hex(3, 13), ignore: false, steps: 1, losses: 1 },
      ]);
      const r = attack(s, A, T, ['flag', 'flag', 'star']);
      const back = act(r.state, { type: 'retreat', to: hex(3, 11), ignore: false });
      expect(only(back.events, 'retreated', 'figuresLost')).toEqual([
        { type: 'retreated', unit: 1, from: T, to: hex(3, 11), steps: 1 },
        { type: 'figuresLost', unit: 1, figures: 1, cause: 'blockedRetreat' },
      ]);
      expect(figuresAt(back.state, 3, 11)).toBe(3);
    });

    it('[rulebook l.457] units, friend or foe, block the retreat: the unit stays and loses a figure', () => {
      const s = fight([unit(5, 13, 'allies', 'infantry'), axisInf(4, 12), axisInf(3, 11), unit(3, 13, 'allies', 'infantry')]);
      const r = attack(s, A, T, ['flag', 'star', 'star']);
      expect(only(r.events, 'retreated', 'figuresLost')).toEqual([{ type: 'figuresLost', unit: 1, figures: 1, cause: 'blockedRetreat' }]);
      expect(figuresAt(r.state, 4, 12)).toBe(3);
    });

    it('[rulebook l.456, l.701; FAQ §II Bridges Q4, line 695] a river without a bridge is impassable to a retreat; a bridge is not', () => {
      const river = fight([unit(5, 13, 'allies', 'infantry'), axisInf(4, 12), { row: 3, col: 11, terrain: 'river' }, { row: 3, col: 13, terrain: 'river' }]);
      expect(retreatOptions(river, T, 2)).toEqual([{ to: T, ignore: false, steps: 0, losses: 2 }]);
      const bridge = fight([unit(5, 13, 'allies', 'infantry'), axisInf(4, 12), { row: 3, col: 11, terrain: 'river' }, { row: 3, col: 13, terrain: 'river', bridge: true }]);
      expect(retreatOptions(bridge, T, 1)).toEqual([{ to: hex(3, 13), ignore: false, steps: 1, losses: 0 }]);
    });

    it('[rulebook l.458, l.715; FAQ §II Oceans Q1, line 637] no retreat onto the ocean: one figure per flag', () => {
      const s = fight([unit(7, 13, 'allies', 'infantry', { terrain: 'beach' }), { row: 8, col: 12, terrain: 'ocean' }, { row: 8, col: 14, terrain: 'ocean' }, axisInf(0, 0)]);
      expect(retreatOptions(s, hex(7, 13), 1)).toEqual([{ to: hex(7, 13), ignore: false, steps: 0, losses: 1 }]);
      expect(retreatOptions(s, hex(7, 13), 2)).toEqual([{ to: hex(7, 13), ignore: false, steps: 0, losses: 2 }]);
    });

    it('[rulebook l.458; FAQ §I Retreating Q2, line 353] a unit cannot retreat off the board: one figure per hex not made', () => {
      const s = fight([unit(5, 13, 'allies', 'infantry'), axisInf(4, 12), axisInf(0, 12), axisInf(1, 19)]);
      expect(retreatOptions(s, hex(0, 12), 1)).toEqual([{ to: hex(0, 12), ignore: false, steps: 0, losses: 1 }]);
      expect(retreatOptions(s, hex(1, 19), 2)).toEqual([
        { to: hex(0, 18), ignore: false, steps: 1, losses: 1 },
        { to: hex(0, 20), ignore: false, steps: 1, losses: 1 },
      ]);
    });

    it('[rulebook l.456] terrain has no effect on retreat: it passes through a forest or a town without stopping', () => {
      const s = fight([unit(5, 13, 'allies', 'infantry'), axisInf(4, 12), { row: 3, col: 11, terrain: 'forest' }, { row: 3, col: 13, terrain: 'town' }]);
      expect(retreatOptions(s, T, 2).map((o) => [o.to, o.steps, o.losses])).toEqual([
        [hex(2, 10), 2, 0],
        [hex(2, 12), 2, 0],
        [hex(2, 14), 2, 0],
      ]);
    });

    it('[FAQ §II Wire Q2, line 879] wire does not stop a retreat', () => {
      const s = fight([unit(5, 13, 'allies', 'infantry'), axisInf(4, 12), { row: 3, col: 11, obstacle: 'wire' }, axisInf(3, 13)]);
      const r = attack(s, A, T, ['flag', 'flag', 'star']);
      expect(retreatActions(r.state).map((a) => (a as { to: Hex }).to)).toEqual([hex(2, 10), hex(2, 12)]);
      const back = act(r.state, { type: 'retreat', to: hex(2, 12), ignore: false });
      expect(only(back.events, 'retreated')).toEqual([{ type: 'retreated', unit: 1, from: T, to: hex(2, 12), steps: 2 }]);
    });

    it('[FAQ §II Hedgerows Q1, line 563] a retreat may end on a hedgerow whatever hex the unit came from', () => {
      const s = fight([unit(5, 13, 'allies', 'infantry'), axisInf(4, 12), { row: 3, col: 11, terrain: 'hedgerow' }, { row: 3, col: 13, terrain: 'hedgerow' }]);
      expect(retreatOptions(s, T, 1).map((o) => o.to)).toEqual([hex(3, 11), hex(3, 13)]);
    });

    it('[FAQ §II Bunkers summary, line 498; Hedgehogs summary, line 583; Hedgerows Q1 note, line 565] bunkers and hedgehogs stay impassable to retreating armor', () => {
      const hexes = [{ row: 3, col: 11, bunker: 'axis' as const }, { row: 3, col: 13, obstacle: 'hedgehog' as const }, unit(5, 13, 'allies', 'infantry')];
      const armor = fight([...hexes, unit(4, 12, 'axis', 'armor')]);
      expect(retreatOptions(armor, T, 1)).toEqual([{ to: T, ignore: false, steps: 0, losses: 1 }]);
      const inf = fight([...hexes, axisInf(4, 12)]);
      expect(retreatOptions(inf, T, 1).map((o) => o.to)).toEqual([hex(3, 11), hex(3, 13)]);
    });
  });

  describe('ignoring the first flag', () => {
    it('[rulebook l.781; FAQ §II Sandbags summary, line 729] a unit in sandbags may ignore the first flag and stay put', () => {
      const s = fight([unit(5, 13, 'allies', 'infantry'), axisInf(4, 12, { obstacle: 'sandbags' })]);
      const r = attack(s, A, T, ['flag', 'star']);
      expect(retreatActions(r.state)).toEqual([
        { type: 'retreat', to: hex(3, 11), ignore: false },
        { type: 'retreat', to: hex(3, 13), ignore: false },
        { type: 'retreat', to: T, ignore: true },
      ]);
      const stay = act(r.state, { type: 'retreat', to: T, ignore: true });
      expect(only(stay.events, 'flagIgnored', 'retreated', 'sandbagsRemoved')).toEqual([{ type: 'flagIgnored', unit: 1 }]);
      expect(idAt(stay.state, 4, 12)).toBe(1);
      expect(Object.keys(stay.state.sandbags)).toHaveLength(1);
    });

    it('[FAQ §I Retreating Q5, line 365; Sandbags Q1, line 733] with two flags it ignores one, retreats one hex and leaves its sandbags behind', () => {
      const s = fight([unit(5, 13, 'allies', 'infantry'), axisInf(4, 12, { obstacle: 'sandbags' })]);
      const r = attack(s, A, T, ['flag', 'flag']);
      expect(retreatActions(r.state)).toEqual([
        { type: 'retreat', to: hex(2, 10), ignore: false },
        { type: 'retreat', to: hex(2, 12), ignore: false },
        { type: 'retreat', to: hex(2, 14), ignore: false },
        { type: 'retreat', to: hex(3, 11), ignore: true },
        { type: 'retreat', to: hex(3, 13), ignore: true },
      ]);
      const back = act(r.state, { type: 'retreat', to: hex(3, 11), ignore: true });
      expect(only(back.events, 'flagIgnored', 'sandbagsRemoved', 'retreated')).toEqual([
        { type: 'flagIgnored', unit: 1 },
        { type: 'sandbagsRemoved', at: T },
        { type: 'retreated', unit: 1, from: T, to: hex(3, 11), steps: 1 },
      ]);
      expect(back.state.sandbags).toEqual({});
    });

    it('[FAQ §II Sandbags Q3, line 741] the first flag of each attack may be ignored, not just once per turn', () => {
      const s = fight([unit(5, 13, 'allies', 'infantry'), unit(5, 11, 'allies', 'infantry'), axisInf(4, 12, { obstacle: 'sandbags' })]);
      let r = attack(s, A, T, ['flag', 'star']);
      r = act(r.state, { type: 'retreat', to: T, ignore: true });
      r = attack(r.state, hex(5, 11), T, ['flag', 'star']);
      expect(retreatActions(r.state)).toContainEqual({ type: 'retreat', to: T, ignore: true });
    });

    it('[rulebook l.765; FAQ §II Hedgehogs summary, line 583] a hedgehog lets infantry ignore the first flag, and the owner may decline to', () => {
      const s = fight([unit(5, 13, 'allies', 'infantry'), axisInf(4, 12, { obstacle: 'hedgehog' })]);
      const r = attack(s, A, T, ['flag', 'star', 'star']);
      expect(retreatActions(r.state)).toContainEqual({ type: 'retreat', to: T, ignore: true });
      const back = act(r.state, { type: 'retreat', to: hex(3, 13), ignore: false });
      expect(only(back.events, 'flagIgnored', 'retreated')).toEqual([{ type: 'retreated', unit: 1, from: T, to: hex(3, 13), steps: 1 }]);
    });

    it('[rulebook l.753; FAQ §II Bunkers Q1, line 505] a bunker lets only its owner side ignore the first flag', () => {
      const own = fight([unit(5, 13, 'allies', 'infantry'), axisInf(4, 12, { bunker: 'axis' })]);
      expect(retreatOptions(own, T, 1).filter((o) => o.ignore)).toEqual([{ to: T, ignore: true, steps: 0, losses: 0 }]);
      const enemy = fight([unit(4, 12, 'allies', 'infantry', { bunker: 'axis' }), axisInf(0, 0)]);
      expect(retreatOptions(enemy, T, 1)).toEqual([
        { to: hex(5, 11), ignore: false, steps: 1, losses: 0 },
        { to: hex(5, 13), ignore: false, steps: 1, losses: 0 },
      ]);
    });

    it('[FAQ §II Bunkers Q4, line 517] artillery in its bunker ignores the first flag; each further flag costs a figure', () => {
      const s = fight([unit(5, 13, 'allies', 'infantry'), unit(4, 12, 'axis', 'artillery', { bunker: 'axis' }), unit(8, 2, 'allies', 'infantry')]);
      const losses = (flags: number) => retreatOptions(s, T, flags).map((o) => [o.ignore, o.steps, o.losses]);
      expect(losses(1)).toEqual([[false, 0, 1], [true, 0, 0]]);
      expect(losses(2)).toEqual([[false, 0, 2], [true, 0, 1]]);
      expect(losses(3)).toEqual([[false, 0, 3], [true, 0, 2]]);
      // Infantry rolls 3 - 1 (bunker) = 2 dice: two flags.
      const r = attack(s, A, T, ['flag', 'flag']);
      const back = act(r.state, { type: 'retreat', to: T, ignore: true });
      expect(only(back.events, 'flagIgnored', 'figuresLost', 'retreated')).toEqual([
        { type: 'flagIgnored', unit: 1 },
        { type: 'figuresLost', unit: 1, figures: 1, cause: 'bunkerArtillery' },
      ]);
      expect(figuresAt(back.state, 4, 12)).toBe(1);
    });

    it('[FAQ §I Retreating Q5, line 365; Bunkers Q3, line 513; cards.md: Barrage] Barrage flags can never be ignored (sandbags, bunker)', () => {
      for (const extra of [{ obstacle: 'sandbags' }, { bunker: 'axis' }] as Extra[]) {
        const s = fight([unit(8, 2, 'allies', 'infantry'), axisInf(4, 12, extra)], { card: 'barrage' });
        expect(s.pending[0]?.kind).toBe('barrage');
        const r = act(s, { type: 'target', target: T }, ['flag', 'star', 'star', 'star']);
        expect(r.state.pending[0]).toMatchObject({ kind: 'retreat', unit: 1, flags: 1, ignorable: false });
        expect(retreatActions(r.state)).toEqual([
          { type: 'retreat', to: hex(3, 11), ignore: false },
          { type: 'retreat', to: hex(3, 13), ignore: false },
        ]);
      }
    });

    it('[FAQ §II Bunkers Q3, line 513; cards.md: Barrage] artillery in a bunker hit by a Barrage flag loses a figure', () => {
      const s = fight([unit(8, 2, 'allies', 'infantry'), unit(4, 12, 'axis', 'artillery', { bunker: 'axis' })], { card: 'barrage' });
      const r = act(s, { type: 'target', target: T }, ['flag', 'star', 'star', 'star']);
      expect(only(r.events, 'flagIgnored', 'figuresLost')).toEqual([{ type: 'figuresLost', unit: 1, figures: 1, cause: 'bunkerArtillery' }]);
    });

    it('[FAQ §I Retreating Q5, line 365; Air Power Q1, line 3851; cards.md: Air Power] Air Power flags can never be ignored', () => {
      const s = fight([unit(8, 2, 'allies', 'infantry'), axisInf(4, 12, { bunker: 'axis', obstacle: 'sandbags' })], { card: 'air-power' });
      const r = act(s, { type: 'target', target: T }, ['flag', 'flag']);
      expect(only(r.events, 'cardStrike', 'hits')).toEqual([
        { type: 'cardStrike', card: 'air-power', target: 1, at: T, dice: 2 },
        { type: 'hits', unit: 1, hits: 0, flags: 2 },
      ]);
      expect(retreatActions(r.state)).toEqual([
        { type: 'retreat', to: hex(2, 10), ignore: false },
        { type: 'retreat', to: hex(2, 12), ignore: false },
        { type: 'retreat', to: hex(2, 14), ignore: false },
      ]);
    });
  });

  describe('French Resistance', () => {
    it('[FAQ §VII French Resistance Q1, line 3287] one flag: the Resistance retreats 1, 2 or 3 hexes, its choice', () => {
      const s = fight([unit(2, 12, 'allies', 'resistance'), axisInf(0, 0)]);
      expect(retreatOptions(s, hex(2, 12), 1).map((o) => [o.steps, o.to])).toEqual([
        [1, hex(3, 11)],
        [1, hex(3, 13)],
        [2, hex(4, 10)],
        [2, hex(4, 12)],
        [2, hex(4, 14)],
        [3, hex(5, 9)],
        [3, hex(5, 11)],
        [3, hex(5, 13)],
        [3, hex(5, 15)],
      ]);
    });

    it('[FAQ §VII French Resistance Q1, line 3287] two flags: between 2 and 6 hexes', () => {
      const s = fight([unit(1, 13, 'allies', 'resistance'), axisInf(0, 0)]);
      const steps = [...new Set(retreatOptions(s, hex(1, 13), 2).map((o) => o.steps))];
      expect(steps).toEqual([2, 3, 4, 5, 6]);
    });

    it('[FAQ §VII French Resistance Q1 + rulebook l.458] a Resistance unit that cannot make 1 hex per flag loses a figure per missing hex', () => {
      const s = fight([unit(7, 13, 'allies', 'resistance'), axisInf(0, 0)]);
      expect(retreatOptions(s, hex(7, 13), 2)).toEqual([
        { to: hex(8, 12), ignore: false, steps: 1, losses: 1 },
        { to: hex(8, 14), ignore: false, steps: 1, losses: 1 },
      ]);
    });
  });

  describe('Take Ground', () => {
    it('[rulebook l.484] infantry that forces the defender out in close assault may take the vacated hex', () => {
      const s = fight([unit(5, 13, 'allies', 'infantry'), axisInf(4, 12)]);
      let r = attack(s, A, T, ['flag', 'star', 'star']);
      r = act(r.state, { type: 'retreat', to: hex(3, 13), ignore: false });
      expect(r.state.pending[0]).toMatchObject({ kind: 'takeGround', actor: 'allies', unit: 0 });
      expect(legalActions(r.state)).toEqual([{ type: 'takeGround' }, { type: 'decline' }]);
      const tg = act(r.state, { type: 'takeGround' });
      expect(only(tg.events, 'tookGround')).toEqual([{ type: 'tookGround', unit: 0, from: A, to: T }]);
      expect(idAt(tg.state, 4, 12)).toBe(0);
    });

    it('[rulebook l.484] infantry that eliminates the defender may take ground; declining keeps it in place', () => {
      const s = fight([unit(5, 13, 'allies', 'infantry'), axisInf(4, 12, {}, { figures: 1 }), RESERVE]);
      const r = attack(s, A, T, ['grenade', 'star', 'star']);
      expect(legalActions(r.state)).toEqual([{ type: 'takeGround' }, { type: 'decline' }]);
      const no = act(r.state, { type: 'decline' });
      expect(only(no.events, 'tookGround')).toEqual([]);
      expect(idAt(no.state, 5, 13)).toBe(0);
    });

    it('[FAQ §IV Standard Units Q3, line 2201] Take Ground is one hex, into the vacated hex, even after a 2-hex retreat', () => {
      const s = fight([unit(5, 13, 'allies', 'infantry'), axisInf(4, 12)]);
      let r = attack(s, A, T, ['flag', 'flag', 'star']);
      r = act(r.state, { type: 'retreat', to: hex(2, 12), ignore: false });
      const tg = act(r.state, { type: 'takeGround' });
      expect(only(tg.events, 'tookGround')).toEqual([{ type: 'tookGround', unit: 0, from: A, to: T }]);
    });

    it('[rulebook l.486] artillery never takes ground', () => {
      const s = fight([unit(5, 13, 'allies', 'artillery'), axisInf(4, 12, {}, { figures: 1 }), RESERVE]);
      const r = attack(s, A, T, ['grenade', 'star', 'star']);
      expect(r.state.pending).toEqual([]);
      expect(only(r.events, 'tookGround')).toEqual([]);
      expect(r.state.turn.side).toBe('axis');
    });

    it('[rulebook l.484 "in Close Assault"] no Take Ground after fire at range', () => {
      const s = fight([unit(6, 12, 'allies', 'infantry'), axisInf(4, 12, {}, { figures: 1 })]);
      const r = attack(s, hex(6, 12), T, ['grenade', 'star']);
      expect(only(r.events, 'eliminated')).toHaveLength(1);
      expect(r.state.pending).toEqual([]);
      expect(only(r.events, 'tookGround')).toEqual([]);
    });

    it('[rulebook l.484 "eliminates or forces it to retreat"] no Take Ground when the defender holds its hex', () => {
      const s = fight([unit(5, 13, 'allies', 'infantry'), axisInf(4, 12, { obstacle: 'sandbags' })]);
      let r = attack(s, A, T, ['flag', 'infantry']);
      r = act(r.state, { type: 'retreat', to: T, ignore: true });
      expect(r.state.pending).toEqual([]);
      expect(only(r.events, 'tookGround')).toEqual([]);
    });

    it('[FAQ §I Take Ground Q1, line 375] Special Forces move 2, close assault and take ground: 3 hexes in the turn', () => {
      let s = ordered([unit(7, 13, 'allies', 'special-forces'), axisInf(4, 12, {}, { figures: 1 }), RESERVE]);
      s = move(s, hex(7, 13), A);
      const r = attack(s, A, T, ['grenade', 'star', 'star']);
      const tg = act(r.state, { type: 'takeGround' });
      expect(idAt(tg.state, 4, 12)).toBe(0);
    });
  });

  describe('Armor Overrun', () => {
    it('[rulebook l.490, l.505] armor that takes ground may battle again; an adjacent enemy must be the Overrun target', () => {
      const s = fight([unit(5, 13, 'allies', 'armor'), axisInf(4, 12, {}, { figures: 1 }), axisInf(3, 13), axisInf(2, 8)]);
      let r = attack(s, A, T, ['grenade', 'star', 'star']);
      r = act(r.state, { type: 'takeGround' });
      expect(only(r.events, 'tookGround')).toEqual([{ type: 'tookGround', unit: 0, from: A, to: T }]);
      // (2,8) is 3 hexes from (4,12) and in sight, but (3,13) is adjacent.
      expect(battleDice(r.state, T, hex(2, 8))).toBe(3);
      expect(overrunTargets(r.state)).toEqual([hex(3, 13)]);
      expect(legalActions(r.state)).toContainEqual({ type: 'decline' });
    });

    it('[rulebook l.505 "Otherwise, you may fire at a distant unit"] with no adjacent enemy the Overrun may be fire at range (no Take Ground after it)', () => {
      const s = fight([unit(5, 13, 'allies', 'armor'), axisInf(4, 12, {}, { figures: 1 }), axisInf(2, 12, {}, { figures: 1 })]);
      let r = attack(s, A, T, ['grenade', 'star', 'star']);
      r = act(r.state, { type: 'takeGround' });
      expect(overrunTargets(r.state)).toEqual([hex(2, 12)]);
      r = attack(r.state, T, hex(2, 12), ['grenade', 'star', 'star']);
      expect(only(r.events, 'battle')).toEqual([{ type: 'battle', unit: 0, target: 2, from: T, at: hex(2, 12), dice: 3, close: false }]);
      expect(only(r.events, 'eliminated')).toHaveLength(1);
      expect(r.state.pending).toEqual([]);
    });

    it('[rulebook l.507-508; FAQ §I Take Ground Q2, line 379] after a successful Overrun it may take ground again, but never overrun twice', () => {
      const s = fight([unit(5, 13, 'allies', 'armor'), axisInf(4, 12, {}, { figures: 1 }), axisInf(3, 13, {}, { figures: 1 }), axisInf(2, 14)]);
      let r = attack(s, A, T, ['grenade', 'star', 'star']);
      r = act(r.state, { type: 'takeGround' });
      r = attack(r.state, T, hex(3, 13), ['grenade', 'star', 'star']);
      expect(r.state.pending[0]).toMatchObject({ kind: 'takeGround', unit: 0 });
      r = act(r.state, { type: 'takeGround' });
      expect(only(r.events, 'tookGround')).toEqual([{ type: 'tookGround', unit: 0, from: T, to: hex(3, 13) }]);
      // (2,14) is adjacent now, yet no second Overrun: the turn is over.
      expect(only(r.events, 'battle')).toEqual([]);
      expect(r.state.pending).toEqual([]);
      expect(r.state.turn.side).toBe('axis');
      expect(idAt(r.state, 3, 13)).toBe(0);
    });

    it('[rulebook l.490] declining the Overrun ends the armor\'s battles', () => {
      const s = fight([unit(5, 13, 'allies', 'armor'), axisInf(4, 12, {}, { figures: 1 }), axisInf(3, 13)]);
      let r = attack(s, A, T, ['grenade', 'star', 'star']);
      r = act(r.state, { type: 'takeGround' });
      r = act(r.state, { type: 'decline' });
      expect(only(r.events, 'battle')).toEqual([]);
      expect(r.state.turn.side).toBe('axis');
    });

    it('[rulebook l.304, l.508] an Overrun skipped for want of a target gives no later extra battle', () => {
      // After taking ground on (4,12) nothing is in range; then the infantry pushes E from (5,19) to (4,18), 3 hexes away.
      const s = fight([unit(5, 13, 'allies', 'armor'), axisInf(4, 12, {}, { figures: 1 }), unit(6, 20, 'allies', 'infantry'), axisInf(5, 19)]);
      let r = attack(s, A, T, ['grenade', 'star', 'star']);
      r = act(r.state, { type: 'takeGround' });
      expect(r.state.pending).toEqual([]);
      r = attack(r.state, hex(6, 20), hex(5, 19), ['flag', 'star', 'star']);
      r = act(r.state, { type: 'retreat', to: hex(4, 18), ignore: false });
      r = r.state.pending[0]?.kind === 'takeGround' ? act(r.state, { type: 'decline' }) : r;
      expect(battleDice(r.state, T, hex(4, 18))).toBe(3);
      expect(legalActions(r.state).filter((a) => a.type === 'battle')).toEqual([]);
      expect(r.state.turn.side).toBe('axis');
    });

    it('[rulebook l.490 "an ordered Armor unit"] infantry that takes ground gets no Overrun', () => {
      const s = fight([unit(5, 13, 'allies', 'infantry'), axisInf(4, 12, {}, { figures: 1 }), axisInf(3, 13)]);
      let r = attack(s, A, T, ['grenade', 'star', 'star']);
      r = act(r.state, { type: 'takeGround' });
      expect(r.state.pending).toEqual([]);
      expect(r.state.turn.side).toBe('axis');
    });
  });

  describe('terrain limits on the taken hex', () => {
    it('[FAQ §I Take Ground Q5, line 391] armor may take ground into a forest, town or hedgerow but gets no Overrun battle', () => {
      for (const terrain of ['forest', 'town', 'hedgerow'] as const) {
        const s = fight([unit(5, 13, 'allies', 'armor'), axisInf(4, 12, { terrain }, { figures: 1 }), axisInf(3, 13)]);
        let r = attack(s, A, T, ['grenade']);
        expect(legalActions(r.state)).toEqual([{ type: 'takeGround' }, { type: 'decline' }]);
        r = act(r.state, { type: 'takeGround' });
        expect(idAt(r.state, 4, 12)).toBe(0);
        expect(r.state.pending).toEqual([]);
        expect(only(r.events, 'battle')).toEqual([]);
        expect(r.state.turn.side).toBe('axis');
      }
    });

    it('[FAQ §I Take Ground Q6, line 395] armor taking ground into wire removes it, may overrun, but may not take ground again', () => {
      const s = fight([unit(5, 13, 'allies', 'armor'), axisInf(4, 12, { obstacle: 'wire' }, { figures: 1 }), axisInf(3, 13, {}, { figures: 1 }), RESERVE]);
      let r = attack(s, A, T, ['grenade', 'star', 'star']);
      r = act(r.state, { type: 'takeGround' });
      expect(only(r.events, 'tookGround', 'wireRemoved')).toEqual([
        { type: 'tookGround', unit: 0, from: A, to: T },
        { type: 'wireRemoved', unit: 0, at: T },
      ]);
      expect(r.state.obstacles).toEqual({});
      expect(overrunTargets(r.state)).toEqual([hex(3, 13)]);
      r = attack(r.state, T, hex(3, 13), ['grenade', 'star', 'star']);
      expect(only(r.events, 'eliminated')).toHaveLength(1);
      expect(r.state.pending).toEqual([]);
      expect(r.state.turn.side).toBe('axis');
    });

    it('[FAQ §I Take Ground Q7, line 405] armor may not take ground into a bunker (so no Overrun); infantry may', () => {
      const arm = fight([unit(5, 13, 'allies', 'armor'), axisInf(4, 12, { bunker: 'axis' }, { figures: 1 }), RESERVE]);
      const r = attack(arm, A, T, ['grenade']);
      expect(r.state.pending).toEqual([]);
      expect(r.state.turn.side).toBe('axis');
      const inf = fight([unit(5, 13, 'allies', 'infantry'), axisInf(4, 12, { bunker: 'axis' }, { figures: 1 }), RESERVE]);
      expect(legalActions(attack(inf, A, T, ['grenade', 'star']).state)).toEqual([{ type: 'takeGround' }, { type: 'decline' }]);
    });

    it('[FAQ §I Take Ground Q8, line 409; Wire Q4, line 887] infantry that moved onto wire battles at -1 and may not take ground', () => {
      let s = ordered([unit(6, 14, 'allies', 'infantry'), { row: 5, col: 13, obstacle: 'wire' }, axisInf(4, 12, {}, { figures: 1 }), RESERVE]);
      s = move(s, hex(6, 14), A);
      expect(battleDice(s, A, T)).toBe(2);
      const r = attack(s, A, T, ['grenade', 'star']);
      expect(only(r.events, 'eliminated')).toHaveLength(1);
      expect(r.state.pending).toEqual([]);
      expect(r.state.turn.side).toBe('axis');
    });

    it('[FAQ §II Wire Q5, line 893; Take Ground Q8 note, line 411] armor that moved onto wire removes it and battles, but may neither take ground nor overrun', () => {
      let s = ordered([unit(6, 14, 'allies', 'armor'), { row: 5, col: 13, obstacle: 'wire' }, axisInf(4, 12, {}, { figures: 1 }), axisInf(3, 11)]);
      const m = act(s, { type: 'move', unit: 0, to: A });
      expect(only(m.events, 'wireRemoved')).toEqual([{ type: 'wireRemoved', unit: 0, at: A }]);
      s = m.state.turn.stage === 'move' ? act(m.state, { type: 'endMoves' }).state : m.state;
      expect(battleDice(s, A, T)).toBe(3);
      const r = attack(s, A, T, ['grenade', 'star', 'star']);
      expect(r.state.pending).toEqual([]);
      expect(r.state.turn.side).toBe('axis');
    });

    it('[FAQ §II Hedgerows Q3, line 571] only a unit that did not move may take ground into a hedgerow', () => {
      const hexes = [unit(6, 12, 'allies', 'infantry'), unit(8, 2, 'allies', 'infantry'), axisInf(5, 13, { terrain: 'hedgerow' }, { figures: 1 }), RESERVE];
      const still = fight(hexes);
      expect(legalActions(attack(still, hex(6, 12), hex(5, 13), ['grenade', 'star']).state)).toEqual([{ type: 'takeGround' }, { type: 'decline' }]);
      // Moving from (6,12) to (6,14) keeps it adjacent to the hedgerow, but it has moved.
      const moved = move(ordered(hexes), hex(6, 12), hex(6, 14));
      const r = attack(moved, hex(6, 14), hex(5, 13), ['grenade', 'star']);
      expect(only(r.events, 'eliminated')).toHaveLength(1);
      expect(r.state.pending).toEqual([]);
    });

    it('[FAQ §II Hedgerows Q3, line 571 + Take Ground Q5 note, line 393] armor that took ground has moved: its Overrun may not take ground into a hedgerow', () => {
      const s = fight([unit(5, 13, 'allies', 'armor'), axisInf(4, 12, {}, { figures: 1 }), axisInf(3, 13, { terrain: 'hedgerow' }, { figures: 1 })]);
      let r = attack(s, A, T, ['grenade', 'star', 'star']);
      r = act(r.state, { type: 'takeGround' });
      r = attack(r.state, T, hex(3, 13), ['grenade']);
      expect(only(r.events, 'eliminated')).toHaveLength(1);
      expect(r.state.pending).toEqual([]);
      expect(idAt(r.state, 4, 12)).toBe(0);
    });

    it('[FAQ §II Hedgerows Q2, line 567] armor that moved 1 hex out of a hedgerow may take ground and overrun', () => {
      let s = ordered([unit(6, 12, 'allies', 'armor', { terrain: 'hedgerow' }), axisInf(4, 12, {}, { figures: 1 }), axisInf(3, 11)]);
      s = move(s, hex(6, 12), A);
      let r = attack(s, A, T, ['grenade', 'star', 'star']);
      r = act(r.state, { type: 'takeGround' });
      expect(overrunTargets(r.state)).toEqual([hex(3, 11)]);
    });

    it('[FAQ §I Take Ground Q3, line 383; rulebook l.730] armor that moved 2 beach hexes may still take ground and overrun', () => {
      const beach = (row: number, col: number): ScenarioHex => ({ row, col, terrain: 'beach' });
      let s = ordered([unit(7, 13, 'allies', 'armor', { terrain: 'beach' }), beach(6, 12), beach(6, 14), beach(5, 13), axisInf(4, 12, { terrain: 'beach' }, { figures: 1 }), axisInf(3, 11)]);
      const m = act(s, { type: 'move', unit: 0, to: A });
      expect(only(m.events, 'moved')).toEqual([{ type: 'moved', unit: 0, from: hex(7, 13), to: A, steps: 2 }]);
      s = m.state.turn.stage === 'move' ? act(m.state, { type: 'endMoves' }).state : m.state;
      let r = attack(s, A, T, ['grenade', 'star', 'star']);
      r = act(r.state, { type: 'takeGround' });
      expect(overrunTargets(r.state)).toEqual([hex(3, 11)]);
    });
  });

  describe('card bonuses in the Overrun', () => {
    /** Armor clears T, takes ground to (4,12) and declares its Overrun on `next`; returns the Overrun battle event. */
    function overrunDice(o: Setup, next: Hex, first: number): { first: number; overrun: number; shown: number } {
      const s = fight([unit(5, 13, 'allies', 'armor'), axisInf(4, 12, {}, { figures: 1 }), axisInf(next.row, next.col)], o);
      const stars = (n: number): DieFace[] => Array.from({ length: n }, () => 'star' as const);
      const r1 = attack(s, A, T, ['grenade', ...stars(first - 1)]);
      const d1 = only(r1.events, 'battle')[0] as { dice: number };
      const tg = act(r1.state, { type: 'takeGround' });
      const shown = battleDice(tg.state, T, next);
      const r2 = attack(tg.state, T, next, stars(6));
      const d2 = only(r2.events, 'battle')[0] as { dice: number };
      return { first: d1.dice, overrun: d2.dice, shown };
    }

    it('[FAQ §IV Standard Units Q4, line 2205; §VIII Their Finest Hour Q5, line 3841] Their Finest Hour: +1 die in a close-assault Overrun', () => {
      expect(overrunDice({ card: 'their-finest-hour', playDice: ['armor'] }, hex(3, 13), 4)).toEqual({ first: 4, overrun: 4, shown: 4 });
    });

    it('[FAQ §IV Standard Units Q4, line 2205] Their Finest Hour: +1 die in an Overrun fired at range too', () => {
      expect(overrunDice({ card: 'their-finest-hour', playDice: ['armor'] }, hex(2, 12), 4)).toEqual({ first: 4, overrun: 4, shown: 4 });
    });

    it('[FAQ §VIII Armor Assault Q1, line 3469] Armor Assault: +1 die when the Overrun is again a close assault', () => {
      expect(overrunDice({ card: 'armor-assault' }, hex(3, 13), 4)).toEqual({ first: 4, overrun: 4, shown: 4 });
    });

    it('[FAQ §VIII Armor Assault Q2, line 3473] Armor Assault: no extra die when the Overrun fires at range', () => {
      expect(overrunDice({ card: 'armor-assault' }, hex(2, 12), 4)).toEqual({ first: 4, overrun: 3, shown: 3 });
    });

    it('[FAQ §VIII Close Assault Q3, line 3745; §IV Standard Units Q4, line 2205] Close Assault card: the extra die never carries into the Overrun', () => {
      expect(overrunDice({ card: 'close-assault' }, hex(3, 13), 4)).toEqual({ first: 4, overrun: 3, shown: 3 });
    });

    it('[FAQ §VIII Close Assault Q3, line 3745] Close Assault card: the Overrun may fire at range when no enemy is adjacent', () => {
      expect(overrunDice({ card: 'close-assault' }, hex(2, 12), 4)).toEqual({ first: 4, overrun: 3, shown: 3 });
    });
  });

  describe('end of the game and objectives', () => {
    it('[FAQ §I Ending the Game Q1, line 319] the winning medal ends the game at once: no Take Ground, no Overrun', () => {
      const s = fight([unit(5, 13, 'allies', 'armor'), axisInf(4, 12, {}, { figures: 1 }), axisInf(3, 13)], { medalsToWin: { allies: 1 } });
      const r = attack(s, A, T, ['grenade', 'star', 'star']);
      expect(only(r.events, 'eliminated', 'gameOver', 'tookGround')).toEqual([
        { type: 'eliminated', unit: 1, medals: 1, to: 'allies' },
        { type: 'gameOver', winner: 'allies', medals: { axis: 0, allies: 1 } },
      ]);
      expect(r.state.winner).toBe('allies');
      expect(r.state.pending).toEqual([]);
      expect(legalActions(r.state)).toEqual([]);
      expect(idAt(r.state, 5, 13)).toBe(0);
    });

    it('[FAQ §I Retreating Q3, line 357] a unit that retreats onto a permanent objective of its side captures it', () => {
      const objectives: Objective[] = [{ id: 'crossroads', side: 'axis', hexes: [hex(3, 13)], medals: 1, permanent: true }];
      const s = fight([unit(5, 13, 'allies', 'infantry'), axisInf(4, 12)], { objectives });
      let r = attack(s, A, T, ['flag', 'star', 'star']);
      r = act(r.state, { type: 'retreat', to: hex(3, 13), ignore: false });
      expect(only(r.events, 'retreated', 'objective')).toEqual([
        { type: 'retreated', unit: 1, from: T, to: hex(3, 13), steps: 1 },
        { type: 'objective', id: 'crossroads', side: 'axis', medals: 1, permanent: true },
      ]);
      expect(r.state.medalsWon).toEqual({ axis: 1, allies: 0 });
      expect(r.state.taken).toEqual({ crossroads: 'axis' });
    });

    it('[FAQ §I Retreating Q3, line 357 + Ending the Game Q1, line 319] a retreat that wins the defender its last medal ends the game before Take Ground', () => {
      const objectives: Objective[] = [{ id: 'crossroads', side: 'axis', hexes: [hex(3, 13)], medals: 1, permanent: true }];
      const s = fight([unit(5, 13, 'allies', 'infantry'), axisInf(4, 12)], { objectives, medalsToWin: { axis: 1 } });
      let r = attack(s, A, T, ['flag', 'star', 'star']);
      r = act(r.state, { type: 'retreat', to: hex(3, 13), ignore: false });
      expect(r.state.winner).toBe('axis');
      expect(only(r.events, 'gameOver')).toEqual([{ type: 'gameOver', winner: 'axis', medals: { axis: 1, allies: 0 } }]);
      expect(legalActions(r.state)).toEqual([]);
    });
  });
});
