/**
 * Landing craft (FAQ §IV Landing Craft (LC), l.2588-2633, summary card "Troops 15"; Equipment Pack LCT 202, 002
 * l.165-180): a craft carries the unit on it (`Unit.landingCraft`, from the scenario unit's `landingCraft`; the
 * `.m44` piece `barge`). It is not a unit: no medal, never targeted; the unit in it is targeted as normal.
 * - it moves up to 2 hexes over the sea, and may end on the shore: any hex the unit on board may enter, never a
 *   hexagon with hedgehogs ("LC may move up to 2 hexes, but never onto hedgehogs"; Q l.2611-2617);
 * - finishing its move off the sea it is removed and the unit left there ("When landing on beach hex, remove LC,
 *   leave unit"); the unit may not move on or battle that turn (Q l.2619-2621; l.178), nor battle while in it (a unit
 *   on the Ocean never battles, rulebook Ocean);
 * - the unit in it may retreat with it, on Ocean hexes only ("Unit in LC may retreat with it, on ocean hexes");
 * - class cards never order it (Infantry Assault, Behind Enemy Lines, Armor Assault, Artillery Bombard, Move Out:
 *   Q l.2623-2633): only a card's fallback order "1 unit of your choice" reaches it when no unit of the type is left.
 * Decisions C197-C199. Only units with `landingCraft` set reach this module.
 */
import { occupancy, occupant } from '../board';
import { F_BUNKER, F_IMPASSABLE, CLASS_INDEX, OBSTACLE_OF, gridOf, obstacleTable } from '../grid';
import { UNIT_KINDS, isInfantryKind } from '../units';
import type { GameState, Hex, Unit, UnitTurn } from '../types';
import { own, type Ctx } from '../turn/draft';

/** Most hexes a landing craft moves, whatever the card (the card may allow fewer: none under Firefight). */
export const LANDING_CRAFT_MOVE = 2;

const isSea = (s: GameState, i: number): boolean => s.board.cells[i]?.terrain === 'ocean';

/** Hedgehogs on hex index i (the obstacle landing craft may never enter). */
function hedgehog(s: GameState, i: number): boolean {
  return OBSTACLE_OF[obstacleTable(s)[i]!] === 'hedgehog';
}

/**
 * The craft's moves, packed like movement.ts's search (hex index | steps << 16 | stop and no-battle flags), in
 * hex-index order, into `out`; returns how many. Sea hexes on the way; the last hex may be land.
 */
export function searchLandingMoves(s: GameState, u: Unit, max: number, out: number[], stopBit: number, noBattleBit: number): number {
  const geo = s.board.geometry;
  const grid = gridOf(s.board);
  const occ = occupancy(s);
  const flags = grid.byClass[CLASS_INDEX[UNIT_KINDS[u.kind].symbol]];
  const heavy = !isInfantryKind(u.kind);
  const start = u.row * geo.cols + u.col;
  const best = new Map<number, number>();
  let frontier = [start];
  for (let steps = 1; steps <= Math.min(max, LANDING_CRAFT_MOVE) && frontier.length; steps++) {
    const next: number[] = [];
    for (const from of frontier) {
      for (let d = 0; d < 6; d++) {
        const i = grid.nbr[from * 6 + d]!;
        if (i < 0 || i === start || best.has(i) || grid.sideBlocked[from * 6 + d] || occupant(occ, i) >= 0) continue;
        const c = s.board.cells[i];
        if (!c || c.impassable || flags[i]! & F_IMPASSABLE || hedgehog(s, i) || (heavy && flags[i]! & F_BUNKER)) continue;
        best.set(i, steps);
        // Over the sea it sails on; a land hex ends its move there.
        if (isSea(s, i)) next.push(i);
      }
    }
    frontier = next;
  }
  const keys = [...best.keys()].sort((a, b) => a - b);
  for (let k = 0; k < keys.length; k++) {
    const i = keys[k]!;
    out[k] = i | (best.get(i)! << 16) | noBattleBit | (isSea(s, i) ? 0 : stopBit);
  }
  return keys.length;
}

/** May the unit in a craft retreat one hex onto `to` (empty, on board: the caller checked)? Sea only, no hedgehogs. */
export function landingRetreatStepOk(s: GameState, to: Hex): boolean {
  const i = to.row * s.board.geometry.cols + to.col;
  return isSea(s, i) && !s.board.cells[i]!.impassable && !hedgehog(s, i);
}

/** After the craft's move: off the sea, the craft is removed and the unit left there, done for the turn. */
export function landAfterMove(s: GameState, id: number, ut: UnitTurn, ctx: Ctx): void {
  const u = s.units[id]!;
  if (isSea(s, u.row * s.board.geometry.cols + u.col)) return;
  delete own(s, ctx, id).landingCraft;
  ut.noBattle = true;
  ctx.events.push({ type: 'landed', unit: id, at: { row: u.row, col: u.col } });
}
