/**
 * The importer reads caves (src/engine/terrain.ts `cave-hill`, `cave-mountain`; troops/caves.ts): FAQ §II Caves on Hills
 * and Mountains, cards 52-53. Decisions C245-C248.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import { importM44 } from '../../src/scenario/m44';
import { importedExpansionScenarios } from '../support/expansion-play';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const read = (name: string): Json => JSON.parse(readFileSync(new URL(`../fixtures/expansion-scenarios/${name}`, import.meta.url), 'utf8')) as Json;

function oneHex(name: string): Json {
  return {
    board: { type: 'STANDARD', face: 'COUNTRY', hexagons: [{ row: 4, col: 12, terrain: { name } }, { row: 8, col: 2, unit: { name: 'infus' } }, { row: 0, col: 2, unit: { name: 'infjp' } }] },
    game_info: { starting: 'PLAYER2', side_player1: 'AXIS', side_player2: 'ALLIES', country_player1: 'JP', country_player2: 'US', victory_player1: 4, victory_player2: 4, cards_player1: 4, cards_player2: 4 },
    text: { en: { name: 'One hex' } },
  };
}

describe('importM44: caves', () => {
  it('[FAQ §II Caves on Hills, card 52; 1518 Sugar Loaf and Half Moon] the `pcave` tile is a hill with caves', () => {
    const r = importM44(oneHex('pcave'));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.scenario.board.hexes.find((h) => h.row === 4 && h.col === 12)?.terrain).toBe('cave-hill');
  });

  it('[FAQ §II Caves on Mountains, card 53; decision C248] the likely names of a cave mountain tile are read as a mountain with caves', () => {
    for (const name of ['pmcave', 'mcave']) {
      const r = importM44(oneHex(name));
      expect([name, r.ok]).toEqual([name, true]);
      if (r.ok) expect(r.scenario.board.hexes.find((h) => h.row === 4 && h.col === 12)?.terrain).toBe('cave-mountain');
    }
  });

  it('[FAQ §II Caves; OPTIONS.md 1518: gung_ho] 1518 Sugar Loaf and Half Moon imports: ten caves held by Japanese infantry, the Marines\' Gung Ho, and a game starts', () => {
    const r = importM44(read('1518-SugarLoafAndHalfMoon.m44.json'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const caves = r.scenario.board.hexes.filter((h) => h.terrain === 'cave-hill');
    expect(caves).toHaveLength(10);
    for (const h of caves) expect(h.unit).toMatchObject({ side: 'axis', kind: 'infantry', army: 'japanese' });
    // With the switches OPTIONS.md lists (the development battles' test import): the Marines' Gung Ho.
    expect(importedExpansionScenarios().find((b) => b.file === '1518-SugarLoafAndHalfMoon.m44.json')?.scenario.rules?.gungHo).toBe('allies');
    expect(newGame(r.scenario, { seed: 1 }).board.cells.filter((c) => c?.terrain === 'cave-hill')).toHaveLength(10);
  });
});
