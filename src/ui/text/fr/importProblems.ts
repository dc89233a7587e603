/** French: a refused file's `invalid` problems (text/importProblems.ts). */
import type { Got, ListName } from '../../app/invalidProblems';
import type { Translation } from '../../i18n';
import type { IMPORT_PROBLEM_TEXT } from '../importProblems';

const q = (x: string): string => `«\u00A0${x}\u00A0»`;

function got(g: Got): string {
  switch (g.t) {
    case 'null': return 'null';
    case 'array': return `une liste de ${g.n} élément${g.n > 1 ? 's' : ''}`;
    case 'string': return `un texte de ${g.n} caractère${g.n > 1 ? 's' : ''}`;
    case 'number': return `le nombre ${g.x.replace('.', ',')}`;
    case 'object': return 'un objet';
    case 'nothing': return 'rien';
    case 'type': return g.name === 'boolean' ? 'un booléen' : `une valeur de type ${g.name}`;
    case 'raw': return /^-?[\d.]+$/.test(g.x) ? g.x.replace('.', ',') : q(g.x);
  }
}

function name(l: ListName): string {
  switch (l.t) {
    case 'objective': return `l’objectif ${q(l.id)}`;
    case 'thisObjective': return 'cet objectif';
    case 'sudden': return `la mort subite n°\u00A0${l.n}`;
    case 'airdrop': return 'le centre du parachutage';
    case 'span': return `le pont n°\u00A0${l.n}`;
  }
}
const Name = name;

/** Axis or Allies, as the checker writes them (axis, Axis, AXIS...). */
const side = (x: string): string => (/^axis$/i.test(x) ? 'l’Axe' : /^allies$/i.test(x) ? 'les Alliés' : q(x));
/** The field the problem is about, from its path ('' : the whole file). */
const field = (f: string): string => (f ? `le champ ${q(f)}` : 'le fichier');
const Field = field;
/** The hex an `.m44` field's name mentions, if any ("unit on (3,4)"). */
const hexOf = (what: string): string => {
  const h = /\(-?\d+,-?\d+\)/.exec(what);
  return h ? `, hexagone ${h[0]}` : '';
};
const off = (hex: string, rows: number, cols: number): string =>
  `l’hexagone ${hex} est hors du plateau (rangées 0 à ${rows}, colonnes 0 à ${cols})`;

export const IMPORT_PROBLEMS_FR: Translation<typeof IMPORT_PROBLEM_TEXT> = {
  invalid: {
    tooManyValues: (p) => `le fichier contient plus de ${p.max} valeurs\u00A0: il est trop gros pour être un scénario`,
    longText: (p) => `texte de ${p.n} caractères\u00A0; au plus ${p.max} sont acceptés`,
    tooDeep: (p) => `le fichier est imbriqué ici sur plus de ${p.max} niveaux, ce qu’un scénario n’est jamais`,
    longList: (p) => `liste de ${p.n} éléments\u00A0; au plus ${p.max} sont acceptés`,
    manyFields: (p) => `objet de ${p.n} champs\u00A0; au plus ${p.max} sont acceptés`,
    longKey: (p) => `nom de champ de ${p.n} caractères\u00A0; au plus ${p.max} sont acceptés`,
    manyProblems: (p) => `plus de ${p.max} problèmes de taille\u00A0; les autres ne sont pas listés`,
    tooManyHexes: (p) => `le plateau liste ${p.n} hexagones\u00A0; un scénario en liste au plus ${p.max}`,
    textLanguages: (p) => `le bloc de textes a ${p.n} langues\u00A0; au plus ${p.max} sont lues`,
    textEntries: (p) => `${q(p.what)} a ${p.n} entrées\u00A0; au plus ${p.max} sont lues`,
    unreadable: () => 'le fichier n’a pas pu être lu',
    offBoard: (p) => off(p.hex, p.rows, p.cols),
    notHex: (p) => `${p.hex} n’est pas une position d’hexagone\u00A0: la somme rangée + colonne doit être paire`,
    namedOffBoard: (p) => `${Name(p.name)}\u00A0: ${off(p.hex, p.rows, p.cols)}`,
    namedNotHex: (p) => `${Name(p.name)}\u00A0: ${p.hex} n’est pas une position d’hexagone (la somme rangée + colonne doit être paire)`,
    namedImpassable: (p) => `${Name(p.name)}\u00A0: ${p.hex} est infranchissable, aucune unité ne pourra jamais le tenir`,
    listsTwice: (p) => `${Name(p.name)} liste ${p.hex} deux fois`,
    holdTooMany: (p) => `${Name(p.name)} demande de tenir ${p.hold} hexagones mais n’en compte que ${p.has}`,
    holdNotFixed: (p) =>
      `${Name(p.name)} se tient ${p.sole ? 'par contrôle exclusif' : 'à la majorité'}, ce qui ne compte pas un nombre fixe d’hexagones\u00A0: retirez ${q('hold')}`,
    permanentLast: (p) => `${Name(p.name)} ne peut pas être à la fois permanent (jamais perdu) et au dernier occupant (perdu quand l’ennemi le tient)`,
    hexTwice: (p) => `l’hexagone ${p.hex} est listé deux fois (aussi en board.hexes[${p.other}])`,
    unitImpassable: (p) => `une unité se tient sur ${p.hex}, qui est infranchissable`,
    craftPlace: (p) => `la barge de débarquement en ${p.hex} doit être sur un hexagone d’océan et porter une unité terrestre`,
    oceanOnly: (p) => `l’unité ${q(p.kind)} en ${p.hex} doit se tenir sur un hexagone d’océan`,
    heroInfantry: (p) => `l’unité ${q(p.kind)} en ${p.hex} ne peut pas avoir de chef héroïque\u00A0: seule l’infanterie le peut`,
    boatInfantry: (p) => `l’unité ${q(p.kind)} en ${p.hex} ne peut pas avoir de canot pliant\u00A0: seule l’infanterie le peut`,
    boatVehicle: (p) => `l’unité ${q(p.kind)} en ${p.hex} ne peut pas avoir de canot pliant\u00A0: aucun canot ne transporte un véhicule`,
    wagonMissing: (p) => `le train ${q(p.kind)} en ${p.hex} doit indiquer l’hexagone de son wagon`,
    wagonNotTrain: (p) => `l’unité en ${p.hex} n’est pas un train\u00A0: seul un train a un wagon et transporte des unités`,
    wagonFar: (p) => `le wagon du train en ${p.hex} doit être sur un hexagone voisin`,
    trainOffRail: (p) => `le train ${q(p.kind)} en ${p.hex} doit se tenir sur une voie ferrée ou une gare`,
    // funnies-choice (Equipment Pack Hobart's Funnies l.190)
    cargoReinforcement: (p) => `le train en ${p.hex} ne peut pas transporter l’unité ${q(p.kind)}\u00A0: elle n’arrive jamais en renfort`,
    funniesCargo: (p) => `le train en ${p.hex} ne peut pas transporter un Churchill dont l’accessoire reste à choisir\u00A0: son accessoire se choisit en début de partie, sur le plateau`,
    funniesDrop: () => 'une unité parachutée ne peut pas être un Churchill dont l’accessoire reste à choisir\u00A0: son accessoire se choisit en début de partie, sur le plateau',
    bridgeImpassable: (p) => `l’hexagone de pont ${p.hex} ne peut pas être infranchissable`,
    exitNotEdge: (p) => `le marqueur de sortie en ${p.hex} n’est pas sur un bord du plateau${p.why ? '\u00A0: les unités quittent le plateau par un hexagone du bord' : ''}`,
    exitImpassable: (p) => `le marqueur de sortie en ${p.hex} est sur un hexagone infranchissable, qu’aucune unité ne peut atteindre`,
    hqEnemy: (p) => `une unité ennemie se tient sur le quartier général de ${side(p.side)} en ${p.hex} au début`,
    hqImpassable: (p) => `le quartier général en ${p.hex} est sur un hexagone infranchissable, qu’aucune unité ne peut atteindre`,
    blocksFireTwice: (p) => `${q('blocksFire')} en ${p.hex} nomme ${q(p.what)} deux fois`,
    roadTwice: (p) => `la route en ${p.hex} nomme le côté ${p.side} deux fois`,
    bridgeOffRiver: (p) => `le pont en ${p.hex} n’est pas sur un hexagone de rivière`,
    unitOnRiver: (p) => `une unité se tient sur l’hexagone de rivière ${p.hex}, qui n’a pas de pont`,
    figures: (p) => `l’unité ${q(p.kind)} en ${p.hex} a ${p.n} figurines\u00A0; elle doit en avoir de 1 à ${p.max}`,
    noUnit: (p) => `${side(p.side)} n’${p.side === 'axis' ? 'a' : 'ont'} aucune unité sur le plateau\u00A0; chaque camp en a besoin d’au moins une`,
    sideApart: (p) => `${p.hex} et ${p.hex2} ne sont pas voisins\u00A0: ils n’ont pas de côté commun`,
    sideOff: (p) => `le côté entre ${p.hex} et ${p.hex2} n’est pas sur le plateau`,
    sideTwice: (p) => `le côté entre ${p.hex} et ${p.hex2} est listé deux fois (aussi en board.sides[${p.other}])`,
    idTwice: (p) => `l’identifiant d’objectif ${q(p.id)} sert deux fois (aussi en objectives[${p.other}])`,
    overAtStart: (p) =>
      `${p.side === 'axis' ? 'l’Axe tient' : 'les Alliés tiennent'} des objectifs valant ${p.worth} médaille${p.worth > 1 ? 's' : ''} dès le début et ${p.side === 'axis' ? 'a' : 'ont'} besoin de ${p.need}\u00A0: la partie serait finie avant le premier tour`,
    spanNotBridge: (p) => `pont n°\u00A0${p.span}\u00A0: ${p.hex} n’est pas un hexagone de rivière avec un pont`,
    spanTwice: (p) => `${p.hex} appartient à deux ponts (aussi en board.spans[${p.other}])`,
    spanGap: (p) => `pont n°\u00A0${p.span}\u00A0: ${p.hex} n’est voisin d’aucun autre hexagone du pont`,
    spanExitNotSpan: (p) => `pont n°\u00A0${p.span}\u00A0: l’hexagone de pont de la sortie, ${p.hex}, n’appartient pas au pont`,
    spanExitInSpan: (p) => `pont n°\u00A0${p.span}\u00A0: l’hexagone de terre de la sortie, ${p.hex}, appartient au pont lui-même`,
    spanExitOff: (p) => `pont n°\u00A0${p.span}\u00A0: l’hexagone de terre de la sortie, ${p.hex}, est hors du plateau`,
    spanExitApart: (p) => `pont n°\u00A0${p.span}\u00A0: ${p.hex} et ${p.hex2} ne sont pas voisins, aucune sortie ne les relie`,
    playAsTwice: (p) => `${q('playAs')} nomme la carte ${q(p.card)} deux fois`,
    playAsSelf: (p) => `une carte ne peut pas être jouée comme elle-même (${q(p.card)})`,
    playAsNot: (p) => `la carte ${q(p.card)} ne peut pas être jouée comme une autre`,
    emptyWinner: () => `${q('emptyWinner')} demande ${q('"reshuffle": false')} (une pioche remélangée ne s’épuise jamais)`,
    dropFigures: (p) => `l’unité parachutée ${q(p.kind)} a ${p.n} figurines\u00A0; elle doit en avoir de 1 à ${p.max}`,
    sameEdge: (p) => `les deux camps ont le bord ${q(p.edge)}\u00A0; l’un doit avoir celui du haut, l’autre celui du bas`,
    endsFirst: (p) => `la bataille finit (${p.end}) avant de commencer (${p.begin})`,
    sameSide: (p) => `les deux joueurs sont dans le même camp (${side(p.side)})`,
    hexagonRowCol: (p) => `un hexagone demande une rangée et une colonne en nombres entiers, reçu rangée ${got(p.row)} et colonne ${got(p.col)}`,
    hexTwiceWith: (p) => `l’hexagone ${p.hex} est listé deux fois, avec un ${q(p.what)} chaque fois`,
    orientation: (p) => `${p.tile === 'road' ? 'la route' : 'l’oued'} en ${p.hex}\u00A0: l’orientation doit être un nombre entier de 1 à 6, reçu ${got(p.got)}`,
    fordOffRiver: (p) => `le gué en ${p.hex} n’est pas sur une rivière`,
    mineSide: (p) => `le champ de mines en ${p.hex} ne dit pas quel camp l’a posé (AXIS ou ALLIES)`,
    twoMines: (p) => `l’hexagone ${p.hex} a deux champs de mines`,
    groupNotHex: (p) => `${got(p.got)}${p.text === null ? '' : ` (${q(p.text)})`} dans le groupe ${q(p.group)} de ${p.hex} n’est pas un hexagone du plateau`,
    exitNoSide: (p) => `le marqueur de sortie en ${p.hex} ne nomme aucun camp et n’est sur le bord d’aucun joueur\u00A0: ajoutez AXIS ou ALLIES`,
    exitBoth: (p) => `l’hexagone ${p.hex} a des marqueurs de sortie des deux camps`,
    medalSide: (p) => `le camp de la médaille en ${p.hex} doit être AXIS ou ALLIES, reçu ${got(p.got)}${p.text === null ? '' : ` (${q(p.text)})`}`,
    medalTwoSides: (p) => `la médaille en ${p.hex} nomme deux camps, ${side(p.a)} et ${side(p.b)}`,
    tagSides: (p) => `le marqueur ${q(p.name)} en ${p.hex} est un objectif de ${p.sides.map(side).join(' et de ')}, mais son camp indique ${side(p.side)}`,
    gsdSide: (p) => `${q('group_sudden_death')} doit indiquer le camp qui gagne (AXIS ou ALLIES), reçu ${got(p.got)}`,
    airdropSide: (p) => `le parachutage doit indiquer le camp dont les unités sautent (AXIS ou ALLIES), reçu ${got(p.got)}`,
    airdropUnit: (p) => `le parachutage largue des unités de ${side(p.side)}, mais ${q(p.name)} est une unité de ${side(p.other)}`,
    campaignList: (p) => `un fichier de campagne donne sa liste de batailles dans ${q('scenarios')}, reçu ${got(p.got)}`,
    campaignIds: (p) => `${q('scenarios.list')} doit être une liste d’identifiants de scénarios, reçu ${got(p.got)}`,
    campaignNames: (p) => `${q('scenarios.name')} doit être une liste de noms de batailles, reçu ${got(p.got)}`,
    campaignEmpty: () => 'le fichier de campagne ne liste aucune bataille',
    campaignLong: (p) => `le fichier de campagne liste ${p.n} batailles\u00A0; au plus ${p.max} sont lues`,
    unknownField: (p, f) => `champ inconnu ${q(p.field || f)}${hexOf(p.what)}`,
    missingField: (p) => `le champ obligatoire ${q(p.field.replace(/^"|"$/g, ''))} manque${hexOf(p.what)}`,
    unknownValue: (p, f) => `valeur inconnue ${q(p.value)} pour ${field(f)} (valeurs possibles\u00A0: ${p.expected})`,
    notJsonObject: (p) => `${p.m44 ? 'un scénario .m44' : 'un scénario'} doit être un objet JSON, reçu ${got(p.got)}`,
    notTheNumber: (p, f) => `${Field(f)} doit valoir ${p.value}, reçu ${got(p.got)}`,
    notObject: (p, f) => `${Field(f)} doit être un objet, reçu ${got(p.got)}${hexOf(p.what)}`,
    notWhole: (p, f) => `${Field(f)} doit être un nombre entier, reçu ${got(p.got)}${hexOf(p.what)}`,
    tooLong: (p, f) => `${Field(f)} doit faire au plus ${p.max} caractères, reçu ${p.got}`,
    tooSmall: (p, f) => `${Field(f)} doit valoir au moins ${p.min}, reçu ${got(p.got)}${hexOf(p.what)}`,
    tooBig: (p, f) => `${Field(f)} doit valoir au plus ${p.max}, reçu ${got(p.got)}${hexOf(p.what)}`,
    notNumber: (p, f) => `${Field(f)} doit être un nombre, reçu ${got(p.got)}${hexOf(p.what)}`,
    notString: (p, f) => `${Field(f)} doit être un texte, reçu ${got(p.got)}${hexOf(p.what)}`,
    notDate: (p, f) => `${Field(f)} doit être une date, reçu ${got(p.got)}`,
    badDate: (p, f) => `${Field(f)} doit être une date écrite AAAA-MM-JJ, reçu ${q(p.text)}`,
    empty: (_p, f) => `${Field(f)} ne doit pas être vide`,
    notBool: (p, f) => `${Field(f)} doit valoir true ou false, reçu ${got(p.got)}${hexOf(p.what)}`,
    notList: (p, f) => `${Field(f)} doit être une liste${p.got === null ? '' : `, reçu ${got(p.got)}`}${hexOf(p.what)}`,
    notOneOf: (p, f) => `${Field(f)} doit valoir l’une de ces valeurs\u00A0: ${p.expected}\u00A0; reçu ${got(p.got)}`,
    notEither: (p, f) => `${Field(f)} doit valoir ${p.a} ou ${p.b}, reçu ${got(p.got)}${hexOf(p.what)}`,
    listNoHex: (p, f) => `${Field(f)} doit lister au moins un hexagone, reçu ${got(p.got)}`,
    notBoardHex: (p, f) => `${f ? `une valeur du champ ${q(f)}` : 'une valeur'} n’est pas un hexagone du plateau${hexOf(p.what)}`,
    missing: (_p, f) => `${Field(f)} manque`,
    noName: (p, f) => `${f === 'name' ? 'le nom manque' : `${Field(f)} n’a pas de nom`}${hexOf(p.what)}`,
  },
  unknown: () => 'une valeur n’est pas acceptée (le détail n’existe qu’en anglais)',
};
