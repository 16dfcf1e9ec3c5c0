/**
 * Generic response handling (tenants-and-content.md §7.2, vehicles-and-shopping.md §7):
 * a non-OK response raises the JSON field `error` with the HTTP status attached,
 * otherwise 'An unexpected error occurred: {statusText}'.
 */
export class ApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export const UNEXPECTED_ERROR_PREFIX = 'An unexpected error occurred: ';

export async function raiseForStatus(response: Response): Promise<void> {
  if (response.ok) return;
  let message: string | undefined;
  try {
    const body = (await response.clone().json()) as unknown;
    if (body && typeof body === 'object' && 'error' in body && typeof (body as { error: unknown }).error === 'string') {
      message = (body as { error: string }).error;
    }
  } catch {
    // not JSON: fall through to the generic message
  }
  throw new ApiError(message ?? `${UNEXPECTED_ERROR_PREFIX}${response.statusText}`, response.status);
}

export type BodyKind = 'json' | 'blob' | 'text';

/** Successful bodies are read as JSON, blob or text. */
export async function readBody(response: Response, kind: BodyKind): Promise<unknown> {
  if (kind === 'blob') return response.blob();
  if (kind === 'text') return response.text();
  return response.json();
}
