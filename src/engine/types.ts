/** Plain-JSON types of the engine: state, actions, events, errors. */
import type { Army } from './troops/nations';
import type { BoardGeometry, Edge, Hex, HexSide, Section, Side } from './hex';
import type { CardType } from './cards';
import type { DieFace } from './dice';
import type { RngState } from './rng';
import type { Zeroed } from './troops/guns';
import type { UnitKind as Kind } from './units';
import type { BlowableBridges, BoardFace, BoardKind, MarkerKind, ObjectiveControl, ObstacleKind, TerrainKind, UnitClass, UnitKind } from './scenario';
import type { BunkerClaim, TerrainDef } from './terrain';

export type { Hex, Side, Section, Edge, DieFace, CardType, UnitKind, UnitClass, TerrainKind, ObstacleKind, MarkerKind };

/** Bumped whenever a rule change could make an old action list play out differently. */
export const RULES_VERSION = 'm44-base/1';

export interface GameOptions {
  /** Young Generals variant (rulebook Appendix 3): section cards only. */
  youngGenerals?: boolean;
  /** With Young Generals: no Take Ground and no Armor Overrun. */
  noTakeGround?: boolean;
  /**
   * Offer the Ambush decision on every Close Assault, even when the defender holds no Ambush card, so that
   * the pause itself tells nothing (as at the table, where a player without the card simply says nothing).
   */
  ambushAlwaysAsk?: boolean;
}

export interface Cell {
  terrain: TerrainKind;
  bridge?: true;
  /** Who may claim this bunker: a side, or `either` (a field bunker). */
  bunker?: BunkerClaim;
  label?: string;
  /** No unit may enter (scenario special rule: impassable hills). */
  impassable?: true;
  /** Units of these classes may not battle through this hex (Arnhem's wide river, Saverne's hills). */
  blocksFire?: UnitClass[];
  /** Index in `board.spans` of the bridge span this hex belongs to. */
  span?: number;
  /** An exit marker: ordered units of this side may move off the board through this hex (scenario `exit`). */
  exit?: Side;
  /** The sides a road on this hex leaves by (scenario `road`). */
  road?: HexSide[];
  /** The bridge is a pontoon bridge built during the game (FAQ §II Pontoon Bridges); absent on every other hex. */
  pontoon?: true;
  /**
   * A bridge stood here and was blown during the game (FAQ §III Blowing up Bridges; decision C92): a trace for the
   * board and the inspection only, no rule reads it. Absent on every other hex, and gone if a pontoon is laid here.
   */
  blown?: true;
  // holdout3 (decision C416)
  /** The side that blew the bridge here, when the battle made it worth a medal (bridgeLimits.ts); absent elsewhere. */
  blownBy?: Side;
  /** A drawn marker no rule reads (scenario `marker`, rules-decisions C27). */
  marker?: MarkerKind;
  // seaWall (FAQ §II Sea Wall)
  /** A sea wall protecting this side's units (seaWall.ts); permanent. Absent on every other hex. */
  seaWall?: Side;
  // camp recovery (FAQ §III Oasis Recovery; decision C393)
  /** Oasis Recovery is also made on this hex, not an oasis (a camp). Absent on every other hex. */
  oasisRecovery?: true;
}

/** A bridge several hexes long (scenario `board.spans`): stepping along it is allowed, leaving only by an exit. */
export interface SpanState {
  hexes: Hex[];
  exits: { span: Hex; land: Hex }[];
}

export interface ObjectiveState {
  id: string;
  side: Side;
  hexes: Hex[];
  hold: number;
  medals: number;
  permanent: boolean;
  /** How the hexes are held (absent: `hold` of them occupied); see the scenario's Objective. */
  control?: ObjectiveControl;
  /** Looked at only when its side's turn starts. */
  turnStart?: true;
  /** Kept until the enemy holds the hexes. */
  lastToOccupy?: true;
}

export interface BoardState {
  kind: BoardKind;
  face: BoardFace;
  geometry: BoardGeometry;
  /** Cells by hex index (row * cols + col); null where no hex exists. */
  cells: (Cell | null)[];
  /** Hex-side features by sideKey. */
  sides: Record<string, { impassable?: true; blocksSight?: true }>;
  /** Bridge spans (absent when the battle has none). */
  spans?: SpanState[];
  /**
   * The battle's own terrain effects, full definitions, for the kinds its scenario changes (`rules.terrain`); absent
   * when it changes none (every base battle). Read through `terrainDef` (terrain.ts), never TERRAIN directly.
   */
  terrain?: Partial<Record<TerrainKind, TerrainDef>>;
}

/** A card that may be played as another one (scenario `sides.<side>.playAs`). */
export interface PlayAsRule {
  cards: CardType[];
  as: 'air-power' | 'barrage';
  /** The side must occupy at least one of these hexes when it plays the card (absent: always). */
  holding?: Hex[];
  /** Played as Air Power, it must strike at least one hex in the printed card's section (Blitz, FAQ §III). */
  inSection?: true;
}

/** stars: Forward Spotting for one side (house rules l.340; decision C360): the spotting hexes, and the spotter's kind. */
export interface ForwardSpottingRule {
  hexes: Hex[];
  kind?: UnitKind;
}

/** Where one dropped unit landed (scenario `airdrop`). */
export interface DropResult {
  /** The position drawn (possibly off the board). */
  row: number;
  col: number;
  /** The unit placed there, or null when it was lost. */
  unit: number | null;
  /** Why it was lost: off the board, a hex it may not enter, a unit already there, another dropped unit there. */
  lost?: 'offBoard' | 'impassable' | 'occupied' | 'together';
}

/**
 * A battle's special rules, from scenario data (never from its id). Fixed at newGame and shared by every later
 * state; absent when the battle has none, so the states of other battles are unchanged.
 */
export interface SpecialRules {
  extraDraws?: Partial<Record<Side, { turns: number; cards: number }>>;
  playAs?: Partial<Record<Side, PlayAsRule[]>>;
  suddenDeath?: { side: Side; hexes: Hex[]; hold: number }[];
  /** The discards are never reshuffled (Their Finest Hour included). */
  noReshuffle?: true;
  /** With noReshuffle: a turn ending with an empty draw pile ends the game; this side wins. */
  emptyWinner?: Side;
  /** The airdrop made at newGame. */
  drops?: DropResult[];
  /** Most hexes a side's armor moves, battle or not (Blitz: Allied armor 2; FAQ §III Blitz Rules). */
  armorMove?: Partial<Record<Side, number>>;
  /** Cards every player plays as another, always (a deck variant: Air Power as Artillery Bombard). */
  cardAs?: Partial<Record<CardType, CardType>>;
  /** Night visibility is in force (the state's `night` holds its level). */
  night?: true;
  /** Sides that may build pontoon bridges, and how many at most (absent: no limit). */
  pontoons?: Partial<Record<Side, { max?: number }>>;
  /** Sides that may blow bridges, and by which option (FAQ §III Blowing up Bridges). */
  blowBridges?: Partial<Record<Side, { option: 1 | 2 }>>;
  /** North African Desert Rules: armor that Takes Ground may move one more hex before its Overrun (FAQ §III). */
  desertOverrun?: true;
  /** Oasis Recovery: an ordered infantry unit on an oasis may recover figures instead of moving and battling (FAQ §III). */
  oasisRecovery?: true;
  /** Hospital Recovery: an ordered infantry unit on a hospital may recover figures instead of moving and battling (FAQ §III). */
  hospitalRecovery?: true;
  /** Re-Supply rules: an ordered half-track may re-supply instead of battling (Equipment Pack l.311-330; C426). */
  resupply?: true;
  /** Capture HQ/Supply Tent: the headquarters hexes and whose each is (scenario hex `headquarters`; FAQ §III). */
  headquarters?: { row: number; col: number; side: Side }[];
  /** Sabotaging a Dam: the side that may sabotage and every dam of the board (scenario `rules.damSabotage`; C91). */
  damSabotage?: { side: Side; dams: Hex[] };
  // nations (FAQ §VII Nations; Equipment Pack §VII Minor Nations)
  /** The side that plays the US Marine Corps' Gung Ho (scenario `rules.gungHo`; troops/nations.ts). */
  gungHo?: Side;
  /** The side under the Italian High Command rules (scenario `rules.highCommand`; troops/nations.ts). */
  highCommand?: Side;
  /** The side whose units battle back with Stiff Upper Lip (scenario `rules.stiffUpperLip`; troops/nations.ts). */
  stiffUpperLip?: Side;
  /** The side playing its cards through the Commissar chip (scenario `rules.commissar`; troops/commissar.ts). */
  commissar?: Side;
  // italy (Equipment Pack §VII France)
  /** French Infantry follow the Furia Francese (scenario `rules.furiaFrancese`; troops/furia.ts). */
  furiaFrancese?: true;
  // italy (house rules 001 l.553-554, Terrain Pack Airfield)
  /** Sides whose infantry may land on airfields after a Direct From HQ, and how many in all (absent: no limit). */
  airfieldReinforcements?: Partial<Record<Side, { units?: number }>>;
  // funnies (FAQ §XII The Surrender of Elster's Column)
  /** The side that may not play Air Power (scenario `rules.noAirPower`; troops/noAirPower.ts). */
  noAirPower?: Side;
  // stars (house rules 001 l.330-344, Terrain Pack battle stars; decisions C360-C369)
  /** Forward Spotting: per side, the hexes a unit of it (of `kind`, if named) holds for its artillery to fire as Big Guns. */
  forwardSpotting?: Partial<Record<Side, ForwardSpottingRule>>;
  /** Sabotage: per side, the objective hexes its units may blow up instead of battling (battleStars/sabotage.ts). */
  sabotage?: Partial<Record<Side, { hexes: Hex[] }>>;
  // holdout3 (decision C416)
  /** The bridges the battle lets be blown, and those worth a medal (bridgeLimits.ts); absent: every bridge, no medal. */
  blowable?: BlowableBridges;
}

export interface Unit {
  id: number;
  side: Side;
  kind: UnitKind;
  /** Position; -1/-1 once eliminated. */
  row: number;
  col: number;
  figures: number;
  /** Starting strength (cap for Medics & Mechanics). */
  maxFigures: number;
  /** Medals the opponent gains on its elimination. */
  medals: number;
  badge?: string;
  /** Left the board through an exit marker (then figures 0, row and col -1): a medal for its own side. */
  exited?: true;
  /**
   * supply (Equipment Pack, Supply Trucks - Re-supply): figures this supply truck has handed out, gone from the game
   * and never counted toward a medal (troops/supply.ts). Absent until it first re-supplies. For a kind whose medals
   * are counted by figures lost (a half-track), figures handed out less figures received by re-supply, so that the
   * figures it has lost to the enemy (starting figures, less figures now, less this) never go down: it may be
   * negative (decision C426).
   */
  spent?: number;
  /**
   * Camouflaged (scenario `camouflaged`): only a close assault may target it; lost for good when it moves in any
   * way or battles (FAQ §III Camouflage). Absent for every other unit.
   */
  camouflaged?: true;
  // brandenburgers (FAQ §IV Brandenburgers)
  /** Brandenburgers still holding their enemy figure (troops/brandenburgers.ts); absent on every other unit. */
  disguised?: true;
  /** Most hexes it moves, battle or not (scenario unit `maxMove`); absent: its kind's move. */
  maxMove?: number;
  /** May ignore one flag of each attack on it (scenario unit `ignoreOneFlag`). */
  ignoreOneFlag?: true;
  // ships (FAQ §IV Landing Craft)
  /** It is in a landing craft (scenario unit `landingCraft`; troops/landingCraft.ts) until it lands. */
  landingCraft?: true;
  // nations (FAQ §VII Nations; Equipment Pack §VII Minor Nations)
  /** The army whose own rules it follows (scenario unit `army`; troops/nations.ts). Absent for every other unit. */
  army?: Army;
  // troop actions (FAQ §III Heroic Leader)
  /** A Heroic Leader is with it (scenario unit `heroicLeader`; troops/heroicLeader.ts). Absent for every other unit. */
  heroicLeader?: true;
  // troop actions (FAQ §III Collapsible Rafts & Boats)
  /** It has a collapsible boat (scenario unit `raft`; troops/rafts.ts), until it goes ashore from a river. */
  raft?: true;
  // trains (FAQ §IV Trains/Supply Trains, Armored Trains): troops/trains.ts. Absent for every other unit.
  /** A train's wagon hex (its locomotive is on row/col); once the wagon is lost, the hex behind the locomotive. */
  wagon?: Hex;
  /** The train's wagon was destroyed (3rd damage point): `wagon` no longer holds a piece. */
  wagonLost?: true;
  /** Units a train carries, by the piece they ride (they get off at a station: troops/trains.ts). */
  cargo?: TrainCargo[];
  // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge): troops/funnies3.ts
  /** A bridge layer that has placed its one bridge (it may place no other). Absent until then. */
  bridged?: true;
}

/** A unit riding a train (FAQ §IV Trains/Supply Trains): not on the board until it gets off. */
export interface TrainCargo {
  kind: UnitKind;
  figures: number;
  /** The piece it rides: lost with the wagon when the wagon is destroyed. */
  on: 'loco' | 'wagon';
  badge?: string;
}

/** The command in force this turn: the card played, or what a Counter-Attack copied. */
export interface Command {
  type: CardType;
  /** Infantry Assault: the section chosen. */
  section?: Section;
}

/** What one ordered unit has done this turn. */
export interface UnitTurn {
  /** Position when ordered (for the hedgerow rule on Take Ground). */
  startRow: number;
  startCol: number;
  /** Hexes moved in its move (0 if it has not moved). */
  moved: number;
  /** Its move is over (moved, or moved nothing and went on to battle). */
  moveDone: boolean;
  /** Entered a hex that stops movement: no more movement this turn, Take Ground included. */
  stopped: boolean;
  /** May not battle this turn (terrain entered, moved too far, ...). */
  noBattle: boolean;
  /** Battles fought / allowed this turn (Artillery Bombard: 2; an Overrun adds one). */
  battles: number;
  maxBattles: number;
  overrunUsed: boolean;
  /** Took Ground this turn (so it has moved: no Take Ground into a hedgerow, FAQ §II Hedgerows Q3). */
  advanced?: boolean;
  /** Retreated during its own turn (Ambush): no further battle this turn (FAQ §VIII Artillery Bombard Q8). */
  retreated?: boolean;
  /** Entered wire this turn (infantry may remove it instead of battling; FAQ §II Wire Q1). */
  inWire?: boolean;
  /** Behind Enemy Lines: the second move has been made. */
  secondMoveDone?: boolean;
  // italy (Equipment Pack §VII France)
  /** It made its Furia Francese close assault this turn (troops/furia.ts); absent otherwise. */
  furia?: true;
  /** meemies: fired smoke shells this turn, so no incendiary ones (Equipment Pack, Nebelwerfer; troops/meemies.ts). */
  smokeShells?: true;
}

export type Stage = 'play' | 'order' | 'move' | 'battle' | 'move2';

export interface TurnState {
  side: Side;
  number: number;
  stage: Stage;
  /** Card id played this turn (null before play). */
  card: number | null;
  command: Command | null;
  /** Their Finest Hour: the order slots rolled (unit symbol or 'any'). */
  slots?: Array<'infantry' | 'armor' | 'any'>;
  /** Ordered unit ids, in order. */
  ordered: number[];
  units: Record<string, UnitTurn>;
  /** No unit fitted the card: one unit of the player's choice with a normal order, no card effect (FAQ §VIII). */
  fallback?: boolean;
  /** The opponent played Ambush this turn: they draw first at the end of the turn. */
  ambushBy?: Side;
  /**
   * How many Ambush cards the opponent played this turn, only when more than one (a hand may hold two; a Breakthrough
   * battle's two decks hold four): each is replaced. Absent: one.
   */
  ambushes?: number;
  /** The card played blew a bridge by option 1: it is lost, not discarded, and no card is drawn for it. */
  cardLost?: true;
  // italy (house rules 001 l.553-554, Terrain Pack Airfield)
  /** The unit landed on an airfield this turn: it may not be ordered, so it neither moves nor battles (troops/airfield.ts). */
  landed?: number;
}

/** A decision the game waits for before the turn can go on. The first entry of `pending` is current. */
export type Pending =
  | {
      kind: 'ambush';
      actor: Side;
      attacker: number;
      target: number;
    }
  | {
      kind: 'retreat';
      actor: Side;
      unit: number;
      flags: number;
      /** The first flag may be ignored (sandbags, bunker, hedgehog) — never for Barrage or Air Power. */
      ignorable: boolean;
      /** The attacking unit (-1 for a card strike). */
      by: number;
      /** The hex it was struck on is a landmark the attack reduces to ruins once the retreat is settled (landmarks.ts). */
      ruin?: true;
      /** Stiff Upper Lip: down to 1 figure by a close assault, it battles back if it stays put (troops/nations.ts). */
      battleBack?: true;
    }
  | {
      kind: 'takeGround';
      actor: Side;
      unit: number;
      row: number;
      col: number;
    }
  | {
      /** Armor after Taking Ground: may battle once more now (Armor Overrun). */
      kind: 'overrun';
      actor: Side;
      unit: number;
    }
  | {
      /** After an Ambush: the ambushed attacker's own attack, unless cancelled. */
      kind: 'attack';
      actor: Side;
      attacker: number;
      target: number;
      /** Where the attacker stood when the Ambush hit it; if it moved (retreated), the attack is cancelled. */
      fromRow: number;
      fromCol: number;
    }
  | {
      /** A close assault has been fully resolved: offer Take Ground if the hex is empty. */
      kind: 'afterAssault';
      actor: Side;
      attacker: number;
      row: number;
      col: number;
      /** italy: the unit assaulted, kept only in battles with the Furia Francese (troops/furia.ts). */
      target?: number;
    }
  | {
      kind: 'barrage';
      actor: Side;
    }
  | {
      kind: 'airPower';
      /** Played as Air Power under Blitz: the first hex picked must lie in this section of the printed card. */
      section?: Section;
      actor: Side;
      /** Hexes picked so far. */
      picked: Hex[];
    }
  | {
      /** Air Power: strike the next picked hex. */
      kind: 'strike';
      actor: Side;
      row: number;
      col: number;
      dice: number;
    }
  | {
      kind: 'keep';
      actor: Side;
      cards: number[];
    }
  // nations (FAQ §VII Red Army): a card of the hand goes face down under the Commissar chip (troops/commissar.ts).
  | {
      kind: 'commissar';
      actor: Side;
    }
  | {
      /** A card played to build a pontoon bridge: the river hex is chosen next (decisions/bridges.ts). */
      kind: 'pontoon';
      actor: Side;
      /** The card's section, seen from the player's seat. */
      section: Section;
    }
  | {
      /** A card played to blow a bridge: the bridge is chosen next (decisions/bridges.ts). */
      kind: 'blow';
      actor: Side;
      /** The sections of the card, seen from the player's seat. */
      sections: Section[];
      option: 1 | 2;
    }
  | {
      /** A smoke screen being laid before the card is played: 3 contiguous hexes, picked one by one. */
      kind: 'smoke';
      actor: Side;
      /** Hexes picked so far (replaced, never changed, as each one is picked). */
      picked: Hex[];
      /** meemies: the Screaming Meemies unit firing smoke shells (up to 3 hexes in its range; troops/meemies.ts). */
      unit?: number;
    }
  | {
      /** North African Desert Rules: armor that has taken ground may move one more hex before its Overrun. */
      kind: 'desertMove';
      actor: Side;
      unit: number;
    }
  // italy (Equipment Pack §VII France)
  | {
      /**
       * Furia Francese: French infantry whose close assault cleared the hex at `row`,`col` may Take Ground there, or
       * stay and close assault another adjacent enemy with 1 die (troops/furia.ts).
       */
      kind: 'furia';
      actor: Side;
      unit: number;
      row: number;
      col: number;
      /** The unit its first close assault struck: not a target of the second (002 l.650 "another"). */
      cleared: number;
    }
  // italy (house rules 001 l.553-554, Terrain Pack Airfield)
  | {
      /** After a Direct From HQ: an infantry unit may land on a free airfield out of the enemy's range (troops/airfield.ts). */
      kind: 'airfield';
      actor: Side;
    }
  // recon (Equipment Pack Kübelwagen / FAQ §IV Command Cars)
  | {
      /** A Recon 1 ordered a command car: take a card of the discard pile (`keep`) or draw as usual (`decline`; troops/reconCar.ts). */
      kind: 'reconDiscard';
      actor: Side;
    }
  // funnies-choice (Equipment Pack Hobart's Funnies l.190: the accessory chosen at game start)
  | {
      /** Before the first turn: `actor` chooses the accessory of its Funnies unit `unit` (troops/funniesChoice.ts). */
      kind: 'accessory';
      actor: Side;
      unit: number;
    };

// funnies-choice (Equipment Pack Hobart's Funnies l.190)
/** The five accessories of a Hobart's Funnies Churchill, each a unit kind of its own. */
export type FunniesAccessory = Extract<Kind, 'bridge-layer' | 'bobbin' | 'fascine' | 'mine-digger' | 'avre'>;

export interface CardsState {
  /** Draw pile, top first. */
  deck: number[];
  discard: number[];
  hands: Record<Side, number[]>;
  /** Cards out of the game for good, by the side that played them (a bridge blown by option 1); absent until one is. */
  lost?: Partial<Record<Side, number[]>>;
}

/** A minefield on the board, as every player sees it: who laid it, and its value once revealed. */
export interface Minefield {
  owner: Side;
  /** The counter's value, face up since an enemy unit entered (0, a decoy, is removed when revealed). */
  revealed?: number;
}

/** One smoke screen on the board (FAQ §III Smoke Screen; decision C67). */
export interface SmokeScreen {
  /** The side that laid it. */
  side: Side;
  /** The turn number it was laid in. */
  turn: number;
  /** Its three contiguous hexes. */
  hexes: Hex[];
  /** Flipped to its thinning face once the opponent's first turn after it is over; removed after their second. */
  thinning?: true;
  /** meemies: the Screaming Meemies unit whose smoke shells laid it (1 to 3 hexes); absent for a battle's own screens. */
  unit?: number;
}

/** Smoke screens (battles with `rules.smoke`): what each side has left to lay, and the screens on the board. */
export interface SmokeState {
  left: Partial<Record<Side, number>>;
  screens: SmokeScreen[];
}

/**
 * The part of the state no player sees whole (player views strip it, view.ts): today the face-down minefield
 * counters' values by hex index, known to the side that laid them.
 */
export interface HiddenState {
  mines?: Record<string, number>;
  // nations (FAQ §VII Red Army)
  /** The card face down under each side's Commissar chip (troops/commissar.ts); its owner alone sees it. */
  commissar?: Partial<Record<Side, number>>;
}

export interface GameState {
  rulesVersion: string;
  scenarioId: string;
  options: GameOptions;
  board: BoardState;
  edges: Record<Side, Edge>;
  medalsToWin: Record<Side, number>;
  objectives: ObjectiveState[];
  units: Unit[];
  /** Wire and hedgehogs by hex index (as a string key). */
  obstacles: Record<string, Exclude<ObstacleKind, 'sandbags'>>;
  /** Sandbags by hex index (they may share a hex with wire or a hedgehog: FAQ §II Sandbags Q3). */
  sandbags: Record<string, true>;
  /** Minefields by hex index (absent in battles without them). Replaced, never changed, when one changes. */
  mines?: Record<string, Minefield>;
  /** What no player sees whole (absent when there is nothing hidden). Replaced, never changed. */
  hidden?: HiddenState;
  /**
   * Night visibility (battles with `rules.night`): units battle only targets at most `level` hexes away; 6 is full
   * daylight, no limit (FAQ §III Night Attacks; decision C11). Replaced, never changed.
   */
  night?: { level: number };
  /** Smoke screens (battles with `rules.smoke` or Screaming Meemies; absent otherwise). Replaced, never changed. */
  smoke?: SmokeState;
  /**
   * Capture HQ/Supply Tent (battles with `special.headquarters`): the headquarters the enemy has captured and their
   * owner has not yet reclaimed, by hex index, with the cards the owner lost (0 or 1, drawn back on reclaiming). Absent
   * while none is captured. Replaced, never changed.
   */
  hqCaptured?: Record<string, number>;
  /**
   * Sabotaging a Dam (battles with `special.damSabotage`; C91): the sabotage tokens on each dam, by hex index (1-3;
   * the fourth sabotages it). Absent while no dam has one. Replaced, never changed.
   */
  damTokens?: Record<string, number>;
  /** The dams sabotaged, by hex index (absent until one is). Replaced, never changed. */
  damsSabotaged?: Record<string, true>;
  // stars (house rules l.343 Sabotage; battleStars/sabotage.ts)
  /**
   * Sabotage objectives destroyed (battles with `special.sabotage`), by hex index: the side that blew it and the terrain
   * it was. Absent until one is destroyed. Replaced, never changed.
   */
  sabotaged?: Record<string, { by: Side; was: TerrainKind }>;
  cards: CardsState;
  /** Medals won: eliminations and permanent objectives (temporary objectives are added by `medals()`). */
  medalsWon: Record<Side, number>;
  /** Permanent objectives taken, by id. */
  taken: Record<string, Side>;
  /**
   * Temporary objectives that keep their state between checks (`turnStart`, `lastToOccupy`) and count now, by id:
   * present only in battles that have such objectives.
   */
  holding?: Record<string, Side>;
  /** The last command each side played (for Counter-Attack). */
  lastCommand: Record<Side, Command | null>;
  turn: TurnState;
  pending: Pending[];
  winner: Side | null;
  rng: RngState;
  /** The battle's special rules (absent when it has none). */
  special?: SpecialRules;
  /** Pontoon bridges each side has built (absent until one is built; counts against `special.pontoons` max). */
  pontoons?: Partial<Record<Side, number>>;
  // italy (house rules 001 l.553-554, Terrain Pack Airfield)
  /** Infantry units each side has landed on airfields (absent until one lands; against `special.airfieldReinforcements`). */
  airLanded?: Partial<Record<Side, number>>;
  // guns (Equipment Pack, Long Tom; troops/guns.ts)
  /**
   * Big Guns' cross-hair markers on the board: the unit each marks and the zeroing unit it belongs to. Absent while no
   * unit is marked (and in every battle without a Big Gun). Replaced, never changed.
   */
  zeroed?: Zeroed[];
}

/**
 * A card played another way than its printed one: as another card (scenario `playAs`), or for a bridge rule the
 * battle names — to build a pontoon bridge, to blow a bridge (FAQ §II Pontoon Bridges, §III Blowing up Bridges).
 */
export type PlayAs = PlayAsRule['as'] | 'pontoon' | 'blow';

export type Action =
  | { type: 'play'; card: number; section?: Section; as?: PlayAs }
  | { type: 'order'; unit: number }
  | { type: 'endOrders' }
  | { type: 'move'; unit: number; to: Hex }
  /** Move off the board through the exit marker on `via` (the unit stands on it or moves there first). */
  | { type: 'exit'; unit: number; via: Hex }
  | { type: 'endMoves' }
  | { type: 'battle'; unit: number; target: Hex }
  | { type: 'removeWire'; unit: number }
  /** Oasis or Hospital Recovery: the ordered infantry unit stays and rolls to recover figures (FAQ §III). */
  | { type: 'recover'; unit: number }
  | { type: 'endBattles' }
  | { type: 'retreat'; to: Hex; ignore: boolean }
  | { type: 'takeGround' }
  | { type: 'ambush' }
  | { type: 'decline' }
  | { type: 'target'; target: Hex }
  | { type: 'strike' }
  | { type: 'keep'; card: number }
  /** Lay one of the side's smoke screens before playing the turn's card (its hexes are picked next: `target`). */
  | { type: 'smoke' }
  /** meemies: Screaming Meemies fire smoke shells instead of battling (the hexes are picked next: `target`). */
  | { type: 'smokeShells'; unit: number }
  // supply (Equipment Pack / FAQ §IV Supply Trucks)
  /** An ordered supply truck gives one of its figures to the weakened friendly unit on `target` (troops/supply.ts). */
  | { type: 'resupply'; unit: number; target: Hex }
  // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
  /**
   * An ordered bridge layer places its one bridge on the river hex `target` next to it instead of battling, and with
   * `onto` drives onto it (troops/funnies3.ts).
   */
  | { type: 'assaultBridge'; unit: number; target: Hex; onto: boolean }
  // stars (house rules l.343 Sabotage; battleStars/sabotage.ts)
  /** The ordered unit on its side's sabotage objective rolls its close-assault dice instead of battling. */
  | { type: 'sabotage'; unit: number }
  // funnies-choice (Equipment Pack Hobart's Funnies l.190)
  /** Before the first turn: the accessory of the Funnies unit `unit` (troops/funniesChoice.ts). */
  | { type: 'chooseAccessory'; unit: number; accessory: FunniesAccessory };

export type ActionType = Action['type'];

/** Why figures were lost besides hits: a retreat that was blocked, artillery's bunker flag, a minefield, a blown bridge. */
export type LossCause = 'hit' | 'blockedRetreat' | 'bunkerArtillery' | 'mine' | 'ice' | 'bridge';

export type GameEvent =
  | { type: 'turn'; side: Side; number: number }
  /** `as`: the card was played for a bridge (decisions/bridges.ts); absent on every other play. */
  | { type: 'played'; side: Side; card: number; cardType: CardType; command: Command | null; as?: 'pontoon' | 'blow' }
  | { type: 'ordered'; unit: number }
  /** `cave`: a Japanese infantry unit's move from one cave to another (troops/caves.ts); absent on every other move. */
  | { type: 'moved'; unit: number; from: Hex; to: Hex; steps: number; cave?: true }
  | { type: 'battle'; unit: number; target: number; from: Hex; at: Hex; dice: number; close: boolean }
  | { type: 'cardStrike'; card: CardType; target: number; at: Hex; dice: number }
  | { type: 'ambush'; side: Side; unit: number; attacker: number }
  | { type: 'roll'; faces: DieFace[] }
  | { type: 'hits'; unit: number; hits: number; flags: number }
  | { type: 'figuresLost'; unit: number; figures: number; cause: LossCause }
  /** Night: the Allies' dawn roll at the start of their turn (`stars` rolled), and the visibility now. */
  | { type: 'visibility'; stars: number; level: number }
  /** An enemy unit entered a minefield: its value is revealed (0: a decoy, removed). */
  | { type: 'mine'; unit: number; at: Hex; value: number }
  /** A unit crossed thin ice (a frozen river) at `at`: its roll and hits follow (ice.ts). */
  | { type: 'ice'; unit: number; at: Hex }
  | { type: 'eliminated'; unit: number; medals: number; to: Side }
  | { type: 'flagIgnored'; unit: number }
  | { type: 'retreated'; unit: number; from: Hex; to: Hex; steps: number }
  /** `extraHex`: the desert's additional hex after Taking Ground (FAQ §III North African Desert Rules). */
  | { type: 'tookGround'; unit: number; from: Hex; to: Hex; extraHex?: true }
  /** A unit moved off the board through the exit marker on `via`: one medal for its own side (FAQ Exit Markers). */
  | { type: 'exited'; unit: number; from: Hex; via: Hex; steps: number; side: Side }
  | { type: 'overrun'; unit: number }
  // italy (Equipment Pack §VII France): the Furia Francese close assault is declared (a `battle` event follows).
  | { type: 'furia'; unit: number }
  /** A pontoon bridge was built on a river hex. */
  | { type: 'pontoonBuilt'; side: Side; at: Hex }
  /** A bridge was blown (a unit on it is destroyed: `eliminated` follows), or, by option 2, it held (`blown` false). */
  | { type: 'bridgeBlown'; side: Side; at: Hex; blown: boolean }
  /** holdout3: the side that blew a bridge the battle makes worth a medal wins it (bridgeLimits.ts; C416). */
  | { type: 'bridgeMedal'; side: Side; at: Hex; medals: number }
  /** Fire reduced the landmark on `at` (a radar station) to city ruins (house rules App. 2 Radar Station). */
  | { type: 'landmarkRuined'; at: Hex; was: TerrainKind }
  /** The card played blew a bridge by option 1: out of the game, not replaced. */
  | { type: 'cardLost'; side: Side; card: number }
  /** A smoke screen laid, flipped to its thinning face, or cleared (FAQ §III Smoke Screen). */
  | { type: 'smoke'; side: Side; hexes: Hex[]; phase: 'laid' | 'thinning' | 'cleared' }
  /** meemies: a Screaming Meemies unit fires smoke shells instead of battling (its screen follows: `smoke`). */
  | { type: 'smokeShells'; unit: number }
  /** A camouflaged unit moved or battled: it is in plain view for the rest of the battle (FAQ §III Camouflage). */
  | { type: 'uncovered'; unit: number }
  /** A landing craft reached the shore: it is removed, its unit left on `at` (FAQ §IV Landing Craft). */
  | { type: 'landed'; unit: number; at: Hex }
  /** Tiger (Equipment Pack): the `hits` scored on it were rolled again; `confirmed` of them (grenades) stand. */
  | { type: 'hitsConfirmed'; unit: number; hits: number; confirmed: number }
  /** Half-tracks (Equipment Pack): `unit`'s loss made a third figure of its kind lost: `medals` to `to`. */
  | { type: 'figureMedal'; unit: number; medals: number; to: Side }
  | { type: 'attackCancelled'; unit: number }
  | { type: 'wireRemoved'; unit: number; at: Hex }
  /** Combat engineers removed the road block on `at` instead of battling (troops/engineers.ts). */
  | { type: 'roadblockRemoved'; unit: number; at: Hex }
  /** Combat engineers cleared the minefield on `at` instead of battling (troops/engineers.ts). */
  | { type: 'minesCleared'; unit: number; at: Hex }
  /** vehicles (Equipment Pack, Hobart's Funnies): a Petard Mortar tank's star removed the bunker on `at`. */
  | { type: 'bunkerDestroyed'; unit: number; at: Hex }
  /** vehicles (Equipment Pack, Hobart's Funnies): a Petard Mortar tank close-assaults the empty bunker on `at`. */
  | { type: 'bunkerAssault'; unit: number; from: Hex; at: Hex; dice: number }
  | { type: 'sandbagsPlaced'; unit: number; at: Hex }
  | { type: 'sandbagsRemoved'; at: Hex }
  | { type: 'recovered'; unit: number; figures: number }
  /** Capture HQ/Supply Tent: an enemy unit took `side`'s headquarters on `at`; `card` is the card lost (-1: none). */
  | { type: 'hqCaptured'; side: Side; at: Hex; card: number }
  /** Capture HQ/Supply Tent: `side` moved back onto its headquarters on `at` and draws back its lost card. */
  | { type: 'hqRetaken'; side: Side; at: Hex }
  /** Sabotaging a Dam: `side` rolled `stars` and put one token on each dam of `at` (C91). */
  | { type: 'damTokens'; side: Side; stars: number; at: Hex[] }
  /** The fourth token: the dam on `at` is sabotaged, `medals` to `side`. */
  | { type: 'damSabotaged'; side: Side; at: Hex; medals: number }
  /** A unit of `side` came onto the dam on `at`: the enemy's sabotage tokens there are removed. */
  | { type: 'damCleared'; side: Side; at: Hex }
  // nations (Equipment Pack §VII Italian High Command)
  /** Italian High Command: a unit of `side` was lost; `card` of its hand, drawn at random, goes to the discard pile. */
  | { type: 'highCommandDiscard'; side: Side; card: number }
  /** Stiff Upper Lip: `unit`, down to its last figure by a close assault it stood, battles `target` back with 1 die. */
  | { type: 'battleBack'; unit: number; target: number }
  /** The Commissar: `side` placed a card face down under its chip (which card, only its owner knows). */
  | { type: 'commissar'; side: Side }
  // troop actions (FAQ §III Heroic Leader)
  /**
   * Heroic Leader: `unit` was eliminated with him; the roll showed a `star` (he is lost), or he went to `heir` (-1:
   * lost, no friendly infantry left); `medals` (0 or 1) to `to` for his loss.
   */
  | { type: 'heroicLeader'; unit: number; star: boolean; heir: number; medals: number; to: Side }
  /** Collapsible Rafts & Boats: `unit` went ashore at `at` from the river; its boat is gone (troops/rafts.ts). */
  | { type: 'raftLeft'; unit: number; at: Hex }
  | { type: 'objective'; id: string; side: Side; medals: number; permanent: boolean }
  | { type: 'drew'; side: Side; card: number }
  | { type: 'kept'; side: Side; card: number; discarded: number }
  | { type: 'shuffled'; cards: number }
  /** An Air Power card drawn or dealt to a side that may not play it, discarded face up (troops/noAirPower.ts). */
  | { type: 'airPowerRefused'; side: Side; card: number }
  // stars (house rules l.343 Sabotage; battleStars/sabotage.ts): an attempt on the objective at `at` (the tile `was`).
  | { type: 'sabotage'; unit: number; side: Side; at: Hex; destroyed: boolean; was: TerrainKind }
  | {
      type: 'gameOver';
      winner: Side;
      medals: Record<Side, number>;
      /**
       * How it was won when not by medals: a sudden-death objective, the draw pile ran out (special rules); the other
       * side has no unit left, the side to play has no card left, the turn limit (docs/rules-decisions.md S24-S26).
       */
      reason?: 'suddenDeath' | 'deckEmpty' | 'noUnits' | 'noCards' | 'turnLimit';
    }
  // guns (Equipment Pack, Long Tom): a Big Gun's hit zeroed it in on `unit` (a cross-hair marker placed).
  | { type: 'zeroedIn'; unit: number; gun: number }
  // trains (FAQ §IV Trains/Supply Trains): the wagon destroyed (with `riders` units aboard), a unit got off at a station
  | { type: 'wagonLost'; unit: number; at: Hex; riders: number }
  | { type: 'disembarked'; unit: number; train: number; at: Hex }
  // italy (house rules 001 l.553-554, Terrain Pack Airfield): a new infantry unit landed on an airfield.
  | { type: 'airLanded'; unit: number; side: Side; at: Hex }
  // caves (FAQ §II Caves on Hills and Mountains)
  /** An Allied infantry unit tried to seal the cave it stands on instead of battling (troops/caves.ts). */
  | { type: 'caveSealed'; unit: number; at: Hex; sealed: boolean }
  // brandenburgers (FAQ §IV Brandenburgers)
  /**
   * Brandenburgers' enemy figure: `held` when the re-roll for hits on them missed (the roll is ignored), else removed
   * (they battled, or the re-roll showed an infantry symbol).
   */
  | { type: 'disguise'; unit: number; held: boolean }
  // supply (Equipment Pack / FAQ §IV Supply Trucks)
  /** Supply truck `unit` gave a figure to `target`; `usedUp`: it was its last, and the truck left the board. */
  | { type: 'resupplied'; unit: number; target: number; usedUp?: true }
  // recon (Equipment Pack Kübelwagen / FAQ §IV Command Cars)
  /** A command car's Recon 1: the side took `card` from the discard pile (hidden from the opponent: card -1). */
  | { type: 'tookDiscard'; side: Side; card: number }
  // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge)
  /** Bridge layer `unit` placed its bridge on the river hex `at` (a `moved` event follows when it drives onto it). */
  | { type: 'bridgeLaid'; unit: number; at: Hex }
  // funnies-choice (Equipment Pack Hobart's Funnies l.190)
  /** `side` chose the accessory of its Funnies unit `unit`: the unit is now of that kind. */
  | { type: 'accessoryChosen'; unit: number; side: Side; accessory: FunniesAccessory };

export type ErrorCode =
  | 'malformed-action'
  | 'game-over'
  | 'wrong-step'
  | 'not-in-hand'
  | 'unknown-unit'
  | 'off-board'
  | 'not-allowed'
  | 'bad-supply';

export interface EngineError {
  code: ErrorCode;
  message: string;
}

export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: EngineError };

/** Outcomes supplied from outside (tests; shared randomness later), used before the state's own PRNG. */
export interface Supply {
  dice?: DieFace[];
  /** Card ids to draw next, in order (each must be in the draw pile at that moment). */
  draws?: number[];
  /** Cards lost to a captured headquarters, in order (each must be in its owner's hand at that moment). */
  lost?: number[];
}
