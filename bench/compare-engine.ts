/**
 * Side-by-side engine speed: complete random games per second of this checkout's engine and of another checkout's
 * (e.g. a worktree of an earlier commit), alternating rounds in one process so both see the same machine load.
 * Usage: npx tsx bench/compare-engine.ts <other checkout root> [rounds] [seconds per round]
 * The games are those of bench/engine.bench.ts: the built-in battles in turn, seeded, uniform policy, no checks.
 */
import { resolve } from 'node:path';

interface Engine {
  newGame: (sc: unknown, o: { seed: number }) => { winner: unknown };
  legalActions: (s: unknown) => unknown[];
  applyAction: (s: unknown, a: unknown) => { ok: boolean; state?: unknown };
}

async function load(root: string): Promise<{ engine: Engine; scenarios: unknown[]; rng: { seedRng: (s: string) => unknown; nextInt: (r: unknown, n: number) => number } }> {
  const engine = (await import(resolve(root, 'src/engine/index.ts'))) as Engine;
  const { BUILTIN_SCENARIOS } = (await import(resolve(root, 'src/scenario/builtin.ts'))) as { BUILTIN_SCENARIOS: unknown[] };
  const rng = (await import(resolve(root, 'src/engine/rng.ts'))) as { seedRng: (s: string) => unknown; nextInt: (r: unknown, n: number) => number };
  return { engine, scenarios: BUILTIN_SCENARIOS, rng };
}

function gamesIn(e: Awaited<ReturnType<typeof load>>, ms: number, start: number): number {
  const t0 = performance.now();
  let games = 0;
  while (performance.now() - t0 < ms) {
    const i = start + games;
    const sc = e.scenarios[i % e.scenarios.length];
    const r = e.rng.seedRng(`policy/${9_000_000 + i}`);
    let s = e.engine.newGame(sc, { seed: 9_000_000 + i }) as { winner: unknown };
    while (!s.winner) {
      const legal = e.engine.legalActions(s);
      s = e.engine.applyAction(s, legal[e.rng.nextInt(r, legal.length)]).state as { winner: unknown };
    }
    games++;
  }
  return games / (ms / 1000);
}

const [other, roundsArg, secsArg] = process.argv.slice(2);
if (!other) throw new Error('usage: npx tsx bench/compare-engine.ts <other checkout root> [rounds] [seconds per round]');
const rounds = Number(roundsArg ?? 6);
const ms = Number(secsArg ?? 8) * 1000;
const here = await load(resolve(import.meta.dirname, '..'));
const there = await load(other);
gamesIn(here, 2000, 1000);
gamesIn(there, 2000, 1000);
const a: number[] = [];
const b: number[] = [];
for (let k = 0; k < rounds; k++) {
  // Alternate which goes first, so a load change between the halves of a round favours neither.
  if (k % 2 === 0) {
    a.push(gamesIn(here, ms, 0));
    b.push(gamesIn(there, ms, 0));
  } else {
    b.push(gamesIn(there, ms, 0));
    a.push(gamesIn(here, ms, 0));
  }
  console.log(`round ${k + 1}: this ${a[k]!.toFixed(1)} games/s, other ${b[k]!.toFixed(1)} games/s`);
}
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[xs.length >> 1]!;
console.log(`median: this ${median(a).toFixed(1)} games/s, other ${median(b).toFixed(1)} games/s (${((median(a) / median(b) - 1) * 100).toFixed(1)}%)`);
