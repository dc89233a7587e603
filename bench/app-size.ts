/**
 * App size benchmark (run by bench/run.ts), on a production build:
 *
 * - first screen: the scripts, module preloads and stylesheets that index.html itself loads (chunks imported
 *   lazily later are not counted), each gzipped with node:zlib at level 9, as a static host would send them;
 * - precache: the files the service worker's precache manifest lists (parsed out of sw.js), their number and
 *   size on disk, i.e. what a phone downloads to play offline.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, posix, relative } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { repoRoot } from './lighthouse.ts';

export interface SizedFile {
  /** Path relative to the build directory, with forward slashes. */
  path: string;
  bytes: number;
  gzipBytes: number;
}

export interface AppSize {
  firstScreen: SizedFile[];
  firstScreenGzip: number;
  /** index.html itself, gzipped (not in the JS + CSS total). */
  indexHtmlGzip: number;
  precache: SizedFile[];
  precacheBytes: number;
  precacheGzip: number;
}

/** `vite build` of the app into `outDir` (emptied first), with the project's vite.config.ts. */
export async function buildApp(outDir: string): Promise<void> {
  await build({ root: repoRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

const gzipLength = (data: Buffer): number => gzipSync(data, { level: constants.Z_BEST_COMPRESSION }).length;

/** A file of the build by its URL as written in index.html or sw.js (relative to the build root). */
function sized(dir: string, url: string): SizedFile {
  const clean = decodeURIComponent(url.replace(/[?#].*$/, '')).replace(/^\.?\//, '');
  const path = posix.normalize(clean);
  const file = normalize(join(dir, path));
  if (relative(dir, file).startsWith('..')) throw new Error(`${url} points outside the build`);
  if (!existsSync(file) || !statSync(file).isFile()) throw new Error(`${url} is listed but ${file} is not in the build`);
  const data = readFileSync(file);
  return { path, bytes: data.length, gzipBytes: gzipLength(data) };
}

/** The attributes of every `<tag ...>` in `html` (lower-cased names; bare attributes get ''). */
export function tagAttributes(html: string, tag: string): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  const tagRe = new RegExp(`<${tag}\\b([^>]*)>`, 'gi');
  for (const m of html.replace(/<!--[\s\S]*?-->/g, '').matchAll(tagRe)) {
    const attrs: Record<string, string> = {};
    for (const a of m[1]!.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
      attrs[a[1]!.toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? '';
    }
    out.push(attrs);
  }
  return out;
}

/** URLs of the scripts, module preloads and stylesheets an HTML page loads itself (same-origin only). */
export function firstScreenUrls(html: string): string[] {
  const urls: string[] = [];
  for (const s of tagAttributes(html, 'script')) if (s.src) urls.push(s.src);
  for (const l of tagAttributes(html, 'link')) {
    const rel = (l.rel ?? '').toLowerCase().split(/\s+/);
    if (l.href && (rel.includes('modulepreload') || rel.includes('stylesheet'))) urls.push(l.href);
  }
  return [...new Set(urls.filter((u) => !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(u)))];
}

/** The text of the array literal passed to precacheAndRoute( in a Workbox service worker. */
function precacheArray(sw: string): string {
  const call = sw.indexOf('precacheAndRoute(');
  if (call === -1) throw new Error('sw.js has no precacheAndRoute( call');
  const start = sw.indexOf('[', call);
  let depth = 0;
  let quote = '';
  for (let i = start; i < sw.length; i++) {
    const ch = sw[i]!;
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'" || ch === '`') quote = ch;
    else if (ch === '[') depth++;
    else if (ch === ']' && --depth === 0) return sw.slice(start, i + 1);
  }
  throw new Error('sw.js: the precache list never closes');
}

/** The URLs in a Workbox service worker's precache manifest, in order (minified or not). */
export function precacheUrls(sw: string): string[] {
  const list = precacheArray(sw);
  const urls = [...list.matchAll(/["']?url["']?\s*:\s*(["'])((?:\\.|(?!\1).)*)\1/g)].map((m) => m[2]!);
  if (urls.length === 0) throw new Error('sw.js: the precache list has no url entries');
  return urls;
}

/**
 * The Worker scripts the precached JS starts (Vite's worker import: `new Worker(new URL(`worker-x.js`, import.meta.url)`,
 * the path relative to the chunk that holds it), as paths of the build. The computer opponent's Worker is one
 * (src/ui/game/aiClient.ts): it must be precached, or a game against the computer cannot start offline.
 */
export function workerScripts(dir: string, precached: readonly string[]): string[] {
  const out = new Set<string>();
  for (const url of precached) {
    if (!url.endsWith('.js') || !existsSync(join(dir, url))) continue;
    const code = readFileSync(join(dir, url), 'utf8');
    for (const m of code.matchAll(/new Worker\(\s*new URL\(\s*(?:new URL\(\s*)?[`'"]([^`'"]+\.js)[`'"]/g)) {
      out.add(posix.normalize(posix.join(posix.dirname(url), m[1]!)));
    }
  }
  return [...out].sort();
}

/** Throws when a Worker script the app starts is missing from the build or from the precache. */
export function checkWorkersPrecached(dir: string, precached: readonly string[]): string[] {
  const workers = workerScripts(dir, precached);
  for (const w of workers) {
    if (!existsSync(join(dir, w))) throw new Error(`the Worker script ${w} is not in the build`);
    if (!precached.includes(w)) throw new Error(`the Worker script ${w} is not precached: the app cannot start it offline`);
  }
  return workers;
}

/** Measures a build directory (needs index.html and sw.js). */
export function measureAppSize(dir: string): AppSize {
  const html = readFileSync(join(dir, 'index.html'));
  const firstScreen = firstScreenUrls(html.toString('utf8')).map((u) => sized(dir, u));
  if (firstScreen.length === 0) throw new Error('index.html loads no scripts or stylesheets');
  const swPath = join(dir, 'sw.js');
  if (!existsSync(swPath)) throw new Error(`no service worker in the build (${swPath})`);
  const urls = precacheUrls(readFileSync(swPath, 'utf8'));
  // The computer's Worker (issue 18): a build whose precache misses it fails here.
  if (checkWorkersPrecached(dir, urls).length === 0) throw new Error('no Worker script found in the precached JS (the computer opponent)');
  const precache = urls.map((u) => sized(dir, u));
  const sum = (files: SizedFile[], key: 'bytes' | 'gzipBytes'): number => files.reduce((n, f) => n + f[key], 0);
  return {
    firstScreen,
    firstScreenGzip: sum(firstScreen, 'gzipBytes'),
    indexHtmlGzip: gzipLength(html),
    precache,
    precacheBytes: sum(precache, 'bytes'),
    precacheGzip: sum(precache, 'gzipBytes'),
  };
}

/** Size target of the first screen, gzipped JS + CSS (1 kB = 1000 bytes): issue 15, at most 40 kB. */
export const FIRST_SCREEN_TARGET_BYTES = 40_000;

export const kB = (bytes: number): string => (bytes / 1000).toFixed(1);

/** The markdown for docs/benchmarks.md. */
export function sizeMarkdown(size: AppSize): string {
  const met = size.firstScreenGzip < FIRST_SCREEN_TARGET_BYTES;
  const rows = (files: SizedFile[]): string[] =>
    files.map((f) => `| ${f.path} | ${kB(f.bytes)} | ${kB(f.gzipBytes)} |`);
  return [
    '### App size',
    '',
    `First screen (the scripts, module preloads and stylesheets index.html loads, gzip -9): ` +
      `**${kB(size.firstScreenGzip)} kB** (target < ${kB(FIRST_SCREEN_TARGET_BYTES)} kB: ${met ? 'met' : 'NOT met'}); ` +
      `index.html itself ${kB(size.indexHtmlGzip)} kB gzipped.`,
    '',
    '| file | kB | kB gzip -9 |',
    '| --- | ---: | ---: |',
    ...rows(size.firstScreen),
    '',
    `Precache (the service worker's manifest in sw.js): **${size.precache.length} files, ${kB(size.precacheBytes)} kB** ` +
      `(${kB(size.precacheGzip)} kB if each were gzipped).`,
    '',
    '| file | kB | kB gzip -9 |',
    '| --- | ---: | ---: |',
    ...rows(size.precache),
  ].join('\n');
}
