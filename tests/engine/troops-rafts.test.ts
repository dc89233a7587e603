/**
 * Collapsible Rafts & Boats (src/engine/troops/rafts.ts): FAQ 003_f06c3a1d5921cf5a.txt §III card 5 (l.1783-1799), Q
 * l.1801-1811. Decisions C291-C293 of docs/rules-decisions.md.
 */
import { describe, expect, it } from 'vitest';
import { battleDice, hexKey, legalActions, legalMoves, newGame, retreatOptions } from '../../src/engine';
import type { GameState } from '../../src/engine';
import type { ScenarioHex } from '../../src/scenario/types';
import { canRaft } from '../../src/engine/troops/rafts';
import { newFileProblems, validateScenario } from '../../src/scenario/validate';
import { act, corridor, hex, idAt, mini, start } from './helpers';

const BOAT = (row: number, col: number, more: Partial<ScenarioHex> = {}): ScenarioHex => ({ row, col, ...more, unit: { side: 'allies', kind: 'infantry', raft: true } });

/** The Allies play Direct from HQ; the unit on (6,12) is ordered. */
function ordered(hexes: ScenarioHex[], place?: [number, number]): GameState {
  const s1 = start(mini({ hexes }), { allies: ['direct-from-hq'], axis: ['direct-from-hq'] });
  // Tests may build states: the boat unit set afloat on a river hex.
  const s0: GameState = place ? { ...s1, units: s1.units.map((u) => (u.raft ? { ...u, row: place[0], col: place[1] } : u)) } : s1;
  let s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
  if (s.turn.stage === 'order') s = act(s, { type: 'order', unit: s.units.find((u) => u.side === 'allies')!.id }).state;
  if (s.turn.stage === 'order') s = act(s, { type: 'endOrders' }).state;
  return s;
}
const keys = (hs: { row: number; col: number }[]) => hs.map((h) => hexKey(h)).sort();

describe('Collapsible Rafts & Boats', () => {
  it('[FAQ §III Collapsible Rafts & Boats, l.1796] a unit with a boat may move onto a river hex and must stop there; without one it may not', () => {
    const s = ordered(corridor(BOAT(6, 12), { row: 0, col: 0, unit: { side: 'axis', kind: 'infantry' } }));
    const id = idAt(s, 6, 12);
    const moves = keys(legalMoves(s, id));
    expect(moves).toEqual(expect.arrayContaining(['5,11', '5,13', '7,11', '7,13']));
    // Afloat after launching: no further move this turn.
    const t = act(s, { type: 'move', unit: id, to: hex(5, 13) }).state;
    expect(t.units[id]!.raft).toBe(true);
    expect(legalMoves(t, id)).toEqual([]);
    const none = ordered(corridor({ row: 6, col: 12, unit: { side: 'allies', kind: 'infantry', raft: false } }, { row: 0, col: 0, unit: { side: 'axis', kind: 'infantry' } }));
    expect(keys(legalMoves(none, idAt(none, 6, 12))).filter((k) => k.startsWith('5,') || k.startsWith('7,'))).toEqual([]);
  });

  it('[FAQ §III Rafts & Boats Q, l.1801-1803, l.1809-1811] afloat it moves 1 hex: along the river or ashore, never onto a bridge; ashore the boat is gone', () => {
    const hexes = corridor(BOAT(6, 12), { row: 5, col: 15, terrain: 'river', bridge: true }, { row: 0, col: 0, unit: { side: 'axis', kind: 'infantry' } });
    const s = ordered(hexes, [5, 13]);
    const id = s.units.find((u) => u.raft)!.id;
    const moves = keys(legalMoves(s, id));
    expect(moves).toEqual(keys([hex(4, 12), hex(4, 14), hex(5, 11), hex(6, 12), hex(6, 14)]));
    expect(moves).not.toContain('5,15');
    const r = act(s, { type: 'move', unit: id, to: hex(4, 14) });
    expect(r.state.units[id]!.raft).toBeUndefined();
    expect(r.events.some((e) => e.type === 'raftLeft' && e.unit === id)).toBe(true);
  });

  it('[FAQ §III Rafts & Boats Q, l.1801-1803; decision C291] nor does it Take Ground from the boat onto a bridge (found by the 200-game soak, seed 4000169)', () => {
    const hexes = corridor(BOAT(6, 12), { row: 5, col: 15, terrain: 'river', bridge: true, unit: { side: 'axis', kind: 'infantry', figures: 1 } }, { row: 0, col: 0, unit: { side: 'axis', kind: 'infantry' } });
    let s = ordered(hexes, [5, 13]);
    const id = s.units.find((u) => u.raft)!.id;
    if (s.turn.stage === 'move') s = act(s, { type: 'endMoves' }).state;
    const r = act(s, { type: 'battle', unit: id, target: hex(5, 15) }, ['grenade', 'grenade', 'grenade']);
    expect(r.state.units.find((u) => u.side === 'axis' && u.col === 15)).toBeUndefined();
    expect(legalActions(r.state).some((a) => a.type === 'takeGround')).toBe(false);
    expect(r.state.units[id]).toMatchObject({ row: 5, col: 13, raft: true });
  });

  it('[FAQ §III Collapsible Rafts & Boats, l.1797] afloat the unit battles at -1 die', () => {
    const hexes = corridor(BOAT(6, 12), { row: 4, col: 14, unit: { side: 'axis', kind: 'infantry' } });
    const s = ordered(hexes, [5, 13]);
    expect(battleDice(s, hex(5, 13), hex(4, 14))).toBe(2);
    const dry = ordered(corridor(BOAT(6, 12), { row: 5, col: 13, terrain: 'countryside', unit: { side: 'axis', kind: 'infantry' } }));
    expect(battleDice(dry, hex(6, 12), hex(5, 13))).toBe(3);
  });

  it('[FAQ §III Rafts & Boats, l.1798; Q l.1805-1807] afloat it does not retreat: one figure lost per flag', () => {
    const s0 = start(mini({ hexes: corridor(BOAT(6, 12), { row: 4, col: 14, unit: { side: 'axis', kind: 'infantry' } }) }));
    const s: GameState = { ...s0, units: s0.units.map((u) => (u.raft ? { ...u, row: 5, col: 13 } : u)) };
    expect(retreatOptions(s, hex(5, 13), 2)).toEqual([{ to: hex(5, 13), ignore: false, steps: 0, losses: 2 }]);
  });

  it('[FAQ §III Rafts & Boats: "Available to Infantry only"] the format refuses a boat on armor; a battle without boats has no raft field', () => {
    expect(validateScenario(mini({ hexes: [BOAT(6, 12), { row: 0, col: 0, unit: { side: 'axis', kind: 'infantry' } }] })).ok).toBe(true);
    expect(validateScenario(mini({ hexes: [{ row: 6, col: 12, unit: { side: 'allies', kind: 'armor', raft: true } }, { row: 0, col: 0, unit: { side: 'axis', kind: 'infantry' } }] })).ok).toBe(false);
    expect(JSON.stringify(newGame(mini({ hexes: [{ row: 6, col: 12, unit: { side: 'allies', kind: 'infantry' } }, { row: 0, col: 0, unit: { side: 'axis', kind: 'infantry' } }] }), { seed: 1 }))).not.toContain('raft');
  });

  it('[Equipment Pack, Jeep Willys l.482 "may not be transported by Collapsible Rafts or Boats"; rules-decisions C425] no boat for a patrol car, infantry in all else', () => {
    const axis = { row: 0, col: 0, unit: { side: 'axis' as const, kind: 'infantry' as const } };
    const sc = mini({ hexes: [{ row: 6, col: 12, unit: { side: 'allies', kind: 'patrol-car', raft: true } }, axis] });
    // Refused in a file being imported; a saved game or a kept import that holds one still opens (saves are forever).
    expect(newFileProblems(sc).map((p) => p.message)).toEqual(['the patrol-car on (6,12) cannot have a folding boat: no boat carries a vehicle']);
    expect(validateScenario(sc).ok).toBe(true);
    expect([canRaft('patrol-car'), canRaft('infantry'), canRaft('half-track'), canRaft('supply-truck')]).toEqual([false, true, false, false]);
    // A Heroic Leader may still join it (l.483).
    expect(validateScenario(mini({ hexes: [{ row: 6, col: 12, unit: { side: 'allies', kind: 'patrol-car', heroicLeader: true } }, axis] })).ok).toBe(true);
  });
});
