/**
 * Hobart's other Funnies: the Fascine, the Bobbin and the Assault Bridge (src/engine/troops/funnies3.ts). Equipment
 * Pack 002_07e461a9f2ec49d7.txt Hobart's Funnies l.200-218; FAQ 003_f06c3a1d5921cf5a.txt §IV Hobart's Funnies
 * l.2837-2839, l.2855-2865. Decisions C350-C359 of docs/rules-decisions.md.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, battleDice, legalActions } from '../../src/engine';
import type { GameState } from '../../src/engine';
import { UNIT_KINDS } from '../../src/engine/units';
import { A, T, X, act, battleStep, canBattle, corridor, hex, idAt, movesAt, ordered, type HexExtra } from './helpers';

describe("Hobart's Funnies: the Fascine (Equipment Pack; FAQ §IV Hobart's Funnies)", () => {
  it("[Equipment Pack Hobart's Funnies l.196 \"move and battle like normal Tank units\"] a tank unit in every way, 3 figures (4 on elite armor: C261)", () => {
    const d = UNIT_KINDS.fascine;
    expect([d.symbol, d.figures, d.maxFigures, d.move, d.overrun, d.funnyGround]).toEqual(['armor', 3, 4, 3, true, 'fascine']);
    expect(UNIT_KINDS.armor.funnyGround).toBeUndefined();
  });

  it("[Equipment Pack Hobart's Funnies, Fascine l.218 \"ignore the movement restrictions of all Fords and Trenches\"] a ford or a trench does not stop it; a plain tank stops there", () => {
    for (const ground of ['ford', 'trenches', 'fordable-stream'] as const) {
      const s = ordered(corridor(A(6, 2, 'fascine'), T(6, 4, ground), A(6, 14, 'armor'), T(6, 16, ground), X(0, 0)));
      expect(movesAt(s, 6, 2), ground).toEqual(['6,0', '6,4', '6,6', '6,8']);
      expect(movesAt(s, 6, 14), ground).toEqual(['6,10', '6,12', '6,16', '6,8']);
    }
  });

  it("[Equipment Pack Hobart's Funnies, Fascine l.218 \"treating them as countryside hexes for movement and battle\"] it battles out of a ford with all its dice (a plain tank: 1 fewer)", () => {
    const s = battleStep(ordered([A(6, 12, 'fascine', { terrain: 'ford' }), A(6, 16, 'armor', { terrain: 'ford' }), X(5, 13), X(5, 17)]));
    expect(battleDice(s, hex(6, 12), hex(5, 13))).toBe(3);
    expect(battleDice(s, hex(6, 16), hex(5, 17))).toBe(2);
  });

  it("[FAQ §IV Hobart's Funnies l.2839 \"Fascine - ... may battle from Trenches\"] it battles from a trench after driving into it", () => {
    const s0 = ordered([A(7, 11, 'fascine'), T(6, 12, 'trenches'), X(5, 13)]);
    const s = battleStep(act(s0, { type: 'move', unit: idAt(s0, 7, 11), to: hex(6, 12) }).state);
    expect(canBattle(s, 6, 12)).toBe(true);
    expect(battleDice(s, hex(6, 12), hex(5, 13))).toBe(3);
  });

  it("[Equipment Pack Hobart's Funnies, Fascine l.218 \"countryside hexes for ... battle\"] on a trench it has a countryside hex's cover (none); a unit in a trench keeps the trench's cover against it", () => {
    // The Axis infantry attacks: the Fascine on a trench is on open ground to it (3 dice), a plain tank on a trench -1.
    const s = battleStep(ordered([A(6, 12, 'fascine', { terrain: 'trenches' }), A(6, 14, 'armor', { terrain: 'trenches' }), X(5, 13, 'infantry', { terrain: 'trenches' }), X(0, 0)]));
    expect(battleDice(s, hex(5, 13), hex(6, 12))).toBe(3);
    expect(battleDice(s, hex(5, 13), hex(6, 14))).toBe(2);
    // The Fascine's own battle into the trench: the infantry there keeps its -1.
    expect(battleDice(s, hex(6, 12), hex(5, 13))).toBe(2);
  });
});

describe("Hobart's Funnies: the Bobbin (Equipment Pack; FAQ §IV Hobart's Funnies)", () => {
  const wire = (row: number, col: number) => ({ row, col, obstacle: 'wire' as const });

  it("[Equipment Pack Hobart's Funnies l.196 \"move and battle like normal Tank units\"] a tank unit in every way, 3 figures (4 on elite armor: C261)", () => {
    const d = UNIT_KINDS.bobbin;
    expect([d.symbol, d.figures, d.maxFigures, d.move, d.overrun, d.funnyGround]).toEqual(['armor', 3, 4, 3, true, 'bobbin']);
  });

  it("[Equipment Pack Hobart's Funnies, Bobbin l.210 \"ignore the movement restrictions of all Beach, Marsh\"] a beach does not cap its move at 2, a marsh neither stops it nor holds it to 1 hex on leaving; a plain tank is held", () => {
    const beach = ordered(corridor(A(6, 2, 'bobbin', { terrain: 'beach' }), T(6, 4, 'beach'), T(6, 6, 'beach'), T(6, 8, 'beach'), A(6, 16, 'armor', { terrain: 'beach' }), T(6, 18, 'beach'), T(6, 20, 'beach'), T(6, 22, 'beach'), X(0, 0)));
    expect(movesAt(beach, 6, 2)).toEqual(['6,0', '6,4', '6,6', '6,8']);
    expect(movesAt(beach, 6, 16)).toEqual(['6,10', '6,12', '6,14', '6,18', '6,20']);
    const marsh = ordered(corridor(A(6, 2, 'bobbin', { terrain: 'marsh' }), T(6, 6, 'marsh'), A(6, 16, 'armor', { terrain: 'marsh' }), X(0, 0)));
    expect(movesAt(marsh, 6, 2)).toEqual(['6,0', '6,4', '6,6', '6,8']);
    expect(movesAt(marsh, 6, 16)).toEqual(['6,14', '6,18']);
  });

  it("[Equipment Pack Hobart's Funnies, Bobbin l.210 \"Treat this terrain as a countryside hex for movement and battle\"] it battles after driving into a marsh (a plain tank may not)", () => {
    const s0 = ordered([A(7, 11, 'bobbin'), T(6, 12, 'marsh'), A(7, 15, 'armor'), T(6, 16, 'marsh'), X(5, 13), X(5, 17)]);
    let s = act(s0, { type: 'move', unit: idAt(s0, 7, 11), to: hex(6, 12) }).state;
    s = battleStep(act(s, { type: 'move', unit: idAt(s, 7, 15), to: hex(6, 16) }).state);
    expect(canBattle(s, 6, 12)).toBe(true);
    expect(canBattle(s, 6, 16)).toBe(false);
  });

  it("[Equipment Pack Hobart's Funnies, Bobbin l.210 \"Wire is removed when moving onto or through the hex\"] wire does not stop it, and every wire hex it crosses or ends on is removed; a plain tank stops on the first", () => {
    const s = ordered(corridor(A(6, 2, 'bobbin'), wire(6, 4), wire(6, 6), wire(6, 8), A(6, 16, 'armor'), wire(6, 14), X(0, 0)));
    expect(movesAt(s, 6, 2)).toEqual(['6,0', '6,4', '6,6', '6,8']);
    expect(movesAt(s, 6, 16)).toEqual(['6,14', '6,18', '6,20', '6,22']);
    const id = idAt(s, 6, 2);
    const r = act(s, { type: 'move', unit: id, to: hex(6, 8) });
    expect(r.events.filter((e) => e.type === 'wireRemoved')).toEqual([
      { type: 'wireRemoved', unit: id, at: hex(6, 4) },
      { type: 'wireRemoved', unit: id, at: hex(6, 6) },
      { type: 'wireRemoved', unit: id, at: hex(6, 8) },
    ]);
    expect(Object.values(r.state.obstacles)).toEqual(['wire']);
    // The wire left behind it is the plain tank's (6,14); the Bobbin was not stopped.
    expect(r.state.turn.units[id]!.stopped).toBe(false);
  });
});

describe("Hobart's Funnies: the Assault Bridge (Equipment Pack; FAQ §IV Hobart's Funnies)", () => {
  const bridges = (s: GameState) => legalActions(s).flatMap((a) => (a.type === 'assaultBridge' ? [`${a.target.row},${a.target.col}${a.onto ? ' onto' : ''}`] : []));
  /** A bridge layer on (7,5), river hexes (6,10) and (6,12) by (7,11), 3 hexes east; `extra` on (7,11). */
  const ground = (extra: HexExtra = {}) => ordered([A(7, 5, 'bridge-layer'), T(6, 10, 'river'), T(6, 12, 'river'), { row: 7, col: 11, ...extra }, X(0, 0)]);
  const drive = (s: GameState) => battleStep(act(s, { type: 'move', unit: idAt(s, 7, 5), to: hex(7, 11) }).state);

  it("[Equipment Pack Hobart's Funnies l.196 \"move and battle like normal Tank units\"] a tank unit in every way, 3 figures (4 on elite armor: C261); Unit.bridged absent until used", () => {
    const d = UNIT_KINDS['bridge-layer'];
    expect([d.symbol, d.figures, d.maxFigures, d.move, d.overrun, d.bridgeLayer]).toEqual(['armor', 3, 4, 3, true, true]);
    expect(UNIT_KINDS.armor.bridgeLayer).toBeUndefined();
    expect('bridged' in ground().units[0]!).toBe(false);
  });

  it("[FAQ §IV Hobart's Funnies l.2857 \"may move up to three hexes ... it may place its Assault Bridge on an adjacent River hex. After placing its Assault Bridge the tank unit may move onto the Bridge\"] after a 3-hex move it lays the bridge instead of battling and drives onto it (4 hexes in all)", () => {
    const s = drive(ground());
    expect(bridges(s)).toEqual(['6,10', '6,10 onto', '6,12', '6,12 onto']);
    const id = idAt(s, 7, 11);
    const r = act(s, { type: 'assaultBridge', unit: id, target: hex(6, 12), onto: true });
    expect(r.events.map((e) => e.type)).toEqual(expect.arrayContaining(['bridgeLaid', 'moved']));
    expect(r.events.find((e) => e.type === 'bridgeLaid')).toEqual({ type: 'bridgeLaid', unit: id, at: hex(6, 12) });
    const u = r.state.units[id]!;
    expect([u.row, u.col, u.bridged]).toEqual([6, 12, true]);
    expect(r.state.board.cells[6 * 25 + 12]!.bridge).toBe(true);
    // The game's own board copy: the state it came from keeps its river.
    expect(s.board.cells[6 * 25 + 12]!.bridge).toBeUndefined();
    // In lieu of battling: its battle is spent.
    expect(legalActions(r.state).some((a) => (a.type === 'battle' || a.type === 'assaultBridge') && a.unit === id)).toBe(false);
  });

  it("[Equipment Pack Hobart's Funnies l.200 \"may only be used one time\"] a bridge layer that has laid its bridge lays no other", () => {
    const s = drive(ground());
    const used = { ...s, units: s.units.map((u) => (u.kind === 'bridge-layer' ? { ...u, bridged: true as const } : u)) };
    expect(bridges(used)).toEqual([]);
    const r = applyAction(used, { type: 'assaultBridge', unit: idAt(s, 7, 11), target: hex(6, 12), onto: false });
    expect(r.ok ? null : r.error.message).toContain('already placed its bridge');
  });

  it("[FAQ §IV Hobart's Funnies l.2861 \"because both of those hexes prevent further movement, you may not move your Armor onto the Bridge\"] stopped by wire, it lays the bridge but stays", () => {
    const s = drive(ground({ obstacle: 'wire' }));
    expect(bridges(s)).toEqual(['6,10', '6,12']);
    const r = applyAction(s, { type: 'assaultBridge', unit: idAt(s, 7, 11), target: hex(6, 12), onto: true });
    expect(r.ok ? null : r.error.code).toBe('not-allowed');
  });

  it("[FAQ §IV Hobart's Funnies l.2865 \"When an Assault Bridge unit moves into terrain that prevents battling ... it may not place a Bridge\"] after driving into a forest it lays none", () => {
    expect(bridges(drive(ground({ terrain: 'forest' })))).toEqual([]);
  });
});
