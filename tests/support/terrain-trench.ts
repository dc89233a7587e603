/**
 * Armor in a trench, restated for the invariant checker (not taken from the engine): FAQ §IV Tank Destroyers
 * l.2796-2798 "Like all other Armor units, Tank Destroyers may not battle when in a Trench"; the Fascine "may battle
 * from Trenches" (FAQ §IV Hobart's Funnies l.2839). Decision C400.
 * - a battle (an Overrun included) by an armor unit from a trench hex, not a bridge, is a violation, but for a Fascine;
 * - an Ambush by armor in a trench rolls no dice (the defender may not battle there);
 * - an Assault Bridge laid from a trench is a violation (laying it is the layer's battle, C353).
 * Seen: armor held in a trench at the battle step; an Ambush from a trench rolling nothing.
 */
import type { GameEvent, GameState, Hex } from '../../src/engine/types';
import { CLASS_OF } from './kinds';

export type Seen = Set<string>;

export const TRENCH_ARMOR_RULES = ['trenches: ordered armor held from battle in a trench'];

/** Is the unit of this kind barred from battling on hex h of s: armor, but a Fascine, on a trench (no bridge)? */
function barred(s: GameState, kind: keyof typeof CLASS_OF, h: Hex): boolean {
  if (CLASS_OF[kind] !== 'armor' || kind === 'fascine') return false;
  const c = s.board.cells[h.row * s.board.geometry.cols + h.col];
  return !!c && !c.bridge && c.terrain === 'trenches';
}

export class TrenchArmorChecker {
  /** The armor unit whose Ambush from a trench was just declared: its roll must be empty. */
  private ambushFrom: number | null = null;

  constructor(readonly seen: Seen) {}

  check(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const at = (h: Hex) => `${h.row},${h.col}`;
    for (const e of events) {
      if (e.type === 'battle') {
        const u = prev.units[e.unit];
        if (u && barred(prev, u.kind, e.from)) out.push(`trenches: armor unit ${e.unit} (${u.kind}) battled from a trench at ${at(e.from)}`);
      }
      if (e.type === 'bridgeLaid') {
        const u = prev.units[e.unit];
        if (u && barred(prev, u.kind, u)) out.push(`trenches: bridge layer ${e.unit} laid its bridge from a trench at ${at(u)}`);
      }
      if (e.type === 'ambush') {
        const u = prev.units[e.unit];
        this.ambushFrom = u && barred(prev, u.kind, u) ? e.unit : null;
      }
      if (e.type === 'roll' && this.ambushFrom !== null) {
        if (e.faces.length) out.push(`trenches: armor unit ${this.ambushFrom} ambushed from a trench with ${e.faces.length} dice`);
        else this.seen.add('trenches: an armor ambush from a trench rolled nothing');
        this.ambushFrom = null;
      }
    }
    if (next.turn.stage === 'battle') {
      for (const id of Object.keys(next.turn.units)) {
        const u = next.units[Number(id)];
        if (u && u.figures > 0 && barred(next, u.kind, u)) this.seen.add(TRENCH_ARMOR_RULES[0]!);
      }
    }
    return out;
  }
}
