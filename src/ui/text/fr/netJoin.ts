/** French: joining a two-phone game (text/netJoin.ts). */
import type { Translation } from '../../i18n';
import type { NET_JOIN_TEXT } from '../netJoin';

export const NET_JOIN_FR: Translation<typeof NET_JOIN_TEXT> = {
  codeLabel: 'Les six mots affichés sur l’autre téléphone',
  codePlaceholder: 'p. ex. ranch ozone tribe vessel cactus orbit',
  codeHint: 'Majuscules et espaces ne comptent pas\u00A0; les quatre premières lettres de chaque mot suffisent.',
  unknownWords: (words: readonly string[]) =>
    words.length === 1
      ? `«\u00A0${words[0]}\u00A0» ne fait pas partie des mots du code.`
      : `Absents des mots du code\u00A0: ${words.map((w) => `«\u00A0${w}\u00A0»`).join(', ')}.`,
  wordCount: (n: number) => (n < 6 ? `${n} mot${n <= 1 ? '' : 's'} sur 6.` : `${n} mots\u00A0: un code n’en a que 6.`),
  ready: (code: string) => `Prêt\u00A0: ${code}.`,
  joinButton: 'Rejoindre',

  scanTitle: 'Scanner le code carré',
  scanHint: 'Pointez l’appareil photo vers le code carré de l’autre téléphone.',
  videoLabel: 'Image de l’appareil photo',
  starting: 'Démarrage de l’appareil photo…',
  cameraDenied:
    'L’appareil photo n’est pas autorisé pour cette application. Autorisez-le dans les réglages du site du navigateur, ou tapez les mots à la place.',
  noCamera: 'Cet appareil n’a pas d’appareil photo utilisable par le navigateur. Tapez les mots à la place.',
  cameraBusy:
    'L’appareil photo est utilisé par une autre application. Fermez-la et réessayez, ou tapez les mots à la place.',
  noCameraApi:
    'Ce navigateur ne donne pas accès à l’appareil photo sur cette page (il faut une adresse https sécurisée). Tapez les mots à la place.',
  cameraFailed: 'Impossible de démarrer l’appareil photo. Tapez les mots à la place.',
  cameraAppHint: 'L’application photo du téléphone sait aussi lire le code\u00A0: elle ouvre le lien dans le navigateur.',
  retry: 'Réessayer',
  cancelScan: 'Fermer l’appareil photo',
};
