/** French: the app's own words (text/app.ts). */
import type { Side } from '../../../engine/hex';
import type { Translation } from '../../i18n';
import type { APP_TEXT } from '../app';

export const APP_FR: Translation<typeof APP_TEXT> = {
  locale: 'fr-FR',
  appName: "Pocket '44",
  tagline: "Memoir '44 dans votre poche",
  intro:
    'Deux joueurs, un seul appareil\u00A0: passez-le de l’autre côté de la table à chaque tour. Toutes les règles sont vérifiées pour vous, et tout fonctionne hors ligne.',
  homeActions: 'Commencer',
  newGame: 'Nouvelle bataille',
  resume: 'Retour à la bataille',
  rulesHelp: 'Aide des règles',
  settingsLabel: 'Réglages',
  battlesHeading: 'Batailles',
  battlesCount: (n: number) => (n <= 1 ? `${n} bataille` : `${n} batailles`),
  side: { axis: 'Axe', allies: 'Alliés' } satisfies Record<Side, string>,
  nation: { DE: 'Allemands', GB: 'Britanniques', US: 'Américains', FR: 'Français', CA: 'Canadiens', IT: 'Italiens' },
  front: {
    western: 'Front de l’Ouest',
    eastern: 'Front de l’Est',
    mediterranean: 'Méditerranée',
    pacific: 'Pacifique',
  },
  sidesLabel: 'Camps',
  medalsToWin: (n: number) => (n <= 1 ? 'médaille pour gagner' : 'médailles pour gagner'),
  commandCards: (n: number) => (n <= 1 ? 'carte Commandement' : 'cartes Commandement'),
  units: (n: number) => (n <= 1 ? 'unité' : 'unités'),
  movesFirst: 'Commence',
  firstToMove: { axis: 'L’Axe joue en premier', allies: 'Les Alliés jouent en premier' },
  briefing: 'Briefing',
  briefingNotes: 'Ce qu’il faut savoir',
  update: {
    label: 'Mise à jour',
    message: 'Une nouvelle version est prête',
    now: 'Mettre à jour',
    later: 'Plus tard',
  },
  replaced: {
    title: 'Mise à jour dans un autre onglet',
    text: "Une version plus récente de Pocket '44 est ouverte dans un autre onglet ou une autre fenêtre et a repris vos parties sauvegardées. Rechargez cette page pour continuer.",
    saved: 'Tout ce qui précède est sauvegardé.',
    unsaved: (n: number) =>
      `${n === 1 ? 'La dernière action n’a pas été sauvegardée' : `Les ${n} dernières actions n’ont pas été sauvegardées`}\u00A0: exportez cette bataille avant de recharger pour ${n === 1 ? 'la' : 'les'} garder.`,
    reload: 'Recharger',
    export: 'Exporter',
  },
  offline: {
    ready: 'Prêt à jouer hors ligne',
    dismiss: 'Fermer',
  },
  footer:
    "Un compagnon réalisé par des fans pour le jeu de plateau Memoir '44 de Richard Borg (Days of Wonder). Sans lien officiel.",
};
