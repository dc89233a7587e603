/**
 * A world the computer may search: a full GameState built from one side's PlayerView, with everything that view
 * hides filled in by sampling (a "determinization"). The view never holds the other hand, the deck order, the PRNG or
 * the other side's face-down minefield values, so neither does anything built from it:
 *
 * - the cards not seen (every card of the battle's deck minus the viewer's hand, the discard pile, the card in play
 *   and a Recon choice of the viewer's) are shuffled and dealt to the other hand, the draw pile and, while the other
 *   side is choosing, its Recon keep-one choice, in the sizes the view shows;
 * - the other side's face-down minefields get values drawn from the counters' pool (MINE_COUNTERS);
 * - the PRNG is seeded from the search's own seed, so every die of the world is invented, never the game's.
 */
import { deckIds, type GameState, type PlayerView, type Side } from '../engine';
import { MINE_COUNTERS } from '../engine/mines';
import { nextInt, seedRng, shuffled, type RngState } from '../engine/rng';

const DECK_SIZE = 60;

/** The other side. */
export function otherSide(side: Side): Side {
  return side === 'axis' ? 'allies' : 'axis';
}

/** The cards the viewer has not seen, in id order (the draw pile, the other hand and its Recon choice are among them). */
export function unseenCards(view: PlayerView): number[] {
  const c = view.cards;
  const inPlay = c.deckSize + c.discard.length + c.handSizes.axis + c.handSizes.allies;
  const pendingCards = view.pending.reduce((n, p) => n + (p.kind === 'keep' ? (p.actor === view.viewer ? p.cards.length : 0) : 0), 0);
  // Cards of the battle: one deck unless more cards are in play than one deck holds (a Breakthrough battle's two).
  const decks = inPlay + pendingCards + (view.turn.card === null ? 0 : 1) > DECK_SIZE * (view.options.youngGenerals ? 0.75 : 1) ? 2 : 1;
  const seen = new Set<number>([...c.hand, ...c.discard]);
  if (view.turn.card !== null) seen.add(view.turn.card);
  for (const p of view.pending) if (p.kind === 'keep' && p.actor === view.viewer) for (const id of p.cards) seen.add(id);
  // The viewer's own card under a Commissar chip (FAQ §VII Red Army); the other side's is face down (-1).
  const chip = view.hidden?.commissar?.[view.viewer];
  if (chip !== undefined && chip >= 0) seen.add(chip);
  return deckIds(view.options.youngGenerals === true, decks).filter((id) => !seen.has(id));
}

/** A searchable state from a view: hidden parts sampled with `rng` (advanced in place), the world's PRNG from it too. */
export function determinize(view: PlayerView, rng: RngState): GameState {
  const me = view.viewer;
  const them = otherSide(me);
  const pool = shuffled(rng, unseenCards(view));
  let next = 0;
  const take = (n: number): number[] => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) {
      // A pool shorter than the view's counts (cards out of the game) repeats cards rather than fail.
      const id = pool.length ? pool[next % pool.length]! : 0;
      next++;
      out.push(id);
    }
    return out;
  };
  const pending = view.pending.map((p) => (p.kind === 'keep' && p.actor === them ? { ...p, cards: take(2) } : p));
  const hands: Record<Side, number[]> = { axis: [], allies: [] };
  hands[me] = view.cards.hand.slice();
  hands[them] = take(view.cards.handSizes[them]);
  const deck = take(view.cards.deckSize);
  const { viewer: _viewer, cards: _cards, hidden, pending: _pending, ...rest } = view;
  const state: GameState = {
    ...rest,
    cards: { deck, discard: view.cards.discard.slice(), hands },
    pending,
    rng: [nextU(rng), nextU(rng), nextU(rng), nextU(rng) | 1],
  };
  if (view.mines) {
    const known = hidden?.mines ?? {};
    const values: Record<string, number> = {};
    for (const k of Object.keys(view.mines)) {
      const m = view.mines[k]!;
      if (m.revealed !== undefined) continue;
      values[k] = k in known ? known[k]! : MINE_COUNTERS[nextInt(rng, MINE_COUNTERS.length)]!;
    }
    state.hidden = { ...(hidden ?? {}), mines: values };
  } else if (hidden) {
    state.hidden = hidden;
  }
  // A face-down card under the other side's Commissar chip: one of the unseen cards.
  if (state.hidden?.commissar?.[them] === -1) state.hidden = { ...state.hidden, commissar: { ...state.hidden.commissar, [them]: take(1)[0]! } };
  return state;
}

function nextU(rng: RngState): number {
  return nextInt(rng, 0x7fffffff) >>> 0;
}

/** A fresh PRNG for the search from the caller's seed and a purpose (the same seed always plans the same). */
export function searchRng(seed: string | number, purpose: string): RngState {
  return seedRng(`ai/${purpose}/${String(seed)}`);
}

/** A copy of a world with its own dice: the same position, another future. */
export function reroll(s: GameState, rng: RngState): GameState {
  return { ...s, rng: [nextU(rng), nextU(rng), nextU(rng), nextU(rng) | 1] };
}
