/**
 * A tenant's lead delivery channels, from its server configuration (config.ts, lead-settings.ts):
 *   lead-api       the dealer dashboard's lead API, when LEAD_API_URL is set;
 *   crm-adf        ADF/XML POSTed to a CRM, when LEAD_ADF_URL is set;
 *   crm-adf-email  ADF/XML e-mailed to a CRM's lead address, when LEAD_ADF_EMAIL_TO is set;
 *   email          plain text with the ADF attached to people, when LEAD_EMAIL_TO is set;
 *   webhook        signed JSON, when LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET are set;
 *   alarm          the overdue-lead alarm, when LEAD_ESCALATION_EMAIL is set (it takes no lead
 *                  of its own: the housekeeping raises its rows).
 * Each has its own outbox row per lead, so its own attempts, backoff and status. A tenant with
 * no channel keeps its leads in the database ('stored').
 */
import type { ServerConfig } from './config';
import { LEAD_API_CHANNEL, leadApiChannel, type Channels, type ChannelSender } from './delivery';
import type { Fetch } from './upstream';
import {
  ALARM_CHANNEL,
  CRM_ADF_CHANNEL,
  CRM_ADF_EMAIL_CHANNEL,
  EMAIL_CHANNEL,
  WEBHOOK_CHANNEL,
} from '../domain/leads/channel-names';
import { adfPostChannel } from './lead-channels/adf-post';
import { webhookChannel } from './lead-channels/webhook';
import { crmEmailChannel, peopleEmailChannel } from './lead-channels/email';
import { alarmChannel } from './lead-channels/alarm';
import { smtpMailer, type SendMail } from './lead-channels/mailer';

export function tenantChannels(
  config: ServerConfig,
  options: { fetch?: Fetch; now?: () => number; sendMail?: SendMail } = {},
): Channels {
  const channels = new Map<string, ChannelSender>();
  const timeoutMs = config.upstreamTimeoutMs;
  if (config.leadApi)
    channels.set(
      LEAD_API_CHANNEL,
      leadApiChannel(config.leadApi, { timeoutMs, fetch: options.fetch }),
    );
  const leads = config.leads;
  if (leads.adfPost)
    channels.set(
      CRM_ADF_CHANNEL,
      adfPostChannel(leads.adfPost, { timeoutMs, fetch: options.fetch }),
    );
  if (leads.webhook)
    channels.set(
      WEBHOOK_CHANNEL,
      webhookChannel(leads.webhook, { timeoutMs, fetch: options.fetch, now: options.now }),
    );
  if (leads.smtp) {
    const from = leads.smtp.from;
    const send = options.sendMail ?? smtpMailer(leads.smtp, timeoutMs);
    if (leads.adfEmail)
      channels.set(
        CRM_ADF_EMAIL_CHANNEL,
        crmEmailChannel(leads.adfEmail, { channel: CRM_ADF_EMAIL_CHANNEL, from, send }),
      );
    if (leads.email)
      channels.set(
        EMAIL_CHANNEL,
        peopleEmailChannel(leads.email, { channel: EMAIL_CHANNEL, from, send }),
      );
    if (leads.escalation)
      channels.set(
        ALARM_CHANNEL,
        alarmChannel(leads.escalation, { from, send, overdueMinutes: leads.overdueMinutes }),
      );
  }
  return channels;
}
