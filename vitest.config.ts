import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** A migrated embedded database to copy, and a PostgreSQL server (tests/support/db.ts). */
const withDatabase = {
  environment: 'node' as const,
  // the temporary folder first: the database's templates and server are made in it
  globalSetup: ['tests/support/temp-root-setup.ts', 'tests/support/db-global-setup.ts'],
  setupFiles: ['tests/support/db-env.ts'],
};

/**
 * Three projects: the unit tests and the integration tests (the ones that build sites or start
 * servers, which `npm run test:quick` leaves to the full run) on plain Vite; the page-data tests run
 * on Astro's Vite configuration (tests/unit/page-data/vitest.config.ts), so `astro:content`
 * resolves and each test replaces it with fixtures.
 */
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // a worker per core and one more: vitest's own default for a run (cores − 1) leaves one of
    // a 2-core machine's two idle, and the integration tests wait on their site builds, servers
    // and database, time a further worker fills
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['tests/unit/page-data/**'],
          // one worker runs many files: each file loads its modules once per worker rather than
          // once per file (the page-data tests stay isolated: they replace astro:content per file)
          isolate: false,
          ...withDatabase,
        },
      },
      {
        extends: true,
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], ...withDatabase },
      },
      'tests/unit/page-data/vitest.config.ts',
    ],
  },
});
