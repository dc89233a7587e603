/** The French words of every screen but the first, loaded alongside the first screen's when French is chosen. */
import type { Tables } from '../../i18n';
import { BATTLES_FR } from './battles';
import { BOARD_FR } from './board';
import { CARD_FR } from './cards';
import { COMPUTER_FR } from './computer';
import { DICE_FR } from './dice';
import { GAME_FR } from './game';
import { GAMEOVER_FR } from './gameover';
import { IMPORT_PROBLEMS_FR } from './importProblems';
import { INSPECT_FR } from './inspect';
import { LOG_FR } from './log';
import { NET_JOIN_FR } from './netJoin';
import { NET_QR_FR } from './netQr';
import { PICKER_FR } from './picker';
import { PLAYLIST_FR } from './playlist';
import { RECAP_FR } from './recap';
import { RULES_FR } from './rules';
import { SAVES_FR } from './saves';
import { SCENARIO_IMPORT_FR } from './scenarioImport';
import { SETTINGS_FR } from './settings';

export const REST: Tables = {
  battles: BATTLES_FR,
  board: BOARD_FR,
  cards: CARD_FR,
  dice: DICE_FR,
  game: GAME_FR,
  log: LOG_FR,
  picker: PICKER_FR,
  gameOver: GAMEOVER_FR,
  inspect: INSPECT_FR,
  recap: RECAP_FR,
  settings: SETTINGS_FR,
  rules: RULES_FR,
  savedGames: SAVES_FR,
  scenarioImport: SCENARIO_IMPORT_FR,
  importProblems: IMPORT_PROBLEMS_FR,
  playlist: PLAYLIST_FR,
  netJoin: NET_JOIN_FR,
  netQr: NET_QR_FR,
  computer: COMPUTER_FR,
};
