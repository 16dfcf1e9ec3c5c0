import { defineConfig } from 'vitest/config';

/**
 * Two projects: the unit and integration tests run on plain Vite; the page-data tests run
 * on Astro's Vite configuration (tests/unit/page-data/vitest.config.ts), so `astro:content`
 * resolves and each test replaces it with fixtures.
 */
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
          exclude: ['tests/unit/page-data/**'],
          environment: 'node',
          // a migrated embedded database to copy, and a PostgreSQL server (tests/support/db.ts)
          globalSetup: ['tests/support/db-global-setup.ts'],
          setupFiles: ['tests/support/db-env.ts'],
        },
      },
      'tests/unit/page-data/vitest.config.ts',
    ],
  },
});
