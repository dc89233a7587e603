/** The game screen offers exit markers (docs/ui.md "Exit markers"): taps from legalActions, log sentences, hex words. */
import { describe, expect, it } from 'vitest';
import { DECK, applyAction, hexKey, newGame, type GameState } from '../../src/engine';
import type { Scenario } from '../../src/scenario/types';
import { planTurn } from '../../src/ui/game/controller';
import { describeEvents } from '../../src/ui/game/log';

const sc: Scenario = {
  format: 1,
  id: 'exit-ui',
  name: 'Exit UI',
  board: {
    kind: 'standard',
    face: 'country',
    hexes: [
      { row: 0, col: 4, exit: 'allies' },
      { row: 1, col: 5, unit: { side: 'allies', kind: 'infantry' } },
      { row: 0, col: 24, unit: { side: 'axis', kind: 'infantry' } },
    ],
  },
  sides: { axis: { cards: 4, medalsToWin: 4, edge: 'top' }, allies: { cards: 4, medalsToWin: 4, edge: 'bottom' } },
  first: 'allies',
};

/** The Allies have played a card that orders their only unit. */
function ordered(): GameState {
  let s = newGame(sc, { seed: 3 });
  // A Probe on the left orders the Allies' one unit (the card is put in their hand).
  const card = DECK.findIndex((t) => t === 'probe-left');
  s = { ...s, cards: { ...s.cards, hands: { ...s.cards.hands, allies: [card] } } };
  const r = applyAction(s, { type: 'play', card });
  if (!r.ok) throw new Error(r.error.message);
  s = r.state;
  return s;
}

describe('exit markers on the game screen', () => {
  it('the exit hex offers "Move here" and "Leave the board"; the log says who scored', () => {
    const s = ordered();
    expect([s.turn.stage, s.turn.ordered.length]).toEqual(['move', 1]);
    const plan = planTurn(s);
    const tap = plan.taps.get(hexKey({ row: 0, col: 4 }));
    expect(tap?.kind).toBe('apply');
    const labels = tap?.kind === 'apply' ? tap.choices.map((c) => c.label) : [];
    expect(labels).toEqual(['Move here', 'Leave the board (1 medal)']);
    const exit = tap?.kind === 'apply' ? tap.choices[1]!.action : null;
    const r = applyAction(s, exit);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const text = describeEvents(s, r.state, r.events, 'allies').map((l) => l.text);
    expect(text.some((t) => /leaves the board by an exit marker: 1 medal to the Allies\./.test(t))).toBe(true);
  });
});
