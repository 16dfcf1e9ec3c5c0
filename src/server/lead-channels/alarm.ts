/**
 * The overdue-lead alarm's sender: one e-mail to the escalation addresses naming the lead by its
 * reference, with each channel's state and the delivery log's address; no personal data. Its
 * outbox rows are raised by the housekeeping (lead-housekeeping.ts), one per lead, and sent once
 * like any other row.
 */
import type { ChannelSender } from '../delivery';
import type { OutboxRow } from '../stores/outbox';
import { leadView } from '../../domain/leads/lead-view';
import { alarmMail, type AlarmChannelState } from '../../domain/leads/lead-mail';
import { channelLabel } from '../../domain/leads/channel-names';
import { leadLogUrl } from '../../domain/leads/delivery-log-paths';
import { domainOf, type SendMail } from './mailer';

const RANK = { dead: 2, pending: 1, delivered: 0 } as const;

/** Each channel's state over a lead and its follow-ups: the worst of its rows. */
export function channelStates(rows: readonly OutboxRow[]): AlarmChannelState[] {
  const by = new Map<string, AlarmChannelState>();
  for (const r of rows) {
    const seen = by.get(r.channel);
    if (!seen) {
      by.set(r.channel, {
        channel: r.channel,
        label: channelLabel(r.channel),
        status: r.status,
        attempts: r.attempts,
        lastStatus: r.lastStatus,
      });
      continue;
    }
    seen.attempts += r.attempts;
    if (RANK[r.status] > RANK[seen.status]) {
      seen.status = r.status;
      seen.lastStatus = r.lastStatus;
    }
  }
  return [...by.values()];
}

export function alarmChannel(
  to: string[],
  options: { from: string; send: SendMail; overdueMinutes: number },
): ChannelSender {
  return {
    waitsForParent: false,
    readsFamily: true,
    takes: () => false,
    async send(lead, context) {
      const view = leadView(lead);
      const channels = channelStates(context.family);
      const mail = alarmMail({
        reference: lead.id,
        kind: lead.kind,
        receivedAt: lead.createdAt,
        view,
        reason: channels.some((c) => c.status === 'dead') ? 'dead' : 'overdue',
        overdueMinutes: options.overdueMinutes,
        channels,
        logUrl: leadLogUrl(view.site.url) || null,
      });
      const status = await options.send({
        to,
        fromName: `${view.site.name || view.site.slug} leads`,
        subject: mail.subject,
        text: mail.text,
        messageId: `<${lead.id}.alarm@${domainOf(options.from)}>`,
        headers: { 'X-Lead-Reference': lead.id },
      });
      return { upstreamId: null, status };
    },
  };
}
