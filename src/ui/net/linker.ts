/**
 * The app's Linker: PeerJS through the signalling server chosen in settings (src/net/peer.ts), with the poke timer
 * that makes both state machines send again what a dropped connection lost.
 */
import { GuestLink, HostLink, pokeEvery, type SignalServer } from '../../net/peer';
import type { Linker } from './netPlay';

export function peerLinker(server: SignalServer | null): Linker {
  return {
    host: (code, onTransport, onStatus) => HostLink.start({ code, server, onTransport, onStatus }),
    guest: (code, onTransport, onStatus) => GuestLink.start({ code, server, onTransport, onStatus }),
    pokeEvery: (poke) => pokeEvery(poke),
  };
}
