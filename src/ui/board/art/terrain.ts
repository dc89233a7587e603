/**
 * The art of every terrain kind, drawn in code (shapes and colours only, no images) in the hex-local frame of
 * paint.ts. `TERRAIN_ART` is a Record over the engine's terrain kinds: a kind without its painter fails to compile.
 */
import { DIRECTIONS, HEX_SIDES, sideKey, type HexSide } from '../../../engine/hex';
import type { BoardState, Cell, TerrainKind } from '../../../engine/types';
import { HEX_RADIUS } from '../geometry';
import { cellAt, circle, dirAngle, hexPath, rand, type Ctx, type FacePalette } from './paint';

function grassBase(ctx: Ctx, pal: FacePalette, row: number, col: number): void {
  hexPath(ctx);
  ctx.fillStyle = pal.grass;
  ctx.fill();
  // A light patch for variation.
  const g = ctx.createRadialGradient(-0.3, -0.4, 0.1, 0, 0, 1.3);
  g.addColorStop(0, pal.grassLight);
  g.addColorStop(1, pal.grass);
  ctx.fillStyle = g;
  ctx.globalAlpha = 0.6;
  ctx.fill();
  ctx.globalAlpha = 1;
  // Tufts.
  ctx.strokeStyle = pal.grassDark;
  ctx.lineWidth = 0.045;
  ctx.lineCap = 'round';
  for (let i = 0; i < 6; i++) {
    const x = (rand(row, col, i) - 0.5) * 1.5;
    const y = (rand(row, col, i + 10) - 0.5) * 1.6;
    ctx.beginPath();
    ctx.moveTo(x - 0.07, y - 0.08);
    ctx.lineTo(x, y + 0.02);
    ctx.lineTo(x + 0.07, y - 0.08);
    ctx.stroke();
  }
}

function drawTree(ctx: Ctx, x: number, y: number, r: number, dark: string, mid: string, light: string): void {
  ctx.fillStyle = 'rgba(20,35,10,0.35)';
  circle(ctx, x + r * 0.25, y + r * 0.3, r);
  ctx.fill();
  ctx.fillStyle = dark;
  circle(ctx, x, y, r);
  ctx.fill();
  ctx.fillStyle = mid;
  circle(ctx, x - r * 0.15, y - r * 0.18, r * 0.72);
  ctx.fill();
  ctx.fillStyle = light;
  circle(ctx, x - r * 0.32, y - r * 0.35, r * 0.3);
  ctx.fill();
}

function forest(ctx: Ctx, pal: FacePalette, row: number, col: number): void {
  grassBase(ctx, pal, row, col);
  hexPath(ctx);
  ctx.fillStyle = 'rgba(40,70,25,0.35)';
  ctx.fill();
  const spots: [number, number][] = [
    [-0.45, -0.55],
    [0.3, -0.6],
    [-0.7, 0.05],
    [0.05, -0.1],
    [0.68, -0.05],
    [-0.35, 0.5],
    [0.4, 0.5],
    [0, 0.85],
  ];
  spots.forEach(([x, y], i) => {
    const jx = (rand(row, col, i + 20) - 0.5) * 0.16;
    const jy = (rand(row, col, i + 30) - 0.5) * 0.16;
    const r = 0.3 + rand(row, col, i + 40) * 0.08;
    drawTree(ctx, x + jx, y + jy, r, '#2f5a22', '#41752c', '#6a9a45');
  });
}

function hedgerow(ctx: Ctx, pal: FacePalette, row: number, col: number): void {
  // Two fields of different crops, hedged all round and between them (bocage).
  hexPath(ctx);
  ctx.fillStyle = '#c7c77a';
  ctx.fill();
  ctx.save();
  hexPath(ctx);
  ctx.clip();
  const tilt = (rand(row, col, 1) - 0.5) * 0.8;
  ctx.beginPath();
  ctx.moveTo(-2, -0.2 + tilt);
  ctx.lineTo(2, 0.2 - tilt);
  ctx.lineTo(2, 2);
  ctx.lineTo(-2, 2);
  ctx.closePath();
  ctx.fillStyle = pal.grass;
  ctx.fill();
  // Furrows in the upper field.
  ctx.strokeStyle = 'rgba(120,110,50,0.35)';
  ctx.lineWidth = 0.03;
  for (let k = -5; k <= 5; k++) {
    ctx.beginPath();
    ctx.moveTo(k * 0.22 - 0.3, -1.3);
    ctx.lineTo(k * 0.22 + 0.3, 0.1);
    ctx.stroke();
  }
  // Hedges: rows of bushes along the edge and across the middle.
  const bush = (x: number, y: number, r: number): void => {
    ctx.fillStyle = '#2e4f1d';
    circle(ctx, x + 0.03, y + 0.04, r);
    ctx.fill();
    ctx.fillStyle = '#3f6a26';
    circle(ctx, x, y, r);
    ctx.fill();
    ctx.fillStyle = '#5d8a3a';
    circle(ctx, x - r * 0.3, y - r * 0.3, r * 0.4);
    ctx.fill();
  };
  const inset = 0.86;
  for (let i = 0; i < 6; i++) {
    const a0 = (Math.PI / 180) * (-90 + 60 * i);
    const a1 = (Math.PI / 180) * (-90 + 60 * (i + 1));
    const p0 = { x: HEX_RADIUS * inset * Math.cos(a0), y: HEX_RADIUS * inset * Math.sin(a0) };
    const p1 = { x: HEX_RADIUS * inset * Math.cos(a1), y: HEX_RADIUS * inset * Math.sin(a1) };
    for (let k = 0; k < 5; k++) {
      const t = k / 5;
      bush(p0.x + (p1.x - p0.x) * t, p0.y + (p1.y - p0.y) * t, 0.13 + rand(row, col, i * 7 + k) * 0.04);
    }
  }
  for (let k = 0; k <= 8; k++) {
    const x = -0.9 + k * 0.225;
    bush(x, x * (0.1 - tilt / 2), 0.12 + rand(row, col, 60 + k) * 0.04);
  }
  ctx.restore();
}

function hill(ctx: Ctx, pal: FacePalette, row: number, col: number): void {
  // A rise filling the hex: earthy slopes, wavy contour lines, lit from the upper left.
  hexPath(ctx);
  ctx.fillStyle = '#b7ae66';
  ctx.fill();
  ctx.save();
  hexPath(ctx);
  ctx.clip();
  const phase = rand(row, col, 5) * Math.PI * 2;
  const contour = (r: number, cx: number, cy: number): void => {
    ctx.beginPath();
    for (let k = 0; k <= 48; k++) {
      const a = (k / 48) * Math.PI * 2;
      const rr = r * (1 + 0.09 * Math.sin(3 * a + phase) + 0.05 * Math.sin(5 * a - phase));
      const x = cx + rr * Math.cos(a);
      const y = cy + rr * 0.9 * Math.sin(a);
      if (k === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.closePath();
  };
  const levels: [number, string][] = [
    [1.2, '#b9b068'],
    [0.88, '#c6b877'],
    [0.6, '#d2c287'],
    [0.32, '#ddcd98'],
  ];
  levels.forEach(([r, color], i) => {
    const cx = -0.05 * i;
    const cy = -0.06 * i;
    // Shade on the lower right of each step.
    contour(r, cx + 0.06, cy + 0.07);
    ctx.fillStyle = 'rgba(90,70,30,0.28)';
    ctx.fill();
    contour(r, cx, cy);
    ctx.fillStyle = color;
    ctx.fill();
    ctx.strokeStyle = 'rgba(120,95,45,0.7)';
    ctx.lineWidth = 0.03;
    ctx.stroke();
  });
  // A few grass tufts on the slopes.
  ctx.strokeStyle = 'rgba(110,130,60,0.6)';
  ctx.lineWidth = 0.04;
  ctx.lineCap = 'round';
  for (let i = 0; i < 4; i++) {
    const x = (rand(row, col, i + 80) - 0.5) * 1.5;
    const y = (rand(row, col, i + 90) - 0.5) * 1.5;
    ctx.beginPath();
    ctx.moveTo(x - 0.06, y - 0.07);
    ctx.lineTo(x, y + 0.02);
    ctx.lineTo(x + 0.06, y - 0.07);
    ctx.stroke();
  }
  ctx.restore();
  void pal;
}

function house(ctx: Ctx, x: number, y: number, w: number, h: number, angle: number, roof: string): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.fillStyle = 'rgba(30,25,20,0.35)';
  ctx.fillRect(-w / 2 + 0.05, -h / 2 + 0.06, w, h);
  ctx.fillStyle = roof;
  ctx.fillRect(-w / 2, -h / 2, w, h);
  // Ridge and the lit slope.
  ctx.fillStyle = 'rgba(255,255,255,0.18)';
  ctx.fillRect(-w / 2, -h / 2, w, h / 2);
  ctx.strokeStyle = 'rgba(60,25,15,0.7)';
  ctx.lineWidth = 0.03;
  ctx.beginPath();
  ctx.moveTo(-w / 2, 0);
  ctx.lineTo(w / 2, 0);
  ctx.stroke();
  ctx.strokeRect(-w / 2, -h / 2, w, h);
  ctx.restore();
}

function town(ctx: Ctx, pal: FacePalette, row: number, col: number): void {
  grassBase(ctx, pal, row, col);
  ctx.save();
  hexPath(ctx);
  ctx.clip();
  // Streets.
  ctx.strokeStyle = '#d8cfb4';
  ctx.lineWidth = 0.22;
  ctx.lineCap = 'butt';
  const a = rand(row, col, 3) * Math.PI;
  ctx.beginPath();
  ctx.moveTo(-2 * Math.cos(a), -2 * Math.sin(a));
  ctx.lineTo(2 * Math.cos(a), 2 * Math.sin(a));
  ctx.moveTo(-2 * Math.cos(a + 1.6), -2 * Math.sin(a + 1.6));
  ctx.lineTo(2 * Math.cos(a + 1.6), 2 * Math.sin(a + 1.6));
  ctx.stroke();
  ctx.restore();
  const roofs = ['#a84a32', '#b85c3a', '#8f3f2c', '#9c5a45', '#6f6a66'];
  const spots: [number, number, number, number][] = [
    [-0.5, -0.55, 0.46, 0.32],
    [0.35, -0.6, 0.4, 0.3],
    [-0.7, 0.1, 0.36, 0.42],
    [0.72, 0.05, 0.34, 0.44],
    [-0.35, 0.62, 0.44, 0.3],
    [0.38, 0.62, 0.4, 0.3],
    [0.02, -0.05, 0.4, 0.36],
  ];
  spots.forEach(([x, y, w, h], i) => {
    const roof = roofs[Math.floor(rand(row, col, i + 50) * roofs.length)]!;
    house(ctx, x, y, w, h, (rand(row, col, i + 70) - 0.5) * 0.5 + a, roof);
  });
  // A church tower.
  ctx.fillStyle = '#7b776f';
  ctx.fillRect(0.1, -0.3, 0.2, 0.2);
  ctx.strokeStyle = '#3a3732';
  ctx.lineWidth = 0.03;
  ctx.strokeRect(0.1, -0.3, 0.2, 0.2);
}

function beach(ctx: Ctx, board: BoardState, row: number, col: number, rotate180: boolean): void {
  hexPath(ctx);
  ctx.fillStyle = '#e5d39c';
  ctx.fill();
  ctx.save();
  hexPath(ctx);
  ctx.clip();
  // Wet sand and surf along sides that touch the sea.
  for (let d = 0; d < 6; d++) {
    const n = cellAt(board, row + DIRECTIONS[d]!.row, col + DIRECTIONS[d]!.col);
    if (n?.terrain !== 'ocean') continue;
    const a = dirAngle(d, rotate180);
    const ux = Math.cos(a);
    const uy = Math.sin(a);
    ctx.fillStyle = '#cdb77e';
    ctx.beginPath();
    ctx.moveTo(ux * 1 - uy * 0.7, uy * 1 + ux * 0.7);
    ctx.lineTo(ux * 0.72 - uy * 0.7, uy * 0.72 + ux * 0.7);
    ctx.lineTo(ux * 0.72 + uy * 0.7, uy * 0.72 - ux * 0.7);
    ctx.lineTo(ux * 1 + uy * 0.7, uy * 1 - ux * 0.7);
    ctx.closePath();
    ctx.fill();
    ctx.strokeStyle = 'rgba(255,255,255,0.85)';
    ctx.lineWidth = 0.06;
    ctx.beginPath();
    for (let k = 0; k <= 8; k++) {
      const t = -0.7 + (1.4 * k) / 8;
      const w = 0.93 + Math.sin(k * 1.7 + row) * 0.03;
      const x = ux * w - uy * t;
      const y = uy * w + ux * t;
      if (k === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  ctx.restore();
  // Grains and pebbles.
  ctx.fillStyle = 'rgba(160,130,70,0.55)';
  for (let i = 0; i < 14; i++) {
    const x = (rand(row, col, i) - 0.5) * 1.6;
    const y = (rand(row, col, i + 20) - 0.5) * 1.8;
    circle(ctx, x, y, 0.025 + rand(row, col, i + 40) * 0.02);
    ctx.fill();
  }
}

function ocean(ctx: Ctx, row: number, col: number): void {
  hexPath(ctx);
  const g = ctx.createLinearGradient(0, -1.2, 0, 1.2);
  g.addColorStop(0, '#3a7bb0');
  g.addColorStop(1, '#2d6698');
  ctx.fillStyle = g;
  ctx.fill();
  ctx.strokeStyle = 'rgba(200,230,250,0.6)';
  ctx.lineWidth = 0.05;
  ctx.lineCap = 'round';
  for (let i = 0; i < 4; i++) {
    const x = (rand(row, col, i) - 0.5) * 1.1;
    const y = -0.65 + i * 0.42 + (rand(row, col, i + 9) - 0.5) * 0.15;
    ctx.beginPath();
    ctx.arc(x - 0.14, y + 0.1, 0.14, Math.PI * 1.15, Math.PI * 1.85);
    ctx.arc(x + 0.14, y + 0.1, 0.14, Math.PI * 1.15, Math.PI * 1.85);
    ctx.stroke();
  }
}

/** Directions (0..5) the river on this hex flows to: river or sea neighbours, else on to the board edge. */
export function riverLinks(board: BoardState, row: number, col: number): number[] {
  const water = (t: TerrainKind | undefined): boolean =>
    t === 'river' || t === 'ocean' || t === 'ford' || t === 'fordable-stream' || t === 'lake' || t === 'frozen-river';
  const links: number[] = [];
  const off: number[] = [];
  for (let d = 0; d < 6; d++) {
    const r = row + DIRECTIONS[d]!.row;
    const c = col + DIRECTIONS[d]!.col;
    const n = cellAt(board, r, c);
    if (!n) off.push(d);
    else if (water(n.terrain)) links.push(d);
  }
  if (links.length >= 2) return links;
  if (links.length === 1) {
    const d = links[0]!;
    // Flow on, as straight as possible, preferring to leave by the board edge.
    const prefs = [(d + 3) % 6, (d + 2) % 6, (d + 4) % 6];
    const out = prefs.find((p) => off.includes(p)) ?? prefs[0]!;
    return [d, out];
  }
  if (off.length >= 2) return [off[0]!, off[off.length - 1]!];
  return [3, 0];
}

/** How wide a watercourse is drawn: a river, or a fordable stream (narrower, lighter). */
interface Flow {
  bank: number;
  water: number;
  color: string;
}
const RIVER_FLOW: Flow = { bank: 0.78, water: 0.6, color: '#3d7cb0' };
const STREAM_FLOW: Flow = { bank: 0.5, water: 0.36, color: '#5b97c4' };

/** One stroke of a watercourse or road: its colour, width and dash. */
interface CourseLayer {
  color: string;
  width: number;
  dash?: readonly number[];
}

/**
 * A course across the hex (river, wadi, road): from the centre to each end at angle `ends` (two ends: one curve
 * through the centre), stroked layer by layer, widest first, clipped to the hex.
 */
function strokeCourse(ctx: Ctx, ends: readonly number[], reach: number, layers: readonly CourseLayer[]): void {
  ctx.save();
  hexPath(ctx);
  ctx.clip();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const layer of layers) {
    ctx.beginPath();
    if (ends.length === 2) {
      const [a, b] = ends as [number, number];
      ctx.moveTo(Math.cos(a) * reach, Math.sin(a) * reach);
      ctx.quadraticCurveTo(0, 0, Math.cos(b) * reach, Math.sin(b) * reach);
    } else {
      for (const a of ends) {
        ctx.moveTo(0, 0);
        ctx.lineTo(Math.cos(a) * reach, Math.sin(a) * reach);
      }
    }
    ctx.strokeStyle = layer.color;
    ctx.lineWidth = layer.width;
    ctx.setLineDash(layer.dash ? [...layer.dash] : []);
    ctx.stroke();
  }
  ctx.setLineDash([]);
  ctx.restore();
}

function river(ctx: Ctx, pal: FacePalette, board: BoardState, cell: Cell, row: number, col: number, rotate180: boolean, flow: Flow = RIVER_FLOW): void {
  grassBase(ctx, pal, row, col);
  const links = riverLinks(board, row, col);
  const angles = links.map((d) => dirAngle(d, rotate180));
  const ends = angles.map((a) => ({ x: Math.cos(a) * 1.02, y: Math.sin(a) * 1.02 }));
  strokeCourse(ctx, angles, 1.02, [
    { color: '#6f8a46', width: flow.bank },
    { color: flow.color, width: flow.water },
    { color: 'rgba(170,215,240,0.55)', width: 0.08, dash: [0.18, 0.22] },
  ]);
  if (cell.bridge && cell.pontoon) {
    pontoonBridge(ctx, ends);
  } else if (cell.bridge) {
    // Across the flow at the centre.
    const a = ends[0]!;
    const b = ends[1] ?? { x: -a.x, y: -a.y };
    const angle = Math.atan2(b.y - a.y, b.x - a.x);
    ctx.save();
    ctx.rotate(angle);
    ctx.fillStyle = 'rgba(30,25,15,0.4)';
    ctx.fillRect(-0.26, -0.52, 0.6, 1.1);
    ctx.fillStyle = '#9a7447';
    ctx.fillRect(-0.3, -0.55, 0.6, 1.1);
    ctx.strokeStyle = '#5e4326';
    ctx.lineWidth = 0.035;
    for (let k = 1; k < 6; k++) {
      ctx.beginPath();
      ctx.moveTo(-0.3 + k * 0.1, -0.55);
      ctx.lineTo(-0.3 + k * 0.1, 0.55);
      ctx.stroke();
    }
    ctx.lineWidth = 0.08;
    ctx.beginPath();
    ctx.moveTo(-0.34, -0.55);
    ctx.lineTo(-0.34, 0.55);
    ctx.moveTo(0.34, -0.55);
    ctx.lineTo(0.34, 0.55);
    ctx.stroke();
    ctx.restore();
  } else if (cell.blown) {
    blownBridge(ctx, ends);
  }
}

/**
 * A bridge blown during the battle (rules-decisions C92): the two charred stubs of the timber bridge at the banks, with
 * a jagged broken edge and open water between them, and a scorch mark on the water: the river is back, the bridge is
 * visibly gone, and it reads apart from a whole bridge and from a plain river at phone size.
 */
function blownBridge(ctx: Ctx, ends: { x: number; y: number }[]): void {
  const a = ends[0]!;
  const b = ends[1] ?? { x: -a.x, y: -a.y };
  ctx.save();
  ctx.rotate(Math.atan2(b.y - a.y, b.x - a.x));
  // Scorch on the water where the span fell.
  ctx.fillStyle = 'rgba(25,20,15,0.35)';
  ctx.beginPath();
  ctx.ellipse(0, 0, 0.26, 0.2, 0, 0, Math.PI * 2);
  ctx.fill();
  for (const dir of [-1, 1]) {
    // A stub from the bank (y = ±0.55) to a jagged end near y = ±0.24.
    ctx.beginPath();
    ctx.moveTo(-0.3, dir * 0.55);
    ctx.lineTo(0.3, dir * 0.55);
    ctx.lineTo(0.3, dir * 0.3);
    ctx.lineTo(0.16, dir * 0.2);
    ctx.lineTo(0.04, dir * 0.32);
    ctx.lineTo(-0.1, dir * 0.18);
    ctx.lineTo(-0.22, dir * 0.3);
    ctx.lineTo(-0.3, dir * 0.22);
    ctx.closePath();
    ctx.fillStyle = '#6e5232';
    ctx.fill();
    ctx.lineJoin = 'round';
    ctx.lineWidth = 0.05;
    ctx.strokeStyle = '#1f1810';
    ctx.stroke();
  }
  // Floating planks.
  ctx.strokeStyle = '#4a3620';
  ctx.lineWidth = 0.06;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(-0.2, -0.04);
  ctx.lineTo(-0.02, 0.06);
  ctx.moveTo(0.08, -0.08);
  ctx.lineTo(0.22, 0.02);
  ctx.stroke();
  ctx.restore();
}

/**
 * A pontoon bridge built during the battle (FAQ §II Pontoon Bridges): a row of grey boats moored along the flow, a
 * narrow pale deck laid across them, so it reads apart from the broad brown timber bridge at phone size.
 */
function pontoonBridge(ctx: Ctx, ends: { x: number; y: number }[]): void {
  const a = ends[0]!;
  const b = ends[1] ?? { x: -a.x, y: -a.y };
  ctx.save();
  ctx.rotate(Math.atan2(b.y - a.y, b.x - a.x));
  for (const y of [-0.48, -0.16, 0.16, 0.48]) {
    ctx.beginPath();
    ctx.ellipse(0, y, 0.44, 0.14, 0, 0, Math.PI * 2);
    ctx.fillStyle = '#4a525a';
    ctx.fill();
    ctx.strokeStyle = '#23282c';
    ctx.lineWidth = 0.03;
    ctx.stroke();
  }
  ctx.fillStyle = 'rgba(20,20,20,0.35)';
  ctx.fillRect(-0.12, -0.64, 0.3, 1.28);
  ctx.fillStyle = '#d2b77e';
  ctx.fillRect(-0.15, -0.66, 0.3, 1.32);
  ctx.strokeStyle = '#6b5530';
  ctx.lineWidth = 0.025;
  for (let k = 1; k < 8; k++) {
    ctx.beginPath();
    ctx.moveTo(-0.15, -0.66 + k * 0.165);
    ctx.lineTo(0.15, -0.66 + k * 0.165);
    ctx.stroke();
  }
  ctx.restore();
}

// ---------------------------------------------------------------------------------------------------------------
// Expansion terrain. Each reads apart from its neighbours at phone size: water is blue, stone grey, earth brown,
// and each has one shape of its own (reeds, rubble, saw-tooth roofs, a cleft, a zigzag, crosses, a runway).

/** A marsh: the ground's colour, dark pools of standing water and tufts of reeds. */
function marsh(ctx: Ctx, pal: FacePalette, row: number, col: number): void {
  grassBase(ctx, pal, row, col);
  ctx.save();
  hexPath(ctx);
  ctx.clip();
  const pools: [number, number, number, number][] = [
    [-0.45, -0.35, 0.42, 0.2],
    [0.4, -0.15, 0.38, 0.18],
    [-0.2, 0.4, 0.48, 0.2],
    [0.55, 0.55, 0.25, 0.12],
  ];
  pools.forEach(([x, y, rx, ry], i) => {
    const jx = (rand(row, col, i + 5) - 0.5) * 0.2;
    ctx.beginPath();
    ctx.ellipse(x + jx, y, rx, ry, (rand(row, col, i + 9) - 0.5) * 0.4, 0, Math.PI * 2);
    ctx.fillStyle = '#5d7f7a';
    ctx.fill();
    ctx.strokeStyle = 'rgba(40,60,40,0.55)';
    ctx.lineWidth = 0.03;
    ctx.stroke();
  });
  // Reeds: fans of short strokes.
  ctx.strokeStyle = '#3f5a24';
  ctx.lineWidth = 0.035;
  ctx.lineCap = 'round';
  for (let i = 0; i < 9; i++) {
    const x = (rand(row, col, i + 20) - 0.5) * 1.5;
    const y = (rand(row, col, i + 30) - 0.5) * 1.5;
    for (const dx of [-0.07, 0, 0.07]) {
      ctx.beginPath();
      ctx.moveTo(x, y + 0.08);
      ctx.lineTo(x + dx * 1.4, y - 0.14);
      ctx.stroke();
    }
  }
  ctx.restore();
}

/** A lake: still water to the hex edge, a reed-green shore line and a few ripples (no waves: that is the sea). */
function lake(ctx: Ctx, row: number, col: number): void {
  hexPath(ctx);
  const g = ctx.createRadialGradient(-0.2, -0.2, 0.1, 0, 0, 1.2);
  g.addColorStop(0, '#5d9cc4');
  g.addColorStop(1, '#356f99');
  ctx.fillStyle = g;
  ctx.fill();
  ctx.strokeStyle = '#6f8f4a';
  ctx.lineWidth = 0.1;
  hexPath(ctx, 1.08);
  ctx.stroke();
  ctx.strokeStyle = 'rgba(220,240,250,0.55)';
  ctx.lineWidth = 0.035;
  for (let i = 0; i < 3; i++) {
    const x = (rand(row, col, i) - 0.5) * 0.9;
    const y = (rand(row, col, i + 4) - 0.5) * 0.9;
    ctx.beginPath();
    ctx.ellipse(x, y, 0.22, 0.08, 0, 0, Math.PI * 2);
    ctx.stroke();
  }
}

/** City ruins: grey rubble ground, broken wall stubs and scattered blocks. */
function cityRuins(ctx: Ctx, row: number, col: number): void {
  hexPath(ctx);
  ctx.fillStyle = '#8f8a80';
  ctx.fill();
  ctx.save();
  hexPath(ctx);
  ctx.clip();
  // Rubble.
  for (let i = 0; i < 26; i++) {
    const x = (rand(row, col, i) - 0.5) * 1.9;
    const y = (rand(row, col, i + 40) - 0.5) * 2;
    const w = 0.06 + rand(row, col, i + 80) * 0.1;
    ctx.fillStyle = i % 3 === 0 ? '#6b665e' : i % 3 === 1 ? '#a9a398' : '#7d776d';
    ctx.fillRect(x, y, w, w * 0.7);
  }
  // Broken walls: L-shaped stubs with jagged tops.
  const walls: [number, number, number][] = [
    [-0.5, -0.45, 0.2],
    [0.35, -0.3, -0.4],
    [-0.15, 0.45, 0.9],
  ];
  walls.forEach(([x, y, a]) => {
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(a);
    ctx.fillStyle = 'rgba(30,28,25,0.4)';
    ctx.fillRect(-0.3 + 0.05, -0.06 + 0.06, 0.6, 0.13);
    ctx.fillStyle = '#cfc6b3';
    ctx.beginPath();
    ctx.moveTo(-0.3, 0.07);
    ctx.lineTo(-0.3, -0.07);
    ctx.lineTo(-0.1, -0.07);
    ctx.lineTo(-0.02, -0.02);
    ctx.lineTo(0.08, -0.07);
    ctx.lineTo(0.3, -0.07);
    ctx.lineTo(0.3, 0.07);
    ctx.closePath();
    ctx.fill();
    ctx.strokeStyle = '#4a453d';
    ctx.lineWidth = 0.025;
    ctx.stroke();
    ctx.restore();
  });
  ctx.restore();
}

/** A factory: a long saw-tooth-roofed hall and a tall chimney on a yard. */
function factory(ctx: Ctx, pal: FacePalette, row: number, col: number): void {
  grassBase(ctx, pal, row, col);
  hexPath(ctx, 0.95);
  ctx.fillStyle = 'rgba(120,112,100,0.55)';
  ctx.fill();
  // The hall.
  ctx.fillStyle = 'rgba(30,25,20,0.35)';
  ctx.fillRect(-0.66, -0.28, 1.3, 0.7);
  ctx.fillStyle = '#7f5b46';
  ctx.fillRect(-0.7, -0.34, 1.3, 0.7);
  ctx.fillStyle = '#a47a5f';
  ctx.beginPath();
  ctx.moveTo(-0.7, -0.34);
  for (let k = 0; k < 5; k++) {
    const x = -0.7 + k * 0.26;
    ctx.lineTo(x + 0.2, -0.34);
    ctx.lineTo(x + 0.26, -0.05);
    ctx.lineTo(x + 0.26, -0.34);
  }
  ctx.lineTo(0.6, 0.36);
  ctx.lineTo(-0.7, 0.36);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = '#3e2c21';
  ctx.lineWidth = 0.03;
  ctx.strokeRect(-0.7, -0.34, 1.3, 0.7);
  // The chimney and its smoke.
  ctx.fillStyle = '#5b4a3f';
  ctx.fillRect(0.48, -0.85, 0.16, 0.55);
  ctx.strokeRect(0.48, -0.85, 0.16, 0.55);
  ctx.fillStyle = 'rgba(90,90,90,0.45)';
  circle(ctx, 0.5, -0.95, 0.1);
  ctx.fill();
  circle(ctx, 0.36, -1.02, 0.08);
  ctx.fill();
}

/** A wooded hill: the hill's contours with a crown of trees. */
function hillForest(ctx: Ctx, pal: FacePalette, row: number, col: number): void {
  hill(ctx, pal, row, col);
  const spots: [number, number][] = [
    [-0.35, -0.35],
    [0.3, -0.4],
    [-0.1, 0.1],
    [0.45, 0.2],
    [-0.5, 0.35],
  ];
  spots.forEach(([x, y], i) => drawTree(ctx, x, y, 0.25 + rand(row, col, i + 60) * 0.06, '#2f5a22', '#41752c', '#6a9a45'));
}

/** A hill village: the hill's contours with houses on its crown. */
function hillVillage(ctx: Ctx, pal: FacePalette, row: number, col: number): void {
  hill(ctx, pal, row, col);
  const roofs = ['#a84a32', '#8f3f2c', '#6f6a66'];
  const spots: [number, number, number, number][] = [
    [-0.3, -0.3, 0.4, 0.3],
    [0.32, -0.2, 0.36, 0.3],
    [0, 0.3, 0.42, 0.3],
  ];
  spots.forEach(([x, y, w, h], i) => house(ctx, x, y, w, h, (rand(row, col, i + 70) - 0.5) * 0.5, roofs[i]!));
}

/** A ravine: a deep, dark cleft across the ground with lit and shaded banks. */
function ravine(ctx: Ctx, pal: FacePalette, row: number, col: number): void {
  grassBase(ctx, pal, row, col);
  ctx.save();
  hexPath(ctx);
  ctx.clip();
  const tilt = (rand(row, col, 2) - 0.5) * 0.6;
  const edge = (side: number): [number, number][] => {
    const pts: [number, number][] = [];
    for (let k = 0; k <= 8; k++) {
      const x = -1.2 + k * 0.3;
      const w = 0.22 + 0.08 * Math.sin(k * 1.9 + row + col);
      pts.push([x, x * tilt + side * w]);
    }
    return pts;
  };
  const top = edge(-1);
  const bottom = edge(1);
  ctx.beginPath();
  top.forEach(([x, y], k) => (k === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  for (let k = bottom.length - 1; k >= 0; k--) ctx.lineTo(bottom[k]![0], bottom[k]![1]);
  ctx.closePath();
  ctx.fillStyle = '#4a3a2a';
  ctx.fill();
  ctx.lineWidth = 0.07;
  ctx.strokeStyle = '#a08462';
  ctx.beginPath();
  top.forEach(([x, y], k) => (k === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.stroke();
  ctx.strokeStyle = '#2e2419';
  ctx.beginPath();
  bottom.forEach(([x, y], k) => (k === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.stroke();
  ctx.restore();
}

/** Trenches: a zigzag ditch of dark earth edged with pale spoil. */
function trenches(ctx: Ctx, pal: FacePalette, row: number, col: number): void {
  grassBase(ctx, pal, row, col);
  const path = (): void => {
    ctx.beginPath();
    for (let k = 0; k <= 6; k++) {
      const x = -0.85 + k * 0.28;
      const y = (k % 2 === 0 ? -0.12 : 0.12) + (rand(row, col, 3) - 0.5) * 0.2;
      if (k === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
  };
  ctx.lineJoin = 'miter';
  ctx.lineCap = 'butt';
  path();
  ctx.strokeStyle = '#c9b48a';
  ctx.lineWidth = 0.34;
  ctx.stroke();
  path();
  ctx.strokeStyle = '#4b3a26';
  ctx.lineWidth = 0.18;
  ctx.stroke();
}

/** A building seen from above: its shadow to the lower right, its roof, its outline (church, hospital). */
function shadedBlock(ctx: Ctx, x: number, y: number, w: number, h: number, fill: string, edge: string, edgeWidth: number): void {
  ctx.fillStyle = 'rgba(30,25,20,0.35)';
  ctx.fillRect(x + 0.05, y + 0.06, w, h);
  ctx.fillStyle = fill;
  ctx.fillRect(x, y, w, h);
  ctx.strokeStyle = edge;
  ctx.lineWidth = edgeWidth;
  ctx.strokeRect(x, y, w, h);
}

/** A church: a long nave and a square tower topped with a cross, alone on its ground. */
function church(ctx: Ctx, pal: FacePalette, row: number, col: number): void {
  grassBase(ctx, pal, row, col);
  shadedBlock(ctx, -0.5, -0.2, 0.95, 0.42, '#8c8a86', '#3a3732', 0.03);
  ctx.fillStyle = 'rgba(255,255,255,0.2)';
  ctx.fillRect(-0.5, -0.2, 0.95, 0.21);
  // The tower.
  ctx.fillStyle = '#6f6b64';
  ctx.fillRect(0.38, -0.3, 0.36, 0.36);
  ctx.strokeRect(0.38, -0.3, 0.36, 0.36);
  ctx.strokeStyle = '#f1ede2';
  ctx.lineWidth = 0.06;
  ctx.beginPath();
  ctx.moveTo(0.56, -0.24);
  ctx.lineTo(0.56, 0);
  ctx.moveTo(0.46, -0.16);
  ctx.lineTo(0.66, -0.16);
  ctx.stroke();
}

/** A cemetery: a walled plot of darker turf with rows of small crosses, readable on snow and sand too. */
function cemetery(ctx: Ctx, pal: FacePalette, row: number, col: number): void {
  grassBase(ctx, pal, row, col);
  ctx.fillStyle = '#7f8c6a';
  ctx.fillRect(-0.62, -0.5, 1.24, 1.0);
  ctx.strokeStyle = '#5e574c';
  ctx.lineWidth = 0.07;
  ctx.strokeRect(-0.62, -0.5, 1.24, 1.0);
  const crosses = (color: string, width: number): void => {
    ctx.strokeStyle = color;
    ctx.lineWidth = width;
    ctx.beginPath();
    for (let r = 0; r < 3; r++) {
      for (let c = 0; c < 4; c++) {
        const x = -0.42 + c * 0.28;
        const y = -0.28 + r * 0.3;
        ctx.moveTo(x, y - 0.1);
        ctx.lineTo(x, y + 0.1);
        ctx.moveTo(x - 0.065, y - 0.035);
        ctx.lineTo(x + 0.065, y - 0.035);
      }
    }
    ctx.stroke();
  };
  crosses('#3b3731', 0.075);
  crosses('#f4f1ea', 0.04);
}

/** An airfield: a paved runway with a dashed centre line across the ground. */
function airfield(ctx: Ctx, pal: FacePalette, row: number, col: number): void {
  grassBase(ctx, pal, row, col);
  ctx.save();
  hexPath(ctx);
  ctx.clip();
  ctx.rotate(-0.5);
  ctx.fillStyle = '#7d7c78';
  ctx.fillRect(-1.4, -0.26, 2.8, 0.52);
  ctx.strokeStyle = '#4e4d4a';
  ctx.lineWidth = 0.03;
  ctx.strokeRect(-1.4, -0.26, 2.8, 0.52);
  ctx.strokeStyle = '#f4f2ea';
  ctx.lineWidth = 0.06;
  ctx.setLineDash([0.18, 0.14]);
  ctx.beginPath();
  ctx.moveTo(-1.4, 0);
  ctx.lineTo(1.4, 0);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.restore();
}

/** Stepping stones across the flow at the hex centre, lit from the upper left. */
function steppingStones(ctx: Ctx, board: BoardState, row: number, col: number, rotate180: boolean, count: number, size: number): void {
  const links = riverLinks(board, row, col);
  const a = dirAngle(links[0]!, rotate180);
  const b = links[1] !== undefined ? dirAngle(links[1], rotate180) : a + Math.PI;
  // Across the flow: perpendicular to the line between its two ends.
  const across = Math.atan2(Math.sin(b) - Math.sin(a), Math.cos(b) - Math.cos(a)) + Math.PI / 2;
  for (let k = 0; k < count; k++) {
    const t = (k - (count - 1) / 2) * size * 2.1;
    const x = Math.cos(across) * t + (rand(row, col, k + 3) - 0.5) * 0.05;
    const y = Math.sin(across) * t + (rand(row, col, k + 7) - 0.5) * 0.05;
    ctx.fillStyle = 'rgba(30,30,30,0.35)';
    circle(ctx, x + 0.025, y + 0.03, size);
    ctx.fill();
    ctx.fillStyle = '#c9bfa6';
    circle(ctx, x, y, size);
    ctx.fill();
    ctx.strokeStyle = '#6e6452';
    ctx.lineWidth = 0.02;
    ctx.stroke();
  }
}

/**
 * A frozen river: the river's course as white-blue ice, with dark cracks across it and snow along its banks (no
 * flowing water), so it reads as "can be crossed, at a risk" beside an open river.
 */
function frozenRiver(ctx: Ctx, pal: FacePalette, board: BoardState, row: number, col: number, rotate180: boolean): void {
  grassBase(ctx, pal, row, col);
  const angles = riverLinks(board, row, col).map((d) => dirAngle(d, rotate180));
  strokeCourse(ctx, angles, 1.02, [
    { color: '#f4f7f8', width: RIVER_FLOW.bank },
    { color: '#bfe0ef', width: RIVER_FLOW.water },
  ]);
  // Cracks in the ice: short dark zigzags near the centre.
  ctx.save();
  ctx.strokeStyle = '#3c5a6e';
  ctx.lineWidth = 0.035;
  ctx.lineCap = 'round';
  for (let i = 0; i < 3; i++) {
    const x = (rand(row, col, i + 60) - 0.5) * 0.7;
    const y = (rand(row, col, i + 70) - 0.5) * 0.5;
    ctx.beginPath();
    ctx.moveTo(x - 0.2, y - 0.06);
    ctx.lineTo(x - 0.06, y + 0.05);
    ctx.lineTo(x + 0.05, y - 0.05);
    ctx.lineTo(x + 0.2, y + 0.06);
    ctx.stroke();
  }
  ctx.restore();
}

/** A ford: the river with a broad bank of pale gravel across it at the centre, stones on it. */
function ford(ctx: Ctx, pal: FacePalette, board: BoardState, cell: Cell, row: number, col: number, rotate180: boolean): void {
  river(ctx, pal, board, cell, row, col, rotate180);
  const links = riverLinks(board, row, col);
  const a = dirAngle(links[0]!, rotate180);
  const b = links[1] !== undefined ? dirAngle(links[1], rotate180) : a + Math.PI;
  const along = Math.atan2(Math.sin(b) - Math.sin(a), Math.cos(b) - Math.cos(a));
  ctx.save();
  hexPath(ctx);
  ctx.clip();
  ctx.rotate(along);
  // The crossing: a band of shallow gravel across the flow, wider than the water.
  ctx.fillStyle = '#d8c9a0';
  ctx.fillRect(-0.3, -0.62, 0.6, 1.24);
  ctx.strokeStyle = 'rgba(120,100,60,0.7)';
  ctx.lineWidth = 0.03;
  ctx.strokeRect(-0.3, -0.62, 0.6, 1.24);
  ctx.restore();
  steppingStones(ctx, board, row, col, rotate180, 5, 0.085);
}

/** A fordable stream: a narrower, lighter watercourse with a few stones in it. */
function fordableStream(ctx: Ctx, pal: FacePalette, board: BoardState, cell: Cell, row: number, col: number, rotate180: boolean): void {
  river(ctx, pal, board, cell, row, col, rotate180, STREAM_FLOW);
  steppingStones(ctx, board, row, col, rotate180, 3, 0.06);
}

/** A frond: a pointed leaf from (0,0) along the angle, its length `len`. */
function frond(ctx: Ctx, x: number, y: number, angle: number, len: number, color: string): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.quadraticCurveTo(len * 0.5, -len * 0.22, len, 0);
  ctx.quadraticCurveTo(len * 0.5, len * 0.22, 0, 0);
  ctx.fill();
  ctx.restore();
}

/** Jungle: a dark, tangled undergrowth filling the hex, star-shaped clumps of long fronds over deep shade. */
function jungle(ctx: Ctx, row: number, col: number): void {
  hexPath(ctx);
  ctx.fillStyle = '#1f4a30';
  ctx.fill();
  ctx.save();
  hexPath(ctx);
  ctx.clip();
  const clumps: [number, number][] = [
    [-0.5, -0.55],
    [0.4, -0.6],
    [-0.05, -0.05],
    [-0.72, 0.25],
    [0.7, 0.1],
    [-0.3, 0.65],
    [0.35, 0.6],
  ];
  clumps.forEach(([x, y], i) => {
    const turn = rand(row, col, i + 50) * Math.PI;
    for (let k = 0; k < 7; k++) {
      const a = turn + (k * Math.PI * 2) / 7;
      frond(ctx, x + 0.03, y + 0.04, a, 0.4, 'rgba(5,20,10,0.45)');
      frond(ctx, x, y, a, 0.38, k % 2 ? '#2f8a3e' : '#4fae4c');
    }
    ctx.fillStyle = '#7a5a2e';
    circle(ctx, x, y, 0.05);
    ctx.fill();
  });
  ctx.restore();
}

/** A dam: a pale concrete wall across the hex, a reservoir's deep water behind it, open ground below. */
function dam(ctx: Ctx, pal: FacePalette, row: number, col: number): void {
  grassBase(ctx, pal, row, col);
  ctx.save();
  hexPath(ctx);
  ctx.clip();
  ctx.fillStyle = '#2f6fa3';
  ctx.fillRect(-1.2, -1.2, 2.4, 1.05);
  ctx.strokeStyle = 'rgba(170,215,240,0.6)';
  ctx.lineWidth = 0.05;
  for (let i = 0; i < 3; i++) {
    const x = (rand(row, col, i) - 0.5) * 1.1;
    ctx.beginPath();
    ctx.moveTo(x - 0.15, -0.6 + i * 0.16);
    ctx.lineTo(x + 0.15, -0.6 + i * 0.16);
    ctx.stroke();
  }
  // The wall: a thick curved band with a shaded downstream face.
  ctx.lineCap = 'butt';
  ctx.beginPath();
  ctx.moveTo(-1.2, -0.02);
  ctx.quadraticCurveTo(0, 0.35, 1.2, -0.02);
  ctx.strokeStyle = '#6d6a63';
  ctx.lineWidth = 0.42;
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(-1.2, -0.1);
  ctx.quadraticCurveTo(0, 0.27, 1.2, -0.1);
  ctx.strokeStyle = '#d9d5ca';
  ctx.lineWidth = 0.24;
  ctx.stroke();
  ctx.restore();
}

/** An oasis: pale sand round a round blue pool under palm crowns. */
function oasis(ctx: Ctx, row: number, col: number): void {
  hexPath(ctx);
  ctx.fillStyle = '#e6d39c';
  ctx.fill();
  ctx.fillStyle = '#9cc46a';
  circle(ctx, 0, 0.05, 0.62);
  ctx.fill();
  ctx.fillStyle = '#2f86c0';
  circle(ctx, 0.05, 0.12, 0.36);
  ctx.fill();
  ctx.strokeStyle = '#cfe9f7';
  ctx.lineWidth = 0.04;
  ctx.stroke();
  const palms: [number, number][] = [
    [-0.5, -0.4],
    [0.45, -0.45],
    [-0.45, 0.55],
  ];
  palms.forEach(([x, y], i) => {
    const turn = rand(row, col, i + 30) * Math.PI;
    for (let k = 0; k < 6; k++) frond(ctx, x, y, turn + (k * Math.PI) / 3, 0.3, k % 2 ? '#3d7a2c' : '#5b9a3a');
    ctx.fillStyle = '#7a5a2e';
    circle(ctx, x, y, 0.05);
    ctx.fill();
  });
}

/** A headquarters or supply camp: two olive tents and a pennant on a trodden yard. */
function tents(ctx: Ctx, pal: FacePalette, row: number, col: number): void {
  grassBase(ctx, pal, row, col);
  ctx.fillStyle = 'rgba(120,100,70,0.35)';
  circle(ctx, 0, 0.05, 0.78);
  ctx.fill();
  const tent = (x: number, y: number, w: number): void => {
    ctx.fillStyle = 'rgba(20,20,10,0.35)';
    ctx.beginPath();
    ctx.moveTo(x - w + 0.05, y + w * 0.6 + 0.05);
    ctx.lineTo(x + 0.05, y - w * 0.7 + 0.05);
    ctx.lineTo(x + w + 0.05, y + w * 0.6 + 0.05);
    ctx.fill();
    ctx.fillStyle = '#6b6b3a';
    ctx.beginPath();
    ctx.moveTo(x - w, y + w * 0.6);
    ctx.lineTo(x, y - w * 0.7);
    ctx.lineTo(x + w, y + w * 0.6);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = '#8d8b50';
    ctx.beginPath();
    ctx.moveTo(x, y - w * 0.7);
    ctx.lineTo(x + w, y + w * 0.6);
    ctx.lineTo(x + w * 0.15, y + w * 0.6);
    ctx.closePath();
    ctx.fill();
    ctx.strokeStyle = '#3a3a1e';
    ctx.lineWidth = 0.03;
    ctx.beginPath();
    ctx.moveTo(x - w, y + w * 0.6);
    ctx.lineTo(x, y - w * 0.7);
    ctx.lineTo(x + w, y + w * 0.6);
    ctx.closePath();
    ctx.stroke();
  };
  tent(-0.32, 0.12, 0.36);
  tent(0.38, 0.3, 0.3);
  // The pennant.
  ctx.strokeStyle = '#3a3128';
  ctx.lineWidth = 0.04;
  ctx.beginPath();
  ctx.moveTo(0.3, -0.15);
  ctx.lineTo(0.3, -0.75);
  ctx.stroke();
  ctx.fillStyle = '#c8a13a';
  ctx.beginPath();
  ctx.moveTo(0.3, -0.75);
  ctx.lineTo(0.62, -0.64);
  ctx.lineTo(0.3, -0.53);
  ctx.fill();
}

/** A field hospital: a long white building whose roof bears a red cross. */
function hospital(ctx: Ctx, pal: FacePalette, row: number, col: number): void {
  grassBase(ctx, pal, row, col);
  shadedBlock(ctx, -0.6, -0.38, 1.2, 0.76, '#f3f1ea', '#5a5750', 0.035);
  ctx.fillStyle = '#c8282a';
  ctx.fillRect(-0.09, -0.3, 0.18, 0.6);
  ctx.fillRect(-0.3, -0.09, 0.6, 0.18);
}

/**
 * A fortress: a thick grey star-shaped rampart (five stubby bastions) round a dark inner yard, big enough to read as
 * "stone fort" at phone size, and unlike the bunker's thin curved casemate.
 */
function fortress(ctx: Ctx, pal: FacePalette, row: number, col: number): void {
  grassBase(ctx, pal, row, col);
  const points = 5;
  const outline = (r: number, dx: number, dy: number) => {
    ctx.beginPath();
    for (let i = 0; i < points * 2; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / points;
      const rr = i % 2 === 0 ? r : r * 0.68;
      const x = dx + Math.cos(a) * rr;
      const y = dy + Math.sin(a) * rr;
      if (i === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.closePath();
  };
  outline(0.8, 0.05, 0.06);
  ctx.fillStyle = 'rgba(30,25,20,0.35)';
  ctx.fill();
  outline(0.8, 0, 0);
  ctx.fillStyle = '#9c9890';
  ctx.fill();
  ctx.strokeStyle = '#45423c';
  ctx.lineWidth = 0.05;
  ctx.stroke();
  outline(0.46, 0, 0);
  ctx.fillStyle = '#5b574f';
  ctx.fill();
  ctx.strokeStyle = 'rgba(255,255,255,0.35)';
  ctx.lineWidth = 0.03;
  ctx.stroke();
}

/**
 * Rice paddies: bright green flooded terraces, long water strips between raised earthen banks, with rows of seedlings
 * (straight, even lines: a tended field, unlike the marsh's scattered pools and reeds).
 */
function ricePaddy(ctx: Ctx, row: number, col: number): void {
  hexPath(ctx);
  ctx.fillStyle = '#8fb35a';
  ctx.fill();
  ctx.save();
  hexPath(ctx);
  ctx.clip();
  const tilt = (rand(row, col, 3) - 0.5) * 0.2;
  ctx.rotate(tilt);
  for (let k = -2; k <= 2; k++) {
    const y = k * 0.42;
    ctx.fillStyle = '#7aa3a6';
    ctx.fillRect(-1.1, y - 0.15, 2.2, 0.3);
    // The bank between two strips.
    ctx.fillStyle = '#a68a5b';
    ctx.fillRect(-1.1, y + 0.15, 2.2, 0.06);
    ctx.strokeStyle = '#3f6b22';
    ctx.lineWidth = 0.035;
    ctx.lineCap = 'round';
    for (let x = -1; x <= 1; x += 0.22) {
      ctx.beginPath();
      ctx.moveTo(x, y + 0.07);
      ctx.lineTo(x, y - 0.07);
      ctx.stroke();
    }
  }
  ctx.restore();
}

/**
 * An escarpment: a sheer face of layered reddish rock across the hex, a bold jagged rim along its top and a dark foot
 * below, on desert sand (a wall, unlike the ridge's soft sand crest or the mountain's peaks).
 */
function escarpment(ctx: Ctx, row: number, col: number): void {
  hexPath(ctx);
  ctx.fillStyle = '#dcc08a';
  ctx.fill();
  ctx.save();
  hexPath(ctx);
  ctx.clip();
  const rim = (x: number): number => -0.42 + 0.1 * Math.sin(x * 5 + row + col) + (rand(row, col, Math.round((x + 2) * 5)) - 0.5) * 0.12;
  const foot = (x: number): number => 0.38 + 0.06 * Math.sin(x * 3 + col);
  const band = (top: (x: number) => number, bottom: (x: number) => number, fill: string) => {
    ctx.beginPath();
    for (let k = 0; k <= 12; k++) (k === 0 ? ctx.moveTo : ctx.lineTo).call(ctx, -1.2 + k * 0.2, top(-1.2 + k * 0.2));
    for (let k = 12; k >= 0; k--) ctx.lineTo(-1.2 + k * 0.2, bottom(-1.2 + k * 0.2));
    ctx.closePath();
    ctx.fillStyle = fill;
    ctx.fill();
  };
  // The face in three strata, darker towards the foot, and the shadow it casts.
  band(foot, (x) => foot(x) + 0.22, 'rgba(60,35,15,0.45)');
  band(rim, (x) => rim(x) + 0.28, '#b0703e');
  band((x) => rim(x) + 0.28, (x) => rim(x) + 0.52, '#8f5630');
  band((x) => rim(x) + 0.52, foot, '#6e3f22');
  // Vertical cracks.
  ctx.strokeStyle = 'rgba(40,20,8,0.6)';
  ctx.lineWidth = 0.03;
  for (let i = 0; i < 5; i++) {
    const x = -0.8 + i * 0.4 + (rand(row, col, i + 40) - 0.5) * 0.15;
    ctx.beginPath();
    ctx.moveTo(x, rim(x) + 0.08);
    ctx.lineTo(x + 0.05, foot(x) - 0.04);
    ctx.stroke();
  }
  // The rim.
  ctx.strokeStyle = '#3b2210';
  ctx.lineWidth = 0.07;
  ctx.beginPath();
  for (let k = 0; k <= 12; k++) (k === 0 ? ctx.moveTo : ctx.lineTo).call(ctx, -1.2 + k * 0.2, rim(-1.2 + k * 0.2));
  ctx.stroke();
  ctx.restore();
}

/**
 * A cliff or sea bluff: the hill, with its face towards each neighbouring beach drawn as a band of rock (pale chalk
 * with dark fissures for a cliff, a rust-brown scree slope with pale hachures for a bluff); with no beach beside it, the face
 * runs along the hex's lower edge.
 */
function cliffHill(ctx: Ctx, pal: FacePalette, board: BoardState, row: number, col: number, rotate180: boolean, sheer: boolean): void {
  hill(ctx, pal, row, col);
  const shore: number[] = [];
  for (let d = 0; d < 6; d++) {
    const n = cellAt(board, row + DIRECTIONS[d]!.row, col + DIRECTIONS[d]!.col);
    if (n?.terrain === 'beach' && !n.bridge) shore.push(d);
  }
  if (!shore.length) shore.push(1, 2);
  ctx.save();
  hexPath(ctx);
  ctx.clip();
  for (const d of shore) {
    const a = dirAngle(d, rotate180);
    ctx.save();
    ctx.rotate(a);
    // The face: a band across the side towards the beach (x from 0.5 to the edge at 0.87).
    // A bluff's scree is a deep rust brown with pale hachures: the hill's own tan read as a plain hill at phone size.
    const top = sheer ? 0.5 : 0.44;
    ctx.fillStyle = sheer ? '#e6e1d2' : '#94592c';
    ctx.fillRect(top, -0.6, 0.95 - top, 1.2);
    ctx.strokeStyle = sheer ? '#3d3a33' : '#4a2a12';
    ctx.lineWidth = sheer ? 0.07 : 0.06;
    ctx.beginPath();
    ctx.moveTo(top, -0.6);
    ctx.lineTo(top, 0.6);
    ctx.stroke();
    if (!sheer) ctx.strokeStyle = '#f0d9a4';
    ctx.lineWidth = sheer ? 0.03 : 0.04;
    for (let k = 0; k < 5; k++) {
      const y = -0.4 + k * 0.2;
      ctx.beginPath();
      if (sheer) {
        // Fissures down the chalk.
        ctx.moveTo(0.52, y);
        ctx.lineTo(0.72, y + 0.06);
        ctx.lineTo(0.86, y - 0.02);
      } else {
        // Hachures down the slope.
        ctx.moveTo(0.54, y);
        ctx.lineTo(0.8, y);
      }
      ctx.stroke();
    }
    ctx.restore();
  }
  ctx.restore();
}

/** Directions (0..5) towards neighbouring hexes of the given kinds, else straight across (as a river's flow). */
function linksTo(board: BoardState, row: number, col: number, kinds: readonly TerrainKind[]): number[] {
  const links: number[] = [];
  for (let d = 0; d < 6; d++) {
    const n = cellAt(board, row + DIRECTIONS[d]!.row, col + DIRECTIONS[d]!.col);
    if (n && kinds.includes(n.terrain)) links.push(d);
  }
  if (links.length === 1) links.push((links[0]! + 3) % 6);
  return links.length ? links : [3, 0];
}

const RAIL_KINDS: readonly TerrainKind[] = ['railroad', 'station'];

/** Railway tracks: a ballast bed with dark sleepers and two steel rails, to the neighbouring track hexes. */
function rails(ctx: Ctx, board: BoardState, row: number, col: number, rotate180: boolean): void {
  const ends = linksTo(board, row, col, RAIL_KINDS).map((d) => dirAngle(d, rotate180));
  ctx.save();
  hexPath(ctx);
  ctx.clip();
  for (let k = 0; k < ends.length; k++) {
    ctx.save();
    ctx.rotate(ends[k]!);
    ctx.fillStyle = '#a89a82';
    ctx.fillRect(-0.05, -0.3, 1.1, 0.6);
    ctx.fillStyle = '#4a3524';
    for (let t = 0; t < 5; t++) ctx.fillRect(0.02 + t * 0.22, -0.25, 0.09, 0.5);
    ctx.fillStyle = '#2b2b2e';
    ctx.fillRect(-0.05, -0.17, 1.1, 0.06);
    ctx.fillRect(-0.05, 0.11, 1.1, 0.06);
    ctx.restore();
  }
  ctx.restore();
}

/** A railway station: the tracks, a long platform and a red-roofed station building beside them. */
function station(ctx: Ctx, pal: FacePalette, board: BoardState, row: number, col: number, rotate180: boolean): void {
  grassBase(ctx, pal, row, col);
  rails(ctx, board, row, col, rotate180);
  // A pale platform and a large station hall beside the track, filling the middle of the hex.
  ctx.fillStyle = '#d8d2c4';
  ctx.fillRect(-0.7, -0.62, 1.4, 0.5);
  house(ctx, 0, -0.34, 1.1, 0.46, 0, '#a84a32');
}

/** A mountain: grey rock peaks with dark shaded faces and snow caps, over a brown foot, unlike a hill's tan contours. */
function mountain(ctx: Ctx, row: number, col: number): void {
  hexPath(ctx);
  ctx.fillStyle = '#7a6a55';
  ctx.fill();
  ctx.save();
  hexPath(ctx);
  ctx.clip();
  const peak = (x: number, base: number, h: number, w: number): void => {
    // Lit west face, shaded east face, a snow cap.
    ctx.fillStyle = '#9d978d';
    ctx.beginPath();
    ctx.moveTo(x - w, base);
    ctx.lineTo(x, base - h);
    ctx.lineTo(x, base);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = '#55504a';
    ctx.beginPath();
    ctx.moveTo(x, base - h);
    ctx.lineTo(x + w, base);
    ctx.lineTo(x, base);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = '#f4f4f0';
    ctx.beginPath();
    ctx.moveTo(x - w * 0.32, base - h * 0.68);
    ctx.lineTo(x, base - h);
    ctx.lineTo(x + w * 0.32, base - h * 0.68);
    ctx.lineTo(x + w * 0.1, base - h * 0.74);
    ctx.lineTo(x - w * 0.08, base - h * 0.64);
    ctx.closePath();
    ctx.fill();
    ctx.strokeStyle = '#3b362f';
    ctx.lineWidth = 0.03;
    ctx.beginPath();
    ctx.moveTo(x - w, base);
    ctx.lineTo(x, base - h);
    ctx.lineTo(x + w, base);
    ctx.stroke();
  };
  const j = (i: number) => (rand(row, col, i) - 0.5) * 0.12;
  peak(-0.45 + j(1), 0.55, 0.95, 0.5);
  peak(0.42 + j(2), 0.6, 1.05, 0.55);
  peak(-0.02 + j(3), 0.95, 1.25, 0.62);
  ctx.restore();
}

/** An erg or ridge: a long sand crest across the hex, one flank lit and one shaded, with wind ripples. */
function ridge(ctx: Ctx, row: number, col: number): void {
  hexPath(ctx);
  ctx.fillStyle = '#d8b878';
  ctx.fill();
  ctx.save();
  hexPath(ctx);
  ctx.clip();
  const tilt = (rand(row, col, 4) - 0.5) * 0.5;
  const crest = (x: number): number => x * tilt - 0.05 + 0.12 * Math.sin(x * 2.2 + row);
  // Shaded flank below the crest, lit flank above.
  ctx.beginPath();
  ctx.moveTo(-1.2, 1.2);
  for (let k = 0; k <= 12; k++) ctx.lineTo(-1.2 + k * 0.2, crest(-1.2 + k * 0.2));
  ctx.lineTo(1.2, 1.2);
  ctx.closePath();
  ctx.fillStyle = '#a87a40';
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(-1.2, -1.2);
  for (let k = 0; k <= 12; k++) ctx.lineTo(-1.2 + k * 0.2, crest(-1.2 + k * 0.2));
  ctx.lineTo(1.2, -1.2);
  ctx.closePath();
  ctx.fillStyle = '#ecd29a';
  ctx.fill();
  ctx.strokeStyle = '#6e4b22';
  ctx.lineWidth = 0.06;
  ctx.beginPath();
  for (let k = 0; k <= 12; k++) (k === 0 ? ctx.moveTo : ctx.lineTo).call(ctx, -1.2 + k * 0.2, crest(-1.2 + k * 0.2));
  ctx.stroke();
  // Ripples on the lit flank.
  ctx.strokeStyle = 'rgba(150,110,50,0.5)';
  ctx.lineWidth = 0.03;
  for (let r = 1; r <= 3; r++) {
    ctx.beginPath();
    for (let k = 0; k <= 12; k++) (k === 0 ? ctx.moveTo : ctx.lineTo).call(ctx, -1.2 + k * 0.2, crest(-1.2 + k * 0.2) - r * 0.22);
    ctx.stroke();
  }
  ctx.restore();
}

/** A steep hill: the hill's contours, drawn tighter, with dark rock scarps round its flanks. */
function steepHill(ctx: Ctx, pal: FacePalette, row: number, col: number): void {
  hill(ctx, pal, row, col);
  ctx.save();
  hexPath(ctx);
  ctx.clip();
  // Scarp hachures: short dark strokes pointing down the slope, all round.
  ctx.strokeStyle = '#4b3a22';
  ctx.lineWidth = 0.06;
  ctx.lineCap = 'round';
  for (let k = 0; k < 18; k++) {
    const a = (k / 18) * Math.PI * 2;
    const r0 = 0.42;
    ctx.beginPath();
    ctx.moveTo(Math.cos(a) * r0, Math.sin(a) * r0 * 0.9);
    ctx.lineTo(Math.cos(a) * (r0 + 0.3), Math.sin(a) * (r0 + 0.3) * 0.9);
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * A wadi: a dry sandy gully between darker slopes, running out through its open ends (the sides its scenario leaves
 * open; straight across when it gives none).
 */
function wadi(ctx: Ctx, pal: FacePalette, board: BoardState, row: number, col: number, rotate180: boolean): void {
  grassBase(ctx, pal, row, col);
  const open: number[] = [];
  for (let d = 0; d < 6; d++) {
    const n = { row: row + DIRECTIONS[d]!.row, col: col + DIRECTIONS[d]!.col };
    if (!board.sides[sideKey({ row, col }, n)]?.impassable) open.push(d);
  }
  const ends = (open.length > 0 && open.length < 6 ? open : [3, 0]).map((d) => dirAngle(d, rotate180));
  strokeCourse(ctx, ends, 1.05, [
    { color: '#6b4a28', width: 0.95 },
    { color: '#a0703c', width: 0.75 },
    { color: '#e2c68c', width: 0.42 },
  ]);
  ctx.save();
  hexPath(ctx);
  ctx.clip();
  // Pebbles on the dry bed.
  ctx.fillStyle = '#8d7a5c';
  for (let k = 0; k < 5; k++) {
    circle(ctx, (rand(row, col, k + 11) - 0.5) * 0.3, (rand(row, col, k + 17) - 0.5) * 0.3, 0.035);
    ctx.fill();
  }
  ctx.restore();
}

/**
 * A road over the hex's terrain (scenario `road`): a packed-earth band with pale verges from the centre to each side
 * it leaves by, as the file draws it (a dead end is drawn too: the rule reads only connected images).
 */
export function roadOverlay(ctx: Ctx, sides: readonly HexSide[], rotate180: boolean): void {
  const ends = sides.map((side) => dirAngle(HEX_SIDES.indexOf(side), rotate180));
  strokeCourse(ctx, ends, 1.02, [
    { color: '#e9dcb4', width: 0.46 },
    { color: '#9b7a4c', width: 0.34 },
    { color: 'rgba(70,50,25,0.45)', width: 0.04, dash: [0.12, 0.14] },
  ]);
}

/** Barracks: three long, low, olive-roofed huts side by side on a bare parade ground. */
function barracks(ctx: Ctx, pal: FacePalette, row: number, col: number): void {
  grassBase(ctx, pal, row, col);
  ctx.fillStyle = 'rgba(150,130,95,0.55)';
  ctx.fillRect(-0.7, -0.55, 1.4, 1.1);
  for (const y of [-0.48, -0.12, 0.24]) {
    shadedBlock(ctx, -0.62, y, 1.24, 0.24, '#6b7446', '#2f3320', 0.03);
    ctx.strokeStyle = 'rgba(255,255,255,0.25)';
    ctx.lineWidth = 0.025;
    ctx.beginPath();
    ctx.moveTo(-0.62, y + 0.12);
    ctx.lineTo(0.62, y + 0.12);
    ctx.stroke();
  }
}

/** A lighthouse: a white tower banded in red on a rocky point, its light casting a yellow beam. */
function lighthouse(ctx: Ctx, pal: FacePalette, row: number, col: number): void {
  grassBase(ctx, pal, row, col);
  ctx.fillStyle = '#8d8478';
  circle(ctx, 0, 0.1, 0.5);
  ctx.fill();
  ctx.fillStyle = 'rgba(255,225,90,0.55)';
  ctx.beginPath();
  ctx.moveTo(0, -0.05);
  ctx.lineTo(0.85, -0.55);
  ctx.lineTo(0.85, 0.2);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = 'rgba(30,25,20,0.35)';
  circle(ctx, 0.06, 0.08, 0.3);
  ctx.fill();
  ctx.fillStyle = '#f4f1ea';
  circle(ctx, 0, 0, 0.3);
  ctx.fill();
  ctx.strokeStyle = '#c0302a';
  ctx.lineWidth = 0.09;
  circle(ctx, 0, 0, 0.2);
  ctx.stroke();
  ctx.fillStyle = '#f2c230';
  circle(ctx, 0, 0, 0.1);
  ctx.fill();
  ctx.strokeStyle = '#3a332c';
  ctx.lineWidth = 0.03;
  circle(ctx, 0, 0, 0.3);
  ctx.stroke();
}

/** A radar station: a grey dish on its mast beside a low operations hut, and a tall aerial. */
function radarStation(ctx: Ctx, pal: FacePalette, row: number, col: number): void {
  grassBase(ctx, pal, row, col);
  shadedBlock(ctx, -0.62, 0.12, 0.7, 0.36, '#9a9c95', '#3b3d38', 0.03);
  // The dish, seen from above at a tilt: a wide bowl with its feed arm.
  ctx.fillStyle = 'rgba(30,25,20,0.35)';
  ctx.beginPath();
  ctx.ellipse(0.3, -0.16, 0.42, 0.26, -0.5, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#d8dad4';
  ctx.beginPath();
  ctx.ellipse(0.24, -0.24, 0.42, 0.26, -0.5, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#4a4d47';
  ctx.lineWidth = 0.04;
  ctx.stroke();
  ctx.beginPath();
  ctx.ellipse(0.24, -0.24, 0.24, 0.14, -0.5, 0, Math.PI * 2);
  ctx.stroke();
  ctx.lineWidth = 0.05;
  ctx.beginPath();
  ctx.moveTo(0.24, -0.24);
  ctx.lineTo(0.02, -0.58);
  ctx.stroke();
  // The aerial: a mast and its cross-bars.
  ctx.strokeStyle = '#3b3d38';
  ctx.lineWidth = 0.035;
  ctx.beginPath();
  ctx.moveTo(-0.45, -0.65);
  ctx.lineTo(-0.45, 0.05);
  for (const y of [-0.58, -0.44, -0.3]) {
    ctx.moveTo(-0.56, y);
    ctx.lineTo(-0.34, y);
  }
  ctx.stroke();
}

/** A supply depot: stacked crates and rows of fuel drums under a tarpaulin edge, on trodden ground. */
function supplyDepot(ctx: Ctx, pal: FacePalette, row: number, col: number): void {
  grassBase(ctx, pal, row, col);
  ctx.fillStyle = 'rgba(140,118,80,0.55)';
  ctx.fillRect(-0.72, -0.55, 1.44, 1.1);
  for (const [x, y] of [[-0.6, -0.45], [-0.28, -0.45], [-0.6, -0.13], [-0.28, -0.13]] as const) {
    shadedBlock(ctx, x, y, 0.28, 0.28, '#a57a43', '#4b3216', 0.03);
    ctx.strokeStyle = '#4b3216';
    ctx.lineWidth = 0.02;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + 0.28, y + 0.28);
    ctx.moveTo(x + 0.28, y);
    ctx.lineTo(x, y + 0.28);
    ctx.stroke();
  }
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) {
      const x = 0.16 + i * 0.2;
      const y = -0.36 + j * 0.26;
      ctx.fillStyle = '#3f5a34';
      circle(ctx, x, y, 0.09);
      ctx.fill();
      ctx.strokeStyle = '#1f2b19';
      ctx.lineWidth = 0.02;
      ctx.stroke();
    }
  }
  shadedBlock(ctx, -0.62, 0.26, 1.2, 0.22, '#7d7a52', '#34321f', 0.03);
}

/** A power plant: a long turbine hall, two tall chimneys trailing smoke, and a pylon. */
function powerPlant(ctx: Ctx, pal: FacePalette, row: number, col: number): void {
  grassBase(ctx, pal, row, col);
  shadedBlock(ctx, -0.65, -0.1, 1.0, 0.5, '#8f8577', '#332d26', 0.035);
  ctx.fillStyle = 'rgba(255,255,255,0.18)';
  ctx.fillRect(-0.65, -0.1, 1.0, 0.2);
  for (const [x, y] of [[0.5, -0.35], [0.5, 0.25]] as const) {
    ctx.fillStyle = 'rgba(200,200,200,0.6)';
    circle(ctx, x - 0.22, y - 0.2, 0.16);
    ctx.fill();
    ctx.fillStyle = '#5a4f45';
    circle(ctx, x, y, 0.13);
    ctx.fill();
    ctx.fillStyle = '#1f1b17';
    circle(ctx, x, y, 0.06);
    ctx.fill();
  }
  // A lightning mark on the hall, so the building reads as "power" and not as a factory.
  ctx.fillStyle = '#f2c230';
  ctx.beginPath();
  ctx.moveTo(-0.12, -0.06);
  ctx.lineTo(-0.28, 0.16);
  ctx.lineTo(-0.16, 0.16);
  ctx.lineTo(-0.24, 0.36);
  ctx.lineTo(-0.02, 0.1);
  ctx.lineTo(-0.14, 0.1);
  ctx.closePath();
  ctx.fill();
}

/** A prison camp: a fenced square (posts and wire) round two huts, a watchtower at a corner. */
function prisonCamp(ctx: Ctx, pal: FacePalette, row: number, col: number): void {
  grassBase(ctx, pal, row, col);
  ctx.fillStyle = 'rgba(140,125,95,0.5)';
  ctx.fillRect(-0.6, -0.55, 1.2, 1.1);
  shadedBlock(ctx, -0.42, -0.36, 0.5, 0.22, '#7b6a50', '#33291b', 0.03);
  shadedBlock(ctx, -0.42, 0.1, 0.5, 0.22, '#7b6a50', '#33291b', 0.03);
  ctx.strokeStyle = '#2e2a25';
  ctx.lineWidth = 0.03;
  ctx.setLineDash([0.06, 0.04]);
  ctx.strokeRect(-0.6, -0.55, 1.2, 1.1);
  ctx.setLineDash([]);
  ctx.fillStyle = '#2e2a25';
  for (const x of [-0.6, -0.2, 0.2, 0.6]) {
    for (const y of [-0.55, 0.55]) {
      circle(ctx, x, y, 0.035);
      ctx.fill();
    }
  }
  // The watchtower: a small square platform with its roof.
  shadedBlock(ctx, 0.3, -0.45, 0.22, 0.22, '#5a4630', '#241a0f', 0.03);
  ctx.strokeStyle = '#241a0f';
  ctx.lineWidth = 0.025;
  ctx.beginPath();
  ctx.moveTo(0.3, -0.45);
  ctx.lineTo(0.52, -0.23);
  ctx.moveTo(0.52, -0.45);
  ctx.lineTo(0.3, -0.23);
  ctx.stroke();
}

// caves (FAQ §II Caves on Hills and Mountains)
/**
 * Cave mouths cut into the slope: two dark arches with a lighter rock lip, low in the hex so a unit standing on it
 * leaves them visible, drawn over the hill's or mountain's own art (a cave hex reads as that ground, with holes).
 */
function caveMouths(ctx: Ctx, row: number, col: number): void {
  ctx.save();
  hexPath(ctx);
  ctx.clip();
  const mouth = (x: number, y: number, w: number, h: number): void => {
    // The rock lip, then the dark opening, then a faint inner shade.
    ctx.fillStyle = '#6b5e4a';
    ctx.beginPath();
    ctx.ellipse(x, y, w * 1.25, h * 1.2, 0, Math.PI, 0);
    ctx.lineTo(x + w * 1.25, y + h * 0.25);
    ctx.lineTo(x - w * 1.25, y + h * 0.25);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = '#1b1712';
    ctx.beginPath();
    ctx.ellipse(x, y, w, h, 0, Math.PI, 0);
    ctx.lineTo(x + w, y + h * 0.2);
    ctx.lineTo(x - w, y + h * 0.2);
    ctx.closePath();
    ctx.fill();
  };
  const shift = (rand(row, col, 41) - 0.5) * 0.12;
  mouth(-0.42 + shift, 0.6, 0.2, 0.24);
  mouth(0.38 + shift, 0.5, 0.16, 0.19);
  ctx.restore();
}

/** Draws one terrain kind in a hex frame (the hex's centre at 0,0, radius 1). */
export type TerrainPainter = (ctx: Ctx, pal: FacePalette, board: BoardState, cell: Cell, row: number, col: number, rotate180: boolean) => void;

/** The art of every terrain kind: a kind without its painter fails to compile (the engine's table is the vocabulary). */
export const TERRAIN_ART: Readonly<Record<TerrainKind, TerrainPainter>> = {
  countryside: (ctx, pal, _board, _cell, row, col) => grassBase(ctx, pal, row, col),
  forest: (ctx, pal, _board, _cell, row, col) => forest(ctx, pal, row, col),
  hedgerow: (ctx, pal, _board, _cell, row, col) => hedgerow(ctx, pal, row, col),
  hill: (ctx, pal, _board, _cell, row, col) => hill(ctx, pal, row, col),
  town: (ctx, pal, _board, _cell, row, col) => town(ctx, pal, row, col),
  river: (ctx, pal, board, cell, row, col, rotate180) => river(ctx, pal, board, cell, row, col, rotate180),
  beach: (ctx, _pal, board, _cell, row, col, rotate180) => beach(ctx, board, row, col, rotate180),
  ocean: (ctx, _pal, _board, _cell, row, col) => ocean(ctx, row, col),
  marsh: (ctx, pal, _board, _cell, row, col) => marsh(ctx, pal, row, col),
  lake: (ctx, _pal, _board, _cell, row, col) => lake(ctx, row, col),
  'city-ruins': (ctx, _pal, _board, _cell, row, col) => cityRuins(ctx, row, col),
  factory: (ctx, pal, _board, _cell, row, col) => factory(ctx, pal, row, col),
  'hill-forest': (ctx, pal, _board, _cell, row, col) => hillForest(ctx, pal, row, col),
  'hill-village': (ctx, pal, _board, _cell, row, col) => hillVillage(ctx, pal, row, col),
  ravine: (ctx, pal, _board, _cell, row, col) => ravine(ctx, pal, row, col),
  trenches: (ctx, pal, _board, _cell, row, col) => trenches(ctx, pal, row, col),
  church: (ctx, pal, _board, _cell, row, col) => church(ctx, pal, row, col),
  cemetery: (ctx, pal, _board, _cell, row, col) => cemetery(ctx, pal, row, col),
  ford,
  'fordable-stream': fordableStream,
  airfield: (ctx, pal, _board, _cell, row, col) => airfield(ctx, pal, row, col),
  jungle: (ctx, _pal, _board, _cell, row, col) => jungle(ctx, row, col),
  dam: (ctx, pal, _board, _cell, row, col) => dam(ctx, pal, row, col),
  oasis: (ctx, _pal, _board, _cell, row, col) => oasis(ctx, row, col),
  'hq-tent': (ctx, pal, _board, _cell, row, col) => tents(ctx, pal, row, col),
  hospital: (ctx, pal, _board, _cell, row, col) => hospital(ctx, pal, row, col),
  railroad: (ctx, pal, board, _cell, row, col, rotate180) => {
    grassBase(ctx, pal, row, col);
    rails(ctx, board, row, col, rotate180);
  },
  station: (ctx, pal, board, _cell, row, col, rotate180) => station(ctx, pal, board, row, col, rotate180),
  mountain: (ctx, _pal, _board, _cell, row, col) => mountain(ctx, row, col),
  ridge: (ctx, _pal, _board, _cell, row, col) => ridge(ctx, row, col),
  'steep-hill': (ctx, pal, _board, _cell, row, col) => steepHill(ctx, pal, row, col),
  wadi: (ctx, pal, board, _cell, row, col, rotate180) => wadi(ctx, pal, board, row, col, rotate180),
  fortress: (ctx, pal, _board, _cell, row, col) => fortress(ctx, pal, row, col),
  'rice-paddy': (ctx, _pal, _board, _cell, row, col) => ricePaddy(ctx, row, col),
  escarpment: (ctx, _pal, _board, _cell, row, col) => escarpment(ctx, row, col),
  cliff: (ctx, pal, board, _cell, row, col, rotate180) => cliffHill(ctx, pal, board, row, col, rotate180, true),
  'sea-bluff': (ctx, pal, board, _cell, row, col, rotate180) => cliffHill(ctx, pal, board, row, col, rotate180, false),
  'frozen-river': (ctx, pal, board, _cell, row, col, rotate180) => frozenRiver(ctx, pal, board, row, col, rotate180),
  barracks: (ctx, pal, _board, _cell, row, col) => barracks(ctx, pal, row, col),
  lighthouse: (ctx, pal, _board, _cell, row, col) => lighthouse(ctx, pal, row, col),
  'radar-station': (ctx, pal, _board, _cell, row, col) => radarStation(ctx, pal, row, col),
  'supply-depot': (ctx, pal, _board, _cell, row, col) => supplyDepot(ctx, pal, row, col),
  'power-plant': (ctx, pal, _board, _cell, row, col) => powerPlant(ctx, pal, row, col),
  'prison-camp': (ctx, pal, _board, _cell, row, col) => prisonCamp(ctx, pal, row, col),
  // caves (FAQ §II Caves on Hills and Mountains)
  'cave-hill': (ctx, pal, _board, _cell, row, col) => {
    hill(ctx, pal, row, col);
    caveMouths(ctx, row, col);
  },
  'cave-mountain': (ctx, _pal, _board, _cell, row, col) => {
    mountain(ctx, row, col);
    caveMouths(ctx, row, col);
  },
  // flooded (house rules App. 2 High Ground & Flooded Fields)
  'flooded-field': (ctx, _pal, _board, _cell, row, col) => floodedField(ctx, row, col),
};

// flooded (house rules App. 2 High Ground & Flooded Fields)
/**
 * A flooded field: pale silty water over the whole hex, the drowned furrows of the field showing through as straight
 * darker lines, and a few tufts of grass above the water. Flat grey-green water with straight lines, where a lake is
 * deep blue, a marsh grass with dark pools and reeds, and a rice paddy green strips between earth banks.
 */
function floodedField(ctx: Ctx, row: number, col: number): void {
  hexPath(ctx);
  ctx.fillStyle = '#9db8b2';
  ctx.fill();
  ctx.save();
  hexPath(ctx);
  ctx.clip();
  const tilt = (rand(row, col, 61) - 0.5) * 0.3;
  ctx.rotate(0.5 + tilt);
  ctx.strokeStyle = 'rgba(70,90,80,0.45)';
  ctx.lineWidth = 0.05;
  for (let k = -5; k <= 5; k++) {
    ctx.beginPath();
    ctx.moveTo(-1.2, k * 0.22);
    ctx.lineTo(1.2, k * 0.22);
    ctx.stroke();
  }
  ctx.rotate(-(0.5 + tilt));
  // Light on the water.
  ctx.strokeStyle = 'rgba(255,255,255,0.5)';
  ctx.lineWidth = 0.03;
  for (let i = 0; i < 3; i++) {
    const x = (rand(row, col, i + 62) - 0.5) * 1.1;
    const y = (rand(row, col, i + 66) - 0.5) * 1.1;
    ctx.beginPath();
    ctx.moveTo(x - 0.14, y);
    ctx.lineTo(x + 0.14, y);
    ctx.stroke();
  }
  ctx.strokeStyle = '#4e6a2c';
  ctx.lineWidth = 0.035;
  ctx.lineCap = 'round';
  for (let i = 0; i < 5; i++) {
    const x = (rand(row, col, i + 70) - 0.5) * 1.4;
    const y = (rand(row, col, i + 76) - 0.5) * 1.4;
    for (const dx of [-0.05, 0.05]) {
      ctx.beginPath();
      ctx.moveTo(x, y + 0.05);
      ctx.lineTo(x + dx, y - 0.09);
      ctx.stroke();
    }
  }
  ctx.restore();
  hexPath(ctx);
  ctx.strokeStyle = 'rgba(60,80,75,0.35)';
  ctx.lineWidth = 0.03;
  ctx.stroke();
}
