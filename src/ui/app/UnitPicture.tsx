/**
 * A unit kind's token as the board draws it (render.ts HEX_ART.unit: the class's glyph and the kind's own mark), for
 * the Rules help's unit list: each kind is shown with the picture a player meets on the board. Drawn once it scrolls
 * near the screen, like the terrain legend's pictures.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { UnitKind } from '../../engine/units';
import { UNIT_KINDS } from '../../engine/units';
import { inFrame } from '../board/art/paint';
import { HEX_RADIUS } from '../board/geometry';
import { HEX_ART } from '../board/render';

/** Unit pictures, in CSS px (56: a kind's own mark, a few px on the board, is told apart at a glance here). */
const UNIT_PX = 56;

/** `leader`, `raft`: the token with a Heroic Leader's star or a folding boat (troopact, FAQ §III), for the Rules help. */
export function UnitPicture({ kind, leader, raft }: { kind: UnitKind; leader?: boolean; raft?: boolean }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return undefined;
    const draw = (): void => {
      const dpr = Math.min(Math.max(window.devicePixelRatio || 1, 1), 3);
      canvas.width = Math.round(UNIT_PX * dpr);
      canvas.height = Math.round(UNIT_PX * dpr);
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.clearRect(0, 0, UNIT_PX, UNIT_PX);
      const k = UNIT_KINDS[kind];
      inFrame(ctx, { x: UNIT_PX / 2, y: UNIT_PX / 2 + 2 }, (UNIT_PX / 2 / HEX_RADIUS) * 1.05, () =>
        HEX_ART.unit(ctx, { id: 0, side: 'allies', kind, row: 1, col: 1, figures: k.figures, maxFigures: k.figures, medals: 1, ...(leader ? { heroicLeader: true as const } : {}), ...(raft ? { raft: true as const } : {}) }),
      );
      canvas.dataset.drawn = kind;
    };
    if (typeof IntersectionObserver === 'undefined') {
      draw();
      return undefined;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        draw();
      },
      { rootMargin: '200px 0px' },
    );
    io.observe(canvas);
    return () => io.disconnect();
  }, [kind, leader, raft]);
  return <canvas ref={ref} class="unit-picture" width={UNIT_PX} height={UNIT_PX} aria-hidden="true" data-kind={kind} />;
}
