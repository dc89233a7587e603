/**
 * Two phones in one process, as tests/ui/netPlay.test.ts joins them: each phone's NetPlay, linked by a MemoryLink.
 * Used by the two-phone save fixtures (scripts/make-save-fixture.ts writes them, tests/store/fixtures.test.ts
 * continues them).
 */
import { actor, legalActions } from '../../src/engine';
import { nextInt, type RngState as Rng } from '../../src/engine/rng';
import { MemoryLink, type Transport } from '../../src/net/transport';
import type { Linker, NetPlay } from '../../src/ui/net/netPlay';

export interface Phones {
  link: MemoryLink;
  linker: Linker;
  hostAccept: ((t: Transport) => void) | null;
  guestAttach: ((t: Transport) => void) | null;
  connect(): void;
}

export function memoryPhones(seed: string): Phones {
  const link = new MemoryLink({ seed });
  const p: Phones = {
    link,
    hostAccept: null,
    guestAttach: null,
    connect() {
      if (!p.hostAccept || !p.guestAttach) return;
      const [a, b] = link.connect();
      p.hostAccept(a);
      p.guestAttach(b);
    },
    linker: {
      host(_code, onTransport, onStatus) {
        p.hostAccept = onTransport;
        onStatus({ status: 'waiting' });
        p.connect();
        return { close: () => (p.hostAccept = null) };
      },
      guest(_code, onTransport, onStatus) {
        p.guestAttach = onTransport;
        onStatus({ status: 'connecting' });
        p.connect();
        return { close: () => (p.guestAttach = null) };
      },
    },
  };
  return p;
}

export async function settle(p: Phones, ...phones: NetPlay[]): Promise<void> {
  for (let i = 0; i < 1000; i++) {
    await p.link.flush();
    for (const np of phones) await np.idle();
    await new Promise((r) => setTimeout(r, 0));
    if (!p.link.pending) return;
  }
  throw new Error('the link never went quiet');
}

/** One legal action by whichever phone must act, through its game session; false once the game is over. */
export async function playOne(p: Phones, host: NetPlay, guest: NetPlay, rng: Rng): Promise<boolean> {
  const state = host.session.value!.state.value;
  if (state.winner) return false;
  const phone = actor(state) === host.side ? host : guest;
  const s = phone.session.value!;
  const legal = legalActions(s.state.value);
  if (!legal.length) throw new Error('no legal action');
  if (!s.apply(legal[nextInt(rng, legal.length)]!)) throw new Error('the session refused a legal action');
  await settle(p, host, guest);
  return true;
}
