/**
 * The order in which Vitest starts the unit step's files, for a clean clone (the CI gate): the slowest files first.
 *
 * Vitest orders by each file's last duration when its cache has one (a second run on the same checkout), and
 * otherwise by file size, largest first. A clean clone has no cache, so the three random-play property files (half of
 * the step's worker time) started wherever their size put them: random-play.test.ts, 171 s on one worker, was the
 * 68th of 193 files and ran on alone long after the other worker had finished. Started first, the two workers
 * share the step evenly (longest-first scheduling). The list only changes when a file starts, never what it runs;
 * a stale list costs time, not correctness. Measured seconds are in docs/testing.md.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The unit step's slowest files, slowest first (one worker's seconds, clean-clone CI run of 2026-11-29 evening). */
export const SLOW_FILES: readonly string[] = [
  'tests/property/random-play.test.ts', // 171 s
  'tests/property/expansion-battles.test.ts', // 143 s
  'tests/property/battles.test.ts', // 94 s
  'tests/ui/session.test.ts', // 21 s
  'tests/ai/evaluate-memo.test.ts', // 12 s
  'tests/ui/netPlay.test.ts', // 11 s
  'tests/property/replay.test.ts', // 11 s
  'tests/net/game.test.ts', // 10 s
];

/** Where a file goes: its place in SLOW_FILES, or after all of them. */
export function slowRank(root: string, moduleId: string): number {
  const i = SLOW_FILES.indexOf(relative(root, moduleId).split('\\').join('/'));
  return i < 0 ? SLOW_FILES.length : i;
}

export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const root = this.ctx.config.root;
    // Every file timed by an earlier run on this checkout: Vitest's own order (failed first, then longest) is better.
    const timed = files.every((f) => this.ctx.cache.getFileTestResults(`${f.project.name}:${relative(root, f.moduleId)}`));
    if (timed) return base;
    return base
      .map((spec, at) => ({ spec, at, rank: slowRank(root, spec.moduleId) }))
      .sort((a, b) => a.rank - b.rank || a.at - b.at)
      .map((x) => x.spec);
  }
}
