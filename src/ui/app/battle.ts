/** Plain facts about a built-in battle, as the home screen shows them. Pure functions, tested without a DOM. */
import type { Side } from '../../engine/hex';
import type { BattleSummary } from '../../scenario/summary';
import type { Scenario } from '../../scenario/types';
import BUILTIN_SUMMARY from '../../scenario/builtin-summary.json';
import { APP_TEXT as STRINGS } from '../text/app';
import { BATTLE_TEXT } from '../text/battles';

/** The built-in battles' own history, by id: a scenario with the same id and history is that built-in battle. */
const BUILTIN_HISTORY = new Map((BUILTIN_SUMMARY as readonly BattleSummary[]).map((b) => [b.id, b.briefing?.history]));

type Briefing = NonNullable<Scenario['briefing']>;

/**
 * A battle's name and briefing as the player reads them: a built-in battle's in the language in force (text/battles.ts),
 * any other (an imported file, even with a built-in's id) as its file writes them.
 */
export function battleWords(scenario: { id: string; name: string; briefing?: Briefing | undefined }): {
  name: string;
  briefing: Briefing | undefined;
} {
  const t = Object.hasOwn(BATTLE_TEXT.byId, scenario.id) ? BATTLE_TEXT.byId[scenario.id] : undefined;
  const builtin = BUILTIN_HISTORY.get(scenario.id) === scenario.briefing?.history;
  if (!t || !builtin || !scenario.briefing || scenario.briefing.notes.length !== t.notes.length) {
    return { name: scenario.name, briefing: scenario.briefing };
  }
  return { name: t.name, briefing: { ...scenario.briefing, history: t.history, notes: [...t.notes] } };
}

/** The order in which sides are listed: the side at the bottom edge of the board (usually the Allies) first. */
export const SIDE_ORDER: readonly Side[] = ['allies', 'axis'];

export interface SideSummary {
  side: Side;
  /** "Allies", "Axis". */
  name: string;
  /** "British", "German"... or empty when the scenario names no nation. */
  nation: string;
  medalsToWin: number;
  cards: number;
  units: number;
  first: boolean;
}

/** Parses an ISO calendar date (YYYY-MM-DD) as midnight UTC; null when it is not one. */
function parseDay(iso: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * One Intl.DateTimeFormat per locale, built on first use: building one is far dearer than formatting with it, and
 * the home screen used to build one per battle card per render (issue 15: 45 in the first 340 ms).
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
export function dayFormat(locale: string): Intl.DateTimeFormat {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format;
}

/** "6 June 1944", or "25–26 July 1944" for a battle of several days; '' when the scenario has no dates. */
export function formatDates(dates: Scenario['dates'], locale: string = STRINGS.locale): string {
  if (!dates) return '';
  const begin = parseDay(dates.begin);
  const end = parseDay(dates.end);
  if (!begin) return dates.begin;
  const format = dayFormat(locale);
  if (!end || end.getTime() <= begin.getTime()) return format.format(begin);
  return format.formatRange(begin, end);
}

export function frontName(front: string | undefined): string {
  if (!front) return '';
  return STRINGS.front[front] ?? front;
}

export function nationName(code: string | undefined): string {
  if (!code) return '';
  return STRINGS.nation[code] ?? code;
}

/**
 * Both sides of a scenario (or of a built-in battle's summary, home's cards), in SIDE_ORDER, with what a player wants
 * to know before choosing one.
 */
export function summarizeSides(scenario: Scenario | BattleSummary): SideSummary[] {
  return SIDE_ORDER.map((side) => {
    const config = scenario.sides[side];
    return {
      side,
      name: STRINGS.side[side],
      nation: nationName(config.nation),
      medalsToWin: config.medalsToWin,
      cards: config.cards,
      units: 'board' in scenario ? scenario.board.hexes.filter((h) => h.unit?.side === side).length : scenario.sides[side].units,
      first: scenario.first === side,
    };
  });
}
