import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      '{server,client,shared,catalog,build,bench,tests/fakes}/**/*.test.{ts,tsx}',
      'tests/integration/**/*.test.{ts,tsx}',
      'tests/search-relevance/**/*.test.ts',
      'loadtest/*.test.ts',
    ],
    exclude: ['node_modules', 'dist', 'tests/e2e', 'tests/load'],
    environment: 'node',
    setupFiles: ['./tests/setup/fail-on-console.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
