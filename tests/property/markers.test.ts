/**
 * Drawn markers carry no rule (rules-decisions C27): random games of a development battle with battle stars and plain
 * markers laid on it, among and under its units, play exactly as the same battle without them
 * (tests/support/marker-rules.ts); the checker is shown to catch a planted fault. No development battle with stars
 * imports yet (each needs something else the engine lacks), so the stars are laid on one that does.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importM44 } from '../../src/scenario/m44';
import type { Scenario } from '../../src/scenario/types';
import { playWithMarkers, withoutMarkers } from '../support/marker-rules';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** 12496 Battle of Kalatch with battle stars on four hexes (two under units) and a plain marker, laid as tags. */
function starredKalatch(): Scenario {
  const m = JSON.parse(readFileSync(new URL('../fixtures/expansion-scenarios/12496-BattleOfKalatch.m44.json', import.meta.url), 'utf8')) as Json;
  const hexes = m.board.hexagons as Json[];
  const withUnit = hexes.filter((h) => h.unit).slice(0, 2);
  const empty = [
    { row: 4, col: 12 },
    { row: 4, col: 8 },
    { row: 5, col: 15 },
  ];
  for (const h of withUnit) h.tags = [...(h.tags ?? []), { name: 'tag1' }];
  for (const [i, at] of empty.entries()) {
    const h = hexes.find((x) => x.row === at.row && x.col === at.col) ?? (hexes.push({ ...at }), hexes[hexes.length - 1]!);
    h.tags = [...(h.tags ?? []), { name: i === 2 ? 'tag2' : 'tag1' }];
  }
  const r = importM44(m);
  if (!r.ok) throw new Error('Kalatch with stars was refused');
  return r.scenario;
}

describe('drawn markers in random play', () => {
  const sc = starredKalatch();

  it('[rules-decisions C27; FAQ §XII Manado l.4372] battle stars and plain markers change nothing in play: each game is the same game without them', () => {
    expect(sc.board.hexes.filter((h) => h.marker).map((h) => h.marker).sort()).toEqual(['battle-star', 'battle-star', 'battle-star', 'battle-star', 'token']);
    let seen = 0;
    for (const seed of ['m1', 'm2', 'm3']) {
      const r = playWithMarkers(sc, seed);
      expect(r.faults).toEqual([]);
      seen += r.seen;
    }
    // Units stood on marked hexes: the markers were in play.
    expect(seen).toBeGreaterThan(0);
  });

  it('[planted fault] a battle that reads a marker (a marked hex played as a forest) is caught', () => {
    const plain = withoutMarkers(sc);
    const starred = sc.board.hexes.find((h) => h.marker && h.unit)!;
    const planted: Scenario = {
      ...plain,
      board: { ...plain.board, hexes: plain.board.hexes.map((h) => (h.row === starred.row && h.col === starred.col ? { ...h, terrain: h.terrain === 'forest' ? 'town' : 'forest' } : h)) },
    };
    const faults = ['m1', 'm2', 'm3'].flatMap((seed) => playWithMarkers(sc, seed, 600, planted).faults);
    expect(faults.length).toBeGreaterThan(0);
    expect(faults[0]).toMatch(/differs? from the same battle without markers/);
  });
});
