/**
 * Offers (Offer_production documents, rules.md: Offer; Offers). The offer index is
 * shared by many dealers, so each sample index holds the site's own offers (by website and by
 * dealership), its manufacturer's national offers, and offers of two other dealers (the sister
 * sample site and the dealership whose cars share the stock index) that the site must leave
 * out; some of its own list the site in excluded_website_ids.
 */
import type { Clock } from '../dates';
import { pictureBody, pictureUrl } from '../media/pictures';
import type { OfferPayload } from '../payloads';
import type { Rng } from '../random';
import type { Unit } from '../vehicle/units';
import { formatMoney, slugify } from '../words/format';

const CATEGORIES = ['Drive away offer', 'Finance offer', 'Bonus offer', 'Service offer'] as const;

const LONG_DISCLAIMER =
  'Offer available on new vehicles purchased and delivered between the dates shown, while stocks last. Not available with any other offer. ' +
  'Excludes fleet, government and rental buyers. Drive away pricing includes 12 months registration, CTP insurance, dealer delivery and stamp duty. ' +
  'Metallic or premium paint and options are extra. The dealer reserves the right to withdraw the offer at any time.';
const FINANCE_DISCLAIMER =
  'Finance offer available to approved personal and business applicants of the finance provider only. Comparison rate is calculated on a secured consumer fixed-rate loan of $30,000 over 5 years. ' +
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate. Fees, charges and conditions apply.';

/** The model an offer is about: its name, its range slug and an optional page. */
export interface OfferModel {
  name: string;
  slug: string;
  override_url?: string | null;
}

export interface OfferOptions {
  websiteId: number;
  /** The site's dealerships: half of its offers are dealership offers. */
  dealershipIds: number[];
  /** The site's single manufacturer: its national offers are the site's too. */
  manufacturer?: string;
  /** Other dealers' offers in the same index. */
  others: { websiteId: number; dealershipId: number; name: string };
  count: number;
  /** The model a unit's offer names (the Toyota range's names and keys for a Toyota site). */
  modelOf: (unit: Unit) => OfferModel;
}

function away(unit: Unit | undefined): string {
  if (unit?.itemType === 'motorcycle') return 'ride away';
  if (unit?.itemType === 'caravan') return 'tow away';
  return 'drive away';
}

export function buildOffers(
  rng: Rng,
  clock: Clock,
  units: Unit[],
  options: OfferOptions,
): OfferPayload[] {
  // One offer per model, on its entry variant; everyday models before buses and flagships.
  const entry = new Map<string, Unit>();
  for (const u of units) {
    const key = `${u.make}:${options.modelOf(u).name}`;
    if (!entry.has(key) || u.price < entry.get(key)!.price) entry.set(key, u);
  }
  const everyday = [...entry.values()].filter((u) => u.price < 120_000);
  const pool = everyday.length >= options.count + 3 ? everyday : [...entry.values()];
  const chosen = rng.sample(pool, Math.min(pool.length, options.count + 3));
  const endDate = clock.daysAhead(rng.int(10, 40));
  const ends = clock.dayMonthYear(endDate);
  const word = away(units[0]);

  const offer = (unit: Unit, i: number, owner: Partial<OfferPayload>): OfferPayload => {
    const category = CATEGORIES[i % CATEGORIES.length];
    const model = options.modelOf(unit);
    const title = `${unit.make} ${model.name}${unit.badge ? ` ${unit.badge}` : ''}`;
    const price = Math.max(990, unit.price - rng.int(1, 5) * 500);
    const rate = rng.pick(['2.99', '3.49', '4.99']);
    const headline =
      category === 'Drive away offer'
        ? `<strong>${title}</strong> from ${formatMoney(price)} ${word}`
        : category === 'Finance offer'
          ? `<strong>${title}</strong> with ${rate}% p.a. comparison rate finance`
          : category === 'Bonus offer'
            ? `<strong>${title}</strong> with a bonus genuine accessories pack worth ${formatMoney(rng.pick([1500, 2000, 2500]))}`
            : `Capped price servicing on every <strong>${unit.make} ${model.name}</strong>`;
    const lead =
      category === 'Drive away offer'
        ? `Drive home in a ${title} for ${formatMoney(price)} ${word}, with registration, CTP and dealer delivery included.`
        : category === 'Finance offer'
          ? `Own a ${title} sooner with ${rate}% p.a. comparison rate finance over 5 years, no deposit needed for approved buyers.`
          : category === 'Bonus offer'
            ? `Every ${title} ordered this month comes with genuine accessories fitted by our team before delivery.`
            : `Every scheduled service on your ${unit.make} ${model.name} is capped, so you always know the price before you book.`;
    const more =
      i % 2 === 0
        ? ' Our sales team can arrange a test drive at a time that suits you, value your trade-in on the spot and have finance approved the same day. Limited stock is available, so talk to us today.'
        : ' Limited stock is available.';
    const description = `${lead}${more} Offer ends ${ends}.`;
    const image = pictureUrl(
      pictureBody(unit.body, unit.itemType),
      rng.pick(['white', 'red', 'blue', 'grey'] as const),
      'front',
    );
    return {
      id: 0,
      name: `<p>${headline}</p>`,
      description: `<p>${description}</p>`,
      sanitized_description: description,
      disclaimer:
        category === 'Finance offer'
          ? FINANCE_DISCLAIMER
          : i % 2 === 0
            ? LONG_DISCLAIMER
            : `Offer ends ${ends}. Terms and conditions apply.`,
      category,
      model: { name: model.name, slug: model.slug, override_url: model.override_url ?? null },
      manufacturer: { name: unit.make },
      image_url: image,
      image_or_model_image: { url: image },
      excluded_website_ids: [],
      expiry_date: clock.ymd(endDate),
      ...owner,
    };
  };

  const own = options.dealershipIds;
  const offers: OfferPayload[] = chosen.slice(0, options.count).map((unit, i) =>
    offer(
      unit,
      i,
      // alternately the website's and a dealership's; every fifth lists the site as excluded
      i % 2 === 0
        ? { website_id: options.websiteId }
        : { dealership_ids: [own[Math.floor(i / 2) % own.length]] },
    ),
  );
  offers.forEach((o, i) => {
    if (i % 5 === 4) o.excluded_website_ids = [options.websiteId];
  });
  const [national, sister, otherDealer] = chosen.slice(options.count);
  if (options.manufacturer && national)
    offers.push(offer(national, 3, { manufacturer: { name: options.manufacturer } }));
  if (sister) offers.push(offer(sister, 0, { website_id: options.others.websiteId }));
  if (otherDealer)
    offers.push(offer(otherDealer, 1, { dealership_ids: [options.others.dealershipId] }));
  return offers.map((o, i) => ({ ...o, id: options.websiteId * 100 + i + 1 }));
}

/** A model named by its catalogue name (sites without a model range). */
export const catalogueModel = (unit: Unit): OfferModel => ({
  name: unit.model,
  slug: slugify(unit.model),
});
