/**
 * What a new game is made of (the types): the scenario (embedded, so an imported battle travels with its game), the
 * engine options and seed, how the device is shared, and the match it belongs to. Plain JSON: a save stores it as it
 * is (save format 2: once, in the `setups` store; docs/saves.md). Here in src/game, below the store and the network
 * code that both use it (neither imports the UI or the other); src/ui/game/setup.ts re-exports these types with the
 * helpers the screens use.
 */
import type { GameOptions, Side } from '../engine/types';
import type { Scenario } from '../scenario/types';

/** How the players share this device. */
export type SeatMode =
  /** Two players pass one device: a hand-off screen hides each hand from the other player between decisions. */
  | 'pass-and-play'
  /** One person plays both sides (learning, solo study): both hands are shown, no hand-off. */
  | 'open'
  /** Two phones linked peer to peer: this device shows and plays one side (`GameSetup.net`). */
  | 'network';

/** A two-phone game as this device sees it (src/ui/net/netPlay.ts). */
export interface NetSeat {
  /** The host runs the engine; the guest sees its player view (docs/protocol.md). */
  role: 'host' | 'guest';
  /** The side this device plays. */
  side: Side;
  gameId: string;
}

/** The two players of a match; game 1 gives `first` the Allies, game 2 swaps sides (match play). */
export interface Players {
  /** Display names, e.g. "Player 1". */
  names: [string, string];
}

export interface MatchGame {
  /** Which player (0 or 1) commanded each side. */
  seats: Record<Side, 0 | 1>;
  /** Final medals per side (capped at the target), once the game is over. */
  medals?: Record<Side, number>;
  winner?: Side;
}

export interface GameSetup {
  scenario: Scenario;
  seed: string;
  options: GameOptions;
  mode: SeatMode;
  players: Players;
  /** The games of this match so far; the last one is the game being set up. */
  match: MatchGame[];
  /** Two-phone games only (mode 'network'). A guest's setup has no seed: it never learns it before the end. */
  net?: NetSeat;
  /**
   * Games against the computer only (absent when both players are human, so older saves are unchanged): the level of
   * each player (by player index, like `players.names`; null for a human). Keyed by player, not side, so a rematch
   * with sides swapped keeps the computer as the same player. The seat mode is then ignored: no hand-off, the human's
   * hand and side at the bottom (src/ui/game/session.ts).
   */
  computer?: [ComputerLevel | null, ComputerLevel | null];
}

/** The computer opponent's levels (src/ai's AI_LEVELS; here so the store need not import src/ai). */
export type ComputerLevel = 'easy' | 'normal' | 'hard';
