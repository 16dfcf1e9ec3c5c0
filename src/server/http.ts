/**
 * Reading requests and answering them the way every endpoint must
 * (rules.md: Generic response handling): an error reply is JSON with an
 * `error` message (and `fields` with per-field messages for validation); bodies are capped,
 * must arrive within BODY_TIMEOUT_MS, must be JSON, and may not carry prototype keys. An
 * upstream service's own error text is logged, never sent: the visitor gets the generic
 * 'An unexpected error occurred: Bad Gateway'. A method a route does not take is a 405 with
 * the route's Allow list.
 */
import { STATUS_CODES } from 'node:http';
import type { z } from 'zod';
import { fieldErrors } from '../domain/leads/fields';
import { findForbiddenKey } from '../domain/leads/request';
import { FORM_ERRORS_HEADING } from '../domain/leads/messages';
import type { ApiErrorBody } from '../domain/api/endpoints';
import { isConnectionError } from '../db/sql';
import { UNEXPECTED_ERROR_PREFIX } from '../domain/api/errors';

export const BODY_LIMITS = { lead: 32 * 1024, tradeIn: 16 * 1024, small: 4 * 1024 } as const;

export const MESSAGES = {
  notJson: 'The request body must be JSON (Content-Type: application/json).',
  malformed: 'The request body is not valid JSON.',
  tooLarge: 'The request body is too large.',
  forbiddenKey: 'The request contains a field name that is not allowed.',
  notObject: 'The request body must be a JSON object.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'This is unavailable just now. Please try again in a few minutes.',
  timeout: 'The request body did not arrive in time.',
  methodNotAllowed: 'This address does not take that method.',
} as const;

/** How long a request's body may take to arrive, once its headers are in. */
export const BODY_TIMEOUT_MS = 5_000;

/** What a visitor reads when an upstream service failed: the spec's generic message, never the upstream's. */
export const UPSTREAM_FAILED = `${UNEXPECTED_ERROR_PREFIX}${STATUS_CODES[502]}`;

export class HttpError extends Error {
  readonly status: number;
  readonly fields?: Record<string, string[]>;
  constructor(status: number, message: string, fields?: Record<string, string[]>) {
    super(message);
    this.status = status;
    this.fields = fields;
  }
}

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
};

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

export function errorResponse(
  status: number,
  error: string,
  fields?: Record<string, string[]>,
): Response {
  const body: ApiErrorBody =
    fields && Object.keys(fields).length > 0 ? { error, fields } : { error };
  return json(body, status);
}

/** Reads at most `limit` bytes of a JSON object body; refuses anything else with the right status. */
export async function readJson(request: Request, limit: number): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type.trim())) throw new HttpError(415, MESSAGES.notJson);
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > limit) throw new HttpError(413, MESSAGES.tooLarge);
  const text = await readCapped(request, limit);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, MESSAGES.malformed);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new HttpError(400, MESSAGES.notObject);
  const forbidden = findForbiddenKey(value);
  if (forbidden)
    throw new HttpError(400, MESSAGES.forbiddenKey, { [forbidden]: [MESSAGES.forbiddenKey] });
  return value as Record<string, unknown>;
}

/**
 * Reads at most `limit` bytes of the body as UTF-8 text: a larger body is a 413, one that has
 * not arrived within `timeoutMs` a 408 (a client that never sends it holds nothing for long).
 */
export async function readCapped(
  request: Request,
  limit: number,
  timeoutMs = BODY_TIMEOUT_MS,
): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HttpError(408, MESSAGES.timeout)), timeoutMs);
  });
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), late]);
      if (done) break;
      size += value.byteLength;
      if (size > limit) throw new HttpError(413, MESSAGES.tooLarge);
      chunks.push(value);
    }
  } catch (error) {
    void reader.cancel().catch(() => undefined);
    // a body cut off by the client (the connection closed mid-way) is a bad request, not ours
    throw error instanceof HttpError ? error : new HttpError(400, MESSAGES.malformed);
  } finally {
    clearTimeout(timer);
  }
  return decodeUtf8(chunks, size);
}

function decodeUtf8(chunks: Uint8Array[], size: number): string {
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(all);
  } catch {
    throw new HttpError(400, MESSAGES.malformed);
  }
}

/** Parses with a zod schema; a failure is a 400 with the field messages under 'Please fix the following errors:'. */
export function parseOr400<S extends z.ZodType>(
  schema: S,
  value: unknown,
  prefix = '',
): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const keyed = prefix
    ? Object.fromEntries(Object.entries(fields).map(([k, v]) => [k ? `${prefix}.${k}` : prefix, v]))
    : fields;
  throw new HttpError(400, FORM_ERRORS_HEADING, keyed);
}

/** Runs a handler; HttpErrors become their status, anything else a logged 500, both in the generic format. */
export async function handle(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.status, error.message, error.fields);
    if (isConnectionError(error)) {
      console.error(`[api] the database is unavailable: ${(error as Error).message}`);
      return errorResponse(503, MESSAGES.unavailable);
    }
    console.error('[api] unexpected error:', error);
    return errorResponse(500, MESSAGES.internal);
  }
}

/**
 * An upstream service failed: its error (which may name hosts, users or queries) goes to the
 * log under `label`; the visitor gets a 502 with UPSTREAM_FAILED.
 */
export function upstreamFailure(label: string, error: unknown): HttpError {
  console.error(
    `[${label}] upstream failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  return new HttpError(502, UPSTREAM_FAILED);
}

const HANDLER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The handlers an endpoint's source exports (`export const GET`, `export async function POST`,
 * `export { x as DELETE }`…), read from its text: the middleware holds the sources as strings, so
 * the bundles gain no chunk per endpoint (src/build/bundle-reuse.ts compares them).
 */
export function exportedHandlers(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(
    /^[ \t]*export\s+(?:const|let|var|(?:async\s+)?function\*?)\s+([A-Z]+)\b/gm,
  ))
    names.add(m[1]);
  for (const m of source.matchAll(/^[ \t]*export\s*\{([^}]*)\}/gm))
    for (const part of m[1].split(','))
      names.add(
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()
          ?.trim() ?? '',
      );
  return [...names].filter((n) => [...HANDLER_METHODS, 'ALL'].includes(n));
}

/** The methods an endpoint answers, for Allow: its handlers, HEAD with GET, and OPTIONS; null: any (ALL). */
export function allowedMethods(handlers: readonly string[]): string[] | null {
  if (handlers.includes('ALL')) return null;
  const methods: string[] = HANDLER_METHODS.filter((m) => handlers.includes(m));
  if (methods.includes('GET')) methods.splice(1, 0, 'HEAD');
  return [...methods, 'OPTIONS'];
}

/** OPTIONS: 204 with the Allow list; any other method not in it: 405 with the list. */
export function methodNotAllowed(method: string, allow: readonly string[]): Response {
  const headers = { allow: allow.join(', '), 'cache-control': 'no-store' };
  if (method === 'OPTIONS') return new Response(null, { status: 204, headers });
  return json({ error: MESSAGES.methodNotAllowed } satisfies ApiErrorBody, 405, headers);
}

export function queryParam(url: URL, name: string, max = 200): string {
  return (url.searchParams.get(name) ?? '').slice(0, max);
}
