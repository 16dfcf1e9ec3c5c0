/**
 * The dashboard content API client (rules.md: Content API; Generic response handling).
 *
 * - GET only, with the basic-authorization header.
 * - Base host; the staging host when the staging environment is set; some calls force
 *   the production host.
 * - On error a request is made up to 3 times in total, each call counting its own
 *   attempts; each failure is logged as 'Error fetching from …' and the last error
 *   propagates. A 404 of a payload the contract calls optional (a site without blog posts,
 *   content pages, promotions, search slugs or templates) is an answer, not an error: it
 *   is neither retried nor logged.
 *
 * The transport is any fetch-compatible function, so the same client reads the HTTP API
 * or the sample store on disk (see sample-store.ts), which mirrors the API's paths.
 */
import { ApiError, raiseForStatus, readBody, type BodyKind } from './api-error';

export const CONTENT_API_ATTEMPTS = 3;

export interface ContentApiOptions {
  /** Production base, e.g. https://dashboard.example.com/api/v1 */
  host: string;
  /** Used instead of host when staging is true (except for production-only calls). */
  stagingHost?: string;
  staging?: boolean;
  /** The basic-authorization token: sent as `Authorization: Basic {token}`. */
  token?: string;
  fetch?: typeof fetch;
  /** Where 'Error fetching from …' goes; console.error by default. */
  log?: (message: string) => void;
  /** Delay between attempts in ms (0 in tests). */
  retryDelayMs?: number;
}

export interface GetOptions {
  /** Force the production host (manufacturers, models). */
  production?: boolean;
  query?: Record<string, string | number | undefined>;
  as?: BodyKind;
  /** The contract says a 404 means "none": it is thrown at once, unlogged and not retried. */
  optional?: boolean;
}

export interface ContentApi {
  get<T = unknown>(path: string, options?: GetOptions): Promise<T>;
  url(path: string, options?: GetOptions): string;
}

export function createContentApi(options: ContentApiOptions): ContentApi {
  const doFetch = options.fetch ?? fetch;
  const log = options.log ?? ((message: string) => console.error(message));
  const delay = options.retryDelayMs ?? 250;

  function url(path: string, get: GetOptions = {}): string {
    const base =
      !get.production && options.staging && options.stagingHost
        ? options.stagingHost
        : options.host;
    const u = new URL(path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`);
    for (const [key, value] of Object.entries(get.query ?? {})) {
      if (value !== undefined) u.searchParams.set(key, String(value));
    }
    return u.toString();
  }

  async function get<T>(path: string, get: GetOptions = {}): Promise<T> {
    const target = url(path, get);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token) headers.authorization = `Basic ${options.token}`;
    let lastError: unknown;
    for (let attempt = 1; attempt <= CONTENT_API_ATTEMPTS; attempt++) {
      try {
        const response = await doFetch(target, { method: 'GET', headers });
        await raiseForStatus(response);
        return (await readBody(response, get.as ?? 'json')) as T;
      } catch (error) {
        if (get.optional && error instanceof ApiError && error.status === 404) throw error;
        lastError = error;
        log(
          `Error fetching from ${target}: ${error instanceof Error ? error.message : String(error)}`,
        );
        if (attempt < CONTENT_API_ATTEMPTS && delay > 0)
          await new Promise((r) => setTimeout(r, delay * attempt));
      }
    }
    const error =
      lastError instanceof ApiError
        ? lastError
        : new ApiError(lastError instanceof Error ? lastError.message : String(lastError), 0);
    error.attempts = CONTENT_API_ATTEMPTS;
    throw error;
  }

  return { get, url };
}

/** Content API paths (rules.md: Content API), in one place. */
export const paths = {
  website: (websiteId: string | number) => `websites/${websiteId}.json`,
  car: (websiteId: string | number, carId: string | number) =>
    `websites/${websiteId}/cars/${carId}.json`,
  manufacturer: (id: string | number) => `manufacturers/${id}.json`,
  model: (id: string | number) => `models/${id}.json`,
  searchSlugs: (websiteId: string | number) => `websites/${websiteId}/pages/search_slugs.json`,
  promotions: (websiteId: string | number) => `websites/${websiteId}/promotions.json`,
  searchPageTemplates: (websiteId: string | number) =>
    `websites/${websiteId}/search_page_templates.json`,
  pages: (websiteId: string | number) => `websites/${websiteId}/pages.json`,
  blogs: (websiteId: string | number) => `websites/${websiteId}/blogs.json`,
} as const;

/** Search slugs and search page templates are cached and revalidated every 604800 s (7 days). */
export const CONTENT_CACHE_SECONDS = 604800;
/** Promotions API version. */
export const PROMOTIONS_VERSION = 2;
