/**
 * Armor in a trench (FAQ §IV Tank Destroyers, 003 l.2796-2798: "Like all other Armor units, Tank Destroyers may not
 * battle when in a Trench"). The terrain table names the classes barred (`TerrainDef.noBattleFromClass`: trenches,
 * armor); a unit of such a class standing there has no battle target, so no battle, no Armor Overrun (a tank that
 * took ground into a trench is in it when it would overrun) and no Ambush; an Assault Bridge may not lay its bridge
 * there, laying being its battle (C353). A Fascine's ground is the trench (countryside to it: troops/funnies3.ts), so
 * it battles from one (FAQ l.2839 "may battle from Trenches"). Decision C400.
 *
 * Every other terrain lacks the field: callers test `t.noBattleFromClass !== undefined` first, so ordinary hexes pay a
 * single property read.
 */
import type { TerrainDef } from '../terrain';
import type { GameState, Unit } from '../types';
import { UNIT_KINDS } from '../units';
import { CLASS_BIT } from '../grid';
import { funnyTerrainAt } from './funnies3';

/** Is the unit on `t` (its own hex's terrain, which has `noBattleFromClass`) barred from battling there? */
export function barredFromBattle(s: GameState, u: Unit, t: TerrainDef): boolean {
  const k = UNIT_KINDS[u.kind];
  if ((t.noBattleFromClass! & CLASS_BIT[k.symbol]) === 0) return false;
  // funnies3: a Fascine's trench is countryside to it, for its battles too.
  if (k.funnyGround) return ((funnyTerrainAt(s, u, k.funnyGround).noBattleFromClass ?? 0) & CLASS_BIT[k.symbol]) !== 0;
  return true;
}
