/**
 * The armies' own rules (FAQ §VII Nations; Equipment Pack §VII Minor WWII Nations): what a unit of a nation does
 * differently, and the command rules of an army. Read by the hot paths through one optional field each, absent in
 * battles without them: the state's unit `army` (the scenario unit's), and `special.gungHo` / `special.highCommand`.
 *
 * - Imperial Japanese Army (FAQ §VII, l.3327-3365), for its infantry:
 *   Yamato Damashi: must ignore 1 flag, 2 on terrain that lets a unit ignore one, never against a card that says
 *   flags may not be ignored (Barrage, Air Power: Q1); Seishin Kyoiku: +1 die in close assault at full strength;
 *   Banzai: may move 2 hexes and still battle, in close assault only (Q4: an enemy adjacent when it battles).
 * - Italian Royal Army (Equipment Pack l.662-688): its ground units retreat 1 to 3 hexes per flag (Motorized
 *   Divisions); its artillery may ignore 1 flag (Artillery Bravery); with the High Command rules, 6 cards at the
 *   start and a card of the hand, at random, discarded for each unit lost, never below 3.
 * - US Marine Corps (FAQ §VII, l.3367-3404), Gung Ho: one unit more on every Section card, and Tactic cards ordering
 *   1 to 4 units order 2 to 5; no effect on the cards the FAQ lists (Air Power, Artillery Bombard, Barrage, Close
 *   Assault, Infantry Assault, Their Finest Hour).
 * Decisions: docs/rules-decisions.md C170-C189.
 */
import { rngOf } from '../cache';
import { nextInt } from '../rng';
import type { CardType } from '../cards';
import type { GameState, Side, Unit } from '../types';
import { UNIT_KINDS } from '../units';
import { SupplyError, cardsOf, type Ctx } from '../turn/draft';

/** The armies whose units carry rules of their own (scenario unit `army`). */
export const ARMIES = [
  'japanese',
  'italian',
  // italy (Equipment Pack §VII France): French Infantry figures (`inffr`), whose standard infantry may follow the
  // Furia Francese (troops/furia.ts).
  'french',
] as const;
export type Army = (typeof ARMIES)[number];

/** Hexes an Italian ground unit may retreat per flag (Equipment Pack l.674, Motorized Divisions). */
export const ITALIAN_RETREAT: readonly [number, number] = [1, 3];

/** Most hexes Japanese infantry moves and still battles, in close assault only (FAQ §VII Banzai War cry). */
export const BANZAI_MOVE = 2;

/** Cards the Italian High Command starts with, and the hand it is never cut below (Equipment Pack l.668). */
export const HIGH_COMMAND_HAND = 6;
export const HIGH_COMMAND_FLOOR = 3;

/** Is this unit infantry of the Imperial Japanese Army? */
export function isJapaneseInfantry(u: Unit): boolean {
  return u.army === 'japanese' && UNIT_KINDS[u.kind].symbol === 'infantry';
}

/**
 * Flags a unit MUST ignore of an attack whose flags may be ignored (Yamato Damashi): Japanese infantry 1, or 2 where
 * its hex lets it ignore one (`ignoresOne`), every flag where its hex lets it ignore them all (`ignoresAll`). 0 for
 * every other unit: they choose (retreat.ts).
 */
export function forcedIgnores(u: Unit, flags: number, ignoresOne: boolean, ignoresAll: boolean): number {
  if (!isJapaneseInfantry(u)) return 0;
  if (ignoresAll) return flags;
  return Math.min(flags, ignoresOne ? 2 : 1);
}

/** Seishin Kyoiku: Japanese infantry at full strength rolls 1 more die in close assault. */
export function seishinBonus(u: Unit): number {
  return isJapaneseInfantry(u) && u.figures >= u.maxFigures ? 1 : 0;
}

/** Italian artillery may ignore 1 flag (Equipment Pack l.680, Artillery Bravery). */
export function braveArtillery(u: Unit): boolean {
  return u.army === 'italian' && UNIT_KINDS[u.kind].symbol === 'artillery';
}

/**
 * Gung Ho: the units a command of the Marines orders, from the card's own count (`n`, per slot). Section cards: one
 * more unit in the card's sections (`sectionCard`); the Tactic cards that order 1 to 4 units: one more; the others as
 * printed (FAQ §VII US Marine Corps, l.3379-3382).
 */
export const GUNG_HO_TACTICS: ReadonlySet<CardType> = new Set<CardType>(['direct-from-hq', 'move-out', 'armor-assault', 'behind-enemy-lines', 'dig-in', 'firefight', 'medics-mechanics']);

/** Does the side play with the Marines' Gung Ho now? */
export function gungHo(s: GameState, side: Side): boolean {
  return s.special?.gungHo === side;
}

/**
 * Italian High Command: a unit of the side was lost: the opponent discards one of its cards at random (the state's
 * PRNG), unless its hand is already down to 3.
 */
export function highCommandLoss(s: GameState, side: Side, ctx: Ctx): void {
  if (s.special?.highCommand !== side) return;
  const cards = cardsOf(s, ctx);
  const hand = cards.hands[side];
  if (hand.length <= HIGH_COMMAND_FLOOR) return;
  // A supplied outcome names the card (as for a captured headquarters); else the PRNG picks it.
  const at = ctx.lost.length ? hand.indexOf(ctx.lost.shift()!) : nextInt(rngOf(s), hand.length);
  if (at < 0) throw new SupplyError('a supplied lost card is not in the hand');
  const card = hand.splice(at, 1)[0]!;
  cards.discard.push(card);
  ctx.events.push({ type: 'highCommandDiscard', side, card });
}
