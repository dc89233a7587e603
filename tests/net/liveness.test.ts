// A connection that dies without saying so (the other phone's page closed, its network gone) is found out by
// unanswered pokes, closed, and the game goes on over a new one. Issue 6, scope 4 (resilience); docs/protocol.md
// "In the app".
import { describe, expect, it } from 'vitest';
import { actor, legalActions } from '../../src/engine';
import { SILENT_POKES } from '../../src/net/guest';
import { GUEST_SILENT_POKES } from '../../src/net/host';
import { DROP, openTable, settle } from './harness';

describe('net: a silent connection is taken for dead', () => {
  it('the guest closes a connection on which the host answered none of its last pokes, then resumes on a new one', async () => {
    const t = await openTable({ seed: 'live-1' });
    expect(t.guest.phase).toBe('playing');
    const events: boolean[] = [];
    t.guest.on((e) => {
      if (e.type === 'connection') events.push(e.connected);
    });
    // Everything the host says is lost from now on.
    t.tamperGuest = () => DROP;
    for (let i = 0; i < SILENT_POKES; i++) {
      t.guest.poke();
      await settle(t);
      expect(t.guest.connected).toBe(true);
    }
    t.guest.poke();
    await settle(t);
    expect(t.guest.connected).toBe(false);
    expect(events).toEqual([false]);
    expect(t.guest.log.entries.some((e) => e.reason === 'disconnected' && /no answer/.test(e.detail))).toBe(true);

    // The link dials again: the game goes on.
    t.tamperGuest = null;
    t.reconnect();
    await settle(t);
    const s = t.host.state!;
    if (actor(s) === t.host.hostSide) expect((await t.host.play(legalActions(s)[0]!)).ok).toBe(true);
    await settle(t);
    expect(t.guest.index).toBe(t.host.steps.length);
  });

  it('an answer resets the count: a guest whose pokes are answered keeps its connection', async () => {
    const t = await openTable({ seed: 'live-2' });
    for (let i = 0; i < SILENT_POKES * 4; i++) {
      t.guest.poke();
      await settle(t);
    }
    expect(t.guest.connected).toBe(true);
    expect(t.guest.log.entries.filter((e) => e.reason === 'disconnected')).toEqual([]);
  });

  it('the host closes the connection of a guest silent through its pokes, says the guest is away, and takes it back', async () => {
    const t = await openTable({ seed: 'live-3' });
    const events: boolean[] = [];
    t.host.on((e) => {
      if (e.type === 'connection') events.push(e.connected);
    });
    t.tamperHost = () => DROP;
    for (let i = 0; i < GUEST_SILENT_POKES; i++) {
      t.host.poke();
      await settle(t);
      expect(t.host.connected).toBe(true);
    }
    t.host.poke();
    await settle(t);
    expect(t.host.connected).toBe(false);
    expect(events).toEqual([false]);
    expect(t.host.log.entries.some((e) => e.reason === 'disconnected' && /no word from the guest/.test(e.detail))).toBe(true);

    t.tamperHost = null;
    t.reconnect();
    await settle(t);
    expect(t.host.connected).toBe(true);
    expect(events).toEqual([false, true]);
  });

  it('a guest that keeps asking is never taken for gone', async () => {
    const t = await openTable({ seed: 'live-4' });
    for (let i = 0; i < GUEST_SILENT_POKES * 3; i++) {
      t.host.poke();
      t.guest.poke();
      await settle(t);
    }
    expect(t.host.connected).toBe(true);
  });
});
