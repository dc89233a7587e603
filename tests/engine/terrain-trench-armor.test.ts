/**
 * Armor may not battle when in a trench (src/engine/troops/trenchArmor.ts). FAQ 003_f06c3a1d5921cf5a.txt §IV Tank
 * Destroyers l.2796-2798 ("Like all other Armor units, Tank Destroyers may not battle when in a Trench"); §IV Hobart's
 * Funnies l.2839 (the Fascine "may battle from Trenches"); house rules 001 App. 2 Trenches l.463-465. Decision C400.
 */
import { describe, expect, it } from 'vitest';
import { battleDice, legalActions } from '../../src/engine';
import type { GameState } from '../../src/engine';
import { ARM, TERRAIN, TERRAIN_KINDS } from '../../src/engine/terrain';
import { UNIT_KINDS, type UnitKind } from '../../src/engine/units';
import { A, T, X, act, battleStep, canBattle, hex, idAt, mini, ordered, start } from './helpers';

const ARMOR_KINDS = (Object.keys(UNIT_KINDS) as UnitKind[]).filter((k) => UNIT_KINDS[k].symbol === 'armor');

describe('Armor in a trench (FAQ §IV Tank Destroyers l.2796-2798; decision C400)', () => {
  it('[FAQ §IV Tank Destroyers l.2798 "Like all other Armor units ... may not battle when in a Trench"] the trench is the only terrain that bars a class from battling, and it bars armor only', () => {
    expect(TERRAIN.trenches.noBattleFromClass).toBe(ARM);
    expect(TERRAIN_KINDS.filter((k) => TERRAIN[k].noBattleFromClass !== undefined)).toEqual(['trenches']);
  });

  it('[FAQ §IV Tank Destroyers l.2796-2798] a tank, a Tiger, a half-track and a standing tank destroyer in a trench may not battle; out of one they may', () => {
    for (const kind of ['armor', 'elite-armor', 'tiger', 'half-track', 'tank-destroyer'] as const) {
      const s = battleStep(ordered([A(6, 12, kind, { terrain: 'trenches' }), A(6, 16, kind), X(5, 13), X(5, 17), X(0, 0)]));
      expect(canBattle(s, 6, 12), kind).toBe(false);
      expect(battleDice(s, hex(6, 12), hex(5, 13)), kind).toBe(0);
      expect(canBattle(s, 6, 16), kind).toBe(true);
    }
  });

  it('[FAQ §IV Tank Destroyers l.2798 "Like all other Armor units"] every armor kind in a trench has no battle but the Fascine (FAQ l.2839)', () => {
    const barred: string[] = [];
    // A Churchill still to fit (`funnies`) never plays as itself: it becomes the chosen accessory's kind (C420).
    const kinds = ARMOR_KINDS.filter((k) => !UNIT_KINDS[k].naval && !UNIT_KINDS[k].accessoryChoice);
    for (const kind of kinds) {
      const s = battleStep(ordered([A(6, 12, kind, { terrain: 'trenches' }), X(5, 13), X(0, 0)]));
      if (battleDice(s, hex(6, 12), hex(5, 13)) === 0) barred.push(kind);
    }
    expect(barred).toEqual(kinds.filter((k) => k !== 'fascine'));
  });

  it('[House rules App. 2 Trenches l.463-465; FAQ §IV Tank Destroyers l.2798] infantry in a trench battles as ever (the limit is for armor only)', () => {
    const s = battleStep(ordered([A(6, 12, 'infantry', { terrain: 'trenches' }), X(5, 13), X(0, 0)]));
    expect(canBattle(s, 6, 12)).toBe(true);
    expect(battleDice(s, hex(6, 12), hex(5, 13))).toBe(3);
  });

  it("[FAQ §IV Hobart's Funnies l.2839 'Fascine - ... may battle from Trenches'] a Fascine in a trench battles; a Bobbin (whose ground is not the trench) may not", () => {
    const s = battleStep(ordered([A(6, 12, 'fascine', { terrain: 'trenches' }), A(6, 16, 'bobbin', { terrain: 'trenches' }), X(5, 13), X(5, 17), X(0, 0)]));
    expect(canBattle(s, 6, 12)).toBe(true);
    expect(battleDice(s, hex(6, 12), hex(5, 13))).toBe(3);
    expect(canBattle(s, 6, 16)).toBe(false);
  });

  it('[FAQ §IV Tank Destroyers l.2798; decision C400] armor that takes ground into a trench is in it: no Armor Overrun from there (into open ground it overruns)', () => {
    const take = (terrain: 'trenches' | 'countryside') => {
      let s = ordered([A(6, 8, 'armor'), { row: 5, col: 9, terrain, unit: { side: 'axis', kind: 'infantry', figures: 1 } }, X(4, 10), X(0, 24)]);
      s = battleStep(s);
      s = act(s, { type: 'battle', unit: idAt(s, 6, 8), target: hex(5, 9) }, ['grenade', 'grenade', 'grenade']).state;
      return act(s, { type: 'takeGround' }).state;
    };
    expect(take('countryside').pending[0]?.kind).toBe('overrun');
    const s = take('trenches');
    expect(s.pending[0]?.kind).not.toBe('overrun');
    expect(legalActions(s).some((a) => a.type === 'battle')).toBe(false);
  });

  it('[FAQ §IV Tank Destroyers l.2798; decision C400] armor in a trench may not battle, so its Ambush rolls no dice (as a unit on the Ocean)', () => {
    const ambushed = (terrain: 'trenches' | 'countryside'): GameState => {
      let s = start(mini({ hexes: [A(8, 6, 'infantry'), X(8, 4, 'armor', { terrain }), X(0, 20)] }), { allies: ['direct-from-hq'], axis: ['ambush', 'recon-centre'] });
      s = act(s, { type: 'play', card: s.cards.hands.allies[0]! }).state;
      s = battleStep(s);
      s = act(s, { type: 'battle', unit: idAt(s, 8, 6), target: hex(8, 4) }).state;
      expect(s.pending[0]).toMatchObject({ kind: 'ambush', actor: 'axis' });
      return s;
    };
    const open = act(ambushed('countryside'), { type: 'ambush' }, ['infantry', 'infantry', 'infantry']);
    expect(open.state.units[idAt(open.state, 8, 6)]!.figures).toBe(1);
    // The Ambush rolls nothing; then the infantry's own close assault goes on (its roll is the second).
    const trench = act(ambushed('trenches'), { type: 'ambush' });
    const rolls = trench.events.flatMap((e) => (e.type === 'roll' ? [e.faces.length] : []));
    expect(rolls[0]).toBe(0);
    expect(trench.events.some((e) => e.type === 'ambush')).toBe(true);
    expect(trench.state.units[idAt(trench.state, 8, 6)]!.figures).toBe(4);
  });

  it("[FAQ §IV Tank Destroyers l.2798; Equipment Pack Hobart's Funnies l.200 'In lieu of battling'] an Assault Bridge in a trench may not lay its bridge (laying is its battle)", () => {
    const bridges = (s: GameState) => legalActions(s).filter((a) => a.type === 'assaultBridge').length;
    const at = (terrain: 'trenches' | 'countryside') => {
      const s = ordered([A(7, 11, 'bridge-layer', { terrain }), T(6, 10, 'river'), T(6, 12, 'river'), X(0, 0)]);
      return battleStep(s);
    };
    expect(bridges(at('countryside'))).toBeGreaterThan(0);
    expect(bridges(at('trenches'))).toBe(0);
  });
});
