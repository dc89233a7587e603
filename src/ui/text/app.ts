/**
 * The app's own words (home, the battle cards, the update and offline notices), apart from the screens' text so the
 * first screen loads only these (issue 15, a fast start). src/ui/strings.ts gathers them with every screen's text.
 */
import { translatable } from '../i18n';
import type { Side } from '../../engine/hex';

export const APP_TEXT = translatable('app', {
  /** BCP 47 tag used for dates and numbers. */
  locale: 'en-GB',
  appName: "Pocket '44",
  tagline: "Memoir '44 in your pocket",
  intro:
    'Two players, one device: pass it across the table between turns. Every rule is checked for you, and it all works offline.',
  homeActions: 'Start',
  newGame: 'New battle',
  resume: 'Back to the battle',
  rulesHelp: 'Rules help',
  settingsLabel: 'Settings',
  battlesHeading: 'Battles',
  battlesCount: (n: number) => (n === 1 ? '1 battle' : `${n} battles`),
  side: { axis: 'Axis', allies: 'Allies' } satisfies Record<Side, string>,
  /** Adjective for a side's nation code (scenario `sides.*.nation`). Unknown codes are shown as they are. */
  nation: { DE: 'German', GB: 'British', US: 'American', FR: 'French', CA: 'Canadian', IT: 'Italian' } as Record<
    string,
    string
  >,
  /** Scenario `front` values. Unknown values are shown as they are. */
  front: {
    western: 'Western Front',
    eastern: 'Eastern Front',
    mediterranean: 'Mediterranean',
    pacific: 'Pacific',
  } as Record<string, string>,
  sidesLabel: 'Sides',
  /** Labels shown after a number on a side's panel ("5 | medals to win"); they agree with the number. */
  medalsToWin: (n: number) => (n === 1 ? 'medal to win' : 'medals to win'),
  commandCards: (n: number) => (n === 1 ? 'command card' : 'command cards'),
  units: (n: number) => (n === 1 ? 'unit' : 'units'),
  movesFirst: 'Moves first',
  firstToMove: { axis: 'The Axis moves first', allies: 'The Allies move first' } satisfies Record<Side, string>,
  briefing: 'Briefing',
  briefingNotes: 'What you need to know',
  update: {
    label: 'Update',
    message: 'A new version is ready',
    now: 'Update now',
    later: 'Later',
  },
  /** A newer version of the app, in another tab or window, took over the databases (Notices.tsx ReplacedNotice). */
  replaced: {
    title: 'Updated in another tab',
    text: "A newer version of Pocket '44 is open in another tab or window and has taken over your saved games. Reload this page to carry on.",
    saved: 'Everything up to now is saved.',
    unsaved: (n: number) =>
      `${n === 1 ? 'The last action was' : `The last ${n} actions were`} not saved: export this battle before reloading to keep ${n === 1 ? 'it' : 'them'}.`,
    reload: 'Reload',
    export: 'Export',
  },
  offline: {
    ready: 'Ready to play offline',
    dismiss: 'Dismiss',
  },
  footer: "A fan-made companion for the board game Memoir '44 by Richard Borg (Days of Wonder). Not affiliated.",
});
