/**
 * Armor and vehicles of the Equipment Pack and FAQ §IV (issue 17). Today: the Tiger (Equipment Pack, Tiger; FAQ
 * §IV Tigers): every hit that dice score against it (a battle, an Ambush, a Barrage or Air Power, a minefield) and
 * every hit for a retreat hex it cannot make (FAQ §III Retreats) is rolled again, and only a grenade on the re-roll
 * takes the figure; the other faces of the re-roll, flags included, do nothing. Losses with no dice to confirm (the
 * ice of a frozen river, FAQ §II Frozen Rivers Q3; a bridge blown under it) are taken at once.
 */
import type { GameState, LossCause, Unit } from '../types';
import { UNIT_KINDS } from '../units';
import type { Ctx } from '../turn/draft';
import { roll } from '../turn/roll';
import { addMedals } from '../victory';

/** Losses that come from dice hits or a blocked retreat: a Tiger confirms them with a grenade. */
const CONFIRMED: ReadonlySet<LossCause> = new Set<LossCause>(['hit', 'blockedRetreat', 'mine']);

/** Does this loss of `v` need confirming? (One property read for the standard kinds.) */
export function needsConfirm(v: Unit, cause: LossCause): boolean {
  return UNIT_KINDS[v.kind].confirmHits === true && CONFIRMED.has(cause);
}

/**
 * Roll one die again for each of the `hits` scored against `v` (from the state's dice, after the roll that scored
 * them): the number of grenades is the hits that stand (event `hitsConfirmed`).
 */
export function confirmHits(s: GameState, v: Unit, hits: number, ctx: Ctx): number {
  const faces = roll(s, ctx, hits);
  const confirmed = faces.filter((f) => f === 'grenade').length;
  ctx.events.push({ type: 'hitsConfirmed', unit: v.id, hits, confirmed });
  return confirmed;
}

/**
 * Tank destroyers (Equipment Pack, Elefant; FAQ §IV Tank Destroyers): do stars hit `target` in a battle by
 * `attacker`? A tank destroyer's stars hit armor (the vehicles of the pack are armor-class kinds here); any attacker
 * but infantry hits a tank destroyer with stars. Two property reads for the standard kinds.
 */
export function starsHitBetween(attacker: Unit | undefined, target: Unit): boolean {
  if (!attacker) return false;
  const ak = UNIT_KINDS[attacker.kind];
  const tk = UNIT_KINDS[target.kind];
  if (ak.tankDestroyer && tk.symbol === 'armor') return true;
  return tk.tankDestroyer === true && ak.symbol !== 'infantry';
}

/**
 * A tank destroyer that has not moved this turn (no move, no Take Ground) ignores its target's terrain protections
 * (Equipment Pack; FAQ §IV Tank Destroyers "When it does not move, ignore all terrain battle restrictions"). A unit
 * with no order this turn (an Ambush) has not moved.
 */
export function ignoresTargetTerrain(s: GameState, attacker: Unit): boolean {
  if (!UNIT_KINDS[attacker.kind].tankDestroyer) return false;
  const ut = s.turn.units[attacker.id];
  return !ut || (ut.moved === 0 && !ut.advanced);
}

/**
 * Half-tracks (Equipment Pack, Sd. Kfz 250, "Half-Tracks - Medals"): a side's half-track figures lost count together,
 * whatever unit they came from, and every `perMedal` of them give the enemy one medal (the unit itself gives none).
 * `v` has just lost `lost` figures; the count is read off the board (figures at the start less figures now, over the
 * side's units of the kind), so no state is kept. Returns the medals given (event `figureMedal`).
 */
export function figureMedals(s: GameState, v: Unit, lost: number, perMedal: number, ctx: Ctx): number {
  let total = 0;
  // (A unit that left the board by an exit marker is not lost: decision C137.)
  // supply: a supply truck's figures handed out to re-supply never count (Unit.spent; troops/supply.ts).
  for (const u of s.units) if (u.side === v.side && u.kind === v.kind && !u.exited) total += u.maxFigures - u.figures - (u.spent ?? 0);
  const medals = Math.floor(total / perMedal) - Math.floor((total - lost) / perMedal);
  if (medals <= 0) return 0;
  const to = v.side === 'axis' ? 'allies' : 'axis';
  addMedals(s, to, medals);
  ctx.events.push({ type: 'figureMedal', unit: v.id, medals, to });
  return medals;
}
