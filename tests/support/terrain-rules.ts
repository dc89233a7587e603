/**
 * An independent check of the expansion terrain in random games (content issue): each terrain's effects on each unit
 * class, restated here from the sources (house rules Appendix 2, the Terrain Pack chapter; FAQ §II; decisions C1-C6
 * of docs/rules-decisions.md), never read from src/engine/terrain.ts, so a wrong table entry cannot check itself. It
 * imports only types.
 *
 * After every action it checks, from the events and the states alone:
 * - a unit that moved, retreated or took ground this action stands on terrain its class may enter;
 * - a unit that left terrain that lets it leave by one hex only (marsh) moved one hex;
 * - a unit does not battle on the turn it entered terrain that forbids it (for its class), nor, for armor, on the turn
 *   it left a marsh (a Take Ground into such terrain forbids the Overrun the same way);
 * - only infantry stands on a bunker of any claim, a hedgehog or a road block; artillery never leaves a fortress, and
 *   its hits on a unit in one are its stars;
 * - the step between a cliff or sea bluff and a beach is two hexes for infantry, never armor's or artillery's, and no
 *   Take Ground up a cliff from the beach;
 * - a unit that arrives on a frozen river tests the ice there (two dice, its hits its stars), and nobody steps straight
 *   between the ice and a bridge;
 * and records which of these rules came up (`Seen`), so a test can require that each one fired at least once.
 */
import type { GameEvent, GameState, Hex, TerrainKind, UnitKind } from '../../src/engine/types';

type Cls = 'infantry' | 'armor' | 'artillery';
const ALL: readonly Cls[] = ['infantry', 'armor', 'artillery'];

/** Unit kinds by class (rulebook p.7-9, p.12): written out here, not taken from the engine's unit table. */
const CLASS_OF: Record<UnitKind, Cls> = {
  infantry: 'infantry',
  'special-forces': 'infantry',
  resistance: 'infantry',
  armor: 'armor',
  'elite-armor': 'armor',
  artillery: 'artillery',
};

interface Rule {
  /** Classes that may not be on it (nor retreat onto it: decision C4). */
  noEntry?: readonly Cls[];
  /** Classes that may not battle on the turn they enter it. */
  noBattleOnEntry?: readonly Cls[];
  /** A unit leaving it moves one hex at most. */
  leaveOneHex?: boolean;
  /** Classes that may not battle on the turn they leave it. */
  noBattleOnLeave?: readonly Cls[];
  /** A unit moving up onto it from lower ground stops there: no further move or Take Ground this turn (ridge). */
  stopsWhenClimbed?: boolean;
  /** Moving up onto it from lower ground counts two hexes (steep hill). */
  climbCountsTwo?: boolean;
  /** Classes that battle into or out of it only against an adjacent target (wadi). */
  closeCombatOnly?: readonly Cls[];
  /** Entered and left only by a step between two raised hexes (mountain). */
  raisedStepsOnly?: boolean;
  /** A unit that enters it may battle that turn only if it was next to it when ordered (jungle). */
  battleOnEntryOnlyFromNextDoor?: boolean;
  /** Artillery standing on it never moves off it (fortress). */
  artilleryStays?: boolean;
  /** An artillery attack on a unit on it hits once per star rolled, and with nothing else (fortress). */
  artilleryHitsWithStarsOnly?: boolean;
  /**
   * Over a beach (cliff, sea bluff): a one-hex move between it and a beach counts two hexes for infantry, and armor and
   * artillery never make that step by a move or Take Ground (retreats may).
   */
  overBeach?: boolean;
  /** Infantry never takes ground onto it from a beach (cliff). */
  noTakeGroundFromBeach?: boolean;
  /** Dice rolled, one figure per star, by a unit moving, taking ground or retreating onto it; no step to or from a bridge (frozen river). */
  thinIce?: number;
}

/** The expansion terrain (base terrain is checked by the engine's own rule tests and the invariants). */
export const TERRAIN_RULES: Partial<Record<TerrainKind, Rule>> = {
  // House rules App. 2 Marshes, l.545-548.
  marsh: { noEntry: ['artillery'], leaveOneHex: true, noBattleOnEntry: ['armor'], noBattleOnLeave: ['armor'] },
  // House rules App. 2 Lake, l.527.
  lake: { noEntry: ALL },
  // House rules App. 2 City Ruins, l.422-425.
  'city-ruins': { noEntry: ['armor', 'artillery'], noBattleOnEntry: ALL },
  // House rules App. 2 Ravine, l.518.
  ravine: { noEntry: ['armor', 'artillery'] },
  // House rules App. 2 Trenches, l.463.
  trenches: { noEntry: ['artillery'] },
  // House rules App. 2 Factory Complex l.427, Church l.581, Hill With Village l.432, Hill With Woods l.513.
  factory: { noBattleOnEntry: ALL },
  church: { noBattleOnEntry: ALL },
  'hill-village': { noBattleOnEntry: ALL },
  'hill-forest': { noBattleOnEntry: ALL },
  // FAQ §II Jungles (card 57), l.1529-1531 and Q1 l.1537: "your unit must be adjacent to the Jungle hex when ordered".
  jungle: { battleOnEntryOnlyFromNextDoor: true },
  // FAQ §II Dams (card 20), l.975-983: "Impassable to Armor and Artillery".
  dam: { noEntry: ['armor', 'artillery'] },
  // House rules App. 2 Railway Station: "A Unit may not Battle the turn it Moves onto a Railway Station hex".
  station: { noBattleOnEntry: ALL },
  // FAQ §II Mountains (card 30), l.1118-1119: infantry up only from a hill or mountain, down only to one; "Impassable
  // by Armor & Artillery"; the same for retreats.
  mountain: { noEntry: ['armor', 'artillery'], raisedStepsOnly: true },
  // FAQ §II Ergs & Ridges (card 64), l.1635: "Unit moving up the ridge must stop and may move no further on that turn".
  ridge: { stopsWhenClimbed: true },
  // FAQ §II Steep Hills (card 13), l.821-822: "Movement up onto steep hill is a 2 hex move".
  'steep-hill': { climbCountsTwo: true },
  // FAQ §II Wadis & Gullies (card 44), l.1361-1362: "Infantry or Armor battling in or out of a Wadi or Gully must be
  // adjacent to target"; its slopes are the battle's impassable sides, checked below for every one-hex step.
  wadi: { closeCombatOnly: ['infantry', 'armor'] },
  // House rules App. 2 Bunkers, Fortress, l.556-558: "An Armour or Artillery Unit may not Move onto a Fortress hex";
  // "Artillery Units that start the game on a Fortress hex may not Move from the hex"; "Hit by Artillery Units rolling
  // a Green Star only".
  fortress: { noEntry: ['armor', 'artillery'], artilleryStays: true, artilleryHitsWithStarsOnly: true },
  // FAQ §II Rice Paddies (card 60, heading only): played as a marsh (decision C45).
  'rice-paddy': { noEntry: ['artillery'], leaveOneHex: true, noBattleOnEntry: ['armor'], noBattleOnLeave: ['armor'] },
  // FAQ §II Cliffs & Sea Bluffs (card 11), l.773-777: "Moving up from/down on beach is a 2 hex move for Infantry";
  // "Armor/Artillery may not move up/down from beach"; "Cliffs only - Infantry may not Take Ground from the beach";
  // "Treat as normal hill from both sides for retreat".
  cliff: { overBeach: true, noTakeGroundFromBeach: true },
  'sea-bluff': { overBeach: true },
  // FAQ §II Frozen Rivers (card 47), l.1396-1397, Q1 l.1404, Q4 l.1420: "Moving or retreating onto a Frozen River hex,
  // roll 2 Battle dice; for each star rolled, lose 1 figure"; no move or retreat straight between it and a bridge.
  'frozen-river': { thinIce: 2 },
  // FAQ §II Escarpments (card 63, heading only): a cliff no unit enters (decision C46).
  escarpment: { noEntry: ALL },
};

/**
 * Pieces on a hex that only infantry may enter, nor retreat onto: a bunker of any claim (rulebook p.16; house rules
 * App. 2 Bunkers, Field, l.449), a hedgehog (rulebook p.16), a road block (FAQ §II Road Blocks, l.1241).
 */
function infantryOnlyPiece(s: GameState, h: Hex): string | null {
  const i = h.row * s.board.geometry.cols + h.col;
  const cell = s.board.cells[i];
  if (cell?.bunker) return cell.bunker === 'either' ? 'field bunker' : 'bunker';
  const o = s.obstacles[String(i)];
  return o === 'hedgehog' || o === 'roadblock' ? o : null;
}

/** The six neighbours of a hex in doubled coordinates (a step along a row moves two columns). */
const STEPS: readonly Hex[] = [
  { row: 0, col: 2 },
  { row: 0, col: -2 },
  { row: 1, col: 1 },
  { row: 1, col: -1 },
  { row: -1, col: 1 },
  { row: -1, col: -1 },
];

/**
 * Could a move of `steps` hexes from `from` reach `to` without going on from a ridge it climbed from lower ground? A
 * deliberately lenient search: only units and the board's edge block, every other terrain is open, so a `false` is
 * sure to be a broken ridge rule (a move is one event, its path unseen).
 */
function reachableWithoutCrossingRidges(s: GameState, mover: number, from: Hex, to: Hex, steps: number): boolean {
  const { rows, cols } = s.board.geometry;
  const taken = new Set(s.units.filter((u) => u.figures > 0 && u.id !== mover).map((u) => key(u)));
  let layer: Hex[] = [from];
  const seen = new Set([key(from)]);
  for (let k = 0; k < steps; k++) {
    const nextLayer: Hex[] = [];
    for (const h of layer) {
      const here = terrainOf(s, h);
      for (const d of STEPS) {
        const n = { row: h.row + d.row, col: h.col + d.col };
        if (n.row < 0 || n.row >= rows || n.col < 0 || n.col >= cols || !s.board.cells[n.row * cols + n.col]) continue;
        if (key(n) === key(to)) return true;
        if (seen.has(key(n)) || taken.has(key(n))) continue;
        seen.add(key(n));
        const there = terrainOf(s, n);
        if (there && TERRAIN_RULES[there]?.stopsWhenClimbed && !(here && RAISED.has(here))) continue;
        nextLayer.push(n);
      }
    }
    layer = nextLayer;
  }
  return false;
}

/** Hexes a move may cover without a road (rulebook p.7-9 "Move Units"; cards.md): by class and command. */
function allowance(kind: UnitKind, command: string | undefined): number {
  const cls = CLASS_OF[kind];
  if (command === 'close-assault' || command === 'firefight' || command === 'dig-in') return 0;
  if (cls === 'infantry') return command === 'behind-enemy-lines' || command === 'infantry-assault' ? 3 : 2;
  if (cls === 'armor') return 3;
  return command === 'artillery-bombard' ? 3 : 1;
}

/** Road exits of a hex as the board data gives them (scenario `road`), as row/col steps. */
const SIDE_STEP: Record<string, Hex> = {
  e: { row: 0, col: 2 },
  se: { row: 1, col: 1 },
  sw: { row: 1, col: -1 },
  w: { row: 0, col: -2 },
  nw: { row: -1, col: -1 },
  ne: { row: -1, col: 1 },
};

/**
 * FAQ §II Roads: the extra hex needs a path along connected road images, from a road hex to a road hex. Is there one
 * of at most `steps` hexes (units block; everything else is left to the other checks)?
 */
function roadPath(s: GameState, mover: number, from: Hex, to: Hex, steps: number): boolean {
  const cols = s.board.geometry.cols;
  const sides = (h: Hex): string[] => s.board.cells[h.row * cols + h.col]?.road ?? [];
  const taken = new Set(s.units.filter((u) => u.figures > 0 && u.id !== mover).map((u) => key(u)));
  let layer: Hex[] = [from];
  const seen = new Set([key(from)]);
  for (let k = 0; k < steps; k++) {
    const next: Hex[] = [];
    for (const h of layer) {
      for (const side of sides(h)) {
        const d = SIDE_STEP[side]!;
        const n = { row: h.row + d.row, col: h.col + d.col };
        const back = Object.keys(SIDE_STEP).find((k2) => SIDE_STEP[k2]!.row === -d.row && SIDE_STEP[k2]!.col === -d.col)!;
        if (n.row < 0 || n.row >= s.board.geometry.rows || n.col < 0 || n.col >= cols || !sides(n).includes(back)) continue;
        if (s.board.cells[n.row * cols + n.col]?.bridge) continue;
        if (key(n) === key(to)) return true;
        if (seen.has(key(n)) || taken.has(key(n))) continue;
        seen.add(key(n));
        next.push(n);
      }
    }
    layer = next;
  }
  return false;
}

/**
 * The key of the side between two adjacent hexes in the state's `board.sides` (a data format, restated): the hex
 * first in board order, and the direction from it (east, south-east, south-west, west, north-west, north-east: 0-5).
 */
function sideKeyOf(a: Hex, b: Hex): string {
  const [first, second] = a.row < b.row || (a.row === b.row && a.col < b.col) ? [a, b] : [b, a];
  const dir = Object.values(SIDE_STEP).findIndex((d) => first.row + d.row === second.row && first.col + d.col === second.col);
  return `${first.row},${first.col}:${dir}`;
}

/** Raised ground: hills of every kind and mountains (rulebook App. 2 Hills; house rules App. 2; FAQ §II Mountains). */
const RAISED: ReadonlySet<TerrainKind> = new Set<TerrainKind>(['hill', 'hill-forest', 'hill-village', 'mountain', 'ridge', 'steep-hill']);

/** Hexes between two hexes of the board's doubled coordinates (a row step moves one column; a step along a row two). */
function distance(a: Hex, b: Hex): number {
  const rows = Math.abs(a.row - b.row);
  const cols = Math.abs(a.col - b.col);
  return cols <= rows ? rows : rows + (cols - rows) / 2;
}

/** Which rules came up, by "terrain: rule". */
export type Seen = Set<string>;

const key = (h: Hex) => `${h.row},${h.col}`;

/** The terrain of a hex as a rule sees it: none on a bridge (a bridge is ordinary ground). */
function terrainOf(s: GameState, h: Hex): TerrainKind | null {
  const cell = s.board.cells[h.row * s.board.geometry.cols + h.col];
  if (!cell || cell.bridge) return null;
  return cell.terrain;
}

/**
 * One checker per game: it remembers, for the turn in progress, where each unit entered and what it left, since a
 * battle may come several actions after its move.
 */
export class TerrainChecker {
  /** Per unit, this turn: the terrain entered last (move or Take Ground) and the terrain left by its move. */
  private entered = new Map<number, TerrainKind | null>();
  private enteredAt = new Map<number, Hex>();
  /** Per unit, this turn: where it stood before its first move or Take Ground (where it was ordered). */
  private orderedAt = new Map<number, Hex>();
  private left = new Map<number, TerrainKind | null>();
  /** Units that climbed onto a ridge from lower ground this turn (they may move no further). */
  private climbed = new Set<number>();
  private turnKey = '';
  /** An artillery battle against a unit in a fortress, waiting for its roll and hits (they may come actions later, after an Ambush offer). */
  private artilleryOn: { target: number; terrain: TerrainKind } | null = null;
  /** A thin-ice roll under way (an `ice` event seen, its roll and hits to come). */
  private iceRoll: { unit: number; dice: number; faces: readonly string[] | null } | null = null;
  private faces: readonly string[] | null = null;

  constructor(readonly seen: Seen = new Set()) {}

  private newTurn(): void {
    this.entered.clear();
    this.enteredAt.clear();
    this.orderedAt.clear();
    this.left.clear();
    this.climbed.clear();
  }

  /** Violations of the terrain rules by this action (`prev` -> `next` with `events`). */
  check(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const kindOf = (id: number): UnitKind => (next.units[id] ?? prev.units[id])!.kind;
    for (const e of events) {
      if (e.type === 'turn') this.newTurn();
      const turn = `${prev.turn.side}:${prev.turn.number}`;
      if (turn !== this.turnKey) {
        this.turnKey = turn;
        this.newTurn();
      }
      if (e.type === 'moved' || e.type === 'retreated' || e.type === 'tookGround') {
        const cls = CLASS_OF[kindOf(e.unit)];
        const to = terrainOf(next, e.to);
        const from = terrainOf(prev, e.from);
        const rule = to ? TERRAIN_RULES[to] : undefined;
        if (rule?.noEntry?.includes(cls)) out.push(`${e.type}: ${cls} unit ${e.unit} onto ${to} at ${key(e.to)}, which its class may not enter`);
        if (to && TERRAIN_RULES[to]) this.seen.add(`${to}: entered by ${cls}`);
        const piece = infantryOnlyPiece(prev, e.to);
        if (piece) {
          if (cls !== 'infantry') out.push(`${e.type}: ${cls} unit ${e.unit} onto a ${piece} at ${key(e.to)}, which only infantry may enter`);
          else this.seen.add(`${piece}: entered by infantry`);
        }
        if (e.type !== 'retreated' && cls === 'artillery' && from && TERRAIN_RULES[from]?.artilleryStays) {
          out.push(`${e.type}: artillery unit ${e.unit} left the ${from} at ${key(e.from)} it started on`);
        }
        const ignoresTerrainHere = prev.turn.command?.type === 'behind-enemy-lines' && cls === 'infantry';
        // Roads (FAQ §II Roads): a move longer than the allowance is the road's extra hex, along connected road images.
        if (e.type === 'moved') {
          // A card played for a fallback order orders without its effects (FAQ §VIII Unusable Cards).
          const most = allowance(kindOf(e.unit), prev.turn.fallback ? undefined : prev.turn.command?.type);
          if (e.steps > most) {
            if (e.steps > most + 1 || !roadPath(prev, e.unit, e.from, e.to, e.steps)) out.push(`moved: unit ${e.unit} moved ${e.steps} hexes from ${key(e.from)} to ${key(e.to)}, ${e.steps - most} more than it may, with no road all the way`);
            else this.seen.add('road: an extra hex along the road');
          }
        }
        if (e.type === 'moved' && e.steps > 1 && !ignoresTerrainHere) {
          if (!reachableWithoutCrossingRidges(prev, e.unit, e.from, e.to, e.steps)) out.push(`moved: unit ${e.unit} from ${key(e.from)} to ${key(e.to)} in ${e.steps} hexes only by going on from a ridge it climbed`);
        }
        if (e.type !== 'retreated' && this.climbed.has(e.unit)) out.push(`${e.type}: unit ${e.unit} moved on after climbing onto a ridge from lower ground`);
        const oneStep = e.type === 'tookGround' || e.steps === 1;
        if (e.type !== 'retreated' && oneStep && to && !(from && RAISED.has(from)) && !ignoresTerrainHere) {
          if (TERRAIN_RULES[to]?.stopsWhenClimbed) {
            this.climbed.add(e.unit);
            this.seen.add(`${to}: climbed from lower ground`);
          }
        }
        if (e.type === 'moved' && to && TERRAIN_RULES[to]?.climbCountsTwo && distance(e.from, e.to) === 1 && !(from && RAISED.has(from)) && !ignoresTerrainHere) {
          if (e.steps === 2) this.seen.add(`${to}: climb counted as two hexes`);
          else out.push(`moved: unit ${e.unit} climbed onto ${to} at ${key(e.to)} from lower ground counting ${e.steps} hex, not 2`);
        }
        // Thin ice: a unit that arrives on a frozen hex (by any way) rolls there; it never steps straight to or from a bridge.
        if (to && TERRAIN_RULES[to]?.thinIce) {
          const tested = events.some((x) => x.type === 'ice' && x.unit === e.unit && key(x.at) === key(e.to));
          if (!tested) out.push(`${e.type}: unit ${e.unit} arrived on the ${to} at ${key(e.to)} without testing the ice`);
          else this.seen.add(`${to}: ice tested on ${e.type === 'moved' ? 'a move' : e.type === 'retreated' ? 'a retreat' : 'a Take Ground'}`);
        }
        const bridgeAt = (h: Hex) => !!prev.board.cells[h.row * prev.board.geometry.cols + h.col]?.bridge;
        const iceAt = (h: Hex) => !bridgeAt(h) && !!TERRAIN_RULES[terrainOf(prev, h) ?? 'countryside']?.thinIce;
        if ((e.type === 'tookGround' || e.steps === 1) && ((iceAt(e.from) && bridgeAt(e.to)) || (bridgeAt(e.from) && iceAt(e.to)))) {
          out.push(`${e.type}: unit ${e.unit} stepped straight between the ice and a bridge (${key(e.from)} to ${key(e.to)})`);
        }
        // Cliffs and sea bluffs: the step between one and a beach.
        const cliffSide = [to, from].find((t) => t && TERRAIN_RULES[t]?.overBeach);
        const beachStep = cliffSide && (to === 'beach' || from === 'beach') && distance(e.from, e.to) === 1 && !ignoresTerrainHere;
        if (beachStep && e.type !== 'retreated') {
          if (cls !== 'infantry') out.push(`${e.type}: ${cls} unit ${e.unit} stepped between a ${cliffSide} and the beach (${key(e.from)} to ${key(e.to)})`);
          else if (e.type === 'tookGround' && to && TERRAIN_RULES[to]?.noTakeGroundFromBeach) out.push(`tookGround: unit ${e.unit} took ground up a ${to} from the beach at ${key(e.from)}`);
          else if (e.type === 'moved' && e.steps !== 2) out.push(`moved: unit ${e.unit} stepped between a ${cliffSide} and the beach counting ${e.steps} hex, not 2`);
          else this.seen.add(`${cliffSide}: ${e.type === 'moved' ? 'step to or from the beach counted as two hexes' : 'took ground from the beach'}`);
        }
        // A wadi is entered and left only through its open ends: never across a side the battle closes.
        if ((to === 'wadi' || from === 'wadi') && (e.type === 'tookGround' || e.steps === 1)) {
          if (prev.board.sides[sideKeyOf(e.from, e.to)]?.impassable) out.push(`${e.type}: unit ${e.unit} crossed a wadi's slope between ${key(e.from)} and ${key(e.to)}`);
          else this.seen.add(`wadi: ${e.type === 'retreated' ? 'retreat' : 'step'} through an open end`);
        }
        // A move or retreat of one hex (or a Take Ground) onto or off a mountain; longer ones may go round by a hill.
        const mountainStep = (to && TERRAIN_RULES[to]?.raisedStepsOnly) || (from && TERRAIN_RULES[from]?.raisedStepsOnly);
        if (mountainStep && (e.type === 'tookGround' || e.steps === 1)) {
          if (!(to && RAISED.has(to) && from && RAISED.has(from))) out.push(`${e.type}: unit ${e.unit} stepped between ${from ?? 'a bridge'} at ${key(e.from)} and ${to ?? 'a bridge'} at ${key(e.to)}, onto or off a mountain from low ground`);
          else this.seen.add(`mountain: ${e.type === 'retreated' ? 'retreat' : 'step'} between raised hexes`);
        }
        if (e.type === 'moved') {
          const fromRule = from ? TERRAIN_RULES[from] : undefined;
          const ignoresTerrain = prev.turn.command?.type === 'behind-enemy-lines' && cls === 'infantry';
          if (fromRule?.leaveOneHex && !ignoresTerrain) {
            this.seen.add(`${from}: left by one hex`);
            if (e.steps > 1) out.push(`moved: unit ${e.unit} left ${from} at ${key(e.from)} by ${e.steps} hexes (one at most)`);
          }
          this.left.set(e.unit, from);
        }
        if (e.type !== 'retreated') {
          if (!this.orderedAt.has(e.unit)) this.orderedAt.set(e.unit, e.from);
          this.entered.set(e.unit, to);
          this.enteredAt.set(e.unit, e.to);
        }
      }
      if (e.type === 'moved' || e.type === 'retreated' || e.type === 'tookGround') {
        // Minefields (FAQ §II Minefields): an enemy unit entering by a move or Take Ground sets one off, with the
        // value laid at set-up (or shown since); a retreat never does; the side that laid it never does.
        const k = String(e.to.row * prev.board.geometry.cols + e.to.col);
        const m = prev.mines?.[k];
        const side = (next.units[e.unit] ?? prev.units[e.unit])!.side;
        const fired = events.find((x) => x.type === 'mine' && x.unit === e.unit);
        if (m) {
          const expectFire = e.type !== 'retreated' && m.owner !== side;
          const value = m.revealed ?? prev.hidden?.mines?.[k];
          if (expectFire && !fired) out.push(`${e.type}: unit ${e.unit} entered the ${m.owner}' minefield at ${key(e.to)} and it did not go off`);
          if (!expectFire && fired) out.push(`${e.type}: unit ${e.unit} set off a minefield at ${key(e.to)} it should not have (${e.type === 'retreated' ? 'a retreat' : 'its own side\'s'})`);
          if (expectFire && fired && fired.type === 'mine' && fired.value !== value) out.push(`mine at ${key(e.to)}: value ${fired.value}, laid as ${value}`);
          this.seen.add(`minefield: ${e.type === 'retreated' ? 'retreated onto' : expectFire ? (value === 0 ? 'decoy revealed' : 'set off') : 'entered by its own side'}`);
        } else if (fired) out.push(`${e.type}: a minefield went off at ${key(e.to)}, where there was none`);
      }
      if (e.type === 'battle') {
        const target = terrainOf(prev, e.at);
        this.artilleryOn = CLASS_OF[kindOf(e.unit)] === 'artillery' && target && TERRAIN_RULES[target]?.artilleryHitsWithStarsOnly ? { target: e.target, terrain: target } : null;
        this.faces = null;
      }
      if (e.type === 'roll' && this.artilleryOn) this.faces = e.faces;
      if (e.type === 'ice') {
        const t = terrainOf(prev, e.at);
        const dice = t ? TERRAIN_RULES[t]?.thinIce : undefined;
        if (!dice) out.push(`ice: unit ${e.unit} rolled for thin ice at ${key(e.at)}, a ${t ?? 'bridge'}`);
        this.iceRoll = { unit: e.unit, dice: dice ?? 0, faces: null };
      }
      if (e.type === 'roll' && this.iceRoll && !this.iceRoll.faces) {
        this.iceRoll.faces = e.faces;
        if (e.faces.length !== this.iceRoll.dice) out.push(`ice: unit ${this.iceRoll.unit} rolled ${e.faces.length} dice on the ice, not ${this.iceRoll.dice}`);
      }
      if (e.type === 'hits' && this.iceRoll?.faces && e.unit === this.iceRoll.unit) {
        const stars = this.iceRoll.faces.filter((f) => f === 'star').length;
        if (e.hits !== stars || e.flags !== 0) out.push(`ice: unit ${e.unit} took ${e.hits} hit(s) and ${e.flags} flag(s) on the ice with ${stars} star(s)`);
        this.iceRoll = null;
      }
      if (e.type === 'hits' && this.artilleryOn && e.unit === this.artilleryOn.target && this.faces) {
        const stars = this.faces.filter((f) => f === 'star').length;
        if (e.hits !== stars) out.push(`hits: artillery scored ${e.hits} hit(s) on a unit in a ${this.artilleryOn.terrain} with ${stars} star(s) in ${this.faces.join(',')}`);
        else this.seen.add(`${this.artilleryOn.terrain}: artillery hits only with stars`);
        this.artilleryOn = null;
      }
      if (e.type === 'battle') {
        // Night (FAQ §III Night Attacks): no battle beyond the visibility level, until full daylight (6).
        const level = prev.night?.level;
        if (level !== undefined && level < 6) {
          const dr = Math.abs(e.from.row - e.at.row);
          const distance = dr + Math.max(0, (Math.abs(e.from.col - e.at.col) - dr) / 2);
          this.seen.add('night: battle in the dark');
          if (distance > level) out.push(`battle: unit ${e.unit} fired ${distance} hexes at night, visibility ${level}`);
        }
        const kind = kindOf(e.unit);
        const cls = CLASS_OF[kind];
        const entered = this.entered.get(e.unit);
        const rule = entered ? TERRAIN_RULES[entered] : undefined;
        // French Resistance may battle after entering cover (rulebook p.12); its reading on expansion cover is open.
        if (rule?.noBattleOnEntry?.includes(cls) && kind !== 'resistance') {
          out.push(`battle: ${cls} unit ${e.unit} battled on the turn it entered ${entered}`);
        }
        // Wadis: infantry and armor battle into or out of one only in close assault.
        const close = distance(e.from, e.at) === 1;
        for (const t of [terrainOf(prev, e.from), terrainOf(prev, e.at)]) {
          if (t && TERRAIN_RULES[t]?.closeCombatOnly?.includes(cls)) {
            if (!close) out.push(`battle: ${cls} unit ${e.unit} battled into or out of a ${t} at ${distance(e.from, e.at)} hexes`);
            else this.seen.add(`${t}: battle in close assault (${cls})`);
          }
        }
        const at = this.enteredAt.get(e.unit);
        const from = this.orderedAt.get(e.unit);
        if (rule?.battleOnEntryOnlyFromNextDoor && at && from) {
          if (distance(from, at) > 1) out.push(`battle: unit ${e.unit} battled after entering ${entered} at ${key(at)} from ${key(from)}, not next to it`);
          else this.seen.add(`${entered}: battle after entering from next door`);
        }
        const left = this.left.get(e.unit);
        const leftRule = left ? TERRAIN_RULES[left] : undefined;
        if (leftRule?.noBattleOnLeave?.includes(cls)) out.push(`battle: ${cls} unit ${e.unit} battled on the turn it left ${left}`);
      }
    }
    // What a battle was refused for: units standing on terrain that forbade it, seen from the state's own record.
    for (const [id, t] of this.entered) {
      const u = next.units[id];
      if (!u || !t) continue;
      const rule = TERRAIN_RULES[t];
      if (rule?.noBattleOnEntry?.includes(CLASS_OF[u.kind])) this.seen.add(`${t}: no battle on entering (${CLASS_OF[u.kind]})`);
      const at = this.enteredAt.get(id);
      const from = this.orderedAt.get(id);
      if (rule?.battleOnEntryOnlyFromNextDoor && at && from && distance(from, at) > 1) this.seen.add(`${t}: no battle on entering from afar`);
    }
    return out;
  }
}
