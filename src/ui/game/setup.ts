/**
 * What a new game is made of, as the app passes it between screens: the scenario (embedded, so an imported battle
 * travels with its game), the engine options and seed, how the device is shared, and the match it belongs to.
 * Plain JSON: a save stores it as it is. The types live in src/game/setup.ts (the store and the network code do not
 * import the UI).
 */
import type { Side } from '../../engine/types';
import type { MatchGame } from '../../game/setup';

export type { GameSetup, MatchGame, NetSeat, Players, SeatMode } from '../../game/setup';

/** The other side. */
export const otherSide = (s: Side): Side => (s === 'allies' ? 'axis' : 'allies');

/** Seats of the next game of a match: sides swapped. */
export function swappedSeats(seats: Record<Side, 0 | 1>): Record<Side, 0 | 1> {
  return { allies: seats.axis, axis: seats.allies };
}

/** The seed of the next game of a match: derived, so a match started from a fixed seed replays exactly. */
export function nextSeed(seed: string): string {
  return `${seed}-r`;
}

/** Each player's total medals over the finished games of a match. */
export function matchScore(match: readonly MatchGame[]): [number, number] {
  const score: [number, number] = [0, 0];
  for (const g of match) {
    if (!g.medals) continue;
    score[g.seats.allies] += g.medals.allies;
    score[g.seats.axis] += g.medals.axis;
  }
  return score;
}
