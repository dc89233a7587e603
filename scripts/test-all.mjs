// `npm test`: every step of the gate, each run even when an earlier one failed, then a summary of all of them.
// Exits non-zero if any step failed. A step that stopped early used to hide the rest: with the unit tests red, none
// of the browser specs ran and nobody learnt whether they would have passed.
//
// `npm test -- --only unit,browser` runs some steps (names below), for a quick check of part of the gate.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The gate's steps, in order. The browser step needs chromium, which the step before it installs if missing. */
const STEPS = [
  { name: 'lint', cmd: ['npm', 'run', '--silent', 'lint'] },
  { name: 'typecheck', cmd: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'unit', cmd: ['npm', 'run', '--silent', 'test:unit'] },
  { name: 'chromium', cmd: ['bash', 'scripts/ensure-chromium.sh'] },
  { name: 'browser', cmd: ['npm', 'run', '--silent', 'test:browser'], needs: 'chromium' },
];

function parseOnly(argv) {
  const i = argv.indexOf('--only');
  if (i < 0) return null;
  const names = (argv[i + 1] ?? '').split(',').filter(Boolean);
  const unknown = names.filter((n) => !STEPS.some((s) => s.name === n));
  if (names.length === 0 || unknown.length > 0) {
    console.error(`--only takes a comma-separated list of: ${STEPS.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  return new Set(names);
}

const only = parseOnly(process.argv.slice(2));
const results = [];
for (const step of STEPS) {
  if (only && !only.has(step.name) && !(step.name === 'chromium' && only.has('browser'))) continue;
  const dependency = step.needs ? results.find((r) => r.name === step.needs) : undefined;
  if (dependency && !dependency.ok) {
    results.push({ name: step.name, ok: false, secs: 0, why: `not run: ${step.needs} failed` });
    continue;
  }
  console.log(`\n━━ ${step.name}: ${step.cmd.join(' ')}`);
  const started = process.hrtime.bigint();
  const r = spawnSync(step.cmd[0], step.cmd.slice(1), { cwd: root, stdio: 'inherit' });
  const secs = Number(process.hrtime.bigint() - started) / 1e9;
  const ok = r.status === 0;
  const why = ok ? '' : r.error ? r.error.message : r.signal ? `signal ${r.signal}` : `exit ${r.status}`;
  results.push({ name: step.name, ok, secs, why });
}

const total = results.reduce((sum, r) => sum + r.secs, 0);
console.log('\n━━ summary');
for (const r of results) {
  console.log(`${r.ok ? '✔' : '✘'} ${r.name.padEnd(10)} ${r.secs.toFixed(1).padStart(7)} s${r.why ? `  (${r.why})` : ''}`);
}
const failed = results.filter((r) => !r.ok);
console.log(`${results.length - failed.length} of ${results.length} steps passed in ${total.toFixed(0)} s`);
process.exit(failed.length > 0 ? 1 : 0);
