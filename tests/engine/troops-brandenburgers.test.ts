/**
 * Brandenburgers (src/engine/troops/brandenburgers.ts; units.ts `brandenburgers`): FAQ 003_f06c3a1d5921cf5a.txt §IV
 * Brandenburgers, l.2748-2781 (card and Q1-Q4). Decisions C250-C252 of docs/rules-decisions.md.
 */
import { describe, expect, it } from 'vitest';
import { UNIT_KINDS, legalActions, newGame } from '../../src/engine';
import type { CardType, Side, UnitKind } from '../../src/engine';
import type { ScenarioHex } from '../../src/scenario/types';
import { act, hex, idAt, mini, start } from './helpers';

const U = (row: number, col: number, side: Side, kind: UnitKind = 'infantry'): ScenarioHex => ({ row, col, unit: { side, kind } });

/** The Allies play `card` and their unit at `from` battles the unit at `target` with these dice (re-rolls after them). */
function alliedAttack(hexes: ScenarioHex[], from: [number, number], target: [number, number], dice: Parameters<typeof act>[2], card: CardType = 'direct-from-hq'): ReturnType<typeof act> {
  const s0 = start(mini({ hexes }), { allies: [card], axis: ['direct-from-hq'] });
  let s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
  if (s.turn.stage === 'order') s = act(s, { type: 'order', unit: idAt(s, ...from) }).state;
  if (s.turn.stage === 'order') s = act(s, { type: 'endOrders' }).state;
  s = act(s, { type: 'endMoves' }).state;
  return act(s, { type: 'battle', unit: idAt(s, ...from), target: hex(...target) }, dice);
}

describe('Brandenburgers', () => {
  it('[FAQ §IV Brandenburgers, l.2756 "3 figures + 1 enemy figure"; l.2761; decision C250] 3 figures with the enemy figure; special forces infantry: move 2 and battle', () => {
    const k = UNIT_KINDS.brandenburgers;
    expect([k.symbol, k.figures, k.moveAndBattle, k.dice]).toEqual(['infantry', 3, 2, [3, 2, 1]]);
    const s = newGame(mini({ hexes: [U(2, 12, 'axis', 'brandenburgers'), U(6, 12, 'allies'), U(2, 2, 'axis')] }), { seed: 1 });
    expect(s.units[0]).toMatchObject({ kind: 'brandenburgers', figures: 3, maxFigures: 3, disguised: true });
    // Every other unit has no such field (saves and golden hashes of battles without them are unchanged).
    expect('disguised' in s.units[1]!).toBe(false);
  });

  it('[FAQ §IV Brandenburgers, l.2757-2758] hits on them make the attacker re-roll one die: no infantry symbol, the whole roll is ignored, flags too', () => {
    const r = alliedAttack([U(4, 12, 'allies'), U(3, 13, 'axis', 'brandenburgers'), U(0, 0, 'axis')], [4, 12], [3, 13], ['grenade', 'grenade', 'flag', 'armor']);
    const id = 1;
    expect(r.events).toContainEqual({ type: 'hits', unit: id, hits: 2, flags: 1 });
    expect(r.events).toContainEqual({ type: 'roll', faces: ['armor'] });
    expect(r.events).toContainEqual({ type: 'disguise', unit: id, held: true });
    expect(r.state.units[id]).toMatchObject({ figures: 3, disguised: true, row: 3, col: 13 });
    expect(r.state.pending.some((p) => p.kind === 'retreat')).toBe(false);
  });

  it('[FAQ §IV Brandenburgers, l.2759; Q1 l.2763-2765] an infantry symbol on the re-roll removes the enemy figure and the first roll counts as rolled', () => {
    const r = alliedAttack([U(4, 12, 'allies'), U(3, 13, 'axis', 'brandenburgers'), U(0, 0, 'axis')], [4, 12], [3, 13], ['grenade', 'star', 'star', 'infantry']);
    const id = 1;
    expect(r.events).toContainEqual({ type: 'disguise', unit: id, held: false });
    expect(r.state.units[id]).toMatchObject({ figures: 2 });
    expect(r.state.units[id]!.disguised).toBeUndefined();
  });

  it('[FAQ §IV Brandenburgers, l.2757 "If hits are scored"; decision C251] a roll with flags and no hit is not re-rolled: the flags count', () => {
    const r = alliedAttack([U(4, 12, 'allies'), U(3, 13, 'axis', 'brandenburgers'), U(0, 0, 'axis')], [4, 12], [3, 13], ['flag', 'star', 'star']);
    expect(r.events.filter((e) => e.type === 'roll')).toHaveLength(1);
    expect(r.events.some((e) => e.type === 'disguise')).toBe(false);
    expect(r.state.pending.some((p) => p.kind === 'retreat')).toBe(true);
  });

  it('[FAQ §IV Brandenburgers, l.2760 "When Brandenburgers are ordered to battle, remove the enemy figure"] their own battle removes it before they roll', () => {
    const s0 = start(mini({ hexes: [U(2, 12, 'axis', 'brandenburgers'), U(3, 13, 'allies'), U(8, 0, 'allies')], first: 'axis' }), { axis: ['direct-from-hq'], allies: ['direct-from-hq'] });
    let s = act(s0, { type: 'play', card: s0.cards.hands.axis[0]! }).state;
    if (s.turn.stage === 'order') s = act(s, { type: 'endOrders' }).state;
    s = act(s, { type: 'endMoves' }).state;
    const r = act(s, { type: 'battle', unit: 0, target: hex(3, 13) }, ['star', 'star', 'star']);
    const at = r.events.findIndex((e) => e.type === 'disguise');
    expect(r.events[at]).toEqual({ type: 'disguise', unit: 0, held: false });
    expect(at).toBeLessThan(r.events.findIndex((e) => e.type === 'roll'));
    expect(r.state.units[0]!.disguised).toBeUndefined();
  });

  it('[FAQ §IV Brandenburgers Q2, l.2767-2769; l.2761 "with no enemy figure act like Special Forces Infantry"] an Ambush by Brandenburgers gives them away too; the attack that follows hits them with no re-roll', () => {
    const s0 = start(mini({ hexes: [U(4, 12, 'allies'), U(3, 13, 'axis', 'brandenburgers'), U(0, 0, 'axis')] }), { allies: ['direct-from-hq'], axis: ['ambush'] });
    let s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
    if (s.turn.stage === 'order') s = act(s, { type: 'endOrders' }).state;
    s = act(s, { type: 'endMoves' }).state;
    s = act(s, { type: 'battle', unit: 0, target: hex(3, 13) }).state;
    expect(legalActions(s)).toContainEqual({ type: 'ambush' });
    const r = act(s, { type: 'ambush' }, ['star', 'star', 'star', 'grenade', 'star', 'star']);
    expect(r.events).toContainEqual({ type: 'disguise', unit: 1, held: false });
    expect(r.state.units[1]!.disguised).toBeUndefined();
    // The Allied attack then lands: its grenade takes a figure, no die is rolled again.
    expect(r.events.filter((e) => e.type === 'roll')).toHaveLength(2);
    expect(r.state.units[1]!.figures).toBe(2);
  });

});
