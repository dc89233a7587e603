/** A unit changes hex (move, retreat, Take Ground): sandbags it leaves are lifted, objectives and victory checked. */
import { hasSandbags, setSandbags, unitShifted } from '../board';
import type { Hex } from '../hex';
import { checkVictory, takePermanentObjectives } from '../victory';
import type { GameState, Unit } from '../types';
import { own, type Ctx } from './draft';
import { checkDams } from './dams';
import { checkHeadquarters } from './headquarters';
import { unitLeft } from '../troops/guns';
import { raftAfterMove } from '../troops/rafts';
import { placeTrain } from '../troops/trains';

/** Move a unit (any cause) and lift the sandbags it leaves (FAQ §II Sandbags Q1). */
export function relocate(s: GameState, u0: Unit, to: Hex, ctx: Ctx): void {
  const u = own(s, ctx, u0.id);
  if (hasSandbags(s, u)) {
    setSandbags(s, u, false);
    ctx.events.push({ type: 'sandbagsRemoved', at: { row: u.row, col: u.col } });
  }
  // A camouflaged unit that moves in any way, a retreat included, loses its camouflage (FAQ §III Camouflage Q, l.1990-1992).
  if (u.camouflaged) uncover(s, u, ctx);
  const from: Hex = { row: u.row, col: u.col };
  // trains: the wagon follows along the track (troops/trains.ts).
  if (u.wagon) placeTrain(s, u, to);
  else {
    u.row = to.row;
    u.col = to.col;
    unitShifted(s, u.id, from, to);
  }
  // Cross-hair markers on it, or a lone zeroing unit's own (Big Gun, destroyer), come back (troops/guns.ts).
  if (s.zeroed) unitLeft(s, u.id);
  // troopact: ashore from the river, a collapsible boat is gone for good (troops/rafts.ts).
  if (u.raft) raftAfterMove(s, u, from, ctx);
}

/**
 * A camouflaged unit moved or battled: it is in plain view from now on (FAQ §III Camouflage, l.1966-1996: "moves in
 * any way", "battles at any time", an Ambush included; being attacked does not uncover it, Q3).
 */
export function uncover(s: GameState, u0: Unit, ctx: Ctx): void {
  if (!u0.camouflaged) return;
  const u = own(s, ctx, u0.id);
  delete u.camouflaged;
  ctx.events.push({ type: 'uncovered', unit: u.id });
}

/** After a unit changed hex: permanent objectives taken, then the medal count (the side to play first). */
export function afterPositionChange(s: GameState, ctx: Ctx): void {
  // Capture HQ/Supply Tent: a headquarters taken or reclaimed (turn/headquarters.ts).
  if (s.special?.headquarters) checkHeadquarters(s, ctx);
  // Sabotaging a Dam: an enemy unit on a dam clears its tokens (turn/dams.ts).
  if (s.damTokens) checkDams(s, ctx);
  takePermanentObjectives(s, ctx.events);
  checkVictory(s, s.turn.side, ctx.events);
}
