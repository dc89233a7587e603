/**
 * Line of sight (rulebook "Line of Sight" p.9, Appendix 2 "Hills"; FAQ §I "Line of Sight", §II "Hills").
 *
 * Algorithm. Hexes are pointy-top; in the affine frame X = col, Y = 3 * row (hexCenter's y = row * sqrt(3)
 * scaled by sqrt(3), which keeps straight lines straight and incidences intact) every hex centre AND every
 * hex vertex has integer coordinates: the vertices of the hex at (X, Y) are (X, Y ± 2) and (X ± 1, Y ± 1).
 * For the centre-to-centre segment A→B we take every hex near the segment and compute, exactly in
 * integers, the side of the line on which each of its six vertices lies:
 *   - vertices on both sides            → the line crosses the hex's interior ("through" hex);
 *   - one vertex on the line, rest on one side → the line only touches the hex at that vertex;
 *   - two (adjacent) vertices on the line → the line runs exactly along that hex side; the two hexes
 *     sharing that side form an edge pair, one hex on each side of the line.
 * Only contacts strictly between the firing hex and the target hex count (the target hex never blocks, the
 * firing hex neither). Steps are ordered along the segment and cached per (geometry, from, to).
 *
 * Blocking (lineOfSight):
 *   - an obstruction (unit, blocking terrain, blocking hill) in any hex the line passes through blocks;
 *   - hexes the line only grazes (along a side, or at a vertex) block only when obstructions stand
 *     "somewhere along both sides of the line segment" (rulebook p.9, last paragraph): the obstructions on
 *     the two sides need not face each other, one on each side anywhere along the segment is enough;
 *   - hills (rulebook App.2 "Hills", player aid "Hill", FAQ §II Hills, 3rd Q/A, line 618): an intermediate
 *     hill hex blocks unless the firing hex, the target hex and that hill hex all belong to the same group
 *     of contiguous hill hexes (plateau effect). So a ground-level unit, or one on a nearby but separate
 *     hill, sees only the first rank of a hill group, and a unit on a hill cannot see over other hexes of
 *     its hill down to ground level or to a separate hill. A hill hex holding a unit or a forest/town/etc.
 *     is a 'block' cell: it blocks even between units on the same hill (FAQ §II Hills, 2nd and 3rd Q/A,
 *     lines 612-618), but still counts as a hill for contiguity (isHill);
 *   - off-board hexes (the half hexes at the ends of the short rows) are obstructions: FAQ §I "Line of
 *     Sight" (line 333-335): "Is there Line of Sight off the side of the board through the half hexes? No."
 *     A line that runs along the board's side between a half hex and an on-board hex is therefore blocked
 *     as soon as an obstruction stands on the on-board side;
 *   - adjacent hexes always see each other;
 *   - optional blocking hex sides (sideBlocks) block when the line crosses them (not when it only touches
 *     their end point or runs along them);
 *   - a smoke screen's hexes are obstructions of the sight board (battle.ts `sightBoard`, smoke.ts): as every
 *     intermediate hex, they block, while the firing and target hexes never do, so a unit on smoke sees and is seen
 *     (FAQ §III Smoke Screen).
 */

import { type BoardGeometry, type Hex, hexDistance, hexIndex, neighbors, onBoard } from './hex';

/** What an intermediate hex holds for sight. */
export type SightCell = 'clear' | 'block' | 'hill';

export interface SightBoard {
  readonly geometry: BoardGeometry;
  /** 'block': a unit (friend or foe) or blocking terrain/obstacle; 'hill': a hill with nothing else blocking. */
  cell(h: Hex): SightCell;
  /** Elevation: a hill hex, whatever stands on it (used for hill contiguity). */
  isHill(h: Hex): boolean;
  /**
   * How high a raised hex is, where boards have more than one height (1 a hill, 2 a mountain): a plateau joins only
   * hexes of one height (FAQ §II Mountains: sight is clear only across "contiguous adjacent mountains"). Absent:
   * every hill is height 1.
   */
  height?(h: Hex): number;
  /** A hex side between neighbours a and b that blocks sight (scenario special rules). */
  sideBlocks?(a: Hex, b: Hex): boolean;
  /** Off-board half hexes do not obstruct (a board of only some obstructions, e.g. fire-blocking hexes). */
  readonly offBoardClear?: boolean;
}

/**
 * One contact of the segment, in order from the firing hex to the target:
 * - `hex`: the line passes through the interior of that hex;
 * - `edge`: the line runs exactly along the side shared by the two hexes; `edge[0]` is on the right of the
 *   line walking from `from` to `to` (row 0 at the top of the screen), `edge[1]` on its left;
 * - `vertex`: the line only touches that hex at one of its corners (it passes exactly through a vertex).
 */
export type LineStep =
  | { readonly hex: Hex }
  | { readonly edge: readonly [Hex, Hex] }
  | { readonly vertex: Hex };

interface Plan {
  readonly steps: readonly LineStep[];
  /** Hexes whose interior the line crosses. */
  readonly through: readonly Hex[];
  /** Hexes only grazed (side or vertex), on the right / left of the line. */
  readonly right: readonly Hex[];
  readonly left: readonly Hex[];
  /** Hex sides crossed transversally (consecutive hexes of from, through..., to with no graze between). */
  readonly crossings: readonly (readonly [Hex, Hex])[];
}

/** Vertex offsets in the (X = col, Y = 3 * row) frame, in order around the hex. */
const VX = [0, 1, 1, 0, -1, -1] as const;
const VY = [-2, -1, 1, 2, 1, -1] as const;

const EMPTY: readonly never[] = Object.freeze([]);
const EMPTY_PLAN: Plan = Object.freeze({ steps: EMPTY, through: EMPTY, right: EMPTY, left: EMPTY, crossings: EMPTY });

interface Contact {
  /** Position along the segment, scaled: 2 * dot(P - A, D) (exact integer for grazes). */
  readonly t: number;
  readonly kind: 0 | 1 | 2; // 0 through, 1 vertex, 2 edge
  readonly hex: Hex;
  /** +1 right of the line, -1 left (grazes only). */
  readonly side: number;
}

function freezeHex(row: number, col: number): Hex {
  return Object.freeze({ row, col });
}

function computePlan(from: Hex, to: Hex): Plan {
  const ax = from.col;
  const ay = 3 * from.row;
  const dx = to.col - from.col;
  const dy = 3 * (to.row - from.row);
  const tMax = 2 * (dx * dx + dy * dy);
  const contacts: Contact[] = [];
  const s = [0, 0, 0, 0, 0, 0];
  const rMin = Math.min(from.row, to.row);
  const rMax = Math.max(from.row, to.row);
  const cMin = Math.min(from.col, to.col) - 2;
  const cMax = Math.max(from.col, to.col) + 2;
  for (let row = rMin; row <= rMax; row++) {
    const start = cMin + (((cMin + row) % 2) + 2) % 2;
    for (let col = start; col <= cMax; col += 2) {
      if ((row === from.row && col === from.col) || (row === to.row && col === to.col)) continue;
      const rx = col - ax;
      const ry = 3 * row - ay;
      let pos = 0;
      let neg = 0;
      for (let k = 0; k < 6; k++) {
        const v = dx * (ry + VY[k]!) - dy * (rx + VX[k]!);
        s[k] = v;
        if (v > 0) pos++;
        else if (v < 0) neg++;
      }
      if (pos === 6 || neg === 6) continue;
      if (pos > 0 && neg > 0) {
        // Through the interior: the chord lies wholly before A, wholly between A and B, or wholly after B
        // (A and B are interior points of their own hexes); test the chord's midpoint.
        let lo = Infinity;
        let hi = -Infinity;
        for (let k = 0; k < 6; k++) {
          const j = (k + 1) % 6;
          const sk = s[k]!;
          const sj = s[j]!;
          let t: number;
          if (sk === 0) {
            t = 2 * (dx * (rx + VX[k]!) + dy * (ry + VY[k]!));
          } else if (sj !== 0 && sk > 0 !== sj > 0) {
            const f = sk / (sk - sj);
            const ex = VX[j]! - VX[k]!;
            const ey = VY[j]! - VY[k]!;
            t = 2 * (dx * (rx + VX[k]! + f * ex) + dy * (ry + VY[k]! + f * ey));
          } else {
            continue;
          }
          if (t < lo) lo = t;
          if (t > hi) hi = t;
        }
        const mid = (lo + hi) / 2;
        if (mid > 0 && mid < tMax) contacts.push({ t: mid, kind: 0, hex: freezeHex(row, col), side: 0 });
        continue;
      }
      // Grazing: all vertices on one side, one or two of them on the line.
      const side = pos > 0 ? 1 : -1;
      let tSum = 0;
      let zeros = 0;
      for (let k = 0; k < 6; k++) {
        if (s[k] !== 0) continue;
        zeros++;
        tSum += dx * (rx + VX[k]!) + dy * (ry + VY[k]!);
      }
      const t = zeros === 1 ? 2 * tSum : tSum; // edge: sum of the two ends = 2 * midpoint
      if (t > 0 && t < tMax) contacts.push({ t, kind: zeros === 1 ? 1 : 2, hex: freezeHex(row, col), side });
    }
  }
  if (contacts.length === 0) return EMPTY_PLAN;
  contacts.sort((p, q) => p.t - q.t || p.side - q.side);

  const steps: LineStep[] = [];
  const through: Hex[] = [];
  const right: Hex[] = [];
  const left: Hex[] = [];
  const crossings: (readonly [Hex, Hex])[] = [];
  let prev: Hex = from;
  let grazed = false;
  for (let i = 0; i < contacts.length; i++) {
    const c = contacts[i]!;
    if (c.kind === 0) {
      steps.push(Object.freeze({ hex: c.hex }));
      through.push(c.hex);
      if (!grazed) crossings.push(Object.freeze([prev, c.hex] as const));
      prev = c.hex;
      grazed = false;
      continue;
    }
    grazed = true;
    (c.side > 0 ? right : left).push(c.hex);
    if (c.kind === 1) {
      steps.push(Object.freeze({ vertex: c.hex }));
      continue;
    }
    // Edge: its partner (same t, other side) sorts right before it (side -1 first) or after it.
    const other = contacts[i + 1];
    if (other && other.kind === 2 && other.t === c.t) {
      (other.side > 0 ? right : left).push(other.hex);
      const pair = c.side > 0 ? ([c.hex, other.hex] as const) : ([other.hex, c.hex] as const);
      steps.push(Object.freeze({ edge: Object.freeze(pair) }));
      i++;
    } else {
      // Cannot happen on a full hex grid (both hexes of a side are candidates); keep it as a lone graze.
      steps.push(Object.freeze({ vertex: c.hex }));
    }
  }
  if (!grazed) crossings.push(Object.freeze([prev, to] as const));
  return Object.freeze({
    steps: Object.freeze(steps),
    through: Object.freeze(through),
    right: Object.freeze(right),
    left: Object.freeze(left),
    crossings: Object.freeze(crossings),
  });
}

const planCache = new WeakMap<BoardGeometry, Map<number, Plan>>();
const KEY_OFFSET = 128;
const KEY_SPAN = 512;

/*
 * The plans of the board geometry asked about last, by the two hexes' indices (a small integer: a Map lookup with no
 * allocation). The general key below is a number too large for a small integer, so V8 boxed it for every lookup, and
 * the WeakMap's own lookup came on top: 2.3% of a random game's time (issue 17 speed; docs/benchmarks.md).
 */
let lastGeometry: BoardGeometry | null = null;
let lastPlans: Map<number, Plan> | null = null;
const indexPlans = new WeakMap<BoardGeometry, Map<number, Plan>>();
/** Boards up to this many hexes use the index key (hex count squared stays a small integer). */
const INDEX_KEY_MAX_HEXES = 20_000;

function planFor(geometry: BoardGeometry, from: Hex, to: Hex): Plan {
  const rows = geometry.rows;
  const cols = geometry.cols;
  const size = rows * cols;
  const fr = from.row;
  const fc = from.col;
  const tr = to.row;
  const tc = to.col;
  if (
    size <= INDEX_KEY_MAX_HEXES &&
    (fr | 0) === fr && (fc | 0) === fc && (tr | 0) === tr && (tc | 0) === tc &&
    fr >= 0 && fr < rows && fc >= 0 && fc < cols && tr >= 0 && tr < rows && tc >= 0 && tc < cols
  ) {
    let plans = lastPlans;
    if (geometry !== lastGeometry) {
      plans = indexPlans.get(geometry) ?? null;
      if (!plans) {
        plans = new Map();
        indexPlans.set(geometry, plans);
      }
      lastGeometry = geometry;
      lastPlans = plans;
    }
    const key = (fr * cols + fc) * size + (tr * cols + tc);
    let plan = plans!.get(key);
    if (!plan) {
      plan = computePlan(from, to);
      plans!.set(key, plan);
    }
    return plan;
  }
  return planAnywhere(geometry, from, to);
}

/** Hexes off the board (or a board too large for the index key): keyed by the four coordinates. */
function planAnywhere(geometry: BoardGeometry, from: Hex, to: Hex): Plan {
  const a = from.row + KEY_OFFSET;
  const b = from.col + KEY_OFFSET;
  const c = to.row + KEY_OFFSET;
  const d = to.col + KEY_OFFSET;
  if (
    !(a >= 0 && a < KEY_SPAN && b >= 0 && b < KEY_SPAN && c >= 0 && c < KEY_SPAN && d >= 0 && d < KEY_SPAN) ||
    !Number.isInteger(a + b + c + d)
  ) {
    return computePlan(from, to);
  }
  const key = ((a * KEY_SPAN + b) * KEY_SPAN + c) * KEY_SPAN + d;
  let byPair = planCache.get(geometry);
  if (!byPair) {
    byPair = new Map();
    planCache.set(geometry, byPair);
  }
  let plan = byPair.get(key);
  if (!plan) {
    plan = computePlan(from, to);
    byPair.set(key, plan);
  }
  return plan;
}

/**
 * The hexes strictly between `from` and `to` that the centre-to-centre segment meets, in order (see LineStep).
 * Exact (integer arithmetic); cached per (geometry, from, to): the returned array is frozen and shared.
 */
export function hexesOnLine(geometry: BoardGeometry, from: Hex, to: Hex): readonly LineStep[] {
  return planFor(geometry, from, to).steps;
}

/** Lazily computed plateau: the contiguous hill group holding both ends, or null when there is none. */
class SightContext {
  private plateau: Set<number> | null | undefined = undefined;

  constructor(
    private readonly board: SightBoard,
    private readonly from: Hex,
    private readonly to: Hex,
  ) {}

  obstructs(h: Hex): boolean {
    const g = this.board.geometry;
    if (!onBoard(g, h)) return this.board.offBoardClear !== true; // FAQ §I Line of Sight: no sight off the board
    const c = this.board.cell(h);
    if (c === 'clear') return false;
    if (c === 'block') return true;
    const p = this.plateauSet();
    return p === null || !p.has(hexIndex(g, h));
  }

  private plateauSet(): Set<number> | null {
    if (this.plateau !== undefined) return this.plateau;
    const { board, from, to } = this;
    const g = board.geometry;
    this.plateau = null;
    if (!onBoard(g, from) || !onBoard(g, to) || !board.isHill(from) || !board.isHill(to)) return null;
    const level = board.height ? (h: Hex) => board.height!(h) : () => 1;
    const height = level(from);
    if (level(to) !== height) return null;
    const seen = new Set<number>([hexIndex(g, from)]);
    const queue: Hex[] = [from];
    for (let i = 0; i < queue.length; i++) {
      for (const n of neighbors(g, queue[i]!)) {
        const k = hexIndex(g, n);
        if (seen.has(k) || !board.isHill(n) || level(n) !== height) continue;
        seen.add(k);
        queue.push(n);
      }
    }
    if (seen.has(hexIndex(g, to))) this.plateau = seen;
    return this.plateau;
  }
}

function anyObstructs(ctx: SightContext, hexes: readonly Hex[]): boolean {
  for (let i = 0; i < hexes.length; i++) if (ctx.obstructs(hexes[i]!)) return true;
  return false;
}

/** Whether a unit in `from` sees the hex `to` (Infantry/Armor battle requirement). */
export function lineOfSight(board: SightBoard, from: Hex, to: Hex): boolean {
  if (hexDistance(from, to) <= 1) return true;
  const plan = planFor(board.geometry, from, to);
  const ctx = new SightContext(board, from, to);
  const through = plan.through;
  for (let i = 0; i < through.length; i++) if (ctx.obstructs(through[i]!)) return false;
  if (plan.right.length > 0 && plan.left.length > 0 && anyObstructs(ctx, plan.right) && anyObstructs(ctx, plan.left)) {
    return false;
  }
  if (board.sideBlocks) {
    const crossings = plan.crossings;
    for (let i = 0; i < crossings.length; i++) if (board.sideBlocks(crossings[i]![0], crossings[i]![1])) return false;
  }
  return true;
}

export interface SightBlockers {
  /** Obstructed hexes that block: every obstructed through-hex, plus the grazed obstructions on both sides. */
  readonly hexes: Hex[];
  /** Blocking hex sides crossed by the line. */
  readonly sides: Array<readonly [Hex, Hex]>;
}

/** Why the line of sight is blocked (for drawing); both lists are empty when lineOfSight is true. */
export function sightBlockers(board: SightBoard, from: Hex, to: Hex): SightBlockers {
  const out: SightBlockers = { hexes: [], sides: [] };
  if (hexDistance(from, to) <= 1) return out;
  const plan = planFor(board.geometry, from, to);
  const ctx = new SightContext(board, from, to);
  for (const h of plan.through) if (ctx.obstructs(h)) out.hexes.push(h);
  const r = plan.right.filter((h) => ctx.obstructs(h));
  const l = plan.left.filter((h) => ctx.obstructs(h));
  if (r.length > 0 && l.length > 0) out.hexes.push(...r, ...l);
  if (board.sideBlocks) {
    for (const pair of plan.crossings) if (board.sideBlocks(pair[0], pair[1])) out.sides.push(pair);
  }
  return out;
}
