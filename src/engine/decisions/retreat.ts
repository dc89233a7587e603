/**
 * Retreat (rulebook p.10 "Retreat"; FAQ §I Retreating): each flag not ignored moves the unit one hex toward its own
 * edge, the owner choosing the path; a blocked retreat costs figures. Where it may go is src/engine/retreat.ts
 * (`retreatOptionsFor`); this is the owner's decision, taken automatically when only one choice exists.
 */
import { cellAt } from '../board';
import { sameHex, type Hex } from '../hex';
import { retreatOptionsFor, type RetreatOption } from '../retreat';
import type { Action, GameState, Unit } from '../types';
import { mutTurnUnit, type Ctx } from '../turn/draft';
import { loseFigures } from '../turn/hits';
import { afterPositionChange, relocate } from '../turn/position';
import { boardHasIce, crossIce, icyHexesOnRoute } from '../ice';
import { ruinLandmark } from '../landmarks';
import type { Decision } from './decision';
import { isArtilleryKind } from '../units';
import { sharedHex } from '../grid';
import { battleBackAfterRetreat } from '../troops/stiffUpperLip';

export const retreat: Decision<'retreat'> = {
  actions(s, p): Action[] {
    const u = s.units[p.unit]!;
    return dedupeRetreats(retreatOptionsFor(s, u, p.flags, p.ignorable)).map((o) => ({ type: 'retreat', to: o.to, ignore: o.ignore }));
  },
  apply(s, p, a, ctx) {
    if (a.type !== 'retreat') return;
    s.pending.shift();
    const u = s.units[p.unit]!;
    const opt = retreatOptionsFor(s, u, p.flags, p.ignorable).find((o) => sameHex(o.to, a.to) && o.ignore === a.ignore)!;
    const from: Hex = { row: u.row, col: u.col };
    applyRetreat(s, u, opt, ctx);
    // Fire that destroys the landmark it stood on does so now the retreat is settled (landmarks.ts).
    if (p.ruin) ruinLandmark(s, from, ctx.events);
    // Stiff Upper Lip: it stood its ground (every flag ignored): it battles back now (troops/nations.ts).
    if (p.battleBack && opt.steps === 0 && opt.losses === 0) battleBackAfterRetreat(s, p.unit, p.by, ctx);
  },
  auto(s, p, ctx) {
    const opts = dedupeRetreats(retreatOptionsFor(s, s.units[p.unit]!, p.flags, p.ignorable));
    if (opts.length !== 1) return false;
    s.pending.shift();
    const u = s.units[p.unit]!;
    const from: Hex = { row: u.row, col: u.col };
    applyRetreat(s, u, opts[0]!, ctx);
    if (p.ruin) ruinLandmark(s, from, ctx.events);
    if (p.battleBack && opts[0]!.steps === 0 && opts[0]!.losses === 0) battleBackAfterRetreat(s, p.unit, p.by, ctx);
    return true;
  },
};

function dedupeRetreats(opts: RetreatOption[]): RetreatOption[] {
  const seen = new Set<string>();
  return opts.filter((o) => {
    const k = `${o.to.row},${o.to.col},${o.ignore}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function applyRetreat(s: GameState, u: Unit, o: RetreatOption, ctx: Ctx): void {
  // (u is re-read after moving: the draft copies a unit when it first changes.)
  if (o.ignore) ctx.events.push({ type: 'flagIgnored', unit: u.id });
  const from: Hex = sharedHex(s.board, u.row, u.col);
  if (o.steps > 0) {
    // Frozen rivers on the way back (ice.ts): the only terrain whose effect holds in a retreat (FAQ §II Frozen Rivers Q1).
    const ice = boardHasIce(s) ? icyHexesOnRoute(s, u, o.to, o.steps, 'retreat') : [];
    relocate(s, u, o.to, ctx);
    ctx.events.push({ type: 'retreated', unit: u.id, from, to: sharedHex(s.board, o.to.row, o.to.col), steps: o.steps });
    if (s.turn.units[u.id] && u.side === s.turn.side) mutTurnUnit(s, u.id)!.retreated = true;
    crossIce(s, u, ice, ctx);
    afterPositionChange(s, ctx);
  }
  if (o.losses > 0 && !s.winner && s.units[u.id]!.figures > 0) {
    u = s.units[u.id]!;
    const bunkerArt = isArtilleryKind(u.kind) && !!cellAt(s, u)?.bunker;
    loseFigures(s, u, o.losses, bunkerArt ? 'bunkerArtillery' : 'blockedRetreat', ctx);
  }
}
