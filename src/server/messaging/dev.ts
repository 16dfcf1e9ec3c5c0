/**
 * Where no transport is configured (a local clone), a message is kept in the database's
 * development messages, as the sign-in codes are, and printed: `npm run leads -- --messages`.
 */
import type { Db } from '../../db/sql';
import { AccountStore } from '../stores/accounts';
import type { EmailSender, SmsSender } from './messenger';

export function devEmail(db: Db, tenant: string, now: () => number): EmailSender {
  const store = new AccountStore(db, tenant);
  return {
    kind: 'dev',
    async send(message) {
      console.log(
        `[messages] e-mail to ${message.to}: ${message.subject} (development: no SMTP_URL)`,
      );
      await store.recordDevMessage({
        channel: 'email',
        recipient: message.to,
        body: `${message.subject}\n\n${message.text}`,
        createdAt: now(),
      });
      return { id: 'dev-message', status: null };
    },
  };
}

export function devSms(db: Db, tenant: string, now: () => number): SmsSender {
  const store = new AccountStore(db, tenant);
  return {
    kind: 'dev',
    async send(message) {
      console.log(`[messages] SMS to ${message.to} (development: no SMS_API_URL)`);
      await store.recordDevMessage({
        channel: 'sms',
        recipient: message.to,
        body: message.body,
        createdAt: now(),
      });
      return { id: 'dev-message', status: null };
    },
  };
}
