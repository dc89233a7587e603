/**
 * Airfield reinforcements (house rules 001 l.553-554, Terrain Pack Airfield, an official chapter): "After playing a
 * Direct From HQ Command Card, one Infantry Unit is placed on an Airfield hex as Reinforcements. The Unit may not Move
 * or Battle the turn it lands", never on an airfield "occupied by, or within Battle Range of, enemy Units", and only
 * where "allowed by the Scenario's Special Rules" (scenario `rules.airfieldReinforcements`, state
 * `special.airfieldReinforcements`). After the card is played, before any order, the side may land one standard
 * infantry unit (4 figures; its army that of the side's own infantry) on a free airfield no enemy unit could battle
 * (decision `airfield`); the unit is not ordered this turn (`turn.landed`, read by orders.ts). A scenario may cap the
 * landings (`units`); the count is the state's `airLanded`. Decisions: docs/rules-decisions.md C323-C325.
 */
import { hexDistance, type Hex } from '../hex';
import { isAlive, unitAt } from '../board';
import { cacheOf } from '../cache';
import { UNIT_KINDS } from '../units';
import type { Action, GameState, Side, Unit } from '../types';
import type { Ctx } from '../turn/draft';
import type { Decision } from '../decisions/decision';

/** The reinforcement's kind: "one Infantry Unit" (l.554), standard infantry. */
export const LANDING_KIND = 'infantry' as const;

/** The battle range of a unit: the reach of its dice table (its kind's), whatever sight or terrain. */
export function battleRange(u: Unit): number {
  return UNIT_KINDS[u.kind].dice.length;
}

/** Landings the side has left (Infinity when the scenario sets no cap), or 0 when it has none. */
function landingsLeft(s: GameState, side: Side): number {
  const r = s.special?.airfieldReinforcements?.[side];
  if (!r) return 0;
  return r.units === undefined ? Infinity : r.units - (s.airLanded?.[side] ?? 0);
}

/** The airfields the side may land on now: free of units, and no enemy unit within its battle range of them. */
export function landingSites(s: GameState, side: Side): Hex[] {
  const out: Hex[] = [];
  const { rows, cols } = s.board.geometry;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const c = s.board.cells[row * cols + col];
      if (c?.terrain !== 'airfield') continue;
      const h = { row, col };
      if (unitAt(s, h)) continue;
      if (s.units.some((v) => v.side !== side && isAlive(v) && hexDistance(v, h) <= battleRange(v))) continue;
      out.push(h);
    }
  }
  return out;
}

/** A Direct From HQ was just played: offer the landing when the battle allows it and a site is open. */
export function offerLanding(s: GameState, side: Side): void {
  if (s.turn.command?.type !== 'direct-from-hq' || landingsLeft(s, side) <= 0) return;
  if (landingSites(s, side).length) s.pending.unshift({ kind: 'airfield', actor: side });
}

/** The army of the side's standard infantry (the first that has one), for the new unit; none when they have none. */
function armyOf(s: GameState, side: Side): Unit['army'] {
  for (const u of s.units) if (u.side === side && u.kind === LANDING_KIND && u.army) return u.army;
  return undefined;
}

function land(s: GameState, side: Side, at: Hex, ctx: Ctx): void {
  if (!ctx.owned.length) s.units = s.units.slice();
  const figures = UNIT_KINDS[LANDING_KIND].figures;
  const nu: Unit = { id: s.units.length, side, kind: LANDING_KIND, row: at.row, col: at.col, figures, maxFigures: figures, medals: 1 };
  const army = armyOf(s, side);
  if (army) nu.army = army;
  s.units.push(nu);
  ctx.owned.push(nu.id);
  const c = cacheOf(s);
  c.occ = undefined;
  c.sight = undefined;
  s.airLanded = { ...s.airLanded, [side]: (s.airLanded?.[side] ?? 0) + 1 };
  s.turn.landed = nu.id;
  ctx.events.push({ type: 'airLanded', unit: nu.id, side, at: { row: at.row, col: at.col } });
}

export const airfield: Decision<'airfield'> = {
  actions(s, p): Action[] {
    const out: Action[] = landingSites(s, p.actor).map((h) => ({ type: 'target', target: h }));
    out.push({ type: 'decline' });
    return out;
  },
  apply(s, p, a, ctx) {
    s.pending.shift();
    if (a.type === 'target') land(s, p.actor, a.target, ctx);
  },
};
