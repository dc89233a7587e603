/**
 * Counter-Attack (cards.md; FAQ §VIII Counter-Attack Q4-Q6): the command in force is the opponent's last command,
 * in the same board area (so a flank card's name and an Infantry Assault's section are mirrored), with all its
 * options; a Counter-Attack copies what that one copied.
 */
import { other } from '../board';
import { mirrorSection, mirroredCardType } from '../cards';
import type { Command, GameState, Side } from '../types';

/** The command a Counter-Attack played by `side` copies (null: the opponent has played nothing yet). */
export function counterAttackCommand(s: GameState, side: Side): Command | null {
  const last = s.lastCommand[other(side)];
  const cmd: Command | null = last ? { type: mirroredCardType(last.type) } : null;
  // funnies (FAQ §XII The Surrender of Elster's Column): a side that may not play Air Power does not copy one.
  if (cmd?.type === 'air-power' && s.special?.noAirPower === side) return null;
  if (cmd && last?.section) cmd.section = mirrorSection(last.section);
  return cmd;
}
