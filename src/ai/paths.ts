/**
 * Distances over the ground for the evaluation's approach and objective terms (weight `paths`): the fewest hexes a
 * unit of a class walks from one hex to another, through hexes its class may enter (no impassable terrain, no
 * impassable hex side), units ignored. As the crow flies, a river without a bridge, a lake or a cliff cost nothing
 * (docs/ai.md "Expansion content audit"); over the ground a unit is drawn to the bridge or the gap.
 *
 * One table per board and unit class (every pair of hexes, one byte each: 13.7 kB for a standard board), a hex's row
 * filled by a breadth-first search from it when a unit there first asks, kept while the board object lives (a bridge
 * built or blown makes a new board, and a new table).
 */
import { hexDistance, type GameState, type Hex, type Unit } from '../engine';
import { CLASS_INDEX, F_IMPASSABLE, gridOf } from '../engine/grid';
import { UNIT_KINDS } from '../engine/units';
import type { BoardState } from '../engine/types';

/** Not reachable over the ground: farther than the evaluation ever looks (it caps distances at 10). */
export const FAR = 20;

interface Tables {
  size: number;
  cols: number;
  /** By class index: `size * size` distances (255: not reachable), each hex's row filled on first use. */
  byClass: Uint8Array[];
  /** By class index: which hexes' rows are filled. */
  filled: Uint8Array[];
}

const tables = new WeakMap<BoardState, Tables>();
/** The breadth-first search's queue, shared (the AI is synchronous). */
let queue = new Int32Array(0);

function tablesOf(b: BoardState): Tables {
  let t = tables.get(b);
  if (!t) {
    const size = gridOf(b).size;
    t = { size, cols: b.geometry.cols, byClass: [], filled: [] };
    for (let c = 0; c < 3; c++) {
      t.byClass.push(new Uint8Array(size * size).fill(255));
      t.filled.push(new Uint8Array(size));
    }
    tables.set(b, t);
  }
  return t;
}

/** Fill hex `a`'s row of class `cls`: the fewest hexes from `a` to every hex. */
function fill(b: BoardState, t: Tables, cls: 0 | 1 | 2, a: number): void {
  const grid = gridOf(b);
  const n = t.size;
  const flags = grid.byClass[cls];
  const row = t.byClass[cls]!.subarray(a * n, (a + 1) * n);
  if (queue.length < n) queue = new Int32Array(n);
  row[a] = 0;
  let head = 0;
  let tail = 0;
  queue[tail++] = a;
  while (head < tail) {
    const x = queue[head++]!;
    // A hex the class may not enter is reached (a unit may stand next to it, or on it when it started there) but not
    // walked through; the start is always left.
    if (x !== a && flags[x]! & F_IMPASSABLE) continue;
    const dx = row[x]!;
    for (let d = 0; d < 6; d++) {
      const j = grid.nbr[x * 6 + d]!;
      if (j < 0 || row[j] !== 255 || grid.sideBlocked[x * 6 + d]) continue;
      row[j] = dx + 1 > 254 ? 254 : dx + 1;
      queue[tail++] = j;
    }
  }
  t.filled[cls]![a] = 1;
}

/** Hexes unit `u` would walk to `h` over the ground (FAR when it cannot get there); as the crow flies for ships, trains and units off the board. */
export function groundDistance(s: GameState, u: Unit, h: Hex): number {
  const k = UNIT_KINDS[u.kind];
  if (k.naval || k.train || u.row < 0 || h.row < 0) return hexDistance(u, h);
  const t = tablesOf(s.board);
  const cls = CLASS_INDEX[k.symbol];
  const a = u.row * t.cols + u.col;
  if (!t.filled[cls]![a]) fill(s.board, t, cls, a);
  const d = t.byClass[cls]![a * t.size + h.row * t.cols + h.col]!;
  return d === 255 ? FAR : d;
}
