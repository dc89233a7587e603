/**
 * The link between two phones over PeerJS (WebRTC data channels, found through a signalling server). The host
 * registers a peer id derived from the join code, so the code alone finds it; the guest dials that id. Both keep
 * themselves going without the screen's help: the host stays registered through server drops and page reloads, the
 * guest dials again with a backoff. Each open connection is handed over as a `Transport`; the state machines
 * (host.ts, guest.ts) resynchronise on every new one. Status changes go to `onStatus` for the lobby and game bar.
 */
import { Peer, type DataConnection, type PeerError, type PeerOptions } from 'peerjs';
import { normalizeJoinCode, sha256Hex } from './fairness';
import { PeerTransport } from './peerTransport';
import type { Transport } from './transport';

export { PeerTransport } from './peerTransport';

/** A signalling server of the user's choice; null = PeerJS's public server (the default). */
export interface SignalServer {
  host: string;
  port: number;
  path: string;
  key: string;
  secure: boolean;
}

export type LinkStatus = 'starting' | 'waiting' | 'connecting' | 'connected' | 'reconnecting' | 'offline' | 'failed';

export interface LinkState {
  status: LinkStatus;
  /**
   * Why, for 'failed'/'reconnecting'/'offline': 'server-unreachable', 'id-taken', 'peer-unavailable', 'closed',
   * 'timeout', 'webrtc', 'network' (offline, or just back online), or a fatal one ('browser-incompatible',
   * 'invalid-key', 'ssl-unavailable', 'invalid-id').
   */
  reason?: string;
}

export interface LinkOptions {
  code: string;
  server: SignalServer | null;
  /** ICE servers for RTCPeerConnection; absent: PeerJS's defaults (a public STUN and TURN server). */
  iceServers?: RTCIceServer[];
  onTransport(t: Transport): void;
  onStatus(s: LinkState): void;
}

/**
 * How long the guest waits for a dialled connection to open before it tries again (ms): longer than a connection
 * through a TURN relay takes, and than the server's 5 s before it says the host is not there ('peer-unavailable').
 */
export const DIAL_TIMEOUT_MS = 10_000;
/** The host's wait before trying its id again when the server still holds it (a reload of the same host). */
export const ID_TAKEN_RETRY_MS = 2000;
/** Failures in a row, the server never reached, before the status says 'failed' (retries go on regardless). */
const FAILED_AFTER = 3;

/** Errors after which trying again cannot help: the status stays 'failed'. */
const FATAL = new Set(['browser-incompatible', 'invalid-id', 'invalid-key', 'ssl-unavailable']);

/** 1 s, 2 s, 4 s, 8 s, then 10 s: the wait before attempt `n` (0-based) after a failure. */
export function backoffMs(n: number): number {
  return Math.min(10_000, 1000 * 2 ** Math.max(0, Math.min(n, 10)));
}

/** PeerJS's error types mapped to the short reasons of `LinkState`. */
export function reasonOf(type: string): string {
  switch (type) {
    case 'network':
    case 'server-error':
    case 'socket-error':
    case 'socket-closed':
    case 'disconnected':
      return 'server-unreachable';
    case 'unavailable-id':
      return 'id-taken';
    default:
      return type;
  }
}

/** The host's PeerJS id, derived from the join code: 'p44-' + first 32 hex of SHA-256('pocket44/peer|' + normalized code). */
export async function hostPeerId(code: string): Promise<string> {
  return `p44-${(await sha256Hex(`pocket44/peer|${normalizeJoinCode(code)}`)).slice(0, 32)}`;
}

/** A fresh random id for a guest's Peer (no round trip to the server to be given one). */
function guestPeerId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `p44g-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** PeerJS options for a server (null = the public default), as passed to `new Peer(id, opts)`. */
export function peerOptions(server: SignalServer | null, iceServers?: RTCIceServer[]): PeerOptions {
  const opts: PeerOptions = { debug: 0 };
  if (server) {
    opts.host = server.host;
    opts.port = server.port;
    opts.path = server.path;
    opts.key = server.key;
    opts.secure = server.secure;
  }
  if (iceServers) opts.config = { iceServers };
  return opts;
}

/**
 * Listens for the page waking up (visible again) and the network coming back, and for the network going away;
 * returns a function that stops listening. Does nothing outside a browser (node tests).
 */
function watchPage(onWake: () => void, onOffline?: () => void): () => void {
  const hasWindow = typeof window !== 'undefined' && typeof window.addEventListener === 'function';
  const hasDocument = typeof document !== 'undefined' && typeof document.addEventListener === 'function';
  const visible = (): void => {
    if (document.visibilityState === 'visible') onWake();
  };
  const offline = (): void => onOffline?.();
  if (hasWindow) {
    window.addEventListener('online', onWake);
    window.addEventListener('offline', offline);
  }
  if (hasDocument) document.addEventListener('visibilitychange', visible);
  return () => {
    if (hasWindow) {
      window.removeEventListener('online', onWake);
      window.removeEventListener('offline', offline);
    }
    if (hasDocument) document.removeEventListener('visibilitychange', visible);
  };
}

const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Calls poke() every `ms` (3000) and when the page becomes visible or the network comes back; returns a stop function. */
export function pokeEvery(poke: () => void, ms = 3000): () => void {
  const timer = setInterval(poke, ms);
  const unwatch = watchPage(poke);
  return () => {
    clearInterval(timer);
    unwatch();
  };
}

/** What both ends share: the status, its reporting, the retry timer and the page watcher. */
abstract class Link {
  state: LinkState = { status: 'starting' };
  protected closed = false;
  protected peer: Peer | null = null;
  /** Failures in a row since the last success. */
  protected failures = 0;
  /** The signalling server answered at least once (so a failure is a drop, not a wrong address). */
  protected reached = false;
  protected fatal: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly unwatch: () => void;

  protected constructor(protected readonly o: LinkOptions) {
    this.unwatch = watchPage(
      () => this.wake(),
      () => this.wentOffline(),
    );
  }

  protected setStatus(status: LinkStatus, reason?: string): void {
    if (this.closed) return;
    if (this.state.status === status && this.state.reason === reason) return;
    this.state = reason === undefined ? { status } : { status, reason };
    this.o.onStatus(this.state);
  }

  /** A failure: report it (unless a connection is still up) and try again after the backoff. */
  protected failed(reason: string, delay?: number): void {
    if (this.closed) return;
    if (FATAL.has(reason)) {
      this.fatal = reason;
      this.clearTimer();
      this.setStatus('failed', reason);
      return;
    }
    if (!this.hasOpenTransport()) {
      const giveUp = reason === 'server-unreachable' && !this.reached && this.failures + 1 >= FAILED_AFTER;
      this.setStatus(giveUp ? 'failed' : 'reconnecting', reason);
    }
    this.schedule(delay ?? backoffMs(this.failures));
    this.failures++;
  }

  /** Runs `recover` after `ms`, unless a retry is already planned. */
  protected schedule(ms: number): void {
    if (this.timer !== null || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.retry();
    }, ms);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Tries again now (offline: waits for the network to come back). */
  protected retry(): void {
    this.clearTimer();
    if (this.closed || this.fatal) return;
    if (isOffline()) {
      this.wentOffline();
      return;
    }
    // Back online: say so until the link is up again (the host's 'waiting', the guest's 'connected').
    if (this.state.status === 'offline') this.setStatus('reconnecting', 'network');
    this.recover();
  }

  private wake(): void {
    if (this.closed || this.fatal || this.hasOpenTransport()) return;
    this.failures = 0;
    this.retry();
  }

  private wentOffline(): void {
    if (!this.closed && !this.fatal && !this.hasOpenTransport()) this.setStatus('offline', 'network');
  }

  /** A new Peer on `id`, with the handlers every Peer needs; `extra` adds the end's own. */
  protected makePeer(id: string, extra: (peer: Peer) => void): void {
    this.peer?.destroy();
    const peer = new Peer(id, peerOptions(this.o.server, this.o.iceServers));
    this.peer = peer;
    let lastReason = 'server-unreachable';
    peer.on('open', () => {
      if (this.peer !== peer || this.closed) return;
      this.reached = true;
      lastReason = 'server-unreachable';
      this.serverOpen();
    });
    peer.on('error', (e: PeerError<string>) => {
      if (this.peer !== peer || this.closed) return;
      const reason = reasonOf(String(e.type));
      if (reason === 'peer-unavailable') this.peerUnavailable();
      else if (FATAL.has(reason)) this.failed(reason);
      else lastReason = reason;
    });
    // Both come after the error that caused them ('close' when PeerJS destroyed the Peer, which happens when the
    // server was never reached; 'disconnected' otherwise): retry() then reconnects or makes a new Peer.
    const lost = (): void => {
      if (this.peer !== peer || this.closed || this.fatal) return;
      this.serverLost();
      if (this.timer !== null) return; // 'close' right after 'disconnected': one failure, not two
      const reason = lastReason;
      lastReason = 'server-unreachable';
      this.failed(reason, reason === 'id-taken' ? ID_TAKEN_RETRY_MS : undefined);
    };
    peer.on('disconnected', lost);
    peer.on('close', lost);
    extra(peer);
  }

  /** The signalling link is back (or up for the first time). */
  protected abstract serverOpen(): void;
  /** The signalling link was lost. */
  protected serverLost(): void {}
  protected peerUnavailable(): void {}
  protected abstract recover(): void;
  protected abstract hasOpenTransport(): boolean;

  /**
   * Leaves the signalling server at once (so the id is free, and a dial meant for the next holder of it waits for
   * that one instead of reaching this closing Peer), and destroys the Peer once its connections had time to drain:
   * PeerTransport.close waits up to a second for its data to leave, and destroying the Peer before would cut it.
   */
  protected release(draining: boolean): void {
    const peer = this.peer;
    this.peer = null;
    if (!peer) return;
    peer.disconnect();
    setTimeout(() => peer.destroy(), draining ? 1100 : 0);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.clearTimer();
    this.unwatch();
  }
}

/**
 * Host side: registers hostPeerId(code) on the signalling server and hands every incoming DataConnection (as a
 * Transport) to onTransport (the app calls host.accept(t); the Host turns third devices away itself). Keeps itself
 * registered: on 'disconnected' it reconnects (with a backoff); if the id is taken (a previous page of the same
 * host that the server still remembers, after a reload) it retries every 2 s; offline, it waits for 'online'.
 */
export class HostLink extends Link {
  private id: string | null = null;
  private registered = false;
  private readonly transports = new Set<PeerTransport>();

  private constructor(o: LinkOptions) {
    super(o);
  }

  static start(o: LinkOptions): HostLink {
    const link = new HostLink(o);
    o.onStatus(link.state);
    void hostPeerId(o.code).then((id) => {
      link.id = id;
      link.retry();
    });
    return link;
  }

  protected recover(): void {
    if (!this.id) return;
    const peer = this.peer;
    if (peer && !peer.destroyed && peer.disconnected) peer.reconnect();
    else if (!peer || peer.destroyed) this.makePeer(this.id, (p) => p.on('connection', (c) => this.incoming(p, c)));
  }

  private incoming(peer: Peer, conn: DataConnection): void {
    if (this.peer !== peer || this.closed) {
      conn.close();
      return;
    }
    const t = new PeerTransport(conn);
    this.transports.add(t);
    t.onOpen(() => this.update());
    t.onClose(() => {
      this.transports.delete(t);
      this.update();
    });
    this.o.onTransport(t);
  }

  protected serverOpen(): void {
    this.registered = true;
    this.failures = 0;
    this.update();
  }

  protected serverLost(): void {
    this.registered = false;
  }

  protected hasOpenTransport(): boolean {
    for (const t of this.transports) if (t.isOpen) return true;
    return false;
  }

  /** connected (a guest's connection is open) / waiting (registered, nobody yet); otherwise the last failure stands. */
  private update(): void {
    if (this.hasOpenTransport()) this.setStatus('connected');
    else if (this.registered) this.setStatus('waiting');
    else if (this.state.status === 'connected' || this.state.status === 'waiting') this.setStatus('reconnecting', 'server-unreachable');
  }

  /** Closes every connection (after what was sent has left) and leaves the signalling server. */
  override close(): void {
    if (this.closed) return;
    super.close();
    const open = [...this.transports];
    this.transports.clear();
    for (const t of open) t.close();
    this.release(open.length > 0);
  }
}

/**
 * Guest side: its own random peer id; connects to hostPeerId(code) with { serialization: 'raw', reliable: true };
 * each open connection is handed to onTransport (the app calls guest.attach(t)); when it closes or fails it tries
 * again with a backoff (1 s, 2 s, 4 s… at most 10 s; at once on 'online', when the page becomes visible, or on
 * retryNow()). 'peer-unavailable' (the host not there yet, or asleep) is retried too, reported as 'reconnecting'.
 */
export class GuestLink extends Link {
  private hostId: string | null = null;
  /** The connection being dialled or open. */
  private current: PeerTransport | null = null;
  private dialTimer: ReturnType<typeof setTimeout> | null = null;
  private everConnected = false;

  private constructor(o: LinkOptions) {
    super(o);
  }

  static start(o: LinkOptions): GuestLink {
    const link = new GuestLink(o);
    o.onStatus(link.state);
    void hostPeerId(o.code).then((id) => {
      link.hostId = id;
      link.retry();
    });
    return link;
  }

  /** Dials again now, unless a connection is open or being dialled. */
  retryNow(): void {
    if (this.closed || this.fatal || this.current) return;
    this.failures = 0;
    this.retry();
  }

  protected recover(): void {
    if (!this.hostId || this.current) return;
    const peer = this.peer;
    // A new id each time: the server may still hold the previous one for a while.
    if (!peer || peer.destroyed) this.makePeer(guestPeerId(), () => {});
    else if (peer.disconnected) peer.reconnect();
    else if (peer.open) this.dial();
    // else: still reaching the server for the first time; 'open' dials.
  }

  protected serverOpen(): void {
    this.dial();
  }

  protected hasOpenTransport(): boolean {
    return this.current?.isOpen ?? false;
  }

  private dial(): void {
    const peer = this.peer;
    if (this.closed || this.fatal || !peer || !this.hostId || this.current) return;
    const conn = peer.connect(this.hostId, { serialization: 'raw', reliable: true });
    if (!conn) return; // disconnected meanwhile: its 'disconnected' handler retries
    if (!this.everConnected && this.state.status !== 'reconnecting') this.setStatus('connecting');
    const t = new PeerTransport(conn);
    this.current = t;
    this.dialTimer = setTimeout(() => {
      this.dialTimer = null;
      if (this.current === t && !t.isOpen) this.drop(t, 'timeout');
    }, DIAL_TIMEOUT_MS);
    t.onOpen(() => {
      if (this.current !== t || this.closed) return;
      this.clearDial();
      this.failures = 0;
      this.everConnected = true;
      this.setStatus('connected');
      this.o.onTransport(t);
    });
    t.onClose((reason) => {
      if (this.current !== t) return;
      this.drop(t, t.isOpen || this.state.status === 'connected' ? 'closed' : reason);
    });
  }

  /** Gives up on connection `t` (closed, failed, timed out or unanswered) and dials again later. */
  private drop(t: PeerTransport, reason: string): void {
    if (this.current !== t) return;
    this.current = null;
    this.clearDial();
    t.close();
    // Not at once, even after a clean close: a host that just left may still be registered for a moment (the
    // server has not seen its WebSocket close yet), and the server would then drop our offer without a word.
    this.failed(reason);
  }

  private clearDial(): void {
    if (this.dialTimer !== null) clearTimeout(this.dialTimer);
    this.dialTimer = null;
  }

  /** The server says the host's id is not registered: the pending connection will never open. */
  protected peerUnavailable(): void {
    if (this.current && !this.current.isOpen) this.drop(this.current, 'peer-unavailable');
  }

  override close(): void {
    if (this.closed) return;
    super.close();
    this.clearDial();
    const t = this.current;
    this.current = null;
    t?.close();
    this.release(t !== null);
  }
}
