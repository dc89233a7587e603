/**
 * The armor family's checker (tests/support/troops-armor.ts, run by the terrain checker after every action of the
 * expansion battles): each rule it restates is shown to catch a planted fault, and a legal game passes.
 * Sources: Equipment Pack "Tiger (Heavy Tank)" l.343; FAQ §I Retreats l.361-363; FAQ §II Frozen Rivers Q3 l.1411.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import type { GameEvent, GameState } from '../../src/engine/types';
import type { Scenario } from '../../src/scenario/types';
import { TerrainChecker, type Seen } from '../support/terrain-rules';
import { ARMOR_GROUND_RULES, armorGround } from '../support/troops-armor';
import { PATROL_GROUND_RULES, patrolGround } from '../support/troops-recon';
import { playExpansionBattle } from '../support/expansion-play';
import { act, battleStep, hex, idAt, mini, ordered, start, A, X } from '../engine/helpers';

describe('the armor checker (Tiger)', () => {
  const sc: Scenario = mini({ hexes: [A(6, 12, 'armor'), X(4, 12, 'tiger'), X(0, 0)] });
  const s0: GameState = newGame(sc, { seed: 1 });
  const tiger = s0.units.find((u) => u.kind === 'tiger')!.id;
  const check = (events: GameEvent[], next: GameState = s0) => new TerrainChecker().check(s0, next, events).join('\n');

  it('[Equipment Pack, Tiger l.343] [planted fault] a Tiger lost to a hit whose re-roll shows no grenade is caught', () => {
    const v = check([
      { type: 'roll', faces: ['armor'] },
      { type: 'hits', unit: tiger, hits: 1, flags: 0 },
      { type: 'roll', faces: ['star'] },
      { type: 'figuresLost', unit: tiger, figures: 1, cause: 'hit' },
    ]);
    expect(v).toContain(`tiger: unit ${tiger} lost a figure to 1 hit(s) with no grenade on the re-roll star`);
  });

  it('[Equipment Pack, Tiger l.343] [planted fault] a Tiger kept after a grenade on the re-roll, and a hit taken with no re-roll, are caught', () => {
    expect(check([
      { type: 'roll', faces: ['armor'] },
      { type: 'hits', unit: tiger, hits: 1, flags: 0 },
      { type: 'roll', faces: ['grenade'] },
    ])).toContain(`tiger: unit ${tiger} kept its figure though its re-roll grenade shows a grenade`);
    expect(check([
      { type: 'roll', faces: ['armor'] },
      { type: 'hits', unit: tiger, hits: 1, flags: 0 },
      { type: 'figuresLost', unit: tiger, figures: 1, cause: 'hit' },
    ])).toContain(`tiger: unit ${tiger} lost a figure to a hit with no re-roll`);
    expect(check([
      { type: 'roll', faces: ['armor', 'grenade'] },
      { type: 'hits', unit: tiger, hits: 2, flags: 0 },
      { type: 'roll', faces: ['infantry'] },
    ])).toContain(`tiger: unit ${tiger} re-rolled 1 dice for 2 hit(s)`);
  });

  it('[FAQ §I Retreats l.361-363] [planted fault] a Tiger lost for a blocked retreat without a grenade is caught', () => {
    expect(check([
      { type: 'roll', faces: ['star'] },
      { type: 'figuresLost', unit: tiger, figures: 1, cause: 'blockedRetreat' },
    ])).toContain(`tiger: unit ${tiger} lost a figure for a blocked retreat with no grenade on the re-roll`);
  });

  it('[Equipment Pack, Tiger l.339] [planted fault] a Tiger of two figures is caught', () => {
    const two = { ...s0, units: s0.units.map((u) => (u.id === tiger ? { ...u, figures: 2 } : u)) };
    expect(check([], two)).toContain(`tiger: unit ${tiger} has 2 figures, a Tiger has 1`);
  });

  it('[planted fault] the engine\'s own battles on a Tiger pass the checker, kill or not', () => {
    for (const reroll of ['grenade', 'star'] as const) {
      const s = battleStep(ordered([A(6, 12, 'armor'), X(4, 12, 'tiger'), X(0, 0)]));
      const r = act(s, { type: 'battle', unit: idAt(s, 6, 12), target: hex(4, 12) }, ['armor', 'infantry', 'infantry', reroll]);
      expect(new TerrainChecker().check(s, r.state, r.events)).toEqual([]);
    }
  });
});

describe('the armor checker (tank destroyers)', () => {
  const sc: Scenario = mini({ hexes: [A(6, 12, 'tank-destroyer'), X(4, 12, 'armor', { terrain: 'forest' }), A(6, 2, 'infantry'), X(5, 3, 'tank-destroyer'), X(0, 0)] });
  const s0: GameState = newGame(sc, { seed: 1 });
  const td = 0;
  const check = (events: GameEvent[], prev: GameState = s0) => new TerrainChecker().check(prev, prev, events).join('\n');

  it('[FAQ §IV Tank Destroyers l.2790] [planted fault] a tank destroyer\'s star that does not hit armor is caught', () => {
    expect(check([
      { type: 'battle', unit: td, target: 1, from: hex(6, 12), at: hex(4, 12), dice: 2, close: false },
      { type: 'roll', faces: ['star', 'infantry'] },
      { type: 'hits', unit: 1, hits: 0, flags: 0 },
    ])).toContain('tank-destroyer unit 0 scored 0 hit(s) on armor unit 1 with star,infantry, not 1');
  });

  it('[Equipment Pack l.260] [planted fault] an infantry star that hits a tank destroyer is caught', () => {
    expect(check([
      { type: 'battle', unit: 2, target: 3, from: hex(6, 2), at: hex(5, 3), dice: 3, close: true },
      { type: 'roll', faces: ['star', 'star', 'flag'] },
      { type: 'hits', unit: 3, hits: 2, flags: 1 },
    ])).toContain('infantry unit 2 scored 2 hit(s) on tank-destroyer unit 3 with star,star,flag, not 0');
  });

  it('[FAQ §IV Tank Destroyers l.2791] [planted fault] a still tank destroyer reduced by cover, and a moved one that ignores it, are caught', () => {
    expect(check([{ type: 'battle', unit: td, target: 1, from: hex(6, 12), at: hex(4, 12), dice: 1, close: false }])).toContain('stood still and fired 1 dice');
    expect(check([
      { type: 'moved', unit: td, from: hex(6, 14), to: hex(6, 12), steps: 1 },
      { type: 'battle', unit: td, target: 1, from: hex(6, 12), at: hex(4, 12), dice: 2, close: false },
    ])).toContain('moved and still fired 2 dice at a target in forest');
  });

  it('[FAQ §IV Tank Destroyers l.2792-2793] [planted fault] a tank destroyer that overruns, or retreats 3 hexes for 1 flag, is caught', () => {
    expect(check([{ type: 'overrun', unit: td }])).toContain('unit 0 overran');
    expect(check([
      { type: 'hits', unit: td, hits: 0, flags: 1 },
      { type: 'retreated', unit: td, from: hex(6, 12), to: hex(8, 10), steps: 3 },
    ])).toContain('retreated 3 hexes for 1 flag(s)');
  });
});

describe('the armor checker (half-tracks)', () => {
  const sc: Scenario = mini({ hexes: [A(6, 12, 'armor'), { row: 4, col: 12, unit: { side: 'axis', kind: 'half-track', figures: 3 } }, A(6, 2, 'half-track'), X(0, 0)] });
  const s0: GameState = newGame(sc, { seed: 1 });
  const ht = 1;
  const hurt = (figures: number): GameState => ({ ...s0, units: s0.units.map((u) => (u.id === ht ? { ...u, figures, ...(figures === 0 ? { row: -1, col: -1 } : {}) } : u)) });

  it('[Equipment Pack, Half-Tracks - Medals l.282] [planted fault] a half-track wiped out that gives a medal of its own, and a third figure lost with no medal, are caught', () => {
    const gone = new TerrainChecker().check(hurt(1), hurt(0), [
      { type: 'figuresLost', unit: ht, figures: 1, cause: 'hit' },
      { type: 'eliminated', unit: ht, medals: 1, to: 'allies' },
    ]).join('\n');
    expect(gone).toContain('half-track: unit 1 wiped out gave 1 medal(s) of its own');
    expect(gone).toContain('half-track: 0 figure medal(s) given, the figures lost call for 1');
  });

  it('[Equipment Pack, Half-Tracks - Medals l.282] [planted fault] a figure medal with fewer than 3 figures lost is caught', () => {
    const v = new TerrainChecker().check(s0, hurt(2), [
      { type: 'figuresLost', unit: ht, figures: 1, cause: 'hit' },
      { type: 'figureMedal', unit: ht, medals: 1, to: 'allies' },
    ]).join('\n');
    expect(v).toContain('half-track: 1 figure medal(s) given, the figures lost call for 0');
  });

  it('[Equipment Pack, Half-Tracks l.286] [planted fault] a half-track battling 3 hexes away, or overrunning, is caught', () => {
    const v = new TerrainChecker().check(s0, s0, [
      { type: 'battle', unit: 2, target: 3, from: hex(6, 2), at: hex(3, 3), dice: 2, close: false },
      { type: 'overrun', unit: 2 },
    ]).join('\n');
    expect(v).toContain('half-track: unit 2 battled 3 hexes away');
    expect(v).toContain('half-track: unit 2 overran');
  });
});

// recon (Equipment Pack Kübelwagen / FAQ §IV Command Cars)
describe('the armor checker (command cars\' Recon 1 draw)', () => {
  const hexes = [A(8, 2, 'command-car'), A(8, 4, 'infantry'), A(7, 5, 'infantry'), A(8, 22, 'infantry'), X(0, 0)];
  /** Allied turn with `card` ordering `units`, two cards already discarded, up to the end-of-turn choice. */
  const endOf = (card: 'recon-left' | 'attack-left', units: number[]): { prev: GameState; next: GameState; events: GameEvent[] } => {
    let s = start(mini({ hexes }), { allies: [card], axis: ['recon-centre'] });
    s = { ...s, cards: { ...s.cards, deck: s.cards.deck.slice(2), discard: s.cards.deck.slice(0, 2) } };
    s = act(s, { type: 'play', card: s.cards.hands.allies[0]! }).state;
    for (const u of units) if (s.turn.stage === 'order' && !s.turn.ordered.includes(u)) s = act(s, { type: 'order', unit: u }).state;
    if (s.turn.stage === 'order') s = act(s, { type: 'endOrders' }).state;
    // The turn ends with the moves (no unit can battle): that action queues the end-of-turn choice.
    const r = act(s, { type: 'endMoves' });
    return { prev: s, next: r.state, events: r.events };
  };
  const check = (prev: GameState, next: GameState, events: GameEvent[] = []) => new TerrainChecker().check(prev, next, events).join('\n');

  it('[Equipment Pack, Kübelwagen l.504] [planted fault] the engine\'s own choice and take pass; a card taken with no car ordered is caught', () => {
    const { prev, next, events } = endOf('recon-left', [0, 1]);
    expect(next.pending[0]?.kind).toBe('reconDiscard');
    expect(check(prev, next, events)).toBe('');
    const card = next.cards.discard[0]!;
    const took = act(next, { type: 'keep', card });
    expect(check(next, took.state, took.events)).toBe('');
    // Planted: the same take after a Recon 1 that ordered only the infantry.
    const noCar = { ...next, turn: { ...next.turn, ordered: [1] } };
    expect(check(noCar, { ...took.state, turn: { ...took.state.turn, ordered: [1] } })).toContain(`command car: the allies took card ${card} from the discard pile with no Recon 1 ordering a command car`);
  });

  it('[Equipment Pack, Kübelwagen l.504 "already"; decision C331] [planted fault] taking back the Recon 1 just played, or drawing as well, is caught', () => {
    const { next } = endOf('recon-left', [0, 1]);
    const played = next.turn.card!;
    const back = { ...next, pending: [], cards: { ...next.cards, discard: next.cards.discard.filter((c) => c !== played), hands: { ...next.cards.hands, allies: [...next.cards.hands.allies, played] } } };
    expect(check(next, back)).toContain(`command car: the allies took back the Recon 1 card ${played} just played`);
    const c = next.cards.discard[0]!;
    const both = { ...next, pending: [], cards: { ...next.cards, deck: next.cards.deck.slice(1), discard: next.cards.discard.filter((x) => x !== c), hands: { ...next.cards.hands, allies: [...next.cards.hands.allies, c, next.cards.deck[0]!] } } };
    expect(check(next, both)).toContain(`command car: the allies took card ${c} from the discard pile and drew from the deck too`);
  });

  it('[FAQ §IV Command Cars l.2742; decision C330] [planted fault] the choice withheld after a Recon 1 that ordered a car, or offered without one, is caught', () => {
    const { prev, next, events } = endOf('recon-left', [0, 1]);
    const withheld = { ...next, pending: [{ kind: 'keep' as const, actor: 'allies' as const, cards: [0, 1] }] };
    expect(check(prev, withheld, events)).toContain('command car: a Recon 1 ordered a command car but the allies were not offered the discard pile');
    const plain = endOf('recon-left', [1]);
    expect(plain.next.pending[0]?.kind).toBe('keep');
    expect(check(plain.prev, plain.next, plain.events)).toBe('');
    const offered = { ...plain.next, pending: [{ kind: 'reconDiscard' as const, actor: 'allies' as const }] };
    expect(check(plain.prev, offered, plain.events)).toContain('command car: the discard pile offered to the allies with no Recon 1 ordering a command car');
  });
});

describe('the armor proving ground', () => {
  it('[Equipment Pack, Tiger, Elefant, Half-Tracks; FAQ §IV Tigers, Tank Destroyers, Half-Tracks] random play on a proving ground of tank destroyers, Tigers and half-tracks: each rule fires and none is broken', () => {
    const seen: Seen = new Set();
    const seeds = Array.from({ length: 6 }, (_, i) => 47_000 + i);
    expect(playExpansionBattle(armorGround(), seeds, seen)).toEqual([]);
    expect(ARMOR_GROUND_RULES.filter((k) => !seen.has(k)), [...seen].filter((k) => /tiger|tank destroyer/.test(k)).sort().join('; ')).toEqual([]);
  }, 120_000);
});

// recon (Equipment Pack Jeep Willys / FAQ §IV Long-Range Patrol Cars)
describe('the armor checker (patrol cars)', () => {
  const s0: GameState = newGame(mini({ hexes: [A(6, 12, 'patrol-car'), X(2, 12), X(0, 0)] }), { seed: 1 });
  const check = (events: GameEvent[]) => new TerrainChecker().check(s0, s0, events).join('\n');

  it('[Equipment Pack, Jeep Willys l.459] [planted fault] a patrol car that moves 5, battles 4 hexes away, rolls 3 dice at 2 hexes or overruns is caught', () => {
    expect(check([{ type: 'moved', unit: 0, from: hex(6, 22), to: hex(6, 12), steps: 5 }])).toContain('patrol car: unit 0 moved 5 hexes, more than 4');
    expect(check([{ type: 'battle', unit: 0, target: 1, from: hex(6, 12), at: hex(2, 12), dice: 1, close: false }])).toContain('patrol car: unit 0 battled 4 hexes away');
    expect(check([{ type: 'battle', unit: 0, target: 1, from: hex(6, 12), at: hex(4, 12), dice: 4, close: false }])).toContain('patrol car: unit 0 rolled 4 dice at 2 hexes');
    expect(check([{ type: 'overrun', unit: 0 }])).toContain('patrol car: unit 0 overran');
  });

  it('[Equipment Pack, Jeep Willys l.449] [planted fault] a patrol car lost to a hit with no grenade on the re-roll is caught', () => {
    expect(check([
      { type: 'roll', faces: ['infantry'] },
      { type: 'hits', unit: 0, hits: 1, flags: 0 },
      { type: 'roll', faces: ['star'] },
      { type: 'figuresLost', unit: 0, figures: 1, cause: 'hit' },
    ])).toContain('patrol-car: unit 0 lost a figure to 1 hit(s) with no grenade on the re-roll star');
  });

  it('[Equipment Pack, Jeep Willys l.477] [planted fault] a patrol car ordered by Behind Enemy Lines is caught', () => {
    const bel = { ...s0, turn: { ...s0.turn, stage: 'order' as const, command: { type: 'behind-enemy-lines' as const } } };
    expect(new TerrainChecker().check(s0, bel, [{ type: 'ordered', unit: 0 }]).join('\n')).toContain('patrol car: unit 0 ordered by behind-enemy-lines');
  });
});

describe('the patrol car proving ground', () => {
  it('[Equipment Pack, Jeep Willys l.449-461; FAQ §II Roads l.1322] random play on a proving ground of patrol cars: each rule fires and none is broken', () => {
    const seen: Seen = new Set();
    expect(playExpansionBattle(patrolGround(), [49_000, 49_001, 49_002], seen)).toEqual([]);
    expect(PATROL_GROUND_RULES.filter((k) => !seen.has(k)), [...seen].filter((k) => /patrol/.test(k)).sort().join('; ')).toEqual([]);
  }, 120_000);
});
