/** The CRM channel by HTTP: each lead's ADF/XML document POSTed to the CRM's endpoint. */
import type { ChannelSender } from '../delivery';
import type { Fetch } from '../upstream';
import { ADF_CONTENT_TYPE, adfDocument } from '../../domain/leads/adf';
import { leadView } from '../../domain/leads/lead-view';
import { CUSTOMER_LEAD_KINDS } from '../../domain/leads/lead-kinds';
import { postLead } from './post';

export function adfPostChannel(
  target: { url: string; token: string | null },
  options: { timeoutMs: number; fetch?: Fetch },
): ChannelSender {
  return {
    waitsForParent: true,
    takes: (kind) => CUSTOMER_LEAD_KINDS.includes(kind),
    async send(lead, context) {
      const status = await postLead({
        url: target.url,
        body: adfDocument(leadView(lead, context.parent)),
        headers: {
          'content-type': ADF_CONTENT_TYPE,
          // the same on every retry: a CRM that saw the lead can tell it is the same one
          'idempotency-key': lead.id,
          ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
        },
        timeoutMs: options.timeoutMs,
        fetch: options.fetch,
      });
      return { upstreamId: null, status };
    },
  };
}
