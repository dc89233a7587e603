/**
 * Every sentence the player can see, in one object so that a translation (French first) can replace it whole.
 * Functions are used where a number or name goes inside the sentence, because word order differs by language.
 */
import type { Side } from '../engine/hex';

export const STRINGS = {
  /** BCP 47 tag used for dates and numbers. */
  locale: 'en-GB',
  appName: "Pocket '44",
  tagline: "Memoir '44 in your pocket",
  intro:
    'The battles of the base game, ready to study before you play. The battlefield to fight them on is still being built.',
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
  offline: {
    ready: 'Ready to play offline',
    dismiss: 'Dismiss',
  },
  footer: "A fan-made companion for the board game Memoir '44 by Richard Borg (Days of Wonder). Not affiliated.",
};

export type Strings = typeof STRINGS;
