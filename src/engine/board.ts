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
 * Which unit stands on each hex, cached per state: a string with one character per hex index, the unit's id + 1
 * (0: empty); read it with `occupant`. A string, not an array: it is immutable, so a draft shares its parent's
 * until a unit moves, and a new one takes one byte per hex where an array of numbers takes eight (a plain array
 * was copied on every move; typed arrays cost far more to allocate). `unitShifted` keeps a draft's table current.
 */
export type Occupancy = string;

/** The id of the unit on hex index `i` of an occupancy table; negative (or NaN off the table) when there is none. */
export function occupant(occ: Occupancy, i: number): number {
  return occ.charCodeAt(i) - 1;
}

/** Codes of the table being made (scratch: the engine is synchronous). */
const codes: number[] = [];
/**
 * The table `codes` holds now: the last one made. Only `encode` sets it, and only code that ends with `encode` writes
 * `codes`, so while a table equals it the codes need not be read back from the string (a move in a game's next state
 * starts from the table the last move made: issue 17 speed, docs/benchmarks.md).
 */
let encoded: Occupancy | null = null;

function encode(n: number): Occupancy {
  codes.length = n;
  encoded = String.fromCharCode.apply(null, codes);
  return encoded;
}

export function occupancy(s: GameState): Occupancy {
  const c = cacheOf(s);
  let occ = c.occ;
  if (occ !== undefined) return occ;
  const g = s.board.geometry;
  const n = g.rows * g.cols;
  for (let i = 0; i < n; i++) codes[i] = 0;
  const units = s.units;
  for (let k = 0; k < units.length; k++) {
    const u = units[k]!;
    if (u.figures > 0) {
      codes[u.row * g.cols + u.col] = u.id + 1;
      // trains (FAQ §IV Trains): the wagon's hex is the train's too (troops/trains.ts).
      if (u.wagon && !u.wagonLost) codes[u.wagon.row * g.cols + u.wagon.col] = u.id + 1;
    }
  }
  occ = encode(n);
  c.occ = occ;
  return occ;
}

/**
 * Replace one cell of a draft's board (a bridge built or blown, a landmark ruined): the draft gets its own board with
 * only that cell new, so the board shared by the battle's other games, and the tables derived from it (grid.ts), are
 * never changed; what this state derived from the old board (sight, moves, legal actions) is rebuilt on demand.
 */
export function replaceCell(s: GameState, i: number, cell: Cell): void {
  const cells = s.board.cells.slice();
  cells[i] = cell;
  s.board = { ...s.board, cells };
  const c = cacheOf(s);
  c.sight = undefined;
  c.moves = undefined;
  c.legal = undefined;
}

/** A draft starts with its parent's occupancy (same positions until a unit moves). */
export function inheritOccupancy(from: GameState, to: GameState): void {
  const occ = cacheOf(from).occ;
  if (occ !== undefined) cacheOf(to).occ = occ;
}

/**
 * A unit of the draft moved from `from` to `to` (either may be null: placed, or eliminated). The occupancy table
 * is remade from the one before with the two hexes changed, instead of being rebuilt from the units.
 */
export function unitShifted(s: GameState, id: number, from: Hex | null, to: Hex | null): void {
  const c = cacheOf(s);
  c.sight = undefined;
  const occ = c.occ;
  if (occ === undefined) return;
  const n = occ.length;
  if (occ !== encoded) for (let i = 0; i < n; i++) codes[i] = occ.charCodeAt(i);
  const g = s.board.geometry;
  if (from) codes[from.row * g.cols + from.col] = 0;
  if (to) codes[to.row * g.cols + to.col] = id + 1;
  c.occ = encode(n);
}

export function unitAt(s: GameState, h: Hex): Unit | null {
  if (!onBoard(s.board.geometry, h)) return null;
  const id = occupant(occupancy(s), hexIndex(s.board.geometry, h));
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
