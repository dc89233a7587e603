/**
 * Oasis Recovery at a camp under play (FAQ §III Oasis Recovery, 003 l.1897-1905; decision C393): on a proving ground
 * with a directed policy the rule fires and the terrain checker finds nothing wrong; the checker is shown to catch a
 * recovery on a camp the battle does not name.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import type { GameState } from '../../src/engine/types';
import { playPolicyBattle } from '../support/expansion-play';
import { TerrainChecker, type Seen } from '../support/terrain-rules';
import { CAMP_GROUND_RULES, campGround, campPolicy, wornCampStart } from '../support/troops-camp';

describe('Oasis Recovery at a camp comes up in play', () => {
  it('[FAQ §III Oasis Recovery, l.1901; decision C393] worn infantry on a named camp recovers, under the checker', () => {
    const seen: Seen = new Set();
    const out = playPolicyBattle(campGround(), [49_700, 49_701], seen, campPolicy, 400, wornCampStart);
    expect(out).toEqual([]);
    expect(CAMP_GROUND_RULES.filter((k) => !seen.has(k)), [...seen].sort().join('; ')).toEqual([]);
  }, 120_000);

  it('[planted fault; decision C393] a recovery on a camp the battle does not name is caught', () => {
    const s0 = newGame(campGround(), { seed: 1 });
    const cols = s0.board.geometry.cols;
    const cells = s0.board.cells.map((c, i) => (i === 8 * cols + 2 && c ? { terrain: c.terrain } : c));
    const bare: GameState = { ...s0, board: { ...s0.board, cells } };
    const id = s0.units.find((u) => u.row === 8 && u.col === 2)!.id;
    const v = new TerrainChecker().check(bare, bare, [{ type: 'recovered', unit: id, figures: 1 }]);
    expect(v.join('\n')).toContain(`recovered: unit ${id} recovered figures on hq-tent at 8,2 with no recovery rule there`);
  });
});
