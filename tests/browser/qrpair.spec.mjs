// Browser spec for issue 16, two phones with no internet: two chromium processes (two phones), no signalling server,
// pair by showing and scanning each other's QR codes, play the short battle (tests/fixtures/short-battle.json) to
// its end by taps, and survive one page reload of the guest by pairing again with two new codes.
//
// The network: when run as root the spec runs itself again inside a new network namespace (`unshare -n`) where only
// the loopback interface exists and is up, so nothing but 127.0.0.1 is reachable; otherwise on the machine's own
// loopback (and says so). Chromium: --allow-loopback-in-peer-connection; the camera is NOT pre-granted: the app asks
// (getUserMedia) and --use-fake-ui-for-media-stream answers the prompt; --use-fake-device-for-media-stream with
// --use-file-for-fake-video-capture plays a Y4M file, one per phone, rewritten with the other page's QR code (its own
// SVG, drawn as qr.spec.mjs does) before each scan (chromium reads the file again each time the camera is opened).
//
// Logs the time from the host's first code on screen to both phones on the board, and the codes' sizes.
// Saves tests/browser/out/qrpair-{host,guest,repair}-390x844.png. Exits non-zero on failure.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { actor, applyAction, newGame } from '../../src/engine/index.ts';
import { importScenarioText } from '../../src/scenario/importFile.ts';
import { NET_TEXT } from '../../src/ui/text/net.ts';
import { NET_QR_TEXT as TQ } from '../../src/ui/text/netQr.ts';
import { launch } from './chromium.mjs';
import { freePort, startVite, stopVite, withTimeout } from './devserver.mjs';
import { shortBattlePlayer } from './support/short-battle.ts';
import { tapLocator, TouchPlayer } from './support/touch.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const self = fileURLToPath(import.meta.url);

// Root and not yet inside: run again in a namespace with only loopback.
if (process.getuid?.() === 0 && !process.env.QRPAIR_NETNS) {
  const r = spawnSync(
    'unshare',
    ['-n', 'sh', '-c', 'ip link set lo up && exec "$0" --import tsx "$1"', process.execPath, self],
    // The browser run's shared dev server (tests/browser/devserver.mjs) is on the machine's loopback, out of reach
    // from the namespace: the spec starts its own there.
    { stdio: 'inherit', env: { ...process.env, QRPAIR_NETNS: '1', P44_SHARED_VITE_PORT: '0' } },
  );
  if (r.error || r.status === null) console.warn(`qrpair.spec: no network namespace (${r.error?.message ?? r.signal}); on plain loopback`);
  else process.exit(r.status);
}

const outDir = join(here, 'out');
const started = Date.now();
// About 30 s on an idle machine; the limit leaves room for a busy one.
const TOTAL_LIMIT_MS = 180_000;
const SHORT_FILE = join(here, '..', 'fixtures', 'short-battle.json');
const SEED = 'qrpair-1';
const W = 640;
const H = 480;
const MODULE_PX = 6;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, reducedMotion: 'reduce' };

function log(msg) {
  console.log(`  [${((Date.now() - started) / 1000).toFixed(1)} s] ${msg}`);
}

const failures = [];
function check(ok, msg) {
  if (!ok) failures.push(msg);
  return ok;
}

/** A YUV4MPEG2 file of identical grey 4:2:0 frames with the luma given. */
function y4m(luma, frames = 3) {
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), Buffer.from(luma), Buffer.alloc((W / 2) * (H / 2) * 2, 128)]);
  return Buffer.concat([header, ...Array(frames).fill(frame)]);
}

/** The camera frame of a phone held over `locator`'s QR code (the page's own SVG), on a grey table. */
async function cameraOf(locator) {
  return locator.evaluate(
    async (el, { w, h, px }) => {
      const n = Number(el.getAttribute('viewBox').split(' ')[2]);
      const img = new Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(el))}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const g = canvas.getContext('2d');
      g.fillStyle = '#7a7468';
      g.fillRect(0, 0, w, h);
      const side = n * px;
      g.drawImage(img, Math.round((w - side) / 2), Math.round((h - side) / 2), side, side);
      const rgba = g.getImageData(0, 0, w, h).data;
      const y = new Array(w * h);
      for (let i = 0; i < w * h; i++) y[i] = Math.round(0.299 * rgba[i * 4] + 0.587 * rgba[i * 4 + 1] + 0.114 * rgba[i * 4 + 2]);
      return y;
    },
    { w: W, h: H, px: MODULE_PX },
  );
}

/** The code `page` shows under `label`, put before the other phone's camera (`file`); returns its text length and modules. */
async function showTo(page, label, file) {
  const qr = page.getByRole('img', { name: label });
  await qr.waitFor({ timeout: 20_000 });
  writeFileSync(file, y4m(await cameraOf(qr)));
  const chars = await page.locator('.lobby-qr[data-chars]').getAttribute('data-chars');
  const modules = Number((await qr.getAttribute('viewBox')).split(' ')[2]) - 8;
  log(`${label}: ${chars} characters, ${modules} modules (QR version ${(modules - 17) / 4})`);
  return modules;
}

/** Every record of an IndexedDB store of the page's origin. */
function readStore(page, dbName, store) {
  return page.evaluate(
    async ([name, st]) => {
      const db = await new Promise((res, rej) => {
        const r = indexedDB.open(name);
        r.onsuccess = () => res(r.result);
        r.onerror = () => rej(r.error);
      });
      const all = await new Promise((res, rej) => {
        const r = db.transaction(st).objectStore(st).getAll();
        r.onsuccess = () => res(r.result);
        r.onerror = () => rej(r.error);
      });
      db.close();
      return all;
    },
    [dbName, store],
  );
}

async function phone(cameraFile, errors, who, url) {
  const context = await withTimeout(
    launch(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${cameraFile}`], { grant: false }),
    30_000,
    `${who}'s chromium to launch`,
  );
  const ctx = await context.browser().newContext(PHONE);
  const page = await ctx.newPage();
  const watch = (p) => {
    p.on('console', (m) => m.type() === 'error' && errors.push(`${who}: ${m.text()}`));
    p.on('pageerror', (e) => errors.push(`${who}: ${e}`));
  };
  watch(page);
  await withTimeout(page.goto(url), 60_000, `${who}'s app to load`);
  return { context, ctx, page, watch };
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  log(process.env.QRPAIR_NETNS ? 'in a network namespace with loopback only' : 'on the machine\'s loopback (not root: no namespace)');
  const port = await freePort();
  const camDir = mkdtempSync(join(tmpdir(), 'pocket44-qrpair-'));
  const hostCam = join(camDir, 'host.y4m');
  const guestCam = join(camDir, 'guest.y4m');
  const grey = y4m(new Array(W * H).fill(0x7a));
  writeFileSync(hostCam, grey);
  writeFileSync(guestCam, grey);
  const file = importScenarioText(readFileSync(SHORT_FILE, 'utf8'), 'short-battle.json');
  if (!file.ok) throw new Error(`the short battle does not import: ${file.reasons.join('; ')}`);
  const scenario = file.scenario;
  let vite;
  const phones = [];
  const errors = [];
  const overall = setTimeout(() => {
    console.error(`qrpair.spec: gave up after ${TOTAL_LIMIT_MS / 1000} s`);
    stopVite(vite);
    process.exit(1);
  }, TOTAL_LIMIT_MS);
  try {
    vite = await startVite(port, '/');
    const base = `http://127.0.0.1:${port}/?seed=${SEED}`;
    const [h, g] = await Promise.all([phone(hostCam, errors, 'host', base), phone(guestCam, errors, 'guest', base)]);
    phones.push(h, g);
    let host = h.page;
    let guest = g.page;
    let mirror = null;
    const hostTap = new TouchPlayer(host, () => mirror);
    let guestTap = new TouchPlayer(guest, () => mirror);
    log(`vite on ${port}, two chromium processes up`);

    // The host: the short battle, imported, for two phones, playing the Allies.
    await tapLocator(hostTap.tap, host.getByRole('button', { name: 'New battle' }), 'New battle');
    const chooser = host.waitForEvent('filechooser', { timeout: 20_000 });
    await tapLocator(hostTap.tap, host.getByRole('button', { name: 'Import a scenario' }), 'Import a scenario');
    await (await chooser).setFiles(SHORT_FILE);
    await host.waitForSelector('.import-ok', { timeout: 20_000 });
    await tapLocator(hostTap.tap, host.locator('button.choice', { hasText: scenario.name }), 'the short battle');
    // The details open beside the list: let them settle before the next tap lands.
    await host.getByRole('button', { name: 'Start battle' }).waitFor({ timeout: 20_000 });
    await host.waitForTimeout(500);
    // To the middle of the screen first: at the foot it would be under the sticky Start button.
    const twoPhones = host.getByRole('radio', { name: /Two phones/ });
    await twoPhones.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await tapLocator(hostTap.tap, twoPhones, 'Two phones');
    await tapLocator(hostTap.tap, host.getByRole('button', { name: 'Create the game' }), 'Create the game');
    await tapLocator(hostTap.tap, host.getByRole('button', { name: TQ.offerButton }), 'No internet? Pair with two QR codes');

    // The host's offer, shown; the guest's camera sees it.
    const offerModules = await showTo(host, TQ.offerLabel, guestCam);
    const t0 = Date.now();
    log('host shows its offer');
    await host.screenshot({ path: join(outDir, 'qrpair-host-390x844.png') });

    // The guest: Join a game, its name, scan the host's code; it shows its answer.
    await tapLocator(guestTap.tap, guest.getByRole('button', { name: NET_TEXT.join }), 'Join a game');
    await tapLocator(guestTap.tap, guest.getByLabel(NET_TEXT.nameLabel), 'name field');
    await guest.keyboard.type('Bea');
    await tapLocator(guestTap.tap, guest.getByRole('button', { name: TQ.scanOffer }), 'Scan the host’s code');
    const answerModules = await showTo(guest, TQ.answerLabel, hostCam);
    log('guest scanned it and shows its answer');
    await guest.screenshot({ path: join(outDir, 'qrpair-guest-390x844.png') });
    check((offerModules - 17) / 4 <= 10 && (answerModules - 17) / 4 <= 10, `codes of version ≤ 10 (${offerModules}, ${answerModules} modules)`);

    // The host scans the answer: the two phones connect and the game is dealt.
    await tapLocator(hostTap.tap, host.getByRole('button', { name: TQ.scanAnswer }), 'Scan the other phone’s code');
    await host.waitForSelector('.game[data-step="0"]', { timeout: 30_000 });
    await guest.waitForSelector('.game[data-step="0"]', { timeout: 30_000 });
    const paired = Date.now() - t0;
    log(`paired and on the board: ${(paired / 1000).toFixed(1)} s from the host's first code`);

    // The game's seed and options, from the host's own save.
    const gameId = (await readStore(host, 'pocket44-net', 'games')).find((r) => r.role === 'host')?.session.gameId;
    check((await readStore(host, 'pocket44-net', 'games'))[0]?.pairing === 'qr', 'the host\'s record says it pairs by QR codes');
    const setup = (await readStore(host, 'pocket44', 'setups')).find((r) => r.setup?.net?.gameId === gameId)?.setup;
    if (!setup) throw new Error('no save of the game on the host');
    mirror = newGame(scenario, { seed: setup.seed, options: setup.options });
    const choose = shortBattlePlayer(scenario.suddenDeath[0].hexes);
    let step = 0;
    let reloaded = false;
    while (!mirror.winner) {
      await host.waitForSelector(`.game[data-step="${step}"]`, { timeout: 20_000 });
      await guest.waitForSelector(`.game[data-step="${step}"]`, { timeout: 20_000 });
      const who = actor(mirror);
      // The guest's page is reloaded once, on its own turn: the phones pair again with two new codes.
      if (!reloaded && who === 'axis') {
        reloaded = true;
        const t1 = Date.now();
        await guest.close();
        guest = await g.ctx.newPage();
        g.watch(guest);
        await withTimeout(guest.goto(base), 60_000, 'the guest\'s app to load again');
        guestTap = new TouchPlayer(guest, () => mirror);
        await tapLocator(guestTap.tap, guest.locator('.home-actions .net-continue'), 'Continue the two-phone game');
        log(`guest's page reloaded at step ${step}`);
        // The host noticed and shows a new code; the guest scans it from the board's re-pairing panel.
        await showTo(host, TQ.offerLabel, guestCam);
        await host.screenshot({ path: join(outDir, 'qrpair-repair-390x844.png') });
        await tapLocator(guestTap.tap, guest.getByRole('button', { name: TQ.scanOffer }), 'Scan the host’s code (again)');
        await showTo(guest, TQ.answerLabel, hostCam);
        await tapLocator(hostTap.tap, host.getByRole('button', { name: TQ.scanAnswer }), 'Scan the other phone’s code (again)');
        await host.waitForSelector('.qr-repair', { state: 'detached', timeout: 30_000 });
        await guest.waitForSelector('.qr-repair', { state: 'detached', timeout: 30_000 });
        log(`paired again in ${((Date.now() - t1) / 1000).toFixed(1)} s`);
        continue;
      }
      const a = choose(mirror);
      const player = who === 'allies' ? hostTap : guestTap;
      try {
        await player.perform(a);
      } catch (err) {
        await (who === 'allies' ? host : guest).screenshot({ path: join(outDir, 'qrpair-failure.png') });
        throw new Error(`step ${step} ${JSON.stringify(a)} on the ${who === 'allies' ? 'host' : 'guest'}: ${err.message}`);
      }
      const r = applyAction(mirror, a);
      if (!r.ok) throw new Error(`the short battle's player chose an illegal action: ${r.error.message}`);
      mirror = r.state;
      step++;
    }
    await host.waitForSelector(`.game[data-step="${step}"]`, { timeout: 20_000 });
    await guest.waitForSelector(`.game[data-step="${step}"]`, { timeout: 20_000 });
    check(reloaded, 'the guest\'s page was reloaded');
    await guest.waitForSelector('[data-verified="true"]', { timeout: 20_000 }).catch(() => check(false, 'the guest never showed the game as checked'));
    for (const [who, page] of [['host', host], ['guest', guest]]) {
      const banner = await page.locator('.winner-banner').textContent();
      check(banner.includes(mirror.winner === 'allies' ? 'Allies' : 'Axis'), `${who} shows "${banner}", winner ${mirror.winner}`);
    }
    log(`the short battle played to its end in ${step} actions: ${mirror.winner} won, checked on the guest`);
    const real = errors.filter((e) => !/ERR_CONNECTION|WebSocket/i.test(e));
    check(real.length === 0, `console errors:\n    ${real.join('\n    ')}`);
  } catch (err) {
    for (const [i, p] of phones.entries()) {
      for (const pg of p.ctx.pages()) await pg.screenshot({ path: join(outDir, `qrpair-failure-${i ? 'guest' : 'host'}.png`) }).catch(() => undefined);
    }
    throw err;
  } finally {
    clearTimeout(overall);
    for (const p of phones) await p.context.close().catch(() => undefined);
    stopVite(vite);
    rmSync(camDir, { recursive: true, force: true });
  }
}

main()
  .then(() => {
    if (failures.length) {
      console.error(`qrpair.spec: ${failures.length} failure(s):\n  - ${failures.join('\n  - ')}`);
      process.exit(1);
    }
    console.log(`qrpair.spec: ok (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    process.exit(0);
  })
  .catch((err) => {
    console.error(`qrpair.spec: ${err.stack ?? err}`);
    process.exit(1);
  });
