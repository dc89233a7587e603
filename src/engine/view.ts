/**
 * What one side may see: the other side's hand, the deck order, the PRNG state and, while the Recon choice is
 * the opponent's, the cards being chosen from are removed (boardgame.io's playerView idea); of the state's hidden
 * part, only what the viewer knows is kept (`HIDDEN_VIEWS`).
 */
import type { GameEvent, GameState, HiddenState, Pending, Side } from './types';

/**
 * What a viewer sees of each hidden part. A Record over every part of HiddenState: a new hidden part that has no
 * rule here fails to compile.
 */
const HIDDEN_VIEWS: { [K in keyof Required<HiddenState>]: (part: NonNullable<HiddenState[K]>, s: GameState, viewer: Side) => HiddenState[K] } = {
  // Face-down minefield counters: their values are known to the side that laid them (FAQ §II Minefields).
  mines: (values, s, viewer) => {
    const out: Record<string, number> = {};
    for (const k in values) if (s.mines?.[k]?.owner === viewer) out[k] = values[k]!;
    return out;
  },
  // The card under a Commissar chip: its owner sees it; the opponent sees a face-down card (-1) (FAQ §VII Red Army).
  commissar: (chips, _s, viewer) => {
    const out: Partial<Record<Side, number>> = {};
    for (const side of ['axis', 'allies'] as const) {
      const c = chips[side];
      if (c !== undefined) out[side] = side === viewer ? c : -1;
    }
    return out;
  },
};

function hiddenView(s: GameState, viewer: Side): HiddenState | undefined {
  if (!s.hidden) return undefined;
  const out: HiddenState = {};
  for (const key of Object.keys(HIDDEN_VIEWS) as (keyof HiddenState)[]) {
    const part = s.hidden[key];
    if (part !== undefined) out[key] = HIDDEN_VIEWS[key](part, s, viewer);
  }
  return out;
}

export interface PlayerView extends Omit<GameState, 'cards' | 'rng' | 'pending' | 'hidden'> {
  viewer: Side;
  cards: {
    deckSize: number;
    discard: number[];
    hand: number[];
    handSizes: Record<Side, number>;
  };
  pending: Pending[];
  /** The hidden part as the viewer knows it (absent when the state has none). */
  hidden?: HiddenState;
}

export function playerView(s: GameState, side: Side): PlayerView {
  const { cards, rng: _rng, pending, hidden: _hidden, ...rest } = s;
  const hidden = hiddenView(s, side);
  return {
    ...rest,
    ...(hidden ? { hidden } : {}),
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
    // recon: the card a command car's Recon 1 took from the discard pile stays secret (Equipment Pack l.504).
    if (e.type === 'tookDiscard' && e.side !== side) return { ...e, card: -1 };
    return e;
  });
}
