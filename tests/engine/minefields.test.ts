/**
 * Minefields (content issue, scope 2): hidden values and decoys, seeded; the state's hidden part and player views.
 * Sources: FAQ 003_f06c3a1d5921cf5a.txt §II Minefields l.1064-1110 (set-up, "Enemy unit: Minefield is revealed; roll
 * dice equal to Minefield value; unit's symbol and grenade score hits", decoys removed, "Retreat through or onto a
 * minefield does not trigger it", Q1 "Mines, like Wire, do not allow units to move any further"); decisions C7-C8.
 */
import { describe, expect, it } from 'vitest';
import { hexKey, legalMoves, newGame, playerView } from '../../src/engine';
import type { GameState, Hex, Side, UnitKind } from '../../src/engine';
import { MINE_COUNTERS } from '../../src/engine/mines';
import type { ScenarioHex } from '../../src/scenario/types';
import { validateScenario } from '../../src/scenario/validate';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import { act, hex, idAt, mini, start } from './helpers';

const U = (row: number, col: number, side: Side, kind: UnitKind = 'infantry', figures?: number): ScenarioHex => ({
  row,
  col,
  unit: { side, kind, ...(figures ? { figures } : {}) },
});
const M = (row: number, col: number, side: Side): ScenarioHex => ({ row, col, minefield: side });
/** Hex index key of (row, col) on the standard board. */
const k = (row: number, col: number): string => String(row * 25 + col);

/** Allies play Direct from HQ; the mine at (5,13) laid by `layer` has value `value` (set in the plain JSON state). */
function ordered(hexes: ScenarioHex[], value?: number): GameState {
  const s0 = start(mini({ hexes }), { allies: ['direct-from-hq'], axis: ['recon-centre'] });
  const s = value === undefined ? s0 : ({ ...s0, hidden: { mines: { ...s0.hidden!.mines, [k(5, 13)]: value } } } as GameState);
  return act(s, { type: 'play', card: s.cards.hands.allies[0]! }).state;
}
const keys = (hs: Hex[]): string[] => hs.map(hexKey).sort();

describe('20. Expansion terrain: minefields', () => {
  it('[FAQ §II Minefields Q1, l.1100] a unit entering a minefield stops there, friend or foe', () => {
    // Row 6 is a corridor (rows 5 and 7 river): an enemy minefield east of the armor, its own side's to the west.
    const walls: ScenarioHex[] = [5, 7].flatMap((row) => Array.from({ length: 12 }, (_, i) => ({ row, col: 1 + 2 * i, terrain: 'river' as const })));
    const s = ordered([...walls, U(6, 12, 'allies', 'armor'), { row: 6, col: 16, minefield: 'axis' }, { row: 6, col: 8, minefield: 'allies' }, U(0, 0, 'axis')]);
    expect(keys(legalMoves(s, idAt(s, 6, 12)))).toEqual(['6,10', '6,14', '6,16', '6,8'].sort());
  });

  it('[FAQ §II Minefields, l.1075] an enemy unit entering reveals the mine; it rolls its value: symbol and grenade hit, flags ignored', () => {
    const s = ordered([U(6, 12, 'allies'), M(5, 13, 'axis'), U(0, 0, 'axis')], 3);
    const r = act(s, { type: 'move', unit: idAt(s, 6, 12), to: hex(5, 13) }, ['infantry', 'flag', 'grenade']);
    expect(r.events.filter((e) => e.type === 'mine')).toEqual([{ type: 'mine', unit: idAt(s, 6, 12), at: hex(5, 13), value: 3 }]);
    expect(r.events.find((e) => e.type === 'hits')).toEqual({ type: 'hits', unit: idAt(s, 6, 12), hits: 2, flags: 0 });
    expect(r.state.units[idAt(s, 6, 12)]!.figures).toBe(2);
    // Face up now, for every player, and gone from the hidden part.
    expect(r.state.mines?.[k(5, 13)]).toEqual({ owner: 'axis', revealed: 3 });
    expect(r.state.hidden?.mines?.[k(5, 13)]).toBeUndefined();
  });

  it('[FAQ §II Minefields, l.1080] a decoy (0) is revealed and removed, with no roll', () => {
    const s = ordered([U(6, 12, 'allies'), M(5, 13, 'axis'), U(0, 0, 'axis')], 0);
    const r = act(s, { type: 'move', unit: idAt(s, 6, 12), to: hex(5, 13) });
    expect(r.events.some((e) => e.type === 'roll')).toBe(false);
    expect(r.state.mines?.[k(5, 13)]).toBeUndefined();
    expect(r.state.units[idAt(s, 6, 12)]!.figures).toBe(4);
  });

  it('[FAQ §II Minefields, l.1072] a friendly unit entering its own side\'s minefield reveals nothing', () => {
    const s = ordered([U(6, 12, 'allies'), M(5, 13, 'allies'), U(0, 0, 'axis')]);
    const r = act(s, { type: 'move', unit: idAt(s, 6, 12), to: hex(5, 13) });
    expect(r.events.some((e) => e.type === 'mine')).toBe(false);
    expect(r.state.mines?.[k(5, 13)]).toEqual({ owner: 'allies' });
  });

  it('[FAQ §II Minefields, l.1086] a revealed mine strikes the next enemy unit that enters; a unit it wipes out gives its medal to the side that laid it', () => {
    const s = ordered([U(6, 12, 'allies', 'infantry', 1), M(5, 13, 'axis'), U(0, 0, 'axis')], 2);
    const r = act(s, { type: 'move', unit: idAt(s, 6, 12), to: hex(5, 13) }, ['grenade', 'star']);
    expect(r.events.find((e) => e.type === 'eliminated')).toMatchObject({ to: 'axis', medals: 1 });
    expect(r.state.medalsWon.axis).toBe(1);
    expect(r.state.mines?.[k(5, 13)]).toEqual({ owner: 'axis', revealed: 2 });
  });

  it('[FAQ §II Minefields, l.1090] a retreat onto a minefield does not trigger it', () => {
    // Axis infantry at (4,12) retreats toward the top edge onto the Allied minefield at (3,11).
    const s = start(mini({ hexes: [U(4, 12, 'axis'), M(3, 11, 'allies'), { row: 3, col: 13, terrain: 'river' }, U(5, 13, 'allies')] }), {
      allies: ['direct-from-hq'],
      axis: ['recon-centre'],
    });
    const played = act(s, { type: 'play', card: s.cards.hands.allies[0]! }).state;
    // Its only retreat hex: the retreat is made at once, in the battle's action.
    const r = act(act(played, { type: 'endMoves' }).state, { type: 'battle', unit: idAt(played, 5, 13), target: hex(4, 12) }, ['flag', 'star', 'star']);
    expect(r.events.find((e) => e.type === 'retreated')).toMatchObject({ to: hex(3, 11) });
    expect(r.events.some((e) => e.type === 'mine')).toBe(false);
    expect(r.state.mines?.[k(3, 11)]).toEqual({ owner: 'allies' });
  });

  it('[content issue §1: hidden state; FAQ §II Minefields, l.1068] the values are hidden: each side sees only its own', () => {
    const s = ordered([U(6, 12, 'allies'), M(5, 13, 'axis'), M(3, 13, 'allies'), U(0, 0, 'axis')]);
    const axisView = playerView(s, 'axis');
    const alliesView = playerView(s, 'allies');
    expect(Object.keys(axisView.hidden?.mines ?? {})).toEqual([k(5, 13)]);
    expect(Object.keys(alliesView.hidden?.mines ?? {})).toEqual([k(3, 13)]);
    // Both see where the minefields are.
    expect(Object.keys(axisView.mines ?? {}).sort()).toEqual([k(3, 13), k(5, 13)].sort());
    expect(JSON.stringify(alliesView)).not.toContain(`"${k(5, 13)}":${s.hidden!.mines![k(5, 13)]}`);
  });

  it('[decision C7] values are drawn from the side\'s counters by the seed: the same seed lays the same mines', () => {
    const hexes = [U(8, 0, 'allies'), U(0, 0, 'axis'), ...[1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23].map((col) => M(3, col, 'axis'))];
    const sc = mini({ hexes });
    const a = newGame(sc, { seed: 7 });
    expect(newGame(sc, { seed: 7 }).hidden).toEqual(a.hidden);
    // Twelve minefields of one side use its twelve counters exactly once each.
    expect(Object.values(a.hidden!.mines!).sort()).toEqual([...MINE_COUNTERS].sort());
    const seeds = new Set([1, 2, 3, 4, 5].map((seed) => JSON.stringify(newGame(sc, { seed }).hidden)));
    expect(seeds.size).toBeGreaterThan(1);
  });

  it('[content issue: saves forever] a battle without minefields has no minefield or hidden part in its state', () => {
    const s = newGame(getBuiltinScenario('sword-beach')!, { seed: 1 });
    expect('mines' in s || 'hidden' in s).toBe(false);
  });

  it('[scenario format] a minefield names the side that laid it', () => {
    const bad = { ...mini({ hexes: [U(8, 0, 'allies'), U(0, 0, 'axis'), { row: 3, col: 3, minefield: 'germany' as Side }] }) };
    const r = validateScenario(bad);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problems.map((p) => p.message).join(' ')).toContain('unknown minefield side "germany"');
  });
});
