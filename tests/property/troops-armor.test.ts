/**
 * The armor family's checker (tests/support/troops-armor.ts, run by the terrain checker after every action of the
 * expansion battles): each rule it restates is shown to catch a planted fault, and a legal game passes.
 * Sources: Equipment Pack "Tiger (Heavy Tank)" l.343; FAQ §I Retreats l.361-363; FAQ §II Frozen Rivers Q3 l.1411.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import type { GameEvent, GameState } from '../../src/engine/types';
import type { Scenario } from '../../src/scenario/types';
import { TerrainChecker } from '../support/terrain-rules';
import { act, battleStep, hex, idAt, mini, ordered, A, X } from '../engine/helpers';

describe('the armor checker (Tiger)', () => {
  const sc: Scenario = mini({ hexes: [A(6, 12, 'armor'), X(4, 12, 'tiger'), X(0, 0)] });
  const s0: GameState = newGame(sc, { seed: 1 });
  const tiger = s0.units.find((u) => u.kind === 'tiger')!.id;
  const check = (events: GameEvent[], next: GameState = s0) => new TerrainChecker().check(s0, next, events).join('\n');

  it('[Equipment Pack, Tiger l.343] [planted fault] a Tiger lost to a hit whose re-roll shows no grenade is caught', () => {
    const v = check([
      { type: 'roll', faces: ['armor'] },
      { type: 'hits', unit: tiger, hits: 1, flags: 0 },
      { type: 'roll', faces: ['star'] },
      { type: 'figuresLost', unit: tiger, figures: 1, cause: 'hit' },
    ]);
    expect(v).toContain(`tiger: unit ${tiger} lost a figure to 1 hit(s) with no grenade on the re-roll star`);
  });

  it('[Equipment Pack, Tiger l.343] [planted fault] a Tiger kept after a grenade on the re-roll, and a hit taken with no re-roll, are caught', () => {
    expect(check([
      { type: 'roll', faces: ['armor'] },
      { type: 'hits', unit: tiger, hits: 1, flags: 0 },
      { type: 'roll', faces: ['grenade'] },
    ])).toContain(`tiger: unit ${tiger} kept its figure though its re-roll grenade shows a grenade`);
    expect(check([
      { type: 'roll', faces: ['armor'] },
      { type: 'hits', unit: tiger, hits: 1, flags: 0 },
      { type: 'figuresLost', unit: tiger, figures: 1, cause: 'hit' },
    ])).toContain(`tiger: unit ${tiger} lost a figure to a hit with no re-roll`);
    expect(check([
      { type: 'roll', faces: ['armor', 'grenade'] },
      { type: 'hits', unit: tiger, hits: 2, flags: 0 },
      { type: 'roll', faces: ['infantry'] },
    ])).toContain(`tiger: unit ${tiger} re-rolled 1 dice for 2 hit(s)`);
  });

  it('[FAQ §I Retreats l.361-363] [planted fault] a Tiger lost for a blocked retreat without a grenade is caught', () => {
    expect(check([
      { type: 'roll', faces: ['star'] },
      { type: 'figuresLost', unit: tiger, figures: 1, cause: 'blockedRetreat' },
    ])).toContain(`tiger: unit ${tiger} lost a figure for a blocked retreat with no grenade on the re-roll`);
  });

  it('[Equipment Pack, Tiger l.339] [planted fault] a Tiger of two figures is caught', () => {
    const two = { ...s0, units: s0.units.map((u) => (u.id === tiger ? { ...u, figures: 2 } : u)) };
    expect(check([], two)).toContain(`tiger: unit ${tiger} has 2 figures, a Tiger has 1`);
  });

  it('[planted fault] the engine\'s own battles on a Tiger pass the checker, kill or not', () => {
    for (const reroll of ['grenade', 'star'] as const) {
      const s = battleStep(ordered([A(6, 12, 'armor'), X(4, 12, 'tiger'), X(0, 0)]));
      const r = act(s, { type: 'battle', unit: idAt(s, 6, 12), target: hex(4, 12) }, ['armor', 'infantry', 'infantry', reroll]);
      expect(new TerrainChecker().check(s, r.state, r.events)).toEqual([]);
    }
  });
});
