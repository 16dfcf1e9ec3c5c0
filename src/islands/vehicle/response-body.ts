/**
 * Reading the site's endpoints from islands. A response whose body is never read keeps its
 * request open in the browser, so a body the island does not want is cancelled.
 */
export function discard(response: Response): void {
  response.body?.cancel().catch(() => undefined);
}

/** The JSON body of an ok response, else null (the body of a non-ok one is discarded). */
export async function okJson<T = unknown>(response: Response): Promise<T | null> {
  if (!response.ok) {
    discard(response);
    return null;
  }
  return (await response.json()) as T;
}
