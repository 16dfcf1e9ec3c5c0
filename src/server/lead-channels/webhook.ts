/**
 * The webhook channel: each lead as JSON (lead-webhook.ts), signed like the rebuild webhook:
 * HMAC-SHA256 with the shared secret over `{timestamp}.{raw body}` (rebuild-signature.ts), so
 * the dealer's developer can check it came from the site and was not replayed.
 */
import type { ChannelSender } from '../delivery';
import type { Fetch } from '../upstream';
import { signTimestamped } from '../rebuild-signature';
import { leadView } from '../../domain/leads/lead-view';
import { LEAD_WEBHOOK_HEADERS, leadWebhookBody } from '../../domain/leads/lead-webhook';
import { postLead } from './post';

export function webhookChannel(
  target: { url: string; secret: string },
  options: { timeoutMs: number; fetch?: Fetch; now?: () => number },
): ChannelSender {
  const now = options.now ?? Date.now;
  return {
    waitsForParent: true,
    async send(lead, context) {
      const body = JSON.stringify(leadWebhookBody(leadView(lead, context.parent)));
      const timestamp = Math.floor(now() / 1000);
      const status = await postLead({
        url: target.url,
        body,
        headers: {
          'content-type': 'application/json',
          [LEAD_WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [LEAD_WEBHOOK_HEADERS.signature]: signTimestamped(target.secret, timestamp, body),
          [LEAD_WEBHOOK_HEADERS.idempotencyKey]: lead.id,
        },
        timeoutMs: options.timeoutMs,
        fetch: options.fetch,
      });
      return { upstreamId: null, status };
    },
  };
}
