import { describe, expect, it } from 'vitest';
import { REFERENCE_BATTLES } from '../../scripts/import-reference';
import { hexKey } from '../../src/engine/hex';
import { BUILTIN_SCENARIOS, getBuiltinScenario, loadBuiltin } from '../../src/scenario/builtin';
import { importM44 } from '../../src/scenario/m44';
import { formatScenarioJson } from '../../src/scenario/serialize';
import type { Scenario } from '../../src/scenario/types';
import { unitFigures, validateScenario } from '../../src/scenario/validate';
import { describeProblems, fixture, repoFile } from './helpers';

/** What NOTES.md states about a battle, in numbers. */
interface Pinned {
  units: Record<string, number>;
  figures: { axis: number; allies: number };
  terrain: Record<string, number>;
  obstacles: Record<string, number>;
  bunkers: string[];
  bridges: string[];
  objectives: string[];
  cards: { axis: number; allies: number };
  medalsToWin: { axis: number; allies: number };
  first: 'axis' | 'allies';
  edges: { axis: 'top' | 'bottom'; allies: 'top' | 'bottom' };
}

function count(into: Record<string, number>, key: string): void {
  into[key] = (into[key] ?? 0) + 1;
}

function summary(s: Scenario): Pinned {
  const out: Pinned = {
    units: {},
    figures: { axis: 0, allies: 0 },
    terrain: {},
    obstacles: {},
    bunkers: [],
    bridges: [],
    objectives: [],
    cards: { axis: s.sides.axis.cards, allies: s.sides.allies.cards },
    medalsToWin: { axis: s.sides.axis.medalsToWin, allies: s.sides.allies.medalsToWin },
    first: s.first,
    edges: { axis: s.sides.axis.edge, allies: s.sides.allies.edge },
  };
  for (const h of s.board.hexes) {
    if (h.terrain) count(out.terrain, h.terrain);
    if (h.obstacle) count(out.obstacles, h.obstacle);
    if (h.bunker) out.bunkers.push(`${h.bunker} ${hexKey(h)}`);
    if (h.bridge) out.bridges.push(hexKey(h));
    if (h.unit) {
      const u = h.unit;
      count(out.units, `${u.side} ${u.kind}${u.badge ? `+${u.badge}` : ''}${u.medals ? ` worth ${u.medals}` : ''}`);
      out.figures[u.side] += unitFigures(u);
    }
  }
  for (const o of s.objectives ?? []) {
    out.objectives.push(`${o.side} ${o.hexes.map(hexKey).join(' ')} hold ${o.hold ?? 1} x${o.medals ?? 1} ${o.permanent ? 'permanent' : 'temporary'}`);
  }
  return out;
}

/** Counts from NOTES.md (and VOCAB.md's beach/ocean layout), pinned here so any drift fails. */
const PINNED: Record<string, Pinned> = {
  'sword-beach': {
    // AXIS (8): gunger x1, infger x6, tankger x1. ALLIES (12): inf2us+badge1 x3, infus x6, tankus x3.
    units: {
      'axis artillery': 1,
      'axis infantry': 6,
      'axis armor': 1,
      'allies special-forces+badge1': 3,
      'allies infantry': 6,
      'allies armor': 3,
    },
    figures: { axis: 2 + 6 * 4 + 3, allies: 3 * 4 + 6 * 4 + 3 * 3 },
    // buildings x3, woods x4; implicit beach 38 hexes, ocean 25 hexes.
    terrain: { town: 3, forest: 4, beach: 38, ocean: 25 },
    obstacles: { hedgehog: 7, wire: 10 },
    bunkers: ['axis 2,12', 'axis 3,5', 'axis 3,17'],
    bridges: [],
    objectives: ['allies 0,2 hold 1 x1 temporary', 'allies 0,10 hold 1 x1 temporary', 'allies 0,24 hold 1 x1 temporary'],
    cards: { axis: 4, allies: 5 },
    medalsToWin: { axis: 5, allies: 5 },
    first: 'allies',
    edges: { axis: 'top', allies: 'bottom' },
  },
  'operation-cobra': {
    // AXIS (9): infger x7, tank2ger+badge4 x1, tankger x1. ALLIES (14): infus x10, tankus x4.
    units: {
      'axis infantry': 7,
      'axis elite-armor+badge4': 1,
      'axis armor': 1,
      'allies infantry': 10,
      'allies armor': 4,
    },
    figures: { axis: 7 * 4 + 4 + 3, allies: 10 * 4 + 4 * 3 },
    // buildings x5, curve x1, hedgerow x12, river x5, woods x9; bridge x1.
    terrain: { town: 5, river: 6, hedgerow: 12, forest: 9 },
    obstacles: {},
    bunkers: [],
    bridges: ['7,1'],
    objectives: ['allies 0,20 hold 1 x1 temporary', 'allies 1,9 hold 1 x1 temporary'],
    cards: { axis: 4, allies: 5 },
    medalsToWin: { axis: 5, allies: 5 },
    first: 'allies',
    edges: { axis: 'top', allies: 'bottom' },
  },
  arracourt: {
    // AXIS (14): infger x6, tankger x8. ALLIES (14): gunus x3, infus x5, tankus x6.
    units: {
      'axis infantry': 6,
      'axis armor': 8,
      'allies artillery': 3,
      'allies infantry': 5,
      'allies armor': 6,
    },
    figures: { axis: 6 * 4 + 8 * 3, allies: 3 * 2 + 5 * 4 + 6 * 3 },
    // buildings x6, curve x1, hills x9, sand x1, bridge x1, river x3, woods x12.
    terrain: { town: 6, river: 4, hill: 9, forest: 12 },
    obstacles: { sandbags: 1 },
    bunkers: [],
    bridges: ['0,20'],
    objectives: [],
    cards: { axis: 4, allies: 6 },
    medalsToWin: { axis: 6, allies: 6 },
    first: 'axis',
    edges: { axis: 'top', allies: 'bottom' },
  },
};

function withoutBriefing(s: Scenario): Scenario {
  const { briefing: _briefing, ...rest } = s;
  return rest;
}

describe('built-in battles', () => {
  it('are the three expected battles, in order', () => {
    expect(REFERENCE_BATTLES.map((b) => b.id)).toEqual(['sword-beach', 'operation-cobra', 'arracourt']);
    expect(BUILTIN_SCENARIOS.map((s) => [s.id, s.name])).toEqual([
      ['sword-beach', 'Sword Beach'],
      ['operation-cobra', 'Operation Cobra'],
      ['arracourt', 'Arracourt'],
    ]);
    expect(getBuiltinScenario('arracourt')).toBe(BUILTIN_SCENARIOS[2]);
    expect(getBuiltinScenario('omaha-beach')).toBeUndefined();
  });

  it('loadBuiltin throws with every problem of a broken file', () => {
    const broken = { ...JSON.parse(repoFile('scenarios/arracourt.json')), first: 'nobody', format: 3 };
    expect(() => loadBuiltin('arracourt.json', broken)).toThrow(
      /scenarios\/arracourt\.json is invalid:\n {2}format: format version 3 is not supported.*\n {2}first: unknown first side "nobody"/s,
    );
  });

  describe.each(REFERENCE_BATTLES)('$name', (battle) => {
    const text = repoFile(`scenarios/${battle.id}.json`);
    const file: unknown = JSON.parse(text);

    it('validates, and the built-in copy is that file', () => {
      const r = validateScenario(file);
      expect(r.ok ? 'ok' : describeProblems(r.problems)).toBe('ok');
      expect(getBuiltinScenario(battle.id)).toEqual(file);
    });

    it('is written in the canonical layout (2 spaces, one hex per line)', () => {
      const r = validateScenario(file);
      if (!r.ok) throw new Error(describeProblems(r.problems));
      expect(formatScenarioJson(r.scenario)).toBe(text);
      const hexLines = text.split('\n').filter((l) => /^ {6}\{ "row": \d+, "col": \d+/.test(l));
      expect(hexLines).toHaveLength(r.scenario.board.hexes.length);
    });

    it('has the layout of its reference file (board, units, objectives, sides)', () => {
      const imported = importM44(fixture(battle.file), { id: battle.id, name: battle.name, nations: battle.nations ?? {} });
      if (!imported.ok) throw new Error(`${imported.unsupported.join('\n')}\n${describeProblems(imported.problems)}`);
      expect(imported.scenario).toEqual(withoutBriefing(file as Scenario));
    });

    it('matches the counts of NOTES.md', () => {
      expect(summary(file as Scenario)).toEqual(PINNED[battle.id]);
    });

    it('has a briefing of our own that agrees with the data', () => {
      const s = file as Scenario;
      expect(s.briefing).toEqual(battle.briefing);
      const sentences = s.briefing?.history.split(/(?<=\.)\s+/) ?? [];
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
      const notes = s.briefing?.notes.join('\n') ?? '';
      expect(notes).toContain(`Axis: top edge, ${s.sides.axis.cards} command cards.`);
      expect(notes).toContain(`bottom edge, ${s.sides.allies.cards} command cards.`);
      expect(notes).toContain(`collect ${s.sides.axis.medalsToWin} medals wins`);
      expect(s.sides.axis.medalsToWin).toBe(s.sides.allies.medalsToWin);
      expect(notes).toContain(s.first === 'axis' ? 'The Axis moves first.' : 'The Allies move first.');
    });
  });
});
