/**
 * Our own art for two battle rules' markers (FAQ §III Smoke Screen, Camouflage), drawn in code in the hex-local frame
 * (docs/ui.md): a smoke screen's two faces, and the camouflage mark on a unit token.
 *
 * - Smoke, fresh: a ring of dense pale-grey puffs with dark rims round the hex's rim and a grey veil over it, so the
 *   hex reads as smoke with a unit token on it (the puffs stay in view round the token), on snow as on grass.
 * - Smoke, thinning (the flipped marker): hollow, broken grey puffs and a yellow sun at the upper left.
 * - Camouflage: an olive disc at the token's upper left, crossed by a net and dotted with leaves.
 */
import { circle, type Ctx } from './paint';

/** The two faces of a smoke screen marker. */
export type SmokeFace = 'fresh' | 'thinning';

/** Puffs round the rim: angle steps and radii (a fixed pattern, so every smoke hex looks alike). */
function puffs(ctx: Ctx, count: number, alpha: number, radius: number): void {
  for (let k = 0; k < count; k++) {
    const a = (k / count) * Math.PI * 2 + 0.3;
    const rr = 0.74 + (k % 2 ? 0.06 : -0.04);
    circle(ctx, Math.cos(a) * rr, Math.sin(a) * rr, radius + (k % 3) * 0.03);
    ctx.fillStyle = `rgba(226,227,230,${alpha})`;
    ctx.fill();
    // A dark rim on every puff: white smoke alone vanished on the winter board's snow.
    ctx.strokeStyle = `rgba(70,72,78,${alpha * 0.85})`;
    ctx.lineWidth = 0.035;
    ctx.stroke();
  }
}

export const SMOKE_ART: Record<SmokeFace, (ctx: Ctx) => void> = {
  fresh: (ctx) => {
    circle(ctx, 0, 0, 0.86);
    ctx.fillStyle = 'rgba(150,154,160,0.5)';
    ctx.fill();
    puffs(ctx, 10, 0.92, 0.25);
  },
  thinning: (ctx) => {
    circle(ctx, 0, 0, 0.82);
    ctx.fillStyle = 'rgba(214,214,210,0.2)';
    ctx.fill();
    // Hollow, broken puffs: the smoke is drifting apart.
    ctx.save();
    ctx.setLineDash([0.08, 0.06]);
    for (let k = 0; k < 7; k++) {
      const a = (k / 7) * Math.PI * 2 + 0.9;
      circle(ctx, Math.cos(a) * 0.74, Math.sin(a) * 0.74, 0.19);
      ctx.fillStyle = 'rgba(236,236,232,0.35)';
      ctx.fill();
      ctx.strokeStyle = 'rgba(96,100,108,0.9)';
      ctx.lineWidth = 0.045;
      ctx.stroke();
    }
    ctx.restore();
    // The sun breaking through, at the upper left: large enough to read at phone size.
    const x = -0.5;
    const y = -0.46;
    ctx.strokeStyle = '#f2b318';
    ctx.lineWidth = 0.07;
    ctx.lineCap = 'round';
    ctx.beginPath();
    for (let k = 0; k < 8; k++) {
      const a = (k * Math.PI) / 4;
      ctx.moveTo(x + Math.cos(a) * 0.2, y + Math.sin(a) * 0.2);
      ctx.lineTo(x + Math.cos(a) * 0.31, y + Math.sin(a) * 0.31);
    }
    ctx.stroke();
    circle(ctx, x, y, 0.15);
    ctx.fillStyle = '#ffd43b';
    ctx.fill();
    ctx.strokeStyle = '#b07a00';
    ctx.lineWidth = 0.03;
    ctx.stroke();
  },
};

/** The camouflage mark, centred on (x, y) of the token's frame. */
export function camouflageMark(ctx: Ctx, x: number, y: number): void {
  const r = 0.23;
  circle(ctx, x, y, r);
  ctx.fillStyle = '#4f5a2a';
  ctx.fill();
  ctx.strokeStyle = '#e2d6a0';
  ctx.lineWidth = 0.04;
  ctx.stroke();
  // The net: two crossing pairs of lines, clipped to the disc.
  ctx.save();
  circle(ctx, x, y, r - 0.02);
  ctx.clip();
  ctx.strokeStyle = 'rgba(226,214,160,0.8)';
  ctx.lineWidth = 0.022;
  ctx.beginPath();
  for (const d of [-0.08, 0.08]) {
    ctx.moveTo(x - r, y + d - r);
    ctx.lineTo(x + r, y + d + r);
    ctx.moveTo(x - r, y + d + r);
    ctx.lineTo(x + r, y + d - r);
  }
  ctx.stroke();
  ctx.restore();
  // Leaves.
  ctx.fillStyle = '#8aa04a';
  for (const [dx, dy] of [[-0.08, -0.06], [0.07, 0.02], [-0.02, 0.09]] as const) {
    ctx.beginPath();
    ctx.ellipse(x + dx, y + dy, 0.06, 0.035, 0.6, 0, Math.PI * 2);
    ctx.fill();
  }
}
