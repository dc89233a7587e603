/**
 * A game record: everything that determines a game — the scenario (embedded, so imported battles travel with their
 * games), the options, the seed, the rules version — and the actions played. Replaying the actions from
 * `newGame` gives the same game, event for event (docs/determinism.md). The saves issue stores these records in
 * IndexedDB; today they are exported as files ("Save game record" on the game-over screen).
 */
import { applyAction, newGame, RULES_VERSION, type Action, type GameOptions, type GameState } from '../engine';
import type { Scenario } from '../scenario/types';

export const RECORD_FORMAT = 'pocket44-game';
export const RECORD_VERSION = 1;

export interface GameRecord {
  format: typeof RECORD_FORMAT;
  version: typeof RECORD_VERSION;
  rulesVersion: string;
  scenario: Scenario;
  options: GameOptions;
  seed: string;
  /** The two players' names, and which one commanded each side. */
  players: { names: [string, string]; seats: { allies: 0 | 1; axis: 0 | 1 } };
  actions: Action[];
}

export function makeRecord(fields: Omit<GameRecord, 'format' | 'version' | 'rulesVersion'>): GameRecord {
  return { format: RECORD_FORMAT, version: RECORD_VERSION, rulesVersion: RULES_VERSION, ...fields };
}

export type ReplayResult = { ok: true; state: GameState } | { ok: false; index: number; message: string };

/** Plays a record's actions from the start; stops at the first action the engine refuses. */
export function replayRecord(record: GameRecord): ReplayResult {
  let state = newGame(record.scenario, { seed: record.seed, options: record.options });
  for (let i = 0; i < record.actions.length; i++) {
    const r = applyAction(state, record.actions[i]!);
    if (!r.ok) return { ok: false, index: i, message: r.error.message };
    state = r.state;
  }
  return { ok: true, state };
}

/** A file name for a record: "sword-beach-2026-11-22.pocket44.json". */
export function recordFileName(record: GameRecord, isoDay: string): string {
  const id = record.scenario.id.replace(/[^a-z0-9-]+/gi, '-').toLowerCase() || 'battle';
  return `${id}-${isoDay}.pocket44.json`;
}
