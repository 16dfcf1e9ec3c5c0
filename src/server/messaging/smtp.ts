/**
 * E-mail over SMTP with nodemailer: one pooled transport per connection URL in a process, a
 * timeout on every stage of the dialogue, and the server's rejection turned into an error the
 * outbox retries (a 5xx reply is logged with its code).
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailSender } from './messenger';

const TRANSPORTS = Symbol.for('dealer-sites.smtp-transports');
type Globals = { [TRANSPORTS]?: Map<string, Transporter> };

function transport(url: string, timeoutMs: number): Transporter {
  const g = globalThis as Globals;
  const all = (g[TRANSPORTS] ??= new Map());
  let t = all.get(url);
  if (!t) {
    t = nodemailer.createTransport({
      url,
      pool: true,
      maxConnections: 2,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs * 2,
    });
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
      const info = await transport(url, options.timeoutMs).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
      if (info.rejected?.length) throw new Error(`the SMTP server refused ${message.to}`);
      return { id: info.messageId ?? null, status: null };
    },
  };
}
