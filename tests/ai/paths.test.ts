/**
 * Distances over the ground (src/ai/paths.ts), Hard's approach and objective terms (weight `paths`): a unit is drawn to
 * a river's bridge, not to the bank facing the enemy (docs/ai.md "Expansion content audit": as the crow flies, rivers,
 * lakes and cliffs cost nothing).
 */
import { describe, expect, it } from 'vitest';
import { hexDistance, newGame } from '../../src/engine';
import type { ScenarioHex } from '../../src/scenario/types';
import { FAR, groundDistance } from '../../src/ai/paths';
import { evaluate } from '../../src/ai/evaluate';
import { LEVELS } from '../../src/ai';
import { X, mini } from '../engine/helpers';

/** A river along row 4 (impassable but at a bridge: rulebook p.15 Rivers l.701), with a bridge at 4,12 unless `bridge` is false. */
function riverBoard(units: ScenarioHex[], bridge = true): ScenarioHex[] {
  const hexes: ScenarioHex[] = [];
  for (let col = 0; col <= 24; col += 2) hexes.push({ row: 4, col, terrain: 'river', ...(bridge && col === 12 ? { bridge: true } : {}) });
  return [...hexes, ...units];
}
const ally = (row: number, col: number): ScenarioHex => ({ row, col, unit: { side: 'allies', kind: 'infantry' } });

describe('distances over the ground (src/ai/paths.ts)', () => {
  it('[rulebook p.15 Rivers l.701 "only ... when the hex has a bridge"] across a river a unit walks to the bridge: 2 hexes as the crow flies, 10 over the ground', () => {
    const s = newGame(mini({ hexes: riverBoard([X(3, 3), ally(5, 3)]) }), { seed: 1 });
    const [axis, allies] = [s.units.find((u) => u.side === 'axis')!, s.units.find((u) => u.side === 'allies')!];
    expect(hexDistance(axis, allies)).toBe(2);
    expect(groundDistance(s, axis, allies)).toBe(10);
    // Beside the bridge, the same both ways.
    const near = newGame(mini({ hexes: riverBoard([X(3, 11), ally(5, 13)]) }), { seed: 1 });
    expect(groundDistance(near, near.units[0]!, near.units[1]!)).toBe(hexDistance(near.units[0]!, near.units[1]!));
    // No bridge at all: not reachable (the evaluation caps every distance below FAR).
    const none = newGame(mini({ hexes: riverBoard([X(3, 3), ally(5, 3)], false) }), { seed: 1 });
    expect(groundDistance(none, none.units[0]!, none.units[1]!)).toBe(FAR);
  });

  it("[issue 18 scope 2, plays every battle's objectives] Hard weighs the walk to an objective across a river over the bridge: nearer from the bridge, though the bank faces it", () => {
    // An Axis objective on the far bank (5,3); the Axis infantry on the bank facing it (2 hexes as the crow flies, 10
    // over the bridge: 8 once capped) or at the bridge (5 and 6). The Allies' one unit, far away, is the same in both.
    const at = (row: number, col: number) =>
      newGame(mini({ hexes: riverBoard([X(row, col), ally(8, 22)]), objectives: [{ id: 'bank', side: 'axis', hexes: [{ row: 5, col: 3 }], medals: 1 }] }), { seed: 1 });
    const atBank = at(3, 3);
    const atBridge = at(3, 11);
    const ground = { ...LEVELS.hard.weights, paths: 1 };
    const crow = { ...LEVELS.hard.weights, paths: 0 };
    // Only the distance terms differ between the two weights: their difference, position by position.
    const distances = (s: typeof atBank) => evaluate(s, 'axis', ground) - evaluate(s, 'axis', crow);
    const bridgeOverBank = (w: typeof ground) => evaluate(atBridge, 'axis', w) - evaluate(atBank, 'axis', w);
    expect(bridgeOverBank(ground)).toBeGreaterThan(bridgeOverBank(crow));
    expect(distances(atBridge)).toBeGreaterThan(distances(atBank));
    // As the crow flies the bank is nearer the objective (-2 against -5 hexes); over the ground the bridge (-6 against -8).
    expect(distances(atBank)).toBeLessThan(0);
  });
});
