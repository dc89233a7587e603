/**
 * Caves on hills and mountains (src/engine/troops/caves.ts; terrain.ts `cave-hill`, `cave-mountain`): FAQ
 * 003_f06c3a1d5921cf5a.txt §II "Caves on Hills and Mountains" (cards 52-53, l.1453-1497), §VII Yamato Damashi (l.3341),
 * §VIII Behind Enemy Lines Q (l.3636-3637). Decisions C245-C249 of docs/rules-decisions.md.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, battleDice, hexKey, legalActions, legalMoves, retreatOptions } from '../../src/engine';
import type { CardType, GameState, Side, UnitKind } from '../../src/engine';
import type { ScenarioHex, ScenarioUnit } from '../../src/scenario/types';
import { act, hex, idAt, mini, refused, start } from './helpers';

const JP = { army: 'japanese' } as const;
const U = (row: number, col: number, side: Side, kind: UnitKind = 'infantry', more: Partial<ScenarioUnit> = {}, terrain?: ScenarioHex['terrain']): ScenarioHex => ({
  row,
  col,
  ...(terrain ? { terrain } : {}),
  unit: { side, kind, ...more },
});
const CAVE = (row: number, col: number): ScenarioHex => ({ row, col, terrain: 'cave-hill' });

/** `side` plays `card` on this board, orders the unit at `unit`, and stands in the move step. */
function ordering(hexes: ScenarioHex[], side: Side, unit: [number, number], card: CardType = 'recon-centre'): GameState {
  const other: Side = side === 'axis' ? 'allies' : 'axis';
  const s0 = start(mini({ hexes, first: side }), { [side]: [card], [other]: ['direct-from-hq'] });
  let s = act(s0, { type: 'play', card: s0.cards.hands[side][0]! }).state;
  if (s.turn.stage === 'order' && legalActions(s).some((a) => a.type === 'order' && a.unit === idAt(s, ...unit))) s = act(s, { type: 'order', unit: idAt(s, ...unit) }).state;
  if (s.turn.stage === 'order') s = act(s, { type: 'endOrders' }).state;
  return s;
}

describe('Caves on hills and mountains: the terrain', () => {
  it('[FAQ §II Caves on Hills, card 52, l.1459-1461] infantry moves onto a cave hex freely; armor and artillery may not enter it', () => {
    const hexes = [CAVE(6, 12), U(7, 13, 'allies'), U(7, 11, 'allies', 'armor'), U(1, 1, 'axis')];
    const s = ordering(hexes, 'allies', [7, 13], 'recon-centre');
    expect(legalMoves(s, idAt(s, 7, 13)).map(hexKey)).toContain('6,12');
    const t = ordering(hexes, 'allies', [7, 11], 'recon-centre');
    expect(legalMoves(t, idAt(t, 7, 11)).map(hexKey)).not.toContain('6,12');
  });

  it('[FAQ §II Caves on Mountains, card 53, l.1477-1479] a cave on a mountain is a mountain: infantry climbs onto it only from a hill', () => {
    const hexes: ScenarioHex[] = [{ row: 6, col: 12, terrain: 'cave-mountain' }, U(7, 13, 'allies'), { ...U(7, 11, 'allies'), terrain: 'hill' }, U(1, 1, 'axis')];
    const flat = ordering(hexes, 'allies', [7, 13], 'recon-centre');
    expect(legalMoves(flat, idAt(flat, 7, 13)).map(hexKey)).not.toContain('6,12');
    const hill = ordering(hexes, 'allies', [7, 11], 'recon-centre');
    expect(legalMoves(hill, idAt(hill, 7, 11)).map(hexKey)).toContain('6,12');
  });
});

describe('Caves: Japanese infantry', () => {
  it('[FAQ §II Caves Q1, l.1483-1485] Japanese infantry on a cave may move to any other empty cave hex of the board, not only an adjacent one', () => {
    const hexes = [U(2, 2, 'axis', 'infantry', JP, 'cave-hill'), CAVE(3, 21), U(2, 16, 'axis', 'infantry', {}, 'cave-hill'), U(7, 13, 'allies')];
    const s = ordering(hexes, 'axis', [2, 2], 'direct-from-hq');
    const to = legalMoves(s, idAt(s, 2, 2)).map(hexKey);
    expect(to).toContain('3,21');
    // The occupied cave is no destination; the ordinary moves stay.
    expect(to).not.toContain('2,16');
    expect(to).toContain('2,4');
    const r = act(s, { type: 'move', unit: idAt(s, 2, 2), to: hex(3, 21) });
    expect(r.events).toContainEqual({ type: 'moved', unit: 0, from: hex(2, 2), to: hex(3, 21), steps: 1, cave: true });
  });

  it('[FAQ §II Caves, card 52, l.1467 "Japanese Infantry"] other infantry on a cave, Japanese infantry off one, and Japanese armor never move through the caves', () => {
    const hexes = [U(2, 2, 'axis', 'infantry', {}, 'cave-hill'), CAVE(3, 21), U(2, 8, 'axis', 'infantry', JP), U(7, 13, 'allies')];
    const s = ordering(hexes, 'axis', [2, 2], 'direct-from-hq');
    expect(legalMoves(s, idAt(s, 2, 2)).map(hexKey)).not.toContain('3,21');
    const t = ordering(hexes, 'axis', [2, 8], 'direct-from-hq');
    expect(legalMoves(t, idAt(t, 2, 8)).map(hexKey)).not.toContain('3,21');
  });

  it('[FAQ §II Caves, card 52, l.1467 "as full turn move and still battle"; Q2 l.1487-1489] after a cave move the unit may still battle, in range as usual', () => {
    const hexes = [U(2, 2, 'axis', 'infantry', JP, 'cave-hill'), CAVE(4, 20), U(5, 21, 'allies'), U(8, 2, 'allies')];
    let s = ordering(hexes, 'axis', [2, 2], 'direct-from-hq');
    s = act(s, { type: 'move', unit: idAt(s, 2, 2), to: hex(4, 20) }).state;
    if (s.turn.stage === 'move') s = act(s, { type: 'endMoves' }).state;
    expect(legalActions(s)).toContainEqual({ type: 'battle', unit: idAt(s, 4, 20), target: hex(5, 21) });
  });

  it('[FAQ §II Caves Q2, l.1487-1489] after a cave move and a won close assault, the unit may Take Ground', () => {
    const hexes = [U(2, 2, 'axis', 'infantry', JP, 'cave-hill'), CAVE(4, 20), U(5, 21, 'allies', 'infantry', { figures: 1 }), U(8, 2, 'allies')];
    let s = ordering(hexes, 'axis', [2, 2], 'direct-from-hq');
    s = act(s, { type: 'move', unit: idAt(s, 2, 2), to: hex(4, 20) }).state;
    if (s.turn.stage === 'move') s = act(s, { type: 'endMoves' }).state;
    s = act(s, { type: 'battle', unit: idAt(s, 4, 20), target: hex(5, 21) }, ['infantry', 'armor', 'armor', 'armor', 'armor']).state;
    expect(legalActions(s)).toContainEqual({ type: 'takeGround' });
  });

  it('[FAQ §VIII Behind Enemy Lines Q, l.3636-3637] a cave move is the whole move: the unit battles with the card\'s die but makes no second move', () => {
    const hexes = [U(2, 2, 'axis', 'infantry', JP, 'cave-hill'), CAVE(4, 20), U(5, 21, 'allies'), U(8, 2, 'allies')];
    let s = ordering(hexes, 'axis', [2, 2], 'behind-enemy-lines');
    s = act(s, { type: 'move', unit: idAt(s, 2, 2), to: hex(4, 20) }).state;
    if (s.turn.stage === 'move') s = act(s, { type: 'endMoves' }).state;
    const id = idAt(s, 4, 20);
    s = act(s, { type: 'battle', unit: id, target: hex(5, 21) }, ['armor', 'armor', 'armor', 'armor', 'armor']).state;
    while (s.pending.length) s = act(s, legalActions(s)[0]!).state;
    if (s.turn.stage === 'battle') s = act(s, { type: 'endBattles' }).state;
    expect(s.turn.stage === 'move2' ? legalActions(s).filter((a) => a.type === 'move' && a.unit === id) : []).toEqual([]);
  });

  it('[FAQ §II Caves Q4, l.1495-1497] infantry and armor roll 2 dice fewer against Japanese infantry on a cave, from a hill too; artillery in full', () => {
    const hexes = [
      U(3, 13, 'axis', 'infantry', JP, 'cave-hill'),
      U(4, 12, 'allies'),
      U(4, 14, 'allies', 'armor'),
      U(3, 11, 'allies', 'infantry', {}, 'hill'),
      U(5, 13, 'allies', 'artillery'),
    ];
    const s = start(mini({ hexes }));
    expect(battleDice(s, hex(4, 12), hex(3, 13))).toBe(1);
    expect(battleDice(s, hex(4, 14), hex(3, 13))).toBe(1);
    expect(battleDice(s, hex(3, 11), hex(3, 13))).toBe(1);
    expect(battleDice(s, hex(5, 13), hex(3, 13))).toBe(3);
  });

  it('[FAQ §II Caves Q3, l.1491-1493; Q4] any other unit on a cave has its hill\'s cover: 1 die fewer from below, none from a hill', () => {
    const hexes = [U(3, 13, 'axis', 'infantry', {}, 'cave-hill'), U(4, 12, 'allies'), U(3, 11, 'allies', 'infantry', {}, 'hill')];
    const s = start(mini({ hexes }));
    expect(battleDice(s, hex(4, 12), hex(3, 13))).toBe(2);
    expect(battleDice(s, hex(3, 11), hex(3, 13))).toBe(3);
  });

  it('[FAQ §VII Yamato Damashi, l.3341 "When in caves, must ignore all flags"; card 52 l.1467] Japanese infantry on a cave ignores every flag, but a barrage\'s push it back (Q1)', () => {
    const s = start(mini({ hexes: [U(3, 13, 'axis', 'infantry', JP, 'cave-hill'), U(4, 12, 'allies')] }));
    expect(retreatOptions(s, hex(3, 13), 3)).toEqual([{ to: hex(3, 13), ignore: true, steps: 0, losses: 0 }]);
    expect(retreatOptions(s, hex(3, 13), 2, false).every((o) => !o.ignore && o.steps === 2)).toBe(true);
  });
});

describe('Caves: sealing', () => {
  const board = (more: ScenarioHex[] = []) => [CAVE(4, 12), U(5, 13, 'allies'), U(0, 24, 'axis'), ...more];

  function movedOn(hexes: ScenarioHex[]): GameState {
    let s = ordering(hexes, 'allies', [5, 13], 'recon-centre');
    s = act(s, { type: 'move', unit: idAt(s, 5, 13), to: hex(4, 12) }).state;
    if (s.turn.stage === 'move') s = act(s, { type: 'endMoves' }).state;
    return s;
  }

  it('[FAQ §II Caves, card 52, l.1471; decision C245] Allied infantry that moved onto a cave with no enemy next to it may try to seal it instead of battling; a grenade seals it into a hill', () => {
    const s = movedOn(board());
    const id = idAt(s, 4, 12);
    expect(legalActions(s)).toContainEqual({ type: 'removeWire', unit: id });
    const ok = act(s, { type: 'removeWire', unit: id }, ['infantry', 'grenade', 'flag']);
    expect(ok.events).toContainEqual({ type: 'caveSealed', unit: id, at: hex(4, 12), sealed: true });
    expect(ok.state.board.cells[4 * ok.state.board.geometry.cols + 12]!.terrain).toBe('hill');
    // The unit's battle is spent.
    expect(legalActions(ok.state).filter((a) => a.type === 'removeWire' || a.type === 'battle')).toEqual([]);
  });

  it('[FAQ §II Caves, card 52, l.1471; decision C245] no grenade on its close-assault dice (3 for infantry): the cave stays open', () => {
    const s = movedOn(board());
    const id = idAt(s, 4, 12);
    const r = act(s, { type: 'removeWire', unit: id }, ['infantry', 'star', 'flag']);
    expect(r.events).toContainEqual({ type: 'roll', faces: ['infantry', 'star', 'flag'] });
    expect(r.events).toContainEqual({ type: 'caveSealed', unit: id, at: hex(4, 12), sealed: false });
    expect(r.state.board.cells[4 * r.state.board.geometry.cols + 12]!.terrain).toBe('cave-hill');
    // The board shared by the battle's games is not touched by a seal either (a copy is made).
    const sealed = act(s, { type: 'removeWire', unit: id }, ['grenade', 'star', 'flag']).state;
    expect(s.board.cells[4 * s.board.geometry.cols + 12]!.terrain).toBe('cave-hill');
    expect(sealed.board).not.toBe(s.board);
  });

  it('[FAQ §II Caves, card 52, l.1471 "if adjacent hexes are clear of enemy"; decision C246] with an enemy next to the cave, or on a cave it did not move onto, no seal is offered', () => {
    const s = movedOn(board([U(3, 11, 'axis')]));
    expect(legalActions(s).filter((a) => a.type === 'removeWire')).toEqual([]);
    refused(s, { type: 'removeWire', unit: idAt(s, 4, 12) });
    // Standing on the cave from the start of the turn.
    let t = ordering([U(4, 12, 'allies', 'infantry', {}, 'cave-hill'), U(0, 24, 'axis')], 'allies', [4, 12], 'recon-centre');
    t = act(t, { type: 'endMoves' }).state;
    expect(legalActions(t).filter((a) => a.type === 'removeWire')).toEqual([]);
  });

  it('[FAQ §II Caves, card 52, l.1471 "Allied Infantry"; decision C246] Axis infantry and Allied armor never seal a cave', () => {
    let s = ordering([CAVE(4, 12), U(3, 13, 'axis'), U(8, 24, 'allies')], 'axis', [3, 13], 'recon-centre');
    s = act(s, { type: 'move', unit: idAt(s, 3, 13), to: hex(4, 12) }).state;
    if (s.turn.stage === 'move') s = act(s, { type: 'endMoves' }).state;
    expect(legalActions(s).filter((a) => a.type === 'removeWire')).toEqual([]);
  });

  it('[FAQ §II Caves, card 52; decision C247] a sealed cave is its hill for every rule: no cave move to it, no cave cover', () => {
    const s = movedOn(board([U(0, 2, 'axis', 'infantry', JP, 'cave-hill')]));
    const sealed = act(s, { type: 'removeWire', unit: idAt(s, 4, 12) }, ['grenade', 'star', 'flag']).state;
    let t = sealed;
    for (let i = 0; i < 5 && t.turn.side === 'allies'; i++) t = act(t, t.pending.length ? legalActions(t)[0]! : { type: 'endBattles' }).state;
    // The Axis turn (Direct from HQ orders both its units): the Japanese infantry may no longer reach the sealed hex
    // through the caves, and the hex gives a unit the hill's cover only.
    expect(t.turn.side).toBe('axis');
    t = act(t, { type: 'play', card: t.cards.hands.axis.find((c) => applyAction(t, { type: 'play', card: c }).ok)! }).state;
    if (t.turn.stage === 'order') t = act(t, { type: 'endOrders' }).state;
    expect(legalMoves(t, idAt(t, 0, 2)).map(hexKey)).not.toContain('4,12');
    expect(battleDice(t, hex(0, 2), hex(4, 12))).toBe(0);
  });
});
