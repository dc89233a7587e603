/**
 * Hobart's other Funnies (Equipment Pack Hobart's Funnies, 002 l.190-228; FAQ §IV Hobart's Funnies l.2835-2841). The
 * Mine digger (kind `mine-digger`, flag `mineDigger`): "must stop upon entering a minefield. The minefield is removed
 * (without detonating) and the Tank unit may still battle if eligible" (l.226). The stop is every minefield's
 * (movement.ts); troops/engineers.ts `engineerEntersMinefield` removes the counter through this test, and the unit's
 * battle is left as it was. Any entry by its own move (Take Ground included) digs; a retreat sets off nothing anyway;
 * standing on a minefield changes nothing. Decision C342. The Assault Bridge, Bobbin and Fascine are not played yet.
 */
import { hexIndex, type Hex } from '../hex';
import type { GameState, Unit } from '../types';

/** Does the Mine digger `u`, entering `at`, find an enemy minefield there to remove (a decoy too)? */
export function digsMinefield(s: GameState, u: Unit, at: Hex): boolean {
  const m = s.mines?.[String(hexIndex(s.board.geometry, at))];
  return !!m && m.owner !== u.side;
}
