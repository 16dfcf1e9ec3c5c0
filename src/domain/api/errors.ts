/**
 * Generic response handling (rules.md: The calls it makes, rules.md: Generic response handling):
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

/**
 * A search engine's (Meilisearch's) own error message: its JSON `message`, with its `code`
 * when it has one, e.g. 'The provided API key is invalid. (invalid_api_key)'; otherwise
 * 'An unexpected error occurred: {statusText}'.
 */
export function searchEngineErrorMessage(body: unknown, statusText: string): string {
  const fields =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as { message?: unknown; code?: unknown })
      : {};
  if (typeof fields.message !== 'string') return `${UNEXPECTED_ERROR_PREFIX}${statusText}`;
  return typeof fields.code === 'string' ? `${fields.message} (${fields.code})` : fields.message;
}
