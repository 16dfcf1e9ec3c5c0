/** Typed inputs for the search clients' tests. */
import type { meiliSearchClient } from '../../src/search-engines/meilisearch';
import type { InstantSearchRequest } from '../../src/search-engines/embedded/client';
import type { Doc } from '../../src/search-engines/embedded/engine';

type MeiliRequest = Parameters<ReturnType<typeof meiliSearchClient>['search']>[0][number];

/** What InstantSearch passes to a search client's search(), as both clients take it. */
export type SearchRequests = (MeiliRequest & InstantSearchRequest)[];

/** An index row with an id: a document the embedded engine takes. */
export function isDoc(row: Record<string, unknown>): row is Doc {
  return typeof row.id === 'number' || typeof row.id === 'string';
}
