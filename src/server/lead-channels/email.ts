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
import { domainOf, type OutgoingMail, type SendMail } from './mailer';

function messageId(lead: StoredLead, channel: string, from: string): string {
  return `<${lead.id}.${channel}@${domainOf(from)}>`;
}

type EmailOptions = { channel: string; from: string; send: SendMail };
type LeadView = ReturnType<typeof leadView>;

/**
 * An e-mail channel for customer leads: the recipients, the site's name as sender, the
 * lead's reference and a Message-ID that is the same on every retry; `compose` adds what
 * the channel's message says.
 */
function leadEmailChannel(
  to: string[],
  options: EmailOptions,
  compose: (
    lead: StoredLead,
    view: LeadView,
  ) => Pick<OutgoingMail, 'subject' | 'text' | 'replyTo' | 'attachments'>,
): ChannelSender {
  return {
    waitsForParent: true,
    takes: (kind) => CUSTOMER_LEAD_KINDS.includes(kind),
    async send(lead, context) {
      const view = leadView(lead, context.parent);
      const status = await options.send({
        to,
        fromName: headerText(`${view.site.name || view.site.slug} leads`),
        messageId: messageId(lead, options.channel, options.from),
        headers: { 'X-Lead-Reference': lead.id },
        ...compose(lead, view),
      });
      return { upstreamId: null, status };
    },
  };
}

/** People's inboxes: the lead in plain text, the ADF document attached. */
export function peopleEmailChannel(to: string[], options: EmailOptions): ChannelSender {
  return leadEmailChannel(to, options, (lead, view) => {
    const file = `lead-${lead.id}.xml`;
    return {
      subject: leadSubject(view),
      text: leadMailText(view, file),
      replyTo: isPlainAddress(view.customer.email) ? view.customer.email : undefined,
      attachments: [{ filename: file, content: adfDocument(view), contentType: 'application/xml' }],
    };
  });
}

/** A CRM's lead address: the ADF document as the body. */
export function crmEmailChannel(to: string[], options: EmailOptions): ChannelSender {
  return leadEmailChannel(to, options, (lead, view) => ({
    subject: headerText(`ADF lead ${lead.id}`),
    text: adfDocument(view),
  }));
}
