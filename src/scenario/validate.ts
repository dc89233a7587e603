/**
 * Validation of a Pocket '44 scenario (format version 1, see docs/scenario-format.md).
 *
 * Three stages, each reporting every problem it finds (none stops at the first one):
 * 1. a size/safety guard that refuses oversized or absurdly nested inputs before anything else looks at them;
 * 2. the structural valibot schema (`ScenarioSchema`): types, required fields, names of terrain, units...;
 * 3. semantic checks on the board: hexes on the board and unique, bridges on rivers, figures per unit kind,
 *    objectives, sides. They read the raw input defensively, so they also run when stage 2 failed and skip
 *    only the parts stage 2 already reported as malformed.
 */
import * as v from 'valibot';
import {
  BOARDS,
  BOARD_FACES,
  BOARD_KINDS,
  HEX_SIDES,
  areAdjacent,
  hexKey,
  isHexShape,
  neighbors,
  onBoard,
  sideKey,
  type BoardGeometry,
  type Hex,
} from '../engine/hex';
import { CARD_DEFS, MAX_DECKS, type CardType } from '../engine/cards';
import { BUNKER_CLAIMS, OBSTACLE_KINDS, TERRAIN_KINDS } from '../engine/terrain';
import { MARKER_KINDS } from '../engine/markers';
import { ARMIES } from '../engine/troops/nations';
import { canLead } from '../engine/troops/heroicLeader';
import { canRaft } from '../engine/troops/rafts';
import { UNIT_CLASSES, UNIT_KIND_NAMES, unitKind } from '../engine/units';
import { describeValue, guardInput, hexText, isRecord, joinPath, type GuardLimits, type Problem } from './problem';
import {
  OBJECTIVE_CONTROLS,
  SCENARIO_FORMAT,
  type BoardKind,
  type Scenario,
  type UnitKind,
} from './types';

export type { Problem } from './problem';

export type ValidationResult = { ok: true; scenario: Scenario } | { ok: false; problems: Problem[] };

export const SIDES = ['axis', 'allies'] as const;
export { BOARD_FACES, BOARD_KINDS, OBSTACLE_KINDS, TERRAIN_KINDS, UNIT_CLASSES };
/** Every unit kind (the engine's unit table). */
export const UNIT_KINDS = UNIT_KIND_NAMES;
export const CARD_TYPES = CARD_DEFS.map((d) => d.type) as readonly CardType[] as readonly [CardType, ...CardType[]];
/** The cards another card may be played as (`sides.<side>.playAs[].as`). */
export const PLAY_AS_TARGETS = ['air-power', 'barrage'] as const;

export const BOARD_GEOMETRIES: Readonly<Record<BoardKind, BoardGeometry>> = BOARDS;

/** Figures a unit starts with when `figures` is absent (the engine's unit table). */
export const DEFAULT_FIGURES: Readonly<Record<UnitKind, number>> = Object.fromEntries(
  UNIT_KIND_NAMES.map((k) => [k, unitKind(k).figures]),
) as Record<UnitKind, number>;

/** Most figures a unit may start with (the engine's unit table: `maxFigures`). */
export const MAX_FIGURES: Readonly<Record<UnitKind, number>> = Object.fromEntries(
  UNIT_KIND_NAMES.map((k) => [k, unitKind(k).maxFigures]),
) as Record<UnitKind, number>;

export const LIMITS = {
  /** Most entries in `board.hexes`. */
  maxHexes: 2000,
  /** Longest string anywhere in a scenario. */
  maxString: 2000,
  /** FAQ §XII Operation Market Garden (line 4485): "Neither side can ever have more than 13 cards in their hand". */
  cards: { min: 1, max: 13 },
  medalsToWin: { min: 1, max: 20 },
  extraDraws: { turns: 20, cards: 5 },
  airdrop: { units: 10, radius: 8, waves: 5 },
} as const;

const GUARD: GuardLimits = {
  maxDepth: 32,
  maxNodes: 200_000,
  maxString: LIMITS.maxString,
  maxEntries: LIMITS.maxHexes,
};

// ---------------------------------------------------------------------------------------------------------------
// Structural schema
// ---------------------------------------------------------------------------------------------------------------

function lastKey(issue: v.BaseIssue<unknown>): string {
  const last = issue.path?.[issue.path.length - 1];
  return last && 'key' in last ? String(last.key) : '?';
}

/** One message function for strict objects: wrong type, missing field, unknown field. */
function objectMessage(what: string) {
  return (issue: v.BaseIssue<unknown>): string => {
    if (issue.expected === 'never') return `unknown field "${lastKey(issue)}" in ${what}`;
    if (issue.path && issue.input === undefined && issue.expected?.startsWith('"')) {
      return `${what} is missing the required field ${issue.expected}`;
    }
    return `${what} must be an object, got ${describeValue(issue.input)}`;
  };
}

function int(what: string, min?: number, max?: number) {
  const actions: v.PipeItem<number, number, v.BaseIssue<unknown>>[] = [
    v.integer((i) => `${what} must be a whole number, got ${String(i.input)}`),
  ];
  if (min !== undefined) actions.push(v.minValue(min, (i) => `${what} must be at least ${min}, got ${String(i.input)}`));
  if (max !== undefined) actions.push(v.maxValue(max, (i) => `${what} must be at most ${max}, got ${String(i.input)}`));
  return v.pipe(v.number((i) => `${what} must be a number, got ${describeValue(i.input)}`), ...actions);
}

function str(what: string, maxLength: number) {
  return v.pipe(
    v.string((i) => `${what} must be a string, got ${describeValue(i.input)}`),
    v.minLength(1, `${what} must not be empty`),
    v.maxLength(maxLength, (i) => `${what} must be at most ${maxLength} characters, got ${i.received}`),
  );
}

function oneOf<const T extends readonly string[]>(what: string, values: T) {
  return v.picklist(values, (i) =>
    typeof i.input === 'string'
      ? `unknown ${what} "${i.input.slice(0, 60)}" (expected one of: ${values.join(', ')})`
      : `${what} must be one of ${values.join(', ')}, got ${describeValue(i.input)}`,
  );
}

function bool(what: string) {
  return v.boolean((i) => `${what} must be true or false, got ${describeValue(i.input)}`);
}

function list<T extends v.GenericSchema>(what: string, item: T) {
  return v.array(item, (i) => `${what} must be a list, got ${describeValue(i.input)}`);
}

export const HexSchema = v.strictObject({ row: int('row'), col: int('col') }, objectMessage('a hex'));

export const UnitSchema = v.strictObject(
  {
    side: oneOf('unit side', SIDES),
    kind: oneOf('unit kind', UNIT_KINDS),
    // The range depends on the kind: checked with the board (semantic checks).
    figures: v.optional(int('figures')),
    medals: v.optional(int('unit medals', 1)),
    badge: v.optional(str('badge', 40)),
    // FAQ §III Camouflage: only a close assault may target it until it moves or battles.
    camouflaged: v.optional(bool('camouflaged')),
    maxMove: v.optional(int('unit maxMove', 1, 3)),
    ignoreOneFlag: v.optional(bool('unit ignoreOneFlag')),
    // landing craft (FAQ §IV Landing Craft): on an Ocean hex.
    landingCraft: v.optional(bool('unit landingCraft')),
    // nations (FAQ §VII Nations; Equipment Pack §VII Minor Nations): the army whose own rules it follows.
    army: v.optional(oneOf('unit army', ARMIES)),
    // troopact (FAQ §III Heroic Leader): a Battle Star with this infantry unit.
    heroicLeader: v.optional(bool('unit heroicLeader')),
    // troopact (FAQ §III Collapsible Rafts & Boats): a folding boat with this infantry unit.
    raft: v.optional(bool('unit raft')),
    // trains (FAQ §IV Trains/Supply Trains): the wagon's hex, and the units aboard (checked with the board below).
    wagon: v.optional(v.strictObject({ row: int('wagon row'), col: int('wagon col') }, objectMessage('the wagon hex'))),
    cargo: v.optional(
      list(
        'unit cargo',
        v.strictObject(
          {
            kind: oneOf('cargo kind', UNIT_KINDS),
            figures: v.optional(int('cargo figures', 1, 4)),
            on: oneOf('cargo piece', ['loco', 'wagon'] as const),
            badge: v.optional(str('cargo badge', 40)),
          },
          objectMessage('a unit aboard'),
        ),
      ),
    ),
  },
  objectMessage('a unit'),
);

export const ScenarioHexSchema = v.strictObject(
  {
    minefield: v.optional(oneOf('minefield side', SIDES)),
    exit: v.optional(oneOf('exit side', SIDES)),
    row: int('row'),
    col: int('col'),
    terrain: v.optional(oneOf('terrain', TERRAIN_KINDS)),
    bridge: v.optional(bool('bridge')),
    bunker: v.optional(oneOf('bunker side', BUNKER_CLAIMS)),
    obstacle: v.optional(oneOf('obstacle', OBSTACLE_KINDS)),
    unit: v.optional(UnitSchema),
    label: v.optional(str('label', 200)),
    impassable: v.optional(bool('impassable')),
    blocksFire: v.optional(
      v.pipe(list('blocksFire', oneOf('unit class', UNIT_CLASSES)), v.minLength(1, 'blocksFire must name at least one unit class')),
    ),
    road: v.optional(v.pipe(list('road', oneOf('road side', HEX_SIDES)), v.minLength(1, 'a road must leave by at least one side'))),
    marker: v.optional(oneOf('marker', MARKER_KINDS)),
    headquarters: v.optional(oneOf('headquarters side', SIDES)),
    // seaWall (FAQ §II Sea Wall)
    seaWall: v.optional(oneOf('sea wall side', SIDES)),
    // camp recovery (FAQ §III Oasis Recovery)
    oasisRecovery: v.optional(bool('oasisRecovery')),
  },
  objectMessage('a board hex'),
);

export const HexSideSchema = v.strictObject(
  {
    a: HexSchema,
    b: HexSchema,
    impassable: v.optional(bool('impassable')),
    blocksSight: v.optional(bool('blocksSight')),
  },
  objectMessage('a hex side'),
);

export const BridgeSpanSchema = v.strictObject(
  {
    hexes: v.pipe(list('span hexes', HexSchema), v.minLength(2, 'a bridge span needs at least two hexes')),
    exits: v.pipe(
      list('span exits', v.strictObject({ span: HexSchema, land: HexSchema }, objectMessage('a span exit'))),
      v.minLength(1, 'a bridge span needs at least one exit'),
    ),
  },
  objectMessage('a bridge span'),
);

const hexList = (what: string) => v.pipe(list(what, HexSchema), v.minLength(1, `${what} must list at least one hex`));

export const PlayAsSchema = v.strictObject(
  {
    cards: v.pipe(list('playAs cards', oneOf('card type', CARD_TYPES)), v.minLength(1, 'playAs must name at least one card')),
    as: oneOf('playAs card', PLAY_AS_TARGETS),
    holding: v.optional(hexList('playAs holding')),
    inSection: v.optional(bool('playAs inSection')),
  },
  objectMessage('a playAs entry'),
);

export const SuddenDeathSchema = v.strictObject(
  { side: oneOf('sudden death side', SIDES), hexes: hexList('sudden death hexes'), hold: v.optional(int('hold', 1)) },
  objectMessage('a sudden death rule'),
);

export const AirdropSchema = v.strictObject(
  {
    side: oneOf('airdrop side', SIDES),
    units: int('airdrop units', 1, LIMITS.airdrop.units),
    unit: v.strictObject(
      {
        kind: oneOf('unit kind', UNIT_KINDS),
        figures: v.optional(int('figures')),
        medals: v.optional(int('unit medals', 1)),
        badge: v.optional(str('badge', 40)),
      },
      objectMessage('an airdrop unit'),
    ),
    centre: HexSchema,
    radius: int('airdrop radius', 0, LIMITS.airdrop.radius),
    // holdout3 (FAQ §III Paradrop; decision C415): further drops, each around its own centre; units dropped one at a time.
    waves: v.optional(
      v.pipe(
        v.array(v.strictObject({ centre: HexSchema, units: int('airdrop wave units', 1, LIMITS.airdrop.units) }, objectMessage('an airdrop wave')), 'airdrop waves must be a list'),
        v.maxLength(LIMITS.airdrop.waves, `an airdrop has at most ${LIMITS.airdrop.waves} further waves`),
      ),
    ),
    oneAtATime: v.optional(v.literal(true, 'oneAtATime must be true when present')),
  },
  objectMessage('airdrop'),
);

export const DeckRulesSchema = v.strictObject(
  {
    decks: v.optional(int('decks', 1, MAX_DECKS)),
    reshuffle: v.optional(bool('reshuffle')),
    emptyWinner: v.optional(oneOf('emptyWinner side', SIDES)),
  },
  objectMessage('deck'),
);

export const ObjectiveSchema = v.strictObject(
  {
    id: v.pipe(
      str('objective id', 64),
      v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'objective id may hold only letters, digits, "-" and "_"'),
    ),
    side: oneOf('objective side', SIDES),
    hexes: v.pipe(list('objective hexes', HexSchema), v.minLength(1, 'an objective needs at least one hex')),
    hold: v.optional(int('hold', 1)),
    medals: v.optional(int('objective medals', 1)),
    permanent: v.optional(bool('permanent')),
    control: v.optional(oneOf('objective control', OBJECTIVE_CONTROLS)),
    turnStart: v.optional(bool('turnStart')),
    lastToOccupy: v.optional(bool('lastToOccupy')),
  },
  objectMessage('an objective'),
);

const classMask = (what: string) => int(what, 0, 7);
const dice = (what: string) => int(what, 0, 3);

/** One terrain's changes in a battle (`rules.terrain.<kind>`): the fields of the engine's TerrainDef. */
export const TerrainOverrideSchema = v.strictObject(
  {
    noEntry: v.optional(classMask('noEntry')),
    stops: v.optional(classMask('stops')),
    stopsOnClimb: v.optional(classMask('stopsOnClimb')),
    climbCost: v.optional(int('climbCost', 1, 2)),
    noBattleOnEntry: v.optional(classMask('noBattleOnEntry')),
    battleOnEntryIfAdjacent: v.optional(classMask('battleOnEntryIfAdjacent')),
    closeCombatOnly: v.optional(classMask('closeCombatOnly')),
    leaveOneHex: v.optional(classMask('leaveOneHex')),
    noBattleOnLeave: v.optional(classMask('noBattleOnLeave')),
    ignoresFlag: v.optional(classMask('ignoresFlag')),
    blocksSight: v.optional(bool('blocksSight')),
    hill: v.optional(bool('hill')),
    mountain: v.optional(bool('mountain')),
    noBattleFrom: v.optional(bool('noBattleFrom')),
    noRetreat: v.optional(bool('noRetreat')),
    hedgerow: v.optional(bool('hedgerow')),
    moveCap: v.optional(int('moveCap', 1, 99)),
    thinIce: v.optional(int('thinIce', 0, 4)),
    protection: v.optional(v.tuple([dice('protection vs infantry'), dice('protection vs armor')], 'protection must be [vs infantry, vs armor]')),
    protectionFromHill: v.optional(
      v.tuple([dice('protectionFromHill vs infantry'), dice('protectionFromHill vs armor')], 'protectionFromHill must be [vs infantry, vs armor]'),
    ),
    battleOutPenalty: v.optional(
      v.tuple([dice('battleOutPenalty infantry'), dice('battleOutPenalty armor'), dice('battleOutPenalty artillery')], 'battleOutPenalty must be [infantry, armor, artillery]'),
    ),
    // holdout3 (FAQ §IV Tank Destroyers l.2796-2798; decisions C400, C412): the classes that may not battle from it.
    noBattleFromClass: v.optional(classMask('noBattleFromClass')),
  },
  objectMessage('a terrain change'),
);

/** A side's pontoon bridges: `max`, at most that many in the battle (absent: no limit). */
const PontoonRuleSchema = (side: string) => v.strictObject({ max: v.optional(int(`rules.pontoons.${side}.max`, 1, 20)) }, objectMessage(`rules.pontoons.${side}`));

/** italy: a side's airfield reinforcements: how many infantry units may land in the whole battle (absent: no limit). */
const AirfieldRuleSchema = (side: string) =>
  v.strictObject({ units: v.optional(int(`rules.airfieldReinforcements.${side}.units`, 1, 20)) }, objectMessage(`rules.airfieldReinforcements.${side}`));

// stars (house rules l.340, l.343; decisions C360-C363): a side's spotting hexes (and spotter kind), its objectives.
// The lists may be empty: a switch on a board with no battle star writes an empty list (nothing to hold or blow).
const SpottingRuleSchema = (side: string) =>
  v.strictObject(
    { hexes: list(`rules.forwardSpotting.${side}.hexes`, HexSchema), kind: v.optional(oneOf('unit kind', UNIT_KINDS)) },
    objectMessage(`rules.forwardSpotting.${side}`),
  );
const SabotageRuleSchema = (side: string) => v.strictObject({ hexes: list(`rules.sabotage.${side}.hexes`, HexSchema) }, objectMessage(`rules.sabotage.${side}`));

/** A side's way of blowing bridges: option 1 (sure, the card lost) or 2 (2 dice, a star). */
const BlowRuleSchema = (side: string) =>
  v.strictObject(
    { option: v.picklist([1, 2], (i) => `rules.blowBridges.${side}.option must be 1 or 2, got ${describeValue(i.input)}`) },
    objectMessage(`rules.blowBridges.${side}`),
  );

export const BattleRulesSchema = v.strictObject(
  {
    terrain: v.optional(v.record(oneOf('terrain kind', TERRAIN_KINDS), TerrainOverrideSchema, (i) => `rules.terrain must be an object, got ${describeValue(i.input)}`)),
    armorMove: v.optional(v.strictObject({ axis: v.optional(int('armorMove.axis', 1, 3)), allies: v.optional(int('armorMove.allies', 1, 3)) }, objectMessage('armorMove'))),
    cardAs: v.optional(v.record(oneOf('card type', CARD_TYPES), oneOf('card type', CARD_TYPES), (i) => `rules.cardAs must be an object, got ${describeValue(i.input)}`)),
    night: v.optional(bool('rules.night')),
    // Bridges built and blown (FAQ §II Pontoon Bridges, §III Blowing up Bridges): per side.
    pontoons: v.optional(v.strictObject({ axis: v.optional(PontoonRuleSchema('axis')), allies: v.optional(PontoonRuleSchema('allies')) }, objectMessage('rules.pontoons'))),
    blowBridges: v.optional(v.strictObject({ axis: v.optional(BlowRuleSchema('axis')), allies: v.optional(BlowRuleSchema('allies')) }, objectMessage('rules.blowBridges'))),
    // Smoke screens per side (FAQ §III Smoke Screen; decision C67).
    smoke: v.optional(v.strictObject({ axis: v.optional(int('smoke.axis', 0, 9)), allies: v.optional(int('smoke.allies', 0, 9)) }, objectMessage('smoke'))),
    desertOverrun: v.optional(bool('rules.desertOverrun')),
    oasisRecovery: v.optional(bool('rules.oasisRecovery')),
    hospitalRecovery: v.optional(bool('rules.hospitalRecovery')),
    // Re-Supply rules: half-tracks re-supply instead of battling (Equipment Pack l.311-330; decision C426).
    resupply: v.optional(bool('rules.resupply')),
    // Sabotaging a Dam: the side that sabotages (decision C91).
    damSabotage: v.optional(v.picklist(['axis', 'allies'], (i) => `rules.damSabotage must be "axis" or "allies", got ${describeValue(i.input)}`)),
    // nations (FAQ §VII US Marine Corps; Equipment Pack §VII Italian High Command): the side that plays each.
    gungHo: v.optional(v.picklist(['axis', 'allies'], (i) => `rules.gungHo must be "axis" or "allies", got ${describeValue(i.input)}`)),
    highCommand: v.optional(v.picklist(['axis', 'allies'], (i) => `rules.highCommand must be "axis" or "allies", got ${describeValue(i.input)}`)),
    commissar: v.optional(v.picklist(['axis', 'allies'], (i) => `rules.commissar must be "axis" or "allies", got ${describeValue(i.input)}`)),
    stiffUpperLip: v.optional(v.picklist(['axis', 'allies'], (i) => `rules.stiffUpperLip must be "axis" or "allies", got ${describeValue(i.input)}`)),
    // italy (Equipment Pack §VII France): the Furia Francese for French Infantry.
    furiaFrancese: v.optional(bool('rules.furiaFrancese')),
    // italy (house rules l.553-554, Terrain Pack Airfield): per side, how many infantry units may land in all.
    airfieldReinforcements: v.optional(
      v.strictObject(
        { axis: v.optional(AirfieldRuleSchema('axis')), allies: v.optional(AirfieldRuleSchema('allies')) },
        objectMessage('rules.airfieldReinforcements'),
      ),
    ),
    // funnies (FAQ §XII The Surrender of Elster's Column): the side that may not play Air Power.
    noAirPower: v.optional(v.picklist(['axis', 'allies'], (i) => `rules.noAirPower must be "axis" or "allies", got ${describeValue(i.input)}`)),
    // stars (house rules l.340, l.343; decisions C360-C363): per side.
    forwardSpotting: v.optional(
      v.strictObject({ axis: v.optional(SpottingRuleSchema('axis')), allies: v.optional(SpottingRuleSchema('allies')) }, objectMessage('rules.forwardSpotting')),
    ),
    sabotage: v.optional(v.strictObject({ axis: v.optional(SabotageRuleSchema('axis')), allies: v.optional(SabotageRuleSchema('allies')) }, objectMessage('rules.sabotage'))),
    // holdout3 (FAQ §III Blowing up Bridges l.1737; decision C416): the bridges that may be blown, those worth a medal.
    blowable: v.optional(
      v.strictObject(
        { hexes: list('rules.blowable.hexes', HexSchema), medals: v.optional(list('rules.blowable.medals', HexSchema)), nextToUnit: v.optional(v.literal(true, 'rules.blowable.nextToUnit must be true when present')) },
        objectMessage('rules.blowable'),
      ),
    ),
  },
  objectMessage('rules'),
);

export const ScenarioSideSchema = v.strictObject(
  {
    cards: int('cards', LIMITS.cards.min, LIMITS.cards.max),
    medalsToWin: int('medalsToWin', LIMITS.medalsToWin.min, LIMITS.medalsToWin.max),
    edge: oneOf('edge', ['top', 'bottom'] as const),
    nation: v.optional(str('nation', 16)),
    extraDraws: v.optional(
      v.strictObject(
        { turns: int('extraDraws.turns', 1, LIMITS.extraDraws.turns), cards: int('extraDraws.cards', 1, LIMITS.extraDraws.cards) },
        objectMessage('extraDraws'),
      ),
    ),
    playAs: v.optional(list('playAs', PlayAsSchema)),
  },
  objectMessage('a side'),
);

const isoDate = (what: string) =>
  v.pipe(
    v.string((i) => `${what} must be a date string, got ${describeValue(i.input)}`),
    v.isoDate((i) => `${what} must be a date written YYYY-MM-DD, got "${String(i.input).slice(0, 40)}"`),
  );

export const ScenarioSchema = v.strictObject(
  {
    format: v.literal(SCENARIO_FORMAT, (i) =>
      typeof i.input === 'number'
        ? `format version ${i.input} is not supported; this app reads version ${SCENARIO_FORMAT}`
        : `format must be the number ${SCENARIO_FORMAT}, got ${describeValue(i.input)}`,
    ),
    id: v.pipe(
      str('id', 64),
      v.regex(/^[a-z0-9][a-z0-9-]*$/, 'id may hold only lower-case letters, digits and "-", starting with a letter or digit'),
    ),
    name: str('name', 100),
    dates: v.optional(
      v.strictObject({ begin: isoDate('dates.begin'), end: isoDate('dates.end') }, objectMessage('dates')),
    ),
    front: v.optional(str('front', 40)),
    board: v.strictObject(
      {
        kind: oneOf('board kind', BOARD_KINDS),
        face: oneOf('board face', BOARD_FACES),
        hexes: list('board.hexes', ScenarioHexSchema),
        sides: v.optional(list('board.sides', HexSideSchema)),
        spans: v.optional(list('board.spans', BridgeSpanSchema)),
      },
      objectMessage('board'),
    ),
    sides: v.strictObject({ axis: ScenarioSideSchema, allies: ScenarioSideSchema }, objectMessage('sides')),
    first: oneOf('first side', SIDES),
    objectives: v.optional(list('objectives', ObjectiveSchema)),
    suddenDeath: v.optional(list('suddenDeath', SuddenDeathSchema)),
    deck: v.optional(DeckRulesSchema),
    airdrop: v.optional(AirdropSchema),
    rules: v.optional(BattleRulesSchema),
    briefing: v.optional(
      v.strictObject(
        { history: str('briefing.history', LIMITS.maxString), notes: list('briefing.notes', str('a note', LIMITS.maxString)) },
        objectMessage('briefing'),
      ),
    ),
  },
  objectMessage('a scenario'),
);

// The schema and the hand-written types must describe the same thing.
type SchemaOutput = v.InferOutput<typeof ScenarioSchema>;
const _toScenario = (s: SchemaOutput): Scenario => s;
const _fromScenario = (s: Scenario): SchemaOutput => s;
void _toScenario;
void _fromScenario;

// ---------------------------------------------------------------------------------------------------------------
// Helpers on the raw input
// ---------------------------------------------------------------------------------------------------------------

function at(x: unknown, ...keys: (string | number)[]): unknown {
  let cur = x;
  for (const k of keys) {
    if (typeof k === 'number') {
      if (!Array.isArray(cur)) return undefined;
      cur = cur[k];
    } else {
      if (!isRecord(cur) || !Object.prototype.hasOwnProperty.call(cur, k)) return undefined;
      cur = cur[k];
    }
  }
  return cur;
}

function hexOf(x: unknown): { row: number; col: number } | undefined {
  return isHexShape(x) ? { row: x.row, col: x.col } : undefined;
}

function pick<T extends string>(values: readonly T[], x: unknown): T | undefined {
  return typeof x === 'string' && (values as readonly string[]).includes(x) ? (x as T) : undefined;
}

/** The hex an issue path points into, if any: a board hex, an objective hex or a hex-side end. */
function hexForPath(input: unknown, keys: readonly unknown[]): { row: number; col: number } | undefined {
  if (keys[0] === 'board' && keys[1] === 'hexes' && typeof keys[2] === 'number') {
    return hexOf(at(input, 'board', 'hexes', keys[2]));
  }
  if (keys[0] === 'objectives' && typeof keys[1] === 'number' && keys[2] === 'hexes' && typeof keys[3] === 'number') {
    return hexOf(at(input, 'objectives', keys[1], 'hexes', keys[3]));
  }
  if (keys[0] === 'board' && keys[1] === 'sides' && typeof keys[2] === 'number' && (keys[3] === 'a' || keys[3] === 'b')) {
    return hexOf(at(input, 'board', 'sides', keys[2], keys[3]));
  }
  // Lists of hexes in the special rules: the hex named by the path's first list index after the field.
  for (let n = keys.length; n > 0; n--) {
    const last = keys[n - 1];
    if (typeof last === 'number' || last === 'centre' || last === 'span' || last === 'land') {
      const h = hexOf(at(input, ...(keys.slice(0, n) as (string | number)[])));
      if (h) return h;
    }
  }
  return undefined;
}

function issueToProblem(input: unknown, issue: v.BaseIssue<unknown>): Problem {
  const keys = (issue.path ?? []).map((p) => ('key' in p ? (p.key as string | number) : '?'));
  const problem: Problem = { path: joinPath(keys), message: issue.message };
  const hex = hexForPath(input, keys);
  if (hex) problem.hex = hex;
  return problem;
}

function boardRange(kind: BoardKind, g: BoardGeometry): string {
  return `the ${kind} board (rows 0..${g.rows - 1}, cols 0..${g.cols - 1})`;
}

/** Position problem of a hex on a board, or undefined when it is a real hex of that board. */
function positionProblem(h: Hex, kind: BoardKind, g: BoardGeometry): string | undefined {
  if (h.row < 0 || h.row >= g.rows || h.col < 0 || h.col >= g.cols) return `hex ${hexText(h)} is off ${boardRange(kind, g)}`;
  if (!onBoard(g, h)) return `${hexText(h)} is not a hex position: row + col must be even`;
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Semantic checks
// ---------------------------------------------------------------------------------------------------------------

function semanticProblems(input: Record<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  const add = (path: string, message: string, hex?: Hex): void => {
    problems.push(hex ? { path, message, hex: { row: hex.row, col: hex.col } } : { path, message });
  };

  const kind = pick(BOARD_KINDS, at(input, 'board', 'kind'));
  const geometry = kind ? BOARD_GEOMETRIES[kind] : undefined;

  // Board hexes.
  const hexes = at(input, 'board', 'hexes');
  const unitsBySide = { axis: 0, allies: 0 };
  let unitWithBadSide = false;
  /** Board hexes by hexKey, as written (for the special rules' checks). */
  const rawHexes = new Map<string, Record<string, unknown>>();
  if (Array.isArray(hexes)) {
    const seen = new Map<string, number>();
    hexes.forEach((h: unknown, i) => {
      const path = `board.hexes[${i}]`;
      if (!isRecord(h) || !isHexShape(h)) return; // reported by the schema
      const hex = { row: h.row, col: h.col };
      if (kind && geometry) {
        const where = positionProblem(hex, kind, geometry);
        if (where) add(path, where, hex);
      }
      const key = hexKey(hex);
      const first = seen.get(key);
      if (first !== undefined) add(path, `hex ${hexText(hex)} is listed twice (also at board.hexes[${first}])`, hex);
      else seen.set(key, i);
      if (!rawHexes.has(key)) rawHexes.set(key, h);
      if (h.impassable === true && isRecord(h.unit)) {
        add(`${path}.unit`, `a unit stands on ${hexText(hex)}, which is impassable`, hex);
      }
      if (isRecord(h.unit) && h.unit.landingCraft === true && (h.terrain !== 'ocean' || (typeof h.unit.kind === 'string' && (UNIT_KIND_NAMES as string[]).includes(h.unit.kind) && unitKind(h.unit.kind as UnitKind).naval))) {
        add(`${path}.unit`, `the landing craft on ${hexText(hex)} must be on an ocean hex and carry a land unit`, hex);
      }
      // ships (FAQ §IV Destroyers, Aircraft Carriers): a ship starts on an Ocean hex, the only hexes it may sail.
      if (isRecord(h.unit) && typeof h.unit.kind === 'string' && (UNIT_KIND_NAMES as string[]).includes(h.unit.kind) && unitKind(h.unit.kind as UnitKind).naval && h.terrain !== 'ocean') {
        add(`${path}.unit`, `the ${String(h.unit.kind)} on ${hexText(hex)} must stand on an ocean hex`, hex);
      }
      // troopact (FAQ §III Heroic Leader): only an infantry unit, never a sniper, may have one (decision C281).
      if (isRecord(h.unit) && h.unit.heroicLeader === true && typeof h.unit.kind === 'string' && (UNIT_KIND_NAMES as string[]).includes(h.unit.kind) && !canLead(h.unit.kind as UnitKind)) {
        add(`${path}.unit`, `the ${String(h.unit.kind)} on ${hexText(hex)} cannot have a heroic leader: only infantry may`, hex);
      }
      // troopact (FAQ §III Collapsible Rafts & Boats): "Available to Infantry only" (decision C292). A patrol car's boat is
      // refused at import only (newFileProblems below).
      if (isRecord(h.unit) && h.unit.raft === true && typeof h.unit.kind === 'string' && (UNIT_KIND_NAMES as string[]).includes(h.unit.kind) && !canLead(h.unit.kind as UnitKind)) {
        add(`${path}.unit`, `the ${String(h.unit.kind)} on ${hexText(hex)} cannot have a folding boat: only infantry may`, hex);
      }
      // trains (FAQ §IV Trains/Supply Trains): a train, and only a train, has a wagon, on a rail hex next to its engine.
      if (isRecord(h.unit) && typeof h.unit.kind === 'string' && (UNIT_KIND_NAMES as string[]).includes(h.unit.kind)) {
        const isTrain = unitKind(h.unit.kind as UnitKind).train === true;
        const w = h.unit.wagon;
        if (isTrain && !isRecord(w)) add(`${path}.unit`, `the ${String(h.unit.kind)} on ${hexText(hex)} needs its wagon's hex`, hex);
        else if (!isTrain && (w !== undefined || h.unit.cargo !== undefined)) add(`${path}.unit`, `the unit on ${hexText(hex)} is no train: only a train has a wagon and carries units`, hex);
        else if (isTrain && isRecord(w) && typeof w.row === 'number' && typeof w.col === 'number' && !areAdjacent(hex, { row: w.row, col: w.col })) {
          add(`${path}.unit.wagon`, `the wagon of the train on ${hexText(hex)} must be on a hex next to it`, hex);
        }
        // funnies-choice (Equipment Pack Hobart's Funnies l.190): the accessory is chosen at game start, for units on the board.
        if (Array.isArray(h.unit.cargo) && h.unit.cargo.some((x) => isRecord(x) && typeof x.kind === 'string' && (UNIT_KIND_NAMES as string[]).includes(x.kind) && unitKind(x.kind as UnitKind).accessoryChoice)) {
          add(`${path}.unit.cargo`, `the train on ${hexText(hex)} cannot carry a Churchill whose accessory is still to choose: its accessory is chosen at game start, on the board`, hex);
        }
        if (isTrain && h.terrain !== 'railroad' && h.terrain !== 'station') add(`${path}.unit`, `the ${String(h.unit.kind)} on ${hexText(hex)} must stand on a railroad or station hex`, hex);
      }
      if (h.impassable === true && h.bridge === true) {
        add(`${path}.impassable`, `the bridge hex ${hexText(hex)} cannot be impassable`, hex);
      }
      if (h.exit !== undefined && geometry && onBoard(geometry, hex)) {
        if (neighbors(geometry, hex).length === 6) add(`${path}.exit`, `the exit marker on ${hexText(hex)} is not on an edge of the board: units leave the board through an edge hex`, hex);
        if (h.impassable === true) add(`${path}.exit`, `the exit marker on ${hexText(hex)} is on an impassable hex, which no unit can reach`, hex);
      }
      // A headquarters (Capture HQ/Supply Tent): an enemy unit on it at the start would capture it at the first move.
      if (typeof h.headquarters === 'string' && isRecord(h.unit) && typeof h.unit.side === 'string' && h.unit.side !== h.headquarters) {
        add(`${path}.headquarters`, `an enemy unit stands on the ${String(h.headquarters)}' headquarters at ${hexText(hex)} at the start`, hex);
      }
      if (h.headquarters !== undefined && h.impassable === true) add(`${path}.headquarters`, `the headquarters on ${hexText(hex)} is on an impassable hex, which no unit can reach`, hex);
      if (Array.isArray(h.blocksFire)) {
        const classes = new Set<unknown>();
        h.blocksFire.forEach((c: unknown, j) => {
          if (classes.has(c)) add(`${path}.blocksFire[${j}]`, `blocksFire on ${hexText(hex)} names ${String(c)} twice`, hex);
          classes.add(c);
        });
      }

      if (Array.isArray(h.road)) {
        const sides = new Set<unknown>();
        h.road.forEach((side: unknown, j) => {
          if (sides.has(side)) add(`${path}.road[${j}]`, `the road on ${hexText(hex)} names side ${String(side)} twice`, hex);
          sides.add(side);
        });
      }

      const terrain = h.terrain;
      if (h.bridge === true && terrain !== 'river') {
        add(`${path}.bridge`, `the bridge on ${hexText(hex)} is not on a river hex`, hex);
      }
      const unit = h.unit;
      if (isRecord(unit)) {
        const side = pick(SIDES, unit.side);
        if (side) unitsBySide[side]++;
        else unitWithBadSide = true;
        // holdout3 (FAQ §III Collapsible Rafts & Boats; decision C411): a unit with its boat may start afloat.
        if (terrain === 'river' && h.bridge !== true && unit.raft !== true) {
          add(`${path}.unit`, `a unit stands on the river hex ${hexText(hex)}, which has no bridge`, hex);
        }
        const unitKind = pick(UNIT_KINDS, unit.kind);
        const figures = unit.figures;
        if (unitKind && typeof figures === 'number' && Number.isInteger(figures)) {
          const max = MAX_FIGURES[unitKind];
          if (figures < 1 || figures > max) {
            add(`${path}.unit.figures`, `${unitKind} on ${hexText(hex)} has ${figures} figures; it must have 1 to ${max}`, hex);
          }
        }
      }
    });
    // A unit whose side is malformed (already reported) might be the missing one: no second problem for it.
    for (const side of unitWithBadSide ? [] : SIDES) {
      if (unitsBySide[side] === 0) add('board.hexes', `there is no ${side} unit on the board; each side needs at least one`);
    }
  }

  // Hex sides.
  const hexSides = at(input, 'board', 'sides');
  if (Array.isArray(hexSides)) {
    const seen = new Map<string, number>();
    hexSides.forEach((s: unknown, i) => {
      const path = `board.sides[${i}]`;
      const a = at(s, 'a');
      const b = at(s, 'b');
      if (!isHexShape(a) || !isHexShape(b)) return;
      if (!areAdjacent(a, b)) {
        add(path, `${hexText(a)} and ${hexText(b)} are not adjacent hexes, so they share no side`, a);
        return;
      }
      if (geometry && !onBoard(geometry, a) && !onBoard(geometry, b)) {
        add(path, `the side between ${hexText(a)} and ${hexText(b)} is not on the board`, a);
      }
      const key = sideKey(a, b);
      const first = seen.get(key);
      if (first !== undefined) add(path, `the side between ${hexText(a)} and ${hexText(b)} is listed twice (also at board.sides[${first}])`, a);
      else seen.set(key, i);
    });
  }

  // Objectives.
  const objectives = at(input, 'objectives');
  if (Array.isArray(objectives)) {
    const ids = new Map<string, number>();
    objectives.forEach((o: unknown, i) => {
      const path = `objectives[${i}]`;
      if (!isRecord(o)) return;
      const id = o.id;
      if (typeof id === 'string') {
        const first = ids.get(id);
        if (first !== undefined) add(`${path}.id`, `objective id "${id.slice(0, 64)}" is used twice (also objectives[${first}])`);
        else ids.set(id, i);
      }
      const name = typeof id === 'string' ? `objective "${id.slice(0, 64)}"` : 'this objective';
      const oh = o.hexes;
      if (!Array.isArray(oh)) return;
      const seen = new Set<string>();
      oh.forEach((h: unknown, j) => {
        if (!isHexShape(h)) return;
        if (kind && geometry) {
          const where = positionProblem(h, kind, geometry);
          if (where) add(`${path}.hexes[${j}]`, `${name}: ${where}`, h);
        }
        const key = hexKey(h);
        if (seen.has(key)) add(`${path}.hexes[${j}]`, `${name} lists ${hexText(h)} twice`, h);
        seen.add(key);
      });
      const hold = o.hold;
      if (typeof hold === 'number' && Number.isInteger(hold) && hold > oh.length) {
        add(`${path}.hold`, `${name} must hold ${hold} hexes but has only ${oh.length}`);
      }
      if (hold !== undefined && typeof o.control === 'string') {
        add(`${path}.hold`, `${name} is held by ${o.control === 'sole' ? 'sole control' : 'majority'}, which counts no fixed number of hexes: leave out hold`);
      }
      if (o.lastToOccupy === true && o.permanent === true) {
        add(`${path}.lastToOccupy`, `${name} cannot be both permanent (never lost) and last to occupy (lost when the enemy holds it)`);
      }
      impassableHexes(`${path}.hexes`, oh, name);
    });
  }

  // A side that holds objectives worth its target at set-up has won before the first turn (rules-decisions S27).
  if (Array.isArray(objectives)) {
    const held = { axis: 0, allies: 0 };
    for (const o of objectives) {
      const side = pick(SIDES, at(o, 'side'));
      const oh = at(o, 'hexes');
      if (!side || !Array.isArray(oh)) continue;
      const hold = at(o, 'hold') ?? 1;
      const worth = at(o, 'medals') ?? 1;
      if (typeof hold !== 'number' || typeof worth !== 'number') continue;
      // A turn-start objective of the side that does not move first is looked at only when its turn starts.
      if (at(o, 'turnStart') === true && side !== at(input, 'first')) continue;
      const onBy = (s: string) => oh.filter((h: unknown) => isHexShape(h) && pick(SIDES, at(rawHexes.get(hexKey(h)), 'unit', 'side')) === s).length;
      const on = onBy(side);
      const enemy = onBy(side === 'axis' ? 'allies' : 'axis');
      const control = at(o, 'control');
      if (control === 'majority' ? on > enemy : control === 'sole' ? on > 0 && enemy === 0 : on >= hold) held[side] += worth;
    }
    for (const side of SIDES) {
      const target = at(input, 'sides', side, 'medalsToWin');
      if (held[side] > 0 && typeof target === 'number' && held[side] >= target) {
        add(
          `sides.${side}.medalsToWin`,
          `the ${SIDE_NAME[side]} hold objectives worth ${held[side]} ${held[side] === 1 ? 'medal' : 'medals'} at the start and need ${target}: the game would be over before the first turn`,
        );
      }
    }
  }

  /** A hex no unit may enter can never be held: report it in a list of hexes to hold. */
  function impassableHexes(path: string, list: unknown[], name: string): void {
    list.forEach((h: unknown, j) => {
      if (isHexShape(h) && rawHexes.get(hexKey(h))?.impassable === true) {
        add(`${path}[${j}]`, `${name}: ${hexText(h)} is impassable, so no unit can ever hold it`, h);
      }
    });
  }

  /** Each hex of a list on the board and listed once. */
  function hexListProblems(path: string, list: unknown[], name: string): void {
    const seen = new Set<string>();
    list.forEach((h: unknown, j) => {
      if (!isHexShape(h)) return;
      if (kind && geometry) {
        const where = positionProblem(h, kind, geometry);
        if (where) add(`${path}[${j}]`, `${name}: ${where}`, h);
      }
      const key = hexKey(h);
      if (seen.has(key)) add(`${path}[${j}]`, `${name} lists ${hexText(h)} twice`, h);
      seen.add(key);
    });
  }

  // Bridge spans.
  const spans = at(input, 'board', 'spans');
  if (Array.isArray(spans)) {
    const inSpan = new Map<string, number>();
    spans.forEach((sp: unknown, i) => {
      const path = `board.spans[${i}]`;
      const sh = at(sp, 'hexes');
      if (!Array.isArray(sh)) return;
      hexListProblems(`${path}.hexes`, sh, `bridge span ${i}`);
      const mine = new Set<string>();
      sh.forEach((h: unknown, j) => {
        if (!isHexShape(h)) return;
        const key = hexKey(h);
        const raw = rawHexes.get(key);
        if (!raw || raw.terrain !== 'river' || raw.bridge !== true) {
          add(`${path}.hexes[${j}]`, `bridge span ${i}: ${hexText(h)} is not a river hex with a bridge`, h);
        }
        const other = inSpan.get(key);
        if (other !== undefined && other !== i) add(`${path}.hexes[${j}]`, `${hexText(h)} is in two bridge spans (also board.spans[${other}])`, h);
        inSpan.set(key, i);
        mine.add(key);
      });
      const spanHexes = sh.filter(isHexShape);
      spanHexes.forEach((h) => {
        if (spanHexes.length > 1 && !spanHexes.some((o) => areAdjacent(o, h))) {
          add(`${path}.hexes`, `bridge span ${i}: ${hexText(h)} is not next to another hex of the span`, h);
        }
      });
      const exits = at(sp, 'exits');
      if (!Array.isArray(exits)) return;
      exits.forEach((e: unknown, k) => {
        const epath = `${path}.exits[${k}]`;
        const a = at(e, 'span');
        const b = at(e, 'land');
        if (!isHexShape(a) || !isHexShape(b)) return;
        if (!mine.has(hexKey(a))) add(`${epath}.span`, `bridge span ${i}: the exit's span hex ${hexText(a)} is not one of the span's hexes`, a);
        if (mine.has(hexKey(b))) add(`${epath}.land`, `bridge span ${i}: the exit's land hex ${hexText(b)} is a hex of the span itself`, b);
        else if (kind && geometry && !onBoard(geometry, b)) add(`${epath}.land`, `bridge span ${i}: the exit's land hex ${hexText(b)} is off the board`, b);
        if (!areAdjacent(a, b)) add(epath, `bridge span ${i}: ${hexText(a)} and ${hexText(b)} are not adjacent, so no exit joins them`, a);
      });
    });
  }

  // Cards played as other cards, extra draws.
  for (const side of SIDES) {
    const playAs = at(input, 'sides', side, 'playAs');
    if (!Array.isArray(playAs)) continue;
    playAs.forEach((pa: unknown, k) => {
      const path = `sides.${side}.playAs[${k}]`;
      const cards = at(pa, 'cards');
      const as = at(pa, 'as');
      if (Array.isArray(cards)) {
        const seen = new Set<unknown>();
        cards.forEach((c: unknown, j) => {
          if (seen.has(c)) add(`${path}.cards[${j}]`, `playAs names the card ${String(c)} twice`);
          seen.add(c);
          if (c === as) add(`${path}.cards[${j}]`, `a card cannot be played as itself (${String(c)})`);
          // Ambush is played in the other side's turn and Counter-Attack is a copy: neither has a card to stand in for.
          if (c === 'ambush' || c === 'counter-attack') add(`${path}.cards[${j}]`, `${c} cannot be played as another card`);
        });
      }
      const holding = at(pa, 'holding');
      if (Array.isArray(holding)) {
        hexListProblems(`${path}.holding`, holding, `playAs of ${side}`);
        impassableHexes(`${path}.holding`, holding, `playAs of ${side}`);
      }
    });
  }

  // stars: spotting hexes and sabotage objectives are board hexes, each listed once.
  for (const side of SIDES) {
    for (const [field, name] of [['forwardSpotting', 'spotting hexes'], ['sabotage', 'sabotage objectives']] as const) {
      const hexes = at(input, 'rules', field, side, 'hexes');
      if (Array.isArray(hexes)) hexListProblems(`rules.${field}.${side}.hexes`, hexes, `${name} of ${side}`);
    }
  }

  // Sudden death.
  const sudden = at(input, 'suddenDeath');
  if (Array.isArray(sudden)) {
    sudden.forEach((sd: unknown, i) => {
      const path = `suddenDeath[${i}]`;
      const sh = at(sd, 'hexes');
      if (!Array.isArray(sh)) return;
      hexListProblems(`${path}.hexes`, sh, `sudden death ${i}`);
      impassableHexes(`${path}.hexes`, sh, `sudden death ${i}`);
      const hold = at(sd, 'hold');
      if (typeof hold === 'number' && Number.isInteger(hold) && hold > sh.length) {
        add(`${path}.hold`, `sudden death ${i} must hold ${hold} hexes but has only ${sh.length}`);
      }
    });
  }

  // Deck.
  if (pick(SIDES, at(input, 'deck', 'emptyWinner')) && at(input, 'deck', 'reshuffle') !== false) {
    add('deck.emptyWinner', 'emptyWinner needs "reshuffle": false (a deck that is reshuffled never runs out)');
  }

  // Airdrop.
  const centre = at(input, 'airdrop', 'centre');
  if (isHexShape(centre) && kind && geometry) {
    const where = positionProblem(centre, kind, geometry);
    if (where) add('airdrop.centre', `the airdrop centre: ${where}`, centre);
  }
  // holdout3 (decision C415): each further wave's centre is a hex of the board too.
  const waves = at(input, 'airdrop', 'waves');
  if (Array.isArray(waves) && kind && geometry) {
    waves.forEach((w: unknown, i) => {
      const c = isRecord(w) ? w.centre : undefined;
      const where = isHexShape(c) ? positionProblem(c, kind, geometry) : undefined;
      if (where && isHexShape(c)) add(`airdrop.waves[${i}].centre`, `the airdrop centre: ${where}`, c);
    });
  }
  const dropKind = pick(UNIT_KINDS, at(input, 'airdrop', 'unit', 'kind'));
  // funnies-choice (Equipment Pack Hobart's Funnies l.190): no accessory is chosen for units that arrive later.
  if (dropKind && unitKind(dropKind).accessoryChoice) add('airdrop.unit.kind', `a dropped unit cannot be a Churchill whose accessory is still to choose: its accessory is chosen at game start, on the board`);
  const dropFigures = at(input, 'airdrop', 'unit', 'figures');
  if (dropKind && typeof dropFigures === 'number' && Number.isInteger(dropFigures)) {
    const max = MAX_FIGURES[dropKind];
    if (dropFigures < 1 || dropFigures > max) {
      add('airdrop.unit.figures', `dropped ${dropKind} has ${dropFigures} figures; it must have 1 to ${max}`);
    }
  }

  // Sides.
  const axisEdge = pick(['top', 'bottom'] as const, at(input, 'sides', 'axis', 'edge'));
  const alliesEdge = pick(['top', 'bottom'] as const, at(input, 'sides', 'allies', 'edge'));
  if (axisEdge && alliesEdge && axisEdge === alliesEdge) {
    add('sides.allies.edge', `both sides have the ${axisEdge} edge; one must be top and the other bottom`);
  }

  // Dates.
  const begin = at(input, 'dates', 'begin');
  const end = at(input, 'dates', 'end');
  if (typeof begin === 'string' && typeof end === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(begin) && /^\d{4}-\d{2}-\d{2}$/.test(end) && end < begin) {
    add('dates.end', `the battle ends (${end}) before it begins (${begin})`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// Entry point
// ---------------------------------------------------------------------------------------------------------------

/** Checks a parsed JSON value; never throws. On success `scenario` is a fresh copy holding only known fields. */
/**
 * Rules a battle file is refused for when it is imported, but not when a saved game or a kept import that holds it is
 * read back: they came after such files could be saved (decision C425), and a save is never lost to a newer check
 * (docs/saves.md). Of a scenario validateScenario accepted:
 * - no folding boat for a patrol car (Equipment Pack, Jeep Willys l.482; `canRaft`);
 * - no half-track, supply truck or patrol car as a train's rider: a train's riders get off at a station as a supply
 *   train's reinforcements (FAQ §III l.1930), and these kinds are never called in as reinforcements (Equipment Pack
 *   l.309, l.433, l.485; `noReinforcement`).
 */
export function newFileProblems(sc: Scenario): Problem[] {
  const out: Problem[] = [];
  sc.board.hexes.forEach((h, i) => {
    const u = h.unit;
    if (!u) return;
    const hex = { row: h.row, col: h.col };
    if (u.raft && !canRaft(u.kind)) out.push({ path: `board.hexes[${i}].unit`, message: `the ${u.kind} on ${hexText(hex)} cannot have a folding boat: no boat carries a vehicle`, hex });
    for (const x of u.cargo ?? []) {
      if (unitKind(x.kind).noReinforcement) out.push({ path: `board.hexes[${i}].unit.cargo`, message: `the train on ${hexText(hex)} cannot carry a ${x.kind}: it is never called in as reinforcements`, hex });
    }
  });
  return out;
}

export function validateScenario(input: unknown): ValidationResult {
  if (!isRecord(input)) {
    return { ok: false, problems: [{ path: '', message: `a scenario must be a JSON object, got ${describeValue(input)}` }] };
  }
  const hexes = at(input, 'board', 'hexes');
  if (Array.isArray(hexes) && hexes.length > LIMITS.maxHexes) {
    return {
      ok: false,
      problems: [
        { path: 'board.hexes', message: `the board lists ${hexes.length} hexes; a scenario may list at most ${LIMITS.maxHexes}` },
      ],
    };
  }
  const guard = guardInput(input, GUARD);
  if (guard.length > 0) return { ok: false, problems: guard };

  const parsed = v.safeParse(ScenarioSchema, input, { abortEarly: false, abortPipeEarly: true });
  const problems: Problem[] = parsed.success ? [] : parsed.issues.map((i) => issueToProblem(input, i));
  problems.push(...semanticProblems(input));
  if (problems.length > 0 || !parsed.success) return { ok: false, problems };
  return { ok: true, scenario: parsed.output };
}

const SIDE_NAME = { axis: 'Axis', allies: 'Allies' } as const;
const SIDE_ADJECTIVE = { axis: 'Axis', allies: 'Allied' } as const;

/**
 * Warnings about a valid scenario that the player should know before playing it (shown at import). A side whose
 * target exceeds every medal it could win (the other side's units, its own objectives), without a sudden-death rule
 * or the empty-deck win, can win only by destroying every enemy unit (rules-decisions S24).
 */
export function scenarioWarnings(sc: Scenario): string[] {
  const out: string[] = [];
  for (const side of SIDES) {
    const enemy = side === 'axis' ? 'allies' : 'axis';
    if (sc.suddenDeath?.some((d) => d.side === side) || sc.deck?.emptyWinner === side) continue;
    let units = 0;
    for (const h of sc.board.hexes) if (h.unit?.side === enemy) units += h.unit.medals ?? 1;
    if (sc.airdrop?.side === enemy) units += (sc.airdrop.units + (sc.airdrop.waves ?? []).reduce((n, w) => n + w.units, 0)) * (sc.airdrop.unit.medals ?? 1);
    let objectives = 0;
    for (const o of sc.objectives ?? []) if (o.side === side) objectives += o.medals ?? 1;
    // Exit markers: each of the side's own units may leave the board for a medal.
    if (sc.board.hexes.some((h) => h.exit === side)) for (const h of sc.board.hexes) if (h.unit?.side === side) objectives += 1;
    const target = sc.sides[side].medalsToWin;
    if (units + objectives >= target) continue;
    out.push(
      `the ${SIDE_NAME[side]} need ${target} medals but can win at most ${units + objectives} (${SIDE_ADJECTIVE[enemy]} units ${units}, ` +
        `${SIDE_ADJECTIVE[side]} objectives ${objectives}): they can win only by destroying every ${SIDE_ADJECTIVE[enemy]} unit`,
    );
  }
  return out;
}

/** Figures a unit starts with. */
export function unitFigures(unit: { kind: UnitKind; figures?: number }): number {
  return unit.figures ?? DEFAULT_FIGURES[unit.kind];
}
