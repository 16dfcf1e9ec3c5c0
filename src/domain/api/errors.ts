/**
 * Generic response handling (vehicles-and-shopping.md §7, tenants-and-content.md §7.2):
 * a non-OK response's message is the JSON field `error`, otherwise
 * 'An unexpected error occurred: {statusText}'. Pure: servers, build and islands share it.
 */
export const UNEXPECTED_ERROR_PREFIX = 'An unexpected error occurred: ';

export function responseErrorMessage(body: unknown, statusText: string): string {
  const error =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as { error?: unknown }).error
      : undefined;
  return typeof error === 'string' ? error : `${UNEXPECTED_ERROR_PREFIX}${statusText}`;
}
