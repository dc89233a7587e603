// Test page for the board's art: one page draws many boards, so one browser spec can look at all of them cheaply.
// - a terrain gallery per board face: every terrain kind of the engine's table on open ground, each labelled;
// - every development scenario (tests/fixtures/expansion-scenarios) the importer accepts, in its opening state.
// `?width=<css px>` sets the boards' width (a phone's or a tablet's); each canvas gets the height its board needs.
// Exposes window.__gallery: what was drawn, what was refused and why, and a pixel comparison of the terrain art.
import { newGame, TERRAIN_KINDS, type GameState, type TerrainKind } from '../../../src/engine';
import { BOARD_FACES, type BoardFace } from '../../../src/engine/hex';
import type { Scenario, ScenarioHex } from '../../../src/scenario/types';
import { importM44 } from '../../../src/scenario/m44';
import { boardBounds, fitView, hexToPixel, type View } from '../../../src/ui/board/geometry';
import { drawBoard } from '../../../src/ui/board/render';

interface Entry {
  id: string;
  /** Drawn (the importer accepted it), or refused with the importer's reasons. */
  ok: boolean;
  reasons?: string[];
  hexPx?: number;
}

interface Gallery {
  entries: Entry[];
  /** Terrain kinds whose art, compared pixel by pixel on the country face, is closer than `min` to another's. */
  similar(min: number): { a: TerrainKind; b: TerrainKind; distance: number }[];
}

declare global {
  interface Window {
    __gallery?: Gallery;
  }
}

const FILES = import.meta.glob('../../fixtures/expansion-scenarios/*.m44.json', { eager: true, import: 'default' }) as Record<string, unknown>;

/**
 * Where the terrain gallery puts kind number i: seven a row on the even rows (columns 0 to 24), open ground between
 * them; the two units stand on rows 1 and 7. A Breakthrough-sized board (17 rows) holds 63 kinds.
 */
function galleryHex(i: number): { row: number; col: number } {
  const perRow = 7;
  const row = 2 * Math.floor(i / perRow);
  if (row > 16) throw new Error('the terrain gallery is full: give it another board or more columns');
  return { row, col: 4 * (i % perRow) };
}

function terrainGallery(face: BoardFace): Scenario {
  const hexes: ScenarioHex[] = TERRAIN_KINDS.map((terrain, i) => ({ ...galleryHex(i), terrain, label: terrain }));
  hexes.push({ row: 7, col: 23, unit: { side: 'allies', kind: 'infantry' } }, { row: 1, col: 23, unit: { side: 'axis', kind: 'infantry' } });
  // A road between the rows (a road is drawn over its hex's terrain, not a kind of its own): straight, a bend, a fork.
  const road: [number, number, NonNullable<ScenarioHex['road']>][] = [
    [5, 1, ['w', 'e']],
    [5, 3, ['w', 'e']],
    [5, 5, ['w', 'ne']],
    [4, 6, ['sw', 'ne']],
    [3, 7, ['sw', 'e', 'nw']],
    [3, 9, ['w', 'e']],
    [2, 6, ['se']],
  ];
  for (const [row, col, sides] of road) {
    const h = hexes.find((x) => x.row === row && x.col === col);
    if (h) h.road = sides;
    else hexes.push({ row, col, road: sides });
  }
  return {
    format: 1,
    id: `terrain-${face}`,
    name: `Terrain (${face})`,
    // Breakthrough-sized: the 38 kinds of the table no longer fit the 35 places of a standard board.
    board: { kind: 'breakthrough', face, hexes },
    sides: { axis: { cards: 4, medalsToWin: 4, edge: 'top' }, allies: { cards: 4, medalsToWin: 4, edge: 'bottom' } },
    first: 'allies',
  };
}

interface Drawn {
  id: string;
  state: GameState;
  canvas: HTMLCanvasElement;
  view: View;
}

const drawn: Drawn[] = [];

function draw(id: string, state: GameState, width: number): Drawn {
  const b = boardBounds(state.board.geometry);
  const height = Math.round((width * b.height) / b.width);
  const canvas = document.createElement('canvas');
  canvas.id = id;
  canvas.dataset.board = id;
  const dpr = window.devicePixelRatio || 1;
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  canvas.width = Math.round(width * dpr);
  canvas.height = Math.round(height * dpr);
  document.getElementById('boards')!.append(canvas);
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  const view = fitView(state.board.geometry, { x: 0, y: 0, width, height }, 0);
  drawBoard(ctx, state, view);
  const d = { id, state, canvas, view };
  drawn.push(d);
  return d;
}

/** The pixels of a disc of 0.6 hex-widths at a hex centre. */
function patch(d: Drawn, row: number, col: number): Uint8ClampedArray {
  const dpr = window.devicePixelRatio || 1;
  const c = hexToPixel(d.state.board.geometry, d.view, { row, col });
  const r = Math.max(2, Math.round(0.6 * d.view.scale * dpr));
  return d.canvas.getContext('2d')!.getImageData(Math.round(c.x * dpr) - r, Math.round(c.y * dpr) - r, 2 * r, 2 * r).data;
}

function main(): void {
  const width = Number(new URLSearchParams(location.search).get('width') ?? '390');
  const entries: Entry[] = [];
  for (const face of BOARD_FACES) {
    const sc = terrainGallery(face);
    const d = draw(sc.id, newGame(sc, { seed: 'gallery' }), width);
    entries.push({ id: sc.id, ok: true, hexPx: 2 * d.view.scale });
  }
  for (const [path, data] of Object.entries(FILES).sort(([a], [b]) => a.localeCompare(b))) {
    const id = path.split('/').pop()!.replace('.m44.json', '');
    const r = importM44(data, { id: `dev-${id.toLowerCase()}` });
    if (!r.ok) {
      entries.push({ id, ok: false, reasons: [...r.unsupported, ...r.problems.map((p) => p.message)] });
      continue;
    }
    const d = draw(id, newGame(r.scenario, { seed: 'gallery' }), width);
    entries.push({ id, ok: true, hexPx: 2 * d.view.scale });
  }
  const country = drawn.find((d) => d.id === 'terrain-country')!;
  window.__gallery = {
    entries,
    similar(min) {
      const patches = TERRAIN_KINDS.map((_, i) => patch(country, galleryHex(i).row, galleryHex(i).col));
      const out: { a: TerrainKind; b: TerrainKind; distance: number }[] = [];
      for (let i = 0; i < patches.length; i++) {
        for (let j = i + 1; j < patches.length; j++) {
          const pa = patches[i]!;
          const pb = patches[j]!;
          let sum = 0;
          for (let k = 0; k < pa.length; k += 4) sum += Math.hypot(pa[k]! - pb[k]!, pa[k + 1]! - pb[k + 1]!, pa[k + 2]! - pb[k + 2]!);
          const distance = sum / (pa.length / 4);
          if (distance < min) out.push({ a: TERRAIN_KINDS[i]!, b: TERRAIN_KINDS[j]!, distance });
        }
      }
      return out;
    },
  };
  document.body.dataset.ready = '1';
}

main();
