/** Words of the end of a turn (the attacker's last look, End turn's check) and of the other side's turn recap. */
import { translatable } from '../i18n';
import type { Side } from '../../engine/types';

const SIDE = { allies: 'Allies', axis: 'Axis' } satisfies Record<Side, string>;
const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

export const RECAP_TEXT = translatable('recap', {
  // The attacker's turn is over: it looks at its results before passing the device.
  turnOver: (name: string) => `Your turn is over. Look at the results, then pass the device to ${name}.`,
  passDevice: 'Done: pass the device',
  handWhileOver: 'Your turn is over: your hand is put away.',
  // End turn with units still able to act.
  stillAble: (n: number, fire: boolean, endsTurn = true) =>
    `${plural(n, 'unit', 'units')} can still ${fire ? 'fire' : 'act'}. ${endsTurn ? 'End the turn' : 'Stop battling'} anyway?`,
  confirmEnd: (endsTurn = true) => (endsTurn ? 'Yes, end the turn' : 'Yes, stop battling'),
  keepPlaying: 'Keep playing',
  // The recap of the other side's turn.
  label: 'What happened last turn',
  title: (side: Side, turn: number) => `Turn ${turn}: what the ${SIDE[side]} did`,
  card: (card: string) => `Card: ${card}${/[.!?]$/.test(card) ? '' : '.'}`,
  noCard: 'No card was played.',
  ordered: (n: number) => (n === 0 ? 'No unit ordered.' : `${plural(n, 'unit', 'units')} ordered.`),
  summary: (moves: number, battles: number, lost: number) => {
    const text = [
      moves ? plural(moves, 'move', 'moves') : 'no move',
      battles ? plural(battles, 'battle', 'battles') : 'no battle',
      lost ? `${plural(lost, 'figure', 'figures')} lost` : 'no loss',
    ].join(', ');
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  },
  position: (i: number, n: number) => `${i} of ${n}`,
  previous: 'Previous',
  next: 'Next',
  skip: 'Skip',
  close: 'Close',
});
