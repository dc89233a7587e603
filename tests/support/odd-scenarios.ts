/**
 * Odd scenarios for the "every game ends" property (tests/property/odd-scenarios.test.ts, tests/soak/): valid by
 * validateScenario but far from the built-in battles: one to four units a side, units worth fewer medals than the
 * other side needs, medal targets up to the format's limit, a wall of impassable hexes that keeps the two armies
 * apart, objectives worth several medals, a deck that is never reshuffled (so hands run empty), Young Generals.
 * Built from a fast-check arbitrary, so a failing case shrinks and replays from its seed.
 */
import fc from 'fast-check';
import { allHexes, STANDARD_GEOMETRY, type Hex, type Side } from '../../src/engine/hex';
import type { GameOptions } from '../../src/engine/types';
import type { DeckRules, Objective, Scenario, ScenarioHex, TerrainKind, UnitKind } from '../../src/scenario/types';
import { MAX_FIGURES } from '../../src/scenario/validate';

const HEXES: readonly Hex[] = allHexes(STANDARD_GEOMETRY);
/** The wall: rows 3 to 5 impassable, so no unit moves from one half to the other. */
const WALL_ROWS = new Set([3, 4, 5]);

const KINDS: readonly UnitKind[] = ['infantry', 'special-forces', 'resistance', 'armor', 'elite-armor', 'artillery'];
const UNIT_TERRAIN: readonly (TerrainKind | undefined)[] = [undefined, undefined, 'forest', 'hill', 'town', 'hedgerow'];

interface UnitSpec {
  at: number;
  kind: number;
  figures: number;
  medals: number;
  terrain: number;
}

export interface OddCase {
  scenario: Scenario;
  options: GameOptions;
  /** Short description for failure messages. */
  label: string;
}

const unitSpec = fc.record({
  at: fc.nat({ max: HEXES.length - 1 }),
  kind: fc.nat({ max: KINDS.length - 1 }),
  figures: fc.nat({ max: 3 }),
  medals: fc.constantFrom(1, 1, 1, 2),
  terrain: fc.nat({ max: UNIT_TERRAIN.length - 1 }),
});

const objectiveSpec = fc.record({
  side: fc.constantFrom<Side>('axis', 'allies'),
  at: fc.uniqueArray(fc.nat({ max: HEXES.length - 1 }), { minLength: 1, maxLength: 3 }),
  medals: fc.integer({ min: 1, max: 3 }),
  permanent: fc.boolean(),
  holdAll: fc.boolean(),
});

const deckSpec = fc.constantFrom<DeckRules | undefined>(undefined, undefined, { reshuffle: false }, { reshuffle: false, emptyWinner: 'axis' }, { reshuffle: false, emptyWinner: 'allies' });

export const oddCase: fc.Arbitrary<OddCase> = fc
  .record({
    axis: fc.array(unitSpec, { minLength: 1, maxLength: 4 }),
    allies: fc.array(unitSpec, { minLength: 1, maxLength: 4 }),
    target: fc.record({ axis: fc.integer({ min: 1, max: 20 }), allies: fc.integer({ min: 1, max: 20 }) }),
    cards: fc.record({ axis: fc.integer({ min: 1, max: 10 }), allies: fc.integer({ min: 1, max: 10 }) }),
    first: fc.constantFrom<Side>('axis', 'allies'),
    wall: fc.boolean(),
    deck: deckSpec,
    objectives: fc.array(objectiveSpec, { maxLength: 2 }),
    youngGenerals: fc.boolean(),
  })
  .map((g) => build(g));

function build(g: {
  axis: UnitSpec[];
  allies: UnitSpec[];
  target: Record<Side, number>;
  cards: Record<Side, number>;
  first: Side;
  wall: boolean;
  deck: DeckRules | undefined;
  objectives: { side: Side; at: number[]; medals: number; permanent: boolean; holdAll: boolean }[];
  youngGenerals: boolean;
}): OddCase {
  const hexes = new Map<string, ScenarioHex>();
  const key = (h: Hex) => `${h.row},${h.col}`;
  if (g.wall) for (const h of HEXES) if (WALL_ROWS.has(h.row)) hexes.set(key(h), { row: h.row, col: h.col, impassable: true });
  // With the wall, the Axis stand above it and the Allies below; without, anywhere.
  const region = (side: Side): readonly Hex[] => (!g.wall ? HEXES : HEXES.filter((h) => (side === 'axis' ? h.row < 3 : h.row > 5)));
  let units = 0;
  for (const side of ['axis', 'allies'] as const) {
    const list = region(side);
    for (const u of g[side]) {
      // Probe forward from the drawn hex to the first free one (so every drawn unit is placed).
      for (let k = 0; k < list.length; k++) {
        const h = list[(u.at + k) % list.length]!;
        if (hexes.has(key(h))) continue;
        const kind = KINDS[u.kind]!;
        const max = MAX_FIGURES[kind];
        const terrain = UNIT_TERRAIN[u.terrain];
        const sh: ScenarioHex = { row: h.row, col: h.col, unit: { side, kind, figures: 1 + (u.figures % max), ...(u.medals !== 1 ? { medals: u.medals } : {}) } };
        if (terrain) sh.terrain = terrain;
        hexes.set(key(h), sh);
        units++;
        break;
      }
    }
  }
  const objectives: Objective[] = [];
  g.objectives.forEach((o, i) => {
    const at = [...new Set(o.at.map((n) => HEXES[n]!).filter((h) => !hexes.get(key(h))?.impassable))];
    if (!at.length) return;
    objectives.push({
      id: `o${i}`,
      side: o.side,
      hexes: at.map((h) => ({ row: h.row, col: h.col })),
      hold: o.holdAll ? at.length : 1,
      medals: o.medals,
      ...(o.permanent ? { permanent: true } : {}),
    });
  });
  const scenario: Scenario = {
    format: 1,
    id: 'odd',
    name: 'Odd',
    board: { kind: 'standard', face: 'country', hexes: [...hexes.values()] },
    sides: {
      axis: { cards: g.cards.axis, medalsToWin: g.target.axis, edge: 'top' },
      allies: { cards: g.cards.allies, medalsToWin: g.target.allies, edge: 'bottom' },
    },
    first: g.first,
    objectives,
  };
  if (g.deck) scenario.deck = g.deck;
  const options: GameOptions = g.youngGenerals ? { youngGenerals: true } : {};
  const medals = (side: Side) =>
    scenario.board.hexes.reduce((n, h) => n + (h.unit && h.unit.side === side ? (h.unit.medals ?? 1) : 0), 0);
  const label =
    `${units} units (axis worth ${medals('axis')}, allies ${medals('allies')}), targets ${g.target.axis}/${g.target.allies}, ` +
    `cards ${g.cards.axis}/${g.cards.allies}${g.wall ? ', wall' : ''}${g.deck ? `, deck ${JSON.stringify(g.deck)}` : ''}` +
    `${objectives.length ? `, ${objectives.length} objectives` : ''}${g.youngGenerals ? ', young generals' : ''}`;
  return { scenario, options, label };
}
