/**
 * The end of a turn (rulebook p.6 "Game Turn", step 5): after the battles (or Behind Enemy Lines' second move), a
 * sudden-death win is checked, the card is discarded and the cards are drawn: the Ambush player first, Their Finest
 * Hour's reshuffle, a Recon's draw 2 keep 1 (decisions/keep.ts). The next turn starts in nextTurn.ts.
 */
import { cardDef } from '../cards';
import { queueReconKeep } from '../decisions/keep';
import { suddenDeathMet } from '../special';
import { secondMoveFollows } from '../tactics/behindEnemyLines';
import { reshuffleAfterFinestHour } from '../tactics/theirFinestHour';
import { queueReconDiscard } from '../troops/reconCar';
import { endGame } from '../victory';
import type { GameState } from '../types';
import { cardsOf, type Ctx } from './draft';
import { drawCard } from './draw';
import { finishTurn } from './nextTurn';

/** The battle step is over: Behind Enemy Lines' second move, or the end of the turn. */
export function endBattles(s: GameState, ctx: Ctx): void {
  if (secondMoveFollows(s)) {
    s.turn.stage = 'move2';
    return;
  }
  endTurn(s, ctx);
}

export function endTurn(s: GameState, ctx: Ctx): void {
  const t = s.turn;
  // Scenario sudden death (Toulon, Saverne): the side wins when its own turn ends holding the hexes; nobody draws
  // (and, as with any win, the card played stays in play).
  if (suddenDeathMet(s, t.side)) {
    endGame(s, t.side, ctx.events, 'suddenDeath');
    return;
  }
  cardsOf(s, ctx);
  // A card that blew a bridge by option 1 is lost and never replaced (FAQ §III Blowing up Bridges, l.1726-1727).
  if (t.card !== null && t.cardLost) {
    const lost = (s.cards.lost ??= {});
    lost[t.side] = [...(lost[t.side] ?? []), t.card];
    ctx.events.push({ type: 'cardLost', side: t.side, card: t.card });
  } else if (t.card !== null) s.cards.discard.push(t.card);
  // The Ambush player draws first (cards.md, FAQ §VIII Ambush Q5).
  // One card for each Ambush played (rulebook: a card played is replaced; FAQ §VIII Ambush Q2, l.3568-3570: one card
  // ambushes one attack, so a hand holding two may ambush twice in a turn).
  if (t.ambushBy) for (let i = 0; i < (t.ambushes ?? 1); i++) drawCard(s, ctx, t.ambushBy);
  // Their Finest Hour: discards (it included) and deck reshuffled, then the draw (FAQ §VIII TFH Q2) — unless the
  // battle never reshuffles (Vassieux).
  reshuffleAfterFinestHour(s, ctx);
  if (t.cardLost) {
    // Lost: no card drawn for it.
  } else if (t.command && cardDef(t.command.type).recon) {
    // recon: a Recon 1 that ordered a command car may take a card of the discard pile instead (troops/reconCar.ts).
    if (queueReconDiscard(s)) return;
    if (queueReconKeep(s, ctx)) return;
  } else {
    drawCard(s, ctx, t.side);
  }
  finishTurn(s, ctx);
}
