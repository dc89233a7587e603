/**
 * Capture HQ/Supply Tent (FAQ §III, l.2006-2020; §II HQs & Supply Tents Q, l.1517-1519): in a battle whose scenario
 * marks headquarters hexes (scenario hex `headquarters`), when an enemy unit stands on one its owner at once loses one
 * command card at random (drawn with the state's PRNG) to the discard pile; when a unit of the owner moves back onto
 * it, the owner draws a card at once, which makes the hand full again. Eliminating the enemy unit on it is not enough.
 * Checked after every change of hex (turn/position.ts). Decision C75.
 */
import { rngOf } from '../cache';
import { occupancy, occupant } from '../board';
import { hexIndex } from '../hex';
import { nextInt } from '../rng';
import type { GameState } from '../types';
import { SupplyError, cardsOf, type Ctx } from './draft';
import { drawCard } from './draw';

export function checkHeadquarters(s: GameState, ctx: Ctx): void {
  const hqs = s.special?.headquarters;
  if (!hqs) return;
  const occ = occupancy(s);
  const g = s.board.geometry;
  for (const hq of hqs) {
    const i = hexIndex(g, hq);
    const id = occupant(occ, i);
    if (id < 0) continue;
    const side = s.units[id]!.side;
    const k = String(i);
    const lost = s.hqCaptured?.[k];
    const at = { row: hq.row, col: hq.col };
    if (side !== hq.side && lost === undefined) {
      // Captured: one card of the owner's hand, at random, goes to the discard pile (face up: both players see it).
      const cards = cardsOf(s, ctx);
      const hand = cards.hands[hq.side];
      let card = -1;
      if (hand.length) {
        // A supplied outcome (a save replayed under other rules) names the card; else the PRNG picks it.
        const at = ctx.lost.length ? hand.indexOf(ctx.lost.shift()!) : nextInt(rngOf(s), hand.length);
        if (at < 0) throw new SupplyError('a supplied lost card is not in the hand');
        card = hand.splice(at, 1)[0]!;
        cards.discard.push(card);
      }
      s.hqCaptured = { ...s.hqCaptured, [k]: card < 0 ? 0 : 1 };
      ctx.events.push({ type: 'hqCaptured', side: hq.side, at, card });
    } else if (side === hq.side && lost !== undefined) {
      // Reclaimed by a friendly unit moving onto it: the card lost is drawn back at once.
      const { [k]: _gone, ...rest } = s.hqCaptured!;
      if (Object.keys(rest).length) s.hqCaptured = rest;
      else delete s.hqCaptured;
      ctx.events.push({ type: 'hqRetaken', side: hq.side, at });
      for (let n = 0; n < lost; n++) drawCard(s, ctx, hq.side);
    }
  }
}
