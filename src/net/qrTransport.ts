/**
 * A protocol `Transport` over a plain RTCPeerConnection with one ordered, reliable data channel, signalled by two QR
 * codes (src/net/qrSignal.ts) instead of a server: no STUN or TURN (`iceServers: []`), only the phones' own addresses,
 * gathering cut short after GATHER_LIMIT_MS. The host makes the offer (`QrOffer.make`), the guest answers it
 * (`answerOffer`), the host takes the answer (`QrOffer.accept`); the channel then opens on both.
 *
 * The connection is over for the protocol when ICE fails (the phones cannot reach each other: different networks,
 * a Wi-Fi that keeps its clients apart), when it stays disconnected for DISCONNECTED_LIMIT_MS, or when the channel
 * closes: close handlers hear 'ice-failed', 'disconnected' or 'closed'. The two phones then pair again.
 */
import { PROTOCOL_VERSION } from './protocol';
import { iceOfSdp, sdpOf, writePairingCode, readPairingCode, type PairingOffer, type PairingRead } from './qrSignal';
import { LinkState } from './linkState';
import type { MessageHandler, Transport } from './transport';

/** Gathering the phone's own addresses stops after this long, with what was found (ms). */
export const GATHER_LIMIT_MS = 3000;
/** A connection disconnected this long is given up (ms): ICE may still recover before. */
export const DISCONNECTED_LIMIT_MS = 10_000;
const LABEL = 'pocket44';

const RTC_CONFIG: RTCConfiguration = { iceServers: [] };

/** Resolves once ICE gathering is complete or after GATHER_LIMIT_MS, whichever comes first. */
function gathered(pc: RTCPeerConnection): Promise<void> {
  return new Promise((resolve) => {
    if (pc.iceGatheringState === 'complete') return resolve();
    const timer = setTimeout(done, GATHER_LIMIT_MS);
    function done(): void {
      clearTimeout(timer);
      pc.removeEventListener('icegatheringstatechange', check);
      resolve();
    }
    function check(): void {
      if (pc.iceGatheringState === 'complete') done();
    }
    pc.addEventListener('icegatheringstatechange', check);
  });
}

export class RtcTransport extends LinkState implements Transport {
  private channel: RTCDataChannel | null = null;
  private readonly messageHandlers: MessageHandler[] = [];
  private disconnectTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(readonly pc: RTCPeerConnection) {
    super();
    pc.addEventListener('connectionstatechange', () => {
      const s = pc.connectionState;
      if (s === 'failed') this.end('ice-failed');
      else if (s === 'closed') this.end('closed');
      else if (s === 'disconnected') {
        this.disconnectTimer ??= setTimeout(() => this.end('disconnected'), DISCONNECTED_LIMIT_MS);
      } else if (this.disconnectTimer !== null) {
        clearTimeout(this.disconnectTimer);
        this.disconnectTimer = null;
      }
    });
    pc.addEventListener('iceconnectionstatechange', () => {
      if (pc.iceConnectionState === 'failed') this.end('ice-failed');
    });
  }

  /** @internal the channel, once there is one (the host's at once, the guest's when the host's arrives). */
  useChannel(ch: RTCDataChannel): void {
    if (this.channel || this.closeReason !== null) return;
    this.channel = ch;
    ch.addEventListener('open', () => this.markOpen());
    ch.addEventListener('message', (e: MessageEvent) => {
      for (const h of this.messageHandlers) this.deliver(h, e.data);
    });
    ch.addEventListener('close', () => this.end('closed'));
    if (ch.readyState === 'open') this.markOpen();
  }

  override get isOpen(): boolean {
    return super.isOpen && this.channel?.readyState === 'open';
  }

  send(text: string): boolean {
    if (!this.isOpen) return false;
    try {
      this.channel!.send(text);
      return true;
    } catch {
      return false;
    }
  }

  onMessage(handler: MessageHandler): void {
    this.messageHandlers.push(handler);
  }

  /** Closes once what was sent has left (at most a second), then the connection. */
  close(): void {
    if (this.closeReason !== null) return;
    this.end('closed', false);
    const ch = this.channel;
    const started = Date.now();
    const drain = (): void => {
      if (ch && ch.readyState === 'open' && ch.bufferedAmount > 0 && Date.now() - started < 1000) setTimeout(drain, 20);
      else {
        ch?.close();
        this.pc.close();
      }
    };
    drain();
  }

  /** Closes at once, nothing waited for (the page is going away): the other phone hears of it now, not after a timeout. */
  abort(): void {
    this.end('closed');
  }

  private end(reason: string, closePc = true): void {
    if (this.closeReason !== null) return;
    if (this.disconnectTimer !== null) clearTimeout(this.disconnectTimer);
    this.disconnectTimer = null;
    if (closePc) {
      this.channel?.close();
      this.pc.close();
    }
    this.shut(reason);
  }
}

/** A random pairing id (8 hex digits). */
function pairingId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(4)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The host's side of one pairing: its offer code, and the transport that opens once the guest's answer is taken. */
export class QrOffer {
  private answered = false;

  private constructor(
    readonly text: string,
    readonly offer: PairingOffer,
    readonly transport: RtcTransport,
  ) {}

  /** A new connection and its offer code for game `gameId` joined with `code`. */
  static async make(game: { gameId: string; code: string }): Promise<QrOffer> {
    const pc = new RTCPeerConnection(RTC_CONFIG);
    const t = new RtcTransport(pc);
    t.useChannel(pc.createDataChannel(LABEL, { ordered: true }));
    try {
      await pc.setLocalDescription(await pc.createOffer());
      await gathered(pc);
      const ice = iceOfSdp(pc.localDescription?.sdp ?? '');
      if (!ice) throw new Error('this browser wrote an offer that cannot be carried');
      const offer: PairingOffer = { kind: 'offer', version: PROTOCOL_VERSION, pairingId: pairingId(), gameId: game.gameId, code: game.code, ...ice };
      return new QrOffer(writePairingCode(offer), offer, t);
    } catch (e) {
      t.close();
      throw e;
    }
  }

  /**
   * A scanned answer: refused with its reason (nothing changes; the offer still waits) unless it answers this very
   * offer. Taken once; the channel opens when the connection is made.
   */
  async accept(text: unknown): Promise<PairingRead<'answer'> | { ok: false; reason: 'failed' }> {
    const r = readPairingCode(text, 'answer', { pairingId: this.offer.pairingId, gameId: this.offer.gameId });
    if (!r.ok || this.answered) return r;
    this.answered = true;
    try {
      await this.transport.pc.setRemoteDescription({ type: 'answer', sdp: sdpOf(r.code) });
    } catch {
      this.transport.close();
      return { ok: false, reason: 'failed' };
    }
    return r;
  }

  /** Gives up this offer (a new one replaces it, or the game is left). */
  cancel(): void {
    this.transport.close();
  }
}

/** The guest's side: the answer code to show for a scanned offer, and the transport that opens when the host takes it. */
export async function answerOffer(offer: PairingOffer): Promise<{ text: string; transport: RtcTransport }> {
  const pc = new RTCPeerConnection(RTC_CONFIG);
  const t = new RtcTransport(pc);
  pc.addEventListener('datachannel', (e: RTCDataChannelEvent) => t.useChannel(e.channel));
  try {
    await pc.setRemoteDescription({ type: 'offer', sdp: sdpOf(offer) });
    await pc.setLocalDescription(await pc.createAnswer());
    await gathered(pc);
    const ice = iceOfSdp(pc.localDescription?.sdp ?? '');
    if (!ice) throw new Error('this browser wrote an answer that cannot be carried');
    const text = writePairingCode({ kind: 'answer', version: PROTOCOL_VERSION, pairingId: offer.pairingId, gameId: offer.gameId, ...ice });
    return { text, transport: t };
  } catch (e) {
    t.close();
    throw e;
  }
}

/**
 * Asks for the camera and lets it go at once: on a phone's hotspot with no data, a browser shares its own addresses
 * with a page only once it may use the camera or microphone (otherwise it hides them behind mDNS names, which such a
 * network may not resolve). Resolves false when refused or missing: the pairing goes on with the names.
 */
export async function askCamera(): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return false;
    const stream = await navigator.mediaDevices.getUserMedia({ video: true });
    for (const track of stream.getTracks()) track.stop();
    return true;
  } catch {
    return false;
  }
}
