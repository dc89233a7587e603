/**
 * The computer opponent's tournament (issue 18 scope 5; method and results: docs/ai.md).
 *
 *   npm run ai:tournament -- --a hard --b normal --pairs 150 --seeds scripts/ai-seeds.txt [--shard 0/2] [--json out.json]
 *   npm run ai:tournament -- --positions 50 --a normal     (time per decision on 50 fixed mid-game positions)
 *   ... --set hard.rollouts=3,hard.turnBudget=8000          (a level's numeric parameters changed for a trial)
 *   ... --from 30 --pairs 60                                 (pairs 30 to 59 only: to extend an earlier run)
 *
 * Paired games: pair i plays built-in battle i mod 15 on seed i of the seeds file twice, the players swapping sides,
 * so the deal and the battle's own luck are shared. Players: the levels (easy, normal, hard) and the baselines
 * (random: uniform over the legal actions; attacker: battles whenever it may, else uniform). Every player decides
 * from its own playerView only. Reports A's win rate with a Wilson 95% interval, the mean medal margin (A minus B),
 * results per battle (sides pooled), and the time per computer decision (p50, p95, max) and per computer turn.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { actor, applyAction, finalMedals, newGame, playerView, type Action, type GameState, type Side } from '../src/engine';
import { AI_LEVELS, aiStats, baselineDecide, BASELINES, decide, LEVELS, type AiLevel, type Baseline } from '../src/ai';
import { BUILTIN_SCENARIOS } from '../src/scenario/builtin';

type Player = AiLevel | Baseline;
const PLAYERS: readonly string[] = [...AI_LEVELS, ...BASELINES];

function arg(name: string, fallback?: string): string {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0 && process.argv[i + 1]) return process.argv[i + 1]!;
  if (fallback === undefined) throw new Error(`missing --${name}`);
  return fallback;
}

export function wilson(wins: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

function pct(xs: number[], q: number): number {
  if (!xs.length) return 0;
  const a = xs.slice().sort((x, y) => x - y);
  return a[Math.min(a.length - 1, Math.floor(q * a.length))]!;
}

const isLevel = (p: Player): p is AiLevel => (AI_LEVELS as readonly string[]).includes(p);

interface GameResult {
  battle: string;
  seed: string;
  aSide: Side;
  aWon: boolean;
  margin: number;
  actions: number;
  turns: number;
}

const decisionMs: number[] = [];
const turnMs: number[] = [];
const nodes: number[] = [];

function play(scIndex: number, seed: string, players: Record<Side, Player>, aSide: Side): GameResult {
  const sc = BUILTIN_SCENARIOS[scIndex]!;
  let s: GameState = newGame(sc, { seed });
  let n = 0;
  let turnKey = '';
  let turnAcc = 0;
  const flushTurn = (): void => {
    if (turnKey && turnAcc > 0) turnMs.push(turnAcc);
    turnAcc = 0;
  };
  while (!s.winner) {
    if (n > 5_000) throw new Error(`${sc.id} seed ${seed}: no end after ${n} actions`);
    const side = actor(s)!;
    const p = players[side];
    const view = playerView(s, side);
    const dseed = `${seed}/${n}`;
    let a: Action;
    if (isLevel(p)) {
      const t0 = performance.now();
      a = decide(view, p, dseed);
      const dt = performance.now() - t0;
      decisionMs.push(dt);
      nodes.push(aiStats.nodes);
      const k = `${s.turn.number}/${s.turn.side}`;
      if (s.turn.side === side) {
        if (k !== turnKey) {
          flushTurn();
          turnKey = k;
        }
        turnAcc += dt;
      }
    } else a = baselineDecide(view, p, dseed);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${sc.id} seed ${seed}: ${p} chose an illegal action ${JSON.stringify(a)}: ${r.error.message}`);
    s = r.state;
    n++;
  }
  flushTurn();
  const bSide: Side = aSide === 'axis' ? 'allies' : 'axis';
  return {
    battle: sc.id,
    seed,
    aSide,
    aWon: s.winner === aSide,
    margin: finalMedals(s, aSide) - finalMedals(s, bSide),
    actions: n,
    turns: s.turn.number,
  };
}

/**
 * The time a level takes on `count` fixed mid-game positions: random games of the built-in battles (seeds
 * `ai-positions/<i>`), the state at the middle of each game where the side to act has a card to play or units to
 * move (a whole decision, not a forced answer), decided once each.
 */
function timePositions(level: AiLevel, count: number): void {
  const times: number[] = [];
  const work: number[] = [];
  for (let i = 0; times.length < count; i++) {
    const sc = BUILTIN_SCENARIOS[i % BUILTIN_SCENARIOS.length]!;
    let s = newGame(sc, { seed: `ai-positions/${i}` });
    const states: GameState[] = [];
    for (let n = 0; !s.winner && n < 5_000; n++) {
      states.push(s);
      const side = actor(s)!;
      const r = applyAction(s, baselineDecide(playerView(s, side), 'random', `ai-positions/${i}/${n}`));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    const mid = states.slice(states.length >> 1).find((x) => !x.pending.length && (x.turn.stage === 'play' || x.turn.stage === 'move'));
    if (!mid) continue;
    const t0 = performance.now();
    decide(playerView(mid, actor(mid)!), level, `ai-positions/${i}`);
    times.push(performance.now() - t0);
    work.push(aiStats.nodes);
  }
  console.log(`${level} on ${count} mid-game positions: time per decision ms p50 ${pct(times, 0.5).toFixed(1)} p95 ${pct(times, 0.95).toFixed(1)} max ${Math.max(...times).toFixed(1)}; applied actions p50 ${pct(work, 0.5)} p95 ${pct(work, 0.95)} max ${Math.max(...work)} · load average (1 min) ${os.loadavg()[0]!.toFixed(1)}`);
}

/**
 * `--set hard.rollouts=3,hard.turnBudget=8000,hard.reply=1,hard.w.medalCurve=80`: a level's numeric or yes/no (1/0)
 * parameters, or its evaluation weights (`w.<name>`, copied first so no other level shares the change), for this run
 * (tuning trials).
 */
function applySettings(spec: string): void {
  for (const item of spec.split(',').filter(Boolean)) {
    const m = /^(\w+)\.(?:(w)\.)?(\w+)=(-?[\d.]+)$/.exec(item);
    const level = m ? (LEVELS as unknown as Record<string, Record<string, unknown>>)[m[1]!] : undefined;
    if (level && m?.[2]) level.weights = { ...(level.weights as object) };
    const params = level && m?.[2] ? (level.weights as Record<string, unknown>) : level;
    const kind = params && m ? typeof params[m[3]!] : 'undefined';
    if (!m || !params || (kind !== 'number' && kind !== 'boolean')) throw new Error(`--set: not a numeric or yes/no level parameter: ${item}`);
    params[m[3]!] = kind === 'boolean' ? m[4] !== '0' : Number(m[4]);
  }
}

function main(): void {
  applySettings(arg('set', ''));
  const positions = Number(arg('positions', '0'));
  if (positions > 0) return timePositions(arg('a') as AiLevel, positions);
  const a = arg('a') as Player;
  const b = arg('b') as Player;
  for (const p of [a, b]) if (!PLAYERS.includes(p)) throw new Error(`unknown player ${p}: one of ${PLAYERS.join(', ')}`);
  const pairs = Number(arg('pairs', '15'));
  const seedsFile = arg('seeds', 'scripts/ai-seeds.txt');
  const [shard, shards] = arg('shard', '0/1').split('/').map(Number) as [number, number];
  const seeds = readFileSync(seedsFile, 'utf8').split(/\s+/).filter(Boolean);
  if (seeds.length < pairs) throw new Error(`${seedsFile} has ${seeds.length} seeds, ${pairs} pairs asked`);
  const load = os.loadavg()[0]!;
  const t0 = performance.now();
  const results: GameResult[] = [];
  const from = Number(arg('from', '0'));
  for (let i = from + shard; i < pairs; i += shards) {
    const sc = i % BUILTIN_SCENARIOS.length;
    results.push(play(sc, seeds[i]!, { axis: a, allies: b }, 'axis'));
    results.push(play(sc, seeds[i]!, { axis: b, allies: a }, 'allies'));
    const last = results.slice(-2);
    process.stderr.write(`pair ${i} ${last[0]!.battle}: ${last.map((r) => (r.aWon ? 'A' : 'B') + `(${r.margin})`).join(' ')}\n`);
  }
  const wins = results.filter((r) => r.aWon).length;
  const [lo, hi] = wilson(wins, results.length);
  const margin = results.reduce((t, r) => t + r.margin, 0) / Math.max(1, results.length);
  const lines: string[] = [];
  lines.push(`${a} vs ${b}: ${results.length} games` + (arg('set', '') ? ` (--set ${arg('set', '')})` : '') + ` (${results.length / 2} pairs${from ? ` from pair ${from}` : ''}), seeds ${seedsFile}` + (shards > 1 ? ` shard ${shard}/${shards}` : ''));
  lines.push(`A (${a}) wins ${wins}/${results.length} = ${((100 * wins) / Math.max(1, results.length)).toFixed(1)}% (Wilson 95% ${(100 * lo).toFixed(1)}-${(100 * hi).toFixed(1)}%), mean medal margin ${margin.toFixed(2)}`);
  if (decisionMs.length) {
    lines.push(`time per computer decision ms: p50 ${pct(decisionMs, 0.5).toFixed(1)} p95 ${pct(decisionMs, 0.95).toFixed(1)} max ${Math.max(...decisionMs).toFixed(1)} (${decisionMs.length} decisions; applied actions p50 ${pct(nodes, 0.5)} p95 ${pct(nodes, 0.95)} max ${Math.max(...nodes)})`);
    lines.push(`time per computer turn ms: p50 ${pct(turnMs, 0.5).toFixed(1)} p95 ${pct(turnMs, 0.95).toFixed(1)} max ${Math.max(...turnMs).toFixed(1)} (${turnMs.length} turns)`);
  }
  lines.push('per battle (sides pooled): battle  A wins/games  Wilson 95%');
  const byBattle = new Map<string, GameResult[]>();
  for (const r of results) byBattle.set(r.battle, [...(byBattle.get(r.battle) ?? []), r]);
  for (const [battle, rs] of byBattle) {
    const w = rs.filter((r) => r.aWon).length;
    const [l, h] = wilson(w, rs.length);
    lines.push(`  ${battle}  ${w}/${rs.length}  ${(100 * l).toFixed(0)}-${(100 * h).toFixed(0)}%`);
  }
  lines.push(`wall ${((performance.now() - t0) / 1000).toFixed(0)} s · Node ${process.version} · ${os.cpus()[0]?.model.trim()} · ${os.cpus().length} cores · load average (1 min) ${load.toFixed(1)} at the start`);
  console.log(lines.join('\n'));
  const out = arg('json', '');
  if (out) writeFileSync(out, JSON.stringify({ a, b, results, decisionMs, turnMs, nodes }, null, 1));
}

main();
