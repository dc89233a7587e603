/**
 * Shared drawing primitives of the board's art: the palette, deterministic per-hex variation, hex and token
 * shapes. Art is authored in a hex-local frame in world units: the hex centre is (0, 0), the hex is 2 wide
 * (inradius 1, corners at radius 2/sqrt(3)), y grows downwards.
 */
import type { BoardState, Cell, Side } from '../../../engine/types';
import { HEX_RADIUS, type Point } from '../geometry';

export type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

// ---------------------------------------------------------------------------------------------------------------
// Palette

export const TABLE = '#1f2619';
export const FONT = 'system-ui, "Liberation Sans", Arial, sans-serif';

export const SIDE_COLORS: Record<Side, { fill: string; light: string; dark: string; rim: string }> = {
  // Allies: olive drab, round tokens, a white star.
  allies: { fill: '#5d6e2c', light: '#7d913f', dark: '#34401a', rim: '#efe4bf' },
  // Axis: field grey-blue, square tokens, a cross.
  axis: { fill: '#4f5f74', light: '#6f829a', dark: '#252e3a', rim: '#1a1f26' },
};

export interface FacePalette {
  grass: string;
  grassDark: string;
  grassLight: string;
}

export const FACES: Record<string, FacePalette> = {
  country: { grass: '#a9c06c', grassDark: '#8aa650', grassLight: '#bccf84' },
  beach: { grass: '#a9c06c', grassDark: '#8aa650', grassLight: '#bccf84' },
  winter: { grass: '#e4ebee', grassDark: '#c3cfd6', grassLight: '#f4f8fa' },
  desert: { grass: '#dcc58e', grassDark: '#c4a96c', grassLight: '#e8d6a8' },
};

// ---------------------------------------------------------------------------------------------------------------
// Small helpers

/** Deterministic pseudo-random numbers per hex (art variation only). */
export function rand(row: number, col: number, i: number): number {
  let h = (row * 374761393 + col * 668265263 + i * 2147483647) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

export function hexPath(ctx: Ctx, r = HEX_RADIUS): void {
  ctx.beginPath();
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (-90 + 60 * i);
    const x = r * Math.cos(a);
    const y = r * Math.sin(a);
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
}

export function circle(ctx: Ctx, x: number, y: number, r: number): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
}

export function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

export function star(ctx: Ctx, x: number, y: number, r: number): void {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const rr = i % 2 === 0 ? r : r * 0.4;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    if (i === 0) ctx.moveTo(x + rr * Math.cos(a), y + rr * Math.sin(a));
    else ctx.lineTo(x + rr * Math.cos(a), y + rr * Math.sin(a));
  }
  ctx.closePath();
}

/** A cross with flared arms (the Axis emblem), drawn black on a white outline. */
export function axisCross(ctx: Ctx, x: number, y: number, r: number): void {
  const arm = (w: number): void => {
    ctx.beginPath();
    ctx.rect(x - r, y - w / 2, 2 * r, w);
    ctx.rect(x - w / 2, y - r, w, 2 * r);
  };
  ctx.fillStyle = '#f4f1e8';
  arm(r * 0.95);
  ctx.fill();
  ctx.fillStyle = '#15181c';
  ctx.save();
  ctx.beginPath();
  ctx.rect(x - r * 0.78, y - r * 0.24, r * 1.56, r * 0.48);
  ctx.rect(x - r * 0.24, y - r * 0.78, r * 0.48, r * 1.56);
  ctx.fill();
  ctx.restore();
}

/** Draw in a hex-local frame: origin at the canvas point `c`, `s` canvas units per world unit. */
export function inFrame(ctx: Ctx, c: Point, s: number, fn: () => void): void {
  ctx.save();
  ctx.translate(c.x, c.y);
  ctx.scale(s, s);
  fn();
  ctx.restore();
}

export function cellAt(board: BoardState, row: number, col: number): Cell | null {
  const g = board.geometry;
  if (row < 0 || row >= g.rows || col < 0 || col >= g.cols) return null;
  return board.cells[row * g.cols + col] ?? null;
}

/** Screen angle (radians) of hex direction `d` (0 = east, clockwise), given the board turn. */
export function dirAngle(d: number, rotate180: boolean): number {
  return ((d * 60 + (rotate180 ? 180 : 0)) * Math.PI) / 180;
}
