/** French: the new-game screen (text/picker.ts). */
import type { Side } from '../../../engine/hex';
import type { Translation } from '../../i18n';
import type { PICKER_TEXT } from '../picker';

export const PICKER_FR: Translation<typeof PICKER_TEXT> = {
  title: 'Nouvelle bataille',
  back: 'Retour',
  backLabel: 'Retour à l’écran d’accueil',
  intro: 'Choisissez une bataille, puis indiquez qui joue.',
  listHeading: 'Batailles',
  allBattles: 'Toutes les batailles',
  listForces: (allies: number, axis: number) =>
    `${allies} ${allies <= 1 ? 'unité alliée' : 'unités alliées'} et ${axis} de l’Axe`,
  mapLabel: (name: string, allies: number, axis: number) =>
    `Carte de ${name}\u00A0: ${allies} ${allies <= 1 ? 'unité alliée' : 'unités alliées'} et ${axis} ${axis <= 1 ? 'unité' : 'unités'} de l’Axe`,
  historyHeading: 'La bataille',
  notesHeading: 'Ce qu’il faut savoir',

  optionsHeading: 'Avant de commencer',
  shareLegend: 'Comment vous partagez cet appareil',
  share: {
    'pass-and-play': {
      label: 'Chacun son tour',
      hint: 'Mains cachées entre les tours\u00A0: passez l’appareil à votre adversaire quand il vous le demande.',
    },
    open: {
      label: 'Mains ouvertes',
      hint: 'Un seul joueur étudie les deux camps, les deux mains visibles.',
    },
    network: {
      label: 'Deux téléphones',
      hint: 'Chaque joueur sur son propre téléphone, reliés directement. L’autre téléphone rejoint la partie avec un code.',
    },
  },
  yourName: 'Votre nom',
  yourSide: 'Vous commandez',
  sideName: { allies: 'Alliés', axis: 'Axe' } satisfies Record<Side, string>,
  guestDefault: 'Invité',
  createNet: 'Créer la partie',
  playersLegend: 'Joueurs',
  defaultName: (index: 0 | 1) => `Joueur ${index + 1}`,
  nameLabel: (index: 0 | 1) => `Joueur ${index + 1}`,
  firstGameSide: { allies: 'Alliés dans la partie 1', axis: 'Axe dans la partie 1' } satisfies Record<Side, string>,
  swapHint: 'Pour un match, rejouez-la en échangeant les camps\u00A0: les médailles des deux parties s’additionnent.',
  variantLegend: 'Variante',
  youngGenerals: {
    label: 'Jeunes généraux',
    hint: 'Cartes Section seulement\u00A0: une pioche plus simple pour les débutants.',
  },
  noTakeGround: {
    label: 'Ni prise de terrain ni percée',
    hint: 'Aucune unité n’avance dans l’hexagone qu’elle a vidé, et les blindés n’ont pas de combat en plus.',
  },
  start: 'Lancer la bataille',
};
