/**
 * Problems reported by the scenario validator and the `.m44` importer, and the size/safety guard both run
 * before they look at an input in detail.
 */
import type { Hex } from '../engine/hex';

export interface Problem {
  /** Where the problem is: a dotted path into the input (`board.hexes[3].unit.kind`), '' for the whole input. */
  path: string;
  /** One plain sentence a scenario author can act on. */
  message: string;
  /** The hex concerned, when there is one. */
  hex?: { row: number; col: number };
}

export function hexText(h: Hex): string {
  return `(${h.row},${h.col})`;
}

export function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** `a.b[3].c` from a list of keys. */
export function joinPath(keys: readonly (string | number)[]): string {
  let out = '';
  for (const k of keys) {
    if (typeof k === 'number') out += `[${k}]`;
    else out += out === '' ? k : `.${k}`;
  }
  return out;
}

/** A short description of a value's type for messages ("a string of 12 characters", "null", "an array"). */
export function describeValue(x: unknown): string {
  if (x === null) return 'null';
  if (Array.isArray(x)) return `an array of ${x.length} entries`;
  if (typeof x === 'string') return `a string of ${x.length} characters`;
  if (typeof x === 'number') return Number.isFinite(x) ? `the number ${x}` : `the number ${String(x)}`;
  if (typeof x === 'object') return 'an object';
  return typeof x === 'undefined' ? 'nothing' : `a ${typeof x}`;
}

export interface GuardLimits {
  /** Deepest nesting of objects/arrays accepted (the top-level value is depth 0). */
  maxDepth: number;
  /** Most objects, arrays and primitive values visited before the input is refused as too large. */
  maxNodes: number;
  /** Longest string (value or key) accepted. */
  maxString: number;
  /** Longest array accepted (and most keys in one object). */
  maxEntries: number;
  /** Top-level keys whose content is never read and therefore not scanned (e.g. the `.m44` `text` block). */
  skipTopLevel?: readonly string[];
}

const MAX_GUARD_PROBLEMS = 20;

/**
 * Walks the input without recursion and refuses it when it is too deep, too large, or holds strings or arrays
 * past the limits. Returns [] when the input may be examined further. Never throws for any JSON value.
 */
export function guardInput(input: unknown, limits: GuardLimits): Problem[] {
  const problems: Problem[] = [];
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: input, path: [] }];
  let nodes = 0;
  let stop = false;
  const add = (p: Problem): boolean => {
    problems.push(p);
    if (problems.length >= MAX_GUARD_PROBLEMS) {
      problems.push({ path: '', message: `more than ${MAX_GUARD_PROBLEMS} size problems; the rest are not listed` });
      stop = true;
      return false;
    }
    return true;
  };
  while (stack.length > 0 && !stop) {
    const { value, path } = stack.pop()!;
    nodes++;
    if (nodes > limits.maxNodes) {
      add({ path: '', message: `the input holds more than ${limits.maxNodes} values; it is too large to be a scenario` });
      break;
    }
    if (typeof value === 'string') {
      if (value.length > limits.maxString) {
        if (!add({ path: joinPath(path), message: `text of ${value.length} characters; at most ${limits.maxString} are allowed` })) break;
      }
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= limits.maxDepth) {
      if (!add({ path: joinPath(path), message: `the input is nested more than ${limits.maxDepth} levels deep here; a scenario never is` })) break;
      continue;
    }
    if (Array.isArray(value)) {
      if (value.length > limits.maxEntries) {
        if (!add({ path: joinPath(path), message: `a list of ${value.length} entries; at most ${limits.maxEntries} are allowed` })) break;
        continue;
      }
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: [...path, i] });
      continue;
    }
    const keys = Object.keys(value);
    if (keys.length > limits.maxEntries) {
      if (!add({ path: joinPath(path), message: `an object with ${keys.length} fields; at most ${limits.maxEntries} are allowed` })) break;
      continue;
    }
    for (let i = keys.length - 1; i >= 0; i--) {
      const k = keys[i]!;
      if (k.length > limits.maxString) {
        if (!add({ path: joinPath(path), message: `a field name of ${k.length} characters; at most ${limits.maxString} are allowed` })) break;
        continue;
      }
      if (path.length === 0 && limits.skipTopLevel?.includes(k.toLowerCase())) continue;
      stack.push({ value: (value as Record<string, unknown>)[k], path: [...path, k] });
    }
  }
  return problems;
}

/** Largest JSON text accepted by `parseJsonText` (a full-board scenario is well under 300 kB). */
export const MAX_JSON_TEXT = 2_000_000;

/** Parses JSON text with a size limit; a syntax error or an oversized text is a problem, never an exception. */
export function parseJsonText(
  text: unknown,
  maxChars: number = MAX_JSON_TEXT,
): { ok: true; value: unknown } | { ok: false; problems: Problem[] } {
  if (typeof text !== 'string') {
    return { ok: false, problems: [{ path: '', message: `expected JSON text, got ${describeValue(text)}` }] };
  }
  if (text.length > maxChars) {
    return {
      ok: false,
      problems: [{ path: '', message: `the text is ${text.length} characters long; at most ${maxChars} are accepted` }],
    };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return { ok: false, problems: [{ path: '', message: `not valid JSON: ${why.slice(0, 200)}` }] };
  }
}
