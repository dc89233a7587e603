/**
 * The computer opponent (issue 18): `decide(view, level, seed)` and its levels; the baseline players of the
 * tournament. Imports only src/engine (lint: eslint.config.js); see docs/ai.md.
 */
export { decide, AI_LEVELS, LEVELS, aiStats, type AiLevel, type LevelParams } from './decide';
export { baselineDecide, BASELINES, type Baseline } from './baselines';
export { determinize, unseenCards } from './determinize';
export { evaluate, DEFAULT_WEIGHTS, type EvalWeights } from './evaluate';
