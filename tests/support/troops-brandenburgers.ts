/**
 * Brandenburgers restated apart from src/engine/troops/brandenburgers.ts, checked on every action of random play from
 * the states and the events (hooked into the expansion checker, tests/support/terrain-rules.ts). Each rule as FAQ §IV
 * Brandenburgers gives it (l.2756-2779; decisions C250-C252):
 * - Only Brandenburgers carry an enemy figure, from the start; once gone it never comes back.
 * - Hits scored against them in disguise: the attacker rolls one die more; an infantry symbol removes the figure and
 *   the hits take figures as usual; any other face and the unit loses nothing, does not fall back, keeps its figure.
 * - Ordered to battle, or ambushing, they give the figure up before they roll.
 */
import type { GameEvent, GameState } from '../../src/engine/types';
import type { Scenario } from '../../src/scenario/types';
import { groundScenario } from './expansion-play';

/** Which rules came up (shared with the terrain checker's `Seen`). */
export type DisguiseSeen = Set<string>;

export class BrandenburgersChecker {
  constructor(readonly seen: DisguiseSeen) {}

  check(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    for (const u of next.units) {
      const before = prev.units[u.id];
      if (u.disguised && u.kind !== 'brandenburgers') out.push(`brandenburgers: unit ${u.id} (${u.kind}) carries an enemy figure`);
      if (u.disguised && before && !before.disguised) out.push(`brandenburgers: unit ${u.id} got its enemy figure back`);
    }
    events.forEach((e, i) => {
      // Hits on a unit in disguise: the next roll is the one-die re-roll, then the disguise event.
      if (e.type === 'hits' && e.hits > 0 && prev.units[e.unit]?.disguised) {
        const rest = events.slice(i + 1);
        const r = rest.find((x) => x.type === 'roll');
        const d = rest.find((x) => x.type === 'disguise' && x.unit === e.unit);
        if (!r || r.type !== 'roll' || r.faces.length !== 1) {
          out.push(`brandenburgers: ${e.hits} hit(s) on unit ${e.unit} in disguise without a one-die re-roll`);
          return;
        }
        const infantry = r.faces[0] === 'infantry';
        if (!d || d.type !== 'disguise' || d.held === infantry) out.push(`brandenburgers: the re-roll for unit ${e.unit} showed ${r.faces[0]}, but the figure was ${d && d.type === 'disguise' && d.held ? 'kept' : 'removed'}`);
        const lost = rest.some((x) => x.type === 'figuresLost' && x.unit === e.unit && x.cause === 'hit');
        const stay = next.units[e.unit]!;
        if (!infantry) {
          if (lost) out.push(`brandenburgers: unit ${e.unit} lost figures to a roll its disguise turned away`);
          if (next.pending.some((p) => p.kind === 'retreat' && p.unit === e.unit) || rest.some((x) => x.type === 'retreated' && x.unit === e.unit)) out.push(`brandenburgers: unit ${e.unit} falls back for a roll its disguise turned away`);
          if (!stay.disguised) out.push(`brandenburgers: unit ${e.unit} lost its enemy figure to a re-roll without an infantry symbol`);
          this.seen.add('brandenburgers: hits turned away by the disguise');
        } else {
          if (!lost && stay.figures > 0) out.push(`brandenburgers: unit ${e.unit} lost no figure to ${e.hits} hit(s) after the re-roll showed infantry`);
          this.seen.add('brandenburgers: the disguise seen through');
        }
      }
      // Their own battle or Ambush: the figure goes first.
      const attacker = e.type === 'battle' ? e.unit : e.type === 'ambush' ? e.unit : -1;
      if (attacker >= 0 && prev.units[attacker]?.disguised) {
        const first = events.findIndex((x, k) => k > i && x.type === 'roll');
        // The figure goes as the battle is declared (its event may come just before the battle's own).
        const gone = events.findIndex((x) => x.type === 'disguise' && x.unit === attacker && !x.held);
        if (gone < 0 || (first >= 0 && gone > first)) out.push(`brandenburgers: unit ${attacker} ${e.type === 'ambush' ? 'ambushed' : 'battled'} without giving up its enemy figure first`);
        else this.seen.add(e.type === 'ambush' ? 'brandenburgers: figure given up to ambush' : 'brandenburgers: figure given up to battle');
      }
    });
    return out;
  }
}

/** A proving ground of Brandenburgers: three units of them among the Axis line, facing an ordinary Allied army. */
export function brandenburgersGround(): Scenario {
  const hexes: Scenario['board']['hexes'] = [];
  const axis = ['brandenburgers', 'infantry', 'brandenburgers', 'armor', 'brandenburgers', 'infantry', 'artillery'] as const;
  axis.forEach((kind, k) => hexes.push({ row: 2, col: 4 * k, unit: { side: 'axis', kind } }));
  const allies = ['infantry', 'armor', 'infantry', 'artillery', 'infantry', 'armor', 'infantry'] as const;
  allies.forEach((kind, k) => hexes.push({ row: 5, col: 1 + 4 * k < 25 ? 1 + 4 * k : 23, unit: { side: 'allies', kind } }));
  return groundScenario('brandenburgers-proving-ground', 'Brandenburgers proving ground', hexes, 'allies');
}

/** The rules random play on the Brandenburgers' proving ground must show firing. */
export const BRANDENBURGERS_GROUND_RULES = [
  'brandenburgers: hits turned away by the disguise',
  'brandenburgers: the disguise seen through',
  'brandenburgers: figure given up to battle',
];
