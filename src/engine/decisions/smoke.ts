/**
 * Laying a smoke screen (FAQ §III Smoke Screen, l.2107 "3 adjacent contiguous hexes"; decision C67): before playing
 * its card the side picks three hexes one by one (`target`), each next to one already picked, anywhere on the board;
 * the third laid, the screen is on the board (smoke.ts) and the turn goes on to the card. Opened by the `smoke`
 * action (turn/perform.ts).
 */
import { allHexes, areAdjacent, hexIndex, sameHex, type Hex } from '../hex';
import type { Action, GameState } from '../types';
import { SMOKE_HEXES, laySmoke } from '../smoke';
import type { Decision } from './decision';
import { SHELL_SMOKE_HEXES, inShellRange, layShellSmoke } from '../troops/meemies';

const DECLINE: Action = { type: 'decline' };

export const smoke: Decision<'smoke'> = {
  actions(s, p): Action[] {
    // meemies: smoke shells reach the hexes in the firing unit's range, and 1 or 2 hexes will do (troops/meemies.ts).
    if (p.unit !== undefined) {
      const out: Action[] = inShellRange(s, p.unit, smokeCandidates(s, p.picked)).map((h) => ({ type: 'target', target: h }));
      if (p.picked.length) out.push(DECLINE);
      return out;
    }
    return smokeCandidates(s, p.picked).map((h) => ({ type: 'target', target: h }));
  },
  apply(s, p, a, ctx) {
    if (p.unit !== undefined) {
      // meemies: the salvo is laid at its third hex, when the player stops, or when no hex is left to pick.
      const picked = a.type === 'target' ? [...p.picked, { row: a.target.row, col: a.target.col }] : p.picked;
      const more = a.type === 'target' && picked.length < SHELL_SMOKE_HEXES && inShellRange(s, p.unit, smokeCandidates(s, picked)).length > 0;
      if (more) {
        s.pending[0] = { ...p, picked };
        return;
      }
      s.pending.shift();
      layShellSmoke(s, p.actor, p.unit, picked, ctx);
      return;
    }
    if (a.type !== 'target') return;
    const picked = [...p.picked, { row: a.target.row, col: a.target.col }];
    if (picked.length < SMOKE_HEXES) {
      s.pending[0] = { ...p, picked };
      return;
    }
    s.pending.shift();
    laySmoke(s, p.actor, picked, ctx);
  },
};

/** The hexes that may be picked next: board hexes not picked yet, next to a picked one (the first: any). */
export function smokeCandidates(s: GameState, picked: readonly Hex[]): Hex[] {
  const g = s.board.geometry;
  const out: Hex[] = [];
  for (const h of allHexes(g)) {
    if (!s.board.cells[hexIndex(g, h)]) continue;
    if (picked.some((q) => sameHex(q, h))) continue;
    if (picked.length && !picked.some((q) => areAdjacent(q, h))) continue;
    out.push(h);
  }
  return out;
}
