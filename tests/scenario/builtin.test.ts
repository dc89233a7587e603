import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtinSummaryText } from '../../scripts/builtin-summary';
import BUILTIN_SUMMARY from '../../src/scenario/builtin-summary.json';
import { summarizeBattle } from '../../src/scenario/summary';
import { REFERENCE_BATTLES, REFERENCE_PATCHES, importReference } from '../../scripts/import-reference';
import { hexKey } from '../../src/engine/hex';
import { BUILTIN_SCENARIOS, getBuiltinScenario, loadBuiltin } from '../../src/scenario/builtin';
import type { M44ImportResult } from '../../src/scenario/m44';
import { formatScenarioJson } from '../../src/scenario/serialize';
import type { Scenario } from '../../src/scenario/types';
import { DEFAULT_FIGURES, unitFigures, validateScenario } from '../../src/scenario/validate';
import { describeProblems, fixture, repoFile } from './helpers';

/** What NOTES.md states about a battle, in numbers. */
interface Pinned {
  dates: string;
  /** `<side> <kind>[/<figures> when not the default][+badge][ worth N]`: how many units. */
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
  /** The special rules as data: impassable and fire-blocking hexes, hex sides, spans, sudden death, deck, airdrop, draws, playAs. */
  special: string[];
}

function count(into: Record<string, number>, key: string): void {
  into[key] = (into[key] ?? 0) + 1;
}

const hexes = (list: readonly { row: number; col: number }[]) => list.map(hexKey).join(' ');

function summary(s: Scenario): Pinned {
  const out: Pinned = {
    dates: s.dates ? `${s.dates.begin}..${s.dates.end}` : '',
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
    special: [],
  };
  const impassable: string[] = [];
  const blocksFire = new Map<string, string[]>();
  for (const h of s.board.hexes) {
    if (h.terrain) count(out.terrain, h.terrain);
    if (h.obstacle) count(out.obstacles, h.obstacle);
    if (h.bunker) out.bunkers.push(`${h.bunker} ${hexKey(h)}`);
    if (h.bridge) out.bridges.push(hexKey(h));
    if (h.impassable) impassable.push(hexKey(h));
    if (h.blocksFire) blocksFire.set(h.blocksFire.join(','), [...(blocksFire.get(h.blocksFire.join(',')) ?? []), hexKey(h)]);
    if (h.unit) {
      const u = h.unit;
      const figures = u.figures !== undefined && u.figures !== DEFAULT_FIGURES[u.kind] ? `/${u.figures}` : '';
      count(out.units, `${u.side} ${u.kind}${figures}${u.badge ? `+${u.badge}` : ''}${u.medals ? ` worth ${u.medals}` : ''}`);
      out.figures[u.side] += unitFigures(u);
    }
  }
  for (const o of s.objectives ?? []) {
    out.objectives.push(`${o.side} ${hexes(o.hexes)} hold ${o.hold ?? 1} x${o.medals ?? 1} ${o.permanent ? 'permanent' : 'temporary'}`);
  }
  if (impassable.length) out.special.push(`impassable ${impassable.join(' ')}`);
  for (const [classes, list] of blocksFire) out.special.push(`blocksFire ${classes}: ${list.join(' ')}`);
  for (const side of s.board.sides ?? []) {
    out.special.push(`side ${hexKey(side.a)}|${hexKey(side.b)}${side.impassable ? ' impassable' : ''}${side.blocksSight ? ' blocksSight' : ''}`);
  }
  for (const span of s.board.spans ?? []) {
    out.special.push(`span ${hexes(span.hexes)} exits ${span.exits.map((e) => `${hexKey(e.span)}>${hexKey(e.land)}`).join(' ')}`);
  }
  for (const sd of s.suddenDeath ?? []) out.special.push(`suddenDeath ${sd.side} ${sd.hold ?? 1} of ${hexes(sd.hexes)}`);
  if (s.deck) out.special.push(`deck reshuffle ${s.deck.reshuffle ?? true}${s.deck.emptyWinner ? `, empty: ${s.deck.emptyWinner} wins` : ''}`);
  if (s.airdrop) {
    const a = s.airdrop;
    out.special.push(`airdrop ${a.side} ${a.units} ${a.unit.kind} within ${a.radius} of ${hexKey(a.centre)}`);
  }
  for (const side of ['axis', 'allies'] as const) {
    const d = s.sides[side].extraDraws;
    if (d) out.special.push(`${side} draws ${d.cards} more for ${d.turns} turns`);
    for (const p of s.sides[side].playAs ?? []) {
      out.special.push(`${side} plays ${p.cards.join(',')} as ${p.as}${p.holding ? ` holding ${hexes(p.holding)}` : ''}`);
    }
  }
  return out;
}

const EDGES = { axis: 'top', allies: 'bottom' } as const;
const row = (r: number, cols: number[]) => cols.map((c) => `${r},${c}`);

/**
 * Counts from NOTES.md (and VOCAB.md's beach/ocean layout), pinned here so any drift fails. Where our file follows
 * the FAQ or the base editor file (REFERENCE_PATCHES), the pinned value is the base-game one and says so.
 */
const PINNED: Record<string, Pinned> = {
  'pegasus-bridge': {
    dates: '1944-06-06..1944-06-06',
    // AXIS (6): infger x6. ALLIES (9): infus x9.
    units: { 'axis infantry': 6, 'allies infantry': 9 },
    figures: { axis: 24, allies: 36 },
    // buildings x4, curve x6, river x14, woods x9; sand x1, wire x4; bridge x2.
    terrain: { town: 4, river: 20, forest: 9 },
    obstacles: { sandbags: 1, wire: 4 },
    bunkers: [],
    bridges: ['2,6', '5,21'],
    objectives: ['allies 2,6 hold 1 x1 temporary', 'allies 5,21 hold 1 x1 temporary'],
    cards: { axis: 2, allies: 6 },
    medalsToWin: { axis: 4, allies: 4 },
    first: 'allies',
    edges: EDGES,
    special: ['axis draws 1 more for 2 turns'],
  },
  'sainte-mere-eglise': {
    dates: '1944-06-06..1944-06-06',
    // AXIS (10): infger x9, tankger x1. ALLIES (6): infus x6.
    units: { 'axis infantry': 9, 'axis armor': 1, 'allies infantry': 6 },
    figures: { axis: 9 * 4 + 3, allies: 24 },
    // buildings x5, church x1 (a town in the base game), hedgerow x3, hills x1, sand x1, woods x16.
    terrain: { town: 6, hedgerow: 3, hill: 1, forest: 16 },
    obstacles: { sandbags: 1 },
    bunkers: [],
    bridges: [],
    objectives: [],
    cards: { axis: 4, allies: 5 },
    medalsToWin: { axis: 4, allies: 4 },
    first: 'allies',
    edges: EDGES,
    // options.airdrop: side ALLIES, nbr_units 4, range 4, unit infus, center G5 = (4,12).
    special: ['airdrop allies 4 infantry within 4 of 4,12'],
  },
  'sword-beach': {
    dates: '1944-06-06..1944-06-06',
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
    edges: EDGES,
    special: [],
  },
  'pointe-du-hoc': {
    dates: '1944-06-06..1944-06-06',
    // AXIS (6): gunger x1, infger x5. ALLIES (9): inf2us+badge2 x9.
    units: { 'axis artillery': 1, 'axis infantry': 5, 'allies special-forces+badge2': 9 },
    figures: { axis: 2 + 5 * 4, allies: 9 * 4 },
    // hills[CLIFF] x15 + hills[HILL] x1 (all plain hills in the base version), woods x2; beach 22, ocean 25.
    terrain: { hill: 16, forest: 2, beach: 22, ocean: 25 },
    obstacles: { sandbags: 2, wire: 7 },
    bunkers: ['axis 2,4', 'axis 2,14', 'axis 3,23', 'axis 6,20'],
    bridges: [],
    objectives: ['allies 0,18 hold 1 x1 permanent', 'allies 0,20 hold 1 x1 permanent'],
    cards: { axis: 4, allies: 6 },
    medalsToWin: { axis: 4, allies: 4 },
    first: 'allies',
    edges: EDGES,
    special: [],
  },
  'mont-mouchet': {
    dates: '1944-06-10..1944-06-10',
    // AXIS (8): infger x6, tank2ger+badge4+GERMAN_2VICTANK x2. ALLIES (7): inf2us+FRENCH_RESISTANCE x7.
    units: { 'axis infantry': 6, 'axis elite-armor+badge4 worth 2': 2, 'allies resistance': 7 },
    figures: { axis: 6 * 4 + 2 * 4, allies: 7 * 3 },
    // buildings x5, hills x4, woods x20.
    terrain: { town: 5, hill: 4, forest: 20 },
    obstacles: {},
    bunkers: [],
    bridges: [],
    objectives: [],
    cards: { axis: 4, allies: 5 },
    medalsToWin: { axis: 4, allies: 4 },
    first: 'allies',
    edges: EDGES,
    special: [],
  },
  vassieux: {
    dates: '1944-07-21..1944-07-21',
    // AXIS (6): infger x6. ALLIES (10): inf2us+FRENCH_RESISTANCE x10.
    units: { 'axis infantry': 6, 'allies resistance': 10 },
    figures: { axis: 24, allies: 30 },
    // buildings x4, hills x7, woods x14.
    terrain: { town: 4, hill: 7, forest: 14 },
    obstacles: {},
    bunkers: [],
    bridges: [],
    objectives: [],
    cards: { axis: 4, allies: 4 },
    medalsToWin: { axis: 4, allies: 4 },
    first: 'axis',
    edges: EDGES,
    special: ['deck reshuffle false, empty: axis wins'],
  },
  'operation-cobra': {
    dates: '1944-07-25..1944-07-26',
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
    edges: EDGES,
    special: [],
  },
  'counter-attack-on-mortain': {
    dates: '1944-08-07..1944-08-11',
    // AXIS (13): inf2ger+badge4 x1, infger x6, tank2ger+badge4 x2 (one with nbr_units 4), tankger x4.
    // ALLIES (13): gunus x2, infus x9, tankus x2.
    units: {
      'axis special-forces+badge4': 1,
      'axis infantry': 6,
      'axis elite-armor+badge4': 2,
      'axis armor': 4,
      'allies artillery': 2,
      'allies infantry': 9,
      'allies armor': 2,
    },
    figures: { axis: 4 + 6 * 4 + 2 * 4 + 4 * 3, allies: 2 * 2 + 9 * 4 + 2 * 3 },
    // buildings x6, curve x2, hedgerow x8, hills x8 (plain in the base editor file), river x5, woods x7.
    terrain: { town: 6, river: 7, hedgerow: 8, hill: 8, forest: 7 },
    obstacles: { sandbags: 4 },
    bunkers: [],
    bridges: ['0,8', '3,1'],
    objectives: ['axis 8,22 hold 1 x1 temporary'],
    cards: { axis: 5, allies: 6 },
    medalsToWin: { axis: 4, allies: 4 },
    first: 'axis',
    edges: EDGES,
    // Hill 317 = options.hill317 [L5, k4] = (4,22), (5,21).
    special: ['allies plays recon-left,recon-centre,recon-right as air-power holding 4,22 5,21'],
  },
  toulon: {
    dates: '1944-08-20..1944-08-26',
    // AXIS (11): gunger x1, infger x10. ALLIES (14): inf2us+badge2 x2, infus x8, tankus x4.
    units: { 'axis artillery': 1, 'axis infantry': 10, 'allies special-forces+badge2': 2, 'allies infantry': 8, 'allies armor': 4 },
    figures: { axis: 2 + 40, allies: 8 + 32 + 12 },
    // buildings x5, hills x12, sand x5, wire x2, woods x14.
    terrain: { town: 5, hill: 12, forest: 14 },
    obstacles: { sandbags: 5, wire: 2 },
    bunkers: [],
    bridges: [],
    objectives: [],
    cards: { axis: 4, allies: 6 },
    medalsToWin: { axis: 6, allies: 6 },
    first: 'allies',
    edges: EDGES,
    // group_sudden_death: ALLIES, 3 of [G9, G7, h8, i8].
    special: ['suddenDeath allies 3 of 0,12 2,12 1,15 1,17'],
  },
  'liberation-of-paris': {
    dates: '1944-08-24..1944-08-24',
    // AXIS (8): gunger x2, infger x4, tankger x2. ALLIES (14): infus x6, tankus x8.
    units: { 'axis artillery': 2, 'axis infantry': 4, 'axis armor': 2, 'allies infantry': 6, 'allies armor': 8 },
    figures: { axis: 4 + 16 + 6, allies: 24 + 24 },
    // buildings x6, sand x6, wire x5, woods x15.
    terrain: { town: 6, forest: 15 },
    obstacles: { sandbags: 6, wire: 5 },
    bunkers: [],
    bridges: [],
    objectives: ['allies 0,4 hold 1 x1 permanent', 'allies 0,10 hold 1 x1 permanent', 'allies 0,18 hold 1 x1 permanent'],
    cards: { axis: 4, allies: 5 },
    medalsToWin: { axis: 5, allies: 5 },
    first: 'allies',
    edges: EDGES,
    special: [],
  },
  montelimar: {
    dates: '1944-08-25..1944-08-25',
    // AXIS (14): gunger x1, inf2ger+badge4 x3, infger (3 figs) x6, tankger x4. ALLIES (13): gunus x1, infus x10, tankus x2.
    units: {
      'axis artillery': 1,
      'axis special-forces+badge4': 3,
      'axis infantry/3': 6,
      'axis armor': 4,
      'allies artillery': 1,
      'allies infantry': 10,
      'allies armor': 2,
    },
    figures: { axis: 2 + 12 + 18 + 12, allies: 2 + 40 + 6 },
    // buildings x5, curve x2, hills x10, hills[IMPASSABLE_HILL] x6, river x3, woods x9.
    terrain: { town: 5, river: 5, hill: 16, forest: 9 },
    obstacles: {},
    bunkers: [],
    bridges: [],
    objectives: [
      'allies 0,16 0,10 1,11 1,13 1,15 1,17 1,21 1,19 0,22 hold 1 x1 temporary',
      'axis 7,3 hold 1 x1 temporary',
      'axis 7,23 hold 1 x1 temporary',
    ],
    cards: { axis: 5, allies: 5 },
    medalsToWin: { axis: 6, allies: 6 },
    first: 'axis',
    edges: EDGES,
    special: ['impassable 2,20 3,19 4,18 4,20 5,19 6,20'],
  },
  'arnhem-bridge': {
    dates: '1944-09-17..1944-09-19',
    // AXIS (14): gunger x1, inf2ger+badge4 x2, infger x6, tank2ger+badge4 (4 figs) x3, tankger x2.
    // ALLIES (7): gunus x2, inf2us+badge1 x5.
    units: {
      'axis artillery': 1,
      'axis special-forces+badge4': 2,
      'axis infantry': 6,
      'axis elite-armor+badge4': 3,
      'axis armor': 2,
      'allies artillery': 2,
      'allies special-forces+badge1': 5,
    },
    figures: { axis: 2 + 8 + 24 + 12 + 6, allies: 4 + 20 },
    // buildings x9, curve x3, river x11, woods x10; the span's two land hexes (4,14), (5,13) become river.
    terrain: { town: 9, river: 16, forest: 10 },
    obstacles: { sandbags: 7 },
    bunkers: [],
    bridges: ['3,15', '4,14', '5,13'],
    objectives: [],
    cards: { axis: 6, allies: 6 },
    medalsToWin: { axis: 5, allies: 5 },
    first: 'axis',
    edges: EDGES,
    special: [
      `blocksFire infantry: ${['0,22', ...row(1, [1, 3, 5, 7, 9, 11, 21]), '2,12', '2,20', ...row(3, [13, 15, 17, 19])].join(' ')}`,
      'span 3,15 4,14 5,13 exits 3,15>2,16 5,13>6,12',
    ],
  },
  arracourt: {
    dates: '1944-09-19..1944-09-19',
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
    edges: EDGES,
    special: [],
  },
  'st-vith': {
    dates: '1944-12-20..1944-12-22',
    // AXIS (15): gunger x1, infger x10, tank2ger (4 figs) x4. ALLIES (13): infus x7, tankus x6.
    units: { 'axis artillery': 1, 'axis infantry': 10, 'axis elite-armor': 4, 'allies infantry': 7, 'allies armor': 6 },
    figures: { axis: 2 + 40 + 16, allies: 28 + 18 },
    // buildings x5, hills x14, mountain x6 (plain hills in the base version), sand x6, woods x16.
    terrain: { town: 5, hill: 20, forest: 16 },
    obstacles: { sandbags: 6 },
    bunkers: [],
    bridges: [],
    objectives: [],
    cards: { axis: 5, allies: 4 },
    medalsToWin: { axis: 6, allies: 6 },
    first: 'axis',
    edges: EDGES,
    // FAQ St. Vith: impassable only across the hill sides that face the town.
    special: [6, 8, 10, 12, 14, 16].flatMap((c) => [`side 6,${c}|7,${c - 1} impassable`, `side 6,${c}|7,${c + 1} impassable`]),
  },
  'saverne-gap': {
    // FAQ Saverne Gap: 19-21 November (the file says 19-23).
    dates: '1944-11-19..1944-11-21',
    // AXIS (9): gunger x1, infger x6, tankger x2. ALLIES (14): infus x8, tankus x6.
    units: { 'axis artillery': 1, 'axis infantry': 6, 'axis armor': 2, 'allies infantry': 8, 'allies armor': 6 },
    figures: { axis: 2 + 24 + 6, allies: 32 + 18 },
    // buildings x6, curve x5, mountain[IMPASSABLE_BLOCKING_HILL] x20, sand x2, wire x3, bridge x1, river x4, woods x7.
    terrain: { town: 6, river: 9, hill: 20, forest: 7 },
    obstacles: { sandbags: 2, wire: 3 },
    bunkers: [],
    bridges: ['1,17'],
    objectives: [],
    cards: { axis: 4, allies: 6 },
    medalsToWin: { axis: 5, allies: 5 },
    first: 'allies',
    edges: EDGES,
    special: (() => {
      const hills = ['1,7', '2,8', '3,5', '3,7', '3,19', '4,0', '4,8', '4,18', '4,20', '5,1', '5,5', '5,7', '5,19'];
      hills.push('6,6', '6,8', '6,18', '6,22', '7,5', '7,17', '7,23');
      return [`impassable ${hills.join(' ')}`, `blocksFire infantry,armor,artillery: ${hills.join(' ')}`, 'suddenDeath allies 2 of 1,13 0,12 0,10'];
    })(),
  },
};

function withoutBriefing(s: Scenario): Scenario {
  const { briefing: _briefing, ...rest } = s;
  return rest;
}

function importedOk(r: M44ImportResult): Scenario {
  if (!r.ok) throw new Error(`${r.unsupported.join('\n')}\n${describeProblems(r.problems)}`);
  return r.scenario;
}

/** The base game's battles in the rulebook's order (its Omaha Beach has no reference file). */
const BASE_BATTLES = [
  'Pegasus Bridge, Sainte-Mère-Église, Sword Beach, Pointe du Hoc, Mont Mouchet, Vassieux, Operation Cobra',
  'Counter-attack on Mortain, Toulon, Liberation of Paris, Montélimar, Arnhem Bridge, Arracourt, St Vith, Saverne Gap',
].join(', ');

/** The briefing's fixed lines agree with the data; objective medals, or their absence, are explained. */
function checkBriefing(s: Scenario, briefing: Scenario['briefing']): void {
  const sentences = briefing?.history.split(/(?<=\.)\s+/) ?? [];
  expect(sentences.length).toBeGreaterThanOrEqual(2);
  expect(sentences.length).toBeLessThanOrEqual(4);
  const notes = briefing?.notes.join('\n') ?? '';
  expect(notes).toContain(`Axis: top edge, ${s.sides.axis.cards} command cards.`);
  expect(notes).toContain(`bottom edge, ${s.sides.allies.cards} command cards.`);
  expect(notes).toContain(`collect ${s.sides.axis.medalsToWin} medals wins`);
  expect(s.sides.axis.medalsToWin).toBe(s.sides.allies.medalsToWin);
  expect(notes).toContain(s.first === 'axis' ? 'The Axis moves first.' : 'The Allies move first.');
  const nation = { GB: 'British', US: 'US', FR: 'French' }[s.sides.allies.nation ?? ''];
  expect(nation, 'the Allied nation').toBeDefined();
  expect(notes).toContain(`Allies (${nation}): bottom edge`);
  const objectives = s.objectives ?? [];
  if (objectives.length === 0) expect(notes).toMatch(/no objective medals/i);
  if (objectives.some((o) => o.permanent)) expect(notes).toMatch(/is kept even after the unit leaves/);
  if (objectives.some((o) => !o.permanent)) expect(notes).toMatch(/lost again when no (Allied|Axis) unit is/);
  if (s.suddenDeath) expect(notes).toMatch(/Sudden victory: the Allies win at once/);
}

describe('built-in battles', () => {
  it('are the 15 base battles in the rulebook order, each pinned', () => {
    expect(REFERENCE_BATTLES.map((b) => b.name).join(', ')).toBe(BASE_BATTLES);
    expect(BUILTIN_SCENARIOS.map((s) => [s.id, s.name])).toEqual(REFERENCE_BATTLES.map((b) => [b.id, b.name]));
    expect(Object.keys(PINNED).sort()).toEqual(REFERENCE_BATTLES.map((b) => b.id).sort());
    expect(getBuiltinScenario('arracourt')).toBe(BUILTIN_SCENARIOS[12]);
    expect(getBuiltinScenario('omaha-beach')).toBeUndefined();
  });

  it('every file in scenarios/ is a built-in battle (so each is validated above)', () => {
    const files = readdirSync(new URL('../../scenarios/', import.meta.url)).filter((f) => f.endsWith('.json'));
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual(BUILTIN_SCENARIOS.map((s) => s.id).sort());
  });

  it('the home screen summary (src/scenario/builtin-summary.json) is current: npx tsx scripts/builtin-summary.ts', () => {
    expect(repoFile('src/scenario/builtin-summary.json')).toBe(builtinSummaryText());
    expect(BUILTIN_SUMMARY).toEqual(BUILTIN_SCENARIOS.map(summarizeBattle));
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

    it('validates, and the built-in copy is that file (the app trusts it unvalidated at start, issue 15)', () => {
      const r = validateScenario(file);
      expect(r.ok ? 'ok' : describeProblems(r.problems)).toBe('ok');
      // Validation changes nothing: the copy the app uses without validating is exactly the validated scenario.
      if (r.ok) expect(r.scenario).toEqual(file);
      expect(getBuiltinScenario(battle.id)).toEqual(file);
      expect(loadBuiltin(`${battle.id}.json`, getBuiltinScenario(battle.id))).toEqual(file);
    });

    it('is written in the canonical layout (2 spaces, one hex per line)', () => {
      const r = validateScenario(file);
      if (!r.ok) throw new Error(describeProblems(r.problems));
      expect(formatScenarioJson(r.scenario)).toBe(text);
      const hexLines = text.split('\n').filter((l) => /^ {6}\{ "row": \d+, "col": \d+/.test(l));
      expect(hexLines).toHaveLength(r.scenario.board.hexes.length);
    });

    it('has the layout of its reference file, with exactly the documented patches', () => {
      expect(importedOk(importReference(battle, fixture(battle.file)))).toEqual(withoutBriefing(file as Scenario));
    });

    it('matches the counts of NOTES.md', () => {
      expect(summary(file as Scenario)).toEqual(PINNED[battle.id]);
    });

    it('has a briefing of our own that agrees with the data', () => {
      const s = file as Scenario;
      expect(s.briefing).toEqual(battle.briefing);
      checkBriefing(s, s.briefing);
    });
  });
});

describe('reference patches (our file follows the FAQ and the base editor files, and restores dropped rules)', () => {
  const byBattle = (id: string) => REFERENCE_BATTLES.find((b) => b.id === id)!;

  it('each patch names a reference battle and says why', () => {
    for (const p of REFERENCE_PATCHES) {
      expect(byBattle(p.battle), p.battle).toBeDefined();
      expect(p.what.length).toBeGreaterThan(40);
      expect(p.m44 ?? p.scenario).toBeDefined();
    }
    expect(REFERENCE_PATCHES.map((p) => `${p.battle} ${p.source}`)).toEqual([
      'pegasus-bridge dropped',
      'sainte-mere-eglise dropped',
      'sainte-mere-eglise editor',
      'pointe-du-hoc faq',
      'vassieux dropped',
      'counter-attack-on-mortain editor',
      'counter-attack-on-mortain dropped',
      'st-vith faq',
      'saverne-gap faq',
    ]);
  });

  it('[rules-decisions B10, C54; FAQ §II Cliffs & Sea Bluffs] Pointe du Hoc: without the patch, the online edition\'s cliffs import as cliffs; the base battle keeps plain hills', () => {
    const r = importReference(byBattle('pointe-du-hoc'), fixture('7-PointeduHoc.m44.json'), { patches: false });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const cliffs = r.scenario.board.hexes.filter((h) => h.terrain === 'cliff').map((h) => `(${h.row},${h.col})`);
    expect(cliffs).toEqual(['(4,0)', '(4,2)', '(4,4)', '(4,6)', '(4,8)', '(4,10)', '(4,12)', '(4,14)', '(4,16)', '(4,18)', '(4,22)', '(4,24)', '(5,19)', '(5,21)', '(6,20)']);
  });

  it('[rules-decisions B10; FAQ §II Steep Hills] Mortain: without the patches, the online edition\'s steep hills import as steep hills; the base battle keeps plain hills', () => {
    const r = importReference(byBattle('counter-attack-on-mortain'), fixture('16-CounterattackOnMortain.m44.json'), { patches: false });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const steep = r.scenario.board.hexes.filter((h) => h.terrain === 'steep-hill').map((h) => `(${h.row},${h.col})`);
    expect(steep.sort()).toEqual(['(0,0)', '(0,2)', '(1,13)', '(2,12)', '(4,10)', '(4,22)', '(5,9)', '(5,21)'].sort());
    const builtin = BUILTIN_SCENARIOS.find((b) => b.board.hexes.some((h) => h.row === 5 && h.col === 21 && h.terrain === 'hill') && /mortain/i.test(b.id));
    expect(builtin?.board.hexes.some((h) => h.terrain === 'steep-hill')).toBe(false);
  });

  /** The imported scenario without patches, compared with the patched one: what differs, by top-level path. */
  function differences(id: string): { unpatched: Scenario; patched: Scenario } {
    const battle = byBattle(id);
    return {
      unpatched: importedOk(importReference(battle, fixture(battle.file), { patches: false })),
      patched: importedOk(importReference(battle, fixture(battle.file))),
    };
  }

  it('St Vith: the patch turns the six impassable hills into plain hills with 12 impassable sides facing the town', () => {
    const { unpatched, patched } = differences('st-vith');
    const hills = (s: Scenario) => s.board.hexes.filter((h) => h.row === 6 && h.terrain === 'hill');
    expect(hills(unpatched).map((h) => [hexKey(h), h.impassable])).toEqual([6, 8, 10, 12, 14, 16].map((c) => [`6,${c}`, true]));
    expect(hills(patched).map((h) => [hexKey(h), h.impassable])).toEqual([6, 8, 10, 12, 14, 16].map((c) => [`6,${c}`, undefined]));
    expect(unpatched.board.sides).toBeUndefined();
    expect(patched.board.sides).toHaveLength(12);
    // Nothing else changes.
    const strip = (s: Scenario) => ({ ...s, board: { ...s.board, sides: undefined, hexes: s.board.hexes.map(({ impassable: _i, ...h }) => h) } });
    expect(strip(patched)).toEqual(strip(unpatched));
  });

  it('Saverne Gap: only the dates change', () => {
    const { unpatched, patched } = differences('saverne-gap');
    expect(unpatched.dates).toEqual({ begin: '1944-11-19', end: '1944-11-23' });
    expect({ ...patched, dates: unpatched.dates }).toEqual(unpatched);
  });

  it('Pegasus Bridge, Vassieux, Sainte-Mère-Église, Mortain: only the dropped rule (and at Sainte-Mère, the base game\'s town for the church) is added', () => {
    const pegasus = differences('pegasus-bridge');
    expect(pegasus.patched.sides.axis.extraDraws).toEqual({ turns: 2, cards: 1 });
    expect({ ...pegasus.patched, sides: pegasus.unpatched.sides }).toEqual(pegasus.unpatched);
    const vassieux = differences('vassieux');
    expect(vassieux.unpatched.deck).toBeUndefined();
    expect(vassieux.patched.deck).toEqual({ reshuffle: false, emptyWinner: 'axis' });
    expect({ ...vassieux.patched, deck: undefined }).toEqual({ ...vassieux.unpatched, deck: undefined });
    const sme = differences('sainte-mere-eglise');
    expect(sme.unpatched.airdrop).toBeUndefined();
    expect(sme.patched.airdrop).toEqual({ side: 'allies', units: 4, unit: { kind: 'infantry' }, centre: { row: 4, col: 12 }, radius: 4 });
    // The church: the Terrain Pack's church tile without the patch, a town of the base game with it.
    const smeHex = (s: Scenario) => s.board.hexes.find((h) => h.row === 4 && h.col === 12)!;
    expect(smeHex(sme.unpatched).terrain).toBe('church');
    expect(smeHex(sme.patched).terrain).toBe('town');
    const withTown = (s: Scenario): Scenario => ({
      ...s,
      airdrop: undefined,
      board: { ...s.board, hexes: s.board.hexes.map((h) => (h.terrain === 'church' ? { ...h, terrain: 'town' } : h)) },
    });
    expect(withTown(sme.patched)).toEqual(withTown(sme.unpatched));
  });

  it('every battle without patches imports as it stands: its file is the importer output', () => {
    const patched = new Set(REFERENCE_PATCHES.map((p) => p.battle));
    for (const battle of REFERENCE_BATTLES.filter((b) => !patched.has(b.id))) {
      const plain = importReference(battle, fixture(battle.file), { patches: false });
      const file = JSON.parse(repoFile(`scenarios/${battle.id}.json`)) as Scenario;
      expect(importedOk(plain), battle.id).toEqual(withoutBriefing(file));
    }
  });
});
