/**
 * The delivery log a dealer checks (the page behind the dealer key and its CSV export): per
 * lead, when it came in and how long ago, who and what it is about, and each channel's state:
 * its attempts with their response codes and errors, and when the channel acknowledged it.
 * The overdue alarm is shown apart from the channels: it is no delivery of the lead.
 */
import { ALARM_CHANNEL, channelLabel } from './channel-names';
import type { ChannelStatus, LeadStatus } from './delivery-status';
import { customerName, leadView, vehicleTitle, type LeadRecord } from './lead-view';
import { spreadsheetCsv } from './spreadsheet';
import { isoInZone } from './adf';
import { oneLine } from './lead-text';

/** The part of an outbox row the log reads (stores/outbox.ts OutboxRow is one). */
export interface ChannelRowRecord {
  id: number;
  channel: string;
  status: ChannelStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  lastStatus: number | null;
  deliveredAt: number | null;
}

export interface AttemptRecord {
  at: number;
  ok: boolean;
  status: number | null;
  error: string | null;
  durationMs: number;
}

export interface LogChannel {
  channel: string;
  label: string;
  status: ChannelStatus;
  attempts: AttemptRecord[];
  lastStatus: number | null;
  lastError: string | null;
  /** When the channel acknowledged the lead. */
  acknowledgedAt: number | null;
  /** When a channel still owing the lead tries next. */
  nextAttemptAt: number | null;
}

export interface LogLead {
  reference: string;
  parentReference: string | null;
  source: string;
  category: string;
  receivedAt: number;
  status: LeadStatus;
  customer: { name: string; email: string; phone: string; postcode: string };
  vehicle: string;
  message: string;
  channels: LogChannel[];
  alarm: { status: ChannelStatus; sentAt: number | null } | null;
}

/** How long ago, in words: 'just now', '12 min', '3 h 5 min', '4 days'. */
export function ageText(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

export function logLeads(
  leads: readonly (LeadRecord & { status: LeadStatus })[],
  rows: ReadonlyMap<string, readonly ChannelRowRecord[]>,
  attempts: ReadonlyMap<number, readonly AttemptRecord[]>,
): LogLead[] {
  return leads.map((lead) => {
    const view = leadView(lead);
    const own = rows.get(lead.id) ?? [];
    const alarm = own.find((r) => r.channel === ALARM_CHANNEL);
    const car = view.vehicles[0];
    return {
      reference: lead.id,
      parentReference: lead.parentId,
      source: view.source,
      category: [view.category, view.subcategory].filter(Boolean).join(' / '),
      receivedAt: lead.createdAt,
      status: lead.status,
      customer: {
        name: customerName(view),
        email: view.customer.email,
        phone: view.customer.phone,
        postcode: view.customer.postcode,
      },
      vehicle: car ? vehicleTitle(car) : '',
      message: oneLine(view.message, 300),
      channels: own
        .filter((r) => r.channel !== ALARM_CHANNEL)
        .map((r) => ({
          channel: r.channel,
          label: channelLabel(r.channel),
          status: r.status,
          attempts: (attempts.get(r.id) ?? []).map((a) => ({
            ...a,
            error: a.error ? oneLine(a.error, 300) : null,
          })),
          lastStatus: r.lastStatus,
          lastError: r.lastError ? oneLine(r.lastError, 300) : null,
          acknowledgedAt: r.deliveredAt,
          nextAttemptAt: r.status === 'pending' ? r.nextAttemptAt : null,
        })),
      alarm: alarm ? { status: alarm.status, sentAt: alarm.deliveredAt } : null,
    };
  });
}

/** The channels a page of the log shows as columns: every channel any of its leads has, in order. */
export function logChannels(leads: readonly LogLead[]): { channel: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const l of leads) for (const c of l.channels) seen.set(c.channel, c.label);
  return [...seen].map(([channel, label]) => ({ channel, label }));
}

/** The CSV export: one row per lead, each channel's state, attempts, last code and acknowledgement. */
export function logCsv(leads: readonly LogLead[], timeZone: string): string {
  const channels = logChannels(leads);
  const when = (at: number | null) => (at === null ? '' : isoInZone(at, timeZone));
  const header = [
    'Received',
    'Reference',
    'Follows',
    'Form',
    'Category',
    'Status',
    'Name',
    'Email',
    'Phone',
    'Postcode',
    'Vehicle',
    'Message',
    ...channels.flatMap((c) => [
      `${c.label}: status`,
      `${c.label}: attempts`,
      `${c.label}: last response`,
      `${c.label}: acknowledged`,
    ]),
    'Overdue alarm',
  ];
  const rows = leads.map((l) => [
    when(l.receivedAt),
    l.reference,
    l.parentReference ?? '',
    l.source,
    l.category,
    l.status,
    l.customer.name,
    l.customer.email,
    l.customer.phone,
    l.customer.postcode,
    l.vehicle,
    l.message,
    ...channels.flatMap((c) => {
      const cell = l.channels.find((x) => x.channel === c.channel);
      if (!cell) return ['', '', '', ''];
      return [
        cell.status,
        String(cell.attempts.length),
        cell.lastStatus === null ? '' : String(cell.lastStatus),
        when(cell.acknowledgedAt),
      ];
    }),
    l.alarm ? (l.alarm.sentAt ? `sent ${when(l.alarm.sentAt)}` : l.alarm.status) : '',
  ]);
  return spreadsheetCsv(header, rows);
}
