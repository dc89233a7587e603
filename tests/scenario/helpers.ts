import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Problem } from '../../src/scenario/problem';
import type { Scenario } from '../../src/scenario/types';

/** A small valid scenario; tests copy it and break one thing at a time. */
export function minimal(): Scenario {
  return {
    format: 1,
    id: 'test-battle',
    name: 'Test Battle',
    board: {
      kind: 'standard',
      face: 'country',
      hexes: [
        { row: 0, col: 0, unit: { side: 'axis', kind: 'infantry' } },
        { row: 2, col: 4, terrain: 'river', bridge: true },
        { row: 3, col: 5, terrain: 'river' },
        { row: 4, col: 12, terrain: 'town' },
        { row: 8, col: 24, unit: { side: 'allies', kind: 'armor' } },
      ],
    },
    sides: {
      axis: { cards: 4, medalsToWin: 4, edge: 'top' },
      allies: { cards: 5, medalsToWin: 4, edge: 'bottom' },
    },
    first: 'allies',
    objectives: [{ id: 'town', side: 'allies', hexes: [{ row: 4, col: 12 }] }],
  };
}

/** A deep copy as a plain JSON value, free to be broken by a test. */
export function plain(x: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(x)) as Record<string, unknown>;
}

export function fixture(file: string): unknown {
  return JSON.parse(readFileSync(fileURLToPath(new URL(`./fixtures/${file}`, import.meta.url)), 'utf8'));
}

export function repoFile(path: string): string {
  return readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8');
}

export function describeProblems(problems: Problem[]): string {
  return problems.map((p) => `${p.path}: ${p.message}`).join('\n');
}

/** A value nested `depth` levels deep: [[[...]]] or {item: {item: ...}}. */
export function nested(depth: number, kind: 'array' | 'item'): unknown {
  let x: unknown = kind === 'array' ? [] : {};
  for (let i = 0; i < depth; i++) x = kind === 'array' ? [x] : { item: x };
  return x;
}

export const FIFTY_MB = 50 * 1024 * 1024;

type M44Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A small `.m44` battle with `unit` on (3,9) besides an infantry unit of each side (the armies' importer tests). */
export function m44WithUnit(unit: M44Json, name: string): M44Json {
  return {
    game_info: { side_player1: 'AXIS', side_player2: 'ALLIES', cards_player1: 4, cards_player2: 4, victory_player1: 4, victory_player2: 4, starting: 'PLAYER1' },
    board: {
      type: 'STANDARD',
      face: 'COUNTRY',
      hexagons: [
        { row: 0, col: 0, unit: { name: 'infger' } },
        { row: 8, col: 24, unit: { name: 'infus' } },
        { row: 3, col: 9, unit },
      ],
    },
    text: { en: { name } },
  };
}
