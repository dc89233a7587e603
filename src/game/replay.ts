/**
 * A game as a file: the export format (./record.ts `GameExport`: the header with the setup and its
 * embedded scenario, the rules version, and every action with the dice and cards it recorded). The game-over
 * screen, the storage-full warning and the saved-games screen all write this one format, and the saved-games
 * screen imports it on another device. Replaying its actions from `newGame` gives the same game.
 */
import { applyAction, newGame, type GameState } from '../engine';
import type { GameExport } from './record';

export type ReplayResult = { ok: true; state: GameState } | { ok: false; index: number; message: string };

/** Plays a file's actions from the start; stops at the first action the engine refuses. */
export function replayRecord(file: Pick<GameExport, 'header' | 'steps'>): ReplayResult {
  const { setup } = file.header;
  let state = newGame(setup.scenario, { seed: setup.seed, options: setup.options });
  for (let i = 0; i < file.steps.length; i++) {
    const r = applyAction(state, file.steps[i]!.action);
    if (!r.ok) return { ok: false, index: i, message: r.error.message };
    state = r.state;
  }
  return { ok: true, state };
}

