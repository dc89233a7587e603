/**
 * Airfield reinforcements under play (house rules 001 l.553-554, Terrain Pack Airfield): on a proving ground of their
 * own, under a directed policy, landings are made and refused, and the independent checker (tests/support/
 * troops-airfield.ts, run by the expansion checker) finds nothing wrong; the checker is shown to catch planted faults.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import type { GameEvent, GameState } from '../../src/engine/types';
import { playPolicyBattle } from '../support/expansion-play';
import type { Seen } from '../support/terrain-rules';
import { AIRFIELD_GROUND_RULES, AirfieldChecker, airfieldGround, airfieldPolicy } from '../support/troops-airfield';

const SEED_BASE = 49_000;

describe('airfield reinforcements come up in play', () => {
  it('[House rules l.553-554 Airfield] on their proving ground (a directed policy) units land, airfields in enemy range are refused, and nothing is broken', () => {
    const seen: Seen = new Set();
    const seeds = Array.from({ length: 3 }, (_, i) => SEED_BASE + i);
    expect(playPolicyBattle(airfieldGround(), seeds, seen, airfieldPolicy)).toEqual([]);
    expect(AIRFIELD_GROUND_RULES.filter((k) => !seen.has(k))).toEqual([]);
  }, 180_000);
});

describe('the airfield reinforcements checker', () => {
  const s0 = newGame(airfieldGround(), { seed: 1 });
  const played: GameState = { ...s0, turn: { ...s0.turn, stage: 'order', command: { type: 'direct-from-hq' } } };
  const n = s0.units.length;
  /** `played` with a new Allied unit of `kind` and `figures` on `at`. */
  const withUnit = (at: { row: number; col: number }, kind: 'infantry' | 'armor' = 'infantry', figures = 4): GameState => ({
    ...played,
    units: [...played.units, { id: n, side: 'allies', kind, row: at.row, col: at.col, figures, maxFigures: figures, medals: 1 }],
  });
  const landed = (at: { row: number; col: number }): GameEvent => ({ type: 'airLanded', unit: n, side: 'allies', at });
  const check = (prev: GameState, next: GameState, events: GameEvent[]) => new AirfieldChecker(new Set()).check(prev, next, events);

  it('[planted fault; House rules l.554] a landing on the Allies\' free airfield is clean; one on the middle airfield, in the enemy\'s range, is caught', () => {
    expect(check(played, withUnit({ row: 8, col: 22 }), [landed({ row: 8, col: 22 })])).toEqual([]);
    expect(check(played, withUnit({ row: 4, col: 12 }), [landed({ row: 4, col: 12 })]).join('\n')).toContain('within the range of enemy');
  });

  it('[planted fault; House rules l.554 "one Infantry Unit is placed on an Airfield hex"] armor landed, or a landing off an airfield, is caught', () => {
    expect(check(played, withUnit({ row: 8, col: 22 }, 'armor', 3), [landed({ row: 8, col: 22 })]).join('\n')).toContain('not allies infantry of 4');
    expect(check(played, withUnit({ row: 8, col: 20 }), [landed({ row: 8, col: 20 })]).join('\n')).toContain('not an airfield');
  });

  it('[planted fault; House rules l.554 "After playing a Direct From HQ"; "must be allowed by the Scenario"] a landing after another card, or without the rule, is caught', () => {
    const other: GameState = { ...played, turn: { ...played.turn, command: { type: 'attack-centre' } } };
    expect(check(other, withUnit({ row: 8, col: 22 }), [landed({ row: 8, col: 22 })]).join('\n')).toContain('without having played a Direct From HQ');
    const off: GameState = { ...played, special: undefined };
    expect(check(off, withUnit({ row: 8, col: 22 }), [landed({ row: 8, col: 22 })]).join('\n')).toContain('does not allow');
  });

  it('[planted fault; House rules l.554 "may not Move or Battle the turn it lands"] the landed unit ordered or moved that turn is caught', () => {
    const c = new AirfieldChecker(new Set());
    const next = withUnit({ row: 8, col: 22 });
    expect(c.check(played, next, [landed({ row: 8, col: 22 })])).toEqual([]);
    expect(c.check(next, next, [{ type: 'ordered', unit: n }]).join('\n')).toContain('landed this turn, was ordered');
  });

  it('[planted fault; House rules l.553 "may not be landed if the Airfield is occupied by, or within Battle Range of, enemy Units"] a landing offered on the middle airfield is caught', () => {
    const ev: GameEvent = { type: 'played', side: 'allies', card: 0, cardType: 'direct-from-hq', command: { type: 'direct-from-hq' } };
    const offered: GameState = { ...played, pending: [{ kind: 'airfield', actor: 'allies' }], board: { ...played.board, cells: played.board.cells.map((c, i) => (i === 8 * played.board.geometry.cols + 22 ? { ...c!, terrain: 'country' as never } : c)) } };
    expect(check(s0, offered, [ev]).join('\n')).toContain('offered');
  });
});
