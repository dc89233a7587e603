/**
 * Drawing command cards: supplied draws first, then the top of the pile; the discards are reshuffled into a new pile
 * when it runs out, unless the battle never reshuffles (scenario `deck`, special rule "deck without reshuffle").
 */
import { rngOf } from '../cache';
import { shuffled } from '../rng';
import type { GameState, Side } from '../types';
import { SupplyError, cardsOf, type Ctx } from './draft';
import { refusedCard } from '../troops/noAirPower';

/**
 * Draw the top card (reshuffling the discards when the deck is empty, unless the battle forbids it); undefined
 * when none is left.
 */
export function drawCard(s: GameState, ctx: Ctx, side: Side): number | undefined {
  cardsOf(s, ctx);
  if (!s.cards.deck.length && !s.special?.noReshuffle) reshuffle(s, ctx, false);
  if (!s.cards.deck.length) return undefined;
  let id: number;
  if (ctx.draws.length) {
    id = ctx.draws.shift()!;
    const i = s.cards.deck.indexOf(id);
    if (i < 0) throw new SupplyError(`card ${id} is not in the draw pile`);
    s.cards.deck.splice(i, 1);
  } else id = s.cards.deck.shift()!;
  s.cards.hands[side].push(id);
  ctx.events.push({ type: 'drew', side, card: id });
  // funnies (FAQ §XII The Surrender of Elster's Column): an Air Power the side may not play is discarded, another drawn.
  if (s.special?.noAirPower === side && refusedCard(s, side, id)) {
    s.cards.hands[side].pop();
    s.cards.discard.push(id);
    ctx.events.push({ type: 'airPowerRefused', side, card: id });
    // Nothing but refused cards left to draw (an empty pile, only Air Power discarded): the hand stays a card short.
    if (!s.cards.deck.length && s.cards.discard.every((c) => refusedCard(s, side, c))) return undefined;
    return drawCard(s, ctx, side);
  }
  return id;
}

/** Shuffle the discards (and, for Their Finest Hour, the rest of the deck) into a new draw pile. */
export function reshuffle(s: GameState, ctx: Ctx, withDeck: boolean): void {
  cardsOf(s, ctx);
  const pool = withDeck ? s.cards.deck.concat(s.cards.discard) : s.cards.discard;
  if (!pool.length) return;
  s.cards.deck = shuffled(rngOf(s), pool);
  s.cards.discard = [];
  ctx.events.push({ type: 'shuffled', cards: s.cards.deck.length });
}
