/**
 * Reading requests and answering them the way every endpoint must
 * (vehicles-and-shopping.md §7 Generic response handling): an error reply is JSON with an
 * `error` message (and `fields` with per-field messages for validation); bodies are capped,
 * must be JSON, and may not carry prototype keys.
 */
import type { z } from 'zod';
import { fieldErrors } from '../domain/leads/fields';
import { findForbiddenKey } from '../domain/leads/request';
import { FORM_ERRORS_HEADING } from '../domain/leads/messages';
import type { ApiErrorBody } from '../domain/api/endpoints';
import { isConnectionError } from '../db/sql';

export const BODY_LIMITS = { lead: 32 * 1024, tradeIn: 16 * 1024, small: 4 * 1024 } as const;

export const MESSAGES = {
  notJson: 'The request body must be JSON (Content-Type: application/json).',
  malformed: 'The request body is not valid JSON.',
  tooLarge: 'The request body is too large.',
  forbiddenKey: 'The request contains a field name that is not allowed.',
  notObject: 'The request body must be a JSON object.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'This is unavailable just now. Please try again in a few minutes.',
} as const;

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

export async function readCapped(request: Request, limit: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new HttpError(413, MESSAGES.tooLarge);
    }
    chunks.push(value);
  }
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

export function queryParam(url: URL, name: string, max = 200): string {
  return (url.searchParams.get(name) ?? '').slice(0, max);
}
