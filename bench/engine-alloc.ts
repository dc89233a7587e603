/**
 * Bytes the engine allocates per complete random game, measured with V8's sampling heap profiler (node:inspector,
 * HeapProfiler.startSampling with includeObjectsCollectedByMajorGC and ...MinorGC, so objects already collected
 * still count): every allocation is sampled with probability proportional to its size (one sample per
 * `samplingInterval` bytes on average) and the profile's self sizes, summed, estimate every byte allocated while
 * sampling, garbage included. The games are those of bench/engine.bench.ts (built-in battles in turn, seeded,
 * uniform policy over legalActions, no checks). Nearly independent of machine load (unlike time).
 *
 * Used by bench/engine.bench.ts; standalone, `npx tsx bench/engine-alloc.ts [checkout root] [games]` measures any
 * checkout (e.g. a worktree of an earlier commit) for comparison.
 */
import { Session } from 'node:inspector/promises';
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

function play(e: Loaded, i: number): number {
  const sc = e.scenarios[i % e.scenarios.length];
  const r = e.rng.seedRng(`policy/${9_000_000 + i}`);
  let s = e.engine.newGame(sc, { seed: 9_000_000 + i });
  let n = 0;
  while (!s.winner) {
    const legal = e.engine.legalActions(s);
    s = e.engine.applyAction(s, legal[e.rng.nextInt(r, legal.length)]).state as { winner: unknown };
    n++;
  }
  return n;
}

interface ProfileNode {
  selfSize: number;
  children: ProfileNode[];
}
function total(n: ProfileNode): number {
  let t = n.selfSize;
  for (const c of n.children) t += total(c);
  return t;
}

/** Mean bytes allocated per game (and per action) over `games` games of the engine at `root`. */
export async function bytesPerGame(root: string, games = 60): Promise<{ perGame: number; perAction: number; games: number }> {
  const e = await load(root);
  for (let i = 0; i < 3; i++) play(e, 1_000 + i); // warm-up: the JIT's and the tables' own allocations are not counted
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 256,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  let actions = 0;
  for (let i = 0; i < games; i++) actions += play(e, i);
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: ProfileNode } };
  await session.post('HeapProfiler.disable');
  session.disconnect();
  const bytes = total(profile.head);
  return { perGame: bytes / games, perAction: bytes / actions, games };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(process.argv[2] ?? resolve(import.meta.dirname, '..'));
  const games = Number(process.argv[3] ?? 60);
  const r = await bytesPerGame(root, games);
  console.log(`${root}: ${(r.perGame / 1e6).toFixed(3)} MB per game, ${r.perAction.toFixed(0)} B per action (${r.games} games)`);
}
