// A device that speaks the two-phone protocol by hand to a host (it can send anything), for the hostile-input
// tests (hostile.test.ts, attacks.test.ts).
import { expect } from 'vitest';
import { actor, legalActions, RULES_VERSION } from '../../src/engine';
import { Host } from '../../src/net/host';
import { decode, encode, type Message } from '../../src/net/protocol';
import { MemoryLink, type Transport } from '../../src/net/transport';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import { seededRandom } from './harness';

const sword = getBuiltinScenario('sword-beach')!;
export const TOKEN = 'ab'.repeat(16);

/** A device speaking the protocol by hand to a host, over its own link, counting what each way carries. */
export class Raw {
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
  /** The reasons of the error messages received since the last take. */
  errors(): string[] {
    return this.take().flatMap((m) => (m.t === 'error' ? [m.reason] : []));
  }
}

/** A host with a hand-driven guest seated and the game started. */
export async function seatedRaw(seed = 'h'): Promise<{ host: Host; raw: Raw }> {
  const host = await Host.create({ scenario: sword, hostSide: 'allies', names: { allies: 'A', axis: 'B' }, random: seededRandom(seed) });
  const raw = new Raw(host);
  await raw.send({ t: 'hello', role: 'guest', app: 'pocket44', rules: RULES_VERSION });
  await raw.send({ t: 'join', gameId: null, code: host.joinCode, token: TOKEN, name: 'Raw' });
  await raw.send({ t: 'contribute', gameId: host.gameId, contribution: 'cd'.repeat(32) });
  expect(raw.take().map((m) => m.t)).toEqual(['hello', 'commit', 'state']);
  return { host, raw };
}

/** Plays the host's moves until it is the guest's turn. */
export async function untilGuestTurn(host: Host): Promise<void> {
  while (actor(host.state!) !== host.guestSide) expect((await host.play(legalActions(host.state!)[0]!)).ok).toBe(true);
}
