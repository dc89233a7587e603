/**
 * The messages between the app and the computer opponent's Worker (src/ai/worker.ts, src/ui/game/aiClient.ts).
 * Inbound, only what the deciding side may know: its `playerView` (never the state), the level and a seed.
 */
import type { Action, PlayerView } from '../engine';
import type { AiLevel } from './decide';

/**
 * A decision asked of the Worker; `id` pairs it with its answer. With `warm`, no decision: the Worker rehearses from
 * the view for about that many applied actions while the human plays (src/ai/warm.ts) and answers `warmed`.
 */
export interface AiRequest {
  id: number;
  view: PlayerView;
  level: AiLevel;
  seed: string;
  warm?: number;
}

/** The Worker's answer: the action chosen, or why none was (a bug; the app then stops the computer's turn). */
export type AiReply = { id: number; action: Action } | { id: number; error: string } | { id: number; warmed: number };
