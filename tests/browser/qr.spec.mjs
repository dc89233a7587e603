// Browser spec for joining a two-phone game (src/ui/net/QrCode.tsx, QrScanner.tsx, CodeInput.tsx) on the Vite dev
// server, at 390x844 with touch. The QR code of a join link is drawn by the page; its own pixels (the SVG as the
// browser renders it, on a grey table) become a Y4M video that chromium plays as its camera
// (--use-file-for-fake-video-capture); the scanner, through getUserMedia, the video element and its decoder, must
// report exactly that link, once, and stop the camera. The six-word field is typed into with the keyboard: an
// unknown word is named, Join stays off, then six good words (typed sloppily) enable it and Enter joins with the
// words in full. Then, in chromium started again, a camera refused and no camera at all are each said in words.
// Saves tests/browser/out/qr-code.png, qr-scanner-390x844.png, qr-join-390x844.png and qr-refused-390x844.png.
// Exits non-zero on failure; always stops the server and the browser.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newJoinCode } from '../../src/net/fairness.ts';
import { joinLink, parseJoinLink } from '../../src/net/joinLink.ts';
import { NET_JOIN_TEXT as T } from '../../src/ui/text/netJoin.ts';
import { launch } from './chromium.mjs';
import { freePort, startVite, stopVite, withTimeout } from './devserver.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, 'out');
const started = Date.now();
// About 10 s on an idle machine; the limit leaves room for a busy one.
const TOTAL_LIMIT_MS = 180_000;
const PAGE = '/tests/browser/pages/qr.html';
const W = 640;
const H = 480;
/** Camera pixels per QR module in the video: a phone held a hand's width from the other phone's screen. */
const MODULE_PX = 6;

function log(msg) {
  console.log(`  [${((Date.now() - started) / 1000).toFixed(1)} s] ${msg}`);
}

const failures = [];
function check(ok, msg) {
  if (!ok) failures.push(msg);
  return ok;
}

/** A YUV4MPEG2 file of `frames` identical 4:2:0 frames: the luma given, no colour (chroma at 128). */
function y4m(luma, frames) {
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), Buffer.from(luma), Buffer.alloc((W / 2) * (H / 2) * 2, 128)]);
  return Buffer.concat([header, ...Array(frames).fill(frame)]);
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const port = await freePort();
  const videoDir = mkdtempSync(join(tmpdir(), 'pocket44-qr-'));
  const videoFile = join(videoDir, 'camera.y4m');
  // Fixed bytes, so a failure can be run again as it was.
  const code = newJoinCode(() => Uint8Array.from([0x5a, 0x13, 0xc7, 0x88, 0x02, 0xfe, 0x41, 0x9b, 0x66]));
  const link = joinLink(`http://127.0.0.1:${port}/`, { gameId: '3f2a9c0d1b4e5f60718293a4b5c6d7e8', code });
  log(`join link ${link}`);
  let vite;
  let context;
  const overall = setTimeout(() => {
    console.error(`qr.spec: gave up after ${TOTAL_LIMIT_MS / 1000} s`);
    stopVite(vite);
    process.exit(1);
  }, TOTAL_LIMIT_MS);
  try {
    vite = await startVite(port, PAGE);
    log(`vite dev server on ${port}`);
    // The camera first sees an empty grey table; the file is read again each time the page asks for the camera.
    writeFileSync(videoFile, y4m(new Array(W * H).fill(0x7a), 3));
    context = await withTimeout(
      launch(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${videoFile}`]),
      10_000,
      'chromium to launch',
    );
    const ctx = await context.browser().newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      permissions: ['camera'],
    });
    try {
      const page = await ctx.newPage();
      const errors = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`http://127.0.0.1:${port}${PAGE}?link=${encodeURIComponent(link)}`);

      // The QR code: an inline SVG image with a name, crisp, a whole number of pixels per module.
      const qr = page.getByRole('img', { name: 'Square code of the test link' });
      await qr.waitFor();
      const svg = await qr.evaluate((el) => ({
        tag: el.tagName.toLowerCase(),
        rendering: el.getAttribute('shape-rendering'),
        viewBox: el.getAttribute('viewBox'),
        width: el.getBoundingClientRect().width,
        images: el.querySelectorAll('image').length,
      }));
      const modules = Number(svg.viewBox?.split(' ')[2]);
      check(svg.tag === 'svg' && svg.images === 0, `the QR code is inline SVG with no image (${svg.tag}, ${svg.images})`);
      check(svg.rendering === 'crispEdges', `shape-rendering crispEdges (${svg.rendering})`);
      check(modules > 20 && svg.width % modules === 0 && svg.width <= 220, `${svg.width} px for ${modules} modules`);
      await qr.screenshot({ path: join(outDir, 'qr-code.png') });
      log(`QR code: ${modules} modules in ${svg.width} px, screenshot saved`);

      // The scanner lets go of the camera when cancelled, and when it is taken away (unmounted) without a cancel.
      const cameraState = () =>
        page.evaluate(() => ({
          live: window.__join.streams.flatMap((s) => s.getTracks()).filter((t) => t.readyState !== 'ended').length,
          streams: window.__join.streams.length,
          cancels: window.__join.cancels,
          scans: window.__join.scans.length,
          videos: document.querySelectorAll('video').length,
        }));
      const scanningEmptyTable = async () => {
        await page.getByRole('button', { name: 'Scan' }).click();
        await page.getByRole('status').filter({ hasText: T.scanHint }).waitFor();
        // Frames are arriving from the file and being read.
        await page.waitForFunction(() => {
          const v = document.querySelector('video');
          return v !== null && v.readyState >= 2 && v.currentTime > 0;
        });
        const s = await cameraState();
        check(s.live === 1 && s.videos === 1, `the camera is on while scanning (${JSON.stringify(s)})`);
      };
      await scanningEmptyTable();
      await page.screenshot({ path: join(outDir, 'qr-scanner-390x844.png'), fullPage: true });
      await page.getByRole('button', { name: T.cancelScan }).click();
      const afterCancel = await cameraState();
      check(
        afterCancel.cancels === 1 && afterCancel.streams === 1 && afterCancel.live === 0 && afterCancel.scans === 0,
        `Cancel stops the camera (${JSON.stringify(afterCancel)})`,
      );
      await scanningEmptyTable();
      await page.getByRole('button', { name: 'Hide' }).click();
      // Preact 11 runs an unmounted component's effect cleanups after the next paint, not during the click.
      await page.waitForFunction(() => window.__join.streams.every((s) => s.getTracks().every((t) => t.readyState === 'ended')));
      const afterHide = await cameraState();
      check(
        afterHide.cancels === 1 && afterHide.streams === 2 && afterHide.live === 0 && afterHide.videos === 0,
        `unmounting stops the camera (${JSON.stringify(afterHide)})`,
      );
      log('cancel and unmount stop the camera');

      // The camera's view: the page's own drawing of the code, on a grey table, in the middle of the frame.
      const luma = await qr.evaluate(
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
      check(luma.length === W * H && luma.includes(0) && luma.includes(255), 'the camera frame has the code in black and white');
      writeFileSync(videoFile, y4m(luma, 3));

      // Scan: the real camera pipeline and decoder must give back the very link, once, and let go of the camera.
      await page.getByRole('button', { name: 'Scan' }).click();
      await page.getByRole('heading', { name: T.scanTitle }).waitFor();
      log(`scanning (native BarcodeDetector: ${await page.evaluate(() => 'BarcodeDetector' in window)})`);
      await page.waitForFunction(() => window.__join.scans.length > 0, undefined, { timeout: 20_000 });
      const scanned = await page.evaluate(() => ({
        scans: window.__join.scans,
        constraints: window.__join.constraints,
        live: window.__join.streams.flatMap((s) => s.getTracks()).filter((t) => t.readyState !== 'ended').length,
        streams: window.__join.streams.length,
        videos: document.querySelectorAll('video').length,
      }));
      log(`scanned ${JSON.stringify(scanned.scans)}`);
      check(scanned.scans.length === 1 && scanned.scans[0] === link, `the scanner read the link (${scanned.scans.join(' | ')})`);
      check(JSON.stringify(parseJoinLink(scanned.scans[0] ?? '')) === JSON.stringify({ code, gameId: '3f2a9c0d1b4e5f60718293a4b5c6d7e8' }), 'the link read gives the code and game');
      check(scanned.constraints.every((c) => c?.video?.facingMode === 'environment'), `asked for the rear camera (${JSON.stringify(scanned.constraints)})`);
      check(scanned.streams === 3 && scanned.live === 0, `the camera was stopped (${scanned.live} of ${scanned.streams} streams live)`);
      check(scanned.videos === 0, 'the scanner is gone');

      // The six words, typed: an unknown word is named and Join stays off; six good words (capitals, a slip after
      // four letters, a short form) enable it, and Enter joins with the words in full.
      const field = page.getByRole('textbox', { name: T.codeLabel });
      const joinButton = page.getByRole('button', { name: T.joinButton, exact: true });
      const attrs = await field.evaluate((el) => ({
        autocapitalize: el.getAttribute('autocapitalize'),
        autocomplete: el.getAttribute('autocomplete'),
        autocorrect: el.getAttribute('autocorrect'),
        spellcheck: el.spellcheck,
        inputmode: el.getAttribute('inputmode'),
        list: el.getAttribute('list'),
        described: document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? null,
      }));
      check(
        attrs.autocapitalize === 'off' &&
          attrs.autocomplete === 'off' &&
          attrs.autocorrect === 'off' &&
          attrs.spellcheck === false &&
          attrs.inputmode === 'text',
        `the field leaves the words alone (${JSON.stringify(attrs)})`,
      );
      check(attrs.list === null && (await page.locator('datalist').count()) === 0, 'no word list offered to the page');
      check(attrs.described === T.codeHint, `the field starts with the hint (${attrs.described})`);
      check(await joinButton.isDisabled(), 'Join is off while the field is empty');
      await field.tap();
      await page.keyboard.type('ranch oznoe ');
      const feedback = page.locator(`#${await field.getAttribute('aria-describedby')}`);
      check((await feedback.textContent()) === T.unknownWords(['oznoe']), `the unknown word is named (${await feedback.textContent()})`);
      check((await field.getAttribute('aria-invalid')) === 'true', 'the field is marked invalid');
      check(await joinButton.isDisabled(), 'Join is off with an unknown word');
      for (let i = 0; i < 'oznoe '.length; i++) await page.keyboard.press('Backspace');
      await page.keyboard.type('OZON tribe vessle cact orbit');
      const ready = T.ready('ranch ozone tribe vessel cactus orbit');
      check((await feedback.textContent()) === ready, `six words recognised (${await feedback.textContent()})`);
      check(await joinButton.isEnabled(), 'Join is on with six good words');
      await page.screenshot({ path: join(outDir, 'qr-join-390x844.png'), fullPage: true });
      await page.keyboard.press('Enter');
      const joins = await page.evaluate(() => window.__join.joins);
      check(JSON.stringify(joins) === JSON.stringify(['ranch ozone tribe vessel cactus orbit']), `joined with the words in full (${joins})`);
      check((await page.evaluate(() => window.__join.scans.length)) === 1, 'the scanner reported once in all');

      check(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    } finally {
      await ctx.close();
    }
    await context.close();
    context = null;

    // No camera to be had. Chromium without a fake camera, on a machine with none: no camera. Chromium with its
    // fake camera but no permission granted (headless answers the prompt with no): refused.
    const cases = [
      { args: ['--use-fake-device-for-media-stream'], want: T.cameraDenied, why: 'refused' },
      ...(existsSync('/dev/video0') ? [] : [{ args: [], want: T.noCamera, why: 'missing' }]),
    ];
    if (existsSync('/dev/video0')) log('this machine has a camera: the no-camera message is not checked');
    for (const { args, want, why } of cases) {
      context = await withTimeout(launch(args), 60_000, 'chromium to launch');
      const ctx = await context.browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      try {
        const page = await ctx.newPage();
        await page.goto(`http://127.0.0.1:${port}${PAGE}`);
        await page.getByRole('button', { name: 'Scan' }).click();
        await page.getByRole('status').filter({ hasNotText: T.starting }).waitFor();
        const shown = await page.getByRole('status').textContent();
        check(shown === want, `camera ${why}: says so (${shown})`);
        check(await page.locator('.qr-scanner-view').isHidden(), `camera ${why}: no camera view`);
        check(await page.getByText(T.cameraAppHint).isVisible(), `camera ${why}: the camera app hint`);
        check((await page.getByRole('button', { name: T.retry }).count()) === (why === 'refused' ? 1 : 0), `camera ${why}: Try again`);
        if (why === 'refused') await page.screenshot({ path: join(outDir, 'qr-refused-390x844.png'), fullPage: true });
        await page.getByRole('button', { name: T.cancelScan }).click();
        check((await page.evaluate(() => window.__join.cancels)) === 1, `camera ${why}: Close the camera still closes`);
        log(`camera ${why}: ${shown}`);
      } finally {
        await ctx.close();
        await context.close();
        context = null;
      }
    }
  } finally {
    clearTimeout(overall);
    if (context) await context.close();
    stopVite(vite);
    rmSync(videoDir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    for (const f of failures) console.error(`  ✘ ${f}`);
    process.exit(1);
  }
  log('all checks passed');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
