/**
 * The importer's reading of the Sea Wall (FAQ §II Sea Wall; src/engine/seaWall.ts; decision C390), on small
 * hand-written `.m44` battles, never a surveyed file: sandbags with the SEAWALL behavior are a permanent wall for the
 * side the piece names.
 */
import { describe, expect, it } from 'vitest';
import { importM44 } from '../../src/scenario/m44';
import { m44WithUnit } from './helpers';

function hexAt(m: ReturnType<typeof m44WithUnit>, row: number, col: number) {
  const r = importM44(m);
  expect(r.ok ? [] : [...r.unsupported, ...r.problems.map((p) => p.message)]).toEqual([]);
  return r.ok ? r.scenario.board.hexes.find((h) => h.row === row && h.col === col) : undefined;
}

describe('importM44: the Sea Wall (holdout survey: 11 First Assault Wave)', () => {
  it('[FAQ §II Sea Wall, l.797-809; rules-decisions C390] SEAWALL sandbags are a sea wall for their original_owner, not sandbags', () => {
    const m = m44WithUnit({ name: 'infus' }, 'Sea wall');
    m.board.face = 'BEACH';
    m.board.hexagons.push({ row: 5, col: 19, obstacle: { name: 'sand', orientation: 2, behavior: 'SEAWALL', original_owner: 'ALLIES' } });
    expect(hexAt(m, 5, 19)).toMatchObject({ row: 5, col: 19, seaWall: 'allies' });
    expect(hexAt(m, 5, 19)?.obstacle).toBeUndefined();
  });

  it('[FAQ §II Sea Wall Q2, l.807-809; rules-decisions C390] a SEAWALL piece that names no owner shelters the Allies; plain sandbags stay sandbags', () => {
    const m = m44WithUnit({ name: 'infger' }, 'Sea wall');
    m.board.hexagons.push({ row: 5, col: 21, obstacle: { name: 'sand', behavior: 'SEAWALL' } });
    m.board.hexagons.push({ row: 5, col: 23, obstacle: { name: 'sand' } });
    expect(hexAt(m, 5, 21)?.seaWall).toBe('allies');
    expect(hexAt(m, 5, 23)).toMatchObject({ obstacle: 'sandbags' });
    expect(hexAt(m, 5, 23)?.seaWall).toBeUndefined();
  });

  it('[rules-decisions C390] the behavior on any other obstacle is still refused by name', () => {
    const m = m44WithUnit({ name: 'infger' }, 'Sea wall');
    m.board.hexagons.push({ row: 5, col: 21, obstacle: { name: 'wire', behavior: 'SEAWALL' } });
    const r = importM44(m);
    expect(r.ok ? [] : r.unsupported.join(' ')).toContain('behavior SEAWALL (on obstacle "wire")');
  });
});
