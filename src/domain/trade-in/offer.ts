/**
 * The trade-in offer against a car being bought (rules.md: Valuation wizard and trade-in
 * wizard and trade-in): offer_price; the derived offer and reducedPrice (price minus offer,
 * when offer > 0); savings: extraSavings and total (before_price).
 */

export interface OfferFigures {
  offer: number;
  /** The car's price less the offer; only when the offer is above 0. */
  reducedPrice: number | null;
  /** What the shopper saves on the car's was price; 0 when there is none. */
  extraSavings: number;
  /** The was price (before_price), when there is one. */
  total: number | null;
}

export function offerFromPrice(offerPrice: number | string | null | undefined): number {
  const n = typeof offerPrice === 'string' ? Number(offerPrice) : (offerPrice ?? 0);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
}

/**
 * The spec writes extraSavings as 'price minus before_price'; a saving is what the was price
 * is above the price, so we read it as before_price − price, and 0 when there is no was price.
 */
export function offerFigures(
  car: { price?: number | null; before_price?: number | null } | null,
  offerPrice: number | string | null | undefined,
): OfferFigures {
  const offer = offerFromPrice(offerPrice);
  const price = car?.price ?? 0;
  const before = car?.before_price ?? null;
  return {
    offer,
    reducedPrice: car && price > 0 && offer > 0 ? price - offer : null,
    extraSavings: before != null && before > price && price > 0 ? before - price : 0,
    total: before != null && before > 0 ? before : null,
  };
}
