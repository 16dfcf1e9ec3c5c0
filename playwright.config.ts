import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/lib/chromium';
import { PHONE_ONLY_TESTS, PHONE_TESTS } from './tests/e2e/support/screens';

/** End-to-end tests drive Debian's Chromium against the built sites, served by scripts/serve.ts. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4499);

/** The suite's LEAD_LOG_SECRET: each tenant's dealer key to its delivery log is derived from it. */
export const E2E_LEAD_LOG_SECRET = 'e2e-lead-log-secret-0123456789';

/**
 * The suite's own embedded database, apart from .data/db: the next build reads paid reservations
 * from there and would mark the cars the suite reserved. The specs read it too (support/database.ts).
 */
process.env.DATABASE_DIR ??= path.join('.data', `e2e-db-${E2E_PORT}`);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // Three workers on two cores: a test's waits for the network to go quiet, for a debounce or
  // for a hydration leave its core idle, which a third worker fills (a fourth adds nothing).
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 3,
  // On CI (npm test sets CI=1) a failed test runs once more; the list reporter names every test
  // that passed only on its retry as flaky, and scripts/test.ts repeats those names in its summary.
  // The last full runs on this 2-core machine kind failed different tests, each passing alone (a
  // hydration wait, a 30 s test out of time, a 1 s delay overtaken by slow typing): load.
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'reports/e2e-html' }],
    ['json', { outputFile: 'reports/e2e.json' }],
  ],
  outputDir: 'test-results',
  use: {
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A trace is recorded for a test's retry only (CI): recording one for every test (its
    // screencast and a DOM snapshot per action) took a fifth of the suite's time on two cores.
    // A test that fails keeps its screenshot; run it with `--trace on` for a trace at once.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
      grepInvert: PHONE_ONLY_TESTS,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'] },
      // Only the tests whose behaviour can differ on a phone (tests/e2e/support/screens.ts);
      // the rest check the same bytes and the same code at any width and run once, above.
      grep: PHONE_TESTS,
    },
  ],
  webServer: {
    command: `node_modules/.bin/node node_modules/tsx/dist/cli.mjs scripts/serve.ts --port ${E2E_PORT}`,
    url: `http://localhost:${E2E_PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // The suite sends many forms from one address: raise the rate limits for it.
    env: {
      RATE_LIMIT_MULTIPLIER: '100',
      DATABASE_DIR: process.env.DATABASE_DIR,
      LEAD_LOG_SECRET: E2E_LEAD_LOG_SECRET,
    },
  },
});
