/**
 * Battle-wide actions and rules of FAQ 003_f06c3a1d5921cf5a.txt §III, and the per-unit rules the `.m44` files carry
 * (helper "actions"): North African Desert Rules, Capture HQ/Supply Tent, Oasis and Hospital Recovery, units that move
 * at most 2 hexes or ignore one flag. Decisions C70-C79 of docs/rules-decisions.md.
 */
import { describe, expect, it } from 'vitest';
import { hexKey, legalActions, legalMoves } from '../../src/engine';
import type { GameState, Side, UnitKind } from '../../src/engine';
import type { Scenario, ScenarioHex, ScenarioUnit } from '../../src/scenario/types';
import { act, hex, idAt, mini, start } from './helpers';

const U = (row: number, col: number, side: Side, kind: UnitKind = 'infantry', more: Partial<ScenarioUnit> = {}): ScenarioHex => ({ row, col, unit: { side, kind, ...more } });
const farthest = (s: GameState, row: number, col: number): number =>
  Math.max(...legalMoves(s, idAt(s, row, col)).map((h) => Math.max(Math.abs(h.row - row), (Math.abs(h.col - col) + Math.abs(h.row - row)) / 2)));

describe('per-unit rules of the .m44 files', () => {
  it('[rules-decisions C73; 8044 Rzhev ARMOR_MOVE_TWO] a unit with maxMove 2 moves at most 2 hexes, under any card; other armor keeps its 3', () => {
    const sc: Scenario = mini({ hexes: [U(6, 8, 'allies', 'armor', { maxMove: 2 }), U(6, 16, 'allies', 'armor'), U(0, 0, 'axis')] });
    const s0 = start(sc, { allies: ['direct-from-hq'], axis: ['direct-from-hq'] });
    expect(s0.units[0]!.maxMove).toBe(2);
    expect(s0.units[1]!.maxMove).toBeUndefined();
    const s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
    expect(farthest(s, 6, 8)).toBe(2);
    expect(farthest(s, 6, 16)).toBe(3);
  });

  it('[rules-decisions C74; 4085 CAN_IGNORE_ONE_FLAG] a unit with ignoreOneFlag may ignore one flag of an attack on open ground; one without may not', () => {
    const sc: Scenario = mini({ hexes: [U(6, 12, 'allies'), U(5, 13, 'axis', 'elite-armor', { ignoreOneFlag: true }), U(6, 16, 'allies'), U(5, 17, 'axis', 'armor')] });
    const s0 = start(sc, { allies: ['direct-from-hq'], axis: ['direct-from-hq'] });
    let s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
    s = act(s, { type: 'endMoves' }).state;
    const a = act(s, { type: 'battle', unit: idAt(s, 6, 12), target: hex(5, 13) }, ['flag', 'flag', 'star']).state;
    const stays = legalActions(a).filter((x) => x.type === 'retreat' && x.ignore);
    expect(stays.length).toBeGreaterThan(0);
    const b = act(s, { type: 'battle', unit: idAt(s, 6, 16), target: hex(5, 17) }, ['flag', 'star', 'star']).state;
    expect(legalActions(b).some((x) => x.type === 'retreat' && x.ignore)).toBe(false);
    expect(hexKey(b.units[3]!)).toBe('5,17');
  });

  it('[rules-decisions C73-C74] a unit without these fields keeps the state unchanged (no key written)', () => {
    const s = start(mini({ hexes: [U(6, 12, 'allies'), U(0, 0, 'axis')] }));
    expect(Object.keys(s.units[0]!).sort()).toEqual(['col', 'figures', 'id', 'kind', 'maxFigures', 'medals', 'row', 'side']);
  });
});
