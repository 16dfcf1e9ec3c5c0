/**
 * Posting to the site's own endpoints and reading their replies the spec's way
 * (§7 Generic response handling, §4 Form submission); analytics after a lead.
 */
import { readLeadReply, type SubmitOutcome } from '../../domain/leads/submit';
import type { FormContext } from '../../domain/leads/context';
import type { LeadCar } from '../../domain/leads/lead-car';
import { responseErrorMessage } from '../../domain/api/errors';
import { postEvent, pushDataLayer } from '../shell/analytics';

/** The events endpoint (API.events; the constant is not imported: it would bring zod into the page). */
const API_EVENTS = '/api/events';

/** Sends JSON; a network failure is an outcome too (status 0), so the form can keep its key and retry. */
export async function postJson(
  url: string,
  body: unknown,
): Promise<SubmitOutcome & { network?: boolean }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return {
      ok: false,
      status: 0,
      message: 'You appear to be offline. Please check your connection and try again.',
      fields: {},
      network: true,
    };
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  return readLeadReply(response.status, response.statusText, data);
}

/** Plain JSON call for the trade-in steps: the body, or the server's error with its fields. */
export async function callJson<T>(
  url: string,
  body: unknown,
): Promise<
  | { ok: true; data: T }
  | { ok: false; message: string; fields: Record<string, string[]>; status: number }
> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.ok) return { ok: true, data: data as T };
    return {
      ok: false,
      status: response.status,
      message: responseErrorMessage(data, response.statusText),
      fields: (data?.fields as Record<string, string[]>) ?? {},
    };
  } catch {
    return {
      ok: false,
      status: 0,
      message: 'You appear to be offline. Please check your connection and try again.',
      fields: {},
    };
  }
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Fires the lead's analytics id (dataLayer) and, for tenants with event logging, the tracking event. Failures are swallowed (§8). */
export function trackLead(
  context: FormContext,
  eventId: number,
  category: string,
  leadId: string | null,
  car?: LeadCar,
): void {
  try {
    const params = car
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
    postEvent(API_EVENTS, { category, eventId, leadId, params }, context.eventLogging);
  } catch {
    // analytics never stands in the shopper's way
  }
}
