/**
 * Recon's draw 2 keep 1 (cards.md Recon 1 and the other Recon cards; FAQ §VIII Recon): at the end of the turn the
 * player draws two cards and keeps one (decision `keep`); the other is discarded. Then the turn finishes
 * (turn/nextTurn.ts: the battle's extra draws come after the keep).
 */
import type { GameState } from '../types';
import { cardsOf, type Ctx } from '../turn/draft';
import { drawCard } from '../turn/draw';
import { finishTurn } from '../turn/nextTurn';
import type { Decision } from './decision';

/** End of a Recon turn: draw two; true when both came and the keep decision waits (fewer: they simply stay drawn). */
export function queueReconKeep(s: GameState, ctx: Ctx): boolean {
  const side = s.turn.side;
  const a = drawCard(s, ctx, side);
  const b = drawCard(s, ctx, side);
  const got = [a, b].filter((c): c is number => c !== undefined);
  if (got.length !== 2) return false;
  const hand = s.cards.hands[side];
  for (const c of got) hand.splice(hand.indexOf(c), 1);
  s.pending.unshift({ kind: 'keep', actor: side, cards: got });
  return true;
}

export const keep: Decision<'keep'> = {
  actions: (_s, p) => p.cards.map((c) => ({ type: 'keep', card: c })),
  apply(s, p, a, ctx) {
    if (a.type !== 'keep') return;
    s.pending.shift();
    const other_ = p.cards.find((c) => c !== a.card)!;
    cardsOf(s, ctx);
    s.cards.hands[p.actor].push(a.card);
    s.cards.discard.push(other_);
    ctx.events.push({ type: 'kept', side: p.actor, card: a.card, discarded: other_ });
    finishTurn(s, ctx);
  },
};
