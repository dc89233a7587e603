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
