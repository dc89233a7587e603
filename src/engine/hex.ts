/**
 * Hex geometry on "doubled width" coordinates, the public coordinates of the game (the community `.m44` format):
 * `row` counts from the top edge, `col` counts half hexes, and `row + col` is always even. Neighbours are
 * (row, col ± 2) and (row ± 1, col ± 1). Every board size is only data (`BoardGeometry`).
 */

export interface Hex {
  readonly row: number;
  readonly col: number;
}

export interface BoardGeometry {
  /** Number of rows (9 on the standard and Overlord boards, 17 on Breakthrough). */
  readonly rows: number;
  /** Number of doubled-width columns (25 on the standard board: cols 0..24). */
  readonly cols: number;
  /** Last doubled col of the left flank and first of the right flank, seen from the bottom side (7 and 17 here). */
  readonly leftMax: number;
  readonly rightMin: number;
}

export const STANDARD_GEOMETRY: BoardGeometry = { rows: 9, cols: 25, leftMax: 7, rightMin: 17 };
/**
 * Overlord: two boards side by side. Its section lines follow the Overlord rules, which are not played (the .m44
 * importer refuses Overlord boards): the values here are only a placeholder to revisit with those rules.
 *
 * Breakthrough: a board as wide as the standard one (13 hexes) and 17 rows deep. The rulebook's sections are drawn
 * across the width ("13 hexes wide ... divided into three sections by two red dotted lines", rulebook line 140), so
 * the lines cut the same hex columns as on the standard board, over the whole depth: doubled cols 7 and 17
 * (docs/rules-decisions.md C31). Playable: imported from `.m44` BRKTHRU files, with two decks (C30).
 */
export const OVERLORD_GEOMETRY: BoardGeometry = { rows: 9, cols: 51, leftMax: 15, rightMin: 35 };
export const BREAKTHROUGH_GEOMETRY: BoardGeometry = { rows: 17, cols: 25, leftMax: 7, rightMin: 17 };

/** The board kinds a scenario may name, and their geometry: the vocabulary of boards (`BoardKind` is its keys). */
export const BOARDS = {
  standard: STANDARD_GEOMETRY,
  overlord: OVERLORD_GEOMETRY,
  breakthrough: BREAKTHROUGH_GEOMETRY,
} as const satisfies Record<string, BoardGeometry>;
export type BoardKind = keyof typeof BOARDS;
export const BOARD_KINDS = Object.keys(BOARDS) as BoardKind[];

/** The look of a board's ground (snow, sand...): drawing only, no rules. */
export const BOARD_FACES = ['country', 'beach', 'winter', 'desert'] as const;
export type BoardFace = (typeof BOARD_FACES)[number];

/** The six directions, clockwise from east. Index = direction number used for hex sides. */
/**
 * The six sides of a hex by the neighbour they face, in DIRECTIONS order (east, south-east, south-west, west,
 * north-west, north-east; rows count down the board): how the scenario format names a road's exits.
 */
export const HEX_SIDES = ['e', 'se', 'sw', 'w', 'nw', 'ne'] as const;
export type HexSide = (typeof HEX_SIDES)[number];

export const DIRECTIONS: readonly Hex[] = [
  { row: 0, col: 2 },
  { row: 1, col: 1 },
  { row: 1, col: -1 },
  { row: 0, col: -2 },
  { row: -1, col: -1 },
  { row: -1, col: 1 },
];

export function hexKey(h: Hex): string {
  return `${h.row},${h.col}`;
}

export function sameHex(a: Hex, b: Hex): boolean {
  return a.row === b.row && a.col === b.col;
}

export function isHexShape(h: unknown): h is Hex {
  if (typeof h !== 'object' || h === null) return false;
  const r = (h as { row?: unknown }).row;
  const c = (h as { col?: unknown }).col;
  return Number.isInteger(r) && Number.isInteger(c);
}

export function onBoard(g: BoardGeometry, h: Hex): boolean {
  return (
    Number.isInteger(h.row) &&
    Number.isInteger(h.col) &&
    h.row >= 0 &&
    h.row < g.rows &&
    h.col >= 0 &&
    h.col < g.cols &&
    ((h.row + h.col) & 1) === 0
  );
}

/** Dense index of an on-board hex (row * cols + col); half of the indices are unused. */
export function hexIndex(g: BoardGeometry, h: Hex): number {
  return h.row * g.cols + h.col;
}

export function hexAt(g: BoardGeometry, index: number): Hex {
  return { row: Math.floor(index / g.cols), col: index % g.cols };
}

export function hexDistance(a: Hex, b: Hex): number {
  const dr = Math.abs(a.row - b.row);
  const dc = Math.abs(a.col - b.col);
  return dr + Math.max(0, (dc - dr) / 2);
}

export function neighbor(h: Hex, dir: number): Hex {
  const d = DIRECTIONS[((dir % 6) + 6) % 6]!;
  return { row: h.row + d.row, col: h.col + d.col };
}

/** The on-board neighbours of a hex. */
export function neighbors(g: BoardGeometry, h: Hex): Hex[] {
  const out: Hex[] = [];
  for (const d of DIRECTIONS) {
    const n = { row: h.row + d.row, col: h.col + d.col };
    if (onBoard(g, n)) out.push(n);
  }
  return out;
}

export function areAdjacent(a: Hex, b: Hex): boolean {
  return hexDistance(a, b) === 1;
}

/** Direction number from a to its neighbour b, or -1 if they are not adjacent. */
export function directionTo(a: Hex, b: Hex): number {
  const dr = b.row - a.row;
  const dc = b.col - a.col;
  return DIRECTIONS.findIndex((d) => d.row === dr && d.col === dc);
}

/**
 * A hex side, named canonically by the smaller of its two hexes (row-major) and the direction to the other.
 * Sides on the board edge have one hex off the board; they are still addressable.
 */
export interface HexSideId {
  readonly hex: Hex;
  readonly dir: number;
}

export function sideBetween(a: Hex, b: Hex): HexSideId | null {
  const d = directionTo(a, b);
  if (d < 0) return null;
  const aFirst = a.row < b.row || (a.row === b.row && a.col < b.col);
  return aFirst ? { hex: a, dir: d } : { hex: b, dir: (d + 3) % 6 };
}

export function sideKey(a: Hex, b: Hex): string {
  const s = sideBetween(a, b);
  return s ? `${s.hex.row},${s.hex.col}:${s.dir}` : '';
}

export type Section = 'left' | 'centre' | 'right';
export type Side = 'axis' | 'allies';
export type Edge = 'top' | 'bottom';

/**
 * Sections a hex belongs to for the player whose home edge is `edge` (left and right are that player's own,
 * so mirrored for the top player). Hexes cut by a section line belong to two sections.
 */
export function sectionsOf(g: BoardGeometry, h: Hex, edge: Edge): Section[] {
  const out: Section[] = [];
  const leftBottom = h.col <= g.leftMax;
  const rightBottom = h.col >= g.rightMin;
  const centre = h.col >= g.leftMax && h.col <= g.rightMin;
  if (edge === 'bottom') {
    if (leftBottom) out.push('left');
    if (centre) out.push('centre');
    if (rightBottom) out.push('right');
  } else {
    if (rightBottom) out.push('left');
    if (centre) out.push('centre');
    if (leftBottom) out.push('right');
  }
  return out;
}

/** Centre of a hex in a unit where hex width = 2 (so x = col) and row height = sqrt(3). */
export function hexCenter(h: Hex): { x: number; y: number } {
  return { x: h.col, y: h.row * Math.sqrt(3) };
}

/** Every on-board hex, row-major. */
export function allHexes(g: BoardGeometry): Hex[] {
  const out: Hex[] = [];
  for (let row = 0; row < g.rows; row++) {
    for (let col = row & 1; col < g.cols; col += 2) out.push({ row, col });
  }
  return out;
}
