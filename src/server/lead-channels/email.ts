/**
 * The e-mail channels:
 *   - for people (LEAD_EMAIL_TO): the lead in plain text, with its ADF document attached
 *     (lead-<reference>.xml) for the records or a CRM that reads attachments; Reply-To is the
 *     customer, when they gave a plain e-mail address, so a reply reaches them;
 *   - for a CRM's lead address (LEAD_ADF_EMAIL_TO): the ADF document as the whole plain-text
 *     body, which is where CRMs' e-mail importers read it.
 * Header values are one line (lead-mail.ts headerText): no CR or LF from a name or an address
 * reaches a header, and the customer's address is used only when it is a plain address.
 */
import type { ChannelSender } from '../delivery';
import type { StoredLead } from '../stores/leads';
import { adfDocument } from '../../domain/leads/adf';
import { leadView } from '../../domain/leads/lead-view';
import { headerText, leadMailText, leadSubject } from '../../domain/leads/lead-mail';
import { CUSTOMER_LEAD_KINDS } from '../../domain/leads/lead-kinds';
import { isPlainAddress } from '../lead-settings';
import { domainOf, type SendMail } from './mailer';

function messageId(lead: StoredLead, channel: string, from: string): string {
  return `<${lead.id}.${channel}@${domainOf(from)}>`;
}

export function peopleEmailChannel(
  to: string[],
  options: { channel: string; from: string; send: SendMail },
): ChannelSender {
  return {
    waitsForParent: true,
    takes: (kind) => CUSTOMER_LEAD_KINDS.includes(kind),
    async send(lead, context) {
      const view = leadView(lead, context.parent);
      const file = `lead-${lead.id}.xml`;
      const status = await options.send({
        to,
        fromName: headerText(`${view.site.name || view.site.slug} leads`),
        subject: leadSubject(view),
        text: leadMailText(view, file),
        replyTo: isPlainAddress(view.customer.email) ? view.customer.email : undefined,
        messageId: messageId(lead, options.channel, options.from),
        headers: { 'X-Lead-Reference': lead.id },
        attachments: [
          { filename: file, content: adfDocument(view), contentType: 'application/xml' },
        ],
      });
      return { upstreamId: null, status };
    },
  };
}

export function crmEmailChannel(
  to: string[],
  options: { channel: string; from: string; send: SendMail },
): ChannelSender {
  return {
    waitsForParent: true,
    takes: (kind) => CUSTOMER_LEAD_KINDS.includes(kind),
    async send(lead, context) {
      const view = leadView(lead, context.parent);
      const status = await options.send({
        to,
        fromName: headerText(`${view.site.name || view.site.slug} leads`),
        subject: headerText(`ADF lead ${lead.id}`),
        text: adfDocument(view),
        messageId: messageId(lead, options.channel, options.from),
        headers: { 'X-Lead-Reference': lead.id },
      });
      return { upstreamId: null, status };
    },
  };
}
