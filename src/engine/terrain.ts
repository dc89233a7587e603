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
  /** Classes that may not battle the turn they enter (forest, town, hedgerow: every class). */
  noBattleOnEntry: ClassMask;
  /** Classes that may move only onto an adjacent hex when they leave it (marshes). */
  leaveOneHex: ClassMask;
  /** Classes that may not battle the turn they move out of it (marshes: armor). */
  noBattleOnLeave: ClassMask;
  /** Blocks line of sight when between the two units. */
  blocksSight: boolean;
  hill: boolean;
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
  /** Dice a unit on it loses when it battles, by its class [infantry, armor, artillery] (a town: armor 2). */
  battleOutPenalty: readonly [number, number, number];
  /** Classes of a unit on it that may ignore the first flag rolled against it (city ruins: infantry). */
  ignoresFlag: ClassMask;
}

const BASE: TerrainDef = {
  noEntry: NONE,
  stops: NONE,
  noBattleOnEntry: NONE,
  leaveOneHex: NONE,
  noBattleOnLeave: NONE,
  blocksSight: false,
  hill: false,
  moveCap: 99,
  noBattleFrom: false,
  noRetreat: false,
  hedgerow: false,
  protection: [0, 0],
  battleOutPenalty: [0, 0, 0],
  ignoresFlag: NONE,
};

export const TERRAIN = {
  countryside: BASE,
  forest: { ...BASE, stops: ALL, noBattleOnEntry: ALL, blocksSight: true, protection: [1, 2] },
  hedgerow: { ...BASE, stops: ALL, noBattleOnEntry: ALL, blocksSight: true, hedgerow: true, protection: [1, 2] },
  // "Armor on a Town hex will reduce the number of Battle dice it rolls by 2" (rulebook Appendix 2, Towns & Villages).
  town: { ...BASE, stops: ALL, noBattleOnEntry: ALL, blocksSight: true, protection: [1, 2], battleOutPenalty: [0, 2, 0] },
  hill: { ...BASE, blocksSight: true, hill: true, protection: [1, 1] },
  river: { ...BASE, noEntry: ALL, noRetreat: true },
  beach: { ...BASE, moveCap: 2 },
  ocean: { ...BASE, moveCap: 1, noBattleFrom: true, noRetreat: true },
} as const satisfies Record<string, TerrainDef>;

/** Base terrain of a hex. Hexes a scenario does not list are countryside. */
export type TerrainKind = keyof typeof TERRAIN;
/** Every terrain kind, in the table's order. */
export const TERRAIN_KINDS = Object.keys(TERRAIN) as TerrainKind[];

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
} as const satisfies Record<string, ObstacleDef>;

/** Removable or fixed obstacles that stand on a hex (a bunker and a bridge are separate flags). */
export type ObstacleKind = keyof typeof OBSTACLES;
/** Every obstacle kind, in the table's order. */
export const OBSTACLE_KINDS = Object.keys(OBSTACLES) as ObstacleKind[];

/** Bunker (for its owner): protection 1/2, first flag ignored, blocks sight; only infantry may enter. */
export const BUNKER_PROTECTION: readonly [number, number] = [1, 2];
