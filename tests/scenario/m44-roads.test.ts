/**
 * Roads in `.m44` files (FAQ §II Roads: the bonus goes only "along connected Road images"): a road tile's exits come
 * from its name and `orientation`, an encoding no document gives (decision C50). These tests check the encoding
 * against every one of the 47 expansion files: each exit of each road tile must meet a road that leads back, a
 * bridge, a town, or the board's edge, as the files draw their roads; then the importer's reading of single tiles.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIRECTIONS, HEX_SIDES, type HexSide } from '../../src/engine/hex';
import { M44_TERRAIN, importM44, m44Road } from '../../src/scenario/m44';

const DIR = new URL('../fixtures/expansion-scenarios/', import.meta.url);

interface RawHex {
  row: number;
  col: number;
  terrain?: { name?: string; orientation?: number };
  rect_terrain?: { name?: string };
}

/** Every road exit of every file, with what lies beyond it. */
function roadExits(): { file: string; exits: number; beyond: Record<string, number>; loose: string[] } {
  const beyond: Record<string, number> = {};
  const loose: string[] = [];
  let exits = 0;
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.m44.json'))) {
    const m = JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as { board?: { type?: string; hexagons?: RawHex[] } };
    const rows = m.board?.type === 'BRKTHRU' ? 17 : 9;
    const cols = m.board?.type === 'OVERLORD' ? 51 : 25;
    const hexes = new Map((m.board?.hexagons ?? []).map((h) => [`${h.row},${h.col}`, h]));
    const roadOf = (h: RawHex | undefined): HexSide[] | undefined => {
      const name = h?.terrain?.name?.toLowerCase();
      return name ? m44Road(name, h!.terrain!.orientation ?? 1)?.road : undefined;
    };
    for (const h of hexes.values()) {
      for (const side of roadOf(h) ?? []) {
        exits++;
        const d = HEX_SIDES.indexOf(side);
        const n = { row: h.row + DIRECTIONS[d]!.row, col: h.col + DIRECTIONS[d]!.col };
        const there = hexes.get(`${n.row},${n.col}`);
        const back = roadOf(there);
        let what: string;
        if (n.row < 0 || n.row >= rows || n.col < 0 || n.col >= cols) what = 'board edge';
        else if (back) what = back.includes(HEX_SIDES[(d + 3) % 6]!) ? 'road leading back' : 'road not leading back';
        else if (there?.rect_terrain?.name?.toLowerCase().endsWith('bridge')) what = 'bridge';
        else if (M44_TERRAIN[there?.terrain?.name?.toLowerCase() ?? ''] === 'town') what = 'town';
        else what = `${there?.terrain?.name ?? 'open ground'}`;
        beyond[what] = (beyond[what] ?? 0) + 1;
        if (!['board edge', 'road leading back', 'bridge', 'town'].includes(what)) loose.push(`${file} (${h.row},${h.col}) ${h.terrain?.name} side ${side}: ${what}`);
      }
    }
  }
  return { file: '', exits, beyond, loose };
}

describe('.m44 roads', () => {
  it('[FAQ §II Roads Q "connected Road images"; decision C50] every road exit of the 47 files meets a road leading back, a bridge, a town or the edge', () => {
    const r = roadExits();
    expect(r.loose).toEqual([]);
    expect(r.exits).toBe(246);
    expect(r.beyond).toEqual({ 'road leading back': 220, 'board edge': 15, bridge: 8, town: 3 });
  });

  it.each([
    ['road', 1, ['e', 'w']],
    ['road', 2, ['sw', 'ne']],
    ['road', 3, ['se', 'nw']],
    ['roadcurve', 1, ['se', 'ne']],
    ['roadcurve', 6, ['e', 'sw']],
    ['roadfl', 1, ['e', 'w', 'ne']],
    ['roadfr', 1, ['e', 'se', 'w']],
    ['roadx', 1, ['e', 'sw', 'w', 'ne']],
    ['roady', 2, ['se', 'w', 'ne']],
    ['wroadcurve', 3, ['w', 'ne']],
    ['droad', 2, ['sw', 'ne']],
    ['hillcurve', 6, ['e', 'sw']],
  ] as const)('[decision C50] %s at orientation %i leaves by %j', (name, orientation, sides) => {
    expect(m44Road(name, orientation)?.road.slice().sort()).toEqual([...sides].sort());
  });

  function oneHex(terrain: Record<string, unknown>) {
    return {
      board: {
        type: 'STANDARD',
        face: 'COUNTRY',
        hexagons: [{ row: 4, col: 12, terrain }, { row: 8, col: 2, unit: { name: 'infus' } }, { row: 0, col: 2, unit: { name: 'infger' } }],
      },
      game_info: { starting: 'PLAYER2', side_player1: 'AXIS', side_player2: 'ALLIES', victory_player1: 4, victory_player2: 4, cards_player1: 4, cards_player2: 4 },
      text: { en: { name: 'One hex' } },
    };
  }

  it('[FAQ §II Wadis & Gullies, l.1361; decision C51] 1346 Knightsbridge: its three wadi tiles join into one gully, whose slopes import as impassable sides', () => {
    const r = importM44(JSON.parse(readFileSync(new URL('1346-Knightsbridge.m44.json', DIR), 'utf8')));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const closed = new Set((r.scenario.board.sides ?? []).map((x) => [`${x.a.row},${x.a.col}`, `${x.b.row},${x.b.col}`].sort().join('|')));
    const isOpen = (a: string, b: string) => !closed.has([a, b].sort().join('|'));
    // The gully (0,12) - (1,13) - (2,14) - (3,13) - (4,12): open along it, closed across it.
    expect([isOpen('0,12', '1,13'), isOpen('1,13', '2,14'), isOpen('2,14', '3,13'), isOpen('3,13', '4,12')]).toEqual([true, true, true, true]);
    expect([isOpen('1,13', '1,15'), isOpen('2,14', '2,16'), isOpen('1,13', '2,12'), isOpen('3,13', '3,11')]).toEqual([false, false, false, false]);
    // 16 sides round the three hexes (two shared), 4 of them along the gully.
    expect(closed.size).toBe(12);
    expect(r.warnings.some((w) => w.includes('orientation'))).toBe(false);
  });

  it('[FAQ §II Roads Q1 "Road on Hill ... same protection as ... a normal Hill"] a road tile imports as its ground with the road\'s sides; its orientation is read, not dropped', () => {
    const r = importM44(oneHex({ name: 'roadFL', orientation: 2 }));
    expect(r.ok && r.scenario.board.hexes.find((h) => h.row === 4 && h.col === 12)).toEqual({ row: 4, col: 12, terrain: 'countryside', road: ['sw', 'nw', 'ne'] });
    expect(r.ok && r.warnings.some((w) => w.includes('orientation'))).toBe(false);
    const hill = importM44(oneHex({ name: 'hillroad', orientation: 2 }));
    expect(hill.ok && hill.scenario.board.hexes.find((h) => h.row === 4 && h.col === 12)).toEqual({ row: 4, col: 12, terrain: 'hill', road: ['sw', 'ne'] });
    const bad = importM44(oneHex({ name: 'road', orientation: 9 }));
    expect(!bad.ok && bad.problems.map((p) => p.message)).toEqual(['the road on (4,12): orientation must be a whole number from 1 to 6, got the number 9']);
  });
});
