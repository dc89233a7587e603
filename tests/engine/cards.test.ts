/**
 * Scope item 7 (command cards), part 1: the deck, section cards, Counter-Attack, Recon, and the order-type
 * tactic cards (Direct from HQ, Move Out!, Armor Assault, Infantry Assault). The other tactic cards are in
 * cards-tactics.test.ts.
 *
 * Sources (line numbers in /work/shared/rules):
 *   cards.md = the 60-card deck table and card effects
 *   rulebook 000_be0a2ecce2dae66d.txt: l.128 deal, l.140 and l.211 section lines, l.215 extra orders lost,
 *     l.529-531 draw / reshuffle
 *   FAQ 003_f06c3a1d5921cf5a.txt: §I Unusable Cards Q1 l.425; §VIII Armor Assault l.3469-3477,
 *     Counter-Attack l.3485-3509, Infantry Assault l.3521-3529, Move Out l.3556; §IV Standard Units Q4 l.2205
 */
import { describe, expect, it } from 'vitest';
import {
  CARD_DEFS,
  DECK,
  battleDice,
  cardType,
  legalActions,
  moveTargets,
  newGame,
  orderableUnits,
  unitOn,
} from '../../src/engine';
import type { Action, CardType, GameState, Section } from '../../src/engine';
import type { ScenarioHex, UnitKind } from '../../src/scenario/types';
import { act, acts, cardId, hex, idAt, mini, refused, start, type Step } from './helpers';

const A = (row: number, col: number, kind: UnitKind = 'infantry', terrain?: ScenarioHex['terrain']): ScenarioHex => ({
  row,
  col,
  ...(terrain ? { terrain } : {}),
  unit: { side: 'allies', kind },
});
const X = (row: number, col: number, kind: UnitKind = 'infantry', terrain?: ScenarioHex['terrain']): ScenarioHex => ({
  row,
  col,
  ...(terrain ? { terrain } : {}),
  unit: { side: 'axis', kind },
});

/** Play the first card of this type in the hand of the side to act. */
function play(s: GameState, type: CardType, section?: Section, dice?: Parameters<typeof act>[2]): Step {
  const card = s.cards.hands[s.turn.side].find((c) => cardType(c) === type);
  if (card === undefined) throw new Error(`${s.turn.side} holds no ${type}`);
  return act(s, { type: 'play', card, ...(section ? { section } : {}) }, dice);
}

/** Hexes of the units that may be ordered now, as "row,col", sorted. */
function orderable(s: GameState): string[] {
  return orderableUnits(s)
    .map((u) => `${u.row},${u.col}`)
    .sort();
}

/** Hexes of the ordered units, as "row,col", sorted. */
function ordered(s: GameState): string[] {
  return s.turn.ordered.map((id) => `${s.units[id]!.row},${s.units[id]!.col}`).sort();
}

const order = (s: GameState, row: number, col: number): Step => act(s, { type: 'order', unit: idAt(s, row, col) });

/** Every card id exactly once across deck, discard, both hands and the card in play. */
function accounted(s: GameState, size = 60): void {
  const all = [...s.cards.deck, ...s.cards.discard, ...s.cards.hands.axis, ...s.cards.hands.allies];
  if (s.turn.card !== null && !all.includes(s.turn.card)) all.push(s.turn.card);
  const pend = s.pending.find((p) => p.kind === 'keep');
  if (pend && pend.kind === 'keep') all.push(...pend.cards);
  expect(all.length).toBe(size);
  expect(new Set(all).size).toBe(size);
}

/** A 1-figure Axis unit far away keeps the enemy alive without being in range. */
const FAR_AXIS = X(0, 24);

describe('7. Command cards: the deck', () => {
  const expected: Record<CardType, number> = {
    'recon-left': 2,
    'recon-centre': 2,
    'recon-right': 2,
    'probe-left': 4,
    'probe-centre': 5,
    'probe-right': 4,
    'attack-left': 3,
    'attack-centre': 4,
    'attack-right': 3,
    'assault-left': 2,
    'assault-centre': 2,
    'assault-right': 2,
    'recon-in-force': 3,
    'general-advance': 1,
    'pincer-move': 1,
    'direct-from-hq': 2,
    'move-out': 2,
    'armor-assault': 2,
    'infantry-assault': 2,
    'counter-attack': 2,
    'artillery-bombard': 1,
    barrage: 1,
    'air-power': 1,
    ambush: 1,
    'behind-enemy-lines': 1,
    'close-assault': 1,
    'dig-in': 1,
    firefight: 1,
    'medics-mechanics': 1,
    'their-finest-hour': 1,
  };

  it('[cards.md: deck table] the deck is exactly 60 cards with the published count of each card', () => {
    expect(DECK.length).toBe(60);
    const counts: Record<string, number> = {};
    for (const t of DECK) counts[t] = (counts[t] ?? 0) + 1;
    expect(counts).toEqual(expected);
    expect(CARD_DEFS.length).toBe(30);
  });

  it('[cards.md: Section cards (40) / Tactic cards (20)] 40 section cards and 20 tactic cards', () => {
    const kinds = DECK.map((t) => CARD_DEFS.find((d) => d.type === t)!.kind);
    expect(kinds.filter((k) => k === 'section').length).toBe(40);
    expect(kinds.filter((k) => k === 'tactic').length).toBe(20);
  });

  it('[cards.md: Section cards] each section card orders the published number of units per section', () => {
    const orders = Object.fromEntries(CARD_DEFS.filter((d) => d.kind === 'section').map((d) => [d.type, d.sections]));
    expect(orders).toEqual({
      'recon-left': { left: 1 },
      'recon-centre': { centre: 1 },
      'recon-right': { right: 1 },
      'probe-left': { left: 2 },
      'probe-centre': { centre: 2 },
      'probe-right': { right: 2 },
      'attack-left': { left: 3 },
      'attack-centre': { centre: 3 },
      'attack-right': { right: 3 },
      'assault-left': { left: 99 },
      'assault-centre': { centre: 99 },
      'assault-right': { right: 99 },
      'recon-in-force': { left: 1, centre: 1, right: 1 },
      'general-advance': { left: 2, centre: 2, right: 2 },
      'pincer-move': { left: 2, right: 2 },
    });
  });

  it('[rulebook l.128 Set-up 10] the deal gives each side its scenario hand and leaves the other cards in the deck', () => {
    const s = newGame(mini({ hexes: [A(7, 3), FAR_AXIS], cards: { allies: 6, axis: 2 } }), { seed: 7 });
    expect(s.cards.hands.allies.length).toBe(6);
    expect(s.cards.hands.axis.length).toBe(2);
    expect(s.cards.deck.length).toBe(52);
    expect(s.cards.discard).toEqual([]);
    accounted(s);
  });

  it('[rulebook l.529 Draw a Command card] the played card is discarded and the top card of the deck drawn', () => {
    const s0 = start(mini({ hexes: [A(7, 3), FAR_AXIS] }), { allies: ['probe-right', 'probe-centre'], axis: ['probe-left'] });
    const top = s0.cards.deck[0]!;
    const played = s0.cards.hands.allies[0]!;
    const r = act(s0, { type: 'play', card: played });
    expect(r.state.cards.discard).toEqual([played]);
    expect(r.state.cards.hands.allies).toEqual([cardId('probe-centre'), top]);
    expect(r.events.filter((e) => e.type === 'drew')).toEqual([{ type: 'drew', side: 'allies', card: top }]);
    expect(r.state.turn.side).toBe('axis');
  });

  it('[rulebook l.531] when the draw deck runs out, the discards are shuffled into a new deck before the draw', () => {
    const s0 = start(mini({ hexes: [A(7, 3), FAR_AXIS] }), { allies: ['probe-right', 'probe-centre'], axis: ['probe-left'] });
    // Empty the deck into the discard pile.
    const s: GameState = { ...s0, cards: { ...s0.cards, deck: [], discard: s0.cards.deck.slice() } };
    const r = act(s, { type: 'play', card: cardId('probe-right') });
    const shuffled = r.events.find((e) => e.type === 'shuffled');
    // 57 discards + the card just played.
    expect(shuffled).toEqual({ type: 'shuffled', cards: 58 });
    expect(r.events.findIndex((e) => e.type === 'shuffled')).toBeLessThan(r.events.findIndex((e) => e.type === 'drew'));
    expect(r.state.cards.discard).toEqual([]);
    expect(r.state.cards.deck.length).toBe(57);
    accounted(r.state);
  });

  it('[rulebook l.529-531] card accounting: deck + discard + hands + card in play = 60 at every step of several turns', () => {
    let s = start(mini({ hexes: [A(7, 3), A(7, 11), A(7, 19), X(1, 3), X(1, 11), X(1, 19)] }), {
      allies: ['probe-left', 'recon-centre', 'attack-right'],
      axis: ['probe-centre', 'probe-left', 'assault-right'],
    });
    accounted(s);
    for (let i = 0; i < 12; i++) {
      const a = legalActions(s).find((x) => x.type !== 'endOrders') ?? legalActions(s)[0]!;
      const pick: Action = a.type === 'move' || a.type === 'battle' ? { type: s.turn.stage === 'battle' ? 'endBattles' : 'endMoves' } : a;
      s = act(s, pick, ['flag', 'flag', 'flag', 'flag']).state;
      accounted(s);
    }
    expect(s.turn.number).toBeGreaterThanOrEqual(5);
  });
});

describe('7. Command cards: section cards', () => {
  // Allies (bottom): left = col <= 7, centre = 7..17, right = col >= 17; odd-row cols 7 and 17 are on a line.
  const spread = [A(7, 1), A(7, 3), A(8, 6), A(7, 7), A(8, 8), A(7, 11), A(7, 17), A(8, 18), A(7, 21), FAR_AXIS];

  it('[cards.md: Probe] Probe Left Flank: 2 units, chosen among the units of the left flank (line hex included)', () => {
    const s = play(start(mini({ hexes: spread }), { allies: ['probe-left'], axis: ['probe-left'] }), 'probe-left').state;
    expect(s.turn.stage).toBe('order');
    expect(orderable(s)).toEqual(['7,1', '7,3', '7,7', '8,6']);
    const s1 = order(s, 7, 7).state;
    expect(orderable(s1)).toEqual(['7,1', '7,3', '8,6']);
    const s2 = order(s1, 8, 6).state;
    // Two orders given: nothing more may be ordered, the move step starts.
    expect(s2.turn.stage).toBe('move');
    expect(ordered(s2)).toEqual(['7,7', '8,6']);
  });

  it('[rulebook l.140, l.211 red dotted line] a hex on the left/centre line (odd row, col 7) may be ordered from either section', () => {
    const s = start(mini({ hexes: spread }), { allies: ['probe-centre', 'probe-left'], axis: ['probe-left'] });
    const centre = play(s, 'probe-centre').state;
    expect(orderable(centre)).toEqual(['7,11', '7,17', '7,7', '8,8']);
    const left = play(s, 'probe-left').state;
    expect(orderable(left)).toContain('7,7');
  });

  it('[rulebook l.140, l.211] the centre/right line (odd row, col 17) belongs to both, even-row cols 6/8/16/18 to one section only', () => {
    const s = start(mini({ hexes: spread }), { allies: ['probe-right', 'probe-centre'], axis: ['probe-left'] });
    expect(orderable(play(s, 'probe-right').state)).toEqual(['7,17', '7,21', '8,18']);
    expect(orderable(play(s, 'probe-centre').state)).not.toContain('8,6');
    expect(orderable(play(s, 'probe-centre').state)).not.toContain('8,18');
  });

  it('[cards.md: "the top player\'s left flank is the bottom player\'s right"] Axis Probe Left orders Axis units at cols >= 17', () => {
    const sc = mini({ hexes: [X(1, 3), X(1, 5), X(1, 11), X(1, 17), X(1, 19), X(0, 22), A(8, 0)], first: 'axis' });
    const s = play(start(sc, { axis: ['probe-left', 'probe-right'], allies: ['probe-left'] }), 'probe-left').state;
    expect(orderable(s)).toEqual(['0,22', '1,17', '1,19']);
    const r = play(start(sc, { axis: ['probe-right', 'probe-left'], allies: ['probe-left'] }), 'probe-right').state;
    expect(ordered(r)).toEqual(['1,3', '1,5']);
  });

  it('[cards.md: Recon] Recon Centre orders exactly 1 unit of the centre', () => {
    const s = play(start(mini({ hexes: spread }), { allies: ['recon-centre'], axis: ['probe-left'] }), 'recon-centre').state;
    expect(orderable(s)).toEqual(['7,11', '7,17', '7,7', '8,8']);
    const s1 = order(s, 7, 11).state;
    expect(s1.turn.stage).toBe('move');
    expect(ordered(s1)).toEqual(['7,11']);
  });

  it('[cards.md: Attack] Attack Right Flank orders 3 units; with exactly 3 units there they are ordered at once', () => {
    const s = play(start(mini({ hexes: spread }), { allies: ['attack-right'], axis: ['probe-left'] }), 'attack-right').state;
    expect(ordered(s)).toEqual(['7,17', '7,21', '8,18']);
    expect(s.turn.stage).toBe('move');
  });

  it('[cards.md: Assault] Assault Left Flank orders ALL units of the left flank, line hex included', () => {
    const r = play(start(mini({ hexes: spread }), { allies: ['assault-left'], axis: ['probe-left'] }), 'assault-left');
    expect(ordered(r.state)).toEqual(['7,1', '7,3', '7,7', '8,6']);
    expect(r.events.filter((e) => e.type === 'ordered').length).toBe(4);
  });

  it('[rulebook l.215] more orders than units in the section: the extra orders are lost (no unit elsewhere)', () => {
    const s = play(start(mini({ hexes: [A(7, 3), A(7, 11), A(7, 21), FAR_AXIS] }), { allies: ['attack-left'], axis: ['probe-left'] }), 'attack-left').state;
    expect(ordered(s)).toEqual(['7,3']);
    expect(s.turn.stage).toBe('move');
    expect(orderable(s)).toEqual([]);
  });

  it('[FAQ §I Unusable Cards Q1, line 425] a section card for a section with no units is playable: nothing ordered, discard and draw', () => {
    const s0 = start(mini({ hexes: [A(7, 3), FAR_AXIS] }), { allies: ['probe-right', 'probe-left'], axis: ['probe-centre'] });
    expect(legalActions(s0)).toContainEqual({ type: 'play', card: cardId('probe-right') });
    const top = s0.cards.deck[0]!;
    const r = act(s0, { type: 'play', card: cardId('probe-right') });
    expect(r.events).toEqual([
      { type: 'played', side: 'allies', card: cardId('probe-right'), cardType: 'probe-right', command: { type: 'probe-right' } },
      { type: 'drew', side: 'allies', card: top },
      { type: 'turn', side: 'axis', number: 2 },
    ]);
    expect(r.state.cards.discard).toEqual([cardId('probe-right')]);
    expect(r.state.cards.hands.allies).toEqual([cardId('probe-left'), top]);
    expect(r.state.turn).toMatchObject({ side: 'axis', number: 2, stage: 'play' });
  });

  it('[rulebook l.208-215 Order Units] a unit outside the card\'s section may not be ordered; fewer orders than allowed are legal', () => {
    const s = play(start(mini({ hexes: spread }), { allies: ['probe-left'], axis: ['probe-left'] }), 'probe-left').state;
    refused(s, { type: 'order', unit: idAt(s, 7, 11) }, 'not-allowed');
    const s1 = order(s, 7, 1).state;
    const r = act(s1, { type: 'endOrders' });
    expect(r.state.turn.stage).toBe('move');
    expect(ordered(r.state)).toEqual(['7,1']);
  });

  it('[cards.md: Recon in Force] 1 unit per section: a line unit takes the section its neighbours leave free', () => {
    // L = (7,5) left only; B = (7,7) left or centre; C = (7,11) centre only; R = (7,21) right.
    const s = play(start(mini({ hexes: [A(7, 5), A(7, 7), A(7, 11), A(7, 21), FAR_AXIS] }), { allies: ['recon-in-force'], axis: ['probe-left'] }), 'recon-in-force').state;
    expect(orderable(s)).toEqual(['7,11', '7,21', '7,5', '7,7']);
    const s1 = order(s, 7, 5).state;
    const s2 = order(s1, 7, 11).state;
    // Left and centre are taken: the line unit fits no free slot.
    expect(orderable(s2)).toEqual(['7,21']);
    // Ordering the line unit first keeps both L and C possible, but not both together.
    const t1 = order(s, 7, 7).state;
    expect(orderable(t1)).toEqual(['7,11', '7,21', '7,5']);
    expect(orderable(order(t1, 7, 5).state)).toEqual(['7,21']);
  });

  it('[cards.md: General Advance] 2 units in each section, with a feasible assignment of line units', () => {
    const hexes = [A(7, 1), A(7, 3), A(7, 7), A(7, 11), A(7, 13), A(7, 21), FAR_AXIS];
    let s = play(start(mini({ hexes }), { allies: ['general-advance'], axis: ['probe-left'] }), 'general-advance').state;
    s = acts(s, [
      { type: 'order', unit: idAt(s, 7, 1) },
      { type: 'order', unit: idAt(s, 7, 3) },
      { type: 'order', unit: idAt(s, 7, 7) },
    ]).state;
    // (7,7) must now count as centre: one centre slot left for (7,11) or (7,13).
    expect(orderable(s)).toEqual(['7,11', '7,13', '7,21']);
    s = order(s, 7, 11).state;
    expect(orderable(s)).toEqual(['7,21']);
  });

  it('[cards.md: Pincer Move] 2 units on each flank, none in the centre (a line unit counts as a flank unit)', () => {
    const hexes = [A(7, 3), A(7, 7), A(7, 11), A(8, 12), A(7, 17), A(7, 21), A(7, 23), FAR_AXIS];
    const s = play(start(mini({ hexes }), { allies: ['pincer-move'], axis: ['probe-left'] }), 'pincer-move').state;
    expect(orderable(s)).toEqual(['7,17', '7,21', '7,23', '7,3', '7,7']);
    const s1 = acts(s, [
      { type: 'order', unit: idAt(s, 7, 3) },
      { type: 'order', unit: idAt(s, 7, 7) },
      { type: 'order', unit: idAt(s, 7, 17) },
    ]).state;
    expect(orderable(s1)).toEqual(['7,21', '7,23']);
  });
});

describe('7. Command cards: Counter-Attack', () => {
  // Axis units on both physical flanks and the centre; Allies likewise.
  const hexes = [A(7, 3), A(7, 5), A(7, 11), A(7, 19), A(7, 21), X(1, 3), X(1, 5), X(1, 11), X(1, 19), X(1, 21)];

  it('[FAQ §VIII Counter-Attack Q5-Q6, lines 3505-3509] countering a left flank card orders in the same board area (my right flank)', () => {
    const s0 = start(mini({ hexes }), { allies: ['probe-left'], axis: ['counter-attack'] });
    const s1 = act(play(s0, 'probe-left').state, { type: 'endMoves' }).state;
    expect(s1.turn.side).toBe('axis');
    const r = play(s1, 'counter-attack');
    expect(r.events[0]).toEqual({ type: 'played', side: 'axis', card: cardId('counter-attack'), cardType: 'counter-attack', command: { type: 'probe-right' } });
    // Axis right flank = cols <= 7, the same board area as the Allied left flank.
    expect(ordered(r.state)).toEqual(['1,3', '1,5']);
  });

  it('[FAQ §VIII Counter-Attack Q5, line 3505] a centre card stays centre; a tactic card is copied as it is', () => {
    const s0 = start(mini({ hexes }), { allies: ['recon-centre', 'direct-from-hq'], axis: ['counter-attack', 'counter-attack'] });
    // The only centre unit (7,11) is ordered by itself.
    const s1 = act(play(s0, 'recon-centre').state, { type: 'endMoves' }).state;
    // Recon: keep one of two.
    const s2 = act(s1, { type: 'keep', card: (s1.pending[0] as { cards: number[] }).cards[0]! }).state;
    expect(play(s2, 'counter-attack').state.turn.command).toEqual({ type: 'recon-centre' });
  });

  it('[FAQ §VIII Counter-Attack Q4, line 3501] a Counter-Attack may be countered: the second copy is the original card, same board area', () => {
    const s0 = start(mini({ hexes }), { allies: ['probe-left', 'counter-attack'], axis: ['counter-attack'] });
    let s = act(play(s0, 'probe-left').state, { type: 'endMoves' }).state;
    s = act(play(s, 'counter-attack').state, { type: 'endMoves' }).state;
    expect(s.lastCommand.axis).toEqual({ type: 'probe-right' });
    const r = play(s, 'counter-attack');
    expect(r.state.turn.command).toEqual({ type: 'probe-left' });
    expect(ordered(r.state)).toEqual(['7,3', '7,5']);
  });

  it('[FAQ §VIII Counter-Attack Q3, line 3497; Ambush Q3, line 3572] an Ambush is never copied: Counter-Attack copies the card played on the turn', () => {
    // Axis infantry (2,4) next to Allied infantry (3,3). Allies attack it; Axis ambushes; then Axis counter-attacks.
    const sc = mini({ hexes: [A(3, 3), A(7, 21), X(2, 4), X(0, 20)] });
    const s0 = start(sc, { allies: ['recon-left'], axis: ['ambush', 'counter-attack'] });
    let s = play(s0, 'recon-left').state;
    s = act(s, { type: 'endMoves' }).state;
    s = act(s, { type: 'battle', unit: idAt(s, 3, 3), target: hex(2, 4) }).state;
    // Ambush: 3 dice that do nothing; then the attack: 3 dice that do nothing.
    s = act(s, { type: 'ambush' }, ['star', 'star', 'star', 'star', 'star', 'star']).state;
    expect(s.pending[0]).toMatchObject({ kind: 'keep', actor: 'allies' });
    s = act(s, { type: 'keep', card: (s.pending[0] as { cards: number[] }).cards[0]! }).state;
    expect(s.turn.side).toBe('axis');
    expect(s.lastCommand.allies).toEqual({ type: 'recon-left' });
    const r = play(s, 'counter-attack');
    expect(r.state.turn.command).toEqual({ type: 'recon-right' });
    // Axis right = cols <= 7: its unit at (2,4).
    expect(ordered(r.state)).toEqual(['2,4']);
  });

  it('[FAQ §VIII Counter-Attack Q1, line 3485] countering a Recon copies the whole effect: draw 2, keep 1', () => {
    const s0 = start(mini({ hexes }), { allies: ['recon-left'], axis: ['counter-attack'] });
    let s = act(order(play(s0, 'recon-left').state, 7, 3).state, { type: 'endMoves' }).state;
    s = act(s, { type: 'keep', card: (s.pending[0] as { cards: number[] }).cards[1]! }).state;
    s = act(order(play(s, 'counter-attack').state, 1, 3).state, { type: 'endMoves' }).state;
    expect(s.pending[0]).toMatchObject({ kind: 'keep', actor: 'axis' });
    expect((s.pending[0] as { cards: number[] }).cards.length).toBe(2);
    expect(s.cards.hands.axis).toEqual([]);
  });

  it('[cards.md: Counter-Attack "use the same section"; FAQ Q6 line 3509] countering Infantry Assault keeps the same board area', () => {
    const s0 = start(mini({ hexes }), { allies: ['infantry-assault'], axis: ['counter-attack'] });
    const r1 = act(s0, { type: 'play', card: cardId('infantry-assault'), section: 'left' });
    expect(ordered(r1.state)).toEqual(['7,3', '7,5']);
    const s1 = act(r1.state, { type: 'endMoves' }).state;
    const r2 = play(s1, 'counter-attack');
    expect(r2.state.turn.command).toEqual({ type: 'infantry-assault', section: 'right' });
    expect(ordered(r2.state)).toEqual(['1,3', '1,5']);
  });

  it('[FAQ §VIII Air Power Q2, line 3854] Air Power may be countered; the counter-attacker rolls its own side\'s dice (Axis: 1 per hex)', () => {
    const s0 = start(mini({ hexes }), { allies: ['air-power'], axis: ['counter-attack'] });
    let s = play(s0, 'air-power').state;
    s = act(s, { type: 'target', target: hex(1, 3) }).state;
    s = act(s, { type: 'strike' }, ['star', 'star']).state;
    expect(s.turn.side).toBe('axis');
    const r = play(s, 'counter-attack');
    expect(r.state.pending[0]).toMatchObject({ kind: 'airPower', actor: 'axis' });
    const r2 = act(act(r.state, { type: 'target', target: hex(7, 3) }).state, { type: 'strike' }, ['flag']);
    expect(r2.events.find((e) => e.type === 'cardStrike')).toMatchObject({ card: 'air-power', dice: 1 });
  });

  it('[rule decision: Counter-Attack after an Ambush played as a whole hand] there is nothing to copy: it orders nothing', () => {
    const s0 = start(mini({ hexes }), { allies: ['ambush'], axis: ['counter-attack'] });
    expect(legalActions(s0)).toEqual([{ type: 'play', card: cardId('ambush') }]);
    const s1 = act(s0, { type: 'play', card: cardId('ambush') }).state;
    expect(s1.lastCommand.allies).toBe(null);
    const r = play(s1, 'counter-attack');
    expect(r.events.map((e) => e.type)).toEqual(['played', 'drew', 'turn']);
  });

  it('[rule decision: Counter-Attack with nothing to copy] on the first turn it orders nothing and the turn ends', () => {
    const s0 = start(mini({ hexes }), { allies: ['counter-attack'], axis: ['probe-left'] });
    const r = play(s0, 'counter-attack');
    expect(r.events.map((e) => e.type)).toEqual(['played', 'drew', 'turn']);
    expect(r.state.lastCommand.allies).toBe(null);
  });
});

describe('7. Command cards: Recon draw 2 keep 1', () => {
  it('[cards.md: Recon] after a Recon card the player draws 2, keeps 1 with {type:"keep"} and discards the other', () => {
    const s0 = start(mini({ hexes: [A(7, 3), FAR_AXIS] }), { allies: ['recon-left', 'probe-left'], axis: ['probe-centre'] });
    const d1 = cardId('attack-centre');
    const d2 = cardId('barrage');
    const r = act(act(s0, { type: 'play', card: cardId('recon-left') }).state, { type: 'endMoves' }, undefined, [d1, d2]);
    expect(r.state.pending).toEqual([{ kind: 'keep', actor: 'allies', cards: [d1, d2] }]);
    expect(legalActions(r.state)).toEqual([
      { type: 'keep', card: d1 },
      { type: 'keep', card: d2 },
    ]);
    expect(r.state.turn.side).toBe('allies');
    refused(r.state, { type: 'keep', card: cardId('probe-centre') });
    const k = act(r.state, { type: 'keep', card: d2 });
    expect(k.events).toEqual([
      { type: 'kept', side: 'allies', card: d2, discarded: d1 },
      { type: 'turn', side: 'axis', number: 2 },
    ]);
    expect(k.state.cards.hands.allies).toEqual([cardId('probe-left'), d2]);
    expect(k.state.cards.discard).toEqual([cardId('recon-left'), d1]);
    accounted(k.state);
  });
});

describe('7. Command cards: Direct from HQ, Move Out!', () => {
  it('[cards.md: Direct from HQ] orders 4 units of any type anywhere, not a 5th', () => {
    const hexes = [A(7, 1), A(8, 12, 'armor'), A(8, 14, 'artillery'), A(7, 21), A(7, 23), FAR_AXIS];
    let s = play(start(mini({ hexes }), { allies: ['direct-from-hq'], axis: ['probe-left'] }), 'direct-from-hq').state;
    expect(orderable(s)).toEqual(['7,1', '7,21', '7,23', '8,12', '8,14']);
    s = acts(s, [
      { type: 'order', unit: idAt(s, 7, 1) },
      { type: 'order', unit: idAt(s, 8, 12) },
      { type: 'order', unit: idAt(s, 8, 14) },
      { type: 'order', unit: idAt(s, 7, 23) },
    ]).state;
    expect(s.turn.stage).toBe('move');
    expect(ordered(s)).toEqual(['7,1', '7,23', '8,12', '8,14']);
  });

  it('[cards.md: Move Out!] orders up to 4 infantry units only, with a normal infantry move', () => {
    const hexes = [A(7, 1), A(7, 5), A(8, 12, 'armor'), A(7, 21, 'special-forces'), A(7, 23, 'resistance'), FAR_AXIS];
    const s = play(start(mini({ hexes }), { allies: ['move-out'], axis: ['probe-left'] }), 'move-out').state;
    // Four infantry-type units and no more: all ordered at once; the armor is not.
    expect(ordered(s)).toEqual(['7,1', '7,21', '7,23', '7,5']);
    expect(moveTargets(s, hex(7, 1)).every((h) => Math.abs(h.row - 7) <= 2)).toBe(true);
    expect(moveTargets(s, hex(7, 1))).not.toContainEqual(hex(4, 4));
  });

  it('[FAQ §VIII Move Out Q1, line 3556] no infantry: exactly 1 unit of your choice, with a normal order', () => {
    const hexes = [A(8, 2, 'armor'), A(8, 12, 'armor'), A(8, 22, 'artillery'), FAR_AXIS];
    const s = play(start(mini({ hexes }), { allies: ['move-out'], axis: ['probe-left'] }), 'move-out').state;
    expect(s.turn.fallback).toBe(true);
    expect(orderable(s)).toEqual(['8,12', '8,2', '8,22']);
    const s1 = order(s, 8, 2).state;
    expect(s1.turn.stage).toBe('move');
    // Armor's own move of 3.
    expect(moveTargets(s1, hex(8, 2))).toContainEqual(hex(5, 5));
    expect(moveTargets(s1, hex(8, 2))).not.toContainEqual(hex(4, 4));
  });
});

describe('7. Command cards: Armor Assault', () => {
  const sc = mini({ hexes: [A(5, 5, 'armor'), A(5, 11, 'armor'), A(7, 21), X(4, 6), X(2, 12), X(0, 0)] });

  it('[cards.md: Armor Assault] orders up to 4 armor units (infantry is not ordered)', () => {
    const s = play(start(sc, { allies: ['armor-assault'], axis: ['probe-left'] }), 'armor-assault').state;
    expect(ordered(s)).toEqual(['5,11', '5,5']);
  });

  it('[cards.md: Armor Assault] ordered armor rolls 4 dice in close assault, 3 at range', () => {
    const s = act(play(start(sc, { allies: ['armor-assault'], axis: ['probe-left'] }), 'armor-assault').state, { type: 'endMoves' }).state;
    expect(battleDice(s, hex(5, 5), hex(4, 6))).toBe(4);
    expect(battleDice(s, hex(5, 11), hex(2, 12))).toBe(3);
  });

  it('[FAQ §VIII Armor Assault Q1, line 3469; §IV Standard Units Q4, line 2205] the extra die carries into an Overrun close assault', () => {
    // Armor (5,5) clears (4,6); takes ground; (3,7) is adjacent to (4,6).
    const sc2 = mini({ hexes: [A(5, 5, 'armor'), X(4, 6), X(3, 7), X(0, 0)] });
    let s = act(play(start(sc2, { allies: ['armor-assault'], axis: ['probe-left'] }), 'armor-assault').state, { type: 'endMoves' }).state;
    s = act(s, { type: 'battle', unit: idAt(s, 5, 5), target: hex(4, 6) }, ['infantry', 'infantry', 'infantry', 'grenade']).state;
    s = act(s, { type: 'takeGround' }).state;
    expect(s.pending[0]).toMatchObject({ kind: 'overrun' });
    const r = act(s, { type: 'battle', unit: idAt(s, 4, 6), target: hex(3, 7) }, ['flag', 'flag', 'flag', 'flag']);
    expect(r.events.find((e) => e.type === 'battle')).toMatchObject({ dice: 4, close: true });
  });

  it('[FAQ §VIII Armor Assault Q2, line 3473] no extra die on an Overrun against a non-adjacent target', () => {
    const sc2 = mini({ hexes: [A(5, 5, 'armor'), X(4, 6), X(2, 8), X(0, 0)] });
    let s = act(play(start(sc2, { allies: ['armor-assault'], axis: ['probe-left'] }), 'armor-assault').state, { type: 'endMoves' }).state;
    s = act(s, { type: 'battle', unit: idAt(s, 5, 5), target: hex(4, 6) }, ['infantry', 'infantry', 'infantry', 'grenade']).state;
    s = act(s, { type: 'takeGround' }).state;
    expect(battleDice(s, hex(4, 6), hex(2, 8))).toBe(3);
    const r = act(s, { type: 'battle', unit: idAt(s, 4, 6), target: hex(2, 8) }, ['flag', 'flag', 'flag']);
    expect(r.events.find((e) => e.type === 'battle')).toMatchObject({ dice: 3, close: false });
  });

  it('[FAQ §VIII Armor Assault Q3, line 3477] no armor: 1 unit of your choice with a normal order and no extra die', () => {
    const sc2 = mini({ hexes: [A(5, 5), A(7, 21), X(4, 6), X(0, 0)] });
    let s = play(start(sc2, { allies: ['armor-assault'], axis: ['probe-left'] }), 'armor-assault').state;
    expect(s.turn.fallback).toBe(true);
    expect(orderable(s)).toEqual(['5,5', '7,21']);
    s = act(order(s, 5, 5).state, { type: 'endMoves' }).state;
    expect(battleDice(s, hex(5, 5), hex(4, 6))).toBe(3);
  });
});

describe('7. Command cards: Infantry Assault', () => {
  const hexes = [A(7, 3), A(7, 5), A(8, 4, 'armor'), A(7, 11), A(7, 21, 'special-forces'), X(1, 3), X(0, 0)];

  it('[FAQ §VIII Infantry Assault Q1, line 3521] with infantry on the board a section must be named (3 choices)', () => {
    const s = start(mini({ hexes }), { allies: ['infantry-assault'], axis: ['probe-left'] });
    const c = cardId('infantry-assault');
    expect(legalActions(s)).toEqual([
      { type: 'play', card: c, section: 'left' },
      { type: 'play', card: c, section: 'centre' },
      { type: 'play', card: c, section: 'right' },
    ]);
    refused(s, { type: 'play', card: c }, 'not-allowed');
  });

  it('[cards.md: Infantry Assault] all infantry of the chosen section are ordered, nothing else', () => {
    const s = act(start(mini({ hexes }), { allies: ['infantry-assault'], axis: ['probe-left'] }), { type: 'play', card: cardId('infantry-assault'), section: 'left' }).state;
    expect(ordered(s)).toEqual(['7,3', '7,5']);
    expect(s.turn.command).toEqual({ type: 'infantry-assault', section: 'left' });
  });

  it('[cards.md: Infantry Assault] move 2 and still battle, or 3 and no battle', () => {
    let s = act(start(mini({ hexes: [A(7, 3), X(3, 3), X(0, 24)] }), { allies: ['infantry-assault'], axis: ['probe-left'] }), {
      type: 'play',
      card: cardId('infantry-assault'),
      section: 'left',
    }).state;
    expect(moveTargets(s, hex(7, 3))).toContainEqual(hex(4, 4));
    expect(moveTargets(s, hex(7, 3))).not.toContainEqual(hex(3, 5));
    const two = act(s, { type: 'move', unit: idAt(s, 7, 3), to: hex(5, 3) }).state;
    expect(two.turn.stage).toBe('battle');
    expect(legalActions(two)).toContainEqual({ type: 'battle', unit: idAt(two, 5, 3), target: hex(3, 3) });
    s = act(s, { type: 'move', unit: idAt(s, 7, 3), to: hex(4, 4) }).state;
    // Moved 3: no battle; the turn ends by itself.
    expect(s.turn.side).toBe('axis');
  });

  it('[FAQ §VIII Infantry Assault Q3, line 3529] Special Forces get the same allowance (3 hexes, no battle after 3)', () => {
    let s = act(start(mini({ hexes: [A(7, 21, 'special-forces'), X(2, 20), X(0, 0)] }), { allies: ['infantry-assault'], axis: ['probe-left'] }), {
      type: 'play',
      card: cardId('infantry-assault'),
      section: 'right',
    }).state;
    expect(moveTargets(s, hex(7, 21))).toContainEqual(hex(4, 20));
    expect(moveTargets(s, hex(7, 21))).not.toContainEqual(hex(3, 21));
    s = act(s, { type: 'move', unit: idAt(s, 7, 21), to: hex(4, 20) }).state;
    expect(s.turn.side).toBe('axis');
  });

  it('[cards.md: Infantry Assault "terrain limits still apply"] a forest still stops the move', () => {
    const s = act(start(mini({ hexes: [A(7, 3), { row: 6, col: 4, terrain: 'forest' }, X(0, 24)] }), { allies: ['infantry-assault'], axis: ['probe-left'] }), {
      type: 'play',
      card: cardId('infantry-assault'),
      section: 'left',
    }).state;
    // Through (6,4) is impossible: (5,5) is reached only around it.
    const t = moveTargets(s, hex(7, 3));
    expect(t).toContainEqual(hex(6, 4));
    expect(t).not.toContainEqual(hex(4, 6));
  });

  it('[FAQ §VIII Infantry Assault Q1, line 3521] a section with no infantry orders nothing (no "1 unit" fallback)', () => {
    const r2 = act(start(mini({ hexes: [A(7, 3), A(8, 20, 'armor'), X(0, 0)] }), { allies: ['infantry-assault'], axis: ['probe-left'] }), {
      type: 'play',
      card: cardId('infantry-assault'),
      section: 'right',
    });
    expect(r2.state.turn.fallback).toBeUndefined();
    expect(r2.events.map((e) => e.type)).toEqual(['played', 'drew', 'turn']);
  });

  it('[FAQ §VIII Infantry Assault Q1-Q2, lines 3521-3525] no infantry anywhere: 1 unit of your choice with a normal order', () => {
    const s0 = start(mini({ hexes: [A(8, 4, 'armor'), A(8, 20, 'armor'), X(0, 0)] }), { allies: ['infantry-assault'], axis: ['probe-left'] });
    expect(legalActions(s0)).toEqual([{ type: 'play', card: cardId('infantry-assault') }]);
    const s = act(s0, { type: 'play', card: cardId('infantry-assault') }).state;
    expect(s.turn.fallback).toBe(true);
    expect(orderable(s)).toEqual(['8,20', '8,4']);
    const s1 = order(s, 8, 4).state;
    expect(moveTargets(s1, hex(8, 4))).toContainEqual(hex(5, 7));
    expect(unitOn(s1, hex(8, 4))?.kind).toBe('armor');
  });
});
