/**
 * A QR code drawn as inline SVG from uqr's module matrix: dark squares on white with the standard four-module quiet
 * zone, one path, crisp edges, no image files. Sized to a whole number of CSS pixels per module (at most `size`
 * wide) so no module comes out thinner than its neighbours.
 */
import { useMemo } from 'preact/hooks';
import { encode } from 'uqr';
import './net.css';

/** The quiet zone around the code, in modules (what the QR standard asks for). */
export const QR_QUIET_ZONE = 4;

/** The code's module matrix with its quiet zone: true for dark. Error correction M survives a glare or a scratch. */
export function qrMatrix(text: string): boolean[][] {
  return encode(text, { ecc: 'M', border: QR_QUIET_ZONE }).data;
}

/** One SVG path drawing every dark module as a unit square, runs along a row merged. */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  let d = '';
  matrix.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let run = 1;
      while (row[x + run]) run++;
      d += `M${x} ${y}h${run}v1h-${run}z`;
      x += run - 1;
    }
  });
  return d;
}

export interface QrCodeProps {
  /** What the code says (the join link). */
  text: string;
  /** Read out instead of the picture. */
  label: string;
  /** Largest width and height in CSS pixels; 200 unless given. */
  size?: number;
}

export function QrCode({ text, label, size = 200 }: QrCodeProps) {
  const matrix = useMemo(() => qrMatrix(text), [text]);
  const n = matrix.length;
  const px = Math.max(1, Math.floor(size / n)) * n;
  return (
    <svg
      class="qr-code"
      role="img"
      aria-label={label}
      width={px}
      height={px}
      viewBox={`0 0 ${n} ${n}`}
      shape-rendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={n} height={n} fill="#fff" />
      <path d={qrPath(matrix)} fill="#000" />
    </svg>
  );
}
