// Shared launcher for the browser tests: playwright-core driving Debian's chromium (no Playwright browser download).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const CANDIDATES = ['/usr/bin/chromium', '/usr/lib/chromium/chromium'];

/** Path of the system chromium; throws with install instructions when there is none. */
export function findChromium() {
  for (const path of CANDIDATES) {
    if (existsSync(path)) return path;
  }
  throw new Error(
    `chromium not found (looked for ${CANDIDATES.join(', ')}). ` +
      'Run `bash scripts/ensure-chromium.sh` (apt-get install chromium fonts-liberation).',
  );
}

// --allow-loopback-in-peer-connection + the microphone/camera grant below let WebRTC gather
// candidates on a loopback-only host (see shared toolchain notes). Do not pass --disable-features here:
// Chrome keeps only the last such switch and would drop Playwright's own list.
const BASE_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--allow-loopback-in-peer-connection',
  // The app follows the browser's language when the player never chose one (issue 15 scope 4): the specs read it in
  // English whatever the machine's locale (the French walk chooses French itself).
  '--lang=en-GB',
];

function removeProfile(dir) {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  } catch (err) {
    console.warn(`could not remove browser profile ${dir}: ${err}`);
  }
}

/**
 * Launch chromium with a fresh temporary profile (Playwright rejects --user-data-dir in args, so we use
 * launchPersistentContext). Closing the returned context also deletes the profile directory.
 * `grant: false` leaves the camera and microphone ungranted, so the page must ask as on a phone (with
 * --use-fake-ui-for-media-stream answering the prompt).
 * @param {string[]} [extraArgs]
 * @param {{ grant?: boolean }} [opts]
 * @returns {Promise<import('playwright-core').BrowserContext>}
 */
export async function launch(extraArgs = [], { grant = true } = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'pocket44-prof-'));
  let context;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: findChromium(),
      headless: true,
      args: [...BASE_ARGS, ...extraArgs],
    });
  } catch (err) {
    removeProfile(profile);
    throw err;
  }
  // Delete the profile once chromium has exited (the 'close' event can fire while it is still writing).
  const close = context.close.bind(context);
  context.close = async (options) => {
    try {
      await close(options);
    } finally {
      removeProfile(profile);
    }
  };
  if (grant) await context.grantPermissions(['microphone', 'camera']);
  return context;
}
