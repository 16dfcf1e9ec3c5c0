/**
 * The body a lead form posts (rules.md: Leads (method and path not shown): userData {category,
 * subcategory, …form fields} and isLastStep), with what keeps a lead safe to accept:
 * an idempotency key (repeats of one submission make one lead), the captcha payload and
 * the honeypot. The envelope is strict: any other key is refused.
 */
import { z } from 'zod';
import { FORM_KINDS } from './forms';
import { TRACKING_PARAMS, type TrackingParam } from './tracking';
import { HONEYPOT_FIELD } from './honeypot';

export { HONEYPOT_FIELD } from './honeypot';

/** The tracking parameters a lead may carry, and no others. */
export const TrackingParamsSchema = z.strictObject(
  Object.fromEntries(TRACKING_PARAMS.map((p) => [p, z.string().max(500).optional()])) as Record<
    TrackingParam,
    z.ZodOptional<z.ZodString>
  >,
);

/** A userData value: what a form field can hold. */
export const FieldValue = z.union([
  z.string().max(5000),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string().max(200)).max(50),
]);
export type UserDataValue = z.infer<typeof FieldValue>;

/** Keys no payload may carry: they would reach an object's prototype. */
export const FORBIDDEN_KEYS = ['__proto__', 'constructor', 'prototype'] as const;
export const MAX_FIELDS = 80;

export const UserData = z
  .record(z.string().min(1).max(100), FieldValue)
  .refine((o) => Object.keys(o).length <= MAX_FIELDS, { message: `At most ${MAX_FIELDS} fields` });

/** The key that makes repeats of one submission one lead (the browser makes it; rules.md: Leads (method and path not shown)). */
export const IdempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{16,80}$/, 'Invalid idempotency key');

export const LeadEnvelope = z.strictObject({
  form: z.enum(FORM_KINDS),
  userData: UserData,
  isLastStep: z.boolean(),
  idempotencyKey: IdempotencyKey,
  captcha: z.string().max(8000).optional(),
  [HONEYPOT_FIELD]: z.string().max(200).optional(),
  page_url: z.string().max(2000).optional(),
  tracking: TrackingParamsSchema.optional(),
});
/** POST /api/leads/{enquiry,test-drive,make-an-offer}: what the lead form sends. */
export type LeadEnvelope = z.input<typeof LeadEnvelope>;

/**
 * The lead endpoints' reply: the lead's id (null for a bot caught by the honeypot, or a step
 * checked before the last) and whether the form goes to /success; a step that is not the
 * last answers step 'ok'. The form reads it with readLeadReply (./submit.ts), which also
 * reads the generic error body.
 */
export const LeadReply = z.object({
  lead_id: z.string().nullable(),
  redirect: z.boolean(),
  step: z.literal('ok').optional(),
});
export type LeadReply = z.infer<typeof LeadReply>;

/** Finds a forbidden key anywhere in a parsed JSON value (depth-limited). */
export function findForbiddenKey(value: unknown, depth = 0): string | null {
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const key of Object.keys(value)) {
    if ((FORBIDDEN_KEYS as readonly string[]).includes(key)) return key;
    const inner = findForbiddenKey((value as Record<string, unknown>)[key], depth + 1);
    if (inner) return inner;
  }
  return null;
}
