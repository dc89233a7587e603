/**
 * Words of the game-over screen (src/ui/app/GameOver.tsx): the winner, medals and losses of both sides, the match
 * and what to do next. Functions where a number or a name goes inside the sentence.
 */
import { translatable } from '../i18n';
import type { Side } from '../../engine/hex';
import type { EndReason } from '../../engine/victory';

export const GAMEOVER_TEXT = translatable('gameOver', {
  /** Small line above the verdict. */
  eyebrow: (battle: string) => `Battle over · ${battle}`,
  victory: { allies: 'Allied victory', axis: 'Axis victory' } satisfies Record<Side, string>,
  /** Shown only if a finished game somehow has no winner. */
  noWinner: 'The battle is over',
  /** "Ada wins with the Allies"; `sideName` is "Allies" or "Axis". */
  winnerLine: (name: string, sideName: string) => `${name} wins with the ${sideName}`,
  /** Why the battle ended when it was not by medals (docs/rules-decisions.md S24-S26 for the last three). */
  how: {
    suddenDeath: 'Sudden victory: the objective the battle set was taken.',
    deckEmpty: 'The command deck ran out, and this battle names the winner when it does.',
    noUnits: 'The other side has no unit left on the board.',
    noCards: 'No command card was left to play: more medals won the battle.',
    turnLimit: 'The battle reached its turn limit: more medals won it.',
  } satisfies Record<EndReason, string>,
  /** The engine counts every player's turn: turn 14 is the 14th turn played in all. */
  onTurn: (turn: number) => `Decided on turn ${turn}`,
  numbersHeading: 'The battle in numbers',
  winnerBadge: 'Winner',
  /** Visible count under the medal pips. */
  medalsCount: (won: number, target: number) => `${won} / ${target}`,
  medalsWord: 'medals',
  /** Text alternative of the medal pips. */
  medalsLabel: (won: number, target: number) => `${won} of ${target} ${target === 1 ? 'medal' : 'medals'} won`,
  figuresLost: 'Figures lost',
  unitsLost: 'Units eliminated',
  /** "3 of 12" units. */
  ofTotal: (n: number, total: number) => `${n} of ${total}`,

  matchHeading: 'Match',
  rematchHint: 'Fight the same battle again with sides swapped. The medals of both games add up to decide the match.',
  rematch: 'Rematch with sides swapped',
  matchResultHeading: 'Match result',
  matchWinner: (name: string) => `${name} wins the match`,
  matchDraw: 'The match is a draw',
  /** Under the match verdict: the total medals of both players. */
  matchScore: (a: string, scoreA: number, b: string, scoreB: number) => `${a} ${scoreA} – ${scoreB} ${b}`,
  matchTableCaption: 'Medals won in each game of the match',
  playerColumn: 'Player',
  gameColumn: (n: number) => `Game ${n}`,
  totalColumn: 'Total',

  home: 'Back to battles',
  save: 'Save game record',
  saveHint: 'Downloads every move of this game as a file, to keep or replay.',
});

export type GameOverText = typeof GAMEOVER_TEXT;
