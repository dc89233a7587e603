/**
 * The Furia Francese under random play (Equipment Pack §VII France, l.648-652): on a proving ground of its own it fires
 * and the independent checker (tests/support/troops-furia.ts, run by the expansion checker) finds nothing wrong; the
 * checker is shown to catch a planted fault of each clause.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import type { GameEvent, GameState } from '../../src/engine/types';
import { playPolicyBattle } from '../support/expansion-play';
import type { Seen } from '../support/terrain-rules';
import { FURIA_GROUND_RULES, FuriaChecker, furiaGround, furiaPolicy } from '../support/troops-furia';

const SEED_BASE = 48_000;

describe('the Furia Francese comes up in random play', () => {
  it('[Equipment Pack §VII France, Furia Francese, l.650] on its proving ground (a directed policy) the Furia fires, Take Ground follows it, and nothing is broken', () => {
    const seen: Seen = new Set();
    const seeds = Array.from({ length: 3 }, (_, i) => SEED_BASE + i);
    expect(playPolicyBattle(furiaGround(), seeds, seen, furiaPolicy)).toEqual([]);
    expect(FURIA_GROUND_RULES.filter((k) => !seen.has(k))).toEqual([]);
  }, 180_000);
});

describe('the Furia Francese checker', () => {
  const s0 = newGame(furiaGround(), { seed: 1 });
  const at = (s: GameState, row: number, col: number) => s.units.find((u) => u.row === row && u.col === col)!.id;
  const fr = at(s0, 4, 2);
  const sf = at(s0, 4, 10);
  const foe = at(s0, 3, 1);
  const foe2 = at(s0, 3, 3);
  const battle = (unit: number, target: number, dice: number, close = true): GameEvent => ({ type: 'battle', unit, target, from: { row: 4, col: 2 }, at: { row: 3, col: 1 }, dice, close });
  const check = (...events: GameEvent[]) => new FuriaChecker(new Set()).check(s0, s0, events);

  it('[planted fault; Equipment Pack l.650] a Furia that rolls 2 dice, or strikes the same unit again, is caught', () => {
    const ok = [battle(fr, foe, 3), { type: 'eliminated', unit: foe, medals: 1, to: 'allies' } as GameEvent, { type: 'furia', unit: fr } as GameEvent];
    expect(check(...ok, battle(fr, foe2, 1))).toEqual([]);
    expect(check(...ok, battle(fr, foe2, 2)).join('\n')).toContain('rolled 2 dice, not 1');
    expect(check(...ok, battle(fr, foe, 1)).join('\n')).toContain('not another enemy');
  });

  it('[planted fault; Equipment Pack l.650 "successfully eliminates ... or forces it to retreat"] a Furia after a close assault that cleared nothing is caught', () => {
    expect(check(battle(fr, foe, 3), { type: 'furia', unit: fr }).join('\n')).toContain('neither eliminated nor pushed back');
  });

  it('[planted fault; Equipment Pack l.650 "stay in place", "not more than one"] a Furia after taking ground, and a second Furia, are caught', () => {
    const took: GameEvent = { type: 'tookGround', unit: fr, from: { row: 4, col: 2 }, to: { row: 3, col: 1 } };
    const elim: GameEvent = { type: 'eliminated', unit: foe, medals: 1, to: 'allies' };
    expect(check(battle(fr, foe, 3), elim, took, { type: 'furia', unit: fr }).join('\n')).toContain('did not stay in place');
    expect(check(battle(fr, foe, 3), elim, { type: 'furia', unit: fr }, battle(fr, foe2, 1), { type: 'retreated', unit: foe2, from: { row: 3, col: 3 }, to: { row: 2, col: 3 }, steps: 1 }, { type: 'furia', unit: fr }).join('\n')).toContain('second Furia');
  });

  it('[planted fault; Equipment Pack l.652 "only applies to standard Infantry units"] special forces making a Furia, and French infantry battling twice without one, are caught', () => {
    expect(check(battle(sf, foe, 3), { type: 'eliminated', unit: foe, medals: 1, to: 'allies' }, { type: 'furia', unit: sf }).join('\n')).toContain('is not French standard infantry');
    expect(check(battle(fr, foe, 3), battle(fr, foe2, 3)).join('\n')).toContain('battled 2 times this turn without a Furia');
  });

  it('[planted fault; Equipment Pack l.648 "When the Furia Francese rule is in effect"] a Furia in a battle without the rule is caught', () => {
    const off: GameState = { ...s0, special: undefined };
    const v = new FuriaChecker(new Set()).check(off, off, [battle(fr, foe, 3), { type: 'eliminated', unit: foe, medals: 1, to: 'allies' }, { type: 'furia', unit: fr }]);
    expect(v.join('\n')).toContain('does not play it');
  });
});
