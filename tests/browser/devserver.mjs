// Shared by the browser specs that need the Vite dev server: a free port, a timeout with a message, starting the
// server (its own process group, so stopping it ends everything it spawned) and stopping it.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Rejects after `ms` with a message saying what we were waiting for. */
export function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Starts `vite` on the port and resolves once `readyPath` answers. */
export async function startVite(port, readyPath) {
  const child = spawn(
    join(root, 'node_modules', '.bin', 'vite'),
    ['--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, BROWSER: 'none' } },
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((_, reject) =>
    child.on('exit', (code, signal) =>
      reject(new Error(`vite exited early (${signal ?? code}):\n${output.slice(-2000)}`)),
    ),
  );
  const ready = (async () => {
    for (;;) {
      try {
        const r = await fetch(`http://127.0.0.1:${port}${readyPath}`);
        if (r.ok) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  try {
    await withTimeout(Promise.race([ready, exited]), 60_000, `the Vite dev server on port ${port}`);
  } catch (err) {
    stopVite(child);
    throw err;
  }
  return child;
}

export function stopVite(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  try {
    // Its own process group (detached): vite and anything it spawned.
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    try {
      child.kill('SIGTERM');
    } catch {
      // already gone
    }
  }
}
