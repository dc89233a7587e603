/**
 * Ships' art (FAQ §IV Destroyers, Aircraft Carriers): the hull drawn as the token's glyph, and the cross-hair a
 * destroyer keeps on a unit it hit. Our own drawings, in the token's world units (the token is about 1.3 across).
 */
import { circle, type Ctx } from './paint';

/** A ship's hull seen from the side: a low hull, a bridge and, for a destroyer, a gun turret with its barrel. */
export function shipGlyph(ctx: Ctx, color: string, dark: string, carrier: boolean): void {
  ctx.fillStyle = color;
  // Hull: a long shape with a raked bow on the right.
  ctx.beginPath();
  ctx.moveTo(-0.5, 0.02);
  ctx.lineTo(0.52, 0.02);
  ctx.lineTo(0.36, 0.22);
  ctx.lineTo(-0.42, 0.22);
  ctx.closePath();
  ctx.fill();
  if (carrier) {
    // The flat flight deck overhanging the hull, and the island on the right.
    ctx.fillRect(-0.56, -0.06, 1.1, 0.08);
    ctx.fillRect(0.2, -0.26, 0.14, 0.2);
    ctx.fillStyle = dark;
    ctx.fillRect(-0.44, -0.04, 0.5, 0.03);
  } else {
    // Bridge and funnel, then the forward turret with its barrel.
    ctx.fillRect(-0.16, -0.18, 0.2, 0.2);
    ctx.fillRect(-0.34, -0.12, 0.1, 0.14);
    ctx.beginPath();
    ctx.arc(0.22, 0.02, 0.1, Math.PI, 0);
    ctx.fill();
    ctx.fillRect(0.26, -0.05, 0.26, 0.04);
  }
  // Portholes.
  ctx.fillStyle = dark;
  for (const x of [-0.24, -0.04, 0.16]) {
    circle(ctx, x, 0.12, 0.035);
    ctx.fill();
  }
}

/** The mark on a destroyer's disc: a small gun sight. */
export function sightMark(ctx: Ctx, x: number, y: number, r: number): void {
  ctx.lineWidth = 0.035;
  circle(ctx, x, y, r * 0.5);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x - r * 0.8, y);
  ctx.lineTo(x + r * 0.8, y);
  ctx.moveTo(x, y - r * 0.8);
  ctx.lineTo(x, y + r * 0.8);
  ctx.stroke();
}

/** The mark on a carrier's disc: a plane seen from above. */
export function planeMark(ctx: Ctx, x: number, y: number): void {
  ctx.fillRect(x - 0.02, y - 0.12, 0.04, 0.24);
  ctx.fillRect(x - 0.12, y - 0.03, 0.24, 0.05);
  ctx.fillRect(x - 0.06, y + 0.08, 0.12, 0.03);
}

/** A landing craft under a unit's token: a flat grey hull with a square bow ramp, below the token's base. */
export function landingCraftMark(ctx: Ctx, cy: number): void {
  ctx.fillStyle = '#78909c';
  ctx.strokeStyle = '#263238';
  ctx.lineWidth = 0.04;
  ctx.beginPath();
  ctx.moveTo(-0.74, cy + 0.5);
  ctx.lineTo(0.62, cy + 0.5);
  ctx.lineTo(0.74, cy + 0.36);
  ctx.lineTo(0.74, cy + 0.7);
  ctx.lineTo(-0.66, cy + 0.7);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
}
