/**
 * The delivery log's HTML, rendered by the server (no script): the key form, and the log itself,
 * a table of recent leads with each channel's state, every attempt in a disclosure, a filter, the
 * CSV link, older leads and sign-out. Its one <style> is allowed by its hash in the page's own
 * Content-Security-Policy, as the test checkout page does (payments/test-checkout.ts), which is
 * as strict as the site's: no inline script at all.
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from '../../domain/format/text';
import { dateTimeFormat } from '../../domain/format/intl';
import { MARKET_RULES, type Market } from '../../domain/market/market';
import { LEAD_LOG_CSV_PATH, LEAD_LOG_PATH } from '../../domain/leads/delivery-log-paths';
import {
  ageText,
  logChannels,
  type LogChannel,
  type LogLead,
} from '../../domain/leads/delivery-log';
import { oneLine } from '../../domain/leads/lead-text';
import type { LeadFilter } from '../stores/leads';

const STYLE = `*{box-sizing:border-box}body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:80rem;margin:0 auto;padding:1.5rem 1rem}h1{font-size:1.6rem;margin:.25rem 0 1rem}h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
a{color:#1d4ed8}a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,summary:focus-visible,.scroll:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.card{background:#fff;border:1px solid #d4d4d8;border-radius:8px;padding:1rem 1.25rem}
label{font-weight:600;display:block;margin-bottom:.25rem}input,select{font:inherit;padding:.5rem .6rem;border:1px solid #52525b;border-radius:6px}
input{width:100%;max-width:28rem}button{font:inherit;padding:.55rem 1rem;border-radius:6px;border:0;background:#1d4ed8;color:#fff;cursor:pointer}
.secondary{background:#fff;color:#18181b;border:1px solid #52525b}.row{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end;margin:.75rem 0}
.error{color:#b91c1c;font-weight:600}.hint{color:#52525b;margin:.25rem 0 0}
.scroll{position:relative;overflow-x:auto;background:#fff;border:1px solid #d4d4d8;border-radius:8px}
table{border-collapse:collapse;width:100%;min-width:60rem}caption{text-align:left;padding:.75rem;font-weight:600}
th,td{text-align:left;vertical-align:top;padding:.6rem .75rem;border-top:1px solid #e4e4e7}th{background:#fafafa}
.delivered{color:#166534;font-weight:600}.pending{color:#92400e;font-weight:600}.dead{color:#b91c1c;font-weight:700}.stored{color:#3f3f46;font-weight:600}
.small{font-size:.875rem;color:#3f3f46}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}ul{margin:.25rem 0;padding-left:1.25rem}summary{cursor:pointer;color:#1d4ed8}`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

export const LOG_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  'x-robots-tag': 'noindex, nofollow',
  // same-origin, not no-referrer: under no-referrer a browser sends 'Origin: null' with the
  // key form's POST, which the origin checks (Astro's and ours) rightly refuse
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
};

export const LOG_TEXT = {
  title: 'Lead delivery log',
  keyLabel: 'Dealer key',
  keyHint: 'The key your website provider gave you for this site. It starts with dk_.',
  signIn: 'Show the log',
  wrongKey: 'That dealer key is not right for this site.',
  tooMany: 'Too many wrong keys from here. Please wait 15 minutes and try again.',
  closed: 'The delivery log is not set up for this site. Ask your website provider.',
  empty: 'No leads yet.',
  emptyFiltered: 'No leads match.',
} as const;

function page(title: string, body: string, status = 200, headers: Record<string, string> = {}) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main id="main">${body}</main></body></html>`;
  return new Response(html, { status, headers: { ...LOG_HEADERS, ...headers } });
}

/** The key form (401): with an error when a key was wrong; closed when the log is not set up. */
export function keyPage(
  siteName: string,
  options: {
    error?: string;
    closed?: boolean;
    status?: number;
    headers?: Record<string, string>;
  } = {},
): Response {
  const h1 = `<h1>${escapeHtml(LOG_TEXT.title)}</h1><p>${escapeHtml(oneLine(siteName))}</p>`;
  if (options.closed)
    return page(LOG_TEXT.title, `${h1}<p class="card">${escapeHtml(LOG_TEXT.closed)}</p>`, 401);
  const error = options.error
    ? `<p id="key-error" class="error" role="alert">${escapeHtml(options.error)}</p>`
    : '';
  const describedBy = options.error ? 'key-hint key-error' : 'key-hint';
  return page(
    LOG_TEXT.title,
    `${h1}<form class="card" method="post" action="${LEAD_LOG_PATH}">
<label for="key">${escapeHtml(LOG_TEXT.keyLabel)}</label>
<input id="key" name="key" type="password" autocomplete="current-password" spellcheck="false" required autofocus aria-describedby="${describedBy}"${options.error ? ' aria-invalid="true"' : ''}>
<p id="key-hint" class="hint">${escapeHtml(LOG_TEXT.keyHint)}</p>${error}
<div class="row"><button type="submit">${escapeHtml(LOG_TEXT.signIn)}</button></div>
</form>`,
    options.status ?? 401,
    options.headers,
  );
}

const STATUS_WORDS: Record<string, string> = {
  delivered: 'Delivered',
  pending: 'Waiting',
  dead: 'Gave up (dead letter)',
  stored: 'Kept here (no channel)',
};

export interface LogPageInput {
  siteName: string;
  market: Market;
  timeZone: string;
  now: number;
  leads: LogLead[];
  filter: LeadFilter;
  /** The reference to continue from for older leads, or null at the end. */
  olderFrom: string | null;
  /** The channels configured now, and settings that cannot work. */
  configured: string[];
  problems: string[];
  overdueMinutes: number;
  alarmOn: boolean;
  retentionDays: number;
}

function timeOf(at: number, input: LogPageInput): string {
  const text = dateTimeFormat(MARKET_RULES[input.market].locale, {
    timeZone: input.timeZone,
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(at));
  return `<time datetime="${new Date(at).toISOString()}">${escapeHtml(text)}</time>`;
}

function attemptList(c: LogChannel, input: LogPageInput): string {
  if (c.attempts.length === 0) return '';
  const items = c.attempts
    .map(
      (a) =>
        `<li>${timeOf(a.at, input)}: ${a.ok ? 'accepted' : 'failed'}${a.status !== null ? `, response ${a.status}` : ''}${a.error ? ` (${escapeHtml(a.error)})` : ''}, ${a.durationMs} ms</li>`,
    )
    .join('');
  return `<details><summary>${c.attempts.length} attempt${c.attempts.length === 1 ? '' : 's'}<span class="visually-hidden"> to ${escapeHtml(c.label)}</span></summary><ul>${items}</ul></details>`;
}

function channelCell(c: LogChannel | undefined, input: LogPageInput): string {
  if (!c) return '<td class="small">Not sent here</td>';
  const when =
    c.status === 'delivered' && c.acknowledgedAt !== null
      ? ` ${timeOf(c.acknowledgedAt, input)}`
      : c.status === 'pending' && c.nextAttemptAt !== null
        ? `<br><span class="small">next try ${timeOf(c.nextAttemptAt, input)}</span>`
        : '';
  const code =
    c.lastStatus !== null ? `<br><span class="small">last response ${c.lastStatus}</span>` : '';
  const error =
    c.status !== 'delivered' && c.lastError
      ? `<br><span class="small">${escapeHtml(c.lastError)}</span>`
      : '';
  return `<td><span class="${c.status}">${STATUS_WORDS[c.status]}</span>${when}${code}${error}${attemptList(c, input)}</td>`;
}

function leadRow(l: LogLead, columns: { channel: string }[], input: LogPageInput): string {
  const alarm = l.alarm
    ? `<br><span class="small">Overdue alarm ${l.alarm.sentAt !== null ? `sent ${timeOf(l.alarm.sentAt, input)}` : STATUS_WORDS[l.alarm.status].toLowerCase()}</span>`
    : '';
  const c = l.customer;
  const contact = [c.email, c.phone, c.postcode].filter(Boolean).map(escapeHtml).join('<br>');
  return `<tr>
<th scope="row">${timeOf(l.receivedAt, input)}<br><span class="small">${escapeHtml(ageText(input.now - l.receivedAt))} ago</span></th>
<td><span class="${l.status}">${STATUS_WORDS[l.status]}</span><br>${escapeHtml(l.source)}${l.category ? `<br><span class="small">${escapeHtml(l.category)}</span>` : ''}<br><span class="small">Ref. ${escapeHtml(l.reference)}${l.parentReference ? `, follows ${escapeHtml(l.parentReference)}` : ''}</span>${alarm}</td>
<td>${escapeHtml(c.name) || '<span class="small">No name</span>'}${contact ? `<br>${contact}` : ''}${l.message ? `<br><span class="small">${escapeHtml(l.message)}</span>` : ''}</td>
<td>${escapeHtml(l.vehicle) || '<span class="small">None</span>'}</td>
${columns
  .map((col) =>
    channelCell(
      l.channels.find((x) => x.channel === col.channel),
      input,
    ),
  )
  .join('\n')}
</tr>`;
}

function filterQuery(filter: LeadFilter, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams({ ...(filter === 'all' ? {} : { status: filter }), ...extra });
  const s = q.toString();
  return s ? `?${s}` : '';
}

export function logPage(input: LogPageInput): Response {
  const siteName = oneLine(input.siteName);
  const columns = logChannels(input.leads);
  const options = (['all', 'pending', 'dead'] as const)
    .map(
      (f) =>
        `<option value="${f}"${f === input.filter ? ' selected' : ''}>${{ all: 'Every lead', pending: 'Waiting for a channel', dead: 'Dead letters' }[f]}</option>`,
    )
    .join('');
  const settings = [
    input.configured.length
      ? `Channels: ${input.configured.map(escapeHtml).join(', ')}.`
      : 'No delivery channel is set up: leads are kept here only.',
    input.alarmOn
      ? `A lead no channel delivers within ${input.overdueMinutes} minutes, or that a channel gives up on, sends one alert to the escalation address.`
      : 'No escalation address is set up for overdue leads.',
    `Leads are deleted ${input.retentionDays} days after they came in.`,
    ...input.problems.map((p) => `Not working: ${escapeHtml(p)}`),
  ];
  const table = input.leads.length
    ? `<div class="scroll" role="region" aria-labelledby="leads-caption" tabindex="0"><table>
<caption id="leads-caption">Recent leads, newest first (times in ${escapeHtml(input.timeZone)})</caption>
<thead><tr><th scope="col">Received</th><th scope="col">Lead</th><th scope="col">Customer</th><th scope="col">Vehicle</th>${columns.map((c) => `<th scope="col">${escapeHtml(c.label)}</th>`).join('')}</tr></thead>
<tbody>${input.leads.map((l) => leadRow(l, columns, input)).join('\n')}</tbody></table></div>`
    : `<p class="card">${input.filter === 'all' ? LOG_TEXT.empty : LOG_TEXT.emptyFiltered}</p>`;
  const older = input.olderFrom
    ? `<nav aria-label="More leads"><p><a href="${LEAD_LOG_PATH}${escapeHtml(filterQuery(input.filter, { before: input.olderFrom }))}">Older leads</a></p></nav>`
    : '';
  return page(
    `${LOG_TEXT.title}: ${siteName}`,
    `<h1>${escapeHtml(LOG_TEXT.title)}</h1><p>${escapeHtml(siteName)}</p>
<section class="card" aria-labelledby="setup"><h2 id="setup">How leads are sent</h2><ul>${settings.map((s) => `<li>${s}</li>`).join('')}</ul></section>
<h2>Leads</h2>
<form class="row" method="get" action="${LEAD_LOG_PATH}"><div><label for="status">Show</label><select id="status" name="status">${options}</select></div><button type="submit" class="secondary">Show</button>
<p><a href="${LEAD_LOG_CSV_PATH}${escapeHtml(filterQuery(input.filter))}" download>Download as CSV (spreadsheet)</a></p></form>
${table}
${older}
<form method="post" action="${LEAD_LOG_PATH}"><input type="hidden" name="action" value="sign-out"><div class="row"><button type="submit" class="secondary">Sign out</button></div></form>`,
  );
}
