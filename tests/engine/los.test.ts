import { describe, expect, it } from 'vitest';
import {
  type BoardGeometry,
  type Hex,
  OVERLORD_GEOMETRY,
  STANDARD_GEOMETRY,
  allHexes,
  hexCenter,
  hexKey,
  sideKey,
} from '../../src/engine/hex';
import { type LineStep, type SightBoard, hexesOnLine, lineOfSight, sightBlockers } from '../../src/engine/los';

// Sources (line numbers in /work/shared/rules):
//   RB  = rulebook 000_be0a2ecce2dae66d.txt: "Line of Sight" l.370-398, Appendix 2 terrain l.620-790 (Hills l.671)
//   FAQ = official FAQ 003_f06c3a1d5921cf5a.txt: §I "Line of Sight" l.331-335, §II terrain l.451-870 (Hills l.595-618)
//   PA  = player aid 004_b27345dd263e68fa.txt: l.5-7 units, l.26 target space, l.36-122 terrain (Hill l.56)

type Terrain =
  | 'forest'
  | 'town'
  | 'hedgerow'
  | 'bunker'
  | 'river'
  | 'bridge'
  | 'ocean'
  | 'beach'
  | 'hedgehog'
  | 'wire'
  | 'sandbags'
  | 'hill'
  | 'hillForest'
  | 'hillTown';

const BLOCKING: ReadonlySet<Terrain> = new Set<Terrain>(['forest', 'town', 'hedgerow', 'bunker', 'hillForest', 'hillTown']);
const HILLS: ReadonlySet<Terrain> = new Set<Terrain>(['hill', 'hillForest', 'hillTown']);

interface BoardSpec {
  geometry?: BoardGeometry;
  terrain?: Record<string, Terrain>;
  units?: string[];
  /** Blocking hex sides, as pairs of 'r,c' keys. */
  sides?: Array<[string, string]>;
}

const H = (row: number, col: number): Hex => ({ row, col });
const parse = (k: string): Hex => {
  const [r, c] = k.split(',').map(Number);
  return H(r!, c!);
};

function makeBoard(spec: BoardSpec): SightBoard {
  const terrain = new Map(Object.entries(spec.terrain ?? {}));
  const units = new Set(spec.units ?? []);
  const sides = new Set((spec.sides ?? []).map(([a, b]) => sideKey(parse(a), parse(b))));
  const board: SightBoard = {
    geometry: spec.geometry ?? STANDARD_GEOMETRY,
    cell(h) {
      const k = hexKey(h);
      if (units.has(k)) return 'block';
      const t = terrain.get(k);
      if (t === undefined) return 'clear';
      if (BLOCKING.has(t)) return 'block';
      return t === 'hill' ? 'hill' : 'clear';
    },
    isHill(h) {
      const t = terrain.get(hexKey(h));
      return t !== undefined && HILLS.has(t);
    },
  };
  if (spec.sides) board.sideBlocks = (a, b) => sides.has(sideKey(a, b));
  return board;
}

interface Row extends BoardSpec {
  src: string;
  name: string;
  from: [number, number];
  to: [number, number];
  los: boolean;
}

const rows: Row[] = [
  // --- Clear lines and obstructions on a line through hex centres (row 4, cols 4 → 12). ---
  { src: 'RB l.374', name: 'empty board, straight row', from: [4, 4], to: [4, 12], los: true },
  { src: 'RB l.374/378', name: 'a unit in between blocks', from: [4, 4], to: [4, 12], units: ['4,8'], los: false },
  { src: 'PA l.5-7 (units block)', name: 'a unit right next to the shooter blocks', from: [4, 4], to: [4, 12], units: ['4,6'], los: false },
  { src: 'RB l.374 (friend or foe)', name: 'a unit next to the target blocks', from: [4, 4], to: [4, 12], units: ['4,10'], los: false },
  { src: 'RB l.620 / FAQ §II Forests l.543', name: 'forest blocks', from: [4, 4], to: [4, 12], terrain: { '4,8': 'forest' }, los: false },
  { src: 'RB l.692 / FAQ §II Towns l.849', name: 'town blocks', from: [4, 4], to: [4, 12], terrain: { '4,6': 'town' }, los: false },
  { src: 'RB l.644 / FAQ §II Hedgerows l.558', name: 'hedgerow blocks', from: [4, 4], to: [4, 12], terrain: { '4,10': 'hedgerow' }, los: false },
  { src: 'RB l.754 / FAQ §II Bunkers l.501', name: 'bunker blocks', from: [4, 4], to: [4, 12], terrain: { '4,8': 'bunker' }, los: false },
  {
    src: 'RB l.703 / PA l.64',
    name: 'river does not block',
    from: [4, 4],
    to: [4, 12],
    terrain: { '4,6': 'river', '4,8': 'river', '4,10': 'river' },
    los: true,
  },
  { src: 'FAQ §II Bridges l.681-685', name: 'bridge does not block', from: [4, 4], to: [4, 12], terrain: { '4,8': 'bridge' }, los: true },
  { src: 'RB l.717 / FAQ §II Oceans l.633', name: 'ocean does not block', from: [4, 4], to: [4, 12], terrain: { '4,6': 'ocean', '4,8': 'ocean' }, los: true },
  { src: 'RB l.731 / FAQ §II Beaches l.468', name: 'beach does not block', from: [4, 4], to: [4, 12], terrain: { '4,8': 'beach', '4,10': 'beach' }, los: true },
  {
    src: 'RB l.766,782,790 / FAQ §II l.584,731,870',
    name: 'hedgehog, sandbags and wire do not block',
    from: [4, 4],
    to: [4, 12],
    terrain: { '4,6': 'hedgehog', '4,8': 'sandbags', '4,10': 'wire' },
    los: true,
  },
  { src: 'RB l.376 / PA l.26', name: 'target in a forest is seen', from: [4, 4], to: [4, 12], terrain: { '4,12': 'forest' }, los: true },
  { src: 'RB l.376 / PA l.26', name: 'target in a town behind open ground is seen', from: [4, 4], to: [4, 8], terrain: { '4,8': 'town' }, los: true },
  { src: 'RB l.382 (figure: woods border)', name: 'unit hiding behind the woods is not seen', from: [4, 4], to: [4, 12], terrain: { '4,10': 'forest' }, los: false },
  { src: 'RB l.374 (line starts at the shooter)', name: 'shooter in a forest still sees out', from: [4, 4], to: [4, 12], terrain: { '4,4': 'forest' }, los: true },
  {
    src: 'RB l.374 (adjacent: nothing in between)',
    name: 'adjacent hexes always see each other',
    from: [4, 4],
    to: [4, 6],
    units: ['3,5', '5,5', '3,3', '5,3'],
    terrain: { '4,6': 'forest', '4,4': 'town' },
    los: true,
  },
  { src: 'RB l.374', name: 'diagonal through centres, blocked in the middle', from: [2, 2], to: [4, 4], units: ['3,3'], los: false },
  { src: 'RB l.374', name: 'diagonal through centres, flanking units off the line', from: [2, 2], to: [4, 4], units: ['2,4', '3,1', '4,2', '3,5'], los: true },
  // (4,4) → (5,9) crosses the interiors of (4,6) and (5,7) only.
  { src: 'RB l.374', name: 'oblique line: unit in a crossed hex blocks', from: [4, 4], to: [5, 9], units: ['5,7'], los: false },
  { src: 'RB l.374', name: 'oblique line: forest in a crossed hex blocks', from: [4, 4], to: [5, 9], terrain: { '4,6': 'forest' }, los: false },
  { src: 'RB l.374', name: 'oblique line: hexes beside the line do not block', from: [4, 4], to: [5, 9], units: ['4,8', '5,5'], los: true },

  // --- Lines exactly along hex sides (RB l.398: blocked only if obstructions on both sides). ---
  // Vertical (4,12) → (2,12) runs along the side between (3,11) and (3,13).
  { src: 'RB l.398', name: 'vertical side line, nothing beside', from: [4, 12], to: [2, 12], los: true },
  { src: 'RB l.398', name: 'vertical side line, forest on the left only', from: [4, 12], to: [2, 12], terrain: { '3,11': 'forest' }, los: true },
  { src: 'RB l.398', name: 'vertical side line, unit on the right only', from: [4, 12], to: [2, 12], units: ['3,13'], los: true },
  { src: 'RB l.390-398 (figure: blocked on both sides)', name: 'vertical side line, forest and unit on both sides', from: [4, 12], to: [2, 12], terrain: { '3,11': 'forest' }, units: ['3,13'], los: false },
  { src: 'RB l.390-398', name: 'vertical side line, reversed direction, both sides', from: [2, 12], to: [4, 12], units: ['3,11', '3,13'], los: false },
  // Longer vertical (0,12) → (4,12): side (1,11)|(1,13), through (2,12), side (3,11)|(3,13).
  { src: 'RB l.398 ("somewhere along both sides")', name: 'long side line, obstructions on opposite sides at different places', from: [0, 12], to: [4, 12], terrain: { '1,11': 'forest', '3,13': 'town' }, los: false },
  { src: 'RB l.398', name: 'long side line, obstructions all on the same side', from: [0, 12], to: [4, 12], terrain: { '1,11': 'forest', '3,11': 'town' }, los: true },
  { src: 'RB l.374', name: 'long side line, unit in the crossed middle hex', from: [0, 12], to: [4, 12], units: ['2,12'], los: false },
  // 60° direction (2,4) → (3,7) runs along the side between (2,6) and (3,5).
  { src: 'RB l.398', name: 'down-right side line, one side blocked', from: [2, 4], to: [3, 7], terrain: { '2,6': 'forest' }, los: true },
  { src: 'RB l.398', name: 'down-right side line, both sides blocked', from: [2, 4], to: [3, 7], terrain: { '2,6': 'forest', '3,5': 'hedgerow' }, los: false },
  // Mirrored direction (2,10) → (3,7) runs between (2,8) and (3,9).
  { src: 'RB l.398', name: 'down-left side line, one side blocked', from: [2, 10], to: [3, 7], units: ['3,9'], los: true },
  { src: 'RB l.398', name: 'down-left side line, both sides blocked', from: [2, 10], to: [3, 7], terrain: { '2,8': 'town' }, units: ['3,9'], los: false },
  // (0,0) → (2,6): side (0,2)|(1,1), through (1,3), side (1,5)|(2,4).
  { src: 'RB l.398 ("somewhere along both sides")', name: 'long 60° line, opposite sides at different places', from: [0, 0], to: [2, 6], terrain: { '0,2': 'forest', '2,4': 'forest' }, los: false },
  { src: 'RB l.398', name: 'long 60° line, same side twice', from: [0, 0], to: [2, 6], terrain: { '0,2': 'forest', '1,5': 'forest' }, los: true },

  // --- Lines exactly through a vertex (brief: only both sides block). (0,0) → (1,9) crosses (0,2), (0,4),
  //     (1,5), (1,7) and touches (1,3) (right side) and (0,6) (left side) at one corner each. ---
  { src: 'RB l.398 (vertex graze)', name: 'vertex graze on one side does not block', from: [0, 0], to: [1, 9], terrain: { '1,3': 'forest' }, los: true },
  { src: 'RB l.398 (vertex graze)', name: 'other vertex graze alone does not block', from: [0, 0], to: [1, 9], units: ['0,6'], los: true },
  { src: 'RB l.398 (vertex graze)', name: 'vertex grazes on both sides block', from: [0, 0], to: [1, 9], terrain: { '1,3': 'forest' }, units: ['0,6'], los: false },
  { src: 'RB l.374', name: 'hex crossed after a vertex blocks', from: [0, 0], to: [1, 9], units: ['0,4'], los: false },
  { src: 'RB l.374', name: 'hexes beyond the vertices do not block', from: [0, 0], to: [1, 9], units: ['1,1', '0,8', '2,6'], los: true },

  // --- Hills (RB l.671, PA l.56, FAQ §II Hills l.604-618). ---
  { src: 'PA l.56 / RB l.671', name: 'hill between two ground units blocks', from: [4, 4], to: [4, 8], terrain: { '4,6': 'hill' }, los: false },
  { src: 'RB l.671 (plateau)', name: 'units on the same hill see across it', from: [4, 4], to: [4, 8], terrain: { '4,4': 'hill', '4,6': 'hill', '4,8': 'hill' }, los: true },
  { src: 'FAQ §II Hills l.618', name: 'unit on a hill cannot see over its hill down to the ground', from: [4, 4], to: [4, 8], terrain: { '4,4': 'hill', '4,6': 'hill' }, los: false },
  { src: 'FAQ §II Hills l.618 (first rank)', name: 'ground unit cannot see the second rank of a hill', from: [4, 10], to: [4, 4], terrain: { '4,4': 'hill', '4,6': 'hill' }, los: false },
  { src: 'FAQ §II Hills l.618 (first rank)', name: 'ground unit sees the front rank of a hill', from: [4, 10], to: [4, 6], terrain: { '4,4': 'hill', '4,6': 'hill' }, los: true },
  { src: 'PA l.56', name: 'unit on a hill sees down when no hill is in between', from: [4, 4], to: [4, 8], terrain: { '4,4': 'hill' }, los: true },
  { src: 'FAQ §II Hills l.618 (separate hill)', name: 'cannot see over a hill to a nearby separate hill', from: [4, 4], to: [4, 10], terrain: { '4,4': 'hill', '4,6': 'hill', '4,10': 'hill' }, los: false },
  { src: 'FAQ §II Hills l.618 (separate hill)', name: 'two separate hills with open ground between see each other', from: [4, 4], to: [4, 8], terrain: { '4,4': 'hill', '4,8': 'hill' }, los: true },
  {
    src: 'PA l.56 (contiguous hill spaces)',
    name: 'same hill joined around a gap: plateau holds',
    from: [4, 4],
    to: [4, 10],
    terrain: { '4,4': 'hill', '4,6': 'hill', '3,7': 'hill', '3,9': 'hill', '4,10': 'hill' },
    los: true,
  },
  {
    src: 'PA l.56 + FAQ §II Hills l.618',
    name: 'hill joined through a wooded hill hex is still one hill',
    from: [4, 4],
    to: [4, 10],
    terrain: { '4,4': 'hill', '4,6': 'hill', '3,7': 'hillForest', '3,9': 'hill', '4,10': 'hill' },
    los: true,
  },
  {
    src: 'FAQ §II Hills l.618 (separate hill)',
    name: 'units on one hill, a separate hill between them blocks',
    from: [4, 4],
    to: [4, 12],
    terrain: { '4,4': 'hill', '3,5': 'hill', '2,6': 'hill', '2,8': 'hill', '2,10': 'hill', '3,11': 'hill', '4,12': 'hill', '4,8': 'hill' },
    los: false,
  },
  {
    src: 'RB l.671 (plateau)',
    name: 'units on one hill, low ground between them',
    from: [4, 4],
    to: [4, 12],
    terrain: { '4,4': 'hill', '3,5': 'hill', '2,6': 'hill', '2,8': 'hill', '2,10': 'hill', '3,11': 'hill', '4,12': 'hill' },
    los: true,
  },
  { src: 'FAQ §II Hills l.616-618', name: 'unit on the plateau blocks even between hill units', from: [4, 4], to: [4, 8], terrain: { '4,4': 'hill', '4,6': 'hill', '4,8': 'hill' }, units: ['4,6'], los: false },
  { src: 'FAQ §II Hills l.612-614', name: 'unit on a hill cannot see over a forest', from: [4, 4], to: [4, 8], terrain: { '4,4': 'hill', '4,6': 'forest' }, los: false },
  { src: 'FAQ §II Hills l.616-618', name: 'wooded hill hex on the plateau blocks', from: [4, 4], to: [4, 8], terrain: { '4,4': 'hill', '4,6': 'hillForest', '4,8': 'hill' }, los: false },
  { src: 'FAQ §II Hills l.612-614', name: 'town on the far side of a hill unit still blocks', from: [4, 4], to: [4, 10], terrain: { '4,4': 'hillTown', '4,6': 'hill', '4,8': 'town', '4,10': 'hill' }, los: false },
  { src: 'PA l.56 + RB l.398', name: 'side line with a hill on one side only', from: [4, 12], to: [2, 12], terrain: { '3,11': 'hill' }, los: true },
  { src: 'PA l.56 + RB l.398', name: 'side line between two hills, ground units', from: [4, 12], to: [2, 12], terrain: { '3,11': 'hill', '3,13': 'hill' }, los: false },
  { src: 'PA l.56 + RB l.398', name: 'side line with a hill and a forest', from: [4, 12], to: [2, 12], terrain: { '3,11': 'hill', '3,13': 'forest' }, los: false },
  {
    src: 'RB l.671 + RB l.398',
    name: 'side line across a plateau',
    from: [4, 12],
    to: [2, 12],
    terrain: { '4,12': 'hill', '3,11': 'hill', '3,13': 'hill', '2,12': 'hill' },
    los: true,
  },

  // --- Board edge half hexes (FAQ §I Line of Sight l.333-335: no sight through the half hexes). ---
  { src: 'FAQ §I LOS l.333-335', name: 'left edge side line, on-board side clear', from: [0, 0], to: [2, 0], los: true },
  { src: 'FAQ §I LOS l.333-335', name: 'left edge side line, on-board side blocked', from: [0, 0], to: [2, 0], terrain: { '1,1': 'forest' }, los: false },
  { src: 'FAQ §I LOS l.333-335', name: 'right edge, long side line, unit beside', from: [2, 24], to: [6, 24], units: ['5,23'], los: false },
  { src: 'FAQ §I LOS l.333-335', name: 'right edge, long side line, nothing beside', from: [2, 24], to: [6, 24], terrain: { '3,23': 'river', '5,23': 'beach' }, los: true },
  { src: 'FAQ §I LOS l.333-335 (Overlord board)', name: 'Overlord right edge, unit beside', geometry: OVERLORD_GEOMETRY, from: [0, 50], to: [2, 50], units: ['1,49'], los: false },
  { src: 'RB l.398 (Overlord board)', name: 'the same line mid-board on Overlord: one side only', geometry: OVERLORD_GEOMETRY, from: [0, 24], to: [2, 24], units: ['1,23'], los: true },
];

describe('lineOfSight: rule table', () => {
  it('has at least 40 rows', () => {
    expect(rows.length).toBeGreaterThanOrEqual(40);
  });
  it.each(rows.map((r) => [`${r.src}: ${r.name}`, r] as const))('%s', (_label, r) => {
    const board = makeBoard(r);
    expect(lineOfSight(board, H(...r.from), H(...r.to))).toBe(r.los);
    // Every rule above is symmetric.
    expect(lineOfSight(board, H(...r.to), H(...r.from))).toBe(r.los);
  });
});

// --- hexesOnLine on known lines. ---
type StepSpec = ['hex', number, number] | ['vertex', number, number] | ['edge', number, number, number, number];
const stepOf = (s: StepSpec): LineStep =>
  s[0] === 'hex' ? { hex: H(s[1], s[2]) } : s[0] === 'vertex' ? { vertex: H(s[1], s[2]) } : { edge: [H(s[1], s[2]), H(s[3], s[4])] };

const lines: Array<{ name: string; from: [number, number]; to: [number, number]; steps: StepSpec[] }> = [
  { name: 'adjacent: nothing between', from: [4, 4], to: [3, 5], steps: [] },
  { name: 'same hex: nothing', from: [4, 4], to: [4, 4], steps: [] },
  { name: 'row, through centres', from: [4, 4], to: [4, 12], steps: [['hex', 4, 6], ['hex', 4, 8], ['hex', 4, 10]] },
  { name: 'diagonal through centres', from: [0, 0], to: [3, 3], steps: [['hex', 1, 1], ['hex', 2, 2]] },
  { name: 'vertical, along one side (right hex first)', from: [4, 12], to: [2, 12], steps: [['edge', 3, 13, 3, 11]] },
  { name: 'vertical downwards: sides swap', from: [2, 12], to: [4, 12], steps: [['edge', 3, 11, 3, 13]] },
  {
    name: 'long vertical',
    from: [0, 12],
    to: [4, 12],
    steps: [['edge', 1, 11, 1, 13], ['hex', 2, 12], ['edge', 3, 11, 3, 13]],
  },
  { name: '60° down-right', from: [2, 4], to: [3, 7], steps: [['edge', 3, 5, 2, 6]] },
  { name: '60° down-left', from: [2, 10], to: [3, 7], steps: [['edge', 2, 8, 3, 9]] },
  {
    name: 'long 60°',
    from: [0, 0],
    to: [2, 6],
    steps: [['edge', 1, 1, 0, 2], ['hex', 1, 3], ['edge', 2, 4, 1, 5]],
  },
  {
    name: 'through two vertices',
    from: [0, 0],
    to: [1, 9],
    steps: [['hex', 0, 2], ['vertex', 1, 3], ['hex', 0, 4], ['hex', 1, 5], ['vertex', 0, 6], ['hex', 1, 7]],
  },
  { name: 'oblique, no graze', from: [4, 4], to: [5, 9], steps: [['hex', 4, 6], ['hex', 5, 7]] },
  { name: 'along the left board edge: half hex on the right', from: [0, 0], to: [2, 0], steps: [['edge', 1, -1, 1, 1]] },
];

describe('hexesOnLine: known lines', () => {
  it.each(lines.map((l) => [l.name, l] as const))('%s', (_name, l) => {
    expect(hexesOnLine(STANDARD_GEOMETRY, H(...l.from), H(...l.to))).toEqual(l.steps.map(stepOf));
  });

  it('is cached: the same frozen array for repeated queries', () => {
    const a = hexesOnLine(STANDARD_GEOMETRY, H(0, 0), H(8, 8));
    const b = hexesOnLine(STANDARD_GEOMETRY, { row: 0, col: 0 }, { row: 8, col: 8 });
    expect(b).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    expect(a).toHaveLength(7);
  });

  it('reversing a line reverses its steps and swaps the sides of each edge pair (all pairs, standard board)', () => {
    const hexes = allHexes(STANDARD_GEOMETRY);
    let edges = 0;
    for (const a of hexes) {
      for (const b of hexes) {
        const fwd = hexesOnLine(STANDARD_GEOMETRY, a, b);
        const back = hexesOnLine(STANDARD_GEOMETRY, b, a);
        const mirrored = [...back].reverse().map((s) => ('edge' in s ? { edge: [s.edge[1], s.edge[0]] } : s));
        expect(mirrored).toEqual(fwd);
        for (const s of fwd) if ('edge' in s) edges++;
      }
    }
    expect(edges).toBeGreaterThan(1000);
  });
});

// --- Independent floating-point oracle (real hexCenter geometry, segment clipped against each hexagon). ---
const R = 2 / Math.sqrt(3);
const CORNERS: ReadonlyArray<[number, number]> = [
  [0, -R],
  [1, -R / 2],
  [1, R / 2],
  [0, R],
  [-1, R / 2],
  [-1, -R / 2],
];

/** Parameter interval of segment p→q inside the hexagon centred at c scaled by `scale`, or null. */
function clip(c: { x: number; y: number }, scale: number, p: { x: number; y: number }, q: { x: number; y: number }): [number, number] | null {
  let t0 = 0;
  let t1 = 1;
  for (let k = 0; k < 6; k++) {
    const [ax, ay] = CORNERS[k]!;
    const [bx, by] = CORNERS[(k + 1) % 6]!;
    const ex = (bx - ax) * scale;
    const ey = (by - ay) * scale;
    const vx = c.x + ax * scale;
    const vy = c.y + ay * scale;
    // Inside = same side as the centre: cross(e, point - v) has the sign of cross(e, c - v).
    const inside = Math.sign(ex * (c.y - vy) - ey * (c.x - vx));
    const f0 = inside * (ex * (p.y - vy) - ey * (p.x - vx));
    const f1 = inside * (ex * (q.y - vy) - ey * (q.x - vx));
    if (f0 < 0 && f1 < 0) return null;
    if (f0 < 0 || f1 < 0) {
      const t = f0 / (f0 - f1);
      if (f0 < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
    }
  }
  return t0 <= t1 ? [t0, t1] : null;
}

describe('hexesOnLine agrees with a floating-point clipping oracle', () => {
  for (const geometry of [STANDARD_GEOMETRY]) {
    it('on every pair of hexes of the standard board', () => {
      const hexes = allHexes(geometry);
      const ring: Hex[] = [];
      for (let row = -1; row <= geometry.rows; row++) {
        for (let col = -3; col <= geometry.cols + 2; col++) if (((row + col) & 1) === 0) ring.push(H(row, col));
      }
      let checked = 0;
      let grazes = 0;
      for (const a of hexes) {
        for (const b of hexes) {
          if (a === b) continue;
          const p = hexCenter(a);
          const q = hexCenter(b);
          const crossed: Array<{ h: Hex; t: number }> = [];
          const touched = new Map<string, number>();
          for (const h of ring) {
            if (hexKey(h) === hexKey(a) || hexKey(h) === hexKey(b)) continue;
            const c = hexCenter(h);
            const inner = clip(c, 1 - 1e-7, p, q);
            if (inner && inner[1] - inner[0] > 1e-9) {
              crossed.push({ h, t: inner[0] });
            } else if (clip(c, 1 + 1e-7, p, q)) {
              // right of the line (screen coordinates, y down) = positive cross product
              touched.set(hexKey(h), Math.sign((q.x - p.x) * (c.y - p.y) - (q.y - p.y) * (c.x - p.x)));
            }
          }
          crossed.sort((u, v) => u.t - v.t);
          const steps = hexesOnLine(geometry, a, b);
          const throughKeys = steps.flatMap((s) => ('hex' in s ? [hexKey(s.hex)] : []));
          expect(throughKeys).toEqual(crossed.map((x) => hexKey(x.h)));
          const grazeSides = new Map<string, number>();
          for (const s of steps) {
            if ('edge' in s) {
              grazeSides.set(hexKey(s.edge[0]), 1);
              grazeSides.set(hexKey(s.edge[1]), -1);
            } else if ('vertex' in s) {
              const c = hexCenter(s.vertex);
              grazeSides.set(hexKey(s.vertex), Math.sign((q.x - p.x) * (c.y - p.y) - (q.y - p.y) * (c.x - p.x)));
            }
          }
          expect(new Map([...grazeSides].sort())).toEqual(new Map([...touched].sort()));
          grazes += touched.size;
          checked++;
        }
      }
      expect(checked).toBe(113 * 112);
      expect(grazes).toBeGreaterThan(2000);
    });
  }
});

// --- Symmetry on random boards (seeded, deterministic). ---
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomBoard(seed: number, geometry: BoardGeometry): SightBoard {
  const rnd = mulberry32(seed);
  const terrain: Record<string, Terrain> = {};
  const units: string[] = [];
  for (const h of allHexes(geometry)) {
    const k = hexKey(h);
    const x = rnd();
    if (x < 0.12) terrain[k] = 'forest';
    else if (x < 0.3) terrain[k] = 'hill';
    else if (x < 0.34) terrain[k] = 'hillForest';
    else if (x < 0.4) terrain[k] = 'river';
    if (rnd() < 0.12) units.push(k);
  }
  const sides: Array<[string, string]> = [];
  for (const h of allHexes(geometry)) {
    if (rnd() < 0.03) sides.push([hexKey(h), hexKey(H(h.row, h.col + 2))]);
  }
  return makeBoard({ geometry, terrain, units, sides });
}

describe('lineOfSight is symmetric', () => {
  it.each([1, 2, 3, 44, 1944])('random standard board, seed %i: los(a,b) === los(b,a) for all pairs', (seed) => {
    const board = randomBoard(seed, STANDARD_GEOMETRY);
    const hexes = allHexes(STANDARD_GEOMETRY);
    let seen = 0;
    let blocked = 0;
    for (let i = 0; i < hexes.length; i++) {
      for (let j = i + 1; j < hexes.length; j++) {
        const a = hexes[i]!;
        const b = hexes[j]!;
        const ab = lineOfSight(board, a, b);
        expect(lineOfSight(board, b, a), `${hexKey(a)} ↔ ${hexKey(b)}`).toBe(ab);
        if (ab) seen++;
        else blocked++;
      }
    }
    expect(seen).toBeGreaterThan(500);
    expect(blocked).toBeGreaterThan(500);
  });
});

// --- Blocking hex sides (optional scenario feature) and sightBlockers. ---
describe('sideBlocks and sightBlockers', () => {
  const cases: Array<{ name: string; spec: BoardSpec; from: [number, number]; to: [number, number]; los: boolean }> = [
    { name: 'a crossed blocking side blocks', spec: { sides: [['4,6', '4,8']] }, from: [4, 4], to: [4, 12], los: false },
    { name: "the shooter's own crossed side blocks", spec: { sides: [['4,4', '4,6']] }, from: [4, 4], to: [4, 12], los: false },
    { name: 'a blocking side off the line does not', spec: { sides: [['3,7', '4,8']] }, from: [4, 4], to: [4, 12], los: true },
    { name: 'adjacent hexes see each other across any side', spec: { sides: [['4,4', '4,6']] }, from: [4, 4], to: [4, 6], los: true },
    { name: 'a line running along a blocking side is not crossing it (decision)', spec: { sides: [['3,11', '3,13']] }, from: [4, 12], to: [2, 12], los: true },
  ];
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(lineOfSight(makeBoard(c.spec), H(...c.from), H(...c.to))).toBe(c.los);
  });

  it('lists the blocking hexes and sides', () => {
    const board = makeBoard({ terrain: { '1,11': 'forest', '3,13': 'town', '0,14': 'forest' }, units: ['2,12'] });
    expect(sightBlockers(board, H(0, 12), H(4, 12))).toEqual({ hexes: [H(2, 12), H(1, 11), H(3, 13)], sides: [] });
    const oneSide = makeBoard({ terrain: { '1,11': 'forest', '3,11': 'town' } });
    expect(sightBlockers(oneSide, H(0, 12), H(4, 12))).toEqual({ hexes: [], sides: [] });
    const side = makeBoard({ sides: [['4,8', '4,6']] });
    expect(sightBlockers(side, H(4, 4), H(4, 12))).toEqual({ hexes: [], sides: [[H(4, 6), H(4, 8)]] });
  });

  it('treats the half hex as an obstruction in sightBlockers', () => {
    const board = makeBoard({ terrain: { '1,1': 'forest' } });
    expect(sightBlockers(board, H(0, 0), H(2, 0))).toEqual({ hexes: [H(1, -1), H(1, 1)], sides: [] });
  });
});
