/**
 * Import of the community `.m44` JSON structure (the scenario-editor format, also used by the online versions of
 * the game) into our scenario format. See docs/scenario-format.md for the mapping table and
 * /work/shared/reference/scenarios/VOCAB.md for the meaning of every name.
 *
 * Tolerant of real files: lists may be wrapped as `{ "item": [...] }` (XML-to-JSON conversions) or be a single
 * object, names and enum values may be in any case, numbers may be strings, optional keys may be missing and
 * unknown keys are ignored (with a warning). Whatever our engine cannot play yet is refused with an exact list
 * of what and where; the result always passes `validateScenario`.
 */
import { M44_TRAIN_PIECES, pairTrains } from './m44Trains';
import { BLOW_BEHAVIORS, blowRule, bridgeLimits, closableCover, closeCover, dropCentres, dropCounts, layUnsidedMinefields, setAfloat } from './m44Holdout3';
import { canRaft } from '../engine/troops/rafts';
import { M44_FLOOD_MARKERS, M44_RAIL_BRIDGES, M44_TERRAIN_ALIASES, campaignSideList, lateWarBattle, swaBadgeKind } from './m44Holdout';
import { BOARDS, DIRECTIONS, HEX_SIDES, allHexes, areAdjacent, hexKey, onBoard, type BoardGeometry, type BoardKind, type Hex, type HexSide, type Side } from '../engine/hex';
import { describeValue, guardInput, hexText, isRecord, type GuardLimits, type Problem } from './problem';
import {
  SCENARIO_FORMAT,
  type Airdrop,
  type BoardFace,
  type BridgeSpan,
  type DeckRules,
  type Objective,
  type ObjectiveControl,
  type ObstacleKind,
  type PlayAs,
  type Scenario,
  type ScenarioHex,
  type ScenarioUnit,
  type SuddenDeath,
  type TerrainKind,
  type UnitClass,
  type UnitKind,
} from './types';
import { DEFAULT_FIGURES, LIMITS, validateScenario } from './validate';
import { BATTLE_RULE_OPTIONS, applyBattleRules, battleRuleOfOption, type BattleRuleId } from './battleRules';
import { TERRAIN, TERRAIN_KINDS } from '../engine/terrain';
import { MARKERS, MARKER_KINDS, type MarkerKind } from '../engine/markers';
import { INSIGNIA_BADGE, NATION_RULES, UNPLAYED_OPTIONS, tidyNotApplied, type NotApplied } from './notApplied';
import type { Army } from '../engine/troops/nations';

/** A battle named by a campaign file: its name and, when the file gives one, its `.m44` `scenario_id`. */
export interface M44CampaignBattle {
  name: string;
  scenarioId?: number;
}

/**
 * A campaign file (the Campaign Books' files: `campaignId` and `scenarios.list`, no board): a series of battles
 * played one after another. It is not a battle, so it is not imported as one; a playlist can be built from it.
 */
export interface M44Campaign {
  name: string;
  campaignId?: string;
  /** In the file's order; a battle may come twice. */
  battles: M44CampaignBattle[];
  /** What in the list looks wrong (ids that do not match the names, lists of different lengths). */
  warnings: string[];
}

export type M44ImportResult =
  /**
   * `warnings`: plain sentences for the player (what was read in a way the file did not say); `notApplied`: what the
   * battle names that the app does not play (notApplied.ts); `ignored`: what was skipped that changes nothing in play
   * (unknown keys, tile orientations), for developers (scripts/m44-check.ts), never shown to players.
   */
  | { ok: true; scenario: Scenario; warnings: string[]; notApplied: NotApplied[]; ignored: string[]; unsupported: []; m44Id?: number }
  | { ok: false; unsupported: string[]; problems: Problem[]; campaign?: undefined }
  /** A campaign file: `unsupported` says in one line what it is and which battles it names. */
  | { ok: false; campaign: M44Campaign; unsupported: string[]; problems: [] };

export interface M44ImportOptions {
  /** Scenario id to use (default: derived from the name). */
  id?: string;
  /** Scenario name to use (default: `text.en.name`, else any language's name, else "Scenario <scenario_id>"). */
  name?: string;
  /** Nation of a side whose `country_playerN` is absent (e.g. the British, whom the files leave without one). */
  nations?: Partial<Record<Side, string>>;
}

/** `.m44` terrain names our engine plays, from the engine's terrain table (each terrain lists its tiles' names). */
export const M44_TERRAIN: Readonly<Record<string, TerrainKind>> = Object.fromEntries([
  ...TERRAIN_KINDS.flatMap((k) => TERRAIN[k].m44.map((name) => [name, k] as const)),
  // holdout (public scenario survey): other faces' names of the same tiles (m44Holdout.ts, C370-C371).
  ...Object.entries(M44_TERRAIN_ALIASES),
]);

export const M44_OBSTACLE: Readonly<Record<string, ObstacleKind>> = {
  wire: 'wire',
  sand: 'sandbags',
  hedgehog: 'hedgehog',
  // Road blocks (FAQ §II Road Blocks, card 40): no file of ours has one; the names are the online edition's obstacle
  // pieces (decision C55).
  roadblock: 'roadblock',
  droadblock: 'roadblock',
  wroadblock: 'roadblock',
};

/**
 * Field bunkers, as `rect_terrain` pieces: either side may claim them (house rules App. 2 Bunkers, Field, l.449;
 * Winter Field, l.455), unlike the base `bunker`, which belongs to one side. `casemate`: the "Field Bunkers" of FAQ
 * §XII River Bug (l.4557); `pbunker`, `dbunker`: the Pacific and desert faces (decision C53).
 */
export /**
 * ships (FAQ §IV Destroyers l.2530, Aircraft Carriers l.2506): the `.m44` files draw them as `rect_terrain` pieces
 * (6541 Breakthrough to the Beach, 1517 Peleliu: pdestroyer; 4683 Manado Landings: pcarrier) with no unit on them.
 */
const M44_SHIPS: Readonly<Record<string, UnitKind>> = { pdestroyer: 'destroyer', pcarrier: 'carrier' };

const M44_FIELD_BUNKERS: ReadonlySet<string> = new Set(['casemate', 'pbunker', 'dbunker', 'wbunker']);

/** What a terrain piece becomes in our format. */
interface TerrainRead {
  terrain: TerrainKind;
  impassable?: true;
  blocksFire?: UnitClass[];
}

/**
 * Terrain behaviors our format plays, with the terrain names each may qualify (VOCAB.md). With an IMPASSABLE behavior
 * `mountain` is the online edition's impassable hill (the base battles); a bare `mountain` is the Terrain Pack's
 * mountain, the engine's `mountain` (decision C47).
 */
export const M44_TERRAIN_BEHAVIORS: Readonly<Record<string, { on: readonly string[]; read: TerrainRead }>> = {
  HILL: { on: ['hills'], read: { terrain: 'hill' } },
  IMPASSABLE_HILL: { on: ['hills', 'mountain'], read: { terrain: 'hill', impassable: true } },
  IMPASSABLE_BLOCKING_HILL: {
    on: ['hills', 'mountain'],
    read: { terrain: 'hill', impassable: true, blocksFire: ['infantry', 'armor', 'artillery'] },
  },
  WIDE_RIVER: { on: ['river', 'curve'], read: { terrain: 'river', blocksFire: ['infantry'] } },
  // FAQ §II Steep Hills: "Some scenarios may designate hills as being steep" (the base battles drop the behavior: B10).
  STEEP_HILL: { on: ['hills', 'dhill', 'whill'], read: { terrain: 'steep-hill' } },
  // FAQ §II Cliffs & Sea Bluffs (card 11; VOCAB.md: Pointe-du-Hoc's CLIFF, Omaha's BLUFF; the base battles drop them:
  // B10, C54).
  CLIFF: { on: ['hills'], read: { terrain: 'cliff' } },
  BLUFF: { on: ['hills'], read: { terrain: 'sea-bluff' } },
  // FAQ §II Misprints in the Air Pack: the streams so marked are Fordable Streams (card 61), not fords (card 41).
  FORDABLE_STREAM: { on: ['river', 'curve', 'riverfr', 'riverfl', 'wriver', 'wcurved', 'pmouth'], read: { terrain: 'fordable-stream' } },
};

/**
 * Road tiles: the terrain under the road and the sides its image leaves by at orientation 1, as directions (0 east,
 * 1 south-east, 2 south-west, 3 west, 4 north-west, 5 north-east: HEX_SIDES). Orientation n turns the image n - 1
 * sixths of a turn anticlockwise (each side d becomes d - (n - 1)). Neither VOCAB.md nor our rule documents give this
 * encoding: it is read off the 47 expansion files, in which it joins every one of their 246 road exits to a road
 * that leads back, a bridge, a town or the board's edge (tests/scenario/m44-roads.test.ts; decision C50). Winter
 * (`w`) and desert (`d`) faces are the same tiles. FL and FR are forks (a branch north-east or south-east off a
 * straight road), X a crossroads, Y a three-way junction.
 */
const M44_ROAD_SHAPES: Readonly<Record<string, { terrain: TerrainKind; sides: readonly number[] }>> = {
  road: { terrain: 'countryside', sides: [0, 3] },
  roadcurve: { terrain: 'countryside', sides: [1, 5] },
  roadfl: { terrain: 'countryside', sides: [0, 3, 5] },
  roadfr: { terrain: 'countryside', sides: [0, 1, 3] },
  roadx: { terrain: 'countryside', sides: [0, 2, 3, 5] },
  roady: { terrain: 'countryside', sides: [0, 2, 4] },
  // Road over a hill: "the same protection as being on a normal Hill" (FAQ §II Roads Q1).
  hillroad: { terrain: 'hill', sides: [0, 3] },
  hillcurve: { terrain: 'hill', sides: [1, 5] },
};

/**
 * Wadi tiles (desert file 1346): the open ends of the gully at orientation 1, turned as a road tile is; the other
 * sides are its slopes, impassable both ways (FAQ §II Wadis & Gullies). The same encoding joins 1346's three wadi
 * hexes into one gully (decision C51).
 */
const M44_WADI_SHAPES: Readonly<Record<string, readonly number[]>> = { wadi: [0, 3], wcurve: [1, 5] };

/** A wadi tile's open ends at an orientation (1-6), as directions, or undefined when the name is no wadi tile. */
export function m44WadiEnds(name: string, orientation: number): number[] | undefined {
  const shape = own(M44_WADI_SHAPES, name);
  return shape?.map((d) => (((d - (orientation - 1)) % 6) + 6) % 6);
}

/**
 * The slopes of the wadis as impassable hex sides (scenario `board.sides`): every side of a wadi hex but its open
 * ends, once each, in board order; a side between two wadi hexes is open only when both are open there.
 */
function readWadiSides(drafts: Map<string, DraftHex>, geometry: BoardGeometry): NonNullable<Scenario['board']['sides']> {
  const out: NonNullable<Scenario['board']['sides']> = [];
  const seen = new Set<string>();
  const list = [...drafts.values()].filter((d) => d.wadiEnds).sort((a, b) => a.row - b.row || a.col - b.col);
  for (const d of list) {
    for (let dir = 0; dir < 6; dir++) {
      const n = { row: d.row + DIRECTIONS[dir]!.row, col: d.col + DIRECTIONS[dir]!.col };
      if (!onBoard(geometry, n)) continue;
      const other = drafts.get(hexKey(n))?.wadiEnds;
      const open = d.wadiEnds!.includes(dir) && (!other || other.includes((dir + 3) % 6));
      const k = [hexKey(d), hexKey(n)].sort().join('|');
      if (open || seen.has(k)) continue;
      seen.add(k);
      out.push({ a: { row: d.row, col: d.col }, b: n, impassable: true });
    }
  }
  return out;
}

/** A road tile's terrain and road sides at an orientation (1-6), or undefined when the name is no road tile. */
export function m44Road(name: string, orientation: number): { terrain: TerrainKind; road: HexSide[] } | undefined {
  const shape = own(M44_ROAD_SHAPES, name) ?? (/^[wd]road/.test(name) ? own(M44_ROAD_SHAPES, name.slice(1)) : undefined);
  if (!shape) return undefined;
  const turn = orientation - 1;
  const road = shape.sides.map((d) => HEX_SIDES[(((d - turn) % 6) + 6) % 6]!);
  return { terrain: shape.terrain, road: HEX_SIDES.filter((side) => road.includes(side)) };
}

/**
 * Terrain names we know and refuse, with why: a tile whose rules need more than a terrain entry, or whose card text is
 * in none of our documents (docs/research/terrain-table.md).
 */
export const M44_REFUSED_TERRAIN: Readonly<Record<string, string>> = {
  // caves: `pcave` is read as the `cave-hill` terrain (FAQ §II Caves on Hills and Mountains; engine/troops/caves.ts).
};

/** Behaviors we know and refuse, with why. */
const M44_REFUSED_BEHAVIORS: Readonly<Record<string, string>> = {};

/**
 * Terrain behaviors that name a battle rule or a hex's role rather than a terrain, with the terrain names each may
 * qualify: OASIS_RECOVERY on an oasis switches on Oasis Recovery (battle rule `oasis-recovery`, decision C71);
 * HEADQUARTER marks the hex as a side's headquarters under Capture HQ/Supply Tent (decision C75).
 */
const M44_RULE_BEHAVIORS: Readonly<Record<string, readonly string[]>> = {
  // camp recovery: the camp tiles too (decision C393: 3129 Operation Crusader's camps)
  OASIS_RECOVERY: ['oasis', 'camp', 'dcamp'],
  HEADQUARTER: ['buildings', 'wvillage', 'pvillage', 'bled', 'pheadquarter', 'camp', 'dcamp'],
};

/** The cards the online edition's `hill317` option lets the Allies play as Air Power: the three Recon 1 cards. */
const HILL_317_CARDS = ['recon-left', 'recon-centre', 'recon-right'] as const;

/** Unit type prefixes (longest first, so `inf2` wins over `inf`). */
const M44_UNIT_TYPES: readonly [string, UnitKind][] = [
  ['inf2', 'special-forces'],
  ['tank2', 'elite-armor'],
  ['inf', 'infantry'],
  ['tank', 'armor'],
  ['gun', 'artillery'],
  // supply (Equipment Pack / FAQ §IV Supply Trucks): the truck symbol without a badge is the supply truck (C211, C301).
  ['veh', 'supply-truck'],
];

/** Nation suffixes of unit names and the side they fight on (a unit's side comes from its suffix). */
export const M44_NATION_SIDE: Readonly<Record<string, Side>> = {
  ger: 'axis',
  jp: 'axis',
  it: 'axis',
  us: 'allies',
  gb: 'allies',
  brit: 'allies',
  fr: 'allies',
  ru: 'allies',
  ch: 'allies',
};

/**
 * Badges that only show a nationality or unit patch, on any unit: badge1 British / Commonwealth, badge2 US Rangers,
 * badge4 German elite (VOCAB.md; the files' equipment_packs captions put BADGE1 and BADGE4 on armor and infantry
 * units), badge3 the French badge (FAQ §XII Battle of Abbeville: French elite tanks "marked with a badge"), which on
 * `inf2` is read apart (see `frenchInf2`).
 */
const DECORATIVE_BADGES = new Set(['badge1', 'badge2', 'badge3', 'badge4', 'badge38']);

/**
 * Badges identified as a patch only on some unit types (type:badge). badge24: the three `inf2brit+badge24` of 6541
 * Breakthrough to the Beach are among the "four Special Forces British-units" of FAQ §XII (line 4300); on the elite
 * tanks of 4231 it is the same British badge (decision C130).
 */
const DECORATIVE_ON: ReadonlySet<string> = new Set([
  'inf2:badge24',
  // foot: badge38, the Italian army's badge on Axis infantry and armor figures (4230 beside "Ariete Division", 4241
  // beside "Brescia and Pavia Divisions"; decisions C160, C176; it supersedes C131's desert-patch reading): a
  // nationality the Italian Royal Army's rules read, not a unit kind. badge25 on Soviet special forces: the Soviet
  // elite badge, as badge4 is the German one (decision C161).
  'inf:badge38',
  'inf2:badge38',
  'tank:badge38',
  'tank2:badge38',
  'inf2:badge25',
  // armor (Equipment Pack / FAQ §XII): national elite badges on elite (4-figure) tanks, as the French badge on
  // Abbeville's elite tanks (FAQ §XII l.4251; decision C130).
  'tank2:badge24',
  'tank2:badge25',
  // holdout (public scenario survey): badge10 on the Afrikakorps' elite (4-figure) tanks, a briefing's "Specialized
  // Unit" badge (decision C378).
  'tank2:badge10',
]);

/**
 * Badges that turn a unit into an expansion unit with its own rules (unit type + badge). badge6 "Engineers" is the
 * caption of BADGE6 on infantry in 12498's equipment_packs, and the badge marks Engineers on standard infantry as on
 * special forces (`infger+badge6`, 4 files); the Ski Troop badge goes on an "Infantry unit symbol" (Equipment Pack,
 * Ski Troops); badge33: the Churchill AVRE tanks of 6541 Breakthrough to the Beach (FAQ §XII line 4310), Hobart's
 * Funnies "marked with a Hobart's Funnies badge" (Equipment Pack). The other numbers came with the importer and are
 * not in our documents. Any other badge is refused as unidentified (rules-decisions S29).
 */
const RULE_BADGES: Readonly<Record<string, string>> = {
  // vehicles: badge33, Hobart's Funnies (Churchill AVRE), is played (BADGE_KINDS below) and leaves this list.
  // guns and foot: the Big Gun, engineer, sniper, cavalry and ski troop badges are played (GUN_BADGE_KINDS,
  // BADGE_KINDS below) and leave this list.
};

/**
 * Badges that turn a unit into a kind of the engine's table (unit type + badge), played.
 * foot (FAQ §IV Combat Engineers): badge6, 8, 12 and 28 mark Combat Engineers, on standard infantry as on special
 * forces figures (`inf` or `inf2`: decision C150). badge6 "Engineers" is the caption of BADGE6 on infantry in 12498's
 * equipment_packs; 8, 12 and 28 came with the importer (VOCAB.md's engineer badges of the other armies).
 */
const BADGE_KINDS: Readonly<Record<string, UnitKind>> = {
  'inf:badge6': 'engineers',
  'inf2:badge6': 'engineers',
  'inf:badge8': 'engineers',
  'inf2:badge8': 'engineers',
  'inf:badge12': 'engineers',
  'inf2:badge12': 'engineers',
  'inf:badge28': 'engineers',
  'inf2:badge28': 'engineers',
  // foot (Equipment Pack, Sniper): badge26 on German and badge27 on Soviet infantry (6541, 9956; decision C155).
  'inf:badge26': 'sniper',
  'inf2:badge26': 'sniper',
  'inf:badge27': 'sniper',
  'inf2:badge27': 'sniper',
  // foot: badge29 cavalry (4717, on Soviet infantry), badge30 ski troops, whose badge goes on "an Infantry unit symbol"
  // (Equipment Pack, Ski Troops; 9956); decisions C158-C159.
  'inf:badge29': 'cavalry',
  'inf2:badge29': 'cavalry',
  'inf:badge30': 'ski-troops',
  'inf2:badge30': 'ski-troops',
  // vehicles (Equipment Pack Hobart's Funnies; FAQ §XII Breakthrough to the Beach l.4308-4310): badge33 marks the
  // Churchill AVRE tanks of 6541, the Petard Mortar variant (decision C260); on elite armor it keeps 4 figures.
  'tank:badge33': 'avre',
  'tank2:badge33': 'avre',
  // holdout (public scenario survey): badge31, the Japanese engineers' badge (captioned "Engineers" in a file's
  // equipment pack, its briefing naming the Japanese engineer unit; decision C377).
  'inf:badge31': 'engineers',
  'inf2:badge31': 'engineers',
};

// guns (Equipment Pack / FAQ §IV Big Guns, Mobile Artillery)
/**
 * Badges that make an artillery unit one of the Equipment Pack's artillery pieces: badge5 the Big Gun (Long Tom), as
 * the importer always named it; badge46 the Flak 88 and badge35 the M7 Priest, identified from the files' own boards
 * (rules-decisions C110, C111).
 */
const GUN_BADGE_KINDS: Readonly<Record<string, UnitKind>> = {
  'gun:badge5': 'big-gun',
  'gun:badge46': 'heavy-anti-tank-gun',
  'gun:badge35': 'mobile-artillery',
};

/**
 * The army whose own rules a unit follows (FAQ §VII Imperial Japanese Army; Equipment Pack §VII Italy): a unit of
 * Japanese or Italian figures (`jp`, `it` suffix) is of that army; so is any unit of a side whose nation is Japan or
 * Italy (7269 Gallabat fields German figures for the Italians); and a unit with the Italian Army badge (badge38, decision
 * C176). Any other unit follows none.
 */
export function unitArmy(unitNation: string | undefined, sideNation: string | undefined, badge: string | undefined): Army | undefined {
  if (unitNation === 'jp') return 'japanese';
  if (unitNation === 'it') return 'italian';
  if (sideNation === 'JP') return 'japanese';
  if (sideNation === 'IT') return 'italian';
  if (badge === ITALIAN_BADGE) return 'italian';
  // italy (Equipment Pack §VII France, 002 l.646): the French Infantry (1940) figures; a French side on other figures
  // is not French Infantry (4643 Abbeville's US stand-ins), decision C321.
  if (unitNation === 'fr') return 'french';
  return undefined;
}

/**
 * The Italian Army badge (Equipment Pack l.688: "an Artillery symbol with the Italian Army badge"): badge38 is on
 * Axis infantry and tanks only in 4230 and 4241, the two development battles whose options name the Italian Royal
 * Army (OPTIONS.md `italy_royal_army`), and in none of the same campaign's battles without it (4231, 4232, 6370)
 * (decision C176).
 */
export const ITALIAN_BADGE = 'badge38';

/**
 * `inf2` with the French badge and no behavior (rules-decisions D10): on British figures the French commandos, Special
 * Forces (FAQ §XII Breakthrough to the Beach, line 4302); on any other figures French Resistance, as the online
 * edition stores it (VOCAB.md: inf2 + badge3 = French Resistance).
 */
function frenchInf2(nation: string): UnitKind {
  return nation === 'brit' || nation === 'gb' ? 'special-forces' : 'resistance';
}

/**
 * Objective tags and the sides that score them (VOCAB.md; the survey's 47 files add medal7, the Japanese medal).
 * A `side` in the medal (or on the tag) names the one side that scores it: it picks one side of `medal0`, and must
 * agree with the other tags' side.
 */
const MEDAL_TAGS: Readonly<Record<string, readonly Side[]>> = {
  medal0: ['axis', 'allies'],
  medal1: ['allies'],
  medal2: ['axis'],
  medal4: ['allies'],
  medal6: ['allies'],
  medal7: ['axis'],
};

/** Medal options that change how an objective is scored: `Objective.control`, `turnStart`, `lastToOccupy`. */
const MEDAL_RULE_OPTIONS = ['majority', 'sole_control', 'last_to_occupy', 'turn_start'];

const GUARD: GuardLimits = {
  maxDepth: 64,
  maxNodes: 500_000,
  maxString: LIMITS.maxString,
  maxEntries: LIMITS.maxHexes,
  // Never read (beyond the scenario name, read with its own checks): descriptions may be long.
  skipTopLevel: ['text'],
};

const KNOWN_TOP = new Set(['meta_data', 'game_info', 'board', 'text', 'packs']);
/** Most battles read from a campaign file (the Campaign Books' campaigns have 3 to 6). */
export const MAX_CAMPAIGN_BATTLES = 64;
const KNOWN_GAME_INFO = new Set([
  'front',
  'date_begin',
  'date_end',
  'type',
  'starting',
  'side_player1',
  'side_player2',
  'country_player1',
  'country_player2',
  'cards_player1',
  'cards_player2',
  'victory_player1',
  'victory_player2',
  'victory_conditions',
  'victory',
  'expert_mode',
  'operationid',
  'options',
]);
const KNOWN_BOARD = new Set(['type', 'face', 'hexagons', 'labels']);
const KNOWN_HEX = new Set(['row', 'col', 'terrain', 'rect_terrain', 'obstacle', 'unit', 'tags', 'tag']);
const KNOWN_PIECE = new Set(['name', 'behavior', 'behavior2', 'orientation', 'original_owner']);
const KNOWN_UNIT = new Set(['name', 'badge', 'nbr_units', 'behavior', 'behavior2', 'orientation']);
const KNOWN_TAG = new Set(['name', 'group', 'medal', 'orientation', 'side', 'behavior']);
const KNOWN_MEDAL = new Set(['permanent', 'counts_for', 'nbr_hex', 'side', 'any_hex', ...MEDAL_RULE_OPTIONS]);
const KNOWN_AIRDROP = new Set(['side', 'nbr_units', 'range', 'unit', 'center', 'centre', 'behavior', 'option2', 'nbr_drops']);
const KNOWN_SUDDEN = new Set(['side', 'number', 'group']);

// ---------------------------------------------------------------------------------------------------------------
// Tolerant readers
// ---------------------------------------------------------------------------------------------------------------

/**
 * A table entry by name, own properties only: the names come from the file, and a plain object would answer
 * `constructor`, `__proto__` or `toString` with a member of Object.prototype.
 */
function own<T>(table: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

/** A field by name: the exact key, else the same key in another case. */
function field(obj: unknown, name: string): unknown {
  if (!isRecord(obj)) return undefined;
  if (Object.prototype.hasOwnProperty.call(obj, name)) return obj[name];
  const lower = name.toLowerCase();
  for (const k of Object.keys(obj)) if (k.toLowerCase() === lower) return obj[k];
  return undefined;
}

/** A list: an array, `{item: [...]}` (possibly nested a few times), a single object, or nothing. */
function asList(x: unknown): unknown[] | undefined {
  let cur = x;
  for (let i = 0; i < 8 && isRecord(cur); i++) {
    const inner = field(cur, 'item');
    if (inner === undefined) break;
    cur = inner;
  }
  if (cur === undefined || cur === null || cur === '') return [];
  if (Array.isArray(cur)) return cur;
  if (isRecord(cur)) return Object.keys(cur).length === 0 ? [] : [cur];
  return undefined;
}

function toInt(x: unknown): number | undefined {
  if (typeof x === 'number') return Number.isSafeInteger(x) ? x : undefined;
  if (typeof x === 'string' && /^\s*[+-]?\d{1,15}\s*$/.test(x)) return Number.parseInt(x, 10);
  return undefined;
}

function toBool(x: unknown): boolean | undefined {
  if (typeof x === 'boolean') return x;
  if (x === 1 || x === 0) return x === 1;
  if (typeof x === 'string') {
    const s = x.trim().toLowerCase();
    if (s === 'true' || s === '1' || s === 'yes') return true;
    if (s === 'false' || s === '0' || s === 'no' || s === '') return false;
  }
  return undefined;
}

function lower(x: unknown): string | undefined {
  return typeof x === 'string' ? x.trim().toLowerCase() : undefined;
}

function toSide(x: unknown): Side | undefined {
  const s = lower(x);
  if (s === 'axis') return 'axis';
  if (s === 'allies' || s === 'allied' || s === 'ally') return 'allies';
  return undefined;
}

const other = (s: Side): Side => (s === 'axis' ? 'allies' : 'axis');

/** A side in the player's sentences. */
const SIDE_WORD: Readonly<Record<Side, string>> = { axis: 'Axis', allies: 'Allies' };

/** Letter-number hex names of medal groups: letter i (a = 0), upper case -> col 2i, lower -> 2i+1; row = rows - n. */
export function decodeHexName(name: string, rows: number): Hex | undefined {
  const m = /^\s*([A-Za-z])(\d{1,2})\s*$/.exec(name);
  if (!m) return undefined;
  const letter = m[1]!;
  const i = letter.toLowerCase().charCodeAt(0) - 97;
  const col = letter === letter.toUpperCase() ? 2 * i : 2 * i + 1;
  return { row: rows - Number(m[2]), col };
}

function slug(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/g, '');
}

// ---------------------------------------------------------------------------------------------------------------
// The importer
// ---------------------------------------------------------------------------------------------------------------

interface DraftHex {
  row: number;
  col: number;
  terrain?: TerrainKind;
  /** The `.m44` hex had a `terrain` entry (so no implicit beach or ocean under it). */
  hasTerrain: boolean;
  bridge?: boolean;
  /** A bridge piece with behavior BRIDGE_SECTION: one hex of a bridge span. */
  spanSection?: boolean;
  impassable?: true;
  blocksFire?: UnitClass[];
  /** A road tile's sides (its orientation read). */
  road?: HexSide[];
  /** A wadi tile's open ends, as directions (its orientation read). */
  wadiEnds?: number[];
  /** A bunker: its owner, or `field` (a field bunker, claimed by either side). */
  bunker?: { owner?: Side; field?: true };
  obstacle?: ObstacleKind;
  obstacleOwner?: Side;
  /** A minefield tag (tag3 + MINE_FIELD): the side that laid it. */
  minefield?: Side;
  /** holdout3: a bridge with CAN_BE_BLOWN or ONE_MEDAL_IF_BLOWN, and one with the medal (C416). */
  blowable?: boolean;
  blowMedal?: boolean;
  /** holdout3: a wood or village with the IMPASSABLE_HILL behavior (C413). */
  closedCover?: boolean;
  /** holdout3: a minefield tag that names no side (its layer is read once the board is read: C410). */
  minefieldUnsided?: boolean;
  /** An exit marker (tag4, tag5): the side whose units may leave the board through it. */
  exit?: Side;
  /** A marker drawn without a rule (a battle star, a tag without behaviour: rules-decisions C27). */
  marker?: MarkerKind;
  unit?: ScenarioUnit;
  /** The nation suffix of the unit's name (`ru` of `infru`). */
  unitNation?: string;
  label?: string;
  /** A ship piece (`rect_terrain` pdestroyer, pcarrier): the unit kind it stands for (ships, FAQ §IV). */
  ship?: UnitKind;
  /** A landing craft piece (`rect_terrain` barge) under the hex's unit (FAQ §IV Landing Craft). */
  barge?: true;
  // trains (FAQ §IV Trains/Supply Trains): a `loco` or `wagon` piece (m44Trains.ts)
  trainPiece?: 'loco' | 'wagon';
  /** A headquarters (terrain behavior HEADQUARTER), with the terrain piece's original_owner if it names one. */
  headquarters?: { owner?: Side };
  // seaWall (FAQ §II Sea Wall): the side a SEAWALL sandbag piece protects
  seaWall?: Side;
  // flooded (house rules App. 2 High Ground & Flooded Fields): a High Ground tile, never flooded
  highGround?: true;
  // camp recovery (FAQ §III Oasis Recovery): OASIS_RECOVERY on a tile that is not an oasis
  oasisRecovery?: true;
}

interface DraftObjective {
  sides: readonly Side[];
  at: Hex;
  hexes: Hex[];
  hold: number;
  medals: number;
  permanent: boolean;
  control?: ObjectiveControl;
  turnStart?: true;
  lastToOccupy?: true;
}

/** An exit marker read from a tag: its hex, the side named (if any) and where it was read. */
interface DraftExit {
  hex: Hex;
  side?: Side;
  path: string;
  /** The tag's own hex (a group's hexes are reported at it). */
  at: Hex;
}

class Collector {
  readonly problems: Problem[] = [];
  private readonly warningSet = new Set<string>();
  private readonly noteSet = new Set<string>();
  private readonly unsupportedMap = new Map<string, Hex[]>();
  readonly notApplied: NotApplied[] = [];
  orientations = 0;
  /** Battle rules that terrain behaviors switch on (OASIS_RECOVERY). */
  readonly ruleBehaviors = new Set<BattleRuleId>();
  /** holdout (public scenario survey): the battle's date plays the late-war Special Weapon Assets (C374). */
  lateWar = false;
  /** flooded: the battle marks dry ground with High Ground tiles, so its open countryside is flooded (C391). */
  flooded = false;

  problem(path: string, message: string, hex?: Hex): void {
    this.problems.push(hex ? { path, message, hex: { row: hex.row, col: hex.col } } : { path, message });
  }
  /** A plain sentence for the player: something read in a way the file did not spell out. */
  warn(message: string): void {
    this.warningSet.add(message);
  }
  /** Something skipped that changes nothing in play (an unknown key): for developers, never shown to players. */
  note(message: string): void {
    this.noteSet.add(message);
  }
  unsupported(what: string, hex?: Hex): void {
    const list = this.unsupportedMap.get(what) ?? [];
    if (hex && !list.some((h) => h.row === hex.row && h.col === hex.col)) list.push(hex);
    this.unsupportedMap.set(what, list);
  }
  get warnings(): string[] {
    return [...this.warningSet];
  }
  get ignored(): string[] {
    const out = [...this.noteSet];
    if (this.orientations > 0) {
      out.push(`dropped ${this.orientations} orientation value(s): they only set how a tile is drawn and have no rules effect`);
    }
    return out;
  }
  get unsupportedList(): string[] {
    return [...this.unsupportedMap].map(([what, hexes]) => {
      if (hexes.length === 0) return what;
      const sorted = [...hexes].sort((a, b) => a.row - b.row || a.col - b.col);
      return `${what} at ${sorted.map(hexText).join(', ')}`;
    });
  }
}

function unknownKeys(obj: Record<string, unknown>, known: Set<string>): string[] {
  return Object.keys(obj).filter((k) => !known.has(k.toLowerCase()));
}

/** Reads a piece (`terrain`, `rect_terrain`, `obstacle`): its name, behavior and owner. */
function readPiece(
  c: Collector,
  raw: unknown,
  category: string,
  path: string,
  hex: Hex,
): { name: string; behavior?: string; behavior2?: string; owner?: Side; orientation?: unknown } | undefined {
  if (!isRecord(raw)) {
    c.problem(path, `${category} on ${hexText(hex)} must be an object, got ${describeValue(raw)}`, hex);
    return undefined;
  }
  const name = lower(field(raw, 'name'));
  if (!name) {
    c.problem(`${path}.name`, `${category} on ${hexText(hex)} has no name`, hex);
    return undefined;
  }
  const orientation = field(raw, 'orientation');
  // A road tile's orientation says which sides its road leaves by: it is read, not dropped.
  const roadTile = category === 'terrain' && (m44Road(name, 1) !== undefined || m44WadiEnds(name, 1) !== undefined);
  if (orientation !== undefined && !roadTile) c.orientations++;
  for (const k of unknownKeys(raw, KNOWN_PIECE)) c.note(`ignored unknown key "${k}" in ${category} "${name}"`);
  const behaviorRaw = field(raw, 'behavior');
  const behavior = typeof behaviorRaw === 'string' && behaviorRaw.trim() !== '' ? behaviorRaw.trim().toUpperCase() : undefined;
  // A second behavior: no piece of the files has one, and the table reads one behavior a piece, so it is refused.
  const second = behaviorName(field(raw, 'behavior2'));
  // holdout3 (decision C416): a bridge's demolition behaviors may come as a pair (6687: CAN_BE_BLOWN, ONE_MEDAL_IF_BLOWN).
  const pair = second !== undefined && category === 'rect_terrain' && BLOW_BEHAVIORS.has(second);
  if (second && !pair) unsupportedBehavior(c, second, category, name, hex);
  const owner = toSide(field(raw, 'original_owner'));
  return { name, ...(behavior ? { behavior } : {}), ...(pair ? { behavior2: second } : {}), ...(owner ? { owner } : {}), ...(roadTile && orientation !== undefined ? { orientation } : {}) };
}

/** A behavior value: upper case, or undefined when empty or not a string. */
function behaviorName(raw: unknown): string | undefined {
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim().toUpperCase().slice(0, 60) : undefined;
}

function unsupportedBehavior(c: Collector, behavior: string, category: string, name: string, hex: Hex | undefined): void {
  const why = own(M44_REFUSED_BEHAVIORS, behavior);
  c.unsupported(`behavior ${behavior} (on ${category} "${name}")${why ? `: ${why}` : ''}`, hex);
}

/** Reads a unit piece; `hex` is where it stands (absent for the airdrop's unit), `where` says so in messages. */
function readUnit(c: Collector, raw: unknown, path: string, hex: Hex | undefined, where = hex ? `on ${hexText(hex)}` : ''): ScenarioUnit | undefined {
  if (!isRecord(raw)) {
    c.problem(path, `unit ${where} must be an object, got ${describeValue(raw)}`, hex);
    return undefined;
  }
  const name = lower(field(raw, 'name'));
  if (!name) {
    c.problem(`${path}.name`, `unit ${where} has no name`, hex);
    return undefined;
  }
  for (const k of unknownKeys(raw, KNOWN_UNIT)) {
    // holdout3 (FAQ §IV Tigers, Wittmann Q l.2658; decision C414): `equipment: "wittmann"` names the ace, as IS_WITTMANN.
    if (k.toLowerCase() === 'equipment' && lower(field(raw, k)) === 'wittmann') continue;
    if (k.toLowerCase() === 'equipment') c.unsupported(`unit equipment (on unit "${name}")`, hex);
    else c.note(`ignored unknown key "${k}" in unit "${name}"`);
  }
  if (field(raw, 'orientation') !== undefined) c.orientations++;
  const type = M44_UNIT_TYPES.find(([prefix]) => name.startsWith(prefix));
  const nation = type ? name.slice(type[0].length) : '';
  const side = own(M44_NATION_SIDE, nation);
  if (!type || !side) {
    c.unsupported(`unit "${name}"`, hex);
    return undefined;
  }
  const [prefix, baseKind] = type;
  let kind: UnitKind = baseKind;
  let medals = 1;

  const badgeRaw = field(raw, 'badge');
  let badge: string | undefined;
  if (typeof badgeRaw === 'number' || (typeof badgeRaw === 'string' && badgeRaw.trim() !== '')) {
    const b = String(badgeRaw).trim().toLowerCase();
    badge = /^\d+$/.test(b) ? `badge${b}` : b;
    // supply: a truck symbol with a badge is another vehicle (a command car's badge, 002 l.497), none identified (C301).
    if (prefix === 'veh') {
      c.unsupported(`vehicle with a badge, not identified (unit "${name}" with ${badge.slice(0, 40)})`, hex);
      return undefined;
    }
    // guns: an artillery piece of the Equipment Pack; foot: an infantry-family unit (engineers, snipers...).
    // holdout (public scenario survey): the Special Weapon Assets' badges, the model by the battle's date (C372-C374).
    const played = own(GUN_BADGE_KINDS, `${prefix}:${badge}`) ?? own(BADGE_KINDS, `${prefix}:${badge}`) ?? swaBadgeKind(prefix, badge, c.lateWar);
    const rule = played ? undefined : own(RULE_BADGES, `${prefix}:${badge}`);
    if (played) kind = played;
    else if (rule) {
      c.unsupported(`${rule} (unit "${name}" with ${badge})`, hex);
      return undefined;
    }
    if (!played && !DECORATIVE_BADGES.has(badge) && !DECORATIVE_ON.has(`${prefix}:${badge}`)) {
      // swa (FAQ §IX; decision C210, superseding S29, C162, C196 here): a numbered badge no document ties to a rule is
      // an insignia: the unit plays by its figures, keeps the badge, and the import tells the player. Anything else
      // in the badge field is refused.
      if (!INSIGNIA_BADGE.test(badge)) {
        c.unsupported(`unidentified badge, which may carry rules (unit "${name}" with ${badge.slice(0, 40)})`, hex);
        return undefined;
      }
      c.notApplied.push({ kind: 'badge', badge, hexes: hex ? [{ row: hex.row, col: hex.col }] : [] });
    }
  }

  // `behavior` and `behavior2` are read alike: each is one of the two the format plays, or the unit is refused.
  let refusedBehavior = false;
  let maxMove: number | undefined;
  let ignoreOneFlag = false;
  let ace = lower(field(raw, 'equipment')) === 'wittmann';
  for (const behavior of [behaviorName(field(raw, 'behavior')), behaviorName(field(raw, 'behavior2'))]) {
    if (behavior === undefined) continue;
    if (behavior === 'FRENCH_RESISTANCE' && prefix === 'inf2') kind = 'resistance';
    else if (behavior === 'GERMAN_2VICTANK') medals = 2;
    // Per-unit rules (decisions C73, C74): armor that moves at most 2 hexes; a unit that may ignore one flag.
    else if (behavior === 'ARMOR_MOVE_TWO' && (prefix === 'tank' || prefix === 'tank2')) maxMove = 2;
    else if (behavior === 'CAN_IGNORE_ONE_FLAG') ignoreOneFlag = true;
    // holdout3 (FAQ §IV Tigers, Wittmann Q l.2658; decision C414): Wittmann's Tiger, once the figures say it is a Tiger.
    else if (behavior === 'IS_WITTMANN' && prefix === 'tank2') ace = true;
    else {
      unsupportedBehavior(c, behavior, 'unit', name, hex);
      refusedBehavior = true;
    }
  }
  if (refusedBehavior) return undefined;
  if (prefix === 'inf2' && badge === 'badge3' && kind !== 'resistance') kind = frenchInf2(nation);
  // guns: Italian artillery figures stand on every Italian artillery hex (Equipment Pack, Italy; decision C115).
  if (prefix === 'gun' && nation === 'it' && kind === 'artillery') kind = 'italian-artillery';

  const nbrRaw = field(raw, 'nbr_units');
  let figures: number | undefined;
  if (nbrRaw !== undefined && nbrRaw !== null && nbrRaw !== '') {
    const n = toInt(nbrRaw);
    if (n === undefined) {
      c.problem(`${path}.nbr_units`, `nbr_units of the unit ${where} must be a whole number, got ${describeValue(nbrRaw)}`, hex);
      return undefined;
    }
    // armor (Equipment Pack, Tiger): German elite armor of one figure is a Tiger ("an Armor symbol marked with a 1").
    if (prefix === 'tank2' && nation === 'ger' && n === 1 && kind === 'elite-armor') kind = 'tiger';
    if (n !== DEFAULT_FIGURES[kind]) figures = n;
  }
  // holdout3 (decision C414): the ace is a Tiger's; on any other unit the behavior is not played.
  if (ace && kind === 'tiger') kind = 'tiger-ace';
  else if (ace) {
    unsupportedBehavior(c, 'IS_WITTMANN', 'unit', name, hex);
    return undefined;
  }
  // vehicles: a Hobart's Funnies badge on elite armor keeps the elite unit's 4 figures (decision C261).
  const counted = nbrRaw !== undefined && nbrRaw !== null && nbrRaw !== '';
  if (kind === 'avre' && prefix === 'tank2' && !counted) figures = DEFAULT_FIGURES['elite-armor'];
  const unit: ScenarioUnit = { side, kind };
  if (figures !== undefined) unit.figures = figures;
  if (medals !== 1) unit.medals = medals;
  if (badge) unit.badge = badge;
  if (maxMove !== undefined) unit.maxMove = maxMove;
  if (ignoreOneFlag) unit.ignoreOneFlag = true;
  return unit;
}

/**
 * The text block (names, descriptions, rules text by language) is skipped by the guard, since its prose may be long,
 * and only its name is read. Its shape is bounded instead, so that no file makes the importer walk thousands of
 * entries: real files have a few languages of a few entries each.
 */
export const MAX_TEXT_LANGUAGES = 32;
export const MAX_TEXT_ENTRIES = 32;

function textBlockProblems(input: Record<string, unknown>): Problem[] {
  const text = field(input, 'text');
  if (!isRecord(text)) return [];
  const langs = Object.keys(text);
  if (langs.length > MAX_TEXT_LANGUAGES) {
    return [{ path: 'text', message: `the text block has ${langs.length} languages; at most ${MAX_TEXT_LANGUAGES} are read` }];
  }
  for (const lang of langs) {
    const entries = text[lang];
    if (!isRecord(entries)) continue;
    const n = Object.keys(entries).length;
    if (n > MAX_TEXT_ENTRIES) {
      const path = `text.${lang.slice(0, 40)}`;
      return [{ path, message: `${path} has ${n} entries; at most ${MAX_TEXT_ENTRIES} are read` }];
    }
  }
  return [];
}

/** Converts a parsed `.m44` JSON value. Never throws. */
export function importM44(input: unknown, options: M44ImportOptions = {}): M44ImportResult {
  if (!isRecord(input)) {
    return {
      ok: false,
      unsupported: [],
      problems: [{ path: '', message: `an .m44 scenario must be a JSON object, got ${describeValue(input)}` }],
    };
  }
  const guard = guardInput(input, GUARD);
  if (guard.length > 0) return { ok: false, unsupported: [], problems: guard };
  const text = textBlockProblems(input);
  if (text.length > 0) return { ok: false, unsupported: [], problems: text };
  try {
    if (isCampaign(input)) return readCampaign(input, options);
    return convert(input, options);
  } catch (e) {
    // Defensive: the converter reads untrusted data; a bug must surface as a problem, not a crash of the caller.
    const why = e instanceof Error ? e.message : String(e);
    return { ok: false, unsupported: [], problems: [{ path: '', message: `the file could not be read: ${why.slice(0, 200)}` }] };
  }
}

/** A campaign file: no board, and a campaign id or a `scenarios` block. */
function isCampaign(input: Record<string, unknown>): boolean {
  return field(input, 'board') === undefined && (field(input, 'campaignId') !== undefined || isRecord(field(input, 'scenarios')));
}

/** The name in the text block: English first, else any language's. */
function textName(input: Record<string, unknown>): string | undefined {
  const text = field(input, 'text');
  if (!isRecord(text)) return undefined;
  for (const lang of [field(text, 'en'), ...Object.values(text)]) {
    const n = field(lang, 'name');
    if (typeof n === 'string' && n.trim() !== '') return n.trim();
  }
  return undefined;
}

/** Reads a campaign file's list of battles (`scenarios.list`: scenario ids, `scenarios.name`: their names). */
function readCampaign(input: Record<string, unknown>, options: M44ImportOptions): M44ImportResult {
  const refuse = (path: string, message: string): M44ImportResult => ({ ok: false, unsupported: [], problems: [{ path, message }] });
  const scenarios = field(input, 'scenarios');
  if (!isRecord(scenarios)) return refuse('scenarios', `a campaign file needs its list of battles in "scenarios", got ${describeValue(scenarios)}`);
  // holdout (public scenario survey): the older layout lists the battles under each side (C382).
  const idsRaw = field(scenarios, 'list') ?? campaignSideList(scenarios);
  const namesRaw = field(scenarios, 'name') ?? field(scenarios, 'names');
  const ids = asList(idsRaw);
  const names = asList(namesRaw);
  if (ids === undefined) return refuse('scenarios.list', `scenarios.list must be a list of scenario ids, got ${describeValue(idsRaw)}`);
  if (names === undefined) return refuse('scenarios.name', `scenarios.name must be a list of battle names, got ${describeValue(namesRaw)}`);
  const count = Math.max(ids.length, names.length);
  if (count === 0) return refuse('scenarios.list', 'the campaign file lists no battle');
  if (count > MAX_CAMPAIGN_BATTLES) return refuse('scenarios.list', `the campaign file lists ${count} battles; at most ${MAX_CAMPAIGN_BATTLES} are read`);

  const warnings: string[] = [];
  if (ids.length !== names.length) warnings.push(`the campaign lists ${ids.length} scenario id(s) and ${names.length} name(s)`);
  const battles: M44CampaignBattle[] = [];
  for (let i = 0; i < count; i++) {
    const idRaw = ids[i];
    const scenarioId = idRaw === undefined ? undefined : toInt(idRaw);
    if (idRaw !== undefined && scenarioId === undefined) warnings.push(`battle ${i + 1} of the campaign has no readable scenario id (got ${describeValue(idRaw)})`);
    const n = names[i];
    const name = typeof n === 'string' && n.trim() !== '' ? n.trim().slice(0, 100) : scenarioId !== undefined ? `Scenario ${scenarioId}` : `Battle ${i + 1}`;
    battles.push(scenarioId !== undefined ? { name, scenarioId } : { name });
  }
  // The same id under two names: the ids cannot be trusted to find these battles (CB1-6 repeats two ids for four).
  const seen = new Map<number, string>();
  for (const b of battles) {
    if (b.scenarioId === undefined) continue;
    const before = seen.get(b.scenarioId);
    if (before !== undefined && before !== b.name) warnings.push(`scenario id ${b.scenarioId} is given to both "${before}" and "${b.name}": the ids may not be those of these battles`);
    else seen.set(b.scenarioId, b.name);
  }

  const idRaw = field(input, 'campaignId');
  const campaignId = typeof idRaw === 'string' || typeof idRaw === 'number' ? String(idRaw).trim().slice(0, 40) : undefined;
  const name = (options.name ?? textName(input) ?? (campaignId ? `Campaign ${campaignId}` : 'Campaign')).slice(0, 100);
  const campaign: M44Campaign = { name, ...(campaignId ? { campaignId } : {}), battles, warnings };
  const list = battles.map((b) => b.name).join(', ');
  const what = `a campaign file, "${name}": a series of ${battles.length} battle(s) (${list}), not a battle: it opens as a playlist of those battles`;
  return { ok: false, campaign, unsupported: [what], problems: [] };
}

function convert(input: Record<string, unknown>, options: M44ImportOptions): M44ImportResult {
  const c = new Collector();
  for (const k of unknownKeys(input, KNOWN_TOP)) c.note(`ignored unknown top-level key "${k}"`);

  const gameInfo = field(input, 'game_info');
  const board = field(input, 'board');
  if (!isRecord(gameInfo)) c.problem('game_info', `game_info must be an object, got ${describeValue(gameInfo)}`);
  if (!isRecord(board)) c.problem('board', `board must be an object, got ${describeValue(board)}`);
  const gi = isRecord(gameInfo) ? gameInfo : {};
  const bd = isRecord(board) ? board : {};
  for (const k of unknownKeys(gi, KNOWN_GAME_INFO)) c.note(`ignored unknown game_info key "${k}"`);
  for (const k of unknownKeys(bd, KNOWN_BOARD)) c.note(`ignored unknown board key "${k}"`);
  c.lateWar = lateWarBattle(field(gi, 'date_begin'));

  // Board kind and face.
  let kind: BoardKind = 'standard';
  const typeRaw = field(bd, 'type');
  const type = lower(typeRaw);
  if (type === undefined || type === '') {
    if (isRecord(board)) c.warn('The file does not say which board it is played on: it is read as the standard board.');
  } else if (type === 'overlord') {
    kind = 'overlord';
    // The board itself is data we could read; its command rules (a Commander-in-Chief handing cards to field generals,
    // the Overlord deck and hand sizes) are only touched on by FAQ rulings, not written in our documents (C82).
    c.unsupported('Overlord board (two boards side by side, for teams): the Overlord command rules, a commander-in-chief handing cards to field generals, are not in our rule documents');
  } else if (type === 'brkthru' || type === 'breakthrough') {
    // 13 x 17, the standard board's sections (rules-decisions C31), played with two base decks (C30).
    kind = 'breakthrough';
  } else if (type !== 'standard') {
    c.unsupported(`board type "${String(typeRaw).slice(0, 40)}"`);
  }
  const geometry: BoardGeometry = BOARDS[kind];
  const faceRaw = field(bd, 'face');
  const faceName = lower(faceRaw);
  const FACES: Record<string, BoardFace> = { country: 'country', counry: 'country', beach: 'beach', winter: 'winter', snow: 'winter', desert: 'desert' };
  let face: BoardFace = 'country';
  if (faceName === undefined || faceName === '') {
    if (isRecord(board)) c.warn('The file does not say which map it uses: it is read as countryside.');
  } else if (own(FACES, faceName)) face = own(FACES, faceName)!;
  else c.unsupported(`board face "${String(faceRaw).slice(0, 40)}"`);

  // Sides.
  let p1 = toSide(field(gi, 'side_player1'));
  let p2 = toSide(field(gi, 'side_player2'));
  if (!p1 && p2) p1 = other(p2);
  if (p1 && !p2) p2 = other(p1);
  if (!p1 || !p2) {
    if (isRecord(gameInfo)) c.warn('The file does not say which side each player commands: the Axis are placed at the top of the board, the Allies at the bottom.');
    p1 = 'axis';
    p2 = 'allies';
  }
  if (p1 === p2) c.problem('game_info.side_player2', `both players are on the ${p1} side`);

  // Hexagons.
  const drafts = new Map<string, DraftHex>();
  const objectives: DraftObjective[] = [];
  const exits: DraftExit[] = [];
  const hexagons = asList(field(bd, 'hexagons'));
  if (hexagons === undefined) c.problem('board.hexagons', `board.hexagons must be a list, got ${describeValue(field(bd, 'hexagons'))}`);
  (hexagons ?? []).forEach((raw, i) => readHexagon(c, raw, `board.hexagons[${i}]`, geometry, drafts, objectives, exits));
  placeExits(c, exits, drafts, geometry, p1);
  freezeRivers(c, input, drafts);

  // Labels: kept as place names on their hexes.
  const labels = asList(field(bd, 'labels'));
  if (labels === undefined) c.note('board.labels is not a list; labels dropped');
  (labels ?? []).forEach((raw) => {
    const row = toInt(field(raw, 'row'));
    const col = toInt(field(raw, 'col'));
    const textRaw = field(raw, 'text');
    const lines = typeof textRaw === 'string' ? [textRaw] : (asList(textRaw) ?? []);
    const text = lines
      .filter((l): l is string => typeof l === 'string')
      .map((l) => l.trim())
      .filter((l) => l !== '')
      .join(' ');
    if (row === undefined || col === undefined || !onBoard(geometry, { row, col })) {
      c.note(`dropped a label that is not on a board hex${text ? ` ("${text.slice(0, 40)}")` : ''}`);
      return;
    }
    if (text === '') {
      c.note(`dropped an empty label at ${hexText({ row, col })}`);
      return;
    }
    const d = draftAt(drafts, { row, col });
    let label = d.label ? `${d.label} / ${text}` : text;
    if (label.length > 200) {
      c.note(`shortened the label at ${hexText({ row, col })} to 200 characters`);
      label = label.slice(0, 200);
    }
    d.label = label;
  });

  // Implicit beach and ocean of the beach face, written out: the last five rows on the 9-row boards (beach 4-6,
  // ocean 7-8), the last six on Breakthrough (beach 11-13, ocean 14-16; VOCAB.md, rules-decisions C32).
  if (face === 'beach') {
    const beachFrom = kind === 'breakthrough' ? 11 : 4;
    for (let row = beachFrom; row < geometry.rows; row++) {
      const terrain: TerrainKind = row <= beachFrom + 2 ? 'beach' : 'ocean';
      for (let col = row & 1; col < geometry.cols; col += 2) {
        const key = hexKey({ row, col });
        const d = drafts.get(key);
        if (d?.hasTerrain) continue;
        draftAt(drafts, { row, col }).terrain = terrain;
      }
    }
  }

  // Game info.
  const readInt = (key: string): number | undefined => {
    const raw = field(gi, key);
    const n = toInt(raw);
    if (n === undefined) c.problem(`game_info.${key}`, raw === undefined ? `game_info.${key} is missing` : `game_info.${key} must be a whole number, got ${describeValue(raw)}`);
    return n;
  };
  const cards1 = readInt('cards_player1');
  const cards2 = readInt('cards_player2');
  const win1 = readInt('victory_player1');
  const win2 = readInt('victory_player2');

  // Who moves first: missing, player 1 (rules-decisions S28); a value that names neither player is a problem.
  const startRaw = field(gi, 'starting');
  const start = lower(startRaw);
  let first: Side | undefined;
  if (start === 'player1') first = p1;
  else if (start === 'player2') first = p2;
  else if (startRaw === undefined || startRaw === null || start === '') {
    first = p1;
    if (isRecord(gameInfo)) c.warn(`The file does not say who moves first: the ${SIDE_WORD[p1]} (top of the board) move first. Check the battle's notes.`);
  } else first = toSide(startRaw);
  if (!first) c.problem('game_info.starting', `game_info.starting must be PLAYER1 or PLAYER2, got ${describeValue(startRaw)}`);

  const nation = (key: string, side: Side): string | undefined => {
    const raw = field(gi, key);
    if (typeof raw === 'string' && raw.trim() !== '' && raw.trim().length <= 16) return raw.trim().toUpperCase();
    const given = options.nations?.[side];
    if (given) return given;
    c.warn(`The file does not name the nation of the ${SIDE_WORD[side]}: their units show none.`);
    return undefined;
  };
  const nation1 = nation('country_player1', p1);
  const nation2 = nation('country_player2', p2);

  // Victory conditions other than medals.
  const vc = field(gi, 'victory_conditions');
  for (const cond of asList(vc) ?? []) {
    if (!isRecord(cond)) continue;
    for (const k of Object.keys(cond)) if (k.toLowerCase() !== 'standard') c.unsupported(`victory condition ${k}`);
  }
  const suddenDeath: SuddenDeath[] = [];
  const victory = field(gi, 'victory');
  if (victory !== undefined) {
    (asList(field(victory, 'condition')) ?? []).forEach((cond, i) => {
      if (!isRecord(cond)) return;
      for (const k of Object.keys(cond)) {
        const path = `game_info.victory.condition[${i}].${k}`;
        if (k.toLowerCase() === 'group_sudden_death') {
          const sd = readSuddenDeath(c, cond[k], path, geometry);
          if (sd) suddenDeath.push(sd);
        } else c.unsupported(`victory condition ${k}`);
      }
    });
  }
  const special = readOptions(c, field(gi, 'options'), geometry);
  if (toBool(field(gi, 'expert_mode')) === true) c.warn('The file asks for an expert mode the app does not have: the battle is played the ordinary way.');
  const packs = field(input, 'packs');
  // The expansions the file was made with: a Campaign Book's tag is no rule (its battles' rules are in their notes).
  if (isRecord(packs)) {
    for (const k of Object.keys(packs)) if (k.toLowerCase() !== 'campaign') c.notApplied.push({ kind: 'pack', pack: k.toLowerCase().slice(0, 40) });
  }

  // Name and id.
  const text = field(input, 'text');
  let textName: string | undefined;
  if (isRecord(text)) {
    const langs = [field(text, 'en'), ...Object.values(text)];
    for (const lang of langs) {
      const n = field(lang, 'name');
      if (typeof n === 'string' && n.trim() !== '') {
        textName = n.trim();
        break;
      }
    }
    const prose = Object.values(text).some(
      (lang) => isRecord(lang) && Object.entries(lang).some(([k, val]) => k.toLowerCase() !== 'name' && typeof val === 'string' && val.trim() !== ''),
    );
    // The prose is neither shown nor kept (it is not ours to show): the player is sent to the battle's own notes.
    if (prose) c.notApplied.push({ kind: 'prose' });
  }
  const scenarioId = toInt(field(field(input, 'meta_data'), 'scenario_id'));
  const name = (options.name ?? textName ?? (scenarioId !== undefined ? `Scenario ${scenarioId}` : 'Imported scenario')).slice(0, 100);
  const id = options.id ?? (slug(name) || 'imported');

  // flooded (house rules App. 2 High Ground & Flooded Fields, l.539-540): "any hex that is Open Countryside is
  // considered a Flooded Field hex"; high ground, hills, roads, railways, towns and every other terrain stay as they are.
  if (c.flooded) floodOpenGround(drafts, geometry);
  // trains (FAQ §IV Trains/Supply Trains): locomotive and wagon pieces become train units (m44Trains.ts).
  if (p1) for (const why of pairTrains(drafts.values(), (row) => (row < geometry.rows / 2 ? p1! : other(p1!)), special.supplyTrain === true)) c.unsupported(why);
  // holdout3 (FAQ §II Minefields l.1098-1100; decision C410): who laid the minefields the file leaves without a side.
  if (p1 && first) {
    const laid = layUnsidedMinefields(drafts.values(), geometry.rows, p1, first);
    for (const side of ['axis', 'allies'] as const) {
      if (laid[side] > 0) c.warn(`The file does not say who laid ${laid[side]} minefield(s): they are read as laid by the ${SIDE_WORD[side]}.`);
    }
  }
  // holdout3 (FAQ §III Collapsible Rafts & Boats; decision C411): infantry drawn on an unbridged river is in its boat.
  const afloat = setAfloat(drafts.values(), (k) => canRaft(k as UnitKind));
  if (afloat > 0) c.warn(`${afloat} infantry unit(s) start on a river with no bridge: they are read as crossing in collapsible boats.`);
  // holdout3 (FAQ §III Blowing up Bridges l.1737; decision C416): the bridges the battle lets be blown.
  const blowable = bridgeLimits(drafts.values(), special.blow);
  if (blowable === null) c.notApplied.push({ kind: 'piece', piece: 'blowable-bridges', hexes: [...drafts.values()].filter((d) => d.blowable).map((d) => ({ row: d.row, col: d.col })) });
  // holdout3 (decision C413): woods and villages the file marks impassable.
  const cover = closeCover(drafts.values());
  if (cover.refused.length > 0) for (const h of cover.refused) c.unsupported('a unit on a wood or village marked impassable, beside others of the kind that are not', h);
  const spans = readSpans(c, drafts, geometry);
  const wadiSides = readWadiSides(drafts, geometry);
  const unsupported = c.unsupportedList;
  if (unsupported.length > 0 || c.problems.length > 0 || !first || cards1 === undefined || cards2 === undefined || win1 === undefined || win2 === undefined) {
    return { ok: false, unsupported, problems: c.problems };
  }

  // The armies whose own rules units follow (troops/nations.ts): by the unit's nation suffix, else its side's nation,
  // else the Italian Army badge (decisions C170, C176).
  for (const d of drafts.values()) {
    if (!d.unit) continue;
    const army = unitArmy(d.unitNation, d.unit.side === p1 ? nation1 : nation2, d.unit.badge);
    if (army) d.unit.army = army;
  }

  // Bunker owners: the piece's original_owner, else the unit standing on it, else player 1's side; a field bunker is
  // either side's.
  const hexes: ScenarioHex[] = [...drafts.values()]
    .sort((a, b) => a.row - b.row || a.col - b.col)
    .map((d) => {
      const h: ScenarioHex = { row: d.row, col: d.col };
      if (d.terrain) h.terrain = d.terrain;
      if (d.bridge) h.bridge = true;
      if (d.bunker) h.bunker = d.bunker.field ? 'either' : (d.bunker.owner ?? d.obstacleOwner ?? d.unit?.side ?? p1);
      if (d.obstacle) h.obstacle = d.obstacle;
      if (d.minefield) h.minefield = d.minefield;
      if (d.exit) h.exit = d.exit;
      if (d.unit) h.unit = d.unit;
      // A ship piece is a unit of the side whose half of the board it lies in (decision C195), as headquarters.
      else if (d.ship) h.unit = { side: d.row < geometry.rows / 2 ? p1! : other(p1!), kind: d.ship };
      if (d.label) h.label = d.label;
      if (d.marker) h.marker = d.marker;
      if (d.impassable) h.impassable = true;
      if (d.blocksFire) h.blocksFire = d.blocksFire;
      if (d.road) h.road = d.road;
      // Whose headquarters (decision C75): the piece's original_owner, else the unit standing on it at the start, else
      // the side whose half of the board it lies in.
      if (d.headquarters) h.headquarters = d.headquarters.owner ?? d.unit?.side ?? (d.row < geometry.rows / 2 ? p1! : other(p1!));
      if (d.seaWall) h.seaWall = d.seaWall;
      if (d.oasisRecovery) h.oasisRecovery = true;
      return h;
    })
    .filter((h) => Object.keys(h).length > 2);

  const objectiveList: Objective[] = [];
  const ids = new Set<string>();
  objectives
    .sort((a, b) => a.at.row - b.at.row || a.at.col - b.at.col)
    .forEach((o) => {
      for (const side of o.sides) {
        let oid = `${side}-${o.at.row}-${o.at.col}`;
        for (let n = 2; ids.has(oid); n++) oid = `${side}-${o.at.row}-${o.at.col}-${n}`;
        ids.add(oid);
        const obj: Objective = { id: oid, side, hexes: o.hexes.map((h) => ({ row: h.row, col: h.col })) };
        if (o.hold !== 1) obj.hold = o.hold;
        if (o.medals !== 1) obj.medals = o.medals;
        obj.permanent = o.permanent;
        if (o.control) obj.control = o.control;
        if (o.turnStart) obj.turnStart = true;
        if (o.lastToOccupy) obj.lastToOccupy = true;
        objectiveList.push(obj);
      }
    });

  const sideOf = (s: Side) => {
    const isP1 = s === p1;
    const out: Scenario['sides'][Side] = {
      cards: isP1 ? cards1 : cards2,
      medalsToWin: isP1 ? win1 : win2,
      edge: isP1 ? 'top' : 'bottom',
    };
    const n = isP1 ? nation1 : nation2;
    if (n) out.nation = n;
    const playAs = special.playAs?.[s];
    if (playAs) out.playAs = playAs;
    return out;
  };

  const begin = field(gi, 'date_begin');
  const end = field(gi, 'date_end');
  const iso = (x: unknown): x is string => typeof x === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(x.trim());
  const dates = iso(begin) && iso(end) ? { begin: begin.trim(), end: end.trim() } : undefined;
  if (!dates && (begin !== undefined || end !== undefined)) c.warn('The battle\'s dates are not written in a way the app reads: they are left out.');
  const front = lower(field(gi, 'front'))?.slice(0, 40);

  // The Breakthrough deck's card list is in none of our documents: such a battle is played with two base decks
  // shuffled together, as the FAQ's Breakthrough players do (rules-decisions C30).
  const deck: DeckRules = { ...(kind === 'breakthrough' ? { decks: 2 } : {}), ...special.deck };
  const draft: Scenario = {
    format: SCENARIO_FORMAT,
    id,
    name,
    ...(dates ? { dates } : {}),
    ...(front ? { front } : {}),
    board: { kind, face, hexes, ...(wadiSides.length > 0 ? { sides: wadiSides } : {}), ...(spans.length > 0 ? { spans } : {}) },
    sides: { axis: sideOf('axis'), allies: sideOf('allies') },
    first,
    ...(objectiveList.length > 0 ? { objectives: objectiveList } : {}),
    ...(suddenDeath.length > 0 ? { suddenDeath } : {}),
    ...(Object.keys(deck).length > 0 ? { deck } : {}),
    ...(special.airdrop ? { airdrop: special.airdrop } : {}),
    ...(Object.keys(cover.terrain).length > 0 || blowable ? { rules: { ...(Object.keys(cover.terrain).length > 0 ? { terrain: { ...cover.terrain } } : {}), ...(blowable ? { blowable } : {}) } } : {}),
  };

  // Battle-wide rules named by the file's options (Blitz, deck variants: battleRules.ts).
  const checked = validateScenario(applyBattleRules(draft, [...(special.battleRules ?? []), ...c.ruleBehaviors]));
  if (!checked.ok) return { ok: false, unsupported: [], problems: checked.problems };
  // Nations whose own rules the battle may call for (FAQ §VII), from the sides' nations and their units' (C81).
  const nations: [string | undefined, Side][] = [
    [checked.scenario.sides[p1].nation, p1],
    [checked.scenario.sides[other(p1)].nation, other(p1)],
  ];
  for (const h of drafts.values()) if (h.unit) nations.push([h.unitNation, h.unit.side]);
  // foot: units under the Italian army's badge (decision C160) are Italian, whatever their figures.
  for (const h of drafts.values()) if (h.unit?.badge === 'badge38') nations.push(['it', h.unit.side]);
  for (const [n, side] of nations) {
    const rule = n ? own(NATION_RULES, n) : undefined;
    if (rule) c.notApplied.push({ kind: 'nation', rule, side });
  }
  const result = { ok: true as const, scenario: checked.scenario, warnings: c.warnings, notApplied: tidyNotApplied(c.notApplied), ignored: c.ignored, unsupported: [] as [] };
  // The file's own scenario id, by which a campaign file names the battle (playlist.ts).
  return scenarioId !== undefined ? { ...result, m44Id: scenarioId } : result;
}

/**
 * Frozen rivers: a file whose equipment packs list the FROZEN_RIVER feature (8044 Rzhev: "Frozen river", compulsory)
 * has its rivers frozen (FAQ §II Frozen Rivers; decision C56). The river hexes without a bridge become `frozen-river`;
 * a bridge stays a bridge over a river. No other entry of `equipment_packs` is read.
 */
function freezeRivers(c: Collector, input: Record<string, unknown>, drafts: Map<string, DraftHex>): void {
  const packs = field(input, 'equipment_packs');
  if (!isRecord(packs)) return;
  const features = Object.values(packs)
    .flatMap((l) => asList(l) ?? [])
    .map((item) => field(field(item, 'image'), 'feature'));
  if (!features.includes('FROZEN_RIVER')) return;
  let n = 0;
  for (const d of drafts.values()) {
    if (d.terrain === 'river' && !d.bridge) {
      d.terrain = 'frozen-river';
      n++;
    }
  }
  c.warn(`the equipment packs say the rivers are frozen: ${n} river hex(es) read as frozen rivers`);
}

/** flooded: every open countryside hex (no terrain tile, no road, bridge or bunker, not high ground) becomes a flooded field (C391). */
function floodOpenGround(drafts: Map<string, DraftHex>, geometry: BoardGeometry): void {
  for (const h of allHexes(geometry)) {
    const d = drafts.get(hexKey(h));
    if (d && ((d.terrain !== undefined && d.terrain !== 'countryside') || d.highGround || d.road || d.bridge || d.bunker)) continue;
    draftAt(drafts, h).terrain = 'flooded-field';
  }
}

function draftAt(drafts: Map<string, DraftHex>, h: Hex): DraftHex {
  const key = hexKey(h);
  let d = drafts.get(key);
  if (!d) {
    d = { row: h.row, col: h.col, hasTerrain: false };
    drafts.set(key, d);
  }
  return d;
}

function readHexagon(
  c: Collector,
  raw: unknown,
  path: string,
  geometry: BoardGeometry,
  drafts: Map<string, DraftHex>,
  objectives: DraftObjective[],
  exits: DraftExit[],
): void {
  if (!isRecord(raw)) {
    c.problem(path, `a hexagon must be an object, got ${describeValue(raw)}`);
    return;
  }
  const row = toInt(field(raw, 'row'));
  const col = toInt(field(raw, 'col'));
  if (row === undefined || col === undefined) {
    c.problem(path, `a hexagon needs whole-number row and col, got row ${describeValue(field(raw, 'row'))} and col ${describeValue(field(raw, 'col'))}`);
    return;
  }
  const hex = { row, col };
  if (!onBoard(geometry, hex)) {
    const odd = row >= 0 && row < geometry.rows && col >= 0 && col < geometry.cols;
    c.problem(
      path,
      odd ? `${hexText(hex)} is not a hex position: row + col must be even` : `hex ${hexText(hex)} is off the board (rows 0..${geometry.rows - 1}, cols 0..${geometry.cols - 1})`,
      hex,
    );
    return;
  }
  for (const k of unknownKeys(raw, KNOWN_HEX)) c.note(`ignored unknown hexagon key "${k}"`);
  const d = draftAt(drafts, hex);
  const twice = (what: string) => c.problem(path, `hex ${hexText(hex)} is listed twice with a ${what} each time`, hex);

  const terrainRaw = field(raw, 'terrain');
  if (terrainRaw !== undefined) {
    const t = readPiece(c, terrainRaw, 'terrain', `${path}.terrain`, hex);
    if (t) {
      if (d.hasTerrain) twice('terrain');
      d.hasTerrain = true;
      if (M44_FLOOD_MARKERS.has(t.name)) {
        d.highGround = true;
        c.flooded = true;
      }
      const b = t.behavior ? own(M44_TERRAIN_BEHAVIORS, t.behavior) : undefined;
      const played = b && b.on.includes(t.name) ? b : undefined;
      const ruleOn = t.behavior ? own(M44_RULE_BEHAVIORS, t.behavior) : undefined;
      const rule = ruleOn?.includes(t.name) ? t.behavior : undefined;
      if (rule === 'OASIS_RECOVERY') c.ruleBehaviors.add('oasis-recovery');
      if (rule === 'OASIS_RECOVERY' && t.name !== 'oasis') d.oasisRecovery = true;
      if (rule === 'HEADQUARTER') d.headquarters = t.owner ? { owner: t.owner } : {};
      // holdout3 (decision C413): a wood or village the file marks impassable (closeCover, once the board is read).
      const closed = t.behavior === 'IMPASSABLE_HILL' && closableCover(own(M44_TERRAIN, t.name));
      if (closed) d.closedCover = true;
      if (t.behavior && !played && !rule && !closed) unsupportedBehavior(c, t.behavior, 'terrain', t.name, hex);
      const plain = own(M44_TERRAIN, t.name);
      const orientation = t.orientation ?? 1;
      const roadTile = m44Road(t.name, 1) !== undefined;
      const road = typeof orientation === 'number' && Number.isInteger(orientation) && orientation >= 1 && orientation <= 6 ? m44Road(t.name, orientation) : undefined;
      if (roadTile && !road) c.problem(`${path}.terrain.orientation`, `the road on ${hexText(hex)}: orientation must be a whole number from 1 to 6, got ${describeValue(orientation)}`, hex);
      if (road) d.road = road.road;
      const wadiTile = m44WadiEnds(t.name, 1) !== undefined;
      const ends = typeof orientation === 'number' && Number.isInteger(orientation) && orientation >= 1 && orientation <= 6 ? m44WadiEnds(t.name, orientation) : undefined;
      if (wadiTile && !ends) c.problem(`${path}.terrain.orientation`, `the wadi on ${hexText(hex)}: orientation must be a whole number from 1 to 6, got ${describeValue(orientation)}`, hex);
      if (ends) d.wadiEnds = ends;
      const read: TerrainRead | undefined = played?.read ?? (plain ? { terrain: plain } : road ? { terrain: road.terrain } : undefined);
      if (!read) {
        if (!roadTile) c.unsupported(own(M44_REFUSED_TERRAIN, t.name) ?? `terrain "${t.name}"`, hex);
      } else {
        d.terrain = read.terrain;
        if (read.impassable) d.impassable = true;
        if (read.blocksFire) d.blocksFire = [...read.blocksFire];
      }
    }
  }

  const rectRaw = field(raw, 'rect_terrain');
  if (rectRaw !== undefined) {
    const r = readPiece(c, rectRaw, 'rect_terrain', `${path}.rect_terrain`, hex);
    if (r) {
      if (r.name === 'bunker') {
        if (d.bunker) twice('bunker');
        d.bunker = r.owner ? { owner: r.owner } : {};
      } else if (M44_FIELD_BUNKERS.has(r.name)) {
        if (d.bunker) twice('bunker');
        d.bunker = { field: true };
      } else if (r.name === 'bridge' || r.name === 'wbridge') {
        if (d.bridge) twice('bridge');
        d.bridge = true;
        if (r.behavior === 'BRIDGE_SECTION') d.spanSection = true;
        // holdout3 (decision C416): a bridge the battle lets be blown, and one worth a medal when blown.
        for (const b of [r.behavior, r.behavior2]) {
          if (b === 'CAN_BE_BLOWN' || b === 'ONE_MEDAL_IF_BLOWN') d.blowable = true;
          if (b === 'ONE_MEDAL_IF_BLOWN') d.blowMedal = true;
        }
      } else if (r.name === 'ford') {
        // A ford is laid on a river hex (FAQ §II card 41): the hex becomes a ford.
        if (d.terrain === 'river') d.terrain = 'ford';
        else c.problem(`${path}.rect_terrain`, `the ford at ${hexText(hex)} is not on a river`, hex);
      } else if (r.name === 'barge') {
        if (d.barge) twice('landing craft');
        d.barge = true;
      } else if (own(M44_TRAIN_PIECES, r.name)) {
        // trains (FAQ §IV Trains/Supply Trains): paired into a train unit once the board is read (m44Trains.ts).
        if (d.trainPiece) twice('train piece');
        d.trainPiece = own(M44_TRAIN_PIECES, r.name);
      } else if (own(M44_SHIPS, r.name)) {
        if (d.ship) twice('ship');
        d.ship = own(M44_SHIPS, r.name);
      } else if (M44_RAIL_BRIDGES.has(r.name)) {
        // holdout (public scenario survey): a railroad bridge plays as the railroad track it carries (C380).
        if (d.terrain === 'river') d.terrain = 'railroad';
        else c.problem(`${path}.rect_terrain`, `the railroad bridge at ${hexText(hex)} is not on a river`, hex);
      } else c.unsupported(`rect_terrain "${r.name}"`, hex);
      const bridgePiece = r.name === 'bridge' || r.name === 'wbridge';
      for (const b of [r.behavior, r.behavior2]) {
        if (b && !(bridgePiece && (b === 'BRIDGE_SECTION' || BLOW_BEHAVIORS.has(b)))) unsupportedBehavior(c, b, 'rect_terrain', r.name, hex);
      }
    }
  }

  const obstacleRaw = field(raw, 'obstacle');
  if (obstacleRaw !== undefined) {
    const o = readPiece(c, obstacleRaw, 'obstacle', `${path}.obstacle`, hex);
    if (o) {
      const mapped = own(M44_OBSTACLE, o.name);
      // seaWall (FAQ §II Sea Wall): sandbags with the SEAWALL behavior are a permanent wall protecting the piece's
      // original_owner, the Allies when it names none ("The Sea Wall only protects the Allies"; decision C390).
      if (mapped === 'sandbags' && o.behavior === 'SEAWALL') {
        if (d.seaWall) twice('sea wall');
        d.seaWall = o.owner ?? 'allies';
      } else if (!mapped) c.unsupported(`obstacle "${o.name}"`, hex);
      else {
        if (d.obstacle) twice('obstacle');
        d.obstacle = mapped;
        if (o.owner) d.obstacleOwner = o.owner;
      }
      if (o.behavior && !(mapped === 'sandbags' && o.behavior === 'SEAWALL')) unsupportedBehavior(c, o.behavior, 'obstacle', o.name, hex);
    }
  }

  const unitRaw = field(raw, 'unit');
  if (unitRaw !== undefined) {
    const u = readUnit(c, unitRaw, `${path}.unit`, hex);
    if (u) {
      if (d.unit) twice('unit');
      d.unit = u;
      const name = lower(field(unitRaw, 'name')) ?? '';
      const type = M44_UNIT_TYPES.find(([prefix]) => name.startsWith(prefix));
      if (type) d.unitNation = name.slice(type[0].length);
    }
  }

  // A unit aboard a ship (planes on a carrier: the air rules, not in our documents) is not played.
  if (d.ship && d.unit) c.unsupported(`a unit aboard a ship (${d.ship})`, hex);
  // A landing craft carries the unit on its hex (FAQ §IV Landing Craft: "LC always start ... with units in them").
  if (d.barge) {
    if (d.unit && d.terrain !== undefined && d.terrain !== 'ocean') c.unsupported('a landing craft off the sea', hex);
    else if (d.unit) d.unit.landingCraft = true;
    else if (field(raw, 'unit') === undefined) c.unsupported('a landing craft with no unit in it', hex);
  }
  // holdout (public scenario survey): a single tag written as `tag` (an object) is a list of one (C375).
  const tagsRaw = field(raw, 'tags') ?? field(raw, 'tag');
  const tags = asList(tagsRaw);
  if (tags === undefined) c.problem(`${path}.tags`, `tags on ${hexText(hex)} must be a list, got ${describeValue(tagsRaw)}`, hex);
  (tags ?? []).forEach((tag, j) => readTag(c, tag, `${path}.tags[${j}]`, hex, geometry, objectives, exits, d));
}

function readTag(
  c: Collector,
  tag: unknown,
  path: string,
  hex: Hex,
  geometry: BoardGeometry,
  objectives: DraftObjective[],
  exits: DraftExit[],
  d: DraftHex,
): void {
  if (!isRecord(tag)) {
    c.problem(path, `a tag on ${hexText(hex)} must be an object, got ${describeValue(tag)}`, hex);
    return;
  }
  const name = lower(field(tag, 'name'));
  if (!name) {
    c.problem(`${path}.name`, `a tag on ${hexText(hex)} has no name`, hex);
    return;
  }
  if (field(tag, 'orientation') !== undefined) c.orientations++;
  for (const k of unknownKeys(tag, KNOWN_TAG)) c.note(`ignored unknown key "${k}" in tag "${name}"`);
  // A minefield: the online edition's tag3 with the MINE_FIELD behavior; its side is the side that laid it (FAQ §II
  // Minefields; §XII Ponyri: "Russians lay Minefields").
  if (name === 'tag3' && behaviorName(field(tag, 'behavior')) === 'MINE_FIELD') {
    const sideRaw = field(tag, 'side');
    const side = toSide(sideRaw);
    // holdout3: a minefield that names no side is laid by the side C410 reads (m44Holdout3.ts, once the board is read).
    const unsided = sideRaw === undefined || sideRaw === null || sideRaw === '';
    if (!side && !unsided) c.problem(`${path}.side`, `the minefield on ${hexText(hex)} does not say which side laid it (AXIS or ALLIES)`, hex);
    else if (d.minefield || d.minefieldUnsided) c.problem(path, `hex ${hexText(hex)} has two minefields`, hex);
    else if (side) d.minefield = side;
    else d.minefieldUnsided = true;
    return;
  }
  // Exit markers (FAQ Exit Markers; Equipment Pack): tag4, the arrow on one hex, and tag5, a sideways pair whose
  // first marker lists the set of hexes between them in `group`. The side named may leave through them; without one,
  // the side that moves toward that edge (placeExits).
  if (name === 'tag4' || name === 'tag5') {
    const behavior = behaviorName(field(tag, 'behavior'));
    if (behavior && behavior !== 'EXIT_MARKER') {
      unsupportedBehavior(c, behavior, 'tag', name, hex);
      return;
    }
    const sideRaw = field(tag, 'side');
    const side = sideRaw === undefined || sideRaw === null || sideRaw === '' ? undefined : toSide(sideRaw);
    if (sideRaw !== undefined && sideRaw !== null && sideRaw !== '' && !side) {
      c.problem(`${path}.side`, `the side of the exit marker on ${hexText(hex)} must be AXIS or ALLIES, got ${describeValue(sideRaw)}`, hex);
      return;
    }
    const list = [hex, ...(name === 'tag5' ? readGroup(c, tag, path, hex, geometry, 'exit markers') : [])];
    if (name === 'tag4' && (asList(field(tag, 'group')) ?? []).length > 0) c.note(`ignored the group of the exit marker (tag4) on ${hexText(hex)}: an arrow marks its own hex`);
    for (const h of list) exits.push({ hex: h, ...(side ? { side } : {}), path, at: hex });
    return;
  }
  const tagSides = own(MEDAL_TAGS, name);
  if (!tagSides) {
    // Battle stars, and any other tag without a behaviour: drawn markers whose meaning is the scenario's own prose
    // (each scenario gives a star its own rule: paradrop targets, reinforcements held back), listed as not applied
    // (rules-decisions C27). A behaviour we do not play is refused.
    const behavior = behaviorName(field(tag, 'behavior'));
    if (behavior) {
      unsupportedBehavior(c, behavior, 'tag', name, hex);
      return;
    }
    const marker = MARKER_KINDS.find((k) => (MARKERS[k].m44 as readonly string[]).includes(name)) ?? 'token';
    // One marker a hex: a battle star outranks a plain token.
    if (!d.marker || (d.marker === 'token' && marker !== 'token')) d.marker = marker;
    c.notApplied.push({ kind: 'marker', marker, hexes: [hex] });
    return;
  }
  const tagBehavior = behaviorName(field(tag, 'behavior'));
  if (tagBehavior) unsupportedBehavior(c, tagBehavior, 'tag', name, hex);
  const medal = field(tag, 'medal');
  let hold = 1;
  let medals = 1;
  let permanent = false;
  let control: ObjectiveControl | undefined;
  let turnStartOpt = false;
  let lastToOccupy = false;
  if (medal !== undefined && medal !== null && !isRecord(medal)) {
    c.problem(`${path}.medal`, `the medal of the tag on ${hexText(hex)} must be an object, got ${describeValue(medal)}`, hex);
    return;
  }
  const sides = medalSides(c, tag, isRecord(medal) ? medal : undefined, name, tagSides, path, hex);
  if (!sides) return;
  if (isRecord(medal)) {
    for (const k of unknownKeys(medal, KNOWN_MEDAL)) c.note(`ignored unknown key "${k}" in a medal`);
    const option = (opt: string): boolean => {
      const raw = field(medal, opt);
      if (raw === undefined || raw === null) return false;
      const b = toBool(raw);
      if (b === undefined) c.problem(`${path}.medal.${opt}`, `${opt} of the medal on ${hexText(hex)} must be true or false, got ${describeValue(raw)}`, hex);
      return b === true;
    };
    const [majority, sole, last, turnStart] = MEDAL_RULE_OPTIONS.map(option) as [boolean, boolean, boolean, boolean];
    if (majority && sole) c.unsupported(`medal options majority and sole_control together (on tag "${name}")`, hex);
    else if (majority) control = 'majority';
    else if (sole) control = 'sole';
    if (turnStart) turnStartOpt = true;
    if (last) lastToOccupy = true;
    const readNum = (key: string, dflt: number): number => {
      const v = field(medal, key);
      if (v === undefined || v === null || v === '') return dflt;
      const n = toInt(v);
      if (n === undefined) {
        c.problem(`${path}.medal.${key}`, `${key} of the medal on ${hexText(hex)} must be a whole number, got ${describeValue(v)}`, hex);
        return dflt;
      }
      return n;
    };
    hold = readNum('nbr_hex', 1);
    medals = readNum('counts_for', 1);
    // any_hex: any one hex of the tag's hex and its group scores (4258 Mont Pincon), which is what hold 1 says. With
    // more hexes to hold its meaning is not written anywhere, so it is refused rather than guessed.
    const anyRaw = field(medal, 'any_hex');
    if (anyRaw !== undefined && anyRaw !== null) {
      const any = toBool(anyRaw);
      if (any === undefined) c.problem(`${path}.medal.any_hex`, `any_hex of the medal on ${hexText(hex)} must be true or false, got ${describeValue(anyRaw)}`, hex);
      else if (any && hold !== 1) c.unsupported(`medal option any_hex with nbr_hex ${hold} (on tag "${name}")`, hex);
    }
    const p = field(medal, 'permanent');
    if (p !== undefined && p !== null) {
      const b = toBool(p);
      if (b === undefined) c.problem(`${path}.medal.permanent`, `permanent of the medal on ${hexText(hex)} must be true or false, got ${describeValue(p)}`, hex);
      else permanent = b;
    }
  }
  const hexes: Hex[] = [hex];
  for (const h of readGroup(c, tag, path, hex, geometry, 'medal')) if (!hexes.some((x) => x.row === h.row && x.col === h.col)) hexes.push(h);
  if (control && hold !== 1) {
    // A majority or sole control counts no fixed number of hexes; with more than one to hold, its meaning is written nowhere.
    c.unsupported(`medal option ${control === 'majority' ? 'majority' : 'sole_control'} with nbr_hex ${hold} (on tag "${name}")`, hex);
  }
  if (lastToOccupy && permanent) c.unsupported(`medal options last_to_occupy and permanent together (on tag "${name}")`, hex);
  const o: DraftObjective = { sides, at: hex, hexes, hold, medals, permanent };
  if (control) o.control = control;
  if (turnStartOpt) o.turnStart = true;
  if (lastToOccupy) o.lastToOccupy = true;
  objectives.push(o);
}

/** A tag's `group`: hexes in letter-number form or `{row, col}`; each bad entry is a problem. */
function readGroup(c: Collector, tag: Record<string, unknown>, path: string, hex: Hex, geometry: BoardGeometry, what: string): Hex[] {
  const out: Hex[] = [];
  const group = asList(field(tag, 'group'));
  if (group === undefined) c.problem(`${path}.group`, `the group of the tag on ${hexText(hex)} must be a list`, hex);
  (group ?? []).forEach((g, k) => {
    let h: Hex | undefined;
    if (typeof g === 'string') h = decodeHexName(g, geometry.rows);
    else if (isRecord(g)) {
      const r = toInt(field(g, 'row'));
      const cc = toInt(field(g, 'col'));
      if (r !== undefined && cc !== undefined) h = { row: r, col: cc };
    }
    if (!h || !onBoard(geometry, h)) {
      c.problem(`${path}.group[${k}]`, `${describeValue(g)}${typeof g === 'string' ? ` ("${g.slice(0, 20)}")` : ''} in the ${what} group of ${hexText(hex)} is not a hex of the board`, hex);
      return;
    }
    if (!out.some((x) => x.row === h.row && x.col === h.col)) out.push(h);
  });
  return out;
}

/**
 * Exit markers onto their hexes. A marker without a side belongs to the side that moves toward its edge: on the top
 * row, the player whose home edge is the bottom, and the reverse (rules-decisions C26); on a left or right edge only, a
 * problem. A hex must be on an edge; two markers of different sides on one hex are a problem.
 */
function placeExits(c: Collector, exits: DraftExit[], drafts: Map<string, DraftHex>, geometry: BoardGeometry, p1: Side): void {
  for (const x of exits) {
    const onEdge = x.hex.row === 0 || x.hex.row === geometry.rows - 1 || x.hex.col <= 1 || x.hex.col >= geometry.cols - 2;
    if (!onEdge) {
      c.problem(x.path, `the exit marker on ${hexText(x.hex)} is not on an edge of the board`, x.at);
      continue;
    }
    // Player 1's home edge is the top: the top row is the edge player 2 moves toward.
    const side = x.side ?? (x.hex.row === 0 ? other(p1) : x.hex.row === geometry.rows - 1 ? p1 : undefined);
    if (!side) {
      c.problem(`${x.path}.side`, `the exit marker on ${hexText(x.hex)} names no side and is on neither player's edge: add AXIS or ALLIES`, x.at);
      continue;
    }
    const d = draftAt(drafts, x.hex);
    if (d.exit && d.exit !== side) c.problem(x.path, `hex ${hexText(x.hex)} has exit markers of both sides`, x.at);
    else d.exit = side;
  }
}

/**
 * The sides that score a medal tag: the tag's own (medal0: both), narrowed to one by a `side` in the medal or on the
 * tag. A side the tag cannot have (medal1, an Allied medal, with side AXIS) or two different sides are problems.
 */
function medalSides(
  c: Collector,
  tag: Record<string, unknown>,
  medal: Record<string, unknown> | undefined,
  name: string,
  tagSides: readonly Side[],
  path: string,
  hex: Hex,
): readonly Side[] | undefined {
  let side: Side | undefined;
  let sideAt = '';
  for (const [raw, at] of [
    [medal ? field(medal, 'side') : undefined, `${path}.medal.side`],
    [field(tag, 'side'), `${path}.side`],
  ] as const) {
    if (raw === undefined || raw === null || raw === '') continue;
    const s = toSide(raw);
    if (!s) {
      c.problem(at, `the side of the medal on ${hexText(hex)} must be AXIS or ALLIES, got ${describeValue(raw)}${typeof raw === 'string' ? ` ("${raw.slice(0, 20)}")` : ''}`, hex);
      return undefined;
    }
    if (side && s !== side) {
      c.problem(at, `the medal on ${hexText(hex)} names two sides, ${side} and ${s}`, hex);
      return undefined;
    }
    side = s;
    sideAt = at;
  }
  if (!side) return tagSides;
  if (!tagSides.includes(side)) {
    c.problem(sideAt, `tag "${name}" on ${hexText(hex)} is an objective of the ${tagSides.join(' and ')}, but its side says ${side}`, hex);
    return undefined;
  }
  return [side];
}

/** A hex named in letter-number form (`G5`) or as `{row, col}`; undefined when it is neither or off the board. */
function readHexName(x: unknown, geometry: BoardGeometry): Hex | undefined {
  let h: Hex | undefined;
  if (typeof x === 'string') h = decodeHexName(x, geometry.rows);
  else if (isRecord(x)) {
    const row = toInt(field(x, 'row'));
    const col = toInt(field(x, 'col'));
    if (row !== undefined && col !== undefined) h = { row, col };
  }
  return h && onBoard(geometry, h) ? h : undefined;
}

function hexNameText(x: unknown): string {
  return typeof x === 'string' ? `"${x.slice(0, 20)}"` : describeValue(x);
}

/** A list of hexes in letter-number form; each bad entry is a problem at its path. */
function readHexNames(c: Collector, raw: unknown, path: string, geometry: BoardGeometry, what: string): Hex[] {
  const list = asList(raw);
  if (list === undefined || list.length === 0) {
    c.problem(path, `${what} must list at least one hex, got ${describeValue(raw)}`);
    return [];
  }
  const out: Hex[] = [];
  list.forEach((x, i) => {
    const h = readHexName(x, geometry);
    if (!h) c.problem(`${path}[${i}]`, `${hexNameText(x)} in ${what} is not a hex of the board`);
    else if (!out.some((o) => o.row === h.row && o.col === h.col)) out.push(h);
  });
  return out;
}

/** `group_sudden_death { side, number, group }`: the side wins at once holding `number` of the group's hexes. */
function readSuddenDeath(c: Collector, raw: unknown, path: string, geometry: BoardGeometry): SuddenDeath | undefined {
  if (!isRecord(raw)) {
    c.problem(path, `group_sudden_death must be an object, got ${describeValue(raw)}`);
    return undefined;
  }
  for (const k of unknownKeys(raw, KNOWN_SUDDEN)) c.note(`ignored unknown key "${k}" in group_sudden_death`);
  const side = toSide(field(raw, 'side'));
  if (!side) c.problem(`${path}.side`, `group_sudden_death needs the side that wins (AXIS or ALLIES), got ${describeValue(field(raw, 'side'))}`);
  const numberRaw = field(raw, 'number');
  const hold = numberRaw === undefined || numberRaw === null || numberRaw === '' ? 1 : toInt(numberRaw);
  if (hold === undefined) c.problem(`${path}.number`, `number of group_sudden_death must be a whole number, got ${describeValue(numberRaw)}`);
  const hexes = readHexNames(c, field(raw, 'group'), `${path}.group`, geometry, 'the group of group_sudden_death');
  if (!side || hold === undefined || hexes.length === 0) return undefined;
  return { side, hexes, ...(hold !== 1 ? { hold } : {}) };
}

interface SpecialOptions {
  playAs?: Partial<Record<Side, PlayAs[]>>;
  /** trains: `supply_train_rules` (FAQ §III Supply Train/Reinforcements; m44Trains.ts). */
  supplyTrain?: true;
  deck?: { reshuffle: false };
  airdrop?: Airdrop;
  battleRules?: BattleRuleId[];
  /** holdout3: a side may blow bridges (`blowbridge_opt1/2`); `nextToUnit` when a unit must be next to the bridge (C416). */
  blow?: { nextToUnit: boolean };
}

/**
 * `game_info.options` of the online edition: `deck_reshuffling` (false: never reshuffled), `airdrop` (units
 * dropped at random before the first turn), `hill317` (hexes from which the Allies may play a Recon 1 card as
 * Air Power). An option naming a rule we do not play, or one we do not know, is listed as not applied (C80); a played
 * rule with a value we cannot read is refused. An empty list or object means no option.
 */
function readOptions(c: Collector, raw: unknown, geometry: BoardGeometry): SpecialOptions {
  const out: SpecialOptions = {};
  if (raw === undefined || raw === null) return out;
  if (Array.isArray(raw)) {
    if (raw.length > 0) c.unsupported('game options written as a list');
    return out;
  }
  if (!isRecord(raw)) {
    c.problem('game_info.options', `game_info.options must be an object, got ${describeValue(raw)}`);
    return out;
  }
  for (const [key, value] of Object.entries(raw)) {
    const k = key.toLowerCase();
    const path = `game_info.options.${key}`;
    if (k === 'deck_reshuffling') {
      const b = toBool(value);
      if (b === undefined) c.problem(path, `deck_reshuffling must be true or false, got ${describeValue(value)}`);
      else if (!b) out.deck = { reshuffle: false };
    } else if (k === 'hill317') {
      const holding = readHexNames(c, value, path, geometry, 'hill317');
      if (holding.length > 0) out.playAs = { allies: [{ cards: [...HILL_317_CARDS], as: 'air-power', holding }] };
    } else if (k === 'airdrop') {
      const drop = readAirdrop(c, value, path, geometry);
      if (drop) out.airdrop = drop;
    } else if (k === 'blowbridge_opt1' || k === 'blowbridge_opt2') {
      // holdout3 (FAQ §III Blowing up Bridges; decision C416): the side that may blow bridges, and how.
      const rule = blowRule(k, value);
      if (rule) {
        (out.battleRules ??= []).push(`${rule.side === 'allies' ? 'allied' : 'axis'}-${rule.option === 1 ? 'sure-demolition' : 'demolition'}`);
        out.blow = { nextToUnit: (out.blow?.nextToUnit ?? false) || rule.nextToUnit };
        if (rule.unknown) c.notApplied.push({ kind: 'unknown-option', key: `${key.slice(0, 20)}: ${rule.unknown}` });
      } else if (toBool(value) !== false) c.unsupported(`game option "${key.slice(0, 40)}" without a side`);
    } else if (/^airdrop\d+$/.test(k)) {
      // holdout3 (decision C415): a further airdrop held back (6687's `airdrop2`, at full daylight) is not played.
      if (toBool(value) !== false) c.notApplied.push({ kind: 'piece', piece: 'later-airdrop', hexes: [] });
    } else if (k === 'supply_train_rules') {
      // trains (FAQ §III Supply Train/Reinforcements, l.1930): played by the train units (troops/trains.ts).
      if (toBool(value) !== false) out.supplyTrain = true;
    } else if (BATTLE_RULE_OPTIONS.has(k)) {
      // A battle-wide rule the app plays (battleRules.ts); switched off (false) is no rule; another value is refused.
      const id = battleRuleOfOption(k, value);
      if (id) (out.battleRules ??= []).push(id);
      else if (toBool(value) !== false) {
        const shown = typeof value === 'string' ? `"${value.slice(0, 40)}"` : describeValue(value);
        c.unsupported(`game option "${key.slice(0, 40)}" = ${shown}`);
      }
    } else if (Object.hasOwn(UNPLAYED_OPTIONS, k)) {
      // A battle-wide rule we do not play: the battle imports and the player is told (rules-decisions C80). Switched
      // off (false, empty) it names nothing.
      const off = toBool(value) === false;
      if (!off) c.notApplied.push({ kind: 'option', rule: UNPLAYED_OPTIONS[k as keyof typeof UNPLAYED_OPTIONS] });
    } else if (toBool(value) !== false) {
      // An option we do not know: like a rule written in prose, listed for the player rather than refused (C80).
      c.notApplied.push({ kind: 'unknown-option', key: key.slice(0, 40) });
    }
  }
  return out;
}

function readAirdrop(c: Collector, raw: unknown, path: string, geometry: BoardGeometry): Airdrop | undefined {
  if (!isRecord(raw)) {
    c.problem(path, `the airdrop option must be an object, got ${describeValue(raw)}`);
    return undefined;
  }
  for (const k of unknownKeys(raw, KNOWN_AIRDROP)) c.note(`ignored unknown key "${k}" in the airdrop option`);
  const side = toSide(field(raw, 'side'));
  if (!side) c.problem(`${path}.side`, `the airdrop needs the side whose units drop (AXIS or ALLIES), got ${describeValue(field(raw, 'side'))}`);
  const readWhole = (key: string): number | undefined => {
    const v = field(raw, key);
    const n = toInt(v);
    if (n === undefined) c.problem(`${path}.${key}`, `${key} of the airdrop must be a whole number, got ${describeValue(v)}`);
    return n;
  };
  // holdout3 (decision C415): several drops, `nbr_units` a list and the centres a list written as prose.
  const waveCounts = dropCounts(field(raw, 'nbr_units'));
  const units = waveCounts ? waveCounts[0] : readWhole('nbr_units');
  const radius = readWhole('range');
  const centreRaw = field(raw, 'center') ?? field(raw, 'centre');
  const centres = waveCounts ? dropCentres(centreRaw, (n) => readHexName(n, geometry)) : undefined;
  const centre = centres ? centres[0] : readHexName(centreRaw, geometry);
  if (!centre) c.problem(`${path}.center`, `the airdrop centre ${hexNameText(centreRaw)} is not a hex of the board`);
  else if (waveCounts && centres!.length !== waveCounts.length) {
    c.problem(`${path}.center`, `the airdrop names ${waveCounts.length} drops but ${centres!.length} centres (${hexNameText(centreRaw)})`);
  }
  const oneAtATime = behaviorName(field(raw, 'behavior')) === 'ONE_AT_TIME';
  const unitRaw = field(raw, 'unit');
  const unit = readUnit(c, typeof unitRaw === 'string' ? { name: unitRaw } : unitRaw, `${path}.unit`, undefined, 'of the airdrop');
  if (unit && side && unit.side !== side) {
    c.problem(`${path}.unit`, `the airdrop drops ${side} units, but "${String(field(unitRaw, 'name') ?? unitRaw)}" is a unit of the ${unit.side}`);
    return undefined;
  }
  if (!side || units === undefined || radius === undefined || !centre || !unit) return undefined;
  const { side: _side, ...dropped } = unit;
  const drop: Airdrop = { side, units, unit: dropped, centre, radius };
  if (waveCounts && centres && waveCounts.length > 1) drop.waves = waveCounts.slice(1).map((n, i) => ({ centre: centres[i + 1]!, units: n }));
  if (oneAtATime) drop.oneAtATime = true;
  return drop;
}

/**
 * Bridge spans: hexes whose bridge has behavior BRIDGE_SECTION, joined where they touch. A span of two or more
 * hexes must be a chain; it is entered and left only at its two ends, through the hex that continues the chain's
 * line beyond each end (Arnhem: the hexes the map marks "Enter Exit Bridge"). Span hexes without a terrain of
 * their own are written as river hexes, since our format puts every bridge on a river. A lone section is an
 * ordinary bridge.
 */
function readSpans(c: Collector, drafts: Map<string, DraftHex>, geometry: BoardGeometry): BridgeSpan[] {
  const sections = [...drafts.values()].filter((d) => d.spanSection).sort((a, b) => a.row - b.row || a.col - b.col);
  const spans: BridgeSpan[] = [];
  const done = new Set<string>();
  for (const start of sections) {
    if (done.has(hexKey(start))) continue;
    const group: DraftHex[] = [];
    const queue = [start];
    done.add(hexKey(start));
    while (queue.length > 0) {
      const d = queue.shift()!;
      group.push(d);
      for (const o of sections) {
        if (!done.has(hexKey(o)) && areAdjacent(d, o)) {
          done.add(hexKey(o));
          queue.push(o);
        }
      }
    }
    for (const d of group) if (!d.hasTerrain) d.terrain = 'river';
    if (group.length === 1) {
      c.warn(`A piece of a long bridge stands alone (${hexText(start)}): it is read as an ordinary bridge.`);
      continue;
    }
    const next = (d: DraftHex) => group.filter((o) => o !== d && areAdjacent(d, o));
    const ends = group.filter((d) => next(d).length === 1).sort((a, b) => a.row - b.row || a.col - b.col);
    const where = group.map(hexText).join(', ');
    if (ends.length !== 2 || group.some((d) => next(d).length > 2)) {
      c.unsupported(`bridge span ${where}: its sections do not form a single line, so its ends are unknown`);
      continue;
    }
    // The chain from its first end to its other end.
    const chain: DraftHex[] = [ends[0]!];
    while (chain.length < group.length) chain.push(next(chain[chain.length - 1]!).find((o) => !chain.includes(o))!);
    const exits: BridgeSpan['exits'] = [];
    for (const [end, inner] of [
      [chain[0]!, chain[1]!],
      [chain[chain.length - 1]!, chain[chain.length - 2]!],
    ] as const) {
      const land = { row: 2 * end.row - inner.row, col: 2 * end.col - inner.col };
      const d = drafts.get(hexKey(land));
      if (onBoard(geometry, land) && !(d?.terrain === 'river' && !d.bridge)) exits.push({ span: { row: end.row, col: end.col }, land });
    }
    if (exits.length === 0) {
      c.unsupported(`bridge span ${where}: no land hex continues it at either end, so it has no way on or off`);
      continue;
    }
    spans.push({ hexes: chain.map((d) => ({ row: d.row, col: d.col })), exits });
  }
  return spans;
}
