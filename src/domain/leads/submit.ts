/**
 * Reading a lead endpoint's reply (rules.md: Form submission; Generic response handling
 * response handling, rules.md: The error catalogue): success when the reply has lead_id or signals redirect;
 * otherwise the server's error, or 'An unexpected error occured'; a non-OK reply without
 * an error field reads 'An unexpected error occurred: {statusText}'.
 */
import { LEAD_WITHOUT_ID_MESSAGE } from './messages';
import { responseErrorMessage } from '../api/errors';

export type SubmitOutcome =
  | { ok: true; leadId: string | null; redirect: boolean; body: Record<string, unknown> }
  | { ok: false; status: number; message: string; fields: Record<string, string[]> };

export function readLeadReply(status: number, statusText: string, body: unknown): SubmitOutcome {
  const obj =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  const error = typeof obj?.error === 'string' ? obj.error : null;
  const fields =
    obj && obj.fields && typeof obj.fields === 'object'
      ? (obj.fields as Record<string, string[]>)
      : {};
  if (status < 200 || status >= 300) {
    return { ok: false, status, message: responseErrorMessage(obj, statusText), fields };
  }
  const leadId =
    typeof obj?.lead_id === 'string' || typeof obj?.lead_id === 'number'
      ? String(obj.lead_id)
      : null;
  const redirect = obj?.redirect === true;
  if (leadId || redirect)
    return { ok: true, leadId, redirect: redirect || Boolean(leadId), body: obj ?? {} };
  return { ok: false, status, message: error ?? LEAD_WITHOUT_ID_MESSAGE, fields };
}
