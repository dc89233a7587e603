/**
 * One PeerJS DataConnection as a protocol `Transport` (docs/protocol.md, "Transport"). The connection must be opened
 * with `serialization: 'raw'`: the protocol sends its own JSON text and refuses anything that is not a string.
 */
import type { DataConnection } from 'peerjs';
import type { MessageHandler, Transport } from './transport';

/** How long close() waits for what was sent to leave before it closes the connection (ms). */
const DRAIN_LIMIT_MS = 1000;
const DRAIN_STEP_MS = 20;

export class PeerTransport implements Transport {
  private opened = false;
  private closedWith: string | null = null;
  private readonly openHandlers: (() => void)[] = [];
  private readonly closeHandlers: ((reason: string) => void)[] = [];

  constructor(readonly conn: DataConnection) {
    if (conn.open) this.opened = true;
    conn.on('open', () => {
      if (this.opened || this.closedWith !== null) return;
      this.opened = true;
      for (const h of this.openHandlers.splice(0)) h();
    });
    conn.on('close', () => this.shut('closed'));
    // PeerJS reports failures of one connection (negotiation failed, ICE failed) as errors on it; either way it is
    // gone for the protocol, and the close handlers hear of it once.
    conn.on('error', (e: { type?: string }) => {
      if (e?.type === 'not-open-yet') return;
      this.shut(e?.type ? String(e.type) : 'error');
      this.conn.close();
    });
  }

  get isOpen(): boolean {
    return this.opened && this.closedWith === null;
  }

  send(text: string): boolean {
    if (!this.isOpen) return false;
    try {
      void this.conn.send(text);
      return true;
    } catch {
      return false;
    }
  }

  onMessage(handler: MessageHandler): void {
    this.conn.on('data', (data: unknown) => {
      if (this.closedWith !== null) return;
      // The state machines never reject (a handler that throws is logged inside); this only keeps a bug from
      // turning into an unhandled rejection.
      void Promise.resolve(handler(data)).catch((err: unknown) => console.error('net: message handler failed', err));
    });
  }

  onOpen(handler: () => void): void {
    if (this.isOpen) handler();
    else if (this.closedWith === null) this.openHandlers.push(handler);
  }

  onClose(handler: (reason: string) => void): void {
    if (this.closedWith !== null) handler(this.closedWith);
    else this.closeHandlers.push(handler);
  }

  /**
   * Closes the connection once what was sent has left. Not `conn.close({ flush: true })`: with raw serialization
   * PeerJS sends its close marker as an object, which the other end would receive as the text "[object Object]"
   * and never close. So this waits (at most a second) for PeerJS's own buffer and the channel's to empty.
   */
  close(): void {
    if (this.closedWith !== null) return;
    this.shut('closed');
    const conn = this.conn;
    const started = Date.now();
    const drain = (): void => {
      const buffered = (conn.dataChannel?.bufferedAmount ?? 0) + ((conn as { bufferSize?: number }).bufferSize ?? 0);
      if (buffered > 0 && conn.open && Date.now() - started < DRAIN_LIMIT_MS) setTimeout(drain, DRAIN_STEP_MS);
      else conn.close();
    };
    drain();
  }

  private shut(reason: string): void {
    if (this.closedWith !== null) return;
    this.closedWith = reason;
    this.openHandlers.length = 0;
    for (const h of this.closeHandlers.splice(0)) h(reason);
  }
}
