/**
 * The importer's readings for the last battles the public survey left refused (docs/research/holdout-survey.md;
 * helper holdout3, decisions C410 onward), on small hand-written `.m44` battles, never a surveyed file.
 */
import { describe, expect, it } from 'vitest';
import { importM44 } from '../../src/scenario/m44';
import { m44WithUnit } from './helpers';

type M44Json = ReturnType<typeof m44WithUnit>;

function imported(m: M44Json) {
  const r = importM44(m);
  expect(r.ok ? [] : [...r.unsupported, ...r.problems.map((p) => p.message)]).toEqual([]);
  if (!r.ok) throw new Error('refused');
  return r;
}
const hexOf = (r: ReturnType<typeof imported>, row: number, col: number) => r.scenario.board.hexes.find((h) => h.row === row && h.col === col);
const mine = (row: number, col: number, side?: string) => ({ row, col, tags: [{ name: 'tag3', behavior: 'MINE_FIELD', group: [], ...(side ? { side } : {}) }] });

describe('importM44: a minefield that names no side (holdout survey: 1340 Across the River Roer)', () => {
  it('[FAQ §II Minefields, l.1098-1101; rules-decisions C410] on the middle row, the defender (the side that does not move first) laid it', () => {
    const m = m44WithUnit({ name: 'infger' }, 'Mines');
    m.game_info.starting = 'PLAYER2'; // the Allies attack
    m.board.hexagons.push(mine(4, 10), mine(4, 14));
    const r = imported(m);
    expect([hexOf(r, 4, 10)?.minefield, hexOf(r, 4, 14)?.minefield]).toEqual(['axis', 'axis']);
    expect(r.warnings).toContain('The file does not say who laid 2 minefield(s): they are read as laid by the Axis.');
  });

  it('[FAQ §II Minefields, l.1100; rules-decisions C410] off the middle row, the side whose half of the board holds it', () => {
    const m = m44WithUnit({ name: 'infger' }, 'Mines');
    m.board.hexagons.push(mine(2, 10), mine(6, 10));
    const r = imported(m);
    expect([hexOf(r, 2, 10)?.minefield, hexOf(r, 6, 10)?.minefield]).toEqual(['axis', 'allies']);
  });

  it('[house rules Minefields, l.407; rules-decisions C410] with the battle\'s other fields all laid by one side, that side laid it too', () => {
    const m = m44WithUnit({ name: 'infger' }, 'Mines');
    m.board.hexagons.push(mine(6, 10, 'ALLIES'), mine(2, 12));
    const r = imported(m);
    expect(hexOf(r, 2, 12)?.minefield).toBe('allies');
  });

  it('[rules-decisions C410] a side that is not AXIS or ALLIES is still a problem', () => {
    const m = m44WithUnit({ name: 'infger' }, 'Mines');
    m.board.hexagons.push(mine(2, 10, 'NOBODY'));
    const r = importM44(m);
    expect(r.ok ? [] : r.problems.map((p) => p.message)).toEqual(['the minefield on (2,10) does not say which side laid it (AXIS or ALLIES)']);
  });
});

describe('importM44: infantry drawn in a river (holdout survey: 1340 Across the River Roer)', () => {
  it('[FAQ §III Collapsible Rafts & Boats, l.1783-1811; rules-decisions C411] infantry on a river hex with no bridge starts in its boat', () => {
    const m = m44WithUnit({ name: 'infus' }, 'Boats');
    m.board.hexagons.pop();
    m.board.hexagons.push({ row: 6, col: 8, terrain: { name: 'river' }, unit: { name: 'infus' } });
    const r = imported(m);
    expect(hexOf(r, 6, 8)?.unit).toMatchObject({ side: 'allies', kind: 'infantry', raft: true });
    expect(r.warnings).toContain('1 infantry unit(s) start on a river with no bridge: they are read as crossing in collapsible boats.');
  });

  it('[rulebook Rivers, "A River is impassable terrain"; rules-decisions C411] armor drawn on a river is still refused, and infantry on a bridge gets no boat', () => {
    const m = m44WithUnit({ name: 'tankus' }, 'Boats');
    m.board.hexagons.pop();
    m.board.hexagons.push({ row: 6, col: 8, terrain: { name: 'river' }, unit: { name: 'tankus' } });
    m.board.hexagons.push({ row: 6, col: 10, terrain: { name: 'river' }, rect_terrain: { name: 'bridge' }, unit: { name: 'infus' } });
    const r = importM44(m);
    expect(r.ok ? [] : r.problems.map((p) => p.message)).toEqual(['a unit stands on the river hex (6,8), which has no bridge']);
    m.board.hexagons.splice(-2, 1);
    expect(hexOf(imported(m), 6, 10)?.unit?.raft).toBeUndefined();
  });
});

describe('importM44: woods and villages marked impassable (holdout survey: 17 Villers-Bocage)', () => {
  const wood = (row: number, col: number, unit?: Record<string, unknown>) => ({ row, col, terrain: { name: 'woods', behavior: 'IMPASSABLE_HILL' }, ...(unit ? { unit } : {}) });

  it('[FAQ §X Pull-Back Q, l.4021 "impassable terrain remains impassable"; rules-decisions C413] every wood marked: the battle closes its woods, the units set there stay', () => {
    const m = m44WithUnit({ name: 'infus' }, 'Closed woods');
    m.board.hexagons.push(wood(1, 9, { name: 'tank2ger', nbr_units: '1' }), wood(2, 14), { row: 4, col: 16, terrain: { name: 'buildings' } });
    const r = imported(m);
    expect(r.scenario.rules?.terrain).toEqual({ forest: { noEntry: 7, noRetreat: true } });
    expect(hexOf(r, 1, 9)).toMatchObject({ terrain: 'forest', unit: { side: 'axis', kind: 'tiger' } });
    expect(hexOf(r, 1, 9)?.impassable).toBeUndefined();
  });

  it('[rules-decisions C413] some woods marked and others not: the empty marked hexes are impassable; one with a unit is refused by name', () => {
    const m = m44WithUnit({ name: 'infus' }, 'Closed woods');
    m.board.hexagons.push(wood(2, 14), { row: 2, col: 18, terrain: { name: 'woods' } });
    const r = imported(m);
    expect(r.scenario.rules?.terrain).toBeUndefined();
    expect(hexOf(r, 2, 14)).toMatchObject({ terrain: 'forest', impassable: true });
    m.board.hexagons.push(wood(1, 9, { name: 'infger' }));
    const refused = importM44(m);
    expect(refused.ok ? [] : refused.unsupported.join(' ')).toContain('a unit on a wood or village marked impassable');
  });
});

describe("importM44: Wittmann's Tiger (holdout survey: 17 Villers-Bocage)", () => {
  it('[FAQ §IV Tigers Q l.2658-2660; rules-decisions C414] a one-figure tank2ger with IS_WITTMANN and equipment "wittmann" is the ace', () => {
    const r = imported(m44WithUnit({ name: 'tank2ger', nbr_units: '1', behavior: 'IS_WITTMANN', equipment: 'wittmann' }, 'Ace'));
    expect(hexOf(r, 3, 9)?.unit).toEqual({ side: 'axis', kind: 'tiger-ace' });
  });

  it('[rules-decisions C414] the ace on a unit that is not a Tiger, or other equipment, is still refused by name', () => {
    const four = importM44(m44WithUnit({ name: 'tank2ger', behavior: 'IS_WITTMANN' }, 'Ace'));
    expect(four.ok ? [] : four.unsupported.join(' ')).toContain('behavior IS_WITTMANN (on unit "tank2ger")');
    const gear = importM44(m44WithUnit({ name: 'tank2ger', nbr_units: 1, equipment: 'flamethrower' }, 'Ace'));
    expect(gear.ok ? [] : gear.unsupported.join(' ')).toContain('unit equipment (on unit "tank2ger")');
  });
});

describe('importM44: airdrop waves and bridges to blow (holdout survey: 6687 Drop in the Night)', () => {
  /** A Breakthrough battle with a river at row 4 and two bridges, the Allies at the bottom. */
  function drop(options: Record<string, unknown>, bridge: Record<string, unknown> = { name: 'bridge' }): M44Json {
    const m = m44WithUnit({ name: 'infus' }, 'Night drop');
    m.board.type = 'BRKTHRU';
    m.board.hexagons.push({ row: 1, col: 5, terrain: { name: 'river' }, rect_terrain: bridge }, { row: 4, col: 4, terrain: { name: 'river' }, rect_terrain: { name: 'bridge' } });
    m.game_info.options = options;
    return m;
  }
  const waves = { side: 'ALLIES', option2: 'TARGET_DROP_CENTER', range: 4, nbr_units: [3, 2], center: 'F14, J6 (star tokens)', behavior: 'ONE_AT_TIME', nbr_drops: 2, unit: { name: 'inf2us' } };

  it('[FAQ §III Paradrop l.2070-2080; rules-decisions C415] nbr_units as a list and centres as prose: one drop per centre, the units dropped one at a time', () => {
    const r = imported(drop({ airdrop: waves }));
    expect(r.scenario.airdrop).toEqual({ side: 'allies', units: 3, unit: { kind: 'special-forces' }, centre: { row: 3, col: 11 }, radius: 4, waves: [{ centre: { row: 11, col: 19 }, units: 2 }], oneAtATime: true });
  });

  it('[rules-decisions C415] centres and counts that do not agree are a problem; a further airdrop held back is listed, not played', () => {
    const bad = importM44(drop({ airdrop: { ...waves, center: 'F14' } }));
    expect(bad.ok ? [] : bad.problems.map((p) => p.message)).toEqual(['the airdrop names 2 drops but 1 centres ("F14")']);
    const later = imported(drop({ airdrop2: { side: 'ALLIES', option: 'NEED_FULL_DAY_VISIBILITY', range: 4, nbr_units: 3, center: 'C6 (a village)', unit: { name: 'inf2us' } } }));
    expect(later.notApplied).toContainEqual({ kind: 'piece', piece: 'later-airdrop', hexes: [] });
    expect(later.scenario.airdrop).toBeUndefined();
  });

  it('[FAQ §III Blowing up Bridges Option 2, l.1729-1737; rules-decisions C416] blowbridge_opt2 with NEED_NEIGHBOUR_UNIT and bridges marked CAN_BE_BLOWN + ONE_MEDAL_IF_BLOWN', () => {
    const r = imported(drop({ blowbridge_opt2: { side: 'ALLIES', option: 'NEED_NEIGHBOUR_UNIT' } }, { name: 'bridge', behavior: 'CAN_BE_BLOWN', behavior2: 'ONE_MEDAL_IF_BLOWN' }));
    expect(r.scenario.rules?.blowBridges).toEqual({ allies: { option: 2 } });
    expect(r.scenario.rules?.blowable).toEqual({ hexes: [{ row: 1, col: 5 }], medals: [{ row: 1, col: 5 }], nextToUnit: true });
  });

  it('[FAQ §III Blowing up Bridges Option 1, l.1724-1726; rules-decisions C416] blowbridge_opt1 names the sure demolition; no bridge marked and no unit asked for: every bridge, no limit', () => {
    const r = imported(drop({ blowbridge_opt1: { side: 'AXIS' } }));
    expect(r.scenario.rules?.blowBridges).toEqual({ axis: { option: 1 } });
    expect(r.scenario.rules?.blowable).toBeUndefined();
  });

  it('[rules-decisions C416] bridges marked to be blown with no side named are listed, not played; another second behavior is still refused', () => {
    const r = imported(drop({}, { name: 'bridge', behavior: 'CAN_BE_BLOWN' }));
    expect(r.notApplied).toContainEqual({ kind: 'piece', piece: 'blowable-bridges', hexes: [{ row: 1, col: 5 }] });
    expect(r.scenario.rules?.blowBridges).toBeUndefined();
    const odd = importM44(drop({}, { name: 'bridge', behavior: 'CAN_BE_BLOWN', behavior2: 'SOMETHING_ELSE' }));
    expect(odd.ok ? [] : odd.unsupported.join(' ')).toContain('behavior SOMETHING_ELSE (on rect_terrain "bridge")');
  });
});
