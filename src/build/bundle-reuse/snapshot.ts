/**
 * A copy of what Astro's Vite builds leave in its build internals (which islands, scripts and
 * styles each page uses, which chunk holds which module, the pages' dependency hashes), made
 * from one tenant's build and given to another's whose builds are skipped.
 *
 * Astro's internals hold Maps, Sets, arrays, plain objects, URLs and strings, and point at the
 * build's page data (one object per route, made before the builds). The copy keeps a page's
 * data as a reference by its key, and its strings as templates (./template.ts); it is restored
 * into the next build's internals with that build's page data and strings. A value of any other
 * kind cannot be copied faithfully, so it refuses the copy (and the bundles are built).
 */
import { fillTemplate, toTemplate, type TenantStrings } from './template';

/** A page's data, by its key (Astro's `pageData.key`). */
export class PageRef {
  constructor(readonly key: string) {}
}

/** A URL, kept as its templated address (a template is not a valid URL). */
export class UrlRef {
  constructor(readonly href: string) {}
}

/** A value a copy cannot hold faithfully: a function, a class instance, a symbol. */
export class UncopiableValue extends Error {}

interface Hooks {
  string: (value: string) => string;
  /** A replacement for an object (a page's data, a PageRef), or undefined to copy it. */
  object: (value: object) => unknown;
  /** A URL (or UrlRef) by its address. */
  url: (href: string) => unknown;
}

function copy(value: unknown, hooks: Hooks, where: string): unknown {
  if (typeof value === 'string') return hooks.string(value);
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'function' || typeof value === 'symbol')
      throw new UncopiableValue(`${where} is a ${typeof value}`);
    return value;
  }
  const replaced = hooks.object(value);
  if (replaced !== undefined) return replaced;
  if (Array.isArray(value)) return value.map((v, i) => copy(v, hooks, `${where}[${i}]`));
  if (value instanceof Map)
    return new Map(
      [...value].map(([k, v]) => [copy(k, hooks, `${where} key`), copy(v, hooks, `${where}.get`)]),
    );
  if (value instanceof Set) return new Set([...value].map((v) => copy(v, hooks, `${where} item`)));
  if (value instanceof URL || value instanceof UrlRef) return hooks.url(value.href);
  if (value instanceof RegExp) return new RegExp(hooks.string(value.source), value.flags);
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null)
    throw new UncopiableValue(`${where} is a ${proto?.constructor?.name ?? 'class instance'}`);
  const out: Record<string, unknown> = proto === null ? Object.create(null) : {};
  for (const [k, v] of Object.entries(value)) out[k] = copy(v, hooks, `${where}.${k}`);
  return out;
}

/** The build internals' fields Astro sets before its Vite builds or from their output: not copied. */
export const NOT_COPIED = new Set([
  'pagesByKeys',
  'pagesByViteID',
  'prerenderEntryFileName',
  'extractedChunks',
]);

/** The fields Astro's page data has; its builds add to `styles` alone. */
const PAGE_DATA_FIELDS = new Set(['key', 'component', 'route', 'moduleSpecifier', 'styles']);

export interface InternalsSnapshot {
  fields: Map<string, unknown>;
  /** Each page's styles, which the CSS build plugin adds to its page data. */
  styles: Map<string, unknown>;
}

interface PageData {
  key: string;
  styles?: unknown;
}

/**
 * A copy of `internals` after a build's Vite builds, its strings made templates of `values`.
 * Throws UncopiableValue when it holds what a copy cannot.
 */
export function snapshotInternals(
  internals: Record<string, unknown>,
  values: TenantStrings,
): InternalsSnapshot {
  const pages = internals.pagesByKeys as Map<string, PageData>;
  const byObject = new Map<object, PageRef>(
    [...pages.values()].map((p) => [p, new PageRef(p.key)]),
  );
  const hooks: Hooks = {
    string: (s) => toTemplate(s, values),
    object: (o) => byObject.get(o),
    url: (href) => new UrlRef(toTemplate(href, values)),
  };
  const fields = new Map<string, unknown>();
  for (const [name, value] of Object.entries(internals)) {
    if (!NOT_COPIED.has(name)) fields.set(name, copy(value, hooks, `internals.${name}`));
  }
  const styles = new Map<string, unknown>();
  for (const page of pages.values()) {
    const extra = Object.keys(page).filter((k) => !PAGE_DATA_FIELDS.has(k));
    if (extra.length) throw new UncopiableValue(`page data of ${page.key} has ${extra.join(', ')}`);
    styles.set(page.key, copy(page.styles, hooks, `styles of ${page.key}`));
  }
  return { fields, styles };
}

/**
 * Writes a snapshot into another build's `internals` (made by Astro, its page data tracked,
 * its Vite builds skipped), filling its templates with that build's `values`.
 */
export function restoreInternals(
  snapshot: InternalsSnapshot,
  internals: Record<string, unknown>,
  values: TenantStrings,
): void {
  const pages = internals.pagesByKeys as Map<string, PageData>;
  const page = (key: string) => {
    const found = pages.get(key);
    if (!found) throw new Error(`bundle reuse: this build has no page data for ${key}`);
    return found;
  };
  const hooks: Hooks = {
    string: (s) => fillTemplate(s, values),
    object: (o) => (o instanceof PageRef ? page(o.key) : undefined),
    url: (href) => new URL(fillTemplate(href, values)),
  };
  for (const [name, value] of snapshot.fields) internals[name] = copy(value, hooks, name);
  for (const [key, styles] of snapshot.styles) {
    page(key).styles = copy(styles, hooks, `styles of ${key}`);
  }
}

/**
 * A snapshot as one string, for comparing two: each string given to `name` first (to give one
 * build's chunks the other's names), Maps and Sets in sorted order (a build fills them in the
 * order Rolldown lists chunks, which is by their hashed names), page data by key, URLs by
 * address.
 */
export function canonical(value: unknown, name: (text: string) => string = (t) => t): string {
  const c = (v: unknown) => canonical(v, name);
  if (typeof value === 'string') return JSON.stringify(name(value));
  if (value instanceof PageRef) return `page(${c(value.key)})`;
  if (value instanceof UrlRef) return `url(${c(value.href)})`;
  if (value instanceof Map)
    return `map{${[...value]
      .map(([k, v]) => `${c(k)}=>${c(v)}`)
      .sort()
      .join(',')}}`;
  if (value instanceof Set) return `set{${[...value].map(c).sort().join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(c).join(',')}]`;
  if (value instanceof RegExp) return `regexp(${c(value.source)},${value.flags})`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${c(v)}`)
      .join(',')}}`;
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

/**
 * Where two snapshots differ (the first field that does), or null when they are the same once
 * `rename` has given `b`'s chunks `a`'s names.
 */
export function snapshotDifference(
  a: InternalsSnapshot,
  b: InternalsSnapshot,
  rename: (text: string) => string = (t) => t,
): string | null {
  for (const [field, value] of a.fields) {
    if (canonical(value) !== canonical(b.fields.get(field), rename)) return `internals.${field}`;
  }
  if (a.fields.size !== b.fields.size) return 'the internals fields';
  if (canonical(a.styles) !== canonical(b.styles, rename)) return "the pages' styles";
  return null;
}
