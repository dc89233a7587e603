/**
 * Special Weapon Assets (issue 17, swa): the anti-tank gun and the late-war models of the machine gun, mortar and
 * anti-tank gun, with the FAQ's rulings and card interactions. Sources: Equipment Pack 002_07e461a9f2ec49d7.txt §V
 * Special Weapon Assets (l.508-578); FAQ 003_f06c3a1d5921cf5a.txt §IX (l.3874-3990), §VIII Behind Enemy Lines Q
 * (l.3707-3713); docs/rules-decisions.md C163, C212-C215. The early machine gun and mortar: tests/engine/troops-foot.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { battleDice, legalActions, newGame } from '../../src/engine';
import type { CardType, GameState, Side, UnitKind } from '../../src/engine';
import { moveRules } from '../../src/engine/movement';
import { UNIT_KINDS, type UnitKindDef } from '../../src/engine/units';
import type { ScenarioHex } from '../../src/scenario/types';
import { act, hex, idAt, mini, start, type HexExtra } from './helpers';

const U = (row: number, col: number, side: Side, kind: UnitKind = 'infantry', extra: HexExtra = {}, army?: 'japanese'): ScenarioHex => ({
  row,
  col,
  ...extra,
  unit: { side, kind, ...(army ? { army } : {}) },
});

const SWA: UnitKind[] = ['machine-gun', 'mortar', 'anti-tank-gun', 'machine-gun-late', 'mortar-late', 'anti-tank-gun-late'];
const LATE: UnitKind[] = ['machine-gun-late', 'mortar-late', 'anti-tank-gun-late'];

/** The Allies play `card` (in the centre when it names a section). */
function played(hexes: ScenarioHex[], card: CardType = 'direct-from-hq'): GameState {
  const s = start(mini({ hexes }), { allies: [card], axis: ['recon-centre'] });
  const plays = legalActions(s).filter((a) => a.type === 'play');
  const play = plays.find((a) => a.type === 'play' && a.section === 'centre') ?? plays[0]!;
  return act(s, play).state;
}

/** The Allied unit on (6,12) ordered; `to`: its move, if any; then the moves end. */
function ordered(s: GameState, to?: { row: number; col: number }): GameState {
  const id = idAt(s, 6, 12);
  let t = s;
  if (legalActions(t).some((a) => a.type === 'order' && a.unit === id)) t = act(t, { type: 'order', unit: id }).state;
  if (to) t = act(t, { type: 'move', unit: id, to: hex(to.row, to.col) }).state;
  if (legalActions(t).some((a) => a.type === 'endMoves')) t = act(t, { type: 'endMoves' }).state;
  return t;
}

/** The Allied unit on (6,12) ordered and moved to `to`, the moves not yet ended. */
function movedTo(s: GameState, to: { row: number; col: number }): GameState {
  const id = idAt(s, 6, 12);
  return act(orderOf(s, id), { type: 'move', unit: id, to: hex(to.row, to.col) }).state;
}

/** The unit ordered, unless the engine already did (one unit to order). */
function orderOf(s: GameState, id: number): GameState {
  return legalActions(s).some((a) => a.type === 'order' && a.unit === id) ? act(s, { type: 'order', unit: id }).state : s;
}

/** Hits scored by the unit on `from` battling `to` with these faces. */
function hitsOf(s: GameState, from: { row: number; col: number }, to: { row: number; col: number }, faces: Parameters<typeof act>[2]): number {
  const r = act(s, { type: 'battle', unit: idAt(s, from.row, from.col), target: hex(to.row, to.col) }, faces);
  const e = r.events.find((x) => x.type === 'hits');
  return e && e.type === 'hits' ? e.hits : -1;
}

describe('Special Weapon Assets: every model (Equipment Pack §V; FAQ §IX)', () => {
  it('[FAQ §IX Special Weapon Assets Rules, l.3892-3895; Equipment Pack l.518-520] every SWA unit is infantry of 4 figures that never takes ground; the standard kinds carry no SWA flag', () => {
    for (const kind of SWA) {
      const k = UNIT_KINDS[kind];
      expect([kind, k.symbol, k.figures, k.maxFigures, k.move, k.takesGround, k.noMedal]).toEqual([kind, 'infantry', 4, 4, 2, false, undefined]);
    }
    const flagged = (f: keyof UnitKindDef) => Object.entries(UNIT_KINDS).filter(([, d]) => (d as UnitKindDef)[f] !== undefined).map(([n]) => n);
    expect(flagged('antiTank')).toEqual(['anti-tank-gun', 'anti-tank-gun-late']);
    expect(flagged('lateWarAsset')).toEqual(LATE);
  });

  it('[FAQ §IX Q l.3901-3903 "SWA units can never Take Ground"] a late-war asset that wins a close assault does not take ground', () => {
    for (const kind of LATE) {
      const s = ordered(played([U(6, 12, 'allies', kind), U(5, 13, 'axis', 'infantry', {}), U(8, 0, 'allies')]));
      const r = act(s, { type: 'battle', unit: idAt(s, 6, 12), target: hex(5, 13) }, ['grenade', 'grenade', 'grenade']);
      expect([kind, r.state.pending.some((p) => p.kind === 'takeGround')]).toEqual([kind, false]);
    }
  });
});

describe('the anti-tank gun, early war (FAQ §IX Anti-Tank Gun card; decision C212)', () => {
  it('[FAQ §IX Anti-Tank Gun card, l.3937-3941 "Fires like the Infantry unit it equips", "May only move or battle"] infantry dice; it moves or battles', () => {
    const k = UNIT_KINDS['anti-tank-gun'];
    expect([k.moveAndBattle, [...k.dice], k.needsSight, k.terrainAffectsDice]).toEqual([0, [3, 2, 1], true, true]);
    const s = played([U(6, 12, 'allies', 'anti-tank-gun'), U(4, 12, 'axis'), U(8, 0, 'allies')]);
    const t = ordered(s, { row: 5, col: 11 });
    expect(legalActions(t).some((a) => a.type === 'battle')).toBe(false);
  });

  it('[FAQ §IX Anti-Tank Gun card; SWA Late War card l.3972 "Armor or Vehicle"; decision C212] its stars hit armor, not infantry', () => {
    const s = ordered(played([U(6, 12, 'allies', 'anti-tank-gun'), U(5, 13, 'axis', 'armor'), U(8, 0, 'allies')]));
    expect(hitsOf(s, { row: 6, col: 12 }, { row: 5, col: 13 }, ['star', 'star', 'infantry'])).toBe(2);
    const t = ordered(played([U(6, 12, 'allies', 'anti-tank-gun'), U(5, 13, 'axis'), U(8, 0, 'allies')]));
    expect(hitsOf(t, { row: 6, col: 12 }, { row: 5, col: 13 }, ['star', 'star', 'infantry'])).toBe(1);
  });

  it('[FAQ §VIII Behind Enemy Lines Q, l.3711-3713; FAQ §IX Q l.3913-3915 "If Early War SWA units move in any way, they may not battle"] on Behind Enemy Lines it may move 3 but then not battle', () => {
    const s = played([U(6, 12, 'allies', 'anti-tank-gun'), U(3, 13, 'axis', 'armor'), U(8, 0, 'allies')], 'behind-enemy-lines');
    const id = idAt(s, 6, 12);
    const t = act(act(s, { type: 'order', unit: id }).state, { type: 'move', unit: id, to: hex(4, 12) }).state;
    expect(t.units[id]).toMatchObject({ row: 4, col: 12 });
    expect(legalActions(t).some((a) => a.type === 'battle' && a.unit === id)).toBe(false);
  });

  it('[FAQ §IX Japanese SWA Q, l.3923 "An early war SWA Japanese Infantry unit may never move and battle ... will not benefit from the Banzai War Cry"] no Banzai for an early-war asset', () => {
    for (const kind of ['machine-gun', 'mortar', 'anti-tank-gun'] as const) {
      const s = played([U(6, 12, 'allies', kind, {}, 'japanese'), U(3, 13, 'axis'), U(8, 0, 'allies')]);
      expect([kind, moveRules(s, s.units[idAt(s, 6, 12)]!).battleMax]).toEqual([kind, 0]);
    }
    // Plain Japanese infantry keeps its Banzai move.
    const j = played([U(6, 12, 'allies', 'infantry', {}, 'japanese'), U(3, 13, 'axis'), U(8, 0, 'allies')]);
    expect(moveRules(j, j.units[idAt(j, 6, 12)]!).battleMax).toBe(2);
  });
});

describe('the late-war models (Equipment Pack l.526-532, 574-578; FAQ §IX l.3897-3911, 3953-3990; decision C213)', () => {
  it('[Equipment Pack l.528, l.576 "may move 1 hex and battle or move 2 hexes and not battle"] they move 1 and battle, or 2 and not', () => {
    for (const kind of LATE) {
      const k = UNIT_KINDS[kind];
      expect([kind, k.move, k.moveAndBattle]).toEqual([kind, 2, 1]);
      const s = ordered(played([U(6, 12, 'allies', kind), U(4, 12, 'axis'), U(8, 0, 'allies')]), { row: 5, col: 11 });
      expect([kind, legalActions(s).some((a) => a.type === 'battle')]).toEqual([kind, true]);
    }
  });

  it('[Equipment Pack l.577 "If it did not move this turn, the Infantry with a Machine Gun will also score a hit for each Star"] a late machine gun\'s stars hit infantry only when it has not moved', () => {
    const still = ordered(played([U(6, 12, 'allies', 'machine-gun-late'), U(5, 13, 'axis'), U(8, 0, 'allies')]));
    expect(hitsOf(still, { row: 6, col: 12 }, { row: 5, col: 13 }, ['star', 'star', 'infantry'])).toBe(3);
    const moved = ordered(played([U(6, 12, 'allies', 'machine-gun-late'), U(4, 12, 'axis'), U(8, 0, 'allies')]), { row: 5, col: 11 });
    expect(hitsOf(moved, { row: 5, col: 11 }, { row: 4, col: 12 }, ['star', 'star', 'infantry'])).toBe(1);
  });

  it('[FAQ §IX Anti-Tank Gun Late War card, l.3970-3972 "When it moves, battles like Infantry"; decision C212] a late anti-tank gun\'s stars hit armor only when it has not moved', () => {
    const still = ordered(played([U(6, 12, 'allies', 'anti-tank-gun-late'), U(5, 13, 'axis', 'armor'), U(8, 0, 'allies')]));
    expect(hitsOf(still, { row: 6, col: 12 }, { row: 5, col: 13 }, ['star', 'armor', 'infantry'])).toBe(2);
    const moved = ordered(played([U(6, 12, 'allies', 'anti-tank-gun-late'), U(4, 12, 'axis', 'armor'), U(8, 0, 'allies')]), { row: 5, col: 11 });
    expect(hitsOf(moved, { row: 5, col: 11 }, { row: 4, col: 12 }, ['star', 'armor', 'infantry'])).toBe(1);
  });

  it('[FAQ §IX Q l.3905-3907 "If the unit with a Late War Mortar does not move, it does not need Line of Sight and it may increase its firing range an additional hex [3-2-1-1]"] unmoved, a late mortar reaches 4 hexes with 1 die and needs no sight', () => {
    expect([...UNIT_KINDS['mortar-late'].dice]).toEqual([3, 2, 1, 1]);
    // (2,12) is 4 hexes from (6,12), behind an Allied unit on (5,11)... and (3,13): the line to (2,12) runs through (4,12).
    const s = newGame(mini({ hexes: [U(6, 12, 'allies', 'mortar-late'), U(5, 12 - 1, 'allies'), U(4, 12, 'allies'), U(2, 12, 'axis')] }), { seed: 1 });
    expect(battleDice(s, hex(6, 12), hex(2, 12))).toBe(1);
    const plain = newGame(mini({ hexes: [U(6, 12, 'allies', 'mortar'), U(4, 12, 'allies'), U(2, 12, 'axis')] }), { seed: 1 });
    expect(battleDice(plain, hex(6, 12), hex(2, 12))).toBe(0);
  });

  it('[FAQ §IX Q l.3905-3907 "If a unit with a Late War Mortar moves, it attacks like a normal Infantry unit at [3-2-1] and it will need Line of Sight"] moved, it reaches 3 hexes and needs sight', () => {
    const open = ordered(played([U(6, 12, 'allies', 'mortar-late'), U(2, 10, 'axis'), U(8, 0, 'allies')]), { row: 5, col: 11 });
    // (2,10) is 3 hexes from (5,11): in range, 1 die.
    expect(battleDice(open, hex(5, 11), hex(2, 10))).toBe(1);
    // Read before the moves end: with no target left the engine would end the turn by itself.
    const far = movedTo(played([U(6, 12, 'allies', 'mortar-late'), U(1, 11, 'axis'), U(8, 0, 'allies')]), { row: 5, col: 11 });
    expect(battleDice(far, hex(5, 11), hex(1, 11))).toBe(0);
    // A unit on (4,10) blocks the line from (5,11) to (3,9).
    const hidden = movedTo(played([U(6, 12, 'allies', 'mortar-late'), U(4, 10, 'allies'), U(3, 9, 'axis'), U(8, 0, 'allies')]), { row: 5, col: 11 });
    expect(battleDice(hidden, hex(5, 11), hex(3, 9))).toBe(0);
    const seen = ordered(played([U(6, 12, 'allies', 'mortar-late'), U(4, 10, 'allies'), U(3, 9, 'axis'), U(8, 0, 'allies')]));
    expect(battleDice(seen, hex(6, 12), hex(3, 9))).toBe(1);
  });

  it('[Equipment Pack l.530 "It always ignores the terrain battle protections of its target"; decision C213] a late mortar ignores its target\'s cover, moved or not', () => {
    const still = ordered(played([U(6, 12, 'allies', 'mortar-late'), U(5, 13, 'axis', 'infantry', { terrain: 'forest' }), U(8, 0, 'allies')]));
    expect(battleDice(still, hex(6, 12), hex(5, 13))).toBe(3);
    const moved = ordered(played([U(6, 12, 'allies', 'mortar-late'), U(4, 12, 'axis', 'infantry', { terrain: 'forest' }), U(8, 0, 'allies')]), { row: 5, col: 11 });
    expect(battleDice(moved, hex(5, 11), hex(4, 12))).toBe(3);
  });

  it('[FAQ §IX Q l.3909-3911 "If the Late War Mortar unit moves at all (including with Behind Enemy Lines) it will battle at [3-2-1] +1 die for the card"] on Behind Enemy Lines: moved, 3-2-1 plus one; unmoved, 3-2-1-1 plus one', () => {
    const s = played([U(6, 12, 'allies', 'mortar-late'), U(2, 12, 'axis'), U(8, 0, 'allies')], 'behind-enemy-lines');
    const id = idAt(s, 6, 12);
    const o = act(s, { type: 'order', unit: id }).state;
    // Unmoved: 4 hexes, 1 die + 1 for the card.
    expect(battleDice(o, hex(6, 12), hex(2, 12))).toBe(2);
    const m = act(o, { type: 'move', unit: id, to: hex(5, 11) }).state;
    // Moved: (2,12) is 3 hexes from (5,11): 1 die + 1.
    expect(battleDice(m, hex(5, 11), hex(2, 12))).toBe(2);
    expect(legalActions(m).some((a) => a.type === 'battle' && a.unit === id) || m.turn.units[id]?.moveDone === false).toBe(true);
  });

  it('[FAQ §IX Q l.3897-3899 "Late War SWA units lose their bonus since they moved"] on Infantry Assault a late machine gun moves 2 and battles, without its stars', () => {
    const s = played([U(6, 12, 'allies', 'machine-gun-late'), U(3, 13, 'axis'), U(8, 0, 'allies')], 'infantry-assault');
    const id = idAt(s, 6, 12);
    expect(moveRules(s, s.units[id]!)).toMatchObject({ max: 3, battleMax: 2 });
    let t = act(orderOf(s, id), { type: 'move', unit: id, to: hex(4, 12) }).state;
    if (legalActions(t).some((a) => a.type === 'endMoves')) t = act(t, { type: 'endMoves' }).state;
    expect(hitsOf(t, { row: 4, col: 12 }, { row: 3, col: 13 }, ['star', 'star', 'infantry'])).toBe(1);
  });

  it('[FAQ §IX Japanese SWA Q, l.3923 "A late war SWA Japanese Infantry unit ... will benefit from Banzai War Cry but may not use the SWA benefit since it moved"] a Japanese late machine gun charges 2 hexes into a close assault, without its stars', () => {
    const s = played([U(6, 12, 'allies', 'machine-gun-late', {}, 'japanese'), U(3, 13, 'axis'), U(8, 0, 'allies')]);
    const id = idAt(s, 6, 12);
    expect(moveRules(s, s.units[id]!).battleMax).toBe(2);
    let t = act(orderOf(s, id), { type: 'move', unit: id, to: hex(4, 12) }).state;
    if (legalActions(t).some((a) => a.type === 'endMoves')) t = act(t, { type: 'endMoves' }).state;
    // Seishin Kyoiku's die comes with the close assault (full strength); the stars do not hit.
    expect(hitsOf(t, { row: 4, col: 12 }, { row: 3, col: 13 }, ['star', 'star', 'infantry', 'armor'])).toBe(1);
  });
  it('[FAQ §IX Japanese SWA Q, l.3921-3922 "Seishin Kyoiku Doctrine: A Japanese SWA Infantry unit will benefit from this ability"] a Japanese asset at full strength rolls 1 more die in close assault', () => {
    for (const kind of ['machine-gun', 'anti-tank-gun-late'] as const) {
      const s = newGame(mini({ hexes: [U(6, 12, 'allies', kind, {}, 'japanese'), U(5, 13, 'axis')] }), { seed: 1 });
      expect([kind, battleDice(s, hex(6, 12), hex(5, 13))]).toEqual([kind, 4]);
    }
  });

  it('[Equipment Pack l.577 "If it did not move this turn"; decision C213] a late machine gun that battles back in an Ambush has not moved: its stars hit', () => {
    const s0 = start(mini({ hexes: [U(6, 12, 'allies', 'infantry'), U(5, 13, 'axis', 'machine-gun-late'), U(8, 0, 'allies')] }), { allies: ['direct-from-hq'], axis: ['ambush'] });
    const s = act(s0, legalActions(s0).find((a) => a.type === 'play')!).state;
    const t = ordered(s);
    const b = act(t, { type: 'battle', unit: idAt(t, 6, 12), target: hex(5, 13) });
    const amb = legalActions(b.state).find((a) => a.type === 'ambush');
    expect(amb).toBeDefined();
    const r = act(b.state, amb!, ['star', 'star', 'infantry']);
    const e = r.events.find((x) => x.type === 'hits');
    expect(e && e.type === 'hits' ? e.hits : -1).toBe(3);
  });
});
