/**
 * The Surrender of Elster's Column: the Axis may not play Air Power (src/engine/troops/noAirPower.ts). FAQ
 * 003_f06c3a1d5921cf5a.txt §XII The Surrender of Elster's Column, l.4643-4647 (the scenario's rule: "If he draws it or
 * receives it at game start, he must immediately discard it and draw a new one", and the answer: the card "cannot be
 * played by the Axis player"). Decisions C340-C341 of docs/rules-decisions.md.
 */
import { describe, expect, it } from 'vitest';
import { cardType, legalActions, newGame } from '../../src/engine';
import type { GameEvent, GameState, Side, UnitKind } from '../../src/engine';
import type { ScenarioHex } from '../../src/scenario/types';
import { applyBattleRules, appliedBattleRules, setBattleRules } from '../../src/scenario/battleRules';
import { act, cardId, hex, mini, start } from './helpers';

const U = (row: number, col: number, side: Side, kind: UnitKind = 'infantry'): ScenarioHex => ({ row, col, unit: { side, kind } });
const hexes = [U(6, 12, 'allies', 'artillery'), U(2, 12, 'axis', 'artillery'), U(6, 2, 'allies'), U(1, 3, 'axis')];
const AP = cardId('air-power');
const plain = mini({ hexes, first: 'axis' });
const banned = applyBattleRules(plain, ['axis-no-air-power']);

/** End the turn of the side playing (ordering, moving and battling nothing), the pile's next cards `draws`. */
function finish(s0: GameState, draws: number[], first: GameEvent[] = []): { state: GameState; events: GameEvent[] } {
  const side = s0.turn.side;
  let s = s0;
  const events: GameEvent[] = [...first];
  for (let guard = 0; s.turn.side === side && !events.some((e) => e.type === 'turn') && guard < 5; guard++) {
    const end = legalActions(s).find((a) => a.type === 'endOrders' || a.type === 'endMoves' || a.type === 'endBattles');
    if (!end) break;
    const r = act(s, end, undefined, draws);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** The Axis play their one card and end their turn; the next card of the pile is `draws`' first. */
function axisTurn(s0: GameState, draws: number[]) {
  const p = act(s0, { type: 'play', card: s0.cards.hands.axis[0]! }, undefined, draws);
  return finish(p.state, draws, p.events);
}

describe("The Surrender of Elster's Column: no Air Power for the Axis", () => {
  it("[FAQ §XII The Surrender of Elster's Column, l.4645-4647] an Air Power dealt to the Axis goes to the discards and the next card of the pile replaces it; the PRNG is untouched", () => {
    // A seed whose deal gives the Axis (first, so dealt first) the Air Power card.
    const seed = [...Array(400).keys()].find((n) => newGame(plain, { seed: n }).cards.hands.axis.includes(AP))!;
    expect(seed).toBeDefined();
    const before = newGame(plain, { seed });
    const after = newGame(banned, { seed });
    expect(after.special?.noAirPower).toBe('axis');
    expect(after.cards.hands.axis).not.toContain(AP);
    expect(after.cards.hands.axis.length).toBe(before.cards.hands.axis.length);
    expect(after.cards.discard).toEqual([AP]);
    expect(after.cards.hands.axis).toContain(before.cards.deck[0]);
    expect(after.cards.hands.allies).toEqual(before.cards.hands.allies);
    expect(after.rng).toEqual(before.rng);
  });

  it("[FAQ §XII The Surrender of Elster's Column, l.4645] an Air Power the Axis draw is discarded at once and they draw another", () => {
    const s0 = start(banned, { axis: ['probe-left'], allies: ['probe-left'] });
    const next = s0.cards.deck.find((c) => c !== AP)!;
    const r = axisTurn(s0, [AP, next]);
    expect(r.state.cards.hands.axis).toEqual([next]);
    expect(r.state.cards.discard).toContain(AP);
    expect(r.events.filter((e) => e.type === 'airPowerRefused')).toEqual([{ type: 'airPowerRefused', side: 'axis', card: AP }]);
    expect(r.events.filter((e) => e.type === 'drew').map((e) => e.type === 'drew' && e.card)).toEqual([AP, next]);
  });

  it("[FAQ §XII The Surrender of Elster's Column, l.4647] the Allies draw and keep Air Power as usual", () => {
    const sc = { ...banned, first: 'allies' as const };
    const s0 = start(sc, { axis: ['probe-left'], allies: ['probe-left'] });
    const p = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }, undefined, [AP]);
    const r = finish(p.state, [AP], p.events);
    expect(r.state.cards.hands.allies).toEqual([AP]);
    expect(r.events.some((e) => e.type === 'airPowerRefused')).toBe(false);
  });

  it("[FAQ §XII The Surrender of Elster's Column, l.4643 \"the Allied player alone\"] an Axis Counter-Attack of an Allied Air Power copies nothing", () => {
    const sc = { ...banned, first: 'allies' as const };
    const s0 = start(sc, { allies: ['air-power'], axis: ['counter-attack'] });
    // The Allies' Air Power, struck with no hit, ends their turn.
    let s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
    s = act(s, { type: 'target', target: hex(2, 12) }).state;
    if (s.pending[0]?.kind === 'airPower') s = act(s, { type: 'strike' }, ['armor', 'armor']).state;
    s = finish(s, []).state;
    expect(s.turn.side).toBe('axis');
    const r = act(s, { type: 'play', card: s.cards.hands.axis[0]! });
    expect(r.events[0]).toMatchObject({ type: 'played', cardType: 'counter-attack', command: null });
    // Without the ban the same Counter-Attack is an Air Power.
    const free = { ...s, special: undefined } as GameState;
    delete (free as { special?: unknown }).special;
    const r2 = act(free, { type: 'play', card: s.cards.hands.axis[0]! });
    expect(r2.events[0]).toMatchObject({ type: 'played', cardType: 'counter-attack', command: { type: 'air-power' } });
  });

  it('[rules-decisions C341] with nothing but Air Power left to draw, the Axis hand stays a card short (no endless redraw)', () => {
    const s0 = start(banned, { axis: ['probe-left'], allies: ['probe-left'] });
    // A battle that never reshuffles, with Air Power its last card.
    const s1: GameState = { ...s0, special: { ...s0.special, noReshuffle: true }, cards: { ...s0.cards, deck: [AP], discard: [] } };
    const r = axisTurn(s1, []);
    expect(r.state.cards.hands.axis).toEqual([]);
    expect(r.state.cards.discard.filter((c) => cardType(c) === 'air-power')).toEqual([AP]);
    // Reshuffling, the played card comes back from the discards instead.
    const r2 = axisTurn({ ...s1, special: { noAirPower: 'axis' } }, []);
    expect(r2.state.cards.hands.axis.map(cardType)).toEqual(['probe-left']);
  });

  it('[rules-decisions C340] the switch is data (rules.noAirPower) absent from other battles, and taken off again cleanly', () => {
    expect(banned.rules).toEqual({ noAirPower: 'axis' });
    expect(appliedBattleRules(banned)).toContain('axis-no-air-power');
    expect(setBattleRules(banned, [])).toEqual(plain);
    expect(newGame(plain, { seed: 1 }).special).toBeUndefined();
  });
});
