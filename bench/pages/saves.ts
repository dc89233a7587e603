// Benchmark page for bench/saves.ts: the app's own save code (SaveStore, GameSession) in a page of the Vite dev
// server, on the browser's real IndexedDB. The driver calls window.__saves:
//   record(n)  plays a seeded game of Sword Beach and writes its first n actions with SaveStore.append (strict
//              durability, one transaction per action, as the app does), timing each write;
//   resume(id) in a fresh page: SaveStore.open + load + GameSession.resume, timed part by part;
//   replay(id) the same game's actions replayed from newGame with no snapshot (the actions are read first, untimed).
// Every measured run also checks its result (the resumed and replayed states equal the recorded one), so a fast
// but wrong path cannot pass for a fast one. body[data-ready] is set once the module has loaded.
import { applyAction, legalActions, newGame, type Action, type GameState } from '../../src/engine';
import { nextInt, seedRng } from '../../src/engine/rng';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import { SaveStore } from '../../src/store/saves';
import { GameSession } from '../../src/ui/game/session';
import type { GameSetup } from '../../src/ui/game/setup';

/** Its own database, so a developer's saved games in the app are never touched. */
export const BENCH_DB = 'pocket44-bench';
/** Uniformly random legal actions from this seed give a Sword Beach game of 839 actions: 500 fit before its end. */
export const BENCH_SEED = 'bench-saves-5';

export interface RecordRun {
  id: string;
  /** Milliseconds per SaveStore.append, in order. */
  appends: number[];
  /** JSON of the state after the last action, to check the resumed and replayed states against. */
  finalJson: string;
}

export interface ResumeRun {
  open: number;
  load: number;
  resume: number;
  total: number;
  actions: number;
  resumedFrom: string;
}

export interface ReplayRun {
  ms: number;
  actions: number;
}

declare global {
  interface Window {
    __saves?: {
      record(n: number): Promise<RecordRun>;
      resume(id: string, finalJson: string): Promise<ResumeRun>;
      replay(id: string, finalJson: string): Promise<ReplayRun>;
    };
  }
}

function setup(): GameSetup {
  const scenario = getBuiltinScenario('sword-beach');
  if (!scenario) throw new Error('no sword-beach scenario');
  return {
    scenario,
    seed: BENCH_SEED,
    options: { ambushAlwaysAsk: false },
    mode: 'pass-and-play',
    players: { names: ['Ann', 'Bob'] },
    match: [{ seats: { allies: 0, axis: 1 } }],
  };
}

function deleteDb(): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.deleteDatabase(BENCH_DB);
    req.onsuccess = () => resolve();
    req.onerror = () => reject(req.error ?? new Error('deleteDatabase failed'));
    req.onblocked = () => reject(new Error('deleteDatabase blocked: another page holds the bench database'));
  });
}

async function record(n: number): Promise<RecordRun> {
  await deleteDb();
  const s = setup();
  const store = await SaveStore.open(BENCH_DB);
  try {
    let state: GameState = newGame(s.scenario, { seed: s.seed, options: s.options });
    let header = await store.create(s, state);
    const rng = seedRng(`policy/${s.seed}`);
    const appends: number[] = [];
    for (let i = 0; i < n; i++) {
      if (state.winner) throw new Error(`the game ended after ${i} actions, before ${n}`);
      const legal = legalActions(state);
      const action = legal[nextInt(rng, legal.length)]!;
      const r = applyAction(state, action);
      if (!r.ok) throw new Error(r.error.message);
      const t0 = performance.now();
      header = await store.append(header, i, action, r.events, r.state);
      appends.push(performance.now() - t0);
      state = r.state;
    }
    return { id: header.id, appends, finalJson: JSON.stringify(state) };
  } finally {
    store.close();
  }
}

async function resume(id: string, finalJson: string): Promise<ResumeRun> {
  const t0 = performance.now();
  const store = await SaveStore.open(BENCH_DB);
  const t1 = performance.now();
  try {
    const loaded = await store.load(id);
    const t2 = performance.now();
    if (!loaded.ok) throw new Error(`load: ${loaded.reason}`);
    const { header, steps } = loaded.game;
    // As the app's Continue does: the store's replay trail included.
    const session = GameSession.resume(header.setup, loaded.game);
    const t3 = performance.now();
    if (JSON.stringify(session.state.value) !== finalJson) throw new Error('the resumed state is not the recorded one');
    if (session.actions().length !== steps.length) throw new Error('the resumed session lost actions');
    return { open: t1 - t0, load: t2 - t1, resume: t3 - t2, total: t3 - t0, actions: steps.length, resumedFrom: loaded.game.resumedFrom };
  } finally {
    store.close();
  }
}

async function replay(id: string, finalJson: string): Promise<ReplayRun> {
  const store = await SaveStore.open(BENCH_DB);
  let actions: Action[];
  let s: GameSetup;
  try {
    const file = await store.exportGame(id);
    if ('damaged' in file) throw new Error('the benchmark game reads back as damaged');
    actions = file.steps.map((st) => st.action);
    s = file.header.setup;
  } finally {
    store.close();
  }
  const t0 = performance.now();
  let state = newGame(s.scenario, { seed: s.seed, options: s.options });
  for (const a of actions) {
    const r = applyAction(state, a);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  const ms = performance.now() - t0;
  if (JSON.stringify(state) !== finalJson) throw new Error('the replayed state is not the recorded one');
  return { ms, actions: actions.length };
}

window.__saves = { record, resume, replay };
document.body.dataset.ready = '1';
