/** French: two-phone play (text/net.ts). */
import type { Side } from '../../../engine/hex';
import type { RejectReason } from '../../../net/protocol';
import type { LinkStatus } from '../../../net/peer';
import type { Translation } from '../../i18n';
import type { NET_TEXT } from '../net';

const SIDE = { allies: 'Alliés', axis: 'forces de l’Axe' } satisfies Record<Side, string>;

export const NET_FR: Translation<typeof NET_TEXT> = {
  waiting: (name: string) => `En attente de ${name}…`,
  waitingPlays: (name: string, card: string, ordered: number) =>
    `${name} joue ${card}${ordered ? `, ${ordered === 1 ? '1 unité activée' : `${ordered} unités activées`} (numérotées sur le plateau)` : ''}…`,
  join: 'Rejoindre une partie',
  joinHint: 'Votre ami crée la bataille sur son téléphone\u00A0; vous la rejoignez avec son code.',
  continueNet: (battle: string, other: string) => `Reprendre ${battle} avec ${other}`,
  continueNetRole: { host: 'Vous hébergez cette partie', guest: 'Vous avez rejoint cette partie' },

  hostTitle: 'En attente de l’autre téléphone',
  hostIntro: (battle: string, side: Side) => `${battle}. Vous commandez les ${SIDE[side]}.`,
  codeHeading: 'Code pour rejoindre',
  codeHint:
    'Sur l’autre téléphone\u00A0: Rejoindre une partie, puis tapez ces six mots, ou scannez le code carré avec l’appareil photo.',
  qrLabel: 'Code carré contenant le lien pour rejoindre cette partie',
  linkHeading: 'Ou envoyez ce lien',
  copyLink: 'Copier le lien',
  copied: 'Lien copié',
  shareLink: 'Partager le lien',
  shareTitle: "Rejoins ma bataille Pocket '44",
  cancelHost: 'Annuler cette partie',
  seated: (name: string) => `${name} a rejoint la partie. Distribution des cartes…`,

  joinTitle: 'Rejoindre une partie',
  nameLabel: 'Votre nom',
  nameDefault: 'Invité',
  scan: 'Scanner le code',
  typeInstead: 'Taper les mots à la place',
  joining: 'Connexion à la partie…',
  joiningHint:
    'Les deux téléphones n’ont besoin d’internet (ou du même serveur de signalisation local) que pour se trouver.',
  backFromJoin: 'Retour',
  cancelJoin: 'Arrêter',
  fromLink: 'Ouvert depuis un lien\u00A0: vérifiez les mots et rejoignez la partie.',

  status: {
    starting: 'Démarrage…',
    waiting: 'En attente de l’autre téléphone',
    connecting: 'Connexion…',
    connected: 'Connecté',
    reconnecting: 'Reconnexion…',
    offline: 'Hors ligne\u00A0: la partie attend',
    failed: 'Connexion impossible',
  } satisfies Record<LinkStatus, string>,
  statusReason: (reason: string): string =>
    ({
      'server-unreachable':
        'Le serveur de signalisation est injoignable. Vérifiez la connexion internet ou le serveur choisi dans les Réglages.',
      'id-taken': 'Cette partie est déjà ouverte sur ce téléphone, dans un autre onglet ou une autre fenêtre.',
      'peer-unavailable':
        'L’autre téléphone n’est pas là pour le moment. La partie est sauvegardée\u00A0; elle reprend quand les deux sont de retour.',
      'browser-incompatible': 'Ce navigateur ne sait pas établir de connexion directe (WebRTC).',
      network: 'Le réseau est coupé. La partie est sauvegardée et reprend quand il revient.',
      'ice-failed':
        'Les deux téléphones ne peuvent pas se joindre sur ce réseau. La partie est sauvegardée\u00A0; appairez-les de nouveau sur un même Wi-Fi ou point d’accès.',
      'qr-lost':
        'Le lien direct avec l’autre téléphone est perdu. La partie est sauvegardée\u00A0; appairez de nouveau les téléphones avec deux codes QR.',
    })[reason] ?? 'La connexion est tombée. Nouvelle tentative…',
  opponentAway: (name: string) =>
    `${name} s’est absenté. Vos coups sont conservés\u00A0; la partie reprend à son retour.`,
  away: {
    server:
      'Le serveur de signalisation est injoignable\u00A0: les deux téléphones ne peuvent pas se retrouver. L’autre joueur n’y est pour rien\u00A0: la partie est sauvegardée et reprend quand le serveur revient (vérifiez internet, ou le serveur choisi dans les Réglages).',
    network: 'Ce téléphone est hors ligne. La partie est sauvegardée et reprend quand son réseau revient.',
    peer: (name: string) => `${name} s’est absenté. Vos coups sont conservés\u00A0; la partie reprend à son retour.`,
  },
  connectionLabel: 'Connexion avec l’autre téléphone',

  problem: (reason: RejectReason | string): string =>
    ({
      'version-mismatch':
        'Les deux téléphones n’ont pas la même version de l’application. Mettez à jour la plus ancienne (rechargez-la en ligne), puis rejoignez de nouveau.',
      'rules-mismatch':
        'Les deux téléphones n’utilisent pas la même version des règles. Mettez les deux applications à jour, puis rejoignez de nouveau.',
      'game-full': 'Cette partie a déjà ses deux joueurs.',
      'bad-code': 'Aucune partie ne correspond à ces mots. Vérifiez-les avec l’autre joueur.',
      'wrong-game': 'Ce code appartient à une autre partie.',
      'commitment-changed': 'L’hôte a recommencé cette partie. Elle ne peut pas continuer\u00A0; lancez-en une nouvelle.',
      'history-changed': 'L’hôte a envoyé un autre historique de cette partie. Le jeu est arrêté.',
      'commitment-mismatch':
        'Le secret de l’hôte ne correspond pas à ce qu’il avait promis au départ. Les dés et les cartes ne sont pas fiables.',
      'verification-failed':
        'La partie rejouée ne correspond pas à ce que l’hôte a envoyé. Les dés ou les cartes ont été modifiés.',
      'out-of-turn': 'Ce n’était plus votre tour.',
      'illegal-action': 'L’hôte a refusé ce coup.',
      'wrong-index': 'La partie avait avancé\u00A0; votre écran s’est mis à jour.',
      busy: 'Votre dernier coup est encore en route.',
      'bad-step':
        'L’hôte a envoyé un état de partie inutilisable par ce téléphone. Il a été écarté et redemandé\u00A0; si cela continue, l’application de l’autre téléphone est peut-être abîmée ou modifiée.',
      'not-revealed':
        'L’hôte annonce la fin de la partie sans montrer son secret\u00A0: les dés et les cartes ne peuvent pas être vérifiés.',
      'not-started': 'La partie n’a pas encore commencé.',
    })[reason] ?? 'L’autre téléphone a refusé un message.',
  notTheHost: (reason: RejectReason | string): string =>
    reason === 'version-mismatch' || reason === 'rules-mismatch'
      ? 'Le téléphone qui répond pour cette partie a une autre version de l’application. Si l’hôte a fait la mise à jour, faites-la aussi sur ce téléphone (rechargez-le en ligne). Nouvelle tentative…'
      : 'Un autre appareil que l’hôte a répondu pour cette partie et a refusé ce téléphone. Votre partie ne risque rien\u00A0; nouvelle tentative…',
  intruder: 'Un autre appareil a essayé de rejoindre cette partie et a été refusé.',

  verify: {
    pending: 'Vérification des dés et des cartes…',
    ok: 'Vérifié\u00A0: chaque dé et chaque carte vient de la graine créée ensemble par les deux téléphones.',
    failed: (why: string) => `La vérification a échoué\u00A0: ${why}`,
    host: 'L’autre téléphone vérifie maintenant les dés et les cartes.',
    hostOk: 'L’autre téléphone a vérifié les dés et les cartes\u00A0: tout est régulier.',
  },
  leaveNote: 'La partie est sauvegardée sur les deux téléphones. Reprenez-la plus tard depuis l’écran d’accueil.',
};
