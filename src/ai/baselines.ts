/**
 * Baseline players the levels are measured against (scripts/ai-tournament.ts), deciding from a PlayerView like the
 * real ones: "random" picks uniformly among the legal actions; "attacker" battles whenever a battle is legal (the
 * first listed), else picks uniformly.
 */
import { legalActions, type Action, type PlayerView } from '../engine';
import { nextInt } from '../engine/rng';
import { determinize, searchRng } from './determinize';

export const BASELINES = ['random', 'attacker'] as const;
export type Baseline = (typeof BASELINES)[number];

export function baselineDecide(view: PlayerView, kind: Baseline, seed: string | number): Action {
  const rng = searchRng(seed, kind);
  const legal = legalActions(determinize(view, rng));
  if (kind === 'attacker') {
    const battles = legal.filter((a) => a.type === 'battle');
    if (battles.length) return battles[nextInt(rng, battles.length)]!;
  }
  return legal[nextInt(rng, legal.length)]!;
}
