/**
 * Words of two-phone play: the lobby (host and guest), the connection shown during the game, what the other phone
 * refused, and the end-of-game check. Functions where a name goes inside the sentence.
 */
import { translatable } from '../i18n';
import type { Side } from '../../engine/hex';
import type { RejectReason } from '../../net/protocol';
import type { LinkStatus } from '../../net/peer';

const SIDE = { allies: 'Allies', axis: 'Axis' } satisfies Record<Side, string>;

export const NET_TEXT = translatable('net', {
  /** The prompt while the other phone decides. */
  waiting: (name: string) => `Waiting for ${name}…`,
  /** The other phone's turn once its card is played: the card and how many units it ordered (marked on the board). */
  waitingPlays: (name: string, card: string, ordered: number) =>
    `${name} plays ${card}${ordered ? `, ${ordered === 1 ? '1 unit' : `${ordered} units`} ordered (numbered on the board)` : ''}…`,
  /** Home: join a game another phone created. */
  join: 'Join a game',
  joinHint: 'Your friend creates the battle on their phone; you join with its code.',
  /** Home: continue a two-phone game. */
  continueNet: (battle: string, other: string) => `Continue ${battle} with ${other}`,
  continueNetRole: { host: 'You host this game', guest: 'You joined this game' } satisfies Record<'host' | 'guest', string>,

  // The host's lobby.
  hostTitle: 'Waiting for the other phone',
  hostIntro: (battle: string, side: Side) => `${battle}. You command the ${SIDE[side]}.`,
  codeHeading: 'Join code',
  codeHint: 'On the other phone: Join a game, then type these six words, or scan the square code with the camera.',
  qrLabel: 'Square code with the link to join this game',
  linkHeading: 'Or send this link',
  copyLink: 'Copy link',
  copied: 'Link copied',
  shareLink: 'Share link',
  shareTitle: "Join my Pocket '44 battle",
  cancelHost: 'Cancel this game',
  seated: (name: string) => `${name} joined. Dealing the cards…`,

  // The guest's joining screen.
  joinTitle: 'Join a game',
  nameLabel: 'Your name',
  nameDefault: 'Guest',
  scan: 'Scan the code',
  typeInstead: 'Type the words instead',
  joining: 'Joining…',
  joiningHint: 'Both phones need the internet (or the same local signalling server) only to find each other.',
  backFromJoin: 'Back',
  cancelJoin: 'Stop joining',
  fromLink: 'Opened from a link: check the words and join.',

  /** The connection, always shown during a two-phone game. */
  status: {
    starting: 'Starting…',
    waiting: 'Waiting for the other phone',
    connecting: 'Connecting…',
    connected: 'Connected',
    reconnecting: 'Reconnecting…',
    offline: 'Offline: the game waits',
    failed: 'Cannot connect',
  } satisfies Record<LinkStatus, string>,
  /** Why the link is down, when known. */
  statusReason: (reason: string): string =>
    ({
      'server-unreachable': 'The signalling server cannot be reached. Check the internet connection or the server in Settings.',
      'id-taken': 'This game is already open on this phone in another tab or window.',
      'peer-unavailable': 'The other phone is not there right now. The game is saved; it goes on when both are back.',
      'browser-incompatible': 'This browser cannot make direct connections (WebRTC).',
      network: 'The network is down. The game is saved and goes on when it is back.',
      'ice-failed': 'The two phones cannot reach each other on this network. The game is saved; pair them again on one Wi-Fi or hotspot.',
      'qr-lost': 'The direct link to the other phone is gone. The game is saved; pair the phones again with two QR codes.',
    })[reason] ?? 'The connection dropped. Trying again…',
  /** The other phone's connection in the game bar. */
  opponentAway: (name: string) => `${name} is away. Your moves are kept; the game resumes when they return.`,
  /** The other phone cannot be reached, by who is at fault (src/ui/net/netPlay.ts, linkFault). */
  away: {
    server:
      'The signalling server cannot be reached, so the two phones cannot find each other again. It is not the other player: the game is saved and goes on when the server is back (check the internet, or the server in Settings).',
    network: 'This phone is offline. The game is saved and goes on when its network is back.',
    peer: (name: string) => `${name} is away. Your moves are kept; the game resumes when they return.`,
  },
  connectionLabel: 'Connection to the other phone',

  /** What a refusal means to the player. Only the ones a player can meet are worded; the rest fall back. */
  problem: (reason: RejectReason | string): string =>
    ({
      'version-mismatch': 'The two phones run different versions of the app. Update the older one (reload it while online), then join again.',
      'rules-mismatch': 'The two phones use different rules versions. Update both apps, then join again.',
      'game-full': 'This game already has its two players.',
      'bad-code': 'No game with these words. Check them with the other player.',
      'wrong-game': 'This code belongs to another game.',
      'commitment-changed': 'The host started this game over. It cannot continue; start a new one.',
      'history-changed': 'The host sent a different history of this game. Play has stopped.',
      'commitment-mismatch': 'The host’s secret does not match what it promised at the start. The dice and cards cannot be trusted.',
      'verification-failed': 'The replay of the game does not match what the host sent. The dice or cards were changed.',
      'out-of-turn': 'It was not your turn any more.',
      'illegal-action': 'The host refused that move.',
      'wrong-index': 'The game had moved on; your screen has caught up.',
      busy: 'Your last move is still on its way.',
      'bad-step': 'The host sent a game state this phone cannot use. It was set aside and asked for again; if this goes on, the other phone’s app may be damaged or modified.',
      'not-revealed': 'The host says the game is over but does not show its secret, so the dice and cards cannot be checked.',
      'not-started': 'The game has not started yet.',
    })[reason] ?? 'The other phone refused a message.',
  /**
   * A guest already in the game refused as a stranger by whoever answered for the host: not the end of the game,
   * the phone connects again (docs/protocol.md, "Hostile input").
   */
  notTheHost: (reason: RejectReason | string): string =>
    reason === 'version-mismatch' || reason === 'rules-mismatch'
      ? 'The phone answering for this game runs another version of the app. If the host updated, update this phone too (reload it while online). Trying again…'
      : 'Something other than the host answered for this game and turned this phone away. Your game is safe; trying again…',
  /** A third device tried to join (told to the host). */
  intruder: 'Another device tried to join this game and was turned away.',

  /** The end-of-game check on the guest's phone. */
  verify: {
    pending: 'Checking the dice and cards…',
    ok: 'Checked: every die and card came from the seed both phones made together.',
    failed: (why: string) => `The check failed: ${why}`,
    host: 'The other phone checks the dice and cards now.',
    hostOk: 'The other phone checked the dice and cards: all fair.',
  },
  /** Leaving a two-phone game. */
  leaveNote: 'The game is saved on both phones. Continue it later from the home screen.',
});
