/** French: the end of a turn and the recap of the other side's turn (text/recap.ts). */
import type { Side } from '../../../engine/types';
import type { Translation } from '../../i18n';
import type { RECAP_TEXT } from '../recap';
import { plural } from './common';

export const RECAP_FR: Translation<typeof RECAP_TEXT> = {
  turnOver: (name: string) => `Votre tour est terminé. Regardez les résultats, puis passez l’appareil à ${name}.`,
  passDevice: 'Terminé\u00A0: passer l’appareil',
  handWhileOver: 'Votre tour est terminé\u00A0: votre main est rangée.',
  stillAble: (n: number, fire: boolean, endsTurn = true) =>
    `${n <= 1 ? `${n} unité peut encore` : `${n} unités peuvent encore`} ${fire ? 'tirer' : 'agir'}. ${endsTurn ? 'Finir le tour' : 'Arrêter les combats'} quand même\u00A0?`,
  confirmEnd: (endsTurn = true) => (endsTurn ? 'Oui, finir le tour' : 'Oui, arrêter les combats'),
  keepPlaying: 'Continuer à jouer',
  label: 'Ce qui s’est passé au dernier tour',
  title: (side: Side, turn: number) => `Tour ${turn}\u00A0: ce qu’${side === 'axis' ? 'a fait l’Axe' : 'ont fait les Alliés'}`,
  card: (card: string) => `Carte\u00A0: ${card}${/[.!?]$/.test(card) ? '' : '.'}`,
  noCard: 'Aucune carte jouée.',
  ordered: (n: number) => (n === 0 ? 'Aucune unité activée.' : `${plural(n, 'unité activée', 'unités activées')}.`),
  summary: (moves: number, battles: number, lost: number) => {
    const text = [
      moves ? plural(moves, 'mouvement', 'mouvements') : 'aucun mouvement',
      battles ? plural(battles, 'combat', 'combats') : 'aucun combat',
      lost ? `${plural(lost, 'figurine perdue', 'figurines perdues')}` : 'aucune perte',
    ].join(', ');
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  },
  position: (i: number, n: number) => `${i} sur ${n}`,
  previous: 'Précédent',
  next: 'Suivant',
  skip: 'Passer',
  close: 'Fermer',
};
