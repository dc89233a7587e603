// Pairing with two QR codes (src/net/qrSignal.ts, issue 16): a session description as the browser writes it is cut
// down to what the connection needs and built up again; the code fits QR version 10 at error correction M and jsQR
// reads it back; and every hostile or damaged code (another app's, a cut one, one for another game, another
// version) is refused with a reason, never thrown on.
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { newJoinCode } from '../../src/net/fairness';
import { PROTOCOL_VERSION } from '../../src/net/protocol';
import {
  base45,
  iceOfSdp,
  MAX_PAIRING_CHARS,
  PAIRING_PREFIX,
  packPairing,
  readPairingCode,
  sdpOf,
  unbase45,
  writePairingCode,
  type PairingAnswer,
  type PairingOffer,
} from '../../src/net/qrSignal';
import { qrMatrix } from '../../src/ui/net/QrCode';
import { seededRandom } from './harness';

/** An offer as chromium writes it for one data channel, candidates gathered (IPv4, IPv6, mDNS, TCP). */
const CHROMIUM_OFFER = [
  'v=0',
  'o=- 8412736451027361592 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'a=extmap-allow-mixed',
  'a=msid-semantic: WMS',
  'm=application 53811 UDP/DTLS/SCTP webrtc-datachannel',
  'c=IN IP4 192.168.43.1',
  'a=candidate:3442447574 1 udp 2122260223 192.168.43.1 53811 typ host generation 0 network-id 1 network-cost 10',
  'a=candidate:2317467394 1 udp 2122197247 fe80::1c4f:22ff:fe9a:301 60213 typ host generation 0 network-id 2',
  'a=candidate:1234567890 1 udp 2122129151 7b7d2c3a-19e2-4c1e-8a55-0f3b2d6e9a10.local 49152 typ host generation 0',
  'a=candidate:2526471014 1 tcp 1518280447 192.168.43.1 9 typ host tcptype active generation 0 network-id 1',
  'a=candidate:3442447574 2 udp 2122260222 192.168.43.1 53812 typ host generation 0',
  'a=candidate:842163049 1 udp 1686052607 203.0.113.7 53811 typ srflx raddr 192.168.43.1 rport 53811 generation 0',
  'a=ice-ufrag:Xk3/',
  'a=ice-pwd:0Qh9mJ3v+Yq2bLr8Tz5Wc1Ns',
  'a=ice-options:trickle',
  'a=fingerprint:sha-256 6B:8B:F0:65:5F:78:E2:51:3B:AC:6F:F3:3F:46:1B:35:DC:B8:5F:64:1A:24:C2:43:F0:A1:58:D0:A1:2C:19:08',
  'a=setup:actpass',
  'a=mid:0',
  'a=sctp-port:5000',
  'a=max-message-size:262144',
  '',
].join('\r\n');

const GAME = '3f2a9c0d1b4e5f60718293a4b5c6d7e8';
const CODE = newJoinCode(seededRandom('qr-pair'));

function offer(sdp = CHROMIUM_OFFER): PairingOffer {
  return { kind: 'offer', version: PROTOCOL_VERSION, pairingId: '0a1b2c3d', gameId: GAME, code: CODE, ...iceOfSdp(sdp)! };
}

function answer(): PairingAnswer {
  const ice = iceOfSdp(CHROMIUM_OFFER.replace('a=setup:actpass', 'a=setup:active').replace('Xk3/', 'Q9zA'))!;
  return { kind: 'answer', version: PROTOCOL_VERSION, pairingId: '0a1b2c3d', gameId: GAME, ...ice };
}

/** The version of a QR code from its matrix size (quiet zone of 4 on each side). */
const versionOf = (text: string): number => (qrMatrix(text).length - 8 - 17) / 4;

function readByCamera(text: string): string | undefined {
  const matrix = qrMatrix(text);
  const scale = 3;
  const width = matrix.length * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      if (!matrix[Math.floor(y / scale)]![Math.floor(x / scale)]) continue;
      const i = (y * width + x) * 4;
      data[i] = data[i + 1] = data[i + 2] = 0;
    }
  }
  return jsQR(data, width, width, { inversionAttempts: 'dontInvert' })?.data;
}

describe('[Issue 16 §1] pairing codes: the session description cut down and built again', () => {
  it('keeps the ICE credentials, the SHA-256 fingerprint, the DTLS role and the UDP host candidates only', () => {
    const ice = iceOfSdp(CHROMIUM_OFFER)!;
    expect(ice.ufrag).toBe('Xk3/');
    expect(ice.pwd).toBe('0Qh9mJ3v+Yq2bLr8Tz5Wc1Ns');
    expect(ice.fingerprint).toBe('6b8bf0655f78e2513bac6ff33f461b35dcb85f641a24c243f0a158d0a12c1908');
    expect(ice.setup).toBe('actpass');
    // No TCP, no second component, no server-reflexive address (there is no STUN server anyway).
    expect(ice.candidates).toEqual([
      { address: '192.168.43.1', port: 53811 },
      { address: 'fe80::1c4f:22ff:fe9a:301', port: 60213 },
      { address: '7b7d2c3a-19e2-4c1e-8a55-0f3b2d6e9a10.local', port: 49152 },
    ]);
  });

  it('writes a full SDP back that gives the same ICE part', () => {
    const ice = iceOfSdp(CHROMIUM_OFFER)!;
    const sdp = sdpOf(ice);
    expect(sdp).toContain('m=application 9 UDP/DTLS/SCTP webrtc-datachannel');
    expect(sdp).toContain('a=fingerprint:sha-256 6B:8B:F0:65:5F:78:E2:51:3B:AC:6F:F3:3F:46:1B:35:DC:B8:5F:64:1A:24:C2:43:F0:A1:58:D0:A1:2C:19:08');
    expect(sdp).toContain('a=sctp-port:5000');
    expect(sdp.endsWith('\r\n')).toBe(true);
    expect(iceOfSdp(sdp)).toEqual(ice);
  });

  it('refuses to cut down a description it cannot carry (no fingerprint, another hash, no credentials)', () => {
    expect(iceOfSdp(CHROMIUM_OFFER.replace('sha-256', 'sha-1'))).toBeNull();
    expect(iceOfSdp(CHROMIUM_OFFER.replace(/a=ice-pwd:.*\r\n/, ''))).toBeNull();
    expect(iceOfSdp(CHROMIUM_OFFER.replace('a=setup:actpass', 'a=setup:holdconn'))).toBeNull();
    expect(iceOfSdp('')).toBeNull();
  });

  it('base45 round-trips any bytes in the QR alphanumeric alphabet (RFC 9285 examples)', () => {
    expect(base45(new TextEncoder().encode('AB'))).toBe('BB8');
    expect(base45(new TextEncoder().encode('Hello!!'))).toBe('%69 VD92EX0');
    const random = seededRandom('b45');
    for (let n = 0; n < 40; n++) {
      const bytes = random(n);
      expect(unbase45(base45(bytes))).toEqual(bytes);
    }
    expect(unbase45('GGW')).toBeNull(); // 65535 < value
    expect(unbase45('a')).toBeNull();
  });

  it('an offer and an answer round-trip exactly, and read back as the kind expected', () => {
    const o = offer();
    const text = writePairingCode(o);
    expect(text.startsWith(PAIRING_PREFIX)).toBe(true);
    expect(readPairingCode(text, 'offer')).toEqual({ ok: true, code: o });
    const a = answer();
    expect(readPairingCode(writePairingCode(a), 'answer', { pairingId: o.pairingId, gameId: GAME })).toEqual({ ok: true, code: a });
  });

  it('each code is at most QR version 10 at error correction M, in alphanumeric mode, and jsQR reads it back', () => {
    const o = writePairingCode(offer());
    const a = writePairingCode(answer());
    for (const text of [o, a]) {
      expect(text.length).toBeLessThanOrEqual(MAX_PAIRING_CHARS);
      expect(/^[0-9A-Z $%*+\-./:]+$/.test(text)).toBe(true);
      expect(versionOf(text)).toBeLessThanOrEqual(10);
      expect(encode(text, { ecc: 'M' }).version).toBeLessThanOrEqual(10);
      expect(readByCamera(text)).toBe(text);
    }
    // The sizes docs/benchmarks.md records.
    expect([packPairing(offer()).length, o.length, versionOf(o)]).toEqual([140, 214, 8]);
    expect([packPairing(answer()).length, a.length, versionOf(a)]).toEqual([131, 201, 8]);
  });

  it('leaves the last candidates out rather than go past version 10', () => {
    const many = Array.from({ length: 5 }, (_, i) => ({ address: `0000000${i}-19e2-4c1e-8a55-0f3b2d6e9a10.local`, port: 40000 + i }));
    const o: PairingOffer = { ...offer(), ufrag: 'a'.repeat(32), pwd: 'b'.repeat(64), candidates: many };
    const text = writePairingCode(o);
    expect(text.length).toBeLessThanOrEqual(MAX_PAIRING_CHARS);
    const back = readPairingCode(text, 'offer');
    expect(back.ok && back.code.candidates).toEqual(many.slice(0, back.ok ? back.code.candidates.length : 0));
    expect(back.ok && back.code.candidates.length).toBeGreaterThan(0);
    expect(back.ok && back.code.candidates.length).toBeLessThan(5);
  });
});

describe('[Issue 16 Acceptance] hostile or damaged pairing codes are refused with a reason', () => {
  const text = writePairingCode(offer());

  it("another app's code, a join link, a URL, text, nothing: not a pairing code", () => {
    for (const t of ['WIFI:S:cabin;T:WPA;P:secret;;', 'https://pocket44.example/?join=a-b-c-d-e-f&game=x', '', 'p44:' + text.slice(4), null, 42, {}]) {
      expect(readPairingCode(t, 'offer')).toEqual({ ok: false, reason: 'not-pairing' });
    }
  });

  it('a truncated, padded or altered offer is damaged', () => {
    for (let cut = PAIRING_PREFIX.length; cut < text.length; cut += 7) {
      const r = readPairingCode(text.slice(0, cut), 'offer');
      expect(r.ok).toBe(false);
    }
    expect(readPairingCode(text.slice(0, -3), 'offer')).toEqual({ ok: false, reason: 'damaged' });
    expect(readPairingCode(`${text}000`, 'offer')).toEqual({ ok: false, reason: 'damaged' });
    expect(readPairingCode(`${text}a`, 'offer')).toEqual({ ok: false, reason: 'damaged' });
    expect(readPairingCode(text + 'X'.repeat(400), 'offer')).toEqual({ ok: false, reason: 'damaged' });
    // A byte flipped anywhere is read or refused, never thrown on.
    const bytes = packPairing(offer());
    for (let i = 0; i < bytes.length; i++) {
      const b = Uint8Array.from(bytes);
      b[i] = b[i]! ^ 0xa5;
      const r = readPairingCode(PAIRING_PREFIX + base45(b), 'offer');
      expect(r.ok === true || ['damaged', 'other-version', 'wrong-kind'].includes(r.reason)).toBe(true);
    }
  });

  it('a code made by another version of the app says which version', () => {
    const other = writePairingCode({ ...offer(), version: PROTOCOL_VERSION + 1 });
    expect(readPairingCode(other, 'offer')).toEqual({ ok: false, reason: 'other-version', version: PROTOCOL_VERSION + 1 });
    // Told before anything else: even a damaged one.
    expect(readPairingCode(other.slice(0, 20), 'offer')).toMatchObject({ ok: false, reason: 'other-version' });
  });

  it('an answer for another game or another offer, and a code of the wrong kind, are refused', () => {
    const a = writePairingCode(answer());
    expect(readPairingCode(a, 'answer', { pairingId: 'ffffffff', gameId: GAME })).toEqual({ ok: false, reason: 'other-game' });
    expect(readPairingCode(a, 'answer', { pairingId: '0a1b2c3d', gameId: 'f'.repeat(32) })).toEqual({ ok: false, reason: 'other-game' });
    expect(readPairingCode(a, 'offer')).toEqual({ ok: false, reason: 'wrong-kind' });
    expect(readPairingCode(text, 'answer', { pairingId: '0a1b2c3d' })).toEqual({ ok: false, reason: 'wrong-kind' });
    // A guest resuming its game refuses the offer of another game.
    expect(readPairingCode(text, 'offer', { gameId: 'e'.repeat(32) })).toEqual({ ok: false, reason: 'other-game' });
  });
});
