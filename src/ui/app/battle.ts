/** Plain facts about a built-in battle, as the home screen shows them. Pure functions, tested without a DOM. */
import type { Side } from '../../engine/hex';
import type { Scenario } from '../../scenario/types';
import { STRINGS } from '../strings';

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

/** "6 June 1944", or "25–26 July 1944" for a battle of several days; '' when the scenario has no dates. */
export function formatDates(dates: Scenario['dates'], locale: string = STRINGS.locale): string {
  if (!dates) return '';
  const begin = parseDay(dates.begin);
  const end = parseDay(dates.end);
  if (!begin) return dates.begin;
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
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

/** Both sides of a scenario, in SIDE_ORDER, with what a player wants to know before choosing one. */
export function summarizeSides(scenario: Scenario): SideSummary[] {
  return SIDE_ORDER.map((side) => {
    const config = scenario.sides[side];
    return {
      side,
      name: STRINGS.side[side],
      nation: nationName(config.nation),
      medalsToWin: config.medalsToWin,
      cards: config.cards,
      units: scenario.board.hexes.filter((h) => h.unit?.side === side).length,
      first: scenario.first === side,
    };
  });
}
