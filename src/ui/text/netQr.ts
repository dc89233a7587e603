/**
 * Words of pairing two phones with two QR codes and no internet (issue 16): the offer in the host's lobby, the
 * answer on the guest's phone, the set-up hint, the refusals of a scanned code, and pairing again after a drop.
 */
import { translatable } from '../i18n';
import type { PairingRefusal } from '../../net/qrSignal';

export const NET_QR_TEXT = translatable('netQr', {
  /** The way in, on the host's lobby and the guest's join screen. */
  offerButton: 'No internet? Pair with two QR codes',
  setupHint:
    'Both phones on the same Wi-Fi, or one phone sharing its hotspot with the other (mobile data can stay off). The app asks for the camera first: it needs it to read the other code, and the phone then lets the two find each other directly.',
  title: 'Pair with two QR codes',
  /** The host's steps. */
  hostStep1: '1. On the other phone: Join a game, then “No internet? Pair with two QR codes”, and scan this code.',
  hostStep2: '2. Then scan the code the other phone shows.',
  offerLabel: 'Square code to pair the other phone with this game',
  scanAnswer: 'Scan the other phone’s code',
  /** The guest's steps. */
  scanOffer: 'Scan the host’s code',
  guestHint: 'Scan the code on the host’s phone; this phone then shows a code for the host to scan.',
  answerLabel: 'Square code for the host to scan',
  guestStep2: 'Now let the host scan this code.',
  guestLobby: 'Pairing by two QR codes: the phones talk directly, no internet needed.',
  /** Work in progress. */
  camera: 'Asking for the camera…',
  preparing: 'Looking for this phone on the network…',
  connecting: 'Connecting the two phones…',
  paired: 'Paired. The two phones talk directly.',
  /** A new pairing after a drop or a reload, the game kept. */
  repairTitle: 'Pair the phones again',
  repairHost: 'The link to the other phone is gone. Let it scan this new code, then scan the one it shows: the game goes on where it was.',
  repairGuest: 'The link to the host is gone. Scan the host’s new code, then let it scan yours: the game goes on where it was.',
  newCode: 'Make a new code',
  /** The phones cannot reach each other. */
  unreachable:
    'The two phones cannot reach each other. They must be on the same Wi-Fi or hotspot; some Wi-Fi networks (hotels, trains) keep their devices apart, so share one phone’s hotspot instead. Then make a new code.',
  failed: 'This phone could not prepare a connection. Reload the page and try again.',
  /** A scanned code refused; nothing changed. */
  refused: (reason: PairingRefusal | 'failed', version?: number): string =>
    ({
      'not-pairing': 'That is not a pairing code of this app. Scan the square code the other phone shows under “Pair with two QR codes”.',
      damaged: 'That code did not read completely. Hold the camera steady and scan it again.',
      'other-version':
        version !== undefined && version > 0
          ? `The other phone runs another version of the app (protocol ${version}). Update the older one while online, then pair again.`
          : 'The other phone runs another version of the app. Update the older one while online, then pair again.',
      'wrong-kind': 'That is the wrong code: scan the one the other phone shows for this step.',
      'other-game': 'That code belongs to another game or an older code. Scan the code shown right now for this game.',
      failed: 'The other phone’s code could not be used. Make a new code and pair again.',
    })[reason],
});
