/**
 * The meemies family's checker (tests/support/troops-meemies.ts, run by the terrain checker after every action of the
 * expansion battles): each rule it restates is shown to catch a planted fault, the engine's own moves pass, and play
 * on a proving ground (expansion-battles.test.ts) fires each rule.
 * Sources: Equipment Pack "Nebelwerfer" l.124-140; FAQ §IV Screaming Meemies l.2804-2817.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState } from '../../src/engine/types';
import { TerrainChecker } from '../support/terrain-rules';
import { act, battleStep, hex, idAt, ordered, A, X } from '../engine/helpers';

describe('the meemies checker (Screaming Meemies)', () => {
  /** Allied infantry on (6,12) and a Nebelwerfer on (8,12), ordered, facing an Axis Nebelwerfer in a forest on (5,13). */
  const s0: GameState = battleStep(ordered([A(6, 12, 'infantry'), A(8, 12, 'nebelwerfer'), X(5, 13, 'nebelwerfer', { terrain: 'forest' }), X(3, 13, 'infantry', { obstacle: 'sandbags' }), X(0, 0)]));
  const inf = idAt(s0, 6, 12);
  const neb = idAt(s0, 8, 12);
  const axisNeb = idAt(s0, 5, 13);
  const check = (events: GameEvent[], next: GameState = s0, prev: GameState = s0) => new TerrainChecker().check(prev, next, events).join('\n');

  it('[Equipment Pack, Nebelwerfer l.134 "they do not receive terrain protection when targeted"] [planted fault] a battle at Screaming Meemies in a forest at reduced dice is caught', () => {
    const battle = (dice: number): GameEvent => ({ type: 'battle', unit: inf, target: axisNeb, from: hex(6, 12), at: hex(5, 13), dice, close: true });
    expect(check([battle(2)])).toContain(`meemies: unit ${inf} battled the Screaming Meemies at 5,13 with 2 dice, not its full 3`);
    expect(check([battle(3)])).not.toContain('meemies:');
  });

  it('[Equipment Pack, Nebelwerfer l.138 "their targets cannot ignore any Flags"] [planted fault] a retreat offering to ignore an incendiary flag is caught; the engine\'s own passes', () => {
    const r = act(s0, { type: 'battle', unit: neb, target: hex(3, 13) }, ['flag', 'infantry']);
    expect(new TerrainChecker().check(s0, r.state, r.events)).toEqual([]);
    // The planted fault: the same battle by plain artillery, whose flag a unit in sandbags may ignore, reported as the Nebelwerfer's.
    const plain = battleStep(ordered([A(6, 12, 'infantry'), A(8, 12, 'artillery'), X(5, 13, 'nebelwerfer', { terrain: 'forest' }), X(3, 13, 'infantry', { obstacle: 'sandbags' }), X(0, 0)]));
    const p = act(plain, { type: 'battle', unit: neb, target: hex(3, 13) }, ['flag', 'infantry']);
    expect(check(p.events, p.state, s0)).toContain('of incendiary shells is offered to ignore a flag');
  });

  it('[Equipment Pack, Nebelwerfer l.136 "must stay the same through the entire turn", l.139 "up to 3 contiguously adjacent hexes within firing range"] [planted fault] a battle after smoke, smoke after a battle, and a salvo out of range or of 4 hexes are caught', () => {
    const fired: GameEvent = { type: 'smokeShells', unit: neb };
    const battle: GameEvent = { type: 'battle', unit: neb, target: idAt(s0, 3, 13), from: hex(8, 12), at: hex(3, 13), dice: 1, close: false };
    expect(check([fired, battle])).toContain(`meemies: unit ${neb} battled on the turn it fired smoke`);
    expect(check([battle, fired])).toContain(`meemies: unit ${neb} fired smoke on the turn it battled`);
    const salvo = (hexes: ReturnType<typeof hex>[]): GameState => ({ ...s0, smoke: { left: {}, screens: [{ side: 'allies', turn: s0.turn.number, hexes, unit: neb }] } });
    expect(check([fired], salvo([hex(0, 12)]))).toContain('meemies: smoke at 0,12, 8 hexes from the unit');
    expect(check([fired], salvo([hex(6, 8), hex(6, 10), hex(6, 14), hex(6, 16)]))).toContain('not 1 to 3 contiguous board hexes');
    expect(check([fired], salvo([hex(6, 8), hex(6, 10)]))).not.toContain('meemies: smoke');
  });
});
