/**
 * Every sentence the player can see, in one object so that a translation (French first) can replace it whole:
 * the app's own words below, and one module per screen in src/ui/text/ (cards, dice, game, log, picker, game
 * over, settings, rules help, hex inspection, two phones), gathered here under their area's name. A translation provides the same shapes.
 * Functions are used where a number or name goes inside the sentence, because word order differs by language.
 */
import type { Side } from '../engine/hex';
import { BOARD_TEXT } from './text/board';
import { CARD_TEXT } from './text/cards';
import { DICE_TEXT } from './text/dice';
import { GAME_TEXT } from './text/game';
import { GAMEOVER_TEXT } from './text/gameover';
import { INSPECT_TEXT } from './text/inspect';
import { LOG_TEXT } from './text/log';
import { NET_TEXT } from './text/net';
import { NET_JOIN_TEXT } from './text/netJoin';
import { NET_QR_TEXT } from './text/netQr';
import { PICKER_TEXT } from './text/picker';
import { RECAP_TEXT } from './text/recap';
import { RULES_TEXT } from './text/rules';
import { SAVES_TEXT } from './text/saves';
import { PLAYLIST_TEXT } from './text/playlist';
import { SCENARIO_IMPORT_TEXT } from './text/scenarioImport';
import { SETTINGS_TEXT } from './text/settings';
import { STORE_TEXT } from './text/store';

export const STRINGS = {
  /** BCP 47 tag used for dates and numbers. */
  locale: 'en-GB',
  appName: "Pocket '44",
  tagline: "Memoir '44 in your pocket",
  intro:
    'Two players, one device: pass it across the table between turns. Every rule is checked for you, and it all works offline.',
  homeActions: 'Start',
  newGame: 'New battle',
  resume: 'Back to the battle',
  rulesHelp: 'Rules help',
  settingsLabel: 'Settings',
  battlesHeading: 'Battles',
  battlesCount: (n: number) => (n === 1 ? '1 battle' : `${n} battles`),
  side: { axis: 'Axis', allies: 'Allies' } satisfies Record<Side, string>,
  /** Adjective for a side's nation code (scenario `sides.*.nation`). Unknown codes are shown as they are. */
  nation: { DE: 'German', GB: 'British', US: 'American', FR: 'French', CA: 'Canadian', IT: 'Italian' } as Record<
    string,
    string
  >,
  /** Scenario `front` values. Unknown values are shown as they are. */
  front: {
    western: 'Western Front',
    eastern: 'Eastern Front',
    mediterranean: 'Mediterranean',
    pacific: 'Pacific',
  } as Record<string, string>,
  sidesLabel: 'Sides',
  /** Labels shown after a number on a side's panel ("5 | medals to win"); they agree with the number. */
  medalsToWin: (n: number) => (n === 1 ? 'medal to win' : 'medals to win'),
  commandCards: (n: number) => (n === 1 ? 'command card' : 'command cards'),
  units: (n: number) => (n === 1 ? 'unit' : 'units'),
  movesFirst: 'Moves first',
  firstToMove: { axis: 'The Axis moves first', allies: 'The Allies move first' } satisfies Record<Side, string>,
  briefing: 'Briefing',
  briefingNotes: 'What you need to know',
  update: {
    label: 'Update',
    message: 'A new version is ready',
    now: 'Update now',
    later: 'Later',
  },
  offline: {
    ready: 'Ready to play offline',
    dismiss: 'Dismiss',
  },
  footer: "A fan-made companion for the board game Memoir '44 by Richard Borg (Days of Wonder). Not affiliated.",
  board: BOARD_TEXT,
  cards: CARD_TEXT,
  dice: DICE_TEXT,
  game: GAME_TEXT,
  log: LOG_TEXT,
  picker: PICKER_TEXT,
  gameOver: GAMEOVER_TEXT,
  inspect: INSPECT_TEXT,
  recap: RECAP_TEXT,
  settings: SETTINGS_TEXT,
  rules: RULES_TEXT,
  saves: STORE_TEXT,
  savedGames: SAVES_TEXT,
  scenarioImport: SCENARIO_IMPORT_TEXT,
  playlist: PLAYLIST_TEXT,
  net: NET_TEXT,
  netJoin: NET_JOIN_TEXT,
  netQr: NET_QR_TEXT,
};

export type Strings = typeof STRINGS;
