/**
 * Precomputed, read-only tables of a board (neighbours and terrain flags by hex index), so the hot loops of
 * movement and retreat run over typed arrays. Built once per board object and cached; the board never
 * changes during a game. Wire and hedgehogs change, so they get their own small cached table per state.
 */
import { DIRECTIONS, HEX_SIDES, onBoard, sideKey, hexAt, type Hex } from './hex';
import { OBSTACLES, terrainDef, type ObstacleKind, type TerrainDef, type TerrainKind } from './terrain';
import { UNIT_CLASSES } from './units';
import type { BoardState, GameState, UnitClass } from './types';
import type { SightBoard } from './los';
import { derived } from './cache';

export const F_IMPASSABLE = 1;
export const F_STOPS = 2;
export const F_NO_BATTLE_ENTRY = 4;
export const F_HEDGEROW = 8;
export const F_HILL = 16;
export const F_NO_BATTLE_FROM = 32;
export const F_NO_RETREAT = 64;
export const F_BUNKER = 128;
export const F_BRIDGE = 256;
/** May move only onto an adjacent hex when leaving (marshes). */
export const F_LEAVE_ONE = 512;
/** May not battle the turn it moves out (marshes, for armor). */
export const F_NO_BATTLE_LEAVE = 1024;
/** May battle the turn it enters only if ordered next to it (jungle). */
export const F_BATTLE_IF_ADJACENT = 2048;
/** A mountain: entered and left only by a step between two raised (F_HILL) hexes. */
export const F_MOUNTAIN = 4096;
/** Must stop when entering it from a hex that is not raised (an erg or ridge). */
export const F_STOPS_CLIMB = 8192;
/** Entering it from a hex that is not raised spends two hexes (a steep hill). */
export const F_STEEP = 16384;
/** Battles into or out of it only against an adjacent target (a wadi, for infantry and armor). */
export const F_CLOSE_ONLY = 32768;
/** A beach hex (the shore a cliff or sea bluff stands over). */
export const F_SHORE = 1 << 16;
/** A cliff or sea bluff: a step between it and a beach counts two hexes for infantry and is closed to armor and artillery. */
export const F_CLIFF = 1 << 17;
/** Thin ice (a frozen river): a roll on entering; never stepped to or from a bridge. */
export const F_ICE = 1 << 18;

/** Unit class bits of `Grid.fireBlock` (scenario `blocksFire`). */
export const CLASS_BIT: Readonly<Record<UnitClass, number>> = { infantry: 1, armor: 2, artillery: 4 };
/** Index of a class in `Grid.byClass` (UNIT_CLASSES order). */
export const CLASS_INDEX: Readonly<Record<UnitClass, 0 | 1 | 2>> = { infantry: 0, armor: 1, artillery: 2 };

export interface Grid {
  /** rows * cols */
  size: number;
  /** Neighbour index per direction (size * 6), -1 off board. */
  nbr: Int16Array;
  /** Side between i and its neighbour in direction d is impassable (size * 6). */
  sideBlocked: Uint8Array;
  /**
   * Terrain flags per hex as each unit class sees them, by class index (UNIT_CLASSES order: infantry, armor,
   * artillery): terrain may stop one class and not another, or admit only infantry.
   */
  byClass: readonly [Uint32Array, Uint32Array, Uint32Array];
  moveCap: Uint8Array;
  /** One frozen {row, col} per index, shared by every list that names the hex (never a fresh object per use). */
  hexes: readonly Hex[];
  /** Bridge span of each hex (index in board.spans), -1 for none. */
  span: Int16Array;
  /** Unit classes (CLASS_BIT) that may not battle through each hex; `fireBlockAny` is their union over the board. */
  fireBlock: Uint8Array;
  fireBlockAny: number;
  /** Line-of-fire boards per class bit, made on first use (battle.ts). */
  fireSight: Partial<Record<number, SightBoard>>;
  /** Exit markers by hex index (EXIT_AXIS, EXIT_ALLIES; 0 none); null on a board without any. */
  exit: Uint8Array | null;
  /** Mountain range of each hex (a group of contiguous mountain hexes, numbered from 0), -1 elsewhere; null without mountains. */
  range: Int16Array | null;
  /** How many mountain ranges the board has. */
  ranges: number;
  /** Some hex limits some class to close assault (a wadi: F_CLOSE_ONLY). */
  closeOnly: boolean;
  /**
   * Road links per hex: bit d is set when the roads of the hex and of its neighbour in direction d both use the
   * side between them (connected road images, FAQ §II Roads); null on a board without roads.
   */
  road: Uint8Array | null;
  /** The board has thin ice (a frozen river) somewhere. */
  ice: boolean;
}

/** A bridge makes a river hex ordinary ground: only its own flag, for every class. */
const BRIDGE_FLAGS: readonly number[] = [F_BRIDGE, F_BRIDGE, F_BRIDGE];

/** A terrain's flags as each unit class sees it (UNIT_CLASSES order). */
function terrainFlags(t: TerrainDef): number[] {
  const out: number[] = [];
  for (let ci = 0; ci < UNIT_CLASSES.length; ci++) {
    const bit = 1 << ci;
    let f = 0;
    if (t.noEntry & bit) f |= F_IMPASSABLE;
    if (t.stops & bit) f |= F_STOPS;
    if (t.noBattleOnEntry & bit) f |= F_NO_BATTLE_ENTRY;
    if (t.leaveOneHex & bit) f |= F_LEAVE_ONE;
    if (t.noBattleOnLeave & bit) f |= F_NO_BATTLE_LEAVE;
    if (t.battleOnEntryIfAdjacent & bit) f |= F_BATTLE_IF_ADJACENT;
    if (t.hedgerow) f |= F_HEDGEROW;
    if (t.hill) f |= F_HILL;
    if (t.mountain) f |= F_MOUNTAIN;
    if (t.stopsOnClimb & bit) f |= F_STOPS_CLIMB;
    if (t.climbCost > 1) f |= F_STEEP;
    if (t.closeCombatOnly & bit) f |= F_CLOSE_ONLY;
    if (t.noBattleFrom) f |= F_NO_BATTLE_FROM;
    if (t.noRetreat) f |= F_NO_RETREAT;
    if (t.cliffOverBeach) f |= F_CLIFF;
    if (t.thinIce) f |= F_ICE;
    out.push(f);
  }
  return out;
}

export const EXIT_AXIS = 1;
export const EXIT_ALLIES = 2;

let lastBoard: BoardState | null = null;
let lastGrid: Grid | null = null;

/** The board's grid tables (the board asked about last is remembered: nearly every call is about the same one). */
export function gridOf(b: BoardState): Grid {
  if (b === lastBoard) return lastGrid!;
  const g = derived(b, buildGrid, b);
  lastBoard = b;
  lastGrid = g;
  return g;
}

function buildGrid(b: BoardState): Grid {
  const geo = b.geometry;
  const size = geo.rows * geo.cols;
  const nbr = new Int16Array(size * 6).fill(-1);
  const sideBlocked = new Uint8Array(size * 6);
  const byClass = [new Uint32Array(size), new Uint32Array(size), new Uint32Array(size)] as const;
  const moveCap = new Uint8Array(size);
  const anySides = Object.keys(b.sides).length > 0;
  const span = new Int16Array(size).fill(-1);
  const fireBlock = new Uint8Array(size);
  let fireBlockAny = 0;
  let exit: Uint8Array | null = null;
  // What the board holds at all, so a board without it builds and searches as before.
  let anyFlags = 0;
  let anyRoad = false;
  const kindFlags: Partial<Record<TerrainKind, readonly number[]>> = {};
  for (let i = 0; i < size; i++) {
    const cell = b.cells[i];
    if (!cell) continue;
    if (cell.exit) (exit ??= new Uint8Array(size))[i] = cell.exit === 'axis' ? EXIT_AXIS : EXIT_ALLIES;
    const h = hexAt(geo, i);
    for (let d = 0; d < 6; d++) {
      const dd = DIRECTIONS[d]!;
      const n = { row: h.row + dd.row, col: h.col + dd.col };
      if (!onBoard(geo, n)) continue;
      nbr[i * 6 + d] = n.row * geo.cols + n.col;
      if (anySides && b.sides[sideKey(h, n)]?.impassable) sideBlocked[i * 6 + d] = 1;
    }
    // A terrain kind's flags are worked out once per board (a board holds a dozen kinds over some 200 hexes).
    const kf = cell.bridge ? BRIDGE_FLAGS : (kindFlags[cell.terrain] ??= terrainFlags(terrainDef(b, cell.terrain)));
    moveCap[i] = cell.bridge ? 99 : terrainDef(b, cell.terrain).moveCap;
    for (let ci = 0; ci < UNIT_CLASSES.length; ci++) {
      let f = kf[ci]!;
      // A fortress holds its artillery and keeps armor and artillery out as a bunker does (house rules App. 2).
      if (cell.bunker || (!cell.bridge && terrainDef(b, cell.terrain).holdsArtillery)) f |= F_BUNKER;
      if (cell.impassable) f |= F_IMPASSABLE;
      if (cell.terrain === 'beach' && !cell.bridge) f |= F_SHORE;
      byClass[ci]![i] = f;
      anyFlags |= f;
    }
    if (cell.road) anyRoad = true;
    if (cell.span !== undefined) span[i] = cell.span;
    for (const c of cell.blocksFire ?? []) fireBlock[i]! |= CLASS_BIT[c];
    fireBlockAny |= fireBlock[i]!;
  }
  // Bridge spans: between a span hex and a hex outside the span, only the exits are open (both ways).
  if (b.spans) {
    const exits = new Set<string>();
    for (const sp of b.spans) for (const e of sp.exits) exits.add(sideKey(e.span, e.land));
    for (let i = 0; i < size; i++) {
      if (span[i]! < 0) continue;
      const h = hexAt(geo, i);
      for (let d = 0; d < 6; d++) {
        const n = nbr[i * 6 + d]!;
        if (n >= 0 && span[n] === span[i]) continue;
        const dd = DIRECTIONS[d]!;
        if (exits.has(sideKey(h, { row: h.row + dd.row, col: h.col + dd.col }))) continue;
        sideBlocked[i * 6 + d] = 1;
        if (n >= 0) sideBlocked[n * 6 + ((d + 3) % 6)] = 1;
      }
    }
  }
  const hexes: Hex[] = [];
  for (let i = 0; i < size; i++) hexes.push(Object.freeze(hexAt(geo, i)));
  // Mountain ranges: contiguous mountain hexes (the class tables agree on which hexes are mountains).
  const range = anyFlags & F_MOUNTAIN ? new Int16Array(size).fill(-1) : null;
  let ranges = 0;
  const mountainous = byClass[0];
  for (let i = 0; range && i < size; i++) {
    if (!(mountainous[i]! & F_MOUNTAIN) || range[i]! >= 0) continue;
    const queue = [i];
    range[i] = ranges;
    for (let q = 0; q < queue.length; q++) {
      for (let d = 0; d < 6; d++) {
        const n = nbr[queue[q]! * 6 + d]!;
        if (n >= 0 && mountainous[n]! & F_MOUNTAIN && range[n]! < 0) {
          range[n] = ranges;
          queue.push(n);
        }
      }
    }
    ranges++;
  }
  // Roads: a link where both hexes' road images use the shared side.
  let road: Uint8Array | null = null;
  if (anyRoad) {
    const sides = new Uint8Array(size);
    for (let i = 0; i < size; i++) for (const side of b.cells[i]?.road ?? []) sides[i]! |= 1 << HEX_SIDES.indexOf(side);
    road = new Uint8Array(size);
    for (let i = 0; i < size; i++) {
      for (let d = 0; d < 6; d++) {
        const n = nbr[i * 6 + d]!;
        if (n >= 0 && sides[i]! & (1 << d) && sides[n]! & (1 << ((d + 3) % 6))) road[i]! |= 1 << d;
      }
    }
  }
  return { size, nbr, sideBlocked, byClass, moveCap, hexes, span, fireBlock, fireBlockAny, fireSight: {}, exit, range, ranges, road, closeOnly: (anyFlags & F_CLOSE_ONLY) !== 0, ice: (anyFlags & F_ICE) !== 0 };
}

export const OB_WIRE = 1;
export const OB_HEDGEHOG = 2;
export const OB_ROADBLOCK = 3;
/** The obstacle of each code of `obstacleTable` (0: none). */
export const OBSTACLE_OF: readonly (ObstacleKind | undefined)[] = [undefined, 'wire', 'hedgehog', 'roadblock'];
const OB_CODE: Readonly<Record<Exclude<ObstacleKind, 'sandbags'>, number>> = { wire: OB_WIRE, hedgehog: OB_HEDGEHOG, roadblock: OB_ROADBLOCK };
/** Codes of `obstacleTable` only infantry may enter (hedgehog, road block). */
export const OB_INFANTRY_ONLY: readonly boolean[] = OBSTACLE_OF.map((o) => !!o && OBSTACLES[o].infantryOnly);
/** Codes of `obstacleTable` that stop a unit entering (wire, road block). */
export const OB_STOPS: readonly boolean[] = OBSTACLE_OF.map((o) => !!o && OBSTACLES[o].stops);

/** Sandbags by hex index (1 = sandbags), kept on the sandbag map (replaced, never changed, when sandbags come or go). */
export function sandbagTable(s: GameState): Uint8Array {
  return derived(s.sandbags, buildSandbags, s);
}

function buildSandbags(s: GameState): Uint8Array {
  const t = new Uint8Array(gridOf(s.board).size);
  for (const k in s.sandbags) t[Number(k)] = 1;
  return t;
}

/** Minefields by hex index (1 = a minefield), kept on the minefield map (replaced, never changed); null without any. */
export function mineTable(s: GameState): Uint8Array | null {
  const mines = s.mines;
  if (!mines) return null;
  return derived(mines, buildMines, s);
}

function buildMines(s: GameState): Uint8Array {
  const t = new Uint8Array(gridOf(s.board).size);
  for (const k in s.mines) t[Number(k)] = 1;
  return t;
}

/** Wire / hedgehog / road block by hex index (codes OB_*), kept on the obstacles map (which is replaced, never changed, when wire goes). */
export function obstacleTable(s: GameState): Uint8Array {
  return derived(s.obstacles, buildObstacles, s);
}

function buildObstacles(s: GameState): Uint8Array {
  const t = new Uint8Array(gridOf(s.board).size);
  for (const k in s.obstacles) t[Number(k)] = OB_CODE[s.obstacles[k]!];
  return t;
}

/**
 * The board's one frozen object for the hex at (row, col), shared by every event and list that names it (an event's
 * hexes are read, never changed: a fresh object per event was garbage at every move, battle and retreat).
 */
export function sharedHex(b: BoardState, row: number, col: number): Hex {
  return gridOf(b).hexes[row * b.geometry.cols + col]!;
}
