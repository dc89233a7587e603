/**
 * Words of the hex inspection (src/ui/game/inspect.ts, the game screen's "i"), the night indicator and the rules
 * help's pictures. The terrain, obstacle and marker effects come from src/ui/app/rules-tables.ts (RULES_TEXT), built
 * from the engine's tables; here are only the words about this hex, its unit and this moment of the battle.
 */
import { translatable } from '../i18n';
import type { BoardFace } from '../../engine/hex';
import type { MarkerKind } from '../../engine/markers';
import type { Side } from '../../engine/types';

/** The army rules a unit's inspection tells (src/ui/game/inspect.ts `armyRules`). */
export type ArmyRule = 'yamato' | 'seishin' | 'banzai' | 'italianRetreat' | 'italianArtillery' | 'frenchInfantry';

const SIDE = { allies: 'Allies', axis: 'Axis' } satisfies Record<Side, string>;
const SIDE_ADJ = { allies: 'Allied', axis: 'Axis' } satisfies Record<Side, string>;
const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

export const INSPECT_TEXT = translatable('inspect', {
  /** The game bar's toggle (its accessible name; aria-pressed says whether it is on). */
  button: 'Inspect a hex',
  /** Shown while inspecting and no hex has been picked yet. */
  hint: 'Tap any hex (or press I on the board) to see what is there. Taps on the board only inspect until you close this.',
  close: 'Close',
  /** Before a hex is picked: the battle's own rules in force (their names and effects are the import screen's). */
  rulesInForce: 'Battle rules in force',
  panelLabel: 'What is on this hex',
  /** "Row 3, hex 5: Forest (Colleville)". */
  title: (where: string, terrain: string, place: string | undefined) => `${where}: ${terrain}${place ? ` (${place})` : ''}`,
  /** Labels before the sentences of an effect, and how a label is joined to its sentence ("Moving:"). */
  labelled: (label: string) => `${label}:`,
  moving: 'Moving',
  battle: 'Battle',
  sight: 'Sight',
  /** A terrain changed by this battle's own rules (scenario `rules.terrain`). */
  battleOwn: 'This battle changes its usual effects; these are the ones in force.',
  impassable: 'This battle closes the hex: no unit may enter.',
  blocksFire: (classes: string) => `This battle lets no ${classes} fire across it.`,
  sides: {
    impassable: (n: number) => (n === 1 ? 'One of its sides cannot be crossed.' : `${n} of its sides cannot be crossed.`),
    blocksSight: (n: number) => (n === 1 ? 'One of its sides blocks line of sight.' : `${n} of its sides block line of sight.`),
  },
  bunker: (side: Side) => `Belongs to the ${SIDE[side]}: its protection and its flag rule are for their units.`,
  fieldBunker: 'Either side may use it: its protection and its flag rule are for whichever side holds it.',
  bridgeOver: 'A bridge crosses the water here.',
  pontoonName: 'Pontoon bridge',
  /** A bridge blown during the battle (rules-decisions C92). */
  blownName: 'Blown bridge',
  blown: 'A bridge stood here until it was blown in this battle. Only its broken ends are left: the hex plays as the river it is now.',
  pontoon: 'A pontoon bridge, built during this battle. It plays as any other bridge.',
  /** A river hex where a side may still build one (FAQ §II Pontoon Bridges). */
  pontoonSite: (side: Side) => `The ${SIDE[side]} may bridge the river here: an Attack card of this section, played instead of ordering units, lays a pontoon.`,
  /** Who may blow the bridge, and how (option 2: 2 dice; option 1: sure, the card lost for good). */
  blowBridge: (side: Side, option: 1 | 2) =>
    option === 2
      ? `The ${SIDE[side]} may spend a command card of this section to try to blow it: 2 dice, and a star brings it down, leaving only the river.`
      : `The ${SIDE[side]} may spend a command card of this section to blow it for sure, leaving only the river; that card is lost for good.`,
  // holdout3 (FAQ §III Blowing up Bridges l.1737; decision C416)
  blowNextToUnit: (side: Side) => `Only with a unit of the ${SIDE[side]} next to the bridge.`,
  blowMedal: (side: Side) => `Blowing this bridge wins the ${SIDE[side]} a medal.`,
  /** A rule of the battle that works on this hex (its effect sentence from the battle rules' words). */
  inThisBattle: (effect: string) => `In this battle: ${effect}`,
  smoke: {
    name: 'Smoke screen',
    thinningName: 'Smoke screen, thinning',
    laidBy: (side: Side) => `Laid by the ${SIDE[side]}.`,
    /** A fresh screen: it thins at the end of the enemy's first turn after it was laid, and clears after the second. */
    thins: (enemy: Side, theirTurnNow: boolean) =>
      theirTurnNow
        ? `It thins when this ${SIDE[enemy]} turn ends and blows away when their next one ends.`
        : `It thins when the ${SIDE[enemy]}' next turn ends and blows away when their turn after that ends.`,
    clears: (enemy: Side, theirTurnNow: boolean) =>
      theirTurnNow ? `It blows away when this ${SIDE[enemy]} turn ends.` : `It blows away when the ${SIDE[enemy]}' next turn ends.`,
    effect: 'No line of sight passes through it, but a unit standing in it sees out and is seen. Units move through it freely.',
  },
  headquarters: {
    name: 'Headquarters',
    whose: (side: Side) => `The ${SIDE_ADJ[side]} headquarters.`,
    free: (side: Side) =>
      `If an enemy unit moves onto it, the ${SIDE[side]} lose a command card at random and play a card short; a unit of theirs moving back onto it wins the card back.`,
    captured: (side: Side, lost: number) =>
      lost > 0
        ? `Held by the enemy: the ${SIDE[side]} lost a command card to it and play a card short until a unit of theirs moves back onto it, which draws the card back.`
        : `Held by the enemy: the ${SIDE[side]} had no card to lose when it fell. A unit of theirs moving back onto it retakes it.`,
  },
  /** Sabotaging a Dam (rules-decisions C91): the dam's charges in this battle. */
  dam: {
    name: 'Dam sabotage',
    who: (side: Side) => `The ${SIDE[side]} may sabotage this dam while a unit of theirs holds it: 2 dice after each of their cards, a star sets a charge.`,
    charges: (n: number, of: number) => (n === 0 ? `No charge set yet (${of} wreck it).` : `${plural(n, 'charge', 'charges')} set of ${of}. An enemy unit reaching the dam pulls them out.`),
    done: (side: Side, medals: number) => `Sabotaged: ${plural(medals, 'medal', 'medals')} went to the ${SIDE[side]}. The dam still stands and can be held.`,
  },
  /** Drawn markers no rule of ours reads (rules-decisions C27). */
  marker: { 'battle-star': 'Battle star', token: 'Marker' } satisfies Record<MarkerKind, string>,
  markerMeaning: 'The app plays no rule for it: its meaning is in the battle\'s own notes.',
  mine: {
    owner: (side: Side) => `Laid by the ${SIDE[side]}.`,
    hidden: 'Its counter is face down: its strength is hidden.',
    known: (n: number) => (n === 0 ? 'Your side knows it is a decoy.' : `Your side knows its strength: ${n}.`),
    revealed: (n: number) => `Face up: strength ${n}. It strikes every enemy unit that enters.`,
  },
  objective: {
    who: (side: Side, medals: number) => `${plural(medals, 'medal', 'medals')} for the ${SIDE[side]}.`,
    permanent: 'Kept for good once taken.',
    temporary: 'Counts only while held.',
    lastToOccupy: 'Kept once gained until the enemy holds it in turn.',
    turnStart: 'Checked only as its side’s turn starts.',
    majority: 'Held by having more units on its hexes than the enemy.',
    sole: 'Held by being on its hexes with no enemy unit on any of them.',
    hold: (n: number, of: number) => (of <= 1 ? 'Held by standing on it.' : `Held by standing on ${n} of its ${of} hexes.`),
    taken: (side: Side) => `Taken by the ${SIDE[side]}.`,
  },
  suddenDeath: {
    name: 'Sudden death',
    text: (side: Side, hold: number, of: number) =>
      `The ${SIDE[side]} win the battle at once if they hold ${of <= 1 ? 'it' : `${hold} of its ${of} hexes`} at the end of their turn.`,
  },
  unit: {
    /** "Allied Infantry: 3 of 4 figures." */
    who: (side: Side, kind: string, figures: number, max: number) =>
      figures === max ? `${SIDE_ADJ[side]} ${kind}: ${plural(figures, 'figure', 'figures')}.` : `${SIDE_ADJ[side]} ${kind}: ${figures} of ${plural(max, 'figure', 'figures')}.`,
    medals: (n: number, enemy: Side) => `Wiping it out gives the ${SIDE[enemy]} ${plural(n, 'medal', 'medals')}.`,
    range: (dice: readonly number[]) => `Battle dice by distance: ${dice.join(', ')} (range ${plural(dice.length, 'hex', 'hexes')}).`,
    night: (n: number) => `Tonight it battles only targets at most ${plural(n, 'hex', 'hexes')} away.`,
    badge: (badge: string) => `Badge: ${badge}.`,
    camouflaged: 'Camouflaged: only an enemy unit next to it may battle it, and no card may strike it from afar. It loses its cover for good once it moves, retreats or battles.',
    maxMove: (n: number) => `This unit never moves more than ${plural(n, 'hex', 'hexes')} in a turn, whatever the card.`,
    armorMove: (side: Side, n: number) => `In this battle ${SIDE_ADJ[side]} armor moves at most ${plural(n, 'hex', 'hexes')} in a turn.`,
    ignoreOneFlag: 'It may ignore one flag of each attack on it, wherever it stands (not against a barrage or an air strike).',
    // brandenburgers (FAQ §IV Brandenburgers)
    disguised: 'Still in enemy uniform: hits on it count only if the attacker then rolls an infantry symbol on one die.',
    unmasked: 'Its enemy uniform is gone: special forces infantry now, with no other protection.',
    // guns (Equipment Pack, Long Tom)
    zeroed: (side: Side) => `A ${SIDE_ADJ[side]} cross-hair marks it: their big guns and destroyers roll 1 more die against it until it moves.`,
    // landing craft (FAQ §IV Landing Craft)
    landingCraft:
      'It rides a landing craft: up to 2 hexes over the sea, and it may run ashore on any hex without hedgehogs, where ' +
      'the craft is left behind. It cannot fight while afloat nor on the turn it lands, and it falls back only over the ' +
      'sea. Cards that name a unit type never order it, unless that type is gone from the board. The craft is worth no medal.',
    // trains (FAQ §IV Trains/Supply Trains)
    trainCargo: (n: number) => `${plural(n, 'unit rides', 'units ride')} it, getting off when the engine stops on a station.`,
    wagonLost: 'Its wagon is wrecked: only the engine is left, and one more damage point destroys it.',
    // supply (Equipment Pack / FAQ §IV Supply Trucks)
    supplies: (n: number) => `Carries ${plural(n, 'load', 'loads')}: each gives a weakened unit next to it one figure back.`,
    // nations (FAQ §VII Nations; Equipment Pack §VII Minor Nations)
    army: {
      yamato: 'Japanese infantry: it always shrugs off one flag of an attack, two where its ground already lets it ignore one (never against a barrage or an air strike).',
      seishin: 'At full strength it rolls one extra die when it fights an enemy next to it.',
      banzai: 'Banzai: it may move 2 hexes and still battle, but only an enemy next to it.',
      italianRetreat: 'Italian unit: each flag against it may push it back 1, 2 or 3 hexes, as its owner chooses.',
      italianArtillery: 'Italian gunners stand firm: it may ignore one flag of each attack on it.',
      // italy (Equipment Pack §VII France)
      frenchInfantry: 'French infantry of 1940: four figures, and the Furia Francese when the battle plays it.',
    } satisfies Record<ArmyRule, string>,
    gungHo: 'Its side plays Gung Ho: most command cards order one unit more than printed.',
    commissar: 'Its side answers to a Political Commissar: its card each turn is the one placed face down under the Commissar the turn before, unless it plays a Recon 1 or Counter-Attack from its hand.',
    stiffUpperLip: 'Stiff upper lip: left with its last figure by an enemy next to it, if it holds its ground it fires back at once with 1 die, whatever the terrain (not after an ambush).',
    // italy (Equipment Pack §VII France)
    furia: 'Furia Francese: when its close assault wipes out or pushes back the enemy, it may take the ground, or stay and charge another enemy next to it with 1 die, whatever the cover (once a turn; it may take ground after that charge).',
    highCommand: 'Its side is under the Italian High Command: each unit it loses costs it a card of its hand, drawn at random, until it holds 3.',
    // troopact (FAQ §III Heroic Leader)
    heroicLeader:
      'A heroic leader is with it: it rolls 1 more die in every battle and may ignore one flag of each attack (never a barrage or an air strike). If it is wiped out, 2 dice are rolled: a star and the leader dies (a medal to the enemy); otherwise he joins the nearest friendly infantry.',
    // troopact (FAQ §III Collapsible Rafts & Boats)
    raft: 'It carries a folding boat: it may push off onto a river hex and stop there; afloat it moves 1 hex, along the river or ashore (never onto a bridge), fights with 1 die less, and loses a figure for each flag instead of falling back. Once ashore, the boat is gone.',
    // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
    bridged: 'Its assault bridge is laid: it has no other to lay this game.',
  },
  noUnit: 'No unit on this hex.',
  now: {
    heading: 'Now',
    over: 'The battle is over.',
    waitCard: (side: Side) => `The ${SIDE[side]} have not played a command card yet.`,
    notTurn: (side: Side) => `The ${SIDE[side]} are playing: this unit waits for its side's turn.`,
    canOrder: 'May be ordered by the card played.',
    notOrderable: 'The card played cannot order it.',
    ordered: 'Ordered this turn.',
    notOrdered: 'Not ordered this turn.',
    moves: (n: number) => `May move: ${plural(n, 'hex', 'hexes')} to choose from.`,
    exit: 'May leave the board by an exit marker.',
    battles: (n: number) => `May battle: ${plural(n, 'target', 'targets')} in range and sight.`,
    noTarget: 'May battle, but has no target in range and sight.',
    removeWire: 'May remove the wire instead of battling.',
    // foot (FAQ §II Road Blocks Q: engineers)
    removeRoadblock: 'May clear the road block instead of battling.',
    // caves (FAQ §II Caves on Hills and Mountains)
    sealCave: 'May try to seal the cave instead of battling: a grenade on its close-assault dice closes it.',
    // meemies (Equipment Pack Nebelwerfer / FAQ §IV Screaming Meemies)
    smokeShells: 'May fire smoke rockets instead of incendiary ones: a smoke screen of up to 3 hexes in range.',
    retreat: 'Must fall back now: its owner picks the hex.',
    takeGround: 'May take ground now.',
    overrun: 'May battle again now (overrun).',
    // italy (Equipment Pack §VII France)
    furia: 'May take ground now, or charge another enemy next to it with 1 die (Furia Francese).',
    nothing: 'Nothing more for it this turn.',
    moveOver: 'Its move is over; it may still battle when the battles come.',
    noBattleTurn: 'Its move is over, and it may not battle this turn.',
    // supply (Equipment Pack / FAQ §IV Supply Trucks)
    resupply: (n: number) => `May re-supply ${plural(n, 'weakened unit', 'weakened units')} next to it.`,
    // stars (house rules l.343 Sabotage)
    sabotage: 'May try to blow up the objective it stands on instead of battling: a star on its close-assault dice destroys it.',
  },
  night: {
    /** The chip over the board: "Night: 2 hexes". */
    short: (range: number) => `Night: ${plural(range, 'hex', 'hexes')}`,
    /** Its accessible name and tooltip. */
    long: (level: number, daylight: number, range: number) =>
      `Night, step ${level} of ${daylight - 1} towards dawn: units battle only targets at most ${plural(range, 'hex', 'hexes')} away. Each star the Allies roll as their turn starts brings the dawn one step nearer.`,
  },
  legend: {
    faceLabel: 'Board',
    /** The board faces whose art differs (rules help pictures). */
    face: { country: 'Summer', beach: 'Beach landing', winter: 'Winter', desert: 'Desert' } satisfies Record<BoardFace, string>,
  },
  // stars (house rules l.340, l.343; App. 2 Supply Depot l.575)
  battleStars: {
    spottingName: 'Spotting post',
    spotting: (side: Side, named: boolean) =>
      `While ${named ? `the ${SIDE_ADJ[side]} unit the battle names` : `an ${SIDE_ADJ[side]} unit`} holds this hex, every ${SIDE_ADJ[side]} artillery unit fires as a big gun: 8 hexes at 3, 3, 2, 2, 1, 1, 1, 1, zeroing in on what it hits.`,
    held: (yes: boolean) => (yes ? 'Held now: the guns are spotted for.' : 'Not held now.'),
    objectiveName: 'Sabotage objective',
    objective: (side: Side) => `An ordered ${SIDE_ADJ[side]} unit standing here may roll its close-assault dice instead of battling: a star blows the tile away, for 1 medal.`,
    depot: (side: Side) => `Its loss would slow every ${SIDE_ADJ[side]} armor unit by 1 hex for the rest of the battle.`,
    destroyed: (side: Side) => `Blown up by the ${SIDE[side]}.`,
  },
  // seaWall (FAQ §II Sea Wall)
  seaWall: (side: Side) => `It shelters the ${SIDE[side]} only: an enemy unit on it gets nothing from it.`,
});

export type InspectText = typeof INSPECT_TEXT;
