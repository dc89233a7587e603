/**
 * Importing ships (issue 17, helper "ships"): the `.m44` files draw destroyers and aircraft carriers as `rect_terrain`
 * pieces with no unit (6541 Breakthrough to the Beach, 1517 Peleliu: pdestroyer; 4683 Manado Landings: pcarrier).
 * FAQ §IV Destroyers (l.2530), Aircraft Carriers (l.2506); decision C195 (the side is the half of the board).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importM44 } from '../../src/scenario/m44';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A small Breakthrough beach battle, Axis on the top edge, Allies at the bottom, with these extra hexes. */
function battle(extra: Json[]): Json {
  return {
    game_info: { starting: 'PLAYER2', side_player1: 'AXIS', side_player2: 'ALLIES', cards_player1: 5, cards_player2: 6, victory_player1: 10, victory_player2: 10 },
    board: { type: 'BRKTHRU', face: 'BEACH', hexagons: [{ row: 0, col: 12, unit: { name: 'infger' } }, { row: 10, col: 12, unit: { name: 'infgb' } }, ...extra] },
    text: { en: { name: 'Ships Test' } },
  };
}

describe('importM44: ships', () => {
  it('[FAQ §IV Destroyers l.2530; decision C195] the rect_terrain piece pdestroyer is a destroyer of the side whose half of the board it lies in', () => {
    const r = importM44(battle([{ row: 16, col: 4, rect_terrain: { name: 'pdestroyer' } }]));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const h = r.scenario.board.hexes.find((x) => x.row === 16 && x.col === 4)!;
    expect(h.unit).toEqual({ side: 'allies', kind: 'destroyer' });
    expect(h.terrain).toBe('ocean');
  });

  it('[FAQ §IV Aircraft Carriers l.2506; decision C195] the rect_terrain piece pcarrier is an aircraft carrier, of the bottom player (here the Axis) on the bottom half', () => {
    const m = battle([{ row: 16, col: 12, rect_terrain: { name: 'pcarrier' } }]);
    m.game_info.side_player1 = 'ALLIES';
    m.game_info.side_player2 = 'AXIS';
    m.board.hexagons[0].unit.name = 'infus';
    m.board.hexagons[1].unit.name = 'infjp';
    const r = importM44(m);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.scenario.board.hexes.find((x) => x.row === 16 && x.col === 12)!.unit).toEqual({ side: 'axis', kind: 'carrier' });
  });

  it('[FAQ §IV Aircraft Carriers l.2516 (planes: the air rules)] a unit aboard a ship piece is refused', () => {
    const r = importM44(battle([{ row: 16, col: 4, rect_terrain: { name: 'pdestroyer' }, unit: { name: 'infgb' } }]));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.unsupported).toEqual(['a unit aboard a ship (destroyer) at (16,4)']);
  });

  it('[FAQ §IV Landing Craft l.2592 "LC always start on baseline ocean hexes with units in them"; decision C197] the rect_terrain piece barge puts the unit on its hex in a landing craft; a barge with no unit is refused', () => {
    const r = importM44(battle([{ row: 16, col: 6, rect_terrain: { name: 'barge' }, unit: { name: 'tankgb' } }]));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.scenario.board.hexes.find((x) => x.row === 16 && x.col === 6)!.unit).toEqual({ side: 'allies', kind: 'armor', landingCraft: true });
    const empty = importM44(battle([{ row: 16, col: 6, rect_terrain: { name: 'barge' } }]));
    expect(empty.ok).toBe(false);
    if (empty.ok) return;
    expect(empty.unsupported).toEqual(['a landing craft with no unit in it at (16,6)']);
  });

  it('[FAQ §IV Landing Craft; decisions C195, C373] 4683 Manado Landings: its six barges and its carrier are read; badge41 is a mortar in its barge', () => {
    const text = readFileSync(new URL('../fixtures/expansion-scenarios/4683-ManadoLandings.m44.json', import.meta.url), 'utf8');
    const r = importM44(JSON.parse(text));
    expect(r.ok ? [] : r.unsupported).toEqual([]);
    if (!r.ok) return;
    expect(r.scenario.board.hexes.find((h) => h.row === 15 && h.col === 5)?.unit).toMatchObject({ kind: 'mortar', badge: 'badge41', landingCraft: true });
  });

  it('[FAQ §IV Destroyers] 6541 Breakthrough to the Beach: its two destroyers are read (the file imports since its Churchill AVREs are played)', () => {
    const text = readFileSync(new URL('../fixtures/expansion-scenarios/6541-BreakthroughToTheBeach.m44.json', import.meta.url), 'utf8');
    const r = importM44(JSON.parse(text));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.scenario.board.hexes.filter((h) => h.unit?.kind === 'destroyer')).toHaveLength(2);
  });
});
