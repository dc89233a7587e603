/**
 * Readings the importer (m44.ts) learned from a survey of public real scenarios (docs/research/holdout-survey.md):
 * names and codes those files write that the development files did not, each identified from the files' own text
 * and the rule documents (rules-decisions C370 onward).
 */
import type { TerrainKind, UnitKind } from './types';

/**
 * Terrain tile names of other board faces (desert `d`, winter `w`) or with a crossing drawn (`x`) for terrains the
 * engine's table names only on one face (rules-decisions C370, C371): the tile's rules are the terrain's on every
 * face, as `dhill`/`whill` are hills and `wforest` a forest.
 */
export const M44_TERRAIN_ALIASES: Readonly<Record<string, TerrainKind>> = {
  // FAQ §II Airfields (Pacific Theater): the desert, winter and country tiles of the same airfield (C370).
  dairfield: 'airfield',
  dairfieldx: 'airfield',
  wairfield: 'airfield',
  wairfieldx: 'airfield',
  airfieldx: 'airfield',
  // Eastern Front trenches on the winter face (C371).
  wtrenches: 'trenches',
  // flooded (house rules App. 2 High Ground & Flooded Fields, l.541-544): dry open ground among flooded fields, with
  // no effect of its own (C391); its presence floods the battle's other open hexes (m44.ts `floodOpenGround`).
  highground: 'countryside',
  // A pond: a small lake (house rules App. 2 Lake, l.527-528: impassable, sight not blocked by one; C392).
  pond: 'lake',
};

/** Tiles that mark a Flooded Fields battle: with one on the board, its open countryside is flooded (C391). */
export const M44_FLOOD_MARKERS: ReadonlySet<string> = new Set(['highground']);

/**
 * Special Weapon Assets (Equipment Pack §V; FAQ §IX) by badge on a standard infantry unit (`inf` + nation): badge37
 * the anti-tank weapon, badge41 the mortar, identified from the survey files' own briefings (rules-decisions C372,
 * C373). The model is chosen by the battle's date (C374).
 */
const SWA_BADGES: Readonly<Record<string, { early: UnitKind; late: UnitKind }>> = {
  'inf:badge37': { early: 'anti-tank-gun', late: 'anti-tank-gun-late' },
  'inf:badge41': { early: 'mortar', late: 'mortar-late' },
};

/**
 * The first day of "late 1942", from which the late-war models are played (Equipment Pack l.536: "should generally
 * be used when playing scenarios from late 1942 onward"; the cards' "Late War (> Late 1942)"): the last quarter of
 * the year (rules-decisions C374).
 */
export const LATE_WAR_FROM = '1942-10-01';

/** Whether a battle of this `date_begin` plays the late-war assets: an ISO date on or after LATE_WAR_FROM. */
export function lateWarBattle(dateBegin: unknown): boolean {
  if (typeof dateBegin !== 'string') return false;
  const d = dateBegin.trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(d) && d >= LATE_WAR_FROM;
}

/** The Special Weapon Asset kind a unit type and badge make in a battle of that era, or undefined. */
export function swaBadgeKind(prefix: string, badge: string, lateWar: boolean): UnitKind | undefined {
  const kinds = Object.hasOwn(SWA_BADGES, `${prefix}:${badge}`) ? SWA_BADGES[`${prefix}:${badge}`] : undefined;
  return kinds ? (lateWar ? kinds.late : kinds.early) : undefined;
}

/**
 * Railroad bridges (rect_terrain `railbridge`, and its winter tile): FAQ §II Railroad Bridges (l.1196-1212: no
 * movement restriction for infantry, armor and artillery moving onto it must stop, no combat restriction, armor may
 * Take Ground and Overrun, clear sight) is the railroad track's own card (the engine's `railroad`), so the river hex
 * it spans plays as railroad (rules-decisions C380).
 */
export const M44_RAIL_BRIDGES: ReadonlySet<string> = new Set(['railbridge', 'wrailbridge']);

/**
 * An older campaign layout (holdout survey: CB1-1 Battle of Normandy) has no `scenarios.list`: each side's block
 * lists the battles' scenario ids under the keys 0, 1, 2... in play order. The first side's list, when every entry is a
 * whole number, is the campaign's list (rules-decisions C382); undefined otherwise.
 */
export function campaignSideList(scenarios: Record<string, unknown>): number[] | undefined {
  for (const [key, block] of Object.entries(scenarios)) {
    if (!['allies', 'axis'].includes(key.toLowerCase()) || typeof block !== 'object' || block === null || Array.isArray(block)) continue;
    const entries = Object.entries(block as Record<string, unknown>)
      .filter(([k]) => /^\d+$/.test(k))
      .sort(([a], [b]) => Number(a) - Number(b));
    const ids = entries.map(([, v]) => (typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN));
    if (ids.length > 0 && ids.every((n) => Number.isSafeInteger(n) && n > 0)) return ids;
  }
  return undefined;
}
