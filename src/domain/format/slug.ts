/**
 * rules.md: Names, makes and slugs: URL slugs are lowercase; non-alphanumerics become '-';
 * leading and trailing dashes are trimmed.
 * A run of non-alphanumerics becomes one '-' (the reading a dealer means: 'A & B' → 'a-b').
 * A slug longer than MAX_SLUG_LENGTH is cut and ends in a hash of the whole slug, so a
 * 300-character body or model still makes a folder name the file system accepts, and two long
 * values that share their first 70 characters still get different slugs (rules.md: Hostile input).
 */
export const MAX_SLUG_LENGTH = 80;

/** A slug as slugify() writes one: lowercase letters and digits in runs joined by single dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugify(value: string): string {
  const slug = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return capSegment(slug);
}

/** A path segment of at most MAX_SLUG_LENGTH characters: long ones keep a prefix and a hash. */
export function capSegment(segment: string, max = MAX_SLUG_LENGTH): string {
  if (segment.length <= max) return segment;
  const hash = fnv1a(segment);
  const head = segment.slice(0, max - hash.length - 1).replace(/-+$/, '');
  return `${head}-${hash}`;
}

/** FNV-1a, 32 bits, as 7 base-36 digits: short, stable and spread enough for a slug suffix. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36).padStart(7, '0');
}
