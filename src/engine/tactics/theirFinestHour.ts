/**
 * Their Finest Hour (cards.md; FAQ §VIII Their Finest Hour): roll 1 die per card in hand, this one included; each
 * infantry, armor or star face is an order slot (orders.ts fills the slots). At the end of the turn the discards
 * (it included) and the deck are reshuffled before the draw (Q2), unless the battle never reshuffles.
 */
import type { GameState } from '../types';
import type { Ctx } from '../turn/draft';
import { reshuffle } from '../turn/draw';
import { roll } from '../turn/roll';

/** Roll the order slots when the card is played (the card has already left the hand). */
export function rollOrderSlots(s: GameState, ctx: Ctx): Array<'infantry' | 'armor' | 'any'> {
  const faces = roll(s, ctx, s.cards.hands[s.turn.side].length + 1);
  const slots: Array<'infantry' | 'armor' | 'any'> = [];
  for (const f of faces) {
    if (f === 'infantry' || f === 'armor') slots.push(f);
    else if (f === 'star') slots.push('any');
  }
  return slots;
}

/** End of the turn, before the draw: discards and deck reshuffled together (not in a battle without reshuffle). */
export function reshuffleAfterFinestHour(s: GameState, ctx: Ctx): void {
  if (s.turn.command?.type === 'their-finest-hour' && !s.special?.noReshuffle) reshuffle(s, ctx, true);
}
