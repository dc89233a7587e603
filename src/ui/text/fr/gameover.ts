/** French: the game-over screen (text/gameover.ts). */
import type { Side } from '../../../engine/hex';
import type { EndReason } from '../../../engine/victory';
import type { Translation } from '../../i18n';
import type { GAMEOVER_TEXT } from '../gameover';

export const GAMEOVER_FR: Translation<typeof GAMEOVER_TEXT> = {
  eyebrow: (battle: string) => `Bataille terminée · ${battle}`,
  victory: { allies: 'Victoire alliée', axis: 'Victoire de l’Axe' } satisfies Record<Side, string>,
  noWinner: 'La bataille est terminée',
  winnerLine: (name: string, sideName: string) =>
    `${name} l’emporte avec ${sideName === 'Axe' ? 'l’Axe' : sideName === 'Alliés' ? 'les Alliés' : sideName}`,
  how: {
    suddenDeath: 'Victoire immédiate\u00A0: l’objectif fixé par la bataille a été pris.',
    deckEmpty: 'La pioche des cartes Commandement est épuisée, et cette bataille désigne alors le vainqueur.',
    noUnits: 'Le camp adverse n’a plus aucune unité sur le plateau.',
    noCards: 'Il ne restait plus de carte Commandement à jouer\u00A0: le plus de médailles a gagné la bataille.',
    turnLimit: 'La bataille a atteint sa limite de tours\u00A0: le plus de médailles l’a emporté.',
  } satisfies Record<EndReason, string>,
  onTurn: (turn: number) => `Décidée au tour ${turn}`,
  numbersHeading: 'La bataille en chiffres',
  winnerBadge: 'Vainqueur',
  medalsCount: (won: number, target: number) => `${won} / ${target}`,
  medalsWord: 'médailles',
  medalsLabel: (won: number, target: number) =>
    `${won} ${won <= 1 ? 'médaille gagnée' : 'médailles gagnées'} sur ${target}`,
  figuresLost: 'Figurines perdues',
  unitsLost: 'Unités éliminées',
  ofTotal: (n: number, total: number) => `${n} sur ${total}`,

  matchHeading: 'Match',
  rematchHint:
    'Rejouez la même bataille en échangeant les camps. Les médailles des deux parties s’additionnent pour désigner le vainqueur du match.',
  rematch: 'Revanche en échangeant les camps',
  matchResultHeading: 'Résultat du match',
  matchWinner: (name: string) => `${name} remporte le match`,
  matchDraw: 'Le match est nul',
  matchScore: (a: string, scoreA: number, b: string, scoreB: number) => `${a} ${scoreA} – ${scoreB} ${b}`,
  matchTableCaption: 'Médailles gagnées à chaque partie du match',
  playerColumn: 'Joueur',
  gameColumn: (n: number) => `Partie ${n}`,
  totalColumn: 'Total',

  home: 'Retour aux batailles',
  save: 'Enregistrer le déroulé',
  saveHint: 'Télécharge tous les coups de cette partie dans un fichier, à garder ou à rejouer.',
};
