/**
 * Reading a search index's documents at build time: from the sample store
 * (indexes/{uid}.json) or, when a search host is configured, from Meilisearch with the
 * documents-fetch route (POST /indexes/{uid}/documents/fetch with a filter), paged.
 * The build key (MEILI_BUILD_KEY) stays in the build: pages only ever get the search key.
 */
import { raiseForStatus } from './api-error';
import type { ContentSource } from './tenant-context';
import { indexPath } from './sample-store';

const PAGE = 1000;
const MAX_DOCUMENTS = 100_000;

export interface SearchHost {
  host: string;
  key: string;
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
  const results: unknown[] = [];
  for (let offset = 0; offset < MAX_DOCUMENTS; offset += PAGE) {
    const response = await doFetch(
      `${base}/indexes/${encodeURIComponent(indexUid)}/documents/fetch`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${options.search.key}`,
        },
        body: JSON.stringify({ filter: options.filter || undefined, limit: PAGE, offset }),
      },
    );
    await raiseForStatus(response);
    const body = (await response.json()) as { results: unknown[]; total?: number };
    results.push(...body.results);
    if (body.results.length < PAGE) break;
  }
  return results;
}
