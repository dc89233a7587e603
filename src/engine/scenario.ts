/**
 * The battle the engine plays: the shape of a scenario (layout, sides, objectives, special rules), owned by the
 * engine and taken by `newGame`. The scenario format (src/scenario/: JSON files, validation, the `.m44` importer)
 * is this shape as a file: it imports these types, never the reverse. See docs/scenario-format.md.
 * Layout facts come from the reference `.m44` data; every sentence (name aside) is written by us.
 */
import type { BoardFace, BoardKind, Hex, HexSide, Side } from './hex';
import type { CardType } from './cards';
import type { BunkerClaim, ObstacleKind, TerrainDef, TerrainKind } from './terrain';
import type { UnitClass, UnitKind } from './units';
import type { MarkerKind } from './markers';
import type { Army } from './troops/nations';

export type { Army };
export type { BoardFace, BoardKind, MarkerKind, ObstacleKind, TerrainKind, UnitClass, UnitKind };

/** Version of the scenario format (the JSON files); see docs/scenario-format.md. */
export const SCENARIO_FORMAT = 1;

export interface ScenarioUnit {
  side: Side;
  kind: UnitKind;
  /** Figures at start; defaults by kind (infantry 4, resistance 3, armor 3, elite armor 4, artillery 2). */
  figures?: number;
  /** Medals the opponent gains when this unit is eliminated (default 1). */
  medals?: number;
  /** Decorative badge shown on the unit (nationality / unit patch); no rules effect. */
  badge?: string;
  /**
   * Camouflaged at the start (FAQ §III Camouflage): only a close assault may target it, until it moves in any way
   * (a retreat included) or battles (an Ambush included); being attacked leaves it hidden.
   */
  camouflaged?: boolean;
  /**
   * Most hexes this unit moves, battle or not, whatever the card (the `.m44` behavior ARMOR_MOVE_TWO: 2). Absent: its
   * kind's move. A battle-wide limit (Blitz, `rules.armorMove`) also holds; the smaller one counts.
   */
  maxMove?: number;
  /** The unit may ignore one flag of each attack on it, as sandbags let it (the `.m44` behavior CAN_IGNORE_ONE_FLAG). */
  ignoreOneFlag?: boolean;
  /** It starts in a landing craft, on an Ocean hex (FAQ §IV Landing Craft; the `.m44` piece `barge`). */
  landingCraft?: boolean;
  // nations (FAQ §VII Nations; Equipment Pack §VII Minor Nations)
  /**
   * The army whose own rules this unit follows (troops/nations.ts): `japanese` (FAQ §VII Imperial Japanese Army: its
   * infantry's Yamato Damashi, Seishin Kyoiku and Banzai), `italian` (Equipment Pack: retreat 1 to 3 hexes per flag,
   * its artillery ignores 1 flag). Absent: none.
   */
  army?: Army;
  // troop actions (FAQ §III Heroic Leader)
  /**
   * A Heroic Leader (a Battle Star) is with this infantry unit (troops/heroicLeader.ts): it may ignore 1 flag, battles
   * with 1 more die, and the leader outlives it on no star of 2 dice. Absent: none.
   */
  heroicLeader?: boolean;
  // troop actions (FAQ §III Collapsible Rafts & Boats)
  /** This infantry unit has a collapsible boat (troops/rafts.ts): it may take to a river hex. Absent: none. */
  raft?: boolean;
  // trains (FAQ §IV Trains/Supply Trains, Armored Trains): troops/trains.ts
  /** A train kind's wagon: its rail hex, next to the locomotive's (the unit's hex). Required for a train, else absent. */
  wagon?: Hex;
  /** Units riding the train (a supply train's reinforcements), each on the locomotive or the wagon. */
  cargo?: { kind: UnitKind; figures?: number; on: 'loco' | 'wagon'; badge?: string }[];
}

export interface ScenarioHex extends Hex {
  terrain?: TerrainKind;
  /** A bridge on a river hex: the river may be entered here. */
  bridge?: boolean;
  /** A bunker; only the named side benefits from it, or either side (`either`: a field bunker, decision C53). */
  bunker?: BunkerClaim;
  obstacle?: ObstacleKind;
  unit?: ScenarioUnit;
  /** A place name drawn on the map. */
  label?: string;
  /** A minefield laid by this side: a face-down counter whose value is drawn at set-up (FAQ §II Minefields). */
  minefield?: Side;
  /**
   * An exit marker: an ordered unit of this side may move off the board through this hex (a hex of a board edge),
   * leaving counting as one hex of movement, and scores one medal (FAQ Exit Markers; Equipment Pack).
   */
  exit?: Side;
  /** No unit may enter this hex: not by a move, a retreat or Take Ground (St Vith, Montelimar, Saverne hills). */
  impassable?: boolean;
  /**
   * Units of these classes may not battle through this hex: it blocks their line of fire as an obstruction
   * blocks line of sight (Arnhem's wide river: infantry; Saverne's hills: every class, artillery included).
   */
  blocksFire?: UnitClass[];
  /**
   * A road on this hex, by the sides its image leaves by. A unit that starts its move on a road and moves only along
   * connected road images (each step through a side both hexes' roads use), ending on a road, may move one hex more
   * (FAQ §II Roads).
   */
  road?: HexSide[];
  /**
   * A marker drawn on the hex that no rule of ours reads (a battle star): its meaning is in the battle's own notes
   * (rules-decisions C27). Absent on a hex without one.
   */
  marker?: MarkerKind;
  /**
   * The headquarters or supply tent of this side, under the Capture HQ/Supply Tent rule (FAQ §III): when an enemy unit
   * stands on it the side loses one command card at random, drawn back when a unit of its own moves onto it again.
   */
  headquarters?: Side;
  // seaWall (FAQ §II Sea Wall)
  /**
   * A sea wall (permanent sandbags) that protects this side's units only: 1 die less against infantry and armor when
   * the terrain gives less, and the first flag may be ignored (src/engine/seaWall.ts; decision C390).
   */
  seaWall?: Side;
  // camp recovery (FAQ §III Oasis Recovery; decision C393)
  /**
   * Under the battle's Oasis Recovery rule (`rules.oasisRecovery`), an ordered infantry unit may recover on this hex as
   * on an oasis (a camp: the `.m44` behavior OASIS_RECOVERY on a camp tile). Absent on every other hex.
   */
  oasisRecovery?: boolean;
}

/** A feature on the side between two adjacent hexes (e.g. a side that may not be crossed). */
export interface ScenarioHexSide {
  a: Hex;
  b: Hex;
  impassable?: boolean;
  blocksSight?: boolean;
}

/**
 * A bridge longer than one hex (Arnhem). A unit may step from one span hex to the next (the rule that a bridge
 * is entered only from land does not apply inside a span), and may get on or off the span only through `exits`.
 */
export interface BridgeSpan {
  /** The span's hexes: river hexes with a bridge, each adjacent to another one of the span. */
  hexes: Hex[];
  /** The hex sides through which the span is entered and left: a span hex and the land hex next to it. */
  exits: { span: Hex; land: Hex }[];
}

export interface Objective {
  /** Stable id, unique in the scenario. */
  id: string;
  /** The side that scores this objective. */
  side: Side;
  hexes: Hex[];
  /** How many of `hexes` the side must occupy at once (default 1). */
  hold?: number;
  /** Medals given while held (temporary) or once taken (permanent). Default 1. */
  medals?: number;
  /** true: kept once gained. false: counts only while held. */
  permanent?: boolean;
  /**
   * How the hexes are held (absent: the side's units stand on at least `hold` of them). `majority`: on more of them
   * than the enemy's units (FAQ §I Temporary Medals: "one more objective hex than your opponent"); `sole`: on at least
   * one of them while no enemy unit stands on any (Equipment Pack, Sole Control). Neither takes `hold`.
   */
  control?: ObjectiveControl;
  /**
   * The objective is looked at only when the side's turn starts (Equipment Pack, "Turn Start"): a permanent one is
   * taken then; a temporary one counts from then until the start of the side's next turn, whatever happens between.
   */
  turnStart?: boolean;
  /**
   * Kept once gained until the enemy holds the hexes in the same way (Equipment Pack, Last to Occupy), even after the
   * side's units leave. Not with `permanent`.
   */
  lastToOccupy?: boolean;
}

/** How an objective's hexes may be held besides occupying `hold` of them (the scenario format's `control`). */
export const OBJECTIVE_CONTROLS = ['majority', 'sole'] as const;
export type ObjectiveControl = (typeof OBJECTIVE_CONTROLS)[number];

export interface ScenarioSide {
  /** Command cards dealt at start. */
  cards: number;
  /** Medals needed to win. */
  medalsToWin: number;
  /** The board edge this side retreats toward. */
  edge: 'top' | 'bottom';
  /** Nation shown for the side's units (e.g. "US", "GB", "FR", "DE"). */
  nation?: string;
  /**
   * At the end of each of the side's first `turns` turns it draws `cards` more command cards, after its usual
   * draw (after a Recon's draw 2 keep 1). Pegasus Bridge: the Axis start with 2 cards, `{ turns: 2, cards: 1 }`.
   */
  extraDraws?: { turns: number; cards: number };
  /** Cards this side may play as another card (Mortain: a Recon as Air Power while it holds Hill 317). */
  playAs?: PlayAs[];
}

/**
 * One card substitution: while the side occupies at least one of `holding` (always, when absent), a card of
 * one of `cards` may be played as the card `as`, exactly like that card (no effect of its own). A Counter-Attack
 * copying it copies the card as printed.
 */
export interface PlayAs {
  cards: CardType[];
  as: 'air-power' | 'barrage';
  holding?: Hex[];
  /** As Air Power, it must strike at least one hex in the printed card's section (Blitz: FAQ §III Blitz Rules). */
  inSection?: boolean;
}

/** The side wins at once when one of its own turns ends with its units on at least `hold` of `hexes` (Toulon). */
export interface SuddenDeath {
  side: Side;
  hexes: Hex[];
  /** Default 1. */
  hold?: number;
}

/**
 * Units dropped before the first turn, after the hands are dealt (Sainte-Mere-Eglise). Each lands on a hex
 * position drawn by the game's seeded random numbers, every position within `radius` of `centre` equally likely,
 * on the board or off it. A unit landing off the board, on a hex it could not enter, on another unit or on the same
 * hex as another dropped unit is lost, with no medal to anyone.
 */
export interface Airdrop {
  side: Side;
  /** How many units are dropped. */
  units: number;
  unit: { kind: UnitKind; figures?: number; medals?: number; badge?: string };
  centre: Hex;
  radius: number;
  // holdout3 (FAQ §III Paradrop; 6687 Drop in the Night; decision C415)
  /**
   * Further drops after the first, in order, each of `units` units around its own `centre` (same side, unit and
   * radius). Absent: one drop.
   */
  waves?: { centre: Hex; units: number }[];
  /**
   * The units of a drop come down one at a time: a unit landing where an earlier one of the same drop stands is lost
   * as on any unit ('occupied'), and the earlier one stays. Absent: a drop's units land together, and two on one hex
   * are both lost ('together').
   */
  oneAtATime?: true;
}

/** The command deck: how many decks are shuffled together, and how it is handled when it runs out. */
export interface DeckRules {
  /**
   * How many copies of the command deck are shuffled together (1..MAX_DECKS of cards.ts). Default 1. A Breakthrough
   * battle plays 2 (FAQ §I Air Sortie with two decks; docs/rules-decisions.md C30).
   */
  decks?: number;
  /** false: the discards are never shuffled back, not even by Their Finest Hour (Vassieux). Default true. */
  reshuffle?: boolean;
  /** With `reshuffle: false`: when a turn ends with an empty draw pile, the game ends and this side wins. */
  emptyWinner?: Side;
}

export interface Briefing {
  /** Two or three sentences of history, in our own words. */
  history: string;
  /** Plain-words list of what a player needs to know: sides, cards, medals, who starts, special rules. */
  notes: string[];
}

/**
 * Changes to one terrain's effects in one battle: the fields named replace the terrain table's (terrain.ts). Plain
 * JSON: the table's read-only tuples are ordinary arrays here.
 */
export type TerrainOverride = {
  [K in keyof TerrainDef]?: TerrainDef[K] extends readonly [number, number, number]
    ? [number, number, number]
    : TerrainDef[K] extends readonly [number, number]
      ? [number, number]
      : TerrainDef[K];
};

/**
 * The battle's own rules on top of the base game, chosen by its scenario (docs/architecture.md, "Rules of a
 * battle"). Today: per-battle terrain effects (e.g. "the rivers are fordable in this battle": the river plays as a
 * ford). The battle-wide rules of the expansions (Blitz, desert, night...) join here as they are played.
 */
export interface BattleRules {
  terrain?: Partial<Record<TerrainKind, TerrainOverride>>;
  /** Most hexes each named side's armor may move, battle or not (Blitz: `{ "allies": 2 }`, FAQ §III Blitz Rules). */
  armorMove?: Partial<Record<Side, number>>;
  /**
   * Cards played as another by both players, always: a deck variant (`{ "air-power": "artillery-bombard" }`: bad
   * weather, no air support). A Counter-Attack copies the card as it is played.
   */
  cardAs?: Partial<Record<CardType, CardType>>;
  /**
   * Night (FAQ §III Night Attacks): units battle only within the visibility range, 1 hex at first; at the start of
   * each Allied turn the Allies roll 4 dice and each star brings the dawn one step nearer; at step 6, full daylight.
   */
  night?: boolean;
  /**
   * Pontoon bridges (FAQ §II Pontoon Bridges, l.1150-1170): each named side may play an Attack card to place a pontoon
   * bridge on a river hex of that card's section instead of ordering units; `max`: at most that many in the battle
   * (absent: no limit). docs/rules-decisions.md C60.
   */
  pontoons?: Partial<Record<Side, { max?: number }>>;
  /**
   * Blowing up bridges (FAQ §III, l.1720-1745): each named side may play a section card to blow a bridge of that
   * section, by the option named: 1, the bridge is gone and the card lost, never replaced; 2, 2 dice, a star blows
   * it, a card drawn as usual. docs/rules-decisions.md C61-C63.
   */
  blowBridges?: Partial<Record<Side, { option: 1 | 2 }>>;
  /**
   * Smoke screens each named side may lay (FAQ §III Smoke Screen; decision C67): at the start of one of its turns,
   * before playing its card, at most one a turn, on 3 contiguous hexes anywhere on the board. A screen blocks line of
   * sight (not for a unit on it), never movement; it thins after the opponent's next turn and is gone after the one
   * after that.
   */
  smoke?: Partial<Record<Side, number>>;
  /**
   * North African Desert Rules (FAQ §III): armor that Takes Ground after a successful close assault may move one more
   * hex before its Overrun battle (not after the Overrun; not when the hex taken stops it).
   */
  desertOverrun?: boolean;
  /**
   * Oasis Recovery (FAQ §III; house rules App. 2 Oasis): an ordered infantry unit that has lost figures, stands on an
   * oasis with no enemy next to it and has not moved may roll Medics & Mechanics' dice instead of moving and battling.
   */
  oasisRecovery?: boolean;
  /** Hospital Recovery (FAQ §III): the same on a hospital, with 6 dice. */
  hospitalRecovery?: boolean;
  /**
   * Re-Supply rules in effect (Equipment Pack, "Half-Tracks - Re-supply", l.311-330): an ordered half-track may, instead
   * of battling, hand its figures to weakened friendly units next to it, as a supply truck does (decision C426).
   */
  resupply?: boolean;
  /**
   * Sabotaging a Dam (house rules l.344, Terrain Pack; FAQ §XII Schwammenauel Dam): the side named rolls 2 dice after
   * playing its card while it holds a dam; a star puts a token on a dam it holds, the fourth sabotages it for 4 medals;
   * an enemy unit coming onto the dam clears its tokens. Decision C91.
   */
  damSabotage?: Side;
  // nations (FAQ §VII Nations; Equipment Pack §VII Minor Nations)
  /** The side that plays Gung Ho (FAQ §VII US Marine Corps): one unit more on Section cards and most Tactic cards. */
  gungHo?: Side;
  /**
   * The side under the Italian High Command rules (Equipment Pack §VII Italy): 6 cards at the start; each unit it
   * loses costs it a card of its hand, at random, unless it holds 3 or fewer.
   */
  highCommand?: Side;
  /**
   * The side whose ground units follow the British Commonwealth's Stiff Upper Lip (FAQ §VII): a unit down to its last
   * figure by an enemy close assault it stood without retreating battles that enemy back at once with 1 die, whatever
   * the terrain; never after an Ambush.
   */
  stiffUpperLip?: Side;
  /**
   * The side under the Red Army's Political Commissar (FAQ §VII): its card is the one placed under the chip on an
   * earlier turn, or a Recon 1 or Counter-Attack from the hand; a card played from the chip, or while it is empty, is
   * followed by placing a card of the hand under it.
   */
  commissar?: Side;
  // italy (Equipment Pack §VII France)
  /**
   * The Furia Francese: a French Infantry unit (standard infantry, `army: "french"`) whose close assault eliminates or
   * pushes back its target may Take Ground, or stay and close assault another adjacent enemy with 1 die, whatever the
   * terrain; once a turn.
   */
  furiaFrancese?: boolean;
  // italy (house rules 001 l.553-554, Terrain Pack Airfield)
  /**
   * Airfield reinforcements: after a Direct From HQ the side named may land one infantry unit on a free airfield out
   * of every enemy unit's battle range; it neither moves nor battles that turn. `units`: how many in the whole battle
   * (absent: no limit).
   */
  airfieldReinforcements?: Partial<Record<Side, { units?: number }>>;
  // funnies (FAQ §XII The Surrender of Elster's Column)
  /**
   * The side that may not play the Air Power card: one it draws or is dealt goes at once to the discard pile and it
   * draws another; its Counter-Attack copying an Air Power orders nothing.
   */
  noAirPower?: Side;
  // stars (house rules 001 l.330-344, Terrain Pack battle stars; decisions C360-C369)
  /**
   * Forward Spotting Artillery (house rules l.340): per side, while a unit of it (of `kind`, when named) stands on one of
   * `hexes`, all its artillery fire as Big Guns (range 8 at 3,3,2,2,1,1,1,1, zeroing in). Decision C360.
   */
  forwardSpotting?: Partial<Record<Side, { hexes: Hex[]; kind?: UnitKind }>>;
  /**
   * Sabotage (house rules l.343; App. 2 Supply Depot l.575; FAQ §III Destroy Supplies): per side, the objective hexes
   * its ordered units may blow up instead of battling: close-assault dice, a star destroys the objective for a medal
   * and removes its tile; a supply depot destroyed cuts the enemy's armor moves by 1 hex. Decisions C361-C363.
   */
  sabotage?: Partial<Record<Side, { hexes: Hex[] }>>;
  // holdout3 (FAQ §III Blowing up Bridges l.1737 "unless stated otherwise in the Special Rules"; decision C416)
  /**
   * The bridges a battle lets be blown, when it names them (absent: every bridge, as ever): only `hexes` may be
   * blown; blowing one of `medals` wins the blowing side 1 medal; `nextToUnit`: the side needs a unit of its own next
   * to the bridge. src/engine/bridgeLimits.ts.
   */
  blowable?: BlowableBridges;
}

/** The bridges a battle lets be blown (rules `blowable`; decision C416). */
export interface BlowableBridges {
  hexes: Hex[];
  medals?: Hex[];
  nextToUnit?: true;
}

export interface Scenario {
  format: typeof SCENARIO_FORMAT;
  id: string;
  name: string;
  /** ISO dates of the battle. */
  dates?: { begin: string; end: string };
  front?: string;
  board: {
    kind: BoardKind;
    face: BoardFace;
    hexes: ScenarioHex[];
    sides?: ScenarioHexSide[];
    spans?: BridgeSpan[];
  };
  sides: Record<Side, ScenarioSide>;
  /** Who plays first. */
  first: Side;
  objectives?: Objective[];
  suddenDeath?: SuddenDeath[];
  deck?: DeckRules;
  airdrop?: Airdrop;
  /** The battle's own rules on top of the base game; absent: the base game's. */
  rules?: BattleRules;
  briefing?: Briefing;
}
