/**
 * Two phones in one test: a Host and a Guest over a MemoryLink, both choosing seeded random legal actions when it
 * is their turn. Everything is repeatable from the seeds: the link's faults, the policy, and the phones' "random"
 * bytes (a seeded source stands in for crypto.getRandomValues).
 */
import { actor, legalActions, type Action, type GameOptions, type Side } from '../../src/engine';
import { nextInt, nextU32, seedRng } from '../../src/engine/rng';
import type { RandomSource } from '../../src/net/fairness';
import { Guest } from '../../src/net/guest';
import { Host } from '../../src/net/host';
import { MemoryLink, type LinkFaults, type Transport } from '../../src/net/transport';
import { viewLegalActions } from '../../src/net/view';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import type { Scenario } from '../../src/scenario/types';

export function seededRandom(seed: string): RandomSource {
  const s = seedRng(`bytes/${seed}`);
  return (n) => {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) out[i] = nextU32(s) & 0xff;
    return out;
  };
}

export interface Table {
  link: MemoryLink;
  host: Host;
  guest: Guest;
  /** Every message delivered to the guest, in order, over every connection. */
  received: unknown[];
  /** Opens a new connection and gives its ends to the current host and guest. */
  reconnect(): void;
  /** Rewrites (or drops: DROP) what reaches the host / the guest, on every connection: a hostile peer or network. */
  tamperHost: Tamper | null;
  tamperGuest: Tamper | null;
}

export const DROP = Symbol('drop');
export type Tamper = (data: unknown) => unknown;

/** A transport whose received messages go through `tamper()` first (read at each message, so it can change). */
export function tapped(inner: Transport, tamper: () => Tamper | null): Transport {
  return {
    get isOpen() {
      return inner.isOpen;
    },
    send: (text) => inner.send(text),
    onMessage: (h) =>
      inner.onMessage((d) => {
        const f = tamper();
        const out = f ? f(d) : d;
        return out === DROP ? undefined : h(out);
      }),
    onOpen: (h) => inner.onOpen(h),
    onClose: (h) => inner.onClose(h),
    close: () => inner.close(),
  };
}

export interface TableOptions {
  scenario?: Scenario;
  options?: GameOptions;
  seed?: string;
  hostSide?: Side;
  faults?: LinkFaults;
  tamperHost?: Tamper;
  tamperGuest?: Tamper;
}

export async function openTable(opts: TableOptions = {}): Promise<Table> {
  const seed = opts.seed ?? '1';
  const link = new MemoryLink({ seed, faults: opts.faults ?? {} });
  const host = await Host.create({
    scenario: opts.scenario ?? getBuiltinScenario('sword-beach')!,
    hostSide: opts.hostSide ?? 'allies',
    ...(opts.options ? { options: opts.options } : {}),
    names: { allies: 'Ann', axis: 'Bo' },
    random: seededRandom(`host/${seed}`),
  });
  const guest = Guest.create({ code: host.joinCode, name: 'Guest', random: seededRandom(`guest/${seed}`) });
  const t: Table = {
    link,
    host,
    guest,
    received: [],
    tamperHost: opts.tamperHost ?? null,
    tamperGuest: opts.tamperGuest ?? null,
    reconnect() {
      const [a, b] = link.connect();
      t.host.accept(tapped(a, () => t.tamperHost));
      const g = tapped(b, () => t.tamperGuest);
      spy(g, t.received);
      t.guest.attach(g);
    },
  };
  t.reconnect();
  await settle(t);
  return t;
}

/** Records what arrives on a transport (before anyone else reads it). */
export function spy(t: Transport, into: unknown[]): void {
  t.onMessage((d) => {
    into.push(d);
  });
}

/** Delivers everything in flight and waits until both phones have handled it. */
export async function settle(t: Table): Promise<void> {
  for (let i = 0; i < 1000; i++) {
    await t.link.flush();
    await t.host.idle();
    await t.guest.idle();
    if (!t.link.pending) return;
  }
  throw new Error('the link never went quiet');
}

export interface PlayOptions {
  policySeed?: string;
  /** Per round, the chance the connection is cut (then reopened at once or a few rounds later). */
  disconnect?: number;
  /** Stop after this many actions (the game may go on later). */
  stopAfter?: number;
  maxRounds?: number;
}

export interface PlayStats {
  rounds: number;
  pokes: number;
  disconnects: number;
}

/**
 * Plays until the guest has checked the reveal (or `stopAfter` actions). The side to act chooses a uniformly random
 * legal action: the host from its state, the guest from its view only. When neither can act (a message was lost),
 * both phones are poked, as the app's timer would.
 */
export async function playOut(t: Table, opts: PlayOptions = {}): Promise<PlayStats> {
  const rng = seedRng(`policy/${opts.policySeed ?? '1'}`);
  const max = opts.maxRounds ?? 20_000;
  const stats: PlayStats = { rounds: 0, pokes: 0, disconnects: 0 };
  let down = 0;
  let stalls = 0;
  for (; stats.rounds < max; stats.rounds++) {
    await settle(t);
    const g = t.guest;
    if (g.phase === 'over' && !t.host.guestVerified && stalls++ < 50) {
      // The guest's "verified" was lost on the way: the host's poke sends the reveal again, and the guest answers.
      if (!g.connected) t.reconnect();
      t.host.poke();
      stats.pokes++;
      continue;
    }
    if (g.phase === 'over' || g.phase === 'failed' || g.phase === 'refused') return stats;
    if (opts.stopAfter !== undefined && t.host.steps.length >= opts.stopAfter) return stats;
    if (down > 0) {
      if (--down === 0) t.reconnect();
      continue;
    }
    // The guest closed a connection it took for dead (its pokes unanswered): the app's link dials again.
    if (!g.connected) {
      t.reconnect();
      continue;
    }
    if (opts.disconnect && nextU32(rng) / 2 ** 32 < opts.disconnect) {
      t.link.disconnect();
      stats.disconnects++;
      down = nextInt(rng, 3);
      if (down === 0) t.reconnect();
      continue;
    }
    const s = t.host.state;
    let action: Action | null = null;
    if (s && !s.winner && actor(s) === t.host.hostSide) {
      const la = legalActions(s);
      action = la[nextInt(rng, la.length)]!;
      const r = await t.host.play(action);
      if (!r.ok) throw new Error(`host refused its own legal action: ${r.reason} ${r.detail}`);
    } else if (g.phase === 'playing' && g.view && !g.waiting) {
      const la = viewLegalActions(g.view);
      if (la.length) {
        action = la[nextInt(rng, la.length)]!;
        await g.play(action);
      }
    }
    if (action) {
      stalls = 0;
      continue;
    }
    if (++stalls > 50) throw new Error(`stalled at ${t.host.steps.length} actions, guest ${g.phase} at ${g.index}`);
    t.host.poke();
    t.guest.poke();
    stats.pokes++;
  }
  throw new Error(`no end after ${max} rounds`);
}
