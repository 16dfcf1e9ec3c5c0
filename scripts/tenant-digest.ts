/**
 * Prints each tenant's build digest (src/build/build-digest.ts), one line per tenant:
 *
 *   @@digest {"tenant":"a","digest":"…",…}
 *   @@digest-error {"tenant":"b","error":"…"}                      (anything else: the build reports it)
 *   @@digest-error {"tenant":"c","error":"…","contentApi":true}    (a content API call failed its 3 attempts)
 *
 * build-all runs it in one child process with the builds' own environment, before the
 * builds. Content is read by the collections' own loaders from src/content.config.ts (so a
 * collection added there is covered without a change here); `astro:content`, which only
 * exists inside Astro, resolves to a stand-in whose defineCollection returns its argument.
 *
 *   tsx scripts/tenant-digest.ts --tenant a,b
 */
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Loader, LoaderContext } from 'astro/loaders';
import {
  codeDigest,
  combineDigest,
  dateKey,
  envDigest,
  sha256,
  stableJson,
  type TenantDigest,
} from '../src/build/build-digest';
import { loadTenant } from '../src/data/tenant-content';
import { ApiError } from '../src/data/api-error';
import { siteTimeZone } from '../src/domain/tenant/site';

const ASTRO_CONTENT_STAND_IN =
  'data:text/javascript,export const defineCollection = (c) => c; export const reference = () => ({});';

registerHooks({
  resolve(specifier, context, next) {
    if (specifier === 'astro:content') return { url: ASTRO_CONTENT_STAND_IN, shortCircuit: true };
    return next(specifier, context);
  },
});

type Entry = { id: string; data: unknown };
type CollectionConfig = { loader?: Loader | (() => unknown) };

/** Runs one collection's loader against a store that only records what it is given. */
async function readCollection(name: string, config: CollectionConfig): Promise<Entry[]> {
  const { loader } = config;
  if (!loader) return [];
  if (typeof loader === 'function') {
    const result = (await loader()) as Entry[] | Record<string, unknown>;
    return Array.isArray(result)
      ? result.map((e) => ({ id: String(e.id), data: e }))
      : Object.entries(result).map(([id, data]) => ({ id, data }));
  }
  const entries = new Map<string, Entry>();
  const meta = new Map<string, string>();
  const quiet = () => undefined;
  const context = {
    collection: name,
    store: {
      set: (e: Entry) => (entries.set(e.id, { id: e.id, data: e.data }), true),
      get: (id: string) => entries.get(id),
      has: (id: string) => entries.has(id),
      delete: (id: string) => void entries.delete(id),
      clear: () => entries.clear(),
      keys: () => [...entries.keys()],
      values: () => [...entries.values()],
      entries: () => [...entries.entries()],
      addModuleImport: quiet,
    },
    meta: {
      get: (k: string) => meta.get(k),
      set: (k: string, v: string) => void meta.set(k, v),
      has: (k: string) => meta.has(k),
      delete: (k: string) => void meta.delete(k),
    },
    logger: { info: quiet, warn: quiet, error: quiet, debug: quiet, label: name },
    config: { root: new URL(`file://${process.cwd()}/`) },
    parseData: async ({ data }: { data: unknown }) => data,
    generateDigest: (data: unknown) => sha256(typeof data === 'string' ? data : stableJson(data)),
  } as unknown as LoaderContext;
  await loader.load(context);
  return [...entries.values()];
}

export async function tenantDigest(
  slug: string,
  shared: { code: string; env: { digest: string; shown: Record<string, string> }; now: Date },
): Promise<TenantDigest> {
  process.env.TENANT = slug; // the loaders read the current tenant from TENANT, as in a build
  const { collections } = (await import('../src/content.config')) as unknown as {
    collections: Record<string, CollectionConfig>;
  };
  const content: Record<string, string> = {};
  const counts: Record<string, number> = {};
  for (const [name, config] of Object.entries(collections)) {
    const entries = await readCollection(name, config);
    entries.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    content[name] = sha256(stableJson(entries));
    counts[name] = entries.length;
  }
  // the day in the tenant's own time zone (the loaders have read its website already)
  const { website } = await loadTenant(slug);
  const date = dateKey(shared.now, siteTimeZone(website));
  return combineDigest(
    slug,
    { code: shared.code, env: shared.env.digest, date, content },
    shared.env.shown,
    counts,
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { tenant: { type: 'string' } } });
  const slugs = (values.tenant ?? '').split(',').filter(Boolean);
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const shared = { code: codeDigest(root), env: envDigest(process.env), now: new Date() };
  for (const slug of slugs) {
    try {
      console.log(`@@digest ${JSON.stringify(await tenantDigest(slug, shared))}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // a content API call that failed all its attempts: the tenant's run fails with it
      const contentApi = error instanceof ApiError && error.attempts !== undefined;
      console.log(
        `@@digest-error ${JSON.stringify({ tenant: slug, error: message, ...(contentApi ? { contentApi } : {}) })}`,
      );
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
