/**
 * Hobart's Funnies (Equipment Pack, Hobart's Funnies, l.184-236; FAQ §IV Hobart's Funnies l.2827-2863; FAQ §XII
 * Breakthrough to the Beach l.4308-4310; docs/rules-decisions.md C260-C266). The one variant played is the Churchill
 * AVRE, the Petard Mortar tank (kind `avre`): a tank unit that moves and battles like any other, and:
 *
 * - In a close assault on a unit in a bunker (or a field bunker) it rolls 1 more die (battle.ts `diceVersus`).
 * - When that roll shows a star, the bunker is removed from the hex before the hits and flags are applied: the unit
 *   inside is not harmed by the loss itself, and no longer ignores a flag for the bunker (FAQ §IV Q2, Q3); with the
 *   hex emptied, the tank may Take Ground and overrun as usual (Equipment Pack; FAQ §IV Q1).
 * - It clears an enemy minefield it enters instead of battling, as combat engineers do (FAQ §XII l.4310, the
 *   scenario's own ruling for its Churchill AVRE: troops/engineers.ts reads the `clearsMines` flag).
 *
 * The bunker is board data shared by the games of a battle: a game whose bunker falls gets its own board copy with
 * that one cell replaced (board.ts `replaceCell`), as a built or blown bridge does, so other games are untouched.
 */
import { cellAt, replaceCell } from '../board';
import type { DieFace } from '../dice';
import { hexIndex } from '../hex';
import type { GameState, Unit } from '../types';
import type { Ctx } from '../turn/draft';

/** The Petard Mortar's extra die against `target`: 1 when it stands in a bunker of any claim, else 0. */
export function petardBonus(s: GameState, target: Unit): number {
  return cellAt(s, target)?.bunker !== undefined ? 1 : 0;
}

/**
 * A Petard Mortar tank's close assault on `target` rolled `faces`: a star removes the bunker on the target's hex.
 * Called between the roll and the hits, so the retreat that follows no longer has the bunker's flag.
 */
export function petardBlast(s: GameState, u: Unit, target: Unit, faces: readonly DieFace[], ctx: Ctx): void {
  const cell = cellAt(s, target);
  if (cell?.bunker === undefined || !faces.includes('star')) return;
  const { bunker: _bunker, ...rest } = cell;
  replaceCell(s, hexIndex(s.board.geometry, target), rest);
  ctx.events.push({ type: 'bunkerDestroyed', unit: u.id, at: { row: target.row, col: target.col } });
}
