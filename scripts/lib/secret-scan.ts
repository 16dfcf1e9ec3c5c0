/**
 * The CI secret grep (rules.md: Secret scan): every built file of every tenant is scanned for the
 * values of the secret environment variables the product reads (set in the build's or the
 * test's environment) and for the shapes of keys that must never ship: Stripe secret and
 * webhook keys, a 64-hex key (the shape of a Meilisearch admin or master key) and private
 * key PEM headers. A finding names the file and the kind, never the secret itself.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The secrets the product reads from its environment (src/server/config.ts, the build, the scripts). */
export const SECRET_ENV_VARS = [
  'SEARCH_KEY',
  'MEILI_ADMIN_KEY',
  'MEILI_BUILD_KEY',
  'MEILI_MASTER_KEY',
  'CONTENT_API_TOKEN',
  'LEAD_API_TOKEN',
  'VALUATION_API_KEY',
  'YOUX_API_KEY',
  'GEOCODE_API_KEY',
  'APPOINTMENTS_API_KEY',
  'CAPTCHA_HMAC_SECRET',
  'REBUILD_WEBHOOK_SECRET',
  'NETLIFY_AUTH_TOKEN',
  'NETLIFY_BUILD_HOOK_URL',
  // lead delivery (src/server/lead-settings.ts): the mail server's URL carries its password,
  // a CRM's may carry user:password, and the dealer key's secret and the webhook's signing one
  'SMTP_URL',
  'LEAD_ADF_URL',
  'LEAD_ADF_TOKEN',
  'LEAD_WEBHOOK_SECRET',
  'LEAD_LOG_SECRET',
] as const;

/** Any other variable whose name says it holds a secret (a payment provider's, a webhook's). */
export const SECRET_ENV_PATTERN =
  /^(?:MEILI_\w*KEY|STRIPE_\w+|LEAD_\w*(?:TOKEN|KEY)|\w*_SECRET|\w*_TOKEN|\w*_API_KEY|\w*_PRIVATE_KEY)$/;

/** Values shorter than this are too common to mean anything (a test's 'k'). */
const MIN_SECRET_LENGTH = 8;

/**
 * Key shapes, found by their literal prefix (Buffer.indexOf) and checked on the bytes after
 * it: a regular expression over every file costs ~20 ns a character (400 MB of HTML on a
 * large tenant), a prefix search a small fraction of that.
 */
export const KEY_SHAPES: readonly { kind: string; prefixes: string[]; pattern: RegExp }[] = [
  {
    kind: 'Stripe secret key (sk_live_/sk_test_/rk_)',
    prefixes: ['sk_live_', 'sk_test_', 'rk_live_', 'rk_test_'],
    pattern: /^[sr]k_(?:live|test)_[0-9A-Za-z]{8,}/,
  },
  {
    kind: 'Stripe webhook secret (whsec_)',
    prefixes: ['whsec_'],
    pattern: /^whsec_[0-9A-Za-z+/]{8,}/,
  },
  {
    kind: 'private key (PEM)',
    prefixes: ['-----BEGIN '],
    pattern: /^-----BEGIN (?:[A-Z0-9]+ )?PRIVATE KEY-----/,
  },
];

const isWordByte = (c: number) =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;

function hasShape(bytes: Buffer, shape: (typeof KEY_SHAPES)[number]): boolean {
  for (const prefix of shape.prefixes) {
    for (let i = bytes.indexOf(prefix); i >= 0; i = bytes.indexOf(prefix, i + 1)) {
      if (i > 0 && isWordByte(bytes[i - 1])) continue;
      if (shape.pattern.test(bytes.subarray(i, i + 80).toString('latin1'))) return true;
    }
  }
  return false;
}

const isHex = (c: number) => (c >= 48 && c <= 57) || (c >= 97 && c <= 102);

export const HEX_KEY_KIND = '64-hex key (Meilisearch admin/master key shape)';

/**
 * True when `bytes` holds a run of exactly 64 lowercase hex digits (a Meilisearch key's
 * shape). Probes every 64th byte (any such run covers exactly one probe) and measures the
 * run around a probe only when it is a hex digit.
 */
export function hasHexKey(bytes: Uint8Array): boolean {
  let scannedTo = -1;
  for (let p = 63; p < bytes.length; p += 64) {
    if (p <= scannedTo || !isHex(bytes[p])) continue;
    let start = p;
    while (start > 0 && isHex(bytes[start - 1])) start--;
    let end = p + 1;
    while (end < bytes.length && isHex(bytes[end])) end++;
    if (end - start === 64) return true;
    scannedTo = end;
  }
  return false;
}

/**
 * Not read: images, fonts and video (transcoded or copied media, hundreds of MB on a large
 * tenant; no build step writes text into them) and the build digest (not deployed: it
 * holds hashes of the build's inputs by design).
 */
const SKIP =
  /\.(?:jpe?g|png|gif|webp|avif|ico|woff2?|ttf|otf|mp4|webm)$|[\\/]\.build-digest\.json$/i;

export interface SecretFinding {
  file: string;
  kind: string;
}

/** The secret values set in `env`: [variable name, value]. */
export function secretValues(env: Record<string, string | undefined>): [string, string][] {
  const names = new Set<string>(SECRET_ENV_VARS);
  for (const name of Object.keys(env)) if (SECRET_ENV_PATTERN.test(name)) names.add(name);
  return [...names]
    .map((name) => [name, env[name]?.trim() ?? ''] as [string, string])
    .filter(([, value]) => value.length >= MIN_SECRET_LENGTH);
}

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/** Scans every file under `dirs`; returns one finding per file and kind. */
export function scanForSecrets(
  dirs: string[],
  env: Record<string, string | undefined> = process.env,
): { files: number; findings: SecretFinding[] } {
  const values = secretValues(env).map(([name, value]) => ({ name, value: Buffer.from(value) }));
  const findings: SecretFinding[] = [];
  let count = 0;
  for (const dir of dirs)
    for (const file of files(dir)) {
      if (SKIP.test(file)) continue;
      count++;
      const bytes = readFileSync(file);
      for (const v of values)
        if (bytes.includes(v.value)) findings.push({ file, kind: `value of ${v.name}` });
      if (hasHexKey(bytes)) findings.push({ file, kind: HEX_KEY_KIND });
      for (const shape of KEY_SHAPES)
        if (hasShape(bytes, shape)) findings.push({ file, kind: shape.kind });
    }
  return { files: count, findings };
}
