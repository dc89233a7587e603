/**
 * What one side may see: the other side's hand, the deck order, the PRNG state and, while the Recon choice is
 * the opponent's, the cards being chosen from are removed (boardgame.io's playerView idea).
 */
import type { GameEvent, GameState, Pending, Side } from './types';

export interface PlayerView extends Omit<GameState, 'cards' | 'rng' | 'pending'> {
  viewer: Side;
  cards: {
    deckSize: number;
    discard: number[];
    hand: number[];
    handSizes: Record<Side, number>;
  };
  pending: Pending[];
}

export function playerView(s: GameState, side: Side): PlayerView {
  const { cards, rng: _rng, pending, ...rest } = s;
  return {
    ...rest,
    viewer: side,
    cards: {
      deckSize: cards.deck.length,
      discard: cards.discard.slice(),
      hand: cards.hands[side].slice(),
      handSizes: { axis: cards.hands.axis.length, allies: cards.hands.allies.length },
    },
    pending: pending.map((p) => (p.kind === 'keep' && p.actor !== side ? { ...p, cards: [] } : p)),
  };
}

/** Events as one side may see them: the cards the other side draws or keeps are hidden (card -1). */
export function eventsView(events: readonly GameEvent[], side: Side): GameEvent[] {
  return events.map((e) => {
    if (e.type === 'drew' && e.side !== side) return { ...e, card: -1 };
    if (e.type === 'kept' && e.side !== side) return { ...e, card: -1, discarded: e.discarded };
    return e;
  });
}
