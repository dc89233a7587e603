/**
 * Frozen rivers (FAQ §II Frozen Rivers, card 47, l.1390-1420; house rules App. 2 Rivers & Waterways, Frozen, l.522):
 * a frozen river may be crossed, but a unit that moves, takes ground or retreats onto a frozen hex rolls two dice there,
 * and loses one figure for each star (an elimination gives the medal as usual, FAQ Q1). A unit that stays on the ice
 * does not roll (Q2). Dice come from the state's PRNG (turn/roll.ts) in the order the hexes are crossed.
 *
 * A move is one event from its start to its end: the hexes it crossed are those of the shortest route the rules allow
 * that crosses the fewest frozen hexes (a player picks the safest way), found here (decision C56).
 */
import { cellAt, isAlive, occupancy, occupant, terrainAt } from './board';
import { hexIndex, onBoard, type Hex } from './hex';
import { canEnter, entryEffects } from './movement';
import { retreatStepOk } from './retreat';
import { CLASS_INDEX, F_ICE, gridOf } from './grid';
import { UNIT_KINDS } from './units';
import type { GameState, Unit } from './types';
import { loseFigures } from './turn/hits';
import { roll } from './turn/roll';
import type { Ctx } from './turn/draft';

/** Dice a unit rolls on entering the hex (0: no thin ice here; a bridge is ordinary ground). */
function iceDice(s: GameState, h: Hex): number {
  const c = cellAt(s, h);
  if (!c || c.bridge) return 0;
  return terrainAt(s, h)!.thinIce ?? 0;
}

/** A hex entered by a Take Ground: rolled for if it is thin ice. */
export function iceAt(s: GameState, h: Hex): Hex[] {
  return iceDice(s, h) > 0 ? [{ row: h.row, col: h.col }] : [];
}

/** Does the board hold any thin ice (so the path search can be skipped)? */
export function boardHasIce(s: GameState): boolean {
  return gridOf(s.board).ice;
}

/**
 * The frozen hexes a unit standing at its start crosses to reach `to` in at most `steps` hexes (moves) or exactly
 * `steps` retreat hexes, in the order crossed: the route with the fewest of them. Called before the unit moves.
 */
export function icyHexesOnRoute(s: GameState, u: Unit, to: Hex, steps: number, how: 'move' | 'retreat', ignoreTerrain = false): Hex[] {
  if (!boardHasIce(s)) return [];
  const g = s.board.geometry;
  const flags = gridOf(s.board).byClass[CLASS_INDEX[UNIT_KINDS[u.kind].symbol]];
  const icy = (h: Hex) => (flags[hexIndex(g, h)]! & F_ICE) !== 0 && iceDice(s, h) > 0;
  const goal = hexIndex(g, to);
  type Path = { at: Hex; ice: Hex[] };
  const start: Hex = { row: u.row, col: u.col };
  let layer: Path[] = [{ at: start, ice: [] }];
  let best: Hex[] | null = null;
  const occ = occupancy(s);
  const dr = s.edges[u.side] === 'top' ? -1 : 1;
  for (let k = 1; k <= steps && layer.length; k++) {
    const next = new Map<number, Path>();
    for (const p of layer) {
      const around: Hex[] =
        how === 'retreat'
          ? [{ row: p.at.row + dr, col: p.at.col - 1 }, { row: p.at.row + dr, col: p.at.col + 1 }]
          : [
              { row: p.at.row, col: p.at.col + 2 },
              { row: p.at.row, col: p.at.col - 2 },
              { row: p.at.row + 1, col: p.at.col + 1 },
              { row: p.at.row + 1, col: p.at.col - 1 },
              { row: p.at.row - 1, col: p.at.col + 1 },
              { row: p.at.row - 1, col: p.at.col - 1 },
            ];
      for (const n of around) {
        if (!onBoard(g, n)) continue;
        const i = hexIndex(g, n);
        if (how === 'retreat' ? !retreatStepOk(s, u, p.at, n) : !canEnter(s, u, p.at, n, ignoreTerrain)) continue;
        if (occupant(occ, i) >= 0) continue;
        const ice = icy(n) ? [...p.ice, n] : p.ice;
        if (i === goal) {
          if (how === 'move' || k === steps) if (!best || ice.length < best.length) best = ice;
          if (how === 'move') continue;
        }
        // A move goes on only through hexes that do not stop it.
        if (how === 'move' && entryEffects(s, u, n, ignoreTerrain, p.at).stops) continue;
        const had = next.get(i);
        if (!had || ice.length < had.ice.length) next.set(i, { at: n, ice });
      }
    }
    // A move takes its shortest route: once the end is reached, longer routes are not looked at.
    if (how === 'move' && best) break;
    layer = [...next.values()];
  }
  return best ?? (iceDice(s, to) > 0 ? [to] : []);
}

/** The unit has crossed these frozen hexes (in order): two dice each, one figure per star, until it is gone. */
export function crossIce(s: GameState, u: Unit, hexes: readonly Hex[], ctx: Ctx): void {
  for (const at of hexes) {
    const v = s.units[u.id]!;
    if (!isAlive(v) || s.winner) return;
    ctx.events.push({ type: 'ice', unit: u.id, at: { row: at.row, col: at.col } });
    const faces = roll(s, ctx, iceDice(s, at));
    const stars = faces.filter((f) => f === 'star').length;
    ctx.events.push({ type: 'hits', unit: u.id, hits: stars, flags: 0 });
    if (stars > 0) loseFigures(s, v, stars, 'ice', ctx);
  }
}
