// Whole games between two phones over the in-memory link: clean, then with lost, doubled and reordered messages
// and cut connections; then with either phone restarting from its save in the middle.
import { describe, expect, it } from 'vitest';
import { actor, applyAction, eventsView, legalActions, newGame, playerView, type GameState } from '../../src/engine';
import { canonicalJson } from '../../src/net/fairness';
import { Guest } from '../../src/net/guest';
import { Host, type HostSession } from '../../src/net/host';
import { actionView } from '../../src/net/protocol';
import { viewLegalActions } from '../../src/net/view';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import type { GameExport } from '../../src/game/record';
import { DROP, openTable, playOut, settle, type Table } from './harness';

/** Both phones ended on the same game: the guest holds every step as it may see it, the host's final view, and checked it. */
function expectSameGame(t: Table): void {
  const { host, guest } = t;
  const side = host.guestSide;
  expect(guest.phase).toBe('over');
  expect(guest.verification).toMatchObject({ ok: true, actions: host.steps.length, winner: host.state!.winner });
  expect(host.guestVerified).toBe(true);
  expect(guest.steps.length).toBe(host.steps.length);
  host.steps.forEach((s, i) => {
    expect(canonicalJson(guest.steps[i])).toBe(
      canonicalJson({ action: actionView(s.action, s.by, side), by: s.by, events: eventsView(s.events, side) }),
    );
  });
  expect(canonicalJson(guest.view)).toBe(canonicalJson(playerView(host.state!, side)));
  // The host's game is the one its seed and actions make (nothing applied twice, nothing lost).
  let s: GameState = newGame(host.session().setup.scenario, { seed: host.gameSeed!, options: host.session().setup.options });
  for (const st of host.steps) {
    const r = applyAction(s, st.action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  expect(canonicalJson(s)).toBe(canonicalJson(host.state));
}

describe('net: whole games', () => {
  for (const [scenario, seed, hostSide] of [['sword-beach', 'a', 'allies'], ['arracourt', 'b', 'axis'], ['pointe-du-hoc', 'c', 'allies']] as const) {
    it(`${scenario}: a seeded game played to its end, revealed and verified (host ${hostSide})`, async () => {
      const t = await openTable({ scenario: getBuiltinScenario(scenario)!, seed, hostSide });
      const stats = await playOut(t, { policySeed: seed });
      expectSameGame(t);
      expect(stats.pokes).toBe(0);
      expect(t.host.log.entries.filter((e) => e.kind !== 'notice')).toEqual([]);
      expect(t.guest.log.entries.filter((e) => e.kind !== 'notice')).toEqual([]);
    });
  }

  for (const seed of ['f1', 'f2', 'f3']) {
    it(`drops, duplicates, reordering and cut connections (seed ${seed}): resync works, both end on the same verified game`, async () => {
      const t = await openTable({ seed, faults: { drop: 0.1, duplicate: 0.1, reorder: 0.1 } });
      const stats = await playOut(t, { policySeed: seed, disconnect: 0.02 });
      expectSameGame(t);
      // The faults did happen and were recovered from.
      expect(stats.disconnects).toBeGreaterThan(0);
      expect(stats.pokes).toBeGreaterThan(0);
      expect(t.guest.log.entries.some((e) => e.reason === 'out-of-order')).toBe(true);
    });
  }

  it('the host restarts mid-game from its save; the guest comes back and rejoins the same game', async () => {
    const t = await openTable({ seed: 'r1', faults: { drop: 0.05, reorder: 0.05 } });
    // The host's "disk": written by the persist hook, which the host awaits before sending anything that needs it.
    let disk = '';
    t.host.persist = async () => {
      disk = JSON.stringify({ session: t.host.session(), record: { header: { setup: { seed: t.host.gameSeed } }, steps: t.host.recordSteps() } });
    };
    await playOut(t, { policySeed: 'r1', stopAfter: 60 });
    // The host dies with messages in flight; what the guest holds was on the host's disk before the guest got it.
    const { session, record } = JSON.parse(disk) as { session: HostSession; record: Pick<GameExport, 'header' | 'steps'> };
    expect(record.steps.length).toBeGreaterThanOrEqual(t.guest.index);
    t.link.disconnect();
    t.host = await Host.fromRecord(record, session);
    expect(t.host.steps.length).toBe(record.steps.length);
    expect(t.host.phase).toBe('playing');
    t.reconnect();
    await settle(t);
    // The link drops messages: the guest's join may need a poke or two to get through, as in the app.
    for (let i = 0; i < 10 && !t.host.connected; i++) {
      if (!t.guest.connected) t.reconnect();
      t.guest.poke();
      await settle(t);
    }
    expect(t.host.connected).toBe(true);
    expect(t.host.log.entries.map((e) => e.reason)).toContain('rejoined');
    await playOut(t, { policySeed: 'r1b' });
    expectSameGame(t);
  });

  it('a saved game whose seed is not the session\'s is refused', async () => {
    const t = await openTable({ seed: 'r4' });
    await playOut(t, { policySeed: 'r4', stopAfter: 5 });
    const record = { header: { setup: { seed: 'net-other' } }, steps: t.host.recordSteps() } as unknown as GameExport;
    await expect(Host.fromRecord(record, t.host.session())).rejects.toThrow(/does not belong/);
  });

  it('the host restarts before the guest\'s contribution arrived; the seed is fixed once, after the restart', async () => {
    const t = await openTable({ seed: 'r2', tamperHost: (d) => (String(d).includes('"t":"contribute"') ? DROP : d) });
    const session = JSON.parse(JSON.stringify(t.host.session())) as HostSession;
    expect(session.guestToken).not.toBeNull();
    expect(session.contribution).toBeNull();
    expect(t.guest.phase).toBe('seeding');
    const contribution = t.guest.save().contribution;
    t.tamperHost = null;
    t.link.disconnect();
    t.host = await Host.restore(session, []);
    t.reconnect();
    await settle(t);
    expect(t.guest.phase).toBe('playing');
    // The contribution made before the restart is the one used: the guest never makes a second one.
    expect(t.host.session().contribution).toBe(contribution);
    await playOut(t, { policySeed: 'r2' });
    expectSameGame(t);
  });

  it('the guest restarts mid-game from its save and reconnects', async () => {
    const t = await openTable({ seed: 'g1' });
    let disk = '';
    t.guest.persist = async () => {
      disk = JSON.stringify(t.guest.save());
    };
    await playOut(t, { policySeed: 'g1', stopAfter: 80 });
    t.link.disconnect();
    t.guest = Guest.resume(JSON.parse(disk));
    t.reconnect();
    await settle(t);
    expect(t.guest.index).toBe(t.host.steps.length);
    await playOut(t, { policySeed: 'g1b' });
    expectSameGame(t);
  });

  it('a guest that lost everything but its keys rejoins: same contribution, the whole game sent again', async () => {
    const t = await openTable({ seed: 'g2' });
    await playOut(t, { policySeed: 'g2', stopAfter: 40 });
    const contribution = t.host.session().contribution;
    // Only what the guest had before it ever joined.
    const bare = { ...t.guest.save(), phase: 'joining' as const, commitment: null, setup: null, side: null, contribution: null, steps: [], viewHashes: {}, view: null };
    t.link.disconnect();
    t.guest = Guest.resume(bare);
    t.reconnect();
    await settle(t);
    expect(t.guest.save().contribution).toBe(contribution);
    expect(t.host.log.entries.some((e) => e.reason === 'contribution-fixed')).toBe(false);
    expect(t.guest.index).toBe(t.host.steps.length);
    await playOut(t, { policySeed: 'g2b' });
    expectSameGame(t);
  });

  it('a guest that leaves for now is seen to go; it comes back on a new connection and the game goes on', async () => {
    const t = await openTable({ seed: 'l1' });
    await playOut(t, { policySeed: 'l1', stopAfter: 30 });
    t.guest.leave();
    await settle(t);
    expect(t.host.log.entries.map((e) => e.reason)).toEqual(expect.arrayContaining(['left', 'disconnected']));
    expect(t.host.connected).toBe(false);
    expect(t.guest.connected).toBe(false);
    // The host plays on alone while the guest is away, as long as it is its turn; the guest catches up on return.
    const n = t.host.steps.length;
    while (actor(t.host.state!) === t.host.hostSide) expect(await t.host.play(legalActions(t.host.state!)[0]!)).toEqual({ ok: true });
    t.reconnect();
    await settle(t);
    expect(t.guest.index).toBe(t.host.steps.length);
    expect(t.host.steps.length).toBeGreaterThanOrEqual(n);
    await playOut(t, { policySeed: 'l1b' });
    expectSameGame(t);
  });

  it('a save that fails (storage full) holds the step back, logged; the next poke sends it and the game goes on', async () => {
    const t = await openTable({ seed: 'p1' });
    await playOut(t, { policySeed: 'p1', stopAfter: 10 });
    while (actor(t.host.state!) !== t.host.hostSide) {
      expect(await t.guest.play(viewLegalActions(t.guest.view!)[0]!)).toEqual({ ok: true });
      await settle(t);
    }
    let fail = true;
    t.host.persist = async () => {
      if (fail) throw new Error('QuotaExceededError');
    };
    const n = t.host.steps.length;
    expect(await t.host.play(legalActions(t.host.state!)[0]!)).toMatchObject({ ok: false, reason: 'unexpected' });
    await settle(t);
    expect(t.host.log.entries.at(-1)).toMatchObject({ kind: 'notice', detail: 'internal error: QuotaExceededError' });
    // Applied on the host (the game goes on in memory) but not sent: the guest has not seen it.
    expect(t.host.steps.length).toBe(n + 1);
    expect(t.guest.index).toBe(n);
    fail = false;
    t.host.poke();
    await settle(t);
    expect(t.guest.index).toBe(n + 1);
    await playOut(t, { policySeed: 'p1b' });
    expectSameGame(t);
  });

  it('a saved host session whose secret does not match its commitment is refused', async () => {
    const t = await openTable({ seed: 'r3' });
    const session = { ...t.host.session(), secret: '0'.repeat(64) };
    await expect(Host.restore(session, [])).rejects.toThrow(/damaged/);
  });
});
