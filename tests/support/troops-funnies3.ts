/**
 * Hobart's other Funnies (Equipment Pack Hobart's Funnies, 002 l.200-218; FAQ §IV Hobart's Funnies l.2837-2839)
 * restated apart from src/engine/troops/funnies3.ts, checked on every action of random play from the states and the
 * events (hooked into the expansion checker, tests/support/terrain-rules.ts). The rules, as the documents give them:
 * - the Fascine treats fords (and fordable streams) and trenches as countryside for movement: a move that ends on one
 *   has not stopped it for the terrain's sake (only wire or a minefield there may);
 * - and for battle: its battle out of one, and a battle against it on one, roll the dice the same battle rolls with
 *   that hex made countryside (a metamorphic check: the engine's own dice count on a board where only that hex differs).
 * The proving ground: Allied Fascines and tanks behind a band of fords and trenches, Axis infantry beyond.
 */
import { battleDice } from '../../src/engine';
import type { GameEvent, GameState, Hex } from '../../src/engine/types';
import type { Scenario } from '../../src/scenario/types';

export type Funnies3Seen = Set<string>;

const key = (h: Hex) => `${h.row},${h.col}`;

/** The terrain each accessory crosses as countryside, restated from the Equipment Pack (l.210, l.218; C350, C352). */
const GROUND: Record<string, readonly string[]> = {
  fascine: ['ford', 'fordable-stream', 'trenches'],
};

export const FASCINE_RULES = [
  'fascine: ended a move on a ford or trench without being stopped',
  'fascine: battled out of a ford or trench as from countryside',
  'fascine: battled on a ford or trench as on countryside',
];

/** The kind's ground on hex h (no bridge), or undefined. */
function groundAt(s: GameState, kind: string, h: Hex): string | undefined {
  const c = s.board.cells[h.row * s.board.geometry.cols + h.col];
  if (!c || c.bridge) return undefined;
  return GROUND[kind]?.includes(c.terrain) ? c.terrain : undefined;
}

/** The state with hex h's terrain made countryside (a board of its own: no cache of the original is shared). */
function asCountryside(s: GameState, h: Hex): GameState {
  const i = h.row * s.board.geometry.cols + h.col;
  const cells = s.board.cells.slice();
  cells[i] = { ...cells[i]!, terrain: 'countryside' };
  return { ...s, board: { ...s.board, cells } };
}

export class Funnies3Checker {
  constructor(readonly seen: Funnies3Seen) {}

  check(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const cols = prev.board.geometry.cols;
    const kindOf = (id: number) => (prev.units[id] ?? next.units[id])?.kind ?? '';
    for (const e of events) {
      if (e.type === 'moved' && GROUND[kindOf(e.unit)]) {
        const ground = groundAt(prev, kindOf(e.unit), e.to);
        if (!ground) continue;
        const i = String(e.to.row * cols + e.to.col);
        // Wire or a minefield there stops it anyway; a turn already over says nothing.
        if (prev.obstacles[i] || prev.mines?.[i] !== undefined || next.turn.units[e.unit] === undefined) continue;
        if (next.turn.units[e.unit]!.stopped) out.push(`${kindOf(e.unit)}: unit ${e.unit} was stopped by the ${ground} at ${key(e.to)}`);
        else this.seen.add(`${kindOf(e.unit)}: ended a move on a ford or trench without being stopped`);
      }
      if (e.type === 'battle' && e.target >= 0) {
        const a = kindOf(e.unit);
        const d = kindOf(e.target);
        const out1 = GROUND[a] ? groundAt(prev, a, e.from) : undefined;
        const in1 = GROUND[d] ? groundAt(prev, d, e.at) : undefined;
        if (!out1 && !in1) continue;
        // Only a plain battle of the action's own step (a pending Overrun or Ambush has its own card bonus).
        if (prev.pending.length || prev.units[e.unit]?.row !== e.from.row || prev.units[e.unit]?.col !== e.from.col) continue;
        let open = prev;
        if (out1) open = asCountryside(open, e.from);
        if (in1) open = asCountryside(open, e.at);
        const want = battleDice(open, e.from, e.at);
        if (e.dice !== want) out.push(`${out1 ? a : d}: unit ${e.unit} battled ${key(e.from)} to ${key(e.at)} with ${e.dice} dice, not the ${want} of countryside`);
        else if (out1) this.seen.add(`${a}: battled out of a ford or trench as from countryside`);
        else this.seen.add(`${d}: battled on a ford or trench as on countryside`);
      }
    }
    return out;
  }
}

/**
 * The Fascine proving ground: Allied Fascines and tanks (row 7), a band of fords and trenches (rows 6 and 5), Axis
 * infantry beyond (row 3), close enough to battle from the band and to come to it.
 */
export function fascineGround(): Scenario {
  const hexes: Scenario['board']['hexes'] = [];
  for (let col = 0; col <= 24; col += 2) hexes.push({ row: 6, col, terrain: col % 4 === 0 ? 'ford' : 'trenches' });
  for (let col = 1; col <= 23; col += 2) hexes.push({ row: 5, col, terrain: col % 4 === 1 ? 'trenches' : 'fordable-stream' });
  for (let col = 1; col <= 23; col += 2) hexes.push({ row: 3, col, unit: { side: 'axis', kind: 'infantry' } });
  for (let col = 1; col <= 23; col += 4) hexes.push({ row: 7, col, unit: { side: 'allies', kind: col % 8 === 1 ? 'fascine' : 'armor' } });
  for (let col = 3; col <= 23; col += 4) hexes.push({ row: 7, col, unit: { side: 'allies', kind: 'fascine' } });
  return {
    format: 1,
    id: 'fascine-proving-ground',
    name: 'Fascine proving ground',
    board: { kind: 'standard', face: 'country', hexes },
    sides: { axis: { cards: 5, medalsToWin: 6, edge: 'top' }, allies: { cards: 5, medalsToWin: 6, edge: 'bottom' } },
    first: 'allies',
  };
}
