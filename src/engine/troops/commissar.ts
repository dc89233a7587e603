/**
 * The Red Army's Political Commissar (FAQ §VII Red Army, l.3299-3323; house rules "Political Commissar (Eastern Front
 * Only)", l.316-323): a Command card is not played from the hand but placed face down under the Commissar chip, to be
 * the player's card on a later turn; Recon 1 and Counter-Attack cards (and Ambush, in the opponent's turn) are still
 * played from the hand, the chip's card then staying where it is. On the side's first turn, with the chip empty, a
 * card is played from the hand and another placed under the chip (Q, l.3321-3323).
 *
 * State: the chip's card is in the state's hidden part (`hidden.commissar`, by side; absent in battles without the
 * rule and while the chip is empty): its owner sees it, the opponent only that there is one (view.ts). Placing a card
 * is the `commissar` decision (action `keep`: the card put under the chip), right after the card is played from the
 * chip or while it was empty. Decision C180.
 */
import { cardType, type CardType } from '../cards';
import type { GameState, HiddenState, Side } from '../types';
import { handOf, type Ctx } from '../turn/draft';
import type { Decision } from '../decisions/decision';

/** Cards played from the hand even with a card under the chip (FAQ §VII: Recon 1, Counter-Attack; Ambush as ever). */
export const COMMISSAR_FREE_CARDS: ReadonlySet<CardType> = new Set<CardType>(['recon-left', 'recon-centre', 'recon-right', 'counter-attack']);

/** The card under the side's chip, if any. */
export function chipCard(s: GameState, side: Side): number | undefined {
  return s.hidden?.commissar?.[side];
}

/** The cards the side may play now: its chip's card and the hand's free cards; the whole hand while the chip is empty. */
export function commissarCards(s: GameState, side: Side): number[] {
  const hand = s.cards.hands[side];
  const chip = chipCard(s, side);
  if (chip === undefined) return hand;
  const out = [chip];
  for (const c of hand) if (COMMISSAR_FREE_CARDS.has(cardType(c))) out.push(c);
  return out;
}

/** Set (or empty, `card` undefined) the side's chip: the hidden part is replaced, never changed. */
function setChip(s: GameState, side: Side, card: number | undefined): void {
  const chips = { ...s.hidden?.commissar };
  if (card === undefined) delete chips[side];
  else chips[side] = card;
  const hidden: HiddenState = { ...s.hidden };
  if (Object.keys(chips).length) hidden.commissar = chips;
  else delete hidden.commissar;
  if (Object.keys(hidden).length) s.hidden = hidden;
  else delete s.hidden;
}

/**
 * A card of the Commissar's side is played: taken from the chip (true) or from the hand (false, the caller removes
 * it). When the chip is empty afterwards, the side places a card of its hand under it next (decision `commissar`).
 */
export function playUnderCommissar(s: GameState, side: Side, card: number): boolean {
  const fromChip = chipCard(s, side) === card;
  if (fromChip) setChip(s, side, undefined);
  return fromChip;
}

/** After the card is played: the chip, if empty, waits for a card of the hand. */
export function queueCommissar(s: GameState, side: Side): void {
  if (chipCard(s, side) === undefined && s.cards.hands[side].length > 0) s.pending.unshift({ kind: 'commissar', actor: side });
}

/** Placing a card of the hand face down under the chip. */
export const commissar: Decision<'commissar'> = {
  actions: (s, p) => s.cards.hands[p.actor].map((c) => ({ type: 'keep', card: c })),
  apply(s, p, a, ctx: Ctx) {
    if (a.type !== 'keep') return;
    s.pending.shift();
    const hand = handOf(s, ctx, p.actor);
    hand.splice(hand.indexOf(a.card), 1);
    setChip(s, p.actor, a.card);
    ctx.events.push({ type: 'commissar', side: p.actor });
  },
  auto(s, p) {
    if (s.cards.hands[p.actor].length > 0) return false;
    s.pending.shift();
    return true;
  },
};
