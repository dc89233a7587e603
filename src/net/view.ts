/**
 * The guest's side of a game it cannot see whole: who acts, and which of its own actions are legal, from its
 * player view alone. The host's engine still decides; this only lets the guest's screen offer the right choices
 * and refuse the wrong ones before they travel.
 */
import { legalActions, type Action, type GameState, type PlayerView, type Side } from '../engine';

/** The side that must act in this view (actor() for a view), null when the game is over. */
export function viewActor(view: PlayerView): Side | null {
  if (view.winner) return null;
  return view.pending[0]?.actor ?? view.turn.side;
}

/**
 * A stand-in state built from a view: the unknown cards (the other hand, the draw pile) are -1 and the PRNG is
 * zero. Enough for the rules to list the viewer's own legal actions (tests/net/view.test.ts compares them with the
 * full state's, over random games); never for playing on, which needs the hidden cards and the PRNG.
 */
export function viewState(view: PlayerView): GameState {
  const { viewer, cards, ...rest } = view;
  const other: Side = viewer === 'allies' ? 'axis' : 'allies';
  const hands = { [viewer]: cards.hand.slice(), [other]: new Array<number>(cards.handSizes[other]).fill(-1) } as Record<Side, number[]>;
  return {
    ...rest,
    cards: { deck: new Array<number>(cards.deckSize).fill(-1), discard: cards.discard.slice(), hands },
    rng: [0, 0, 0, 1],
  };
}

/** The viewer's legal actions now (empty when it is not the viewer's turn). */
export function viewLegalActions(view: PlayerView): Action[] {
  return viewActor(view) === view.viewer ? legalActions(viewState(view)) : [];
}
