/**
 * Pocket '44 scenario format, version 1. Plain JSON; see docs/scenario-format.md.
 * Layout facts come from the reference `.m44` data; every sentence (name aside) is written by us.
 */
import type { Hex, Side } from '../engine/hex';

export const SCENARIO_FORMAT = 1;

export type BoardKind = 'standard' | 'overlord' | 'breakthrough';
export type BoardFace = 'country' | 'beach' | 'winter' | 'desert';

/** Base terrain of a hex. Hexes not listed in `board.hexes` are countryside. */
export type TerrainKind = 'countryside' | 'forest' | 'hedgerow' | 'hill' | 'town' | 'river' | 'beach' | 'ocean';
/** Removable or fixed obstacles that stand on a hex (a bunker and a bridge are separate flags). */
export type ObstacleKind = 'sandbags' | 'wire' | 'hedgehog';
export type UnitKind = 'infantry' | 'special-forces' | 'resistance' | 'armor' | 'elite-armor' | 'artillery';

export interface ScenarioUnit {
  side: Side;
  kind: UnitKind;
  /** Figures at start; defaults by kind (infantry 4, resistance 3, armor 3, elite armor 4, artillery 2). */
  figures?: number;
  /** Medals the opponent gains when this unit is eliminated (default 1). */
  medals?: number;
  /** Decorative badge shown on the unit (nationality / unit patch); no rules effect. */
  badge?: string;
}

export interface ScenarioHex extends Hex {
  terrain?: TerrainKind;
  /** A bridge on a river hex: the river may be entered here. */
  bridge?: boolean;
  /** A bunker; only the named side benefits from it. */
  bunker?: Side;
  obstacle?: ObstacleKind;
  unit?: ScenarioUnit;
  /** A place name drawn on the map. */
  label?: string;
}

/** A feature on the side between two adjacent hexes (e.g. a side that may not be crossed). */
export interface ScenarioHexSide {
  a: Hex;
  b: Hex;
  impassable?: boolean;
  blocksSight?: boolean;
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
}

export interface ScenarioSide {
  /** Command cards dealt at start. */
  cards: number;
  /** Medals needed to win. */
  medalsToWin: number;
  /** The board edge this side retreats toward. */
  edge: 'top' | 'bottom';
  /** Nation shown for the side's units (e.g. "US", "GB", "FR", "DE"). */
  nation?: string;
}

export interface Briefing {
  /** Two or three sentences of history, in our own words. */
  history: string;
  /** Plain-words list of what a player needs to know: sides, cards, medals, who starts, special rules. */
  notes: string[];
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
  };
  sides: Record<Side, ScenarioSide>;
  /** Who plays first. */
  first: Side;
  objectives?: Objective[];
  briefing?: Briefing;
}
