/**
 * Ambush (cards.md; FAQ §VIII Ambush): when a close assault is declared, the defender holding the card may battle
 * the attacker first (decision `ambush`); the attacker then makes its own attack unless it was eliminated or forced
 * to retreat (automatic step `attack`). The Ambush player draws first at the end of the turn (turn/endTurn.ts).
 * With the option `ambushAlwaysAsk` the decision is offered on every close assault, so the pause tells nothing.
 */
import { isAlive, terrainAt } from '../board';
import { battleTargets, ownHexPenalty, protection } from '../battle';
import { cardType } from '../cards';
import { UNIT_KINDS, unitKind } from '../units';
import type { Action, GameState, Unit } from '../types';
import { resolveAttack } from '../turn/combat';
import { cardsOf } from '../turn/draft';
import { strike } from '../turn/hits';
import { roll } from '../turn/roll';
import { uncover } from '../turn/position';
import { automatic, type Decision } from './decision';
import { seishinBonus } from '../troops/nations';
import { starsHit, zeroIn } from '../troops/guns';
import { spotted } from '../battleStars/forwardSpotting';
import { barredFromBattle } from '../troops/trenchArmor';
import { LEADER_DICE } from '../troops/heroicLeader';
import { dropDisguise } from '../troops/brandenburgers';
import { furiaDice } from '../troops/furia';

/** A close assault was declared by unit `attacker` on `v`: offer the defender an Ambush? (true: offered, wait) */
export function offerAmbush(s: GameState, attacker: number, v: Unit): boolean {
  const defender = v.side;
  // supply: a supply truck never battles, so Ambush never orders it (Equipment Pack l.413; troops/supply.ts).
  if (UNIT_KINDS[v.kind].resupplies) return false;
  const holds = s.cards.hands[defender].some((c) => cardType(c) === 'ambush');
  if (!holds && !s.options.ambushAlwaysAsk) return false;
  s.pending.unshift({ kind: 'ambush', actor: defender, attacker, target: v.id });
  return true;
}

export const ambush: Decision<'ambush'> = {
  actions(s, p): Action[] {
    // With ambushAlwaysAsk the window also opens for a defender without the card: then it may only decline.
    return s.cards.hands[p.actor].some((c) => cardType(c) === 'ambush') ? [{ type: 'ambush' }, { type: 'decline' }] : [{ type: 'decline' }];
  },
  apply(s, p, a, ctx) {
    s.pending.shift();
    const attacker = s.units[p.attacker]!;
    const defender = s.units[p.target]!;
    if (a.type === 'decline') {
      const ut = s.turn.units[attacker.id];
      // italy: a Furia Francese assault keeps its 1 die (troops/furia.ts).
      const dice = furiaDice(ut, battleTargets(s, attacker, ut, false, defender.id).find((b) => b.unit === defender.id)?.dice ?? diceIfOverrun(s, attacker, defender));
      resolveAttack(s, attacker, defender, dice, true, false, ctx);
      return;
    }
    // Ambush: the defender battles the attacker first (cards.md; FAQ §VIII Ambush Q1).
    const hand = cardsOf(s, ctx).hands[p.actor];
    const card = hand.find((c) => cardType(c) === 'ambush')!;
    hand.splice(hand.indexOf(card), 1);
    s.cards.discard.push(card);
    // A second Ambush in the same turn (two in one hand): each card played is replaced at the turn's end.
    if (s.turn.ambushBy) s.turn.ambushes = (s.turn.ambushes ?? 1) + 1;
    s.turn.ambushBy = p.actor;
    ctx.events.push({ type: 'ambush', side: p.actor, unit: defender.id, attacker: attacker.id });
    // An Ambush is a battle: a camouflaged defender gives itself away (FAQ §III Camouflage Q, l.1994-1996).
    uncover(s, defender, ctx);
    // brandenburgers: an Ambush gives them away too (FAQ §IV Brandenburgers Q2).
    if (defender.disguised) dropDisguise(s, defender, ctx);
    s.pending.unshift({ kind: 'attack', actor: attacker.side, attacker: attacker.id, target: defender.id, fromRow: attacker.row, fromCol: attacker.col });
    const dice = ambushDice(s, defender, attacker);
    const faces = roll(s, ctx, dice);
    // The Ambush is the defender's battle: a Flak 88's stars hit armor, a Big Gun's or destroyer's hit zeroes it in
    // (Equipment Pack, Big Guns: "When a Big Gun scores a hit on an enemy target unit"; decision C119).
    strike(s, attacker, faces, defender.id, true, starsHit(defender, attacker), ctx);
    // stars: artillery spotted for zeroes in as a Big Gun (battleStars/forwardSpotting.ts).
    if (UNIT_KINDS[defender.kind].zeroesIn || (s.special?.forwardSpotting && spotted(s, defender))) zeroIn(s, defender, attacker, faces, ctx.events);
  },
};

/** After an Ambush: the attacker's own attack, cancelled if it was eliminated, its target gone, or it retreated. */
export const attack = automatic<'attack'>((s, p, ctx) => {
  s.pending.shift();
  const u = s.units[p.attacker]!;
  const v = s.units[p.target]!;
  if (!isAlive(u) || !isAlive(v)) return true;
  if (u.row !== p.fromRow || u.col !== p.fromCol) {
    ctx.events.push({ type: 'attackCancelled', unit: u.id });
    return true;
  }
  const ut = s.turn.units[u.id];
  const overrun = !!ut && ut.overrunUsed && ut.battles === ut.maxBattles && ut.advanced === true;
  const d = furiaDice(ut, battleTargets(s, u, ut, overrun, v.id).find((b) => b.unit === v.id)?.dice ?? 0);
  // After an Ambush the defender may not battle back (FAQ §VII Stiff Upper Lip).
  resolveAttack(s, u, v, d, true, overrun, ctx, true);
  return true;
});

function diceIfOverrun(s: GameState, attacker: Unit, defender: Unit): number {
  const ut = s.turn.units[attacker.id];
  return battleTargets(s, attacker, ut, true, defender.id).find((b) => b.unit === defender.id)?.dice ?? 0;
}

/** The ambushing unit's close assault dice against the attacker (no card bonus). */
function ambushDice(s: GameState, defender: Unit, attacker: Unit): number {
  const k = UNIT_KINDS[defender.kind];
  // A ship battles from the Ocean (decision C191); a carrier has no dice (troops/ships.ts).
  const own = terrainAt(s, defender)!;
  if (own.noBattleFrom && !unitKind(defender.kind).naval) return 0;
  // trench: armor in a trench may not battle, so may not Ambush (troops/trenchArmor.ts, decision C400).
  if (own.noBattleFromClass !== undefined && barredFromBattle(s, defender, own)) return 0;
  // Seishin Kyoiku: an Ambush is a close assault battle, so full-strength Japanese infantry rolls 1 more (decision C173).
  // Heroic Leader: 1 more die, an Ambush being a battle (troops/heroicLeader.ts, decision C283).
  const base = (k.dice[0] ?? 0) + (defender.army ? seishinBonus(defender) : 0) + (defender.heroicLeader ? LEADER_DICE : 0);
  return Math.max(0, base - protection(s, defender, attacker) - ownHexPenalty(s, defender));
}
