/**
 * After the end-of-turn draws (and a Recon's keep): the battle's extra draws, then the next turn, unless the game
 * cannot go on (a pile never reshuffled ran out, no card to play, the turn limit).
 */
import { other } from '../board';
import { extraDraws } from '../special';
import { MAX_TURNS, checkVictory, endGame, leader, turnStartObjectives } from '../victory';
import type { GameState, Side, TurnState } from '../types';
import type { Ctx } from './draft';
import { drawCard } from './draw';
import { dawnRoll } from '../night';
import { ageSmoke } from '../smoke';

/** A turn before its card is played. */
export function freshTurn(side: Side, number: number): TurnState {
  return { side, number, stage: 'play', card: null, command: null, ordered: [], units: {} };
}

/** After the end-of-turn draws (and a Recon's keep): the battle's extra draws and empty-deck rule, then the next turn. */
export function finishTurn(s: GameState, ctx: Ctx): void {
  if (s.special) {
    const side = s.turn.side;
    // Pegasus Bridge: extra cards on the side's first turns, after a Recon's draw 2 keep 1 (FAQ §XII Pegasus Bridge).
    for (let n = extraDraws(s, side); n > 0; n--) drawCard(s, ctx, side);
  }
  // The other side's smoke screens age as this turn ends (smoke.ts).
  ageSmoke(s, ctx);
  nextTurn(s, ctx);
  // Vassieux: a turn that ends with the draw pile empty ends the game; the next turn is never played.
  const w = s.special?.emptyWinner;
  if (w && !s.cards.deck.length) endGame(s, w, ctx.events, 'deckEmpty');
  // A turn with no card to play (a pile never reshuffled has run out), or past the turn limit, is never played:
  // the game ends, more medals winning (docs/rules-decisions.md S25, S26).
  else if (!s.cards.hands[s.turn.side].length && s.hidden?.commissar?.[s.turn.side] === undefined) endGame(s, leader(s), ctx.events, 'noCards');
  else if (s.turn.number > MAX_TURNS) endGame(s, leader(s), ctx.events, 'turnLimit');
  // The turn starts: the side's turn-start objectives are looked at, and may end the game (Equipment Pack, Turn Start).
  else if (s.objectives.some((o) => o.turnStart)) {
    turnStartObjectives(s, s.turn.side, ctx.events);
    checkVictory(s, s.turn.side, ctx.events);
  }
}

function nextTurn(s: GameState, ctx: Ctx): void {
  const side = other(s.turn.side);
  s.turn = freshTurn(side, s.turn.number + 1);
  ctx.events.push({ type: 'turn', side, number: s.turn.number });
  // Night: the Allies' dawn roll opens their turn (night.ts).
  dawnRoll(s, ctx);
}
