/**
 * The Terrain Pack's landmarks with fixed effects (content issue, scope 2 "landmarks", "prison camps"), checked on
 * small positions through the public API. Source: the house-rules file's Appendix 2 "Landmarks"
 * (001_4eb4b47ccfc682fb.txt l.549-603; its Terrain Pack chapters are rules: ../shared/rules/README.md). Calls:
 * docs/rules-decisions.md C100 (names, power plant, prison camp) and C101 (when a radar station falls).
 */
import { describe, expect, it } from 'vitest';
import { battleDice, legalActions, lineOfSight, newGame } from '../../src/engine';
import type { GameState } from '../../src/engine';
import { importM44 } from '../../src/scenario/m44';
import { A, T, X, act, battleStep, canBattle, corridor, hex, idAt, ignoresFlag, mini, movesAt, ordered } from './helpers';

const terrainOf = (s: GameState, row: number, col: number): string | undefined =>
  s.board.cells[row * s.board.geometry.cols + col]?.terrain;

describe('20. Expansion terrain: landmarks', () => {
  describe.each([
    ['barracks', 'l.577-580'],
    ['lighthouse', 'l.593-597'],
    ['power-plant', 'l.573; decision C100 (a factory complex, l.588-592)'],
  ] as const)('%s', (kind, where) => {
    it(`[house rules App. 2 Landmarks, ${where}] a unit entering stops and may not battle that turn`, () => {
      const s = ordered(corridor(A(6, 8, 'infantry'), T(6, 10, kind), X(5, 11)));
      expect(movesAt(s, 6, 8)).toEqual(['6,10', '6,4', '6,6'].sort());
      const moved = act(s, { type: 'move', unit: idAt(s, 6, 8), to: hex(6, 10) }).state;
      expect(canBattle(battleStep(moved), 6, 10)).toBe(false);
    });

    it(`[house rules App. 2 Landmarks, ${where}] infantry roll 1 die fewer and armor 2 against a unit on it, artillery in full; armor on it rolls 2 fewer; it blocks sight`, () => {
      const s = ordered([A(6, 12, 'infantry'), A(6, 16, 'armor'), A(8, 12, 'artillery'), X(5, 13, 'infantry', { terrain: kind })]);
      expect([battleDice(s, hex(6, 12), hex(5, 13)), battleDice(s, hex(6, 16), hex(5, 13)), battleDice(s, hex(8, 12), hex(5, 13))]).toEqual([2, 1, 2]);
      const out = ordered([A(6, 12, 'armor', { terrain: kind }), X(5, 13)]);
      expect(battleDice(out, hex(6, 12), hex(5, 13))).toBe(1);
      const sight = ordered([A(6, 12, 'infantry'), T(5, 13, kind), X(4, 14)]);
      expect(lineOfSight(sight, hex(6, 12), hex(4, 14))).toBe(false);
    });
  });

  describe.each([
    ['supply-depot', 'house rules App. 2 Supply Depot, l.575-576'],
    ['prison-camp', 'house rules App. 2 Prison Camp, l.574; FAQ §II Prison Camps (heading only); decision C100'],
  ] as const)('%s', (kind, where) => {
    it(`[${where}] no movement or battle restriction; it blocks sight`, () => {
      const s = ordered(corridor(A(6, 8, 'infantry'), T(6, 10, kind), X(4, 14)));
      expect(movesAt(s, 6, 8)).toContain('6,12');
      const moved = act(s, { type: 'move', unit: idAt(s, 6, 8), to: hex(6, 10) }).state;
      const dice = ordered([A(6, 12, 'infantry'), X(5, 13, 'infantry', { terrain: kind })]);
      expect(battleDice(dice, hex(6, 12), hex(5, 13))).toBe(3);
      expect(terrainOf(moved, 6, 10)).toBe(kind);
      const sight = ordered([A(6, 12, 'infantry'), T(5, 13, kind), X(4, 14)]);
      expect(lineOfSight(sight, hex(6, 12), hex(4, 14))).toBe(false);
    });
  });

  describe('radar station', () => {
    it('[house rules App. 2 Radar Station, l.598-599] a unit entering stops there but may battle that turn', () => {
      const s = ordered(corridor(A(6, 8, 'infantry'), T(6, 10, 'radar-station'), X(5, 11)));
      expect(movesAt(s, 6, 8)).toEqual(['6,10', '6,4', '6,6'].sort());
      const moved = act(s, { type: 'move', unit: idAt(s, 6, 8), to: hex(6, 10) }).state;
      expect(canBattle(battleStep(moved), 6, 10)).toBe(true);
    });

    it('[house rules App. 2 Radar Station, l.599-601] infantry and armor roll 1 die fewer against a unit on it, artillery in full; the unit may ignore the first flag; it blocks sight', () => {
      const s = ordered([A(6, 12, 'infantry'), A(6, 16, 'armor'), A(8, 12, 'artillery'), X(5, 13, 'infantry', { terrain: 'radar-station' })]);
      expect([battleDice(s, hex(6, 12), hex(5, 13)), battleDice(s, hex(6, 16), hex(5, 13)), battleDice(s, hex(8, 12), hex(5, 13))]).toEqual([2, 2, 2]);
      expect(ignoresFlag(s, 5, 13)).toBe(true);
      const sight = ordered([A(6, 12, 'infantry'), T(5, 13, 'radar-station'), X(4, 14)]);
      expect(lineOfSight(sight, hex(6, 12), hex(4, 14))).toBe(false);
    });

    it('[house rules App. 2 Radar Station, l.601 "Armour and Artillery fire will destroy a Radar Station and reduce it to City Ruins"] armor fire leaves city ruins; infantry fire does not', () => {
      const s = battleStep(ordered([A(6, 12, 'infantry'), A(6, 16, 'armor'), X(5, 13, 'infantry', { terrain: 'radar-station' }), X(5, 15, 'infantry', { terrain: 'radar-station' })]));
      const inf = act(s, { type: 'battle', unit: idAt(s, 6, 12), target: hex(5, 13) }, ['grenade', 'grenade']);
      expect(terrainOf(inf.state, 5, 13)).toBe('radar-station');
      const arm = act(inf.state, { type: 'battle', unit: idAt(inf.state, 6, 16), target: hex(5, 15) }, ['grenade', 'grenade']);
      expect(terrainOf(arm.state, 5, 15)).toBe('city-ruins');
      expect(arm.events).toContainEqual({ type: 'landmarkRuined', at: hex(5, 15), was: 'radar-station' });
      // The board the battle's other games share is untouched: a new game still has its station.
      expect(terrainOf(s, 5, 15)).toBe('radar-station');
    });

    it('[house rules App. 2 Radar Station, l.600-601; decision C101] artillery fire destroys it too, and only once the battle is settled: the unit on it may still ignore the first flag', () => {
      const s = battleStep(ordered([A(8, 12, 'artillery'), X(5, 13, 'infantry', { terrain: 'radar-station' })]));
      const fired = act(s, { type: 'battle', unit: idAt(s, 8, 12), target: hex(5, 13) }, ['flag', 'grenade']).state;
      // The retreat is the Axis' to choose: the station still stands and still lets them hold.
      expect(terrainOf(fired, 5, 13)).toBe('radar-station');
      const choices = legalActions(fired);
      expect(choices.some((a) => a.type === 'retreat' && a.ignore)).toBe(true);
      const held = act(fired, choices.find((a) => a.type === 'retreat' && a.ignore)!);
      expect(terrainOf(held.state, 5, 13)).toBe('city-ruins');
      expect(held.events.map((e) => e.type)).toEqual(expect.arrayContaining(['flagIgnored', 'landmarkRuined']));
    });

    it('[decision C101] a unit destroyed on the station: the station falls at once', () => {
      // Two-figure artillery on the station, two grenades from the armor's two dice: eliminated, no retreat to wait for.
      const s = battleStep(ordered([A(6, 16, 'armor'), X(5, 15, 'artillery', { terrain: 'radar-station' }), X(0, 2)]));
      const r = act(s, { type: 'battle', unit: idAt(s, 6, 16), target: hex(5, 15) }, ['grenade', 'grenade']);
      expect(r.events.map((e) => e.type)).toEqual(expect.arrayContaining(['eliminated', 'landmarkRuined']));
      expect(terrainOf(r.state, 5, 15)).toBe('city-ruins');
    });
  });

  it.each([
    ['barracks', 'barracks'],
    ['lighthouse', 'lighthouse'],
    ['radar', 'radar-station'],
    ['depot', 'supply-depot'],
    ['powerplant', 'power-plant'],
    ['prisoncamp', 'prison-camp'],
  ])('[import: %s; decision C100] is read as %s', (name, kind) => {
    const r = importM44({
      board: { type: 'STANDARD', face: 'COUNTRY', hexagons: [{ row: 4, col: 12, terrain: { name } }, { row: 8, col: 2, unit: { name: 'infus' } }, { row: 0, col: 2, unit: { name: 'infger' } }] },
      game_info: { starting: 'PLAYER2', side_player1: 'AXIS', side_player2: 'ALLIES', victory_player1: 4, victory_player2: 4, cards_player1: 4, cards_player2: 4 },
      text: { en: { name: 'One hex' } },
    });
    expect(r.ok && r.scenario.board.hexes.find((h) => h.row === 4 && h.col === 12)?.terrain).toBe(kind);
  });

  it('[decision C101] a battle with no landmark keeps the board object its games share (nothing copied)', () => {
    const sc = mini({ hexes: [A(6, 16, 'armor'), X(5, 15, 'infantry', { terrain: 'town' })] });
    const g = newGame(sc, { seed: 3 });
    expect(newGame(sc, { seed: 4 }).board).toBe(g.board);
  });
});
