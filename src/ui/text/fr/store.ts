/** French: words about saving (text/store.ts). */
import type { Translation } from '../../i18n';
import type { STORE_TEXT } from '../store';
import type { SaveProblem } from '../../../store/format';

const mo = (bytes: number): string =>
  bytes < 1e6 ? `${Math.max(1, Math.round(bytes / 1e3))} Ko` : `${(bytes / 1e6).toFixed(1).replace('.', ',')} Mo`;

export const STORE_FR: Translation<typeof STORE_TEXT> = {
  gameName: (battle: string, first: string, second: string) => `${battle}\u00A0: ${first} contre ${second}`,
  continueGame: 'Reprendre',
  continueNamed: (name: string) => `Reprendre ${name}`,
  savedGames: 'Parties sauvegardées',
  cannotSave: 'Ce navigateur ne peut pas sauvegarder de partie pour l’instant\u00A0: cette bataille n’existe que sur cette page.',
  openElsewhere: 'Cette bataille est ouverte dans un autre onglet ou une autre fenêtre. Fermez-la là-bas pour la reprendre ici.',
  cannotOpen: (reason: string) => `Impossible d’ouvrir cette partie\u00A0: ${reason}.`,
  problem: (p: SaveProblem): string => {
    switch (p.code) {
      case 'damaged': return 'la sauvegarde est endommagée';
      case 'battleDamaged': return 'sa bataille est endommagée';
      case 'newerVersion': return `elle vient d’une version plus récente de l’application (format ${p.version})\u00A0: mettez l’application à jour pour l’ouvrir`;
      case 'unknownVersion': return `son format (${p.version}) est inconnu de cette application`;
      case 'actionMissing': return `le coup ${p.action} manque`;
      case 'actionUnreadable': return `le coup ${p.action} est illisible`;
      case 'actionOutcomes': return `les dés et les cartes du coup ${p.action} sont endommagés`;
      case 'actionRefused': return `le coup ${p.action} enfreint les règles`;
      case 'actionDiffers': return `le coup ${p.action} ne redonne pas les dés et les cartes enregistrés`;
      case 'notGameFile': return 'ce n’est pas un fichier de partie Pocket ’44';
      case 'noVersion': return 'le fichier n’indique pas de version de format';
      case 'noActions': return 'le fichier n’a pas de liste de coups';
      case 'actionCount': return `le fichier compte ${p.listed}\u00A0coups quand son en-tête en annonce ${p.header}`;
      case 'tooLarge': return `le fichier est trop gros (${p.mb}\u00A0Mo\u00A0; une partie est bien plus petite)`;
      case 'notJson': return 'le fichier n’est pas du JSON valide (tronqué, ou pas un fichier de partie)';
      case 'otherRules': return `elle a été jouée sous d’autres règles (${p.rules}) et ne peut pas reprendre`;
    }
  },
  unexpected: 'un problème imprévu est survenu (les détails sont dans la console du navigateur)',
  loadNote: {
    repaired: (n: number) =>
      n === 1
        ? 'Une copie sauvegardée de cette bataille ne suivait plus ses coups\u00A0; elle a été reconstruite à partir d’eux. Rien n’est perdu.'
        : `${n} copies sauvegardées de cette bataille ne suivaient plus ses coups\u00A0; elles ont été reconstruites à partir d’eux. Rien n’est perdu.`,
    otherRules: (from: number) =>
      `Cette bataille a été sauvegardée avec une version plus ancienne des règles. Elle continue à partir du coup ${from} avec les règles actuelles\u00A0; les coups précédents ne peuvent plus être annulés.`,
    ok: 'OK',
  },
  full: {
    title: 'Stockage plein',
    text: (n: number) =>
      `${n === 1 ? 'La dernière action n’est pas sauvegardée' : `Les ${n} dernières actions ne sont pas sauvegardées`}. Libérez de la place (supprimez de vieilles parties ou les données d’autres sites), puis touchez Réessayer. Vous pouvez aussi exporter cette bataille dans un fichier.`,
    failed: (n: number) =>
      `Échec de la sauvegarde\u00A0: ${n === 1 ? 'la dernière action n’est pas sauvegardée' : `les ${n} dernières actions ne sont pas sauvegardées`}. Touchez Réessayer, ou exportez cette bataille dans un fichier.`,
    retry: 'Réessayer',
    export: 'Exporter',
  },
  leaveSaved: 'Votre bataille est sauvegardée\u00A0: reprenez-la quand vous voulez depuis l’écran d’accueil.',
  leaveUnsaved: 'Cette bataille n’est pas sauvegardée\u00A0: la quitter y met fin.',
  leave: 'Quitter',
  storage: {
    heading: 'Stockage',
    persisted: 'Les parties sauvegardées sont conservées jusqu’à ce que vous les supprimiez.',
    notPersisted:
      'Le navigateur peut effacer les parties sauvegardées si l’appareil manque de place. Installer l’application l’évite en général.',
    unknown: 'Ce navigateur n’indique pas si les parties sauvegardées sont conservées.',
    usage: (used: number, quota: number | null) =>
      quota ? `${mo(used)} utilisés sur ${mo(quota)} disponibles.` : `${mo(used)} utilisés.`,
  },
};
