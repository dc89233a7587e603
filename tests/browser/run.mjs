// Runs every tests/browser/*.spec.mjs in sequence, each in its own node process.
// Exits non-zero if any spec fails. Prints a closing "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
const filter = process.argv.slice(2);
const specs = readdirSync(dir)
  .filter((f) => f.endsWith('.spec.mjs'))
  .filter((f) => filter.length === 0 || filter.some((pattern) => f.includes(pattern)))
  .sort();

console.log(`${specs.length} browser test files`);
// Zero specs is a failure: a moved folder or a filter that matches nothing must not pass.
if (specs.length === 0) {
  console.log(`no browser spec matched${filter.length ? ` ${filter.join(', ')}` : ''}: failing`);
  process.exit(1);
}

let passed = 0;
const failed = [];
for (const spec of specs) {
  const started = Date.now();
  console.log(`\n▶ ${spec}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(dir, spec)], { stdio: 'inherit' });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    passed += 1;
    console.log(`✔ ${spec} (${secs} s)`);
  } else {
    failed.push(spec);
    const why = result.error ? result.error.message : result.signal ? `signal ${result.signal}` : `exit ${result.status}`;
    console.log(`✘ ${spec} (${secs} s, ${why})`);
  }
}

console.log('');
if (failed.length > 0) console.log(`failed: ${failed.join(', ')}`);
console.log(`browser: ${passed} passed, ${failed.length} failed`);
process.exit(failed.length > 0 ? 1 : 0);
