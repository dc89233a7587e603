/**
 * Hex inspection (docs/ui.md "Inspecting a hex"): what a hex is, what its terrain, obstacles and markers do, the unit
 * on it and what that unit may do now — built from the engine's tables and legal actions, never from a list of its
 * own, so a terrain kind, obstacle or unit kind added to the tables is described here without a line changing.
 *
 * One function per kind of fact: the terrain's effects (rules-tables.ts `effectRow`, one sentence per table field,
 * through the battle's own `terrainDef`), a bridge, a road, a bunker, an obstacle, a minefield, an exit marker, an
 * objective, the unit, what it may do now. Hidden things are read through the engine's player view of `viewer`: a
 * face-down minefield's strength shows only to the side that laid it. No DOM here: tests/ui/inspect.test.ts drives it.
 */
import {
  actor,
  hexKey,
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
import { DAYLIGHT, visibleRange } from '../../engine/night';
import { BRIDGE, OBSTACLES, terrainDef, TERRAIN, type BunkerClaim, type ObstacleKind } from '../../engine/terrain';
import { UNIT_KINDS } from '../../engine/units';
import { effectRow, markerRows, obstacleRows, unitRows, type EffectRow } from '../app/rules-tables';
import { BOARD_TEXT } from '../text/board';
import { INSPECT_TEXT as I } from '../text/inspect';
import { RULES_TEXT } from '../text/rules';

const TT = RULES_TEXT.terrain;

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

/** A bridge over the hex's water: it plays as ordinary ground (engine terrain.ts BRIDGE). */
export function bridgeEntry(): InspectEntry {
  const row = effectRow('bridge', TT.obstacleName.bridge, { ...BRIDGE });
  return { key: 'bridge', name: row.name, lines: [{ text: I.bridgeOver }, ...effectLines(row, false)] };
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
  const lines: InspectLine[] = [
    { text: I.unit.who(u.side, row.name, u.figures, u.maxFigures) },
    { text: I.unit.medals(u.medals, enemy) },
    { text: row.moves },
    { text: I.unit.range(UNIT_KINDS[u.kind].dice) },
  ];
  const range = visibleRange(state);
  if (range !== Infinity) lines.push({ text: I.unit.night(range) });
  if (row.notes.length) lines.push({ text: row.notes.join(' ') });
  if (u.badge) lines.push({ text: I.unit.badge(u.badge) });
  return { key: 'unit', name: row.name, lines };
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
      else if (ordered && state.turn.stage === 'battle' && !state.turn.units[u.id]?.noBattle && mine.length === 0 && battlesLeft(state, u)) say(N.noTarget);
      if (mine.some((a) => a.type === 'removeWire')) say(N.removeWire);
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

/**
 * Everything about `hex`, for `viewer` (the side whose secrets may be on screen: the hand shown, or null when none
 * is). Null off the board.
 */
export function inspectHex(state: GameState, hex: Hex, viewer: Side | null): HexInspection | null {
  const g = state.board.geometry;
  if (hex.row < 0 || hex.row >= g.rows || hex.col < 0 || hex.col >= g.cols) return null;
  const cell = state.board.cells[hexIndex(g, hex)];
  if (!cell) return null;
  const key = String(hexIndex(g, hex));
  const where = BOARD_TEXT.where(hex.row + 1, Math.floor(hex.col / 2) + 1);
  const entries: InspectEntry[] = [terrainEntry(state, cell)];
  if (cell.impassable) entries[0]!.lines.push({ text: I.impassable });
  else if (cell.blocksFire) entries[0]!.lines.push({ text: I.blocksFire(cell.blocksFire.map((c) => RULES_TEXT.dice.symbolName[c].toLowerCase()).join(', ')) });
  const sides = closedSides(state, hex);
  if (sides.impassable) entries[0]!.lines.push({ text: I.sides.impassable(sides.impassable) });
  if (sides.blocksSight) entries[0]!.lines.push({ text: I.sides.blocksSight(sides.blocksSight) });
  if (cell.bridge) entries.push(bridgeEntry());
  if (cell.road) entries.push(roadEntry());
  if (cell.bunker) entries.push(bunkerEntry(cell.bunker));
  const obstacle = state.obstacles[key];
  if (obstacle) entries.push(obstacleEntry(obstacle));
  if (state.sandbags[key]) entries.push(obstacleEntry('sandbags'));
  const mine = minefieldEntry(state, key, viewer);
  if (mine) entries.push(mine);
  if (cell.exit) entries.push(exitEntry(cell.exit));
  const here = (hexes: readonly Hex[]): boolean => hexes.some((h) => h.row === hex.row && h.col === hex.col);
  for (const o of state.objectives) if (here(o.hexes)) entries.push(objectiveEntry(state, o));
  for (const d of state.special?.suddenDeath ?? []) if (here(d.hexes)) entries.push(suddenDeathEntry(d.side, d.hold, d.hexes.length));
  const u = unitOn(state, hex);
  if (u) entries.push(unitEntry(state, u), nowEntry(state, u));
  else entries.push({ key: 'unit', name: I.noUnit, lines: [] });
  return { hex, title: I.title(where, TT.name[cell.terrain], cell.label), entries };
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

/** The night indicator: the night's step and the range it allows, or null by day (and in battles without night). */
export function nightStatus(state: GameState): { level: number; range: number; text: string; label: string } | null {
  const range = visibleRange(state);
  if (!state.night || range === Infinity) return null;
  const level = state.night.level;
  return { level, range, text: I.night.short(range), label: I.night.long(level, DAYLIGHT, range) };
}

/** Every step of the night before daylight (the indicator's pips). */
export const NIGHT_STEPS = DAYLIGHT - 1;
