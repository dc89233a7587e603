/**
 * The rules help's tables, generated from the engine's own rule tables (units, terrain, obstacles, dice, cards), so
 * the numbers a player reads are the numbers the game plays by. Words come from src/ui/text/rules.ts.
 */
import { ALL, CARD_DEFS, type CardDef, type CardType } from '../../engine/cards';
import { DIE_FACES, scoreRoll, type DieFace, type UnitSymbol } from '../../engine/dice';
import type { Section } from '../../engine/hex';
import {
  ALL as ALL_CLASSES,
  BRIDGE,
  BUNKER_PROTECTION,
  OBSTACLES,
  TERRAIN,
  type ClassMask,
  type ObstacleKind,
  type TerrainKind,
} from '../../engine/terrain';
import { MARKER_KINDS } from '../../engine/markers';
import { UNIT_CLASSES, UNIT_KINDS, type UnitClass, type UnitKind } from '../../engine/units';
import { BATTLE_RULE_IDS, type BattleRuleId } from '../../scenario/battleRules';
import { CARD_TEXT } from '../text/cards';
import { RULES_TEXT, type SectionFamily } from '../text/rules';
import { SCENARIO_IMPORT_TEXT } from '../text/scenarioImport';

const U = RULES_TEXT.units;
const TT = RULES_TEXT.terrain;
const D = RULES_TEXT.dice;
const C = RULES_TEXT.cards;

/** The die faces that score a hit on a unit symbol with no card in play, in die order. */
export function facesThatHit(symbol: UnitSymbol): DieFace[] {
  const faces = [...new Set(DIE_FACES)];
  return faces.filter((f) => scoreRoll([f], symbol, { starHits: false }).hits > 0);
}

export interface UnitRow {
  kind: UnitKind;
  name: string;
  figures: string;
  moves: string;
  /** Dice at distance d are dice[d - 1]; the length is the range. */
  dice: readonly number[];
  /** Short facts: what hits it, sight, terrain, ground taking, retreats. */
  notes: string[];
}

/** One row per unit kind of the engine, in its order. */
export function unitRows(): UnitRow[] {
  return (Object.keys(UNIT_KINDS) as UnitKind[]).map((kind) => {
    const k = UNIT_KINDS[kind];
    const notes = [U.hitBy(facesThatHit(k.symbol).map((f) => D.faceWord[f]))];
    if (!k.needsSight) notes.push(U.noSight);
    if (!k.terrainAffectsDice) notes.push(U.terrainIgnored);
    if (k.takesGround) notes.push(U.takesGround);
    if (k.overrun) notes.push(U.overrun);
    if (k.battlesAfterEnteringCover) notes.push(U.battlesAfterCover);
    if (k.engineer) notes.push(U.engineer);
    if (k.hitOnlyByGrenades) notes.push(U.sniper);
    if (k.starsHitInfantry) notes.push(U.machineGun);
    else if (!k.takesGround && k.symbol === 'infantry' && !k.resupplies) notes.push(U.mortar);
    if (k.confirmHits) notes.push(U.confirmHits);
    if (k.tankDestroyer) notes.push(U.tankDestroyer);
    if (k.figuresPerMedal) notes.push(U.figuresPerMedal(k.figuresPerMedal));
    if (k.noMedics) notes.push(U.noMedics);
    // Equipment Pack l.309, l.433, l.485 (decision C425)
    if (k.noReinforcement) notes.push(U.noReinforcement);
    if (k.ordersOneMore) notes.push(U.ordersOneMore);
    // brandenburgers (FAQ §IV Brandenburgers)
    if (k.disguise) notes.push(U.disguise);
    // vehicles (Equipment Pack Hobart's Funnies / FAQ §IV, §XII)
    if (k.petard) notes.push(U.petard);
    if (k.clearsMines) notes.push(U.clearsMines);
    // Retreating one hex per flag is the rule for everyone (see Retreats); only a different distance is worth a note.
    const [rmin, rmax] = k.retreatPerFlag;
    if (rmin !== 1 || rmax !== 1) notes.push(U.retreat(rmin, rmax));
    // guns (Equipment Pack): the artillery pieces' own abilities.
    if (k.symbol === 'artillery' && k.needsSight) notes.push(U.needsSight);
    if (k.fixedDice) notes.push(U.fixedDice);
    if (k.starsHitArmor) notes.push(U.starsHitArmor);
    if (k.zeroesIn) notes.push(U.zeroesIn);
    if (k.ignoresOneFlag) notes.push(U.ignoresOneFlag);
    // ships (FAQ §IV Destroyers, Aircraft Carriers)
    if (k.naval) notes.push(U.naval);
    if (k.naval && !k.dice.length) notes.push(U.carrier);
    // trains (FAQ §IV Trains/Supply Trains, Armored Trains)
    if (k.train) notes.push(U.train, k.dice.length ? U.armoredTrain : U.trainCargo);
    // swa (Equipment Pack / FAQ §IX Special Weapon Assets)
    if (k.antiTank) notes.push(U.antiTank);
    if (k.lateWarAsset) notes.push(U.lateWarAsset);
    // meemies (Equipment Pack Nebelwerfer / FAQ §IV Screaming Meemies)
    if (k.noCover) notes.push(U.noCover);
    if (k.incendiary) notes.push(U.incendiary);
    if (k.smokeShells) notes.push(U.smokeShells);
    // supply (Equipment Pack / FAQ §IV Supply Trucks)
    if (k.resupplies) notes.push(U.resupply);
    if (k.roadMove) notes.push(U.roadMove(k.roadMove));
    // vehicles (Equipment Pack, Half-Tracks - Re-supply; C426)
    if (k.resupplyRule) notes.push(U.resupplyRule);
    // funnies (Equipment Pack Hobart's Funnies, Mine digger)
    if (k.mineDigger) notes.push(U.mineDigger);
    // recon (Equipment Pack Jeep Willys / FAQ §IV Long-Range Patrol Cars)
    if (k.vehicle) notes.push(U.vehicle);
    if (k.roadCap) notes.push(U.roadCap(k.roadCap));
    // funnies3 (Equipment Pack Hobart's Funnies, Fascine and Bobbin)
    if (k.funnyGround) notes.push(U.funnyGround[k.funnyGround]);
    if (k.bridgeLayer) notes.push(U.bridgeLayer);
    // funnies-choice (Equipment Pack Hobart's Funnies l.190)
    if (k.accessoryChoice) notes.push(U.accessoryChoice);
    // holdout3 (FAQ §IV Tigers, Wittmann Q l.2658-2660)
    if (k.unmovedDice) notes.push(U.unmovedDice(k.unmovedDice[0]!));
    return {
      kind,
      name: U.name[kind],
      figures: U.figures(k.figures),
      moves: k.dice.length ? U.moves(k.move, k.moveAndBattle) : U.movesOnly(k.move),
      dice: k.dice,
      notes,
    };
  });
}

/** The longest range of any unit: the number of distance columns in the dice table. */
export function longestRange(): number {
  return Math.max(...Object.values(UNIT_KINDS).map((k) => k.dice.length));
}

/**
 * The markers a battle may put on a hex besides terrain and obstacles: the state's mines, exits and objectives, a smoke
 * screen's two faces, the camouflage mark, a headquarters' pennant free and captured, a sudden-death hex, and the engine's drawn markers
 * (engine/markers.ts `MARKERS`: a battle star, a plain token).
 */
export const MARKER_KEYS = [
  'minefield',
  'exit',
  'objective',
  'smoke',
  'smoke-thinning',
  'camouflage',
  'headquarters',
  'headquarters-captured',
  'sudden-death',
  'dam-charges',
  'dam-sabotaged',
  'blown-bridge',
  ...MARKER_KINDS,
  // seaWall (FAQ §II Sea Wall): permanent sandbags that shelter one side
  'sea-wall',
] as const satisfies readonly string[];
export type MarkerKey = (typeof MARKER_KEYS)[number];

export interface EffectRow {
  key: TerrainKind | ObstacleKind | 'bunker' | 'field-bunker' | 'bridge' | 'pontoon' | 'road' | MarkerKey;
  name: string;
  moving: string[];
  battle: string[];
  sight: string[];
}

/** The effects a terrain or obstacle may have, whichever table they come from (class masks: engine/terrain.ts). */
export interface Effects {
  noEntry?: ClassMask;
  hedgerow?: boolean;
  stops?: ClassMask | boolean;
  stopsOnClimb?: ClassMask;
  climbCost?: number;
  leaveOneHex?: ClassMask;
  moveCap?: number;
  noRetreat?: boolean;
  infantryOnly?: boolean;
  noBattleFrom?: boolean;
  noBattleOnEntry?: ClassMask;
  battleOnEntryIfAdjacent?: ClassMask;
  closeCombatOnly?: ClassMask;
  noBattleOnLeave?: ClassMask;
  protection: readonly [number, number];
  protectionFromHill?: readonly [number, number];
  battleOutPenalty?: readonly [number, number, number];
  hill?: boolean;
  mountain?: boolean;
  artilleryDice?: readonly number[] | null;
  ignoresFlag?: ClassMask | boolean;
  ignoresAllFlags?: ClassMask;
  artilleryHitsOnStarsOnly?: boolean;
  holdsArtillery?: boolean;
  thinIce?: number;
  ruinedBy?: ClassMask;
  blocksSight: boolean;
  // trench (FAQ §IV Tank Destroyers)
  noBattleFromClass?: ClassMask;
}

/** Moves longer than this are no limit at all (the terrain table uses 99 for "no cap"). */
const NO_CAP = 12;

/** The classes in a mask, in the engine's class order. */
function classesIn(mask: ClassMask): UnitClass[] {
  return UNIT_CLASSES.filter((_, i) => mask & (1 << i));
}

/** One sentence for an effect on a set of classes: the general sentence when it is every class. */
function forClasses(mask: ClassMask | boolean | undefined, all: string, some: (classes: UnitClass[]) => string): string | null {
  const m = mask === true ? ALL_CLASSES : mask || 0;
  if (!m) return null;
  return m === ALL_CLASSES ? all : some(classesIn(m));
}

/**
 * What one terrain, obstacle or marker does to moving, battle and sight, a sentence per field of its table entry
 * (the rules help's rows and the game screen's hex inspection, src/ui/game/inspect.ts).
 */
export function effectRow(key: EffectRow['key'], name: string, e: Effects): EffectRow {
  const extra = TT.extra[key] ?? {};
  const moving: string[] = [];
  const push = (out: string[], line: string | null) => {
    if (line) out.push(line);
  };
  push(moving, forClasses(e.noEntry, TT.impassable, TT.noEntryFor));
  if (e.infantryOnly) moving.push(TT.infantryOnly);
  if (e.hedgerow) moving.push(TT.hedgerow);
  push(moving, forClasses(e.stops, TT.stops, TT.stopsFor));
  push(moving, forClasses(e.stopsOnClimb, TT.stopsOnClimb, TT.stopsOnClimbFor));
  if (e.climbCost !== undefined && e.climbCost > 1) moving.push(TT.climbCost(e.climbCost));
  push(moving, forClasses(e.leaveOneHex, TT.leaveOneHex, TT.leaveOneHexFor));
  if (e.moveCap !== undefined && e.moveCap <= NO_CAP) moving.push(TT.moveCap(e.moveCap));
  if (e.noRetreat) moving.push(TT.noRetreat);
  if (e.mountain) moving.push(TT.mountainSteps);
  if (e.holdsArtillery) moving.push(TT.holdsArtillery);
  if (e.thinIce) moving.push(TT.thinIce(e.thinIce));
  if (extra.moving) moving.push(extra.moving);

  const battle: string[] = [];
  if (e.noBattleFrom) battle.push(TT.noBattleFrom);
  // trench: armor may not battle from it (FAQ §IV Tank Destroyers; engine/troops/trenchArmor.ts).
  push(battle, forClasses(e.noBattleFromClass, TT.noBattleFrom, TT.noBattleFromFor));
  push(battle, forClasses(e.noBattleOnEntry, TT.noBattleOnEntry, TT.noBattleOnEntryFor));
  push(battle, forClasses(e.battleOnEntryIfAdjacent, TT.battleOnEntryIfAdjacent, TT.battleOnEntryIfAdjacentFor));
  push(battle, forClasses(e.noBattleOnLeave, TT.noBattleOnLeave, TT.noBattleOnLeaveFor));
  push(battle, forClasses(e.closeCombatOnly, TT.closeCombatOnly, TT.closeCombatOnlyFor));
  const [vsInfantry, vsArmor] = e.protection;
  if (vsInfantry > 0 || vsArmor > 0) {
    battle.push(TT.protection(vsInfantry, vsArmor));
    if (e.hill && !(e.protectionFromHill ?? [0, 0]).some((n) => n > 0)) battle.push(e.mountain ? TT.mountainLevel : TT.hillLevel);
  }
  // One sentence per penalty: the classes that lose the same number of dice together.
  const penalties = e.battleOutPenalty ?? [0, 0, 0];
  for (const n of [...new Set(penalties)].filter((n) => n > 0)) {
    const mask = penalties.reduce((m, p, i) => (p === n ? m | (1 << i) : m), 0);
    battle.push(mask === ALL_CLASSES ? TT.battleOut(n) : TT.battleOutFor(classesIn(mask), n));
  }
  // A hex whose units may ignore every flag says so instead of "the first flag" for those classes.
  const allFlags = e.ignoresAllFlags ?? 0;
  push(battle, forClasses(allFlags, TT.ignoresAllFlags, TT.ignoresAllFlagsFor));
  const firstFlag = e.ignoresFlag === true ? ALL_CLASSES : e.ignoresFlag || 0;
  push(battle, forClasses(firstFlag & ~allFlags, TT.ignoresFlag, TT.ignoresFlagFor));
  if (e.artilleryHitsOnStarsOnly) battle.push(TT.artilleryStarsOnly);
  if (e.artilleryDice) battle.push(TT.artilleryDice(e.artilleryDice));
  if (e.ruinedBy) battle.push(TT.ruinedBy(classesIn(e.ruinedBy)));
  if (extra.battle) battle.push(extra.battle);

  const sight = [e.blocksSight ? TT.blocksSight : e.mountain ? TT.mountainSight : e.hill ? TT.hillSight : TT.clearSight];
  return {
    key,
    name,
    moving: moving.length ? moving : [TT.none],
    battle: battle.length ? battle : [TT.none],
    sight,
  };
}

/**
 * Markers: a minefield (any unit entering stops: FAQ §II Minefields Q1, as in engine/movement.ts), an exit marker
 * and an objective's medal. What they do beyond that is in the words (RULES_TEXT.terrain.extra).
 */
export function markerRows(): EffectRow[] {
  const none = { protection: [0, 0], blocksSight: false } as const;
  // Smoke blocks sight through its hexes (engine/smoke.ts); the other markers' rules are all in their words.
  const smoke = { ...none, blocksSight: true } as const;
  const effects: Record<MarkerKey, Effects> = {
    minefield: { ...none, stops: true },
    exit: none,
    objective: none,
    smoke,
    'smoke-thinning': smoke,
    camouflage: none,
    headquarters: none,
    'headquarters-captured': none,
    'sudden-death': none,
    'dam-charges': none,
    'dam-sabotaged': none,
    'blown-bridge': none,
    'battle-star': none,
    token: none,
    // seaWall (FAQ §II Sea Wall; src/engine/seaWall.ts): the sandbags' protection and flag, for its side only.
    'sea-wall': { protection: [1, 1], ignoresFlag: true, blocksSight: false },
  };
  return MARKER_KEYS.map((key) => effectRow(key, TT.obstacleName[key], effects[key]));
}

/** One row per terrain kind of the engine, in its order. */
export function terrainRows(): EffectRow[] {
  return (Object.keys(TERRAIN) as TerrainKind[]).map((kind) => effectRow(kind, TT.name[kind], TERRAIN[kind]));
}

/**
 * Obstacles and the two hex features that are not terrain (bunker, bridge). Sight: only a bunker blocks it (the
 * line-of-sight board in src/engine/battle.ts treats a bunker as a block and ignores the other obstacles).
 */
export function obstacleRows(): EffectRow[] {
  const rows = (Object.keys(OBSTACLES) as ObstacleKind[]).map((kind) =>
    effectRow(kind, TT.obstacleName[kind], { ...OBSTACLES[kind], blocksSight: false }),
  );
  rows.push(
    effectRow('bunker', TT.obstacleName.bunker, {
      protection: BUNKER_PROTECTION,
      ignoresFlag: true,
      blocksSight: true,
    }),
    // A field bunker (scenario `bunker: either`): the same effects for whichever side holds it.
    effectRow('field-bunker', TT.obstacleName['field-bunker'], {
      protection: BUNKER_PROTECTION,
      ignoresFlag: true,
      blocksSight: true,
    }),
    effectRow('bridge', TT.obstacleName.bridge, { ...BRIDGE }),
    // A pontoon bridge built in the battle (FAQ §II Pontoon Bridges): a bridge in every rule.
    effectRow('pontoon', TT.obstacleName.pontoon, { ...BRIDGE }),
    // A road is drawn over its hex's terrain and changes only movement (FAQ §II Roads): the words say it all.
    effectRow('road', TT.obstacleName.road, { protection: [0, 0], blocksSight: false }),
  );
  return rows;
}

export interface FaceRow {
  face: DieFace;
  name: string;
  /** How many of the die's faces show it. */
  count: number;
  effect: string;
}

/** Each distinct die face once, with how many faces of the die show it. */
export function faceRows(): FaceRow[] {
  return [...new Set(DIE_FACES)].map((face) => ({
    face,
    name: D.face[face],
    count: DIE_FACES.filter((f) => f === face).length,
    effect: D.effect[face],
  }));
}

export interface HitRow {
  symbol: UnitSymbol;
  name: string;
  /** "Hit by armor and grenades." */
  text: string;
}

/** For each unit symbol, the faces that hit it. */
export function hitRows(): HitRow[] {
  const symbols = [...new Set(Object.values(UNIT_KINDS).map((k) => k.symbol))];
  return symbols.map((symbol) => ({
    symbol,
    name: D.symbolName[symbol],
    text: U.hitBy(facesThatHit(symbol).map((f) => D.faceWord[f])),
  }));
}

export interface CardRow {
  /** The card type, or for a left/centre/right family its name ('recon', 'probe', ...). */
  key: CardType | SectionFamily;
  name: string;
  text: string;
}

const FAMILY = /^(recon|probe|attack|assault)-(left|centre|right)$/;
const SECTIONS: readonly Section[] = ['left', 'centre', 'right'];

/** What a section card orders, in words. */
function ordersText(def: CardDef): string {
  const s = def.sections ?? {};
  const count = (n: number): number | 'all' => (n >= ALL ? 'all' : n);
  const used = SECTIONS.filter((x) => s[x] !== undefined);
  const [first] = used.map((x) => s[x]!);
  const same = used.every((x) => s[x] === first);
  let text: string;
  if (used.length === 3 && same && first! < ALL) text = C.eachSection(first!);
  else if (used.length === 2 && same && !used.includes('centre') && first! < ALL) text = C.eachFlank(first!);
  else {
    const parts = used.map((x) => C.inSection(count(s[x]!), C.sectionName[x]));
    text = `${parts.join(', ')}.`;
    text = text.charAt(0).toUpperCase() + text.slice(1);
  }
  return def.recon ? `${text} ${C.recon}` : text;
}

/**
 * Section cards, the left/centre/right versions of a card folded into one row (their orders are the same, only the
 * section differs), in deck order.
 */
export function sectionCardRows(): CardRow[] {
  const rows: CardRow[] = [];
  const seen = new Set<string>();
  for (const def of CARD_DEFS) {
    if (def.kind !== 'section') continue;
    const m = FAMILY.exec(def.type);
    if (!m) {
      rows.push({ key: def.type, name: CARD_TEXT.name[def.type], text: ordersText(def) });
      continue;
    }
    const family = m[1] as SectionFamily;
    if (seen.has(family)) continue;
    seen.add(family);
    const n = Object.values(def.sections ?? {})[0] ?? 0;
    const text = C.inNamedSection(n >= ALL ? 'all' : n);
    rows.push({ key: family, name: C.family[family], text: def.recon ? `${text} ${C.recon}` : text });
  }
  return rows;
}

/** Tactic cards, one line each, in deck order. */
export function tacticCardRows(): CardRow[] {
  return CARD_DEFS.filter((d) => d.kind === 'tactic').map((d) => ({
    key: d.type,
    name: CARD_TEXT.name[d.type],
    text: (C.tactic as Partial<Record<CardType, string>>)[d.type] ?? '',
  }));
}

/**
 * Every named battle rule the app plays (src/scenario/battleRules.ts `BATTLE_RULES`), in the catalogue's order, in the
 * words of the import screen's switches (one source: text/scenarioImport.ts `rule`).
 */
export function battleRuleRows(): { id: BattleRuleId; name: string; effect: string }[] {
  return BATTLE_RULE_IDS.map((id) => ({ id, ...SCENARIO_IMPORT_TEXT.rule[id] }));
}
