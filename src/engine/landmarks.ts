/**
 * Landmarks that fire destroys (house rules App. 2 Landmarks, "Towns & Villages, Radar Station", l.598-603: "Armour
 * and Artillery fire will destroy a Radar Station and reduce it to City Ruins"; decision C101). A battle by a unit of
 * a class in the terrain's `ruinedBy` mask against a unit standing on it reduces the hex to city ruins once that
 * battle is settled: the station still protects the unit against the battle that destroys it (its dice reduction and
 * the first flag it lets the unit ignore), and the hex is ruins for every rule after (a Take Ground into it
 * included).
 *
 * Terrain is board data, and games of one battle share one board object (setup.ts): a game whose landmark falls gets
 * its own copy of the board with the one cell replaced, as a bridge does (bridges.ts), so no other game changes and a
 * game in which nothing falls keeps the shared board (its state, saves and golden hashes unchanged).
 */
import { replaceCell } from './board';
import { hexIndex, type Hex } from './hex';
import { terrainDef } from './terrain';
import type { GameState, GameEvent, Unit } from './types';
import { UNIT_CLASSES, UNIT_KINDS } from './units';

/** What a destroyed landmark becomes. */
const RUINS = 'city-ruins' as const;

/** Does an attack by `attacker` on a unit standing on `h` destroy the landmark there? */
export function ruinedByAttack(s: GameState, attacker: Unit, h: Hex): boolean {
  const cell = s.board.cells[hexIndex(s.board.geometry, h)];
  if (!cell || cell.bridge) return false;
  const mask = terrainDef(s.board, cell.terrain).ruinedBy;
  if (!mask) return false;
  return (mask & (1 << UNIT_CLASSES.indexOf(UNIT_KINDS[attacker.kind].symbol as (typeof UNIT_CLASSES)[number]))) !== 0;
}

/** Reduce the landmark on `h` to city ruins, in a draft (the draft gets its own board). */
export function ruinLandmark(s: GameState, h: Hex, events: GameEvent[]): void {
  const i = hexIndex(s.board.geometry, h);
  const old = s.board.cells[i]!;
  if (old.terrain === RUINS) return;
  replaceCell(s, i, { ...old, terrain: RUINS });
  events.push({ type: 'landmarkRuined', at: { row: h.row, col: h.col }, was: old.terrain });
}
