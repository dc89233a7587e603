/**
 * Which units a command may order. A command is a list of slots (a section or "anywhere", a count, a filter);
 * a set of units can be ordered when each unit fits a distinct slot (a unit on a section line fits either
 * section). Rulebook p.6 "Order Units"; cards.md; FAQ §VIII.
 */
import { hexDistance, type Section } from './hex';
import { ALL, cardDef } from './cards';
import { isAlive, other } from './board';
import { UNIT_KINDS } from './units';
import { wagonView } from './troops/trains';
import type { Command, GameState, Unit } from './types';
import { derived } from './cache';
import { hasSpecialKinds } from './specialKinds';
import { GUNG_HO_TACTICS, gungHo } from './troops/nations';

export type UnitFilter =
  | 'any'
  | 'infantry'
  | 'armor'
  | 'artillery'
  | 'damaged'
  | 'adjacentToEnemy'
  | 'notAdjacentToEnemy'
  | 'closeAssault'
  // supply: infantry but supply trucks (Behind Enemy Lines, Dig-in: Equipment Pack l.414; FAQ §IV Supply Trucks Q2).
  | 'infantryNoTruck';

export interface Slot {
  sections: Section[] | 'any';
  count: number;
  filter: UnitFilter;
}

export interface OrderSpec {
  slots: Slot[];
  /** When no unit fits the slots at all, the card orders 1 unit of the player's choice instead. */
  fallbackAnyOne: boolean;
}

const ALL_SECTIONS: Section[] = ['left', 'centre', 'right'];

/**
 * The slots of a command. Made once per card type (and section, for Infantry Assault) and shared: callers never
 * change a spec or its slots. Their Finest Hour's slots come from the turn, so its spec is made each time.
 */
export function orderSpec(s: GameState, cmd: Command): OrderSpec {
  if (cmd.type === 'their-finest-hour') return makeSpec(s, cmd);
  // Gung Ho (FAQ §VII US Marine Corps): the Marines' commands, a Counter-Attack's copy included, order one unit more.
  const marines = s.special?.gungHo !== undefined && gungHo(s, s.turn.side);
  const base = cmd.type === 'infantry-assault' ? `infantry-assault/${cmd.section ?? 'centre'}` : cmd.type;
  const key = marines ? `${base}/gung-ho` : base;
  let spec = SPECS.get(key);
  if (!spec) {
    spec = makeSpec(s, cmd);
    if (marines) spec = gungHoSpec(cmd, spec);
    SPECS.set(key, spec);
  }
  return spec;
}

/**
 * Gung Ho's slots: a Section card gets one more unit in its sections (one slot over all of them: "1 more unit than
 * indicated"); a Tactic card ordering 1 to 4 units, one more; the others are unchanged (FAQ §VII, l.3379-3382).
 */
function gungHoSpec(cmd: Command, spec: OrderSpec): OrderSpec {
  const def = cardDef(cmd.type);
  if (def.sections) {
    const sections = spec.slots.flatMap((sl) => (sl.sections === 'any' ? [] : sl.sections));
    if (!sections.length || spec.slots.some((sl) => sl.count >= ALL)) return spec;
    return { ...spec, slots: [...spec.slots, { sections, count: 1, filter: 'any' }] };
  }
  if (!GUNG_HO_TACTICS.has(cmd.type)) return spec;
  return { ...spec, slots: spec.slots.map((sl) => ({ ...sl, count: sl.count + 1 })) };
}

const SPECS = new Map<string, OrderSpec>();

function makeSpec(s: GameState, cmd: Command): OrderSpec {
  const def = cardDef(cmd.type);
  if (def.sections) {
    const slots: Slot[] = [];
    for (const sec of ALL_SECTIONS) {
      const n = def.sections[sec];
      if (n) slots.push({ sections: [sec], count: n, filter: 'any' });
    }
    return { slots, fallbackAnyOne: false };
  }
  switch (cmd.type) {
    case 'direct-from-hq':
      return anywhere(4, 'any');
    case 'move-out':
      return { ...anywhere(4, 'infantry'), fallbackAnyOne: true };
    case 'armor-assault':
      return { ...anywhere(4, 'armor'), fallbackAnyOne: true };
    case 'infantry-assault':
      return { slots: [{ sections: [cmd.section ?? 'centre'], count: ALL, filter: 'infantry' }], fallbackAnyOne: true };
    case 'artillery-bombard':
      return { ...anywhere(ALL, 'artillery'), fallbackAnyOne: true };
    case 'behind-enemy-lines':
      return { ...anywhere(1, 'infantryNoTruck'), fallbackAnyOne: true };
    case 'close-assault':
      return anywhere(ALL, 'closeAssault');
    case 'dig-in':
      return { ...anywhere(4, 'infantryNoTruck'), fallbackAnyOne: true };
    case 'firefight':
      return anywhere(4, 'notAdjacentToEnemy');
    case 'medics-mechanics':
      return anywhere(1, 'damaged');
    case 'their-finest-hour': {
      const slots: Slot[] = (s.turn.slots ?? []).map((f) => ({ sections: 'any' as const, count: 1, filter: f }));
      return { slots, fallbackAnyOne: false };
    }
    default:
      // Barrage, Air Power, Ambush, Counter-Attack with nothing to copy: no unit is ordered.
      return { slots: [], fallbackAnyOne: false };
  }
}

export function adjacentEnemy(s: GameState, u: Unit): boolean {
  const foe = other(u.side);
  const units = s.units;
  for (let i = 0; i < units.length; i++) {
    const v = units[i]!;
    if (v.side === foe && isAlive(v) && hexDistance(u, v) === 1) return true;
  }
  return false;
}

const SECTION_BIT: Record<Section, number> = { left: 1, centre: 2, right: 4 };

/** Sections of a unit's hex for its own side, as bits (left 1, centre 2, right 4; a section-line hex has two). */
function sectionBits(s: GameState, u: Unit): number {
  const g = s.board.geometry;
  const lowCol = u.col <= g.leftMax ? 1 : 0;
  const highCol = u.col >= g.rightMin ? 1 : 0;
  const centre = u.col >= g.leftMax && u.col <= g.rightMin ? 2 : 0;
  // Seen from the bottom edge the low columns are the left flank; the top player's left is mirrored.
  const bits = s.edges[u.side] === 'bottom' ? lowCol | centre | (highCol << 2) : highCol | centre | (lowCol << 2);
  // trains: a train across two sections may be ordered in either (house rules l.504; troops/trains.ts).
  const w = u.wagon ? wagonView(u) : undefined;
  return w ? bits | sectionBits(s, w) : bits;
}

function slotBits(slot: Slot): number {
  if (slot.sections === 'any') return 7;
  let b = 0;
  for (const x of slot.sections) b |= SECTION_BIT[x];
  return b;
}

function fits(s: GameState, u: Unit, slot: Slot): boolean {
  return fitsIn(s, u, slotBits(slot), slot.filter);
}

/** `fits` with the slot's section bits worked out by the caller (once per list, not once per unit: issue 17 speed). */
function fitsIn(s: GameState, u: Unit, bits: number, filter: UnitFilter): boolean {
  // italy: a unit landed on an airfield this turn may not move or battle: it is not ordered (troops/airfield.ts).
  if (s.turn.landed === u.id) return false;
  // Every hex is in at least one section, so a slot of all three (7) takes a unit anywhere.
  if (bits !== 7 && !(bits & sectionBits(s, u))) return false;
  return fitsFilter(s, u, filter);
}

/** The unit passes the slot's filter, wherever it stands. */
function fitsFilter(s: GameState, u: Unit, filter: UnitFilter): boolean {
  // The kind's entry is looked up once (a keyed lookup: the hot part of this test), its abilities read off it.
  switch (filter) {
    case 'any':
      return true;
    // A landing craft answers no class card (FAQ §IV Landing Craft Q l.2623-2633): only a fallback order reaches it.
    case 'infantry':
      return UNIT_KINDS[u.kind].symbol === 'infantry' && !u.landingCraft;
    case 'armor':
      return UNIT_KINDS[u.kind].symbol === 'armor' && !u.landingCraft;
    case 'artillery': {
      const k = UNIT_KINDS[u.kind];
      return k.symbol === 'artillery' && !k.naval && !u.landingCraft && !k.train;
    }
    case 'damaged': {
      if (u.figures >= u.maxFigures) return false;
      // Ships are never repaired (FAQ §IV Destroyers, Aircraft Carriers: Medics & Mechanics Q), nor half-tracks ordered.
      const k = UNIT_KINDS[u.kind];
      return !k.naval && !k.noMedics;
    }
    case 'adjacentToEnemy':
      return adjacentEnemy(s, u);
    // supply: a supply truck never battles, so Firefight and Close Assault never order it (Equipment Pack l.413).
    case 'notAdjacentToEnemy':
      return !adjacentEnemy(s, u) && !UNIT_KINDS[u.kind].resupplies;
    case 'closeAssault': {
      const k = UNIT_KINDS[u.kind];
      return (k.symbol === 'infantry' || k.symbol === 'armor') && !k.resupplies && adjacentEnemy(s, u);
    }
    case 'infantryNoTruck': {
      // recon: nor a patrol car (Equipment Pack, Jeep Willys l.477).
      const k = UNIT_KINDS[u.kind];
      return k.symbol === 'infantry' && !u.landingCraft && !k.resupplies && !k.vehicle;
    }
  }
}

/** Bit j set: the unit fits slot j. */
function slotMask(s: GameState, u: Unit, slots: Slot[], bits: readonly number[]): number {
  let m = 0;
  for (let j = 0; j < slots.length; j++) if (fitsIn(s, u, bits[j]!, slots[j]!.filter)) m |= 1 << j;
  return m;
}

/** The slots' section bits (scratch, refilled by each caller of slotMask). */
const bitsBuf: number[] = [];
function fillSlotBits(slots: readonly Slot[]): number[] {
  for (let j = 0; j < slots.length; j++) bitsBuf[j] = slotBits(slots[j]!);
  return bitsBuf;
}

function anywhere(count: number, filter: UnitFilter): OrderSpec {
  return { slots: [{ sections: 'any', count, filter }], fallbackAnyOne: false };
}

/**
 * Can units with these slot masks all be ordered at once? Bipartite matching of units to slots with capacities
 * (Kuhn's augmenting paths); slot j takes at most caps[j] units.
 */
function matchable(masks: readonly number[], n: number, slots: readonly Slot[]): boolean {
  // Scratch tables reused by every call (the engine is synchronous): slot j's seated units are
  // seats[j * n .. j * n + seated[j]).
  const m = slots.length;
  for (let j = 0; j < m; j++) seated[j] = 0;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < m; j++) visited[j] = 0;
    if (!place(masks, n, slots, i)) return false;
  }
  return true;
}

const seats: number[] = [];
const seated: number[] = [];
const visited: number[] = [];

/** Kuhn's augmenting step: seat unit i, moving already seated units along an augmenting path if needed. */
function place(masks: readonly number[], n: number, slots: readonly Slot[], i: number): boolean {
  const m = masks[i]!;
  for (let j = 0; j < slots.length; j++) {
    if (!(m & (1 << j)) || visited[j]) continue;
    visited[j] = 1;
    const h = seated[j]!;
    if (h < slots[j]!.count) {
      seats[j * n + h] = i;
      seated[j] = h + 1;
      return true;
    }
    for (let k = 0; k < h; k++) {
      if (place(masks, n, slots, seats[j * n + k]!)) {
        seats[j * n + k] = i;
        return true;
      }
    }
  }
  return false;
}

/** Slot masks of units being matched (scratch, see matchable). */
const maskBuf: number[] = [];

/** Can these units all be ordered at once under the slots? */
export function feasible(s: GameState, units: Unit[], slots: Slot[]): boolean {
  if (slots.length === 1) {
    const sl = slots[0]!;
    return units.length <= sl.count && units.every((u) => fits(s, u, sl));
  }
  if (slots.length > 30) return false;
  const bits = fillSlotBits(slots);
  for (let i = 0; i < units.length; i++) maskBuf[i] = slotMask(s, units[i]!, slots, bits);
  return matchable(maskBuf, units.length, slots);
}

const ANY_ONE: Slot[] = [{ sections: 'any', count: 1, filter: 'any' }];
/** Gung Ho's fallback: "issue an order to 1 unit of your choice" orders two (FAQ §VII US Marine Corps Q2). */
const ANY_TWO: Slot[] = [{ sections: 'any', count: 2, filter: 'any' }];
const fallbackSlots = (s: GameState): Slot[] => (s.special?.gungHo !== undefined && gungHo(s, s.turn.side) ? ANY_TWO : ANY_ONE);

/**
 * The slots in force: the card's, or the one-unit fallback. Whether the fallback applies ("no unit of that type
 * anywhere", not "none in the section chosen": FAQ §VIII Infantry Assault Q1) is decided when the card is played
 * and kept in `turn.fallback`.
 */
export function effectiveSlots(s: GameState, cmd: Command): Slot[] {
  if (s.turn.command === cmd) {
    // The command in force: its slots are fixed once the card is played (kept on the command object).
    return derived(cmd, slotsInForce, s);
  }
  const spec = orderSpec(s, cmd);
  if (!spec.fallbackAnyOne) return spec.slots;
  return needsFallback(s, spec) ? fallbackSlots(s) : spec.slots;
}

function slotsInForce(s: GameState): Slot[] {
  return s.turn.fallback ? fallbackSlots(s) : withCommandCars(s, s.turn.command!, orderSpec(s, s.turn.command!).slots);
}

/**
 * Command cars (Equipment Pack; FAQ §IV Command Cars, l.2741-2746): a section card played in the section of one of
 * the side's command cars orders one more unit there; a car on a section line counts for one of its two sections, the
 * player's choice (one more slot over both: the matching picks). Each car adds its own (decision C138).
 */
function withCommandCars(s: GameState, cmd: Command, slots: Slot[]): Slot[] {
  // Only a battle with special kinds may have a command car (specialKinds.ts).
  if (!hasSpecialKinds(s)) return slots;
  let out: Slot[] | null = null;
  let cardBits = -1; // worked out at the first car found: most battles have none, and this runs for every card played
  const units = s.units;
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (!UNIT_KINDS[u.kind].ordersOneMore || u.side !== s.turn.side || !isAlive(u)) continue;
    if (cardBits < 0) {
      const def = cardDef(cmd.type);
      if (!def.sections) return slots;
      cardBits = 0;
      for (const sec of ALL_SECTIONS) if (def.sections[sec]) cardBits |= SECTION_BIT[sec];
    }
    const bits = sectionBits(s, u) & cardBits;
    if (!bits) continue;
    (out ??= [...slots]).push({ sections: ALL_SECTIONS.filter((x) => bits & SECTION_BIT[x]), count: 1, filter: 'any' });
  }
  return out ?? slots;
}

/** No unit of the side fits the card's filter anywhere on the board. */
export function needsFallback(s: GameState, spec: OrderSpec): boolean {
  if (!spec.fallbackAnyOne) return false;
  const units = s.units;
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (u.side !== s.turn.side || !isAlive(u)) continue;
    for (let j = 0; j < spec.slots.length; j++) if (fitsFilter(s, u, spec.slots[j]!.filter)) return false;
  }
  return true;
}

/** Units that may be added to the orders now. */
export function orderableUnits(s: GameState): Unit[] {
  const t = s.turn;
  if (t.stage !== 'order' || !t.command || s.pending.length) return [];
  const slots = effectiveSlots(s, t.command);
  if (!slots.length) return [];
  const out: Unit[] = [];
  if (slots.length === 1) {
    // One slot (most cards): any unit that fits, while places are left.
    const slot = slots[0]!;
    if (t.ordered.length >= slot.count) return out;
    const bits = slotBits(slot);
    const units = s.units;
    for (let i = 0; i < units.length; i++) {
      const u = units[i]!;
      if (u.side === t.side && isAlive(u) && !t.ordered.includes(u.id) && fitsIn(s, u, bits, slot.filter)) out.push(u);
    }
    return out;
  }
  if (slots.length > 30) return out;
  // The ordered units' masks (once: matching only reads them), then each candidate's in the last place.
  const n = t.ordered.length;
  const units = s.units;
  const bits = fillSlotBits(slots);
  for (let k = 0; k < n; k++) maskBuf[k] = slotMask(s, units[t.ordered[k]!]!, slots, bits);
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (u.side !== t.side || !isAlive(u) || t.ordered.includes(u.id)) continue;
    const m = slotMask(s, u, slots, bits);
    if (!m) continue;
    maskBuf[n] = m;
    if (matchable(maskBuf, n + 1, slots)) out.push(u);
  }
  return out;
}

/** Every unit that fits (used to auto-order when the player has no real choice). */
export function allEligible(s: GameState, cmd: Command): Unit[] {
  const slots = effectiveSlots(s, cmd);
  const out: Unit[] = [];
  const units = s.units;
  const bits = fillSlotBits(slots);
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (u.side !== s.turn.side || !isAlive(u)) continue;
    for (let j = 0; j < slots.length; j++) {
      if (fitsIn(s, u, bits[j]!, slots[j]!.filter)) {
        out.push(u);
        break;
      }
    }
  }
  return out;
}

