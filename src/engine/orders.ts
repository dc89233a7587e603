/**
 * Which units a command may order. A command is a list of slots (a section or "anywhere", a count, a filter);
 * a set of units can be ordered when each unit fits a distinct slot (a unit on a section line fits either
 * section). Rulebook p.6 "Order Units"; cards.md; FAQ §VIII.
 */
import { hexDistance, type Section } from './hex';
import { ALL, cardDef } from './cards';
import { isAlive, other } from './board';
import { isArmorKind, isInfantryKind } from './units';
import type { Command, GameState, Unit } from './types';
import { derived } from './cache';

export type UnitFilter = 'any' | 'infantry' | 'armor' | 'artillery' | 'damaged' | 'adjacentToEnemy' | 'notAdjacentToEnemy' | 'closeAssault';

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

export function orderSpec(s: GameState, cmd: Command): OrderSpec {
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
      return { ...anywhere(1, 'infantry'), fallbackAnyOne: true };
    case 'close-assault':
      return anywhere(ALL, 'closeAssault');
    case 'dig-in':
      return { ...anywhere(4, 'infantry'), fallbackAnyOne: true };
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
  for (const v of s.units) {
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
  return s.edges[u.side] === 'bottom' ? lowCol | centre | (highCol << 2) : highCol | centre | (lowCol << 2);
}

function slotBits(slot: Slot): number {
  if (slot.sections === 'any') return 7;
  let b = 0;
  for (const x of slot.sections) b |= SECTION_BIT[x];
  return b;
}

function fits(s: GameState, u: Unit, slot: Slot): boolean {
  if (slot.sections !== 'any' && !(slotBits(slot) & sectionBits(s, u))) return false;
  switch (slot.filter) {
    case 'any':
      return true;
    case 'infantry':
      return isInfantryKind(u.kind);
    case 'armor':
      return isArmorKind(u.kind);
    case 'artillery':
      return u.kind === 'artillery';
    case 'damaged':
      return u.figures < u.maxFigures;
    case 'adjacentToEnemy':
      return adjacentEnemy(s, u);
    case 'notAdjacentToEnemy':
      return !adjacentEnemy(s, u);
    case 'closeAssault':
      return (isInfantryKind(u.kind) || isArmorKind(u.kind)) && adjacentEnemy(s, u);
  }
}

/** Bit j set: the unit fits slot j. */
function slotMask(s: GameState, u: Unit, slots: Slot[]): number {
  let m = 0;
  for (let j = 0; j < slots.length; j++) if (fits(s, u, slots[j]!)) m |= 1 << j;
  return m;
}

function anywhere(count: number, filter: UnitFilter): OrderSpec {
  return { slots: [{ sections: 'any', count, filter }], fallbackAnyOne: false };
}

/**
 * Can units with these slot masks all be ordered at once? Bipartite matching of units to slots with capacities
 * (Kuhn's augmenting paths); slot j takes at most caps[j] units.
 */
function matchable(masks: readonly number[], caps: readonly number[]): boolean {
  const holders: number[][] = caps.map(() => []);
  for (let i = 0; i < masks.length; i++) if (!place(masks, caps, holders, i, new Array<number>(caps.length).fill(0))) return false;
  return true;
}

/** Kuhn's augmenting step: seat unit i, moving already seated units along an augmenting path if needed. */
function place(masks: readonly number[], caps: readonly number[], holders: number[][], i: number, visited: number[]): boolean {
  const m = masks[i]!;
  for (let j = 0; j < caps.length; j++) {
    if (!(m & (1 << j)) || visited[j]) continue;
    visited[j] = 1;
    const h = holders[j]!;
    if (h.length < caps[j]!) {
      h.push(i);
      return true;
    }
    for (let k = 0; k < h.length; k++) {
      if (place(masks, caps, holders, h[k]!, visited)) {
        h[k] = i;
        return true;
      }
    }
  }
  return false;
}

/** Can these units all be ordered at once under the slots? */
export function feasible(s: GameState, units: Unit[], slots: Slot[]): boolean {
  if (slots.length === 1) {
    const sl = slots[0]!;
    return units.length <= sl.count && units.every((u) => fits(s, u, sl));
  }
  if (slots.length > 30) return false;
  return matchable(
    units.map((u) => slotMask(s, u, slots)),
    slots.map((sl) => sl.count),
  );
}

const ANY_ONE: Slot[] = [{ sections: 'any', count: 1, filter: 'any' }];

/**
 * The slots in force: the card's, or the one-unit fallback. Whether the fallback applies ("no unit of that type
 * anywhere", not "none in the section chosen": FAQ §VIII Infantry Assault Q1) is decided when the card is played
 * and kept in `turn.fallback`.
 */
export function effectiveSlots(s: GameState, cmd: Command): Slot[] {
  if (s.turn.command === cmd) {
    // The command in force: its slots are fixed once the card is played (kept on the command object).
    const t = s.turn;
    return derived(cmd, () => (t.fallback ? ANY_ONE : orderSpec(s, cmd).slots));
  }
  const spec = orderSpec(s, cmd);
  if (!spec.fallbackAnyOne) return spec.slots;
  return needsFallback(s, spec) ? ANY_ONE : spec.slots;
}

/** No unit of the side fits the card's filter anywhere on the board. */
export function needsFallback(s: GameState, spec: OrderSpec): boolean {
  if (!spec.fallbackAnyOne) return false;
  for (const u of s.units) {
    if (u.side !== s.turn.side || !isAlive(u)) continue;
    for (const sl of spec.slots) if (fits(s, u, { ...sl, sections: 'any' })) return false;
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
    for (const u of s.units) {
      if (u.side === t.side && isAlive(u) && !t.ordered.includes(u.id) && fits(s, u, slot)) out.push(u);
    }
    return out;
  }
  if (slots.length > 30) return out;
  const masks = t.ordered.map((id) => slotMask(s, s.units[id]!, slots));
  const caps = slots.map((sl) => sl.count);
  for (const u of s.units) {
    if (u.side !== t.side || !isAlive(u) || t.ordered.includes(u.id)) continue;
    const m = slotMask(s, u, slots);
    if (m && matchable([...masks, m], caps)) out.push(u);
  }
  return out;
}

/** Every unit that fits (used to auto-order when the player has no real choice). */
export function allEligible(s: GameState, cmd: Command): Unit[] {
  const slots = effectiveSlots(s, cmd);
  return s.units.filter((u) => u.side === s.turn.side && isAlive(u) && slots.some((sl) => fits(s, u, sl)));
}

