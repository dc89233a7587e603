/**
 * Each ordered unit's move targets in a settled state, cached on the state with the matching `move` actions, so the
 * legal-action list and the move that follows share one search (and a move can carry other units' lists over).
 */
import { isAlive } from '../board';
import { cacheOf } from '../cache';
import { gridOf } from '../grid';
import { found, MOVE_HEX, moveRules, searchMoves, type ExitTarget } from '../movement';
import type { Action, GameState, Unit } from '../types';
import { UNIT_KINDS } from '../units';
import { hasSpecialKinds } from '../specialKinds';

/**
 * A unit's move targets and exits, and the matching `move` and `exit` actions (shared by the states listing them).
 * `moves[k]` is the target of `actions[k]`, packed as movement.ts packs it (MOVE_HEX, moveSteps, MOVE_STOPS,
 * MOVE_NO_BATTLE): numbers, not objects, so a search allocates little; the exits' actions follow the moves'.
 */
export interface UnitMoves {
  /** The unit's id. */
  id: number;
  moves: number[];
  exits: ExitTarget[];
  actions: Action[];
}

/** Move targets of a unit in a (settled, immutable) state, cached. */
export function cachedMoves(s: GameState, u: Unit): UnitMoves {
  const c = cacheOf(s);
  let m = c.moves as UnitMoves[] | undefined;
  if (!m) {
    m = [];
    c.moves = m;
  }
  // A list, not a Map: a handful of ordered units at most, and a list is cheaper to make and to carry (turn/move.ts).
  let r: UnitMoves | undefined;
  for (let i = 0; i < m.length; i++) {
    if (m[i]!.id === u.id) {
      r = m[i];
      break;
    }
  }
  if (!r) {
    const exits: ExitTarget[] = [];
    const n = unitMoveTargets(s, u, exits);
    const hexes = gridOf(s.board).hexes;
    const moves: number[] = n ? new Array<number>(n) : NO_MOVES;
    const actions: Action[] = new Array<Action>(n + exits.length);
    for (let k = 0; k < n; k++) {
      const p = found[k]!;
      moves[k] = p;
      actions[k] = { type: 'move', unit: u.id, to: hexes[p & MOVE_HEX]! };
    }
    for (let k = 0; k < exits.length; k++) actions[n + k] = { type: 'exit', unit: u.id, via: exits[k]!.via };
    r = { id: u.id, moves, exits, actions };
    m.push(r);
  }
  return r;
}

/** No move target (shared: never changed). */
const NO_MOVES: number[] = [];

/** The packed move target (movement.ts) of an ordered unit to hex index `to`, or -1 when it cannot go there. */
export function cachedMoveTo(s: GameState, u: Unit, to: number): number {
  const moves = cachedMoves(s, u).moves;
  for (let k = 0; k < moves.length; k++) if ((moves[k]! & MOVE_HEX) === to) return moves[k]!;
  return -1;
}

/** Move targets of an ordered unit now, packed into movement.ts's `found`: their number; its exits go into `exits`. */
function unitMoveTargets(s: GameState, u: Unit, exits: ExitTarget[]): number {
  const t = s.turn;
  const ut = t.units[u.id];
  if (!ut || !isAlive(u)) return 0;
  // foot: a sniper never leaves by an exit marker (FAQ §IV Snipers Q, l.2502-2504).
  // Only a battle with special kinds may have one (specialKinds.ts).
  const ex = hasSpecialKinds(s) && UNIT_KINDS[u.kind].noMedal ? undefined : exits;
  if (t.stage === 'move2') {
    if (ut.secondMoveDone) return 0;
    return searchMoves(s, u, moveRules(s, u, true), undefined, ex);
  }
  if (ut.moveDone) return 0;
  return searchMoves(s, u, moveRules(s, u), ut, ex);
}

export function cachedExits(s: GameState, u: Unit): ExitTarget[] {
  return cachedMoves(s, u).exits;
}
