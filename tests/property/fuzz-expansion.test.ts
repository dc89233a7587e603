/**
 * Fuzzing applyAction on the expansions' and armies' positions (CI size, about 1,000 cases): the same properties as
 * tests/property/fuzz.test.ts (accepted and in legalActions, or a typed error; never a throw; the input state unchanged),
 * on positions of the proving grounds, where the expansion decisions and actions are waiting (a Funnies accessory to
 * choose, zeroing Big Guns, battle stars, caves, supply trucks, trains, ships, smoke shells...). The built-in battles'
 * positions never offer those, so their inputs (near misses of an Assault Bridge, a sabotage, a Commissar's card...) would
 * otherwise go unfuzzed.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/types';
import { checkNearMiss, fuzzCheck, malformedAction, nearMissSpec, show } from '../support/fuzz-actions';
import { expansionFuzzPositions } from '../support/fuzz-grounds';

const FC_SEED = Number(process.env.FC_SEED ?? 44);

let positions: GameState[] = [];

beforeAll(() => {
  positions = expansionFuzzPositions([13], 2);
});

function pos(i: number): GameState {
  return positions[i % positions.length]!;
}

describe('fuzz: the expansions\' positions answer every input with a legal move or a typed error', () => {
  it('[fuzz] the positions include expansion decisions (the accessory choice) beside every step', () => {
    const kinds = new Set<string>(positions.map((s) => (s.winner ? 'over' : (s.pending[0]?.kind ?? s.turn.stage))));
    for (const k of ['accessory', 'play', 'order', 'move', 'battle', 'retreat']) expect(kinds.has(k), k).toBe(true);
    expect(positions.length).toBeGreaterThan(60);
  });

  it('[fuzz] 400 malformed actions on expansion positions', () => {
    fc.assert(
      fc.property(fc.nat(), malformedAction, (i, input) => {
        const problem = fuzzCheck(pos(i), input);
        if (problem) throw new Error(`${problem}\n  input: ${show(input)}`);
      }),
      { numRuns: 400, seed: FC_SEED },
    );
  });

  it('[fuzz] 600 near-miss actions (one field of a legal action changed) on expansion positions', () => {
    let accepted = 0;
    fc.assert(
      fc.property(nearMissSpec, (spec) => {
        if (checkNearMiss(pos(spec.state), spec)) accepted++;
      }),
      { numRuns: 600, seed: FC_SEED },
    );
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(600);
  });
});
