/**
 * Stock alerts on the server: a pass turns the alert items a build recorded into messages (one
 * per shopper and address, stores/alerts.ts compose) with a one-click unsubscribe link each,
 * and the delivery outbox sends them (delivery.ts, through the messenger of messaging/). The
 * unsubscribe link carries the message's id signed with the site's 'alerts' secret: it needs
 * no sign-in, and it stops every alert of that shopper to that address.
 */
import { createHmac } from 'node:crypto';
import type { Db } from '../db/sql';
import { alertContent, groupItems } from '../domain/alerts/alert-message';
import { UNSUBSCRIBE_PATH } from '../domain/alerts/saved-search';
import { constantTimeEqual } from './constant-time';
import type { Messenger, Sent } from './messaging/messenger';
import { AlertStore, type StoredAlert } from './stores/alerts';
import { SiteData } from './stores/site-data';

/** The name of the site secret that signs unsubscribe links. */
export const ALERTS_SECRET = 'alerts';

function mac(secret: string, messageId: string): string {
  return createHmac('sha256', secret)
    .update(`unsubscribe:${messageId}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/** The token of a message's unsubscribe link: its id '.' a signature. */
export function unsubscribeToken(messageId: string, secret: string): string {
  return `${messageId}.${mac(secret, messageId)}`;
}

/** The message id a well-formed token signed with this secret names; null for anything else. */
export function verifyUnsubscribeToken(token: unknown, secret: string): string | null {
  if (typeof token !== 'string' || token.length > 128) return null;
  const m = /^(A[A-Za-z0-9_-]{8,40})\.([A-Za-z0-9_-]{16,32})$/.exec(token);
  if (!m) return null;
  const expected = Buffer.from(mac(secret, m[1]), 'base64url');
  return constantTimeEqual(Buffer.from(m[2], 'base64url'), expected) ? m[1] : null;
}

export function unsubscribeUrl(siteUrl: string, token: string): string {
  const url = new URL(UNSUBSCRIBE_PATH, siteUrl);
  url.searchParams.set('t', token);
  return url.toString();
}

/** Turns every waiting alert item (of one tenant, or all) into messages queued in the outbox. */
export async function composeAlerts(
  db: Db,
  options: { tenant?: string | null; now?: () => number } = {},
): Promise<number> {
  const store = new AlertStore(db);
  const now = options.now ?? Date.now;
  let made = 0;
  for (const tenant of await store.pendingTenants(options.tenant ?? null)) {
    const secret = await new SiteData(db, tenant).secret(ALERTS_SECRET);
    const ids = await store.compose(tenant, now(), (group, site, id) =>
      alertContent({
        site,
        items: groupItems(group.items),
        unsubscribeUrl: unsubscribeUrl(site.url, unsubscribeToken(id, secret)),
      }),
    );
    made += ids.length;
  }
  return made;
}

/** Sends one alert message with the tenant's messenger. */
export async function sendAlert(message: StoredAlert, messenger: Messenger): Promise<Sent> {
  const { content } = message;
  if (message.channel === 'sms')
    return messenger.sms.send({ to: message.recipient, body: content.sms });
  return messenger.email.send({
    to: message.recipient,
    subject: content.subject,
    text: content.text,
    html: content.html,
    // mail clients offer their own 'Unsubscribe', which opens the link (RFC 2369); RFC 8058's
    // one-click POST from the mail provider would be a cross-site form post, which the site's
    // origin check refuses, so it is not offered
    headers: { 'List-Unsubscribe': `<${content.unsubscribeUrl}>` },
  });
}
