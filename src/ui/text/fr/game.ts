/** French: the game screen (text/game.ts). */
import type { PlayAs, Section, Side, UnitKind } from '../../../engine/types';
import type { Translation } from '../../i18n';
import type { GAME_TEXT } from '../game';
import { DE, LE, LE_CAP, SIDE, cap, plural, verb } from './common';

const SIDE_ADJ = { allies: 'allié', axis: 'de l’Axe' } satisfies Record<Side, string>;
const SECTION = { left: 'flanc gauche', centre: 'centre', right: 'flanc droit' } satisfies Record<Section, string>;
const UNIT = {
  infantry: 'infanterie',
  'special-forces': 'forces spéciales',
  resistance: 'résistants',
  armor: 'blindés',
  'elite-armor': 'blindés d’élite',
  artillery: 'artillerie',
  // guns (Equipment Pack)
  'big-gun': 'artillerie lourde',
  'heavy-anti-tank-gun': 'canon antichar lourd',
  'mobile-artillery': 'artillerie automotrice',
  'italian-artillery': 'artillerie italienne',
  // ships (FAQ §IV Destroyers, Aircraft Carriers)
  destroyer: 'destroyer',
  carrier: 'porte-avions',
  // foot (FAQ §IV Combat Engineers)
  engineers: 'génie',
  sniper: 'tireur d’élite',
  cavalry: 'cavalerie',
  'ski-troops': 'skieurs',
  'machine-gun': 'mitrailleurs',
  mortar: 'mortiers',
  // armor (Equipment Pack / FAQ §IV)
  tiger: 'Tigre',
  'tank-destroyer': 'chasseurs de chars',
  'half-track': 'semi-chenillés',
  'command-car': 'voiture de commandement',
  // trains (FAQ §IV Trains/Supply Trains, Armored Trains)
  train: 'train de ravitaillement',
  'armored-train': 'train blindé',
  // brandenburgers (FAQ §IV Brandenburgers)
  brandenburgers: 'Brandebourgeois',
  // vehicles (Equipment Pack Hobart's Funnies / FAQ §IV, §XII)
  avre: 'char Churchill AVRE',
  // swa (Equipment Pack / FAQ §IX Special Weapon Assets)
  'anti-tank-gun': 'antichars',
  'machine-gun-late': 'mitrailleurs (fin de guerre)',
  'mortar-late': 'mortiers (fin de guerre)',
  'anti-tank-gun-late': 'antichars (fin de guerre)',
  // meemies (Equipment Pack Nebelwerfer / FAQ §IV Screaming Meemies)
  nebelwerfer: 'lance-roquettes',
  // supply (Equipment Pack / FAQ §IV Supply Trucks)
  'supply-truck': 'camions de ravitaillement',
  // funnies (Equipment Pack Hobart's Funnies, Mine digger)
  'mine-digger': 'char Churchill démineur',
  // recon (Equipment Pack Jeep Willys / FAQ §IV Long-Range Patrol Cars)
  'patrol-car': 'voitures de patrouille',
  // funnies3 (Equipment Pack Hobart's Funnies, Fascine)
  fascine: 'char Churchill à fascine',
  // funnies3 (Equipment Pack Hobart's Funnies, Bobbin)
  bobbin: 'char Churchill à bobine',
  // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
  'bridge-layer': 'char Churchill poseur de pont',
  // funnies-choice (Equipment Pack Hobart's Funnies l.190: the accessory chosen at game start)
  funnies: 'char Churchill (accessoire à choisir)',
  // holdout3 (FAQ §IV Tigers, Wittmann Q l.2658-2660)
  'tiger-ace': 'Tigre de Wittmann',
} satisfies Record<UnitKind, string>;
/** A unit as a feminine noun phrase ("l’unité de blindés alliée"), so that every verb and participle agrees. */
const OF_UNIT: Record<UnitKind, string> = {
  infantry: 'd’infanterie',
  'special-forces': 'des forces spéciales',
  resistance: 'de résistants',
  armor: 'de blindés',
  'elite-armor': 'de blindés d’élite',
  artillery: 'd’artillerie',
  // guns (Equipment Pack)
  'big-gun': 'd’artillerie lourde',
  'heavy-anti-tank-gun': 'de canons antichars lourds',
  'mobile-artillery': 'd’artillerie automotrice',
  'italian-artillery': 'd’artillerie italienne',
  // ships (FAQ §IV Destroyers, Aircraft Carriers)
  destroyer: 'de destroyer',
  carrier: 'de porte-avions',
  // foot (FAQ §IV Combat Engineers)
  engineers: 'du génie',
  sniper: 'de tireur d’élite',
  cavalry: 'de cavalerie',
  'ski-troops': 'de skieurs',
  'machine-gun': 'de mitrailleurs',
  mortar: 'de mortiers',
  // armor (Equipment Pack / FAQ §IV)
  tiger: 'du Tigre',
  'tank-destroyer': 'de chasseurs de chars',
  'half-track': 'de semi-chenillés',
  'command-car': 'de la voiture de commandement',
  // trains (FAQ §IV Trains/Supply Trains, Armored Trains)
  train: 'du train de ravitaillement',
  'armored-train': 'du train blindé',
  // brandenburgers (FAQ §IV Brandenburgers)
  brandenburgers: 'des Brandebourgeois',
  // vehicles (Equipment Pack Hobart's Funnies / FAQ §IV, §XII)
  avre: 'de Churchill AVRE',
  // swa (Equipment Pack / FAQ §IX Special Weapon Assets)
  'anti-tank-gun': 'd’antichars',
  'machine-gun-late': 'de mitrailleurs (fin de guerre)',
  'mortar-late': 'de mortiers (fin de guerre)',
  'anti-tank-gun-late': 'd’antichars (fin de guerre)',
  // meemies (Equipment Pack Nebelwerfer / FAQ §IV Screaming Meemies)
  nebelwerfer: 'de lance-roquettes',
  // supply (Equipment Pack / FAQ §IV Supply Trucks)
  'supply-truck': 'des camions de ravitaillement',
  // funnies (Equipment Pack Hobart's Funnies, Mine digger)
  'mine-digger': 'de Churchill démineur',
  // recon (Equipment Pack Jeep Willys / FAQ §IV Long-Range Patrol Cars)
  'patrol-car': 'des voitures de patrouille',
  // funnies3 (Equipment Pack Hobart's Funnies, Fascine)
  fascine: 'de Churchill à fascine',
  // funnies3 (Equipment Pack Hobart's Funnies, Bobbin)
  bobbin: 'de Churchill à bobine',
  // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
  'bridge-layer': 'de Churchill poseur de pont',
  // funnies-choice (Equipment Pack Hobart's Funnies l.190: the accessory chosen at game start)
  funnies: 'de Churchill (accessoire à choisir)',
  // holdout3 (FAQ §IV Tigers, Wittmann Q l.2658-2660)
  'tiger-ace': 'du Tigre de Wittmann',
};

const PLAY_AS = {
  'air-power': 'La jouer comme Appui aérien',
  barrage: 'La jouer comme Barrage',
  pontoon: 'Construire un pont flottant',
  blow: 'Faire sauter un pont',
} satisfies Record<PlayAs, string>;

export const GAME_FR: Translation<typeof GAME_TEXT> = {
  side: SIDE,
  sideAdj: SIDE_ADJ,
  section: SECTION,
  unitKind: UNIT,
  unitName: (side: Side, kind: UnitKind) => `l’unité ${OF_UNIT[kind]} ${side === 'allies' ? 'alliée' : 'de l’Axe'}`,
  figures: (n: number) => plural(n, 'figurine', 'figurines'),
  dice: (n: number) => plural(n, 'dé', 'dés'),
  boardLabel: (battle: string) => `Champ de bataille\u00A0: ${battle}`,
  turnOf: (side: Side, n: number) => `Tour ${n}\u00A0: ${LE[side]}`,
  medalsOf: (side: Side, have: number, need: number) =>
    `${SIDE[side]}\u00A0: ${have} ${have <= 1 ? 'médaille' : 'médailles'} sur ${need}`,
  track: (side: Side, name: string, have: number, need: number, active: boolean, you: boolean, army?: string) =>
    `${SIDE[side]}${army ? ` (${army})` : ''}, ${name}${you ? ' (vous)' : ''}\u00A0: ${have} ${have <= 1 ? 'médaille' : 'médailles'} sur ${need}${active ? ', à son tour' : ''}`,
  you: 'vous',
  sideInfo: 'Dernier jet et derniers événements',
  latest: 'Derniers événements',
  menu: 'Menu',
  orders: 'Ordres',
  seeResult: 'Voir le résultat',
  log: 'Journal de bataille',
  closeLog: 'Fermer le journal',
  hand: (side: Side) => `Main ${DE[side]}`,
  handEmpty: 'Aucune carte en main.',
  handHidden: 'Main cachée',
  commissarChip: 'La dernière carte est celle placée sous votre commissaire\u00A0: jouez-la, ou une carte Reconnaissance 1 ou Contre-attaque de votre main.',
  handHiddenWhile: (side: Side) => `Les mains restent cachées pendant que ${LE[side]} ${verb(side, 'répond', 'répondent')}.`,
  deckLeft: (n: number) => plural(n, 'carte restante dans la pioche', 'cartes restantes dans la pioche'),

  prompt: {
    play: (side: Side) =>
      `${SIDE[side]}\u00A0: choisissez une carte Commandement. Touchez une carte pour la lire, touchez-la encore pour la jouer.`,
    playSelected: 'Touchez encore la carte pour la jouer, ou choisissez-en une autre.',
    playSection: 'Quelle section l’Assaut d’infanterie active-t-il\u00A0?',
    playAs: 'Cette bataille permet de jouer cette carte autrement\u00A0: choisissez comment.',
    order: (n: number) =>
      n === 0
        ? 'Touchez les unités en surbrillance pour les activer.'
        : `${n <= 1 ? `${n} unité activée` : `${n} unités activées`}. Activez-en d’autres ou continuez.`,
    move: 'Touchez une unité activée, puis un hexagone en surbrillance pour la déplacer.',
    moveSelected: 'Touchez un hexagone en surbrillance pour y aller, ou une autre unité.',
    moveExit:
      'Touchez un hexagone en surbrillance pour y aller. Un hexagone marqué d’une flèche de sortie permet aussi à l’unité de quitter le plateau pour une médaille (sur son propre hexagone\u00A0: touchez-le pour sortir).',
    battle: 'Touchez une unité activée pour combattre avec elle.',
    battleSelected: 'Touchez une cible\u00A0: le nombre indique les dés que vous lancez.',
    battleNoTarget: 'Cette unité n’a aucune cible qu’elle puisse combattre maintenant.',
    move2: 'Derrière les lignes ennemies\u00A0: déplacez de nouveau les unités activées.',
    ambush: (attacker: string) => `${cap(attacker)} approche. Jouer Embuscade avant l’attaque\u00A0?`,
    ambushNoCard: 'Un combat rapproché est annoncé contre votre unité. Vous n’avez pas d’Embuscade\u00A0: laissez faire.',
    retreat: (side: Side, flags: number) =>
      `${SIDE[side]}\u00A0: votre unité doit reculer de ${plural(flags, 'hexagone', 'hexagones')}. Touchez sa destination.`,
    takeGround: 'L’hexagone est vide. Prendre le terrain\u00A0?',
    overrun: 'Percée blindée\u00A0: combattez encore une fois, ou arrêtez-vous ici.',
    // italy (Equipment Pack §VII France)
    furia:
      'Furia francese\u00A0: prenez le terrain, ou restez et touchez un autre ennemi adjacent pour le charger avec 1 dé, quel que soit son abri.',
    desertMove:
      'Blindés du désert\u00A0: touchez un hexagone en surbrillance pour avancer d’un hexagone de plus avant la percée, ou restez.',
    moveRecover:
      'Touchez un hexagone en surbrillance pour y aller. Cette unité peut aussi rester soigner ses blessés\u00A0: elle ne se déplace alors pas et ne combat pas ce tour-ci.',
    barrage: 'Barrage\u00A0: touchez une unité ennemie n’importe où sur le plateau.',
    airPower: (n: number) =>
      n === 0
        ? 'Appui aérien\u00A0: touchez jusqu’à 4 unités ennemies voisines les unes des autres.'
        : `Appui aérien\u00A0: ${plural(n, 'cible choisie', 'cibles choisies')}. Ajoutez-en ou frappez.`,
    keep: 'Reconnaissance\u00A0: gardez une des deux cartes piochées.',
    commissar: 'Commissaire\u00A0: choisissez une carte de votre main à placer face cachée sous le commissaire. Ce sera votre carte d’un prochain tour.',
    // italy (house rules, Terrain Pack Airfield)
    airfield:
      'Renforts aéroportés\u00A0: touchez un aérodrome libre pour y poser une unité d’infanterie fraîche (elle ne joue pas ce tour-ci), ou continuez sans.',
    pontoon: 'Pont flottant\u00A0: touchez un hexagone de rivière de la section de la carte pour le franchir.',
    blow: (option: 1 | 2) =>
      option === 1
        ? 'Faire sauter un pont\u00A0: touchez un pont de la section de la carte. Il saute à coup sûr, et la carte est perdue\u00A0: on n’en pioche pas d’autre.'
        : 'Faire sauter un pont\u00A0: touchez un pont de la section de la carte. Deux dés sont lancés\u00A0: une étoile le fait tomber.',
    smoke: (n: number) =>
      n === 0
        ? 'Écran de fumée\u00A0: touchez le premier des 3 hexagones voisins à couvrir.'
        : `Écran de fumée\u00A0: ${plural(n, 'hexagone choisi', 'hexagones choisis')}. Touchez un hexagone en surbrillance à côté.`,
    // meemies (Equipment Pack Nebelwerfer / FAQ §IV Screaming Meemies)
    smokeShells: (n: number) =>
      n === 0
        ? 'Roquettes fumigènes\u00A0: touchez le premier de 3 hexagones voisins au plus, à portée.'
        : `Roquettes fumigènes\u00A0: ${plural(n, 'hexagone choisi', 'hexagones choisis')}. Touchez un hexagone en surbrillance à côté, ou posez la fumée maintenant.`,
    waitFor: (side: Side) => `En attente ${DE[side]}.`,
    over: (side: Side) => `${LE_CAP[side]} ${verb(side, 'remporte', 'remportent')} la bataille.`,
    // supply (Equipment Pack / FAQ §IV Supply Trucks)
    resupply: 'Camion de ravitaillement\u00A0: touchez une unité amie en surbrillance pour lui remettre une figurine du camion. Une unité ravitaillée ne combat plus ce tour-ci.',
    resupplyHalfTrack: 'Semi-chenillé\u00A0: touchez un ennemi pour le combattre, ou plutôt une unité amie en surbrillance pour lui remettre une figurine du semi-chenillé. Une unité ravitaillée, et le semi-chenillé, ne combattent plus ce tour-ci.',
    // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
    assaultBridge: 'Poseur de pont\u00A0: touchez un hexagone de rivière en surbrillance pour y poser son unique pont au lieu de combattre, ou choisissez une cible.',
    // recon (Equipment Pack Kübelwagen / FAQ §IV Command Cars)
    reconDiscard: 'Votre voiture de commandement a fait sa reconnaissance\u00A0: prenez la carte de votre choix dans la défausse, ou piochez-en deux et gardez-en une comme d’habitude. Votre adversaire ne saura pas laquelle vous avez prise.',
    // funnies-choice (Equipment Pack Hobart's Funnies l.190: the accessory chosen at game start)
    accessory: (side: Side) =>
      `${SIDE[side]}\u00A0: équipez le Churchill en surbrillance d’un accessoire avant le début de la bataille. Il le garde jusqu’au bout, et votre adversaire voit lequel.`,
  },

  // funnies-choice (Equipment Pack Hobart's Funnies l.190)
  accessory: {
    name: {
      'bridge-layer': 'Pont d’assaut',
      bobbin: 'Bobine',
      fascine: 'Fascine',
      'mine-digger': 'Démineur',
      avre: 'Mortier Petard',
    },
    does: {
      'bridge-layer': 'Une fois par bataille, au lieu de tirer, jette un pont sur une rivière voisine et peut la franchir.',
      bobbin: 'Plages, marais et barbelés sont pour lui du terrain dégagé\u00A0; il écrase les barbelés qu’il traverse.',
      fascine: 'Gués et tranchées sont pour lui du terrain dégagé, et il tire depuis une tranchée.',
      'mine-digger': 'Un champ de mines ennemi où il entre est retiré sans exploser\u00A0; il peut encore tirer.',
      avre: 'Un dé de plus en assaut contre un bunker, où une étoile détruit le bunker\u00A0; peut déblayer, au lieu de tirer, un champ de mines où il entre.',
    },
    title: 'Accessoire du Churchill',
  },

  button: {
    play: 'Jouer cette carte',
    endOrders: 'Ordres terminés',
    endMoves: 'Mouvements terminés',
    endBattles: 'Finir le tour',
    endBattlesBel: 'Combats terminés',
    removeWire: 'Retirer les barbelés',
    // foot (FAQ §II Road Blocks Q: engineers)
    removeRoadblock: 'Dégager le barrage routier',
    // caves (FAQ §II Caves on Hills and Mountains)
    sealCave: 'Tenter de sceller la grotte',
    recover: 'Rester et récupérer des figurines',
    takeGround: 'Prendre le terrain',
    stay: 'Rester',
    ambush: 'Embuscade\u00A0!',
    noAmbush: 'Pas d’embuscade',
    letItGo: 'Continuer',
    // italy (house rules, Terrain Pack Airfield)
    noLanding: 'Pas de renforts',
    noOverrun: 'Arrêter',
    strike: 'Frapper',
    undo: 'Annuler',
    cancel: 'Annuler',
    keep: 'Garder cette carte',
    commissar: 'Placer sous le commissaire',
    smoke: (left: number) => `Poser un écran de fumée (${left} restant${left <= 1 ? '' : 's'})`,
    // meemies (Equipment Pack Nebelwerfer / FAQ §IV Screaming Meemies)
    smokeShells: 'Tirer des roquettes fumigènes',
    smokeNow: 'Poser la fumée maintenant',
    // recon (Equipment Pack Kübelwagen / FAQ §IV Command Cars)
    takeDiscard: 'Prendre cette carte',
    reconDraw: 'Piocher deux cartes',
    // stars (house rules l.343 Sabotage)
    sabotage: 'Faire sauter l’objectif',
  },
  choice: {
    retreatFull: (n: number) => `Reculer de ${plural(n, 'hexagone', 'hexagones')}`,
    retreatIgnore: 'Tenir\u00A0: ignorer un drapeau',
    sectionChoice: (s: Section) => `Activer le ${SECTION[s]}`,
    playAs: (as: PlayAs) => PLAY_AS[as],
    chooseFor: 'Choisir',
    moveHere: 'Aller ici',
    exit: 'Quitter le plateau (1 médaille)',
    // supply (Equipment Pack / FAQ §IV Supply Trucks)
    resupply: 'Ravitailler (+1 figurine)',
    // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
    assaultBridge: (onto: boolean) => (onto ? 'Poser le pont et s’y engager' : 'Poser le pont et rester'),
  },

  pick: {
    hexAt: (hex: string, place: string | undefined) => (place ? `${place} (${hex})` : hex),
    unitAt: (unit: string, hex: string) => `${unit}, ${hex}`,
    select: (unit: string) => `Choisir\u00A0: ${unit}`,
    order: (unit: string) => `Donner un ordre\u00A0: ${unit}`,
    move: (hex: string) => `Aller en ${hex}`,
    exit: (hex: string) => `Quitter le plateau par ${hex} (1 médaille)`,
    battle: (target: string, dice: number) => `Tirer\u00A0: ${target}, ${plural(dice, 'dé', 'dés')}`,
    bunker: (hex: string, dice: number) => `Attaquer le bunker vide (${hex})\u00A0: ${plural(dice, 'dé', 'dés')}`,
    hold: (hex: string) => `Tenir en ${hex}\u00A0: ignorer un drapeau`,
    retreatIgnoring: (hex: string) => `Reculer en ${hex} en ignorant un drapeau`,
    retreat: (hex: string) => `Reculer en ${hex}`,
    takeGround: (hex: string) => `Prendre le terrain en ${hex}`,
    barrage: (target: string) => `Barrage\u00A0: ${target}`,
    airPower: (target: string) => `Ajouter à la frappe aérienne\u00A0: ${target}`,
    pontoon: (hex: string) => `Jeter un pont flottant en ${hex}`,
    // italy (house rules, Terrain Pack Airfield)
    airfield: (hex: string) => `Poser de l’infanterie en ${hex}`,
    blow: (hex: string) => `Faire sauter le pont en ${hex}`,
    smoke: (hex: string) => `Enfumer ${hex}`,
    // supply (Equipment Pack / FAQ §IV Supply Trucks)
    resupply: (unit: string) => `Ravitailler\u00A0: ${unit}, 1 figurine du camion`,
    resupplyHalfTrack: (unit: string) => `Ravitailler\u00A0: ${unit}, 1 figurine du semi-chenillé`,
    // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
    assaultBridge: (hex: string, onto: boolean) => (onto ? `Poser le pont en ${hex} et s’y engager` : `Poser le pont en ${hex}`),
    other: 'Choisir',
    open: (n: number) => `Choix (${n})`,
    title: 'Choix en toutes lettres',
    close: 'Fermer la liste',
  },

  handoff: {
    title: (name: string) => `Passez l’appareil à ${name}`,
    who: (side: Side) => `aux commandes ${DE[side]}`,
    why: {
      turn: 'C’est votre tour.',
      ambush: 'Votre unité est attaquée au contact.',
      keep: 'Choisissez une carte à garder.',
      back: 'Votre tour continue.',
      // funnies-choice (Equipment Pack Hobart's Funnies l.190)
      accessory: 'Équipez votre Churchill de son accessoire avant la bataille.',
    },
    ready: (name: string) => `Je suis ${name}\u00A0: montrer ma main`,
    hint: 'L’autre joueur doit détourner les yeux.',
  },

  info: {
    sight: (n: number) =>
      n === 0
        ? 'Aucune unité ennemie en vue et à portée.'
        : `${plural(n, 'unité ennemie', 'unités ennemies')} en vue et à portée.`,
    sightFrom: (unit: string) => `Ligne de vue depuis\u00A0: ${unit}`,
  },
  lastRoll: (dice: number) => `${plural(dice, 'dé lancé', 'dés lancés')}`,
  rollResult: (hits: number, flags: number) =>
    hits === 0 && flags === 0
      ? 'Aucun effet.'
      : [hits ? plural(hits, 'touche', 'touches') : '', flags ? plural(flags, 'drapeau', 'drapeaux') : '']
          .filter(Boolean)
          .join(', ') + '.',

  pause: {
    title: 'Pause',
    resume: 'Retour à la bataille',
    rules: 'Aide des règles',
    settings: 'Réglages',
    quit: 'Quitter la bataille',
    quitWarn: 'Cette bataille n’est pas sauvegardée\u00A0: la quitter y met fin.',
    quitConfirm: 'Quitter et finir la bataille',
  },
  // armies (issue 17)
  army: {
    DE: { short: 'Allemagne', full: 'Armée allemande' },
    US: { short: 'États-Unis', full: 'Armée américaine' },
    USMC: { short: 'Marines US', full: 'Corps des Marines des États-Unis' },
    GB: { short: 'Royaume-Uni', full: 'Armée britannique' },
    BCF: { short: 'Commonwealth', full: 'Forces du Commonwealth britannique' },
    CA: { short: 'Canada', full: 'Armée canadienne' },
    FR: { short: 'France', full: 'Armée française' },
    IT: { short: 'Italie', full: 'Armée royale italienne' },
    JP: { short: 'Japon', full: 'Armée impériale japonaise' },
    RU: { short: 'URSS', full: 'Armée rouge soviétique' },
    PL: { short: 'Pologne', full: 'Armée polonaise' },
    NL: { short: 'Pays-Bas', full: 'Armée néerlandaise' },
    SK: { short: 'Slovaquie', full: 'Armée slovaque' },
  },
};
