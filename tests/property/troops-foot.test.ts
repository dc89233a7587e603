/**
 * The infantry-family units (issue 17, foot) under random play: the engineers' proving ground played by its directed
 * policy under the invariants and the independent checkers (tests/support/troops-foot.ts, hooked into the terrain
 * checker), each rule seen firing, and each check of the foot checker shown to catch a planted fault. The development
 * battles holding engineers (12498, 12509, 1488, 6370) are played by tests/property/expansion-battles.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import type { GameEvent, GameState } from '../../src/engine/types';
import { mini } from '../engine/helpers';
import { playPolicyBattle } from '../support/expansion-play';
import { ENGINEER_GROUND_RULES, FootChecker, FOOT_GROUND_RULES, engineerGround, engineerPolicy, footGround } from '../support/troops-foot';
import { playExpansionBattle } from '../support/expansion-play';
import type { Seen } from '../support/terrain-rules';

const SEED_BASE = 41_000;

describe('combat engineers in random play (FAQ §IV Combat Engineers)', () => {
  it('[FAQ §IV Combat Engineers l.2270-2338; §II Minefields Qs l.1084-1096] on the engineers\' proving ground, each rule fires and none is broken', () => {
    const seen: Seen = new Set();
    const seeds = Array.from({ length: 6 }, (_, i) => SEED_BASE + i);
    expect(playPolicyBattle(engineerGround(), seeds, seen, engineerPolicy)).toEqual([]);
    expect(ENGINEER_GROUND_RULES.filter((k) => !seen.has(k)), [...seen].filter((k) => k.startsWith('engineers')).sort().join('; ')).toEqual([]);
  }, 180_000);
});

describe('the foot checker catches planted faults', () => {
  // Allied engineers on (5,13), on wire; Axis infantry in a forest at (4,12), an Axis minefield at (4,14); an Allied
  // infantry unit at (6,12); the Allies have played Direct from HQ and ordered the engineers.
  const base = newGame(
    mini({
      hexes: [
        { row: 5, col: 13, obstacle: 'wire', unit: { side: 'allies', kind: 'engineers' } },
        { row: 4, col: 12, terrain: 'forest', unit: { side: 'axis', kind: 'infantry' } },
        { row: 4, col: 14, minefield: 'axis' },
        { row: 6, col: 12, unit: { side: 'allies', kind: 'infantry' } },
      ],
    }),
    { seed: 1 },
  );
  const s0: GameState = {
    ...base,
    turn: { ...base.turn, side: 'allies', stage: 'battle', ordered: [0], units: { 0: { startRow: 5, startCol: 13, moved: 0, moveDone: true, stopped: false, noBattle: false, battles: 0, maxBattles: 1, overrunUsed: false } } },
  };
  const battle: GameEvent = { type: 'battle', unit: 0, target: 1, from: { row: 5, col: 13 }, at: { row: 4, col: 12 }, dice: 2, close: true };

  it('[planted fault] reports an engineer\'s close assault reduced by the target\'s forest', () => {
    const v = new FootChecker().check(s0, s0, [{ ...battle, dice: 1 }]);
    expect(v.join('\n')).toContain('close-assaulted 4,12 with 1 dice, not 2');
    expect(new FootChecker().check(s0, s0, [battle])).toEqual([]);
  });

  it('[planted fault] reports wire left under an engineer whose attack from it was rolled', () => {
    const hits: GameEvent = { type: 'hits', unit: 1, hits: 0, flags: 0 };
    expect(new FootChecker().check(s0, s0, [battle, hits]).join('\n')).toContain('wire is still at 5,13');
    expect(new FootChecker().check(s0, { ...s0, obstacles: {} }, [battle, hits])).toEqual([]);
  });

  it('[planted fault] reports a minefield cleared by a unit that is not an engineer, or one left on the board', () => {
    const noMine = { ...s0, mines: {}, hidden: {} };
    const byInfantry = new FootChecker().check(s0, noMine, [{ type: 'minesCleared', unit: 2, at: { row: 4, col: 14 } }]);
    expect(byInfantry.join('\n')).toContain('not an engineer, cleared a minefield');
    const stillThere = new FootChecker().check(s0, s0, [{ type: 'minesCleared', unit: 0, at: { row: 4, col: 14 } }]);
    expect(stillThere.join('\n')).toContain('the minefield at 4,14 is still there');
  });

  it('[planted fault] reports an engineer that entered an enemy minefield able to battle and set it off', () => {
    const mv: GameState = { ...s0, turn: { ...s0.turn, stage: 'move' } };
    const moved = { ...mv, units: mv.units.map((u) => (u.id === 0 ? { ...u, row: 4, col: 14 } : u)) };
    const v = new FootChecker().check(mv, moved, [
      { type: 'moved', unit: 0, from: { row: 5, col: 13 }, to: { row: 4, col: 14 }, steps: 1 },
      { type: 'mine', unit: 0, at: { row: 4, col: 14 }, value: 1 },
    ]);
    expect(v.join('\n')).toContain('able to battle and did not clear it');
  });

  it('[planted fault] reports an engineer that stayed on an enemy minefield when the moves ended and did not clear it', () => {
    const on = { ...s0, units: s0.units.map((u) => (u.id === 0 ? { ...u, row: 4, col: 14 } : u)) };
    const mv: GameState = { ...on, turn: { ...on.turn, stage: 'move' } };
    expect(new FootChecker().check(mv, on, []).join('\n')).toContain('stayed on the enemy minefield at 4,14 and did not clear it');
  });

  it('[planted fault] reports an engineer battling on the turn it cleared a minefield', () => {
    const checker = new FootChecker();
    checker.check(s0, { ...s0, mines: {} }, [{ type: 'minesCleared', unit: 0, at: { row: 5, col: 13 } }]);
    expect(checker.check(s0, s0, [battle]).join('\n')).toContain('battled on the turn it cleared a minefield');
  });
});

describe('the foot checker catches planted faults: road blocks', () => {
  const base = newGame(
    mini({
      hexes: [
        { row: 5, col: 13, obstacle: 'roadblock', unit: { side: 'allies', kind: 'infantry' } },
        { row: 4, col: 12, unit: { side: 'axis', kind: 'infantry' } },
      ],
    }),
    { seed: 1 },
  );
  it('[planted fault] reports a road block removed by a unit that is not an engineer, or gone with no removal', () => {
    const cleared: GameState = { ...base, obstacles: {} };
    const byInfantry = new FootChecker().check(base, cleared, [{ type: 'roadblockRemoved', unit: 0, at: { row: 5, col: 13 } }]);
    expect(byInfantry.join('\n')).toContain('not an engineer, removed a road block');
    expect(new FootChecker().check(base, cleared, []).join('\n')).toContain('the road block at 5,13 left the board with no engineer removing it');
  });
});

describe('snipers, cavalry, ski troops, machine guns and mortars in random play (Equipment Pack; FAQ §IV)', () => {
  it('[Equipment Pack, Sniper l.586-608, Ski Troops l.618-630, Polish Cavalry l.696-709, Special Weapon Assets l.520-578; FAQ §IV Snipers, Cavalry, Ski Troops] on the foot proving ground, each rule fires and none is broken', () => {
    const seen: Seen = new Set();
    const seeds = Array.from({ length: 6 }, (_, i) => SEED_BASE + 100 + i);
    expect(playExpansionBattle(footGround(), seeds, seen)).toEqual([]);
    expect(FOOT_GROUND_RULES.filter((k) => !seen.has(k)), [...seen].filter((k) => k.startsWith('sniper')).sort().join('; ')).toEqual([]);
  }, 180_000);
});

describe('the foot checker catches planted faults: snipers', () => {
  const base = newGame(
    mini({
      hexes: [
        { row: 6, col: 12, unit: { side: 'allies', kind: 'sniper' } },
        { row: 2, col: 12, unit: { side: 'axis', kind: 'armor' } },
        { row: 3, col: 13, unit: { side: 'axis', kind: 'sniper' } },
        { row: 6, col: 14, unit: { side: 'allies', kind: 'infantry' } },
      ],
    }),
    { seed: 1 },
  );
  const s0: GameState = { ...base, turn: { ...base.turn, side: 'allies', stage: 'battle' } };
  const fire = (target: number, at: { row: number; col: number }, dice: number): GameEvent => ({ type: 'battle', unit: 0, target, from: { row: 6, col: 12 }, at, dice, close: false });

  it('[planted fault] reports a sniper firing at armor, or with more than its die', () => {
    expect(new FootChecker().check(s0, s0, [fire(1, { row: 2, col: 12 }, 1)]).join('\n')).toContain('fired at armor 1');
    expect(new FootChecker().check(s0, s0, [fire(2, { row: 3, col: 13 }, 2)]).join('\n')).toContain('rolled 2 dice at 3,13, not 1');
    expect(new FootChecker().check(s0, s0, [fire(2, { row: 3, col: 13 }, 1)])).toEqual([]);
  });

  it('[planted fault] reports an infantry symbol scored on a sniper, and a sniper\'s star not scored', () => {
    const byInfantry: GameEvent[] = [
      { type: 'battle', unit: 3, target: 2, from: { row: 6, col: 14 }, at: { row: 3, col: 13 }, dice: 1, close: false },
      { type: 'roll', faces: ['infantry'] },
      { type: 'hits', unit: 2, hits: 1, flags: 0 },
    ];
    expect(new FootChecker().check(s0, s0, byInfantry).join('\n')).toContain('hits: 1 on unit 2 from [infantry], not 0');
    const bySniper: GameEvent[] = [fire(2, { row: 3, col: 13 }, 1), { type: 'roll', faces: ['star'] }, { type: 'hits', unit: 2, hits: 0, flags: 0 }];
    expect(new FootChecker().check(s0, s0, bySniper).join('\n')).toContain('hits: 0 on unit 2 from [star], not 1');
  });

  it('[planted fault] reports a medal for a sniper, and a sniper leaving by an exit', () => {
    expect(new FootChecker().check(s0, s0, [{ type: 'eliminated', unit: 2, medals: 1, to: 'allies' }]).join('\n')).toContain('sniper 2 gave 1 medal(s)');
    const exited: GameEvent = { type: 'exited', unit: 0, from: { row: 0, col: 12 }, via: { row: 0, col: 12 }, steps: 1, side: 'allies' };
    expect(new FootChecker().check(s0, s0, [exited]).join('\n')).toContain('sniper 0 left the board by an exit');
  });
});


describe('the foot checker catches planted faults: cavalry and ski troops', () => {
  const base = newGame(
    mini({
      hexes: [
        { row: 6, col: 12, unit: { side: 'allies', kind: 'cavalry' } },
        { row: 3, col: 13, unit: { side: 'axis', kind: 'infantry' } },
        { row: 6, col: 20, unit: { side: 'allies', kind: 'ski-troops' } },
      ],
    }),
    { seed: 1 },
  );
  it('[planted fault] reports cavalry battling 3 hexes away, and ski troops moving 4 hexes', () => {
    const shot: GameEvent = { type: 'battle', unit: 0, target: 1, from: { row: 6, col: 12 }, at: { row: 3, col: 13 }, dice: 1, close: false };
    expect(new FootChecker().check(base, base, [shot]).join('\n')).toContain('cavalry 0 fired 3 hexes (2 at most)');
    const run: GameEvent = { type: 'moved', unit: 2, from: { row: 6, col: 20 }, to: { row: 2, col: 20 }, steps: 4 };
    expect(new FootChecker().check(base, base, [run]).join('\n')).toContain('ski-troops 2 moved 4 hexes');
  });
});

describe('the foot checker catches planted faults: machine guns and mortars', () => {
  const base = newGame(
    mini({
      hexes: [
        { row: 6, col: 12, unit: { side: 'allies', kind: 'mortar' } },
        { row: 4, col: 12, terrain: 'forest', unit: { side: 'axis', kind: 'infantry' } },
        { row: 6, col: 16, unit: { side: 'allies', kind: 'machine-gun' } },
      ],
    }),
    { seed: 1 },
  );
  const s0: GameState = { ...base, turn: { ...base.turn, side: 'allies', stage: 'battle' } };
  it('[planted fault] reports a mortar reduced by cover, a battle after moving, and a machine gun\'s star not scored on infantry', () => {
    const shot: GameEvent = { type: 'battle', unit: 0, target: 1, from: { row: 6, col: 12 }, at: { row: 4, col: 12 }, dice: 1, close: false };
    expect(new FootChecker().check(s0, s0, [shot]).join('\n')).toContain('mortar 0 rolled 1 dice at 2 hexes, not 2');
    const moved: GameEvent = { type: 'moved', unit: 2, from: { row: 6, col: 18 }, to: { row: 6, col: 16 }, steps: 1 };
    const mg: GameEvent = { type: 'battle', unit: 2, target: 1, from: { row: 6, col: 16 }, at: { row: 4, col: 12 }, dice: 1, close: false };
    expect(new FootChecker().check(s0, s0, [moved, mg]).join('\n')).toContain('machine-gun 2 battled on a turn it moved');
    const miss: GameEvent[] = [mg, { type: 'roll', faces: ['star'] }, { type: 'hits', unit: 1, hits: 0, flags: 0 }];
    expect(new FootChecker().check(s0, s0, miss).join('\n')).toContain('hits: 0 on unit 1 from [star], not 1');
  });
});
