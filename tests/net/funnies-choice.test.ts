// Two phones and the Hobart's Funnies accessory chosen at game start (Equipment Pack l.190; C420-C422): the choice is
// an action like any other on the wire: the guest's own choice is accepted and both views show it; a hostile one (the
// host's unit, out of turn, an accessory that does not exist) is refused with no change.
import { describe, expect, it } from 'vitest';
import { actor, RULES_VERSION } from '../../src/engine';
import { canonicalJson } from '../../src/net/fairness';
import { Host } from '../../src/net/host';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import type { Scenario } from '../../src/scenario/types';
import { seededRandom } from './harness';
import { Raw, TOKEN } from './raw';

const sword = getBuiltinScenario('sword-beach')!;
/** Sword Beach with the Allied tanks at (7,3) and the Axis tanks at (0,0) as undecided Churchills. */
const funnies: Scenario = {
  ...sword,
  id: 'sword-funnies',
  board: {
    ...sword.board,
    hexes: sword.board.hexes.map((h) => ((h.row === 7 && h.col === 3) || (h.row === 0 && h.col === 0) ? { ...h, unit: { ...h.unit!, kind: 'funnies' as const } } : h)),
  },
};

describe('net: the Funnies accessory at game start', () => {
  it("[Equipment Pack Hobart's Funnies l.190] the host chooses first (the Allies play first), the guest's hostile choices are refused, its own is carried to both views", async () => {
    const host = await Host.create({ scenario: funnies, hostSide: 'allies', names: { allies: 'A', axis: 'B' }, random: seededRandom('f') });
    const raw = new Raw(host);
    await raw.send({ t: 'hello', role: 'guest', app: 'pocket44', rules: RULES_VERSION });
    await raw.send({ t: 'join', gameId: null, code: host.joinCode, token: TOKEN, name: 'Raw' });
    await raw.send({ t: 'contribute', gameId: host.gameId, contribution: 'cd'.repeat(32) });
    raw.take();
    const s0 = host.state!;
    const mine = s0.units.find((u) => u.row === 7 && u.col === 3)!.id;
    const theirs = s0.units.find((u) => u.row === 0 && u.col === 0)!.id;
    expect(actor(s0)).toBe('allies');
    // The guest may not choose for the host, nor out of turn.
    let before = canonicalJson(host.state);
    await raw.send({ t: 'action', index: 0, action: { type: 'chooseAccessory', unit: mine, accessory: 'avre' } });
    expect(raw.errors()).toEqual(['out-of-turn']);
    expect(canonicalJson(host.state)).toBe(before);
    expect((await host.play({ type: 'chooseAccessory', unit: mine, accessory: 'bridge-layer' })).ok).toBe(true);
    raw.take();
    before = canonicalJson(host.state);
    // Now the guest's turn to choose: the host's unit again, an accessory that is no accessory: refused, no change.
    await raw.send({ t: 'action', index: 1, action: { type: 'chooseAccessory', unit: mine, accessory: 'avre' } });
    expect(raw.errors()).toEqual(['illegal-action']);
    await raw.send(JSON.stringify({ v: 1, t: 'action', index: 1, action: { type: 'chooseAccessory', unit: theirs, accessory: 'tiger' } }));
    expect(raw.errors()).toEqual(['invalid-message']);
    expect(canonicalJson(host.state)).toBe(before);
    // Its own choice: accepted, and the view it receives shows both accessories.
    await raw.send({ t: 'action', index: 1, action: { type: 'chooseAccessory', unit: theirs, accessory: 'fascine' } });
    const msgs = raw.take();
    const state = msgs.find((m) => m.t === 'state');
    expect(state && state.t === 'state' ? state.view.units.filter((u) => u.id === mine || u.id === theirs).map((u) => u.kind) : null).toEqual(
      [mine, theirs].sort((a, b) => a - b).map((id) => (id === mine ? 'bridge-layer' : 'fascine')),
    );
    expect(host.state!.pending).toEqual([]);
    expect(actor(host.state!)).toBe('allies');
  });
});
