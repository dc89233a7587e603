/**
 * A side that may not play Air Power (FAQ §XII The Surrender of Elster's Column, 003 l.4643-4647: the scenario's rule
 * "If he draws it or receives it at game start, he must immediately discard it and draw a new one", said of the
 * Axis by the FAQ's answer). In a battle that plays it (`rules.noAirPower`, state `special.noAirPower`), an Air Power
 * card that side draws, or is dealt, goes face up to the discard pile at once and it draws another in its place; its
 * Counter-Attack copying an Air Power orders nothing (the Allies "alone" make air strikes). Decisions: docs/rules-
 * decisions.md C340-C341.
 */
import { cardType } from '../cards';
import type { GameEvent, GameState, Side } from '../types';

/** May `side` never hold card `id` (an Air Power, in a battle that bans it for that side)? */
export function refusedCard(s: GameState, side: Side, id: number): boolean {
  return s.special?.noAirPower === side && cardType(id) === 'air-power';
}

/**
 * Setting up: the banned side's dealt Air Power cards go to the discard pile, each replaced by the top card of the
 * pile (a replacement that is an Air Power too goes the same way). No die and no shuffle: the PRNG is untouched.
 */
export function refuseDealtAirPower(s: GameState, events?: GameEvent[]): void {
  const side = s.special?.noAirPower;
  if (!side) return;
  const hand = s.cards.hands[side];
  for (let i = 0; i < hand.length; i++) {
    while (i < hand.length && refusedCard(s, side, hand[i]!)) {
      const card = hand[i]!;
      s.cards.discard.push(card);
      events?.push({ type: 'airPowerRefused', side, card });
      const next = s.cards.deck.shift();
      if (next === undefined) hand.splice(i, 1);
      else hand[i] = next;
    }
  }
}
