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
});
