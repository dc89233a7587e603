/**
 * Heroic Leader under random play (FAQ §III Heroic Leader, l.1851-1864): on a proving ground of its own every rule
 * fires and the independent checker (tests/support/troops-leader.ts, run by the expansion checker) finds nothing
 * wrong; the checker is shown to catch a planted fault of each rule.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import type { GameEvent, GameState } from '../../src/engine/types';
import { playExpansionBattle } from '../support/expansion-play';
import type { Seen } from '../support/terrain-rules';
import { LEADER_GROUND_RULES, LeaderChecker, leaderGround } from '../support/troops-leader';

const SEED_BASE = 52_800;

describe('the Heroic Leader comes up in random play', () => {
  it('[FAQ §III Heroic Leader, l.1851-1864] on the leader\'s proving ground each rule fires and none is broken', () => {
    const seen: Seen = new Set();
    const seeds = Array.from({ length: 4 }, (_, i) => SEED_BASE + i);
    expect(playExpansionBattle(leaderGround(), seeds, seen)).toEqual([]);
    expect(LEADER_GROUND_RULES.filter((k) => !seen.has(k)), [...seen].filter((k) => k.startsWith('leader')).sort().join('; ')).toEqual([]);
  }, 120_000);
});

describe('the Heroic Leader\'s checker', () => {
  const s0 = newGame(leaderGround(), { seed: 1 });
  const idAt = (s: GameState, row: number, col: number) => s.units.find((u) => u.row === row && u.col === col)!.id;
  const ax = idAt(s0, 3, 3);
  const al = idAt(s0, 5, 3);
  const check = (prev: GameState, next: GameState, events: GameEvent[]) => new LeaderChecker(new Set()).check(prev, next, events);
  const gone = (s: GameState, id: number): GameState => ({ ...s, units: s.units.map((u) => (u.id === id ? { ...u, figures: 0, row: -1, col: -1, heroicLeader: undefined } : u)) });

  it('[planted fault; FAQ §III Heroic Leader l.1855] a leader\'s unit rolling its plain dice is caught', () => {
    // The Allied leader's unit at (5,3) planted next to the Axis one at (4,4)? The Axis unit moves to (4,4): 3 dice plain.
    const s = { ...s0, units: s0.units.map((u) => (u.id === ax ? { ...u, row: 4, col: 4 } : u)) };
    const v = check(s, s, [{ type: 'battle', unit: al, target: ax, from: { row: 5, col: 3 }, at: { row: 4, col: 4 }, dice: 3, close: true }]);
    expect(v.join('\n')).toContain('rolled 3 dice');
  });

  it('[planted fault; FAQ §III Heroic Leader l.1856] a star read as no star, and a leader lost without a roll, are caught', () => {
    const next = gone(s0, ax);
    const elim: GameEvent = { type: 'eliminated', unit: ax, medals: 1, to: 'allies' };
    const v = check(s0, next, [elim, { type: 'roll', faces: ['star', 'flag'] }, { type: 'heroicLeader', unit: ax, star: false, heir: -1, medals: 1, to: 'allies' }]);
    expect(v.join('\n')).toContain('was read as star=false');
    const w = check(s0, next, [elim, { type: 'heroicLeader', unit: ax, star: true, heir: -1, medals: 1, to: 'allies' }]);
    expect(w.join('\n')).toContain('without a roll of 2 dice');
  });

  it('[planted fault; FAQ §III Heroic Leader Q l.1858-1860] a leader sent to a far unit, or to armor, is caught', () => {
    const far = idAt(s0, 1, 21);
    const base = gone(s0, ax);
    const next = { ...base, units: base.units.map((u) => (u.id === far ? { ...u, heroicLeader: true as const } : u)) };
    const ev: GameEvent[] = [{ type: 'eliminated', unit: ax, medals: 1, to: 'allies' }, { type: 'roll', faces: ['flag', 'grenade'] }, { type: 'heroicLeader', unit: ax, star: false, heir: far, medals: 0, to: 'allies' }];
    // The dead unit's hex is read from the state before: (3,3); the nearest Axis infantry is (1,3), 2 hexes away.
    expect(check(s0, next, ev).join('\n')).toContain('not to the nearest friendly infantry');
    const armor = idAt(s0, 1, 9);
    const next2 = { ...base, units: base.units.map((u) => (u.id === armor ? { ...u, heroicLeader: true as const } : u)) };
    expect(check(s0, next2, [ev[0]!, ev[1]!, { type: 'heroicLeader', unit: ax, star: false, heir: armor, medals: 0, to: 'allies' }]).join('\n')).toContain('a armor unit');
  });

  it('[planted fault] a leader appearing from nowhere, and one vanishing without a fall, are caught', () => {
    const other = idAt(s0, 1, 3);
    const more = { ...s0, units: s0.units.map((u) => (u.id === other ? { ...u, heroicLeader: true as const } : u)) };
    expect(check(s0, more, []).join('\n')).toContain('without one falling to it');
    const less = { ...s0, units: s0.units.map((u) => (u.id === ax ? { ...u, heroicLeader: undefined } : u)) };
    expect(check(s0, less, []).join('\n')).toContain('without a fall');
  });
});
