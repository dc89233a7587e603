/**
 * Trains' art (FAQ §IV Trains/Supply Trains, Armored Trains): a locomotive mark on the engine's token, and the wagon
 * drawn as a piece of its own on the wagon's hex (a flat car on wheels in the side's colours; an armored train's
 * carries a gun turret). Our own drawings, in the token's world units (the token is about 1.3 across).
 */
import { SIDE_COLORS, circle, roundRect, type Ctx } from './paint';
import type { Side } from '../../../engine/types';

/** A locomotive seen from the side, for the kind's mark disc: boiler, cab, chimney and wheels. */
export function locoMark(ctx: Ctx, x: number, y: number): void {
  ctx.fillRect(x - 0.12, y - 0.02, 0.16, 0.09);
  ctx.fillRect(x + 0.03, y - 0.11, 0.09, 0.18);
  ctx.fillRect(x - 0.09, y - 0.1, 0.04, 0.08);
  for (const dx of [-0.08, 0.0, 0.08]) {
    circle(ctx, x + dx, y + 0.1, 0.035);
    ctx.fill();
  }
}

/**
 * The same locomotive in light ink with a gun barrel over it: the armored train's mark, on a dark steel disc
 * (render.ts) where the supply train's is dark on light, so the two tell apart at phone size (the barrel alone, under
 * a device pixel there, did not: issue 15's walk).
 */
export function armoredLocoMark(ctx: Ctx, x: number, y: number): void {
  const ink = ctx.fillStyle;
  ctx.fillStyle = '#efe9da';
  locoMark(ctx, x, y);
  ctx.fillRect(x - 0.17, y - 0.165, 0.21, 0.05);
  ctx.fillStyle = ink;
}

/**
 * The wagon on its own hex, centred at the origin: a long car on four wheels, in its side's colours, with a coupling
 * bar; `gun`: an armored train's turret and barrel on it.
 */
export function wagonPiece(ctx: Ctx, side: Side, gun: boolean): void {
  const c = SIDE_COLORS[side];
  // Shadow, then the body.
  ctx.fillStyle = 'rgba(0,0,0,0.4)';
  roundRect(ctx, -0.58, -0.2, 1.2, 0.5, 0.06);
  ctx.fill();
  roundRect(ctx, -0.64, -0.28, 1.2, 0.5, 0.06);
  ctx.fillStyle = c.fill;
  ctx.fill();
  ctx.lineWidth = 0.06;
  ctx.strokeStyle = c.rim;
  ctx.stroke();
  // Planks across the car, light on the body.
  ctx.strokeStyle = c.light;
  ctx.lineWidth = 0.03;
  ctx.beginPath();
  for (const x of [-0.34, -0.04, 0.26]) {
    ctx.moveTo(x, -0.24);
    ctx.lineTo(x, 0.18);
  }
  ctx.stroke();
  // Wheels.
  ctx.fillStyle = '#2a2a2a';
  for (const x of [-0.44, -0.22, 0.14, 0.36]) {
    circle(ctx, x, 0.28, 0.09);
    ctx.fill();
  }
  if (gun) {
    ctx.fillStyle = '#f5eeda';
    ctx.beginPath();
    ctx.arc(-0.04, -0.28, 0.2, Math.PI, 0);
    ctx.fill();
    ctx.fillRect(0.1, -0.4, 0.5, 0.07);
  }
}
