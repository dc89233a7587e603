/**
 * The cache of derived data kept on each state (src/engine/cache.ts: legal actions, move targets, occupancy, sight)
 * and on boards (`derived`) lives in private class fields added to the plain objects. The state must stay plain JSON
 * all the same: nothing of the cache shows in its keys, JSON, structured clone or deep equality, a spread copy starts
 * with a cache of its own, and a frozen state is served without one.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame } from '../../src/engine';
import { nextInt, seedRng } from '../../src/engine/rng';
import { BUILTIN_SCENARIOS } from '../../src/scenario/builtin';
import type { GameState } from '../../src/engine/types';

function midGame(): GameState {
  let s = newGame(BUILTIN_SCENARIOS[0]!, { seed: 4242 });
  for (let i = 0; i < 12 && !s.winner; i++) {
    const legal = legalActions(s);
    const res = applyAction(s, legal[i % legal.length]!);
    if (!res.ok) throw new Error(res.error.message);
    s = res.state;
  }
  return s;
}

describe('the derived-data cache stays out of the state', () => {
  it('adds no key, symbol or JSON field, and deep equality with a JSON copy holds', () => {
    const s = midGame();
    const keys = Reflect.ownKeys(s).length;
    const boardKeys = Reflect.ownKeys(s.board).length;
    const json = JSON.stringify(s);
    legalActions(s);
    expect(Reflect.ownKeys(s)).toHaveLength(keys);
    expect(Reflect.ownKeys(s.board)).toHaveLength(boardKeys);
    expect(JSON.stringify(s)).toBe(json);
    expect(s).toEqual(JSON.parse(json));
    expect(structuredClone(s)).toEqual(JSON.parse(json));
  });

  it('is kept per state object: the same list again for the state, a new one for a spread copy', () => {
    const s = midGame();
    const legal = legalActions(s);
    expect(legalActions(s)).toBe(legal);
    const copy = { ...s };
    const fromCopy = legalActions(copy);
    expect(fromCopy).not.toBe(legal);
    expect(fromCopy).toEqual(legal);
    // A copy that differs is never answered from the original's cache.
    const other = { ...s, units: s.units.map((u) => ({ ...u, figures: 0 })) };
    expect(legalActions(other)).not.toEqual(legal);
  });

  it('serves a frozen state without caching on it, and an action on it still applies', () => {
    const s = Object.freeze(JSON.parse(JSON.stringify(midGame())) as GameState);
    const legal = legalActions(s);
    expect(legal.length).toBeGreaterThan(0);
    expect(Reflect.ownKeys(s)).toEqual(Object.keys(s));
    const res = applyAction(s, legal[0]!);
    expect(res.ok).toBe(true);
  });
});

describe('the occupancy table carried from state to state (board.ts: unitShifted, the last table made)', () => {
  it('stays right when play branches: two moves from one state, then play on from the first', () => {
    // A game played in branches, as a search does: every state's legal list must equal its JSON copy's (a copy has no
    // cache, so its occupancy is rebuilt from the units).
    for (let g = 0; g < 6; g++) {
      const rng = seedRng(`cache-branch/${g}`);
      let s = newGame(BUILTIN_SCENARIOS[g % BUILTIN_SCENARIOS.length]!, { seed: 700 + g });
      for (let n = 0; n < 400 && !s.winner; n++) {
        const legal = legalActions(s);
        const a = applyAction(s, legal[nextInt(rng, legal.length)]!);
        const b = applyAction(s, legal[nextInt(rng, legal.length)]!);
        if (!a.ok || !b.ok) throw new Error('a legal action was refused');
        // The second branch was made last; play on from the first.
        s = a.state;
        const copy = JSON.parse(JSON.stringify(s)) as GameState;
        expect(legalActions(s)).toEqual(legalActions(copy));
        if (!b.state.winner) expect(legalActions(b.state)).toEqual(legalActions(JSON.parse(JSON.stringify(b.state)) as GameState));
      }
    }
  });
});

