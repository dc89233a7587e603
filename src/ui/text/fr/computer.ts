/** French: the computer opponent (text/computer.ts). */
import type { ComputerLevel } from '../../../game/setup';
import type { Translation } from '../../i18n';
import type { COMPUTER_TEXT } from '../computer';

const LEVEL = { easy: 'Facile', normal: 'Normal', hard: 'Difficile' } satisfies Record<ComputerLevel, string>;

export const COMPUTER_FR: Translation<typeof COMPUTER_TEXT> = {
  who: 'Joué par',
  whoOf: (player: string) => `Qui joue ${player}`,
  human: 'Humain',
  computer: 'Ordinateur',
  levelLegend: 'Niveau de l’ordinateur',
  level: LEVEL,
  levelHint: {
    easy: 'Joue avec bon sens, et les erreurs d’un débutant.',
    normal: 'Prévoit chaque carte jusqu’à la fin de son tour.',
    hard: 'Voit plus loin et pèse davantage d’issues.',
  },
  name: (level: ComputerLevel) => `Ordinateur (${LEVEL[level]})`,
  noSharing: 'Contre l’ordinateur, pas de passage de l’appareil\u00A0: votre main reste à l’écran, celle de l’ordinateur reste cachée.',
  thinking: (name: string) => `${name} réfléchit…`,
  plays: (name: string) => `${name} joue cette carte.`,
  faster: 'Plus vite',
  slower: 'Moins vite',
  skip: 'Passer à la fin de son tour',
  skipShort: 'Passer',
  failed: 'L’ordinateur n’a pas pu choisir son coup. Votre partie est enregistrée\u00A0; merci de signaler cette bataille.',
  retry: 'Réessayer',
  hint: 'Que ferait l’ordinateur\u00A0?',
  hintShort: 'Conseil',
  hintThinking: 'Réflexion sur votre coup…',
  hintSays: (what: string) => `L’ordinateur choisirait de\u00A0: ${what}`,
  hintCard: (card: string) => `jouer ${card} (en surbrillance dans votre main).`,
  hintHex: 'toucher la case marquée.',
  hintClose: 'Fermer le conseil',
  modeComputer: 'Contre l’ordinateur',
};
