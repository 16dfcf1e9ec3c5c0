/**
 * What an offer card and the single offer page show (rules.md: Offers; Toggles; Other rules; Offers, promotions and popups): the name as text, the description and disclaimer with their collapse rules,
 * and the button labels.
 */
import { htmlToParagraphs } from '../search/landing-pages';
import { formatCalendarDate } from '../market/format';
import type { Market } from '../market/market';

export const OFFERS_TITLE = 'See our latest offers';
export const OFFERS_PATH = '/special-offers';
export const VIEW_MORE = 'View more';
export const VIEW_LESS = 'View less';
export const VIEW_FULL_DISCLAIMER = 'View full disclaimer';
export const LESS_DISCLAIMER = 'less disclaimer';
export const ENQUIRE_NOW = 'Enquire Now';
export const BOOK_A_TEST_DRIVE = 'Book A Test Drive';
export const exploreModel = (model: string) => `Explore ${model}`;

/** Description: collapses above 200 characters, truncated to 160 (rules.md: Other rules; Offers, promotions and popups). */
export const DESCRIPTION_COLLAPSE_ABOVE = 200;
export const DESCRIPTION_TRUNCATE_TO = 160;
/** Disclaimer: collapses above 200 characters, truncated to 200. */
export const DISCLAIMER_COLLAPSE_ABOVE = 200;
export const DISCLAIMER_TRUNCATE_TO = 200;
export const FINANCE_OFFER_CATEGORY = 'Finance offer';

export interface CollapsibleText {
  full: string;
  /** The truncated text with an ellipsis; null when the text shows in full. */
  short: string | null;
}

/** Cut at `limit` characters, back to the last word when one ends near, with an ellipsis. */
export function truncate(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit * 0.8 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function collapsible(
  text: string,
  collapseAbove: number,
  truncateTo: number,
  expanded = false,
): CollapsibleText {
  const full = text.trim();
  if (expanded || full.length <= collapseAbove) return { full, short: null };
  return { full, short: truncate(full, truncateTo) };
}

export interface OfferTextInput {
  name: string;
  description?: string | null;
  sanitized_description?: string | null;
  disclaimer?: string | null;
  category?: string | null;
}

/** A finance offer (its category names finance). */
export const isFinanceOffer = (offer: Pick<OfferTextInput, 'category'>) =>
  /finance/i.test(offer.category ?? '');

/** Plain text of the dashboard's HTML. */
export const htmlText = (html: string | null | undefined) => htmlToParagraphs(html).join(' ');

export interface OfferText {
  title: string;
  description: CollapsibleText | null;
  disclaimer: CollapsibleText | null;
}

/**
 * The offer's texts. `financeExpanded`: the site's flag that keeps finance offers expanded
 * (rules.md: Toggles), so their description and disclaimer always show in full.
 */
export function offerText(offer: OfferTextInput, financeExpanded: boolean): OfferText {
  const expanded = financeExpanded && isFinanceOffer(offer);
  const description = offer.sanitized_description?.trim() || htmlText(offer.description);
  const disclaimer = htmlText(offer.disclaimer);
  return {
    title: htmlText(offer.name),
    description: description
      ? collapsible(description, DESCRIPTION_COLLAPSE_ABOVE, DESCRIPTION_TRUNCATE_TO, expanded)
      : null,
    disclaimer: disclaimer
      ? collapsible(disclaimer, DISCLAIMER_COLLAPSE_ABOVE, DISCLAIMER_TRUNCATE_TO, expanded)
      : null,
  };
}

/** 'Offer ends 24 December 2026' ('December 24, 2026' in the US) from the offer's yyyy-mm-dd last day. */
export function offerEndsOn(date: string, market: Market = 'AU'): string {
  return `Offer ends ${formatCalendarDate(date, market)}`;
}

/** An offer past its last day (yyyy-mm-dd, in the dealer's calendar) is no longer shown. */
export const isExpiredOffer = (offer: { expiry_date?: string | null }, today: string) =>
  Boolean(offer.expiry_date) && offer.expiry_date!.slice(0, 10) < today;
