/**
 * Errors shown to the player in the language in force (issue 15: a reason from src/store, src/scenario or src/net
 * must not reach a French screen in English). Failures those folders foresee are typed codes worded by the text
 * tables (STORE_TEXT.problem...); an error thrown with words already chosen is a `WordedError`; anything else (a
 * browser's DOMException, a bug) is shown as a general line in the player's language, its detail in the console.
 */
import { STORE_TEXT } from '../text/store';

/** An error whose message is already in the player's words (from the text tables). */
export class WordedError extends Error {}

/** The player's words for an error caught while opening, saving or importing a game. */
export function errorWords(e: unknown): string {
  if (e instanceof WordedError) return e.message;
  console.warn(e);
  return STORE_TEXT.unexpected;
}
