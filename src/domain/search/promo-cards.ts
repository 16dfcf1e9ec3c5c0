/**
 * Promo cards in search results (rules.md: Results and car cards; Promo cards;
 * rules.md: Promo cards; Offers, promotions and popups).
 *
 * - Cards outside their start/expiry window are dropped; the rest are ordered by position,
 *   unpositioned cards optionally shuffled, and filtered by the display rules.
 * - display lists car types; strictDisplay limits a card to those types.
 * - The dealer's slots ([8, 17], 6, 9 or 4) take cards in turn: the card picked is at index
 *   (promoCardCount − 1) mod the count, promoCardCount counting the slots filled so far.
 * - A CTA card sits at position 30 and links to /trade-in.
 */
import type { PromoCard } from '../tenant/schema/promotion';
import { DEFAULT_PROMO_CARD_POSITIONS } from '../tenant/config/search-defaults';
import { HITS_PER_PAGE } from './page-size';

export const CTA_CARD_POSITION = 30;
export const CTA_CARD_LINK = '/trade-in';
export const CTA_CARD_TITLE = 'Sell your car';
export const CTA_CARD_TEXT = 'Get an instant offer in 2 minutes';

const time = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : t;
};

export function inWindow(card: Pick<PromoCard, 'start' | 'expiry'>, nowMs: number): boolean {
  const start = time(card.start);
  const expiry = time(card.expiry);
  return (start === null || nowMs >= start) && (expiry === null || nowMs < expiry);
}

/**
 * A card shows for the refined car types: with no car type refined, every card that is not
 * strict shows; a strict card shows only when every refined type is one of its types; a
 * card without display types shows everywhere.
 */
export function matchesDisplay(
  card: Pick<PromoCard, 'display' | 'strictDisplay'>,
  carTypes: readonly string[],
): boolean {
  const display = card.display ?? [];
  if (display.length === 0) return true;
  if (card.strictDisplay)
    return carTypes.length > 0 && carTypes.every((t) => (display as string[]).includes(t));
  return carTypes.length === 0 || carTypes.some((t) => (display as string[]).includes(t));
}

/** A deterministic shuffle (seeded), so a prerendered page and its hydration agree. */
function shuffle<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1664525 + 1013904223) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export interface PromoOptions {
  nowMs: number;
  carTypes: readonly string[];
  shuffleUnpositioned?: boolean;
  seed?: number;
}

/** The cards eligible now, in the order slots take them. */
export function activePromoCards(cards: readonly PromoCard[], options: PromoOptions): PromoCard[] {
  const live = cards.filter((c) => inWindow(c, options.nowMs));
  const positioned = live
    .filter((c) => c.position != null)
    .sort((a, b) => a.position! - b.position!);
  const rest = live.filter((c) => c.position == null);
  const ordered = [
    ...positioned,
    ...(options.shuffleUnpositioned ? shuffle(rest, options.seed ?? 1) : rest),
  ];
  return ordered.filter((c) => matchesDisplay(c, options.carTypes));
}

/** The card for the promoCardCount-th slot filled (1-based). */
export function pickPromoCard<T>(cards: readonly T[], promoCardCount: number): T | null {
  if (cards.length === 0 || promoCardCount < 1) return null;
  return cards[(promoCardCount - 1) % cards.length];
}

/** The dealer's promo-card slots (config.promoCardPositions), or [8, 17] when the dealer sets none. */
export function promoCardPositions(configured?: readonly number[] | null): number[] {
  return [...(configured?.length ? configured : DEFAULT_PROMO_CARD_POSITIONS)];
}

export type GridItem<H> =
  { kind: 'hit'; hit: H } | { kind: 'promo'; card: PromoCard; slot: number } | { kind: 'cta' };

export interface LayoutOptions {
  /** 0-based results page. */
  page: number;
  /** The dealer's slots (1-based grid positions); [8, 17] by default. */
  positions?: readonly number[] | null;
  /** Show the trade-in CTA card. */
  cta?: boolean;
}

/**
 * The results grid of one page: hits with promo cards at the dealer's positions and the
 * CTA card at position 30. Positions count cells within the page; a page of 21 results
 * has fewer than 30 cells, so the CTA card closes every full page (the position read as
 * "after the results" on a paged grid). Slots past the page's hits are left out.
 */
export function layoutResults<H>(
  hits: readonly H[],
  cards: readonly PromoCard[],
  options: LayoutOptions,
): GridItem<H>[] {
  const positions = promoCardPositions(options.positions).sort((a, b) => a - b);
  const grid: GridItem<H>[] = hits.map((hit) => ({ kind: 'hit', hit }));
  if (hits.length === 0) return grid;
  positions.forEach((position, i) => {
    const card = pickPromoCard(cards, options.page * positions.length + i + 1);
    if (!card || position - 1 > grid.length) return;
    grid.splice(position - 1, 0, { kind: 'promo', card, slot: position });
  });
  if (options.cta && (grid.length >= CTA_CARD_POSITION - 1 || hits.length >= HITS_PER_PAGE)) {
    grid.splice(Math.min(CTA_CARD_POSITION - 1, grid.length), 0, { kind: 'cta' });
  }
  return grid;
}
