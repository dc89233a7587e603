/**
 * Words of the new-game screen (src/ui/app/Picker.tsx): choosing a battle, how the device is shared, the players'
 * names and the Young Generals variant. Functions where a number or a name goes inside the sentence.
 */
import { translatable } from '../i18n';
import type { Side } from '../../engine/hex';

export const PICKER_TEXT = translatable('picker', {
  /** The screen's title. */
  title: 'New battle',
  /** Goes back to the home screen. */
  back: 'Back',
  backLabel: 'Back to the home screen',
  intro: 'Choose a battle, then say who is playing.',
  listHeading: 'Battles',
  /** Returns from a battle's details to the list (phones show one at a time). */
  allBattles: 'All battles',
  /** Short line under a battle's name in the list: both armies' sizes. */
  listForces: (allies: number, axis: number) => `${allies} Allied and ${axis} Axis units`,
  /** Text alternative of the map preview. */
  mapLabel: (name: string, allies: number, axis: number) =>
    `Map of ${name}: ${allies} Allied and ${axis} Axis ${axis === 1 ? 'unit' : 'units'}`,
  historyHeading: 'The battle',
  notesHeading: 'What you need to know',

  optionsHeading: 'Before you start',
  shareLegend: 'How you share this device',
  share: {
    'pass-and-play': {
      label: 'Pass and play',
      hint: 'Hands hidden between turns: pass the device to your opponent when asked.',
    },
    open: {
      label: 'Open hands',
      hint: 'One player studies both sides, with both hands in view.',
    },
    network: {
      label: 'Two phones',
      hint: 'Each player on their own phone, linked directly. The other phone joins with a code.',
    },
  },
  /** Two phones: this player's name and side (the other player names themselves when joining). */
  yourName: 'Your name',
  yourSide: 'You command',
  sideName: { allies: 'Allies', axis: 'Axis' } satisfies Record<Side, string>,
  guestDefault: 'Guest',
  createNet: 'Create the game',
  playersLegend: 'Players',
  /** Default player names. */
  defaultName: (index: 0 | 1) => `Player ${index + 1}`,
  /** Label of a name field: who the player commands in the first game of the match. */
  nameLabel: (index: 0 | 1) => `Player ${index + 1}`,
  firstGameSide: { allies: 'Allies in game 1', axis: 'Axis in game 1' } satisfies Record<Side, string>,
  swapHint: 'For a match, play it again with sides swapped: the medals of both games add up.',
  variantLegend: 'Variant',
  youngGenerals: {
    label: 'Young Generals',
    hint: 'Section cards only: a simpler deck for new players.',
  },
  noTakeGround: {
    label: 'No Take Ground or Overrun',
    hint: 'No unit advances into a hex it has emptied, and armour gets no bonus battle.',
  },
  start: 'Start battle',
});

export type PickerText = typeof PICKER_TEXT;
