/** Words about saving: the home screen's continue, messages about saves, the storage-full warning, settings' storage. */
import { translatable } from '../i18n';
const mb = (bytes: number): string => (bytes < 1e6 ? `${Math.max(1, Math.round(bytes / 1e3))} KB` : `${(bytes / 1e6).toFixed(1)} MB`);

export const STORE_TEXT = translatable('saves', {
  /** A new game's name in the saves list: the battle and the two players. */
  gameName: (battle: string, first: string, second: string) => `${battle}: ${first} v ${second}`,
  continueGame: 'Continue',
  continueNamed: (name: string) => `Continue ${name}`,
  savedGames: 'Saved games',
  cannotSave: 'Games cannot be saved in this browser right now: this battle lives only on this page.',
  openElsewhere: 'This battle is open in another tab or window. Close it there to continue it here.',
  cannotOpen: (reason: string) => `This game cannot be opened: ${reason}.`,
  /** Said on opening a saved game (src/store/saves.ts LoadNote). */
  loadNote: {
    repaired: (n: number) =>
      `${n === 1 ? 'A saved copy of this battle was' : `${n} saved copies of this battle were`} out of step with its moves and ${n === 1 ? 'has' : 'have'} been rebuilt from them. Nothing was lost.`,
    otherRules: (from: number) =>
      `This battle was saved by an older version of the rules. It goes on from move ${from} under the current rules; the moves before that cannot be undone.`,
    ok: 'OK',
  },
  full: {
    title: 'Storage is full',
    text: (n: number) =>
      `${n === 1 ? 'The last action is' : `The last ${n} actions are`} not saved. Free some space — delete old saved games, or clear other sites' data — then tap Retry. You can also export this battle as a file.`,
    failed: (n: number) => `Saving failed: ${n === 1 ? 'the last action is' : `the last ${n} actions are`} not saved. Tap Retry, or export this battle as a file.`,
    retry: 'Retry',
    export: 'Export',
  },
  leaveSaved: 'Your battle is saved: continue it any time from the home screen.',
  leaveUnsaved: 'This battle is not saved: leaving ends it.',
  leave: 'Leave',
  storage: {
    heading: 'Storage',
    persisted: 'Saved games are kept until you delete them.',
    notPersisted: 'The browser may clear saved games if the device runs short of space. Installing the app usually prevents that.',
    unknown: 'This browser does not say whether saved games are kept.',
    usage: (used: number, quota: number | null) => (quota ? `Using ${mb(used)} of ${mb(quota)} available.` : `Using ${mb(used)}.`),
  },
});
