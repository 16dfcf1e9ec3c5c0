/**
 * The URL-corpus click test's own Playwright run (scripts/url-corpus.ts starts it after
 * building the corpus tenant): Chromium against that tenant's build in .cache/url-corpus/dist.
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../scripts/lib/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4498);

export default defineConfig({
  testDir: '.',
  testMatch: 'url-corpus.spec.ts',
  timeout: 60_000,
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  reporter: [['list']],
  outputDir: '../../test-results/url-corpus',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `node_modules/.bin/node node_modules/tsx/dist/cli.mjs scripts/serve.ts --port ${PORT} --dist .cache/url-corpus/dist`,
    cwd: '../..',
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
