// Joining a two-phone game, without a browser: the QR code drawn from uqr's matrix is read back by jsQR (the two
// libraries agree, quiet zone and all), the SVG path draws exactly the dark modules, and the six-word field's
// feedback says what is wrong while the player types.
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { newJoinCode } from '../../src/net/fairness';
import { joinLink, parseJoinLink } from '../../src/net/joinLink';
import { codeFeedback } from '../../src/ui/net/CodeInput';
import { QR_QUIET_ZONE, qrMatrix, qrPath } from '../../src/ui/net/QrCode';
import { NET_JOIN_TEXT as T } from '../../src/ui/text/netJoin';
import { seededRandom } from '../net/harness';

/** The matrix as an RGBA image, `scale` pixels per module, black on white, as a canvas would hold it. */
function toRgba(matrix: boolean[][], scale: number): { data: Uint8ClampedArray; width: number; height: number } {
  const width = matrix.length * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      if (!matrix[Math.floor(y / scale)]![Math.floor(x / scale)]) continue;
      const i = (y * width + x) * 4;
      data[i] = data[i + 1] = data[i + 2] = 0;
    }
  }
  return { data, width, height: width };
}

function links(n: number): string[] {
  const random = seededRandom('qr-links');
  const bases = ['http://127.0.0.1:5173/', 'https://pocket44.example/', 'https://someone.github.io/pocket-44/'];
  return Array.from({ length: n }, (_, i) => {
    const gameId = Array.from(random(16), (b) => b.toString(16).padStart(2, '0')).join('');
    return joinLink(bases[i % bases.length]!, { gameId, code: newJoinCode(random) });
  });
}

describe('join: QR code', () => {
  it('uqr\'s matrix, drawn at 4 pixels a module, is read by jsQR as the very link', () => {
    for (const link of links(12)) {
      const matrix = qrMatrix(link);
      const { data, width, height } = toRgba(matrix, 4);
      const read = jsQR(data, width, height, { inversionAttempts: 'dontInvert' });
      expect(read?.data).toBe(link);
      expect(parseJoinLink(read!.data)).not.toBeNull();
    }
  });

  it('has a four-module quiet zone and stays small enough to scan from another phone', () => {
    for (const link of links(6)) {
      const m = qrMatrix(link);
      const n = m.length;
      expect(m.every((row) => row.length === n)).toBe(true);
      for (let i = 0; i < n; i++) {
        for (let q = 0; q < QR_QUIET_ZONE; q++) {
          expect(m[q]![i] || m[n - 1 - q]![i] || m[i]![q] || m[i]![n - 1 - q]).toBe(false);
        }
      }
      // The finder pattern's corner starts right inside the quiet zone.
      expect(m[QR_QUIET_ZONE]![QR_QUIET_ZONE]).toBe(true);
      // Version 7 or less (45 modules and the quiet zone) for a link of this length.
      expect(n - 2 * QR_QUIET_ZONE).toBeLessThanOrEqual(45);
    }
  });

  it('the SVG path covers exactly the dark modules', () => {
    for (const link of links(4)) {
      const m = qrMatrix(link);
      const drawn = new Set<string>();
      for (const [, x, y, run] of qrPath(m).matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
        for (let k = 0; k < Number(run); k++) {
          const key = `${Number(x) + k},${y}`;
          expect(drawn.has(key)).toBe(false);
          drawn.add(key);
        }
      }
      const dark = new Set<string>();
      m.forEach((row, y) => row.forEach((d, x) => d && dark.add(`${x},${y}`)));
      expect(drawn).toEqual(dark);
      expect(qrPath(m)).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    }
  });
});

describe('join: the six-word field', () => {
  it('starts with the hint, counts words, and is ready (in full words) at six known ones', () => {
    expect(codeFeedback('')).toMatchObject({ parsed: { ok: false }, message: T.codeHint, problem: false });
    expect(codeFeedback('ranch ozone ')).toMatchObject({ message: T.wordCount(2), problem: false });
    expect(codeFeedback('ranc ozon trib vess cact orbi')).toMatchObject({
      parsed: { ok: true, code: 'ranch ozone tribe vessel cactus orbit' },
      message: T.ready('ranch ozone tribe vessel cactus orbit'),
      problem: false,
    });
    expect(codeFeedback('ranch ozone tribe vessel cactus orbit act')).toMatchObject({ message: T.wordCount(7), problem: true });
  });

  it('names unknown words, but not the word being typed until four letters decide it', () => {
    expect(codeFeedback('ranch oznoe ')).toMatchObject({ message: T.unknownWords(['oznoe']), problem: true });
    expect(codeFeedback('ranch oz')).toMatchObject({ message: T.wordCount(2), problem: false });
    expect(codeFeedback('ranch ozn')).toMatchObject({ message: T.wordCount(2), problem: false });
    expect(codeFeedback('ranch ozno')).toMatchObject({ message: T.unknownWords(['ozno']), problem: true });
    expect(codeFeedback('qq ranch oz')).toMatchObject({ message: T.unknownWords(['qq']), problem: true });
    expect(codeFeedback('ranch xyzzy tribe qqqq')).toMatchObject({ message: T.unknownWords(['xyzzy', 'qqqq']), problem: true });
  });
});
