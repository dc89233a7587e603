/**
 * Every sentence the player can see, in one object so that a translation (French first) can replace it whole:
 * the app's own words (text/app.ts, all the first screen loads), and one module per screen in src/ui/text/ (cards, dice, game, log, picker, game
 * over, settings, rules help, hex inspection, two phones), gathered here under their area's name. A translation provides the same shapes.
 * Functions are used where a number or name goes inside the sentence, because word order differs by language.
 */
import { mirror } from './i18n';
import { APP_TEXT } from './text/app';
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
  ...APP_TEXT,
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

// STRINGS copies the app's words to its top level: a language change writes them there too.
mirror('app', STRINGS);

export type Strings = typeof STRINGS;
