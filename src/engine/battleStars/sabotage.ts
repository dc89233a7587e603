/**
 * Sabotage (house rules 001 l.343, a Terrain Pack battle star) with Destroy Supplies (house rules App. 2 Supply Depot,
 * l.575; FAQ §III Destroy Supplies, card 14, l.1934-1938); decisions C361-C363. A scenario rule (`rules.sabotage`, per
 * side: the objective hexes), never a default (C90).
 *
 * - An ordered unit of the side standing on one of its objectives not yet destroyed, that may still battle, may instead
 *   of battling roll its close-assault dice (its kind's dice at 1 hex, with the card's bonus, as a cave's sealing:
 *   troops/caves.ts). A star destroys the objective: the side wins 1 medal (the star taken as a Victory Marker), and
 *   the objective's tile is removed from the board (the hex becomes countryside, its battle-star marker gone; a
 *   bridge is not a tile this rule removes). The unit stays; its battle is spent either way.
 * - A supply depot destroyed this way cuts the move of every armor unit of the other side by 1 hex for the rest of
 *   the battle (its move and its move-and-battle alike; once, however many depots go).
 *
 * State: `GameState.sabotaged` (by hex index: who destroyed it and what it was), absent until an objective goes.
 */
import { cellAt, replaceCell } from '../board';
import { hexIndex, type Hex } from '../hex';
import type { MoveRules } from '../movement';
import type { GameState, Side, Unit, UnitTurn } from '../types';
import { UNIT_KINDS } from '../units';
import { cardBonus } from '../battle';
import { addMedals, checkVictory } from '../victory';
import { mutTurnUnit, type Ctx } from '../turn/draft';
import { roll } from '../turn/roll';

/** Medals a destroyed objective is worth (l.343: "Take the Battle Star as a Victory Marker"). */
export const SABOTAGE_MEDALS = 1;
/** Hexes the armor of a side that lost a supply depot moves less (l.575: "by one hex"). */
export const DEPOT_ARMOR_CUT = 1;

/** Is `h` an objective of `side`'s sabotage not yet destroyed? */
export function isObjective(s: GameState, side: Side, h: Hex): boolean {
  const rule = s.special?.sabotage?.[side];
  if (!rule) return false;
  let found = false;
  for (const o of rule.hexes) if (o.row === h.row && o.col === h.col) found = true;
  return found && !s.sabotaged?.[String(hexIndex(s.board.geometry, h))];
}

/**
 * May this ordered unit sabotage the objective it stands on instead of battling? Its side's objective, not yet
 * destroyed, and the unit may still battle (the caller has checked its battles left: legal.ts). A unit that may not
 * battle this turn (it entered a town-like tile, say) may not sabotage either.
 */
export function maySabotage(s: GameState, u: Unit, ut: UnitTurn): boolean {
  if (ut.noBattle || ut.retreated || ut.battles >= ut.maxBattles) return false;
  return isObjective(s, u.side, u);
}

/** The sabotage attempt of unit `id` (the `sabotage` action): close-assault dice, a star destroys the objective. */
export function sabotage(s: GameState, id: number, ctx: Ctx): void {
  const u = s.units[id]!;
  const ut = mutTurnUnit(s, u.id)!;
  const n = Math.max(1, (UNIT_KINDS[u.kind].dice[0] ?? 0) + cardBonus(s, u, ut, true, false));
  const faces = roll(s, ctx, n);
  const destroyed = faces.includes('star');
  const at = { row: u.row, col: u.col };
  ut.battles = ut.maxBattles;
  const old = cellAt(s, at)!;
  ctx.events.push({ type: 'sabotage', unit: u.id, side: u.side, at, destroyed, was: old.terrain });
  if (!destroyed) return;
  const i = hexIndex(s.board.geometry, at);
  s.sabotaged = { ...s.sabotaged, [String(i)]: { by: u.side, was: old.terrain } };
  if (!old.bridge) {
    const { marker: _star, ...rest } = old;
    replaceCell(s, i, { ...rest, terrain: 'countryside' });
  }
  addMedals(s, u.side, SABOTAGE_MEDALS);
  checkVictory(s, u.side, ctx.events);
}

/** Hexes the armor of `side` moves less because the enemy destroyed one of its supply depots (0 or 1). */
export function depotCut(s: GameState, side: Side): number {
  const done = s.sabotaged;
  if (!done) return 0;
  for (const k in done) {
    const d = done[k]!;
    if (d.was === 'supply-depot' && d.by !== side) return DEPOT_ARMOR_CUT;
  }
  return 0;
}

/** An armor unit's move allowance with its side's lost depot counted (movement.ts: call only when `s.sabotaged`). */
export function cutArmorMove(s: GameState, u: Unit, r: MoveRules): MoveRules {
  if (UNIT_KINDS[u.kind].symbol !== 'armor') return r;
  const cut = depotCut(s, u.side);
  if (!cut || r.max === 0) return r;
  return { max: Math.max(0, r.max - cut), battleMax: Math.max(0, r.battleMax - cut), ignoreTerrain: r.ignoreTerrain };
}
