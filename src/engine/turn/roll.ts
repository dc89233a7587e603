/** Rolling battle dice during play: supplied faces first (tests, shared randomness), then the state's PRNG. */
import { rngOf } from '../cache';
import { DIE_FACES, type DieFace } from '../dice';
import { nextInt } from '../rng';
import type { GameState } from '../types';
import type { Ctx } from './draft';

/** Roll `n` dice and report every face (`roll` event). */
export function roll(s: GameState, ctx: Ctx, n: number): DieFace[] {
  const faces: DieFace[] = [];
  for (let i = 0; i < n; i++) faces.push(ctx.dice.length ? ctx.dice.shift()! : DIE_FACES[nextInt(rngOf(s), 6)]!);
  ctx.events.push({ type: 'roll', faces });
  return faces;
}
