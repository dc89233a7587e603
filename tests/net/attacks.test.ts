// Issue 13, "Defects found by attacking the app": the two-phone defects. Each test here was committed before its fix
// (the history shows it failing). docs/protocol.md, "Hostile input" and "Resilience", says what is expected.
import { describe, expect, it } from 'vitest';
import { actor, legalActions, parseAction, RULES_VERSION, type Action } from '../../src/engine';
import { canonicalJson } from '../../src/net/fairness';
import { Host } from '../../src/net/host';
import { decode, encode, type Message } from '../../src/net/protocol';
import { MemoryLink, type Transport } from '../../src/net/transport';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import { seededRandom } from './harness';

const sword = getBuiltinScenario('sword-beach')!;
const TOKEN = 'ab'.repeat(16);

/** A device speaking the protocol by hand to a host, over its own link, counting what each way carries. */
class Raw {
  readonly link = new MemoryLink();
  readonly t: Transport;
  readonly got: unknown[] = [];
  /** Characters sent to the host, and received from it. */
  sentChars = 0;
  gotChars = 0;
  constructor(readonly host: Host) {
    const [a, b] = this.link.connect();
    host.accept(a);
    this.t = b;
    b.onMessage((d) => {
      this.got.push(d);
      if (typeof d === 'string') this.gotChars += d.length;
    });
  }
  async send(x: Message | string): Promise<void> {
    const text = typeof x === 'string' ? x : encode(x);
    this.sentChars += text.length;
    this.t.send(text);
    await this.link.flush();
    await this.host.idle();
    await this.link.flush();
  }
  take(): Message[] {
    return this.got.splice(0).map((d) => {
      const r = decode(d);
      if (!r.ok) throw new Error(`the host sent something unreadable: ${r.reason}`);
      return r.msg;
    });
  }
}

async function seatedRaw(seed = 'h'): Promise<{ host: Host; raw: Raw }> {
  const host = await Host.create({ scenario: sword, hostSide: 'allies', names: { allies: 'A', axis: 'B' }, random: seededRandom(seed) });
  const raw = new Raw(host);
  await raw.send({ t: 'hello', role: 'guest', app: 'pocket44', rules: RULES_VERSION });
  await raw.send({ t: 'join', gameId: null, code: host.joinCode, token: TOKEN, name: 'Raw' });
  await raw.send({ t: 'contribute', gameId: host.gameId, contribution: 'cd'.repeat(32) });
  expect(raw.take().map((m) => m.t)).toEqual(['hello', 'commit', 'state']);
  return { host, raw };
}

async function untilGuestTurn(host: Host): Promise<void> {
  while (actor(host.state!) !== host.guestSide) expect((await host.play(legalActions(host.state!)[0]!)).ok).toBe(true);
}

/** An action message with unknown fields added, as text. */
function padded(index: number, action: Action, pad: number): string {
  return JSON.stringify({ v: 1, t: 'action', index, action: { ...action, pad: 'x'.repeat(pad) }, extra: 'y'.repeat(pad) });
}

describe('net: unknown fields in a guest action (issue 13, 1)', () => {
  it('an action padded by a few KB is recorded with the engine fields only, and every later state goes out', async () => {
    const { host, raw } = await seatedRaw();
    await untilGuestTurn(host);
    raw.take();
    const n = host.steps.length;
    const a = legalActions(host.state!)[0]!;
    await raw.send(padded(n, a, 1000));
    expect(host.steps.length).toBe(n + 1);
    expect(canonicalJson(host.steps[n]!.action)).toBe(canonicalJson(parseAction(a)));
    expect(JSON.stringify(host.recordSteps()[n]).length).toBeLessThan(1000);
    expect(raw.take()).toContainEqual(expect.objectContaining({ t: 'state', index: n + 1 }));
  });

  it('an action padded by 60 KB is refused before it is read; the game is not stuck', async () => {
    const { host, raw } = await seatedRaw();
    await untilGuestTurn(host);
    raw.take();
    const n = host.steps.length;
    const a = legalActions(host.state!)[0]!;
    await raw.send(padded(n, a, 30_000));
    expect(host.steps.length).toBe(n);
    expect(host.log.entries[host.log.entries.length - 1]).toMatchObject({ kind: 'rejected', reason: 'too-large' });
    await raw.send({ t: 'action', index: n, action: a });
    expect(host.steps.length).toBe(n + 1);
    expect(raw.take()).toContainEqual(expect.objectContaining({ t: 'state', index: n + 1 }));
    // And on: the host's next action reaches the guest too.
    if (!host.state!.winner && actor(host.state!) === host.hostSide) {
      expect((await host.play(legalActions(host.state!)[0]!)).ok).toBe(true);
      await raw.link.flush();
      expect(raw.take()).toContainEqual(expect.objectContaining({ t: 'state', index: n + 2 }));
    }
  });
});
