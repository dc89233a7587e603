/** Strings of the settings screen (src/ui/app/Settings.tsx). */
import type { BoardRotation } from '../settings/types';

export const SETTINGS_TEXT = {
  title: 'Settings',
  back: 'Back',
  intro: 'Kept on this device only.',

  feedbackHeading: 'Sound and touch',
  sound: 'Sound',
  soundHint: 'Dice, hits and turn changes make a short sound.',
  vibration: 'Vibration',
  vibrationHint: 'The phone buzzes at the same moments, where it can.',

  layoutHeading: 'Layout',
  leftHanded: 'Left-handed',
  leftHandedHint: 'Puts the buttons and the battle log on the left, where a left thumb reaches them.',
  rotation: 'Which way the board faces',
  rotationOption: {
    'active-side': 'Turn it towards the player whose turn it is',
    fixed: 'Keep the Allies at the bottom',
  } satisfies Record<BoardRotation, string>,
  rotationHint: {
    'active-side': 'The board spins round between turns, so each player sees their own side near them.',
    fixed: 'Best when the phone lies flat between two players facing each other.',
  } satisfies Record<BoardRotation, string>,

  passAndPlayHeading: 'Pass-and-play',
  ambushAlwaysAsk: 'Ambush always asks',
  ambushAlwaysAskHint:
    'The defender is asked about Ambush on every close assault, card or no card. Otherwise the question would only ' +
    'appear when the card is in hand, and the pause alone would tell the attacker so. Applies to games started ' +
    'after the change.',

  languageHeading: 'Language',
  language: 'Language of the app',
  languageHint: 'English is the only language so far; more will join this list.',
  /** Each language's name in that language, as people look for their own. Keys are BCP 47 tags. */
  languageName: { en: 'English' } as Record<string, string>,
};

export type SettingsText = typeof SETTINGS_TEXT;
