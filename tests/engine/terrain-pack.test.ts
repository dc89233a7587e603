/**
 * Expansion terrain with fixed effects (content issue, scope 2): each tile of the engine's terrain table, checked on
 * small positions through the public API (moves, battle dice, retreats), never through the table itself.
 *
 * Sources (line numbers in /work/shared/rules): the house-rules file's Appendix 2 "Tiles From Expansion Sets"
 * (001_4eb4b47ccfc682fb.txt l.420-562; its Terrain Pack chapters are rules, README.md), where the FAQ
 * (003_f06c3a1d5921cf5a.txt §II) has only the card's heading; the FAQ where it speaks (Airfields l.909, Palm Forest
 * and Desert Town l.415, Coastline l.655); the player aid (004) "Terrain and Obstacles never affect Artillery".
 * Calls between sources: docs/rules-decisions.md C1-C6; research: docs/research/terrain-table.md.
 */
import { describe, expect, it } from 'vitest';
import { battleDice, hexKey, legalActions, legalMoves, lineOfSight, retreatOptions } from '../../src/engine';
import type { GameState, Hex } from '../../src/engine';
import type { ScenarioHex } from '../../src/scenario/types';
import { importM44 } from '../../src/scenario/m44';
import { A, T, X, act, battleStep, canBattle, corridor, hex, hexKeys, idAt, ignoresFlag, mini, movesAt, ordered, start } from './helpers';





describe('20. Expansion terrain', () => {
  describe('marshes', () => {
    it('[house rules App. 2 Marshes, l.545] infantry and armor entering a marsh stop there', () => {
      const s = ordered(corridor(A(6, 8, 'infantry'), A(6, 16, 'armor'), T(6, 10, 'marsh'), T(6, 18, 'marsh')));
      expect(movesAt(s, 6, 8)).toEqual(['6,10', '6,6', '6,4'].sort());
      expect(movesAt(s, 6, 16)).toEqual(['6,10', '6,12', '6,14', '6,18'].sort());
    });

    it('[house rules App. 2 Marshes, l.546] artillery may not enter a marsh', () => {
      const s = ordered(corridor(A(6, 12, 'artillery'), T(6, 14, 'marsh')));
      expect(movesAt(s, 6, 12)).toEqual(['6,10']);
    });

    it('[house rules App. 2 Marshes, l.545-546] a unit leaving a marsh moves only to an adjacent hex', () => {
      const s = ordered(corridor(A(6, 12, 'armor', { terrain: 'marsh' })));
      expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,14']);
    });

    it('[house rules App. 2 Marshes, l.547] armor may not battle the turn it moves into a marsh; infantry may', () => {
      const s = ordered(corridor(A(6, 8, 'infantry'), A(6, 16, 'armor'), T(6, 10, 'marsh'), T(6, 14, 'marsh'), X(6, 12), X(4, 14)));
      const inf = act(s, { type: 'move', unit: idAt(s, 6, 8), to: hex(6, 10) }).state;
      const both = act(inf, { type: 'move', unit: idAt(inf, 6, 16), to: hex(6, 14) }).state;
      const battle = battleStep(both);
      expect(canBattle(battle, 6, 10)).toBe(true);
      expect(canBattle(battle, 6, 14)).toBe(false);
    });

    it('[house rules App. 2 Marshes, l.547] armor may not battle the turn it moves out of a marsh', () => {
      const s = ordered(corridor(A(6, 16, 'armor', { terrain: 'marsh' }), X(6, 12)));
      const moved = act(s, { type: 'move', unit: idAt(s, 6, 16), to: hex(6, 14) }).state;
      expect(canBattle(battleStep(moved), 6, 14)).toBe(false);
      // Staying in the marsh, it battles as usual.
      expect(canBattle(battleStep(s), 6, 16)).toBe(true);
    });

    it('[house rules App. 2 Marshes, l.548] a marsh gives no dice reduction and does not block sight', () => {
      const s = ordered([A(6, 12, 'infantry'), A(6, 16, 'armor'), X(5, 13, 'infantry', { terrain: 'marsh' })]);
      expect([battleDice(s, hex(6, 12), hex(5, 13)), battleDice(s, hex(6, 16), hex(5, 13))]).toEqual([3, 3]);
      const sight = ordered([A(6, 12, 'infantry'), T(5, 13, 'marsh'), X(4, 14)]);
      expect(lineOfSight(sight, hex(6, 12), hex(4, 14))).toBe(true);
    });

    it('[house rules App. 2 Marshes, l.546; decision C4] a marsh is no retreat hex for artillery', () => {
      // Axis artillery at (4,12) retreats toward the top edge: (3,11) is a marsh, (3,13) open ground.
      const s2 = ordered([X(4, 12, 'artillery'), T(3, 11, 'marsh'), T(3, 13, 'countryside'), A(8, 2, 'infantry')]);
      expect(retreatOptions(s2, hex(4, 12), 1).map((o) => hexKey(o.to))).toEqual(['3,13']);
    });
  });

  describe('lakes, ravines, trenches, city ruins', () => {
    it('[house rules App. 2 Lake, l.527] a lake may not be entered nor retreated into; it does not block sight (decision C2)', () => {
      const s = ordered(corridor(A(6, 12, 'infantry'), T(6, 14, 'lake'), X(6, 16)));
      expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,8'].sort());
      expect(lineOfSight(s, hex(6, 12), hex(6, 16))).toBe(true);
      const r = ordered([X(4, 12), T(3, 11, 'lake'), T(3, 13, 'lake'), A(8, 2, 'infantry')]);
      expect(retreatOptions(r, hex(4, 12), 1).filter((o) => !o.ignore).map((o) => o.losses)).toEqual([1]);
    });

    it('[house rules App. 2 Ravine, l.518] a ravine is impassable to armor and artillery, open to infantry, whose unit may ignore a flag', () => {
      const s = ordered(corridor(A(6, 8, 'infantry'), A(6, 12, 'armor'), A(6, 20, 'artillery'), T(6, 10, 'ravine'), T(6, 14, 'ravine'), T(6, 18, 'ravine')));
      expect(movesAt(s, 6, 8)).toEqual(['6,10', '6,4', '6,6'].sort());
      expect(movesAt(s, 6, 12)).toEqual([]);
      expect(movesAt(s, 6, 20)).toEqual(['6,22']);
      const f = ordered([X(4, 12, 'infantry', { terrain: 'ravine' }), X(4, 16, 'armor'), A(8, 2, 'infantry')]);
      expect(ignoresFlag(f, 4, 12)).toBe(true);
      expect(battleDice(ordered([A(5, 13, 'infantry'), X(4, 12, 'infantry', { terrain: 'ravine' })]), hex(5, 13), hex(4, 12))).toBe(3);
    });

    it('[house rules App. 2 Trenches, l.463-465; player aid: terrain never affects artillery; decision C5] trenches: stop, no artillery, -1 vs infantry and armor, infantry ignores a flag', () => {
      const s = ordered(corridor(A(6, 8, 'armor'), A(6, 20, 'artillery'), T(6, 10, 'trenches'), T(6, 18, 'trenches')));
      expect(movesAt(s, 6, 8)).toEqual(['6,10', '6,2', '6,4', '6,6'].sort());
      expect(movesAt(s, 6, 20)).toEqual(['6,22']);
      const b = ordered([A(6, 12, 'infantry'), A(6, 16, 'armor'), A(8, 14, 'artillery'), X(5, 13, 'infantry', { terrain: 'trenches' })]);
      expect([battleDice(b, hex(6, 12), hex(5, 13)), battleDice(b, hex(6, 16), hex(5, 13)), battleDice(b, hex(8, 14), hex(5, 13))]).toEqual([2, 2, 2]);
      expect(ignoresFlag(b, 5, 13)).toBe(true);
      // An armor unit in trenches does not ignore a flag.
      expect(ignoresFlag(ordered([X(4, 12, 'armor', { terrain: 'trenches' }), A(8, 2, 'infantry')]), 4, 12)).toBe(false);
    });

    it('[house rules App. 2 City Ruins, l.422-425] city ruins: infantry only and must stop; no battle on entering; -1/-2; blocks sight; infantry ignores a flag', () => {
      const s = ordered(corridor(A(6, 8, 'infantry'), A(6, 16, 'armor'), T(6, 10, 'city-ruins'), T(6, 14, 'city-ruins')));
      expect(movesAt(s, 6, 8)).toEqual(['6,10', '6,4', '6,6'].sort());
      expect(movesAt(s, 6, 16)).toEqual(['6,18', '6,20', '6,22'].sort());
      const b = ordered([A(6, 12, 'infantry'), A(6, 16, 'armor'), X(5, 13, 'infantry', { terrain: 'city-ruins' }), X(2, 14)]);
      expect([battleDice(b, hex(6, 12), hex(5, 13)), battleDice(b, hex(6, 16), hex(5, 13))]).toEqual([2, 1]);
      expect(ignoresFlag(b, 5, 13)).toBe(true);
      const sight = ordered([A(6, 12, 'infantry'), T(5, 13, 'city-ruins'), X(4, 14)]);
      expect(lineOfSight(sight, hex(6, 12), hex(4, 14))).toBe(false);
      // With an enemy next to the ruins, the unit that just entered them may not battle it.
      const e = ordered(corridor(A(6, 8, 'infantry'), A(6, 20, 'infantry'), T(6, 10, 'city-ruins'), X(6, 12)));
      const entered = battleStep(act(e, { type: 'move', unit: idAt(e, 6, 8), to: hex(6, 10) }).state);
      expect(canBattle(entered, 6, 10)).toBe(false);
    });
  });

  describe('towns, churches and hills of the expansions', () => {
    it('[house rules App. 2 Factory Complex, l.427-429] a factory plays as a town: stop, -1/-2, armor in it rolls 2 fewer', () => {
      const s = ordered(corridor(A(6, 8, 'infantry'), T(6, 10, 'factory')));
      expect(movesAt(s, 6, 8)).toEqual(['6,10', '6,4', '6,6'].sort());
      const b = ordered([A(6, 12, 'infantry'), A(6, 16, 'armor', { terrain: 'factory' }), X(5, 13, 'infantry', { terrain: 'factory' }), X(5, 17)]);
      expect([battleDice(b, hex(6, 12), hex(5, 13)), battleDice(b, hex(6, 16), hex(5, 17))]).toEqual([2, 1]);
    });

    it('[house rules App. 2 Church/Cathedral, l.581-583; decision C6] a church plays as a town whose unit may ignore the first flag', () => {
      const b = ordered([A(6, 12, 'infantry'), A(6, 16, 'armor'), X(5, 13, 'armor', { terrain: 'church' })]);
      expect([battleDice(b, hex(6, 12), hex(5, 13)), battleDice(b, hex(6, 16), hex(5, 13))]).toEqual([2, 1]);
      expect(ignoresFlag(b, 5, 13)).toBe(true);
      expect(ignoresFlag(ordered([X(4, 12, 'armor', { terrain: 'town' }), A(8, 2, 'infantry')]), 4, 12)).toBe(false);
    });

    it('[house rules App. 2 Cemetery, l.561] a cemetery: no restriction, no reduction, clear sight, first flag ignored', () => {
      const s = ordered(corridor(A(6, 12, 'armor'), T(6, 14, 'cemetery')));
      expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,14', '6,16', '6,18', '6,6', '6,8'].sort());
      const b = ordered([A(6, 16, 'armor'), X(5, 13, 'infantry', { terrain: 'cemetery' })]);
      expect(battleDice(b, hex(6, 16), hex(5, 13))).toBe(3);
      expect(ignoresFlag(b, 5, 13)).toBe(true);
    });

    it('[house rules App. 2 Hill With Woods & Forests, l.513-517; FAQ §II Hills Q1-Q3, l.608-616] a wooded hill stops, protects -1/-2 even from a hill, and blocks sight even on its plateau (decision C3)', () => {
      const s = ordered(corridor(A(6, 8, 'armor'), T(6, 10, 'hill-forest')));
      expect(movesAt(s, 6, 8)).toEqual(['6,10', '6,2', '6,4', '6,6'].sort());
      const b = ordered([A(6, 12, 'infantry', { terrain: 'hill' }), A(6, 16, 'armor', { terrain: 'hill' }), X(5, 13, 'infantry', { terrain: 'hill-forest' })]);
      expect([battleDice(b, hex(6, 12), hex(5, 13)), battleDice(b, hex(6, 16), hex(5, 13))]).toEqual([2, 1]);
      // A bare hill gives nothing against an attacker on a hill (FAQ §II Hills Q1), and -1 from below.
      const bare = ordered([A(6, 12, 'infantry', { terrain: 'hill' }), A(6, 16, 'armor'), X(5, 13, 'infantry', { terrain: 'hill' })]);
      expect([battleDice(bare, hex(6, 12), hex(5, 13)), battleDice(bare, hex(6, 16), hex(5, 13))]).toEqual([3, 2]);
      // Plateau: across a bare hill hex of the same group, sight is open; across a wooded one it is not (a forest on a
      // hill blocks sight between units on the same hill, FAQ §II Hills, 3rd Q/A).
      const bareHill = ordered([A(6, 10, 'infantry', { terrain: 'hill' }), T(6, 12, 'hill'), X(6, 14, 'infantry', { terrain: 'hill' })]);
      expect(lineOfSight(bareHill, hex(6, 10), hex(6, 14))).toBe(true);
      const wooded = ordered([A(6, 10, 'infantry', { terrain: 'hill' }), T(6, 12, 'hill-forest'), X(6, 14, 'infantry', { terrain: 'hill' })]);
      expect(lineOfSight(wooded, hex(6, 10), hex(6, 14))).toBe(false);
    });

    it('[house rules App. 2 Hill With Village, l.432-436] a hill village stops, protects -1/-2, and its armor rolls 2 fewer', () => {
      const b = ordered([A(6, 12, 'infantry'), A(6, 16, 'armor', { terrain: 'hill-village' }), X(5, 13, 'infantry', { terrain: 'hill-village' }), X(5, 17)]);
      expect([battleDice(b, hex(6, 12), hex(5, 13)), battleDice(b, hex(6, 16), hex(5, 17))]).toEqual([2, 1]);
      const s = ordered(corridor(A(6, 8, 'armor'), T(6, 10, 'hill-village')));
      expect(movesAt(s, 6, 8)).toEqual(['6,10', '6,2', '6,4', '6,6'].sort());
    });

    it('[FAQ §II Airfields, l.909-915] an airfield: no movement or combat restriction, clear sight', () => {
      const s = ordered(corridor(A(6, 12, 'armor'), T(6, 14, 'airfield')));
      expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,14', '6,16', '6,18', '6,6', '6,8'].sort());
      const b = ordered([A(6, 16, 'armor'), X(5, 13, 'infantry', { terrain: 'airfield' })]);
      expect(battleDice(b, hex(6, 16), hex(5, 13))).toBe(3);
      expect(ignoresFlag(b, 5, 13)).toBe(false);
    });
  });

  describe('jungles', () => {
    it('[FAQ §II Jungles, card 57, l.1529-1531] a unit moving into a jungle must stop; a jungle blocks sight', () => {
      const s = ordered(corridor(A(6, 8, 'armor'), T(6, 12, 'jungle')));
      expect(movesAt(s, 6, 8)).toEqual(['6,10', '6,12', '6,2', '6,4', '6,6'].sort());
      const b = ordered([A(8, 12, 'infantry'), T(7, 13, 'jungle'), X(6, 14)]);
      expect(lineOfSight(b, hex(8, 12), hex(6, 14))).toBe(false);
    });

    it('[FAQ §II Jungles, l.1530, Q1 l.1537] a unit may battle on entering a jungle only if it was next to the jungle hex when ordered, whatever hex it came from', () => {
      // Armor at (6,8) was ordered next to the jungle at (6,10); armor at (6,18) comes from three hexes away.
      const s = ordered(corridor(A(6, 8, 'armor'), T(6, 10, 'jungle'), A(6, 18, 'armor'), T(6, 12, 'jungle'), X(4, 10), X(4, 12)));
      const targets = legalMoves(s, idAt(s, 6, 8));
      expect(hexKeys(targets)).toContain('6,10');
      const near = act(s, { type: 'move', unit: idAt(s, 6, 8), to: hex(6, 10) }).state;
      const far = act(near, { type: 'move', unit: idAt(near, 6, 18), to: hex(6, 12) }).state;
      const battle = battleStep(far);
      expect(canBattle(battle, 6, 10)).toBe(true);
      expect(canBattle(battle, 6, 12)).toBe(false);
    });

    it('[FAQ §II Jungles Q1, l.1537] a unit ordered next to a jungle may walk round to enter it from another side and still battle', () => {
      // Armor ordered at (6,8), next to the jungle at (5,9), whose own side towards it is closed: it goes round by
      // (5,7) and enters from there (2 hexes), and still battles.
      const s = start(mini({ hexes: [A(6, 8, 'armor'), T(5, 9, 'jungle'), X(3, 9), X(0, 0)], sides: [{ a: hex(6, 8), b: hex(5, 9), impassable: true }] }), {
        allies: ['direct-from-hq'],
        axis: ['recon-centre'],
      });
      const played = act(s, { type: 'play', card: s.cards.hands.allies[0]! }).state;
      expect(legalMoves(played, idAt(played, 6, 8)).find((m) => hexKey(m) === '5,9')).toBeDefined();
      const via = act(played, { type: 'move', unit: idAt(played, 6, 8), to: hex(5, 9) }).state;
      expect(via.turn.units[idAt(via, 5, 9)]?.moved).toBe(2);
      expect(canBattle(battleStep(via), 5, 9)).toBe(true);
      // Infantry two hexes away (special forces move 2 and battle) may not battle after entering it (FAQ Sniper Q, l.1545).
      const sf = ordered([A(7, 9, 'special-forces'), T(5, 9, 'jungle'), X(3, 9), X(0, 0)]);
      const moved = act(sf, { type: 'move', unit: idAt(sf, 7, 9), to: hex(5, 9) }).state;
      expect(canBattle(battleStep(moved), 5, 9)).toBe(false);
    });

    it('[FAQ §II Jungles Q2, l.1539-1541] a Behind Enemy Lines move of three hexes into a jungle forbids the battle', () => {
      const s = ordered([A(8, 8, 'infantry'), T(5, 11, 'jungle'), X(3, 11), X(0, 0)], 'behind-enemy-lines');
      const moved = act(s, { type: 'move', unit: idAt(s, 8, 8), to: hex(5, 11) }).state;
      expect(legalActions(moved).some((a) => a.type === 'battle')).toBe(false);
    });

    it('[FAQ §II Jungles, l.1531] armor ordered next to a jungle that clears it may Take Ground into it and Overrun; armor that came from further may take ground but not overrun', () => {
      const setup = (armorRow: number, armorCol: number) => {
        const s = ordered([A(armorRow, armorCol, 'armor'), { row: 5, col: 9, terrain: 'jungle', unit: { side: 'axis', kind: 'infantry', figures: 1 } }, X(3, 11), X(0, 24)]);
        let t = s;
        if (armorRow !== 6 || armorCol !== 8) t = act(t, { type: 'move', unit: idAt(t, armorRow, armorCol), to: hex(6, 8) }).state;
        t = battleStep(t);
        t = act(t, { type: 'battle', unit: idAt(t, 6, 8), target: hex(5, 9) }, ['grenade', 'star', 'star']).state;
        return act(t, { type: 'takeGround' }).state;
      };
      expect(setup(6, 8).pending[0]?.kind).toBe('overrun');
      expect(setup(8, 8).pending[0]?.kind).not.toBe('overrun');
    });
  });

  describe('dams, oases, camps, hospitals and railways', () => {
    it('[FAQ §II Dams, card 20, l.975-983] a dam: infantry moves freely, armor and artillery may not enter nor retreat onto it; no reduction; first flag ignored; blocks sight', () => {
      const s = ordered(corridor(A(6, 8, 'infantry'), A(6, 16, 'armor'), A(6, 22, 'artillery'), T(6, 10, 'dam'), T(6, 18, 'dam'), T(6, 20, 'dam')));
      expect(movesAt(s, 6, 8)).toEqual(['6,10', '6,12', '6,4', '6,6'].sort());
      expect(movesAt(s, 6, 16)).toEqual(['6,12', '6,14'].sort());
      expect(movesAt(s, 6, 22)).toEqual(['6,24']);
      const b = ordered([A(6, 12, 'infantry'), X(5, 13, 'infantry', { terrain: 'dam' }), A(8, 12, 'infantry'), T(7, 13, 'dam'), X(6, 14)]);
      expect(battleDice(b, hex(6, 12), hex(5, 13))).toBe(3);
      expect(ignoresFlag(b, 5, 13)).toBe(true);
      expect(lineOfSight(b, hex(8, 12), hex(6, 14))).toBe(false);
      // Armor retreating from (3,13) towards the top edge: only (2,14), since (2,12) is a dam (decision C4).
      const r = ordered([X(3, 13, 'armor'), T(2, 12, 'dam'), A(4, 12, 'infantry')]);
      expect(hexKeys(retreatOptions(r, hex(3, 13), 1).map((o) => o.to))).toEqual(['2,14']);
    });

    it('[house rules App. 2 Oasis; decision C41] an oasis: stop, battle on entering, -1 against infantry and armor, first flag ignored, blocks sight', () => {
      const s = ordered(corridor(A(6, 8, 'armor'), T(6, 10, 'oasis'), X(4, 10)));
      expect(movesAt(s, 6, 8)).toEqual(['6,10', '6,2', '6,4', '6,6'].sort());
      const moved = act(s, { type: 'move', unit: idAt(s, 6, 8), to: hex(6, 10) }).state;
      expect(canBattle(battleStep(moved), 6, 10)).toBe(true);
      const b = ordered([A(6, 12, 'infantry'), A(6, 16, 'armor'), X(5, 13, 'infantry', { terrain: 'oasis' }), X(5, 17, 'infantry', { terrain: 'oasis' })]);
      expect([battleDice(b, hex(6, 12), hex(5, 13)), battleDice(b, hex(6, 16), hex(5, 17))]).toEqual([2, 2]);
      expect(ignoresFlag(b, 5, 13)).toBe(true);
      const l = ordered([A(8, 12, 'infantry'), T(7, 13, 'oasis'), X(6, 14)]);
      expect(lineOfSight(l, hex(8, 12), hex(6, 14))).toBe(false);
    });

    it('[FAQ §II HQs & Supply Tents, card 56, l.1507-1515; decisions C42-C43] HQ tents, camps and hospitals: no movement or combat restriction; they block sight', () => {
      for (const kind of ['hq-tent', 'hospital'] as const) {
        const s = ordered(corridor(A(6, 12, 'armor'), T(6, 14, kind)));
        expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,14', '6,16', '6,18', '6,6', '6,8'].sort());
        const b = ordered([A(6, 16, 'armor'), X(5, 17, 'infantry', { terrain: kind }), A(8, 12, 'infantry'), T(7, 13, kind), X(6, 14)]);
        expect(battleDice(b, hex(6, 16), hex(5, 17))).toBe(3);
        expect(lineOfSight(b, hex(8, 12), hex(6, 14))).toBe(false);
      }
    });

    it('[house rules App. 2 Railway Tracks, l.479; FAQ §II Railroad Bridges Q, l.1205; decision C44] railway tracks: infantry moves freely, armor and artillery stop; no reduction; clear sight', () => {
      const s = ordered(corridor(A(6, 4, 'infantry'), A(6, 12, 'armor'), A(6, 20, 'artillery'), T(6, 6, 'railroad'), T(6, 14, 'railroad'), T(6, 18, 'railroad')));
      expect(movesAt(s, 6, 4)).toEqual(['6,0', '6,2', '6,6', '6,8'].sort());
      expect(movesAt(s, 6, 12)).toEqual(['6,10', '6,14', '6,6', '6,8'].sort());
      expect(movesAt(s, 6, 20)).toEqual(['6,18', '6,22']);
      const b = ordered([A(6, 16, 'armor'), X(5, 17, 'infantry', { terrain: 'railroad' }), A(8, 12, 'infantry'), T(7, 13, 'railroad'), X(6, 14)]);
      expect(battleDice(b, hex(6, 16), hex(5, 17))).toBe(3);
      expect(lineOfSight(b, hex(8, 12), hex(6, 14))).toBe(true);
    });

    it('[house rules App. 2 Railway Station; decision C44] a railway station plays as a town', () => {
      const s = ordered(corridor(A(6, 8, 'armor'), T(6, 10, 'station'), X(4, 10)));
      const moved = act(s, { type: 'move', unit: idAt(s, 6, 8), to: hex(6, 10) }).state;
      expect(canBattle(battleStep(moved), 6, 10)).toBe(false);
      const b = ordered([A(6, 12, 'infantry'), A(6, 16, 'armor', { terrain: 'station' }), X(5, 13, 'infantry', { terrain: 'station' }), X(5, 17)]);
      expect([battleDice(b, hex(6, 12), hex(5, 13)), battleDice(b, hex(6, 16), hex(5, 17))]).toEqual([2, 1]);
    });
  });

  describe('mountains', () => {
    it('[FAQ §II Mountains, card 30, l.1118-1119] infantry moves up onto a mountain only from a hill or mountain, and down only to one', () => {
      // Row 6: a hill at 6,6, a mountain range at 6,8 and 6,10, open ground at 6,12.
      const up = ordered(corridor(A(6, 4, 'infantry'), T(6, 6, 'hill'), T(6, 8, 'mountain'), T(6, 10, 'mountain')));
      expect(movesAt(up, 6, 4)).toEqual(['6,0', '6,2', '6,6', '6,8'].sort());
      const side = ordered(corridor(A(6, 14, 'infantry'), T(6, 12, 'mountain')));
      expect(movesAt(side, 6, 14)).toEqual(['6,16', '6,18']);
      const down = ordered(corridor(A(6, 10, 'infantry', { terrain: 'mountain' }), T(6, 6, 'hill'), T(6, 8, 'mountain')));
      expect(movesAt(down, 6, 10)).toEqual(['6,6', '6,8']);
    });

    it('[FAQ §II Mountains, l.1119 and Note l.1124] mountains are impassable to armor and artillery', () => {
      const s = ordered(corridor(A(6, 4, 'armor'), A(6, 16, 'artillery'), T(6, 2, 'hill'), T(6, 6, 'hill'), T(6, 8, 'mountain'), T(6, 14, 'mountain')));
      expect(movesAt(s, 6, 4)).toEqual(['6,0', '6,2', '6,6'].sort());
      expect(movesAt(s, 6, 16)).toEqual(['6,18']);
    });

    it('[FAQ §II Mountains, l.1118] infantry retreats off a mountain only onto a hill or mountain', () => {
      // Axis infantry on a mountain at (3,13) retreats towards the top: (2,12) is open ground, (2,14) a hill.
      const s = ordered([X(3, 13, 'infantry', { terrain: 'mountain' }), T(2, 14, 'hill'), A(4, 12, 'infantry')]);
      expect(hexKeys(retreatOptions(s, hex(3, 13), 1).map((o) => o.to))).toEqual(['2,14']);
      // And onto a mountain only from a hill or mountain: from open ground at (3,13), (2,12) is a mountain, (2,14) not.
      const t = ordered([X(3, 13, 'infantry'), T(2, 12, 'mountain'), A(4, 12, 'infantry')]);
      expect(hexKeys(retreatOptions(t, hex(3, 13), 1).map((o) => o.to))).toEqual(['2,14']);
    });

    it('[FAQ §II Mountains Q2, l.1132-1134] a target on a mountain: -2 for infantry and armor from below, from a hill too, or from another range; none from the same range', () => {
      const b = ordered([
        A(6, 12, 'infantry'),
        X(5, 13, 'infantry', { terrain: 'mountain' }),
        A(6, 16, 'infantry', { terrain: 'hill' }),
        X(5, 17, 'infantry', { terrain: 'mountain' }),
        A(6, 20, 'infantry', { terrain: 'mountain' }),
        X(5, 21, 'infantry', { terrain: 'mountain' }),
        A(6, 2, 'armor'),
        X(5, 3, 'infantry', { terrain: 'mountain' }),
      ]);
      expect(battleDice(b, hex(6, 12), hex(5, 13))).toBe(1);
      expect(battleDice(b, hex(6, 16), hex(5, 17))).toBe(1);
      expect(battleDice(b, hex(6, 20), hex(5, 21))).toBe(3);
      expect(battleDice(b, hex(6, 2), hex(5, 3))).toBe(1);
      // Two hexes apart on two ranges: 2 dice - 2; joined into one range by (7,5): 2 dice.
      const apart = ordered([A(8, 4, 'infantry', { terrain: 'mountain' }), X(6, 4, 'infantry', { terrain: 'mountain' }), X(0, 24)]);
      expect(battleDice(apart, hex(8, 4), hex(6, 4))).toBe(0);
      const joined = ordered([A(8, 4, 'infantry', { terrain: 'mountain' }), T(7, 5, 'mountain'), X(6, 4, 'infantry', { terrain: 'mountain' }), X(0, 24)]);
      expect(battleDice(joined, hex(8, 4), hex(6, 4))).toBe(2);
    });

    it('[FAQ §II Mountains, l.1121] artillery set on a mountain fires at 3,3,2,2,1,1,1; artillery dice against a mountain are not reduced', () => {
      const s = ordered([A(8, 4, 'artillery', { terrain: 'mountain' }), X(1, 5), A(8, 12, 'artillery'), X(1, 13), X(2, 20, 'infantry', { terrain: 'mountain' }), A(8, 20, 'artillery')]);
      expect(battleDice(s, hex(8, 4), hex(1, 5))).toBe(1);
      expect(battleDice(s, hex(8, 12), hex(1, 13))).toBe(0);
      expect(battleDice(s, hex(8, 20), hex(2, 20))).toBe(1);
    });

    it('[FAQ §II Mountains, l.1120 and Q1 l.1126] a mountain blocks sight, except across its own range; a mountain unit does not see over a lower hill', () => {
      const ground = ordered([A(8, 12, 'infantry'), T(7, 13, 'mountain'), X(6, 14)]);
      expect(lineOfSight(ground, hex(8, 12), hex(6, 14))).toBe(false);
      const range = ordered([A(8, 8, 'infantry', { terrain: 'mountain' }), T(8, 10, 'mountain'), X(8, 12, 'infantry', { terrain: 'mountain' })]);
      expect(lineOfSight(range, hex(8, 8), hex(8, 12))).toBe(true);
      const hill = ordered([A(8, 8, 'infantry', { terrain: 'mountain' }), T(8, 10, 'hill'), X(8, 12, 'infantry', { terrain: 'mountain' })]);
      expect(lineOfSight(hill, hex(8, 8), hex(8, 12))).toBe(false);
      // Hills joined through a mountain are no plateau: the mountain stands above them.
      const over = ordered([A(8, 8, 'infantry', { terrain: 'hill' }), T(8, 10, 'mountain'), X(8, 12, 'infantry', { terrain: 'hill' })]);
      expect(lineOfSight(over, hex(8, 8), hex(8, 12))).toBe(false);
    });
  });

  describe('ergs, ridges and steep hills', () => {
    it('[FAQ §II Ergs & Ridges, card 64, l.1635] a unit moving up onto a ridge must stop; from a hill or along the ridge it moves on', () => {
      const up = ordered(corridor(A(6, 4, 'armor'), T(6, 6, 'ridge'), T(6, 8, 'ridge')));
      expect(movesAt(up, 6, 4)).toEqual(['6,0', '6,2', '6,6'].sort());
      const along = ordered(corridor(A(6, 14, 'armor', { terrain: 'ridge' }), T(6, 16, 'ridge'), T(6, 12, 'hill'), T(6, 10, 'ridge')));
      expect(movesAt(along, 6, 14)).toEqual(['6,10', '6,12', '6,16', '6,18', '6,20', '6,8'].sort());
    });

    it('[FAQ §II Ergs & Ridges Q1, l.1642-1644] a ridge protects as a hill: -1, none against an attacker on any hill or ridge', () => {
      const b = ordered([A(6, 12, 'infantry'), X(5, 13, 'infantry', { terrain: 'ridge' }), A(6, 16, 'armor', { terrain: 'hill' }), X(5, 17, 'infantry', { terrain: 'ridge' }), A(6, 2, 'armor'), X(5, 3, 'infantry', { terrain: 'ridge' })]);
      expect([battleDice(b, hex(6, 12), hex(5, 13)), battleDice(b, hex(6, 16), hex(5, 17)), battleDice(b, hex(6, 2), hex(5, 3))]).toEqual([2, 3, 2]);
    });

    it('[FAQ §II Ergs & Ridges, l.1635] armor that takes ground up onto a ridge is stopped there', () => {
      let s = ordered([A(6, 8, 'armor'), { row: 5, col: 9, terrain: 'ridge', unit: { side: 'axis', kind: 'infantry', figures: 1 } }, X(3, 11), X(0, 24)]);
      s = battleStep(s);
      s = act(s, { type: 'battle', unit: idAt(s, 6, 8), target: hex(5, 9) }, ['grenade', 'grenade']).state;
      s = act(s, { type: 'takeGround' }).state;
      expect(s.turn.units[idAt(s, 5, 9)]?.stopped).toBe(true);
    });

    it('[FAQ §II Steep Hills, card 13, l.821-822] moving up onto a steep hill from lower ground is a 2-hex move; down, or from a hill, 1', () => {
      const inf = ordered(corridor(A(6, 4, 'infantry'), T(6, 6, 'steep-hill'), T(6, 8, 'steep-hill')));
      // Infantry (2 hexes) reaches the steep hill but no further, and it counts 2 hexes: no battle.
      expect(movesAt(inf, 6, 4)).toEqual(['6,0', '6,2', '6,6'].sort());
      const armor = ordered(corridor(A(6, 4, 'armor'), T(6, 6, 'steep-hill'), X(4, 6)));
      expect(movesAt(armor, 6, 4)).toEqual(['6,0', '6,2', '6,6', '6,8'].sort());
      const stepsOf = (s: GameState, from: Hex, to: Hex) =>
        act(s, { type: 'move', unit: idAt(s, from.row, from.col), to }).events.find((e) => e.type === 'moved')?.steps;
      expect(stepsOf(inf, hex(6, 4), hex(6, 6))).toBe(2);
      const fromHill = ordered(corridor(A(6, 14, 'infantry', { terrain: 'hill' }), T(6, 16, 'steep-hill')));
      expect(stepsOf(fromHill, hex(6, 14), hex(6, 16))).toBe(1);
      const down = ordered(corridor(A(6, 14, 'infantry', { terrain: 'steep-hill' })));
      expect(stepsOf(down, hex(6, 14), hex(6, 16))).toBe(1);
    });

    it('[FAQ §II Steep Hills Q, l.830-832] armor may take ground up a steep hill and overrun; a steep hill protects as a hill', () => {
      let s = ordered([A(6, 8, 'armor'), { row: 5, col: 9, terrain: 'steep-hill', unit: { side: 'axis', kind: 'infantry', figures: 1 } }, X(3, 11), X(0, 24)]);
      s = battleStep(s);
      s = act(s, { type: 'battle', unit: idAt(s, 6, 8), target: hex(5, 9) }, ['grenade', 'grenade']).state;
      s = act(s, { type: 'takeGround' }).state;
      expect(s.pending[0]?.kind).toBe('overrun');
      const b = ordered([A(6, 12, 'infantry'), X(5, 13, 'infantry', { terrain: 'steep-hill' })]);
      expect(battleDice(b, hex(6, 12), hex(5, 13))).toBe(2);
    });
  });

  describe('roads', () => {
    /** A straight east-west road on row 6 over the given columns (scenario `road`). */
    const road = (...cols: number[]): ScenarioHex[] => cols.map((col) => ({ row: 6, col, road: ['w', 'e'] }));
    const withRoad = (hexes: ScenarioHex[], roadHexes: ScenarioHex[]): ScenarioHex[] => {
      const at = new Map(roadHexes.map((h) => [hexKey(h), h]));
      const merged = hexes.map((h) => (at.has(hexKey(h)) ? { ...at.get(hexKey(h))!, ...h, road: at.get(hexKey(h))!.road! } : h));
      for (const h of roadHexes) if (!hexes.some((x) => hexKey(x) === hexKey(h))) merged.push(h);
      return merged;
    };

    it('[FAQ §II Roads, l.1269 and Q2 examples] infantry that starts on a road and keeps to it moves 3, and battles after 2; off the road, 2 as ever', () => {
      const s = ordered(corridor(...withRoad([A(6, 6, 'infantry'), X(4, 14)], road(4, 6, 8, 10, 12))));
      expect(movesAt(s, 6, 6)).toEqual(['6,10', '6,12', '6,2', '6,4', '6,8'].sort());
      const two = act(s, { type: 'move', unit: idAt(s, 6, 6), to: hex(6, 10) }).state;
      expect(canBattle(battleStep(two), 6, 10)).toBe(true);
      const three = act(s, { type: 'move', unit: idAt(s, 6, 6), to: hex(6, 12) }).state;
      expect(legalActions(battleStep(three)).some((a) => a.type === 'battle')).toBe(false);
    });

    it('[FAQ §II Roads Q2 examples, l.1290-1292] armor moves 4 along a road and battles; artillery 2, no battle; special forces 3 and battle', () => {
      const armor = ordered(corridor(...withRoad([A(6, 4, 'armor')], road(2, 4, 6, 8, 10, 12, 14))));
      expect(movesAt(armor, 6, 4)).toContain('6,12');
      expect(movesAt(armor, 6, 4)).not.toContain('6,14');
      const art = ordered(corridor(...withRoad([A(6, 4, 'artillery')], road(2, 4, 6, 8, 10))));
      expect(movesAt(art, 6, 4)).toEqual(['6,2', '6,6', '6,8'].sort());
      const sf = ordered(corridor(...withRoad([A(6, 4, 'special-forces'), X(4, 10)], road(4, 6, 8, 10, 12))));
      const moved = act(sf, { type: 'move', unit: idAt(sf, 6, 4), to: hex(6, 10) }).state;
      expect(canBattle(battleStep(moved), 6, 10)).toBe(true);
    });

    it('[FAQ §II Roads Q "Road images are not visually connected", l.1344-1350] adjacent road hexes whose images do not join give no bonus', () => {
      // (6,8) carries a road running north-west to south-east: it does not join the east-west road at (6,6).
      const s = ordered(corridor(...withRoad([A(6, 6, 'infantry')], [...road(4, 6, 10, 12), { row: 6, col: 8, road: ['nw', 'se'] }])));
      expect(movesAt(s, 6, 6)).toEqual(['6,10', '6,2', '6,4', '6,8'].sort());
    });

    it('[FAQ §II Roads Q "encounters a Bridge", l.1336] a bridge ends the road bonus', () => {
      const s = ordered(corridor(...withRoad([A(6, 4, 'armor'), { row: 6, col: 10, terrain: 'river', bridge: true }], road(2, 4, 6, 8, 12, 14))));
      expect(movesAt(s, 6, 4)).toEqual(['6,0', '6,10', '6,2', '6,6', '6,8'].sort());
    });

    it('[FAQ §II Roads Q "Behind Enemy Lines", l.1328-1334] Behind Enemy Lines on a road: four road hexes, then battle', () => {
      const s = ordered([...withRoad([A(6, 4, 'infantry'), X(4, 12), X(0, 0)], road(2, 4, 6, 8, 10, 12, 14))], 'behind-enemy-lines');
      expect(movesAt(s, 6, 4)).toContain('6,12');
      const moved = act(s, { type: 'move', unit: idAt(s, 6, 4), to: hex(6, 12) }).state;
      expect(legalActions(moved).some((a) => a.type === 'battle' && a.unit === idAt(moved, 6, 12))).toBe(true);
    });

    it('[FAQ §II Roads, l.1269 "starts its move on a Road"] a unit that starts off the road gets no bonus on it', () => {
      const s = ordered(corridor(...withRoad([A(6, 4, 'infantry')], road(6, 8, 10, 12))));
      expect(movesAt(s, 6, 4)).toEqual(['6,0', '6,2', '6,6', '6,8'].sort());
    });
  });

  describe('wadis', () => {
    /** A wadi at (6,12) open to the west and east: its four other sides are slopes (board sides, as the importer writes them). */
    const slopes = [hex(5, 11), hex(5, 13), hex(7, 11), hex(7, 13)].map((b) => ({ a: hex(6, 12), b, impassable: true }));
    const wadiGame = (hexes: ScenarioHex[]) => {
      const s = start(mini({ hexes: [T(6, 12, 'wadi'), ...hexes], sides: slopes }), { allies: ['direct-from-hq'], axis: ['recon-centre'] });
      return act(s, { type: 'play', card: s.cards.hands.allies[0]! }).state;
    };

    it('[FAQ §II Wadis & Gullies, card 44, l.1361] the side slopes are impassable in and out; the open ends are free', () => {
      // Artillery moves one hex: next to the wadi across a slope it cannot step in; at an open end it can.
      const s = wadiGame([A(5, 13, 'artillery'), A(6, 10, 'artillery')]);
      expect(movesAt(s, 5, 13)).not.toContain('6,12');
      expect(movesAt(s, 6, 10)).toContain('6,12');
      const inside = wadiGame([A(6, 12, 'artillery', { terrain: 'wadi' })]);
      expect(movesAt(inside, 6, 12)).toEqual(['6,10', '6,14']);
      // Infantry next to a slope walks round by the open end (two hexes).
      const round = wadiGame([A(5, 13, 'infantry')]);
      expect(act(round, { type: 'move', unit: idAt(round, 5, 13), to: hex(6, 12) }).events.find((e) => e.type === 'moved')?.steps).toBe(2);
    });

    it('[FAQ §II Wadis & Gullies, l.1362] infantry and armor battle into or out of a wadi only in close assault; artillery is not limited; no dice reduction (decision C51)', () => {
      const s = wadiGame([A(6, 10, 'infantry'), A(8, 12, 'armor'), A(8, 16, 'artillery'), X(6, 12, 'infantry', { terrain: 'wadi' })]);
      expect(battleDice(s, hex(6, 10), hex(6, 12))).toBe(3);
      expect(battleDice(s, hex(8, 12), hex(6, 12))).toBe(0);
      expect(battleDice(s, hex(8, 16), hex(6, 12))).toBe(2);
      const out = wadiGame([A(6, 12, 'armor', { terrain: 'wadi' }), X(4, 12), X(6, 14)]);
      expect(battleDice(out, hex(6, 12), hex(4, 12))).toBe(0);
      expect(battleDice(out, hex(6, 12), hex(6, 14))).toBe(3);
    });
  });

  describe('fords and fordable streams', () => {
    it('[house rules App. 2 Rivers & Waterways, Fordable, l.520; FAQ §I Retreats, l.369] a ford: enter and stop, battle out at -1, retreat into it', () => {
      const s = ordered(corridor(A(6, 8, 'armor'), T(6, 10, 'ford')));
      expect(movesAt(s, 6, 8)).toEqual(['6,10', '6,2', '6,4', '6,6'].sort());
      const b = ordered([A(6, 12, 'infantry', { terrain: 'ford' }), X(5, 13)]);
      expect(battleDice(b, hex(6, 12), hex(5, 13))).toBe(2);
      const r = ordered([X(4, 12), T(3, 11, 'ford'), T(3, 13, 'river'), A(8, 2, 'infantry')]);
      expect(retreatOptions(r, hex(4, 12), 1).map((o) => hexKey(o.to))).toEqual(['3,11']);
    });

    it('[FAQ §II Fordable Streams, l.1574-1601] a fordable stream: enter and stop, no combat restriction', () => {
      const s = ordered(corridor(A(6, 8, 'armor'), T(6, 10, 'fordable-stream')));
      expect(movesAt(s, 6, 8)).toEqual(['6,10', '6,2', '6,4', '6,6'].sort());
      const b = ordered([A(6, 12, 'infantry', { terrain: 'fordable-stream' }), X(5, 13)]);
      expect(battleDice(b, hex(6, 12), hex(5, 13))).toBe(3);
    });
  });

  describe("a battle's own terrain rules (scenario `rules.terrain`)", () => {
    it('[content issue §1: per-battle overrides; house rules App. 2 Rivers & Waterways, Fordable, l.520] a battle whose rivers are fordable: its rivers play as fords, other battles keep theirs', () => {
      // A corridor walled by lakes (the rivers of `corridor` would become fordable too).
      const walls: ScenarioHex[] = [5, 7].flatMap((row) => Array.from({ length: 12 }, (_, k) => T(row, 1 + 2 * k, 'lake')));
      const hexes = [...walls, A(6, 8, 'armor'), T(6, 10, 'river')];
      const fordable = { ...mini({ hexes }), rules: { terrain: { river: { noEntry: 0, stops: 7, noRetreat: false, battleOutPenalty: [1, 1, 1] as [number, number, number] } } } };
      const play = (sc: typeof fordable | ReturnType<typeof mini>) => {
        const s = start(sc, { allies: ['direct-from-hq'], axis: ['recon-centre'] });
        return act(s, { type: 'play', card: s.cards.hands.allies[0]! }).state;
      };
      expect(movesAt(play(fordable), 6, 8)).toEqual(['6,10', '6,2', '6,4', '6,6'].sort());
      // The same board without the rule (the same board object, too: games of one board share derived tables).
      expect(movesAt(play({ ...fordable, rules: undefined }), 6, 8)).toEqual(['6,2', '6,4', '6,6'].sort());
      expect(movesAt(play(mini({ hexes })), 6, 8)).toEqual(['6,2', '6,4', '6,6'].sort());
      // The rule travels with the game: a JSON copy of the state plays by it.
      const copy = JSON.parse(JSON.stringify(play(fordable))) as GameState;
      expect(movesAt(copy, 6, 8)).toEqual(['6,10', '6,2', '6,4', '6,6'].sort());
    });

    it('[content issue §1: per-battle overrides] a base battle carries no terrain changes in its state (its saves and hashes are unchanged)', () => {
      const s = ordered(corridor(A(6, 8, 'armor')));
      expect('terrain' in s.board).toBe(false);
    });
  });

  describe('theatre tiles that play as a base terrain (.m44 import)', () => {
    /** A one-hex .m44 file: the terrain named `name` at (4,12), one unit per side. */
    function oneHex(name: string) {
      return {
        board: {
          type: 'STANDARD',
          face: 'WINTER',
          hexagons: [
            { row: 4, col: 12, terrain: { name } },
            { row: 8, col: 2, unit: { name: 'infus' } },
            { row: 0, col: 2, unit: { name: 'infger' } },
          ],
        },
        game_info: { starting: 'PLAYER2', side_player1: 'AXIS', side_player2: 'ALLIES', victory_player1: 4, victory_player2: 4, cards_player1: 4, cards_player2: 4 },
        text: { en: { name: 'One hex' } },
      };
    }
    const imported = (name: string) => {
      const r = importM44(oneHex(name));
      if (!r.ok) throw new Error(`${name}: ${r.unsupported.join('; ')} ${r.problems.map((p) => p.message).join('; ')}`);
      return r.scenario.board.hexes.find((h) => h.row === 4 && h.col === 12)?.terrain;
    };

    it.each([
      ['palmtrees', 'forest', 'FAQ §II Desert Terrain Q, l.415 "The Palm Forest hex has the same terrain effect as a Forest"'],
      ['wforest', 'forest', 'house rules App. 2 Woods & Forests, Winter, l.529'],
      ['wvillage', 'town', 'FAQ §II l.415 (town tiles of every theatre)'],
      ['pvillage', 'town', 'FAQ §XII Peleliu, l.4509'],
      ['bled', 'town', 'decision C1'],
      ['dhill', 'hill', 'FAQ §I Desert Terrain, l.295 (faces play as the base tile)'],
      ['whill', 'hill', 'FAQ §I, l.295-299'],
      ['wriver', 'river', 'house rules App. 2 Headwaters & Forks, l.525'],
      ['wcurved', 'river', 'house rules App. 2 Headwaters & Forks, l.525'],
      ['coast', 'ocean', 'FAQ §II Oceans, l.655 "Coastline hexes are treated exactly the same as Ocean hexes"'],
      ['pbeach', 'beach', 'FAQ §II Oceans, l.655'],
      ['marshes', 'marsh', 'house rules App. 2 Marshes'],
      ['wruins', 'city-ruins', 'house rules App. 2 City Ruins'],
      ['church', 'church', 'house rules App. 2 Church/Cathedral'],
      ['pjungle', 'jungle', 'FAQ §II Jungles, card 57'],
      ['dam', 'dam', 'FAQ §II Dams, card 20'],
      ['oasis', 'oasis', 'house rules App. 2 Oasis'],
      ['pheadquarter', 'hq-tent', 'FAQ §II HQs & Supply Tents, card 56'],
      ['camp', 'hq-tent', 'decision C42'],
      ['dcamp', 'hq-tent', 'decision C42'],
      ['phospital', 'hospital', 'decision C43'],
      ['rail', 'railroad', 'house rules App. 2 Railway Tracks'],
      ['railcurve', 'railroad', 'house rules App. 2 Railway Tracks'],
      ['wrail', 'railroad', 'FAQ §I l.295-299 (theatre faces)'],
      ['wrailcurve', 'railroad', 'FAQ §I l.295-299 (theatre faces)'],
      ['station', 'station', 'house rules App. 2 Railway Station'],
      ['mountain', 'mountain', 'FAQ §II Mountains, card 30 (with no IMPASSABLE behavior)'],
      ['dridge', 'ridge', 'FAQ §II Ergs & Ridges, card 64'],
      ['wadi', 'wadi', 'FAQ §II Wadis & Gullies, card 44'],
      ['wcurve', 'wadi', 'FAQ §II Wadis & Gullies, card 44 (the bend of desert file 1346)'],
    ])('[import: %s] is read as %s (%s)', (name, kind) => {
      expect(imported(name)).toBe(kind);
    });

    it('[decisions C71; FAQ §II Caves] caves are read (troops/caves.ts: tests/engine/troops-caves.test.ts); Oasis Recovery is read as the battle rule', () => {
      const refused = (file: ReturnType<typeof oneHex>) => {
        const r = importM44(file);
        return r.ok ? [] : r.unsupported;
      };
      expect(refused(oneHex('pcave'))).toEqual([]);
      const oasis = oneHex('oasis');
      (oasis.board.hexagons[0]!.terrain as { behavior?: string }).behavior = 'OASIS_RECOVERY';
      expect(refused(oasis)).toEqual([]);
      const r = importM44(oasis);
      expect(r.ok && r.scenario.rules?.oasisRecovery).toBe(true);
    });

    it('[FAQ §II Steep Hills, l.819 "Some scenarios may designate hills as being steep"] hills with the STEEP_HILL behavior import as steep hills', () => {
      const file = oneHex('hills');
      (file.board.hexagons[0]!.terrain as { behavior?: string }).behavior = 'STEEP_HILL';
      const r = importM44(file);
      expect(r.ok && r.scenario.board.hexes.find((h) => h.row === 4 && h.col === 12)?.terrain).toBe('steep-hill');
    });

    it('[FAQ §II Minefields, l.1068; §XII Ponyri "Russians lay Minefields"] a tag3 MINE_FIELD tag is a minefield of the side it names', () => {
      const file = oneHex('woods');
      (file.board.hexagons[0] as { tags?: unknown[] }).tags = [{ name: 'tag3', behavior: 'MINE_FIELD', group: [], side: 'ALLIES' }];
      const r = importM44(file);
      expect(r.ok && r.scenario.board.hexes.find((h) => h.row === 4 && h.col === 12)).toEqual({ row: 4, col: 12, terrain: 'forest', minefield: 'allies' });
      // holdout3 (C410): a side that is not one is a problem; no side at all is read as the defender's (m44-holdout3.test.ts).
      (file.board.hexagons[0] as { tags?: unknown[] }).tags = [{ name: 'tag3', behavior: 'MINE_FIELD', group: [], side: 'NEUTRAL' }];
      const bad = importM44(file);
      expect(!bad.ok && bad.problems.map((p) => p.message)).toEqual(['the minefield on (4,12) does not say which side laid it (AXIS or ALLIES)']);
    });

    it('[FAQ §II Misprints in the Air Pack, l.4413-4425] a river marked FORDABLE_STREAM imports as a fordable stream; a ford on a river as a ford', () => {
      const file = oneHex('river');
      (file.board.hexagons[0]!.terrain as { behavior?: string }).behavior = 'FORDABLE_STREAM';
      const r = importM44(file);
      expect(r.ok && r.scenario.board.hexes.find((h) => h.row === 4 && h.col === 12)?.terrain).toBe('fordable-stream');
      const ford = oneHex('river');
      (ford.board.hexagons[0] as { rect_terrain?: { name: string } }).rect_terrain = { name: 'ford' };
      const f = importM44(ford);
      expect(f.ok && f.scenario.board.hexes.find((h) => h.row === 4 && h.col === 12)?.terrain).toBe('ford');
      const dry = oneHex('woods');
      (dry.board.hexagons[0] as { rect_terrain?: { name: string } }).rect_terrain = { name: 'ford' };
      const d = importM44(dry);
      expect(!d.ok && d.problems.map((p) => p.message)).toEqual(['the ford at (4,12) is not on a river']);
    });
  });
});
