/**
 * The checkout island's calls: start a reservation (POST), read one (GET), and keep the buyer's
 * details on this tab while they are away at the payment page (nothing lost on cancel).
 */
import { responseErrorMessage } from '../../domain/api/errors';
import { OFFLINE_MESSAGE } from '../../domain/leads/messages';
import {
  RESERVATION_API,
  ReservationReply,
  ReservationView,
  type ReservationRequest,
} from '../../domain/checkout/reservation-api';

export type StartOutcome =
  | { ok: true; reply: ReservationReply }
  | { ok: false; status: number; message: string; fields: Record<string, string[]> };

export async function startReservation(body: ReservationRequest): Promise<StartOutcome> {
  let response: Response;
  try {
    response = await fetch(RESERVATION_API.create, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, status: 0, message: OFFLINE_MESSAGE, fields: {} };
  }
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const parsed = response.ok ? ReservationReply.safeParse(data) : null;
  if (parsed?.success) return { ok: true, reply: parsed.data };
  const fields =
    data && typeof data.fields === 'object' && data.fields
      ? (data.fields as Record<string, string[]>)
      : {};
  return {
    ok: false,
    status: response.status,
    message: responseErrorMessage(data, response.statusText),
    fields,
  };
}

/** The reservation, or null when it cannot be read (not found, offline). */
export async function readReservation(id: string): Promise<ReservationView | null> {
  try {
    const response = await fetch(RESERVATION_API.status(id), { credentials: 'same-origin' });
    if (!response.ok) return null;
    const parsed = ReservationView.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const draftKey = (carId: string) => `reservation-draft:${carId}`;

export function saveDraft(carId: string, values: Record<string, string>): void {
  try {
    sessionStorage.setItem(draftKey(carId), JSON.stringify(values));
  } catch {
    // storage full or disabled: the form still works, only the draft is not kept
  }
}

export function readDraft(carId: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(draftKey(carId)) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(([, v]) => typeof v === 'string' && v.length <= 254),
    );
  } catch {
    return {};
  }
}
