import { aiStats, baselineDecide, decide, LEVELS, type AiLevel } from '../src/ai';
import { actor, applyAction, newGame, playerView, type GameState } from '../src/engine';
import { BUILTIN_SCENARIOS } from '../src/scenario/builtin';
const level = process.argv[2] as AiLevel;
const budget = Number(process.argv[3]);
const positions: GameState[] = [];
for (let i = 0; positions.length < 50; i++) {
  const sc = BUILTIN_SCENARIOS[i % BUILTIN_SCENARIOS.length]!;
  let s = newGame(sc, { seed: `ai-turn/${i}` });
  const states: GameState[] = [];
  for (let n = 0; !s.winner && n < 5_000; n++) {
    states.push(s);
    const r = applyAction(s, baselineDecide(playerView(s, actor(s)!), 'random', `ai-turn/${i}/${n}`));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  const mid = states.slice(states.length >> 1).find((x) => !x.pending.length && x.turn.stage === 'play');
  if (mid) positions.push(mid);
}
const params = { ...LEVELS[level], budget, ...JSON.parse(process.argv[4] ?? '{}') };
const per: number[] = [];
const t0 = performance.now();
for (let i = 0; i < positions.length; i++) {
  let s = positions[i]!;
  const side = s.turn.side, number = s.turn.number;
  let nodes = 0;
  for (let n = 0; n < 500 && !s.winner && s.turn.side === side && s.turn.number === number; n++) {
    const who = actor(s)!;
    let action;
    if (who === side) { action = decide(playerView(s, who), level, `ai-turn/${i}/${n}`, params); nodes += aiStats.nodes; }
    else action = baselineDecide(playerView(s, who), 'random', `ai-turn/${i}/reply/${n}`);
    const r = applyAction(s, action); if (!r.ok) throw new Error('x'); s = r.state;
  }
  per.push(nodes);
}
per.sort((a, b) => a - b);
console.log(level, budget, process.argv[4] ?? '', 'p50', per[25], 'p95', per[Math.ceil(0.95 * 50) - 1], 'max', per[49], 'ms', (performance.now() - t0).toFixed(0));
