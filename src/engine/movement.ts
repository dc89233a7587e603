/**
 * Where an ordered unit may move. Rulebook p.7 "Move Units" and Appendix 2; player aid; FAQ §II.
 * A move is one action to a destination; the engine finds the shortest legal path, so `steps` is the fewest
 * hexes the unit must move to get there (what counts for "moved 2 = no battle").
 */
import { cutArmorMove } from './battleStars/sabotage';
import { directionTo, hexDistance, hexIndex, onBoard, type Hex } from './hex';
import { obstacleAt, occupancy, occupant, terrainAt, type Occupancy } from './board';
import {
  CLASS_BIT,
  CLASS_INDEX,
  EXIT_ALLIES,
  EXIT_AXIS,
  F_BATTLE_IF_ADJACENT,
  F_BRIDGE,
  F_BUNKER,
  F_CLIFF,
  F_HEDGEROW,
  F_ICE,
  F_IMPASSABLE,
  F_HILL,
  F_LEAVE_ONE,
  F_MOUNTAIN,
  F_NO_BATTLE_ENTRY,
  F_NO_BATTLE_LEAVE,
  F_SHORE,
  F_STEEP,
  F_STOPS,
  F_STOPS_CLIMB,
  OB_INFANTRY_ONLY,
  OB_STOPS,
  gridOf,
  mineTable,
  obstacleTable,
  type Grid,
} from './grid';
import { OBSTACLES } from './terrain';
import { UNIT_KINDS, isInfantryKind } from './units';
import type { GameState, Unit, UnitTurn } from './types';
import { searchShipMoves } from './troops/ships';
import { searchLandingMoves } from './troops/landingCraft';
import { raftMoves, raftWater } from './troops/rafts';
import { searchTrainMoves } from './troops/trains';
import { BANZAI_MOVE, isJapaneseInfantry } from './troops/nations';
import { addCaveMoves } from './troops/caves';
import { truckFlags } from './troops/supplyMoves';
import { BOBBIN_OB_STOPS, funnyTables, funnyTerrainAt } from './troops/funnies3';

export interface MoveTarget {
  to: Hex;
  steps: number;
  /** The move ends on a hex that stops movement (no Take Ground later this turn). */
  stops: boolean;
  /** After this move the unit may not battle this turn. */
  noBattle: boolean;
}

export interface MoveRules {
  /** Most hexes. */
  max: number;
  /** Most hexes and still battle. */
  battleMax: number;
  /** Behind Enemy Lines: terrain movement limits ignored (units and impassable terrain still block). */
  ignoreTerrain: boolean;
}

/** The move allowance of an ordered unit under the command in force. */
export function moveRules(s: GameState, u: Unit, second = false): MoveRules {
  const r = commandMoveRules(s, u, second);
  // The unit's own limits, out of line (issue 17 speed): only a nation's unit, a sabotaged battle or a unit with its
  // own cap has any.
  return u.army !== undefined || s.sabotaged !== undefined || u.maxMove !== undefined ? unitMoveLimits(s, u, r) : r;
}

/** The card's allowance `r` cut or stretched by the unit's own rules. */
function unitMoveLimits(s: GameState, u: Unit, r: MoveRules): MoveRules {
  // Banzai: Japanese infantry may move 2 hexes and still battle, in close assault only (FAQ §VII; battle.ts).
  // swa: never for an early-war asset, which never moves and battles (FAQ §IX Japanese SWA Q, l.3923).
  if (u.army && r.battleMax < BANZAI_MOVE && r.max >= BANZAI_MOVE && isJapaneseInfantry(u) && UNIT_KINDS[u.kind].moveAndBattle > 0) r = { ...r, battleMax: BANZAI_MOVE };
  // The unit's own limit (scenario unit `maxMove`: the `.m44` behavior ARMOR_MOVE_TWO; decision C73), whatever the
  // card: the smaller of it and the card's allowance counts.
  // stars: a supply depot the enemy sabotaged cuts the side's armor moves by 1 (battleStars/sabotage.ts).
  if (s.sabotaged) r = cutArmorMove(s, u, r);
  if (u.maxMove !== undefined && r.max > u.maxMove) return { max: u.maxMove, battleMax: Math.min(r.battleMax, u.maxMove), ignoreTerrain: r.ignoreTerrain };
  return r;
}

function commandMoveRules(s: GameState, u: Unit, second: boolean): MoveRules {
  const k = UNIT_KINDS[u.kind];
  // A fallback order (no unit of the card's type) is a normal order without the card's effects (FAQ §VIII).
  const cmd = s.turn.fallback ? undefined : s.turn.command?.type;
  if (cmd === 'close-assault' || cmd === 'firefight' || cmd === 'dig-in') return { max: 0, battleMax: 0, ignoreTerrain: false };
  if (cmd === 'behind-enemy-lines' && k.symbol === 'infantry') {
    // foot: infantry with a machine gun or a mortar still moves or battles (decision C163).
    return { max: 3, battleMax: second || k.moveAndBattle === 0 ? 0 : 3, ignoreTerrain: true };
  }
  if (cmd === 'infantry-assault' && k.symbol === 'infantry') {
    // cards.md: "they may move 2 and still battle, or move 3 and not battle" (Special Forces keep their own 2-and-battle).
    // foot: cavalry and ski troops keep their own 3 and battle, no more (FAQ §IV Cavalry Q, l.2443-2445).
    // Infantry with a machine gun or a mortar still moves or battles (decision C163).
    if (k.moveAndBattle === 0) return { max: 3, battleMax: 0, ignoreTerrain: false };
    return k.moveAndBattle > 2 ? { max: k.move, battleMax: k.moveAndBattle, ignoreTerrain: false } : { max: 3, battleMax: 2, ignoreTerrain: false };
  }
  if (cmd === 'artillery-bombard' && k.symbol === 'artillery') return { max: 3, battleMax: 0, ignoreTerrain: false };
  // Blitz: the side's armor moves at most this far, battle or not (FAQ §III Blitz Rules: "Allied Armor move 2
  // hexes max"), whatever the card.
  const cap = k.symbol === 'armor' ? s.special?.armorMove?.[u.side] : undefined;
  if (cap !== undefined) return { max: Math.min(k.move, cap), battleMax: Math.min(k.moveAndBattle, cap), ignoreTerrain: false };
  return { max: k.move, battleMax: k.moveAndBattle, ignoreTerrain: false };
}

/**
 * Banzai (FAQ §VII Imperial Japanese Army): this Japanese infantry moved further than the command lets it move and
 * still battle, which Banzai allows for a close assault only (an enemy adjacent when it battles: Q4).
 */
export function banzaiCharge(s: GameState, u: Unit, ut: UnitTurn): boolean {
  return ut.moved > 0 && isJapaneseInfantry(u) && ut.moved > commandMoveRules(s, u, false).battleMax;
}

/** May this unit enter hex h at all (units, river, bunker, hedgehog)? Shared by movement and Take Ground. */
export function canEnter(s: GameState, u: Unit, from: Hex, h: Hex, ignoreTerrain: boolean): boolean {
  const geo = s.board.geometry;
  if (!onBoard(geo, h) || !onBoard(geo, from)) return false;
  const d = directionTo(from, h);
  if (d < 0) return false;
  const grid = gridOf(s.board);
  const fi = hexIndex(geo, from);
  const flags = grid.byClass[CLASS_INDEX[UNIT_KINDS[u.kind].symbol]];
  return enterable(grid, flags, occupancy(s), obstacleTable(s), !isInfantryKind(u.kind), fi, d, ignoreTerrain, fi === hexIndex(geo, u));
}

/** The index form of canEnter, for the hot loops. `first`: this is the first hex of the move. */
function enterable(
  grid: Grid,
  /** The terrain flags as the moving unit's class sees them (`grid.byClass`). */
  flags: Uint32Array,
  occ: Occupancy,
  ob: Uint8Array,
  /** Armor or artillery: no bunker, no hedgehog. */
  heavy: boolean,
  fromIdx: number,
  dir: number,
  ignoreTerrain: boolean,
  first: boolean,
): boolean {
  const i = grid.nbr[fromIdx * 6 + dir]!;
  if (i < 0 || occupant(occ, i) >= 0 || grid.sideBlocked[fromIdx * 6 + dir]) return false;
  const f = flags[i]!;
  if (f & F_IMPASSABLE) return false;
  // Mountains: up only from a hill or mountain, down only to one (FAQ §II Mountains); like an impassable side, this
  // holds under Behind Enemy Lines too (decision C47).
  if ((f | flags[fromIdx]!) & F_MOUNTAIN && !(f & flags[fromIdx]! & F_HILL)) return false;
  if (heavy && f & F_BUNKER) return false;
  if (heavy && OB_INFANTRY_ONLY[ob[i]!]) return false;
  // Cliffs and sea bluffs: armor and artillery never move straight between one and a beach (FAQ §II Cliffs & Sea
  // Bluffs); Behind Enemy Lines orders infantry only.
  if (heavy && isCliffStep(f, flags[fromIdx]!)) return false;
  // Frozen rivers: never straight from the ice onto a bridge, or from a bridge onto the ice (FAQ §II Frozen Rivers Q4).
  if ((f & F_ICE && flags[fromIdx]! & F_BRIDGE) || (f & F_BRIDGE && flags[fromIdx]! & F_ICE)) return false;
  // Bridges are entered from land, never straight from another bridge (FAQ §II Bridges Q5), except along one
  // bridge span (scenario data: Arnhem), whose sides other than its exits are closed (grid.sideBlocked).
  if (f & F_BRIDGE && flags[fromIdx]! & F_BRIDGE && (grid.span[i]! < 0 || grid.span[i] !== grid.span[fromIdx])) return false;
  if (!ignoreTerrain && f & F_HEDGEROW && !first) return false;
  return true;
}

/** Is a step between hexes of these flags one between a cliff or sea bluff and a beach (either way)? */
function isCliffStep(to: number, from: number): boolean {
  return ((to & F_CLIFF) !== 0 && (from & F_SHORE) !== 0) || ((to & F_SHORE) !== 0 && (from & F_CLIFF) !== 0);
}

/** Does entering h stop the unit, and may it still battle? */
export function entryEffects(s: GameState, u: Unit, h: Hex, ignoreTerrain: boolean, from?: Hex): { stops: boolean; noBattle: boolean } {
  const k = UNIT_KINDS[u.kind];
  // funnies3: a Fascine's or Bobbin's ground is countryside to it; wire does not stop a Bobbin (troops/funnies3.ts).
  const t = k.funnyGround ? funnyTerrainAt(s, h, k.funnyGround) : terrainAt(s, h)!;
  const ob = obstacleAt(s, h);
  const o = ob === 'wire' && k.funnyGround === 'bobbin' ? undefined : ob;
  const bit = CLASS_BIT[k.symbol];
  const mt = mineTable(s);
  const mined = mt !== null && mt[hexIndex(s.board.geometry, h)] === 1;
  // A ridge stops a unit that moves up onto it from lower ground (FAQ §II Ergs & Ridges).
  const climbed = (t.stopsOnClimb & bit) !== 0 && from !== undefined && !terrainAt(s, from)!.hill;
  const stops = !ignoreTerrain && ((t.stops & bit) !== 0 || climbed || (o !== undefined && OBSTACLES[o].stops) || mined);
  // Terrain battle limits apply even when movement limits are ignored (FAQ §VIII Behind Enemy Lines Q3).
  const coverLimit = (t.noBattleOnEntry & bit) !== 0 && !k.battlesAfterEnteringCover;
  // Jungle: only a unit ordered next to the hex may battle after entering it (FAQ §II Jungles, Q1-Q2), by a move or a
  // Take Ground (the card: armor that started adjacent may take ground into it and overrun).
  const ut = s.turn.units[u.id];
  const ordered = ut ? { row: ut.startRow, col: ut.startCol } : u;
  const farLimit = (t.battleOnEntryIfAdjacent & bit) !== 0 && hexDistance(ordered, h) > 1;
  return { stops, noBattle: coverLimit || farLimit };
}

/** In a frontier entry's cap: the path so far has kept to connected road images. */
const ROAD = 256;
/** The cap itself (at most 99). */
const CAP = 255;

/** Are hexes a and b neighbours? */
function adjacent(grid: Grid, a: number, b: number): boolean {
  const base = a * 6;
  for (let d = 0; d < 6; d++) if (grid.nbr[base + d] === b) return true;
  return false;
}

interface Scratch {
  /** Entries are valid only where stamp[i] === gen (so nothing needs clearing between searches). */
  stamp: Uint32Array;
  gen: number;
  bestSteps: Uint8Array;
  bestNoBattle: Uint8Array;
  bestStops: Uint8Array;
  seen: Uint8Array;
  /** Frontier queues: (hex, cap) pairs. */
  a: Int32Array;
  b: Int32Array;
  /** Entries that cost one hex more (a climb onto a steep hill), by the search step that made them: (hex, cap) pairs. */
  c: Int32Array;
  d: Int32Array;
}

let scratchBufs: Scratch | null = null;

/** Buffers reused by every search (the engine is synchronous), for a board of `size` cells. */
function scratch(size: number): Scratch {
  if (!scratchBufs || scratchBufs.seen.length < size) {
    scratchBufs = {
      stamp: new Uint32Array(size),
      gen: 0,
      bestSteps: new Uint8Array(size),
      bestNoBattle: new Uint8Array(size),
      bestStops: new Uint8Array(size),
      seen: new Uint8Array(size),
      // A hex joins a frontier at most once per seen bit (3 caps, on and off a road): 6 (hex, cap) pairs.
      a: new Int32Array(size * 12),
      b: new Int32Array(size * 12),
      c: new Int32Array(size * 12),
      d: new Int32Array(size * 12),
    };
  }
  scratchBufs.gen = (scratchBufs.gen + 1) >>> 0;
  if (scratchBufs.gen === 0) {
    scratchBufs.stamp.fill(0);
    scratchBufs.gen = 1;
  }
  return scratchBufs;
}

/** An exit marker the unit may leave the board through: `steps` counts the hex off the board (FAQ Exit Markers). */
export interface ExitTarget {
  via: Hex;
  steps: number;
}

/**
 * Every hex the unit may end its move on, with the fewest hexes needed. With `exits`, also the exit markers of the
 * unit's side it may leave the board through (in hex order): one it stands on, or reaches with a hex of movement to
 * spare and without having to stop there (leaving the board counts as one hex of movement).
 */
export function moveTargetsOf(s: GameState, u: Unit, rules: MoveRules, ut?: UnitTurn, exits?: ExitTarget[]): MoveTarget[] {
  const n = searchMoves(s, u, rules, ut, exits);
  const hexes = gridOf(s.board).hexes;
  const out: MoveTarget[] = [];
  for (let k = 0; k < n; k++) {
    const m = found[k]!;
    out.push({ to: hexes[m & MOVE_HEX]!, steps: moveSteps(m), stops: (m & MOVE_STOPS) !== 0, noBattle: (m & MOVE_NO_BATTLE) !== 0 });
  }
  return out;
}

/*
 * A move target packed in one number (the move cache keeps these, not objects): the hex index in the low 16 bits,
 * the hexes spent in the next 8, then the stop and no-battle flags.
 */
export const MOVE_HEX = 0xffff;
export const MOVE_STOPS = 1 << 24;
export const MOVE_NO_BATTLE = 1 << 25;
/** caves: a move from one cave to another, the unit's whole move for the turn (troops/caves.ts). */
export const MOVE_CAVE = 1 << 26;
export function moveSteps(m: number): number {
  return (m >> 16) & 0xff;
}

/** troopact (FAQ §III Collapsible Rafts & Boats): the search of a unit with a boat, into `found`. */
function searchRaft(s: GameState, u: Unit, rules: MoveRules, ut?: UnitTurn, exits?: ExitTarget[]): number {
  const onWater = raftWater(s, u.row * s.board.geometry.cols + u.col);
  const land = onWater ? [] : found.slice(0, searchMoves(s, { ...u, raft: undefined }, rules, ut, exits));
  const all = raftMoves(s, u, rules.max, rules.battleMax, land, MOVE_STOPS, MOVE_NO_BATTLE);
  for (let k = 0; k < all.length; k++) found[k] = all[k]!;
  return all.length;
}

/** The targets found by the last search, packed (scratch: read them before the next search). */
export const found: number[] = [];

/**
 * The search behind moveTargetsOf: the targets go into `found`, packed, in hex-index order; returns their number.
 */
export function searchMoves(s: GameState, u: Unit, rules: MoveRules, ut?: UnitTurn, exits?: ExitTarget[]): number {
  if (rules.max <= 0 || u.figures <= 0) return 0;
  const geo = s.board.geometry;
  const grid = gridOf(s.board);
  const gx = exits ? grid.exit : null;
  const exitMark = u.side === 'axis' ? EXIT_AXIS : EXIT_ALLIES;
  const occ = occupancy(s);
  const ob = obstacleTable(s);
  // Minefields stop any unit, like wire (FAQ §II Minefields Q1).
  const mt = mineTable(s);
  const startIdx = hexIndex(geo, u);
  const kd = UNIT_KINDS[u.kind];
  // Ships keep to the Ocean (FAQ §IV Destroyers, Aircraft Carriers: troops/ships.ts).
  if (kd.naval) return searchShipMoves(s, u, rules.max, rules.battleMax, ut?.noBattle ?? false, found, MOVE_NO_BATTLE);
  // A unit in a landing craft sails over the sea and may land (FAQ §IV Landing Craft: troops/landingCraft.ts).
  if (u.landingCraft) return searchLandingMoves(s, u, rules.max, found, MOVE_STOPS, MOVE_NO_BATTLE);
  // troopact: a unit with a collapsible boat may take to a river, and afloat moves 1 hex (troops/rafts.ts).
  if (u.raft) return searchRaft(s, u, rules, ut, exits);
  // trains: along the track, either way (FAQ §IV Trains/Supply Trains: troops/trains.ts).
  if (kd.train) return searchTrainMoves(s, u, rules.max, found, MOVE_NO_BATTLE);
  // supply: a supply truck's terrain is infantry's with armor's impassable hexes (troops/supplyMoves.ts).
  // recon: so is a patrol car's (Equipment Pack, Jeep Willys l.455-457).
  const flags = kd.resupplies || kd.vehicle ? truckFlags(grid) : grid.byClass[CLASS_INDEX[kd.symbol]];
  // funnies3: a Fascine's or Bobbin's ground is countryside for its moves; wire does not stop a Bobbin (troops/funnies3.ts).
  const funny = kd.funnyGround ? funnyTables(s.board, kd.funnyGround) : null;
  const moveFlags = funny ? funny.flags : flags;
  const moveCaps = funny ? funny.moveCap : grid.moveCap;
  const obStops = kd.funnyGround === 'bobbin' ? BOBBIN_OB_STOPS : OB_STOPS;
  const sf = moveFlags[startIdx]!;
  // Bunker: artillery that starts there may not leave (rulebook p.16).
  if (sf & F_BUNKER && kd.symbol === 'artillery') return 0;
  let max = rules.max;
  const ign = rules.ignoreTerrain;
  // Hedgerow: a unit leaving a hedgerow may only move onto an adjacent hex (rulebook p.14).
  // Marshes: the same on leaving (Terrain Pack, house-rules Appendix 2 "Marshes").
  if (!ign && sf & (F_HEDGEROW | F_LEAVE_ONE)) max = Math.min(max, 1);
  const coverOk = kd.battlesAfterEnteringCover;
  // supply: a supply truck keeps out of what armor and artillery may not enter (Equipment Pack l.375-381; C300).
  const heavy = kd.symbol !== 'infantry' || kd.resupplies === true || kd.vehicle === true;
  // Leaving a hex that forbids battling on the way out (marshes, for armor): no battle after this move.
  const alreadyNoBattle = (ut?.noBattle ?? false) || (sf & F_NO_BATTLE_LEAVE) !== 0;
  // Where the unit was ordered (a second move starts elsewhere): jungle lets a unit battle on entering only if it was
  // next to the jungle hex then (FAQ §II Jungles Q1).
  const orderedIdx = ut ? ut.startRow * geo.cols + ut.startCol : startIdx;
  // Per hex: fewest steps (0 = not reached), and whether that best entry allows a battle. Scratch buffers
  // are reused between calls (the engine is synchronous), cleared only where this call wrote.
  const sc = scratch(grid.size);
  const { bestSteps, bestNoBattle, bestStops, seen, stamp, gen } = sc;
  // Roads (FAQ §II Roads): a unit that starts on a road and moves only along connected road images may move one hex
  // more, and battle after one hex more if it may battle after moving at all. A frontier entry's cap carries ROAD
  // while its path has kept to the road; such paths are seen apart (seen bits << 3).
  const roads = grid.road;
  const onRoad = roads !== null && roads[startIdx] !== 0 && !(sf & (F_HEDGEROW | F_LEAVE_ONE));
  // supply: a supply truck that keeps to the road moves 4 hexes in all (Equipment Pack l.363; FAQ §II Roads l.1296,
  // l.1320: 4 under Infantry Assault too; decision C300).
  let roadMax = onRoad ? (kd.roadMove !== undefined ? Math.max(max + 1, kd.roadMove) : max + 1) : max;
  let roadBattleMax = rules.battleMax > 0 ? rules.battleMax + 1 : 0;
  // recon: a patrol car moves 4 and battles on a road too, no more (FAQ §II Roads l.1322; decision C335).
  if (kd.roadCap !== undefined) {
    roadMax = Math.min(roadMax, Math.max(max, kd.roadCap));
    roadBattleMax = Math.min(roadBattleMax, Math.max(rules.battleMax, kd.roadCap));
  }
  let frontier = sc.a;
  let next = sc.b;
  let fLen = 2;
  frontier[0] = startIdx;
  frontier[1] = onRoad ? 99 | ROAD : 99;
  stamp[startIdx] = gen;
  seen[startIdx] = 1;
  bestSteps[startIdx] = 0;
  let lo = startIdx;
  let hi = startIdx;
  // Exits by hex index: fewest hexes spent, including the step off the board (0 = none).
  const exitSteps = gx ? new Map<number, number>() : null;
  if (gx && exitSteps && gx[startIdx] === exitMark) exitSteps.set(startIdx, 1);
  // A climb onto a steep hill from lower ground spends two hexes (FAQ §II Steep Hills): such an entry is expanded one
  // search step later, from `dPrev`; `dCur` collects this step's.
  let dCur = sc.c;
  let dPrev = sc.d;
  let dCurLen = 0;
  let dPrevLen = 0;
  for (let steps = 1; steps <= roadMax && (fLen || dPrevLen); steps++) {
    let nLen = 0;
    for (let k = 0; k < fLen; k += 2) {
      const from = frontier[k]!;
      const capF = frontier[k + 1]!;
      const cap0 = capF & CAP;
      if (steps > cap0) continue;
      const road0 = capF & ROAD;
      for (let d = 0; d < 6; d++) {
        if (!enterable(grid, moveFlags, occ, ob, heavy, from, d, ign, steps === 1)) continue;
        const i = grid.nbr[from * 6 + d]!;
        const mc = moveCaps[i]!;
        const cap = ign || cap0 < mc ? (ign ? 99 : cap0) : mc;
        const f = moveFlags[i]!;
        // Still on the road: this step follows a side both road images use.
        const road = road0 && roads![from]! & (1 << d) ? ROAD : 0;
        // Hexes spent on arriving: one more for a climb onto a steep hill from lower ground, or for infantry going up
        // or down a cliff or sea bluff from or to the beach (FAQ §II Cliffs & Sea Bluffs).
        const climb = !ign && ((f & F_STEEP && !(moveFlags[from]! & F_HILL)) || isCliffStep(f, moveFlags[from]!));
        const arrive = climb ? steps + 1 : steps;
        if (arrive > cap || arrive > (road ? roadMax : max)) continue;
        const bit = (cap >= 99 ? 1 : cap === 2 ? 2 : 4) << (road ? 3 : 0);
        if (stamp[i] !== gen) {
          stamp[i] = gen;
          seen[i] = 0;
          bestSteps[i] = 0;
          if (i < lo) lo = i;
          if (i > hi) hi = i;
        }
        // A climb is marked seen when it joins a frontier, since a plain entry this step may still reach it sooner.
        if (!climb) {
          if (seen[i]! & bit) continue;
          seen[i] = seen[i]! | bit;
        }
        // A ridge stops a unit moving up onto it from lower ground (FAQ §II Ergs & Ridges).
        const stops =
          !ign && (f & F_STOPS || (f & F_STOPS_CLIMB && !(moveFlags[from]! & F_HILL)) || obStops[ob[i]!] || (mt !== null && mt[i])) ? 1 : 0;
        // Terrain battle limits apply even under Behind Enemy Lines (FAQ §VIII BEL Q3).
        const noBattle =
          (f & F_NO_BATTLE_ENTRY && !coverOk) ||
          arrive > (road ? roadBattleMax : rules.battleMax) ||
          alreadyNoBattle ||
          (f & F_BATTLE_IF_ADJACENT && !adjacent(grid, orderedIdx, i))
            ? 1
            : 0;
        const prev = bestSteps[i]!;
        if (prev === 0 || prev > arrive || (prev === arrive && bestNoBattle[i] && !noBattle)) {
          bestSteps[i] = arrive;
          bestNoBattle[i] = noBattle;
          bestStops[i] = stops;
        }
        if (!stops) {
          if (climb) {
            dCur[dCurLen++] = i;
            dCur[dCurLen++] = cap | road;
          } else {
            next[nLen++] = i;
            next[nLen++] = cap | road;
          }
          // An exit marker reached with a hex of movement to spare (the road's extra hex does not leave the board).
          if (exitSteps && gx![i] === exitMark && arrive < max && arrive < cap && !exitSteps.has(i)) exitSteps.set(i, arrive + 1);
        }
      }
    }
    // The climbs of the step before have now spent their two hexes: they join the next frontier.
    for (let k = 0; k < dPrevLen; k += 2) {
      const i = dPrev[k]!;
      const cap = dPrev[k + 1]!;
      const c = cap & CAP;
      const bit = (c >= 99 ? 1 : c === 2 ? 2 : 4) << (cap & ROAD ? 3 : 0);
      if (seen[i]! & bit) continue;
      seen[i] = seen[i]! | bit;
      next[nLen++] = i;
      next[nLen++] = cap;
    }
    const dt = dPrev;
    dPrev = dCur;
    dCur = dt;
    dPrevLen = dCurLen;
    dCurLen = 0;
    const t = frontier;
    frontier = next;
    next = t;
    fLen = nLen;
  }
  if (exitSteps && exits) for (const i of [...exitSteps.keys()].sort((a, b) => a - b)) exits.push({ via: grid.hexes[i]!, steps: exitSteps.get(i)! });
  // In hex-index order (stable for the UI and for replays): scan the small span the search touched.
  let n = 0;
  for (let i = lo; i <= hi; i++) {
    if (stamp[i] === gen && bestSteps[i] && i !== startIdx) {
      found[n++] = i | (bestSteps[i]! << 16) | (bestStops[i] === 1 ? MOVE_STOPS : 0) | (bestNoBattle[i] === 1 ? MOVE_NO_BATTLE : 0);
    }
  }
  // caves: Japanese infantry on a cave may move to any empty cave (FAQ §II Caves Q1; troops/caves.ts).
  if (u.army !== undefined && ut !== undefined) n = addCaveMoves(s, u, ut, found, n, MOVE_CAVE, MOVE_NO_BATTLE);
  return n;
}

