/**
 * A tenant's build digest: what its output depends on, hashed, so build-all can skip a
 * tenant whose output would come out the same. Four parts:
 *
 * - code: every file the build compiles or copies (src/, public/, the Astro config, the
 *   lockfile, the build script), by content — uncommitted edits count;
 * - env: the environment variables the build reads (secrets only as part of a hash: the
 *   record shows 'set' or 'unset' for them, never a value);
 * - date: today's calendar date in the tenant's own time zone (a Chicago dealer's day, not
 *   Perth's) and in UTC, because pages print date-dependent text (rego expiry, the footer's
 *   year, how long sold cars stay listed);
 * - content: one hash per content collection, read by running the very loaders the build
 *   runs (src/content.config.ts), through the same content API client or sample store.
 *
 * The record is kept beside the output as dist/<slug>/.build-digest.json.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEALER_TIME_ZONE } from '../domain/tenant/time-zone';
import { calendarDate } from '../domain/vehicle/rego-expiry';

export const DIGEST_FILE = '.build-digest.json';
export const DIGEST_VERSION = 1;

/** What the build compiles or copies into the output, relative to the repository. */
export const CODE_INPUTS = [
  'src',
  'public',
  'astro.config.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build-tenant.mjs',
  // the patches applied to installed packages at install (patches/README.md)
  'patches',
];

/** The variables the build reads: shown in the record, or (secrets) only hashed. */
export const BUILD_ENV = {
  shown: [
    'SITE_URL',
    'SEARCH_HOST',
    // the uid the search token is minted for (tenant-token.ts); a token lives 48 h and the date part
    // below rebuilds every day, so a skipped build never ships an expired one
    'SEARCH_KEY_UID',
    'CONTENT_API_HOST',
    'CONTENT_API_STAGING_HOST',
    'CONTENT_API_ENV',
    'NETLIFY',
  ],
  secret: ['SEARCH_KEY', 'MEILI_BUILD_KEY', 'CONTENT_API_TOKEN'],
} as const;

export interface TenantDigest {
  version: number;
  tenant: string;
  /** One hash over every part. */
  digest: string;
  /** Every part but the stock (and the sold cars): a page whose own data is unchanged may be reused when this is. */
  sitewide: string;
  parts: {
    code: string;
    env: string;
    date: string;
    content: Record<string, string>;
  };
  /** The build-relevant environment as recorded (secrets as 'set' / 'unset'). */
  env: Record<string, string>;
  /**
   * How many entries each content collection holds (not hashed: the content parts cover it).
   * build-all builds the tenants with the most first (scripts/lib/incremental.ts's largestFirst).
   */
  entries?: Record<string, number>;
}

/** A successful build's record: its digest, when it ran, what it produced. */
export interface BuildRecord extends TenantDigest {
  builtAt: string;
  pages: number;
  seconds: number;
}

export const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** JSON with object keys sorted, so equal data always hashes the same. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v as Record<string, unknown>)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        )
      : v,
  );
}

function listFiles(dir: string, out: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : 1,
  )) {
    if (entry.name === 'node_modules' || entry.name === '.DS_Store') continue;
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(p, out);
    else if (entry.isFile()) out.push(p);
  }
}

/** A hash of every code input's path and content. */
export function codeDigest(root: string, inputs: readonly string[] = CODE_INPUTS): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const p = path.join(root, input);
    if (!existsSync(p)) {
      hash.update(`missing:${input}\0`);
      continue;
    }
    const files: string[] = [];
    if (statSync(p).isDirectory()) listFiles(p, files);
    else files.push(p);
    for (const file of files) {
      hash.update(`${path.relative(root, file)}\0`);
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/** The recorded environment and its hash (secret values enter only the hash). */
export function envDigest(env: Record<string, string | undefined>): {
  digest: string;
  shown: Record<string, string>;
} {
  const shown: Record<string, string> = {};
  const hashed: Record<string, string> = {};
  for (const name of BUILD_ENV.shown) shown[name] = env[name] ?? '';
  for (const name of BUILD_ENV.secret) {
    shown[name] = env[name] ? 'set' : 'unset';
    hashed[name] = env[name] ?? '';
  }
  return { digest: sha256(stableJson({ shown, hashed })), shown };
}

/** Today in the tenant's time zone (siteTimeZone) and in UTC (the server clock prints the footer's year). */
export function dateKey(now = new Date(), timeZone = DEALER_TIME_ZONE): string {
  return `${calendarDate(now, timeZone)} ${timeZone}; ${calendarDate(now, 'UTC')} UTC`;
}

export function combineDigest(
  tenant: string,
  parts: TenantDigest['parts'],
  env: Record<string, string>,
  entries?: Record<string, number>,
): TenantDigest {
  // the sold cars past their redirect day feed only the `_redirects` file, never a page
  const { stock: _stock, soldCars: _soldCars, ...sitewideContent } = parts.content;
  return {
    version: DIGEST_VERSION,
    tenant,
    digest: sha256(stableJson({ version: DIGEST_VERSION, tenant, parts })),
    sitewide: sha256(
      stableJson({
        version: DIGEST_VERSION,
        tenant,
        parts: { ...parts, content: sitewideContent },
      }),
    ),
    parts,
    env,
    ...(entries ? { entries } : {}),
  };
}

export function readBuildRecord(outDir: string): BuildRecord | null {
  try {
    const record = JSON.parse(readFileSync(path.join(outDir, DIGEST_FILE), 'utf8')) as BuildRecord;
    return record.version === DIGEST_VERSION ? record : null;
  } catch {
    return null;
  }
}

/** Names the parts that differ between the last build and now, e.g. 'stock, offers changed'. */
export function describeChange(previous: TenantDigest, next: TenantDigest): string {
  const changed: string[] = [];
  if (previous.parts.code !== next.parts.code) changed.push('code');
  if (previous.parts.env !== next.parts.env) {
    const names = Object.keys(next.env).filter((k) => previous.env?.[k] !== next.env[k]);
    changed.push(`environment${names.length ? ` (${names.join(', ')})` : ''}`);
  }
  if (previous.parts.date !== next.parts.date) changed.push('date');
  const collections = new Set([
    ...Object.keys(previous.parts.content),
    ...Object.keys(next.parts.content),
  ]);
  for (const name of [...collections].sort())
    if (previous.parts.content[name] !== next.parts.content[name]) changed.push(name);
  return changed.length ? `${changed.join(', ')} changed` : 'digest changed';
}
