/**
 * Wittmann's Tiger (FAQ §IV Tigers, Q l.2658-2660: "The rules for Wittmann's Tiger unit says that if he doesn't move,
 * he attacks with four dice ... If Wittman moves at all (even to Take Ground), he loses the extra attack die"): the
 * kind `tiger-ace`, a Tiger in every other way (one figure, hits confirmed by a grenade). On a turn it has not moved
 * (no move, no ground taken: troops/swa.ts `movedThisTurn`, the late-war assets' test) it battles with its kind's
 * `unmovedDice`, 4 at any range; once moved, with an armor unit's 3, so an Armor Overrun after Taking Ground rolls 3.
 * Card bonuses and terrain apply to either count as to any armor. Decision C414. Only kinds with `unmovedDice` reach
 * this module: battle.ts `diceByDistance` tests the flag first.
 */
import type { GameState, Unit } from '../types';
import { UNIT_KINDS } from '../units';
import { movedThisTurn } from './swa';

/** The ace's dice by distance now: its unmoved dice, or its kind's ordinary dice once it moved this turn. */
export function aceDice(s: GameState, u: Unit): readonly number[] {
  const k = UNIT_KINDS[u.kind];
  return movedThisTurn(s, u) ? k.dice : k.unmovedDice!;
}
