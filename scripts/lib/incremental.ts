/**
 * Incremental builds for build-all: which tenants to build and which to skip.
 *
 * A tenant is skipped when its digest (src/build/build-digest.ts) equals the one its
 * last successful build recorded in dist/<slug>/.build-digest.json and that output is
 * complete (its index page is there and it has as many pages as the build recorded).
 * Anything else builds, with the reason: no previous build, what changed, incomplete
 * output, a digest that could not be computed (the build then reports the real error), or
 * --force. A digest that failed because a content API call failed all its attempts fails the
 * tenant's run there and then (the spec: the last error propagates): the build would otherwise
 * start on the attempts of calls of its own and build from an API that just failed, and its
 * last good site stays in place.
 */
import { execa } from 'execa';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  DIGEST_FILE,
  describeChange,
  readBuildRecord,
  type BuildRecord,
  type TenantDigest,
} from '../../src/build/build-digest';
import { countPages } from './count-pages.mjs';
import { CONTENT_API_ATTEMPTS } from '../../src/data/content-api';

export type DigestResult = { digest: TenantDigest } | { error: string; contentApi?: boolean };

export interface BuildPlan {
  slug: string;
  build: boolean;
  /** Not built because the run already failed (the content API failed the digest's call). */
  failed?: string;
  /** Why it builds or is skipped, for the summary table. */
  reason: string;
  digest: TenantDigest | null;
  previous: BuildRecord | null;
}

/** Every tenant's digest, computed in one child process with the builds' environment. */
export async function tenantDigests(
  slugs: string[],
  options: { root: string; env?: Record<string, string> },
): Promise<Map<string, DigestResult>> {
  const out = new Map<string, DigestResult>();
  if (slugs.length === 0) return out;
  const child = await execa(
    process.execPath,
    ['--import', 'tsx', path.join(options.root, 'scripts', 'tenant-digest.ts')].concat(
      '--tenant',
      slugs.join(','),
    ),
    { cwd: options.root, env: { ...options.env, FORCE_COLOR: '0' }, reject: false },
  );
  for (const line of String(child.stdout).split('\n')) {
    const m = /^@@digest(-error)? (\{.*\})$/.exec(line);
    if (!m) continue;
    const value = JSON.parse(m[2]) as
      TenantDigest | { tenant: string; error: string; contentApi?: boolean };
    if (!m[1]) out.set(value.tenant, { digest: value as TenantDigest });
    else {
      const { error, contentApi } = value as { error: string; contentApi?: boolean };
      out.set(value.tenant, contentApi ? { error, contentApi } : { error });
    }
  }
  for (const slug of slugs)
    if (!out.has(slug))
      out.set(slug, {
        error: `the digest process exited with ${child.exitCode ?? child.signal}: ${firstLine(String(child.stderr))}`,
      });
  return out;
}

function firstLine(text: string): string {
  return text.split('\n').find((l) => l.trim()) ?? '';
}

/** Whether a site is in place in an output folder (its home page: Node adapter or static layout). */
export function hasSite(outDir: string): boolean {
  return (
    existsSync(path.join(outDir, 'client', 'index.html')) ||
    existsSync(path.join(outDir, 'index.html'))
  );
}

/** Why the output of a previous build cannot be reused as it is, or null when it can. */
export function incompleteOutput(outDir: string, record: BuildRecord): string | null {
  if (!hasSite(outDir)) return 'output incomplete: no index.html';
  const pages = countPages(outDir);
  if (pages !== record.pages)
    return `output incomplete: ${pages} of the ${record.pages} pages built`;
  return null;
}

export function planBuilds(
  slugs: string[],
  digests: Map<string, DigestResult>,
  options: { outDirOf: (slug: string) => string; force?: boolean },
): BuildPlan[] {
  return slugs.map((slug) => {
    const result = digests.get(slug) ?? { error: 'no digest' };
    const digest = 'digest' in result ? result.digest : null;
    const outDir = options.outDirOf(slug);
    const previous = readBuildRecord(outDir);
    const plan = (build: boolean, reason: string): BuildPlan => ({
      slug,
      build,
      reason,
      digest,
      previous,
    });
    if ('contentApi' in result && result.contentApi)
      return {
        ...plan(false, 'the content API failed'),
        failed: `The content API failed (each call made ${CONTENT_API_ATTEMPTS} attempts): ${result.error}`,
      };
    if (options.force) return plan(true, '--force');
    if (!digest)
      return plan(true, `digest unavailable: ${firstLine((result as { error: string }).error)}`);
    if (!previous) return plan(true, 'no previous build');
    if (previous.digest !== digest.digest) return plan(true, describeChange(previous, digest));
    const incomplete = incompleteOutput(outDir, previous);
    if (incomplete) return plan(true, incomplete);
    return plan(false, `unchanged since ${previous.builtAt}`);
  });
}

/**
 * How much a tenant's build is expected to do: the entries its content collections hold now
 * (its digest's count: cars make most of the pages), else the pages its last build wrote, else 0.
 */
export function expectedSize(plan: Pick<BuildPlan, 'digest' | 'previous'>): number {
  const entries = plan.digest?.entries;
  if (entries) return Object.values(entries).reduce((n, count) => n + count, 0);
  return plan.previous?.pages ?? 0;
}

/**
 * The order to start builds in: the largest first, ties in the given order, so that a large
 * tenant is not started last and built alone at the end while the other builders idle.
 */
export function largestFirst<T>(items: T[], sizeOf: (item: T) => number): T[] {
  return items
    .map((item, i) => ({ item, i, size: sizeOf(item) }))
    .sort((a, b) => b.size - a.size || a.i - b.i)
    .map(({ item }) => item);
}

/** Removes the record before a build, so a failed or interrupted build is never skipped next time. */
export function clearBuildRecord(outDir: string): void {
  rmSync(path.join(outDir, DIGEST_FILE), { force: true });
}

export function writeBuildRecord(
  outDir: string,
  digest: TenantDigest,
  result: { pages: number; seconds: number },
): void {
  const record: BuildRecord = {
    ...digest,
    builtAt: new Date().toISOString(),
    pages: result.pages,
    seconds: Math.round(result.seconds * 10) / 10,
  };
  writeFileSync(path.join(outDir, DIGEST_FILE), `${JSON.stringify(record, null, 2)}\n`);
}
