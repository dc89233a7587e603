/** French: the built-in battles' names and briefings (text/battles.ts), written for this app. */
import type { Translation } from '../../i18n';
import type { BATTLE_TEXT, BattleWords } from '../battles';

const cards = (axis: number, allies: number, nation: string) =>
  `Axe\u00A0: bord du haut, ${axis} cartes Commandement. Alliés (${nation})\u00A0: bord du bas, ${allies} cartes Commandement.`;
const medals = (n: number) => `Le premier camp à réunir ${n} médailles gagne.`;
const ALLIES_FIRST = 'Les Alliés jouent en premier.';
const AXIS_FIRST = 'L’Axe joue en premier.';
const NO_OBJECTIVES = 'Il n’y a pas de médaille d’objectif\u00A0: chaque médaille vient de la destruction d’une unité ennemie.';
const SPECIAL = 'elles peuvent se déplacer de deux hexagones et combattre quand même';
const RESISTANCE =
  '3 figurines chacune. Elles peuvent combattre le tour où elles entrent dans une forêt, un village ou des haies, et reculer de 1, 2 ou 3 hexagones par drapeau.';

const BY_ID: Record<string, BattleWords> = {
  'pegasus-bridge': {
    name: 'Pegasus Bridge',
    history:
      'Quelques minutes après minuit, le 6 juin 1944, des planeurs chargés de troupes aéroportées britanniques se posent dans le noir tout près des ponts sur le canal de Caen et sur l’Orne. Les hommes des planeurs prennent les deux ponts en quelques minutes d’un combat par surprise, puis les tiennent face aux contre-attaques allemandes jusqu’à l’arrivée des parachutistes et, plus tard dans la journée, des commandos venus de Sword Beach.',
    notes: [
      cards(2, 6, 'Britanniques'),
      medals(4),
      ALLIES_FIRST,
      'L’Axe commence avec 2 cartes Commandement seulement. À la fin de chacun de ses deux premiers tours, il pioche une carte de plus que d’habitude\u00A0: sa main monte ainsi à 4. S’il joue une carte Reconnaissance pendant l’un de ces tours, il en pioche 2 et en garde 1 comme d’habitude, puis pioche la carte en plus.',
      'Les Alliés marquent 1 médaille pour chacun des deux ponts, Pegasus Bridge sur le canal de Caen et le pont sur l’Orne, tant qu’une de leurs unités s’y trouve\u00A0; la médaille est reperdue quand aucune unité alliée n’y est plus.',
      'Le canal de Caen et l’Orne ne se franchissent que par les deux ponts. On ne peut pas entrer dans l’étang au milieu du plateau.',
    ],
  },
  'sainte-mere-eglise': {
    name: 'Sainte-Mère-Église',
    history:
      'Dans la nuit qui précède le Débarquement, des parachutistes américains sont largués sur tout le Cotentin, derrière Utah Beach, beaucoup loin des zones prévues. Les hommes de la 82e division aéroportée prennent avant l’aube du 6 juin 1944 le bourg-carrefour de Sainte-Mère-Église, l’une des premières villes de France libérées, et le tiennent toute la journée face aux attaques allemandes venues du nord et du sud.',
    notes: [
      cards(4, 5, 'Américains'),
      medals(4),
      ALLIES_FIRST,
      'Parachutistes\u00A0: une fois les deux mains distribuées, avant le premier tour, 4 unités d’infanterie alliées de plus sont larguées. Chacune atterrit sur un hexagone tiré au hasard parmi ceux à 4 hexagones au plus du centre du plateau, tous aussi probables. Une unité qui atterrit hors du plateau, sur une autre unité, sur un hexagone où elle ne pourrait pas entrer ou sur le même hexagone qu’un autre parachutiste est perdue, et personne ne marque de médaille pour elle.',
      NO_OBJECTIVES,
      'L’église de Sainte-Mère-Église compte comme un hexagone de village ordinaire.',
    ],
  },
  'sword-beach': {
    name: 'Sword Beach',
    history:
      'Sword est la plus à l’est des cinq plages du débarquement allié du 6 juin 1944. L’infanterie britannique, des chars amphibies et des commandos y prennent pied entre Ouistreham et Lion-sur-Mer sous le feu des défenses côtières allemandes. Les commandos s’enfoncent ensuite dans les terres pour rejoindre les troupes aéroportées qui tiennent les ponts sur l’Orne.',
    notes: [
      cards(4, 5, 'Britanniques'),
      medals(5),
      ALLIES_FIRST,
      'Les forces alliées partent de la mer\u00A0: les deux rangées du bas sont de l’océan, et les trois rangées au-dessus une plage couverte de hérissons et de barbelés.',
      'Les Alliés marquent 1 médaille pour chacune des trois villes du bord de l’Axe tant qu’une de leurs unités s’y trouve\u00A0; la médaille est reperdue quand aucune unité alliée n’y est plus.',
      'Les trois bunkers appartiennent à l’Axe\u00A0: seules les unités de l’Axe profitent de leur protection.',
      `Trois unités alliées sont des commandos (forces spéciales)\u00A0: ${SPECIAL}.`,
    ],
  },
  'pointe-du-hoc': {
    name: 'Pointe du Hoc',
    history:
      'Entre Utah Beach et Omaha Beach, les Allemands ont installé sur le promontoire de la Pointe du Hoc une batterie de canons lourds capable de tirer sur les deux plages. Le matin du 6 juin 1944, trois compagnies de Rangers américains débarquent au pied des falaises et les escaladent sous le feu, avec des cordes et des échelles. Au sommet, ils découvrent que les canons ont été déplacés dans les terres\u00A0; ils les retrouvent, les détruisent et tiennent le promontoire deux jours, jusqu’à leur relève.',
    notes: [
      cards(4, 6, 'Américains'),
      medals(4),
      ALLIES_FIRST,
      'Les Rangers partent de la mer et de l’étroite plage\u00A0: les deux rangées du bas sont de l’océan, et la plage s’étend au pied d’une ligne de falaises.',
      'C’est la version du jeu de base\u00A0: les falaises sont des collines ordinaires. Une unité d’infanterie qui gagne un combat rapproché depuis la plage peut y prendre le terrain en montant.',
      'Les Alliés marquent 1 médaille pour chacun des deux hexagones de forêt du bord de l’Axe, où les canons étaient cachés, la première fois qu’une de leurs unités y entre. La médaille est gardée même après le départ de l’unité.',
      'Les quatre bunkers appartiennent à l’Axe\u00A0: seules les unités de l’Axe profitent de leur protection.',
      `Les neuf unités alliées sont des Rangers (forces spéciales)\u00A0: ${SPECIAL}.`,
    ],
  },
  'mont-mouchet': {
    name: 'Mont Mouchet',
    history:
      'Au printemps 1944, des milliers de résistants se rassemblent dans les collines boisées autour du mont Mouchet, dans le Massif central, pour se soulever contre l’occupant. Le 10 juin, des troupes allemandes appuyées par des blindés attaquent ce réduit. Après une journée de durs combats, les maquisards, moins bien armés mais pas vaincus, s’échappent par les forêts.',
    notes: [
      cards(4, 5, 'Français'),
      medals(4),
      ALLIES_FIRST,
      `Les sept unités alliées sont des résistants\u00A0: ${RESISTANCE}`,
      'Les deux unités de blindés d’élite allemandes (4 figurines chacune) valent chacune 2 médailles aux Alliés quand elles sont détruites.',
      NO_OBJECTIVES,
    ],
  },
  vassieux: {
    name: 'Vassieux',
    history:
      'En juillet 1944, la Résistance tient le plateau du Vercors, au sud-ouest de Grenoble, comme un territoire libre, et a préparé près de Vassieux une piste d’atterrissage pour les avions de ravitaillement alliés. Le 21 juillet, des planeurs allemands se posent juste à côté du village tandis que d’autres unités montent sur le plateau, et en quelques jours de combats ils écrasent les défenseurs.',
    notes: [
      cards(4, 4, 'Français'),
      medals(4),
      AXIS_FIRST,
      `Les dix unités alliées sont des résistants\u00A0: ${RESISTANCE}`,
      'La pioche n’est jamais remélangée, pas même par Leur heure de gloire. Si un tour se termine sans carte à piocher, l’Axe gagne.',
      'Il n’y a pas de médaille d’objectif. Les deux noms d’aérodromes sur la carte ne sont que des noms de lieux.',
    ],
  },
  'operation-cobra': {
    name: 'Opération Cobra',
    history:
      'Fin juillet 1944, l’avance américaine s’est enlisée dans le bocage normand. L’opération Cobra s’ouvre par un énorme bombardement en tapis à l’ouest de Saint-Lô, après lequel l’infanterie et les blindés américains percent la ligne allemande ébranlée et foncent vers le sud, sur Marigny et Saint-Gilles. La percée change la campagne de Normandie en guerre de mouvement.',
    notes: [
      cards(4, 5, 'Américains'),
      medals(5),
      ALLIES_FIRST,
      'Les Alliés marquent 1 médaille pour chacune des villes de Saint-Gilles et de Marigny, près du bord de l’Axe, tant qu’une de leurs unités s’y trouve\u00A0; la médaille est reperdue quand aucune unité alliée n’y est plus.',
      'Une unité de blindés allemande est une unité de blindés d’élite à 4 figurines.',
      'Les haies couvrent une grande partie du plateau. On ne peut pas entrer dans les hexagones de rivière (la Vire dans le coin en bas à gauche, le Lozon à droite), sauf au pont sur la Vire.',
    ],
  },
  'counter-attack-on-mortain': {
    name: 'Contre-attaque sur Mortain',
    history:
      'Dans la nuit du 6 au 7 août 1944, des divisions de panzers frappent vers l’ouest à travers Mortain, visant la mer à Avranches pour couper les armées américaines qui sortent de Normandie. Un bataillon américain encerclé sur la cote 317 tient cinq jours et dirige le tir de l’artillerie sur les assaillants, tandis que les chasseurs-bombardiers alliés frappent les colonnes allemandes dès que le brouillard du matin se lève. L’échec de l’offensive expose les armées allemandes à l’encerclement près de Falaise.',
    notes: [
      cards(5, 6, 'Américains'),
      medals(4),
      AXIS_FIRST,
      'L’Axe marque 1 médaille tant qu’une de ses unités se trouve dans la ville de Saint-Hilaire, sur le bord allié\u00A0; la médaille est reperdue quand aucune unité de l’Axe n’y est plus.',
      'Les collines sont des collines ordinaires (la version du jeu de base\u00A0: pas de pentes raides).',
      'Cote 317\u00A0: tant qu’une unité alliée se trouve sur l’un de ses deux hexagones, les Alliés peuvent jouer n’importe quelle carte Reconnaissance (pas Reconnaissance en force) comme une carte Appui aérien. Elle se joue exactement comme Appui aérien\u00A0: les Alliés piochent donc une carte à la fin du tour, pas deux. Une Contre-attaque de l’Axe qui la copie n’est qu’une Reconnaissance.',
      'Unités spéciales de l’Axe\u00A0: une unité de Panzergrenadiers (forces spéciales\u00A0: elle peut se déplacer de deux hexagones et combattre quand même) et deux unités de blindés d’élite à 4 figurines.',
    ],
  },
  toulon: {
    name: 'Toulon',
    history:
      'Après le débarquement allié en Provence, le 15 août 1944, l’armée française du général de Lattre reçoit pour mission de prendre le grand port militaire de Toulon. Au lieu d’attendre un siège, l’infanterie, les chars et les commandos français resserrent l’étau depuis les collines et la côte et nettoient les forts et les quartiers un à un. La garnison allemande capitule le 28 août, des semaines plus tôt que ne le prévoyaient les plans alliés.',
    notes: [
      cards(4, 6, 'Français'),
      medals(6),
      ALLIES_FIRST,
      'Victoire immédiate\u00A0: les Alliés gagnent aussitôt si l’un de leurs tours se termine avec leurs unités sur 3 des 4 hexagones de ville de Toulon.',
      `Deux unités alliées sont des commandos (forces spéciales)\u00A0: ${SPECIAL}.`,
      'Il n’y a pas de médaille d’objectif\u00A0: hors la victoire immédiate, chaque médaille vient de la destruction d’une unité ennemie.',
    ],
  },
  'liberation-of-paris': {
    name: 'Libération de Paris',
    history:
      'En août 1944, alors que les armées alliées approchent, le peuple de Paris se soulève contre la garnison allemande. Le commandement allié envoie vers la ville la 2e division blindée du général Leclerc\u00A0; en forçant les points d’appui allemands des approches sud, sa première colonne atteint le cœur de Paris le soir du 24 août, et le commandant allemand capitule le lendemain.',
    notes: [
      cards(4, 5, 'Français'),
      medals(5),
      ALLIES_FIRST,
      'Les Alliés marquent 1 médaille pour chacun des trois hexagones de ville du bord de l’Axe, la banlieue de Paris, la première fois qu’une de leurs unités y entre. La médaille est gardée même après le départ de l’unité.',
      'Les unités de l’Axe dans les villes et devant elles commencent derrière des sacs de sable, et des barbelés couvrent les approches.',
      'Ni unité spéciale ni autre règle spéciale.',
    ],
  },
  montelimar: {
    name: 'Montélimar',
    history:
      'Tandis que la 19e armée allemande remonte la vallée du Rhône après le débarquement de Provence, un petit groupement américain fonce à travers les collines à l’est et bloque la vallée au nord de Montélimar. Pendant une semaine, fin août 1944, les deux camps se disputent la route qui longe le fleuve. Les Américains n’ont jamais assez de forces pour refermer le piège, et une grande partie de l’armée allemande s’échappe vers le nord, au prix de lourdes pertes en hommes et en véhicules.',
    notes: [
      cards(5, 5, 'Américains'),
      medals(6),
      AXIS_FIRST,
      'Les Alliés marquent 1 médaille tant qu’au moins une de leurs unités se trouve sur un hexagone voisin du Rhône (le fleuve du bord de l’Axe). Tenir plusieurs de ces hexagones ne donne toujours qu’1 médaille, reperdue quand aucune unité alliée n’est plus sur l’un d’eux.',
      'L’Axe marque 1 médaille pour chacune des villes de Bonlieu et de Grane, sur le bord allié, tant qu’une de ses unités s’y trouve.',
      'On ne peut pas entrer dans les six collines au nord du col de Condillac. Les autres collines sont des collines ordinaires.',
      `Les six unités d’infanterie allemandes ordinaires n’ont que 3 figurines. Trois unités allemandes sont des Panzergrenadiers (forces spéciales)\u00A0: ${SPECIAL}.`,
    ],
  },
  'arnhem-bridge': {
    name: 'Le pont d’Arnhem',
    history:
      'Le 17 septembre 1944, des parachutistes britanniques sont largués à l’ouest d’Arnhem pour s’emparer du pont routier sur le Rhin inférieur, le dernier et le plus lointain objectif de l’opération Market Garden. Un seul bataillon, mené par le lieutenant-colonel Frost, atteint l’extrémité nord du pont. Il y tient plus de trois jours face à des forces allemandes toujours plus nombreuses, en attendant des renforts qui ne viendront jamais.',
    notes: [
      cards(6, 6, 'Britanniques'),
      medals(5),
      AXIS_FIRST,
      'Le pont d’Arnhem fait trois hexagones de long. Une unité ne peut y monter ou en descendre que par ses deux extrémités, par les hexagones marqués comme son entrée et sa sortie\u00A0; se déplacer le long du pont se fait normalement.',
      'Le Rhin inférieur est un fleuve large\u00A0: l’infanterie ne peut pas tirer par-dessus. Les blindés et l’artillerie le peuvent.',
      `Les cinq unités d’infanterie alliées sont des parachutistes (forces spéciales)\u00A0: ${SPECIAL}. Elles et les deux unités d’artillerie alliées commencent derrière des sacs de sable.`,
      'Unités spéciales de l’Axe\u00A0: deux unités de grenadiers d’élite (forces spéciales) et trois unités de blindés d’élite à 4 figurines.',
      NO_OBJECTIVES,
    ],
  },
  arracourt: {
    name: 'Arracourt',
    history:
      'En septembre 1944, des brigades de panzers tout juste formées contre-attaquent la 4e division blindée américaine dans les terres agricoles vallonnées de Lorraine, autour d’Arracourt. Combattant dans le brouillard du matin depuis des positions bien choisies sur les crêtes, les chars et chasseurs de chars américains infligent de lourdes pertes et arrêtent la contre-offensive.',
    notes: [
      cards(4, 6, 'Américains'),
      `${medals(6)} ${NO_OBJECTIVES}`,
      AXIS_FIRST,
      'Le canal de la Marne au Rhin, dans le coin en haut à droite, compte comme une rivière\u00A0: on ne peut pas entrer dans ses hexagones, sauf au pont du bord de l’Axe.',
      'Une unité d’artillerie alliée commence derrière des sacs de sable.',
      'Aucune autre règle spéciale.',
    ],
  },
  'st-vith': {
    name: 'Saint-Vith',
    history:
      'Quand l’offensive allemande des Ardennes commence en décembre 1944, le nœud routier de Saint-Vith se trouve en plein sur son chemin. Des unités blindées et d’infanterie américaines forment un fer à cheval de défenses sur les crêtes à l’est de la ville et la tiennent jusqu’au soir du 21 décembre. Leur résistance coûte à l’attaque allemande plusieurs jours qu’elle ne pouvait pas se permettre de perdre.',
    notes: [
      cards(5, 4, 'Américains'),
      medals(6),
      AXIS_FIRST,
      'C’est la version du jeu de base des collines devant Saint-Vith\u00A0: aucune unité ne peut franchir, dans un sens ou dans l’autre, les côtés de ces six collines tournés vers la ville. On peut toujours entrer dans ces collines par leurs autres côtés.',
      'Quatre unités de blindés allemandes sont des blindés d’élite à 4 figurines.',
      NO_OBJECTIVES,
    ],
  },
  'saverne-gap': {
    name: 'La trouée de Saverne',
    history:
      'En novembre 1944, la 2e division blindée française attaque à travers les Vosges en direction de Strasbourg. Plutôt que de forcer la grand-route par la trouée de Saverne, ses colonnes se glissent par de petites routes à travers les collines boisées de part et d’autre et tombent sur Saverne par l’arrière. La route de Strasbourg est ouverte, et la ville est libérée le 23 novembre.',
    notes: [
      cards(4, 6, 'Français'),
      medals(5),
      ALLIES_FIRST,
      'Victoire immédiate\u00A0: les Alliés gagnent aussitôt si l’un de leurs tours se termine avec leurs unités sur 2 des 3 hexagones de ville de Saverne.',
      'On ne peut pas entrer dans les collines, et aucune unité ne peut combattre à travers elles, pas même l’artillerie.',
      'Le canal de la Marne au Rhin ne se franchit que par son pont.',
      'Il n’y a pas de médaille d’objectif\u00A0: hors la victoire immédiate, chaque médaille vient de la destruction d’une unité ennemie.',
    ],
  },
};

/** The built-in boards' place names in French (the English names as the files write them, a few misspelled). */
const PLACES: Record<string, string> = {
  // Pegasus Bridge
  'le Port': 'Le Port',
  'Caen Canal': 'Canal de Caen',
  'River Orne': 'L’Orne',
  Benouville: 'Bénouville',
  'Pond Impassable': 'Étang infranchissable',
  'Orne Bridge': 'Pont de l’Orne',
  // Sainte-Mère-Église
  'Neuville- au-Plain': 'Neuville-au-Plain',
  'Sainte Mère-Eglise': 'Sainte-Mère-Église',
  // Pointe du Hoc
  Cliff: 'Falaise',
  // Sword Beach
  'Lion sur Mer': 'Lion-sur-Mer',
  // Vassieux
  Airfield: 'Aérodrome',
  // Operation Cobra
  'St Gilles': 'Saint-Gilles',
  'Monreul sur-Lozon': 'Montreuil-sur-Lozon',
  Hebecrevon: 'Hébécrevon',
  'Lozon River': 'Le Lozon',
  'Vire River': 'La Vire',
  // Counter-attack on Mortain
  Cherence: 'Chérencé',
  'St. Barthelemy': 'Saint-Barthélemy',
  'Hill 317': 'Cote 317',
  'River See': 'La Sée',
  'Le Mesnil- Adelee': 'Le Mesnil-Adelée',
  // Toulon
  Hyeres: 'Hyères',
  // Liberation of Paris
  'Outskirts of Paris': 'Faubourgs de Paris',
  // Montélimar
  'Rhone River': 'Le Rhône',
  'Condillac Pass': 'Col de Condillac',
  // Arnhem Bridge
  'Lower Rhine': 'Rhin inférieur',
  'Enter Exit Bridge': 'Pont d’entrée et de sortie',
  // Arracourt
  'Bezange-La-Petite': 'Bezange-la-Petite',
  'Marne-Rhine Canal': 'Canal de la Marne au Rhin',
  Rechicourt: 'Réchicourt',
  // St. Vith
  'The Prumerberg': 'Le Prümerberg',
  'St Vith': 'Saint-Vith',
  // Saverne Gap
  'Rhine-Marne Canal': 'Canal de la Marne au Rhin',
  'Saverne Gap': 'Trouée de Saverne',
};

export const BATTLES_FR: Translation<typeof BATTLE_TEXT> = { byId: BY_ID, places: PLACES };
