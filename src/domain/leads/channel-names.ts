/**
 * The lead delivery channels by name (the name is kept with each outbox row) and the words the
 * dealer reads for each in the delivery log, the alarm and `npm run leads`.
 */
export const LEAD_API_CHANNEL = 'lead-api';
/** ADF/XML by HTTP POST to a CRM's endpoint. */
export const CRM_ADF_CHANNEL = 'crm-adf';
/** ADF/XML by e-mail to a CRM's lead address: the document is the e-mail's body. */
export const CRM_ADF_EMAIL_CHANNEL = 'crm-adf-email';
/** E-mail for people: plain text, the ADF document attached. */
export const EMAIL_CHANNEL = 'email';
/** JSON by HTTP POST, signed (HMAC-SHA256 over timestamp and body). */
export const WEBHOOK_CHANNEL = 'webhook';
/**
 * The overdue-lead alarm: an outbox row of a lead that was not delivered on any channel in
 * time, or was dead-lettered (one per lead: it is sent once). It is no delivery of the lead, so
 * a lead's own status leaves it out.
 */
export const ALARM_CHANNEL = 'alarm';

export const CHANNEL_LABELS: Readonly<Record<string, string>> = {
  [LEAD_API_CHANNEL]: 'Dealer dashboard',
  [CRM_ADF_CHANNEL]: 'CRM (ADF by HTTP)',
  [CRM_ADF_EMAIL_CHANNEL]: 'CRM (ADF by e-mail)',
  [EMAIL_CHANNEL]: 'E-mail',
  [WEBHOOK_CHANNEL]: 'Webhook',
  [ALARM_CHANNEL]: 'Overdue alarm',
};

/** A channel's words for the dealer (its name, for one this version does not know). */
export function channelLabel(channel: string): string {
  return CHANNEL_LABELS[channel] ?? channel;
}
