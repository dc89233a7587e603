/**
 * Words of the computer opponent (issue 18 scope 3): choosing it in New battle, its turn on the board (thinking,
 * playing, faster, skip), the hint for the human ("What would the computer do?") and the saves list.
 */
import { translatable } from '../i18n';
import type { ComputerLevel } from '../../game/setup';

export const COMPUTER_TEXT = translatable('computer', {
  /** New battle: who plays each side. */
  who: 'Played by',
  whoOf: (player: string) => `Who plays ${player}`,
  human: 'Human',
  computer: 'Computer',
  levelLegend: 'Computer level',
  level: { easy: 'Easy', normal: 'Normal', hard: 'Hard' } satisfies Record<ComputerLevel, string>,
  levelHint: {
    easy: 'Plays sensibly, with a beginner’s slips.',
    normal: 'Plans each card to the end of its turn.',
    hard: 'Looks further ahead and weighs more outcomes.',
  } satisfies Record<ComputerLevel, string>,
  /** The computer's name in the game (its player name). */
  name: (level: ComputerLevel) => `Computer (${level === 'easy' ? 'Easy' : level === 'normal' ? 'Normal' : 'Hard'})`,
  /** A game with a computer player needs no device sharing: said under the share choice. */
  noSharing: 'Against the computer there is no hand-off: your hand stays on screen and the computer’s stays hidden.',
  /** The game bar while the computer decides. */
  thinking: (name: string) => `${name} is thinking…`,
  /** After the card's own name and text in the prompt. */
  plays: (name: string) => `${name} plays this card.`,
  faster: 'Faster',
  slower: 'Slower',
  skip: 'Skip to the end of its turn',
  skipShort: 'Skip',
  /** The computer could not decide (a bug): its turn stops, the game is saved as it is. */
  failed: 'The computer could not choose a move. Your game is saved; please report this battle.',
  retry: 'Try again',
  /** The hint for the human. */
  hint: 'What would the computer do?',
  hintShort: 'Hint',
  hintThinking: 'Thinking about your move…',
  hintSays: (what: string) => `The computer would: ${what}`,
  hintCard: (card: string) => `play ${card} (highlighted in your hand).`,
  hintHex: 'tap the marked hex.',
  hintClose: 'Close the hint',
  /** Saved games: how the game is played. */
  modeComputer: 'Against the computer',
});

export type ComputerText = typeof COMPUTER_TEXT;
