/**
 * Which units a command may order. A command is a list of slots (a section or "anywhere", a count, a filter);
 * a set of units can be ordered when each unit fits a distinct slot (a unit on a section line fits either
 * section). Rulebook p.6 "Order Units"; cards.md; FAQ §VIII.
 */
import { hexDistance, sectionsOf, type Section } from './hex';
import { ALL, cardDef } from './cards';
import { isAlive, other } from './board';
import { isArmorKind, isInfantryKind } from './units';
import type { Command, GameState, Unit } from './types';

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
  const any = (count: number, filter: UnitFilter): OrderSpec => ({ slots: [{ sections: 'any', count, filter }], fallbackAnyOne: false });
  switch (cmd.type) {
    case 'direct-from-hq':
      return any(4, 'any');
    case 'move-out':
      return { ...any(4, 'infantry'), fallbackAnyOne: true };
    case 'armor-assault':
      return { ...any(4, 'armor'), fallbackAnyOne: true };
    case 'infantry-assault':
      return { slots: [{ sections: [cmd.section ?? 'centre'], count: ALL, filter: 'infantry' }], fallbackAnyOne: true };
    case 'artillery-bombard':
      return { ...any(ALL, 'artillery'), fallbackAnyOne: true };
    case 'behind-enemy-lines':
      return { ...any(1, 'infantry'), fallbackAnyOne: true };
    case 'close-assault':
      return any(ALL, 'closeAssault');
    case 'dig-in':
      return { ...any(4, 'infantry'), fallbackAnyOne: true };
    case 'firefight':
      return any(4, 'notAdjacentToEnemy');
    case 'medics-mechanics':
      return any(1, 'damaged');
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

function fits(s: GameState, u: Unit, slot: Slot): boolean {
  if (slot.sections !== 'any') {
    const secs = sectionsOf(s.board.geometry, u, s.edges[u.side]);
    if (!secs.some((x) => (slot.sections as Section[]).includes(x))) return false;
  }
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

/** Can these units all be ordered at once under the slots? (bipartite matching, Kuhn's algorithm) */
export function feasible(s: GameState, units: Unit[], slots: Slot[]): boolean {
  // Expand slots into seats; ALL-count slots take at most as many seats as there are units.
  const seats: Slot[] = [];
  for (const sl of slots) {
    const n = Math.min(sl.count, units.length);
    for (let i = 0; i < n; i++) seats.push(sl);
  }
  if (seats.length < units.length) return false;
  const seatOf = new Array<number>(seats.length).fill(-1);
  const canUse = units.map((u) => seats.map((seat) => fits(s, u, seat)));
  const tryUnit = (ui: number, seen: boolean[]): boolean => {
    for (let j = 0; j < seats.length; j++) {
      if (!canUse[ui]![j] || seen[j]) continue;
      seen[j] = true;
      if (seatOf[j]! < 0 || tryUnit(seatOf[j]!, seen)) {
        seatOf[j] = ui;
        return true;
      }
    }
    return false;
  };
  for (let i = 0; i < units.length; i++) {
    if (!tryUnit(i, new Array<boolean>(seats.length).fill(false))) return false;
  }
  return true;
}

/** The slots in force: the card's, or the one-unit fallback when no unit fits any of them. */
export function effectiveSlots(s: GameState, cmd: Command): Slot[] {
  const spec = orderSpec(s, cmd);
  if (!spec.fallbackAnyOne) return spec.slots;
  const mine = s.units.filter((u) => u.side === s.turn.side && isAlive(u));
  // The fallback is for "no unit of that type anywhere", not "none in the section chosen" (FAQ §VIII Infantry Assault Q1).
  const anyFits = mine.some((u) => spec.slots.some((sl) => fits(s, u, { ...sl, sections: 'any' })));
  return anyFits ? spec.slots : [{ sections: 'any', count: 1, filter: 'any' }];
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
  const ordered = t.ordered.map((id) => s.units[id]!);
  for (const u of s.units) {
    if (u.side !== t.side || !isAlive(u) || t.ordered.includes(u.id)) continue;
    if (feasible(s, [...ordered, u], slots)) out.push(u);
  }
  return out;
}

/** Every unit that fits (used to auto-order when the player has no real choice). */
export function allEligible(s: GameState, cmd: Command): Unit[] {
  const slots = effectiveSlots(s, cmd);
  return s.units.filter((u) => u.side === s.turn.side && isAlive(u) && slots.some((sl) => fits(s, u, sl)));
}

