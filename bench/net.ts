/**
 * Two-phone link benchmark (run by bench/run.ts; `npx tsx bench/run.ts --net` runs only this part): the app's
 * PeerJS link (src/net/peer.ts) between two chromium processes with separate profiles (two phones), over a local
 * PeerServer (scripts/peer-server.mjs) on loopback, through tests/browser/pages/peer.html on the Vite dev server.
 *
 * 1. Time to connect: GuestLink.start on the guest's page until the connection is open on both pages (the later
 *    of the two), the guest's Peer made anew each time (so it includes the guest registering on the server).
 * 2. Action round trip: the guest sends a real `action` message and the host's page answers at once with a real
 *    `state` message (a step and the guest's player view, as the protocol sends them), timed on the guest's page
 *    from the send to the answer's arrival. The host's page answers with a fixed text: this measures the link,
 *    not the engine (whose time per action is in the engine section).
 *
 * Both pages run in the foreground on one machine, so this is the floor set by the browsers and the code, not
 * what two phones on Wi-Fi will see.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { startPeerServer, type RunningPeerServer } from '../scripts/peer-server.mjs';
import { applyAction, legalActions, newGame, actor, type GameState } from '../src/engine/index.ts';
import { eventsView, playerView } from '../src/engine/view.ts';
import { encode } from '../src/net/protocol.ts';
import { getBuiltinScenario } from '../src/scenario/builtin.ts';
import { percentile } from './frames.ts';
import { CHROMIUM_FLAGS, findChromium, freePort, repoRoot } from './lighthouse.ts';

const PAGE = '/tests/browser/pages/peer.html';
const CODE = 'orbit violin absent tackle museum pledge';
export const CONNECTS = 12;
export const ROUND_TRIPS = 300;
/** Round trips before the timed ones (the first messages on a new channel are slower). */
const WARMUP = 20;
export const ROUND_TRIP_TARGET_MS = 30;

export interface NetReport {
  connect: number[];
  roundTrip: number[];
  actionChars: number;
  stateChars: number;
}

/** A real action message and the state message the host would answer with, from a seeded Sword Beach game. */
export function benchMessages(): { action: string; state: string } {
  const scenario = getBuiltinScenario('sword-beach');
  if (!scenario) throw new Error('sword-beach is not built in');
  let s: GameState = newGame(scenario, { seed: 'bench-net' });
  const guestSide = 'axis';
  // Some turns in (the first legal action each time: deterministic), up to a unit's move, the commonest action.
  let index = 0;
  while (index < 40 || !legalActions(s).some((a) => a.type === 'move')) {
    const r = applyAction(s, legalActions(s)[0]);
    if (!r.ok) throw new Error(`bench game: ${r.error.message}`);
    s = r.state;
    index++;
  }
  const act = legalActions(s).find((a) => a.type === 'move')!;
  const by = actor(s) ?? guestSide;
  const r = applyAction(s, act);
  if (!r.ok) throw new Error(`bench game: ${r.error.message}`);
  return {
    action: encode({ t: 'action', index, action: act }),
    state: encode({
      t: 'state',
      index: index + 1,
      step: { action: act, by, events: eventsView(r.events, guestSide) },
      view: playerView(r.state, guestSide),
    }),
  };
}

/** A chromium of its own on a fresh profile (a phone), with what WebRTC needs on a loopback-only machine. */
async function phone(dirs: string[]): Promise<BrowserContext> {
  const dir = mkdtempSync(join(tmpdir(), 'pocket44-bench-net-'));
  dirs.push(dir);
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: findChromium(),
    headless: true,
    args: [...CHROMIUM_FLAGS, '--allow-loopback-in-peer-connection'],
  });
  await ctx.grantPermissions(['microphone', 'camera']);
  return ctx;
}

async function open(ctx: BrowserContext, url: string): Promise<Page> {
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  page.on('pageerror', (e) => console.error(`  net page: ${String(e)}`));
  await page.goto(url);
  await page.waitForSelector('body[data-ready]', { state: 'attached', timeout: 30_000 });
  return page;
}

type Probe = {
  start(kind: 'host' | 'guest', code: string, server: unknown): void;
  close(): void;
  reply: string | null;
  startedAt: number;
  status: { status: string } | null;
  conns: { open: boolean; openedAt: number | null }[];
  roundTrips(n: number, text: string, answerChars: number): Promise<number[]>;
};
declare global {
  interface Window {
    __peer?: Probe;
  }
}

/** Runs both measurements; starts and stops the PeerServer, the Vite dev server and both chromiums itself. */
export async function measureNet(log: (msg: string) => void = () => {}): Promise<NetReport> {
  const msgs = benchMessages();
  const dirs: string[] = [];
  const contexts: BrowserContext[] = [];
  let vite: ViteDevServer | null = null;
  let peerServer: RunningPeerServer | null = null;
  try {
    peerServer = await startPeerServer({ port: await freePort() });
    const port = await freePort();
    vite = await createServer({
      root: repoRoot,
      logLevel: 'warn',
      server: { host: '127.0.0.1', port, strictPort: true, hmr: false, watch: null },
    });
    await vite.listen();
    const url = `http://127.0.0.1:${port}${PAGE}`;
    const server = { host: '127.0.0.1', port: peerServer.port, path: peerServer.path, key: 'peerjs', secure: false };
    for (let i = 0; i < 2; i++) contexts.push(await phone(dirs));
    const host = await open(contexts[0]!, url);
    const guest = await open(contexts[1]!, url);

    await host.evaluate(([c, s, reply]) => {
      window.__peer!.reply = reply;
      window.__peer!.start('host', c, s);
    }, [CODE, server, msgs.state] as const);
    await host.waitForFunction(() => window.__peer!.status?.status === 'waiting', undefined, { timeout: 20_000 });

    const connect: number[] = [];
    for (let k = 0; k < CONNECTS; k++) {
      await guest.evaluate(([c, s]) => window.__peer!.start('guest', c, s), [CODE, server] as const);
      await guest.waitForFunction(() => window.__peer!.conns.some((x) => x.open), undefined, { timeout: 20_000 });
      await host.waitForFunction((n) => window.__peer!.conns[n]?.open === true, k, { timeout: 20_000 });
      const guestAt = await guest.evaluate(() => {
        const p = window.__peer!;
        return { started: p.startedAt, opened: p.conns[p.conns.length - 1]!.openedAt! };
      });
      const hostOpened = await host.evaluate((n) => window.__peer!.conns[n]!.openedAt!, k);
      connect.push(Math.max(guestAt.opened, hostOpened) - guestAt.started);
      log(`connect ${k + 1}/${CONNECTS}: ${connect[k]!.toFixed(1)} ms`);
      if (k < CONNECTS - 1) {
        // A fresh page for the next one: no PeerJS state carried over from this connection.
        await guest.evaluate(() => window.__peer!.close());
        await host.waitForFunction((n) => window.__peer!.conns[n]?.open === false, k, { timeout: 20_000 });
        await guest.reload();
        await guest.waitForSelector('body[data-ready]', { state: 'attached' });
      }
    }

    await guest.evaluate(([t, n, c]) => window.__peer!.roundTrips(n, t, c), [msgs.action, WARMUP, msgs.state.length] as const);
    const roundTrip = await guest.evaluate(
      ([t, n, c]) => window.__peer!.roundTrips(n, t, c),
      [msgs.action, ROUND_TRIPS, msgs.state.length] as const,
    );
    log(`${ROUND_TRIPS} round trips: median ${percentile(roundTrip, 0.5).toFixed(2)} ms`);
    await guest.evaluate(() => window.__peer!.close());
    await host.evaluate(() => window.__peer!.close());
    return { connect, roundTrip, actionChars: msgs.action.length, stateChars: msgs.state.length };
  } finally {
    for (const ctx of contexts) await ctx.close().catch(() => {});
    if (vite) await vite.close().catch(() => {});
    if (peerServer) await peerServer.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  }
}

const ms = (n: number): string => n.toFixed(1);

/** The markdown for docs/benchmarks.md. */
export function netMarkdown(r: NetReport): string {
  const rt50 = percentile(r.roundTrip, 0.5);
  return [
    '### Two-phone link',
    '',
    "The app's PeerJS link (src/net/peer.ts) between two chromium processes on separate profiles, over a local " +
      'PeerServer (scripts/peer-server.mjs) on loopback with no STUN or TURN server, through ' +
      'tests/browser/pages/peer.html on the Vite dev server (bench/net.ts). Both ends on one machine: the floor ' +
      'set by the browsers and our code, not what two phones on Wi-Fi will see.',
    '',
    '| measure | runs | median | p95 | max | target | met |',
    '| --- | ---: | ---: | ---: | ---: | --- | --- |',
    `| connect: GuestLink.start until the connection is open on both pages (a new guest Peer each time), ms | ` +
      `${r.connect.length} | ${ms(percentile(r.connect, 0.5))} | ${ms(percentile(r.connect, 0.95))} | ` +
      `${ms(Math.max(...r.connect))} | – | – |`,
    `| action round trip: the guest's \`action\` (${r.actionChars} characters) sent until the host's \`state\` ` +
      `answer (${r.stateChars} characters: a step and the guest's player view) arrives, ms | ${r.roundTrip.length} | ` +
      `${ms(rt50)} | ${ms(percentile(r.roundTrip, 0.95))} | ${ms(Math.max(...r.roundTrip))} | median < ` +
      `${ROUND_TRIP_TARGET_MS} ms | ${rt50 < ROUND_TRIP_TARGET_MS ? 'yes' : '**no**'} |`,
    '',
    `The messages are real: encoded by the protocol from a seeded Sword Beach game some 40 actions in (the action is a unit's move). The host's page ` +
      `answers each action with the same prepared text at once, so the round trip is the link's (the engine's time ` +
      `per action is in the engine section). ${WARMUP} round trips are made before the timed ones. Connect runs ` +
      `(ms): ${r.connect.map(ms).join(', ')}.`,
  ].join('\n');
}
