/**
 * Side-by-side engine speed by CPU time: two checkouts' engines (e.g. this one and a worktree of an earlier commit)
 * in one process, alternating rounds of the SAME fixed seeded random games, each round timed by the process's CPU
 * time (user + system), so time the machine gives to other work counts for neither. Run it in both orders (the
 * engine loaded first showed a bias of a few percent): the result is the pair of runs.
 * Usage: npx tsx bench/compare-engine-cpu.ts <checkout A> <checkout B> [rounds] [games per round]
 */
import { resolve } from 'node:path';

interface Engine {
  newGame: (sc: unknown, o: { seed: number }) => { winner: unknown };
  legalActions: (s: unknown) => unknown[];
  applyAction: (s: unknown, a: unknown) => { ok: boolean; state?: unknown };
}
interface Loaded {
  engine: Engine;
  scenarios: unknown[];
  rng: { seedRng: (s: string) => unknown; nextInt: (r: unknown, n: number) => number };
}

async function load(root: string): Promise<Loaded> {
  const engine = (await import(resolve(root, 'src/engine/index.ts'))) as Engine;
  const { BUILTIN_SCENARIOS } = (await import(resolve(root, 'src/scenario/builtin.ts'))) as { BUILTIN_SCENARIOS: unknown[] };
  const rng = (await import(resolve(root, 'src/engine/rng.ts'))) as Loaded['rng'];
  return { engine, scenarios: BUILTIN_SCENARIOS, rng };
}

/** CPU milliseconds for games start..start+n-1 (the built-in battles in turn, uniform random policy). */
function cpuMs(e: Loaded, n: number, start: number): number {
  const c0 = process.cpuUsage();
  for (let i = start; i < start + n; i++) {
    const r = e.rng.seedRng(`policy/${9_000_000 + i}`);
    let s = e.engine.newGame(e.scenarios[i % e.scenarios.length], { seed: 9_000_000 + i });
    while (!s.winner) {
      const legal = e.engine.legalActions(s);
      s = e.engine.applyAction(s, legal[e.rng.nextInt(r, legal.length)]).state as { winner: unknown };
    }
  }
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
}

const [rootA, rootB, roundsArg, gamesArg] = process.argv.slice(2);
if (!rootA || !rootB) throw new Error('usage: npx tsx bench/compare-engine-cpu.ts <checkout A> <checkout B> [rounds] [games per round]');
const rounds = Number(roundsArg ?? 10);
const n = Number(gamesArg ?? 150);
const A = await load(resolve(rootA));
const B = await load(resolve(rootB));
cpuMs(A, 300, 5_000);
cpuMs(B, 300, 5_000);
const ratios: number[] = [];
let ta = 0;
let tb = 0;
for (let k = 0; k < rounds; k++) {
  let a: number;
  let b: number;
  // Alternate which goes first within a round.
  if (k % 2 === 0) {
    a = cpuMs(A, n, k * n);
    b = cpuMs(B, n, k * n);
  } else {
    b = cpuMs(B, n, k * n);
    a = cpuMs(A, n, k * n);
  }
  ta += a;
  tb += b;
  ratios.push(b / a);
  console.log(`round ${k + 1}: A ${a.toFixed(0)} ms, B ${b.toFixed(0)} ms (A faster by ${((b / a - 1) * 100).toFixed(1)}%)`);
}
ratios.sort((x, y) => x - y);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(
  `total A ${ta.toFixed(0)} ms, B ${tb.toFixed(0)} ms: A faster by ${pct(tb / ta - 1)} overall, ` +
    `median round ${pct(ratios[ratios.length >> 1]! - 1)}, A ahead in ${ratios.filter((r) => r > 1).length} of ${rounds} rounds`,
);
