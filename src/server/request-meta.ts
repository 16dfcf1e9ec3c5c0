/**
 * What an endpoint knows of the request beyond its body: the client's address (limits count per
 * client) and the platform's way to keep working after the response (Netlify's
 * context.waitUntil; a Node server simply keeps running).
 */
export interface RequestMeta {
  clientAddress: string;
  waitUntil?: (promise: Promise<unknown>) => void;
}

export const NO_META: RequestMeta = { clientAddress: 'unknown' };

/** The meta of an Astro API route's context. */
export function requestMeta(context: { clientAddress?: string; locals?: unknown }): RequestMeta {
  let clientAddress = 'unknown';
  try {
    clientAddress = context.clientAddress || 'unknown';
  } catch {
    // an adapter that cannot tell the address
  }
  const netlify = (
    context.locals as { netlify?: { context?: { waitUntil?: (p: Promise<unknown>) => void } } }
  )?.netlify?.context;
  return { clientAddress, waitUntil: netlify?.waitUntil?.bind(netlify) };
}

/** Work to finish after the response: kept alive by the platform where it needs telling. */
export function afterResponse(meta: RequestMeta, work: Promise<unknown>, what: string): void {
  const safe = work.catch((error) =>
    console.error(`[api] ${what} failed after the response: ${(error as Error).message}`),
  );
  meta.waitUntil?.(safe);
}
