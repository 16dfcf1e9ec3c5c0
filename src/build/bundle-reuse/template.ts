/**
 * What one tenant's bundles say of that tenant, and nothing else: its site URL, its build
 * folders and the Netlify adapter's per-build secret. Every other byte of the prerender, server
 * and client bundles is the same for every tenant of one checkout (the content is read from the
 * store file when pages render). A recording keeps a bundle with those strings as placeholders
 * (a template); filling the template with another tenant's strings gives that tenant's bundle.
 */

/** The strings of one build that name its tenant, by name; undefined when the build has none. */
export type TenantStrings = Readonly<Record<string, string | undefined>>;

const MARK = '\u0000dealer-tenant:';
const placeholder = (name: string) => `${MARK}${name}\u0000`;
const PLACEHOLDER = new RegExp(`${MARK}([a-zA-Z]+)\u0000`, 'g');

/** The strings longest first, so a path is replaced before a shorter path it contains. */
function longestFirst(values: TenantStrings): [string, string][] {
  return Object.entries(values)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .sort((a, b) => b[1].length - a[1].length);
}

/** `text` with every one of the tenant's strings made its placeholder. */
export function toTemplate(text: string, values: TenantStrings): string {
  let out = text;
  for (const [name, value] of longestFirst(values)) out = out.split(value).join(placeholder(name));
  return out;
}

/** A template filled with a tenant's strings. A placeholder with no string is an error. */
export function fillTemplate(template: string, values: TenantStrings): string {
  if (!template.includes(MARK)) return template;
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (typeof value !== 'string' || value === '')
      throw new Error(`bundle reuse: this build has no "${name}" to put in the reused bundle`);
    return value;
  });
}

/** The names of the placeholders a template holds. */
export function placeholdersIn(template: string): Set<string> {
  return new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]));
}
