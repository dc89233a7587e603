/**
 * The bridges a battle lets be blown (`rules.blowable`, src/engine/bridgeLimits.ts): FAQ 003_f06c3a1d5921cf5a.txt §III
 * Blowing up Bridges (l.1720-1745; l.1737 "does not require a unit to be adjacent to the Bridge unless stated otherwise
 * in the Special Rules ... scenario-specific additions"). And airdrop waves (src/engine/special.ts, FAQ §III Paradrop
 * l.2070-2093). Decisions C415, C416.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, newGame } from '../../src/engine';
import type { GameState, Side, UnitKind } from '../../src/engine';
import type { Scenario, ScenarioHex } from '../../src/scenario/types';
import { act, acts, cardId, hex, mini, start } from './helpers';

const U = (row: number, col: number, side: Side, kind: UnitKind = 'infantry'): ScenarioHex => ({ row, col, unit: { side, kind } });

/** A river across row 4, bridges at (4,10), (4,12) and (4,14): the Allies blow by option 2; `blowable` as given. */
function battle(blowable: NonNullable<Scenario['rules']>['blowable'], allies: ScenarioHex[] = [U(5, 11, 'allies')]): Scenario {
  const river: ScenarioHex[] = [];
  for (let col = 0; col <= 24; col += 2) river.push({ row: 4, col, terrain: 'river', ...(col >= 10 && col <= 14 ? { bridge: true } : {}) });
  const sc = mini({ hexes: [...river, ...allies, U(0, 2, 'axis'), U(1, 21, 'axis')], first: 'allies' });
  return { ...sc, rules: { blowBridges: { allies: { option: 2 } }, ...(blowable ? { blowable } : {}) } };
}
const targets = (s: GameState) => legalActions(act(s, { type: 'play', card: cardId('probe-centre'), as: 'blow' }).state).map((a) => (a.type === 'target' ? `${a.target.row},${a.target.col}` : a.type));

describe('Bridges a battle names (FAQ §III Blowing up Bridges l.1737; decision C416)', () => {
  it('[FAQ §III Blowing up Bridges l.1737 "scenario-specific additions"; rules-decisions C416] only the bridges the battle names may be blown; without the rule, every bridge of the section', () => {
    const named = start(battle({ hexes: [hex(4, 12)] }), { allies: ['probe-centre'], axis: ['probe-left'] });
    expect(targets(named)).toEqual(['4,12']);
    const all = start(battle(undefined), { allies: ['probe-centre'], axis: ['probe-left'] });
    expect(targets(all)).toEqual(['4,10', '4,12', '4,14']);
  });

  it('[FAQ §III Blowing up Bridges Q, l.1735-1737 "unless stated otherwise in the Special Rules"; rules-decisions C416] with nextToUnit, only a bridge with a unit of the side next to it', () => {
    const s = start(battle({ hexes: [hex(4, 10), hex(4, 14)], nextToUnit: true }), { allies: ['probe-centre'], axis: ['probe-left'] });
    expect(targets(s)).toEqual(['4,10']);
    const none = start(battle({ hexes: [hex(4, 14)], nextToUnit: true }), { allies: ['probe-centre'], axis: ['probe-left'] });
    expect(legalActions(none).some((a) => a.type === 'play' && a.as === 'blow')).toBe(false);
  });

  it('[rules-decisions C416 (the file\'s ONE_MEDAL_IF_BLOWN)] a bridge worth a medal: blown, the side wins one medal; a miss wins nothing; another bridge none', () => {
    const sc = battle({ hexes: [hex(4, 10), hex(4, 12)], medals: [hex(4, 12)] });
    const s = start(sc, { allies: ['probe-centre'], axis: ['probe-left'] });
    const blown = acts(s, [{ type: 'play', card: cardId('probe-centre'), as: 'blow' }, [{ type: 'target', target: hex(4, 12) }, ['star', 'grenade']]]);
    expect(blown.events).toContainEqual({ type: 'bridgeMedal', side: 'allies', at: hex(4, 12), medals: 1 });
    expect(blown.state.medalsWon.allies).toBe(1);
    expect(blown.state.board.cells[4 * 25 + 12]).toEqual({ terrain: 'river', blown: true, blownBy: 'allies' });
    const missed = acts(s, [{ type: 'play', card: cardId('probe-centre'), as: 'blow' }, [{ type: 'target', target: hex(4, 12) }, ['infantry', 'flag']]]);
    expect(missed.state.medalsWon.allies).toBe(0);
    const other = acts(s, [{ type: 'play', card: cardId('probe-centre'), as: 'blow' }, [{ type: 'target', target: hex(4, 10) }, ['star', 'star']]]);
    expect(other.state.medalsWon.allies).toBe(0);
    expect(other.events.some((e) => e.type === 'bridgeMedal')).toBe(false);
  });

  it('[rules-decisions C416] a battle without the rule has no `blowable` in its state', () => {
    expect(newGame(battle(undefined), { seed: 1 }).special?.blowable).toBeUndefined();
  });
});

describe('Airdrop waves (FAQ §III Paradrop; decision C415)', () => {
  const dropBattle = (over: Partial<NonNullable<Scenario['airdrop']>> = {}): Scenario => ({
    ...mini({ hexes: [U(0, 0, 'axis'), U(8, 24, 'allies')], first: 'allies' }),
    airdrop: { side: 'allies', units: 2, unit: { kind: 'infantry' }, centre: hex(2, 4), radius: 0, ...over },
  });

  it('[FAQ §III Paradrop l.2070-2080; rules-decisions C415] each wave drops its units around its own centre, after the first', () => {
    const s = newGame(dropBattle({ units: 1, waves: [{ centre: hex(2, 20), units: 1 }, { centre: hex(6, 12), units: 1 }] }), { seed: 1 });
    expect(s.special!.drops!.map((d) => [d.row, d.col, d.lost ?? 'placed'])).toEqual([[2, 4, 'placed'], [2, 20, 'placed'], [6, 12, 'placed']]);
    expect(s.units.slice(2).map((u) => [u.row, u.col, u.side, u.kind])).toEqual([[2, 4, 'allies', 'infantry'], [2, 20, 'allies', 'infantry'], [6, 12, 'allies', 'infantry']]);
  });

  it('[FAQ §III Paradrop Q l.2087-2089 "If two figures drop into the same hex ... both of them out of action"; rules-decisions C415] together two on one hex are both lost; one at a time, the second lands on the first and only it is lost; a later wave on an earlier unit is lost', () => {
    const together = newGame(dropBattle(), { seed: 1 });
    expect(together.special!.drops!.map((d) => d.lost)).toEqual(['together', 'together']);
    const oneByOne = newGame(dropBattle({ oneAtATime: true }), { seed: 1 });
    expect(oneByOne.special!.drops!.map((d) => d.lost ?? 'placed')).toEqual(['placed', 'occupied']);
    const later = newGame(dropBattle({ units: 1, waves: [{ centre: hex(2, 4), units: 1 }] }), { seed: 1 });
    expect(later.special!.drops!.map((d) => d.lost ?? 'placed')).toEqual(['placed', 'occupied']);
  });

  it('[rules-decisions C415] a battle with one drop draws exactly as before (no wave, no field)', () => {
    const s = newGame(dropBattle({ units: 4, radius: 3 }), { seed: 7 });
    expect(s.special!.drops).toHaveLength(4);
    expect(Object.keys(dropBattle().airdrop!)).not.toContain('waves');
  });
});
