/**
 * What the saved-games screen shows about each game, as plain data: pure functions (tested in node without a DOM)
 * so the screen itself only lays them out. Also the undo window of a deletion, with its timer injected, so the
 * rule "a deletion is final once its toast is gone or another game is deleted" is tested without waiting.
 */
import type { Side } from '../../engine/hex';
import type { SaveHeader, SaveProblem } from '../../store/format';
import type { SaveEntry } from '../../store/saves';
import { STRINGS } from '../strings';
import { SAVES_TEXT as T } from '../text/saves';
import { COMPUTER_TEXT } from '../text/computer';
import { STORE_TEXT } from '../text/store';
import { SIDE_ORDER, nationName } from './battle';

export interface SideLine {
  side: Side;
  /** "Allies", "Axis". */
  sideName: string;
  /** "British"... or '' when the battle names no nation. */
  nation: string;
  /** The player commanding this side in this game. */
  player: string;
  /** Medals won, never more than the target (the last medal can overshoot it). */
  medals: number;
  medalsToWin: number;
  /** Unfinished game and it is this side's turn. */
  toPlay: boolean;
  winner: boolean;
}

export interface GameFacts {
  id: string;
  /** The player's name for the game (renamable). */
  name: string;
  /** The battle's name. */
  battle: string;
  sides: SideLine[];
  finished: boolean;
  /** "Ann to play, with the Allies" or "Won by the Axis (Bob)". */
  status: string;
  /** "Turn 14". */
  turn: string;
  /** "Last played 5 minutes ago", "Last played yesterday", "Last played on 12 March". */
  lastPlayed: string;
  /** ISO time of the last move, for <time dateTime>. */
  lastPlayedIso: string;
  /** "Pass and play", "Open hands". */
  mode: string;
  fileName: string;
}

/** A game that cannot be read: as much as can be said about it. */
export interface DamagedFacts {
  id: string;
  /** Its name if that much is readable, else a generic title. */
  name: string;
  /** The battle's name if readable, else ''. */
  battle: string;
  /** "This game cannot be opened: <reason>." */
  problem: string;
  fileName: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Whole calendar days between two instants in local time (0 = same day, 1 = the day before...). */
function calendarDays(then: number, now: number): number {
  const a = new Date(then);
  const b = new Date(now);
  const dayA = new Date(a.getFullYear(), a.getMonth(), a.getDate()).getTime();
  const dayB = new Date(b.getFullYear(), b.getMonth(), b.getDate()).getTime();
  // Rounded: a day across a daylight-saving change is 23 or 25 hours long.
  return Math.round((dayB - dayA) / (24 * HOUR));
}

/**
 * When something happened, as a player says it: "just now", "5 minutes ago", "3 hours ago" (the same day),
 * "yesterday", "4 days ago", then a calendar date ("12 March", with the year when it is not this year).
 * `relative` is false for a date, so the sentence around it can say "on". A time in the future (another device's
 * clock) counts as just now.
 */
export function relativeTime(
  then: number,
  now: number,
  locale: string = STRINGS.locale,
): { text: string; relative: boolean } {
  const diff = now - then;
  if (diff < MINUTE) return { text: T.justNow, relative: true };
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (diff < HOUR) return { text: rtf.format(-Math.floor(diff / MINUTE), 'minute'), relative: true };
  const days = calendarDays(then, now);
  if (days <= 0) return { text: rtf.format(-Math.floor(diff / HOUR), 'hour'), relative: true };
  if (days < 7) return { text: rtf.format(-days, 'day'), relative: true };
  const sameYear = new Date(then).getFullYear() === new Date(now).getFullYear();
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: sameYear ? undefined : 'numeric' });
  return { text: format.format(new Date(then)), relative: false };
}

/** `<scenario-id>-<yyyy-mm-dd>.pocket44.json`, the date being the local day of `at` (the day of the export). */
export function exportFileName(scenarioId: string, at: number): string {
  const id = scenarioId.replace(/[^a-z0-9-]+/gi, '-').toLowerCase().replace(/^-+|-+$/g, '') || 'battle';
  const d = new Date(at);
  const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return `${id}-${day}.pocket44.json`;
}

/** Everything the list shows about a readable game. `now` is the time relative times are measured from. */
export function describeEntry(header: SaveHeader, now: number, locale: string = STRINGS.locale): GameFacts {
  const { setup, summary } = header;
  const names = setup.players.names;
  const seats = setup.match[setup.match.length - 1]?.seats ?? { allies: 0, axis: 1 };
  const winner = summary.winner;
  const sides = SIDE_ORDER.map((side): SideLine => {
    const config = setup.scenario.sides[side];
    return {
      side,
      sideName: STRINGS.side[side],
      nation: nationName(config.nation),
      player: names[seats[side]],
      medals: Math.max(0, Math.min(summary.medals[side], config.medalsToWin)),
      medalsToWin: config.medalsToWin,
      toPlay: !winner && summary.side === side,
      winner: winner === side,
    };
  });
  const when = relativeTime(header.updatedAt, now, locale);
  return {
    id: header.id,
    name: header.name,
    battle: setup.scenario.name,
    sides,
    finished: winner !== null,
    status: winner
      ? T.wonBy(STRINGS.side[winner], names[seats[winner]])
      : T.toPlay(names[seats[summary.side]], STRINGS.side[summary.side]),
    turn: T.turn(summary.turn),
    lastPlayed: when.relative ? T.lastPlayed(when.text) : T.lastPlayedOn(when.text),
    lastPlayedIso: new Date(header.updatedAt).toISOString(),
    mode: setup.computer ? COMPUTER_TEXT.modeComputer : T.mode[setup.mode],
    fileName: exportFileName(setup.scenario.id, now),
  };
}

/** Reads a string at a path of an untrusted object; '' when any step is missing or not a string. */
function pick(raw: unknown, ...path: string[]): string {
  let at: unknown = raw;
  for (const key of path) {
    if (!at || typeof at !== 'object') return '';
    at = (at as Record<string, unknown>)[key];
  }
  return typeof at === 'string' ? at.trim().slice(0, 200) : '';
}

/** What can be said of a damaged game: its name and battle when those fields survive, and why it cannot open. */
export function describeDamaged(entry: { id: string; problem: SaveProblem; raw: unknown }, now: number): DamagedFacts {
  return {
    id: entry.id,
    name: pick(entry.raw, 'name') || T.damagedUnnamed,
    battle: pick(entry.raw, 'setup', 'scenario', 'name'),
    problem: T.damaged(STORE_TEXT.problem(entry.problem)),
    fileName: exportFileName(pick(entry.raw, 'setup', 'scenario', 'id') || 'damaged-game', now),
  };
}

export function entryId(e: SaveEntry): string {
  return e.ok ? e.header.id : e.id;
}

/**
 * The games to list: not deleted (in the store, or `hidden` while their undo window is open), readable ones newest
 * first, damaged ones after them (they have no trustworthy date).
 */
export function shownEntries(entries: readonly SaveEntry[], hidden: ReadonlySet<string> = new Set()): SaveEntry[] {
  const shown = entries.filter((e) => !hidden.has(entryId(e)) && !(e.ok && e.header.deletedAt !== undefined));
  const rank = (e: SaveEntry) => (e.ok ? e.header.updatedAt : Number.NEGATIVE_INFINITY);
  // Stable sort: damaged games keep the store's order among themselves.
  return shown.sort((a, b) => (rank(a) === rank(b) ? 0 : rank(b) > rank(a) ? 1 : -1));
}

/** A deletion whose undo window is open. */
export interface PendingDelete {
  id: string;
  name: string;
  /**
   * True when the store holds the game as soft-deleted (undo restores it there). False for a damaged game, which
   * the store cannot mark: the screen only hides it until the deletion is final.
   */
  soft: boolean;
}

/**
 * The undo window of deletions: one at a time. Opening a window makes the previous deletion final at once;
 * a window closes by undo (the game comes back), by its timer, or by `commit` (the screen is left): then the
 * deletion is final. `schedule` returns a function that cancels what it scheduled (setTimeout in the app, a
 * manual clock in tests).
 */
export class UndoWindow {
  private pending: PendingDelete | null = null;
  private cancel: (() => void) | null = null;

  constructor(
    private readonly actions: {
      /** Makes a deletion final. */
      commit: (p: PendingDelete) => Promise<void>;
      /** Brings a deleted game back. */
      undo: (p: PendingDelete) => Promise<void>;
      /** Called whenever the open window changes (to show or hide the toast). */
      changed: (p: PendingDelete | null) => void;
    },
    private readonly schedule: (run: () => void, ms: number) => () => void,
  ) {}

  get current(): PendingDelete | null {
    return this.pending;
  }

  /** Opens the window of a new deletion for `ms`; the previous one, if any, becomes final. */
  async open(p: PendingDelete, ms: number): Promise<void> {
    const previous = this.take();
    this.pending = p;
    this.cancel = this.schedule(() => void this.commit(), ms);
    this.actions.changed(p);
    if (previous) await this.actions.commit(previous);
  }

  /** Undo: the game of the open window comes back. Returns it, or null when no window was open. */
  async undo(): Promise<PendingDelete | null> {
    const p = this.take();
    if (!p) return null;
    this.actions.changed(null);
    await this.actions.undo(p);
    return p;
  }

  /** Closes the open window, making its deletion final. */
  async commit(): Promise<void> {
    const p = this.take();
    if (!p) return;
    this.actions.changed(null);
    await this.actions.commit(p);
  }

  private take(): PendingDelete | null {
    const p = this.pending;
    this.cancel?.();
    this.cancel = null;
    this.pending = null;
    return p;
  }
}
