/**
 * The short test battle of tests/browser/game.spec.mjs (tests/fixtures/short-battle.json): three infantry a side,
 * the Allies win at once when a turn of theirs ends on one of the hexes two rows in front of them. This player plays
 * it to that end in the Allies' second turn: every turn it plays a card and orders what it can, no unit ever fights
 * (the two sides stay out of range), the Allies step one row forward in their first turn and onto a sudden-death hex
 * in their second, the Axis stay put. Deterministic: the same state gives the same action (so an undone move is
 * chosen again).
 */
import { legalActions, type Action, type GameState, type Hex } from '../../../src/engine';

export function shortBattlePlayer(goal: readonly Hex[]): (state: GameState) => Action {
  const onGoal = (h: Hex) => goal.some((g) => g.row === h.row && g.col === h.col);
  return (state) => {
    const legal = legalActions(state);
    const first = (t: Action['type']) => legal.find((a) => a.type === t);
    const pick =
      first('keep') ?? first('play') ?? first('order') ?? first('endOrders') ?? (state.turn.side === 'allies' ? allyMove(state, legal) : undefined);
    if (pick) return pick;
    const rest = legal.find((a) => a.type !== 'battle' && a.type !== 'move' && a.type !== 'target') ?? legal[0];
    if (!rest) throw new Error('no legal action');
    return rest;
  };

  function allyMove(state: GameState, legal: Action[]): Action | undefined {
    const moves = legal.filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move');
    // Second turn: onto a goal hex. First turn: one row forward, off the goal hexes.
    const second = state.turn.number > 2;
    return second
      ? moves.find((m) => onGoal(m.to))
      : moves.find((m) => !onGoal(m.to) && m.to.row === state.units[m.unit]!.row - 1);
  }
}
