/**
 * Dig-In (cards.md; FAQ §VIII Dig-In, §II Sandbags Q3/Q5): the ordered units neither move nor battle; when the
 * orders are done each gets sandbags, on land hexes only and from the pieces not already on the board.
 */
import { hasSandbags, setSandbags, terrainAt } from '../board';
import type { GameState, UnitTurn } from '../types';
import type { Ctx } from '../turn/draft';

/** Sandbag pieces in the box: Dig-In may place only those not on the board (FAQ §II Sandbags Q5). */
export const SANDBAG_PIECES = 12;

/** Is Dig-In in force (not played as a one-unit fallback)? */
export function digInInForce(s: GameState): boolean {
  return s.turn.command?.type === 'dig-in' && !s.turn.fallback;
}

/** A unit ordered by Dig-In stays put and does not battle. */
export function digInOrdered(ut: UnitTurn): void {
  ut.moveDone = true;
  ut.noBattle = true;
}

/** End of orders: sandbags under each ordered unit, while pieces last. */
export function placeSandbags(s: GameState, ctx: Ctx): void {
  for (const id of s.turn.ordered) {
    const u = s.units[id]!;
    const onBoardCount = Object.keys(s.sandbags).length;
    if (onBoardCount >= SANDBAG_PIECES) break;
    if (terrainAt(s, u)!.noBattleFrom || hasSandbags(s, u)) continue;
    setSandbags(s, u, true);
    ctx.events.push({ type: 'sandbagsPlaced', unit: id, at: { row: u.row, col: u.col } });
  }
}
