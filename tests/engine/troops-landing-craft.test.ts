/**
 * Landing craft (issue 17, helper "ships"): FAQ 003_f06c3a1d5921cf5a.txt §IV Landing Craft (LC), l.2588-2633, and the
 * Equipment Pack's LCT 202 (002 l.165-180); decisions C197-C199. Code: src/engine/troops/landingCraft.ts.
 */
import { describe, expect, it } from 'vitest';
import { battleDice, hexKey, legalActions, orderableUnits, retreatOptions, unitById } from '../../src/engine';
import type { GameState, UnitKind } from '../../src/engine';
import type { Scenario, ScenarioHex } from '../../src/scenario/types';
import { validateScenario } from '../../src/scenario/validate';
import { X, T, act, hex, idAt, mini, movesAt, start } from './helpers';

/** An Allied unit of `kind` in a landing craft on the sea at (row, col). */
const LC = (row: number, col: number, kind: UnitKind = 'infantry'): ScenarioHex => ({ row, col, terrain: 'ocean', unit: { side: 'allies', kind, landingCraft: true } });

/** Sea on rows 7-8, a beach on row 6 (hedgehogs at (6,10)), an Axis unit far away. */
function shore(units: ScenarioHex[]): Scenario {
  const taken = new Set(units.map((h) => `${h.row},${h.col}`));
  const hexes: ScenarioHex[] = [...units, X(0, 24)];
  for (let row = 6; row <= 8; row++) {
    for (let col = row % 2; col <= 24; col += 2) {
      if (taken.has(`${row},${col}`)) continue;
      if (row >= 7) hexes.push(T(row, col, 'ocean'));
      else hexes.push(T(row, col, 'beach', col === 10 ? { obstacle: 'hedgehog' } : {}));
    }
  }
  return mini({ hexes });
}

function orderedAll(sc: Scenario): GameState {
  const s0 = start(sc, { allies: ['direct-from-hq'], axis: ['recon-centre'] });
  let s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
  if (s.turn.stage === 'order') {
    for (const u of orderableUnits(s)) s = act(s, { type: 'order', unit: u.id }).state;
    s = act(s, { type: 'endOrders' }).state;
  }
  return s;
}

describe('Landing craft (FAQ §IV Landing Craft)', () => {
  it('[FAQ §IV Landing Craft, l.2594 "LC may move up to 2 hexes, but never onto hedgehogs"; Q l.2617] a craft sails 2 hexes over the sea and may end on the shore, never on hedgehogs', () => {
    const s = orderedAll(shore([LC(8, 12)]));
    const moves = movesAt(s, 8, 12);
    // Over the sea 2 hexes; onto the beach from row 7 only as its second hex; never (6,10) with its hedgehogs.
    expect(moves).toContain('8,16');
    expect(moves).toContain('6,12');
    expect(moves).toContain('6,14');
    expect(moves).not.toContain('6,10');
    expect(moves).not.toContain('5,13');
  });

  it('[FAQ §IV Landing Craft, l.2595 "When landing on beach hex, remove LC, leave unit", Q l.2619-2621; Equipment Pack l.178] landing removes the craft; the unit may not battle that turn', () => {
    let s = orderedAll(shore([LC(8, 12), X(4, 12)]));
    const id = idAt(s, 8, 12);
    const r = act(s, { type: 'move', unit: id, to: hex(6, 12) });
    expect(r.events).toContainEqual({ type: 'landed', unit: id, at: hex(6, 12) });
    s = r.state;
    expect(unitById(s, id)!.landingCraft).toBeUndefined();
    // Nothing left to do with it: the game may already have gone on to the battle step's end.
    if (s.turn.stage === 'move') s = act(s, { type: 'endMoves' }).state;
    expect(legalActions(s).some((a) => a.type === 'battle' && a.unit === id)).toBe(false);
    expect(r.events.some((e) => e.type === 'battle')).toBe(false);
  });

  it('[FAQ §IV Landing Craft, l.2597 "Unit may not battle while in LC"; l.2596 "Unit in LC is targeted as normal in battle"] afloat it neither battles nor hides: enemy fire hits it as its own kind', () => {
    let s = orderedAll(shore([LC(7, 13, 'armor'), X(5, 13, 'infantry')]));
    s = act(s, { type: 'endMoves' }).state;
    expect(legalActions(s).some((a) => a.type === 'battle')).toBe(false);
    // The Axis infantry 2 hexes away battles it with 2 dice (no protection from the craft).
    expect(battleDice(s, hex(5, 13), hex(7, 13))).toBe(2);
  });

  it('[FAQ §IV Landing Craft, l.2598 "Unit in LC may retreat with it, on ocean hexes"] the unit in a craft retreats over the sea only; one without a craft cannot retreat onto the sea', () => {
    const s = start(shore([LC(7, 13)]));
    const back = retreatOptions(s, hex(7, 13), 1).filter((o) => !o.ignore);
    expect(back.map((o) => hexKey(o.to)).sort()).toEqual(['8,12', '8,14']);
    const wading = start(shore([{ row: 7, col: 13, terrain: 'ocean', unit: { side: 'allies', kind: 'infantry' } }]));
    expect(retreatOptions(wading, hex(7, 13), 1)).toEqual([{ to: hex(7, 13), ignore: false, steps: 0, losses: 1 }]);
  });

  it('[FAQ §IV Landing Craft Q l.2623-2633] Infantry Assault and Behind Enemy Lines never order a craft; a class card reaches it only when no unit of the type is left', () => {
    const withFoot = shore([LC(8, 12), { row: 6, col: 20, terrain: 'beach', unit: { side: 'allies', kind: 'infantry' } }]);
    const s0 = start(withFoot, { allies: ['infantry-assault'], axis: ['recon-centre'] });
    const s1 = act(s0, { type: 'play', card: s0.cards.hands.allies[0]!, section: 'right' }).state;
    const ordered = [...Object.keys(s1.turn.units).map((i) => s1.units[Number(i)]!), ...orderableUnits(s1)];
    expect(ordered.some((u) => u.landingCraft)).toBe(false);
    // No infantry but the one in the craft: Move Out falls back to one unit of the player's choice.
    const alone = shore([LC(8, 12)]);
    const m0 = start(alone, { allies: ['move-out'], axis: ['recon-centre'] });
    const m1 = act(m0, { type: 'play', card: m0.cards.hands.allies[0]! }).state;
    expect(m1.turn.fallback).toBe(true);
  });

  it('[FAQ §IV Landing Craft, l.2599 "If unit in LC is eliminated, LC is also removed but yields no additional medal"; scenario format] the craft is worth nothing; it starts on the sea', () => {
    const s = start(shore([LC(8, 12)]));
    expect(s.units.filter((u) => u.landingCraft).map((u) => u.medals)).toEqual([1]);
    const bad = mini({ hexes: [{ row: 4, col: 12, unit: { side: 'allies', kind: 'infantry', landingCraft: true } }, X(0, 12)] });
    expect(validateScenario(bad).ok).toBe(false);
    // No craft, no field.
    expect(start(mini({ hexes: [X(0, 12), { row: 8, col: 12, unit: { side: 'allies', kind: 'infantry' } }] })).units.every((u) => !('landingCraft' in u))).toBe(true);
  });
});
