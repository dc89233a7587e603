/** French: the battle dice (text/dice.ts). */
import type { DieFace } from '../../../engine/dice';
import type { Translation } from '../../i18n';
import type { DICE_TEXT } from '../dice';

const FACE = {
  infantry: 'infanterie',
  armor: 'blindé',
  grenade: 'grenade',
  star: 'étoile',
  flag: 'drapeau',
} satisfies Record<DieFace, string>;

export const DICE_FR: Translation<typeof DICE_TEXT> = {
  face: FACE,
  hint: {
    infantry: 'Infanterie\u00A0: touche une unité d’infanterie',
    armor: 'Blindé\u00A0: touche une unité de blindés',
    grenade: 'Grenade\u00A0: touche n’importe quelle unité',
    star: 'Étoile\u00A0: manque, sauf si une carte fait toucher les étoiles',
    flag: 'Drapeau\u00A0: la cible recule d’un hexagone',
  } satisfies Record<DieFace, string>,
  roll: (faces: readonly DieFace[]) =>
    faces.length === 0 ? 'Aucun dé lancé' : `Résultat\u00A0: ${faces.map((f) => FACE[f]).join(', ')}`,
  rolling: 'Lancer des dés',
};
