/**
 * The edge cases every car-selling sample site must show, a handful of cars each
 * (rules.md: Results and car cards; States and transitions; Validation rules): sold recently (listed as sold) and sold long
 * ago (not listed), coming soon, reserved, hidden from the website, no pictures, all or
 * some pictures hidden, a placeholder first picture, no price, preorder, a tag,
 * subscription price, an expired rego and empty dealer comments.
 */
import { DAY_SECONDS, type Clock } from '../dates';
import { PLACEHOLDER_URL } from '../media/pictures';
import type { CarPayload } from '../payloads';
import type { Rng } from '../random';
import { picturesOf } from './car-pictures';

export const EDGE_CASES = [
  'soldRecently',
  'soldLongAgo',
  'comingSoon',
  'reserved',
  'hidden',
  'noImages',
  'allImagesHidden',
  'someImagesHidden',
  'placeholderFirst',
  'priceZero',
  'preorder',
  'tagged',
  'subscription',
  'regoExpired',
  'commentsEmpty',
] as const;
type EdgeCase = (typeof EDGE_CASES)[number];

interface Rule {
  eligible: (car: CarPayload) => boolean;
  apply: (car: CarPayload, rng: Rng, clock: Clock, soldDays: number) => unknown;
}

const isNewish = (c: CarPayload) => c.car_type !== 'used';
/** A weekly subscription price for a car of this price ($189-style, ending in 9). */
export const weeklySubscriptionPrice = (price: number) =>
  Math.round((price * 0.0045 + 60) / 10) * 10 - 1;
/** No price: enquire for price (and no finance figures). */
const NO_PRICE = { price: 0, before_price: null, finance_lenders: null, youxQuote: null };
const tsOf = (clock: Clock, seconds: number) => clock.iso(new Date(seconds * 1000));

function sell(car: CarPayload, clock: Clock, daysAgo: number): void {
  const soldAt = clock.nowSeconds - Math.floor(daysAgo * DAY_SECONDS);
  car.status = 'sold';
  car.sold = true;
  car.sold_date_timestamp = soldAt;
  if ((car.created_at_timestamp ?? 0) >= soldAt) {
    car.created_at_timestamp = soldAt - 21 * DAY_SECONDS;
    car.created_at = tsOf(clock, car.created_at_timestamp);
  }
  car.updated_at = tsOf(clock, soldAt);
}

function setImages(car: CarPayload, images: NonNullable<CarPayload['images']>): void {
  Object.assign(car, picturesOf(images));
}

const RULES: Record<EdgeCase, Rule> = {
  soldRecently: {
    eligible: () => true,
    apply: (c, rng, clock, days) => sell(c, clock, rng.float(0.2, Math.max(0.5, days - 0.5))),
  },
  soldLongAgo: {
    eligible: () => true,
    apply: (c, rng, clock, days) => sell(c, clock, rng.float(days + 1, days + 40)),
  },
  comingSoon: { eligible: () => true, apply: (c) => Object.assign(c, { status: 'coming_soon' }) },
  reserved: { eligible: () => true, apply: (c) => Object.assign(c, { reserved: true }) },
  hidden: {
    eligible: () => true,
    apply: (c) => Object.assign(c, { show_on_dealer_website: false }),
  },
  noImages: { eligible: () => true, apply: (c) => setImages(c, []) },
  allImagesHidden: {
    eligible: () => true,
    apply: (c) =>
      setImages(
        c,
        (c.images ?? []).map((i) => ({ ...i, visible: false })),
      ),
  },
  someImagesHidden: {
    eligible: () => true,
    apply: (c) =>
      setImages(
        c,
        (c.images ?? []).map((i, n) => ({ ...i, visible: n % 3 !== 1 })),
      ),
  },
  placeholderFirst: {
    eligible: () => true,
    apply: (c) =>
      setImages(c, [
        { image: { url: PLACEHOLDER_URL, thumb: { url: PLACEHOLDER_URL } }, visible: true },
        ...(c.images ?? []).slice(1),
      ]),
  },
  priceZero: { eligible: () => true, apply: (c) => Object.assign(c, NO_PRICE) },
  preorder: {
    eligible: (c) => c.car_type === 'new',
    apply: (c) => Object.assign(c, NO_PRICE, { preorder: true }),
  },
  tagged: {
    eligible: isNewish,
    apply: (c, rng) =>
      Object.assign(c, {
        tag:
          c.car_type === 'demo' ? 'Test Drive Only' : rng.pick(['runout sale', 'Test Drive Only']),
      }),
  },
  subscription: {
    eligible: (c) => Number(c.price) > 0,
    apply: (c) =>
      Object.assign(c, {
        subscription_price: weeklySubscriptionPrice(Number(c.price)),
      }),
  },
  regoExpired: {
    eligible: (c) => c.car_type === 'used',
    apply: (c, rng, clock) =>
      Object.assign(c, { rego_expiry: clock.ymd(clock.daysAgo(rng.int(10, 200))) }),
  },
  commentsEmpty: {
    eligible: () => true,
    apply: (c, rng) => Object.assign(c, { dealercomments: rng.pick(['', '|', '||', ' | ']) }),
  },
};

/**
 * Applies each edge case to `perCase` cars (each car gets at most one). Preorder goes
 * first to the cars of upcoming models, when there are any.
 */
export function applyEdgeCases(
  cars: CarPayload[],
  rng: Rng,
  clock: Clock,
  soldDays: number,
  perCase: number,
  isUpcoming: (c: CarPayload) => boolean = () => false,
): void {
  const taken = new Set<CarPayload>();
  const order = rng.shuffle(cars);
  for (const name of EDGE_CASES) {
    const rule = RULES[name];
    const preferred = name === 'preorder' ? order.filter(isUpcoming) : [];
    let picked = 0;
    for (const car of [...preferred, ...order]) {
      if (picked >= perCase) break;
      if (taken.has(car) || !rule.eligible(car) || (name !== 'preorder' && isUpcoming(car)))
        continue;
      rule.apply(car, rng, clock, soldDays);
      taken.add(car);
      picked++;
    }
  }
}
