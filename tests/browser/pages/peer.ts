// Test page for the PeerJS link (src/net/peer.ts), used by tests/browser/peer.spec.mjs and bench/net.ts: one
// HostLink or GuestLink per page, driven from node through window.__peer. Every status, connection and message is
// recorded; a host can answer every message with a fixed text (the bench's stand-in for the engine's answer).
import { GuestLink, HostLink, type LinkState, type SignalServer } from '../../../src/net/peer';
import type { Transport } from '../../../src/net/transport';

interface ConnRecord {
  open: boolean;
  closed: string | null;
  /** performance.timeOrigin + performance.now() when it opened (ms since the epoch, fractional). */
  openedAt: number | null;
  got: string[];
}

const now = (): number => performance.timeOrigin + performance.now();

class PeerProbe {
  /** Every status reported, with when (ms since the link started). */
  statuses: (LinkState & { ms: number })[] = [];
  conns: ConnRecord[] = [];
  startedAt = 0;
  /** Text sent back on every message received (null: no answer). */
  reply: string | null = null;
  private link: HostLink | GuestLink | null = null;
  private transports: Transport[] = [];
  private waiter: ((text: string) => void) | null = null;

  start(kind: 'host' | 'guest', code: string, server: SignalServer | null): void {
    this.startedAt = now();
    const start = kind === 'host' ? HostLink.start.bind(HostLink) : GuestLink.start.bind(GuestLink);
    this.link = start({
      code,
      server,
      iceServers: [],
      onStatus: (s) => this.statuses.push({ ...s, ms: Math.round(now() - this.startedAt) }),
      onTransport: (t) => this.track(t),
    });
  }

  private track(t: Transport): void {
    const rec: ConnRecord = { open: false, closed: null, openedAt: null, got: [] };
    this.conns.push(rec);
    this.transports.push(t);
    t.onOpen(() => {
      rec.open = true;
      rec.openedAt = now();
    });
    t.onClose((reason) => {
      rec.open = false;
      rec.closed = reason;
    });
    t.onMessage((data) => {
      const text = typeof data === 'string' ? data : `(not text: ${typeof data})`;
      if (this.waiter) {
        const w = this.waiter;
        this.waiter = null;
        w(text);
        return;
      }
      rec.got.push(text);
      if (this.reply !== null) t.send(this.reply);
    });
  }

  get status(): LinkState | null {
    return this.statuses[this.statuses.length - 1] ?? null;
  }

  send(i: number, text: string): boolean {
    return this.transports[i]?.send(text) ?? false;
  }

  /** Sends `text` on the last connection `n` times, each after the answer to the one before; returns each round trip in ms. */
  async roundTrips(n: number, text: string, answerChars: number): Promise<number[]> {
    const t = this.transports[this.transports.length - 1];
    if (!t?.isOpen) throw new Error('no open connection');
    const times: number[] = [];
    for (let k = 0; k < n; k++) {
      const answered = new Promise<string>((resolve) => (this.waiter = resolve));
      const t0 = performance.now();
      if (!t.send(text)) throw new Error('send failed');
      const answer = await answered;
      times.push(performance.now() - t0);
      if (answer.length !== answerChars) throw new Error(`answer of ${answer.length} characters, not ${answerChars}`);
    }
    return times;
  }

  retryNow(): void {
    if (this.link instanceof GuestLink) this.link.retryNow();
  }

  close(): void {
    this.link?.close();
    this.link = null;
  }
}

(window as unknown as { __peer: PeerProbe }).__peer = new PeerProbe();
document.body.dataset.ready = '';
