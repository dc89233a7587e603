/**
 * Armor Overrun (rulebook p.11; FAQ §I Take Ground Q5-Q7, §IV Standard Units Q4): armor that has taken ground may,
 * once per turn, battle again at once (decision `overrun`; the Overrun battle keeps the card's bonus: battle.ts
 * `cardBonus`). Declined, or with no target, the extra battle is gone.
 */
import { isAlive } from '../board';
import { battleTargets } from '../battle';
import { UNIT_KINDS } from '../units';
import type { Action, GameState, Unit, UnitTurn } from '../types';
import { declareBattle } from '../turn/combat';
import { mutTurnUnit } from '../turn/draft';
import type { Decision } from './decision';

/** `u` has just taken ground and may still battle from there: offer its Overrun (once per turn). */
export function offerOverrun(s: GameState, u: Unit, ut: UnitTurn): void {
  if (UNIT_KINDS[u.kind].overrun && !ut.overrunUsed) {
    ut.maxBattles++;
    s.pending.unshift({ kind: 'overrun', actor: u.side, unit: u.id });
  }
}

export const overrun: Decision<'overrun'> = {
  actions(s, p): Action[] {
    const u = s.units[p.unit]!;
    const out: Action[] = battleTargets(s, u, s.turn.units[u.id], true).map((b) => ({ type: 'battle', unit: u.id, target: b.target }));
    out.push({ type: 'decline' });
    return out;
  },
  apply(s, p, a, ctx) {
    s.pending.shift();
    if (a.type === 'battle') {
      // The `overrun` event (types.ts, docs/engine.md) marks the Armor Overrun battle (rulebook p.11).
      ctx.events.push({ type: 'overrun', unit: a.unit });
      declareBattle(s, a.unit, a.target, true, ctx);
    } else forgoOverrun(s, p.unit);
  },
  auto(s, p) {
    const u = s.units[p.unit]!;
    if (isAlive(u) && battleTargets(s, u, s.turn.units[u.id], true).length) return false;
    s.pending.shift();
    forgoOverrun(s, u.id);
    return true;
  },
};

/** A declined or target-less Overrun: the extra battle it granted is gone (one battle per turn, rulebook l.304). */
function forgoOverrun(s: GameState, id: number): void {
  const ut = mutTurnUnit(s, id);
  if (ut) ut.maxBattles = ut.battles;
}
