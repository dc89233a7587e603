/**
 * The loop after an action: run automatic steps and single-answer decisions (decisions/ `auto`), and skip steps
 * where the player has nothing to decide, until a decision is needed or the game is over.
 */
import { cacheOf } from '../cache';
import { decisionOf } from '../decisions';
import type { GameState } from '../types';
import type { Ctx } from './draft';
import { endBattles, endTurn } from './endTurn';
import { legalActions } from './legal';
import { endOrders } from './order';
import { engineersClearStandingMines } from '../troops/engineers';

export function run(s: GameState, ctx: Ctx): void {
  for (let guard = 0; guard < 1000; guard++) {
    if (s.winner) {
      s.pending = [];
      return;
    }
    const p = s.pending[0];
    if (p) {
      const auto = decisionOf(p).auto;
      if (!auto || !auto(s, p, ctx)) return;
      continue;
    }
    if (!autoAdvance(s, ctx)) return;
  }
  throw new Error('engine loop did not settle');
}

/** Skip steps where the player has nothing to decide. Returns true if something changed. */
function autoAdvance(s: GameState, ctx: Ctx): boolean {
  const t = s.turn;
  switch (t.stage) {
    case 'play':
      return false;
    default: {
      // The list computed here is cached for the draft, which is the state returned when nothing else changes.
      withoutCache(s);
      if (ctx.carryMoves && t.stage === 'move') cacheOf(s).moves = ctx.carryMoves;
      ctx.carryMoves = undefined;
      if (legalActions(s).length > 1) return false;
      if (t.stage === 'order') endOrders(s, ctx);
      else if (t.stage === 'move') {
        t.stage = 'battle';
        engineersClearStandingMines(s, ctx);
      }
      else if (t.stage === 'move2') endTurn(s, ctx);
      else endBattles(s, ctx);
      // The list cached above is stale now: a decision may be waiting (e.g. Recon's keep) with no further check.
      withoutCache(s);
      return true;
    }
  }
}

/** Drafts change in place, so legal actions of a draft are computed fresh, not cached. */
function withoutCache(s: GameState): GameState {
  const c = cacheOf(s);
  c.legal = undefined;
  c.moves = undefined;
  return s;
}
