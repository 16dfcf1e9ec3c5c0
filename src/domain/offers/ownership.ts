/**
 * Which offers are the site's own (rules.md: Offers; Hosted search (content indexes)). The Offer_production
 * index is shared by many dealers: a site keeps the offers of its website, of its
 * dealerships, or (for an offer that names no website or dealership) of its manufacturer,
 * and never one whose excluded_website_ids contain the site.
 */
import { siteManufacturerName } from '../tenant/flags';
import { manufacturerDisplayName } from '../tenant/site';

export interface OwnedOffer {
  excluded_website_ids?: readonly (string | number)[] | null;
  website_id?: string | number | null;
  website_ids?: readonly (string | number)[] | null;
  dealership_id?: string | number | null;
  dealership_ids?: readonly (string | number)[] | null;
  manufacturer_id?: string | number | null;
  manufacturer?: string | { name?: string | null } | null;
}

export interface OfferOwnerSite {
  id: string | number;
  dealership_id?: string | number | null;
  dealerships?: readonly { id: string | number }[] | null;
  manufacturer_id?: number | null;
  manufacturer?: string | { name?: string | null } | null;
}

const ids = (...lists: (readonly (string | number)[] | string | number | null | undefined)[]) =>
  lists.flatMap((l) => (l == null ? [] : Array.isArray(l) ? l : [l])).map(String);

const foldMaker = (name: string) => manufacturerDisplayName(name).trim().toLowerCase();

/** The offer's manufacturer name ('' when it has none). */
export function offerManufacturerName(offer: Pick<OwnedOffer, 'manufacturer'>): string {
  const m = offer.manufacturer;
  if (!m) return '';
  return typeof m === 'string' ? m : (m.name ?? '');
}

/** Offers whose excluded_website_ids contain the current site are excluded (rules.md: Offers). */
export function isExcludedFrom(offer: OwnedOffer, siteId: string | number): boolean {
  return (offer.excluded_website_ids ?? []).some((id) => String(id) === String(siteId));
}

export function isSiteOffer(offer: OwnedOffer, site: OfferOwnerSite): boolean {
  if (isExcludedFrom(offer, site.id)) return false;
  const websites = ids(offer.website_id, offer.website_ids);
  const dealerships = ids(offer.dealership_id, offer.dealership_ids);
  if (websites.includes(String(site.id))) return true;
  const own = new Set(
    ids(
      site.dealership_id,
      (site.dealerships ?? []).map((d) => d.id),
    ),
  );
  if (dealerships.some((d) => own.has(d))) return true;
  if (websites.length > 0 || dealerships.length > 0) return false; // another dealer's offer
  // a manufacturer's offer: the site's manufacturer, by id or by name
  if (site.manufacturer_id != null && offer.manufacturer_id != null)
    return String(site.manufacturer_id) === String(offer.manufacturer_id);
  const siteMaker = siteManufacturerName(site);
  const offerMaker = offerManufacturerName(offer);
  return siteMaker !== '' && offerMaker !== '' && foldMaker(siteMaker) === foldMaker(offerMaker);
}

/** The site's own offers, in index order. */
export function siteOffers<O extends OwnedOffer>(offers: readonly O[], site: OfferOwnerSite): O[] {
  return offers.filter((o) => isSiteOffer(o, site));
}
