/**
 * Writes src/scenario/builtin-summary.json: what the home screen shows of each built-in battle (src/scenario/summary.ts),
 * so the first screen loads neither the boards nor the validator. Run after changing scenarios/*.json (the import
 * script does it); tests/scenario/builtin.test.ts fails while the file is out of date.
 *
 *   npx tsx scripts/builtin-summary.ts
 */
import { renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILTIN_SCENARIOS } from '../src/scenario/builtin';
import { summarizeBattle } from '../src/scenario/summary';

export const SUMMARY_PATH = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'src', 'scenario', 'builtin-summary.json');

/** The file's text: one battle a line block, stable key order. */
export function builtinSummaryText(): string {
  return `${JSON.stringify(BUILTIN_SCENARIOS.map(summarizeBattle), null, 1)}\n`;
}

export function writeBuiltinSummary(): void {
  writeFileSync(`${SUMMARY_PATH}.tmp`, builtinSummaryText());
  renameSync(`${SUMMARY_PATH}.tmp`, SUMMARY_PATH);
  console.log(`wrote ${SUMMARY_PATH}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) writeBuiltinSummary();
