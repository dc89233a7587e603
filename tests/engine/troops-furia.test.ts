/**
 * The Furia Francese (src/engine/troops/furia.ts): Equipment Pack 002_07e461a9f2ec49d7.txt §VII France (French Army,
 * l.644-652). Decisions C320-C322 of docs/rules-decisions.md.
 */
import { describe, expect, it } from 'vitest';
import { battleDice, legalActions } from '../../src/engine';
import type { GameEvent, GameState, Side, UnitKind } from '../../src/engine';
import type { ScenarioHex, ScenarioUnit } from '../../src/scenario/types';
import { applyBattleRules } from '../../src/scenario/battleRules';
import { act, hex, idAt, mini, start } from './helpers';

const U = (row: number, col: number, side: Side, kind: UnitKind = 'infantry', more: Partial<ScenarioUnit> = {}): ScenarioHex => ({ row, col, unit: { side, kind, ...more } });
const FR = { army: 'french' } as const;

/**
 * French infantry at (4,12) (the Allies, `kind`), an Axis infantry unit of 1 figure at (3,13) that its first assault
 * wipes out, and an Axis unit at (4,14) in a forest (`third`: one more Axis unit at (5,13)). The battle is the
 * French unit's to declare.
 */
function board(o: { kind?: UnitKind; rule?: boolean; second?: boolean; third?: boolean; secondFigures?: number } = {}): GameState {
  const hexes: ScenarioHex[] = [U(4, 12, 'allies', o.kind ?? 'infantry', FR), U(3, 13, 'axis', 'infantry', { figures: 1 }), U(0, 24, 'axis')];
  if (o.second !== false) hexes.push({ ...U(4, 14, 'axis', 'infantry', { figures: o.secondFigures ?? 4 }), terrain: 'forest' });
  if (o.third) hexes.push(U(5, 13, 'axis'));
  const sc = mini({ hexes });
  const s0 = start(o.rule === false ? sc : applyBattleRules(sc, ['furia-francese']), { allies: ['direct-from-hq'], axis: ['direct-from-hq'] });
  let s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
  if (s.turn.stage === 'order') s = act(s, { type: 'order', unit: idAt(s, 4, 12) }).state;
  if (s.turn.stage === 'order') s = act(s, { type: 'endOrders' }).state;
  if (s.turn.stage === 'move') s = act(s, { type: 'endMoves' }).state;
  return s;
}

/** The first close assault on (3,13), which a grenade wins. */
const won = (s: GameState): GameState => act(s, { type: 'battle', unit: idAt(s, 4, 12), target: hex(3, 13) }, ['grenade', 'flag', 'flag']).state;
const rolled = (events: GameEvent[]) => events.filter((e) => e.type === 'roll').map((e) => (e.type === 'roll' ? e.faces.length : 0));

describe('France: the Furia Francese', () => {
  it('[Equipment Pack §VII France, Furia Francese, l.650] French infantry that wins a close assault may Take Ground, or stay and close assault another adjacent enemy', () => {
    const s = won(board());
    expect(s.pending[0]?.kind).toBe('furia');
    const legal = legalActions(s);
    expect(legal).toContainEqual({ type: 'takeGround' });
    expect(legal).toContainEqual({ type: 'decline' });
    expect(legal).toContainEqual({ type: 'battle', unit: idAt(s, 4, 12), target: hex(4, 14) });
    expect(legal.filter((a) => a.type === 'battle')).toHaveLength(1);
  });

  it('[Equipment Pack §VII Furia Francese, l.650 "only 1 die, ignoring any Terrain battle die reductions"] the second assault rolls 1 die against infantry in a forest', () => {
    const s = won(board());
    expect(battleDice(s, hex(4, 12), hex(4, 14))).toBe(1);
    const r = act(s, { type: 'battle', unit: idAt(s, 4, 12), target: hex(4, 14) }, ['grenade']);
    expect(r.events.some((e) => e.type === 'furia')).toBe(true);
    expect(r.events.find((e) => e.type === 'battle')).toMatchObject({ dice: 1, close: true });
    expect(rolled(r.events)).toEqual([1]);
    expect(r.state.units[idAt(s, 4, 14)]!.figures).toBe(3);
  });

  it('[Equipment Pack §VII Furia Francese, l.650 "may Take Ground following this second attack ... not more than one Furia Francese Close Assault this turn"] after a won Furia assault: Take Ground, never a third assault', () => {
    const s = won(board({ third: true, secondFigures: 1 }));
    const r = act(s, { type: 'battle', unit: idAt(s, 4, 12), target: hex(4, 14) }, ['grenade']);
    expect(r.state.pending[0]?.kind).toBe('takeGround');
    expect(r.state.pending[0]).toMatchObject({ row: 4, col: 14 });
    expect(legalActions(r.state).some((a) => a.type === 'battle')).toBe(false);
  });

  it('[Equipment Pack §VII Furia Francese, l.650 "Take Ground and not battle"] the unit that takes ground battles no more', () => {
    const s = act(won(board()), { type: 'takeGround' }).state;
    expect(s.units[idAt(s, 3, 13)]!.kind).toBe('infantry');
    expect(s.pending).toEqual([]);
    expect(legalActions(s).some((a) => a.type === 'battle')).toBe(false);
  });

  it('[Equipment Pack §VII Furia Francese, l.652 "only applies to standard Infantry units"] French special forces, engineers and a battle without the rule take ground as usual', () => {
    for (const s of [won(board({ kind: 'special-forces' })), won(board({ kind: 'engineers' })), won(board({ rule: false }))]) {
      expect(s.pending[0]?.kind).toBe('takeGround');
    }
  });

  it('[Equipment Pack §VII Furia Francese, l.650 "another adjacent enemy unit"] with no other enemy next to it, the choice is Take Ground alone', () => {
    const s = won(board({ second: false }));
    expect(s.pending[0]?.kind).toBe('takeGround');
  });

  it('[Equipment Pack §VII Furia Francese, l.650: "stay in place"] declining keeps the unit where it is and ends its battles', () => {
    const s = act(won(board()), { type: 'decline' }).state;
    expect(s.units[idAt(s, 4, 12)]!.army).toBe('french');
    expect(legalActions(s).some((a) => a.type === 'battle')).toBe(false);
  });

  it('[Equipment Pack §VII Furia Francese; FAQ §VIII Ambush] an Ambush against the Furia assault leaves it its 1 die', () => {
    const hexes = [U(4, 12, 'allies', 'infantry', FR), U(3, 13, 'axis', 'infantry', { figures: 1 }), { ...U(4, 14, 'axis'), terrain: 'forest' as const }];
    const s0 = start(applyBattleRules(mini({ hexes }), ['furia-francese']), { allies: ['direct-from-hq'], axis: ['ambush'] });
    let s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
    if (s.turn.stage === 'order') s = act(s, { type: 'order', unit: idAt(s, 4, 12) }).state;
    if (s.turn.stage === 'order') s = act(s, { type: 'endOrders' }).state;
    if (s.turn.stage === 'move') s = act(s, { type: 'endMoves' }).state;
    s = act(s, { type: 'battle', unit: idAt(s, 4, 12), target: hex(3, 13) }).state;
    s = act(s, { type: 'decline' }, ['grenade', 'flag', 'flag']).state;
    expect(s.pending[0]?.kind).toBe('furia');
    s = act(s, { type: 'battle', unit: idAt(s, 4, 12), target: hex(4, 14) }).state;
    expect(s.pending[0]?.kind).toBe('ambush');
    // The ambusher's dice miss (armor symbols against infantry); then the Furia assault rolls its 1 die.
    const r = act(s, { type: 'ambush' }, ['armor', 'armor', 'armor', 'grenade']);
    expect(rolled(r.events)).toEqual([3, 1]);
  });
});
