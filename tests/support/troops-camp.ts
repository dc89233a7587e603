/**
 * A proving ground of Oasis Recovery at a camp (FAQ §III Oasis Recovery; decision C393): infantry of both sides stands
 * on camps the battle names for recovery, far from the enemy (tests wear it down first), and a directed policy recovers whenever it may.
 * The rule is restated in tests/support/terrain-rules.ts (the `recovered` event: only on an oasis, or a hex the battle
 * names, under the battle's rule).
 */
import type { Action, GameState } from '../../src/engine/types';
import type { Scenario } from '../../src/scenario/types';

export const CAMP_GROUND_RULES = ['hq-tent: recovery'] as const;

export function campGround(): Scenario {
  const hexes: Scenario['board']['hexes'] = [];
  for (const [side, row] of [['axis', 0], ['allies', 8]] as const) {
    for (const col of [2, 10, 18]) hexes.push({ row, col, terrain: 'hq-tent', oasisRecovery: true, unit: { side, kind: 'infantry' } });
    hexes.push({ row, col: 22, unit: { side, kind: 'armor' } });
  }
  return {
    format: 1,
    id: 'camp-ground',
    name: 'Camp recovery proving ground',
    board: { kind: 'standard', face: 'desert', hexes },
    sides: { axis: { cards: 5, medalsToWin: 4, edge: 'top' }, allies: { cards: 5, medalsToWin: 4, edge: 'bottom' } },
    first: 'allies',
    rules: { oasisRecovery: true },
  };
}

/** The ground's start with its infantry worn down to one figure (a scenario sets full units only). */
export function wornCampStart(s0: GameState): GameState {
  return { ...s0, units: s0.units.map((u) => (u.kind === 'infantry' ? { ...u, figures: 1 } : u)) };
}

/** Recover whenever the rule allows it; otherwise a seeded uniform choice. */
export function campPolicy(s: GameState, legal: readonly Action[], pick: (n: number) => number): Action {
  const worn = (id: number) => {
    const u = s.units[id];
    return !!u && u.figures > 0 && u.figures < u.maxFigures && !!s.board.cells[u.row * s.board.geometry.cols + u.col]?.oasisRecovery;
  };
  // Recover, else order a worn unit on a camp, else anything but a move of one.
  const best = legal.find((a) => a.type === 'recover') ?? legal.find((a) => a.type === 'order' && worn(a.unit));
  if (best) return best;
  const rest = legal.filter((a) => !(a.type === 'move' && worn(a.unit)));
  const from = rest.length ? rest : legal;
  return from[pick(from.length)]!;
}
