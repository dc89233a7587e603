/**
 * Words of the saved-games screen (src/ui/app/SavedGames.tsx): the list of games, their state, what can be done
 * with each, deleting with undo, and importing a game file. Functions where a name or a number goes inside the
 * sentence. Relative times ("5 minutes ago", "yesterday") come from Intl.RelativeTimeFormat in the app's locale.
 */
import { translatable } from '../i18n';
import type { SeatMode } from '../game/setup';

export const SAVES_TEXT = translatable('savedGames', {
  title: 'Saved games',
  back: 'Back',
  intro: 'Every move is saved as it is made, on this device only. Export a game to keep a copy or move it elsewhere.',

  listHeading: 'Games',
  count: (n: number) => (n === 1 ? '1 game' : `${n} games`),
  loading: 'Looking for saved games…',
  empty: 'No saved games yet. Start a battle and it will wait for you here, move by move.',

  /** Visible words of each game's buttons; the accessible names below add the game's name. */
  continue: 'Continue',
  rename: 'Rename',
  export: 'Export',
  delete: 'Delete',
  continueLabel: (name: string) => `Continue ${name}`,
  renameLabel: (name: string) => `Rename ${name}`,
  exportLabel: (name: string) => `Export ${name}`,
  deleteLabel: (name: string) => `Delete ${name}`,

  /** The name field while renaming. */
  nameField: 'Name of the game',
  renameHint: 'Enter keeps the new name, Escape keeps the old one.',
  renamed: (name: string) => `Renamed to ${name}`,

  /** Shown instead of Continue when the game is being played in another tab or window of the app. */
  lockedElsewhere: 'Open in another tab',

  /** Who plays which side, read out with the medal pips. */
  medalsLabel: (won: number, target: number) => `${won} of ${target} ${target === 1 ? 'medal' : 'medals'}`,
  medalsCount: (won: number, target: number) => `${won} / ${target}`,
  /** Badge on the side whose turn it is. */
  toPlayBadge: 'To play',
  winnerBadge: 'Winner',
  /** "Ann to play, with the Allies". `sideName` is "Allies" or "Axis". */
  toPlay: (player: string, sideName: string) => `${player} to play, with the ${sideName}`,
  /** The result of a finished game. */
  wonBy: (sideName: string, player: string) => `Won by the ${sideName} (${player})`,
  /** The engine counts every player's turn: turn 14 is the 14th turn played in all. */
  turn: (n: number) => `Turn ${n}`,
  /** `when` is relative: "5 minutes ago", "yesterday". */
  lastPlayed: (when: string) => `Last played ${when}`,
  /** `date` is a calendar date: "12 March". */
  lastPlayedOn: (date: string) => `Last played on ${date}`,
  justNow: 'just now',
  mode: { 'pass-and-play': 'Pass and play', open: 'Open hands', network: 'Two phones' } satisfies Record<SeatMode, string>,

  /** A game whose save the app cannot read. `reason` comes from the store, in plain words. */
  damagedTitle: 'Damaged game',
  damagedUnnamed: 'A game that cannot be read',
  damaged: (reason: string) => `This game cannot be opened: ${reason}.`,
  damagedHint: 'Export keeps a copy of everything that is left of it.',

  deleted: (name: string) => `Deleted ${name}.`,
  undo: 'Undo',
  undoLabel: (name: string) => `Undo deleting ${name}`,
  restored: (name: string) => `${name} is back.`,

  importGame: 'Import a game',
  importHint: "A game file exported from Pocket '44, on this device or another.",
  imported: (name: string) => `Imported ${name}.`,
  importFailed: (reason: string) => `This file could not be imported: ${reason}.`,
  unreadableFile: 'the file could not be read',

  exported: (file: string) => `Saved ${file}.`,
  /** Storage errors (full, blocked) while changing a game; the reason is the browser's. */
  storeFailed: (reason: string) => `That did not work: ${reason}.`,
  storageFull: 'the storage of this browser is full; export and delete old games to make room',
});

export type SavesText = typeof SAVES_TEXT;
