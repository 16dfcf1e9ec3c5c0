/**
 * Fixed copy on the vehicle page (rules.md: Vehicle detail page (VDP) Other VDP blocks, rules.md: In
 * stock: the sold view, rules.md: Reservation).
 */
import type { CarType } from './schema';
import { inSentence } from '../tenant/template';

/**
 * The sold view's two sentences. The spec writes '{vehicle type}' and '{type}' with the
 * labels Car, Motorcycle and caravan (vehicleWord); in a sentence a shopper reads them in
 * lower case, an acronym ('RV') as it is.
 */
export function soldSentences(vehicleType: string): [string, string] {
  const word = inSentence(vehicleType);
  return [
    `Unfortunately this ${word} recently sold.`,
    `But don't worry, we can help you find a similar ${word}!`,
  ];
}
export const LIKE_THIS_TEXT = 'Like this and want something similar?';

/** The heading of a vehicle page whose car has left the stock. */
export function unavailableHeading(vehicleType: string): string {
  return `This ${inSentence(vehicleType)} is no longer available`;
}

/** The used-car features banner's default items (used cars only). */
export const USED_CAR_FEATURES = [
  'An additional 1-year manufacturer-backed warranty',
  'Full service history',
  'Independent background check',
  '90 point inspection by manufacturer technicians',
  '12 months free roadside assist',
] as const;

/** The guarantee strip (used cars); RESERVE ONLINE links to checkout. */
export const GUARANTEE_STRIP = [
  'ONE HAGGLE-FREE PRICE',
  '48HR MONEY BACK GUARANTEE',
  'LIFETIME ENGINE GUARANTEE',
  'COOL VALUE SERVICING FOR LIFE',
  '12 MONTHS ROADSIDE ASSIST',
  'RESERVE ONLINE',
] as const;
/** Certified cars of the certified make get this strip instead. */
export const CERTIFIED_GUARANTEE_STRIP = [
  'CERTIFIED PRE-OWNED',
  '1-YEAR EXTRA WARRANTY',
  '90-POINT INSPECTION',
  '12 MONTHS ROADSIDE ASSIST',
  'RESERVE ONLINE',
] as const;

export const INFO_TABS = [
  "What's Included",
  'Why Buy From Us?',
  'Reserve Online',
  'Protect Your Car',
  'Features',
] as const;

export const RESERVE_ONLINE_COPY =
  'Reserve this car online with a $200 deposit. We hold it for you for 48 hours, and the deposit is 100% refundable.';
export const PROTECT_YOUR_CAR_COPY =
  'Ask us about extended warranty, paint and interior protection, tinting and comprehensive insurance when you buy: we can arrange it all before you drive away.';

/** Marketing copy: used cars get the guarantees; new and demo cars the manufacturer warranty. */
export function marketingCopy(carType: CarType): string[] {
  if (carType === 'used') {
    return [
      'Every used car comes with our 48 hour money back guarantee.',
      '12 months roadside assist is included.',
    ];
  }
  return [
    'Backed by a 5 or 7 year manufacturer warranty with unlimited km.',
    'Service it with us to extend cover up to 10 years/200,000 km.',
  ];
}

/**
 * The link text of a 'Why Buy From Us?' item: it names the item, so the link says where it goes
 * on its own (descriptive link text; never a bare 'Learn more'). The title's first letter is
 * lowered unless the title opens with an acronym or a name in capitals ('NRMA cover').
 */
export function whyBuyLinkText(title: string): string {
  const t = title.trim();
  const lowered = /^\p{Lu}\p{Ll}/u.test(t) ? t[0].toLowerCase() + t.slice(1) : t;
  return `Learn more about ${lowered}`;
}
