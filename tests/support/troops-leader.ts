/**
 * Heroic Leader (FAQ §III Heroic Leader, l.1851-1864; §I l.365-367) restated apart from src/engine/troops/
 * heroicLeader.ts, checked on every action of random play from the states and the events (hooked into the expansion
 * checker, tests/support/terrain-rules.ts). Each rule, as the documents give it:
 * - +1 die: a leader's unit rolls in each battle the dice the same unit rolls without him, plus 1.
 * - The fall: a leader leaves a unit only when it is eliminated, with a roll of exactly 2 dice right before; a star
 *   loses him and gives the enemy 1 medal; no star sends him to the nearest friendly infantry unit without a leader
 *   (any of the nearest), or, with none, loses him for 1 medal.
 * - Leaders never multiply: a unit gains one only as the heir of a fallen leader, and only infantry ever has one.
 */
import { battleDice } from '../../src/engine';
import type { GameEvent, GameState, Unit } from '../../src/engine/types';
import type { Scenario, UnitKind } from '../../src/scenario/types';

/** Which rules came up (shared with the terrain checker's `Seen`). */
export type LeaderSeen = Set<string>;

/** Infantry kinds that may carry a leader (the sniper never: decision C281), written out apart from the engine. */
const LEADER_KINDS: ReadonlySet<UnitKind> = new Set<UnitKind>(['infantry', 'special-forces', 'resistance', 'engineers', 'cavalry', 'ski-troops', 'machine-gun', 'mortar']);

/** Hex distance on the doubled-column grid (restated, not the engine's). */
function distance(a: { row: number; col: number }, b: { row: number; col: number }): number {
  const dr = Math.abs(a.row - b.row);
  const dc = Math.abs(a.col - b.col);
  return dr + Math.max(0, (dc - dr) / 2);
}

export class LeaderChecker {
  constructor(readonly seen: LeaderSeen) {}

  check(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const hadLeader = prev.units.some((u) => u.heroicLeader) || next.units.some((u) => u.heroicLeader) || events.some((e) => e.type === 'heroicLeader');
    if (!hadLeader) return out;
    const heirs = new Set<number>();
    events.forEach((e, i) => {
      if (e.type === 'battle') {
        const u = prev.units[e.unit];
        if (!u?.heroicLeader || !prev.units[e.target]) return;
        const plain: GameState = { ...prev, units: prev.units.map((v) => (v.id === e.unit ? { ...v, heroicLeader: undefined } : v)) };
        const base = battleDice(plain, e.from, e.at);
        if (base > 0 && e.dice !== base + 1) out.push(`leader: unit ${e.unit} with a heroic leader rolled ${e.dice} dice at ${e.at.row},${e.at.col}, not ${base + 1}`);
        else if (base > 0) this.seen.add('leader: one die more');
      }
      if (e.type === 'flagIgnored' && prev.units[e.unit]?.heroicLeader) this.seen.add('leader: a flag ignored');
      if (e.type !== 'heroicLeader') return;
      const dead = prev.units[e.unit];
      if (!dead?.heroicLeader) out.push(`leader: a heroic leader fell from unit ${e.unit}, which had none`);
      if (!events.slice(0, i).some((x) => x.type === 'eliminated' && x.unit === e.unit)) out.push(`leader: unit ${e.unit}'s leader fell but the unit was not eliminated`);
      const r = events[i - 1];
      if (!r || r.type !== 'roll' || r.faces.length !== 2) {
        out.push(`leader: unit ${e.unit}'s leader fell without a roll of 2 dice`);
        return;
      }
      const star = r.faces.includes('star');
      if (star !== e.star) out.push(`leader: the roll ${r.faces.join(',')} was read as star=${e.star}`);
      if (star) {
        if (e.heir !== -1 || e.medals !== 1) out.push(`leader: a star rolled for unit ${e.unit}'s leader, yet he went to ${e.heir} with ${e.medals} medal(s)`);
        else this.seen.add('leader: lost on a star');
        return;
      }
      // No star: the nearest friendly infantry without a leader, in the state as it is now (the dead unit is off).
      const at = { row: dead?.row ?? -1, col: dead?.col ?? -1 };
      const candidates = next.units.filter((v: Unit) => v.id !== e.unit && v.side === dead?.side && v.figures > 0 && LEADER_KINDS.has(v.kind) && (v.id === e.heir || !v.heroicLeader));
      if (!candidates.length) {
        if (e.heir !== -1 || e.medals !== 1) out.push(`leader: no friendly infantry for unit ${e.unit}'s leader, yet he went to ${e.heir} with ${e.medals} medal(s)`);
        else this.seen.add('leader: lost with no infantry left');
        return;
      }
      const best = Math.min(...candidates.map((v) => distance(at, v)));
      const heir = next.units[e.heir];
      if (!heir || !candidates.includes(heir) || distance(at, heir) !== best || e.medals !== 0) {
        out.push(`leader: unit ${e.unit}'s leader went to ${e.heir}, not to the nearest friendly infantry (${best} hexes away)`);
      } else {
        heirs.add(e.heir);
        this.seen.add('leader: joined the nearest infantry');
      }
    });
    for (const u of next.units) {
      const before = prev.units[u.id];
      if (u.heroicLeader && !before?.heroicLeader && !heirs.has(u.id)) out.push(`leader: unit ${u.id} gained a heroic leader without one falling to it`);
      if (u.heroicLeader && !LEADER_KINDS.has(u.kind)) out.push(`leader: a ${u.kind} unit (${u.id}) has a heroic leader`);
      if (before?.heroicLeader && !u.heroicLeader && !events.some((e) => e.type === 'heroicLeader' && e.unit === u.id)) out.push(`leader: unit ${u.id} lost its heroic leader without a fall`);
    }
    return out;
  }
}

/**
 * A proving ground of the Heroic Leader: infantry with leaders on both sides, close together in the middle of the board
 * with more infantry behind (heirs), and sandbags in front of two of them (the second flag ignored).
 */
export function leaderGround(): Scenario {
  const hexes: Scenario['board']['hexes'] = [];
  for (const col of [4, 10, 16, 22]) {
    hexes.push({ row: 3, col: col - 1, unit: { side: 'axis', kind: 'infantry', heroicLeader: true }, ...(col === 10 ? { obstacle: 'sandbags' as const } : {}) });
    hexes.push({ row: 5, col: col - 1, unit: { side: 'allies', kind: 'infantry', heroicLeader: true }, ...(col === 16 ? { obstacle: 'sandbags' as const } : {}) });
    hexes.push({ row: 1, col: col - 1, unit: { side: 'axis', kind: col === 10 ? 'armor' : 'infantry' } });
    hexes.push({ row: 7, col: col - 1, unit: { side: 'allies', kind: col === 16 ? 'armor' : 'infantry' } });
  }
  return {
    format: 1,
    id: 'leader-proving-ground',
    name: 'Heroic leader proving ground',
    board: { kind: 'standard', face: 'country', hexes },
    sides: { axis: { cards: 5, medalsToWin: 8, edge: 'top' }, allies: { cards: 5, medalsToWin: 8, edge: 'bottom' } },
    first: 'allies',
  };
}

/** The rules random play on the leader's proving ground must show firing (the checker's `seen`). */
export const LEADER_GROUND_RULES = ['leader: one die more', 'leader: a flag ignored', 'leader: lost on a star', 'leader: joined the nearest infantry'];
