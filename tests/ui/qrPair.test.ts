// Pairing two phones by QR codes, the parts Node can run (there is no RTCPeerConnection here; the connection itself
// is tests/browser/qrpair.spec.mjs): a scanned code refused in words and nothing changed; a game paired so is marked
// in its record (and only then), so a reload pairs it the same way; the host's choice stops the server link.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { newJoinCode } from '../../src/net/fairness';
import { PROTOCOL_VERSION } from '../../src/net/protocol';
import { iceOfSdp, readPairingCode, sdpOf, writePairingCode, type PairingOffer } from '../../src/net/qrSignal';
import { checkNetRecord, NetStore } from '../../src/net/saves';
import { buildSetup, DEFAULT_CHOICES } from '../../src/ui/app/picker';
import { NetPlay, type Linker } from '../../src/ui/net/netPlay';
import { QrPairing } from '../../src/ui/net/qrPair';
import { NET_QR_TEXT as T } from '../../src/ui/text/netQr';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import { seededRandom } from '../net/harness';

const ICE = iceOfSdp(
  sdpOf({ ufrag: 'Ab1/', pwd: 'x'.repeat(24), fingerprint: 'ab'.repeat(32), setup: 'actpass', candidates: [{ address: '192.168.43.1', port: 50000 }] }),
)!;
const GAME = '00112233445566778899aabbccddeeff';

function offer(over: Partial<PairingOffer> = {}): PairingOffer {
  return { kind: 'offer', version: PROTOCOL_VERSION, pairingId: '01020304', gameId: GAME, code: newJoinCode(seededRandom('qp')), ...ICE, ...over };
}

/** A linker that counts what was started and stopped. */
function countingLinker(): Linker & { started: number; stopped: number } {
  const l = {
    started: 0,
    stopped: 0,
    host: () => {
      l.started++;
      return { close: () => void l.stopped++ };
    },
    guest: () => {
      l.started++;
      return { close: () => void l.stopped++ };
    },
  };
  return l;
}

let db = 0;

describe('[Issue 16 Acceptance] a scanned code is refused in words, nothing changed', () => {
  it('each refusal has its own words; the guest on the join screen, and while resuming its game', () => {
    const cases: [string, string][] = [
      ['WIFI:S:cabin;T:WPA;P:secret;;', T.refused('not-pairing')],
      [writePairingCode(offer()).slice(0, 60), T.refused('damaged')],
      [writePairingCode(offer({ version: PROTOCOL_VERSION + 1 })), T.refused('other-version', PROTOCOL_VERSION + 1)],
    ];
    for (const [text, words] of cases) expect(QrPairing.readOffer(text, null)).toEqual({ ok: false, words });
    // While resuming game GAME: an offer of another game is refused.
    const other = writePairingCode(offer({ gameId: 'f'.repeat(32) }));
    expect(QrPairing.readOffer(other, GAME)).toEqual({ ok: false, words: T.refused('other-game') });
    expect(QrPairing.readOffer(writePairingCode(offer()), GAME)).toEqual({ ok: true, offer: offer() });
    expect(T.refused('other-version', 2)).toContain('protocol 2');
  });

  it('a refused scan only says so: the pairing stays where it was', () => {
    const qr = new QrPairing('guest');
    const before = { step: qr.step.value, code: qr.code.value, pairings: qr.pairings.value };
    const r = QrPairing.readOffer('https://example.com/', null);
    if (!r.ok) qr.refuse(r.words);
    expect(qr.notice.value).toBe(T.refused('not-pairing'));
    expect({ step: qr.step.value, code: qr.code.value, pairings: qr.pairings.value }).toEqual(before);
  });
});

describe('[Issue 16 §4] a game paired by QR codes pairs the same way after a reload', () => {
  it('the host: its record is marked only once it chooses QR codes, and the server link stops', async () => {
    const net = await NetStore.open(`qr-net-${db++}`);
    const linker = countingLinker();
    const setup = buildSetup(getBuiltinScenario('vassieux')!, { ...DEFAULT_CHOICES, mode: 'network' }, 'qr-1', false);
    const np = await NetPlay.hostNew(setup, { saves: null, net, linker, random: seededRandom('qr-host') });
    const key = np.key;
    const unmarked = (await net.list()).find((e) => e.ok && e.record.key === key);
    expect(unmarked?.ok && 'pairing' in unmarked.record).toBe(false);
    expect(linker).toMatchObject({ started: 1, stopped: 0 });
    await np.pairByQr();
    expect(linker).toMatchObject({ started: 1, stopped: 1 });
    expect(np.qr.value?.role).toBe('host');
    const marked = (await net.list()).find((e) => e.ok && e.record.key === key);
    expect(marked?.ok && marked.record.pairing).toBe('qr');
    // No RTCPeerConnection in Node: the offer could not be made, and the panel says so.
    expect(np.qr.value?.step.value).toBe('lost');
    expect(np.qr.value?.notice.value).toBe(T.failed);
    np.close();
  });

  it('the guest joined by an offer code: its record says so; checkNetRecord takes it and refuses another value', async () => {
    const net = await NetStore.open(`qr-net-${db++}`);
    const linker = countingLinker();
    const code = readPairingCode(writePairingCode(offer()), 'offer');
    if (!code.ok) throw new Error('offer');
    const np = await NetPlay.joinByQr(code.code, 'Bea', { saves: null, net, linker });
    expect(linker.started).toBe(0);
    expect(np.gameId).toBe(GAME);
    expect(np.code).toBe(offer().code);
    const entry = (await net.list()).find((e) => e.ok && e.record.key === np.key);
    expect(entry?.ok && entry.record.pairing).toBe('qr');
    np.close();
    if (!entry?.ok) throw new Error('record');
    expect(checkNetRecord({ ...entry.record }).ok).toBe(true);
    expect(checkNetRecord({ ...entry.record, pairing: 'carrier-pigeon' }).ok).toBe(false);
  });
});
