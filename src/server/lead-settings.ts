/**
 * Where a tenant's leads go besides the dealer dashboard, and how the dealer is told when they
 * do not, from the environment (docs/lead-delivery.md). The environment is the one thing both
 * a site's server function and its scheduled function read at run time (tenant.json is read
 * at build time only, and one tenant's addresses would travel in every tenant's server bundle),
 * so every setting, secret or not, comes from it:
 *
 *   LEAD_ADF_URL, LEAD_ADF_TOKEN        a CRM's ADF/XML endpoint (HTTP POST); the token is sent
 *                                       as a bearer token, user:password@ in the URL as Basic
 *   LEAD_ADF_EMAIL_TO                   a CRM's lead address: the ADF document as the e-mail's body
 *   LEAD_EMAIL_TO                       people's addresses: plain text, the ADF document attached
 *   LEAD_WEBHOOK_URL, LEAD_WEBHOOK_SECRET  a JSON webhook, signed with the secret
 *   SMTP_URL, LEAD_EMAIL_FROM           the mail server (smtp:// or smtps://user:password@host:port)
 *                                       and the sender address of every lead e-mail
 *   LEAD_ESCALATION_EMAIL               the overdue-lead alarm's addresses
 *   LEAD_OVERDUE_MINUTES                a lead no channel delivered in this long is overdue (15)
 *   LEAD_RETENTION_DAYS                 leads are deleted this many days after they came in (365)
 *   LEAD_LOG_SECRET                     derives each tenant's dealer key to the delivery log
 *
 * Each may contain {tenant} (the site's slug), and each may be given for one tenant of a server
 * that serves several as NAME__<SLUG> (the slug in capitals, '-' as '_'), which wins over NAME.
 * A list of addresses is separated by commas. A setting that cannot work (a webhook without its
 * secret, e-mail without a mail server) leaves its channel out and says why in `problems`.
 */

type Env = Record<string, string | undefined>;

export const DEFAULT_OVERDUE_MINUTES = 15;
export const DEFAULT_RETENTION_DAYS = 365;
/** The shortest retention a tenant may set: a lead outlives its last delivery attempt. */
export const MIN_RETENTION_DAYS = 7;
export const MAX_RETENTION_DAYS = 3650;
export const MAX_OVERDUE_MINUTES = 24 * 60;

export interface MailServer {
  url: string;
  from: string;
}

export interface LeadSettings {
  adfPost: { url: string; token: string | null } | null;
  adfEmail: string[] | null;
  email: string[] | null;
  webhook: { url: string; secret: string } | null;
  smtp: MailServer | null;
  escalation: string[] | null;
  overdueMinutes: number;
  retentionDays: number;
  /** Derives the tenant's dealer key (lead-log-auth.ts); null: the delivery log is closed. */
  logSecret: string | null;
  /** Settings that were given but cannot work, in words for the dealer's developer. */
  problems: string[];
}

/** One address: no spaces, quotes, angle brackets, commas or control characters (no header can be smuggled in). */
const ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isPlainAddress(value: string): boolean {
  return value.length <= 254 && ADDRESS.test(value);
}

/** The environment name of a setting for one tenant: LEAD_EMAIL_TO__SUNSHINE_COAST_TOYOTA. */
export function tenantVariable(name: string, tenant: string): string {
  return `${name}__${tenant.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

function reader(env: Env, tenant: string) {
  return (name: string): string | null => {
    const raw = env[tenantVariable(name, tenant)] ?? env[name];
    const value = raw?.trim().replace(/\{tenant\}/g, tenant);
    return value ? value : null;
  };
}

function httpUrl(value: string | null): string | null {
  if (!value || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
}

function integer(value: string | null, fallback: number, min: number, max: number): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  return Math.min(max, Math.max(min, Number(value)));
}

export function leadSettings(tenant: string, env: Env = process.env): LeadSettings {
  const read = reader(env, tenant);
  const problems: string[] = [];
  const addresses = (name: string): string[] | null => {
    const value = read(name);
    if (!value) return null;
    const list = value.split(',').map((a) => a.trim());
    const bad = list.filter((a) => !isPlainAddress(a));
    if (bad.length > 0) {
      problems.push(`${name} holds ${bad.length} address(es) that are not plain e-mail addresses.`);
      return null;
    }
    return list;
  };

  const adfUrl = read('LEAD_ADF_URL');
  const adfPost = httpUrl(adfUrl);
  if (adfUrl && !adfPost) problems.push('LEAD_ADF_URL must be an http(s) URL.');

  const webhookUrl = read('LEAD_WEBHOOK_URL');
  const webhookSecret = read('LEAD_WEBHOOK_SECRET');
  let webhook: LeadSettings['webhook'] = null;
  if (webhookUrl) {
    if (!httpUrl(webhookUrl)) problems.push('LEAD_WEBHOOK_URL must be an http(s) URL.');
    else if (!webhookSecret || webhookSecret.length < 16)
      problems.push(
        'LEAD_WEBHOOK_URL needs LEAD_WEBHOOK_SECRET (16 characters or more) to sign with.',
      );
    else webhook = { url: httpUrl(webhookUrl)!, secret: webhookSecret };
  }

  const smtpUrl = read('SMTP_URL');
  const from = read('LEAD_EMAIL_FROM');
  let smtp: MailServer | null = null;
  if (smtpUrl) {
    const ok = URL.canParse(smtpUrl) && /^smtps?:$/.test(new URL(smtpUrl).protocol);
    if (!ok) problems.push('SMTP_URL must be an smtp:// or smtps:// URL.');
    else if (!from || !isPlainAddress(from))
      problems.push('SMTP_URL needs LEAD_EMAIL_FROM, a plain e-mail address to send from.');
    else smtp = { url: smtpUrl, from };
  }
  const mail = (name: string): string[] | null => {
    const list = addresses(name);
    if (list && !smtp) {
      problems.push(`${name} is set, but there is no mail server to send with (SMTP_URL).`);
      return null;
    }
    return list;
  };

  const logSecret = read('LEAD_LOG_SECRET');
  if (logSecret && logSecret.length < 16)
    problems.push('LEAD_LOG_SECRET must be 16 characters or more.');

  return {
    adfPost: adfPost ? { url: adfPost, token: read('LEAD_ADF_TOKEN') } : null,
    adfEmail: mail('LEAD_ADF_EMAIL_TO'),
    email: mail('LEAD_EMAIL_TO'),
    webhook,
    smtp,
    escalation: mail('LEAD_ESCALATION_EMAIL'),
    overdueMinutes: integer(
      read('LEAD_OVERDUE_MINUTES'),
      DEFAULT_OVERDUE_MINUTES,
      1,
      MAX_OVERDUE_MINUTES,
    ),
    retentionDays: integer(
      read('LEAD_RETENTION_DAYS'),
      DEFAULT_RETENTION_DAYS,
      MIN_RETENTION_DAYS,
      MAX_RETENTION_DAYS,
    ),
    logSecret: logSecret && logSecret.length >= 16 ? logSecret : null,
    problems,
  };
}
