/**
 * Accepting a lead: store it (idempotently), answer the shopper. A Node server's background
 * sender (LeadDelivery.start) delivers it off the request path; where there is none (a
 * serverless function, frozen once it answers) the first attempt is made before answering.
 * When the store is unavailable the lead goes straight to the lead API; when neither works
 * the shopper gets the error and keeps the form (§8 Form submit failure).
 */
import type { ServerDeps } from './endpoint-deps';
import type { LeadKind, NewLead, StoredLead } from './lead-store';
import { StoreUnavailable } from './lead-store';
import { HttpError } from './http';
import { callUpstream } from './upstream';
import { LEAD_API_PATHS } from './delivery';

export const NOT_SAVED_MESSAGE =
  'We could not send your enquiry just now. Please try again in a few minutes.';
/** How long the shopper waits for the first delivery attempt before we answer anyway (the lead is stored). */
export const FIRST_ATTEMPT_WAIT_MS = 2_500;

export interface Accepted {
  lead: Pick<StoredLead, 'id' | 'status'> & Partial<StoredLead>;
  created: boolean;
}

export async function acceptLead(
  deps: ServerDeps,
  lead: Omit<NewLead, 'status'>,
): Promise<Accepted> {
  if (deps.store && deps.delivery) {
    try {
      const store = deps.store;
      const status = deps.delivery.initialStatus;
      // in the store's group commit: concurrent leads share one disk sync
      const result = await store.write(() => store.insert({ ...lead, status }, deps.now()));
      if (result.created && result.lead.status === 'pending' && deps.delivery.background) {
        deps.delivery.kick();
      } else if (result.created && result.lead.status === 'pending') {
        const attempt = deps.delivery.deliverNow(result.lead).catch(() => false);
        await Promise.race([
          attempt,
          new Promise((r) => setTimeout(r, FIRST_ATTEMPT_WAIT_MS).unref?.()),
        ]);
        // Leads left over from earlier failures go out in the background.
        void deps.delivery.drain({ max: 20, budgetMs: 20_000 }).catch(() => 0);
      }
      return result;
    } catch (error) {
      if (!(error instanceof StoreUnavailable)) throw error;
      console.error(`[leads] ${error.message}`);
    }
  }
  return sendDirect(deps, lead.kind, lead.payload, lead.idempotencyKey);
}

/** The store is unavailable: one direct call to the lead API, or the error. */
async function sendDirect(
  deps: ServerDeps,
  kind: LeadKind,
  payload: Record<string, unknown>,
  key: string,
): Promise<Accepted> {
  if (!deps.config.leadApi) throw new HttpError(503, NOT_SAVED_MESSAGE);
  try {
    const reply = (await callUpstream(deps.config.leadApi, LEAD_API_PATHS[kind], {
      body: payload,
      headers: { 'idempotency-key': key },
      timeoutMs: deps.config.upstreamTimeoutMs,
      fetch: deps.fetch,
    })) as Record<string, unknown> | null;
    const id = reply?.lead_id ?? reply?.id;
    return { lead: { id: id == null ? key : String(id), status: 'delivered' }, created: true };
  } catch (error) {
    console.error(`[leads] direct delivery failed: ${(error as Error).message}`);
    throw new HttpError(503, NOT_SAVED_MESSAGE);
  }
}
