/**
 * Our scenario format and the importer for Hobart's Funnies whose accessory is the owner's choice (Equipment Pack
 * Hobart's Funnies l.190: "the accessory of your choice ... chosen at game start"). Decisions C420, C423.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { validateScenario } from '../../src/scenario/validate';
import { importM44 } from '../../src/scenario/m44';
import { mini, A, X } from '../engine/helpers';
import { describeProblems } from './helpers';

describe("Hobart's Funnies of the owner's choice in our format", () => {
  it("[Equipment Pack Hobart's Funnies l.190; rules-decisions C420] a unit of kind `funnies` is valid on the board, with up to 4 figures (elite armor, C261)", () => {
    const sc = mini({ hexes: [A(7, 3, 'funnies'), { ...A(7, 5, 'funnies'), unit: { side: 'allies', kind: 'funnies', figures: 4 } }, X(1, 5)] });
    const r = validateScenario(sc);
    expect(r.ok ? 'ok' : describeProblems(r.problems)).toBe('ok');
    const five = validateScenario(mini({ hexes: [{ ...A(7, 5, 'funnies'), unit: { side: 'allies', kind: 'funnies', figures: 5 } }, X(1, 5)] }));
    expect(five.ok).toBe(false);
  });

  it("[Equipment Pack Hobart's Funnies l.190 \"chosen at game start\"; rules-decisions C420] a Churchill still to fit cannot arrive later: not dropped, not carried by a train", () => {
    const drop = validateScenario({ ...mini({ hexes: [A(7, 3, 'infantry'), X(1, 5)] }), airdrop: { side: 'allies', units: 2, unit: { kind: 'funnies' }, centre: { row: 4, col: 12 }, radius: 2 } });
    expect(drop.ok ? '' : describeProblems(drop.problems)).toMatch(/accessory is chosen at game start/);
    const train = validateScenario(
      mini({
        hexes: [
          { row: 7, col: 3, terrain: 'railroad', unit: { side: 'allies', kind: 'train', wagon: { row: 7, col: 5 }, cargo: [{ kind: 'funnies', on: 'wagon' }] } },
          { row: 7, col: 5, terrain: 'railroad' },
          X(1, 5),
        ],
      }),
    );
    expect(train.ok ? '' : describeProblems(train.problems)).toMatch(/cannot carry a Churchill/);
  });

  it("[FAQ §XII Breakthrough to the Beach l.4308-4310; rules-decisions C423] badge33 stays the Churchill AVRE the FAQ names in 6541, not a choice", () => {
    const text = readFileSync(new URL('../fixtures/expansion-scenarios/6541-BreakthroughToTheBeach.m44.json', import.meta.url), 'utf8');
    const r = importM44(JSON.parse(text));
    if (!r.ok) throw new Error(describeProblems(r.problems));
    const kinds = r.scenario.board.hexes.flatMap((h) => (h.unit ? [h.unit.kind] : []));
    expect(kinds.filter((k) => k === 'avre')).toHaveLength(2);
    expect(kinds).not.toContain('funnies');
  });
});
