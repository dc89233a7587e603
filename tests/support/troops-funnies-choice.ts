/**
 * Hobart's Funnies: the accessory chosen at game start (Equipment Pack Hobart's Funnies, 002 l.190: "equipped with the
 * accessory of your choice. This accessory must be chosen at game start, and cannot be changed during the course of
 * the game"), restated apart from src/engine/troops/funniesChoice.ts and checked on every action of random play (hooked
 * into the expansion checker, tests/support/terrain-rules.ts, and the invariants' kind checks, invariants.ts):
 * - a unit still without its accessory (kind `funnies`) exists only while its choice waits, before any card is played
 *   (turn 1, play step): once the choices are made, each Funnies unit has exactly one accessory;
 * - a unit's kind changes only from `funnies` to one of the five accessories, by its owner's choice (an
 *   `accessoryChosen` event of its side naming that accessory), and never again;
 * - the side that plays first chooses first (decision C421).
 * The proving ground: Allied and Axis Churchills still to fit, before a river, wire, minefields, a ford and bunkers.
 */
import type { GameEvent, GameState, Unit } from '../../src/engine/types';
import type { Scenario } from '../../src/scenario/types';
import { groundScenario } from './expansion-play';

/** The five accessories, restated (Equipment Pack l.200-228). */
const ACCESSORIES: readonly string[] = ['bridge-layer', 'bobbin', 'fascine', 'mine-digger', 'avre'];

export const FUNNIES_CHOICE_RULES = ['funnies choice: an accessory chosen at game start', 'funnies choice: a fitted Churchill kept its accessory into the battle'];

/** May a unit the scenario gives as `scenarioKind` stand as `kind` (the invariants' static check)? */
export function kindAllowed(scenarioKind: string, kind: string): boolean {
  return scenarioKind === kind || (scenarioKind === 'funnies' && ACCESSORIES.includes(kind));
}

/** Is the kind change of unit `a` -> `b` the owner's accessory choice told by `events` (the invariants' step check)? */
export function kindChangeAllowed(a: Unit, b: Unit, events: readonly GameEvent[]): boolean {
  return a.kind === 'funnies' && ACCESSORIES.includes(b.kind) && events.some((e) => e.type === 'accessoryChosen' && e.unit === a.id && e.accessory === b.kind && e.side === a.side);
}

/** Before the first card: turn 1 of the side that plays first, its play step. */
const beforeFirstCard = (s: GameState): boolean => s.turn.number === 1 && s.turn.stage === 'play' && s.turn.card === null;

export class FunniesChoiceChecker {
  constructor(readonly seen: Set<string>) {}

  check(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const waiting = new Set(next.pending.flatMap((p) => (p.kind === 'accessory' ? [p.unit] : [])));
    for (const u of next.units) {
      if (u.kind !== 'funnies') continue;
      if (!waiting.has(u.id)) out.push(`funnies choice: unit ${u.id} has no accessory, and no choice waits for it`);
      else if (!beforeFirstCard(next)) out.push(`funnies choice: unit ${u.id} waits for its accessory after the battle started`);
    }
    const n = Math.min(prev.units.length, next.units.length);
    for (let i = 0; i < n; i++) {
      const a = prev.units[i]!;
      const b = next.units[i]!;
      if (a.kind === b.kind) {
        if (ACCESSORIES.includes(a.kind) && this.fitted.has(a.id) && !beforeFirstCard(next)) this.seen.add(FUNNIES_CHOICE_RULES[1]!);
        continue;
      }
      if (!kindChangeAllowed(a, b, events)) out.push(`funnies choice: unit ${a.id} changed from ${a.kind} to ${b.kind} without its owner's choice`);
      else if (!beforeFirstCard(prev)) out.push(`funnies choice: unit ${a.id} was fitted after the battle started`);
      else {
        this.fitted.add(a.id);
        this.seen.add(FUNNIES_CHOICE_RULES[0]!);
      }
    }
    for (const e of events) {
      if (e.type !== 'accessoryChosen') continue;
      // The first side's choices all come before the other side's (C421).
      const first = prev.turn.side;
      if (e.side !== first && prev.pending.some((p) => p.kind === 'accessory' && p.actor === first)) out.push(`funnies choice: the ${e.side} chose before the ${first}, who play first`);
      if (!ACCESSORIES.includes(next.units[e.unit]?.kind ?? '')) out.push(`funnies choice: unit ${e.unit} was told fitted with ${e.accessory} but is ${next.units[e.unit]?.kind}`);
    }
    return out;
  }

  /** Units seen fitted in this game. */
  private fitted = new Set<number>();
}

/**
 * The proving ground: Churchills still to fit on both sides (the Allies play first), before a river with a ford,
 * wire, Axis minefields and bunkers; infantry and tanks beside them.
 */
export function funniesChoiceGround(): Scenario {
  const hexes: Scenario['board']['hexes'] = [];
  for (let col = 1; col <= 23; col += 2) hexes.push(col === 7 || col === 17 ? { row: 5, col, terrain: 'ford' } : col % 4 === 1 ? { row: 5, col, terrain: 'river' } : { row: 5, col, minefield: 'axis' });
  for (const col of [4, 12, 20]) hexes.push({ row: 6, col, obstacle: 'wire' });
  for (const col of [6, 14]) hexes.push({ row: 6, col, terrain: 'beach' });
  for (const col of [5, 13, 21]) hexes.push({ row: 3, col, bunker: 'axis', unit: { side: 'axis', kind: 'infantry' } });
  for (const col of [0, 8, 16]) hexes.push({ row: 2, col, unit: { side: 'axis', kind: col === 8 ? 'funnies' : 'infantry' } });
  for (let col = 0; col <= 24; col += 4) hexes.push({ row: 8, col, unit: { side: 'allies', kind: col % 8 === 0 ? 'funnies' : 'armor' } });
  for (const col of [1, 23]) hexes.push({ row: 7, col, unit: { side: 'allies', kind: 'infantry' } });
  return groundScenario('funnies-choice-proving-ground', 'Funnies choice proving ground', hexes, 'allies');
}
