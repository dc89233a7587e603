/**
 * Hobart's Funnies: the accessory chosen at game start (src/engine/troops/funniesChoice.ts). Equipment Pack
 * 002_07e461a9f2ec49d7.txt Hobart's Funnies l.190 ("equipped with the accessory of your choice. This accessory must be
 * chosen at game start, and cannot be changed during the course of the game"). Decisions C420-C422 of
 * docs/rules-decisions.md.
 */
import { describe, expect, it } from 'vitest';
import { actor, legalActions, newGame, parseAction, playerView } from '../../src/engine';
import type { Action, GameState } from '../../src/engine';
import { UNIT_KINDS } from '../../src/engine/units';
import { FUNNIES_ACCESSORIES } from '../../src/engine/troops/funniesChoice';
import { replayRecord } from '../../src/game/replay';
import { A, X, act, corridor, idAt, mini, movesAt, refused, start } from './helpers';

const choose = (unit: number, accessory: (typeof FUNNIES_ACCESSORIES)[number]): Action => ({ type: 'chooseAccessory', unit, accessory });

/** Two Allied Funnies (one elite, 4 figures) and one Axis Funnies; the Axis play first. */
function battle(first: 'axis' | 'allies' = 'axis'): GameState {
  return newGame(
    mini({
      first,
      hexes: [A(7, 3, 'funnies'), { ...A(7, 9, 'funnies'), unit: { side: 'allies', kind: 'funnies', figures: 4 } }, A(8, 12, 'infantry'), X(1, 5, 'funnies'), X(1, 11)],
    }),
    { seed: 3 },
  );
}

describe("Hobart's Funnies: the accessory of your choice, chosen at game start (Equipment Pack l.190)", () => {
  it("[Equipment Pack Hobart's Funnies l.190 \"a Churchill Tank figure\"] the undecided Churchill is a tank unit (3 figures, 4 on elite armor: C261) marked as a choice", () => {
    const d = UNIT_KINDS.funnies;
    expect([d.symbol, d.figures, d.maxFigures, d.move, d.accessoryChoice]).toEqual(['armor', 3, 4, 3, true]);
    for (const k of FUNNIES_ACCESSORIES) expect(UNIT_KINDS[k].accessoryChoice, k).toBeUndefined();
    expect(UNIT_KINDS.armor.accessoryChoice).toBeUndefined();
    const s = battle();
    expect(s.units.map((u) => u.figures)).toEqual([3, 4, 4, 3, 4]);
  });

  it("[Equipment Pack Hobart's Funnies l.190 \"chosen at game start\"; C421] before the first turn the side that plays first chooses for each of its units, then the other side, one unit at a time", () => {
    const s0 = battle('axis');
    const axisTank = idAt(s0, 1, 5);
    const [a1, a2] = [idAt(s0, 7, 3), idAt(s0, 7, 9)];
    expect(s0.pending.map((p) => [p.kind, p.actor, (p as { unit: number }).unit])).toEqual([
      ['accessory', 'axis', axisTank],
      ['accessory', 'allies', a1],
      ['accessory', 'allies', a2],
    ]);
    expect(actor(s0)).toBe('axis');
    expect(legalActions(s0)).toEqual(FUNNIES_ACCESSORIES.map((k) => choose(axisTank, k)));
    const s1 = act(s0, choose(axisTank, 'fascine')).state;
    expect(actor(s1)).toBe('allies');
    const s2 = act(s1, choose(a1, 'bridge-layer')).state;
    const r = act(s2, choose(a2, 'bobbin'));
    expect(r.events).toEqual([{ type: 'accessoryChosen', unit: a2, side: 'allies', accessory: 'bobbin' }]);
    // The first turn starts as ever: the Axis play a card.
    expect(r.state.pending).toEqual([]);
    expect(actor(r.state)).toBe('axis');
    expect(r.state.turn).toEqual(s0.turn);
    expect(legalActions(r.state).every((a) => a.type === 'play')).toBe(true);
    expect(r.state.units.map((u) => u.kind)).toEqual(['bridge-layer', 'bobbin', 'infantry', 'fascine', 'infantry']);
    // The elite unit keeps its 4 figures.
    expect(r.state.units[a2]!.figures).toBe(4);
  });

  it("[Equipment Pack Hobart's Funnies l.190 \"cannot be changed during the course of the game\"] a chosen unit is offered no other accessory, and a second choice is refused", () => {
    const s0 = battle('allies');
    const a1 = idAt(s0, 7, 3);
    const s1 = act(s0, choose(a1, 'mine-digger')).state;
    refused(s1, choose(a1, 'avre'), 'not-allowed');
    const done = [idAt(s0, 7, 9), idAt(s0, 1, 5)].reduce((s, u) => act(s, choose(u, 'avre')).state, s1);
    expect(done.units[a1]!.kind).toBe('mine-digger');
    refused(done, choose(a1, 'bobbin'), 'not-allowed');
    expect(legalActions(done).some((a) => a.type === 'chooseAccessory')).toBe(false);
  });

  it("[Equipment Pack Hobart's Funnies l.190 \"the accessory of your choice\"] illegal choices are typed errors and leave the state untouched: another side's unit, a unit out of turn, a plain tank, a kind that is no accessory", () => {
    const s0 = battle('allies');
    const [a1, a2, inf, axisTank] = [idAt(s0, 7, 3), idAt(s0, 7, 9), idAt(s0, 8, 12), idAt(s0, 1, 5)];
    refused(s0, choose(axisTank, 'avre'), 'wrong-step');
    refused(s0, choose(a2, 'avre'), 'wrong-step');
    refused(s0, choose(inf, 'avre'), 'not-allowed');
    refused(s0, { type: 'chooseAccessory', unit: a1, accessory: 'tiger' }, 'malformed-action');
    refused(s0, { type: 'chooseAccessory', unit: a1, accessory: 'funnies' }, 'malformed-action');
    refused(s0, { type: 'chooseAccessory', unit: 99, accessory: 'avre' }, 'unknown-unit');
    // While a choice waits no card may be played.
    refused(s0, { type: 'play', card: s0.cards.hands.allies[0]! }, 'wrong-step');
    expect(typeof parseAction({ type: 'chooseAccessory', unit: a1, accessory: 'bobbin', extra: 1 })).toBe('object');
    expect(parseAction({ type: 'chooseAccessory', unit: a1, accessory: 'bobbin', extra: 1 })).toEqual(choose(a1, 'bobbin'));
  });

  it("[Equipment Pack Hobart's Funnies l.190; C421] the choice is public: both sides' views show the waiting choice and, once made, the unit's accessory", () => {
    const s0 = battle('allies');
    const a1 = idAt(s0, 7, 3);
    expect(playerView(s0, 'axis').pending).toEqual(s0.pending);
    const s1 = act(s0, choose(a1, 'avre')).state;
    expect(playerView(s1, 'axis').units[a1]!.kind).toBe('avre');
  });

  it("[Equipment Pack Hobart's Funnies l.190] a battle without an undecided Funnies queues nothing: its start is as before (no new field, no decision)", () => {
    const s = newGame(mini({ hexes: [A(7, 3, 'avre'), A(7, 5, 'armor'), X(1, 5)] }), { seed: 3 });
    expect(s.pending).toEqual([]);
    expect(actor(s)).toBe('allies');
    expect(JSON.stringify(s)).not.toContain('accessory');
  });

  it("[Equipment Pack Hobart's Funnies l.190] the unit becomes the chosen kind for the game: a chosen Bobbin's rules are its kind's (wire does not stop it, C351)", () => {
    const hexes = corridor(A(6, 2, 'funnies'), { row: 6, col: 4, obstacle: 'wire' }, X(0, 0));
    const s0 = start(mini({ hexes }), { allies: ['direct-from-hq'], axis: ['recon-centre'] });
    const u = idAt(s0, 6, 2);
    const s1 = act(s0, choose(u, 'bobbin')).state;
    expect(s1.units[u]!.kind).toBe('bobbin');
    const s2 = act(s1, { type: 'play', card: s1.cards.hands.allies[0]! }).state;
    expect(movesAt(s2, 6, 2)).toEqual(['6,0', '6,4', '6,6', '6,8']);
  });

  it("[Equipment Pack Hobart's Funnies l.190] a record's replay carries the choice like any action: the same units fitted, the same game", () => {
    const sc = mini({ first: 'allies', hexes: [A(7, 3, 'funnies'), X(1, 5, 'funnies'), X(1, 11)] });
    const s0 = newGame(sc, { seed: 4 });
    const steps = [choose(idAt(s0, 7, 3), 'mine-digger'), choose(idAt(s0, 1, 5), 'fascine')];
    const s2 = steps.reduce((s, a) => act(s, a).state, s0);
    const r = replayRecord({ header: { setup: { scenario: sc, seed: 4, options: {} } } as never, steps: steps.map((action) => ({ action, outcome: {} })) });
    expect(r.ok && JSON.stringify(r.state)).toBe(JSON.stringify(s2));
    expect(s2.units.map((u) => u.kind)).toEqual(['mine-digger', 'fascine', 'infantry']);
  });
});
