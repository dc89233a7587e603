/** French: the battle log (text/log.ts). Units come as "l’unité d’infanterie alliée (…)" (GAME_FR.unitName); `cap` starts a sentence. */
import type { CardType, DieFace, LossCause, Side } from '../../../engine/types';
import { MAX_TURNS, type EndReason } from '../../../engine/victory';
import type { Translation } from '../../i18n';
import type { LOG_TEXT } from '../log';
import { A, DE, LE, LE_CAP, cap, other, plural, verb } from './common';

const FACE: Record<DieFace, string> = { infantry: 'infanterie', armor: 'blindé', grenade: 'grenade', star: 'étoile', flag: 'drapeau' };

/** "16 médailles à 3" style score: the winner's medals first. */
const score = (side: Side, medals: Record<Side, number>): string => `${medals[side]} médailles à ${medals[other(side)]}`;

/** Landmark names (text/fr/board.ts terrain) that take « la ». */
const FEMININE: ReadonlySet<string> = new Set(['caserne', 'station radar', 'centrale électrique']);

export const LOG_FR: Translation<typeof LOG_TEXT> = {
  turn: (side: Side, n: number) => `Tour ${n}\u00A0: ${LE[side]}.`,
  played: (side: Side, card: string) => `${LE_CAP[side]} ${verb(side, 'joue', 'jouent')} ${card}.`,
  playedSection: (side: Side, card: string, section: string) =>
    `${LE_CAP[side]} ${verb(side, 'joue', 'jouent')} ${card} sur le ${section}.`,
  copied: (card: string) => `Elle copie ${card}.`,
  playedAs: (card: string) => `Elle est jouée comme ${card}.`,
  playedFor: (use: 'pontoon' | 'blow') =>
    use === 'pontoon'
      ? 'Aucune unité n’est activée\u00A0: le génie jette un pont sur la rivière.'
      : 'Aucune unité n’est activée\u00A0: les sapeurs s’attaquent à un pont.',
  pontoonBuilt: (side: Side) => `${LE_CAP[side]} ${verb(side, 'pose', 'posent')} un pont flottant sur la rivière.`,
  bridgeBlown: (side: Side, blown: boolean) =>
    blown
      ? `${LE_CAP[side]} ${verb(side, 'fait', 'font')} sauter le pont\u00A0: il ne reste que la rivière.`
      : 'Les charges n’explosent pas\u00A0: le pont tient toujours.',
  cardLost: (side: Side, card: string) =>
    `${cap(card)} est perdue pour de bon\u00A0: ${LE[side]} ne ${verb(side, 'pioche', 'piochent')} rien à la place.`,
  visibility: (stars: number, level: number) =>
    level >= 6
      ? `Aube\u00A0: ${plural(stars, 'étoile obtenue', 'étoiles obtenues')}, plein jour. Les unités combattent de nouveau à toute portée.`
      : `Nuit\u00A0: ${plural(stars, 'étoile obtenue', 'étoiles obtenues')}. Les unités combattent à ${plural(level, 'hexagone', 'hexagones')} au plus.`,
  ordered: (unit: string) => `${cap(unit)} est activée.`,
  moved: (unit: string, steps: number, to: string) =>
    `${cap(unit)} avance de ${plural(steps, 'hexagone', 'hexagones')} vers ${to}.`,
  battle: (unit: string, target: string, dice: number, close: boolean) =>
    `${cap(unit)} ${close ? 'attaque au contact' : 'tire sur'} ${target} avec ${plural(dice, 'dé', 'dés')}.`,
  cardStrike: (card: string, target: string, dice: number) => `${cap(card)} frappe ${target} avec ${plural(dice, 'dé', 'dés')}.`,
  ambush: (side: Side, unit: string) =>
    `Embuscade\u00A0! ${LE_CAP[side]} ${verb(side, 'frappe', 'frappent')} en premier contre ${unit}.`,
  roll: (faces: readonly DieFace[]) => `Résultat\u00A0: ${faces.length ? faces.map((f) => FACE[f]).join(', ') : 'aucun dé'}.`,
  hits: (unit: string, hits: number, flags: number) =>
    hits === 0 && flags === 0
      ? `${cap(unit)} est indemne.`
      : `${cap(unit)} subit ${[hits ? plural(hits, 'touche', 'touches') : '', flags ? plural(flags, 'drapeau', 'drapeaux') : ''].filter(Boolean).join(' et ')}.`,
  figuresLost: (unit: string, n: number, cause: LossCause) => {
    const lost = plural(n, 'figurine', 'figurines');
    return cause === 'bridge'
      ? `${cap(unit)} s’effondre avec le pont\u00A0: ${plural(n, 'figurine perdue', 'figurines perdues')}.`
      : cause === 'hit'
        ? `${cap(unit)} perd ${lost}.`
        : cause === 'mine'
          ? `${cap(unit)} perd ${lost} sur les mines.`
          : cause === 'ice'
            ? `${cap(unit)} perd ${lost} à travers la glace.`
            : cause === 'blockedRetreat'
              ? `${cap(unit)} ne peut pas reculer et perd ${lost}.`
              : `${cap(unit)} tient son bunker et perd ${lost}.`;
  },
  eliminated: (unit: string, medals: number, side: Side) =>
    `${cap(unit)} est éliminée\u00A0: ${plural(medals, 'médaille', 'médailles')} ${A[side]}.`,
  flagIgnored: (unit: string) => `${cap(unit)} tient bon et ignore un drapeau.`,
  retreated: (unit: string, steps: number, to: string) =>
    `${cap(unit)} recule de ${plural(steps, 'hexagone', 'hexagones')} vers ${to}.`,
  tookGround: (unit: string) => `${cap(unit)} prend le terrain.`,
  extraHex: (unit: string) => `${cap(unit)} avance d’un hexagone de plus dans le sable.`,
  hqCaptured: (side: Side, card: string | null) =>
    card
      ? `Le quartier général ${DE[side]} tombe\u00A0: ${LE[side]} ${verb(side, 'perd', 'perdent')} ${card}.`
      : `Le quartier général ${DE[side]} tombe.`,
  battleBack: (unit: string, target: string) => `${cap(unit)} tient bon avec sa dernière figurine et riposte contre ${target}.`,
  highCommandDiscard: (side: Side, card: string) => `Désordre au haut commandement ${DE[side]}\u00A0: ${card} est défaussée.`,
  landmarkRuined: (name: string) => `Les obus dévastent ${FEMININE.has(name) ? 'la' : 'le'} ${name}\u00A0: il n’en reste que des ruines.`,
  damTokens: (side: Side, stars: number, placed: number) =>
    placed === 0
      ? `Les sapeurs ${DE[side]} sur le barrage obtiennent ${plural(stars, 'étoile', 'étoiles')}\u00A0: aucune charge posée ce tour-ci.`
      : `Les sapeurs ${DE[side]} posent ${plural(placed, 'charge', 'charges')} sur ${placed === 1 ? 'le barrage' : 'les barrages'}.`,
  damSabotaged: (side: Side, medals: number) =>
    `La quatrième charge explose\u00A0: le barrage est saboté, ${plural(medals, 'médaille', 'médailles')} ${A[side]}.`,
  // holdout3 (décision C416)
  bridgeMedal: (side: Side, medals: number) => `Ce pont valait ${plural(medals, 'médaille', 'médailles')} ${A[side]}.`,
  damCleared: (side: Side) => `${LE_CAP[side]} ${verb(side, 'atteint', 'atteignent')} le barrage et ${verb(side, 'retire', 'retirent')} les charges.`,
  hqRetaken: (side: Side) =>
    `${LE_CAP[side]} ${verb(side, 'reprend', 'reprennent')} ${side === 'axis' ? 'son' : 'leur'} quartier général et ${verb(side, 'repioche', 'repiochent')} la carte perdue.`,
  exited: (unit: string, side: Side) =>
    `${cap(unit)} quitte le plateau par un marqueur de sortie\u00A0: 1 médaille ${A[side]}.`,
  overrun: (unit: string) => `${cap(unit)} fait une percée et peut combattre de nouveau.`,
  // italy (Equipment Pack §VII France)
  furia: (unit: string) => `${cap(unit)} reste sur place et charge de nouveau\u00A0: furia francese, 1 dé.`,
  attackCancelled: (unit: string) => `${cap(unit)} a été repoussée\u00A0: son attaque est annulée.`,
  wireRemoved: (unit: string) => `${cap(unit)} retire les barbelés.`,
  // foot (FAQ §IV Combat Engineers)
  roadblockRemoved: (unit: string) => `${cap(unit)} dégage le barrage routier au lieu de combattre.`,
  minesCleared: (unit: string) => `${cap(unit)} déblaie le champ de mines au lieu de combattre.`,
  // caves (FAQ §II Caves on Hills and Mountains)
  caveMoved: (unit: string, to: string) => `${cap(unit)} passe par les grottes et ressort vers ${to}.`,
  caveSealed: (unit: string, sealed: boolean) =>
    sealed ? `${cap(unit)} scelle la grotte\u00A0: ce n’est plus qu’un terrain ordinaire.` : `${cap(unit)} ne parvient pas à sceller la grotte\u00A0: aucune grenade.`,
  // brandenburgers (FAQ §IV Brandenburgers)
  disguise: (unit: string, held: boolean) =>
    held
      ? `${cap(unit)} passe pour une unité amie\u00A0: pas de symbole d’infanterie à la seconde lancée, l’attaque est ignorée.`
      : `${cap(unit)} abandonne son uniforme ennemi.`,
  ice: (unit: string) => `${cap(unit)} s’aventure sur la glace d’une rivière gelée et la met à l’épreuve.`,
  mine: (unit: string, value: number) =>
    value === 0
      ? `${cap(unit)} entre dans un champ de mines\u00A0: un leurre, retiré.`
      : `${cap(unit)} entre dans un champ de mines de puissance ${value}.`,
  sandbagsPlaced: (unit: string) => `${cap(unit)} se retranche derrière des sacs de sable.`,
  sandbagsRemoved: 'Les sacs de sable abandonnés sont retirés.',
  smoke: (side: Side, phase: 'laid' | 'thinning' | 'cleared') =>
    phase === 'laid'
      ? `${LE_CAP[side]} ${verb(side, 'pose', 'posent')} un écran de fumée\u00A0: personne ne voit au travers.`
      : phase === 'thinning'
        ? `L’écran de fumée ${DE[side]} commence à se dissiper.`
        : `L’écran de fumée ${DE[side]} s’est dissipé.`,
  uncovered: (unit: string) => `${cap(unit)} trahit sa cachette.`,
  smokeShells: (unit: string) => `${cap(unit)} tire des roquettes fumigènes.`,
  bunkerDestroyed: (unit: string) => `${cap(unit)} fait sauter le bunker au mortier Petard.`,
  bunkerAssault: (unit: string, dice: number) => `${cap(unit)} tire au mortier Petard sur un bunker vide (${dice} dé${dice > 1 ? 's' : ''}).`,
  // guns (Equipment Pack, Long Tom)
  zeroedIn: (unit: string) => `Les canons ont réglé leur tir sur ${unit}\u00A0: un réticule la marque.`,
  // landing craft (FAQ §IV Landing Craft)
  landed: (unit: string) => `${cap(unit)} débarque et laisse sa barge.`,
  // trains (FAQ §IV Trains/Supply Trains)
  wagonLost: (unit: string, riders: number) => `Le wagon de ${unit} est détruit${riders ? (riders === 1 ? ', avec l’unité à bord' : ', avec les unités à bord') : ''}.`,
  disembarked: (unit: string) => `${cap(unit)} descend du train à la gare.`,
  // italy (house rules, Terrain Pack Airfield)
  airLanded: (unit: string) => `Des renforts se posent sur l’aérodrome\u00A0: ${unit}, qui ne joue pas ce tour-ci.`,
  figureMedal: (unit: string, medals: number, side: Side) =>
    `Avec ${unit}, un troisième véhicule de ce type est perdu\u00A0: ${plural(medals, 'médaille', 'médailles')} ${A[side]}.`,
  hitsConfirmed: (unit: string, hits: number, confirmed: number) =>
    confirmed === 0
      ? `${cap(unit)} encaisse ${plural(hits, 'touche', 'touches')}\u00A0: pas de grenade à la seconde lancée.`
      : `Une grenade à la seconde lancée\u00A0: la touche sur ${unit} porte.`,
  recovered: (unit: string, n: number) => `${cap(unit)} récupère ${plural(n, 'figurine', 'figurines')}.`,
  objective: (side: Side, medals: number, permanent: boolean) =>
    medals >= 0
      ? `${LE_CAP[side]} ${permanent ? verb(side, 'prend', 'prennent') : verb(side, 'tient', 'tiennent')} un objectif\u00A0: ${plural(medals, 'médaille', 'médailles')}.`
      : `${LE_CAP[side]} ${verb(side, 'perd', 'perdent')} une médaille d’objectif.`,
  objectiveLost: (side: Side, medals: number) =>
    `${LE_CAP[side]} ${verb(side, 'perd', 'perdent')} ${plural(medals, 'médaille d’objectif', 'médailles d’objectif')}.`,
  drew: (side: Side, card: string | null) =>
    card
      ? `${LE_CAP[side]} ${verb(side, 'pioche', 'piochent')} ${card}.`
      : `${LE_CAP[side]} ${verb(side, 'pioche', 'piochent')} une carte.`,
  kept: (side: Side, card: string | null) =>
    card
      ? `${LE_CAP[side]} ${verb(side, 'garde', 'gardent')} ${card}.`
      : `${LE_CAP[side]} ${verb(side, 'garde', 'gardent')} une carte sur deux.`,
  shuffled: (n: number) => `La défausse est mélangée pour former une nouvelle pioche de ${plural(n, 'carte', 'cartes')}.`,
  // funnies (FAQ §XII The Surrender of Elster's Column)
  airPowerRefused: (side: Side, card: string) =>
    `${LE_CAP[side]} ne ${verb(side, 'peut', 'peuvent')} pas jouer ${card} dans cette bataille\u00A0: la carte part à la défausse et ${side === 'allies' ? 'ils piochent' : 'il pioche'} de nouveau.`,
  gameOver: (side: Side, medals: Record<Side, number>, reason?: EndReason) => {
    const wins = `${LE[side]} ${verb(side, 'gagne', 'gagnent')}`;
    return reason === 'suddenDeath'
      ? `${LE_CAP[side]} ${verb(side, 'tient', 'tiennent')} l’objectif qu’il ${side === 'axis' ? 'lui' : 'leur'} fallait et ${verb(side, 'gagne', 'gagnent')} aussitôt.`
      : reason === 'deckEmpty'
        ? `La pioche est épuisée\u00A0: ${wins}.`
        : reason === 'noUnits'
          ? `${LE_CAP[other(side)]} n’${verb(other(side), 'a', 'ont')} plus aucune unité\u00A0: ${wins}.`
          : reason === 'noCards'
            ? `Il ne reste aucune carte à jouer\u00A0: ${wins}, ${score(side, medals)}.`
            : reason === 'turnLimit'
              ? `La bataille a duré ${MAX_TURNS} tours\u00A0: ${wins}, ${score(side, medals)}.`
              : `${cap(wins)}, ${score(side, medals)}.`;
  },
  hex: (row: number, hex: number) => `la rangée ${row}, hexagone ${hex}`,
  at: (row: number, hex: number) => `rangée ${row}, hexagone ${hex}`,
  unitAt: (unit: string, where: string, place: string | null) => `${unit} (${place ? `${place}, ` : ''}${where})`,
  cardName: (type: CardType, name: string) => name || type,
  // troopact (FAQ §III Heroic Leader)
  heroicLeaderLost: (unit: string, star: boolean, side: Side) =>
    star
      ? `Le chef de ${unit} tombe avec ses hommes\u00A0: 1 médaille ${A[side]}.`
      : `Le chef de ${unit} en réchappe, mais plus aucune infanterie à mener\u00A0: 1 médaille ${A[side]}.`,
  heroicLeaderMoved: (unit: string, heir: string) => `Le chef de ${unit} s’échappe et prend la tête de ${heir}.`,
  // troopact (FAQ §III Collapsible Rafts & Boats)
  raftLeft: (unit: string) => `${cap(unit)} gagne la rive et abandonne son canot.`,
  // supply (Equipment Pack / FAQ §IV Supply Trucks)
  resupplied: (truck: string, unit: string, usedUp: boolean) =>
    usedUp
      ? `${cap(truck)} livre son dernier chargement à ${unit}, qui récupère 1 figurine\u00A0; ${truck} est vidé.`
      : `${cap(truck)} livre un chargement à ${unit}, qui récupère 1 figurine.`,
  // recon (Equipment Pack Kübelwagen / FAQ §IV Command Cars)
  tookDiscard: (side: Side, card: string | null) =>
    card
      ? `${LE_CAP[side]} ${verb(side, 'reprend', 'reprennent')} ${card} dans la défausse.`
      : `${LE_CAP[side]} ${verb(side, 'reprend', 'reprennent')} une carte dans la défausse.`,
  // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
  bridgeLaid: (unit: string, hex: string) => `${cap(unit)} lance son pont sur la rivière (${hex}).`,
  // funnies-choice (Equipment Pack Hobart's Funnies l.190)
  accessoryChosen: (side: Side, accessory: string, hex: string) =>
    `${LE_CAP[side]} ${verb(side, 'équipe', 'équipent')} ${verb(side, 'son', 'leur')} Churchill (${hex}) pour toute la bataille\u00A0: ${accessory}.`,
  // stars (house rules l.343 Sabotage; App. 2 Supply Depot l.575)
  sabotage: (unit: string, name: string, destroyed: boolean, side: Side, depot: boolean) =>
    destroyed
      ? `${cap(unit)} fait sauter l’objectif (${name})\u00A0: 1 médaille ${A[side]}.${depot ? ` Les blindés ${DE[other(side)]} avancent désormais d’un hexagone de moins.` : ''}`
      : `${cap(unit)} ne parvient pas à faire sauter l’objectif (${name}).`,
};
