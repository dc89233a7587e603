/**
 * The Sea Wall restated apart from src/engine/seaWall.ts, checked on every action of random play from the states and
 * the events (hooked into the expansion checker, tests/support/terrain-rules.ts). The rule as the FAQ gives it (§II Sea
 * Wall, 003 l.788-809; decision C390):
 * - A sea wall never goes: no hex gains or loses one during a battle ("The Sea Wall may not be removed").
 * - A battle at a unit of the side it shelters rolls the dice it would roll against the same unit behind sandbags;
 *   at a unit of the other side, the dice it would roll with no wall at all ("The Sea Wall only protects the Allies").
 * - A unit of the other side on a wall, with nothing else there that lets a unit ignore a flag, never ignores one.
 */
import { battleDice } from '../../src/engine';
import type { Action, GameEvent, GameState, Hex, Side, Unit } from '../../src/engine/types';
import type { Scenario } from '../../src/scenario/types';

export type SeaWallSeen = Set<string>;

/** The rules the proving ground must show (tests/property/seawall-battles.test.ts). */
export const SEA_WALL_GROUND_RULES = ['sea-wall: cover for its own side', 'sea-wall: no cover for the enemy', 'sea-wall: a flag ignored behind it'] as const;

const key = (h: Hex) => `${h.row},${h.col}`;
/** Kinds with no flag rule of their own (the flag check below is about these only). */
const PLAIN = new Set(['infantry', 'armor', 'artillery']);

function wallAt(s: GameState, h: Hex): Side | undefined {
  return s.board.cells[h.row * s.board.geometry.cols + h.col]?.seaWall;
}

/** The state with the wall on hex `i` taken away, and sandbags put there instead when `sandbags`. */
function without(s: GameState, i: number, sandbags: boolean): GameState {
  const cells = s.board.cells.slice();
  const { seaWall: _w, ...rest } = cells[i]!;
  cells[i] = rest;
  return { ...s, board: { ...s.board, cells }, sandbags: sandbags ? { ...s.sandbags, [String(i)]: true } : s.sandbags };
}

export class SeaWallChecker {
  /** Boards already seen to hold no sea wall (then nothing is checked). */
  private readonly bare = new WeakSet<object>();

  constructor(readonly seen: SeaWallSeen) {}

  check(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    if (this.bare.has(prev.board) && this.bare.has(next.board)) return [];
    const walls = (s: GameState) => s.board.cells.map((c) => c?.seaWall ?? '').join();
    const before = walls(prev);
    if (!/[a-z]/.test(before) && !/[a-z]/.test(walls(next))) {
      this.bare.add(prev.board);
      this.bare.add(next.board);
      return [];
    }
    const out: string[] = [];
    if (prev.board !== next.board && walls(next) !== before) out.push('sea-wall: a sea wall came or went during the battle');
    let cardStrike = false;
    for (const e of events) {
      if (e.type === 'cardStrike') cardStrike = true;
      if (e.type === 'battle' || e.type === 'ambush') cardStrike = false;
      if (e.type === 'battle') {
        const wall = wallAt(prev, e.at);
        const target: Unit | undefined = prev.units[e.target];
        if (!wall || !target) continue;
        const i = e.at.row * prev.board.geometry.cols + e.at.col;
        const own = target.side === wall;
        const want = battleDice(without(prev, i, own), e.from, e.at);
        const none = battleDice(without(prev, i, false), e.from, e.at);
        if (e.dice !== want) out.push(`sea-wall: ${e.dice} dice at ${target.side} unit ${target.id} on the ${wall}' sea wall at ${key(e.at)}, not ${want}`);
        else if (own && want < none) this.seen.add('sea-wall: cover for its own side');
        else if (!own) this.seen.add('sea-wall: no cover for the enemy');
      }
      if (e.type === 'flagIgnored' && !cardStrike) {
        const u = prev.units[e.unit] ?? next.units[e.unit];
        const wall = u && wallAt(prev, u);
        if (!u || !wall) continue;
        if (u.side === wall) {
          this.seen.add('sea-wall: a flag ignored behind it');
          continue;
        }
        const i = String(u.row * prev.board.geometry.cols + u.col);
        const cell = prev.board.cells[Number(i)]!;
        const plainHex = (cell.terrain === 'beach' || cell.terrain === 'countryside') && !cell.bunker && !prev.sandbags[i] && !prev.obstacles[i];
        if (plainHex && PLAIN.has(u.kind) && !u.ignoreOneFlag && !u.army && !u.heroicLeader) out.push(`sea-wall: ${u.side} unit ${u.id} ignored a flag on the ${wall}' sea wall at ${key(u)}`);
      }
    }
    return out;
  }
}

/**
 * A proving ground: a beach across rows 3 to 5 with Allied sea walls along it, Allied infantry on some, Axis infantry on
 * others, and both armies close by, so random play battles at units on the walls of both sides.
 */
export function seaWallGround(): Scenario {
  const hexes: Scenario['board']['hexes'] = [];
  for (const row of [3, 4, 5]) {
    for (let col = row & 1; col <= 24; col += 2) {
      const wall = row === 4 && col % 4 === 0;
      hexes.push({ row, col, terrain: 'beach', ...(wall ? { seaWall: 'allies' as const } : {}) });
    }
  }
  const put = (row: number, col: number, side: Side, kind: 'infantry' | 'armor' | 'artillery') => {
    const h = hexes.find((x) => x.row === row && x.col === col);
    if (h) h.unit = { side, kind };
    else hexes.push({ row, col, unit: { side, kind } });
  };
  // On the walls of row 4: Allied infantry at columns 0, 8, 16, 24 and Axis infantry at 4, 12, 20.
  for (const col of [0, 8, 16, 24]) put(4, col, 'allies', 'infantry');
  for (const col of [4, 12, 20]) put(4, col, 'axis', 'infantry');
  for (const col of [2, 10, 18]) put(2, col, 'axis', col === 10 ? 'armor' : 'infantry');
  for (const col of [6, 14, 22]) put(6, col, 'allies', col === 14 ? 'armor' : 'infantry');
  return {
    format: 1,
    id: 'sea-wall-ground',
    name: 'Sea wall proving ground',
    board: { kind: 'standard', face: 'beach', hexes },
    sides: { axis: { cards: 5, medalsToWin: 6, edge: 'top' }, allies: { cards: 5, medalsToWin: 6, edge: 'bottom' } },
    first: 'allies',
  };
}

/**
 * The directed policy of the proving ground: a unit behind its own wall stays there and ignores the flag it may
 * ignore (random play seldom keeps one there long enough to be hit by a flag); otherwise a seeded uniform choice.
 */
export function seaWallPolicy(s: GameState, legal: readonly Action[], pick: (n: number) => number): Action {
  const ignore = legal.find((a) => a.type === 'retreat' && a.ignore);
  if (ignore) return ignore;
  const stays = legal.filter((a) => {
    if (a.type !== 'move') return true;
    const u = s.units[a.unit];
    return !u || wallAt(s, u) !== u.side;
  });
  const from = stays.length ? stays : legal;
  return from[pick(from.length)]!;
}
