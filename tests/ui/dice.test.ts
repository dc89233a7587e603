// Battle dice (src/ui/game/Dice.tsx, src/ui/text/dice.ts): words for every face, the settle schedule of a roll,
// random tumble faces with the die's odds, and die icons told apart by shape. DiceRoll itself (hooks, timers) is
// checked in chromium by tests/browser/cards.spec.mjs.
import { describe, expect, it } from 'vitest';
import { DIE_FACES, type DieFace } from '../../src/engine/dice';
import { DieFaceIcon, TUMBLE_MS, randomFace, settleTimes } from '../../src/ui/game/Dice';
import { DICE_TEXT } from '../../src/ui/text/dice';

const FACES = [...new Set(DIE_FACES)];

interface El {
  type: unknown;
  props: Record<string, unknown> & { children?: unknown };
}

/** Expands function components (DieFaceIcon has no hooks) into plain JSON, dropping classes (colour lives there). */
function shape(node: unknown): unknown {
  if (node === null || node === undefined || typeof node === 'boolean') return null;
  if (typeof node !== 'object') return node;
  if (Array.isArray(node)) return node.map(shape);
  const v = node as El;
  if (typeof v.type === 'function') return shape((v.type as (p: unknown) => unknown)(v.props));
  const { children, class: _class, ...props } = v.props;
  return { type: v.type, props, children: shape(children) };
}

describe('dice words', () => {
  it('names every face and says what it does', () => {
    expect(FACES).toHaveLength(5);
    for (const f of FACES) {
      expect(DICE_TEXT.face[f]).toMatch(/^[a-z]+$/);
      expect(DICE_TEXT.hint[f].toLowerCase()).toContain(DICE_TEXT.face[f]);
    }
    expect(new Set(FACES.map((f) => DICE_TEXT.face[f])).size).toBe(5);
  });

  it('reads a roll in order', () => {
    expect(DICE_TEXT.roll(['grenade', 'flag', 'infantry'])).toBe('Roll: grenade, flag, infantry');
    expect(DICE_TEXT.roll(['star'])).toBe('Roll: star');
    expect(DICE_TEXT.roll([])).toBe('No dice rolled');
  });
});

describe('dice roll timing', () => {
  it('settles the dice one after another, the last at the end of the tumble', () => {
    for (let n = 1; n <= 8; n++) {
      const t = settleTimes(n);
      expect(t).toHaveLength(n);
      expect(t[n - 1]).toBe(TUMBLE_MS);
      expect(t[0]).toBeGreaterThan(TUMBLE_MS / 2);
      for (let i = 1; i < n; i++) expect(t[i]!).toBeGreaterThan(t[i - 1]!);
    }
    expect(settleTimes(0)).toEqual([]);
    expect(settleTimes(3, 300)).toEqual([165, 233, 300]);
  });

  it('tumbles through faces with the odds of a real die', () => {
    const seen = Array.from({ length: 6 }, (_, i) => randomFace(() => (i + 0.5) / 6));
    expect(seen).toEqual([...DIE_FACES]);
    expect(randomFace(() => 0)).toBe('infantry');
    expect(randomFace(() => 0.999999)).toBe('flag');
  });
});

describe('DieFaceIcon', () => {
  it('is an image named by its face, with the face meaning as its title', () => {
    for (const face of FACES) {
      const svg = DieFaceIcon({ face, size: 32 }) as unknown as El;
      expect(svg.type).toBe('svg');
      expect(svg.props.role).toBe('img');
      expect(svg.props['aria-label']).toBe(DICE_TEXT.face[face]);
      expect(svg.props.width).toBe(32);
      const title = (svg.props.children as El[]).find((c) => c && c.type === 'title');
      expect(title?.props.children).toBe(DICE_TEXT.hint[face]);
    }
  });

  it('draws five different shapes, not the same shape in five colours', () => {
    const drawn = new Map<string, DieFace>();
    for (const face of FACES) {
      const svg = DieFaceIcon({ face }) as unknown as El;
      const symbol = (svg.props.children as El[]).find((c) => c && c.type === 'g');
      const key = JSON.stringify(shape(symbol));
      expect(drawn.get(key), `${face} is drawn like ${drawn.get(key)}`).toBeUndefined();
      drawn.set(key, face);
    }
    expect(drawn.size).toBe(5);
  });
});
