/**
 * Behind Enemy Lines (cards.md; FAQ §VIII): the ordered infantry moves, battles, then moves again (stage `move2`).
 * Its move allowances are movement.ts `moveRules` (`second`); the second move step is turn/move.ts and
 * turn/endTurn.ts.
 */
import { isAlive } from '../board';
import { isInfantryKind } from '../units';
import type { GameState } from '../types';

/** After the battles: does a second move follow (the card in force and an ordered infantry still alive)? */
export function secondMoveFollows(s: GameState): boolean {
  const t = s.turn;
  if (t.command?.type !== 'behind-enemy-lines' || t.fallback) return false;
  return t.ordered.find((i) => isAlive(s.units[i]!) && isInfantryKind(s.units[i]!.kind)) !== undefined;
}
