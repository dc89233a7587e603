/**
 * The game record as a file, and the random outcomes its steps carry: what a save and a network stream share.
 *
 * The export file (`GameExport`) has a version of its own, EXPORT_VERSION (1): one object with the header, its
 * setup embedded (header.v is the export header's version, 1), and every step with the outcomes its events
 * recorded. Its shape did not change with save format 2 (src/store/format.ts). A later change bumps EXPORT_VERSION
 * and adds a step to `migrateExport` (src/store/format.ts) with a fixture of the old format in tests/fixtures/saves/
 * (docs/saves.md).
 *
 * The host of a two-phone game records its steps' outcomes the same way (src/net/host.ts), so its game is an
 * ordinary saved game and can be restored from one.
 */
import type { Action, DieFace, GameEvent, Side } from '../engine';
import type { GameSetup } from './setup';

export const EXPORT_FORMAT = 'pocket44-game';
/** The export file's format (and the version of the header inside it). */
export const EXPORT_VERSION = 1;

/** Random outcomes an action's events recorded, in the order they were drawn. */
export interface Outcome {
  dice?: DieFace[];
  draws?: number[];
  /** Cards lost to captured headquarters (Capture HQ/Supply Tent), absent when none. */
  lost?: number[];
}

/**
 * A game's header without its version: what the saved-games list shows, and the setup. A save adds its save
 * format version and its deletion mark (`SaveHeader`, src/store/format.ts); an export file adds its own version.
 */
export interface GameHeader {
  id: string;
  /** The player's name for the game (renamable). */
  name: string;
  createdAt: number;
  updatedAt: number;
  /** RULES_VERSION of the engine the game was played under. */
  rulesVersion: string;
  setup: GameSetup;
  /** Actions played so far. */
  actionCount: number;
  /** Shown in the list without loading the game. */
  summary: { turn: number; side: Side; medals: Record<Side, number>; winner: Side | null };
}

/** One game as a file: header, every action with its outcomes. Snapshots are not exported (replay rebuilds them). */
export interface GameExport {
  format: typeof EXPORT_FORMAT;
  version: number;
  /** Written with v: EXPORT_VERSION. */
  header: GameHeader & { v: number };
  steps: { action: Action; outcome: Outcome }[];
}

/** The outcomes an action's events recorded. */
export function outcomeOf(events: readonly GameEvent[]): Outcome {
  const dice: DieFace[] = [];
  const draws: number[] = [];
  const lost: number[] = [];
  for (const e of events) {
    if (e.type === 'roll') dice.push(...e.faces);
    else if (e.type === 'drew') draws.push(e.card);
    else if (e.type === 'hqCaptured' && e.card >= 0) lost.push(e.card);
  }
  const out: Outcome = {};
  if (dice.length) out.dice = dice;
  if (draws.length) out.draws = draws;
  if (lost.length) out.lost = lost;
  return out;
}

export function sameOutcome(a: Outcome, b: Outcome): boolean {
  const eq = (x: readonly unknown[] | undefined, y: readonly unknown[] | undefined) =>
    (x?.length ?? 0) === (y?.length ?? 0) && (x ?? []).every((e, i) => e === (y ?? [])[i]);
  return eq(a.dice, b.dice) && eq(a.draws, b.draws) && eq(a.lost, b.lost);
}
