/**
 * Special Weapon Assets (Equipment Pack §V; FAQ §IX): infantry units carrying a mortar, a machine gun or an anti-tank
 * gun. Their abilities are flags of the unit table (units.ts: `starsHitInfantry`, `antiTank`, the mortar's dice and
 * sight); this module says when a late-war model's extras hold. Decisions C163, C212-C215.
 *
 * - Early-war models move 1-2 hexes or battle, on every card (movement.ts, `moveAndBattle: 0`; FAQ §IX Q l.3899,
 *   l.3913-3915: Infantry Assault and Behind Enemy Lines do not change it), and never Banzai (FAQ §IX l.3923).
 * - Late-war models move 1 and battle or 2 and not, as infantry; on a turn they have not moved (no move, no ground
 *   taken) their extras hold: the machine gun's stars hit infantry, the anti-tank gun's armor, the mortar reaches 4
 *   hexes (3-2-1-1) without line of sight; once moved they battle as standard infantry (3-2-1, line of sight, no star
 *   bonus: FAQ §IX l.3905-3911). The late mortar ignores its target's terrain either way (Equipment Pack l.530).
 */
import type { GameState, Unit } from '../types';
import { UNIT_KINDS } from '../units';

/** Dice of a late-war asset that moved this turn: standard infantry's. */
const MOVED_DICE = [3, 2, 1] as const;

/** Has this unit moved this turn (a move or ground taken)? A unit with no order this turn has not. */
export function movedThisTurn(s: GameState, u: Unit): boolean {
  const ut = s.turn.units[u.id];
  return ut !== undefined && (ut.moved > 0 || ut.advanced === true);
}

/** Do the kind's extras hold for this unit now? Always but for a late-war asset that moved this turn. */
export function assetExtras(s: GameState, u: Unit): boolean {
  return !UNIT_KINDS[u.kind].lateWarAsset || !movedThisTurn(s, u);
}

/** A late-war asset's dice by distance: its own unmoved, standard infantry's once it moved. */
export function lateAssetDice(s: GameState, u: Unit): readonly number[] {
  return movedThisTurn(s, u) ? MOVED_DICE : UNIT_KINDS[u.kind].dice;
}

/** Does this late-war asset need line of sight now (the mortar unmoved does not)? */
export function lateAssetNeedsSight(s: GameState, u: Unit): boolean {
  return UNIT_KINDS[u.kind].needsSight || movedThisTurn(s, u);
}
