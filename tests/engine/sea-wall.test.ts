/**
 * The Sea Wall (FAQ §II Sea Wall, 003 l.788-809; src/engine/seaWall.ts; decision C390): permanent sandbags that shelter
 * one side's units only.
 */
import { describe, expect, it } from 'vitest';
import { battleDice, legalMoves, lineOfSight } from '../../src/engine';
import { A, T, X, act, hex, hexKeys, idAt, ignoresFlag, mini, ordered, start } from './helpers';

const WALL = { terrain: 'beach', seaWall: 'allies' } as const;

describe('Sea Wall', () => {
  it('[FAQ §II Sea Wall, l.799-801] an Allied unit behind it has the sandbags\' cover: 1 die less against infantry and armor, none against artillery', () => {
    const s = ordered([A(4, 12, 'infantry', WALL), X(3, 11), X(3, 13, 'armor'), X(2, 12, 'artillery'), A(4, 16, 'infantry', { terrain: 'beach' }), X(3, 15), X(3, 17, 'armor')]);
    expect(battleDice(s, hex(3, 11), hex(4, 12))).toBe(2);
    expect(battleDice(s, hex(3, 13), hex(4, 12))).toBe(2);
    expect(battleDice(s, hex(2, 12), hex(4, 12))).toBe(3);
    // The same unit on a bare beach.
    expect(battleDice(s, hex(3, 15), hex(4, 16))).toBe(3);
    expect(battleDice(s, hex(3, 17), hex(4, 16))).toBe(3);
  });

  it('[FAQ §II Sea Wall, l.800] an Allied unit behind it may ignore the first flag', () => {
    const s = ordered([A(4, 12, 'infantry', WALL), A(4, 16, 'infantry', { terrain: 'beach' }), X(0, 0)]);
    expect(ignoresFlag(s, 4, 12)).toBe(true);
    expect(ignoresFlag(s, 4, 16)).toBe(false);
  });

  it('[FAQ §II Sea Wall Q2, l.807-809] "The Sea Wall only protects the Allies": an Axis unit on it has neither cover nor flag', () => {
    const s = ordered([X(4, 12, 'infantry', WALL), A(5, 11, 'infantry'), A(5, 13, 'armor')]);
    expect(battleDice(s, hex(5, 11), hex(4, 12))).toBe(3);
    expect(battleDice(s, hex(5, 13), hex(4, 12))).toBe(3);
    expect(ignoresFlag(s, 4, 12)).toBe(false);
  });

  it('[FAQ §II Sea Wall, l.798, 802] no movement restriction and clear sight through it', () => {
    const s = ordered([A(6, 12, 'armor', { terrain: 'beach' }), T(5, 13, 'beach', { seaWall: 'allies' }), T(4, 14, 'beach'), X(0, 0)]);
    const moves = hexKeys(legalMoves(s, idAt(s, 6, 12)));
    expect(moves).toContain('5,13');
    expect(moves).toContain('4,14');
    expect(lineOfSight(s, hex(6, 12), hex(3, 15))).toBe(true);
  });

  it('[FAQ §II Sea Wall Q1, l.803-805] the wall stays when its unit leaves, unlike sandbags', () => {
    const s = ordered([A(4, 12, 'infantry', WALL), A(4, 16, 'infantry', { terrain: 'beach', obstacle: 'sandbags' }), X(0, 0)]);
    let r = act(s, { type: 'move', unit: idAt(s, 4, 12), to: hex(5, 13) });
    r = act(r.state, { type: 'move', unit: idAt(s, 4, 16), to: hex(5, 17) });
    const cells = r.state.board.cells;
    expect(cells[4 * r.state.board.geometry.cols + 12]?.seaWall).toBe('allies');
    expect(r.state.sandbags).toEqual({});
  });

  it('[decision C390] a battle without a sea wall has no seaWall field on any cell', () => {
    const s = start(mini({ hexes: [A(4, 12, 'infantry'), X(0, 0)] }));
    expect(s.board.cells.some((c) => c && 'seaWall' in c)).toBe(false);
  });
});
