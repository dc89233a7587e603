/**
 * Random play of the development scenarios (tests/fixtures/expansion-scenarios) and of a proving ground of every
 * expansion terrain, under the invariants and the independent terrain checker: shared by the CI property test
 * (tests/property/expansion-battles.test.ts) and the soak (tests/soak/expansion.soak.test.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { applyAction, legalActions, newGame } from '../../src/engine';
import { nextInt } from '../../src/engine/rng';
import type { Action, GameEvent, GameState } from '../../src/engine/types';
import { importM44 } from '../../src/scenario/m44';
import { applyBattleRules, battleRuleOfOption, type BattleRuleId } from '../../src/scenario/battleRules';
import type { Objective, Scenario } from '../../src/scenario/types';
import { playRandomGame, policyRng } from './random-play';
import { checkInvariants } from './invariants';
import { TerrainChecker, type Seen } from './terrain-rules';

const DIR = new URL('../fixtures/expansion-scenarios/', import.meta.url);

/**
 * The special rules in force in each development battle, from OPTIONS.md (the online edition's option keys, e.g.
 * `blitz_rules: true`), by file name.
 */
export function optionsInForce(): Map<string, [string, string][]> {
  const out = new Map<string, [string, string][]>();
  for (const line of readFileSync(new URL('OPTIONS.md', DIR), 'utf8').split('\n')) {
    const m = /^\| (\S+\.m44\.json) \| (.*?)\s*\|\s*$/.exec(line);
    if (!m || m[2]!.trim() === '-') continue;
    const pairs = m[2]!.split(';').map((p) => p.trim().replace(/\s*\(details: rule documents\)\s*$/, '')).map((p) => {
      const i = p.indexOf(':');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as [string, string];
    });
    out.set(m[1]!, pairs);
  }
  return out;
}

/**
 * Every development scenario the importer accepts, by file, with the battle-wide rules OPTIONS.md says are in force
 * switched on where the app plays them (the files themselves do not carry these options); `notApplied` lists the
 * others (the armies' rules of the next issue, and those the app does not play yet).
 */
export function importedExpansionScenarios(): { file: string; scenario: Scenario; notApplied: string[] }[] {
  const options = optionsInForce();
  const out: { file: string; scenario: Scenario; notApplied: string[] }[] = [];
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.m44.json')).sort()) {
    const json = JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as { game_info?: { options?: Record<string, unknown> } };
    // trains: the supply train rules are read by the importer with the pieces (src/scenario/m44Trains.ts, C237): the
    // option OPTIONS.md gives goes into the file as the online edition writes it.
    const supply = (options.get(file) ?? []).find(([key]) => key === 'supply_train_rules');
    if (supply && json.game_info) json.game_info.options = { ...(json.game_info.options ?? {}), supply_train_rules: supply[1] };
    const r = importM44(json, { id: `dev-${file.replace('.m44.json', '').toLowerCase()}` });
    if (!r.ok) continue;
    const ids: BattleRuleId[] = [];
    const notApplied: string[] = [];
    for (const [key, value] of options.get(file) ?? []) {
      if (key === 'supply_train_rules') continue;
      const id = battleRuleOfOption(key, value === 'true' ? true : value);
      if (id) ids.push(id);
      else notApplied.push(`${key}: ${value}`);
    }
    out.push({ file, scenario: applyBattleRules(r.scenario, ids), notApplied });
  }
  return out;
}

/**
 * The Breakthrough battle of the tests (tests/fixtures/breakthrough-sword-beach.m44.json): the development scenario
 * 6367 Sword Beach on the 13 x 17 board, BEACH face, two decks, without its two "majority" medals (the importer does
 * not read that medal option yet) and renamed so it is not mistaken for the base Sword Beach. Used until a
 * Breakthrough file of tests/fixtures/expansion-scenarios imports as it is.
 */
export function breakthroughBattle(): Scenario {
  const file = new URL('../fixtures/breakthrough-sword-beach.m44.json', import.meta.url);
  const r = importM44(JSON.parse(readFileSync(file, 'utf8')), { id: 'test-breakthrough-sword-beach' });
  if (!r.ok) throw new Error(`the Breakthrough test battle does not import: ${[...r.unsupported, ...r.problems.map((p) => p.message)].join('; ')}`);
  return r.scenario;
}

/** Plays the seeded games of a battle under the invariants and the terrain checker; returns the violations. */
export function playExpansionBattle(sc: Scenario, seeds: number[], seen: Seen): string[] {
  const violations: string[] = [];
  for (const seed of seeds) {
    const checker = new TerrainChecker(seen);
    let prev: GameState = newGame(sc, { seed });
    playRandomGame(sc, seed, {
      onAction: (state, index, action, events: GameEvent[]) => {
        for (const v of checker.check(prev, state, events)) violations.push(`[${sc.id} seed ${seed}] action #${index} ${JSON.stringify(action)}: ${v}`);
        prev = state;
      },
    });
  }
  return violations;
}

/** A proving ground's battle around its `hexes`: a standard country board, 5 cards and 6 medals a side. */
export function groundScenario(id: string, name: string, hexes: Scenario['board']['hexes'], first: 'axis' | 'allies' = 'allies'): Scenario {
  return {
    format: 1,
    id,
    name,
    board: { kind: 'standard', face: 'country', hexes },
    sides: { axis: { cards: 5, medalsToWin: 6, edge: 'top' }, allies: { cards: 5, medalsToWin: 6, edge: 'bottom' } },
    first,
  };
}

/** The proving grounds' army: seven units along `row`, every fourth column (infantry, armor, infantry, artillery...). */
function army(side: 'axis' | 'allies', row: number): Scenario['board']['hexes'] {
  const kinds = ['infantry', 'armor', 'infantry', 'artillery', 'infantry', 'armor', 'infantry'] as const;
  return [0, 4, 8, 12, 16, 20, 24].map((col, k) => ({ row, col, unit: { side, kind: kinds[k]! } }));
}

/**
 * A proving ground: both armies (infantry, armor, artillery) with every expansion terrain between them, rows 3 to 5,
 * so random play meets each rule (the imported boards carry few of them yet).
 */
export function provingGround(): Scenario {
  const kinds = ['marsh', 'city-ruins', 'ravine', 'trenches', 'factory', 'church', 'hill-village', 'hill-forest', 'lake', 'cemetery', 'airfield', 'jungle', 'dam', 'oasis', 'hq-tent', 'hospital', 'railroad', 'station', 'ridge', 'steep-hill'] as const;
  const hexes: Scenario['board']['hexes'] = [];
  let i = 0;
  for (const row of [3, 4, 5]) for (let col = row & 1; col <= 24; col += 2) hexes.push({ row, col, terrain: kinds[i++ % kinds.length] });
  // Set pieces: a mountain range climbed from hills (FAQ §II Mountains: only from a hill or mountain), in front of infantry at (2,8).
  const massif: [number, number, NonNullable<Scenario['board']['hexes'][number]['terrain']>][] = [
    [3, 7, 'hill'],
    [3, 9, 'hill'],
    [4, 8, 'hill'],
    [4, 10, 'mountain'],
    [4, 12, 'mountain'],
    [5, 11, 'hill'],
    // Ridges, stations and steep hills right in front of infantry at (2,16) and (6,16), so both armies meet each.
    [3, 15, 'ridge'],
    [5, 15, 'ridge'],
    [3, 17, 'station'],
    [5, 17, 'station'],
    [3, 19, 'steep-hill'],
    [5, 19, 'steep-hill'],
    // A wadi open to the west and east, its slopes closed below (board sides).
    [4, 16, 'wadi'],
    [4, 18, 'wadi'],
  ];
  for (const [row, col, terrain] of massif) hexes.find((h) => h.row === row && h.col === col)!.terrain = terrain;
  const slopes = [4, 18].flatMap((_, k) => {
    const col = 16 + 2 * k;
    return [-1, 1].flatMap((dr) => [-1, 1].map((dc) => ({ a: { row: 4, col }, b: { row: 4 + dr, col: col + dc }, impassable: true })));
  });
  hexes.push(...army('axis', 2), ...army('allies', 6));
  // Roads along both armies' rows, east to west across the board (scenario `road`; FAQ §II Roads).
  for (const row of [2, 6]) {
    for (let col = 0; col <= 24; col += 2) {
      const h = hexes.find((x) => x.row === row && x.col === col);
      if (h) h.road = ['w', 'e'];
      else hexes.push({ row, col, road: ['w', 'e'] });
    }
  }
  // Minefields: every fifth hex of the middle rows, laid by the Axis on row 4 and by the Allies on rows 3 and 5.
  hexes.forEach((h, n) => {
    if (n % 5 === 2 && h.terrain !== 'lake' && h.row >= 3 && h.row <= 5) h.minefield = h.row === 4 ? 'axis' : 'allies';
  });
  return {
    format: 1,
    id: 'terrain-proving-ground',
    name: 'Terrain proving ground',
    board: { kind: 'standard', face: 'country', hexes, sides: slopes },
    sides: { axis: { cards: 5, medalsToWin: 6, edge: 'top' }, allies: { cards: 5, medalsToWin: 6, edge: 'bottom' } },
    first: 'allies',
  };
}

/**
 * A proving ground of the fortified ground (fortresses, field bunkers, road blocks), rice paddies, cliffs and sea
 * bluffs over a beach, and frozen rivers: both armies of
 * the terrain proving ground facing rows 3 to 5 of them, so random play meets each rule. Kept apart from
 * `provingGround`, whose games (and the rules they are shown to reach) stay as they were.
 */
export function fortifiedGround(): Scenario {
  const hexes: Scenario['board']['hexes'] = [];
  const pieces: Omit<Scenario['board']['hexes'][number], 'row' | 'col'>[] = [
    { terrain: 'fortress' },
    { terrain: 'rice-paddy' },
    { obstacle: 'roadblock' },
    { bunker: 'either' },
    { terrain: 'rice-paddy' },
  ];
  let i = 0;
  for (const row of [3, 4, 5]) for (let col = row & 1; col <= 24; col += 2) hexes.push({ row, col, ...pieces[i++ % pieces.length]! });
  hexes.push(...army('axis', 2), ...army('allies', 6));
  // A shore on the right: beach below cliffs and sea bluffs (FAQ §II Cliffs & Sea Bluffs).
  const coast: [number, number, NonNullable<Scenario['board']['hexes'][number]['terrain']>][] = [
    [3, 19, 'cliff'],
    [3, 21, 'sea-bluff'],
    [3, 23, 'cliff'],
    [4, 18, 'beach'],
    [4, 20, 'beach'],
    [4, 22, 'beach'],
    [4, 24, 'beach'],
    [5, 19, 'sea-bluff'],
    [5, 21, 'cliff'],
    [5, 23, 'sea-bluff'],
  ];
  for (const [row, col, terrain] of coast) {
    const h = hexes.find((x) => x.row === row && x.col === col)!;
    delete h.obstacle;
    delete h.bunker;
    h.terrain = terrain;
  }
  // Frozen rivers across the left of the middle row (FAQ §II Frozen Rivers).
  for (const col of [0, 2, 6, 10]) {
    const h = hexes.find((x) => x.row === 4 && x.col === col)!;
    delete h.obstacle;
    delete h.bunker;
    h.terrain = 'frozen-river';
  }
  // Artillery that starts in a fortress (house rules App. 2 Bunkers, Fortress: it may not move from it).
  hexes.push({ row: 1, col: 13, terrain: 'fortress', unit: { side: 'axis', kind: 'artillery' } }, { row: 7, col: 11, terrain: 'fortress', unit: { side: 'allies', kind: 'artillery' } });
  return groundScenario('fortified-proving-ground', 'Fortified proving ground', hexes, 'axis');
}

/**
 * A proving ground of the Terrain Pack's landmarks (house rules App. 2 Landmarks; decisions C100-C101): barracks,
 * lighthouses, radar stations, supply depots, power plants and prison camps on rows 3 to 5, radar stations right in
 * front of both armies' armor and artillery, so random play sees a station fall to their fire.
 */
export function landmarkGround(): Scenario {
  const kinds = ['radar-station', 'barracks', 'lighthouse', 'supply-depot', 'power-plant', 'prison-camp', 'radar-station'] as const;
  const hexes: Scenario['board']['hexes'] = [];
  let i = 0;
  for (const row of [3, 4, 5]) for (let col = row & 1; col <= 24; col += 2) hexes.push({ row, col, terrain: kinds[i++ % kinds.length] });
  // Radar stations next to the armor (columns 4 and 20) and in the artillery's range (column 12) of both armies.
  for (const col of [3, 5, 11, 13, 19, 21]) for (const row of [3, 5]) hexes.find((h) => h.row === row && h.col === col)!.terrain = 'radar-station';
  hexes.push(...army('axis', 2), ...army('allies', 6));
  return groundScenario('landmark-proving-ground', 'Landmark proving ground', hexes, 'allies');
}

/** The rules random play on the landmark proving ground must show firing (tests/support/terrain-rules.ts `Seen`). */
export const LANDMARK_GROUND_RULES = [
  'radar-station: entered by infantry',
  'radar-station: entered by armor',
  'radar-station: destroyed by fire',
  'barracks: entered by infantry',
  'lighthouse: entered by infantry',
  'power-plant: entered by infantry',
];

/** The rules random play on the fortified proving ground must show firing (tests/support/terrain-rules.ts `Seen`). */
export const FORTIFIED_GROUND_RULES = [
  'fortress: entered by infantry',
  'fortress: artillery hits only with stars',
  'rice-paddy: entered by infantry',
  'rice-paddy: entered by armor',
  'rice-paddy: left by one hex',
  'rice-paddy: no battle on entering (armor)',
  'roadblock: entered by infantry',
  'field bunker: entered by infantry',
  'cliff: step to or from the beach counted as two hexes',
  'sea-bluff: step to or from the beach counted as two hexes',
  'frozen-river: ice tested on a move',
  'frozen-river: ice tested on a retreat',
];

/**
 * A proving ground of the medal objectives (src/engine/scenario.ts `Objective`) and exit markers: both armies of the
 * terrain proving ground on open ground, facing objectives of every kind on rows 3 to 5, for both sides, and exit
 * markers on both baselines, so random play gains and loses each objective and leaves the board (the imported boards
 * carry only a few).
 */
export function objectiveGround(): Scenario {
  const h = (row: number, col: number) => ({ row, col });
  const kinds: Omit<Objective, 'id' | 'side' | 'hexes'>[] = [
    { control: 'majority', medals: 2 },
    { control: 'majority', turnStart: true },
    { control: 'sole' },
    { lastToOccupy: true },
    { permanent: true, turnStart: true },
    { permanent: true, control: 'majority' },
    { turnStart: true },
  ];
  const sets = [
    [h(3, 1), h(4, 2), h(3, 3)],
    [h(4, 6), h(5, 7)],
    [h(3, 9), h(4, 10)],
    [h(4, 12)],
    [h(3, 15)],
    [h(4, 18), h(5, 19), h(4, 20)],
    [h(3, 23), h(4, 24)],
  ];
  const objectives: Objective[] = [];
  kinds.forEach((k, i) => {
    for (const side of ['axis', 'allies'] as const) objectives.push({ id: `o${i}-${side}`, side, hexes: sets[i]!, ...k });
  });
  return {
    format: 1,
    id: 'objective-proving-ground',
    name: 'Objective proving ground',
    // Exit markers: the Allies' on the Axis baseline, the Axis' on the Allied one.
    board: {
      kind: 'standard',
      face: 'country',
      hexes: [
        ...army('axis', 2),
        ...army('allies', 6),
        ...[0, 2, 4, 6, 8, 10, 12].map((col) => ({ row: 0, col, exit: 'allies' as const })),
        ...[12, 14, 16, 18, 20, 22, 24].map((col) => ({ row: 8, col, exit: 'axis' as const })),
      ],
    },
    sides: { axis: { cards: 5, medalsToWin: 10, edge: 'top' }, allies: { cards: 5, medalsToWin: 10, edge: 'bottom' } },
    first: 'axis',
    objectives,
  };
}

/**
 * A proving ground of the bridge rules (FAQ §II Pontoon Bridges, §III Blowing up Bridges): both armies of the terrain
 * proving ground facing each other across a river on row 4, bridged in each section, with units on two of the bridges;
 * the Allies build up to three pontoon bridges and blow bridges by option 1, the Axis build as many as they like and
 * blow by option 2, so random play builds, crosses, blows and loses cards.
 */
export function bridgeGround(): Scenario {
  const bridges = new Set([2, 10, 12, 22]);
  const river: Scenario['board']['hexes'] = [];
  for (let col = 0; col <= 24; col += 2) river.push({ row: 4, col, terrain: 'river', ...(bridges.has(col) ? { bridge: true } : {}) });
  river.find((h) => h.col === 10)!.unit = { side: 'allies', kind: 'infantry' };
  river.find((h) => h.col === 22)!.unit = { side: 'axis', kind: 'infantry' };
  return {
    format: 1,
    id: 'bridge-proving-ground',
    name: 'Bridge proving ground',
    board: { kind: 'standard', face: 'country', hexes: [...river, ...army('axis', 2), ...army('allies', 6)] },
    sides: { axis: { cards: 5, medalsToWin: 8, edge: 'top' }, allies: { cards: 5, medalsToWin: 8, edge: 'bottom' } },
    first: 'allies',
    rules: { pontoons: { allies: { max: 3 }, axis: {} }, blowBridges: { allies: { option: 1 }, axis: { option: 2 } } },
  };
}

/** The bridge rules random play on the bridge proving ground must show firing (tests/support/terrain-rules.ts). */
export const BRIDGE_GROUND_RULES = [
  'bridge: pontoon built',
  'pontoon: entered by a unit',
  'bridge: blown by option 1',
  'bridge: blown by option 2',
  'bridge: held, no star',
  'bridge: a unit destroyed with its bridge',
  'bridge: card lost for good',
  'bridge: a unit moved beside a blown bridge',
];

/** The terrain rules random play on the proving ground must show firing (tests/support/terrain-rules.ts `Seen`). */
export const PROVING_GROUND_RULES = [
  'marsh: entered by infantry',
  'marsh: entered by armor',
  'marsh: left by one hex',
  'marsh: no battle on entering (armor)',
  'city-ruins: entered by infantry',
  'city-ruins: no battle on entering (infantry)',
  'ravine: entered by infantry',
  'trenches: entered by infantry',
  'trenches: entered by armor',
  'factory: no battle on entering (infantry)',
  'church: no battle on entering (infantry)',
  'hill-village: no battle on entering (infantry)',
  'hill-forest: no battle on entering (infantry)',
  'jungle: entered by infantry',
  'jungle: entered by armor',
  'jungle: battle after entering from next door',
  'jungle: no battle on entering from afar',
  'dam: entered by infantry',
  'mountain: entered by infantry',
  'mountain: step between raised hexes',
  'ridge: climbed from lower ground',
  'road: an extra hex along the road',
  'wadi: step through an open end',
  'wadi: battle in close assault (infantry)',
  'steep-hill: climb counted as two hexes',
  'station: no battle on entering (infantry)',
  'minefield: set off',
  'minefield: decoy revealed',
  'minefield: entered by its own side',
  // trench (FAQ §IV Tank Destroyers l.2796-2798): tests/support/terrain-trench.ts
  'trenches: ordered armor held from battle in a trench',
];

/**
 * A proving ground of the battle rules smoke screens and camouflage (FAQ §III Smoke Screen, Camouflage; decisions
 * C67-C69), with Air Strikes for both sides: the proving ground's two armies on open ground, every other unit
 * camouflaged, and nine screens a side, so that random play meets each rule (no imported battle carries them).
 */
export function smokeGround(): Scenario {
  const kinds = ['infantry', 'armor', 'infantry', 'artillery', 'infantry', 'armor', 'infantry'] as const;
  const army = (side: 'axis' | 'allies', row: number, hidden: number) =>
    [0, 4, 8, 12, 16, 20, 24].map((col, k) => ({ row, col, unit: { side, kind: kinds[k]!, ...(k % 2 === hidden ? { camouflaged: true } : {}) } }));
  const sc: Scenario = {
    format: 1,
    id: 'smoke-proving-ground',
    name: 'Smoke and camouflage proving ground',
    board: { kind: 'standard', face: 'country', hexes: [...army('axis', 2, 0), ...army('allies', 6, 1)] },
    sides: { axis: { cards: 5, medalsToWin: 6, edge: 'top' }, allies: { cards: 5, medalsToWin: 6, edge: 'bottom' } },
    first: 'allies',
    rules: { smoke: { axis: 9, allies: 9 } },
  };
  return applyBattleRules(sc, ['axis-air-strikes', 'allied-air-strikes']);
}

/**
 * The directed policy of the smoke proving ground: a side lays a screen whenever it may, on the middle rows where
 * the armies meet (uniformly among those hexes), and battles with or against a camouflaged unit whenever it may
 * (camouflage is soon lost to moves under uniform play), whose Axis camouflaged units never move by choice; every other
 * choice is uniform, as in random play.
 */
function smokePolicy(s: GameState, legal: readonly Action[], pick: (n: number) => number): Action {
  const smoke = legal.find((a) => a.type === 'smoke');
  if (smoke) return smoke;
  const hidden = (h: { row: number; col: number }) => s.units.some((u) => u.camouflaged && u.figures > 0 && u.row === h.row && u.col === h.col);
  const camo = legal.filter((a) => a.type === 'battle' && (hidden(a.target) || s.units[a.unit]!.camouflaged));
  if (camo.length) return camo[pick(camo.length)]!;
  // The Axis' camouflaged units hold still (so they battle while hidden); the Allies' move as they please.
  const still = legal.filter((a) => !(a.type === 'move' && s.units[a.unit]!.side === 'axis' && s.units[a.unit]!.camouflaged));
  if (still.length < legal.length) return still[pick(still.length)]!;
  if (s.pending[0]?.kind === 'smoke') {
    const middle = legal.filter((a) => a.type === 'target' && a.target.row >= 3 && a.target.row <= 5);
    if (middle.length) return middle[pick(middle.length)]!;
  }
  return legal[pick(legal.length)]!;
}

/** The rules the smoke proving ground must show firing (tests/support/terrain-rules.ts `Seen`). */
export const SMOKE_GROUND_RULES = [
  'smoke: laid',
  "smoke: thinned after the opponent's turn",
  "smoke: cleared after the opponent's second turn",
  'smoke: a line of fire through smoke',
  'smoke: a battle from or into a smoke hex',
  'camouflage: close assault on a camouflaged unit',
  'camouflage: kept when attacked',
  'camouflage: out of reach beyond an adjacent hex',
  'camouflage: lost by moving',
  'camouflage: lost by retreating',
  'camouflage: lost by battling',
];

/**
 * Seeded games of a battle with the smoke policy, every invariant (tests/support/invariants.ts) and the independent
 * checker after every action; returns the violations.
 */
export function playSmokeBattle(sc: Scenario, seeds: number[], seen: Seen, maxActions = 3000): string[] {
  return playPolicyBattle(sc, seeds, seen, smokePolicy, maxActions);
}

/** A directed policy: the action to play among the legal ones (`pick(n)`: a seeded uniform choice below n). */
type Policy = (s: GameState, legal: readonly Action[], pick: (n: number) => number) => Action;

/**
 * Seeded games of a battle with a directed policy, every invariant (tests/support/invariants.ts) and the independent
 * checker after every action; returns the violations.
 */
export function playPolicyBattle(sc: Scenario, seeds: number[], seen: Seen, policy: Policy, maxActions = 3000, start?: (s: GameState) => GameState): string[] {
  const violations: string[] = [];
  for (const seed of seeds) {
    const checker = new TerrainChecker(seen);
    const rng = policyRng(seed);
    // `start`: a position the scenario format cannot set (e.g. units worn down before the battle).
    let s = start ? start(newGame(sc, { seed })) : newGame(sc, { seed });
    for (let i = 0; i < maxActions && !s.winner; i++) {
      const legal = legalActions(s);
      if (!legal.length) {
        violations.push(`[${sc.id} seed ${seed}] action #${i}: no legal action but the game is not over`);
        break;
      }
      const a = policy(s, legal, (n) => nextInt(rng, n));
      const r = applyAction(s, a);
      if (!r.ok) {
        violations.push(`[${sc.id} seed ${seed}] action #${i} ${JSON.stringify(a)}: legal action refused: ${r.error.message}`);
        break;
      }
      for (const v of [...checkInvariants(s, r.state, r.events, sc), ...checker.check(s, r.state, r.events)]) violations.push(`[${sc.id} seed ${seed}] action #${i} ${JSON.stringify(a)}: ${v}`);
      s = r.state;
    }
  }
  return violations;
}

/**
 * A proving ground of the battle-wide actions of FAQ §III (helper "actions"): desert armor (`rules.desertOverrun`),
 * Oasis and Hospital Recovery, and a headquarters of each side in the middle rows, where the armies of the terrain
 * proving ground meet, so random play captures and retakes them, recovers figures and rolls on an extra hex.
 */
export function actionsGround(): Scenario {
  const army = (side: 'axis' | 'allies', row: number) =>
    [0, 4, 8, 12, 16, 20, 24].map((col, k) => ({ row, col, unit: { side, kind: (['armor', 'infantry', 'armor', 'infantry', 'armor', 'infantry', 'armor'] as const)[k]! } }));
  const hexes: Scenario['board']['hexes'] = [
    // The infantry starts on hospitals (cols 4, 20) and oases (col 12): damaged there, it may recover before moving.
    ...[...army('axis', 2), ...army('allies', 6)].map((h) => (h.unit.kind === 'infantry' ? { ...h, terrain: (h.col === 12 ? 'oasis' : 'hospital') as 'hospital' | 'oasis' } : h)),
    // Oases and hospitals right in front of both armies' infantry, so a damaged unit often stands on one.
    ...[3, 5].flatMap((row) => [3, 11, 19].map((col, k) => ({ row, col, terrain: (k === 1 ? 'hospital' : 'oasis') as 'hospital' | 'oasis' }))),
    // Headquarters in the middle of the board, each one step from the enemy's advance.
    { row: 3, col: 7, terrain: 'hq-tent', headquarters: 'axis' },
    { row: 5, col: 15, terrain: 'hq-tent', headquarters: 'allies' },
    { row: 3, col: 23, headquarters: 'axis' },
    { row: 5, col: 1, headquarters: 'allies' },
  ];
  return {
    format: 1,
    id: 'actions-proving-ground',
    name: 'Battle actions proving ground',
    board: { kind: 'standard', face: 'desert', hexes },
    sides: { axis: { cards: 5, medalsToWin: 8, edge: 'top' }, allies: { cards: 5, medalsToWin: 8, edge: 'bottom' } },
    first: 'allies',
    rules: { desertOverrun: true, oasisRecovery: true, hospitalRecovery: true },
  };
}

/** The battle-action rules random play on `actionsGround` must show firing (tests/support/terrain-rules.ts `Seen`). */
export const ACTIONS_GROUND_RULES = ['desert: extra hex after taking ground', 'oasis: recovery', 'hospital: recovery', 'hq: captured', 'hq: retaken'];

/**
 * A proving ground of Sabotaging a Dam (house rules l.344; decision C91): six dams across row 3, each held by Axis
 * infantry of 2 figures, the Allied infantry two rows below, armor and artillery behind both lines; the Axis sabotage.
 */
export function damGround(): Scenario {
  const DAMS = [3, 7, 11, 15, 19, 23];
  const hexes: Scenario['board']['hexes'] = [
    ...DAMS.map((col) => ({ row: 3, col, terrain: 'dam' as const, unit: { side: 'axis' as const, kind: 'infantry' as const, figures: 2 } })),
    ...[1, 5, 9, 13, 17, 21].map((col) => ({ row: 5, col, unit: { side: 'allies' as const, kind: 'infantry' as const } })),
    ...[2, 10, 18].map((col) => ({ row: 0, col, unit: { side: 'axis' as const, kind: 'artillery' as const } })),
    ...[5, 13, 21].map((col) => ({ row: 1, col, unit: { side: 'axis' as const, kind: 'armor' as const } })),
    ...[4, 12, 20].map((col) => ({ row: 8, col, unit: { side: 'allies' as const, kind: 'artillery' as const } })),
    ...[7, 15, 23].map((col) => ({ row: 7, col, unit: { side: 'allies' as const, kind: 'armor' as const } })),
  ];
  return {
    format: 1,
    id: 'dam-proving-ground',
    name: 'Dam sabotage proving ground',
    board: { kind: 'standard', face: 'country', hexes },
    sides: { axis: { cards: 5, medalsToWin: 12, edge: 'top' }, allies: { cards: 5, medalsToWin: 12, edge: 'bottom' } },
    first: 'allies',
    rules: { damSabotage: 'axis' },
  };
}

/**
 * The directed policy of the dam proving ground: Axis units on a dam never move off it by choice (so tokens pile up),
 * and an Allied unit moves onto a dam with tokens whenever it may (so they are cleared); every other choice is uniform.
 */
export const damPolicy: Policy = (s, legal, pick) => {
  const cols = s.board.geometry.cols;
  const onDam = (h: { row: number; col: number }) => s.board.cells[h.row * cols + h.col]?.terrain === 'dam';
  const clear = legal.filter((a) => a.type === 'move' && s.units[a.unit]!.side === 'allies' && s.damTokens?.[String(a.to.row * cols + a.to.col)]);
  if (clear.length) return clear[pick(clear.length)]!;
  const still = legal.filter((a) => !(a.type === 'move' && s.units[a.unit]!.side === 'axis' && onDam(s.units[a.unit]!)));
  return still.length ? still[pick(still.length)]! : legal[pick(legal.length)]!;
};

/** The dam rules the dam proving ground must show firing (tests/support/terrain-rules.ts `Seen`). */
export const DAM_GROUND_RULES = ['dam: token set', 'dam: sabotaged', 'dam: tokens cleared by the enemy'];
