/**
 * The art of the engine's drawn markers (engine/markers.ts), our own, in the hex-local frame of paint.ts: a counter at
 * the hex's lower right, outlined so it reads on any terrain and beside a unit token. `MARKER_ART` is a Record over the
 * marker kinds: a kind without its painter fails to compile.
 */
import type { MarkerKind } from '../../../engine/markers';
import { circle, star, type Ctx } from './paint';

const X = 0.5;
const Y = 0.5;
/** Where a marker's counter sits in the hex frame (the legend centres it by this). */
export const MARKER_AT = { x: X, y: Y } as const;

/** A six-sided counter: the shape that sets a marker apart from round medals and minefield discs. */
function counter(ctx: Ctx, r: number, fill: string, rim: string): void {
  ctx.beginPath();
  for (let i = 0; i < 6; i++) {
    const a = Math.PI / 6 + (i * Math.PI) / 3;
    if (i === 0) ctx.moveTo(X + r * Math.cos(a), Y + r * Math.sin(a));
    else ctx.lineTo(X + r * Math.cos(a), Y + r * Math.sin(a));
  }
  ctx.closePath();
  ctx.fillStyle = 'rgba(0,0,0,0.35)';
  ctx.save();
  ctx.translate(0.03, 0.04);
  ctx.fill();
  ctx.restore();
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineJoin = 'round';
  ctx.lineWidth = 0.05;
  ctx.strokeStyle = rim;
  ctx.stroke();
}

export const MARKER_ART: Readonly<Record<MarkerKind, (ctx: Ctx) => void>> = {
  // A battle star: a bright orange star on a deep red counter (unit tokens' stars are white on olive).
  'battle-star': (ctx) => {
    counter(ctx, 0.3, '#7a1f1a', '#f6f1e2');
    star(ctx, X, Y + 0.01, 0.22);
    ctx.fillStyle = '#ffb02e';
    ctx.fill();
    ctx.lineWidth = 0.025;
    ctx.strokeStyle = '#4a1208';
    ctx.stroke();
  },
  // A marker whose meaning is in the battle's notes: a grey counter with a white dot.
  token: (ctx) => {
    counter(ctx, 0.26, '#3d4147', '#f6f1e2');
    circle(ctx, X, Y, 0.08);
    ctx.fillStyle = '#f6f1e2';
    ctx.fill();
  },
};
