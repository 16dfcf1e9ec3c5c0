/**
 * tenants-and-content.md §5.5: URL slugs are lowercase; non-alphanumerics become '-';
 * leading and trailing dashes are trimmed.
 * A run of non-alphanumerics becomes one '-' (the reading a dealer means: 'A & B' → 'a-b').
 */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
