/**
 * One phone's side of pairing by two QR codes (issue 16; src/net/qrTransport.ts): signals for the panel that shows
 * the codes and scans the other's, and a `Linker` that hands each connection made this way to the protocol's state
 * machine as the PeerJS link would. The same game goes on over each new pairing: the host and the guest resynchronise
 * on every new transport (docs/protocol.md), so a re-pairing after a drop or a reload resumes, never restarts.
 *
 * The host makes the offer (at once after a drop: a new code is ready when the guest looks); the guest scans it and
 * answers; the host scans the answer.
 */
import { signal } from '@preact/signals';
import type { LinkState } from '../../net/peer';
import { readPairingCode, type PairingOffer } from '../../net/qrSignal';
import { answerOffer, askCamera, QrOffer, type RtcTransport } from '../../net/qrTransport';
import type { Transport } from '../../net/transport';
import { NET_QR_TEXT as T } from '../text/netQr';
import type { Linker } from './netPlay';

export type QrStep =
  /** Nothing under way (the guest before scanning; either after a drop, until a new code). */
  | 'idle'
  | 'camera'
  | 'preparing'
  /** Host: showing its offer, waiting for the answer to be scanned. Guest: showing its answer. */
  | 'showing'
  | 'connecting'
  | 'connected'
  /** The connection could not be made or was lost for good: a new pairing is needed. */
  | 'lost';

export class QrPairing {
  readonly step = signal<QrStep>('idle');
  /** The code this phone shows (the host's offer or the guest's answer). */
  readonly code = signal<string | null>(null);
  /** Words for the player: a refused scan, or the phones that cannot reach each other. */
  readonly notice = signal<string | null>(null);
  /** Connections made so far (0 before the first). */
  readonly pairings = signal(0);

  private onTransport: ((t: Transport) => void) | null = null;
  private onStatus: ((s: LinkState) => void) | null = null;
  private offer: QrOffer | null = null;
  private current: RtcTransport | null = null;
  private closed = false;
  private game: { gameId: string; code: string } | null = null;

  constructor(readonly role: 'host' | 'guest') {}

  /** The Linker NetPlay starts: it only remembers where connections and statuses go. */
  linker(): Linker {
    const start = (onTransport: (t: Transport) => void, onStatus: (s: LinkState) => void): { close(): void } => {
      this.onTransport = onTransport;
      this.onStatus = onStatus;
      onStatus({ status: 'waiting' });
      // A page closed or reloaded ends its connection at once, so the other phone offers a new pairing at once.
      const bye = (): void => {
        this.offer?.transport.abort();
        this.current?.abort();
      };
      if (typeof window !== 'undefined') window.addEventListener('pagehide', bye);
      return {
        close: () => {
          if (typeof window !== 'undefined') window.removeEventListener('pagehide', bye);
          this.close();
        },
      };
    };
    return { host: (_code, t, s) => start(t, s), guest: (_code, t, s) => start(t, s) };
  }

  // -----------------------------------------------------------------------------------------------------------
  // Host

  /** Makes a new offer code for this game (asking for the camera first), replacing any earlier one. */
  async makeOffer(game: { gameId: string; code: string }): Promise<void> {
    if (this.role !== 'host' || this.closed) return;
    this.game = game;
    this.offer?.cancel();
    this.offer = null;
    this.code.value = null;
    this.notice.value = null;
    this.step.value = 'camera';
    await askCamera();
    if (this.closed) return;
    this.step.value = 'preparing';
    try {
      const offer = await QrOffer.make(game);
      if (this.closed) return offer.cancel();
      this.offer = offer;
      this.watch(offer.transport);
      this.code.value = offer.text;
      this.step.value = 'showing';
    } catch {
      this.step.value = 'lost';
      this.notice.value = T.failed;
    }
  }

  /** A scanned answer: refused in words (the offer still waits), or the connection is made. */
  async takeAnswer(text: string): Promise<boolean> {
    const offer = this.offer;
    if (!offer || this.closed) return false;
    const r = await offer.accept(text);
    if (!r.ok) {
      this.notice.value = T.refused(r.reason, 'version' in r ? r.version : undefined);
      return false;
    }
    this.notice.value = null;
    if (this.step.value === 'showing') this.step.value = 'connecting';
    this.onStatus?.({ status: 'connecting' });
    return true;
  }

  // -----------------------------------------------------------------------------------------------------------
  // Guest

  /** Reads a scanned offer; `gameId` the game this phone already plays (a re-pairing), if any. */
  static readOffer(text: string, gameId: string | null): { ok: true; offer: PairingOffer } | { ok: false; words: string } {
    const r = readPairingCode(text, 'offer', { gameId });
    if (r.ok) return { ok: true, offer: r.code };
    return { ok: false, words: T.refused(r.reason, r.version) };
  }

  /** Answers a scanned offer: the code to show appears once this phone's addresses are gathered. */
  async answer(offer: PairingOffer): Promise<void> {
    if (this.role !== 'guest' || this.closed) return;
    this.notice.value = null;
    this.code.value = null;
    this.current?.close();
    this.step.value = 'preparing';
    try {
      const { text, transport } = await answerOffer(offer);
      if (this.closed) return transport.close();
      this.watch(transport);
      this.code.value = text;
      this.step.value = 'showing';
      this.onStatus?.({ status: 'connecting' });
    } catch {
      this.step.value = 'lost';
      this.notice.value = T.failed;
    }
  }

  /** A scan on the guest's side was refused: say why, change nothing else. */
  refuse(words: string): void {
    this.notice.value = words;
  }

  // -----------------------------------------------------------------------------------------------------------

  private watch(t: RtcTransport): void {
    this.current = t;
    t.onOpen(() => {
      if (this.current !== t || this.closed) return;
      this.step.value = 'connected';
      this.code.value = null;
      this.notice.value = null;
      this.pairings.value++;
      this.onStatus?.({ status: 'connected' });
      this.onTransport?.(t);
    });
    t.onClose((reason) => {
      if (this.current !== t || this.closed) return;
      this.current = null;
      if (this.offer?.transport === t) this.offer = null;
      this.lost(reason);
    });
  }

  private lost(reason: string): void {
    const wasConnected = this.step.value === 'connected';
    this.code.value = null;
    this.step.value = 'lost';
    this.notice.value = reason === 'ice-failed' && !wasConnected ? T.unreachable : null;
    this.onStatus?.({ status: 'reconnecting', reason: reason === 'ice-failed' ? 'ice-failed' : 'qr-lost' });
    // The host has a new code ready for when the guest looks.
    if (this.role === 'host' && this.game && wasConnected) void this.makeOffer(this.game);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.offer?.cancel();
    this.current?.close();
    this.offer = null;
    this.current = null;
  }
}

/** A Screen Wake Lock while a two-phone game is open (a sleeping phone drops its link): the game screen's own. */
export { keepAwake } from '../game/wakeLock';
