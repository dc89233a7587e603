/**
 * Each ordered unit's move targets in a settled state, cached on the state with the matching `move` actions, so the
 * legal-action list and the move that follows share one search (and a move can carry other units' lists over).
 */
import { isAlive } from '../board';
import { cacheOf } from '../cache';
import { moveRules, moveTargetsOf, type ExitTarget, type MoveTarget } from '../movement';
import type { Action, GameState, Unit } from '../types';

/** A unit's move targets and exits, and the matching `move` and `exit` actions (shared by the states listing them). */
export interface UnitMoves {
  targets: MoveTarget[];
  exits: ExitTarget[];
  actions: Action[];
}

/** Move targets of a unit in a (settled, immutable) state, cached. */
export function cachedMoves(s: GameState, u: Unit): UnitMoves {
  const c = cacheOf(s);
  let m = c.moves as Map<number, UnitMoves> | undefined;
  if (!m) {
    m = new Map();
    c.moves = m;
  }
  let r = m.get(u.id);
  if (!r) {
    const exits: ExitTarget[] = [];
    const targets = unitMoveTargets(s, u, exits);
    const actions = targets.map((t): Action => ({ type: 'move', unit: u.id, to: t.to }));
    for (const x of exits) actions.push({ type: 'exit', unit: u.id, via: x.via });
    r = { targets, exits, actions };
    m.set(u.id, r);
  }
  return r;
}

export function cachedMoveTargets(s: GameState, u: Unit): MoveTarget[] {
  return cachedMoves(s, u).targets;
}

/** Move targets of an ordered unit now; its exits (exit markers of its side) go into `exits`. */
function unitMoveTargets(s: GameState, u: Unit, exits: ExitTarget[]): MoveTarget[] {
  const t = s.turn;
  const ut = t.units[u.id];
  if (!ut || !isAlive(u)) return [];
  if (t.stage === 'move2') {
    if (ut.secondMoveDone) return [];
    return moveTargetsOf(s, u, moveRules(s, u, true), undefined, exits);
  }
  if (ut.moveDone) return [];
  return moveTargetsOf(s, u, moveRules(s, u), ut, exits);
}

export function cachedExits(s: GameState, u: Unit): ExitTarget[] {
  return cachedMoves(s, u).exits;
}
