// ESLint flat config. Deliberately not type-aware (no parserOptions.project) so `npm run lint` stays fast.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ENGINE_MESSAGE = 'the engine is deterministic: use the state PRNG';
const ENGINE_FORBIDDEN_GLOBALS = [
  'Date',
  'performance',
  'setTimeout',
  'setInterval',
  'setImmediate',
  'requestAnimationFrame',
  'window',
  'self',
  'document',
  'navigator',
  'localStorage',
  'indexedDB',
  'globalThis',
  'crypto',
  'fetch',
];

/** Why the rules' test folders refuse globals, mocks and timers (vitest.config.ts runs them unisolated). */
const RULES_TESTS_SHARE =
  "the rules' tests share their worker's modules and globals (vitest.config.ts); a test that needs it goes under tests/ui, tests/store or tests/net.";

/**
 * The module layers (docs/architecture.md, "Layers"): which of our folders each layer may import. An import is
 * matched on its text, not resolved: a relative path that climbs (`../`, `../../`) and then enters one of the named
 * layers. So `./net` inside src/store is the store's own file; but in a subfolder of a layer, `../net` (the layer's
 * own net/) would be read as the layer src/net. Dynamic `import()` is not checked (no layer uses one).
 */
const intoLayer = (layers) => `^(?:\\.\\./)+(?:${layers.join('|')})(?:/|$)`;
const layering = (files, forbidden, message) => ({
  files: [`${files}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ regex: intoLayer(forbidden), message: `${message} (layering: docs/architecture.md).` }] },
    ],
  },
});

export default tseslint.config(
  {
    ignores: ['node_modules/**', 'dist/**', 'dev-dist/**', 'coverage/**', 'test-results/**', 'tests/browser/out/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
    },
  },
  {
    // The rules engine must be a pure function of (state, action): no ambient time, randomness or I/O.
    files: ['src/engine/**/*.{ts,tsx}'],
    ignores: ['src/engine/**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...ENGINE_FORBIDDEN_GLOBALS.map((name) => ({
          name,
          message: `${ENGINE_MESSAGE} (\`${name}\` is not allowed in src/engine: no clock, timers, I/O or host globals).`,
        })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: `${ENGINE_MESSAGE} (no Math.random in src/engine).` },
      ],
    },
  },
  {
    // The rules' tests run without isolation (vitest.config.ts, project `rules`): files share their worker's modules
    // and globals, so none of them may change a global. A test that must goes in another folder (project `app`).
    files: ['tests/{engine,property,ai,scenario}/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['globalThis', 'window', 'self', 'document', 'navigator', 'localStorage', 'indexedDB'].map((name) => ({
          name,
          message: `\`${name}\`: ${RULES_TESTS_SHARE}`,
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['useFakeTimers', 'setSystemTime', 'stubGlobal', 'stubEnv', 'mock', 'doMock', 'spyOn'].map((property) => ({
          object: 'vi',
          property,
          message: `vi.${property}: ${RULES_TESTS_SHARE}`,
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env']",
          message: `setting process.env: ${RULES_TESTS_SHARE}`,
        },
      ],
    },
  },
  // Layering, one block per layer (each block sets no-restricted-imports for its own folder only; the folders do not
  // overlap). src/ui may import every layer; src/engine's blocks follow. tests/scripts/layering.test.ts plants a fault
  // in each.
  layering('src/scenario', ['game', 'store', 'net', 'ai', 'ui'], 'src/scenario may import only src/engine and itself'),
  layering(
    'src/game',
    ['store', 'net', 'ai', 'ui'],
    'src/game (the game record a save and a two-phone game share) may import only src/engine, src/scenario and itself',
  ),
  layering(
    'src/store',
    ['net', 'ai', 'ui'],
    'src/store may import only src/engine, src/scenario, src/game and itself: ' +
      'never src/net (the store and the network code do not import each other), src/ai or src/ui',
  ),
  layering(
    'src/net',
    ['store', 'ai', 'ui'],
    'src/net may import only src/engine, src/scenario, src/game and itself: ' +
      'never src/store (the store and the network code do not import each other), src/ai or src/ui',
  ),
  layering(
    'src/ai',
    ['scenario', 'game', 'store', 'net', 'ui'],
    'src/ai (the computer opponent, run in a Worker or in Node) may import only src/engine and itself: ' +
      'never src/scenario, src/game, src/store, src/net or src/ui',
  ),
  // Layering: the engine imports nothing of ours outside src/engine (the scenario format imports the engine, never
  // the reverse). A relative import that climbs out of src/engine is refused; one block per folder depth, since a
  // pattern sees the import's text, not the file it resolves to.
  ...[1, 2, 3].map((depth) => ({
    files: [`src/engine/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth}}`,
              message: 'src/engine imports nothing of ours outside src/engine: the engine owns the vocabulary and the battle description; the scenario format, saves, network and screens import it, never the reverse.',
            },
          ],
        },
      ],
    },
  })),
);
