/**
 * One PeerJS DataConnection as a protocol `Transport` (docs/protocol.md, "Transport"). The connection must be opened
 * with `serialization: 'raw'`: the protocol sends its own JSON text and refuses anything that is not a string.
 */
import type { DataConnection } from 'peerjs';
import { LinkState } from './linkState';
import type { MessageHandler, Transport } from './transport';

/** How long close() waits for what was sent to leave before it closes the connection (ms). */
const DRAIN_LIMIT_MS = 1000;
const DRAIN_STEP_MS = 20;

export class PeerTransport extends LinkState implements Transport {
  constructor(readonly conn: DataConnection) {
    super();
    if (conn.open) this.markOpen();
    conn.on('open', () => this.markOpen());
    conn.on('close', () => this.shut('closed'));
    // PeerJS reports failures of one connection (negotiation failed, ICE failed) as errors on it; either way it is
    // gone for the protocol, and the close handlers hear of it once.
    conn.on('error', (e: { type?: string }) => {
      if (e?.type === 'not-open-yet') return;
      this.shut(e?.type ? String(e.type) : 'error');
      this.conn.close();
    });
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
    this.conn.on('data', (data: unknown) => this.deliver(handler, data));
  }

  /**
   * Closes the connection once what was sent has left. Not `conn.close({ flush: true })`: with raw serialization
   * PeerJS sends its close marker as an object, which the other end would receive as the text "[object Object]"
   * and never close. So this waits (at most a second) for PeerJS's own buffer and the channel's to empty.
   */
  close(): void {
    if (!this.shut('closed')) return;
    const conn = this.conn;
    const started = Date.now();
    const drain = (): void => {
      const buffered = (conn.dataChannel?.bufferedAmount ?? 0) + ((conn as { bufferSize?: number }).bufferSize ?? 0);
      if (buffered > 0 && conn.open && Date.now() - started < DRAIN_LIMIT_MS) setTimeout(drain, DRAIN_STEP_MS);
      else conn.close();
    };
    drain();
  }
}
