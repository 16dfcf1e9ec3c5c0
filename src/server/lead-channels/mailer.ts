/**
 * Sending lead e-mails over SMTP with nodemailer (a well-kept client: STARTTLS and SMTPS,
 * authentication, RFC 2047 header encoding, MIME attachments), through the platform's one SMTP
 * transport (messaging/smtp.ts). One connection per message, bounded in time like every other
 * channel. nodemailer may not read files or URLs named in a message (nothing here names any,
 * and a lead's text must never make it).
 */
import { smtpTransport } from '../messaging/smtp';
import type { MailServer } from '../lead-settings';
import { DeliveryError } from './post';

export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  /** A display name for the sender (the site's name): one line, encoded by nodemailer. */
  fromName: string;
  replyTo?: string;
  /** The same on every retry of the same lead and channel: a mailbox can tell a repeat. */
  messageId: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** Sends one message; resolves with the server's reply code, rejects with it on the error. */
export type SendMail = (mail: OutgoingMail) => Promise<number>;

export function smtpMailer(server: MailServer, timeoutMs: number): SendMail {
  return async (mail) => {
    const transport = smtpTransport(server.url, timeoutMs, false);
    try {
      const info = await transport.sendMail({
        from: { name: mail.fromName, address: server.from },
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        messageId: mail.messageId,
        headers: mail.headers,
        attachments: mail.attachments,
        disableFileAccess: true,
        disableUrlAccess: true,
      });
      if (!info.accepted?.length) throw new DeliveryError('the mail server accepted no recipient');
      return Number(/^(\d{3})/.exec(info.response ?? '')?.[1] ?? 250);
    } catch (error) {
      if (error instanceof DeliveryError) throw error;
      const e = error as Error & { responseCode?: number; code?: string };
      throw new DeliveryError(
        `mail not sent: ${e.responseCode ? `${e.responseCode} ` : ''}${e.code ?? e.message}`,
        e.responseCode ?? null,
      );
    } finally {
      transport.close();
    }
  };
}

/** The domain of an address, for Message-IDs ('leads@dealer.example' → 'dealer.example'). */
export function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1);
}
