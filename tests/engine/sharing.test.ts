/**
 * Copy on write (turn/draft.ts): a draft shares every part of its parent state until it changes it (the unit list
 * and units, the turn's table of ordered units, the ordered list, cards, medals, objectives taken, last commands,
 * the PRNG state, obstacle and sandbag maps, the occupancy table). This freezes every part of each state the
 * engine returns, all but the state object itself (which keeps its hidden cache), so any handler that changes a
 * shared part in place throws instead of silently changing the parent: each game must play on to the same end as
 * an unfrozen game of the same seed.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame } from '../../src/engine';
import { nextInt, seedRng } from '../../src/engine/rng';
import type { GameState } from '../../src/engine/types';
import { BUILTIN_SCENARIOS } from '../../src/scenario/builtin';

function deepFreeze(x: unknown, seen: Set<object>): void {
  if (typeof x !== 'object' || x === null || seen.has(x)) return;
  seen.add(x);
  for (const v of Object.values(x)) deepFreeze(v, seen);
  Object.freeze(x);
}

/** Freeze every part of a state but the state object and its board (shared by every game of the battle). */
function freezeParts(s: GameState): void {
  const seen = new Set<object>([s.board]);
  for (const [k, v] of Object.entries(s)) if (k !== 'board') deepFreeze(v, seen);
}

function play(scenario: number, seed: number, frozen: boolean): { winner: string | null; actions: number; json: string } {
  const rng = seedRng(`sharing/${seed}`);
  let s = newGame(BUILTIN_SCENARIOS[scenario]!, { seed });
  let n = 0;
  while (!s.winner && n < 5000) {
    if (frozen) freezeParts(s);
    const legal = legalActions(s);
    const res = applyAction(s, legal[nextInt(rng, legal.length)]!);
    if (!res.ok) throw new Error(`${res.error.code}: ${res.error.message}`);
    s = res.state;
    n++;
  }
  return { winner: s.winner, actions: n, json: JSON.stringify(s) };
}

describe('copy on write: a draft never changes what it shares with its parent', () => {
  for (let sc = 0; sc < BUILTIN_SCENARIOS.length; sc++) {
    it(`${BUILTIN_SCENARIOS[sc]!.id}: 3 random games with every returned state's parts frozen end as unfrozen ones`, () => {
      for (let seed = 1; seed <= 3; seed++) {
        const a = play(sc, 7_000 + seed, true);
        const b = play(sc, 7_000 + seed, false);
        expect(a.winner).not.toBeNull();
        expect(a).toEqual(b);
      }
    });
  }
});
