/**
 * Offers (Offer_production documents, tenants-and-content.md §3.6, §2.7). Some list this
 * site in excluded_website_ids, so the site must leave them out.
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

export interface OfferOptions {
  websiteId: number;
  /** A site the shared offers are excluded from (shows the rule on both sides). */
  otherWebsiteId: number;
  count: number;
  modelPathPrefix: string;
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
    const key = `${u.make}:${u.model}`;
    if (!entry.has(key) || u.price < entry.get(key)!.price) entry.set(key, u);
  }
  const everyday = [...entry.values()].filter((u) => u.price < 120_000);
  const chosen = rng.sample(
    everyday.length >= options.count ? everyday : [...entry.values()],
    options.count,
  );
  const endDate = clock.daysAhead(rng.int(10, 40));
  const ends = clock.dayMonthYear(endDate);
  const away =
    units[0]?.itemType === 'motorcycle'
      ? 'ride away'
      : units[0]?.itemType === 'caravan'
        ? 'tow away'
        : 'drive away';
  return chosen.map((unit, i) => {
    const category = CATEGORIES[i % CATEGORIES.length];
    const title = `${unit.make} ${unit.model}${unit.badge ? ` ${unit.badge}` : ''}`;
    const price = Math.max(990, unit.price - rng.int(1, 5) * 500);
    const headline =
      category === 'Drive away offer'
        ? `<strong>${title}</strong> from ${formatMoney(price)} ${away}`
        : category === 'Finance offer'
          ? `<strong>${title}</strong> with ${rng.pick(['2.99', '3.49', '4.99'])}% p.a. comparison rate finance`
          : category === 'Bonus offer'
            ? `<strong>${title}</strong> with a bonus accessories pack worth ${formatMoney(rng.pick([1500, 2000, 2500]))}`
            : `Three years of capped price servicing on every <strong>${unit.make} ${unit.model}</strong>`;
    const description = `Get into a ${title} this month. ${category === 'Service offer' ? 'Every scheduled service is capped so you always know the price.' : 'Limited stock is available, so talk to our team today.'} Offer ends ${ends}.`;
    const excluded =
      i % 3 === 2 ? [options.websiteId] : i % 3 === 1 ? [options.otherWebsiteId] : [];
    const image = pictureUrl(
      pictureBody(unit.body, unit.itemType),
      rng.pick(['white', 'red', 'blue', 'grey'] as const),
      'front',
    );
    return {
      id: options.websiteId * 100 + i + 1,
      name: `<p>${headline}</p>`,
      description: `<p>${description}</p>`,
      sanitized_description: description,
      disclaimer: i % 2 === 0 ? LONG_DISCLAIMER : `Offer ends ${ends}. Terms and conditions apply.`,
      category,
      model: {
        name: unit.model,
        slug: slugify(unit.model),
        override_url: i === 0 ? `${options.modelPathPrefix}/${slugify(unit.model)}` : null,
      },
      manufacturer: { name: unit.make },
      image_url: image,
      image_or_model_image: { url: image },
      excluded_website_ids: excluded,
      expiry_date: clock.ymd(endDate),
    };
  });
}
