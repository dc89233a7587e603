/** What the game-over screen (GameOver.tsx) reports, as pure functions tested on real engine states. */
import type { GameState, Side } from '../../engine/types';
import { matchScore, type MatchGame } from '../game/setup';

/** Figures a side has lost: each unit's starting strength less what is left (Medics & Mechanics give some back). */
export function figuresLost(state: GameState, side: Side): number {
  let lost = 0;
  for (const u of state.units) if (u.side === side) lost += Math.max(0, u.maxFigures - u.figures);
  return lost;
}

/** Units of a side eliminated (the engine keeps them with no figures left). */
export function unitsLost(state: GameState, side: Side): number {
  let lost = 0;
  for (const u of state.units) if (u.side === side && u.figures <= 0) lost++;
  return lost;
}

/** How many units a side started with (its eliminated units included). */
export function unitCount(state: GameState, side: Side): number {
  return state.units.reduce((n, u) => n + (u.side === side ? 1 : 0), 0);
}

/** One finished game of a match, from the players' point of view. */
export interface MatchGameSummary {
  /** 1-based. */
  number: number;
  /** The side each player commanded: [player 1's, player 2's]. */
  sides: [Side, Side];
  /** Medals each player won in this game: [player 1's, player 2's]. */
  medals: [number, number];
  /** The player who won this game; null if it has no winner recorded. */
  winner: 0 | 1 | null;
}

export interface MatchSummary {
  /** The finished games (those with medals), in order. */
  games: MatchGameSummary[];
  /** Total medals per player over the finished games. */
  score: [number, number];
  /** Both games of the match are over (sides were swapped once). */
  complete: boolean;
  /** The player with more medals once the match is complete; null for a draw or while it is not complete. */
  winner: 0 | 1 | null;
  /** The match is complete and both players have as many medals. */
  draw: boolean;
  /** The winner's name, or null. */
  winnerName: string | null;
}

/** The games of a match so far, each player's total and who won the match (a match is two games, sides swapped). */
export function matchSummary(match: readonly MatchGame[], names: readonly [string, string]): MatchSummary {
  const finished = match.filter((g) => g.medals !== undefined);
  const games = finished.map((g, i): MatchGameSummary => {
    const medals = g.medals!;
    const sideOf = (player: 0 | 1): Side => (g.seats.allies === player ? 'allies' : 'axis');
    return {
      number: i + 1,
      sides: [sideOf(0), sideOf(1)],
      medals: [medals[sideOf(0)], medals[sideOf(1)]],
      winner: g.winner === undefined ? null : g.seats[g.winner],
    };
  });
  const score = matchScore(finished);
  const complete = finished.length >= 2;
  const winner = complete && score[0] !== score[1] ? (score[0] > score[1] ? 0 : 1) : null;
  return {
    games,
    score,
    complete,
    winner,
    draw: complete && score[0] === score[1],
    winnerName: winner === null ? null : names[winner],
  };
}
