/**
 * Replays: a game is (scenario, seed, actions). tests/golden/replay-game.json is one whole recorded game (its action
 * list and a hash every 10 actions, written by `npx tsx scripts/make-golden.ts`); it is replayed here, action by
 * action, into a fresh game in this file's own vitest worker, and must reach the same states. Like golden.test.ts,
 * it fails if any rule changes the course of the game: when that is on purpose, bump RULES_VERSION in
 * src/engine/types.ts and regenerate (docs/determinism.md).
 *
 * It also checks, without goldens, that a game recorded now replays identically, including from a saved (JSON)
 * copy of a mid-game state.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAction, newGame } from '../../src/engine';
import { RULES_VERSION, type Action } from '../../src/engine/types';
import { BUILTIN_SCENARIOS, getBuiltinScenario } from '../../src/scenario/builtin';
import { checkInvariants } from '../support/invariants';
import { breakthroughBattle } from '../support/expansion-play';
import { playRandomGame, replayActions } from '../support/random-play';

interface ReplayFile {
  rulesVersion: string;
  scenario: string;
  seed: number;
  winner: string;
  hashEvery: number;
  finalHash: string;
  hashes: string[];
  actions: Action[];
}

const recorded = JSON.parse(readFileSync(new URL('../golden/replay-game.json', import.meta.url), 'utf8')) as ReplayFile;

describe('replay of a recorded action list', () => {
  it(`[determinism] ${recorded.scenario} seed ${recorded.seed}: ${recorded.actions.length} recorded actions replay to the recorded states`, () => {
    expect(recorded.rulesVersion).toBe(RULES_VERSION);
    const sc = getBuiltinScenario(recorded.scenario)!;
    const r = replayActions(sc, recorded.seed, recorded.actions, { hashEvery: recorded.hashEvery });
    for (let i = 0; i < recorded.hashes.length; i++) {
      if (r.hashes[i] !== recorded.hashes[i]) {
        throw new Error(`diverged between action ${i * recorded.hashEvery} and ${(i + 1) * recorded.hashEvery}: a rule change alters this game (bump RULES_VERSION and regenerate if on purpose)`);
      }
    }
    expect(r.hashes).toHaveLength(recorded.hashes.length);
    expect(r.final.winner).toBe(recorded.winner);
    expect(r.finalHash).toBe(recorded.finalHash);
  });

  it('[determinism] the recorded game keeps every invariant at every step of the replay', () => {
    const sc = getBuiltinScenario(recorded.scenario)!;
    let s = newGame(sc, { seed: recorded.seed });
    expect(checkInvariants(null, s, [], sc)).toEqual([]);
    recorded.actions.forEach((a, i) => {
      const res = applyAction(s, a);
      if (!res.ok) throw new Error(`action #${i} ${JSON.stringify(a)} refused: ${res.error.code} ${res.error.message}`);
      expect(checkInvariants(s, res.state, res.events, sc), `action #${i}`).toEqual([]);
      s = res.state;
    });
    expect(s.winner).toBe(recorded.winner);
  });

  it('[determinism] a two-deck Breakthrough game replays identically, also from a JSON-saved mid-game state, and plays cards of both decks', () => {
    const sc = breakthroughBattle();
    const seed = 778;
    const rec = playRandomGame(sc, seed, { hashEvery: 1, check: false });
    const played = rec.actions.flatMap((a) => (a.type === 'play' ? [a.card] : []));
    expect(played.some((c) => c < 60) && played.some((c) => c >= 60)).toBe(true);
    const plain = replayActions(sc, seed, rec.actions, { hashEvery: 1 });
    expect(plain.hashes).toEqual(rec.hashes);
    expect(plain.finalHash).toBe(rec.finalHash);
    const reloaded = replayActions(sc, seed, rec.actions, { hashEvery: 1, reloadAt: Math.floor(rec.actions.length / 2) });
    expect(reloaded.finalHash).toBe(rec.finalHash);
    // The same seed deals the same two-deck game again.
    expect(playRandomGame(sc, seed, { check: false }).finalHash).toBe(rec.finalHash);
  });

  for (const sc of BUILTIN_SCENARIOS) {
    it(`[determinism] ${sc.id}: a game recorded now replays identically, also from a JSON-saved mid-game state`, () => {
      const seed = 777;
      const rec = playRandomGame(sc, seed, { hashEvery: 1, check: false });
      const plain = replayActions(sc, seed, rec.actions, { hashEvery: 1 });
      expect(plain.hashes).toEqual(rec.hashes);
      expect(plain.finalHash).toBe(rec.finalHash);
      const reloaded = replayActions(sc, seed, rec.actions, { hashEvery: 1, reloadAt: Math.floor(rec.actions.length / 2) });
      expect(reloaded.hashes).toEqual(rec.hashes);
      expect(reloaded.finalHash).toBe(rec.finalHash);
    });
  }
});
