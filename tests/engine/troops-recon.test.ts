/**
 * The recon family of issue 17: a command car ordered by a Recon 1 lets its player take a card of the discard pile
 * instead of the Recon's draw 2 keep 1. Sources: Equipment Pack 002 "Kübelwagen" l.504; FAQ 003 §IV Command Cars
 * l.2742; decisions C304 (superseded by C330-C333). The long-range patrol cars: Equipment Pack 002 "Jeep Willys"
 * l.440-485; FAQ §II Roads l.1322; decisions C303 (superseded by C334-C336).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, battleDice, eventsView, legalActions, legalMoves, orderableUnits, playerView } from '../../src/engine';
import type { Action, CardType, GameEvent, GameState } from '../../src/engine';
import type { ScenarioHex } from '../../src/scenario/types';
import { cardType } from '../../src/engine/cards';
import { UNIT_KINDS } from '../../src/engine/units';
import { A, T, X, act, battleStep, hex, idAt, mini, ordered, start } from './helpers';

const only = (events: GameEvent[], ...types: GameEvent['type'][]) => events.filter((e) => types.includes(e.type));

/** The car at (8,2) and infantry at (8,4) and (7,5) on the left flank, infantry on the right; two cards already discarded. */
const HEXES = [A(8, 2, 'command-car'), A(8, 4, 'infantry'), A(7, 5, 'infantry'), A(8, 22, 'infantry'), X(0, 0)];

function begin(card: CardType, discarded = 2): GameState {
  const s = start(mini({ hexes: HEXES }), { allies: [card, 'attack-centre'], axis: ['recon-centre'] });
  return { ...s, cards: { ...s.cards, deck: s.cards.deck.slice(discarded), discard: s.cards.deck.slice(0, discarded) } };
}

/** Play `card`, order `units` (in that order), and end the turn's moves and battles. */
function playTurn(s: GameState, units: number[]): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const step = (a: Action) => {
    const r = act(cur, a);
    events.push(...r.events);
    cur = r.state;
  };
  let cur = s;
  step({ type: 'play', card: s.cards.hands.allies[0]! });
  for (const u of units) if (cur.turn.stage === 'order' && !cur.turn.ordered.includes(u)) step({ type: 'order', unit: u });
  if (cur.turn.stage === 'order') step({ type: 'endOrders' });
  if (cur.turn.stage === 'move') step({ type: 'endMoves' });
  if (cur.turn.stage === 'battle' && cur.pending.length === 0) step({ type: 'endBattles' });
  return { state: cur, events };
}

describe('Command cars: the Recon 1 draw from the discard pile (Equipment Pack, Kübelwagen; FAQ §IV Command Cars)', () => {
  it('[Equipment Pack, Kübelwagen l.504; FAQ §IV Command Cars l.2742] a Recon 1 that ordered a command car offers each card of the discard pile or the usual draw', () => {
    const s = begin('recon-left');
    const pile = s.cards.discard.slice();
    const { state } = playTurn(s, [0, 1]);
    expect(state.pending).toEqual([{ kind: 'reconDiscard', actor: 'allies' }]);
    // The Recon 1 just played lies on the pile but was not "already" there: it is not offered (decision C331).
    expect(state.cards.discard).toContain(s.cards.hands.allies[0]);
    expect(legalActions(state)).toEqual([...pile.map((card) => ({ type: 'keep', card })), { type: 'decline' }]);
  });

  it('[Equipment Pack, Kübelwagen l.504] the card chosen goes to the hand instead of drawing: the deck is untouched and the turn passes', () => {
    const s = begin('recon-left');
    const { state } = playTurn(s, [0, 1]);
    const card = s.cards.discard[1]!;
    const r = act(state, { type: 'keep', card });
    expect(r.state.cards.hands.allies).toContain(card);
    expect(r.state.cards.discard).not.toContain(card);
    expect(r.state.cards.deck).toEqual(state.cards.deck);
    expect(r.state.cards.hands.allies.length).toBe(state.cards.hands.allies.length + 1);
    expect(only(r.events, 'tookDiscard', 'drew', 'kept')).toEqual([{ type: 'tookDiscard', side: 'allies', card }]);
    expect(r.state.pending).toEqual([]);
    expect(r.state.turn.side).toBe('axis');
  });

  it('[Equipment Pack, Kübelwagen l.504 "remains secret"; decision C332] the opponent sees neither the card in the log nor in its view', () => {
    const { state } = playTurn(begin('recon-left'), [0, 1]);
    const card = state.cards.discard[0]!;
    const r = act(state, { type: 'keep', card });
    expect(only(eventsView(r.events, 'axis'), 'tookDiscard')).toEqual([{ type: 'tookDiscard', side: 'allies', card: -1 }]);
    expect(only(eventsView(r.events, 'allies'), 'tookDiscard')).toEqual([{ type: 'tookDiscard', side: 'allies', card }]);
    const view = playerView(r.state, 'axis');
    expect(JSON.stringify(view.cards.hand)).not.toContain(String(card));
    expect(view.cards.handSizes.allies).toBe(r.state.cards.hands.allies.length);
    // The pending choice itself names no secret: both sides see the same entry.
    expect(playerView(state, 'axis').pending).toEqual(state.pending);
  });

  it('[Equipment Pack, Kübelwagen l.504 "instead of"] declining goes on to the Recon draw 2 keep 1', () => {
    const { state } = playTurn(begin('recon-left'), [0, 1]);
    const r = act(state, { type: 'decline' });
    expect(r.state.pending.length).toBe(1);
    expect(r.state.pending[0]!.kind).toBe('keep');
    expect(r.state.cards.discard).toEqual(state.cards.discard);
    expect(only(r.events, 'tookDiscard')).toEqual([]);
  });

  it('[FAQ §IV Command Cars l.2742; decision C330] no choice without a car ordered, with another card than a Recon 1, or with nothing already discarded', () => {
    // Recon 1 on the right flank: the car (left) is not ordered.
    expect(playTurn(begin('recon-right'), [3]).state.pending.map((p) => p.kind)).toEqual(['keep']);
    // Recon 1 on the left, but only the infantry ordered.
    expect(playTurn(begin('recon-left'), [1]).state.pending.map((p) => p.kind)).toEqual(['keep']);
    // Recon in Force orders the car, but it is not a Recon 1 (no draw 2 keep 1 either).
    const rif = playTurn(begin('recon-in-force'), [0, 1, 3]).state;
    expect(rif.pending).toEqual([]);
    expect(rif.turn.side).toBe('axis');
    // Only the card just played in the pile: nothing to take, the usual draw 2 keep 1.
    expect(playTurn(begin('recon-left', 0), [0, 1]).state.pending.map((p) => p.kind)).toEqual(['keep']);
  });

  it('[Equipment Pack, Kübelwagen l.504] a card not in the discard pile (or the Recon just played) is refused and the state is untouched', () => {
    const s = begin('recon-left');
    const { state } = playTurn(s, [0, 1]);
    for (const card of [s.cards.hands.allies[0]!, state.cards.hands.allies[0]!, state.cards.deck[0]!]) {
      const r = applyAction(state, { type: 'keep', card });
      expect(r.ok, `card ${card} (${cardType(card)})`).toBe(false);
    }
    expect(state.pending).toEqual([{ kind: 'reconDiscard', actor: 'allies' }]);
  });
});

// recon (Equipment Pack Jeep Willys / FAQ §IV Long-Range Patrol Cars)
describe('Long-range patrol cars (Equipment Pack, Jeep Willys)', () => {
  const movesOf = (s: GameState, row: number, col: number): string[] => legalMoves(s, idAt(s, row, col)).map((h) => `${h.row},${h.col}`);

  it('[Equipment Pack, Jeep Willys l.445-447, l.459] infantry for all purposes, 1 to 3 figures; moves up to 4 and battles; 3, 2, 1 dice up to 3 hexes; takes ground, no overrun', () => {
    const k = UNIT_KINDS['patrol-car'];
    expect([k.symbol, k.figures, k.maxFigures, k.move, k.moveAndBattle, k.takesGround, k.overrun, [...k.dice]]).toEqual(['infantry', 3, 3, 4, 4, true, false, [3, 2, 1]]);
    const s = ordered([A(6, 4, 'patrol-car'), X(0, 0)]);
    expect(movesOf(s, 6, 4)).toContain('6,12');
    expect(movesOf(s, 6, 4)).not.toContain('6,14');
    const at = (row: number, col: number) => battleDice(battleStep(ordered([A(6, 12, 'patrol-car'), X(row, col), X(0, 0)])), hex(6, 12), hex(row, col));
    expect([at(5, 13), at(4, 12), at(3, 13), at(2, 12)]).toEqual([3, 2, 1, 0]);
  });

  it('[Equipment Pack, Jeep Willys l.449] each die that would hit infantry is rolled again; only a grenade on the re-roll hits', () => {
    const s = battleStep(ordered([A(6, 12, 'infantry'), X(5, 13, 'patrol-car'), X(0, 0)]));
    const car = idAt(s, 5, 13);
    const r = act(s, { type: 'battle', unit: idAt(s, 6, 12), target: hex(5, 13) }, ['infantry', 'grenade', 'star', 'grenade', 'star']);
    expect(r.events.filter((e) => e.type === 'hitsConfirmed')).toEqual([{ type: 'hitsConfirmed', unit: car, hits: 2, confirmed: 1 }]);
    expect(r.state.units[car]!.figures).toBe(2);
  });

  it('[FAQ §II Roads l.1322; decision C335] on a road it still moves 4 at most: no road hex beyond its own move', () => {
    const road: ScenarioHex[] = [4, 6, 8, 10, 12, 14, 16].map((col) => ({ row: 6, col, road: ['w', 'e'] }));
    const s = ordered([{ ...road[0]!, unit: { side: 'allies', kind: 'patrol-car' } }, ...road.slice(1), X(0, 0)]);
    expect(movesOf(s, 6, 4)).toContain('6,12');
    expect(movesOf(s, 6, 4)).not.toContain('6,14');
  });

  it('[Equipment Pack, Jeep Willys l.455-457; decision C336] terrain impassable to armor is impassable to it', () => {
    const s = ordered([A(6, 12, 'patrol-car'), T(5, 13, 'ravine'), A(6, 2, 'infantry'), T(5, 3, 'ravine'), X(0, 0)]);
    expect(movesOf(s, 6, 12)).not.toContain('5,13');
    expect(movesOf(s, 6, 2)).toContain('5,3');
  });

  it('[Equipment Pack, Jeep Willys l.463] it may not remove wire', () => {
    const s = battleStep(ordered([A(6, 12, 'patrol-car', { obstacle: 'wire' }), A(6, 2, 'infantry', { obstacle: 'wire' }), X(0, 0)]));
    const wire = legalActions(s).filter((a) => a.type === 'removeWire').map((a) => (a as { unit: number }).unit);
    expect(wire).toEqual([idAt(s, 6, 2)]);
  });

  it('[Equipment Pack, Jeep Willys l.477] Behind Enemy Lines, Dig-In and Medics & Mechanics do not order it; Move Out does', () => {
    const hexes = [A(6, 12, 'patrol-car'), A(6, 2, 'infantry'), X(0, 0)];
    const car = (card: CardType, hurt = false) => {
      let s0 = start(mini({ hexes }), { allies: [card], axis: ['recon-centre'] });
      if (hurt) s0 = { ...s0, units: s0.units.map((u) => (u.side === 'allies' ? { ...u, figures: 1 } : u)) };
      const s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
      return s.turn.ordered.includes(idAt(s0, 6, 12)) || orderableUnits(s).some((u) => u.kind === 'patrol-car');
    };
    expect(car('behind-enemy-lines')).toBe(false);
    expect(car('dig-in')).toBe(false);
    expect(car('medics-mechanics', true)).toBe(false);
    expect(car('move-out')).toBe(true);
  });
});
