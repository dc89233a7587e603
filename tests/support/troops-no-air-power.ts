/**
 * A side that may not play Air Power (FAQ §XII The Surrender of Elster's Column, 003 l.4643-4647) restated apart from
 * src/engine/troops/noAirPower.ts, checked on every action of random play from the states and the events (hooked
 * into the expansion checker, tests/support/terrain-rules.ts). The rule, as the document gives it:
 * - only in a battle that plays it (`special.noAirPower`), only for the side it names;
 * - that side never holds an Air Power card: one it is dealt is in the discards when the game starts, its hand still
 *   full; one it draws is discarded in the same action and another card is drawn for it;
 * - that side never plays an Air Power, nor a Counter-Attack that strikes as one;
 * - the other side draws, keeps and plays its Air Power as usual.
 */
import { readFileSync } from 'node:fs';
import { DECK } from '../../src/engine/cards';
import { applyBattleRules } from '../../src/scenario/battleRules';
import { importM44 } from '../../src/scenario/m44';
import type { Scenario } from '../../src/scenario/types';
import type { GameEvent, GameState } from '../../src/engine/types';

/** Which rules came up (shared with the terrain checker's `Seen`). */
export type NoAirPowerSeen = Set<string>;

const isAirPower = (c: number): boolean => DECK[c % DECK.length] === 'air-power';

/** The rules a game of the proving ground (5841 with the switch) must show firing. */
export const NO_AIR_POWER_RULES = [
  'no air power: a dealt Air Power discarded',
  'no air power: a drawn Air Power discarded and replaced',
  'no air power: a Counter-Attack of Air Power orders nothing',
];

export class NoAirPowerChecker {
  private started = false;

  constructor(readonly seen: NoAirPowerSeen) {}

  check(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    const banned = prev.special?.noAirPower;
    // The deal, seen at the first check: the banned side's dealt Air Power lies in the discards before any card is played.
    if (!this.started) {
      this.started = true;
      if (banned && prev.turn.number === 1 && prev.turn.card === null && prev.cards.discard.some(isAirPower)) this.seen.add('no air power: a dealt Air Power discarded');
    }
    if (banned) {
      for (const c of next.cards.hands[banned]) if (isAirPower(c)) out.push(`no air power: the ${banned} hold Air Power card ${c}`);
    }
    let owed: number[] = [];
    for (const [i, e] of events.entries()) {
      if (e.type === 'drew' && banned === e.side && isAirPower(e.card)) owed.push(e.card);
      else if (e.type === 'airPowerRefused') {
        if (!banned) out.push(`no air power: card ${e.card} refused in a battle that does not ban Air Power`);
        else if (e.side !== banned) out.push(`no air power: the ${e.side} refused card ${e.card}, but the ban is the ${banned}'`);
        if (!isAirPower(e.card)) out.push(`no air power: card ${e.card} (${String(DECK[e.card % DECK.length])}) refused, not an Air Power`);
        if (!owed.includes(e.card)) out.push(`no air power: card ${e.card} refused without being drawn just before`);
        owed = owed.filter((c) => c !== e.card);
        // Another card drawn for it, unless nothing but Air Power is left to draw.
        const redrawn = events.slice(i + 1).some((x) => x.type === 'drew' && x.side === e.side);
        const only = next.cards.deck.every(isAirPower) && next.cards.discard.every(isAirPower);
        if (!redrawn && !only) out.push(`no air power: the ${e.side} drew nothing in place of refused card ${e.card}`);
        else this.seen.add('no air power: a drawn Air Power discarded and replaced');
        if (next.cards.hands[e.side].includes(e.card)) out.push(`no air power: refused card ${e.card} is still in the ${e.side}' hand`);
      } else if (e.type === 'played' && banned === e.side) {
        if (e.cardType === 'air-power') out.push(`no air power: the ${e.side} played Air Power card ${e.card}`);
        if (e.command?.type === 'air-power') out.push(`no air power: the ${e.side} played card ${e.card} (${e.cardType}) as Air Power`);
        if (e.cardType === 'counter-attack' && prev.lastCommand[banned === 'axis' ? 'allies' : 'axis']?.type === 'air-power') {
          this.seen.add('no air power: a Counter-Attack of Air Power orders nothing');
        }
      }
    }
    for (const c of owed) out.push(`no air power: the ${banned} drew Air Power card ${c} and did not discard it`);
    return out;
  }
}

/**
 * The proving ground: 5841 The Surrender of Elster's Column (tests/fixtures/expansion-scenarios) as the importer
 * reads it, with the switch the battle's special rule needs (`axis-no-air-power`: the file carries no word of it, C340).
 */
export function elsterBattle(): Scenario {
  const json: unknown = JSON.parse(readFileSync(new URL('../fixtures/expansion-scenarios/5841-TheSurrenderOfElstersColumn.m44.json', import.meta.url), 'utf8'));
  const r = importM44(json, { id: 'dev-5841-thesurrenderofelsterscolumn' });
  if (!r.ok) throw new Error('5841 does not import');
  return applyBattleRules(r.scenario, ['axis-no-air-power']);
}
