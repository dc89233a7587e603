/** A new game's name in the saves list, in the player's language: the battle's name as shown and the two players. */
import type { GameSetup } from '../../game/setup';
import { STORE_TEXT } from '../text/store';
import { battleWords } from './battle';

export function gameName(setup: GameSetup): string {
  const [first, second] = setup.players.names;
  return STORE_TEXT.gameName(battleWords(setup.scenario).name, first, second);
}
