/**
 * The delivery log's routes (src/pages/api/dealer/): GET the log (or the key form), POST the
 * key (or sign out), GET the CSV export. Refused without the tenant's dealer key: the key form
 * answers 401, the CSV a plain 401. A POST from another site's page is refused.
 */
import type { ServerDeps } from '../endpoint-deps';
import type { RequestMeta } from '../request-meta';
import { readCapped } from '../http';
import { Outbox } from '../stores/outbox';
import type { LeadFilter } from '../stores/leads';
import { logCsv, logLeads, type LogLead } from '../../domain/leads/delivery-log';
import { channelLabel, ALARM_CHANNEL } from '../../domain/leads/channel-names';
import { LEAD_LOG_PATH } from '../../domain/leads/delivery-log-paths';
import { dealerTimeZone } from '../../domain/market/market';
import {
  KEY_ATTEMPT_LIMIT,
  clearedSessionCookie,
  isDealer,
  isDealerKey,
  sessionCookie,
} from './auth';
import { LOG_TEXT, keyPage, logPage } from './page';

export const LOG_PAGE_SIZE = 50;
export const CSV_MAX_LEADS = 5_000;

function filterOf(url: URL): LeadFilter {
  const f = url.searchParams.get('status');
  return f === 'pending' || f === 'dead' ? f : 'all';
}

function beforeOf(url: URL): string | null {
  const b = url.searchParams.get('before') ?? '';
  return /^L[0-9A-Z]{1,40}$/.test(b) ? b : null;
}

/** A page of the log: the leads, each channel's rows and every attempt, in three queries. */
export async function loadLog(
  deps: ServerDeps,
  options: { filter: LeadFilter; before: string | null; limit: number },
): Promise<{ leads: LogLead[]; more: boolean }> {
  const found = await deps.leads.list({
    filter: options.filter,
    before: options.before,
    limit: options.limit + 1,
  });
  const leads = found.slice(0, options.limit);
  const outbox = new Outbox(deps.db);
  const rows = await outbox.ofLeads(
    deps.tenant,
    leads.map((l) => l.id),
  );
  const attempts = await outbox.attemptsOf([...rows.values()].flat().map((r) => r.id));
  return { leads: logLeads(leads, rows, attempts), more: found.length > options.limit };
}

function timeZoneOf(deps: ServerDeps): string {
  return dealerTimeZone(deps.site.config);
}

export async function leadLogGet(request: Request, deps: ServerDeps): Promise<Response> {
  const settings = deps.config.leads;
  if (!settings.logSecret) return keyPage(deps.site.name, { closed: true });
  if (!isDealer(request, settings.logSecret, deps.tenant, deps.now()))
    return keyPage(deps.site.name);
  const url = new URL(request.url);
  const filter = filterOf(url);
  const { leads, more } = await loadLog(deps, {
    filter,
    before: beforeOf(url),
    limit: LOG_PAGE_SIZE,
  });
  return logPage({
    siteName: deps.site.name,
    market: deps.form.market,
    timeZone: timeZoneOf(deps),
    now: deps.now(),
    leads,
    filter,
    olderFrom: more ? (leads.at(-1)?.reference ?? null) : null,
    configured: [...deps.channels.keys()].filter((c) => c !== ALARM_CHANNEL).map(channelLabel),
    problems: settings.problems,
    overdueMinutes: settings.overdueMinutes,
    alarmOn: deps.channels.has(ALARM_CHANNEL),
    retentionDays: settings.retentionDays,
  });
}

/** A form POST from this site's own pages only (the Origin a browser sends with every POST). */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return !origin;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    const from = new URL(origin);
    return host ? from.host === host : from.origin === new URL(request.url).origin;
  } catch {
    return false;
  }
}

function seeLog(headers: Record<string, string>): Response {
  return new Response(null, {
    status: 303,
    headers: { location: LEAD_LOG_PATH, 'cache-control': 'no-store', ...headers },
  });
}

export async function leadLogPost(
  request: Request,
  deps: ServerDeps,
  meta: RequestMeta,
): Promise<Response> {
  const secret = deps.config.leads.logSecret;
  if (!secret) return keyPage(deps.site.name, { closed: true });
  if (!sameOrigin(request)) return keyPage(deps.site.name, { status: 403 });
  let form: URLSearchParams;
  try {
    form = new URLSearchParams(await readCapped(request, 2048));
  } catch {
    return keyPage(deps.site.name, { error: LOG_TEXT.wrongKey, status: 400 });
  }
  if (form.get('action') === 'sign-out')
    return seeLog({ 'set-cookie': clearedSessionCookie(request) });
  const key = (form.get('key') ?? '').slice(0, 200);
  const now = deps.now();
  // every try counts, so past the limit even the right key waits: guesses cannot go on
  const wait = await deps.limits.hit(
    `lead-log-key:${meta.clientAddress}`,
    {
      max: KEY_ATTEMPT_LIMIT.max * deps.config.limitMultiplier,
      windowMs: KEY_ATTEMPT_LIMIT.windowMs,
    },
    now,
  );
  if (wait !== null)
    return keyPage(deps.site.name, {
      error: LOG_TEXT.tooMany,
      status: 429,
      headers: { 'retry-after': String(Math.ceil(wait / 1000)) },
    });
  if (key && isDealerKey(key, secret, deps.tenant))
    return seeLog({ 'set-cookie': sessionCookie(request, secret, deps.tenant, now) });
  return keyPage(deps.site.name, { error: LOG_TEXT.wrongKey });
}

export async function leadLogCsv(request: Request, deps: ServerDeps): Promise<Response> {
  const secret = deps.config.leads.logSecret;
  if (!isDealer(request, secret, deps.tenant, deps.now()))
    return new Response('The dealer key is missing or not right for this site.\n', {
      status: 401,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        'www-authenticate': 'Bearer realm="lead delivery log"',
      },
    });
  const url = new URL(request.url);
  const filter = filterOf(url);
  const { leads } = await loadLog(deps, { filter, before: null, limit: CSV_MAX_LEADS });
  const date = new Date(deps.now()).toISOString().slice(0, 10);
  return new Response(logCsv(leads, timeZoneOf(deps)), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="leads-${deps.site.slug}-${date}.csv"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
