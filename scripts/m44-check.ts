/**
 * Runs the importer (src/scenario/m44.ts) over a folder of `.m44` files (default: the 47 reference expansion
 * scenarios, copied from /work/shared/reference/expansion-scenarios into tests/fixtures) and prints, per file, ok / warnings / unsupported / problems. Usage:
 *   npx tsx scripts/m44-check.ts [folder] [--json]
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { importM44 } from '../src/scenario/m44';

const DIR = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? join(import.meta.dirname, '../tests/fixtures/expansion-scenarios');
const files = readdirSync(DIR).filter((f) => f.endsWith('.m44.json')).sort();
const asJson = process.argv.includes('--json');
const out: Record<string, unknown> = {};
for (const f of files) {
  const data = JSON.parse(readFileSync(join(DIR, f), 'utf8'));
  const r = importM44(data);
  if (asJson) {
    out[f] = r.ok
      ? { ok: true, warnings: r.warnings, notApplied: r.notApplied, ignored: r.ignored }
      : { ok: false, unsupported: r.unsupported, problems: r.problems, ...(r.campaign ? { campaign: r.campaign } : {}) };
    continue;
  }
  console.log(`## ${f}: ${r.ok ? 'ok' : r.campaign ? 'CAMPAIGN' : 'REFUSED'}`);
  if (r.ok) {
    for (const w of r.warnings) console.log(`  warning: ${w}`);
    for (const n of r.notApplied) console.log(`  not applied: ${JSON.stringify(n)}`);
    for (const w of r.ignored) console.log(`  ignored: ${w}`);
  }
  else {
    for (const w of r.campaign?.warnings ?? []) console.log(`  warning: ${w}`);
    for (const u of r.unsupported) console.log(`  unsupported: ${u}`);
    for (const p of r.problems) console.log(`  problem: ${p.path}: ${p.message}`);
  }
}
if (asJson) console.log(JSON.stringify(out, null, 1));
