/** Debian's Chromium, started the way this machine needs (no background networking). */
import { existsSync } from 'node:fs';

/** The full browser (Debian's `chromium`): Lighthouse and the benchmarks measure with it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell`: the same Blink and V8 as `chromium`, without the browser's
 * own interface, which is what Playwright itself drives in headless mode. The tests drive it
 * (end-to-end, the URL corpus, the JavaScript budgets): the same suite runs in about half the
 * CPU time. Where it is not installed, the tests drive the full browser.
 */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

/** The browser the tests drive: CHROMIUM_PATH when set, else the headless shell when installed. */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
