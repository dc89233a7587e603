/**
 * Canvas board renderer. It knows no rules: it draws a `GameState` as it is and highlights the hexes it is given
 * (chessground's idea). All art is drawn in code: shapes and colours only, no images.
 *
 * Static terrain (hexes, rivers, bunkers, place names, section lines) is cached in an offscreen canvas per board
 * object, scale, device pixel ratio and orientation; the dynamic layer (obstacles, medals, units, highlights) is
 * drawn on top each time.
 *
 * Art is authored in a hex-local frame in world units: the hex centre is (0, 0), the hex is 2 wide (inradius 1,
 * corners at radius 2/sqrt(3)), y grows downwards. Units and text stay upright when the board is turned 180°.
 *
 * A quarter turn (the upright phone, geometry.ts `Orientation` 1 and 3) draws the board as for turn 0 or 2 in a frame
 * turned clockwise on the canvas, so the terrain art, its cache and its tiles are the same pictures turned; what must
 * read upright (units and their figure counts, medals, dice labels, place names, minefield counts, pennants, drawn
 * markers) is turned back about its hex centre.
 */
import type { Hex } from '../../engine/hex';
import type { BoardState, Cell, GameState, MarkerKind, Minefield, ObstacleKind, Side, Unit, UnitKind } from '../../engine/types';
import { HEX_RADIUS, SQRT3, boardBounds, hexToPixel, isQuarter, turnOf, type Orientation, type Point, type View, worldToCanvas } from './geometry';
import { FACES, FONT, SIDE_COLORS, TABLE, axisCross, circle, dirAngle, hexPath, inFrame, roundRect, star, type Ctx } from './art/paint';
import { TERRAIN_ART, roadOverlay } from './art/terrain';
import { SMOKE_ART, camouflageMark, type SmokeFace } from './art/smoke';
import { MARKER_ART } from './art/markers';
import { crosshairMark } from './art/guns';
import { landingCraftMark, planeMark, shipGlyph, sightMark } from './art/ships';
import { leaderMark, raftMark } from './art/leader';
import { armoredLocoMark, locoMark, wagonPiece } from './art/trains';
import { unitKind } from '../../engine/units';
import type { BunkerClaim } from '../../engine/terrain';
import { UNIT_KINDS } from '../../engine/units';
import { language } from '../i18n';
import { placeName } from '../text/battles';

export { SIDE_COLORS };
export { riverLinks } from './art/terrain';

/**
 * move: a destination; target: an enemy the selected unit may battle (label: dice); order: a unit that may act;
 * selected: the unit acting; section: a section the chosen card orders; sight/hidden: hexes seen or not from a
 * long-pressed hex; cursor: the keyboard cursor; trail: where the other phone's last step moved from and to;
 * path: a move of the other side's turn, an arrow from `hex` to `to` (the turn's recap); loss: a unit that lost
 * figures there (label: how many, or a cross when it was eliminated).
 */
export type HighlightKind = 'move' | 'target' | 'order' | 'selected' | 'section' | 'sight' | 'hidden' | 'cursor' | 'trail' | 'path' | 'loss';

export interface Highlight {
  hex: Hex;
  kind: HighlightKind;
  /** Short text shown on the hex (e.g. the dice a battle would roll). */
  label?: string;
  /** `path` only: where the arrow from `hex` ends. */
  to?: Hex;
}

export interface DrawOptions {
  highlights?: Highlight[];
  /** Turn the board 180° (the top player's edge at the bottom). */
  rotate180?: boolean;
  /** The board's orientation (geometry.ts); wins over `rotate180` when given. */
  turn?: Orientation;
}

/**
 * Radians that turn a hex frame back upright: -90° while a quarter-turned board is drawn (drawBoard sets it for the
 * length of one synchronous call), else 0.
 */
let uprightAngle = 0;

/** Draw `fn` in the current hex frame turned back upright (text, figures and tokens). */
function upright(ctx: Ctx, fn: () => void): void {
  if (uprightAngle === 0) {
    fn();
    return;
  }
  ctx.save();
  ctx.rotate(uprightAngle);
  fn();
  ctx.restore();
}

// ---------------------------------------------------------------------------------------------------------------
// Terrain (static layer)

function bunker(ctx: Ctx, owner: BunkerClaim): void {
  // A concrete casemate curving round the back of the hex; its owner's mark on the roof (both sides' marks, smaller,
  // on a field bunker that either side may claim).
  ctx.save();
  ctx.lineCap = 'butt';
  ctx.strokeStyle = 'rgba(20,20,20,0.35)';
  ctx.lineWidth = 0.36;
  ctx.beginPath();
  ctx.arc(0.04, 0.06, 0.78, Math.PI * 0.95, Math.PI * 2.05);
  ctx.stroke();
  ctx.strokeStyle = '#a9a79e';
  ctx.lineWidth = 0.34;
  ctx.beginPath();
  ctx.arc(0, 0, 0.78, Math.PI * 0.95, Math.PI * 2.05);
  ctx.stroke();
  ctx.strokeStyle = '#6d6b64';
  ctx.lineWidth = 0.04;
  ctx.beginPath();
  ctx.arc(0, 0, 0.95, Math.PI * 0.95, Math.PI * 2.05);
  ctx.arc(0, 0, 0.61, Math.PI * 2.05, Math.PI * 0.95, true);
  ctx.closePath();
  ctx.stroke();
  // Firing slit.
  ctx.strokeStyle = '#2a2926';
  ctx.lineWidth = 0.07;
  ctx.beginPath();
  ctx.arc(0, 0, 0.66, Math.PI * 1.3, Math.PI * 1.7);
  ctx.stroke();
  ctx.restore();
  if (owner === 'either') {
    ownerMark(ctx, 'allies', -0.86, -0.3, 0.12);
    ownerMark(ctx, 'axis', 0.86, -0.3, 0.12);
  } else ownerMark(ctx, owner, -0.8, -0.28, 0.16);
}

// seaWall (FAQ §II Sea Wall)
/**
 * A sea wall: a straight grey stone wall across the top of the hex, capped with a row of bags, and the mark of the
 * side it shelters at its end. Straight and grey where a unit's sandbags are a tan crescent below it, so the two read
 * apart at phone size, and drawn in the static layer because it never goes.
 */
function seaWall(ctx: Ctx, side: Side): void {
  ctx.save();
  ctx.lineJoin = 'round';
  roundRect(ctx, -0.72, -0.74, 1.44, 0.3, 0.05);
  ctx.fillStyle = 'rgba(20,20,20,0.3)';
  ctx.fill();
  roundRect(ctx, -0.74, -0.8, 1.44, 0.28, 0.05);
  ctx.fillStyle = '#8d8a82';
  ctx.fill();
  ctx.strokeStyle = '#4f4d47';
  ctx.lineWidth = 0.04;
  ctx.stroke();
  // Mortar joints, then the bags along its top.
  ctx.beginPath();
  for (let x = -0.5; x < 0.7; x += 0.24) {
    ctx.moveTo(x, -0.8);
    ctx.lineTo(x, -0.52);
  }
  ctx.stroke();
  for (let i = 0; i < 5; i++) {
    roundRect(ctx, -0.66 + i * 0.27, -0.92, 0.24, 0.15, 0.06);
    ctx.fillStyle = '#c9b07a';
    ctx.fill();
    ctx.strokeStyle = '#6f5a32';
    ctx.lineWidth = 0.025;
    ctx.stroke();
  }
  ctx.restore();
  ownerMark(ctx, side, 0.86, -0.62, 0.13);
}

/** The side's token shape in miniature with its emblem: round for the Allies, square for the Axis. */
function ownerMark(ctx: Ctx, side: Side, x: number, y: number, r: number): void {
  const c = SIDE_COLORS[side];
  if (side === 'allies') circle(ctx, x, y, r);
  else roundRect(ctx, x - r, y - r, 2 * r, 2 * r, r * 0.2);
  ctx.fillStyle = c.fill;
  ctx.fill();
  ctx.strokeStyle = side === 'allies' ? c.rim : '#e8e4da';
  ctx.lineWidth = r * 0.25;
  ctx.stroke();
  if (side === 'allies') {
    ctx.fillStyle = '#ffffff';
    star(ctx, x, y, r * 0.75);
    ctx.fill();
  } else axisCross(ctx, x, y, r * 0.7);
}

function label(ctx: Ctx, text: string, minX: number, maxX: number): void {
  ctx.font = `600 0.3px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const w = Math.min(ctx.measureText(text).width, 2.6);
  const y = 0.86;
  // Kept inside the board's edges (minX/maxX: the room left and right of the hex centre).
  const x = Math.min(Math.max(0, minX + w / 2 + 0.1), maxX - w / 2 - 0.1);
  roundRect(ctx, x - w / 2 - 0.08, y - 0.19, w + 0.16, 0.38, 0.08);
  ctx.fillStyle = 'rgba(246,238,214,0.9)';
  ctx.fill();
  ctx.strokeStyle = 'rgba(80,60,30,0.6)';
  ctx.lineWidth = 0.025;
  ctx.stroke();
  ctx.fillStyle = '#3b2f1c';
  ctx.fillText(text, x, y + 0.01, 2.6);
}

function drawTerrain(ctx: Ctx, board: BoardState, cell: Cell, row: number, col: number, rotate180: boolean): void {
  const pal = FACES[board.face] ?? FACES.country!;
  TERRAIN_ART[cell.terrain](ctx, pal, board, cell, row, col, rotate180);
  if (cell.road) roadOverlay(ctx, cell.road, rotate180);
  if (cell.bunker) bunker(ctx, cell.bunker);
  if (cell.seaWall) seaWall(ctx, cell.seaWall);
  if (cell.impassable) impassableMark(ctx);
  else if (cell.blocksFire) blocksFireMark(ctx);
}

/** An impassable hex (special rule): dark rock crags over the terrain and a closed border, readable as "no entry". */
function impassableMark(ctx: Ctx): void {
  ctx.save();
  hexPath(ctx, HEX_RADIUS);
  ctx.fillStyle = 'rgba(40,34,28,0.45)';
  ctx.fill();
  ctx.fillStyle = '#5b5148';
  ctx.strokeStyle = '#2a241f';
  ctx.lineWidth = 0.05;
  for (const [x, y, w, h] of [
    [-0.45, 0.25, 0.5, 0.6],
    [0.05, 0.3, 0.55, 0.75],
    [-0.15, -0.2, 0.45, 0.5],
  ] as const) {
    ctx.beginPath();
    ctx.moveTo(x - w / 2, y);
    ctx.lineTo(x, y - h);
    ctx.lineTo(x + w / 2, y);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
  }
  hexPath(ctx, HEX_RADIUS * 0.9);
  ctx.strokeStyle = 'rgba(20,16,12,0.8)';
  ctx.lineWidth = 0.08;
  ctx.setLineDash([0.14, 0.1]);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.restore();
}

/** A hex that blocks some fire (special rule): a thin dashed ring. */
function blocksFireMark(ctx: Ctx): void {
  ctx.save();
  hexPath(ctx, HEX_RADIUS * 0.88);
  ctx.strokeStyle = 'rgba(60,40,20,0.55)';
  ctx.lineWidth = 0.05;
  ctx.setLineDash([0.08, 0.08]);
  ctx.stroke();
  ctx.restore();
}

/**
 * Draws the static layer with `view` in the context's current units: the whole board, or only the hexes that
 * touch `visible` (one tile of a deep-zoom layer: the terrain of hexes off the tile is not drawn at all).
 */
function drawStatic(ctx: Ctx, board: BoardState, view: View, rotate180: boolean, visible?: { width: number; height: number }, quarter = false): void {
  const g = board.geometry;
  const s = view.scale;
  // A hex and its outline reach 1.2 units from its centre; its blurred shadow (0.6, and 0.15 below) about 2.
  const outside = (c: Point, units: number): boolean =>
    visible !== undefined && (c.x < -s * units || c.y < -s * units || c.x > visible.width + s * units || c.y > visible.height + s * units);
  const hexes: { row: number; col: number; cell: Cell; c: Point }[] = [];
  const shadowed: { row: number; col: number; c: Point }[] = [];
  const labelled: { col: number; cell: Cell; c: Point }[] = [];
  for (let row = 0; row < g.rows; row++) {
    for (let col = row & 1; col < g.cols; col += 2) {
      const cell = board.cells[row * g.cols + col];
      if (!cell) continue;
      const c = hexToPixel(g, view, { row, col }, rotate180);
      // Place names may run across several hexes: drawn whatever the tile (a few, and cheap).
      if (cell.label) labelled.push({ col, cell, c });
      if (outside(c, 2.2)) continue;
      shadowed.push({ row, col, c });
      if (!outside(c, 1.25)) hexes.push({ row, col, cell, c });
    }
  }
  // The board's shadow on the table: only the hexes on the board's rim cast one that shows (the rest falls under
  // their neighbours), in one path blurred once (a blur per hex cost tens of ms a frame deep in). Then the board's
  // ground under every hex, unblurred.
  const present = (row: number, col: number): boolean =>
    row >= 0 && row < g.rows && col >= 0 && col < g.cols && board.cells[row * g.cols + col] != null;
  const rim = shadowed.filter(
    (h) =>
      !present(h.row, h.col - 2) ||
      !present(h.row, h.col + 2) ||
      !present(h.row - 1, h.col - 1) ||
      !present(h.row - 1, h.col + 1) ||
      !present(h.row + 1, h.col - 1) ||
      !present(h.row + 1, h.col + 1),
  );
  ctx.save();
  ctx.fillStyle = '#3b4a2f';
  if (rim.length > 0) {
    ctx.shadowColor = 'rgba(0,0,0,0.55)';
    ctx.shadowBlur = s * 0.6;
    ctx.shadowOffsetY = s * 0.15;
    ctx.beginPath();
    for (const h of rim) hexOutline(ctx, h.c, s * HEX_RADIUS * 1.02);
    ctx.fill();
    ctx.shadowColor = 'rgba(0,0,0,0)';
    ctx.shadowBlur = 0;
    ctx.shadowOffsetY = 0;
  }
  ctx.beginPath();
  for (const h of hexes) hexOutline(ctx, h.c, s * HEX_RADIUS * 1.02);
  ctx.fill();
  ctx.restore();
  for (const h of hexes) {
    inFrame(ctx, h.c, s, () => {
      ctx.save();
      hexPath(ctx, HEX_RADIUS * 1.005);
      ctx.clip();
      drawTerrain(ctx, board, h.cell, h.row, h.col, rotate180);
      ctx.restore();
    });
  }
  // Hex outlines on top of all terrain, so neighbours never paint over them.
  for (const h of hexes) {
    inFrame(ctx, h.c, s, () => {
      hexPath(ctx);
      ctx.strokeStyle = 'rgba(35,45,25,0.45)';
      ctx.lineWidth = Math.max(0.035, 1 / s);
      ctx.stroke();
    });
  }
  // Hex sides that block movement or sight.
  for (const [key, f] of Object.entries(board.sides)) {
    const m = /^(\d+),(\d+):(\d)$/.exec(key);
    if (!m) continue;
    const c = hexToPixel(g, view, { row: Number(m[1]), col: Number(m[2]) }, rotate180);
    const d = Number(m[3]);
    inFrame(ctx, c, s, () => {
      const a0 = dirAngle(d, rotate180) - Math.PI / 6;
      const a1 = dirAngle(d, rotate180) + Math.PI / 6;
      ctx.beginPath();
      ctx.moveTo(HEX_RADIUS * Math.cos(a0), HEX_RADIUS * Math.sin(a0));
      ctx.lineTo(HEX_RADIUS * Math.cos(a1), HEX_RADIUS * Math.sin(a1));
      ctx.strokeStyle = f.impassable ? '#3a2a1a' : '#555';
      ctx.lineWidth = 0.14;
      ctx.lineCap = 'round';
      ctx.stroke();
    });
  }
  // Section lines: dashed, through the hexes they cut.
  const b = boardBounds(g);
  ctx.save();
  ctx.strokeStyle = 'rgba(170,35,30,0.9)';
  ctx.lineWidth = Math.max(1.5, s * 0.09);
  ctx.setLineDash([s * 0.32, s * 0.22]);
  for (const x of [g.leftMax, g.rightMin]) {
    const p0 = worldToCanvas(g, view, { x, y: b.y + HEX_RADIUS * 0.5 }, rotate180);
    const p1 = worldToCanvas(g, view, { x, y: b.y + b.height - HEX_RADIUS * 0.5 }, rotate180);
    ctx.beginPath();
    ctx.moveTo(p0.x, p0.y);
    ctx.lineTo(p1.x, p1.y);
    ctx.stroke();
  }
  ctx.restore();
  // Place names, upright.
  for (const h of labelled) {
    if (quarter) {
      // Turned back upright, the name runs along the board's rows: its room is to the board's top and bottom edges
      // (in this frame, whose y is the world's, reflected when rotate180).
      const y = (h.c.y - view.offsetY) / s;
      const top = y + HEX_RADIUS;
      const bottom = (g.rows - 1) * SQRT3 + HEX_RADIUS - y;
      inFrame(ctx, h.c, s, () => {
        ctx.rotate(-Math.PI / 2);
        label(ctx, placeName(h.cell.label!), -bottom, top);
      });
      continue;
    }
    // Room to the board's edges from this hex, on screen.
    const left = rotate180 ? g.cols - 1 - h.col : h.col;
    inFrame(ctx, h.c, s, () => label(ctx, placeName(h.cell.label!), -1 - left, g.cols - left));
  }
}

/** Adds a hex of circumradius `r` (canvas units) centred on `c` to the current path, corners as hexPath draws them. */
function hexOutline(ctx: Ctx, c: Point, r: number): void {
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (-90 + 60 * i);
    const x = c.x + r * Math.cos(a);
    const y = c.y + r * Math.sin(a);
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
}

// ---------------------------------------------------------------------------------------------------------------
// Static layer cache

interface StaticLayer {
  key: string;
  canvas: OffscreenCanvas | HTMLCanvasElement;
  /** Board rectangle origin inside the layer, in device pixels. */
  pad: number;
}

const staticCache = new WeakMap<BoardState, StaticLayer>();
/**
 * Largest side of a cached layer in one canvas; beyond it (deep zoom) the layer is cut in tiles. Copying one large
 * layer is not free even where most of it is off the canvas: on the upright phone at 3x (a ~2400 x 4000 px layer,
 * turned a quarter) the copy took 12 ms of JavaScript a frame, 45 at p95, against under 1 ms for the tiles in view
 * (issue 15, measured with chromium's software canvas; 4096 before).
 */
const MAX_LAYER = 2048;

function makeCanvas(w: number, h: number): OffscreenCanvas | HTMLCanvasElement | null {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(w, h);
  if (typeof document !== 'undefined') {
    const c = document.createElement('canvas');
    c.width = w;
    c.height = h;
    return c;
  }
  return null;
}

/** What a drawn terrain layer depends on besides its board: the scale, the board's turn and the language. */
function layerKey(deviceScale: number, rotate180: boolean, quarter: boolean): string {
  // The language too: the layer holds the place names, in the language in force (placeName).
  return `${deviceScale.toFixed(4)}|${rotate180 ? 1 : 0}|${quarter ? 1 : 0}|${language.peek()}`;
}

/** A terrain layer's size in device pixels: the board's bounds at the scale, with a margin for strokes. */
function layerSize(board: BoardState, deviceScale: number): { b: ReturnType<typeof boardBounds>; pad: number; w: number; h: number } {
  const b = boardBounds(board.geometry);
  const pad = Math.ceil(deviceScale * 1.2);
  return { b, pad, w: Math.ceil(b.width * deviceScale) + 2 * pad, h: Math.ceil(b.height * deviceScale) + 2 * pad };
}

function staticLayer(board: BoardState, deviceScale: number, rotate180: boolean, quarter: boolean): StaticLayer | null {
  const key = layerKey(deviceScale, rotate180, quarter);
  const hit = staticCache.get(board);
  if (hit && hit.key === key) return hit;
  const { b, pad, w, h } = layerSize(board, deviceScale);
  if (w > MAX_LAYER || h > MAX_LAYER) return null;
  const canvas = makeCanvas(w, h);
  const ctx = canvas?.getContext('2d') as Ctx | null | undefined;
  if (!canvas || !ctx) return null;
  const view: View = { scale: deviceScale, offsetX: pad - b.x * deviceScale, offsetY: pad - b.y * deviceScale };
  drawStatic(ctx, board, view, rotate180, undefined, quarter);
  const layer = { key, canvas, pad };
  staticCache.set(board, layer);
  return layer;
}

/**
 * Deep zoom (a layer larger than MAX_LAYER, e.g. a tablet at 3x: issue 15, 91-220 ms a frame when the terrain was
 * drawn directly): the layer is cut in TILE x TILE device-pixel tiles, each drawn the first time it comes into view
 * and kept while the scale stays (a pan only copies them). At most MAX_TILES are kept per board, the least recently
 * shown dropped first, never one the frame shows. A pan's worst frames are those in which a row or column of tiles
 * comes into view and is drawn: 256 px tiles (512 before) halve that work per crossing, and a tile drawn ahead in
 * idle time fits in a shorter idle period.
 */
export const TILE = 256;
/** 64 MB of tiles at most (256 KB each). */
const MAX_TILES = 256;

interface TiledLayer {
  key: string;
  pad: number;
  deviceScale: number;
  rotate180: boolean;
  quarter: boolean;
  /** The layer's size in its own frame (the board as for turn 0 or 2), device pixels. */
  w: number;
  h: number;
  /**
   * Tiles across and down. A quarter-turned board's tiles are cut from the layer already turned as the screen shows
   * it (its `h` across, its `w` down), so each is copied without a rotation.
   */
  across: number;
  down: number;
  /** By `row * across + col`; in the order last shown (oldest first). */
  tiles: Map<number, OffscreenCanvas | HTMLCanvasElement>;
}

const tiledCache = new WeakMap<BoardState, TiledLayer>();

function tiledLayer(board: BoardState, deviceScale: number, rotate180: boolean, quarter: boolean): TiledLayer {
  const key = layerKey(deviceScale, rotate180, quarter);
  const hit = tiledCache.get(board);
  if (hit && hit.key === key) return hit;
  const { pad, w, h } = layerSize(board, deviceScale);
  const across = Math.ceil((quarter ? h : w) / TILE);
  const down = Math.ceil((quarter ? w : h) / TILE);
  const layer: TiledLayer = { key, pad, deviceScale, rotate180, quarter, w, h, across, down, tiles: new Map() };
  tiledCache.set(board, layer);
  return layer;
}

/** One tile of the layer, drawn now if it was not kept; null where no canvas can be made. */
function layerTile(board: BoardState, layer: TiledLayer, col: number, row: number): OffscreenCanvas | HTMLCanvasElement | null {
  const id = row * layer.across + col;
  const kept = layer.tiles.get(id);
  if (kept) {
    layer.tiles.delete(id);
    layer.tiles.set(id, kept);
    return kept;
  }
  const canvas = makeCanvas(TILE, TILE);
  const ctx = canvas?.getContext('2d') as Ctx | null | undefined;
  if (!canvas || !ctx) return null;
  const b = boardBounds(board.geometry);
  const ds = layer.deviceScale;
  if (layer.quarter) {
    // The turned layer's pixel (x, y) is the layer's (u, v) = (y, h - x) (a quarter turn clockwise). This tile holds
    // u from row * TILE and v from h - (col + 1) * TILE: the layer's frame shifted there, then turned onto the tile.
    const u0 = row * TILE;
    const v0 = layer.h - (col + 1) * TILE;
    ctx.setTransform(0, 1, -1, 0, TILE, 0);
    const view: View = { scale: ds, offsetX: layer.pad - b.x * ds - u0, offsetY: layer.pad - b.y * ds - v0 };
    drawStatic(ctx, board, view, layer.rotate180, { width: TILE, height: TILE }, true);
  } else {
    const view: View = { scale: ds, offsetX: layer.pad - b.x * ds - col * TILE, offsetY: layer.pad - b.y * ds - row * TILE };
    drawStatic(ctx, board, view, layer.rotate180, { width: TILE, height: TILE }, false);
  }
  layer.tiles.set(id, canvas);
  return canvas;
}

/**
 * Copies the tiles of the layer that the canvas shows, the layer's origin at (ox, oy) device pixels of the context's
 * current frame, in which the canvas covers `shown` (the whole canvas, or a quarter-turned frame's view of it). False
 * if a tile could not be made (no canvas outside a browser): the caller draws the terrain directly.
 */
function drawTiles(
  ctx: CanvasRenderingContext2D,
  board: BoardState,
  layer: TiledLayer,
  ox: number,
  oy: number,
  shown: { x: number; y: number; width: number; height: number },
): boolean {
  const c0 = Math.max(0, Math.floor((shown.x - ox) / TILE));
  const c1 = Math.min(layer.across - 1, Math.floor((shown.x + shown.width - 1 - ox) / TILE));
  const r0 = Math.max(0, Math.floor((shown.y - oy) / TILE));
  const r1 = Math.min(layer.down - 1, Math.floor((shown.y + shown.height - 1 - oy) / TILE));
  for (let row = r0; row <= r1; row++) {
    for (let col = c0; col <= c1; col++) {
      const tile = layerTile(board, layer, col, row);
      if (!tile) return false;
      ctx.drawImage(tile, ox + col * TILE, oy + row * TILE);
    }
  }
  const inView = Math.max(0, r1 - r0 + 1) * Math.max(0, c1 - c0 + 1);
  for (const id of layer.tiles.keys()) {
    if (layer.tiles.size <= Math.max(MAX_TILES, inView)) break;
    layer.tiles.delete(id);
  }
  // The ring of tiles round the view: drawn ahead in idle time (`drawTileAhead`), so a pan finds them made.
  ahead = { board, layer, c0: Math.max(0, c0 - 1), c1: Math.min(layer.across - 1, c1 + 1), r0: Math.max(0, r0 - 1), r1: Math.min(layer.down - 1, r1 + 1), shown: inView };
  return true;
}

/** The last deep-zoom frame's view, one tile wider each way: the tiles a pan will need next. */
let ahead: { board: BoardState; layer: TiledLayer; c0: number; c1: number; r0: number; r1: number; shown: number } | null = null;

/**
 * Draws one tile next to the last deep-zoom frame's view that is not made yet (issue 15 scope 5: a tablet pan at 3x
 * spent its worst frames drawing the tiles that came into view). For idle time between frames; false when every
 * tile round the view is made (or the board is not deep-zoomed), so the caller stops asking.
 */
export function drawTileAhead(): boolean {
  const a = ahead;
  if (!a || tiledCache.get(a.board) !== a.layer) return false;
  // Never more than the cap: the ring stays within it with the tiles shown (a tablet: ~80 shown, ~120 with the ring).
  if (a.layer.tiles.size >= Math.max(MAX_TILES, a.shown)) return false;
  for (let row = a.r0; row <= a.r1; row++) {
    for (let col = a.c0; col <= a.c1; col++) {
      if (a.layer.tiles.has(row * a.layer.across + col)) continue;
      const id = row * a.layer.across + col;
      if (!layerTile(a.board, a.layer, col, row)) return false;
      // A tile drawn ahead is the oldest kept, not the newest: the ones on screen stay the last dropped.
      const tile = a.layer.tiles.get(id)!;
      a.layer.tiles.delete(id);
      a.layer.tiles = new Map([[id, tile], ...a.layer.tiles]);
      return true;
    }
  }
  ahead = null;
  return false;
}

/** For tests: the tiles kept for a board's deep-zoom layer (0 when none). */
export function keptTiles(board: BoardState): number {
  return tiledCache.get(board)?.tiles.size ?? 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Dynamic layer: obstacles, medals, units, highlights

function wire(ctx: Ctx): void {
  ctx.save();
  ctx.lineCap = 'round';
  // Posts.
  ctx.strokeStyle = '#4a3a28';
  ctx.lineWidth = 0.07;
  for (const x of [-0.75, -0.25, 0.25, 0.75]) {
    ctx.beginPath();
    ctx.moveTo(x, 0.42);
    ctx.lineTo(x, 0.78);
    ctx.stroke();
  }
  // Coils.
  for (const [color, width] of [
    ['rgba(255,255,255,0.5)', 0.08],
    ['#2c2c2e', 0.045],
  ] as const) {
    ctx.strokeStyle = color;
    ctx.lineWidth = width;
    ctx.beginPath();
    for (let k = 0; k <= 60; k++) {
      const t = k / 60;
      const x = -0.85 + 1.7 * t + 0.1 * Math.cos(t * Math.PI * 2 * 7);
      const y = 0.6 + 0.13 * Math.sin(t * Math.PI * 2 * 7);
      if (k === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  ctx.restore();
}

function hedgehogs(ctx: Ctx): void {
  ctx.save();
  ctx.lineCap = 'square';
  for (const [x, y] of [
    [-0.55, 0.52],
    [0, 0.72],
    [0.55, 0.52],
  ] as const) {
    const r = 0.2;
    for (const [color, width] of [
      ['rgba(20,20,20,0.45)', 0.11],
      ['#50565e', 0.075],
    ] as const) {
      ctx.strokeStyle = color;
      ctx.lineWidth = width;
      const dx = width > 0.1 ? 0.03 : 0;
      ctx.beginPath();
      ctx.moveTo(x - r + dx, y - r + dx);
      ctx.lineTo(x + r + dx, y + r + dx);
      ctx.moveTo(x + r + dx, y - r + dx);
      ctx.lineTo(x - r + dx, y + r + dx);
      ctx.moveTo(x + dx, y - r * 1.1 + dx);
      ctx.lineTo(x + dx, y + r * 1.1 + dx);
      ctx.stroke();
    }
    ctx.strokeStyle = 'rgba(220,225,230,0.6)';
    ctx.lineWidth = 0.025;
    ctx.beginPath();
    ctx.moveTo(x - r, y - r);
    ctx.lineTo(x + r, y + r);
    ctx.stroke();
  }
  ctx.restore();
}

function sandbags(ctx: Ctx): void {
  // A crescent of bags in front of (below) the unit.
  ctx.save();
  const n = 7;
  for (let i = 0; i < n; i++) {
    const a = Math.PI * (0.12 + (0.76 * i) / (n - 1));
    const x = 0.8 * Math.cos(a);
    const y = 0.8 * Math.sin(a) - 0.02;
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(a + Math.PI / 2);
    roundRect(ctx, -0.15, -0.1, 0.3, 0.2, 0.08);
    ctx.fillStyle = '#c9b07a';
    ctx.fill();
    ctx.strokeStyle = '#6f5a32';
    ctx.lineWidth = 0.03;
    ctx.stroke();
    ctx.restore();
  }
  ctx.restore();
}

/**
 * A minefield counter at the hex's lower left (a unit on the hex leaves it in view): a dark disc ringed in the colour
 * of the side that laid it, showing a mine while face down and its strength once revealed.
 */
function minefield(ctx: Ctx, m: Minefield): void {
  const x = -0.5;
  const y = 0.5;
  const r = 0.27;
  circle(ctx, x + 0.03, y + 0.04, r);
  ctx.fillStyle = 'rgba(0,0,0,0.35)';
  ctx.fill();
  circle(ctx, x, y, r);
  ctx.fillStyle = '#34352b';
  ctx.fill();
  ctx.lineWidth = 0.06;
  ctx.strokeStyle = SIDE_COLORS[m.owner].light;
  ctx.stroke();
  if (m.revealed !== undefined) {
    ctx.fillStyle = '#f6f1e2';
    ctx.font = `700 0.34px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(m.revealed), x, y + 0.02);
    return;
  }
  // A round mine with four spikes.
  ctx.strokeStyle = '#e9e2cc';
  ctx.lineWidth = 0.045;
  ctx.beginPath();
  for (let k = 0; k < 4; k++) {
    const a = Math.PI / 4 + (k * Math.PI) / 2;
    ctx.moveTo(x + Math.cos(a) * 0.09, y + Math.sin(a) * 0.09);
    ctx.lineTo(x + Math.cos(a) * 0.18, y + Math.sin(a) * 0.18);
  }
  ctx.stroke();
  circle(ctx, x, y, 0.1);
  ctx.fillStyle = '#e9e2cc';
  ctx.fill();
}

/**
 * An exit marker (our own art): a bold arrow in the colour of the side that may leave, on the hex's outer rim pointing
 * off the board (`angle`, canvas radians), outlined so it reads on any terrain and beside a unit token.
 */
function exitArrow(ctx: Ctx, side: Side, angle: number): void {
  const c = SIDE_COLORS[side];
  ctx.save();
  ctx.rotate(angle);
  ctx.beginPath();
  // Pointing along +x: a shaft and a wide head, from 0.3 to 0.9 of the hex radius.
  ctx.moveTo(0.9, 0);
  ctx.lineTo(0.58, -0.34);
  ctx.lineTo(0.58, -0.14);
  ctx.lineTo(0.3, -0.14);
  ctx.lineTo(0.3, 0.14);
  ctx.lineTo(0.58, 0.14);
  ctx.lineTo(0.58, 0.34);
  ctx.closePath();
  ctx.lineJoin = 'round';
  ctx.lineWidth = 0.1;
  ctx.strokeStyle = '#f6f1e2';
  ctx.stroke();
  ctx.fillStyle = c.dark;
  ctx.fill();
  ctx.restore();
}

/**
 * A headquarters (Capture HQ/Supply Tent; our own art): a pennant on a pole at the hex's upper right, in its owner's
 * colour; while the enemy holds it the pennant is pale and struck through, so a phone player sees the card it costs.
 */
function headquartersFlag(ctx: Ctx, side: Side, captured: boolean): void {
  const c = SIDE_COLORS[side];
  ctx.save();
  ctx.translate(0.3, -0.5);
  ctx.scale(1.6, 1.6);
  ctx.lineCap = 'round';
  // The pole, outlined light so it reads on dark terrain and on a unit token.
  for (const [w, colour] of [[0.11, '#f6f1e2'], [0.05, '#2b2a26']] as const) {
    ctx.lineWidth = w;
    ctx.strokeStyle = colour;
    ctx.beginPath();
    ctx.moveTo(0, 0.3);
    ctx.lineTo(0, -0.2);
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.moveTo(0, -0.2);
  ctx.lineTo(0.34, -0.06);
  ctx.lineTo(0, 0.08);
  ctx.closePath();
  ctx.lineJoin = 'round';
  ctx.lineWidth = 0.07;
  ctx.strokeStyle = '#f6f1e2';
  ctx.stroke();
  ctx.fillStyle = captured ? c.light : c.dark;
  ctx.fill();
  if (captured) {
    ctx.beginPath();
    ctx.moveTo(-0.06, -0.26);
    ctx.lineTo(0.34, 0.14);
    ctx.lineWidth = 0.06;
    ctx.strokeStyle = c.dark;
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * A battle's sudden death (Toulon, Saverne Gap; rules-decisions B5): the side that wins at once by holding enough of
 * these hexes at the end of its turn marks each with a gold-edged diamond of its colour holding a gold star, at the
 * hex's upper right (the objective medals take the upper left), outlined light to read on any ground or token.
 */
function suddenDeathMark(ctx: Ctx, side: Side): void {
  const c = SIDE_COLORS[side];
  const x = 0.56;
  const y = -0.5;
  const r = 0.25;
  const diamond = (k: number): void => {
    ctx.beginPath();
    ctx.moveTo(x, y - r * k);
    ctx.lineTo(x + r * 0.85 * k, y);
    ctx.lineTo(x, y + r * k);
    ctx.lineTo(x - r * 0.85 * k, y);
    ctx.closePath();
  };
  ctx.save();
  ctx.lineJoin = 'round';
  diamond(1);
  ctx.lineWidth = 0.1;
  ctx.strokeStyle = '#f6f1e2';
  ctx.stroke();
  ctx.fillStyle = c.dark;
  ctx.fill();
  ctx.lineWidth = 0.045;
  ctx.strokeStyle = '#e0b43a';
  ctx.stroke();
  ctx.fillStyle = '#f2c94c';
  star(ctx, x, y + 0.01, r * 0.55);
  ctx.fill();
  ctx.restore();
}

/**
 * Sabotaging a Dam (rules-decisions C91): the charges set on a dam, one red stick of explosive each with a white
 * outline, side by side at the hex's lower left; a sabotaged dam instead shows a black zigzag crack at its
 * lower left (where the charges were, clear of a unit's figure count), outlined light. Unlike the medals (round), the HQ pennant and the markers (lower right).
 */
function damCharges(ctx: Ctx, charges: number, sabotaged: boolean): void {
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  if (sabotaged) {
    const crack = (): void => {
      ctx.beginPath();
      ctx.moveTo(-0.66, 0.3);
      ctx.lineTo(-0.5, 0.52);
      ctx.lineTo(-0.34, 0.3);
      ctx.lineTo(-0.18, 0.56);
      ctx.lineTo(-0.02, 0.36);
      ctx.lineTo(0.1, 0.62);
    };
    crack();
    ctx.lineWidth = 0.2;
    ctx.strokeStyle = '#f6f1e2';
    ctx.stroke();
    crack();
    ctx.lineWidth = 0.1;
    ctx.strokeStyle = '#1b1a17';
    ctx.stroke();
    ctx.restore();
    return;
  }
  for (let k = 0; k < charges; k++) {
    const x = -0.62 + k * 0.2;
    ctx.beginPath();
    ctx.rect(x, 0.18, 0.14, 0.36);
    ctx.lineWidth = 0.06;
    ctx.strokeStyle = '#f6f1e2';
    ctx.stroke();
    ctx.fillStyle = '#c62f22';
    ctx.fill();
    // The fuse.
    ctx.beginPath();
    ctx.moveTo(x + 0.07, 0.18);
    ctx.lineTo(x + 0.12, 0.08);
    ctx.lineWidth = 0.04;
    ctx.strokeStyle = '#1b1a17';
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * A road block: a red-and-white striped barrier pole on two dark trestles across the lower hex, readable at phone
 * size as "road closed" and unlike the wire's loops or the hedgehogs' crosses.
 */
function roadblock(ctx: Ctx): void {
  ctx.save();
  ctx.lineCap = 'round';
  ctx.strokeStyle = '#3a342c';
  ctx.lineWidth = 0.07;
  for (const x of [-0.45, 0.45]) {
    ctx.beginPath();
    ctx.moveTo(x - 0.14, 0.8);
    ctx.lineTo(x, 0.5);
    ctx.lineTo(x + 0.14, 0.8);
    ctx.stroke();
  }
  ctx.fillStyle = 'rgba(20,20,20,0.4)';
  ctx.fillRect(-0.68, 0.47, 1.4, 0.16);
  const stripes = 7;
  for (let i = 0; i < stripes; i++) {
    ctx.fillStyle = i % 2 === 0 ? '#c8282a' : '#f4f0e6';
    ctx.fillRect(-0.7 + (i * 1.4) / stripes, 0.43, 1.4 / stripes, 0.15);
  }
  ctx.strokeStyle = '#2a2926';
  ctx.lineWidth = 0.025;
  ctx.strokeRect(-0.7, 0.43, 1.4, 0.15);
  ctx.restore();
}

/** The art of every obstacle kind: a kind without its painter fails to compile. */
const OBSTACLE_ART: Readonly<Record<ObstacleKind, (ctx: Ctx) => void>> = { sandbags, wire, hedgehog: hedgehogs, roadblock };

function medal(ctx: Ctx, side: Side, count: number, x: number, y: number): void {
  const c = SIDE_COLORS[side];
  const r = 0.25;
  // Ribbon in the side's colour.
  ctx.fillStyle = c.fill;
  ctx.strokeStyle = '#1b1b14';
  ctx.lineWidth = 0.025;
  ctx.beginPath();
  ctx.moveTo(x - 0.18, y - 0.42);
  ctx.lineTo(x + 0.18, y - 0.42);
  ctx.lineTo(x + 0.1, y - 0.1);
  ctx.lineTo(x - 0.1, y - 0.1);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = 'rgba(0,0,0,0.35)';
  circle(ctx, x + 0.03, y + 0.04, r);
  ctx.fill();
  const gold = ctx.createRadialGradient(x - 0.08, y - 0.08, 0.02, x, y, r);
  gold.addColorStop(0, '#fff1a8');
  gold.addColorStop(0.6, '#e0b43a');
  gold.addColorStop(1, '#a67a16');
  ctx.fillStyle = gold;
  circle(ctx, x, y, r);
  ctx.fill();
  ctx.strokeStyle = '#6e500c';
  ctx.lineWidth = 0.03;
  ctx.stroke();
  if (count > 1) {
    ctx.fillStyle = '#4a3506';
    ctx.font = `700 0.3px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(count), x, y + 0.015);
  } else if (side === 'allies') {
    ctx.fillStyle = c.dark;
    star(ctx, x, y, r * 0.62);
    ctx.fill();
  } else {
    ctx.fillStyle = c.dark;
    ctx.fillRect(x - r * 0.45, y - r * 0.45, r * 0.9, r * 0.9);
  }
}

/** The side's helmet: a round dome with a flat brim (Allies) or a flared steel helmet (Axis). */
function helmet(ctx: Ctx, side: Side, color: string): void {
  ctx.fillStyle = color;
  ctx.beginPath();
  if (side === 'allies') {
    ctx.ellipse(0, 0.08, 0.34, 0.32, 0, Math.PI, Math.PI * 2);
    ctx.lineTo(0.46, 0.08);
    ctx.quadraticCurveTo(0.46, 0.2, 0.34, 0.2);
    ctx.lineTo(-0.34, 0.2);
    ctx.quadraticCurveTo(-0.46, 0.2, -0.46, 0.08);
    ctx.closePath();
  } else {
    ctx.moveTo(-0.34, 0.02);
    ctx.bezierCurveTo(-0.34, -0.34, 0.3, -0.34, 0.32, -0.02);
    ctx.lineTo(0.32, 0.08);
    ctx.lineTo(0.44, 0.24);
    ctx.lineTo(-0.12, 0.24);
    ctx.lineTo(-0.16, 0.1);
    ctx.lineTo(-0.34, 0.1);
    ctx.closePath();
  }
  ctx.fill();
}

function tank(ctx: Ctx, color: string, dark: string): void {
  ctx.fillStyle = color;
  // Turret and gun.
  roundRect(ctx, -0.22, -0.26, 0.38, 0.2, 0.06);
  ctx.fill();
  ctx.fillRect(0.12, -0.2, 0.36, 0.07);
  // Hull.
  ctx.beginPath();
  ctx.moveTo(-0.44, -0.06);
  ctx.lineTo(0.4, -0.06);
  ctx.lineTo(0.46, 0.06);
  ctx.lineTo(-0.46, 0.06);
  ctx.closePath();
  ctx.fill();
  // Tracks.
  roundRect(ctx, -0.46, 0.08, 0.92, 0.2, 0.1);
  ctx.fill();
  ctx.fillStyle = dark;
  for (const x of [-0.3, -0.1, 0.1, 0.3]) {
    circle(ctx, x, 0.18, 0.055);
    ctx.fill();
  }
}

function gun(ctx: Ctx, color: string, dark: string): void {
  ctx.strokeStyle = color;
  ctx.lineCap = 'round';
  // Barrel.
  ctx.lineWidth = 0.1;
  ctx.beginPath();
  ctx.moveTo(-0.08, 0.06);
  ctx.lineTo(0.44, -0.28);
  ctx.stroke();
  // Trail.
  ctx.lineWidth = 0.08;
  ctx.beginPath();
  ctx.moveTo(-0.05, 0.1);
  ctx.lineTo(-0.46, 0.26);
  ctx.stroke();
  // Shield.
  ctx.fillStyle = color;
  ctx.fillRect(-0.02, -0.12, 0.1, 0.22);
  // Wheel.
  circle(ctx, 0, 0.14, 0.17);
  ctx.fill();
  ctx.fillStyle = dark;
  circle(ctx, 0, 0.14, 0.06);
  ctx.fill();
}

/** Draws a kind's mark inside its disc (centre x, y). */
type KindMark = (ctx: Ctx, x: number, y: number, r: number) => void;

/** swa: the disc of a late-war Special Weapon Asset's mark. */
const LATE_WAR_DISC = '#e0b458';

/** A plain dot: the mark of a decorative badge on a unit of a plain kind. */
const BADGE_DOT: KindMark = (ctx, x, y) => {
  circle(ctx, x, y, 0.06);
  ctx.fill();
};

/**
 * The mark of every unit kind on a disc at the token's upper right: `null` for the plain kinds (their symbol is the
 * token's own drawing). A kind without an entry fails to compile; `disc` is the disc's colour.
 */
const UNIT_KIND_MARKS: Readonly<Record<UnitKind, { disc: string; draw: KindMark } | null>> = {
  infantry: null,
  armor: null,
  artillery: null,
  'special-forces': {
    disc: '#e2b33c',
    draw: (ctx, x, y) => {
      // Double chevron.
      ctx.lineWidth = 0.05;
      ctx.lineJoin = 'miter';
      for (const dy of [-0.02, 0.08]) {
        ctx.beginPath();
        ctx.moveTo(x - 0.11, y + dy);
        ctx.lineTo(x, y + dy - 0.09);
        ctx.lineTo(x + 0.11, y + dy);
        ctx.stroke();
      }
    },
  },
  'elite-armor': {
    disc: '#e2b33c',
    draw: (ctx, x, y, r) => {
      star(ctx, x, y + 0.01, r * 0.7);
      ctx.fill();
    },
  },
  // foot (Equipment Pack, Polish Cavalry): a horseshoe, open side down.
  cavalry: {
    disc: '#c98b4b',
    draw: (ctx, x, y) => {
      ctx.strokeStyle = '#2a1a0c';
      ctx.lineWidth = 0.05;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.arc(x, y - 0.01, 0.1, Math.PI * 0.85, Math.PI * 2.15);
      ctx.stroke();
      ctx.lineCap = 'butt';
    },
  },
  // foot (Equipment Pack, Ski Troops): two crossed skis.
  'ski-troops': {
    disc: '#dfe9f3',
    draw: (ctx, x, y) => {
      ctx.strokeStyle = '#1f3b66';
      ctx.lineWidth = 0.04;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(x - 0.12, y + 0.12);
      ctx.lineTo(x + 0.12, y - 0.12);
      ctx.moveTo(x + 0.12, y + 0.12);
      ctx.lineTo(x - 0.12, y - 0.12);
      ctx.stroke();
      ctx.lineCap = 'butt';
    },
  },
  // foot (Equipment Pack, M2 Machine Gun): a gun on its tripod.
  'machine-gun': {
    disc: '#b9c2a3',
    draw: (ctx, x, y) => {
      ctx.fillRect(x - 0.13, y - 0.05, 0.22, 0.05);
      ctx.fillRect(x + 0.07, y - 0.07, 0.04, 0.09);
      ctx.lineWidth = 0.03;
      ctx.beginPath();
      ctx.moveTo(x - 0.02, y);
      ctx.lineTo(x - 0.09, y + 0.12);
      ctx.moveTo(x - 0.02, y);
      ctx.lineTo(x + 0.05, y + 0.12);
      ctx.stroke();
    },
  },
  // foot (Equipment Pack, M2 Mortar): a tube tilted up on its base plate.
  mortar: {
    disc: '#b9c2a3',
    draw: (ctx, x, y) => {
      ctx.lineWidth = 0.06;
      ctx.beginPath();
      ctx.moveTo(x - 0.06, y + 0.08);
      ctx.lineTo(x + 0.07, y - 0.12);
      ctx.stroke();
      ctx.fillRect(x - 0.13, y + 0.08, 0.16, 0.04);
    },
  },
  // foot (Equipment Pack, Sniper): crosshairs.
  sniper: {
    disc: '#f3efe4',
    draw: (ctx, x, y) => {
      ctx.strokeStyle = '#1d1d1d';
      ctx.lineWidth = 0.035;
      circle(ctx, x, y, 0.1);
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(x - 0.15, y);
      ctx.lineTo(x + 0.15, y);
      ctx.moveTo(x, y - 0.15);
      ctx.lineTo(x, y + 0.15);
      ctx.stroke();
    },
  },
  // foot (FAQ §IV Combat Engineers): a shovel, blade down.
  engineers: {
    disc: '#8fb3d9',
    draw: (ctx, x, y) => {
      ctx.lineWidth = 0.04;
      ctx.beginPath();
      ctx.moveTo(x, y - 0.13);
      ctx.lineTo(x, y + 0.02);
      ctx.stroke();
      ctx.fillRect(x - 0.06, y - 0.15, 0.12, 0.035);
      ctx.beginPath();
      ctx.moveTo(x - 0.07, y + 0.01);
      ctx.lineTo(x + 0.07, y + 0.01);
      ctx.lineTo(x + 0.05, y + 0.1);
      ctx.lineTo(x, y + 0.14);
      ctx.lineTo(x - 0.05, y + 0.1);
      ctx.closePath();
      ctx.fill();
    },
  },
  resistance: {
    disc: '#f3efe4',
    draw: (ctx, x, y) => {
      // A beret: flat disc and stalk.
      ctx.fillStyle = '#b3261e';
      ctx.beginPath();
      ctx.ellipse(x, y + 0.02, 0.13, 0.07, -0.2, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillRect(x - 0.01, y - 0.09, 0.03, 0.05);
    },
  },
  // guns (Equipment Pack): each artillery piece's own mark.
  'big-gun': {
    disc: '#e2b33c',
    draw: (ctx, x, y) => {
      // A long barrel raised over a heavy base.
      ctx.lineWidth = 0.06;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(x - 0.1, y + 0.06);
      ctx.lineTo(x + 0.13, y - 0.12);
      ctx.stroke();
      ctx.fillRect(x - 0.13, y + 0.05, 0.2, 0.06);
    },
  },
  'heavy-anti-tank-gun': {
    disc: '#f3efe4',
    draw: (ctx, x, y) => {
      // A tank hull struck through.
      ctx.fillRect(x - 0.11, y - 0.04, 0.22, 0.09);
      ctx.strokeStyle = '#b3261e';
      ctx.lineWidth = 0.05;
      ctx.beginPath();
      ctx.moveTo(x - 0.13, y + 0.12);
      ctx.lineTo(x + 0.13, y - 0.12);
      ctx.stroke();
    },
  },
  'mobile-artillery': {
    disc: '#e2b33c',
    draw: (ctx, x, y) => {
      // A track: a long rounded body on three road wheels.
      roundRect(ctx, x - 0.13, y - 0.05, 0.26, 0.1, 0.05);
      ctx.fill();
      ctx.fillStyle = '#e2b33c';
      for (const dx of [-0.08, 0, 0.08]) {
        circle(ctx, x + dx, y, 0.025);
        ctx.fill();
      }
    },
  },
  'italian-artillery': {
    disc: '#f3efe4',
    draw: (ctx, x, y) => {
      // Three upright bands, green, white and red.
      ctx.fillStyle = '#1f7a3a';
      ctx.fillRect(x - 0.12, y - 0.1, 0.08, 0.2);
      ctx.fillStyle = '#b3261e';
      ctx.fillRect(x + 0.04, y - 0.1, 0.08, 0.2);
    },
  },
  // ships (FAQ §IV Destroyers, Aircraft Carriers)
  destroyer: { disc: '#cfd8dc', draw: (ctx, x, y, r) => sightMark(ctx, x, y, r) },
  carrier: { disc: '#cfd8dc', draw: (ctx, x, y) => planeMark(ctx, x, y) },
  // armor (Equipment Pack / FAQ §IV)
  tiger: {
    // A dark disc with a pale boxy turret and a long gun: the one heavy tank.
    disc: '#2f2f2b',
    draw: (ctx, x, y) => {
      ctx.fillStyle = '#e8e2cf';
      ctx.strokeStyle = '#e8e2cf';
      ctx.fillRect(x - 0.11, y - 0.04, 0.13, 0.1);
      ctx.lineWidth = 0.04;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(x + 0.02, y + 0.01);
      ctx.lineTo(x + 0.15, y + 0.01);
      ctx.stroke();
    },
  },
  'command-car': {
    // A pennant on a staff: the commander's car.
    disc: '#f1e7c8',
    draw: (ctx, x, y) => {
      ctx.lineWidth = 0.035;
      ctx.beginPath();
      ctx.moveTo(x - 0.08, y + 0.14);
      ctx.lineTo(x - 0.08, y - 0.14);
      ctx.stroke();
      ctx.fillStyle = '#b3261e';
      ctx.beginPath();
      ctx.moveTo(x - 0.07, y - 0.14);
      ctx.lineTo(x + 0.14, y - 0.06);
      ctx.lineTo(x - 0.07, y + 0.02);
      ctx.closePath();
      ctx.fill();
    },
  },
  'half-track': {
    // Wheels in front, a track behind.
    disc: '#d9c48f',
    draw: (ctx, x, y) => {
      circle(ctx, x - 0.09, y + 0.04, 0.05);
      ctx.fill();
      ctx.fillRect(x - 0.01, y, 0.15, 0.09);
      ctx.fillRect(x - 0.13, y - 0.09, 0.27, 0.07);
    },
  },
  'tank-destroyer': {
    // A crosshair: the tank hunter.
    disc: '#c9d6c2',
    draw: (ctx, x, y) => {
      ctx.lineWidth = 0.035;
      circle(ctx, x, y, 0.1);
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(x - 0.15, y);
      ctx.lineTo(x + 0.15, y);
      ctx.moveTo(x, y - 0.15);
      ctx.lineTo(x, y + 0.15);
      ctx.stroke();
    },
  },
  // trains (FAQ §IV Trains/Supply Trains, Armored Trains): a locomotive; the armored one with a gun over it. The wagon
  // is drawn on its own hex (art/trains.ts wagonPiece).
  train: { disc: '#d8d2c4', draw: locoMark },
  'armored-train': { disc: '#4a535c', draw: armoredLocoMark },
  // brandenburgers (FAQ §IV Brandenburgers)
  brandenburgers: {
    // A dark domino mask: commandos in enemy uniform.
    disc: '#d7d2c8',
    draw: (ctx, x, y) => {
      ctx.beginPath();
      ctx.ellipse(x - 0.065, y, 0.07, 0.05, 0, 0, Math.PI * 2);
      ctx.ellipse(x + 0.065, y, 0.07, 0.05, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillRect(x - 0.02, y - 0.025, 0.04, 0.03);
      // The eye holes, in the disc's colour.
      ctx.fillStyle = '#d7d2c8';
      circle(ctx, x - 0.065, y, 0.022);
      ctx.fill();
      circle(ctx, x + 0.065, y, 0.022);
      ctx.fill();
    },
  },
  // vehicles (Equipment Pack Hobart's Funnies / FAQ §IV, §XII)
  avre: {
    // A squat spigot mortar: a short fat barrel on a block, with a round charge at its mouth (the petard).
    disc: '#b8c4d9',
    draw: (ctx, x, y) => {
      ctx.fillRect(x - 0.13, y + 0.01, 0.16, 0.09);
      ctx.lineWidth = 0.07;
      ctx.lineCap = 'butt';
      ctx.beginPath();
      ctx.moveTo(x - 0.03, y + 0.04);
      ctx.lineTo(x + 0.07, y - 0.06);
      ctx.stroke();
      circle(ctx, x + 0.1, y - 0.09, 0.055);
      ctx.fill();
    },
  },
  // swa (Equipment Pack / FAQ §IX Special Weapon Assets): the anti-tank gun is a long barrel over a wheel; the late-war
  // models keep their weapon's mark on an amber disc (the early ones' disc is grey-green).
  'anti-tank-gun': { disc: '#b9c2a3', draw: (ctx, x, y) => antiTankMark(ctx, x, y) },
  'machine-gun-late': { disc: LATE_WAR_DISC, draw: (ctx, x, y, r) => UNIT_KIND_MARKS['machine-gun']!.draw(ctx, x, y, r) },
  'mortar-late': { disc: LATE_WAR_DISC, draw: (ctx, x, y, r) => UNIT_KIND_MARKS.mortar!.draw(ctx, x, y, r) },
  'anti-tank-gun-late': { disc: LATE_WAR_DISC, draw: (ctx, x, y) => antiTankMark(ctx, x, y) },
  // meemies (Equipment Pack Nebelwerfer / FAQ §IV Screaming Meemies)
  nebelwerfer: {
    // The six-barrelled launcher seen from its muzzles: a ring of six tube mouths round a hub, on a rust-red disc.
    disc: '#d98c6a',
    draw: (ctx, x, y) => {
      ctx.lineWidth = 0.03;
      for (let i = 0; i < 6; i++) {
        const a = (i * Math.PI) / 3;
        circle(ctx, x + 0.1 * Math.cos(a), y + 0.1 * Math.sin(a), 0.045);
        ctx.stroke();
      }
      circle(ctx, x, y, 0.035);
      ctx.fill();
    },
  },
  // supply (Equipment Pack / FAQ §IV Supply Trucks)
  'supply-truck': {
    // A lorry seen from the side: a tall cargo box, a low cab in front, two wheels; on a pale green disc.
    disc: '#cfe3b0',
    draw: (ctx, x, y) => {
      ctx.fillRect(x - 0.15, y - 0.1, 0.19, 0.14);
      ctx.fillRect(x + 0.05, y - 0.03, 0.09, 0.07);
      circle(ctx, x - 0.08, y + 0.08, 0.04);
      ctx.fill();
      circle(ctx, x + 0.08, y + 0.08, 0.04);
      ctx.fill();
    },
  },
  // funnies (Equipment Pack Hobart's Funnies, Mine digger)
  'mine-digger': {
    // A plough blade in front of a low hull: a wide bar with three teeth pointing down, on a sand-coloured disc.
    disc: '#e6d3a3',
    draw: (ctx, x, y) => {
      ctx.fillRect(x - 0.08, y - 0.1, 0.16, 0.08);
      ctx.fillRect(x - 0.15, y - 0.01, 0.3, 0.045);
      for (const dx of [-0.11, 0, 0.11]) {
        ctx.beginPath();
        ctx.moveTo(x + dx - 0.035, y + 0.035);
        ctx.lineTo(x + dx + 0.035, y + 0.035);
        ctx.lineTo(x + dx, y + 0.12);
        ctx.closePath();
        ctx.fill();
      }
    },
  },
  // recon (Equipment Pack Jeep Willys / FAQ §IV Long-Range Patrol Cars)
  'patrol-car': {
    // An open jeep seen from the side: a low flat body, a slanted windscreen, two wheels and a tall whip aerial; on a
    // pale blue disc (the truck's body is tall and its disc green; the command car is a pennant).
    disc: '#c9dcef',
    draw: (ctx, x, y) => {
      ctx.fillRect(x - 0.15, y - 0.01, 0.3, 0.07);
      ctx.lineWidth = 0.03;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(x + 0.02, y - 0.01);
      ctx.lineTo(x + 0.07, y - 0.09);
      ctx.moveTo(x - 0.12, y - 0.01);
      ctx.lineTo(x - 0.12, y - 0.17);
      ctx.stroke();
      circle(ctx, x - 0.09, y + 0.08, 0.045);
      ctx.fill();
      circle(ctx, x + 0.09, y + 0.08, 0.045);
      ctx.fill();
    },
  },
  // funnies3 (Equipment Pack Hobart's Funnies, Fascine)
  fascine: {
    // A bundle of logs lashed on a low hull: three stacked round ends over a flat bar, on a wheat-coloured disc (the
    // Mine digger's disc is sand with a toothed blade below the hull).
    disc: '#d8c27a',
    draw: (ctx, x, y) => {
      ctx.fillRect(x - 0.15, y + 0.04, 0.3, 0.06);
      ctx.lineWidth = 0.03;
      for (const [dx, dy] of [[-0.07, -0.01], [0.07, -0.01], [0, -0.12]] as const) {
        circle(ctx, x + dx, y + dy, 0.06);
        ctx.stroke();
      }
    },
  },
  // funnies3 (Equipment Pack Hobart's Funnies, Bobbin)
  bobbin: {
    // A big drum held on two arms in front of a low hull, its carpet unrolled flat below: one ring with a hub, a bar,
    // a long strip, on a pale olive disc (the Fascine shows three small log ends, the Mine digger a toothed blade).
    disc: '#cdd6a4',
    draw: (ctx, x, y) => {
      ctx.lineWidth = 0.035;
      circle(ctx, x, y - 0.07, 0.09);
      ctx.stroke();
      circle(ctx, x, y - 0.07, 0.025);
      ctx.fill();
      ctx.fillRect(x - 0.14, y + 0.03, 0.28, 0.05);
      ctx.fillRect(x - 0.17, y + 0.11, 0.34, 0.025);
    },
  },
  // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
  'bridge-layer': {
    // A folded span carried high over a low hull: a long bar raised on a slant above the hull, with a short arch under
    // it, on a steel-blue disc (the Fascine's logs and the Bobbin's drum are round).
    disc: '#b9c9d8',
    draw: (ctx, x, y) => {
      ctx.fillRect(x - 0.13, y + 0.05, 0.26, 0.06);
      ctx.lineWidth = 0.04;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(x - 0.16, y - 0.02);
      ctx.lineTo(x + 0.16, y - 0.14);
      ctx.stroke();
      ctx.lineWidth = 0.025;
      ctx.beginPath();
      ctx.arc(x, y + 0.02, 0.09, Math.PI, 0);
      ctx.stroke();
    },
  },
  // funnies-choice (Equipment Pack Hobart's Funnies l.190: the accessory chosen at game start)
  funnies: {
    // A bare hull with an empty mount waiting for its accessory: a flat bar, an open square above it and three dots in
    // a row over that, on a pale grey disc (each fitted Churchill shows its accessory on a coloured disc).
    disc: '#d6d6d6',
    draw: (ctx, x, y) => {
      ctx.fillRect(x - 0.15, y + 0.05, 0.3, 0.06);
      ctx.lineWidth = 0.03;
      ctx.strokeRect(x - 0.07, y - 0.07, 0.14, 0.1);
      for (const dx of [-0.08, 0, 0.08]) {
        circle(ctx, x + dx, y - 0.15, 0.025);
        ctx.fill();
      }
    },
  },
  // holdout3 (FAQ §IV Tigers, Wittmann Q l.2658-2660)
  'tiger-ace': {
    // The Tiger's pale turret and long gun on a deep red disc, a small gold star over the turret: the ace.
    disc: '#6e1c17',
    draw: (ctx, x, y, r) => {
      ctx.fillStyle = '#e8e2cf';
      ctx.strokeStyle = '#e8e2cf';
      ctx.fillRect(x - 0.11, y, 0.13, 0.1);
      ctx.lineWidth = 0.04;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(x + 0.02, y + 0.05);
      ctx.lineTo(x + 0.15, y + 0.05);
      ctx.stroke();
      ctx.fillStyle = '#f2c94c';
      star(ctx, x - 0.045, y - 0.08, r * 0.35);
      ctx.fill();
    },
  },
};

/** swa: an anti-tank gun's mark, a long barrel with its shield over one wheel. */
function antiTankMark(ctx: Ctx, x: number, y: number): void {
  ctx.fillRect(x - 0.15, y - 0.06, 0.24, 0.04);
  ctx.fillRect(x + 0.04, y - 0.11, 0.05, 0.11);
  ctx.lineWidth = 0.035;
  circle(ctx, x + 0.02, y + 0.07, 0.06);
  ctx.stroke();
}

/** The mark of an elite or irregular unit (or of a badge), on a disc at the token's upper right. */
function kindMark(ctx: Ctx, u: Unit, x: number, y: number): void {
  const mark = UNIT_KIND_MARKS[u.kind];
  if (!mark && !u.badge) return;
  const r = 0.2;
  circle(ctx, x, y, r);
  ctx.fillStyle = mark?.disc ?? '#e2b33c';
  ctx.fill();
  ctx.strokeStyle = '#3b2a06';
  ctx.lineWidth = 0.03;
  ctx.stroke();
  ctx.fillStyle = '#3b2a06';
  ctx.strokeStyle = '#3b2a06';
  (mark?.draw ?? BADGE_DOT)(ctx, x, y, r);
}

function unitToken(ctx: Ctx, u: Unit): void {
  const c = SIDE_COLORS[u.side];
  const cy = -0.06;
  const tokenPath = (grow = 0): void => {
    if (u.side === 'allies') circle(ctx, 0, cy, 0.66 + grow);
    else roundRect(ctx, -0.6 - grow, cy - 0.6 - grow, 1.2 + 2 * grow, 1.2 + 2 * grow, 0.1);
  };
  // A landing craft under the token (FAQ §IV Landing Craft): drawn first, the token sits in it.
  if (u.landingCraft) landingCraftMark(ctx, cy);
  // troopact (FAQ §III Collapsible Rafts & Boats): its folding boat, drawn under the token too.
  if (u.raft) raftMark(ctx, cy);
  // Shadow.
  ctx.save();
  ctx.translate(0.06, 0.09);
  tokenPath();
  ctx.fillStyle = 'rgba(0,0,0,0.45)';
  ctx.fill();
  ctx.restore();
  tokenPath();
  const grad = ctx.createLinearGradient(0, cy - 0.66, 0, cy + 0.66);
  grad.addColorStop(0, c.light);
  grad.addColorStop(1, c.fill);
  ctx.fillStyle = grad;
  ctx.fill();
  // Rim: a light ring on the round Allied token; a dark frame with a light inner line on the square Axis one.
  ctx.lineWidth = 0.08;
  ctx.strokeStyle = c.rim;
  ctx.stroke();
  if (u.side === 'allies') {
    circle(ctx, 0, cy, 0.71);
    ctx.strokeStyle = c.dark;
    ctx.lineWidth = 0.03;
    ctx.stroke();
  } else {
    ctx.save();
    roundRect(ctx, -0.5, cy - 0.5, 1.0, 1.0, 0.06);
    ctx.strokeStyle = 'rgba(230,230,225,0.55)';
    ctx.lineWidth = 0.035;
    ctx.stroke();
    ctx.restore();
  }
  // The unit kind, in cream.
  ctx.save();
  ctx.translate(0, cy - 0.04);
  const glyph = '#f5eeda';
  // Every armored kind (Tiger, tank destroyer, half-track, Churchill AVRE) is a tank with its kind's mark: the helmet
  // they had made them read as infantry on the board and in the Rules help (issue 15's walk).
  if (UNIT_KINDS[u.kind].symbol === 'armor') tank(ctx, glyph, c.dark);
  else if (unitKind(u.kind).naval) shipGlyph(ctx, glyph, c.dark, u.kind === 'carrier');
  else if (UNIT_KINDS[u.kind].symbol === 'artillery') gun(ctx, glyph, c.dark);
  else helmet(ctx, u.side, glyph);
  ctx.restore();
  // Side emblem at the lower left.
  if (u.side === 'allies') {
    ctx.fillStyle = '#ffffff';
    star(ctx, -0.4, cy + 0.42, 0.15);
    ctx.fill();
    ctx.strokeStyle = c.dark;
    ctx.lineWidth = 0.02;
    ctx.stroke();
  } else axisCross(ctx, -0.4, cy + 0.4, 0.14);
  // Figure count: a digit of 0.46 world units, about 9.5 CSS px on the upright phone's 41 px hexes (issue 15: legible).
  const fx = 0.48;
  const fy = cy + 0.45;
  ctx.fillStyle = 'rgba(0,0,0,0.35)';
  circle(ctx, fx + 0.03, fy + 0.04, 0.3);
  ctx.fill();
  circle(ctx, fx, fy, 0.3);
  ctx.fillStyle = '#fbf7ea';
  ctx.fill();
  ctx.strokeStyle = c.dark;
  ctx.lineWidth = 0.045;
  ctx.stroke();
  ctx.fillStyle = '#1d1d18';
  ctx.font = `800 0.46px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(u.figures), fx, fy + 0.025);
  kindMark(ctx, u, 0.46, cy - 0.46);
  // troopact (FAQ §III Heroic Leader): the leader's star at the upper left.
  if (u.heroicLeader) leaderMark(ctx, -0.46, cy - 0.46);
}

function highlightFill(ctx: Ctx, kind: HighlightKind): void {
  if (kind === 'move') {
    hexPath(ctx, HEX_RADIUS * 0.92);
    ctx.fillStyle = 'rgba(255,250,225,0.38)';
    ctx.fill();
    circle(ctx, 0, 0, 0.17);
    ctx.fillStyle = 'rgba(255,255,255,0.85)';
    ctx.fill();
    ctx.strokeStyle = 'rgba(40,50,30,0.5)';
    ctx.lineWidth = 0.04;
    ctx.stroke();
  } else if (kind === 'target') {
    hexPath(ctx, HEX_RADIUS * 0.95);
    ctx.fillStyle = 'rgba(220,40,30,0.25)';
    ctx.fill();
  } else if (kind === 'selected') {
    hexPath(ctx, HEX_RADIUS * 0.95);
    ctx.fillStyle = 'rgba(255,230,120,0.35)';
    ctx.fill();
  } else if (kind === 'section') {
    hexPath(ctx, HEX_RADIUS * 0.97);
    ctx.fillStyle = 'rgba(255,206,70,0.34)';
    ctx.fill();
  } else if (kind === 'sight') {
    hexPath(ctx, HEX_RADIUS);
    ctx.fillStyle = 'rgba(255,255,240,0.28)';
    ctx.fill();
  } else if (kind === 'hidden') {
    hexPath(ctx, HEX_RADIUS);
    ctx.fillStyle = 'rgba(10,12,8,0.45)';
    ctx.fill();
  } else if (kind === 'trail') {
    hexPath(ctx, HEX_RADIUS * 0.95);
    ctx.fillStyle = 'rgba(120,200,255,0.28)';
    ctx.fill();
  } else if (kind === 'loss') {
    hexPath(ctx, HEX_RADIUS * 0.95);
    ctx.fillStyle = 'rgba(60,0,0,0.3)';
    ctx.fill();
  }
}

/**
 * A recap's move: a thick arrow from one hex centre to another (context units), dark under pale so it reads on
 * every terrain, its head short of the destination's centre so the unit there stays in view.
 */
function pathArrow(ctx: Ctx, from: Point, to: Point, s: number): void {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy);
  if (len < 1) return;
  const ux = dx / len;
  const uy = dy / len;
  const start = { x: from.x + ux * s * 0.35, y: from.y + uy * s * 0.35 };
  const tip = { x: to.x - ux * s * 0.42, y: to.y - uy * s * 0.42 };
  const head = Math.max(7, s * 0.36);
  const base = { x: tip.x - ux * head, y: tip.y - uy * head };
  ctx.save();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const [color, width] of [['rgba(20,24,16,0.85)', Math.max(5, s * 0.2)], ['#ffe27a', Math.max(2.5, s * 0.1)]] as const) {
    ctx.strokeStyle = color;
    ctx.fillStyle = color;
    ctx.lineWidth = width;
    ctx.beginPath();
    ctx.moveTo(start.x, start.y);
    ctx.lineTo(base.x, base.y);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(tip.x, tip.y);
    ctx.lineTo(base.x - uy * head * 0.6, base.y + ux * head * 0.6);
    ctx.lineTo(base.x + uy * head * 0.6, base.y - ux * head * 0.6);
    ctx.closePath();
    ctx.stroke();
    ctx.fill();
  }
  ctx.restore();
}

function highlightOutline(ctx: Ctx, h: Highlight, s: number): void {
  const px = 1 / s;
  if (h.kind === 'section' || h.kind === 'sight' || h.kind === 'hidden') return;
  if (h.kind === 'cursor') {
    // The keyboard cursor: a thick two-tone dashed ring, unlike any selection, visible on every terrain.
    hexPath(ctx, HEX_RADIUS * 0.84);
    ctx.lineWidth = Math.max(0.16, 3.5 * px);
    ctx.strokeStyle = '#111';
    ctx.stroke();
    ctx.setLineDash([0.22, 0.16]);
    ctx.strokeStyle = '#6fe3ff';
    ctx.stroke();
    ctx.setLineDash([]);
    return;
  }
  if (h.kind === 'move') {
    hexPath(ctx, HEX_RADIUS * 0.9);
    ctx.strokeStyle = 'rgba(255,255,255,0.9)';
    ctx.lineWidth = Math.max(0.06, 1.5 * px);
    ctx.setLineDash([0.2, 0.12]);
    ctx.stroke();
    ctx.setLineDash([]);
  } else if (h.kind === 'target') {
    hexPath(ctx, HEX_RADIUS * 0.9);
    ctx.strokeStyle = '#e8372b';
    ctx.lineWidth = Math.max(0.1, 2 * px);
    ctx.stroke();
    // Crosshair ticks.
    ctx.lineWidth = Math.max(0.07, 1.5 * px);
    ctx.beginPath();
    for (const a of [0, Math.PI / 2, Math.PI, Math.PI * 1.5]) {
      ctx.moveTo(Math.cos(a) * 0.98, Math.sin(a) * 0.98);
      ctx.lineTo(Math.cos(a) * 0.76, Math.sin(a) * 0.76);
    }
    ctx.stroke();
  } else if (h.kind === 'order') {
    hexPath(ctx, HEX_RADIUS * 0.9);
    ctx.strokeStyle = '#f6c431';
    ctx.lineWidth = Math.max(0.1, 2 * px);
    ctx.stroke();
  } else if (h.kind === 'path') {
    // The arrow itself is drawn over the units (drawBoard); the start hex gets a faint ring.
    hexPath(ctx, HEX_RADIUS * 0.9);
    ctx.strokeStyle = 'rgba(255,226,122,0.8)';
    ctx.lineWidth = Math.max(0.06, 1.5 * px);
    ctx.stroke();
  } else if (h.kind === 'loss') {
    hexPath(ctx, HEX_RADIUS * 0.9);
    ctx.strokeStyle = '#1d0a08';
    ctx.lineWidth = Math.max(0.12, 2.5 * px);
    ctx.stroke();
    ctx.strokeStyle = '#ff5a44';
    ctx.lineWidth = Math.max(0.06, 1.2 * px);
    ctx.stroke();
  } else if (h.kind === 'trail') {
    hexPath(ctx, HEX_RADIUS * 0.9);
    ctx.strokeStyle = '#7fd0ff';
    ctx.lineWidth = Math.max(0.08, 2 * px);
    ctx.setLineDash([0.16, 0.1]);
    ctx.stroke();
    ctx.setLineDash([]);
  } else {
    ctx.save();
    ctx.shadowColor = 'rgba(255,220,90,0.9)';
    ctx.shadowBlur = s * 0.35;
    hexPath(ctx, HEX_RADIUS * 0.9);
    ctx.strokeStyle = '#fff6c8';
    ctx.lineWidth = Math.max(0.14, 2.5 * px);
    ctx.stroke();
    ctx.restore();
  }
  if (h.label) upright(ctx, () => highlightLabel(ctx, h));
}

/** A highlight's short text (a battle's dice, a loss) at the hex's upper right, upright. */
function highlightLabel(ctx: Ctx, h: Highlight): void {
  if (h.label) {
    const x = 0.62;
    const y = -0.62;
    ctx.font = `800 0.4px ${FONT}`;
    const w = Math.max(0.5, ctx.measureText(h.label).width + 0.2);
    roundRect(ctx, x - w / 2, y - 0.25, w, 0.5, 0.25);
    ctx.fillStyle = h.kind === 'target' || h.kind === 'loss' ? '#d42d22' : h.kind === 'order' ? '#c8960f' : '#2f3a24';
    ctx.fill();
    ctx.strokeStyle = '#fff';
    ctx.lineWidth = 0.05;
    ctx.stroke();
    ctx.fillStyle = '#fff';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(h.label, x, y + 0.02);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Entry point

/**
 * Draw `state` on `ctx`. `view` maps world units to the context's current units (CSS pixels when the context is
 * scaled by devicePixelRatio); the whole canvas is cleared to the table colour first.
 */
/**
 * Unit tokens drawn once per zoom into small bitmaps and copied (issue 15: a pan at 3x redrew ~30 tokens with their
 * gradients, paths and text every frame, most of the raster left once the terrain came from tiles). Tokens are upright
 * on screen whatever the board's turn, so a bitmap made in device pixels serves every turn. Sprites are made only
 * once the scale has held for two frames: during a pinch every frame has a new scale, and the tokens are drawn
 * directly as before (no canvases made and thrown away per frame).
 */
interface TokenSprites {
  /** Device pixels per world unit the sprites were made at. */
  scale: number;
  /** The scale of the last frame drawn (sprites are made when the next frame has the same). */
  lastScale: number;
  /** Half the sprite's side, in device pixels (the token's centre is at (half, half)). */
  half: number;
  sprites: Map<string, OffscreenCanvas | HTMLCanvasElement>;
}
const tokenSprites: TokenSprites = { scale: 0, lastScale: 0, half: 0, sprites: new Map() };
/** How far a token's drawing reaches from its hex centre, in world units (shadow, figure disc, kind mark, camouflage). */
const TOKEN_REACH = 1.0;
/** At most this many sprites are kept (kinds x sides x figure counts seen at the current zoom). */
const MAX_SPRITES = 96;

/**
 * What a token shows: everything `unitToken` (and the camouflage mark) reads from the unit. A new look that depends
 * on another unit field must join this key, or the cached bitmap would not change with it.
 */
function tokenKey(u: Unit): string {
  return `${u.side}|${u.kind}|${u.figures}|${u.badge ?? ''}|${u.camouflaged ? 1 : 0}|${u.disguised ? 1 : 0}`;
}

function drawUnitMarks(ctx: Ctx, u: Unit): void {
  unitToken(ctx, u);
  if (u.camouflaged) camouflageMark(ctx, 0, -0.68);
}

/** The token's bitmap at `deviceScale` (null where no canvas can be made: tests in node draw directly). */
function tokenSprite(u: Unit, deviceScale: number): OffscreenCanvas | HTMLCanvasElement | null {
  const cache = tokenSprites;
  if (cache.scale !== deviceScale) {
    cache.scale = deviceScale;
    cache.half = Math.ceil(TOKEN_REACH * deviceScale) + 1;
    cache.sprites.clear();
  }
  const key = tokenKey(u);
  const hit = cache.sprites.get(key);
  if (hit) return hit;
  if (cache.sprites.size >= MAX_SPRITES) cache.sprites.clear();
  const side = 2 * cache.half;
  const canvas = makeCanvas(side, side);
  const sctx = canvas?.getContext('2d') as Ctx | null | undefined;
  if (!canvas || !sctx) return null;
  sctx.translate(cache.half, cache.half);
  sctx.scale(deviceScale, deviceScale);
  drawUnitMarks(sctx, u);
  cache.sprites.set(key, canvas);
  return canvas;
}

export function drawBoard(ctx: CanvasRenderingContext2D, state: GameState, view: View, options: DrawOptions = {}): void {
  const turn = turnOf(options.turn ?? options.rotate180 === true);
  const highlights = options.highlights ?? [];
  if (!isQuarter(turn)) {
    drawFrame(ctx, state, view, highlights, turn === 2, false);
    return;
  }
  // A quarter turn: the board drawn as for turn 0 (turn 1) or 2 (turn 3) at the origin of a frame turned clockwise,
  // placed so that the frame's point (x, y) lands on the canvas at (offsetX + scale * H - y, offsetY + x), H the last
  // row's world y (geometry.ts turnWorld).
  const s = view.scale;
  const h = (state.board.geometry.rows - 1) * SQRT3;
  ctx.save();
  ctx.transform(0, 1, -1, 0, view.offsetX + s * h, view.offsetY);
  uprightAngle = -Math.PI / 2;
  try {
    drawFrame(ctx, state, { scale: s, offsetX: 0, offsetY: 0 }, highlights, turn === 3, true);
  } finally {
    uprightAngle = 0;
    ctx.restore();
  }
}

function drawFrame(
  ctx: CanvasRenderingContext2D,
  state: GameState,
  view: View,
  highlights: readonly Highlight[],
  rotate180: boolean,
  quarter: boolean,
): void {
  const board = state.board;
  const g = board.geometry;
  const s = view.scale;
  const t = ctx.getTransform();
  const dpr = Math.hypot(t.a, t.b) || 1;
  // The frame's own turn without its scale (identity, or a quarter turn clockwise), at whole device pixels.
  const turnAt = (e: number, f: number): void => ctx.setTransform(t.a / dpr, t.b / dpr, t.c / dpr, t.d / dpr, e, f);

  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = TABLE;
  ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.restore();

  // Terrain: the cached layer (in tiles, deep in), placed on whole device pixels.
  const layer = staticLayer(board, s * dpr, rotate180, quarter);
  const b = boardBounds(g);
  let drawn = false;
  if (layer) {
    const ox = (view.offsetX + b.x * s) * dpr - layer.pad;
    const oy = (view.offsetY + b.y * s) * dpr - layer.pad;
    ctx.save();
    turnAt(Math.round(t.e), Math.round(t.f));
    ctx.drawImage(layer.canvas, Math.round(ox), Math.round(oy));
    ctx.restore();
    drawn = true;
  } else if (typeof OffscreenCanvas !== 'undefined' || typeof document !== 'undefined') {
    const tiled = tiledLayer(board, s * dpr, rotate180, quarter);
    const ox = (view.offsetX + b.x * s) * dpr - tiled.pad;
    const oy = (view.offsetY + b.y * s) * dpr - tiled.pad;
    const { width, height } = ctx.canvas;
    const e = Math.round(t.e);
    const f = Math.round(t.f);
    ctx.save();
    if (quarter) {
      // The frame's (x, y) is the canvas's (e - y, f + x): the layer placed at (ox, oy) in the frame is, turned, at
      // (e - oy - h, f + ox) on the canvas, and its tiles (cut already turned) are copied there without a rotation.
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      drawn = drawTiles(ctx, board, tiled, e - Math.round(oy) - tiled.h, f + Math.round(ox), { x: 0, y: 0, width, height });
    } else {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      drawn = drawTiles(ctx, board, tiled, Math.round(ox + t.e), Math.round(oy + t.f), { x: 0, y: 0, width, height });
    }
    ctx.restore();
  }
  if (!drawn) {
    const visible = quarter ? undefined : { width: ctx.canvas.width / dpr, height: ctx.canvas.height / dpr };
    drawStatic(ctx, board, view, rotate180, visible, quarter);
  }

  const at = (row: number, col: number): Point => hexToPixel(g, view, { row, col }, rotate180);
  // What lies on a hex is drawn only when the hex is near the canvas (issue 15: at 3x on a tablet most of the board
  // is off screen, and its tokens, obstacles and medals were drawn all the same). `reach`: device pixels round a hex
  // centre its drawings may cover (an exit arrow, a medal at the hex's corner).
  const cw = ctx.canvas.width;
  const ch = ctx.canvas.height;
  const reach = 1.6 * s * dpr;
  const device = (p: Point): Point => ({ x: t.a * p.x + t.c * p.y + t.e, y: t.b * p.x + t.d * p.y + t.f });
  const near = (p: Point): boolean => {
    const d = device(p);
    return d.x > -reach && d.y > -reach && d.x < cw + reach && d.y < ch + reach;
  };
  const onHex = (row: number, col: number, fn: () => void): void => {
    const p = at(row, col);
    if (near(p)) inFrame(ctx, p, s, fn);
  };

  // Obstacles.
  const idx = (key: string): Hex => ({ row: Math.floor(Number(key) / g.cols), col: Number(key) % g.cols });
  for (const [key, kind] of Object.entries(state.obstacles)) {
    const h = idx(key);
    onHex(h.row, h.col, () => OBSTACLE_ART[kind](ctx));
  }
  for (const key of Object.keys(state.sandbags)) {
    const h = idx(key);
    onHex(h.row, h.col, () => OBSTACLE_ART.sandbags(ctx));
  }
  for (const [key, m] of Object.entries(state.mines ?? {})) {
    const h = idx(key);
    onHex(h.row, h.col, () => upright(ctx, () => minefield(ctx, m)));
  }

  // Smoke screens, under the units: a unit on a smoke hex stays in view with the puffs round it.
  for (const sc of state.smoke?.screens ?? []) {
    for (const h of sc.hexes) onHex(h.row, h.col, () => SMOKE_ART[sc.thinning ? 'thinning' : 'fresh'](ctx));
  }

  for (const h of highlights) onHex(h.hex.row, h.hex.col, () => highlightFill(ctx, h.kind));

  // Units: copied from their bitmaps once the zoom holds (see TokenSprites), else drawn.
  const deviceScale = s * dpr;
  const steady = tokenSprites.lastScale === deviceScale;
  tokenSprites.lastScale = deviceScale;
  for (const u of state.units) {
    if (u.figures <= 0 || u.row < 0) continue;
    // trains: the wagon on its own hex, under nothing else (it is the train's hex too).
    if (u.wagon && !u.wagonLost) {
      const w = at(u.wagon.row, u.wagon.col);
      if (near(w)) inFrame(ctx, w, s, () => upright(ctx, () => wagonPiece(ctx, u.side, UNIT_KINDS[u.kind].dice.length > 0)));
    }
    const p = at(u.row, u.col);
    if (!near(p)) continue;
    const sprite = steady ? tokenSprite(u, deviceScale) : null;
    if (sprite) {
      const d = device(p);
      const half = tokenSprites.half;
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.drawImage(sprite, Math.round(d.x) - half, Math.round(d.y) - half);
      ctx.restore();
    } else inFrame(ctx, p, s, () => upright(ctx, () => drawUnitMarks(ctx, u)));
    // guns: a Big Gun's cross-hair on the unit it zeroed in on (the game's state, not the token's: never in a bitmap).
    if (state.zeroed?.some((z) => z.unit === u.id)) inFrame(ctx, p, s, () => upright(ctx, () => crosshairMark(ctx, -0.46, -0.52)));
  }

  // Exit markers: an arrow toward the nearest edge beyond the hex (drawn over units, so a unit on it leaves it in view).
  for (let i = 0; i < board.cells.length; i++) {
    const side = board.cells[i]?.exit;
    if (!side) continue;
    const h = idx(String(i));
    const out: Hex =
      h.row === 0 ? { row: -1, col: h.col } : h.row === g.rows - 1 ? { row: g.rows, col: h.col } : { row: h.row, col: h.col <= 1 ? h.col - 2 : h.col + 2 };
    const from = at(h.row, h.col);
    const to = at(out.row, out.col);
    if (!near(from)) continue;
    const angle = Math.atan2(to.y - from.y, to.x - from.x);
    inFrame(ctx, from, s, () => exitArrow(ctx, side, angle));
  }

  // Drawn markers without rules (battle stars: rules-decisions C27), over units like the exit arrows.
  for (let i = 0; i < board.cells.length; i++) {
    const marker = board.cells[i]?.marker;
    if (!marker) continue;
    const h = idx(String(i));
    onHex(h.row, h.col, () => upright(ctx, () => MARKER_ART[marker](ctx)));
  }

  // Headquarters (Capture HQ/Supply Tent): its owner's pennant, struck through while the enemy holds it.
  for (const hq of state.special?.headquarters ?? []) {
    const captured = state.hqCaptured?.[String(hq.row * g.cols + hq.col)] !== undefined;
    onHex(hq.row, hq.col, () => upright(ctx, () => headquartersFlag(ctx, hq.side, captured)));
  }

  // Sabotaging a Dam: the charges set on each dam, or the crack of a sabotaged one (C91).
  if (state.damTokens || state.damsSabotaged) {
    for (const d of state.special?.damSabotage?.dams ?? []) {
      const k = String(d.row * g.cols + d.col);
      const n = state.damTokens?.[k] ?? 0;
      const done = state.damsSabotaged?.[k] === true;
      if (n || done) onHex(d.row, d.col, () => damCharges(ctx, n, done));
    }
  }

  // Objective medals (a taken permanent objective shows the side that took it).
  for (const o of state.objectives) {
    const owner = state.taken[o.id] ?? o.side;
    for (const h of o.hexes) onHex(h.row, h.col, () => upright(ctx, () => medal(ctx, owner, o.medals, -0.56, -0.5)));
  }
  // Sudden death: the hexes whose holding wins the battle at once (engine/special.ts `suddenDeathMet`).
  for (const d of state.special?.suddenDeath ?? []) {
    for (const h of d.hexes) onHex(h.row, h.col, () => upright(ctx, () => suddenDeathMark(ctx, d.side)));
  }

  for (const h of highlights) onHex(h.hex.row, h.hex.col, () => highlightOutline(ctx, h, s));
  // Recap arrows last: a move reads as one stroke across the hexes it crossed.
  for (const h of highlights) if (h.kind === 'path' && h.to) pathArrow(ctx, at(h.hex.row, h.hex.col), at(h.to.row, h.to.col), s);
}

/** For tests and tools: the canvas centre of a hex, as drawBoard places it. */
export function hexCenterOnCanvas(state: GameState, view: View, hex: Hex, turn: Orientation = false): Point {
  return hexToPixel(state.board.geometry, view, hex, turn);
}


/**
 * The board's own painters of a hex and what stands on it, in the hex frame, for pictures drawn away from the board
 * (the rules help's legend, src/ui/board/legend.ts): the same art as on the board, so the legend cannot drift from it.
 */
export const HEX_ART = {
  /** The hex's terrain with its road, bridge, bunker and special-rule marks, in the board's face colours. */
  terrain: (ctx: Ctx, board: BoardState, cell: Cell, row: number, col: number): void => drawTerrain(ctx, board, cell, row, col, false),
  obstacle: (ctx: Ctx, kind: ObstacleKind): void => OBSTACLE_ART[kind](ctx),
  minefield: (ctx: Ctx, m: Minefield): void => minefield(ctx, m),
  exit: (ctx: Ctx, side: Side, angle: number): void => exitArrow(ctx, side, angle),
  medal: (ctx: Ctx, side: Side, count: number, x: number, y: number): void => medal(ctx, side, count, x, y),
  unit: (ctx: Ctx, u: Unit): void => drawUnitMarks(ctx, u),
  smoke: (ctx: Ctx, face: SmokeFace): void => SMOKE_ART[face](ctx),
  headquarters: (ctx: Ctx, side: Side, captured: boolean): void => headquartersFlag(ctx, side, captured),
  suddenDeath: (ctx: Ctx, side: Side): void => suddenDeathMark(ctx, side),
  damCharges: (ctx: Ctx, charges: number, sabotaged: boolean): void => damCharges(ctx, charges, sabotaged),
  marker: (ctx: Ctx, kind: MarkerKind): void => MARKER_ART[kind](ctx),
} as const;
