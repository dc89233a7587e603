/**
 * Supply trucks (Equipment Pack, Dodge WC-63, "Supply Trucks - Re-supply", 002 l.387-405; FAQ §IV Supply Trucks,
 * l.2670-2692). An ordered truck never battles; in the battle step it may instead give its figures, one at a time
 * (action `resupply`), to weakened friendly ground units next to it: each figure spent leaves the game (counted on
 * the truck, `Unit.spent`, so a spent figure never counts toward the enemy's figure medals, and a truck that spends
 * its last figure leaves the board with no medal), and each gives the unit one figure back, never above
 * its starting strength. A unit re-supplied this turn may not battle this turn. Not re-supplied: units of a single
 * figure (snipers, Tigers, command cars), trains, ships, units on a landing craft, and other supply trucks
 * (decision C302). The weakened unit need not be ordered; one that has already battled this turn may not be
 * re-supplied (decision C302). The truck and the unit may each have moved first.
 * Half-tracks do the same where the battle's Re-Supply rules are in effect (`special.resupply`; Equipment Pack
 * "Half-Tracks - Re-supply", l.311-330; decision C426), instead of battling: one that has battled this turn may not,
 * and one that has re-supplied battles no more that turn.
 */
import { hasSandbags, isAlive, occupancy, occupant, other, setSandbags, unitAt, unitShifted } from '../board';
import { DIRECTIONS, hexDistance, hexIndex, onBoard, type Hex } from '../hex';
import { UNIT_KINDS } from '../units';
import type { Action, EngineError, GameState, Unit } from '../types';
import { mutTurnUnit, own, type Ctx } from '../turn/draft';
import { unitLeft } from './guns';
import { checkWipeOut, takePermanentObjectives } from '../victory';

/** May `v` be re-supplied at all (its kind and carriage), leaving aside where it stands? */
export function resuppliable(v: Unit): boolean {
  const k = UNIT_KINDS[v.kind];
  return v.maxFigures > 1 && k.maxFigures > 1 && !k.naval && !k.train && !k.resupplies && !v.landingCraft;
}

/** Does `u` re-supply in this battle: a supply truck, or a half-track under the Re-Supply rules (C426)? */
export function suppliesHere(s: GameState, u: Unit): boolean {
  const k = UNIT_KINDS[u.kind];
  return k.resupplies === true || (k.resupplyRule === true && s.special?.resupply === true);
}

/**
 * The hexes of the units truck `u` may re-supply now: friendly, next to it, below their starting strength, not yet
 * battled this turn. Empty unless `u` is an ordered, living supply truck in its side's battle step.
 */
export function resupplyTargets(s: GameState, u: Unit): Hex[] {
  const t = s.turn;
  if (!suppliesHere(s, u) || t.stage !== 'battle' || u.side !== t.side || !isAlive(u)) return [];
  const ut = t.units[u.id];
  if (!ut || ut.retreated) return [];
  // A half-track re-supplies instead of battling (Equipment Pack l.313): not after a battle of its own this turn.
  if (!UNIT_KINDS[u.kind].resupplies && ut.battles > 0) return [];
  const g = s.board.geometry;
  const occ = occupancy(s);
  const out: Hex[] = [];
  for (const d of DIRECTIONS) {
    const h = { row: u.row + d.row, col: u.col + d.col };
    if (!onBoard(g, h)) continue;
    const id = occupant(occ, hexIndex(g, h));
    if (id < 0) continue;
    const v = s.units[id]!;
    if (v.side !== u.side || v.figures >= v.maxFigures || !resuppliable(v)) continue;
    // A unit that has battled this turn may not take supplies, since a re-supplied unit battles no more (C302).
    const vt = t.units[id];
    if (vt && vt.battles > 0) continue;
    // A train's wagon hex is not a unit of its own: the train is never re-supplied anyway (resuppliable).
    if (v.row !== h.row || v.col !== h.col) continue;
    out.push(h);
  }
  return out;
}

/** Push the re-supply actions of `u` (the battle step's list; reached for a supply truck, and a half-track under the rule). */
export function pushResupplies(s: GameState, u: Unit, out: Action[]): void {
  for (const h of resupplyTargets(s, u)) out.push({ type: 'resupply', unit: u.id, target: h });
}

/**
 * The truck gives one figure to the unit on `at` (legal: checked before). The figure leaves the game: the truck
 * has one figure less and one more spent; at its last figure the truck leaves the board, worth no medal (Equipment
 * Pack l.397, l.403-405). The unit gets the figure and may not battle this turn (event `resupplied`).
 */
export function resupply(s: GameState, id: number, at: Hex, ctx: Ctx): void {
  const g = s.board.geometry;
  const targetId = occupant(occupancy(s), hexIndex(g, at));
  const truck = own(s, ctx, id);
  const target = own(s, ctx, targetId);
  target.figures += 1;
  // A kind whose medals go by figures lost (a half-track) keeps its losses counted: a figure received is no loss
  // taken back (Equipment Pack, Half-Tracks - Medals: figures "gathered"; decision C426).
  if (UNIT_KINDS[target.kind].figuresPerMedal) target.spent = (target.spent ?? 0) - 1;
  const vt = mutTurnUnit(s, targetId);
  if (vt) vt.noBattle = true;
  // A half-track that re-supplies battles no more this turn (Equipment Pack l.327: "nor the Half-Track unit").
  if (!UNIT_KINDS[truck.kind].resupplies) {
    const selfTurn = mutTurnUnit(s, id);
    if (selfTurn) selfTurn.noBattle = true;
  }
  truck.figures -= 1;
  truck.spent = (truck.spent ?? 0) + 1;
  const usedUp = truck.figures === 0;
  ctx.events.push(usedUp ? { type: 'resupplied', unit: id, target: targetId, usedUp } : { type: 'resupplied', unit: id, target: targetId });
  if (!usedUp) return;
  ctx.events.push({ type: 'eliminated', unit: id, medals: 0, to: other(truck.side) });
  // The truck is used up: it leaves the board, as an eliminated unit does, but gives no medal.
  const from: Hex = { row: truck.row, col: truck.col };
  if (hasSandbags(s, from)) {
    setSandbags(s, from, false);
    ctx.events.push({ type: 'sandbagsRemoved', at: from });
  }
  truck.row = -1;
  truck.col = -1;
  unitShifted(s, id, from, null);
  if (s.zeroed) unitLeft(s, id);
  takePermanentObjectives(s, ctx.events);
  checkWipeOut(s, truck.side, ctx.events);
}

/** Why truck `id` may not re-supply the unit on `at` now (a typed error: the action is not one of the legal ones). */
export function resupplyError(s: GameState, id: number, at: Hex): { ok: false; error: EngineError } {
  const u = s.units[id]!;
  const no = (message: string) => ({ ok: false as const, error: { code: 'not-allowed' as const, message } });
  if (s.pending[0]) return { ok: false, error: { code: 'wrong-step', message: `waiting for ${s.pending[0].actor} to resolve ${s.pending[0].kind}; resupply is not possible now` } };
  if (!suppliesHere(s, u)) return no(`unit ${id} cannot re-supply (a supply truck, or a half-track where the battle plays the Re-Supply rule)`);
  if (s.turn.stage !== 'battle') return { ok: false, error: { code: 'wrong-step', message: `re-supply happens in the battle step (step: ${s.turn.stage})` } };
  if (u.side !== s.turn.side || !s.turn.units[id]) return no(`unit ${id} has no order this turn`);
  const v = unitAt(s, at);
  if (!v || v.side !== u.side) return no(`there is no friendly unit on (${at.row},${at.col})`);
  if (hexDistance(u, at) !== 1) return no(`(${at.row},${at.col}) is not next to unit ${id}`);
  if (!resuppliable(v)) return no(`unit ${v.id} can never be re-supplied (one figure, a train, a ship, a landing craft or a truck)`);
  if (v.figures >= v.maxFigures) return no(`unit ${v.id} has all its figures`);
  if (!UNIT_KINDS[u.kind].resupplies && (s.turn.units[id]?.battles ?? 0) > 0) return no(`half-track ${id} has battled this turn: it re-supplies instead of battling, not after`);
  return no(`unit ${v.id} has battled this turn and may not be re-supplied`);
}
