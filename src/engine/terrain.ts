/**
 * Terrain and obstacle effects, as data. Sources: rulebook Appendix 2 (pp.13-16), player aid "Terrain and
 * Obstacle Effects", FAQ §II. Battle reductions are [vs infantry attacker, vs armor attacker]; artillery dice
 * are never reduced by terrain.
 *
 * These tables are the vocabulary: a terrain or obstacle exists because it has an entry here (`TerrainKind` and
 * `ObstacleKind` are their keys); the scenario format, the validator, the importer, the board's art and the texts
 * take the kinds from them, and the art and text tables are `Record`s over them, so a new kind without its art or
 * its words fails to compile.
 */

/**
 * A set of unit classes as bits (infantry 1, armor 2, artillery 4): terrain often treats the classes apart (city
 * ruins admit only infantry; marshes stop infantry and armor and keep artillery out).
 */
export type ClassMask = number;
export const INF: ClassMask = 1;
export const ARM: ClassMask = 2;
export const ART: ClassMask = 4;
export const ALL: ClassMask = INF | ARM | ART;
export const NONE: ClassMask = 0;

export interface TerrainDef {
  /** Classes that may not enter it at all, nor retreat onto it (a river without a bridge: every class). */
  noEntry: ClassMask;
  /** Classes that must stop on entering (forest, town, hedgerow: every class). */
  stops: ClassMask;
  /** Classes that must stop when they enter it from a hex that is not a hill (an erg or ridge: "moving up"). */
  stopsOnClimb: ClassMask;
  /** Hexes a move spends entering it from a hex that is not a hill (a steep hill: 2); 1 otherwise. */
  climbCost: number;
  /** Classes that may not battle the turn they enter (forest, town, hedgerow: every class). */
  noBattleOnEntry: ClassMask;
  /**
   * Classes that may battle the turn they enter it only if they were next to it when ordered (jungle: FAQ §II Jungles,
   * "your unit must be adjacent to the Jungle hex when ordered"), by a move or a Take Ground alike.
   */
  battleOnEntryIfAdjacent: ClassMask;
  /**
   * Classes that may battle into or out of it only against an adjacent target (a wadi: infantry and armor must be in
   * close assault, FAQ §II Wadis & Gullies).
   */
  closeCombatOnly: ClassMask;
  /** Classes that may move only onto an adjacent hex when they leave it (marshes). */
  leaveOneHex: ClassMask;
  /** Classes that may not battle the turn they move out of it (marshes: armor). */
  noBattleOnLeave: ClassMask;
  /**
   * Blocks line of sight when between the two units, as an obstruction (forest, town), even between units on the
   * same hill: a forest or village on a hill blocks there too (FAQ §II Hills, 3rd Q/A).
   */
  blocksSight: boolean;
  /** Raised ground: a bare hill blocks sight by the plateau rule of los.ts, and gives less cover to an attacker above. */
  hill: boolean;
  /**
   * A mountain (raised ground, above the hills: `hill` too). Only a step between two raised hexes may enter or leave it,
   * for moves, Take Ground and retreats alike; its plateau for sight is its own range (contiguous mountain hexes); a
   * target on it keeps `protection` against any attacker but one on the same range, who gets `protectionFromHill`
   * (FAQ §II Mountains).
   */
  mountain: boolean;
  /** Dice by distance of artillery standing on it, instead of its own (a mountain: 3,3,2,2,1,1,1), or null. */
  artilleryDice: readonly number[] | null;
  /** A move that enters such a hex is at most this many hexes long (beach 2, ocean 1). */
  moveCap: number;
  /** A unit on it may not battle (ocean). */
  noBattleFrom: boolean;
  /** May not be retreated into (ocean, river without bridge). */
  noRetreat: boolean;
  /** Hedgerow: enter only from an adjacent hex (first hex of a move); leave only one hex. */
  hedgerow: boolean;
  /** Dice reduction for a target on it: [infantry attacker, armor attacker]. */
  protection: readonly [number, number];
  /**
   * On a hill, the reduction when the attacker stands on a hill too (FAQ §II Hills Q1: none for a bare hill; a hill
   * with forest or village keeps its cover's reduction); on a mountain, when the attacker stands on the same range.
   */
  protectionFromHill: readonly [number, number];
  /** Dice a unit on it loses when it battles, by its class [infantry, armor, artillery] (a town: armor 2). */
  battleOutPenalty: readonly [number, number, number];
  /** Classes of a unit on it that may ignore the first flag rolled against it (city ruins: infantry). */
  ignoresFlag: ClassMask;
  /**
   * Classes of a unit on it that may ignore every flag rolled against it, not only the first (a fortress); absent for
   * none. Optional, like the two below, so the definitions a battle's own rules copy into its state (`board.terrain`)
   * keep their shape in the battles that had them before.
   */
  ignoresAllFlags?: ClassMask;
  /** An artillery attack on a unit on it hits only with stars (a fortress: house rules App. 2 Bunkers, Fortress). */
  artilleryHitsOnStarsOnly?: boolean;
  /** Artillery that starts the battle on it may never leave (a fortress, as a bunker: rulebook p.16). */
  holdsArtillery?: boolean;
  /**
   * A cliff or sea bluff over a beach: a move straight between it and a beach hex, up or down, counts two hexes for
   * infantry, and armor and artillery may not make it at all (retreats are not limited: FAQ §II Cliffs & Sea Bluffs).
   */
  cliffOverBeach?: boolean;
  /** Infantry may not Take Ground onto it from a beach (a cliff, not a sea bluff). */
  noTakeGroundFromBeach?: boolean;
  /**
   * Thin ice (a frozen river): dice a unit rolls when it moves, takes ground or retreats onto it, one figure lost per
   * star; such a hex is never entered straight from a bridge, nor a bridge from it (FAQ §II Frozen Rivers).
   */
  thinIce?: number;
  /**
   * Classes whose attack on a unit standing on it reduces it to city ruins once that battle is settled (a radar
   * station: armor and artillery fire, house rules App. 2 Radar Station); absent for none. src/engine/landmarks.ts.
   */
  ruinedBy?: ClassMask;
  // caves (FAQ §II Caves on Hills and Mountains)
  /**
   * A cave on a hill or mountain: the ground it becomes once sealed; absent on every other terrain. Japanese infantry
   * moves between caves, has -2 cover and ignores every flag on one; Allied infantry may seal it (troops/caves.ts).
   */
  cave?: 'hill' | 'mountain';
  // trench (FAQ §IV Tank Destroyers, l.2796-2798)
  /**
   * Classes of a unit on it that may not battle from it (trenches: armor, every armor kind, the FAQ's "Like all other
   * Armor units, Tank Destroyers may not battle when in a Trench"); absent for none. No battle, no Overrun, no Ambush
   * from it; a Fascine, whose ground the trench is, battles from it (troops/trenchArmor.ts, decision C400).
   */
  noBattleFromClass?: ClassMask;
}

const BASE: TerrainDef = {
  noEntry: NONE,
  stops: NONE,
  stopsOnClimb: NONE,
  climbCost: 1,
  noBattleOnEntry: NONE,
  battleOnEntryIfAdjacent: NONE,
  closeCombatOnly: NONE,
  leaveOneHex: NONE,
  noBattleOnLeave: NONE,
  blocksSight: false,
  hill: false,
  mountain: false,
  artilleryDice: null,
  moveCap: 99,
  noBattleFrom: false,
  noRetreat: false,
  hedgerow: false,
  protection: [0, 0],
  protectionFromHill: [0, 0],
  battleOutPenalty: [0, 0, 0],
  ignoresFlag: NONE,
};

/** A terrain's table entry: its rules, and what names its tiles carry in the community `.m44` format. */
export interface TerrainEntry extends TerrainDef {
  /**
   * Names of its tiles in `.m44` files, lower case: every theatre's face of the same terrain (winter, desert, Pacific
   * tiles play as the base tile, FAQ §I-II). The importer reads a name through this list and nothing else.
   */
  m44: readonly string[];
}

/** Forest, town and hedgerow: stop on entering, no battle that turn, blocks sight, -1 vs infantry and -2 vs armor. */
const COVER = { stops: ALL, noBattleOnEntry: ALL, blocksSight: true, protection: [1, 2] } as const;
/** Town rules (rulebook Appendix 2, Towns & Villages): cover, and "Armor on a Town hex will reduce the number of
 * Battle dice it rolls by 2". */
const TOWN = { ...BASE, ...COVER, battleOutPenalty: [0, 2, 0] } as const;

/**
 * Every terrain, in the order Rules help lists them: the base game's (rulebook Appendix 2), then the expansions'
 * with fixed effects (Terrain Pack tiles as restated in the house-rules file's Appendix 2, where the FAQ has only the
 * card's heading: docs/research/terrain-table.md has each source and docs/rules-decisions.md each call).
 */
export const TERRAIN = {
  countryside: { ...BASE, m44: [] },
  // Palm forest: "the same terrain effect as a Forest" (FAQ §II); winter forest: the same card (house rules App. 2).
  forest: { ...BASE, ...COVER, m44: ['woods', 'wforest', 'palmtrees'] },
  hedgerow: { ...BASE, ...COVER, hedgerow: true, m44: ['hedgerow'] },
  // Desert town: "the same terrain effect as Towns & Villages" (FAQ §II); winter and Pacific villages are the same
  // tile family (FAQ Peleliu); `bled` is the Mediterranean settlement (decision C1).
  town: { ...TOWN, m44: ['buildings', 'wvillage', 'pvillage', 'bled'] },
  hill: { ...BASE, hill: true, protection: [1, 1], m44: ['hills', 'dhill', 'whill'] },
  // Forks, mouths and winter rivers are rivers (house rules App. 2 "Headwaters & Forks"; frozen only when a battle says).
  river: { ...BASE, noEntry: ALL, noRetreat: true, m44: ['river', 'curve', 'riverfr', 'riverfl', 'pmouth', 'wriver', 'wcurved'] },
  beach: { ...BASE, moveCap: 2, m44: ['beach', 'pbeach'] },
  // "Coastline hexes are treated exactly the same as Ocean hexes" (FAQ §II Oceans).
  ocean: { ...BASE, moveCap: 1, noBattleFrom: true, noRetreat: true, m44: ['ocean', 'coast', 'coastcurve'] },
  // Marshes (house rules App. 2; FAQ heading only): infantry and armor stop, artillery may not enter, a unit leaving
  // moves one hex, armor may not battle the turn it moves in or out.
  marsh: { ...BASE, noEntry: ART, stops: INF | ARM, leaveOneHex: ALL, noBattleOnEntry: ARM, noBattleOnLeave: ARM, m44: ['marshes', 'wmarshes'] },
  // Lake (house rules App. 2): impassable; it does not block sight (decision C2).
  lake: { ...BASE, noEntry: ALL, noRetreat: true, m44: ['lakea', 'lakeb', 'lakec', 'lake'] },
  // City ruins (house rules App. 2): only infantry may enter, and must stop; cover; infantry may ignore a flag.
  'city-ruins': { ...BASE, ...COVER, noEntry: ARM | ART, ignoresFlag: INF, m44: ['wruins', 'ruins'] },
  // Factory complex (house rules App. 2): the town's card word for word.
  factory: { ...TOWN, m44: ['wfactory', 'factory'] },
  // Hill with forest (house rules App. 2): a forest on a hill; the cover's reduction holds against an attacker on a
  // hill too, and like any forest on a hill it blocks sight even across the plateau (FAQ §II Hills; decision C3).
  'hill-forest': { ...BASE, ...COVER, hill: true, protectionFromHill: [1, 2], m44: ['whillforest', 'hillforest'] },
  // Hill with village (house rules App. 2): a town on a hill.
  'hill-village': { ...TOWN, hill: true, protectionFromHill: [1, 2], m44: ['whillvillage', 'hillvillage'] },
  // Ravine (house rules App. 2): impassable to armor and artillery; infantry on it may ignore a flag.
  ravine: { ...BASE, noEntry: ARM | ART, ignoresFlag: INF, m44: ['wravine', 'ravine'] },
  // Trenches (house rules App. 2): infantry and armor stop, artillery may not enter; -1 against infantry and armor
  // attackers (never artillery: player aid); infantry in them may ignore a flag.
  trenches: { ...BASE, noEntry: ART, stops: INF | ARM, protection: [1, 1], ignoresFlag: INF, noBattleFromClass: ARM, m44: ['ptrenches', 'trenches'] },
  // Church (house rules App. 2; the FAQ's card is garbled): a town whose unit may ignore the first flag.
  church: { ...TOWN, ignoresFlag: ALL, m44: ['church'] },
  // Cemetery (house rules App. 2): no restriction; a unit on it may ignore the first flag.
  cemetery: { ...BASE, ignoresFlag: ALL, m44: ['cemetery'] },
  // Ford (FAQ §II card 41, heading only; house rules App. 2 "Rivers & Waterways, Fordable"): a river hex a unit may
  // enter, where it must stop, and from which it battles with 1 die fewer; it may retreat into it (FAQ §I Retreats).
  ford: { ...BASE, stops: ALL, battleOutPenalty: [1, 1, 1], m44: [] },
  // Fordable stream (FAQ §II Fordable Streams, card 61): "Unit entering Fordable Stream must stop"; "No combat
  // restrictions"; Take Ground and Overrun stay possible.
  'fordable-stream': { ...BASE, stops: ALL, m44: [] },
  // Airfield (FAQ §II Airfields): "No movement restrictions", "No combat restrictions", no block to sight.
  airfield: { ...BASE, m44: ['pairfield', 'pairfieldx', 'airfield'] },
  // Jungle (FAQ §II Jungles, card 57): a unit moving in must stop, and may battle that turn only if it was next to the
  // jungle hex when ordered; blocks sight. The card's dice reduction is not in our documents: a forest's (decision C40).
  jungle: { ...BASE, stops: ALL, battleOnEntryIfAdjacent: ALL, blocksSight: true, protection: [1, 2], m44: ['pjungle'] },
  // Dam (FAQ §II Dams, card 20): infantry moves freely, armor and artillery may not enter; no combat restriction; a
  // unit on it may ignore 1 flag; blocks sight. Sabotage is a battle's own rule (FAQ §XII Schwammenauel Dam).
  dam: { ...BASE, noEntry: ARM | ART, ignoresFlag: ALL, blocksSight: true, m44: ['dam'] },
  // Oasis (house rules App. 2 Oasis, the Mediterranean chapter; FAQ card 10 garbled): stop, may battle on entering,
  // -1 against infantry and armor, first flag ignored, blocks sight (decision C41).
  oasis: { ...BASE, stops: ALL, protection: [1, 1], ignoresFlag: ALL, blocksSight: true, m44: ['oasis'] },
  // HQ & supply tents (FAQ §II HQs & Supply Tents, card 56): no movement or combat restriction, blocks sight; the
  // Pacific HQ and the camps of 1488 and 4231 are this card (decision C42).
  'hq-tent': { ...BASE, blocksSight: true, m44: ['pheadquarter', 'camp', 'dcamp'] },
  // Hospital (FAQ §II heading only; Hospital Recovery is a battle's rule, FAQ §III): a building with no movement or
  // combat effect that blocks sight, as the HQ tent (decision C43).
  hospital: { ...BASE, blocksSight: true, m44: ['phospital'] },
  // Railroad tracks (house rules App. 2 Railway Tracks, l.479; FAQ §II Railroad Bridges Q "as stated for Railroad
  // Tracks"): armor and artillery stop on entering; infantry moves freely; the tile's own ground for battle (open);
  // clear sight (decision C44).
  railroad: { ...BASE, stops: ARM | ART, m44: ['rail', 'railcurve', 'wrail', 'wrailcurve'] },
  // Railroad station (house rules App. 2 Railway Station; FAQ heading only): a town (decision C44).
  station: { ...TOWN, m44: ['station'] },
  // Mountain (FAQ §II Mountains, card 30): infantry moves up onto it or retreats onto it only from a hill or mountain,
  // and down only to one; impassable to armor and artillery; blocks sight except across its own range; -2 against
  // infantry and armor, from a hill too, unless the attacker is on the same range; artillery on it fires at
  // 3,3,2,2,1,1,1. A `mountain` tile with an IMPASSABLE behavior is the online edition's impassable hill (m44.ts).
  mountain: {
    ...BASE,
    noEntry: ARM | ART,
    hill: true,
    mountain: true,
    protection: [2, 2],
    protectionFromHill: [0, 0],
    artilleryDice: [3, 3, 2, 2, 1, 1, 1],
    m44: ['mountain'],
  },
  // Ergs & ridges (FAQ §II Ergs & Ridges, card 64): "Unit moving up the ridge must stop"; a hill for battle dice (Q1:
  // no reduction from any hill or ridge) and for sight (plateau with contiguous terrain at the same height); C48.
  ridge: { ...BASE, hill: true, protection: [1, 1], stopsOnClimb: ALL, m44: ['dridge'] },
  // Steep hill (FAQ §II Steep Hills, card 13: "Some scenarios may designate hills as being steep"): moving up onto it
  // from lower ground is a 2-hex move; down, or hill to hill, 1; Take Ground up it is allowed; otherwise a hill. Read
  // from `hills` with the STEEP_HILL behavior (m44.ts); the base battles keep plain hills (decision B10).
  'steep-hill': { ...BASE, hill: true, protection: [1, 1], climbCost: 2, m44: [] },
  // Wadis & gullies (FAQ §II Wadis & Gullies, card 44): the side slopes are impassable in and out (board data: the
  // importer closes every side but the open ends, m44.ts); infantry and armor battle into or out of one only in close
  // assault; no dice reduction (the house rules' -1, artillery included, loses to the FAQ and player aid: C51); clear
  // sight.
  wadi: { ...BASE, closeCombatOnly: INF | ARM, m44: ['wadi', 'wcurve'] },
  // Fortress (house rules App. 2 "Bunkers, Fortress", 001 l.556-560; FAQ §II Fortresses, heading only): infantry may
  // enter and battle, armor and artillery may not enter, artillery that starts on it never leaves; either side may
  // claim it (it is terrain: whoever stands on it); artillery hits a unit on it only with stars; a unit on it may
  // ignore every flag; blocks sight. The card gives no reduction for infantry and armor: a bunker's (decision C52).
  fortress: {
    ...BASE,
    noEntry: ARM | ART,
    blocksSight: true,
    protection: [1, 2],
    ignoresFlag: ALL,
    ignoresAllFlags: ALL,
    artilleryHitsOnStarsOnly: true,
    holdsArtillery: true,
    m44: ['fortress'],
  },
  // Barracks and lighthouses (house rules App. 2 Landmarks, "Towns & Villages, Barracks" and "Lighthouse"): the
  // town's card word for word. Their .m44 names are not in our documents: the names below are the likely ones
  // (decision C100).
  barracks: { ...TOWN, m44: ['barracks', 'wbarracks', 'dbarracks'] },
  lighthouse: { ...TOWN, m44: ['lighthouse', 'plighthouse'] },
  // Radar station (house rules App. 2 "Towns & Villages, Radar Station", l.598-603): a unit moving in stops but may
  // battle that turn; infantry and armor roll 1 die fewer against a unit on it (artillery in full); a unit on it may
  // ignore the first flag; blocks sight; armor and artillery fire reduce it to city ruins (decision C101).
  'radar-station': { ...BASE, stops: ALL, protection: [1, 1], ignoresFlag: ALL, blocksSight: true, ruinedBy: ARM | ART, m44: ['radar', 'radarstation'] },
  // Supply depot (house rules App. 2 Supply Depot, l.575): no movement or combat restriction; blocks sight. Destroying
  // one is a battle's own rule through Sabotage (decisions C95, C97).
  'supply-depot': { ...BASE, blocksSight: true, m44: ['depot', 'supplydepot', 'dsupply'] },
  // Power plant and prison camp (house rules App. 2: "See specific Scenario rules"; FAQ §II Prison Camps heading
  // only): a power plant plays as the factory complex it resembles, a prison camp as the HQ tent's card (huts behind
  // wire: no movement or combat restriction, blocks sight) (decision C100).
  'power-plant': { ...TOWN, m44: ['powerplant', 'wpowerplant'] },
  'prison-camp': { ...BASE, blocksSight: true, m44: ['prisoncamp', 'pcamp', 'prison'] },
  // Rice paddies (FAQ §II Rice Paddies, card 60, heading only): wet fields played as a marsh: infantry and armor stop
  // on entering, artillery may not enter, a unit leaving moves one hex, armor may not battle the turn it moves in or
  // out (so no Overrun into one); no cover; clear sight (decision C45).
  'rice-paddy': { ...BASE, noEntry: ART, stops: INF | ARM, leaveOneHex: ALL, noBattleOnEntry: ARM, noBattleOnLeave: ARM, m44: ['price'] },
  // Cliffs and sea bluffs (FAQ §II Cliffs & Sea Bluffs, card 11, l.767-790): hills whose side over a beach is a
  // 2-hex climb or descent for infantry and closed to armor and artillery; from inland, and for retreats, plain hills;
  // infantry may not Take Ground up a cliff from the beach. Read from `hills` with the CLIFF or BLUFF behavior (m44.ts);
  // the base battles keep plain hills (decision B10; C54).
  cliff: { ...BASE, hill: true, protection: [1, 1], cliffOverBeach: true, noTakeGroundFromBeach: true, m44: [] },
  'sea-bluff': { ...BASE, hill: true, protection: [1, 1], cliffOverBeach: true, m44: [] },
  // Frozen river (FAQ §II Frozen Rivers, card 47, l.1390-1420; house rules App. 2 Rivers & Waterways, Frozen, l.522):
  // it may be crossed, at a risk: two dice for a unit moving or retreating onto it, a figure lost per star (ice.ts); no
  // combat restriction; clear sight. Read from the river tiles of a battle whose file names FROZEN_RIVER (m44.ts), or
  // written in a scenario; a battle may also give its rivers `thinIce` through `rules.terrain` (decision C56).
  'frozen-river': { ...BASE, thinIce: 2, m44: [] },
  // Escarpment (FAQ §II Escarpments, card 63, heading only; FAQ §II Mountains Q3, l.1135: it blocks sight, except for
  // artillery, which needs none here): a sheer desert cliff no unit may enter, nor retreat onto (decision C46).
  escarpment: { ...BASE, noEntry: ALL, noRetreat: true, blocksSight: true, m44: ['descarpment'] },
  // caves (FAQ §II Caves on Hills and Mountains)
  // Caves on hills (FAQ §II card 52, l.1459-1471): no movement restriction for infantry, impassable to armor and
  // artillery, sight blocked as by hills (the plateau rule); a hill's cover for any unit but Japanese infantry, whose
  // own rules are troops/caves.ts. `pcave` is the tile of 1518 Sugar Loaf and Half Moon.
  'cave-hill': { ...BASE, noEntry: ARM | ART, hill: true, protection: [1, 1], cave: 'hill', m44: ['pcave'] },
  // Caves on mountains (FAQ §II card 53, l.1477-1481): a mountain (up and down only from a hill or mountain, closed to
  // armor and artillery, its range's sight and cover) with a cave. Its `.m44` tile name is not in our documents: the
  // names below are the likely ones (decision C248).
  'cave-mountain': {
    ...BASE,
    noEntry: ARM | ART,
    hill: true,
    mountain: true,
    protection: [2, 2],
    protectionFromHill: [0, 0],
    artilleryDice: [3, 3, 2, 2, 1, 1, 1],
    cave: 'mountain',
    m44: ['pmcave', 'mcave', 'pmountaincave'],
  },
  // flooded (house rules App. 2 High Ground & Flooded Fields, l.533-544; decision C391): the open countryside of a
  // Flooded Fields battle. A unit moves onto it only from next door (a move that enters it is one hex long) and stops
  // there; a unit leaving moves one hex; armor may not battle the turn it moves onto or out of it (so it may take
  // ground there but not overrun); infantry and artillery battle as usual; no cover; clear sight. Not a tile of the
  // files: the importer floods the open hexes of a battle that marks its dry ground with High Ground tiles.
  'flooded-field': { ...BASE, stops: ALL, moveCap: 1, leaveOneHex: ALL, noBattleOnEntry: ARM, noBattleOnLeave: ARM, m44: [] },
} as const satisfies Record<string, TerrainEntry>;

/** Base terrain of a hex. Hexes a scenario does not list are countryside. */
export type TerrainKind = keyof typeof TERRAIN;
/** Every terrain kind, in the table's order. */
export const TERRAIN_KINDS = Object.keys(TERRAIN) as TerrainKind[];

/** A terrain's effects in this battle: the battle's own version where its scenario changes it, else the table's. */
export function terrainDef(board: { terrain?: Partial<Record<TerrainKind, TerrainDef>> }, kind: TerrainKind): TerrainDef {
  return board.terrain?.[kind] ?? TERRAIN[kind];
}

/** A bridge makes a river hex ordinary ground for movement, battle and retreat. */
export const BRIDGE: TerrainDef = BASE;

export interface ObstacleDef {
  /** Dice reduction for a target on it: [infantry attacker, armor attacker]. */
  protection: readonly [number, number];
  /** The unit on it may ignore the first flag rolled against it. */
  ignoresFlag: boolean;
  /** Only infantry may enter. */
  infantryOnly: boolean;
  /** A unit entering must stop. */
  stops: boolean;
}

export const OBSTACLES = {
  sandbags: { protection: [1, 1], ignoresFlag: true, infantryOnly: false, stops: false },
  hedgehog: { protection: [0, 0], ignoresFlag: true, infantryOnly: true, stops: false },
  wire: { protection: [0, 0], ignoresFlag: false, infantryOnly: false, stops: true },
  // Road block (FAQ §II Road Blocks, card 40, l.1234-1252: infantry moving in must stop, impassable to armor and
  // artillery, 1 flag ignored, clear sight; house rules App. 2 Roads, Road-Blocks, l.495: -1 against infantry and
  // armor attackers). Removal by engineers (FAQ Q) belongs with the engineers (units issue); nobody else removes it.
  roadblock: { protection: [1, 1], ignoresFlag: true, infantryOnly: true, stops: true },
} as const satisfies Record<string, ObstacleDef>;

/** Removable or fixed obstacles that stand on a hex (a bunker and a bridge are separate flags). */
export type ObstacleKind = keyof typeof OBSTACLES;
/** Every obstacle kind, in the table's order. */
export const OBSTACLE_KINDS = Object.keys(OBSTACLES) as ObstacleKind[];

/** Bunker (for its owner): protection 1/2, first flag ignored, blocks sight; only infantry may enter. */
export const BUNKER_PROTECTION: readonly [number, number] = [1, 2];

/**
 * Who may claim a bunker (scenario hex `bunker`): one side (the base bunker: "Only the side noted in the briefing",
 * rulebook p.16), or `either` (a field bunker: "Either side may claim it as a defensive position", house rules App. 2
 * Bunkers, Field, l.449; decision C53).
 */
export type BunkerClaim = 'axis' | 'allies' | 'either';
export const BUNKER_CLAIMS: readonly BunkerClaim[] = ['axis', 'allies', 'either'];

/** Does a bunker claimed by `claim` shelter a unit of `side`? */
export function bunkerShelters(claim: BunkerClaim | undefined, side: 'axis' | 'allies'): boolean {
  return claim === side || claim === 'either';
}
