/**
 * Art of the artillery family (Equipment Pack): the Big Guns' cross-hair marker, drawn on a unit they zeroed in on
 * (engine `GameState.zeroed`). Our own drawing: a red ring with four ticks and a centre dot on a pale disc, at the
 * token's upper left, clear of the kind mark (upper right) and the camouflage net (top).
 */
import { circle, type Ctx } from './paint';

export function crosshairMark(ctx: Ctx, x: number, y: number): void {
  const r = 0.2;
  circle(ctx, x, y, r);
  ctx.fillStyle = '#f3efe4';
  ctx.fill();
  ctx.strokeStyle = '#b3261e';
  ctx.lineWidth = 0.035;
  circle(ctx, x, y, r * 0.62);
  ctx.stroke();
  ctx.beginPath();
  for (const [dx, dy] of [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ] as const) {
    ctx.moveTo(x + dx * r * 0.3, y + dy * r * 0.3);
    ctx.lineTo(x + dx * r * 0.95, y + dy * r * 0.95);
  }
  ctx.stroke();
  ctx.fillStyle = '#b3261e';
  circle(ctx, x, y, 0.025);
  ctx.fill();
}
