/**
 * Pocket '44 rules engine: the base game of Memoir '44 as pure functions over plain JSON state.
 * See docs/engine.md. No DOM, no I/O, no clock, no Math.random.
 */
import { hexDistance as hexDistance_, sectionsOf as sectionsOfEdge, type Hex, type Section, type Side } from './hex';
import { getUnit, unitAt } from './board';
import { battleTargets, cardBonus, diceAgainst, diceByDistance, hasLineOfSight } from './battle';
import { UNIT_KINDS } from './units';
import { moveTargetsOf, moveRules } from './movement';
import { orderableUnits as orderable } from './orders';
import { retreatOptionsFor, type RetreatOption } from './retreat';
import { legalActions } from './game';
import type { GameState, Unit } from './types';
import { seishinBonus } from './troops/nations';
import { leaderDice } from './troops/heroicLeader';
import { FURIA_DICE } from './troops/furia';

export { newGame, legalActions, applyAction, actor, parseAction, SANDBAG_PIECES, type NewGameOptions } from './game';
export { playerView, eventsView, type PlayerView } from './view';
export { medals, finalMedals, objectiveHeld, MAX_TURNS, type EndReason } from './victory';
export { CARD_DEFS, DECK, cardDef, cardType, deckIds, type CardDef } from './cards';
export { UNIT_KINDS, UNIT_KIND_NAMES, UNIT_CLASSES } from './units';
export { TERRAIN, TERRAIN_KINDS, OBSTACLES, OBSTACLE_KINDS } from './terrain';
export { MARKERS, MARKER_KINDS } from './markers';
export { DIE_FACES, scoreRoll } from './dice';
export { allHexes, hexKey, onBoard, neighbors, STANDARD_GEOMETRY } from './hex';
export { hexesOnLine, sightBlockers } from './los';
export * from './types';
export type { RetreatOption };
// caves (FAQ §II Caves on Hills and Mountains): is a hex a cave not yet sealed (the UI names the seal action by it).
export { isCave } from './troops/caves';

/** How far a unit fires from where it stands: its kind's range, or its hex's for artillery (a mountain: 7). */
export function unitRange(s: GameState, u: Unit): number {
  return diceByDistance(s, u).length;
}

/** Distance in hexes. */
export function hexDistance(a: Hex, b: Hex): number {
  return hexDistance_(a, b);
}

/** Sections of a hex for a side (left/right are that side's own, mirrored for the top player). */
export function sectionsOf(state: GameState, hex: Hex, side: Side): Section[] {
  return sectionsOfEdge(state.board.geometry, hex, state.edges[side]);
}

/** Line of sight between two hexes on this state's board (units in between block). */
export function lineOfSight(state: GameState, from: Hex, to: Hex): boolean {
  return hasLineOfSight(state, from, to);
}

/**
 * Dice the unit on `from` would roll against the unit on `to` now: range, line of sight, card bonus of the
 * command in force (if the unit is ordered), terrain and own-hex penalties; 0 = out of range, no line of sight or no
 * dice left. Whether the unit may battle now at all (ordered, Close Assault obligation, terrain entered this turn)
 * is what `legalActions` says; the board shows this number on the targets legalActions lists.
 */
export function battleDice(state: GameState, from: Hex, to: Hex): number {
  const u = unitAt(state, from);
  if (!u) return 0;
  const ut = state.turn.units[u.id];
  // vehicles: an empty bunker a Petard Mortar tank may close-assault (troops/funnies.ts).
  if (!unitAt(state, to)) {
    const p = state.pending[0];
    const b = UNIT_KINDS[u.kind].petard ? battleTargets(state, u, ut, p?.kind === 'overrun' && p.unit === u.id).find((t) => t.unit < 0 && t.target.row === to.row && t.target.col === to.col) : undefined;
    return b?.dice ?? 0;
  }
  const close = hexDistance_(from, to) === 1;
  // While its Overrun battle is pending, the unit gets the Overrun's card bonus (FAQ §IV Standard Units Q4).
  const p = state.pending[0];
  const overrun = p?.kind === 'overrun' && p.unit === u.id;
  // Seishin Kyoiku (troops/nations.ts): Japanese infantry at full strength, 1 more die in close assault.
  const seishin = close && u.army ? seishinBonus(u) : 0;
  // Heroic Leader (troops/heroicLeader.ts): 1 more die in every battle.
  // italy: the Furia Francese assault (its choice pending, or declared) rolls 1 die, whatever the terrain (troops/furia.ts).
  if (close && ((p?.kind === 'furia' && p.unit === u.id) || ut?.furia)) return FURIA_DICE;
  return diceAgainst(state, u, to, cardBonus(state, u, ut, close, overrun) + seishin + leaderDice(u));
}

/** Hexes the unit on `from` could move to if it were ordered now under the command in force. */
export function moveTargets(state: GameState, from: Hex): Hex[] {
  const u = unitAt(state, from);
  if (!u) return [];
  const ut = state.turn.units[u.id];
  return moveTargetsOf(state, u, moveRules(state, u, state.turn.stage === 'move2'), ut).map((m) => m.to);
}

/** The legal move destinations of an ordered unit right now (from legalActions). */
export function legalMoves(state: GameState, unit: number): Hex[] {
  return legalActions(state).flatMap((a) => (a.type === 'move' && a.unit === unit ? [a.to] : []));
}

/** Retreat choices of the unit on `hex` for `flags` flags (first flag ignorable where its hex allows). */
export function retreatOptions(state: GameState, hex: Hex, flags: number, ignorable = true): RetreatOption[] {
  const u = unitAt(state, hex);
  if (!u || !Number.isInteger(flags) || flags < 0) return [];
  return retreatOptionsFor(state, u, flags, ignorable);
}

/** Units that may be ordered now. */
export function orderableUnits(state: GameState): Unit[] {
  return orderable(state);
}

export function unitById(state: GameState, id: number): Unit | null {
  return getUnit(state, id);
}

export function unitOn(state: GameState, hex: Hex): Unit | null {
  return unitAt(state, hex);
}
