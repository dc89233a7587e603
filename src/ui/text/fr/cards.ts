/** French: the command cards (text/cards.ts), in the usual words of the game's French edition. */
import type { CardType } from '../../../engine/cards';
import type { Section } from '../../../engine/hex';
import type { Translation } from '../../i18n';
import type { CARD_TEXT } from '../cards';

const NAME = {
  'recon-left': 'Reconnaissance flanc gauche',
  'recon-centre': 'Reconnaissance au centre',
  'recon-right': 'Reconnaissance flanc droit',
  'probe-left': 'Escarmouche flanc gauche',
  'probe-centre': 'Escarmouche au centre',
  'probe-right': 'Escarmouche flanc droit',
  'attack-left': 'Attaque flanc gauche',
  'attack-centre': 'Attaque au centre',
  'attack-right': 'Attaque flanc droit',
  'assault-left': 'Assaut flanc gauche',
  'assault-centre': 'Assaut au centre',
  'assault-right': 'Assaut flanc droit',
  'recon-in-force': 'Reconnaissance en force',
  'general-advance': 'Offensive générale',
  'pincer-move': 'Mouvement en tenaille',
  'direct-from-hq': 'Ordres du QG',
  'move-out': 'En avant\u00A0!',
  'armor-assault': 'Assaut blindé',
  'infantry-assault': 'Assaut d’infanterie',
  'counter-attack': 'Contre-attaque',
  'artillery-bombard': 'Bombardement d’artillerie',
  barrage: 'Barrage',
  'air-power': 'Appui aérien',
  ambush: 'Embuscade',
  'behind-enemy-lines': 'Derrière les lignes ennemies',
  'close-assault': 'Combat rapproché',
  'dig-in': 'Retranchement',
  firefight: 'Échange de tirs',
  'medics-mechanics': 'Infirmiers et mécaniciens',
  'their-finest-hour': 'Leur heure de gloire',
} satisfies Record<CardType, string>;

/** Soft hyphen: where a long word of a hand's small card title may break onto its second line. */
const SHY = '\u00AD';

const SHORT: Partial<Record<CardType, string>> = {
  // (a phone's hand of six small cards keeps a title to two lines: short words, as players say them)
  'recon-left': 'Reco.',
  'recon-centre': 'Reco.',
  'recon-right': 'Reco.',
  'probe-left': `Escar${SHY}mouche`,
  'probe-centre': `Escar${SHY}mouche`,
  'probe-right': `Escar${SHY}mouche`,
  'attack-left': 'Attaque',
  'attack-centre': 'Attaque',
  'attack-right': 'Attaque',
  'assault-left': 'Assaut',
  'assault-centre': 'Assaut',
  'assault-right': 'Assaut',
  'recon-in-force': 'Reco. en force',
  'general-advance': `Offen${SHY}sive`,
  'pincer-move': 'Tenaille',
  'direct-from-hq': 'Ordres du QG',
  'move-out': 'En avant\u00A0!',
  'armor-assault': 'Assaut blindé',
  'infantry-assault': 'Assaut à pied',
  'counter-attack': 'Contre-attaque',
  'artillery-bombard': `Bombar${SHY}dement`,
  barrage: 'Barrage',
  'air-power': 'Appui aérien',
  ambush: `Embus${SHY}cade`,
  // (one word on two lines: "Derrière les lignes" took three on a phone and ran into the picture)
  'behind-enemy-lines': `Infil${SHY}tration`,
  'close-assault': 'Corps à corps',
  'dig-in': `Retran${SHY}chement`,
  firefight: 'Échange de tirs',
  'medics-mechanics': `Infir${SHY}miers`,
  'their-finest-hour': 'Heure de gloire',
};

const SUMMARY = {
  'recon-left': '1 unité sur le flanc gauche',
  'recon-centre': '1 unité au centre',
  'recon-right': '1 unité sur le flanc droit',
  'probe-left': '2 unités sur le flanc gauche',
  'probe-centre': '2 unités au centre',
  'probe-right': '2 unités sur le flanc droit',
  'attack-left': '3 unités sur le flanc gauche',
  'attack-centre': '3 unités au centre',
  'attack-right': '3 unités sur le flanc droit',
  'assault-left': 'Toutes les unités du flanc gauche',
  'assault-centre': 'Toutes les unités du centre',
  'assault-right': 'Toutes les unités du flanc droit',
  'recon-in-force': '1 unité dans chaque section',
  'general-advance': '2 unités dans chaque section',
  'pincer-move': '2 unités sur le flanc gauche et 2 sur le flanc droit',
  'direct-from-hq': '4 unités au choix',
  'move-out': '4 unités d’infanterie',
  'armor-assault': '4 unités de blindés, +1 dé en combat rapproché',
  'infantry-assault': 'Toute l’infanterie d’une section, qui va plus loin',
  'counter-attack': 'L’ordre que votre adversaire vient de jouer',
  'artillery-bombard': 'Toute l’artillerie\u00A0: 3 hexagones ou deux tirs',
  barrage: '4 dés contre une unité ennemie au choix',
  'air-power': 'Une frappe sur 4 unités ennemies côte à côte au plus',
  ambush: 'Tirez en premier sur une unité qui vous attaque au contact',
  'behind-enemy-lines': '1 unité d’infanterie\u00A0: bouger, combattre, rebouger',
  'close-assault': 'Infanterie et blindés au contact de l’ennemi, +1 dé',
  'dig-in': '4 unités d’infanterie se retranchent derrière des sacs de sable',
  firefight: '4 unités sans ennemi adjacent tirent avec +1 dé',
  'medics-mechanics': 'Rendre des figurines à 1 unité affaiblie',
  'their-finest-hour': 'Lancez des dés pour activer des unités, +1 dé',
} satisfies Record<CardType, string>;

const NO_INFANTRY = 'S’il ne vous reste plus d’infanterie, activez à la place 1 unité de votre choix.';
const RECON = 'À la fin du tour, piochez 2 cartes Commandement, gardez-en une et défaussez l’autre.';

const TEXT = {
  'recon-left': `Activez 1 unité sur votre flanc gauche. ${RECON}`,
  'recon-centre': `Activez 1 unité au centre. ${RECON}`,
  'recon-right': `Activez 1 unité sur votre flanc droit. ${RECON}`,
  'probe-left': 'Activez 2 unités sur votre flanc gauche.',
  'probe-centre': 'Activez 2 unités au centre.',
  'probe-right': 'Activez 2 unités sur votre flanc droit.',
  'attack-left': 'Activez 3 unités sur votre flanc gauche.',
  'attack-centre': 'Activez 3 unités au centre.',
  'attack-right': 'Activez 3 unités sur votre flanc droit.',
  'assault-left': 'Activez toutes vos unités du flanc gauche.',
  'assault-centre': 'Activez toutes vos unités du centre.',
  'assault-right': 'Activez toutes vos unités du flanc droit.',
  'recon-in-force': 'Activez 1 unité sur votre flanc gauche, 1 au centre et 1 sur votre flanc droit.',
  'general-advance':
    'Activez 2 unités dans chaque section\u00A0: 2 sur votre flanc gauche, 2 au centre et 2 sur votre flanc droit.',
  'pincer-move': 'Activez 2 unités sur votre flanc gauche et 2 sur votre flanc droit. Le centre ne reçoit aucun ordre.',
  'direct-from-hq': 'Activez 4 unités de votre choix, où qu’elles soient sur le champ de bataille.',
  'move-out': `Activez 4 unités d’infanterie. ${NO_INFANTRY}`,
  'armor-assault':
    'Activez 4 unités de blindés\u00A0; chacune lance 1 dé de plus quand elle combat au contact. ' +
    'S’il ne vous reste plus de blindés, activez à la place 1 unité de votre choix.',
  'infantry-assault':
    'Activez toute votre infanterie d’une section\u00A0: chaque unité peut avancer de 2 hexagones et combattre, ou de 3 sans combattre. ' +
    NO_INFANTRY,
  'counter-attack':
    'Jouez comme la vôtre la carte que votre adversaire vient de jouer. Une carte de flanc se retourne face à lui ' +
    '(sa gauche est votre droite)\u00A0; un Assaut d’infanterie garde sa section.',
  'artillery-bombard':
    'Activez toute votre artillerie\u00A0: chaque unité peut se déplacer de 3 hexagones au plus, ou combattre deux fois. ' +
    'Sans artillerie, activez à la place 1 unité de votre choix.',
  barrage:
    'Lancez 4 dés contre une unité ennemie au choix, visible ou non, sans tenir compte de son terrain. ' +
    'Son symbole et les grenades touchent, et elle ne peut ignorer aucun drapeau.',
  'air-power':
    'Frappez jusqu’à 4 unités ennemies côte à côte\u00A0: 2 dés contre chacune si vous êtes les Alliés, 1 si vous êtes l’Axe, ' +
    'sans tenir compte du terrain. Symboles d’unité, grenades et étoiles touchent\u00A0; aucun drapeau ne peut être ignoré.',
  ambush:
    'Jouez-la pendant le tour adverse, quand l’ennemi attaque au contact une de vos unités\u00A0: votre unité tire la première. ' +
    'Si l’attaquant est toujours à sa place, il attaque ensuite comme annoncé.',
  'behind-enemy-lines':
    'Activez 1 unité d’infanterie\u00A0: elle se déplace de 3 hexagones au plus quel que soit le terrain, combat avec 1 dé de plus, ' +
    `puis peut encore se déplacer de 3 hexagones au plus. ${NO_INFANTRY}`,
  'close-assault':
    'Activez toute votre infanterie et tous vos blindés adjacents à l’ennemi. Ils combattent sans se déplacer d’abord, avec ' +
    '1 dé de plus, et peuvent prendre le terrain ou faire une percée.',
  'dig-in':
    'Activez 4 unités d’infanterie qui se retranchent\u00A0: chacune pose des sacs de sable sur son hexagone et ne se déplace ni ne combat. ' +
    NO_INFANTRY,
  firefight:
    'Activez 4 unités qui ne sont pas adjacentes à l’ennemi. Elles restent sur place et tirent avec 1 dé de plus.',
  'medics-mechanics':
    'Choisissez 1 unité qui a perdu des figurines et lancez 1 dé par carte en main, celle-ci comprise. Chaque symbole de ' +
    'l’unité ou étoile lui rend une figurine\u00A0; si au moins une revient, l’unité peut aussi se déplacer et combattre.',
  'their-finest-hour':
    'Lancez 1 dé par carte en main, celle-ci comprise\u00A0: chaque symbole d’unité active une unité de ce type, chaque ' +
    'étoile une unité de votre choix, et elles combattent avec 1 dé de plus. Mélangez ensuite la défausse dans la pioche.',
} satisfies Record<CardType, string>;

export const CARD_FR: Translation<typeof CARD_TEXT> = {
  name: NAME,
  short: SHORT,
  summary: SUMMARY,
  text: TEXT,
  section: { left: 'Flanc gauche', centre: 'Centre', right: 'Flanc droit' } satisfies Record<Section, string>,
  all: 'Toutes',
  recon: 'Piochez 2 · gardez 1',
  reconTitle: 'À la fin du tour, piochez 2 cartes et gardez-en 1',
  kind: { section: 'Carte Section', tactic: 'Carte Tactique' },
  label: (name: string, summary: string, recon = false) =>
    recon ? `${name}\u00A0: ${summary}, puis piochez 2 cartes et gardez-en 1` : `${name}\u00A0: ${summary}`,
  unplayable: 'ne peut pas être jouée maintenant',
};
