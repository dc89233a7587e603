/** The computer's client without a Worker: `decide` in this thread (Node tests). Records every request it is sent. */
import { decide } from '../../src/ai';
import type { Action, PlayerView } from '../../src/engine';
import type { AiClient } from '../../src/ui/game/aiClient';
import type { ComputerLevel } from '../../src/ui/game/setup';

export interface LocalClient extends AiClient {
  requests: { view: PlayerView; level: ComputerLevel; seed: string }[];
  /** The warm-ups asked (not run here: a rehearsal changes no decision; tests/ai/warm.test.ts). */
  warms: { view: PlayerView; level: ComputerLevel; seed: string; chunks: number }[];
}

export function localClient(): LocalClient {
  const requests: LocalClient['requests'] = [];
  const warms: LocalClient['warms'] = [];
  return {
    requests,
    warms,
    warm(view, level, seed, chunks) {
      warms.push({ view, level, seed, chunks });
    },
    decide(view, level, seed): Promise<Action> {
      requests.push({ view, level, seed });
      return Promise.resolve(decide(view, level, seed));
    },
    dispose() {},
  };
}
