/**
 * The browser tests' player: picks one legal action with its own seeded PRNG, leaning towards battles so a game
 * ends in a few hundred actions. It reads only the engine's legal actions (the test's own copy of the game); the
 * spec then performs the choice with real taps and keys.
 */
import { legalActions, type Action, type GameState } from '../../../src/engine';
import { nextInt, seedRng, type RngState } from '../../../src/engine/rng';

export function policy(seed: string): (state: GameState) => Action {
  const rng: RngState = seedRng(`policy/${seed}`);
  const pick = <T>(xs: readonly T[]): T => xs[nextInt(rng, xs.length)]!;
  return (state) => {
    const legal = legalActions(state);
    const of = (t: Action['type']) => legal.filter((a) => a.type === t);
    const battles = of('battle');
    if (battles.length) return pick(battles);
    const orders = of('order');
    if (orders.length && nextInt(rng, 6) > 0) return pick(orders);
    const moves = of('move');
    if (moves.length && nextInt(rng, 4) > 0) return pick(moves);
    if (of('takeGround').length) return of('takeGround')[0]!;
    if (of('ambush').length) return of('ambush')[0]!;
    const targets = of('target');
    if (targets.length && !of('strike').length) return pick(targets);
    const ends = legal.filter((a) => a.type === 'endOrders' || a.type === 'endMoves' || a.type === 'endBattles' || a.type === 'strike');
    if (ends.length) return ends[0]!;
    return pick(legal);
  };
}
