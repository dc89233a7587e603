/**
 * The legend of the board's art (rules help, docs/ui.md "Rules help legend"): every terrain kind, obstacle and marker
 * the engine's tables name, drawn in one hex by the board's own painters (render.ts HEX_ART, art/terrain.ts) beside
 * the rules help's words for it (rules-tables.ts). The items come from the tables, never from a list here: a terrain or
 * obstacle added to the engine appears with its art and words by itself, and a new kind of row that has no picture
 * here fails to compile (`LEGEND_ITEMS` is a Record over the row kinds).
 */
import { BOARD_FACES, type BoardFace } from '../../engine/hex';
import type { MarkerKind } from '../../engine/markers';
import { OBSTACLES, type ObstacleKind, type TerrainKind } from '../../engine/terrain';
import type { BoardState, Cell } from '../../engine/types';
import { markerRows, obstacleRows, terrainRows, type EffectRow } from '../app/rules-tables';
import { FACES, hexPath, inFrame, type Ctx } from './art/paint';
import { HEX_RADIUS } from './geometry';
import { MARKER_AT } from './art/markers';
import { HEX_ART } from './render';

/** Rows that are neither a terrain nor an obstacle of the tables: bunker, bridge, road and the markers. */
type Feature = Exclude<EffectRow['key'], TerrainKind | ObstacleKind>;
export type LegendKind = 'terrain' | 'obstacle' | Feature;

export interface LegendItem {
  key: EffectRow['key'];
  kind: LegendKind;
  row: EffectRow;
}

const isObstacle = (key: string): key is ObstacleKind => Object.prototype.hasOwnProperty.call(OBSTACLES, key);

/** Every terrain, then every obstacle and hex feature, then the markers, in the rules help's order. */
export function legendItems(): LegendItem[] {
  return [
    ...terrainRows().map((row): LegendItem => ({ key: row.key, kind: 'terrain', row })),
    ...[...obstacleRows(), ...markerRows()].map((row): LegendItem => ({ key: row.key, kind: isObstacle(row.key) ? 'obstacle' : (row.key as Feature), row })),
  ];
}

/** A board of three rows around the pictured hex (1, 1): rivers and rails run straight across it, east to west. */
function pictureBoard(face: BoardFace, cell: Cell): BoardState {
  const around: Cell = { terrain: 'countryside' };
  const cells: (Cell | null)[] = [around, null, around, null, cell, null, around, null, around];
  return { kind: 'standard', face, geometry: { rows: 3, cols: 3, leftMax: 0, rightMin: 3 }, cells, sides: {} };
}

/** Paints one legend item in the hex frame on the given face. */
type LegendPainter = (ctx: Ctx, key: EffectRow['key'], face: BoardFace) => void;

const ground = (ctx: Ctx, face: BoardFace, cell: Cell = { terrain: 'countryside' }): void =>
  HEX_ART.terrain(ctx, pictureBoard(face, cell), cell, 1, 1);

/** The picture of each kind of legend row. */
export const LEGEND_ITEMS: Readonly<Record<LegendKind, LegendPainter>> = {
  terrain: (ctx, key, face) => ground(ctx, face, { terrain: key as TerrainKind }),
  obstacle: (ctx, key, face) => {
    ground(ctx, face);
    HEX_ART.obstacle(ctx, key as ObstacleKind);
  },
  bunker: (ctx, _key, face) => ground(ctx, face, { terrain: 'countryside', bunker: 'axis' }),
  'field-bunker': (ctx, _key, face) => ground(ctx, face, { terrain: 'countryside', bunker: 'either' }),
  bridge: (ctx, _key, face) => ground(ctx, face, { terrain: 'river', bridge: true }),
  road: (ctx, _key, face) => ground(ctx, face, { terrain: 'countryside', road: ['e', 'w'] }),
  minefield: (ctx, _key, face) => {
    ground(ctx, face);
    ctx.save();
    // The counter sits at the hex's lower left on the board; centred and larger here.
    ctx.translate(0.75, -0.75);
    ctx.scale(1.5, 1.5);
    HEX_ART.minefield(ctx, { owner: 'axis' });
    ctx.restore();
  },
  // Markers sit small at a hex's rim or corner on the board (beside a unit); here they fill the picture.
  exit: (ctx, _key, face) => {
    ground(ctx, face);
    ctx.save();
    ctx.translate(0, 0.45);
    ctx.scale(1.4, 1.4);
    HEX_ART.exit(ctx, 'allies', -Math.PI / 2);
    ctx.restore();
  },
  objective: (ctx, _key, face) => {
    ground(ctx, face);
    ctx.save();
    ctx.translate(0, 0.25);
    ctx.scale(2, 2);
    HEX_ART.medal(ctx, 'allies', 1, 0, 0);
    ctx.restore();
  },
  pontoon: (ctx, _key, face) => ground(ctx, face, { terrain: 'river', bridge: true, pontoon: true }),
  // Smoke covers the whole hex on the board, as here; a token under it shows a unit stays in view in the smoke.
  smoke: (ctx, _key, face) => {
    ground(ctx, face);
    HEX_ART.smoke(ctx, 'fresh');
  },
  'smoke-thinning': (ctx, _key, face) => {
    ground(ctx, face);
    HEX_ART.smoke(ctx, 'thinning');
  },
  // The mark sits on a unit token: a camouflaged Allied infantry unit, as on the board.
  camouflage: (ctx, _key, face) => {
    ground(ctx, face);
    HEX_ART.unit(ctx, { id: 0, side: 'allies', kind: 'infantry', row: 1, col: 1, figures: 4, maxFigures: 4, medals: 1, camouflaged: true });
  },
  headquarters: (ctx, _key, face) => headquarters(ctx, face, false),
  'headquarters-captured': (ctx, _key, face) => headquarters(ctx, face, true),
  // On the board at the hex's upper right; larger and centred here.
  'sudden-death': (ctx, _key, face) => {
    ground(ctx, face, { terrain: 'town' });
    ctx.save();
    ctx.scale(2, 2);
    ctx.translate(-0.56, 0.5);
    HEX_ART.suddenDeath(ctx, 'allies');
    ctx.restore();
  },
  'dam-charges': (ctx, _key, face) => dam(ctx, face, 3, false),
  'dam-sabotaged': (ctx, _key, face) => dam(ctx, face, 0, true),
  'blown-bridge': (ctx, _key, face) => ground(ctx, face, { terrain: 'river', blown: true }),
  'battle-star': (ctx, _key, face) => marker(ctx, face, 'battle-star'),
  token: (ctx, _key, face) => marker(ctx, face, 'token'),
  // seaWall (FAQ §II Sea Wall): on a beach, as in the battles that have one.
  'sea-wall': (ctx, _key, face) => ground(ctx, face, { terrain: 'beach', seaWall: 'allies' }),
};

/** A headquarters' pennant at the middle of the picture (on the board it flies at the hex's upper right). */
function headquarters(ctx: Ctx, face: BoardFace, captured: boolean): void {
  ground(ctx, face, { terrain: 'hq-tent' });
  ctx.save();
  ctx.translate(-0.3, 0.45);
  HEX_ART.headquarters(ctx, 'axis', captured);
  ctx.restore();
}

/** A dam with sabotage charges, or sabotaged, drawn as on the board (charges at the lower left), a little larger. */
function dam(ctx: Ctx, face: BoardFace, charges: number, sabotaged: boolean): void {
  ground(ctx, face, { terrain: 'dam' });
  ctx.save();
  ctx.translate(0.2, -0.2);
  ctx.scale(1.3, 1.3);
  HEX_ART.damCharges(ctx, charges, sabotaged);
  ctx.restore();
}

/** A drawn marker (engine MARKERS), larger and centred: on the board it sits small at a corner beside a unit. */
function marker(ctx: Ctx, face: BoardFace, kind: MarkerKind): void {
  ground(ctx, face);
  ctx.save();
  ctx.scale(1.8, 1.8);
  const { x, y } = MARKER_AT;
  ctx.translate(-x, -y);
  HEX_ART.marker(ctx, kind);
  ctx.restore();
}

/** The board faces whose colours differ (the country and beach boards share theirs), in the engine's order. */
export function legendFaces(): BoardFace[] {
  const seen = new Set<string>();
  return BOARD_FACES.filter((f) => {
    const k = JSON.stringify(FACES[f] ?? FACES.country);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Draws `item` in a hex filling a square canvas of `px` CSS pixels (the context already scaled by the pixel ratio). */
export function paintLegend(ctx: CanvasRenderingContext2D, item: LegendItem, face: BoardFace, px: number): void {
  ctx.clearRect(0, 0, px, px);
  const scale = (px / 2 / HEX_RADIUS) * 0.96;
  inFrame(ctx, { x: px / 2, y: px / 2 }, scale, () => {
    ctx.save();
    hexPath(ctx);
    ctx.clip();
    LEGEND_ITEMS[item.kind](ctx, item.key, face);
    ctx.restore();
    hexPath(ctx);
    ctx.strokeStyle = 'rgba(35,45,25,0.7)';
    ctx.lineWidth = 0.05;
    ctx.stroke();
  });
}
