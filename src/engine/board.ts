/** Reading the board of a game state: cells, units by hex, obstacles, hex sides. */
import { directionTo, hexIndex, onBoard, sideKey, type Hex } from './hex';
import { gridOf } from './grid';
import { BRIDGE, terrainDef, type TerrainDef } from './terrain';
import type { Cell, GameState, Unit } from './types';
import { cacheOf } from './cache';

export function cellAt(s: GameState, h: Hex): Cell | null {
  if (!onBoard(s.board.geometry, h)) return null;
  return s.board.cells[hexIndex(s.board.geometry, h)] ?? null;
}

/** The terrain rules in force on a hex (a bridge turns a river into ordinary ground). */
export function terrainAt(s: GameState, h: Hex): TerrainDef | null {
  const c = cellAt(s, h);
  if (!c) return null;
  if (c.bridge) return BRIDGE;
  return terrainDef(s.board, c.terrain);
}

/** Wire, a hedgehog or a road block on the hex. */
export function obstacleAt(s: GameState, h: Hex): GameState['obstacles'][string] | undefined {
  return s.obstacles[String(hexIndex(s.board.geometry, h))];
}

/** Copy-on-write: a draft shares its obstacle and sandbag maps with the state it came from until it changes one. */
export function removeObstacle(s: GameState, h: Hex): void {
  const o = { ...s.obstacles };
  delete o[String(hexIndex(s.board.geometry, h))];
  s.obstacles = o;
}

export function hasSandbags(s: GameState, h: Hex): boolean {
  return s.sandbags[String(hexIndex(s.board.geometry, h))] === true;
}

export function setSandbags(s: GameState, h: Hex, on: boolean): void {
  const k = String(hexIndex(s.board.geometry, h));
  const m = { ...s.sandbags };
  if (on) m[k] = true;
  else delete m[k];
  s.sandbags = m;
}

/**
 * Unit id by hex index, -1 when empty. Cached per state (a plain array: typed arrays cost far more to allocate,
 * and a draft copies its parent's table when a unit moves); `unitShifted` keeps a draft's table current.
 */
export function occupancy(s: GameState): number[] {
  const c = cacheOf(s);
  let occ = c.occ;
  if (occ) return occ;
  const g = s.board.geometry;
  occ = new Array<number>(g.rows * g.cols).fill(-1);
  for (const u of s.units) if (u.figures > 0) occ[u.row * g.cols + u.col] = u.id;
  c.occ = occ;
  c.occOwned = true;
  return occ;
}

/** A draft starts with its parent's occupancy (same positions until a unit moves). */
export function inheritOccupancy(from: GameState, to: GameState): void {
  const occ = cacheOf(from).occ;
  if (occ) {
    const c = cacheOf(to);
    c.occ = occ;
    c.occOwned = false;
  }
}

/**
 * A unit of the draft moved from `from` to `to` (either may be null: placed, or eliminated). The occupancy table
 * is updated on a copy (it may be shared with the parent state) instead of being rebuilt.
 */
export function unitShifted(s: GameState, id: number, from: Hex | null, to: Hex | null): void {
  const c = cacheOf(s);
  c.sight = undefined;
  let occ = c.occ;
  if (!occ) return;
  if (!c.occOwned) {
    occ = occ.slice();
    c.occ = occ;
    c.occOwned = true;
  }
  const g = s.board.geometry;
  if (from) occ[from.row * g.cols + from.col] = -1;
  if (to) occ[to.row * g.cols + to.col] = id;
}

export function unitAt(s: GameState, h: Hex): Unit | null {
  if (!onBoard(s.board.geometry, h)) return null;
  const id = occupancy(s)[hexIndex(s.board.geometry, h)]!;
  return id >= 0 ? s.units[id]! : null;
}

export function unitHex(u: Unit): Hex {
  return { row: u.row, col: u.col };
}

export function isAlive(u: Unit): boolean {
  return u.figures > 0;
}

const hasSides = new WeakMap<object, boolean>();

function anySides(s: GameState): boolean {
  let v = hasSides.get(s.board.sides);
  if (v === undefined) {
    v = Object.keys(s.board.sides).length > 0;
    hasSides.set(s.board.sides, v);
  }
  return v;
}

export function sideImpassable(s: GameState, a: Hex, b: Hex): boolean {
  return anySides(s) && s.board.sides[sideKey(a, b)]?.impassable === true;
}

/**
 * No unit may pass between two adjacent on-board hexes: an impassable hex side, or a bridge span's side other
 * than its exits (grid.ts).
 */
export function sideClosed(s: GameState, a: Hex, b: Hex): boolean {
  const d = directionTo(a, b);
  if (d < 0) return true;
  return gridOf(s.board).sideBlocked[hexIndex(s.board.geometry, a) * 6 + d] === 1;
}

export function sideBlocksSight(s: GameState, a: Hex, b: Hex): boolean {
  return anySides(s) && s.board.sides[sideKey(a, b)]?.blocksSight === true;
}

export function getUnit(s: GameState, id: unknown): Unit | null {
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id >= s.units.length) return null;
  return s.units[id]!;
}

export function other(side: 'axis' | 'allies'): 'axis' | 'allies' {
  return side === 'axis' ? 'allies' : 'axis';
}
