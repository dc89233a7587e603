/**
 * Air Power (cards.md Air Power; FAQ §VIII Air Power): the player picks up to 4 enemy units in adjacent hexes
 * (decision `airPower`: each pick a `target`, then `strike`), then each hex is struck in turn (automatic step
 * `strike`): Allies 2 dice, Axis 1 die per hex, stars hit, no terrain reduction, flags may not be ignored.
 * Played in turn/play.ts (also as a scenario's `playAs`).
 */
import { isAlive, unitAt } from '../board';
import { hexDistance, sameHex, sectionsOf, type Hex, type Section } from '../hex';
import type { Action, GameState, Pending, Side } from '../types';
import { strike as strikeUnit } from '../turn/hits';
import { roll } from '../turn/roll';
import { automatic, type Decision } from './decision';

export const airPower: Decision<'airPower'> = {
  actions(s, p): Action[] {
    const out: Action[] = airCandidates(s, p.actor, p.picked, p.section).map((h) => ({ type: 'target', target: h }));
    if (p.picked.length) out.push({ type: 'strike' });
    return out;
  },
  apply(s, p, a) {
    if (a.type === 'target') {
      p.picked.push({ row: a.target.row, col: a.target.col });
      if (p.picked.length < 4 && airCandidates(s, p.actor, p.picked, p.section).length) return;
    }
    s.pending.shift();
    // FAQ §VIII Air Power Q1: roll hex by hex; Allies 2 dice, Axis 1 die per hex.
    const dice = p.actor === 'allies' ? 2 : 1;
    const strikes: Pending[] = p.picked.map((h) => ({ kind: 'strike', actor: p.actor, row: h.row, col: h.col, dice }));
    s.pending.unshift(...strikes);
  },
  // Nothing to strike (every enemy unit camouflaged): the card strikes nothing (decision C69).
  auto(s, p) {
    if (p.picked.length || airCandidates(s, p.actor, p.picked, p.section).length) return false;
    s.pending.shift();
    return true;
  },
};

/** Strike the next picked hex (the unit there may have left it or been eliminated meanwhile). */
export const strike = automatic<'strike'>((s, p, ctx) => {
  s.pending.shift();
  const v = unitAt(s, { row: p.row, col: p.col });
  if (!v || v.side === p.actor) return true;
  ctx.events.push({ type: 'cardStrike', card: 'air-power', target: v.id, at: { row: v.row, col: v.col }, dice: p.dice });
  strikeUnit(s, v, roll(s, ctx, p.dice), -1, false, true, ctx);
  return true;
});

/**
 * Enemy units that may be picked next: not picked yet, adjacent to a picked hex, at most 4. Under Blitz (`section`)
 * the first one lies in that section, seen from the player's seat, so the strike hits at least one hex there.
 */
function airCandidates(s: GameState, side: Side, picked: Hex[], section?: Section): Hex[] {
  if (picked.length >= 4) return [];
  const out: Hex[] = [];
  for (const u of s.units) {
    // A camouflaged unit may only be targeted in a close assault (FAQ §III Camouflage Q "Strafed", l.1998-2000).
    if (u.side === side || !isAlive(u) || u.camouflaged) continue;
    if (section && !picked.length && !sectionsOf(s.board.geometry, u, s.edges[side]).includes(section)) continue;
    if (picked.some((h) => sameHex(h, u))) continue;
    if (picked.length && !picked.some((h) => hexDistance(h, u) === 1)) continue;
    out.push({ row: u.row, col: u.col });
  }
  return out;
}
