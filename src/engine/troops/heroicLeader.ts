/**
 * Heroic Leader (FAQ §III Heroic Leader, l.1841-1864; FAQ §I Sandbags Q, l.365-367; house rules l.342): a Battle
 * Star on an infantry unit (scenario unit `heroicLeader`). The unit
 * - may ignore one flag of each attack, on top of the one its hex lets it ignore (l.367: sandbags and leader, two
 *   flags), never against a Barrage or an Air Power (l.367: those cards overpower every protection);
 * - battles with 1 more die (l.1855), in every battle it makes (close assault or fire, an Ambush included);
 * - when eliminated: 2 dice are rolled (the state's PRNG, at once); a star, and the leader is lost: 1 medal to the
 *   enemy; otherwise he goes to the nearest friendly infantry unit (l.1860: infantry, the summary card over the
 *   Terrain Pack), and with no such unit he is lost, a medal to the enemy (l.1864).
 * Not on half-tracks, supply trucks (Equipment Pack l.307, l.431), nor any unit that is not infantry; not on a
 * sniper (a single figure with rules of its own). Decisions: docs/rules-decisions.md C280-C284.
 * Read by the hot paths through the unit's optional `heroicLeader` field, absent in battles without one.
 */
import { hexDistance } from '../hex';
import type { GameState, Side, Unit, UnitKind } from '../types';
import { UNIT_KINDS } from '../units';
import { addMedals } from '../victory';
import { own, type Ctx } from '../turn/draft';
import { roll } from '../turn/roll';

/** Battle dice the leader adds (FAQ §III Heroic Leader: "battles at +1d"). */
export const LEADER_DICE = 1;

/** Dice rolled for the leader when his unit is eliminated (FAQ §III: "roll two Battle dice"). */
export const LEADER_ROLL = 2;

/** Medals the enemy gains when the leader is lost (FAQ §III: "counts as a Victory medal"). */
export const LEADER_MEDALS = 1;

/** May a unit of this kind have a Heroic Leader? Infantry only, never a sniper (decision C281). */
export function canLead(kind: UnitKind): boolean {
  const k = UNIT_KINDS[kind];
  // supply: nor a supply truck (Equipment Pack l.431: no Heroic Leader, no rafts or boats).
  return k.symbol === 'infantry' && !k.noMedal && !k.resupplies;
}

/** Battle dice the unit's leader adds (0 without one). */
export function leaderDice(u: Unit): number {
  return u.heroicLeader ? LEADER_DICE : 0;
}

/**
 * The friendly infantry unit a surviving leader goes to: the nearest to `from` without a leader of its own; among
 * equals, the one with most figures, then the first in the scenario's order (decision C282). -1: none.
 */
export function leaderHeir(s: GameState, side: Side, from: { row: number; col: number }, except: number): number {
  let best = -1;
  let bestD = Infinity;
  let bestFig = -1;
  for (const v of s.units) {
    if (v.id === except || v.side !== side || v.figures <= 0 || v.heroicLeader || !canLead(v.kind)) continue;
    const d = hexDistance(from, v);
    if (d < bestD || (d === bestD && v.figures > bestFig)) {
      best = v.id;
      bestD = d;
      bestFig = v.figures;
    }
  }
  return best;
}

/**
 * The unit `v` (already owned by the draft, still on its hex `at`) was eliminated with its leader: roll 2 dice; a star
 * loses him (a medal to the enemy), else he joins the nearest friendly infantry unit, or is lost if there is none.
 * Returns the medals the enemy gains (the caller checks victory after the unit's own medal).
 */
export function leaderFalls(s: GameState, v: Unit, at: { row: number; col: number }, ctx: Ctx): number {
  delete v.heroicLeader;
  const faces = roll(s, ctx, LEADER_ROLL);
  const star = faces.includes('star');
  const heir = star ? -1 : leaderHeir(s, v.side, at, v.id);
  if (heir >= 0) own(s, ctx, heir).heroicLeader = true;
  const medals = heir >= 0 ? 0 : LEADER_MEDALS;
  const to: Side = v.side === 'axis' ? 'allies' : 'axis';
  if (medals) addMedals(s, to, medals);
  ctx.events.push({ type: 'heroicLeader', unit: v.id, star, heir, medals, to });
  return medals;
}
