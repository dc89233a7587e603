/**
 * Battle-wide special rules (content issue, scope 3) as scenario data: Blitz (FAQ 003_f06c3a1d5921cf5a.txt §III Blitz
 * Rules, l.1942-1960) and the deck variant "Air Power as Artillery Bombard" (decision C10); the catalogue of named
 * rules (src/scenario/battleRules.ts) and the importer's reading of the online edition's options.
 */
import { describe, expect, it } from 'vitest';
import { hexKey, legalActions, legalMoves } from '../../src/engine';
import type { GameState, Side, UnitKind } from '../../src/engine';
import type { Scenario, ScenarioHex } from '../../src/scenario/types';
import { applyBattleRules } from '../../src/scenario/battleRules';
import { importM44 } from '../../src/scenario/m44';
import { act, hex, idAt, mini, start } from './helpers';

const U = (row: number, col: number, side: Side, kind: UnitKind = 'infantry'): ScenarioHex => ({ row, col, unit: { side, kind } });
const farthest = (s: GameState, row: number, col: number): number =>
  Math.max(...legalMoves(s, idAt(s, row, col)).map((h) => Math.max(Math.abs(h.row - row), (Math.abs(h.col - col) + Math.abs(h.row - row)) / 2)));

describe('21. Battle-wide rules', () => {
  describe('Blitz', () => {
    const board = (): Scenario => mini({ hexes: [U(6, 12, 'allies', 'armor'), U(2, 12, 'axis', 'armor'), U(4, 2, 'allies')], first: 'allies' });

    it('[FAQ §III Blitz Rules, l.1944 "Allied Armor move 2 hexes max and Axis Armor move 3 hexes"] Allied armor moves 2 hexes at most; Axis armor 3', () => {
      const sc = applyBattleRules(board(), ['blitz']);
      const s = start(sc, { allies: ['direct-from-hq'], axis: ['direct-from-hq'] });
      const allies = act(s, { type: 'play', card: s.cards.hands.allies[0]! }).state;
      expect(farthest(allies, 6, 12)).toBe(2);
      // Without the rule: 3.
      const plain = start(board(), { allies: ['direct-from-hq'], axis: ['direct-from-hq'] });
      expect(farthest(act(plain, { type: 'play', card: plain.cards.hands.allies[0]! }).state, 6, 12)).toBe(3);
      // The Axis keep their 3.
      const axisFirst = start({ ...sc, first: 'axis' }, { allies: ['direct-from-hq'], axis: ['direct-from-hq'] });
      expect(farthest(act(axisFirst, { type: 'play', card: axisFirst.cards.hands.axis[0]! }).state, 2, 12)).toBe(3);
    });

    it('[FAQ §III Blitz Rules, l.1946-1958; Air Strikes & Blitz l.1763] the Axis may play a Recon 1 as Air Power, striking at least one hex of the card\'s section', () => {
      // Axis at the top: its left flank is the board's right (cols 17+). Allied units in its centre and its left.
      const sc = applyBattleRules(mini({ hexes: [U(2, 2, 'axis'), U(6, 12, 'allies'), U(6, 20, 'allies'), U(6, 22, 'allies')], first: 'axis' }), ['blitz']);
      const s0 = start(sc, { allies: ['direct-from-hq'], axis: ['recon-left'] });
      const recon = s0.cards.hands.axis[0]!;
      expect(legalActions(s0)).toContainEqual({ type: 'play', card: recon, as: 'air-power' });
      const s = act(s0, { type: 'play', card: recon, as: 'air-power' }).state;
      const firstTargets = legalActions(s).flatMap((a) => (a.type === 'target' ? [hexKey(a.target)] : []));
      // Only the units on the Axis left flank (the board's right) may be the first hex.
      expect(firstTargets.sort()).toEqual(['6,20', '6,22']);
      // Then the group grows as Air Power's does: an adjacent unit anywhere.
      const s2 = act(s, { type: 'target', target: hex(6, 22) }).state;
      expect(legalActions(s2).flatMap((a) => (a.type === 'target' ? [hexKey(a.target)] : []))).toEqual(['6,20']);
      // With no enemy unit in the card's section, the Recon is only a Recon (found by random play: the strike had no
      // hex to start from and nobody could act).
      const empty = start(applyBattleRules(mini({ hexes: [U(2, 2, 'axis'), U(6, 12, 'allies')], first: 'axis' }), ['blitz']), {
        allies: ['direct-from-hq'],
        axis: ['recon-left'],
      });
      expect(legalActions(empty).some((a) => a.type === 'play' && a.as === 'air-power')).toBe(false);
      // The Allies have no such rule.
      const a0 = start({ ...sc, first: 'allies' }, { allies: ['recon-left'], axis: ['direct-from-hq'] });
      expect(legalActions(a0).some((a) => a.type === 'play' && a.as === 'air-power')).toBe(false);
    });

    it('[rules-decisions C9] Blitz for the Allies only (partial_blitz_rules: ALLIES): the armor limit, no Recon as Air Power', () => {
      const sc = applyBattleRules(board(), ['allied-armor-blitz']);
      expect(sc.rules?.armorMove).toEqual({ allies: 2 });
      expect(sc.sides.axis.playAs).toBeUndefined();
    });
  });

  describe('night', () => {
    const dark = (first: Side): Scenario =>
      applyBattleRules(mini({ hexes: [U(6, 12, 'allies', 'artillery'), U(6, 14, 'allies'), U(2, 12, 'axis'), U(5, 15, 'axis')], first }), ['night']);

    it('[FAQ §III Night Attacks, l.2052; Night Visibility Chart l.341 "All units are subject to this limitation on their firing range"] at level 1 units battle only adjacent targets, artillery too', () => {
      const s0 = start(dark('axis'), { allies: ['direct-from-hq'], axis: ['direct-from-hq'] });
      expect(s0.night).toEqual({ level: 1 });
      // The Axis move first: their infantry at (5,15) may fire on the adjacent Allied infantry only.
      const s = act(act(s0, { type: 'play', card: s0.cards.hands.axis[0]! }).state, { type: 'endMoves' }).state;
      const targets = legalActions(s).flatMap((a) => (a.type === 'battle' ? [`${a.unit}>${hexKey(a.target)}`] : []));
      expect(targets).toEqual([`${idAt(s0, 5, 15)}>6,14`]);
    });

    it('[FAQ §III Night Attacks, l.2052 "Each turn Allied player rolls 4 dice, each Star increases visibility"] the Allies roll 4 dice as their turn starts; each star is one step', () => {
      const s0 = start(dark('axis'), { allies: ['direct-from-hq'], axis: ['direct-from-hq'] });
      // The Axis turn ends (no battle); the Allied turn opens with the dawn roll (forced: 2 stars).
      const moved = act(act(s0, { type: 'play', card: s0.cards.hands.axis[0]! }).state, { type: 'endMoves' }).state;
      const r = act(moved, { type: 'endBattles' }, ['star', 'flag', 'star', 'grenade']);
      expect(r.events.filter((e) => e.type === 'visibility')).toEqual([{ type: 'visibility', stars: 2, level: 3 }]);
      expect(r.state.night).toEqual({ level: 3 });
      // Artillery at (6,12) now reaches 3 hexes, not 4.
      const allies = act(r.state, { type: 'play', card: r.state.cards.hands.allies[0]! }).state;
      const reach = legalActions(act(allies, { type: 'endMoves' }).state).flatMap((a) => (a.type === 'battle' && a.unit === idAt(s0, 6, 12) ? [hexKey(a.target)] : []));
      expect(reach).toEqual(['5,15']);
    });

    it('[FAQ §III Night Attacks Q, l.2058 "At level six, visibility is unlimited"] full daylight ends the chart: no limit, no more rolls', () => {
      const s0 = start(dark('axis'), { allies: ['direct-from-hq'], axis: ['direct-from-hq'] });
      const lit = { ...s0, night: { level: 6 } };
      const moved = act(act(lit, { type: 'play', card: lit.cards.hands.axis[0]! }).state, { type: 'endMoves' }).state;
      const r = act(moved, { type: 'endBattles' });
      expect(r.events.some((e) => e.type === 'visibility')).toBe(false);
      const allies = act(r.state, { type: 'play', card: r.state.cards.hands.allies[0]! }).state;
      const reach = legalActions(act(allies, { type: 'endMoves' }).state).flatMap((a) => (a.type === 'battle' && a.unit === idAt(s0, 6, 12) ? [hexKey(a.target)] : []));
      expect(reach.sort()).toEqual(['2,12', '5,15']);
    });

    it('[rules-decisions C11] when the Allies move first, their first roll is made at set-up, from the seed', () => {
      const a = start(dark('allies'), { allies: ['direct-from-hq'], axis: ['recon-centre'] });
      const b = start(dark('allies'), { allies: ['direct-from-hq'], axis: ['recon-centre'] });
      expect(a.night).toEqual(b.night);
      expect(a.night!.level).toBeGreaterThanOrEqual(1);
      const levels = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => start(dark('allies'), undefined, { seed }).night!.level));
      expect(levels.size).toBeGreaterThan(1);
    });
  });

  describe('deck variants', () => {
    it('[rules-decisions C10] with Air Power played as Artillery Bombard, the card orders the artillery; a Counter-Attack copies the Bombard', () => {
      const sc = applyBattleRules(mini({ hexes: [U(6, 12, 'allies', 'artillery'), U(2, 12, 'axis', 'artillery'), U(6, 2, 'allies')], first: 'allies' }), ['air-power-as-bombard']);
      const s0 = start(sc, { allies: ['air-power'], axis: ['counter-attack'] });
      const p = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! });
      expect(p.events[0]).toMatchObject({ type: 'played', cardType: 'air-power', command: { type: 'artillery-bombard' } });
      expect(p.state.pending).toEqual([]);
      expect(p.state.turn.ordered).toEqual([idAt(s0, 6, 12)]);
      // The artillery may move up to 3 hexes (Artillery Bombard), not strike from the air.
      expect(Math.max(...legalMoves(p.state, idAt(s0, 6, 12)).map((h) => Math.abs(h.col - 12) / 2))).toBe(3);
    });
  });

  describe('the online edition\'s options in a .m44 file', () => {
    const file = (options: Record<string, unknown>) => ({
      board: {
        type: 'STANDARD',
        face: 'COUNTRY',
        hexagons: [
          { row: 8, col: 2, unit: { name: 'tankus' } },
          { row: 0, col: 2, unit: { name: 'tankger' } },
        ],
      },
      game_info: { starting: 'PLAYER1', side_player1: 'AXIS', side_player2: 'ALLIES', victory_player1: 4, victory_player2: 4, cards_player1: 4, cards_player2: 4, options },
      text: { en: { name: 'Options' } },
    });

    it('[OPTIONS.md blitz_rules, partial_blitz_rules, deck_name] are read as the rules they name; false is no rule; other values are refused', () => {
      const blitz = importM44(file({ blitz_rules: true }));
      expect(blitz.ok && [blitz.scenario.rules, blitz.scenario.sides.axis.playAs]).toEqual([
        { armorMove: { allies: 2 } },
        [{ cards: ['recon-left', 'recon-centre', 'recon-right'], as: 'air-power', inSection: true }],
      ]);
      const partial = importM44(file({ partial_blitz_rules: 'ALLIES' }));
      expect(partial.ok && partial.scenario.rules).toEqual({ armorMove: { allies: 2 } });
      const deck = importM44(file({ deck_name: 'AIR_POWER_AS_ARTILLERY_BOMBARD_DECK' }));
      expect(deck.ok && deck.scenario.rules).toEqual({ cardAs: { 'air-power': 'artillery-bombard' } });
      const night = importM44(file({ night_visibility_rules: true }));
      expect(night.ok && night.scenario.rules).toEqual({ night: true });
      const off = importM44(file({ blitz_rules: false }));
      expect(off.ok && off.scenario.rules).toBeUndefined();
      const other = importM44(file({ partial_blitz_rules: 'AXIS' }));
      expect(!other.ok && other.unsupported).toEqual(['game option "partial_blitz_rules" = "AXIS"']);
    });
  });
});
