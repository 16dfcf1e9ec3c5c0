/**
 * A lead as e-mails: the plain text a person reads (with the ADF document attached for a CRM
 * or the records), the subject line, and the overdue-lead alarm, which names the lead by its
 * reference and carries no personal data (no name, e-mail address, phone or message: the
 * dealer opens the delivery log for those).
 *
 * Header values (the subject, the sender's display name) are one line: lead-text.ts has taken
 * CR and LF out of every value, and headerText() takes out what is left, so a name can never
 * start a header of its own.
 */
import { formatCurrency, formatDistance } from '../market/format';
import { MARKET_RULES } from '../market/market';
import { dateTimeFormat } from '../format/intl';
import { oneLine } from './lead-text';
import { customerName, vehicleTitle, type LeadView, type VehicleView } from './lead-view';
import { LEAD_KIND_LABELS, type LeadKind } from './lead-kinds';

/** One line for an e-mail header: no control characters, at most 200 characters. */
export function headerText(text: string): string {
  return oneLine(text, 200);
}

/** When a lead came in, in the dealer's timezone: 'Fri 28 Nov 2026, 10:02 am AWST'. */
export function dealerTime(at: number, view: Pick<LeadView, 'timeZone' | 'market'>): string {
  return dateTimeFormat(MARKET_RULES[view.market].locale, {
    timeZone: view.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(at));
}

export function leadSubject(view: LeadView): string {
  const car = view.vehicles.find((v) => v.interest === 'buy' || v.interest === 'test-drive');
  const about = car ? vehicleTitle(car) : view.category;
  const who = customerName(view);
  return headerText(
    [`New lead: ${view.source}`, about, who].filter(Boolean).join(' – ') + ` (${view.reference})`,
  );
}

const INTEREST: Record<VehicleView['interest'], string> = {
  buy: 'Vehicle of interest',
  'test-drive': 'Test drive',
  'trade-in': 'Trade-in',
  sell: 'Vehicle to sell',
};

function vehicleLines(v: VehicleView, view: LeadView): string[] {
  const facts = [
    v.condition === 'new' ? 'new' : 'used',
    v.stock ? `stock ${v.stock}` : '',
    v.vin ? `VIN ${v.vin}` : '',
    v.odometer !== null ? formatDistance(v.odometer, view.market) : '',
    v.price
      ? `${v.price.type === 'offer' ? 'offer' : v.price.type === 'appraisal' ? 'valued at' : 'price'} ${formatCurrency(v.price.amount, view.market)}`
      : '',
    v.askingPrice ? `asking ${formatCurrency(v.askingPrice, view.market)}` : '',
  ].filter(Boolean);
  return [
    INTEREST[v.interest],
    `  ${vehicleTitle(v) || '(not given)'}${facts.length ? ` (${facts.join(', ')})` : ''}`,
    ...(v.url ? [`  ${v.url}`] : []),
    ...(v.comments ? [`  ${v.comments}`] : []),
    '',
  ];
}

/** The e-mail a person reads (plain text). */
export function leadMailText(view: LeadView, adfFileName: string | null): string {
  const c = view.customer;
  const lines = [
    `New lead from the ${view.site.name || view.site.slug} website`,
    `Form: ${view.source}${view.category ? ` (${[view.category, view.subcategory].filter(Boolean).join(' / ')})` : ''}`,
    `Reference: ${view.reference}${view.parentReference ? ` (follows ${view.parentReference})` : ''}`,
    `Received: ${dealerTime(view.receivedAt, view)}`,
    `For: ${view.dealership.name}`,
    '',
    'Customer',
    `  Name: ${customerName(view) || '(not given)'}`,
    ...(c.email ? [`  Email: ${c.email}`] : []),
    ...(c.phone ? [`  Phone: ${c.phone}`] : []),
    ...(c.postcode ? [`  Postcode: ${c.postcode}`] : []),
    '',
    ...view.vehicles.flatMap((v) => vehicleLines(v, view)),
    ...(view.message ? ['Message', ...view.message.split('\n').map((l) => `  ${l}`), ''] : []),
    ...(view.answers.length
      ? ['Other answers', ...view.answers.map((a) => `  ${a.label}: ${a.value}`), '']
      : []),
    ...(adfFileName ? [`The lead is attached as ADF/XML (${adfFileName}) for a CRM.`] : []),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Why a lead raised the alarm: no channel delivered it in time, or a channel gave up on it. */
export type AlarmReason = 'overdue' | 'dead';

export interface AlarmChannelState {
  channel: string;
  label: string;
  status: 'pending' | 'delivered' | 'dead';
  attempts: number;
  lastStatus: number | null;
}

/** The overdue-lead alarm: the lead's reference, kind and time, each channel's state; no personal data. */
export function alarmMail(input: {
  reference: string;
  kind: LeadKind;
  receivedAt: number;
  view: Pick<LeadView, 'timeZone' | 'market' | 'site'>;
  reason: AlarmReason;
  overdueMinutes: number;
  channels: AlarmChannelState[];
  logUrl: string | null;
}): { subject: string; text: string } {
  const what =
    input.reason === 'dead'
      ? 'a delivery channel gave up on it'
      : `no channel delivered it within ${input.overdueMinutes} minutes`;
  const site = input.view.site.name || input.view.site.slug;
  const subject = headerText(
    `Lead ${input.reference} not delivered${site ? ` (${site} website)` : ''}`,
  );
  const text = [
    `A lead from the ${site} website has not reached you: ${what}.`,
    '',
    `Reference: ${input.reference}`,
    `Kind: ${LEAD_KIND_LABELS[input.kind]}`,
    `Received: ${dealerTime(input.receivedAt, input.view)}`,
    '',
    'Channels',
    ...input.channels.map(
      (c) =>
        `  ${c.label}: ${c.status === 'dead' ? 'gave up' : c.status}` +
        `${c.attempts ? ` after ${c.attempts} attempt(s)` : ''}` +
        `${c.lastStatus ? `, last response ${c.lastStatus}` : ''}`,
    ),
    '',
    input.logUrl
      ? `The customer's details are in the delivery log: ${input.logUrl}`
      : "The customer's details are in the site's delivery log.",
    'This alert is sent once per lead.',
  ];
  return { subject, text: `${text.join('\n')}\n` };
}
