/**
 * Stable state hashes for determinism tests: sha256 of a canonical JSON (object keys sorted, `undefined` members
 * left out as JSON.stringify does). Two states that are equal as JSON get the same hash whatever order their keys
 * were written in, so a hash changes only when the game itself does.
 */
import { createHash } from 'node:crypto';

/** JSON text with object keys sorted at every level. Throws on values JSON cannot carry (NaN, bigint, functions...). */
export function canonicalJson(value: unknown): string {
  const parts: string[] = [];
  write(value, parts);
  return parts.join('');
}

function write(v: unknown, out: string[]): void {
  if (v === null) {
    out.push('null');
    return;
  }
  switch (typeof v) {
    case 'string':
      out.push(JSON.stringify(v));
      return;
    case 'boolean':
      out.push(v ? 'true' : 'false');
      return;
    case 'number':
      if (!Number.isFinite(v)) throw new Error(`canonicalJson: ${v} is not a JSON number`);
      out.push(JSON.stringify(v));
      return;
    case 'object': {
      if (Array.isArray(v)) {
        out.push('[');
        for (let i = 0; i < v.length; i++) {
          if (i) out.push(',');
          const x: unknown = v[i];
          // JSON.stringify writes undefined array members as null.
          write(x === undefined ? null : x, out);
        }
        out.push(']');
        return;
      }
      const o = v as Record<string, unknown>;
      const keys = Object.keys(o).sort();
      out.push('{');
      let first = true;
      for (const k of keys) {
        const x = o[k];
        if (x === undefined) continue;
        if (!first) out.push(',');
        first = false;
        out.push(JSON.stringify(k), ':');
        write(x, out);
      }
      out.push('}');
      return;
    }
    default:
      throw new Error(`canonicalJson: a ${typeof v} is not JSON`);
  }
}

/** sha256 (hex) of the canonical JSON of a value: a game state, or anything plain. */
export function stateHash(state: unknown): string {
  return createHash('sha256').update(canonicalJson(state)).digest('hex');
}
