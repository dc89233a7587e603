// `npm run peer-server` (scripts/peer-server.mjs) must survive a bad websocket frame and stop on Ctrl-C while a
// phone is connected (issue 13, 7). The server runs as its own process, on a free port, as a user would run it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
// ws 7 (installed at the top, for lighthouse): its client.
import WebSocket from 'ws';
const SCRIPT = fileURLToPath(new URL('../../scripts/peer-server.mjs', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** Starts the server and resolves once it says where it listens. */
async function start(): Promise<{ child: ChildProcess; port: number; exited: Promise<number | null>; output: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [SCRIPT, '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('PeerJS signalling server on')) resolve();
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    void exited.then((code) => reject(new Error(`the server exited (${code}) before it listened:\n${out}`)));
  });
  return { child, port, exited, output: () => out };
}

/** A phone's websocket to the server; resolves with it once the server said OPEN (the id is registered). */
function phone(port: number, id: string): Promise<WebSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/p2p/peerjs?key=peerjs&id=${id}&token=t${id}`);
  return new Promise((resolve, reject) => {
    ws.on('message', (d: WebSocket.Data) => {
      if (String(d).includes('"OPEN"')) resolve(ws);
    });
    ws.on('error', reject);
  });
}

let running: ChildProcess | null = null;
afterEach(() => {
  if (running && running.exitCode === null && running.signalCode === null) running.kill('SIGKILL');
  running = null;
});

describe('npm run peer-server', () => {
  it('a frame that is not JSON is ignored: the server goes on serving', async () => {
    const s = await start();
    running = s.child;
    const a = await phone(s.port, 'phone-a');
    a.send('this is not JSON {');
    a.send(Buffer.from([0xff, 0x00, 0x13]));
    // A heartbeat (valid JSON) after it on the same socket, and a new phone: both served.
    a.send(JSON.stringify({ type: 'HEARTBEAT' }));
    const b = await phone(s.port, 'phone-b');
    const got = new Promise<string>((resolve) => b.on('message', (d: WebSocket.Data) => resolve(String(d))));
    a.send(JSON.stringify({ type: 'OFFER', dst: 'phone-b', payload: { sdp: 'x' } }));
    expect(await got).toContain('"OFFER"');
    expect(s.child.exitCode).toBeNull();
    a.close();
    b.close();
    s.child.kill('SIGINT');
    expect(await s.exited).toBe(0);
  });

  it('Ctrl-C (SIGINT) stops it while a phone is connected', async () => {
    const s = await start();
    running = s.child;
    const a = await phone(s.port, 'phone-c');
    const closed = new Promise<void>((resolve) => a.on('close', () => resolve()));
    // A live phone keeps its socket alive as PeerJS does (a heartbeat now and then), so the server never drops it.
    const beat = setInterval(() => a.readyState === a.OPEN && a.send(JSON.stringify({ type: 'HEARTBEAT' })), 1000);
    try {
      s.child.kill('SIGINT');
      expect(await s.exited).toBe(0);
      await closed;
    } finally {
      clearInterval(beat);
    }
  });
});
