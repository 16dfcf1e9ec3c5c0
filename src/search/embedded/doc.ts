/** A stock-index document and reading a (possibly nested) field from it. */
export type Doc = Record<string, unknown> & { id: string | number };

export function read(doc: Doc, path: string): unknown {
  if (path in doc) return doc[path];
  let current: unknown = doc;
  for (const key of path.split('.')) {
    if (current == null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
