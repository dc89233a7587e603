/**
 * Everything two-phone play needs that a player who never links two phones should not download: PeerJS, the
 * protocol, the word list, the QR code and scanner. The app loads it (`import('../net/module')`) when a two-phone
 * game is created, joined or continued.
 */
export { NetPlay, seededRandom } from './netPlay';
export { GuestLobby, HostLobby, JoinScreen } from './Lobby';
export { QrPairPanel } from './QrPair';
export { peerLinker } from './linker';
export { parseJoinLink } from '../../net/joinLink';
