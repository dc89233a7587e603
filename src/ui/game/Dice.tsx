/**
 * Battle dice: each face drawn in SVG (a helmeted soldier, a tank, a grenade, a star, a flag: told apart by shape,
 * not only colour), and a roll that tumbles briefly before the dice settle, one after another, on the real faces.
 * The tumble is decoration: the real faces come from the engine's `roll` event, and with reduced motion they show
 * at once.
 */
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { DIE_FACES, type DieFace } from '../../engine/dice';
import { DICE_TEXT } from '../text/dice';
import './cards.css';

/** How long the dice tumble before the last one settles (ms). */
export const TUMBLE_MS = 600;
/** How often a tumbling die shows a new random face (ms). */
const FLIP_MS = 70;

/**
 * When each of `n` dice settles, in ms from the start of the roll: in order, the first a little past half the
 * tumble, the last at `total`.
 */
export function settleTimes(n: number, total = TUMBLE_MS): number[] {
  if (n <= 0) return [];
  if (n === 1) return [total];
  return Array.from({ length: n }, (_, i) => Math.round(total * (0.55 + (0.45 * i) / (n - 1))));
}

/** A random face with the die's odds (two infantry faces in six). UI decoration only: never a game outcome. */
export function randomFace(random: () => number = Math.random): DieFace {
  return DIE_FACES[Math.min(DIE_FACES.length - 1, Math.floor(random() * DIE_FACES.length))]!;
}

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** One die showing `face`, `size` CSS pixels square. */
export function DieFaceIcon({ face, size = 40 }: { face: DieFace; size?: number }) {
  return (
    <svg
      class={`die-face die-${face}`}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role="img"
      aria-label={DICE_TEXT.face[face]}
      focusable="false"
    >
      <title>{DICE_TEXT.hint[face]}</title>
      <rect x="2" y="2" width="60" height="60" rx="13" class="die-body" />
      <rect x="5" y="5" width="54" height="54" rx="10.5" class="die-inset" />
      <g class={`die-symbol sym-${face}`}>{SYMBOLS[face]()}</g>
    </svg>
  );
}

/** Soldier, tank, grenade, star, flag: each a distinct outline. Functions, so each render gets fresh vnodes. */
const SYMBOLS: Record<DieFace, () => JSX.Element> = {
  infantry: () => (
    <>
      {/* rifle slung behind the shoulder */}
      <path d="M45.5 52L51 13" class="sym-rifle" />
      <path d="M13 54c0-8 4.5-13 12-14.5h14C46.5 41 51 46 51 54z" />
      <rect x="28" y="33" width="8" height="8" rx="2" />
      <circle cx="32" cy="29" r="7" />
      <path d="M19.5 28.5C19.5 18.5 25 12 32 12s12.5 6.5 12.5 16.5c2 .4 3.5 1 3.5 2.2H16c0-1.2 1.5-1.8 3.5-2.2z" />
    </>
  ),
  armor: () => (
    <>
      <rect x="7" y="37" width="46" height="14" rx="7" />
      <path d="M10 37l4-7h34l4 7z" />
      <path d="M20 30l3-8h15l3 8z" />
      <rect x="37" y="23.5" width="21" height="4" rx="1.5" />
      <g class="die-paper">
        {[14, 22, 30, 38, 46].map((x) => (
          <circle key={x} cx={x} cy="44" r="3.2" />
        ))}
      </g>
    </>
  ),
  grenade: () => (
    <>
      <circle cx="22" cy="16" r="5" class="sym-ring" />
      <path d="M36 18c6 1 9 5 8.5 11" class="sym-lever" />
      <rect x="26" y="14" width="11" height="8" rx="1.5" />
      <ellipse cx="31.5" cy="38" rx="13" ry="16" />
      <path d="M19 33h25M19 43h25M27 23v30M36 23v30" class="die-paper-stroke" />
    </>
  ),
  star: () => <polygon points={starPoints(32, 34, 23, 9.5)} />,
  flag: () => (
    <>
      <path d="M17 10v45" class="sym-pole" />
      <circle cx="17" cy="9" r="3" />
      <path d="M19 12c6-3 11-3 17 0s11 3 17 0v21c-6 3-11 3-17 0s-11-3-17 0z" />
    </>
  ),
};

function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(' ');
}

export interface DiceRollProps {
  /** The real faces, in the order rolled. */
  faces: readonly DieFace[];
  /** A new value starts a new roll (e.g. the index of the `roll` event in the log). */
  rollKey: string | number;
  /** Called once per roll, when every die has settled. */
  onDone?: () => void;
  /** Show the faces at once; by default follows `prefers-reduced-motion`. */
  reducedMotion?: boolean;
  /** Die size in CSS pixels. */
  size?: number;
}

/**
 * A roll of dice: they tumble for about TUMBLE_MS and settle on `faces` in order, then `onDone` is called.
 * While tumbling the list is aria-busy and the random faces are hidden from assistive technology; once settled
 * the list is labelled with the whole roll ("Roll: grenade, flag, infantry").
 */
export function DiceRoll({ faces, rollKey, onDone, reducedMotion, size = 40 }: DiceRollProps) {
  const reduce = reducedMotion ?? prefersReducedMotion();
  const n = faces.length;
  // How many dice have settled, for which roll: a new rollKey counts as 0 settled from its very first render,
  // so the previous roll's faces never flash before the tumble.
  const [progress, setProgress] = useState({ key: rollKey, settled: reduce ? n : 0 });
  const [tumble, setTumble] = useState<DieFace[]>(() => faces.map(() => randomFace()));
  const settled = progress.key === rollKey ? Math.min(progress.settled, n) : reduce ? n : 0;
  const done = settled >= n;
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    let cancelled = false;
    const finish = () => {
      if (!cancelled) onDoneRef.current?.();
    };
    if (reduce || n === 0) {
      setProgress({ key: rollKey, settled: n });
      const frame = requestAnimationFrame(finish);
      return () => {
        cancelled = true;
        cancelAnimationFrame(frame);
      };
    }
    setProgress({ key: rollKey, settled: 0 });
    setTumble(Array.from({ length: n }, () => randomFace()));
    const flip = setInterval(() => setTumble((prev) => prev.map(() => randomFace())), FLIP_MS);
    const timers = settleTimes(n).map((at, i) =>
      setTimeout(() => {
        setProgress({ key: rollKey, settled: i + 1 });
        if (i === n - 1) {
          clearInterval(flip);
          finish();
        }
      }, at),
    );
    return () => {
      cancelled = true;
      clearInterval(flip);
      timers.forEach(clearTimeout);
    };
    // Only a new roll restarts; new faces for the same key just show.
  }, [rollKey]);

  return (
    <ul
      class={`dice-roll${done ? ' settled' : ' rolling'}`}
      aria-label={done ? DICE_TEXT.roll(faces) : DICE_TEXT.rolling}
      aria-busy={done ? undefined : 'true'}
      style={{ '--die-size': `${size}px` }}
    >
      {faces.map((face, i) => {
        const still = i < settled;
        return (
          <li
            key={i}
            class={still ? (reduce ? 'die' : 'die landed') : 'die tumbling'}
            style={{ '--i': i }}
            aria-hidden={still ? undefined : 'true'}
          >
            <DieFaceIcon face={still ? face : (tumble[i] ?? face)} size={size} />
          </li>
        );
      })}
    </ul>
  );
}
