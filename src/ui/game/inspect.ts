/**
 * Hex inspection (docs/ui.md "Inspecting a hex"): what a hex is, what its terrain, obstacles and markers do, the unit
 * on it and what that unit may do now — built from the engine's tables and legal actions, never from a list of its
 * own, so a terrain kind, obstacle or unit kind added to the tables is described here without a line changing.
 *
 * One function per kind of fact, run in the order of `HEX_READERS`: the terrain's effects (rules-tables.ts `effectRow`,
 * one sentence per table field, through the battle's own `terrainDef`), a bridge or pontoon, a road, a bunker, an
 * obstacle, a minefield, a smoke screen, a headquarters, an exit marker, a drawn marker, an objective, the unit (with
 * its own rules) and what it may do now. `CELL_FIELDS`, `UNIT_FIELDS`, `STATE_FIELDS` and `SPECIAL_FIELDS` are
 * Records over the engine's types naming the reader of each field, so a new field cannot be forgotten silently. Hidden things are read through the engine's player view of `viewer`: a
 * face-down minefield's strength shows only to the side that laid it. No DOM here: tests/ui/inspect.test.ts drives it.
 */
import { isZeroed } from '../../engine/troops/guns';
import { spotting } from '../../engine/battleStars/forwardSpotting';
import {
  actor,
  hexKey,
  isCave,
  legalActions,
  playerView,
  unitOn,
  type Action,
  type Cell,
  type GameState,
  type Hex,
  type ObjectiveState,
  type Side,
  type Unit,
} from '../../engine';
import { hexIndex, neighbors, sideKey } from '../../engine/hex';
import type { MarkerKind } from '../../engine/markers';
import { DAYLIGHT, visibleRange } from '../../engine/night';
import { DAM_MEDALS, DAM_TOKENS } from '../../engine/turn/dams';
import { BRIDGE, OBSTACLES, terrainDef, TERRAIN, type BunkerClaim, type ObstacleKind, type TerrainKind } from '../../engine/terrain';
import type { SmokeScreen, SpecialRules } from '../../engine/types';
import type { Scenario } from '../../engine/scenario';
import { appliedBattleRules, type BattleRuleId } from '../../scenario/battleRules';
import { UNIT_KINDS } from '../../engine/units';
import { effectRow, markerRows, obstacleRows, unitRows, type EffectRow } from '../app/rules-tables';
import { seenHex, type Orientation } from '../board/geometry';
import { BOARD_TEXT } from '../text/board';
import { placeName } from '../text/battles';
import { INSPECT_TEXT as I, type ArmyRule } from '../text/inspect';
import { isFrenchInfantry } from '../../engine/troops/furia';
import { RULES_TEXT } from '../text/rules';
import { SCENARIO_IMPORT_TEXT as IMPORT } from '../text/scenarioImport';

const TT = RULES_TEXT.terrain;
const SIDES = ['allies', 'axis'] as const satisfies readonly Side[];
const other = (side: Side): Side => (side === 'allies' ? 'axis' : 'allies');

/** One labelled sentence group ("Moving: ...") or a plain sentence (no label). */
export interface InspectLine {
  label?: string;
  text: string;
}

/** One thing on the hex: its terrain, a bridge, an obstacle, a marker, the unit, what the unit may do now. */
export interface InspectEntry {
  /** The legend key of the thing (a terrain or obstacle kind, 'bunker', 'minefield', ..., 'unit', 'now'). */
  key: string;
  name: string;
  lines: InspectLine[];
}

export interface HexInspection {
  hex: Hex;
  title: string;
  entries: InspectEntry[];
}

/** An effect row as labelled lines: moving, battle and sight ("No effect." rows left out but for the terrain). */
function effectLines(row: EffectRow, keepNone: boolean): InspectLine[] {
  const out: InspectLine[] = [];
  const add = (label: string, sentences: string[]): void => {
    if (!keepNone && sentences.length === 1 && sentences[0] === TT.none) return;
    out.push({ label, text: sentences.join(' ') });
  };
  add(I.moving, row.moving);
  add(I.battle, row.battle);
  add(I.sight, row.sight);
  return out;
}

/** The terrain: its name and every effect of the battle's own version of it. */
export function terrainEntry(state: GameState, cell: Cell): InspectEntry {
  const kind = cell.terrain;
  const def = terrainDef(state.board, kind);
  const row = effectRow(kind, TT.name[kind], def);
  const lines = effectLines(row, true);
  if (def !== TERRAIN[kind]) lines.push({ text: I.battleOwn });
  return { key: kind, name: row.name, lines };
}

/**
 * A bridge over the hex's water: it plays as ordinary ground (engine terrain.ts BRIDGE). A pontoon says it was built
 * in this battle; where a side may blow bridges (FAQ §III Blowing up Bridges; C61-C63), who may and how, save on a
 * long span, which no one may blow (C61).
 */
export function bridgeEntry(state?: GameState, cell?: Cell, hex?: Hex): InspectEntry {
  const row = effectRow('bridge', TT.obstacleName.bridge, { ...BRIDGE });
  const lines: InspectLine[] = [{ text: cell?.pontoon ? I.pontoon : I.bridgeOver }];
  // holdout3 (decision C416): a battle may name the bridges that may be blown, and make some worth a medal.
  const lim = state?.special?.blowable;
  const named = !lim || (hex !== undefined && lim.hexes.some((h) => h.row === hex.row && h.col === hex.col));
  if (cell?.span === undefined && named) {
    for (const side of SIDES) {
      const blow = state?.special?.blowBridges?.[side];
      if (blow) lines.push({ text: I.blowBridge(side, blow.option) });
      if (blow && lim?.nextToUnit) lines.push({ text: I.blowNextToUnit(side) });
      if (blow && hex && lim?.medals?.some((h) => h.row === hex.row && h.col === hex.col)) lines.push({ text: I.blowMedal(side) });
    }
  }
  return { key: cell?.pontoon ? 'pontoon' : 'bridge', name: cell?.pontoon ? I.pontoonName : row.name, lines: [...lines, ...effectLines(row, false)] };
}

/** A river hex with no bridge where a side may still build a pontoon bridge (FAQ §II Pontoon Bridges; C60). */
export function pontoonSiteEntry(state: GameState, cell: Cell): InspectEntry | null {
  if (cell.terrain !== 'river' || cell.bridge || cell.impassable) return null;
  const lines: InspectLine[] = [];
  for (const side of SIDES) {
    const rule = state.special?.pontoons?.[side];
    if (rule && (rule.max === undefined || (state.pontoons?.[side] ?? 0) < rule.max)) lines.push({ text: I.pontoonSite(side) });
  }
  return lines.length ? { key: 'pontoon', name: I.pontoonName, lines } : null;
}

/**
 * A smoke screen on the hex (FAQ §III Smoke Screen; C67-C68): who laid it, its face, when it thins or clears (at the
 * end of the enemy's first and second turns after it was laid), and what it does.
 */
export function smokeEntry(state: GameState, sc: SmokeScreen): InspectEntry {
  const enemy = other(sc.side);
  const theirTurnNow = state.turn.side === enemy;
  const when = sc.thinning ? I.smoke.clears(enemy, theirTurnNow) : I.smoke.thins(enemy, theirTurnNow);
  return { key: sc.thinning ? 'smoke-thinning' : 'smoke', name: sc.thinning ? I.smoke.thinningName : I.smoke.name, lines: [{ text: I.smoke.laidBy(sc.side) }, { text: when }, { text: I.smoke.effect }] };
}

/**
 * A headquarters or supply tent (FAQ §III Capture HQ/Supply Tent; C75): whose, whether the enemy holds it, what its
 * capture costs and how it is won back. `lost`: the cards its owner lost to the capture, when captured.
 */
export function headquartersEntry(side: Side, lost: number | undefined): InspectEntry {
  const H = I.headquarters;
  const lines: InspectLine[] = [{ text: H.whose(side) }];
  lines.push({ text: lost === undefined ? H.free(side) : H.captured(side, lost) });
  return { key: 'headquarters', name: H.name, lines };
}

/** Sabotaging a Dam on this dam (rules-decisions C91): who may, the charges set, or sabotaged. */
export function damEntry(state: GameState, key: string): InspectEntry | null {
  const rule = state.special?.damSabotage;
  if (!rule) return null;
  const D = I.dam;
  const lines: InspectLine[] = [{ text: D.who(rule.side) }];
  lines.push({ text: state.damsSabotaged?.[key] ? D.done(rule.side, DAM_MEDALS) : D.charges(state.damTokens?.[key] ?? 0, DAM_TOKENS) });
  return { key: 'dam-sabotage', name: D.name, lines };
}

/** A drawn marker no rule of ours reads (a battle star, rules-decisions C27): the battle's notes give its meaning. */
export function markerEntry(marker: MarkerKind): InspectEntry {
  return { key: marker, name: I.marker[marker], lines: [{ text: I.markerMeaning }] };
}

/** A row of the rules help's obstacle and marker table, by key. */
function tableRow(key: EffectRow['key']): EffectRow {
  return [...obstacleRows(), ...markerRows()].find((r) => r.key === key)!;
}

/** A road: the rules help's words, from the same row. */
export function roadEntry(): InspectEntry {
  const row = tableRow('road');
  return { key: 'road', name: row.name, lines: effectLines(row, false) };
}

export function bunkerEntry(owner: BunkerClaim): InspectEntry {
  // A field bunker (claim "either", rules-decisions C53) shelters whichever side holds it.
  const row = tableRow(owner === 'either' ? 'field-bunker' : 'bunker');
  return { key: 'bunker', name: row.name, lines: [{ text: owner === 'either' ? I.fieldBunker : I.bunker(owner) }, ...effectLines(row, false)] };
}

/** A sea wall (FAQ §II Sea Wall): whose units it shelters, then the rules help's row. */
export function seaWallEntry(side: Side): InspectEntry {
  const row = tableRow('sea-wall');
  return { key: 'sea-wall', name: row.name, lines: [{ text: I.seaWall(side) }, ...effectLines(row, false)] };
}

/** An obstacle of the engine's table (wire, hedgehog, sandbags, and any added later). */
export function obstacleEntry(kind: ObstacleKind): InspectEntry {
  const row = effectRow(kind, TT.obstacleName[kind], { ...OBSTACLES[kind], blocksSight: false });
  return { key: kind, name: row.name, lines: effectLines(row, false) };
}

/**
 * A minefield, as `viewer` may know it: its owner, its strength once face up, and while face down its strength only
 * when the viewer's own player view holds it (the side that laid it). With no viewer, nothing hidden is shown.
 */
export function minefieldEntry(state: GameState, key: string, viewer: Side | null): InspectEntry | null {
  const mine = state.mines?.[key];
  if (!mine) return null;
  const row = tableRow('minefield');
  const lines: InspectLine[] = [{ text: I.mine.owner(mine.owner) }];
  if (mine.revealed !== undefined) lines.push({ text: I.mine.revealed(mine.revealed) });
  else {
    const known = viewer ? playerView(state, viewer).hidden?.mines?.[key] : undefined;
    lines.push({ text: known === undefined ? I.mine.hidden : I.mine.known(known) });
  }
  return { key: 'minefield', name: row.name, lines: [...lines, ...effectLines(row, false)] };
}

export function exitEntry(side: Side): InspectEntry {
  return { key: 'exit', name: TT.obstacleName.exit, lines: [{ text: BOARD_TEXT.exit(side) }] };
}

/** An objective on the hex: whose, how many medals, and how it is held and kept. */
export function objectiveEntry(state: GameState, o: ObjectiveState): InspectEntry {
  const O = I.objective;
  const lines: InspectLine[] = [{ text: O.who(o.side, o.medals) }];
  lines.push({ text: o.permanent ? O.permanent : o.lastToOccupy ? O.lastToOccupy : O.temporary });
  lines.push({ text: o.control ? O[o.control] : O.hold(o.hold, o.hexes.length) });
  if (o.turnStart) lines.push({ text: O.turnStart });
  const taken = state.taken[o.id] ?? state.holding?.[o.id];
  if (taken) lines.push({ text: O.taken(taken) });
  return { key: 'objective', name: TT.obstacleName.objective, lines };
}

/** A sudden-death objective (the battle's special rules): holding it at the end of its side's turn wins at once. */
export function suddenDeathEntry(side: Side, hold: number, of: number): InspectEntry {
  return { key: 'suddenDeath', name: I.suddenDeath.name, lines: [{ text: I.suddenDeath.text(side, hold, of) }] };
}

/** The unit: side, kind, figures, the medals it is worth, its kind's moves and dice (the rules help's unit row). */
export function unitEntry(state: GameState, u: Unit): InspectEntry {
  const row = unitRows().find((r) => r.kind === u.kind)!;
  const enemy: Side = u.side === 'allies' ? 'axis' : 'allies';
  const k = UNIT_KINDS[u.kind];
  const lines: InspectLine[] = [
    { text: I.unit.who(u.side, row.name, u.figures, u.maxFigures) },
    // Half-tracks give medals by figures, not by unit: their note (row.notes) says how.
    ...(k.figuresPerMedal ? [] : [{ text: I.unit.medals(u.medals, enemy) }]),
    { text: row.moves },
    // A unit that never battles (a command car) has no dice to tell.
    ...(k.dice.length ? [{ text: I.unit.range(k.dice) }] : []),
  ];
  const range = visibleRange(state);
  if (range !== Infinity) lines.push({ text: I.unit.night(range) });
  if (row.notes.length) lines.push({ text: row.notes.join(' ') });
  if (u.badge) lines.push({ text: I.unit.badge(u.badge) });
  // Its own rules (scenario unit fields; C69, C73-C74) and the battle's limit on its side's armor (Blitz).
  if (u.camouflaged) lines.push({ text: I.unit.camouflaged });
  const armorMove = UNIT_KINDS[u.kind].symbol === 'armor' ? state.special?.armorMove?.[u.side] : undefined;
  if (u.maxMove !== undefined && (armorMove === undefined || u.maxMove < armorMove)) lines.push({ text: I.unit.maxMove(u.maxMove) });
  else if (armorMove !== undefined) lines.push({ text: I.unit.armorMove(u.side, armorMove) });
  if (u.ignoreOneFlag) lines.push({ text: I.unit.ignoreOneFlag });
  // brandenburgers (FAQ §IV Brandenburgers): the enemy figure, or its loss.
  if (UNIT_KINDS[u.kind].disguise) lines.push({ text: u.disguised ? I.unit.disguised : I.unit.unmasked });
  // guns: a cross-hair marker on it (troops/guns.ts; destroyers share them).
  if (state.zeroed && isZeroed(state, enemy, u.id)) lines.push({ text: I.unit.zeroed(enemy) });
  if (u.landingCraft) lines.push({ text: I.unit.landingCraft });
  // trains: who rides it, and a lost wagon (troops/trains.ts).
  if (u.cargo?.length) lines.push({ text: I.unit.trainCargo(u.cargo.length) });
  if (u.wagonLost) lines.push({ text: I.unit.wagonLost });
  // supply (Equipment Pack / FAQ §IV Supply Trucks): the loads it has left to hand out.
  if (k.resupplies) lines.push({ text: I.unit.supplies(u.figures) });
  // vehicles (Equipment Pack, Half-Tracks - Re-supply): under the battle's Re-Supply rule (C426).
  if (k.resupplyRule && state.special?.resupply) lines.push({ text: I.inThisBattle(IMPORT.rule['re-supply'].effect) });
  // Its army's own rules (troops/nations.ts), those that apply to its kind; then its side's command rules.
  if (u.army) for (const k of armyRules(u)) lines.push({ text: I.unit.army[k] });
  if (state.special?.gungHo === u.side) lines.push({ text: I.unit.gungHo });
  if (state.special?.highCommand === u.side) lines.push({ text: I.unit.highCommand });
  if (state.special?.stiffUpperLip === u.side) lines.push({ text: I.unit.stiffUpperLip });
  if (state.special?.commissar === u.side) lines.push({ text: I.unit.commissar });
  // italy (Equipment Pack §VII France)
  if (state.special?.furiaFrancese && isFrenchInfantry(u)) lines.push({ text: I.unit.furia });
  // troopact (FAQ §III Heroic Leader)
  if (u.heroicLeader) lines.push({ text: I.unit.heroicLeader });
  if (u.raft) lines.push({ text: I.unit.raft });
  // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge): its one bridge is laid.
  if (u.bridged) lines.push({ text: I.unit.bridged });
  return { key: 'unit', name: row.name, lines };
}

/** The army rules that apply to this unit, by its kind (FAQ §VII: the Japanese rules are its infantry's). */
function armyRules(u: Unit): ArmyRule[] {
  const symbol = UNIT_KINDS[u.kind].symbol;
  if (u.army === 'japanese') return symbol === 'infantry' ? ['yamato', 'seishin', 'banzai'] : [];
  if (u.army === 'italian') return symbol === 'artillery' ? ['italianRetreat', 'italianArtillery'] : ['italianRetreat'];
  if (u.army === 'french') return u.kind === 'infantry' ? ['frenchInfantry'] : [];
  return [];
}

/** The actions of `legal` that are this unit's (the pending decisions name their unit). */
function actionsOf(state: GameState, legal: readonly Action[], id: number): Action[] {
  return legal.filter((a) => 'unit' in a && a.unit === id);
}

/** What the unit may do at this moment, from the engine's legal actions. */
export function nowEntry(state: GameState, u: Unit): InspectEntry {
  const N = I.now;
  const lines: InspectLine[] = [];
  const say = (text: string): void => void lines.push({ text });
  const who = actor(state);
  const p = state.pending[0];
  if (state.winner || !who) say(N.over);
  else if (p && 'unit' in p && p.unit === u.id) {
    if (p.kind === 'retreat') say(N.retreat);
    else if (p.kind === 'takeGround') say(N.takeGround);
    else if (p.kind === 'overrun') say(N.overrun);
    else if (p.kind === 'furia') say(N.furia);
  } else if (u.side !== state.turn.side) say(N.notTurn(state.turn.side));
  else if (state.turn.stage === 'play') say(N.waitCard(u.side));
  else {
    const legal = p ? [] : legalActions(state);
    const mine = actionsOf(state, legal, u.id);
    const ordered = state.turn.ordered.includes(u.id);
    if (state.turn.stage === 'order') say(mine.some((a) => a.type === 'order') ? N.canOrder : ordered ? N.ordered : N.notOrderable);
    else {
      say(ordered ? N.ordered : N.notOrdered);
      const moves = new Set(mine.flatMap((a) => (a.type === 'move' ? [hexKey(a.to)] : [])));
      if (moves.size) say(N.moves(moves.size));
      if (mine.some((a) => a.type === 'exit')) say(N.exit);
      const targets = new Set(mine.flatMap((a) => (a.type === 'battle' ? [hexKey(a.target)] : [])));
      if (targets.size) say(N.battles(targets.size));
      // supply: a supply truck never battles; it may re-supply (troops/supply.ts).
      else if (ordered && state.turn.stage === 'battle' && !state.turn.units[u.id]?.noBattle && mine.length === 0 && battlesLeft(state, u) && !UNIT_KINDS[u.kind].resupplies) say(N.noTarget);
      const supplies = mine.filter((a) => a.type === 'resupply').length;
      if (supplies) say(N.resupply(supplies));
      if (mine.some((a) => a.type === 'removeWire')) {
        const obstacle = state.obstacles[String(u.row * state.board.geometry.cols + u.col)];
        // caves: the same action tries to seal a cave (troops/caves.ts).
        say(obstacle === 'roadblock' ? N.removeRoadblock : !obstacle && isCave(state, u) ? N.sealCave : N.removeWire);
      }
      // meemies: smoke rockets instead of a battle (troops/meemies.ts).
      if (mine.some((a) => a.type === 'smokeShells')) say(N.smokeShells);
      // stars: the objective it stands on may be blown up instead of a battle (battleStars/sabotage.ts).
      if (mine.some((a) => a.type === 'sabotage')) say(N.sabotage);
      if (ordered && !mine.length && lines.length === 1) {
        say(state.turn.stage === 'battle' ? N.nothing : state.turn.units[u.id]?.noBattle ? N.noBattleTurn : N.moveOver);
      }
    }
  }
  return { key: 'now', name: N.heading, lines };
}

/** The ordered unit still has a battle left this turn. */
function battlesLeft(state: GameState, u: Unit): boolean {
  const t = state.turn.units[u.id];
  return t !== undefined && t.battles < t.maxBattles && !t.retreated;
}

/** What each reader of a hex is given: the state, the hex, its cell and index key, the viewer, the unit on it. */
export interface HexContext {
  state: GameState;
  hex: Hex;
  cell: Cell;
  key: string;
  viewer: Side | null;
  unit: Unit | null;
}

const at = (hexes: readonly Hex[], hex: Hex): boolean => hexes.some((h) => h.row === hex.row && h.col === hex.col);

/**
 * One entry function per thing a hex can hold, in the order the panel lists them. `inspectHex` runs every one; the
 * Records below say which of them tells each field of a cell, a unit, the state and its special rules, so a field
 * added to the engine's types refuses to compile until it is placed (or marked as not about one hex).
 */
export const HEX_READERS = {
  terrain: ({ state, cell, hex }: HexContext): InspectEntry[] => {
    const t = terrainEntry(state, cell);
    if (cell.impassable) t.lines.push({ text: I.impassable });
    else if (cell.blocksFire) t.lines.push({ text: I.blocksFire(cell.blocksFire.map((c) => RULES_TEXT.dice.symbolName[c].toLowerCase()).join(', ')) });
    const sides = closedSides(state, hex);
    if (sides.impassable) t.lines.push({ text: I.sides.impassable(sides.impassable) });
    if (sides.blocksSight) t.lines.push({ text: I.sides.blocksSight(sides.blocksSight) });
    // A recovery rule of the battle on its oasis or hospital (FAQ §III; rules-decisions C71-C72).
    for (const [flag, terrain, id] of RECOVERIES) if (state.special?.[flag] && cell.terrain === terrain) t.lines.push({ text: I.inThisBattle(IMPORT.rule[id].effect) });
    // camp recovery: a camp where the battle lets Oasis Recovery be made (decision C393).
    if (state.special?.oasisRecovery && cell.oasisRecovery) t.lines.push({ text: I.inThisBattle(IMPORT.rule['oasis-recovery'].effect) });
    return [t];
  },
  bridge: ({ state, cell, hex }: HexContext): InspectEntry[] => (cell.bridge ? [bridgeEntry(state, cell, hex)] : cell.blown ? [{ key: 'blown-bridge', name: I.blownName, lines: [{ text: I.blown }] }] : []),
  pontoonSite: ({ state, cell }: HexContext): InspectEntry[] => {
    const e = pontoonSiteEntry(state, cell);
    return e ? [e] : [];
  },
  road: ({ cell }: HexContext): InspectEntry[] => (cell.road ? [roadEntry()] : []),
  bunker: ({ cell }: HexContext): InspectEntry[] => (cell.bunker ? [bunkerEntry(cell.bunker)] : []),
  obstacle: ({ state, key }: HexContext): InspectEntry[] => {
    const o = state.obstacles[key];
    return o ? [obstacleEntry(o)] : [];
  },
  sandbags: ({ state, key }: HexContext): InspectEntry[] => (state.sandbags[key] ? [obstacleEntry('sandbags')] : []),
  minefield: ({ state, key, viewer }: HexContext): InspectEntry[] => {
    const m = minefieldEntry(state, key, viewer);
    return m ? [m] : [];
  },
  smoke: ({ state, hex }: HexContext): InspectEntry[] => (state.smoke?.screens ?? []).filter((sc) => at(sc.hexes, hex)).map((sc) => smokeEntry(state, sc)),
  headquarters: ({ state, hex, key }: HexContext): InspectEntry[] =>
    (state.special?.headquarters ?? []).filter((h) => h.row === hex.row && h.col === hex.col).map((h) => headquartersEntry(h.side, state.hqCaptured?.[key])),
  dam: ({ state, cell, key }: HexContext): InspectEntry[] => {
    const e = cell.terrain === 'dam' ? damEntry(state, key) : null;
    return e ? [e] : [];
  },
  exit: ({ cell }: HexContext): InspectEntry[] => (cell.exit ? [exitEntry(cell.exit)] : []),
  marker: ({ cell }: HexContext): InspectEntry[] => (cell.marker ? [markerEntry(cell.marker)] : []),
  objective: ({ state, hex }: HexContext): InspectEntry[] => state.objectives.filter((o) => at(o.hexes, hex)).map((o) => objectiveEntry(state, o)),
  suddenDeath: ({ state, hex }: HexContext): InspectEntry[] =>
    (state.special?.suddenDeath ?? []).filter((d) => at(d.hexes, hex)).map((d) => suddenDeathEntry(d.side, d.hold, d.hexes.length)),
  // seaWall (FAQ §II Sea Wall)
  seaWall: ({ cell }: HexContext): InspectEntry[] => (cell.seaWall ? [seaWallEntry(cell.seaWall)] : []),
  unit: ({ state, unit }: HexContext): InspectEntry[] => (unit ? [unitEntry(state, unit), nowEntry(state, unit)] : [{ key: 'unit', name: I.noUnit, lines: [] }]),
  // stars (house rules l.340, l.343): a spotting post or a sabotage objective on the hex (battleStars/).
  battleStars: ({ state, hex, key }: HexContext): InspectEntry[] => battleStarEntries(state, hex, key),
} as const satisfies Record<string, (c: HexContext) => InspectEntry[]>;

/** stars: the hex as a Forward Spotting post (C360) or a Sabotage objective (C361-C363) of either side. */
function battleStarEntries(state: GameState, hex: Hex, key: string): InspectEntry[] {
  const B = I.battleStars;
  const out: InspectEntry[] = [];
  for (const side of ['allies', 'axis'] as const) {
    const spot = state.special?.forwardSpotting?.[side];
    if (spot && at(spot.hexes, hex)) out.push({ key: 'spotting', name: B.spottingName, lines: [{ text: B.spotting(side, spot.kind !== undefined) }, { text: B.held(spotting(state, side)) }] });
    const sab = state.special?.sabotage?.[side];
    if (sab && at(sab.hexes, hex)) {
      const done = state.sabotaged?.[key];
      const lines: InspectLine[] = done ? [{ text: B.destroyed(done.by) }] : [{ text: B.objective(side) }];
      if (!done && state.board.cells[Number(key)]?.terrain === 'supply-depot') lines.push({ text: B.depot(other(side)) });
      out.push({ key: 'sabotage', name: B.objectiveName, lines });
    }
  }
  return out;
}

export type HexReaderName = keyof typeof HEX_READERS;
/** Where a field is told: a reader of the hex, the panel's title, or `battle` (a battle-wide fact, not one hex's). */
export type ToldBy = HexReaderName | 'title' | 'battle';

/** The Oasis and Hospital Recovery flags, the terrain each works on, and the battle rule that words it. */
const RECOVERIES = [
  ['oasisRecovery', 'oasis', 'oasis-recovery'],
  ['hospitalRecovery', 'hospital', 'hospital-recovery'],
] as const satisfies readonly (readonly [keyof SpecialRules, TerrainKind, BattleRuleId])[];

/** Which reader tells each field of a cell. */
export const CELL_FIELDS: Readonly<Record<keyof Cell, ToldBy>> = {
  terrain: 'terrain',
  bridge: 'bridge',
  bunker: 'bunker',
  label: 'title',
  impassable: 'terrain',
  blocksFire: 'terrain',
  span: 'bridge',
  exit: 'exit',
  road: 'road',
  pontoon: 'bridge',
  blown: 'bridge',
  // holdout3 (decision C416): the medal it won is in the battle's count; the blown bridge is told as ever.
  blownBy: 'bridge',
  marker: 'marker',
  seaWall: 'seaWall',
  oasisRecovery: 'terrain',
};

/** Which reader tells each field of a unit (all of them the unit's entry: its own rules included). */
export const UNIT_FIELDS: Readonly<Record<keyof Unit, ToldBy>> = {
  id: 'unit',
  side: 'unit',
  kind: 'unit',
  row: 'unit',
  col: 'unit',
  figures: 'unit',
  maxFigures: 'unit',
  medals: 'unit',
  badge: 'unit',
  exited: 'battle',
  camouflaged: 'unit',
  maxMove: 'unit',
  ignoreOneFlag: 'unit',
  landingCraft: 'unit',
  army: 'unit',
  // troopact (FAQ §III Heroic Leader)
  heroicLeader: 'unit',
  raft: 'unit',
  // trains (FAQ §IV Trains/Supply Trains)
  wagon: 'unit',
  wagonLost: 'unit',
  cargo: 'unit',
  // brandenburgers (FAQ §IV Brandenburgers)
  disguised: 'unit',
  // supply (Equipment Pack / FAQ §IV Supply Trucks): the loads line counts what is left, not what was spent.
  spent: 'unit',
  // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge): told with the kind's note.
  bridged: 'unit',
};

/** Which reader tells each field of the state; `battle` for what belongs to no one hex. */
export const STATE_FIELDS: Readonly<Record<keyof GameState, ToldBy>> = {
  rulesVersion: 'battle',
  scenarioId: 'battle',
  options: 'battle',
  board: 'terrain',
  edges: 'battle',
  medalsToWin: 'battle',
  objectives: 'objective',
  units: 'unit',
  obstacles: 'obstacle',
  sandbags: 'sandbags',
  mines: 'minefield',
  hidden: 'minefield',
  night: 'unit',
  smoke: 'smoke',
  hqCaptured: 'headquarters',
  damTokens: 'dam',
  damsSabotaged: 'dam',
  // stars (house rules l.343 Sabotage)
  sabotaged: 'battleStars',
  cards: 'battle',
  medalsWon: 'battle',
  taken: 'objective',
  holding: 'objective',
  lastCommand: 'battle',
  turn: 'unit',
  pending: 'unit',
  winner: 'unit',
  rng: 'battle',
  special: 'battle',
  pontoons: 'pontoonSite',
  // guns: a Big Gun's cross-hair marker is told with the unit it marks.
  zeroed: 'unit',
  // italy (house rules, Terrain Pack Airfield): the landings made, a battle-wide count.
  airLanded: 'battle',
};

/** Which reader tells each of the battle's special rules that concerns a hex; the others are the battle's rules list. */
export const SPECIAL_FIELDS: Readonly<Record<keyof SpecialRules, ToldBy>> = {
  extraDraws: 'battle',
  playAs: 'battle',
  suddenDeath: 'suddenDeath',
  noReshuffle: 'battle',
  emptyWinner: 'battle',
  drops: 'battle',
  armorMove: 'unit',
  cardAs: 'battle',
  night: 'unit',
  pontoons: 'pontoonSite',
  blowBridges: 'bridge',
  desertOverrun: 'battle',
  oasisRecovery: 'terrain',
  hospitalRecovery: 'terrain',
  // vehicles (Equipment Pack, Half-Tracks - Re-supply): told with each half-track.
  resupply: 'unit',
  headquarters: 'headquarters',
  damSabotage: 'dam',
  gungHo: 'unit',
  highCommand: 'unit',
  stiffUpperLip: 'unit',
  commissar: 'unit',
  // italy (Equipment Pack §VII France)
  furiaFrancese: 'unit',
  // italy (house rules, Terrain Pack Airfield): told in the battle's rules list.
  airfieldReinforcements: 'battle',
  // funnies (FAQ §XII The Surrender of Elster's Column): told in the battle's rules list.
  noAirPower: 'battle',
  // stars (house rules l.340, l.343)
  forwardSpotting: 'battleStars',
  sabotage: 'battleStars',
  // holdout3 (decision C416): which bridges may be blown, told on each bridge.
  blowable: 'bridge',
};

/**
 * Everything about `hex`, for `viewer` (the side whose secrets may be on screen: the hand shown, or null when none
 * is), on a board shown with turn `o`. Null off the board.
 */
export function inspectHex(state: GameState, hex: Hex, viewer: Side | null, o?: Orientation): HexInspection | null {
  const g = state.board.geometry;
  if (hex.row < 0 || hex.row >= g.rows || hex.col < 0 || hex.col >= g.cols) return null;
  const cell = state.board.cells[hexIndex(g, hex)];
  if (!cell) return null;
  const ctx: HexContext = { state, hex, cell, key: String(hexIndex(g, hex)), viewer, unit: unitOn(state, hex) ?? null };
  const entries = (Object.keys(HEX_READERS) as HexReaderName[]).flatMap((name) => HEX_READERS[name](ctx));
  // Named as the player sees the board (`o`: its turn on screen), as the log and the screen reader name it.
  const seen = seenHex(g, hex, o);
  const where = BOARD_TEXT.where(seen.row, seen.hex);
  return { hex, title: I.title(where, TT.name[cell.terrain], cell.label && placeName(cell.label)), entries };
}

/** How many of the hex's six sides no unit may cross, and how many block sight (board `sides`: a wadi's slopes...). */
function closedSides(state: GameState, hex: Hex): { impassable: number; blocksSight: number } {
  const out = { impassable: 0, blocksSight: 0 };
  for (const n of neighbors(state.board.geometry, hex)) {
    const f = state.board.sides[sideKey(hex, n)];
    if (f?.impassable) out.impassable++;
    if (f?.blocksSight) out.blocksSight++;
  }
  return out;
}

/**
 * The named battle rules in force in `scenario` (src/scenario/battleRules.ts `appliedBattleRules`), in the words of
 * the import screen's switches: the inspection panel lists them before a hex is picked.
 */
export function battleRulesInForce(scenario: Scenario): { id: BattleRuleId; name: string; effect: string }[] {
  return appliedBattleRules(scenario).map((id) => ({ id, ...IMPORT.rule[id] }));
}

/** The night indicator: the night's step and the range it allows, or null by day (and in battles without night). */
export function nightStatus(state: GameState): { level: number; range: number; text: string; label: string } | null {
  const range = visibleRange(state);
  if (!state.night || range === Infinity) return null;
  const level = state.night.level;
  return { level, range, text: I.night.short(range), label: I.night.long(level, DAYLIGHT, range) };
}

/** Every step of the night before daylight (the indicator's pips). */
export const NIGHT_STEPS = DAYLIGHT - 1;
