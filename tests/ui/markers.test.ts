// Drawn markers on the board (rules-decisions C27): the hex's description says what a marker is and where its meaning
// is; every marker kind has its art (a Record over the engine's kinds, so a kind without one does not compile) and it
// draws inside its hex.
import { describe, expect, it } from 'vitest';
import { MARKER_KINDS, newGame } from '../../src/engine';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import { MARKER_ART } from '../../src/ui/board/art/markers';
import { describeHex } from '../../src/ui/board/input';
import { STRINGS } from '../../src/ui/strings';

describe('drawn markers', () => {
  const base = getBuiltinScenario('arracourt')!;
  const unitHex = base.board.hexes.find((h) => h.unit)!;
  const sc = {
    ...base,
    board: {
      ...base.board,
      hexes: [...base.board.hexes.map((h) => (h === unitHex ? { ...h, marker: 'battle-star' as const } : h)), { row: 4, col: 12, marker: 'token' as const }],
    },
  };
  const state = newGame(sc, { seed: 'm' });

  it('the hex description names a battle star or a plain marker and sends the player to the battle\'s notes', () => {
    expect(describeHex(state, unitHex)).toContain(STRINGS.board.marker['battle-star']);
    expect(describeHex(state, { row: 4, col: 12 })).toContain(STRINGS.board.marker.token);
    expect(STRINGS.board.marker['battle-star']).toMatch(/notes/);
    expect(describeHex(newGame(base, { seed: 'm' }), unitHex)).not.toMatch(/Battle star/);
  });

  it('each marker kind draws inside its hex (a recording context: every point within the hex radius)', () => {
    for (const kind of MARKER_KINDS) {
      const points: [number, number][] = [];
      const rec = new Proxy({} as Record<string, unknown>, {
        get: (_t, p) => (p === 'moveTo' || p === 'lineTo' ? (x: number, y: number) => points.push([x, y]) : p === 'arc' ? (x: number, y: number, r: number) => points.push([x + r, y + r], [x - r, y - r]) : () => undefined),
        set: () => true,
      });
      MARKER_ART[kind](rec as unknown as CanvasRenderingContext2D);
      expect(points.length, kind).toBeGreaterThan(0);
      for (const [x, y] of points) expect(Math.hypot(x, y), kind).toBeLessThan(1.1);
    }
  });
});
