/**
 * Typed access to the current tenant's content collections, for page data and components.
 * The one module that reads `astro:content` for pages: page-data tests replace it with fixtures.
 */
import { getCollection, getEntry } from 'astro:content';
import type { Location } from '../domain/tenant/schema/location';
import type { Manufacturer } from '../domain/tenant/schema/manufacturer';
import type { Promotions } from '../domain/tenant/schema/promotion';
import type { SearchPageTemplate, SearchSlug } from '../domain/tenant/schema/search-pages';
import type { Website } from '../domain/tenant/schema/website';
import type { Car } from '../domain/vehicle/schema';

export async function getSite(): Promise<Website> {
  const entry = await getEntry('website', 'site');
  if (!entry) throw new Error('The website collection is empty: the tenant did not load');
  return entry.data as Website;
}

export async function getStock(): Promise<Car[]> {
  return (await getCollection('stock')).map((e) => e.data as Car);
}

export async function getLocations(): Promise<Location[]> {
  return (await getCollection('locations')).map((e) => e.data as Location);
}

export async function getManufacturers(): Promise<Manufacturer[]> {
  return (await getCollection('manufacturers')).map((e) => e.data as Manufacturer);
}

/** The site's promotions (promo cards, popups), when it has any. */
export async function getPromotions(): Promise<Promotions | undefined> {
  return (await getCollection('promotions'))[0]?.data as Promotions | undefined;
}

export async function getSearchSlugs(): Promise<SearchSlug[]> {
  return (await getCollection('searchSlugs')).map((e) => e.data as SearchSlug);
}

export async function getSearchPageTemplates(): Promise<SearchPageTemplate[]> {
  return (await getCollection('searchPageTemplates')).map((e) => e.data as SearchPageTemplate);
}
