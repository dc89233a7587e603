/**
 * Brandenburgers (FAQ §IV Brandenburgers, l.2748-2781): German commandos in enemy uniform. The unit is 3 figures and an
 * enemy figure, a marker that counts for nothing but the disguise (Q1: once removed, the unit is simply down by it;
 * Q3-Q4: nothing brings it back). Special forces infantry in every other way (the kind's table entry, units.ts).
 *
 * - Hits scored against a unit still in disguise (state unit `disguised`, absent on every other unit) make the
 *   attacker re-roll one die: an infantry symbol removes the enemy figure and the first roll counts as rolled; any
 *   other face and the first roll is ignored, flags included (decision C251).
 * - Ordered to battle, or ambushing (Q2), it removes the enemy figure before it rolls.
 * Read through one property of the unit in the hot paths (`strike`, `declareBattle`, the Ambush), so ordinary units
 * never pay. Decisions C250-C252.
 */
import type { GameState, Unit } from '../types';
import { own, type Ctx } from '../turn/draft';
import { roll } from '../turn/roll';

/** The enemy figure is removed (it battled, ambushed, or the re-roll showed an infantry symbol). */
export function dropDisguise(s: GameState, u0: Unit, ctx: Ctx): void {
  if (!u0.disguised) return;
  const u = own(s, ctx, u0.id);
  delete u.disguised;
  ctx.events.push({ type: 'disguise', unit: u.id, held: false });
}

/**
 * Hits were scored against Brandenburgers still in disguise: the attacker re-rolls one die. True when the disguise
 * holds (no infantry symbol: the whole first roll is ignored); false when the enemy figure is removed and the first
 * roll counts.
 */
export function disguiseHolds(s: GameState, v: Unit, ctx: Ctx): boolean {
  const [face] = roll(s, ctx, 1);
  if (face === 'infantry') {
    dropDisguise(s, v, ctx);
    return false;
  }
  ctx.events.push({ type: 'disguise', unit: v.id, held: true });
  return true;
}
