/**
 * The delivery log in a terminal (`npm run leads`): per lead, when it came in, who and what it is
 * about, and each channel's state with every attempt (its response code and error) and when the
 * channel acknowledged it; dead letters marked. The same view as the dealer's page
 * (src/domain/leads/delivery-log.ts). Everything is passed through terminalSafe: a lead's text
 * cannot move the cursor, clear the screen or retitle the window.
 */
import { ageText, type LogChannel, type LogLead } from '../../src/domain/leads/delivery-log';
import { terminalSafe } from './terminal-text';

const iso = (at: number) => new Date(at).toISOString();

function channelLines(c: LogChannel): string[] {
  const state =
    c.status === 'delivered'
      ? `delivered${c.acknowledgedAt !== null ? ` (acknowledged ${iso(c.acknowledgedAt)})` : ''}`
      : c.status === 'dead'
        ? 'DEAD LETTER (gave up)'
        : `pending${c.nextAttemptAt !== null ? `, next try ${iso(c.nextAttemptAt)}` : ''}`;
  return [
    `    ${c.label} [${c.channel}]: ${state}, ${c.attempts.length} attempt(s)${c.lastStatus !== null ? `, last response ${c.lastStatus}` : ''}`,
    ...c.attempts.map(
      (a) =>
        `      ${iso(a.at)}  ${a.ok ? 'ok    ' : 'failed'}${a.status !== null ? `  ${a.status}` : ''}  ${a.durationMs} ms${a.error ? `  ${a.error}` : ''}`,
    ),
  ];
}

export function leadLogText(leads: readonly LogLead[], now: number): string {
  const out: string[] = [];
  for (const l of leads) {
    const c = l.customer;
    out.push(
      `${iso(l.receivedAt)} (${ageText(now - l.receivedAt)} ago)  ${l.reference}${l.parentReference ? ` follows ${l.parentReference}` : ''}  ${l.status.toUpperCase()}  ${l.source}${l.category ? ` / ${l.category}` : ''}`,
      `    ${[c.name, c.email, c.phone, c.postcode, l.vehicle].filter(Boolean).join(' · ') || '(no contact details)'}`,
      ...(l.message ? [`    "${l.message}"`] : []),
      ...l.channels.flatMap(channelLines),
      ...(l.alarm
        ? [
            `    Overdue alarm: ${l.alarm.sentAt !== null ? `sent ${iso(l.alarm.sentAt)}` : l.alarm.status}`,
          ]
        : []),
    );
  }
  return terminalSafe(out.join('\n'));
}
