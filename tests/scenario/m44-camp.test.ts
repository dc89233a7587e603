/**
 * The importer's reading of OASIS_RECOVERY on a camp (FAQ §III Oasis Recovery; decision C393), on a small
 * hand-written `.m44` battle, never a surveyed file.
 */
import { describe, expect, it } from 'vitest';
import { importM44 } from '../../src/scenario/m44';

describe('importM44: Oasis Recovery at a camp (holdout survey: 3129 Operation Crusader)', () => {
  it('[decision C393] importM44 reads OASIS_RECOVERY on a camp as a named camp and switches the rule on', () => {
    const m = {
      game_info: { side_player1: 'AXIS', side_player2: 'ALLIES', cards_player1: 4, cards_player2: 4, victory_player1: 4, victory_player2: 4, starting: 'PLAYER1' },
      board: { type: 'STANDARD', face: 'DESERT', hexagons: [{ row: 0, col: 0, unit: { name: 'infger' } }, { row: 8, col: 24, unit: { name: 'infbrit' } }, { row: 2, col: 18, terrain: { name: 'dcamp', behavior: 'OASIS_RECOVERY' } }] },
      text: { en: { name: 'Camp' } },
    };
    const r = importM44(m);
    expect(r.ok ? [] : [...r.unsupported, ...r.problems.map((p) => p.message)]).toEqual([]);
    if (!r.ok) return;
    expect(r.scenario.board.hexes.find((h) => h.row === 2 && h.col === 18)).toMatchObject({ terrain: 'hq-tent', oasisRecovery: true });
    expect(r.scenario.rules?.oasisRecovery).toBe(true);
  });
});
