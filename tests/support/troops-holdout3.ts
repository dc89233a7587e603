/**
 * The rules holdout3 added for the last refused real battles, restated apart from the engine and checked on every
 * action of random play from the states and the events (hooked into the expansion checker, tests/support/terrain-rules.ts):
 * - Wittmann's Tiger (FAQ §IV Tigers, Q l.2658-2660; decision C414): a battle of the ace rolls what a plain Tiger
 *   would roll in its place, plus one die when the ace has neither moved nor taken ground this turn (read from the
 *   turn's events, not from the engine's bookkeeping).
 * - Closed woods and villages (decision C413): in a battle whose own terrain rules bar every class from a terrain, no
 *   unit arrives on a hex of it (move, retreat or ground taken); a unit the battle set there may leave.
 * - Bridges a battle lets be blown (FAQ §III Blowing up Bridges l.1737; decision C416): a try at a bridge is only at
 *   one the battle names, with a unit of the side next to it when it says so; blowing one worth a medal gives that side
 *   exactly one more medal than the other consequences of the blast (a unit on it destroyed).
 */
import { battleDice } from '../../src/engine';
import type { Action, GameEvent, GameState, Hex } from '../../src/engine/types';
import type { Scenario } from '../../src/scenario/types';

export type Holdout3Seen = Set<string>;

/** The rules the proving ground must show (tests/property/holdout3-battles.test.ts). */
export const HOLDOUT3_GROUND_RULES = ['ace: 4 dice unmoved', 'ace: 3 dice once moved', 'closed-cover: a unit drove out'] as const;
/** The rules the bridge proving ground must show. */
export const BRIDGE_GROUND_RULES = ['blowable: a named bridge tried', 'blowable: a medal for a blown bridge'] as const;

const key = (h: Hex) => `${h.row},${h.col}`;
/** Hexes between two hexes (doubled columns), counted here rather than by the engine. */
const hexesApart = (a: Hex, b: Hex) => {
  const dr = Math.abs(a.row - b.row);
  return dr + Math.max(0, (Math.abs(a.col - b.col) - dr) / 2);
};

/** Is the terrain of hex `h` one the battle closes to every class (its own rules bar infantry, armor and artillery)? */
function closedAt(s: GameState, h: Hex): string | undefined {
  const own = s.board.terrain;
  if (!own) return undefined;
  const kind = s.board.cells[h.row * s.board.geometry.cols + h.col]?.terrain;
  if (!kind || s.board.cells[h.row * s.board.geometry.cols + h.col]?.bridge) return undefined;
  return own[kind]?.noEntry === 7 ? kind : undefined;
}

export class Holdout3Checker {
  /** The units that moved or took ground in the turn `turn`. */
  private moved = new Set<number>();
  private turn = '';

  constructor(readonly seen: Holdout3Seen) {}

  check(prev: GameState, _next: GameState, events: readonly GameEvent[]): string[] {
    // (_next: the state after the action, read for the medal count only)
    const turn = `${prev.turn.side}:${prev.turn.number}`;
    if (turn !== this.turn) {
      this.turn = turn;
      this.moved = new Set();
    }
    const hasAce = prev.units.some((u) => u.kind === 'tiger-ace');
    const lim = prev.special?.blowable;
    if (!hasAce && !prev.board.terrain && !lim) return [];
    const out: string[] = [];
    for (const e of events) {
      if (e.type === 'turn') this.moved = new Set();
      if (e.type === 'moved' || e.type === 'tookGround' || e.type === 'retreated') {
        if (e.type !== 'retreated') this.moved.add(e.unit);
        const closed = closedAt(prev, e.to);
        if (closed) out.push(`closed-cover: ${e.type} unit ${e.unit} onto the ${closed} at ${key(e.to)}, which this battle closes to every unit`);
        if (closedAt(prev, e.from)) this.seen.add('closed-cover: a unit drove out');
      }
      if (e.type === 'bridgeBlown' && lim) {
        const on = (list: readonly Hex[] | undefined) => (list ?? []).some((h) => h.row === e.at.row && h.col === e.at.col);
        if (!on(lim.hexes)) out.push(`blowable: the ${e.side} tried the bridge at ${key(e.at)}, which this battle does not let be blown`);
        else this.seen.add('blowable: a named bridge tried');
        if (lim.nextToUnit && !prev.units.some((u) => u.side === e.side && u.figures > 0 && u.row >= 0 && hexesApart(u, e.at) === 1)) {
          out.push(`blowable: the ${e.side} tried the bridge at ${key(e.at)} with no unit of theirs next to it`);
        }
        if (e.blown && on(lim.medals)) {
          // The medals the blast gave: the side's count now, less its count before, less what units lost on it gave.
          const lost = events.filter((x) => x.type === 'eliminated').length;
          const gained = _next.medalsWon[e.side] - prev.medalsWon[e.side];
          const medal = events.some((x) => x.type === 'bridgeMedal' && x.side === e.side && x.at.row === e.at.row && x.at.col === e.at.col);
          if (!medal || (lost === 0 && gained !== 1 && !_next.winner)) out.push(`blowable: the ${e.side} blew the medal bridge at ${key(e.at)} and won ${gained} medals`);
          else this.seen.add('blowable: a medal for a blown bridge');
        } else if (events.some((x) => x.type === 'bridgeMedal')) out.push(`blowable: a medal for the bridge at ${key(e.at)}, which is worth none`);
      }
      if (e.type === 'battle' && prev.units[e.unit]?.kind === 'tiger-ace') {
        // The same battle with a plain Tiger in the ace's place (the state before the battle action).
        const asTiger = { ...prev, units: prev.units.map((u) => (u.id === e.unit ? { ...u, kind: 'tiger' as const, row: e.from.row, col: e.from.col } : u)) };
        const tiger = battleDice(asTiger, e.from, e.at);
        const want = this.moved.has(e.unit) ? tiger : tiger + 1;
        if (tiger > 0 && e.dice !== want) out.push(`ace: unit ${e.unit} battled ${key(e.at)} from ${key(e.from)} with ${e.dice} dice, not ${want} (${this.moved.has(e.unit) ? 'moved' : 'unmoved'} this turn)`);
        else if (tiger > 0) this.seen.add(this.moved.has(e.unit) ? 'ace: 3 dice once moved' : 'ace: 4 dice unmoved');
      }
    }
    return out;
  }
}

/**
 * A proving ground: woods closed by the battle's own rules across the middle, Axis units set in some of them (they may
 * only drive out), Wittmann's Tiger among Axis armor facing Allied armor and infantry.
 */
export function holdout3Ground(): Scenario {
  const hexes: Scenario['board']['hexes'] = [];
  for (const col of [2, 6, 10, 14, 18, 22]) hexes.push({ row: 3, col: col + 1, terrain: 'forest' });
  hexes.push({ row: 2, col: 6, terrain: 'forest', unit: { side: 'axis', kind: 'infantry' } });
  hexes.push({ row: 2, col: 16, terrain: 'forest', unit: { side: 'axis', kind: 'armor' } });
  hexes.push({ row: 2, col: 12, unit: { side: 'axis', kind: 'tiger-ace' } });
  hexes.push({ row: 2, col: 10, unit: { side: 'axis', kind: 'tiger' } });
  hexes.push({ row: 1, col: 19, unit: { side: 'axis', kind: 'infantry' } });
  for (const col of [8, 12, 16]) hexes.push({ row: 5, col: col + 1, unit: { side: 'allies', kind: col === 12 ? 'infantry' : 'armor' } });
  hexes.push({ row: 6, col: 4, unit: { side: 'allies', kind: 'infantry' } });
  hexes.push({ row: 6, col: 20, unit: { side: 'allies', kind: 'infantry' } });
  return {
    format: 1,
    id: 'holdout3-ground',
    name: 'Closed woods and an ace proving ground',
    board: { kind: 'standard', face: 'country', hexes },
    sides: { axis: { cards: 5, medalsToWin: 6, edge: 'top' }, allies: { cards: 5, medalsToWin: 6, edge: 'bottom' } },
    first: 'axis',
    rules: { terrain: { forest: { noEntry: 7, noRetreat: true } } },
  };
}

/**
 * A proving ground for the bridges a battle names (decision C416): a river across row 4 with four bridges; the Allies
 * may blow bridges (option 2) but only the two the battle names, one of them worth a medal, and only with a unit
 * next to it. Allied infantry stands by the named bridges.
 */
export function bridgeGround(): Scenario {
  const hexes: Scenario['board']['hexes'] = [];
  const bridges = new Set([4, 10, 14, 20]);
  for (let col = 0; col <= 24; col += 2) hexes.push({ row: 4, col, terrain: 'river', ...(bridges.has(col) ? { bridge: true } : {}) });
  for (const col of [5, 9, 15, 21]) hexes.push({ row: 5, col, unit: { side: 'allies', kind: 'infantry' } });
  for (const col of [3, 13, 19]) hexes.push({ row: 3, col, unit: { side: 'axis', kind: 'infantry' } });
  hexes.push({ row: 7, col: 11, unit: { side: 'allies', kind: 'armor' } }, { row: 1, col: 11, unit: { side: 'axis', kind: 'armor' } });
  return {
    format: 1,
    id: 'holdout3-bridges',
    name: 'Named bridges proving ground',
    board: { kind: 'standard', face: 'country', hexes },
    sides: { axis: { cards: 5, medalsToWin: 6, edge: 'top' }, allies: { cards: 5, medalsToWin: 6, edge: 'bottom' } },
    first: 'allies',
    rules: {
      blowBridges: { allies: { option: 2 } },
      blowable: { hexes: [{ row: 4, col: 4 }, { row: 4, col: 10 }], medals: [{ row: 4, col: 10 }], nextToUnit: true },
    },
  };
}

/** The bridge ground's policy: a card that may blow a bridge does so (random play seldom picks it); else uniform. */
export function bridgePolicy(_s: GameState, legal: readonly Action[], pick: (n: number) => number): Action {
  const blow = legal.find((a) => a.type === 'play' && a.as === 'blow');
  return blow ?? legal[pick(legal.length)]!;
}
