/**
 * The engine's PRNG: sfc32, a small fast generator with a 128-bit state that fits in plain JSON.
 * The state lives in the game state; every draw returns the next state, so a game is fully determined
 * by its seed and its actions.
 */

export type RngState = [number, number, number, number];

/**
 * A seed that carries its own 256 bits: `net-` and 64 hex digits (two-phone games, src/net/fairness.ts). Such a
 * seed fills the whole 128-bit state; any other seed goes through the 32-bit hash below.
 */
const WIDE_SEED = /^net-([0-9a-f]{64})$/;

/**
 * Seed the generator from any string (e.g. "42" or a hex digest).
 *
 * - A wide seed (`net-` + 64 hex digits) fills the 128-bit state directly: the 256 bits folded by XOR into four
 *   words. A two-phone game's seed must not be guessable from its opening hand, and 32 bits can be searched in
 *   minutes (docs/protocol.md, "Fairness").
 * - Any other seed is hashed by a fixed FNV-1a / splitmix mix into 32 bits, then expanded. This path is unchanged
 *   since the first release, so every recorded game and golden hash still replays.
 */
export function seedRng(seed: string | number): RngState {
  const text = String(seed);
  const wide = WIDE_SEED.exec(text);
  if (wide) {
    const hex = wide[1]!;
    const word = (i: number): number => parseInt(hex.slice(i * 8, i * 8 + 8), 16) >>> 0;
    const s: RngState = [(word(0) ^ word(4)) >>> 0, (word(1) ^ word(5)) >>> 0, (word(2) ^ word(6)) >>> 0, (word(3) ^ word(7)) >>> 0];
    for (let i = 0; i < 12; i++) nextU32(s);
    return s;
  }
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  const out: number[] = [];
  let x = h >>> 0;
  for (let i = 0; i < 4; i++) {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    z = (z ^ (z >>> 16)) >>> 0;
    out.push(z);
  }
  const s: RngState = [out[0]!, out[1]!, out[2]!, out[3]! | 1];
  // Warm up so that similar seeds diverge.
  for (let i = 0; i < 12; i++) nextU32(s);
  return s;
}

/** Advance the state in place (callers own a private copy) and return a uint32. */
export function nextU32(s: RngState): number {
  const a = s[0];
  const b = s[1];
  const c = s[2];
  const d = s[3];
  const t = (((a + b) >>> 0) + d) >>> 0;
  s[3] = (d + 1) >>> 0;
  s[0] = (b ^ (b >>> 9)) >>> 0;
  s[1] = (c + (c << 3)) >>> 0;
  const r = ((c << 21) | (c >>> 11)) >>> 0;
  s[2] = (r + t) >>> 0;
  return t;
}

/** Uniform integer in [0, n) without modulo bias. */
export function nextInt(s: RngState, n: number): number {
  if (n <= 1) return 0;
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const x = nextU32(s);
    if (x < limit) return x % n;
  }
}

/** Fisher-Yates shuffle of a copy. */
export function shuffled<T>(s: RngState, items: readonly T[]): T[] {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = nextInt(s, i + 1);
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
  return a;
}
