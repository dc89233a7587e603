/** Words about saving: the home screen's continue, messages about saves, the storage-full warning, settings' storage. */
import { translatable } from '../i18n';
import type { SaveProblem } from '../../store/format';
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
  /** Why a save or a game file cannot be read (src/store/format.ts SaveProblem), after "cannot be opened:". */
  problem: (p: SaveProblem): string => {
    switch (p.code) {
      case 'damaged': return 'the save is damaged';
      case 'battleDamaged': return 'its battle is damaged';
      case 'newerVersion': return `it was made by a newer version of the app (format ${p.version}): update the app to open it`;
      case 'unknownVersion': return `its format (${p.version}) is unknown to this app`;
      case 'actionMissing': return `move ${p.action} is missing`;
      case 'actionUnreadable': return `move ${p.action} cannot be read`;
      case 'actionOutcomes': return `the dice and cards of move ${p.action} are damaged`;
      case 'actionRefused': return `move ${p.action} breaks the rules`;
      case 'actionDiffers': return `move ${p.action} does not give the dice and cards it recorded`;
      case 'notGameFile': return 'it is not a Pocket \'44 game file';
      case 'noVersion': return 'the file gives no format version';
      case 'noActions': return 'the file has no list of moves';
      case 'actionCount': return `the file lists ${p.listed} moves where its header says ${p.header}`;
      case 'tooLarge': return `the file is too large (${p.mb} MB; a game is far smaller)`;
      case 'notJson': return 'the file is not valid JSON (cut short, or not a game file)';
      case 'otherRules': return `it was played under other rules (${p.rules}) and cannot be resumed`;
    }
  },
  /** An unforeseen error while opening or saving (its technical detail goes to the browser's console). */
  unexpected: 'something went wrong (the details are in the browser\'s console)',
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
