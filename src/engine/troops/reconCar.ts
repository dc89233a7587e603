/**
 * Command cars' Recon 1 draw (Equipment Pack Kübelwagen, 002 l.504; FAQ §IV Command Cars, l.2742; decisions
 * C330-C333): at the end of a turn whose Recon 1 card ordered one of the side's command cars, its player may take any
 * one card of the discard pile (decision `reconDiscard`, answered with `keep`) instead of the Recon's draw 2 keep 1
 * (answered with `decline`, which goes on to decisions/keep.ts). The card just played is not offered: it was not
 * "already" in the pile when the car was ordered (C331). The card taken goes to the hand unnamed for the opponent
 * (event `tookDiscard`, hidden by view.ts).
 */
import { cardDef } from '../cards';
import type { Decision } from '../decisions/decision';
import { queueReconKeep } from '../decisions/keep';
import { cardsOf, type Ctx } from '../turn/draft';
import { finishTurn } from '../turn/nextTurn';
import type { GameState } from '../types';
import { UNIT_KINDS } from '../units';

/** The cards of the discard pile the car's player may take now (the card just played left out). */
export function reconDiscardChoices(s: GameState): number[] {
  const played = s.turn.card;
  return s.cards.discard.filter((c) => c !== played);
}

/**
 * Whether this turn's card is a Recon 1 that ordered a command car of the side (C330: ordered is enough, even if the
 * car was lost afterwards). Cheap for every other turn: the card is checked first.
 */
export function reconOrderedCar(s: GameState): boolean {
  const t = s.turn;
  if (!t.command || !cardDef(t.command.type).recon) return false;
  for (const id of t.ordered) {
    const u = s.units[id];
    if (u && u.side === t.side && UNIT_KINDS[u.kind].ordersOneMore) return true;
  }
  return false;
}

/** End of a Recon 1 turn that ordered a command car: true when the choice waits (there is a card to take). */
export function queueReconDiscard(s: GameState): boolean {
  if (!reconOrderedCar(s) || reconDiscardChoices(s).length === 0) return false;
  s.pending.unshift({ kind: 'reconDiscard', actor: s.turn.side });
  return true;
}

export const reconDiscard: Decision<'reconDiscard'> = {
  actions: (s) => [...reconDiscardChoices(s).map((c) => ({ type: 'keep' as const, card: c })), { type: 'decline' as const }],
  apply(s, p, a, ctx: Ctx) {
    s.pending.shift();
    if (a.type === 'keep') {
      cardsOf(s, ctx);
      const pile = s.cards.discard;
      pile.splice(pile.indexOf(a.card), 1);
      s.cards.hands[p.actor].push(a.card);
      ctx.events.push({ type: 'tookDiscard', side: p.actor, card: a.card });
      finishTurn(s, ctx);
      return;
    }
    // The usual Recon draw: draw 2 keep 1.
    if (queueReconKeep(s, ctx)) return;
    finishTurn(s, ctx);
  },
};
