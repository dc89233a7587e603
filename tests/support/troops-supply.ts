/**
 * Independent restatement of the supply family's rules (issue 17), checked after every action of the expansion
 * battles by the terrain checker (tests/support/terrain-rules.ts). Written from the documents, not from the engine's
 * tables (Equipment Pack "Dodge WC-63" l.349-432; FAQ §IV Supply Trucks l.2670-2692; decisions C300-C302):
 * - a supply truck never battles and never clears wire (l.385, l.380);
 * - Re-Supply: only an ordered truck of the side to act, in the battle step, gives figures; each to a friendly unit
 *   next to it that is below its starting strength (as the battle began), has not battled this turn, and is not a
 *   unit of one figure, a train, a ship, a unit on a landing craft or another truck (l.389-405; C302); the truck
 *   loses one figure and the unit gains one per figure given; a re-supplied unit battles no more this turn (l.399);
 * - medals: a truck unit gives none when destroyed; every third truck figure a side loses to the enemy gives one,
 *   figures given away never count (l.389-397).
 * - Half-tracks re-supply the same way only where the battle plays the Re-Supply rules, and instead of battling: not
 *   after a battle of their own that turn, and no battle after (Equipment Pack "Half-Tracks - Re-supply", l.311-330;
 *   decision C426).
 */
import type { Action, GameEvent, GameState, Side } from '../../src/engine/types';
import type { Scenario } from '../../src/scenario/types';
import { distance } from './kinds';
import type { Seen } from './terrain-rules';

/** The truck kind and the kinds no truck re-supplies (one figure, trains, ships), written out here. */
const TRUCK = 'supply-truck';
const HALF_TRACK = 'half-track';
const NEVER_RESUPPLIED: ReadonlySet<string> = new Set(['sniper', 'tiger', 'command-car', 'train', 'armored-train', 'destroyer', 'carrier', TRUCK]);

export class SupplyChecker {
  /** Each unit's starting strength, from the first state seen. */
  private start: number[] | null = null;
  /** Truck figures each side has lost to the enemy so far. */
  private lost: Record<Side, number> = { axis: 0, allies: 0 };
  private turnKey = '';
  /** Units that battled, and units re-supplied, this turn. */
  private battled = new Set<number>();
  private supplied = new Set<number>();
  /** Half-tracks that re-supplied this turn (they battle no more). */
  private supplying = new Set<number>();

  constructor(readonly seen: Seen) {}

  check(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    // The starting strength each unit was given by its scenario, as the first state seen carries it.
    this.start ??= prev.units.map((u) => u.maxFigures);
    const turn = `${prev.turn.side}:${prev.turn.number}`;
    if (turn !== this.turnKey) {
      this.turnKey = turn;
      this.battled.clear();
      this.supplied.clear();
      this.supplying.clear();
    }
    const kindOf = (id: number) => prev.units[id]?.kind ?? '';
    const given = new Map<number, number>();
    const taken = new Map<number, number>();
    let medalsDue: Record<Side, number> = { axis: 0, allies: 0 };
    const medalsGot: Record<Side, number> = { axis: 0, allies: 0 };
    for (const e of events) {
      if (e.type === 'turn') {
        this.battled.clear();
        this.supplied.clear();
        this.supplying.clear();
      }
      if (e.type === 'battle') {
        if (kindOf(e.unit) === TRUCK) out.push(`supply: truck ${e.unit} battled`);
        if (this.supplied.has(e.unit) && prev.units[e.unit]?.side === prev.turn.side) out.push(`supply: unit ${e.unit} battled after it was re-supplied this turn`);
        if (this.supplying.has(e.unit)) out.push(`supply: half-track ${e.unit} battled after re-supplying this turn`);
        this.battled.add(e.unit);
      }
      if ((e.type === 'wireRemoved' || e.type === 'roadblockRemoved') && kindOf(e.unit) === TRUCK) out.push(`supply: truck ${e.unit} cleared an obstacle`);
      if (e.type === 'resupplied') {
        const t = prev.units[e.unit];
        const v = prev.units[e.target];
        const halfTrack = t?.kind === HALF_TRACK && prev.special?.resupply === true;
        if (!t || (t.kind !== TRUCK && !halfTrack)) {
          out.push(`supply: unit ${e.unit}, not a supply truck (nor a half-track under the Re-Supply rules), re-supplied`);
          continue;
        }
        if (halfTrack) {
          if (this.battled.has(t.id)) out.push(`supply: half-track ${t.id} re-supplied after battling this turn`);
          this.supplying.add(t.id);
          this.seen.add('supply: a half-track re-supplied instead of battling');
        }
        if (!v) continue;
        if (prev.turn.stage !== 'battle' || t.side !== prev.turn.side || !prev.turn.ordered.includes(t.id)) out.push(`supply: truck ${t.id} re-supplied without an order in its battle step`);
        if (v.side !== t.side) out.push(`supply: truck ${t.id} re-supplied an enemy unit ${v.id}`);
        if (distance(t, v) !== 1) out.push(`supply: truck ${t.id} re-supplied unit ${v.id}, ${distance(t, v)} hexes away`);
        if (NEVER_RESUPPLIED.has(v.kind) || v.landingCraft) out.push(`supply: unit ${v.id} (${v.kind}) may never be re-supplied`);
        if (this.battled.has(v.id)) out.push(`supply: unit ${v.id} was re-supplied after battling this turn`);
        given.set(t.id, (given.get(t.id) ?? 0) + 1);
        taken.set(v.id, (taken.get(v.id) ?? 0) + 1);
        this.supplied.add(v.id);
        this.seen.add('supply: re-supplied a weakened neighbour');
        if (e.usedUp) this.seen.add('supply: a truck gave its last figure');
      }
      if (e.type === 'figuresLost' && kindOf(e.unit) === TRUCK) {
        const side = prev.units[e.unit]!.side;
        const before = this.lost[side];
        this.lost[side] += e.figures;
        medalsDue = { ...medalsDue, [side]: medalsDue[side] + Math.floor(this.lost[side] / 3) - Math.floor(before / 3) };
      }
      if (e.type === 'figureMedal' && kindOf(e.unit) === TRUCK) medalsGot[prev.units[e.unit]!.side] += e.medals;
      if (e.type === 'eliminated' && kindOf(e.unit) === TRUCK && e.medals !== 0) out.push(`supply: destroyed truck ${e.unit} gave ${e.medals} medal(s) of its own`);
    }
    for (const side of ['axis', 'allies'] as const) {
      if (medalsDue[side] !== medalsGot[side]) out.push(`supply: the ${side} lost truck figures worth ${medalsDue[side]} medal(s) this action, gave ${medalsGot[side]}`);
      else if (medalsDue[side] > 0) this.seen.add('supply: a medal for three truck figures');
    }
    // Figures moved: the truck loses one per figure given, the unit gains one, never above its starting strength.
    for (const [id, n] of given) {
      const want = prev.units[id]!.figures - n;
      if ((next.units[id]?.figures ?? 0) !== want) out.push(`supply: truck ${id} has ${next.units[id]?.figures} figures after giving ${n}, not ${want}`);
    }
    for (const [id, n] of taken) {
      const want = prev.units[id]!.figures + n;
      const got = next.units[id]?.figures ?? 0;
      if (got !== want) out.push(`supply: unit ${id} has ${got} figures after ${n} re-supplied, not ${want}`);
      if (got > (this.start[id] ?? 0)) out.push(`supply: unit ${id} has ${got} figures, above its ${this.start[id]} at the start`);
    }
    return out;
  }
}

/**
 * A proving ground of supply trucks: Allied trucks of 1 to 3 figures between Allied infantry and armor, some of it
 * weakened from the start, facing Axis infantry and armor close by, so random play meets re-supply, a used-up truck
 * and the figure medals.
 */
export function supplyGround(): Scenario {
  const hexes: Scenario['board']['hexes'] = [];
  for (let i = 0, col = 2; col <= 22; i++, col += 4) {
    hexes.push({ row: 6, col, unit: { side: 'allies', kind: TRUCK, figures: 1 + (i % 3) } });
    hexes.push({ row: 6, col: col + 2, unit: { side: 'allies', kind: col % 8 === 2 ? 'armor' : 'infantry' } });
    hexes.push({ row: 3, col: col + 1, unit: { side: 'axis', kind: col % 8 === 2 ? 'infantry' : 'armor' } });
  }
  hexes.push({ row: 7, col: 1, unit: { side: 'allies', kind: 'infantry' } });
  // Half-tracks next to weakened units, under the battle's Re-Supply rules (C426).
  hexes.push({ row: 8, col: 4, unit: { side: 'allies', kind: HALF_TRACK } });
  hexes.push({ row: 8, col: 6, unit: { side: 'allies', kind: 'infantry', figures: 2 } });
  hexes.push({ row: 8, col: 16, unit: { side: 'allies', kind: HALF_TRACK, figures: 2 } });
  hexes.push({ row: 8, col: 18, unit: { side: 'allies', kind: 'armor', figures: 2 } });
  // A free road along row 7 for a truck to drive its 4 hexes.
  for (let col = 11; col <= 23; col += 2) hexes.push({ row: 7, col, road: ['w', 'e'], ...(col === 23 ? { unit: { side: 'allies' as const, kind: TRUCK } } : {}) });
  for (let col = 0; col <= 24; col += 2) hexes.push({ row: 6, col, road: ['w', 'e'], ...(hexes.find((h) => h.row === 6 && h.col === col) ?? {}) });
  return {
    format: 1,
    id: 'supply-proving-ground',
    name: 'Supply proving ground',
    board: { kind: 'standard', face: 'country', hexes: dedupe(hexes) },
    sides: { axis: { cards: 5, medalsToWin: 8, edge: 'top' }, allies: { cards: 5, medalsToWin: 8, edge: 'bottom' } },
    first: 'axis',
    rules: { resupply: true },
  };
}

/** One entry per hex: the last written wins (the road pass copies the unit entries it meets). */
function dedupe(hexes: Scenario['board']['hexes']): Scenario['board']['hexes'] {
  const by = new Map<string, Scenario['board']['hexes'][number]>();
  for (const h of hexes) by.set(`${h.row},${h.col}`, { ...by.get(`${h.row},${h.col}`), ...h });
  return [...by.values()];
}

/** A directed policy: order trucks and re-supply whenever the rules allow it (random play seldom lines it up). */
export function supplyPolicy(s: GameState, legal: readonly Action[], pick: (n: number) => number): Action {
  const resupply = legal.filter((a) => a.type === 'resupply');
  if (resupply.length) return resupply[pick(resupply.length)]!;
  const trucks = legal.filter((a) => a.type === 'order' && (s.units[a.unit]?.kind === TRUCK || s.units[a.unit]?.kind === HALF_TRACK));
  if (trucks.length) return trucks[pick(trucks.length)]!;
  // A truck's longest drive (4 hexes: along a road), every other time.
  const drives = legal.filter((a) => a.type === 'move' && s.units[a.unit]?.kind === TRUCK && distance(s.units[a.unit]!, a.to) >= 4);
  if (drives.length && pick(2) === 0) return drives[pick(drives.length)]!;
  return legal[pick(legal.length)]!;
}

/** The rules play on the supply proving ground must show firing (`Seen` keys of this checker). */
export const SUPPLY_GROUND_RULES = [
  'supply: re-supplied a weakened neighbour',
  'supply: a truck gave its last figure',
  'supply: a medal for three truck figures',
  'supply: a truck moved 4 along the road',
  'supply: a half-track re-supplied instead of battling',
];
