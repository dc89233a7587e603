/**
 * Words of the rules help (src/ui/app/RulesHelp.tsx). Numbers never appear here when the engine has them as data
 * (unit dice, figures, moves, terrain reductions, card orders): src/ui/app/rules-tables.ts fills them in from the
 * engine tables, so the help cannot drift from the rules the app plays. Written for this app from the rule facts in
 * ../shared/rules; left and right are always the player's own.
 */
import { translatable } from '../i18n';
import type { CardType } from '../../engine/cards';
import type { DieFace, UnitSymbol } from '../../engine/dice';
import type { ObstacleKind, TerrainKind, UnitKind } from '../../scenario/types';
import type { MarkerKey } from '../app/rules-tables';
import type { Army } from '../../engine/troops/nations';

/** "1 die", "2 dice". */
const dice = (n: number) => (n === 1 ? '1 die' : `${n} dice`);
const hexes = (n: number) => (n === 1 ? '1 hex' : `${n} hexes`);
const units = (n: number) => (n === 1 ? '1 unit' : `${n} units`);
/** "Armor", from "armor". */
const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
/** "a", "a and b", "a, b and c". */
const list = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/** The tactic cards: every card that is not a section card. */
type TacticType = Exclude<
  CardType,
  | `${'recon' | 'probe' | 'attack' | 'assault'}-${'left' | 'centre' | 'right'}`
  | 'recon-in-force'
  | 'general-advance'
  | 'pincer-move'
>;

/** The section cards that come in a left, a centre and a right version. */
export type SectionFamily = 'recon' | 'probe' | 'attack' | 'assault';

export const RULES_TEXT = translatable('rules', {
  title: 'Rules help',
  back: 'Back',
  intro: 'The rules this app plays by, in short. Open a heading to read it.',

  turn: {
    heading: 'Your turn',
    steps: [
      'Play a command card. It says how many units you may order, and in which section of the board.',
      'Order units, up to what the card allows.',
      'Move the ordered units, one after another.',
      'Battle with the ordered units, one after another: pick an enemy in range, roll the dice, apply hits, ' +
        'then flags.',
      'Draw a card to refill your hand. The turn passes to the other side.',
    ],
    detailsHeading: 'Battle in detail',
    details: [
      'Distance counts hexes from the attacker to the target: next door is 1.',
      'Infantry and armor need line of sight: a straight line between the two hex centres that no unit and no ' +
        'blocking terrain cuts. Artillery fires over anything.',
      'A unit next to an enemy that battles must pick an adjacent enemy: this is a close assault.',
      'Won a close assault (the target is gone or fell back)? Infantry and armor may take ground: step into the ' +
        'empty hex. Armor that does so may battle once more, an overrun.',
      'Lines across the board split it into a left flank, a centre and a right flank, seen from your own seat. ' +
        'A hex cut by a line belongs to both sections.',
      'A battle may slow a single unit, say a tank stuck in deep snow, to a shorter move than its kind; its hex ' +
        'description says how far it goes.',
    ],
  },

  units: {
    heading: 'Units',
    name: {
      infantry: 'Infantry',
      'special-forces': 'Special forces',
      resistance: 'French Resistance',
      armor: 'Armor',
      'elite-armor': 'Elite armor',
      artillery: 'Artillery',
      // guns (Equipment Pack)
      'big-gun': 'Big gun (Long Tom)',
      'heavy-anti-tank-gun': 'Heavy anti-tank gun (Flak 88)',
      'mobile-artillery': 'Mobile artillery (M7 Priest)',
      'italian-artillery': 'Italian artillery',
      // ships (FAQ §IV Destroyers, Aircraft Carriers)
      destroyer: 'Destroyer',
      carrier: 'Aircraft carrier',
      // foot (FAQ §IV Combat Engineers)
      engineers: 'Combat engineers',
      sniper: 'Sniper',
      cavalry: 'Cavalry',
      'ski-troops': 'Ski troops',
      'machine-gun': 'Infantry with machine gun',
      mortar: 'Infantry with mortar',
      // armor (Equipment Pack / FAQ §IV)
      tiger: 'Tiger',
      'tank-destroyer': 'Tank destroyer',
      'half-track': 'Half-track',
      'command-car': 'Command car',
      // trains (FAQ §IV Trains/Supply Trains, Armored Trains)
      train: 'Supply train',
      'armored-train': 'Armored train',
      // brandenburgers (FAQ §IV Brandenburgers)
      brandenburgers: 'Brandenburgers',
      // vehicles (Equipment Pack Hobart's Funnies / FAQ §IV, §XII)
      avre: 'Churchill AVRE (Hobart’s Funnies)',
      // swa (Equipment Pack / FAQ §IX Special Weapon Assets)
      'anti-tank-gun': 'Infantry with anti-tank gun',
      'machine-gun-late': 'Infantry with machine gun, late war',
      'mortar-late': 'Infantry with mortar, late war',
      'anti-tank-gun-late': 'Infantry with anti-tank gun, late war',
      // meemies (Equipment Pack Nebelwerfer / FAQ §IV Screaming Meemies)
      nebelwerfer: 'Screaming Meemies (Nebelwerfer)',
      // supply (Equipment Pack / FAQ §IV Supply Trucks)
      'supply-truck': 'Supply truck',
      // funnies (Equipment Pack Hobart's Funnies, Mine digger)
      'mine-digger': 'Churchill mine digger (Hobart’s Funnies)',
      // recon (Equipment Pack Jeep Willys / FAQ §IV Long-Range Patrol Cars)
      'patrol-car': 'Long-range patrol car',
      // funnies3 (Equipment Pack Hobart's Funnies, Fascine)
      fascine: 'Churchill fascine carrier (Hobart’s Funnies)',
      // funnies3 (Equipment Pack Hobart's Funnies, Bobbin)
      bobbin: 'Churchill bobbin carpet layer (Hobart’s Funnies)',
      // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
      'bridge-layer': 'Churchill assault bridge layer (Hobart’s Funnies)',
      // funnies-choice (Equipment Pack Hobart's Funnies l.190: the accessory chosen at game start)
      funnies: 'Churchill of Hobart’s Funnies, accessory of your choice',
      // holdout3 (FAQ §IV Tigers, Wittmann Q l.2658-2660)
      'tiger-ace': 'Wittmann’s Tiger (an ace)',
    } satisfies Record<UnitKind, string>,
    diceCaption: 'Battle dice by distance to the target (hexes)',
    unitColumn: 'Unit',
    /** Accessible header of a distance column. */
    distance: (d: number) => `${hexes(d)} away`,
    outOfRange: 'out of range',
    figures: (n: number) => (n === 1 ? '1 figure' : `${n} figures`),
    /** How far a normal order moves it, and how far it may move and still battle. */
    moves: (move: number, moveAndBattle: number) =>
      moveAndBattle >= move
        ? `Moves up to ${hexes(move)} and may still battle.`
        : moveAndBattle === 0
          ? `Moves ${hexes(move)} and may not battle, or stays put and battles.`
          : `Moves ${hexes(moveAndBattle)} and may battle, or up to ${hexes(move)} and may not.`,
    /** The die faces that hit it, by name (dice.faceWord). */
    hitBy: (faces: readonly string[]) => `Hit by ${list(faces)}.`,
    noSight: 'Needs no line of sight.',
    terrainIgnored: 'Terrain never takes dice away from it.',
    takesGround: 'Takes ground after a won close assault.',
    overrun: 'May overrun: battle again after taking ground.',
    battlesAfterCover: 'May battle on the turn it enters a forest, town or hedgerow.',
    // foot (Equipment Pack, Sniper; FAQ §IV Snipers)
    sniper:
      'Sniper: fires at infantry and artillery, never at armor; its die also hits on a star. Only a grenade hits it ' +
      '(a star too, from another sniper or from the air). Losing it gives the enemy no medal, and it never leaves by an exit.',
    // foot (Equipment Pack, M2 Machine Gun)
    machineGun: 'Its stars hit enemy infantry. Never takes ground.',
    // foot (Equipment Pack, M2 Mortar)
    mortar: 'Never takes ground.',
    // foot (FAQ §IV Combat Engineers)
    engineer:
      'Engineers: in a close assault the target’s terrain, sandbags or bunker take no dice away. On wire they battle ' +
      'at one die less and the wire goes. Entering an enemy minefield while still able to battle, or staying on one ' +
      'when ordered, they clear it instead of battling.',
    /** Tiger (Equipment Pack), command cars (FAQ §IV): hits on it are rolled again. */
    /** A unit with no battle dice (command cars). */
    /** Command cars (Equipment Pack). */
    ordersOneMore: 'A section card played in its section orders one more unit there.',
    // brandenburgers (FAQ §IV Brandenburgers)
    disguise:
      'Special forces in enemy uniform: they start with an enemy figure among their 3. While it is there, hits on them count only if the attacker then rolls an infantry symbol on one die (that also removes the figure); on any other face the whole roll is ignored, flags too. They give the figure up for good when they battle or ambush.',
    /** Half-tracks (Equipment Pack): medals per figures, not per unit. */
    figuresPerMedal: (n: number) =>
      `Losing one gives the enemy no medal: every ${n} figures of this kind a side loses, whatever their unit, give one.`,
    noMedics: 'Medics & Mechanics cannot order it.',
    noReinforcement: 'It never comes as reinforcements: no train carries it to a station.',
    resupplyRule: 'Where the battle plays the Re-Supply rule, it may hand its figures to weakened units next to it instead of battling, as a supply truck does.',
    /** Tank destroyers (Equipment Pack, Elefant). */
    tankDestroyer:
      'Its stars hit armor. Standing still this turn, it ignores the cover of its target. Any attacker but infantry hits it with stars too. Like any armor, it never battles from a trench.',
    confirmHits: 'Every hit scored on it, by battle, mines or a blocked retreat, is rolled again, and only a grenade on that second roll destroys it.',
    // vehicles (Equipment Pack Hobart's Funnies / FAQ §IV, §XII)
    petard:
      'Petard mortar: 1 more die in a close assault on a unit in a bunker, and a star in that roll blows the bunker ' +
      'apart. The unit inside is not hurt by it, but no longer ignores a flag for the bunker, and the tank may then ' +
      'take the hex.',
    clearsMines:
      'Entering an enemy minefield while still able to battle, or staying on one when ordered, it clears the mines instead of battling.',
    retreat: (min: number, max: number) =>
      min === max
        ? `Retreats ${hexes(min)} per flag.`
        : `Retreats ${min} to ${max} hexes per flag, as its owner chooses.`,
    // guns (Equipment Pack)
    needsSight: 'Unlike other artillery, it fires straight at what it sees: it needs a line of sight.',
    fixedDice: 'Its dice stay the same whatever hex it stands on, a mountain included.',
    starsHitArmor: 'Against armor, every star it rolls is a hit.',
    zeroesIn:
      'When it hits a unit that stays put, it marks that unit with one of its 3 cross-hairs: its side’s big guns and destroyers then roll 1 more die against it. A cross-hair comes back when the unit moves or is wiped out, and all of them when the piece moves (unless its side has more than one such piece).',
    ignoresOneFlag:
      'May ignore one flag of each attack, on top of any its hex lets it ignore (never against a barrage or an air strike).',
    // ships (FAQ §IV Destroyers, Aircraft Carriers)
    /** A unit without battle dice: how far it moves. */
    movesOnly: (move: number) => `Moves up to ${hexes(move)}; it never battles.`,
    naval:
      'A ship: it sails only on sea hexes and never next to a beach, it may fire from the sea, it may shrug off one ' +
      'flag of each attack, and no card repairs it. Its figures count the hits it can take.',
    carrier: 'Its planes are not flown in this game, so it has no battle dice.',
    // landing craft (FAQ §IV Landing Craft)
    landingCraftName: 'Landing craft',
    landingCraft:
      'A boat under a unit, not a unit itself: it carries the unit up to 2 hexes over the sea and may run ashore on any ' +
      'hex without hedgehogs, where the boat is left behind. The unit fights neither afloat nor on the turn it lands, ' +
      'falls back only over the sea, and is hit as its own kind. Cards that name a unit type order it only once no ' +
      'other unit of that type is left. Losing the unit loses the boat, for no extra medal.',
    // troopact (FAQ §III Heroic Leader)
    heroicLeaderName: 'Heroic leader',
    heroicLeader:
      'A red roundel with a gold star on an infantry token, when the battle gives one. The unit rolls 1 more die in ' +
      'every battle and may ignore one flag of each attack, on top of any its hex lets it ignore (never a barrage or an ' +
      'air strike). When the unit is wiped out, 2 dice are rolled: on a star the leader dies too and the enemy gains a ' +
      'medal; otherwise he joins the nearest friendly infantry unit without a leader, or, with none left, is lost for a medal.',
    // troopact (FAQ §III Collapsible Rafts & Boats)
    raftName: 'Folding boats',
    raft:
      'An orange boat under an infantry token, when the battle gives one. The unit may push off onto a river hex (not a ' +
      'bridge) and must stop there. Afloat, it moves 1 hex a turn, along the river or ashore but never onto a bridge, ' +
      'battles with 1 die less, and loses a figure for each flag instead of retreating. Once ashore the boat is gone.',
    // trains (FAQ §IV Trains/Supply Trains, Armored Trains)
    train:
      'A train: an engine and a wagon on two rail hexes, one unit ordered by a section card in either hex’s section. ' +
      'It runs up to 3 hexes forward or back along free track, never past another unit. Either hex may be attacked; ' +
      'only grenades damage it. It shrugs off one flag of each attack and backs up one hex per other flag, taking a ' +
      'damage point for each hex it cannot. The third damage point wrecks the wagon with whatever rides it, the fourth ' +
      'the engine, which alone gives a medal. No card repairs it.',
    trainCargo:
      'Units riding it get off when the engine stops on a station, onto free hexes next to their piece, and may not ' +
      'move or battle that turn.',
    armoredTrain:
      'Its wagon carries a gun that fires as artillery from the wagon’s hex, even after the train moved, until the wagon is wrecked.',
    // swa (Equipment Pack / FAQ §IX Special Weapon Assets)
    antiTank: 'Its stars hit enemy armor.',
    lateWarAsset:
      'A late-war weapon: what sets it apart from plain infantry (stars that hit, a longer reach, no need to see) holds only on a turn it has not moved. Once it moves it battles as plain infantry: 3, 2, 1 dice, in sight of its target.',
    // meemies (Equipment Pack Nebelwerfer / FAQ §IV Screaming Meemies)
    noCover: 'Its own hex never takes dice away from an enemy attacking it (a flag its hex lets it ignore still may be).',
    incendiary: 'Incendiary rockets: a unit it battles may not ignore any flag.',
    smokeShells:
      'Instead of battling it may fire smoke rockets: a smoke screen on 1 to 3 touching hexes within its range, which ' +
      'blocks sight and lifts as any smoke screen does. Smoke or incendiary, it fires one kind in a turn.',
    // supply (Equipment Pack / FAQ §IV Supply Trucks)
    resupply:
      'It never battles. Ordered, in the battle step (after moving or not), it may hand its figures one at a time to ' +
      'weakened friendly units next to it, not to single-figure units, trains, ships or other trucks: each gets one ' +
      'figure back, never above its starting strength, and battles no more this turn. Handed figures leave the game and ' +
      'never count toward a medal. Behind Enemy Lines, Dig-In, Medics & Mechanics and cards that order units to battle ' +
      'cannot order it, and it keeps out of ground closed to armor.',
    roadMove: (n: number) => `Starting on a road and keeping to it, it moves up to ${n} hexes.`,
    // funnies (Equipment Pack Hobart's Funnies, Mine digger)
    mineDigger: 'Mine digger: an enemy minefield it drives into stops it and is lifted without going off; it may still battle that turn.',
    // recon (Equipment Pack Jeep Willys / FAQ §IV Long-Range Patrol Cars)
    vehicle:
      'A fast wheeled vehicle: it keeps out of ground closed to armor, never clears wire, never recovers at a hospital ' +
      'or an oasis, never crosses in a folding boat, and Behind Enemy Lines and Dig-In cannot order it.',
    roadCap: (n: number) => `A road gives it no extra hex: ${n} hexes is its most, road or not.`,
    // funnies3 (Equipment Pack Hobart's Funnies, Fascine and Bobbin)
    funnyGround: {
      fascine: 'Fascine: fords and trenches are open ground to it, for its moves and its battles: they do not stop it, and it fires from them with all its dice.',
      bobbin: 'Bobbin: beaches, marshes and wire are open ground to it, for its moves and its battles; it rolls over wire without stopping and flattens all the wire it crosses.',
    },
    // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
    bridgeLayer:
      'Assault bridge: once a game, instead of battling, it lays a bridge on a river hex next to it and may drive onto it, even after a 3-hex move. ' +
      'Not from a hex where it may not battle; if wire or a minefield stopped it, it lays the bridge but stays.',
    // funnies-choice (Equipment Pack Hobart's Funnies l.190: the accessory chosen at game start)
    accessoryChoice:
      'Accessory of your choice: before the first turn its owner fits it with an assault bridge, a bobbin, a fascine, a mine digger ' +
      'or a petard mortar, in sight of the opponent. It plays as that Churchill for the whole battle; the choice is never changed.',
    // holdout3 (FAQ §IV Tigers, Wittmann Q l.2658-2660)
    unmovedDice: (n: number) => `Ace: on a turn it has neither moved nor taken ground, it battles with ${n} dice at any range; once it moves, even to take ground, it rolls the usual 3.`,
  },

  terrain: {
    heading: 'Terrain and obstacles',
    note:
      'Dice taken away by terrain or obstacles never add up: only the largest reduction counts. Artillery ignores all ' +
      'of them. Nothing on the target’s own hex blocks the line of sight to it.',
    terrainHeading: 'Terrain',
    obstaclesHeading: 'Obstacles',
    markersHeading: 'Markers',
    moving: 'Moving',
    battle: 'Battle',
    sight: 'Sight',
    name: {
      countryside: 'Countryside',
      forest: 'Forest',
      hedgerow: 'Hedgerow',
      hill: 'Hill',
      town: 'Town or village',
      river: 'River',
      beach: 'Beach',
      ocean: 'Ocean',
      marsh: 'Marsh',
      lake: 'Lake',
      'city-ruins': 'City ruins',
      factory: 'Factory',
      'hill-forest': 'Wooded hill',
      'hill-village': 'Hill village',
      ravine: 'Ravine',
      trenches: 'Trenches',
      church: 'Church',
      cemetery: 'Cemetery',
      ford: 'Ford',
      'fordable-stream': 'Fordable stream',
      airfield: 'Airfield',
      jungle: 'Jungle',
      dam: 'Dam',
      oasis: 'Oasis',
      'hq-tent': 'HQ or supply tents',
      hospital: 'Hospital',
      railroad: 'Railway',
      station: 'Railway station',
      mountain: 'Mountain',
      ridge: 'Erg or ridge',
      'steep-hill': 'Steep hill',
      wadi: 'Wadi or gully',
      fortress: 'Fortress',
      'rice-paddy': 'Rice paddies',
      escarpment: 'Escarpment',
      cliff: 'Cliff',
      'sea-bluff': 'Sea bluff',
      'frozen-river': 'Frozen river',
      barracks: 'Barracks',
      lighthouse: 'Lighthouse',
      'radar-station': 'Radar station',
      'supply-depot': 'Supply depot',
      'power-plant': 'Power plant',
      'prison-camp': 'Prison camp',
      // caves (FAQ §II Caves on Hills and Mountains)
      'cave-hill': 'Hill with caves',
      'cave-mountain': 'Mountain with caves',
      // flooded (house rules App. 2 High Ground & Flooded Fields)
      'flooded-field': 'Flooded field',
    } satisfies Record<TerrainKind, string>,
    obstacleName: {
      sandbags: 'Sandbags',
      wire: 'Wire',
      hedgehog: 'Hedgehog',
      roadblock: 'Road block',
      bunker: 'Bunker',
      'field-bunker': 'Field bunker',
      bridge: 'Bridge',
      pontoon: 'Pontoon bridge',
      road: 'Road',
      minefield: 'Minefield',
      exit: 'Exit marker',
      objective: 'Objective medal',
      smoke: 'Smoke screen',
      'smoke-thinning': 'Smoke screen, thinning',
      camouflage: 'Camouflaged unit',
      headquarters: 'Headquarters',
      'headquarters-captured': 'Headquarters held by the enemy',
      'sudden-death': 'Sudden victory hex',
      'dam-charges': 'Charges on a dam',
      'dam-sabotaged': 'Sabotaged dam',
      'blown-bridge': 'Blown bridge',
      'battle-star': 'Battle star',
      token: 'Other marker',
      // seaWall (FAQ §II Sea Wall)
      'sea-wall': 'Sea wall',
    } satisfies Record<ObstacleKind | 'bunker' | 'field-bunker' | 'bridge' | 'pontoon' | 'road' | MarkerKey, string>,
    none: 'No effect.',
    impassable: 'Cannot be entered.',
    stops: 'A unit that enters must stop.',
    noEntryFor: (classes: readonly UnitSymbol[]) => `${cap(list(classes))} units cannot enter.`,
    stopsFor: (classes: readonly UnitSymbol[]) => `${cap(list(classes))} units must stop on entering.`,
    stopsOnClimb: 'A unit moving up onto it from lower ground must stop.',
    stopsOnClimbFor: (classes: readonly UnitSymbol[]) => `${cap(list(classes))} units moving up onto it from lower ground must stop.`,
    climbCost: (n: number) => `Moving up onto it from lower ground counts as ${hexes(n)}; down, or from a hill, as 1.`,
    leaveOneHex: 'A unit leaving it may move only to an adjacent hex.',
    leaveOneHexFor: (classes: readonly UnitSymbol[]) => `${cap(list(classes))} units leaving it may move only to an adjacent hex.`,
    hedgerow: 'Only a move of a single hex may enter it or leave it.',
    moveCap: (n: number) => `A move that enters it is ${hexes(n)} long at most.`,
    noRetreat: 'No retreat into it.',
    infantryOnly: 'Only infantry may enter.',
    noBattleFrom: 'A unit on it may not battle.',
    // trench (FAQ §IV Tank Destroyers)
    noBattleFromFor: (classes: readonly UnitSymbol[]) => `${cap(list(classes))} units on it may not battle: no attack, no overrun, no ambush.`,
    noBattleOnEntry: 'A unit may not battle on the turn it enters.',
    noBattleOnEntryFor: (classes: readonly UnitSymbol[]) => `${cap(list(classes))} units may not battle on the turn they enter.`,
    battleOnEntryIfAdjacent: 'A unit may battle on the turn it enters only if it was next to it when ordered.',
    battleOnEntryIfAdjacentFor: (classes: readonly UnitSymbol[]) =>
      `${cap(list(classes))} units may battle on the turn they enter only if they were next to it when ordered.`,
    closeCombatOnly: 'Units battle into it or out of it only against an adjacent target.',
    closeCombatOnlyFor: (classes: readonly UnitSymbol[]) => `${cap(list(classes))} units battle into it or out of it only against an adjacent target.`,
    noBattleOnLeave: 'A unit may not battle on the turn it moves out.',
    noBattleOnLeaveFor: (classes: readonly UnitSymbol[]) => `${cap(list(classes))} units may not battle on the turn they move out.`,
    battleOut: (n: number) => `A unit on it rolls ${dice(n)} fewer at any target.`,
    battleOutFor: (classes: readonly UnitSymbol[], n: number) => `${cap(list(classes))} units on it roll ${dice(n)} fewer at any target.`,
    protection: (infantry: number, armor: number) =>
      infantry === armor
        ? `Infantry and armor roll ${dice(infantry)} fewer against a unit on it.`
        : `Against a unit on it, infantry roll ${dice(infantry)} fewer and armor ${dice(armor)} fewer.`,
    hillLevel: 'No reduction when the attacker stands on a hill too.',
    mountainLevel: 'No reduction when the attacker stands on the same range of mountains; from a hill, the full reduction.',
    mountainSteps: 'Only from a hill or mountain may a unit move or retreat onto it, and only to one may it move or retreat off it.',
    artilleryDice: (dice: readonly number[]) => `Artillery on it rolls ${dice.join(', ')} dice by distance (range ${dice.length}).`,
    ignoresFlag: 'A unit on it may ignore the first flag rolled against it.',
    ignoresFlagFor: (classes: readonly UnitSymbol[]) => `${cap(list(classes))} units on it may ignore the first flag rolled against it.`,
    ignoresAllFlags: 'A unit on it may ignore every flag rolled against it.',
    ignoresAllFlagsFor: (classes: readonly UnitSymbol[]) => `${cap(list(classes))} units on it may ignore every flag rolled against them.`,
    artilleryStarsOnly: 'Artillery firing at a unit on it scores hits only with stars.',
    holdsArtillery: 'Artillery that starts the battle on it can never leave.',
    thinIce: (n: number) =>
      `A unit that moves, takes ground or retreats onto it rolls ${dice(n)}: each star costs it a figure. It cannot step straight between the ice and a bridge.`,
    ruinedBy: (classes: readonly UnitSymbol[]) => `Fire from ${list(classes)} destroys it: once that battle is over, the hex is city ruins.`,
    blocksSight: 'Blocks line of sight.',
    hillSight: 'Blocks line of sight, except between units on the same hill.',
    mountainSight: 'Blocks line of sight, except between units on the same range of mountains.',
    clearSight: 'Does not block line of sight.',
    /** Rules that the engine keeps in code rather than in the terrain tables, one sentence each. */
    extra: {
      river: { moving: 'Cross it at a bridge.' },
      airfield: { moving: 'A landmark: a battle may make it an objective.' },
      'hq-tent': { moving: 'A landmark: a battle may make it an objective.' },
      hospital: { moving: 'A landmark: a battle may make it an objective.' },
      'supply-depot': { moving: 'A landmark: a battle may make it an objective.' },
      'power-plant': { moving: 'A landmark: a battle may make it an objective.' },
      'prison-camp': { moving: 'A landmark: a battle may make it an objective.' },
      dam: { moving: 'A landmark: a battle may make it an objective.' },
      wadi: { moving: 'Its side slopes cannot be crossed, in or out: enter and leave it only through its open ends.' },
      wire: {
        moving: 'Armor that enters removes it; infantry may remove it instead of battling.',
        battle: 'A unit other than armor on wire rolls 1 die fewer.',
      },
      sandbags: { moving: 'They are removed when their unit leaves.' },
      bunker: {
        moving: 'Only infantry of the side that owns it may enter.',
      },
      'field-bunker': {
        moving: 'Only infantry may enter. Unlike a bunker, it shelters whichever side holds it.',
      },
      cliff: {
        moving:
          'From or down to a beach, infantry spend 2 hexes on the step and may not take ground up it; armor and ' +
          'artillery cannot make that step. From inland, and for retreats, a plain hill.',
      },
      'sea-bluff': {
        moving:
          'From or down to a beach, infantry spend 2 hexes on the step; armor and artillery cannot make that step. From ' +
          'inland, and for retreats, a plain hill.',
      },
      roadblock: { moving: 'Only combat engineers can clear it: after moving onto it, instead of battling.' },
      bridge: { moving: 'Makes a river hex ordinary ground for moving, battle and retreat.' },
      pontoon: {
        moving: 'Laid during the battle by a side whose battle rules allow it, on a river hex of an Attack card\'s section. It works like any other bridge.',
      },
      smoke: {
        moving: 'Laid by a side whose battle rules give it a screen, on 3 touching hexes before it plays a card. Units move through it freely.',
        battle: 'A unit standing in it sees out and is seen; only lines passing through it are cut.',
      },
      'smoke-thinning': {
        moving: 'The same screen once the other side has played a turn. It is gone when that side\'s next turn ends.',
        battle: 'A unit standing in it sees out and is seen; only lines passing through it are cut.',
      },
      camouflage: {
        battle: 'Only an enemy unit next to it may battle it; no card strikes it from afar. The mark goes for good once the unit moves, retreats or battles.',
      },
      headquarters: {
        moving: 'The pennant of a side\'s headquarters. When an enemy unit moves onto it, its owner loses a command card at random and plays a card short.',
      },
      'headquarters-captured': {
        moving: 'Pale and struck through while the enemy holds it. A unit of its owner that moves back onto it draws the lost card again.',
      },
      'sudden-death': {
        moving: 'In a battle with a sudden victory, the side of this colour wins at once when its own turn ends with its units on enough of the marked hexes, whatever the medals. Tap one to see how many.',
      },
      'dam-charges': {
        moving:
          'In a battle with dam sabotage, one red stick per charge the saboteurs have set on the dam. The fourth charge sabotages it; an enemy unit that reaches the dam pulls them all out.',
      },
      'dam-sabotaged': { moving: 'The crack of a sabotaged dam: its medals are won for good. The dam still plays as a dam.' },
      'blown-bridge': { moving: 'The charred ends of a bridge blown in this battle. Nothing is left to cross on: the hex is river again.' },
      'battle-star': { moving: 'The app plays no rule for it: its meaning is in the battle\'s own notes.' },
      token: { moving: 'A marker of the battle file with no rule in the app: its meaning is in the battle\'s own notes.' },
      road: {
        moving:
          'A unit that starts its move on a road and moves only along the road, ending on it, may move 1 hex more (and ' +
          'battle after 1 hex more, if it may battle after moving). A bridge ends the road.',
        battle: 'The ground under the road counts (a road over a hill is a hill).',
      },
      minefield: {
        moving:
          'An enemy unit that moves or takes ground into it turns the counter over: it rolls as many dice as the ' +
          'number shown, its own symbol and grenades hitting; a blank counter is a decoy and goes. A retreat never sets ' +
          'it off. Until then only the side that laid it knows the number.',
      },
      exit: { moving: 'Ordered units of the side its arrow belongs to may move off the board here, each for a medal.' },
      objective: {
        moving: 'Holding it earns the medals shown for the side it names: some are kept for good once taken, others only while held.',
      },
      // caves (FAQ §II Caves on Hills and Mountains)
      'cave-hill': {
        moving:
          'Japanese infantry on a cave may move to any other empty cave on the board, near or far: that is its whole move, and it may still battle. Allied infantry that moves onto a cave with no enemy next to it may, instead of battling, roll its close-assault dice: a grenade seals the cave, which is then a plain hill.',
        battle: 'Infantry and armor roll 2 dice fewer against Japanese infantry in a cave, from any height, and it ignores every flag it could ignore. Any other unit has only the hill\'s cover.',
      },
      'cave-mountain': {
        moving:
          'Japanese infantry on a cave may move to any other empty cave on the board, near or far: that is its whole move, and it may still battle. Allied infantry that moves onto a cave with no enemy next to it may, instead of battling, roll its close-assault dice: a grenade seals the cave, which is then a plain mountain.',
        battle: 'Infantry and armor roll 2 dice fewer against Japanese infantry in a cave, from any height, and it ignores every flag it could ignore. Any other unit has only the mountain\'s cover.',
      },
      // flooded (house rules App. 2 High Ground & Flooded Fields)
      'flooded-field': {
        moving: 'A unit may move onto it only from a hex next to it. In a battle with flooded fields, the open ground is flooded; hills, roads, towns and the dry high ground are not.',
        battle: 'Armor may take ground onto it after a close assault, but not overrun from it.',
      },
      // seaWall (FAQ §II Sea Wall)
      'sea-wall': {
        moving: 'Units cross it freely. It is never removed, whoever comes and goes.',
        battle: 'Only units of the side it shelters get its cover and its flag; for the enemy the hex is bare.',
      },
    } as Partial<Record<TerrainKind | ObstacleKind | 'bunker' | 'field-bunker' | 'bridge' | 'pontoon' | 'road' | MarkerKey, { moving?: string; battle?: string }>>,
  },

  /** The battle rules a battle may switch on (src/scenario/battleRules.ts; their names and effects: text/scenarioImport.ts). */
  battleRules: {
    heading: 'Battle rules',
    intro:
      'Some battles add rules of their own to the ones above. A battle file switches them on, or you do on the import screen; during a game, the inspect button lists those in force before you pick a hex.',
  },

  // nations (FAQ §VII Nations; Equipment Pack §VII Minor Nations): the armies whose units carry their own rules.
  armies: {
    heading: 'Armies',
    intro: 'In some battles a side\'s units fight by their army\'s own habits. Tapping a unit tells which of these it follows.',
    army: {
      japanese: {
        name: 'Imperial Japanese Army (infantry)',
        points: [
          'It never gives way to the first flag of an attack, and to the first two where its ground already lets a unit ignore one. Barrages and air strikes still push it back in full.',
          'At full strength it rolls one extra die against an enemy next to it.',
          'Banzai: it may move 2 hexes and still battle, but only an enemy next to it.',
        ],
      },
      italian: {
        name: 'Italian Royal Army',
        points: ['Each flag against an Italian unit may push it back 1, 2 or 3 hexes, as its owner chooses.', 'Italian artillery may ignore one flag of each attack on it.'],
      },
      // italy (Equipment Pack §VII France)
      french: {
        name: 'French Army (1940 infantry)',
        points: [
          'French infantry units have four figures.',
          'Furia Francese, in the battles that play it: a French infantry unit whose close assault wipes out or pushes back the enemy may take the ground, or stay and charge another enemy next to it with 1 die, whatever the cover. Once a turn; it may take the ground after that charge. Special forces, engineers and other specialists never do.',
        ],
      },
    } satisfies Record<Army, { name: string; points: string[] }>,
  },

  dice: {
    heading: 'Dice',
    intro: 'Each battle die has six faces:',
    face: {
      infantry: 'Infantry',
      armor: 'Armor',
      grenade: 'Grenade',
      star: 'Star',
      flag: 'Flag',
    } satisfies Record<DieFace, string>,
    /** "2 of 6 faces". */
    share: (n: number, of: number) => `${n} of ${of} faces`,
    /** A face's name inside a sentence. */
    faceWord: {
      infantry: 'infantry',
      armor: 'armor',
      grenade: 'grenades',
      star: 'stars',
      flag: 'flags',
    } satisfies Record<DieFace, string>,
    effect: {
      infantry: 'Hits infantry.',
      armor: 'Hits armor.',
      grenade: 'Hits any unit.',
      star: 'Misses, unless a card makes stars count.',
      flag: 'The target retreats (see Retreats).',
    } satisfies Record<DieFace, string>,
    whatHitsHeading: 'What hits what',
    symbolName: {
      infantry: 'Infantry units',
      armor: 'Armor units',
      artillery: 'Artillery units',
    } satisfies Record<UnitSymbol, string>,
    order:
      'Each hit removes one figure; a unit that loses its last figure is eliminated. Hits come first, then ' +
      'retreats.',
  },

  retreats: {
    heading: 'Retreats',
    points: [
      'Each flag moves the target back towards its own edge of the board, by the distance its kind retreats ' +
        '(see Units). Its owner picks the hexes.',
      'Terrain does not slow a retreat, but no unit, impassable hex, ocean or board edge may be crossed.',
      'For each hex it cannot retreat, the unit loses one figure instead.',
      'On sandbags, a hedgehog or its own bunker, a unit may ignore the first flag, except against Barrage and ' +
        'Air Power.',
      'Armor and artillery cannot retreat into a bunker or onto a hedgehog.',
      'A battle may mark a single unit as able to ignore one flag of each attack, wherever it stands; its hex ' +
        'description says so.',
    ],
  },

  victory: {
    heading: 'Medals and victory',
    points: [
      'Wipe out an enemy unit and you win a medal (a battle may make some units worth more).',
      'Some battles also give medals for objectives: a hex or a group of hexes, held for as long as you stay ' +
        'there or kept for good once taken. The briefing says which.',
      'The first side to reach the battle’s medal target wins at once, even in the middle of a turn.',
      'For a fair match, fight the battle twice and swap sides: most medals over both games wins.',
    ],
  },

  cards: {
    heading: 'Command cards',
    sectionHeading: 'Section cards',
    sectionIntro: 'Each orders units in the part of the board it names: the left flank, the centre or the right flank.',
    family: {
      recon: 'Recon',
      probe: 'Probe',
      attack: 'Attack',
      assault: 'Assault',
    } satisfies Record<SectionFamily, string>,
    /** A left/centre/right family: "2 units in the section it names". */
    inNamedSection: (n: number | 'all') => `${n === 'all' ? 'Every unit' : units(n)} in the section it names.`,
    eachSection: (n: number) => `${units(n)} in each of the three sections.`,
    eachFlank: (n: number) => `${units(n)} on each flank.`,
    sectionName: { left: 'on the left flank', centre: 'in the centre', right: 'on the right flank' },
    /** Fallback for an unusual mix: "1 unit on the left flank, 2 units in the centre". */
    inSection: (n: number | 'all', where: string) => `${n === 'all' ? 'every unit' : units(n)} ${where}`,
    recon: 'At the end of the turn, draw 2 cards and keep 1.',
    tacticHeading: 'Tactic cards',
    tacticIntro: 'A card that orders a kind of unit you no longer have orders 1 unit of your choice instead.',
    tactic: {
      'direct-from-hq': 'Order any 4 units, anywhere on the board.',
      'move-out': 'Order 4 infantry units.',
      'armor-assault': 'Order 4 armor units; they roll 1 extra die in close assault.',
      'infantry-assault':
        'Order every infantry unit in one section: they may move 2 hexes and battle, or 3 hexes without battling.',
      'counter-attack': 'Repeat the command your opponent just played, on the same part of the board.',
      'artillery-bombard': 'Order all artillery: each moves up to 3 hexes, or battles twice.',
      barrage: 'Strike one enemy unit anywhere with 4 dice; terrain does not help it and its flags cannot be ignored.',
      'air-power':
        'Strike a chain of up to 4 touching enemy units, stars hitting too: the Allies roll 2 dice a hex, the Axis 1.',
      ambush: 'Play it in your opponent’s turn when they close-assault one of your units: your unit battles first.',
      'behind-enemy-lines':
        'One infantry unit moves up to 3 hexes ignoring terrain, battles with 1 extra die, then moves up to 3 again.',
      'close-assault': 'Every infantry and armor unit next to an enemy battles it without moving, with 1 extra die.',
      'dig-in': 'Up to 4 infantry units put sandbags on their own hexes instead of moving or battling.',
      firefight: 'Up to 4 units that are not next to an enemy fire without moving, with 1 extra die.',
      'medics-mechanics':
        'A unit that has lost figures rolls 1 die per card in your hand to get them back; if any return, it may ' +
          'move and battle.',
      'their-finest-hour':
        'Roll 1 die per card in your hand: each unit symbol or star orders a unit, and those units roll 1 extra die.',
    } satisfies Record<TacticType, string>,
  },
});

export type RulesText = typeof RULES_TEXT;
