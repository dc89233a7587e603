/** Strings of the settings screen (src/ui/app/Settings.tsx). */
import { translatable } from '../i18n';
import type { SignalField, SignalProblem } from '../settings/settings';
import type { BoardRotation, SignalServer } from '../settings/types';

export type SignalChoice = 'public' | 'own';

export const SETTINGS_TEXT = translatable('settings', {
  title: 'Settings',
  back: 'Back',
  intro: 'Kept on this device only.',

  feedbackHeading: 'Sound and touch',
  sound: 'Sound',
  soundHint: 'Dice, hits and turn changes make a short sound.',
  vibration: 'Vibration',
  vibrationHint: 'The phone buzzes at the same moments, where it can.',

  layoutHeading: 'Layout',
  leftHanded: 'Left-handed',
  leftHandedHint: 'Puts the buttons and the battle log on the left, where a left thumb reaches them.',
  rotation: 'Which way the board faces',
  rotationOption: {
    'active-side': 'Turn it towards the player whose turn it is',
    fixed: 'Keep the Allies at the bottom',
  } satisfies Record<BoardRotation, string>,
  rotationHint: {
    'active-side': 'The board spins round between turns, so each player sees their own side near them.',
    fixed: 'Best when the phone lies flat between two players facing each other.',
  } satisfies Record<BoardRotation, string>,

  passAndPlayHeading: 'Pass-and-play',
  ambushAlwaysAsk: 'Ambush always asks',
  ambushAlwaysAskHint:
    'The defender is asked about Ambush on every close assault, card or no card. Otherwise the question would only ' +
    'appear when the card is in hand, and the pause alone would tell the attacker so. Applies to games started ' +
    'after the change. Two-phone games always ask, whatever this says.',

  connectionHeading: 'Two-phone connection',
  connectionIntro:
    'To play on two phones, both first meet on a signalling server, which only introduces them; the game itself then ' +
    'goes from phone to phone, encrypted. Both phones must use the same server. A change applies to two-phone ' +
    'games opened after it.',
  signalChoice: 'Signalling server',
  signalOption: {
    public: 'Public server (PeerJS)',
    own: 'My own server',
  } satisfies Record<SignalChoice, string>,
  signalOptionHint: {
    public: 'Free and run by the PeerJS project. Nothing to set up.',
    own: 'A PeerJS server you run yourself, for example with npm run peer-server. Enter the same details on both phones.',
  } satisfies Record<SignalChoice, string>,
  signalInUse: (server: SignalServer | null): string =>
    server
      ? `In use: your server, ${server.secure ? 'wss' : 'ws'}://${server.host}:${server.port}${server.path}`
      : 'In use: the public PeerJS server.',
  signalField: {
    host: 'Server address',
    port: 'Port',
    path: 'Path',
    key: 'Key',
  } satisfies Record<SignalField, string>,
  signalFieldHint: {
    host: 'A name or an IP address, such as peer.example.org or 192.168.1.20, without https:// and without a path.',
    port: 'A number from 1 to 65535: 443 for a secure server on the usual port, 9000 for npm run peer-server.',
    path: 'Where the server listens, starting with /: / or /p2p for npm run peer-server.',
    key: 'peerjs, unless the server was set up with another key.',
  } satisfies Record<SignalField, string>,
  signalSecure: 'Secure connection (https and wss)',
  signalSecureHint: 'On for a server behind TLS; off for a plain one on your own network, such as npm run peer-server.',
  signalSave: 'Save server',
  signalSaved: 'Saved. Two-phone games opened from now on use this server.',
  signalInvalid: 'Nothing was saved: check the fields marked above.',
  signalProblem: (field: SignalField, problem: SignalProblem): string => {
    switch (problem) {
      case 'empty':
        return field === 'key' ? 'Enter the key (peerjs if you do not know it).' : 'This cannot be empty.';
      case 'too-long':
        return field === 'host'
          ? 'Too long: an address has at most 253 characters.'
          : `Too long: at most ${field === 'path' ? 200 : 100} characters.`;
      case 'spaces':
        return 'Remove the spaces.';
      case 'not-a-host':
        return 'Only the address: leave out https://, ws:// and any path (the path has its own field).';
      case 'not-a-port':
        return 'Enter a whole number from 1 to 65535.';
      case 'no-slash':
        return 'The path starts with /.';
    }
  },

  languageHeading: 'Language',
  language: 'Language of the app',
  languageHint: 'Kept on this device. Until you choose, the app follows the browser’s language.',
  /** Each language's name in that language, as people look for their own. Keys are BCP 47 tags. */
  languageName: { en: 'English', fr: 'Français' } as Record<string, string>,
});

export type SettingsText = typeof SETTINGS_TEXT;
