/** French: the board for screen readers (text/board.ts). */
import type { MarkerKind, Side, TerrainKind, UnitKind } from '../../../engine/types';
import type { HighlightKind } from '../../board/render';
import type { Translation } from '../../i18n';
import type { BOARD_TEXT } from '../board';
import { A, DE, LE, plural, verb } from './common';

/** Unit with its side, noun first: "infanterie alliée", "blindés de l’Axe". */
const UNIT_SIDE: Record<UnitKind, Record<Side, string>> = {
  infantry: { allies: 'Infanterie alliée', axis: 'Infanterie de l’Axe' },
  'special-forces': { allies: 'Forces spéciales alliées', axis: 'Forces spéciales de l’Axe' },
  resistance: { allies: 'Résistance française', axis: 'Résistance française' },
  armor: { allies: 'Blindés alliés', axis: 'Blindés de l’Axe' },
  'elite-armor': { allies: 'Blindés d’élite alliés', axis: 'Blindés d’élite de l’Axe' },
  artillery: { allies: 'Artillerie alliée', axis: 'Artillerie de l’Axe' },
  // guns (Equipment Pack)
  'big-gun': { allies: 'Artillerie lourde alliée', axis: 'Artillerie lourde de l’Axe' },
  'heavy-anti-tank-gun': { allies: 'Canon antichar lourd allié', axis: 'Canon antichar lourd de l’Axe' },
  'mobile-artillery': { allies: 'Artillerie automotrice alliée', axis: 'Artillerie automotrice de l’Axe' },
  'italian-artillery': { allies: 'Artillerie italienne', axis: 'Artillerie italienne' },
  // ships (FAQ §IV Destroyers, Aircraft Carriers)
  destroyer: { allies: 'Destroyer allié', axis: 'Destroyer de l’Axe' },
  carrier: { allies: 'Porte-avions allié', axis: 'Porte-avions de l’Axe' },
  // foot (FAQ §IV Combat Engineers)
  engineers: { allies: 'Génie allié', axis: 'Génie de l’Axe' },
  sniper: { allies: 'Tireur d’élite allié', axis: 'Tireur d’élite de l’Axe' },
  cavalry: { allies: 'Cavalerie alliée', axis: 'Cavalerie de l’Axe' },
  'ski-troops': { allies: 'Skieurs alliés', axis: 'Skieurs de l’Axe' },
  'machine-gun': { allies: 'Mitrailleuse alliée', axis: 'Mitrailleuse de l’Axe' },
  mortar: { allies: 'Mortier allié', axis: 'Mortier de l’Axe' },
  // armor (Equipment Pack / FAQ §IV)
  tiger: { allies: 'Char lourd Tigre allié', axis: 'Char lourd Tigre de l’Axe' },
  'tank-destroyer': { allies: 'Chasseurs de chars alliés', axis: 'Chasseurs de chars de l’Axe' },
  'half-track': { allies: 'Semi-chenillés alliés', axis: 'Semi-chenillés de l’Axe' },
  'command-car': { allies: 'Voiture de commandement alliée', axis: 'Voiture de commandement de l’Axe' },
  // trains (FAQ §IV Trains/Supply Trains, Armored Trains)
  train: { allies: 'Train de ravitaillement allié', axis: 'Train de ravitaillement de l’Axe' },
  'armored-train': { allies: 'Train blindé allié', axis: 'Train blindé de l’Axe' },
  // brandenburgers (FAQ §IV Brandenburgers)
  brandenburgers: { allies: 'Brandebourgeois alliés', axis: 'Brandebourgeois de l’Axe' },
  // vehicles (Equipment Pack Hobart's Funnies / FAQ §IV, §XII)
  avre: { allies: 'Churchill AVRE allié', axis: 'Churchill AVRE de l’Axe' },
  // swa (Equipment Pack / FAQ §IX Special Weapon Assets)
  'anti-tank-gun': { allies: 'Canon antichar allié', axis: 'Canon antichar de l’Axe' },
  'machine-gun-late': { allies: 'Mitrailleuse alliée de fin de guerre', axis: 'Mitrailleuse de l’Axe de fin de guerre' },
  'mortar-late': { allies: 'Mortier allié de fin de guerre', axis: 'Mortier de l’Axe de fin de guerre' },
  'anti-tank-gun-late': { allies: 'Canon antichar allié de fin de guerre', axis: 'Canon antichar de l’Axe de fin de guerre' },
  // meemies (Equipment Pack Nebelwerfer / FAQ §IV Screaming Meemies)
  nebelwerfer: { allies: 'Lance-roquettes alliés', axis: 'Nebelwerfer de l’Axe' },
  // supply (Equipment Pack / FAQ §IV Supply Trucks)
  'supply-truck': { allies: 'Camions de ravitaillement alliés', axis: 'Camions de ravitaillement de l’Axe' },
  // funnies (Equipment Pack Hobart's Funnies, Mine digger)
  'mine-digger': { allies: 'Churchill démineur allié', axis: 'Churchill démineur de l’Axe' },
  // recon (Equipment Pack Jeep Willys / FAQ §IV Long-Range Patrol Cars)
  'patrol-car': { allies: 'Voitures de patrouille alliées', axis: 'Voitures de patrouille de l’Axe' },
  // funnies3 (Equipment Pack Hobart's Funnies, Fascine)
  fascine: { allies: 'Churchill à fascine allié', axis: 'Churchill à fascine de l’Axe' },
  // funnies3 (Equipment Pack Hobart's Funnies, Bobbin)
  bobbin: { allies: 'Churchill à bobine allié', axis: 'Churchill à bobine de l’Axe' },
  // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
  'bridge-layer': { allies: 'Churchill poseur de pont allié', axis: 'Churchill poseur de pont de l’Axe' },
  // funnies-choice (Equipment Pack Hobart's Funnies l.190: the accessory chosen at game start)
  funnies: { allies: 'Churchill allié, accessoire à choisir', axis: 'Churchill de l’Axe, accessoire à choisir' },
  // holdout3 (FAQ §IV Tigers, Wittmann Q l.2658-2660)
  'tiger-ace': { allies: 'Char lourd Tigre de Wittmann allié', axis: 'Char lourd Tigre de Wittmann de l’Axe' },
};
const UNIT = {
  infantry: 'infanterie',
  'special-forces': 'infanterie des forces spéciales',
  resistance: 'infanterie de la Résistance française',
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
  engineers: 'sapeurs du génie',
  sniper: 'tireur d’élite',
  cavalry: 'cavalerie',
  'ski-troops': 'skieurs',
  'machine-gun': 'infanterie avec mitrailleuse',
  mortar: 'infanterie avec mortier',
  // armor (Equipment Pack / FAQ §IV)
  tiger: 'char lourd Tigre',
  'tank-destroyer': 'chasseurs de chars',
  'half-track': 'semi-chenillés',
  'command-car': 'voiture de commandement',
  // trains (FAQ §IV Trains/Supply Trains, Armored Trains)
  train: 'train de ravitaillement',
  'armored-train': 'train blindé',
  // brandenburgers (FAQ §IV Brandenburgers)
  brandenburgers: 'Brandebourgeois (commandos en uniforme ennemi)',
  // vehicles (Equipment Pack Hobart's Funnies / FAQ §IV, §XII)
  avre: 'Churchill AVRE (Funnies de Hobart)',
  // swa (Equipment Pack / FAQ §IX Special Weapon Assets)
  'anti-tank-gun': 'infanterie avec canon antichar',
  'machine-gun-late': 'infanterie avec mitrailleuse de fin de guerre',
  'mortar-late': 'infanterie avec mortier de fin de guerre',
  'anti-tank-gun-late': 'infanterie avec canon antichar de fin de guerre',
  // meemies (Equipment Pack Nebelwerfer / FAQ §IV Screaming Meemies)
  nebelwerfer: 'Screaming Meemies (lance-roquettes Nebelwerfer)',
  // supply (Equipment Pack / FAQ §IV Supply Trucks)
  'supply-truck': 'camions de ravitaillement',
  // funnies (Equipment Pack Hobart's Funnies, Mine digger)
  'mine-digger': 'Churchill démineur (Funnies de Hobart)',
  // recon (Equipment Pack Jeep Willys / FAQ §IV Long-Range Patrol Cars)
  'patrol-car': 'voitures de patrouille',
  // funnies3 (Equipment Pack Hobart's Funnies, Fascine)
  fascine: 'Churchill à fascine (Funnies de Hobart)',
  // funnies3 (Equipment Pack Hobart's Funnies, Bobbin)
  bobbin: 'Churchill à bobine (Funnies de Hobart)',
  // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
  'bridge-layer': 'Churchill poseur de pont (Funnies de Hobart)',
  // funnies-choice (Equipment Pack Hobart's Funnies l.190: the accessory chosen at game start)
  funnies: 'Churchill, accessoire à choisir (Funnies de Hobart)',
  // holdout3 (FAQ §IV Tigers, Wittmann Q l.2658-2660)
  'tiger-ace': 'char lourd Tigre de Wittmann (un as)',
} satisfies Record<UnitKind, string>;

export const BOARD_FR: Translation<typeof BOARD_TEXT> = {
  terrain: {
    countryside: 'campagne',
    forest: 'forêt',
    hedgerow: 'haies',
    hill: 'colline',
    town: 'village',
    river: 'rivière',
    beach: 'plage',
    ocean: 'mer',
    marsh: 'marais',
    lake: 'lac',
    'city-ruins': 'ruines urbaines',
    factory: 'usine',
    'hill-forest': 'colline boisée',
    'hill-village': 'village perché',
    ravine: 'ravin',
    trenches: 'tranchées',
    church: 'église',
    cemetery: 'cimetière',
    ford: 'gué',
    'fordable-stream': 'ruisseau guéable',
    airfield: 'aérodrome',
    jungle: 'jungle',
    dam: 'barrage',
    oasis: 'oasis',
    'hq-tent': 'tentes du QG',
    hospital: 'hôpital',
    railroad: 'voie ferrée',
    station: 'gare',
    mountain: 'montagne',
    ridge: 'crête',
    'steep-hill': 'colline escarpée',
    wadi: 'oued',
    fortress: 'forteresse',
    'rice-paddy': 'rizières',
    escarpment: 'escarpement',
    cliff: 'falaise',
    'sea-bluff': 'falaise côtière',
    'frozen-river': 'rivière gelée',
    barracks: 'caserne',
    lighthouse: 'phare',
    'radar-station': 'station radar',
    'supply-depot': 'dépôt de ravitaillement',
    'power-plant': 'centrale électrique',
    'prison-camp': 'camp de prisonniers',
    // caves (FAQ §II Caves on Hills and Mountains)
    'cave-hill': 'colline à grottes',
    'cave-mountain': 'montagne à grottes',
    // flooded (house rules App. 2 High Ground & Flooded Fields)
    'flooded-field': 'champ inondé',
  } satisfies Record<TerrainKind, string>,
  unit: UNIT,
  where: (row: number, hex: number) => `Rangée ${row}, hexagone ${hex}`,
  offBoard: (where: string) => `${where}\u00A0: hors du plateau.`,
  terrainAt: (where: string, terrain: string, place: string | undefined) =>
    `${where}\u00A0: ${terrain}${place ? ` (${place})` : ''}.`,
  bunker: (claim: Side | 'either') =>
    claim === 'either' ? 'Bunker de campagne\u00A0: chaque camp peut l’utiliser.' : `Bunker ${DE[claim]}.`,
  bridge: 'Pont.',
  pontoon: 'Pont flottant, posé pendant la bataille.',
  road: 'Route.',
  impassable: 'Infranchissable\u00A0: aucune unité ne peut y entrer.',
  blocksFire: 'Bloque certains tirs qui le traversent.',
  wire: 'Barbelés.',
  hedgehog: 'Hérissons tchèques.',
  roadblock: 'Barrage routier.',
  sandbags: 'Sacs de sable.',
  minefield: (owner: Side, revealed: number | undefined) =>
    revealed === undefined ? `Un champ de mines posé par ${LE[owner]}.` : `Un champ de mines posé par ${LE[owner]}, puissance ${revealed}.`,
  headquarters: (side: Side, captured: boolean) =>
    captured
      ? `Quartier général ${DE[side]}, pris par l’ennemi\u00A0: ${LE[side]} ${verb(side, 'joue', 'jouent')} avec une carte de moins jusqu’à ce qu’une de ses unités y revienne.`
      : `Quartier général ${DE[side]}\u00A0: si une unité ennemie y entre, ${LE[side]} ${verb(side, 'perd', 'perdent')} une carte au hasard.`,
  dam: (charges: number, sabotaged: boolean) =>
    sabotaged ? 'Barrage saboté\u00A0: ses médailles sont acquises.' : `${plural(charges, 'charge de sabotage posée', 'charges de sabotage posées')} sur le barrage, sur 4.`,
  blownBridge: 'Un pont détruit\u00A0: il n’en reste que les extrémités brisées, la rivière est revenue.',
  exit: (side: Side) => `Marqueur de sortie\u00A0: les unités ${DE[side]} peuvent quitter le plateau ici pour une médaille.`,
  smoke: (thinning: boolean) =>
    thinning
      ? 'Fumée qui se dissipe\u00A0: on ne voit toujours pas à travers cet hexagone, elle disparaît bientôt.'
      : 'Fumée\u00A0: on ne voit pas à travers cet hexagone\u00A0; une unité qui s’y trouve voit et est vue.',
  camouflaged: 'Camouflée\u00A0: seule une unité adjacente peut l’attaquer, jusqu’à ce qu’elle se déplace ou tire.',
  marker: {
    'battle-star': 'Étoile de bataille\u00A0: sa signification est dans les notes de cette bataille.',
    token: 'Un marqueur\u00A0: sa signification est dans les notes de cette bataille.',
  } satisfies Record<MarkerKind, string>,
  unitOn: (side: Side, unit: string, figures: number) => {
    const kind = (Object.keys(UNIT) as UnitKind[]).find((k) => UNIT[k] === unit);
    const name = kind ? UNIT_SIDE[kind][side] : `${unit} ${side === 'allies' ? 'alliée' : 'de l’Axe'}`;
    return `${name}, ${plural(figures, 'figurine', 'figurines')}.`;
  },
  unitMaxMove: (n: number) => `Elle ne se déplace jamais de plus de ${plural(n, 'hexagone', 'hexagones')} par tour.`,
  unitIgnoresFlag: 'Elle peut ignorer un drapeau de chaque attaque qui la vise.',
  noUnit: 'Aucune unité.',
  objective: (medals: number, owner: Side) => `Objectif\u00A0: ${plural(medals, 'médaille', 'médailles')} ${A[owner]}.`,
  highlight: (kind: HighlightKind, label: string | undefined): string => {
    switch (kind) {
      case 'move':
        return 'Déplacement possible ici.';
      case 'target':
        return label ? `Cible, ${label === '1' ? '1 dé' : `${label} dés`}.` : 'Cible.';
      case 'order':
        return 'Peut agir.';
      case 'selected':
        return 'Sélectionnée.';
      case 'section':
        return 'Dans la section activée par la carte.';
      case 'sight':
        return 'En vue.';
      case 'hidden':
        return 'Hors de vue.';
      case 'cursor':
        return '';
      case 'trail':
        return 'Le dernier mouvement de l’autre joueur.';
      case 'path':
        return 'Une unité du dernier tour est partie d’ici.';
      case 'loss':
        return label === '✕'
          ? 'Une unité a été éliminée ici au dernier tour.'
          : `Une unité a perdu ${label?.replace('−', '') ?? 'des'} figurines ici au dernier tour.`;
    }
  },
  roleDescription: 'plateau',
  keyHelp:
    'Les flèches passent d’un hexagone à l’autre, N va au prochain hexagone où agir (Maj+N au précédent), Entrée sélectionne, I décrit l’hexagone, plus et moins zooment, 0 montre tout le plateau.',
  nothingToAct: 'Aucun hexagone où agir pour l’instant.',
  // seaWall (FAQ §II Sea Wall)
  seaWall: (side: Side) => `Mur de digue\u00A0: il ne protège que les unités ${DE[side]}, et reste en place toute la bataille.`,
};

