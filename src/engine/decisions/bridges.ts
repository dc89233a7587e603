/**
 * Bridge card plays a battle's rules allow (bridges.ts; played in turn/play.ts): the player picks the hex (a
 * `target`), and the play orders no unit.
 * - `pontoon` (FAQ §II Pontoon Bridges, l.1150-1170): a pontoon bridge on a river hex of the Attack card's section;
 *   no unit need be near it (Q1). It is a bridge from then on.
 * - `blow` (FAQ §III Blowing up Bridges, l.1720-1745): a bridge of the card's section, no unit need be near it (Q1).
 *   Option 1: the bridge is gone, the card is lost and never replaced. Option 2: 2 dice, a star blows it; the card is
 *   discarded and replaced as usual either way. A unit on a blown bridge is destroyed and counts as medals (Q2).
 */
import { unitAt } from '../board';
import { blowableBridges, pontoonHexes, setBridge } from '../bridges';
import { blownBridgeMedal } from '../bridgeLimits';
import type { Hex } from '../hex';
import { loseFigures } from '../turn/hits';
import { roll } from '../turn/roll';
import type { Decision } from './decision';
import type { GameState } from '../types';
import type { Ctx } from '../turn/draft';

const target = (h: Hex) => ({ type: 'target' as const, target: { row: h.row, col: h.col } });

export const pontoon: Decision<'pontoon'> = {
  actions: (s, p) => pontoonHexes(s, p.actor, p.section).map(target),
  apply(s, p, a, ctx) {
    if (a.type !== 'target') return;
    s.pending.shift();
    setBridge(s, a.target, 'pontoon');
    s.pontoons = { ...s.pontoons, [p.actor]: (s.pontoons?.[p.actor] ?? 0) + 1 };
    ctx.events.push({ type: 'pontoonBuilt', side: p.actor, at: { row: a.target.row, col: a.target.col } });
  },
};

export const blow: Decision<'blow'> = {
  actions: (s, p) => blowableBridges(s, p.actor, p.sections).map(target),
  apply(s, p, a, ctx) {
    if (a.type !== 'target') return;
    s.pending.shift();
    const at = { row: a.target.row, col: a.target.col };
    if (p.option === 1) {
      // Option 1: the card is out of the game; endTurn neither discards it nor draws for it.
      s.turn.cardLost = true;
      blowUp(s, at, ctx, p.actor);
      return;
    }
    // Option 2: 2 dice, a star blows the bridge.
    const faces = roll(s, ctx, 2);
    if (faces.includes('star')) blowUp(s, at, ctx, p.actor);
    else ctx.events.push({ type: 'bridgeBlown', side: p.actor, at, blown: false });
  },
};

/** The bridge is gone: the hex is a river again, and a unit on it is destroyed (FAQ §III Blowing up Bridges Q2). */
function blowUp(s: GameState, at: Hex, ctx: Ctx, side: GameState['turn']['side']): void {
  const onIt = unitAt(s, at);
  setBridge(s, at, 'none');
  ctx.events.push({ type: 'bridgeBlown', side, at, blown: true });
  if (onIt) loseFigures(s, onIt, onIt.figures, 'bridge', ctx);
  // holdout3: a bridge the battle makes worth a medal (bridgeLimits.ts, decision C416).
  if (s.special?.blowable?.medals) blownBridgeMedal(s, side, at, ctx);
}
