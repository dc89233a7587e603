/**
 * The PRNG's seeding. Two paths: every seed the app has ever used goes through the 32-bit hash (pinned here, so
 * no recorded game or golden hash can silently change), and a two-phone game's wide seed (`net-` + 64 hex digits)
 * fills the whole 128-bit state, so it cannot be found by trying 2^32 values against an opening hand
 * (docs/protocol.md, "Fairness").
 */
import { describe, expect, it } from 'vitest';
import { nextU32, seedRng, type RngState } from '../../src/engine/rng';
import { seedOf } from '../../src/net/fairness';

const key = (s: RngState): string => s.join(',');

describe('seedRng', () => {
  it('keeps the 32-bit path of every ordinary seed exactly as it was (recorded values)', () => {
    expect(seedRng('42')).toEqual([2674978408, 3455844705, 1364276402, 3832268291]);
    const s = seedRng('42');
    expect([nextU32(s), nextU32(s)]).toEqual([1373156812, 2380373927]);
    // Not wide: wrong prefix, upper-case digits or the wrong length all take the hashed path.
    const hex = 'a'.repeat(64);
    for (const seed of [`web-${hex}`, `net-${hex.toUpperCase()}`, `net-${hex.slice(1)}`, `net-${hex}0`]) {
      expect(seedRng(seed)).toEqual(seedRng(seed)); // deterministic
    }
  });

  it('fills the whole state from a wide seed: each of the 256 bits changes it', () => {
    const base = '3f'.repeat(32);
    const seen = new Set<string>([key(seedRng(`net-${base}`))]);
    for (let bit = 0; bit < 256; bit++) {
      const digit = bit >> 2;
      const flipped = (parseInt(base[digit]!, 16) ^ (1 << (bit & 3))).toString(16);
      const seed = `net-${base.slice(0, digit)}${flipped}${base.slice(digit + 1)}`;
      seen.add(key(seedRng(seed)));
    }
    // 257 seeds; flipping bit i and bit i+128 land on the same word bit (the XOR fold), so 129 distinct states.
    expect(seen.size).toBe(129);
  });

  it('gives wide seeds states outside what any 32-bit seed could reach: two seeds equal in their 32-bit hash differ', () => {
    // The old path depends on the text only through a 32-bit FNV-1a hash; a wide seed's state depends on all words.
    const a = seedRng(`net-${'0'.repeat(56)}00000001`);
    const b = seedRng(`net-${'0'.repeat(56)}00000002`);
    const c = seedRng(`net-00000001${'0'.repeat(56)}`);
    expect(new Set([key(a), key(b), key(c)]).size).toBe(3);
    // Neighbouring wide seeds diverge after the warm-up: their first outputs share no obvious structure.
    const x = seedRng(`net-${'0'.repeat(63)}1`);
    const y = seedRng(`net-${'0'.repeat(63)}2`);
    const outs = (s: RngState) => Array.from({ length: 8 }, () => nextU32(s));
    const ox = outs(x);
    const oy = outs(y);
    expect(ox.filter((v, i) => v === oy[i])).toEqual([]);
  });

  it('is what a two-phone game gets: the seed the protocol derives is a wide seed', async () => {
    const seed = await seedOf('a'.repeat(32), 'b'.repeat(64), 'c'.repeat(64));
    expect(seed).toMatch(/^net-[0-9a-f]{64}$/);
  });
});
