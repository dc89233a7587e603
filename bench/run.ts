// Benchmark runner: `npm run bench`.
// Imports every bench/*.bench.ts module, runs its default export, and rewrites the section between
// <!-- bench:start --> and <!-- bench:end --> in docs/benchmarks.md with the results and machine facts.
//
// A bench module looks like:
//   import type { BenchResult } from './run.ts';
//   export default async function (): Promise<BenchResult[]> { ... }
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export type BenchResult = {
  name: string;
  value: number;
  unit: string;
  /** Human-readable target, e.g. "< 5 ms". */
  target?: string;
};

type BenchModule = { default?: () => Promise<BenchResult[]> };

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

const benchDir = dirname(fileURLToPath(import.meta.url));
const docPath = join(benchDir, '..', 'docs', 'benchmarks.md');

function formatValue(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Number.isInteger(value)) return String(value);
  return Math.abs(value) >= 100 ? value.toFixed(1) : value.toPrecision(4);
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

export function renderSection(rows: { file: string; result: BenchResult }[], date: Date): string {
  const cpus = os.cpus();
  const cpuModel = cpus[0]?.model.trim() ?? 'unknown CPU';
  const memGiB = (os.totalmem() / 1024 ** 3).toFixed(1);
  const lines = [
    `Run: ${date.toISOString()} · Node ${process.version} · ${os.platform()} ${os.arch()} · ` +
      `${cpuModel} · ${cpus.length} cores · ${memGiB} GiB RAM`,
    '',
    '| benchmark | value | unit | target | file |',
    '| --- | ---: | --- | --- | --- |',
    ...rows.map(
      ({ file, result }) =>
        `| ${escapeCell(result.name)} | ${formatValue(result.value)} | ${escapeCell(result.unit)} | ` +
        `${escapeCell(result.target ?? '')} | ${escapeCell(file)} |`,
    ),
  ];
  return lines.join('\n');
}

export function replaceSection(doc: string, section: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start === -1 || end === -1 || end < start) {
    throw new Error(`${docPath}: markers ${START} and ${END} are missing or out of order`);
  }
  return `${doc.slice(0, start + START.length)}\n${section}\n${doc.slice(end)}`;
}

async function main(): Promise<void> {
  const files = readdirSync(benchDir)
    .filter((f) => f.endsWith('.bench.ts'))
    .sort();
  if (files.length === 0) {
    console.log('no benchmarks registered');
    return;
  }

  const rows: { file: string; result: BenchResult }[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(benchDir, file)).href)) as BenchModule;
    if (typeof mod.default !== 'function') {
      throw new Error(`bench/${file}: default export must be an async function returning BenchResult[]`);
    }
    console.log(`▶ ${file}`);
    const results = await mod.default();
    for (const result of results) {
      console.log(`  ${result.name}: ${formatValue(result.value)} ${result.unit}${result.target ? ` (target ${result.target})` : ''}`);
      rows.push({ file: `bench/${file}`, result });
    }
  }

  const doc = readFileSync(docPath, 'utf8');
  writeFileSync(docPath, replaceSection(doc, renderSection(rows, new Date())));
  console.log(`wrote ${rows.length} results to docs/benchmarks.md`);
}

// Run only when executed directly (bench modules import the BenchResult type from here).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
