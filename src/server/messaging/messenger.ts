/**
 * How the platform sends a message to a shopper: e-mail over SMTP (nodemailer, smtp.ts) and SMS
 * through an HTTP provider (sms-http.ts), each behind one small interface so that whatever
 * sends (stock alerts today) never sees the transport. Where the environment configures no
 * transport, a message is kept in the database as a development message (dev.ts), as the
 * sign-in codes of a local clone are: `npm run leads -- --messages` lists them.
 *
 * The environment (each value may contain {tenant}, replaced by the site's slug):
 *   SMTP_URL            smtp://user:pass@host:587 or smtps://…:465 (nodemailer's connection URL)
 *   MAIL_FROM           the From address ('Sunshine Coast Toyota <alerts@example.com.au>')
 *   SMS_API_URL         an HTTP SMS provider: POST {url} with JSON { to, body, from }
 *   SMS_API_KEY         its bearer token
 *   SMS_FROM            the sender name or number the provider shows
 */
import type { Db } from '../../db/sql';
import type { Fetch } from '../upstream';
import { devEmail, devSms } from './dev';
import { smtpSender } from './smtp';
import { httpSmsSender } from './sms-http';

export interface EmailMessage {
  to: string;
  /** The From address; the sender's default (MAIL_FROM) when absent. */
  from?: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines (List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface SmsMessage {
  /** E.164. */
  to: string;
  body: string;
}

/** What a transport answers for a message it accepted. */
export interface Sent {
  /** The transport's id of the message (SMTP Message-ID, the provider's id). */
  id: string | null;
  /** An HTTP status, where the transport speaks HTTP. */
  status: number | null;
}

export interface EmailSender {
  /** 'smtp', or 'dev': kept in the database (no transport configured). */
  readonly kind: 'smtp' | 'dev';
  send(message: EmailMessage): Promise<Sent>;
}

export interface SmsSender {
  readonly kind: 'http' | 'dev';
  send(message: SmsMessage): Promise<Sent>;
}

export interface Messenger {
  email: EmailSender;
  sms: SmsSender;
}

type Env = Record<string, string | undefined>;

export interface MessagingConfig {
  smtpUrl: string | null;
  mailFrom: string | null;
  sms: { url: string; key: string | null; from: string | null } | null;
  timeoutMs: number;
}

const value = (env: Env, name: string, tenant: string): string | null =>
  env[name]?.trim().replace(/\{tenant\}/g, tenant) || null;

export function messagingConfig(tenant: string, env: Env = process.env): MessagingConfig {
  const smsUrl = value(env, 'SMS_API_URL', tenant);
  return {
    smtpUrl: value(env, 'SMTP_URL', tenant),
    mailFrom: value(env, 'MAIL_FROM', tenant),
    sms: smsUrl
      ? {
          url: smsUrl.replace(/\/+$/, ''),
          key: value(env, 'SMS_API_KEY', tenant),
          from: value(env, 'SMS_FROM', tenant),
        }
      : null,
    timeoutMs: Number(env.UPSTREAM_TIMEOUT_MS) > 0 ? Number(env.UPSTREAM_TIMEOUT_MS) : 8000,
  };
}

/** A tenant's messenger from the environment; development messages in `db` where nothing is set. */
export function tenantMessenger(
  tenant: string,
  env: Env,
  options: { db: Db; fetch?: Fetch; now?: () => number },
): Messenger {
  const config = messagingConfig(tenant, env);
  const now = options.now ?? Date.now;
  return {
    email: config.smtpUrl
      ? smtpSender(config.smtpUrl, { from: config.mailFrom, timeoutMs: config.timeoutMs })
      : devEmail(options.db, tenant, now),
    sms: config.sms
      ? httpSmsSender(config.sms, { timeoutMs: config.timeoutMs, fetch: options.fetch })
      : devSms(options.db, tenant, now),
  };
}
