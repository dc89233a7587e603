/**
 * The open/close bookkeeping both real transports share (PeerTransport over PeerJS, RtcTransport over a QR-paired
 * RTCPeerConnection): the connection opens at most once, closes at most once with a reason, and a handler added
 * after either event hears of it at once. Subclasses say when the channel opened (`markOpen`) and when it ended
 * (`shut`), and hand each message to `deliver`.
 */
import type { MessageHandler } from './transport';

export abstract class LinkState {
  private opened = false;
  private closedWith: string | null = null;
  private readonly openHandlers: (() => void)[] = [];
  private readonly closeHandlers: ((reason: string) => void)[] = [];

  /** True between open and close. */
  get isOpen(): boolean {
    return this.opened && this.closedWith === null;
  }

  /** Why the connection ended, or null while it has not. */
  get closeReason(): string | null {
    return this.closedWith;
  }

  onOpen(handler: () => void): void {
    if (this.isOpen) handler();
    else if (this.closedWith === null) this.openHandlers.push(handler);
  }

  onClose(handler: (reason: string) => void): void {
    if (this.closedWith !== null) handler(this.closedWith);
    else this.closeHandlers.push(handler);
  }

  /** The channel is open: open handlers run once; nothing happens after a close. */
  protected markOpen(): void {
    if (this.opened || this.closedWith !== null) return;
    this.opened = true;
    for (const h of this.openHandlers.splice(0)) h();
  }

  /** The connection is over; the first reason wins and the close handlers hear it once. False if it already was. */
  protected shut(reason: string): boolean {
    if (this.closedWith !== null) return false;
    this.closedWith = reason;
    this.openHandlers.length = 0;
    for (const h of this.closeHandlers.splice(0)) h(reason);
    return true;
  }

  /** Hands one message to a handler unless the connection is over. The protocol's state machines never reject (a
   *  handler that throws is logged inside); the catch only keeps a bug from becoming an unhandled rejection. */
  protected deliver(handler: MessageHandler, data: unknown): void {
    if (this.closedWith !== null) return;
    void Promise.resolve(handler(data)).catch((err: unknown) => console.error('net: message handler failed', err));
  }
}
