/**
 * Checks of a battle's special rules during random play, driven by the scenario's data (never by its id): no unit
 * on an impassable hex, no single step across an impassable hex side, a bridge span entered and left only by its
 * exits, no battle by a unit class through a hex that blocks its fire, eliminated units worth the medals the
 * scenario gives them. Like tests/support/invariants.ts it is written apart from the rules code: it reads the plain
 * state, the events and the scenario, and does its own geometry.
 *
 * It also counts which special rules came up (`Exercised`): a test over many games can then demand that every rule
 * a battle has was exercised at least once, so a rule the random games never reach is noticed.
 */
import type { Action, GameEvent, GameState, Hex } from '../../src/engine/types';
import type { Scenario, UnitClass, UnitKind } from '../../src/scenario/types';

export interface Exercised {
  /** Eliminations of units worth more than 1 medal. */
  bigMedal: number;
  /** Permanent objectives taken. */
  permanentObjective: number;
  /** Steps onto or off a bridge span through one of its exits. */
  spanExit: number;
  /** Battles through a fire-blocking hex by a unit class it does not block (the rule blocks only what it names). */
  fireAcross: number;
}

export function emptyExercised(): Exercised {
  return { bigMedal: 0, permanentObjective: 0, spanExit: 0, fireAcross: 0 };
}

const CLASS_OF: Record<UnitKind, UnitClass> = {
  infantry: 'infantry',
  'special-forces': 'infantry',
  resistance: 'infantry',
  armor: 'armor',
  'elite-armor': 'armor',
  artillery: 'artillery',
};

const key = (h: Hex) => `${h.row},${h.col}`;
const pairKey = (a: Hex, b: Hex) => [key(a), key(b)].sort().join('|');

function adjacent(a: Hex, b: Hex): boolean {
  const dr = Math.abs(a.row - b.row);
  const dc = Math.abs(a.col - b.col);
  return (dr === 0 && dc === 2) || (dr === 1 && dc === 1);
}

/** Hex centre in units of the hex's circumradius (pointy-top hexes; doubled-width columns are half a hex apart). */
function centre(h: Hex): { x: number; y: number } {
  return { x: (h.col * Math.sqrt(3)) / 2, y: h.row * 1.5 };
}

/** Distance from point p to the segment a-b. */
function distanceToSegment(p: { x: number; y: number }, a: { x: number; y: number }, b: { x: number; y: number }): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/**
 * A line that passes this close to a hex's centre goes through the hex's interior (its inner radius is √3/2 ≈ 0.866);
 * lines along a hex side (exactly 0.866 away) or clipping a corner are left to the engine's own tests.
 */
const THROUGH = 0.8;

export class BattleRules {
  private readonly impassable = new Set<string>();
  private readonly impassableSides = new Set<string>();
  private readonly spanHexes = new Set<string>();
  private readonly spanExits = new Set<string>();
  private readonly blocksFire: { hex: Hex; classes: UnitClass[] }[] = [];
  /** Medals of each unit by id: the scenario's units in file order (the engine numbers them so). */
  private readonly unitMedals: number[] = [];
  private readonly dropMedals: number;
  private readonly required: (keyof Exercised)[] = [];

  constructor(readonly scenario: Scenario) {
    for (const h of scenario.board.hexes) {
      if (h.impassable) this.impassable.add(key(h));
      if (h.blocksFire) this.blocksFire.push({ hex: { row: h.row, col: h.col }, classes: h.blocksFire });
      if (h.unit) this.unitMedals.push(h.unit.medals ?? 1);
    }
    for (const s of scenario.board.sides ?? []) if (s.impassable) this.impassableSides.add(pairKey(s.a, s.b));
    for (const span of scenario.board.spans ?? []) {
      for (const h of span.hexes) this.spanHexes.add(key(h));
      for (const e of span.exits) this.spanExits.add(pairKey(e.span, e.land));
    }
    this.dropMedals = scenario.airdrop?.unit.medals ?? 1;
    if (this.unitMedals.some((m) => m > 1) || this.dropMedals > 1) this.required.push('bigMedal');
    if ((scenario.objectives ?? []).some((o) => o.permanent)) this.required.push('permanentObjective');
    if (this.spanHexes.size > 0) this.required.push('spanExit');
    const classes: UnitClass[] = ['infantry', 'armor', 'artillery'];
    if (this.blocksFire.some((b) => classes.some((c) => !b.classes.includes(c)))) this.required.push('fireAcross');
  }

  /** Violations in a state and the events that led to it; counts the special rules seen into `seen`. */
  check(state: GameState, _action: Action | null, events: readonly GameEvent[], seen: Exercised): string[] {
    const out: string[] = [];
    for (const u of state.units) {
      if (u.figures > 0 && this.impassable.has(key(u))) out.push(`unit ${u.id} stands on the impassable hex (${key(u)})`);
    }
    for (const e of events) {
      if (e.type === 'moved' || e.type === 'retreated' || e.type === 'tookGround') {
        const oneStep = e.type === 'tookGround' || e.steps === 1;
        if (oneStep && adjacent(e.from, e.to)) this.step(e.type, e.unit, e.from, e.to, out, seen);
      } else if (e.type === 'battle') {
        this.fire(state, e.unit, e.from, e.at, out, seen);
      } else if (e.type === 'eliminated') {
        const expected = this.medalsOf(e.unit);
        if (e.medals !== expected) out.push(`unit ${e.unit} was eliminated for ${e.medals} medals; the scenario gives ${expected}`);
        if (e.medals > 1) seen.bigMedal++;
      } else if (e.type === 'objective') {
        if (e.permanent) seen.permanentObjective++;
      }
    }
    return out;
  }

  /** Checks of a new game's state (units placed on no impassable hex). */
  checkStart(state: GameState): string[] {
    return this.check(state, null, [], emptyExercised());
  }

  /** Checks of the final state. */
  checkEnd(state: GameState, seen: Exercised): string[] {
    const out = this.check(state, null, [], seen);
    if (!state.winner) out.push('the game ended without a winner');
    return out;
  }

  /** The special rules this battle has that `seen` never counted. */
  unexercised(seen: Exercised): string[] {
    return this.required.filter((k) => seen[k] === 0);
  }

  private medalsOf(unit: number): number {
    return unit < this.unitMedals.length ? this.unitMedals[unit]! : this.dropMedals;
  }

  private step(what: string, unit: number, from: Hex, to: Hex, out: string[], seen: Exercised): void {
    const pair = pairKey(from, to);
    if (this.impassableSides.has(pair)) out.push(`${what}: unit ${unit} crossed the impassable side ${pair}`);
    const fromSpan = this.spanHexes.has(key(from));
    const toSpan = this.spanHexes.has(key(to));
    if (fromSpan !== toSpan) {
      if (this.spanExits.has(pair)) seen.spanExit++;
      else out.push(`${what}: unit ${unit} got ${toSpan ? 'on' : 'off'} a bridge span between ${pair}, which is not one of its exits`);
    }
  }

  private fire(state: GameState, unit: number, from: Hex, at: Hex, out: string[], seen: Exercised): void {
    if (this.blocksFire.length === 0) return;
    const kind = state.units[unit]?.kind;
    if (!kind) return;
    const cls = CLASS_OF[kind];
    const a = centre(from);
    const b = centre(at);
    for (const bf of this.blocksFire) {
      if (key(bf.hex) === key(from) || key(bf.hex) === key(at)) continue;
      if (distanceToSegment(centre(bf.hex), a, b) >= THROUGH) continue;
      if (bf.classes.includes(cls)) out.push(`${kind} unit ${unit} battled from (${key(from)}) to (${key(at)}) through (${key(bf.hex)}), which blocks ${cls} fire`);
      else seen.fireAcross++;
    }
  }
}
