/**
 * Canonical text of a scenario file: JSON indented by 2 spaces, except that each board hex, hex side and
 * objective sits on one line, so that a change to one hex is a one-line diff.
 */
import type { Scenario } from './types';

/** `{ "a": 1, "b": [ 2, 3 ] }` style, on one line. */
function inline(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[${value.map(inline).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    return `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

const INLINE_ITEMS = new Set(['board.hexes', 'board.sides', 'objectives']);

function pretty(value: unknown, indent: string, path: string): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const itemsInline = INLINE_ITEMS.has(path);
    const items = value.map((v) => (itemsInline ? inline(v) : pretty(v, inner, `${path}[]`)));
    return `[\n${items.map((s) => inner + s).join(',\n')}\n${indent}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const lines = entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${pretty(v, inner, path === '' ? k : `${path}.${k}`)}`);
    return `{\n${lines.join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

export function formatScenarioJson(scenario: Scenario): string {
  return `${pretty(scenario, '', '')}\n`;
}
