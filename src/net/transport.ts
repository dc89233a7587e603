/**
 * The one thing the protocol needs from a connection: send a text, be told of texts, opening and closing. Shaped
 * after a PeerJS DataConnection opened with `serialization: 'raw'` (the protocol does its own JSON, so it can check
 * a message's size before parsing it): `send` = `conn.send(text)`, `onMessage` = `conn.on('data')` (whose payload
 * is `unknown`: anything that is not a string is rejected by the protocol, never trusted), `onOpen` = `conn.on('open')`,
 * `onClose` = `conn.on('close')` and `conn.on('error')`, `close` = `conn.close({ flush: true })`.
 *
 * A connection is used once: after a close the host and the guest are given a new one (`Host.accept`,
 * `Guest.attach`) and resynchronise over it.
 *
 * `MemoryLink` is the in-memory pair the protocol tests run over, with the faults a real network has (and a few a
 * reliable data channel never shows, to prove the protocol does not depend on them): drops, duplicates, reordering,
 * delay (nothing moves until the test delivers) and disconnects. It uses no clock: the test decides when messages
 * arrive, so runs are exactly repeatable from the link's seed.
 */
import { nextU32, seedRng, type RngState } from '../engine/rng';

export type MessageHandler = (data: unknown) => void | Promise<unknown>;

export interface Transport {
  /** True between open and close. */
  readonly isOpen: boolean;
  /** Sends one text message; false (nothing sent) when the connection is not open. */
  send(text: string): boolean;
  /** A message arrived. A handler may return a promise: the in-memory link waits for it before the next delivery. */
  onMessage(handler: MessageHandler): void;
  /** The connection is ready (called at once if it already is). */
  onOpen(handler: () => void): void;
  /** The connection is gone, orderly or not (called at once if it already is). */
  onClose(handler: (reason: string) => void): void;
  /** Closes the connection; what this end sent before is still delivered. */
  close(): void;
}

/** Probabilities (0..1) of each fault, per message. */
export interface LinkFaults {
  drop?: number;
  duplicate?: number;
  /** A message is delivered out of turn: some later message in the queue goes first. */
  reorder?: number;
}

interface Queued {
  to: MemoryEnd;
  data: unknown;
  /** An orderly close from the other end, delivered after what that end sent before it. */
  close?: boolean;
}

class MemoryEnd implements Transport {
  isOpen = true;
  peer!: MemoryEnd;
  private readonly messageHandlers: MessageHandler[] = [];
  private readonly closeHandlers: ((reason: string) => void)[] = [];

  constructor(private readonly link: MemoryLink) {}

  send(text: string): boolean {
    if (!this.isOpen) return false;
    this.link.enqueue({ to: this.peer, data: text });
    return true;
  }

  onMessage(handler: MessageHandler): void {
    this.messageHandlers.push(handler);
  }

  onOpen(handler: () => void): void {
    if (this.isOpen) handler();
  }

  onClose(handler: (reason: string) => void): void {
    if (!this.isOpen) handler('closed');
    else this.closeHandlers.push(handler);
  }

  close(): void {
    if (!this.isOpen) return;
    this.isOpen = false;
    this.link.enqueue({ to: this.peer, data: null, close: true });
    this.shut('closed');
  }

  /** Delivers one message to this end's handlers (waiting for any promise they return). */
  async receive(data: unknown): Promise<void> {
    if (!this.isOpen) return;
    for (const h of this.messageHandlers) await h(data);
  }

  shut(reason: string): void {
    this.isOpen = false;
    const hs = this.closeHandlers.splice(0);
    for (const h of hs) h(reason);
  }
}

/**
 * Two phones joined by a network the test controls. `connect()` opens a new connection and returns its two ends;
 * messages wait in a queue until `deliver()`/`flush()`; `disconnect()` cuts the connection (both ends are told,
 * messages in flight are lost), as a phone going to sleep would.
 */
export class MemoryLink {
  faults: LinkFaults;
  private queue: Queued[] = [];
  private rng: RngState;
  private ends: [MemoryEnd, MemoryEnd] | null = null;

  constructor(opts: { seed?: string; faults?: LinkFaults } = {}) {
    this.rng = seedRng(`link/${opts.seed ?? '0'}`);
    this.faults = { ...(opts.faults ?? {}) };
  }

  /** A new connection (the previous one, if still open, is cut first). Returns [a, b]: both open. */
  connect(): [Transport, Transport] {
    this.disconnect();
    const a = new MemoryEnd(this);
    const b = new MemoryEnd(this);
    a.peer = b;
    b.peer = a;
    this.ends = [a, b];
    return [a, b];
  }

  /** Cuts the current connection without warning: queued messages are lost, both ends see a close. */
  disconnect(): void {
    if (!this.ends) return;
    const [a, b] = this.ends;
    this.ends = null;
    this.queue = this.queue.filter((q) => q.to !== a && q.to !== b);
    a.shut('disconnected');
    b.shut('disconnected');
  }

  /** Messages waiting to be delivered. */
  get pending(): number {
    return this.queue.length;
  }

  /** Puts a message in flight by hand (a forged or damaged one), to end `to` of the current connection. */
  inject(to: 'a' | 'b', data: unknown): void {
    if (!this.ends) throw new Error('no connection');
    this.enqueue({ to: this.ends[to === 'a' ? 0 : 1], data }, false);
  }

  /** @internal called by the ends. */
  enqueue(q: Queued, faulty = true): void {
    if (faulty && !q.close) {
      if (this.chance(this.faults.drop)) return;
      if (this.chance(this.faults.duplicate)) this.queue.push({ ...q });
    }
    this.queue.push(q);
  }

  /** Delivers one message (possibly out of turn); false when nothing is waiting. */
  async deliver(): Promise<boolean> {
    if (!this.queue.length) return false;
    let i = 0;
    if (this.chance(this.faults.reorder)) {
      // Never past an orderly close: what was sent before it arrives before it.
      const limit = this.queue.findIndex((q) => q.close === true);
      const n = limit < 0 ? this.queue.length : limit;
      if (n > 1) i = 1 + (nextU32(this.rng) % (n - 1));
    }
    const [q] = this.queue.splice(i, 1);
    if (q!.close) {
      q!.to.shut('closed');
      return true;
    }
    await q!.to.receive(q!.data);
    return true;
  }

  /** Delivers until nothing is waiting (at most `limit` messages, a guard against endless ping-pong). */
  async flush(limit = 100_000): Promise<number> {
    let n = 0;
    while (n < limit && (await this.deliver())) n++;
    if (n >= limit) throw new Error(`MemoryLink: still busy after ${limit} messages`);
    return n;
  }

  private chance(p: number | undefined): boolean {
    if (!p) return false;
    return nextU32(this.rng) / 0x100000000 < p;
  }
}
