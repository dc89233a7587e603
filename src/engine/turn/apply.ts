/**
 * applyAction: check the action and the supplied outcomes, apply the action to a draft (turn/perform.ts), run the
 * automatic steps (turn/run.ts), and report the events. Never mutates its input, never throws on bad input.
 */
import { inheritOccupancy } from '../board';
import { cacheOf } from '../cache';
import { temporaryObjectiveChanges } from '../victory';
import type { DieFace } from '../dice';
import type { Action, ApplyResult, GameEvent, GameState } from '../types';
import { diagnose, err, isLegal } from './check';
import { SupplyError, cloneState, type Ctx } from './draft';
import { parseAction, parseSupply } from './parse';
import { perform } from './perform';
import { run } from './run';

/**
 * Apply one action. Never mutates `state`; never throws on bad input. `supply` forces dice faces and card
 * draws (tests, shared randomness); the state's PRNG is used once a supply runs out.
 */
export function applyAction(state: GameState, action: unknown, supply?: unknown): ApplyResult {
  let parsed: Action;
  if (state.winner === null && inLegalList(state, action)) {
    // One of the engine's own actions for this very state (the list legalActions returned): it is well formed and
    // legal, so neither a clean copy nor the field-by-field search is needed.
    parsed = action as Action;
  } else {
    const p = parseAction(action);
    if (typeof p === 'string') return err('malformed-action', p);
    parsed = p;
  }
  let dice = NO_DICE;
  let draws = NONE;
  let lost = NONE;
  if (supply !== undefined) {
    const sup = parseSupply(supply);
    if (typeof sup === 'string') return err('bad-supply', sup);
    dice = sup.dice ?? dice;
    draws = sup.draws ?? draws;
    lost = sup.lost ?? lost;
  }
  if (state.winner) return err('game-over', `the game is over: ${state.winner} won`);
  if (parsed !== action && !isLegal(state, parsed)) return diagnose(state, parsed);
  const draft = cloneState(state);
  const ctx: Ctx = { events: [], dice, draws, lost, owned: [], origin: state, cardsOwned: false };
  inheritOccupancy(state, draft);
  try {
    perform(draft, parsed, ctx);
    run(draft, ctx);
  } catch (e) {
    if (e instanceof SupplyError) return err('bad-supply', e.message);
    throw e;
  }
  // Temporary objectives gained or lost come before a gameOver they caused: gameOver stays the last event.
  // Temporary objectives can only change when a unit moved or died, and then the draft has its own occupancy table
  // (when the parent never built one, we cannot tell, so we look).
  const occBefore = cacheOf(state).occ;
  if (state.objectives.length && (!occBefore || cacheOf(draft).occ !== occBefore)) {
    const objectives: GameEvent[] = [];
    temporaryObjectiveChanges(state, draft, objectives);
    const over = ctx.events.findIndex((e) => e.type === 'gameOver');
    ctx.events.splice(over < 0 ? ctx.events.length : over, 0, ...objectives);
  }
  return { ok: true, state: draft, events: ctx.events };
}

/**
 * No supplied outcomes: one empty list shared by every action (the handlers only read these lists, and take from
 * them with shift() only while they are not empty).
 */
const NONE: number[] = [];
const NO_DICE: DieFace[] = [];

/** Is `a` (by reference) one of the actions cached as this state's legal list? Never computes the list. */
function inLegalList(s: GameState, a: unknown): boolean {
  const legal = cacheOf(s).legal;
  if (!legal || typeof a !== 'object' || a === null) return false;
  for (let i = 0; i < legal.length; i++) if (legal[i] === a) return true;
  return false;
}
