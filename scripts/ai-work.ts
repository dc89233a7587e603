/**
 * Work per computer turn in applied actions (deterministic, machine-independent; docs/ai.md "Work cap"), on the
 * computer-turn benchmark's fixed mid-game positions (bench/ai-positions.ts), in Node:
 *
 *   npx tsx scripts/ai-work.ts [--positions 50] [--levels easy,normal,hard] [--turn-budget N]
 *
 * Prints per level the applied actions per turn (p50, p95, max), the most of one decision, and Node's applied actions
 * per second (the clock is read only here, to report; decide never reads it).
 */
import os from 'node:os';
import { LEVELS, type AiLevel } from '../src/ai';
import { buildPositions, playTurn } from '../bench/ai-positions';

function arg(name: string, d: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : d;
}

function pct(xs: number[], q: number): number {
  const a = xs.slice().sort((x, y) => x - y);
  return a[Math.min(a.length - 1, Math.floor(q * a.length))] ?? 0;
}

const count = Number(arg('positions', '50'));
const tb = Number(arg('turn-budget', '0'));
const positions = buildPositions(count);
for (const level of arg('levels', 'easy,normal,hard').split(',') as AiLevel[]) {
  const params = tb ? { ...LEVELS[level], turnBudget: tb, budget: Math.max(LEVELS[level].budget, tb) } : LEVELS[level];
  const runs = positions.map((s, i) => playTurn(s, i, level, params, () => performance.now()));
  const nodes = runs.map((r) => r.nodes);
  const ms = runs.reduce((t, r) => t + r.ms, 0);
  const total = nodes.reduce((t, n) => t + n, 0);
  console.log(
    `${level} (turn budget ${params.turnBudget}): applied actions per turn p50 ${pct(nodes, 0.5)} p95 ${pct(nodes, 0.95)} max ${Math.max(...nodes)}; ` +
      `one decision max ${Math.max(...runs.map((r) => r.maxDecisionNodes))}; Node ${Math.round((total / ms) * 1000)} applied actions/s · load ${os.loadavg()[0]!.toFixed(1)}`,
  );
}
