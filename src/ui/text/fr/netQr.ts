/** French: pairing two phones with two QR codes (text/netQr.ts). */
import type { PairingRefusal } from '../../../net/qrSignal';
import type { Translation } from '../../i18n';
import type { NET_QR_TEXT } from '../netQr';

export const NET_QR_FR: Translation<typeof NET_QR_TEXT> = {
  offerButton: 'Pas d’internet\u00A0? Appairer avec deux codes QR',
  setupHint:
    'Les deux téléphones sur le même Wi-Fi, ou l’un partageant son point d’accès avec l’autre (les données mobiles peuvent rester coupées). L’application demande d’abord l’appareil photo\u00A0: il lui faut pour lire l’autre code, et le téléphone laisse alors les deux se trouver directement.',
  title: 'Appairer avec deux codes QR',
  hostStep1:
    '1. Sur l’autre téléphone\u00A0: Rejoindre une partie, puis «\u00A0Pas d’internet\u00A0? Appairer avec deux codes QR\u00A0», et scannez ce code.',
  hostStep2: '2. Scannez ensuite le code que montre l’autre téléphone.',
  offerLabel: 'Code carré pour appairer l’autre téléphone à cette partie',
  scanAnswer: 'Scanner le code de l’autre téléphone',
  scanOffer: 'Scanner le code de l’hôte',
  guestHint: 'Scannez le code sur le téléphone de l’hôte\u00A0; ce téléphone affiche alors un code que l’hôte scannera.',
  answerLabel: 'Code carré à faire scanner par l’hôte',
  guestStep2: 'Laissez maintenant l’hôte scanner ce code.',
  guestLobby: 'Appairage par deux codes QR\u00A0: les téléphones se parlent directement, sans internet.',
  camera: 'Demande d’accès à l’appareil photo…',
  preparing: 'Recherche de ce téléphone sur le réseau…',
  connecting: 'Connexion des deux téléphones…',
  paired: 'Appairés. Les deux téléphones se parlent directement.',
  repairTitle: 'Appairer de nouveau les téléphones',
  repairHost:
    'Le lien avec l’autre téléphone est perdu. Faites-lui scanner ce nouveau code, puis scannez celui qu’il affiche\u00A0: la partie reprend où elle en était.',
  repairGuest:
    'Le lien avec l’hôte est perdu. Scannez le nouveau code de l’hôte, puis laissez-le scanner le vôtre\u00A0: la partie reprend où elle en était.',
  newCode: 'Créer un nouveau code',
  unreachable:
    'Les deux téléphones ne peuvent pas se joindre. Ils doivent être sur le même Wi-Fi ou point d’accès\u00A0; certains Wi-Fi (hôtels, trains) isolent leurs appareils\u00A0: partagez plutôt le point d’accès d’un des téléphones. Puis créez un nouveau code.',
  failed: 'Ce téléphone n’a pas pu préparer de connexion. Rechargez la page et réessayez.',
  refused: (reason: PairingRefusal | 'failed', version?: number): string =>
    ({
      'not-pairing':
        'Ce n’est pas un code d’appairage de cette application. Scannez le code carré affiché par l’autre téléphone sous «\u00A0Appairer avec deux codes QR\u00A0».',
      damaged: 'Ce code n’a pas été lu en entier. Tenez l’appareil photo immobile et scannez-le de nouveau.',
      'other-version':
        version !== undefined && version > 0
          ? `L’autre téléphone a une autre version de l’application (protocole ${version}). Mettez à jour la plus ancienne en ligne, puis appairez de nouveau.`
          : 'L’autre téléphone a une autre version de l’application. Mettez à jour la plus ancienne en ligne, puis appairez de nouveau.',
      'wrong-kind': 'Ce n’est pas le bon code\u00A0: scannez celui que l’autre téléphone affiche pour cette étape.',
      'other-game':
        'Ce code appartient à une autre partie ou c’est un code plus ancien. Scannez le code affiché en ce moment pour cette partie.',
      failed: 'Le code de l’autre téléphone est inutilisable. Créez un nouveau code et appairez de nouveau.',
    })[reason],
};
