/**
 * Heroic Leader's art (FAQ §III Heroic Leader): a gold five-pointed star on a dark red roundel at the token's upper
 * left corner, the one corner no other mark uses (kind mark upper right, side emblem lower left, figures lower right).
 * Our own drawing, in the token's world units; at phone size it reads as a bright dot with a star in it.
 */
import { circle, star, type Ctx } from './paint';

/** The leader's roundel, centred on (x, y). */
export function leaderMark(ctx: Ctx, x: number, y: number): void {
  circle(ctx, x, y, 0.21);
  ctx.fillStyle = '#8e1b1b';
  ctx.fill();
  ctx.strokeStyle = '#f3d36b';
  ctx.lineWidth = 0.04;
  ctx.stroke();
  ctx.fillStyle = '#f3d36b';
  star(ctx, x, y, 0.15);
  ctx.fill();
}
