/**
 * What a new game is made of, as the app passes it between screens: the scenario (embedded, so an imported battle
 * travels with its game), the engine options and seed, how the device is shared, and the match it belongs to.
 * Plain JSON: a save stores it as it is. The types live in src/game/setup.ts (the store and the network code do not
 * import the UI).
 */
import type { Side } from '../../engine/types';
import type { ComputerLevel, GameSetup, MatchGame } from '../../game/setup';

export type { ComputerLevel, GameSetup, MatchGame, NetSeat, Players, SeatMode } from '../../game/setup';

export const COMPUTER_LEVELS: readonly ComputerLevel[] = ['easy', 'normal', 'hard'];

/** The computer's level for `side` in this game, or null when a human plays it. */
export function computerLevel(setup: Pick<GameSetup, 'computer' | 'match'>, side: Side): ComputerLevel | null {
  if (!setup.computer) return null;
  const seats = setup.match[setup.match.length - 1]!.seats;
  return setup.computer[seats[side]] ?? null;
}

/**
 * A game against the computer: the side whose board and hand this device shows (the one human side; with two
 * computers, nobody's: the game is watched). Null in games between humans.
 */
export function humanSide(setup: Pick<GameSetup, 'computer' | 'match'>): Side | null {
  if (!setup.computer) return null;
  const a = computerLevel(setup, 'allies');
  const x = computerLevel(setup, 'axis');
  return a && !x ? 'axis' : x && !a ? 'allies' : null;
}

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
