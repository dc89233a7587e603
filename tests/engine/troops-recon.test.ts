/**
 * The recon family of issue 17: a command car ordered by a Recon 1 lets its player take a card of the discard pile
 * instead of the Recon's draw 2 keep 1. Sources: Equipment Pack 002 "Kübelwagen" l.504; FAQ 003 §IV Command Cars
 * l.2742; decisions C304 (superseded by C330-C333).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, eventsView, legalActions, playerView } from '../../src/engine';
import type { Action, CardType, GameEvent, GameState } from '../../src/engine';
import { cardType } from '../../src/engine/cards';
import { A, X, act, mini, start } from './helpers';

const only = (events: GameEvent[], ...types: GameEvent['type'][]) => events.filter((e) => types.includes(e.type));

/** The car at (8,2) and infantry at (8,4) and (7,5) on the left flank, infantry on the right; two cards already discarded. */
const HEXES = [A(8, 2, 'command-car'), A(8, 4, 'infantry'), A(7, 5, 'infantry'), A(8, 22, 'infantry'), X(0, 0)];

function begin(card: CardType, discarded = 2): GameState {
  const s = start(mini({ hexes: HEXES }), { allies: [card, 'attack-centre'], axis: ['recon-centre'] });
  return { ...s, cards: { ...s.cards, deck: s.cards.deck.slice(discarded), discard: s.cards.deck.slice(0, discarded) } };
}

/** Play `card`, order `units` (in that order), and end the turn's moves and battles. */
function playTurn(s: GameState, units: number[]): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const step = (a: Action) => {
    const r = act(cur, a);
    events.push(...r.events);
    cur = r.state;
  };
  let cur = s;
  step({ type: 'play', card: s.cards.hands.allies[0]! });
  for (const u of units) if (cur.turn.stage === 'order' && !cur.turn.ordered.includes(u)) step({ type: 'order', unit: u });
  if (cur.turn.stage === 'order') step({ type: 'endOrders' });
  if (cur.turn.stage === 'move') step({ type: 'endMoves' });
  if (cur.turn.stage === 'battle' && cur.pending.length === 0) step({ type: 'endBattles' });
  return { state: cur, events };
}

describe('Command cars: the Recon 1 draw from the discard pile (Equipment Pack, Kübelwagen; FAQ §IV Command Cars)', () => {
  it('[Equipment Pack, Kübelwagen l.504; FAQ §IV Command Cars l.2742] a Recon 1 that ordered a command car offers each card of the discard pile or the usual draw', () => {
    const s = begin('recon-left');
    const pile = s.cards.discard.slice();
    const { state } = playTurn(s, [0, 1]);
    expect(state.pending).toEqual([{ kind: 'reconDiscard', actor: 'allies' }]);
    // The Recon 1 just played lies on the pile but was not "already" there: it is not offered (decision C331).
    expect(state.cards.discard).toContain(s.cards.hands.allies[0]);
    expect(legalActions(state)).toEqual([...pile.map((card) => ({ type: 'keep', card })), { type: 'decline' }]);
  });

  it('[Equipment Pack, Kübelwagen l.504] the card chosen goes to the hand instead of drawing: the deck is untouched and the turn passes', () => {
    const s = begin('recon-left');
    const { state } = playTurn(s, [0, 1]);
    const card = s.cards.discard[1]!;
    const r = act(state, { type: 'keep', card });
    expect(r.state.cards.hands.allies).toContain(card);
    expect(r.state.cards.discard).not.toContain(card);
    expect(r.state.cards.deck).toEqual(state.cards.deck);
    expect(r.state.cards.hands.allies.length).toBe(state.cards.hands.allies.length + 1);
    expect(only(r.events, 'tookDiscard', 'drew', 'kept')).toEqual([{ type: 'tookDiscard', side: 'allies', card }]);
    expect(r.state.pending).toEqual([]);
    expect(r.state.turn.side).toBe('axis');
  });

  it('[Equipment Pack, Kübelwagen l.504 "remains secret"; decision C332] the opponent sees neither the card in the log nor in its view', () => {
    const { state } = playTurn(begin('recon-left'), [0, 1]);
    const card = state.cards.discard[0]!;
    const r = act(state, { type: 'keep', card });
    expect(only(eventsView(r.events, 'axis'), 'tookDiscard')).toEqual([{ type: 'tookDiscard', side: 'allies', card: -1 }]);
    expect(only(eventsView(r.events, 'allies'), 'tookDiscard')).toEqual([{ type: 'tookDiscard', side: 'allies', card }]);
    const view = playerView(r.state, 'axis');
    expect(JSON.stringify(view.cards.hand)).not.toContain(String(card));
    expect(view.cards.handSizes.allies).toBe(r.state.cards.hands.allies.length);
    // The pending choice itself names no secret: both sides see the same entry.
    expect(playerView(state, 'axis').pending).toEqual(state.pending);
  });

  it('[Equipment Pack, Kübelwagen l.504 "instead of"] declining goes on to the Recon draw 2 keep 1', () => {
    const { state } = playTurn(begin('recon-left'), [0, 1]);
    const r = act(state, { type: 'decline' });
    expect(r.state.pending.length).toBe(1);
    expect(r.state.pending[0]!.kind).toBe('keep');
    expect(r.state.cards.discard).toEqual(state.cards.discard);
    expect(only(r.events, 'tookDiscard')).toEqual([]);
  });

  it('[FAQ §IV Command Cars l.2742; decision C330] no choice without a car ordered, with another card than a Recon 1, or with nothing already discarded', () => {
    // Recon 1 on the right flank: the car (left) is not ordered.
    expect(playTurn(begin('recon-right'), [3]).state.pending.map((p) => p.kind)).toEqual(['keep']);
    // Recon 1 on the left, but only the infantry ordered.
    expect(playTurn(begin('recon-left'), [1]).state.pending.map((p) => p.kind)).toEqual(['keep']);
    // Recon in Force orders the car, but it is not a Recon 1 (no draw 2 keep 1 either).
    const rif = playTurn(begin('recon-in-force'), [0, 1, 3]).state;
    expect(rif.pending).toEqual([]);
    expect(rif.turn.side).toBe('axis');
    // Only the card just played in the pile: nothing to take, the usual draw 2 keep 1.
    expect(playTurn(begin('recon-left', 0), [0, 1]).state.pending.map((p) => p.kind)).toEqual(['keep']);
  });

  it('[Equipment Pack, Kübelwagen l.504] a card not in the discard pile (or the Recon just played) is refused and the state is untouched', () => {
    const s = begin('recon-left');
    const { state } = playTurn(s, [0, 1]);
    for (const card of [s.cards.hands.allies[0]!, state.cards.hands.allies[0]!, state.cards.deck[0]!]) {
      const r = applyAction(state, { type: 'keep', card });
      expect(r.ok, `card ${card} (${cardType(card)})`).toBe(false);
    }
    expect(state.pending).toEqual([{ kind: 'reconDiscard', actor: 'allies' }]);
  });
});
