/**
 * Ships (issue 17, helper "ships"): destroyers and aircraft carriers, FAQ 003_f06c3a1d5921cf5a.txt §IV Destroyers
 * (l.2530-2563) and Aircraft Carriers (l.2506-2528), with the Big Guns rulings on cross-hairs the Destroyers' Q
 * points to (l.2250-2268); decisions C190-C195. Code: src/engine/troops/ships.ts.
 */
import { describe, expect, it } from 'vitest';
import { battleDice, hexKey, legalActions, newGame, orderableUnits, retreatOptions, unitById } from '../../src/engine';
import type { UnitKind } from '../../src/engine';
import type { GameState } from '../../src/engine';
import type { Scenario, ScenarioHex } from '../../src/scenario/types';
import { validateScenario } from '../../src/scenario/validate';
import { A, X, T, act, acts, hex, idAt, mini, movesAt, refused, start } from './helpers';

/** Ocean on rows 7-8, a beach on row 6 west of col 11 (the rest of row 6 is countryside). */
function sea(units: ScenarioHex[], more: ScenarioHex[] = []): ScenarioHex[] {
  const taken = new Set([...units, ...more].map((h) => `${h.row},${h.col}`));
  const out: ScenarioHex[] = [...more];
  for (const u of units) {
    const t = u.row >= 7 ? 'ocean' : u.row === 6 && u.col <= 10 ? 'beach' : u.terrain;
    out.push({ ...u, ...(t ? { terrain: t } : {}) });
  }
  for (let row = 6; row <= 8; row++) {
    for (let col = row % 2; col <= 24; col += 2) {
      if (taken.has(`${row},${col}`)) continue;
      if (row >= 7) out.push(T(row, col, 'ocean'));
      else if (col <= 10) out.push(T(row, col, 'beach'));
    }
  }
  return out;
}

const D = (row: number, col: number): ScenarioHex => A(row, col, 'destroyer');
/** The kinds the card's order reaches: those already ordered, or those it may still order. */
const orderedKinds = (s: GameState): UnitKind[] =>
  [...Object.keys(s.turn.units).map((id) => s.units[Number(id)]!), ...orderableUnits(s)].map((u) => u.kind).sort();
const battles = (s: GameState, unit: number): string[] =>
  legalActions(s).flatMap((a) => (a.type === 'battle' && a.unit === unit ? [hexKey(a.target)] : []));

/** The Allies play Direct from HQ and order the units on these hexes; the game is at the move step. */
function orderedAt(sc: Scenario, at: Array<[number, number]>, card: 'direct-from-hq' | 'firefight' = 'direct-from-hq'): GameState {
  const s0 = start(sc, { allies: [card], axis: ['recon-centre'] });
  let s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
  if (s.turn.stage !== 'order') return s;
  for (const [r, c] of at) s = act(s, { type: 'order', unit: idAt(s, r, c) }).state;
  return act(s, { type: 'endOrders' }).state;
}

describe('Ships (FAQ §IV Destroyers, Aircraft Carriers)', () => {
  it('[FAQ §IV Destroyers, l.2537-2539 "Move 0-2 Ocean hexes", "Cannot move adjacent to Beach"] a destroyer sails up to 2 sea hexes, never next to a beach', () => {
    const s = orderedAt(mini({ hexes: sea([D(8, 12), X(0, 12)]) }), [[8, 12]]);
    // Row 7 west of col 11 touches the beach; (7,13) and beyond do not; land is never entered.
    expect(movesAt(s, 8, 12)).toEqual(['7,13', '7,15', '8,10', '8,14', '8,16', '8,8'].sort());
    refused(s, { type: 'move', unit: idAt(s, 8, 12), to: hex(7, 11) });
    refused(s, { type: 'move', unit: idAt(s, 8, 12), to: hex(6, 12) });
  });

  it('[FAQ §IV Destroyers, l.2537 "Move 0-2 Ocean hexes and battle", l.2538 "Fire at 3, 3, 2, 2, 1, 1, 1, 1", Q l.2557 no line of sight] a destroyer moves 2 and fires 8 hexes, over units and woods, from the sea', () => {
    const hexes = sea([D(8, 12), X(0, 12), X(1, 13), X(4, 12)], [T(5, 13, 'forest'), A(6, 14, 'infantry')]);
    let s = orderedAt(mini({ hexes }), [[8, 12]]);
    s = act(s, { type: 'move', unit: idAt(s, 8, 12), to: hex(8, 16) }).state;
    s = act(s, { type: 'endMoves' }).state;
    const id = idAt(s, 8, 16);
    // (8,16) to (0,12): 8 hexes away, 1 die; to (4,12): 4 hexes, 2 dice; artillery-like, terrain takes nothing away.
    expect(battleDice(s, hex(8, 16), hex(0, 12))).toBe(1);
    expect(battleDice(s, hex(8, 16), hex(4, 12))).toBe(2);
    expect(battleDice(s, hex(8, 16), hex(1, 13))).toBe(1);
    expect(battles(s, id).sort()).toEqual(['0,12', '1,13', '4,12']);
  });

  it('[FAQ §IV Destroyers, l.2540 "Hit by grenades only - Takes 3 hits to sink"] only grenades hit a ship; the third hit sinks it for a medal', () => {
    const hexes = sea([D(8, 12)], [X(6, 12, 'armor'), A(2, 2, 'infantry'), X(0, 24)]);
    const s0 = start(mini({ hexes, first: 'axis' }), { axis: ['direct-from-hq', 'direct-from-hq'], allies: ['recon-centre'] });
    let s = act(s0, { type: 'play', card: s0.cards.hands.axis[0]! }).state;
    if (s.turn.stage === 'order') s = acts(s, [{ type: 'order', unit: idAt(s0, 6, 12) }, { type: 'endOrders' }]).state;
    s = act(s, { type: 'endMoves' }).state;
    // Infantry, armor and star faces do nothing; each grenade is a hit.
    const r = act(s, { type: 'battle', unit: idAt(s, 6, 12), target: hex(8, 12) }, ['armor', 'star', 'grenade']);
    expect(r.events).toContainEqual({ type: 'hits', unit: idAt(s, 8, 12), hits: 1, flags: 0 });
    s = r.state;
    expect(unitById(s, idAt(s, 8, 12))!.figures).toBe(2);
    expect(unitById(s, idAt(s, 8, 12))!.maxFigures).toBe(3);
    // A ship down to its last damage point sinks on the next grenade: the Axis take a medal.
    const last = sea([{ ...D(8, 12), unit: { side: 'allies', kind: 'destroyer', figures: 1 } }], [X(6, 12, 'armor'), A(2, 2, 'infantry'), X(0, 24)]);
    const l0 = start(mini({ hexes: last, first: 'axis' }), { axis: ['direct-from-hq'], allies: ['recon-centre'] });
    let l1 = act(l0, { type: 'play', card: l0.cards.hands.axis[0]! }).state;
    if (l1.turn.stage === 'order') l1 = acts(l1, [{ type: 'order', unit: idAt(l0, 6, 12) }, { type: 'endOrders' }]).state;
    l1 = act(l1, { type: 'endMoves' }).state;
    const sunk = act(l1, { type: 'battle', unit: idAt(l1, 6, 12), target: hex(8, 12) }, ['grenade', 'flag', 'flag']);
    expect(sunk.events).toContainEqual(expect.objectContaining({ type: 'eliminated', medals: 1, to: 'axis' }));
  });

  it('[FAQ §IV Destroyers, l.2541 "May ignore 1 flag, takes hit if cannot retreat"] a ship may ignore one flag; a flag it cannot retreat from costs a figure', () => {
    const s = start(mini({ hexes: sea([D(8, 12), X(0, 12)]) }));
    // On the home row the Allies' ship has nowhere to retreat to.
    const one = retreatOptions(s, hex(8, 12), 1);
    expect(one).toContainEqual({ to: hex(8, 12), ignore: true, steps: 0, losses: 0 });
    expect(one).toContainEqual({ to: hex(8, 12), ignore: false, steps: 0, losses: 1 });
    const two = retreatOptions(s, hex(8, 12), 2);
    expect(two).toContainEqual({ to: hex(8, 12), ignore: true, steps: 0, losses: 1 });
  });

  it('[FAQ §IV Destroyers l.2541; decision C192] a ship retreats toward its edge on sea hexes only, never onto land', () => {
    // The Axis ship retreats upward: (7,13) -> (6,12)/(6,14) are land, so it cannot move; at (8,14) it can reach (7,13)/(7,15).
    const hexes = sea([X(8, 14, 'destroyer'), A(2, 2, 'infantry')]);
    const s = start(mini({ hexes }));
    const opts = retreatOptions(s, hex(8, 14), 1).filter((o) => !o.ignore);
    expect(opts.map((o) => hexKey(o.to)).sort()).toEqual(['7,13', '7,15']);
    const two = retreatOptions(s, hex(8, 14), 2).filter((o) => !o.ignore);
    expect(two.every((o) => o.losses === 1)).toBe(true);
  });

  it('[FAQ §IV Destroyers, l.2542-2545 cross-hair; Big Guns Q l.2262-2268] a hit zeroes a destroyer in: +1 die on that unit until it moves', () => {
    const hexes = sea([D(8, 12), X(2, 12), A(4, 20, 'infantry')]);
    let s = orderedAt(mini({ hexes }), [[8, 12]]);
    s = act(s, { type: 'endMoves' }).state;
    const ship = idAt(s, 8, 12);
    const target = idAt(s, 2, 12);
    expect(battleDice(s, hex(8, 12), hex(2, 12))).toBe(1);
    const r = act(s, { type: 'battle', unit: ship, target: hex(2, 12) }, ['grenade']);
    expect(r.events).toContainEqual({ type: 'zeroedIn', unit: target, gun: ship });
    expect(r.state.zeroed).toEqual([{ unit: target, gun: ship }]);
    // Next time: 1 + 1 dice. A miss places nothing.
    expect(battleDice(r.state, hex(8, 12), hex(2, 12))).toBe(2);
    const miss = act(s, { type: 'battle', unit: ship, target: hex(2, 12) }, ['flag']);
    // A flag moves it: no cross-hair either way.
    expect(miss.state.zeroed).toBeUndefined();
  });

  it('[FAQ §IV Destroyers, Q l.2561-2563] the cross-hairs return when the only destroyer moves; with two destroyers they stay until the target moves', () => {
    // Destroyers share the Big Guns' markers (GameState.zeroed, troops/guns.ts).
    const zeroed = (s: GameState, by: number): GameState => ({ ...s, zeroed: s.units.filter((u) => u.side === 'axis').map((u) => ({ unit: u.id, gun: by })) });
    const lone = sea([D(8, 12), X(2, 12), A(4, 20, 'infantry')]);
    let s = orderedAt(mini({ hexes: lone }), [[8, 12]]);
    s = zeroed(s, idAt(s, 8, 12));
    s = act(s, { type: 'move', unit: idAt(s, 8, 12), to: hex(8, 14) }).state;
    expect(s.zeroed).toBeUndefined();
    const pair = sea([D(8, 12), D(8, 20), X(2, 12), A(4, 20, 'infantry')]);
    let t = orderedAt(mini({ hexes: pair }), [[8, 12]]);
    t = zeroed(t, idAt(t, 8, 12));
    t = act(t, { type: 'move', unit: idAt(t, 8, 12), to: hex(8, 14) }).state;
    expect(t.zeroed).toEqual([{ unit: idAt(t, 2, 12), gun: idAt(t, 8, 14) }]);
    // The other destroyer shares the marker (Big Guns Q l.2262).
    expect(battleDice(t, hex(8, 20), hex(2, 12))).toBe(2);
  });

  it('[FAQ §IV Destroyers Q l.2549-2551, Aircraft Carriers Q l.2526-2528] Artillery Bombard does not order a destroyer while artillery is on the board; Firefight does; Medics & Mechanics never repair a ship', () => {
    const hexes = sea([D(8, 12), A(4, 4, 'artillery'), X(2, 12)]);
    const s0 = start(mini({ hexes }), { allies: ['artillery-bombard'], axis: ['recon-centre'] });
    const s1 = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
    expect(orderedKinds(s1)).toEqual(['artillery']);
    const f0 = start(mini({ hexes }), { allies: ['firefight'], axis: ['recon-centre'] });
    const f1 = act(f0, { type: 'play', card: f0.cards.hands.allies[0]! }).state;
    expect(orderedKinds(f1)).toContain('destroyer');
    const full = start(mini({ hexes: sea([D(8, 12), X(2, 12), A(4, 4, 'infantry')]) }), { allies: ['medics-mechanics'], axis: ['recon-centre'] });
    // Both hurt: the ship down to 1 damage point, the infantry to 2 figures. Only the infantry may be picked.
    const m0 = { ...full, units: full.units.map((u) => (u.side === 'allies' ? { ...u, figures: u.kind === 'destroyer' ? 1 : 2 } : u)) };
    const ordered = act(m0, { type: 'play', card: m0.cards.hands.allies[0]! }, ['flag', 'flag']).events.filter((e) => e.type === 'ordered');
    expect(ordered.map((e) => (e.type === 'ordered' ? m0.units[e.unit]!.kind : ''))).toEqual(['infantry']);
  });

  it('[FAQ §IV Aircraft Carriers, l.2516-2520; decision C194] a carrier sails like a destroyer but never battles; three grenades sink it', () => {
    const hexes = sea([A(8, 12, 'carrier'), X(6, 12, 'artillery')]);
    let s = orderedAt(mini({ hexes }), [[8, 12]]);
    expect(movesAt(s, 8, 12)).toContain('8,16');
    s = act(s, { type: 'endMoves' }).state;
    expect(battles(s, idAt(s, 8, 12))).toEqual([]);
    const sc = mini({ hexes });
    expect(validateScenario(sc).ok).toBe(true);
  });

  it('[FAQ §IV Destroyers "Move 0-2 Ocean hexes and battle"; decision C191] a destroyer close-assaulted from the shore may answer with an Ambush, at its 3 close dice', () => {
    const hexes = sea([D(7, 13)], [X(6, 14), A(2, 2, 'infantry')]);
    const s0 = start(mini({ hexes, first: 'axis' }), { axis: ['direct-from-hq'], allies: ['ambush'] });
    let s = act(s0, { type: 'play', card: s0.cards.hands.axis[0]! }).state;
    if (s.turn.stage === 'order') s = acts(s, [{ type: 'order', unit: idAt(s0, 6, 14) }, { type: 'endOrders' }]).state;
    s = act(s, { type: 'endMoves' }).state;
    s = act(s, { type: 'battle', unit: idAt(s, 6, 14), target: hex(7, 13) }).state;
    const r = act(s, { type: 'ambush' });
    const roll = r.events.find((e) => e.type === 'roll');
    expect(roll?.type === 'roll' ? roll.faces.length : 0).toBe(3);
  });

  it('[scenario format; FAQ §IV Destroyers "Move 0-2 Ocean hexes"] a ship must start on an ocean hex', () => {
    const bad = mini({ hexes: [A(4, 12, 'destroyer'), X(0, 12)] });
    const r = validateScenario(bad);
    expect(r.ok).toBe(false);
    const g = newGame(mini({ hexes: sea([D(8, 12), X(0, 12)]) }), { seed: 1 });
    // Nothing of the ships' state appears before a hit.
    expect(g.units.every((u) => !('zeroedBy' in u))).toBe(true);
  });
});
