/**
 * Battle rules a scenario names (content issue, helper "smoke"): Smoke Screen (FAQ 003_f06c3a1d5921cf5a.txt §III
 * Smoke Screen, l.2099-2116; decisions C67-C68), Camouflage (FAQ §III Camouflage, l.1962-2004; house rules 001
 * l.336; decision C69) and Air Strikes for a named side (FAQ §III Air Strikes & Blitz, l.1747-1760; C65-C66).
 */
import { describe, expect, it } from 'vitest';
import { hexKey, legalActions, legalMoves, lineOfSight } from '../../src/engine';
import type { Action, GameState, Side, UnitKind } from '../../src/engine';
import type { Scenario, ScenarioHex } from '../../src/scenario/types';
import { appliedBattleRules, applyBattleRules, setBattleRules } from '../../src/scenario/battleRules';
import { validateScenario } from '../../src/scenario/validate';
import { act, acts, hex, idAt, mini, refused, start } from './helpers';

const U = (row: number, col: number, side: Side, kind: UnitKind = 'infantry', camouflaged = false): ScenarioHex => ({
  row,
  col,
  unit: { side, kind, ...(camouflaged ? { camouflaged: true } : {}) },
});
const targets = (s: GameState): string[] => legalActions(s).flatMap((a) => (a.type === 'target' ? [hexKey(a.target)] : []));
const battles = (s: GameState, unit: number): string[] =>
  legalActions(s).flatMap((a) => (a.type === 'battle' && a.unit === unit ? [hexKey(a.target)] : []));

/** Lay a screen on these three hexes (the side to play, at its play step). */
function laySmoke(s: GameState, hexes: [number, number][]): GameState {
  return acts(s, [{ type: 'smoke' }, ...hexes.map(([row, col]): Action => ({ type: 'target', target: hex(row, col) }))]).state;
}

/** Play the rest of the turn with the plainest answers (end each step; otherwise the first legal action). */
function finishTurn(s: GameState): GameState {
  const n = s.turn.number;
  let cur = s;
  for (let guard = 0; guard < 200 && cur.turn.number === n && !cur.winner; guard++) {
    const legal = legalActions(cur);
    const end = legal.find((a) => a.type === 'endOrders' || a.type === 'endMoves' || a.type === 'endBattles' || a.type === 'decline');
    const play = legal.find((a) => a.type === 'play');
    cur = act(cur, end ?? play ?? legal[0]!).state;
  }
  return cur;
}

describe('22. Smoke screens, camouflage, air strikes', () => {
  describe('Smoke Screen', () => {
    const smoky = (first: Side = 'allies'): Scenario =>
      applyBattleRules(mini({ hexes: [U(6, 12, 'allies'), U(3, 13, 'axis'), U(2, 20, 'axis')], first }), ['allied-smoke-screen']);

    it('[FAQ §III Smoke Screen, l.2107 "3 adjacent contiguous hexes"; rules-decisions C67] before its card a side with a screen lays it on 3 contiguous hexes, one screen a turn', () => {
      const s0 = start(smoky(), { allies: ['direct-from-hq'], axis: ['direct-from-hq'] });
      expect(s0.smoke).toEqual({ left: { allies: 1 }, screens: [] });
      expect(legalActions(s0)).toContainEqual({ type: 'smoke' });
      const s1 = act(s0, { type: 'smoke' }).state;
      expect(s1.pending[0]).toEqual({ kind: 'smoke', actor: 'allies', picked: [] });
      const s2 = act(s1, { type: 'target', target: hex(4, 12) }).state;
      // The next hex touches the first.
      expect(targets(s2).sort()).toEqual(['3,11', '3,13', '4,10', '4,14', '5,11', '5,13']);
      refused(s2, { type: 'target', target: hex(4, 16) });
      const s3 = act(s2, { type: 'target', target: hex(4, 10) }).state;
      // The third touches one of them: the line's end or the triangle's third corner.
      expect(targets(s3)).toContain('4,14');
      expect(targets(s3)).toContain('4,8');
      const { state: s4, events } = act(s3, { type: 'target', target: hex(4, 14) });
      expect(events).toContainEqual({ type: 'smoke', side: 'allies', hexes: [hex(4, 12), hex(4, 10), hex(4, 14)], phase: 'laid' });
      expect(s4.smoke).toEqual({ left: { allies: 0 }, screens: [{ side: 'allies', turn: 1, hexes: [hex(4, 12), hex(4, 10), hex(4, 14)] }] });
      // Back to the card; no second screen (none left, and one a turn).
      expect(s4.turn.stage).toBe('play');
      expect(legalActions(s4).some((a) => a.type === 'smoke')).toBe(false);
      const two = start(applyBattleRules(smoky(), []), { allies: ['direct-from-hq'] });
      const more = laySmoke({ ...two, smoke: { left: { allies: 2 }, screens: [] } }, [[4, 12], [4, 10], [4, 14]]);
      expect(legalActions(more).some((a) => a.type === 'smoke')).toBe(false);
      // The Axis have no screen; a battle without the rule has no smoke at all.
      expect(legalActions(start(smoky('axis'), { axis: ['direct-from-hq'] })).some((a) => a.type === 'smoke')).toBe(false);
      const plain = start(mini({ hexes: [U(6, 12, 'allies'), U(3, 12, 'axis')] }), { allies: ['direct-from-hq'] });
      expect('smoke' in plain).toBe(false);
      refused(plain, { type: 'smoke' });
    });

    it('[FAQ §III Smoke Screen, l.2111-2112 "blocks line of sight"; "Unit on Smoke Screen hex may be seen and see out"] smoke blocks sight through its hexes, not for a unit on one', () => {
      const s0 = start(smoky(), { allies: ['direct-from-hq'], axis: ['direct-from-hq'] });
      expect(lineOfSight(s0, hex(6, 12), hex(3, 13))).toBe(true);
      const s = laySmoke(s0, [[4, 12], [4, 14], [5, 13]]);
      expect(lineOfSight(s, hex(6, 12), hex(3, 13))).toBe(false);
      // Into a smoke hex and out of it: seen and seeing.
      expect(lineOfSight(s, hex(6, 12), hex(4, 12))).toBe(true);
      expect(lineOfSight(s, hex(4, 12), hex(2, 12))).toBe(true);
      // The Allied infantry can no longer fire on the Axis unit behind the screen.
      const b = acts(s, [{ type: 'play', card: s.cards.hands.allies[0]! }, { type: 'endMoves' }]).state;
      const me = idAt(s, 6, 12);
      expect(battles(b, me)).not.toContain('3,13');
      const clear = acts(s0, [{ type: 'play', card: s0.cards.hands.allies[0]! }, { type: 'endMoves' }]).state;
      expect(battles(clear, me)).toContain('3,13');
    });

    it('[FAQ §III Smoke Screen, l.2110 "Units can move on and through Smoke Screen without penalty"] moves are the same with smoke on the board', () => {
      const s0 = start(smoky(), { allies: ['direct-from-hq'], axis: ['direct-from-hq'] });
      const played = (s: GameState) => act(s, { type: 'play', card: s.cards.hands.allies[0]! }).state;
      const without = legalMoves(played(s0), idAt(s0, 6, 12)).map(hexKey).sort();
      const withSmoke = legalMoves(played(laySmoke(s0, [[5, 11], [5, 13], [4, 12]])), idAt(s0, 6, 12)).map(hexKey).sort();
      expect(withSmoke).toEqual(without);
      expect(withSmoke).toContain('4,12');
    });

    it('[FAQ §III Smoke Screen Q, l.2116 "A Smoke screen lasts 2 full turns", the CB#2 timing; rules-decisions C68] the screen thins after the next turn of the opponent and is gone after the one after', () => {
      const s0 = start(smoky(), { allies: ['attack-centre', 'attack-centre'], axis: ['attack-centre', 'attack-centre'] });
      const s1 = laySmoke(s0, [[4, 12], [4, 10], [4, 14]]);
      const t1 = finishTurn(s1);
      expect(t1.turn.number).toBe(2);
      expect(t1.smoke!.screens[0]!.thinning).toBeUndefined();
      const t2 = finishTurn(t1);
      expect(t2.smoke!.screens[0]!.thinning).toBe(true);
      // Thinning smoke still blocks.
      expect(lineOfSight(t2, hex(5, 13), hex(3, 13))).toBe(false);
      const t3 = finishTurn(t2);
      expect(t3.smoke!.screens).toHaveLength(1);
      const r4 = act(t3, legalActions(t3).find((a) => a.type === 'play')!);
      const t4 = finishTurn(r4.state);
      expect(t4.turn.number).toBe(5);
      expect(t4.smoke!.screens).toEqual([]);
    });
  });

  describe('Camouflage', () => {
    // Allied infantry at (6,12) and (5,15); Axis camouflaged infantry at (4,12), two hexes from the first.
    const hidden = (first: Side = 'allies'): Scenario =>
      mini({ hexes: [U(6, 12, 'allies'), U(5, 15, 'allies'), U(4, 12, 'axis', 'infantry', true), U(2, 20, 'axis')], first });

    it('[FAQ §III Camouflage, l.1966 "may only be targeted in a Close Assault"] a camouflaged unit is no target beyond an adjacent hex', () => {
      const s0 = start(hidden(), { allies: ['direct-from-hq'], axis: ['direct-from-hq'] });
      const cam = s0.units[idAt(s0, 4, 12)]!;
      expect(cam.camouflaged).toBe(true);
      expect(s0.units[idAt(s0, 6, 12)]!).not.toHaveProperty('camouflaged');
      const s = acts(s0, [{ type: 'play', card: s0.cards.hands.allies[0]! }, { type: 'endMoves' }]).state;
      expect(battles(s, idAt(s0, 6, 12))).not.toContain('4,12');
      refused(s, { type: 'battle', unit: idAt(s0, 6, 12), target: hex(4, 12) });
      // Without camouflage the same shot is there.
      const open = start(mini({ hexes: [U(6, 12, 'allies'), U(5, 15, 'allies'), U(4, 12, 'axis'), U(2, 20, 'axis')] }), { allies: ['direct-from-hq'] });
      expect(battles(acts(open, [{ type: 'play', card: open.cards.hands.allies[0]! }, { type: 'endMoves' }]).state, idAt(open, 6, 12))).toContain('4,12');
    });

    it('[FAQ §III Camouflage Q, l.1984-1988 "attacked but does not battle itself ... keep its Camouflage? Yes"; house rules l.336 overruled] a close assault may target it, and it stays camouflaged', () => {
      const s0 = start(hidden(), { allies: ['direct-from-hq'], axis: ['direct-from-hq'] });
      const me = idAt(s0, 6, 12);
      const s = acts(s0, [{ type: 'play', card: s0.cards.hands.allies[0]! }, { type: 'move', unit: me, to: hex(5, 11) }, { type: 'endMoves' }]).state;
      expect(battles(s, me)).toContain('4,12');
      const { state: after, events } = act(s, { type: 'battle', unit: me, target: hex(4, 12) }, ['star', 'star', 'star']);
      expect(after.units[idAt(s0, 4, 12)]!.camouflaged).toBe(true);
      expect(events.some((e) => e.type === 'uncovered' && e.unit === idAt(s0, 4, 12))).toBe(false);
      // The attacker was not camouflaged: no event for it either.
      expect(events.some((e) => e.type === 'uncovered')).toBe(false);
    });

    it('[FAQ §III Camouflage Q, l.1990-1992 "forced to retreat ... No. If a Camouflaged unit moves in any way, it loses its Camouflage"] a retreat, like any move, uncovers it', () => {
      const s0 = start(hidden(), { allies: ['direct-from-hq'], axis: ['direct-from-hq'] });
      const me = idAt(s0, 6, 12);
      const cam = idAt(s0, 4, 12);
      const s = acts(s0, [{ type: 'play', card: s0.cards.hands.allies[0]! }, { type: 'move', unit: me, to: hex(5, 11) }, { type: 'endMoves' }]).state;
      let cur = act(s, { type: 'battle', unit: me, target: hex(4, 12) }, ['flag', 'star', 'star']).state;
      const events = [];
      while (cur.pending[0]?.kind === 'retreat') {
        const r = act(cur, legalActions(cur)[0]!);
        cur = r.state;
        events.push(...r.events);
      }
      expect(cur.units[cam]!.row).toBe(3);
      expect(cur.units[cam]).not.toHaveProperty('camouflaged');
      expect(events).toContainEqual({ type: 'uncovered', unit: cam });
    });

    it('[FAQ §III Camouflage, l.1967 "moves or battles lose its Camouflage"; Q l.1994-1996 "Ambushes ... No"] moving, battling or ambushing uncovers it', () => {
      // The Axis move first: their camouflaged unit moves.
      const a0 = start(hidden('axis'), { axis: ['direct-from-hq'], allies: ['direct-from-hq'] });
      const cam = idAt(a0, 4, 12);
      const moved = acts(a0, [{ type: 'play', card: a0.cards.hands.axis[0]! }, { type: 'move', unit: cam, to: hex(3, 11) }]);
      expect(moved.state.units[cam]).not.toHaveProperty('camouflaged');
      expect(moved.events).toContainEqual({ type: 'uncovered', unit: cam });
      // It battles without moving.
      const b0 = start(mini({ hexes: [U(6, 12, 'allies'), U(5, 13, 'axis', 'infantry', true), U(2, 20, 'axis')], first: 'axis' }), { axis: ['direct-from-hq'], allies: ['direct-from-hq'] });
      const b = idAt(b0, 5, 13);
      const fired = acts(b0, [{ type: 'play', card: b0.cards.hands.axis[0]! }, { type: 'endMoves' }, [{ type: 'battle', unit: b, target: hex(6, 12) }, ['star', 'star', 'star']]]);
      expect(fired.state.units[b]).not.toHaveProperty('camouflaged');
      // It ambushes a close assault.
      const c0 = start(mini({ hexes: [U(6, 12, 'allies'), U(5, 13, 'axis', 'infantry', true), U(2, 20, 'axis')], first: 'allies' }), { allies: ['direct-from-hq'], axis: ['ambush'] });
      const me = idAt(c0, 6, 12);
      const c = acts(c0, [{ type: 'play', card: c0.cards.hands.allies[0]! }, { type: 'endMoves' }, { type: 'battle', unit: me, target: hex(5, 13) }]).state;
      expect(c.pending[0]?.kind).toBe('ambush');
      const amb = act(c, { type: 'ambush' }, ['star', 'star', 'star', 'star', 'star', 'star']);
      expect(amb.state.units[idAt(c0, 5, 13)]).not.toHaveProperty('camouflaged');
      expect(amb.events).toContainEqual({ type: 'uncovered', unit: idAt(c0, 5, 13) });
    });

    it('[FAQ §III Camouflage Q, l.1998-2000 "Can a Camouflaged unit be Strafed ... No"; rules-decisions C69] a card strike never picks it; with no other target the card strikes nothing', () => {
      const s0 = start(hidden(), { allies: ['barrage', 'air-power'] });
      const bar = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
      expect(targets(bar)).toEqual(['2,20']);
      const air = act(s0, { type: 'play', card: s0.cards.hands.allies[1]! }).state;
      expect(targets(air)).toEqual(['2,20']);
      // Every enemy camouflaged: Barrage and Air Power are played for nothing and the turn ends.
      const all = start(mini({ hexes: [U(6, 12, 'allies'), U(4, 12, 'axis', 'infantry', true)] }), { allies: ['barrage'], axis: ['direct-from-hq'] });
      const done = act(all, { type: 'play', card: all.cards.hands.allies[0]! });
      expect(done.state.turn.side).toBe('axis');
      expect(done.events.some((e) => e.type === 'cardStrike')).toBe(false);
    });

    it('[FAQ §III Camouflage; scenario format] the camouflaged flag and rules.smoke are validated', () => {
      const sc = hidden();
      expect(validateScenario(sc).ok).toBe(true);
      const bad = { ...sc, board: { ...sc.board, hexes: [...sc.board.hexes, { row: 0, col: 0, unit: { side: 'axis', kind: 'infantry', camouflaged: 'yes' } }] } };
      expect(validateScenario(bad).ok).toBe(false);
      expect(validateScenario({ ...sc, rules: { smoke: { allies: 1 } } }).ok).toBe(true);
      expect(validateScenario({ ...sc, rules: { smoke: { allies: -1 } } }).ok).toBe(false);
    });
  });

  describe('Air Strikes', () => {
    it('[FAQ §III Air Strikes, l.1753-1754 "any Recon 1 card he plays may be played as an Air Power card"; "at least one hex in the section"] the Allies named by the rule strike with a Recon 1 in its section', () => {
      // The Allies at the bottom: their left is the board's left. Axis units in their left and centre.
      const sc = applyBattleRules(mini({ hexes: [U(6, 12, 'allies'), U(2, 2, 'axis'), U(2, 4, 'axis'), U(2, 12, 'axis')], first: 'allies' }), ['allied-air-strikes']);
      const s0 = start(sc, { allies: ['recon-left'], axis: ['recon-left'] });
      const recon = s0.cards.hands.allies[0]!;
      expect(legalActions(s0)).toContainEqual({ type: 'play', card: recon, as: 'air-power' });
      const s = act(s0, { type: 'play', card: recon, as: 'air-power' }).state;
      expect(targets(s).sort()).toEqual(['2,2', '2,4']);
      // Allied air strikes roll Air Power's 2 dice a hex.
      const hit = act(act(s, { type: 'target', target: hex(2, 2) }).state, { type: 'strike' });
      expect(hit.events).toContainEqual(expect.objectContaining({ type: 'cardStrike', dice: 2 }));
      // The Axis have no such rule here, and no armor limit comes with it.
      expect(sc.sides.axis.playAs).toBeUndefined();
      expect(sc.rules?.armorMove).toBeUndefined();
    });

    it('[FAQ §III Air Strikes & Blitz Q, l.1761-1763 "the Counter-Attack card may be used as a Recon 1 or as an Air Power"; rules-decisions C66] a Counter-Attack of it may strike only for a side that has Air Strikes itself', () => {
      const hexes = [0, 4, 8, 12, 16, 20, 24].flatMap((col) => [U(6, col, 'allies'), U(2, col, 'axis')]);
      const both = applyBattleRules(mini({ hexes, first: 'allies' }), ['allied-air-strikes', 'axis-air-strikes']);
      const s0 = start(both, { allies: ['recon-left'], axis: ['counter-attack'] });
      let s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]!, as: 'air-power' }).state;
      for (let guard = 0; guard < 20 && s.turn.side === 'allies'; guard++) {
        const legal = legalActions(s);
        s = act(s, legal.find((a) => a.type === 'strike') ?? legal[0]!).state;
      }
      const ca = s.cards.hands.axis.find((c) => legalActions(s).some((a) => a.type === 'play' && a.card === c))!;
      expect(legalActions(s)).toContainEqual({ type: 'play', card: ca });
      expect(legalActions(s)).toContainEqual({ type: 'play', card: ca, as: 'air-power' });
      // Only the Allies have Air Strikes: the Axis' Counter-Attack copies a Recon, nothing more.
      const one = applyBattleRules(mini({ hexes, first: 'allies' }), ['allied-air-strikes']);
      const t0 = start(one, { allies: ['recon-left'], axis: ['counter-attack'] });
      let t = act(t0, { type: 'play', card: t0.cards.hands.allies[0]!, as: 'air-power' }).state;
      for (let guard = 0; guard < 20 && t.turn.side === 'allies'; guard++) {
        const legal = legalActions(t);
        t = act(t, legal.find((a) => a.type === 'strike') ?? legal[0]!).state;
      }
      expect(legalActions(t).some((a) => a.type === 'play' && a.as === 'air-power')).toBe(false);
    });

    it('[FAQ §III Blitz, l.1758 "The Axis player can make Air Strikes at will"; rules-decisions C65] Blitz is Air Strikes for the Axis plus the Allied armor limit: one rule, not two', () => {
      const base = mini({ hexes: [U(6, 12, 'allies'), U(2, 12, 'axis')] });
      const blitz = applyBattleRules(base, ['blitz']);
      expect(blitz).toEqual(applyBattleRules(base, ['allied-armor-blitz', 'axis-air-strikes']));
      expect(appliedBattleRules(blitz)).toEqual(['blitz']);
      expect(appliedBattleRules(applyBattleRules(base, ['axis-air-strikes']))).toEqual(['axis-air-strikes']);
      const both = applyBattleRules(base, ['axis-air-strikes', 'allied-air-strikes', 'allied-smoke-screen']);
      expect(appliedBattleRules(both)).toEqual(['axis-air-strikes', 'allied-air-strikes', 'allied-smoke-screen']);
      expect(setBattleRules(both, [])).toEqual(base);
      // Applying a rule twice changes nothing.
      expect(applyBattleRules(both, ['allied-air-strikes', 'allied-smoke-screen'])).toEqual(both);
    });
  });
});
