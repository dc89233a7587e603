/**
 * Barrage (cards.md Barrage; FAQ §VIII Barrage, §I Retreating Q5): the player picks any enemy unit; it takes 4 dice
 * with no terrain reduction, and its flags may not be ignored. Played in turn/play.ts.
 */
import { isAlive, unitAt } from '../board';
import { roll } from '../turn/roll';
import { strike } from '../turn/hits';
import type { Decision } from './decision';

export const barrage: Decision<'barrage'> = {
  // A camouflaged unit may only be targeted in a close assault: never by a card (FAQ §III Camouflage Q, l.1998-2000).
  actions: (s, p) => s.units.filter((u) => u.side !== p.actor && isAlive(u) && !u.camouflaged).map((u) => ({ type: 'target', target: { row: u.row, col: u.col } })),
  apply(s, _p, a, ctx) {
    if (a.type !== 'target') return;
    s.pending.shift();
    const v = unitAt(s, a.target)!;
    ctx.events.push({ type: 'cardStrike', card: 'barrage', target: v.id, at: { row: v.row, col: v.col }, dice: 4 });
    // cards.md Barrage: 4 dice, no terrain reduction; flags may not be ignored (FAQ §I Retreating Q5).
    strike(s, v, roll(s, ctx, 4), -1, false, false, ctx);
  },
  // Every enemy unit camouflaged: the card strikes nothing (decision C69).
  auto(s, p) {
    if (s.units.some((u) => u.side !== p.actor && isAlive(u) && !u.camouflaged)) return false;
    s.pending.shift();
    return true;
  },
};
