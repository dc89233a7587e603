/**
 * Setting up a battle (rulebook p.5 "Set-up"): the board from the scenario, the units, the deck shuffled and the
 * hands dealt from the seed, the battle's special rules (special.ts: airdrop, extra draws, ...), objectives held at
 * set-up.
 */
import { BOARDS, allHexes, hexIndex, sideKey, type Side } from './hex';
import { deckIds } from './cards';
import { refuseDealtAirPower } from './troops/noAirPower';
import { seedRng, shuffled } from './rng';
import { other } from './board';
import { UNIT_KINDS } from './units';
import { HIGH_COMMAND_HAND } from './troops/nations';
import { TERRAIN, TERRAIN_KINDS } from './terrain';
import { checkVictory, takePermanentObjectives, turnStartObjectives } from './victory';
import { airdrop, specialRules } from './special';
import { layMines } from './mines';
import { startNight } from './night';
import { startSmoke } from './smoke';
import { startMeemies } from './troops/meemies';
import { queueAccessoryChoices } from './troops/funniesChoice';
import { freshTurn } from './turn/nextTurn';
import { RULES_VERSION, type BoardState, type Cell, type GameOptions, type GameState, type ObjectiveState, type Unit } from './types';
import type { Scenario } from './scenario';

export interface NewGameOptions {
  seed: string | number;
  options?: GameOptions;
}

/**
 * A new game. The scenario must be valid (src/scenario/validate.ts); the seed fixes the deck order and every
 * die, so (scenario, options, seed, actions) determine the whole game.
 */
export function newGame(scenario: Scenario, opts: NewGameOptions): GameState {
  const g = BOARDS[scenario.board.kind];
  const cells: (Cell | null)[] = new Array<Cell | null>(g.rows * g.cols).fill(null);
  for (const h of allHexes(g)) cells[hexIndex(g, h)] = { terrain: 'countryside' };
  const units: Unit[] = [];
  const obstacles: GameState['obstacles'] = {};
  const sandbags: GameState['sandbags'] = {};
  for (const sh of scenario.board.hexes) {
    const i = hexIndex(g, sh);
    const cell: Cell = { terrain: sh.terrain ?? 'countryside' };
    if (sh.bridge) cell.bridge = true;
    if (sh.bunker) cell.bunker = sh.bunker;
    if (sh.label) cell.label = sh.label;
    if (sh.impassable) cell.impassable = true;
    if (sh.blocksFire) cell.blocksFire = sh.blocksFire.slice();
    if (sh.exit) cell.exit = sh.exit;
    if (sh.road) cell.road = sh.road.slice();
    if (sh.marker) cell.marker = sh.marker;
    if (sh.seaWall) cell.seaWall = sh.seaWall;
    if (sh.oasisRecovery) cell.oasisRecovery = true;
    cells[i] = cell;
    if (sh.obstacle === 'sandbags') sandbags[String(i)] = true;
    else if (sh.obstacle) obstacles[String(i)] = sh.obstacle;
    if (sh.unit) {
      const k = UNIT_KINDS[sh.unit.kind];
      const figures = sh.unit.figures ?? k.figures;
      const u: Unit = {
        id: units.length,
        side: sh.unit.side,
        kind: sh.unit.kind,
        row: sh.row,
        col: sh.col,
        figures,
        maxFigures: figures,
        medals: sh.unit.medals ?? 1,
      };
      if (sh.unit.badge) u.badge = sh.unit.badge;
      if (sh.unit.camouflaged) u.camouflaged = true;
      // Per-unit rules of the scenario, only when set (other battles' states are unchanged).
      if (sh.unit.maxMove !== undefined) u.maxMove = sh.unit.maxMove;
      if (sh.unit.ignoreOneFlag) u.ignoreOneFlag = true;
      // landing craft (FAQ §IV Landing Craft)
      if (sh.unit.landingCraft) u.landingCraft = true;
      if (sh.unit.army) u.army = sh.unit.army;
      // troop actions (FAQ §III Heroic Leader)
      if (sh.unit.heroicLeader) u.heroicLeader = true;
      if (sh.unit.raft) u.raft = true;
      // trains (FAQ §IV Trains/Supply Trains): the wagon's hex and the units aboard
      if (sh.unit.wagon) u.wagon = { row: sh.unit.wagon.row, col: sh.unit.wagon.col };
      if (sh.unit.cargo?.length) u.cargo = sh.unit.cargo.map((x) => ({ kind: x.kind, figures: x.figures ?? UNIT_KINDS[x.kind].figures, on: x.on, ...(x.badge ? { badge: x.badge } : {}) }));
      // brandenburgers (FAQ §IV Brandenburgers): the enemy figure among them.
      if (UNIT_KINDS[u.kind].disguise) u.disguised = true;
      units.push(u);
    }
  }
  const sides: BoardState['sides'] = {};
  for (const hs of scenario.board.sides ?? []) {
    const k = sideKey(hs.a, hs.b);
    if (!k) continue;
    const f: { impassable?: true; blocksSight?: true } = {};
    if (hs.impassable) f.impassable = true;
    if (hs.blocksSight) f.blocksSight = true;
    sides[k] = f;
  }
  const spans = scenario.board.spans?.map((sp, n) => {
    for (const h of sp.hexes) cells[hexIndex(g, h)]!.span = n;
    return { hexes: sp.hexes.map((h) => ({ row: h.row, col: h.col })), exits: sp.exits.map((e) => ({ span: { ...e.span }, land: { ...e.land } })) };
  });
  const boardState: BoardState = { kind: scenario.board.kind, face: scenario.board.face, geometry: g, cells, sides };
  if (spans?.length) boardState.spans = spans;
  const terrain = battleTerrain(scenario);
  if (terrain) boardState.terrain = terrain;
  const options: GameOptions = { ...(opts.options ?? {}) };
  const rng = seedRng(opts.seed);
  const deck = shuffled(rng, deckIds(options.youngGenerals === true, scenario.deck?.decks ?? 1));
  const first = scenario.first;
  const hands: Record<Side, number[]> = { axis: [], allies: [] };
  // Italian High Command: its army starts with 6 cards, whatever the side's count (Equipment Pack l.668).
  const dealt = (side: Side): number => (scenario.rules?.highCommand === side ? HIGH_COMMAND_HAND : scenario.sides[side].cards);
  for (const side of [first, other(first)]) hands[side] = deck.splice(0, dealt(side));
  const state: GameState = {
    rulesVersion: RULES_VERSION,
    scenarioId: scenario.id,
    options,
    board: sharedBoard(scenario, boardState),
    edges: { axis: scenario.sides.axis.edge, allies: scenario.sides.allies.edge },
    medalsToWin: { axis: scenario.sides.axis.medalsToWin, allies: scenario.sides.allies.medalsToWin },
    objectives: (scenario.objectives ?? []).map((o) => {
      const os: ObjectiveState = {
        id: o.id,
        side: o.side,
        hexes: o.hexes.map((h) => ({ row: h.row, col: h.col })),
        hold: o.hold ?? 1,
        medals: o.medals ?? 1,
        permanent: o.permanent === true,
      };
      // The scoring variants, only when set (base battles' states are unchanged).
      if (o.control) os.control = o.control;
      if (o.turnStart) os.turnStart = true;
      if (o.lastToOccupy) os.lastToOccupy = true;
      return os;
    }),
    units,
    obstacles,
    sandbags,
    cards: { deck, discard: [], hands },
    medalsWon: { axis: 0, allies: 0 },
    taken: {},
    lastCommand: { axis: null, allies: null },
    turn: freshTurn(first, 1),
    pending: [],
    winner: null,
    rng,
  };
  // Temporary objectives whose count is kept between checks (turn start, last to occupy) are counted in `holding`.
  if (state.objectives.some((o) => !o.permanent && (o.turnStart || o.lastToOccupy))) state.holding = {};
  const special = specialRules(scenario);
  if (special) state.special = special;
  // funnies (FAQ §XII Elster's Column): Air Power dealt to a side that may not play it is discarded and replaced.
  if (special?.noAirPower) refuseDealtAirPower(state);
  // Sainte-Mere-Eglise: the drop comes after both hands are dealt (FAQ §XII), from the same seeded PRNG.
  if (scenario.airdrop) airdrop(state, scenario.airdrop);
  // Minefields: face-down counters drawn from the same PRNG, after the deal and the drop (mines.ts).
  layMines(state, scenario);
  // Night: darkness at the start, and the Allies' first dawn roll when they move first (night.ts).
  startNight(state);
  // Smoke screens: what each side may lay (smoke.ts).
  startSmoke(state, scenario);
  // meemies: a battle with Screaming Meemies keeps a smoke record for their smoke shells (troops/meemies.ts).
  startMeemies(state);
  takePermanentObjectives(state, []);
  // The first side's turn starts now: its turn-start objectives are looked at (Equipment Pack, Turn Start).
  turnStartObjectives(state, first, []);
  // A side that starts at its target (objectives held at set-up) has won before the first turn: the game starts over
  // (docs/rules-decisions.md S27). No unit-count check here: a valid scenario gives each side a unit on the board,
  // and rule tests start one-sided boards on purpose.
  checkVictory(state, first, []);
  // funnies-choice: each side chooses its Funnies units' accessories before the first turn (Equipment Pack l.190).
  if (!state.winner) queueAccessoryChoices(state, first);
  return state;
}

/** The battle's own terrain effects (`rules.terrain`): each changed kind's full definition, or undefined for none. */
function battleTerrain(scenario: Scenario): BoardState['terrain'] {
  const changes = scenario.rules?.terrain;
  if (!changes) return undefined;
  const out: NonNullable<BoardState['terrain']> = {};
  for (const kind of TERRAIN_KINDS) {
    const change = changes[kind];
    if (!change) continue;
    const { m44: _names, ...rules } = TERRAIN[kind];
    out[kind] = { ...rules, ...change };
  }
  return Object.keys(out).length ? out : undefined;
}

const boards = new Map<string, BoardState>();
const boardOfScenario = new WeakMap<object, BoardState>();

/**
 * Games of the same battle share one board object (boards never change during a game), so the tables derived
 * from a board (grid.ts, line-of-sight plans) are built once, not once per game. Keyed by content, so an edited
 * scenario gets its own board.
 */
function sharedBoard(scenario: Scenario, b: BoardState): BoardState {
  // Keyed by the scenario, not its board: two scenarios may share a board object and differ in their rules.
  const known = boardOfScenario.get(scenario);
  if (known) return known;
  const key = JSON.stringify(b);
  let have = boards.get(key);
  if (!have) {
    if (boards.size > 64) boards.clear();
    boards.set(key, b);
    have = b;
  }
  boardOfScenario.set(scenario, have);
  return have;
}
