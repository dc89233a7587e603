/**
 * Ordering units (rulebook p.6 "Game Turn", step 2): which units the card may order is orders.ts; this records
 * the order (what the unit may do this turn) and applies the card effects that happen on ordering.
 */
import { digInInForce, digInOrdered, placeSandbags } from '../tactics/digIn';
import { battlesAllowed } from '../tactics/artilleryBombard';
import { medicsInForce, medicsRecover } from '../tactics/medics';
import type { GameState, UnitTurn } from '../types';
import { ownedTurnUnits, type Ctx } from './draft';

export function orderUnit(s: GameState, id: number, ctx: Ctx): void {
  const t = s.turn;
  const u = s.units[id]!;
  // Replaced, not changed: the list is shared with the parent state (cloneState).
  t.ordered = [...t.ordered, id];
  const ut: UnitTurn = {
    startRow: u.row,
    startCol: u.col,
    moved: 0,
    moveDone: false,
    stopped: false,
    noBattle: false,
    battles: 0,
    maxBattles: battlesAllowed(s, u),
    overrunUsed: false,
  };
  ownedTurnUnits(s).push(id);
  t.units[id] = ut;
  ctx.events.push({ type: 'ordered', unit: id });
  if (medicsInForce(s)) medicsRecover(s, u, ut, ctx);
  if (digInInForce(s)) digInOrdered(ut);
}

/** The orders are done: Dig-In places its sandbags, then the move step. */
export function endOrders(s: GameState, ctx: Ctx): void {
  if (digInInForce(s)) placeSandbags(s, ctx);
  s.turn.stage = 'move';
}
