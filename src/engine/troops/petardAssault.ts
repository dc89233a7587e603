/**
 * A Petard Mortar tank's close assault on an empty bunker (Equipment Pack, Hobart's Funnies l.234: "a Bunker may be
 * targeted in Close Assault (usually with 2 dice) even if it contains no unit! In this case, if a Star is rolled and
 * the Bunker is removed; other dice results have no effect"; FAQ §IV Hobart's Funnies Q1, l.2843-2845: "Destruction
 * of an adjacent, empty Bunker would be the same as a successful Close Assault"; decision C314).
 *
 * It is a battle of the tank (its turn's battles, Artillery Bombard's rule for other units, camouflage lost, its
 * Armor Overrun battle included) on a target hex with no unit: no Ambush (no defender), the dice of the legal list
 * (troops/funnies.ts `emptyBunkerTargets`), a star removes the bunker, nothing else counts. Take Ground is queued as
 * for any close assault: the tank may advance only into a hex whose bunker is gone (armor never enters a bunker), and
 * then overrun as usual.
 */
import { battleTargets } from '../battle';
import type { Hex } from '../hex';
import { queueTakeGround } from '../decisions/takeGround';
import { endOtherBombards } from '../tactics/artilleryBombard';
import type { GameState } from '../types';
import { mutTurnUnit, type Ctx } from '../turn/draft';
import { uncover } from '../turn/position';
import { roll } from '../turn/roll';
import { removeBunker } from './funnies';

export function assaultEmptyBunker(s: GameState, id: number, target: Hex, overrun: boolean, ctx: Ctx): void {
  let u = s.units[id]!;
  endOtherBombards(s, id);
  // A camouflaged unit that battles loses its camouflage (FAQ §III Camouflage, l.1967).
  if (u.camouflaged) {
    uncover(s, u, ctx);
    u = s.units[id]!;
  }
  const ut = mutTurnUnit(s, id)!;
  const dice = battleTargets(s, u, ut, overrun).find((b) => b.unit < 0 && b.target.row === target.row && b.target.col === target.col)!.dice;
  ut.battles++;
  if (overrun) ut.overrunUsed = true;
  const at = { row: target.row, col: target.col };
  ctx.events.push({ type: 'bunkerAssault', unit: id, from: { row: u.row, col: u.col }, at, dice });
  queueTakeGround(s, u, at);
  const faces = roll(s, ctx, dice);
  if (faces.includes('star')) removeBunker(s, id, at, ctx);
}
