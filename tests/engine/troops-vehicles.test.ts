/**
 * The vehicles family (issue 17): Hobart's Funnies, played as the Churchill AVRE (the Petard Mortar tank).
 * Sources: Equipment Pack 002_07e461a9f2ec49d7.txt "Hobart's Funnies" (l.184-236); FAQ 003_f06c3a1d5921cf5a.txt §IV
 * Hobart's Funnies (l.2827-2863), §XII Breakthrough to the Beach (l.4308-4310); docs/rules-decisions.md C260-C266.
 */
import { describe, expect, it } from 'vitest';
import { battleDice, legalActions, newGame } from '../../src/engine';
import type { CardType, GameState, Side, UnitKind } from '../../src/engine';
import { UNIT_KINDS, type UnitKindDef } from '../../src/engine/units';
import type { ScenarioHex } from '../../src/scenario/types';
import { act, hex, idAt, ignoresFlag, mini, start, type HexExtra } from './helpers';

const U = (row: number, col: number, side: Side, kind: UnitKind = 'infantry', extra: HexExtra = {}, figures?: number): ScenarioHex => ({
  row,
  col,
  ...extra,
  unit: figures === undefined ? { side, kind } : { side, kind, figures },
});
/** Hex index key of (row, col) on the standard board. */
const k = (row: number, col: number): string => String(row * 25 + col);
const cellOf = (s: GameState, row: number, col: number) => s.board.cells[row * s.board.geometry.cols + col]!;

/** The Allies play `card`; the minefield at (5,13), if any, gets the hidden value `value`. */
function played(hexes: ScenarioHex[], card: CardType = 'direct-from-hq', value?: number): GameState {
  const s0 = start(mini({ hexes }), { allies: [card], axis: ['recon-centre'] });
  const s = value === undefined || !s0.hidden?.mines ? s0 : ({ ...s0, hidden: { mines: { ...s0.hidden.mines, [k(5, 13)]: value } } } as GameState);
  const plays = legalActions(s).filter((a) => a.type === 'play');
  const play = plays.find((a) => a.type === 'play' && a.section === 'centre') ?? plays[0]!;
  return act(s, play).state;
}

/** The battle step of an Allied AVRE on (6,12) facing Axis infantry of `figures` figures in an Axis bunker on (5,13). */
function assault(figures = 4, kind: UnitKind = 'infantry'): GameState {
  const s = played([U(6, 12, 'allies', 'avre'), U(5, 13, 'axis', kind, { bunker: 'axis' }, figures), U(0, 0, 'axis')]);
  return act(s, { type: 'endMoves' }).state;
}

describe("Hobart's Funnies: the Churchill AVRE (Equipment Pack; FAQ §IV Hobart's Funnies)", () => {
  it("[Equipment Pack, Hobart's Funnies l.192 \"move and battle like normal Tank units\"] a tank unit: 3 figures, move 3 and battle, 3 dice to 3 hexes, takes ground and overruns", () => {
    const a = UNIT_KINDS.avre;
    expect([a.symbol, a.figures, a.move, a.moveAndBattle, [...a.dice], a.takesGround, a.overrun, a.retreatPerFlag]).toEqual(['armor', 3, 3, 3, [3, 3, 3], true, true, [1, 1]]);
    // The flags are the AVRE's alone: every other kind carries them undefined.
    const flagged = (f: 'petard' | 'clearsMines') => Object.entries(UNIT_KINDS).filter(([, d]) => (d as UnitKindDef)[f] === true).map(([n]) => n);
    expect([flagged('petard'), flagged('clearsMines')]).toEqual([['avre'], ['avre']]);
    // Unbunkered targets: the dice of any tank.
    const s = newGame(mini({ hexes: [U(6, 12, 'allies', 'avre'), U(5, 13, 'axis'), U(4, 12, 'axis', 'infantry', { terrain: 'forest' })] }), { seed: 1 });
    expect(battleDice(s, hex(6, 12), hex(5, 13))).toBe(3);
  });

  it("[Equipment Pack, Hobart's Funnies l.234 \"battles at +1 die when in Close Assault against a unit in a Bunker\"] 1 more die in close assault on a bunker, none from afar", () => {
    const dice = (bunker: 'axis' | 'allies', at: [number, number], kind: UnitKind) => {
      const s = newGame(mini({ hexes: [U(6, 12, 'allies', kind), U(at[0], at[1], 'axis', 'infantry', { bunker })] }), { seed: 1 });
      return battleDice(s, hex(6, 12), hex(at[0], at[1]));
    };
    // The Axis bunker takes 2 dice from armor (rulebook): a tank rolls 1, the AVRE 2.
    expect([dice('axis', [5, 13], 'armor'), dice('axis', [5, 13], 'avre')]).toEqual([1, 2]);
    // A bunker that does not shelter the unit in it (the other side's) gives no reduction: 3, and the AVRE 4.
    expect([dice('allies', [5, 13], 'armor'), dice('allies', [5, 13], 'avre')]).toEqual([3, 4]);
    // Two hexes away it is no close assault: the same dice as any tank.
    expect([dice('axis', [4, 12], 'armor'), dice('axis', [4, 12], 'avre')]).toEqual([1, 1]);
  });

  it("[Equipment Pack, Hobart's Funnies l.234 \"If a Star is rolled ... the Bunker is removed from the hex\"] a star removes the bunker; this game gets its own board", () => {
    const s = assault();
    const id = idAt(s, 6, 12);
    const r = act(s, { type: 'battle', unit: id, target: hex(5, 13) }, ['star', 'infantry']);
    expect(r.events.find((e) => e.type === 'bunkerDestroyed')).toEqual({ type: 'bunkerDestroyed', unit: id, at: hex(5, 13) });
    expect(cellOf(r.state, 5, 13).bunker).toBeUndefined();
    expect('bunker' in cellOf(r.state, 5, 13)).toBe(false);
    // The damage is applied normally (one infantry hit), and the game before keeps its bunker (a shared board).
    expect(r.state.units[idAt(s, 5, 13)]!.figures).toBe(3);
    expect(cellOf(s, 5, 13).bunker).toBe('axis');
    // No star: the bunker stands.
    const r2 = act(s, { type: 'battle', unit: id, target: hex(5, 13) }, ['infantry', 'grenade']);
    expect(r2.events.some((e) => e.type === 'bunkerDestroyed')).toBe(false);
    expect(cellOf(r2.state, 5, 13).bunker).toBe('axis');
    expect(r2.state.board).toBe(s.board);
  });

  it("[FAQ §IV Hobart's Funnies Q2-Q3, l.2847-2853 \"The unit is not damaged\" ... \"would not be able to ignore the Flag\"] the bunker's loss harms no one, and its flag is no longer ignored", () => {
    const s = assault();
    const id = idAt(s, 6, 12);
    const target = idAt(s, 5, 13);
    // A star alone: no figure lost.
    const r0 = act(s, { type: 'battle', unit: id, target: hex(5, 13) }, ['star', 'armor']);
    expect(r0.state.units[target]!.figures).toBe(4);
    // A star and a flag: the retreat that follows is owed, and the bunker no longer lets the unit ignore the flag.
    const r = act(s, { type: 'battle', unit: id, target: hex(5, 13) }, ['star', 'flag']);
    expect(r.state.pending.some((x) => x.kind === 'retreat' && x.unit === target)).toBe(true);
    expect(ignoresFlag(r.state, 5, 13)).toBe(false);
    // With the bunker standing (no star), the same flag may be ignored.
    const r2 = act(s, { type: 'battle', unit: id, target: hex(5, 13) }, ['armor', 'flag']);
    expect(ignoresFlag(r2.state, 5, 13)).toBe(true);
  });

  it("[Equipment Pack, Hobart's Funnies l.234 \"may Take Ground and conduct an Armor Overrun\"; FAQ §I l.407] with the bunker gone and the unit eliminated, the tank may take the hex; with the bunker standing it may not", () => {
    const s = assault(1);
    const id = idAt(s, 6, 12);
    const r = act(s, { type: 'battle', unit: id, target: hex(5, 13) }, ['star', 'infantry']);
    expect(r.state.units[idAt(s, 5, 13)]?.figures ?? 0).toBe(0);
    expect(legalActions(r.state)).toContainEqual({ type: 'takeGround' });
    const taken = act(r.state, { type: 'takeGround' });
    expect([taken.state.units[id]!.row, taken.state.units[id]!.col]).toEqual([5, 13]);
    // The bunker stands: armor never enters a bunker hex, so no Take Ground is offered.
    const r2 = act(s, { type: 'battle', unit: id, target: hex(5, 13) }, ['infantry', 'grenade']);
    expect(legalActions(r2.state)).not.toContainEqual({ type: 'takeGround' });
  });

  it("[FAQ §XII Breakthrough to the Beach l.4310 \"Churchill AVRE tanks behave like Combat Engineers when entering a Minefield\"] it clears an enemy minefield it enters instead of battling", () => {
    const s = played([U(6, 12, 'allies', 'avre'), { row: 5, col: 13, minefield: 'axis' }, U(4, 14, 'axis')], 'direct-from-hq', 3);
    const id = idAt(s, 6, 12);
    const r = act(s, { type: 'move', unit: id, to: hex(5, 13) });
    expect(r.events.filter((e) => e.type === 'mine' || e.type === 'roll')).toEqual([]);
    expect(r.events.find((e) => e.type === 'minesCleared')).toEqual({ type: 'minesCleared', unit: id, at: hex(5, 13) });
    expect(r.state.mines?.[k(5, 13)]).toBeUndefined();
    // Instead of battling: no battle although an enemy stands next to it; its turn is over.
    expect(r.events.some((e) => e.type === 'battle')).toBe(false);
    expect(r.state.turn.side).toBe('axis');
    // A plain tank sets the same minefield off.
    const t = played([U(6, 12, 'allies', 'armor'), { row: 5, col: 13, minefield: 'axis' }, U(4, 14, 'axis')], 'direct-from-hq', 3);
    const rt = act(t, { type: 'move', unit: idAt(t, 6, 12), to: hex(5, 13) }, ['infantry', 'star', 'flag']);
    expect(rt.events.some((e) => e.type === 'minesCleared')).toBe(false);
  });
});

describe('what 6541 Breakthrough to the Beach brings together', () => {
  it('[FAQ §IV Destroyers l.2543 "Hit by grenades only"; rules-decisions C264] a sniper\'s star does not hit a destroyer; its grenade does', () => {
    const s = played([U(6, 12, 'allies', 'sniper'), U(4, 12, 'axis', 'destroyer', { terrain: 'ocean' })]);
    const id = idAt(s, 6, 12);
    const st = act(s, { type: 'endMoves' }).state;
    const r = act(st, { type: 'battle', unit: id, target: hex(4, 12) }, ['star']);
    expect(r.events.find((e) => e.type === 'hits')).toMatchObject({ hits: 0 });
    const r2 = act(st, { type: 'battle', unit: id, target: hex(4, 12) }, ['grenade']);
    expect(r2.events.find((e) => e.type === 'hits')).toMatchObject({ hits: 1 });
  });
});
