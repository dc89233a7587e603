/**
 * Seeded random play: a uniform policy over `legalActions`, driven by its own PRNG (src/engine/rng.ts, seeded
 * from the game seed, never Math.random), with the invariants of tests/support/invariants.ts checked after every
 * action, and the legal actions of every state compared with those of its JSON copy (no stale engine cache). Used by the property, golden and soak tests and by the benchmarks.
 *
 * A game is fully determined by (scenario, seed, options): the engine's own PRNG is seeded with `seed`, the
 * policy's with `policy/<seed>`. Any failure throws with the scenario, seed, action index and what went wrong,
 * so it can be replayed with `playRandomGame(scenario, seed)`.
 */
import { applyAction, legalActions, newGame } from '../../src/engine';
import { nextInt, seedRng } from '../../src/engine/rng';
import type { Action, GameEvent, GameOptions, GameState, Side } from '../../src/engine/types';
import type { Scenario } from '../../src/scenario/types';
import { stateHash } from './hash';
import { checkInvariants, jsonEqual, medalCounts } from './invariants';

export const MAX_ACTIONS = 20_000;

/** Rare rules seen in a game, counted from its events. */
export interface RareCounts {
  /** Ambush cards played (event `ambush`). */
  ambush: number;
  /** Counter-Attack cards played. */
  counterAttack: number;
  /** Armor Overrun battles (a battle declared while the Overrun decision is pending). */
  overrun: number;
  /** Figures lost because a retreat was blocked (figuresLost, cause blockedRetreat). */
  blockedRetreat: number;
  /** Medics & Mechanics recoveries (event `recovered`). */
  medicsRecovered: number;
  /** Take Ground moves. */
  takeGround: number;
  /** Barrage strikes. */
  barrage: number;
  /** Air Power commands (played or copied by Counter-Attack). */
  airPower: number;
  /** Their Finest Hour commands. */
  theirFinestHour: number;
  /** Sandbags placed by Dig-In. */
  digInSandbags: number;
  /** Flags ignored (sandbags, bunker, hedgehog). */
  flagIgnored: number;
  /** Wire removed (armor entering it, infantry clearing it). */
  wireRemoved: number;
  /** Artillery in a bunker losing figures instead of retreating. */
  bunkerArtillery: number;
  /** Attacks cancelled because an Ambush made the attacker retreat. */
  attackCancelled: number;
  /** Recon keep-1-of-2 decisions. */
  reconKeep: number;
  /** Deck reshuffles. */
  shuffled: number;
}

export const RARE_KEYS: readonly (keyof RareCounts)[] = [
  'ambush',
  'counterAttack',
  'overrun',
  'blockedRetreat',
  'medicsRecovered',
  'takeGround',
  'barrage',
  'airPower',
  'theirFinestHour',
  'digInSandbags',
  'flagIgnored',
  'wireRemoved',
  'bunkerArtillery',
  'attackCancelled',
  'reconKeep',
  'shuffled',
];

export function emptyRare(): RareCounts {
  const r = {} as RareCounts;
  for (const k of RARE_KEYS) r[k] = 0;
  return r;
}

export interface GameStats {
  scenario: string;
  seed: number | string;
  actions: number;
  turns: number;
  winner: Side | null;
  /** Medals at the end (the winner's capped at its target), recomputed by the invariant checker. */
  medals: Record<Side, number>;
  rare: RareCounts;
}

export interface PlayOptions {
  /** Stop and fail after this many actions (default 20,000). */
  maxActions?: number;
  /** Record the hash of the state after every `hashEvery`-th action (action 50, 100, ... for 50). */
  hashEvery?: number;
  /** Check the invariants after every action (default true). */
  check?: boolean;
  /** Check that applyAction did not mutate its input (default: same as `check`). */
  checkMutation?: boolean;
  /** The engine's applyAction, or a faulty one a test plants to see the checks catch it. */
  apply?: typeof applyAction;
  /** Game options (Young Generals...). */
  options?: GameOptions;
  /** Called after every action (e.g. to collect mid-game states). */
  onAction?: (state: GameState, index: number, action: Action, events: GameEvent[]) => void;
}

export interface PlayResult {
  actions: Action[];
  hashes?: string[];
  finalHash: string;
  winner: Side | null;
  stats: GameStats;
  final: GameState;
}

export class RandomPlayError extends Error {}

/**
 * JSON.parse(JSON.stringify(s)), except that the board (the largest part, never changed by a game: states share it)
 * is copied once and reused while `s.board` is the very object the previous state had. The checks stay exact: the
 * shared board copy is still compared with every state's board.
 */
function jsonCopy(s: GameState, prev: { state: GameState; copy: GameState } | null): GameState {
  if (!prev || prev.state.board !== s.board) return JSON.parse(JSON.stringify(s)) as GameState;
  const { board: _board, ...rest } = s;
  const copy = JSON.parse(JSON.stringify(rest)) as Omit<GameState, 'board'>;
  // Keep the key order of the state (board is its 4th member) so the copy reads like the state.
  const out = {} as Record<string, unknown>;
  for (const k of Object.keys(s)) {
    // A member JSON drops (undefined) must stay absent from the copy, or the round-trip check could not see it.
    if (k === 'board') out[k] = prev.copy.board;
    else if (k in copy) out[k] = (copy as Record<string, unknown>)[k];
  }
  return out as unknown as GameState;
}

function fail(sc: Scenario, seed: number | string, index: number, action: Action | null, what: string[]): never {
  const a = action ? ` ${JSON.stringify(action)}` : '';
  throw new RandomPlayError(`[${sc.id} seed ${seed}] action #${index}${a}:\n  ${what.slice(0, 20).join('\n  ')}`);
}

/** The policy's PRNG for a game seed (separate from the engine's, which newGame seeds with the seed itself). */
export function policyRng(seed: number | string) {
  return seedRng(`policy/${seed}`);
}

function countRare(r: RareCounts, prev: GameState, action: Action, events: GameEvent[]): void {
  if (action.type === 'battle' && prev.pending[0]?.kind === 'overrun') r.overrun++;
  if (action.type === 'keep') r.reconKeep++;
  for (const e of events) {
    switch (e.type) {
      case 'ambush':
        r.ambush++;
        break;
      case 'played':
        if (e.cardType === 'counter-attack') r.counterAttack++;
        if (e.command?.type === 'air-power') r.airPower++;
        if (e.command?.type === 'their-finest-hour') r.theirFinestHour++;
        break;
      case 'figuresLost':
        if (e.cause === 'blockedRetreat') r.blockedRetreat++;
        else if (e.cause === 'bunkerArtillery') r.bunkerArtillery++;
        break;
      case 'recovered':
        r.medicsRecovered++;
        break;
      case 'tookGround':
        r.takeGround++;
        break;
      case 'cardStrike':
        if (e.card === 'barrage') r.barrage++;
        break;
      case 'sandbagsPlaced':
        r.digInSandbags++;
        break;
      case 'flagIgnored':
        r.flagIgnored++;
        break;
      case 'wireRemoved':
        r.wireRemoved++;
        break;
      case 'attackCancelled':
        r.attackCancelled++;
        break;
      case 'shuffled':
        r.shuffled++;
        break;
      default:
        break;
    }
  }
}

/**
 * Play one game with the uniform random policy. Throws (RandomPlayError) on an invariant violation, a mutated
 * input, a legal action refused, no legal action while the game is on, or more than `maxActions` actions.
 */
export function playRandomGame(scenario: Scenario, seed: number | string, opts: PlayOptions = {}): PlayResult {
  const max = opts.maxActions ?? MAX_ACTIONS;
  const check = opts.check ?? true;
  const checkMutation = opts.checkMutation ?? check;
  const rng = policyRng(seed);
  let s = newGame(scenario, { seed, ...(opts.options ? { options: opts.options } : {}) });
  // `snap`: a JSON copy (stringify + parse) of the current state, taken before the action. It is the snapshot the
  // no-mutation check compares with, the round trip the invariants compare with, and the cache-free copy whose
  // legal actions must equal the state's.
  let snap: GameState | null = check || checkMutation ? jsonCopy(s, null) : null;
  if (check) {
    const v = checkInvariants(null, s, [], scenario, { parsed: snap });
    if (v.length) fail(scenario, seed, 0, null, v);
  }
  const actions: Action[] = [];
  const hashes: string[] | undefined = opts.hashEvery ? [] : undefined;
  const rare = emptyRare();
  while (!s.winner) {
    const legal = legalActions(s);
    if (!legal.length) fail(scenario, seed, actions.length, null, ['no legal action but the game is not over']);
    // The engine caches per state object (legal actions, occupancy, move tables shared with the parent state): the
    // same position as a plain JSON copy, with no cache attached, must offer exactly the same actions.
    if (check && JSON.stringify(legalActions(snap!)) !== JSON.stringify(legal)) {
      fail(scenario, seed, actions.length, null, ['legalActions differ between the state and its JSON copy (stale engine cache?)']);
    }
    if (actions.length >= max) fail(scenario, seed, actions.length, null, [`no winner after ${max} actions`]);
    const action = legal[nextInt(rng, legal.length)]!;
    const res = (opts.apply ?? applyAction)(s, action);
    if (!res.ok) fail(scenario, seed, actions.length, action, [`legal action refused: ${res.error.code}: ${res.error.message}`]);
    if (checkMutation && !jsonEqual(snap, s)) fail(scenario, seed, actions.length, action, ['the input state differs from its JSON snapshot taken before applyAction (mutated)']);
    const next = res.state;
    const prevBoardCopy = snap?.board;
    if (check || checkMutation) snap = jsonCopy(next, { state: s, copy: snap! });
    if (check) {
      // The board is shared by a game's states, and so is its JSON copy (jsonCopy): when the new state holds the very
      // board of the input, the no-mutation check just found it equal to that copy, which is its round trip too, so
      // the invariant check need not walk it again (one walk of the largest part of the state instead of two).
      const boardChecked = checkMutation && next.board === s.board && snap!.board === prevBoardCopy;
      const v = checkInvariants(s, next, res.events, scenario, { parsed: snap, boardChecked });
      if (v.length) fail(scenario, seed, actions.length, action, v);
    }
    countRare(rare, s, action, res.events);
    actions.push(action);
    s = next;
    if (hashes && actions.length % opts.hashEvery! === 0) hashes.push(stateHash(s));
    opts.onAction?.(s, actions.length - 1, action, res.events);
  }
  const stats: GameStats = {
    scenario: scenario.id,
    seed,
    actions: actions.length,
    turns: s.turn.number,
    winner: s.winner,
    medals: medalCounts(s, scenario),
    rare,
  };
  const out: PlayResult = { actions, finalHash: stateHash(s), winner: s.winner, stats, final: s };
  if (hashes) out.hashes = hashes;
  return out;
}

/**
 * The state after `steps` random actions of game `seed` (fewer if the game ends first), without invariant checks:
 * a cheap way to reach mid-game positions for property tests.
 */
export function randomState(scenario: Scenario, seed: number | string, steps: number, options?: GameOptions): GameState {
  const rng = policyRng(seed);
  let s = newGame(scenario, { seed, ...(options ? { options } : {}) });
  for (let i = 0; i < steps && !s.winner; i++) {
    const legal = legalActions(s);
    if (!legal.length) break;
    const res = applyAction(s, legal[nextInt(rng, legal.length)]!);
    if (!res.ok) fail(scenario, seed, i, legal[0]!, [`legal action refused: ${res.error.code}: ${res.error.message}`]);
    s = res.state;
  }
  return s;
}

/** Replay recorded actions from a new game; returns the hashes at the same points as playRandomGame. */
export function replayActions(
  scenario: Scenario,
  seed: number | string,
  actions: readonly Action[],
  opts: { hashEvery?: number; options?: GameOptions; reloadAt?: number } = {},
): { finalHash: string; hashes: string[]; final: GameState } {
  let s = newGame(scenario, { seed, ...(opts.options ? { options: opts.options } : {}) });
  const hashes: string[] = [];
  actions.forEach((a, i) => {
    // A saved game is plain JSON: resuming from a JSON copy (no engine caches attached) must not change anything.
    if (i === opts.reloadAt) s = JSON.parse(JSON.stringify(s)) as GameState;
    const res = applyAction(s, a);
    if (!res.ok) fail(scenario, seed, i, a, [`replayed action refused: ${res.error.code}: ${res.error.message}`]);
    s = res.state;
    if (opts.hashEvery && (i + 1) % opts.hashEvery === 0) hashes.push(stateHash(s));
  });
  return { finalHash: stateHash(s), hashes, final: s };
}

export interface Summary {
  games: number;
  actions: { total: number; mean: number; median: number; min: number; max: number };
  turns: { mean: number; max: number };
  wins: Record<Side, number>;
  /** "axis 5-3" = Axis won, final medals Axis 5, Allies 3. */
  scores: Record<string, number>;
  rare: RareCounts;
  /** Games in which each rare rule fired at least once. */
  gamesWith: RareCounts;
}

/** Aggregate the stats of many games. */
export function summarize(all: readonly GameStats[]): Summary {
  const acts = all.map((g) => g.actions).sort((a, b) => a - b);
  const total = acts.reduce((a, b) => a + b, 0);
  const mid = acts.length ? (acts.length % 2 ? acts[(acts.length - 1) / 2]! : (acts[acts.length / 2 - 1]! + acts[acts.length / 2]!) / 2) : 0;
  const rare = emptyRare();
  const gamesWith = emptyRare();
  const wins: Record<Side, number> = { axis: 0, allies: 0 };
  const scores: Record<string, number> = {};
  let turns = 0;
  let maxTurns = 0;
  for (const g of all) {
    for (const k of RARE_KEYS) {
      rare[k] += g.rare[k];
      if (g.rare[k]) gamesWith[k]++;
    }
    if (g.winner) wins[g.winner]++;
    const key = `${g.winner ?? 'none'} ${g.medals.axis}-${g.medals.allies}`;
    scores[key] = (scores[key] ?? 0) + 1;
    turns += g.turns;
    maxTurns = Math.max(maxTurns, g.turns);
  }
  return {
    games: all.length,
    actions: { total, mean: all.length ? total / all.length : 0, median: mid, min: acts[0] ?? 0, max: acts[acts.length - 1] ?? 0 },
    turns: { mean: all.length ? turns / all.length : 0, max: maxTurns },
    wins,
    scores,
    rare,
    gamesWith,
  };
}
