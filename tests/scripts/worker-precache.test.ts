// The computer opponent's Worker is precached (issue 18 scope 3, offline play): bench/app-size.ts finds the Worker
// scripts the precached JS starts and fails the build check when one is not precached. Checked on the real build
// shape in miniature (a chunk with Vite's worker import, the worker chunk, sw.js's list).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkWorkersPrecached, workerScripts } from '../../bench/app-size';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function build(): string {
  const dir = mkdtempSync(join(tmpdir(), 'p44-build-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  // As Vite 8 writes it (dist/assets/gameModule-*.js).
  writeFileSync(join(dir, 'assets/gameModule-x.js'), 'function Ht(){return new Worker(new URL(new URL(`worker-D1.js`,import.meta.url).href,``+import.meta.url),{type:`module`})}');
  writeFileSync(join(dir, 'assets/worker-D1.js'), 'self.onmessage=()=>{}');
  writeFileSync(join(dir, 'assets/index-y.js'), 'console.log(1)');
  return dir;
}

describe('the Worker chunk is precached', () => {
  it('finds the Worker script a chunk starts, relative to that chunk', () => {
    const dir = build();
    expect(workerScripts(dir, ['index.html', 'assets/index-y.js', 'assets/gameModule-x.js'])).toEqual(['assets/worker-D1.js']);
    expect(checkWorkersPrecached(dir, ['assets/gameModule-x.js', 'assets/worker-D1.js'])).toEqual(['assets/worker-D1.js']);
  });

  it('fails when the Worker script is left out of the precache, or out of the build', () => {
    const dir = build();
    expect(() => checkWorkersPrecached(dir, ['assets/gameModule-x.js'])).toThrow(/not precached/);
    rmSync(join(dir, 'assets/worker-D1.js'));
    expect(() => checkWorkersPrecached(dir, ['assets/gameModule-x.js', 'assets/worker-D1.js'])).toThrow(/not in the build/);
  });
});
