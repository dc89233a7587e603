/**
 * The page's side of the computer opponent's Worker (src/ai/worker.ts). The Worker is created on the first decision
 * (loaded lazily: the first screen does not carry the AI) and kept for the game. What is posted to it is only what the
 * deciding side may know: `{ id, view, level, seed }` where `view` is that side's `playerView`, never the state
 * (tests/ui/aiClient.test.ts plants sentinels in every hidden field and checks no message carries one).
 */
import type { Action, PlayerView } from '../../engine';
import type { AiReply, AiRequest } from '../../ai/protocol';
import type { ComputerLevel } from './setup';

/** Applied actions of one piece of a warm-up (src/ai/warm.ts): under a second of a phone's Worker once warm. */
export const WARM_CHUNK = 1_500;

/** Asks the computer for one decision. */
export interface AiClient {
  decide(view: PlayerView, level: ComputerLevel, seed: string): Promise<Action>;
  /**
   * While the human plays: the Worker rehearses from the computer's own view (src/ai/warm.ts) in `chunks` pieces of
   * WARM_CHUNK applied actions, one after the other; a decision asked meanwhile stops the pieces not yet begun, so it
   * waits for one piece at most. Started at most once per client, and not after a decision (a hint included): the
   * Worker is warm by then. Nothing is answered.
   */
  warm(view: PlayerView, level: ComputerLevel, seed: string, chunks: number): void;
  /** Ends the Worker; pending decisions are rejected. */
  dispose(): void;
}

/** What the client needs of a Worker (a fake one in the tests). */
export interface WorkerLike {
  postMessage(message: AiRequest): void;
  onmessage: ((e: MessageEvent<AiReply>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  terminate(): void;
}

/** The app's Worker: a module Worker Vite bundles as its own chunk (precached for offline play). */
export function makeAiWorker(): WorkerLike {
  return new Worker(new URL('../../ai/worker.ts', import.meta.url), { type: 'module', name: 'computer' }) as unknown as WorkerLike;
}

export function workerClient(make: () => WorkerLike = makeAiWorker): AiClient {
  let worker: WorkerLike | null = null;
  let next = 1;
  const waiting = new Map<number, { resolve: (a: Action) => void; reject: (e: Error) => void }>();
  /** The warm-up: its piece under way (its id) and the pieces left to post. */
  let warming: { view: PlayerView; level: ComputerLevel; seed: string; id: number; left: number; done: number } | null = null;
  /** A warm-up was asked, or a decision was: no (other) warm-up. */
  let warmed = false;
  const postWarm = (w: WorkerLike) => {
    if (!warming || warming.left <= 0 || waiting.size > 0) {
      warming = null;
      return;
    }
    warming.id = next++;
    warming.left--;
    const request: AiRequest = { id: warming.id, view: warming.view, level: warming.level, seed: `${warming.seed}/${warming.done++}`, warm: WARM_CHUNK };
    w.postMessage(request);
  };
  const failAll = (why: string) => {
    for (const w of waiting.values()) w.reject(new Error(why));
    waiting.clear();
  };
  const open = (): WorkerLike => {
    if (worker) return worker;
    const w = make();
    w.onmessage = (e) => {
      const reply = e.data;
      if ('warmed' in reply) {
        if (warming && reply.id === warming.id) postWarm(w);
        return;
      }
      const p = waiting.get(reply.id);
      if (!p) return;
      waiting.delete(reply.id);
      if ('action' in reply) p.resolve(reply.action);
      else p.reject(new Error(reply.error));
    };
    w.onerror = (e) => {
      // A Worker that failed (its chunk could not load): the next decision starts a new one.
      failAll(e.message || 'the computer could not start');
      warming = null;
      w.terminate();
      worker = null;
    };
    worker = w;
    return w;
  };
  return {
    warm(view, level, seed, chunks) {
      if (warmed || chunks <= 0) return;
      warmed = true;
      warming = { view, level, seed, id: -1, left: chunks, done: 0 };
      postWarm(open());
    },
    decide(view, level, seed) {
      const w = open();
      warmed = true;
      if (warming) warming.left = 0;
      const id = next++;
      return new Promise<Action>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        const request: AiRequest = { id, view, level, seed };
        w.postMessage(request);
      });
    },
    dispose() {
      failAll('closed');
      warming = null;
      worker?.terminate();
      worker = null;
    },
  };
}
