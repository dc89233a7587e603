/**
 * A side's army as a small mark of our own (issue 17: the armies' faces in the app): simple colour fields, roundels
 * and stars in a frame of the side's own shape (Allies round, Axis square, as their tokens on the board), readable
 * at the game bar's 18 px. Decorative: the chip's words and accessible name carry the army's name.
 */
import type { JSX } from 'preact';
import type { Side } from '../../engine/types';
import type { ArmyId } from './army';

/** Points of a five-pointed star centred on (cx, cy). */
function star(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.42;
    pts.push(`${(cx + rr * Math.cos(a)).toFixed(2)},${(cy + rr * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(' ');
}

const bands = (dir: 'v' | 'h', colours: readonly string[]): JSX.Element => (
  <g>
    {colours.map((c, i) => {
      const w = 16 / colours.length;
      return dir === 'v' ? <rect key={i} x={i * w} y={0} width={w + 0.05} height={16} fill={c} /> : <rect key={i} x={0} y={i * w} width={16} height={w + 0.05} fill={c} />;
    })}
  </g>
);

const roundel = (rings: readonly string[]): JSX.Element => (
  <g>
    {rings.map((c, i) => (
      <circle key={i} cx={8} cy={8} r={8 - (i * 8) / rings.length} fill={c} />
    ))}
  </g>
);

/** Each army's picture, in a 16 x 16 box (a Record over the armies: a new army without a mark fails to compile). */
const MARKS: Record<ArmyId, () => JSX.Element> = {
  // a straight-armed black cross edged in white on field grey
  DE: () => (
    <g>
      <rect width={16} height={16} fill="#6f7466" />
      <path d="M6 2h4v4h4v4h-4v4H6v-4H2V6h4z" fill="#f4f1e6" />
      <path d="M7 3h2v4h4v2H9v4H7V9H3V7h4z" fill="#111" />
    </g>
  ),
  // a white star on blue
  US: () => (
    <g>
      <rect width={16} height={16} fill="#24407a" />
      <polygon points={star(8, 8.6, 6.4)} fill="#f4f1e6" />
    </g>
  ),
  // a gold star on scarlet
  USMC: () => (
    <g>
      <rect width={16} height={16} fill="#a3161c" />
      <polygon points={star(8, 8.6, 6.4)} fill="#f2c440" />
    </g>
  ),
  GB: () => roundel(['#24407a', '#f4f1e6', '#c8202c']),
  // the roundel in a gold ring
  BCF: () => roundel(['#e0b23a', '#24407a', '#f4f1e6', '#c8202c']),
  CA: () => (
    <g>
      {bands('v', ['#c8202c', '#f4f1e6', '#f4f1e6', '#c8202c'])}
      <polygon points={star(8, 8.5, 3.4)} fill="#c8202c" />
    </g>
  ),
  FR: () => roundel(['#c8202c', '#f4f1e6', '#24407a']),
  IT: () => bands('v', ['#1f8a4c', '#f4f1e6', '#c8202c']),
  JP: () => (
    <g>
      <rect width={16} height={16} fill="#f4f1e6" />
      <circle cx={8} cy={8} r={4.4} fill="#c8202c" />
    </g>
  ),
  // a red star on khaki
  RU: () => (
    <g>
      <rect width={16} height={16} fill="#7d7a4a" />
      <polygon points={star(8, 8.6, 6.6)} fill="#d22a20" />
    </g>
  ),
  PL: () => bands('h', ['#f4f1e6', '#c8202c']),
  NL: () => bands('h', ['#c8202c', '#f4f1e6', '#24407a']),
  SK: () => bands('h', ['#f4f1e6', '#24407a', '#c8202c']),
};

/** The mark of `army` in the frame of `side`'s shape. */
export function ArmyMark({ army, side, size = 18 }: { army: ArmyId; side: Side; size?: number }) {
  const clip = `army-frame-${side}`;
  return (
    <svg class={`army-mark army-${army}`} width={size} height={size} viewBox="-1 -1 18 18" aria-hidden="true" focusable="false" data-army={army}>
      <defs>
        <clipPath id={clip}>{side === 'allies' ? <circle cx={8} cy={8} r={8} /> : <rect width={16} height={16} rx={2} />}</clipPath>
      </defs>
      <g clip-path={`url(#${clip})`}>{MARKS[army]()}</g>
      {side === 'allies' ? (
        <circle cx={8} cy={8} r={8} fill="none" stroke="#1b2014" stroke-width={1.2} />
      ) : (
        <rect width={16} height={16} rx={2} fill="none" stroke="#1b2014" stroke-width={1.2} />
      )}
    </svg>
  );
}
