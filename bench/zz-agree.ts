// Agreement of a reduced Hard with the full one on the bench's 50 turns (each decision of full Hard's turn).
import { baselineDecide, decide, LEVELS } from '../src/ai';
import { actor, applyAction, newGame, playerView, type GameState } from '../src/engine';
import { BUILTIN_SCENARIOS } from '../src/scenario/builtin';
const reduced = LEVELS.hard;
const full = { ...LEVELS.hard, worlds: 2, refine: 5 };
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
let same = 0, total = 0, cardSame = 0, cards = 0;
for (let i = 0; i < positions.length; i++) {
  let s = positions[i]!;
  const side = s.turn.side, number = s.turn.number;
  for (let n = 0; n < 500 && !s.winner && s.turn.side === side && s.turn.number === number; n++) {
    const who = actor(s)!;
    let action;
    if (who === side) {
      const v = playerView(s, who);
      action = decide(v, 'hard', `ai-turn/${i}/${n}`, full);
      const other = decide(v, 'hard', `ai-turn/${i}/${n}`, reduced);
      const eq = JSON.stringify(action) === JSON.stringify(other);
      total++; if (eq) same++;
      if (s.turn.stage === 'play' && !s.pending.length) { cards++; if (eq) cardSame++; }
    } else action = baselineDecide(playerView(s, who), 'random', `ai-turn/${i}/reply/${n}`);
    const r = applyAction(s, action); if (!r.ok) throw new Error('x'); s = r.state;
  }
}
console.log(process.argv[2], `same action ${same}/${total} (${(100 * same / total).toFixed(1)}%), same card ${cardSame}/${cards}`);
