/**
 * The meemies family (issue 17): Screaming Meemies, the Nebelwerfer.
 * Sources: Equipment Pack 002_07e461a9f2ec49d7.txt "Nebelwerfer" (l.124-140); FAQ 003_f06c3a1d5921cf5a.txt §IV
 * Screaming Meemies (l.2804-2817), §III Smoke Screen (l.2099-2116); docs/rules-decisions.md C310-C313.
 */
import { describe, expect, it } from 'vitest';
import { battleDice, legalActions, newGame } from '../../src/engine';
import { hasLineOfSight } from '../../src/engine/battle';
import type { Action, GameState, Hex } from '../../src/engine';
import { hexDistance } from '../../src/engine/hex';
import { UNIT_KINDS } from '../../src/engine/units';
import { ageSmoke } from '../../src/engine/smoke';
import type { Ctx } from '../../src/engine/turn/draft';
import { A, X, act, battleStep, hex, idAt, ignoresFlag, mini, ordered } from './helpers';

const targetsOf = (s: GameState): Hex[] => legalActions(s).flatMap((a) => (a.type === 'target' ? [a.target] : []));
const has = (s: GameState, type: Action['type']): boolean => legalActions(s).some((a) => a.type === type);

describe('Screaming Meemies (Equipment Pack, Nebelwerfer; FAQ §IV Screaming Meemies)', () => {
  it('[Equipment Pack, Nebelwerfer l.132-134 "move and combat over the same range and with the same firepower as standard Artillery"] artillery\'s move, dice, range and no need of sight', () => {
    const n = UNIT_KINDS.nebelwerfer;
    const a = UNIT_KINDS.artillery;
    expect([n.symbol, n.figures, n.move, n.moveAndBattle, n.dice, n.needsSight, n.terrainAffectsDice, n.takesGround]).toEqual([
      a.symbol, a.figures, a.move, a.moveAndBattle, a.dice, a.needsSight, a.terrainAffectsDice, a.takesGround,
    ]);
  });

  it('[Equipment Pack, Nebelwerfer l.134 "they do not receive terrain protection when targeted"; FAQ §IV Screaming Meemies Q, l.2817 "enemy units will always get to attack Nebelwerfer units at full dice"] no dice reduction for its forest, town or sandbags; plain artillery keeps them', () => {
    for (const extra of [{ terrain: 'forest' as const }, { terrain: 'town' as const }, { obstacle: 'sandbags' as const }]) {
      const s = battleStep(ordered([A(6, 12, 'infantry'), A(6, 14, 'armor'), X(5, 13, 'nebelwerfer', extra), X(5, 11, 'artillery', extra), X(0, 0)]));
      expect(battleDice(s, hex(6, 12), hex(5, 13)), JSON.stringify(extra)).toBe(3);
      expect(battleDice(s, hex(6, 14), hex(5, 13)), JSON.stringify(extra)).toBe(3);
      expect(battleDice(s, hex(6, 12), hex(5, 11)), JSON.stringify(extra)).toBeLessThan(3);
    }
  });

  it('[FAQ §IV Screaming Meemies Q, l.2817 "the Nebelwerfer may still ignore one Flag if they are in Sandbags"] in sandbags it still ignores a flag', () => {
    const s = battleStep(ordered([A(6, 12, 'infantry'), X(5, 13, 'nebelwerfer', { obstacle: 'sandbags' }), X(0, 0)]));
    expect(ignoresFlag(s, 5, 13)).toBe(true);
  });

  it('[Equipment Pack, Nebelwerfer l.138 "Incendiary shells ... their targets cannot ignore any Flags"] a unit in sandbags hit by its flag must retreat; plain artillery\'s flag may be ignored there', () => {
    for (const [kind, ignorable] of [['nebelwerfer', false], ['artillery', true]] as const) {
      const s = battleStep(ordered([A(8, 12, kind), X(5, 13, 'infantry', { obstacle: 'sandbags' }), X(0, 0)]));
      const r = act(s, { type: 'battle', unit: idAt(s, 8, 12), target: hex(5, 13) }, ['flag', 'infantry']);
      expect(r.state.pending[0]?.kind, kind).toBe('retreat');
      const opts = legalActions(r.state).filter((a) => a.type === 'retreat');
      expect(opts.some((a) => a.type === 'retreat' && a.ignore), kind).toBe(ignorable);
    }
  });

  it('[Equipment Pack, Nebelwerfer l.139 "Smoke shells inflict no direct damage; Instead, Smoke screen markers are placed on up to 3 contiguously adjacent hexes within firing range"] the ordered unit fires smoke instead of battling: hexes within 6, contiguous, 1 to 3 of them', () => {
    const s = battleStep(ordered([A(8, 12, 'nebelwerfer'), X(4, 12), X(0, 0)]));
    const id = idAt(s, 8, 12);
    expect(legalActions(s)).toContainEqual({ type: 'smokeShells', unit: id });
    const f = act(s, { type: 'smokeShells', unit: id });
    expect(f.events).toContainEqual({ type: 'smokeShells', unit: id });
    expect(f.state.pending[0]).toMatchObject({ kind: 'smoke', unit: id, picked: [] });
    const first = targetsOf(f.state);
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((h) => hexDistance(h, hex(8, 12)) >= 1 && hexDistance(h, hex(8, 12)) <= 6)).toBe(true);
    expect(first.some((h) => hexDistance(h, hex(8, 12)) === 6)).toBe(true);
    // Nothing to stop at before a hex is picked; after it, the player may lay 1 hex.
    expect(has(f.state, 'decline')).toBe(false);
    const one = act(f.state, { type: 'target', target: hex(6, 12) });
    expect(targetsOf(one.state).every((h) => hexDistance(h, hex(6, 12)) === 1)).toBe(true);
    const laid = act(one.state, { type: 'decline' });
    expect(laid.state.pending).toEqual([]);
    expect(laid.state.smoke?.screens).toEqual([{ side: 'allies', turn: s.turn.number, hexes: [hex(6, 12)], unit: id }]);
    expect(laid.events).toContainEqual({ type: 'smoke', side: 'allies', hexes: [hex(6, 12)], phase: 'laid' });
    // No battle for it afterwards (it fired instead of battling); the other side's smoke count is untouched.
    expect(legalActions(laid.state).some((a) => a.type === 'battle' || a.type === 'smokeShells')).toBe(false);
    expect(laid.state.smoke?.left).toEqual({});
  });

  it('[Equipment Pack, Nebelwerfer l.139 "up to 3"; FAQ §III Smoke Screen l.2111 "Smoke Screen blocks line of sight"] the third hex lays the screen at once, and it blocks sight through it', () => {
    const s = battleStep(ordered([A(8, 12, 'nebelwerfer'), A(7, 11, 'infantry'), X(3, 11), X(0, 0)]));
    const id = idAt(s, 8, 12);
    expect(hasLineOfSight(s, hex(7, 11), hex(3, 11))).toBe(true);
    let t = act(s, { type: 'smokeShells', unit: id }).state;
    for (const h of [hex(5, 9), hex(5, 11), hex(5, 13)]) t = act(t, { type: 'target', target: h }).state;
    expect(t.pending).toEqual([]);
    expect(t.smoke?.screens[0]?.hexes).toEqual([hex(5, 9), hex(5, 11), hex(5, 13)]);
    expect(hasLineOfSight(t, hex(7, 11), hex(3, 11))).toBe(false);
  });

  it('[Equipment Pack, Nebelwerfer l.136 "ordered by an Artillery Bombard may either fire Incendiary shells twice or Smoke shells twice, but not a mix"] two salvos of one kind, never one of each', () => {
    const s = battleStep(ordered([A(8, 12, 'nebelwerfer'), X(4, 12), X(0, 0)], 'artillery-bombard'));
    const id = idAt(s, 8, 12);
    // Incendiary first: a second battle, but no smoke.
    const fired = act(s, { type: 'battle', unit: id, target: hex(4, 12) }, ['infantry', 'infantry', 'grenade']).state;
    expect(legalActions(fired).some((a) => a.type === 'battle' && a.unit === id)).toBe(true);
    expect(has(fired, 'smokeShells')).toBe(false);
    // Smoke first: a second salvo of smoke, but no battle.
    let t = act(s, { type: 'smokeShells', unit: id }).state;
    t = act(act(t, { type: 'target', target: hex(6, 12) }).state, { type: 'decline' }).state;
    expect(legalActions(t)).toContainEqual({ type: 'smokeShells', unit: id });
    expect(legalActions(t).some((a) => a.type === 'battle')).toBe(false);
    t = act(act(act(t, { type: 'smokeShells', unit: id }).state, { type: 'target', target: hex(2, 12) }).state, { type: 'decline' }).state;
    expect(t.smoke?.screens.length).toBe(2);
    expect(has(t, 'smokeShells')).toBe(false);
  });

  it('[FAQ §III Smoke Screen l.2108-2109 (the screen\'s time, decision C68); C311] a salvo\'s screen thins after the opponent\'s turn and clears after their second', () => {
    const s = battleStep(ordered([A(8, 12, 'nebelwerfer'), X(4, 12), X(0, 0)]));
    let t = act(s, { type: 'smokeShells', unit: idAt(s, 8, 12) }).state;
    t = act(act(t, { type: 'target', target: hex(6, 12) }).state, { type: 'decline' }).state;
    expect(t.smoke?.screens[0]?.thinning).toBeUndefined();
    // The end of each Axis turn ages the Allied screens (smoke.ts, called by turn/nextTurn.ts).
    const axisEnds = (x: GameState): GameState => {
      const y = { ...x, turn: { ...x.turn, side: 'axis' as const } };
      ageSmoke(y, { events: [] } as unknown as Ctx);
      return y;
    };
    const once = axisEnds(t);
    expect(once.smoke?.screens[0]).toMatchObject({ thinning: true, unit: idAt(s, 8, 12) });
    expect(axisEnds(once).smoke?.screens).toEqual([]);
  });

  it('[rules-decisions C312: state fields absent in battles that do not use them] a battle without Screaming Meemies has no smoke record; one with them starts with an empty one', () => {
    expect(newGame(mini({ hexes: [A(8, 12, 'artillery'), X(0, 0)] }), { seed: 1 }).smoke).toBeUndefined();
    expect(newGame(mini({ hexes: [A(8, 12, 'nebelwerfer'), X(0, 0)] }), { seed: 1 }).smoke).toEqual({ left: {}, screens: [] });
  });

  it('[Equipment Pack, Nebelwerfer l.136 "when the unit battles"] smoke shells are a battle: not offered to a unit that may not battle (moved artillery)', () => {
    const s = ordered([A(8, 12, 'nebelwerfer'), X(4, 12), X(0, 0)]);
    const moved = act(s, { type: 'move', unit: idAt(s, 8, 12), to: hex(7, 11) }).state;
    const b = battleStep(moved);
    expect(has(b, 'smokeShells')).toBe(false);
  });
});
