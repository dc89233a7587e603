// Runs every tests/browser/*.spec.mjs in sequence, each in its own node process.
// Exits non-zero if any spec fails. Prints a closing "N passed, N failed" line.
//
// One Vite dev server serves the whole run (the specs reach it through a proxy on a port of their own:
// tests/browser/devserver.mjs), so the app's modules are compiled once, not once per spec. offline.spec, saves.spec
// and qrpair.spec keep servers of their own (one is stopped mid-test, one runs in the spec's process, one runs in a
// network namespace of its own, where the machine's loopback is out of reach).
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startVite, stopVite } from './devserver.mjs';

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

/** Runs one spec in its own node process (asynchronously: the shared dev server's output is read meanwhile). */
function runSpec(file, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit', env });
    child.on('error', (error) => resolve({ status: null, signal: null, error }));
    child.on('exit', (status, signal) => resolve({ status, signal, error: null }));
  });
}

const env = { ...process.env };
let shared = null;
if (!env.P44_SHARED_VITE_PORT) {
  const port = await freePort();
  const started = Date.now();
  shared = await startVite(port, '/');
  env.P44_SHARED_VITE_PORT = String(port);
  // Its own process group: not left running when the run is interrupted.
  process.on('exit', () => stopVite(shared));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  shared.on('exit', (code, signal) => console.log(`the shared Vite dev server exited (${signal ?? code})`));
  console.log(`one Vite dev server for the run on ${port} (${((Date.now() - started) / 1000).toFixed(1)} s to start)`);
}

let passed = 0;
const failed = [];
for (const spec of specs) {
  const started = Date.now();
  console.log(`\n▶ ${spec}`);
  const result = await runSpec(join(dir, spec), env);
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
