/**
 * The computer opponent in a Web Worker (issue 18 scope 3): each message is one decision, `decide(view, level, seed)`
 * run off the page's thread so the board stays responsive while it thinks. The app loads it lazily
 * (src/ui/game/aiClient.ts: `new Worker(new URL('../../ai/worker.ts', import.meta.url), { type: 'module' })`) and the
 * service worker precaches its chunk for offline play (bench/app-size.ts checks it). While the human plays, the app
 * may ask it to rehearse (`warm`: src/ai/warm.ts) so that its first real decision does not run on cold code.
 */
import { decide } from './decide';
import type { AiReply, AiRequest } from './protocol';
import { warmUp } from './warm';

interface WorkerScope {
  onmessage: ((e: MessageEvent<AiRequest>) => void) | null;
  postMessage(message: AiReply): void;
}

/** Answers one request (exported for the tests: the Worker is this function on a message port). */
export function answer(req: AiRequest): AiReply {
  if (req.warm !== undefined) return { id: req.id, warmed: warmUp(req.view, req.level, req.seed, req.warm) };
  try {
    return { id: req.id, action: decide(req.view, req.level, req.seed) };
  } catch (e) {
    return { id: req.id, error: e instanceof Error ? e.message : String(e) };
  }
}

const scope = globalThis as unknown as WorkerScope;
if (typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope !== 'undefined') {
  scope.onmessage = (e) => scope.postMessage(answer(e.data));
}
