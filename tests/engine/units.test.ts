/**
 * Scope item 2 of the engine issue: the unit kinds and what their orders allow.
 *
 * Sources (line numbers in /work/shared/rules):
 *   rulebook 000_be0a2ecce2dae66d.txt: "Move Units" p.7 l.219-290 (Infantry l.266-276, Armor l.280, Artillery
 *     l.288), Appendix 1 special units p.12 l.537-597 (French Resistance l.559-564, Special Forces l.579-583,
 *     Elite Armor l.593-597)
 *   FAQ 003_f06c3a1d5921cf5a.txt: §IV Standard Units summary card l.2180-2191, §VII French Resistance summary
 *     card l.3280-3285 and Q1 l.3287, §XII Battle of Abbeville Q1 l.4251 (Elite Armor always 4 figures)
 *   player aid 004_b27345dd263e68fa.txt: "Standard Units" l.5-7, "Special Units" l.22-24
 */
import { describe, expect, it } from 'vitest';
import { applyAction, battleDice, hexKey, legalActions, legalMoves, retreatOptions, unitOn } from '../../src/engine';
import type { CardType, GameState, Hex, UnitKind } from '../../src/engine';
import type { ScenarioHex } from '../../src/scenario/types';
import { act, hex, idAt, mini, start } from './helpers';

type Kind = UnitKind;

const A = (row: number, col: number, kind: Kind, extra: Partial<ScenarioHex> = {}, figures?: number): ScenarioHex => ({
  row,
  col,
  ...extra,
  unit: { side: 'allies', kind, ...(figures !== undefined ? { figures } : {}) },
});
const X = (row: number, col: number, kind: Kind = 'infantry', extra: Partial<ScenarioHex> = {}): ScenarioHex => ({
  row,
  col,
  ...extra,
  unit: { side: 'axis', kind },
});
const T = (row: number, col: number, terrain: ScenarioHex['terrain']): ScenarioHex => ({ row, col, terrain });

/** Allies play `card` (Direct from HQ by default: up to 4 units of any kind, all ordered automatically). */
function ordered(hexes: ScenarioHex[], card: CardType = 'direct-from-hq'): GameState {
  const s = start(mini({ hexes }), { allies: [card], axis: [] });
  const st = act(s, { type: 'play', card: s.cards.hands.allies[0]! }).state;
  expect(st.turn.stage).toBe('move');
  return st;
}

const keys = (hs: Hex[]): string[] => hs.map(hexKey).sort();

/** Every on-board hex at distance 1..n of `c` (open ground all around). */
function ring(c: Hex, n: number): string[] {
  const out: string[] = [];
  for (let row = 0; row < 9; row++) {
    for (let col = 0; col < 25; col++) {
      if ((row + col) % 2) continue;
      const dr = Math.abs(row - c.row);
      const dc = Math.abs(col - c.col);
      const d = dr + Math.max(0, (dc - dr) / 2);
      if (d >= 1 && d <= n) out.push(`${row},${col}`);
    }
  }
  return out.sort();
}

/** Battle declarations offered to a unit now: target hex keys. */
function battlesOf(s: GameState, unit: number): string[] {
  return legalActions(s)
    .flatMap((a) => (a.type === 'battle' && a.unit === unit ? [hexKey(a.target)] : []))
    .sort();
}

/** Move `unit` to (row, col), then end the move step (other ordered units stay put). */
function moveThenBattle(s: GameState, unit: number, to: Hex): GameState {
  let st = act(s, { type: 'move', unit, to }).state;
  if (st.turn.stage === 'move') st = act(st, { type: 'endMoves' }).state;
  return st;
}

// An Axis infantry target at (4,12); an Allied artillery witness at (8,12) (distance 4: 2 dice) that never
// moves, so the battle step stays open and shows exactly who may battle.
const TARGET = X(4, 12);
const WITNESS = A(8, 12, 'artillery');

describe('2. Units', () => {
  describe('figures', () => {
    it.each([
      ['infantry', 4],
      ['special-forces', 4],
      ['resistance', 3],
      ['armor', 3],
      ['elite-armor', 4],
      ['artillery', 2],
    ] as const)('[rulebook p.7, p.12; player aid: Standard Units, Special Units] %s starts with %i figures', (kind, n) => {
      const s = start(mini({ hexes: [A(6, 12, kind)] }));
      const u = unitOn(s, hex(6, 12))!;
      expect(u.kind).toBe(kind);
      expect(u.figures).toBe(n);
      expect(u.maxFigures).toBe(n);
    });

    it('[scenario format: ScenarioUnit.figures] a scenario may override the figure count of a single unit', () => {
      const s = start(mini({ hexes: [A(6, 2, 'infantry', {}, 3), A(6, 6, 'infantry'), A(6, 10, 'armor', {}, 2), A(6, 14, 'resistance', {}, 4)] }));
      expect([2, 6, 10, 14].map((c) => [unitOn(s, hex(6, c))!.figures, unitOn(s, hex(6, c))!.maxFigures])).toEqual([
        [3, 3],
        [4, 4],
        [2, 2],
        [4, 4],
      ]);
    });
  });

  describe('infantry', () => {
    it('[rulebook p.7 Infantry Movement, l.266] infantry may move up to 2 hexes: exactly the 18 hexes within 2', () => {
      const s = ordered([A(4, 12, 'infantry')]);
      expect(keys(legalMoves(s, 0))).toEqual(ring(hex(4, 12), 2));
    });

    it('[rulebook p.7 Infantry Movement, l.266] infantry that moves 1 hex may battle (close assault, 3 dice)', () => {
      const s0 = ordered([A(6, 12, 'infantry'), TARGET, WITNESS]);
      const inf = idAt(s0, 6, 12);
      const s = moveThenBattle(s0, inf, hex(5, 13));
      expect(battlesOf(s, inf)).toEqual(['4,12']);
      expect(battleDice(s, hex(5, 13), hex(4, 12))).toBe(3);
    });

    it('[rulebook p.7 Infantry Movement, l.266; FAQ §IV Standard Units summary card, line 2182] infantry that moves 2 hexes is offered no battle', () => {
      const s0 = ordered([A(6, 12, 'infantry'), TARGET, WITNESS]);
      const inf = idAt(s0, 6, 12);
      const s = moveThenBattle(s0, inf, hex(4, 14));
      expect(s.turn.stage).toBe('battle');
      expect(battlesOf(s, inf)).toEqual([]);
      // the witness artillery still may: the battle step is open and only infantry lost its battle
      expect(battlesOf(s, idAt(s, 8, 12))).toEqual(['4,12']);
      expect(s.turn.units[String(inf)]).toMatchObject({ moved: 2, noBattle: true });
    });

    it('[rulebook p.7 Infantry Movement, l.266] infantry that does not move battles at range: 3-2-1 dice by distance', () => {
      const s = act(ordered([A(7, 13, 'infantry'), X(6, 12), X(4, 12), X(4, 20)]), { type: 'endMoves' }).state;
      // adjacent enemy at (6,12): only the close assault is allowed (rulebook p.8)
      expect(battlesOf(s, 0)).toEqual(['6,12']);
      const s2 = act(ordered([A(7, 13, 'infantry'), X(5, 13), X(4, 20)]), { type: 'endMoves' }).state;
      expect(battlesOf(s2, 0)).toEqual(['5,13']);
      expect([battleDice(s2, hex(7, 13), hex(5, 13)), battleDice(s2, hex(7, 13), hex(4, 20))]).toEqual([2, 0]);
      const s3 = act(ordered([A(7, 13, 'infantry'), X(4, 14)]), { type: 'endMoves' }).state;
      expect(battleDice(s3, hex(7, 13), hex(4, 14))).toBe(1);
    });
  });

  describe('special forces', () => {
    it('[rulebook p.12 Special Forces, l.581; player aid: Special Forces] special forces move 2 hexes and still battle', () => {
      const s0 = ordered([A(6, 12, 'special-forces'), TARGET, WITNESS]);
      const sf = idAt(s0, 6, 12);
      expect(keys(legalMoves(s0, sf))).toEqual(ring(hex(6, 12), 2).filter((k) => k !== '4,12' && k !== '8,12'));
      const s = moveThenBattle(s0, sf, hex(4, 14));
      expect(battlesOf(s, sf)).toEqual(['4,12']);
      expect(battleDice(s, hex(4, 14), hex(4, 12))).toBe(3);
    });

    it('[rulebook p.12 Special Forces, l.581 "remain subject to usual terrain limitations"] special forces moving 2 into a forest may not battle', () => {
      const s0 = ordered([A(6, 12, 'special-forces'), T(4, 14, 'forest'), TARGET, WITNESS]);
      const sf = idAt(s0, 6, 12);
      const s = moveThenBattle(s0, sf, hex(4, 14));
      expect(battlesOf(s, sf)).toEqual([]);
      expect(battlesOf(s, idAt(s, 8, 12))).toEqual(['4,12']);
    });

    it('[FAQ §II Bunkers Q6, line 529; rulebook p.12 l.581] special forces moving 2 onto a bunker keep their battle (their own ability, not the bunker)', () => {
      const s0 = ordered([A(6, 12, 'special-forces'), { row: 4, col: 14, bunker: 'allies' }, TARGET, WITNESS]);
      const sf = idAt(s0, 6, 12);
      const s = moveThenBattle(s0, sf, hex(4, 14));
      expect(battlesOf(s, sf)).toEqual(['4,12']);
    });
  });

  describe('armor and elite armor', () => {
    it('[rulebook p.7 Armor Movement, l.280] armor may move up to 3 hexes: exactly the 36 hexes within 3', () => {
      const s = ordered([A(4, 12, 'armor')]);
      expect(keys(legalMoves(s, 0))).toEqual(ring(hex(4, 12), 3));
    });

    it.each(['armor', 'elite-armor'] as const)('[rulebook p.7 Armor Movement, l.280; player aid: Elite Armor] %s moves 3 hexes and still battles with 3 dice', (kind) => {
      const s0 = ordered([A(8, 12, kind), TARGET]);
      const s = moveThenBattle(s0, 0, hex(5, 13));
      expect(s.turn.units['0']).toMatchObject({ moved: 3, noBattle: false });
      expect(battlesOf(s, 0)).toEqual(['4,12']);
      expect(battleDice(s, hex(5, 13), hex(4, 12))).toBe(3);
      expect(unitOn(s, hex(5, 13))!.figures).toBe(kind === 'armor' ? 3 : 4);
    });

    it('[rulebook p.7 Armor Movement] armor moved 3 may battle at range 3 (3 dice at every range)', () => {
      const s0 = ordered([A(8, 12, 'armor'), X(2, 12)]);
      const s = moveThenBattle(s0, 0, hex(5, 11));
      expect(battlesOf(s, 0)).toEqual(['2,12']);
      expect(battleDice(s, hex(5, 11), hex(2, 12))).toBe(3);
    });
  });

  describe('artillery', () => {
    it('[rulebook p.7 Artillery Movement, l.288] artillery may move 1 hex: exactly its 6 neighbours', () => {
      const s = ordered([A(4, 12, 'artillery')]);
      expect(keys(legalMoves(s, 0))).toEqual(ring(hex(4, 12), 1));
    });

    it('[rulebook p.7 Artillery Movement, l.288; player aid: Artillery "moves 1 space and can\'t battle"] artillery that moves is offered no battle', () => {
      const s0 = ordered([A(8, 12, 'artillery'), A(8, 16, 'artillery'), TARGET]);
      const s = moveThenBattle(s0, 0, hex(7, 11));
      expect(s.turn.stage).toBe('battle');
      expect(battlesOf(s, 0)).toEqual([]);
      expect(battlesOf(s, 1)).toEqual(['4,12']);
      expect(s.turn.units['0']).toMatchObject({ moved: 1, noBattle: true });
    });

    it('[rulebook p.9 Battle Range; player aid: Artillery] artillery that stays battles with 3-3-2-2-1-1 dice by distance', () => {
      const s = ordered([A(8, 12, 'artillery'), X(7, 13), X(6, 12)]);
      expect([1, 2].map((d) => battleDice(s, hex(8, 12), d === 1 ? hex(7, 13) : hex(6, 12)))).toEqual([3, 3]);
      const far = ordered([A(8, 12, 'artillery'), X(5, 11), X(4, 12), X(3, 11), X(2, 12), X(1, 11)]);
      expect([hex(5, 11), hex(4, 12), hex(3, 11), hex(2, 12), hex(1, 11)].map((t) => battleDice(far, hex(8, 12), t))).toEqual([2, 2, 1, 1, 0]);
    });
  });

  describe('French Resistance', () => {
    it('[rulebook p.12 French Resistance, l.564; FAQ §VII French Resistance summary card, line 3281] resistance moving 2 hexes is offered no battle', () => {
      const s0 = ordered([A(6, 12, 'resistance'), TARGET, WITNESS]);
      const fr = idAt(s0, 6, 12);
      expect(keys(legalMoves(s0, fr))).toEqual(ring(hex(6, 12), 2).filter((k) => k !== '4,12' && k !== '8,12'));
      const s = moveThenBattle(s0, fr, hex(4, 14));
      expect(battlesOf(s, fr)).toEqual([]);
      expect(battlesOf(s, idAt(s, 8, 12))).toEqual(['4,12']);
    });

    it.each(['forest', 'town', 'hedgerow'] as const)(
      '[rulebook p.12 French Resistance, l.561; player aid: French Resistance] resistance entering %s 1 hex may still battle',
      (terrain) => {
        const s0 = ordered([A(6, 12, 'resistance'), T(5, 13, terrain), TARGET, WITNESS]);
        const fr = idAt(s0, 6, 12);
        const s = moveThenBattle(s0, fr, hex(5, 13));
        expect(battlesOf(s, fr)).toEqual(['4,12']);
        expect(battleDice(s, hex(5, 13), hex(4, 12))).toBe(3);
      },
    );

    it.each(['forest', 'town', 'hedgerow'] as const)(
      '[rulebook p.13-14 Forests/Hedgerows/Towns "may not battle the turn it moves onto"] standard infantry entering %s 1 hex may not battle',
      (terrain) => {
        const s0 = ordered([A(6, 12, 'infantry'), T(5, 13, terrain), TARGET, WITNESS]);
        const inf = idAt(s0, 6, 12);
        const s = moveThenBattle(s0, inf, hex(5, 13));
        expect(battlesOf(s, inf)).toEqual([]);
        expect(battlesOf(s, idAt(s, 8, 12))).toEqual(['4,12']);
      },
    );

    it('[FAQ §VII French Resistance summary card, line 3283 "must still obey terrain movement restrictions"] resistance still stops in a forest', () => {
      // (5,13) forest: (4,14) and (3,13), behind it, are reachable only around it, in 2 steps through (5,15)/(4,12)
      const s = ordered([A(6, 12, 'resistance'), T(5, 13, 'forest'), T(5, 11, 'river'), T(6, 10, 'river'), T(6, 14, 'river'), T(7, 11, 'river'), T(7, 13, 'river')]);
      expect(keys(legalMoves(s, 0))).toEqual(['5,13']);
    });

    it('[FAQ §VII French Resistance summary card, line 3283; rulebook p.14 Hedgerows l.640] resistance may enter a hedgerow only from an adjacent hex', () => {
      const s = ordered([A(6, 12, 'resistance'), T(4, 14, 'hedgerow'), T(5, 11, 'hedgerow')]);
      const m = keys(legalMoves(s, 0));
      expect(m).toContain('5,11');
      expect(m).not.toContain('4,14');
      expect(m).toEqual(ring(hex(6, 12), 2).filter((k) => k !== '4,14' && k !== '4,10'));
    });

    it('[rulebook p.12 l.564; FAQ §VII summary card, line 3281] resistance moving 2 into a forest may not battle (the 2-hex rule still holds)', () => {
      const s0 = ordered([A(6, 12, 'resistance'), T(4, 14, 'forest'), TARGET, WITNESS]);
      const fr = idAt(s0, 6, 12);
      const s = moveThenBattle(s0, fr, hex(4, 14));
      expect(battlesOf(s, fr)).toEqual([]);
    });

    it('[FAQ §VII French Resistance Q1, line 3287] one flag: resistance may retreat 1, 2 or 3 hexes; standard infantry exactly 1', () => {
      const s = start(mini({ hexes: [A(4, 12, 'resistance'), A(4, 2, 'infantry')] }));
      const fr = retreatOptions(s, hex(4, 12), 1);
      expect(fr.map((o) => o.steps).sort()).toEqual([1, 1, 2, 2, 2, 3, 3, 3, 3]);
      expect(fr.every((o) => o.losses === 0 && !o.ignore)).toBe(true);
      expect(keys(fr.filter((o) => o.steps === 3).map((o) => o.to))).toEqual(['7,11', '7,13', '7,15', '7,9']);
      const inf = retreatOptions(s, hex(4, 2), 1);
      expect(keys(inf.map((o) => o.to))).toEqual(['5,1', '5,3']);
    });

    it('[FAQ §VII French Resistance Q1, line 3287] two flags: resistance retreats between 2 and 6 hexes', () => {
      const s = start(mini({ hexes: [A(1, 11, 'resistance')] }));
      const steps = [...new Set(retreatOptions(s, hex(1, 11), 2).map((o) => o.steps))].sort();
      expect(steps).toEqual([2, 3, 4, 5, 6]);
    });
  });

  describe('orders and moves are per unit kind under one card', () => {
    it('[rulebook p.7 Move Units] one card orders infantry, armor and artillery: each gets its own allowance', () => {
      const s = ordered([A(4, 4, 'infantry'), A(4, 12, 'armor'), A(4, 20, 'artillery')]);
      expect(legalMoves(s, 0).length).toBe(18);
      expect(legalMoves(s, 1).length).toBe(36);
      expect(legalMoves(s, 2).length).toBe(6);
      const r = applyAction(s, { type: 'move', unit: 0, to: hex(1, 5) });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('not-allowed');
    });
  });
});

describe('unit kind table: one object shape (engine speed)', () => {
  it('[engine: speed, docs/benchmarks.md] every kind entry has every field of the definition, in one order', async () => {
    const { UNIT_KINDS } = await import('../../src/engine/units');
    const shapes = new Set(Object.values(UNIT_KINDS).map((k) => Object.keys(k).join(',')));
    expect(shapes.size).toBe(1);
    // The optional abilities are present as undefined, not missing, and the standard kinds have none set.
    expect(Object.keys(UNIT_KINDS.infantry)).toContain('ordersOneMore');
    expect(UNIT_KINDS.infantry.ordersOneMore).toBeUndefined();
    expect(UNIT_KINDS['command-car'].ordersOneMore).toBe(true);
  });
});
