/** The site's form context for pages, from the tenant's content collections (build time). */
import { getLocations, getSite } from '../data/collections';
import { formContextFor, type FormContext } from '../domain/leads/context';

let cached: Promise<FormContext> | null = null;

export function pageFormContext(): Promise<FormContext> {
  cached ??= (async () => formContextFor(await getSite(), await getLocations()))();
  return cached;
}
