/** Helpers for rule tests: tiny scenarios, fixed hands, actions that must succeed, forced dice. */
import { expect } from 'vitest';
import { applyAction, cardType, DECK, hexKey, legalActions, legalMoves, newGame, retreatOptions, unitOn } from '../../src/engine';
import type { Action, CardType, DieFace, GameEvent, GameOptions, GameState, Hex, Side, UnitKind } from '../../src/engine';
import type { Objective, Scenario, ScenarioHex } from '../../src/scenario/types';

export interface MiniOptions {
  hexes: ScenarioHex[];
  first?: Side;
  cards?: Partial<Record<Side, number>>;
  medalsToWin?: Partial<Record<Side, number>>;
  objectives?: Objective[];
  face?: Scenario['board']['face'];
  sides?: Scenario['board']['sides'];
}

/** A standard 13x9 board: Axis on the top edge (row 0), Allies at the bottom (row 8), as in the base battles. */
export function mini(o: MiniOptions): Scenario {
  return {
    format: 1,
    id: 'test',
    name: 'Test',
    board: { kind: 'standard', face: o.face ?? 'country', hexes: o.hexes, ...(o.sides ? { sides: o.sides } : {}) },
    sides: {
      axis: { cards: o.cards?.axis ?? 4, medalsToWin: o.medalsToWin?.axis ?? 6, edge: 'top' },
      allies: { cards: o.cards?.allies ?? 4, medalsToWin: o.medalsToWin?.allies ?? 6, edge: 'bottom' },
    },
    first: o.first ?? 'allies',
    objectives: o.objectives ?? [],
  };
}

/** Card id of the n-th copy of a card type. */
export function cardId(type: CardType, nth = 0): number {
  let seen = 0;
  for (let i = 0; i < DECK.length; i++) {
    if (DECK[i] === type) {
      if (seen === nth) return i;
      seen++;
    }
  }
  throw new Error(`no copy ${nth} of ${type}`);
}

/**
 * Start a game and give each side exactly the listed cards (the rest stays in the deck, in seeded order).
 * Returns a fresh state object; tests may build states because the engine takes plain JSON.
 */
export function start(sc: Scenario, hands?: Partial<Record<Side, CardType[]>>, opts?: { seed?: number | string; options?: GameOptions }): GameState {
  const s = newGame(sc, { seed: opts?.seed ?? 1, ...(opts?.options ? { options: opts.options } : {}) });
  if (!hands) return s;
  const all = [...s.cards.deck, ...s.cards.hands.axis, ...s.cards.hands.allies];
  const used = new Set<number>();
  // The lowest unused id of the type among this game's cards (a battle with two decks has ids 60..119 too).
  const ids = [...all].sort((a, b) => a - b);
  const pick = (t: CardType) => {
    const id = ids.find((c) => !used.has(c) && cardType(c) === t);
    if (id === undefined) throw new Error(`no copy of ${t} left to deal`);
    used.add(id);
    return id;
  };
  const h: Record<Side, number[]> = { axis: (hands.axis ?? []).map(pick), allies: (hands.allies ?? []).map(pick) };
  const deck = all.filter((c) => !used.has(c));
  return { ...s, cards: { deck, discard: [], hands: h } };
}

export interface Step {
  state: GameState;
  events: GameEvent[];
}

/** Apply an action that must be legal; dice are forced when given. */
export function act(s: GameState, a: Action, dice?: DieFace[], draws?: number[]): Step {
  const r = applyAction(s, a, { ...(dice ? { dice } : {}), ...(draws ? { draws } : {}) });
  if (!r.ok) throw new Error(`action ${JSON.stringify(a)} refused: ${r.error.code}: ${r.error.message}`);
  return { state: r.state, events: r.events };
}

/** Apply a sequence; returns the final state and all events. */
export function acts(s: GameState, list: Array<Action | [Action, DieFace[]]>): Step {
  let cur = s;
  const events: GameEvent[] = [];
  for (const item of list) {
    const [a, d] = Array.isArray(item) ? item : [item, undefined];
    const r = act(cur, a, d);
    cur = r.state;
    events.push(...r.events);
  }
  return { state: cur, events };
}

/** Expect an action to be refused with this code, leaving the state untouched. */
export function refused(s: GameState, a: unknown, code?: string): void {
  const before = JSON.stringify(s);
  const r = applyAction(s, a);
  expect(r.ok).toBe(false);
  if (!r.ok && code) expect(r.error.code).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
}

export function idAt(s: GameState, row: number, col: number): number {
  const u = unitOn(s, { row, col });
  if (!u) throw new Error(`no unit at (${row},${col})`);
  return u.id;
}

export function hex(row: number, col: number): Hex {
  return { row, col };
}

export function figuresAt(s: GameState, row: number, col: number): number {
  return unitOn(s, { row, col })?.figures ?? 0;
}

/** What a test hex holds besides its place and unit (terrain, bunker, road...). */
export type HexExtra = Omit<Partial<ScenarioHex>, 'row' | 'col' | 'unit'>;
/** An Allied unit of `kind` at (row, col), on the hex `extra` describes. */
export const A = (row: number, col: number, kind: UnitKind, extra: HexExtra = {}): ScenarioHex => ({ row, col, ...extra, unit: { side: 'allies', kind } });
/** An Axis unit of `kind` (infantry by default) at (row, col), on the hex `extra` describes. */
export const X = (row: number, col: number, kind: UnitKind = 'infantry', extra: HexExtra = {}): ScenarioHex => ({ row, col, ...extra, unit: { side: 'axis', kind } });
/** A hex of `terrain` with no unit. */
export const T = (row: number, col: number, terrain: ScenarioHex['terrain'], extra: HexExtra = {}): ScenarioHex => ({ row, col, terrain, ...extra });

/** Rows 5 and 7 river, except the hexes given: row 6 is a corridor a unit can only walk east or west along. */
export function corridor(...hexes: ScenarioHex[]): ScenarioHex[] {
  const taken = new Set(hexes.map((h) => hexKey(h)));
  const out = [...hexes];
  for (const row of [5, 7]) for (let col = 1; col <= 23; col += 2) if (!taken.has(`${row},${col}`)) out.push(T(row, col, 'river'));
  return out;
}

/** Terrain tests' position: the Allies play `card` (Direct from HQ: 4 units, any section) on a small board. */
export function ordered(hexes: ScenarioHex[], card: CardType = 'direct-from-hq'): GameState {
  const s = start(mini({ hexes }), { allies: [card], axis: ['recon-centre'] });
  return act(s, { type: 'play', card: s.cards.hands.allies[0]! }).state;
}

/** Hex keys, sorted (for comparing sets of hexes). */
export const hexKeys = (hs: Hex[]): string[] => hs.map(hexKey).sort();
/** Where the unit on (row, col) may move, as sorted hex keys. */
export const movesAt = (s: GameState, row: number, col: number): string[] => hexKeys(legalMoves(s, idAt(s, row, col)));
/** May the unit on (row, col) battle now? */
export const canBattle = (s: GameState, row: number, col: number): boolean =>
  legalActions(s).some((a) => a.type === 'battle' && a.unit === idAt(s, row, col));
/** The battle step of the turn: moves ended if the engine has not moved on by itself (it does once all have moved). */
export const battleStep = (s: GameState): GameState => (s.turn.stage === 'move' ? act(s, { type: 'endMoves' }).state : s);
/** May the unit on (row, col) ignore a flag rolled against it? */
export const ignoresFlag = (s: GameState, row: number, col: number): boolean => retreatOptions(s, hex(row, col), 1).some((o) => o.ignore);
