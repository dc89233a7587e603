/**
 * The artillery family of the Equipment Pack (002_07e461a9f2ec49d7.txt "I. Artillery Pieces", "Italy"), with the
 * FAQ's rulings (003_f06c3a1d5921cf5a.txt §IV Big Guns, Mobile Artillery; §VIII Artillery Bombard): Big Guns and
 * their cross-hair markers, the heavy anti-tank gun (Flak 88), mobile artillery (M7 Priest), Italian artillery.
 * Decisions C110-C129 of docs/rules-decisions.md.
 */
import { describe, expect, it } from 'vitest';
import { battleDice, hexKey, legalActions, retreatOptions } from '../../src/engine';
import type { GameState, UnitKind } from '../../src/engine';
import type { ScenarioHex } from '../../src/scenario/types';
import { A, X, act, battleStep, canBattle, hex, idAt, mini, movesAt, ordered, start } from './helpers';

/** Dice the unit on `from` would roll at each distance 1..n along row 8 (targets placed one by one). */
function diceRow(kind: UnitKind, extra: Partial<ScenarioHex> = {}, n = 9): number[] {
  const out: number[] = [];
  for (let d = 1; d <= n; d++) {
    const s = ordered([{ ...A(8, 0, kind), ...extra }, X(8, 2 * d)]);
    out.push(battleDice(s, hex(8, 0), hex(8, 2 * d)));
  }
  return out;
}

/** The Allies, Direct from HQ played, in the battle step. */
const battling = (hexes: ScenarioHex[]): GameState => battleStep(ordered(hexes));

describe('Big Guns (Long Tom)', () => {
  it('[Equipment Pack, Long Tom, l.98] a Big Gun fires over eight hexes at 3, 3, 2, 2, 1, 1, 1, 1', () => {
    expect(diceRow('big-gun')).toEqual([3, 3, 2, 2, 1, 1, 1, 1, 0]);
    expect(diceRow('artillery')).toEqual([3, 3, 2, 2, 1, 1, 0, 0, 0]);
  });

  it('[FAQ §IV Big Guns Q2, l.2248] on a mountain a Big Gun still fires 3-3-2-2-1-1-1-1 (artillery takes the mountain\'s table)', () => {
    expect(diceRow('big-gun', { terrain: 'mountain' })).toEqual([3, 3, 2, 2, 1, 1, 1, 1, 0]);
    expect(diceRow('artillery', { terrain: 'mountain' })).toEqual([3, 3, 2, 2, 1, 1, 1, 0, 0]);
  });

  it('[Equipment Pack, Long Tom, l.104-106] a hit on a unit that stays puts a cross-hair on it; the Big Gun then rolls 1 more die against it', () => {
    let s = battling([A(8, 12, 'big-gun'), X(4, 12, 'infantry', { terrain: 'forest' })]);
    expect(s.zeroed).toBeUndefined();
    expect(battleDice(s, hex(8, 12), hex(4, 12))).toBe(2);
    const r = act(s, { type: 'battle', unit: idAt(s, 8, 12), target: hex(4, 12) }, ['infantry', 'armor']);
    s = r.state;
    expect(r.events.some((e) => e.type === 'zeroedIn' && e.unit === idAt(s, 4, 12))).toBe(true);
    expect(s.zeroed).toEqual([{ unit: idAt(s, 4, 12), gun: idAt(s, 8, 12) }]);
    // Next Allied turn: 2 dice at 4 hexes, +1 zeroed in.
    const again = battleStep(ordered([A(8, 12, 'big-gun'), X(4, 12, 'infantry', { terrain: 'forest' })]));
    expect(battleDice({ ...again, zeroed: s.zeroed }, hex(8, 12), hex(4, 12))).toBe(3);
  });

  it('[Equipment Pack, Long Tom, l.104] a miss places no marker, nor does a roll of flags only', () => {
    const s = battling([A(8, 12, 'big-gun'), X(4, 12)]);
    expect(act(s, { type: 'battle', unit: idAt(s, 8, 12), target: hex(4, 12) }, ['armor', 'star']).state.zeroed).toBeUndefined();
  });

  it('[Equipment Pack, Long Tom, l.104, l.108] a unit forced back by the same roll moves: the marker comes back to the gun', () => {
    let s = battling([A(8, 12, 'big-gun'), X(4, 12)]);
    s = act(s, { type: 'battle', unit: idAt(s, 8, 12), target: hex(4, 12) }, ['infantry', 'flag']).state;
    const retreat = legalActions(s).find((a) => a.type === 'retreat')!;
    s = act(s, retreat).state;
    expect(s.zeroed).toBeUndefined();
  });

  it('[Equipment Pack, Long Tom, l.108] the marker comes back when the marked unit is eliminated', () => {
    let s = battling([A(8, 12, 'big-gun'), { row: 4, col: 12, unit: { side: 'axis', kind: 'infantry', figures: 2 } }]);
    s = act(s, { type: 'battle', unit: idAt(s, 8, 12), target: hex(4, 12) }, ['infantry', 'armor']).state;
    expect(s.zeroed?.length).toBe(1);
    const zeroed = s.zeroed;
    let t = battling([A(8, 12, 'big-gun'), { row: 4, col: 12, unit: { side: 'axis', kind: 'infantry', figures: 1 } }]);
    t = { ...t, zeroed: zeroed! };
    t = act(t, { type: 'battle', unit: idAt(t, 8, 12), target: hex(4, 12) }, ['infantry', 'armor', 'armor']).state;
    expect(t.units[1]!.figures).toBe(0);
    expect(t.zeroed).toBeUndefined();
  });

  it('[Equipment Pack, Long Tom, l.106] markers are not cumulative: a marked unit hit again keeps one marker', () => {
    let s = battling([A(8, 12, 'big-gun'), X(4, 12)]);
    const gun = idAt(s, 8, 12);
    const target = idAt(s, 4, 12);
    s = { ...s, zeroed: [{ unit: target, gun }] };
    s = act(s, { type: 'battle', unit: gun, target: hex(4, 12) }, ['infantry', 'armor', 'armor']).state;
    expect(s.zeroed).toEqual([{ unit: target, gun }]);
  });

  it('[Equipment Pack, Long Tom, l.94; FAQ §IV Big Guns Q4, l.2256] a Big Gun has three markers: with all three out, a fourth target is not marked', () => {
    let s = battling([A(8, 12, 'big-gun'), X(4, 12), X(0, 0), X(0, 2), X(0, 4)]);
    const gun = idAt(s, 8, 12);
    s = { ...s, zeroed: [1, 2, 3].map((unit) => ({ unit: idAt(s, 0, 2 * (unit - 1)), gun })) };
    s = act(s, { type: 'battle', unit: gun, target: hex(4, 12) }, ['infantry', 'armor']).state;
    expect(s.zeroed?.length).toBe(3);
    expect(s.zeroed!.some((z) => z.unit === idAt(s, 4, 12))).toBe(false);
  });

  it('[Equipment Pack, Long Tom, l.108; FAQ §IV Big Guns Q3, l.2252] all markers come back to a lone Big Gun when it moves', () => {
    let s = ordered([A(8, 12, 'big-gun'), X(4, 12)]);
    s = { ...s, zeroed: [{ unit: idAt(s, 4, 12), gun: idAt(s, 8, 12) }] };
    s = act(s, { type: 'move', unit: idAt(s, 8, 12), to: hex(8, 14) }).state;
    expect(s.zeroed).toBeUndefined();
  });

  it('[FAQ §IV Big Guns Q6, l.2268] with more than one Big Gun, a gun that moves leaves its markers on their targets', () => {
    let s = ordered([A(8, 12, 'big-gun'), A(8, 20, 'big-gun'), X(4, 12)]);
    const z = [{ unit: idAt(s, 4, 12), gun: idAt(s, 8, 12) }];
    s = { ...s, zeroed: z };
    s = act(s, { type: 'move', unit: idAt(s, 8, 12), to: hex(8, 14) }).state;
    expect(s.zeroed).toEqual(z);
    // ...and the other Big Gun of the side rolls its extra die against the marked unit (FAQ §IV Big Guns Q5, l.2264).
    s = battleStep(s);
    expect(battleDice(s, hex(8, 20), hex(4, 12))).toBe(battleDice({ ...s, zeroed: undefined } as GameState, hex(8, 20), hex(4, 12)) + 1);
  });

  it('[FAQ §IV Big Guns Q1, l.2240] a Big Gun in a bunker may not move (artillery in a bunker stays)', () => {
    const s = ordered([A(8, 12, 'big-gun', { bunker: 'allies' }), X(0, 0)]);
    expect(movesAt(s, 8, 12)).toEqual([]);
  });

  it('[Equipment Pack, Flak 88 l.83 "ordered by the same Tactic cards"; FAQ §VIII Artillery Bombard] Artillery Bombard orders a Big Gun: two battles, the second with the zeroed-in die once the first hit', () => {
    const s0 = start(mini({ hexes: [A(8, 12, 'big-gun'), X(2, 12)] }), { allies: ['artillery-bombard'], axis: ['recon-centre'] });
    let s = battleStep(act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state);
    const gun = idAt(s, 8, 12);
    expect(s.turn.units[gun]!.maxBattles).toBe(2);
    expect(battleDice(s, hex(8, 12), hex(2, 12))).toBe(1);
    s = act(s, { type: 'battle', unit: gun, target: hex(2, 12) }, ['infantry']).state;
    expect(battleDice(s, hex(8, 12), hex(2, 12))).toBe(2);
  });

  it('[cards.md Their Finest Hour; Equipment Pack, Long Tom l.106] the card\'s extra die and the zeroed-in die add up', () => {
    const s0 = start(mini({ hexes: [A(8, 12, 'big-gun'), X(2, 12)] }), { allies: ['their-finest-hour'], axis: ['recon-centre'] });
    let s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }, ['star', 'star', 'star', 'star', 'star', 'star']).state;
    // Stars rolled for Their Finest Hour order any unit: the Big Gun is picked.
    if (!s.turn.ordered.includes(idAt(s, 8, 12))) s = act(s, legalActions(s).find((a) => a.type === 'order' && a.unit === idAt(s, 8, 12))!).state;
    expect(s.turn.ordered).toContain(idAt(s, 8, 12));
    s = battleStep(s);
    expect(s.turn.command?.type).toBe('their-finest-hour');
    const base = battleDice(s, hex(8, 12), hex(2, 12));
    // 6 hexes: 1 die, +1 for the card.
    expect(base).toBe(2);
    expect(battleDice({ ...s, zeroed: [{ unit: idAt(s, 2, 12), gun: idAt(s, 8, 12) }] }, hex(8, 12), hex(2, 12))).toBe(base + 1);
  });

  it('[Equipment Pack, Long Tom: no marker in battles without one] a battle without a Big Gun never writes `zeroed`', () => {
    let s = battling([A(8, 12, 'artillery'), X(4, 12)]);
    s = act(s, { type: 'battle', unit: idAt(s, 8, 12), target: hex(4, 12) }, ['infantry', 'armor']).state;
    expect('zeroed' in s).toBe(false);
  });
});

describe('Heavy anti-tank gun (Flak 88)', () => {
  it('[Equipment Pack, Flak 88, l.86] battles any target 4 or fewer hexes away with 2 dice', () => {
    expect(diceRow('heavy-anti-tank-gun')).toEqual([2, 2, 2, 2, 0, 0, 0, 0, 0]);
  });

  it('[Equipment Pack, Flak 88, l.87] needs line of sight to its target (plain artillery does not)', () => {
    const wall = (kind: UnitKind) => ordered([A(8, 12, kind), { row: 7, col: 13, terrain: 'forest' }, X(6, 14)]);
    expect(battleDice(wall('heavy-anti-tank-gun'), hex(8, 12), hex(6, 14))).toBe(0);
    expect(battleDice(wall('artillery'), hex(8, 12), hex(6, 14))).toBe(3);
  });

  it('[Equipment Pack, Flak 88, l.86; decision C112] ignores terrain battle reductions: 2 dice against a unit in a forest or town', () => {
    const s = ordered([A(8, 12, 'heavy-anti-tank-gun'), X(6, 12, 'armor', { terrain: 'town' }), X(7, 15, 'infantry', { terrain: 'forest' })]);
    expect(battleDice(s, hex(8, 12), hex(6, 12))).toBe(2);
    expect(battleDice(s, hex(8, 12), hex(7, 15))).toBe(2);
  });

  it('[Equipment Pack, Flak 88, l.86] every star it rolls against armor is a hit; against infantry stars miss', () => {
    let s = battling([A(8, 12, 'heavy-anti-tank-gun'), X(6, 12, 'armor'), X(6, 16)]);
    s = act(s, { type: 'battle', unit: idAt(s, 8, 12), target: hex(6, 12) }, ['star', 'star']).state;
    expect(s.units[1]!.figures).toBe(1);
    let t = battling([A(8, 12, 'heavy-anti-tank-gun'), X(6, 12, 'armor'), X(6, 16)]);
    t = act(t, { type: 'battle', unit: idAt(t, 8, 12), target: hex(6, 16) }, ['star', 'star']).state;
    expect(t.units[2]!.figures).toBe(4);
  });

  it('[Equipment Pack, Flak 88, l.83] treated like artillery: ordered by Artillery Bombard (battles twice), never takes ground', () => {
    const s0 = start(mini({ hexes: [A(8, 12, 'heavy-anti-tank-gun'), { row: 7, col: 13, unit: { side: 'axis', kind: 'infantry', figures: 1 } }, X(0, 0)] }), {
      allies: ['artillery-bombard'],
      axis: ['recon-centre'],
    });
    let s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
    expect(s.turn.ordered).toContain(idAt(s, 8, 12));
    s = battleStep(s);
    expect(s.turn.units[idAt(s, 8, 12)]!.maxBattles).toBe(2);
    s = act(s, { type: 'battle', unit: idAt(s, 8, 12), target: hex(7, 13) }, ['infantry', 'armor']).state;
    expect(legalActions(s).some((a) => a.type === 'takeGround')).toBe(false);
  });
});

describe('Mobile artillery (M7 Priest)', () => {
  it('[Equipment Pack, M7 Priest, l.120] fires as artillery: 3, 3, 2, 2, 1, 1 over six hexes, no line of sight needed', () => {
    expect(diceRow('mobile-artillery')).toEqual([3, 3, 2, 2, 1, 1, 0, 0, 0]);
  });

  it('[Equipment Pack, M7 Priest, l.120] moves 1 hex and battles, or 2 hexes and does not', () => {
    let s = ordered([A(8, 12, 'mobile-artillery'), X(2, 12)]);
    expect(movesAt(s, 8, 12)).toContain('6,12');
    const one = battleStep(act(s, { type: 'move', unit: idAt(s, 8, 12), to: hex(7, 13) }).state);
    expect(canBattle(one, 7, 13)).toBe(true);
    s = battleStep(act(s, { type: 'move', unit: idAt(s, 8, 12), to: hex(6, 12) }).state);
    expect(canBattle(s, 6, 12)).toBe(false);
  });

  it('[FAQ §VIII Artillery Bombard Q (Mobile Artillery), l.2584, l.3616] under Artillery Bombard it moves up to 3 hexes or battles twice, not both', () => {
    const s0 = start(mini({ hexes: [A(8, 12, 'mobile-artillery'), X(2, 12)] }), { allies: ['artillery-bombard'], axis: ['recon-centre'] });
    const s = act(s0, { type: 'play', card: s0.cards.hands.allies[0]! }).state;
    expect(movesAt(s, 8, 12)).toContain('5,13');
    const moved = battleStep(act(s, { type: 'move', unit: idAt(s, 8, 12), to: hex(7, 13) }).state);
    expect(canBattle(moved, 7, 13)).toBe(false);
  });
});

describe('Italian artillery', () => {
  it('[Equipment Pack, Italy: Artillery Bravery, l.680] Italian artillery may ignore one flag on open ground; plain artillery may not', () => {
    const s = ordered([X(2, 12, 'italian-artillery'), X(2, 16, 'artillery'), A(8, 0, 'infantry')]);
    expect(retreatOptions(s, hex(2, 12), 1).some((o) => o.ignore && o.steps === 0)).toBe(true);
    expect(retreatOptions(s, hex(2, 16), 1).some((o) => o.ignore)).toBe(false);
  });

  it('[FAQ §I Sandbags/Heroic Leader, l.367; decision C116] in sandbags Italian artillery ignores two flags: one for the sandbags, one its own', () => {
    const s = ordered([X(2, 12, 'italian-artillery', { obstacle: 'sandbags' }), A(8, 0, 'infantry')]);
    const opts = retreatOptions(s, hex(2, 12), 2);
    expect(opts.some((o) => o.ignore && o.steps === 0 && o.losses === 0)).toBe(true);
    expect(retreatOptions(ordered([X(2, 12, 'italian-artillery'), A(8, 0, 'infantry')]), hex(2, 12), 2).some((o) => o.steps === 0 && o.losses === 0)).toBe(false);
  });

  it('[FAQ §I l.367: Barrage and Air Power overpower the protections] no flag is ignored against a barrage or an air strike', () => {
    const s = ordered([X(2, 12, 'italian-artillery', { obstacle: 'sandbags' }), A(8, 0, 'infantry')]);
    expect(retreatOptions(s, hex(2, 12), 1, false).some((o) => o.ignore)).toBe(false);
  });

  it('[Equipment Pack, Italy] a unit of the family keeps its place in the unit list and its hex key', () => {
    const s = ordered([X(2, 12, 'italian-artillery'), A(8, 0, 'infantry')]);
    expect(hexKey(s.units[0]!)).toBe('2,12');
    expect(s.units[0]!.kind).toBe('italian-artillery');
  });
});

describe('guns that ambush (decision C119)', () => {
  /** The Allied unit on (8, 6) close-assaults the Axis gun on (8, 4), which answers with its Ambush card. */
  function ambushed(attacker: UnitKind, gun: UnitKind, faces: Parameters<typeof act>[2]) {
    let s = start(mini({ hexes: [A(8, 6, attacker), X(8, 4, gun), X(0, 20)] }), { allies: ['direct-from-hq'], axis: ['ambush', 'recon-centre'] });
    s = act(s, { type: 'play', card: s.cards.hands.allies[0]! }).state;
    s = battleStep(s);
    s = act(s, { type: 'battle', unit: idAt(s, 8, 6), target: hex(8, 4) }).state;
    expect(s.pending[0]).toMatchObject({ kind: 'ambush', actor: 'axis' });
    return act(s, { type: 'ambush' }, faces);
  }

  it('[Equipment Pack, Long Tom, l.104 "When a Big Gun scores a hit"; cards.md Ambush: the defender battles first] a Big Gun whose Ambush hits a unit that stays zeroes in on it', () => {
    const r = ambushed('infantry', 'big-gun', ['infantry', 'star', 'star', 'star', 'star', 'star']);
    const target = idAt(r.state, 8, 6);
    expect(r.events.some((e) => e.type === 'zeroedIn' && e.unit === target)).toBe(true);
    expect(r.state.zeroed).toEqual([{ unit: target, gun: idAt(r.state, 8, 4) }]);
  });

  it('[Equipment Pack, Flak 88, l.86: its stars hit armor; cards.md Ambush] a Flak 88\'s Ambush scores its stars against armor', () => {
    const r = ambushed('armor', 'heavy-anti-tank-gun', ['star', 'star', 'star', 'star', 'star']);
    expect(r.state.units[idAt(r.state, 8, 6)]!.figures).toBe(1);
  });
});
