/** French: campaign playlists (text/playlist.ts). */
import type { Translation } from '../../i18n';
import type { PLAYLIST_TEXT } from '../playlist';

export const PLAYLIST_FR: Translation<typeof PLAYLIST_TEXT> = {
  listHeading: 'Campagnes',
  listAvailable: (available: number, total: number) =>
    available === total
      ? `${total <= 1 ? `${total} bataille prête` : `Les ${total} batailles sont prêtes`}`
      : `${available} ${available <= 1 ? 'bataille prête' : 'batailles prêtes'} sur ${total}`,
  intro:
    'Jouez ses batailles l’une après l’autre, dans cet ordre. Chaque bouton Jouer lance une nouvelle bataille avec les joueurs choisis plus bas.',
  available: 'Prête à jouer',
  availableAs: (name: string) => `Prête à jouer, sous le nom ${name}`,
  missing: 'Pas encore dans l’application\u00A0: importez d’abord le fichier de cette bataille.',
  play: 'Jouer',
  playLabel: (n: number, name: string) => `Jouer la bataille ${n}, ${name}`,
  battleNumber: (n: number) => `Bataille ${n}`,
  remove: 'Retirer cette campagne',
};
