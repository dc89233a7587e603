// Reading messages from the other phone: size first, then JSON, version and every field; never a throw.
import { describe, expect, it } from 'vitest';
import { newGame, playerView } from '../../src/engine';
import { actionView, decode, encode, MAX_MESSAGE_CHARS, PROTOCOL_VERSION, type Message } from '../../src/net/protocol';
import { getBuiltinScenario } from '../../src/scenario/builtin';

const sword = getBuiltinScenario('sword-beach')!;
const view = playerView(newGame(sword, { seed: 1 }), 'axis');
const H64 = 'ab'.repeat(32);

const SAMPLES: Message[] = [
  { t: 'hello', role: 'guest', app: 'pocket44', rules: 'm44-base/1' },
  { t: 'join', gameId: null, code: 'ABCD-EFGH', token: 'cd'.repeat(16), name: 'Ann' },
  { t: 'commit', gameId: 'g1', commitment: H64, setup: { scenario: sword, options: {}, names: { allies: 'A', axis: 'B' } }, guestSide: 'axis' },
  { t: 'contribute', gameId: 'g1', contribution: H64 },
  { t: 'state', index: 0, step: null, view },
  { t: 'state', index: 3, step: { action: { type: 'endMoves' }, by: 'allies', events: [{ type: 'turn', side: 'axis', number: 2 }] }, view },
  { t: 'sync', from: 2, steps: [{ action: { type: 'keep', card: -1 }, by: 'allies', events: [] }], view },
  { t: 'action', index: 7, action: { type: 'move', unit: 3, to: { row: 2, col: 4 } } },
  { t: 'ack', index: 7 },
  { t: 'resync', from: 0 },
  { t: 'reveal', secret: H64, hidden: [{ index: 4, action: { type: 'keep', card: 12 } }] },
  { t: 'error', reason: 'out-of-turn', detail: 'not yours', index: 4 },
  { t: 'bye', reason: 'verified' },
];

describe('net: protocol messages', () => {
  it('every message type encodes with the version and decodes to itself', () => {
    for (const m of SAMPLES) {
      const text = encode(m);
      expect(JSON.parse(text).v).toBe(PROTOCOL_VERSION);
      const d = decode(text);
      expect(d, m.t).toEqual({ ok: true, msg: JSON.parse(JSON.stringify(m)) });
    }
  });

  it('anything but a string is refused as not-text', () => {
    for (const x of [null, undefined, 42, { t: 'ack' }, new Uint8Array(3), ['x']]) {
      expect(decode(x)).toMatchObject({ ok: false, reason: 'not-text' });
    }
  });

  it('the size is checked before parsing: a huge message is too-large even when it is not JSON', () => {
    const big = '{'.repeat(MAX_MESSAGE_CHARS + 1);
    expect(decode(big)).toMatchObject({ ok: false, reason: 'too-large' });
    const justUnder = JSON.stringify({ v: 1, t: 'bye', reason: 'leaving', pad: 'x'.repeat(MAX_MESSAGE_CHARS - 60) });
    expect(justUnder.length).toBeLessThanOrEqual(MAX_MESSAGE_CHARS);
    expect(decode(justUnder).ok).toBe(true);
  });

  it('malformed JSON, wrong types and unknown messages are refused with a reason naming the field', () => {
    expect(decode('{"v":1,"t":"ack",')).toMatchObject({ ok: false, reason: 'malformed-json' });
    expect(decode('[1,2]')).toMatchObject({ ok: false, reason: 'invalid-message' });
    expect(decode('"hello"')).toMatchObject({ ok: false, reason: 'invalid-message' });
    expect(decode('{"v":1,"t":"ack","index":"3"}')).toMatchObject({ ok: false, reason: 'invalid-message', t: 'ack' });
    expect(decode('{"v":1,"t":"ack","index":-1}')).toMatchObject({ ok: false, reason: 'invalid-message' });
    expect(decode('{"v":1,"t":"ack","index":1.5}')).toMatchObject({ ok: false, reason: 'invalid-message' });
    expect(decode('{"v":1,"t":"launch"}')).toMatchObject({ ok: false, reason: 'invalid-message', t: 'launch' });
    const badAction = decode(JSON.stringify({ v: 1, t: 'action', index: 0, action: { type: 'nuke' } }));
    expect(badAction).toMatchObject({ ok: false, reason: 'invalid-message' });
    expect((badAction as { detail: string }).detail).toMatch(/action/);
    const badView = decode(JSON.stringify({ v: 1, t: 'state', index: 1, step: null, view: { ...view, units: 'none' } }));
    expect(badView).toMatchObject({ ok: false, reason: 'invalid-message' });
    // Minefields are drawn on the guest's board: a broken one is refused, a well-formed one passes.
    const mined = (mines: unknown) => decode(JSON.stringify({ v: 1, t: 'state', index: 1, step: null, view: { ...view, mines } }));
    expect(mined({ '112': null })).toMatchObject({ ok: false, reason: 'invalid-message' });
    expect(mined({ '112': { owner: 'nobody' } })).toMatchObject({ ok: false, reason: 'invalid-message' });
    expect(mined({ '112': { owner: 'axis', revealed: 'two' } })).toMatchObject({ ok: false, reason: 'invalid-message' });
    expect(mined({ '112': { owner: 'axis', revealed: 2 } })).toMatchObject({ ok: true });
    const badHex = decode(JSON.stringify({ v: 1, t: 'contribute', gameId: 'g', contribution: 'XYZ' }));
    expect(badHex).toMatchObject({ ok: false, reason: 'invalid-message' });
    expect(decode(JSON.stringify({ v: 1, t: '__proto__' }))).toMatchObject({ ok: false, reason: 'invalid-message' });
  });

  it('another protocol version is refused as version-mismatch and says which', () => {
    expect(decode(JSON.stringify({ v: 2, t: 'hello', role: 'host', app: 'pocket44', rules: 'x' }))).toMatchObject({
      ok: false,
      reason: 'version-mismatch',
      version: 2,
      t: 'hello',
    });
    expect(decode('{"t":"ack","index":1}')).toMatchObject({ ok: false, reason: 'version-mismatch' });
  });

  it('unknown fields are dropped, never passed on', () => {
    const d = decode(JSON.stringify({ v: 1, t: 'ack', index: 2, secret: 'x' }));
    expect(d).toEqual({ ok: true, msg: { t: 'ack', index: 2 } });
  });

  it('encode refuses to build an over-size message (a sender bug, not something to send)', () => {
    expect(() => encode({ t: 'error', reason: 'busy', detail: 'x'.repeat(MAX_MESSAGE_CHARS) })).toThrow(/too large/);
  });

  it('Recon\'s kept card is hidden from the other side only', () => {
    expect(actionView({ type: 'keep', card: 9 }, 'allies', 'axis')).toEqual({ type: 'keep', card: -1 });
    expect(actionView({ type: 'keep', card: 9 }, 'axis', 'axis')).toEqual({ type: 'keep', card: 9 });
    expect(actionView({ type: 'play', card: 9 }, 'allies', 'axis')).toEqual({ type: 'play', card: 9 });
  });
});
