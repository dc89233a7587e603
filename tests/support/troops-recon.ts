/**
 * Independent restatement of the long-range patrol cars' rules (Equipment Pack, Jeep Willys, 002 l.440-485; FAQ §II
 * Roads l.1322; decisions C334-C336), checked after every action by the armor checker (tests/support/troops-armor.ts
 * also re-rolls their hits as a Tiger's). Written from the documents, not from the engine's tables:
 * - moves up to 4 hexes, road or not, and battles after it; never overruns; removes no wire;
 * - battles only up to 3 hexes away, with 3, 2 and 1 dice by distance (one more at most from a card: Their Finest
 *   Hour; never more than 4);
 * - Behind Enemy Lines and Dig-in never order it;
 * - it never enters a hex closed to armor (the proving ground's mountains and ravines).
 */
import type { GameEvent, GameState } from '../../src/engine/types';
import type { Scenario } from '../../src/scenario/types';
import type { Seen } from './terrain-rules';
import { groundScenario } from './expansion-play';

/** Patrol car kinds, written out here. */
const PATROL: ReadonlySet<string> = new Set(['patrol-car']);
/** Dice by distance (Equipment Pack l.459). */
const DICE = [3, 2, 1];
/** Terrain closed to armor on the proving ground (rulebook: mountains; house rules App. 2: ravines). */
const CLOSED: ReadonlySet<string> = new Set(['mountain', 'ravine']);

const distance = (a: { row: number; col: number }, b: { row: number; col: number }): number => {
  const dr = Math.abs(a.row - b.row);
  return dr + Math.max(0, (Math.abs(a.col - b.col) - dr) / 2);
};

export function checkPatrolCars(prev: GameState, next: GameState, events: readonly GameEvent[], seen: Seen): string[] {
  const out: string[] = [];
  const kindOf = (id: number): string => (next.units[id] ?? prev.units[id])?.kind ?? '';
  const terrain = (h: { row: number; col: number }): string => next.board.cells[h.row * next.board.geometry.cols + h.col]?.terrain ?? 'countryside';
  for (const e of events) {
    if (!('unit' in e) || !PATROL.has(kindOf(e.unit))) continue;
    if (e.type === 'moved') {
      if (e.steps > 4) out.push(`patrol car: unit ${e.unit} moved ${e.steps} hexes, more than 4`);
      else if (e.steps === 4) seen.add('patrol car: moved 4 hexes');
      if (CLOSED.has(terrain(e.to))) out.push(`patrol car: unit ${e.unit} entered a ${terrain(e.to)}, closed to armor`);
    }
    if (e.type === 'battle') {
      const d = distance(e.from, e.at);
      if (d > 3) out.push(`patrol car: unit ${e.unit} battled ${d} hexes away`);
      else if (e.dice > DICE[d - 1]! + 1) out.push(`patrol car: unit ${e.unit} rolled ${e.dice} dice at ${d} hexes`);
      else if (d === 3) seen.add('patrol car: battled 3 hexes away');
    }
    if (e.type === 'overrun') out.push(`patrol car: unit ${e.unit} overran`);
    if (e.type === 'ordered') {
      const card = next.turn.command?.type;
      if (!next.turn.fallback && (card === 'behind-enemy-lines' || card === 'dig-in')) out.push(`patrol car: unit ${e.unit} ordered by ${card}`);
    }
  }
  return out;
}

/**
 * A proving ground of patrol cars: three of each side's, with infantry and armor, across open ground, a forest and
 * hill belt, mountains and ravines (closed to them), so random play moves them, hits them and lets them fire 3 hexes away.
 */
export function patrolGround(): Scenario {
  const hexes: Scenario['board']['hexes'] = [];
  const belt = ['forest', 'countryside', 'hill', 'mountain', 'countryside', 'ravine'] as const;
  let i = 0;
  for (const row of [3, 4, 5]) {
    for (let col = row & 1; col <= 24; col += 2) {
      const terrain = belt[i++ % belt.length]!;
      if (terrain !== 'countryside') hexes.push({ row, col, terrain });
    }
  }
  const kinds = ['patrol-car', 'infantry', 'patrol-car', 'armor', 'patrol-car', 'infantry', 'infantry'] as const;
  for (const [side, row] of [['axis', 1], ['allies', 7]] as const) {
    [2, 6, 10, 12, 14, 18, 22].forEach((col, k) => hexes.push({ row, col: col + (row & 1), unit: { side, kind: kinds[k]! } }));
  }
  return groundScenario('patrol-proving-ground', 'Patrol car proving ground', hexes, 'allies');
}

/** The rules random play on the patrol proving ground must show firing (`Seen` keys). */
export const PATROL_GROUND_RULES = [
  'patrol-car: hit confirmed by a grenade',
  'patrol-car: hit shrugged off on the re-roll',
  'patrol car: moved 4 hexes',
  'patrol car: battled 3 hexes away',
];
