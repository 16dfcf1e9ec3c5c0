/**
 * What `npm test` needs from Debian (scripts/test.ts's preflight): each package's program, installed
 * with apt-get where it is missing and the run is root on Debian; otherwise the exact command.
 */
import { execa } from 'execa';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './chromium';
import { postgresBinDir } from './postgres-server';
import { XMLLINT } from './xmllint';

/**
 * What a Debian package provides, installed with apt-get where it is missing and this runs as
 * root on Debian; otherwise the exact command to run is in the error.
 */
export async function ensureDebian(
  what: string,
  pkg: string,
  present: () => boolean,
  otherwise = '',
): Promise<void> {
  if (present()) return;
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt)
    throw new Error(
      `${what} is missing. Install Debian's package with:\n    sudo apt-get update && sudo apt-get install -y ${pkg}${otherwise}`,
    );
  console.log(`${what} is missing: installing Debian's ${pkg} package`);
  await execa('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  await execa('apt-get', ['install', '-y', '-qq', pkg], {
    stdio: 'inherit',
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!present()) throw new Error(`apt-get finished but ${what} is still missing`);
}

export const ensureChromium = () =>
  ensureDebian(
    `Chromium at ${CHROMIUM_PATH}`,
    'chromium',
    () => existsSync(CHROMIUM_PATH),
    '\n  or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );

/**
 * Debian's chromium-headless-shell: the tests drive it (scripts/lib/chromium.ts) and take about
 * half the CPU time the full browser does. Installed where this runs as root on Debian; elsewhere
 * the tests drive the full browser, and the command that would install it is printed.
 */
export async function preferHeadlessShell(): Promise<void> {
  if (process.env.CHROMIUM_PATH) return;
  try {
    await ensureDebian(
      `Chromium's headless shell at ${HEADLESS_SHELL_PATH}`,
      'chromium-headless-shell',
      () => existsSync(HEADLESS_SHELL_PATH),
    );
  } catch (error) {
    console.log(
      `${error instanceof Error ? error.message : String(error)}\nThe tests drive ${CHROMIUM_PATH} meanwhile (slower).`,
    );
  }
}

/** Debian's PostgreSQL server, for the data layer's tests (they start it themselves). */
export const ensurePostgres = () =>
  ensureDebian('PostgreSQL', 'postgresql', () => Boolean(postgresBinDir()));

/** libxml2's xmllint: the lead tests validate every ADF/XML document against the ADF 1.0 DTD. */
export const ensureXmllint = () =>
  ensureDebian(`xmllint at ${XMLLINT}`, 'libxml2-utils', () => existsSync(XMLLINT));
