/**
 * British Commonwealth Forces, Stiff Upper Lip (FAQ §VII, l.3408-3425): a ground unit of the side that survives an
 * enemy's close assault without retreating, down to a single figure, at once battles that enemy back with 1 die,
 * whatever the terrain (no battle dice reduction); an Overrun's close assault counts; never after an Ambush. Played
 * for the side the battle names (`special.stiffUpperLip`), always (decision C179: no player ever declines a free die).
 * The flags of the close assault are settled first: the unit battles back only if it stays (every flag ignored).
 */
import { isAlive } from '../board';
import type { GameState } from '../types';
import type { Ctx } from '../turn/draft';
import { strike } from '../turn/hits';
import { roll } from '../turn/roll';

/** The battle back's dice (FAQ §VII: "with 1d", ignoring all terrain battle dice reductions). */
export const BATTLE_BACK_DICE = 1;

/**
 * After a close assault's roll on `target` (a unit of the Stiff Upper Lip side) by `attacker`: it battles back now
 * when it is down to one figure with no flag to settle; with flags, its retreat decision is marked to battle back
 * if it stays.
 */
export function stiffUpperLip(s: GameState, target: number, attacker: number, ctx: Ctx): void {
  const v = s.units[target]!;
  if (!isAlive(v) || v.figures !== 1 || s.winner) return;
  const p = s.pending[0];
  if (p?.kind === 'retreat' && p.unit === target) {
    p.battleBack = true;
    return;
  }
  battleBack(s, target, attacker, ctx);
}

/** Its retreat settled without moving or losing a figure: the marked unit battles back. */
export function battleBackAfterRetreat(s: GameState, target: number, attacker: number, ctx: Ctx): void {
  const v = s.units[target]!;
  if (!isAlive(v) || v.figures !== 1 || s.winner || attacker < 0) return;
  battleBack(s, target, attacker, ctx);
}

function battleBack(s: GameState, target: number, attacker: number, ctx: Ctx): void {
  const u = s.units[attacker]!;
  if (!isAlive(u)) return;
  ctx.events.push({ type: 'battleBack', unit: target, target: attacker });
  const faces = roll(s, ctx, BATTLE_BACK_DICE);
  strike(s, u, faces, target, true, false, ctx);
}
