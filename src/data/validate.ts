/**
 * Validation of content payloads. A payload that fails validation stops that tenant's
 * build with the tenant, the file (or API path), the path of the field and the reason.
 */
import type { z } from 'zod';

export interface ContentOrigin {
  tenant: string;
  /** API path or file, e.g. 'websites/2002.json' or 'tenants/x/tenant.json'. */
  source: string;
}

export class ContentValidationError extends Error {
  readonly tenant: string;
  readonly source: string;
  readonly fields: { path: string; reason: string }[];
  constructor(origin: ContentOrigin, fields: { path: string; reason: string }[]) {
    const lines = fields.slice(0, 20).map((f) => `  ${f.path || '(root)'}: ${f.reason}`);
    if (fields.length > 20) lines.push(`  … and ${fields.length - 20} more`);
    super(`Tenant "${origin.tenant}": invalid content in ${origin.source}\n${lines.join('\n')}`);
    this.name = 'ContentValidationError';
    this.tenant = origin.tenant;
    this.source = origin.source;
    this.fields = fields;
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
