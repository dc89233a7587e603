/**
 * Trains (FAQ §IV Trains/Supply Trains, l.2340-2398; Armored Trains, l.2400-2416; §III Supply Train/Reinforcements,
 * l.1926-1930; River Bug Q, l.4555-4575; house rules "Trains, Railway Engines and Wagons", l.499-507). Decisions
 * C230-C244. Only units of a kind with `train` reach this module.
 * - One unit over two rail hexes: the locomotive on the unit's hex, the wagon on `Unit.wagon`; both hexes are the
 *   unit's (board.ts occupancy): no other unit enters, crosses or retreats through them, and they block sight.
 * - It moves 1 to 3 hexes forward (locomotive first) or back (wagon first) along empty track: railroad and station
 *   hexes, joined hex to hex (C231, C232).
 * - Either hex may be targeted (battle.ts); only grenades hit it (the kind's artillery symbol is on no die face).
 * - Its figures are its damage points: at the 3rd the wagon is lost, and what rides it; at the 4th the locomotive,
 *   which alone gives the medal (FAQ l.2383-2384).
 * - It may ignore one flag (retreat.ts canIgnoreFlag); each other flag moves it one hex back along the track (the
 *   way opposite to the locomotive's), one damage point per hex it cannot (house rules l.505).
 * - A supply train's cargo gets off when its locomotive ends a move on a station: onto free hexes next to the piece it
 *   rode, unable to move or battle that turn (FAQ l.1930; house rules l.506; C235).
 * - An armored train's artillery fires from the wagon's hex, after a move of up to 3 hexes, until the wagon is lost
 *   (FAQ Armored Trains Q1-Q2).
 */
import { occupancy, occupant } from '../board';
import { cacheOf } from '../cache';
import { CLASS_BIT, gridOf, obstacleTable } from '../grid';
import { terrainDef } from '../terrain';
import { hexDistance, type Hex } from '../hex';
import { UNIT_KINDS } from '../units';
import type { GameState, TrainCargo, Unit } from '../types';
import { own, type Ctx } from '../turn/draft';

/** Most hexes a train moves (FAQ l.2365: "up to three hexes forward or back"). */
export const TRAIN_MOVE = 3;

/** A place of the train: its locomotive's and its wagon's (or rear's) hex indices, and the hexes it went. */
export interface TrainSpot {
  loco: number;
  wagon: number;
  steps: number;
  back: boolean;
}

/** Is hex index i track a train runs on (railroad, station: C231)? */
export function isTrack(s: GameState, i: number): boolean {
  const c = s.board.cells[i];
  return c != null && !c.impassable && (c.terrain === 'railroad' || c.terrain === 'station');
}

/** Is the track hex free for the train: no other unit, no obstacle (C232)? */
function free(s: GameState, i: number, id: number): boolean {
  const o = occupant(occupancy(s), i);
  return (o < 0 || o === id) && obstacleTable(s)[i] === 0;
}

/**
 * The places the train reaches moving 1..max hexes along the track: forward (the locomotive leads, the wagon takes
 * the hex it left) and back (the wagon leads). Every branch of the track is followed; a hex already on the path is
 * never entered again.
 */
export function trainSpots(s: GameState, u: Unit, max: number, forward = true, backward = true): TrainSpot[] {
  const geo = s.board.geometry;
  const grid = gridOf(s.board);
  const loco = u.row * geo.cols + u.col;
  const wagon = u.wagon!.row * geo.cols + u.wagon!.col;
  const out: TrainSpot[] = [];
  // path[0] is the leading piece's hex; each step adds the next track hex beyond the lead.
  const walk = (path: number[], prev: number, back: boolean): void => {
    const k = path.length - 1;
    if (k >= 1) {
      const lead = path[k]!;
      // Forward: the locomotive on the new lead, the wagon behind it; back: the wagon on the lead, the locomotive behind.
      out.push(back ? { loco: path[k - 1]!, wagon: lead, steps: k, back } : { loco: lead, wagon: path[k - 1]!, steps: k, back });
    }
    if (k >= max) return;
    const from = path[k]!;
    for (let d = 0; d < 6; d++) {
      const i = grid.nbr[from * 6 + d]!;
      if (i < 0 || i === prev || path.includes(i) || grid.sideBlocked[from * 6 + d] || !isTrack(s, i)) continue;
      // The hex entered must be free; a lost wagon's rear hex need not be (no piece goes there), but the locomotive
      // will stand on it one step later, when it is checked as the hex before the lead.
      if (!free(s, i, u.id) && !(back && u.wagonLost)) continue;
      if (back && u.wagonLost && k >= 1 && !free(s, from, u.id)) continue;
      path.push(i);
      walk(path, from, back);
      path.pop();
    }
  };
  if (forward) walk([loco], wagon, false);
  if (backward) {
    // A lost wagon's rear hex may hold a unit now: the locomotive backs onto it only when it is free.
    if (!u.wagonLost || free(s, wagon, u.id)) walk([wagon], loco, true);
  }
  return out;
}

/**
 * The train's moves for movement.ts, packed like its search (hex index | steps << 16 | flags), one per locomotive
 * hex, in hex-index order, into `out`; returns how many. `noBattleBit` when it may not battle after the move.
 */
export function searchTrainMoves(s: GameState, u: Unit, max: number, out: number[], noBattleBit: number): number {
  const best = new Map<number, number>();
  for (const p of trainSpots(s, u, Math.min(max, TRAIN_MOVE))) {
    const was = best.get(p.loco);
    if (was === undefined || p.steps < was) best.set(p.loco, p.steps);
  }
  const battleMax = UNIT_KINDS[u.kind].moveAndBattle;
  const keys = [...best.keys()].sort((a, b) => a - b);
  for (let k = 0; k < keys.length; k++) {
    const i = keys[k]!;
    const steps = best.get(i)!;
    out[k] = i | (steps << 16) | (steps > battleMax ? noBattleBit : 0);
  }
  return keys.length;
}

/** The hex for index i. */
function hexAt(s: GameState, i: number): Hex {
  const cols = s.board.geometry.cols;
  return { row: Math.floor(i / cols), col: i % cols };
}

/**
 * Put the train (already the draft's own copy) with its locomotive on `to`: the wagon goes where the track puts it
 * (the fewest hexes away; a move and a retreat both end on such a place). The occupancy table is rebuilt on demand.
 */
export function placeTrain(s: GameState, u: Unit, to: Hex): void {
  const cols = s.board.geometry.cols;
  const ti = to.row * cols + to.col;
  let spot: TrainSpot | undefined;
  // As far as a retreat may take it (a flag per die, 8 at most with every bonus), beyond a move's 3 hexes.
  for (const p of trainSpots(s, u, 8)) if (p.loco === ti && (!spot || p.steps < spot.steps)) spot = p;
  u.row = to.row;
  u.col = to.col;
  if (spot) u.wagon = hexAt(s, spot.wagon);
  const c = cacheOf(s);
  c.occ = undefined;
  c.sight = undefined;
}

/**
 * Retreat options for a train (house rules l.505; FAQ l.2358): each flag moves it one hex back along the track; each
 * hex it cannot go costs one damage point. One option per branch of the track.
 */
export function trainRetreatOptions(s: GameState, u: Unit, flags: number, ignore: boolean): { to: Hex; ignore: boolean; steps: number; losses: number }[] {
  const spots = trainSpots(s, u, flags, false, true);
  let reach = 0;
  for (const p of spots) if (p.steps > reach) reach = p.steps;
  const here: Hex = { row: u.row, col: u.col };
  if (reach === 0) return [{ to: here, ignore, steps: 0, losses: flags }];
  const seen = new Set<number>();
  const out: { to: Hex; ignore: boolean; steps: number; losses: number }[] = [];
  for (const p of spots) {
    if (p.steps !== reach || seen.has(p.loco)) continue;
    seen.add(p.loco);
    out.push({ to: hexAt(s, p.loco), ignore, steps: reach, losses: flags - reach });
  }
  return out;
}

/**
 * The train just lost damage points (figures already taken off): at its 3rd the wagon is destroyed, with the unit
 * riding it and an armored train's gun (FAQ l.2383-2386, Armored Trains Q1); no medal for either. Its hexes change:
 * the occupancy table is rebuilt on demand.
 */
export function trainDamaged(s: GameState, v: Unit, ctx: Ctx): void {
  const c = cacheOf(s);
  if (v.figures <= 1 && !v.wagonLost) {
    v.wagonLost = true;
    const lost = (v.cargo ?? []).filter((x) => x.on === 'wagon');
    if (v.cargo) {
      const kept = v.cargo.filter((x) => x.on !== 'wagon');
      if (kept.length) v.cargo = kept;
      else delete v.cargo;
    }
    ctx.events.push({ type: 'wagonLost', unit: v.id, at: { row: v.wagon!.row, col: v.wagon!.col }, riders: lost.length });
    c.occ = undefined;
    c.sight = undefined;
  }
  if (v.figures <= 0) {
    // Whatever rode the locomotive is lost with it, at no medal (FAQ l.2384).
    delete v.cargo;
    c.occ = undefined;
    c.sight = undefined;
  }
}

/** The hexes next to hex h, in direction order, on the board. */
function around(s: GameState, h: Hex): number[] {
  const grid = gridOf(s.board);
  const i = h.row * s.board.geometry.cols + h.col;
  const out: number[] = [];
  for (let d = 0; d < 6; d++) {
    const n = grid.nbr[i * 6 + d]!;
    if (n >= 0 && !grid.sideBlocked[i * 6 + d]) out.push(n);
  }
  return out;
}

/**
 * After the train's move: with its locomotive on a station, the units it carries get off (FAQ §III Supply
 * Train/Reinforcements l.1930; house rules l.506; decision C235): each onto the first free hex, in direction order,
 * next to the piece it rode (a lost wagon's rider is gone already), the new units unable to move or battle this turn.
 * A rider with no free hex stays aboard.
 */
export function trainArrived(s: GameState, id: number, ctx: Ctx): void {
  const t0 = s.units[id]!;
  if (!t0.cargo || s.board.cells[t0.row * s.board.geometry.cols + t0.col]?.terrain !== 'station') return;
  const t = own(s, ctx, id);
  const stay: TrainCargo[] = [];
  for (const x of t.cargo!) {
    const from = x.on === 'wagon' ? t.wagon! : { row: t.row, col: t.col };
    // A free hex its class may enter (no unit, no obstacle, not impassable, not the sea).
    const bit = CLASS_BIT[UNIT_KINDS[x.kind].symbol];
    const spot = around(s, from).find((i) => {
      const c = s.board.cells[i];
      return c != null && free(s, i, -2) && !c.impassable && c.terrain !== 'ocean' && !(terrainDef(s.board, c.terrain).noEntry & bit);
    });
    if (spot === undefined) {
      stay.push(x);
      continue;
    }
    const h = hexAt(s, spot);
    const nu: Unit = { id: s.units.length, side: t.side, kind: x.kind, row: h.row, col: h.col, figures: x.figures, maxFigures: x.figures, medals: 1 };
    if (x.badge) nu.badge = x.badge;
    if (t.army) nu.army = t.army;
    // own() above copied the unit list: the draft may add to it.
    s.units.push(nu);
    ctx.owned.push(nu.id);
    const c = cacheOf(s);
    c.occ = undefined;
    c.sight = undefined;
    // Not ordered this turn (the orders were given before it was on the board): it neither moves nor battles.
    ctx.events.push({ type: 'disembarked', unit: nu.id, train: id, at: h });
  }
  if (stay.length) t.cargo = stay;
  else delete t.cargo;
}

/**
 * The train seen as its wagon: the same unit on the wagon's hex, with no `wagon` (an armored train fires from there; either hex may be
 * targeted). Undefined once the wagon is lost.
 */
export function wagonView(u: Unit): Unit | undefined {
  if (!u.wagon || u.wagonLost) return undefined;
  // The view has no wagon of its own (it is the wagon): code that meets it treats it as a one-hex unit.
  const w: Unit = { ...u, row: u.wagon.row, col: u.wagon.col };
  delete w.wagon;
  return w;
}

/** Hexes between a unit and the nearer piece of a train (its locomotive, or its wagon while it has one). */
export function distanceToTrain(a: Hex, v: Unit): number {
  const d = hexDistance(a, v);
  return v.wagon && !v.wagonLost ? Math.min(d, hexDistance(a, v.wagon)) : d;
}
