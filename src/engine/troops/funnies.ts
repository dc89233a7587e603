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
import { cellAt, replaceCell, unitAt } from '../board';
import type { DieFace } from '../dice';
import { hexIndex, neighbors, type Hex } from '../hex';
import { BUNKER_PROTECTION } from '../terrain';
import type { GameState, Side, Unit } from '../types';
import type { Ctx } from '../turn/draft';

/** A close-assault target of a Petard Mortar tank that holds no unit: an adjacent bunker, and the dice it rolls. */
export interface EmptyBunkerTarget {
  target: Hex;
  dice: number;
}

/**
 * The bunkers with no unit next to a Petard Mortar tank that it may close-assault (Equipment Pack l.234 "a Bunker
 * may be targeted in Close Assault (usually with 2 dice) even if it contains no unit"; decision C314): any bunker
 * hex but its own side's, no unit on it. Its dice are a tank's close assault on a unit the bunker shelters: 3, the
 * card's bonus (`bonus`), +1 for the Petard Mortar, -2 for the bunker, less its own hex's penalty: the text's usual 2.
 */
export function emptyBunkerTargets(s: GameState, u: Unit, closeDice: number, bonus: number, penalty: number): EmptyBunkerTarget[] {
  const out: EmptyBunkerTarget[] = [];
  const g = s.board.geometry;
  for (const h of neighbors(g, u)) {
    const b = s.board.cells[hexIndex(g, h)]?.bunker;
    if (b === undefined || b === (u.side as Side)) continue;
    if (unitAt(s, h)) continue;
    const dice = closeDice + bonus + 1 - BUNKER_PROTECTION[1] - penalty;
    if (dice > 0) out.push({ target: h, dice });
  }
  return out;
}

/** Remove the bunker on `at` (a Petard Mortar's star): the game's own board copy with that cell replaced. */
export function removeBunker(s: GameState, id: number, at: Hex, ctx: Ctx): void {
  const cell = cellAt(s, at);
  if (cell?.bunker === undefined) return;
  const { bunker: _bunker, ...rest } = cell;
  replaceCell(s, hexIndex(s.board.geometry, at), rest);
  ctx.events.push({ type: 'bunkerDestroyed', unit: id, at: { row: at.row, col: at.col } });
}

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
