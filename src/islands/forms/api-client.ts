/**
 * Posting to the site's own endpoints and reading their replies the spec's way
 * (rules.md: Generic response handling; Form submission); analytics after a lead.
 */
import { readLeadReply, type SubmitOutcome } from '../../domain/leads/submit';
import type { FormContext } from '../../domain/leads/context';
import type { LeadCar } from '../../domain/leads/lead-car';
import { responseErrorMessage } from '../../domain/api/errors';
import { OFFLINE_MESSAGE } from '../../domain/leads/messages';
import { API } from '../../domain/api/paths';
import { postEvent, pushDataLayer } from '../shell/analytics';

/** A network failure: an outcome too (status 0), so the form can keep its key and retry. */
const offline = {
  ok: false as const,
  status: 0,
  message: OFFLINE_MESSAGE,
  fields: {} as Record<string, string[]>,
  network: true as const,
};

/** POSTs JSON to one of the site's endpoints: the reply's status and JSON body (null when it has none), or null offline. */
async function post(
  url: string,
  body: unknown,
): Promise<{ status: number; statusText: string; ok: boolean; data: unknown } | null> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return null;
  }
  const data: unknown = await response.json().catch(() => null);
  return { status: response.status, statusText: response.statusText, ok: response.ok, data };
}

/** Sends a lead form's envelope and reads the reply the spec's way (readLeadReply). */
export async function postJson(
  url: string,
  body: unknown,
): Promise<SubmitOutcome & { network?: boolean }> {
  const reply = await post(url, body);
  if (!reply) return offline;
  return readLeadReply(reply.status, reply.statusText, reply.data);
}

/**
 * Plain JSON call for the trade-in steps: the body (typed by the caller with the call's reply
 * schema, src/domain/trade-in/api.ts), or the server's error (ApiErrorBody) with its fields.
 */
export async function callJson<T>(
  url: string,
  body: unknown,
): Promise<
  | { ok: true; data: T }
  | { ok: false; message: string; fields: Record<string, string[]>; status: number }
> {
  const reply = await post(url, body);
  if (!reply) return offline;
  if (reply.ok) return { ok: true, data: reply.data as T };
  // The reply's schema is loaded only for an error reply (zod stays off the page's first load);
  // if it cannot load, the message still shows, without per-field errors.
  const schemas = await import('../../domain/api/endpoints').catch(() => null);
  const error = schemas?.ApiErrorBody.safeParse(reply.data);
  return {
    ok: false,
    status: reply.status,
    message: responseErrorMessage(reply.data, reply.statusText),
    fields: (error?.success ? error.data.fields : undefined) ?? {},
  };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Fires the lead's analytics id (dataLayer) and, for tenants with event logging, the tracking event. Failures are swallowed (rules.md: The error catalogue). */
export function trackLead(
  context: FormContext,
  eventId: number,
  category: string,
  leadId: string | null,
  car?: LeadCar,
): void {
  try {
    const params: Record<string, string | number | null> = car
      ? {
          vehicleStatus: car.status,
          vehicleMake: car.make,
          vehicleModel: car.model,
          vehicleYear: car.year ?? null,
          vehicleKilometers: car.km ?? null,
          vehicleGrade: car.badge ?? null,
        }
      : {};
    pushDataLayer({ event: 'lead', event_id: eventId, category, lead_id: leadId, ...params });
    postEvent(API.events, { category, eventId, leadId, params }, context.eventLogging);
  } catch {
    // analytics never stands in the shopper's way
  }
}
