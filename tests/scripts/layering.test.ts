// The module layering (docs/architecture.md, "Layers") is enforced by no-restricted-imports blocks in
// eslint.config.js. Each layer here gets a planted fault, a one-line file inside it importing a layer it must not,
// which lint must report with the rule in words, and an allowed import, which must pass.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'no-restricted-imports';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The no-restricted-imports messages for `code` linted as if it were the file `filePath`. */
async function layeringErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === RULE && m.severity === 2).map((m) => m.message);
}

interface Layer {
  file: string;
  /** Imports this layer must not make (the first ones are the ones the layering commits removed). */
  forbidden: string[];
  allowed: string[];
  /** Words the error must say. */
  says: string;
}

const ENGINE_SAYS = 'src/engine imports nothing of ours outside src/engine';

const LAYERS: Layer[] = [
  {
    // The engine's own imports of the scenario format were the fault this rule was made for.
    file: 'src/engine/planted.ts',
    forbidden: ['../scenario/types', '../game/setup', '../store/saves', '../net/protocol', '../ai/search', '../ui/strings'],
    allowed: ['./types', './hex', './scenario'],
    says: ENGINE_SAYS,
  },
  {
    // A module in a folder of the engine: one `../` is still the engine, two leave it.
    file: 'src/engine/decisions/planted.ts',
    forbidden: ['../../scenario/types', '../../ui/strings'],
    allowed: ['../types', './ambush'],
    says: ENGINE_SAYS,
  },
  {
    file: 'src/scenario/planted.ts',
    forbidden: ['../game/setup', '../store/saves', '../net/protocol', '../ai/search', '../ui/strings'],
    allowed: ['../engine', '../engine/types', './validate', '../../scenarios/toulon.json'],
    says: 'src/scenario may import only src/engine and itself',
  },
  {
    file: 'src/game/planted.ts',
    forbidden: ['../store/format', '../net/host', '../ai/search', '../ui/game/setup'],
    allowed: ['../engine', '../scenario/validate', './setup'],
    says: 'src/game (the game record a save and a two-phone game share) may import only src/engine, src/scenario and itself',
  },
  {
    file: 'src/store/planted.ts',
    forbidden: ['../net/guest', '../net/host', '../ui/game/setup', '../ai/search', '../../ui/strings'],
    allowed: ['../engine', '../scenario/validate', '../game/record', './format'],
    says: 'never src/net (the store and the network code do not import each other), src/ai or src/ui',
  },
  {
    file: 'src/net/planted.ts',
    forbidden: ['../store/format', '../store/saves', '../ui/net/netPlay', '../ai/search'],
    allowed: ['../engine', '../scenario/types', '../game/record', './protocol'],
    says: 'never src/store (the store and the network code do not import each other), src/ai or src/ui',
  },
  {
    file: 'src/ai/planted.ts',
    forbidden: ['../store/saves', '../net/host', '../ui/game/controller', '../scenario/builtin', '../game/replay'],
    allowed: ['../engine', '../engine/rng', './search'],
    says: 'src/ai (the computer opponent, run in a Worker or in Node) may import only src/engine and itself',
  },
];

describe('eslint.config.js keeps the layers apart (docs/architecture.md)', { timeout: 120_000 }, () => {
  for (const layer of LAYERS) {
    it(`${layer.file}: an import of a forbidden layer is an error that says the rule; an allowed one passes`, async () => {
      for (const source of layer.forbidden) {
        for (const line of [`import type { X } from '${source}';`, `export { x } from '${source}';`, `import '${source}';`]) {
          const errors = await layeringErrors(layer.file, `${line}\n`);
          expect(errors, line).toHaveLength(1);
          expect(errors[0]).toContain(layer.says);
        }
      }
      for (const source of layer.allowed) {
        expect(await layeringErrors(layer.file, `import type { X } from '${source}';\n`), source).toEqual([]);
      }
    });
  }

  it('src/ui may import every layer', async () => {
    const code = ['engine', 'scenario/types', 'game/record', 'store/saves', 'net/host', 'ai/search']
      .map((s, i) => `export { x${i} } from '../../${s}';`)
      .join('\n');
    expect(await layeringErrors('src/ui/app/planted.ts', `${code}\n`)).toEqual([]);
  });

  it('every folder of src/ but ui has a layering rule', async () => {
    const folders = readdirSync(new URL('../../src', import.meta.url), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    for (const folder of folders) {
      if (folder === 'ui') continue;
      const config = (await eslint.calculateConfigForFile(`src/${folder}/x.ts`)) as { rules?: Record<string, unknown> };
      expect(config.rules?.[RULE], `src/${folder}`).toBeDefined();
      expect(LAYERS.some((l) => l.file.startsWith(`src/${folder}/`)), `src/${folder} has a planted fault here`).toBe(true);
    }
  });
});
