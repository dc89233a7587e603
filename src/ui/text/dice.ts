/** Words of the battle dice: each face's name, what it does, and a roll read as a sentence. */
import { translatable } from '../i18n';
import type { DieFace } from '../../engine/dice';

const FACE = {
  infantry: 'infantry',
  armor: 'armor',
  grenade: 'grenade',
  star: 'star',
  flag: 'flag',
} satisfies Record<DieFace, string>;

export const DICE_TEXT = translatable('dice', {
  /** A face's name, lower case so it reads inside a sentence; it is also the die's accessible name. */
  face: FACE,
  /** What a face does, for a tooltip or a legend. */
  hint: {
    infantry: 'Infantry: hits an infantry unit',
    armor: 'Armor: hits an armor unit',
    grenade: 'Grenade: hits any unit',
    star: 'Star: misses, unless a card says stars hit',
    flag: 'Flag: the target retreats 1 hex',
  } satisfies Record<DieFace, string>,
  /** "Roll: grenade, flag, infantry". */
  roll: (faces: readonly DieFace[]) => (faces.length === 0 ? 'No dice rolled' : `Roll: ${faces.map((f) => FACE[f]).join(', ')}`),
  rolling: 'Rolling the dice',
});
