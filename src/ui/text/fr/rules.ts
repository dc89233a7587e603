/** French: the rules help (text/rules.ts). Numbers the engine holds are filled in by src/ui/app/rules-tables.ts. */
import type { CardType } from '../../../engine/cards';
import type { DieFace, UnitSymbol } from '../../../engine/dice';
import type { ObstacleKind, TerrainKind, UnitKind } from '../../../scenario/types';
import type { MarkerKey } from '../../app/rules-tables';
import type { Translation } from '../../i18n';
import type { RULES_TEXT } from '../rules';
import { list } from './common';

const dice = (n: number) => (n <= 1 ? `${n} dé` : `${n} dés`);
const hexes = (n: number) => (n <= 1 ? `${n} hexagone` : `${n} hexagones`);
const units = (n: number) => (n <= 1 ? `${n} unité` : `${n} unités`);
/** "Les unités d’infanterie et de blindés", from the unit classes. */
const OF_CLASS: Record<UnitSymbol, string> = { infantry: 'd’infanterie', armor: 'de blindés', artillery: 'd’artillerie' };
const classUnits = (classes: readonly UnitSymbol[]) => `Les unités ${list(classes.map((c) => OF_CLASS[c] ?? c))}`;

type TacticType = Exclude<
  CardType,
  | `${'recon' | 'probe' | 'attack' | 'assault'}-${'left' | 'centre' | 'right'}`
  | 'recon-in-force'
  | 'general-advance'
  | 'pincer-move'
>;
type SectionFamily = 'recon' | 'probe' | 'attack' | 'assault';

export const RULES_FR: Translation<typeof RULES_TEXT> = {
  title: 'Aide des règles',
  back: 'Retour',
  intro: 'Les règles que joue cette application, en bref. Ouvrez un titre pour le lire.',

  turn: {
    heading: 'Votre tour',
    steps: [
      'Jouez une carte Commandement. Elle indique combien d’unités vous pouvez activer, et dans quelle section du plateau.',
      'Activez des unités, dans la limite de la carte.',
      'Déplacez les unités activées, l’une après l’autre.',
      'Combattez avec les unités activées, l’une après l’autre\u00A0: choisissez un ennemi à portée, lancez les dés, ' +
        'appliquez les touches, puis les drapeaux.',
      'Piochez une carte pour compléter votre main. Le tour passe à l’autre camp.',
    ],
    detailsHeading: 'Le combat en détail',
    details: [
      'La distance se compte en hexagones de l’attaquant à la cible\u00A0: un voisin est à 1.',
      'L’infanterie et les blindés ont besoin d’une ligne de vue\u00A0: une droite entre les centres des deux hexagones ' +
        'qu’aucune unité ni aucun terrain bloquant ne coupe. L’artillerie tire par-dessus tout.',
      'Une unité adjacente à un ennemi qui combat doit choisir un ennemi adjacent\u00A0: c’est un combat rapproché.',
      'Combat rapproché gagné (la cible a disparu ou a reculé)\u00A0? L’infanterie et les blindés peuvent prendre le ' +
        'terrain\u00A0: entrer dans l’hexagone vide. Des blindés qui le font peuvent combattre encore une fois\u00A0: c’est la percée.',
      'Des lignes partagent le plateau en flanc gauche, centre et flanc droit, vus de votre place. ' +
        'Un hexagone coupé par une ligne appartient aux deux sections.',
      'Une bataille peut ralentir une seule unité, par exemple un char enlisé dans la neige, à un mouvement plus court ' +
        'que celui de son type\u00A0; la description de son hexagone dit jusqu’où elle va.',
    ],
  },

  units: {
    heading: 'Unités',
    name: {
      infantry: 'Infanterie',
      'special-forces': 'Forces spéciales',
      resistance: 'Résistance française',
      armor: 'Blindés',
      'elite-armor': 'Blindés d’élite',
      artillery: 'Artillerie',
      // guns (Equipment Pack)
      'big-gun': 'Artillerie lourde (Long Tom)',
      'heavy-anti-tank-gun': 'Canon antichar lourd (Flak 88)',
      'mobile-artillery': 'Artillerie automotrice (M7 Priest)',
      'italian-artillery': 'Artillerie italienne',
      // ships (FAQ §IV Destroyers, Aircraft Carriers)
      destroyer: 'Destroyer',
      carrier: 'Porte-avions',
      // foot (FAQ §IV Combat Engineers)
      engineers: 'Génie',
      sniper: 'Tireur d’élite',
      cavalry: 'Cavalerie',
      'ski-troops': 'Skieurs',
      'machine-gun': 'Infanterie avec mitrailleuse',
      mortar: 'Infanterie avec mortier',
      // armor (Equipment Pack / FAQ §IV)
      tiger: 'Tigre',
      'tank-destroyer': 'Chasseur de chars',
      'half-track': 'Semi-chenillé',
      'command-car': 'Voiture de commandement',
      // trains (FAQ §IV Trains/Supply Trains, Armored Trains)
      train: 'Train de ravitaillement',
      'armored-train': 'Train blindé',
      // brandenburgers (FAQ §IV Brandenburgers)
      brandenburgers: 'Brandebourgeois',
      // vehicles (Equipment Pack Hobart's Funnies / FAQ §IV, §XII)
      avre: 'Churchill AVRE (Funnies de Hobart)',
      // swa (Equipment Pack / FAQ §IX Special Weapon Assets)
      'anti-tank-gun': 'Infanterie avec canon antichar',
      'machine-gun-late': 'Infanterie avec mitrailleuse, fin de guerre',
      'mortar-late': 'Infanterie avec mortier, fin de guerre',
      'anti-tank-gun-late': 'Infanterie avec canon antichar, fin de guerre',
      // meemies (Equipment Pack Nebelwerfer / FAQ §IV Screaming Meemies)
      nebelwerfer: 'Lance-roquettes Nebelwerfer (Screaming Meemies)',
      // supply (Equipment Pack / FAQ §IV Supply Trucks)
      'supply-truck': 'Camion de ravitaillement',
      // funnies (Equipment Pack Hobart's Funnies, Mine digger)
      'mine-digger': 'Churchill démineur (Funnies de Hobart)',
      // recon (Equipment Pack Jeep Willys / FAQ §IV Long-Range Patrol Cars)
      'patrol-car': 'Voiture de patrouille à longue portée',
      // funnies3 (Equipment Pack Hobart's Funnies, Fascine)
      fascine: 'Churchill porte-fascine (Funnies de Hobart)',
      // funnies3 (Equipment Pack Hobart's Funnies, Bobbin)
      bobbin: 'Churchill poseur de tapis (Funnies de Hobart)',
      // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
      'bridge-layer': 'Churchill poseur de pont d’assaut (Funnies de Hobart)',
      // funnies-choice (Equipment Pack Hobart's Funnies l.190: the accessory chosen at game start)
      funnies: 'Churchill des Funnies de Hobart, accessoire au choix',
      // holdout3 (FAQ §IV Tigers, Wittmann Q l.2658-2660)
      'tiger-ace': 'Tigre de Wittmann (un as)',
    } satisfies Record<UnitKind, string>,
    diceCaption: 'Dés de combat selon la distance de la cible (en hexagones)',
    unitColumn: 'Unité',
    distance: (d: number) => `à ${hexes(d)}`,
    outOfRange: 'hors de portée',
    figures: (n: number) => (n <= 1 ? `${n} figurine` : `${n} figurines`),
    moves: (move: number, moveAndBattle: number) =>
      moveAndBattle >= move
        ? `Se déplace de ${hexes(move)} au plus et peut encore combattre.`
        : moveAndBattle === 0
          ? `Se déplace de ${hexes(move)} sans combattre, ou reste sur place et combat.`
          : `Se déplace de ${hexes(moveAndBattle)} et peut combattre, ou de ${hexes(move)} au plus sans combattre.`,
    hitBy: (faces: readonly string[]) => `Touchée par\u00A0: ${list(faces)}.`,
    noSight: 'N’a pas besoin de ligne de vue.',
    terrainIgnored: 'Le terrain ne lui retire jamais de dés.',
    takesGround: 'Prend le terrain après un combat rapproché gagné.',
    overrun: 'Peut faire une percée\u00A0: combattre de nouveau après avoir pris le terrain.',
    battlesAfterCover: 'Peut combattre le tour où elle entre dans une forêt, un village ou des haies.',
    // foot (Equipment Pack, Sniper; FAQ §IV Snipers)
    sniper:
      'Tireur d’élite\u00A0: tire sur l’infanterie et l’artillerie, jamais sur les blindés\u00A0; son dé touche aussi sur une étoile. ' +
      'Seule une grenade le touche (une étoile aussi, venant d’un autre tireur d’élite ou des airs). Sa perte ne rapporte ' +
      'aucune médaille à l’ennemi, et il ne quitte jamais le plateau par une sortie.',
    // foot (Equipment Pack, M2 Machine Gun)
    machineGun: 'Ses étoiles touchent l’infanterie ennemie. Ne prend jamais de terrain.',
    // foot (Equipment Pack, M2 Mortar)
    mortar: 'Ne prend jamais de terrain.',
    // foot (FAQ §IV Combat Engineers)
    engineer:
      'Génie\u00A0: au corps à corps, ni le terrain, ni les sacs de sable, ni le bunker de la cible ne lui retirent de dé. ' +
      'Sur des barbelés, elle combat avec un dé de moins et les barbelés disparaissent. Si elle entre dans un champ de ' +
      'mines ennemi en pouvant encore combattre, ou y reste quand elle reçoit un ordre, elle le déblaie au lieu de combattre.',
    ordersOneMore: 'Une carte de section jouée dans sa section y donne un ordre à une unité de plus.',
    // brandenburgers (FAQ §IV Brandenburgers)
    disguise:
      'Des forces spéciales en uniforme ennemi : elles commencent avec une figurine ennemie parmi leurs 3. Tant qu’elle y est, les touches contre elles ne comptent que si l’attaquant obtient ensuite un symbole d’infanterie sur un dé (ce qui retire aussi la figurine) ; sur toute autre face, tout le jet est ignoré, drapeaux compris. Elles la perdent pour de bon dès qu’elles combattent ou tendent une embuscade.',
    figuresPerMedal: (n: number) =>
      `Sa perte ne rapporte pas de médaille\u00A0: chaque série de ${n} figurines de ce type perdues par un camp, quelle que soit leur unité, en rapporte une.`,
    noMedics: 'La carte Infirmiers et mécaniciens ne peut pas lui donner d’ordre.',
    noReinforcement: 'Il n’arrive jamais en renfort\u00A0: aucun train ne l’amène à une gare.',
    resupplyRule: 'Quand la bataille joue la règle de ravitaillement, il peut, au lieu de combattre, donner ses figurines aux unités affaiblies adjacentes, comme un camion de ravitaillement.',
    tankDestroyer:
      'Ses étoiles touchent les blindés. S’il n’a pas bougé ce tour, il ignore le couvert de sa cible. Tout attaquant autre que l’infanterie le touche aussi avec les étoiles. Comme tout blindé, il ne combat jamais depuis une tranchée.',
    confirmHits: 'Chaque touche qu’elle subit (combat, mines ou retraite impossible) est relancée, et seule une grenade à cette seconde lancée la détruit.',
    // vehicles (Equipment Pack Hobart's Funnies / FAQ §IV, §XII)
    petard:
      'Mortier Petard\u00A0: un dé de plus au corps à corps contre une unité dans un bunker, et une étoile à ce jet ' +
      'fait sauter le bunker. L’unité à l’intérieur n’en souffre pas, mais ne peut plus ignorer un drapeau grâce au ' +
      'bunker, et le char peut ensuite prendre l’hexagone.',
    clearsMines:
      'S’il entre dans un champ de mines ennemi en pouvant encore combattre, ou y reste quand il reçoit un ordre, il le déblaie au lieu de combattre.',
    retreat: (min: number, max: number) =>
      min === max
        ? `Recule de ${hexes(min)} par drapeau.`
        : `Recule de ${min} à ${max} hexagones par drapeau, au choix de son propriétaire.`,
    // guns (Equipment Pack)
    needsSight: 'Comme un canon à tir direct, elle doit voir sa cible.',
    fixedDice: 'Ses dés ne changent pas selon son hexagone, même sur une montagne.',
    starsHitArmor: 'Contre des blindés, chaque étoile qu’elle obtient est une touche.',
    zeroesIn:
      'Quand elle touche une unité qui reste en place, elle pose sur elle un de ses 3\u00A0réticules\u00A0: l’artillerie lourde et les destroyers de son camp lancent alors 1\u00A0dé de plus contre cette unité. Le réticule revient quand l’unité bouge ou disparaît, et tous reviennent quand la pièce bouge (sauf si son camp en a plusieurs).',
    ignoresOneFlag:
      'Peut ignorer un drapeau de chaque attaque, en plus de celui que son hexagone lui permet d’ignorer (jamais contre un barrage ni une frappe aérienne).',
    // ships (FAQ §IV Destroyers, Aircraft Carriers)
    movesOnly: (move: number) => `Se déplace de ${hexes(move)} au plus\u00A0; ne combat jamais.`,
    naval:
      'Un navire\u00A0: il ne navigue que sur les hexagones de mer, jamais à côté d’une plage, il peut tirer depuis la mer, ' +
      'il peut ignorer un drapeau de chaque attaque et aucune carte ne le répare. Ses figurines comptent les coups qu’il encaisse.',
    carrier: 'Ses avions ne volent pas dans ce jeu\u00A0: il n’a donc aucun dé de combat.',
    // landing craft (FAQ §IV Landing Craft)
    landingCraftName: 'Barge de débarquement',
    landingCraft:
      'Un bateau sous une unité, pas une unité\u00A0: il la porte de 2 hexagones au plus sur la mer et peut accoster sur tout ' +
      'hexagone sans hérissons, où le bateau reste. L’unité ne combat ni à flot ni le tour où elle débarque, ne recule que ' +
      'sur la mer et est touchée comme son propre type. Les cartes qui nomment un type d’unité ne lui donnent d’ordre ' +
      'que s’il ne reste aucune autre unité de ce type. Perdre l’unité fait perdre le bateau, sans médaille de plus.',
    // troopact (FAQ §III Heroic Leader)
    heroicLeaderName: 'Chef héroïque',
    heroicLeader:
      'Un médaillon rouge à étoile dorée sur un pion d’infanterie, quand la bataille en donne un. L’unité lance 1 dé de ' +
      'plus à chaque combat et peut ignorer un drapeau de chaque attaque, en plus de ceux que son hexagone lui fait ignorer ' +
      '(jamais contre un barrage ni une frappe aérienne). Quand l’unité est éliminée, on lance 2 dés\u00A0: sur une étoile, ' +
      'le chef meurt aussi et l’ennemi gagne une médaille\u00A0; sinon il rejoint l’unité d’infanterie amie la plus proche ' +
      'sans chef, ou, s’il n’en reste aucune, il est perdu pour une médaille.',
    // troopact (FAQ §III Collapsible Rafts & Boats)
    raftName: 'Canots pliants',
    raft:
      'Un canot orange sous un pion d’infanterie, quand la bataille en donne un. L’unité peut se mettre à l’eau sur un ' +
      'hexagone de rivière (pas un pont) et doit s’y arrêter. À flot, elle avance d’un hexagone par tour, le long de la ' +
      'rivière ou vers la rive mais jamais sur un pont, combat avec 1 dé de moins et perd une figurine par drapeau au lieu ' +
      'de reculer. Une fois à terre, le canot est perdu.',
    // trains (FAQ §IV Trains/Supply Trains, Armored Trains)
    train:
      'Un train : une locomotive et un wagon sur deux hexagones de voie ferrée, une seule unité, commandée par une carte ' +
      'de section jouée dans la section de l’un ou l’autre hexagone. Il roule de 3 hexagones au plus, en avant ou en ' +
      'arrière, sur une voie libre, sans jamais dépasser une autre unité. On peut attaquer l’un ou l’autre hexagone ; ' +
      'seules les grenades l’endommagent. Il ignore un drapeau de chaque attaque et recule d’un hexagone par autre drapeau, ' +
      'en subissant un dégât pour chaque hexagone qu’il ne peut pas faire. Le troisième dégât détruit le wagon et ce qu’il ' +
      'porte, le quatrième la locomotive, qui seule rapporte une médaille. Aucune carte ne le répare.',
    trainCargo:
      'Les unités à bord descendent quand la locomotive s’arrête dans une gare, sur des hexagones libres voisins de leur ' +
      'pièce, et ne peuvent ni bouger ni combattre ce tour-là.',
    armoredTrain:
      'Son wagon porte un canon qui tire comme l’artillerie depuis l’hexagone du wagon, même après un déplacement du train, tant que le wagon n’est pas détruit.',
    // swa (Equipment Pack / FAQ §IX Special Weapon Assets)
    antiTank: 'Ses étoiles touchent les blindés ennemis.',
    lateWarAsset:
      'Une arme de fin de guerre : ce qui la distingue de l’infanterie ordinaire (étoiles qui touchent, portée plus longue, tir sans voir) ne vaut que le tour où elle ne s’est pas déplacée. Dès qu’elle bouge, elle combat comme l’infanterie ordinaire : 3, 2, 1 dés, et elle doit voir sa cible.',
    // meemies (Equipment Pack Nebelwerfer / FAQ §IV Screaming Meemies)
    noCover: 'Son propre hexagone ne retire jamais de dés à l’ennemi qui l’attaque (un drapeau que son hexagone permet d’ignorer peut toujours l’être).',
    incendiary: 'Roquettes incendiaires\u00A0: l’unité qu’elle combat ne peut ignorer aucun drapeau.',
    smokeShells:
      'Au lieu de combattre, elle peut tirer des roquettes fumigènes\u00A0: un écran de fumée sur 1 à 3 hexagones qui se ' +
      'touchent, à sa portée, qui bloque la vue et se dissipe comme tout écran de fumée. Fumigènes ou incendiaires\u00A0: ' +
      'un seul type par tour.',
    // supply (Equipment Pack / FAQ §IV Supply Trucks)
    resupply:
      'Il ne combat jamais. Activé, pendant la phase de combat (qu’il ait bougé ou non), il peut remettre ses figurines ' +
      'une à une aux unités amies affaiblies qui lui sont voisines, jamais aux unités d’une seule figurine, aux trains, ' +
      'aux navires ni aux autres camions\u00A0: chacune récupère une figurine, sans dépasser son effectif de départ, et ne ' +
      'combat plus de ce tour. Les figurines remises quittent la partie et ne comptent jamais pour une médaille. ' +
      'Derrière les lignes ennemies, Retranchement, Infirmiers et mécaniciens et les cartes qui font combattre ne ' +
      'peuvent pas l’activer, et il ne va pas là où les blindés ne peuvent aller.',
    roadMove: (n: number) => `S’il part d’une route et la suit, il se déplace jusqu’à ${n}\u00A0hexagones.`,
    // funnies (Equipment Pack Hobart's Funnies, Mine digger)
    mineDigger: 'Démineur\u00A0: un champ de mines ennemi où il entre l’arrête et est retiré sans exploser\u00A0; il peut encore combattre ce tour-là.',
    // recon (Equipment Pack Jeep Willys / FAQ §IV Long-Range Patrol Cars)
    vehicle:
      'Un véhicule rapide à roues\u00A0: il ne va pas là où les blindés ne peuvent aller, ne retire jamais de barbelés, ' +
      'ne se soigne ni à l’hôpital ni à l’oasis, ne traverse jamais en canot pliant, et les cartes Derrière les lignes ennemies et Retranchement ne peuvent pas l’activer.',
    roadCap: (n: number) => `La route ne lui donne aucun hexagone de plus\u00A0: ${n}\u00A0hexagones au plus, sur route ou non.`,
    // funnies3 (Equipment Pack Hobart's Funnies, Fascine and Bobbin)
    funnyGround: {
      fascine: 'Fascine\u00A0: gués et tranchées sont pour lui du terrain dégagé, pour ses mouvements comme pour ses combats\u00A0: ils ne l’arrêtent pas, et il y tire avec tous ses dés.',
      bobbin: 'Bobine\u00A0: plages, marais et barbelés sont pour lui du terrain dégagé, pour ses mouvements comme pour ses combats\u00A0; il passe les barbelés sans s’arrêter et écrase tous ceux qu’il traverse.',
    },
    // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
    bridgeLayer:
      'Pont d’assaut\u00A0: une fois par partie, au lieu de combattre, il pose un pont sur un hexagone de rivière voisin et peut s’y engager, même après 3\u00A0hexagones de mouvement. ' +
      'Jamais depuis un hexagone d’où il ne peut pas combattre\u00A0; arrêté par des barbelés ou un champ de mines, il pose le pont mais reste sur place.',
    // funnies-choice (Equipment Pack Hobart's Funnies l.190: the accessory chosen at game start)
    accessoryChoice:
      'Accessoire au choix\u00A0: avant le premier tour, son propriétaire l’équipe d’un pont d’assaut, d’une bobine, d’une fascine, d’un démineur ' +
      'ou d’un mortier Petard, sous les yeux de l’adversaire. Il joue comme ce Churchill toute la bataille\u00A0; le choix ne change jamais.',
    // holdout3 (FAQ §IV Tigers, Wittmann Q l.2658-2660)
    unmovedDice: (n: number) =>
      `As\u00A0: au tour où il n’a ni bougé ni pris de terrain, il combat avec ${n}\u00A0dés à toute distance\u00A0; dès qu’il bouge, même pour prendre du terrain, il lance les 3\u00A0dés habituels.`,
  },

  terrain: {
    heading: 'Terrains et obstacles',
    note:
      'Les dés retirés par le terrain ou les obstacles ne s’additionnent jamais\u00A0: seule la plus forte réduction compte. ' +
      'L’artillerie les ignore tous. Rien sur l’hexagone de la cible elle-même ne bloque la ligne de vue vers elle.',
    terrainHeading: 'Terrains',
    obstaclesHeading: 'Obstacles',
    markersHeading: 'Marqueurs',
    moving: 'Mouvement',
    battle: 'Combat',
    sight: 'Ligne de vue',
    name: {
      countryside: 'Campagne',
      forest: 'Forêt',
      hedgerow: 'Haies',
      hill: 'Colline',
      town: 'Ville ou village',
      river: 'Rivière',
      beach: 'Plage',
      ocean: 'Océan',
      marsh: 'Marais',
      lake: 'Lac',
      'city-ruins': 'Ruines urbaines',
      factory: 'Usine',
      'hill-forest': 'Colline boisée',
      'hill-village': 'Village perché',
      ravine: 'Ravin',
      trenches: 'Tranchées',
      church: 'Église',
      cemetery: 'Cimetière',
      ford: 'Gué',
      'fordable-stream': 'Ruisseau guéable',
      airfield: 'Aérodrome',
      jungle: 'Jungle',
      dam: 'Barrage',
      oasis: 'Oasis',
      'hq-tent': 'Tentes de QG ou de ravitaillement',
      hospital: 'Hôpital',
      railroad: 'Voie ferrée',
      station: 'Gare',
      mountain: 'Montagne',
      ridge: 'Erg ou crête',
      'steep-hill': 'Colline escarpée',
      wadi: 'Oued ou ravine',
      fortress: 'Forteresse',
      'rice-paddy': 'Rizières',
      escarpment: 'Escarpement',
      cliff: 'Falaise',
      'sea-bluff': 'Falaise côtière',
      'frozen-river': 'Rivière gelée',
      barracks: 'Caserne',
      lighthouse: 'Phare',
      'radar-station': 'Station radar',
      'supply-depot': 'Dépôt de ravitaillement',
      'power-plant': 'Centrale électrique',
      'prison-camp': 'Camp de prisonniers',
      // caves (FAQ §II Caves on Hills and Mountains)
      'cave-hill': 'Colline à grottes',
      'cave-mountain': 'Montagne à grottes',
      // flooded (house rules App. 2 High Ground & Flooded Fields)
      'flooded-field': 'Champ inondé',
    } satisfies Record<TerrainKind, string>,
    obstacleName: {
      sandbags: 'Sacs de sable',
      wire: 'Barbelés',
      hedgehog: 'Hérissons tchèques',
      roadblock: 'Barrage routier',
      bunker: 'Bunker',
      'field-bunker': 'Bunker de campagne',
      bridge: 'Pont',
      pontoon: 'Pont flottant',
      road: 'Route',
      minefield: 'Champ de mines',
      exit: 'Marqueur de sortie',
      objective: 'Médaille d’objectif',
      smoke: 'Écran de fumée',
      'smoke-thinning': 'Écran de fumée, qui se dissipe',
      camouflage: 'Unité camouflée',
      headquarters: 'Quartier général',
      'headquarters-captured': 'Quartier général tenu par l’ennemi',
      'sudden-death': 'Hexagone de victoire immédiate',
      'dam-charges': 'Charges sur un barrage',
      'dam-sabotaged': 'Barrage saboté',
      'blown-bridge': 'Pont détruit',
      'battle-star': 'Étoile de bataille',
      token: 'Autre marqueur',
      // seaWall (FAQ §II Sea Wall)
      'sea-wall': 'Mur de digue',
    } satisfies Record<ObstacleKind | 'bunker' | 'field-bunker' | 'bridge' | 'pontoon' | 'road' | MarkerKey, string>,
    none: 'Aucun effet.',
    impassable: 'Infranchissable.',
    stops: 'Une unité qui y entre doit s’arrêter.',
    noEntryFor: (classes: readonly UnitSymbol[]) => `${classUnits(classes)} ne peuvent pas y entrer.`,
    stopsFor: (classes: readonly UnitSymbol[]) => `${classUnits(classes)} doivent s’arrêter en y entrant.`,
    stopsOnClimb: 'Une unité qui y monte depuis un terrain plus bas doit s’arrêter.',
    stopsOnClimbFor: (classes: readonly UnitSymbol[]) =>
      `${classUnits(classes)} qui y montent depuis un terrain plus bas doivent s’arrêter.`,
    climbCost: (n: number) =>
      `Y monter depuis un terrain plus bas compte pour ${hexes(n)}\u00A0; en descendre, ou y venir d’une colline, pour 1.`,
    leaveOneHex: 'Une unité qui en sort ne peut aller que sur un hexagone adjacent.',
    leaveOneHexFor: (classes: readonly UnitSymbol[]) =>
      `${classUnits(classes)} qui en sortent ne peuvent aller que sur un hexagone adjacent.`,
    hedgerow: 'On n’y entre et on n’en sort que par un mouvement d’un seul hexagone.',
    moveCap: (n: number) => `Un mouvement qui y entre fait ${hexes(n)} au plus.`,
    noRetreat: 'Aucune retraite n’y est possible.',
    infantryOnly: 'Seule l’infanterie peut y entrer.',
    noBattleFrom: 'Une unité qui s’y trouve ne peut pas combattre.',
    // trench (FAQ §IV Tank Destroyers)
    noBattleFromFor: (classes: readonly UnitSymbol[]) =>
      `${classUnits(classes)} qui s’y trouvent ne peuvent pas combattre\u00A0: ni attaque, ni percée, ni embuscade.`,
    noBattleOnEntry: 'Une unité ne peut pas combattre le tour où elle y entre.',
    noBattleOnEntryFor: (classes: readonly UnitSymbol[]) =>
      `${classUnits(classes)} ne peuvent pas combattre le tour où elles y entrent.`,
    battleOnEntryIfAdjacent: 'Une unité ne peut combattre le tour où elle y entre que si elle lui était adjacente une fois activée.',
    battleOnEntryIfAdjacentFor: (classes: readonly UnitSymbol[]) =>
      `${classUnits(classes)} ne peuvent combattre le tour où elles y entrent que si elles lui étaient adjacentes une fois activées.`,
    closeCombatOnly: 'Les unités ne combattent vers lui ou depuis lui que contre une cible adjacente.',
    closeCombatOnlyFor: (classes: readonly UnitSymbol[]) =>
      `${classUnits(classes)} ne combattent vers lui ou depuis lui que contre une cible adjacente.`,
    noBattleOnLeave: 'Une unité ne peut pas combattre le tour où elle en sort.',
    noBattleOnLeaveFor: (classes: readonly UnitSymbol[]) =>
      `${classUnits(classes)} ne peuvent pas combattre le tour où elles en sortent.`,
    battleOut: (n: number) => `Une unité qui s’y trouve lance ${dice(n)} de moins contre toute cible.`,
    battleOutFor: (classes: readonly UnitSymbol[], n: number) =>
      `${classUnits(classes)} qui s’y trouvent lancent ${dice(n)} de moins contre toute cible.`,
    protection: (infantry: number, armor: number) =>
      infantry === armor
        ? `L’infanterie et les blindés lancent ${dice(infantry)} de moins contre une unité qui s’y trouve.`
        : `Contre une unité qui s’y trouve, l’infanterie lance ${dice(infantry)} de moins et les blindés ${dice(armor)} de moins.`,
    hillLevel: 'Aucune réduction si l’attaquant est lui aussi sur une colline.',
    mountainLevel:
      'Aucune réduction si l’attaquant est sur le même massif\u00A0; depuis une colline, la réduction entière.',
    mountainSteps:
      'Une unité ne peut y monter ou y reculer que depuis une colline ou une montagne, et n’en descendre ou en reculer que vers l’une d’elles.',
    artilleryDice: (dice: readonly number[]) =>
      `L’artillerie qui s’y trouve lance ${dice.join(', ')} dés selon la distance (portée ${dice.length}).`,
    ignoresFlag: 'Une unité qui s’y trouve peut ignorer le premier drapeau obtenu contre elle.',
    ignoresFlagFor: (classes: readonly UnitSymbol[]) =>
      `${classUnits(classes)} qui s’y trouvent peuvent ignorer le premier drapeau obtenu contre elles.`,
    ignoresAllFlags: 'Une unité qui s’y trouve peut ignorer tous les drapeaux obtenus contre elle.',
    ignoresAllFlagsFor: (classes: readonly UnitSymbol[]) =>
      `${classUnits(classes)} qui s’y trouvent peuvent ignorer tous les drapeaux obtenus contre elles.`,
    artilleryStarsOnly: 'L’artillerie qui tire sur une unité qui s’y trouve ne touche qu’avec les étoiles.',
    holdsArtillery: 'L’artillerie qui y commence la bataille ne peut jamais en sortir.',
    thinIce: (n: number) =>
      `Une unité qui s’y déplace, y prend le terrain ou y recule lance ${dice(n)}\u00A0: chaque étoile lui coûte une figurine. Elle ne peut pas passer directement de la glace à un pont.`,
    ruinedBy: (classes: readonly UnitSymbol[]) =>
      `Le tir des unités ${list(classes.map((c) => OF_CLASS[c] ?? c))} la détruit\u00A0: une fois ce combat terminé, l’hexagone devient des ruines.`,
    blocksSight: 'Bloque la ligne de vue.',
    hillSight: 'Bloque la ligne de vue, sauf entre unités sur la même colline.',
    mountainSight: 'Bloque la ligne de vue, sauf entre unités sur le même massif.',
    clearSight: 'Ne bloque pas la ligne de vue.',
    extra: {
      river: { moving: 'Se franchit par un pont.' },
      airfield: { moving: 'Un repère\u00A0: une bataille peut en faire un objectif.' },
      'hq-tent': { moving: 'Un repère\u00A0: une bataille peut en faire un objectif.' },
      'supply-depot': { moving: 'Un repère\u00A0: une bataille peut en faire un objectif.' },
      'power-plant': { moving: 'Un repère\u00A0: une bataille peut en faire un objectif.' },
      'prison-camp': { moving: 'Un repère\u00A0: une bataille peut en faire un objectif.' },
      hospital: { moving: 'Un repère\u00A0: une bataille peut en faire un objectif.' },
      dam: { moving: 'Un repère\u00A0: une bataille peut en faire un objectif.' },
      wadi: { moving: 'Ses pentes latérales sont infranchissables, dans les deux sens\u00A0: on n’y entre et on n’en sort que par ses extrémités ouvertes.' },
      wire: {
        moving: 'Des blindés qui y entrent les retirent\u00A0; l’infanterie peut les retirer au lieu de combattre.',
        battle: 'Une unité autre que des blindés sur des barbelés lance 1 dé de moins.',
      },
      sandbags: { moving: 'Ils sont retirés quand leur unité s’en va.' },
      bunker: {
        moving: 'Seule l’infanterie du camp à qui il appartient peut y entrer.',
      },
      'field-bunker': {
        moving: 'Seule l’infanterie peut y entrer. À la différence d’un bunker, il abrite le camp qui l’occupe, quel qu’il soit.',
      },
      cliff: {
        moving:
          'Depuis une plage ou vers elle, l’infanterie dépense 2 hexagones pour ce pas et ne peut pas y prendre le terrain en montant\u00A0; blindés et ' +
          'artillerie ne peuvent pas faire ce pas. Depuis l’intérieur des terres, et pour les retraites, une simple colline.',
      },
      'sea-bluff': {
        moving:
          'Depuis une plage ou vers elle, l’infanterie dépense 2 hexagones pour ce pas\u00A0; blindés et artillerie ne peuvent pas faire ce pas. Depuis ' +
          'l’intérieur des terres, et pour les retraites, une simple colline.',
      },
      roadblock: { moving: 'Seul le génie peut le dégager\u00A0: après y être entré, au lieu de combattre.' },
      bridge: { moving: 'Fait d’un hexagone de rivière un terrain ordinaire pour le mouvement, le combat et la retraite.' },
      pontoon: {
        moving:
          'Posé pendant la bataille par un camp dont les règles de bataille le permettent, sur un hexagone de rivière de la section d’une carte Attaque. Il fonctionne comme tout autre pont.',
      },
      smoke: {
        moving:
          'Posé par un camp dont les règles de bataille lui donnent un écran, sur 3 hexagones voisins avant de jouer une carte. Les unités le traversent librement.',
        battle: 'Une unité qui s’y trouve voit au dehors et est vue\u00A0; seules les lignes qui le traversent sont coupées.',
      },
      'smoke-thinning': {
        moving: 'Le même écran une fois que l’autre camp a joué un tour. Il disparaît à la fin du tour suivant de ce camp.',
        battle: 'Une unité qui s’y trouve voit au dehors et est vue\u00A0; seules les lignes qui le traversent sont coupées.',
      },
      camouflage: {
        battle:
          'Seule une unité ennemie adjacente peut la combattre\u00A0; aucune carte ne la frappe de loin. La marque disparaît pour de bon dès que l’unité se déplace, recule ou combat.',
      },
      headquarters: {
        moving:
          'Le fanion du quartier général d’un camp. Quand une unité ennemie y entre, son propriétaire perd une carte Commandement au hasard et joue avec une carte de moins.',
      },
      'headquarters-captured': {
        moving:
          'Pâle et barré tant que l’ennemi le tient. Une unité de son propriétaire qui y revient repioche la carte perdue.',
      },
      'sudden-death': {
        moving:
          'Dans une bataille à victoire immédiate, le camp de cette couleur gagne aussitôt quand son propre tour s’achève avec ses unités sur assez d’hexagones marqués, quelles que soient les médailles. Touchez-en un pour savoir combien.',
      },
      'dam-charges': {
        moving:
          'Dans une bataille avec sabotage de barrage, un bâton rouge par charge posée par les saboteurs. La quatrième charge sabote le barrage\u00A0; une unité ennemie qui atteint le barrage les retire toutes.',
      },
      'dam-sabotaged': { moving: 'La fissure d’un barrage saboté\u00A0: ses médailles sont acquises pour de bon. Le barrage compte toujours comme un barrage.' },
      'blown-bridge': { moving: 'Les restes calcinés d’un pont détruit pendant cette bataille. Plus rien ne permet de traverser\u00A0: l’hexagone redevient une rivière.' },
      'battle-star': { moving: 'L’application ne joue aucune règle pour elle\u00A0: sa signification est dans les notes de la bataille.' },
      token: {
        moving: 'Un marqueur du fichier de bataille sans règle dans l’application\u00A0: sa signification est dans les notes de la bataille.',
      },
      road: {
        moving:
          'Une unité qui commence son mouvement sur une route et ne fait que la suivre, en finissant dessus, peut se déplacer d’un hexagone de plus (et ' +
          'combattre après un hexagone de plus, si elle peut combattre après s’être déplacée). Un pont interrompt la route.',
        battle: 'C’est le terrain sous la route qui compte (une route sur une colline est une colline).',
      },
      minefield: {
        moving:
          'Une unité ennemie qui s’y déplace ou y prend le terrain retourne le pion\u00A0: elle lance autant de dés que le ' +
          'nombre indiqué, son propre symbole et les grenades touchant\u00A0; un pion vierge est un leurre et disparaît. Une retraite ' +
          'ne le déclenche jamais. Jusque-là, seul le camp qui l’a posé connaît le nombre.',
      },
      exit: { moving: 'Les unités activées du camp auquel appartient sa flèche peuvent quitter le plateau ici, chacune pour une médaille.' },
      objective: {
        moving:
          'Le tenir rapporte les médailles indiquées au camp qu’il désigne\u00A0: certaines sont gardées pour de bon une fois prises, d’autres seulement tant qu’il est tenu.',
      },
      // caves (FAQ §II Caves on Hills and Mountains)
      'cave-hill': {
        moving:
          'L’infanterie japonaise dans une grotte peut gagner n’importe quelle autre grotte libre du plateau, proche ou lointaine\u00A0: c’est tout son mouvement, et elle peut encore combattre. Une infanterie alliée entrée dans une grotte sans ennemi adjacent peut, au lieu de combattre, lancer ses dés de combat rapproché\u00A0: une grenade scelle la grotte, qui devient une simple colline.',
        battle: 'Infanterie et blindés lancent 2 dés de moins contre l’infanterie japonaise dans une grotte, quelle que soit la hauteur, et elle ignore tous les drapeaux qu’elle peut ignorer. Toute autre unité n’a que la protection de la colline.',
      },
      'cave-mountain': {
        moving:
          'L’infanterie japonaise dans une grotte peut gagner n’importe quelle autre grotte libre du plateau, proche ou lointaine\u00A0: c’est tout son mouvement, et elle peut encore combattre. Une infanterie alliée entrée dans une grotte sans ennemi adjacent peut, au lieu de combattre, lancer ses dés de combat rapproché\u00A0: une grenade scelle la grotte, qui devient une simple montagne.',
        battle: 'Infanterie et blindés lancent 2 dés de moins contre l’infanterie japonaise dans une grotte, quelle que soit la hauteur, et elle ignore tous les drapeaux qu’elle peut ignorer. Toute autre unité n’a que la protection de la montagne.',
      },
      // flooded (house rules App. 2 High Ground & Flooded Fields)
      'flooded-field': {
        moving: 'Une unité ne peut y entrer que depuis un hexagone voisin. Dans une bataille aux champs inondés, la campagne découverte est inondée\u00A0; collines, routes, villes et terrain surélevé restent au sec.',
        battle: 'Un blindé peut y prendre le terrain après un combat rapproché, mais pas y enchaîner une percée.',
      },
      // seaWall (FAQ §II Sea Wall)
      'sea-wall': {
        moving: 'Les unités le traversent librement. Il n’est jamais retiré, quelles que soient les allées et venues.',
        battle: 'Seules les unités du camp qu’il abrite profitent de sa protection et de son drapeau\u00A0; pour l’ennemi, l’hexagone est nu.',
      },
    },
  },

  battleRules: {
    heading: 'Règles de bataille',
    intro:
      'Certaines batailles ajoutent leurs propres règles à celles ci-dessus. Un fichier de bataille les active, ou vous le faites sur l’écran d’import\u00A0; pendant une partie, le bouton d’examen les liste avant que vous choisissiez un hexagone.',
  },

  armies: {
    heading: 'Armées',
    intro: 'Dans certaines batailles, les unités d’un camp se battent selon les habitudes de leur armée. Toucher une unité dit lesquelles elle suit.',
    army: {
      japanese: {
        name: 'Armée impériale japonaise (infanterie)',
        points: [
          'Elle ne cède jamais au premier drapeau d’une attaque, ni aux deux premiers là où son terrain en fait déjà ignorer un. Barrages et frappes aériennes la font reculer en entier.',
          'Au complet, elle lance un dé de plus contre un ennemi adjacent.',
          'Banzaï\u00A0: elle peut avancer de 2 hexagones et combattre quand même, mais seulement un ennemi adjacent.',
        ],
      },
      italian: {
        name: 'Armée royale italienne',
        points: [
          'Chaque drapeau contre une unité italienne peut la faire reculer de 1, 2 ou 3 hexagones, au choix de son camp.',
          'L’artillerie italienne peut ignorer un drapeau de chaque attaque qui la vise.',
        ],
      },
      // italy (Equipment Pack §VII France)
      french: {
        name: 'Armée française (infanterie de 1940)',
        points: [
          'Les unités d’infanterie française ont quatre figurines.',
          'Furia francese, dans les batailles qui la jouent\u00A0: une unité d’infanterie française dont le combat rapproché élimine ou repousse l’ennemi peut prendre le terrain, ou rester et charger un autre ennemi adjacent avec 1 dé, quel que soit son abri. Une fois par tour\u00A0; elle peut prendre le terrain après cette charge. Jamais les forces spéciales, le génie ni les autres spécialistes.',
        ],
      },
    },
  },

  dice: {
    heading: 'Dés',
    intro: 'Chaque dé de combat a six faces\u00A0:',
    face: {
      infantry: 'Infanterie',
      armor: 'Blindé',
      grenade: 'Grenade',
      star: 'Étoile',
      flag: 'Drapeau',
    } satisfies Record<DieFace, string>,
    share: (n: number, of: number) => `${n} ${n <= 1 ? 'face' : 'faces'} sur ${of}`,
    faceWord: {
      infantry: 'infanterie',
      armor: 'blindés',
      grenade: 'grenades',
      star: 'étoiles',
      flag: 'drapeaux',
    } satisfies Record<DieFace, string>,
    effect: {
      infantry: 'Touche l’infanterie.',
      armor: 'Touche les blindés.',
      grenade: 'Touche n’importe quelle unité.',
      star: 'Manque, sauf si une carte fait compter les étoiles.',
      flag: 'La cible recule (voir Retraites).',
    } satisfies Record<DieFace, string>,
    whatHitsHeading: 'Qui touche quoi',
    symbolName: {
      infantry: 'Unités d’infanterie',
      armor: 'Unités de blindés',
      artillery: 'Unités d’artillerie',
    } satisfies Record<UnitSymbol, string>,
    order:
      'Chaque touche retire une figurine\u00A0; une unité qui perd sa dernière figurine est éliminée. Les touches d’abord, ' +
      'puis les retraites.',
  },

  retreats: {
    heading: 'Retraites',
    points: [
      'Chaque drapeau fait reculer la cible vers son propre bord du plateau, de la distance de retraite de son type ' +
        '(voir Unités). Son propriétaire choisit les hexagones.',
      'Le terrain ne ralentit pas une retraite, mais aucune unité, aucun hexagone infranchissable, aucun océan ni le bord du plateau ne peut être franchi.',
      'Pour chaque hexagone qu’elle ne peut pas reculer, l’unité perd une figurine à la place.',
      'Sur des sacs de sable, des hérissons ou son propre bunker, une unité peut ignorer le premier drapeau, sauf contre Barrage et ' +
        'Appui aérien.',
      'Blindés et artillerie ne peuvent pas reculer dans un bunker ni sur des hérissons.',
      'Une bataille peut permettre à une seule unité d’ignorer un drapeau de chaque attaque, où qu’elle soit\u00A0; la description ' +
        'de son hexagone le dit.',
    ],
  },

  victory: {
    heading: 'Médailles et victoire',
    points: [
      'Éliminez une unité ennemie et vous gagnez une médaille (une bataille peut faire valoir plus certaines unités).',
      'Certaines batailles donnent aussi des médailles pour des objectifs\u00A0: un hexagone ou un groupe d’hexagones, tenus tant que vous y ' +
        'restez ou gardés pour de bon une fois pris. Le briefing dit lesquels.',
      'Le premier camp qui atteint le nombre de médailles de la bataille gagne aussitôt, même au milieu d’un tour.',
      'Pour un match équitable, jouez la bataille deux fois en échangeant les camps\u00A0: le plus de médailles sur les deux parties l’emporte.',
    ],
  },

  cards: {
    heading: 'Cartes Commandement',
    sectionHeading: 'Cartes Section',
    sectionIntro: 'Chacune active des unités dans la partie du plateau qu’elle nomme\u00A0: le flanc gauche, le centre ou le flanc droit.',
    family: {
      recon: 'Reconnaissance',
      probe: 'Escarmouche',
      attack: 'Attaque',
      assault: 'Assaut',
    } satisfies Record<SectionFamily, string>,
    inNamedSection: (n: number | 'all') => `${n === 'all' ? 'Toutes les unités' : units(n)} dans la section qu’elle nomme.`,
    eachSection: (n: number) => `${units(n)} dans chacune des trois sections.`,
    eachFlank: (n: number) => `${units(n)} sur chaque flanc.`,
    sectionName: { left: 'sur le flanc gauche', centre: 'au centre', right: 'sur le flanc droit' },
    inSection: (n: number | 'all', where: string) => `${n === 'all' ? 'toutes les unités' : units(n)} ${where}`,
    recon: 'À la fin du tour, piochez 2 cartes et gardez-en 1.',
    tacticHeading: 'Cartes Tactique',
    tacticIntro: 'Une carte qui active un type d’unité que vous n’avez plus active à la place 1 unité de votre choix.',
    tactic: {
      'direct-from-hq': 'Activez 4 unités de votre choix, n’importe où sur le plateau.',
      'move-out': 'Activez 4 unités d’infanterie.',
      'armor-assault': 'Activez 4 unités de blindés\u00A0; elles lancent 1 dé de plus en combat rapproché.',
      'infantry-assault':
        'Activez toutes les unités d’infanterie d’une section\u00A0: elles peuvent avancer de 2 hexagones et combattre, ou de 3 sans combattre.',
      'counter-attack': 'Répétez l’ordre que votre adversaire vient de jouer, sur la même partie du plateau.',
      'artillery-bombard': 'Activez toute l’artillerie\u00A0: chaque unité avance de 3 hexagones au plus, ou combat deux fois.',
      barrage: 'Frappez une unité ennemie n’importe où avec 4 dés\u00A0; le terrain ne la protège pas et ses drapeaux ne peuvent pas être ignorés.',
      'air-power':
        'Frappez une chaîne de 4 unités ennemies voisines au plus, les étoiles touchant aussi\u00A0: les Alliés lancent 2 dés par hexagone, l’Axe 1.',
      ambush: 'Jouez-la pendant le tour adverse quand l’ennemi attaque au contact une de vos unités\u00A0: votre unité combat la première.',
      'behind-enemy-lines':
        'Une unité d’infanterie avance de 3 hexagones au plus sans tenir compte du terrain, combat avec 1 dé de plus, puis avance encore de 3 au plus.',
      'close-assault': 'Chaque unité d’infanterie et de blindés adjacente à un ennemi le combat sans bouger, avec 1 dé de plus.',
      'dig-in': 'Jusqu’à 4 unités d’infanterie posent des sacs de sable sur leur hexagone au lieu de bouger ou de combattre.',
      firefight: 'Jusqu’à 4 unités non adjacentes à l’ennemi tirent sans bouger, avec 1 dé de plus.',
      'medics-mechanics':
        'Une unité qui a perdu des figurines lance 1 dé par carte en main pour les récupérer\u00A0; si certaines reviennent, elle peut ' +
        'se déplacer et combattre.',
      'their-finest-hour':
        'Lancez 1 dé par carte en main\u00A0: chaque symbole d’unité ou étoile active une unité, et ces unités lancent 1 dé de plus.',
    } satisfies Record<TacticType, string>,
  },
};

