/**
 * Trains in `.m44` files (issue 17, helper "trains"): the pieces `loco` and `wagon` read into one train unit
 * (src/scenario/m44Trains.ts; FAQ §IV Trains/Supply Trains l.2340-2398, Armored Trains l.2400-2416, River Bug Q
 * l.4555-4575; decisions C236-C240).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import { importM44, type M44ImportResult } from '../../src/scenario/m44';
import { describeProblems } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const read = (name: string): Json => JSON.parse(readFileSync(new URL(`../fixtures/expansion-scenarios/${name}`, import.meta.url), 'utf8')) as Json;

function imported(input: unknown): Extract<M44ImportResult, { ok: true }> {
  const r = importM44(input);
  if (!r.ok) throw new Error(`refused:\n${r.unsupported.join('\n')}\n${describeProblems(r.problems)}`);
  return r;
}

/** A small battle with a track on row 6 and the given hexes. */
function battle(hexes: Json[], options: Json = {}): Json {
  return {
    meta_data: { scenario_id: '7' },
    game_info: {
      starting: 'PLAYER1', side_player1: 'AXIS', side_player2: 'ALLIES', country_player1: 'DE', country_player2: 'RU',
      cards_player1: 4, cards_player2: 4, victory_player1: 4, victory_player2: 4, options,
    },
    board: {
      type: 'STANDARD',
      face: 'COUNTRY',
      hexagons: [
        { row: 0, col: 0, unit: { name: 'infger' } },
        { row: 8, col: 8, unit: { name: 'infru' } },
        ...hexes,
      ],
    },
    text: { en: { name: 'Train Test' } },
  };
}
const rail = (row: number, col: number, piece?: string, unit?: string): Json => ({
  row,
  col,
  terrain: { name: 'rail', orientation: 1 },
  ...(piece ? { rect_terrain: { name: piece, orientation: 1 } } : {}),
  ...(unit ? { unit: { name: unit } } : {}),
});

describe('importM44: trains', () => {
  it('[FAQ River Bug Q1, l.4555-4557 "The Russians control the Train ... each loaded with one Russian Infantry unit"; C236-C237] 1311 Bug River imports: a Russian supply train, engine at 6,22 and wagon at 6,24, an infantry unit on each', () => {
    // OPTIONS.md: 1311 is played with supply_train_rules (the file itself carries no options).
    const m = read('1311-BugRiver.m44.json');
    m.game_info.options = { supply_train_rules: 'yes' };
    const r = imported(m);
    const trains = r.scenario.board.hexes.filter((h) => h.unit?.kind === 'train');
    expect(trains.map((h) => [h.row, h.col, h.terrain, h.unit])).toEqual([
      [6, 22, 'railroad', { side: 'allies', kind: 'train', wagon: { row: 6, col: 24 }, cargo: [{ kind: 'infantry', on: 'loco' }, { kind: 'infantry', on: 'wagon' }] }],
    ]);
    expect(r.notApplied.filter((n) => n.kind === 'option')).toEqual([]);
    const s = newGame(r.scenario, { seed: 1 });
    const t = s.units.find((u) => u.kind === 'train')!;
    expect(t).toMatchObject({ figures: 4, wagon: { row: 6, col: 24 } });
  });

  it('[rect_terrain loco, wagon; C238] the pieces pair into a train of the side whose half it lies in; without supply_train_rules it carries nothing', () => {
    const r = imported(battle([rail(2, 10, 'loco'), rail(2, 12, 'wagon')]));
    const h = r.scenario.board.hexes.find((x) => x.unit?.kind === 'train')!;
    expect(h.unit).toEqual({ side: 'axis', kind: 'train', wagon: { row: 2, col: 12 } });
    expect(r.scenario.board.hexes.find((x) => x.row === 2 && x.col === 12)?.unit).toBeUndefined();
  });

  it('[FAQ §IV Armored Trains l.2404 "carries one Artillery piece on its Wagon"; C239] artillery on the wagon makes an armored train; infantry on a piece rides it', () => {
    const r = imported(battle([rail(6, 10, 'loco', 'infru'), rail(6, 8, 'wagon', 'gunru')]));
    const h = r.scenario.board.hexes.find((x) => x.unit?.kind === 'armored-train')!;
    expect(h.unit).toMatchObject({ side: 'allies', kind: 'armored-train', wagon: { row: 6, col: 8 }, cargo: [{ kind: 'infantry', on: 'loco' }] });
  });

  it('[C240] a locomotive with no wagon next to it, or a lone wagon, is refused', () => {
    const r = importM44(battle([rail(6, 10, 'loco'), rail(6, 20, 'wagon')]));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.unsupported.join('\n')).toMatch(/locomotive with no wagon/);
    expect(r.unsupported.join('\n')).toMatch(/wagon with no locomotive/);
  });
});
