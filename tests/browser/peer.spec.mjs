// Browser spec: the PeerJS link (src/net/peer.ts) between two chromium profiles (two phones: separate storage,
// separate processes) over a local PeerServer (scripts/peer-server.mjs) on loopback, through
// tests/browser/pages/peer.html on the Vite dev server. Checks:
//   a. HostLink + GuestLink connect; text goes both ways.
//   b. The guest's page reloaded: a new GuestLink connects again, the host gets a second transport (the first one
//      closes), messages flow.
//   c. The host's page reloaded: the host registers its id again (retrying while the server still holds it) and the
//      guest's GuestLink reconnects by itself; messages flow.
//   c2. A second host page on the same code while the first is registered: 'reconnecting' (id-taken), retried every
//      2 s; when the first closes (its guest's connection closes), it registers and the guest reaches it by itself.
//   d. A server port where nothing listens: guest and host report 'reconnecting'/'failed' with the reason
//      'server-unreachable', and no page error.
import { startPeerServer } from '../../scripts/peer-server.mjs';
import { launch } from './chromium.mjs';
import { freePort, startVite, stopVite } from './devserver.mjs';

const PAGE = '/tests/browser/pages/peer.html';
const CODE = 'orbit violin absent tackle museum pledge';
const started = Date.now();
const log = (msg) => console.log(`  [${((Date.now() - started) / 1000).toFixed(1)} s] ${msg}`);

const failures = [];
function check(ok, msg) {
  if (!ok) failures.push(msg);
  else log(`ok: ${msg}`);
  return ok;
}

/** A page of the peer harness in `ctx`, its errors collected. */
async function harness(ctx, url, name, errors) {
  const page = ctx.pages().find((p) => p.url() === 'about:blank') ?? (await ctx.newPage());
  page.on('pageerror', (e) => errors.push(`${name}: ${String(e)}`));
  page.on('console', (m) => {
    // PeerJS logs its own errors (unreachable server, unknown peer) on the console: expected here, not page errors.
    if (m.type() === 'error' && !/PeerJS|WebSocket|ERR_CONNECTION/i.test(m.text())) errors.push(`${name}: ${m.text()}`);
  });
  await page.goto(url);
  await page.waitForSelector('body[data-ready]', { state: 'attached' });
  return page;
}

const start = (page, kind, server) => page.evaluate(([k, c, s]) => window.__peer.start(k, c, s), [kind, CODE, server]);
const waitFor = (page, fn, arg, timeout = 20_000) => page.waitForFunction(fn, arg, { timeout, polling: 50 });
const status = (page) => page.evaluate(() => window.__peer.status);
const conns = (page) => page.evaluate(() => window.__peer.conns);

/** Connection i of both pages is open: sends one text each way and checks it arrived. */
async function exchange(host, hi, guest, gi, tag) {
  await waitFor(host, (i) => window.__peer.conns[i]?.open === true, hi);
  await waitFor(guest, (i) => window.__peer.conns[i]?.open === true, gi);
  const toHost = `from guest ${tag}`;
  const toGuest = `from host ${tag}`;
  check(await guest.evaluate(([i, t]) => window.__peer.send(i, t), [gi, toHost]), `${tag}: the guest's send returns true`);
  check(await host.evaluate(([i, t]) => window.__peer.send(i, t), [hi, toGuest]), `${tag}: the host's send returns true`);
  await waitFor(host, ([i, t]) => window.__peer.conns[i].got.includes(t), [hi, toHost]);
  await waitFor(guest, ([i, t]) => window.__peer.conns[i].got.includes(t), [gi, toGuest]);
  check(true, `${tag}: texts went both ways`);
}

async function main() {
  const peerPort = await freePort();
  const vitePort = await freePort();
  const deadPort = await freePort();
  const peerServer = await startPeerServer({ port: peerPort });
  const server = { host: '127.0.0.1', port: peerPort, path: '/p2p', key: 'peerjs', secure: false };
  let vite = null;
  const contexts = [];
  const errors = [];
  try {
    vite = await startVite(vitePort, PAGE);
    log(`vite on ${vitePort}, PeerServer on ${peerPort}`);
    const url = `http://127.0.0.1:${vitePort}${PAGE}`;
    const hostCtx = await launch();
    contexts.push(hostCtx);
    const guestCtx = await launch();
    contexts.push(guestCtx);
    const host = await harness(hostCtx, url, 'host', errors);
    const guest = await harness(guestCtx, url, 'guest', errors);

    // a. First connection.
    await start(host, 'host', server);
    await waitFor(host, () => window.__peer.status?.status === 'waiting');
    check(true, 'a: the host registered its id (waiting)');
    await start(guest, 'guest', server);
    await exchange(host, 0, guest, 0, 'a');
    check((await status(host)).status === 'connected', 'a: the host says connected');
    check((await status(guest)).status === 'connected', 'a: the guest says connected');
    const firstGuest = (await guest.evaluate(() => window.__peer.statuses)).map((s) => s.status);
    check(firstGuest[0] === 'starting' && firstGuest.includes('connecting'), `a: the guest went starting → connecting → connected (${firstGuest.join(', ')})`);

    // b. The guest's page reloaded.
    await guest.reload();
    await guest.waitForSelector('body[data-ready]', { state: 'attached' });
    await start(guest, 'guest', server);
    await exchange(host, 1, guest, 0, 'b');
    await waitFor(host, () => window.__peer.conns[0].closed !== null);
    check(true, "b: the host saw the reloaded guest's old connection close");
    check((await conns(host)).length === 2, 'b: the host was handed exactly a second transport');

    // c. The host's page reloaded: the guest reconnects by itself.
    await host.reload();
    await host.waitForSelector('body[data-ready]', { state: 'attached' });
    await waitFor(guest, () => window.__peer.conns[0].closed !== null);
    check(true, "c: the guest saw the host's connection close");
    await start(host, 'host', server);
    await exchange(host, 0, guest, 1, 'c');
    const hostStatuses = (await host.evaluate(() => window.__peer.statuses)).map((s) => s.status + (s.reason ? `:${s.reason}` : ''));
    const guestStatuses = (await guest.evaluate(() => window.__peer.statuses)).map((s) => s.status + (s.reason ? `:${s.reason}` : ''));
    log(`c: host statuses ${hostStatuses.join(', ')}; guest statuses ${guestStatuses.join(', ')}`);
    check(guestStatuses.some((s) => s.startsWith('reconnecting')), 'c: the guest reported reconnecting meanwhile');
    check((await status(guest)).status === 'connected', 'c: the guest is connected again');
    check((await conns(guest)).length === 2, 'c: the guest was handed exactly a second transport');

    // c2. The id still held: a second host page with the same code (what a reload looks like when the server has not
    // yet noticed the old page is gone) is refused the id and keeps retrying; once the first host closes, it
    // registers, and the guest, whose connection just closed, reaches it by itself.
    const twin = await harness(hostCtx, url, 'host twin', errors);
    await start(twin, 'host', server);
    await waitFor(twin, () => window.__peer.status?.reason === 'id-taken');
    check((await status(twin)).status === 'reconnecting', 'c2: a second host on the same id says reconnecting (id-taken)');
    await host.evaluate(() => window.__peer.close());
    await waitFor(guest, () => window.__peer.conns[1].closed !== null);
    check(true, "c2: closing the HostLink closed the guest's connection");
    await exchange(twin, 0, guest, 2, 'c2');
    check((await status(twin)).status === 'connected', 'c2: the second host registered and is connected');
    const fmt = (list) => list.map((s) => `${s.status}${s.reason ? `:${s.reason}` : ''}@${s.ms}`).join(', ');
    log(`c2: twin ${fmt(await twin.evaluate(() => window.__peer.statuses))}; guest ${fmt(await guest.evaluate(() => window.__peer.statuses))}`);

    // d. Nothing listens on the server port.
    const dead = { ...server, port: deadPort };
    const lostGuest = await harness(guestCtx, url, 'guest (dead server)', errors);
    const lostHost = await harness(hostCtx, url, 'host (dead server)', errors);
    await lostGuest.evaluate(() => window.__peer.close());
    await start(lostGuest, 'guest', dead);
    await start(lostHost, 'host', dead);
    for (const [page, who] of [
      [lostGuest, 'guest'],
      [lostHost, 'host'],
    ]) {
      await waitFor(page, () => ['failed', 'reconnecting'].includes(window.__peer.status?.status ?? ''));
      const s = await status(page);
      check(s.reason === 'server-unreachable', `d: the ${who} says ${s.status} (${s.reason}) for a dead server`);
      check((await conns(page)).length === 0, `d: the ${who} handed over no transport`);
    }
    // It keeps trying: after the backoff's first waits the status says so for good ('failed', retries go on).
    await waitFor(lostGuest, () => window.__peer.status?.status === 'failed', undefined, 20_000);
    check(true, "d: after three failures the guest's status is 'failed'");
    await lostGuest.evaluate(() => window.__peer.close());
    await lostHost.evaluate(() => window.__peer.close());

    // Closing the GuestLink ends the connection on the host's side too.
    await guest.evaluate(() => window.__peer.close());
    await waitFor(twin, () => window.__peer.conns[0].closed !== null);
    check(true, "closing the GuestLink closed the host's connection");
    await twin.evaluate(() => window.__peer.close());

    check(errors.length === 0, `no page errors${errors.length ? `: ${errors.join(' | ')}` : ''}`);
  } catch (err) {
    failures.push(`threw: ${err?.stack ?? err}`);
  } finally {
    for (const ctx of contexts) await ctx.close().catch(() => {});
    stopVite(vite);
    await peerServer.close();
  }
  if (failures.length) {
    console.error(`peer.spec: ${failures.length} failed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`peer.spec: all passed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  process.exit(0);
}

await main();
