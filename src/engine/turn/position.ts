/** A unit changes hex (move, retreat, Take Ground): sandbags it leaves are lifted, objectives and victory checked. */
import { hasSandbags, setSandbags, unitShifted } from '../board';
import type { Hex } from '../hex';
import { checkVictory, takePermanentObjectives } from '../victory';
import type { GameState, Unit } from '../types';
import { own, type Ctx } from './draft';
import { checkHeadquarters } from './headquarters';

/** Move a unit (any cause) and lift the sandbags it leaves (FAQ §II Sandbags Q1). */
export function relocate(s: GameState, u0: Unit, to: Hex, ctx: Ctx): void {
  const u = own(s, ctx, u0.id);
  if (hasSandbags(s, u)) {
    setSandbags(s, u, false);
    ctx.events.push({ type: 'sandbagsRemoved', at: { row: u.row, col: u.col } });
  }
  const from: Hex = { row: u.row, col: u.col };
  u.row = to.row;
  u.col = to.col;
  unitShifted(s, u.id, from, to);
}

/** After a unit changed hex: permanent objectives taken, then the medal count (the side to play first). */
export function afterPositionChange(s: GameState, ctx: Ctx): void {
  // Capture HQ/Supply Tent: a headquarters taken or reclaimed (turn/headquarters.ts).
  if (s.special?.headquarters) checkHeadquarters(s, ctx);
  takePermanentObjectives(s, ctx.events);
  checkVictory(s, s.turn.side, ctx.events);
}
