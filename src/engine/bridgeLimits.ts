/**
 * The bridges a battle lets be blown (scenario `rules.blowable`, state `special.blowable`; decision C416). FAQ §III
 * Blowing up Bridges (003 l.1720-1745): the card plays are bridges.ts's; "Blowing up a Bridge is a card play that does
 * not require a unit to be adjacent to the Bridge unless stated otherwise in the Special Rules. Note: The rules for
 * blowing up a Bridge are not permanent rules, but rather scenario-specific additions" (l.1737). A battle may so:
 * - name the bridges that may be blown (`hexes`; the others may not);
 * - need a unit of the blowing side next to the bridge (`nextToUnit`: the file's NEED_NEIGHBOUR_UNIT);
 * - give the blowing side 1 medal for each of `medals` it blows (the file's ONE_MEDAL_IF_BLOWN).
 * Only battles with the rule reach this module: bridges.ts and decisions/bridges.ts test the field first.
 */
import { isAlive, replaceCell } from './board';
import { hexDistance, hexIndex, type Hex, type Side } from './hex';
import type { BlowableBridges } from './scenario';
import type { GameState } from './types';
import type { Ctx } from './turn/draft';
import { addMedals, checkVictory } from './victory';

/** Medals a blown bridge of `medals` is worth. */
export const BLOWN_BRIDGE_MEDALS = 1;

const same = (a: Hex, b: Hex) => a.row === b.row && a.col === b.col;

/** May `side` blow the bridge on `h` under the battle's limits? */
export function mayBlow(s: GameState, side: Side, h: Hex, lim: BlowableBridges): boolean {
  if (!lim.hexes.some((x) => same(x, h))) return false;
  return !lim.nextToUnit || s.units.some((u) => u.side === side && isAlive(u) && hexDistance(u, h) === 1);
}

/** The bridge on `at` is gone: if the battle makes it worth a medal, the side that blew it wins one. */
export function blownBridgeMedal(s: GameState, side: Side, at: Hex, ctx: Ctx): void {
  if (!s.special!.blowable!.medals!.some((x) => same(x, at))) return;
  const i = hexIndex(s.board.geometry, at);
  replaceCell(s, i, { ...s.board.cells[i]!, blownBy: side });
  addMedals(s, side, BLOWN_BRIDGE_MEDALS);
  ctx.events.push({ type: 'bridgeMedal', side, at: { row: at.row, col: at.col }, medals: BLOWN_BRIDGE_MEDALS });
  checkVictory(s, side, ctx.events);
}
