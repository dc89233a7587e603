/**
 * Supply trucks' terrain (Equipment Pack, Dodge WC-63, "Additional terrain considerations", 002 l.375-381): a terrain
 * impassable to armor and artillery is impassable to a supply truck, which is infantry in every other way. The truck
 * moves on the infantry flags of the board with armor's impassable hexes added (made once per board, for trucks only).
 */
import { CLASS_INDEX, F_IMPASSABLE, type Grid } from '../grid';

const TRUCK_FLAGS = new WeakMap<Grid, Uint32Array>();

export function truckFlags(grid: Grid): Uint32Array {
  let f = TRUCK_FLAGS.get(grid);
  if (!f) {
    const inf = grid.byClass[CLASS_INDEX.infantry];
    const arm = grid.byClass[CLASS_INDEX.armor];
    f = new Uint32Array(inf.length);
    for (let i = 0; i < f.length; i++) f[i] = inf[i]! | (arm[i]! & F_IMPASSABLE);
    TRUCK_FLAGS.set(grid, f);
  }
  return f;
}
