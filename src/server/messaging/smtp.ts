/**
 * E-mail over SMTP with nodemailer, the one place a transport is made (shopper messages here,
 * lead e-mails in lead-channels/mailer.ts): a timeout on every stage of the dialogue, no file or
 * URL access from a message's content, and for shopper messages one pooled transport per
 * connection URL in a process; the server's rejection becomes an error the outbox retries.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailSender } from './messenger';

const TRANSPORTS = Symbol.for('dealer-sites.smtp-transports');
type Globals = { [TRANSPORTS]?: Map<string, Transporter> };

/**
 * A transport to the server at `url` (smtp:// or smtps://user:password@host:port): a new one
 * for one message (close it after), or the process's pooled one for that URL.
 */
export function smtpTransport(url: string, timeoutMs: number, pooled: boolean): Transporter {
  const options = {
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs * 2,
    disableFileAccess: true,
    disableUrlAccess: true,
  };
  if (!pooled) return nodemailer.createTransport(options);
  const g = globalThis as Globals;
  const all = (g[TRANSPORTS] ??= new Map());
  let t = all.get(url);
  if (!t) {
    t = nodemailer.createTransport({ ...options, pool: true, maxConnections: 2 });
    all.set(url, t);
  }
  return t;
}

/** Closes every pooled SMTP connection of this process (tests, shutdown). */
export function closeSmtpTransports(): void {
  const all = (globalThis as Globals)[TRANSPORTS];
  for (const t of all?.values() ?? []) t.close();
  all?.clear();
}

export function smtpSender(
  url: string,
  options: { from: string | null; timeoutMs: number },
): EmailSender {
  return {
    kind: 'smtp',
    async send(message) {
      const from = message.from ?? options.from;
      if (!from) throw new Error('MAIL_FROM is not set: an e-mail needs a From address');
      const info = await smtpTransport(url, options.timeoutMs, true).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        disableFileAccess: true,
        disableUrlAccess: true,
      });
      if (info.rejected?.length) throw new Error(`the SMTP server refused ${message.to}`);
      return { id: info.messageId ?? null, status: null };
    },
  };
}
