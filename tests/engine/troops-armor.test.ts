/**
 * The armor family of issue 17. Sources: Equipment Pack 002_07e461a9f2ec49d7.txt "Tiger (Heavy Tank)" l.333-343;
 * FAQ 003_f06c3a1d5921cf5a.txt §IV Tigers l.2643-2668, §I Retreats (Tiger unable to retreat) l.361-363, §II
 * Minefields (Tiger) l.1108-1110, §II Frozen Rivers Q3 l.1411-1413; Equipment Pack "Elefant Panzerjäger" l.246-262 and
 * FAQ §IV Tank Destroyers l.2783-2802, §II Towns Q2 l.853-857; decisions C130-C135.
 */
import { describe, expect, it } from 'vitest';
import { battleDice, legalMoves, orderableUnits, retreatOptions } from '../../src/engine';
import type { GameEvent, GameState } from '../../src/engine';
import { UNIT_KINDS, UNIT_KIND_NAMES, unitKind } from '../../src/engine/units';
import { A, X, T, act, battleStep, corridor, figuresAt, hex, idAt, mini, ordered, hexKeys, start } from './helpers';

const only = (events: GameEvent[], ...types: GameEvent['type'][]) => events.filter((e) => types.includes(e.type));

/** Allied armor at (6,12) fires at an Axis Tiger at (4,12), two hexes away, with the given dice (first roll, then re-roll). */
function fireAtTiger(dice: Parameters<typeof act>[2], extra: Parameters<typeof ordered>[0] = []) {
  const s = battleStep(ordered([A(6, 12, 'armor'), X(4, 12, 'tiger'), X(0, 0), ...extra]));
  return { s, r: act(s, { type: 'battle', unit: idAt(s, 6, 12), target: hex(4, 12) }, dice) };
}

describe('Tiger (Equipment Pack, Tiger)', () => {
  it('[Equipment Pack, Tiger l.339-341] one figure, treated as armor: moves 3 and battles with 3 dice, needs line of sight, takes ground and overruns', () => {
    const k = UNIT_KINDS.tiger;
    expect(k.figures).toBe(1);
    expect(k.maxFigures).toBe(1);
    expect(k.symbol).toBe('armor');
    expect([k.move, k.moveAndBattle, k.needsSight, k.takesGround, k.overrun]).toEqual([3, 3, true, true, true]);
    expect(k.dice).toEqual(UNIT_KINDS.armor.dice);
    const s = ordered([A(6, 12, 'tiger'), X(0, 0)]);
    const armor = ordered([A(6, 12, 'armor'), X(0, 0)]);
    expect(hexKeys(legalMoves(s, idAt(s, 6, 12)))).toEqual(hexKeys(legalMoves(armor, idAt(armor, 6, 12))));
    expect(figuresAt(s, 6, 12)).toBe(1);
  });

  it('[Equipment Pack, Tiger l.343, Jeep Willys l.449; FAQ §IV Command Cars] the other kinds have no re-roll: the flag is absent from their table entries', () => {
    // recon: the patrol car's hits are re-rolled too (Equipment Pack, Jeep Willys l.449).
    // holdout3: Wittmann's Tiger is a Tiger (FAQ §IV Tigers Q l.2658; C414).
    for (const kind of UNIT_KIND_NAMES.filter((k) => k !== 'tiger' && k !== 'command-car' && k !== 'patrol-car' && k !== 'tiger-ace')) expect(unitKind(kind).confirmHits, kind).toBeUndefined();
  });

  it('[Equipment Pack, Tiger l.343; FAQ §IV Tigers l.2652] each die that would hit armor is rolled again: without a grenade the Tiger is unharmed', () => {
    const { s, r } = fireAtTiger(['armor', 'grenade', 'star', 'infantry', 'star']);
    const tiger = idAt(s, 4, 12);
    expect(only(r.events, 'roll', 'hits', 'hitsConfirmed', 'figuresLost')).toEqual([
      { type: 'roll', faces: ['armor', 'grenade', 'star'] },
      { type: 'hits', unit: tiger, hits: 2, flags: 0 },
      { type: 'roll', faces: ['infantry', 'star'] },
      { type: 'hitsConfirmed', unit: tiger, hits: 2, confirmed: 0 },
    ]);
    expect(figuresAt(r.state, 4, 12)).toBe(1);
  });

  it('[Equipment Pack, Tiger l.343; FAQ §IV Tigers l.2653] a grenade on the re-roll confirms the kill: the Tiger is lost and its medal goes to the enemy', () => {
    const { s, r } = fireAtTiger(['armor', 'infantry', 'infantry', 'grenade']);
    const tiger = idAt(s, 4, 12);
    expect(only(r.events, 'hitsConfirmed', 'figuresLost', 'eliminated')).toEqual([
      { type: 'hitsConfirmed', unit: tiger, hits: 1, confirmed: 1 },
      { type: 'figuresLost', unit: tiger, figures: 1, cause: 'hit' },
      { type: 'eliminated', unit: tiger, medals: 1, to: 'allies' },
    ]);
    expect(r.state.medalsWon.allies).toBe(s.medalsWon.allies + 1);
  });

  it('[Equipment Pack, Tiger l.343 "All other re-rolls (including Flags, if any) are ignored"; decision C132] flags of the re-roll do nothing; flags of the first roll still push the Tiger back', () => {
    const reFlag = fireAtTiger(['armor', 'infantry', 'infantry', 'flag']).r;
    expect(reFlag.state.pending).toEqual([]);
    expect(figuresAt(reFlag.state, 4, 12)).toBe(1);
    const first = fireAtTiger(['flag', 'infantry', 'infantry']);
    expect(first.r.state.pending[0]).toMatchObject({ kind: 'retreat', unit: idAt(first.s, 4, 12), flags: 1 });
    expect(first.r.events.some((e) => e.type === 'hitsConfirmed')).toBe(false);
  });

  it('[FAQ §I Retreats, Tiger unable to retreat l.361-363] a Tiger that cannot retreat re-rolls the hit for each hex it could not go: only a grenade destroys it', () => {
    // The Tiger at (1,1) backs onto the top edge... at (0,2)/(0,0) blocked by its own units: it cannot retreat.
    const blocked = [A(6, 12, 'armor'), X(2, 12, 'tiger'), X(1, 11), X(1, 13), X(0, 0)];
    const s = battleStep(ordered(blocked));
    const tiger = idAt(s, 2, 12);
    expect(retreatOptions(s, hex(2, 12), 1)).toEqual([{ to: hex(2, 12), ignore: false, steps: 0, losses: 1 }]);
    // Its only option is to stay: the retreat is made at once, in the battle's action, and the hit re-rolled there.
    const near = battleStep(ordered([A(4, 12, 'armor'), X(2, 12, 'tiger'), X(1, 11), X(1, 13), X(0, 0)]));
    const fire = (reroll: 'star' | 'grenade') => act(near, { type: 'battle', unit: idAt(near, 4, 12), target: hex(2, 12) }, ['flag', 'infantry', 'infantry', reroll]);
    const spared = fire('star');
    expect(only(spared.events, 'roll', 'hitsConfirmed', 'figuresLost')).toEqual([
      { type: 'roll', faces: ['flag', 'infantry', 'infantry'] },
      { type: 'roll', faces: ['star'] },
      { type: 'hitsConfirmed', unit: tiger, hits: 1, confirmed: 0 },
    ]);
    expect(figuresAt(spared.state, 2, 12)).toBe(1);
    const lost = fire('grenade');
    expect(only(lost.events, 'figuresLost')).toEqual([{ type: 'figuresLost', unit: tiger, figures: 1, cause: 'blockedRetreat' }]);
    expect(figuresAt(lost.state, 2, 12)).toBe(0);
  });

  it('[FAQ §II Minefields, Tiger l.1108-1110; FAQ §IV Tigers l.2662-2664] the hits of a minefield on a Tiger are re-rolled; only a grenade eliminates it', () => {
    const withMine = (value: number): GameState => {
      const s = ordered([A(6, 12, 'tiger'), { row: 5, col: 13, minefield: 'axis' }, X(0, 0)]);
      return { ...s, hidden: { mines: { ...s.hidden!.mines, [String(5 * 25 + 13)]: value } } } as GameState;
    };
    const s = withMine(2);
    const tiger = idAt(s, 6, 12);
    const spared = act(s, { type: 'move', unit: tiger, to: hex(5, 13) }, ['armor', 'grenade', 'flag', 'infantry']);
    expect(only(spared.events, 'hits', 'roll', 'hitsConfirmed')).toEqual([
      { type: 'roll', faces: ['armor', 'grenade'] },
      { type: 'hits', unit: tiger, hits: 2, flags: 0 },
      { type: 'roll', faces: ['flag', 'infantry'] },
      { type: 'hitsConfirmed', unit: tiger, hits: 2, confirmed: 0 },
    ]);
    expect(figuresAt(spared.state, 5, 13)).toBe(1);
    const lost = act(s, { type: 'move', unit: tiger, to: hex(5, 13) }, ['armor', 'star', 'grenade']);
    expect(only(lost.events, 'figuresLost')).toEqual([{ type: 'figuresLost', unit: tiger, figures: 1, cause: 'mine' }]);
  });

  it('[FAQ §II Frozen Rivers Q3 l.1411-1413] a star on the ice takes the Tiger with no re-roll', () => {
    const s = ordered(corridor(A(6, 12, 'tiger'), T(6, 14, 'frozen-river')));
    const r = act(s, { type: 'move', unit: idAt(s, 6, 12), to: hex(6, 14) }, ['star', 'infantry']);
    expect(r.events.some((e) => e.type === 'hitsConfirmed')).toBe(false);
    expect(r.events).toContainEqual({ type: 'figuresLost', unit: idAt(s, 6, 12), figures: 1, cause: 'ice' });
  });
});

describe('Tank destroyers (Equipment Pack, Elefant; FAQ §IV Tank Destroyers)', () => {
  it('[FAQ §IV Tank Destroyers l.2785-2793; Equipment Pack l.254-260] armor of 3 figures (4 at most), moves 2 and battles with 2 dice up to 4 hexes, takes ground, never overruns, retreats 1 or 2 hexes per flag', () => {
    const k = UNIT_KINDS['tank-destroyer'];
    expect([k.symbol, k.figures, k.maxFigures, k.move, k.moveAndBattle]).toEqual(['armor', 3, 4, 2, 2]);
    expect(k.dice).toEqual([2, 2, 2, 2]);
    expect([k.needsSight, k.takesGround, k.overrun]).toEqual([true, true, false]);
    expect(k.retreatPerFlag).toEqual([1, 2]);
    const s = ordered([A(6, 12, 'tank-destroyer'), X(0, 0)]);
    expect(retreatOptions(s, hex(6, 12), 1).map((o) => o.steps).sort()).toEqual([1, 1, 2, 2, 2]);
  });

  it('[FAQ §IV Tank Destroyers l.2790 "Stars hit on Armor or Vehicle"] a tank destroyer\'s stars hit armor, not infantry', () => {
    const fire = (target: 'armor' | 'infantry') => {
      const s = battleStep(ordered([A(6, 12, 'tank-destroyer'), X(4, 12, target), X(0, 0)]));
      return act(s, { type: 'battle', unit: idAt(s, 6, 12), target: hex(4, 12) }, ['star', 'star']);
    };
    expect(only(fire('armor').events, 'hits')).toEqual([{ type: 'hits', unit: 1, hits: 2, flags: 0 }]);
    expect(only(fire('infantry').events, 'hits')).toEqual([{ type: 'hits', unit: 1, hits: 0, flags: 0 }]);
  });

  it('[Equipment Pack l.260; FAQ §IV Tank Destroyers l.2788, l.2800-2802] any attacker but infantry hits a tank destroyer with stars', () => {
    const fire = (attacker: 'armor' | 'infantry' | 'artillery') => {
      const s = battleStep(ordered([A(6, 12, attacker), X(5, 11, 'tank-destroyer'), X(0, 0)]));
      return act(s, { type: 'battle', unit: idAt(s, 6, 12), target: hex(5, 11) }, ['star', 'star', 'star']);
    };
    expect(only(fire('armor').events, 'hits')[0]).toMatchObject({ hits: 3 });
    expect(only(fire('artillery').events, 'hits')[0]).toMatchObject({ hits: 3 });
    expect(only(fire('infantry').events, 'hits')[0]).toMatchObject({ hits: 0 });
  });

  it('[FAQ §IV Tank Destroyers l.2791 "When it does not move, ignore all terrain battle restrictions"; decision C134] standing still it ignores its target\'s cover; after a move it does not', () => {
    const s = battleStep(ordered([A(6, 12, 'tank-destroyer'), X(4, 12, 'armor', { terrain: 'forest' }), A(6, 2, 'armor'), X(0, 0)]));
    expect(battleDice(s, hex(6, 12), hex(4, 12))).toBe(2);
    // Plain armor is reduced by the forest as usual (3 - 2).
    const armor = battleStep(ordered([A(6, 12, 'armor'), X(4, 12, 'armor', { terrain: 'forest' }), X(0, 0)]));
    expect(battleDice(armor, hex(6, 12), hex(4, 12))).toBe(1);
    // Once it has moved, the forest takes its 2 dice away: it has none left against that target.
    // (An enemy in the open, 3 hexes off, keeps its battle step open.)
    const moved = act(ordered([A(6, 14, 'tank-destroyer'), X(4, 12, 'armor', { terrain: 'forest' }), X(6, 18), X(0, 0)]), { type: 'move', unit: 0, to: hex(6, 12) }).state;
    expect(moved.turn.stage).toBe('battle');
    expect(battleDice(moved, hex(6, 12), hex(4, 12))).toBe(0);
    expect(battleDice(moved, hex(6, 12), hex(6, 18))).toBe(2);
  });

  it('[FAQ §II Towns Q2 l.857; decision C134] its own town still takes 2 dice away: standing still in a town it fires with none at a town target', () => {
    const s = battleStep(ordered([A(6, 12, 'tank-destroyer', { terrain: 'town' }), X(4, 12, 'armor', { terrain: 'town' }), X(0, 0)]));
    expect(battleDice(s, hex(6, 12), hex(4, 12))).toBe(0);
  });
});

describe('Half-tracks (Equipment Pack, Sd. Kfz 250; FAQ §IV Half-Tracks)', () => {
  it('[Equipment Pack, Half-Tracks l.274-286; FAQ §IV Half-Tracks l.2704-2710] armor of 1 to 3 figures: moves 2 and battles with 2 dice up to 2 hexes, hit by armor symbols and grenades, takes ground, never overruns', () => {
    const k = UNIT_KINDS['half-track'];
    expect([k.symbol, k.figures, k.maxFigures, k.move, k.moveAndBattle, k.takesGround, k.overrun]).toEqual(['armor', 3, 3, 2, 2, true, false]);
    expect(k.dice).toEqual([2, 2]);
    const s = battleStep(ordered([A(6, 12, 'half-track'), X(4, 12, 'infantry'), X(0, 0)]));
    expect(battleDice(s, hex(6, 12), hex(4, 12))).toBe(2);
    expect(battleDice(battleStep(ordered([A(6, 12, 'half-track'), X(3, 13, 'infantry'), X(0, 0)])), hex(6, 12), hex(3, 13))).toBe(0);
  });

  it('[Equipment Pack, Half-Tracks - Medals l.282; decision C137] a half-track unit wiped out gives no medal of its own: every third figure of the kind a side loses gives one', () => {
    // Axis half-tracks of 1 and 2 figures; Allied armor fires at each in turn (Direct from HQ orders both).
    const s0 = battleStep(ordered([A(6, 10, 'armor'), A(6, 16, 'armor'), { row: 4, col: 10, unit: { side: 'axis', kind: 'half-track', figures: 1 } }, { row: 4, col: 16, unit: { side: 'axis', kind: 'half-track', figures: 2 } }, X(0, 0)]));
    const first = act(s0, { type: 'battle', unit: idAt(s0, 6, 10), target: hex(4, 10) }, ['armor', 'star', 'star']);
    expect(only(first.events, 'eliminated', 'figureMedal')).toEqual([{ type: 'eliminated', unit: 2, medals: 0, to: 'allies' }]);
    expect(first.state.medalsWon.allies).toBe(0);
    const second = act(first.state, { type: 'battle', unit: idAt(first.state, 6, 16), target: hex(4, 16) }, ['armor', 'grenade', 'star']);
    expect(only(second.events, 'eliminated', 'figureMedal')).toEqual([
      { type: 'figureMedal', unit: 3, medals: 1, to: 'allies' },
      { type: 'eliminated', unit: 3, medals: 0, to: 'allies' },
    ]);
    expect(second.state.medalsWon.allies).toBe(1);
  });

  it('[Equipment Pack, Half-Tracks, Command cards l.301] Medics & Mechanics may not order a weakened half-track', () => {
    const base = start(mini({ hexes: [A(6, 12, 'half-track'), A(6, 4, 'infantry'), X(0, 0)] }), { allies: ['medics-mechanics'], axis: ['recon-centre'] });
    const hurt: GameState = { ...base, units: base.units.map((u) => ({ ...u, figures: u.side === 'axis' ? u.figures : 1 })) };
    expect(orderableUnits(hurt).length).toBe(0);
    const r = act(hurt, { type: 'play', card: hurt.cards.hands.allies[0]! }, ['infantry', 'infantry']);
    // The infantry is the only unit it may order (so it is ordered at once); the half-track is left alone.
    expect(only(r.events, 'ordered')).toEqual([{ type: 'ordered', unit: idAt(hurt, 6, 4) }]);
  });
});

describe('Command cars (Equipment Pack, Kübelwagen; FAQ §IV Command Cars)', () => {
  it('[FAQ §IV Command Cars l.2734-2737] one figure, infantry for all purposes, moves up to 3 and never battles, even next to an enemy', () => {
    const k = UNIT_KINDS['command-car'];
    expect([k.symbol, k.figures, k.maxFigures, k.move, k.takesGround, k.overrun]).toEqual(['infantry', 1, 1, 3, false, false]);
    expect(k.dice).toEqual([]);
    const s = ordered([A(6, 12, 'command-car'), X(5, 13), X(0, 0)]);
    expect(legalMoves(s, idAt(s, 6, 12)).length).toBeGreaterThan(0);
    const b = battleStep(s);
    expect(battleDice(b, hex(6, 12), hex(5, 13))).toBe(0);
  });

  it('[FAQ §IV Command Cars l.2738-2739] hits on it are rolled again: only a grenade destroys it', () => {
    const s = battleStep(ordered([A(6, 12, 'infantry'), X(5, 13, 'command-car'), X(0, 0)]));
    const car = idAt(s, 5, 13);
    const spared = act(s, { type: 'battle', unit: idAt(s, 6, 12), target: hex(5, 13) }, ['infantry', 'grenade', 'star', 'flag', 'flag']);
    expect(only(spared.events, 'hitsConfirmed')).toEqual([{ type: 'hitsConfirmed', unit: car, hits: 2, confirmed: 0 }]);
    const lost = act(s, { type: 'battle', unit: idAt(s, 6, 12), target: hex(5, 13) }, ['infantry', 'star', 'star', 'grenade']);
    expect(only(lost.events, 'eliminated')).toEqual([{ type: 'eliminated', unit: car, medals: 1, to: 'allies' }]);
  });

  it('[FAQ §IV Command Cars l.2741, l.2744-2746; decision C138] a section card played in its section orders one more unit; elsewhere it does not', () => {
    const hexes = [A(8, 2, 'command-car'), A(8, 4, 'infantry'), A(7, 5, 'infantry'), A(8, 22, 'infantry'), X(0, 0)];
    const play = (card: 'recon-left' | 'recon-right') => {
      const s = start(mini({ hexes }), { allies: [card], axis: ['recon-centre'] });
      return act(s, { type: 'play', card: s.cards.hands.allies[0]! }).state;
    };
    const left = play('recon-left');
    expect(orderableUnits(left).map((u) => u.id).sort()).toEqual([0, 1, 2]);
    const one = act(left, { type: 'order', unit: 1 }).state;
    expect(orderableUnits(one).map((u) => u.id).sort()).toEqual([0, 2]);
    const two = act(one, { type: 'order', unit: 2 });
    expect(two.state.turn.ordered).toEqual([1, 2]);
    expect(two.state.turn.stage).toBe('move');
    // Recon on the right flank, where no command car stands: one unit, ordered at once.
    expect(play('recon-right').turn.ordered).toEqual([3]);
  });
});
