// The PeerJS link's logic in node: the host's id from the join code, PeerJS options, the poke timer, and the
// retry behaviour of HostLink and GuestLink against a scripted stand-in for PeerJS's Peer (fake timers, so the
// backoff is checked step by step). The real PeerJS over WebRTC is tested in chromium: tests/browser/peer.spec.mjs.
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { normalizeJoinCode } from '../../src/net/fairness';
import {
  backoffMs,
  GuestLink,
  HostLink,
  hostPeerId,
  peerOptions,
  pokeEvery,
  reasonOf,
  type LinkState,
  type SignalServer,
} from '../../src/net/peer';
import type { Transport } from '../../src/net/transport';

const fake = vi.hoisted(() => {
  type Handler = (...args: unknown[]) => void;
  class Emitter {
    private handlers = new Map<string, Handler[]>();
    on(event: string, h: Handler): this {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), h]);
      return this;
    }
    emit(event: string, ...args: unknown[]): void {
      for (const h of this.handlers.get(event) ?? []) h(...args);
    }
  }
  class FakeConn extends Emitter {
    open = false;
    closed = false;
    sent: unknown[] = [];
    dataChannel = { bufferedAmount: 0 };
    constructor(
      readonly peer: string,
      readonly options: unknown,
    ) {
      super();
    }
    send(data: unknown): void {
      this.sent.push(data);
    }
    /** The test: the data channel opened. */
    accept(): void {
      this.open = true;
      this.emit('open');
    }
    close(): void {
      if (this.closed) return;
      this.closed = true;
      const was = this.open;
      this.open = false;
      if (was) this.emit('close');
    }
  }
  class FakePeer extends Emitter {
    static all: FakePeer[] = [];
    open = false;
    disconnected = false;
    destroyed = false;
    reconnects = 0;
    conns: FakeConn[] = [];
    constructor(
      readonly id: string,
      readonly options: unknown,
    ) {
      super();
      FakePeer.all.push(this);
    }
    connect(peer: string, options: unknown): FakeConn | undefined {
      if (this.disconnected) return undefined;
      const c = new FakeConn(peer, options);
      this.conns.push(c);
      return c;
    }
    reconnect(): void {
      this.reconnects++;
      this.disconnected = false;
    }
    disconnect(): void {
      if (this.disconnected) return;
      this.disconnected = true;
      this.open = false;
      this.emit('disconnected', this.id);
    }
    destroy(): void {
      if (this.destroyed) return;
      this.disconnect();
      this.destroyed = true;
      this.emit('close');
    }
    /** The test: the server accepted the id. */
    serverOpen(): void {
      this.open = true;
      this.emit('open', this.id);
    }
    /** The test: an error of `type`, then what PeerJS does after it (disconnect, or destroy). */
    fail(type: string, then: 'disconnect' | 'destroy' | 'nothing' = 'nothing'): void {
      this.emit('error', { type });
      if (then === 'disconnect') this.disconnect();
      if (then === 'destroy') this.destroy();
    }
  }
  return { FakePeer, FakeConn };
});

vi.mock('peerjs', () => ({ Peer: fake.FakePeer }));

type FakePeer = InstanceType<typeof fake.FakePeer>;

const CODE = 'orbit violin absent tackle museum pledge';
const SERVER: SignalServer = { host: '127.0.0.1', port: 9000, path: '/p2p', key: 'peerjs', secure: false };

describe('hostPeerId', () => {
  it("is 'p44-' and the first 32 hex digits of SHA-256 over the normalized code", async () => {
    const id = await hostPeerId(CODE);
    expect(id).toMatch(/^p44-[0-9a-f]{32}$/);
    const digest = createHash('sha256').update(`pocket44/peer|${normalizeJoinCode(CODE)}`).digest('hex');
    expect(id).toBe(`p44-${digest.slice(0, 32)}`);
  });

  it('is the same for the same normalized code and differs for another code', async () => {
    const variant = `  ${CODE.toUpperCase().split(' ').join('   ')} `;
    if (normalizeJoinCode(variant) === normalizeJoinCode(CODE)) {
      expect(await hostPeerId(variant)).toBe(await hostPeerId(CODE));
    }
    expect(await hostPeerId(normalizeJoinCode(CODE))).toBe(await hostPeerId(CODE));
    const other = 'abandon ability able about above absent';
    expect(normalizeJoinCode(other)).not.toBe(normalizeJoinCode(CODE));
    expect(await hostPeerId(other)).not.toBe(await hostPeerId(CODE));
  });
});

describe('peerOptions', () => {
  it("leaves PeerJS's public server when no server is chosen", () => {
    const o = peerOptions(null);
    expect(o.host).toBeUndefined();
    expect(o.port).toBeUndefined();
    expect(o.config).toBeUndefined();
  });

  it('maps every field of a chosen server, and the ICE servers when given', () => {
    expect(peerOptions(SERVER, [])).toMatchObject({
      host: '127.0.0.1',
      port: 9000,
      path: '/p2p',
      key: 'peerjs',
      secure: false,
      config: { iceServers: [] },
    });
    const stun = [{ urls: 'stun:stun.example.org:3478' }];
    expect(peerOptions({ ...SERVER, secure: true }, stun)).toMatchObject({ secure: true, config: { iceServers: stun } });
  });
});

describe('backoff and reasons', () => {
  it('waits 1, 2, 4, 8 s, then 10 s for good', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
  });

  it("names PeerJS's errors by what the player can do about them", () => {
    expect(['network', 'server-error', 'socket-error', 'socket-closed'].map(reasonOf)).toEqual(
      Array(4).fill('server-unreachable'),
    );
    expect(reasonOf('unavailable-id')).toBe('id-taken');
    expect(reasonOf('peer-unavailable')).toBe('peer-unavailable');
    expect(reasonOf('browser-incompatible')).toBe('browser-incompatible');
  });
});

/** A stand-in for window and document: events, visibility and navigator.onLine under the test's control. */
function fakePage() {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const nav = { onLine: true };
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', doc);
  vi.stubGlobal('navigator', nav);
  return {
    online() {
      nav.onLine = true;
      win.dispatchEvent(new Event('online'));
    },
    offline() {
      nav.onLine = false;
      win.dispatchEvent(new Event('offline'));
    },
    visibility(v: DocumentVisibilityState) {
      doc.visibilityState = v;
      doc.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

describe('pokeEvery', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('pokes every 3 s, when the page becomes visible and when the network returns; stop ends it all', () => {
    const page = fakePage();
    const poke = vi.fn();
    const stop = pokeEvery(poke);
    vi.advanceTimersByTime(2999);
    expect(poke).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(poke).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(6000);
    expect(poke).toHaveBeenCalledTimes(3);
    page.visibility('hidden');
    expect(poke).toHaveBeenCalledTimes(3);
    page.visibility('visible');
    expect(poke).toHaveBeenCalledTimes(4);
    page.online();
    expect(poke).toHaveBeenCalledTimes(5);
    stop();
    vi.advanceTimersByTime(30_000);
    page.online();
    page.visibility('visible');
    expect(poke).toHaveBeenCalledTimes(5);
  });

  it('takes another period', () => {
    fakePage();
    const poke = vi.fn();
    const stop = pokeEvery(poke, 500);
    vi.advanceTimersByTime(1000);
    expect(poke).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('GuestLink and HostLink against a scripted Peer', () => {
  let page: ReturnType<typeof fakePage>;
  let statuses: LinkState[];
  let transports: Transport[];
  const opts = { code: CODE, server: SERVER, iceServers: [] as RTCIceServer[] };
  const last = (): string => {
    const s = statuses[statuses.length - 1]!;
    return s.reason ? `${s.status}:${s.reason}` : s.status;
  };
  const peers = (): FakePeer[] => fake.FakePeer.all;
  /** The Peer made by the link (after hostPeerId's hash, which is truly asynchronous). */
  const nthPeer = async (n: number): Promise<FakePeer> => {
    await vi.waitFor(() => expect(peers().length).toBeGreaterThanOrEqual(n + 1));
    return peers()[n]!;
  };
  const track = { onStatus: (s: LinkState) => statuses.push(s), onTransport: (t: Transport) => transports.push(t) };

  beforeEach(() => {
    vi.useFakeTimers();
    page = fakePage();
    fake.FakePeer.all = [];
    statuses = [];
    transports = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('guest: dials the host id raw and reliable, hands over the open connection, redials after 1 s when it closes', async () => {
    const link = GuestLink.start({ ...opts, ...track });
    expect(last()).toBe('starting');
    const peer = await nthPeer(0);
    expect(peer.id).toMatch(/^p44g-[0-9a-f]{24}$/);
    expect(peer.options).toEqual(peerOptions(SERVER, []));
    peer.serverOpen();
    expect(peer.conns).toHaveLength(1);
    const conn = peer.conns[0]!;
    expect(conn.peer).toBe(await hostPeerId(CODE));
    expect(conn.options).toEqual({ serialization: 'raw', reliable: true });
    expect(last()).toBe('connecting');
    expect(transports).toHaveLength(0);
    conn.accept();
    expect(last()).toBe('connected');
    expect(transports).toHaveLength(1);
    expect(transports[0]!.send('hello')).toBe(true);
    expect(conn.sent).toEqual(['hello']);

    const closes: string[] = [];
    transports[0]!.onClose((r) => closes.push(r));
    conn.close();
    expect(closes).toEqual(['closed']);
    expect(transports[0]!.send('lost')).toBe(false);
    expect(last()).toBe('reconnecting:closed');
    vi.advanceTimersByTime(999);
    expect(peer.conns).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(peer.conns).toHaveLength(2);
    peer.conns[1]!.accept();
    expect(last()).toBe('connected');
    expect(transports).toHaveLength(2);
    link.close();
    expect(peer.conns[1]!.closed || peer.disconnected).toBe(true);
  });

  it("guest: 'peer-unavailable' drops the pending dial and retries with the backoff; retryNow and 'online' dial at once", async () => {
    const link = GuestLink.start({ ...opts, ...track });
    const peer = await nthPeer(0);
    peer.serverOpen();
    peer.fail('peer-unavailable');
    expect(last()).toBe('reconnecting:peer-unavailable');
    expect(peer.conns[0]!.closed).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(peer.conns).toHaveLength(2);
    peer.fail('peer-unavailable');
    vi.advanceTimersByTime(1999);
    expect(peer.conns).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(peer.conns).toHaveLength(3);
    peer.fail('peer-unavailable');
    link.retryNow();
    expect(peer.conns).toHaveLength(4);
    peer.fail('peer-unavailable');
    page.online();
    expect(peer.conns).toHaveLength(5);
    // A dial nobody answers is given up after the dial timeout and tried again.
    vi.advanceTimersByTime(10_000);
    expect(peer.conns[4]!.closed).toBe(true);
    expect(last()).toBe('reconnecting:timeout');
    link.close();
  });

  it("guest: an unreachable server is retried with the backoff; after three failures the status says 'failed' and retries go on", async () => {
    const link = GuestLink.start({ ...opts, ...track });
    const peer = await nthPeer(0);
    peer.fail('network', 'disconnect');
    expect(last()).toBe('reconnecting:server-unreachable');
    vi.advanceTimersByTime(1000);
    expect(peer.reconnects).toBe(1);
    peer.fail('network', 'disconnect');
    vi.advanceTimersByTime(2000);
    expect(peer.reconnects).toBe(2);
    peer.fail('network', 'disconnect');
    expect(last()).toBe('failed:server-unreachable');
    vi.advanceTimersByTime(4000);
    expect(peer.reconnects).toBe(3);
    peer.serverOpen();
    expect(last()).toBe('connecting');
    link.close();
  });

  it('guest: offline waits for the network instead of counting failures', async () => {
    const link = GuestLink.start({ ...opts, ...track });
    const peer = await nthPeer(0);
    page.offline();
    expect(last()).toBe('offline:network');
    peer.fail('network', 'disconnect');
    vi.advanceTimersByTime(60_000);
    expect(peer.reconnects).toBe(0);
    expect(last()).toBe('offline:network');
    page.online();
    expect(peer.reconnects).toBe(1);
    expect(last()).toBe('reconnecting:network');
    link.close();
  });

  it('a fatal error stops the link for good', async () => {
    const link = GuestLink.start({ ...opts, ...track });
    const peer = await nthPeer(0);
    peer.fail('browser-incompatible', 'destroy');
    expect(last()).toBe('failed:browser-incompatible');
    vi.advanceTimersByTime(60_000);
    page.online();
    link.retryNow();
    expect(peers()).toHaveLength(1);
    link.close();
  });

  it('host: registers the id from the code; an id still held is tried again every 2 s with a new Peer', async () => {
    const link = HostLink.start({ ...opts, ...track });
    const first = await nthPeer(0);
    expect(first.id).toBe(await hostPeerId(CODE));
    first.fail('unavailable-id', 'destroy');
    expect(last()).toBe('reconnecting:id-taken');
    vi.advanceTimersByTime(1999);
    expect(peers()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(peers()).toHaveLength(2);
    peers()[1]!.fail('unavailable-id', 'destroy');
    vi.advanceTimersByTime(2000);
    const third = peers()[2]!;
    expect(third.id).toBe(first.id);
    third.serverOpen();
    expect(last()).toBe('waiting');
    link.close();
  });

  it('host: hands over every incoming connection, says connected while one is open, and closes them all on close()', async () => {
    const link = HostLink.start({ ...opts, ...track });
    const peer = await nthPeer(0);
    peer.serverOpen();
    expect(last()).toBe('waiting');
    const a = new fake.FakeConn('guest-a', {});
    const b = new fake.FakeConn('guest-b', {});
    peer.emit('connection', a);
    peer.emit('connection', b);
    expect(transports).toHaveLength(2);
    expect(last()).toBe('waiting');
    a.accept();
    b.accept();
    expect(last()).toBe('connected');
    a.close();
    expect(last()).toBe('connected');
    b.close();
    expect(last()).toBe('waiting');

    // The signalling server drops: reconnect with the backoff, while a guest's connection stays up.
    const c = new fake.FakeConn('guest-c', {});
    peer.emit('connection', c);
    c.accept();
    peer.fail('network', 'disconnect');
    expect(last()).toBe('connected');
    vi.advanceTimersByTime(1000);
    expect(peer.reconnects).toBe(1);
    peer.serverOpen();

    link.close();
    expect(c.closed).toBe(true);
    expect(peer.disconnected).toBe(true);
    vi.advanceTimersByTime(1100);
    expect(peer.destroyed).toBe(true);
    const before = statuses.length;
    peer.emit('connection', new fake.FakeConn('late', {}));
    expect(transports).toHaveLength(3);
    expect(statuses).toHaveLength(before);
  });
});

describe('the signalling server lost while the channel is up (issue 13, 6)', () => {
  let statuses: LinkState[];
  let transports: Transport[];
  const opts = { code: CODE, server: SERVER, iceServers: [] as RTCIceServer[] };
  const track = { onStatus: (s: LinkState) => statuses.push(s), onTransport: (t: Transport) => transports.push(t) };
  const nthPeer = async (n: number): Promise<FakePeer> => {
    await vi.waitFor(() => expect(fake.FakePeer.all.length).toBeGreaterThanOrEqual(n + 1));
    return fake.FakePeer.all[n]!;
  };
  beforeEach(() => {
    vi.useFakeTimers();
    fake.FakePeer.all = [];
    statuses = [];
    transports = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('guest: the game goes on over the open channel; nothing is closed or dialled, the status stays connected', async () => {
    const link = GuestLink.start({ ...opts, ...track });
    const peer = await nthPeer(0);
    peer.serverOpen();
    const conn = peer.conns[0]!;
    conn.accept();
    expect(transports).toHaveLength(1);
    // The server goes away for good.
    peer.fail('network', 'disconnect');
    peer.reconnect = () => {
      peer.reconnects++;
      peer.fail('network', 'disconnect');
    };
    for (let s = 0; s < 120; s++) vi.advanceTimersByTime(1000);
    expect(transports[0]!.isOpen).toBe(true);
    expect(conn.closed).toBe(false);
    expect(peer.conns).toHaveLength(1);
    expect(statuses[statuses.length - 1]!.status).toBe('connected');
    expect(transports[0]!.send('still here')).toBe(true);
    link.close();
  });

  it('host: the guest\'s open channel stays, and the status says connected', async () => {
    const link = HostLink.start({ ...opts, ...track });
    const peer = await nthPeer(0);
    peer.serverOpen();
    const c = new fake.FakeConn('guest', {});
    peer.emit('connection', c);
    c.accept();
    expect(transports).toHaveLength(1);
    peer.fail('network', 'disconnect');
    peer.reconnect = () => {
      peer.reconnects++;
      peer.fail('network', 'disconnect');
    };
    for (let s = 0; s < 120; s++) vi.advanceTimersByTime(1000);
    expect(transports[0]!.isOpen).toBe(true);
    expect(c.closed).toBe(false);
    expect(statuses[statuses.length - 1]!.status).toBe('connected');
    link.close();
  });
});
