/**
 * Pairing two phones with no server (docs/protocol.md, "Pairing with two QR codes"): the host's offer and the guest's
 * answer, each a session description cut down to what a connection between two phones on one network needs, packed
 * into bytes and written in base45 so that a QR code holds it in alphanumeric mode (at most version 10 at error
 * correction M, 311 characters).
 *
 * What is kept of an SDP: the ICE user fragment and password, the DTLS fingerprint (SHA-256), the DTLS role, and the
 * UDP host candidates (IPv4, IPv6 or an mDNS name). Everything else is the same for every data channel this app
 * opens, and `sdpOf` writes it back. Pure: no DOM, no clock; `readPairingCode` never throws and says why in a typed
 * reason (another app's code, a damaged one, another version, the other kind of code).
 *
 * Layout (bytes): kind (1 offer, 2 answer), protocol version, pairing id (4), game id (16), then for an offer the join
 * code as six 11-bit word numbers (9 bytes), then the ICE part: DTLS role (0 actpass, 1 active, 2 passive), ufrag
 * (length + ASCII), pwd (length + ASCII), fingerprint (32), candidate count, then each candidate: its form (4 IPv4,
 * 6 IPv6, 16 mDNS name `<uuid>.local`), its address, its port (2).
 */
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { parseJoinCode } from './fairness';
import { PROTOCOL_VERSION } from './protocol';

/** Every pairing code starts so: a scanned code without it is someone else's. */
export const PAIRING_PREFIX = 'P44:';
/** The most characters a code may have: QR version 10 at error correction M in alphanumeric mode. */
export const MAX_PAIRING_CHARS = 311;
/** At most this many candidates go in a code (the first ones, in the browser's order of preference). */
export const MAX_CANDIDATES = 6;

export type DtlsRole = 'actpass' | 'active' | 'passive';
const ROLES: readonly DtlsRole[] = ['actpass', 'active', 'passive'];

export interface Candidate {
  /** An IPv4 or IPv6 address, or an mDNS name ending in `.local`. */
  address: string;
  port: number;
}

/** What a connection needs from the other side's session description. */
export interface IceParams {
  ufrag: string;
  pwd: string;
  /** SHA-256 fingerprint, 64 hex digits (lower case, no colons). */
  fingerprint: string;
  setup: DtlsRole;
  candidates: Candidate[];
}

export interface PairingOffer extends IceParams {
  kind: 'offer';
  version: number;
  /** Links the answer to this offer: a new one for each offer. 8 hex digits. */
  pairingId: string;
  gameId: string;
  /** The six join words (the guest proves it knows them, as when they are typed). */
  code: string;
}

export interface PairingAnswer extends IceParams {
  kind: 'answer';
  version: number;
  pairingId: string;
  gameId: string;
}

export type PairingCode = PairingOffer | PairingAnswer;

export type PairingRefusal =
  /** Not a Pocket '44 pairing code (a link, another app's code, a join code). */
  | 'not-pairing'
  /** Damaged or cut short. */
  | 'damaged'
  /** Made by a phone speaking another protocol version. */
  | 'other-version'
  /** An answer where an offer was expected, or the other way. */
  | 'wrong-kind'
  /** An answer to another offer, or an offer of another game than the one being resumed. */
  | 'other-game';

export type PairingRead<K extends PairingCode['kind']> =
  | { ok: true; code: Extract<PairingCode, { kind: K }> }
  | { ok: false; reason: PairingRefusal; version?: number };

// ---------------------------------------------------------------------------------------------------------------
// SDP

/** The ICE part of a session description as the browser wrote it (the first media section's values). */
export function iceOfSdp(sdp: string): IceParams | null {
  const lines = sdp.split(/\r?\n/);
  const value = (name: string): string | undefined => lines.find((l) => l.startsWith(`a=${name}:`))?.slice(name.length + 3).trim();
  const ufrag = value('ice-ufrag');
  const pwd = value('ice-pwd');
  const fp = value('fingerprint');
  const setup = value('setup');
  if (!ufrag || !pwd || !fp || !setup) return null;
  const [algo, hex] = fp.split(' ');
  if (algo?.toLowerCase() !== 'sha-256' || !hex) return null;
  const fingerprint = hex.replace(/:/g, '').toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(fingerprint) || !(ROLES as readonly string[]).includes(setup)) return null;
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  for (const l of lines) {
    if (!l.startsWith('a=candidate:')) continue;
    // a=candidate:<foundation> <component> <transport> <priority> <address> <port> typ <type> ...
    const f = l.slice('a=candidate:'.length).trim().split(/\s+/);
    if (f.length < 8 || f[1] !== '1' || f[2]?.toLowerCase() !== 'udp' || f[6] !== 'typ' || f[7] !== 'host') continue;
    const address = f[4]!;
    const port = Number(f[5]);
    if (!Number.isInteger(port) || port < 1 || port > 65535 || addressForm(address) === null) continue;
    const k = `${address} ${port}`;
    if (seen.has(k)) continue;
    seen.add(k);
    candidates.push({ address, port });
  }
  return { ufrag, pwd, fingerprint, setup: setup as DtlsRole, candidates: candidates.slice(0, MAX_CANDIDATES) };
}

/** A whole session description again, from the ICE part: one data channel (mid 0) over DTLS/SCTP. */
export function sdpOf(p: IceParams): string {
  const fp = p.fingerprint.toUpperCase().match(/../g)!.join(':');
  const lines = [
    'v=0',
    'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
    's=-',
    't=0 0',
    'a=group:BUNDLE 0',
    'a=msid-semantic: WMS',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'c=IN IP4 0.0.0.0',
    ...p.candidates.map((c, i) => `a=candidate:${i + 1} 1 udp ${2122260223 - i * 256} ${c.address} ${c.port} typ host generation 0`),
    'a=end-of-candidates',
    `a=ice-ufrag:${p.ufrag}`,
    `a=ice-pwd:${p.pwd}`,
    'a=ice-options:trickle',
    `a=fingerprint:sha-256 ${fp}`,
    `a=setup:${p.setup}`,
    'a=mid:0',
    'a=sctp-port:5000',
    'a=max-message-size:262144',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------------------------------------------------------
// Bytes

const MDNS = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function addressForm(a: string): 4 | 6 | 16 | null {
  const m4 = IPV4.exec(a);
  if (m4) return m4.slice(1).every((x) => Number(x) <= 255) ? 4 : null;
  if (MDNS.test(a)) return 16;
  return ipv6Bytes(a) ? 6 : null;
}

function ipv6Bytes(a: string): number[] | null {
  if (!/^[0-9a-f:]+$/i.test(a) || a.split('::').length > 2) return null;
  const [head, tail] = a.includes('::') ? a.split('::') : [a, undefined];
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const missing = 8 - h.length - t.length;
  if (missing < 0 || (tail === undefined && missing !== 0) || (tail !== undefined && missing < 1)) return null;
  const groups = [...h, ...Array<string>(missing).fill('0'), ...t];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null;
  return groups.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
}

/** An IPv6 address in its usual short form: the longest run of zero groups (two or more) as `::`. */
function ipv6Text(groups: readonly number[]): string {
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < 8; i++) {
    let n = 0;
    while (i + n < 8 && groups[i + n] === 0) n++;
    if (n > bestLen) {
      best = i;
      bestLen = n;
    }
  }
  const hex = groups.map((g) => g.toString(16));
  if (best < 0) return hex.join(':');
  return `${hex.slice(0, best).join(':')}::${hex.slice(best + bestLen).join(':')}`;
}

const hexBytes = (hex: string): number[] => hex.match(/../g)!.map((b) => parseInt(b, 16));
const bytesHex = (b: readonly number[]): string => b.map((x) => x.toString(16).padStart(2, '0')).join('');

function wordNumbers(code: string): number[] {
  const index = new Map(wordlist.map((w, i) => [w, i]));
  return code.split(' ').map((w) => index.get(w)!);
}

/** Six 11-bit numbers in 9 bytes (66 bits, the last 6 zero). */
function packWords(ns: readonly number[]): number[] {
  let acc = 0n;
  for (const n of ns) acc = (acc << 11n) | BigInt(n);
  acc <<= 6n;
  const out: number[] = [];
  for (let i = 8; i >= 0; i--) out.push(Number((acc >> BigInt(i * 8)) & 0xffn));
  return out;
}

function unpackWords(b: readonly number[]): string | null {
  let acc = 0n;
  for (const x of b) acc = (acc << 8n) | BigInt(x);
  if ((acc & 0x3fn) !== 0n) return null;
  acc >>= 6n;
  const words: string[] = [];
  for (let i = 5; i >= 0; i--) words.push(wordlist[Number((acc >> BigInt(i * 11)) & 0x7ffn)]!);
  return words.join(' ');
}

/** The bytes of a code (throws on values no browser writes: the caller checks them with `iceOfSdp`). */
export function packPairing(c: PairingCode): Uint8Array {
  const out: number[] = [c.kind === 'offer' ? 1 : 2, c.version & 0xff, ...hexBytes(c.pairingId), ...hexBytes(c.gameId)];
  if (c.kind === 'offer') out.push(...packWords(wordNumbers(c.code)));
  const text = (s: string): number[] => {
    if (s.length > 255 || !/^[\x21-\x7e]*$/.test(s)) throw new Error('qrSignal: ICE credentials out of range');
    return [s.length, ...Array.from(s, (ch) => ch.charCodeAt(0))];
  };
  out.push(ROLES.indexOf(c.setup), ...text(c.ufrag), ...text(c.pwd), ...hexBytes(c.fingerprint), c.candidates.length);
  for (const cand of c.candidates) {
    const form = addressForm(cand.address);
    if (form === 4) out.push(4, ...cand.address.split('.').map(Number));
    else if (form === 16) out.push(16, ...hexBytes(cand.address.slice(0, -'.local'.length).replace(/-/g, '').toLowerCase()));
    else if (form === 6) out.push(6, ...ipv6Bytes(cand.address)!);
    else throw new Error('qrSignal: unknown candidate address');
    out.push(cand.port >> 8, cand.port & 0xff);
  }
  return Uint8Array.from(out);
}

class Reader {
  i = 0;
  constructor(private readonly b: Uint8Array) {}
  take(n: number): number[] {
    if (this.i + n > this.b.length) throw new RangeError('short');
    const out = Array.from(this.b.subarray(this.i, this.i + n));
    this.i += n;
    return out;
  }
  byte(): number {
    return this.take(1)[0]!;
  }
  get done(): boolean {
    return this.i === this.b.length;
  }
}

function unpack(bytes: Uint8Array): PairingCode | PairingRefusal {
  const r = new Reader(bytes);
  try {
    const kind = r.byte();
    const version = r.byte();
    if (kind !== 1 && kind !== 2) return 'damaged';
    const pairingId = bytesHex(r.take(4));
    const gameId = bytesHex(r.take(16));
    let code: string | null = null;
    if (kind === 1) {
      code = unpackWords(r.take(9));
      if (code === null) return 'damaged';
    }
    const role = ROLES[r.byte()];
    const text = (): string | null => {
      const s = String.fromCharCode(...r.take(r.byte()));
      return s.length > 0 && /^[\x21-\x7e]+$/.test(s) ? s : null;
    };
    const ufrag = text();
    const pwd = text();
    const fingerprint = bytesHex(r.take(32));
    const n = r.byte();
    if (!role || !ufrag || !pwd || n > MAX_CANDIDATES) return 'damaged';
    const candidates: Candidate[] = [];
    for (let k = 0; k < n; k++) {
      const form = r.byte();
      let address: string;
      if (form === 4) address = r.take(4).join('.');
      else if (form === 6) {
        const b = r.take(16);
        address = ipv6Text(Array.from({ length: 8 }, (_, j) => (b[2 * j]! << 8) | b[2 * j + 1]!));
      } else if (form === 16) {
        const h = bytesHex(r.take(16));
        address = `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}.local`;
      } else return 'damaged';
      const [hi, lo] = r.take(2);
      const port = (hi! << 8) | lo!;
      if (port === 0) return 'damaged';
      candidates.push({ address, port });
    }
    if (!r.done) return 'damaged';
    const ice = { ufrag, pwd, fingerprint, setup: role, candidates };
    return kind === 1 ? { kind: 'offer', version, pairingId, gameId, code: code!, ...ice } : { kind: 'answer', version, pairingId, gameId, ...ice };
  } catch {
    return 'damaged';
  }
}

// ---------------------------------------------------------------------------------------------------------------
// base45 (RFC 9285): the QR alphanumeric alphabet, so a code uses the QR mode that packs the most characters.

const B45 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

export function base45(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    let n = bytes[i]! * 256 + bytes[i + 1]!;
    for (let k = 0; k < 3; k++) {
      s += B45[n % 45];
      n = Math.floor(n / 45);
    }
  }
  if (bytes.length % 2 === 1) {
    const n = bytes[bytes.length - 1]!;
    s += B45[n % 45]! + B45[Math.floor(n / 45)]!;
  }
  return s;
}

export function unbase45(s: string): Uint8Array | null {
  const out: number[] = [];
  const digit = (ch: string): number => B45.indexOf(ch);
  for (let i = 0; i < s.length; i += 3) {
    const chunk = s.slice(i, i + 3);
    const d = Array.from(chunk, digit);
    if (d.some((x) => x < 0)) return null;
    if (chunk.length === 3) {
      const n = d[0]! + d[1]! * 45 + d[2]! * 2025;
      if (n > 0xffff) return null;
      out.push(n >> 8, n & 0xff);
    } else if (chunk.length === 2) {
      const n = d[0]! + d[1]! * 45;
      if (n > 0xff) return null;
      out.push(n);
    } else return null;
  }
  return Uint8Array.from(out);
}

// ---------------------------------------------------------------------------------------------------------------

/**
 * The text of a QR code for `c`, at most a version 10 code at error correction M: the last candidates are left out
 * while it is longer (a phone lists its preferred ones first). Throws when even none would fit (no browser writes that).
 */
export function writePairingCode(c: PairingCode): string {
  for (let n = c.candidates.length; n >= 0; n--) {
    const text = PAIRING_PREFIX + base45(packPairing({ ...c, candidates: c.candidates.slice(0, n) }));
    if (text.length <= MAX_PAIRING_CHARS) return text;
  }
  throw new Error(`qrSignal: a ${c.kind} too long for a QR code`);
}

/**
 * A scanned text as a pairing code of the kind wanted, or why not. `expect` names what must match: for an answer,
 * the offer it answers (pairing and game id); for an offer while resuming a game, that game's id.
 */
export function readPairingCode<K extends PairingCode['kind']>(
  text: unknown,
  kind: K,
  expect: { gameId?: string | null; pairingId?: string } = {},
): PairingRead<K> {
  if (typeof text !== 'string' || !text.startsWith(PAIRING_PREFIX)) return { ok: false, reason: 'not-pairing' };
  if (text.length > MAX_PAIRING_CHARS) return { ok: false, reason: 'damaged' };
  // The version first (the first two bytes, its first three characters), before anything else could be misread: a
  // phone of another version is told just that, even when the rest does not read.
  const head = unbase45(text.slice(PAIRING_PREFIX.length, PAIRING_PREFIX.length + 3));
  if (head && head.length === 2 && (head[0] === 1 || head[0] === 2) && head[1] !== PROTOCOL_VERSION) {
    return { ok: false, reason: 'other-version', version: head[1]! };
  }
  const bytes = unbase45(text.slice(PAIRING_PREFIX.length));
  if (!bytes || bytes.length < 2) return { ok: false, reason: 'damaged' };
  const c = unpack(bytes);
  if (typeof c === 'string') return { ok: false, reason: c };
  if (c.kind === 'offer' && !parseJoinCode(c.code).ok) return { ok: false, reason: 'damaged' };
  if (c.kind !== kind) return { ok: false, reason: 'wrong-kind' };
  if (expect.gameId && c.gameId !== expect.gameId) return { ok: false, reason: 'other-game' };
  if (expect.pairingId !== undefined && c.pairingId !== expect.pairingId) return { ok: false, reason: 'other-game' };
  return { ok: true, code: c as Extract<PairingCode, { kind: K }> };
}
