// A PeerJS signalling server for development and tests (the `peer` package's PeerServer): `npm run peer-server`
// starts one on 127.0.0.1:9000, path /p2p, and prints what to enter in the app's Settings on both devices.
// Options: --host, --port, --path (or PEER_HOST, PEER_PORT, PEER_PATH). Ctrl-C stops it.
// Browser specs and the network bench import startPeerServer() to run one of their own.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// The package's CommonJS build, and its WebSocket server made by us: `peer` asks for ws's `WebSocketServer` export,
// which only ws 8 has, while the ws installed at the top (for lighthouse) is 7, whose class is `Server` (peer accepts
// either version). Its ES module build fails on that same named import as soon as it loads.
const require = createRequire(import.meta.url);
const { PeerServer } = require('peer');
const ws = require('ws');
const WebSocketServer = ws.WebSocketServer ?? ws.Server;

export const DEFAULTS = { host: '127.0.0.1', port: 9000, path: '/p2p' };

/**
 * Starts a PeerServer; resolves once it listens. PeerServer() returns an express app without close(); its
 * callback gets the http.Server, which is what close() stops (ending open WebSockets too, so node can exit).
 * @param {{ host?: string, port?: number, path?: string }} [options]
 * @returns {Promise<{ close(): Promise<void>, url: string, host: string, port: number, path: string }>}
 */
export function startPeerServer(options = {}) {
  const { host, port, path } = { ...DEFAULTS, ...options };
  /** @type {import('ws').Server | null} */
  let wss = null;
  return new Promise((resolve) => {
    // A port already in use ends the process with EADDRINUSE: PeerServer keeps its http.Server to itself until
    // it listens.
    const app = PeerServer(
      {
        host,
        port,
        path,
        createWebSocketServer: (o) => {
          wss = new WebSocketServer(o);
          return wss;
        },
      },
      (server) => {
        resolve({
          host,
          port,
          path,
          url: `http://${host}:${port}${path}`,
          // The open websockets are no longer the http server's (they were upgraded): they are ended here, or
          // server.close() would wait for them for ever (Ctrl-C with a phone connected did nothing).
          close: () =>
            new Promise((done) => {
              for (const client of wss?.clients ?? []) client.terminate();
              wss?.close();
              server.closeAllConnections?.();
              server.close(() => done());
            }),
        });
      },
    );
    // The peer package reports a frame that is not JSON (and any socket error) as an 'error' event on its express
    // app; unheard, node ends the process on it. A bad frame from one client is that client's problem.
    app.on('error', (err) => console.warn(`peer-server: ${String(err?.message ?? err)}`));
  });
}

function argValue(name) {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0 && i + 1 < process.argv.length) return process.argv[i + 1];
  const inline = process.argv.find((a) => a.startsWith(`--${name}=`));
  return inline ? inline.slice(name.length + 3) : undefined;
}

async function main() {
  const host = argValue('host') ?? process.env.PEER_HOST ?? DEFAULTS.host;
  const portText = argValue('port') ?? process.env.PEER_PORT ?? String(DEFAULTS.port);
  const path = argValue('path') ?? process.env.PEER_PATH ?? DEFAULTS.path;
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`bad port: ${portText}`);
  if (!path.startsWith('/')) throw new Error(`the path must start with /: ${path}`);
  const server = await startPeerServer({ host, port, path });
  console.log(`PeerJS signalling server on ${server.url}`);
  console.log('');
  console.log("In Pocket '44, Settings > Two-phone connection > My own server, on BOTH devices:");
  console.log(`  Host:   ${host === '0.0.0.0' ? "this computer's address on your network" : host}`);
  console.log(`  Port:   ${port}`);
  console.log(`  Path:   ${path}`);
  console.log('  Key:    peerjs');
  console.log('  Secure: off (this server speaks plain http/ws)');
  if (host === '127.0.0.1' || host === 'localhost') {
    console.log('');
    console.log('Only this computer can reach it. For phones on your Wi-Fi: --host 0.0.0.0, and enter the');
    console.log("computer's address (a phone's browser may also require https for the app itself).");
  }
  console.log('\nCtrl-C stops it.');
  let stopping = false;
  const stop = async () => {
    // A second Ctrl-C while closing: out at once.
    if (stopping) process.exit(130);
    stopping = true;
    await server.close();
    console.log('stopped');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err) => {
    console.error(String(err?.message ?? err));
    process.exit(1);
  });
}
