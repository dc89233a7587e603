/**
 * Derived data cached on a state object: its legal actions, move targets, occupancy table and sight board.
 * Kept in one private class field added to the state (CacheField below), so JSON, spreads, structured clones and
 * equality checks never see it (the state stays plain JSON), and a copy made with `{...state}` starts with no cache.
 * A state is immutable once returned by the engine, so what is cached on it stays true; a draft clears what it
 * invalidates.
 * (A WeakMap per cache did the same job but its inserts dominated the profile.)
 */
import type { Action, GameState } from './types';
import type { SightBoard } from './los';
import type { RngState } from './rng';

/** Fields are cleared by setting them to undefined, never with `delete` (which would slow every access). */
export interface StateCache {
  legal: Action[] | undefined;
  /** Each ordered unit's move targets searched so far (turn/moveCache.ts: UnitMoves, a few entries, by unit id). */
  moves: unknown[] | undefined;
  occ: string | undefined;
  sight: SightBoard | undefined;
  /** Drafts only: ordered units whose turn record the draft has copied. */
  turnUnitsOwned: number[] | undefined;
  /** Drafts only: the draft has its own copy of the PRNG state (rngOf). */
  rngOwned: boolean;
}

function emptyCache(): StateCache {
  return { legal: undefined, moves: undefined, occ: undefined, sight: undefined, turnUnitsOwned: undefined, rngOwned: false };
}

/*
 * The hidden field that holds a state's cache: a class's private field, added to the plain state object by a
 * constructor that returns the object it is given (a base class's `return` hands the subclass that object). JSON,
 * spreads, structured clones and equality checks never see a private field, as with the non-enumerable symbol
 * property used before, and adding one is an ordinary property store where `Object.defineProperty` was a call into
 * the runtime on every draft: about 4% of a random game's time (issue 17 speed; docs/benchmarks.md).
 */
class Host {
  constructor(o: object) {
    return o as Host;
  }
}

class CacheField extends Host {
  #cache: StateCache;
  private constructor(o: object, c: StateCache) {
    super(o);
    this.#cache = c;
  }
  static read(o: object): StateCache | undefined {
    return #cache in o ? (o as CacheField).#cache : undefined;
  }
  static attach(o: object, c: StateCache): void {
    new CacheField(o, c);
  }
}

/*
 * The state asked about last and its cache: most calls in a row are about the same state, and comparing one
 * reference is cheaper than the hidden-field lookup on states of many shapes. (A state's cache never changes
 * once made, so this is never stale; it keeps one state alive, no more.)
 */
let lastState: GameState | null = null;
let lastCache: StateCache | null = null;

export function cacheOf(s: GameState): StateCache {
  if (s === lastState) return lastCache!;
  let c = CacheField.read(s);
  if (!c) {
    c = emptyCache();
    if (!Object.isExtensible(s)) return c; // a frozen state: compute, do not cache
    CacheField.attach(s, c);
  }
  lastState = s;
  lastCache = c;
  return c;
}

/** The hidden field of `derived` (the same device as the state's cache above). */
class DerivedField extends Host {
  #value: unknown;
  private constructor(o: object, v: unknown) {
    super(o);
    this.#value = v;
  }
  static read(o: object): unknown {
    return #value in o ? (o as DerivedField).#value : undefined;
  }
  static attach(o: object, v: unknown): void {
    new DerivedField(o, v);
  }
}

/**
 * A value derived from a plain object that never changes in place (a board, an obstacle map), kept on the object
 * itself in a hidden field (faster than a WeakMap lookup on the hot paths). `make(arg)` computes it on the first
 * call: a module-level function and its argument, not a closure, so that a lookup allocates nothing.
 */
export function derived<T, A>(obj: object, make: (arg: A) => T, arg: A): T {
  const have = DerivedField.read(obj) as T | undefined;
  if (have !== undefined) return have;
  const v = make(arg);
  if (Object.isExtensible(obj)) DerivedField.attach(obj, v);
  return v;
}

/**
 * A draft's own PRNG state, to draw from: a draft shares its parent's until its first draw (most actions roll no die
 * and draw no card), so every draw during an action goes through here (turn/draft.ts).
 */
export function rngOf(s: GameState): RngState {
  const c = cacheOf(s);
  if (!c.rngOwned) {
    const r = s.rng;
    s.rng = [r[0], r[1], r[2], r[3]];
    c.rngOwned = true;
  }
  return s.rng;
}
