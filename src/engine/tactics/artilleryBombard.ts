/**
 * Artillery Bombard (cards.md; FAQ §VIII Artillery Bombard): ordered artillery may battle twice, one battle after
 * the other; once another unit battles, a unit that has battled once loses its second battle (Q4). Its 3-hex move
 * is movement.ts `moveRules`.
 */
import type { GameState, Unit } from '../types';
import { mutTurnUnit } from '../turn/draft';
import { isArtilleryKind } from '../units';

/** Battles a unit just ordered may make this turn. */
export function battlesAllowed(s: GameState, u: Unit): number {
  const t = s.turn;
  const bombard = t.command?.type === 'artillery-bombard' && !t.fallback && isArtilleryKind(u.kind);
  return bombard ? 2 : 1;
}

/** Unit `id` is about to battle: any other unit that has battled once and could battle again loses that battle. */
export function endOtherBombards(s: GameState, id: number): void {
  const t = s.turn;
  for (const oid of t.ordered) {
    const o = t.units[oid]!;
    if (oid !== id && o.battles > 0 && o.battles < o.maxBattles) mutTurnUnit(s, oid)!.battles = o.maxBattles;
  }
}
