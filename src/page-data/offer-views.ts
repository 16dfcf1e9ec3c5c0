/**
 * Offer cards and the single offer page's content (rules.md: Offers; Toggles; Link rules; Other rules):
 * name, image, description and disclaimer with their collapse rules, 'Enquire Now',
 * 'Explore {model}' and 'Book A Test Drive'. Pure: tested with fixtures.
 */
import { marketOf } from '../domain/market/market';
import type { Model } from '../domain/tenant/schema/model';
import type { Offer } from '../domain/tenant/schema/offer';
import type { Website } from '../domain/tenant/schema/website';
import { linkPolicy, offerHref } from '../domain/content/links';
import {
  BOOK_A_TEST_DRIVE,
  ENQUIRE_NOW,
  exploreModel,
  isExpiredOffer,
  offerEndsOn,
  offerText,
  type CollapsibleText,
} from '../domain/offers/display';
import { offerManufacturerName } from '../domain/offers/ownership';
import { modelKey, modelPagePath } from '../domain/models/paths';
import { makeSlug, modelSlug } from '../domain/search/makes';
import { isEnabled } from '../domain/tenant/flags';

export interface OfferViewsInput {
  site: Website;
  offers: readonly Offer[];
  /** The site's model range (model pages exist for these). */
  models: readonly Model[];
  landingPaths: ReadonlySet<string>;
  /** yyyy-mm-dd: offers past their last day are left out. */
  today: string;
}

export interface OfferCardView {
  id: string;
  href: string;
  title: string;
  category: string | null;
  image: { src: string; alt: string } | null;
  description: CollapsibleText | null;
  disclaimer: CollapsibleText | null;
  ends: string | null;
  enquire: { href: string; text: string };
  explore: { href: string; text: string } | null;
  testDrive: { href: string; text: string };
  modelKey: string;
  modelName: string;
}

/** 'Explore {model}': the model's page when the site has it, else its stock search page when there is one. */
function exploreLink(input: OfferViewsInput, offer: Offer): { href: string; text: string } | null {
  const name = offer.model?.name?.trim();
  if (!name) return null;
  const key = offer.model?.slug ? modelKey({ slug: offer.model.slug }) : '';
  const model = input.models.find(
    (m) => (key && modelKey(m) === key) || m.name.toLowerCase() === name.toLowerCase(),
  );
  if (model) return { href: modelPagePath(model, input.site.template), text: exploreModel(name) };
  const make = offerManufacturerName(offer);
  const search = make ? `/search/${makeSlug(make)}/${modelSlug(make, name)}` : '';
  return search && input.landingPaths.has(search)
    ? { href: search, text: exploreModel(name) }
    : null;
}

export function offerCard(input: OfferViewsInput, offer: Offer): OfferCardView {
  const text = offerText(offer, isEnabled('financeOffersExpanded', input.site));
  const href = offerHref(offer, linkPolicy(input.site));
  const image = offer.image_or_model_image?.url || offer.image_url;
  return {
    id: String(offer.id),
    href,
    title: text.title,
    category: offer.category ?? null,
    image: image ? { src: image, alt: text.title } : null,
    description: text.description,
    disclaimer: text.disclaimer,
    ends: offer.expiry_date ? offerEndsOn(offer.expiry_date, marketOf(input.site.config)) : null,
    enquire: { href: `${href}#enquire`, text: ENQUIRE_NOW },
    explore: exploreLink(input, offer),
    testDrive: { href: '/book-test-drive', text: BOOK_A_TEST_DRIVE },
    modelKey: offer.model?.slug ? modelKey({ slug: offer.model.slug }) : '',
    modelName: offer.model?.name ?? '',
  };
}

/** The site's current offers as cards, in the index's order. */
export function offerCards(input: OfferViewsInput): OfferCardView[] {
  return input.offers
    .filter((o) => !isExpiredOffer(o, input.today))
    .map((o) => offerCard(input, o));
}
