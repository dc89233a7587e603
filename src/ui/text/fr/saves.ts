/** French: the saved-games screen (text/saves.ts). */
import type { SeatMode } from '../../game/setup';
import type { Translation } from '../../i18n';
import type { SAVES_TEXT } from '../saves';

/** "l’Axe", "les Alliés" from the side's bare name (STRINGS.side). */
const withArticle = (sideName: string): string =>
  sideName === 'Axe' ? 'l’Axe' : sideName === 'Alliés' ? 'les Alliés' : sideName;

export const SAVES_FR: Translation<typeof SAVES_TEXT> = {
  title: 'Parties sauvegardées',
  back: 'Retour',
  intro:
    'Chaque coup est sauvegardé dès qu’il est joué, sur cet appareil seulement. Exportez une partie pour en garder une copie ou la déplacer ailleurs.',

  listHeading: 'Parties',
  count: (n: number) => (n <= 1 ? `${n} partie` : `${n} parties`),
  loading: 'Recherche des parties sauvegardées…',
  empty: 'Aucune partie sauvegardée pour l’instant. Lancez une bataille\u00A0: elle vous attendra ici, coup après coup.',

  continue: 'Reprendre',
  rename: 'Renommer',
  export: 'Exporter',
  delete: 'Supprimer',
  continueLabel: (name: string) => `Reprendre ${name}`,
  renameLabel: (name: string) => `Renommer ${name}`,
  exportLabel: (name: string) => `Exporter ${name}`,
  deleteLabel: (name: string) => `Supprimer ${name}`,

  nameField: 'Nom de la partie',
  renameHint: 'Entrée garde le nouveau nom, Échap garde l’ancien.',
  renamed: (name: string) => `Renommée\u00A0: ${name}`,

  lockedElsewhere: 'Ouverte dans un autre onglet',

  medalsLabel: (won: number, target: number) => `${won} ${won <= 1 ? 'médaille' : 'médailles'} sur ${target}`,
  medalsCount: (won: number, target: number) => `${won} / ${target}`,
  toPlayBadge: 'À jouer',
  winnerBadge: 'Vainqueur',
  toPlay: (player: string, sideName: string) => `À ${player} de jouer, avec ${withArticle(sideName)}`,
  wonBy: (sideName: string, player: string) =>
    `Gagnée par ${withArticle(sideName)} (${player})`,
  turn: (n: number) => `Tour ${n}`,
  lastPlayed: (when: string) => `Jouée ${when}`,
  lastPlayedOn: (date: string) => `Jouée le ${date}`,
  justNow: 'à l’instant',
  mode: { 'pass-and-play': 'Chacun son tour', open: 'Mains ouvertes', network: 'Deux téléphones' } satisfies Record<
    SeatMode,
    string
  >,

  damagedTitle: 'Partie abîmée',
  damagedUnnamed: 'Une partie illisible',
  damaged: (reason: string) => `Impossible d’ouvrir cette partie\u00A0: ${reason}.`,
  damagedHint: 'Exporter garde une copie de tout ce qu’il en reste.',

  deleted: (name: string) => `${name} supprimée.`,
  undo: 'Annuler',
  undoLabel: (name: string) => `Annuler la suppression de ${name}`,
  restored: (name: string) => `${name} est de retour.`,

  importGame: 'Importer une partie',
  importHint: "Un fichier de partie exporté depuis Pocket '44, sur cet appareil ou un autre.",
  imported: (name: string) => `${name} importée.`,
  importFailed: (reason: string) => `Impossible d’importer ce fichier\u00A0: ${reason}.`,
  unreadableFile: 'le fichier n’a pas pu être lu',

  exported: (file: string) => `${file} enregistré.`,
  storeFailed: (reason: string) => `Cela n’a pas marché\u00A0: ${reason}.`,
  storageFull:
    'le stockage de ce navigateur est plein\u00A0; exportez puis supprimez de vieilles parties pour faire de la place',
};
