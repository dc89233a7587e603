/**
 * Hobart's other Funnies: the Mine digger (src/engine/troops/funnies2.ts, troops/engineers.ts). Equipment Pack
 * 002_07e461a9f2ec49d7.txt Hobart's Funnies l.226; FAQ 003_f06c3a1d5921cf5a.txt §IV Hobart's Funnies l.2840. Decision
 * C342 of docs/rules-decisions.md.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine';
import type { CardType, GameState, Side, UnitKind } from '../../src/engine';
import { UNIT_KINDS } from '../../src/engine/units';
import type { ScenarioHex } from '../../src/scenario/types';
import { act, hex, idAt, mini, start } from './helpers';

const U = (row: number, col: number, side: Side, kind: UnitKind = 'infantry'): ScenarioHex => ({ row, col, unit: { side, kind } });
const k = (row: number, col: number): string => String(row * 25 + col);

/** The Allies' card played, their units on the board ordered; a minefield of `value` on (5,13) when there is one. */
function played(hexes: ScenarioHex[], card: CardType = 'direct-from-hq', value = 3): GameState {
  const s0 = start(mini({ hexes }), { allies: [card], axis: ['recon-centre'] });
  const s = !s0.hidden?.mines ? s0 : ({ ...s0, hidden: { mines: { ...s0.hidden.mines, [k(5, 13)]: value } } } as GameState);
  return act(s, legalActions(s).find((a) => a.type === 'play')!).state;
}

describe("Hobart's Funnies: the Mine digger (Equipment Pack; FAQ §IV Hobart's Funnies)", () => {
  it("[Equipment Pack Hobart's Funnies, Mine digger l.226] a tank unit in every way, 3 figures (4 on elite armor: C261)", () => {
    const d = UNIT_KINDS['mine-digger'];
    expect([d.symbol, d.figures, d.maxFigures, d.move, d.overrun, d.mineDigger, d.clearsMines]).toEqual(['armor', 3, 4, 3, true, true, undefined]);
  });

  it("[Equipment Pack Hobart's Funnies, Mine digger l.226 \"must stop upon entering a minefield. The minefield is removed (without detonating)\"] the counter goes, with no roll", () => {
    const s = played([U(6, 12, 'allies', 'mine-digger'), { row: 5, col: 13, minefield: 'axis' }, U(3, 13, 'axis')]);
    const id = idAt(s, 6, 12);
    const r = act(s, { type: 'move', unit: id, to: hex(5, 13) });
    expect(r.events.filter((e) => e.type === 'mine' || e.type === 'roll')).toEqual([]);
    expect(r.events.find((e) => e.type === 'minesCleared')).toEqual({ type: 'minesCleared', unit: id, at: hex(5, 13) });
    expect(r.state.mines?.[k(5, 13)]).toBeUndefined();
    expect(r.state.hidden?.mines?.[k(5, 13)]).toBeUndefined();
    // It stopped there: no further move is offered.
    expect(legalActions(r.state).some((a) => a.type === 'move' && a.unit === id)).toBe(false);
  });

  it("[Equipment Pack Hobart's Funnies, Mine digger l.226 \"the Tank unit may still battle if eligible\"; FAQ §IV l.2840 \"battle as normal\"] it battles after the dig", () => {
    const s = played([U(6, 12, 'allies', 'mine-digger'), { row: 5, col: 13, minefield: 'axis' }, U(4, 14, 'axis')]);
    const id = idAt(s, 6, 12);
    let r = act(s, { type: 'move', unit: id, to: hex(5, 13) }).state;
    if (r.turn.stage === 'move') r = act(r, { type: 'endMoves' }).state;
    expect(legalActions(r)).toContainEqual({ type: 'battle', unit: id, target: hex(4, 14) });
    const b = act(r, { type: 'battle', unit: id, target: hex(4, 14) }, ['armor', 'armor', 'armor']);
    expect(b.events.some((e) => e.type === 'battle' && e.unit === id)).toBe(true);
  });

  it("[Equipment Pack Hobart's Funnies, Mine digger l.226 \"upon entering\"; C342 \"by its move or by Take Ground\"] its Take Ground onto an enemy minefield removes it with no roll (found by the 200-game soak, seed 4000010)", () => {
    const s = played([U(6, 12, 'allies', 'mine-digger'), { row: 5, col: 13, minefield: 'axis', unit: { side: 'axis', kind: 'infantry', figures: 1 } }, U(0, 0, 'axis')]);
    const id = idAt(s, 6, 12);
    let r = s.turn.stage === 'move' ? act(s, { type: 'endMoves' }).state : s;
    r = act(r, { type: 'battle', unit: id, target: hex(5, 13) }, ['infantry', 'infantry', 'infantry']).state;
    expect(r.pending[0]?.kind).toBe('takeGround');
    const t = act(r, { type: 'takeGround' });
    expect(t.events.filter((e) => e.type === 'mine' || e.type === 'roll')).toEqual([]);
    expect(t.events.find((e) => e.type === 'minesCleared')).toEqual({ type: 'minesCleared', unit: id, at: hex(5, 13) });
    expect(t.state.mines?.[k(5, 13)]).toBeUndefined();
    expect(t.state.units[id]).toMatchObject({ row: 5, col: 13, figures: 3 });
  });

  it("[Equipment Pack Hobart's Funnies, Mine digger l.226 \"upon entering\"] a minefield of its own side is left alone, and a plain tank still sets an enemy one off", () => {
    const own = played([U(6, 12, 'allies', 'mine-digger'), { row: 5, col: 13, minefield: 'allies' }, U(0, 0, 'axis')]);
    const r = act(own, { type: 'move', unit: idAt(own, 6, 12), to: hex(5, 13) });
    expect(r.events.some((e) => e.type === 'minesCleared' || e.type === 'mine')).toBe(false);
    expect(r.state.mines?.[k(5, 13)]).toBeDefined();
    const t = played([U(6, 12, 'allies', 'armor'), { row: 5, col: 13, minefield: 'axis' }, U(0, 0, 'axis')]);
    const rt = act(t, { type: 'move', unit: idAt(t, 6, 12), to: hex(5, 13) }, ['infantry', 'star', 'flag']);
    expect(rt.events.some((e) => e.type === 'mine')).toBe(true);
  });
});
