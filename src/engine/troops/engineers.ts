/**
 * Combat engineers (FAQ §IV Combat Engineers, l.2270-2338; Terrain Pack p.13 as quoted there; FAQ §II Minefields
 * l.1084-1096, Road Blocks l.1251; docs/rules-decisions.md C150-C154). An engineer is standard infantry (4 figures,
 * move 1 and battle or 2 and not battle, 3/2/1 dice) except:
 *
 * - In a close assault it ignores every dice reduction of the target's terrain and obstacles (sandbags, bunkers
 *   included: FAQ Q); the target may still ignore flags as its hex allows (FAQ Q). battle.ts `protection`.
 * - On wire it may battle (at -1, the wire penalty) and the wire is removed by that battle (combat.ts); it keeps the
 *   infantry's choice of removing wire instead of battling.
 * - An engineer that enters an enemy minefield by its (first) move and may still battle clears it instead of
 *   battling: the counter is removed, whatever its value (a decoy too). One that may not battle sets it off as any
 *   unit does. An engineer ordered while standing on an enemy minefield that does not move clears it instead of
 *   battling, when the move step ends (FAQ §II Minefields Q, l.1088-1096).
 * - An engineer that moved onto a road block this turn may remove it instead of battling (FAQ §II Road Blocks Q,
 *   l.1251): the `removeWire` action, which removes the obstacle the unit stands on (turn/combat.ts).
 */
import { digsMinefield } from './funnies2';
import { obstacleAt } from '../board';
import { hexIndex, type Hex } from '../hex';
import { UNIT_KINDS } from '../units';
import type { GameState, Unit, UnitTurn } from '../types';
import { mutTurnUnit, type Ctx } from '../turn/draft';

/** Removes the minefield on `at` (its hidden value too) and records who cleared it. */
function clearMinefield(s: GameState, u: Unit, at: Hex, ctx: Ctx): void {
  const k = String(hexIndex(s.board.geometry, at));
  const mines = { ...s.mines };
  delete mines[k];
  s.mines = mines;
  if (s.hidden?.mines && k in s.hidden.mines) {
    const hiddenMines = { ...s.hidden.mines };
    delete hiddenMines[k];
    s.hidden = { ...s.hidden, mines: hiddenMines };
  }
  ctx.events.push({ type: 'minesCleared', unit: u.id, at: { row: at.row, col: at.col } });
}

/**
 * An engineer's move ended on `at`: when an enemy minefield is there and the unit may still battle, it clears the
 * minefield instead of battling and the function returns true (the caller then does not set it off).
 */
export function engineerEntersMinefield(s: GameState, u: Unit, at: Hex, second: boolean, ctx: Ctx): boolean {
  // vehicles: the Churchill AVRE clears minefields as engineers do (FAQ §XII l.4310; troops/funnies.ts).
  const k = UNIT_KINDS[u.kind];
  // funnies: a Mine digger removes the minefield by any entry and keeps its battle (troops/funnies2.ts).
  if (k.mineDigger) {
    if (!digsMinefield(s, u, at)) return false;
    clearMinefield(s, u, at, ctx);
    return true;
  }
  if (!(k.engineer || k.clearsMines) || second) return false;
  const m = s.mines?.[String(hexIndex(s.board.geometry, at))];
  if (!m || m.owner === u.side) return false;
  const ut = mutTurnUnit(s, u.id)!;
  if (ut.noBattle || ut.battles >= ut.maxBattles) return false;
  clearMinefield(s, u, at, ctx);
  ut.battles = ut.maxBattles;
  return true;
}

/**
 * The move step is over: each ordered engineer that did not move, stands on an enemy minefield and may battle clears
 * it instead of battling (FAQ §II Minefields Q, l.1088-1096: "instead of battling he must clear the Minefield").
 */
export function engineersClearStandingMines(s: GameState, ctx: Ctx): void {
  if (!s.mines) return;
  const t = s.turn;
  for (let i = 0; i < t.ordered.length; i++) {
    const id = t.ordered[i]!;
    const u = s.units[id]!;
    const k = UNIT_KINDS[u.kind];
    if (!(k.engineer || k.clearsMines) || u.figures <= 0) continue;
    const ut = t.units[id]!;
    if (ut.moved > 0 || ut.noBattle || ut.battles >= ut.maxBattles) continue;
    const m = s.mines?.[String(hexIndex(s.board.geometry, u))];
    if (!m || m.owner === u.side) continue;
    clearMinefield(s, u, u, ctx);
    mutTurnUnit(s, id)!.battles = ut.maxBattles;
  }
}

/** May this ordered engineer remove the road block it stands on (it moved onto it this turn and may still battle)? */
export function engineerMayClearRoadblock(s: GameState, u: Unit, ut: UnitTurn): boolean {
  return ut.moved > 0 && obstacleAt(s, u) === 'roadblock';
}
