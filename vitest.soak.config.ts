// Soak tests: long randomized runs (many seeds, many games). Run with `npm run test:soak` (sets SOAK=1).
// Counts, seeds and durations are recorded in docs/soak.md.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/soak/**/*.test.ts'],
    passWithNoTests: false,
    testTimeout: 60 * 60 * 1000,
    hookTimeout: 10 * 60 * 1000,
    teardownTimeout: 60 * 1000,
  },
});
