/**
 * The Mine digger (Equipment Pack Hobart's Funnies, 002 l.226; FAQ §IV Hobart's Funnies l.2840) restated apart from
 * src/engine/troops/funnies2.ts and troops/engineers.ts, checked on every action of random play from the states and
 * the events (hooked into the expansion checker, tests/support/terrain-rules.ts). The rule, as the document gives it:
 * - a Mine digger that enters an enemy minefield (by its move or by Take Ground) removes it: the counter leaves the
 *   board and never goes off (no `mine` roll for it);
 * - it removes one only by entering it: never one it stands on without moving, never its own side's;
 * - it may still battle that turn (unlike the engineers and the AVRE, whose clearing is their battle).
 * The proving ground: Allied Mine diggers behind Axis minefields, Axis infantry beyond.
 */
import type { GameEvent, GameState, Hex } from '../../src/engine/types';
import type { Scenario } from '../../src/scenario/types';
import { groundScenario } from './expansion-play';

export type Funnies2Seen = Set<string>;

const key = (h: Hex) => `${h.row},${h.col}`;

export const MINE_DIGGER_RULES = ['mine digger: an enemy minefield lifted on entering', 'mine digger: battled after lifting a minefield'];

export class Funnies2Checker {
  private lifted = new Set<number>();
  private turnKey = '';

  constructor(readonly seen: Funnies2Seen) {}

  check(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const turn = `${prev.turn.side}:${prev.turn.number}`;
    if (turn !== this.turnKey) {
      this.turnKey = turn;
      this.lifted.clear();
    }
    const cols = prev.board.geometry.cols;
    const digger = (id: number) => (prev.units[id] ?? next.units[id])?.kind === 'mine-digger';
    for (const [i, e] of events.entries()) {
      if (e.type === 'turn') this.lifted.clear();
      if ((e.type === 'moved' || e.type === 'tookGround') && digger(e.unit)) {
        const m = prev.mines?.[String(e.to.row * cols + e.to.col)];
        if (!m || m.owner === prev.units[e.unit]!.side) continue;
        const cleared = events.some((x) => x.type === 'minesCleared' && x.unit === e.unit && key(x.at) === key(e.to));
        const fired = events.some((x) => x.type === 'mine' && x.unit === e.unit);
        if (!cleared) out.push(`mine digger: unit ${e.unit} entered the enemy minefield at ${key(e.to)} and did not lift it`);
        if (fired) out.push(`mine digger: the minefield at ${key(e.to)} went off under Mine digger ${e.unit}`);
      }
      if (e.type === 'minesCleared' && digger(e.unit)) {
        const entered = events.slice(0, i).some((x) => (x.type === 'moved' || x.type === 'tookGround') && x.unit === e.unit && key(x.to) === key(e.at));
        if (!entered) out.push(`mine digger: unit ${e.unit} lifted the minefield at ${key(e.at)} without entering it`);
        const m = prev.mines?.[String(e.at.row * cols + e.at.col)];
        if (!m || m.owner === prev.units[e.unit]?.side) out.push(`mine digger: unit ${e.unit} lifted ${m ? 'its own side\'s' : 'no'} minefield at ${key(e.at)}`);
        else this.seen.add('mine digger: an enemy minefield lifted on entering');
        this.lifted.add(e.unit);
      }
      if (e.type === 'battle' && this.lifted.has(e.unit)) this.seen.add('mine digger: battled after lifting a minefield');
    }
    return out;
  }
}

/**
 * The Mine digger proving ground: Allied Mine diggers and tanks (row 7), a band of Axis minefields (rows 6 and 5),
 * Axis infantry beyond (row 3), close enough to battle after a dig.
 */
export function mineDiggerGround(): Scenario {
  const hexes: Scenario['board']['hexes'] = [];
  for (let col = 0; col <= 24; col += 2) hexes.push({ row: 6, col, minefield: 'axis' });
  for (let col = 1; col <= 23; col += 2) hexes.push({ row: 5, col, minefield: 'axis' });
  for (let col = 1; col <= 23; col += 2) hexes.push({ row: 3, col, unit: { side: 'axis', kind: 'infantry' } });
  for (let col = 1; col <= 23; col += 4) hexes.push({ row: 7, col, unit: { side: 'allies', kind: col % 8 === 1 ? 'mine-digger' : 'armor' } });
  for (let col = 3; col <= 23; col += 4) hexes.push({ row: 7, col, unit: { side: 'allies', kind: 'mine-digger' } });
  return groundScenario('mine-digger-proving-ground', 'Mine digger proving ground', hexes, 'allies');
}
