/**
 * Issue 15, a fast start: what the first screen loads is what src/main.tsx imports statically (value imports, not
 * `import type` and not `import()`). None of it may be the engine's rules, the validator (valibot), the saves
 * database, the boards of the built-in battles or another screen: those load with the screen that needs them. The
 * size itself is measured on the build by bench/app-size.ts; this test keeps the boundary from slipping in between.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The modules a file imports for their values (type-only imports are erased; dynamic ones load later). */
export function staticImports(code: string): string[] {
  const text = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*(import|export)\s+(type\s+)?([\s\S]*?)\s*from\s*'([^']+)'/gm)) {
    if (m[2]) continue;
    const names = m[3]!;
    const braces = /^\{([\s\S]*)\}$/.exec(names.trim());
    if (braces && braces[1]!.split(',').every((n) => n.trim() === '' || /^type\s/.test(n.trim()))) continue;
    out.push(m[4]!);
  }
  for (const m of text.matchAll(/^\s*import\s+'([^']+)'/gm)) out.push(m[1]!);
  return out;
}

function resolveLocal(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) if (existsSync(c) && statSync(c).isFile()) return c;
  return null;
}

/** Every file and package the entry reaches by static value imports. */
function firstScreen(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const todo = [entry];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.')) {
        packages.add(spec);
        continue;
      }
      const next = resolveLocal(file, spec);
      if (!next) throw new Error(`${file}: cannot resolve ${spec}`);
      todo.push(next);
    }
  }
  return { files, packages };
}

describe('the first screen (issue 15: at most 40 kB gzip)', () => {
  it('reads value imports, skipping type-only and dynamic ones', () => {
    const code = [
      "import type { A } from './a';",
      "import { type B, type C } from './b';",
      "import { d, type E } from './d';",
      "import './style.css';",
      "const later = () => import('./later');",
      "export { f } from './f';",
    ].join('\n');
    expect(staticImports(code)).toEqual(['./d', './f', './style.css']);
  });

  it('loads home alone: no engine rules, validator, saves database, board or other screen', () => {
    const { files, packages } = firstScreen(join(root, 'src/main.tsx'));
    const rel = [...files].map((f) => f.slice(root.length + 1)).sort();
    const forbidden = rel.filter(
      (f) =>
        f.startsWith('src/engine/') ||
        f.startsWith('scenarios/') ||
        f.startsWith('src/game/') ||
        // setup.ts: the pure seat and seed helpers (type imports only), needed to start a rematch.
        (f.startsWith('src/ui/game/') && f !== 'src/ui/game/setup.ts') ||
        f.startsWith('src/ui/board/') ||
        f.startsWith('src/ui/net/') ||
        f.startsWith('src/net/') ||
        ['src/scenario/validate.ts', 'src/scenario/builtin.ts', 'src/scenario/m44.ts', 'src/store/saves.ts', 'src/store/format.ts', 'src/ui/strings.ts'].includes(f) ||
        /src\/ui\/app\/(Picker|GameOver|SavedGames|Settings|RulesHelp|ScenarioImport)\.tsx$/.test(f),
    );
    expect(forbidden).toEqual([]);
    expect([...packages].filter((p) => ['valibot', 'idb', 'peerjs', 'jsqr', 'uqr', '@scure/bip39'].includes(p))).toEqual([]);
    // The proof the walk works: home and its words are there.
    expect(rel).toEqual(expect.arrayContaining(['src/ui/app/Home.tsx', 'src/ui/text/app.ts', 'src/scenario/builtin-summary.json']));
  });

  it('home reads the saves before its first render under the databases\' own names', async () => {
    const app = readFileSync(join(root, 'src/ui/app/App.tsx'), 'utf8');
    const names = /HOME_DATABASES = \{ saves: '([^']+)', net: '([^']+)' \}/.exec(app);
    const { DB_NAME } = await import('../../src/store/saves');
    const { NET_DB_NAME } = await import('../../src/net/saves');
    expect(names?.slice(1)).toEqual([DB_NAME, NET_DB_NAME]);
  });
});
