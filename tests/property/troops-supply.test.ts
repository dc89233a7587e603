/**
 * The supply family's checker (tests/support/troops-supply.ts, run by the terrain checker after every action of the
 * expansion battles): each rule it restates is shown to catch a planted fault, the engine's own Re-Supply passes it,
 * and play on a proving ground and on 6380 Noville to Foy fires each rule.
 * Sources: Equipment Pack "Dodge WC-63" l.349-432; FAQ §IV Supply Trucks l.2670-2692; decisions C300-C302.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState } from '../../src/engine/types';
import { TerrainChecker, type Seen } from '../support/terrain-rules';
import { SUPPLY_GROUND_RULES, supplyGround, supplyPolicy } from '../support/troops-supply';
import { importedExpansionScenarios, playPolicyBattle } from '../support/expansion-play';
import { act, battleStep, hex, idAt, ordered } from '../engine/helpers';
import type { ScenarioHex } from '../../src/scenario/types';

const T = (row: number, col: number, figures = 3): ScenarioHex => ({ row, col, unit: { side: 'allies', kind: 'supply-truck', figures } });
const I = (row: number, col: number, side: 'allies' | 'axis' = 'allies', kind: 'infantry' | 'sniper' = 'infantry'): ScenarioHex => ({ row, col, unit: { side, kind } });

describe('the supply checker (supply trucks: Equipment Pack, Dodge WC-63)', () => {
  /** An ordered truck on (6,12) next to Allied infantry of 2 figures on (6,14) and a sniper on (5,11): the battle step. */
  const base = ordered([T(6, 12), I(6, 14), I(5, 11, 'allies', 'sniper'), I(6, 20), I(5, 21, 'axis'), I(0, 0, 'axis')]);
  const s0: GameState = battleStep({ ...base, units: base.units.map((u) => (u.row === 6 && u.col === 14 ? { ...u, figures: 2 } : u)) });
  const truck = idAt(s0, 6, 12);
  const inf = idAt(s0, 6, 14);
  const sniper = idAt(s0, 5, 11);
  const check = (events: GameEvent[], next: GameState = s0, prev: GameState = s0, checker = new TerrainChecker()) => checker.check(prev, next, events).join('\n');
  const withFigures = (s: GameState, id: number, figures: number): GameState => ({ ...s, units: s.units.map((u) => (u.id === id ? { ...u, figures } : u)) });

  it("[planted fault] the engine's own Re-Supply passes the checker", () => {
    const r = act(s0, { type: 'resupply', unit: truck, target: hex(6, 14) });
    expect(new TerrainChecker().check(s0, r.state, r.events)).toEqual([]);
  });

  it('[Equipment Pack, Supply Trucks - Re-supply l.401 "one figure ... is returned"] [planted fault] figures that do not move one for one are caught', () => {
    const both = withFigures(withFigures(s0, truck, 2), inf, 3);
    expect(check([{ type: 'resupplied', unit: truck, target: inf }], both)).toBe('');
    expect(check([{ type: 'resupplied', unit: truck, target: inf }], withFigures(both, truck, 3))).toContain(`supply: truck ${truck} has 3 figures after giving 1, not 2`);
    expect(check([{ type: 'resupplied', unit: truck, target: inf }], withFigures(both, inf, 4))).toContain(`supply: unit ${inf} has 4 figures after 1 re-supplied, not 3`);
  });

  it('[Equipment Pack, Supply Trucks - Re-supply l.389, l.395, l.401] [planted fault] a re-supplied single-figure unit, a unit above its starting strength, an enemy are caught', () => {
    expect(check([{ type: 'resupplied', unit: truck, target: sniper }], withFigures(withFigures(s0, truck, 2), sniper, 2))).toContain(`supply: unit ${sniper} (sniper) may never be re-supplied`);
    const full = withFigures(s0, inf, 4);
    expect(check([{ type: 'resupplied', unit: truck, target: inf }], withFigures(withFigures(full, inf, 5), truck, 2), full)).toContain('above its 4 at the start');
    const axis = idAt(s0, 5, 21);
    expect(check([{ type: 'resupplied', unit: truck, target: axis }], withFigures(withFigures(s0, truck, 2), axis, 5))).toContain(`re-supplied an enemy unit ${axis}`);
  });

  it('[Equipment Pack, Supply Trucks - Re-supply l.399 "none of the units being re-supplied can battle this turn"; Battle l.385] [planted fault] a re-supplied unit that battles, and a truck that battles, are caught', () => {
    const checker = new TerrainChecker();
    const after = withFigures(withFigures(s0, truck, 2), inf, 3);
    check([{ type: 'resupplied', unit: truck, target: inf }], after, s0, checker);
    const fire: GameEvent = { type: 'battle', unit: inf, target: idAt(s0, 5, 21), from: hex(6, 14), at: hex(5, 21), dice: 2, close: false };
    expect(check([fire], after, after, checker)).toContain(`supply: unit ${inf} battled after it was re-supplied this turn`);
    expect(check([{ ...fire, unit: truck, from: hex(6, 12) }])).toContain(`supply: truck ${truck} battled`);
  });

  it('[Equipment Pack, Supply Trucks - Medals l.389-395] [planted fault] three truck figures lost without a medal, or a medal for a destroyed truck, are caught', () => {
    const lose = (figures: number): GameEvent => ({ type: 'figuresLost', unit: truck, figures, cause: 'hit' });
    expect(check([lose(3)])).toContain('supply: the allies lost truck figures worth 1 medal(s) this action, gave 0');
    expect(check([lose(3), { type: 'figureMedal', unit: truck, medals: 1, to: 'axis' }])).toBe('');
    expect(check([lose(2), { type: 'eliminated', unit: truck, medals: 1, to: 'axis' }])).toContain(`supply: destroyed truck ${truck} gave 1 medal(s) of its own`);
  });

  it('[Equipment Pack, Supply Trucks - Movement l.363; FAQ §II Roads l.1296] [planted fault] a truck 4 hexes along the road passes, 5 is caught, 4 off the road is caught', () => {
    const road = (cols: number[]): ScenarioHex[] => cols.map((col) => ({ row: 6, col, road: ['w', 'e'] }));
    const hexes = road([4, 6, 8, 10, 12, 14, 16]).map((h) => (h.col === 4 ? { ...h, unit: { side: 'allies' as const, kind: 'supply-truck' as const } } : h));
    const r0 = ordered([...hexes, I(0, 0, 'axis')]);
    const id = idAt(r0, 6, 4);
    const moved = (col: number, steps: number) => {
      const next = { ...r0, units: r0.units.map((u) => (u.id === id ? { ...u, col } : u)) };
      return new TerrainChecker().check(r0, next, [{ type: 'moved', unit: id, from: hex(6, 4), to: hex(6, col), steps }]).join('\n');
    };
    expect(moved(12, 4)).not.toContain('more than it may');
    expect(moved(14, 5)).toContain(`unit ${id} moved 5 hexes`);
    const off = ordered([T(6, 4), I(0, 0, 'axis')]);
    const next = { ...off, units: off.units.map((u) => (u.id === idAt(off, 6, 4) ? { ...u, col: 12 } : u)) };
    expect(new TerrainChecker().check(off, next, [{ type: 'moved', unit: idAt(off, 6, 4), from: hex(6, 4), to: hex(6, 12), steps: 4 }]).join('\n')).toContain('with no road all the way');
  });

  it('[Equipment Pack, Supply Trucks l.385-405; FAQ §IV Supply Trucks] play on the supply proving ground re-supplies, uses a truck up and wins a medal for three truck figures, and breaks no rule', () => {
    const seen: Seen = new Set();
    expect(playPolicyBattle(supplyGround(), [72_001, 72_002, 72_003], seen, supplyPolicy)).toEqual([]);
    expect(SUPPLY_GROUND_RULES.filter((k) => !seen.has(k)), [...seen].filter((k) => k.startsWith('supply')).join('; ')).toEqual([]);
  }, 120_000);

  it('[rules-decisions C211, C301; 6380 Noville to Foy] the US trucks of 6380 re-supply under the directed policy, and the checker finds nothing wrong', () => {
    const sc = importedExpansionScenarios().find((b) => b.file === '6380-NovilleToFoy.m44.json')!.scenario;
    const seen: Seen = new Set();
    expect(playPolicyBattle(sc, [72_101], seen, supplyPolicy)).toEqual([]);
    expect(seen.has('supply: re-supplied a weakened neighbour')).toBe(true);
  }, 120_000);
});
