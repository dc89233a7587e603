/**
 * What one kind of pending decision is. `state.pending[0]` is the current one; its module says what its actor may
 * answer (`actions`), what an answer does (`apply`, called only with one of those actions) and, for automatic
 * steps and decisions with a single possible answer, how it resolves by itself (`auto`). The registry is index.ts.
 */
import type { Action, GameState, Pending } from '../types';
import type { Ctx } from '../turn/draft';

/** The pending entry of one kind. */
export type PendingOf<K extends Pending['kind']> = Extract<Pending, { kind: K }>;

export interface Decision<K extends Pending['kind']> {
  /** The actions the actor may take now (empty for an automatic step, which never waits for one). */
  actions(s: GameState, p: PendingOf<K>): Action[];
  /** Apply a legal answer to the draft. `p` is the draft's own entry, still first in `s.pending`. */
  apply(s: GameState, p: PendingOf<K>, a: Action, ctx: Ctx): void;
  /** Resolve without a player's answer; true if it did (the loop goes on), false if the actor must decide. */
  auto?(s: GameState, p: PendingOf<K>, ctx: Ctx): boolean;
}

/** An automatic step: nothing to answer, it resolves as soon as it comes first. */
export function automatic<K extends Pending['kind']>(auto: (s: GameState, p: PendingOf<K>, ctx: Ctx) => boolean): Decision<K> {
  return { actions: () => [], apply: () => {}, auto };
}
