/**
 * Typed access to the current tenant's content collections, for page data and components.
 * The one module that reads `astro:content` for pages: page-data tests replace it with fixtures.
 */
import { getCollection, getEntry } from 'astro:content';
import type { BlogPost } from '../domain/tenant/schema/blog';
import type { Page } from '../domain/tenant/schema/content-block';
import type { Location } from '../domain/tenant/schema/location';
import type { Manufacturer } from '../domain/tenant/schema/manufacturer';
import type { Model } from '../domain/tenant/schema/model';
import type { Promotions } from '../domain/tenant/schema/promotion';
import type { SearchPageTemplate, SearchSlug } from '../domain/tenant/schema/search-pages';
import type { Website } from '../domain/tenant/schema/website';
import type { Car } from '../domain/vehicle/schema';
import type { SoldCarDoc } from '../domain/vehicle/sold-car-doc';

export async function getSite(): Promise<Website> {
  const entry = await getEntry('website', 'site');
  if (!entry) throw new Error('The website collection is empty: the tenant did not load');
  return entry.data as Website;
}

export async function getStock(): Promise<Car[]> {
  return (await getCollection('stock')).map((e) => e.data as Car);
}

/** Sold cars past their redirect day (domain/vehicle/sold-lifecycle.ts). */
export async function getRedirectingCars(): Promise<SoldCarDoc[]> {
  return (await getCollection('soldCars')).map((e) => e.data as SoldCarDoc);
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

export async function getOffers() {
  return (await getCollection('offers')).map((e) => e.data);
}

export async function getParts() {
  return (await getCollection('parts')).map((e) => e.data);
}

/** The dealer's content pages (websites/{id}/pages.json). */
export async function getPages(): Promise<Page[]> {
  return (await getCollection('pages')).map((e) => e.data as Page);
}

/** The blog's articles (websites/{id}/blogs.json). */
export async function getBlogPosts(): Promise<BlogPost[]> {
  return (await getCollection('blogs')).map((e) => e.data as BlogPost);
}

/**
 * The manufacturer's models. A site without a manufacturer has none (loadModels reads a
 * manufacturer's list), and its empty collection is not asked for: Astro logs 'The collection
 * "models" does not exist or is empty. Please check your content config file for errors.' at
 * every such call, five to seven times in each build of a site that is not a franchise.
 */
export async function getModels(): Promise<Model[]> {
  if ((await getSite()).manufacturer_id == null) return [];
  return (await getCollection('models')).map((e) => e.data as Model);
}
