/**
 * The supply family (issue 17): supply trucks and their Re-Supply.
 * Sources: Equipment Pack 002_07e461a9f2ec49d7.txt "Dodge WC-63" (l.349-432); FAQ 003_f06c3a1d5921cf5a.txt §IV
 * Supply Trucks (l.2670-2694), §II Roads (l.1296, l.1320); docs/rules-decisions.md C300-C302.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, battleDice, legalActions, legalMoves } from '../../src/engine';
import type { Action, GameEvent, GameState, Side, UnitKind } from '../../src/engine';
import { orderableUnits } from '../../src/engine/orders';
import { canLead } from '../../src/engine/troops/heroicLeader';
import { UNIT_KINDS } from '../../src/engine/units';
import type { ScenarioHex } from '../../src/scenario/types';
import { act, battleStep, hex, idAt, mini, ordered, start, type HexExtra } from './helpers';
import { applyBattleRules } from '../../src/scenario/battleRules';
import { figureMedals } from '../../src/engine/troops/armor';
import type { Ctx } from '../../src/engine/turn/draft';

const U = (row: number, col: number, side: Side, kind: UnitKind = 'infantry', figures?: number, extra: HexExtra = {}): ScenarioHex => ({
  row,
  col,
  ...extra,
  unit: figures === undefined ? { side, kind } : { side, kind, figures },
});
const A = (row: number, col: number, kind: UnitKind = 'infantry', figures?: number, extra: HexExtra = {}) => U(row, col, 'allies', kind, figures, extra);
const X = (row: number, col: number, kind: UnitKind = 'infantry', figures?: number) => U(row, col, 'axis', kind, figures);

/** The state with the Allied units on the listed hexes at `figures` (a weakened unit, as after a battle). */
function weaken(s: GameState, at: Array<[number, number, number]>): GameState {
  const units = s.units.map((u) => {
    const w = at.find(([r, c]) => u.row === r && u.col === c);
    return w ? { ...u, figures: w[2] } : u;
  });
  return { ...s, units };
}
const resupplies = (s: GameState): Action[] => legalActions(s).filter((a) => a.type === 'resupply');
const only = (events: GameEvent[], ...types: string[]) => events.filter((e) => types.includes(e.type));

describe('Supply trucks (Equipment Pack, Dodge WC-63; FAQ §IV Supply Trucks)', () => {
  it('[Equipment Pack, Supply Trucks - Unit l.357, Battle l.385; FAQ §IV Supply Trucks l.2678-2683] infantry for all purposes, 1 to 3 figures, moves 2, never battles, even next to an enemy', () => {
    const k = UNIT_KINDS['supply-truck'];
    expect([k.symbol, k.figures, k.maxFigures, k.move, k.moveAndBattle, k.takesGround, k.overrun, [...k.dice]]).toEqual(['infantry', 3, 3, 2, 0, false, false, []]);
    const s = battleStep(ordered([A(6, 12, 'supply-truck'), X(5, 13), X(0, 0)]));
    expect(battleDice(s, hex(6, 12), hex(5, 13))).toBe(0);
    expect(legalActions(s).some((a) => a.type === 'battle')).toBe(false);
  });

  it('[Equipment Pack, Supply Trucks - Movement l.361-363; FAQ §II Roads l.1296, l.1320; decision C300] 2 hexes, 4 when it starts, keeps to and ends on a road; 4 on the road under Infantry Assault too', () => {
    const road = (cols: number[]): ScenarioHex[] => cols.map((col) => ({ row: 6, col, road: ['w', 'e'] }));
    const at = (s: GameState) => legalMoves(s, idAt(s, 6, 4)).map((h) => `${h.row},${h.col}`);
    const withTruck = (hexes: ScenarioHex[]) => [{ ...hexes[0]!, unit: { side: 'allies' as const, kind: 'supply-truck' as const } }, ...hexes.slice(1), X(0, 0)];
    const s = ordered(withTruck(road([4, 6, 8, 10, 12, 14])));
    expect(at(s)).toContain('6,12');
    expect(at(s)).not.toContain('6,14');
    // Off the road: 2 hexes only.
    const off = ordered([A(6, 4, 'supply-truck'), X(0, 0)]);
    expect(at(off)).toContain('6,8');
    expect(at(off)).not.toContain('6,10');
    // Infantry Assault: 3 hexes off the road, still 4 along it (FAQ §II Roads l.1320 "Supply Trucks - 4 hexes and resupply").
    const assault = (hexes: ScenarioHex[]) => {
      const s0 = start(mini({ hexes }), { allies: ['infantry-assault'], axis: ['recon-centre'] });
      const play = legalActions(s0).find((a) => a.type === 'play' && a.section === 'left')!;
      const s1 = act(s0, play).state;
      return s1.turn.stage === 'order' ? act(s1, { type: 'order', unit: idAt(s0, 6, 4) }).state : s1;
    };
    const ia = assault([A(6, 4, 'supply-truck'), X(0, 0)]);
    const iaMoves = legalMoves(ia, idAt(ia, 6, 4)).map((h) => `${h.row},${h.col}`);
    expect(iaMoves).toContain('6,10');
    const iaRoad = assault(withTruck(road([4, 6, 8, 10, 12, 14])));
    const iaRoadMoves = legalMoves(iaRoad, idAt(iaRoad, 6, 4)).map((h) => `${h.row},${h.col}`);
    expect(iaRoadMoves).toContain('6,12');
    expect(iaRoadMoves).not.toContain('6,14');
  });

  it('[Equipment Pack, Supply Trucks - Additional terrain considerations l.375-381; decision C300] impassable to armor is impassable to it; no bunker, no wire removal', () => {
    // The ravine is impassable to armor and artillery (house rules App. 2): infantry may enter it, the truck not.
    const s = ordered([A(6, 12, 'supply-truck'), A(6, 4), { row: 5, col: 13, terrain: 'ravine' }, { row: 5, col: 5, terrain: 'ravine' }, X(0, 0)]);
    expect(legalMoves(s, idAt(s, 6, 12)).some((h) => h.row === 5 && h.col === 13)).toBe(false);
    expect(legalMoves(s, idAt(s, 6, 4)).some((h) => h.row === 5 && h.col === 5)).toBe(true);
    // A truck on wire never clears it (it never battles).
    const w = battleStep(ordered([A(6, 12, 'supply-truck', undefined, { obstacle: 'wire' }), X(0, 0)]));
    expect(legalActions(w).some((a) => a.type === 'removeWire')).toBe(false);
  });

  it('[Equipment Pack, Supply Trucks - Re-supply l.389-401; FAQ §IV Supply Trucks Q1 l.2686-2688] an ordered truck gives a figure to a weakened friendly neighbour, which then battles no more this turn', () => {
    const s0 = ordered([A(6, 12, 'supply-truck'), A(6, 14), A(6, 10), A(5, 11, 'sniper'), X(4, 14), X(0, 0)]);
    const s = battleStep(weaken(s0, [[6, 14, 2], [6, 10, 4], [5, 11, 1]]));
    // Only the weakened infantry: not the full one, not the single-figure sniper, not the enemy.
    expect(resupplies(s)).toEqual([{ type: 'resupply', unit: idAt(s, 6, 12), target: hex(6, 14) }]);
    // Ordered by Direct from HQ, the infantry might have battled (4,14 is 2 hexes away).
    expect(legalActions(s).some((a) => a.type === 'battle' && a.unit === idAt(s, 6, 14))).toBe(true);
    const r = act(s, resupplies(s)[0]!);
    const inf = r.state.units[idAt(s, 6, 14)]!;
    const truck = r.state.units[idAt(s, 6, 12)]!;
    expect([inf.figures, truck.figures, truck.maxFigures, truck.spent]).toEqual([3, 2, 3, 1]);
    expect(only(r.events, 'resupplied')).toEqual([{ type: 'resupplied', unit: truck.id, target: inf.id }]);
    // "none of the units being re-supplied can battle this turn" (l.399).
    expect(legalActions(r.state).some((a) => a.type === 'battle' && a.unit === inf.id)).toBe(false);
    // More than one figure, up to the unit's starting strength.
    const r2 = act(r.state, resupplies(r.state)[0]!);
    expect(r2.state.units[inf.id]!.figures).toBe(4);
    expect(resupplies(r2.state)).toEqual([]);
  });

  it('[Equipment Pack, Supply Trucks - Re-supply l.391 "a weakened unit may move before it is re-supplied"; decision C302] the unit need not be ordered; one that has battled may not be re-supplied', () => {
    // An unordered weakened unit next to the truck (Recon orders the truck alone).
    const base = start(mini({ hexes: [A(6, 12, 'supply-truck'), A(6, 14), X(0, 0)] }), { allies: ['recon-centre'], axis: ['recon-centre'] });
    let s = act(base, { type: 'play', card: base.cards.hands.allies[0]! }).state;
    if (s.turn.stage === 'order') s = act(s, { type: 'order', unit: idAt(s, 6, 12) }).state;
    s = battleStep(weaken(s, [[6, 14, 3]]));
    expect(resupplies(s).length).toBe(1);
    // A unit that battled first is refused, with a typed error and the state untouched.
    // (Another ordered unit with a target keeps the battle step open after the infantry fires.)
    const b0 = battleStep(weaken(ordered([A(6, 12, 'supply-truck'), A(6, 14), X(5, 15), A(6, 20), X(5, 21), X(0, 0)]), [[6, 14, 3]]));
    const fired = act(b0, { type: 'battle', unit: idAt(b0, 6, 14), target: hex(5, 15) }, ['star', 'star', 'star']).state;
    expect(resupplies(fired)).toEqual([]);
    const before = JSON.stringify(fired);
    const r = applyAction(fired, { type: 'resupply', unit: idAt(fired, 6, 12), target: hex(6, 14) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('not-allowed');
    expect(JSON.stringify(fired)).toBe(before);
  });

  it('[Equipment Pack, Supply Trucks - Medals l.397, Re-supply l.403-405] a truck that hands out its last figure leaves the board and gives no medal', () => {
    const s = battleStep(weaken(ordered([A(6, 12, 'supply-truck', 1), A(6, 14), X(0, 0)]), [[6, 14, 2]]));
    const r = act(s, resupplies(s)[0]!);
    const truck = r.state.units[idAt(s, 6, 12)]!;
    expect([truck.figures, truck.row, truck.col]).toEqual([0, -1, -1]);
    expect(only(r.events, 'resupplied')).toEqual([{ type: 'resupplied', unit: truck.id, target: idAt(s, 6, 14), usedUp: true }]);
    expect(only(r.events, 'eliminated', 'figureMedal')).toEqual([{ type: 'eliminated', unit: truck.id, medals: 0, to: 'axis' }]);
    expect(r.state.medalsWon.axis).toBe(0);
  });

  it('[Equipment Pack, Supply Trucks - Medals l.389-395] every third truck figure lost to the enemy gives one medal; figures handed out never count', () => {
    // Axis trucks: one that handed out a figure (2 of 2 left after it), one of 1 figure. Allied armor fires at each.
    const s0 = battleStep(ordered([A(6, 10, 'armor'), A(6, 16, 'armor'), X(4, 10, 'supply-truck', 3), X(4, 16, 'supply-truck', 1), X(0, 0)]));
    const handedOut = { ...s0, units: s0.units.map((u) => (u.row === 4 && u.col === 10 ? { ...u, figures: 2, spent: 1 } : u)) };
    const first = act(handedOut, { type: 'battle', unit: idAt(s0, 6, 10), target: hex(4, 10) }, ['infantry', 'grenade', 'star']);
    expect(only(first.events, 'figureMedal')).toEqual([]);
    const second = act(first.state, { type: 'battle', unit: idAt(s0, 6, 16), target: hex(4, 16) }, ['infantry', 'star', 'star']);
    expect(only(second.events, 'figureMedal')).toEqual([{ type: 'figureMedal', unit: idAt(s0, 4, 16), medals: 1, to: 'allies' }]);
    expect(second.state.medalsWon.allies).toBe(1);
  });

  it('[Equipment Pack, Supply Trucks - Command card considerations l.409-416; FAQ §IV Supply Trucks Q2 l.2690-2692] Behind Enemy Lines, Dig-in, Medics & Mechanics, Firefight and Close Assault never order it; Move Out does', () => {
    const orderable = (card: 'behind-enemy-lines' | 'dig-in' | 'medics-mechanics' | 'firefight' | 'close-assault' | 'move-out', hexes: ScenarioHex[]) => {
      const base = start(mini({ hexes }), { allies: [card], axis: ['recon-centre'] });
      const s = { ...base, units: base.units.map((u) => (u.kind === 'supply-truck' ? { ...u, figures: 1 } : u)) };
      const played = { ...s, turn: { ...s.turn, card: s.cards.hands.allies[0]!, command: { type: card }, stage: 'order' as const } };
      return orderableUnits(played as GameState).map((u) => u.kind);
    };
    const hexes = [A(6, 12, 'supply-truck'), A(6, 4), X(5, 13), X(0, 0)];
    for (const card of ['behind-enemy-lines', 'dig-in', 'firefight', 'close-assault'] as const) expect(orderable(card, hexes), card).not.toContain('supply-truck');
    expect(orderable('medics-mechanics', hexes)).not.toContain('supply-truck');
    expect(orderable('move-out', hexes)).toContain('supply-truck');
  });

  it('[Equipment Pack, Supply Trucks - Actions considerations l.429-432] no Heroic Leader, no rafts, no Hospital or Oasis recovery', () => {
    expect(canLead('supply-truck')).toBe(false);
    expect(canLead('infantry')).toBe(true);
  });
});

describe('Half-tracks re-supply under the Re-Supply rules (Equipment Pack, Half-Tracks - Re-supply; decision C426)', () => {
  /** The Allies' battle step with these units ordered (Direct from HQ), under the Re-Supply rules or not. */
  const step = (hexes: ScenarioHex[], rule: boolean): GameState => {
    const sc = mini({ hexes });
    const s = start(rule ? applyBattleRules(sc, ['re-supply']) : sc, { allies: ['direct-from-hq'], axis: ['recon-centre'] });
    return battleStep(act(s, { type: 'play', card: s.cards.hands.allies[0]! }).state);
  };
  const board = [A(6, 12, 'half-track'), A(6, 14, 'infantry'), X(4, 12), X(0, 0)];

  it('[Equipment Pack l.313 "When Re-Supply rules are in effect ... the Half-track may re-supply that ground unit instead of battling"] only under the rule, next to a weakened friendly unit, beside its battles', () => {
    const off = weaken(step(board, false), [[6, 14, 2]]);
    expect(resupplies(off)).toEqual([]);
    const on = weaken(step(board, true), [[6, 14, 2]]);
    const ht = idAt(on, 6, 12);
    expect(resupplies(on)).toEqual([{ type: 'resupply', unit: ht, target: hex(6, 14) }]);
    expect(legalActions(on).some((a) => a.type === 'battle' && a.unit === ht)).toBe(true);
    // A unit at full strength is offered nothing.
    expect(resupplies(step(board, true))).toEqual([]);
  });

  it('[Equipment Pack l.323-329: one figure per half-track figure removed; "none of the units being re-supplied, nor the Half-Track unit, can battle this turn"; never a medal] the figure moves, and neither battles after', () => {
    const s = weaken(step(board, true), [[6, 14, 2]]);
    const ht = idAt(s, 6, 12);
    const inf = idAt(s, 6, 14);
    const r = act(s, { type: 'resupply', unit: ht, target: hex(6, 14) });
    expect([r.state.units[ht]!.figures, r.state.units[ht]!.spent, r.state.units[inf]!.figures]).toEqual([2, 1, 3]);
    expect(legalActions(r.state).some((a) => a.type === 'battle' && (a.unit === ht || a.unit === inf))).toBe(false);
    // Figures handed out are no losses: the enemy's half-track medal count is unchanged (l.329).
    expect(only(r.events, 'figureMedal', 'medal')).toEqual([]);
  });

  it('[Equipment Pack l.313 "instead of battling"; rules-decisions C426] a half-track that has battled this turn may not re-supply', () => {
    const s = weaken(step(board, true), [[6, 14, 2]]);
    const ht = idAt(s, 6, 12);
    const fired = act(s, { type: 'battle', unit: ht, target: hex(4, 12) }, ['armor', 'armor']).state;
    expect(resupplies(fired)).toEqual([]);
    const r = applyAction(fired, { type: 'resupply', unit: ht, target: hex(6, 14) });
    expect(r.ok ? 'accepted' : r.error.code).toBe('not-allowed');
  });

  it('[Equipment Pack, Half-Tracks - Medals: a medal for every 3 half-track figures gathered; rules-decisions C426] a half-track re-supplied takes none of its losses back: the fourth figure lost gives no second medal', () => {
    // Three Allied half-track figures already lost (one medal), then a truck hands one back to the weakened half-track.
    const s0 = weaken(step([A(6, 12, 'supply-truck'), A(6, 14, 'half-track'), A(8, 12, 'half-track'), X(4, 14), X(0, 0)], false), [[6, 14, 1], [8, 12, 2]]);
    const ht = idAt(s0, 6, 14);
    const s1 = act(s0, { type: 'resupply', unit: idAt(s0, 6, 12), target: hex(6, 14) }).state;
    expect([s1.units[ht]!.figures, s1.units[ht]!.spent]).toEqual([2, -1]);
    // The other half-track now loses a figure: the fourth lost, so no medal (the engine's count, read off the board).
    const other = idAt(s1, 8, 12);
    const s2: GameState = { ...s1, medalsWon: { ...s1.medalsWon }, units: s1.units.map((u) => (u.id === other ? { ...u, figures: 1 } : u)) };
    const ctx = { events: [] } as unknown as Ctx;
    expect(figureMedals(s2, s2.units[other]!, 1, 3, ctx)).toBe(0);
    // Two more lost (the sixth): the second medal.
    const s3: GameState = { ...s2, units: s2.units.map((u) => (u.id === other ? { ...u, figures: 0 } : u.id === ht ? { ...u, figures: 1 } : u)) };
    expect(figureMedals(s3, s3.units[other]!, 2, 3, ctx)).toBe(1);
  });
});

