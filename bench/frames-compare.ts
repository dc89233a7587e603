/**
 * Before/after board frames in one run (issue 15): bench/frames.ts's `measureFrames` from another checkout (the base,
 * given as its root directory, with this bench's frames.ts and pages/frames.ts copied in so both measure the same
 * page) and from this one, alternately, `rounds` times, each start with the machine's load. On this shared 2-core
 * machine a number moves with the load: only rounds run side by side compare. Prints a markdown table.
 *
 *   FRAMES_VIEWPORTS=390x844,1180x820 npx tsx bench/frames-compare.ts /path/to/base 2
 */
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FramesReport } from './frames.ts';

type Measure = (log?: (msg: string) => void) => Promise<FramesReport>;

async function main(): Promise<void> {
  const base = process.argv[2];
  if (!base) throw new Error('usage: frames-compare.ts <base checkout> [rounds]');
  const rounds = Number(process.argv[3] ?? 2);
  const trees: [string, string][] = [
    ['before', resolve(base)],
    ['after', resolve(import.meta.dirname, '..')],
  ];
  const rows: string[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (const [name, root] of trees) {
      const { measureFrames } = (await import(pathToFileURL(join(root, 'bench/frames.ts')).href)) as { measureFrames: Measure };
      const load = loadavg()[0]!.toFixed(1);
      console.error(`round ${round}, ${name} (${root}), load ${load}`);
      const r = await measureFrames((m) => console.error(`  ${m}`));
      for (const g of r.results) {
        const b = g.breakdown;
        rows.push(
          `| ${round} | ${name} (${load}) | ${g.viewport} | ${g.gesture} | ${g.zoom.min.toFixed(1)}-${g.zoom.max.toFixed(1)}x | ${g.boardFrames} | ` +
            `**${g.work.p95.toFixed(1)}** / ${g.work.p50.toFixed(1)} | ${g.draw.p95.toFixed(1)} | ${b ? b.raster.toFixed(1) : '–'} |`,
        );
      }
    }
  }
  console.log('| round | tree (load, 1 min) | viewport | gesture | zoom | board frames | work p95 / p50 ms | draw() JS p95 ms | raster per board frame ms |');
  console.log('| --- | --- | --- | --- | --- | ---: | --- | ---: | ---: |');
  for (const r of rows) console.log(r);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
