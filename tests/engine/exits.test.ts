/**
 * Exit markers: an ordered unit moves off the board through an exit hex of its side and scores a medal. Scenario data
 * (`exit` on a board hex), the action `{ type: 'exit', unit, via }`; decisions C24-C26 in docs/rules-decisions.md.
 *
 * Sources (line numbers in /work/shared/rules):
 *   FAQ 003_f06c3a1d5921cf5a.txt: Exit Markers l.2134-2156 (specific baseline hexes; a figure on the Victory track;
 *     l.2156 "you have to actually exit the board... Leaving the map board counts as one hex of movement"), §I
 *     Retreating l.353-355 and l.2150-2152 (no medal for retreating off the board)
 *   Equipment Pack 002_07e461a9f2ec49d7.txt l.756-762 Exit markers
 */
import { describe, expect, it } from 'vitest';
import { applyAction, cardType, legalActions, medals, newGame } from '../../src/engine';
import type { Action, CardType, GameState, Side } from '../../src/engine';
import type { ScenarioHex, TerrainKind, UnitKind } from '../../src/scenario/types';
import { act, hex, idAt, mini, refused, start, type Step } from './helpers';

const U =
  (side: Side) =>
  (row: number, col: number, kind: UnitKind = 'infantry', extra: Partial<ScenarioHex> = {}): ScenarioHex => ({ row, col, unit: { side, kind }, ...extra });
const A = U('allies');
const X = U('axis');
/** An exit marker of the Allies on the Axis baseline. */
const exitHex = (row: number, col: number, terrain?: TerrainKind): ScenarioHex => ({ row, col, exit: 'allies', ...(terrain ? { terrain } : {}) });

function play(s: GameState, type: CardType): Step {
  const card = s.cards.hands[s.turn.side].find((c) => cardType(c) === type);
  if (card === undefined) throw new Error(`${s.turn.side} holds no ${type}`);
  return act(s, { type: 'play', card });
}
const exits = (s: GameState): Action[] => legalActions(s).filter((a) => a.type === 'exit');
const game = (hexes: ScenarioHex[], allies: CardType[], medalsToWin?: Partial<Record<Side, number>>) =>
  start(mini({ hexes, ...(medalsToWin ? { medalsToWin } : {}) }), { allies, axis: ['probe-centre'] });

describe('3. Movement: exit markers', () => {
  it('[FAQ Exit Markers, line 2156] leaving the board counts as one hex: infantry one hex from the exit leaves, two hexes away it cannot', () => {
    const s = play(game([exitHex(0, 4), A(1, 5), A(2, 2), X(0, 24)], ['probe-left']), 'probe-left').state;
    expect(exits(s)).toEqual([{ type: 'exit', unit: idAt(s, 1, 5), via: hex(0, 4) }]);
    const r = act(s, { type: 'exit', unit: idAt(s, 1, 5), via: hex(0, 4) });
    expect(r.events.find((e) => e.type === 'exited')).toEqual({ type: 'exited', unit: idAt(s, 1, 5), from: hex(1, 5), via: hex(0, 4), steps: 2, side: 'allies' });
    const u = r.state.units[idAt(s, 1, 5)]!;
    expect([u.row, u.col, u.figures, u.exited]).toEqual([-1, -1, 0, true]);
    expect(r.state.medalsWon).toEqual({ axis: 0, allies: 1 });
    expect(medals(r.state, 'allies')).toBe(1);
  });

  it('[Equipment Pack l.762; FAQ Exit Markers l.2144] a unit standing on the exit hex leaves with one hex of movement, for one medal whatever its figures', () => {
    const s = play(game([A(0, 4, 'armor', { exit: 'allies' }), X(0, 24)], ['recon-left']), 'recon-left').state;
    const r = act(s, { type: 'exit', unit: idAt(s, 0, 4), via: hex(0, 4) });
    expect(r.events.find((e) => e.type === 'exited')).toMatchObject({ steps: 1 });
    expect(r.state.medalsWon.allies).toBe(1);
  });

  it('[FAQ Exit Markers, line 2154] landing on the exit hex scores nothing: the unit must leave the board', () => {
    const s = play(game([exitHex(0, 4), A(1, 5), X(0, 24)], ['probe-left']), 'probe-left').state;
    const r = act(s, { type: 'move', unit: idAt(s, 1, 5), to: hex(0, 4) });
    expect(r.state.medalsWon.allies).toBe(0);
    expect(r.events.some((e) => e.type === 'exited' || e.type === 'objective')).toBe(false);
  });

  it('[FAQ Exit Markers, line 2156; rulebook p.14 Forests] an exit hex that stops movement cannot be crossed on the way out; a unit that starts there may leave', () => {
    let s = play(game([exitHex(0, 4, 'forest'), A(1, 5), X(0, 24)], ['probe-left']), 'probe-left').state;
    expect(exits(s)).toEqual([]);
    s = play(game([A(0, 4, 'infantry', { exit: 'allies', terrain: 'forest' }), X(0, 24)], ['probe-left']), 'probe-left').state;
    expect(exits(s)).toEqual([{ type: 'exit', unit: idAt(s, 0, 4), via: hex(0, 4) }]);
  });

  it('[FAQ Exit Markers l.2142] only the side whose marker it is may leave through it, and only an ordered unit', () => {
    const s = play(game([{ row: 0, col: 4, exit: 'axis' }, exitHex(0, 8), A(1, 5), A(1, 9), X(0, 24)], ['recon-left']), 'recon-left').state;
    // recon-left orders one unit of the left flank: (1,5), which may not use the Axis marker; (1,9) is not ordered.
    expect(s.turn.ordered).toEqual([idAt(s, 1, 5)]);
    expect(exits(s)).toEqual([]);
    refused(s, { type: 'exit', unit: idAt(s, 1, 5), via: hex(0, 4) }, 'not-allowed');
    refused(s, { type: 'exit', unit: idAt(s, 1, 9), via: hex(0, 8) }, 'not-allowed');
  });

  it('[FAQ §I Retreating, line 355] a unit on its own side\'s exit hex that must retreat off the board loses a figure and scores nothing', () => {
    // An Allied exit marker on the Allies' own edge (as in Capturing the Crossing): flags never carry a unit off.
    const sc = mini({ hexes: [{ row: 8, col: 4, exit: 'allies', unit: { side: 'allies', kind: 'infantry' } }, X(7, 5), X(0, 24)], first: 'axis' });
    let s = start(sc, { axis: ['recon-right'], allies: ['probe-left'] });
    s = act(play(s, 'recon-right').state, { type: 'endMoves' }).state;
    const r = act(s, { type: 'battle', unit: idAt(s, 7, 5), target: hex(8, 4) }, ['flag', 'star', 'star']);
    expect(r.events.find((e) => e.type === 'figuresLost')).toMatchObject({ cause: 'blockedRetreat', figures: 1 });
    expect(r.events.some((e) => e.type === 'exited')).toBe(false);
    expect(r.state.medalsWon.allies).toBe(0);
  });

  it('[FAQ §I Ending the Game Q1, line 319] an exit medal that reaches the target ends the game at once', () => {
    const s = play(game([exitHex(0, 4), A(1, 5), A(8, 24), X(0, 24)], ['probe-left'], { allies: 1 }), 'probe-left').state;
    const r = act(s, { type: 'exit', unit: idAt(s, 1, 5), via: hex(0, 4) });
    expect(r.state.winner).toBe('allies');
    expect(r.events.at(-1)).toEqual({ type: 'gameOver', winner: 'allies', medals: { axis: 0, allies: 1 } });
  });

  it('[rules-decisions S24, C25] a side whose last unit leaves the board short of its target has lost', () => {
    const s = play(game([exitHex(0, 4), A(1, 5), X(0, 24)], ['probe-left']), 'probe-left').state;
    const r = act(s, { type: 'exit', unit: idAt(s, 1, 5), via: hex(0, 4) });
    expect(r.state.winner).toBe('axis');
    expect(r.events.at(-1)).toMatchObject({ type: 'gameOver', winner: 'axis', reason: 'noUnits' });
  });

  it('[engine: errors are values] an exit action of the wrong shape or through a hex off the board is refused with a typed error', () => {
    const s = play(game([exitHex(0, 4), A(1, 5), X(0, 24)], ['probe-left']), 'probe-left').state;
    expect(applyAction(s, { type: 'exit', unit: idAt(s, 1, 5) })).toEqual({
      ok: false,
      error: { code: 'malformed-action', message: 'exit needs an integer unit and the exit hex via {row, col}' },
    });
    refused(s, { type: 'exit', unit: idAt(s, 1, 5), via: { row: -1, col: 5 } }, 'off-board');
    refused(s, { type: 'exit', unit: 99, via: hex(0, 4) }, 'unknown-unit');
  });

  it('[scenario format: exit] a battle without exit markers has no exit cell and no exit action', () => {
    const s = newGame(mini({ hexes: [A(1, 5), X(0, 24)] }), { seed: 1 });
    expect(s.board.cells.some((c) => c?.exit)).toBe(false);
    expect(JSON.stringify(s)).not.toContain('exit');
  });
});
