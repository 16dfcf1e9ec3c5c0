/// <reference types="vitest/config" />
/**
 * The page-data tests' project: Astro's Vite configuration (getViteConfig, as Starlight's
 * tests build theirs), so `astro:content` resolves and tests replace it with fixtures
 * (tests/support/astro-content.ts).
 */
import { fileURLToPath } from 'node:url';
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  root: fileURLToPath(new URL('../../../', import.meta.url)),
  test: {
    name: 'page-data',
    include: ['tests/unit/page-data/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    globalSetup: ['tests/support/temp-root-setup.ts'],
  },
});
