/**
 * The turn machine: newGame, legalActions, applyAction. Rulebook p.6 "Game Turn" and the card rules of
 * cards.md / FAQ §VIII. Every decision is a small action; `pending` holds decisions that interrupt the turn
 * (Ambush, retreats, Take Ground, Overrun, card strikes, Recon's keep-1).
 */
import {
  BREAKTHROUGH_GEOMETRY,
  OVERLORD_GEOMETRY,
  STANDARD_GEOMETRY,
  allHexes,
  hexDistance,
  hexIndex,
  isHexShape,
  onBoard,
  sameHex,
  sideKey,
  type BoardGeometry,
  type Hex,
  type Section,
  type Side,
} from './hex';
import { cardDef, cardType, deckIds, isCardId, mirrorSection, mirroredCardType, type CardType } from './cards';
import { scoreRoll, isDieFace, DIE_FACES, type DieFace } from './dice';
import { nextInt, seedRng, shuffled } from './rng';
import {
  cellAt,
  getUnit,
  hasSandbags,
  isAlive,
  obstacleAt,
  other,
  removeObstacle,
  setSandbags,
  terrainAt,
  inheritOccupancy,
  unitAt,
  unitShifted,
} from './board';
import { battleTargets, ownHexPenalty as ownPenalty, protection as protectionOf } from './battle';
import { canEnter, entryEffects, moveRules, moveTargetsOf, type MoveTarget } from './movement';
import { allEligible, effectiveSlots, feasible, needsFallback, orderSpec, orderableUnits } from './orders';
import { retreatOptionsFor, type RetreatOption } from './retreat';
import { UNIT_KINDS, isArmorKind, isInfantryKind } from './units';
import { cacheOf } from './cache';
import { MAX_TURNS, checkVictory, checkWipeOut, endGame, leader, takePermanentObjectives, temporaryObjectiveChanges } from './victory';
import { airdrop, extraDraws, playAsOptions, specialRules, suddenDeathMet } from './special';
import {
  RULES_VERSION,
  type Action,
  type ApplyResult,
  type BoardState,
  type Cell,
  type Command,
  type EngineError,
  type ErrorCode,
  type GameEvent,
  type GameOptions,
  type GameState,
  type Pending,
  type Supply,
  type TurnState,
  type Unit,
  type UnitTurn,
} from './types';
import type { Scenario } from './scenario';

/** Sandbag pieces in the box: Dig-In may place only those not on the board (FAQ §II Sandbags Q5). */
export const SANDBAG_PIECES = 12;

export interface NewGameOptions {
  seed: string | number;
  options?: GameOptions;
}

function geometryOf(kind: Scenario['board']['kind']): BoardGeometry {
  return kind === 'overlord' ? OVERLORD_GEOMETRY : kind === 'breakthrough' ? BREAKTHROUGH_GEOMETRY : STANDARD_GEOMETRY;
}

/**
 * A new game. The scenario must be valid (src/scenario/validate.ts); the seed fixes the deck order and every
 * die, so (scenario, options, seed, actions) determine the whole game.
 */
export function newGame(scenario: Scenario, opts: NewGameOptions): GameState {
  const g = geometryOf(scenario.board.kind);
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
  const options: GameOptions = { ...(opts.options ?? {}) };
  const rng = seedRng(opts.seed);
  const deck = shuffled(rng, deckIds(options.youngGenerals === true));
  const first = scenario.first;
  const hands: Record<Side, number[]> = { axis: [], allies: [] };
  for (const side of [first, other(first)]) hands[side] = deck.splice(0, scenario.sides[side].cards);
  const state: GameState = {
    rulesVersion: RULES_VERSION,
    scenarioId: scenario.id,
    options,
    board: sharedBoard(scenario, boardState),
    edges: { axis: scenario.sides.axis.edge, allies: scenario.sides.allies.edge },
    medalsToWin: { axis: scenario.sides.axis.medalsToWin, allies: scenario.sides.allies.medalsToWin },
    objectives: (scenario.objectives ?? []).map((o) => ({
      id: o.id,
      side: o.side,
      hexes: o.hexes.map((h) => ({ row: h.row, col: h.col })),
      hold: o.hold ?? 1,
      medals: o.medals ?? 1,
      permanent: o.permanent === true,
    })),
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
  const special = specialRules(scenario);
  if (special) state.special = special;
  // Sainte-Mere-Eglise: the drop comes after both hands are dealt (FAQ §XII), from the same seeded PRNG.
  if (scenario.airdrop) airdrop(state, scenario.airdrop);
  takePermanentObjectives(state, []);
  // A side that starts at its target (objectives held at set-up) has won before the first turn: the game starts over
  // (docs/rules-decisions.md S27). No unit-count check here: a valid scenario gives each side a unit on the board,
  // and rule tests start one-sided boards on purpose.
  checkVictory(state, first, []);
  return state;
}

const boards = new Map<string, BoardState>();
const boardOfScenario = new WeakMap<object, BoardState>();

/**
 * Games of the same battle share one board object (boards never change during a game), so the tables derived
 * from a board (grid.ts, line-of-sight plans) are built once, not once per game. Keyed by content, so an edited
 * scenario gets its own board.
 */
function sharedBoard(scenario: Scenario, b: BoardState): BoardState {
  const known = boardOfScenario.get(scenario.board);
  if (known) return known;
  const key = JSON.stringify(b);
  let have = boards.get(key);
  if (!have) {
    if (boards.size > 64) boards.clear();
    boards.set(key, b);
    have = b;
  }
  boardOfScenario.set(scenario.board, have);
  return have;
}

function freshTurn(side: Side, number: number): TurnState {
  return { side, number, stage: 'play', card: null, command: null, ordered: [], units: {} };
}

// ---------------------------------------------------------------------------------------------------------
// Cloning: the input state is never mutated; a draft copies every part an action may change.

function cloneState(s: GameState): GameState {
  // Field by field (faster than spreads on this hot path). The command and Their Finest Hour's slots are never
  // changed after they are made, so they are shared; what each ordered unit did is copied on write (mutTurnUnit).
  const t = s.turn;
  const turn: TurnState = {
    side: t.side,
    number: t.number,
    stage: t.stage,
    card: t.card,
    command: t.command,
    ordered: t.ordered.slice(),
    units: { ...t.units },
  };
  if (t.slots) turn.slots = t.slots;
  if (t.fallback !== undefined) turn.fallback = t.fallback;
  if (t.ambushBy !== undefined) turn.ambushBy = t.ambushBy;
  const out: GameState = {
    rulesVersion: s.rulesVersion,
    scenarioId: s.scenarioId,
    options: s.options,
    board: s.board,
    edges: s.edges,
    medalsToWin: s.medalsToWin,
    objectives: s.objectives,
    // Units are copied on write (own()); until then the draft shares them with the state it came from.
    units: s.units.slice(),
    // Obstacles, sandbags and cards are copied on write too (removeObstacle, setSandbags, cardsOf).
    obstacles: s.obstacles,
    sandbags: s.sandbags,
    cards: s.cards,
    medalsWon: { axis: s.medalsWon.axis, allies: s.medalsWon.allies },
    taken: { ...s.taken },
    lastCommand: { axis: s.lastCommand.axis, allies: s.lastCommand.allies },
    turn,
    pending: s.pending.length
      ? s.pending.map((p) => (p.kind === 'airPower' ? { ...p, picked: p.picked.slice() } : p.kind === 'keep' ? { ...p, cards: p.cards.slice() } : { ...p }))
      : [],
    winner: s.winner,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
  };
  // Fixed at newGame: shared, never changed (and left out for battles without special rules).
  if (s.special) out.special = s.special;
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Who acts, and what they may do.

/** The side that must act now (the defender during an Ambush decision or a retreat), or null when over. */
export function actor(s: GameState): Side | null {
  if (s.winner) return null;
  const p = s.pending[0];
  return p ? p.actor : s.turn.side;
}

/** Every action the side to act may take now. */
export function legalActions(s: GameState): Action[] {
  const c = cacheOf(s);
  let a = c.legal;
  if (!a) {
    a = computeLegal(s);
    c.legal = a;
  }
  return a;
}

function computeLegal(s: GameState): Action[] {
  if (s.winner) return [];
  const p = s.pending[0];
  if (p) return pendingActions(s, p);
  const t = s.turn;
  const out: Action[] = [];
  switch (t.stage) {
    case 'play': {
      const hand = s.cards.hands[t.side];
      const onlyAmbush = hand.every((c) => cardType(c) === 'ambush');
      for (const c of hand) {
        const type = cardType(c);
        if (type === 'ambush' && !onlyAmbush) continue;
        if (type === 'infantry-assault' && hasInfantry(s, t.side)) {
          for (const section of ['left', 'centre', 'right'] as Section[]) out.push({ type: 'play', card: c, section });
        } else out.push({ type: 'play', card: c });
        // Scenario rule: the card may also be played as another card (Mortain: a Recon as Air Power).
        for (const as of playAsOptions(s, t.side, c)) out.push({ type: 'play', card: c, as });
      }
      return out;
    }
    case 'order':
      for (const u of orderableUnits(s)) out.push({ type: 'order', unit: u.id });
      out.push({ type: 'endOrders' });
      return out;
    case 'move':
    case 'move2':
      for (const id of t.ordered) {
        const u = s.units[id]!;
        for (const a of cachedMoves(s, u).actions) out.push(a);
      }
      out.push({ type: 'endMoves' });
      return out;
    case 'battle':
      for (const id of t.ordered) {
        const u = s.units[id]!;
        const ut = t.units[id]!;
        if (!canStillBattle(u, ut)) continue;
        for (const b of battleTargets(s, u, ut, false)) out.push({ type: 'battle', unit: id, target: b.target });
        // Any ordered infantry on wire that may still battle, not only one that entered it this turn (rulebook p.16
        // Wire; player aid: Wire; FAQ §II Wire Q1).
        if (isInfantryKind(u.kind) && obstacleAt(s, u) === 'wire') out.push({ type: 'removeWire', unit: id });
      }
      out.push({ type: 'endBattles' });
      return out;
  }
}

function hasInfantry(s: GameState, side: Side): boolean {
  return s.units.some((u) => u.side === side && isAlive(u) && isInfantryKind(u.kind));
}

function canStillBattle(u: Unit, ut: UnitTurn): boolean {
  return isAlive(u) && !ut.noBattle && !ut.retreated && ut.battles < ut.maxBattles;
}

/** A unit's move targets and the matching `move` actions (shared by the states whose lists contain them). */
interface UnitMoves {
  targets: MoveTarget[];
  actions: Action[];
}

/** Move targets of a unit in a (settled, immutable) state, cached. */
function cachedMoves(s: GameState, u: Unit): UnitMoves {
  const c = cacheOf(s);
  let m = c.moves as Map<number, UnitMoves> | undefined;
  if (!m) {
    m = new Map();
    c.moves = m;
  }
  let r = m.get(u.id);
  if (!r) {
    const targets = unitMoveTargets(s, u);
    r = { targets, actions: targets.map((t): Action => ({ type: 'move', unit: u.id, to: t.to })) };
    m.set(u.id, r);
  }
  return r;
}

function cachedMoveTargets(s: GameState, u: Unit): MoveTarget[] {
  return cachedMoves(s, u).targets;
}

function unitMoveTargets(s: GameState, u: Unit): MoveTarget[] {
  const t = s.turn;
  const ut = t.units[u.id];
  if (!ut || !isAlive(u)) return [];
  if (t.stage === 'move2') {
    if (ut.secondMoveDone) return [];
    return moveTargetsOf(s, u, moveRules(s, u, true));
  }
  if (ut.moveDone) return [];
  return moveTargetsOf(s, u, moveRules(s, u), ut);
}

function pendingActions(s: GameState, p: Pending): Action[] {
  switch (p.kind) {
    case 'ambush':
      // With ambushAlwaysAsk the window also opens for a defender without the card: then it may only decline.
      return s.cards.hands[p.actor].some((c) => cardType(c) === 'ambush') ? [{ type: 'ambush' }, { type: 'decline' }] : [{ type: 'decline' }];
    case 'retreat': {
      const u = s.units[p.unit]!;
      return dedupeRetreats(retreatOptionsFor(s, u, p.flags, p.ignorable)).map((o) => ({ type: 'retreat', to: o.to, ignore: o.ignore }));
    }
    case 'takeGround':
      return [{ type: 'takeGround' }, { type: 'decline' }];
    case 'overrun': {
      const u = s.units[p.unit]!;
      const out: Action[] = battleTargets(s, u, s.turn.units[u.id], true).map((b) => ({ type: 'battle', unit: u.id, target: b.target }));
      out.push({ type: 'decline' });
      return out;
    }
    case 'barrage':
      return s.units.filter((u) => u.side !== p.actor && isAlive(u)).map((u) => ({ type: 'target', target: { row: u.row, col: u.col } }));
    case 'airPower': {
      const out: Action[] = airCandidates(s, p.actor, p.picked).map((h) => ({ type: 'target', target: h }));
      if (p.picked.length) out.push({ type: 'strike' });
      return out;
    }
    case 'keep':
      return p.cards.map((c) => ({ type: 'keep', card: c }));
    default:
      return [];
  }
}

function dedupeRetreats(opts: RetreatOption[]): RetreatOption[] {
  const seen = new Set<string>();
  return opts.filter((o) => {
    const k = `${o.to.row},${o.to.col},${o.ignore}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function airCandidates(s: GameState, side: Side, picked: Hex[]): Hex[] {
  if (picked.length >= 4) return [];
  const out: Hex[] = [];
  for (const u of s.units) {
    if (u.side === side || !isAlive(u)) continue;
    if (picked.some((h) => sameHex(h, u))) continue;
    if (picked.length && !picked.some((h) => hexDistance(h, u) === 1)) continue;
    out.push({ row: u.row, col: u.col });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Applying an action.

class SupplyError extends Error {}

interface Ctx {
  events: GameEvent[];
  dice: DieFace[];
  draws: number[];
  /** Units this draft has already copied (and may mutate); a handful at most. */
  owned: number[];
  /** The state the action was applied to (its cached legal-move tables are reused). */
  origin: GameState;
  /** The draft has its own copy of the cards. */
  cardsOwned: boolean;
  /** Move targets of other units that a move left unchanged (see moveUnit). */
  carryMoves?: Map<number, UnitMoves> | undefined;
}

/** No move in the move step is longer than this (3: armor, Infantry Assault, Artillery Bombard, BEL). */
const MAX_MOVE = 3;

/** The draft's own, mutable copy of the cards. */
function cardsOf(s: GameState, ctx: Ctx): GameState['cards'] {
  if (!ctx.cardsOwned) {
    const c = s.cards;
    s.cards = { deck: c.deck.slice(), discard: c.discard.slice(), hands: { axis: c.hands.axis.slice(), allies: c.hands.allies.slice() } };
    ctx.cardsOwned = true;
  }
  return s.cards;
}

/** Ids whose UnitTurn the draft has copied (kept in the draft's hidden cache). */
function ownedTurnUnits(s: GameState): number[] {
  const c = cacheOf(s);
  return (c.turnUnitsOwned ??= []);
}

/** The draft's own, mutable copy of what an ordered unit did this turn (undefined if not ordered). */
function mutTurnUnit(s: GameState, id: number): UnitTurn | undefined {
  const ut = s.turn.units[id];
  if (!ut) return undefined;
  const owned = ownedTurnUnits(s);
  if (owned.includes(id)) return ut;
  const copy = { ...ut };
  s.turn.units[id] = copy;
  owned.push(id);
  return copy;
}

/** The draft's own, mutable copy of a unit. */
function own(s: GameState, ctx: Ctx, id: number): Unit {
  if (!ctx.owned.includes(id)) {
    s.units[id] = { ...s.units[id]! };
    ctx.owned.push(id);
  }
  return s.units[id]!;
}

function err(code: ErrorCode, message: string): { ok: false; error: EngineError } {
  return { ok: false, error: { code, message } };
}


function sameHexLike(a: Hex, b: Hex): boolean {
  return a.row === b.row && a.col === b.col;
}

/** Is the action one of the legal ones? (field by field: no strings built on the hot path) */
function isLegal(s: GameState, a: Action): boolean {
  for (const l of legalActions(s)) {
    if (l.type !== a.type) continue;
    switch (l.type) {
      case 'play':
        if (l.card === (a as typeof l).card && l.section === (a as typeof l).section && l.as === (a as typeof l).as) return true;
        break;
      case 'order':
      case 'removeWire':
        if (l.unit === (a as typeof l).unit) return true;
        break;
      case 'move':
        if (l.unit === (a as typeof l).unit && sameHexLike(l.to, (a as typeof l).to)) return true;
        break;
      case 'battle':
        if (l.unit === (a as typeof l).unit && sameHexLike(l.target, (a as typeof l).target)) return true;
        break;
      case 'retreat':
        if (l.ignore === (a as typeof l).ignore && sameHexLike(l.to, (a as typeof l).to)) return true;
        break;
      case 'target':
        if (sameHexLike(l.target, (a as typeof l).target)) return true;
        break;
      case 'keep':
        if (l.card === (a as typeof l).card) return true;
        break;
      default:
        return true;
    }
  }
  return false;
}

const SECTIONS = new Set(['left', 'centre', 'right']);

function intField(a: Record<string, unknown>, k: string): boolean {
  return Number.isInteger(a[k]);
}

function hexField(a: Record<string, unknown>, k: string): Hex | null {
  const v = a[k];
  return isHexShape(v) ? { row: v.row, col: v.col } : null;
}

/** Check the shape of an untrusted action and return a clean copy, or an error message. */
export function parseAction(x: unknown): Action | string {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return 'an action must be an object';
  const a = x as Record<string, unknown>;
  switch (a.type) {
    case 'play': {
      if (!intField(a, 'card')) return 'play needs an integer card';
      if (a.section !== undefined && !SECTIONS.has(a.section as string)) return 'section must be left, centre or right';
      if (a.as !== undefined && a.as !== 'air-power' && a.as !== 'barrage') return 'as must be air-power or barrage';
      const out: Action = { type: 'play', card: a.card as number };
      if (a.section !== undefined) out.section = a.section as Section;
      if (a.as !== undefined) out.as = a.as;
      return out;
    }
    case 'order':
    case 'removeWire':
      if (!intField(a, 'unit')) return `${a.type} needs an integer unit`;
      return { type: a.type, unit: a.unit as number };
    case 'move': {
      const to = hexField(a, 'to');
      if (!intField(a, 'unit') || !to) return 'move needs an integer unit and a hex {row, col}';
      return { type: 'move', unit: a.unit as number, to };
    }
    case 'battle': {
      const target = hexField(a, 'target');
      if (!intField(a, 'unit') || !target) return 'battle needs an integer unit and a target hex {row, col}';
      return { type: 'battle', unit: a.unit as number, target };
    }
    case 'retreat': {
      const to = hexField(a, 'to');
      if (!to || typeof a.ignore !== 'boolean') return 'retreat needs a hex {row, col} and ignore: boolean';
      return { type: 'retreat', to, ignore: a.ignore };
    }
    case 'target': {
      const target = hexField(a, 'target');
      if (!target) return 'target needs a hex {row, col}';
      return { type: 'target', target };
    }
    case 'keep':
      if (!intField(a, 'card')) return 'keep needs an integer card';
      return { type: 'keep', card: a.card as number };
    case 'endOrders':
    case 'endMoves':
    case 'endBattles':
    case 'takeGround':
    case 'ambush':
    case 'decline':
    case 'strike':
      return { type: a.type };
    default:
      // String() throws on an object without a prototype: name only a string type, never convert other values.
      return `unknown action type ${typeof a.type === 'string' ? JSON.stringify(a.type).slice(0, 40) : `(a ${a.type === null ? 'null' : typeof a.type})`}`;
  }
}

function parseSupply(x: unknown): Supply | string {
  if (x === undefined) return {};
  if (typeof x !== 'object' || x === null) return 'supply must be an object';
  const o = x as Record<string, unknown>;
  const out: Supply = {};
  if (o.dice !== undefined) {
    if (!Array.isArray(o.dice) || !o.dice.every(isDieFace)) return 'supply.dice must be a list of die faces';
    out.dice = o.dice.slice() as DieFace[];
  }
  if (o.draws !== undefined) {
    if (!Array.isArray(o.draws) || !o.draws.every(isCardId)) return 'supply.draws must be a list of card ids';
    out.draws = o.draws.slice() as number[];
  }
  return out;
}

/** Why an action of a valid shape is not legal now (best effort, for a clear message). */
function diagnose(s: GameState, a: Action): { ok: false; error: EngineError } {
  const p = s.pending[0];
  const g = s.board.geometry;
  const hexes: Hex[] = a.type === 'move' || a.type === 'retreat' ? [a.to] : a.type === 'battle' || a.type === 'target' ? [a.target] : [];
  for (const h of hexes) if (!onBoard(g, h)) return err('off-board', `hex (${h.row},${h.col}) is not on the board`);
  if ('unit' in a && !getUnit(s, a.unit)) return err('unknown-unit', `there is no unit ${a.unit}`);
  if (a.type === 'play' || a.type === 'keep') {
    if (!isCardId(a.card)) return err('not-in-hand', `there is no card ${a.card}`);
  }
  if (p) return err('wrong-step', `waiting for ${p.actor} to resolve ${p.kind}; ${a.type} is not possible now`);
  if (a.type === 'play') {
    if (s.turn.stage !== 'play') return err('wrong-step', 'a card has already been played this turn');
    if (!s.cards.hands[s.turn.side].includes(a.card)) return err('not-in-hand', `card ${a.card} is not in ${s.turn.side}'s hand`);
  }
  return err('not-allowed', `${a.type} is not allowed now (step: ${s.turn.stage})`);
}

/**
 * Apply one action. Never mutates `state`; never throws on bad input. `supply` forces dice faces and card
 * draws (tests, shared randomness); the state's PRNG is used once a supply runs out.
 */
export function applyAction(state: GameState, action: unknown, supply?: unknown): ApplyResult {
  const parsed = parseAction(action);
  if (typeof parsed === 'string') return err('malformed-action', parsed);
  const sup = parseSupply(supply);
  if (typeof sup === 'string') return err('bad-supply', sup);
  if (state.winner) return err('game-over', `the game is over: ${state.winner} won`);
  if (!isLegal(state, parsed)) return diagnose(state, parsed);
  const draft = cloneState(state);
  const ctx: Ctx = { events: [], dice: sup.dice ?? [], draws: sup.draws ?? [], owned: [], origin: state, cardsOwned: false };
  inheritOccupancy(state, draft);
  try {
    perform(draft, parsed, ctx);
    run(draft, ctx);
  } catch (e) {
    if (e instanceof SupplyError) return err('bad-supply', e.message);
    throw e;
  }
  // Temporary objectives gained or lost come before a gameOver they caused: gameOver stays the last event.
  // Temporary objectives can only change when a unit moved or died, and then the draft has its own occupancy table
  // (when the parent never built one, we cannot tell, so we look).
  const occBefore = cacheOf(state).occ;
  if (state.objectives.length && (!occBefore || cacheOf(draft).occ !== occBefore)) {
    const objectives: GameEvent[] = [];
    temporaryObjectiveChanges(state, draft, objectives);
    const over = ctx.events.findIndex((e) => e.type === 'gameOver');
    ctx.events.splice(over < 0 ? ctx.events.length : over, 0, ...objectives);
  }
  return { ok: true, state: draft, events: ctx.events };
}

// ---------------------------------------------------------------------------------------------------------
// Randomness

function roll(s: GameState, ctx: Ctx, n: number): DieFace[] {
  const faces: DieFace[] = [];
  for (let i = 0; i < n; i++) faces.push(ctx.dice.length ? ctx.dice.shift()! : DIE_FACES[nextInt(s.rng, 6)]!);
  ctx.events.push({ type: 'roll', faces });
  return faces;
}

/**
 * Draw the top card (reshuffling the discards when the deck is empty, unless the battle forbids it); undefined
 * when none is left.
 */
function drawCard(s: GameState, ctx: Ctx, side: Side): number | undefined {
  cardsOf(s, ctx);
  if (!s.cards.deck.length && !s.special?.noReshuffle) reshuffle(s, ctx, false);
  if (!s.cards.deck.length) return undefined;
  let id: number;
  if (ctx.draws.length) {
    id = ctx.draws.shift()!;
    const i = s.cards.deck.indexOf(id);
    if (i < 0) throw new SupplyError(`card ${id} is not in the draw pile`);
    s.cards.deck.splice(i, 1);
  } else id = s.cards.deck.shift()!;
  s.cards.hands[side].push(id);
  ctx.events.push({ type: 'drew', side, card: id });
  return id;
}

/** Shuffle the discards (and, for Their Finest Hour, the rest of the deck) into a new draw pile. */
function reshuffle(s: GameState, ctx: Ctx, withDeck: boolean): void {
  cardsOf(s, ctx);
  const pool = withDeck ? s.cards.deck.concat(s.cards.discard) : s.cards.discard;
  if (!pool.length) return;
  s.cards.deck = shuffled(s.rng, pool);
  s.cards.discard = [];
  ctx.events.push({ type: 'shuffled', cards: s.cards.deck.length });
}

// ---------------------------------------------------------------------------------------------------------
// Performing actions

function perform(s: GameState, a: Action, ctx: Ctx): void {
  const p = s.pending[0];
  if (p) {
    performPending(s, p, a, ctx);
    return;
  }
  const t = s.turn;
  switch (a.type) {
    case 'play':
      playCard(s, a.card, a.section, a.as, ctx);
      return;
    case 'order':
      orderUnit(s, a.unit, ctx);
      return;
    case 'endOrders':
      endOrders(s, ctx);
      return;
    case 'move':
      moveUnit(s, a.unit, a.to, ctx);
      return;
    case 'endMoves':
      if (t.stage === 'move2') endTurn(s, ctx);
      else t.stage = 'battle';
      return;
    case 'battle':
      declareBattle(s, a.unit, a.target, false, ctx);
      return;
    case 'removeWire': {
      const u = s.units[a.unit]!;
      removeObstacle(s, u);
      const ut = mutTurnUnit(s, u.id)!;
      ut.battles = ut.maxBattles;
      ctx.events.push({ type: 'wireRemoved', unit: u.id, at: { row: u.row, col: u.col } });
      return;
    }
    case 'endBattles':
      endBattles(s, ctx);
      return;
    default:
      return;
  }
}

function playCard(s: GameState, card: number, section: Section | undefined, as: CardType | undefined, ctx: Ctx): void {
  const t = s.turn;
  const hand = cardsOf(s, ctx).hands[t.side];
  hand.splice(hand.indexOf(card), 1);
  t.card = card;
  const type = cardType(card);
  let cmd: Command | null;
  if (type === 'counter-attack') {
    // FAQ §VIII Counter-Attack Q4-Q6: replay the opponent's last command, in the same board area (so a flank
    // card's name is mirrored), with all its options; a Counter-Attack copies what that one copied.
    const last = s.lastCommand[other(t.side)];
    cmd = last ? { type: mirroredCardType(last.type) } : null;
    if (cmd && last?.section) cmd.section = mirrorSection(last.section);
  } else if (type === 'ambush') {
    cmd = null; // played on one's own turn only when it is the whole hand: orders nothing
  } else {
    cmd = { type };
    if (section) cmd.section = section;
  }
  // Played as another card (scenario playAs): exactly that card (FAQ §XII Operation Lüttich Q1), while a
  // Counter-Attack of it copies the card as printed (Q3), or the card a Counter-Attack so played had copied.
  s.lastCommand[t.side] = cmd;
  if (as) cmd = { type: as };
  t.command = cmd;
  ctx.events.push({ type: 'played', side: t.side, card, cardType: type, command: cmd });
  t.stage = 'order';
  if (!cmd) return;
  switch (cmd.type) {
    case 'barrage':
      s.pending.unshift({ kind: 'barrage', actor: t.side });
      t.stage = 'battle';
      return;
    case 'air-power':
      s.pending.unshift({ kind: 'airPower', actor: t.side, picked: [] });
      t.stage = 'battle';
      return;
    case 'their-finest-hour': {
      const faces = roll(s, ctx, hand.length + 1);
      const slots: Array<'infantry' | 'armor' | 'any'> = [];
      for (const f of faces) {
        if (f === 'infantry' || f === 'armor') slots.push(f);
        else if (f === 'star') slots.push('any');
      }
      t.slots = slots;
      break;
    }
    case 'infantry-assault':
      if (!cmd.section) cmd.section = 'centre';
      break;
    default:
      break;
  }
  // No unit of the card's type anywhere: one unit of the player's choice, no card effect (FAQ §VIII).
  if (needsFallback(s, orderSpec(s, cmd))) t.fallback = true;
  // Close Assault orders exactly the units adjacent to an enemy when it is played (FAQ §VIII Close Assault Q1).
  autoOrder(s, ctx);
}

/** When every eligible unit can be ordered at once, order them all: the player has nothing to choose. */
function autoOrder(s: GameState, ctx: Ctx): void {
  const t = s.turn;
  if (!t.command || t.command.type === 'medics-mechanics') {
    if (t.command?.type === 'medics-mechanics' && !t.fallback) {
      const el = allEligible(s, t.command);
      if (el.length === 1) orderUnit(s, el[0]!.id, ctx);
    }
    return;
  }
  const cmd = t.fallback ? null : t.command;
  const slots = cmd ? effectiveSlots(s, cmd) : [{ sections: 'any' as const, count: 1, filter: 'any' as const }];
  const eligible = cmd ? allEligible(s, cmd) : s.units.filter((u) => u.side === t.side && isAlive(u));
  // With one slot every eligible unit already fits it: only the count matters.
  const all = slots.length === 1 ? eligible.length <= slots[0]!.count : feasible(s, eligible, slots);
  if (eligible.length && all) for (const u of eligible) orderUnit(s, u.id, ctx);
}

function orderUnit(s: GameState, id: number, ctx: Ctx): void {
  const t = s.turn;
  const u = s.units[id]!;
  t.ordered.push(id);
  const bombard = t.command?.type === 'artillery-bombard' && !t.fallback && u.kind === 'artillery';
  const ut: UnitTurn = {
    startRow: u.row,
    startCol: u.col,
    moved: 0,
    moveDone: false,
    stopped: false,
    noBattle: false,
    battles: 0,
    maxBattles: bombard ? 2 : 1,
    overrunUsed: false,
  };
  t.units[id] = ut;
  ownedTurnUnits(s).push(id);
  ctx.events.push({ type: 'ordered', unit: id });
  if (t.command?.type === 'medics-mechanics' && !t.fallback) {
    // cards.md Medics & Mechanics: 1 die per card in hand (this one included); symbol or star = 1 figure back.
    const faces = roll(s, ctx, s.cards.hands[t.side].length + 1);
    const sym = UNIT_KINDS[u.kind].symbol;
    const back = Math.min(u.maxFigures - u.figures, faces.filter((f) => f === 'star' || f === sym).length);
    if (back > 0) {
      own(s, ctx, id).figures += back;
      ctx.events.push({ type: 'recovered', unit: id, figures: back });
    } else {
      ut.moveDone = true;
      ut.noBattle = true;
    }
  }
  if (t.command?.type === 'dig-in' && !t.fallback) {
    ut.moveDone = true;
    ut.noBattle = true;
  }
}

function endOrders(s: GameState, ctx: Ctx): void {
  const t = s.turn;
  if (t.command?.type === 'dig-in' && !t.fallback) {
    // FAQ §II Sandbags Q3/Q5, §VIII Dig-In: land hexes only, from the pieces not on the board.
    for (const id of t.ordered) {
      const u = s.units[id]!;
      const onBoardCount = Object.keys(s.sandbags).length;
      if (onBoardCount >= SANDBAG_PIECES) break;
      if (terrainAt(s, u)!.noBattleFrom || hasSandbags(s, u)) continue;
      setSandbags(s, u, true);
      ctx.events.push({ type: 'sandbagsPlaced', unit: id, at: { row: u.row, col: u.col } });
    }
  }
  t.stage = 'move';
}

function moveUnit(s: GameState, id: number, to: Hex, ctx: Ctx): void {
  const t = s.turn;
  const u = s.units[id]!;
  const ut = mutTurnUnit(s, id)!;
  const second = t.stage === 'move2';
  // The draft has not changed yet: the targets computed for the legal-action list are still right.
  const target = cachedMoveTargets(ctx.origin, ctx.origin.units[id]!).find((m) => sameHex(m.to, to))!;
  const from: Hex = { row: u.row, col: u.col };
  // The other units' move targets stay right when this move happened out of their reach (every move here is at
  // most 3 hexes): reuse them for the next list instead of searching again.
  const before = cacheOf(ctx.origin).moves as Map<number, UnitMoves> | undefined;
  if (before && !second) {
    const carry = new Map<number, UnitMoves>();
    for (const [uid, list] of before) {
      const y = s.units[uid]!;
      if (uid !== id && hexDistance(y, from) > MAX_MOVE && hexDistance(y, to) > MAX_MOVE) carry.set(uid, list);
    }
    ctx.carryMoves = carry;
  }
  relocate(s, u, to, ctx);
  ctx.events.push({ type: 'moved', unit: id, from, to: { row: to.row, col: to.col }, steps: target.steps });
  if (second) {
    ut.secondMoveDone = true;
  } else {
    ut.moved = target.steps;
    ut.moveDone = true;
    ut.stopped = target.stops;
    if (target.noBattle) ut.noBattle = true;
  }
  const o = obstacleAt(s, to);
  if (o === 'wire') {
    if (isArmorKind(u.kind)) {
      // Armor removes wire it enters and may still battle (rulebook p.16; FAQ §II Wire Q5).
      removeObstacle(s, to);
      ctx.events.push({ type: 'wireRemoved', unit: id, at: { row: to.row, col: to.col } });
    } else if (!second && u.kind !== 'artillery') ut.inWire = true;
  }
  afterPositionChange(s, ctx);
}

/** Move a unit (any cause) and lift the sandbags it leaves (FAQ §II Sandbags Q1). */
function relocate(s: GameState, u0: Unit, to: Hex, ctx: Ctx): void {
  const u = own(s, ctx, u0.id);
  if (hasSandbags(s, u)) {
    setSandbags(s, u, false);
    ctx.events.push({ type: 'sandbagsRemoved', at: { row: u.row, col: u.col } });
  }
  const from: Hex = { row: u.row, col: u.col };
  u.row = to.row;
  u.col = to.col;
  unitShifted(s, u.id, from, to);
}

function afterPositionChange(s: GameState, ctx: Ctx): void {
  takePermanentObjectives(s, ctx.events);
  checkVictory(s, s.turn.side, ctx.events);
}

function declareBattle(s: GameState, id: number, target: Hex, overrun: boolean, ctx: Ctx): void {
  const t = s.turn;
  const u = s.units[id]!;
  const ut = mutTurnUnit(s, id)!;
  const v = unitAt(s, target)!;
  const close = hexDistance(u, v) === 1;
  // Artillery Bombard: a unit makes its two battles one after the other; once another unit battles, a unit that
  // has battled once loses its second battle (FAQ §VIII Artillery Bombard Q4).
  for (const oid of t.ordered) {
    const o = t.units[oid]!;
    if (oid !== id && o.battles > 0 && o.battles < o.maxBattles) mutTurnUnit(s, oid)!.battles = o.maxBattles;
  }
  ut.battles++;
  if (overrun) ut.overrunUsed = true;
  const dice = battleTargets(s, u, ut, overrun).find((b) => b.unit === v.id)!.dice;
  ctx.events.push({ type: 'battle', unit: id, target: v.id, from: { row: u.row, col: u.col }, at: { row: v.row, col: v.col }, dice, close });
  if (close) {
    const defender = v.side;
    const holds = s.cards.hands[defender].some((c) => cardType(c) === 'ambush');
    if (holds || s.options.ambushAlwaysAsk) {
      s.pending.unshift({ kind: 'ambush', actor: defender, attacker: id, target: v.id });
      return;
    }
  }
  resolveAttack(s, u, v, dice, close, overrun, ctx);
}

/** Roll an ordered unit's attack and queue its retreat and Take Ground decisions. */
function resolveAttack(s: GameState, u: Unit, v: Unit, dice: number, close: boolean, overrun: boolean, ctx: Ctx): void {
  const at: Hex = { row: v.row, col: v.col };
  if (close && UNIT_KINDS[u.kind].takesGround && !s.options.noTakeGround) {
    s.pending.unshift({ kind: 'afterAssault', actor: u.side, attacker: u.id, row: at.row, col: at.col });
  }
  const faces = roll(s, ctx, dice);
  strike(s, v, faces, u.id, true, false, ctx);
  // Wire under armor that got there by retreat is removed after its attack (FAQ §II Wire Q3).
  if (isArmorKind(u.kind) && obstacleAt(s, u) === 'wire') {
    removeObstacle(s, u);
    ctx.events.push({ type: 'wireRemoved', unit: u.id, at: { row: u.row, col: u.col } });
  }
  void overrun;
}

/** Apply a roll to a unit: hits, then queue the retreat for its flags. */
function strike(s: GameState, v: Unit, faces: DieFace[], by: number, ignorable: boolean, starHits: boolean, ctx: Ctx): void {
  const { hits, flags } = scoreRoll(faces, UNIT_KINDS[v.kind].symbol, { starHits });
  ctx.events.push({ type: 'hits', unit: v.id, hits, flags });
  if (hits > 0 && loseFigures(s, v, hits, 'hit', ctx)) return;
  if (flags > 0 && !s.winner) s.pending.unshift({ kind: 'retreat', actor: v.side, unit: v.id, flags, ignorable, by });
}

/** Remove figures; true if the unit was eliminated. */
function loseFigures(s: GameState, v0: Unit, n: number, cause: 'hit' | 'blockedRetreat' | 'bunkerArtillery', ctx: Ctx): boolean {
  const v = own(s, ctx, v0.id);
  const lost = Math.min(n, v.figures);
  v.figures -= lost;
  ctx.events.push({ type: 'figuresLost', unit: v.id, figures: lost, cause });
  if (v.figures > 0) return false;
  const at: Hex = { row: v.row, col: v.col };
  if (hasSandbags(s, at)) {
    setSandbags(s, at, false);
    ctx.events.push({ type: 'sandbagsRemoved', at });
  }
  v.row = -1;
  v.col = -1;
  unitShifted(s, v.id, at, null);
  const to = other(v.side);
  s.medalsWon[to] += v.medals;
  ctx.events.push({ type: 'eliminated', unit: v.id, medals: v.medals, to });
  // Any decision about the eliminated unit is void.
  s.pending = s.pending.filter((p) => !(p.kind === 'retreat' && p.unit === v.id));
  // A side with no unit left has lost, whatever the medals (docs/rules-decisions.md S24).
  if (!checkVictory(s, to, ctx.events)) checkWipeOut(s, v.side, ctx.events);
  return true;
}

function endBattles(s: GameState, ctx: Ctx): void {
  const t = s.turn;
  if (t.command?.type === 'behind-enemy-lines' && !t.fallback) {
    const id = t.ordered.find((i) => isAlive(s.units[i]!) && isInfantryKind(s.units[i]!.kind));
    if (id !== undefined) {
      t.stage = 'move2';
      return;
    }
  }
  endTurn(s, ctx);
}

function endTurn(s: GameState, ctx: Ctx): void {
  const t = s.turn;
  // Scenario sudden death (Toulon, Saverne): the side wins when its own turn ends holding the hexes; nobody draws
  // (and, as with any win, the card played stays in play).
  if (suddenDeathMet(s, t.side)) {
    endGame(s, t.side, ctx.events, 'suddenDeath');
    return;
  }
  cardsOf(s, ctx);
  if (t.card !== null) s.cards.discard.push(t.card);
  // The Ambush player draws first (cards.md, FAQ §VIII Ambush Q5).
  if (t.ambushBy) drawCard(s, ctx, t.ambushBy);
  // Their Finest Hour: discards (it included) and deck reshuffled, then the draw (FAQ §VIII TFH Q2) — unless the
  // battle never reshuffles (Vassieux).
  if (t.command?.type === 'their-finest-hour' && !s.special?.noReshuffle) reshuffle(s, ctx, true);
  if (t.command && cardDef(t.command.type).recon) {
    const a = drawCard(s, ctx, t.side);
    const b = drawCard(s, ctx, t.side);
    const got = [a, b].filter((c): c is number => c !== undefined);
    if (got.length === 2) {
      const hand = s.cards.hands[t.side];
      for (const c of got) hand.splice(hand.indexOf(c), 1);
      s.pending.unshift({ kind: 'keep', actor: t.side, cards: got });
      return;
    }
  } else {
    drawCard(s, ctx, t.side);
  }
  finishTurn(s, ctx);
}

/** After the end-of-turn draws (and a Recon's keep): the battle's extra draws and empty-deck rule, then the next turn. */
function finishTurn(s: GameState, ctx: Ctx): void {
  if (s.special) {
    const side = s.turn.side;
    // Pegasus Bridge: extra cards on the side's first turns, after a Recon's draw 2 keep 1 (FAQ §XII Pegasus Bridge).
    for (let n = extraDraws(s, side); n > 0; n--) drawCard(s, ctx, side);
  }
  nextTurn(s, ctx);
  // Vassieux: a turn that ends with the draw pile empty ends the game; the next turn is never played.
  const w = s.special?.emptyWinner;
  if (w && !s.cards.deck.length) endGame(s, w, ctx.events, 'deckEmpty');
  // A turn with no card to play (a pile never reshuffled has run out), or past the turn limit, is never played:
  // the game ends, more medals winning (docs/rules-decisions.md S25, S26).
  else if (!s.cards.hands[s.turn.side].length) endGame(s, leader(s), ctx.events, 'noCards');
  else if (s.turn.number > MAX_TURNS) endGame(s, leader(s), ctx.events, 'turnLimit');
}

function nextTurn(s: GameState, ctx: Ctx): void {
  const side = other(s.turn.side);
  s.turn = freshTurn(side, s.turn.number + 1);
  ctx.events.push({ type: 'turn', side, number: s.turn.number });
}

function performPending(s: GameState, p: Pending, a: Action, ctx: Ctx): void {
  switch (p.kind) {
    case 'ambush': {
      s.pending.shift();
      const attacker = s.units[p.attacker]!;
      const defender = s.units[p.target]!;
      if (a.type === 'decline') {
        const ut = s.turn.units[attacker.id];
        const dice = battleTargets(s, attacker, ut, false).find((b) => b.unit === defender.id)?.dice ?? diceIfOverrun(s, attacker, defender);
        resolveAttack(s, attacker, defender, dice, true, false, ctx);
        return;
      }
      // Ambush: the defender battles the attacker first (cards.md; FAQ §VIII Ambush Q1).
      const hand = cardsOf(s, ctx).hands[p.actor];
      const card = hand.find((c) => cardType(c) === 'ambush')!;
      hand.splice(hand.indexOf(card), 1);
      s.cards.discard.push(card);
      s.turn.ambushBy = p.actor;
      ctx.events.push({ type: 'ambush', side: p.actor, unit: defender.id, attacker: attacker.id });
      s.pending.unshift({ kind: 'attack', actor: attacker.side, attacker: attacker.id, target: defender.id, fromRow: attacker.row, fromCol: attacker.col });
      const dice = ambushDice(s, defender, attacker);
      const faces = roll(s, ctx, dice);
      strike(s, attacker, faces, defender.id, true, false, ctx);
      return;
    }
    case 'retreat': {
      if (a.type !== 'retreat') return;
      s.pending.shift();
      const u = s.units[p.unit]!;
      const opt = retreatOptionsFor(s, u, p.flags, p.ignorable).find((o) => sameHex(o.to, a.to) && o.ignore === a.ignore)!;
      applyRetreat(s, u, opt, ctx);
      return;
    }
    case 'takeGround': {
      s.pending.shift();
      if (a.type === 'takeGround') takeGround(s, s.units[p.unit]!, { row: p.row, col: p.col }, ctx);
      return;
    }
    case 'overrun': {
      s.pending.shift();
      if (a.type === 'battle') {
        // The `overrun` event (types.ts, docs/engine.md) marks the Armor Overrun battle (rulebook p.11).
        ctx.events.push({ type: 'overrun', unit: a.unit });
        declareBattle(s, a.unit, a.target, true, ctx);
      } else forgoOverrun(s, p.unit);
      return;
    }
    case 'barrage': {
      if (a.type !== 'target') return;
      s.pending.shift();
      const v = unitAt(s, a.target)!;
      ctx.events.push({ type: 'cardStrike', card: 'barrage', target: v.id, at: { row: v.row, col: v.col }, dice: 4 });
      // cards.md Barrage: 4 dice, no terrain reduction; flags may not be ignored (FAQ §I Retreating Q5).
      strike(s, v, roll(s, ctx, 4), -1, false, false, ctx);
      return;
    }
    case 'airPower': {
      if (a.type === 'target') {
        p.picked.push({ row: a.target.row, col: a.target.col });
        if (p.picked.length < 4 && airCandidates(s, p.actor, p.picked).length) return;
      }
      s.pending.shift();
      // FAQ §VIII Air Power Q1: roll hex by hex; Allies 2 dice, Axis 1 die per hex.
      const dice = p.actor === 'allies' ? 2 : 1;
      const strikes: Pending[] = p.picked.map((h) => ({ kind: 'strike', actor: p.actor, row: h.row, col: h.col, dice }));
      s.pending.unshift(...strikes);
      return;
    }
    case 'keep': {
      if (a.type !== 'keep') return;
      s.pending.shift();
      const other_ = p.cards.find((c) => c !== a.card)!;
      cardsOf(s, ctx);
      s.cards.hands[p.actor].push(a.card);
      s.cards.discard.push(other_);
      ctx.events.push({ type: 'kept', side: p.actor, card: a.card, discarded: other_ });
      finishTurn(s, ctx);
      return;
    }
    default:
      return;
  }
}

/** A declined or target-less Overrun: the extra battle it granted is gone (one battle per turn, rulebook l.304). */
function forgoOverrun(s: GameState, id: number): void {
  const ut = mutTurnUnit(s, id);
  if (ut) ut.maxBattles = ut.battles;
}

function diceIfOverrun(s: GameState, attacker: Unit, defender: Unit): number {
  const ut = s.turn.units[attacker.id];
  return battleTargets(s, attacker, ut, true).find((b) => b.unit === defender.id)?.dice ?? 0;
}

/** The ambushing unit's close assault dice against the attacker (no card bonus). */
function ambushDice(s: GameState, defender: Unit, attacker: Unit): number {
  const k = UNIT_KINDS[defender.kind];
  if (terrainAt(s, defender)!.noBattleFrom) return 0;
  const base = k.dice[0]!;
  return Math.max(0, base - protectionOf(s, defender, attacker) - ownPenalty(s, defender));
}


function applyRetreat(s: GameState, u: Unit, o: RetreatOption, ctx: Ctx): void {
  // (u is re-read after moving: the draft copies a unit when it first changes.)
  if (o.ignore) ctx.events.push({ type: 'flagIgnored', unit: u.id });
  const from: Hex = { row: u.row, col: u.col };
  if (o.steps > 0) {
    relocate(s, u, o.to, ctx);
    ctx.events.push({ type: 'retreated', unit: u.id, from, to: { row: o.to.row, col: o.to.col }, steps: o.steps });
    if (s.turn.units[u.id] && u.side === s.turn.side) mutTurnUnit(s, u.id)!.retreated = true;
    afterPositionChange(s, ctx);
  }
  if (o.losses > 0 && !s.winner) {
    u = s.units[u.id]!;
    const bunkerArt = u.kind === 'artillery' && !!cellAt(s, u)?.bunker;
    loseFigures(s, u, o.losses, bunkerArt ? 'bunkerArtillery' : 'blockedRetreat', ctx);
  }
}

function takeGround(s: GameState, u: Unit, to: Hex, ctx: Ctx): void {
  const ut = mutTurnUnit(s, u.id)!;
  const from: Hex = { row: u.row, col: u.col };
  relocate(s, u, to, ctx);
  ctx.events.push({ type: 'tookGround', unit: u.id, from, to });
  ut.advanced = true;
  const eff = entryEffects(s, u, to, false);
  if (eff.stops) ut.stopped = true;
  let canBattle = !eff.noBattle;
  if (obstacleAt(s, to) === 'wire') {
    ut.stopped = true;
    if (isArmorKind(u.kind)) {
      removeObstacle(s, to);
      ctx.events.push({ type: 'wireRemoved', unit: u.id, at: to });
    } else canBattle = false;
  }
  afterPositionChange(s, ctx);
  if (s.winner) return;
  // Armor Overrun: once per turn, battle again now (rulebook p.11; FAQ §I Take Ground Q5-Q7).
  if (UNIT_KINDS[u.kind].overrun && !ut.overrunUsed && canBattle) {
    ut.maxBattles++;
    s.pending.unshift({ kind: 'overrun', actor: u.side, unit: u.id });
  }
}

/** May this unit advance into the hex it just cleared? */
function canTakeGround(s: GameState, u: Unit, to: Hex): boolean {
  const ut = s.turn.units[u.id];
  if (!ut || ut.stopped || !isAlive(u) || unitAt(s, to)) return false;
  // canEnter also keeps units off a bridge entered from another bridge (FAQ §II Bridges Q5, Q7; spans aside), off
  // impassable hexes and across impassable sides.
  if (!canEnter(s, u, { row: u.row, col: u.col }, to, false)) return false;
  // Hedgerow: only a unit that has not moved this turn (FAQ §II Hedgerows Q3, §I Take Ground Q5).
  if (terrainAt(s, to)!.hedgerow && (ut.moved > 0 || ut.advanced)) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------------------
// The loop that runs automatic steps until a decision is needed.

function run(s: GameState, ctx: Ctx): void {
  for (let guard = 0; guard < 1000; guard++) {
    if (s.winner) {
      s.pending = [];
      return;
    }
    const p = s.pending[0];
    if (p) {
      if (!autoStep(s, p, ctx)) return;
      continue;
    }
    if (!autoAdvance(s, ctx)) return;
  }
  throw new Error('engine loop did not settle');
}

/** Run an automatic pending step, or resolve a decision that has only one possible answer. */
function autoStep(s: GameState, p: Pending, ctx: Ctx): boolean {
  switch (p.kind) {
    case 'attack': {
      s.pending.shift();
      const u = s.units[p.attacker]!;
      const v = s.units[p.target]!;
      if (!isAlive(u) || !isAlive(v)) return true;
      if (u.row !== p.fromRow || u.col !== p.fromCol) {
        ctx.events.push({ type: 'attackCancelled', unit: u.id });
        return true;
      }
      const ut = s.turn.units[u.id];
      const overrun = !!ut && ut.overrunUsed && ut.battles === ut.maxBattles && ut.advanced === true;
      const d = battleTargets(s, u, ut, overrun).find((b) => b.unit === v.id)?.dice ?? 0;
      resolveAttack(s, u, v, d, true, overrun, ctx);
      return true;
    }
    case 'afterAssault': {
      s.pending.shift();
      const u = s.units[p.attacker]!;
      const to: Hex = { row: p.row, col: p.col };
      if (canTakeGround(s, u, to)) s.pending.unshift({ kind: 'takeGround', actor: p.actor, unit: u.id, row: p.row, col: p.col });
      return true;
    }
    case 'strike': {
      s.pending.shift();
      const v = unitAt(s, { row: p.row, col: p.col });
      if (!v || v.side === p.actor) return true;
      ctx.events.push({ type: 'cardStrike', card: 'air-power', target: v.id, at: { row: v.row, col: v.col }, dice: p.dice });
      strike(s, v, roll(s, ctx, p.dice), -1, false, true, ctx);
      return true;
    }
    case 'retreat': {
      const opts = dedupeRetreats(retreatOptionsFor(s, s.units[p.unit]!, p.flags, p.ignorable));
      if (opts.length !== 1) return false;
      s.pending.shift();
      applyRetreat(s, s.units[p.unit]!, opts[0]!, ctx);
      return true;
    }
    case 'overrun': {
      const u = s.units[p.unit]!;
      if (isAlive(u) && battleTargets(s, u, s.turn.units[u.id], true).length) return false;
      s.pending.shift();
      forgoOverrun(s, u.id);
      return true;
    }
    default:
      return false;
  }
}

/** Skip steps where the player has nothing to decide. Returns true if something changed. */
function autoAdvance(s: GameState, ctx: Ctx): boolean {
  const t = s.turn;
  switch (t.stage) {
    case 'play':
      return false;
    default: {
      // The list computed here is cached for the draft, which is the state returned when nothing else changes.
      withoutCache(s);
      if (ctx.carryMoves && t.stage === 'move') cacheOf(s).moves = ctx.carryMoves;
      ctx.carryMoves = undefined;
      if (legalActions(s).length > 1) return false;
      if (t.stage === 'order') endOrders(s, ctx);
      else if (t.stage === 'move') t.stage = 'battle';
      else if (t.stage === 'move2') endTurn(s, ctx);
      else endBattles(s, ctx);
      // The list cached above is stale now: a decision may be waiting (e.g. Recon's keep) with no further check.
      withoutCache(s);
      return true;
    }
  }
}

/** Drafts change in place, so legal actions of a draft are computed fresh, not cached. */
function withoutCache(s: GameState): GameState {
  const c = cacheOf(s);
  c.legal = undefined;
  c.moves = undefined;
  return s;
}

export type { CardType };
