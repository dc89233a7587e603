/**
 * specialKinds.ts: the per-battle answer the hot paths ask before reading the kinds' own abilities (issue 17,
 * docs/benchmarks.md). It must follow the units whatever array is asked, and a draft's copy must keep it right.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, newGame } from '../../src/engine';
import { hasSpecialKinds } from '../../src/engine/specialKinds';
import { UNIT_KINDS, UNIT_KIND_NAMES } from '../../src/engine/units';
import { BUILTIN_SCENARIOS } from '../../src/scenario/builtin';
import type { GameState, Unit } from '../../src/engine';
import { A, X, act, corridor, mini, ordered, start } from './helpers';

const STANDARD = ['infantry', 'special-forces', 'resistance', 'armor', 'elite-armor', 'artillery'];

describe('specialKinds: does a battle have a unit of a kind with abilities of its own', () => {
  it('the standard kinds have no ability of their own; every other kind with one is special', () => {
    for (const k of UNIT_KIND_NAMES) {
      const def = UNIT_KINDS[k] as unknown as Record<string, unknown>;
      const own = Object.keys(def).some((f) => def[f] !== undefined && !['symbol', 'figures', 'maxFigures', 'move', 'moveAndBattle', 'dice', 'needsSight', 'takesGround', 'overrun', 'battlesAfterEnteringCover', 'retreatPerFlag', 'terrainAffectsDice'].includes(f));
      if (STANDARD.includes(k)) expect(own, k).toBe(false);
      // The set-up alone (no move searched: a train would need its wagon).
      const s = start(mini({ hexes: corridor(A(4, 4, k), X(4, 8)) }));
      expect(hasSpecialKinds(s), k).toBe(own);
    }
  });

  it('no built-in battle has one, and the answer holds through the states of a game', () => {
    for (const sc of BUILTIN_SCENARIOS) {
      let s = newGame(sc, { seed: 7 });
      for (let i = 0; i < 40 && !s.winner; i++) {
        expect(hasSpecialKinds(s)).toBe(false);
        s = act(s, legalActions(s)[0]!).state;
      }
    }
  });

  it("a draft's copy of the units array keeps the answer, and another array with other kinds gets its own", () => {
    let s = ordered(corridor(A(4, 4, 'sniper'), X(4, 8)));
    expect(hasSpecialKinds(s)).toBe(true);
    const plain: GameState = { ...s, units: s.units.map((u): Unit => (u.kind === 'sniper' ? { ...u, kind: 'infantry' } : u)) };
    expect(hasSpecialKinds(plain)).toBe(false);
    expect(hasSpecialKinds(s)).toBe(true);
    // Moves copy the units array (own()): the answer follows the copies.
    for (let i = 0; i < 6 && !s.winner; i++) {
      const before = s.units;
      s = act(s, legalActions(s)[0]!).state;
      expect(hasSpecialKinds(s)).toBe(true);
      if (s.units !== before) expect(hasSpecialKinds(plain)).toBe(false);
    }
    // A unit added to a battle (a train's riders, an airfield landing) is seen: the array's length changed.
    const added: GameState = { ...plain, units: [...plain.units, { ...plain.units[0]!, id: plain.units.length, kind: 'engineers' }] };
    expect(hasSpecialKinds(plain)).toBe(false);
    expect(hasSpecialKinds(added)).toBe(true);
  });
});
