/**
 * Evaluation terms for expansion content whose worth the general terms (medals, units, fire, objectives, the pull
 * towards the enemy) cannot see, found by the content audit (scripts/ai-content-audit.ts, docs/ai.md "Expansion
 * content audit"). Each term costs nothing in a battle without that content: it is gated on a flag of the unit kind's
 * table entry.
 *
 * - Assault Bridge (Equipment Pack, Hobart's Funnies; src/engine/troops/funnies3.ts). The general terms measure
 *   distance as the crow flies, so a river between an army and its enemy costs nothing and a bridge over it gains
 *   nothing: the computer never brought a bridge layer to a river. Here an unused bridge layer is worth half its
 *   bridge, less a pull per hex it stands from the nearest free river hex that lies towards the enemy or an
 *   objective (a river hex nearer to them than the layer is); a placed bridge is worth the whole bridge. So the layer
 *   drives to the river, and placing the bridge there beats keeping it unless a battle is worth more.
 * - Supply trucks (Equipment Pack, Dodge WC-63; FAQ §IV Supply Trucks; src/engine/troops/supply.ts). The general
 *   terms value a truck like a fighting unit: a standing worth plus a share per figure, so giving a figure cost more
 *   than the figure it gave back (a fighting unit's share is smaller per figure than a three-figure truck's) and giving
 *   the last one threw the standing worth away: the computer almost never re-supplied. A truck's worth is its figures,
 *   each a little less than a figure given to a fighting unit, so a re-supply pays when a weakened unit stands next to it.
 * - Smoke (FAQ §III Smoke Screen; Equipment Pack Screaming Meemies' smoke shells; src/engine/smoke.ts): a screen's hexes
 *   are picked one by one and it is laid only at the last, so a one-ply look at each pick sees no change and took the
 *   first hex of the list. `smokeHexWorth` scores a hex by the enemy's shots it would cut (search.ts picks by it).
 */
import { hexDistance, type GameState, type Hex, type Side, type Unit } from '../engine';
import { UNIT_KINDS } from '../engine/units';
import type { EvalWeights } from './evaluate';

/** The free river hexes of a board (river, no bridge, not closed): by the cells array, which a placed bridge replaces. */
const riverCache = new WeakMap<object, Hex[]>();

function freeRivers(s: GameState): Hex[] {
  const cells = s.board.cells;
  let out = riverCache.get(cells);
  if (out) return out;
  out = [];
  const cols = s.board.geometry.cols;
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i];
    if (c && c.terrain === 'river' && !c.bridge && !c.impassable) out.push({ row: Math.floor(i / cols), col: i % cols });
  }
  riverCache.set(cells, out);
  return out;
}

/** Distance from `h` to the nearest of `targets` (99 when none). */
function nearest(h: Hex, targets: readonly Hex[]): number {
  let d = 99;
  for (const t of targets) {
    const x = hexDistance(h, t);
    if (x < d) d = x;
  }
  return d;
}

/**
 * The supply trucks' worth to their side, as a correction to the general unit term (evaluate.ts `sideScore`): that
 * term's worth of each truck is taken off and the truck's figures counted instead (0 when the side has no truck).
 */
export function supplyTruckScore(mine: readonly Unit[], w: EvalWeights): number {
  let t = 0;
  for (const u of mine) {
    if (!UNIT_KINDS[u.kind].resupplies) continue;
    t += u.figures * w.supplyFigure - w.unit * w.medal * u.medals * (0.45 + (0.55 * u.figures) / Math.max(1, u.maxFigures));
  }
  return t;
}

/** The bridge layers' worth to their side (0 when the side has none). */
export function bridgeLayerScore(s: GameState, side: Side, mine: readonly Unit[], foes: readonly Unit[], w: EvalWeights): number {
  let t = 0;
  let targets: Hex[] | null = null;
  for (const u of mine) {
    if (!UNIT_KINDS[u.kind].bridgeLayer) continue;
    if (u.bridged) {
      t += w.bridge;
      continue;
    }
    const rivers = freeRivers(s);
    if (!targets) {
      targets = [...foes];
      for (const o of s.objectives) if (!(o.permanent && s.taken[o.id]) && o.side === side) targets.push(...o.hexes);
    }
    const far = nearest(u, targets);
    let best = 9;
    for (const r of rivers) {
      const d = hexDistance(u, r);
      if (d < best && nearest(r, targets) < far) best = d;
    }
    t += w.bridge * 0.5 - w.bridgeReach * (Math.max(1, best) - 1);
  }
  return t;
}

/**
 * The worth of a smoke hex to `side`: the enemy's shots in range at its units (by units that need sight) whose
 * shortest paths run through the hex, each by how few figures the target has left (a weak unit's medal first). Read
 * from the board only, no applied action.
 */
export function smokeHexWorth(s: GameState, h: Hex, side: Side): number {
  let t = 0;
  for (const v of s.units) {
    if (v.side === side || v.figures <= 0 || v.row < 0) continue;
    const k = UNIT_KINDS[v.kind];
    if (!k.needsSight) continue;
    const dvh = hexDistance(v, h);
    if (dvh === 0) continue;
    for (const u of s.units) {
      if (u.side !== side || u.figures <= 0 || u.row < 0) continue;
      const d = hexDistance(v, u);
      if (d < 2 || d > k.dice.length) continue;
      const dhu = hexDistance(h, u);
      if (dhu > 0 && dvh + dhu === d) t += 1 / u.figures;
    }
  }
  return t;
}
