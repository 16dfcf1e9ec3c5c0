/**
 * Indexes the sample store into a Meilisearch instance with the settings the sites need
 * (rules.md: Hosted search engine; rules.md: Hosted search (content indexes)):
 * Car_production with filterable attributes (every facet and every field a tenant's stock
 * filter reads), sortable attributes (the sort options' fields), searchable attributes,
 * ranking with the chosen sort first, faceting and pagination limits; Offer_production and
 * Part_production as they come.
 *
 *   MEILI_ADMIN_KEY=… npm run meili:index -- --host http://127.0.0.1:7700 [--tenants a,b]
 *
 * The admin key is read from the environment and only ever sent to the engine; the sites
 * get the search key (SEARCH_KEY or the website's search_key).
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { filterFields } from '../src/domain/search/filter';
import { siteStockFilter, visibilityClause } from '../src/domain/search/stock-filter';
import { ruleFilter, EVERY_RULE } from '../src/domain/search/stock-rules';
import {
  FACET_ATTRIBUTES,
  SEARCHABLE_ATTRIBUTES,
  SORTABLE_ATTRIBUTES,
} from '../src/domain/search/stock-index';
import { Website } from '../src/domain/tenant/schema/website';
import { SEARCH_INDEXES } from '../src/domain/search/indexes';
import { listTenantSlugs } from '../src/data/tenant-context';

export const INDEXES = Object.values(SEARCH_INDEXES);
/** Meilisearch caps counted hits; the result-count rule reads past 1999 (rules.md: Result count). */
export const MAX_TOTAL_HITS = 2000;
export const MAX_VALUES_PER_FACET = 1000;
const BATCH = 1000;

export interface IndexOptions {
  host: string;
  adminKey: string;
  root: string;
  tenants?: string[];
  fetch?: typeof fetch;
  log?: (line: string) => void;
  /** Poll interval while waiting for a task. */
  pollMs?: number;
}

interface TenantStore {
  slug: string;
  site: Website;
  indexes: Record<string, Record<string, unknown>[]>;
}

export function readTenantStores(root: string, tenants?: string[]): TenantStore[] {
  const slugs = tenants?.length ? tenants : listTenantSlugs(root);
  return slugs.map((slug) => {
    const entry = JSON.parse(
      readFileSync(path.join(root, 'tenants', slug, 'tenant.json'), 'utf8'),
    ) as { website_id: number };
    const store = path.join(root, 'tenants', slug, 'store');
    if (!existsSync(store))
      throw new Error(`tenants/${slug}/store is missing: run \`npm run sample-data\` first`);
    const site = Website.parse(
      JSON.parse(readFileSync(path.join(store, 'websites', `${entry.website_id}.json`), 'utf8')),
    );
    const indexes: Record<string, Record<string, unknown>[]> = {};
    for (const uid of INDEXES) {
      const file = path.join(store, 'indexes', `${uid}.json`);
      indexes[uid] = existsSync(file)
        ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[])
        : [];
    }
    return { slug, site, indexes };
  });
}

/** Car_production's settings for these tenants. */
export function carIndexSettings(sites: readonly Website[]) {
  const filterable = new Set<string>([
    ...FACET_ATTRIBUTES,
    ...filterFields(visibilityClause({}, 0)),
  ]);
  for (const site of sites) for (const f of filterFields(siteStockFilter(site))) filterable.add(f);
  for (const rule of EVERY_RULE) for (const f of filterFields(ruleFilter(rule))) filterable.add(f);
  return {
    filterableAttributes: [...filterable].sort(),
    sortableAttributes: [...SORTABLE_ATTRIBUTES],
    searchableAttributes: [...SEARCHABLE_ATTRIBUTES],
    // The sort a shopper picks comes before text relevance, as in the embedded engine.
    rankingRules: ['sort', 'words', 'typo', 'proximity', 'attribute', 'exactness'],
    // Stock numbers and VINs are searched as typed.
    typoTolerance: { disableOnAttributes: ['stocknum', 'vin'] },
    faceting: { maxValuesPerFacet: MAX_VALUES_PER_FACET },
    pagination: { maxTotalHits: MAX_TOTAL_HITS },
  };
}

export async function indexStores(
  options: IndexOptions,
): Promise<{ documents: Record<string, number> }> {
  const doFetch = options.fetch ?? fetch;
  const log = options.log ?? (() => undefined);
  const base = options.host.replace(/\/$/, '');
  const call = async (method: string, route: string, body?: unknown) => {
    const response = await doFetch(`${base}${route}`, {
      method,
      headers: { authorization: `Bearer ${options.adminKey}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json().catch(() => undefined)) as
      | { message?: string; taskUid?: number; status?: string; error?: { message?: string } }
      | undefined;
    if (!response.ok)
      throw new Error(
        `${method} ${route}: ${json?.message ?? `An unexpected error occurred: ${response.statusText}`}`,
      );
    return json;
  };
  const wait = async (task: { taskUid?: number } | undefined) => {
    if (task?.taskUid === undefined) return;
    for (;;) {
      const t = await call('GET', `/tasks/${task.taskUid}`);
      if (t?.status === 'succeeded') return;
      if (t?.status === 'failed' || t?.status === 'canceled')
        throw new Error(`Task ${task.taskUid} ${t.status}: ${t.error?.message ?? ''}`);
      await new Promise((r) => setTimeout(r, options.pollMs ?? 100));
    }
  };
  const stores = readTenantStores(options.root, options.tenants);
  const documents: Record<string, number> = {};
  for (const uid of INDEXES) {
    await wait(
      await call('POST', '/indexes', { uid, primaryKey: 'id' }).catch((error: Error) => {
        if (/already exists/i.test(error.message)) return undefined;
        throw error;
      }),
    );
    if (uid === SEARCH_INDEXES.cars)
      await wait(
        await call(
          'PATCH',
          `/indexes/${uid}/settings`,
          carIndexSettings(stores.map((s) => s.site)),
        ),
      );
    const docs = [
      ...new Map(stores.flatMap((s) => s.indexes[uid]).map((d) => [String(d.id), d])).values(),
    ];
    for (let i = 0; i < docs.length; i += BATCH)
      await wait(await call('POST', `/indexes/${uid}/documents`, docs.slice(i, i + BATCH)));
    documents[uid] = docs.length;
    log(`${uid}: ${docs.length} documents from ${stores.length} tenant(s)`);
  }
  return { documents };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { host: { type: 'string' }, tenants: { type: 'string' } },
  });
  const host = values.host ?? process.env.MEILI_HOST ?? process.env.SEARCH_HOST;
  const adminKey = process.env.MEILI_ADMIN_KEY;
  if (!host || !adminKey) {
    console.error(
      'Usage: MEILI_ADMIN_KEY=<admin key> npm run meili:index -- --host <url> [--tenants a,b]',
    );
    process.exit(2);
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  indexStores({
    host,
    adminKey,
    root,
    tenants: values.tenants?.split(',').filter(Boolean),
    log: console.log,
  }).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
