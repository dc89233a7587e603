/**
 * Airfield reinforcements (src/engine/troops/airfield.ts): house rules 001_4eb4b47ccfc682fb.txt, Terrain Pack Landmarks,
 * Airfield (l.553-554, an official chapter). Decisions C323-C325 of docs/rules-decisions.md.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine';
import type { CardType, GameState, Side, UnitKind } from '../../src/engine';
import type { ScenarioHex, ScenarioUnit } from '../../src/scenario/types';
import { applyBattleRules } from '../../src/scenario/battleRules';
import { act, hex, idAt, mini, start } from './helpers';

const U = (row: number, col: number, side: Side, kind: UnitKind = 'infantry', more: Partial<ScenarioUnit> = {}): ScenarioHex => ({ row, col, unit: { side, kind, ...more } });
const AIR = (row: number, col: number): ScenarioHex => ({ row, col, terrain: 'airfield' });

/** Allied infantry at (8,2), Axis infantry at (0,24); airfields at (6,6) and `more`; the Allies play `card`. */
function played(o: { card?: CardType; rule?: boolean; units?: number; landed?: number; more?: ScenarioHex[] } = {}): GameState {
  let sc = mini({ hexes: [U(8, 2, 'allies'), U(0, 24, 'axis'), AIR(6, 6), ...(o.more ?? [])] });
  if (o.rule !== false) sc = applyBattleRules(sc, ['allied-airfield-reinforcements']);
  if (o.units !== undefined) sc = { ...sc, rules: { ...sc.rules, airfieldReinforcements: { allies: { units: o.units } } } };
  const s1 = start(sc, { allies: [o.card ?? 'direct-from-hq', 'direct-from-hq'], axis: ['attack-right'] });
  const s0: GameState = o.landed ? { ...s1, airLanded: { allies: o.landed } } : s1;
  return act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
}

describe('Terrain Pack Airfield: reinforcements', () => {
  it('[House rules l.554 Airfield: "After playing a Direct From HQ Command Card, one Infantry Unit is placed on an Airfield hex"] the side may land a 4-figure infantry unit on a free airfield', () => {
    const s = played();
    expect(s.pending[0]?.kind).toBe('airfield');
    expect(legalActions(s)).toEqual([{ type: 'target', target: hex(6, 6) }, { type: 'decline' }]);
    const r = act(s, { type: 'target', target: hex(6, 6) });
    const u = r.state.units[idAt(r.state, 6, 6)]!;
    expect(u).toMatchObject({ side: 'allies', kind: 'infantry', figures: 4, maxFigures: 4, medals: 1 });
    expect(r.events).toContainEqual({ type: 'airLanded', unit: u.id, side: 'allies', at: hex(6, 6) });
    expect(r.state.airLanded).toEqual({ allies: 1 });
  });

  it('[House rules l.554: "The Unit may not Move or Battle the turn it lands"] the landed unit is not among the units the card may order', () => {
    const line = [10, 12, 14, 16, 18].map((col) => U(8, col, 'allies'));
    const t = act(played({ more: line }), { type: 'target', target: hex(6, 6) }).state;
    const landed = idAt(t, 6, 6);
    expect(t.turn.stage).toBe('order');
    expect(t.turn.landed).toBe(landed);
    const orders = legalActions(t).filter((a) => a.type === 'order');
    expect(orders).toHaveLength(6);
    expect(orders.some((a) => a.type === 'order' && a.unit === landed)).toBe(false);
  });

  it('[House rules l.553: "may not be landed if the Airfield is occupied by, or within Battle Range of, enemy Units"] an airfield held or in an enemy\'s range is no landing site', () => {
    // Axis infantry 3 hexes from (6,6), its range: no site, nothing offered.
    expect(played({ more: [U(3, 7, 'axis')] }).pending).toEqual([]);
    // Axis artillery 5 hexes away reaches it (range 6).
    expect(played({ more: [U(1, 7, 'axis', 'artillery')] }).pending).toEqual([]);
    // Axis infantry 4 hexes away does not: the landing is offered.
    expect(played({ more: [U(2, 8, 'axis')] }).pending[0]?.kind).toBe('airfield');
    // An Allied unit on the only airfield: occupied.
    expect(played({ more: [U(6, 6, 'allies')] }).pending).toEqual([]);
  });

  it('[House rules l.554: "After playing a Direct From HQ"; "must be allowed by the Scenario\'s Special Rules"] any other card, or a battle without the rule, lands nothing', () => {
    expect(played({ card: 'attack-centre' }).pending.some((p) => p.kind === 'airfield')).toBe(false);
    expect(played({ rule: false }).pending).toEqual([]);
  });

  it('[House rules l.554, decision C323] a battle\'s own cap on landings holds: with the 1 landing spent, none is offered', () => {
    expect(played({ units: 1 }).pending[0]?.kind).toBe('airfield');
    expect(played({ units: 1, landed: 1 }).pending).toEqual([]);
    expect(played({ landed: 5 }).pending[0]?.kind).toBe('airfield');
  });
});
