/**
 * Airfield reinforcements (house rules 001 l.553-554, Terrain Pack Airfield) restated apart from
 * src/engine/troops/airfield.ts, checked on every action of random play from the states and the events (hooked into
 * the expansion checker, tests/support/terrain-rules.ts). The rule, as the document gives it:
 * - only where the scenario allows it, for the side it names, after that side played a Direct From HQ, one unit a
 *   turn, within the scenario's count;
 * - "one Infantry Unit is placed on an Airfield hex": a new standard infantry unit of 4 figures, on an airfield;
 * - never on an airfield "occupied by, or within Battle Range of, enemy Units" (the standard kinds' ranges below);
 * - "The Unit may not Move or Battle the turn it lands": no order, move or battle of it that turn.
 */
import type { Action, GameEvent, GameState, Hex, Side, Unit } from '../../src/engine/types';
import type { Scenario, ScenarioHex, UnitKind } from '../../src/scenario/types';
import { cardType, legalActions } from '../../src/engine';
import { distance } from './kinds';

/** Which rules came up (shared with the terrain checker's `Seen`). */
export type AirfieldSeen = Set<string>;

/** Battle ranges of the standard kinds (rulebook p.8-9: infantry 3 hexes, armor 3, artillery 6). */
const RANGE: Partial<Record<UnitKind, number>> = { infantry: 3, 'special-forces': 3, resistance: 3, armor: 3, 'elite-armor': 3, artillery: 6 };

const key = (h: Hex) => `${h.row},${h.col}`;
const isAirfield = (s: GameState, h: Hex) => s.board.cells[h.row * s.board.geometry.cols + h.col]?.terrain === 'airfield';
const alive = (u: Unit) => u.figures > 0 && u.row >= 0;

export class AirfieldChecker {
  /** The unit landed this turn, and the landings of each side in this game. */
  private landed: number | null = null;
  private count: Record<Side, number> = { axis: 0, allies: 0 };
  private turnKey = '';

  constructor(readonly seen: AirfieldSeen) {}

  check(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const turn = `${prev.turn.side}:${prev.turn.number}`;
    if (turn !== this.turnKey) {
      this.turnKey = turn;
      this.landed = null;
    }
    for (const e of events) {
      if (e.type === 'turn') this.landed = null;
      else if (e.type === 'played' && e.command?.type === 'direct-from-hq' && prev.special?.airfieldReinforcements?.[e.side]) {
        // The landing offered after the card: exactly the airfields no unit holds and no enemy reaches (when every enemy
        // is of a standard kind, whose range this checker knows), none when there is none or the count is spent.
        const rule = prev.special.airfieldReinforcements[e.side]!;
        const spent = rule.units !== undefined && this.count[e.side] >= rule.units;
        if (prev.units.some((v) => v.side !== e.side && alive(v) && RANGE[v.kind] === undefined)) continue;
        const fields: Hex[] = [];
        const cols = prev.board.geometry.cols;
        for (let i = 0; i < prev.board.cells.length; i++) if (prev.board.cells[i]?.terrain === 'airfield') fields.push({ row: Math.floor(i / cols), col: i % cols });
        const open = spent ? [] : fields.filter((h) => this.blocked(prev, e.side, h) === null);
        const offer = next.pending.find((p) => p.kind === 'airfield');
        if (!offer) {
          if (open.length && !next.winner) out.push(`airfield: no landing offered to the ${e.side} after a Direct From HQ, with ${open.map(key).join(' ')} open`);
          continue;
        }
        if (!open.length) out.push(`airfield: a landing offered to the ${e.side} with every airfield held or in enemy range`);
        const offered = next.pending[0] === offer ? legalActions(next).filter((a) => a.type === 'target').map((a) => (a.type === 'target' ? key(a.target) : '')).sort() : null;
        if (offered && offered.join(' ') !== open.map(key).sort().join(' ')) out.push(`airfield: the ${e.side} were offered ${offered.join(' ') || 'nothing'}, the open airfields are ${open.map(key).join(' ') || 'none'}`);
        if (open.length < fields.length) this.seen.add('airfield: an airfield held or in enemy range refused');
      } else if (e.type === 'airLanded') {
        const rule = prev.special?.airfieldReinforcements?.[e.side];
        if (!rule) out.push(`airfield: the ${e.side} landed a unit in a battle that does not allow them to`);
        if (prev.turn.side !== e.side || prev.turn.command?.type !== 'direct-from-hq') out.push(`airfield: the ${e.side} landed a unit without having played a Direct From HQ (${prev.turn.command?.type ?? 'no card'})`);
        if (this.landed !== null) out.push(`airfield: a second landing this turn (unit ${e.unit})`);
        if (rule?.units !== undefined && this.count[e.side] >= rule.units) out.push(`airfield: the ${e.side} landed a unit beyond their ${rule.units}`);
        if (!isAirfield(prev, e.at)) out.push(`airfield: unit ${e.unit} landed on ${key(e.at)}, not an airfield`);
        const why = this.blocked(prev, e.side, e.at);
        if (why) out.push(`airfield: unit ${e.unit} landed on ${key(e.at)}, ${why}`);
        const u = next.units[e.unit];
        if (e.unit !== prev.units.length || !u) out.push(`airfield: the landed unit ${e.unit} is not a new unit (the list held ${prev.units.length})`);
        else if (u.kind !== 'infantry' || u.figures !== 4 || u.side !== e.side || key(u) !== key(e.at)) out.push(`airfield: the landed unit is ${u.side} ${u.kind} of ${u.figures} on ${key(u)}, not ${e.side} infantry of 4 on ${key(e.at)}`);
        this.landed = e.unit;
        this.count[e.side]++;
        this.seen.add('airfield: landed');
      } else if ((e.type === 'ordered' || e.type === 'moved' || e.type === 'battle') && e.unit === this.landed) {
        out.push(`airfield: unit ${e.unit}, landed this turn, was ${e.type === 'ordered' ? 'ordered' : e.type === 'moved' ? 'moved' : 'in a battle'}`);
      }
    }
    return out;
  }

  /** Why the side may not land on `h` in `s` (a unit on it, an enemy in range), or null. */
  private blocked(s: GameState, side: Side, h: Hex): string | null {
    if (s.units.some((u) => alive(u) && key(u) === key(h))) return 'which a unit holds';
    const foe = s.units.find((v) => v.side !== side && alive(v) && RANGE[v.kind] !== undefined && distance(v, h) <= RANGE[v.kind]!);
    return foe ? `within the range of enemy ${foe.kind} ${foe.id} (${distance(foe, h)} hexes)` : null;
  }
}

/**
 * A proving ground for airfield reinforcements: both sides may land (no cap); an airfield in each half, one more in
 * the middle where the armies' fire reaches it, standard armies facing each other across the board, 6 cards each.
 */
export function airfieldGround(): Scenario {
  const hexes: ScenarioHex[] = [
    { row: 0, col: 2, terrain: 'airfield' },
    { row: 8, col: 22, terrain: 'airfield' },
    { row: 4, col: 12, terrain: 'airfield' },
  ];
  const kinds = ['infantry', 'armor', 'infantry', 'artillery', 'infantry', 'armor', 'infantry'] as const;
  [0, 4, 8, 12, 16, 20, 24].forEach((col, k) => {
    hexes.push({ row: 2, col, unit: { side: 'axis', kind: kinds[k]! } });
    hexes.push({ row: 6, col, unit: { side: 'allies', kind: kinds[k]! } });
  });
  return {
    format: 1,
    id: 'airfield-proving-ground',
    name: 'Airfield reinforcements proving ground',
    board: { kind: 'standard', face: 'country', hexes },
    sides: { axis: { cards: 6, medalsToWin: 7, edge: 'top' }, allies: { cards: 6, medalsToWin: 7, edge: 'bottom' } },
    first: 'allies',
    rules: { airfieldReinforcements: { axis: {}, allies: {} } },
  };
}

/**
 * The directed policy of the airfield's proving ground: a Direct From HQ in the hand is played, a landing offered is
 * made three times in four; every other choice is uniform.
 */
export function airfieldPolicy(s: GameState, legal: readonly Action[], pick: (n: number) => number): Action {
  const p = s.pending[0];
  if (p?.kind === 'airfield') {
    const land = legal.filter((a) => a.type === 'target');
    if (land.length && pick(4) > 0) return land[pick(land.length)]!;
    return legal.find((a) => a.type === 'decline') ?? legal[pick(legal.length)]!;
  }
  const hq = legal.filter((a) => a.type === 'play' && cardType(a.card) === 'direct-from-hq');
  if (hq.length) return hq[0]!;
  return legal[pick(legal.length)]!;
}

/** The rules random play on the airfield's proving ground must show firing (the checker's `seen`). */
export const AIRFIELD_GROUND_RULES = ['airfield: landed', 'airfield: an airfield held or in enemy range refused'];
