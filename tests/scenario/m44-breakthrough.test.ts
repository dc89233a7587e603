/**
 * Importing `.m44` files on the Breakthrough board (board.type BRKTHRU, 13 x 17): the board kind, its two decks
 * (docs/rules-decisions.md C30), the BEACH face's implicit beach and ocean rows (C32), hex names counted from the
 * deeper board's bottom row, and the development scenarios whose only refusal was the board type. Overlord stays
 * refused.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importM44, type M44ImportResult } from '../../src/scenario/m44';
import type { Scenario } from '../../src/scenario/types';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A small Breakthrough battle written the way the reference files are. */
function battle(face = 'COUNTRY'): Json {
  return {
    game_info: {
      starting: 'PLAYER2',
      side_player1: 'AXIS',
      side_player2: 'ALLIES',
      cards_player1: 5,
      cards_player2: 6,
      victory_player1: 10,
      victory_player2: 10,
    },
    board: {
      type: 'BRKTHRU',
      face,
      hexagons: [
        { row: 0, col: 12, unit: { name: 'infger' } },
        { row: 16, col: 12, unit: { name: 'infgb' } },
        // medal1 with a group: "C9" is row 17 - 9 = 8 on this board (row 0 on the standard board would be "x9").
        { row: 8, col: 6, tags: [{ name: 'medal1', group: ['C9'] }] },
      ],
    },
    text: { en: { name: 'Breakthrough Test' } },
  };
}

function accepted(input: unknown): Scenario {
  const r: M44ImportResult = importM44(input);
  if (!r.ok) throw new Error(`refused: ${[...r.unsupported, ...r.problems.map((p) => `${p.path}: ${p.message}`)].join('; ')}`);
  return r.scenario;
}

const terrainAt = (sc: Scenario, row: number, col: number): string =>
  sc.board.hexes.find((h) => h.row === row && h.col === col)?.terrain ?? 'countryside';

describe('importM44: the Breakthrough board', () => {
  it('[VOCAB.md board types; rules-decisions C30] BRKTHRU is read as the 13 x 17 Breakthrough board with two decks', () => {
    const sc = accepted(battle());
    expect(sc.board.kind).toBe('breakthrough');
    expect(sc.deck).toEqual({ decks: 2 });
    expect(sc.board.hexes.find((h) => h.row === 16 && h.col === 12)?.unit).toEqual({ side: 'allies', kind: 'infantry' });
    // The tag's group is counted from the deeper board's last row.
    expect(sc.objectives).toMatchObject([{ id: 'allies-8-6', side: 'allies', hexes: [{ row: 8, col: 6 }, { row: 8, col: 4 }] }]);
  });

  it('[VOCAB.md board types] BREAKTHROUGH in any case is the same board', () => {
    const m = battle();
    m.board.type = 'breakthrough';
    expect(accepted(m).board.kind).toBe('breakthrough');
  });

  it('[rules-decisions C30] a Breakthrough file that never reshuffles keeps both rules: two decks, no reshuffle', () => {
    const m = battle();
    m.game_info.options = { deck_reshuffling: false };
    expect(accepted(m).deck).toEqual({ decks: 2, reshuffle: false });
  });

  it('[rules-decisions C30] a standard board keeps one deck: no deck field at all', () => {
    const m = battle();
    m.board.type = 'STANDARD';
    m.board.hexagons[1].row = 8;
    m.board.hexagons[2] = { row: 4, col: 6 };
    const sc = accepted(m);
    expect(sc.board.kind).toBe('standard');
    expect(sc.deck).toBeUndefined();
  });

  it('[VOCAB.md Beaches and ocean; rules-decisions C32] BEACH face: beach rows 11-13 and ocean rows 14-16, a hex with its own terrain keeps it', () => {
    const m = battle('BEACH');
    m.board.hexagons.push({ row: 12, col: 4, terrain: { name: 'woods' } }, { row: 15, col: 3, rect_terrain: { name: 'bunker' } });
    const sc = accepted(m);
    for (let row = 0; row <= 16; row++) {
      const want = row >= 14 ? 'ocean' : row >= 11 ? 'beach' : 'countryside';
      for (let col = row & 1; col <= 24; col += 2) {
        if (row === 12 && col === 4) continue;
        expect(terrainAt(sc, row, col), `(${row},${col})`).toBe(want);
      }
    }
    expect(terrainAt(sc, 12, 4)).toBe('forest');
    // A piece without a terrain of its own keeps the ocean under it.
    expect(terrainAt(sc, 15, 3)).toBe('ocean');
    // The unit on the last row stands in the ocean, as the Allied units of 6367 Sword Beach do.
    expect(terrainAt(sc, 16, 12)).toBe('ocean');
  });

  it('[VOCAB.md board types] a hex beyond row 16 is off the Breakthrough board', () => {
    const m = battle();
    m.board.hexagons.push({ row: 17, col: 1, terrain: { name: 'woods' } });
    const r = importM44(m);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.map((p) => p.message)).toEqual(['hex (17,1) is off the board (rows 0..16, cols 0..24)']);
  });

  it('[terrain-table 3.8] Overlord stays refused, with its reason', () => {
    const m = battle();
    m.board.type = 'OVERLORD';
    const r = importM44(m);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.unsupported).toEqual([
        'Overlord board (two boards side by side, for teams): the Overlord command rules, a commander-in-chief handing cards to field generals, are not in our rule documents',
      ]);
    }
  });

  it('[terrain-table 3.8] no development scenario is refused for its Breakthrough board any more; each one whose only refusal was the board imports', () => {
    const dir = new URL('../fixtures/expansion-scenarios/', import.meta.url);
    const files = readdirSync(dir).filter((f) => f.endsWith('.m44.json'));
    let boards = 0;
    for (const f of files) {
      const m = JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as Json;
      if (!/^(brkthru|breakthrough)$/i.test(String(m.board?.type))) continue;
      boards++;
      const r = importM44(m);
      if (r.ok) expect(r.scenario.board.kind, f).toBe('breakthrough');
      else {
        expect(r.unsupported.filter((u) => /board type/.test(u)), f).toEqual([]);
        // Refused for something else (terrain, units, tags the engine does not play yet): never for nothing.
        expect(r.unsupported.length + r.problems.length, f).toBeGreaterThan(0);
      }
    }
    expect(boards).toBe(9);
  });

  it('[terrain-table 3.8] the Breakthrough test battle (6367 Sword Beach without its majority medals) imports on the Breakthrough board', () => {
    const sc = accepted(JSON.parse(readFileSync(new URL('../fixtures/breakthrough-sword-beach.m44.json', import.meta.url), 'utf8')));
    expect(sc.board).toMatchObject({ kind: 'breakthrough', face: 'beach' });
    expect(sc.deck).toEqual({ decks: 2 });
    expect(sc.board.hexes.filter((h) => h.unit).length).toBe(32);
    expect(sc.objectives?.map((o) => o.id)).toEqual(['allies-10-2', 'allies-10-22', 'allies-11-19']);
  });
});
