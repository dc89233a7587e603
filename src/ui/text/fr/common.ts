/**
 * French grammar shared by the French tables: the sides with their articles and contractions ("les Alliés",
 * "l’Axe", "des Alliés", "de l’Axe", "aux Alliés", "à l’Axe"), verb agreement (the Axis is singular, the Allies
 * plural) and plurals (in French 0 and 1 take the singular).
 */
import type { Side } from '../../../engine/hex';

/** Side names as a noun on their own. */
export const SIDE = { allies: 'Alliés', axis: 'Axe' } satisfies Record<Side, string>;
/** With the article: "les Alliés", "l’Axe". */
export const LE = { allies: 'les Alliés', axis: 'l’Axe' } satisfies Record<Side, string>;
/** Capitalised, starting a sentence. */
export const LE_CAP = { allies: 'Les Alliés', axis: 'L’Axe' } satisfies Record<Side, string>;
/** "des Alliés", "de l’Axe". */
export const DE = { allies: 'des Alliés', axis: 'de l’Axe' } satisfies Record<Side, string>;
/** "aux Alliés", "à l’Axe". */
export const A = { allies: 'aux Alliés', axis: 'à l’Axe' } satisfies Record<Side, string>;
/** Adjective: "allié(e)(s)", "de l’Axe" (used after the noun). */
export const ADJ = { allies: 'allié', axis: 'de l’Axe' } satisfies Record<Side, string>;
/** The verb form agreeing with the side: singular for the Axis, plural for the Allies. */
export const verb = (side: Side, one: string, many: string): string => (side === 'axis' ? one : many);
/** "1 hexagone", "3 hexagones"; 0 and 1 are singular in French. */
export const plural = (n: number, one: string, many: string): string => `${n} ${n <= 1 ? one : many}`;
/** The other side. */
export const other = (side: Side): Side => (side === 'allies' ? 'axis' : 'allies');
/** "a", "a et b", "a, b et c". */
export const list = (words: readonly string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} et ${words[words.length - 1]}`;
/** First letter upper case. */
export const cap = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);
