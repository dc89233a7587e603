/** French: the settings screen (text/settings.ts). */
import type { SignalField, SignalProblem } from '../../settings/settings';
import type { BoardRotation, SignalServer } from '../../settings/types';
import type { Translation } from '../../i18n';
import type { SETTINGS_TEXT, SignalChoice } from '../settings';

export const SETTINGS_FR: Translation<typeof SETTINGS_TEXT> = {
  title: 'Réglages',
  back: 'Retour',
  intro: 'Conservés sur cet appareil seulement.',

  feedbackHeading: 'Son et vibrations',
  sound: 'Son',
  soundHint: 'Les dés, les touches et les changements de tour font un bref son.',
  vibration: 'Vibration',
  vibrationHint: 'Le téléphone vibre aux mêmes moments, quand il le peut.',

  layoutHeading: 'Disposition',
  leftHanded: 'Gaucher',
  leftHandedHint: 'Place les boutons et le journal de bataille à gauche, à portée du pouce gauche.',
  rotation: 'Orientation du plateau',
  rotationOption: {
    'active-side': 'Le tourner vers le joueur dont c’est le tour',
    fixed: 'Garder les Alliés en bas',
  } satisfies Record<BoardRotation, string>,
  rotationHint: {
    'active-side': 'Le plateau pivote entre les tours\u00A0: chaque joueur voit son camp près de lui.',
    fixed: 'Idéal quand le téléphone est posé à plat entre deux joueurs face à face.',
  } satisfies Record<BoardRotation, string>,

  passAndPlayHeading: 'Chacun son tour',
  ambushAlwaysAsk: 'Toujours demander pour l’Embuscade',
  ambushAlwaysAskHint:
    'Le défenseur est interrogé sur l’Embuscade à chaque combat rapproché, qu’il ait la carte ou non. Sinon la question ' +
    'n’apparaîtrait qu’avec la carte en main, et la pause suffirait à le révéler à l’attaquant. S’applique aux parties ' +
    'lancées après le changement. Les parties à deux téléphones demandent toujours, quel que soit ce réglage.',

  connectionHeading: 'Connexion à deux téléphones',
  connectionIntro:
    'Pour jouer sur deux téléphones, ceux-ci se retrouvent d’abord sur un serveur de signalisation, qui ne fait que les ' +
    'présenter\u00A0; la partie passe ensuite directement d’un téléphone à l’autre, chiffrée. Les deux téléphones doivent ' +
    'utiliser le même serveur. Un changement s’applique aux parties à deux téléphones ouvertes ensuite.',
  signalChoice: 'Serveur de signalisation',
  signalOption: {
    public: 'Serveur public (PeerJS)',
    own: 'Mon propre serveur',
  } satisfies Record<SignalChoice, string>,
  signalOptionHint: {
    public: 'Gratuit, géré par le projet PeerJS. Rien à configurer.',
    own: 'Un serveur PeerJS que vous faites tourner vous-même, par exemple avec npm run peer-server. Saisissez les mêmes informations sur les deux téléphones.',
  } satisfies Record<SignalChoice, string>,
  signalInUse: (server: SignalServer | null): string =>
    server
      ? `Utilisé\u00A0: votre serveur, ${server.secure ? 'wss' : 'ws'}://${server.host}:${server.port}${server.path}`
      : 'Utilisé\u00A0: le serveur public PeerJS.',
  signalField: {
    host: 'Adresse du serveur',
    port: 'Port',
    path: 'Chemin',
    key: 'Clé',
  } satisfies Record<SignalField, string>,
  signalFieldHint: {
    host: 'Un nom ou une adresse IP, comme peer.example.org ou 192.168.1.20, sans https:// et sans chemin.',
    port: 'Un nombre de 1 à 65535\u00A0: 443 pour un serveur sécurisé sur le port habituel, 9000 pour npm run peer-server.',
    path: 'Où le serveur écoute, en commençant par /\u00A0: / ou /p2p pour npm run peer-server.',
    key: 'peerjs, sauf si le serveur a été configuré avec une autre clé.',
  } satisfies Record<SignalField, string>,
  signalSecure: 'Connexion sécurisée (https et wss)',
  signalSecureHint:
    'Activée pour un serveur derrière TLS\u00A0; désactivée pour un serveur simple sur votre propre réseau, comme npm run peer-server.',
  signalSave: 'Enregistrer le serveur',
  signalSaved: 'Enregistré. Les parties à deux téléphones ouvertes désormais utilisent ce serveur.',
  signalInvalid: 'Rien n’a été enregistré\u00A0: vérifiez les champs signalés plus haut.',
  signalProblem: (field: SignalField, problem: SignalProblem): string => {
    switch (problem) {
      case 'empty':
        return field === 'key' ? 'Saisissez la clé (peerjs si vous ne la connaissez pas).' : 'Ce champ ne peut pas être vide.';
      case 'too-long':
        return field === 'host'
          ? 'Trop long\u00A0: une adresse fait au plus 253 caractères.'
          : `Trop long\u00A0: ${field === 'path' ? 200 : 100} caractères au plus.`;
      case 'spaces':
        return 'Retirez les espaces.';
      case 'not-a-host':
        return 'Seulement l’adresse\u00A0: sans https://, ws:// ni chemin (le chemin a son propre champ).';
      case 'not-a-port':
        return 'Saisissez un nombre entier de 1 à 65535.';
      case 'no-slash':
        return 'Le chemin commence par /.';
    }
  },

  languageHeading: 'Langue',
  language: 'Langue de l’application',
  languageHint: 'Le choix est gardé sur cet appareil. Sans choix, l’application suit la langue du navigateur.',
  languageName: { en: 'English', fr: 'Français' },
};
