/**
 * The importer's reading of Flooded Fields battles (house rules App. 2 High Ground & Flooded Fields, 001 l.533-544;
 * decisions C391, C392), on small hand-written `.m44` battles, never a surveyed file.
 */
import { describe, expect, it } from 'vitest';
import { importM44 } from '../../src/scenario/m44';

describe('importM44: a Flooded Fields battle', () => {
  const battle = (extra: Record<string, unknown>[]) => ({
    game_info: { side_player1: 'AXIS', side_player2: 'ALLIES', cards_player1: 4, cards_player2: 4, victory_player1: 4, victory_player2: 4, starting: 'PLAYER1' },
    board: {
      type: 'STANDARD',
      face: 'COUNTRY',
      hexagons: [{ row: 0, col: 0, unit: { name: 'infger' } }, { row: 8, col: 24, unit: { name: 'infus' } }, ...extra],
    },
    text: { en: { name: 'Flooded' } },
  });
  const terrainAt = (r: ReturnType<typeof importM44>, row: number, col: number) => (r.ok ? (r.scenario.board.hexes.find((h) => h.row === row && h.col === col)?.terrain ?? 'countryside') : 'refused');

  it('[House rules App. 2 High Ground & Flooded Fields, l.539-540, 543-544; rules-decisions C391] High Ground marks a flooded battle: open countryside floods, high ground, hills, roads and towns stay dry', () => {
    const r = importM44(battle([{ row: 4, col: 4, terrain: { name: 'highground' } }, { row: 4, col: 6, terrain: { name: 'hills' } }, { row: 4, col: 8, terrain: { name: 'road', orientation: 1 } }, { row: 4, col: 10, terrain: { name: 'buildings' } }]));
    expect(r.ok ? [] : [...r.unsupported, ...r.problems.map((p) => p.message)]).toEqual([]);
    expect([4, 6, 8, 10, 12].map((col) => terrainAt(r, 4, col))).toEqual(['countryside', 'hill', 'countryside', 'town', 'flooded-field']);
    // Units start on the flooded open ground too.
    expect(terrainAt(r, 0, 0)).toBe('flooded-field');
  });

  it('[rules-decisions C391] without a High Ground tile nothing floods', () => {
    const r = importM44(battle([{ row: 4, col: 6, terrain: { name: 'hills' } }]));
    expect(terrainAt(r, 4, 12)).toBe('countryside');
    expect(r.ok && r.scenario.board.hexes.some((h) => h.terrain === 'flooded-field')).toBe(false);
  });

  it('[House rules App. 2 Lake, l.527-528; rules-decisions C392] a pond is read as a lake', () => {
    const r = importM44(battle([{ row: 4, col: 4, terrain: { name: 'pond' } }]));
    expect(terrainAt(r, 4, 4)).toBe('lake');
  });
});
