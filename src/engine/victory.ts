/**
 * Medals and the end of the game. Rulebook p.6 "Object of the Game"; FAQ §I Ending the Game (the game ends
 * the instant a side reaches its target; the winner's count is capped at the target), Temporary Medals;
 * reference NOTES.md (objective kinds: temporary or permanent, one hex or several).
 */
import { hexIndex } from './hex';
import { occupancy } from './board';
import type { GameEvent, GameState, ObjectiveState, Side } from './types';

/** How many hexes of the objective its side occupies. */
function heldCount(s: GameState, o: ObjectiveState): number {
  const occ = occupancy(s);
  let n = 0;
  for (const h of o.hexes) {
    const id = occ[hexIndex(s.board.geometry, h)]!;
    if (id >= 0 && s.units[id]!.side === o.side) n++;
  }
  return n;
}

export function objectiveHeld(s: GameState, o: ObjectiveState): boolean {
  return heldCount(s, o) >= o.hold;
}

/** Medals from temporary objectives held right now. */
export function temporaryMedals(s: GameState, side: Side): number {
  let m = 0;
  for (const o of s.objectives) if (!o.permanent && o.side === side && objectiveHeld(s, o)) m += o.medals;
  return m;
}

/** A side's medals now (eliminations, permanent objectives taken, temporary objectives held). */
export function medals(s: GameState, side: Side): number {
  return s.medalsWon[side] + temporaryMedals(s, side);
}

/** Take permanent objectives newly occupied (the draft is mutated). */
export function takePermanentObjectives(s: GameState, events: GameEvent[]): void {
  for (const o of s.objectives) {
    if (!o.permanent || s.taken[o.id] || !objectiveHeld(s, o)) continue;
    s.taken[o.id] = o.side;
    s.medalsWon[o.side] += o.medals;
    events.push({ type: 'objective', id: o.id, side: o.side, medals: o.medals, permanent: true });
  }
}

/** Events for temporary objectives gained or lost between two states. */
export function temporaryObjectiveChanges(before: GameState, after: GameState, events: GameEvent[]): void {
  for (const o of after.objectives) {
    if (o.permanent) continue;
    const a = objectiveHeld(before, o);
    const b = objectiveHeld(after, o);
    if (a !== b) events.push({ type: 'objective', id: o.id, side: o.side, medals: b ? o.medals : -o.medals, permanent: false });
  }
}

const tempMax = new WeakMap<object, Record<Side, number>>();

/** The most medals temporary objectives could give each side (objectives never change in a game). */
function maxTemporary(s: GameState): Record<Side, number> {
  let m = tempMax.get(s.objectives);
  if (!m) {
    m = { axis: 0, allies: 0 };
    for (const o of s.objectives) if (!o.permanent) m[o.side] += o.medals;
    tempMax.set(s.objectives, m);
  }
  return m;
}

const ORDER_AXIS: readonly Side[] = ['axis', 'allies'];
const ORDER_ALLIES: readonly Side[] = ['allies', 'axis'];

/** Set the winner if a side has reached its target; the side to check first is given. */
export function checkVictory(s: GameState, first: Side, events: GameEvent[]): boolean {
  if (s.winner) return true;
  const max = maxTemporary(s);
  for (const side of first === 'axis' ? ORDER_AXIS : ORDER_ALLIES) {
    if (s.medalsWon[side] + max[side] < s.medalsToWin[side]) continue;
    if (medals(s, side) >= s.medalsToWin[side]) {
      endGame(s, side, events);
      return true;
    }
  }
  return false;
}

/** Why a game ended other than by medals (the `reason` of a `gameOver` event). */
export type EndReason = 'suddenDeath' | 'deckEmpty' | 'noUnits' | 'noCards' | 'turnLimit';

/**
 * Turns a game may last (docs/rules-decisions.md S26): a backstop so that every game ends, even when the armies can
 * never reach each other. Far beyond any real game (random play of the built-in battles ends within ~300 turns).
 */
export const MAX_TURNS = 1000;

/**
 * After `side` lost a unit: with no unit left on the board it has lost (docs/rules-decisions.md S24); true if the game
 * ended so.
 */
export function checkWipeOut(s: GameState, side: Side, events: GameEvent[]): boolean {
  if (s.winner) return true;
  if (s.units.some((u) => u.side === side && u.figures > 0)) return false;
  endGame(s, side === 'axis' ? 'allies' : 'axis', events, 'noUnits');
  return true;
}

/**
 * The winner of a game that ends without a side reaching its target (an empty hand, the turn limit: S25, S26): more
 * medals wins; at equal medals, the side that did not move first (it held out).
 */
export function leader(s: GameState): Side {
  const a = medals(s, 'axis');
  const b = medals(s, 'allies');
  if (a !== b) return a > b ? 'axis' : 'allies';
  // Turn 1 is the first side's: odd turns are its turns.
  const first = s.turn.number % 2 === 1 ? s.turn.side : s.turn.side === 'axis' ? 'allies' : 'axis';
  return first === 'axis' ? 'allies' : 'axis';
}

/** The game ends now and `side` wins: by medals, or for the `reason` given (a special rule, S24-S26). */
export function endGame(s: GameState, side: Side, events: GameEvent[], reason?: EndReason): void {
  s.winner = side;
  s.pending = [];
  const e: GameEvent = { type: 'gameOver', winner: side, medals: { axis: finalMedals(s, 'axis'), allies: finalMedals(s, 'allies') } };
  if (reason) e.reason = reason;
  events.push(e);
}

/** Medals as scored: the winner's count never exceeds its target (FAQ §I Ending the Game Q2). */
export function finalMedals(s: GameState, side: Side): number {
  return Math.min(medals(s, side), s.medalsToWin[side]);
}
