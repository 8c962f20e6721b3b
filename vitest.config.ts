import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 600_000,
    pool: 'forks',
    reporters: ['default', 'json'],
    // Read by scripts/test-totals.mjs, which prints the plain `N passed, N failed` line CI reads.
    outputFile: { json: 'node_modules/.cache/kyverno-policy-check/vitest-results.json' },
  },
});
