/**
 * Take Ground (rulebook p.11; FAQ §I Take Ground): after a close assault that eliminates the defender or makes it
 * retreat, the attacker (infantry or armor) may advance into the hex it cleared. Queued when the assault is rolled
 * (automatic step `afterAssault`, checked once every retreat is done), then offered (decision `takeGround`).
 * Armor that takes ground may Overrun (decisions/overrun.ts). Off with the option `noTakeGround`.
 */
import { cellAt, isAlive, obstacleAt, removeObstacle, terrainAt, unitAt } from '../board';
import type { Hex } from '../hex';
import { canEnter, entryEffects } from '../movement';
import { afloat } from '../troops/rafts';
import { UNIT_KINDS, isArmorKind } from '../units';
import type { GameState, Unit } from '../types';
import { mutTurnUnit, type Ctx } from '../turn/draft';
import { enterMinefield } from '../mines';
import { engineerEntersMinefield } from '../troops/engineers';
import { crossIce, iceAt } from '../ice';
import { afterPositionChange, relocate } from '../turn/position';
import { automatic, type Decision } from './decision';
import { offerExtraHex } from './desert';
import { offerOverrun } from './overrun';
import { offerFuria } from '../troops/furia';

/** A close assault by `u` on the unit on `at` is about to be rolled: look for Take Ground once it is resolved. */
export function queueTakeGround(s: GameState, u: Unit, at: Hex, target?: number): void {
  // italy: in a Furia Francese battle the step is queued for the Furia's choice too, and names the unit assaulted.
  if (s.special?.furiaFrancese) {
    if ((UNIT_KINDS[u.kind].takesGround && !s.options.noTakeGround) || u.army === 'french') {
      s.pending.unshift({ kind: 'afterAssault', actor: u.side, attacker: u.id, row: at.row, col: at.col, target: target ?? -1 });
    }
    return;
  }
  if (UNIT_KINDS[u.kind].takesGround && !s.options.noTakeGround) {
    s.pending.unshift({ kind: 'afterAssault', actor: u.side, attacker: u.id, row: at.row, col: at.col });
  }
}

/** The close assault is fully resolved: offer Take Ground if the attacker may advance into the hex. */
export const afterAssault = automatic<'afterAssault'>((s, p) => {
  s.pending.shift();
  const u = s.units[p.attacker]!;
  const to: Hex = { row: p.row, col: p.col };
  // italy (Equipment Pack §VII France): French Infantry may Take Ground or close assault again (troops/furia.ts).
  if (p.target !== undefined && offerFuria(s, u, to, p.target)) return true;
  if (!s.options.noTakeGround && canTakeGround(s, u, to)) s.pending.unshift({ kind: 'takeGround', actor: p.actor, unit: u.id, row: p.row, col: p.col });
  return true;
});

export const takeGround: Decision<'takeGround'> = {
  actions: () => [{ type: 'takeGround' }, { type: 'decline' }],
  apply(s, p, a, ctx) {
    s.pending.shift();
    if (a.type === 'takeGround') advance(s, s.units[p.unit]!, { row: p.row, col: p.col }, ctx);
  },
};

/** May this unit advance into the hex it just cleared? */
export function canTakeGround(s: GameState, u: Unit, to: Hex): boolean {
  const ut = s.turn.units[u.id];
  if (!ut || ut.stopped || !isAlive(u) || unitAt(s, to)) return false;
  // canEnter also keeps units off a bridge entered from another bridge (FAQ §II Bridges Q5, Q7; spans aside), off
  // impassable hexes and across impassable sides.
  if (!canEnter(s, u, { row: u.row, col: u.col }, to, false)) return false;
  // troopact: never from the boat onto a bridge, by a move or by Taking Ground (FAQ §III Collapsible Rafts & Boats Q,
  // l.1801-1803; decision C291).
  if (u.raft && afloat(s, u) && cellAt(s, to)?.bridge) return false;
  // Hedgerow: only a unit that has not moved this turn (FAQ §II Hedgerows Q3, §I Take Ground Q5).
  if (terrainAt(s, to)!.hedgerow && (ut.moved > 0 || ut.advanced)) return false;
  // Cliffs: infantry may not Take Ground up one from the beach (FAQ §II Cliffs & Sea Bluffs; armor never steps there).
  const here = cellAt(s, u);
  if (terrainAt(s, to)!.noTakeGroundFromBeach && here?.terrain === 'beach' && !here.bridge) return false;
  return true;
}

export function advance(s: GameState, u: Unit, to: Hex, ctx: Ctx): void {
  const ut = mutTurnUnit(s, u.id)!;
  // Taken after the Overrun battle (ut.overrunUsed), Take Ground gives no extra hex (FAQ §III North African Desert
  // Rules Q1, l.1881-1883).
  const extraHexDue = !!s.special?.desertOverrun && isArmorKind(u.kind) && !ut.overrunUsed;
  const canBattle = stepInto(s, u, to, ctx, false);
  if (canBattle === null || s.winner) return;
  if (canBattle && extraHexDue) offerExtraHex(s, s.units[u.id]!, ut);
  else if (canBattle) offerOverrun(s, u, ut);
}

/**
 * One hex of Take Ground (or of the desert's extra hex, `extra`): the unit moves in, a minefield goes off, terrain
 * stops it or forbids the Overrun, wire stops it. Returns whether it may still battle, or null when a mine destroyed it.
 */
export function stepInto(s: GameState, u: Unit, to: Hex, ctx: Ctx, extra: boolean): boolean | null {
  const ut = mutTurnUnit(s, u.id)!;
  const from: Hex = { row: u.row, col: u.col };
  relocate(s, u, to, ctx);
  ctx.events.push(extra ? { type: 'tookGround', unit: u.id, from, to, extraHex: true } : { type: 'tookGround', unit: u.id, from, to });
  ut.advanced = true;
  // funnies: a Mine digger's Take Ground onto an enemy minefield removes it without setting it off, as its move does
  // (Equipment Pack Hobart's Funnies l.226 "upon entering"; troops/funnies2.ts, C342). Other engineers clear only
  // instead of a battle they no longer have here.
  if (!(UNIT_KINDS[u.kind].mineDigger && engineerEntersMinefield(s, u, to, extra, ctx))) enterMinefield(s, u, to, ctx);
  // Thin ice (FAQ §II Frozen Rivers): taking ground onto a frozen hex is moving onto it.
  crossIce(s, u, iceAt(s, to), ctx);
  if (!isAlive(s.units[u.id]!)) {
    afterPositionChange(s, ctx);
    return null;
  }
  const eff = entryEffects(s, u, to, false, from);
  if (eff.stops) ut.stopped = true;
  let canBattle = !eff.noBattle;
  if (obstacleAt(s, to) === 'wire') {
    // funnies3: wire does not stop a Bobbin (troops/funnies3.ts); it is removed as any armor removes it.
    if (UNIT_KINDS[u.kind].funnyGround !== 'bobbin') ut.stopped = true;
    if (isArmorKind(u.kind)) {
      removeObstacle(s, to);
      ctx.events.push({ type: 'wireRemoved', unit: u.id, at: to });
    } else canBattle = false;
  }
  afterPositionChange(s, ctx);
  return canBattle;
}
