/**
 * SMS through an HTTP provider: POST {SMS_API_URL} with JSON { to, body, from } and the key as
 * a bearer token; a 2xx reply is accepted (its `id` or `message_id` kept), anything else is an
 * error the outbox retries. Providers differ in their wire format; this is the one shape the
 * platform speaks, and a provider that wants another sits behind a small adapter.
 */
import { callUpstream, type Fetch } from '../upstream';
import type { SmsSender } from './messenger';

export function httpSmsSender(
  provider: { url: string; key: string | null; from: string | null },
  options: { timeoutMs: number; fetch?: Fetch },
): SmsSender {
  return {
    kind: 'http',
    async send(message) {
      const url = new URL(provider.url);
      const upstream = { url: url.origin, key: provider.key ?? undefined };
      const reply = await callUpstream(upstream, `${url.pathname}${url.search}`, {
        body: { to: message.to, body: message.body, from: provider.from },
        timeoutMs: options.timeoutMs,
        fetch: options.fetch,
      });
      const r = reply && typeof reply === 'object' ? (reply as Record<string, unknown>) : {};
      const id = r.id ?? r.message_id;
      return { id: id == null ? null : String(id), status: 200 };
    },
  };
}
