/** French: the hex inspection, the night chip and the rules help's pictures (text/inspect.ts). */
import type { BoardFace } from '../../../engine/hex';
import type { MarkerKind } from '../../../engine/markers';
import type { Side } from '../../../engine/types';
import type { Translation } from '../../i18n';
import type { INSPECT_TEXT } from '../inspect';
import { A, DE, LE, LE_CAP, plural, verb } from './common';

export const INSPECT_FR: Translation<typeof INSPECT_TEXT> = {
  button: 'Examiner un hexagone',
  hint: 'Touchez un hexagone (ou appuyez sur I sur le plateau) pour voir ce qui s’y trouve. Tant que ce panneau est ouvert, toucher le plateau ne fait qu’examiner.',
  close: 'Fermer',
  rulesInForce: 'Règles de bataille en vigueur',
  panelLabel: 'Ce qui se trouve sur cet hexagone',
  title: (where: string, terrain: string, place: string | undefined) => `${where}\u00A0: ${terrain}${place ? ` (${place})` : ''}`,
  /** French puts a (narrow no-break) space before a colon. */
  labelled: (label: string) => `${label}\u202F:`,
  moving: 'Mouvement',
  battle: 'Combat',
  sight: 'Ligne de vue',
  battleOwn: 'Cette bataille modifie ses effets habituels\u00A0; voici ceux qui s’appliquent.',
  impassable: 'Cette bataille ferme l’hexagone\u00A0: aucune unité ne peut y entrer.',
  blocksFire: (classes: string) => `Dans cette bataille, les ${classes} ne peuvent pas tirer à travers cet hexagone.`,
  sides: {
    impassable: (n: number) => (n === 1 ? 'Un de ses côtés est infranchissable.' : `${n} de ses côtés sont infranchissables.`),
    blocksSight: (n: number) => (n === 1 ? 'Un de ses côtés bloque la ligne de vue.' : `${n} de ses côtés bloquent la ligne de vue.`),
  },
  bunker: (side: Side) => `Appartient ${A[side]}\u00A0: sa protection et sa règle de drapeau valent pour ses unités.`,
  fieldBunker: 'Chaque camp peut l’utiliser\u00A0: sa protection et sa règle de drapeau valent pour le camp qui l’occupe.',
  bridgeOver: 'Un pont franchit l’eau ici.',
  pontoonName: 'Pont flottant',
  blownName: 'Pont détruit',
  blown: 'Un pont se dressait ici jusqu’à ce qu’il saute pendant cette bataille. Il n’en reste que les extrémités brisées\u00A0: l’hexagone compte comme la rivière qu’il est redevenu.',
  pontoon: 'Un pont flottant, construit pendant cette bataille. Il compte comme n’importe quel autre pont.',
  pontoonSite: (side: Side) =>
    `${LE_CAP[side]} ${verb(side, 'peut', 'peuvent')} franchir la rivière ici\u00A0: une carte Attaque de cette section, jouée au lieu d’activer des unités, pose un pont flottant.`,
  blowBridge: (side: Side, option: 1 | 2) =>
    option === 2
      ? `${LE_CAP[side]} ${verb(side, 'peut', 'peuvent')} dépenser une carte Commandement de cette section pour tenter de le faire sauter\u00A0: 2 dés, et une étoile le fait tomber, ne laissant que la rivière.`
      : `${LE_CAP[side]} ${verb(side, 'peut', 'peuvent')} dépenser une carte Commandement de cette section pour le faire sauter à coup sûr, ne laissant que la rivière\u00A0; cette carte est perdue pour de bon.`,
  // holdout3 (FAQ §III Blowing up Bridges l.1737 ; décision C416)
  blowNextToUnit: (side: Side) => `Seulement avec une unité ${DE[side]} à côté du pont.`,
  blowMedal: (side: Side) => `Faire sauter ce pont rapporte une médaille ${A[side]}.`,
  inThisBattle: (effect: string) => `Dans cette bataille\u00A0: ${effect}`,
  smoke: {
    name: 'Écran de fumée',
    thinningName: 'Écran de fumée, qui se dissipe',
    laidBy: (side: Side) => `Posé par ${LE[side]}.`,
    thins: (enemy: Side, theirTurnNow: boolean) =>
      theirTurnNow
        ? `Il se dissipe à la fin de ce tour ${DE[enemy]} et disparaît à la fin du suivant.`
        : `Il se dissipe à la fin du prochain tour ${DE[enemy]} et disparaît à la fin du tour d’après.`,
    clears: (enemy: Side, theirTurnNow: boolean) =>
      theirTurnNow ? `Il disparaît à la fin de ce tour ${DE[enemy]}.` : `Il disparaît à la fin du prochain tour ${DE[enemy]}.`,
    effect:
      'Aucune ligne de vue ne le traverse, mais une unité qui s’y trouve voit au dehors et est vue. Les unités le traversent librement.',
  },
  headquarters: {
    name: 'Quartier général',
    whose: (side: Side) => `Le quartier général ${DE[side]}.`,
    free: (side: Side) =>
      `Si une unité ennemie y entre, ${LE[side]} ${verb(side, 'perd', 'perdent')} une carte Commandement au hasard et ${verb(side, 'joue', 'jouent')} avec une carte de moins\u00A0; une de ses unités qui y revient récupère la carte.`,
    captured: (side: Side, lost: number) =>
      lost > 0
        ? `Tenu par l’ennemi\u00A0: ${LE[side]} y ${verb(side, 'a', 'ont')} perdu une carte Commandement et ${verb(side, 'joue', 'jouent')} avec une carte de moins jusqu’à ce qu’une de ses unités y revienne, ce qui fait repiocher la carte.`
        : `Tenu par l’ennemi\u00A0: ${LE[side]} n’${verb(side, 'avait', 'avaient')} aucune carte à perdre quand il est tombé. Une de ses unités qui y revient le reprend.`,
  },
  dam: {
    name: 'Sabotage de barrage',
    who: (side: Side) =>
      `${LE_CAP[side]} ${verb(side, 'peut', 'peuvent')} saboter ce barrage tant qu’une de ${side === 'axis' ? 'ses' : 'leurs'} unités le tient\u00A0: 2 dés après chacune de ${side === 'axis' ? 'ses' : 'leurs'} cartes, chaque étoile pose une charge.`,
    charges: (n: number, of: number) =>
      n === 0
        ? `Aucune charge posée pour l’instant (${of} le détruisent).`
        : `${plural(n, 'charge posée', 'charges posées')} sur ${of}. Une unité ennemie qui atteint le barrage les retire.`,
    done: (side: Side, medals: number) =>
      `Saboté\u00A0: ${plural(medals, 'médaille', 'médailles')} ${A[side]}. Le barrage tient toujours et peut être occupé.`,
  },
  marker: { 'battle-star': 'Étoile de bataille', token: 'Marqueur' } satisfies Record<MarkerKind, string>,
  markerMeaning: 'L’application ne joue aucune règle pour lui\u00A0: sa signification est dans les notes de la bataille.',
  mine: {
    owner: (side: Side) => `Posé par ${LE[side]}.`,
    hidden: 'Son pion est face cachée\u00A0: sa puissance est secrète.',
    known: (n: number) => (n === 0 ? 'Votre camp sait que c’est un leurre.' : `Votre camp connaît sa puissance\u00A0: ${n}.`),
    revealed: (n: number) => `Face visible\u00A0: puissance ${n}. Il frappe chaque unité ennemie qui y entre.`,
  },
  objective: {
    who: (side: Side, medals: number) => `${plural(medals, 'médaille', 'médailles')} ${A[side]}.`,
    permanent: 'Gardée pour de bon une fois prise.',
    temporary: 'Ne compte que tant qu’elle est tenue.',
    lastToOccupy: 'Gardée une fois gagnée jusqu’à ce que l’ennemi la tienne à son tour.',
    turnStart: 'Vérifiée seulement au début du tour de son camp.',
    majority: 'Tenue en ayant plus d’unités que l’ennemi sur ses hexagones.',
    sole: 'Tenue en étant sur ses hexagones sans aucune unité ennemie sur l’un d’eux.',
    hold: (n: number, of: number) =>
      of <= 1 ? 'Tenue en s’y trouvant.' : `Tenue en occupant ${n} de ses ${of} hexagones.`,
    taken: (side: Side) => `Prise par ${LE[side]}.`,
  },
  suddenDeath: {
    name: 'Mort subite',
    text: (side: Side, hold: number, of: number) =>
      `${LE_CAP[side]} ${verb(side, 'gagne', 'gagnent')} aussitôt la bataille si ${side === 'axis' ? 'il tient' : 'ils tiennent'} ${of <= 1 ? 'cet hexagone' : `${hold} de ses ${of} hexagones`} à la fin de ${side === 'axis' ? 'son' : 'leur'} tour.`,
  },
  unit: {
    who: (side: Side, kind: string, figures: number, max: number) => {
      const name = `${kind.charAt(0).toUpperCase()}${kind.slice(1)} ${DE[side]}`;
      return figures === max
        ? `${name}\u00A0: ${plural(figures, 'figurine', 'figurines')}.`
        : `${name}\u00A0: ${figures} ${figures <= 1 ? 'figurine' : 'figurines'} sur ${max}.`;
    },
    medals: (n: number, enemy: Side) => `L’éliminer rapporte ${plural(n, 'médaille', 'médailles')} ${A[enemy]}.`,
    range: (dice: readonly number[]) =>
      `Dés de combat selon la distance\u00A0: ${dice.join(', ')} (portée ${plural(dice.length, 'hexagone', 'hexagones')}).`,
    night: (n: number) => `Cette nuit, elle ne combat que des cibles à ${plural(n, 'hexagone', 'hexagones')} au plus.`,
    badge: (badge: string) => `Insigne\u00A0: ${badge}.`,
    camouflaged:
      'Camouflée\u00A0: seule une unité ennemie adjacente peut la combattre, et aucune carte ne peut la frapper de loin. Elle perd son couvert pour de bon dès qu’elle se déplace, recule ou combat.',
    maxMove: (n: number) => `Cette unité ne se déplace jamais de plus de ${plural(n, 'hexagone', 'hexagones')} par tour, quelle que soit la carte.`,
    armorMove: (side: Side, n: number) =>
      `Dans cette bataille, les blindés ${DE[side]} se déplacent de ${plural(n, 'hexagone', 'hexagones')} au plus par tour.`,
    ignoreOneFlag:
      'Elle peut ignorer un drapeau de chaque attaque qui la vise, où qu’elle soit (pas contre un barrage ni une frappe aérienne).',
    // brandenburgers (FAQ §IV Brandenburgers)
    disguised: 'Toujours en uniforme ennemi\u00A0: les touches contre elle ne comptent que si l’attaquant obtient ensuite un symbole d’infanterie sur un dé.',
    unmasked: 'Son uniforme ennemi est tombé\u00A0: infanterie des forces spéciales désormais, sans autre protection.',
    // guns (Equipment Pack, Long Tom)
    zeroed: (side: Side) =>
      `Un réticule ${DE[side]} la vise\u00A0: leur artillerie lourde et leurs destroyers lancent 1\u00A0dé de plus contre elle tant qu’elle ne bouge pas.`,
    // landing craft (FAQ §IV Landing Craft)
    landingCraft:
      'Elle est à bord d’une barge de débarquement\u00A0: 2 hexagones au plus sur la mer, et elle peut accoster sur tout ' +
      'hexagone sans hérissons, où la barge reste. Elle ne combat ni à flot ni le tour où elle débarque, et ne recule que ' +
      'sur la mer. Les cartes qui nomment un type d’unité ne lui donnent jamais d’ordre, sauf si ce type a disparu du plateau. ' +
      'La barge ne rapporte aucune médaille.',
    // trains (FAQ §IV Trains/Supply Trains)
    trainCargo: (n: number) =>
      `${n === 1 ? '1\u00A0unité voyage' : `${n}\u00A0unités voyagent`} à bord\u00A0; elles descendent quand la locomotive s’arrête dans une gare.`,
    wagonLost: 'Son wagon est détruit\u00A0: il ne reste que la locomotive, qu’un dégât de plus détruira.',
    // supply (Equipment Pack / FAQ §IV Supply Trucks)
    supplies: (n: number) =>
      `Transporte ${plural(n, 'chargement', 'chargements')}\u00A0: chacun rend une figurine à une unité affaiblie voisine.`,
    // nations (FAQ §VII Nations; Equipment Pack §VII Minor Nations)
    army: {
      yamato:
        'Infanterie japonaise\u00A0: elle ignore toujours un drapeau de chaque attaque, deux là où son terrain en fait déjà ignorer un (jamais contre un barrage ni une frappe aérienne).',
      seishin: 'Au complet, elle lance un dé de plus quand elle combat un ennemi adjacent.',
      banzai: 'Banzaï\u00A0: elle peut avancer de 2 hexagones et combattre quand même, mais seulement un ennemi adjacent.',
      italianRetreat: 'Unité italienne\u00A0: chaque drapeau contre elle peut la faire reculer de 1, 2 ou 3 hexagones, au choix de son camp.',
      italianArtillery: 'Artilleurs italiens inébranlables\u00A0: elle peut ignorer un drapeau de chaque attaque qui la vise.',
      // italy (Equipment Pack §VII France)
      frenchInfantry: 'Infanterie française de 1940\u00A0: quatre figurines, et la furia francese quand la bataille la joue.',
    },
    gungHo: 'Son camp joue Gung Ho\u00A0: la plupart des cartes Commandement activent une unité de plus qu’indiqué.',
    commissar:
      'Son camp obéit à un commissaire politique\u00A0: sa carte de chaque tour est celle placée face cachée sous le commissaire au tour précédent, sauf s’il joue une Reconnaissance 1 ou une Contre-attaque de sa main.',
    stiffUpperLip:
      'Flegme britannique\u00A0: réduite à sa dernière figurine par un ennemi adjacent, si elle tient sa position elle riposte aussitôt avec 1 dé, quel que soit le terrain (pas après une embuscade).',
    // italy (Equipment Pack §VII France)
    furia:
      'Furia francese\u00A0: quand son combat rapproché élimine ou repousse l’ennemi, elle peut prendre le terrain, ou rester et charger un autre ennemi adjacent avec 1 dé, quel que soit son abri (une fois par tour\u00A0; elle peut prendre le terrain après cette charge).',
    highCommand:
      'Son camp obéit au Haut Commandement italien\u00A0: chaque unité perdue lui coûte une carte de sa main, tirée au hasard, tant qu’il en tient plus de 3.',
    // troopact (FAQ §III Heroic Leader)
    heroicLeader:
      'Un chef héroïque l’accompagne\u00A0: elle lance 1 dé de plus à chaque combat et peut ignorer un drapeau de chaque attaque (jamais contre un barrage ni une frappe aérienne). Si elle est éliminée, on lance 2 dés\u00A0: une étoile et le chef meurt (une médaille pour l’ennemi)\u00A0; sinon il rejoint l’infanterie amie la plus proche.',
    // troopact (FAQ §III Collapsible Rafts & Boats)
    raft: 'Elle porte un canot pliant\u00A0: elle peut se mettre à l’eau sur un hexagone de rivière et s’y arrêter\u00A0; à flot elle avance d’un hexagone, le long de la rivière ou vers la rive (jamais sur un pont), combat avec 1 dé de moins et perd une figurine par drapeau au lieu de reculer. Une fois à terre, le canot est perdu.',
    // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
    bridged: 'Son pont d’assaut est posé\u00A0: elle n’en a pas d’autre à poser de la partie.',
  },
  noUnit: 'Aucune unité sur cet hexagone.',
  now: {
    heading: 'Maintenant',
    over: 'La bataille est terminée.',
    waitCard: (side: Side) => `${LE_CAP[side]} n’${verb(side, 'a', 'ont')} pas encore joué de carte Commandement.`,
    notTurn: (side: Side) =>
      `${LE_CAP[side]} ${verb(side, 'joue', 'jouent')}\u00A0: cette unité attend le tour de son camp.`,
    canOrder: 'Peut être activée par la carte jouée.',
    notOrderable: 'La carte jouée ne peut pas l’activer.',
    ordered: 'Activée ce tour-ci.',
    notOrdered: 'Pas activée ce tour-ci.',
    moves: (n: number) => `Peut se déplacer\u00A0: ${plural(n, 'hexagone', 'hexagones')} au choix.`,
    exit: 'Peut quitter le plateau par un marqueur de sortie.',
    battles: (n: number) => `Peut combattre\u00A0: ${plural(n, 'cible', 'cibles')} à portée et en vue.`,
    noTarget: 'Peut combattre, mais n’a aucune cible à portée et en vue.',
    removeWire: 'Peut retirer les barbelés au lieu de combattre.',
    // foot (FAQ §II Road Blocks Q: engineers)
    removeRoadblock: 'Peut dégager le barrage routier au lieu de combattre.',
    // caves (FAQ §II Caves on Hills and Mountains)
    sealCave: 'Peut tenter de sceller la grotte au lieu de combattre\u00A0: une grenade sur ses dés de combat rapproché la ferme.',
    // meemies (Equipment Pack Nebelwerfer / FAQ §IV Screaming Meemies)
    smokeShells: 'Peut tirer des roquettes fumigènes au lieu d’incendiaires\u00A0: un écran de fumée de 3 hexagones au plus, à portée.',
    retreat: 'Doit reculer maintenant\u00A0: son propriétaire choisit l’hexagone.',
    takeGround: 'Peut prendre le terrain maintenant.',
    overrun: 'Peut combattre de nouveau maintenant (percée).',
    // italy (Equipment Pack §VII France)
    furia: 'Peut prendre le terrain maintenant, ou charger un autre ennemi adjacent avec 1 dé (furia francese).',
    nothing: 'Plus rien à faire pour elle ce tour-ci.',
    moveOver: 'Son mouvement est terminé\u00A0; elle pourra encore combattre lors des combats.',
    noBattleTurn: 'Son mouvement est terminé, et elle ne peut pas combattre ce tour-ci.',
    // supply (Equipment Pack / FAQ §IV Supply Trucks)
    resupply: (n: number) => `Peut ravitailler ${plural(n, 'unité affaiblie voisine', 'unités affaiblies voisines')}.`,
    // stars (house rules l.343 Sabotage)
    sabotage: 'Peut tenter de faire sauter l’objectif où elle se trouve au lieu de combattre\u00A0: une étoile sur ses dés de combat rapproché le détruit.',
  },
  night: {
    short: (range: number) => `Nuit\u00A0: ${plural(range, 'hexagone', 'hexagones')}`,
    long: (level: number, daylight: number, range: number) =>
      `Nuit, étape ${level} sur ${daylight - 1} vers l’aube\u00A0: les unités ne combattent que des cibles à ${plural(range, 'hexagone', 'hexagones')} au plus. Chaque étoile obtenue par les Alliés au début de leur tour rapproche l’aube d’une étape.`,
  },
  legend: {
    faceLabel: 'Plateau',
    face: { country: 'Été', beach: 'Débarquement', winter: 'Hiver', desert: 'Désert' } satisfies Record<BoardFace, string>,
  },
  // stars (house rules l.340, l.343; App. 2 Supply Depot l.575)
  battleStars: {
    spottingName: 'Poste d’observation',
    spotting: (side: Side, named: boolean) =>
      `Tant que ${named ? `l’unité ${side === 'axis' ? 'de l’Axe' : 'alliée'} que nomme la bataille` : `une unité ${side === 'axis' ? 'de l’Axe' : 'alliée'}`} tient cet hexagone, toute l’artillerie ${side === 'axis' ? 'de l’Axe' : 'alliée'} tire comme une pièce lourde\u00A0: 8 hexagones à 3, 3, 2, 2, 1, 1, 1, 1, avec réglage du tir sur ce qu’elle touche.`,
    held: (yes: boolean) => (yes ? 'Tenu en ce moment\u00A0: les canons sont guidés.' : 'Pas tenu en ce moment.'),
    objectiveName: 'Objectif de sabotage',
    objective: (side: Side) =>
      `Une unité ${side === 'axis' ? 'de l’Axe' : 'alliée'} activée qui se trouve ici peut lancer ses dés de combat rapproché au lieu de combattre\u00A0: une étoile fait sauter la tuile, pour 1 médaille.`,
    depot: (side: Side) => `Sa perte ralentirait tous les blindés ${side === 'axis' ? 'de l’Axe' : 'alliés'} d’un hexagone jusqu’à la fin de la bataille.`,
    destroyed: (side: Side) => `Détruit par ${LE[side]}.`,
  },
  // seaWall (FAQ §II Sea Wall)
  seaWall: (side: Side) => `Il ne protège que ${LE[side]}\u00A0: une unité ennemie qui s’y trouve n’en tire rien.`,
};
