/**
 * The Breakthrough board (13 x 17) and the two decks its battles play with (docs/rules-decisions.md C30-C32): the
 * board's sections, a unit's retreat to the far edge of the deeper board, and a deck of two base decks shuffled
 * together (scenario `deck.decks`), whose second copy numbers its cards 60..119.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, cardType, DECK, legalActions, newGame, retreatOptions, type GameState } from '../../src/engine';
import { BREAKTHROUGH_GEOMETRY, STANDARD_GEOMETRY, allHexes, sectionsOf } from '../../src/engine/hex';
import { MAX_DECKS, cardDef, deckIds, isCardId } from '../../src/engine/cards';
import { validateScenario } from '../../src/scenario/validate';
import type { Scenario, ScenarioHex } from '../../src/scenario/types';
import { stateHash } from '../support/hash';
import { act, start } from './helpers';

/** A small Breakthrough battle: Axis on the top edge (row 0), Allies on the bottom edge (row 16). */
function breakthrough(hexes: ScenarioHex[], decks?: number): Scenario {
  const sc: Scenario = {
    format: 1,
    id: 'breakthrough-test',
    name: 'Breakthrough test',
    board: { kind: 'breakthrough', face: 'country', hexes },
    sides: { axis: { cards: 6, medalsToWin: 6, edge: 'top' }, allies: { cards: 6, medalsToWin: 6, edge: 'bottom' } },
    first: 'allies',
    ...(decks !== undefined ? { deck: { decks } } : {}),
  };
  const r = validateScenario(sc);
  if (!r.ok) throw new Error(`invalid test scenario: ${JSON.stringify(r.problems)}`);
  return r.scenario;
}

const ARMIES: ScenarioHex[] = [
  { row: 0, col: 12, unit: { side: 'axis', kind: 'infantry' } },
  { row: 16, col: 12, unit: { side: 'allies', kind: 'infantry' } },
];

/** Every card id of a state: draw pile, discards, both hands. */
const allCards = (s: GameState): number[] => [...s.cards.deck, ...s.cards.discard, ...s.cards.hands.axis, ...s.cards.hands.allies];

describe('21. Breakthrough board and two decks', () => {
  it('[rulebook l.140; rules-decisions C31] the 13-wide Breakthrough board has the standard board\'s section lines over all 17 rows', () => {
    for (const h of allHexes(BREAKTHROUGH_GEOMETRY)) {
      const same = { row: h.row % 2, col: h.col };
      for (const edge of ['bottom', 'top'] as const) {
        expect(sectionsOf(BREAKTHROUGH_GEOMETRY, h, edge), `(${h.row},${h.col}) ${edge}`).toEqual(sectionsOf(STANDARD_GEOMETRY, same, edge));
      }
    }
    // The hexes cut by a line belong to two sections, on the deep rows too.
    expect(sectionsOf(BREAKTHROUGH_GEOMETRY, { row: 15, col: 7 }, 'bottom')).toEqual(['left', 'centre']);
    expect(sectionsOf(BREAKTHROUGH_GEOMETRY, { row: 13, col: 17 }, 'bottom')).toEqual(['centre', 'right']);
    expect(sectionsOf(BREAKTHROUGH_GEOMETRY, { row: 16, col: 0 }, 'top')).toEqual(['right']);
  });

  it('[rulebook p.10 Retreats; rules-decisions S1] on the deep board a unit retreats toward its own edge, row 16 for the bottom side', () => {
    const s = newGame(breakthrough([...ARMIES, { row: 15, col: 5, unit: { side: 'allies', kind: 'infantry' } }]), { seed: 1 });
    const from15 = retreatOptions(s, { row: 15, col: 5 }, 1).filter((o) => !o.ignore);
    expect(from15.map((o) => o.to).sort((a, b) => a.col - b.col)).toEqual([
      { row: 16, col: 4 },
      { row: 16, col: 6 },
    ]);
    // On its own edge (row 16) there is nowhere to go: it stays and loses the figure.
    expect(retreatOptions(s, { row: 16, col: 12 }, 1).filter((o) => !o.ignore)).toEqual([
      expect.objectContaining({ to: { row: 16, col: 12 }, steps: 0, losses: 1 }),
    ]);
  });

  it('[FAQ §I Air Sortie with two decks l.249; rules-decisions C30] deck.decks 2: 120 cards dealt from, each card twice its base count, ids 0..119', () => {
    const s = newGame(breakthrough(ARMIES, 2), { seed: 7 });
    const ids = allCards(s).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 120 }, (_, i) => i));
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(cardType(id), (counts.get(cardType(id)) ?? 0) + 1);
    for (const t of new Set(DECK)) expect(counts.get(t), t).toBe(2 * DECK.filter((x) => x === t).length);
    // A second-deck card is the same card as its first-deck twin.
    for (let i = 0; i < DECK.length; i++) expect(cardType(60 + i)).toBe(DECK[i]);
    expect(s.cards.hands.axis).toHaveLength(6);
    expect(s.cards.hands.allies).toHaveLength(6);
    expect(s.cards.deck).toHaveLength(108);
  });

  it('[rules-decisions C30] without deck.decks a battle has one deck: the same 60 ids and the same deal as with decks 1', () => {
    const one = newGame(breakthrough(ARMIES), { seed: 7 });
    expect(allCards(one).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    expect(stateHash(newGame(breakthrough(ARMIES, 1), { seed: 7 }))).toBe(stateHash(one));
    expect(deckIds(false)).toEqual(deckIds(false, 1));
  });

  it('[rules-decisions C30; cards.md Section cards (40)] Young Generals with two decks: the 80 section cards of both decks', () => {
    const s = newGame(breakthrough(ARMIES, 2), { seed: 3, options: { youngGenerals: true } });
    const ids = allCards(s);
    expect(ids).toHaveLength(80);
    expect(ids.filter((c) => c >= 60)).toHaveLength(40);
    expect(ids.every((c) => cardDef(cardType(c)).kind === 'section')).toBe(true);
  });

  it('[rules-decisions C30] a card of the second deck is offered and plays as its type', () => {
    let found = false;
    for (let seed = 1; seed <= 20 && !found; seed++) {
      const s = newGame(breakthrough(ARMIES, 2), { seed });
      // Ambush is never played on one's own turn (S2), Infantry Assault asks for a section: any other card.
      const card = s.cards.hands.allies.find((c) => c >= 60 && cardType(c) !== 'ambush' && cardType(c) !== 'infantry-assault');
      if (card === undefined) continue;
      found = true;
      const play = legalActions(s).find((a) => a.type === 'play' && a.card === card);
      expect(play, `play ${card} (${cardType(card)})`).toBeDefined();
      const r = applyAction(s, play!);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.events.find((e) => e.type === 'played')).toMatchObject({ card, cardType: cardType(card) });
    }
    expect(found).toBe(true);
  });

  it('[rules-decisions C30; FAQ §VIII Ambush Q2, l.3568-3570; cards.md: a card played is replaced] with two decks a hand may hold two Ambush cards and ambush two close assaults in one turn: each card is replaced', () => {
    const inf = (row: number, col: number, side: 'axis' | 'allies'): ScenarioHex => ({ row, col, unit: { side, kind: 'infantry' } });
    const sc = breakthrough([inf(8, 4, 'allies'), inf(8, 10, 'allies'), inf(8, 6, 'axis'), inf(8, 12, 'axis'), inf(0, 24, 'axis')], 2);
    let s = start(sc, { allies: ['direct-from-hq'], axis: ['ambush', 'ambush', 'probe-left'] });
    const miss = ['star', 'star', 'star', 'star', 'star', 'star'] as const;
    s = act(s, { type: 'play', card: s.cards.hands.allies[0]! }).state;
    s = act(s, { type: 'endMoves' }).state;
    s = act(s, { type: 'battle', unit: s.units.find((u) => u.row === 8 && u.col === 4)!.id, target: { row: 8, col: 6 } }).state;
    s = act(s, { type: 'ambush' }, [...miss]).state;
    s = act(s, { type: 'battle', unit: s.units.find((u) => u.row === 8 && u.col === 10)!.id, target: { row: 8, col: 12 } }).state;
    expect(s.pending[0]).toMatchObject({ kind: 'ambush', actor: 'axis' });
    const r = act(s, { type: 'ambush' }, [...miss]);
    expect(r.events.filter((e) => e.type === 'drew').map((e) => (e as { side: string }).side)).toEqual(['axis', 'axis', 'allies']);
    expect(r.state.cards.hands.axis.length).toBe(3);
  });

  it('[rules-decisions C30] card ids run to 119 (MAX_DECKS decks): a supplied draw of 119 is read, 120 is no card', () => {
    expect(MAX_DECKS).toBe(2);
    expect(isCardId(119)).toBe(true);
    expect(isCardId(120)).toBe(false);
    const s = newGame(breakthrough(ARMIES, 2), { seed: 2 });
    const r = applyAction(s, { type: 'play', card: 120 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe('there is no card 120');
  });

  it('[rules-decisions C30] a second-deck card id in a one-deck game is not in the hand: refused, state unchanged', () => {
    const s = newGame(breakthrough(ARMIES), { seed: 2 });
    const r = applyAction(s, { type: 'play', card: 61 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('not-in-hand');
  });

  it('[scenario-format deck.decks] the validator takes 1..2 decks and refuses 0, 3 and 1.5 by name', () => {
    for (const decks of [0, 3, 1.5]) {
      const r = validateScenario({ ...breakthrough(ARMIES), deck: { decks } });
      expect(r.ok, String(decks)).toBe(false);
      if (!r.ok) expect(r.problems.map((p) => p.path)).toContain('deck.decks');
    }
  });
});
