/**
 * The turn planner. Every decision is taken on sampled worlds (determinize.ts) by trying the legal actions:
 *
 * - an action is applied on a few worlds that differ only in their dice, the decisions it triggers (the enemy's
 *   retreat, an Ambush reply, a Take Ground) are answered by a quick greedy player for whoever must answer, and the
 *   positions reached are evaluated (evaluate.ts) and averaged: expected value over the dice, re-planned after every
 *   roll since the caller asks again for each action;
 * - the card to play, and the units to order, are chosen by playing out the rest of the turn (rollouts) with the quick
 *   player, on several sampled hands and dice for the stronger levels, and evaluating where the turn ends.
 *
 * The work is capped by a count of applied actions (`Ctx.cap`: `apply` refuses the one past it and the search keeps
 * the whole scores it has; decide.ts `decisionCap` gives each decision its share of the turn's budget), never by
 * the clock: the same view, level and seed always give the same action.
 */
import { actor, applyAction, legalActions, type Action, type GameState, type Side } from '../engine';
import { nextInt, type RngState } from '../engine/rng';
import { reroll } from './determinize';
import { smokeHexWorth } from './content';
import { evaluateFrom, shotWorth, type EvalWeights } from './evaluate';

export interface SearchParams {
  /** Dice samples per action tried at a chance decision (battles, strikes). */
  samples: number;
  /** Turn rollouts per card (and per unit ordered), each on other dice. */
  rollouts: number;
  /** Choose the card by rollouts (else by the quick player's rule: the units it orders). */
  playByRollout: boolean;
  /** Choose the units to order by rollouts (else by the quick player's rule). */
  orderByRollout: boolean;
  /** Rollouts go on through the enemy's reply turn (its hand sampled) before the position is evaluated. */
  reply: boolean;
  /** The best this many actions of a one-ply look (other than the card play) are tried again by playing the turn out. */
  refine: number;
  /**
   * Play-outs begun before the battles stop where the battles begin, and the position is evaluated there: the
   * evaluation's fire term (each ordered unit's best shot, in expected figures and medals) stands for the dice, so the
   * card, orders and moves are compared without the dice's noise and for far fewer applied actions (docs/ai.md).
   */
  planMoves: boolean;
  /**
   * The quick player (play-outs) fires whenever a battle is legal, the target by its one look. Without it the quick
   * player ends the battles when no battle's roll, seen in its one look, beats the fire the evaluation expects from the
   * ordered units: it fires only on better-than-average dice and forgoes the rest, so play-outs mix lucky shots with
   * shots never taken (docs/ai.md "Play-outs that always fire").
   */
  quickFire: boolean;
  /**
   * With quickFire, the quick player aims by the expected worth of each shot (evaluate.ts `shotWorth`), not by its one
   * look's dice: a play-out then has no foresight of its own dice, and the aim costs no applied action.
   */
  quickAim: boolean;
  /**
   * The actor's own follow-ups of an action (OWN_FOLLOW_UPS: a smoke screen's hexes, a pontoon's hex, the bridge to
   * blow) are played by the quick player before the action is valued (`settle`); off, the action is valued half done.
   */
  ownFollowUps: boolean;
  /** Most applied actions one decision may spend: a hard cap (search.ts `apply` stops the search there). */
  budget: number;
  /**
   * Most applied actions a whole turn's decisions may spend: each decision's cap is its stage's share of it
   * (decide.ts `decisionCap`), so the turn's sum stays under it without any memory between decide calls.
   */
  turnBudget: number;
  /** A beginner's mistakes: the chance of playing one of the next best actions instead of the best. */
  slip: number;
  weights: EvalWeights;
}

/** Counts applied actions against the cap. */
export interface Ctx {
  p: SearchParams;
  rng: RngState;
  nodes: number;
  me: Side;
  /** Most applied actions this decision may spend; `apply` refuses the next one past it. */
  cap: number;
  /**
   * Common dice: the k-th dice world of every action compared in one decision is the same (the position with the
   * same PRNG), so the actions are told apart by what they do, not by luck (less noise for the same work).
   */
  dice?: GameState[];
  /**
   * The quick player's last choice with the position it leads to (`chosenFrom` + `chosenAction` -> `chosenTo`), found
   * while it weighed the action: the play-out goes on from that position instead of applying the action again
   * (`applyChosen`). The engine is deterministic, so it is the same position; the work counted is the same.
   */
  chosenFrom?: GameState | null;
  chosenAction?: Action | null;
  chosenTo?: GameState | null;
}

/** The k-th dice world of `s` for this decision (k = 0: `s` itself); the same for every action compared. */
function diceWorld(ctx: Ctx, s: GameState, k: number): GameState {
  if (k === 0) return s;
  const d = (ctx.dice ??= [s]);
  while (d.length <= k) d.push(reroll(s, ctx.rng));
  return d[k]!;
}

/** Thrown by `apply` when the decision's work cap is reached; caught in this module only (scoreActions). */
const OUT_OF_WORK = { outOfWork: true } as const;

/** Whether `e` is the cap's stop (anything else is a real error and goes on up). */
function outOfWork(e: unknown): boolean {
  return e === OUT_OF_WORK;
}

function apply(ctx: Ctx, s: GameState, a: Action): GameState | null {
  if (ctx.nodes >= ctx.cap) throw OUT_OF_WORK;
  ctx.nodes++;
  const r = applyAction(s, a);
  return r.ok ? r.state : null;
}

/** Remember the quick player's choice and where it leads (see Ctx.chosenFrom). */
function choose(ctx: Ctx, s: GameState, a: Action, to: GameState | null): Action {
  if (to) {
    ctx.chosenFrom = s;
    ctx.chosenAction = a;
    ctx.chosenTo = to;
  }
  return a;
}

/** `apply` for the quick player's choice: the position it was weighed at when that is known, counted as applied. */
function applyChosen(ctx: Ctx, s: GameState, a: Action): GameState | null {
  if (ctx.chosenFrom !== s || ctx.chosenAction !== a) return apply(ctx, s, a);
  if (ctx.nodes >= ctx.cap) throw OUT_OF_WORK;
  ctx.nodes++;
  return ctx.chosenTo!;
}

function sameRng(a: GameState, b: GameState): boolean {
  return a.rng[0] === b.rng[0] && a.rng[1] === b.rng[1] && a.rng[2] === b.rng[2] && a.rng[3] === b.rng[3];
}

/**
 * The quick player's choice for whoever acts in `s`: one-ply greedy on the evaluation, one sample of the dice, the
 * units to order by a static score. Used inside rollouts and to answer the decisions an action triggers.
 */
export function quickChoice(ctx: Ctx, s: GameState): Action {
  const legal = legalActions(s);
  if (legal.length === 1) return legal[0]!;
  const side = actor(s)!;
  const w = ctx.p.weights;
  if (!s.pending.length && s.turn.stage === 'play') return quickPlay(ctx, s, legal);
  if (!s.pending.length && (s.turn.stage === 'move' || s.turn.stage === 'move2')) return quickMove(ctx, s, legal);
  if (ctx.p.ownFollowUps && s.pending[0]?.kind === 'smoke') return quickSmoke(s, legal, side);
  let best = legal[0]!;
  let bestV = -Infinity;
  let bestN: GameState | null = null;
  // quickFire: in the battles, ending them is no choice while a battle is legal.
  const fire = ctx.p.quickFire && !s.pending.length && s.turn.stage === 'battle' && legal.some((a) => a.type === 'battle');
  if (fire && ctx.p.quickAim) {
    let aim: Action | null = null;
    let aimV = -Infinity;
    for (const a of legal) {
      if (a.type !== 'battle') continue;
      const u = s.units.find((x) => x.id === a.unit);
      const v = u ? shotWorth(s, u, a.target, w) : 0;
      if (v > aimV) {
        aimV = v;
        aim = a;
      }
    }
    if (aim) return aim;
  }
  for (const a of legal) {
    let v: number;
    let n: GameState | null = null;
    if (fire && a.type === 'endBattles') continue;
    if (a.type === 'endOrders' || a.type === 'endMoves' || a.type === 'endBattles') v = evaluateFrom(s, side, w, null) - 0.01;
    else if (a.type === 'order') v = orderScore(ctx, s, a.unit);
    else {
      n = apply(ctx, s, a);
      if (!n) continue;
      v = evaluateFrom(n, side, w, s);
    }
    if (v > bestV) {
      bestV = v;
      best = a;
      bestN = n;
    }
  }
  return choose(ctx, s, best, bestN);
}

/**
 * The quick player's smoke hex: the one that cuts most of the enemy's shots at weak units (content.ts
 * `smokeHexWorth`), without an applied action; it stops (declines) when no hex cuts any and it may.
 */
function quickSmoke(s: GameState, legal: Action[], side: Side): Action {
  let best: Action | null = null;
  let bestV = 0;
  let stop: Action | null = null;
  for (const a of legal) {
    if (a.type === 'decline') stop = a;
    if (a.type !== 'target') continue;
    const v = smokeHexWorth(s, a.target, side);
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  }
  return best ?? stop ?? legal[0]!;
}

/**
 * The quick player's move: one unit at a time, in the legal list's order, each to its best hex if that beats standing
 * (else the next unit); when no unit gains by moving, the moves end. Trying every unit's every move at every step
 * (the one-ply rule) costs the sum over the steps of all the units' moves; unit by unit costs each unit's moves about
 * once, so a play-out reaches the end of the turn for a third to a half of the applied actions (docs/ai.md).
 */
function quickMove(ctx: Ctx, s: GameState, legal: Action[]): Action {
  const side = actor(s)!;
  const w = ctx.p.weights;
  const stay = evaluateFrom(s, side, w, null);
  let end: Action | null = null;
  let other: Action | null = null;
  let otherN: GameState | null = null;
  let otherV = stay;
  let i = 0;
  while (i < legal.length) {
    const a0 = legal[i]!;
    if (a0.type !== 'move' && a0.type !== 'exit') {
      if (a0.type === 'endMoves') end = a0;
      else {
        // Another choice of the stage (a Recovery): weighed against standing like a move.
        const n = apply(ctx, s, a0);
        const v = n ? evaluateFrom(n, side, w, s) : -Infinity;
        if (v > otherV) {
          otherV = v;
          other = a0;
          otherN = n;
        }
      }
      i++;
      continue;
    }
    const unit = a0.unit;
    let best: Action | null = null;
    let bestN: GameState | null = null;
    let bestV = stay;
    for (; i < legal.length; i++) {
      const a = legal[i]!;
      if ((a.type !== 'move' && a.type !== 'exit') || a.unit !== unit) break;
      const n = apply(ctx, s, a);
      if (!n) continue;
      const v = evaluateFrom(n, side, w, s);
      if (v > bestV) {
        bestV = v;
        best = a;
        bestN = n;
      }
    }
    if (best) return choose(ctx, s, best, bestN);
  }
  return other ? choose(ctx, s, other, otherN) : (end ?? legal[legal.length - 1]!);
}

/** Static worth of ordering a unit: how much it could do from where it stands (the same terms as the evaluation). */
function orderScore(ctx: Ctx, s: GameState, unit: number): number {
  // The evaluation of the position with that unit ordered: its shots count in full (evaluate's "ordered" term).
  const n = apply(ctx, s, { type: 'order', unit });
  if (!n) return -Infinity;
  return evaluateFrom(n, actor(s)!, ctx.p.weights, s);
}

/** The quick player's card: the play after which its position (units it can order, hand) is best. */
function quickPlay(ctx: Ctx, s: GameState, legal: Action[]): Action {
  const side = s.turn.side;
  let best = legal[0]!;
  let bestN: GameState | null = null;
  let bestV = -Infinity;
  for (const a of legal) {
    const n = apply(ctx, s, a);
    if (!n) continue;
    // After the play, the ordered units (or, in the order stage, the units it may order) are what counts.
    let v = evaluateFrom(n, side, ctx.p.weights, s);
    if (n.turn.stage === 'order' && !n.pending.length) {
      const orders = legalActions(n).filter((x) => x.type === 'order').length;
      v += orders * ctx.p.weights.card * 3;
    }
    if (v > bestV) {
      bestV = v;
      best = a;
      bestN = n;
    }
  }
  return choose(ctx, s, best, bestN);
}

/**
 * Follow-up decisions of the actor's own that an action opens and that are part of it: the hexes of a smoke screen or
 * of smoke shells, the hex of a pontoon bridge, the bridge to blow. Valued at the half-done position (no smoke laid
 * yet, the battle spent) such an action never paid, so the computer never fired smoke shells (the content audit,
 * docs/ai.md); `settle` plays them with the quick player. None of these opens in the built-in battles.
 */
const OWN_FOLLOW_UPS: ReadonlySet<string> = new Set(['smoke', 'pontoon', 'blow']);

/** Most decisions `settle` answers after an action. */
const FOLLOW_UP_LIMIT = 6;

/**
 * Answer the decisions an action triggered for the other side (and, with `ownFollowUps`, the actor's own follow-ups
 * of the action: OWN_FOLLOW_UPS) until `me` acts again.
 */
function settle(ctx: Ctx, s: GameState, me: Side, limit = FOLLOW_UP_LIMIT): GameState {
  let cur = s;
  for (let i = 0; i < limit && !cur.winner; i++) {
    const who = actor(cur);
    if (who === null) break;
    if (who === me && !(ctx.p.ownFollowUps && cur.pending.length && OWN_FOLLOW_UPS.has(cur.pending[0]!.kind))) break;
    if (cur.turn.side !== me && !cur.pending.length) break; // the enemy's own turn: evaluate here
    const n = applyChosen(ctx, cur, quickChoice(ctx, cur));
    if (!n) break;
    cur = n;
  }
  return cur;
}

/**
 * Play on with the quick player (both sides' decisions) until the turn in progress has ended (with `reply`, until the
 * next turn has ended too); where that leaves the game.
 */
export function rollout(ctx: Ctx, s: GameState, reply: boolean): GameState {
  let cur = s;
  let turn = `${cur.turn.number}/${cur.turn.side}`;
  let ends = reply ? 2 : 1;
  // planMoves: a play-out begun before the battles ends where they begin (the evaluation expects their dice).
  const stopAtBattle = ctx.p.planMoves && !reply && s.turn.stage !== 'battle' && s.turn.stage !== 'move2';
  for (let i = 0; i < 300 && !cur.winner; i++) {
    const now = `${cur.turn.number}/${cur.turn.side}`;
    if (now !== turn) {
      turn = now;
      ends--;
    }
    if (ends <= 0 && !cur.pending.length) break;
    if (stopAtBattle && cur.turn.stage === 'battle' && !cur.pending.length && `${cur.turn.number}/${cur.turn.side}` === turn) break;
    const n = applyChosen(ctx, cur, quickChoice(ctx, cur));
    if (!n) break;
    cur = n;
  }
  return cur;
}

/** Expected worth to `me` of an action: averaged over dice samples, the decisions it triggers answered. */
function actionValue(ctx: Ctx, s: GameState, a: Action, me: Side, samples: number): number {
  const w = ctx.p.weights;
  let total = 0;
  let n = 0;
  for (let k = 0; k < samples; k++) {
    const world = diceWorld(ctx, s, k);
    const next = apply(ctx, world, a);
    if (!next) return -Infinity;
    total += evaluateFrom(settle(ctx, next, me), me, w, world);
    n++;
    // No die was rolled: every sample would give the same position.
    if (k === 0 && sameRng(world, next)) break;
  }
  return total / n;
}

/** Worth to `me` of an action followed by the rest of the turn played by the quick player, over `rollouts` dice. */
function turnValue(ctx: Ctx, s: GameState, a: Action, me: Side, rollouts: number): number {
  let total = 0;
  let n = 0;
  for (let k = 0; k < rollouts; k++) {
    const world = diceWorld(ctx, s, k);
    const next = apply(ctx, world, a);
    if (!next) return -Infinity;
    const end = rollout(ctx, next, ctx.p.reply);
    total += evaluateFrom(end, me, ctx.p.weights, next);
    n++;
    // A planMoves play-out that rolled no die on the way (it stopped before the battles): every other ends the same.
    // Not for whole-turn play-outs: there "no die" mostly means the quick player declined every battle on this
    // sample's dice, and one such sample is no measure of the turn (measured: Hard fell from 36 to 24 wins of 52).
    if (k === 0 && ctx.p.planMoves && sameRng(world, end)) break;
  }
  return total / n;
}

/** One-ply worth of each action, one applied action each (the order the deeper looks take them in). */
function quickScores(ctx: Ctx, s: GameState, legal: Action[], stage: string): { a: Action; v: number }[] {
  const me = ctx.me;
  const w = ctx.p.weights;
  const out: { a: Action; v: number }[] = [];
  for (const a of legal) {
    let v: number;
    if (a.type === 'endOrders' || a.type === 'endMoves' || a.type === 'endBattles') v = evaluateFrom(s, me, w, null) - 0.01;
    else {
      const n = apply(ctx, s, a);
      if (!n) continue;
      // ownFollowUps: the action's own follow-up decisions played first (settle), so it is ranked whole.
      const opens = ctx.p.ownFollowUps && !s.pending.length && n.pending[0]?.actor === me && OWN_FOLLOW_UPS.has(n.pending[0].kind);
      v = evaluateFrom(opens ? settle(ctx, n, me) : n, me, w, s);
      // A smoke hex changes nothing until the screen is laid: its worth to the screen orders the deeper looks.
      if (a.type === 'target' && ctx.p.ownFollowUps && s.pending[0]?.kind === 'smoke') v += 0.001 * smokeHexWorth(s, a.target, me);
      if (stage === 'play' && n.turn.stage === 'order' && !n.pending.length) {
        v += legalActions(n).filter((x) => x.type === 'order').length * w.card * 3;
      }
    }
    out.push({ a, v });
  }
  return out;
}

/**
 * Every legal action of `me` in world `s`, scored (larger is better). `me` must be the actor. The work is capped
 * (`ctx.cap`, applied actions): the actions are first ranked by a one-ply look (one applied action each), then looked
 * at more deeply best first (progressive widening) until the cap stops the search; a look the cap cut short is
 * dropped, so every score is a whole one, and the actions not reached keep their one-ply rank below those that were.
 * Deterministic: the cap counts work, never time.
 */
export function scoreActions(ctx: Ctx, s: GameState): { a: Action; v: number }[] {
  const legal = legalActions(s);
  const scored = scoreInOrder(ctx, s, legal);
  // Returned in the legal actions' order, so equal scores are broken as they always were (the first legal one).
  const at = new Map(legal.map((a, i) => [a, i]));
  return scored.sort((x, y) => at.get(x.a)! - at.get(y.a)!);
}

function scoreInOrder(ctx: Ctx, s: GameState, legal: Action[]): { a: Action; v: number }[] {
  const me = ctx.me;
  const p = ctx.p;
  if (legal.length === 1) return [{ a: legal[0]!, v: 0 }];
  const stage = s.pending.length ? 'pending' : s.turn.stage;
  let quick: { a: Action; v: number }[] = [];
  // The one-ply look always completes (one applied action per legal action, counted): a cap below it would leave the
  // choice to the legal list's order (the first units' moves only, standing never weighed), which at Normal's budget
  // made the play worse than Easy's. The cap bounds the deeper looks that follow.
  const cap = ctx.cap;
  // ownFollowUps: an action that opens its own smoke (or pontoon, blow) decision is looked at whole, a few more
  // applied actions each (settle's limit), so it is not ranked below the rest at its half-done worth.
  let openers = 0;
  if (p.ownFollowUps) for (const a of legal) if (a.type === 'smokeShells' || a.type === 'smoke' || (a.type === 'play' && (a.as === 'pontoon' || a.as === 'blow'))) openers++;
  ctx.cap = Math.max(cap, ctx.nodes + legal.length + openers * FOLLOW_UP_LIMIT);
  try {
    quick = quickScores(ctx, s, legal, stage);
  } catch (e) {
    if (!outOfWork(e)) throw e;
    return quick.length ? quick : [{ a: legal[0]!, v: 0 }];
  } finally {
    ctx.cap = cap;
  }
  quick.sort((x, y) => y.v - x.v);
  const deep = (value: (a: Action) => number, list: { a: Action; v: number }[]): { a: Action; v: number }[] => {
    const done: { a: Action; v: number }[] = [];
    for (const { a } of list) {
      try {
        done.push({ a, v: value(a) });
      } catch (e) {
        if (!outOfWork(e)) throw e;
        break;
      }
    }
    return done;
  };
  /** The deeper scores first, the rest below them in their earlier order. */
  const merge = (top: { a: Action; v: number }[], all: { a: Action; v: number }[]): { a: Action; v: number }[] => {
    if (!top.length) return all;
    const rest = all.slice(top.length);
    if (!rest.length) return top;
    const floor = rest[0]!.v;
    const low = Math.min(...top.map((t) => t.v));
    return [...top, ...rest.map(({ a, v }) => ({ a, v: low - 1 - (floor - v) }))];
  };
  let scored: { a: Action; v: number }[];
  // The quick player's card (no slip on the card itself, as before the cap).
  if (stage === 'play' && !p.playByRollout) return quick.slice(0, 1);
  if (stage === 'play' || (stage === 'order' && p.orderByRollout)) {
    scored = merge(deep((a) => turnValue(ctx, s, a, me, p.rollouts), quick), quick);
  } else if (stage === 'order') {
    scored = quick;
  } else {
    // One-ply on several dice, the settled answers included; an action not reached keeps its one-sample score.
    const top = deep((a) => actionValue(ctx, s, a, me, p.samples), quick);
    scored = [...top, ...quick.slice(top.length)];
  }
  if (p.refine > 1 && stage !== 'play' && scored.length > 1) {
    // The most promising few, played out to the end of the turn on several dice; the rest keep their rank below.
    scored.sort((x, y) => y.v - x.v);
    return merge(deep((a) => turnValue(ctx, s, a, me, p.rollouts), scored.slice(0, p.refine)), scored);
  }
  return scored;
}

/** Pick from scored actions: the best, or with the level's slip chance one of the next best (a beginner's mistake). */
export function pick(ctx: Ctx, scored: { a: Action; v: number }[]): Action {
  scored.sort((x, y) => y.v - x.v);
  if (ctx.p.slip > 0 && scored.length > 1 && nextInt(ctx.rng, 1000) < ctx.p.slip * 1000) {
    const k = Math.min(scored.length, 3);
    return scored[1 + nextInt(ctx.rng, k - 1)]!.a;
  }
  return scored[0]!.a;
}
