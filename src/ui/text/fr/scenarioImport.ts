/** French: scenario import (text/scenarioImport.ts). */
import type { MarkerKind } from '../../../engine/markers';
import type { Side } from '../../../engine/hex';
import type { BattleRuleId } from '../../../scenario/battleRules';
import type { RuleGroup } from '../../app/battleRuleGroups';
import type { NotApplied, UnplayedRule } from '../../../scenario/notApplied';
import type { ImportProblem } from '../../../scenario/importFile';
import type { Translation } from '../../i18n';
import { A, LE, verb } from './common';
import type { SCENARIO_IMPORT_TEXT } from '../scenarioImport';

const LEURS = { allies: 'leurs', axis: 'ses' } satisfies Record<Side, string>;

const UNPLAYED_RULE: Record<UnplayedRule, string> = {
  'mine-deck': 'la pioche de champs de mines que cette bataille indique',
  'empty-section': 'les médailles pour avoir vidé une section de ses unités ennemies',
};

const MARKER_NAME: Record<MarkerKind, (n: number) => string> = {
  'battle-star': (n) => (n === 1 ? 'Une étoile de bataille est dessinée' : `${n} étoiles de bataille sont dessinées`),
  token: (n) => (n === 1 ? 'Un marqueur est dessiné' : `${n} marqueurs sont dessinés`),
};

const PACK_NAME: Readonly<Record<string, string>> = {
  air: 'le Pack Air',
  eastern: 'le Front de l’Est',
  pacific: 'le Théâtre du Pacifique',
  mediterranean: 'le Théâtre méditerranéen',
  terrain: 'le Pack Terrain',
  equipment: 'le Pack Équipement',
  winter: 'Winter Wars',
  breakthrough: 'Breakthrough',
  overlord: 'Overlord',
};

const LE_CAP: Record<Side, string> = { axis: 'L’Axe', allies: 'Les Alliés' };

function notApplied(n: NotApplied): string {
  switch (n.kind) {
    case 'option':
      return `Le fichier demande ${UNPLAYED_RULE[n.rule]}\u00A0: l’application ne les joue pas, la bataille se joue donc sans elles.`;
    case 'unknown-option':
      return `Le fichier nomme une option de bataille que l’application ne connaît pas («\u00A0${n.key.replace(/_/g, ' ')}\u00A0»)\u00A0: elle est ignorée.`;
    case 'nation':
      return `${LE_CAP[n.side]} ${n.side === 'axis' ? 'peut' : 'peuvent'} suivre ${UNPLAYED_RULE[n.rule]}\u00A0: l’application ne les joue pas. Si les notes de la bataille les demandent, mettez-vous d’accord pour jouer sans.`;
    case 'prose':
      return 'Le fichier ne décrit ses règles spéciales, s’il en a, que dans son propre texte, que l’application n’affiche ni ne joue\u00A0: lisez les notes de la bataille avant de jouer.';
    case 'marker':
      return `${MARKER_NAME[n.marker](n.hexes.length)} sur la carte sans règle de l’application\u00A0: les notes de la bataille disent ce qu’${n.hexes.length === 1 ? 'elle signifie' : 'elles signifient'}.`;
    case 'pack':
      return `La bataille a été créée avec ${Object.hasOwn(PACK_NAME, n.pack) ? PACK_NAME[n.pack] : `l’extension «\u00A0${n.pack}\u00A0»`}\u00A0: ce que montre la carte est joué, ses autres règles ne le sont pas.`;
    // swa (FAQ §IX; decision C210)
    case 'badge': {
      const units = n.hexes.length === 1 ? 'Une unité porte' : `${n.hexes.length || 'Des'} unités portent`;
      return `${units} un insigne (n°\u00A0${n.badge.replace(/^badge/, '')}) que l’application ne connaît que comme emblème\u00A0: il est affiché sur l’unité, qui combat selon ses figurines. Si les notes de la bataille donnent une règle à cet insigne, mettez-vous d’accord sur la façon de la jouer.`;
    }
    // holdout3 (décisions C415, C416)
    case 'piece':
      return n.piece === 'later-airdrop'
        ? 'Le fichier garde un autre parachutage pour plus tard dans la bataille (au grand jour ou à un tour suivant)\u00A0: l’application ne le joue pas, ces parachutistes n’atterrissent donc jamais. Mettez-vous d’accord pour les faire entrer à la main ou non.'
        : `${n.hexes.length === 1 ? 'Un pont est marqué' : `${n.hexes.length}\u00A0ponts sont marqués`} pour sauter, mais le fichier ne dit pas quel camp peut ${n.hexes.length === 1 ? 'le' : 'les'} faire sauter\u00A0: personne ne le peut. Lisez les notes de la bataille.`;
  }
}

export const SCENARIO_IMPORT_FR: Translation<typeof SCENARIO_IMPORT_TEXT> = {
  rulesHeading: 'Règles de la bataille',
  rulesIntro:
    'Les règles nommées par le fichier sont activées. Activez celles que demandent les notes de la bataille\u00A0; les parties lancées à partir de maintenant les utilisent.',
  rule: {
    blitz: {
      name: 'Blitz',
      effect:
        'Les blindés alliés se déplacent de 2 hexagones au plus. L’Axe peut jouer une carte Reconnaissance comme frappe aérienne sur sa section.',
    },
    'allied-armor-blitz': { name: 'Blitz, blindés alliés seulement', effect: 'Les blindés alliés se déplacent de 2 hexagones au plus.' },
    'air-power-as-bombard': { name: 'Pas d’appui aérien', effect: 'Les cartes Appui aérien se jouent comme Bombardement d’artillerie.' },
    night: {
      name: 'Attaque de nuit',
      effect:
        'Les unités ne tirent qu’aussi loin que porte la lumière, 1 hexagone au début. À chaque tour allié, un lancer de 4 dés rapproche l’aube.',
    },
    'allied-pontoons': {
      name: 'Ponts flottants alliés',
      effect:
        'Au lieu d’activer des unités, les Alliés peuvent dépenser une carte Attaque pour jeter un pont sur un hexagone de rivière de sa section.',
    },
    'axis-pontoons': {
      name: 'Ponts flottants de l’Axe',
      effect:
        'Au lieu d’activer des unités, l’Axe peut dépenser une carte Attaque pour jeter un pont sur un hexagone de rivière de sa section.',
    },
    'allied-demolition': {
      name: 'Destructions alliées',
      effect:
        'Les Alliés peuvent dépenser une carte Section sur un pont de sa section\u00A0: 2 dés, une étoile le fait tomber. La carte est remplacée comme d’habitude.',
    },
    'axis-demolition': {
      name: 'Destructions de l’Axe',
      effect:
        'L’Axe peut dépenser une carte Section sur un pont de sa section\u00A0: 2 dés, une étoile le fait tomber. La carte est remplacée comme d’habitude.',
    },
    'allied-sure-demolition': {
      name: 'Destructions alliées, ponts minés',
      effect:
        'Les Alliés peuvent dépenser une carte Section pour faire tomber à coup sûr un pont de sa section\u00A0; cette carte est perdue pour de bon, sans pioche.',
    },
    'axis-sure-demolition': {
      name: 'Destructions de l’Axe, ponts minés',
      effect:
        'L’Axe peut dépenser une carte Section pour faire tomber à coup sûr un pont de sa section\u00A0; cette carte est perdue pour de bon, sans pioche.',
    },
    'axis-air-strikes': {
      name: 'Frappes aériennes de l’Axe',
      effect:
        'L’Axe peut jouer une carte Reconnaissance comme Appui aérien, en frappant au moins un hexagone de la section de la carte.',
    },
    'allied-air-strikes': {
      name: 'Frappes aériennes alliées',
      effect:
        'Les Alliés peuvent jouer une carte Reconnaissance comme Appui aérien, en frappant au moins un hexagone de la section de la carte.',
    },
    'axis-smoke-screen': {
      name: 'Écran de fumée de l’Axe',
      effect:
        'Une fois dans la bataille, avant de jouer une carte, l’Axe peut poser de la fumée sur 3 hexagones voisins. Elle cache ce qui est derrière pendant deux tours des Alliés.',
    },
    'allied-smoke-screen': {
      name: 'Écran de fumée allié',
      effect:
        'Une fois dans la bataille, avant de jouer une carte, les Alliés peuvent poser de la fumée sur 3 hexagones voisins. Elle cache ce qui est derrière pendant deux tours de l’Axe.',
    },
    desert: {
      name: 'Blindés du désert',
      effect:
        'Les blindés qui gagnent un combat rapproché et prennent le terrain peuvent avancer d’un hexagone de plus avant leur percée (pas après la percée, et pas en sortant d’un village ou d’une palmeraie).',
    },
    'oasis-recovery': {
      name: 'Repos à l’oasis',
      effect:
        'Une infanterie activée qui a perdu des figurines et se trouve sur une oasis sans ennemi adjacent peut rester sur place et lancer un dé par carte en main, celle jouée comprise\u00A0: chaque étoile ou symbole d’infanterie lui rend une figurine.',
    },
    'axis-dam-sabotage': {
      name: 'Sabotage des barrages par l’Axe',
      effect:
        'Tant que l’Axe tient un barrage, il lance 2 dés après chacune de ses cartes\u00A0: chaque étoile ajoute une charge sur un barrage qu’il tient, une par barrage. La quatrième charge sabote ce barrage\u00A0: 4 médailles à l’Axe, le barrage et son unité restent. Une unité alliée qui atteint un barrage en retire les charges.',
    },
    're-supply': {
      name: 'Ravitaillement par semi-chenillé',
      effect:
        'Un semi-chenillé activé peut, au lieu de combattre, donner ses figurines une à une aux unités amies affaiblies adjacentes (jamais au-delà de leur effectif de départ). Ces unités et le semi-chenillé ne combattent plus ce tour-là, et les figurines données ne comptent jamais comme médailles.',
    },
    'hospital-recovery': {
      name: 'Hôpital de campagne',
      effect:
        'Une infanterie activée qui a perdu des figurines et se trouve sur un hôpital sans ennemi adjacent peut rester sur place et lancer 6 dés\u00A0: chaque étoile ou symbole d’infanterie lui rend une figurine.',
    },
    // nations (FAQ §VII Nations; Equipment Pack §VII Minor Nations)
    'gung-ho': {
      name: 'Marines\u00A0: Gung Ho',
      effect:
        'Les Alliés activent une unité de plus avec chaque carte Section, et les cartes Tactique qui activent 1 à 4 unités en activent 2 à 5. Appui aérien, Bombardement d’artillerie, Barrage, Combat rapproché, Assaut d’infanterie et Leur heure de gloire ne changent pas.',
    },
    'allied-commissar': {
      name: 'Armée rouge\u00A0: le commissaire',
      effect:
        'Les Alliés placent chaque tour une carte face cachée sous leur commissaire et la jouent à un tour suivant\u00A0; seules les cartes Reconnaissance 1 et Contre-attaque se jouent directement de la main (la carte sous le commissaire attend alors).',
    },
    'stiff-upper-lip': {
      name: 'Commonwealth\u00A0: flegme britannique',
      effect:
        'Une unité alliée réduite à sa dernière figurine par un combat rapproché ennemi, et qui tient sa position, riposte aussitôt contre cet ennemi avec 1 dé, quel que soit le terrain. Pas après une Embuscade.',
    },
    'italian-high-command': {
      name: 'Haut Commandement italien',
      effect:
        'L’Axe commence avec 6 cartes. Chaque unité de l’Axe éliminée lui coûte une carte de sa main, tirée au hasard, tant qu’il en tient plus de 3.',
    },
    // italy (house rules, Terrain Pack Airfield)
    'allied-airfield-reinforcements': {
      name: 'Renforts aéroportés alliés',
      effect:
        'Après avoir joué Directive du QG, les Alliés peuvent poser une unité d’infanterie fraîche sur un aérodrome libre qu’aucune unité ennemie n’est assez proche pour attaquer. Elle ne se déplace pas et ne combat pas ce tour-là.',
    },
    'axis-airfield-reinforcements': {
      name: 'Renforts aéroportés de l’Axe',
      effect:
        'Après avoir joué Directive du QG, l’Axe peut poser une unité d’infanterie fraîche sur un aérodrome libre qu’aucune unité ennemie n’est assez proche pour attaquer. Elle ne se déplace pas et ne combat pas ce tour-là.',
    },
    // italy (Equipment Pack §VII France)
    'furia-francese': {
      name: 'France\u00A0: furia francese',
      effect:
        'L’infanterie française qui élimine ou repousse l’ennemi en combat rapproché peut prendre le terrain, ou rester et charger un autre ennemi adjacent avec 1 dé, quel que soit son abri (une fois par tour).',
    },
    // funnies (FAQ §XII The Surrender of Elster's Column)
    'axis-no-air-power': {
      name: 'Pas d’aviation pour l’Axe',
      effect:
        'L’Axe ne garde jamais d’Appui aérien\u00A0: s’il en reçoit un, à la donne ou en piochant, la carte part aussitôt à la défausse et il pioche de nouveau. Sa Contre-attaque ne peut pas le copier.',
    },
    // stars (house rules l.340, l.343; App. 2 Supply Depot l.575)
    'allied-forward-spotting': {
      name: 'Observateurs avancés alliés',
      effect:
        'Tant qu’une unité alliée tient un hexagone marqué d’une étoile de bataille, toute l’artillerie alliée tire comme une pièce lourde\u00A0: 8 hexagones à 3, 3, 2, 2, 1, 1, 1, 1 de n’importe quel hexagone, avec réglage du tir sur ce qu’elle touche. Sans étoile sur le plateau, il n’y a rien à tenir.',
    },
    'axis-forward-spotting': {
      name: 'Observateurs avancés de l’Axe',
      effect:
        'Tant qu’une unité de l’Axe tient un hexagone marqué d’une étoile de bataille, toute l’artillerie de l’Axe tire comme une pièce lourde\u00A0: 8 hexagones à 3, 3, 2, 2, 1, 1, 1, 1 de n’importe quel hexagone, avec réglage du tir sur ce qu’elle touche. Sans étoile sur le plateau, il n’y a rien à tenir.',
    },
    'allied-sabotage': {
      name: 'Sabotage allié',
      effect:
        'Une unité alliée activée qui se trouve sur un objectif (une tuile étoilée, sinon chaque dépôt, usine, station radar et centrale) peut lancer ses dés de combat rapproché au lieu de combattre\u00A0: une étoile fait sauter la tuile, pour 1 médaille. Un dépôt de ravitaillement perdu ralentit tous les blindés de l’Axe d’un hexagone.',
    },
    'axis-sabotage': {
      name: 'Sabotage de l’Axe',
      effect:
        'Une unité de l’Axe activée qui se trouve sur un objectif (une tuile étoilée, sinon chaque dépôt, usine, station radar et centrale) peut lancer ses dés de combat rapproché au lieu de combattre\u00A0: une étoile fait sauter la tuile, pour 1 médaille. Un dépôt de ravitaillement perdu ralentit tous les blindés alliés d’un hexagone.',
    },
  } satisfies Record<BattleRuleId, { name: string; effect: string }>,
  ruleGroup: {
    'blitz-air': 'Blitz et frappes aériennes',
    bridges: 'Ponts et destructions',
    smoke: 'Écrans de fumée',
    desert: 'Blindés du désert et soins',
    'night-deck': 'Nuit et pioche',
    nations: 'Armées',
  } satisfies Record<RuleGroup, string>,
  ruleGroupOn: (n: number) => (n === 0 ? '' : n === 1 ? '1 activée' : `${n} activées`),
  button: 'Importer un scénario',
  hint: "Un fichier de bataille\u00A0: un fichier .m44 de l’éditeur de scénarios ou de la communauté, ou un scénario Pocket '44. Vous pouvez aussi le déposer ici.",
  drop: 'Déposez le fichier de scénario pour l’importer',
  imported: (name: string) => `${name} est importée et sélectionnée ci-dessous.`,
  warnings: 'Comment le fichier a été lu\u00A0:',
  notAppliedHeading: 'Ce que l’application n’a pas pu appliquer',
  notAppliedIntro: 'La bataille est gardée, mais ces parties ne sont pas jouées. Lisez-les avant de commencer\u00A0:',
  notApplied,
  refused: 'Ce fichier ne peut pas être joué\u00A0:',
  problem: (p: ImportProblem): string => {
    switch (p.code) {
      case 'tooLarge':
        return `le fichier est trop gros (${p.mb.toFixed(1).replace('.', ',')}\u00A0Mo\u00A0; un fichier de scénario fait au plus ${p.maxMb}\u00A0Mo, les vrais quelques dizaines de Ko)`;
      case 'notJson': return `${p.file ? `«\u00A0${p.file}\u00A0»` : 'le fichier'} n’est pas un scénario\u00A0: ce n’est pas du JSON valide`;
      case 'notScenario': return 'le fichier n’est pas un scénario';
      // The detail is the file checker's sentence for the file's author (it names the file's own fields), as written.
      case 'notPlayable': return `pas encore jouable (détail technique)\u00A0: ${p.detail}`;
      // (the detail is worded in French by app/invalidProblems.ts; the path is the file's own keys)
      case 'invalid': return `fichier non conforme${p.path ? ` (${p.path})` : ''}\u00A0: ${p.detail}`;
    }
  },
  campaign: (name: string, battles: number) =>
    `${name} est un fichier de campagne\u00A0: il relie ${battles === 1 ? 'une bataille' : `${battles} batailles`}, à jouer l’une après l’autre, et ne contient lui-même aucune bataille\u00A0:`,
  campaignKept:
    'Elle est gardée comme liste sous Campagnes\u00A0: les batailles que vous avez peuvent s’y jouer\u00A0; pour les autres, importez leurs propres fichiers.',
  campaignMissing: '(pas encore dans l’application)',
  importedTag: 'Importée',
  fileRules: 'Règles écrites dans le fichier',
  warning: {
    standardBoard: 'Le fichier ne nomme pas son plateau\u00A0: la bataille se joue sur le plateau standard.',
    countryside: 'Le fichier ne nomme pas sa carte\u00A0: elle est lue comme une campagne.',
    sidesPlaced: 'Le fichier ne dit pas quel camp commande chaque joueur\u00A0: l’Axe part du haut du plateau, les Alliés du bas.',
    firstPlayer: (side: Side) => `Le fichier ne dit pas qui joue en premier\u00A0: ${LE[side]} (haut du plateau) ${verb(side, 'commence', 'commencent')}. Voyez les notes de la bataille.`,
    noNation: (side: Side) => `Le fichier ne donne aucune nation ${A[side]}\u00A0: ${LEURS[side]} unités n’en montrent aucune.`,
    expertMode: 'Le fichier demande un mode expert que l’application n’a pas\u00A0: la bataille se joue de la façon habituelle.',
    dates: 'Les dates de la bataille sont écrites sous une forme que l’application ne sait pas lire\u00A0: elles sont laissées de côté.',
    frozenRivers: (n: number) =>
      `La liste du matériel dit que les rivières sont gelées\u00A0: ${n <= 1 ? `${n} hexagone de rivière est lu comme gelé` : `${n} hexagones de rivière sont lus comme gelés`}.`,
    loneBridge: (row: number, hex: number) => `Un morceau de long pont est isolé (rangée ${row}, hexagone ${hex})\u00A0: il est lu comme un pont ordinaire.`,
    // holdout3 (FAQ §III Collapsible Rafts & Boats ; décision C411)
    afloat: (n: number) =>
      `${n === 1 ? 'Une unité d’infanterie commence' : `${n} unités d’infanterie commencent`} sur une rivière sans pont\u00A0: ${n === 1 ? 'elle traverse' : 'elles traversent'} en bateaux pliants.`,
    // holdout3 (FAQ §II Minefields l.1098-1100; décision C410)
    minefieldLayer: (side: Side, n: number) =>
      `Le fichier ne dit pas qui a posé ${n === 1 ? 'un champ de mines' : `${n} champs de mines`}\u00A0: ${LE[side]} ${n === 1 ? 'le' : 'les'} ${verb(side, 'contrôle', 'contrôlent')} (le camp qui a posé les autres champs de la bataille, sinon celui dont la moitié du plateau les porte, sinon le défenseur).`,
    cannotWin: (side: Side, need: number, most: number, units: number, objectives: number) =>
      `${LE_CAP[side]} ${verb(side, 'a', 'ont')} besoin de ${need} médailles mais ne ${verb(side, 'peut', 'peuvent')} en gagner que ${most} au plus (${units} par les unités ennemies, ${objectives} par les objectifs)\u00A0: ${verb(side, 'il ne peut', 'ils ne peuvent')} gagner qu’en détruisant toutes les unités ennemies.`,
  },  notPlayable: {
    what: {
      unidentifiedBadge: (unit: string, badge: string) => `une unité portant un insigne que l’application ne sait pas identifier, et qui peut avoir ses propres règles (unité «\u00A0${unit}\u00A0», ${badge})`,
      badgeRule: (unit: string, badge: string) => `une unité dont l’insigne impose des règles que l’application ne joue pas encore (unité «\u00A0${unit}\u00A0», ${badge})`,
      unitEquipment: (unit: string) => `un équipement porté par une unité (unité «\u00A0${unit}\u00A0»)`,
      unit: (unit: string) => `une unité que l’application ne connaît pas (unité «\u00A0${unit}\u00A0»)`,
      behavior: (name: string, behavior: string) => `un comportement spécial que l’application ne joue pas (${behavior}, sur «\u00A0${name}\u00A0»)`,
      overlord: () => 'un plateau Overlord (deux plateaux côte à côte, pour jouer en équipes)\u00A0: les règles de commandement Overlord ne sont pas dans l’application',
      boardType: (name: string) => `un plateau que l’application n’a pas («\u00A0${name}\u00A0»)`,
      boardFace: (name: string) => `une carte que l’application n’a pas («\u00A0${name}\u00A0»)`,
      victory: (name: string) => `une condition de victoire que l’application ne joue pas (${name})`,
      terrain: (name: string) => `un terrain que l’application ne connaît pas («\u00A0${name}\u00A0»)`,
      rectTerrain: (name: string) => `un élément de décor que l’application ne joue pas («\u00A0${name}\u00A0»)`,
      obstacle: (name: string) => `un obstacle que l’application ne connaît pas («\u00A0${name}\u00A0»)`,
      caves: () => 'des grottes dans les collines et les montagnes (les règles des grottes de l’armée japonaise ne sont pas encore jouées)',
      shipUnit: (ship: string) => `une unité à bord d’un navire (${ship})`,
      craftOffSea: () => 'une barge de débarquement loin de la mer',
      craftEmpty: () => 'une barge de débarquement sans unité à bord',
      medalOptions: (options: string, tag: string) => `des options de médaille d’objectif que l’application ne joue pas ensemble (${options}, sur «\u00A0${tag}\u00A0»)`,
      gameOptionsList: () => 'des options de bataille écrites sous forme de liste',
      gameOption: (key: string, value: string) => `une option de bataille que l’application ne joue pas («\u00A0${key}\u00A0» = ${value})`,
      bridgeLine: () => 'un long pont dont les morceaux ne sont pas alignés',
      bridgeEnds: () => 'un long pont sans terre à aucun de ses bouts',
    },
    at: (thing: string, hexes: readonly string[]) => `${thing}, en ${hexes.join('\u00A0; ')}`,
    hex: (row: number, hex: number) => `rangée ${row} hexagone ${hex}`,
  },
};
