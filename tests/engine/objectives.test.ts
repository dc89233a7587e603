/**
 * The medal objectives of the expansions: how an objective's hexes are held (majority, sole control), when it is looked
 * at (turn start) and how long it is kept (permanent, last to occupy). Scenario data (src/engine/scenario.ts
 * `Objective`: `control`, `turnStart`, `lastToOccupy`); decisions C20-C23 in docs/rules-decisions.md.
 *
 * Sources (line numbers in /work/shared/rules):
 *   Equipment Pack 002_07e461a9f2ec49d7.txt §VIII Victory Conditions: l.729 Temporary Majority, l.733 Temporary Majority
 *     (Turn Start), l.737 Permanent, l.739 Permanent (Turn Start), l.743 Last to Occupy, l.747 Sole Control
 *   FAQ 003_f06c3a1d5921cf5a.txt: §I Temporary Medals l.421 (majority = one more hex than the opponent), §I Retreating
 *     l.361 (a retreat onto an objective captures it), §XII Operation Epsom l.4451 (Turn Start Permanent Medal)
 */
import { describe, expect, it } from 'vitest';
import { applyAction, cardType, legalActions, medals, newGame } from '../../src/engine';
import type { CardType, DieFace, GameEvent, GameState, Hex, Side } from '../../src/engine';
import type { Objective, ScenarioHex } from '../../src/scenario/types';
import { act, hex, idAt, mini, start, type Step } from './helpers';

const U =
  (side: Side) =>
  (row: number, col: number): ScenarioHex => ({ row, col, unit: { side, kind: 'infantry' } });
const A = U('allies');
const X = U('axis');

const sc = (hexes: ScenarioHex[], objectives: Objective[]) => mini({ hexes, objectives });
const game = (hexes: ScenarioHex[], objectives: Objective[], hands: Partial<Record<Side, CardType[]>>) => start(sc(hexes, objectives), hands);
const objectiveEvents = (ev: GameEvent[]) => ev.filter((e) => e.type === 'objective');

function play(s: GameState, type: CardType): Step {
  const card = s.cards.hands[s.turn.side].find((c) => cardType(c) === type);
  if (card === undefined) throw new Error(`${s.turn.side} holds no ${type}`);
  return act(s, { type: 'play', card });
}

/** Finish the current turn without moving or battling (keeping the first card of a Recon's draw). */
function endTurn(s: GameState, events: GameEvent[] = [], side: Side = s.turn.side): Step {
  for (let i = 0; i < 20 && !s.winner && (s.turn.side === side || s.pending.length); i++) {
    const legal = legalActions(s);
    const a = legal.find((x) => x.type === 'endOrders' || x.type === 'endMoves' || x.type === 'endBattles' || x.type === 'decline' || x.type === 'keep');
    if (!a) throw new Error(`no way to end the turn: ${JSON.stringify(legal)}`);
    const r = act(s, a);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** Play a card and end the turn without moving. */
function pass(s: GameState, type: CardType): Step {
  const r = play(s, type);
  return endTurn(r.state, [...r.events], s.turn.side);
}

function move(s: GameState, from: Hex, to: Hex, dice?: DieFace[]): Step {
  return act(s, { type: 'move', unit: idAt(s, from.row, from.col), to }, dice);
}

const group = [hex(4, 8), hex(4, 10), hex(4, 12), hex(4, 14)];

describe('8. Victory: medal objectives of the expansions', () => {
  it('[FAQ §I Temporary Medals, line 421] a majority is one more hex than the opponent, not half of the hexes', () => {
    const maj = (side: Side): Objective => ({ id: `m-${side}`, side, hexes: group, medals: 2, control: 'majority' });
    // One hex of four, the enemy on none: a majority.
    let s = newGame(sc([A(4, 8), X(0, 24), A(8, 0)], [maj('allies'), maj('axis')]), { seed: 1 });
    expect(medals(s, 'allies')).toBe(2);
    expect(medals(s, 'axis')).toBe(0);
    // One each: nobody.
    s = newGame(sc([A(4, 8), X(4, 14), A(8, 0), X(0, 24)], [maj('allies'), maj('axis')]), { seed: 1 });
    expect([medals(s, 'allies'), medals(s, 'axis')]).toEqual([0, 0]);
    // Two against one: the medal is gained the moment the second hex is entered.
    s = game([A(4, 8), A(5, 11), X(4, 14), X(0, 24)], [maj('allies'), maj('axis')], { allies: ['probe-centre'], axis: ['probe-left'] });
    const r = move(play(s, 'probe-centre').state, hex(5, 11), hex(4, 12));
    expect(objectiveEvents(r.events)).toEqual([{ type: 'objective', id: 'm-allies', side: 'allies', medals: 2, permanent: false }]);
    expect(medals(r.state, 'allies')).toBe(2);
  });

  it('[Equipment Pack l.747 Sole Control] the medal needs a unit on the hexes and no enemy on any of them', () => {
    const sole: Objective = { id: 'sole', side: 'allies', hexes: [hex(4, 8), hex(4, 10)], control: 'sole' };
    expect(medals(newGame(sc([A(4, 8), X(0, 24)], [sole]), { seed: 1 }), 'allies')).toBe(1);
    expect(medals(newGame(sc([A(4, 8), X(4, 10)], [sole]), { seed: 1 }), 'allies')).toBe(0);
    // The enemy steps onto the other hex: the medal is lost at once.
    let s = game([A(4, 8), X(3, 11), X(0, 24)], [sole], { allies: ['probe-right'], axis: ['recon-centre'] });
    expect(medals(s, 'allies')).toBe(1);
    s = pass(s, 'probe-right').state;
    const r = move(play(s, 'recon-centre').state, hex(3, 11), hex(4, 10));
    expect(objectiveEvents(r.events)).toEqual([{ type: 'objective', id: 'sole', side: 'allies', medals: -1, permanent: false }]);
    expect(medals(r.state, 'allies')).toBe(0);
  });

  it('[Equipment Pack l.743 Last to Occupy] the medal is kept after the unit leaves, until an enemy unit occupies the hex', () => {
    const last = (side: Side): Objective => ({ id: `last-${side}`, side, hexes: [hex(5, 5)], lastToOccupy: true });
    let s = game([A(6, 4), X(4, 6), X(0, 24)], [last('allies'), last('axis')], { allies: ['recon-left', 'recon-left'], axis: ['probe-left', 'recon-right'] });
    let r = move(play(s, 'recon-left').state, hex(6, 4), hex(5, 5));
    expect(objectiveEvents(r.events)).toEqual([{ type: 'objective', id: 'last-allies', side: 'allies', medals: 1, permanent: false }]);
    s = endTurn(r.state).state;
    s = pass(s, 'probe-left').state;
    // The unit leaves: no event, the medal stays.
    r = move(play(s, 'recon-left').state, hex(5, 5), hex(6, 4));
    expect(objectiveEvents(r.events)).toEqual([]);
    expect(medals(r.state, 'allies')).toBe(1);
    s = endTurn(r.state).state;
    // An enemy unit occupies the hex: the Allies lose it, the Axis (last to occupy) gain theirs.
    r = move(play(s, 'recon-right').state, hex(4, 6), hex(5, 5));
    expect(objectiveEvents(r.events)).toEqual([
      { type: 'objective', id: 'last-allies', side: 'allies', medals: -1, permanent: false },
      { type: 'objective', id: 'last-axis', side: 'axis', medals: 1, permanent: false },
    ]);
    expect([medals(r.state, 'allies'), medals(r.state, 'axis')]).toEqual([0, 1]);
  });

  it('[Equipment Pack l.739; FAQ §XII Operation Epsom, line 4451] a turn-start permanent medal is taken only when the side\'s turn starts on the hex', () => {
    const town: Objective = { id: 'mouen', side: 'axis', hexes: [hex(5, 5)], permanent: true, turnStart: true };
    let s = game([A(8, 24), X(4, 6), X(0, 24)], [town], { allies: ['probe-left', 'probe-left'], axis: ['recon-right'] });
    s = pass(s, 'probe-left').state;
    let r = move(play(s, 'recon-right').state, hex(4, 6), hex(5, 5));
    // Entering is not enough.
    expect(objectiveEvents(r.events)).toEqual([]);
    expect(r.state.taken).toEqual({});
    s = endTurn(r.state).state;
    // The Axis turn starts with the unit on the town: taken for good.
    r = pass(s, 'probe-left');
    expect(objectiveEvents(r.events)).toEqual([{ type: 'objective', id: 'mouen', side: 'axis', medals: 1, permanent: true }]);
    expect(r.events.findIndex((e) => e.type === 'turn' && e.side === 'axis')).toBeLessThan(r.events.findIndex((e) => e.type === 'objective'));
    expect(r.state.taken).toEqual({ mouen: 'axis' });
    expect(r.state.medalsWon.axis).toBe(1);
  });

  it('[Equipment Pack l.739] the side that moves first is looked at when the game starts; the other only when its first turn starts', () => {
    const mine: Objective = { id: 'a', side: 'allies', hexes: [hex(6, 4)], permanent: true, turnStart: true };
    const theirs: Objective = { id: 'x', side: 'axis', hexes: [hex(2, 4)], permanent: true, turnStart: true };
    const s = game([A(6, 4), X(2, 4), X(0, 24)], [mine, theirs], { allies: ['probe-right'], axis: ['probe-right'] });
    expect(s.taken).toEqual({ a: 'allies' });
    const r = pass(s, 'probe-right');
    expect(r.state.taken).toEqual({ a: 'allies', x: 'axis' });
  });

  it('[Equipment Pack l.733 Temporary Majority (Turn Start)] the majority counts from the start of the side\'s turn to the start of its next', () => {
    const maj: Objective = { id: 'm', side: 'allies', hexes: [hex(5, 5), hex(5, 7)], control: 'majority', turnStart: true };
    let s = game([A(6, 4), X(0, 24)], [maj], { allies: ['recon-left', 'recon-left'], axis: ['probe-left', 'probe-left'] });
    let r = move(play(s, 'recon-left').state, hex(6, 4), hex(5, 5));
    expect(objectiveEvents(r.events)).toEqual([]);
    expect(medals(r.state, 'allies')).toBe(0);
    s = endTurn(r.state).state;
    r = pass(s, 'probe-left');
    expect(objectiveEvents(r.events)).toEqual([{ type: 'objective', id: 'm', side: 'allies', medals: 1, permanent: false }]);
    // Leaving during the turn keeps it until the next start of an Allied turn.
    r = move(play(r.state, 'recon-left').state, hex(5, 5), hex(6, 4));
    expect(medals(r.state, 'allies')).toBe(1);
    s = endTurn(r.state).state;
    r = pass(s, 'probe-left');
    expect(objectiveEvents(r.events)).toEqual([{ type: 'objective', id: 'm', side: 'allies', medals: -1, permanent: false }]);
    expect(medals(r.state, 'allies')).toBe(0);
  });

  it('[FAQ §I Retreating, line 361] a unit that retreats onto a temporary objective hex scores it during the retreat', () => {
    const hq: Objective = { id: 'hq', side: 'axis', hexes: [hex(1, 5)] };
    let s = game([A(3, 5), X(2, 4), X(1, 3), X(0, 24)], [hq], { allies: ['recon-left'] });
    s = act(play(s, 'recon-left').state, { type: 'endMoves' }).state;
    const r = act(s, { type: 'battle', unit: idAt(s, 3, 5), target: hex(2, 4) }, ['flag', 'star', 'star']);
    expect(objectiveEvents(r.events)).toEqual([{ type: 'objective', id: 'hq', side: 'axis', medals: 1, permanent: false }]);
    expect(medals(r.state, 'axis')).toBe(1);
  });

  it('[Equipment Pack l.733, l.739] a medal gained as a turn starts can end the game then', () => {
    const town: Objective = { id: 't', side: 'axis', hexes: [hex(5, 5)], permanent: true, turnStart: true };
    let s = start(mini({ hexes: [A(8, 24), X(4, 6), X(0, 24)], objectives: [town], medalsToWin: { axis: 1 } }), { allies: ['probe-left', 'probe-left'], axis: ['recon-right'] });
    s = pass(s, 'probe-left').state;
    s = endTurn(move(play(s, 'recon-right').state, hex(4, 6), hex(5, 5)).state).state;
    const r = applyAction(s, { type: 'play', card: s.cards.hands.allies.find((c) => cardType(c) === 'probe-left')! });
    expect(r.ok).toBe(true);
    const done = r.ok ? endTurn(r.state, [...r.events], 'allies') : null;
    expect(done!.state.winner).toBe('axis');
    expect(done!.events.at(-1)).toEqual({ type: 'gameOver', winner: 'axis', medals: { axis: 1, allies: 0 } });
  });
});
