/**
 * Small zod building blocks shared by every entity schema.
 *
 * Dashboard payloads carry many more keys than we read, and many fields are null or
 * absent. Every object schema is therefore "loose" (unknown keys are kept, so a real
 * payload validates unchanged and nothing is silently dropped), and optional fields
 * accept null as well as undefined.
 */
import { z } from 'zod';
import { SLUG_PATTERN } from './format/slug';

/** A number the API may send as a number or a numeric string ("4.1", "4000"). */
export const numeric = z.union([
  z.number(),
  z.string().regex(/^\s*-?\d+(\.\d+)?\s*$/, 'Expected a number'),
]);

/** A number or numeric string, read as a number. */
export const numericValue = numeric.transform((v) => (typeof v === 'number' ? v : Number(v)));

/** An id: the API uses numbers, a few payloads send them as strings. */
export const id = z.union([z.number().int(), z.string().min(1)]);

/** Optional and nullable: absent, null or the value. */
export const opt = <T extends z.ZodType>(schema: T) => schema.nullish();

/** A loose object: declared keys are validated, unknown keys are kept as they came. */
export const loose = z.looseObject;

/** An image reference as the dashboard sends it: `{ url, thumb: { url } }`. */
export const imageRef = loose({
  url: opt(z.string()),
  thumb: opt(loose({ url: opt(z.string()) })),
});

/**
 * A slug that becomes a URL path segment (a tenant, a website, a blog post, a location): one
 * segment as slugify() writes it, so '/our-location/{slug}' names one page and needs no escaping.
 */
export const urlSlug = z
  .string()
  .regex(SLUG_PATTERN, 'Expected a lowercase slug (letters, digits and single dashes)');
