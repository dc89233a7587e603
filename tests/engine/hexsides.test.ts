/**
 * Hex sides as data (engine issue scope item 1: "Hex sides are addressable (later rules need impassable sides and
 * bridge ends)"). A scenario names a side by its two hexes; the engine honours `impassable` for movement and
 * retreat and `blocksSight` for line of sight. Source for the kind of rule: FAQ §XII St. Vith Q1 (line 4637),
 * hills impassable only across the sides facing the town.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, lineOfSight, retreatOptions } from '../../src/engine';
import { sideBetween, sideKey } from '../../src/engine/hex';
import { act, hex, idAt, mini, start } from './helpers';

describe('1. Board: hex sides', () => {
  it('[engine issue §1: hex sides addressable] a side has one canonical name whichever hex names it', () => {
    expect(sideKey(hex(4, 12), hex(4, 14))).toBe(sideKey(hex(4, 14), hex(4, 12)));
    expect(sideKey(hex(4, 12), hex(3, 13))).toBe(sideKey(hex(3, 13), hex(4, 12)));
    expect(sideKey(hex(4, 12), hex(3, 13))).not.toBe(sideKey(hex(4, 12), hex(3, 11)));
    expect(sideBetween(hex(4, 12), hex(2, 12))).toBeNull();
  });

  const walledMoves = (kind: 'infantry' | 'artillery'): string[] => {
    const sc = mini({
      hexes: [
        { row: 6, col: 12, unit: { side: 'allies', kind } },
        { row: 0, col: 0, unit: { side: 'axis', kind: 'infantry' } },
      ],
      sides: [{ a: { row: 6, col: 12 }, b: { row: 5, col: 13 }, impassable: true }],
    });
    const s0 = start(sc, { allies: ['probe-centre'] });
    const s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
    return legalMoves(s, idAt(s, 6, 12)).map((h) => `${h.row},${h.col}`);
  };

  it('[FAQ §XII St. Vith Q1, line 4637] an impassable side stops a move across it', () => {
    // Artillery moves 1: the hex behind the side is out of reach, its other neighbours are not.
    const moves = walledMoves('artillery');
    expect(moves).not.toContain('5,13');
    expect(moves.sort()).toEqual(['5,11', '6,10', '6,14', '7,11', '7,13'].sort());
  });

  it('[FAQ §XII St. Vith Q1, line 4637] the hex behind an impassable side can still be reached around it', () => {
    // Infantry moves 2: (6,12) -> (6,14) -> (5,13) crosses no impassable side.
    expect(walledMoves('infantry')).toContain('5,13');
  });

  it('[FAQ §XII St. Vith Q1, line 4637] an impassable side blocks a retreat across it', () => {
    const sc = mini({
      hexes: [
        { row: 4, col: 12, unit: { side: 'axis', kind: 'infantry' } },
        { row: 8, col: 0, unit: { side: 'allies', kind: 'infantry' } },
      ],
      sides: [{ a: { row: 4, col: 12 }, b: { row: 3, col: 13 }, impassable: true }],
    });
    const s = start(sc);
    const to = retreatOptions(s, hex(4, 12), 1, false).map((o) => `${o.to.row},${o.to.col}`);
    expect(to).toEqual(['3,11']);
  });

  it('[engine issue §1: hex-side features] a side that blocks sight blocks a line that crosses it', () => {
    const open = mini({
      hexes: [
        { row: 4, col: 4, unit: { side: 'allies', kind: 'infantry' } },
        { row: 4, col: 10, unit: { side: 'axis', kind: 'infantry' } },
      ],
    });
    const walled = mini({ ...{ hexes: open.board.hexes }, sides: [{ a: { row: 4, col: 6 }, b: { row: 4, col: 8 }, blocksSight: true }] });
    expect(lineOfSight(start(open), hex(4, 4), hex(4, 10))).toBe(true);
    expect(lineOfSight(start(walled), hex(4, 4), hex(4, 10))).toBe(false);
  });
});
