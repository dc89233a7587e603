/**
 * The Furia Francese (Equipment Pack §VII France, 002 l.648-652): in a battle that plays it (`rules.furiaFrancese`,
 * state `special.furiaFrancese`), a French Infantry unit (standard infantry of the French army: `army: 'french'`,
 * the `.m44` `inffr` figures) whose close assault eliminates its target or makes it retreat may either Take Ground (and
 * not battle), or stay in place and close assault another adjacent enemy unit with 1 die, ignoring terrain
 * reductions (decision `furia`). It may Take Ground after that second assault if eligible; one Furia assault a turn.
 * Never for specialised troops (special forces, engineers, special weapon assets...): the kind must be `infantry`.
 * Decisions: docs/rules-decisions.md C320-C322.
 */
import { isAlive, unitAt } from '../board';
import { battleTargets } from '../battle';
import type { Action, GameState, Unit, UnitTurn } from '../types';
import { declareBattle } from '../turn/combat';
import { mutTurnUnit } from '../turn/draft';
import type { Decision } from '../decisions/decision';
import { advance, canTakeGround } from '../decisions/takeGround';

/** The Furia Francese close assault's dice, whatever the terrain, the card or a leader (002 l.650: "only 1 die"). */
export const FURIA_DICE = 1;

/** Is this unit French Infantry that may follow the Furia Francese (standard infantry only, 002 l.652)? */
export function isFrenchInfantry(u: Unit): boolean {
  return u.army === 'french' && u.kind === 'infantry';
}

/** The dice of the unit's close assault now when it is its Furia assault (the turn record says so), else `dice`. */
export function furiaDice(ut: UnitTurn | undefined, dice: number): number {
  return ut?.furia ? FURIA_DICE : dice;
}

/** The adjacent enemies the unit may assault in its Furia (any it could close assault now, but the one it cleared). */
function furiaTargets(s: GameState, u: Unit, cleared: number): Action[] {
  const ut = s.turn.units[u.id];
  const out: Action[] = [];
  for (const b of battleTargets(s, u, ut, false)) if (b.close && b.unit !== cleared) out.push({ type: 'battle', unit: u.id, target: b.target });
  return out;
}

/**
 * A close assault by `u` is settled with the hex at `at` cleared (eliminated or retreated). In a Furia battle, French
 * Infantry that still stands where it assaulted from, with no Furia yet this turn and an adjacent enemy to assault,
 * is offered the choice (true); otherwise nothing is offered (false) and Take Ground goes on as usual.
 */
export function offerFuria(s: GameState, u: Unit, at: { row: number; col: number }, cleared: number): boolean {
  if (!s.special?.furiaFrancese || !isFrenchInfantry(u) || !isAlive(u) || unitAt(s, at)) return false;
  const ut = s.turn.units[u.id];
  if (!ut || ut.furia || ut.retreated || ut.battles < ut.maxBattles) return false;
  if (!furiaTargets(s, u, cleared).length) return false;
  s.pending.unshift({ kind: 'furia', actor: u.side, unit: u.id, row: at.row, col: at.col, cleared });
  return true;
}

export const furia: Decision<'furia'> = {
  actions(s, p): Action[] {
    const u = s.units[p.unit]!;
    const out = furiaTargets(s, u, p.cleared);
    if (!s.options.noTakeGround && canTakeGround(s, u, { row: p.row, col: p.col })) out.push({ type: 'takeGround' });
    out.push({ type: 'decline' });
    return out;
  },
  apply(s, p, a, ctx) {
    s.pending.shift();
    const u = s.units[p.unit]!;
    if (a.type === 'battle') {
      const ut = mutTurnUnit(s, u.id)!;
      ut.furia = true;
      ut.maxBattles++;
      ctx.events.push({ type: 'furia', unit: u.id });
      declareBattle(s, u.id, a.target, false, ctx);
    } else if (a.type === 'takeGround') advance(s, u, { row: p.row, col: p.col }, ctx);
  },
};
