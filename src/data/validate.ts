/**
 * Validation of content payloads. A payload that fails validation stops that tenant's
 * build with the tenant, the file (or API path), the path of the field and the reason.
 * A collection (a list payload or an index's documents) is validated whole: every invalid
 * item is reported at once, each with its index and id, so a dealer fixes them in one pass.
 */
import type { z } from 'zod';

/** How many field errors one message lists; the rest are counted. */
export const MAX_REPORTED_FIELDS = 50;

export interface ContentOrigin {
  tenant: string;
  /** API path or file, e.g. 'websites/2002.json' or 'tenants/x/tenant.json'. */
  source: string;
}

export interface FieldError {
  /** 'locations[2].address.postcode'; for a collection item it starts with the item's index. */
  path: string;
  reason: string;
  /** The collection item's identity, e.g. 'id 17, slug "about"'. */
  item?: string;
}

export interface CollectionCounts {
  invalidItems: number;
  totalItems: number;
}

export class ContentValidationError extends Error {
  readonly tenant: string;
  readonly source: string;
  readonly fields: FieldError[];
  readonly counts?: CollectionCounts;
  constructor(origin: ContentOrigin, fields: FieldError[], counts?: CollectionCounts) {
    const lines = fields
      .slice(0, MAX_REPORTED_FIELDS)
      .map((f) => `  ${f.path || '(root)'}${f.item ? ` (${f.item})` : ''}: ${f.reason}`);
    if (fields.length > MAX_REPORTED_FIELDS)
      lines.push(`  … and ${fields.length - MAX_REPORTED_FIELDS} more`);
    const summary = counts ? ` (${counts.invalidItems} of ${counts.totalItems} items invalid)` : '';
    super(
      `Tenant "${origin.tenant}": invalid content in ${origin.source}${summary}\n${lines.join('\n')}`,
    );
    this.name = 'ContentValidationError';
    this.tenant = origin.tenant;
    this.source = origin.source;
    this.fields = fields;
    this.counts = counts;
  }
}

/** 'locations[2].address.postcode' from zod's issue path. */
export function formatIssuePath(issuePath: readonly PropertyKey[]): string {
  return issuePath
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  data: unknown,
  origin: ContentOrigin,
  prefix: PropertyKey[] = [],
): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ContentValidationError(
    origin,
    result.error.issues.map((issue) => ({
      path: formatIssuePath([...prefix, ...issue.path]),
      reason: issue.message,
    })),
  );
}

/** 'id 17, slug "about"': what names a collection item besides its index. */
export function itemIdentity(item: unknown): string | undefined {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return undefined;
  const { id, slug } = item as { id?: unknown; slug?: unknown };
  const parts = [
    typeof id === 'string' || typeof id === 'number' ? `id ${JSON.stringify(id)}` : null,
    typeof slug === 'string' ? `slug ${JSON.stringify(slug)}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}

/**
 * Validates every item of a collection and reports every invalid one at once. Items that
 * `include` leaves out are neither validated nor returned (their index is kept in messages).
 */
export function parseItemsOrThrow<S extends z.ZodType>(
  schema: S,
  items: readonly unknown[],
  origin: ContentOrigin,
  include: (item: unknown) => boolean = () => true,
): z.output<S>[] {
  const parsed: z.output<S>[] = [];
  const fields: FieldError[] = [];
  let invalidItems = 0;
  items.forEach((item, i) => {
    if (!include(item)) return;
    const result = schema.safeParse(item);
    if (result.success) {
      parsed.push(result.data);
      return;
    }
    invalidItems++;
    const identity = itemIdentity(item);
    for (const issue of result.error.issues)
      fields.push({
        path: formatIssuePath([i, ...issue.path]),
        reason: issue.message,
        ...(identity ? { item: identity } : {}),
      });
  });
  if (fields.length)
    throw new ContentValidationError(origin, fields, {
      invalidItems,
      totalItems: items.length,
    });
  return parsed;
}
