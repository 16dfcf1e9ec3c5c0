/**
 * The rebuild webhook's signature: HMAC-SHA256 with REBUILD_WEBHOOK_SECRET over
 * `{timestamp}.{raw body}`, sent as
 *
 *   X-Rebuild-Timestamp: 1764000000            (Unix seconds when the dashboard signed)
 *   X-Rebuild-Signature: sha256=<64 hex digits>
 *
 * A request is accepted once (stores/replays.ts).
 */
import { createHmac } from 'node:crypto';
import { constantTimeEqual } from './constant-time';
import {
  WEBHOOK_MAX_AGE_SECONDS,
  WEBHOOK_MAX_AHEAD_SECONDS,
  webhookTimestampProblem,
} from './webhook-clock';

export const REBUILD_HEADERS = {
  timestamp: 'x-rebuild-timestamp',
  signature: 'x-rebuild-signature',
} as const;
export const SIGNATURE_PREFIX = 'sha256=';
/** A request signed more than 5 minutes ago is refused (webhook-clock.ts). */
export const MAX_AGE_SECONDS = WEBHOOK_MAX_AGE_SECONDS;
/** A timestamp ahead of our clock is refused beyond a small skew (webhook-clock.ts). */
export const FUTURE_TOLERANCE_SECONDS = WEBHOOK_MAX_AHEAD_SECONDS;

export const SIGNATURE_MESSAGES = {
  missing: `Missing the X-Rebuild-Timestamp or X-Rebuild-Signature header.`,
  badTimestamp: 'X-Rebuild-Timestamp must be Unix seconds.',
  stale: 'The request timestamp is more than 5 minutes old.',
  future: 'The request timestamp is in the future.',
  badSignature: 'The signature does not match the request.',
  replay: 'This request was already received.',
} as const;

/**
 * 'sha256=' and the HMAC-SHA256 with `secret` over `{timestamp}.{body}`: the rebuild webhook's
 * signature, and the one the site puts on each lead it sends to a dealer's webhook.
 */
export function signTimestamped(secret: string, timestamp: number | string, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
  return `${SIGNATURE_PREFIX}${mac}`;
}

export const signRebuild = signTimestamped;

export type SignatureCheck =
  { ok: true; timestamp: number; signature: string } | { ok: false; status: number; error: string };

/** Checks the headers, the timestamp's age and the signature (in constant time). */
export function checkSignature(input: {
  secret: string;
  timestamp: string | null;
  signature: string | null;
  body: string;
  nowSeconds: number;
}): SignatureCheck {
  const { timestamp, signature } = input;
  if (!timestamp || !signature)
    return { ok: false, status: 401, error: SIGNATURE_MESSAGES.missing };
  if (!/^\d{1,12}$/.test(timestamp.trim()))
    return { ok: false, status: 401, error: SIGNATURE_MESSAGES.badTimestamp };
  const ts = Number(timestamp.trim());
  const problem = webhookTimestampProblem(ts, input.nowSeconds);
  if (problem) return { ok: false, status: 401, error: SIGNATURE_MESSAGES[problem] };
  const expected = Buffer.from(signRebuild(input.secret, ts, input.body));
  const given = Buffer.from(signature.trim().toLowerCase());
  if (!constantTimeEqual(given, expected))
    return { ok: false, status: 401, error: SIGNATURE_MESSAGES.badSignature };
  return { ok: true, timestamp: ts, signature: given.toString() };
}

/** How long an accepted signature is remembered (Unix seconds): until its age check refuses it anyway. */
export function rememberUntil(timestamp: number): number {
  return timestamp + MAX_AGE_SECONDS + FUTURE_TOLERANCE_SECONDS;
}
