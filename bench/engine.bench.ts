/**
 * Engine benchmarks (run by bench/run.ts: `npm run bench`).
 *
 * - complete random games per second on one core: seeded games over the three built-in battles, uniform policy over
 *   legalActions (the policy of tests/support/random-play.ts, without the invariant checks), for about 10 s of wall
 *   time; also the mean number of actions per game;
 * - legalActions on a mid-game position, median microseconds:
 *   warm + cached: the same state object again (the engine caches the list per state object, so this is the
 *   cache lookup);
 *   warm, fresh copy: the same position as a structurally equal JSON copy each call (no cache: the real work, with
 *   the JIT warm and the position known);
 *   cold: the first call on each of many different mid-game states (fresh JSON copies, never seen before);
 * - applyAction median microseconds over the actions of those games;
 * - bytes allocated per complete random game (and per action), garbage included, by V8's sampling heap profiler
 *   (bench/engine-alloc.ts: the method is described there); nearly independent of machine load.
 */
import { resolve } from 'node:path';
import { applyAction, legalActions, newGame } from '../src/engine';
import { nextInt, seedRng } from '../src/engine/rng';
import type { Action, GameState } from '../src/engine/types';
import { BUILTIN_SCENARIOS } from '../src/scenario/builtin';
import { bytesPerGame } from './engine-alloc.ts';
import type { BenchResult } from './run.ts';

const GAMES_WALL_MS = 10_000;
const SEED_BASE = 9_000_000;

function median(xs: number[]): number {
  const a = xs.slice().sort((x, y) => x - y);
  const m = a.length >> 1;
  return a.length % 2 ? a[m]! : (a[m - 1]! + a[m]!) / 2;
}

function nowUs(): number {
  return Number(process.hrtime.bigint()) / 1000;
}

/** One random game, no checks: the engine's own speed. */
function playGame(i: number, onState?: (s: GameState, index: number) => void): number {
  const sc = BUILTIN_SCENARIOS[i % BUILTIN_SCENARIOS.length]!;
  const seed = SEED_BASE + i;
  const rng = seedRng(`policy/${seed}`);
  let s = newGame(sc, { seed });
  let n = 0;
  while (!s.winner) {
    const legal = legalActions(s);
    if (!legal.length || n >= 20_000) throw new Error(`${sc.id} seed ${seed}: stuck after ${n} actions`);
    const res = applyAction(s, legal[nextInt(rng, legal.length)]!);
    if (!res.ok) throw new Error(`${sc.id} seed ${seed}: legal action refused: ${res.error.message}`);
    s = res.state;
    n++;
    onState?.(s, n);
  }
  return n;
}

function gamesPerSecond(): { gps: number; meanActions: number; games: number } {
  // Warm-up (JIT), not counted.
  for (let i = 0; i < 3; i++) playGame(1_000 + i);
  const t0 = performance.now();
  let games = 0;
  let actions = 0;
  while (performance.now() - t0 < GAMES_WALL_MS) {
    actions += playGame(games);
    games++;
  }
  const secs = (performance.now() - t0) / 1000;
  return { gps: games / secs, meanActions: actions / games, games };
}

/** Mid-game positions: every 10th state between a quarter and three quarters of each game, as fresh JSON copies. */
function midGamePositions(count: number): GameState[] {
  const out: GameState[] = [];
  for (let i = 0; out.length < count; i++) {
    const states: GameState[] = [];
    playGame(2_000 + i, (s) => states.push(s));
    for (let k = Math.floor(states.length / 4); k < (states.length * 3) / 4 && out.length < count; k += 10) {
      const s = states[k]!;
      if (!s.winner) out.push(JSON.parse(JSON.stringify(s)) as GameState);
    }
  }
  return out;
}

function legalActionTimes(): { cached: number; fresh: number; cold: number; positionActions: number } {
  const positions = midGamePositions(600);
  // The warm position: among the first 100, the move step with the most choices (a busy, typical decision).
  const count = (s: GameState) => legalActions(JSON.parse(JSON.stringify(s)) as GameState).length;
  const moves = positions.slice(0, 100).filter((s) => !s.pending.length && s.turn.stage === 'move');
  const warm = moves.reduce((best, s) => (count(s) > count(best) ? s : best), moves[0] ?? positions[0]!);
  const text = JSON.stringify(warm);
  const positionActions = legalActions(JSON.parse(text) as GameState).length;

  // Cold: the first call on never-seen states (copies made before timing).
  const cold: number[] = [];
  for (const p of positions.slice(100)) {
    // positions[0..99] may have been used to pick the warm position; the rest are untouched.
    const t = nowUs();
    legalActions(p);
    cold.push(nowUs() - t);
  }

  // Warm, fresh copy: structurally equal copy each call; the copies are made outside the timed region.
  const fresh: number[] = [];
  for (let round = 0; round < 20; round++) {
    const copies = Array.from({ length: 100 }, () => JSON.parse(text) as GameState);
    for (const c of copies) {
      const t = nowUs();
      legalActions(c);
      fresh.push(nowUs() - t);
    }
  }

  // Warm + cached: the same object; timed in batches of 1,000 calls (one call is below the timer's resolution).
  const cached: number[] = [];
  const same = JSON.parse(text) as GameState;
  legalActions(same);
  for (let round = 0; round < 200; round++) {
    const t = nowUs();
    for (let k = 0; k < 1000; k++) legalActions(same);
    cached.push((nowUs() - t) / 1000);
  }
  return { cached: median(cached), fresh: median(fresh), cold: median(cold), positionActions };
}

function applyActionTime(): number {
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const sc = BUILTIN_SCENARIOS[i % BUILTIN_SCENARIOS.length]!;
    const seed = SEED_BASE + 50_000 + i;
    const rng = seedRng(`policy/${seed}`);
    let s = newGame(sc, { seed });
    while (!s.winner) {
      const legal = legalActions(s);
      const a: Action = legal[nextInt(rng, legal.length)]!;
      const t = nowUs();
      const res = applyAction(s, a);
      times.push(nowUs() - t);
      if (!res.ok) throw new Error(res.error.message);
      s = res.state;
    }
  }
  return median(times);
}

export default async function (): Promise<BenchResult[]> {
  const g = gamesPerSecond();
  const la = legalActionTimes();
  const ap = applyActionTime();
  const al = await bytesPerGame(resolve(import.meta.dirname, '..'), 60);
  return [
    { name: `complete random games per second, one core (${g.games} games over the ${BUILTIN_SCENARIOS.length} built-in battles in ~10 s)`, value: g.gps, unit: 'games/s', target: '>= 1,000 games/s' },
    { name: 'mean actions per random game', value: g.meanActions, unit: 'actions' },
    { name: `legalActions, mid-game move step (${la.positionActions} actions): warm, fresh JSON copy each call (no cache)`, value: la.fresh, unit: 'µs (median)' },
    { name: 'legalActions, same position: warm + cached (same state object)', value: la.cached, unit: 'µs (median)' },
    { name: 'legalActions, cold: first call on 500 different mid-game states', value: la.cold, unit: 'µs (median)' },
    { name: 'applyAction, random legal action (30 games)', value: ap, unit: 'µs (median)' },
    { name: `bytes allocated per complete random game, V8 sampling heap profiler (${al.games} games)`, value: al.perGame / 1e6, unit: 'MB', target: '<= 1 MB' },
    { name: 'bytes allocated per action (same games)', value: al.perAction, unit: 'bytes' },
  ];
}
