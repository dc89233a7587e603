/**
 * Retreat paths. Rulebook p.10 "Retreat"; FAQ §I Retreating Q1 (complete as many retreat hexes as possible),
 * §II (terrain ignored while retreating, impassable terrain and units still block; no retreat onto ocean;
 * bunkers and hedgehogs impassable to armor and artillery; artillery in a bunker loses figures instead),
 * §VII French Resistance Q1 (1 to 3 hexes per flag).
 */
import { onBoard, type Hex } from './hex';
import { cellAt, hasSandbags, obstacleAt, occupancy, occupant, sideClosed, terrainAt } from './board';
import { OBSTACLES, bunkerShelters } from './terrain';
import { UNIT_KINDS, isArtilleryKind, isInfantryKind, unitKind } from './units';
import type { GameState, Unit } from './types';
import { hexIndex } from './hex';
import { CLASS_BIT } from './grid';
import { shipRetreatStepOk } from './troops/ships';
import { landingRetreatStepOk } from './troops/landingCraft';
import { trainRetreatOptions } from './troops/trains';
import { seaWallShelters } from './seaWall';
import { ITALIAN_RETREAT, braveArtillery, forcedIgnores } from './troops/nations';
import { afloat } from './troops/rafts';
import { inCave } from './troops/caves';

export interface RetreatOption {
  /** Where the unit ends (its own hex when it cannot move or ignores every flag). */
  to: Hex;
  /** The first flag is ignored (sandbags, bunker, hedgehog). */
  ignore: boolean;
  /** Hexes retreated. */
  steps: number;
  /** Figures lost for retreat hexes that could not be made. */
  losses: number;
}

/** May the unit's first flag be ignored on this hex? (never against Barrage or Air Power: caller decides) */
export function canIgnoreFlag(s: GameState, u: Unit): boolean {
  const c = cellAt(s, u);
  if (!c) return false;
  if (bunkerShelters(c.bunker, u.side)) return true;
  if (hasSandbags(s, u)) return true;
  // seaWall: a unit of the side a sea wall protects (FAQ §II Sea Wall).
  if (seaWallShelters(c.seaWall, u.side)) return true;
  // A unit the scenario lets ignore one flag (the `.m44` behavior CAN_IGNORE_ONE_FLAG; decision C74).
  if (u.ignoreOneFlag) return true;
  // A ship may ignore one flag (FAQ §IV Destroyers, Aircraft Carriers).
  if (unitKind(u.kind).naval) return true;
  // trains: a train may ignore one flag (FAQ §IV Trains/Supply Trains).
  if (UNIT_KINDS[u.kind].train) return true;
  const o = obstacleAt(s, u);
  if (o !== undefined && OBSTACLES[o].ignoresFlag) return true;
  // Terrain that lets some classes ignore a flag (city ruins, ravines, trenches: infantry).
  return (terrainAt(s, u)!.ignoresFlag & CLASS_BIT[UNIT_KINDS[u.kind].symbol]) !== 0;
}

/** May the unit retreat one hex from `from` to `to` (the direction is the caller's)? */
export function retreatStepOk(s: GameState, u: Unit, from: Hex, to: Hex): boolean {
  const g = s.board.geometry;
  if (!onBoard(g, to)) return false;
  if (occupant(occupancy(s), hexIndex(g, to)) >= 0) return false;
  if (sideClosed(s, from, to)) return false;
  // A ship retreats on the Ocean only (troops/ships.ts, decision C192).
  const kd = UNIT_KINDS[u.kind];
  if (kd.naval) return shipRetreatStepOk(s, from, to);
  // The unit in a landing craft retreats with it, on the sea only (FAQ §IV Landing Craft).
  if (u.landingCraft) return landingRetreatStepOk(s, to);
  const t = terrainAt(s, to)!;
  if (t.noRetreat || t.noEntry & CLASS_BIT[kd.symbol]) return false;
  // Mountains: retreat onto one only from a hill or mountain, and off one only to one (FAQ §II Mountains).
  const f = terrainAt(s, from)!;
  if ((t.mountain || f.mountain) && !(t.hill && f.hill)) return false;
  const c = cellAt(s, to)!;
  if (c.impassable) return false;
  // Frozen rivers: no retreat straight between the ice and a bridge (FAQ §II Frozen Rivers Q4): onto a bridge from
  // the ice, or onto the ice from a bridge. The hex left is looked up only where ice makes it matter (hot path).
  if (c.bridge ? f.thinIce : t.thinIce) {
    const fc = cellAt(s, from)!;
    if (c.bridge ? !fc.bridge : fc.bridge) return false;
  }
  const heavy = !isInfantryKind(u.kind);
  if (heavy && c.bunker) return false;
  const o = obstacleAt(s, to);
  if (heavy && o && OBSTACLES[o].infantryOnly) return false;
  return true;
}

/** Hexes reachable in exactly k retreat steps toward the unit's home edge, for k = 0..max. */
function layers(s: GameState, u: Unit, max: number): Hex[][] {
  const dr = s.edges[u.side] === 'top' ? -1 : 1;
  const out: Hex[][] = [[{ row: u.row, col: u.col }]];
  for (let k = 1; k <= max; k++) {
    const prev = out[k - 1]!;
    const seen = new Set<number>();
    const next: Hex[] = [];
    for (const h of prev) {
      for (const dc of [-1, 1]) {
        const n = { row: h.row + dr, col: h.col + dc };
        const key = n.row * 1000 + n.col;
        if (seen.has(key) || !retreatStepOk(s, u, h, n)) continue;
        seen.add(key);
        next.push(n);
      }
    }
    if (!next.length) break;
    out.push(next);
  }
  return out;
}

function optionsFor(s: GameState, u: Unit, flags: number, ignore: boolean): RetreatOption[] {
  const here: Hex = { row: u.row, col: u.col };
  if (flags <= 0) return [{ to: here, ignore, steps: 0, losses: 0 }];
  // trains: back along the track, a damage point per hex it cannot go (troops/trains.ts).
  if (UNIT_KINDS[u.kind].train) return trainRetreatOptions(s, u, flags, ignore);
  // Artillery in a bunker does not retreat: one figure per flag (FAQ §II Bunkers Q4).
  const c = cellAt(s, u);
  if (isArtilleryKind(u.kind) && c?.bunker) return [{ to: here, ignore, steps: 0, losses: flags }];
  // troopact: a unit in its collapsible boat does not retreat: 1 figure per flag (FAQ §III Rafts & Boats Q, l.1807).
  if (u.raft && afloat(s, u)) return [{ to: here, ignore, steps: 0, losses: flags }];
  // Italian ground units retreat 1 to 3 hexes per flag (Equipment Pack l.674, Motorized Divisions).
  const [minPer, maxPer] = u.army === 'italian' ? ITALIAN_RETREAT : UNIT_KINDS[u.kind].retreatPerFlag;
  const need = flags * minPer;
  const most = flags * maxPer;
  const ls = layers(s, u, most);
  const reach = ls.length - 1;
  const out: RetreatOption[] = [];
  if (reach >= need) {
    for (let k = need; k <= reach; k++) for (const h of ls[k]!) out.push({ to: h, ignore, steps: k, losses: 0 });
  } else {
    for (const h of ls[reach]!) out.push({ to: h, ignore, steps: reach, losses: need - reach });
  }
  return out;
}

/** May every flag rolled against the unit be ignored on its hex (a fortress)? */
export function canIgnoreAllFlags(s: GameState, u: Unit): boolean {
  return ((terrainAt(s, u)?.ignoresAllFlags ?? 0) & CLASS_BIT[UNIT_KINDS[u.kind].symbol]) !== 0;
}

/**
 * Every retreat the owner may choose for `flags` flags (with and without ignoring the first one; on a fortress, also
 * ignoring them all, listed before the others that ignore, so that "stay, ignoring" reads as ignoring them all).
 */
export function retreatOptionsFor(s: GameState, u: Unit, flags: number, ignorable: boolean): RetreatOption[] {
  if (!ignorable || flags <= 0) return optionsFor(s, u, flags, false);
  // Units with flag rules of their own, out of line (issue 17 speed: this stays small enough to inline).
  if (u.army !== undefined || u.heroicLeader || UNIT_KINDS[u.kind].ignoresOneFlag) return unitFlagOptions(s, u, flags);
  const out = withIgnoreAll(s, u, flags);
  if (canIgnoreFlag(s, u)) out.push(...optionsFor(s, u, flags - 1, true));
  return out;
}

/** Every retreat of `flags`, and none at all where the hex lets a unit ignore them all. */
function withIgnoreAll(s: GameState, u: Unit, flags: number): RetreatOption[] {
  const out = optionsFor(s, u, flags, false);
  if (flags > 1 && canIgnoreAllFlags(s, u)) out.push(...optionsFor(s, u, 0, true));
  return out;
}

/** retreatOptionsFor (ignorable flags, at least one) for a nation's unit, a Heroic Leader's or a kind that ignores one. */
function unitFlagOptions(s: GameState, u: Unit, flags: number): RetreatOption[] {
  // Japanese infantry MUST ignore 1 flag, 2 where its hex lets it ignore one, all where its hex ignores them all
  // (FAQ §VII Yamato Damashi spirit); never against a card whose flags may not be ignored (Q1: `ignorable` false).
  if (u.army) {
    // caves: in a cave it ignores them all (FAQ §VII l.3341; FAQ §II Caves, card 52; troops/caves.ts).
    const forced = forcedIgnores(u, flags, canIgnoreFlag(s, u), (flags > 1 && canIgnoreAllFlags(s, u)) || inCave(s, u));
    if (forced > 0) {
      // troopact: a Heroic Leader with Japanese infantry lets it ignore one flag more, if its owner wishes (C294).
      if (!u.heroicLeader || flags - forced <= 0) return optionsFor(s, u, flags - forced, true);
      return [...optionsFor(s, u, flags - forced, true), ...optionsFor(s, u, flags - forced - 1, true)];
    }
  }
  const out = withIgnoreAll(s, u, flags);
  if (UNIT_KINDS[u.kind].ignoresOneFlag || u.heroicLeader || (u.army !== undefined && braveArtillery(u))) {
    // Italian artillery (the guns' `italian-artillery` kind, or any artillery of the Italian army: Equipment Pack l.680,
    // Artillery Bravery; decisions C115, C177) ignores one flag of its own, and one more where its hex lets a unit
    // ignore one (FAQ §I l.367, decision C116): ignoring means ignoring all it may.
    // troop actions: so does a unit with a Heroic Leader (FAQ §I l.365-367, troops/heroicLeader.ts; decision C280).
    out.push(...optionsFor(s, u, flags - (flags > 1 && canIgnoreFlag(s, u) ? 2 : 1), true));
  } else if (canIgnoreFlag(s, u)) out.push(...optionsFor(s, u, flags - 1, true));
  return out;
}
