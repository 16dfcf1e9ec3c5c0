/**
 * Accepting a lead: it is accepted only once it is stored, with one outbox row per delivery
 * channel, in one transaction (idempotently: a repeat of the same submission is the same lead).
 * The shopper is answered then; delivery starts right after the response (delivery.ts): a
 * long-running server's loop is nudged (its pass claims new leads in batches), a serverless
 * instance sends the lead itself in waitUntil. Either way it is retried by the loop or the
 * scheduled pass until each channel acknowledges it.
 * Where the database cannot be reached the shopper gets the error and keeps the form (rules.md: The error catalogue Form
 * submit failure); nothing is sent anywhere that could not be retried under the same key.
 */
import type { ServerDeps } from './endpoint-deps';
import { findCarById } from './endpoint-deps';
import type { NewLead, StoredLead } from './stores/leads';
import { channelsTaking } from './delivery';
import { leadContext, type LeadContext } from '../domain/leads/lead-context';
import { HttpError } from './http';
import { isConnectionError } from '../db/sql';
import { afterResponse, NO_META, type RequestMeta } from './request-meta';
import { kickProcessDelivery } from './delivery-loop';
import { contactLimitKeys, LEAD_CONTACT_LIMIT, CONTACT_LIMIT_MESSAGE } from './contact-limits';

export const NOT_SAVED_MESSAGE =
  'We could not send your enquiry just now. Please try again in a few minutes.';

export interface Accepted {
  lead: StoredLead;
  created: boolean;
}

/** A storage failure the shopper is told about: the database is out of reach (503, keep the form). */
function unsaved(deps: ServerDeps, error: unknown): unknown {
  if (error instanceof HttpError) return error;
  console.error(
    `[leads] ${deps.tenant}: the lead could not be stored: ${(error as Error).message}`,
  );
  return isConnectionError(error) ? new HttpError(503, NOT_SAVED_MESSAGE) : error;
}

/** The lead a repeat of a submission (its idempotency key) already made, if any. */
export async function findRepeat(deps: ServerDeps, key: string): Promise<StoredLead | null> {
  try {
    return await deps.leads.byKey(key);
  } catch (error) {
    throw unsaved(deps, error);
  }
}

const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : null;

/**
 * What the site knows of a lead as it comes in (lead-context.ts): the car of interest is looked
 * up by the lead's car_id among the site's cars, never taken from the form; a follow-up reads
 * its car from its start lead.
 */
export function contextOf(deps: ServerDeps, lead: NewLead): LeadContext {
  const u = (lead.payload.userData ?? {}) as Record<string, unknown>;
  const car = lead.parentId ? undefined : findCarById(deps, text(u.car_id ?? lead.payload.car_id));
  return leadContext({
    site: deps.site,
    form: deps.form,
    car,
    formKind: lead.form ?? null,
    dealershipSlug: text(u.dealership_slug) ?? car?.dealership_slug ?? null,
    locationId: text(u.location_id),
    locations: deps.locations,
  });
}

export async function acceptLead(
  deps: ServerDeps,
  lead: NewLead,
  meta: RequestMeta = NO_META,
): Promise<Accepted> {
  let result: Accepted;
  try {
    // a new enquiry counts against its contact details (follow-ups of a trade-in do not); a
    // repeat of a submission is found by the endpoint first, and by the insert in any case
    if (!lead.parentId) {
      const wait = await deps.limits.hitAll(
        contactLimitKeys(lead.payload),
        {
          max: LEAD_CONTACT_LIMIT.max * deps.config.limitMultiplier,
          windowMs: LEAD_CONTACT_LIMIT.windowMs,
        },
        deps.now(),
      );
      if (wait !== null) throw new HttpError(429, CONTACT_LIMIT_MESSAGE);
    }
    result = await deps.leads.insert(
      { ...lead, context: lead.context ?? contextOf(deps, lead) },
      channelsTaking(deps.channels, lead.kind),
      deps.now(),
    );
  } catch (error) {
    throw unsaved(deps, error);
  }
  if (
    result.created &&
    result.lead.status === 'pending' &&
    (meta.waitUntil || !kickProcessDelivery())
  )
    afterResponse(
      meta,
      deps.delivery.deliverLead(deps.tenant, result.lead.id),
      `delivery of ${result.lead.id}`,
    );
  return result;
}
