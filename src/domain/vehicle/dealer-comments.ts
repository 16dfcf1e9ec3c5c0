/**
 * Dealer comments (rules.md: Vehicle detail page (VDP) Other VDP blocks, rules.md: Display rules; VDP
 * and display).
 * - Title configurable, default 'Dealer Comments' ('Our Comments' in one layout).
 * - Truncated at 400 characters with 'more...'/'less' (or 'Show More'/'Show Less').
 * - Text split on '|' into paragraphs.
 * - Comments empty after removing '|' show 'Dealer comments are pending. Please check back
 *   here later.'
 */
export const DEALER_COMMENTS_LIMIT = 400;
export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.';
export const OUR_COMMENTS_TITLE = 'Our Comments';
export const COMMENTS_TOGGLE = { more: 'more...', less: 'less' } as const;
export const COMMENTS_TOGGLE_ALT = { more: 'Show More', less: 'Show Less' } as const;

export type DealerComments =
  | { kind: 'pending'; text: string }
  | { kind: 'comments'; paragraphs: string[]; truncated: string[] | null };

export function splitParagraphs(text: string): string[] {
  return text
    .split('|')
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/**
 * The paragraphs shown before 'more...': whole paragraphs while they fit in 400 characters,
 * the one that crosses the limit cut at a word and ended with '…'. null when nothing is cut.
 */
export function truncateParagraphs(
  paragraphs: string[],
  limit = DEALER_COMMENTS_LIMIT,
): string[] | null {
  const total = paragraphs.reduce((n, p) => n + p.length, 0);
  if (total <= limit) return null;
  const shown: string[] = [];
  let used = 0;
  for (const p of paragraphs) {
    if (used + p.length <= limit) {
      shown.push(p);
      used += p.length;
      continue;
    }
    const room = limit - used;
    const cut = p.slice(0, room);
    const atWord = cut.lastIndexOf(' ') > room * 0.6 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
    shown.push(`${atWord.trimEnd()}\u2026`);
    break;
  }
  return shown;
}

export function dealerComments(text: string | null | undefined): DealerComments {
  const paragraphs = splitParagraphs(text ?? '');
  if (paragraphs.length === 0) return { kind: 'pending', text: DEALER_COMMENTS_PENDING };
  return { kind: 'comments', paragraphs, truncated: truncateParagraphs(paragraphs) };
}
