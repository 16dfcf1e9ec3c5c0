/** What a search island receives from its page: the configuration (made by src/page-data/search.ts) and its state. */
import type { SearchUiState } from '../../domain/search/url-state';
import type { SearchPageConfig } from '../../page-data/search-page-config';

export type { SearchPageConfig };

export interface SearchAppProps {
  config: SearchPageConfig;
  /** The page's own state (from its path); the URL's query may refine it further. */
  initialState: SearchUiState;
  /** The page URL while prerendering. */
  serverUrl?: string;
  serverState?: unknown;
  /** Heading of the results. */
  heading: string;
}

/** Island props travel as one JSON string: far smaller in the HTML than a serialised object tree. */
export type Payload<T> = { payload: string } | T;

/**
 * Payloads whose object the server still holds (payloadOf), by their JSON: while prerendering,
 * an island reads the object back instead of parsing its payload (a search page's, with its
 * results, is about 100 KB). Each is taken once, by the island's server render; in the browser
 * this is empty.
 */
const heldPayloads = new Map<string, unknown>();

/** A page's island payload: the JSON the browser parses, with the object held for the server render. */
export function payloadOf<T>(value: T): string {
  const json = JSON.stringify(value);
  heldPayloads.set(json, value);
  return json;
}

export function readPayload<T>(props: Payload<T>): T {
  if (!('payload' in (props as object))) return props as T;
  const { payload } = props as { payload: string };
  const held = heldPayloads.get(payload);
  if (held === undefined) return JSON.parse(payload) as T;
  heldPayloads.delete(payload);
  return held as T;
}
