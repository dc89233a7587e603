/**
 * Heroic Leader (src/engine/troops/heroicLeader.ts): FAQ 003_f06c3a1d5921cf5a.txt §III Heroic Leader (summary card
 * l.1851-1856, Q l.1858-1864), §I Sandbags Q (l.365-367); Equipment Pack 002_07e461a9f2ec49d7.txt (l.307, l.431:
 * never on half-tracks or supply trucks). Decisions C280-C284 of docs/rules-decisions.md.
 */
import { describe, expect, it } from 'vitest';
import { battleDice, hexKey, newGame, retreatOptions } from '../../src/engine';
import { battleTargets } from '../../src/engine/battle';
import type { GameEvent, GameState, Side, UnitKind } from '../../src/engine';
import type { ScenarioHex, ScenarioUnit } from '../../src/scenario/types';
import { validateScenario } from '../../src/scenario/validate';
import { act, hex, idAt, mini, start } from './helpers';

const U = (row: number, col: number, side: Side, kind: UnitKind = 'infantry', more: Partial<ScenarioUnit> = {}): ScenarioHex => ({ row, col, unit: { side, kind, ...more } });
const HL = { heroicLeader: true } as const;

/** The Allies order the unit at `from` (Direct from HQ) and battle `target` with these dice; `figures` of the target. */
function alliedAttack(hexes: ScenarioHex[], from: [number, number], target: [number, number], dice: Parameters<typeof act>[2], figures?: number): { s: GameState; events: GameEvent[] } {
  const s1 = start(mini({ hexes }), { allies: ['direct-from-hq'], axis: ['direct-from-hq'] });
  const s0: GameState = figures === undefined ? s1 : { ...s1, units: s1.units.map((u) => (hexKey(u) === `${target[0]},${target[1]}` ? { ...u, figures } : u)) };
  let s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
  if (s.turn.stage === 'order') s = act(s, { type: 'order', unit: idAt(s, ...from) }).state;
  if (s.turn.stage === 'order') s = act(s, { type: 'endOrders' }).state;
  s = act(s, { type: 'endMoves' }).state;
  const r = act(s, { type: 'battle', unit: idAt(s, ...from), target: hex(...target) }, dice);
  return { s: r.state, events: r.events };
}

describe('Heroic Leader', () => {
  it('[FAQ §III Heroic Leader, l.1855] an infantry unit with a heroic leader battles at +1 die, close or at range', () => {
    const hexes = [U(4, 12, 'allies', 'infantry', HL), U(3, 13, 'axis'), U(4, 20, 'allies'), U(2, 20, 'axis')];
    const s0 = start(mini({ hexes }), { allies: ['direct-from-hq'], axis: ['direct-from-hq'] });
    let s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
    if (s.turn.stage === 'order') s = act(s, { type: 'endOrders' }).state;
    s = act(s, { type: 'endMoves' }).state;
    expect(battleDice(s, hex(4, 12), hex(3, 13))).toBe(4);
    const u = s.units[idAt(s, 4, 12)]!;
    expect(battleTargets(s, u, s.turn.units[u.id], false).find((b) => hexKey(b.target) === '3,13')?.dice).toBe(4);
    // The unit without a leader at range 2: 2 dice; the leader's unit moved next to none: its fire die also counts.
    expect(battleDice(s, hex(4, 20), hex(2, 20))).toBe(2);
    const far = start(mini({ hexes: [U(4, 12, 'allies', 'infantry', HL), U(2, 12, 'axis')] }));
    expect(battleDice(far, hex(4, 12), hex(2, 12))).toBe(3);
  });

  it('[FAQ §III Heroic Leader, l.1854] the unit may ignore one flag: 1 flag may leave it in place, 2 push it back 1 hex at least', () => {
    const s = start(mini({ hexes: [U(4, 12, 'allies'), U(3, 13, 'axis', 'infantry', HL)] }));
    const one = retreatOptions(s, hex(3, 13), 1);
    expect(one.some((o) => o.ignore && o.steps === 0)).toBe(true);
    expect(one.some((o) => !o.ignore && o.steps === 1)).toBe(true);
    expect(retreatOptions(s, hex(3, 13), 2).filter((o) => o.ignore).every((o) => o.steps === 1)).toBe(true);
  });

  it('[FAQ §I Sandbags Q, l.365-367] behind sandbags the leader\'s unit ignores two flags; a Barrage or Air Power\'s flags none', () => {
    const s = start(mini({ hexes: [U(4, 12, 'allies'), { ...U(3, 13, 'axis', 'infantry', HL), obstacle: 'sandbags' }] }));
    expect(retreatOptions(s, hex(3, 13), 2).some((o) => o.ignore && o.steps === 0)).toBe(true);
    expect(retreatOptions(s, hex(3, 13), 2, false).every((o) => !o.ignore && o.steps === 2)).toBe(true);
  });

  it('[FAQ §I Sandbags Q, l.367 ("This same effect would also apply to ... Imperial Japanese units")] Japanese infantry with a leader must ignore 1 flag and may ignore a second', () => {
    const s = start(mini({ hexes: [U(4, 12, 'allies'), U(3, 13, 'axis', 'infantry', { heroicLeader: true, army: 'japanese' })] }));
    const opts = retreatOptions(s, hex(3, 13), 2);
    expect(opts.every((o) => o.ignore)).toBe(true);
    expect(opts.some((o) => o.steps === 0)).toBe(true);
    expect(opts.some((o) => o.steps === 1)).toBe(true);
  });

  it('[FAQ §III Heroic Leader, l.1856] the unit wiped out and a star among 2 dice: the leader is lost, a medal more to the enemy', () => {
    const hexes = [U(4, 12, 'allies'), U(3, 13, 'axis', 'infantry', HL), U(1, 13, 'axis')];
    const { s, events } = alliedAttack(hexes, [4, 12], [3, 13], ['infantry', 'flag', 'flag', 'star', 'flag'], 1);
    expect(s.medalsWon.allies).toBe(2);
    expect(events.find((e) => e.type === 'heroicLeader')).toMatchObject({ star: true, heir: -1, medals: 1, to: 'allies' });
    expect(s.units.some((u) => u.heroicLeader)).toBe(false);
  });

  it('[FAQ §III Heroic Leader, l.1856; Q l.1858-1860] no star: the leader joins the nearest friendly INFANTRY unit (armor nearer is passed over)', () => {
    const hexes = [U(4, 12, 'allies'), U(3, 13, 'axis', 'infantry', HL), U(2, 14, 'axis', 'armor'), U(1, 13, 'axis'), U(0, 24, 'axis')];
    const { s, events } = alliedAttack(hexes, [4, 12], [3, 13], ['infantry', 'flag', 'flag', 'flag', 'grenade'], 1);
    expect(s.medalsWon.allies).toBe(1);
    const heir = idAt(s, 1, 13);
    expect(events.find((e) => e.type === 'heroicLeader')).toMatchObject({ star: false, heir, medals: 0 });
    expect(s.units[heir]!.heroicLeader).toBe(true);
    expect(s.units.filter((u) => u.heroicLeader).length).toBe(1);
  });

  it('[FAQ §III Heroic Leader Q, l.1862-1864] no star but no friendly infantry left: the leader is lost and counts as a medal', () => {
    const hexes = [U(4, 12, 'allies'), U(3, 13, 'axis', 'infantry', HL), U(1, 13, 'axis', 'armor')];
    const { s, events } = alliedAttack(hexes, [4, 12], [3, 13], ['infantry', 'flag', 'flag', 'flag', 'grenade'], 1);
    expect(s.medalsWon.allies).toBe(2);
    expect(events.find((e) => e.type === 'heroicLeader')).toMatchObject({ star: false, heir: -1, medals: 1 });
  });

  it('[FAQ §III Heroic Leader, l.1853; Equipment Pack l.307, l.431] only infantry may have a leader: the format refuses one on armor or a sniper', () => {
    const ok = mini({ hexes: [U(4, 12, 'allies', 'infantry', HL), U(2, 12, 'axis')] });
    expect(validateScenario(ok).ok).toBe(true);
    for (const kind of ['armor', 'half-track', 'sniper', 'artillery'] as const) {
      const bad = mini({ hexes: [U(4, 12, 'allies', kind, HL), U(2, 12, 'axis')] });
      const r = validateScenario(bad);
      expect(r.ok, kind).toBe(false);
    }
  });

  it('[house rules: a new state field is absent where unused] a battle without a leader has no heroicLeader field on any unit', () => {
    const s = newGame(mini({ hexes: [U(4, 12, 'allies'), U(2, 12, 'axis')] }), { seed: 3 });
    expect(JSON.stringify(s)).not.toContain('heroicLeader');
    const withLeader = newGame(mini({ hexes: [U(4, 12, 'allies', 'infantry', HL), U(2, 12, 'axis')] }), { seed: 3 });
    expect(withLeader.units[0]!.heroicLeader).toBe(true);
  });
});
