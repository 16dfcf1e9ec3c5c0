/**
 * Calls to upstream services, from the server only: every call has a timeout, sends its key
 * in a header, and turns a non-OK reply into an error carrying the upstream's `error`
 * message (or 'An unexpected error occurred: {statusText}', rules.md: Generic response handling).
 */
import type { Upstream } from './config';
import { ApiError, raiseForStatus } from '../data/api-error';

export type Fetch = typeof fetch;

export interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  headers?: Record<string, string>;
  timeoutMs: number;
  fetch?: Fetch;
  /** How the key is sent: a bearer token (default) or a basic-authorization header. */
  auth?: 'bearer' | 'basic' | 'none';
}

export function upstreamUrl(
  upstream: Upstream,
  pathname: string,
  query: CallOptions['query'] = {},
): string {
  const url = new URL(`${upstream.url}${pathname.startsWith('/') ? pathname : `/${pathname}`}`);
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  return url.toString();
}

/** One call; resolves with the parsed JSON (or null for an empty body), rejects with UpstreamError. */
export async function callUpstream(
  upstream: Upstream,
  pathname: string,
  options: CallOptions,
): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (upstream.key && options.auth !== 'none')
    headers.authorization =
      options.auth === 'basic' ? `Basic ${upstream.key}` : `Bearer ${upstream.key}`;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(upstreamUrl(upstream, pathname, options.query), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    throw new ApiError(
      name === 'TimeoutError' || name === 'AbortError'
        ? `Upstream timed out after ${options.timeoutMs} ms`
        : `Upstream unreachable: ${(error as Error).message}`,
      0,
    );
  }
  await raiseForStatus(response);
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  return body;
}
