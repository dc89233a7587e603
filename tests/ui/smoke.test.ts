/** The game screen offers smoke screens in words (docs/ui.md "Smoke and camouflage"): taps from legalActions, log sentences. */
import { describe, expect, it } from 'vitest';
import { applyAction, hexKey, newGame, type Action, type GameState } from '../../src/engine';
import type { Scenario } from '../../src/scenario/types';
import { planTurn } from '../../src/ui/game/controller';
import { describeHex } from '../../src/ui/board/input';
import { BOARD_TEXT } from '../../src/ui/text/board';
import { describeEvents } from '../../src/ui/game/log';
import { GAME_TEXT } from '../../src/ui/text/game';

const sc: Scenario = {
  format: 1,
  id: 'smoke-ui',
  name: 'Smoke UI',
  board: {
    kind: 'standard',
    face: 'country',
    hexes: [
      { row: 6, col: 12, unit: { side: 'allies', kind: 'infantry' } },
      { row: 2, col: 12, unit: { side: 'axis', kind: 'infantry', camouflaged: true } },
    ],
  },
  sides: { axis: { cards: 4, medalsToWin: 4, edge: 'top' }, allies: { cards: 4, medalsToWin: 4, edge: 'bottom' } },
  first: 'allies',
  rules: { smoke: { allies: 1 } },
};

function step(s: GameState, a: Action): { state: GameState; events: ReturnType<typeof describeEvents> } {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(r.error.message);
  return { state: r.state, events: describeEvents(s, r.state, r.events, null) };
}

describe('smoke screens on the game screen', () => {
  it('a button lays the screen; the hexes glow one pick at a time; the log says it', () => {
    const s0 = newGame(sc, { seed: 3 });
    const plan = planTurn(s0);
    expect(plan.kind).toBe('play');
    const button = plan.buttons.find((b) => b.id === 'smoke')!;
    expect(button.label).toBe(GAME_TEXT.button.smoke(1));
    let s = step(s0, button.action).state;
    let p = planTurn(s);
    expect(p.kind).toBe('smoke');
    expect(p.prompt).toBe(GAME_TEXT.prompt.smoke(0));
    const tap = p.taps.get('4,12')!;
    expect(tap.kind).toBe('apply');
    s = step(s, tap.kind === 'apply' ? tap.choices[0]!.action : button.action).state;
    p = planTurn(s);
    expect(p.prompt).toBe(GAME_TEXT.prompt.smoke(1));
    // Only the hexes touching the first glow now.
    expect([...p.taps.keys()].sort()).toEqual(['3,11', '3,13', '4,10', '4,14', '5,11', '5,13']);
    s = step(s, { type: 'target', target: { row: 4, col: 10 } }).state;
    const last = step(s, { type: 'target', target: { row: 4, col: 14 } });
    expect(last.events.map((e) => e.text)).toContain('The Allies lay a smoke screen: no one sees through it.');
    // Back to the card, and no more smoke to lay.
    const after = planTurn(last.state);
    expect(after.kind).toBe('play');
    expect(after.buttons.some((b) => b.id === 'smoke')).toBe(false);
    expect(last.state.smoke!.screens.map((x) => x.hexes.map(hexKey))).toEqual([['4,12', '4,10', '4,14']]);
    // A screen reader hears the smoke on the hex, and the camouflage on the unit.
    expect(describeHex(last.state, { row: 4, col: 12 })).toContain(BOARD_TEXT.smoke(false));
    expect(describeHex(last.state, { row: 2, col: 12 })).toContain(BOARD_TEXT.camouflaged);
    expect(describeHex(last.state, { row: 6, col: 12 })).not.toContain(BOARD_TEXT.camouflaged);
  });
});
