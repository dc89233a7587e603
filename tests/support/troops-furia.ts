/**
 * The Furia Francese (Equipment Pack §VII France, 002 l.648-652) restated apart from src/engine/troops/furia.ts, checked
 * on every action of random play from the states and the events (hooked into the expansion checker,
 * tests/support/terrain-rules.ts). The rule, as the document gives it:
 * - only in a battle that plays it, only by a French Infantry unit (the French army's standard infantry: no special
 *   forces, engineers or other specialists);
 * - only after a close assault of that unit this turn that eliminated its target or made it retreat, with the unit
 *   still where it assaulted from (it "stays in place": no Take Ground before it);
 * - once a turn; the Furia assault is a close assault on another enemy with exactly 1 die;
 * - French Infantry never battles twice in a turn without it.
 */
import type { Action, GameEvent, GameState, Hex, Unit } from '../../src/engine/types';

/** Which rules came up (shared with the terrain checker's `Seen`). */
export type FuriaSeen = Set<string>;

interface Assault {
  target: number;
  from: Hex;
  close: boolean;
  cleared: boolean;
  movedSince: boolean;
}

const key = (h: Hex) => `${h.row},${h.col}`;
const isFrenchInfantry = (u: Unit | undefined): boolean => !!u && u.army === 'french' && u.kind === 'infantry';

export class FuriaChecker {
  /** Each unit's last battle this turn, and how many it fought. */
  private last = new Map<number, Assault>();
  private battles = new Map<number, number>();
  /** Units that made their Furia this turn; the one whose Furia battle is declared next. */
  private furied = new Set<number>();
  private armed: { unit: number; first: number } | null = null;
  private turnKey = '';

  constructor(readonly seen: FuriaSeen) {}

  private newTurn(): void {
    this.last.clear();
    this.battles.clear();
    this.furied.clear();
    this.armed = null;
  }

  check(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const turn = `${prev.turn.side}:${prev.turn.number}`;
    if (turn !== this.turnKey) {
      this.turnKey = turn;
      this.newTurn();
    }
    const unit = (id: number): Unit | undefined => prev.units[id] ?? next.units[id];
    const rule = prev.special?.furiaFrancese === true;
    for (const e of events) {
      if (e.type === 'turn') this.newTurn();
      else if (e.type === 'furia') {
        const u = unit(e.unit);
        const a = this.last.get(e.unit);
        if (!rule) out.push(`furia: unit ${e.unit} made a Furia Francese in a battle that does not play it`);
        if (!isFrenchInfantry(u)) out.push(`furia: unit ${e.unit} (${u?.kind}, army ${u?.army ?? 'none'}) is not French standard infantry`);
        if (this.furied.has(e.unit)) out.push(`furia: unit ${e.unit} made a second Furia Francese this turn`);
        if (!a || !a.close) out.push(`furia: unit ${e.unit} made a Furia Francese with no close assault of its own before it`);
        else {
          if (!a.cleared) out.push(`furia: unit ${e.unit} made a Furia Francese after a close assault that neither eliminated nor pushed back unit ${a.target}`);
          if (a.movedSince || (u && key(u) !== key(a.from))) out.push(`furia: unit ${e.unit} did not stay in place before its Furia Francese`);
        }
        this.furied.add(e.unit);
        this.armed = { unit: e.unit, first: a?.target ?? -1 };
        this.seen.add('furia: a second close assault');
      } else if (e.type === 'battle') {
        const n = (this.battles.get(e.unit) ?? 0) + 1;
        this.battles.set(e.unit, n);
        if (this.armed && this.armed.unit === e.unit) {
          if (!e.close) out.push(`furia: unit ${e.unit}'s Furia Francese battle is not a close assault`);
          if (e.dice !== 1) out.push(`furia: unit ${e.unit}'s Furia Francese rolled ${e.dice} dice, not 1`);
          if (e.target === this.armed.first) out.push(`furia: unit ${e.unit}'s Furia Francese struck unit ${e.target} again, not another enemy`);
          this.armed = null;
        } else if (rule && n > 1 && isFrenchInfantry(unit(e.unit))) {
          out.push(`furia: French infantry ${e.unit} battled ${n} times this turn without a Furia Francese`);
        }
        const u = unit(e.unit);
        this.last.set(e.unit, { target: e.target, from: u ? { row: u.row, col: u.col } : e.from, close: e.close, cleared: false, movedSince: false });
      } else if (e.type === 'eliminated' || e.type === 'retreated') {
        for (const a of this.last.values()) if (a.target === e.unit) a.cleared = true;
        if (e.type === 'retreated') this.moved(e.unit);
      } else if (e.type === 'tookGround' || e.type === 'moved') {
        if (e.type === 'tookGround' && this.furied.has(e.unit)) this.seen.add('furia: took ground after the Furia');
        this.moved(e.unit);
      }
    }
    return out;
  }

  private moved(id: number): void {
    const a = this.last.get(id);
    if (a) a.movedSince = true;
  }
}

/**
 * A proving ground for the Furia Francese: a line of French infantry (the Allies; two of them special forces) on row 4,
 * each between two Axis infantry units of 1 or 2 figures on row 3 (some in forests), so that close assaults come at
 * once and the winner always has a second enemy next to it.
 */
export function furiaGround(): import('../../src/scenario/types').Scenario {
  const hexes: import('../../src/scenario/types').ScenarioHex[] = [];
  for (let col = 1; col <= 23; col += 2) {
    hexes.push({ row: 3, col, unit: { side: 'axis', kind: 'infantry', figures: col % 4 === 1 ? 1 : 2 }, ...(col % 6 === 3 ? { terrain: 'forest' as const } : {}) });
  }
  for (let col = 2; col <= 22; col += 4) hexes.push({ row: 4, col, unit: { side: 'allies', kind: col === 10 ? 'special-forces' : 'infantry', army: 'french' } });
  return {
    format: 1,
    id: 'furia-proving-ground',
    name: 'Furia Francese proving ground',
    board: { kind: 'standard', face: 'country', hexes },
    sides: { axis: { cards: 5, medalsToWin: 8, edge: 'top' }, allies: { cards: 5, medalsToWin: 8, edge: 'bottom' } },
    first: 'allies',
    rules: { furiaFrancese: true },
  };
}

/** The rules random play on the Furia's proving ground must show firing (the checker's `seen`). */
export const FURIA_GROUND_RULES = ['furia: a second close assault', 'furia: took ground after the Furia'];

/**
 * The directed policy of the Furia's proving ground: a unit that may battle does (rather than end its turn), the Furia's
 * choice is the second assault three times in four, and Take Ground is always taken; every other choice is uniform.
 */
export function furiaPolicy(s: GameState, legal: readonly Action[], pick: (n: number) => number): Action {
  const p = s.pending[0];
  const of = (t: Action['type']) => legal.filter((a) => a.type === t);
  if (p?.kind === 'furia') {
    const charge = of('battle');
    if (charge.length && pick(4) > 0) return charge[pick(charge.length)]!;
    const take = of('takeGround');
    return take[0] ?? legal[pick(legal.length)]!;
  }
  if (p?.kind === 'takeGround') return of('takeGround')[0] ?? legal[pick(legal.length)]!;
  const battles = of('battle');
  if (!p && battles.length) return battles[pick(battles.length)]!;
  return legal[pick(legal.length)]!;
}
