/**
 * Invariants of a game state, checked after every action of the random-play, property and soak tests.
 *
 * Written independently of the rules code on purpose: it imports only types (src/engine/types.ts, the scenario
 * format) and the card table (DECK / deckIds), never an engine helper (no board.ts, victory.ts, game.ts), so a
 * bug in a helper cannot hide itself by being used to check its own output. Everything here is recomputed from
 * the plain JSON state, the scenario and the events of the action.
 *
 * The battles' special rules enter only where they change what is expected: units dropped by an `airdrop` (after the
 * scenario's units, where the state's drop record places them), the bigger hand of `extraDraws`, and a win without
 * the medals by `suddenDeath` or an empty deck (`deck.emptyWinner`), each recomputed from the state. Whether those
 * rules were applied correctly is checked in detail by tests/support/battle-rules.ts.
 *
 * `checkInvariants(prev, next, events, scenario)` returns every violation found (empty = fine). `prev` is the
 * state the action was applied to (null for a new game); that `prev` was not mutated is checked by the caller
 * (tests/support/random-play.ts), which holds a JSON snapshot taken before the call.
 */
import { isDeepStrictEqual } from 'node:util';
import { DEFAULT_FIGURES } from './kinds';
import { DECK, deckIds } from '../../src/engine/cards';
import { MAX_TURNS } from '../../src/engine/victory';
import { kindAllowed, kindChangeAllowed } from './troops-funnies-choice';
import type { GameEvent, GameState, Hex, Side, Unit } from '../../src/engine/types';
import type { Objective, Scenario, UnitKind } from '../../src/scenario/types';

const SIDES: readonly Side[] = ['axis', 'allies'];

/** Board sizes in doubled-width coordinates (rows, cols), per board kind. */
const BOARD_DIMS: Record<Scenario['board']['kind'], { rows: number; cols: number }> = {
  standard: { rows: 9, cols: 25 },
  overlord: { rows: 9, cols: 51 },
  breakthrough: { rows: 17, cols: 25 },
};

/** armor (Equipment Pack, Half-Tracks - Medals): kinds that give medals by figures lost, not by unit. */
// supply: supply trucks give theirs by figures too (Equipment Pack, Supply Trucks - Medals l.389-395).
const BY_FIGURES: ReadonlySet<string> = new Set(['half-track', 'supply-truck']);


/** The medals a unit's elimination gives: none for a sniper (FAQ §IV Snipers) nor a half-track (counted by figures). */
function worth(u: { kind: UnitKind; medals: number }): number {
  return u.kind === 'sniper' || BY_FIGURES.has(u.kind) ? 0 : u.medals;
}

function dimsOf(sc: Scenario): { rows: number; cols: number } {
  return BOARD_DIMS[sc.board.kind];
}

const FULL_DECK = 60;
const SECTION_DECK = 40;

function otherSide(s: Side): Side {
  return s === 'axis' ? 'allies' : 'axis';
}

interface ExpectedUnit {
  side: Side;
  kind: UnitKind;
  row: number;
  col: number;
  figures: number;
  medals: number;
}

/** The units a scenario places, in file order (the engine numbers units in that order). */
function scenarioUnits(sc: Scenario): ExpectedUnit[] {
  const out: ExpectedUnit[] = [];
  for (const h of sc.board.hexes) {
    if (!h.unit) continue;
    out.push({
      side: h.unit.side,
      kind: h.unit.kind,
      row: h.row,
      col: h.col,
      figures: h.unit.figures ?? DEFAULT_FIGURES[h.unit.kind],
      medals: h.unit.medals ?? 1,
    });
  }
  return out;
}

const unitCache = new WeakMap<Scenario, ExpectedUnit[]>();
function expectedUnits(sc: Scenario): ExpectedUnit[] {
  let u = unitCache.get(sc);
  if (!u) {
    u = scenarioUnits(sc);
    unitCache.set(sc, u);
  }
  return u;
}

/** The scenario's units followed by the units its airdrop placed, in unit-id order (the drop record gives their hexes). */
function unitsWithDrops(sc: Scenario, s: GameState): ExpectedUnit[] {
  const base = expectedUnits(sc);
  const drop = sc.airdrop;
  const placed = (s.special?.drops ?? []).filter((d) => d.unit !== null).sort((a, b) => a.unit! - b.unit!);
  const out = !drop || placed.length === 0 ? base : [...base, ...placed.map((d) => ({ side: drop.side, kind: drop.unit.kind, figures: drop.unit.figures ?? DEFAULT_FIGURES[drop.unit.kind], medals: drop.unit.medals ?? 1, row: d.row, col: d.col }))];
  return withAirLandings(sc, s, withTrainRiders(sc, s, out));
}

/**
 * italy (house rules l.553-554, Terrain Pack Airfield): infantry units landed on airfields come after the others, each
 * a 4-figure infantry unit of a side the scenario lets land, as many as the state's count of that side's landings.
 */
function withAirLandings(sc: Scenario, s: GameState, out: ExpectedUnit[]): ExpectedUnit[] {
  const rule = sc.rules?.airfieldReinforcements;
  if (!rule || s.units.length <= out.length) return out;
  const left: Record<Side, number> = { axis: s.airLanded?.axis ?? 0, allies: s.airLanded?.allies ?? 0 };
  const all = [...out];
  for (let i = out.length; i < s.units.length; i++) {
    const u = s.units[i]!;
    if (!rule[u.side] || left[u.side] <= 0) break;
    left[u.side]--;
    all.push({ side: u.side, kind: 'infantry', figures: 4, medals: 1, row: u.row, col: u.col });
  }
  return all;
}

/**
 * trains (FAQ §IV Trains/Supply Trains): the units that got off a train come after the others, each one of the riders
 * the scenario put aboard its trains (same side and kind, the figures it rode with), each rider once.
 */
function withTrainRiders(sc: Scenario, s: GameState, out: ExpectedUnit[]): ExpectedUnit[] {
  if (s.units.length <= out.length) return out;
  const riders: ExpectedUnit[] = [];
  for (const h of sc.board.hexes) {
    for (const r of h.unit?.cargo ?? []) riders.push({ side: h.unit!.side, kind: r.kind, figures: r.figures ?? DEFAULT_FIGURES[r.kind], medals: 1, row: h.row, col: h.col });
  }
  const all = [...out];
  for (let i = out.length; i < s.units.length; i++) {
    const u = s.units[i]!;
    const k = riders.findIndex((r) => r.side === u.side && r.kind === u.kind && r.figures === u.maxFigures);
    if (k < 0) break;
    all.push({ ...riders[k]!, row: u.row, col: u.col });
    riders.splice(k, 1);
  }
  return all;
}

/** Cards a side holds at the start of a turn: those dealt, plus extraDraws' cards for each of its turns so far. */
function handAtTurnStart(sc: Scenario, side: Side, turnNumber: number): number {
  const { extraDraws } = sc.sides[side];
  const cards = dealt(sc, side);
  if (!extraDraws) return cards;
  // Turns 1..turnNumber-1 alternate, the first side's being the odd ones.
  const ended = side === sc.first ? Math.floor(turnNumber / 2) : Math.floor((turnNumber - 1) / 2);
  return cards + Math.min(ended, extraDraws.turns) * extraDraws.cards;
}

/** Cards dealt to a side: the scenario's, or 6 under the Italian High Command (Equipment Pack l.668). */
function dealt(sc: Scenario, side: Side): number {
  return sc.rules?.highCommand === side ? 6 : sc.sides[side].cards;
}

/**
 * Cards a side has lost to captured headquarters and not yet drawn back (Capture HQ/Supply Tent, FAQ §III l.2010:
 * one per capture, drawn back when it reclaims the hex): from the state's record, whose owners come from the scenario.
 */
function hqCardsLost(s: GameState, sc: Scenario, side: Side): number {
  let n = 0;
  const cols = s.board.geometry.cols;
  for (const h of sc.board.hexes) if (h.headquarters === side) n += s.hqCaptured?.[String(h.row * cols + h.col)] ?? 0;
  return n;
}

/** The side that wins without the medals, if any: by a sudden death it holds, or as the winner of an empty deck. */
function specialWinner(s: GameState, sc: Scenario): Side | null {
  for (const sd of sc.suddenDeath ?? []) {
    const held = sd.hexes.filter((h) => s.units.some((u) => alive(u) && u.side === sd.side && u.row === h.row && u.col === h.col)).length;
    if (held >= (sd.hold ?? 1)) return sd.side;
  }
  if (sc.deck?.reshuffle === false && sc.deck.emptyWinner && s.cards.deck.length === 0) return sc.deck.emptyWinner;
  // docs/rules-decisions.md S24: a side with no unit left has lost.
  for (const side of SIDES) if (!s.units.some((u) => u.side === side && alive(u))) return otherSide(side);
  // S25, S26: a turn that begins with an empty hand, or after the last allowed turn: more medals wins, at equal
  // medals the side that did not move first.
  if (s.turn.number > MAX_TURNS || (s.turn.stage === 'play' && s.cards.hands[s.turn.side].length === 0)) {
    const m = { axis: rawMedals(s, sc, 'axis'), allies: rawMedals(s, sc, 'allies') };
    return m.axis > m.allies ? 'axis' : m.allies > m.axis ? 'allies' : otherSide(sc.first);
  }
  return null;
}


/** A side's medals now, recomputed from the state: eliminations, permanent objectives taken, temporary ones held. */
function rawMedals(s: GameState, sc: Scenario, side: Side): number {
  let n = s.medalsWon[side];
  for (const o of sc.objectives ?? []) if (!o.permanent && o.side === side && counts(s, o)) n += o.medals ?? 1;
  return n;
}

function alive(u: Unit): boolean {
  return u.figures > 0;
}

/** Distance in hexes in doubled-width coordinates. */
function distance(a: Hex, b: Hex): number {
  const dr = Math.abs(a.row - b.row);
  const dc = Math.abs(a.col - b.col);
  return dr + Math.max(0, (dc - dr) / 2);
}

/** The exit markers of the scenario: side by "row,col". */
const exitCache = new WeakMap<Scenario, Map<string, Side>>();
function exitMarkers(sc: Scenario): Map<string, Side> {
  let m = exitCache.get(sc);
  if (!m) {
    m = new Map();
    for (const h of sc.board.hexes) if (h.exit) m.set(`${h.row},${h.col}`, h.exit);
    exitCache.set(sc, m);
  }
  return m;
}

function hexStr(h: Hex): string {
  return `(${h.row},${h.col})`;
}

/** How many of the objective's hexes hold a live unit of `side`. */
function heldCount(s: GameState, o: Objective, side: Side = o.side): number {
  let n = 0;
  for (const h of o.hexes) {
    if (s.units.some((u) => alive(u) && u.side === side && u.row === h.row && u.col === h.col)) n++;
  }
  return n;
}

/**
 * Does `side` hold the objective's hexes by its measure: `hold` of them (default), more of them than the enemy
 * (majority: one more is enough, FAQ §I Temporary Medals), or some of them with no enemy on any (sole control)?
 */
function objectiveHeld(s: GameState, o: Objective, side: Side = o.side): boolean {
  const mine = heldCount(s, o, side);
  const theirs = heldCount(s, o, otherSide(side));
  if (o.control === 'majority') return mine > theirs;
  if (o.control === 'sole') return mine > 0 && theirs === 0;
  return mine >= (o.hold ?? 1);
}

/** A temporary objective whose count the state keeps between checks (turn start, last to occupy). */
function keptObjective(o: Objective): boolean {
  return !o.permanent && (o.turnStart === true || o.lastToOccupy === true);
}

/** Does a temporary objective count for its side now: held now, or (kept kinds) as the state records it. */
function counts(s: GameState, o: Objective): boolean {
  return keptObjective(o) ? s.holding?.[o.id] === o.side : objectiveHeld(s, o);
}

/**
 * Medals recomputed from scratch: eliminated enemy units, permanent objectives taken, temporary objectives held
 * now. `won` is the part the state stores (medalsWon), `total` adds the temporary objectives.
 */
export function recomputeMedals(s: GameState, sc: Scenario): { won: Record<Side, number>; total: Record<Side, number> } {
  const won: Record<Side, number> = { axis: 0, allies: 0 };
  // An eliminated unit gives its medals to the enemy; a unit that left the board by an exit marker, one to its own side.
  for (const u of s.units) if (u.figures === 0) won[u.exited ? u.side : otherSide(u.side)] += u.exited ? 1 : worth(u);
  // armor (Equipment Pack, Half-Tracks - Medals): a medal per 3 figures a side loses of such a kind, whatever the unit.
  for (const kind of BY_FIGURES) {
    for (const side of ['axis', 'allies'] as const) {
      let lost = 0;
      // supply: figures a truck handed out are not lost (Equipment Pack, Supply Trucks - Medals l.397).
      for (const u of s.units) if (u.kind === kind && u.side === side && !u.exited) lost += u.maxFigures - u.figures - (u.spent ?? 0);
      won[otherSide(side)] += Math.floor(lost / 3);
    }
  }
  for (const o of sc.objectives ?? []) {
    if (o.permanent && s.taken[o.id] === o.side) won[o.side] += o.medals ?? 1;
  }
  // Sabotaging a Dam (house rules l.344: "four Axis Victory Markers"): 4 medals to the saboteurs per dam sabotaged.
  const saboteurs = sc.rules?.damSabotage;
  if (saboteurs) won[saboteurs] += 4 * Object.keys(s.damsSabotaged ?? {}).length;
  // stars (house rules l.343 Sabotage: "Take the Battle Star as a Victory Marker"): 1 medal per objective destroyed.
  for (const d of Object.values(s.sabotaged ?? {})) won[d.by] += 1;
  // holdout3 (decision C416): a blown bridge the battle made worth a medal, 1 to the side that blew it.
  for (const h of sc.rules?.blowable?.medals ?? []) {
    const cell = s.board.cells[h.row * s.board.geometry.cols + h.col];
    if (cell?.blown && cell.blownBy) won[cell.blownBy] += 1;
  }
  // troopact (FAQ §III Heroic Leader, l.1856, l.1864): each leader of the scenario no longer on a unit of his side
  // (a unit that left by an exit marker keeps him) was lost: a medal to the enemy.
  for (const h of sc.board.hexes) if (h.unit?.heroicLeader) won[otherSide(h.unit.side)] += 1;
  for (const u of s.units) if (u.heroicLeader) won[otherSide(u.side)] -= 1;
  const total = { ...won };
  for (const o of sc.objectives ?? []) {
    if (!o.permanent && counts(s, o)) total[o.side] += o.medals ?? 1;
  }
  return { won, total };
}

/** Medal counts as shown at the end (the winner's capped at its target), recomputed independently. */
export function medalCounts(s: GameState, sc: Scenario): Record<Side, number> {
  const { total } = recomputeMedals(s, sc);
  return {
    axis: s.winner === 'axis' ? Math.min(total.axis, sc.sides.axis.medalsToWin) : total.axis,
    allies: s.winner === 'allies' ? Math.min(total.allies, sc.sides.allies.medalsToWin) : total.allies,
  };
}

/** Boards already found to be plain JSON (a board is shared, unchanged, by every state of a game). */
const plainBoards = new WeakSet<object>();

/**
 * Problems that stop a value from surviving a JSON round trip unchanged: anything but null, strings, booleans,
 * finite numbers (not -0), arrays without holes or undefined, and plain objects without undefined members.
 */
function jsonProblems(v: unknown, path: string, out: string[]): void {
  if (out.length > 20) return;
  if (v === null) return;
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return;
    case 'number':
      if (!Number.isFinite(v)) out.push(`${path}: ${v} is not a JSON number`);
      else if (Object.is(v, -0)) out.push(`${path}: -0 does not survive JSON`);
      return;
    case 'object': {
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) {
          if (!(i in v)) out.push(`${path}[${i}]: hole in array`);
          else if (v[i] === undefined) out.push(`${path}[${i}]: undefined in array`);
          else jsonProblems(v[i], `${path}[${i}]`, out);
        }
        return;
      }
      const proto: unknown = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) {
        out.push(`${path}: not a plain object (${(v as object).constructor?.name ?? 'unknown'})`);
        return;
      }
      for (const k of Object.keys(v)) {
        const x = (v as Record<string, unknown>)[k];
        if (x === undefined) out.push(`${path}.${k}: undefined member`);
        else jsonProblems(x, `${path}.${k}`, out);
      }
      return;
    }
    default:
      out.push(`${path}: a ${typeof v} is not JSON`);
  }
}

/**
 * Deep equality of a parsed JSON value with a value (same keys in any order, same array lengths, Object.is leaves,
 * plain objects only). jsonEqual(JSON.parse(JSON.stringify(x)), x) is true exactly when x survives a JSON round trip.
 */
export function jsonEqual(a: unknown, b: unknown, skipContentsOf?: string): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b) || Object.getPrototypeOf(b) !== Object.prototype) return false;
  // for-in over own keys rather than Object.keys: the same comparison without two arrays a node (it runs on every
  // state of every random game, twice: the allocations were most of the random-play tests' time).
  // `skipContentsOf`: that member of this object (not of the ones inside) must be on both, its contents not compared.
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let na = 0;
  for (const k in ra) {
    if (!Object.prototype.hasOwnProperty.call(ra, k)) continue;
    na++;
    if (!Object.prototype.hasOwnProperty.call(rb, k)) return false;
    if (k !== skipContentsOf && !jsonEqual(ra[k], rb[k])) return false;
  }
  let nb = 0;
  for (const k in rb) if (Object.prototype.hasOwnProperty.call(rb, k)) nb++;
  return na === nb;
}

export interface CheckOptions {
  /** JSON.stringify(next), when the caller already has it (saves a second stringify). */
  json?: string;
  /** JSON.parse(JSON.stringify(next)), when the caller already has it (saves both). */
  parsed?: unknown;
  /** Skip the JSON round trip (the cheap structural walk still runs). */
  skipRoundTrip?: boolean;
  /**
   * The caller has just found `next.board` deep-equal (jsonEqual) to `parsed.board`, a parsed JSON value: the board's
   * round trip holds, and the round-trip comparison leaves the board out.
   */
  boardChecked?: boolean;
}

/**
 * Every invariant violated by `next` (reached from `prev` by one action that produced `events`; `prev` null for a
 * new game). An empty list means the state is consistent.
 */
export function checkInvariants(prev: GameState | null, next: GameState, events: GameEvent[], scenario: Scenario, opts: CheckOptions = {}): string[] {
  const v: string[] = [];
  const dims = BOARD_DIMS[scenario.board.kind];
  const exp = unitsWithDrops(scenario, next);

  // --- identity and fixed data ----------------------------------------------------------------------------
  if (next.scenarioId !== scenario.id) v.push(`scenarioId ${next.scenarioId} is not ${scenario.id}`);
  if (typeof next.rulesVersion !== 'string' || !next.rulesVersion) v.push('rulesVersion missing');
  for (const side of SIDES) {
    if (next.medalsToWin[side] !== scenario.sides[side].medalsToWin) v.push(`medalsToWin.${side} is ${next.medalsToWin[side]}, scenario says ${scenario.sides[side].medalsToWin}`);
  }
  const scObjectives = scenario.objectives ?? [];
  if (next.objectives.length !== scObjectives.length || next.objectives.some((o, i) => o.id !== scObjectives[i]!.id)) {
    v.push(`objectives [${next.objectives.map((o) => o.id).join(',')}] differ from the scenario's [${scObjectives.map((o) => o.id).join(',')}]`);
  }

  // --- units ------------------------------------------------------------------------------------------------
  if (next.units.length !== exp.length) v.push(`${next.units.length} units, scenario has ${exp.length}`);
  const occupied = new Map<string, number>();
  next.units.forEach((u, i) => {
    const e = exp[i];
    const name = `unit ${i}`;
    if (u.id !== i) v.push(`${name} has id ${u.id}`);
    if (e) {
      // funnies-choice: a Churchill the scenario leaves to its owner stands as the accessory chosen (troops-funnies-choice.ts).
      if (u.side !== e.side || !kindAllowed(e.kind, u.kind)) v.push(`${name} is ${u.side} ${u.kind}, scenario says ${e.side} ${e.kind}`);
      if (u.maxFigures !== e.figures) v.push(`${name} maxFigures ${u.maxFigures}, scenario says ${e.figures}`);
      if (u.medals !== e.medals) v.push(`${name} is worth ${u.medals} medals, scenario says ${e.medals}`);
    }
    if (!Number.isInteger(u.figures) || u.figures < 0 || u.figures > u.maxFigures) {
      v.push(`${name} has ${u.figures} figures (max ${u.maxFigures})`);
    }
    if (u.figures === 0) {
      if (u.row !== -1 || u.col !== -1) v.push(`${name} is eliminated but stands on ${hexStr(u)}`);
      return;
    }
    const on =
      Number.isInteger(u.row) &&
      Number.isInteger(u.col) &&
      u.row >= 0 &&
      u.row < dims.rows &&
      u.col >= 0 &&
      u.col < dims.cols &&
      (u.row + u.col) % 2 === 0;
    if (!on) v.push(`${name} (${u.side} ${u.kind}) is off the board at ${hexStr(u)}`);
    const k = `${u.row},${u.col}`;
    const there = occupied.get(k);
    if (there !== undefined) v.push(`units ${there} and ${i} share hex ${hexStr(u)}`);
    else occupied.set(k, i);
  });

  // --- cards ------------------------------------------------------------------------------------------------
  const yg = next.options.youngGenerals === true;
  // A battle may shuffle several base decks together (scenario `deck.decks`, Breakthrough: 2); copy k numbers its
  // cards k * 60 .. k * 60 + 59, each of the type DECK[id mod 60].
  const decks = scenario.deck?.decks ?? 1;
  const deckSize = (yg ? SECTION_DECK : FULL_DECK) * decks;
  const typeOf = (c: number): string => String(DECK[c % FULL_DECK]);
  const expected = deckIds(yg, decks);
  if (expected.length !== deckSize) v.push(`deckIds(${yg}, ${decks}) has ${expected.length} cards, expected ${deckSize}`);
  for (let copy = 0; copy < decks; copy++) {
    const ofCopy = expected.filter((c) => Math.floor(c / FULL_DECK) === copy).length;
    if (ofCopy !== deckSize / decks) v.push(`deck copy ${copy} has ${ofCopy} cards in deckIds, expected ${deckSize / decks}`);
  }
  const keep = next.pending.filter((p) => p.kind === 'keep');
  const all: number[] = [...next.cards.deck, ...next.cards.discard, ...next.cards.hands.axis, ...next.cards.hands.allies];
  // Cards lost for good (a bridge blown by option 1: FAQ §III Blowing up Bridges) are still accounted for.
  for (const side of SIDES) all.push(...(next.cards.lost?.[side] ?? []));
  for (const p of keep) all.push(...p.cards);
  // The cards face down under a Commissar chip (FAQ §VII Red Army; hidden from the opponent).
  for (const side of SIDES) if (next.hidden?.commissar?.[side] !== undefined) all.push(next.hidden.commissar[side]!);
  // The card played stays "in play" until the end of the turn discards it; a pending Recon keep comes after that.
  // recon: so does a command car's Recon 1 choice of the discard pile (Equipment Pack Kübelwagen l.504).
  const inPlay = next.turn.card !== null && keep.length === 0 && !next.pending.some((p) => p.kind === 'reconDiscard');
  if (inPlay) all.push(next.turn.card!);
  const seen = new Set<number>();
  for (const c of all) {
    if (!Number.isInteger(c) || c < 0 || c >= FULL_DECK * decks) v.push(`card id ${String(c)} is not in the card table of ${decks} deck(s)`);
    else if (seen.has(c)) v.push(`card ${c} (${typeOf(c)}) is in two places`);
    seen.add(c);
  }
  if (all.length !== deckSize) v.push(`${all.length} cards accounted for, the deck has ${deckSize}`);
  for (const c of expected) if (!seen.has(c)) v.push(`card ${c} (${typeOf(c)}) is missing`);
  if (yg) for (const c of seen) if (!expected.includes(c)) v.push(`card ${c} (${typeOf(c)}) is not in the Young Generals deck`);
  if (!next.winner && next.pending.length === 0 && next.turn.stage === 'play') {
    if (next.turn.card !== null) v.push(`stage play but card ${next.turn.card} is in play`);
    for (const side of SIDES) {
      // A card lost for good is never replaced: the hand is one smaller for each (FAQ §III Blowing up Bridges, Option 1);
      // and one for each of the side's headquarters the enemy holds (Capture HQ/Supply Tent, FAQ §III, l.2010).
      // A card under the Commissar chip is one of the side's cards, out of its hand (FAQ §VII Red Army).
      const chip = next.hidden?.commissar?.[side] !== undefined ? 1 : 0;
      const want = handAtTurnStart(scenario, side, next.turn.number) - (next.cards.lost?.[side]?.length ?? 0) - hqCardsLost(next, scenario, side) - chip;
      // A deck never reshuffled runs out: then hands shrink by one card a turn (docs/rules-decisions.md S25).
      const shrinks = scenario.deck?.reshuffle === false && next.cards.deck.length === 0;
      // Italian High Command: a card discarded for each unit lost, down to 3 (tests/support/troops-nations.ts counts them).
      const command = scenario.rules?.highCommand === side && next.cards.hands[side].length >= Math.min(3, want);
      if (shrinks || command ? next.cards.hands[side].length > want : next.cards.hands[side].length !== want) {
        v.push(`${side} holds ${next.cards.hands[side].length} cards at the start of a turn, scenario says ${want}`);
      }
    }
  }
  if (next.turn.stage !== 'play' && next.turn.card === null) v.push(`stage ${next.turn.stage} with no card played`);

  // --- turn -------------------------------------------------------------------------------------------------
  const expectSide = next.turn.number % 2 === 1 ? scenario.first : otherSide(scenario.first);
  if (next.turn.side !== expectSide) v.push(`turn ${next.turn.number} is ${next.turn.side}'s, expected ${expectSide}'s`);
  for (const p of next.pending) if (p.actor !== 'axis' && p.actor !== 'allies') v.push(`pending ${p.kind} has actor ${String(p.actor)}`);
  if (next.winner && next.pending.length) v.push(`game over but ${next.pending.length} decisions pending`);

  // --- medals, objectives, victory ---------------------------------------------------------------------------
  for (const [id, side] of Object.entries(next.taken)) {
    const o = scObjectives.find((x) => x.id === id);
    if (!o) v.push(`taken objective ${id} is not in the scenario`);
    else if (!o.permanent) v.push(`temporary objective ${id} is recorded as taken`);
    else if (o.side !== side) v.push(`objective ${id} of ${o.side} taken by ${side}`);
  }
  for (const o of scObjectives) {
    // A turn-start objective is looked at only when its side's turn starts (checked with the transition).
    if (o.permanent && !o.turnStart && !next.taken[o.id] && objectiveHeld(next, o)) v.push(`permanent objective ${o.id} is held by ${o.side} but not taken`);
  }
  for (const [id, side] of Object.entries(next.holding ?? {})) {
    const o = scObjectives.find((x) => x.id === id);
    if (!o) v.push(`held objective ${id} is not in the scenario`);
    else if (!keptObjective(o)) v.push(`objective ${id} is recorded as held but is neither turn-start nor last-to-occupy`);
    else if (o.side !== side) v.push(`objective ${id} of ${o.side} held by ${side}`);
  }
  if (!prev) {
    // The game starts with the first side's turn: its turn-start objectives are looked at; last to occupy: gained by
    // the side holding it alone.
    for (const o of scObjectives) {
      if (!o.turnStart && !o.lastToOccupy) continue;
      const should = o.turnStart ? o.side === scenario.first && objectiveHeld(next, o) : objectiveHeld(next, o) && !objectiveHeld(next, o, otherSide(o.side));
      const is = o.permanent ? next.taken[o.id] === o.side : next.holding?.[o.id] === o.side;
      if (should !== is) v.push(`objective ${o.id} at set-up: ${is ? 'counts' : 'does not count'}, expected the opposite`);
    }
  }
  const { won, total } = recomputeMedals(next, scenario);
  for (const side of SIDES) {
    if (next.medalsWon[side] !== won[side]) v.push(`medalsWon.${side} is ${next.medalsWon[side]}, recomputed ${won[side]}`);
  }
  if (next.winner === null) {
    for (const side of SIDES) {
      if (total[side] >= scenario.sides[side].medalsToWin) v.push(`${side} has ${total[side]} medals (target ${scenario.sides[side].medalsToWin}) but no winner`);
    }
  } else if (next.winner !== 'axis' && next.winner !== 'allies') {
    v.push(`winner is ${String(next.winner)}`);
  } else if (total[next.winner] < scenario.sides[next.winner].medalsToWin && specialWinner(next, scenario) !== next.winner) {
    v.push(`${next.winner} won with ${total[next.winner]} medals (target ${scenario.sides[next.winner].medalsToWin})`);
  }

  // --- plain JSON -------------------------------------------------------------------------------------------
  // The round trip (parse of the JSON text deep-equal to the state) is the check; the walk names what is wrong.
  const parsed = opts.skipRoundTrip ? null : (opts.parsed ?? JSON.parse(opts.json ?? JSON.stringify(next)));
  const roundTripOk = !opts.skipRoundTrip && jsonEqual(parsed, next, opts.boardChecked && opts.parsed ? 'board' : undefined);
  if (!roundTripOk) {
    const jp: string[] = [];
    const { board, ...rest } = next;
    if (!plainBoards.has(board)) {
      jsonProblems(board, 'state.board', jp);
      if (!jp.length) plainBoards.add(board);
    }
    jsonProblems(rest, 'state', jp);
    v.push(...jp);
    if (!opts.skipRoundTrip && !jp.length) v.push('state changes in a JSON round trip');
  }

  if (prev) v.push(...checkTransition(prev, next, events, scenario, dims.cols));
  else if (events.length) v.push('a new game has events');
  if (!prev) {
    next.units.forEach((u, i) => {
      const e = exp[i];
      if (e && (u.row !== e.row || u.col !== e.col || u.figures !== e.figures)) v.push(`unit ${i} starts at ${hexStr(u)} with ${u.figures}, scenario says ${hexStr(e)} with ${e.figures}`);
    });
    for (const side of SIDES) {
      if (next.cards.hands[side].length !== dealt(scenario, side)) v.push(`${side} is dealt ${next.cards.hands[side].length} cards, scenario says ${dealt(scenario, side)}`);
    }
  }
  return v;
}

/**
 * The board changes only where a bridge is built or blown (scenario `rules.pontoons`, `rules.blowBridges`; FAQ §II
 * Pontoon Bridges, §III Blowing up Bridges) or a landmark falls to fire (a radar station, house rules App. 2): each
 * changed cell is one an event names, a river hex that gained a pontoon bridge or lost its bridge, by a side the
 * battle's rules allow, or a landmark that became city ruins; nothing else of the board changes.
 */
function bridgeChanges(prev: GameState, next: GameState, events: GameEvent[], scenario: Scenario): string[] {
  const v: string[] = [];
  const { cells: pc, ...prest } = prev.board;
  const { cells: nc, ...nrest } = next.board;
  if (JSON.stringify(prest) !== JSON.stringify(nrest) || pc.length !== nc.length) return ['the board changed beyond its cells'];
  const cols = next.board.geometry.cols;
  const named = new Map<number, Extract<GameEvent, { type: 'pontoonBuilt' | 'bridgeBlown' }>>();
  for (const e of events) if (e.type === 'pontoonBuilt' || (e.type === 'bridgeBlown' && e.blown)) named.set(e.at.row * cols + e.at.col, e);
  // A landmark destroyed by fire (house rules App. 2 Radar Station: "reduce it to City Ruins"): only its terrain changes.
  const ruined = new Set<number>();
  for (const e of events) if (e.type === 'landmarkRuined') ruined.add(e.at.row * cols + e.at.col);
  // caves: a cave sealed by Allied infantry (troops/caves.ts).
  const sealed = new Set<number>();
  for (const e of events) if (e.type === 'caveSealed' && e.sealed) sealed.add(e.at.row * cols + e.at.col);
  // vehicles (Equipment Pack, Hobart's Funnies: "the Bunker is removed from the hex"): only the bunker goes; whether
  // the removal was earned is tests/support/troops-vehicles.ts's to check.
  const unbunkered = new Set<number>();
  for (const e of events) if (e.type === 'bunkerDestroyed') unbunkered.add(e.at.row * cols + e.at.col);
  // funnies3 (Equipment Pack Hobart's Funnies, Assault Bridge): a river hex becomes a bridge (troops-funnies3.ts checks who).
  const laid = new Set<number>();
  for (const e of events) if (e.type === 'bridgeLaid') laid.add(e.at.row * cols + e.at.col);
  // stars (house rules l.343 Sabotage: "remove the destroyed Tile from the map"): the hex becomes countryside, its star gone.
  const blownUp = new Set<number>();
  for (const e of events) if (e.type === 'sabotage' && e.destroyed) blownUp.add(e.at.row * cols + e.at.col);
  for (let i = 0; i < nc.length; i++) {
    if (JSON.stringify(pc[i]) === JSON.stringify(nc[i])) continue;
    const e = named.get(i);
    const at = `(${Math.floor(i / cols)},${i % cols})`;
    const before = pc[i];
    const after = nc[i];
    if (ruined.has(i)) {
      if (!before || !after || JSON.stringify({ ...before, terrain: 'city-ruins' }) !== JSON.stringify(after)) v.push(`the landmark ruined at ${at} changed more than its terrain, or not to city ruins`);
      continue;
    }
    // caves (FAQ §II Caves on Hills and Mountains): a cave sealed becomes its hill or mountain (tests/support/troops-caves.ts).
    if (sealed.has(i)) {
      const ground = before?.terrain === 'cave-hill' ? 'hill' : before?.terrain === 'cave-mountain' ? 'mountain' : null;
      if (!before || !after || !ground || JSON.stringify({ ...before, terrain: ground }) !== JSON.stringify(after)) v.push(`the cave sealed at ${at} changed more than its terrain, or not to its own ground`);
      continue;
    }
    if (blownUp.has(i)) {
      const { marker: _star, ...rest } = before ?? {};
      if (!before || before.bridge || JSON.stringify({ ...rest, terrain: 'countryside' }) !== JSON.stringify(after)) v.push(`the objective sabotaged at ${at} did not become countryside, or more changed`);
      continue;
    }
    if (unbunkered.has(i)) {
      const { bunker: _gone, ...rest } = before ?? {};
      if (!before?.bunker || JSON.stringify(rest) !== JSON.stringify(after)) v.push(`the bunker destroyed at ${at} was not there, or more than the bunker changed`);
      continue;
    }
    if (laid.has(i)) {
      const { blown: _was, ...rest } = before ?? { terrain: 'countryside' as const };
      if (before?.terrain !== 'river' || before.bridge || JSON.stringify({ ...rest, bridge: true }) !== JSON.stringify(after)) v.push(`the assault bridge laid at ${at} was not on a river, or more than the bridge changed`);
      continue;
    }
    if (!e || !before || !after) {
      v.push(`the board changed at ${at} with no bridge built or blown there`);
      continue;
    }
    // The trace of a blown bridge (decision C92) comes with its blowing and goes with a pontoon laid there.
    const { bridge: _b1, pontoon: _p1, blown: _x1, ...b0 } = before;
    // holdout3 (decision C416): a medal bridge also records who blew it, in the blowing that the event names.
    const { bridge: _b2, pontoon: _p2, blown: _x2, blownBy: by, ...a0 } = after;
    if (by !== undefined && (e.type !== 'bridgeBlown' || e.side !== by)) v.push(`the bridge blown at ${at} names ${by} as its blower, not the side that blew it`);
    if (JSON.stringify(b0) !== JSON.stringify(a0) || before.terrain !== 'river') v.push(`the bridge change at ${at} changed more than the bridge, or not on a river`);
    if (e.type === 'pontoonBuilt') {
      if (before.bridge || !after.bridge || !after.pontoon) v.push(`a pontoon bridge built at ${at} where a bridge stood already, or not laid`);
      if (after.blown) v.push(`the pontoon bridge built at ${at} kept the trace of the bridge blown there`);
      if (!scenario.rules?.pontoons?.[e.side]) v.push(`the ${e.side} built a pontoon bridge at ${at}, which the battle does not allow them`);
    } else {
      if (!before.bridge || after.bridge || after.pontoon) v.push(`the bridge blown at ${at} was not there, or still is`);
      if (!after.blown) v.push(`the bridge blown at ${at} left no trace`);
      if (!scenario.rules?.blowBridges?.[e.side]) v.push(`the ${e.side} blew the bridge at ${at}, which the battle does not allow them`);
    }
  }
  return v;
}

/** What may change between two states, and what events must say about it. */
function checkTransition(prev: GameState, next: GameState, events: GameEvent[], scenario: Scenario, cols: number): string[] {
  const v: string[] = [];
  if (prev.winner) v.push(`an action was applied after the game ended (${prev.winner} won)`);
  // trains: a unit that gets off a train joins the list (FAQ §IV Trains/Supply Trains), one per `disembarked` event.
  // italy (house rules, Terrain Pack Airfield): so does an infantry unit landed on an airfield, one per `airLanded` event.
  const boarded = events.filter((e) => e.type === 'disembarked' || e.type === 'airLanded').length;
  if (prev.units.length + boarded !== next.units.length) v.push(`units went from ${prev.units.length} to ${next.units.length}`);
  if (prev.rulesVersion !== next.rulesVersion) v.push('rulesVersion changed');
  if (prev.board !== next.board && JSON.stringify(prev.board) !== JSON.stringify(next.board)) v.push(...bridgeChanges(prev, next, events, scenario));
  if (!isDeepStrictEqual(prev.options, next.options)) v.push('options changed');
  if (!isDeepStrictEqual(prev.edges, next.edges)) v.push('edges changed');

  const lost = new Map<number, number>();
  const recovered = new Map<number, number>();
  const eliminated = new Map<number, Extract<GameEvent, { type: 'eliminated' }>>();
  const exited = new Map<number, Extract<GameEvent, { type: 'exited' }>>();
  const moves = new Map<number, { from: Hex; to: Hex }[]>();
  const placed = new Set<string>();
  const lifted = new Set<string>();
  const wireGone = new Set<string>();
  let turnEvents = 0;
  const turnSides: Side[] = [];
  let gameOver: Extract<GameEvent, { type: 'gameOver' }> | null = null;
  const tempEvents = new Map<string, number>();
  const permEvents = new Set<string>();
  const key = (h: Hex) => String(h.row * cols + h.col);
  for (const e of events) {
    switch (e.type) {
      case 'figuresLost':
        lost.set(e.unit, (lost.get(e.unit) ?? 0) + e.figures);
        break;
      case 'recovered':
        recovered.set(e.unit, (recovered.get(e.unit) ?? 0) + e.figures);
        break;
      // supply (Equipment Pack, Supply Trucks - Re-supply): a figure from the truck to the unit.
      case 'resupplied':
        recovered.set(e.target, (recovered.get(e.target) ?? 0) + 1);
        lost.set(e.unit, (lost.get(e.unit) ?? 0) + 1);
        break;
      case 'eliminated':
        if (eliminated.has(e.unit)) v.push(`unit ${e.unit} eliminated twice`);
        eliminated.set(e.unit, e);
        break;
      case 'exited':
        if (exited.has(e.unit)) v.push(`unit ${e.unit} left the board twice`);
        exited.set(e.unit, e);
        break;
      case 'moved':
      case 'retreated':
      case 'tookGround': {
        const l = moves.get(e.unit) ?? [];
        l.push({ from: e.from, to: e.to });
        moves.set(e.unit, l);
        break;
      }
      case 'sandbagsPlaced':
        placed.add(key(e.at));
        break;
      case 'sandbagsRemoved':
        lifted.add(key(e.at));
        break;
      case 'wireRemoved':
        wireGone.add(key(e.at));
        break;
      case 'turn':
        turnEvents++;
        turnSides.push(e.side);
        if (e.number !== prev.turn.number + turnEvents) v.push(`turn event ${e.number} after turn ${prev.turn.number}`);
        break;
      case 'gameOver':
        if (gameOver) v.push('two gameOver events');
        gameOver = e;
        break;
      case 'objective':
        if (e.permanent) permEvents.add(e.id);
        else tempEvents.set(e.id, (tempEvents.get(e.id) ?? 0) + e.medals);
        break;
      default:
        break;
    }
  }

  // Units: fixed data, figures explained by events, eliminations final, moves explained by events.
  const n = Math.min(prev.units.length, next.units.length);
  for (let i = 0; i < n; i++) {
    const a = prev.units[i]!;
    const b = next.units[i]!;
    if (a.maxFigures !== b.maxFigures) v.push(`unit ${i} maxFigures changed ${a.maxFigures} -> ${b.maxFigures}`);
    // funnies-choice: the one kind change is the owner's accessory choice at game start (troops-funnies-choice.ts).
    if (a.side !== b.side || (a.kind !== b.kind && !kindChangeAllowed(a, b, events)) || a.medals !== b.medals) v.push(`unit ${i} changed side, kind or medals`);
    if (a.figures === 0 && b.figures !== 0) v.push(`unit ${i} came back from elimination`);
    // Exit markers (FAQ Exit Markers): only an ordered unit, in a move step with no decision pending (never a
    // retreat), standing on or moving to an exit hex of its own side within its move (the exit counts one hex, and no
    // move is longer than 3), leaves the board; it is then gone, with no figure left.
    const ex = exited.get(i);
    if (ex) {
      const mark = exitMarkers(scenario).get(`${ex.via.row},${ex.via.col}`);
      if (mark !== b.side) v.push(`unit ${i} (${b.side}) left the board through ${hexStr(ex.via)}, ${mark ? `an exit of the ${mark}` : 'which has no exit marker'}`);
      if (ex.side !== b.side) v.push(`unit ${i} exit event names ${ex.side}, the unit is ${b.side}`);
      if (ex.via.row !== 0 && ex.via.row !== dimsOf(scenario).rows - 1 && ex.via.col > 1 && ex.via.col < dimsOf(scenario).cols - 2) v.push(`unit ${i} left the board through ${hexStr(ex.via)}, not an edge hex`);
      if (ex.from.row !== a.row || ex.from.col !== a.col) v.push(`unit ${i} left the board from ${hexStr(ex.from)} but stood on ${hexStr(a)}`);
      if (ex.steps < distance(a, ex.via) + 1 || ex.steps > 3) v.push(`unit ${i} left the board in ${ex.steps} steps from ${hexStr(a)} through ${hexStr(ex.via)}`);
      if (!prev.turn.ordered.includes(i) || prev.turn.side !== b.side) v.push(`unit ${i} left the board without being ordered`);
      if (prev.pending.length || (prev.turn.stage !== 'move' && prev.turn.stage !== 'move2')) v.push(`unit ${i} left the board outside a move (step ${prev.turn.stage}, ${prev.pending.length} decisions pending)`);
      if (b.figures !== 0 || !b.exited) v.push(`unit ${i} left the board but is not marked gone (figures ${b.figures}, exited ${String(b.exited)})`);
    } else if (b.exited && !a.exited) v.push(`unit ${i} is marked as exited without an exited event`);
    if (a.exited && !b.exited) v.push(`unit ${i} came back after leaving the board`);
    const expectFigures = ex ? 0 : a.figures + (recovered.get(i) ?? 0) - (lost.get(i) ?? 0);
    if (b.figures !== expectFigures) {
      v.push(`unit ${i} went ${a.figures} -> ${b.figures} figures; events say +${recovered.get(i) ?? 0} -${lost.get(i) ?? 0}`);
    }
    const el = eliminated.get(i);
    if (a.figures > 0 && b.figures === 0 && !ex) {
      if (!el) v.push(`unit ${i} was eliminated without an eliminated event`);
      else if (el.to !== otherSide(b.side) || el.medals !== worth(b)) v.push(`unit ${i} eliminated event gives ${el.medals} to ${el.to}`);
    } else if (el) v.push(`eliminated event for unit ${i}, which went ${a.figures} -> ${b.figures}`);
    const ms = moves.get(i);
    if (ms) {
      if (ms[0]!.from.row !== a.row || ms[0]!.from.col !== a.col) v.push(`unit ${i} moved from ${hexStr(ms[0]!.from)} but stood on ${hexStr(a)}`);
      for (let j = 1; j < ms.length; j++) {
        if (ms[j]!.from.row !== ms[j - 1]!.to.row || ms[j]!.from.col !== ms[j - 1]!.to.col) v.push(`unit ${i}: move events do not chain`);
      }
      const last = ms[ms.length - 1]!.to;
      if (b.figures > 0 && (b.row !== last.row || b.col !== last.col)) v.push(`unit ${i} is on ${hexStr(b)}, its last move event says ${hexStr(last)}`);
    } else if (b.figures > 0 && (a.row !== b.row || a.col !== b.col)) {
      v.push(`unit ${i} went ${hexStr(a)} -> ${hexStr(b)} with no move, retreat or take-ground event`);
    }
  }

  // Obstacles are never added; removals and sandbags are announced.
  for (const k of Object.keys(next.obstacles)) {
    if (prev.obstacles[k] === undefined) v.push(`obstacle ${next.obstacles[k]} appeared at index ${k}`);
    else if (prev.obstacles[k] !== next.obstacles[k]) v.push(`obstacle at index ${k} changed kind`);
  }
  for (const k of Object.keys(prev.obstacles)) {
    // foot: a road block goes with a `roadblockRemoved` event (combat engineers; tests/support/troops-foot.ts checks who).
    const roadblockGone = prev.obstacles[k] === 'roadblock' && events.some((e) => e.type === 'roadblockRemoved' && e.at.row * prev.board.geometry.cols + e.at.col === Number(k));
    if (next.obstacles[k] === undefined && !(prev.obstacles[k] === 'wire' && wireGone.has(k)) && !roadblockGone) v.push(`${prev.obstacles[k]} at index ${k} vanished without a wireRemoved event`);
  }
  for (const k of Object.keys(next.sandbags)) if (!prev.sandbags[k] && !placed.has(k)) v.push(`sandbags appeared at index ${k} without an event`);
  for (const k of Object.keys(prev.sandbags)) if (!next.sandbags[k] && !lifted.has(k)) v.push(`sandbags at index ${k} vanished without an event`);

  // Medals only grow; objectives taken stay taken; events match.
  for (const side of SIDES) if (next.medalsWon[side] < prev.medalsWon[side]) v.push(`medalsWon.${side} fell ${prev.medalsWon[side]} -> ${next.medalsWon[side]}`);
  for (const [id, side] of Object.entries(prev.taken)) if (next.taken[id] !== side) v.push(`objective ${id} was un-taken`);
  for (const id of Object.keys(next.taken)) if (!prev.taken[id] && !permEvents.has(id)) v.push(`objective ${id} taken without an event`);
  for (const o of scenario.objectives ?? []) {
    if (o.permanent) continue;
    const delta = (counts(next, o) ? 1 : 0) - (counts(prev, o) ? 1 : 0);
    const said = tempEvents.get(o.id) ?? 0;
    if (Math.sign(said) !== delta) v.push(`temporary objective ${o.id}: held changed by ${delta}, events say ${said}`);
  }
  // Turn-start objectives change only as their side's turn starts, and then follow the board as it stands (the turn
  // start is the action's last step); a game ended by its turn (no card, turn limit, empty deck) starts no turn.
  const endedWithoutTurn = gameOver?.reason === 'noCards' || gameOver?.reason === 'turnLimit' || gameOver?.reason === 'deckEmpty';
  for (const o of scenario.objectives ?? []) {
    if (!o.turnStart) continue;
    const started = !endedWithoutTurn && turnSides.includes(o.side);
    const was = o.permanent ? prev.taken[o.id] === o.side : prev.holding?.[o.id] === o.side;
    const is = o.permanent ? next.taken[o.id] === o.side : next.holding?.[o.id] === o.side;
    const should = started ? (o.permanent ? was || objectiveHeld(next, o) : objectiveHeld(next, o)) : was;
    if (is !== should) v.push(`turn-start objective ${o.id}: ${is ? 'counts' : 'does not count'} after ${started ? `the start of a turn of the ${o.side}` : 'an action that started no turn of its side'}`);
  }
  // Last to occupy (not turn start): the side alone holding it has it, the enemy alone holding it has taken it away.
  for (const o of scenario.objectives ?? []) {
    if (!o.lastToOccupy || o.turnStart || o.permanent) continue;
    const mine = objectiveHeld(next, o);
    const theirs = objectiveHeld(next, o, otherSide(o.side));
    const is = next.holding?.[o.id] === o.side;
    if (mine && !theirs && !is) v.push(`last-to-occupy objective ${o.id}: ${o.side} alone hold it but it does not count`);
    if (theirs && !mine && is) v.push(`last-to-occupy objective ${o.id}: the enemy alone holds it but it still counts for ${o.side}`);
    if (mine === theirs && is !== (prev.holding?.[o.id] === o.side) && !tempEvents.has(o.id)) v.push(`last-to-occupy objective ${o.id} changed with nobody alone on it`);
  }

  // Turns and the end of the game.
  if (next.turn.number !== prev.turn.number + turnEvents) v.push(`turn ${prev.turn.number} -> ${next.turn.number} with ${turnEvents} turn events`);
  if (next.winner && !prev.winner) {
    if (!gameOver) v.push('winner set without a gameOver event');
    else {
      if (gameOver.winner !== next.winner) v.push(`gameOver says ${gameOver.winner}, state says ${next.winner}`);
      const shown = medalCounts(next, scenario);
      if (gameOver.medals.axis !== shown.axis || gameOver.medals.allies !== shown.allies) {
        v.push(`gameOver medals ${gameOver.medals.axis}-${gameOver.medals.allies} (axis-allies), final state gives ${shown.axis}-${shown.allies}`);
      }
    }
  } else if (gameOver) v.push('gameOver event but no new winner');
  return v;
}
