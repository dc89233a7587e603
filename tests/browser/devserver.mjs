// Shared by the browser specs that need the Vite dev server: a free port, a timeout with a message, starting the
// server (its own process group, so stopping it ends everything it spawned) and stopping it.
//
// One dev server for the whole run: tests/browser/run.mjs starts one and tells the specs its port
// (P44_SHARED_VITE_PORT). A spec's startVite then opens a plain TCP proxy to it on the spec's own port instead of a
// server of its own: the spec's pages keep an origin of their own (its port), and the modules the dev server has
// compiled for an earlier spec are not compiled again (a cold dev server spent about 5 s of each spec's first page on
// this 2-core machine). A spec run alone (`node --import tsx tests/browser/x.spec.mjs`) starts its own server.
import { spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
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

/** Resolves once `http://127.0.0.1:<port><readyPath>` answers; rejects with `exited`, or after 60 s. */
async function whenReady(port, readyPath, exited) {
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
  await withTimeout(Promise.race([ready, exited]), 60_000, `the Vite dev server on port ${port}`);
}

/** A TCP proxy on `port` to the run's shared dev server (HTTP and Vite's websocket alike). */
async function startProxy(port, target, readyPath) {
  const sockets = new Set();
  const server = createServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    sockets.add(client);
    sockets.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const proxy = { proxy: server, sockets };
  try {
    await whenReady(port, readyPath, new Promise(() => {}));
  } catch (err) {
    stopVite(proxy);
    throw new Error(`${err.message} (through the run's shared dev server on port ${target})`);
  }
  return proxy;
}

/**
 * Starts `vite` on the port (or, in a run of tests/browser/run.mjs, a proxy to its shared server) and resolves once
 * `readyPath` answers. Stop it with stopVite.
 */
export async function startVite(port, readyPath) {
  const shared = Number(process.env.P44_SHARED_VITE_PORT);
  if (shared) return startProxy(port, shared, readyPath);
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
  try {
    await whenReady(port, readyPath, exited);
  } catch (err) {
    stopVite(child);
    throw err;
  }
  return child;
}

export function stopVite(child) {
  if (child?.proxy) {
    child.proxy.close();
    for (const socket of child.sockets) socket.destroy();
    return;
  }
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
