/**
 * How good a position is for one side: a number, larger is better, built from what a Memoir '44 player counts:
 *
 * - medals (eliminations, objectives held or taken), worth more as the count nears the target (risks pay for the
 *   last one); a won game is worth everything;
 * - the units left, each worth its medal, less as it loses figures (a weak unit is a medal the enemy nearly has);
 * - the fire each side can bring next: for every unit, the expected hits on the enemy it can reach (dice by distance,
 *   line of sight, terrain cover, the attacker's own hex; the die odds of the target's symbol), turned into figures
 *   and medals the enemy may lose; only the best few count, as a card orders only a few units. The side to act
 *   shoots first: its threats count more, and an ordered unit still to battle this turn counts in full. Cover,
 *   pulling a one-figure unit back, focus fire and closing in all follow from this term;
 * - objectives still to take: the nearest unit's distance to them;
 * - the cards in the side's own hand: a section card is worth the units it can order there.
 *
 * Everything is read through the engine's own functions, so new terrain, units and objectives count without code here.
 */
import { cardDef, cardType, hexDistance, medals, sectionsOf, type GameState, type Side, type Unit } from '../engine';
import { diceAgainst, protection } from '../engine/battle';
import { UNIT_KINDS } from '../engine/units';
import { bridgeLayerScore, supplyTruckScore } from './content';
import { retreatOptionsFor } from '../engine/retreat';
import { otherSide } from './determinize';
import { groundDistance } from './paths';

/** Weights of the evaluation; a level may change them. */
export interface EvalWeights {
  /** One medal. */
  medal: number;
  /** Extra per medal squared over the target: the last medals weigh more. */
  medalCurve: number;
  /** A full-strength unit's worth, in medals, over and above the medal its loss gives. */
  unit: number;
  /** How much of the threat on the side to act next counts. */
  threatNext: number;
  /** How much of the threat from the side that has just acted counts (it shoots after the reply). */
  threatLater: number;
  /** How many units' threats count (a card orders few units). */
  threatUnits: number;
  /** Per hex a side's nearest unit stands from an objective it should take or hold. */
  objective: number;
  /** Per hex a healthy unit stands from its nearest enemy (a small pull forward). */
  approach: number;
  /** A card's worth per unit it can order. */
  card: number;
  /** An Assault Bridge placed (an unused bridge layer at the river: half of it); content.ts. */
  bridge: number;
  /** Per hex an unused bridge layer stands from a river hex towards the enemy; content.ts. */
  bridgeReach: number;
  /**
   * A supply truck's figure (it gives it to a weakened unit: worth a little less than one there); content.ts. 0: the
   * truck valued by the general unit term alone, as before the audit.
   */
  supplyFigure: number;
  /**
   * The last medal: a kill that would win the game is worth this many medals more, times its chance (the dice's exact
   * odds), so a unit takes a risk for it and keeps the enemy's winning shot in mind (issue 18 scope 2, counts medals).
   */
  lastMedal: number;
  /** 1: a shot fired this turn counts the target's flags as hits where it cannot retreat (blocked retreats); 0: not. */
  retreatBlock: number;
  /**
   * 1: the shots still to fire this turn are shared out over the targets (focus fire: a second shot on a unit counts
   * what it adds to the first, so two shots that together may kill are worth more than apart, and a shot on a unit
   * already as good as dead is worth little); 0: each ordered unit's best shot counts alone. Off for every level: on
   * fresh seeds Hard with it (and units worth 1.4) won no more than without (docs/ai.md "Focus fire and the units'
   * worth"); sharing out the idle units' threats too was worse (56% against 65% on the tuning seeds).
   */
  focus: number;
  /**
   * 1: the approach and objective terms measure distances over the ground, by the unit's class (paths.ts: a river
   * without a bridge is a detour, not one hex); 0: as the crow flies. Off for every level: Hard with it won as many
   * games as without, against Normal on the built-in battles and against itself on the development battles (docs/ai.md
   * "Distances over the ground").
   */
  paths: number;
  /**
   * A battle's sudden death (Toulon, Saverne Gap: a side wins at once when its turn ends holding enough of some hexes):
   * the hexes held are worth this share of the medals the side still needs, by the square of the part of the hold
   * reached (the last hex is the one that wins), and the nearest units to the hexes still needed pull as an objective
   * does. 0: not seen (the play-outs see only a win that ends the turn). Off for every level: Hard with it (0.4 or
   * 0.15) won no more against Normal in Toulon and Saverne Gap on fresh deals (docs/ai.md "Sudden death").
   */
  suddenDeath: number;
}

export const DEFAULT_WEIGHTS: EvalWeights = {
  medal: 100,
  medalCurve: 60,
  unit: 0.8,
  threatNext: 0.9,
  threatLater: 0.45,
  threatUnits: 3,
  objective: 6,
  approach: 1.5,
  card: 2,
  bridge: 50,
  bridgeReach: 10,
  supplyFigure: 8,
  lastMedal: 3,
  retreatBlock: 1,
  focus: 0,
  paths: 0,
  suddenDeath: 0,
};

const WIN = 1_000_000;

/** Probability that one die hits a unit of this symbol (two faces of infantry or one of armor, plus the grenade). */
const HIT_ODDS = { infantry: 3 / 6, armor: 2 / 6, artillery: 1 / 6 } as const;
/** One die's flag. */
const FLAG_ODDS = 1 / 6;

function alive(u: Unit): boolean {
  return u.figures > 0 && u.row >= 0;
}

/** The worth of an enemy's hits on `u`: figures lost, and the medal if they may destroy it. */
function hitsWorth(u: Unit, expected: number, w: EvalWeights): number {
  if (expected <= 0) return 0;
  const perFigure = (w.unit * w.medal * u.medals * 0.5) / Math.max(1, u.maxFigures);
  const lost = Math.min(expected, u.figures);
  const ratio = expected / u.figures;
  const kill = ratio >= 1.6 ? 0.85 : ratio * ratio * 0.33;
  return lost * perFigure + kill * w.medal * u.medals * (1 + w.unit * 0.3);
}

/** The chance that `dice` dice, each hitting with `p`, take `figures` figures (a fractional count: between the two). */
export function killChance(dice: number, p: number, figures: number): number {
  const n = Math.floor(dice);
  const f = dice - n;
  const t = atLeast(n, p, figures);
  return f > 0 ? (1 - f) * t + f * atLeast(n + 1, p, figures) : t;
}

/** P(at least k hits of n dice, each hitting with p). */
function atLeast(n: number, p: number, k: number): number {
  if (n < k) return 0;
  if (k <= 0) return 1;
  let term = (1 - p) ** n; // P(0 hits)
  let below = 0;
  const r = p / (1 - p);
  for (let i = 0; i < k; i++) {
    below += term;
    term *= ((n - i) / (i + 1)) * r;
  }
  return below >= 1 ? 0 : 1 - below;
}

/**
 * Whether a flag rolled on `v` costs it a figure (no hex to retreat to, and none to ignore it on): its flags are hits
 * (blocking a retreat). Asked of the engine's own retreat options; cached per unit for one evaluation.
 */
function flagsHit(s: GameState, v: Unit, cache: Map<number, boolean>): boolean {
  let b = cache.get(v.id);
  if (b === undefined) {
    b = !openBehind(s, v);
    if (b) {
      const opts = retreatOptionsFor(s, v, 1, true);
      b = opts.length > 0;
      for (const o of opts) if (o.losses === 0) b = false;
    }
    cache.set(v.id, b);
  }
  return b;
}

/**
 * A quick look first (the engine's retreat options cost more than the rest of the evaluation): an empty countryside hex
 * with no obstacle on the unit's side of it, one row towards its own edge, is a retreat. Else the engine decides.
 */
function openBehind(s: GameState, v: Unit): boolean {
  const g = s.board.geometry;
  const row = v.row + (s.edges[v.side] === 'top' ? -1 : 1);
  if (row < 0 || row >= g.rows) return false;
  for (const col of [v.col - 1, v.col + 1]) {
    if (col < 0 || col >= g.cols) continue;
    const i = row * g.cols + col;
    const c = s.board.cells[i];
    if (!c || c.terrain !== 'countryside' || c.impassable || s.obstacles[i] !== undefined || s.mines?.[i] !== undefined) continue;
    let taken = false;
    for (const u of s.units) if (u.row === row && u.col === col && u.figures > 0) taken = true;
    if (!taken) return true;
  }
  return false;
}

/**
 * Fire on one target: what `hitsWorth` counts, and a winning kill; for a shot to be fired this turn (`cache` given),
 * its flags count as hits where it cannot retreat (the look at the retreat is too dear for every threat of the board).
 */
function fireWorth(s: GameState, v: Unit, dice: number, w: EvalWeights, need: number, cache: Map<number, boolean> | null): number {
  return diceWorth(v, dice, hitOdds(s, v, w, cache), w, need);
}

/** One die's chance to cost `v` a figure (its flags too where it cannot retreat, for a shot fired this turn). */
function hitOdds(s: GameState, v: Unit, w: EvalWeights, cache: Map<number, boolean> | null): number {
  return HIT_ODDS[UNIT_KINDS[v.kind].symbol] + (cache && w.retreatBlock > 0 && flagsHit(s, v, cache) ? FLAG_ODDS * w.retreatBlock : 0);
}

/** The worth of `dice` dice, each costing `v` a figure with chance `p`: the hits, and the game if the kill wins it. */
function diceWorth(v: Unit, dice: number, p: number, w: EvalWeights, need: number): number {
  let worth = hitsWorth(v, dice * p, w);
  // The last medal(s): this kill would end the game.
  if (v.medals >= need && need > 0 && w.lastMedal > 0) worth += killChance(dice, p, v.figures) * w.lastMedal * w.medal;
  return worth;
}

/**
 * The ordered units' shots still to fire this turn, shared out over the targets (weight `focus`): one shot at a time,
 * the shooter and target whose shot adds most to what the shots already aimed at that target are worth, so dice pile
 * on a unit they may kill together and spread where one shot already does the work. Dice on one target add up (the
 * target's odds per die are the same for every shooter; its blocked retreat looked at as for any shot this turn).
 * With one shooter it is that unit's best shot (`bestShot`).
 */
function focusedFire(s: GameState, shooters: readonly Unit[], foes: readonly Unit[], w: EvalWeights, need: number, cache: Map<number, boolean>): number {
  const options: { shooter: number; v: number; dice: number }[] = [];
  for (let i = 0; i < shooters.length; i++) {
    for (let j = 0; j < foes.length; j++) {
      const dice = shotDice(s, shooters[i]!, foes[j]!, true);
      if (dice > 0) options.push({ shooter: i, v: j, dice });
    }
  }
  if (!options.length) return 0;
  const aimed = new Array<number>(foes.length).fill(0);
  const odds = new Array<number>(foes.length).fill(-1);
  const done = new Array<boolean>(shooters.length).fill(false);
  let total = 0;
  for (let k = 0; k < shooters.length; k++) {
    let best = 0;
    let pick: (typeof options)[number] | null = null;
    for (const o of options) {
      if (done[o.shooter]) continue;
      const v = foes[o.v]!;
      if (odds[o.v]! < 0) odds[o.v] = hitOdds(s, v, w, cache);
      const p = odds[o.v]!;
      const before = aimed[o.v]!;
      const gain = diceWorth(v, before + o.dice, p, w, need) - (before > 0 ? diceWorth(v, before, p, w, need) : 0);
      if (gain > best) {
        best = gain;
        pick = o;
      }
    }
    if (!pick) break;
    done[pick.shooter] = true;
    aimed[pick.v] = aimed[pick.v]! + pick.dice;
    total += best;
  }
  return total;
}

/**
 * The dice `u` may roll on `v`: from where it stands if it is ordered and still to fire this turn (0 out of range or
 * sight); else, an idle unit, also a hex or two further or past what blocks its sight (a move and a shot next turn,
 * the dice discounted). 0: no shot.
 */
function shotDice(s: GameState, u: Unit, v: Unit, ordered: boolean): number {
  const k = UNIT_KINDS[u.kind];
  const reach = ordered ? 0 : k.moveAndBattle;
  const range = k.dice.length;
  const d = hexDistance(u, v);
  if (d > range + reach) return 0;
  let dice: number;
  if (d <= range) {
    dice = diceAgainst(s, u, v, 0);
    if (dice === 0 && !ordered && reach > 0) dice = Math.max(0, k.dice[0]! - protection(s, u, v)) * 0.5;
  } else {
    const near = Math.max(1, d - reach);
    dice = Math.max(0, k.dice[Math.min(near, range) - 1]! - protection(s, u, v)) * 0.6;
  }
  return dice > 0 ? dice : 0;
}

/** The fire `u` can bring on the enemy: the worth of its best target from here, or a hex or two further. */
function bestShot(s: GameState, u: Unit, foes: readonly Unit[], w: EvalWeights, ordered: boolean, need: number, cache: Map<number, boolean>): number {
  let best = 0;
  let at = -1;
  for (const v of foes) {
    const dice = shotDice(s, u, v, ordered);
    if (dice <= 0) continue;
    const worth = fireWorth(s, v, dice, w, need, ordered ? cache : null);
    if (worth > best) {
      best = worth;
      at = v.id;
    }
  }
  bestFoe = at;
  return best;
}

/** Idle unit `u`'s shot at `v`, as `bestShot` weighs each target (0: none). */
function idlePairWorth(s: GameState, u: Unit, v: Unit, w: EvalWeights, need: number): number {
  const dice = shotDice(s, u, v, false);
  return dice > 0 ? fireWorth(s, v, dice, w, need, null) : 0;
}

/** The target of the last `bestShot` (a unit id; -1: no shot). */
let bestFoe = -1;

/**
 * The expected worth of one battle of `u` on the unit at `to` (its dice by the engine's `diceAgainst`, the hits turned
 * into figures and the chance of a medal, as in the fire term): the quick player's aim with quickFire and quickAim.
 */
export function shotWorth(s: GameState, u: Unit, to: { row: number; col: number }, w: EvalWeights): number {
  let target: Unit | undefined;
  for (const v of s.units) if (v.row === to.row && v.col === to.col && alive(v)) target = v;
  if (!target) return 0;
  const dice = diceAgainst(s, u, to, 0);
  return dice > 0 ? fireWorth(s, target, dice, w, s.medalsToWin[u.side] - medals(s, u.side), new Map()) : 0;
}

/** Sum of the `n` largest values. */
function topSum(values: number[], n: number): number {
  values.sort((a, b) => b - a);
  let t = 0;
  for (let i = 0; i < n && i < values.length; i++) t += values[i]!;
  return t;
}

function medalWorth(m: number, target: number, w: EvalWeights): number {
  return m * w.medal + (w.medalCurve * m * m) / Math.max(1, target);
}

/** The side's units and their fire, one side's half of the evaluation. */
function sideScore(s: GameState, side: Side, mine: readonly Unit[], foes: readonly Unit[], w: EvalWeights, cache: Map<number, boolean>, fire: Fire): number {
  const won = medals(s, side);
  let score = medalWorth(won, s.medalsToWin[side], w);
  const need = s.medalsToWin[side] - won;
  for (const u of mine) score += w.unit * w.medal * u.medals * (0.45 + (0.55 * u.figures) / Math.max(1, u.maxFigures));
  // Fire: this side acts now or next.
  const acting = s.turn.side === side;
  const shots: number[] = [];
  const shooters: Unit[] = [];
  let now = 0;
  for (const u of mine) {
    const ut = acting ? s.turn.units[u.id] : undefined;
    if (ut && s.turn.stage !== 'play' && s.turn.stage !== 'order') {
      // Ordered this turn: it fires now if it still may.
      if (!ut.noBattle && ut.battles < ut.maxBattles && !ut.retreated) {
        if (w.focus > 0) shooters.push(u);
        else now += bestShot(s, u, foes, w, true, need, cache);
      }
      continue;
    }
    let v = fire.base ? idleShot(s, fire, u, foes, w, need) : NaN;
    if (v === v) memoStats.kept++;
    else {
      v = bestShot(s, u, foes, w, false, need, cache);
      if (fire.slot) memoStats.worked++;
    }
    if (fire.slot) {
      fire.slot.idle[u.id] = v;
      fire.slot.target[u.id] = bestFoe;
    }
    if (v > 0) shots.push(v);
  }
  // Acting at its card play: its fire comes now; acting mid-turn: its idle units fire only after the enemy's turn;
  // not acting: it fires next, after the acting side has finished.
  if (shooters.length) now += focusedFire(s, shooters, foes, w, need, cache);
  const weight = acting ? (s.turn.stage === 'play' ? w.threatNext : w.threatLater) : w.threatNext * 0.75;
  score += now + topSum(shots, w.threatUnits) * weight;
  const ground = w.paths > 0;
  // Objectives this side would take or keep: its nearest unit's distance.
  for (const o of s.objectives) {
    if (o.permanent && s.taken[o.id]) continue;
    let near = 99;
    for (const u of mine) for (const h of o.hexes) near = Math.min(near, ground ? groundDistance(s, u, h) : hexDistance(u, h));
    if (near === 99) continue;
    score -= w.objective * o.medals * Math.min(near, 8) * (o.side === side ? 1 : 0.5);
  }
  if (w.suddenDeath > 0 && s.special?.suddenDeath) score += suddenDeathScore(s, side, mine, need, w);
  // A small pull towards the enemy for units that can afford it.
  for (const u of mine) {
    if (u.figures < 2 && u.maxFigures > 2) continue;
    let near = 99;
    for (const v of foes) near = Math.min(near, ground ? groundDistance(s, u, v) : hexDistance(u, v));
    if (near < 99) score -= w.approach * Math.min(near, 10);
  }
  // Expansion content the terms above do not see (content.ts): one flag read per unit where the side has none.
  score += bridgeLayerScore(s, side, mine, foes, w);
  if (w.supplyFigure > 0) score += supplyTruckScore(mine, w);
  return score;
}

/** `side`'s way to its sudden-death win (weight `suddenDeath`): the hexes it holds, and its nearest units to the rest. */
function suddenDeathScore(s: GameState, side: Side, mine: readonly Unit[], need: number, w: EvalWeights): number {
  let score = 0;
  for (const d of s.special!.suddenDeath!) {
    if (d.side !== side) continue;
    let held = 0;
    const far: number[] = [];
    for (const h of d.hexes) {
      let on = false;
      let near = 99;
      for (const u of mine) {
        const dist = hexDistance(u, h);
        if (dist === 0) on = true;
        if (dist < near) near = dist;
      }
      if (on) held++;
      else far.push(near);
    }
    const part = Math.min(1, held / Math.max(1, d.hold));
    score += w.suddenDeath * w.medal * Math.max(1, need) * part * part;
    far.sort((a, b) => a - b);
    for (let i = 0; i < d.hold - held && i < far.length; i++) if (far[i]! < 99) score -= w.objective * Math.min(far[i]!, 8);
  }
  return score;
}

/** The worth of the cards in `side`'s hand: section cards by the units they would order, tactic cards a flat worth. */
export function handWorth(s: GameState, side: Side, units: readonly Unit[], w: EvalWeights): number {
  const hand = s.cards.hands[side];
  if (!hand.length) return 0;
  const bySection = { left: 0, centre: 0, right: 0 };
  for (const u of units) for (const sec of sectionsOf(s, u, side)) bySection[sec]++;
  let t = 0;
  for (const id of hand) {
    const def = cardDef(cardType(id));
    if (def.kind === 'tactic') {
      t += w.card * 2.5;
      continue;
    }
    let n = 0;
    for (const sec of ['left', 'centre', 'right'] as const) n += Math.min(def.sections?.[sec] ?? 0, bySection[sec]);
    t += w.card * Math.min(n, 6);
  }
  return t;
}

/** The position's worth to `side`: its half minus the enemy's (a won game: everything). */
export function evaluate(s: GameState, side: Side, w: EvalWeights = DEFAULT_WEIGHTS): number {
  return evaluateFrom(s, side, w, null, false);
}

/**
 * `evaluate` for the search, through the memo below: a position evaluated again for the same side and weights is
 * answered from it, and with `base` (a position this one was reached from by applying actions, its parent usually,
 * evaluated just before) an idle unit's best shot is taken from the base's evaluation when nothing it depends on
 * changed. The same number as `evaluate` for a fraction of the work (tests/ai/evaluate-memo.test.ts). Only for states
 * the engine made (never changed in place afterwards): the memo holds them by reference.
 */
export function evaluateFrom(s: GameState, side: Side, w: EvalWeights, base: GameState | null, remember = true): number {
  if (s.winner) return s.winner === side ? WIN + medals(s, side) : -WIN - medals(s, otherSide(side));
  const seen = remember ? memoOf(s) : undefined;
  if (seen && seen.side === side && seen.w === w) return seen.value;
  const foe = otherSide(side);
  const mine: Unit[] = [];
  const theirs: Unit[] = [];
  for (const u of s.units) if (alive(u)) (u.side === side ? mine : theirs).push(u);
  const cache = new Map<number, boolean>();
  const fire = remember ? fireFor(s, w, base === s ? null : base, seen) : NO_FIRE;
  const value = sideScore(s, side, mine, theirs, w, cache, fire) - sideScore(s, foe, theirs, mine, w, cache, fire) + handWorth(s, side, mine, w);
  if (fire.slot) {
    fire.slot.side = side;
    fire.slot.value = value;
  }
  return value;
}

/*
 * The memo: the last few positions evaluated, each with its idle units' best shots (by unit id) and its value.
 *
 * An idle unit's best shot (`bestShot`, the largest term of the evaluation's cost) reads the unit, the enemy units in
 * its reach, the hexes on its lines of sight (a unit there blocks), the medals its side still needs, and the parts
 * of the state that never change while units move and fight in a battle of standard units (board, obstacles,
 * sandbags, minefields, smoke, night, special rules: each replaced, never changed, so compared by reference). The
 * engine copies a unit on write (turn/draft.ts), so a unit object shared by both positions is the same unit. A shot
 * is kept when the unit is the same, its side needs the same medals, and no unit that changed stood or stands within
 * its reach (an enemy: a target gained, lost or changed) or on a line of sight from it (every hex the engine's line
 * of sight reads between two hexes lies on a shortest path between them: tests/ai/evaluate-memo.test.ts checks it).
 * A train's wagon hex counts as where it stands. The shots of units of special kinds read nothing else of other
 * units (their own turn record at most: compared too); battles with zeroing or forward spotting (shots that read
 * other units) never keep one.
 *
 * A position is an engine state, never changed once made, so its memo stays true. Eight slots, the least recently
 * used one reused: a search evaluates a position and then its children, each child against it.
 */
interface Memo {
  s: GameState | null;
  /** Each idle unit's best shot, by unit id (NaN: not idle there, or not alive). */
  idle: Float64Array;
  /** The target of that shot, by unit id (-1: no shot). */
  target: Int32Array;
  need: Record<Side, number>;
  w: EvalWeights | null;
  side: Side | null;
  value: number;
  used: number;
}

const MEMO_SLOTS = 8;

/** Idle units' best shots kept from the memo and worked out, over the process (tests and the benchmark read it). */
export const memoStats = { kept: 0, worked: 0 };
const memo: Memo[] = Array.from({ length: MEMO_SLOTS }, () => ({
  s: null,
  idle: new Float64Array(0),
  target: new Int32Array(0),
  need: { allies: 0, axis: 0 },
  w: null,
  side: null,
  value: 0,
  used: 0,
}));
let memoClock = 0;

function memoOf(s: GameState): Memo | undefined {
  for (let i = 0; i < MEMO_SLOTS; i++) {
    const m = memo[i]!;
    if (m.s === s) {
      m.used = ++memoClock;
      return m;
    }
  }
  return undefined;
}

/** What sideScore needs of the memo for one evaluation. */
interface Fire {
  /** The slot this evaluation fills (null: plain `evaluate`, no memo). */
  slot: Memo | null;
  base: Memo | null;
  /** Hexes (row, col pairs) where a unit that changed since the base stood or stands. */
  hexes: number[];
  /** The units that changed since the base (their ids). */
  changed: number[];
}

const NO_FIRE: Fire = { slot: null, base: null, hexes: [], changed: [] };

/** Parts of the state an idle shot may read besides the units: the same objects in both positions, or no reuse. */
function sameGround(a: GameState, b: GameState): boolean {
  return (
    a.board === b.board &&
    a.obstacles === b.obstacles &&
    a.sandbags === b.sandbags &&
    a.mines === b.mines &&
    a.smoke === b.smoke &&
    a.night === b.night &&
    a.special === b.special &&
    a.zeroed === undefined &&
    b.zeroed === undefined &&
    !a.special?.forwardSpotting
  );
}

function fireFor(s: GameState, w: EvalWeights, baseState: GameState | null, seen: Memo | undefined): Fire {
  // The slot: this position's own (evaluated before for the other side or weights), else the least recently used.
  let slot = seen;
  let base = baseState ? memoOf(baseState) : undefined;
  if (!base) {
    // No base given, or it is gone from the memo: the position evaluated last serves (a sibling, usually). Any
    // position does: what changed is found by comparing the units, whatever the two positions' kinship.
    for (let i = 0; i < MEMO_SLOTS; i++) {
      const m = memo[i]!;
      if (m.s && m !== seen && (!base || m.used > base.used)) base = m;
    }
  }
  if (!slot) {
    let pick: Memo | null = null;
    for (let i = 0; i < MEMO_SLOTS; i++) {
      const m = memo[i]!;
      if (m === base) continue;
      if (!pick || m.used < pick.used) pick = m;
    }
    slot = pick!;
  }
  const n = s.units.length;
  if (slot.idle.length < n) {
    slot.idle = new Float64Array(Math.max(n, 2 * slot.idle.length));
    slot.target = new Int32Array(slot.idle.length);
  }
  slot.idle.fill(NaN, 0, n);
  slot.s = s;
  slot.w = w;
  slot.side = null;
  slot.used = ++memoClock;
  slot.need.allies = s.medalsToWin.allies - medals(s, 'allies');
  slot.need.axis = s.medalsToWin.axis - medals(s, 'axis');
  const fire: Fire = { slot, base: null, hexes: [], changed: [] };
  if (!base?.s || base.w !== w || base.s.units.length !== n || !sameGround(s, base.s)) return fire;
  const was = base.s.units;
  for (let i = 0; i < n; i++) {
    const u = s.units[i]!;
    const b = was[i]!;
    if (u === b) continue;
    fire.changed.push(i);
    if (b.row >= 0) fire.hexes.push(b.row, b.col);
    if (u.row >= 0) fire.hexes.push(u.row, u.col);
    // trains: the wagon's hex blocks sight too (FAQ §IV Trains Q3), before and after (troops/trains.ts).
    if (b.wagon) fire.hexes.push(b.wagon.row, b.wagon.col);
    if (u.wagon) fire.hexes.push(u.wagon.row, u.wagon.col);
  }
  fire.base = base;
  return fire;
}

/**
 * Idle unit `u`'s best shot from the base position's (see the memo above): the shots that may have changed (on an
 * enemy that changed, or across a hex whose unit changed) worked out again, the rest kept, as their best, unless the
 * kept best was one of them. NaN: no shot kept (the unit or its side's need changed, or its best shot did): work it
 * all out. Sets `bestFoe` as `bestShot` does.
 */
function idleShot(s: GameState, fire: Fire, u: Unit, foes: readonly Unit[], w: EvalWeights, need: number): number {
  const base = fire.base!;
  if (base.s!.units[u.id] !== u || base.need[u.side] !== need) return NaN;
  let best = base.idle[u.id]!;
  if (best !== best) return NaN; // not idle (or not alive) there
  let at = base.target[u.id]!;
  const k = UNIT_KINDS[u.kind];
  // Kinds whose dice or aim depend on whether they moved this turn (swa's late-war assets, holdout3's ace, tank
  // destroyers): an idle unit has not moved, but its turn record is compared all the same, so no reading of "idle"
  // can keep a stale shot.
  if ((k.lateWarAsset || k.unmovedDice || k.tankDestroyer) && base.s!.turn.units[u.id] !== s.turn.units[u.id]) return NaN;
  const range = k.dice.length;
  const reach = range + k.moveAndBattle;
  const units = s.units;
  // The enemies that changed: a shot gained, lost or changed.
  const changed = fire.changed;
  for (let c = 0; c < changed.length; c++) {
    const id = changed[c]!;
    const v = units[id]!;
    if (v.side === u.side) continue;
    if (id === at) return NaN;
    if (!alive(v) || hexDistance(u, v) > reach) continue;
    const worth = idlePairWorth(s, u, v, w, need);
    if (worth > best) {
      best = worth;
      at = id;
    }
  }
  // The hexes whose unit changed, on a line of sight to an enemy in range.
  const hx = fire.hexes;
  for (let i = 0; i < hx.length; i += 2) {
    const h = { row: hx[i]!, col: hx[i + 1]! };
    const dh = hexDistance(u, h);
    if (dh >= range || dh === 0) continue;
    for (const v of foes) {
      const d = hexDistance(u, v);
      if (d > range || dh + hexDistance(h, v) > d) continue;
      if (v.id === at) return NaN;
      const worth = idlePairWorth(s, u, v, w, need);
      if (worth > best) {
        best = worth;
        at = v.id;
      }
    }
  }
  bestFoe = at;
  return best;
}
