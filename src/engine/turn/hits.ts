/**
 * A roll lands on a unit (battle, Ambush, Barrage, Air Power): hits remove figures, an eliminated unit gives its
 * medals (and may end the game), flags queue the owner's retreat (decisions/retreat.ts).
 */
import { hasSandbags, other, setSandbags, unitShifted } from '../board';
import type { DieFace } from '../dice';
import { scoreAgainst } from '../troops/snipers';
import type { Hex } from '../hex';
import { UNIT_KINDS, type UnitKindDef } from '../units';
import { addMedals, checkVictory, checkWipeOut, takePermanentObjectives } from '../victory';
import type { GameState, LossCause, Unit } from '../types';
import { own, type Ctx } from './draft';
import { unitLeft } from '../troops/guns';
import { highCommandLoss } from '../troops/nations';
import { confirmHits, figureMedals, needsConfirm, starsHitBetween } from '../troops/armor';
import { leaderFalls } from '../troops/heroicLeader';
import { trainDamaged } from '../troops/trains';
import { disguiseHolds } from '../troops/brandenburgers';
import { assetExtras } from '../troops/swa';
import { hasSpecialKinds } from '../specialKinds';

/**
 * Apply a roll to a unit: hits, then queue the retreat for its flags. `starsOnly`: only stars hit (an artillery attack
 * on a fortress).
 */
export function strike(s: GameState, v: Unit, faces: DieFace[], by: number, ignorable: boolean, starHits: boolean, ctx: Ctx, starsOnly = false): void {
  const vk = UNIT_KINDS[v.kind];
  // The attacker's abilities matter only in a battle with special kinds (specialKinds.ts), read out of line.
  const stars = starHits || (by >= 0 && hasSpecialKinds(s) && kindStars(s, s.units[by]!, v, vk));
  const { hits, flags } = scoreAgainst(faces, vk.symbol, vk.hitOnlyByGrenades === true, stars, starsOnly);
  ctx.events.push({ type: 'hits', unit: v.id, hits, flags });
  // brandenburgers: hits on them in disguise stand only on an infantry symbol re-rolled (troops/brandenburgers.ts).
  if (v.disguised && hits > 0 && disguiseHolds(s, v, ctx)) return;
  if (hits > 0 && loseFigures(s, v, hits, 'hit', ctx)) return;
  if (flags > 0 && !s.winner) s.pending.unshift({ kind: 'retreat', actor: v.side, unit: v.id, flags, ignorable, by });
}

/** Do the stars of this attacker's roll hit this target, by their kinds' own rules? */
function kindStars(s: GameState, a: Unit, v: Unit, vk: UnitKindDef): boolean {
  // Tank destroyers: stars hit between them and armor or non-infantry attackers (troops/armor.ts).
  if (starsHitBetween(a, v)) return true;
  // foot: a sniper's fire hits on stars; a sniper is hit only by grenades, and stars of such fire (troops/snipers.ts).
  const ak = UNIT_KINDS[a.kind];
  // A machine gun's stars hit infantry (Equipment Pack, M2 Machine Gun); swa: an anti-tank gun's hit armor; a late-war
  // model's only on a turn it has not moved (troops/swa.ts).
  // A sniper's stars do not hit a ship, "hit by grenades only" (FAQ §IV Destroyers l.2543; decision C264).
  return (
    (ak.hitsOnStars === true && vk.naval !== true) ||
    (((ak.starsHitInfantry === true && vk.symbol === 'infantry') || (ak.antiTank === true && vk.symbol === 'armor')) && assetExtras(s, a))
  );
}

/** Remove figures; true if the unit was eliminated. */
export function loseFigures(s: GameState, v0: Unit, n: number, cause: LossCause, ctx: Ctx): boolean {
  // The kind's entry, looked up once for the abilities read below.
  const vk = UNIT_KINDS[v0.kind];
  // A Tiger's hits stand only if a re-roll gives grenades (troops/armor.ts).
  if (vk.confirmHits && needsConfirm(v0, cause)) {
    n = confirmHits(s, v0, n, ctx);
    if (n === 0) return false;
  }
  const v = own(s, ctx, v0.id);
  const lost = Math.min(n, v.figures);
  v.figures -= lost;
  // trains: the wagon goes at the 3rd damage point, the train's hexes change (troops/trains.ts).
  if (v.wagon) trainDamaged(s, v, ctx);
  ctx.events.push({ type: 'figuresLost', unit: v.id, figures: lost, cause });
  // Half-tracks: a medal per 3 figures lost, not per unit (troops/armor.ts).
  const perMedal = vk.figuresPerMedal;
  const figureMedal = perMedal ? figureMedals(s, v, lost, perMedal, ctx) : 0;
  if (v.figures > 0) {
    if (figureMedal > 0) checkVictory(s, other(v.side), ctx.events);
    return false;
  }
  eliminate(s, v, vk, ctx);
  return true;
}

/**
 * The unit's last figure is gone: it leaves the board, its medal goes to the enemy, and what it leaves behind is
 * settled (out of loseFigures, so that the hits of every battle stay small enough for V8 to inline: issue 17 speed).
 */
function eliminate(s: GameState, v: Unit, vk: UnitKindDef, ctx: Ctx): void {
  const perMedal = vk.figuresPerMedal;
  const at: Hex = { row: v.row, col: v.col };
  if (hasSandbags(s, at)) {
    setSandbags(s, at, false);
    ctx.events.push({ type: 'sandbagsRemoved', at });
  }
  v.row = -1;
  v.col = -1;
  unitShifted(s, v.id, at, null);
  if (s.zeroed) unitLeft(s, v.id);
  const to = other(v.side);
  // foot: a sniper is worth no medal (FAQ §IV Snipers); armor: half-tracks give theirs by figures (troops/armor.ts).
  const medals = perMedal || vk.noMedal ? 0 : v.medals;
  addMedals(s, to, medals);
  ctx.events.push({ type: 'eliminated', unit: v.id, medals, to });
  // troop actions: its Heroic Leader is lost on a star of 2 dice, else joins other infantry (troops/heroicLeader.ts).
  if (v.heroicLeader) leaderFalls(s, v, at, ctx);
  // Italian High Command: each unit lost costs a card of the hand, at random (troops/nations.ts).
  if (s.special?.highCommand === v.side) highCommandLoss(s, v.side, ctx);
  // Any decision about the eliminated unit is void.
  s.pending = s.pending.filter((p) => !(p.kind === 'retreat' && p.unit === v.id));
  // The board changed: objectives held by a measure that counts the enemy (majority, sole control, last to occupy)
  // may change hands (nothing changes for objectives held by occupying `hold` hexes).
  takePermanentObjectives(s, ctx.events);
  // A side with no unit left has lost, whatever the medals (docs/rules-decisions.md S24).
  if (!checkVictory(s, to, ctx.events)) checkWipeOut(s, v.side, ctx.events);
}
