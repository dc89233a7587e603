/**
 * Troop actions' art (FAQ §III): the Heroic Leader's mark, a gold five-pointed star on a dark red roundel at the token's upper
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

/**
 * Collapsible Rafts & Boats (FAQ §III): a small orange rubber boat, rounded at both ends with a dark rope line, below
 * the token's base (unlike the landing craft's flat grey hull with a square ramp).
 */
export function raftMark(ctx: Ctx, cy: number): void {
  const y = cy + 0.66;
  ctx.beginPath();
  ctx.moveTo(-0.5, y - 0.1);
  ctx.lineTo(0.5, y - 0.1);
  ctx.arc(0.5, y, 0.1, -Math.PI / 2, Math.PI / 2);
  ctx.lineTo(-0.5, y + 0.1);
  ctx.arc(-0.5, y, 0.1, Math.PI / 2, (3 * Math.PI) / 2);
  ctx.closePath();
  ctx.fillStyle = '#e8731c';
  ctx.fill();
  ctx.strokeStyle = '#3a1d05';
  ctx.lineWidth = 0.035;
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(-0.45, y);
  ctx.lineTo(0.45, y);
  ctx.stroke();
}
