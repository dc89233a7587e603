/**
 * Independent restatement of the meemies family's rules (issue 17), checked after every action of the expansion
 * battles by the terrain checker (tests/support/terrain-rules.ts). Written from the documents, not from the engine's
 * tables: Screaming Meemies, the Nebelwerfer (Equipment Pack, Nebelwerfer l.124-140; FAQ §IV Screaming Meemies
 * l.2804-2817):
 * - targeted by an enemy unit, it gets no dice reduction from its hex: standard infantry or armor on a countryside hex
 *   with no card bonus roll 3/2/1 (infantry) or 3 (armor) dice at it by distance, whatever its hex holds;
 * - its battles' flags may not be ignored (incendiary shells): a retreat it causes offers no "ignore";
 * - smoke shells instead of battling: a salvo's screen covers 1 to 3 distinct, contiguous board hexes, each 1 to 6
 *   hexes from the firing unit; a unit that fired smoke does not battle that turn, and one that battled fires no
 *   smoke that turn (the shell type holds for the turn, Artillery Bombard included).
 */
import { legalActions } from '../../src/engine';
import type { Action, GameEvent, GameState, Hex } from '../../src/engine/types';
import type { Scenario } from '../../src/scenario/types';
import type { Seen } from './terrain-rules';
import { distance } from './kinds';

/** The Screaming Meemies kinds, written out here. */
const MEEMIES: ReadonlySet<string> = new Set(['nebelwerfer']);
/** Standard infantry and armor dice by distance (rulebook p.8-9), written out here. */
const BASE_DICE: Readonly<Record<string, readonly number[]>> = { infantry: [3, 2, 1], armor: [3, 3, 3], 'elite-armor': [3, 3, 3] };
/** Cards that may add a die to an ordered unit's battle (rulebook cards). */
const BONUS_CARDS: ReadonlySet<string> = new Set(['their-finest-hour', 'close-assault', 'armor-assault', 'firefight', 'behind-enemy-lines']);

const key = (h: Hex) => `${h.row},${h.col}`;

export class MeemiesChecker {
  /** Units that battled (incendiary) and that fired smoke this turn. */
  private battled = new Set<number>();
  private smoked = new Set<number>();
  private turnKey = '';
  /** A Nebelwerfer's battle whose target's retreat may follow. */
  private fire: { target: number } | null = null;

  constructor(readonly seen: Seen) {}

  check(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const turn = `${prev.turn.side}:${prev.turn.number}`;
    if (turn !== this.turnKey) {
      this.turnKey = turn;
      this.battled.clear();
      this.smoked.clear();
    }
    const cols = prev.board.geometry.cols;
    const kindOf = (id: number) => prev.units[id]?.kind ?? next.units[id]?.kind ?? '';
    for (const e of events) {
      if (e.type === 'turn') {
        this.battled.clear();
        this.smoked.clear();
      }
      if (e.type === 'battle') {
        this.fire = null;
        if (MEEMIES.has(kindOf(e.unit))) {
          if (this.smoked.has(e.unit)) out.push(`meemies: unit ${e.unit} battled on the turn it fired smoke`);
          this.battled.add(e.unit);
          this.fire = { target: e.target };
        }
        if (MEEMIES.has(kindOf(e.target))) out.push(...this.fullDice(prev, e, cols));
      }
      if (e.type === 'smokeShells') {
        if (!MEEMIES.has(kindOf(e.unit))) out.push(`meemies: unit ${e.unit}, not Screaming Meemies, fired smoke shells`);
        if (this.battled.has(e.unit)) out.push(`meemies: unit ${e.unit} fired smoke on the turn it battled`);
        this.smoked.add(e.unit);
        this.seen.add('meemies: smoke shells fired');
      }
    }
    // Incendiary: the retreat of a Nebelwerfer's target offers no ignored flag.
    const p = next.pending[0];
    if (this.fire && p?.kind === 'retreat' && p.unit === this.fire.target) {
      const legal: Action[] = legalActions(next);
      if (legal.some((a) => a.type === 'retreat' && a.ignore)) out.push(`meemies: the target ${p.unit} of incendiary shells is offered to ignore a flag`);
      else this.seen.add('meemies: incendiary flags not ignored');
      this.fire = null;
    }
    // The salvos' screens laid by this action.
    const before = new Set((prev.smoke?.screens ?? []).map((sc) => JSON.stringify(sc.hexes)));
    for (const sc of next.smoke?.screens ?? []) {
      if (sc.unit === undefined || before.has(JSON.stringify(sc.hexes)) || sc.turn !== next.turn.number) continue;
      const u = next.units[sc.unit] ?? prev.units[sc.unit];
      if (!u) continue;
      const hs = sc.hexes;
      const joined = hs.length === 1 || hs.every((h, i) => hs.some((q, j) => i !== j && distance(h, q) === 1));
      const onBoard = hs.every((h) => next.board.cells[h.row * cols + h.col]);
      if (hs.length < 1 || hs.length > 3 || !joined || !onBoard || new Set(hs.map(key)).size !== hs.length) {
        out.push(`meemies: a salvo of smoke covers ${hs.map(key).join(' ')}: not 1 to 3 contiguous board hexes`);
      }
      const far = hs.find((h) => distance(h, u) < 1 || distance(h, u) > 6);
      if (far) out.push(`meemies: smoke at ${key(far)}, ${distance(far, u)} hexes from the unit ${u.id} that fired it`);
      else this.seen.add('meemies: smoke laid within range');
      if (hs.length < 3) this.seen.add('meemies: a salvo of fewer than 3 hexes');
    }
    return out;
  }

  /** A battle at a Nebelwerfer by standard infantry or armor from a countryside hex, no card bonus: its full dice. */
  private fullDice(prev: GameState, e: Extract<GameEvent, { type: 'battle' }>, cols: number): string[] {
    const a = prev.units[e.unit];
    const base = a && BASE_DICE[a.kind];
    if (!a || !base || a.army !== undefined || a.heroicLeader || a.side !== prev.turn.side) return [];
    const cmd = prev.turn.command?.type;
    if (prev.turn.fallback || cmd === undefined || BONUS_CARDS.has(cmd)) return [];
    const own = prev.board.cells[e.from.row * cols + e.from.col];
    if (!own || (own.terrain !== undefined && own.terrain !== 'countryside') || prev.obstacles[String(e.from.row * cols + e.from.col)]) return [];
    const d = distance(e.from, e.at);
    const want = base[d - 1];
    if (want === undefined) return [];
    if (e.dice !== want) return [`meemies: unit ${e.unit} battled the Screaming Meemies at ${key(e.at)} with ${e.dice} dice, not its full ${want}`];
    const i = e.at.row * cols + e.at.col;
    const cell = prev.board.cells[i];
    if ((cell?.terrain !== undefined && cell.terrain !== 'countryside') || cell?.bunker !== undefined || prev.sandbags[String(i)]) {
      this.seen.add('meemies: full dice at Screaming Meemies in cover');
    }
    return [];
  }
}

/**
 * A proving ground of Screaming Meemies: Axis Nebelwerfers in forests, towns and sandbags (row 2) and Axis infantry
 * in sandbags (row 3) face Allied infantry and armor (row 5) and Allied Nebelwerfers (row 7), so random play meets each
 * rule from the first turns.
 */
export function meemiesGround(): Scenario {
  const hexes: Scenario['board']['hexes'] = [];
  const covers = [{ terrain: 'forest' as const }, { terrain: 'town' as const }, { obstacle: 'sandbags' as const }];
  for (let col = 2; col <= 22; col += 4) hexes.push({ row: 2, col, ...covers[(col / 4) % 3 | 0]!, unit: { side: 'axis', kind: 'nebelwerfer' } });
  for (let col = 1; col <= 23; col += 4) hexes.push({ row: 3, col, obstacle: 'sandbags', unit: { side: 'axis', kind: 'infantry' } });
  for (let col = 1; col <= 23; col += 2) hexes.push({ row: 5, col, unit: { side: 'allies', kind: col % 4 === 1 ? 'infantry' : 'armor' } });
  for (let col = 2; col <= 22; col += 5) hexes.push({ row: 7, col: col % 2 ? col : col + 1, unit: { side: 'allies', kind: 'nebelwerfer' } });
  return {
    format: 1,
    id: 'meemies-proving-ground',
    name: 'Screaming Meemies proving ground',
    board: { kind: 'standard', face: 'country', hexes },
    sides: { axis: { cards: 5, medalsToWin: 8, edge: 'top' }, allies: { cards: 5, medalsToWin: 8, edge: 'bottom' } },
    first: 'allies',
  };
}

/**
 * The directed policy of the Meemies ground: a Nebelwerfer that may fire smoke does so one time in three, and a salvo
 * stops at 1 or 2 hexes now and then; every other choice is random.
 */
export function meemiesPolicy(s: GameState, legal: readonly Action[], pick: (n: number) => number): Action {
  const shells = legal.filter((a) => a.type === 'smokeShells');
  if (shells.length && pick(3) === 0) return shells[pick(shells.length)]!;
  if (s.pending[0]?.kind === 'smoke' && s.pending[0].unit !== undefined) {
    const stop = legal.find((a) => a.type === 'decline');
    if (stop && pick(3) === 0) return stop;
    const hexes = legal.filter((a) => a.type === 'target');
    if (hexes.length) return hexes[pick(hexes.length)]!;
  }
  return legal[pick(legal.length)]!;
}

/** The rules play on the Meemies ground must show firing (`Seen` keys of this checker). */
export const MEEMIES_GROUND_RULES = [
  'meemies: full dice at Screaming Meemies in cover',
  'meemies: incendiary flags not ignored',
  'meemies: smoke shells fired',
  'meemies: smoke laid within range',
  'meemies: a salvo of fewer than 3 hexes',
];
