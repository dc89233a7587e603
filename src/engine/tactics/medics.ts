/**
 * Medics & Mechanics (cards.md; FAQ §VIII): the ordered unit rolls 1 die per card in hand (this one included); each
 * face of its symbol or a star gives one figure back, up to its starting strength. A unit that recovers nothing
 * may not move or battle; one that recovers may.
 */
import { UNIT_KINDS } from '../units';
import type { GameState, Unit, UnitTurn } from '../types';
import { own, type Ctx } from '../turn/draft';
import { roll } from '../turn/roll';

/** Is Medics & Mechanics in force (not played as a one-unit fallback)? */
export function medicsInForce(s: GameState): boolean {
  return s.turn.command?.type === 'medics-mechanics' && !s.turn.fallback;
}

/** The roll for a unit just ordered under Medics & Mechanics. */
export function medicsRecover(s: GameState, u: Unit, ut: UnitTurn, ctx: Ctx): void {
  if (recoverFigures(s, u, s.cards.hands[s.turn.side].length + 1, ctx) === 0) {
    ut.moveDone = true;
    ut.noBattle = true;
  }
}

/**
 * The recovery roll itself, shared with Oasis and Hospital Recovery (turn/recover.ts): `dice` dice, each face of the
 * unit's symbol or a star gives one figure back, up to its starting strength. Returns the figures recovered.
 */
export function recoverFigures(s: GameState, u: Unit, dice: number, ctx: Ctx): number {
  const faces = roll(s, ctx, dice);
  const sym = UNIT_KINDS[u.kind].symbol;
  const back = Math.min(u.maxFigures - u.figures, faces.filter((f) => f === 'star' || f === sym).length);
  if (back > 0) {
    own(s, ctx, u.id).figures += back;
    ctx.events.push({ type: 'recovered', unit: u.id, figures: back });
  }
  return back;
}
