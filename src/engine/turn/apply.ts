/**
 * applyAction: check the action and the supplied outcomes, apply the action to a draft (turn/perform.ts), run the
 * automatic steps (turn/run.ts), and report the events. Never mutates its input, never throws on bad input.
 */
import { inheritOccupancy } from '../board';
import { cacheOf } from '../cache';
import { temporaryObjectiveChanges } from '../victory';
import type { ApplyResult, GameEvent, GameState } from '../types';
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
  const parsed = parseAction(action);
  if (typeof parsed === 'string') return err('malformed-action', parsed);
  const sup = parseSupply(supply);
  if (typeof sup === 'string') return err('bad-supply', sup);
  if (state.winner) return err('game-over', `the game is over: ${state.winner} won`);
  if (!isLegal(state, parsed)) return diagnose(state, parsed);
  const draft = cloneState(state);
  const ctx: Ctx = { events: [], dice: sup.dice ?? [], draws: sup.draws ?? [], lost: sup.lost ?? [], owned: [], origin: state, cardsOwned: false };
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
