/**
 * The draft an action works on. `applyAction` never changes its input: it applies the action to a copy (the
 * draft) that shares every part an action may change until the first write (copy on write: units, cards, obstacle
 * maps, each ordered unit's turn record), and carries a context (events, supplied outcomes) through the handlers.
 */
import { cacheOf } from '../cache';
import type { DieFace } from '../dice';
import type { GameEvent, GameState, Side, TurnState, Unit, UnitTurn } from '../types';
import type { UnitMoves } from './moveCache';
import { unitsCopied } from '../specialKinds';

/** A supplied outcome cannot be used (a forced draw not in the draw pile): the action is refused. */
export class SupplyError extends Error {}

/** What the handlers of one action share besides the draft. */
export interface Ctx {
  events: GameEvent[];
  dice: DieFace[];
  draws: number[];
  /** Supplied cards lost to captured headquarters (turn/headquarters.ts), used before the PRNG. */
  lost: number[];
  /** Units this draft has already copied (and may mutate); a handful at most. */
  owned: number[];
  /** The state the action was applied to (its cached legal-move tables are reused). */
  origin: GameState;
  /** The draft has its own copy of the cards. */
  cardsOwned: boolean;
  /** The draft has its own copy of this side's hand only (handOf; the rest of the cards is shared). */
  handOwned?: Side | undefined;
  /** Move targets of other units that a move left unchanged (see moveUnit). */
  carryMoves?: UnitMoves[] | undefined;
}

/** The draft of a state: the input state is never mutated; a draft copies every part an action may change. */
export function cloneState(s: GameState): GameState {
  // Field by field (faster than spreads on this hot path). The command and Their Finest Hour's slots are never
  // changed after they are made, so they are shared; the list of ordered units is replaced, never changed, when a
  // unit is ordered (orderUnit); the table of what each ordered unit did and each record in it are copied on write
  // (ownedTurnUnits, mutTurnUnit).
  const t = s.turn;
  const turn: TurnState = {
    side: t.side,
    number: t.number,
    stage: t.stage,
    card: t.card,
    command: t.command,
    ordered: t.ordered,
    units: t.units,
  };
  if (t.slots) turn.slots = t.slots;
  if (t.fallback !== undefined) turn.fallback = t.fallback;
  if (t.ambushBy !== undefined) turn.ambushBy = t.ambushBy;
  if (t.ambushes !== undefined) turn.ambushes = t.ambushes;
  if (t.cardLost) turn.cardLost = t.cardLost;
  // italy (house rules, Terrain Pack Airfield): the unit landed this turn (troops/airfield.ts).
  if (t.landed !== undefined) turn.landed = t.landed;
  const out: GameState = {
    rulesVersion: s.rulesVersion,
    scenarioId: s.scenarioId,
    options: s.options,
    board: s.board,
    edges: s.edges,
    medalsToWin: s.medalsToWin,
    objectives: s.objectives,
    // The unit list and each unit are copied on write (own()); until then the draft shares them with its parent.
    units: s.units,
    // Obstacles, sandbags and cards are copied on write too (removeObstacle, setSandbags, cardsOf).
    obstacles: s.obstacles,
    sandbags: s.sandbags,
    cards: s.cards,
    // Replaced, never changed, when a medal is won, an objective taken or a card played (addMedals, victory.ts,
    // play.ts).
    medalsWon: s.medalsWon,
    taken: s.taken,
    lastCommand: s.lastCommand,
    turn,
    pending: s.pending.length
      ? s.pending.map((p) => (p.kind === 'airPower' ? { ...p, picked: p.picked.slice() } : p.kind === 'keep' ? { ...p, cards: p.cards.slice() } : { ...p }))
      : [],
    winner: s.winner,
    // Copied at the draft's first draw (rngOf, cache.ts).
    rng: s.rng,
  };
  // Fixed at newGame: shared, never changed (and left out for battles without special rules).
  if (s.special) out.special = s.special;
  // Replaced, never changed, when a minefield is revealed or removed (mines.ts).
  if (s.mines) out.mines = s.mines;
  if (s.hidden) out.hidden = s.hidden;
  if (s.night) out.night = s.night;
  if (s.smoke) out.smoke = s.smoke;
  // Replaced, never changed, when a headquarters is captured or reclaimed (headquarters.ts).
  if (s.hqCaptured) out.hqCaptured = s.hqCaptured;
  // Replaced, never changed, when a dam gets or loses sabotage tokens (dams.ts).
  if (s.damTokens) out.damTokens = s.damTokens;
  if (s.damsSabotaged) out.damsSabotaged = s.damsSabotaged;
  // stars: replaced, never changed, when a sabotage objective is destroyed (battleStars/sabotage.ts).
  if (s.sabotaged) out.sabotaged = s.sabotaged;
  if (s.holding) out.holding = { ...s.holding };
  // Replaced, never changed, when a pontoon bridge is built (decisions/bridges.ts).
  if (s.pontoons) out.pontoons = s.pontoons;
  // guns: replaced, never changed, when a Big Gun zeroes in or a marker comes back (troops/guns.ts).
  if (s.zeroed) out.zeroed = s.zeroed;
  // italy: replaced, never changed, when an infantry unit lands on an airfield (troops/airfield.ts).
  if (s.airLanded) out.airLanded = s.airLanded;
  return out;
}

/** The draft's own, mutable copy of the cards. */
export function cardsOf(s: GameState, ctx: Ctx): GameState['cards'] {
  if (!ctx.cardsOwned) {
    const c = s.cards;
    const h = ctx.handOwned;
    const hands = { axis: h === 'axis' ? c.hands.axis : c.hands.axis.slice(), allies: h === 'allies' ? c.hands.allies : c.hands.allies.slice() };
    s.cards = { deck: c.deck.slice(), discard: c.discard.slice(), hands };
    if (c.lost) s.cards.lost = { ...c.lost };
    ctx.cardsOwned = true;
  }
  return s.cards;
}

/**
 * The draft's own, mutable copy of one side's hand, the rest of the cards still shared with the parent (playing a
 * card changes only the hand; the discard pile takes it at the turn's end). Change nothing else through it.
 */
export function handOf(s: GameState, ctx: Ctx, side: Side): number[] {
  if (ctx.cardsOwned || ctx.handOwned === side) return s.cards.hands[side];
  if (ctx.handOwned) return cardsOf(s, ctx).hands[side];
  const c = s.cards;
  const hands = side === 'axis' ? { axis: c.hands.axis.slice(), allies: c.hands.allies } : { axis: c.hands.axis, allies: c.hands.allies.slice() };
  const cards: GameState['cards'] = { deck: c.deck, discard: c.discard, hands };
  if (c.lost) cards.lost = c.lost;
  s.cards = cards;
  ctx.handOwned = side;
  return hands[side];
}

/**
 * Ids whose UnitTurn the draft has copied (kept in the draft's hidden cache). The first call also gives the draft
 * its own copy of the table (shared with the parent until then): call it before writing to `s.turn.units`.
 */
export function ownedTurnUnits(s: GameState): number[] {
  const c = cacheOf(s);
  let owned = c.turnUnitsOwned;
  if (!owned) {
    owned = c.turnUnitsOwned = [];
    s.turn.units = { ...s.turn.units };
  }
  return owned;
}

/** The draft's own, mutable copy of what an ordered unit did this turn (undefined if not ordered). */
export function mutTurnUnit(s: GameState, id: number): UnitTurn | undefined {
  const ut = s.turn.units[id];
  if (!ut) return undefined;
  const owned = ownedTurnUnits(s);
  if (owned.includes(id)) return ut;
  const copy = { ...ut };
  s.turn.units[id] = copy;
  owned.push(id);
  return copy;
}

/** The draft's own, mutable copy of a unit (and, at the first, of the unit list). */
export function own(s: GameState, ctx: Ctx, id: number): Unit {
  if (!ctx.owned.includes(id)) {
    if (!ctx.owned.length) {
      const from = s.units;
      s.units = from.slice();
      unitsCopied(from, s.units);
    }
    s.units[id] = { ...s.units[id]! };
    ctx.owned.push(id);
  }
  return s.units[id]!;
}
