/**
 * Sea Wall (FAQ §II Sea Wall, 003 l.788-809; decision C390): sandbags that act as a permanent improved position.
 * No movement restriction, clear sight; a unit of the side it protects (the Allies in every file: "The Sea Wall only
 * protects the Allies") gets the sandbags' protection (1 die against infantry and armor when its terrain gives less)
 * and may ignore the first flag. The wall stays when its hex is left ("The Sea Wall may not be removed").
 * A cell field (`Cell.seaWall`), absent on every hex of a battle without one.
 */
import type { Side } from './hex';

/** Does a sea wall on a hex (its protected side, or undefined) shelter a unit of `side`? */
export function seaWallShelters(wall: Side | undefined, side: Side): boolean {
  return wall !== undefined && wall === side;
}
