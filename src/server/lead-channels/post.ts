/**
 * One POST of a lead to a dealer's system (a CRM's ADF endpoint, a webhook), bounded in time.
 * A reply outside 2xx, a timeout or an unreachable host rejects with the HTTP status (if any) on
 * the error, for the delivery log; the reply's body is not kept (it may echo the customer).
 * Credentials in the URL (user:password@) are sent as Basic authorization: fetch refuses them
 * in the URL itself.
 */
import type { Fetch } from '../upstream';

export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

export async function postLead(input: {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  fetch?: Fetch;
}): Promise<number> {
  const url = new URL(input.url);
  const headers = { ...input.headers };
  if (url.username || url.password) {
    const user = decodeURIComponent(url.username);
    const password = decodeURIComponent(url.password);
    headers.authorization ??= `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    url.username = '';
    url.password = '';
  }
  let response: Response;
  try {
    response = await (input.fetch ?? fetch)(url, {
      method: 'POST',
      headers,
      body: input.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(input.timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    throw new DeliveryError(
      name === 'TimeoutError' || name === 'AbortError'
        ? `no answer within ${input.timeoutMs} ms`
        : `unreachable: ${((error as Error).cause as { code?: string } | undefined)?.code ?? (error as Error).message}`,
    );
  }
  await response.body?.cancel().catch(() => undefined);
  if (response.status < 200 || response.status > 299)
    throw new DeliveryError(
      `answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
      response.status,
    );
  return response.status;
}
