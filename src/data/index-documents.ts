/**
 * Reading a search index's documents at build time: from the sample store
 * (indexes/{uid}.json) or, when a search host is configured, from Meilisearch with the
 * documents-fetch route (POST /indexes/{uid}/documents/fetch with a filter), paged.
 * The build key (MEILI_BUILD_KEY) stays in the build: pages only ever get the search key.
 */
import { searchEngineErrorMessage } from '../domain/api/errors';
import { ApiError } from './api-error';
import type { ContentSource } from './tenant-context';
import { indexPath } from './sample-store';

const PAGE = 1000;
const MAX_DOCUMENTS = 100_000;

export interface SearchHost {
  host: string;
  key: string;
}

/** The environment a build reads its search host and build key from. */
export interface SearchEnv {
  SEARCH_HOST?: string;
  MEILI_BUILD_KEY?: string;
}

/**
 * The search host and build key the build reads index documents with; null: the sample
 * store's index files (a sample-store tenant without MEILI_BUILD_KEY). A content-API tenant
 * whose search host is set without MEILI_BUILD_KEY fails here: read without a key, its
 * cars, offers and parts would silently be none and the site would go live empty.
 */
export function buildSearchHost(
  tenant: string,
  sourceKind: ContentSource['kind'],
  site: { search_host?: string | null },
  env: SearchEnv,
): SearchHost | null {
  const host = env.SEARCH_HOST || site.search_host || null;
  const key = env.MEILI_BUILD_KEY || null;
  if (host && key) return { host, key };
  if (host && sourceKind === 'api') {
    const from = env.SEARCH_HOST ? 'SEARCH_HOST' : "the website's search_host";
    throw new Error(
      `Tenant "${tenant}": the search host ${host} (from ${from}) is set but MEILI_BUILD_KEY is not. ` +
        `The build reads the site's cars, offers and parts from that host and would publish a site with none. ` +
        `Set MEILI_BUILD_KEY to a key of ${host} allowed the documents.get action (the search key is not enough).`,
    );
  }
  return null;
}

/** Where a tenant's index documents come from, for messages. */
export function describeIndexSource(
  source: ContentSource,
  search: SearchHost | null,
  indexUid: string,
): string {
  return search
    ? `${search.host.replace(/\/$/, '')}/indexes/${indexUid}`
    : source.describe(indexPath(indexUid));
}

export async function readIndexDocuments(
  source: ContentSource,
  indexUid: string,
  options: { filter?: string; search?: SearchHost | null; fetch?: typeof fetch } = {},
): Promise<unknown[]> {
  if (!options.search) {
    if (source.kind === 'api') return []; // no search host: an API tenant has no index documents
    try {
      return await source.api.get<unknown[]>(indexPath(indexUid));
    } catch (error) {
      if ((error as { status?: number }).status === 404) return [];
      throw error;
    }
  }
  const doFetch = options.fetch ?? fetch;
  const base = options.search.host.replace(/\/$/, '');
  const route = `/indexes/${encodeURIComponent(indexUid)}/documents/fetch`;
  const results: unknown[] = [];
  for (let offset = 0; offset < MAX_DOCUMENTS; offset += PAGE) {
    let response: Response;
    try {
      response = await doFetch(`${base}${route}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${options.search.key}`,
        },
        body: JSON.stringify({ filter: options.filter || undefined, limit: PAGE, offset }),
      });
    } catch (error) {
      const cause = (error as { cause?: { message?: string } }).cause?.message;
      throw new ApiError(
        `The search host ${base} could not be reached (POST ${route}): ${cause ?? (error as Error).message}`,
        0,
      );
    }
    if (!response.ok) {
      const body = await response.json().catch(() => null);
      const keyHint =
        response.status === 401 || response.status === 403
          ? ' Check MEILI_BUILD_KEY: it must be a key of this host allowed the documents.get action.'
          : '';
      throw new ApiError(
        `The search host ${base} refused POST ${route} with MEILI_BUILD_KEY (HTTP ${response.status}): ` +
          `${searchEngineErrorMessage(body, response.statusText)}.${keyHint}`,
        response.status,
      );
    }
    const body = (await response.json()) as { results: unknown[]; total?: number };
    results.push(...body.results);
    if (body.results.length < PAGE) break;
  }
  return results;
}
