/**
 * Text helpers for names and lists (rules.md: Text placeholders; Names, makes and slugs).
 */

/** Text truncation at 50 characters with an ellipsis (rules.md: Names, makes and slugs). */
export const TRUNCATE_AT = 50;

export function truncate(text: string, max = TRUNCATE_AT): string {
  const t = text.trim();
  return t.length > max ? `${t.slice(0, max).trimEnd()}…` : t;
}

/** 'A', 'A and B', 'A, B and C': a comma list with 'and' before the last (rules.md: Text placeholders [manufacturers]). */
export function joinWithAnd(items: readonly string[]): string {
  const list = items.filter((i) => i.trim() !== '');
  if (list.length <= 1) return list[0] ?? '';
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

/** Each word's first letter in capitals ('mercedes-benz' → 'Mercedes-Benz'). */
export function titleCase(word: string): string {
  return word.replace(
    /(^|[\s-])(\p{L})/gu,
    (_m, sep: string, ch: string) => sep + ch.toUpperCase(),
  );
}

/** 'coming_soon' → 'Coming soon'. */
export function humanise(value: string): string {
  const t = value.replace(/[_-]+/g, ' ').trim();
  return t ? t[0].toUpperCase() + t.slice(1).toLowerCase() : '';
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** The visible text of a piece of HTML: tags dropped, entities for spaces read as spaces. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
