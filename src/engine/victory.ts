/**
 * Medals and the end of the game. Rulebook p.6 "Object of the Game"; FAQ §I Ending the Game (the game ends
 * the instant a side reaches its target; the winner's count is capped at the target), Temporary Medals;
 * reference NOTES.md (objective kinds: temporary or permanent, one hex or several).
 */
import { hexIndex } from './hex';
import { occupancy, occupant } from './board';
import type { GameEvent, GameState, ObjectiveState, Side } from './types';

/**
 * Does `side` hold the objective's hexes now, by the objective's measure (`control`): `hold` of them occupied, more of
 * them than the enemy (majority), or some of them with no enemy on any (sole control)? `side` defaults to the
 * objective's own; the enemy's holding ends a last-to-occupy objective.
 */
export function conditionMet(s: GameState, o: ObjectiveState, side: Side = o.side): boolean {
  const occ = occupancy(s);
  let mine = 0;
  let theirs = 0;
  for (const h of o.hexes) {
    const id = occupant(occ, hexIndex(s.board.geometry, h));
    if (id < 0) continue;
    if (s.units[id]!.side === side) mine++;
    else theirs++;
  }
  if (o.control === 'majority') return mine > theirs;
  if (o.control === 'sole') return mine > 0 && theirs === 0;
  return mine >= o.hold;
}

/** A temporary objective whose count is kept in the state between checks (turn start, last to occupy). */
function kept(o: ObjectiveState): boolean {
  return !o.permanent && (o.turnStart === true || o.lastToOccupy === true);
}

/** Does the objective give its side medals now (a permanent one: once taken)? */
export function objectiveHeld(s: GameState, o: ObjectiveState): boolean {
  if (o.permanent) return s.taken[o.id] === o.side;
  if (kept(o)) return s.holding?.[o.id] === o.side;
  return conditionMet(s, o);
}

/** Medals from temporary objectives counting right now. */
export function temporaryMedals(s: GameState, side: Side): number {
  let m = 0;
  for (const o of s.objectives) if (!o.permanent && o.side === side && objectiveHeld(s, o)) m += o.medals;
  return m;
}

/** A side's medals now (eliminations, permanent objectives taken, temporary objectives held). */
/** A side wins medals. The count is replaced, not changed: a draft shares it with its parent (turn/draft.ts). */
export function addMedals(s: GameState, side: Side, n: number): void {
  const m = s.medalsWon;
  s.medalsWon = side === 'axis' ? { axis: m.axis + n, allies: m.allies } : { axis: m.axis, allies: m.allies + n };
}

export function medals(s: GameState, side: Side): number {
  return s.medalsWon[side] + temporaryMedals(s, side);
}

/** Check one objective at one of its checking times: take it (permanent), or count it or stop counting it (kept). */
function checkObjective(s: GameState, o: ObjectiveState, events: GameEvent[]): void {
  if (o.permanent) {
    if (s.taken[o.id] || !conditionMet(s, o)) return;
    // Both replaced, not changed: a draft shares them with its parent (turn/draft.ts).
    s.taken = { ...s.taken, [o.id]: o.side };
    addMedals(s, o.side, o.medals);
    events.push({ type: 'objective', id: o.id, side: o.side, medals: o.medals, permanent: true });
    return;
  }
  if (!kept(o)) return;
  const had = s.holding![o.id] === o.side;
  const mine = conditionMet(s, o);
  // Last to occupy: gained when the side holds it and the enemy does not, lost when the enemy holds it and the side
  // does not; while both (or neither) hold it, it stays as it was (rules-decisions C22). Otherwise: counted while held.
  let has = mine;
  if (o.lastToOccupy) {
    const theirs = conditionMet(s, o, o.side === 'axis' ? 'allies' : 'axis');
    has = mine === theirs ? had : mine;
  }
  if (had === has) return;
  if (has) s.holding![o.id] = o.side;
  else delete s.holding![o.id];
  events.push({ type: 'objective', id: o.id, side: o.side, medals: has ? o.medals : -o.medals, permanent: false });
}

/**
 * After a unit changed hex: permanent objectives newly held are taken, last-to-occupy objectives gained or lost
 * (the draft is mutated). Objectives checked at the start of a turn wait for it.
 */
export function takePermanentObjectives(s: GameState, events: GameEvent[]): void {
  for (const o of s.objectives) if (!o.turnStart) checkObjective(s, o, events);
}

/** The start of `side`'s turn: its turn-start objectives are checked (Equipment Pack, Turn Start). */
export function turnStartObjectives(s: GameState, side: Side, events: GameEvent[]): void {
  for (const o of s.objectives) if (o.turnStart && o.side === side) checkObjective(s, o, events);
}

/** Events for temporary objectives (those counted while held) gained or lost between two states. */
export function temporaryObjectiveChanges(before: GameState, after: GameState, events: GameEvent[]): void {
  const objectives = after.objectives;
  for (let i = 0; i < objectives.length; i++) {
    const o = objectives[i]!;
    // Kept objectives report their changes where they happen (checkObjective).
    if (o.permanent || kept(o)) continue;
    const a = conditionMet(before, o);
    const b = conditionMet(after, o);
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
