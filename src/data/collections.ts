/**
 * Typed access to the current tenant's content collections, for pages and components.
 */
import { getCollection, getEntry } from 'astro:content';
import type { Website } from '../domain/tenant/schema/website';

export async function getSite(): Promise<Website> {
  const entry = await getEntry('website', 'site');
  if (!entry) throw new Error('The website collection is empty: the tenant did not load');
  return entry.data as Website;
}

export async function getStock() {
  return (await getCollection('stock')).map((e) => e.data);
}

export async function getLocations() {
  return (await getCollection('locations')).map((e) => e.data);
}

export async function getPages() {
  return (await getCollection('pages')).map((e) => e.data);
}

export async function getBlogPosts() {
  return (await getCollection('blogs')).map((e) => e.data);
}

export async function getModels() {
  return (await getCollection('models')).map((e) => e.data);
}
