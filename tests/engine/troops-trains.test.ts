/**
 * Trains (issue 17, helper "trains"): FAQ 003_f06c3a1d5921cf5a.txt §IV Trains/Supply Trains (l.2340-2398), Armored
 * Trains (l.2400-2416), §III Supply Train/Reinforcements (l.1926-1930), River Bug Q (l.4555-4575); house rules
 * 001_4eb4b47ccfc682fb.txt "Trains, Railway Engines and Wagons" (l.499-507). Decisions C230-C244. Code:
 * src/engine/troops/trains.ts.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, orderableUnits, retreatOptions, unitOn } from '../../src/engine';
import type { GameState } from '../../src/engine';
import type { Scenario, ScenarioHex } from '../../src/scenario/types';
import { newFileProblems, validateScenario } from '../../src/scenario/validate';
import { X, act, hex, idAt, mini, movesAt, refused, start } from './helpers';

/** Track along row 6 (a station at 6,16), the Allied train's engine at 6,10 and its wagon at 6,8 (heading east). */
function line(more: ScenarioHex[] = [], train: Partial<NonNullable<ScenarioHex['unit']>> = {}): Scenario {
  const hexes: ScenarioHex[] = [];
  for (let col = 0; col <= 24; col += 2) {
    const terrain = col === 16 ? 'station' : 'railroad';
    const m = more.find((h) => h.row === 6 && h.col === col);
    if (col === 10) hexes.push({ row: 6, col, terrain, unit: { side: 'allies', kind: 'train', wagon: { row: 6, col: 8 }, ...train } });
    else hexes.push({ ...(m ?? { row: 6, col }), terrain });
  }
  hexes.push(...more.filter((h) => h.row !== 6));
  if (!hexes.some((h) => h.unit?.side === 'axis')) hexes.push(X(0, 0));
  return mini({ hexes });
}

const RIDERS = { cargo: [{ kind: 'infantry' as const, on: 'loco' as const }, { kind: 'infantry' as const, on: 'wagon' as const }] };

/** `side` plays Direct from HQ and orders the units on these hexes; the game is at the move step. */
function orderedAt(sc: Scenario, at: Array<[number, number]>, side: 'allies' | 'axis' = 'allies'): GameState {
  const s0 = start({ ...sc, first: side }, { [side]: ['direct-from-hq'], [side === 'allies' ? 'axis' : 'allies']: ['recon-centre'] });
  let s = act(s0, { type: 'play', card: s0.cards.hands[side][0]! }).state;
  // Direct from HQ orders 4 units: with 4 or fewer on the side, the engine orders them all by itself.
  if (s.turn.stage !== 'order') return s;
  for (const [r, c] of at) s = act(s, { type: 'order', unit: idAt(s, r, c) }).state;
  return act(s, { type: 'endOrders' }).state;
}

const train = (s: GameState) => s.units.find((u) => u.kind === 'train' || u.kind === 'armored-train')!;

describe('Trains (FAQ §IV Trains/Supply Trains, Armored Trains)', () => {
  it('[FAQ §IV Trains Q1, l.2365 "up to three hexes forward or back along the Railroad Tracks"] the engine moves 1 to 3 hexes either way, the wagon following along the track', () => {
    const s = orderedAt(line(), [[6, 10]]);
    expect(movesAt(s, 6, 10)).toEqual(['6,12', '6,14', '6,16', '6,8', '6,6', '6,4'].sort());
    refused(s, { type: 'move', unit: idAt(s, 6, 10), to: hex(5, 11) });
    const back = act(s, { type: 'move', unit: idAt(s, 6, 10), to: hex(6, 6) }).state;
    expect(train(back)).toMatchObject({ row: 6, col: 6, wagon: { row: 6, col: 4 } });
    const ahead = act(s, { type: 'move', unit: idAt(s, 6, 10), to: hex(6, 14) }).state;
    expect(train(ahead)).toMatchObject({ row: 6, col: 14, wagon: { row: 6, col: 12 } });
  });

  it('[FAQ §IV Trains summary l.2356 "along empty tracks"; Q1 l.2365 "Units may not move onto or through the hexes with the Train"] a unit on the track stops the train; no unit enters the wagon\'s hex', () => {
    const sc = line([{ row: 6, col: 14, unit: { side: 'allies', kind: 'infantry' } }, { row: 5, col: 7, unit: { side: 'allies', kind: 'infantry' } }]);
    const s = orderedAt(sc, [[6, 10], [5, 7]]);
    expect(movesAt(s, 6, 10)).toEqual(['6,12', '6,8', '6,6', '6,4'].sort());
    expect(movesAt(s, 5, 7)).not.toContain('6,8');
    expect(unitOn(s, hex(6, 8))?.kind).toBe('train');
  });

  it('[FAQ §IV Trains Q2, l.2371 "a viable target in either hex"; summary l.2360 "Hit on Grenade symbol"] either hex may be attacked, and only grenades damage the train', () => {
    const sc = line([X(5, 7), X(0, 20)]);
    const s = act(orderedAt(sc, [[5, 7]], 'axis'), { type: 'endMoves' }).state;
    const targets = legalActions(s).flatMap((a) => (a.type === 'battle' ? [`${a.target.row},${a.target.col}`] : []));
    expect(targets.sort()).toEqual(['6,8']);
    const far = orderedAt(line([X(4, 10), X(0, 20)]), [[4, 10]], 'axis');
    const both = legalActions(act(far, { type: 'endMoves' }).state).flatMap((a) => (a.type === 'battle' ? [`${a.target.row},${a.target.col}`] : []));
    expect(both.sort()).toEqual(['6,10', '6,8']);
    const b = act(s, { type: 'battle', unit: idAt(s, 5, 7), target: hex(6, 8) }, ['infantry', 'star', 'grenade']);
    expect(train(b.state).figures).toBe(3);
  });

  it('[FAQ §IV Trains Q3, l.2373-2375 "Do the Locomotive and Wagon block Line of Sight? Yes."] the wagon blocks sight like any unit', () => {
    const targetsOf = (sc: Scenario): string[] => {
      const s = act(orderedAt(sc, [[4, 8]], 'axis'), { type: 'endMoves' }).state;
      return legalActions(s).flatMap((a) => (a.type === 'battle' ? [`${a.target.row},${a.target.col}`] : []));
    };
    const hexes = [X(4, 8, 'armor'), { row: 7, col: 9, unit: { side: 'allies' as const, kind: 'infantry' as const } }];
    // With the wagon on 6,8 the infantry behind it is out of sight; with the train moved east (wagon on 6,12) it is seen.
    expect(targetsOf(line(hexes))).not.toContain('7,9');
    const away = line(hexes);
    away.board.hexes = away.board.hexes.map((h) => (h.unit?.kind === 'train' ? { row: h.row, col: h.col, terrain: h.terrain } : h.row === 6 && h.col === 14 ? { ...h, unit: { side: 'allies', kind: 'train', wagon: { row: 6, col: 12 } } } : h));
    expect(targetsOf(away)).toContain('7,9');
  });

  it('[FAQ §IV Trains Examples l.2383-2384; Armored Trains Q1 l.2412] the 3rd hit wrecks the wagon with its rider, for no medal; the 4th the engine, for one medal', () => {
    const sc = line([X(5, 11), X(0, 20)], RIDERS);
    const s0 = orderedAt(sc, [[5, 11]], 'axis');
    const s = act({ ...s0, units: s0.units.map((u) => (u.kind === 'train' ? { ...u, figures: 2 } : u)) }, { type: 'endMoves' }).state;
    const r = act(s, { type: 'battle', unit: idAt(s, 5, 11), target: hex(6, 10) }, ['grenade', 'armor', 'star']);
    const t = train(r.state);
    expect(t).toMatchObject({ figures: 1, wagonLost: true, cargo: [{ kind: 'infantry', on: 'loco', figures: 4 }] });
    expect(r.events).toContainEqual({ type: 'wagonLost', unit: t.id, at: { row: 6, col: 8 }, riders: 1 });
    expect(unitOn(r.state, hex(6, 8))).toBeNull();
    expect(r.state.medalsWon.axis).toBe(0);
    const s2 = { ...s, units: s.units.map((u) => (u.kind === 'train' ? { ...u, figures: 1, wagonLost: true as const } : u)) };
    const r2 = act(s2, { type: 'battle', unit: idAt(s, 5, 11), target: hex(6, 10) }, ['grenade', 'armor', 'star']);
    expect(r2.events).toContainEqual({ type: 'eliminated', unit: t.id, medals: 1, to: 'axis' });
  });

  it('[FAQ §IV Trains summary l.2358-2359; house rules l.505] it may ignore one flag, backs up one hex along the track per other flag, and takes a damage point per hex it cannot go', () => {
    const s = orderedAt(line(), [[6, 10]]);
    const opts = retreatOptions(s, hex(6, 10), 2);
    // Backing two hexes puts the engine on 6,6 (the wagon on 6,4); one, on the wagon's hex: the option's hex is the engine's.
    expect(opts).toContainEqual({ to: hex(6, 6), ignore: false, steps: 2, losses: 0 });
    expect(opts).toContainEqual({ to: hex(6, 8), ignore: true, steps: 1, losses: 0 });
    const blocked = orderedAt(line([{ row: 6, col: 6, unit: { side: 'allies', kind: 'infantry' } }]), [[6, 10]]);
    expect(retreatOptions(blocked, hex(6, 10), 2).find((o) => !o.ignore)).toEqual({ to: hex(6, 10), ignore: false, steps: 0, losses: 2 });
  });

  it('[FAQ §III Supply Train/Reinforcements l.1930; house rules l.506] at a station the riders get off next to their piece and neither move nor battle that turn', () => {
    const s = orderedAt(line([X(0, 20)], RIDERS), [[6, 10]]);
    const r = act(s, { type: 'move', unit: idAt(s, 6, 10), to: hex(6, 16) });
    const t = train(r.state);
    expect(t.cargo).toBeUndefined();
    const off = r.events.flatMap((e) => (e.type === 'disembarked' ? [r.state.units[e.unit]!] : []));
    expect(off).toHaveLength(2);
    for (const u of off) {
      expect(u).toMatchObject({ side: 'allies', kind: 'infantry', figures: 4 });
      expect(r.state.turn.units[u.id]).toBeUndefined();
    }
    expect(legalActions(r.state).some((a) => (a.type === 'move' || a.type === 'battle') && off.some((u) => u.id === a.unit))).toBe(false);
    // Short of a station nobody gets off.
    const r2 = act(s, { type: 'move', unit: idAt(s, 6, 10), to: hex(6, 14) });
    expect(train(r2.state).cargo).toHaveLength(2);
  });

  it('[FAQ §IV Armored Trains summary l.2406-2407, Q2 l.2416] an armored train moves 3 and fires as artillery from its wagon\'s hex; the engine\'s neighbour does not force a close assault', () => {
    const sc = line([X(5, 13), X(2, 4)], { kind: 'armored-train' });
    const s = orderedAt(sc, [[6, 10]]);
    const moved = act(s, { type: 'move', unit: idAt(s, 6, 10), to: hex(6, 12) }).state;
    const targets = legalActions(moved).flatMap((a) => (a.type === 'battle' ? [`${a.target.row},${a.target.col}`] : []));
    // From the wagon (6,10): 5,13 is 2 hexes off and 2,4 is 4: both in range; the engine's neighbour does not bind it.
    expect(targets.sort()).toEqual(['2,4', '5,13']);
  });

  it('[FAQ §IV Armored Trains Q1, l.2412 "loses the ability to battle"] an armored train without its wagon never battles', () => {
    const sc = line([X(5, 13)], { kind: 'armored-train' });
    const s0 = orderedAt(sc, [[6, 10]]);
    const s = { ...s0, units: s0.units.map((u) => (u.kind === 'armored-train' ? { ...u, figures: 1, wagonLost: true as const } : u)) };
    expect(legalActions(act(s, { type: 'endMoves' }).state).some((a) => a.type === 'battle')).toBe(false);
  });

  it('[FAQ §IV Trains Q Medics & Mechanics, l.2390 "No."] no card repairs a train', () => {
    const s0 = start(line(), { allies: ['medics-mechanics'], axis: ['recon-centre'] });
    const s1 = { ...s0, units: s0.units.map((u) => (u.kind === 'train' ? { ...u, figures: 2 } : u)) };
    const s = act(s1, { type: 'play', card: s1.cards.hands.allies[0]! }).state;
    const id = train(s).id;
    expect(s.turn.units[id] === undefined && !orderableUnits(s).some((u) => u.id === id)).toBe(true);
  });

  it('[house rules l.504 "across two Sections ... ordered in either Section"] a train over a section line answers a card for either section', () => {
    // Engine at 6,18 (right section for the Allies), wagon at 6,16 (on the line).
    const sc = line();
    sc.board.hexes = sc.board.hexes.map((h) => (h.unit?.kind === 'train' ? { row: h.row, col: h.col, terrain: h.terrain } : h));
    sc.board.hexes = sc.board.hexes.map((h) => (h.row === 6 && h.col === 18 ? { ...h, unit: { side: 'allies', kind: 'train', wagon: { row: 6, col: 16 } } } : h));
    const s0 = start(sc, { allies: ['probe-centre'], axis: ['recon-centre'] });
    const s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
    const id = train(s).id;
    expect(s.turn.units[id] !== undefined || orderableUnits(s).some((u) => u.id === id)).toBe(true);
  });

  it('[scenario format] a train needs its wagon next to it on the track; only a train has one', () => {
    const ok = validateScenario(line());
    expect(ok.ok).toBe(true);
    const far = line([], { wagon: { row: 6, col: 4 } });
    expect(validateScenario(far).ok).toBe(false);
    const inf = mini({ hexes: [{ row: 6, col: 10, terrain: 'railroad', unit: { side: 'allies', kind: 'infantry', wagon: { row: 6, col: 8 } } }, X(0, 0)] });
    expect(validateScenario(inf).ok).toBe(false);
  });

  it('[Equipment Pack l.309, l.433, l.485 "may not be called in as Reinforcement(s)"; FAQ §III Supply Train/Reinforcements l.1930; rules-decisions C425] half-tracks, supply trucks and patrol cars never ride a train', () => {
    expect(validateScenario(line([], RIDERS)).ok).toBe(true);
    for (const kind of ['half-track', 'supply-truck', 'patrol-car'] as const) {
      const sc = line([], { cargo: [{ kind, on: 'wagon' }] });
      // Refused in a file being imported; a saved game or a kept import that holds one still opens (saves are forever).
      expect(newFileProblems(sc).map((p) => p.message)).toEqual([`the train on (6,10) cannot carry a ${kind}: it is never called in as reinforcements`]);
      expect(validateScenario(sc).ok).toBe(true);
    }
  });
});
