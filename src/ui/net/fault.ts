/**
 * Who is at fault when the other phone cannot be reached (issue 13, 6), apart from netPlay.ts so the game screen
 * can name it without loading the protocol.
 */
import type { LinkState } from '../../net/peer';

/**
 * Why the other phone cannot be reached, for the words on screen: the signalling server (the phones cannot find
 * each other again), this phone's network, or the other phone (away, closed, asleep). Null while it is connected:
 * then the game goes on over the open channel even when the server is gone.
 */
export type LinkFault = 'server' | 'network' | 'peer';
const SERVER_FAULTS = new Set(['server-unreachable', 'invalid-key', 'ssl-unavailable']);

export function linkFault(link: LinkState, peerConnected: boolean): LinkFault | null {
  if (peerConnected) return null;
  if (link.reason !== undefined && SERVER_FAULTS.has(link.reason)) return 'server';
  if (link.status === 'offline' || link.reason === 'network' || link.reason === 'browser-incompatible') return 'network';
  return 'peer';
}
