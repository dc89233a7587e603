/**
 * Pontoon bridges and blowing up bridges, battle rules a scenario names (`rules.pontoons`, `rules.blowBridges`): FAQ
 * 003_f06c3a1d5921cf5a.txt §II Pontoon Bridges (l.1150-1170) and §III Blowing up Bridges (l.1720-1745); decisions
 * C60-C64 of docs/rules-decisions.md.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, legalMoves, lineOfSight, newGame } from '../../src/engine';
import type { GameState, Side, UnitKind } from '../../src/engine';
import type { Scenario, ScenarioHex } from '../../src/scenario/types';
import { act, acts, cardId, hex, idAt, mini, refused, start } from './helpers';

const U = (row: number, col: number, side: Side, kind: UnitKind = 'infantry'): ScenarioHex => ({ row, col, unit: { side, kind } });

/**
 * A river across row 4 with bridges at (4,4) (the Allies' left) and (4,12) (the centre), an Axis unit on the centre
 * bridge. The Allies may build one pontoon bridge and blow bridges by option 1; the Axis blow them by option 2.
 */
function battle(rules: Scenario['rules'] | null = { pontoons: { allies: { max: 1 } }, blowBridges: { allies: { option: 1 }, axis: { option: 2 } } }): Scenario {
  const river: ScenarioHex[] = [];
  for (let col = 0; col <= 24; col += 2) river.push({ row: 4, col, terrain: 'river', ...(col === 4 || col === 12 ? { bridge: true } : {}) });
  const bridgeUnit = river.find((h) => h.col === 12)!;
  bridgeUnit.unit = { side: 'axis', kind: 'infantry' };
  const sc = mini({ hexes: [...river, U(5, 7, 'allies'), U(7, 13, 'allies', 'armor'), U(1, 21, 'axis'), U(0, 2, 'axis')], first: 'allies' });
  return rules ? { ...sc, rules } : sc;
}

const cellOf = (s: GameState, row: number, col: number) => s.board.cells[row * s.board.geometry.cols + col]!;
const play = (s: GameState, card: number, as?: 'pontoon' | 'blow') => act(s, as ? { type: 'play', card, as } : { type: 'play', card });

describe('22. Bridges built and blown (battle rules)', () => {
  describe('pontoon bridges', () => {
    it('[FAQ §II Pontoon Bridges, l.1157 "play an Attack command card but order no units; instead, place a pontoon bridge on a river hex in same Section"; decision C60] an Attack card may build a pontoon bridge on a river hex of its section; other cards may not', () => {
      const s = start(battle(), { allies: ['attack-left', 'probe-left', 'assault-left'], axis: ['probe-centre'] });
      const attack = cardId('attack-left');
      const plays = legalActions(s).filter((a) => a.type === 'play' && a.as === 'pontoon');
      expect(plays).toEqual([{ type: 'play', card: attack, as: 'pontoon' }]);
      const chose = play(s, attack, 'pontoon').state;
      // The river hexes of the Allies' left flank (cols 0-7) without a bridge: (4,4) has one already.
      expect(legalActions(chose)).toEqual([{ type: 'target', target: hex(4, 0) }, { type: 'target', target: hex(4, 2) }, { type: 'target', target: hex(4, 6) }]);
      expect(chose.pending[0]).toEqual({ kind: 'pontoon', actor: 'allies', section: 'left' });
    });

    it('[FAQ §II Pontoon Bridges Q1, l.1161-1163 "Building a Pontoon Bridge is a card play and does not require any units to be present"] the bridge is placed far from any unit; no unit is ordered and the turn ends with the usual draw', () => {
      const s = start(battle(), { allies: ['attack-left', 'probe-left'], axis: ['probe-centre'] });
      const { state, events } = acts(s, [{ type: 'play', card: cardId('attack-left'), as: 'pontoon' }, { type: 'target', target: hex(4, 0) }]);
      expect(cellOf(state, 4, 0)).toMatchObject({ terrain: 'river', bridge: true, pontoon: true });
      expect(events.filter((e) => e.type === 'ordered')).toEqual([]);
      expect(events).toContainEqual({ type: 'pontoonBuilt', side: 'allies', at: hex(4, 0) });
      expect(events).toContainEqual({ type: 'played', side: 'allies', card: cardId('attack-left'), cardType: 'attack-left', command: null, as: 'pontoon' });
      // Discarded and replaced: the Axis' turn now, the Allies hold 2 cards again.
      expect(state.turn.side).toBe('axis');
      expect(state.cards.discard).toEqual([cardId('attack-left')]);
      expect(state.cards.hands.allies).toHaveLength(2);
      expect(state.pontoons).toEqual({ allies: 1 });
    });

    it('[FAQ §II Pontoon Bridges, l.1158-1160 "No movement restrictions ... Do not block line of sight"] a unit may cross the river on a pontoon bridge; it does not block sight', () => {
      const s = start(battle(), { allies: ['attack-left', 'probe-left'], axis: ['probe-centre', 'probe-centre'] });
      expect(legalMoves(s, idAt(s, 5, 7))).not.toContainEqual(hex(4, 6));
      let cur = acts(s, [{ type: 'play', card: cardId('attack-left'), as: 'pontoon' }, { type: 'target', target: hex(4, 6) }]).state;
      cur = acts(cur, [{ type: 'play', card: cardId('probe-centre') }]).state;
      while (cur.turn.side === 'axis') cur = act(cur, legalActions(cur).find((a) => a.type === 'endOrders' || a.type === 'endMoves' || a.type === 'endBattles')!).state;
      cur = act(cur, { type: 'play', card: cardId('probe-left') }).state;
      if (cur.turn.stage === 'order') cur = act(cur, { type: 'order', unit: idAt(cur, 5, 7) }).state;
      if (cur.turn.stage === 'order') cur = act(cur, { type: 'endOrders' }).state;
      // Across the river in one move of 2: onto the pontoon and off it on the far bank.
      expect(legalMoves(cur, idAt(cur, 5, 7))).toContainEqual(hex(4, 6));
      expect(legalMoves(cur, idAt(cur, 5, 7))).toContainEqual(hex(3, 5));
      expect(lineOfSight(cur, hex(5, 7), hex(3, 5))).toBe(true);
    });

    it('[FAQ §II Pontoon Bridges, l.1156 "May only be built when specified by scenario’s Special Rules"; decision C60] only the side the battle names, and no more than its count', () => {
      const s = start(battle(), { allies: ['attack-left', 'attack-centre'], axis: ['attack-centre'] });
      const built = acts(s, [{ type: 'play', card: cardId('attack-left'), as: 'pontoon' }, { type: 'target', target: hex(4, 0) }]).state;
      // The Axis may not build; the Allies' one pontoon is used.
      expect(legalActions(built).some((a) => a.type === 'play' && a.as === 'pontoon')).toBe(false);
      const after = acts(built, [{ type: 'play', card: cardId('attack-centre') }]).state;
      let cur = after;
      while (cur.turn.side === 'axis') cur = act(cur, legalActions(cur).find((a) => a.type === 'endOrders' || a.type === 'endMoves' || a.type === 'endBattles')!).state;
      expect(legalActions(cur).some((a) => a.type === 'play' && a.as === 'pontoon')).toBe(false);
      // Without a count, as many as the cards allow.
      const free = start(battle({ pontoons: { allies: {} } }), { allies: ['attack-left', 'attack-centre'], axis: ['attack-centre'] });
      expect(legalActions(free).filter((a) => a.type === 'play' && a.as === 'pontoon')).toHaveLength(2);
    });

    it('[rules-decisions C60] the shared board is never changed: a game that built a bridge has its own board, another game of the battle does not see it', () => {
      const sc = battle();
      const s = start(sc, { allies: ['attack-left'], axis: ['probe-centre'] });
      const before = JSON.stringify(s.board);
      const built = acts(s, [{ type: 'play', card: cardId('attack-left'), as: 'pontoon' }, { type: 'target', target: hex(4, 0) }]).state;
      expect(built.board).not.toBe(s.board);
      expect(JSON.stringify(s.board)).toBe(before);
      expect(newGame(sc, { seed: 2 }).board.cells[4 * 25 + 0]).toEqual({ terrain: 'river' });
    });
  });

  describe('blowing up bridges', () => {
    it('[FAQ §III Blowing up Bridges Option 2, l.1732-1734 "Roll 2 dice - a star blows Bridge; Draw replacement card, regardless of outcome"] no star: the bridge stands, the card is replaced', () => {
      const s = start({ ...battle(), first: 'axis' }, { axis: ['probe-centre', 'recon-left'], allies: ['probe-left'] });
      const blowPlay = legalActions(s).filter((a) => a.type === 'play' && a.as === 'blow');
      // The Axis' centre holds the bridge at (4,12); their left (the board's right) has none.
      expect(blowPlay).toEqual([{ type: 'play', card: cardId('probe-centre'), as: 'blow' }]);
      const chose = play(s, cardId('probe-centre'), 'blow').state;
      expect(legalActions(chose)).toEqual([{ type: 'target', target: hex(4, 12) }]);
      const { state, events } = act(chose, { type: 'target', target: hex(4, 12) }, ['infantry', 'flag']);
      expect(events).toContainEqual({ type: 'bridgeBlown', side: 'axis', at: hex(4, 12), blown: false });
      expect(cellOf(state, 4, 12).bridge).toBe(true);
      expect(state.board).toBe(s.board);
      expect(state.cards.discard).toEqual([cardId('probe-centre')]);
      expect(state.cards.hands.axis).toHaveLength(2);
    });

    it('[FAQ §III Blowing up Bridges Q2, l.1738-1740 "The whole unit is destroyed along with the Bridge. The unit counts as a Medal."; decision C62] a star blows the bridge and the unit on it; its medal goes to the enemy', () => {
      const s = start({ ...battle(), first: 'axis' }, { axis: ['probe-centre', 'recon-left'], allies: ['probe-left'] });
      const onBridge = idAt(s, 4, 12);
      const { state, events } = acts(s, [{ type: 'play', card: cardId('probe-centre'), as: 'blow' }, [{ type: 'target', target: hex(4, 12) }, ['star', 'grenade']]]);
      expect(cellOf(state, 4, 12)).toEqual({ terrain: 'river', blown: true });
      expect(events).toContainEqual({ type: 'bridgeBlown', side: 'axis', at: hex(4, 12), blown: true });
      expect(events).toContainEqual({ type: 'figuresLost', unit: onBridge, figures: 4, cause: 'bridge' });
      expect(events).toContainEqual({ type: 'eliminated', unit: onBridge, medals: 1, to: 'allies' });
      expect(state.medalsWon.allies).toBe(1);
      // A blown bridge hex is a river again: no unit may enter it.
      expect(state.units.every((u) => u.figures === 0 || !(u.row === 4 && u.col === 12))).toBe(true);
      expect(state.cards.hands.axis).toHaveLength(2);
    });

    it('[FAQ §III Blowing up Bridges Option 1, l.1724-1727 "Bridge is removed, card is lost and never replaced!"] the bridge is gone for sure; the card leaves the game and none is drawn', () => {
      const s = start(battle(), { allies: ['probe-left', 'recon-centre'], axis: ['probe-centre'] });
      const card = cardId('probe-left');
      const { state, events } = acts(s, [{ type: 'play', card, as: 'blow' }, { type: 'target', target: hex(4, 4) }]);
      expect(events.filter((e) => e.type === 'roll')).toEqual([]);
      expect(cellOf(state, 4, 4)).toEqual({ terrain: 'river', blown: true });
      expect(events).toContainEqual({ type: 'cardLost', side: 'allies', card });
      expect(events.filter((e) => e.type === 'drew' && e.side === 'allies')).toEqual([]);
      expect(state.cards.lost).toEqual({ allies: [card] });
      expect(state.cards.discard).toEqual([]);
      expect(state.cards.hands.allies).toEqual([cardId('recon-centre')]);
    });

    it('[FAQ §III Blowing up Bridges Q1, l.1736 "Blowing up a Bridge is a card play that does not require a unit to be adjacent"; decision C61] any section card of the bridge’s section, no unit near it; a tactic card may not', () => {
      const s = start(battle(), { allies: ['recon-left', 'general-advance', 'direct-from-hq', 'probe-right'], axis: ['probe-centre'] });
      const blows = legalActions(s).filter((a) => a.type === 'play' && a.as === 'blow').map((a) => (a.type === 'play' ? a.card : -1));
      // The Allies' left holds (4,4), the centre (4,12): Recon Left and General Advance; not Direct from HQ nor Probe Right.
      expect(blows.sort((a, b) => a - b)).toEqual([cardId('recon-left'), cardId('general-advance')].sort((a, b) => a - b));
      const ga = play(s, cardId('general-advance'), 'blow').state;
      expect(legalActions(ga)).toEqual([{ type: 'target', target: hex(4, 4) }, { type: 'target', target: hex(4, 12) }]);
    });

    it('[FAQ §II Pontoon Bridges Q2, l.1165-1167; §III Blowing up Bridges Q3, l.1742-1744 "can my opponent blow up a Pontoon Bridge I just built? Yes."] a pontoon bridge may be blown', () => {
      const s = start(battle(), { allies: ['attack-centre', 'probe-left'], axis: ['probe-centre', 'probe-left'] });
      const built = acts(s, [{ type: 'play', card: cardId('attack-centre'), as: 'pontoon' }, { type: 'target', target: hex(4, 10) }]).state;
      expect(cellOf(built, 4, 10).pontoon).toBe(true);
      const chose = play(built, cardId('probe-centre'), 'blow').state;
      expect(legalActions(chose)).toContainEqual({ type: 'target', target: hex(4, 10) });
      const blown = act(chose, { type: 'target', target: hex(4, 10) }, ['star', 'star']).state;
      expect(cellOf(blown, 4, 10)).toEqual({ terrain: 'river', blown: true });
    });

    it('[FAQ §III Blowing up Bridges Option 1, l.1726 "Bridge is removed"; rules-decisions C92] a blown bridge leaves its trace on the hex, which plays as river; a pontoon laid there replaces the trace', () => {
      const s = start(battle(), { allies: ['probe-left', 'attack-left'], axis: ['probe-centre'] });
      const blown = acts(s, [{ type: 'play', card: cardId('probe-left'), as: 'blow' }, { type: 'target', target: hex(4, 4) }]).state;
      expect(cellOf(blown, 4, 4)).toEqual({ terrain: 'river', blown: true });
      // Only that hex has it; the other bridge keeps its cell as it was.
      expect(blown.board.cells.filter((c) => c?.blown)).toHaveLength(1);
      expect(cellOf(blown, 4, 12)).toEqual(cellOf(s, 4, 12));
      const relaid = { ...blown, turn: { ...blown.turn, side: 'allies' as const, stage: 'play' as const }, cards: { ...blown.cards, hands: { ...blown.cards.hands, allies: [cardId('attack-left')] } } };
      const pontoon = acts(relaid, [{ type: 'play', card: cardId('attack-left'), as: 'pontoon' }, { type: 'target', target: hex(4, 4) }]).state;
      expect(cellOf(pontoon, 4, 4)).toEqual({ terrain: 'river', bridge: true, pontoon: true });
    });

    it('[FAQ §VIII Counter-Attack, l.3507 "You ALWAYS Counter the card only ... You can do anything you would normally be able to do with that card"; decision C63] a Counter-Attack copies the card, and may use the copy for its own side’s bridge rule', () => {
      // The Axis play Attack Centre to order units; the Allies counter it and may build a pontoon in their centre.
      const s = start({ ...battle(), first: 'axis' }, { axis: ['attack-centre'], allies: ['counter-attack'] });
      let cur = play(s, cardId('attack-centre')).state;
      while (cur.turn.side === 'axis') cur = act(cur, legalActions(cur).find((a) => a.type === 'endOrders' || a.type === 'endMoves' || a.type === 'endBattles')!).state;
      const ca = cardId('counter-attack');
      expect(legalActions(cur)).toContainEqual({ type: 'play', card: ca, as: 'pontoon' });
      const built = acts(cur, [{ type: 'play', card: ca, as: 'pontoon' }, { type: 'target', target: hex(4, 10) }]).state;
      expect(cellOf(built, 4, 10).pontoon).toBe(true);
      // What the Allies played, for the Axis to counter in turn, is the card copied (Attack Centre), not the pontoon.
      expect(built.lastCommand.allies).toEqual({ type: 'attack-centre' });
    });
  });

  describe('battles without the rules', () => {
    it('[rules-decisions C60] no bridge play is offered, the states carry none of the new fields, and a bridge play is refused untouched', () => {
      const s = start(battle(null), { allies: ['attack-left', 'probe-left'], axis: ['probe-centre'] });
      expect(legalActions(s).some((a) => a.type === 'play' && a.as !== undefined)).toBe(false);
      expect(s.special).toBeUndefined();
      refused(s, { type: 'play', card: cardId('attack-left'), as: 'pontoon' }, 'not-allowed');
      const played = acts(s, [{ type: 'play', card: cardId('probe-left') }]).state;
      expect('pontoons' in played).toBe(false);
      expect('lost' in played.cards).toBe(false);
      expect('cardLost' in played.turn).toBe(false);
    });

    it('[rules-decisions C60] a pontoon target that is not a river hex of the section is refused, the state untouched', () => {
      const s = start(battle(), { allies: ['attack-left'], axis: ['probe-centre'] });
      const chose = play(s, cardId('attack-left'), 'pontoon').state;
      refused(chose, { type: 'target', target: hex(4, 4) });
      refused(chose, { type: 'target', target: hex(4, 12) });
      refused(chose, { type: 'target', target: hex(5, 7) });
    });
  });
});
