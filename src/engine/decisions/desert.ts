/**
 * North African Desert Rules (FAQ §III, l.1873-1895; house rules 001 l.605-606 "North African Armour Overrun"): in a
 * battle that plays them (`rules.desertOverrun`), armor that Takes Ground after a successful close assault may move
 * one more hex before its Overrun battle (decision `desertMove`, offered by decisions/takeGround.ts). Not after the
 * Overrun battle (Q1, l.1881-1883), and not when the hex taken stops it: a palm forest or desert town stops the unit,
 * and forbids the Overrun (Q2, l.1885-1887). Decision C70.
 */
import { isAlive, terrainAt } from '../board';
import { DIRECTIONS, onBoard, type Hex } from '../hex';
import { canEnter } from '../movement';
import type { Action, GameState, Unit, UnitTurn } from '../types';
import { mutTurnUnit } from '../turn/draft';
import { stepInto } from './takeGround';
import { offerOverrun } from './overrun';
import type { Decision } from './decision';

/** The hexes the armor may step into for its extra hex (as a Take Ground: no hedgerow, since it has moved). */
export function extraHexTargets(s: GameState, u: Unit): Hex[] {
  const ut = s.turn.units[u.id];
  if (!ut || ut.stopped || !isAlive(u)) return [];
  const out: Hex[] = [];
  for (const d of DIRECTIONS) {
    const to = { row: u.row + d.row, col: u.col + d.col };
    if (!onBoard(s.board.geometry, to)) continue;
    if (!canEnter(s, u, { row: u.row, col: u.col }, to, false)) continue;
    // Hedgerows: only a unit that has not moved this turn (FAQ §II Hedgerows Q3); this one has taken ground.
    if (terrainAt(s, to)!.hedgerow) continue;
    out.push(to);
  }
  return out;
}

/** `u` has taken ground and may still battle: offer the extra hex, or go straight to its Overrun when none is open. */
export function offerExtraHex(s: GameState, u: Unit, ut: UnitTurn): void {
  if (extraHexTargets(s, u).length) s.pending.unshift({ kind: 'desertMove', actor: u.side, unit: u.id });
  else offerOverrun(s, u, ut);
}

export const desertMove: Decision<'desertMove'> = {
  actions(s, p): Action[] {
    const out: Action[] = extraHexTargets(s, s.units[p.unit]!).map((to) => ({ type: 'move', unit: p.unit, to }));
    out.push({ type: 'decline' });
    return out;
  },
  apply(s, p, a, ctx) {
    s.pending.shift();
    const u = s.units[p.unit]!;
    if (a.type === 'move') {
      const canBattle = stepInto(s, u, a.to, ctx, true);
      if (!canBattle || s.winner) return;
    }
    offerOverrun(s, s.units[p.unit]!, mutTurnUnit(s, p.unit)!);
  },
};
