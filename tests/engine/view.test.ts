import { describe, expect, it } from 'vitest';
import { applyAction, eventsView, legalActions, newGame, playerView, RULES_VERSION } from '../../src/engine';
import { getBuiltinScenario } from '../../src/scenario/builtin';
import { seedRng, nextInt } from '../../src/engine/rng';
import type { GameEvent, GameState } from '../../src/engine';

function playSome(n: number, seed: number): { state: GameState; events: GameEvent[] } {
  let s = newGame(getBuiltinScenario('sword-beach')!, { seed });
  const pr = seedRng(`view-${seed}`);
  const events: GameEvent[] = [];
  for (let i = 0; i < n && !s.winner; i++) {
    const la = legalActions(s);
    const r = applyAction(s, la[nextInt(pr, la.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

describe('API. Player views', () => {
  it('[engine issue: playerView] the view holds the own hand, hand sizes, deck size; no deck order, no PRNG, no other hand', () => {
    const { state } = playSome(40, 3);
    for (const side of ['axis', 'allies'] as const) {
      const v = playerView(state, side);
      const text = JSON.stringify(v);
      expect(v.cards.hand).toEqual(state.cards.hands[side]);
      expect(v.cards.handSizes).toEqual({ axis: state.cards.hands.axis.length, allies: state.cards.hands.allies.length });
      expect(v.cards.deckSize).toBe(state.cards.deck.length);
      expect(text).not.toContain('"rng"');
      expect(text).not.toContain('"deck":[');
      expect('hands' in v.cards).toBe(false);
      expect(v.viewer).toBe(side);
    }
  });

  it('[engine issue: playerView] the other side\'s Recon choice is hidden while it is pending', () => {
    const s = newGame(getBuiltinScenario('arracourt')!, { seed: 1 });
    const withKeep: GameState = { ...s, pending: [{ kind: 'keep', actor: 'axis', cards: [1, 2] }] };
    expect(playerView(withKeep, 'allies').pending[0]).toEqual({ kind: 'keep', actor: 'axis', cards: [] });
    expect(playerView(withKeep, 'axis').pending[0]).toEqual({ kind: 'keep', actor: 'axis', cards: [1, 2] });
  });

  it('[engine issue: events record every card drawn] eventsView hides the cards the other side draws', () => {
    const { events } = playSome(200, 5);
    const drew = events.filter((e) => e.type === 'drew');
    expect(drew.length).toBeGreaterThan(5);
    for (const side of ['axis', 'allies'] as const) {
      for (const e of eventsView(events, side)) {
        if (e.type === 'drew') expect(e.card >= 0).toBe(e.side === side);
      }
    }
  });

  it('[engine issue: rules version] every game records the rules version', () => {
    expect(newGame(getBuiltinScenario('operation-cobra')!, { seed: 9 }).rulesVersion).toBe(RULES_VERSION);
  });
});
