/**
 * Which tenant this build is for, and where its content comes from.
 *
 * TENANT=<slug> selects the tenant (build-all sets it for each build). Its registry
 * entry is tenants/<slug>/tenant.json. Content comes from the content API when
 * CONTENT_API_HOST is set (or the entry says 'api'), else from the tenant's sample store
 * at tenants/<slug>/store.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TenantEntry } from '../domain/tenant/registry';
import { createContentApi, type ContentApi } from './content-api';
import { sampleStoreBase, sampleStoreFetch } from './sample-store';
import { ContentValidationError, parseOrThrow } from './validate';

export function repoRoot(): string {
  return process.env.DEALER_REPO_ROOT ?? process.cwd();
}

/** tenants/ in the repository, or DEALER_TENANTS_DIR (benchmarks build synthetic tenants from elsewhere). */
export function tenantsDir(root = repoRoot()): string {
  return process.env.DEALER_TENANTS_DIR
    ? path.resolve(root, process.env.DEALER_TENANTS_DIR)
    : path.join(root, 'tenants');
}

export function currentTenantSlug(): string {
  const slug = process.env.TENANT;
  if (!slug)
    throw new Error(
      'TENANT is not set: run `TENANT=<slug> astro build`, or `npm run build` to build every tenant.',
    );
  return slug;
}

export function tenantEntryFile(slug: string, root = repoRoot()): string {
  return path.join(tenantsDir(root), slug, 'tenant.json');
}

/** Reads and validates tenants/<slug>/tenant.json; errors name the file, the field and the reason. */
export function readTenantEntry(slug: string, root = repoRoot()): TenantEntry {
  const file = tenantEntryFile(slug, root);
  const source = path.relative(root, file);
  if (!existsSync(file)) throw new Error(`Tenant "${slug}": ${source} does not exist`);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentValidationError({ tenant: slug, source }, [
      { path: '', reason: `Not valid JSON: ${(error as Error).message}` },
    ]);
  }
  const entry = parseOrThrow(TenantEntry, data, { tenant: slug, source });
  if (entry.slug !== slug) {
    throw new ContentValidationError({ tenant: slug, source }, [
      { path: 'slug', reason: `Must equal the folder name "${slug}"` },
    ]);
  }
  return entry;
}

export interface ContentSource {
  kind: 'sample' | 'api';
  api: ContentApi;
  /** Folder of the sample store (sample source only). */
  storeDir?: string;
  /** How an error names where a payload came from. */
  describe(apiPath: string): string;
}

export function contentSourceFor(
  entry: TenantEntry,
  root = repoRoot(),
  env = process.env,
): ContentSource {
  const kind = entry.content ?? (env.CONTENT_API_HOST ? 'api' : 'sample');
  if (kind === 'api') {
    if (!env.CONTENT_API_HOST)
      throw new Error(`Tenant "${entry.slug}": content is 'api' but CONTENT_API_HOST is not set`);
    const api = createContentApi({
      host: env.CONTENT_API_HOST,
      stagingHost: env.CONTENT_API_STAGING_HOST,
      staging: env.CONTENT_API_ENV === 'staging',
      token: env.CONTENT_API_TOKEN,
    });
    return { kind, api, describe: (p) => api.url(p) };
  }
  const storeDir = path.join(tenantsDir(root), entry.slug, 'store');
  if (!existsSync(storeDir)) {
    throw new Error(
      `Tenant "${entry.slug}": the sample store ${path.relative(root, storeDir)} is missing; run \`npm run sample-data\``,
    );
  }
  const api = createContentApi({
    host: sampleStoreBase(storeDir),
    fetch: sampleStoreFetch(storeDir),
    retryDelayMs: 0,
  });
  return {
    kind,
    api,
    storeDir,
    describe: (p) => path.relative(root, path.join(storeDir, p.split('?')[0])),
  };
}

/** Every tenant in the registry, sorted by slug. */
export function listTenantSlugs(root = repoRoot()): string[] {
  const dir = tenantsDir(root);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, 'tenant.json')))
    .map((d) => d.name)
    .sort();
}
