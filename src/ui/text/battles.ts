/**
 * The built-in battles' own words as the player sees them (name, history, notes), by battle id, in the language in
 * force. English is the battle files' own text (scenarios/*.json), so this table is empty in English; a translation
 * gives the built-in battles' words (src/ui/text/fr/battles.ts). An imported file's text is never translated:
 * `src/ui/app/battle.ts` applies an entry only to the built-in battle of that id with as many notes.
 */
import { translatable } from '../i18n';

export interface BattleWords {
  name: string;
  history: string;
  notes: readonly string[];
}

export const BATTLE_TEXT = translatable('battles', {
  byId: {} as Record<string, BattleWords>,
  /**
   * Place names written on the boards (a hex's `label`), by the English name as the battle files write it: empty in
   * English (the files' own names), the local names in a translation ("Caen Canal" is the "canal de Caen" in French).
   * Unlike the briefings, a name is translated on any board that writes it the same way: it names the same place.
   */
  places: {} as Record<string, string>,
});

/** A board's place name in the language in force (the name itself when the table has none). */
export function placeName(label: string): string {
  return Object.hasOwn(BATTLE_TEXT.places, label) ? BATTLE_TEXT.places[label]! : label;
}
