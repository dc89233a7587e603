/**
 * Caves on hills and mountains (FAQ §II "Caves on Hills and Mountains", cards 52-53, l.1453-1497; FAQ §VII Imperial
 * Japanese Army, Yamato Damashi, l.3341; FAQ §VIII Behind Enemy Lines Q, l.3636-3637). A cave hex is a terrain entry
 * (`cave-hill`, `cave-mountain` in terrain.ts: a hill or a mountain that armor and artillery may not enter) whose
 * `cave` names the ground it becomes once sealed. What caves do besides their ground, all read here:
 *
 * - Cave moves: an ordered Japanese infantry unit on a cave that has not moved this turn may move to any other empty
 *   cave hex on the board, adjacent or not (Q1); that is its whole move for the turn (no second Behind Enemy Lines
 *   move, l.3637); it may still battle, and Take Ground after a close assault (Q2).
 * - Cover: infantry and armor roll 2 dice fewer against Japanese infantry on a cave, whatever the heights (Q4);
 *   any other unit on it has its hill's or mountain's cover only (Q3).
 * - Flags: Japanese infantry on a cave ignores every flag whose flags may be ignored (Yamato Damashi, decision C171).
 * - Sealing: an Allied infantry unit that moved onto a cave hex this turn, with no enemy next to it, may instead of
 *   battling roll its close-assault dice: a grenade seals the cave, which is then its hill or mountain for every rule
 *   (decisions C245-C247). The action is the unit's work on its own hex instead of battling, `removeWire`, as a
 *   combat engineer's road block (turn/combat.ts).
 *
 * Terrain is board data shared by the games of one battle: a sealed cave gives this game its own board with the one
 * cell replaced (board.ts `replaceCell`, as bridges.ts and landmarks.ts do), so battles without caves never change.
 */
import { cellAt, isAlive, occupancy, occupant, other, replaceCell, terrainAt } from '../board';
import { hexDistance, hexIndex, type Hex } from '../hex';
import { terrainDef } from '../terrain';
import type { GameState, Unit, UnitTurn } from '../types';
import { UNIT_KINDS, isInfantryKind } from '../units';
import { cardBonus } from '../battle';
import { isJapaneseInfantry } from './nations';
import { mutTurnUnit, type Ctx } from '../turn/draft';
import { roll } from '../turn/roll';

/** Dice infantry and armor lose against Japanese infantry on a cave hex, whatever the heights (FAQ §II Caves Q4). */
export const CAVE_PROTECTION = 2;

/** Is the hex a cave (not sealed)? */
export function isCave(s: GameState, h: Hex): boolean {
  return terrainAt(s, h)?.cave !== undefined;
}

/** Does the board hold a cave? (Caves are never added during a game, only sealed.) */
export function boardHasCaves(s: GameState): boolean {
  const cells = s.board.cells;
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i];
    if (c && !c.bridge && terrainDef(s.board, c.terrain).cave !== undefined) return true;
  }
  return false;
}

/** Is this unit Japanese infantry standing on a cave (ignores every flag, -2 cover)? */
export function inCave(s: GameState, u: Unit): boolean {
  return isJapaneseInfantry(u) && isCave(s, u);
}

/** Dice reduction the cave gives the unit against infantry and armor: 2 for Japanese infantry, else 0. */
export function caveProtection(s: GameState, target: Unit): number {
  return target.army !== undefined && inCave(s, target) ? CAVE_PROTECTION : 0;
}

/**
 * Cave moves of an ordered unit in its (first) move, appended to `found` packed as movement.ts packs targets (`hex |
 * steps << 16 | flags`): every empty cave but its own, as a move of one hex that ends its movement (`caveFlag`), may
 * battle unless the unit may not battle anyway (`noBattleFlag`). A cave the ordinary search reached in one hex with a
 * battle still allowed keeps that entry. Returns the new count.
 */
export function addCaveMoves(
  s: GameState,
  u: Unit,
  ut: UnitTurn | undefined,
  found: number[],
  n: number,
  caveFlag: number,
  noBattleFlag: number,
): number {
  if (!ut || ut.moved > 0 || ut.moveDone || !inCave(s, u)) return n;
  const g = s.board.geometry;
  const cells = s.board.cells;
  const occ = occupancy(s);
  const start = hexIndex(g, u);
  const noBattle = ut.noBattle ? noBattleFlag : 0;
  const HEX = 0xffff;
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i];
    if (!c || i === start || c.bridge || c.impassable || terrainDef(s.board, c.terrain).cave === undefined) continue;
    if (occupant(occ, i) >= 0) continue;
    const packed = i | (1 << 16) | caveFlag | noBattle;
    let k = 0;
    while (k < n && (found[k]! & HEX) !== i) k++;
    if (k < n) {
      // Reached by an ordinary move: keep it if it was one hex with a battle allowed, else the cave move is better.
      const f = found[k]!;
      if (((f >> 16) & 0xff) === 1 && !(f & noBattleFlag)) continue;
      found[k] = packed;
    } else {
      // In hex-index order, as the ordinary targets are (stable lists for the UI and replays).
      let at = n;
      while (at > 0 && (found[at - 1]! & HEX) > i) {
        found[at] = found[at - 1]!;
        at--;
      }
      found[at] = packed;
      n++;
    }
  }
  return n;
}

/**
 * May this ordered unit try to seal the cave it stands on instead of battling? Allied infantry (not Japanese) that
 * moved onto the cave this turn, may still battle, with no enemy unit next to it (FAQ §II Caves, card 52).
 */
export function maySealCave(s: GameState, u: Unit, ut: UnitTurn): boolean {
  if (u.side !== 'allies' || u.army === 'japanese' || !isInfantryKind(u.kind) || ut.moved <= 0) return false;
  if (ut.startRow === u.row && ut.startCol === u.col) return false;
  if (!isCave(s, u)) return false;
  const foe = other(u.side);
  for (const v of s.units) if (v.side === foe && isAlive(v) && hexDistance(u, v) === 1) return false;
  return true;
}

/**
 * Try to seal the cave the unit stands on: it rolls its close-assault dice (its kind's dice at 1 hex, with the card's
 * bonus); a grenade seals the cave, which becomes its hill or mountain (decisions C245, C246). Its battle is spent.
 */
export function sealCave(s: GameState, u: Unit, ctx: Ctx): void {
  const ut = mutTurnUnit(s, u.id)!;
  const n = Math.max(1, (UNIT_KINDS[u.kind].dice[0] ?? 0) + cardBonus(s, u, ut, true, false));
  const faces = roll(s, ctx, n);
  const sealed = faces.includes('grenade');
  const at = { row: u.row, col: u.col };
  if (sealed) {
    const i = hexIndex(s.board.geometry, at);
    const old = cellAt(s, at)!;
    replaceCell(s, i, { ...old, terrain: terrainDef(s.board, old.terrain).cave! });
  }
  ut.battles = ut.maxBattles;
  ctx.events.push({ type: 'caveSealed', unit: u.id, at, sealed });
}
