/**
 * Fuzzing applyAction: generators of malformed actions (wrong shapes, wrong types, unknown ids, off-board hexes,
 * huge numbers, NaN, strings, nested junk, arrays, null) and near-miss actions (a legal action of a mid-game
 * position with one field changed), and the property every answer must have. Shared by tests/property/fuzz.test.ts
 * (CI size) and tests/soak/engine.soak.test.ts (soak size).
 *
 * The property: applyAction never throws; it either accepts an action that is in legalActions (same meaning:
 * parseAction ignores unknown members) or answers `{ ok: false, error: { code, message } }` with a known code; and
 * the state passed in is unchanged either way (JSON snapshot).
 */
import fc from 'fast-check';
import { applyAction, legalActions } from '../../src/engine';
import type { Action, ActionType, ErrorCode, GameState, Hex } from '../../src/engine/types';
import type { Scenario } from '../../src/scenario/types';
import { playRandomGame } from './random-play';

const CODES = {
  'malformed-action': true,
  'game-over': true,
  'wrong-step': true,
  'not-in-hand': true,
  'unknown-unit': true,
  'off-board': true,
  'not-allowed': true,
  'bad-supply': true,
} as const satisfies Record<ErrorCode, true>;
export const ERROR_CODES = new Set<string>(Object.keys(CODES));

const TYPES = {
  play: true,
  order: true,
  endOrders: true,
  move: true,
  exit: true,
  endMoves: true,
  battle: true,
  removeWire: true,
  recover: true,
  endBattles: true,
  retreat: true,
  takeGround: true,
  ambush: true,
  decline: true,
  target: true,
  strike: true,
  keep: true,
  smoke: true,
  smokeShells: true,
  resupply: true,
  assaultBridge: true,
  // stars (house rules l.343 Sabotage)
  sabotage: true,
  // funnies-choice (Equipment Pack Hobart's Funnies l.190)
  chooseAccessory: true,
} as const satisfies Record<ActionType, true>;
export const ACTION_TYPES = Object.keys(TYPES) as ActionType[];

/** The members that carry meaning, per action type (parseAction keeps only these). */
const FIELDS: Record<ActionType, readonly string[]> = {
  play: ['card', 'section'],
  order: ['unit'],
  removeWire: ['unit'],
  recover: ['unit'],
  move: ['unit', 'to'],
  exit: ['unit', 'via'],
  battle: ['unit', 'target'],
  retreat: ['to', 'ignore'],
  target: ['target'],
  keep: ['card'],
  endOrders: [],
  endMoves: [],
  endBattles: [],
  takeGround: [],
  ambush: [],
  decline: [],
  strike: [],
  smoke: [],
  smokeShells: ['unit'],
  resupply: ['unit', 'target'],
  assaultBridge: ['unit', 'target', 'onto'],
  // stars (house rules l.343 Sabotage)
  sabotage: ['unit'],
  // funnies-choice (Equipment Pack Hobart's Funnies l.190)
  chooseAccessory: ['unit', 'accessory'],
};

// ---------------------------------------------------------------------------------------------------------
// Generators

/** Values that are wrong almost anywhere: odd numbers, strings, null, nested junk. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -5, max: 80 }),
  fc.constantFrom(NaN, Infinity, -Infinity, -0, 0.5, 1e21, 2 ** 53, -(2 ** 31), Number.MAX_VALUE, Number.MIN_VALUE),
  fc.double(),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }),
  fc.string({ maxLength: 8 }),
  fc.constantFrom('0', '1', 'left', 'centre', 'right', 'row', '__proto__', 'constructor', ''),
  fc.constantFrom(null, undefined, true, false),
  // Objects without a prototype: String(x) throws on them (found by this fuzz: applyAction threw on such a type).
  fc.constant(null).map(() => Object.create(null) as unknown),
  fc.constant(null).map(() => Object.assign(Object.create(null) as object, { row: 1, col: 1 }) as unknown),
  fc.array(fc.integer({ min: -2, max: 30 }), { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Hexes: off the board, half-integers, odd parity, wrong shapes. */
export const junkHex: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ row: fc.integer({ min: -30, max: 40 }), col: fc.integer({ min: -30, max: 60 }) }),
  fc.record({ row: fc.integer({ min: 0, max: 8 }), col: fc.integer({ min: 0, max: 24 }) }),
  fc.record({ row: junkValue, col: junkValue }),
  fc.record({ row: fc.integer({ min: 0, max: 8 }) }),
  fc.tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 24 })),
  junkValue,
);

/** Malformed or nonsensical actions of every kind. */
export const malformedAction: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 3, withBigInt: true, withNullPrototype: true, withBoxedValues: true, withSparseArray: true }),
  fc.record(
    {
      type: fc.oneof(fc.constantFrom<unknown>(...ACTION_TYPES, 'Play', 'attack', 'toString', '', 'constructor'), junkValue),
      card: junkValue,
      unit: junkValue,
      to: junkHex,
      target: junkHex,
      section: fc.oneof(fc.constantFrom('left', 'centre', 'right', 'center', 'Left'), junkValue),
      ignore: fc.oneof(fc.boolean(), junkValue),
      accessory: fc.oneof(fc.constantFrom('avre', 'bobbin', 'fascine', 'mine-digger', 'bridge-layer', 'funnies', 'tank', 'Bobbin'), junkValue),
    },
    { requiredKeys: ['type'] },
  ),
  fc.record({
    type: fc.constantFrom(...ACTION_TYPES),
    card: fc.integer({ min: -3, max: 65 }),
    unit: fc.integer({ min: -3, max: 45 }),
    to: junkHex,
    target: junkHex,
  }),
  fc.array(junkValue, { maxLength: 4 }),
);

export interface NearMissSpec {
  state: number;
  action: number;
  field: number;
  kind: 'delta' | 'junk' | 'delete' | 'retype' | 'extra';
  delta: number;
  junk: unknown;
  type: ActionType;
}

export const nearMissSpec: fc.Arbitrary<NearMissSpec> = fc.record({
  state: fc.nat(),
  action: fc.nat(),
  field: fc.nat(),
  kind: fc.constantFrom('delta', 'delta', 'junk', 'delete', 'retype', 'extra'),
  delta: fc.oneof(fc.integer({ min: -3, max: 3 }).filter((d) => d !== 0), fc.constantFrom(-100, 100, 2 ** 31)),
  junk: junkValue,
  type: fc.constantFrom(...ACTION_TYPES),
});

const SECTIONS = ['left', 'centre', 'right'];

/** A legal action with one field changed as the spec says. */
export function nearMiss(a: Action, spec: NearMissSpec): unknown {
  const x = JSON.parse(JSON.stringify(a)) as Record<string, unknown>;
  const paths: string[] = ['type'];
  for (const f of FIELDS[a.type]) {
    if (f === 'to' || f === 'target' || f === 'via') paths.push(`${f}.row`, `${f}.col`, f);
    else paths.push(f);
  }
  const path = paths[spec.field % paths.length]!;
  const [head, leaf] = path.split('.') as [string, string | undefined];
  const holder: Record<string, unknown> = leaf ? ((x[head] ?? {}) as Record<string, unknown>) : x;
  const key = leaf ?? head;
  switch (spec.kind) {
    case 'delta': {
      const cur = holder[key];
      if (typeof cur === 'number') holder[key] = cur + spec.delta;
      else if (typeof cur === 'boolean') holder[key] = !cur;
      else if (key === 'section') holder[key] = SECTIONS[(SECTIONS.indexOf(String(cur)) + spec.delta + 30) % 3];
      else if (key === 'type') x.type = spec.type;
      else holder[key] = spec.delta;
      break;
    }
    case 'junk':
      holder[key] = spec.junk;
      break;
    case 'delete':
      delete holder[key];
      break;
    case 'retype':
      x.type = spec.type;
      break;
    case 'extra': {
      // A member this type does not have, with a plausible value (e.g. a section on a card that takes none).
      const extras: Record<string, unknown> = { section: SECTIONS[Math.abs(spec.delta) % 3], unit: Math.abs(spec.delta), card: Math.abs(spec.delta), ignore: spec.delta > 0 };
      const k = Object.keys(extras).find((e) => !(e in x)) ?? 'section';
      x[k] = extras[k];
      break;
    }
  }
  return x;
}

// ---------------------------------------------------------------------------------------------------------
// Positions to fuzz

/**
 * Mid-game positions from random play, chosen to cover every step (play, order, move, battle, move2) and every
 * kind of pending decision, plus finished games. Deterministic for given scenarios and seeds.
 */
export function fuzzPositions(scenarios: readonly Scenario[], seeds: readonly number[], perKind = 3): GameState[] {
  const byKind = new Map<string, GameState[]>();
  const finals: GameState[] = [];
  for (const sc of scenarios) {
    for (const seed of seeds) {
      const r = playRandomGame(sc, seed, {
        check: false,
        onAction: (s, i) => {
          const k = `${sc.id}:${s.winner ? 'over' : (s.pending[0]?.kind ?? s.turn.stage)}`;
          const l = byKind.get(k) ?? [];
          // Spread the picks over the game: every 7th position of a kind, up to perKind per scenario.
          if (l.length < perKind && i % 7 === (seed % 7)) l.push(s);
          byKind.set(k, l);
        },
      });
      finals.push(r.final);
    }
  }
  const out: GameState[] = [];
  for (const k of [...byKind.keys()].sort()) out.push(...byKind.get(k)!);
  out.push(...finals.slice(0, 2));
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// The property

function sameHexValue(l: Hex, x: unknown): boolean {
  return typeof x === 'object' && x !== null && (x as Hex).row === l.row && (x as Hex).col === l.col;
}

/** Does `x` mean the legal action `l` (same type, same meaningful members)? */
export function sameAction(l: Action, x: unknown): boolean {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const o = x as Record<string, unknown>;
  if (o.type !== l.type) return false;
  const rec = l as unknown as Record<string, unknown>;
  for (const f of FIELDS[l.type]) {
    const lv = rec[f];
    if (f === 'to' || f === 'target' || f === 'via') {
      if (!sameHexValue(lv as Hex, o[f])) return false;
    } else if (o[f] !== lv) return false;
  }
  return true;
}

/** Apply `input` to `state` and say what is wrong with the answer (null = fine). */
export function fuzzCheck(state: GameState, input: unknown, supply?: unknown): string | null {
  const before = JSON.stringify(state);
  let res: ReturnType<typeof applyAction>;
  try {
    res = supply === undefined ? applyAction(state, input) : applyAction(state, input, supply);
  } catch (e) {
    return `applyAction threw: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`;
  }
  if (JSON.stringify(state) !== before) return 'the input state was changed';
  if (res.ok) {
    if (!legalActions(state).some((l) => sameAction(l, input))) return 'an action not in legalActions was accepted';
    return null;
  }
  const e = res.error as unknown;
  if (typeof e !== 'object' || e === null) return 'error is not an object';
  const { code, message } = e as { code: unknown; message: unknown };
  if (typeof code !== 'string' || !ERROR_CODES.has(code)) return `unknown error code ${String(code)}`;
  if (typeof message !== 'string' || !message) return `empty error message for ${code}`;
  return null;
}

/** A readable form of a fuzz input for failure messages (JSON cannot show NaN, undefined or bigint). */
/**
 * One near-miss case: take the spec's legal action of the state, change one field, and check the engine either
 * accepts it as legal or refuses it cleanly (throws with the details otherwise). Returns whether it was accepted.
 */
export function checkNearMiss(s: GameState, spec: NearMissSpec): boolean {
  const legal = legalActions(s);
  if (!legal.length) return false;
  const input = nearMiss(legal[spec.action % legal.length]!, spec);
  const problem = fuzzCheck(s, input);
  if (problem) throw new Error(`${problem}\n  legal: ${JSON.stringify(legal[spec.action % legal.length])}\n  input: ${show(input)}`);
  return applyAction(s, input).ok;
}

export function show(x: unknown): string {
  try {
    return fc.stringify(x);
  } catch (_e) {
    return String(x);
  }
}
