// The unit step's file order (tests/support/sequencer.ts, docs/testing.md "What npm test runs"): on a checkout with no
// Vitest timings (a clean clone: the gate) the slowest files start first; with timings, Vitest's own order stands.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { SLOW_FILES, SlowFilesFirst, slowRank } from '../support/sequencer';

const root = join(import.meta.dirname, '..', '..');

/** A file of a project, as the sequencer sees it. */
function spec(path: string): TestSpecification {
  return { moduleId: join(root, path), project: { name: 'p', config: { sequence: { groupOrder: 0 }, isolate: true } } } as unknown as TestSpecification;
}

/** A Vitest context whose cache knows the sizes given and, if `timed`, a duration for every file. */
function context(sizes: Record<string, number>, timed: Record<string, number> | null): Vitest {
  const key = (k: string) => k.slice('p:'.length);
  return {
    config: { root, shard: undefined },
    cache: {
      getFileTestResults: (k: string) => (timed && key(k) in timed ? { duration: timed[key(k)]!, failed: false } : undefined),
      getFileStats: (k: string) => (key(k) in sizes ? { size: sizes[key(k)]! } : undefined),
    },
  } as unknown as Vitest;
}

const order = (specs: TestSpecification[]) => specs.map((s) => s.moduleId.slice(root.length + 1));

describe('the unit step starts its slowest files first', () => {
  const files = ['tests/engine/small.test.ts', SLOW_FILES[2]!, 'tests/ui/big.test.ts', SLOW_FILES[0]!];
  const sizes = { 'tests/engine/small.test.ts': 1_000, [SLOW_FILES[2]!]: 5_000, 'tests/ui/big.test.ts': 90_000, [SLOW_FILES[0]!]: 2_000 };

  it('without timings (a clean clone): the listed files first, in the list order, then the rest largest first', async () => {
    const sorted = await new SlowFilesFirst(context(sizes, null)).sort(files.map(spec));
    expect(order(sorted)).toEqual([SLOW_FILES[0], SLOW_FILES[2], 'tests/ui/big.test.ts', 'tests/engine/small.test.ts']);
  });

  it("with every file timed: Vitest's own order (longest first)", async () => {
    const timed = { 'tests/engine/small.test.ts': 50, [SLOW_FILES[2]!]: 1, 'tests/ui/big.test.ts': 2, [SLOW_FILES[0]!]: 3 };
    const sorted = await new SlowFilesFirst(context(sizes, timed)).sort(files.map(spec));
    expect(order(sorted)).toEqual(['tests/engine/small.test.ts', SLOW_FILES[0], 'tests/ui/big.test.ts', SLOW_FILES[2]]);
  });

  it('every listed file exists (a renamed file would silently lose its place)', () => {
    for (const f of SLOW_FILES) expect(existsSync(join(root, f)), f).toBe(true);
    expect(slowRank(root, join(root, SLOW_FILES[1]!))).toBe(1);
    expect(slowRank(root, join(root, 'tests/engine/not-listed.test.ts'))).toBe(SLOW_FILES.length);
  });
});
