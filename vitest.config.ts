// The unit step (`npm run test:unit`): the app's Vite config (its plugins compile the UI's TSX) plus the test
// settings. Kept apart from vite.config.ts so the dev server and the build never load Vitest's node side.
// Soak tests have their own config (vitest.soak.config.ts).
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { SlowFilesFirst } from './tests/support/sequencer.ts';
import viteConfig from './vite.config.ts';

const EXCLUDE = [...configDefaults.exclude, 'tests/soak/**', 'tests/browser/**', 'dist/**', 'dev-dist/**'];
/** The folders of the rules' tests, which run without isolation (below). */
const RULES = ['tests/engine/**/*.test.ts', 'tests/property/**/*.test.ts', 'tests/ai/**/*.test.ts', 'tests/scenario/**/*.test.ts'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'node',
      // The files are the projects' below (a project's `include` adds to the root's: the root has none).
      exclude: EXCLUDE,
      // A run that finds no test file is a failure, not a pass (a moved folder or a bad filter must not go green).
      passWithNoTests: false,
      // Every core: vitest's default leaves one free, which on a 2-core machine runs the files one after another
      // (the two property files alone take over three minutes; side by side with the rest the run takes 60 % as long).
      maxWorkers: availableParallelism(),
      // The slowest files start first (a clean clone has no timings of its own): tests/support/sequencer.ts.
      sequence: { sequencer: SlowFilesFirst },
      // Hang guards, not speed checks: a test that takes 5 s on an idle 2-core machine takes four times that with both
      // cores busy (CI shares this machine). Vitest's default 5 s failed two random-game tests under load. Tests that
      // need longer still (whole batches of random games) set their own, larger, limit.
      testTimeout: 120_000,
      hookTimeout: 120_000,
      projects: [
        // The rules' tests (engine, scenarios, computer, property tests) touch no global: no timers, DOM, storage,
        // language or mocks, only the pure modules, whose module-level caches are keyed by identity or content (the
        // property tests check a game is the same however it was reached). They share their worker's modules
        // (`isolate: false`) instead of loading the engine again for each file: the step took 5 min 18 s against 6 min
        // 3 s with every file isolated (docs/testing.md).
        { extends: true, test: { name: 'rules', include: RULES, isolate: false } },
        // Everything else (screens, stores, two phones, scripts) sets globals of its own: a fresh module graph for
        // each file, Vitest's default.
        { extends: true, test: { name: 'app', include: ['tests/**/*.test.ts', 'src/**/*.test.ts'], exclude: RULES } },
      ],
    },
  }),
);
