/**
 * Generic response handling (rules.md: Generic response handling, rules.md: The calls it makes):
 * a non-OK response raises the JSON field `error` with the HTTP status attached,
 * otherwise 'An unexpected error occurred: {statusText}'.
 */
import { responseErrorMessage } from '../domain/api/errors';

export { UNEXPECTED_ERROR_PREFIX } from '../domain/api/errors';

export class ApiError extends Error {
  readonly status: number;
  /** Set by the content API client when a call gave up: the attempts it made. */
  attempts?: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export async function raiseForStatus(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response
    .clone()
    .json()
    .catch(() => null);
  throw new ApiError(responseErrorMessage(body, response.statusText), response.status);
}

export type BodyKind = 'json' | 'blob' | 'text';

/** Successful bodies are read as JSON, blob or text. */
export async function readBody(response: Response, kind: BodyKind): Promise<unknown> {
  if (kind === 'blob') return response.blob();
  if (kind === 'text') return response.text();
  return response.json();
}
