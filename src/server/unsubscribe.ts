/**
 * The one-click unsubscribe (an on-demand page, src/pages/alerts/unsubscribe.astro): the link's
 * signed token names an alert message; opening it stops every alert of that shopper to that
 * address (their saved searches stay in the garage), with no sign-in. A link scanner that opens
 * it by itself can be undone: the page offers to start the alerts again (a same-site form POST
 * with the same token).
 */
import type { AlertChannel } from '../domain/alerts/saved-search';
import { ALERTS_SECRET, verifyUnsubscribeToken } from './alerts';
import type { ServerDeps } from './endpoint-deps';
import { AlertStore } from './stores/alerts';
import { SavedSearchStore } from './stores/saved-searches';

export type UnsubscribeOutcome =
  | {
      kind: 'unsubscribed' | 'already' | 'resubscribed';
      channel: AlertChannel;
      recipient: string;
      token: string;
    }
  | { kind: 'invalid' };

/** What a GET (stop) or a POST with action=resubscribe (start again) of the page does. */
export async function unsubscribe(request: Request, deps: ServerDeps): Promise<UnsubscribeOutcome> {
  const url = new URL(request.url);
  let token = url.searchParams.get('t') ?? '';
  let resubscribe = false;
  if (request.method === 'POST') {
    const form = await request.formData().catch(() => null);
    token = String(form?.get('t') ?? token);
    resubscribe = form?.get('action') === 'resubscribe';
  }
  const id = verifyUnsubscribeToken(token, await deps.siteData.secret(ALERTS_SECRET));
  const message = id ? await new AlertStore(deps.db).message(deps.tenant, id) : null;
  if (!message) return { kind: 'invalid' };
  const changed = await new SavedSearchStore(deps.db, deps.tenant).setAlerts(
    message,
    resubscribe,
    deps.now(),
  );
  const kind = resubscribe ? 'resubscribed' : changed > 0 ? 'unsubscribed' : 'already';
  return { kind, channel: message.channel, recipient: message.recipient, token };
}

/** An address as the page shows it: 'j•••@example.com', '+61 ••• ••• 333'. */
export function maskedRecipient(channel: AlertChannel, recipient: string): string {
  if (channel === 'email') {
    const at = recipient.lastIndexOf('@');
    return `${recipient.slice(0, 1)}•••${recipient.slice(at)}`;
  }
  return `${recipient.slice(0, 3)} ••• ••• ${recipient.slice(-3)}`;
}
